//! The batch rows of `zkhashes bench`: each 2-to-1 hasher with a batch mode
//! over [`BATCH`] pairs at once (SIMD lanes; one core, then every core),
//! beside BLAKE3, SHA3-256 and SHA-256 over as many 64-byte messages (one
//! after another on one core, then split across every core). Times are per
//! hash: a run's time over [`BATCH`].

use super::case::{canonical, elements, values, Case, Check, Scenario, Work};
use rayon::prelude::*;
use std::cell::RefCell;
use std::fmt;
use std::hint::black_box;
use zkhashes::encode::U256;
use zkhashes::instances::registry::{self, HashOptions, Kind, Words};
use zkhashes::PrimeField;

/// Hashes per batch run.
pub const BATCH: usize = 1 << 14;
/// Hashes per batch run of the hashers benched over many elements.
pub const ELEMENTS_BATCH: usize = 1 << 10;

/// Hashes per run and cores of a batch scenario.
fn shape(scenario: Scenario) -> (usize, Cores) {
    match scenario {
        Scenario::BatchOf(_, c) => (ELEMENTS_BATCH, c),
        Scenario::Batch(c) => (BATCH, c),
        other => panic!("{other} is not a batch scenario"),
    }
}

/// The cores a batch row runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cores {
    /// The calling thread (a one-thread pool).
    One,
    /// rayon's global pool: every core.
    All,
}

impl fmt::Display for Cores {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Cores::One => "1 core",
            Cores::All => "all cores",
        })
    }
}

impl Cores {
    /// Both, one core first.
    pub const BOTH: [Cores; 2] = [Cores::One, Cores::All];

    /// A pool of one thread for [`Cores::One`] (the batch modes see one
    /// thread and stay on it), none for every core.
    pub(super) fn pool(self) -> Option<rayon::ThreadPool> {
        match self {
            Cores::One => Some(
                rayon::ThreadPoolBuilder::new()
                    .num_threads(1)
                    .build()
                    .expect("a one-thread pool"),
            ),
            Cores::All => None,
        }
    }

    /// Runs `f` on these cores.
    pub(super) fn run(pool: &Option<rayon::ThreadPool>, f: impl FnOnce() + Send) {
        match pool {
            Some(p) => p.install(f),
            None => f(),
        }
    }
}

/// A batch mode of a 2-to-1 hasher: every pair of a slice to its digest.
pub type PairsFn<F, const D: usize> = fn(&[[[F; D]; 2]], &mut [[F; D]]);

/// A batch of 2-to-1 hashes of digests of `D` elements.
struct Pairs<F, const D: usize> {
    pairs: Vec<[[F; D]; 2]>,
    out: RefCell<Vec<[F; D]>>,
    f: PairsFn<F, D>,
    pool: Option<rayon::ThreadPool>,
}

impl<F: PrimeField, const D: usize> Work for Pairs<F, D> {
    fn run(&self, n: u64) {
        let mut out = self.out.borrow_mut();
        let (pairs, f) = (&self.pairs, self.f);
        for _ in 0..n {
            let out = &mut *out;
            Cores::run(&self.pool, || f(black_box(pairs), black_box(out)));
        }
    }

    fn output(&self) -> Option<Vec<U256>> {
        self.run(1);
        canonical(&self.out.borrow()[0])
    }
}

/// A batch row of the 2-to-1 hasher `name` over `field`: `f` hashes every
/// pair of a slice (a batch mode); the registry check takes the first pair.
pub fn pairs<F: PrimeField, const D: usize>(
    name: &'static str,
    field: &'static str,
    cores: Cores,
    f: PairsFn<F, D>,
) -> Case {
    let inputs = values::<F>(2 * D * BATCH, 4);
    let xs = elements::<F>(&inputs);
    let pairs: Vec<[[F; D]; 2]> = xs
        .chunks_exact(2 * D)
        .map(|r| [0, 1].map(|h| core::array::from_fn(|i| r[h * D + i])))
        .collect();
    Case {
        name,
        field,
        kind: Kind::Hasher,
        scenario: Scenario::Batch(cores),
        bytes: 2 * D * F::NUM_BYTES,
        baseline: false,
        per_run: BATCH as u64,
        check: Some(Check {
            width: None,
            inputs: inputs[..2 * D].to_vec(),
        }),
        work: Box::new(Pairs {
            pairs,
            out: RefCell::new(vec![[F::ZERO; D]; BATCH]),
            f,
            pool: cores.pool(),
        }),
    }
}

/// A byte hash over [`BATCH`] messages of one length.
struct Messages<O> {
    bytes: Vec<u8>,
    len: usize,
    f: fn(&[u8]) -> O,
    cores: Cores,
}

impl<O: Send> Work for Messages<O> {
    fn run(&self, n: u64) {
        let (bytes, len, f) = (&self.bytes, self.len, self.f);
        for _ in 0..n {
            match self.cores {
                Cores::One => bytes.chunks_exact(len).for_each(|m| {
                    black_box(f(black_box(m)));
                }),
                Cores::All => bytes.par_chunks_exact(len).for_each(|m| {
                    black_box(f(black_box(m)));
                }),
            }
        }
    }

    fn output(&self) -> Option<Vec<U256>> {
        None
    }
}

/// A byte-hash baseline over a batch scenario's count of messages of `len`
/// bytes.
pub fn baseline<O: Send + 'static>(
    name: &'static str,
    scenario: Scenario,
    len: usize,
    f: fn(&[u8]) -> O,
) -> Case {
    let (count, cores) = shape(scenario);
    let bytes: Vec<u8> = (0..len * count)
        .map(|i| (i as u8).wrapping_mul(151))
        .collect();
    Case {
        name,
        field: "bytes",
        kind: Kind::Hasher,
        scenario,
        bytes: len,
        baseline: true,
        per_run: count as u64,
        check: None,
        work: Box::new(Messages {
            bytes,
            len,
            f,
            cores,
        }),
    }
}

/// A batch through the registry's batch mode (`hash_rows`, what the C, JS
/// and Python batch calls run): [`BATCH`] rows of the hasher's 2-to-1
/// inputs, canonical words for fields of at most 64 bits, 256-bit integers
/// otherwise (their conversion timed too).
struct Rows {
    rows: usize,
    name: &'static str,
    field: &'static str,
    per_hash: usize,
    options: HashOptions,
    wide: Vec<U256>,
    words: Vec<u64>,
    pool: Option<rayon::ThreadPool>,
}

impl Rows {
    fn hash(&self, rows: usize) -> Vec<U256> {
        let mut out = Vec::new();
        let n = rows * self.per_hash;
        Cores::run(&self.pool, || {
            out = if self.words.is_empty() {
                registry::hash_rows(
                    self.name,
                    Some(self.field),
                    &self.wide[..n],
                    self.per_hash,
                    rows,
                    &self.options,
                )
                .expect("the bench's rows hash")
            } else {
                registry::hash_rows_words(
                    self.name,
                    Some(self.field),
                    Words::U64(&self.words[..n]),
                    self.per_hash,
                    rows,
                    &self.options,
                )
                .expect("the bench's rows hash")
                .into_iter()
                .map(|w| [w, 0, 0, 0])
                .collect()
            };
        });
        out
    }
}

impl Work for Rows {
    fn run(&self, n: u64) {
        for _ in 0..n {
            black_box(self.hash(self.rows));
        }
    }

    fn output(&self) -> Option<Vec<U256>> {
        // The first row's outputs: the batch of one row.
        Some(self.hash(1))
    }
}

/// A front-end batch row of a hasher, shaped as its 2-to-1 row or its
/// row over `n` elements (`template`: its inputs and width), on `cores`.
pub fn rows(template: &Case, cores: Cores) -> Case {
    let check = template.check.clone().expect("a hasher row has inputs");
    let per_hash = check.inputs.len();
    let field_bytes = template.bytes / per_hash.max(1);
    let scenario = match template.scenario {
        Scenario::TwoToOne => Scenario::Batch(cores),
        _ => Scenario::BatchOf(per_hash, cores),
    };
    let (count, _) = shape(scenario);
    let inputs: Vec<U256> = (0..count)
        .flat_map(|_| check.inputs.iter().copied())
        .collect();
    let small = field_bytes <= 8;
    Case {
        name: template.name,
        field: template.field,
        kind: Kind::Hasher,
        scenario,
        bytes: template.bytes,
        baseline: false,
        per_run: count as u64,
        check: Some(check.clone()),
        work: Box::new(Rows {
            rows: count,
            name: template.name,
            field: template.field,
            per_hash,
            options: HashOptions {
                width: check.width,
                ..HashOptions::default()
            },
            words: if small {
                inputs.iter().map(|v| v[0]).collect()
            } else {
                Vec::new()
            },
            wide: if small { Vec::new() } else { inputs },
            pool: cores.pool(),
        }),
    }
}
