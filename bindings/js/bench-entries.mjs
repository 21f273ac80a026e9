// Benchmark (not a test): zkhashes/small-fields against the root entry, same process, medians of
// seven interleaved samples (the figures of docs/wasm.md, "zkhashes/small-fields").
//   node bindings/js/bench-entries.mjs
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const root = require("zkhashes");
const small = require("zkhashes/small-fields");
const bb = new BigUint64Array(16 * 50000).fill(5n);
const gl = new BigUint64Array(8 * 50000).fill(5n);
const cases = {
  "plonky3-compress, BabyBear, hashBatch of 50,000": (m) => m.hashBatch("plonky3-compress", bb, 16, { field: "babybear" }),
  "plonky3-compress, Goldilocks, hashBatch of 50,000": (m) => m.hashBatch("plonky3-compress", gl, 8, { field: "goldilocks" }),
  "rpo-merge, 2,000 calls": (m) => {
    for (let i = 0; i < 2000; i++) m.hash("rpo-merge", [1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n]);
  },
  "poseidon2-plonky3, KoalaBear width 24, 2,000 calls": (m) => {
    for (let i = 0; i < 2000; i++) m.permute("poseidon2-plonky3", Array(24).fill(3n), { field: "koalabear" });
  },
};
const med = (a) => a.sort((x, y) => x - y)[a.length >> 1];
const time = (f) => {
  const t = performance.now();
  f();
  return performance.now() - t;
};
console.log(`Node ${process.version}\n| case | root | small-fields | small-fields / root |\n|---|---:|---:|---:|`);
for (const [name, f] of Object.entries(cases)) {
  f(root);
  f(small);
  const r = [];
  const s = [];
  for (let k = 0; k < 7; k++) {
    r.push(time(() => f(root)));
    s.push(time(() => f(small)));
  }
  console.log(`| ${name} | ${med(r).toFixed(1)} ms | ${med(s).toFixed(1)} ms | ${(med(s) / med(r)).toFixed(2)}x |`);
}
