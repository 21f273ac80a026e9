//! HorizenLabs' Poseidon2 instances (the reference implementation, crate
//! `zkhash`, repository HorizenLabs/poseidon2): BN254 t = 3 (x⁵, R_F 8,
//! R_P 56), Goldilocks t = 8, 12, 16, 20 (x⁷, R_F 8, R_P 22), BabyBear
//! t = 16, 24 (x⁷, R_F 8, R_P 13 and 21). External matrix with
//! HorizenLabs' M₄, internal matrix J + diag(d).
//!
//! The constants are the checked-in tables of
//! [`crate::constants::poseidon2_horizen`]; each instance is built from them
//! once, at first use.

use crate::constants::poseidon2_horizen as c;
use crate::field::{BabyBear, Bn254Fr, Goldilocks, PrimeField};
use crate::permutation::poseidon2::{DenseDiagonal, InternalMatrix, Poseidon2, M4};
use alloc::boxed::Box;
use alloc::vec::Vec;
use once_cell::race::OnceBox;

/// Builds an instance from canonical tables with the internal matrix
/// `matrix` (values checked when the tables were generated; a failure here
/// is a bug, hence `expect`). Shared with Plonky3's instances.
pub(crate) fn from_tables<F: PrimeField, V: Copy, M: InternalMatrix<F, T>, const T: usize>(
    alpha: u64,
    m4: M4,
    conv: fn(V) -> F,
    (initial, internal, terminal): (&[[V; T]], &[V], &[[V; T]]),
    matrix: M,
) -> Poseidon2<F, T, M> {
    let rows = |r: &[[V; T]]| -> Vec<[F; T]> { r.iter().map(|row| row.map(conv)).collect() };
    Poseidon2::with_matrix(
        alpha,
        m4,
        rows(initial),
        internal.iter().map(|v| conv(*v)).collect(),
        rows(terminal),
        matrix,
    )
    .expect("upstream parameters are a valid Poseidon2 instance")
}

/// A HorizenLabs-style instance (M₄ = HorizenLabs', internal matrix
/// J + diag(d)) from its tables. Shared with Barretenberg's instance
/// ([`super::noir`]).
pub(crate) fn build<F: PrimeField, V: Copy, const T: usize>(
    alpha: u64,
    conv: fn(V) -> F,
    initial: &[[V; T]],
    internal: &[V],
    terminal: &[[V; T]],
    diag: &[V; T],
) -> Poseidon2<F, T> {
    let matrix = DenseDiagonal::new(diag.map(conv));
    from_tables(
        alpha,
        M4::Horizen,
        conv,
        (initial, internal, terminal),
        matrix,
    )
}

fn bn(v: [u64; 4]) -> Bn254Fr {
    Bn254Fr::from_u256(&v).expect("canonical table value")
}

fn gl(v: u64) -> Goldilocks {
    Goldilocks::new(v).expect("canonical table value")
}

fn bb(v: u32) -> BabyBear {
    BabyBear::new(v).expect("canonical table value")
}

macro_rules! instance {
    ($(#[$doc:meta])* $fn:ident, $field:ty, $t:literal, $alpha:literal, $conv:ident,
     $init:ident, $int:ident, $term:ident, $diag:ident) => {
        $(#[$doc])*
        pub fn $fn() -> &'static Poseidon2<$field, $t> {
            static P: OnceBox<Poseidon2<$field, $t>> = OnceBox::new();
            P.get_or_init(|| Box::new(build($alpha, $conv, &c::$init, &c::$int, &c::$term, &c::$diag)))
        }
    };
}

instance!(
    /// BN254, t = 3 (`POSEIDON2_BN256_PARAMS`).
    bn254_t3, Bn254Fr, 3, 5, bn,
    BN254_T3_INITIAL, BN254_T3_INTERNAL, BN254_T3_TERMINAL, BN254_T3_DIAG
);
instance!(
    /// Goldilocks, t = 8 (`POSEIDON2_GOLDILOCKS_8_PARAMS`).
    goldilocks_t8, Goldilocks, 8, 7, gl,
    GOLDILOCKS_T8_INITIAL, GOLDILOCKS_T8_INTERNAL, GOLDILOCKS_T8_TERMINAL, GOLDILOCKS_T8_DIAG
);
instance!(
    /// Goldilocks, t = 12 (`POSEIDON2_GOLDILOCKS_12_PARAMS`).
    goldilocks_t12, Goldilocks, 12, 7, gl,
    GOLDILOCKS_T12_INITIAL, GOLDILOCKS_T12_INTERNAL, GOLDILOCKS_T12_TERMINAL, GOLDILOCKS_T12_DIAG
);
instance!(
    /// Goldilocks, t = 16 (`POSEIDON2_GOLDILOCKS_16_PARAMS`).
    goldilocks_t16, Goldilocks, 16, 7, gl,
    GOLDILOCKS_T16_INITIAL, GOLDILOCKS_T16_INTERNAL, GOLDILOCKS_T16_TERMINAL, GOLDILOCKS_T16_DIAG
);
instance!(
    /// Goldilocks, t = 20 (`POSEIDON2_GOLDILOCKS_20_PARAMS`).
    goldilocks_t20, Goldilocks, 20, 7, gl,
    GOLDILOCKS_T20_INITIAL, GOLDILOCKS_T20_INTERNAL, GOLDILOCKS_T20_TERMINAL, GOLDILOCKS_T20_DIAG
);
instance!(
    /// BabyBear, t = 16 (`POSEIDON2_BABYBEAR_16_PARAMS`).
    babybear_t16, BabyBear, 16, 7, bb,
    BABYBEAR_T16_INITIAL, BABYBEAR_T16_INTERNAL, BABYBEAR_T16_TERMINAL, BABYBEAR_T16_DIAG
);
instance!(
    /// BabyBear, t = 24 (`POSEIDON2_BABYBEAR_24_PARAMS`).
    babybear_t24, BabyBear, 24, 7, bb,
    BABYBEAR_T24_INITIAL, BABYBEAR_T24_INTERNAL, BABYBEAR_T24_TERMINAL, BABYBEAR_T24_DIAG
);
