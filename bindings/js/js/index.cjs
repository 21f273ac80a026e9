// Node, CommonJS: the wasm module loads synchronously on require.
"use strict";
const { makeApi } = require("./api.cjs");
module.exports = makeApi(require("./node/zkhashes_js.js"));
