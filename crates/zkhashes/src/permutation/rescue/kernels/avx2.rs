//! x^(1/7) on the 12 cells of a Rescue state with AVX2: three vectors of
//! four lanes run the Montgomery-domain chain of
//! [`crate::permutation::rescue::inv_sbox`] side by side. Selected at run time;
//! the scalar chain is the specification it is tested against.
//!
//! A lane product is four 32×32-bit products recombined into 128 bits; the
//! reduction is the scalar one (m = lo + lo·2³², q = m − m/2³² − carry,
//! hi − q with one borrow fix-up), unsigned comparisons done as signed ones
//! on values with the top bit flipped.

use core::arch::x86_64::*;

cpufeatures::new!(avx2_cpu, "avx2");

/// Whether this CPU has AVX2 (detected once, then a cached load).
#[inline(always)]
pub fn available() -> bool {
    avx2_cpu::get()
}

const LANES: usize = 4;
const VECS: usize = 3;
type State = [__m256i; VECS];

/// `x < y` on unsigned lanes, as all-ones masks.
#[target_feature(enable = "avx2")]
#[inline]
fn lt_u64(x: __m256i, y: __m256i) -> __m256i {
    let bias = _mm256_set1_epi64x(i64::MIN);
    _mm256_cmpgt_epi64(_mm256_xor_si256(y, bias), _mm256_xor_si256(x, bias))
}

/// Montgomery product a·b·2⁻⁶⁴ of every lane, as a word below 2⁶⁴
/// congruent mod p.
#[target_feature(enable = "avx2")]
#[inline]
fn mont_mul(a: __m256i, b: __m256i) -> __m256i {
    let mask32 = _mm256_set1_epi64x(0xffff_ffff);
    let a_hi = _mm256_srli_epi64(a, 32);
    let b_hi = _mm256_srli_epi64(b, 32);
    let ll = _mm256_mul_epu32(a, b);
    let lh = _mm256_mul_epu32(a, b_hi);
    let hl = _mm256_mul_epu32(a_hi, b);
    let hh = _mm256_mul_epu32(a_hi, b_hi);
    // Column sums below 2⁶⁴ each (see the module docs).
    let t = _mm256_add_epi64(hl, _mm256_srli_epi64(ll, 32));
    let u = _mm256_add_epi64(lh, _mm256_and_si256(t, mask32));
    let lo = _mm256_or_si256(_mm256_slli_epi64(u, 32), _mm256_and_si256(ll, mask32));
    let hi = _mm256_add_epi64(
        _mm256_add_epi64(hh, _mm256_srli_epi64(t, 32)),
        _mm256_srli_epi64(u, 32),
    );
    // m = lo + lo·2³² (mod 2⁶⁴), carry = m < lo; q = m − m/2³² − carry.
    let m = _mm256_add_epi64(lo, _mm256_slli_epi64(lo, 32));
    let carry = lt_u64(m, lo); // −1 where carried
    let q = _mm256_add_epi64(_mm256_sub_epi64(m, _mm256_srli_epi64(m, 32)), carry);
    // r = hi − q; on borrow add p ≡ subtract ε.
    let r = _mm256_sub_epi64(hi, q);
    let borrow = lt_u64(hi, q);
    _mm256_sub_epi64(r, _mm256_and_si256(borrow, mask32))
}

#[target_feature(enable = "avx2")]
#[inline]
fn square_times<const K: usize>(base: &State, tail: &State) -> State {
    let mut r = *base;
    for _ in 0..K {
        for x in r.iter_mut() {
            *x = mont_mul(*x, *x);
        }
    }
    for (x, t) in r.iter_mut().zip(tail) {
        *x = mont_mul(*x, *t);
    }
    r
}

/// x^(1/7) of each canonical word, as words congruent mod p (below 2⁶⁴);
/// the chain of the scalar version, lane-parallel.
///
/// # Safety
/// The CPU must support AVX2 ([`available`]).
#[target_feature(enable = "avx2")]
pub unsafe fn inv_sbox(cells: &[u64; LANES * VECS]) -> [u64; LANES * VECS] {
    let r2 = _mm256_set1_epi64x(crate::permutation::rescue::rounds::R2 as i64);
    let one = _mm256_set1_epi64x(1);
    let mut x = [_mm256_setzero_si256(); VECS];
    for (v, chunk) in x.iter_mut().zip(cells.chunks_exact(LANES)) {
        // SAFETY: `chunk` holds 4 u64 (32 bytes); unaligned load.
        let raw = unsafe { _mm256_loadu_si256(chunk.as_ptr().cast()) };
        *v = mont_mul(raw, r2);
    }
    let mut x3 = x;
    let mut x4 = x;
    let mut x7 = x;
    for i in 0..VECS {
        let x2 = mont_mul(x[i], x[i]);
        x3[i] = mont_mul(x2, x[i]);
        x4[i] = mont_mul(x2, x2);
        x7[i] = mont_mul(x4[i], x3[i]);
    }
    let r = crate::permutation::rescue::rounds::seventh_root_tail!(square_times, x3, x4, x7);
    let mut out = [0u64; LANES * VECS];
    for i in 0..VECS {
        // Leave the Montgomery domain: ·1·2⁻⁶⁴.
        let y = mont_mul(r[i], one);
        // SAFETY: writes 4 u64 (32 bytes) into `out`; unaligned store.
        unsafe { _mm256_storeu_si256(out[LANES * i..].as_mut_ptr().cast(), y) };
    }
    out
}
