//! Registry entries of Plonky3's Poseidon1 (`poseidon-plonky3`) over
//! KoalaBear and BabyBear, widths 16 and 24 (`--field`).

use super::entry::{permute_array, Entry, Info, Kind, Run};
use crate::encode::U256;
use crate::error::Error;
use crate::instances::poseidon_plonky3 as p1;
use alloc::vec::Vec;

fn koalabear(state: &[U256]) -> Result<Vec<U256>, Error> {
    match state.len() {
        16 => permute_array(p1::koalabear_w16(), state),
        24 => permute_array(p1::koalabear_w24(), state),
        got => Err(Error::WrongWidth {
            widths: &[16, 24],
            got,
        }),
    }
}

fn babybear(state: &[U256]) -> Result<Vec<U256>, Error> {
    match state.len() {
        16 => permute_array(p1::babybear_w16(), state),
        24 => permute_array(p1::babybear_w24(), state),
        got => Err(Error::WrongWidth {
            widths: &[16, 24],
            got,
        }),
    }
}

/// The entries, KoalaBear first.
pub(super) static ENTRIES: &[Entry] = &[
    Entry {
        info: Info {
            name: "poseidon-plonky3",
            kind: Kind::Permutation,
            field: "koalabear",
            widths: "16, 24",
            description: "Plonky3 Poseidon1 (default_koalabear_poseidon1_16/24; leanSig), x^3, R_F 8, R_P 20/23, circulant MDS",
            num_bytes: 4,
            output_field: None,
            bytes: false,
        },
        bytes: None,
        rows: None,
        run: Run::Permute(koalabear),
    },
    Entry {
        info: Info {
            name: "poseidon-plonky3",
            kind: Kind::Permutation,
            field: "babybear",
            widths: "16, 24",
            description: "Plonky3 Poseidon1 (default_babybear_poseidon1_16/24), x^7, R_F 8, R_P 13/21, circulant MDS",
            num_bytes: 4,
            output_field: None,
            bytes: false,
        },
        bytes: None,
        rows: None,
        run: Run::Permute(babybear),
    },
];
