//! zkhashes' Poseidon2 kernels as [Plonky3](https://github.com/Plonky3/Plonky3) permutations.
//!
//! Plonky3 builds its hashes, Merkle commitments and challengers from a permutation type
//! implementing [`p3_symmetric::Permutation`] on `[F; W]` and on `[F::Packing; W]`. The types
//! here implement both (and [`CryptographicPermutation`]) for Plonky3's own field and packed
//! types, computing Plonky3's default instances bit for bit on zkhashes' kernels. A config
//! changes one import:
//!
//! ```
//! // was: use p3_baby_bear::{default_babybear_poseidon2_16, Poseidon2BabyBear};
//! use zkhashes_p3::{default_babybear_poseidon2_16, Poseidon2BabyBear};
//! use p3_symmetric::{PaddingFreeSponge, Permutation, TruncatedPermutation};
//!
//! let perm: Poseidon2BabyBear<16> = default_babybear_poseidon2_16();
//! let hash = PaddingFreeSponge::<_, 16, 8, 8>::new(perm);
//! let compress = TruncatedPermutation::<_, 2, 8, 16>::new(perm);
//! # let _ = (hash, compress);
//! let state = perm.permute([p3_baby_bear::BabyBear::new(1); 16]);
//! assert_eq!(state, p3_baby_bear::default_babybear_poseidon2_16().permute([p3_baby_bear::BabyBear::new(1); 16]));
//! ```
//!
//! | type | widths | Plonky3's constructor it replaces |
//! |---|---|---|
//! | [`Poseidon2BabyBear`] | 16, 24 | `default_babybear_poseidon2_{16,24}` |
//! | [`Poseidon2KoalaBear`] | 16, 24 | `default_koalabear_poseidon2_{16,24}` |
//! | [`Poseidon2Mersenne31`] | 16, 24 | `default_mersenne31_poseidon2_{16,24}` |
//! | [`Poseidon2Goldilocks`] | 8, 12 | `default_goldilocks_poseidon2_{8,12}` |
//!
//! **Layouts.** A packed state `[F::Packing; W]` is `W` vectors of one cell of every lane: the
//! layout zkhashes' lane kernels run on, so packed states are permuted where they lie (no
//! transposition, no copy). BabyBear and KoalaBear store the same Montgomery word (x·2³² mod
//! p) in both libraries: no conversion. Plonky3's Goldilocks may hold a word in [p, 2⁶⁴) and its
//! Mersenne-31 may hold p for zero; those are reduced in place (a compare a cell) before the
//! kernel, which writes canonical words back. Where zkhashes has no kernel for the packing's
//! lane count (e.g. 4-lane NEON vectors) the states are permuted one by one.
//!
//! **Not covered:** instances with other constants (`new_from_rng_128`, custom round
//! numbers): only the default instances, whose constants zkhashes carries and tests against
//! Plonky3's.

#![warn(missing_docs)]

use p3_field::PackedField;
use p3_symmetric::{CryptographicPermutation, Permutation};
use zkhashes::instances::poseidon2_plonky3 as inst;
use zkhashes::permutation::batch::Simd;
use zkhashes::permutation::Permutation as Kernel;

/// A Plonky3 field whose elements zkhashes' field of the same prime reads in place.
pub trait Bridge: Sized + Copy {
    /// zkhashes' element type for this field.
    type Ours: zkhashes::Field;

    /// `cells` as zkhashes' elements, the same memory: reduced in place first where Plonky3's
    /// representation allows words zkhashes' does not.
    fn view(cells: &mut [Self]) -> &mut [Self::Ours];
}

/// A slice of a `repr(transparent)` one-word field as its words.
///
/// # Safety
/// `T` must be `repr(transparent)` over `W` (a plain integer): same size, alignment and
/// validity for every value the words take while viewed.
unsafe fn words_mut<T, W>(cells: &mut [T]) -> &mut [W] {
    // SAFETY: the caller's contract: one layout; the view borrows `cells`.
    unsafe { core::slice::from_raw_parts_mut(cells.as_mut_ptr().cast::<W>(), cells.len()) }
}

/// "Plonky3 keeps its Montgomery words below p" (`MontyField31`'s invariant).
const MONTY_INVARIANT: &str = "Plonky3's MontyField31 keeps its Montgomery words below p";

impl Bridge for p3_baby_bear::BabyBear {
    type Ours = zkhashes::BabyBear;

    fn view(cells: &mut [Self]) -> &mut [zkhashes::BabyBear] {
        // SAFETY: `MontyField31` is `#[repr(transparent)]` over its `u32` Montgomery word (its
        // other field is a `PhantomData`); every `u32` below p is a valid element of it.
        let words = unsafe { words_mut::<_, u32>(cells) };
        zkhashes::BabyBear::from_mont_words_mut(words).expect(MONTY_INVARIANT)
    }
}

impl Bridge for p3_koala_bear::KoalaBear {
    type Ours = zkhashes::KoalaBear;

    fn view(cells: &mut [Self]) -> &mut [zkhashes::KoalaBear] {
        // SAFETY: as for BabyBear (the same `MontyField31`).
        let words = unsafe { words_mut::<_, u32>(cells) };
        zkhashes::KoalaBear::from_mont_words_mut(words).expect(MONTY_INVARIANT)
    }
}

impl Bridge for p3_mersenne_31::Mersenne31 {
    type Ours = zkhashes::Mersenne31;

    fn view(cells: &mut [Self]) -> &mut [zkhashes::Mersenne31] {
        // SAFETY: `Mersenne31` is `#[repr(transparent)]` over a `u32` of at most 31 bits; the
        // words written below are canonical, so below 2³¹.
        let words = unsafe { words_mut::<_, u32>(cells) };
        let p = zkhashes::Mersenne31::P;
        for w in words.iter_mut() {
            // Plonky3 may hold p for zero.
            *w = if *w == p { 0 } else { *w };
        }
        zkhashes::Mersenne31::from_words_mut(words).expect("31-bit words below p after reduction")
    }
}

impl Bridge for p3_goldilocks::Goldilocks {
    type Ours = zkhashes::Goldilocks;

    fn view(cells: &mut [Self]) -> &mut [zkhashes::Goldilocks] {
        // SAFETY: `Goldilocks` is `#[repr(transparent)]` over a `u64` ("not necessarily
        // canonical": every `u64` is valid).
        let words = unsafe { words_mut::<_, u64>(cells) };
        const P: u64 = 0xffff_ffff_0000_0001;
        for w in words.iter_mut() {
            *w = if *w >= P { *w - P } else { *w };
        }
        zkhashes::Goldilocks::from_words_mut(words).expect("words below p after reduction")
    }
}

/// Permutes groups of `lanes` states held cell by cell (cell i of state l of a group at
/// i·lanes + l) with `kernel`: on zkhashes' lane kernels where this CPU has one for `lanes`
/// (the widest first, then AVX2's 8 lanes for Plonky3's AVX2 packing on an AVX-512 CPU), else
/// state by state.
fn permute_cells<B, K, const W: usize>(kernel: &K, cells: &mut [B], lanes: usize)
where
    B: Bridge,
    K: Kernel<B::Ours, W>,
{
    assert!(
        lanes > 0 && cells.len().is_multiple_of(W * lanes),
        "whole groups of `lanes` states"
    );
    let cells = B::view(cells);
    if lanes == 1 {
        for one in cells.chunks_exact_mut(W) {
            kernel.permute_mut(one.try_into().expect("W cells"));
        }
        return;
    }
    if [Simd::best(), Simd::Avx2]
        .into_iter()
        .any(|level| kernel.permute_packed_cells_at(cells, lanes, level))
    {
        return;
    }
    for group in cells.chunks_exact_mut(W * lanes) {
        for l in 0..lanes {
            let mut one: [B::Ours; W] = core::array::from_fn(|i| group[i * lanes + l]);
            kernel.permute_mut(&mut one);
            for (i, v) in one.into_iter().enumerate() {
                group[i * lanes + l] = v;
            }
        }
    }
}

/// The `W · P::WIDTH` cells of a packed state, in place.
fn cells_of<P: PackedField, const W: usize>(state: &mut [P; W]) -> &mut [P::Scalar] {
    // SAFETY: `PackedField`'s contract: `P` is castable to `[P::Scalar; P::WIDTH]`, so `W` of
    // them are `W · WIDTH` scalars in a row (cell i of lane l at i·WIDTH + l); the view
    // borrows `state`.
    unsafe { core::slice::from_raw_parts_mut(state.as_mut_ptr().cast::<P::Scalar>(), W * P::WIDTH) }
}

macro_rules! adapter {
    ($(#[$doc:meta])* $name:ident, $field:ty, $($w:literal => $inst:ident, $ctor:ident;)+) => {
        $(#[$doc])*
        ///
        /// A unit type (the constants are zkhashes' own, built once per process); `W` is the
        /// width.
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        pub struct $name<const W: usize>;

        $(
            impl<P: PackedField<Scalar = $field>> Permutation<[P; $w]> for $name<$w> {
                #[inline]
                fn permute_mut(&self, state: &mut [P; $w]) {
                    self.permute_lanes(cells_of(state), P::WIDTH);
                }
            }

            impl<P: PackedField<Scalar = $field>> CryptographicPermutation<[P; $w]> for $name<$w> {}

            impl $name<$w> {
                /// Permutes groups of `lanes` states held cell by cell — cell `i` of state `l`
                /// of a group at `i·lanes + l`, the layout of `[F::Packing; W]` for any lane
                /// count — in place (what the `Permutation` implementations run on).
                ///
                /// # Panics
                /// If `lanes` is 0 or `cells` is not whole groups of `W · lanes` cells.
                pub fn permute_lanes(&self, cells: &mut [$field], lanes: usize) {
                    permute_cells::<_, _, $w>(inst::$inst(), cells, lanes);
                }
            }

            #[doc = concat!("Plonky3's `", stringify!($ctor), "` on zkhashes' kernels.")]
            pub fn $ctor() -> $name<$w> {
                $name
            }
        )+
    };
}

adapter!(
    /// Plonky3's default Poseidon2 over BabyBear (α = 7), widths 16 and 24.
    Poseidon2BabyBear, p3_baby_bear::BabyBear,
    16 => babybear_w16, default_babybear_poseidon2_16;
    24 => babybear_w24, default_babybear_poseidon2_24;
);
adapter!(
    /// Plonky3's default Poseidon2 over KoalaBear (α = 3), widths 16 and 24.
    Poseidon2KoalaBear, p3_koala_bear::KoalaBear,
    16 => koalabear_w16, default_koalabear_poseidon2_16;
    24 => koalabear_w24, default_koalabear_poseidon2_24;
);
adapter!(
    /// Plonky3's default Poseidon2 over Mersenne-31 (α = 5), widths 16 and 24.
    Poseidon2Mersenne31, p3_mersenne_31::Mersenne31,
    16 => mersenne31_w16, default_mersenne31_poseidon2_16;
    24 => mersenne31_w24, default_mersenne31_poseidon2_24;
);
adapter!(
    /// Plonky3's default Poseidon2 over Goldilocks (α = 7), widths 8 and 12.
    Poseidon2Goldilocks, p3_goldilocks::Goldilocks,
    8 => goldilocks_w8, default_goldilocks_poseidon2_8;
    12 => goldilocks_w12, default_goldilocks_poseidon2_12;
);
