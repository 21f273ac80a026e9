//! Registry entries of Plonky3's Poseidon2: the permutation
//! `poseidon2-plonky3` and the hashers `plonky3-sponge`
//! (`PaddingFreeSponge`) and `plonky3-compress` (`TruncatedPermutation` of
//! two digests), each over Goldilocks (widths 8, 12, 16), BabyBear,
//! KoalaBear and Mersenne31 (widths 16, 24, 32). The hashers' width is
//! `--width` ([`HashOptions::width`]), by default the one Plonky3's examples
//! use: sponges over width 24 (Goldilocks 12), compression over width 16
//! (Goldilocks 8).
//!
//! Width 32 is left out of the npm package's root module (wasm32 without the
//! `compact` feature): its three fields' round constants alone are 3.4 kB of
//! incompressible data, and that module is at its size limit. The compact
//! build, the npm entry `zkhashes/small-fields`, carries it.

#[cfg(not(target_arch = "wasm32"))]
use super::entry::Words;
use super::entry::{
    batch_mode, exactly, from_field, no_options, permute_array, to_field, Entry, HashOptions, Info,
    Kind, Run,
};
#[cfg(not(target_arch = "wasm32"))]
use super::rows::layout_rows;
use crate::encode::U256;
use crate::error::Error;
use crate::field::PrimeField;
use crate::instances::poseidon2_plonky3::{self as p3, DIGEST_31, DIGEST_GOLDILOCKS};
use crate::permutation::Permutation;
use alloc::vec::Vec;

const GOLDILOCKS_WIDTHS: &[usize] = &[8, 12, 16];
#[cfg(not(all(target_arch = "wasm32", not(feature = "compact"))))]
const WIDTHS_31: &[usize] = &[16, 24, 32];
#[cfg(all(target_arch = "wasm32", not(feature = "compact")))]
const WIDTHS_31: &[usize] = &[16, 24];

/// The 31-bit fields' widths, as `zkhashes list` prints them: permutation,
/// sponge, compression.
#[cfg(not(all(target_arch = "wasm32", not(feature = "compact"))))]
const TEXT_31: [&str; 3] = [
    "16, 24, 32",
    "0 or more inputs; --width 16, 24, 32 (default 24)",
    "16 inputs; --width 16, 24, 32 (default 16)",
];
#[cfg(all(target_arch = "wasm32", not(feature = "compact")))]
const TEXT_31: [&str; 3] = [
    "16, 24",
    "0 or more inputs; --width 16, 24 (default 24)",
    "16 inputs; --width 16, 24 (default 16)",
];

fn sponge<F: PrimeField, P: Permutation<F, T>, const T: usize, const D: usize>(
    p: &P,
    inputs: &[U256],
) -> Result<Vec<U256>, Error> {
    Ok(from_field(&p3::sponge::<F, P, T, D>(
        p,
        &to_field::<F>(inputs)?,
    )))
}

fn compress<F: PrimeField, P: Permutation<F, T>, const T: usize, const D: usize>(
    p: &P,
    inputs: &[U256],
) -> Result<Vec<U256>, Error> {
    let x = exactly::<F>(inputs, 2 * D)?;
    Ok(from_field(&p3::compress_slice::<F, P, T, D>(p, &x)?))
}

#[cfg(not(target_arch = "wasm32"))]
/// `plonky3-compress` over many rows ([`p3::compress_many`]).
fn compress_rows<F: PrimeField, P: Permutation<F, T> + Sync, const T: usize, const D: usize>(
    p: &P,
    words: Words<'_>,
    per_hash: usize,
    rows: usize,
) -> Result<Vec<u64>, (usize, Error)> {
    let layout = p3::compress_layout::<F, T, D>();
    layout_rows::<F, P, T, D>(p, &layout, Some(2 * D), words, per_hash, rows)
}

#[cfg(not(target_arch = "wasm32"))]
/// `plonky3-sponge` over many rows of one length ([`p3::sponge_many`]).
fn sponge_rows<F: PrimeField, P: Permutation<F, T> + Sync, const T: usize, const D: usize>(
    p: &P,
    words: Words<'_>,
    per_hash: usize,
    rows: usize,
) -> Result<Vec<u64>, (usize, Error)> {
    let layout = p3::sponge_layout::<F, T, D>();
    layout_rows::<F, P, T, D>(p, &layout, None, words, per_hash, rows)
}

/// The width a hasher runs at: `--width`, else `default`; no other option.
pub(super) fn width(options: &HashOptions, default: usize) -> Result<usize, Error> {
    no_options(options)?;
    Ok(options.width.unwrap_or(default))
}

/// The registry's functions of one field: `$w => ($instance, digest)` arms.
macro_rules! field_fns {
    ($module:ident, $field:ty, $widths:ident, $sponge_default:literal, $compress_default:literal,
     $($(#[$m:meta])* $w:literal => $inst:ident, $d:ident);+) => {
        mod $module {
            use super::*;
            use crate::field::*;

            pub(super) fn permute(s: &[U256]) -> Result<Vec<U256>, Error> {
                match s.len() {
                    $($(#[$m])* $w => super::permute_array::<$field, _, $w>(p3::$inst(), s),)+
                    n => Err(Error::WrongWidth { widths: $widths, got: n }),
                }
            }

            pub(super) fn sponge(x: &[U256], o: &HashOptions) -> Result<Vec<U256>, Error> {
                match width(o, $sponge_default)? {
                    $($(#[$m])* $w => super::sponge::<$field, _, $w, $d>(p3::$inst(), x),)+
                    n => Err(Error::WrongWidth { widths: $widths, got: n }),
                }
            }

            #[cfg(not(target_arch = "wasm32"))]
            pub(super) fn compress_rows(
                x: Words<'_>, k: usize, n: usize, o: &HashOptions,
            ) -> Result<Vec<u64>, (usize, Error)> {
                match width(o, $compress_default).map_err(|e| (0, e))? {
                    $($(#[$m])* $w => super::compress_rows::<$field, _, $w, $d>(p3::$inst(), x, k, n),)+
                    n => Err((0, Error::WrongWidth { widths: $widths, got: n })),
                }
            }

            #[cfg(not(target_arch = "wasm32"))]
            pub(super) fn sponge_rows(
                x: Words<'_>, k: usize, n: usize, o: &HashOptions,
            ) -> Result<Vec<u64>, (usize, Error)> {
                match width(o, $sponge_default).map_err(|e| (0, e))? {
                    $($(#[$m])* $w => super::sponge_rows::<$field, _, $w, $d>(p3::$inst(), x, k, n),)+
                    n => Err((0, Error::WrongWidth { widths: $widths, got: n })),
                }
            }

            pub(super) fn compress(x: &[U256], o: &HashOptions) -> Result<Vec<U256>, Error> {
                match width(o, $compress_default)? {
                    $($(#[$m])* $w => super::compress::<$field, _, $w, $d>(p3::$inst(), x),)+
                    n => Err(Error::WrongWidth { widths: $widths, got: n }),
                }
            }
        }
    };
}

field_fns!(goldilocks, Goldilocks, GOLDILOCKS_WIDTHS, 12, 8,
    8 => goldilocks_w8, DIGEST_GOLDILOCKS; 12 => goldilocks_w12, DIGEST_GOLDILOCKS;
    16 => goldilocks_w16, DIGEST_GOLDILOCKS);
field_fns!(babybear, BabyBear, WIDTHS_31, 24, 16,
    16 => babybear_w16, DIGEST_31; 24 => babybear_w24, DIGEST_31;
    #[cfg(not(all(target_arch = "wasm32", not(feature = "compact"))))]
    32 => babybear_w32, DIGEST_31);
field_fns!(koalabear, KoalaBear, WIDTHS_31, 24, 16,
    16 => koalabear_w16, DIGEST_31; 24 => koalabear_w24, DIGEST_31;
    #[cfg(not(all(target_arch = "wasm32", not(feature = "compact"))))]
    32 => koalabear_w32, DIGEST_31);
field_fns!(mersenne31, Mersenne31, WIDTHS_31, 24, 16,
    16 => mersenne31_w16, DIGEST_31; 24 => mersenne31_w24, DIGEST_31;
    #[cfg(not(all(target_arch = "wasm32", not(feature = "compact"))))]
    32 => mersenne31_w32, DIGEST_31);

/// An entry's description over one of Plonky3's fields (no byte input).
pub(super) const fn info(
    name: &'static str,
    kind: Kind,
    field: &'static str,
    widths: &'static str,
    description: &'static str,
    num_bytes: usize,
) -> Info {
    Info {
        name,
        kind,
        field,
        widths,
        description,
        num_bytes,
        output_field: None,
        bytes: false,
    }
}

macro_rules! entries {
    ($($module:ident, $field:literal, $bytes:literal, $widths:expr,
       $sponge:expr, $compress:expr;)+) => {
        pub(super) static ENTRIES: &[Entry] = &[
            $(
                Entry {
                    info: info("poseidon2-plonky3", Kind::Permutation, $field, $widths,
                        "Poseidon2, Plonky3's default instances (p3-* crates)", $bytes),
                    bytes: None,
                    rows: None,
                    run: Run::Permute($module::permute),
                },
            )+
            $(
                Entry {
                    info: info("plonky3-sponge", Kind::Hasher, $field, $sponge,
                        "Plonky3 PaddingFreeSponge over poseidon2-plonky3 (rate = width - digest; --width)",
                        $bytes),
                    bytes: None,
                    rows: batch_mode!($module::sponge_rows),
                    run: Run::HashSized($module::sponge),
                },
            )+
            $(
                Entry {
                    info: info("plonky3-compress", Kind::Hasher, $field, $compress,
                        "Plonky3 TruncatedPermutation: 2 digests to 1 over poseidon2-plonky3 (--width)",
                        $bytes),
                    bytes: None,
                    rows: batch_mode!($module::compress_rows),
                    run: Run::HashSized($module::compress),
                },
            )+
        ];
    };
}

entries!(
    goldilocks, "goldilocks", 8, "8, 12, 16",
        "0 or more inputs; --width 8, 12, 16 (default 12)",
        "8 inputs; --width 8, 12, 16 (default 8)";
    babybear, "babybear", 4, TEXT_31[0], TEXT_31[1], TEXT_31[2];
    koalabear, "koalabear", 4, TEXT_31[0], TEXT_31[1], TEXT_31[2];
    mersenne31, "mersenne31", 4, TEXT_31[0], TEXT_31[1], TEXT_31[2];
);
