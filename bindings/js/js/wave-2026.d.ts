// Types of `zkhashes/wave-2026` (Node entries; the browser entry adds a default
// export `init(input?)` that must be awaited first): the ecosystems of 2026 —
// Plonky3's Poseidon1 (`poseidon-plonky3`, KoalaBear and BabyBear, widths 16
// and 24) with Ethereum leanSig's `leansig-compress` and `leansig-tweak-hash`;
// Triton VM's Tip5 (`tip5`, `tip5-hash-10`, `tip5-hash-varlen`); Plonky3's
// Monolith (`monolith-plonky3`, `monolith16-plonky3`, `-sponge`, `-compress`;
// Mersenne-31 and Goldilocks); gnark-crypto's Poseidon2 (`poseidon2-gnark`,
// `-compress`, `-md`; KoalaBear, BabyBear, BN254); Stwo's Merkle hashers
// (`blake2s-m31-stwo`, `-merge`, `poseidon252-stwo`). The root entry
// `zkhashes` does not carry them.
import type { FieldInput } from "../circom/index";

type Field = "koalabear" | "babybear" | "goldilocks" | "mersenne31" | "bn254" | string;

/** Any hasher of this entry by name (`zkhashes list`): its outputs. `width`:
 * the permutation's width where a hasher takes it; `outputs`: leanSig's
 * output length. */
export function hash(name: string, inputs: FieldInput[], options?: { field?: Field; width?: number; outputs?: number }): bigint[];
/** Any permutation of this entry by name; the width is the state's length. */
export function permute(name: string, state: FieldInput[], options?: { field?: Field }): bigint[];
/** A hasher's byte mode: gnark-crypto's Merkle-Damgard hasher
 * (`poseidon2-gnark-md`, every 4- or 32-byte big-endian element canonical). */
export function hashBytes(name: string, bytes: Uint8Array, options?: { field?: Field }): bigint[];
/** Every hasher and permutation of this entry. */
export function instances(): { name: string; kind: "hasher" | "permutation"; field: string }[];
