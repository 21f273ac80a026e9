// Types of `zkhashes/circom` (Node entries; the browser entry adds a default
// export `init(input?)` that must be awaited first). The root entry
// `zkhashes` exports these too.

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


/** circomlibjs's field object `poseidon.F`, over bigints (`e` refuses values outside [0, p)). */
export interface CircomField {
  p: bigint;
  zero: bigint;
  one: bigint;
  e(x: FieldInput): bigint;
  eq(a: FieldInput, b: FieldInput): boolean;
  isZero(a: FieldInput): boolean;
  toObject(a: FieldInput): bigint;
  toString(a: FieldInput, radix?: number): string;
}
/** circomlibjs's `poseidon` as `buildPoseidon()` resolves it: bigints out, with `.F`. */
export interface CircomPoseidon {
  (inputs: FieldInput[], initState?: FieldInput, nOut?: number): any;
  F: CircomField;
}
/** circomlibjs's `buildPoseidon()` (and the Opt, Reference and Wasm builders: the same hash). */
export function buildPoseidon(): Promise<CircomPoseidon>;
export function buildPoseidonOpt(): Promise<CircomPoseidon>;
export function buildPoseidonReference(): Promise<CircomPoseidon>;
export function buildPoseidonWasm(): Promise<CircomPoseidon>;

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

