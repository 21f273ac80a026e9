// Benchmark (not a test): what one 254-bit product's digit products cost in
// this engine, the floor under circom's `poseidon2` on WebAssembly. A product
// of nine 29-bit digits by nine is 81 digit products into 17 columns (the
// form of the core's Fp29); a Poseidon t=3 hash takes about 72,000 of them.
// Hand-written WebAssembly (assembled here by binaryen), dependent
// iterations, one value per lane:
//   - i64.mul: the scalar form the core compiles to;
//   - i64x2.mul: what LLVM (Rust 1.95) emits for `u64x2_extmul_low_u32x4`
//     and `u64x2_extmul_high_u32x4` (V8 builds it from three pmuludq);
//   - i64x2.extmul_low_i32x4_u (two lanes) and extmul low + high (four
//     lanes): the widening products, which LLVM does not emit from Rust.
//   node bindings/js/bench-mul.mjs
import binaryen from "binaryen";

const DIGITS = 9;
const MASK = "0x1fffffff";

/** A function `$name(n)` running n dependent 9×9 digit products. */
function kernel(name, { type, zero, mul, add, init, fold }) {
  const out = [`(func (export "${name}") (param $n i32) (result i64)`];
  for (let i = 0; i < DIGITS; i++) out.push(`(local $a${i} ${type})`);
  for (let c = 0; c < 2 * DIGITS; c++) out.push(`(local $t${c} ${type}) (local $h${c} ${type})`);
  for (let i = 0; i < DIGITS; i++) out.push(`(local.set $a${i} ${init(i)})`);
  out.push("(loop $L");
  for (let c = 0; c < 2 * DIGITS; c++) out.push(`(local.set $t${c} ${zero}) (local.set $h${c} ${zero})`);
  for (let i = 0; i < DIGITS; i++) {
    for (let j = 0; j < DIGITS; j++) {
      for (const [acc, op] of mul) {
        const c = i + j;
        out.push(`(local.set $${acc}${c} (${add} (local.get $${acc}${c}) (${op} (local.get $a${i}) (local.get $a${j}))))`);
      }
    }
  }
  for (let i = 0; i < DIGITS; i++) out.push(`(local.set $a${i} ${fold(i)})`);
  out.push("(br_if $L (local.tee $n (i32.sub (local.get $n) (i32.const 1)))))");
  out.push(type === "i64" ? "(local.get $a0))" : "(i64x2.extract_lane 0 (local.get $a0)))");
  return out.join("\n");
}

const vmask = `(v128.const i64x2 ${MASK} ${MASK})`;
const lanes = (i) => `(v128.const i32x4 ${0x1234567 + i} ${0x1234568 + 3 * i} ${0x1234569 + 5 * i} ${0x123456a + 7 * i})`;
// Back to 32-bit lanes: lanes 0 and 2 of the masked columns (and of the high ones).
const low32 = (x, y) => `(i8x16.shuffle 0 1 2 3 8 9 10 11 16 17 18 19 24 25 26 27 ${x} ${y})`;
const masked = (acc, i) => `(v128.and (v128.xor (local.get $${acc}${i}) (local.get $${acc}${i + DIGITS})) ${vmask})`;
const zero64 = (x) => `(v128.and ${x} (v128.const i32x4 -1 0 -1 0))`;

const kernels = {
  "i64.mul": {
    lanes: 1,
    type: "i64",
    zero: "(i64.const 0)",
    add: "i64.add",
    mul: [["t", "i64.mul"]],
    init: (i) => `(i64.const ${0x1234567 + i})`,
    fold: (i) => `(i64.and (i64.xor (local.get $t${i}) (local.get $t${i + DIGITS})) (i64.const ${MASK}))`,
  },
  "i64x2.mul (2 lanes)": {
    lanes: 2,
    type: "v128",
    zero: "(v128.const i64x2 0 0)",
    add: "i64x2.add",
    mul: [["t", "i64x2.mul"]],
    init: (i) => zero64(lanes(i)),
    fold: (i) => masked("t", i),
  },
  "i64x2.extmul (2 lanes)": {
    lanes: 2,
    type: "v128",
    zero: "(v128.const i64x2 0 0)",
    add: "i64x2.add",
    mul: [["t", "i64x2.extmul_low_i32x4_u"]],
    init: lanes,
    fold: (i) => low32(masked("t", i), masked("t", i)),
  },
  "i64x2.extmul low+high (4 lanes)": {
    lanes: 4,
    type: "v128",
    zero: "(v128.const i64x2 0 0)",
    add: "i64x2.add",
    mul: [
      ["t", "i64x2.extmul_low_i32x4_u"],
      ["h", "i64x2.extmul_high_i32x4_u"],
    ],
    init: lanes,
    fold: (i) => low32(masked("t", i), masked("h", i)),
  },
};

const names = Object.keys(kernels);
const text = `(module\n${names.map((n, k) => kernel(`k${k}`, kernels[n])).join("\n")}\n)`;
const module = binaryen.parseText(text);
module.setFeatures(binaryen.Features.SIMD128);
if (!module.validate()) throw new Error("the benchmark module does not validate");
const { instance } = await WebAssembly.instantiate(module.emitBinary());
module.dispose();

const run = (k, n) => instance.exports[`k${k}`](n);
names.forEach((_, k) => run(k, 20000));
const samples = names.map(() => []);
for (let r = 0; r < 7; r++) {
  names.forEach((name, k) => {
    const n = 100000;
    const t = performance.now();
    run(k, n);
    samples[k].push(((performance.now() - t) * 1e6) / n / kernels[name].lanes);
  });
}
const med = (v) => v.sort((a, b) => a - b)[v.length >> 1];
const scalar = med(samples[0]);
console.log("| digit products | ns per 9×9 product (per lane, median) | vs i64.mul |");
console.log("|---|---:|---:|");
names.forEach((name, k) => {
  const m = med(samples[k]);
  console.log(`| ${name} | ${m.toFixed(1)} | ${(scalar / m).toFixed(2)}x |`);
});
