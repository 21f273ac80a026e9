//! RPO, RPX and Rp64_256 on eight AVX-512 lanes: eight independent states,
//! transposed so that each of the twelve vectors holds one cell of every
//! state, for the whole permutation. Called only by [`super::super::dispatch`]
//! (batches) and tested against the single-state permutations.
//!
//! - Cells are words below 2⁶⁴ congruent mod p (lazy) from the first layer
//!   to the last; each is made canonical once, on the way out.
//! - Products and squares: `zmm::mul` and `zmm::square` (four or three
//!   `vpmuludq`, one reduction; 24 and 18 vector instructions). x^(1/7) is
//!   the 71-step chain of
//!   [`inv_sbox_portable`](super::super::inv_sbox_portable) (63 squares) on
//!   six cells at a time (the steps after x⁷ are the shared
//!   `rounds::seventh_root_tail!`): six independent chains hide a product's latency,
//!   and their live values fit the 32 vector registers.
//! - Where the time goes (Intel Xeon, model 167): about 9 cycles per
//!   eight-lane product, which is the two 512-bit vector ports full, so
//!   the kernel is bound by its instruction count. Running one or two
//!   more states on general registers beside each group (their products
//!   on the scalar ports) measured no gain (one) or a loss (two), and was
//!   dropped; the square's shared cross product gave 9 %.
//! - The MDS matrix (entries below 2⁵) by `small_mds::mds_states`, the
//!   next constants folded in with it.
//! - RPX's (E) rounds: the cubic extension's x⁷ on canonical lanes
//!   (`Goldilocks8` arithmetic).

use super::super::rounds::{
    seventh_root_tail, State, MDS_ROW, ROUNDS, RP1, RP2, RPO1, RPO2, WIDTH,
};
use crate::field::goldilocks::avx512::zmm;
use crate::field::goldilocks::lanes::{load_states, store_states, Goldilocks8};
use crate::field::goldilocks::small_mds::{mds_states, MdsRows};
use crate::field::Field;
use crate::field::Goldilocks as F;
use core::arch::x86_64::*;

/// States per group.
pub const LANES: usize = 8;

/// Twelve cells of eight states.
type Lanes = [__m512i; WIDTH];

/// The CPU features every function here is compiled for ([`crate::permutation::batch::Simd::Avx512`]).
macro_rules! avx512 {
    ($(#[$m:meta])* fn $($rest:tt)*) => {
        $(#[$m])*
        #[target_feature(enable = "avx512f,avx512vl,avx512dq,avx512bw")]
        #[inline]
        fn $($rest)*
    };
}

/// Cells per x^(1/7) pass.
const SBOX_GROUP: usize = 6;

/// The cells of one x^(1/7) pass.
type Cells = [__m512i; SBOX_GROUP];

/// The MDS matrix by rows.
const MATRIX: MdsRows = MdsRows::circulant_plus_diagonal(&MDS_ROW, &[0; WIDTH]);

avx512! {
    /// The MDS product, then `ark` added (`None`: nothing added).
    fn mds_add(x: &mut Lanes, ark: Option<&[F; WIDTH]>) {
        *x = mds_states(x, &MATRIX, ark);
    }
}

avx512! {
    /// `(x + ark)⁷` on every cell (`None`: x⁷).
    fn add_sbox7(x: &mut Lanes, ark: Option<&[F; WIDTH]>) {
        for (i, v) in x.iter_mut().enumerate() {
            let y = match ark {
                Some(ark) => zmm::add_constant(*v, _mm512_set1_epi64(ark[i].value() as i64)),
                None => *v,
            };
            *v = zmm::pow7(y);
        }
    }
}

avx512! {
    /// `base^(2^K) · tail`, cell by cell.
    fn square_times<const K: usize>(base: &Cells, tail: &Cells) -> Cells {
        let mut r = *base;
        for _ in 0..K {
            for v in r.iter_mut() {
                *v = zmm::square(*v);
            }
        }
        for (v, t) in r.iter_mut().zip(tail) {
            *v = zmm::mul(*v, *t);
        }
        r
    }
}

avx512! {
    /// x^(1/7) on `N` cells: the chain of
    /// [`inv_sbox_portable`](super::super::inv_sbox_portable) (y = x^(2³²+3),
    /// runs of octal ones y₂, y₄, y₈, y₁₀, then y₁₀^(2⁴)·x⁷), 63 squares
    /// and 8 products, outside the Montgomery domain.
    fn inv_sbox_cells(x: &mut Cells) {
        let mut x3 = *x;
        let mut x4 = *x;
        let mut x7 = *x;
        for i in 0..SBOX_GROUP {
            let x2 = zmm::square(x[i]);
            x3[i] = zmm::mul(x2, x[i]);
            x4[i] = zmm::square(x2);
            x7[i] = zmm::mul(x4[i], x3[i]);
        }
        *x = seventh_root_tail!(square_times, x3, x4, x7);
    }
}

avx512! {
    /// x^(1/7) on every cell, [`SBOX_GROUP`] cells at a time.
    fn inv_sbox(x: &mut Lanes) {
        for group in x.chunks_exact_mut(SBOX_GROUP) {
            let mut cells: Cells = [group[0]; SBOX_GROUP];
            cells.copy_from_slice(group);
            inv_sbox_cells(&mut cells);
            group.copy_from_slice(&cells);
        }
    }
}

avx512! {
    /// An RPO round, RPX's (FB) round.
    fn fb_round(x: &mut Lanes, r: usize) {
        mds_add(x, None);
        add_sbox7(x, Some(&RPO1[r]));
        mds_add(x, Some(&RPO2[r]));
        inv_sbox(x);
    }
}

/// a·b in `F_p[φ] / (φ³ − φ − 1)` (schoolbook; φ³ = φ + 1, φ⁴ = φ² + φ).
#[inline(always)]
fn ext_mul<P: Field>(a: [P; 3], b: [P; 3]) -> [P; 3] {
    let c0 = a[0] * b[0];
    let c1 = a[0] * b[1] + a[1] * b[0];
    let c2 = a[0] * b[2] + a[1] * b[1] + a[2] * b[0];
    let c3 = a[1] * b[2] + a[2] * b[1];
    let c4 = a[2] * b[2];
    [c0 + c3, c1 + c3 + c4, c2 + c4]
}

/// a² in the cubic extension (six products).
#[inline(always)]
fn ext_square<P: Field>(a: [P; 3]) -> [P; 3] {
    let c0 = a[0].square();
    let c1 = a[0] * a[1];
    let c1 = c1 + c1;
    let c2 = a[0] * a[2];
    let c2 = c2 + c2 + a[1].square();
    let c3 = a[1] * a[2];
    let c3 = c3 + c3;
    let c4 = a[2].square();
    [c0 + c3, c1 + c3 + c4, c2 + c4]
}

avx512! {
    /// RPX's (E) round: + ark1 of round `r`, then x⁷ in the cubic
    /// extension on cells 3k..3k+3.
    fn ext_round(x: &mut Lanes, r: usize) {
        for k in 0..WIDTH / 3 {
            let a: [Goldilocks8; 3] = core::array::from_fn(|j| {
                let c = _mm512_set1_epi64(RPO1[r][3 * k + j].value() as i64);
                Goldilocks8::from_vector(zmm::add_constant(x[3 * k + j], c))
            });
            let a3 = ext_mul(ext_square(a), a);
            let a7 = ext_mul(ext_square(a3), a);
            for j in 0..3 {
                x[3 * k + j] = a7[j].vector();
            }
        }
    }
}

avx512! {
    /// RPO on the lanes.
    fn rpo_lanes(x: &mut Lanes) {
        for r in 0..ROUNDS {
            fb_round(x, r);
        }
    }
}

avx512! {
    /// RPX on the lanes: FB E FB E FB E M.
    fn rpx_lanes(x: &mut Lanes) {
        for r in (0..ROUNDS - 1).step_by(2) {
            fb_round(x, r);
            ext_round(x, r + 1);
        }
        mds_add(x, Some(&RPO1[ROUNDS - 1]));
    }
}

avx512! {
    /// Rp64_256 on the lanes: x⁷, then per round MDS + ark1, x^(1/7), MDS,
    /// and the next round's x⁷ with ark2 added first (the last round adds
    /// ark2 alone).
    fn rp64_256_lanes(x: &mut Lanes) {
        add_sbox7(x, None);
        for r in 0..ROUNDS {
            mds_add(x, Some(&RP1[r]));
            inv_sbox(x);
            if r + 1 < ROUNDS {
                mds_add(x, None);
                add_sbox7(x, Some(&RP2[r]));
            } else {
                mds_add(x, Some(&RP2[r]));
            }
        }
    }
}

/// Batch entry points: whole groups of [`LANES`] states, returning how
/// many were permuted (the caller runs the shorter tail).
macro_rules! batch {
    ($(#[$doc:meta])* $name:ident, $lanes:ident) => {
        $(#[$doc])*
        ///
        /// # Safety
        /// The CPU must have AVX-512F, VL, DQ and BW
        /// ([`crate::permutation::batch::Simd::Avx512`]).
        #[target_feature(enable = "avx512f,avx512vl,avx512dq,avx512bw")]
        pub unsafe fn $name(states: &mut [State]) -> usize {
            let done = states.len() - states.len() % LANES;
            for group in states[..done].chunks_exact_mut(LANES) {
                let mut x = load_states(group);
                $lanes(&mut x);
                store_states(&x, group);
            }
            done
        }
    };
}

batch!(
    /// RPO on groups of eight states.
    rpo, rpo_lanes
);
batch!(
    /// RPX on groups of eight states.
    rpx, rpx_lanes
);
batch!(
    /// Rp64_256 on groups of eight states.
    rp64_256, rp64_256_lanes
);
