//! Montgomery multiplication over 32-bit digits with 64-bit products, for
//! targets without a 64×64→128-bit product.
//!
//! WebAssembly has none: a `u128` product becomes a call to compiler-rt's
//! `__multi3` (four 64-bit multiplications, shifts and carries, and on Stylus
//! a 3,800-ink call each). Here every product is one `i64.mul` of two values
//! below 2³², and a digit plus a product plus a carry still fits in 64 bits.
//! Digits are kept in `u64` slots, so no widening or wrapping instructions
//! are needed between them.
//!
//! The Montgomery form is the library's own: R = 2^(64N) = 2^(32·2N), so
//! [`monty_mul`] returns exactly what [`super::fp::monty_mul`] returns for
//! the same limbs (`tests/field_props.rs` checks it on every field, and on a
//! modulus without a spare bit). On `wasm32` it is what `*` and `square` run.

use super::config::MontyConfig;
use crate::field::limbs;

/// The most digits handled: 256-bit moduli (N ≤ 4 limbs).
const MAX_DIGITS: usize = 8;
const MASK: u64 = 0xffff_ffff;

/// The 2N 32-bit digits of `a`, little-endian, each in a `u64`.
#[inline(always)]
fn split<const N: usize>(a: &[u64; N]) -> [u64; MAX_DIGITS] {
    let mut d = [0u64; MAX_DIGITS];
    for i in 0..N {
        d[2 * i] = a[i] & MASK;
        d[2 * i + 1] = a[i] >> 32;
    }
    d
}

/// The N limbs of 2N digits.
#[inline(always)]
fn join<const N: usize>(d: &[u64; MAX_DIGITS]) -> [u64; N] {
    let mut a = [0u64; N];
    for i in 0..N {
        a[i] = d[2 * i] | (d[2 * i + 1] << 32);
    }
    a
}

/// Runs `$body` with `$i` = 0, 1, … below `$d` (at most [`MAX_DIGITS`]),
/// unrolled: LLVM left the digit loops rolled on wasm32, where a loop costs a
/// branch and a basic-block charge per pass and keeps the digits in memory.
macro_rules! unroll_digits {
    ($i:ident, $d:expr, $body:block) => {
        unroll_digits!(@ $i, $d, $body, 0 1 2 3 4 5 6 7)
    };
    (@ $i:ident, $d:expr, $body:block, $($k:literal)*) => {
        $( if $k < $d { let $i: usize = $k; $body } )*
    };
}

/// Whether the top digit of p is below 2³¹ − 1: the no-carry CIOS (as in
/// [`MontyConfig::NO_CARRY`], one digit size down).
const fn no_carry<C: MontyConfig<N>, const N: usize>() -> bool {
    (C::MODULUS[N - 1] >> 32) < (MASK >> 1) - 1
}

/// Montgomery product `a · b · 2^(−64N) mod p` for `a, b < p` (CIOS over
/// 32-bit digits; no branches on values).
#[cfg_attr(target_arch = "wasm32", inline(never))]
#[cfg_attr(not(target_arch = "wasm32"), inline)]
pub fn monty_mul<C: MontyConfig<N>, const N: usize>(a: &[u64; N], b: &[u64; N]) -> [u64; N] {
    const { assert!(N >= 1 && 2 * N <= MAX_DIGITS, "moduli of 1 to 4 limbs") };
    let d = 2 * N;
    let (a, b, p) = (split(a), split(b), split(&C::MODULUS));
    // −p⁻¹ mod 2³² is the low half of −p⁻¹ mod 2⁶⁴.
    let inv = C::INV & MASK;
    if no_carry::<C, N>() {
        let mut t = [0u64; MAX_DIGITS];
        unroll_digits!(i, d, {
            let bi = b[i];
            let s = t[0] + a[0] * bi;
            let mut ca = s >> 32;
            let m = ((s & MASK) * inv) & MASK;
            let mut cm = ((s & MASK) + m * p[0]) >> 32;
            unroll_digits!(j, d, {
                if j > 0 {
                    let s = t[j] + a[j] * bi + ca;
                    ca = s >> 32;
                    let s = (s & MASK) + m * p[j] + cm;
                    t[j - 1] = s & MASK;
                    cm = s >> 32;
                }
            });
            t[d - 1] = cm + ca;
        });
        let t = join::<N>(&t);
        let (reduced, borrow) = limbs::sub(&t, &C::MODULUS);
        limbs::select(borrow.wrapping_neg(), &t, &reduced)
    } else {
        let (t, tn) = textbook::<C, N>(&a, &b);
        let (reduced, borrow) = limbs::sub(&t, &C::MODULUS);
        let keep_t = (borrow & (tn == 0) as u64).wrapping_neg();
        limbs::select(keep_t, &t, &reduced)
    }
}

/// Textbook CIOS with two extra words over the digits of `a` and `b`:
/// `(a·b + M·p) / 2^(64N)` as N limbs and the word above them.
#[inline(always)]
fn textbook<C: MontyConfig<N>, const N: usize>(
    a: &[u64; MAX_DIGITS],
    b: &[u64; MAX_DIGITS],
) -> ([u64; N], u64) {
    let d = 2 * N;
    let p = split(&C::MODULUS);
    let inv = C::INV & MASK;
    let mut t = [0u64; MAX_DIGITS];
    let mut tn = 0u64;
    unroll_digits!(i, d, {
        let bi = b[i];
        let mut c = 0;
        unroll_digits!(j, d, {
            let s = t[j] + a[j] * bi + c;
            t[j] = s & MASK;
            c = s >> 32;
        });
        let s = tn + c;
        tn = s & MASK;
        let tn1 = s >> 32;
        let m = (t[0] * inv) & MASK;
        let mut c = (t[0] + m * p[0]) >> 32;
        unroll_digits!(j, d, {
            if j > 0 {
                let s = t[j] + m * p[j] + c;
                t[j - 1] = s & MASK;
                c = s >> 32;
            }
        });
        let s = tn + c;
        t[d - 1] = s & MASK;
        tn = tn1 + (s >> 32);
    });
    (join::<N>(&t), tn)
}

/// The Montgomery product `(a·b + M·p) / 2^(64N)` with the unique
/// M < 2^(64N) that makes it exact, for any `a`, `b` below 2^(64N) and no
/// final subtraction: the lazily reduced product (below a·b/R + p), for
/// kernels that track bounds themselves (`field::stark252::lazy`). The caller
/// keeps a·b/R + p below R. Textbook CIOS over 32-bit digits.
#[cfg_attr(target_arch = "wasm32", inline(never))]
#[cfg_attr(not(target_arch = "wasm32"), inline)]
pub fn monty_mul_lazy<C: MontyConfig<N>, const N: usize>(a: &[u64; N], b: &[u64; N]) -> [u64; N] {
    const { assert!(N >= 1 && 2 * N <= MAX_DIGITS, "moduli of 1 to 4 limbs") };
    let (t, tn) = textbook::<C, N>(&split(a), &split(b));
    debug_assert!(tn == 0, "the caller's bound keeps the product below R");
    t
}
