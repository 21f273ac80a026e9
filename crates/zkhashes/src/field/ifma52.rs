//! x86-64 AVX-512 IFMA Montgomery products in radix 2⁵², four independent
//! values in the lanes of `ymm` registers, for 4-limb moduli q < 2²⁵⁴.
//!
//! A value is five 52-bit limbs, limb k of every lane in one register
//! ([`Lanes`]); the Montgomery radix is R = 2²⁶⁰. `vpmadd52luq` /
//! `vpmadd52huq` give the low and high 52 bits of a 52×52-bit product
//! (4 cycles deep, two a cycle on the machines measured), against ~48
//! cycles for one dependent 4-limb `mulx` product: three S-box chains side
//! by side in three lanes finish in about the time of 1.3 scalar chains.
//!
//! [`mul`] computes `a·b/R mod q` below `a·b/R + q` (no final subtraction):
//! with q/R < 0.0119 (BN254), values below 32q stay below 2²⁶⁰ through a
//! whole Poseidon2 full round without reductions (the kernel's module docs
//! give the bounds).
//!
//! Every `unsafe` function needs AVX-512F, VL and IFMA ([`available`]).

pub use super::vec64::Vec64;
use core::arch::x86_64::*;

cpufeatures::new!(ifma52_cpu, "avx512f", "avx512vl", "avx512ifma");

/// Whether this CPU (and OS) has AVX-512F, VL and IFMA (detected once,
/// then a cached load).
#[inline(always)]
pub fn available() -> bool {
    ifma52_cpu::get()
}

/// 2⁵² − 1.
pub const MASK: u64 = (1 << 52) - 1;

/// A modulus q < 2²⁵⁴ in radix 2⁵², with −q⁻¹ mod 2⁵².
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Modulus52 {
    /// q's 52-bit limbs, least significant first.
    pub limbs: [u64; 5],
    /// −q⁻¹ mod 2⁵².
    pub ninv: u64,
    /// −q⁻¹ mod 2⁶⁴ (for [`from_limbs52`]).
    pub ninv64: u64,
    /// q's 64-bit limbs.
    pub words: [u64; 4],
}

impl Modulus52 {
    /// The radix-2⁵² form of `q` (odd, below 2²⁵⁴) given `inv = −q⁻¹ mod 2⁶⁴`.
    pub const fn new(q: &[u64; 4], inv: u64) -> Self {
        Self {
            limbs: split52(q),
            ninv: inv & MASK,
            ninv64: inv,
            words: *q,
        }
    }
}

/// The 52-bit limbs of `x < 2²⁵⁶` (the same value in radix 2⁵²).
#[inline(always)]
pub const fn split52(x: &[u64; 4]) -> [u64; 5] {
    [
        x[0] & MASK,
        ((x[0] >> 52) | (x[1] << 12)) & MASK,
        ((x[1] >> 40) | (x[2] << 24)) & MASK,
        ((x[2] >> 28) | (x[3] << 36)) & MASK,
        x[3] >> 16,
    ]
}

/// The limbs of `16·x` (x < 2²⁵⁶, so 16·x < 2²⁶⁰): the radix-2⁵² value
/// congruent to x·2²⁶⁰/2²⁵⁶, i.e. a 2²⁵⁶-Montgomery form `x` moved to
/// R = 2²⁶⁰ without a reduction.
#[inline(always)]
pub fn to_limbs52(x: &[u64; 4]) -> [u64; 5] {
    [
        (x[0] << 4) & MASK,
        ((x[0] >> 48) | (x[1] << 16)) & MASK,
        ((x[1] >> 36) | (x[2] << 28)) & MASK,
        ((x[2] >> 24) | (x[3] << 40)) & MASK,
        x[3] >> 12,
    ]
}

/// Normalized 52-bit limbs (each below 2⁵², the value below 2²⁶⁰) as five
/// 64-bit words, least significant first: the inverse of [`split52`].
#[inline(always)]
pub const fn join52(l: &[u64; 5]) -> [u64; 5] {
    [
        l[0] | (l[1] << 52),
        (l[1] >> 12) | (l[2] << 40),
        (l[2] >> 24) | (l[3] << 28),
        (l[3] >> 36) | (l[4] << 16),
        l[4] >> 48,
    ]
}

/// The inverse move of [`to_limbs52`]: for normalized limbs of v (each
/// below 2⁵², v < 16·(2²⁵⁶ − q)), `v/16 mod q` as 256 bits, below v/16 + q
/// (a 4-bit Montgomery step: v + k·q with k·q ≡ −v mod 16, then >> 4).
#[inline(always)]
pub fn from_limbs52(l: &[u64; 5], q: &Modulus52) -> [u64; 4] {
    let w = join52(l);
    let k = (w[0].wrapping_mul(q.ninv64) & 15) as u128;
    let mut out = [0u64; 5];
    let mut carry = 0u128;
    for i in 0..4 {
        let t = w[i] as u128 + k * q.words[i] as u128 + carry;
        out[i] = t as u64;
        carry = t >> 64;
    }
    out[4] = w[4] + carry as u64;
    [
        (out[0] >> 4) | (out[1] << 60),
        (out[1] >> 4) | (out[2] << 60),
        (out[2] >> 4) | (out[3] << 60),
        (out[3] >> 4) | (out[4] << 60),
    ]
}

/// [`Vec64::LANES`] values, limb k of lane i in `self.0[k]` lane i; `V`
/// is `ymm` (four lanes, the default) or `zmm` (eight).
#[derive(Clone, Copy, Debug)]
pub struct Lanes<V = __m256i>(pub [V; 5]);

impl<V: Vec64> Lanes<V> {
    /// The lanes of `v` (one limb vector a lane, [`Vec64::LANES`] of them).
    ///
    /// # Safety
    /// AVX-512F, VL and IFMA ([`available`]).
    #[inline]
    #[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
    pub unsafe fn load_limbs(v: &[[u64; 5]]) -> Self {
        let mut by_limb = [[0u64; 8]; 5];
        for (i, l) in v.iter().take(V::LANES).enumerate() {
            for k in 0..5 {
                by_limb[k][i] = l[k];
            }
        }
        // SAFETY: the caller guarantees the CPU features; 8 ≥ LANES words.
        Self(by_limb.map(|w| unsafe { V::load(&w) }))
    }

    /// The limb vectors of the lanes into `out` ([`Vec64::LANES`] of them).
    ///
    /// # Safety
    /// AVX-512F, VL and IFMA ([`available`]).
    #[inline]
    #[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
    pub unsafe fn store_limbs(&self, out: &mut [[u64; 5]]) {
        let mut by_limb = [[0u64; 8]; 5];
        for (w, r) in by_limb.iter_mut().zip(&self.0) {
            // SAFETY: the caller guarantees the CPU features; 8 ≥ LANES words.
            unsafe { r.store(w) };
        }
        for (i, l) in out.iter_mut().take(V::LANES).enumerate() {
            for k in 0..5 {
                l[k] = by_limb[k][i];
            }
        }
    }
}

impl Lanes {
    /// The lanes of four limb vectors.
    ///
    /// # Safety
    /// AVX-512F, VL and IFMA ([`available`]).
    #[inline(always)]
    pub unsafe fn from_limbs(v: &[[u64; 5]; 4]) -> Self {
        // SAFETY: the caller guarantees the CPU features.
        unsafe { Self::load_limbs(v) }
    }

    /// Four values given as 2²⁵⁶-Montgomery words, as 16·w
    /// ([`to_limbs52`]) in lanes 0..4.
    ///
    /// # Safety
    /// AVX-512F, VL and IFMA ([`available`]).
    #[inline(always)]
    pub unsafe fn from_words(w: &[[u64; 4]; 4]) -> Self {
        // SAFETY: the caller guarantees the CPU features.
        unsafe { Self::from_limbs(&w.map(|x| to_limbs52(&x))) }
    }

    /// The limb vectors of the four lanes.
    ///
    /// # Safety
    /// AVX-512F, VL and IFMA ([`available`]).
    #[inline(always)]
    pub unsafe fn to_limbs(&self) -> [[u64; 5]; 4] {
        let mut out = [[0u64; 5]; 4];
        // SAFETY: the caller guarantees the CPU features.
        unsafe { self.store_limbs(&mut out) };
        out
    }
}

/// Groups of [`Vec64::LANES`] states of width `T` as lanes, `G` groups
/// side by side (the batch kernels' layout): `s[g][i]` holds cell i of the
/// block's states of group g.
pub type Groups<const T: usize, const G: usize, V = __m256i> = [[Lanes<V>; T]; G];

/// Cell i of every group.
#[inline(always)]
pub fn column<const T: usize, const G: usize, V: Copy>(
    s: &[[Lanes<V>; T]; G],
    i: usize,
) -> [Lanes<V>; G] {
    core::array::from_fn(|g| s[g][i])
}

/// Sets cell i of every group.
#[inline(always)]
pub fn set_column<const T: usize, const G: usize, V: Copy>(
    s: &mut [[Lanes<V>; T]; G],
    i: usize,
    v: &[Lanes<V>; G],
) {
    for (cells, v) in s.iter_mut().zip(v) {
        cells[i] = *v;
    }
}

/// A block of LANES·G states as groups: each cell's 2²⁵⁶-Montgomery
/// `words` as 16·w.
///
/// # Safety
/// AVX-512F, VL and IFMA ([`available`]); `block` holds LANES·G states.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub unsafe fn load_groups<E, const T: usize, const G: usize, V: Vec64>(
    block: &[[E; T]],
    words: impl Fn(&E) -> [u64; 4],
) -> [[Lanes<V>; T]; G] {
    // SAFETY: the caller guarantees the CPU features.
    let zero = Lanes([unsafe { V::zero() }; 5]);
    let mut s = [[zero; T]; G];
    for (cells, group) in s.iter_mut().zip(block.chunks_exact(V::LANES)) {
        for (i, cell) in cells.iter_mut().enumerate() {
            let mut limbs = [[0u64; 5]; 8];
            for (l, state) in limbs.iter_mut().zip(group) {
                *l = to_limbs52(&words(&state[i]));
            }
            // SAFETY: as for the first call above (same features, same bounds).
            *cell = unsafe { Lanes::load_limbs(&limbs) };
        }
    }
    s
}

/// Groups back into a block of LANES·G states: `value` turns each cell's
/// normalized limbs into an element.
///
/// # Safety
/// AVX-512F, VL and IFMA ([`available`]); `block` holds LANES·G states.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub unsafe fn store_groups<E, const T: usize, const G: usize, V: Vec64>(
    s: &[[Lanes<V>; T]; G],
    block: &mut [[E; T]],
    value: impl Fn(&[u64; 5]) -> E,
) {
    for (cells, group) in s.iter().zip(block.chunks_exact_mut(V::LANES)) {
        for (i, cell) in cells.iter().enumerate() {
            let mut limbs = [[0u64; 5]; 8];
            // SAFETY: the caller guarantees the CPU features.
            unsafe { cell.store_limbs(&mut limbs) };
            for (state, l) in group.iter_mut().zip(limbs.iter()) {
                state[i] = value(l);
            }
        }
    }
}

/// `a + b` limb by limb (not normalized).
///
/// # Safety
/// AVX-512F, VL and IFMA ([`available`]).
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub unsafe fn add<V: Vec64>(a: &Lanes<V>, b: &Lanes<V>) -> Lanes<V> {
    let mut r = a.0;
    for (r, b) in r.iter_mut().zip(&b.0) {
        // SAFETY: the caller guarantees the CPU features.
        *r = unsafe { V::add(*r, *b) };
    }
    Lanes(r)
}

/// The same values with every limb below 2⁵² (carries moved up); the top
/// limb keeps what is above, so values must be below 2²⁶⁰ to fit.
///
/// # Safety
/// AVX-512F, VL and IFMA ([`available`]).
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub unsafe fn normalize<V: Vec64>(a: &Lanes<V>) -> Lanes<V> {
    let mut l = a.0;
    // SAFETY: the caller guarantees the CPU features.
    unsafe {
        let mask = V::splat(MASK);
        for k in 0..4 {
            l[k + 1] = V::add(l[k + 1], V::srli::<52>(l[k]));
            l[k] = V::and(l[k], mask);
        }
    }
    Lanes(l)
}

/// [`normalize`] for limbs that are signed 64-bit lanes (differences) of a
/// nonnegative value below 2²⁶⁰: the carries move by arithmetic shifts.
///
/// # Safety
/// AVX-512F, VL and IFMA ([`available`]).
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub unsafe fn normalize_signed<V: Vec64>(a: &Lanes<V>) -> Lanes<V> {
    let mut l = a.0;
    // SAFETY: the caller guarantees the CPU features.
    unsafe {
        let mask = V::splat(MASK);
        for k in 0..4 {
            l[k + 1] = V::add(l[k + 1], V::srai::<52>(l[k]));
            l[k] = V::and(l[k], mask);
        }
    }
    Lanes(l)
}

/// The 2²⁵⁶-Montgomery words `w` as 16·w ([`to_limbs52`]) on every lane.
///
/// # Safety
/// Safe to call from code compiled with AVX-512F, VL and IFMA (the batch
/// kernels, entered after [`available`]); elsewhere an `unsafe` call
/// whose caller checked [`available`].
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub fn splat_words<V: Vec64>(w: &[u64; 4]) -> Lanes<V> {
    splat_limbs(&to_limbs52(w))
}

/// The limbs `l` on every lane (a constant in lane form).
///
/// # Safety
/// As [`splat_words`].
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub fn splat_limbs<V: Vec64>(l: &[u64; 5]) -> Lanes<V> {
    // SAFETY: the target features are enabled here.
    Lanes(l.map(|x| unsafe { V::splat(x) }))
}

/// `a + b`, normalized (the sum below 2²⁶⁰).
///
/// # Safety
/// As [`splat_words`].
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub fn add_normalized<V: Vec64>(a: &Lanes<V>, b: &Lanes<V>) -> Lanes<V> {
    // SAFETY: the target features are enabled here.
    unsafe { normalize(&add(a, b)) }
}

/// Column k of the 520-bit product a·b: the low halves of the digit
/// products a_j·b_i with i + j = k plus the high halves with i + j + 1 = k,
/// in `CHAINS` chains of multiply-adds: 2 (of at most five; the fewest
/// additions, for throughput) or 4 (of at most three; the column is ready
/// two multiply-add latencies sooner, for a chain of dependent products).
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub(crate) fn product_column<const CHAINS: usize, V: Vec64>(a: &[V; 5], b: &[V; 5], k: usize) -> V {
    assert!(CHAINS == 2 || CHAINS == 4);
    let half = CHAINS / 2;
    // SAFETY: (the whole body) the target features are enabled here.
    unsafe {
        let mut acc = [V::zero(); CHAINS];
        for i in 0..5 {
            if k >= i && k - i < 5 {
                acc[i % half] = V::madd52lo(acc[i % half], a[k - i], b[i]);
            }
            if k > i && k - 1 - i < 5 {
                acc[half + i % half] = V::madd52hi(acc[half + i % half], a[k - 1 - i], b[i]);
            }
        }
        if CHAINS == 2 {
            V::add(acc[0], acc[1])
        } else {
            V::add(V::add(acc[0], acc[1]), V::add(acc[2], acc[3]))
        }
    }
}

/// Column k of the 520-bit square a²: the cross products a_i·a_j (i < j)
/// once, doubled by a shift, plus the square digits (at most three
/// multiply-adds a chain).
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub(crate) fn square_column<V: Vec64>(a: &[V; 5], k: usize) -> V {
    // SAFETY: (the whole body) the target features are enabled here.
    unsafe {
        let z = V::zero();
        let (mut lo, mut hi) = (z, z);
        for i in 0..5 {
            let j = k.wrapping_sub(i);
            if i < j && j < 5 {
                lo = V::madd52lo(lo, a[i], a[j]);
            }
            let j = k.wrapping_sub(i + 1);
            if i < j && j < 5 {
                hi = V::madd52hi(hi, a[i], a[j]);
            }
        }
        // a_{k/2}² contributes its low half to even k, its high half to k + 1.
        let d = a.get(k / 2).copied().unwrap_or(z);
        let diag = if k.is_multiple_of(2) {
            V::madd52lo(z, d, d)
        } else {
            V::madd52hi(z, d, d)
        };
        V::add(V::slli::<1>(V::add(lo, hi)), diag)
    }
}

/// Montgomery reduction of the 520-bit value whose column k (k < 10) is
/// `column(k)`, interleaved with its computation: column k + 2's products
/// are issued in step k, after the step's own terms, so that the
/// oldest-first scheduler does not put them ahead of the reduction's path.
///
/// One 52-bit digit m_i a step: m_i = u_i·(−q⁻¹) mod 2⁵², the carry out of
/// the column is ⌈u_i / 2⁵²⌉ (u_i + lo(m_i·q₀) is the next multiple of 2⁵²),
/// and only hi(m_i·q₀) and lo(m_i·q₁) wait on m_i for the next column.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
fn reduce<V: Vec64>(q: &Modulus52, column: impl Fn(usize) -> V) -> Lanes<V> {
    // SAFETY: (the whole body) the target features are enabled here.
    unsafe {
        let z = V::zero();
        let p: [V; 5] = q.limbs.map(|l| V::splat(l));
        let ninv = V::splat(q.ninv);
        let round_up = V::splat(MASK);
        // Reduction terms by column: lo(m_i·q_j) and hi(m_i·q_j) into i + j
        // and i + j + 1.
        let mut mlo = [z; 10];
        let mut mhi = [z; 10];
        let mut u = column(0);
        let mut next = column(1);
        for i in 0..5 {
            let m = V::madd52lo(z, u, ninv);
            let carry = V::srli::<52>(V::add(u, round_up));
            // The rest of the next column is ready before m: it takes lo(m·q₁).
            let rest = V::add(next, V::add(mlo[i + 1], mhi[i + 1]));
            let h0 = V::madd52hi(carry, m, p[0]);
            let l1 = V::madd52lo(rest, m, p[1]);
            u = V::add(h0, l1);
            for j in 2..5 {
                mlo[i + j] = V::madd52lo(mlo[i + j], m, p[j]);
            }
            for j in 1..5 {
                mhi[i + j + 1] = V::madd52hi(mhi[i + j + 1], m, p[j]);
            }
            next = column(i + 2);
        }
        // u is column 5 with its carry; `next` is column 6's products.
        let mut r = [u, next, column(7), column(8), column(9)];
        for (k, r) in r.iter_mut().enumerate().skip(1) {
            *r = V::add(*r, V::add(mlo[5 + k], mhi[5 + k]));
        }
        normalize(&Lanes(r))
    }
}

/// `a·b/2²⁶⁰ mod q` in every lane, below `a·b/2²⁶⁰ + q`, normalized; `a`
/// and `b` normalized (limbs below 2⁵²) with the result below 2²⁶⁰.
///
/// # Safety
/// AVX-512F, VL and IFMA ([`available`]).
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub unsafe fn mul<V: Vec64>(a: &Lanes<V>, b: &Lanes<V>, q: &Modulus52) -> Lanes<V> {
    reduce(q, |k| product_column::<2, V>(&a.0, &b.0, k))
}

/// The columns of the 520-bit sum `Σᵢ aᵢ·bᵢ` over the four lanes i, in
/// every lane (each column below 40·2⁵²), for [`reduce_columns`]: the two
/// halves of a dot product of four terms, to be placed apart in a kernel's
/// instruction stream. `a` and `b` normalized.
///
/// # Safety
/// AVX-512F, VL and IFMA ([`available`]).
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub unsafe fn dot_columns(a: &Lanes, b: &Lanes) -> [__m256i; 10] {
    // A loop, not `from_fn`: a closure does not inherit the target features
    // and would be called, not inlined.
    let mut columns = [_mm256_setzero_si256(); 10];
    for (k, c) in columns.iter_mut().enumerate() {
        *c = lane_sum(product_column::<2, __m256i>(&a.0, &b.0, k));
    }
    columns
}

/// `v / 2²⁶⁰ mod q` for the 520-bit value v whose column k is `columns[k]`
/// (each below 2⁶³), below `v / 2²⁶⁰ + q`, normalized (the bound below
/// 2²⁶⁰).
///
/// # Safety
/// AVX-512F, VL and IFMA ([`available`]).
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub unsafe fn reduce_columns(q: &Modulus52, columns: &[__m256i; 10]) -> Lanes {
    reduce(q, |k| columns[k])
}

/// One part of [`dot_splat`]: coefficients (limbs, broadcast) and the
/// lanes they multiply.
pub type DotPart<'a, V> = (&'a [[u64; 5]], &'a [Lanes<V>]);

/// `(Σ c_j·v_j + d·2²⁶⁰) / 2²⁶⁰ mod q` in every lane, over the pairs of
/// every part `(c, v)` of `parts`: coefficients `c_j` and `d` as limbs, the
/// same in every lane (broadcast), values `v_j` lane by lane; one
/// reduction for the whole sum. Below `Σ c_j·v_j / 2²⁶⁰ + d + q`,
/// normalized; `v_j` normalized, at most 12 pairs (each column below
/// 2⁶³) and the bound below 2²⁶⁰.
///
/// # Safety
/// AVX-512F, VL and IFMA ([`available`]).
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub unsafe fn dot_splat<V: Vec64>(
    parts: &[DotPart<'_, V>],
    d: &[u64; 5],
    q: &Modulus52,
) -> Lanes<V> {
    // Column k: the low halves of c_{k−i}·v_i and the high halves of
    // c_{k−1−i}·v_i, in two chains across every pair; d·2²⁶⁰ enters
    // columns 5..10.
    reduce(q, |k| {
        // SAFETY: (the closure) the target features are enabled here.
        unsafe {
            let z = V::zero();
            let mut lo = match k.checked_sub(5) {
                Some(j) => V::splat(d[j]),
                None => z,
            };
            let mut hi = z;
            for (c, v) in parts {
                for (c, v) in c.iter().zip(v.iter()) {
                    for i in 0..5 {
                        if k >= i && k - i < 5 {
                            lo = V::madd52lo(lo, V::splat(c[k - i]), v.0[i]);
                        }
                        if k > i && k - 1 - i < 5 {
                            hi = V::madd52hi(hi, V::splat(c[k - 1 - i]), v.0[i]);
                        }
                    }
                }
            }
            V::add(lo, hi)
        }
    })
}

/// The sum of the four lanes of `v`, in every lane.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub(crate) fn lane_sum(v: __m256i) -> __m256i {
    // Swap the 64-bit halves of each 128-bit half (in-lane, 1 cycle), then
    // the 128-bit halves.
    let v = _mm256_add_epi64(v, _mm256_shuffle_epi32::<0b01_00_11_10>(v));
    _mm256_add_epi64(v, _mm256_permute4x64_epi64::<0b01_00_11_10>(v))
}

/// `a²/2²⁶⁰ mod q` in every lane (as [`mul`]`(a, a)`, with 15 digit
/// products instead of 25).
///
/// # Safety
/// AVX-512F, VL and IFMA ([`available`]).
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub unsafe fn square<V: Vec64>(a: &Lanes<V>, q: &Modulus52) -> Lanes<V> {
    reduce(q, |k| square_column(&a.0, k))
}
