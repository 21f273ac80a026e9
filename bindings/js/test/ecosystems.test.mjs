// The ecosystems added to the registry, against their own JavaScript: Polygon zkEVM's Goldilocks
// Poseidon `poseidon(inputs, capacity)` and its `LinearHash` against pil-stark's (Polygon Hermez,
// npm pil-stark 0.0.58, the code zkevm-commonjs's `getPoseidon` wraps) on random inputs.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { randomBytes } from "node:crypto";
import * as zk from "../dist/index.mjs";

const require = createRequire(import.meta.url);
const P = 2n ** 64n - 2n ** 32n + 1n;

function element(i) {
  if (i % 13 === 0) return P - 1n;
  if (i % 17 === 0) return 0n;
  return BigInt("0x" + randomBytes(16).toString("hex")) % P;
}

test("poseidon-polygon and polygon-linear-hash agree with pil-stark on random inputs", () => {
  const poseidon = require("pil-stark/src/helpers/hash/poseidon/poseidon.js")();
  const LinearHash = require("pil-stark/src/helpers/hash/linearhash/linearhash.js");
  const linear = new LinearHash(poseidon);
  const F = poseidon.F;
  const big = (v) => BigInt(F.toString(v));
  let k = 1;
  for (let i = 0; i < 300; i++) {
    const xs = Array.from({ length: 12 }, () => element(k++));
    const withCapacity = i % 2 === 0;
    const want = poseidon(xs.slice(0, 8), withCapacity ? xs.slice(8) : undefined).map(big);
    assert.deepEqual(zk.hash("poseidon-polygon", withCapacity ? xs : xs.slice(0, 8)), want);
  }
  for (let n = 0; n <= 40; n++) {
    const xs = Array.from({ length: n }, () => element(k++));
    const want = linear.hash(xs).map(big);
    assert.deepEqual(zk.hash("polygon-linear-hash", xs), want, `length ${n}`);
  }
});

test("poseidon-polygon rejects bad input", () => {
  assert.throws(() => zk.hash("poseidon-polygon", [1n, 2n, 3n]));
  assert.throws(() => zk.hash("poseidon-polygon", [...Array(11).fill(0n), P]));
});
