//! Registry entries of Plonky3's Monolith (`p3-monolith`): the permutation
//! `monolith-plonky3` over Mersenne-31 (widths 16, 24) and Goldilocks
//! (widths 8, 12; byte limbs), `monolith16-plonky3` (Goldilocks, 16-bit
//! limbs), and the hashers Plonky3 builds on any permutation over it:
//! `monolith-plonky3-sponge` (`PaddingFreeSponge`) and
//! `monolith-plonky3-compress` (`TruncatedPermutation` of two digests),
//! digests of 8 (Mersenne-31) and 4 (Goldilocks) cells.

use super::entry::{
    exactly, from_field, permute_array, to_field, Entry, HashOptions, Info, Kind, Run,
};
use super::poseidon2_plonky3::{info, width};
use crate::encode::U256;
use crate::error::Error;
use crate::field::{Goldilocks, Mersenne31};
use crate::instances::poseidon2_plonky3::{self as p3, DIGEST_31, DIGEST_GOLDILOCKS};
use crate::permutation::monolith::{Monolith31, Monolith64};
use alloc::vec::Vec;

fn wrong(widths: &'static [usize], got: usize) -> Error {
    Error::WrongWidth { widths, got }
}

fn mersenne31(state: &[U256]) -> Result<Vec<U256>, Error> {
    match state.len() {
        16 => permute_array::<Mersenne31, _, 16>(&Monolith31::<16>, state),
        24 => permute_array::<Mersenne31, _, 24>(&Monolith31::<24>, state),
        got => Err(wrong(&[16, 24], got)),
    }
}

fn goldilocks(state: &[U256]) -> Result<Vec<U256>, Error> {
    match state.len() {
        8 => permute_array::<Goldilocks, _, 8>(&Monolith64::<8, 8>, state),
        12 => permute_array::<Goldilocks, _, 12>(&Monolith64::<12, 8>, state),
        got => Err(wrong(&[8, 12], got)),
    }
}

fn goldilocks16(state: &[U256]) -> Result<Vec<U256>, Error> {
    match state.len() {
        8 => permute_array::<Goldilocks, _, 8>(&Monolith64::<8, 16>, state),
        12 => permute_array::<Goldilocks, _, 12>(&Monolith64::<12, 16>, state),
        got => Err(wrong(&[8, 12], got)),
    }
}

fn sponge_m31(x: &[U256], o: &HashOptions) -> Result<Vec<U256>, Error> {
    let x = to_field::<Mersenne31>(x)?;
    Ok(match width(o, 16)? {
        16 => from_field(&p3::sponge::<_, _, 16, DIGEST_31>(&Monolith31::<16>, &x)),
        24 => from_field(&p3::sponge::<_, _, 24, DIGEST_31>(&Monolith31::<24>, &x)),
        got => return Err(wrong(&[16, 24], got)),
    })
}

fn compress_m31(x: &[U256], o: &HashOptions) -> Result<Vec<U256>, Error> {
    let w = width(o, 16)?;
    let x = exactly::<Mersenne31>(x, 2 * DIGEST_31)?;
    Ok(match w {
        16 => from_field(&p3::compress_slice::<_, _, 16, DIGEST_31>(
            &Monolith31::<16>,
            &x,
        )?),
        24 => from_field(&p3::compress_slice::<_, _, 24, DIGEST_31>(
            &Monolith31::<24>,
            &x,
        )?),
        got => return Err(wrong(&[16, 24], got)),
    })
}

fn sponge_gl(x: &[U256], o: &HashOptions) -> Result<Vec<U256>, Error> {
    let x = to_field::<Goldilocks>(x)?;
    Ok(match width(o, 12)? {
        8 => from_field(&p3::sponge::<_, _, 8, DIGEST_GOLDILOCKS>(
            &Monolith64::<8, 8>,
            &x,
        )),
        12 => from_field(&p3::sponge::<_, _, 12, DIGEST_GOLDILOCKS>(
            &Monolith64::<12, 8>,
            &x,
        )),
        got => return Err(wrong(&[8, 12], got)),
    })
}

fn compress_gl(x: &[U256], o: &HashOptions) -> Result<Vec<U256>, Error> {
    let w = width(o, 8)?;
    let x = exactly::<Goldilocks>(x, 2 * DIGEST_GOLDILOCKS)?;
    Ok(match w {
        8 => from_field(&p3::compress_slice::<_, _, 8, DIGEST_GOLDILOCKS>(
            &Monolith64::<8, 8>,
            &x,
        )?),
        12 => from_field(&p3::compress_slice::<_, _, 12, DIGEST_GOLDILOCKS>(
            &Monolith64::<12, 8>,
            &x,
        )?),
        got => return Err(wrong(&[8, 12], got)),
    })
}

const fn entry(info: Info, run: Run) -> Entry {
    Entry {
        info,
        bytes: None,
        rows: None,
        run,
    }
}

/// The entries, Mersenne-31 first.
pub(super) static ENTRIES: &[Entry] = &[
    entry(
        info("monolith-plonky3", Kind::Permutation, "mersenne31", "16, 24",
            "Plonky3 Monolith-31 (p3-monolith): 6 rounds of Bars (8 cells) / Bricks / circulant (16) or Cauchy (24) MDS", 4),
        Run::Permute(mersenne31),
    ),
    entry(
        info("monolith-plonky3", Kind::Permutation, "goldilocks", "8, 12",
            "Plonky3 Monolith-64 (p3-monolith): 6 rounds of Bars (4 cells, byte limbs) / Bricks / circulant MDS", 8),
        Run::Permute(goldilocks),
    ),
    entry(
        info("monolith16-plonky3", Kind::Permutation, "goldilocks", "8, 12",
            "Plonky3 Monolith-64 with 16-bit limbs (MonolithGoldilocks16; HorizenLabs' second variant)", 8),
        Run::Permute(goldilocks16),
    ),
    entry(
        info("monolith-plonky3-sponge", Kind::Hasher, "mersenne31", "0 or more inputs; --width 16, 24 (default 16)",
            "Plonky3 PaddingFreeSponge over monolith-plonky3 (rate = width - 8, 8 outputs)", 4),
        Run::HashSized(sponge_m31),
    ),
    entry(
        info("monolith-plonky3-compress", Kind::Hasher, "mersenne31", "16 inputs; --width 16, 24 (default 16)",
            "Plonky3 TruncatedPermutation over monolith-plonky3: 2 digests of 8 to 1", 4),
        Run::HashSized(compress_m31),
    ),
    entry(
        info("monolith-plonky3-sponge", Kind::Hasher, "goldilocks", "0 or more inputs; --width 8, 12 (default 12)",
            "Plonky3 PaddingFreeSponge over monolith-plonky3 (rate = width - 4, 4 outputs)", 8),
        Run::HashSized(sponge_gl),
    ),
    entry(
        info("monolith-plonky3-compress", Kind::Hasher, "goldilocks", "8 inputs; --width 8, 12 (default 8)",
            "Plonky3 TruncatedPermutation over monolith-plonky3: 2 digests of 4 to 1", 8),
        Run::HashSized(compress_gl),
    ),
];
