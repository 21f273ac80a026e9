//! Splitting a batch of independent items across cores (the `parallel`
//! feature, rayon) or running it on the calling thread.

/// The fewest items split across threads: below it the batch runs on the
/// calling thread (a permutation takes 0.1–2 µs; rayon's hand-off costs a
/// few µs per task).
pub const PARALLEL_MIN: usize = 1024;

/// Items per task when split: large enough to amortise the hand-off and to
/// fill every SIMD lane count (a multiple of 16).
const CHUNK_MIN: usize = 256;

/// Runs `f` over `items`, split into contiguous chunks on rayon's threads
/// when the `parallel` feature is on and `items` holds at least
/// [`PARALLEL_MIN`] of them; else `f(items)` on the calling thread.
#[inline]
pub fn split<T: Send>(items: &mut [T], f: impl Fn(&mut [T]) + Sync) {
    #[cfg(feature = "parallel")]
    if items.len() >= PARALLEL_MIN {
        use rayon::prelude::*;
        let threads = rayon::current_num_threads().max(1);
        if threads > 1 {
            // About four tasks per thread, for balance.
            let chunk = items.len().div_ceil(4 * threads).next_multiple_of(16);
            items.par_chunks_mut(chunk.max(CHUNK_MIN)).for_each(&f);
            return;
        }
    }
    #[cfg(not(feature = "parallel"))]
    let _ = CHUNK_MIN;
    f(items);
}

/// Runs `f(inputs, outputs)` over matching chunks of `inputs` and
/// `outputs`, `per` inputs to an output (`inputs.len()` must be
/// `per · outputs.len()`), split across threads as in [`split`] (by the
/// number of outputs).
#[inline]
pub fn split_zip<A: Sync, B: Send>(
    inputs: &[A],
    per: usize,
    outputs: &mut [B],
    f: impl Fn(&[A], &mut [B]) + Sync,
) {
    assert_eq!(
        inputs.len(),
        per * outputs.len(),
        "`per` inputs to an output"
    );
    #[cfg(feature = "parallel")]
    if outputs.len() >= PARALLEL_MIN && per > 0 {
        use rayon::prelude::*;
        let threads = rayon::current_num_threads().max(1);
        if threads > 1 {
            let chunk = outputs
                .len()
                .div_ceil(4 * threads)
                .next_multiple_of(16)
                .max(CHUNK_MIN);
            inputs
                .par_chunks(chunk * per)
                .zip(outputs.par_chunks_mut(chunk))
                .for_each(|(a, b)| f(a, b));
            return;
        }
    }
    f(inputs, outputs);
}

/// Fills `outputs`, rows of `per` items each, by `f(first_row, rows)` over
/// chunks of whole rows, split across threads as in [`split`] (by rows);
/// the error of the lowest failing row, if any (`f` returns its first).
pub fn try_split_rows<B: Send, E: Send>(
    outputs: &mut [B],
    per: usize,
    f: impl Fn(usize, &mut [B]) -> Result<(), (usize, E)> + Sync,
) -> Result<(), (usize, E)> {
    let rows = outputs.len().checked_div(per).unwrap_or(0);
    assert_eq!(rows * per, outputs.len(), "whole rows");
    #[cfg(feature = "parallel")]
    if rows >= PARALLEL_MIN / 16 && per > 0 {
        use rayon::prelude::*;
        let threads = rayon::current_num_threads().max(1);
        if threads > 1 {
            let chunk = rows.div_ceil(4 * threads).max(1);
            return match outputs
                .par_chunks_mut(chunk * per)
                .enumerate()
                .filter_map(|(c, o)| f(c * chunk, o).err())
                .min_by_key(|(row, _)| *row)
            {
                Some(e) => Err(e),
                None => Ok(()),
            };
        }
    }
    f(0, outputs)
}

/// Ends a batch kernel's run at a SIMD level: the kernel permuted the
/// first `done` states on lanes, `single` permutes the shorter tail one
/// state at a time. Returns true (the level ran), for the
/// `permute_many_at` functions.
#[inline]
pub fn finish_tail<S>(states: &mut [S], done: usize, single: impl FnMut(&mut S)) -> bool {
    states[done..].iter_mut().for_each(single);
    true
}

/// Rows per block of the 256-bit batch hashing modes (`circom::hash_batch`,
/// `starknet::hash_batch`, …): a block's states are permuted together
/// (`Permutation::permute_many`: lanes and every core), so the memory
/// beyond the outputs stays at one block.
pub const BLOCK_ROWS: usize = 4096;

/// States per stack buffer of the batch hashing modes: they fill this
/// many states, permute them at once ([`crate::Permutation::permute_many_serial`])
/// and read the digests, with no allocation.
pub const STATES_PER_STEP: usize = 64;

/// A SIMD level of the batch kernels, chosen once per CPU
/// ([`Simd::best`]); tests force each available level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Simd {
    /// No vector kernel: one state after another.
    Portable,
    /// AVX2 (8 × 32-bit or 4 × 64-bit lanes).
    Avx2,
    /// AVX-512 (16 × 32-bit or 8 × 64-bit lanes).
    Avx512,
}

#[cfg(target_arch = "x86_64")]
cpufeatures::new!(avx2_cpu, "avx2");
#[cfg(target_arch = "x86_64")]
cpufeatures::new!(avx512_cpu, "avx512f", "avx512vl", "avx512dq", "avx512bw");

impl Simd {
    /// Every level, lowest first.
    pub const ALL: [Simd; 3] = [Simd::Portable, Simd::Avx2, Simd::Avx512];

    /// Whether this CPU runs the level (detected once, cached).
    pub fn available(self) -> bool {
        match self {
            Simd::Portable => true,
            #[cfg(target_arch = "x86_64")]
            Simd::Avx2 => avx2_cpu::get(),
            #[cfg(target_arch = "x86_64")]
            Simd::Avx512 => avx512_cpu::get(),
            #[cfg(not(target_arch = "x86_64"))]
            _ => false,
        }
    }

    /// The highest level this CPU runs.
    pub fn best() -> Simd {
        *Self::ALL
            .iter()
            .rev()
            .find(|s| s.available())
            .unwrap_or(&Simd::Portable)
    }
}
