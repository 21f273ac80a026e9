//! The registry's types — what a name refers to ([`Info`], [`Kind`]), the
//! options of a hash ([`HashOptions`]), an entry's functions — and the
//! conversions every family's entries share.

use crate::encode::U256;
use crate::error::Error;
use crate::field::PrimeField;
use alloc::vec::Vec;

/// What a registry entry is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Hashes a list of inputs to one or more outputs.
    Hasher,
    /// Permutes a state; the width is the state's length.
    Permutation,
}

/// Description of a registry entry (what `zkhashes list` prints).
#[derive(Clone, Copy, Debug)]
pub struct Info {
    /// The name, `<family>-<ecosystem>`.
    pub name: &'static str,
    /// Hasher or permutation.
    pub kind: Kind,
    /// The field's name.
    pub field: &'static str,
    /// Accepted input counts (hashers) or widths (permutations).
    pub widths: &'static str,
    /// One line.
    pub description: &'static str,
    /// Bytes of the outputs' canonical encoding (for fixed-width output).
    pub num_bytes: usize,
    /// The outputs' field where it is not the inputs' ([`Info::field`]):
    /// RISC Zero's `poseidon-risc0` hashes BabyBear elements to a BN254
    /// element. `None` for every other entry.
    pub output_field: Option<&'static str>,
    /// Whether the hasher also hashes byte strings ([`hash_bytes`](super::hash_bytes)).
    pub bytes: bool,
}

impl Info {
    /// The field of the outputs: [`Info::output_field`], else [`Info::field`].
    pub fn outputs_field(&self) -> &'static str {
        self.output_field.unwrap_or(self.field)
    }
}

/// Options of [`hash`](super::hash); each hasher says which it accepts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HashOptions {
    /// circom `initState` (the capacity element), default 0.
    pub init_state: Option<U256>,
    /// circom `nOuts`: how many state elements to return, default 1.
    pub outputs: Option<usize>,
    /// The width of the permutation under the hasher, for hashers built
    /// over several (`plonky3-sponge`, `plonky3-compress`); others reject it.
    pub width: Option<usize>,
}

pub(crate) type HashFn = fn(&[U256], &HashOptions) -> Result<Vec<U256>, Error>;
pub(crate) type PermuteFn = fn(&[U256]) -> Result<Vec<U256>, Error>;
pub(crate) type BytesFn = fn(&[u8]) -> Result<Vec<U256>, Error>;
/// A typed batch: `rows` hashes of `per_hash` canonical words each (fields
/// of at most 64 bits), the outputs row after row; an error names its row.
pub(crate) type RowsFn =
    fn(Words<'_>, usize, usize, &HashOptions) -> Result<Vec<u64>, (usize, Error)>;

/// A batch over a 256-bit field: `rows` hashes of `per_hash` canonical
/// integers each, the outputs row after row; an error names its row.
pub(crate) type WideRowsFn =
    fn(&[U256], usize, usize, &HashOptions) -> Result<Vec<U256>, (usize, Error)>;

/// An entry's batch mode, by the width of its field.
// On wasm32 no entry has one ([`batch_mode`]).
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
pub(crate) enum Rows {
    /// Fields of at most 64 bits: typed words in and out.
    Words(RowsFn),
    /// 256-bit fields: canonical integers in and out.
    Wide(WideRowsFn),
}

/// The inputs of a batch over a field of at most 64 bits, as the caller
/// holds them (a numpy `uint64` or `uint32` array, say): no copy to
/// another width.
#[derive(Clone, Copy, Debug)]
pub enum Words<'a> {
    /// 64-bit words.
    U64(&'a [u64]),
    /// 32-bit words (fields below 2³²).
    U32(&'a [u32]),
}

impl Words<'_> {
    /// The number of words.
    pub fn len(&self) -> usize {
        match self {
            Words::U64(w) => w.len(),
            Words::U32(w) => w.len(),
        }
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// A word of a [`Words`] batch.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) trait Word: Copy + Send + Sync + Into<u64> {}
#[cfg(not(target_arch = "wasm32"))]
impl Word for u64 {}
#[cfg(not(target_arch = "wasm32"))]
impl Word for u32 {}

/// `Some(f)`: an entry's batch mode; `None` on wasm32, where there are no
/// lanes or threads to gain and the npm package's size counts (row by row
/// is as fast there).
#[cfg(not(target_arch = "wasm32"))]
macro_rules! batch_mode {
    ($f:expr) => {
        Some(super::entry::Rows::Words($f))
    };
    (wide $f:expr) => {
        Some(super::entry::Rows::Wide($f))
    };
}
#[cfg(target_arch = "wasm32")]
macro_rules! batch_mode {
    ($f:expr) => {
        None
    };
    (wide $f:expr) => {
        None
    };
}
pub(crate) use batch_mode;

pub(crate) enum Run {
    Hash(HashFn),
    /// A hasher that takes [`HashOptions::width`].
    HashSized(HashFn),
    Permute(PermuteFn),
}

pub(crate) struct Entry {
    pub(crate) info: Info,
    /// The hasher's byte-string mode, if it has one.
    pub(crate) bytes: Option<BytesFn>,
    /// The hasher's batch mode (many rows at once, on SIMD lanes and every
    /// core), if it has one; else [`hash_rows`](super::hash_rows) runs
    /// row after row.
    pub(crate) rows: Option<Rows>,
    pub(crate) run: Run,
}

impl Entry {
    /// An entry over a 256-bit field (32-byte elements) with no byte mode
    /// and no batch mode of its own.
    pub(crate) const fn wide(
        name: &'static str,
        kind: Kind,
        field: &'static str,
        widths: &'static str,
        description: &'static str,
        run: Run,
    ) -> Self {
        Self {
            info: Info {
                name,
                kind,
                field,
                widths,
                description,
                num_bytes: 32,
                output_field: None,
                bytes: false,
            },
            bytes: None,
            rows: None,
            run,
        }
    }
}

/// Converts canonical integers to field elements, naming the first offender.
pub fn to_field<F: PrimeField>(values: &[U256]) -> Result<Vec<F>, Error> {
    values
        .iter()
        .enumerate()
        .map(|(i, v)| F::from_u256(v).map_err(|e| e.at(i)))
        .collect()
}

pub(crate) fn from_field<F: PrimeField>(values: &[F]) -> Vec<U256> {
    values.iter().map(PrimeField::to_u256).collect()
}

pub(crate) fn no_options(options: &HashOptions) -> Result<(), Error> {
    if options.init_state.is_some() || options.outputs.is_some() {
        return Err(Error::InvalidOption(
            "this hasher takes no --init-state or --outputs",
        ));
    }
    Ok(())
}

pub(crate) fn exactly<F: PrimeField>(inputs: &[U256], n: usize) -> Result<Vec<F>, Error> {
    if inputs.len() != n {
        return Err(Error::WrongArity {
            min: n,
            max: n,
            got: inputs.len(),
        });
    }
    to_field::<F>(inputs)
}

/// A state of width 3 (the Pallas permutations, RISC Zero's `poseidon_254`
/// rounds): [`Error::WrongWidth`] for another length, then each cell checked.
/// `p` on `state` (exactly `T` values below p): the registry's `Run::Permute`
/// for a permutation of one width.
pub(crate) fn permute_array<
    F: PrimeField,
    P: crate::permutation::Permutation<F, T>,
    const T: usize,
>(
    p: &P,
    state: &[U256],
) -> Result<Vec<U256>, Error> {
    let x: [F; T] = exactly::<F>(state, T)?
        .try_into()
        .expect("`exactly` checked the length");
    Ok(from_field(&p.permute(x)))
}

pub(crate) fn state3<F: PrimeField>(s: &[U256]) -> Result<[F; 3], Error> {
    if s.len() != 3 {
        return Err(Error::WrongWidth {
            widths: &[3],
            got: s.len(),
        });
    }
    Ok(exactly::<F>(s, 3)?
        .try_into()
        .expect("`exactly` checked the length"))
}

/// [`Error::NonCanonical`] at the first word ≥ p (fields of at most 64
/// bits), with the row (`per_hash` words a row) it sits in.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn check_words<F: PrimeField, W: Word>(
    words: &[W],
    per_hash: usize,
) -> Result<(), (usize, Error)> {
    match words.iter().position(|&w| w.into() >= F::MODULUS[0]) {
        Some(i) => Err((
            i / per_hash,
            Error::NonCanonical {
                index: i % per_hash,
            },
        )),
        None => Ok(()),
    }
}

/// A word already checked by [`check_words`] (below p) as a field element: `from_u64`, with no
/// second check.
#[cfg(not(target_arch = "wasm32"))]
#[inline(always)]
pub(crate) fn word_to_field<F: PrimeField, W: Word>(w: W) -> F {
    F::from_u64(w.into())
}
