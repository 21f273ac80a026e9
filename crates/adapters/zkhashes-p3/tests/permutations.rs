//! The adapter's permutations against Plonky3's own default instances on random states, one
//! state at a time and on Plonky3's packed type (whatever this build packs: AVX-512, AVX2 or
//! one lane), including Goldilocks words Plonky3 holds unreduced.

use p3_field::{Field, PackedValue, PrimeField64};
use p3_symmetric::Permutation;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Random states of `W` cells through both permutations, scalar and packed.
fn agree<F, Ours, Theirs, const W: usize>(
    ours: Ours,
    theirs: Theirs,
    mut draw: impl FnMut(&mut ChaCha8Rng) -> F,
) where
    F: Field + PrimeField64,
    Ours: Permutation<[F; W]> + Permutation<[F::Packing; W]>,
    Theirs: Permutation<[F; W]> + Permutation<[F::Packing; W]>,
{
    let mut rng = ChaCha8Rng::seed_from_u64(W as u64);
    for round in 0..64 {
        let state: [F; W] = core::array::from_fn(|_| draw(&mut rng));
        let mine = Permutation::<[F; W]>::permute(&ours, state);
        let want = Permutation::<[F; W]>::permute(&theirs, state);
        assert_eq!(mine, want, "scalar, round {round}");
        let packed: [F::Packing; W] =
            core::array::from_fn(|_| F::Packing::from_fn(|_| draw(&mut rng)));
        let mine = Permutation::<[F::Packing; W]>::permute(&ours, packed);
        let want = Permutation::<[F::Packing; W]>::permute(&theirs, packed);
        for i in 0..W {
            assert_eq!(
                mine[i].as_slice(),
                want[i].as_slice(),
                "packed cell {i}, round {round}"
            );
        }
    }
}

#[test]
fn babybear() {
    use p3_baby_bear::{
        default_babybear_poseidon2_16 as p16, default_babybear_poseidon2_24 as p24, BabyBear as F,
    };
    let draw = |r: &mut ChaCha8Rng| F::new(r.gen_range(0..0x7800_0001));
    agree::<F, _, _, 16>(zkhashes_p3::default_babybear_poseidon2_16(), p16(), draw);
    agree::<F, _, _, 24>(zkhashes_p3::default_babybear_poseidon2_24(), p24(), draw);
}

#[test]
fn koalabear() {
    use p3_koala_bear::{
        default_koalabear_poseidon2_16 as p16, default_koalabear_poseidon2_24 as p24,
        KoalaBear as F,
    };
    let draw = |r: &mut ChaCha8Rng| F::new(r.gen_range(0..0x7f00_0001));
    agree::<F, _, _, 16>(zkhashes_p3::default_koalabear_poseidon2_16(), p16(), draw);
    agree::<F, _, _, 24>(zkhashes_p3::default_koalabear_poseidon2_24(), p24(), draw);
}

#[test]
fn mersenne31() {
    use p3_mersenne_31::{
        default_mersenne31_poseidon2_16 as p16, default_mersenne31_poseidon2_24 as p24,
        Mersenne31 as F,
    };
    let draw = |r: &mut ChaCha8Rng| F::new(r.gen_range(0..0x7fff_ffff));
    agree::<F, _, _, 16>(zkhashes_p3::default_mersenne31_poseidon2_16(), p16(), draw);
    agree::<F, _, _, 24>(zkhashes_p3::default_mersenne31_poseidon2_24(), p24(), draw);
}

#[test]
fn goldilocks_any_word() {
    use p3_goldilocks::{
        default_goldilocks_poseidon2_12 as p12, default_goldilocks_poseidon2_8 as p8,
        Goldilocks as F,
    };
    // Every u64 is a Plonky3 Goldilocks word; a quarter of these are ≥ p (unreduced).
    let draw = |r: &mut ChaCha8Rng| {
        if r.gen_bool(0.25) {
            F::new(0xffff_ffff_0000_0001 + r.gen_range(0..0xffff_ffffu64))
        } else {
            F::new(r.gen())
        }
    };
    agree::<F, _, _, 8>(zkhashes_p3::default_goldilocks_poseidon2_8(), p8(), draw);
    agree::<F, _, _, 12>(zkhashes_p3::default_goldilocks_poseidon2_12(), p12(), draw);
}

/// The in-place view rests on both libraries storing BabyBear and KoalaBear as the same
/// Montgomery word: checked here through Plonky3's public raw accessor.
#[test]
fn monty_words_agree() {
    use p3_field::PrimeField32;
    for v in [0u32, 1, 2, 12345, 0x7800_0000] {
        let theirs = p3_baby_bear::BabyBear::new(v);
        assert_eq!(theirs.as_canonical_u32(), v);
        assert_eq!(
            theirs.to_unique_u32(),
            zkhashes::BabyBear::new(v).unwrap().to_mont()
        );
    }
    for v in [0u32, 1, 2, 12345, 0x7f00_0000] {
        let theirs = p3_koala_bear::KoalaBear::new(v);
        assert_eq!(
            theirs.to_unique_u32(),
            zkhashes::KoalaBear::new(v).unwrap().to_mont()
        );
    }
}

/// The cell-by-cell path the packed implementations run on, at lane counts whatever this build
/// of Plonky3 packs (16: zkhashes' AVX-512 kernels; 8: its AVX2 kernels, also on an AVX-512
/// CPU; 4 and 3: state by state), against Plonky3's scalar permutation state by state.
#[test]
fn cell_major_groups_at_every_lane_count() {
    use p3_baby_bear::{default_babybear_poseidon2_24, BabyBear as F};
    use p3_goldilocks::{default_goldilocks_poseidon2_8, Goldilocks as G};
    let mut rng = ChaCha8Rng::seed_from_u64(99);
    for lanes in [16usize, 8, 4, 3, 1] {
        for groups in [1usize, 3] {
            let mut cells: Vec<F> = (0..24 * lanes * groups)
                .map(|_| F::new(rng.gen_range(0..0x7800_0001)))
                .collect();
            let mut want = cells.clone();
            for group in want.chunks_exact_mut(24 * lanes) {
                for l in 0..lanes {
                    let state: [F; 24] = core::array::from_fn(|i| group[i * lanes + l]);
                    let out = default_babybear_poseidon2_24().permute(state);
                    for i in 0..24 {
                        group[i * lanes + l] = out[i];
                    }
                }
            }
            zkhashes_p3::default_babybear_poseidon2_24().permute_lanes(&mut cells, lanes);
            assert_eq!(cells, want, "BabyBear w24, {lanes} lanes, {groups} groups");

            let mut cells: Vec<G> = (0..8 * lanes * groups).map(|_| G::new(rng.gen())).collect();
            let mut want = cells.clone();
            for group in want.chunks_exact_mut(8 * lanes) {
                for l in 0..lanes {
                    let state: [G; 8] = core::array::from_fn(|i| group[i * lanes + l]);
                    let out = default_goldilocks_poseidon2_8().permute(state);
                    for i in 0..8 {
                        group[i * lanes + l] = out[i];
                    }
                }
            }
            zkhashes_p3::default_goldilocks_poseidon2_8().permute_lanes(&mut cells, lanes);
            assert_eq!(cells, want, "Goldilocks w8, {lanes} lanes, {groups} groups");
        }
    }
}
