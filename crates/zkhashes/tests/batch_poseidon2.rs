//! `permute_many` of the Poseidon2 instances against the scalar
//! permutation: every SIMD level this CPU runs, forced one at a time
//! (so an AVX-512 machine also runs the AVX2 and portable paths), on every
//! length 0..=3·16+1 and on 10,000 states, with extreme cells (0, 1, p − 1)
//! among the pseudo-random ones; and the threaded `permute_many`.

use crate::common;

use zkhashes::instances::{poseidon2_horizen as hl, poseidon2_plonky3 as p3};
use zkhashes::permutation::batch::Simd;
use zkhashes::permutation::poseidon2::{InternalMatrix, Poseidon2};
use zkhashes::permutation::Permutation;
use zkhashes::PrimeField;

fn check<F: PrimeField, const T: usize, M: InternalMatrix<F, T>>(
    p: &Poseidon2<F, T, M>,
    name: &str,
) {
    let lengths = (0..=3 * 16 + 1).chain([10_000]);
    for n in lengths {
        let input = common::extreme_states::<F, T>(n, 0x9e37_79b9_7f4a_7c15 ^ n as u64);
        let want: Vec<[F; T]> = input.iter().map(|s| p.permute(*s)).collect();
        common::batch_forms_match(
            name,
            p,
            &input,
            &want,
            |s, level| p.permute_many_at(s, level),
            |level| level == Simd::Portable || !level.available() || !has_lanes::<F>(level),
        );
    }
}

/// Whether `F` has a batch kernel at `level` on x86-64.
fn has_lanes<F: 'static>(level: Simd) -> bool {
    use core::any::TypeId;
    let f = TypeId::of::<F>();
    let monty31 = [
        TypeId::of::<zkhashes::BabyBear>(),
        TypeId::of::<zkhashes::KoalaBear>(),
        TypeId::of::<zkhashes::Mersenne31>(),
    ];
    #[cfg(target_arch = "x86_64")]
    let ifma = zkhashes::field::ifma52::available();
    #[cfg(not(target_arch = "x86_64"))]
    let ifma = false;
    cfg!(target_arch = "x86_64")
        && (monty31.contains(&f)
            || (level == Simd::Avx512 && f == TypeId::of::<zkhashes::Goldilocks>())
            || (level == Simd::Avx512 && ifma && f == TypeId::of::<zkhashes::Bn254Fr>()))
}

#[test]
fn plonky3_babybear() {
    check(p3::babybear_w16(), "babybear w16");
    check(p3::babybear_w24(), "babybear w24");
    check(p3::babybear_w32(), "babybear w32");
}

#[test]
fn plonky3_koalabear() {
    check(p3::koalabear_w16(), "koalabear w16");
    check(p3::koalabear_w24(), "koalabear w24");
    check(p3::koalabear_w32(), "koalabear w32");
}

#[test]
fn horizen_babybear() {
    check(hl::babybear_t16(), "horizen babybear t16");
    check(hl::babybear_t24(), "horizen babybear t24");
}

#[test]
fn plonky3_goldilocks() {
    check(p3::goldilocks_w8(), "goldilocks w8");
    check(p3::goldilocks_w12(), "goldilocks w12");
    check(p3::goldilocks_w16(), "goldilocks w16");
}

#[test]
fn horizen_goldilocks() {
    check(hl::goldilocks_t8(), "horizen goldilocks t8");
    check(hl::goldilocks_t12(), "horizen goldilocks t12");
}

#[test]
fn plonky3_mersenne31() {
    check(p3::mersenne31_w16(), "mersenne31 w16");
    check(p3::mersenne31_w24(), "mersenne31 w24");
    check(p3::mersenne31_w32(), "mersenne31 w32");
}

/// HorizenLabs' (and OpenZeppelin's) BN254 t = 3 instance: on AVX-512
/// IFMA lanes where the CPU has them, else one state at a time.
#[test]
fn horizen_bn254() {
    check(hl::bn254_t3(), "horizen bn254 t3");
}

/// `permute_packed_at` (groups of `L` states cell by cell) against the
/// scalar permutation of each state, at every level this CPU runs: true
/// exactly where a kernel of the level computes the field and `L` is a
/// multiple of its lanes; then `permute_packed`, which always permutes.
fn check_packed<F: PrimeField, const T: usize, M: InternalMatrix<F, T>, const L: usize>(
    p: &Poseidon2<F, T, M>,
    name: &str,
) {
    for groups in [0usize, 1, 3] {
        let rows = common::extreme_states::<F, T>(groups * L, 0x5eed ^ (groups * L) as u64);
        let packed: Vec<[[F; L]; T]> = (0..groups)
            .map(|g| core::array::from_fn(|i| core::array::from_fn(|l| rows[g * L + l][i])))
            .collect();
        let want: Vec<[[F; L]; T]> = (0..groups)
            .map(|g| {
                let out: Vec<[F; T]> = (0..L).map(|l| p.permute(rows[g * L + l])).collect();
                core::array::from_fn(|i| core::array::from_fn(|l| out[l][i]))
            })
            .collect();
        for level in [Simd::Avx512, Simd::Avx2, Simd::Portable] {
            let lanes = match level {
                Simd::Avx512 if Poseidon2::<F, T, M>::PACKED_LANES == 8 => 8,
                Simd::Avx512 => 16,
                _ => 8,
            };
            let expect = level.available()
                && level != Simd::Portable
                && has_lanes::<F>(level)
                && L.is_multiple_of(lanes);
            let mut got = packed.clone();
            let done = p.permute_packed_at(&mut got, level);
            if groups > 0 {
                assert_eq!(done, expect, "{name} L={L} {level:?}: kernel taken");
            }
            if done {
                assert_eq!(got, want, "{name} L={L} {level:?} groups={groups}");
            } else {
                assert_eq!(
                    got, packed,
                    "{name} L={L} {level:?}: untouched when not taken"
                );
            }
        }
        let mut got = packed.clone();
        p.permute_packed(&mut got);
        assert_eq!(got, want, "{name} L={L} permute_packed groups={groups}");
    }
}

#[test]
fn packed_layout_matches_rows() {
    check_packed::<_, 16, _, 16>(p3::babybear_w16(), "babybear w16");
    check_packed::<_, 24, _, 16>(p3::babybear_w24(), "babybear w24");
    check_packed::<_, 24, _, 32>(p3::babybear_w24(), "babybear w24");
    check_packed::<_, 16, _, 8>(p3::koalabear_w16(), "koalabear w16");
    check_packed::<_, 24, _, 16>(p3::koalabear_w24(), "koalabear w24");
    check_packed::<_, 16, _, 16>(p3::mersenne31_w16(), "mersenne31 w16");
    check_packed::<_, 24, _, 4>(p3::mersenne31_w24(), "mersenne31 w24");
    check_packed::<_, 8, _, 8>(p3::goldilocks_w8(), "goldilocks w8");
    check_packed::<_, 12, _, 16>(p3::goldilocks_w12(), "goldilocks w12");
    check_packed::<_, 12, _, 3>(p3::goldilocks_w12(), "goldilocks w12");
}

/// A Plonky3 diagonal with another S-box degree than its field's (α = 11
/// over BabyBear): the lane kernels, compiled for Plonky3's α, must leave
/// it to the state-by-state path, and every form still matches `permute`.
#[test]
fn plonky3_diagonal_with_another_alpha() {
    use zkhashes::permutation::poseidon2::M4;
    let base = p3::babybear_w16();
    let other = Poseidon2::with_matrix(
        11,
        M4::Plonky3,
        base.initial_constants().to_vec(),
        base.internal_constants().to_vec(),
        base.terminal_constants().to_vec(),
        base.internal_matrix().clone(),
    )
    .expect("α = 11 is coprime to p − 1");
    check(&other, "babybear w16, α = 11");
    let state = common::extreme_states::<zkhashes::BabyBear, 16>(1, 7)[0];
    assert_ne!(other.permute(state), base.permute(state), "α is used");
}
