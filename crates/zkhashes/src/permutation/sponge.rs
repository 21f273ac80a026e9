//! Many equal-length messages through one sponge at once: every hashing
//! mode over the 31- and 64-bit fields is a [`SpongeLayout`] (where the
//! rate sits, how a block enters it, what the state starts from, where the
//! digest is read), and [`sponge_many`] runs any layout over a batch on
//! SIMD lanes ([`Permutation::permute_many_serial`]) and every core
//! ([`batch::split_zip`]). A 2-to-1 compression is the layout's one-block
//! message: Plonky3's `TruncatedPermutation`, plonky2's `two_to_one`,
//! Miden's and winterfell's `merge` (each equals its sponge of the 8
//! digest elements).

use super::batch::{self, Simd};
use super::traits::Permutation;
use crate::field::Field;

/// How a block of a message enters the rate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Absorb {
    /// The block overwrites the first rate cells; a short last block keeps
    /// the rest of the rate (Plonky3's `PaddingFreeSponge`, plonky2's
    /// `hash_no_pad`).
    Overwrite,
    /// The block overwrites the rate; a short last block zeroes the rest
    /// (Miden's `hash_elements`).
    OverwriteZeroRest,
    /// The block is added to the rate (winterfell's `hash_elements`).
    Add,
}

/// A sponge over a width-`T` permutation (see the module docs).
#[derive(Clone, Copy, Debug)]
pub struct SpongeLayout<F, const T: usize> {
    /// The state before the first block, for a message of `len` elements
    /// (a length or domain in the capacity, say).
    pub init: fn(len: usize) -> [F; T],
    /// The first rate cell.
    pub rate_start: usize,
    /// The rate (cells per block).
    pub rate: usize,
    /// How a block enters the rate.
    pub absorb: Absorb,
    /// The first digest cell.
    pub digest_start: usize,
}

impl<F: Field, const T: usize> SpongeLayout<F, T> {
    /// The state from all zeros.
    pub fn zeros(_len: usize) -> [F; T] {
        [F::ZERO; T]
    }

    /// Absorbs `block` (at most `rate` elements) into `state`.
    #[inline(always)]
    fn absorb(&self, state: &mut [F; T], block: &[F]) {
        let start = self.rate_start;
        self.absorb_into(state[start..start + self.rate].iter_mut(), block);
    }

    /// Absorbs `block` (at most `rate` elements) into the rate's cells
    /// `rate` (one state's: a row's slice, or one lane of packed cells).
    #[inline(always)]
    fn absorb_into<'a>(&self, rate: impl Iterator<Item = &'a mut F>, block: &[F])
    where
        F: 'a,
    {
        for (i, cell) in rate.enumerate() {
            match (block.get(i), self.absorb) {
                (Some(b), Absorb::Add) => *cell += *b,
                (Some(b), _) => *cell = *b,
                (None, Absorb::OverwriteZeroRest) => *cell = F::ZERO,
                (None, _) => break,
            }
        }
    }

    /// The digest of `state`.
    #[inline(always)]
    fn digest<const D: usize>(&self, state: &[F; T]) -> [F; D] {
        core::array::from_fn(|i| state[self.digest_start + i])
    }

    fn check<const D: usize>(&self) {
        assert!(
            self.rate > 0 && self.rate_start + self.rate <= T && self.digest_start + D <= T,
            "a sponge layout inside the state"
        );
    }

    /// One message (the specification of [`sponge_many`]): the empty
    /// message is the digest of the initial state, with no permutation.
    pub fn hash<P: Permutation<F, T>, const D: usize>(&self, perm: &P, message: &[F]) -> [F; D] {
        self.check::<D>();
        let mut state = (self.init)(message.len());
        for block in message.chunks(self.rate) {
            self.absorb(&mut state, block);
            perm.permute_mut(&mut state);
        }
        self.digest(&state)
    }
}

/// The layout's hash of many messages of `len` elements each, stored one
/// after the other in `inputs` (`len · out.len()` elements): `out[i]` =
/// [`SpongeLayout::hash`] of message `i`. The states go through the
/// permutation [`batch::STATES_PER_STEP`] at a time on SIMD lanes, with no
/// allocation, and (with the `parallel` feature, from
/// [`batch::PARALLEL_MIN`] messages) on every core. Where the permutation
/// has a kernel on packed groups ([`Permutation::permute_packed_cells_at`])
/// the states stay packed from the first block to the digest: each block
/// is written into its cells, never transposed.
pub fn sponge_many<F, P, const T: usize, const D: usize>(
    perm: &P,
    layout: &SpongeLayout<F, T>,
    inputs: &[F],
    len: usize,
    out: &mut [[F; D]],
) where
    F: Field,
    P: Permutation<F, T> + Sync,
{
    sponge_many_at(perm, layout, inputs, len, out, Simd::best());
}

/// [`sponge_many`] with the packed groups on the lanes of `level` (tests
/// force each level; a level this CPU lacks, or a permutation with no
/// packed kernel, runs the row path of [`Permutation::permute_many_serial`]).
pub fn sponge_many_at<F, P, const T: usize, const D: usize>(
    perm: &P,
    layout: &SpongeLayout<F, T>,
    inputs: &[F],
    len: usize,
    out: &mut [[F; D]],
    level: Simd,
) where
    F: Field,
    P: Permutation<F, T> + Sync,
{
    layout.check::<D>();
    assert_eq!(inputs.len(), len * out.len(), "`len` inputs to a digest");
    let init = (layout.init)(len);
    if len == 0 {
        out.fill(layout.digest(&init));
        return;
    }
    batch::split_zip(inputs, len, out, |inputs, out| {
        const STEP: usize = batch::STATES_PER_STEP;
        let mut states = [[F::ZERO; T]; STEP];
        let mut packed = level != Simd::Portable;
        for (msgs, out) in inputs.chunks(STEP * len).zip(out.chunks_mut(STEP)) {
            if packed && out.len() == STEP {
                packed = packed_step::<F, P, T, D, STEP>(perm, layout, msgs, len, out, level);
                if packed {
                    continue;
                }
            }
            let states = &mut states[..out.len()];
            states.fill(init);
            for start in (0..len).step_by(layout.rate) {
                let end = (start + layout.rate).min(len);
                for (s, msg) in states.iter_mut().zip(msgs.chunks_exact(len)) {
                    layout.absorb(s, &msg[start..end]);
                }
                perm.permute_many_serial(states);
            }
            for (o, s) in out.iter_mut().zip(states.iter()) {
                *o = layout.digest(s);
            }
        }
    });
}

/// `N` messages of `len` (> 0) elements through the sponge as one packed
/// group (`cells[i][l]`: cell `i` of message `l`'s state), each block
/// written straight into its cells: true, or false with `out` untouched
/// when the permutation has no packed kernel for `N` lanes at `level`
/// (known at the first permutation, before anything is written).
fn packed_step<F, P, const T: usize, const D: usize, const N: usize>(
    perm: &P,
    layout: &SpongeLayout<F, T>,
    msgs: &[F],
    len: usize,
    out: &mut [[F; D]],
    level: Simd,
) -> bool
where
    F: Field,
    P: Permutation<F, T>,
{
    let mut cells = (layout.init)(len).map(|v| [v; N]);
    let rate_cells = layout.rate_start..layout.rate_start + layout.rate;
    for start in (0..len).step_by(layout.rate) {
        let end = (start + layout.rate).min(len);
        let rate = &mut cells[rate_cells.clone()];
        for (l, msg) in msgs.chunks_exact(len).take(N).enumerate() {
            layout.absorb_into(rate.iter_mut().map(|c| &mut c[l]), &msg[start..end]);
        }
        if !perm.permute_packed_cells_at(cells.as_flattened_mut(), N, level) {
            return false;
        }
    }
    for (l, o) in out.iter_mut().enumerate() {
        *o = core::array::from_fn(|i| cells[layout.digest_start + i][l]);
    }
    true
}
