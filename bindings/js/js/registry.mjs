// Instances by name (`makeLookup`) and their batches (`makeBatch`; both:
// `makeRegistry`): every instance in the root entry, whose module is built
// with the `registry` feature; the small fields' in `zkhashes/small-fields`,
// built with `small`; the Pallas instances, without batches, in
// `zkhashes/pasta`, built with `pasta`. Every Merkle scheme (`makeMerkle`,
// the root entry only).
import { toLimbs, allFromLimbs, call, optionalCount } from "./common.mjs";

// Rows per WebAssembly call of hashBatch: large enough that the call's own
// cost vanishes, small enough that the module's copies of a chunk (input,
// field elements, outputs) stay a few megabytes.
const BATCH_CHUNK_ROWS = 1 << 14;

function makeLookup(wasm) {
  /** Any hasher by name: `hash("rpo-merge", [..8 elements])`. */
  function hash(name, inputs, options = {}) {
    const { field, width, initState, outputs } = options;
    const init = initState === undefined ? undefined : toLimbs([initState]);
    const out = call(wasm.hash, String(name), field, toLimbs(inputs), optionalCount("width", width), init, optionalCount("outputs", outputs));
    return allFromLimbs(out);
  }

  /** Any permutation by name; the width is the state's length. */
  function permute(name, state, options = {}) {
    return allFromLimbs(call(wasm.permute, String(name), options.field, toLimbs(state)));
  }

  /** A hasher's byte mode (rpo-, rpx-, rp64-256-hash-elements; poseidon2-gnark-md with `field`). */
  function hashBytes(name, bytes, options = {}) {
    if (!(bytes instanceof Uint8Array)) throw new TypeError("bytes must be a Uint8Array");
    return allFromLimbs(call(wasm.hashBytes, String(name), options.field, bytes));
  }

  /** Every hasher and permutation: [{ name, kind, field }]. */
  function instances() {
    return wasm.instances().map((line) => {
      const [name, kind, field] = line.split(" ");
      return { name, kind, field };
    });
  }

  return { hash, permute, hashBytes, instances };
}

function makeBatch(wasm) {
  /**
   * Many hashes in one call: `inputs` holds the rows one after the other,
   * `perHash` elements each — a BigUint64Array (fields of 64 bits or less)
   * or a Uint8Array of 32-byte big-endian elements (256-bit fields). The
   * outputs come back the same way. The rows go into WebAssembly a chunk at
   * a time, so memory beyond the input and the output stays bounded
   * whatever the batch's length; a bad row throws, naming its index.
   */
  function hashBatch(name, inputs, perHash, options = {}) {
    const { field, width, outputs } = options;
    if (!Number.isInteger(perHash) || perHash < 1) throw new RangeError("perHash must be a positive integer");
    const bytes = call(wasm.elementBytes, String(name), field);
    const w = optionalCount("width", width);
    const o = optionalCount("outputs", outputs);
    let f, unit, Out;
    if (bytes <= 8) {
      if (!(inputs instanceof BigUint64Array)) throw new TypeError(`${name} takes a BigUint64Array (one element per word)`);
      [f, unit, Out] = [wasm.hashBatchWords, 1, BigUint64Array];
    } else {
      if (!(inputs instanceof Uint8Array)) throw new TypeError(`${name} takes a Uint8Array (32-byte big-endian elements)`);
      [f, unit, Out] = [wasm.hashBatchBytes, 32, Uint8Array];
    }
    const rowLen = unit * perHash;
    const rows = Math.floor(inputs.length / rowLen);
    if (inputs.length % rowLen !== 0 || rows <= BATCH_CHUNK_ROWS) {
      return call(f, String(name), field, inputs, perHash, w, o, 0);
    }
    let out;
    let outRow = 0;
    for (let r = 0; r < rows; r += BATCH_CHUNK_ROWS) {
      const n = Math.min(BATCH_CHUNK_ROWS, rows - r);
      const y = call(f, String(name), field, inputs.subarray(r * rowLen, (r + n) * rowLen), perHash, w, o, r);
      if (out === undefined) {
        outRow = y.length / n;
        out = new Out(outRow * rows);
      }
      out.set(y, r * outRow);
    }
    return out;
  }

  return { hashBatch };
}

function makeRegistry(wasm) {
  return { ...makeLookup(wasm), ...makeBatch(wasm) };
}

function makeMerkle(wasm) {
  /**
   * The root of a Merkle tree as an ecosystem builds it (`plonky3-mmcs`,
   * `plonky2`, `miden-rpo`, `miden-poseidon2`, `winterfell-rp64-256`,
   * `lean-imt`): leaves are rows (arrays of elements), or single elements
   * for one-element leaves. The root is a bigint for `lean-imt`, an array
   * of bigints otherwise; with `capHeight` > 0, an array of such digests.
   */
  function merkleRoot(scheme, leaves, options = {}) {
    const { field, capHeight = 0 } = options;
    if (!Array.isArray(leaves)) throw new TypeError("leaves must be an array");
    if (!Number.isInteger(capHeight) || capHeight < 0) throw new RangeError("capHeight must be a non-negative integer");
    const rows = leaves.map((r) => (Array.isArray(r) ? r : [r]));
    const width = rows.length ? rows[0].length : 1;
    rows.forEach((r, i) => {
      if (r.length !== width) throw new RangeError(`leaf ${i}: expected ${width} elements, got ${r.length}`);
    });
    const out = allFromLimbs(call(wasm.merkleRoot, String(scheme), field, toLimbs(rows.flat()), width, capHeight));
    const d = call(wasm.merkleDigestLen, String(scheme), field);
    const digests = [];
    for (let i = 0; i < out.length; i += d) digests.push(d === 1 ? out[i] : out.slice(i, i + d));
    return capHeight === 0 ? digests[0] : digests;
  }

  return { merkleRoot };
}

export { makeLookup, makeRegistry, makeMerkle };
