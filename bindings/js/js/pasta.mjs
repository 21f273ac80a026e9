// The instances over Pallas' base field (Zcash Orchard's Poseidon, Mina's
// Kimchi and legacy Poseidon) and over BLS12-381's scalar field (Filecoin's
// Poseidon, neptune), and RISC Zero's poseidon_254 (BN254, constants generated
// at run time as Zcash's) by name: the entry `zkhashes/pasta`. `wasm` is a module
// built with the `pasta` feature.
import { makeLookup } from "./registry.mjs";

export function makePasta(wasm) {
  const { hash, permute, instances } = makeLookup(wasm);
  return { hash, permute, instances };
}
