// Node, CommonJS: the wasm module loads synchronously on require: the one built with relaxed
// SIMD where Node has it (21 and later) with a fused relaxed_madd, else the default one.
"use strict";
const { makeApi, fusedRelaxedSimd } = require("./api.cjs");
module.exports = makeApi(require(fusedRelaxedSimd() ? "./relaxed/node/zkhashes_js.js" : "./node/zkhashes_js.js"));
