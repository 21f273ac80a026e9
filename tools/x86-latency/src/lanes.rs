//! Chains of Goldilocks products: on 8 and 4 lanes, with the carries read
//! through mask registers (the library's `field::goldilocks::avx512`) or
//! from top bits with `vpternlogq`; and on words (`mulx`).

use crate::ops::best;

const EPS: u64 = 0xffff_ffff;

macro_rules! lanes {
    ($name:ident, $v:ty, $feat:literal, $set1:ident, $srli:ident, $slli:ident,
     $srai:ident, $mul32:ident, $add:ident, $sub:ident, $and:ident, $lt:ident,
     $mask_add:ident, $mask_sub:ident, $blend:ident, $bm:literal, $ternlog:ident) => {
        /// Goldilocks products on one vector width.
        mod $name {
            use core::arch::x86_64::*;
            const E: i64 = super::EPS as i64;

            #[target_feature(enable = $feat)]
            fn mul_wide(a: $v, b: $v) -> ($v, $v) {
                let (a_hi, b_hi) = ($srli::<32>(a), $srli::<32>(b));
                let ll = $mul32(a, b);
                let t0 = $add($mul32(a_hi, b), $srli::<32>(ll));
                let t1 = $add($mul32(a, b_hi), $and(t0, $set1(E)));
                let hi = $add($add($mul32(a_hi, b_hi), $srli::<32>(t0)), $srli::<32>(t1));
                (hi, $blend($bm, ll, $slli::<32>(t1)))
            }

            /// lo + 2⁶⁴·hi mod p, the borrow and carry through mask registers.
            #[target_feature(enable = $feat)]
            fn reduce_mask(hi: $v, lo: $v) -> $v {
                let hi_hi = $srli::<32>(hi);
                let borrow = $lt(lo, hi_hi);
                let e = $mul32(hi, $set1(E));
                let r = $add($sub(lo, hi_hi), e);
                let carry = $lt(r, e);
                let r = $mask_sub(r, borrow, r, $set1(E));
                $mask_add(r, carry, r, $set1(E))
            }

            /// The same, the borrow and carry read from top bits.
            #[target_feature(enable = $feat)]
            fn reduce_top(hi: $v, lo: $v) -> $v {
                let hi_hi = $srli::<32>(hi);
                let u = $sub(lo, hi_hi);
                let borrow = $ternlog::<0x8e>(lo, hi_hi, u);
                let e = $sub($slli::<32>(hi), $and(hi, $set1(E)));
                let r = $add(u, e);
                let carry = $ternlog::<0xd4>(u, e, r);
                let eps_if = |x: $v| $srli::<32>($srai::<63>(x));
                $add($sub(r, eps_if(borrow)), eps_if(carry))
            }

            /// a·b lane by lane with either reduction, as words (for [`super::check`]).
            #[target_feature(enable = $feat)]
            pub fn products<const TOP: bool>(a: $v, b: $v) -> $v {
                let (h, l) = mul_wide(a, b);
                if TOP {
                    reduce_top(h, l)
                } else {
                    reduce_mask(h, l)
                }
            }

            /// `chains` independent chains of `n` products each by a constant.
            #[target_feature(enable = $feat)]
            pub fn run<const TOP: bool, const CHAINS: usize>(n: usize) -> u64 {
                let c = $set1(0x1234_5678_9abc_def1);
                // Distinct starting values, so the chains cannot be merged.
                let mut v: [$v; CHAINS] = core::array::from_fn(|i| $set1(3 + i as i64));
                for _ in 0..n {
                    for x in v.iter_mut() {
                        let (h, l) = mul_wide(*x, c);
                        *x = if TOP {
                            reduce_top(h, l)
                        } else {
                            reduce_mask(h, l)
                        };
                    }
                }
                // Every chain's lanes feed the result, so none is dropped.
                let mut out = [0u64; 8];
                for x in v {
                    // SAFETY: a vector of 64-bit lanes is at most 8 words.
                    let words: [u64; 8] = unsafe {
                        let mut w = [0u64; 8];
                        core::ptr::copy_nonoverlapping(
                            (&x as *const $v).cast::<u8>(),
                            w.as_mut_ptr().cast::<u8>(),
                            core::mem::size_of::<$v>(),
                        );
                        w
                    };
                    for (o, w) in out.iter_mut().zip(words) {
                        *o ^= w;
                    }
                }
                out.iter().fold(0, |a, b| a ^ b)
            }
        }
    };
}

lanes!(
    zmm,
    __m512i,
    "avx512f",
    _mm512_set1_epi64,
    _mm512_srli_epi64,
    _mm512_slli_epi64,
    _mm512_srai_epi64,
    _mm512_mul_epu32,
    _mm512_add_epi64,
    _mm512_sub_epi64,
    _mm512_and_si512,
    _mm512_cmplt_epu64_mask,
    _mm512_mask_add_epi64,
    _mm512_mask_sub_epi64,
    _mm512_mask_blend_epi32,
    0xaaaa,
    _mm512_ternarylogic_epi64
);
lanes!(
    ymm,
    __m256i,
    "avx512f,avx512vl",
    _mm256_set1_epi64x,
    _mm256_srli_epi64,
    _mm256_slli_epi64,
    _mm256_srai_epi64,
    _mm256_mul_epu32,
    _mm256_add_epi64,
    _mm256_sub_epi64,
    _mm256_and_si256,
    _mm256_cmplt_epu64_mask,
    _mm256_mask_add_epi64,
    _mm256_mask_sub_epi64,
    _mm256_mask_blend_epi32,
    0xaa,
    _mm256_ternarylogic_epi64
);

/// a·b mod p on words (any words in, a word congruent mod p out).
#[inline(always)]
fn mul_word(a: u64, b: u64) -> u64 {
    let x = a as u128 * b as u128;
    let (lo, hi) = (x as u64, (x >> 64) as u64);
    let (d, borrow) = lo.overflowing_sub(hi >> 32);
    let d = d.wrapping_sub(if borrow { EPS } else { 0 });
    let (r, carry) = d.overflowing_add((hi & EPS) * EPS);
    r.wrapping_add(if carry { EPS } else { 0 })
}

/// Panics unless every lane product (both reductions, both widths) is
/// congruent to the exact product mod p, on edge words and pseudo-random
/// ones.
pub fn check() {
    const P: u128 = 0xffff_ffff_0000_0001;
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let edges = [
        0,
        1,
        EPS,
        P as u64 - 1,
        P as u64,
        P as u64 + 1,
        u64::MAX - 1,
        u64::MAX,
    ];
    for round in 0..10_000 {
        let mut words = [0u64; 16];
        for (i, w) in words.iter_mut().enumerate() {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            *w = if round < 64 {
                edges[(round / 8 + i) % 8]
            } else {
                seed
            };
        }
        let (a, b) = (&words[..8], &words[8..]);
        let expect = |i: usize| (a[i] as u128 * b[i] as u128) % P;
        // SAFETY: `main` checked AVX-512F and VL; 64-byte and 32-byte
        // unaligned loads and stores within the arrays.
        unsafe {
            use core::arch::x86_64::*;
            let (va, vb) = (
                _mm512_loadu_si512(a.as_ptr().cast()),
                _mm512_loadu_si512(b.as_ptr().cast()),
            );
            let (ya, yb) = (
                _mm256_loadu_si256(a.as_ptr().cast()),
                _mm256_loadu_si256(b.as_ptr().cast()),
            );
            let mut out = [[0u64; 8]; 4];
            _mm512_storeu_si512(out[0].as_mut_ptr().cast(), zmm::products::<false>(va, vb));
            _mm512_storeu_si512(out[1].as_mut_ptr().cast(), zmm::products::<true>(va, vb));
            _mm256_storeu_si256(out[2].as_mut_ptr().cast(), ymm::products::<false>(ya, yb));
            _mm256_storeu_si256(out[3].as_mut_ptr().cast(), ymm::products::<true>(ya, yb));
            for (k, row) in out.iter().enumerate() {
                let lanes = if k < 2 { 8 } else { 4 };
                for (i, r) in row.iter().enumerate().take(lanes) {
                    assert_eq!(*r as u128 % P, expect(i), "variant {k}, lane {i}");
                }
            }
        }
        for i in 0..8 {
            assert_eq!(mul_word(a[i], b[i]) as u128 % P, expect(i), "word {i}");
        }
    }
}

/// A row's name and the chain it times.
type Row = (&'static str, fn(usize) -> u64);

/// Prints one row per chain.
pub fn table(c: f64) {
    let row = |name: &str, ns: f64| println!("| {name} | {:.1} |", ns / c);
    let lanes: [Row; 5] = [
        ("8 lanes, carries through k", |n| {
            // SAFETY: `main` checked AVX-512F and VL.
            unsafe { zmm::run::<false, 1>(n) }
        }),
        ("8 lanes, carries from top bits", |n| {
            // SAFETY: as above.
            unsafe { zmm::run::<true, 1>(n) }
        }),
        ("4 lanes, carries through k", |n| {
            // SAFETY: as above.
            unsafe { ymm::run::<false, 1>(n) }
        }),
        ("4 lanes, carries from top bits", |n| {
            // SAFETY: as above.
            unsafe { ymm::run::<true, 1>(n) }
        }),
        ("two 4-lane chains side by side (top bits)", |n| {
            // SAFETY: as above.
            unsafe { ymm::run::<true, 2>(n) }
        }),
    ];
    for (name, f) in lanes {
        row(name, best(f));
    }
    row(
        "one word (`mulx`)",
        best(|n| (0..n).fold(12345, |x, _| mul_word(x, x))),
    );
    row(
        "one word, x⁷ (three products deep; per S-box)",
        best(|n| {
            (0..n).fold(12345, |x, _| {
                let x2 = mul_word(x, x);
                mul_word(mul_word(x2, x), mul_word(x2, x2))
            })
        }),
    );
}
