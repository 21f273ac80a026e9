// Types of the npm package `zkhashes` (Node entries; the browser entry adds
// a default export `init(input?)` that must be awaited first).
import type { FieldInput } from "./circom/index";

export * from "./circom/index";
export * from "./starknet/index";

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

/** The root (or, with capHeight > 0, the cap) of a Merkle tree as an ecosystem builds it. */
export function merkleRoot(
  scheme: "plonky3-mmcs" | "plonky2" | "miden-rpo" | "miden-poseidon2" | "winterfell-rp64-256" | "lean-imt" | string,
  leaves: (FieldInput | FieldInput[])[],
  options?: { field?: string; capHeight?: number },
): bigint | bigint[] | (bigint | bigint[])[];
