const { makeApi } = require("./dist/api.cjs");
const base = makeApi(require("./dist/node/zkhashes_js.js"));
const relaxed = makeApi(require("./dist/relaxed/node/zkhashes_js.js"));
const time = (f, n) => { const t = performance.now(); for (let i = 0; i < n; i++) f(); return (performance.now() - t) * 1000 / n; };
const med = (v) => v.sort((x, y) => x - y)[v.length >> 1];
for (const [name, f] of [["poseidon2", (m) => m.poseidon2([1n, 2n])], ["poseidon5", (m) => m.poseidon5([1n, 2n, 3n, 4n, 5n])], ["poseidonHash (Starknet)", (m) => m.poseidonHash(1n, 2n)]]) {
  for (let r = 0; r < 3; r++) { time(() => f(base), 1000); time(() => f(relaxed), 1000); }
  const s = { b: [], r: [] };
  for (let r = 0; r < 9; r++) { s.b.push(time(() => f(base), 2000)); s.r.push(time(() => f(relaxed), 2000)); }
  console.log(`${process.version} ${name}: default ${med(s.b).toFixed(1)} us, relaxed ${med(s.r).toFixed(1)} us, ${(med(s.b) / med(s.r)).toFixed(2)}x`);
}
