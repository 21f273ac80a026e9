// Types of the npm package `zkhashes` (Node entries; the browser entry adds
// a default export `init(input?)` that must be awaited first).

/** A field element: a bigint, a safe-integer number, or a decimal / 0x-hex string. */
export type FieldInput = bigint | number | string;

/** circomlibjs `poseidon(inputs, initState, nOut)` over BN254, returning bigints. */
export function poseidon(inputs: FieldInput[], initState?: FieldInput, nOuts?: 1): bigint;
export function poseidon(inputs: FieldInput[], initState: FieldInput, nOuts: number): bigint | bigint[];

type Fixed = {
  (inputs: FieldInput[], nOuts?: 1): bigint;
  (inputs: FieldInput[], nOuts: number): bigint | bigint[];
};
/** poseidon-lite `poseidonN(inputs, nOuts = 1)`: exactly N inputs. */
export const poseidon1: Fixed, poseidon2: Fixed, poseidon3: Fixed, poseidon4: Fixed, poseidon5: Fixed,
  poseidon6: Fixed, poseidon7: Fixed, poseidon8: Fixed, poseidon9: Fixed, poseidon10: Fixed,
  poseidon11: Fixed, poseidon12: Fixed, poseidon13: Fixed, poseidon14: Fixed, poseidon15: Fixed,
  poseidon16: Fixed;

/** @scure/starknet `poseidonHash(x, y)`. */
export function poseidonHash(x: FieldInput, y: FieldInput): bigint;
/** @scure/starknet `poseidonHashSingle(x)`. */
export function poseidonHashSingle(x: FieldInput): bigint;
/** @scure/starknet `poseidonHashMany(values)`. */
export function poseidonHashMany(values: FieldInput[]): bigint;

export interface HashOptions {
  /** The field, for names over several (e.g. "babybear"). */
  field?: string;
  /** The permutation's width, for hashers over several (plonky3-sponge, plonky3-compress). */
  width?: number;
  /** circom `initState`. */
  initState?: FieldInput;
  /** Number of outputs (circom `nOuts`, poseidon2-openzeppelin). */
  outputs?: number;
}

/** Any hasher by name (`zkhashes list`): its outputs. */
export function hash(name: string, inputs: FieldInput[], options?: HashOptions): bigint[];
/** Any permutation by name; the width is the state's length. */
export function permute(name: string, state: FieldInput[], options?: { field?: string }): bigint[];
/** A hasher's byte mode (rpo-, rpx-, rp64-256-hash-elements). */
export function hashBytes(name: string, bytes: Uint8Array): bigint[];
/** Many hashes in one call: rows of `perHash` elements, one after the other. */
export function hashBatch(name: string, inputs: BigUint64Array, perHash: number, options?: HashOptions): BigUint64Array;
export function hashBatch(name: string, inputs: Uint8Array, perHash: number, options?: HashOptions): Uint8Array;
/** Every hasher and permutation. */
export function instances(): { name: string; kind: "hasher" | "permutation"; field: string }[];

/** A LeanIMT proof, as @zk-kit/lean-imt's `LeanIMTMerkleProof`. */
export interface LeanIMTMerkleProof {
  root: bigint;
  leaf: bigint;
  index: number;
  siblings: bigint[];
}
/** A 2-to-1 hash function; LeanIMT accepts only circom Poseidon (poseidon-lite's poseidon2). */
export type LeanIMTHashFunction = (a: bigint, b: bigint) => bigint;

/** @zk-kit/lean-imt's LeanIMT over circom Poseidon, the tree in WebAssembly. */
export class LeanIMT {
  constructor(hash?: LeanIMTHashFunction, leaves?: FieldInput[]);
  get root(): bigint | undefined;
  get depth(): number;
  get leaves(): bigint[];
  get size(): number;
  indexOf(leaf: FieldInput): number;
  has(leaf: FieldInput): boolean;
  insert(leaf: FieldInput): void;
  insertMany(leaves: FieldInput[]): void;
  update(index: number, newLeaf: FieldInput): void;
  updateMany(indices: number[], leaves: FieldInput[]): void;
  generateProof(index: number): LeanIMTMerkleProof;
  verifyProof(proof: LeanIMTMerkleProof): boolean;
  static verifyProof(proof: LeanIMTMerkleProof, hash?: LeanIMTHashFunction): boolean;
  export(): string;
  static import(hash: LeanIMTHashFunction | undefined, nodes: string, map?: (value: string) => bigint): LeanIMT;
}

/** The root (or, with capHeight > 0, the cap) of a Merkle tree as an ecosystem builds it. */
export function merkleRoot(
  scheme: "plonky3-mmcs" | "plonky2" | "miden-rpo" | "miden-poseidon2" | "winterfell-rp64-256" | "lean-imt" | string,
  leaves: (FieldInput | FieldInput[])[],
  options?: { field?: string; capHeight?: number },
): bigint | bigint[] | (bigint | bigint[])[];
