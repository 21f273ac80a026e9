// JavaScript's hashBatch over many rows (docs/hardening.md): memory beyond the
// input and the output stays bounded (the rows enter WebAssembly a chunk at a
// time), and a bad row near the end is named by its index. After
// `make -C bindings/js build`: `node tools/stream_js.mjs` (10^7 rows, about two
// minutes: `make test-streams-js`); `make test` runs it with
// STREAM_JS_ROWS=1000000.
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const zk = require("../bindings/js/dist/index.cjs");

// The fastest hasher in WebAssembly (about 180 k rows a second on the Intel VM).
const NAME = "plonky3-sponge";
const FIELD = "babybear";
const P = 2013265921n; // BabyBear
const n = Number(process.env.STREAM_JS_ROWS ?? 10_000_000);
const perHash = 2;

// Random canonical inputs, below 2^30 < p, written through a 32-bit view.
const x = new BigUint64Array(n * perHash);
const v = new Uint32Array(x.buffer);
let s = 0x9e3779b9;
for (let i = 0; i < v.length; i += 2) {
  s ^= s << 13; s ^= s >>> 17; s ^= s << 5;
  v[i] = (s >>> 0) & 0x3fffffff;
}
const MiB = 2 ** 20;
const peak = () => process.resourceUsage().maxRSS * 1024;
const before = peak();
const t0 = performance.now();
const y = zk.hashBatch(NAME, x, perHash, { field: FIELD });
const secs = (performance.now() - t0) / 1000;
const grew = peak() - before;
assert.equal(y.length % n, 0);
// Spot checks against single calls.
for (const i of [0, 1, 16383, 16384, Math.floor(n / 2), n - 1]) {
  const row = [...x.subarray(perHash * i, perHash * i + perHash)];
  const out = y.length / n;
  assert.deepEqual([...y.subarray(out * i, out * i + out)], zk.hash(NAME, row, { field: FIELD }), `row ${i}`);
}
const rest = grew - y.byteLength;
console.log(
  `js batch: ${n} rows of ${NAME} (${FIELD}) in ${secs.toFixed(1)} s, input ${(x.byteLength / MiB).toFixed(0)} MiB, ` +
    `output ${(y.byteLength / MiB).toFixed(0)} MiB, peak grew by the output + ${(rest / MiB).toFixed(0)} MiB`,
);
// Beyond the output: WebAssembly's chunk buffers and the engine's own, a few
// tens of MiB whatever the batch's length; at 10^7 rows a whole-batch copy
// would add the input's 153 MiB or more.
assert.ok(rest < 96 * MiB, `peak grew by ${rest} bytes beyond the output: a whole-batch copy?`);

x[perHash * (n - 10) + 1] = P;
assert.throws(() => zk.hashBatch(NAME, x, perHash, { field: FIELD }), (e) => {
  assert.ok(e instanceof RangeError, String(e));
  assert.match(e.message, new RegExp(`^row ${n - 10}: input 1 `));
  console.log(`js batch: ${n} rows, the bad one named: RangeError: ${e.message}`);
  return true;
});
