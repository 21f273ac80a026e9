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
use zkhashes::instances::registry::Kind;
use zkhashes::PrimeField;

/// Hashes per batch run.
pub const BATCH: usize = 1 << 14;

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

/// A byte-hash baseline over [`BATCH`] messages of `len` bytes.
pub fn baseline<O: Send + 'static>(
    name: &'static str,
    cores: Cores,
    len: usize,
    f: fn(&[u8]) -> O,
) -> Case {
    let bytes: Vec<u8> = (0..len * BATCH)
        .map(|i| (i as u8).wrapping_mul(151))
        .collect();
    Case {
        name,
        field: "bytes",
        kind: Kind::Hasher,
        scenario: Scenario::Batch(cores),
        bytes: len,
        baseline: true,
        per_run: BATCH as u64,
        check: None,
        work: Box::new(Messages {
            bytes,
            len,
            f,
            cores,
        }),
    }
}
