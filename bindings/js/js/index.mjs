// Node, ES module: the same synchronous build as the CommonJS entry.
import { createRequire } from "node:module";

const api = createRequire(import.meta.url)("./index.cjs");
export default api;
export const {
  poseidon, poseidon1, poseidon2, poseidon3, poseidon4, poseidon5, poseidon6, poseidon7, poseidon8,
  poseidon9, poseidon10, poseidon11, poseidon12, poseidon13, poseidon14, poseidon15, poseidon16,
  poseidonHash, poseidonHashSingle, poseidonHashMany, hash, permute, hashBytes, hashBatch, instances,
  LeanIMT, merkleRoot, buildPoseidon, buildPoseidonOpt, buildPoseidonReference, buildPoseidonWasm,
  Fp251, poseidonSmall, poseidonBasic, poseidonCreate, _poseidonMDS, poseidonHashFunc,
} = api;
