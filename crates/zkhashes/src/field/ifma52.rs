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

/// The inverse move of [`to_limbs52`]: for normalized limbs of v (each
/// below 2⁵², v < 16·(2²⁵⁶ − q)), `v/16 mod q` as 256 bits, below v/16 + q
/// (a 4-bit Montgomery step: v + k·q with k·q ≡ −v mod 16, then >> 4).
#[inline(always)]
pub fn from_limbs52(l: &[u64; 5], q: &Modulus52) -> [u64; 4] {
    let w = [
        l[0] | (l[1] << 52),
        (l[1] >> 12) | (l[2] << 40),
        (l[2] >> 24) | (l[3] << 28),
        (l[3] >> 36) | (l[4] << 16),
        l[4] >> 48,
    ];
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

/// Four values, limb k of lane i in `self.0[k]` lane i.
#[derive(Clone, Copy, Debug)]
pub struct Lanes(pub [__m256i; 5]);

impl Lanes {
    /// The lanes of four limb vectors.
    ///
    /// # Safety
    /// The CPU must support AVX2 (implied by [`available`]).
    #[inline(always)]
    pub unsafe fn from_limbs(v: &[[u64; 5]; 4]) -> Self {
        // SAFETY: the caller guarantees the CPU features.
        unsafe {
            Self(core::array::from_fn(|k| {
                _mm256_set_epi64x(
                    v[3][k] as i64,
                    v[2][k] as i64,
                    v[1][k] as i64,
                    v[0][k] as i64,
                )
            }))
        }
    }

    /// Four values given as 2²⁵⁶-Montgomery words, as 16·w
    /// ([`to_limbs52`]) in lanes 0..4.
    ///
    /// # Safety
    /// The CPU must support AVX2 (implied by [`available`]).
    #[inline(always)]
    pub unsafe fn from_words(w: &[[u64; 4]; 4]) -> Self {
        // SAFETY: the caller guarantees the CPU features.
        unsafe { Self::from_limbs(&w.map(|x| to_limbs52(&x))) }
    }

    /// The limb vectors of the four lanes.
    ///
    /// # Safety
    /// The CPU must support AVX2 (implied by [`available`]).
    #[inline(always)]
    pub unsafe fn to_limbs(&self) -> [[u64; 5]; 4] {
        let mut by_limb = [[0u64; 4]; 5];
        for (k, r) in self.0.iter().enumerate() {
            // SAFETY: a 32-byte store into a [u64; 4]; the caller guarantees AVX2.
            unsafe { _mm256_storeu_si256(by_limb[k].as_mut_ptr().cast(), *r) };
        }
        core::array::from_fn(|i| core::array::from_fn(|k| by_limb[k][i]))
    }
}

/// Groups of four states of width `T` as lanes, `G` groups side by side
/// (the batch kernels' layout): `s[g][i]` holds cell i of states
/// 4g..4g + 4 of the block.
pub type Groups<const T: usize, const G: usize> = [[Lanes; T]; G];

/// Cell i of every group.
#[inline(always)]
pub fn column<const T: usize, const G: usize>(s: &Groups<T, G>, i: usize) -> [Lanes; G] {
    core::array::from_fn(|g| s[g][i])
}

/// Sets cell i of every group.
#[inline(always)]
pub fn set_column<const T: usize, const G: usize>(s: &mut Groups<T, G>, i: usize, v: &[Lanes; G]) {
    for (cells, v) in s.iter_mut().zip(v) {
        cells[i] = *v;
    }
}

/// A block of 4·G states as groups: each cell's 2²⁵⁶-Montgomery `words`
/// as 16·w.
///
/// # Safety
/// The CPU must support AVX2 (implied by [`available`]); `block` holds
/// 4·G states.
#[inline(always)]
pub unsafe fn load_groups<E, const T: usize, const G: usize>(
    block: &[[E; T]],
    words: impl Fn(&E) -> [u64; 4],
) -> Groups<T, G> {
    let mut s = [[Lanes([unsafe { _mm256_setzero_si256() }; 5]); T]; G];
    for (cells, group) in s.iter_mut().zip(block.chunks_exact(4)) {
        for (i, cell) in cells.iter_mut().enumerate() {
            let w: [[u64; 4]; 4] = core::array::from_fn(|l| words(&group[l][i]));
            // SAFETY: the caller guarantees AVX2.
            *cell = unsafe { Lanes::from_words(&w) };
        }
    }
    s
}

/// Groups back into a block of 4·G states: `value` turns each cell's
/// normalized limbs into an element.
///
/// # Safety
/// The CPU must support AVX2 (implied by [`available`]); `block` holds
/// 4·G states.
#[inline(always)]
pub unsafe fn store_groups<E, const T: usize, const G: usize>(
    s: &Groups<T, G>,
    block: &mut [[E; T]],
    value: impl Fn(&[u64; 5]) -> E,
) {
    for (cells, group) in s.iter().zip(block.chunks_exact_mut(4)) {
        for (i, cell) in cells.iter().enumerate() {
            // SAFETY: the caller guarantees AVX2.
            let limbs = unsafe { cell.to_limbs() };
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
pub unsafe fn add(a: &Lanes, b: &Lanes) -> Lanes {
    Lanes(core::array::from_fn(|k| _mm256_add_epi64(a.0[k], b.0[k])))
}

/// The same values with every limb below 2⁵² (carries moved up); the top
/// limb keeps what is above, so values must be below 2²⁶⁰ to fit.
///
/// # Safety
/// AVX-512F, VL and IFMA ([`available`]).
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub unsafe fn normalize(a: &Lanes) -> Lanes {
    let mask = _mm256_set1_epi64x(MASK as i64);
    let mut l = a.0;
    for k in 0..4 {
        l[k + 1] = _mm256_add_epi64(l[k + 1], _mm256_srli_epi64::<52>(l[k]));
        l[k] = _mm256_and_si256(l[k], mask);
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
pub unsafe fn normalize_signed(a: &Lanes) -> Lanes {
    let mask = _mm256_set1_epi64x(MASK as i64);
    let mut l = a.0;
    for k in 0..4 {
        l[k + 1] = _mm256_add_epi64(l[k + 1], _mm256_srai_epi64::<52>(l[k]));
        l[k] = _mm256_and_si256(l[k], mask);
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
pub fn splat_words(w: &[u64; 4]) -> Lanes {
    let l = to_limbs52(w);
    let mut v = [_mm256_setzero_si256(); 5];
    for (v, l) in v.iter_mut().zip(l) {
        *v = _mm256_set1_epi64x(l as i64);
    }
    Lanes(v)
}

/// Column k of the 520-bit product a·b: the low halves of the digit
/// products a_j·b_i with i + j = k plus the high halves with i + j + 1 = k,
/// in `CHAINS` chains of multiply-adds: 2 (of at most five; the fewest
/// additions, for throughput) or 4 (of at most three; the column is ready
/// two multiply-add latencies sooner, for a chain of dependent products).
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub(crate) fn product_column<const CHAINS: usize>(
    a: &[__m256i; 5],
    b: &[__m256i; 5],
    k: usize,
) -> __m256i {
    assert!(CHAINS == 2 || CHAINS == 4);
    let half = CHAINS / 2;
    let mut acc = [_mm256_setzero_si256(); CHAINS];
    for i in 0..5 {
        if k >= i && k - i < 5 {
            acc[i % half] = _mm256_madd52lo_epu64(acc[i % half], a[k - i], b[i]);
        }
        if k > i && k - 1 - i < 5 {
            acc[half + i % half] = _mm256_madd52hi_epu64(acc[half + i % half], a[k - 1 - i], b[i]);
        }
    }
    if CHAINS == 2 {
        _mm256_add_epi64(acc[0], acc[1])
    } else {
        _mm256_add_epi64(
            _mm256_add_epi64(acc[0], acc[1]),
            _mm256_add_epi64(acc[2], acc[3]),
        )
    }
}

/// Column k of the 520-bit square a²: the cross products a_i·a_j (i < j)
/// once, doubled by a shift, plus the square digits (at most three
/// multiply-adds a chain).
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub(crate) fn square_column(a: &[__m256i; 5], k: usize) -> __m256i {
    let z = _mm256_setzero_si256();
    let (mut lo, mut hi) = (z, z);
    for i in 0..5 {
        let j = k.wrapping_sub(i);
        if i < j && j < 5 {
            lo = _mm256_madd52lo_epu64(lo, a[i], a[j]);
        }
        let j = k.wrapping_sub(i + 1);
        if i < j && j < 5 {
            hi = _mm256_madd52hi_epu64(hi, a[i], a[j]);
        }
    }
    // a_{k/2}² contributes its low half to even k, its high half to k + 1.
    let d = a.get(k / 2).copied().unwrap_or(z);
    let diag = if k.is_multiple_of(2) {
        _mm256_madd52lo_epu64(z, d, d)
    } else {
        _mm256_madd52hi_epu64(z, d, d)
    };
    _mm256_add_epi64(_mm256_slli_epi64::<1>(_mm256_add_epi64(lo, hi)), diag)
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
fn reduce(q: &Modulus52, column: impl Fn(usize) -> __m256i) -> Lanes {
    let z = _mm256_setzero_si256();
    let p: [__m256i; 5] = core::array::from_fn(|k| _mm256_set1_epi64x(q.limbs[k] as i64));
    let ninv = _mm256_set1_epi64x(q.ninv as i64);
    let round_up = _mm256_set1_epi64x(MASK as i64);
    // Reduction terms by column: lo(m_i·q_j) and hi(m_i·q_j) into i + j
    // and i + j + 1.
    let mut mlo = [z; 10];
    let mut mhi = [z; 10];
    let mut u = column(0);
    let mut next = column(1);
    for i in 0..5 {
        let m = _mm256_madd52lo_epu64(z, u, ninv);
        let carry = _mm256_srli_epi64::<52>(_mm256_add_epi64(u, round_up));
        // The rest of the next column is ready before m: it takes lo(m·q₁).
        let rest = _mm256_add_epi64(next, _mm256_add_epi64(mlo[i + 1], mhi[i + 1]));
        let h0 = _mm256_madd52hi_epu64(carry, m, p[0]);
        let l1 = _mm256_madd52lo_epu64(rest, m, p[1]);
        u = _mm256_add_epi64(h0, l1);
        for j in 2..5 {
            mlo[i + j] = _mm256_madd52lo_epu64(mlo[i + j], m, p[j]);
        }
        for j in 1..5 {
            mhi[i + j + 1] = _mm256_madd52hi_epu64(mhi[i + j + 1], m, p[j]);
        }
        next = column(i + 2);
    }
    // u is column 5 with its carry; `next` is column 6's products.
    let mut r = [u, next, column(7), column(8), column(9)];
    for (k, r) in r.iter_mut().enumerate().skip(1) {
        *r = _mm256_add_epi64(*r, _mm256_add_epi64(mlo[5 + k], mhi[5 + k]));
    }
    // SAFETY: same features.
    unsafe { normalize(&Lanes(r)) }
}

/// `a·b/2²⁶⁰ mod q` in every lane, below `a·b/2²⁶⁰ + q`, normalized; `a`
/// and `b` normalized (limbs below 2⁵²) with the result below 2²⁶⁰.
///
/// # Safety
/// AVX-512F, VL and IFMA ([`available`]).
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub unsafe fn mul(a: &Lanes, b: &Lanes, q: &Modulus52) -> Lanes {
    reduce(q, |k| product_column::<2>(&a.0, &b.0, k))
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
        *c = lane_sum(product_column::<2>(&a.0, &b.0, k));
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
pub unsafe fn dot_splat(parts: &[(&[[u64; 5]], &[Lanes])], d: &[u64; 5], q: &Modulus52) -> Lanes {
    let z = _mm256_setzero_si256();
    // Column k: the low halves of c_{k−i}·v_i and the high halves of
    // c_{k−1−i}·v_i, in two chains across every pair; d·2²⁶⁰ enters
    // columns 5..10.
    reduce(q, |k| {
        let mut lo = match k.checked_sub(5) {
            Some(j) => _mm256_set1_epi64x(d[j] as i64),
            None => z,
        };
        let mut hi = z;
        for (c, v) in parts {
            for (c, v) in c.iter().zip(v.iter()) {
                for i in 0..5 {
                    if k >= i && k - i < 5 {
                        lo = _mm256_madd52lo_epu64(lo, _mm256_set1_epi64x(c[k - i] as i64), v.0[i]);
                    }
                    if k > i && k - 1 - i < 5 {
                        hi = _mm256_madd52hi_epu64(
                            hi,
                            _mm256_set1_epi64x(c[k - 1 - i] as i64),
                            v.0[i],
                        );
                    }
                }
            }
        }
        _mm256_add_epi64(lo, hi)
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
pub unsafe fn square(a: &Lanes, q: &Modulus52) -> Lanes {
    reduce(q, |k| square_column(&a.0, k))
}
