//! Plonky3's Poseidon1 (`p3-poseidon1`, the default instances of
//! `p3-koala-bear` and `p3-baby-bear` 0.8 and 0.9: `default_koalabear_
//! poseidon1_16/_24`, `default_babybear_poseidon1_16/_24`; constants as
//! regenerated in Plonky3#1398) — the textbook Poseidon: 4 full rounds, R_P
//! partial rounds (the S-box on cell 0), 4 full rounds, every round adding a
//! full row of round constants before its S-boxes and multiplying by a
//! circulant MDS matrix after them.
//!
//! | field | α | width 16: R_P | width 24: R_P |
//! |---|---|---|---|
//! | KoalaBear | 3 | 20 | 23 |
//! | BabyBear | 7 | 13 | 21 |
//!
//! Round constants: the Poseidon authors' Grain LFSR (field 1, S-box 0,
//! n = 31, t, R_F = 8, R_P; t draws per round), generated here at first use
//! — the numbers p3 ships. The MDS matrices are p3-mds' circulants (the
//! same first row for both fields): `M[i][j] = ROW[(j − i) mod t]`. Each
//! instance runs on the generic Poseidon engine in its sparse form, the
//! full rounds' circulant as integers at width 16 (its entries are small)
//! and by Karatsuba at width 24 (`permutation::poseidon::kernels::karatsuba`),
//! and batches on AVX2 or AVX-512 lanes
//! (`permutation::poseidon::kernels::circulant_lanes`); not on wasm32, where
//! the engine's own forms run.

use crate::constants::grain;
use crate::field::{BabyBear, KoalaBear, PrimeField};
#[cfg(not(target_arch = "wasm32"))]
use crate::permutation::batch::Simd;
#[cfg(not(target_arch = "wasm32"))]
use crate::permutation::poseidon::kernels::circulant_lanes::{W16, W24};
#[cfg(not(target_arch = "wasm32"))]
use crate::permutation::poseidon::kernels::karatsuba::{leaves16, leaves24, LEAVES_16, LEAVES_24};
use crate::permutation::poseidon::{Poseidon, PoseidonParams};
use alloc::boxed::Box;
use alloc::vec::Vec;
use once_cell::race::OnceBox;

/// Full rounds (4 before the partial rounds, 4 after).
pub const ROUNDS_FULL: usize = 8;
/// KoalaBear's S-box exponent.
pub const KOALABEAR_ALPHA: u64 = 3;
/// BabyBear's S-box exponent.
pub const BABYBEAR_ALPHA: u64 = 7;

/// The first row of p3-mds' width-16 circulant matrix.
pub const MDS_ROW_16: [u64; 16] = crate::permutation::poseidon::kernels::monty31_circulant::ROW_16;

/// The first row of p3-mds' width-24 circulant matrix.
pub const MDS_ROW_24: [u64; 24] = [
    0x2D0A_AAAB,
    0x6485_0517,
    0x17F5_551D,
    0x04EC_BEB5,
    0x6D91_A8D5,
    0x6070_3026,
    0x18D6_F3CA,
    0x7296_01A7,
    0x77CD_A9E2,
    0x3C0F_5038,
    0x26D5_2A61,
    0x0360_405D,
    0x68FC_71C8,
    0x2495_A71D,
    0x5D57_AFC2,
    0x1689_DD98,
    0x3C2C_3DBE,
    0x0C23_DC41,
    0x0524_C7F2,
    0x6BE4_DF69,
    0x0A6E_572C,
    0x5C77_90FA,
    0x17E1_18F6,
    0x0878_A07F,
];

/// Partial rounds of (field, width).
pub const fn rounds_partial(koalabear: bool, width: usize) -> usize {
    match (koalabear, width) {
        (true, 16) => 20,
        (true, _) => 23,
        (false, 16) => 13,
        (false, _) => 21,
    }
}

/// The instance's constants: Grain round constants, p3's circulant MDS.
fn build<F: PrimeField>(width: usize, alpha: u64, rp: usize, row: &[u64]) -> PoseidonParams<F> {
    let (rc, _cauchy) = grain::poseidon_plain_constants::<F>(width, ROUNDS_FULL, rp)
        .expect("Plonky3's shapes are valid Grain seeds");
    let mds: Vec<F> = (0..width)
        .flat_map(|r| (0..width).map(move |c| F::from_u64(row[(c + width - r) % width])))
        .collect();
    PoseidonParams::from_constants(width, alpha, ROUNDS_FULL, rp, rc, mds)
        .expect("Plonky3's Poseidon1 parameters are a valid instance")
}

/// The engine of width 16: its full rounds on the integer circulant
/// product (`permutation::poseidon::dispatch`), except on wasm32.
fn fast16<C: crate::field::monty31::Monty31Params>(
    e: Poseidon<'static, crate::field::monty31::Monty31<C>, 16>,
) -> Poseidon<'static, crate::field::monty31::Monty31<C>, 16> {
    #[cfg(not(target_arch = "wasm32"))]
    return e.with_run(crate::permutation::poseidon::dispatch::run_p3_circulant16::<C>);
    #[cfg(target_arch = "wasm32")]
    e
}

#[cfg(not(target_arch = "wasm32"))]
/// The matrix's first row as field elements.
fn row<F: PrimeField, const T: usize>(row: &[u64]) -> [F; T] {
    core::array::from_fn(|i| F::from_u64(row[i]))
}

/// The engine of width 24: its full rounds by Karatsuba (`run24`, except on
/// wasm32) and its batches on lanes (`batch`).
macro_rules! hooks24 {
    ($field:ty) => {
        /// The circulant's leaf values.
        #[cfg(not(target_arch = "wasm32"))]
        fn leaves() -> &'static [$field; LEAVES_24] {
            static LEAVES: OnceBox<[$field; LEAVES_24]> = OnceBox::new();
            LEAVES.get_or_init(|| Box::new(leaves24(&row::<$field, 24>(&MDS_ROW_24))))
        }
        #[cfg(not(target_arch = "wasm32"))]
        fn run24(p: &Poseidon<'_, $field, 24>, state: &mut [$field; 24]) {
            crate::permutation::poseidon::dispatch::p3_circulant24_at(p, leaves(), state, true);
        }
        #[cfg(not(target_arch = "wasm32"))]
        fn batch(p: &Poseidon<'_, $field, 24>, states: &mut [[$field; 24]], level: Simd) -> bool {
            crate::permutation::poseidon::dispatch::p3_circulant_lanes::<_, 24, W24>(
                p,
                leaves(),
                states,
                level,
            )
        }
        /// The engine with its kernels.
        fn hook(e: Poseidon<'static, $field, 24>) -> Poseidon<'static, $field, 24> {
            #[cfg(not(target_arch = "wasm32"))]
            return e.with_run(run24).with_batch(batch);
            #[cfg(target_arch = "wasm32")]
            e
        }
    };
}

/// The engine of width 16: its full rounds on the integer circulant
/// product (`fast16`) and its batches on lanes (`batch`).
macro_rules! hooks16 {
    ($field:ty) => {
        /// The circulant's leaf values.
        #[cfg(not(target_arch = "wasm32"))]
        fn leaves() -> &'static [$field; LEAVES_16] {
            static LEAVES: OnceBox<[$field; LEAVES_16]> = OnceBox::new();
            LEAVES.get_or_init(|| Box::new(leaves16(&row::<$field, 16>(&MDS_ROW_16))))
        }
        #[cfg(not(target_arch = "wasm32"))]
        fn batch(p: &Poseidon<'_, $field, 16>, states: &mut [[$field; 16]], level: Simd) -> bool {
            crate::permutation::poseidon::dispatch::p3_circulant_lanes::<_, 16, W16>(
                p,
                leaves(),
                states,
                level,
            )
        }
        /// The engine with its kernels.
        fn hook(e: Poseidon<'static, $field, 16>) -> Poseidon<'static, $field, 16> {
            #[cfg(not(target_arch = "wasm32"))]
            return fast16(e).with_batch(batch);
            #[cfg(target_arch = "wasm32")]
            fast16(e)
        }
    };
}

macro_rules! instance {
    ($(#[$doc:meta])* $params:ident, $perm:ident, $field:ty, $width:literal, $alpha:expr, $koala:expr, $row:expr, $hooks:ident) => {
        $(#[$doc])*
        /// Its constants (plain, sparse and, where R_P > t, recurrence forms).
        pub fn $params() -> &'static PoseidonParams<$field> {
            static PARAMS: OnceBox<PoseidonParams<$field>> = OnceBox::new();
            PARAMS.get_or_init(|| {
                Box::new(build::<$field>($width, $alpha, rounds_partial($koala, $width), &$row))
            })
        }

        $(#[$doc])*
        pub fn $perm() -> &'static Poseidon<'static, $field, $width> {
            static ENGINE: OnceBox<Poseidon<'static, $field, $width>> = OnceBox::new();
            $hooks!($field);
            ENGINE.get_or_init(|| Box::new(hook($params().engine::<$width>().expect("the width"))))
        }
    };
}

instance!(
    /// `default_koalabear_poseidon1_16()`.
    koalabear_w16_params, koalabear_w16, KoalaBear, 16, KOALABEAR_ALPHA, true, MDS_ROW_16, hooks16
);
instance!(
    /// `default_koalabear_poseidon1_24()`.
    koalabear_w24_params, koalabear_w24, KoalaBear, 24, KOALABEAR_ALPHA, true, MDS_ROW_24, hooks24
);
instance!(
    /// `default_babybear_poseidon1_16()`.
    babybear_w16_params, babybear_w16, BabyBear, 16, BABYBEAR_ALPHA, false, MDS_ROW_16, hooks16
);
instance!(
    /// `default_babybear_poseidon1_24()`.
    babybear_w24_params, babybear_w24, BabyBear, 24, BABYBEAR_ALPHA, false, MDS_ROW_24, hooks24
);
