//! Every hasher and permutation by name, on field-agnostic [`U256`] values:
//! the one entry point the CLI and the bindings use (they only convert
//! strings/bytes and map errors).

mod gmimc;
mod poseidon;
mod poseidon2;
mod poseidon2_plonky3;
mod rescue;

use crate::encode::U256;
use crate::error::Error;
use crate::field::PrimeField;
use alloc::string::ToString;
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
    /// Bytes of the field's canonical encoding (for fixed-width output).
    pub num_bytes: usize,
    /// Whether the hasher also hashes byte strings ([`hash_bytes`]).
    pub bytes: bool,
}

/// Options of [`hash`]; each hasher says which it accepts.
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

type HashFn = fn(&[U256], &HashOptions) -> Result<Vec<U256>, Error>;
type PermuteFn = fn(&[U256]) -> Result<Vec<U256>, Error>;
type BytesFn = fn(&[u8]) -> Result<Vec<U256>, Error>;

enum Run {
    Hash(HashFn),
    /// A hasher that takes [`HashOptions::width`].
    HashSized(HashFn),
    Permute(PermuteFn),
}

struct Entry {
    info: Info,
    /// The hasher's byte-string mode, if it has one.
    bytes: Option<BytesFn>,
    run: Run,
}

/// The entries of every family, in listing order.
static FAMILIES: &[&[Entry]] = &[
    poseidon::ENTRIES,
    poseidon2::ENTRIES,
    poseidon2_plonky3::ENTRIES,
    rescue::ENTRIES,
    gmimc::ENTRIES,
];

fn entries() -> impl Iterator<Item = &'static Entry> {
    FAMILIES.iter().flat_map(|f| f.iter())
}

/// All entries, hashers and permutations.
pub fn list() -> impl Iterator<Item = &'static Info> {
    entries().map(|e| &e.info)
}

/// The entry `name` of kind `kind` (over its only field; names that exist
/// over several fields need [`find_in`]).
pub fn find(name: &str, kind: Kind) -> Result<&'static Info, Error> {
    entry(name, kind, None).map(|e| &e.info)
}

/// The entry `name` of kind `kind` over `field` (`None`: the name's only
/// field). [`Error::UnknownName`] if no entry has the name,
/// [`Error::UnknownField`] if none of them is over `field`,
/// [`Error::InvalidOption`] if the name exists over several fields and none
/// was chosen.
pub fn find_in(name: &str, kind: Kind, field: Option<&str>) -> Result<&'static Info, Error> {
    entry(name, kind, field).map(|e| &e.info)
}

/// The fields a name exists over, in listing order.
pub fn fields(name: &str, kind: Kind) -> impl Iterator<Item = &'static str> + '_ {
    entries()
        .filter(move |e| e.info.name == name && e.info.kind == kind)
        .map(|e| e.info.field)
}

fn entry(name: &str, kind: Kind, field: Option<&str>) -> Result<&'static Entry, Error> {
    let mut named = entries().filter(|e| e.info.name == name && e.info.kind == kind);
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

/// Hashes `inputs` (canonical integers) with the hasher `name`.
pub fn hash(name: &str, inputs: &[U256], options: &HashOptions) -> Result<Vec<U256>, Error> {
    hash_in(name, None, inputs, options)
}

/// [`hash`] with the hasher over `field` ([`find_in`]).
pub fn hash_in(
    name: &str,
    field: Option<&str>,
    inputs: &[U256],
    options: &HashOptions,
) -> Result<Vec<U256>, Error> {
    match entry(name, Kind::Hasher, field)?.run {
        Run::Hash(_) if options.width.is_some() => {
            Err(Error::InvalidOption("this hasher takes no --width"))
        }
        Run::Hash(f) | Run::HashSized(f) => f(inputs, options),
        Run::Permute(_) => Err(Error::UnknownName(name.to_string())),
    }
}

/// Hashes `rows` independent inputs of `per_hash` elements each, stored
/// one after the other in `inputs` (`rows · per_hash` of them), with the
/// hasher `name` over `field`: the outputs, row after row. A failure comes
/// with the index of its row. The batch calls of the front ends (C, JS)
/// run on this.
pub fn hash_rows(
    name: &str,
    field: Option<&str>,
    inputs: &[U256],
    per_hash: usize,
    rows: usize,
    options: &HashOptions,
) -> Result<Vec<U256>, (usize, Error)> {
    if rows.checked_mul(per_hash) != Some(inputs.len()) {
        return Err((
            0,
            Error::InvalidOption("the batch holds not exactly rows · per_hash inputs"),
        ));
    }
    let mut out = Vec::new();
    for i in 0..rows {
        let row = &inputs[i * per_hash..(i + 1) * per_hash];
        out.extend(hash_in(name, field, row, options).map_err(|e| (i, e))?);
    }
    Ok(out)
}

/// Applies the permutation `name` to `state` (canonical integers; width = length).
pub fn permute(name: &str, state: &[U256]) -> Result<Vec<U256>, Error> {
    permute_in(name, None, state)
}

/// [`permute`] with the permutation over `field` ([`find_in`]).
pub fn permute_in(name: &str, field: Option<&str>, state: &[U256]) -> Result<Vec<U256>, Error> {
    match entry(name, Kind::Permutation, field)?.run {
        Run::Permute(f) => f(state),
        Run::Hash(_) | Run::HashSized(_) => Err(Error::UnknownName(name.to_string())),
    }
}

/// Hashes the byte string `bytes` with the hasher `name`, if it has a byte
/// mode ([`Info::bytes`]); any length, the empty string included.
pub fn hash_bytes(name: &str, bytes: &[u8]) -> Result<Vec<U256>, Error> {
    match entry(name, Kind::Hasher, None)?.bytes {
        Some(f) => f(bytes),
        None => Err(Error::InvalidOption("this hasher has no byte mode")),
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
