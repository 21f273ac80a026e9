//! Lookup by name over every family's entries, and the calls the front ends
//! make: hash, permute, hash bytes.

use super::entry::{Entry, HashOptions, Info, Kind, Rows, Run, Words};
use super::{
    eidos, filecoin, gmimc, monolith, pasta, poseidon, poseidon2, poseidon2_gnark,
    poseidon2_plonky3, poseidon_plonky3, rescue, risc0_poseidon254, stwo, tip5,
};
use crate::encode::U256;
use crate::error::Error;
use crate::permutation::batch;
use alloc::string::ToString;
use alloc::vec::Vec;

/// A set of registry entries to look names up in: [`ALL`] (what the free
/// functions of this module use) or [`SMALL_FIELDS`]. A program that names
/// only [`SMALL_FIELDS`] links none of the 256-bit instances (the npm
/// entry `zkhashes/small-fields`).
pub struct Registry {
    families: &'static [&'static [Entry]],
}

impl core::fmt::Debug for Registry {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list().entries(self.list().map(|i| i.name)).finish()
    }
}

/// Every entry, in listing order (on wasm32 without the entries of
/// [`PASTA`]: the npm package's root module is at its size limit).
#[cfg(not(target_arch = "wasm32"))]
pub static ALL: Registry = Registry {
    families: &[
        poseidon::WIDE,
        pasta::PASTA,
        filecoin::FILECOIN,
        risc0_poseidon254::ENTRIES,
        poseidon::SMALL,
        poseidon_plonky3::ENTRIES,
        poseidon2::WIDE,
        poseidon2::SMALL,
        poseidon2_plonky3::ENTRIES,
        poseidon2_gnark::WIDE,
        poseidon2_gnark::SMALL,
        rescue::ENTRIES,
        eidos::ENTRIES,
        gmimc::ENTRIES,
        tip5::ENTRIES,
        monolith::ENTRIES,
        stwo::SMALL,
        stwo::WIDE,
    ],
};

/// Every entry the wasm32 build carries, in listing order: Eidos is in
/// [`SMALL_FIELDS`] only (the npm entry `zkhashes/small-fields`), as the
/// root module is at its size limit.
#[cfg(target_arch = "wasm32")]
pub static ALL: Registry = Registry {
    families: &[
        poseidon::WIDE,
        poseidon::SMALL,
        poseidon2::WIDE,
        poseidon2::SMALL,
        poseidon2_plonky3::ENTRIES,
        rescue::ENTRIES,
        gmimc::ENTRIES,
    ],
};

/// The entries over fields of at most 64 bits (Goldilocks, BabyBear,
/// KoalaBear, Mersenne-31), in listing order.
#[cfg(not(target_arch = "wasm32"))]
pub static SMALL_FIELDS: Registry = Registry {
    families: &[
        poseidon::SMALL,
        poseidon_plonky3::ENTRIES,
        poseidon2::SMALL,
        poseidon2_plonky3::ENTRIES,
        poseidon2_gnark::SMALL,
        rescue::ENTRIES,
        eidos::ENTRIES,
        gmimc::ENTRIES,
        tip5::ENTRIES,
        monolith::ENTRIES,
        stwo::SMALL,
    ],
};

/// The wasm32 build's entries over fields of at most 64 bits (the npm
/// entry `zkhashes/small-fields`): without Plonky3's Poseidon1, which the
/// entry has no room for (80 kB gzipped, 78 kB used).
#[cfg(target_arch = "wasm32")]
pub static SMALL_FIELDS: Registry = Registry {
    families: &[
        poseidon::SMALL,
        poseidon2::SMALL,
        poseidon2_plonky3::ENTRIES,
        rescue::ENTRIES,
        eidos::ENTRIES,
        gmimc::ENTRIES,
    ],
};

/// The ecosystems of 2026 (Plonky3's Poseidon1 and leanSig's hashes on it,
/// Tip5, Plonky3's Monolith, gnark-crypto's Poseidon2, Stwo's Merkle
/// hashers), in listing order: the npm entry `zkhashes/wave-2026` (the
/// root and small-fields modules are at their size limits).
pub static WAVE_2026: Registry = Registry {
    families: &[
        poseidon_plonky3::ENTRIES,
        poseidon2_gnark::SMALL,
        poseidon2_gnark::WIDE,
        tip5::ENTRIES,
        monolith::ENTRIES,
        stwo::SMALL,
        stwo::WIDE,
    ],
};

/// The entries over Pallas' base field (Zcash Orchard, Mina), over
/// BLS12-381's scalar field (Filecoin) and RISC Zero's `poseidon_254`
/// (constants generated at run time, as Zcash's), in listing order: the npm
/// entry `zkhashes/pasta`.
pub static PASTA: Registry = Registry {
    families: &[pasta::PASTA, filecoin::FILECOIN, risc0_poseidon254::ENTRIES],
};

/// All entries, hashers and permutations.
pub fn list() -> impl Iterator<Item = &'static Info> {
    ALL.list()
}

/// The entry `name` of kind `kind` (over its only field; names that exist
/// over several fields need [`find_in`]).
pub fn find(name: &str, kind: Kind) -> Result<&'static Info, Error> {
    ALL.find_in(name, kind, None)
}

/// [`Registry::find_in`] in [`ALL`].
pub fn find_in(name: &str, kind: Kind, field: Option<&str>) -> Result<&'static Info, Error> {
    ALL.find_in(name, kind, field)
}

/// The fields a name exists over, in listing order.
pub fn fields(name: &str, kind: Kind) -> impl Iterator<Item = &'static str> + '_ {
    ALL.fields(name, kind)
}

/// Hashes `inputs` (canonical integers) with the hasher `name`.
pub fn hash(name: &str, inputs: &[U256], options: &HashOptions) -> Result<Vec<U256>, Error> {
    ALL.hash_in(name, None, inputs, options)
}

/// [`Registry::hash_in`] in [`ALL`].
pub fn hash_in(
    name: &str,
    field: Option<&str>,
    inputs: &[U256],
    options: &HashOptions,
) -> Result<Vec<U256>, Error> {
    ALL.hash_in(name, field, inputs, options)
}

/// [`Registry::hash_rows`] in [`ALL`].
pub fn hash_rows(
    name: &str,
    field: Option<&str>,
    inputs: &[U256],
    per_hash: usize,
    rows: usize,
    options: &HashOptions,
) -> Result<Vec<U256>, (usize, Error)> {
    ALL.hash_rows(name, field, inputs, per_hash, rows, options)
}

/// Whether the hasher `name` over `field` has a batch mode (hashes a batch
/// on SIMD lanes and cores at once, not row after row) in [`ALL`].
pub fn has_batch_mode(name: &str, field: Option<&str>) -> bool {
    ALL.entry(name, Kind::Hasher, field)
        .is_ok_and(|e| e.rows.is_some())
}

/// [`Registry::hash_rows_words`] in [`ALL`].
pub fn hash_rows_words(
    name: &str,
    field: Option<&str>,
    inputs: Words<'_>,
    per_hash: usize,
    rows: usize,
    options: &HashOptions,
) -> Result<Vec<u64>, (usize, Error)> {
    ALL.hash_rows_words(name, field, inputs, per_hash, rows, options)
}

/// Applies the permutation `name` to `state` (canonical integers; width = length).
pub fn permute(name: &str, state: &[U256]) -> Result<Vec<U256>, Error> {
    ALL.permute_in(name, None, state)
}

/// [`Registry::permute_in`] in [`ALL`].
pub fn permute_in(name: &str, field: Option<&str>, state: &[U256]) -> Result<Vec<U256>, Error> {
    ALL.permute_in(name, field, state)
}

/// [`Registry::hash_bytes`] in [`ALL`].
pub fn hash_bytes(name: &str, bytes: &[u8]) -> Result<Vec<U256>, Error> {
    ALL.hash_bytes(name, bytes)
}

/// [`Registry::hash_bytes_in`] in [`ALL`].
pub fn hash_bytes_in(name: &str, field: Option<&str>, bytes: &[u8]) -> Result<Vec<U256>, Error> {
    ALL.hash_bytes_in(name, field, bytes)
}

/// `--width` only for the hashers that take it.
fn check_width(e: &Entry, options: &HashOptions) -> Result<(), Error> {
    match e.run {
        Run::Hash(_) if options.width.is_some() => {
            Err(Error::InvalidOption("this hasher takes no --width"))
        }
        _ => Ok(()),
    }
}

/// Checks that a batch holds exactly `rows · per_hash` inputs.
fn batch_shape(len: usize, per_hash: usize, rows: usize) -> Result<(), (usize, Error)> {
    if rows.checked_mul(per_hash) != Some(len) {
        return Err((
            0,
            Error::InvalidOption("the batch holds not exactly rows · per_hash inputs"),
        ));
    }
    Ok(())
}

impl Registry {
    fn entries(&self) -> impl Iterator<Item = &'static Entry> {
        self.families.iter().flat_map(|f| f.iter())
    }

    /// Its entries, hashers and permutations, in listing order.
    pub fn list(&self) -> impl Iterator<Item = &'static Info> {
        self.entries().map(|e| &e.info)
    }

    /// The entry `name` of kind `kind` over `field` (`None`: the name's only
    /// field). [`Error::UnknownName`] if no entry has the name,
    /// [`Error::UnknownField`] if none of them is over `field`,
    /// [`Error::InvalidOption`] if the name exists over several fields and none
    /// was chosen.
    pub fn find_in(
        &self,
        name: &str,
        kind: Kind,
        field: Option<&str>,
    ) -> Result<&'static Info, Error> {
        self.entry(name, kind, field).map(|e| &e.info)
    }

    /// The fields a name exists over, in listing order.
    pub fn fields<'a>(&self, name: &'a str, kind: Kind) -> impl Iterator<Item = &'static str> + 'a {
        let families = self.families;
        families
            .iter()
            .flat_map(|f| f.iter())
            .filter(move |e| e.info.name == name && e.info.kind == kind)
            .map(|e| e.info.field)
    }

    fn entry(&self, name: &str, kind: Kind, field: Option<&str>) -> Result<&'static Entry, Error> {
        let mut named = self
            .entries()
            .filter(|e| e.info.name == name && e.info.kind == kind);
        let first = named
            .next()
            .ok_or_else(|| Error::UnknownName(name.to_string()))?;
        match field {
            Some(f) if first.info.field == f => Ok(first),
            Some(f) => named
                .find(|e| e.info.field == f)
                .ok_or_else(|| Error::UnknownField(f.to_string())),
            None if named.next().is_none() => Ok(first),
            None => Err(Error::InvalidOption(
                "this name exists over several fields: choose one (--field)",
            )),
        }
    }

    /// Hashes `inputs` (canonical integers) with the hasher `name` over
    /// `field` ([`Registry::find_in`]).
    pub fn hash_in(
        &self,
        name: &str,
        field: Option<&str>,
        inputs: &[U256],
        options: &HashOptions,
    ) -> Result<Vec<U256>, Error> {
        let e = self.entry(name, Kind::Hasher, field)?;
        check_width(e, options)?;
        match e.run {
            Run::Hash(f) | Run::HashSized(f) => f(inputs, options),
            Run::Permute(_) => Err(Error::UnknownName(name.to_string())),
        }
    }

    /// Hashes `rows` independent inputs of `per_hash` elements each, stored
    /// one after the other in `inputs` (`rows · per_hash` of them), with the
    /// hasher `name` over `field`: the outputs, row after row. A failure comes
    /// with the index of its row. Hashers with a batch mode (`plonky3-compress`,
    /// `plonky3-sponge`, `poseidon-circom`, `starknet-hash`, …) run all rows at
    /// once on SIMD lanes and every core; the others row after row. The batch calls of the front ends (C, JS)
    /// run on this.
    pub fn hash_rows(
        &self,
        name: &str,
        field: Option<&str>,
        inputs: &[U256],
        per_hash: usize,
        rows: usize,
        options: &HashOptions,
    ) -> Result<Vec<U256>, (usize, Error)> {
        batch_shape(inputs.len(), per_hash, rows)?;
        let e = self.entry(name, Kind::Hasher, field).map_err(|e| (0, e))?;
        check_width(e, options).map_err(|err| (0, err))?;
        if let Some(Rows::Wide(batch)) = e.rows {
            return batch(inputs, per_hash, rows, options);
        }
        if let Some(Rows::Words(batch)) = e.rows {
            // A field of at most 64 bits: one word each. A value past 64 bits
            // becomes 2⁶⁴ − 1 (≥ p too), so the batch mode checks its options
            // first and then names the lowest row with a value ≥ p, as row by
            // row hashing would.
            let words: Vec<u64> = inputs
                .iter()
                .map(|v| match v {
                    [w, 0, 0, 0] => *w,
                    _ => u64::MAX,
                })
                .collect();
            let out = batch(Words::U64(&words), per_hash, rows, options)?;
            return Ok(out.into_iter().map(|w| [w, 0, 0, 0]).collect());
        }
        let mut out = Vec::new();
        for i in 0..rows {
            let row = &inputs[i * per_hash..(i + 1) * per_hash];
            out.extend(
                self.hash_in(name, field, row, options)
                    .map_err(|e| (i, e))?,
            );
        }
        Ok(out)
    }

    /// [`hash_rows`] on canonical words (64- or 32-bit, as the caller holds
    /// them), for hashers over fields of at most 64 bits: typed arrays in,
    /// typed arrays out (the Python `hash_batch` of `uint64`/`uint32` arrays
    /// runs on this). Hashers without a batch mode run row after row, split
    /// across cores with the `parallel` feature. [`Error::InvalidOption`] for
    /// a wider field.
    pub fn hash_rows_words(
        &self,
        name: &str,
        field: Option<&str>,
        inputs: Words<'_>,
        per_hash: usize,
        rows: usize,
        options: &HashOptions,
    ) -> Result<Vec<u64>, (usize, Error)> {
        batch_shape(inputs.len(), per_hash, rows)?;
        let e = self.entry(name, Kind::Hasher, field).map_err(|e| (0, e))?;
        if e.info.num_bytes > 8 {
            return Err((
                0,
                Error::InvalidOption("this hasher's field is wider than 64 bits: use hash_rows"),
            ));
        }
        check_width(e, options).map_err(|err| (0, err))?;
        if let Some(Rows::Words(batch)) = e.rows {
            return batch(inputs, per_hash, rows, options);
        }
        if rows == 0 {
            return Ok(Vec::new());
        }
        let row = |i: usize| -> Vec<U256> {
            let r = i * per_hash..(i + 1) * per_hash;
            match inputs {
                Words::U64(w) => w[r].iter().map(|&v| [v, 0, 0, 0]).collect(),
                Words::U32(w) => w[r].iter().map(|&v| [u64::from(v), 0, 0, 0]).collect(),
            }
        };
        // The first row gives the outputs per row; the others fill their slots.
        let first = self
            .hash_in(name, field, &row(0), options)
            .map_err(|e| (0, e))?;
        let m = first.len();
        let mut out = alloc::vec![0u64; rows * m];
        out[..m].iter_mut().zip(&first).for_each(|(o, v)| *o = v[0]);
        // Rows hashed apart from the first, slow hashers included: split
        // across cores by rows.
        batch::try_split_rows(&mut out[m..], m, |start, out| {
            for (k, o) in out.chunks_mut(m.max(1)).enumerate() {
                let i = 1 + start + k;
                let v = self
                    .hash_in(name, field, &row(i), options)
                    .map_err(|e| (i, e))?;
                if v.len() != m {
                    return Err((i, Error::InvalidOption("rows hash to different lengths")));
                }
                o.iter_mut().zip(&v).for_each(|(o, v)| *o = v[0]);
            }
            Ok(())
        })?;
        Ok(out)
    }

    /// Applies the permutation `name` over `field` ([`Registry::find_in`]) to
    /// `state` (canonical integers; width = length).
    pub fn permute_in(
        &self,
        name: &str,
        field: Option<&str>,
        state: &[U256],
    ) -> Result<Vec<U256>, Error> {
        match self.entry(name, Kind::Permutation, field)?.run {
            Run::Permute(f) => f(state),
            Run::Hash(_) | Run::HashSized(_) => Err(Error::UnknownName(name.to_string())),
        }
    }

    /// Hashes the byte string `bytes` with the hasher `name`, if it has a byte
    /// mode ([`Info::bytes`]); any length, the empty string included.
    pub fn hash_bytes(&self, name: &str, bytes: &[u8]) -> Result<Vec<U256>, Error> {
        self.hash_bytes_in(name, None, bytes)
    }

    /// [`Registry::hash_bytes`] with the hasher `name` over `field` (names
    /// over several fields need it, as in [`Registry::find_in`]).
    pub fn hash_bytes_in(
        &self,
        name: &str,
        field: Option<&str>,
        bytes: &[u8],
    ) -> Result<Vec<U256>, Error> {
        match self.entry(name, Kind::Hasher, field)?.bytes {
            Some(f) => f(bytes),
            None => Err(Error::InvalidOption("this hasher has no byte mode")),
        }
    }
}
