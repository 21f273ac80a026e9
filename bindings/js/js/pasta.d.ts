// Types of `zkhashes/pasta` (Node entries; the browser entry adds a default
// export `init(input?)` that must be awaited first): the instances over
// Pallas' base field — Zcash Orchard's Poseidon (`poseidon-zcash`) and Mina's
// (`poseidon-mina`, `poseidon-mina-legacy`, and their `-with-prefix` forms).
// The root entry `zkhashes` does not carry them.
import type { FieldInput } from "../circom/index";

/** Any hasher over Pallas by name (`zkhashes list`): its outputs. */
export function hash(name: string, inputs: FieldInput[], options?: { field?: "pallas" | string }): bigint[];
/** Any permutation over Pallas by name; the width is the state's length (3). */
export function permute(name: string, state: FieldInput[], options?: { field?: "pallas" | string }): bigint[];
/** Every hasher and permutation of this entry. */
export function instances(): { name: string; kind: "hasher" | "permutation"; field: string }[];
