//! Registry entries of Miden's sponge hashers over Goldilocks — RPO_256,
//! RPX_256 and (miden-crypto 0.28 and later) Poseidon2 — and winterfell's
//! Rp64_256.

use super::entry::{
    batch_mode, exactly, from_field, no_options, to_field, Entry, HashOptions, Info, Kind, Run,
};
#[cfg(not(target_arch = "wasm32"))]
use super::rows::plain_rows;
use crate::encode::U256;
use crate::error::Error;
use crate::field::Goldilocks as F;
#[cfg(not(target_arch = "wasm32"))]
use crate::instances::miden::Poseidon2Permutation;
use crate::instances::miden::{self, MidenHasher, Poseidon2Hasher, Rpo256, Rpx256};
use crate::instances::winterfell;
#[cfg(not(target_arch = "wasm32"))]
use crate::permutation::rescue::Rp64_256;
use crate::permutation::rescue::{self, State, WIDTH};
#[cfg(not(target_arch = "wasm32"))]
use crate::permutation::rescue::{Rpo, Rpx};
use alloc::vec::Vec;

/// A Goldilocks entry's description (8-byte elements; Tip5's entries too).
pub(super) const fn info(
    name: &'static str,
    kind: Kind,
    widths: &'static str,
    description: &'static str,
    bytes: bool,
) -> Info {
    Info {
        name,
        kind,
        field: "goldilocks",
        widths,
        description,
        num_bytes: 8,
        output_field: None,
        bytes,
    }
}

const ANY: &str = "0 or more inputs (or --bytes)";
const TWO_DIGESTS: &str = "8 inputs (two digests of 4)";

pub(super) static ENTRIES: &[Entry] = &[
    Entry {
        info: info(
            "rpo-hash-elements",
            Kind::Hasher,
            ANY,
            "Miden Rpo256::hash_elements (rate 0..8, len mod 8 in capacity); --bytes: Rpo256::hash",
            true,
        ),
        bytes: Some(|b| Ok(from_field(&Rpo256::hash_bytes(b)))),
        rows: batch_mode!(|w, k, n, o| plain_rows::<F, _, WIDTH, 4>(
            &Rpo,
            &miden::ELEMENTS,
            None,
            w,
            k,
            n,
            o
        )),
        run: Run::Hash(|x, o| elements(x, o, Rpo256::hash_elements)),
    },
    Entry {
        info: info(
            "rpo-merge",
            Kind::Hasher,
            TWO_DIGESTS,
            "Miden Rpo256::merge (2-to-1)",
            false,
        ),
        bytes: None,
        rows: batch_mode!(|w, k, n, o| plain_rows::<F, _, WIDTH, 4>(
            &Rpo,
            &miden::ELEMENTS,
            MERGE,
            w,
            k,
            n,
            o
        )),
        run: Run::Hash(|x, o| merge(x, o, Rpo256::merge)),
    },
    Entry {
        info: info(
            "rpx-hash-elements",
            Kind::Hasher,
            ANY,
            "Miden Rpx256::hash_elements (rate 0..8, len mod 8 in capacity); --bytes: Rpx256::hash",
            true,
        ),
        bytes: Some(|b| Ok(from_field(&Rpx256::hash_bytes(b)))),
        rows: batch_mode!(|w, k, n, o| plain_rows::<F, _, WIDTH, 4>(
            &Rpx,
            &miden::ELEMENTS,
            None,
            w,
            k,
            n,
            o
        )),
        run: Run::Hash(|x, o| elements(x, o, Rpx256::hash_elements)),
    },
    Entry {
        info: info(
            "rpx-merge",
            Kind::Hasher,
            TWO_DIGESTS,
            "Miden Rpx256::merge (2-to-1)",
            false,
        ),
        bytes: None,
        rows: batch_mode!(|w, k, n, o| plain_rows::<F, _, WIDTH, 4>(
            &Rpx,
            &miden::ELEMENTS,
            MERGE,
            w,
            k,
            n,
            o
        )),
        run: Run::Hash(|x, o| merge(x, o, Rpx256::merge)),
    },
    Entry {
        info: info(
            "poseidon2-miden-hash-elements",
            Kind::Hasher,
            ANY,
            "Miden Poseidon2::hash_elements (miden-crypto 0.28+; RPO's sponge over Plonky3's Goldilocks w12); --bytes: Poseidon2::hash",
            true,
        ),
        bytes: Some(|b| Ok(from_field(&Poseidon2Hasher::hash_bytes(b)))),
        rows: batch_mode!(|w, k, n, o| plain_rows::<F, _, WIDTH, 4>(
            &Poseidon2Permutation,
            &miden::ELEMENTS,
            None,
            w,
            k,
            n,
            o
        )),
        run: Run::Hash(|x, o| elements(x, o, Poseidon2Hasher::hash_elements)),
    },
    Entry {
        info: info(
            "poseidon2-miden-merge",
            Kind::Hasher,
            TWO_DIGESTS,
            "Miden Poseidon2::merge (2-to-1; miden-crypto 0.28+)",
            false,
        ),
        bytes: None,
        rows: batch_mode!(|w, k, n, o| plain_rows::<F, _, WIDTH, 4>(
            &Poseidon2Permutation,
            &miden::ELEMENTS,
            MERGE,
            w,
            k,
            n,
            o
        )),
        run: Run::Hash(|x, o| merge(x, o, Poseidon2Hasher::merge)),
    },
    Entry {
        info: info(
            "rp64-256-hash-elements",
            Kind::Hasher,
            ANY,
            "winterfell Rp64_256::hash_elements (additive, count in capacity); --bytes: ::hash",
            true,
        ),
        bytes: Some(|b| Ok(from_field(&winterfell::hash_bytes(b)?))),
        rows: batch_mode!(|w, k, n, o| plain_rows::<F, _, WIDTH, 4>(
            &Rp64_256,
            &winterfell::ELEMENTS,
            None,
            w,
            k,
            n,
            o
        )),
        run: Run::Hash(|x, o| elements(x, o, winterfell::hash_elements)),
    },
    Entry {
        info: info(
            "rp64-256-merge",
            Kind::Hasher,
            TWO_DIGESTS,
            "winterfell Rp64_256::merge (2-to-1)",
            false,
        ),
        bytes: None,
        rows: batch_mode!(|w, k, n, o| plain_rows::<F, _, WIDTH, 4>(
            &Rp64_256,
            &winterfell::ELEMENTS,
            MERGE,
            w,
            k,
            n,
            o
        )),
        run: Run::Hash(|x, o| merge(x, o, winterfell::merge)),
    },
    Entry {
        info: info(
            "rpo",
            Kind::Permutation,
            "12",
            "Miden RPO permutation: 7 rounds of MDS, +c, x^7, MDS, +c, x^(1/7)",
            false,
        ),
        bytes: None,
        rows: None,
        run: Run::Permute(|s| permute(s, rescue::rpo_permute)),
    },
    Entry {
        info: info(
            "rpx",
            Kind::Permutation,
            "12",
            "Miden RPX permutation: (FB)(E)(FB)(E)(FB)(E)(M), E = x^7 in the cubic extension",
            false,
        ),
        bytes: None,
        rows: None,
        run: Run::Permute(|s| permute(s, rescue::rpx_permute)),
    },
    Entry {
        info: info(
            "rp64-256",
            Kind::Permutation,
            "12",
            "winterfell Rescue-Prime permutation: 7 rounds of x^7, MDS, +c, x^(1/7), MDS, +c",
            false,
        ),
        bytes: None,
        rows: None,
        run: Run::Permute(|s| permute(s, rescue::rp64_256_permute)),
    },
];

type Digest = [F; miden::DIGEST];

/// The one length of a merge: two digests.
#[cfg(not(target_arch = "wasm32"))]
const MERGE: Option<usize> = Some(2 * miden::DIGEST);

fn elements(
    inputs: &[U256],
    options: &HashOptions,
    f: fn(&[F]) -> Digest,
) -> Result<Vec<U256>, Error> {
    no_options(options)?;
    Ok(from_field(&f(&to_field::<F>(inputs)?)))
}

fn merge(
    inputs: &[U256],
    options: &HashOptions,
    f: fn(&[Digest; 2]) -> Digest,
) -> Result<Vec<U256>, Error> {
    no_options(options)?;
    let x = exactly::<F>(inputs, 2 * miden::DIGEST)?;
    let halves = [
        core::array::from_fn(|i| x[i]),
        core::array::from_fn(|i| x[miden::DIGEST + i]),
    ];
    Ok(from_field(&f(&halves)))
}

fn permute(state: &[U256], f: fn(&mut State)) -> Result<Vec<U256>, Error> {
    let x = exactly::<F>(state, WIDTH)?;
    let mut s: State = core::array::from_fn(|i| x[i]);
    f(&mut s);
    Ok(from_field(&s))
}
