//! Registry entries of gnark-crypto's Poseidon2
//! ([`crate::instances::poseidon2_gnark`]): the permutation
//! `poseidon2-gnark` (KoalaBear and BabyBear at widths 16 and 24, BN254 at
//! t = 2, 3, 4, 8, 12, 16, each at gnark's round numbers), the 2-to-1
//! `poseidon2-gnark-compress` (`Compress`: the right half fed forward) and
//! the Merkle–Damgård hasher `poseidon2-gnark-md` (`NewMerkleDamgardHasher`,
//! on field elements or on gnark's bytes). Over KoalaBear and BabyBear the
//! hashers run at width 16 (gnark's default) or `--width 24`; over BN254 at
//! t = 2, gnark's default.
//!
//! Not in the wasm32 build: the npm package's modules are at their size
//! limits.

use super::entry::{
    exactly, from_field, permute_array, to_field, BytesFn, Entry, HashOptions, Info, Kind, Run,
};
use super::poseidon2_plonky3::{info, width};
use crate::encode::U256;
use crate::error::Error;
use crate::field::{BabyBear, Bn254Fr, KoalaBear, PrimeField};
use crate::instances::poseidon2_gnark as g;
use crate::permutation::Permutation;
use alloc::vec::Vec;

const WIDTHS_31: &[usize] = &[16, 24];

fn compress<F: PrimeField, P: Permutation<F, T>, const T: usize, const N: usize>(
    p: &P,
    inputs: &[U256],
) -> Result<Vec<U256>, Error> {
    let x: [F; T] = exactly::<F>(inputs, T)?
        .try_into()
        .expect("exactly T inputs");
    Ok(from_field(&g::compress_state::<F, P, T, N>(p, &x)))
}

fn md<F: PrimeField, P: Permutation<F, T>, const T: usize, const N: usize>(
    p: &P,
    inputs: &[U256],
) -> Result<Vec<U256>, Error> {
    Ok(from_field(&g::md_hash::<F, P, T, N>(
        p,
        &to_field::<F>(inputs)?,
    )))
}

macro_rules! small_field {
    ($module:ident, $field:ty, $w16:ident, $w24:ident) => {
        mod $module {
            use super::*;

            pub(super) fn permute(s: &[U256]) -> Result<Vec<U256>, Error> {
                match s.len() {
                    16 => permute_array::<$field, _, 16>(g::$w16(), s),
                    24 => permute_array::<$field, _, 24>(g::$w24(), s),
                    got => Err(Error::WrongWidth {
                        widths: WIDTHS_31,
                        got,
                    }),
                }
            }

            pub(super) fn compress(x: &[U256], o: &HashOptions) -> Result<Vec<U256>, Error> {
                match width(o, 16)? {
                    16 => super::compress::<$field, _, 16, 8>(g::$w16(), x),
                    24 => super::compress::<$field, _, 24, 12>(g::$w24(), x),
                    got => Err(Error::WrongWidth {
                        widths: WIDTHS_31,
                        got,
                    }),
                }
            }

            pub(super) fn md(x: &[U256], o: &HashOptions) -> Result<Vec<U256>, Error> {
                match width(o, 16)? {
                    16 => super::md::<$field, _, 16, 8>(g::$w16(), x),
                    24 => super::md::<$field, _, 24, 12>(g::$w24(), x),
                    got => Err(Error::WrongWidth {
                        widths: WIDTHS_31,
                        got,
                    }),
                }
            }

            pub(super) fn md_bytes(b: &[u8]) -> Result<Vec<U256>, Error> {
                Ok(from_field(&g::md_hash_bytes::<$field, _, 16, 8>(
                    g::$w16(),
                    b,
                )?))
            }
        }
    };
}

small_field!(koalabear, KoalaBear, koalabear_w16, koalabear_w24);
small_field!(babybear, BabyBear, babybear_w16, babybear_w24);

fn bn254_permute(s: &[U256]) -> Result<Vec<U256>, Error> {
    match s.len() {
        2 => permute_array::<Bn254Fr, _, 2>(g::bn254_t2(), s),
        3 => permute_array::<Bn254Fr, _, 3>(g::bn254_t3(), s),
        4 => permute_array::<Bn254Fr, _, 4>(g::bn254_t4(), s),
        8 => permute_array::<Bn254Fr, _, 8>(g::bn254_t8(), s),
        12 => permute_array::<Bn254Fr, _, 12>(g::bn254_t12(), s),
        16 => permute_array::<Bn254Fr, _, 16>(g::bn254_t16(), s),
        got => Err(Error::WrongWidth {
            widths: g::BN254_WIDTHS,
            got,
        }),
    }
}

fn bn254_compress(x: &[U256], o: &HashOptions) -> Result<Vec<U256>, Error> {
    width(o, 2).and_then(|w| match w {
        2 => compress::<Bn254Fr, _, 2, 1>(g::bn254_t2(), x),
        got => Err(Error::WrongWidth { widths: &[2], got }),
    })
}

fn bn254_md(x: &[U256], o: &HashOptions) -> Result<Vec<U256>, Error> {
    width(o, 2).and_then(|w| match w {
        2 => md::<Bn254Fr, _, 2, 1>(g::bn254_t2(), x),
        got => Err(Error::WrongWidth { widths: &[2], got }),
    })
}

fn bn254_md_bytes(b: &[u8]) -> Result<Vec<U256>, Error> {
    Ok(from_field(&g::md_hash_bytes::<Bn254Fr, _, 2, 1>(
        g::bn254_t2(),
        b,
    )?))
}

const fn entry(mut info: Info, bytes: Option<BytesFn>, run: Run) -> Entry {
    info.bytes = bytes.is_some();
    Entry {
        info,
        bytes,
        rows: None,
        run,
    }
}

const PERMUTATION: &str =
    "Poseidon2, gnark-crypto's instances (Keccak-seeded constants; BN254 t >= 4 HorizenLabs')";
const COMPRESS: &str =
    "gnark-crypto Compress(left, right) = right + permute(left || right)[t/2..] (--width)";
const MD: &str = "gnark-crypto Merkle-Damgard hasher over Compress: zero IV, blocks of t/2, last left-padded (--width)";

/// The BN254 entries.
pub(super) static WIDE: &[Entry] = &[
    entry(
        info(
            "poseidon2-gnark",
            Kind::Permutation,
            "bn254",
            "2, 3, 4, 8, 12, 16",
            PERMUTATION,
            32,
        ),
        None,
        Run::Permute(bn254_permute),
    ),
    entry(
        info(
            "poseidon2-gnark-compress",
            Kind::Hasher,
            "bn254",
            "2 inputs (t = 2)",
            COMPRESS,
            32,
        ),
        None,
        Run::HashSized(bn254_compress),
    ),
    entry(
        info(
            "poseidon2-gnark-md",
            Kind::Hasher,
            "bn254",
            "0 or more inputs (t = 2)",
            MD,
            32,
        ),
        Some(bn254_md_bytes),
        Run::HashSized(bn254_md),
    ),
];

/// The KoalaBear and BabyBear entries.
pub(super) static SMALL: &[Entry] = &[
    entry(
        info(
            "poseidon2-gnark",
            Kind::Permutation,
            "koalabear",
            "16, 24",
            PERMUTATION,
            4,
        ),
        None,
        Run::Permute(koalabear::permute),
    ),
    entry(
        info(
            "poseidon2-gnark",
            Kind::Permutation,
            "babybear",
            "16, 24",
            PERMUTATION,
            4,
        ),
        None,
        Run::Permute(babybear::permute),
    ),
    entry(
        info(
            "poseidon2-gnark-compress",
            Kind::Hasher,
            "koalabear",
            "16 inputs; --width 16, 24 (default 16; 24 inputs)",
            COMPRESS,
            4,
        ),
        None,
        Run::HashSized(koalabear::compress),
    ),
    entry(
        info(
            "poseidon2-gnark-compress",
            Kind::Hasher,
            "babybear",
            "16 inputs; --width 16, 24 (default 16; 24 inputs)",
            COMPRESS,
            4,
        ),
        None,
        Run::HashSized(babybear::compress),
    ),
    entry(
        info(
            "poseidon2-gnark-md",
            Kind::Hasher,
            "koalabear",
            "0 or more inputs; --width 16, 24 (default 16)",
            MD,
            4,
        ),
        Some(koalabear::md_bytes),
        Run::HashSized(koalabear::md),
    ),
    entry(
        info(
            "poseidon2-gnark-md",
            Kind::Hasher,
            "babybear",
            "0 or more inputs; --width 16, 24 (default 16)",
            MD,
            4,
        ),
        Some(babybear::md_bytes),
        Run::HashSized(babybear::md),
    ),
];
