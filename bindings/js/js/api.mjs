// The public API of the npm package's root entry `zkhashes`, over the
// wasm-bindgen module with every export (the Node build or the web build).
// The build bundles it (esbuild) as ESM (dist/api.mjs) and CommonJS
// (dist/api.cjs); the entries `zkhashes/circom`, `zkhashes/starknet` and
// `zkhashes/small-fields` bundle their part alone.
import { makeCircom } from "./circom.mjs";
import { makeStarknet, Fp251 } from "./starknet.mjs";
import { makeRegistry, makeMerkle } from "./registry.mjs";
import { fusedRelaxedSimd } from "./relaxed.mjs";

function makeApi(wasm) {
  return { ...makeCircom(wasm), ...makeStarknet(wasm), ...makeRegistry(wasm), ...makeMerkle(wasm) };
}

export { makeApi, Fp251, fusedRelaxedSimd };
