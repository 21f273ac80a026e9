//! Lazily reduced Montgomery arithmetic for the Stark field, for kernels
//! that track bounds themselves (the Hades permutation).
//!
//! A value is any 256-bit Montgomery representative: it stands for its
//! residue mod p even when it exceeds p. Sums of a few terms then need no
//! reduction, and products skip the final subtraction. Bounds are stated in
//! multiples of p. Since p = 2²⁵¹ + 17·2¹⁹² + 1 ≈ 2²⁵¹, 2²⁵⁶ ≈ 31.99·p, and
//! p/R < (1 + 2⁻⁵⁴)/32, so the product of values below A·p and B·p is below
//! (A·B/32 + 1)·p (up to that relative 2⁻⁵⁴).
//!
//! The product uses the shape of p: its limbs are (1, 0, 0, c) with
//! c = 0x0800000000000011, so −p⁻¹ ≡ −1 mod 2⁶⁴ and each reduction step is
//! one negation and one product by c: 16 + 4 products in all (10 + 4 for a
//! square), written with `u128` so the compiler schedules them freely.

/// Little-endian limbs of a lazily reduced Montgomery representative.
pub type Limbs = [u64; 4];

/// The top limb of p.
const C: u64 = 0x0800_0000_0000_0011;

/// p.
pub const P: Limbs = [1, 0, 0, C];

/// `k·p` for `k = 0..=31` (all below 2²⁵⁶).
pub const P_MULTIPLES: [Limbs; 32] = {
    let mut out = [[0u64; 4]; 32];
    let mut k = 1;
    while k < 32 {
        out[k] = add(&out[k - 1], &P);
        k += 1;
    }
    out
};

use crate::field::limbs::{adc, mac, sbb};

/// `a + b`; the caller's bounds keep the sum below 2²⁵⁶ (checked in debug builds).
#[inline(always)]
pub const fn add(a: &Limbs, b: &Limbs) -> Limbs {
    let (r0, c) = adc(a[0], b[0], 0);
    let (r1, c) = adc(a[1], b[1], c);
    let (r2, c) = adc(a[2], b[2], c);
    let (r3, c) = adc(a[3], b[3], c);
    debug_assert!(c == 0, "lazy Stark252 sum overflowed 256 bits");
    [r0, r1, r2, r3]
}

/// `a − b` for `a ≥ b` (checked in debug builds): used as `k·p − b` for a
/// bound k·p above b.
#[inline(always)]
pub const fn sub(a: &Limbs, b: &Limbs) -> Limbs {
    let (r0, w) = sbb(a[0], b[0], 0);
    let (r1, w) = sbb(a[1], b[1], w);
    let (r2, w) = sbb(a[2], b[2], w);
    let (r3, w) = sbb(a[3], b[3], w);
    debug_assert!(w == 0, "lazy Stark252 difference went negative");
    [r0, r1, r2, r3]
}

/// `2^s · a` for `0 < s < 64`; the caller keeps the product below 2²⁵⁶.
#[inline(always)]
const fn shl(a: &Limbs, s: u32) -> Limbs {
    debug_assert!(
        a[3] >> (64 - s) == 0,
        "lazy Stark252 multiple overflowed 256 bits"
    );
    [
        a[0] << s,
        (a[1] << s) | (a[0] >> (64 - s)),
        (a[2] << s) | (a[1] >> (64 - s)),
        (a[3] << s) | (a[2] >> (64 - s)),
    ]
}

/// `k·a` for a small k; the caller keeps the product below 2²⁵⁶. The
/// matrices' factors (k ≤ 5, compile-time constants after inlining) take
/// shifts and at most one addition, not four products.
#[inline(always)]
pub const fn times(a: &Limbs, k: u64) -> Limbs {
    match k {
        0 => return [0; 4],
        1 => return *a,
        2 => return shl(a, 1),
        3 => return add(&shl(a, 1), a),
        4 => return shl(a, 2),
        5 => return add(&shl(a, 2), a),
        _ => {}
    }
    let (r0, c) = mac(0, a[0], k, 0);
    let (r1, c) = mac(0, a[1], k, c);
    let (r2, c) = mac(0, a[2], k, c);
    let (r3, c) = mac(0, a[3], k, c);
    debug_assert!(c == 0, "lazy Stark252 multiple overflowed 256 bits");
    [r0, r1, r2, r3]
}

/// A representative below 2p of any 256-bit value: `x − g·p` with
/// g = max(h − 1, 0) for h = ⌊x / 2²⁵¹⌋ < 32. For h ≥ 1, x lies in
/// [h·2²⁵¹, (h+1)·2²⁵¹) and g·p = (h−1)·2²⁵¹ + (h−1)·(17·2¹⁹² + 1), which
/// leaves a value in (0, 2p); for h = 0, x < 2²⁵¹ < p already. g·p has
/// limbs (g, 0, 0, g·c). Branch-free.
#[inline(always)]
pub const fn reduce(x: &Limbs) -> Limbs {
    let h = x[3] >> 59;
    let g = h - (h != 0) as u64;
    let (r0, w) = sbb(x[0], g, 0);
    let (r1, w) = sbb(x[1], 0, w);
    let (r2, w) = sbb(x[2], 0, w);
    // g·c = g·2⁵⁹ + 17g (g < 32): shifts, not a product, which would queue
    // with the S-box's on the multiplier.
    let r3 = x[3].wrapping_sub((g << 59) | (g * 17)).wrapping_sub(w);
    [r0, r1, r2, r3]
}

/// The canonical representative (below p) of a value below 2p. Branch-free.
#[inline(always)]
pub const fn canonical(x: &Limbs) -> Limbs {
    let (d0, w) = sbb(x[0], P[0], 0);
    let (d1, w) = sbb(x[1], P[1], w);
    let (d2, w) = sbb(x[2], P[2], w);
    let (d3, w) = sbb(x[3], P[3], w);
    let keep = w.wrapping_neg(); // all ones when x < p
    [
        (x[0] & keep) | (d0 & !keep),
        (x[1] & keep) | (d1 & !keep),
        (x[2] & keep) | (d2 & !keep),
        (x[3] & keep) | (d3 & !keep),
    ]
}

/// The 512-bit product `a · b`.
#[inline(always)]
const fn product(a: &Limbs, b: &Limbs) -> [u64; 8] {
    let mut t = [0u64; 8];
    let mut i = 0;
    while i < 4 {
        let mut carry = 0;
        let mut j = 0;
        while j < 4 {
            (t[i + j], carry) = mac(t[i + j], a[i], b[j], carry);
            j += 1;
        }
        t[i + 4] = carry;
        i += 1;
    }
    t
}

/// The 512-bit square `a²`: the six cross products once, doubled, plus the
/// four diagonal squares.
#[inline(always)]
const fn square_wide(a: &Limbs) -> [u64; 8] {
    let mut t = [0u64; 8];
    let mut i = 0;
    while i < 3 {
        let mut carry = 0;
        let mut j = i + 1;
        while j < 4 {
            (t[i + j], carry) = mac(t[i + j], a[i], a[j], carry);
            j += 1;
        }
        t[i + 4] = carry;
        i += 1;
    }
    let mut k = 7;
    while k > 0 {
        t[k] = (t[k] << 1) | (t[k - 1] >> 63);
        k -= 1;
    }
    t[0] <<= 1;
    let mut carry = 0;
    let mut i = 0;
    while i < 4 {
        let d = (a[i] as u128) * (a[i] as u128);
        (t[2 * i], carry) = adc(t[2 * i], d as u64, carry);
        (t[2 * i + 1], carry) = adc(t[2 * i + 1], (d >> 64) as u64, carry);
        i += 1;
    }
    t
}

/// Montgomery reduction `t · R⁻¹` without the final subtraction: the result
/// is below t/R + p.
///
/// With p = 1 + c·2¹⁹², the multiplier M = −t·p⁻¹ mod R is −U mod R for
/// U = t + lo(−t₀·c)·2¹⁹² (lo: mod 2⁶⁴), and (t + M·p)/R works out to
/// `U_high + [U_low ≠ 0] + ⌊M·c / 2⁶⁴⌋`: one 64-bit product for the
/// correction, a negation, and four products by c that are independent of
/// each other (three of them of words known before the product is complete).
#[inline(always)]
const fn redc(t: &[u64; 8]) -> Limbs {
    let fix = t[0].wrapping_mul(C).wrapping_neg();
    let (u3, k) = adc(t[3], fix, 0);
    let (u4, k) = adc(t[4], 0, k);
    let (u5, k) = adc(t[5], 0, k);
    let (u6, k) = adc(t[6], 0, k);
    let u7 = t[7].wrapping_add(k);
    // M = −U_low; the borrow out is [U_low ≠ 0].
    let (m0, w) = sbb(0, t[0], 0);
    let (m1, w) = sbb(0, t[1], w);
    let (m2, w) = sbb(0, t[2], w);
    let (m3, w) = sbb(0, u3, w);
    let p0 = m0 as u128 * C as u128;
    let p1 = m1 as u128 * C as u128;
    let p2 = m2 as u128 * C as u128;
    let p3 = m3 as u128 * C as u128;
    // ⌊M·c / 2⁶⁴⌋ + U_high + w, as two carry chains.
    let (r0, k) = adc(u4, (p0 >> 64) as u64, w);
    let (r1, k) = adc(u5, (p1 >> 64) as u64, k);
    let (r2, k) = adc(u6, (p2 >> 64) as u64, k);
    let r3 = u7.wrapping_add((p3 >> 64) as u64).wrapping_add(k);
    let (r0, k) = adc(r0, p1 as u64, 0);
    let (r1, k) = adc(r1, p2 as u64, k);
    let (r2, k) = adc(r2, p3 as u64, k);
    let r3 = r3.wrapping_add(k);
    [r0, r1, r2, r3]
}

/// Montgomery product `a · b · R⁻¹`, below a·b/R + p. The caller keeps
/// a·b/R + p below 2²⁵⁶ (e.g. both factors below 16p).
#[inline(always)]
pub const fn mul(a: &Limbs, b: &Limbs) -> Limbs {
    redc(&product(a, b))
}

/// Montgomery square `a² · R⁻¹`, below a²/R + p (a below 16p).
#[inline(always)]
pub const fn square(a: &Limbs) -> Limbs {
    redc(&square_wide(a))
}

/// `p − w·c·2^(64·(3 − K))` for the K low words w of a value (K ≤ 3):
/// positive, since that product is below c·2¹⁹² = p − 1. Added to the value's
/// high words it divides the value by 2^(64K) mod p (see [`cube`]).
#[inline(always)]
const fn fold_term<const K: usize>(w: &[u64]) -> Limbs {
    // l = w·c, K + 1 words.
    let mut l = [0u64; 4];
    let mut carry = 0;
    let mut i = 0;
    while i < K {
        (l[i], carry) = mac(0, w[i], C, carry);
        i += 1;
    }
    l[K] = carry;
    // Shifted up by 3 − K words and subtracted from p = (1, 0, 0, c).
    let mut s = [0u64; 4];
    let mut i = 0;
    while i <= K {
        s[i + 3 - K] = l[i];
        i += 1;
    }
    sub(&P, &s)
}

/// `h + n` for the N words of h and the four of n, over N words (N ≥ 4);
/// the caller's bounds keep the sum below 2^(64N).
#[inline(always)]
const fn add_low<const N: usize>(h: &[u64], n: &Limbs) -> [u64; N] {
    let mut out = [0u64; N];
    let mut carry = 0;
    let mut i = 0;
    while i < N {
        (out[i], carry) = adc(h[i], if i < 4 { n[i] } else { 0 }, carry);
        i += 1;
    }
    debug_assert!(carry == 0, "lazy Stark252 fold overflowed");
    out
}

/// `a³` in Montgomery form (`a³·2⁻⁵¹²`), below (A³/1024 + A/32 + 1)·p for
/// a below A·p ≤ 16p (the bound of `mul(square(a), a)`).
///
/// One Montgomery division by 2²⁵⁶ per product would put two reductions on
/// the S-box's critical path. Since p ≡ 1 mod 2¹⁹², a value t is divided by
/// 2^(64K) (K ≤ 3 words) mod p as `t_high + p − t_low·c·2^(64(3−K))`
/// (t + (2^(64K) − t_low)·p, exactly divided): a product or three of the
/// low words by c, which are ready before the high ones, and one addition.
/// So: a² (512 bits) divided by 2¹⁹², then by 2⁶⁴ (256 bits), times a, and
/// divided by 2¹⁹² and 2⁶⁴: 34 word products (the square-and-product's 36),
/// and neither division waits for the whole product before it.
#[inline(always)]
pub const fn cube(a: &Limbs) -> Limbs {
    let t = square_wide(a);
    let (t_low, t_high) = t.split_at(3);
    let v: [u64; 5] = add_low(t_high, &fold_term::<3>(t_low));
    let (v_low, v_high) = v.split_at(1);
    let v: Limbs = add_low(v_high, &fold_term::<1>(v_low));
    let w = product(&v, a);
    let (w_low, w_high) = w.split_at(3);
    let v2: [u64; 5] = add_low(w_high, &fold_term::<3>(w_low));
    let (v2_low, v2_high) = v2.split_at(1);
    add_low(v2_high, &fold_term::<1>(v2_low))
}

/// How the lazily reduced products are computed. Kernels are generic over
/// it and choose once per call: [`Portable`] everywhere, [`Adx`] on x86-64
/// CPUs with BMI2 and ADX. Both return the same representatives.
pub trait Backend: Copy {
    /// [`mul`].
    fn mul(self, a: &Limbs, b: &Limbs) -> Limbs;
    /// [`square`].
    fn square(self, a: &Limbs) -> Limbs;
    /// `a³·2⁻⁵¹²`, below (A³/1024 + A/32 + 1)·p for a below A·p ≤ 16p (the
    /// value of [`cube`] except on wasm32, where it is `mul(square(a), a)`).
    fn cube(self, a: &Limbs) -> Limbs;

    /// One width-3 Hades partial round after the first: with y = x³
    /// (`cube`), returns the next S-box input `u + k − 2y` (below 7p) and
    /// moves `(u_prev, u)` to `(u, reduce(2(u + 2·u_prev) + 2y))`. `x` below
    /// 7p; the bounds of [`Hades3`] hold before and after.
    #[inline(always)]
    fn hades3_round(self, x: &Limbs, st: &mut Hades3) -> Limbs {
        let y = self.cube(x);
        let t = add(&st.u, &times(&st.u_prev, 2)); // below 6p
        let head = add(&st.u, &st.k); // below 7p, at least 4p
        let y2 = times(&y, 2); // below 4p
        st.u_prev = st.u;
        st.u = reduce(&add(&times(&t, 2), &y2)); // from below 16p
        sub(&head, &y2)
    }

    /// Two rounds of [`Backend::hades3_round`], the second with `k2`.
    #[inline(always)]
    fn hades3_round2(self, x: &Limbs, st: &mut Hades3) -> Limbs {
        let x = self.hades3_round(x, st);
        let k = core::mem::replace(&mut st.k, st.k2);
        let x = self.hades3_round(&x, st);
        st.k = k;
        x
    }
}

pub use super::hades3::Hades3;

/// The portable `u128` code of this module.
#[derive(Clone, Copy, Debug, Default)]
pub struct Portable;

impl Backend for Portable {
    #[inline(always)]
    fn mul(self, a: &Limbs, b: &Limbs) -> Limbs {
        // wasm32 has no 64×64→128 product: the 32-bit-digit CIOS gives the
        // same representative ((a·b + M·p)/R, M unique) without `__multi3`.
        #[cfg(target_arch = "wasm32")]
        return crate::field::monty::digits32::monty_mul_lazy::<super::params::Stark252Config, 4>(
            a, b,
        );
        #[cfg(not(target_arch = "wasm32"))]
        mul(a, b)
    }
    #[inline(always)]
    fn square(self, a: &Limbs) -> Limbs {
        #[cfg(target_arch = "wasm32")]
        return crate::field::monty::digits32::monty_mul_lazy::<super::params::Stark252Config, 4>(
            a, a,
        );
        #[cfg(not(target_arch = "wasm32"))]
        square(a)
    }
    #[inline(always)]
    fn cube(self, a: &Limbs) -> Limbs {
        #[cfg(target_arch = "wasm32")]
        return self.mul(&self.square(a), a);
        #[cfg(not(target_arch = "wasm32"))]
        cube(a)
    }
}

/// The x86-64 BMI2/ADX assembly ([`super::x86_asm`]); a
/// token that exists only where the CPU has those instructions.
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy, Debug)]
pub struct Adx(());

#[cfg(target_arch = "x86_64")]
impl Adx {
    /// The token, if this CPU has BMI2 and ADX.
    #[inline(always)]
    pub fn detect() -> Option<Self> {
        crate::field::monty::x86_adx::available().then_some(Self(()))
    }
}

#[cfg(target_arch = "x86_64")]
impl Backend for Adx {
    #[inline(always)]
    fn mul(self, a: &Limbs, b: &Limbs) -> Limbs {
        // SAFETY: the token exists only on CPUs with BMI2 and ADX; the bound
        // on the result is the caller's, as for the portable `mul`.
        unsafe { super::x86_asm::mul(a, b) }
    }
    #[inline(always)]
    fn square(self, a: &Limbs) -> Limbs {
        // SAFETY: as for `mul`.
        unsafe { super::x86_asm::square(a) }
    }
    #[inline(always)]
    fn cube(self, a: &Limbs) -> Limbs {
        // SAFETY: as for `mul` (the same value as `mul(&square(a), a)`).
        unsafe { super::x86_asm::cube(a) }
    }
    #[inline(always)]
    fn hades3_round(self, x: &Limbs, st: &mut Hades3) -> Limbs {
        // SAFETY: as for `mul`; the bounds are the trait's.
        unsafe { super::x86_asm::hades3_round(x, st) }
    }
    #[inline(always)]
    fn hades3_round2(self, x: &Limbs, st: &mut Hades3) -> Limbs {
        // SAFETY: as for `mul`; the bounds are the trait's.
        unsafe { super::x86_asm::hades3_round2(x, st) }
    }
}
