//! The Goldilocks Poseidon2 kernel (`permutation::poseidon2::kernels::goldilocks`)
//! against the generic engine it replaces: every HorizenLabs and Plonky3
//! Goldilocks instance and run-time instances of widths 8..24 with chosen
//! diagonals, on random states and on states of extreme values, through
//! `permute_mut` (what the CPU selects) and through the portable and
//! AVX-512 builds directly.

use proptest::prelude::*;
use zkhashes::instances::{poseidon2_horizen as hl, poseidon2_plonky3 as p3};
use zkhashes::permutation::poseidon2::kernels::goldilocks::{self as kernel, Constants};
use zkhashes::permutation::poseidon2::{
    InternalMatrix, Poseidon2, Small, SmallDiagonal, SmallEntries, SmallTable, M4,
};
use zkhashes::permutation::Permutation;
use zkhashes::{Field, Goldilocks as F};

const P: u64 = 0xffff_ffff_0000_0001;

/// The kernel's builds and the dispatching `permute_mut` agree with the
/// generic engine on `state`.
fn check<const T: usize, M: InternalMatrix<F, T>>(p: &Poseidon2<F, T, M>, state: [F; T]) {
    let mut want = state;
    p.permute_generic_mut(&mut want);
    assert_eq!(p.permute(state), want, "permute_mut, width {T}");
    let diag = p.internal_diagonal();
    let c = Constants {
        m4: p.m4(),
        initial: p.initial_constants(),
        internal: p.internal_constants(),
        terminal: p.terminal_constants(),
        diag: &diag,
    };
    let mut got = state;
    kernel::permute_portable::<T, M::Table>(&c, &mut got);
    assert_eq!(got, want, "portable kernel, width {T}");
    #[cfg(target_arch = "x86_64")]
    if zkhashes::field::goldilocks::avx512::available() {
        let mut got = state;
        // SAFETY: the CPU has AVX-512F, AVX-512VL and BMI2 (checked just
        // above).
        unsafe { kernel::permute_avx512::<T, M::Table>(&c, &mut got) };
        assert_eq!(got, want, "AVX-512 kernel, width {T}");
    }
}

fn elements<const T: usize>(words: &[u64]) -> [F; T] {
    core::array::from_fn(|i| F::from_u64_reduced(words[i % words.len()]))
}

/// A diagonal that takes every path of the kernel: entries 1, 2, 3·2ᵉ,
/// their negatives, fractions and a full-size value.
#[derive(Clone, Copy, Debug, Default)]
struct Mixed24;
impl SmallEntries<24> for Mixed24 {
    const ENTRIES: [Small; 24] = {
        let p = Small::pow2;
        let t = Small::three_pow2;
        [
            p(0).neg(),
            p(0),
            p(1),
            t(0),
            t(3),
            p(8),
            p(9),
            p(-1),
            p(-32),
            p(-63),
            p(0).neg(),
            p(1).neg(),
            t(0).neg(),
            t(8).neg(),
            p(8).neg(),
            p(20).neg(),
            p(-1).neg(),
            p(-33).neg(),
            t(-5),
            t(-5).neg(),
            p(2),
            p(3).neg(),
            t(2),
            p(4),
        ]
    };
}

fn mixed24() -> Poseidon2<F, 24, SmallDiagonal<Mixed24>> {
    Poseidon2::plonky3(7, 8, 22, SmallDiagonal::new()).unwrap()
}

/// A run-time (dense) instance of width `T` with diagonal d_i = `diag(i)`.
fn dense<const T: usize>(diag: impl Fn(usize) -> F) -> Poseidon2<F, T> {
    Poseidon2::horizen(7, 8, 22, core::array::from_fn(diag)).unwrap()
}

#[test]
fn table_of_mixed_entries_is_what_the_kernel_reads() {
    let want: [F; 24] = Mixed24::ENTRIES.map(Small::value);
    let got: [F; 24] = InternalMatrix::<F, 24>::diagonal(&SmallDiagonal::<Mixed24>::new());
    assert_eq!(got, want);
    assert_eq!(
        <SmallDiagonal<Mixed24> as InternalMatrix<F, 24>>::Table::ENTRIES,
        Some(Mixed24::ENTRIES)
    );
}

#[test]
fn extreme_states() {
    let patterns: [&[u64]; 5] = [&[0], &[P - 1], &[1], &[P - 1, 0], &[P - 1, 1, P - 2, 0]];
    let dense8 = dense::<8>(|i| F::from_u64_reduced(P - 1 - i as u64));
    let dense20 = dense::<20>(|i| F::from_u64(i as u64 % 3));
    for words in patterns {
        check(p3::goldilocks_w8(), elements(words));
        check(p3::goldilocks_w12(), elements(words));
        check(p3::goldilocks_w16(), elements(words));
        check(hl::goldilocks_t8(), elements(words));
        check(hl::goldilocks_t12(), elements(words));
        check(hl::goldilocks_t16(), elements(words));
        check(hl::goldilocks_t20(), elements(words));
        check(&mixed24(), elements(words));
        check(&dense8, elements(words));
        check(&dense20, elements(words));
    }
}

#[test]
fn other_instances_keep_the_generic_engine() {
    // x^11 is not the kernel's S-box: `permute_mut` must not take it.
    assert!(!kernel::supports(8, 11));
    assert!(!kernel::supports(4, 7));
    let p: Poseidon2<F, 8> = Poseidon2::horizen(11, 8, 22, [F::from_u64(3); 8]).unwrap();
    let x = elements::<8>(&[5, 6, 7]);
    let mut want = x;
    p.permute_generic_mut(&mut want);
    assert_eq!(p.permute(x), want);
    let p4 = Poseidon2::<F, 4, _>::with_matrix(
        7,
        M4::Plonky3,
        vec![[F::ONE; 4]; 4],
        vec![F::ONE; 22],
        vec![[F::ONE; 4]; 4],
        zkhashes::permutation::poseidon2::DenseDiagonal::new([F::from_u64(2); 4]),
    )
    .unwrap();
    let y = elements::<4>(&[9]);
    let mut want = y;
    p4.permute_generic_mut(&mut want);
    assert_eq!(p4.permute(y), want);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn plonky3_instances(words in prop::collection::vec(any::<u64>(), 16)) {
        check(p3::goldilocks_w8(), elements(&words));
        check(p3::goldilocks_w12(), elements(&words));
        check(p3::goldilocks_w16(), elements(&words));
    }

    #[test]
    fn horizen_instances(words in prop::collection::vec(any::<u64>(), 20)) {
        check(hl::goldilocks_t8(), elements(&words));
        check(hl::goldilocks_t12(), elements(&words));
        check(hl::goldilocks_t16(), elements(&words));
        check(hl::goldilocks_t20(), elements(&words));
    }

    #[test]
    fn run_time_instances(words in prop::collection::vec(any::<u64>(), 24), d in any::<u64>()) {
        check(&mixed24(), elements(&words));
        check(&dense::<12>(|i| F::from_u64_reduced(d.rotate_left(i as u32))), elements(&words));
        check(&dense::<24>(|i| F::from_u64_reduced(d ^ i as u64)), elements(&words));
    }
}
