// Benchmark (not a test): zkhashes beside poseidon-lite, circomlibjs,
// @scure/starknet, o1js (mina-signer) and pil-stark in one Node process, interleaved samples, medians; ratio =
// peer time / zkhashes time. Then the package size.
//   node bindings/js/bench.mjs        (after `make -C bindings/js build`)
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import * as zk from "./dist/index.mjs";

const require = createRequire(import.meta.url);
const lite = require("poseidon-lite");
const { buildPoseidon } = require("circomlibjs");
const scure = await import("@scure/starknet");
const circom = await buildPoseidon();

function perCall(f, ms = 20) {
  let n = 1;
  for (let t = performance.now(); performance.now() - t < ms; n *= 2) for (let i = 0; i < n; i++) f();
  const t = performance.now();
  for (let i = 0; i < n; i++) f();
  return (performance.now() - t) / n;
}

function compare(name, ours, peers, rounds = 9) {
  const samples = { zkhashes: [] };
  for (const p of Object.keys(peers)) samples[p] = [];
  for (let r = 0; r < rounds; r++) {
    samples.zkhashes.push(perCall(ours));
    for (const [p, f] of Object.entries(peers)) samples[p].push(perCall(f));
  }
  const med = (v) => v.sort((a, b) => a - b)[v.length >> 1];
  const o = med(samples.zkhashes);
  console.log(`| ${name} | zkhashes | ${(o * 1000).toFixed(2)} µs | |`);
  for (const p of Object.keys(peers)) {
    const t = med(samples[p]);
    console.log(`| ${name} | ${p} | ${(t * 1000).toFixed(2)} µs | ${(t / o).toFixed(1)}x |`);
  }
}

const a = 123456789012345678901234567890n, b = 987654321098765432109876543210n;
console.log("| call | implementation | time per call | ratio (peer / zkhashes) |");
console.log("|---|---|---:|---:|");
compare("poseidon2([a, b])", () => zk.poseidon2([a, b]), {
  "poseidon-lite": () => lite.poseidon2([a, b]),
  circomlibjs: () => circom.F.toObject(circom([a, b])),
});
const five = [a, b, a + 1n, b + 1n, a + 2n];
compare("poseidon5(5 inputs)", () => zk.poseidon5(five), {
  "poseidon-lite": () => lite.poseidon5(five),
  circomlibjs: () => circom.F.toObject(circom(five)),
});
compare("poseidonHash(x, y)", () => zk.poseidonHash(a, b), { "@scure/starknet": () => scure.poseidonHash(a, b) });
const many = Array.from({ length: 100 }, (_, i) => a + BigInt(i));
compare("poseidonHashMany(100)", () => zk.poseidonHashMany(many), { "@scure/starknet": () => scure.poseidonHashMany(many) });

// The JavaScript peers of the ecosystems that have no Rust one: Mina's Poseidon (o1js's code in
// mina-signer) through zkhashes/pasta, Polygon zkEVM's (pil-stark) through the root entry.
{
  const pasta = require("zkhashes/pasta");
  const { dirname, join } = await import("node:path");
  const { pathToFileURL } = await import("node:url");
  const minaDir = join(dirname(require.resolve("mina-signer")), "..", "bindings", "crypto");
  const { Poseidon, PoseidonLegacy } = await import(pathToFileURL(join(minaDir, "poseidon.js")));
  compare("Mina Poseidon.hash([a, b])", () => pasta.hash("poseidon-mina", [a, b]), { "o1js (mina-signer)": () => Poseidon.hash([a, b]) });
  compare("Mina PoseidonLegacy.hash([a, b])", () => pasta.hash("poseidon-mina-legacy", [a, b]), {
    "o1js (mina-signer)": () => PoseidonLegacy.hash([a, b]),
  });
  const poseidon = require("pil-stark/src/helpers/hash/poseidon/poseidon.js")();
  const g = Array.from({ length: 8 }, (_, i) => BigInt(i + 1) * 0x123456789n);
  compare("Polygon poseidon(8 inputs)", () => zk.hash("poseidon-polygon", g), { "pil-stark": () => poseidon(g) });
}

// hashBatch of 10^5 rows of two 32-byte big-endian elements (one thread,
// WebAssembly: no IFMA lanes, no threads), against the native Rust batch
// path in bindings/python's and bindings/c's benches and the `batch` bench.
{
  const rows = 100000;
  const input = new Uint8Array(rows * 64);
  let s = 0x9e3779b9;
  for (let i = 0; i < input.length; i++) {
    s ^= s << 13; s ^= s >>> 17; s ^= s << 5;
    input[i] = s & 0xff;
  }
  console.log(`\n| hashBatch, ${rows} rows of 2, WebAssembly | median | hashes/s |\n|---|---:|---:|`);
  for (const [name, top] of [["poseidon-circom", 0x20], ["starknet-hash", 0x07], ["poseidon2-openzeppelin", 0x20]]) {
    for (let i = 0; i < 2 * rows; i++) input[32 * i] = top;
    const t = [];
    for (let r = 0; r < 5; r++) {
      const t0 = performance.now();
      zk.hashBatch(name, input, 2);
      t.push(performance.now() - t0);
    }
    const m = t.sort((x, y) => x - y)[2];
    console.log(`| ${name} | ${m.toFixed(0)} ms | ${(rows / m).toFixed(0)} k |`);
  }
}

// Merkle trees: a LeanIMT's insertMany into an empty tree, whole-run medians.
const { LeanIMT: ZkKitLeanIMT } = await import("@zk-kit/lean-imt");
const liteHash = (x, y) => lite.poseidon2([x, y]);
function once(f) {
  const t = performance.now();
  f();
  return performance.now() - t;
}
function compareRuns(name, ours, peer, peerName, rounds) {
  const o = [], p = [];
  for (let r = 0; r < rounds; r++) {
    o.push(once(ours));
    p.push(once(peer));
  }
  const med = (v) => v.sort((x, y) => x - y)[v.length >> 1];
  const mo = med(o), mp = med(p);
  console.log(`| ${name} | zkhashes | ${mo.toFixed(1)} ms | |`);
  console.log(`| ${name} | ${peerName} | ${mp.toFixed(1)} ms | ${(mp / mo).toFixed(1)}x |`);
}
for (const [n, rounds] of [[10000, 5], [100000, 3]]) {
  const leaves = Array.from({ length: n }, (_, i) => a + BigInt(i));
  compareRuns(`LeanIMT insertMany(${n})`, () => new zk.LeanIMT(zk.poseidon2).insertMany(leaves),
    () => new ZkKitLeanIMT(liteHash).insertMany(leaves), "@zk-kit/lean-imt + poseidon-lite", rounds);
}

const dist = new URL("./dist/", import.meta.url);
const files = ["web/zkhashes_js_bg.wasm", "web/zkhashes_js.js", "api.mjs", "browser.mjs"];
const bytes = Buffer.concat(files.map((f) => readFileSync(new URL(f, dist))));
console.log(`\npackage (web build: wasm + JS): ${(bytes.length / 1024).toFixed(0)} kB raw, ${(gzipSync(bytes, { level: 9 }).length / 1024).toFixed(0)} kB gzipped`);
