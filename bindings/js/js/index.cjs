// Node, CommonJS: the wasm module loads synchronously on require: the one built with relaxed
// SIMD where Node has it (21 and later) with a fused relaxed_madd, else the default one (always
// with ZKHASHES_NO_RELAXED_SIMD=1 in the environment).
"use strict";
const { makeApi, fusedRelaxedSimd } = require("./api.cjs");
const relaxed = !process.env.ZKHASHES_NO_RELAXED_SIMD && fusedRelaxedSimd();
module.exports = makeApi(require(relaxed ? "./relaxed/node/zkhashes_js.js" : "./node/zkhashes_js.js"));
