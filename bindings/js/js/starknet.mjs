// Starknet's Poseidon (@scure/starknet's names): the entry
// `zkhashes/starknet`, and part of the root entry. `wasm` is a module built
// with the `starknet` feature.
import { toLimbs, fromLimbs, call } from "./common.mjs";

function makeStarknet(wasm) {
  // @scure/starknet takes a custom permutation as a last argument; ours is
  // Starknet's own, in WebAssembly, so one passed is refused, not ignored.
  function noCustom(name, fn) {
    if (fn !== undefined) {
      throw new TypeError(`${name}: a custom Poseidon function is not supported (zkhashes computes Starknet's own permutation)`);
    }
  }

  /** @scure/starknet `poseidonHash(x, y)`. */
  function poseidonHash(x, y, fn) {
    noCustom("poseidonHash", fn);
    return fromLimbs(call(wasm.starknetHash, toLimbs([x, y])));
  }

  /** @scure/starknet `poseidonHashSingle(x)`. */
  function poseidonHashSingle(x, fn) {
    noCustom("poseidonHashSingle", fn);
    return fromLimbs(call(wasm.starknetHashSingle, toLimbs([x])));
  }

  /** @scure/starknet `poseidonHashMany(values)`. */
  function poseidonHashMany(values, fn) {
    noCustom("poseidonHashMany", fn);
    return fromLimbs(call(wasm.starknetHashMany, toLimbs(values)));
  }

  return { poseidonHash, poseidonHashSingle, poseidonHashMany };
}

export { makeStarknet };
