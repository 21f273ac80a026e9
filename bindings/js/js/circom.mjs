// circom's Poseidon over BN254 (every arity, circomlibjs's and poseidon-lite's
// names) and zk-kit's LeanIMT over it: the entry `zkhashes/circom`, and part
// of the root entry. `wasm` is a module built with the `circom` feature.
import { toBigInt, toLimbs, fromLimbs, allFromLimbs, call, nOutsOf } from "./common.mjs";
import { JsLeanImt, verifyJs } from "./lean-imt.mjs";

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

  // zk-kit's checks, with its messages (a drop-in's callers may match on them).
  const need = (v, name) => {
    if (v === undefined) throw new TypeError(`Parameter '${name}' is not defined`);
  };
  const needFunction = (v, name) => {
    if (typeof v !== "function") throw new TypeError(`Parameter '${name}' is not a function, received type: ${typeof v}`);
  };
  const needArray = (v, name) => {
    if (!Array.isArray(v)) throw new TypeError(`Parameter '${name}' is not an Array instance`);
  };
  const needNumber = (v, name) => {
    if (typeof v !== "number") throw new TypeError(`Parameter '${name}' is not a number, received type: ${typeof v}`);
  };

  // circom's poseidon2 as a 2-to-1 function (this package's, or any function that computes it on
  // bigints, such as poseidon-lite's `(a, b) => poseidon2([a, b])`): the tree runs in
  // WebAssembly. Any other function runs the same tree in JavaScript, as zk-kit does.
  function isPoseidon2(hashFn) {
    if (hashFn[POSEIDON2] === true) return true;
    try {
      return hashFn(1n, 2n) === POSEIDON_1_2;
    } catch {
      return false;
    }
  }

  function leafLimbs(leaf) {
    return toLimbs([leaf]);
  }

  /**
   * @zk-kit/lean-imt's `LeanIMT`: over circom Poseidon the tree is in WebAssembly (leaves are
   * field elements: a negative value or one ≥ p throws, where zk-kit hashes whatever the function
   * takes); any other hash function runs in JavaScript, nodes of any type.
   */
  class LeanIMT {
    constructor(hashFn, leaves = []) {
      need(hashFn, "hash");
      needFunction(hashFn, "hash");
      needArray(leaves, "leaves");
      this._hash = hashFn;
      if (isPoseidon2(hashFn)) this._tree = call(() => new wasm.LeanImtTree(toLimbs(leaves)));
      else this._js = new JsLeanImt(hashFn, leaves);
    }

    get root() {
      if (this._js) return this._js.root;
      const r = this._tree.root();
      return r.length === 0 ? undefined : fromLimbs(r);
    }

    get depth() {
      return this._js ? this._js.depth : this._tree.depth();
    }

    get size() {
      return this._js ? this._js.nodes[0].length : this._tree.size();
    }

    get leaves() {
      return this._js ? this._js.nodes[0].slice() : allFromLimbs(this._tree.leaves());
    }

    indexOf(leaf) {
      need(leaf, "leaf");
      return this._js ? this._js.nodes[0].indexOf(leaf) : call(() => this._tree.indexOf(leafLimbs(leaf)));
    }

    has(leaf) {
      return this.indexOf(leaf) !== -1;
    }

    insert(leaf) {
      need(leaf, "leaf");
      if (this._js) this._js.insertMany([leaf]);
      else call(() => this._tree.insert(leafLimbs(leaf)));
    }

    insertMany(leaves) {
      need(leaves, "leaves");
      needArray(leaves, "leaves");
      if (leaves.length === 0) throw new Error("There are no leaves to add");
      if (this._js) this._js.insertMany(leaves);
      else call(() => this._tree.insertMany(toLimbs(leaves)));
    }

    update(index, newLeaf) {
      need(index, "index");
      need(newLeaf, "newLeaf");
      needNumber(index, "index");
      checkIndex(index, this.size);
      if (this._js) this._js.update(index, newLeaf);
      else call(() => this._tree.update(index, leafLimbs(newLeaf)));
    }

    updateMany(indices, leaves) {
      need(leaves, "leaves");
      need(indices, "indices");
      needArray(leaves, "leaves");
      needArray(indices, "indices");
      if (indices.length !== leaves.length) throw new Error("There is no correspondence between indices and leaves");
      const seen = new Set();
      indices.forEach((index, k) => {
        needNumber(index, `index ${k}`);
        if (!Number.isInteger(index) || index < 0 || index >= this.size) throw new RangeError(`Index ${k} is out of range`);
        if (seen.has(index)) throw new Error(`Index ${index} is repeated`);
        seen.add(index);
      });
      // Every leaf is checked before the first is written: a bad one leaves the tree as it was.
      const values = this._js ? leaves : leaves.map((leaf, k) => {
        const v = toBigInt(leaf, k);
        if (v >= P) throw new RangeError(`input ${k} is not a canonical field element (it is >= the field modulus p)`);
        return leafLimbs(v);
      });
      for (let k = 0; k < indices.length; k++) {
        if (this._js) this._js.update(indices[k], values[k]);
        else call(() => this._tree.update(indices[k], values[k]));
      }
    }

    generateProof(index) {
      need(index, "index");
      needNumber(index, "index");
      checkIndex(index, this.size);
      if (this._js) return this._js.proof(index);
      const out = call(() => this._tree.generateProof(index));
      const values = allFromLimbs(out.subarray(1));
      return { root: values[0], leaf: values[1], index: Number(out[0]), siblings: values.slice(2) };
    }

    verifyProof(proof) {
      return LeanIMT.verifyProof(proof, this._hash);
    }

    /** zk-kit's static `verifyProof(proof, hash)`; without `hash`, circom Poseidon. */
    static verifyProof(proof, hashFn) {
      need(proof, "proof");
      for (const f of ["root", "leaf", "siblings", "index"]) need(proof[f], `proof.${f}`);
      const { root, leaf, index, siblings } = proof;
      needArray(siblings, "proof.siblings");
      needNumber(index, "proof.index");
      if (hashFn !== undefined) needFunction(hashFn, "hash");
      if (hashFn !== undefined && !isPoseidon2(hashFn)) return verifyJs(proof, hashFn);
      if (!Number.isSafeInteger(index) || index < 0) throw new RangeError("the proof's index must be a non-negative integer");
      return call(wasm.leanImtVerify, leafLimbs(root), leafLimbs(leaf), BigInt(index), toLimbs(siblings));
    }

    /** zk-kit's `export()`: every level's nodes as JSON (bigints as decimal strings). */
    export() {
      if (this._js) return JSON.stringify(this._js.nodes, (_, v) => (typeof v === "bigint" ? v.toString() : v));
      const nodes = [];
      for (let level = 0, n = this.size; level <= this.depth; level++, n = Math.ceil(n / 2)) {
        const row = [];
        for (let i = 0; i < n; i++) row.push(fromLimbs(this._tree.node(level, i)).toString());
        nodes.push(row);
      }
      return JSON.stringify(nodes);
    }

    /** zk-kit's `LeanIMT.import(hash, nodes, map?)`: the tree of the exported leaves. */
    static import(hashFn, nodes, map) {
      need(hashFn, "hash");
      need(nodes, "nodes");
      needFunction(hashFn, "hash");
      if (typeof nodes !== "string") throw new TypeError(`Parameter 'nodes' is not a string, received type: ${typeof nodes}`);
      if (map !== undefined) needFunction(map, "map");
      const levels = JSON.parse(nodes, (_, v) => (typeof v === "string" ? (map ? map(v) : BigInt(v)) : v));
      return new LeanIMT(hashFn, levels[0] || []);
    }
  }

  function checkIndex(index, size) {
    if (!Number.isSafeInteger(index) || index < 0) throw new RangeError("the index must be a non-negative integer");
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
