// circom's Poseidon over BN254 (every arity, circomlibjs's and poseidon-lite's
// names) and zk-kit's LeanIMT over it: the entry `zkhashes/circom`, and part
// of the root entry. `wasm` is a module built with the `circom` feature.
import { toBigInt, toLimbs, fromLimbs, allFromLimbs, call, nOutsOf } from "./common.mjs";

/** Marks circom's `poseidon2` in every entry (the entries' own wrappers too): the LeanIMT's hash. */
const POSEIDON2 = Symbol.for("zkhashes.circom.poseidon2");

/** The BN254 scalar field's modulus. */
const P = 21888242871839275222246405745257275088548364400416034343698204186575808495617n;

function makeCircom(wasm) {
  /** circomlibjs `poseidon(inputs, initState, nOut)`, returning bigints. */
  function poseidon(inputs, initState = 0n, nOuts = 1) {
    const limbs = toLimbs(inputs);
    const width = inputs.length + 1;
    if (inputs.length < 1 || inputs.length > 16) throw new RangeError(`poseidon takes 1 to 16 inputs, got ${inputs.length}`);
    nOutsOf(nOuts, width);
    const init = toBigInt(initState, "initState");
    if (init === 0n && nOuts === 1) return fromLimbs(call(wasm.poseidonCircom, limbs));
    const all = allFromLimbs(call(wasm.poseidonCircomEx, limbs, toLimbs([init]), nOuts));
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

  // Merkle trees.

  const POSEIDON_1_2 = 7853200120776062878684798364095072458815029376092732009249414926327459813530n;

  // zk-kit's LeanIMT takes its hash function; ours runs circom Poseidon in
  // WebAssembly, so another function is refused rather than ignored.
  function checkHash(hashFn) {
    if (hashFn === undefined || hashFn === null || hashFn[POSEIDON2] === true) return;
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
   * circomlibjs's `buildPoseidon()` (and `buildPoseidonOpt`, `...Reference`,
   * `...Wasm`, which compute the same): resolves to `poseidon(inputs,
   * initState, nOut)` with circomlibjs's field object `.F`. Elements are
   * bigints here (circomlibjs's are Montgomery-form Uint8Arrays): `F.toObject`,
   * `F.toString`, `F.e` and `F.eq` give the same answers on both.
   */
  async function buildPoseidon() {
    const fn = (inputs, initState = 0n, nOut = 1) => poseidon(inputs, initState, nOut);
    fn.F = field();
    return fn;
  }

  const api = { poseidon, LeanIMT, buildPoseidon, buildPoseidonOpt: buildPoseidon, buildPoseidonReference: buildPoseidon, buildPoseidonWasm: buildPoseidon };
  for (let n = 1; n <= 16; n++) api[`poseidon${n}`] = fixed(n);
  api.poseidon2[POSEIDON2] = true;
  return api;
}

/**
 * The part of ffjavascript's field object (circomlibjs's `poseidon.F`) that
 * users of `poseidon` call, over bigints. `e` refuses a value outside [0, p)
 * where ffjavascript reduces it: nothing is reduced silently.
 */
function field() {
  const e = (x) => {
    const v = toBigInt(x, "of F.e");
    if (v >= P) throw new RangeError("F.e: the value is not a canonical field element (it is >= the field modulus p)");
    return v;
  };
  return {
    p: P,
    zero: 0n,
    one: 1n,
    e,
    eq: (a, b) => e(a) === e(b),
    isZero: (a) => e(a) === 0n,
    toObject: (a) => e(a),
    toString: (a, radix = 10) => e(a).toString(radix),
  };
}

export { makeCircom, P, POSEIDON2 };
