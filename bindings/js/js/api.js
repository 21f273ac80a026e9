// The public API of the npm package `zkhashes`, over a wasm-bindgen module
// (the Node build or the web build). Shared source: the build writes it out
// as ESM (api.mjs) and CommonJS (api.cjs).
//
// Field elements are bigints; inputs may also be safe-integer numbers and
// decimal or 0x-hex strings. Nothing is reduced mod p: a negative value or
// one >= p throws RangeError, a non-integer TypeError.

function makeApi(wasm) {
  const TWO_256 = 1n << 256n;

  function toBigInt(x, i) {
    let v;
    if (typeof x === "bigint") {
      v = x;
    } else if (typeof x === "number") {
      if (!Number.isInteger(x)) throw new TypeError(`input ${i} is not an integer: ${x}`);
      if (!Number.isSafeInteger(x)) throw new RangeError(`input ${i} is beyond 2^53 as a number: pass a bigint or a string`);
      v = BigInt(x);
    } else if (typeof x === "string") {
      const s = x.trim();
      if (/^-(0x[0-9a-fA-F]+|[0-9]+)$/.test(s)) throw new RangeError(`input ${i} is negative; field elements are integers in [0, p)`);
      if (!/^(0x[0-9a-fA-F]+|[0-9]+)$/.test(s)) throw new TypeError(`input ${i} is not a decimal or 0x-hex integer: ${JSON.stringify(x)}`);
      v = BigInt(s);
    } else {
      throw new TypeError(`input ${i} must be a bigint, a number or a string, not ${x === null ? "null" : typeof x}`);
    }
    if (v < 0n) throw new RangeError(`input ${i} is negative; field elements are integers in [0, p)`);
    if (v >= TWO_256) throw new RangeError(`input ${i} is not a canonical field element (it is >= the field modulus p)`);
    return v;
  }

  function toLimbs(values) {
    if (!Array.isArray(values)) throw new TypeError("inputs must be an array");
    const out = new BigUint64Array(4 * values.length);
    for (let i = 0; i < values.length; i++) {
      const v = toBigInt(values[i], i);
      // Assigning to a BigUint64Array keeps the low 64 bits.
      out[4 * i] = v;
      out[4 * i + 1] = v >> 64n;
      out[4 * i + 2] = v >> 128n;
      out[4 * i + 3] = v >> 192n;
    }
    return out;
  }

  function fromLimbs(l, i = 0) {
    const k = 4 * i;
    if (l[k + 1] === 0n && l[k + 2] === 0n && l[k + 3] === 0n) return l[k];
    return l[k] | (l[k + 1] << 64n) | (l[k + 2] << 128n) | (l[k + 3] << 192n);
  }

  function allFromLimbs(l) {
    const out = new Array(l.length / 4);
    for (let i = 0; i < out.length; i++) out[i] = fromLimbs(l, i);
    return out;
  }

  // wasm errors are strings "RangeError: ..." / "TypeError: ...".
  function call(f, ...args) {
    try {
      return f(...args);
    } catch (e) {
      if (typeof e === "string") {
        const m = /^(RangeError|TypeError): ([\s\S]*)$/.exec(e);
        if (m) throw m[1] === "TypeError" ? new TypeError(m[2]) : new RangeError(m[2]);
        throw new Error(e);
      }
      throw e;
    }
  }

  function nOutsOf(nOuts, width) {
    if (!Number.isInteger(nOuts) || nOuts < 1 || nOuts > width) {
      throw new RangeError(`nOuts must be an integer between 1 and ${width}`);
    }
    return nOuts;
  }

  /** circomlibjs `poseidon(inputs, initState, nOut)`, returning bigints. */
  function poseidon(inputs, initState = 0n, nOuts = 1) {
    const limbs = toLimbs(inputs);
    const width = inputs.length + 1;
    if (inputs.length < 1 || inputs.length > 16) throw new RangeError(`poseidon takes 1 to 16 inputs, got ${inputs.length}`);
    nOutsOf(nOuts, width);
    const init = toBigInt(initState, "initState");
    if (init === 0n && nOuts === 1) return fromLimbs(call(wasm.poseidonCircom, limbs));
    const out = call(wasm.hash, "poseidon-circom", undefined, limbs, undefined, toLimbs([init]), nOuts);
    const all = allFromLimbs(out);
    return nOuts === 1 ? all[0] : all;
  }

  /** poseidon-lite's `poseidonN(inputs, nOuts = 1)`: exactly N inputs. */
  function fixed(n) {
    return function (inputs, nOuts = 1) {
      if (!Array.isArray(inputs) || inputs.length !== n) {
        throw new RangeError(`poseidon${n} takes ${n} inputs, got ${Array.isArray(inputs) ? inputs.length : typeof inputs}`);
      }
      return poseidon(inputs, 0n, nOuts);
    };
  }

  /** @scure/starknet `poseidonHash(x, y)`. */
  function poseidonHash(x, y) {
    return fromLimbs(call(wasm.starknetHash, toLimbs([x, y])));
  }

  /** @scure/starknet `poseidonHashSingle(x)`. */
  function poseidonHashSingle(x) {
    return fromLimbs(call(wasm.starknetHashSingle, toLimbs([x])));
  }

  /** @scure/starknet `poseidonHashMany(values)`. */
  function poseidonHashMany(values) {
    return fromLimbs(call(wasm.starknetHashMany, toLimbs(values)));
  }

  function optionalCount(name, v) {
    if (v === undefined) return undefined;
    if (!Number.isInteger(v) || v < 1) throw new RangeError(`${name} must be a positive integer`);
    return v;
  }

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

  /** A hasher's byte mode (rpo-, rpx-, rp64-256-hash-elements). */
  function hashBytes(name, bytes) {
    if (!(bytes instanceof Uint8Array)) throw new TypeError("bytes must be a Uint8Array");
    return allFromLimbs(call(wasm.hashBytes, String(name), bytes));
  }

  /**
   * Many hashes in one call: `inputs` holds the rows one after the other,
   * `perHash` elements each — a BigUint64Array (fields of 64 bits or less)
   * or a Uint8Array of 32-byte big-endian elements (256-bit fields). The
   * outputs come back the same way.
   */
  function hashBatch(name, inputs, perHash, options = {}) {
    const { field, width, outputs } = options;
    if (!Number.isInteger(perHash) || perHash < 1) throw new RangeError("perHash must be a positive integer");
    const bytes = call(wasm.elementBytes, String(name), field);
    const w = optionalCount("width", width);
    const o = optionalCount("outputs", outputs);
    if (bytes <= 8) {
      if (!(inputs instanceof BigUint64Array)) throw new TypeError(`${name} takes a BigUint64Array (one element per word)`);
      return call(wasm.hashBatchWords, String(name), field, inputs, perHash, w, o);
    }
    if (!(inputs instanceof Uint8Array)) throw new TypeError(`${name} takes a Uint8Array (32-byte big-endian elements)`);
    return call(wasm.hashBatchBytes, String(name), field, inputs, perHash, w, o);
  }


  // Merkle trees.

  const POSEIDON_1_2 = 7853200120776062878684798364095072458815029376092732009249414926327459813530n;

  // zk-kit's LeanIMT takes its hash function; ours runs circom Poseidon in
  // WebAssembly, so another function is refused rather than ignored.
  function checkHash(hashFn) {
    if (hashFn === undefined || hashFn === null || hashFn === api.poseidon2) return;
    if (typeof hashFn !== "function") throw new TypeError("the LeanIMT hash must be a function");
    let v;
    try {
      v = hashFn(1n, 2n);
    } catch (e) {
      v = undefined;
    }
    if (v !== POSEIDON_1_2) {
      throw new TypeError("zkhashes' LeanIMT hashes with circom Poseidon (poseidon-lite's poseidon2, (a, b) => poseidon2([a, b])); this hash function computes something else");
    }
  }

  function leafLimbs(leaf) {
    return toLimbs([leaf]);
  }

  /** @zk-kit/lean-imt's `LeanIMT` over circom Poseidon, the tree in WebAssembly. */
  class LeanIMT {
    constructor(hashFn, leaves = []) {
      checkHash(hashFn);
      if (!Array.isArray(leaves)) throw new TypeError("leaves must be an array");
      this._tree = call(() => new wasm.LeanImtTree(toLimbs(leaves)));
    }

    get root() {
      const r = this._tree.root();
      return r.length === 0 ? undefined : fromLimbs(r);
    }

    get depth() {
      return this._tree.depth();
    }

    get size() {
      return this._tree.size();
    }

    get leaves() {
      return allFromLimbs(this._tree.leaves());
    }

    indexOf(leaf) {
      return call(() => this._tree.indexOf(leafLimbs(leaf)));
    }

    has(leaf) {
      return this.indexOf(leaf) !== -1;
    }

    insert(leaf) {
      call(() => this._tree.insert(leafLimbs(leaf)));
    }

    insertMany(leaves) {
      if (!Array.isArray(leaves)) throw new TypeError("leaves must be an array");
      if (leaves.length === 0) throw new Error("There are no leaves to add");
      call(() => this._tree.insertMany(toLimbs(leaves)));
    }

    update(index, newLeaf) {
      checkIndex(index, this.size);
      call(() => this._tree.update(index, leafLimbs(newLeaf)));
    }

    updateMany(indices, leaves) {
      if (!Array.isArray(indices) || !Array.isArray(leaves)) throw new TypeError("indices and leaves must be arrays");
      if (indices.length !== leaves.length) throw new Error("There is no correspondence between indices and leaves");
      if (new Set(indices).size !== indices.length) throw new Error("There are repeated indices");
      for (const i of indices) checkIndex(i, this.size);
      for (let k = 0; k < indices.length; k++) this.update(indices[k], leaves[k]);
    }

    generateProof(index) {
      checkIndex(index, this.size);
      const out = call(() => this._tree.generateProof(index));
      const values = allFromLimbs(out.subarray(1));
      return { root: values[0], leaf: values[1], index: Number(out[0]), siblings: values.slice(2) };
    }

    verifyProof(proof) {
      return LeanIMT.verifyProof(proof);
    }

    static verifyProof(proof, hashFn) {
      checkHash(hashFn);
      if (proof === null || typeof proof !== "object") throw new TypeError("the proof must be an object");
      const { root, leaf, index, siblings } = proof;
      if (!Number.isSafeInteger(index) || index < 0) throw new TypeError("the proof's index must be a non-negative integer");
      if (!Array.isArray(siblings)) throw new TypeError("the proof's siblings must be an array");
      return call(wasm.leanImtVerify, leafLimbs(root), leafLimbs(leaf), BigInt(index), toLimbs(siblings));
    }

    /** zk-kit's `export()`: every level's nodes, as JSON of decimal strings. */
    export() {
      const nodes = [];
      for (let level = 0, n = this.size; level <= this.depth; level++, n = Math.ceil(n / 2)) {
        const row = [];
        for (let i = 0; i < n; i++) row.push(fromLimbs(this._tree.node(level, i)).toString());
        nodes.push(row);
      }
      return JSON.stringify(nodes);
    }

    /** zk-kit's `LeanIMT.import(hash, nodes, map?)`: the tree of the exported leaves. */
    static import(hashFn, nodes, map = BigInt) {
      const parsed = JSON.parse(nodes);
      return new LeanIMT(hashFn, (parsed[0] || []).map(map));
    }
  }

  function checkIndex(index, size) {
    if (!Number.isSafeInteger(index) || index < 0) throw new TypeError("the index must be a non-negative integer");
    if (index >= size) throw new RangeError(`The leaf at index '${index}' does not exist in this tree`);
  }

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

  /** Every hasher and permutation: [{ name, kind, field }]. */
  function instances() {
    return wasm.instances().map((line) => {
      const [name, kind, field] = line.split(" ");
      return { name, kind, field };
    });
  }

  const api = { poseidon, poseidonHash, poseidonHashSingle, poseidonHashMany, hash, permute, hashBytes, hashBatch, instances, LeanIMT, merkleRoot };
  for (let n = 1; n <= 16; n++) api[`poseidon${n}`] = fixed(n);
  return api;
}

export { makeApi };
