// Types of `zkhashes/pasta` (Node entries; the browser entry adds a default
// export `init(input?)` that must be awaited first): the instances over
// Pallas' base field — Zcash Orchard's Poseidon (`poseidon-zcash`) and Mina's
// (`poseidon-mina`, `poseidon-mina-legacy`, and their `-with-prefix` forms) —
// and over BLS12-381's scalar field: Filecoin's Poseidon (neptune;
// `poseidon-filecoin`, `poseidon-filecoin-constant-length` with `width`);
// and RISC Zero's `poseidon_254` suite, whose constants are generated at run
// time too (`poseidon-risc0`: BabyBear inputs, one BN254 output;
// `poseidon-risc0-pair`; the rounds `poseidon-risc0`, BN254, width 3).
// The root entry `zkhashes` does not carry them.
import type { FieldInput } from "../circom/index";

/** Any hasher of this entry by name (`zkhashes list`): its outputs. `width`:
 * the permutation's width where a hasher takes it (Filecoin's constant-length
 * hash: arity + 1). */
export function hash(name: string, inputs: FieldInput[], options?: { field?: "pallas" | "bls12-381" | string; width?: number }): bigint[];
/** Any permutation of this entry by name; the width is the state's length. */
export function permute(name: string, state: FieldInput[], options?: { field?: "pallas" | "bls12-381" | string }): bigint[];
/** Every hasher and permutation of this entry. */
export function instances(): { name: string; kind: "hasher" | "permutation"; field: string }[];
