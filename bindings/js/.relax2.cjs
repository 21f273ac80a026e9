const { makeApi } = require("./dist/api.cjs");
const root = require("zkhashes");
const relaxed = makeApi(require("/tmp/relaxed2/node/zkhashes_js.js"));
// agreement
let seed = 7n;
const P = 21888242871839275222246405745257275088548364400416034343698204186575808495617n;
const rnd = () => { seed = (seed * 6364136223846793005n + 1442695040888963407n) % (1n << 256n); return seed % P; };
for (let k = 0; k < 500; k++) {
  const n = 1 + (k % 16);
  const x = Array.from({ length: n }, rnd);
  if (k === 0) x.fill(P - 1n);
  if (relaxed.poseidon(x) !== root.poseidon(x)) throw new Error(`disagree at ${k}, ${n} inputs`);
}
console.log("500 hashes agree (1..16 inputs)");
const time = (f, n) => { const t = performance.now(); for (let i = 0; i < n; i++) f(); return (performance.now() - t) * 1000 / n; };
const a = [1n, 2n];
for (let r = 0; r < 3; r++) { time(() => root.poseidon2(a), 2000); time(() => relaxed.poseidon2(a), 2000); }
const s = { root: [], relaxed: [] };
for (let r = 0; r < 9; r++) { s.root.push(time(() => root.poseidon2(a), 3000)); s.relaxed.push(time(() => relaxed.poseidon2(a), 3000)); }
const med = (v) => v.sort((x, y) => x - y)[4];
console.log(`${process.version} poseidon2: root ${med(s.root).toFixed(1)} us, relaxed ${med(s.relaxed).toFixed(1)} us, ${(med(s.root) / med(s.relaxed)).toFixed(2)}x`);
const b = [1n, 2n, 3n, 4n, 5n];
const t5 = { root: [], relaxed: [] };
for (let r = 0; r < 9; r++) { t5.root.push(time(() => root.poseidon5(b), 2000)); t5.relaxed.push(time(() => relaxed.poseidon5(b), 2000)); }
console.log(`poseidon5: root ${med(t5.root).toFixed(1)} us, relaxed ${med(t5.relaxed).toFixed(1)} us, ${(med(t5.root) / med(t5.relaxed)).toFixed(2)}x`);
