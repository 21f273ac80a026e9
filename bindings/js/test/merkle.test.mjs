// Merkle trees in the npm package: LeanIMT against @zk-kit/lean-imt with
// poseidon-lite (the same operations on both, every state compared),
// merkleRoot against trees composed here from the hashers, and bad input.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { LeanIMT as ZkKit } from "@zk-kit/lean-imt";
import { poseidon2 as lite2 } from "poseidon-lite";
import * as zk from "../dist/index.mjs";

const require = createRequire(import.meta.url);
const P_BN254 = 21888242871839275222246405745257275088548364400416034343698204186575808495617n;
const P_GOLDILOCKS = 2n ** 64n - 2n ** 32n + 1n;
const liteHash = (a, b) => lite2([a, b]);

let seed = 12345n;
function rand(p) {
  seed = (seed * 6364136223846793005n + 1442695040888963407n) % (1n << 64n);
  return ((seed << 128n) | (seed * seed)) % p;
}

function same(ours, theirs, what) {
  assert.equal(ours.size, theirs.size, `${what}: size`);
  assert.equal(ours.depth, theirs.depth, `${what}: depth`);
  assert.equal(ours.root, theirs.root, `${what}: root`);
}

test("LeanIMT: every operation as @zk-kit/lean-imt with poseidon-lite", () => {
  for (const n of [0, 1, 2, 3, 4, 5, 7, 8, 9, 16, 33, 100, 4097]) {
    const leaves = Array.from({ length: n }, () => rand(P_BN254));
    const ours = new zk.LeanIMT(liteHash, leaves);
    const theirs = new ZkKit(liteHash, leaves);
    same(ours, theirs, `${n} leaves`);
    assert.deepEqual(ours.leaves, theirs.leaves);
    if (n <= 100) assert.equal(ours.export(), theirs.export());
    const checks = n > 100 ? [0, 1, n >> 1, n - 2, n - 1] : [...Array(n).keys()];
    for (const i of checks) {
      const p = ours.generateProof(i);
      assert.deepEqual(p, theirs.generateProof(i), `${n}: proof ${i}`);
      assert.ok(ours.verifyProof(p) && zk.LeanIMT.verifyProof(p, liteHash) && ZkKit.verifyProof(p, liteHash));
      const bad = { ...p, leaf: (p.leaf + 1n) % P_BN254 };
      assert.equal(ours.verifyProof(bad), false);
      assert.equal(ZkKit.verifyProof(bad, liteHash), false);
      if (p.siblings.length) assert.equal(ours.verifyProof({ ...p, index: p.index ^ 1 }), p.siblings[0] === p.leaf);
    }
  }
  // Incremental: insert, insertMany, update, updateMany, in a random order; over circom Poseidon
  // (the tree in WebAssembly) and over another hash (the tree in JavaScript).
  const mix = (a, b) => (a * 31n + b * 17n + 7n) % P_BN254;
  for (const [name, hashFn] of [["poseidon2", liteHash], ["another hash", mix]]) {
  const ours = new zk.LeanIMT(hashFn);
  const theirs = new ZkKit(hashFn);
  for (let step = 0; step < 300; step++) {
    const op = Number(rand(4n));
    if (op === 0 || ours.size === 0) {
      const leaf = rand(P_BN254);
      ours.insert(leaf);
      theirs.insert(leaf);
    } else if (op === 1) {
      const many = Array.from({ length: 1 + Number(rand(9n)) }, () => rand(P_BN254));
      ours.insertMany(many);
      theirs.insertMany(many);
    } else if (op === 2) {
      const i = Number(rand(BigInt(ours.size)));
      const leaf = rand(P_BN254);
      ours.update(i, leaf);
      theirs.update(i, leaf);
    } else {
      const i = Number(rand(BigInt(ours.size)));
      const j = Number(rand(BigInt(ours.size)));
      const idx = i === j ? [i] : [i, j];
      const ls = idx.map(() => rand(P_BN254));
      ours.updateMany(idx, ls);
      theirs.updateMany(idx, ls);
    }
    same(ours, theirs, `${name}, step ${step}`);
  }
  assert.deepEqual(ours.leaves, theirs.leaves);
  const last = ours.leaves[ours.size - 1];
  assert.equal(ours.indexOf(last), theirs.indexOf(last));
  assert.equal(ours.has(P_BN254 - 1n), theirs.has(P_BN254 - 1n));
  for (const i of [0, ours.size >> 1, ours.size - 1]) assert.deepEqual(ours.generateProof(i), theirs.generateProof(i), `${name}, proof ${i}`);
  assert.equal(ours.export(), theirs.export(), name);
  const copy = zk.LeanIMT.import(hashFn, theirs.export());
  same(copy, theirs, `${name}, import`);
  }
  // Our poseidon2 is accepted as the hash; the CommonJS entry has the class too.
  assert.equal(new zk.LeanIMT((a, b) => zk.poseidon2([a, b]), [1n, 2n]).root, zk.poseidon2([1n, 2n]));
  const cjs = require("../dist/index.cjs");
  assert.equal(new cjs.LeanIMT(cjs.poseidon2, [1n, 2n, 3n]).root, new ZkKit(liteHash, [1n, 2n, 3n]).root);
});

test("LeanIMT: bad input, and other hash functions run in JavaScript as zk-kit runs them", () => {
  const t = new zk.LeanIMT(zk.poseidon2, [1n, 2n, 3n]);
  assert.throws(() => new zk.LeanIMT(), { name: "TypeError", message: "Parameter 'hash' is not defined" });
  // Another hash function: zk-kit's tree over it, nodes of any type (here sums of numbers).
  const sums = new zk.LeanIMT((a, b) => a + b, [1, 2, 3, 4, 5]);
  const theirSums = new ZkKit((a, b) => a + b, [1, 2, 3, 4, 5]);
  same(sums, theirSums, "a + b");
  for (let i = 0; i < 5; i++) assert.deepEqual(sums.generateProof(i), theirSums.generateProof(i), `proof ${i}`);
  sums.updateMany([0, 4], [10, 20]);
  theirSums.updateMany([0, 4], [10, 20]);
  same(sums, theirSums, "a + b, updated");
  assert.equal(zk.LeanIMT.verifyProof(t.generateProof(0), (a, b) => a * b), false);
  assert.equal(zk.LeanIMT.verifyProof(t.generateProof(0), liteHash), true);
  assert.throws(() => t.insert(P_BN254), RangeError);
  assert.throws(() => t.insert(-1n), RangeError);
  assert.throws(() => t.insert("x"), TypeError);
  assert.throws(() => t.insertMany([1n, P_BN254]), RangeError);
  assert.equal(t.size, 3, "a failed insertMany adds nothing");
  assert.throws(() => t.insertMany([]), Error);
  assert.throws(() => t.update(3, 1n), RangeError);
  assert.throws(() => t.update(-1, 1n), RangeError);
  assert.throws(() => t.generateProof(3), RangeError);
  assert.throws(() => t.updateMany([0, 0], [1n, 2n]), Error);
  assert.throws(() => t.verifyProof({ ...t.generateProof(1), siblings: [P_BN254] }), RangeError);
  assert.equal(new zk.LeanIMT(zk.poseidon2).root, undefined);
});

test("merkleRoot: trees composed from the hashers", () => {
  const pairUp = (level, f) => {
    const out = [];
    for (let i = 0; i < level.length; i += 2) out.push(f(level[i], level[i + 1]));
    return out;
  };
  const words = Array.from({ length: 8 }, () => Array.from({ length: 4 }, () => rand(P_GOLDILOCKS)));
  for (const [scheme, merge] of [["miden-rpo", "rpo-merge"], ["miden-poseidon2", null], ["winterfell-rp64-256", "rp64-256-merge"]]) {
    const root = zk.merkleRoot(scheme, words);
    assert.equal(root.length, 4);
    if (merge) {
      let level = words;
      while (level.length > 1) level = pairUp(level, (a, b) => zk.hash(merge, [...a, ...b]));
      assert.deepEqual(root, level[0], scheme);
    }
  }
  // plonky2: short rows are their own digests (zero-padded).
  let level = [[1n], [2n], [3n], [4n]].map((r) => [...r, 0n, 0n, 0n]);
  while (level.length > 1) level = pairUp(level, (a, b) => zk.hash("plonky2-two-to-one", [...a, ...b]));
  assert.deepEqual(zk.merkleRoot("plonky2", [1n, 2n, 3n, 4n]), level[0]);
  // Plonky3 over BabyBear: compress(sponge(row 0), sponge(row 1)), and a cap.
  const rows = [[1, 2, 3], [4, 5, 6]];
  const s = rows.map((r) => zk.hash("plonky3-sponge", r, { field: "babybear", width: 24 }));
  const want = zk.hash("plonky3-compress", [...s[0], ...s[1]], { field: "babybear", width: 16 });
  assert.deepEqual(zk.merkleRoot("plonky3-mmcs", rows, { field: "babybear" }), want);
  assert.deepEqual(zk.merkleRoot("plonky3-mmcs", rows, { field: "babybear", capHeight: 1 }), s);
  assert.equal(zk.merkleRoot("lean-imt", [1n, 2n, 3n]), new ZkKit(liteHash, [1n, 2n, 3n]).root);
  // Stwo's named tree is not in the npm package (the root module's size limit); its hashers are
  // in zkhashes/wave-2026.
  assert.throws(() => zk.merkleRoot("stwo-blake2s-m31", [[1], [2]]), /unknown/);
  // Bad input.
  assert.throws(() => zk.merkleRoot("nope", [1n, 2n]), RangeError);
  assert.throws(() => zk.merkleRoot("plonky3-mmcs", rows), RangeError);
  assert.throws(() => zk.merkleRoot("miden-rpo", [[1n, 2n, 3n, 4n]]), RangeError);
  assert.throws(() => zk.merkleRoot("miden-rpo", [[1n, 2n, 3n], [1n, 2n, 3n]]), RangeError);
  assert.throws(() => zk.merkleRoot("plonky2", [[1n], [2n, 3n]]), /leaf 1/);
  assert.throws(() => zk.merkleRoot("plonky2", [1n, P_GOLDILOCKS]), /leaf 1/);
  assert.throws(() => zk.merkleRoot("plonky2", [1n, 2n], { capHeight: 2 }), RangeError);
  assert.throws(() => zk.merkleRoot("plonky2", "12"), TypeError);
});
