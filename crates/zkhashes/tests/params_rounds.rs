//! `zkhashes::params::round_numbers` against the round numbers the ecosystems
//! publish: circom's table (circomlib `poseidon.circom` / circomlibjs
//! `poseidon_reference.js`: `N_ROUNDS_P`, R_P of the 2019 script rounded up to
//! a multiple of t), Starknet's (t = 3: 8 / 83), plonky2's (8 / 22), Plonky3's
//! defaults (`p3-poseidon2` `round_numbers.rs`, `poseidon2_round_numbers_128`),
//! and the Poseidon2 paper's (eprint 2023/323, Table 1: BN254 t = 3, 8 / 56;
//! Goldilocks t = 8..=20, α = 7, 8 / 22). The Python oracle,
//! `reference/round_numbers.py`, checks the same tables independently.

use zkhashes::instances::{circom, plonky2};
use zkhashes::params::{field_modulus, round_numbers, Rules};

fn rounds(field: &str, t: usize, alpha: u64, rules: Rules) -> (usize, usize) {
    let r = round_numbers(&field_modulus(field).unwrap(), t, alpha, 128, rules).unwrap();
    (r.rounds_full, r.rounds_partial)
}

#[test]
fn circom_table_is_the_2019_script_rounded_to_a_multiple_of_t() {
    // circomlib's N_ROUNDS_P, widths 2..=17.
    let published = [
        56, 57, 56, 60, 60, 63, 64, 63, 60, 66, 60, 65, 70, 60, 64, 68,
    ];
    for t in 2..=17 {
        let (rf, rp) = rounds("bn254", t, circom::ALPHA, Rules::Poseidon2019);
        assert_eq!(rf, circom::ROUNDS_FULL, "t = {t}");
        assert_eq!(rp.div_ceil(t) * t, published[t - 2], "t = {t}");
        assert_eq!(published[t - 2], circom::rounds_partial(t), "t = {t}");
    }
}

#[test]
fn starknet_and_plonky2() {
    assert_eq!(rounds("stark252", 3, 3, Rules::Poseidon2019), (8, 83));
    assert_eq!(
        rounds("goldilocks", 12, plonky2::ALPHA, Rules::Poseidon2019),
        (plonky2::ROUNDS_FULL, plonky2::ROUNDS_PARTIAL)
    );
}

#[test]
fn plonky3_defaults_and_the_poseidon2_paper() {
    for (field, t, alpha, want) in [
        ("babybear", 16, 7, (8, 13)),
        ("babybear", 24, 7, (8, 21)),
        ("koalabear", 16, 3, (8, 20)),
        ("koalabear", 24, 3, (8, 23)),
        ("mersenne31", 16, 5, (8, 14)),
        ("mersenne31", 24, 5, (8, 22)),
        ("goldilocks", 8, 7, (8, 22)),
        ("goldilocks", 12, 7, (8, 22)),
        ("goldilocks", 16, 7, (8, 22)),
        ("goldilocks", 20, 7, (8, 22)),
        ("bn254", 3, 5, (8, 56)),
    ] {
        assert_eq!(
            rounds(field, t, alpha, Rules::Current),
            want,
            "{field} t = {t}"
        );
    }
}

#[test]
fn the_report_names_the_binding_bound() {
    // BN254 t = 3, α = 5: interpolation binds (R_P 52 before the margin:
    // 1 + ceil(log_5(2) · 128) + ceil(log_5(3)) = 1 + 56 + 1 = 58 = R_F + R_P
    // with R_F = 6).
    let r = round_numbers(&field_modulus("bn254").unwrap(), 3, 5, 128, Rules::Current).unwrap();
    assert_eq!((r.min_rounds_full, r.min_rounds_partial), (6, 52));
    assert_eq!(r.binding, ["interpolation"]);
    assert!(r.bounds.iter().all(|b| b.holds));
    assert_eq!(r.sbox_cost, 3 * 8 + 56);
}

#[test]
fn unknown_field_and_bad_exponent_are_refused() {
    assert!(field_modulus("m61").is_err());
    // x^3 is not a permutation of BN254's scalar field (3 | p - 1).
    let bn = field_modulus("bn254").unwrap();
    assert!(round_numbers(&bn, 3, 3, 128, Rules::Current).is_err());
}
