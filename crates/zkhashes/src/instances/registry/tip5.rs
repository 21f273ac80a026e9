//! Registry entries of Tip5 (Triton VM, Neptune Cash): the permutation
//! `tip5` (width 16) and the hashers `tip5-hash-10` (`hash_10`, also
//! `hash_pair` of two digests) and `tip5-hash-varlen`, over Goldilocks.

use super::entry::{
    exactly, from_field, no_options, permute_array, to_field, Entry, HashOptions, Kind, Run,
};
use super::rescue::info;
use crate::encode::U256;
use crate::error::Error;
use crate::field::Goldilocks;
use crate::instances::tip5 as t5;
use crate::permutation::tip5::{Tip5, RATE};
use alloc::vec::Vec;

fn permute(state: &[U256]) -> Result<Vec<U256>, Error> {
    permute_array::<Goldilocks, _, 16>(&Tip5, state)
}

fn hash_10(inputs: &[U256], o: &HashOptions) -> Result<Vec<U256>, Error> {
    no_options(o)?;
    let x: [Goldilocks; RATE] = exactly::<Goldilocks>(inputs, RATE)?
        .try_into()
        .expect("`exactly` checked the length");
    Ok(from_field(&t5::hash_10(&x)))
}

fn hash_varlen(inputs: &[U256], o: &HashOptions) -> Result<Vec<U256>, Error> {
    no_options(o)?;
    Ok(from_field(&t5::hash_varlen(&to_field::<Goldilocks>(
        inputs,
    )?)))
}

/// The entries.
pub(super) static ENTRIES: &[Entry] = &[
    Entry {
        info: info(
            "tip5",
            Kind::Permutation,
            "16",
            "Tip5 (Triton VM, Neptune Cash; twenty-first 3.1): 5 rounds, byte lookups on 4 cells, x^7 on 12",
            false,
        ),
        bytes: None,
        rows: None,
        run: Run::Permute(permute),
    },
    Entry {
        info: info(
            "tip5-hash-10",
            Kind::Hasher,
            "10 inputs",
            "Tip5 hash_10 (and hash_pair of two 5-element digests): capacity ones, 5 outputs",
            false,
        ),
        bytes: None,
        rows: None,
        run: Run::Hash(hash_10),
    },
    Entry {
        info: info(
            "tip5-hash-varlen",
            Kind::Hasher,
            "0 or more inputs",
            "Tip5 hash_varlen: capacity zeros, 1-then-zeros padding, overwrite absorption, 5 outputs",
            false,
        ),
        bytes: None,
        rows: None,
        run: Run::Hash(hash_varlen),
    },
];
