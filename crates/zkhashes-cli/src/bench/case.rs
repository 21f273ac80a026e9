//! One row of the benchmark table: what it hashes, and the typed work it
//! times (our hot path, not the registry's string/`U256` front end).

use std::fmt;
use std::hint::black_box;
use zkhashes::encode::U256;
use zkhashes::instances::registry::{self, HashOptions, Kind};
use zkhashes::PrimeField;

/// What a row measures (the Miden / ethresear.ch scenarios, plus the
/// permutation alone).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scenario {
    /// Merge of two digests (or two elements, for one-element digests).
    TwoToOne,
    /// Hashing this many field elements (or, for byte hashes, bytes as
    /// many as that many elements of some field take).
    Elements(usize),
    /// One permutation of a state of this width.
    Permutation(usize),
    /// 2-to-1 hashes of [`super::batch::BATCH`] pairs at once, on these
    /// cores.
    Batch(super::batch::Cores),
    /// Hashes of this many elements, [`super::batch::ELEMENTS_BATCH`] at
    /// once, on these cores (hashers with no 2-to-1 shape).
    BatchOf(usize, super::batch::Cores),
    /// A Merkle tree of [`super::trees::LEAVES`] leaves, on these cores.
    Tree(super::batch::Cores),
}

impl fmt::Display for Scenario {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Scenario::TwoToOne => f.write_str("2-to-1"),
            Scenario::Elements(1) => f.write_str("1 element"),
            Scenario::Elements(n) => write!(f, "{n} elements"),
            Scenario::Permutation(t) => write!(f, "permutation t={t}"),
            Scenario::Batch(c) => write!(f, "{} x 2-to-1, {c}", super::batch::BATCH),
            Scenario::BatchOf(1, c) => {
                write!(f, "{} x 1 element, {c}", super::batch::ELEMENTS_BATCH)
            }
            Scenario::BatchOf(n, c) => {
                write!(f, "{} x {n} elements, {c}", super::batch::ELEMENTS_BATCH)
            }
            Scenario::Tree(c) => write!(f, "tree of {} leaves, {c}", super::trees::LEAVES),
        }
    }
}

/// The timed work of a row, type-erased once so that the timing loop calls
/// the typed function directly (no dynamic call per hash).
pub trait Work {
    /// Runs the work `n` times on black-boxed inputs.
    fn run(&self, n: u64);
    /// Our output, as canonical integers (`None` for byte hashes, which
    /// have no registry entry to compare with).
    fn output(&self) -> Option<Vec<U256>>;
}

/// What the registry takes to compute the same output (for the test that
/// each row times the function its name says).
#[derive(Clone, Debug)]
pub struct Check {
    /// The hasher's `--width`, if it has one.
    pub width: Option<usize>,
    /// The inputs (hashers) or the state (permutations).
    pub inputs: Vec<U256>,
}

/// One row.
pub struct Case {
    /// The registry name, or the byte hash's name.
    pub name: &'static str,
    /// The field's name (`bytes` for byte hashes).
    pub field: &'static str,
    /// Hasher or permutation (byte hashes count as hashers).
    pub kind: Kind,
    /// The scenario.
    pub scenario: Scenario,
    /// Bytes of input (elements × the field's encoding width), to set the
    /// row beside BLAKE3 over as many bytes.
    pub bytes: usize,
    /// Whether this is one of the byte-hash baselines.
    pub baseline: bool,
    /// Hashes per run of the work (its time is divided by this).
    pub per_run: u64,
    /// What the registry needs to compute the same output.
    pub check: Option<Check>,
    /// The timed work.
    pub work: Box<dyn Work>,
}

impl Case {
    /// `name/field/scenario`: what `--filter` matches.
    pub fn id(&self) -> String {
        format!("{}/{}/{}", self.name, self.field, self.scenario)
    }

    /// Whether the timed work computes what the registry computes under
    /// this row's name on the same inputs (baselines: trivially true).
    pub fn agrees_with_registry(&self) -> bool {
        if matches!(self.scenario, Scenario::Tree(_)) {
            return self.baseline || super::trees::agrees(self);
        }
        let Some(Check { width, inputs }) = &self.check else {
            return self.baseline;
        };
        let expected = match self.kind {
            Kind::Hasher => {
                let options = HashOptions {
                    width: *width,
                    ..HashOptions::default()
                };
                registry::hash_in(self.name, Some(self.field), inputs, &options)
            }
            Kind::Permutation => registry::permute_in(self.name, Some(self.field), inputs),
        };
        expected.ok() == self.work.output()
    }
}

struct Typed<I, O, F, G> {
    input: I,
    f: F,
    out: G,
    _o: std::marker::PhantomData<fn() -> O>,
}

impl<I, O, F, G> Work for Typed<I, O, F, G>
where
    F: Fn(&I) -> O,
    G: Fn(&O) -> Option<Vec<U256>>,
{
    fn run(&self, n: u64) {
        for _ in 0..n {
            black_box((self.f)(black_box(&self.input)));
        }
    }

    fn output(&self) -> Option<Vec<U256>> {
        (self.out)(&(self.f)(&self.input))
    }
}

/// Pseudo-random canonical elements of `F` (splitmix64, fixed seed: every
/// run hashes the same inputs).
pub fn values<F: PrimeField>(n: usize, seed: u64) -> Vec<U256> {
    let mut s = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x5851_f42d_4c95_7f2d;
    let mut next = move || {
        s = s.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = s;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    (0..n)
        .map(|_| F::from_u256_reduced(&[next(), next(), next(), next()]).to_u256())
        .collect()
}

/// `values` as field elements.
pub fn elements<F: PrimeField>(inputs: &[U256]) -> Vec<F> {
    zkhashes::instances::registry::to_field::<F>(inputs).expect("values are canonical")
}

/// Canonical integers of a slice of elements.
pub fn canonical<F: PrimeField>(xs: &[F]) -> Option<Vec<U256>> {
    Some(xs.iter().map(PrimeField::to_u256).collect())
}

/// A row of the field `F` whose timed work is `f(&input)`; `out` turns its
/// result into canonical integers for the registry check.
#[allow(clippy::too_many_arguments)]
pub fn typed<F, I, O>(
    name: &'static str,
    field: &'static str,
    kind: Kind,
    scenario: Scenario,
    check: Check,
    input: I,
    f: impl Fn(&I) -> O + 'static,
    out: impl Fn(&O) -> Option<Vec<U256>> + 'static,
) -> Case
where
    F: PrimeField,
    I: 'static,
    O: 'static,
{
    Case {
        name,
        field,
        kind,
        scenario,
        bytes: check.inputs.len() * F::NUM_BYTES,
        baseline: false,
        per_run: 1,
        check: Some(check),
        work: Box::new(Typed {
            input,
            f,
            out,
            _o: std::marker::PhantomData,
        }),
    }
}

/// A byte-hash baseline over `len` bytes.
pub fn baseline<O: 'static>(
    name: &'static str,
    scenario: Scenario,
    len: usize,
    f: fn(&Vec<u8>) -> O,
) -> Case {
    let input: Vec<u8> = (0..len).map(|i| (i as u8).wrapping_mul(151)).collect();
    Case {
        name,
        field: "bytes",
        kind: Kind::Hasher,
        scenario,
        bytes: len,
        baseline: true,
        per_run: 1,
        check: None,
        work: Box::new(Typed {
            input,
            f,
            out: |_: &O| None,
            _o: std::marker::PhantomData,
        }),
    }
}
