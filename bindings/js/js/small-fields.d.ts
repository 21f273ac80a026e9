// Types of `zkhashes/small-fields` (Node entries; the browser entry adds a
// default export `init(input?)` that must be awaited first): the instances
// over fields of at most 64 bits. The root entry `zkhashes` exports the same
// functions over every instance.
import type { FieldInput } from "../circom/index";

export interface SmallFieldOptions {
  /** The field, for names over several (e.g. "babybear"). */
  field?: "goldilocks" | "babybear" | "koalabear" | "mersenne31" | string;
  /** The permutation's width, for hashers over several (plonky3-sponge, plonky3-compress). */
  width?: number;
}

/** Any hasher over a small field by name (`zkhashes list`): its outputs. */
export function hash(name: string, inputs: FieldInput[], options?: SmallFieldOptions): bigint[];
/** Any permutation over a small field by name; the width is the state's length. */
export function permute(name: string, state: FieldInput[], options?: { field?: string }): bigint[];
/** A hasher's byte mode (rpo-, rpx-, rp64-256-hash-elements). */
export function hashBytes(name: string, bytes: Uint8Array): bigint[];
/** Many hashes in one call: rows of `perHash` elements, one word each, one after the other. */
export function hashBatch(name: string, inputs: BigUint64Array, perHash: number, options?: SmallFieldOptions): BigUint64Array;
/** Every hasher and permutation of this entry. */
export function instances(): { name: string; kind: "hasher" | "permutation"; field: string }[];
