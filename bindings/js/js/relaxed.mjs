// Which WebAssembly module the root entry loads: the one built with relaxed SIMD (BN254 as five
// 52-bit limbs whose products run on f64x2.relaxed_madd) where the engine has relaxed SIMD and
// its relaxed_madd is fused, else the default one. Relaxed SIMD is on by default from Node 21
// and in current browsers.

// (module (func (export "f") (param f64 f64 f64) (result f64)
//   (f64x2.extract_lane 0 (f64x2.relaxed_madd (f64x2.splat (local.get 0))
//     (f64x2.splat (local.get 1)) (f64x2.splat (local.get 2))))))
const FMA_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 8, 1, 96, 3, 124, 124, 124, 1, 124, 3, 2, 1, 0, 7, 5, 1, 1, 102,
  0, 0, 10, 22, 1, 20, 0, 32, 0, 253, 20, 32, 1, 253, 20, 32, 2, 253, 20, 253, 135, 2, 253, 33, 0,
  11,
]);

/**
 * True where relaxed SIMD exists and `relaxed_madd` rounds once: (1 + 2⁻³⁰)² − (1 + 2⁻²⁹) is
 * 2⁻⁶⁰ fused, 0 when the product is rounded first (the five-limb products need it exact).
 */
function fusedRelaxedSimd() {
  try {
    if (!WebAssembly.validate(FMA_PROBE)) return false;
    const { f } = new WebAssembly.Instance(new WebAssembly.Module(FMA_PROBE)).exports;
    const a = 1 + 2 ** -30;
    return f(a, a, -(1 + 2 ** -29)) === 2 ** -60;
  } catch {
    return false;
  }
}

export { fusedRelaxedSimd };
