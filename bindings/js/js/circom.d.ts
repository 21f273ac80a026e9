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
export interface LeanIMTMerkleProof<N = bigint> {
  root: N;
  leaf: N;
  index: number;
  siblings: N[];
}
/** A 2-to-1 hash function, as @zk-kit/lean-imt's `LeanIMTHashFunction`. */
export type LeanIMTHashFunction<N = bigint> = (a: N, b: N) => N;

/**
 * @zk-kit/lean-imt's LeanIMT. Over circom Poseidon (this package's `poseidon2`, or any function
 * computing it on bigints: a function other than this package's is called once with (1n, 2n) to
 * tell) the tree runs in WebAssembly and its leaves are field elements (a negative value or one
 * >= p throws); any other hash function runs in JavaScript, as zk-kit's.
 */
export class LeanIMT<N = bigint> {
  constructor(hash: LeanIMTHashFunction<N>, leaves?: N[]);
  get root(): N | undefined;
  get depth(): number;
  get leaves(): N[];
  get size(): number;
  indexOf(leaf: N): number;
  has(leaf: N): boolean;
  insert(leaf: N): void;
  insertMany(leaves: N[]): void;
  update(index: number, newLeaf: N): void;
  updateMany(indices: number[], leaves: N[]): void;
  generateProof(index: number): LeanIMTMerkleProof<N>;
  verifyProof(proof: LeanIMTMerkleProof<N>): boolean;
  /** Without `hash`: circom Poseidon. */
  static verifyProof<N = bigint>(proof: LeanIMTMerkleProof<N>, hash?: LeanIMTHashFunction<N>): boolean;
  export(): string;
  static import<N = bigint>(hash: LeanIMTHashFunction<N>, nodes: string, map?: (value: string) => N): LeanIMT<N>;
}

