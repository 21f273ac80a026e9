// The ecosystems of 2026 by name: Plonky3's Poseidon1 over KoalaBear and
// BabyBear with Ethereum leanSig's hashes on it, Triton VM's Tip5, Plonky3's
// Monolith, gnark-crypto's Poseidon2 (KoalaBear, BabyBear, BN254) and Stwo's
// Merkle hashers: the entry `zkhashes/wave-2026`. `wasm` is a module built
// with the `wave` feature.
import { makeLookup } from "./registry.mjs";

export function makeWave(wasm) {
  const { hash, permute, hashBytes, instances } = makeLookup(wasm);
  return { hash, permute, hashBytes, instances };
}
