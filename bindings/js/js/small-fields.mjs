// The instances over fields of at most 64 bits (Goldilocks, BabyBear,
// KoalaBear, Mersenne-31: Plonky3, plonky2, Miden, winterfell, HorizenLabs'
// Poseidon2, GMiMC) by name, and their batches: the entry
// `zkhashes/small-fields`. `wasm` is a module built with the `small` feature.
import { makeRegistry } from "./registry.mjs";

export { makeRegistry as makeSmallFields };
