// The npm package in Node: every shared vector, random inputs against
// poseidon-lite, circomlibjs (every arity 1..16) and @scure/starknet, the
// CommonJS and ESM entries, batches, and bad input.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { randomBytes } from "node:crypto";
import * as zk from "../dist/index.mjs";

const require = createRequire(import.meta.url);
const here = new URL(".", import.meta.url).pathname;
const P_BN254 = 21888242871839275222246405745257275088548364400416034343698204186575808495617n;
const P_STARK = 2n ** 251n + 17n * 2n ** 192n + 1n;
const P_GOLDILOCKS = 2n ** 64n - 2n ** 32n + 1n;

function random(p) {
  return BigInt("0x" + randomBytes(40).toString("hex")) % p;
}

test("every shared vector (test-vectors/, in registry terms)", () => {
  const python = process.env.PYTHON || "python3";
  const cases = JSON.parse(execFileSync(python, [here + "../../../reference/registry_cases.py"], { maxBuffer: 1 << 26 }));
  assert.ok(cases.length > 300);
  // The instances over Pallas (Zcash Orchard, Mina) and BLS12-381 (Filecoin) are in their own entry,
  // `zkhashes/pasta`, not in the root one (its module is at its size limit): each runs there, and the
  // root refuses it.
  const pasta = require("zkhashes/pasta");
  const PASTA = new Set(pasta.instances().map((i) => i.name));
  for (const name of ["poseidon-zcash", "poseidon-mina", "poseidon-mina-legacy", "poseidon-filecoin", "poseidon-filecoin-constant-length"]) {
    assert.ok(PASTA.has(name), name);
  }
  for (const name of PASTA) assert.ok(!zk.instances().some((i) => i.name === name), name);
  // Miden's Eidos is in `zkhashes/small-fields` only, for the same reason.
  const small = require("zkhashes/small-fields");
  const EIDOS = new Set(["eidos-miden-hash-elements", "eidos-miden-merge"]);
  for (const name of EIDOS) {
    assert.ok(small.instances().some((i) => i.name === name), name);
    assert.ok(!zk.instances().some((i) => i.name === name), name);
  }
  // The ecosystems of 2026 (Plonky3's Poseidon1 and leanSig's hashes on it, Tip5, Monolith,
  // gnark-crypto's Poseidon2, Stwo's hashers) are in their own entry, `zkhashes/wave-2026` (the root
  // and small-fields modules are at their size limits): each runs there, and both others refuse it.
  const wave = require("zkhashes/wave-2026");
  const WAVE = new Set(wave.instances().map((i) => i.name));
  for (const name of ["poseidon-plonky3", "leansig-compress", "tip5-hash-varlen", "monolith-plonky3", "poseidon2-gnark-md", "blake2s-m31-stwo", "poseidon252-stwo"]) {
    assert.ok(WAVE.has(name), name);
  }
  let eidos = 0;
  let width32 = 0;
  let waves = 0;
  for (const c of cases) {
    const inputs = c.inputs.map(BigInt);
    if (WAVE.has(c.name)) {
      const o = { field: c.field, ...c.options };
      for (const m of [zk, small]) {
        assert.throws(() => (c.kind === "permute" ? m.permute(c.name, inputs, o) : m.hash(c.name, inputs, o)), /unknown/);
      }
      let got;
      if (c.kind === "permute") got = wave.permute(c.name, inputs, { field: c.field });
      else if (c.kind === "bytes") got = wave.hashBytes(c.name, Uint8Array.from(Buffer.from(c.data, "hex")), { field: c.field });
      else got = wave.hash(c.name, inputs, o);
      assert.deepEqual(got, c.outputs.map(BigInt), `${c.name} ${c.field} ${c.kind} ${c.source}`);
      waves += 1;
      continue;
    }
    // Plonky3's width-32 instances are in `zkhashes/small-fields` only (their tables do not fit the
    // root module): the root refuses the width, small-fields computes them.
    if ((c.name === "poseidon2-plonky3" && inputs.length === 32) || c.options.width === 32) {
      const o = { field: c.field, width: c.options.width };
      const run = (m) => (c.kind === "permute" ? m.permute(c.name, inputs, o) : m.hash(c.name, inputs, o));
      assert.throws(() => run(zk), /width/);
      assert.deepEqual(run(small), c.outputs.map(BigInt), `${c.name} ${c.field} ${c.source}`);
      width32 += 1;
      continue;
    }
    if (EIDOS.has(c.name)) {
      assert.throws(() => zk.hash(c.name, inputs), /unknown/);
      const got = c.kind === "bytes" ? small.hashBytes(c.name, Uint8Array.from(Buffer.from(c.data, "hex"))) : small.hash(c.name, inputs);
      assert.deepEqual(got, c.outputs.map(BigInt), `${c.name} ${c.kind} ${c.source}`);
      eidos += 1;
      continue;
    }
    if (PASTA.has(c.name)) {
      assert.throws(() => zk.hash(c.name, inputs, { field: c.field }), /unknown/);
      const got = c.kind === "permute" ? pasta.permute(c.name, inputs) : pasta.hash(c.name, inputs, { width: c.options.width });
      assert.deepEqual(got, c.outputs.map(BigInt), `${c.name} ${c.kind} ${c.source}`);
      continue;
    }
    let got;
    if (c.kind === "permute") got = zk.permute(c.name, inputs, { field: c.field });
    else if (c.kind === "bytes") got = zk.hashBytes(c.name, Uint8Array.from(Buffer.from(c.data, "hex")));
    else {
      const o = c.options;
      got = zk.hash(c.name, inputs, {
        field: c.field, width: o.width, outputs: o.outputs,
        initState: o.init_state === undefined ? undefined : BigInt(o.init_state),
      });
    }
    assert.deepEqual(got, c.outputs.map(BigInt), `${c.name} ${c.field} ${c.source}`);
  }
  assert.ok(eidos >= 20, `${eidos} Eidos cases`);
  assert.ok(width32 >= 30, `${width32} width-32 cases`);
  assert.ok(waves >= 200, `${waves} cases of zkhashes/wave-2026`);
});

test("circom: poseidon1..16 against poseidon-lite, poseidon against circomlibjs", async () => {
  const lite = require("poseidon-lite");
  const { buildPoseidon } = require("circomlibjs");
  const circom = await buildPoseidon();
  for (let n = 1; n <= 16; n++) {
    for (let r = 0; r < 3; r++) {
      const xs = Array.from({ length: n }, () => random(P_BN254));
      const want = lite[`poseidon${n}`](xs);
      assert.equal(zk[`poseidon${n}`](xs), want, `poseidon${n}`);
      assert.equal(zk.poseidon(xs), want);
      assert.equal(zk.poseidon(xs), circom.F.toObject(circom(xs)));
      const init = random(P_BN254);
      const outs = Math.min(n + 1, 3);
      const circ = circom(xs, init, outs).map((x) => circom.F.toObject(x));
      assert.deepEqual(zk.poseidon(xs, init, outs), outs === 1 ? circ[0] : circ);
      assert.deepEqual(zk[`poseidon${n}`](xs, outs), lite[`poseidon${n}`](xs, outs));
    }
  }
  // Numbers and strings as poseidon-lite takes them.
  assert.equal(zk.poseidon2([1, "2"]), 0x115cc0f5e7d690413df64c6b9662e9cf2a3617f2743245519e19607a4417189an);
  assert.equal(zk.poseidon2(["0x1", 2n]), lite.poseidon2([1n, 2n]));
});

test("starknet against @scure/starknet", async () => {
  const scure = await import("@scure/starknet");
  for (let r = 0; r < 50; r++) {
    const x = random(P_STARK), y = random(P_STARK);
    assert.equal(zk.poseidonHash(x, y), scure.poseidonHash(x, y));
    assert.equal(zk.poseidonHashSingle(x), scure.poseidonHashSingle(x));
    const xs = Array.from({ length: r % 9 }, () => random(P_STARK));
    assert.equal(zk.poseidonHashMany(xs), scure.poseidonHashMany(xs));
  }
});

test("the CommonJS entry is the same API, loaded synchronously", () => {
  const cjs = require("../dist/index.cjs");
  assert.equal(cjs.poseidon2([1, 2]), zk.poseidon2([1, 2]));
  assert.equal(cjs.poseidonHash(1, 2), 0x5d44a3decb2b2e0cc71071f7b802f45dd792d064f0fc7316c46514f70f9891an);
  assert.ok(zk.instances().some((i) => i.name === "rpo-merge" && i.kind === "hasher"));
});

test("batches agree with single calls", () => {
  const rows = 5;
  const words = new BigUint64Array(8 * rows).map(() => random(P_GOLDILOCKS));
  const out = zk.hashBatch("rpo-merge", words, 8);
  assert.ok(out instanceof BigUint64Array && out.length === 4 * rows);
  for (let i = 0; i < rows; i++) {
    assert.deepEqual([...out.slice(4 * i, 4 * i + 4)], zk.hash("rpo-merge", [...words.slice(8 * i, 8 * i + 8)]));
  }
  const pairs = Array.from({ length: 2 * rows }, () => random(P_BN254));
  const bytes = new Uint8Array(32 * pairs.length);
  pairs.forEach((v, i) => bytes.set(Buffer.from(v.toString(16).padStart(64, "0"), "hex"), 32 * i));
  const digests = zk.hashBatch("poseidon-circom", bytes, 2);
  assert.ok(digests instanceof Uint8Array && digests.length === 32 * rows);
  for (let i = 0; i < rows; i++) {
    const got = BigInt("0x" + Buffer.from(digests.slice(32 * i, 32 * i + 32)).toString("hex"));
    assert.equal(got, zk.poseidon2([pairs[2 * i], pairs[2 * i + 1]]));
  }
  const small = new BigUint64Array(16).map((_, i) => BigInt(i));
  assert.deepEqual(
    [...zk.hashBatch("plonky3-compress", small, 16, { field: "babybear" })],
    zk.hash("plonky3-compress", [...small], { field: "babybear" }),
  );
});

test("bad input throws RangeError or TypeError with a clear message", () => {
  assert.throws(() => zk.poseidon2([1, P_BN254]), { name: "RangeError", message: /input 1 is not a canonical field element/ });
  assert.throws(() => zk.poseidon2([1, -2n]), { name: "RangeError", message: /input 1 is negative/ });
  assert.throws(() => zk.poseidon2([1, "-2"]), { name: "RangeError", message: /negative/ });
  assert.throws(() => zk.poseidon2([1, 2.5]), { name: "TypeError", message: /not an integer/ });
  assert.throws(() => zk.poseidon2([1, "abc"]), { name: "TypeError", message: /decimal or 0x-hex/ });
  assert.throws(() => zk.poseidon2([1, null]), { name: "TypeError" });
  assert.throws(() => zk.poseidon2([1, 2 ** 60]), { name: "RangeError", message: /2\^53/ });
  assert.throws(() => zk.poseidon2([1, 2, 3]), { name: "RangeError", message: /poseidon2 takes 2 inputs/ });
  assert.throws(() => zk.poseidon([]), { name: "RangeError" });
  assert.throws(() => zk.poseidon2([1, 2], 4), { name: "RangeError", message: /nOuts/ });
  assert.throws(() => zk.poseidonHash(P_STARK, 1), { name: "RangeError", message: /input 0/ });
  assert.throws(() => zk.hash("no-such-hash", [1]), { name: "RangeError", message: /no-such-hash/ });
  assert.throws(() => zk.hash("rpo-merge", [1, 2, 3]), { name: "RangeError", message: /inputs/ });
  assert.throws(() => zk.permute("poseidon2-plonky3", [0, 1], { field: "bn254" }), { name: "RangeError" });
  assert.throws(() => zk.hash("rpo-merge", 12), { name: "TypeError" });
  assert.throws(() => zk.hashBatch("rpo-merge", new Uint8Array(64), 8), { name: "TypeError", message: /BigUint64Array/ });
  assert.throws(() => zk.hashBatch("rpo-merge", new BigUint64Array(12), 8), { name: "RangeError", message: /multiple/ });
  const bad = new BigUint64Array(16);
  bad[13] = P_GOLDILOCKS;
  assert.throws(() => zk.hashBatch("rpo-merge", bad, 8), { name: "RangeError", message: /row 1: input 5/ });
});
