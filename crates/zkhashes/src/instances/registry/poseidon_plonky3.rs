//! Registry entries of Plonky3's Poseidon1 (`poseidon-plonky3`) over
//! KoalaBear and BabyBear, widths 16 and 24 (`--field`), and the hashes
//! Ethereum's leanSig builds on it over KoalaBear (`leansig-compress`,
//! `leansig-tweak-hash`).

use super::entry::{from_field, permute_array, to_field, Entry, HashOptions, Info, Kind, Run};
use crate::encode::U256;
use crate::error::Error;
use crate::field::KoalaBear;
use crate::instances::leansig;
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

/// `leansig-compress`: `--width` 16 (default) or 24, `--outputs` (default
/// 8, leanSig's hash length).
fn leansig_compress(inputs: &[U256], o: &HashOptions) -> Result<Vec<U256>, Error> {
    if o.init_state.is_some() {
        return Err(Error::InvalidOption(
            "leansig-compress takes no --init-state",
        ));
    }
    let x = to_field::<KoalaBear>(inputs)?;
    let width = o.width.unwrap_or(leansig::CHAIN_WIDTH);
    let out = o.outputs.unwrap_or(leansig::PROD.hash_len);
    Ok(from_field(&leansig::compress(width, &x, out)?))
}

/// `leansig-tweak-hash`: `parameter (5) ‖ tweak (2 cells) ‖ k messages (8
/// each)` through `PoseidonTweakHash::apply` with the production lengths
/// (NUM_CHUNKS = k where k > 2: a leaf hashes all its chains).
fn leansig_tweak_hash(inputs: &[U256], o: &HashOptions) -> Result<Vec<U256>, Error> {
    super::entry::no_options(o)?;
    let x = to_field::<KoalaBear>(inputs)?;
    let (pl, tl, hl) = (
        leansig::PROD.parameter_len,
        leansig::TWEAK_LEN,
        leansig::PROD.hash_len,
    );
    let head = pl + tl;
    if x.len() < head + hl || !(x.len() - head).is_multiple_of(hl) {
        return Err(Error::InvalidOption(
            "leansig-tweak-hash takes 5 parameter cells, 2 tweak cells and 8 cells per message (1 or more)",
        ));
    }
    let messages: Vec<&[KoalaBear]> = x[head..].chunks(hl).collect();
    let th = leansig::TweakHash {
        num_chunks: messages.len(),
        ..leansig::PROD
    };
    let tweak = [x[pl], x[pl + 1]];
    Ok(from_field(&th.apply_encoded(
        &x[..pl],
        &tweak,
        &messages,
    )?))
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
    Entry {
        info: Info {
            name: "leansig-compress",
            kind: Kind::Hasher,
            field: "koalabear",
            widths: "1 to 16 (24) inputs; --width 16, 24 (default 16); --outputs (default 8)",
            description: "leanSig/leanSpec poseidon_compress: Poseidon1 of the zero-padded input plus the input, truncated",
            num_bytes: 4,
            output_field: None,
            bytes: false,
        },
        bytes: None,
        rows: None,
        run: Run::HashSized(leansig_compress),
    },
    Entry {
        info: Info {
            name: "leansig-tweak-hash",
            kind: Kind::Hasher,
            field: "koalabear",
            widths: "7 + 8k inputs (parameter, tweak, k messages)",
            description: "leanSig PoseidonTweakHash::apply (Devnet 4): chain (k = 1), tree node (k = 2), leaf sponge (k > 2)",
            num_bytes: 4,
            output_field: None,
            bytes: false,
        },
        bytes: None,
        rows: None,
        run: Run::Hash(leansig_tweak_hash),
    },
];
