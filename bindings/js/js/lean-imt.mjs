// zk-kit's LeanIMT over any 2-to-1 hash function, in JavaScript: what zkhashes' `LeanIMT` runs
// when its hash is not circom's poseidon2 (that one runs in WebAssembly). A lean incremental
// Merkle tree: level 0 holds the leaves; a node is the hash of its two children, or its left
// child itself when it has no right one; the depth is ceil(log2(size)).

class JsLeanImt {
  constructor(hash, leaves) {
    this.hash = hash;
    this.nodes = [[]];
    if (leaves.length > 0) this.insertMany(leaves);
  }

  get depth() {
    return this.nodes.length - 1;
  }

  get root() {
    return this.nodes[this.depth][0];
  }

  /** Appends `leaves` and recomputes every node above the first new one. */
  insertMany(leaves) {
    const first = this.nodes[0].length;
    this.nodes[0].push(...leaves);
    const size = this.nodes[0].length;
    const depth = Math.ceil(Math.log2(size));
    while (this.nodes.length <= depth) this.nodes.push([]);
    for (let level = 0, from = first; level < depth; level++, from >>= 1) {
      const row = this.nodes[level];
      const up = this.nodes[level + 1];
      for (let j = from >> 1; 2 * j < row.length; j++) up[j] = this.parent(row, j);
    }
  }

  /** Sets leaf `index` and recomputes its path to the root. */
  update(index, leaf) {
    this.nodes[0][index] = leaf;
    for (let level = 0, j = index >> 1; level < this.depth; level++, j >>= 1) {
      this.nodes[level + 1][j] = this.parent(this.nodes[level], j);
    }
  }

  parent(row, j) {
    return 2 * j + 1 < row.length ? this.hash(row[2 * j], row[2 * j + 1]) : row[2 * j];
  }

  /** zk-kit's proof: the siblings that exist on the path, and the index their sides spell. */
  proof(index) {
    const siblings = [];
    let bits = 0;
    for (let level = 0, i = index; level < this.depth; level++, i >>= 1) {
      const sibling = this.nodes[level][i ^ 1];
      if (sibling !== undefined) {
        bits |= (i & 1) << siblings.length;
        siblings.push(sibling);
      }
    }
    return { root: this.root, leaf: this.nodes[0][index], index: bits, siblings };
  }
}

/** zk-kit's `verifyProof`: hashes the leaf up with the siblings, on the index's sides. */
function verifyJs({ root, leaf, index, siblings }, hash) {
  let node = leaf;
  siblings.forEach((s, i) => {
    node = (index >> i) & 1 ? hash(s, node) : hash(node, s);
  });
  return root === node;
}

export { JsLeanImt, verifyJs };
