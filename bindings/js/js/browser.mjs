// Browsers and bundlers (ES module): call `await init()` once (it fetches
// zkhashes_js_bg.wasm next to this file, or relaxed/web/'s where the browser
// has relaxed SIMD, or takes a URL, Response or bytes), then use the functions.
import wasmInit, * as wasm from "./web/zkhashes_js.js";
import { makeApi, Fp251, fusedRelaxedSimd } from "./api.mjs";

export { Fp251 };

let api = null;

/**
 * Loads the WebAssembly module; resolves when the functions are usable. Without `input`, the
 * module next to this file: the one built with relaxed SIMD where the browser has it with a
 * fused relaxed_madd, else the default one.
 */
export default async function init(input) {
  if (!api) {
    if (input === undefined && fusedRelaxedSimd()) input = new URL("./relaxed/web/zkhashes_js_bg.wasm", import.meta.url);
    await wasmInit(input === undefined ? undefined : { module_or_path: input });
    api = makeApi(wasm);
  }
}

function ready() {
  if (!api) throw new Error("zkhashes: call `await init()` before hashing");
  return api;
}

export const poseidon = (...a) => ready().poseidon(...a);
export const poseidonHash = (...a) => ready().poseidonHash(...a);
export const poseidonHashSingle = (...a) => ready().poseidonHashSingle(...a);
export const poseidonHashMany = (...a) => ready().poseidonHashMany(...a);
export const hash = (...a) => ready().hash(...a);
export const permute = (...a) => ready().permute(...a);
export const hashBytes = (...a) => ready().hashBytes(...a);
export const hashBatch = (...a) => ready().hashBatch(...a);
export const instances = (...a) => ready().instances(...a);
export const buildPoseidon = async (...a) => ready().buildPoseidon(...a);
export const buildPoseidonOpt = async (...a) => ready().buildPoseidonOpt(...a);
export const buildPoseidonReference = async (...a) => ready().buildPoseidonReference(...a);
export const buildPoseidonWasm = async (...a) => ready().buildPoseidonWasm(...a);
export const poseidonHashFunc = (...a) => ready().poseidonHashFunc(...a);
export const poseidonBasic = (...a) => ready().poseidonBasic(...a);
export const poseidonCreate = (...a) => ready().poseidonCreate(...a);
export const _poseidonMDS = (...a) => ready()._poseidonMDS(...a);
/** @scure/starknet's poseidonSmall (after `await init()`): Starknet's permutation. */
export const poseidonSmall = (...a) => ready().poseidonSmall(...a);
Object.assign(poseidonSmall, { m: 3, rate: 2, capacity: 1, [Symbol.for("zkhashes.starknet.poseidonSmall")]: true });
Object.defineProperty(poseidonSmall, "roundConstants", { get: () => ready().poseidonSmall.roundConstants });
export const merkleRoot = (...a) => ready().merkleRoot(...a);
/** @zk-kit/lean-imt's LeanIMT (after `await init()`). */
export class LeanIMT {
  constructor(...a) {
    return new (ready().LeanIMT)(...a);
  }
  static verifyProof(...a) {
    return ready().LeanIMT.verifyProof(...a);
  }
  static import(...a) {
    return ready().LeanIMT.import(...a);
  }
}
export const poseidon1 = (...a) => ready().poseidon1(...a);
export const poseidon2 = (...a) => ready().poseidon2(...a);
poseidon2[Symbol.for("zkhashes.circom.poseidon2")] = true;
export const poseidon3 = (...a) => ready().poseidon3(...a);
export const poseidon4 = (...a) => ready().poseidon4(...a);
export const poseidon5 = (...a) => ready().poseidon5(...a);
export const poseidon6 = (...a) => ready().poseidon6(...a);
export const poseidon7 = (...a) => ready().poseidon7(...a);
export const poseidon8 = (...a) => ready().poseidon8(...a);
export const poseidon9 = (...a) => ready().poseidon9(...a);
export const poseidon10 = (...a) => ready().poseidon10(...a);
export const poseidon11 = (...a) => ready().poseidon11(...a);
export const poseidon12 = (...a) => ready().poseidon12(...a);
export const poseidon13 = (...a) => ready().poseidon13(...a);
export const poseidon14 = (...a) => ready().poseidon14(...a);
export const poseidon15 = (...a) => ready().poseidon15(...a);
export const poseidon16 = (...a) => ready().poseidon16(...a);
