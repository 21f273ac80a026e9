//! The AVX-512 pieces of plonky2's kernel (`permutation::poseidon::goldilocks::avx512`)
//! against field arithmetic, on any 64-bit words (the kernel's words are
//! lazily reduced: below 2⁶⁴, congruent mod p), edges included; and the
//! whole AVX-512 build against the plain permutation on edge states. Runs
//! where the CPU has AVX-512F and VL (else there is nothing to test here;
//! `vectors_plonky2.rs` checks the other builds everywhere).
#![cfg(target_arch = "x86_64")]

use proptest::prelude::*;
use zkhashes::field::goldilocks::avx512::available;
use zkhashes::field::goldilocks::small_mds::{small_mds, small_mds_add, MdsColumns};
use zkhashes::field::goldilocks::P;
use zkhashes::instances::plonky2;
use zkhashes::permutation::poseidon::goldilocks::avx512::{
    add_sbox7, full_rounds, kappa, partial_rounds,
};
use zkhashes::{Field, Goldilocks as F};

const EDGES: [u64; 10] = [
    0,
    1,
    P - 1,
    P,
    P + 1,
    u64::MAX,
    1 << 63,
    0xffff_ffff,
    // Halves that make the sum of two cells carry out of the low word.
    0x7fff_ffff_ffff_ffff,
    0x8000_0000_ffff_ffff,
];

fn word() -> impl Strategy<Value = u64> {
    prop_oneof![any::<u64>(), proptest::sample::select(EDGES.to_vec())]
}

fn value(w: u64) -> F {
    F::from_u64_reduced(w)
}

fn matrix_product(circ: &[u64; 12], diag: &[u64; 12], s: &[u64; 12]) -> [F; 12] {
    core::array::from_fn(|i| {
        (0..12).fold(F::ZERO, |acc, j| {
            let m = circ[(j + 12 - i) % 12] + if i == j { diag[i] } else { 0 };
            acc + F::from_u64(m) * value(s[j])
        })
    })
}

#[test]
fn small_mds_folds_the_carry_of_the_low_word() {
    if !available() {
        return;
    }
    // Rows with two ones: out_i = s_i + s_{i+1}; the edge words' low halves
    // sum above 2³² and their high halves to 2³² − 1, so the recombined low
    // word carries (a case random words hit with odds near 2⁻²¹).
    let mut circ = [0u64; 12];
    circ[0] = 1;
    circ[1] = 1;
    let diag = [0u64; 12];
    let s: [u64; 12] = core::array::from_fn(|i| EDGES[8 + i % 2]);
    let mut got = s;
    // SAFETY: `available` checked AVX-512F and VL.
    unsafe { small_mds(&mut got, &MdsColumns::circulant_plus_diagonal(&circ, &diag)) };
    assert_eq!(got.map(value), matrix_product(&circ, &diag, &s));
}

#[test]
fn lane_products_fix_the_borrow_and_the_carry_of_the_reduction() {
    if !available() {
        return;
    }
    // x = m·2³² squares to m²·2⁶⁴: the low word is 0, below hi/2³² when
    // m ≥ 2¹⁶ (a borrow); ε·(m² mod 2³²) then carries unless m² ≡ 0 mod 2³²
    // (m = 2¹⁶, 2¹⁷: the borrow alone). Random words almost never borrow.
    let ms: [u64; 12] = [
        1 << 16,
        1 << 17,
        (1 << 16) + 1,
        0xffff_ffff,
        0x8000_0001,
        0x1234_5679,
        1 << 31,
        0xdead_beef,
        (1 << 16) + 3,
        0xffff_fffd,
        1,
        0,
    ];
    let s: [u64; 12] = ms.map(|m| m << 32);
    let zero = [F::ZERO; 12];
    let mut got = s;
    // SAFETY: `available` checked AVX-512F and VL.
    unsafe { add_sbox7(&mut got, &zero) };
    assert_eq!(got.map(value), s.map(|w| value(w).exp_u64(7)));
}

proptest! {
    #[test]
    fn small_mds_is_the_matrix_product(
        s in proptest::array::uniform12(word()),
        circ in proptest::array::uniform12(0u64..64),
        diag in proptest::array::uniform12(0u64..64),
        c in proptest::array::uniform12(0..P),
    ) {
        if !available() {
            return Ok(());
        }
        let cols = MdsColumns::circulant_plus_diagonal(&circ, &diag);
        let want = matrix_product(&circ, &diag, &s);
        let c = c.map(|v| F::new(v).unwrap());
        let (mut got, mut got_add) = (s, s);
        // SAFETY: `available` checked AVX-512F and VL.
        unsafe {
            small_mds(&mut got, &cols);
            small_mds_add(&mut got_add, &cols, &c);
        }
        prop_assert_eq!(got.map(value), want);
        let want_add: [F; 12] = core::array::from_fn(|i| want[i] + c[i]);
        prop_assert_eq!(got_add.map(value), want_add);
    }

    #[test]
    fn add_sbox7_is_the_seventh_power(
        s in proptest::array::uniform12(word()),
        rc in proptest::array::uniform12(0..P),
    ) {
        if !available() {
            return Ok(());
        }
        let rc = rc.map(|c| F::new(c).unwrap());
        let want: [F; 12] = core::array::from_fn(|i| (value(s[i]) + rc[i]).exp_u64(7));
        let mut got = s;
        // SAFETY: `available` checked AVX-512F and VL.
        unsafe { add_sbox7(&mut got, &rc) };
        prop_assert_eq!(got.map(value), want);
    }
}

/// Full rounds in field arithmetic: constants, x⁷, the matrix (not after
/// the last S-box layer unless `last_matrix`).
fn field_full_rounds(
    s: &[u64; 12],
    rcs: &[[F; 12]],
    circ: &[u64; 12],
    diag: &[u64; 12],
    last_matrix: bool,
) -> [F; 12] {
    let mut v = s.map(value);
    for (r, rc) in rcs.iter().enumerate() {
        v = core::array::from_fn(|i| (v[i] + rc[i]).exp_u64(7));
        if r + 1 < rcs.len() || last_matrix {
            let words = v.map(|x| x.value());
            v = matrix_product(circ, diag, &words);
        }
    }
    v
}

proptest! {
    #[test]
    fn full_rounds_are_the_rounds_in_field_arithmetic(
        s in proptest::array::uniform12(word()),
        rcs in proptest::collection::vec(proptest::array::uniform12(0..P), 1..5),
        circ in proptest::array::uniform12(0u64..64),
        diag in proptest::array::uniform12(0u64..64),
        last_matrix in any::<bool>(),
    ) {
        if !available() {
            return Ok(());
        }
        let rcs: Vec<[F; 12]> = rcs.iter().map(|r| r.map(|c| F::new(c).unwrap())).collect();
        let cols = MdsColumns::circulant_plus_diagonal(&circ, &diag);
        let want = field_full_rounds(&s, &rcs, &circ, &diag, last_matrix);
        let mut got = s;
        // SAFETY: `available` checked AVX-512F and VL.
        unsafe { full_rounds(&mut got, &rcs, &cols, last_matrix) };
        prop_assert_eq!(got.map(value), want);
    }

    #[test]
    fn partial_rounds_are_the_sparse_rounds_in_field_arithmetic(
        s in proptest::array::uniform12(word()),
        rounds in 0usize..=22,
    ) {
        if !available() {
            return Ok(());
        }
        let sp = plonky2::permutation().engine().sparse_constants();
        let (consts, rows, cols) = (
            &sp.partial_round_constants[..rounds],
            &sp.sparse_rows[..rounds],
            &sp.sparse_cols[..rounds],
        );
        let mut want = s.map(value);
        for ((c, row), col) in consts.iter().zip(rows).zip(cols) {
            let x0 = (want[0] + *c).exp_u64(7);
            want[0] = x0;
            let new0 = (0..12).fold(F::ZERO, |acc, i| acc + row[i] * want[i]);
            for i in 1..12 {
                want[i] += col[i] * x0;
            }
            want[0] = new0;
        }
        let mut got = s;
        // SAFETY: `available` checked AVX-512F and VL.
        unsafe { partial_rounds(&mut got, consts, rows, cols, &kappa(rows, cols)) };
        prop_assert_eq!(got.map(value), want);
    }
}

#[test]
fn the_avx512_build_is_the_plain_permutation_on_edge_states() {
    if !available() {
        return;
    }
    let kernel = plonky2::permutation();
    let canonical = [0, 1, 2, P - 2, P - 1, 1 << 32, (1 << 32) - 1, 1 << 63];
    let mut states: Vec<[u64; 12]> = canonical.iter().map(|&v| [v; 12]).collect();
    states.push(core::array::from_fn(|i| canonical[i % canonical.len()]));
    states.push(core::array::from_fn(|i| {
        canonical[(i * 5 + 3) % canonical.len()]
    }));
    for cells in states {
        let state = cells.map(|v| F::new(v).unwrap());
        let mut want = state;
        kernel.engine().permute_plain_mut(&mut want);
        let mut got = state;
        // SAFETY: `available` checked AVX-512F, VL and BMI2; every such CPU
        // has AVX2.
        unsafe { kernel.permute_avx512(&mut got) };
        assert_eq!(got, want, "state {cells:x?}");
        // And chained, so that the next input is whatever the last output was.
        let (mut a, mut b) = (got, want);
        for _ in 0..8 {
            // SAFETY: as above.
            unsafe { kernel.permute_avx512(&mut a) };
            kernel.engine().permute_plain_mut(&mut b);
        }
        assert_eq!(a, b, "chained from {cells:x?}");
    }
}
