//! Plonky3's default Poseidon2 instances (p3-goldilocks, p3-baby-bear,
//! p3-koala-bear, p3-mersenne-31 0.8) and its two hash constructions over
//! them.
//!
//! | field      | widths     | S-box | R_F | R_P            |
//! |------------|------------|-------|-----|----------------|
//! | Goldilocks | 8, 12, 16  | x⁷    | 8   | 22             |
//! | BabyBear   | 16, 24, 32 | x⁷    | 8   | 13, 21, 30     |
//! | KoalaBear  | 16, 24, 32 | x³    | 8   | 20, 23, 31     |
//! | Mersenne31 | 16, 24, 32 | x⁵    | 8   | 14, 22, 30     |
//!
//! Round constants: the Grain draws of HorizenLabs' script (for Goldilocks
//! and BabyBear at widths up to 24 the very tables of
//! [`crate::constants::poseidon2_horizen`], for KoalaBear, Mersenne31 and
//! every width 32 [`crate::constants::poseidon2_plonky3`]). Width 32 is in
//! p3 0.8 and 0.9 (`default_*_poseidon2_32`), as its known answers are.
//! External matrix: M₄ = circ(2, 3, 1, 1). Internal matrix: J + diag(d)
//! with Plonky3's small diagonals (entries −2, 1, 2, 1/2, 3, 4, ±1/2ᵏ, 2ᵏ),
//! applied by shifts with no product ([`SmallDiagonal`]). Not
//! bit-compatible with HorizenLabs' instances of the same width (Plonky3
//! issue #662): the matrices differ.
//!
//! Hashing: [`sponge`] is `PaddingFreeSponge<_, T, T − D, D>` and
//! [`compress`] `TruncatedPermutation<_, 2, D, T>`, with the digest length
//! D = 4 over Goldilocks and 8 over the 31-bit fields ([`DIGEST_GOLDILOCKS`],
//! [`DIGEST_31`]).

use crate::constants::{poseidon2_horizen as hl, poseidon2_plonky3 as p3};
use crate::error::Error;
use crate::field::{BabyBear, Field, Goldilocks, KoalaBear, Mersenne31, PrimeField};
use crate::instances::poseidon2_horizen::from_tables;
use crate::permutation::poseidon2::{Poseidon2, Small, SmallDiagonal, SmallEntries, M4};
use crate::permutation::sponge::{self as layouts, Absorb, SpongeLayout};
use crate::permutation::Permutation;
use alloc::boxed::Box;
use once_cell::race::OnceBox;

/// Digest length (field elements) over Goldilocks.
pub const DIGEST_GOLDILOCKS: usize = 4;
/// Digest length (field elements) over BabyBear, KoalaBear and Mersenne31.
pub const DIGEST_31: usize = 8;

/// A Plonky3 instance: Poseidon2 with the compile-time diagonal `D`.
pub type Plonky3<F, const T: usize, D> = Poseidon2<F, T, SmallDiagonal<D>>;

const fn p(e: i8) -> Small {
    Small::pow2(e)
}
const fn n(e: i8) -> Small {
    Small::pow2(e).neg()
}
const THREE: Small = Small::three_pow2(0);
const MINUS_THREE: Small = Small::three_pow2(0).neg();

macro_rules! diagonal {
    ($(#[$doc:meta])* $name:ident, $t:literal, alpha $alpha:literal, [$($e:expr),* $(,)?]) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        pub struct $name;
        impl SmallEntries<$t> for $name {
            const ENTRIES: [Small; $t] = [$($e),*];
            const ALPHA: Option<u64> = Some($alpha);
        }
    };
}

diagonal!(
    /// Goldilocks w8: [−2, 1, 2, 1/2, 3, −1/2, −3, −4].
    GoldilocksW8, 8, alpha 7, [n(1), p(0), p(1), p(-1), THREE, n(-1), MINUS_THREE, n(2)]
);
diagonal!(
    /// Goldilocks w12: [−2, 1, 2, 1/2, 3, 4, −1/2, −3, −4, 1/2², −1/2², 1/2³].
    GoldilocksW12, 12, alpha 7,
    [n(1), p(0), p(1), p(-1), THREE, p(2), n(-1), MINUS_THREE, n(2), p(-2), n(-2), p(-3)]
);
diagonal!(
    /// Goldilocks w16: [−2, 1, 2, 1/2, 3, 4, −1/2, −3, −4, 1/2³, 1/2⁴, 1/2⁵,
    /// −1/2³, −1/2⁴, −1/2⁵, 1/2³²].
    GoldilocksW16, 16, alpha 7,
    [n(1), p(0), p(1), p(-1), THREE, p(2), n(-1), MINUS_THREE, n(2),
     p(-3), p(-4), p(-5), n(-3), n(-4), n(-5), p(-32)]
);
diagonal!(
    /// BabyBear w16: [−2, 1, 2, 1/2, 3, 4, −1/2, −3, −4, 1/2⁸, 1/4, 1/8,
    /// 1/2²⁷, −1/2⁸, −1/16, −1/2²⁷].
    BabyBearW16, 16, alpha 7,
    [n(1), p(0), p(1), p(-1), THREE, p(2), n(-1), MINUS_THREE, n(2),
     p(-8), p(-2), p(-3), p(-27), n(-8), n(-4), n(-27)]
);
diagonal!(
    /// BabyBear w24: [−2, 1, 2, 1/2, 3, 4, −1/2, −3, −4, 1/2⁸, 1/4, 1/8, 1/16,
    /// 1/2⁷, 1/2⁹, 1/2²⁷, −1/2⁸, −1/4, −1/8, −1/16, −1/32, −1/64, −1/2⁷, −1/2²⁷].
    BabyBearW24, 24, alpha 7,
    [n(1), p(0), p(1), p(-1), THREE, p(2), n(-1), MINUS_THREE, n(2),
     p(-8), p(-2), p(-3), p(-4), p(-7), p(-9), p(-27),
     n(-8), n(-2), n(-3), n(-4), n(-5), n(-6), n(-7), n(-27)]
);
diagonal!(
    /// KoalaBear w16: [−2, 1, 2, 1/2, 3, 4, −1/2, −3, −4, 1/2⁸, 1/8, 1/2²⁴,
    /// −1/2⁸, −1/8, −1/16, −1/2²⁴].
    KoalaBearW16, 16, alpha 3,
    [n(1), p(0), p(1), p(-1), THREE, p(2), n(-1), MINUS_THREE, n(2),
     p(-8), p(-3), p(-24), n(-8), n(-3), n(-4), n(-24)]
);
diagonal!(
    /// KoalaBear w24: [−2, 1, 2, 1/2, 3, 4, −1/2, −3, −4, 1/2⁸, 1/4, 1/8, 1/16,
    /// 1/32, 1/64, 1/2²⁴, −1/2⁸, −1/8, −1/16, −1/32, −1/64, −1/2⁷, −1/2⁹, −1/2²⁴].
    KoalaBearW24, 24, alpha 3,
    [n(1), p(0), p(1), p(-1), THREE, p(2), n(-1), MINUS_THREE, n(2),
     p(-8), p(-2), p(-3), p(-4), p(-5), p(-6), p(-24),
     n(-8), n(-3), n(-4), n(-5), n(-6), n(-7), n(-9), n(-24)]
);
diagonal!(
    /// Mersenne31 w16: [−2, 2⁰, 2¹, …, 2⁸, 2¹⁰, 2¹², 2¹³, 2¹⁴, 2¹⁵, 2¹⁶].
    Mersenne31W16, 16, alpha 5,
    [n(1), p(0), p(1), p(2), p(3), p(4), p(5), p(6), p(7), p(8),
     p(10), p(12), p(13), p(14), p(15), p(16)]
);
diagonal!(
    /// Mersenne31 w24: [−2, 2⁰, 2¹, …, 2²²].
    Mersenne31W24, 24, alpha 5,
    [n(1), p(0), p(1), p(2), p(3), p(4), p(5), p(6), p(7), p(8), p(9), p(10),
     p(11), p(12), p(13), p(14), p(15), p(16), p(17), p(18), p(19), p(20), p(21), p(22)]
);

diagonal!(
    /// BabyBear w32: [−2, 1, 2, 1/2, 3, 4, −1/2, −3, −4, 1/2⁸, 1/4, 1/8, 1/16,
    /// 1/32, 1/64, 1/2⁷, 1/2⁹, 1/2¹⁰, 1/2¹², 1/2²⁷, −1/2⁸, −1/4, −1/8, −1/16,
    /// −1/32, −1/64, −1/2⁷, −1/2⁹, −1/2¹⁰, −1/2¹², −1/2¹⁴, −1/2²⁷].
    BabyBearW32, 32, alpha 7,
    [n(1), p(0), p(1), p(-1), THREE, p(2), n(-1), MINUS_THREE, n(2),
     p(-8), p(-2), p(-3), p(-4), p(-5), p(-6), p(-7), p(-9), p(-10), p(-12), p(-27),
     n(-8), n(-2), n(-3), n(-4), n(-5), n(-6), n(-7), n(-9), n(-10), n(-12), n(-14), n(-27)]
);
diagonal!(
    /// KoalaBear w32: [−2, 1, 2, 1/2, 3, 4, −1/2, −3, −4, 1/2⁸, 1/4, 1/8, 1/16,
    /// 1/32, 1/64, 1/2¹⁰, 1/2¹², 1/2¹⁴, 1/2¹⁶, 1/2²⁴, −1/2⁸, −1/8, −1/16, −1/32,
    /// −1/64, −1/2⁷, −1/2⁹, −1/2¹⁰, −1/2¹², −1/2¹⁴, −1/2¹⁶, −1/2²⁴].
    KoalaBearW32, 32, alpha 3,
    [n(1), p(0), p(1), p(-1), THREE, p(2), n(-1), MINUS_THREE, n(2),
     p(-8), p(-2), p(-3), p(-4), p(-5), p(-6), p(-10), p(-12), p(-14), p(-16), p(-24),
     n(-8), n(-3), n(-4), n(-5), n(-6), n(-7), n(-9), n(-10), n(-12), n(-14), n(-16), n(-24)]
);
diagonal!(
    /// Mersenne31 w32: [−2, 2⁰, 2¹, …, 2³⁰].
    Mersenne31W32, 32, alpha 5,
    [n(1), p(0), p(1), p(2), p(3), p(4), p(5), p(6), p(7), p(8), p(9), p(10),
     p(11), p(12), p(13), p(14), p(15), p(16), p(17), p(18), p(19), p(20), p(21), p(22),
     p(23), p(24), p(25), p(26), p(27), p(28), p(29), p(30)]
);

/// A Plonky3 instance from its tables.
fn build<F: PrimeField, V: Copy, D: SmallEntries<T>, const T: usize>(
    alpha: u64,
    conv: fn(V) -> F,
    initial: &[[V; T]],
    internal: &[V],
    terminal: &[[V; T]],
) -> Plonky3<F, T, D> {
    let tables = (initial, internal, terminal);
    from_tables(alpha, M4::Plonky3, conv, tables, SmallDiagonal::new())
}

fn gl(v: u64) -> Goldilocks {
    Goldilocks::new(v).expect("canonical table value")
}
fn bb(v: u32) -> BabyBear {
    BabyBear::new(v).expect("canonical table value")
}
fn kb(v: u32) -> KoalaBear {
    KoalaBear::new(v).expect("canonical table value")
}
fn m31(v: u32) -> Mersenne31 {
    Mersenne31::new(v).expect("canonical table value")
}

macro_rules! instance {
    ($(#[$doc:meta])* $fn:ident, $field:ty, $t:literal, $diag:ty, $alpha:literal, $conv:ident,
     $tables:ident :: $init:ident, $int:ident, $term:ident) => {
        $(#[$doc])*
        pub fn $fn() -> &'static Plonky3<$field, $t, $diag> {
            static P: OnceBox<Plonky3<$field, $t, $diag>> = OnceBox::new();
            P.get_or_init(|| {
                Box::new(build($alpha, $conv, &$tables::$init, &$tables::$int, &$tables::$term))
            })
        }
    };
}

instance!(
    /// Goldilocks, width 8 (`default_goldilocks_poseidon2_8`).
    goldilocks_w8, Goldilocks, 8, GoldilocksW8, 7, gl,
    hl::GOLDILOCKS_T8_INITIAL, GOLDILOCKS_T8_INTERNAL, GOLDILOCKS_T8_TERMINAL
);
instance!(
    /// Goldilocks, width 12 (`default_goldilocks_poseidon2_12`).
    goldilocks_w12, Goldilocks, 12, GoldilocksW12, 7, gl,
    hl::GOLDILOCKS_T12_INITIAL, GOLDILOCKS_T12_INTERNAL, GOLDILOCKS_T12_TERMINAL
);
instance!(
    /// Goldilocks, width 16 (`default_goldilocks_poseidon2_16`).
    goldilocks_w16, Goldilocks, 16, GoldilocksW16, 7, gl,
    hl::GOLDILOCKS_T16_INITIAL, GOLDILOCKS_T16_INTERNAL, GOLDILOCKS_T16_TERMINAL
);
instance!(
    /// BabyBear, width 16 (`default_babybear_poseidon2_16`).
    babybear_w16, BabyBear, 16, BabyBearW16, 7, bb,
    hl::BABYBEAR_T16_INITIAL, BABYBEAR_T16_INTERNAL, BABYBEAR_T16_TERMINAL
);
instance!(
    /// BabyBear, width 24 (`default_babybear_poseidon2_24`).
    babybear_w24, BabyBear, 24, BabyBearW24, 7, bb,
    hl::BABYBEAR_T24_INITIAL, BABYBEAR_T24_INTERNAL, BABYBEAR_T24_TERMINAL
);
instance!(
    /// KoalaBear, width 16 (`default_koalabear_poseidon2_16`).
    koalabear_w16, KoalaBear, 16, KoalaBearW16, 3, kb,
    p3::KOALABEAR_W16_INITIAL, KOALABEAR_W16_INTERNAL, KOALABEAR_W16_TERMINAL
);
instance!(
    /// KoalaBear, width 24 (`default_koalabear_poseidon2_24`).
    koalabear_w24, KoalaBear, 24, KoalaBearW24, 3, kb,
    p3::KOALABEAR_W24_INITIAL, KOALABEAR_W24_INTERNAL, KOALABEAR_W24_TERMINAL
);
instance!(
    /// Mersenne31, width 16 (`default_mersenne31_poseidon2_16`).
    mersenne31_w16, Mersenne31, 16, Mersenne31W16, 5, m31,
    p3::MERSENNE31_W16_INITIAL, MERSENNE31_W16_INTERNAL, MERSENNE31_W16_TERMINAL
);
instance!(
    /// Mersenne31, width 24 (`default_mersenne31_poseidon2_24`).
    mersenne31_w24, Mersenne31, 24, Mersenne31W24, 5, m31,
    p3::MERSENNE31_W24_INITIAL, MERSENNE31_W24_INTERNAL, MERSENNE31_W24_TERMINAL
);
instance!(
    /// BabyBear, width 32 (`default_babybear_poseidon2_32`).
    babybear_w32, BabyBear, 32, BabyBearW32, 7, bb,
    p3::BABYBEAR_W32_INITIAL, BABYBEAR_W32_INTERNAL, BABYBEAR_W32_TERMINAL
);
instance!(
    /// KoalaBear, width 32 (`default_koalabear_poseidon2_32`).
    koalabear_w32, KoalaBear, 32, KoalaBearW32, 3, kb,
    p3::KOALABEAR_W32_INITIAL, KOALABEAR_W32_INTERNAL, KOALABEAR_W32_TERMINAL
);
instance!(
    /// Mersenne31, width 32 (`default_mersenne31_poseidon2_32`).
    mersenne31_w32, Mersenne31, 32, Mersenne31W32, 5, m31,
    p3::MERSENNE31_W32_INITIAL, MERSENNE31_W32_INTERNAL, MERSENNE31_W32_TERMINAL
);

/// Plonky3's `PaddingFreeSponge<perm, T, T − D, D>` (`D` = digest length):
/// from the all-zero state, each block of T − D inputs overwrites
/// `state[0..len]` and is permuted (a short last block keeps the rest of
/// the state); the digest is `state[0..D]`. No padding: the empty input
/// hashes to zeros, and inputs that differ by trailing zeros within the
/// last block collide (Plonky3 uses it for fixed-length inputs).
pub fn sponge<F: Field, P: Permutation<F, T>, const T: usize, const D: usize>(
    perm: &P,
    inputs: &[F],
) -> [F; D] {
    const { assert!(D > 0 && D < T) };
    let mut state = [F::ZERO; T];
    for block in inputs.chunks(T - D) {
        state[..block.len()].copy_from_slice(block);
        perm.permute_mut(&mut state);
    }
    core::array::from_fn(|i| state[i])
}

/// Plonky3's `TruncatedPermutation<perm, 2, D, T>`: the first D elements of
/// perm([left, right, 0, …]).
pub fn compress<F: Field, P: Permutation<F, T>, const T: usize, const D: usize>(
    perm: &P,
    left: &[F; D],
    right: &[F; D],
) -> [F; D] {
    const { assert!(2 * D <= T) };
    let mut state = [F::ZERO; T];
    state[..D].copy_from_slice(left);
    state[D..2 * D].copy_from_slice(right);
    perm.permute_mut(&mut state);
    core::array::from_fn(|i| state[i])
}

/// Plonky3's `PaddingFreeSponge<perm, T, T − D, D>` as a [`SpongeLayout`]
/// (for [`sponge_many`](crate::permutation::sponge::sponge_many)).
pub fn sponge_layout<F: Field, const T: usize, const D: usize>() -> SpongeLayout<F, T> {
    const { assert!(D > 0 && D < T) };
    SpongeLayout {
        init: SpongeLayout::zeros,
        rate_start: 0,
        rate: T - D,
        absorb: Absorb::Overwrite,
        digest_start: 0,
    }
}

/// Plonky3's `TruncatedPermutation<perm, 2, D, T>` as a one-block
/// [`SpongeLayout`] of rate 2·D: a message is the pair, left then right.
pub fn compress_layout<F: Field, const T: usize, const D: usize>() -> SpongeLayout<F, T> {
    const { assert!(D > 0 && 2 * D <= T) };
    SpongeLayout {
        init: SpongeLayout::zeros,
        rate_start: 0,
        rate: 2 * D,
        absorb: Absorb::Overwrite,
        digest_start: 0,
    }
}

/// [`compress`] of many pairs: `out[i]` = compress(`pairs[i]`), on SIMD
/// lanes and (with the `parallel` feature, from
/// [`PARALLEL_MIN`](crate::permutation::batch::PARALLEL_MIN) pairs) every core. `out` must be as long as
/// `pairs`.
pub fn compress_many<F: Field, P: Permutation<F, T> + Sync, const T: usize, const D: usize>(
    perm: &P,
    pairs: &[[[F; D]; 2]],
    out: &mut [[F; D]],
) {
    assert_eq!(pairs.len(), out.len(), "one digest per pair");
    let layout = compress_layout::<F, T, D>();
    layouts::sponge_many(
        perm,
        &layout,
        pairs.as_flattened().as_flattened(),
        2 * D,
        out,
    );
}

/// [`sponge`] of many messages of one length `len`, stored one after the
/// other in `inputs` (`len · out.len()` elements): `out[i]` = sponge of
/// message `i`, on SIMD lanes and every core as [`compress_many`].
pub fn sponge_many<F: Field, P: Permutation<F, T> + Sync, const T: usize, const D: usize>(
    perm: &P,
    inputs: &[F],
    len: usize,
    out: &mut [[F; D]],
) {
    layouts::sponge_many(perm, &sponge_layout::<F, T, D>(), inputs, len, out);
}

/// [`compress`] of `2·D` inputs given as one slice (left then right):
/// [`Error::WrongArity`] for any other length.
pub fn compress_slice<F: Field, P: Permutation<F, T>, const T: usize, const D: usize>(
    perm: &P,
    inputs: &[F],
) -> Result<[F; D], Error> {
    if inputs.len() != 2 * D {
        return Err(Error::WrongArity {
            min: 2 * D,
            max: 2 * D,
            got: inputs.len(),
        });
    }
    let left: [F; D] = core::array::from_fn(|i| inputs[i]);
    let right: [F; D] = core::array::from_fn(|i| inputs[D + i]);
    Ok(compress(perm, &left, &right))
}

#[cfg(test)]
pub(crate) mod compact_rounds {
    use super::super::poseidon2_horizen as horizen;
    use super::*;
    use crate::permutation::poseidon2::InternalMatrix;

    /// `permute_compact` against the engine on eight pseudo-random states of `p`
    /// (also run on gnark's instances, from their own module).
    pub(crate) fn check<F: Field, const T: usize, M: InternalMatrix<F, T>>(p: &Poseidon2<F, T, M>) {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..8 {
            let state: [F; T] = core::array::from_fn(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                F::from_u64(x)
            });
            let mut want = state;
            p.permute_generic_mut(&mut want);
            let mut got = state;
            p.permute_compact(&mut got);
            assert_eq!(got, want, "width {T}, {:?}", p.m4());
        }
    }

    /// The run-time-width routine of `compact` builds (the npm entry
    /// `zkhashes/small-fields`) against the engine, on every Poseidon2
    /// instance of the registry.
    #[test]
    fn agrees_with_the_engine_on_every_instance() {
        check(horizen::bn254_t3());
        check(horizen::goldilocks_t8());
        check(horizen::goldilocks_t12());
        check(horizen::goldilocks_t16());
        check(horizen::goldilocks_t20());
        check(horizen::babybear_t16());
        check(horizen::babybear_t24());
        check(goldilocks_w8());
        check(goldilocks_w12());
        check(goldilocks_w16());
        check(babybear_w16());
        check(babybear_w24());
        check(koalabear_w16());
        check(koalabear_w24());
        check(mersenne31_w16());
        check(mersenne31_w24());
    }
}
