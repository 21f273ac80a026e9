// The ecosystems added to the registry, against their own JavaScript: Polygon zkEVM's Goldilocks
// Poseidon `poseidon(inputs, capacity)` and its `LinearHash` against pil-stark's (Polygon Hermez,
// npm pil-stark 0.0.58, the code zkevm-commonjs's `getPoseidon` wraps) on random inputs; Mina's
// Poseidon against o1js's (npm mina-signer 4.0.0).
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as zk from "../dist/index.mjs";

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
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

// Mina's Poseidon (Kimchi and legacy) against o1js's own code: mina-signer 4.0.0 is the o1js
// repository's pure-JS package, and its dist holds o1js's `bindings/crypto/poseidon.js`
// (`Poseidon`, `PoseidonLegacy`: `hash`, `update`, `initialState`) and `constants.js` (the
// published tables and the prefix salts). Not exported by the package: imported by path.
const pasta = require("zkhashes/pasta");
const minaDir = join(dirname(require.resolve("mina-signer")), "..", "bindings", "crypto");
const P_PALLAS = 2n ** 254n + 45560315531419706090280762371685220353n;

function pallas(i) {
  if (i % 11 === 0) return P_PALLAS - 1n;
  if (i % 13 === 0) return 0n;
  return BigInt("0x" + randomBytes(40).toString("hex")) % P_PALLAS;
}

test("poseidon-mina and poseidon-mina-legacy agree with o1js (mina-signer) on random inputs", async () => {
  const { Poseidon, PoseidonLegacy } = await import(pathToFileURL(join(minaDir, "poseidon.js")));
  let k = 1;
  for (const [name, peer] of [["poseidon-mina", Poseidon], ["poseidon-mina-legacy", PoseidonLegacy]]) {
    for (let n = 0; n <= 12; n++) {
      for (let r = 0; r < 4; r++) {
        const xs = Array.from({ length: n }, () => pallas(k++));
        assert.deepEqual(pasta.hash(name, xs), [peer.hash(xs)], `${name}, ${n} inputs`);
      }
    }
    // The permutation: o1js's update of one full block from a random state is the permutation
    // of that state plus the block.
    for (let r = 0; r < 20; r++) {
      const s = [pallas(k++), pallas(k++), pallas(k++)];
      const want = peer.update(s, [0n, 0n]);
      assert.deepEqual(pasta.permute(name, s), want, `${name} permutation`);
    }
  }
});

test("poseidon-mina-with-prefix is o1js's hashWithPrefix, and Mina's tables are o1js's", async () => {
  const { Poseidon, PoseidonLegacy } = await import(pathToFileURL(join(minaDir, "poseidon.js")));
  const constants = await import(pathToFileURL(join(minaDir, "constants.js")));
  const prefixToField = (s) => [...Buffer.from(s)].reduceRight((acc, b) => (acc << 8n) | BigInt(b), 0n);
  let k = 1;
  for (const [name, peer, salts] of [
    ["poseidon-mina-with-prefix", Poseidon, constants.prefixHashes],
    ["poseidon-mina-legacy-with-prefix", PoseidonLegacy, constants.prefixHashesLegacy],
  ]) {
    for (const [prefix, salt] of Object.entries(salts)) {
      const xs = Array.from({ length: k % 6 }, () => pallas(k++));
      const want = peer.update(salt.map(BigInt), xs)[0];
      assert.deepEqual(pasta.hash(name, [prefixToField(prefix), ...xs]), [want], `${name} ${prefix}`);
      assert.deepEqual(peer.update(peer.initialState(), [prefixToField(prefix)]), salt.map(BigInt), prefix);
    }
  }
  // The tables the core compiles in (generated from this file) against o1js's.
  const ours = JSON.parse(readFileSync(join(here, "../../../reference/data/poseidon_mina.json"), "utf8"));
  for (const [key, params] of [["kimchi", constants.poseidonParamsKimchiFp], ["legacy", constants.poseidonParamsLegacyFp]]) {
    assert.deepEqual(ours[key].mds, params.mds, `${key} matrix`);
    const rows = params.fullRounds + (params.hasInitialRoundConstant ? 1 : 0);
    assert.deepEqual(ours[key].round_constants, params.roundConstants.slice(0, rows), `${key} round constants`);
    assert.equal(ours[key].rounds_full, params.fullRounds);
    assert.equal(ours[key].alpha, params.power);
  }
});

test("the Mina instances reject bad input", () => {
  assert.throws(() => pasta.hash("poseidon-mina", [P_PALLAS]), { name: "RangeError" });
  assert.throws(() => pasta.permute("poseidon-mina-legacy", [1n, 2n]), { name: "RangeError" });
  assert.throws(() => pasta.hash("poseidon-mina-with-prefix", []), { name: "RangeError" });
});
