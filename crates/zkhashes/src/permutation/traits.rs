//! The [`Permutation`] trait every engine implements.

use super::batch::{self, Simd};

/// A permutation of `W` field elements.
pub trait Permutation<F, const W: usize> {
    /// Permutes `state` in place.
    fn permute_mut(&self, state: &mut [F; W]);

    /// Returns the permutation of `state`.
    fn permute(&self, mut state: [F; W]) -> [F; W] {
        self.permute_mut(&mut state);
        state
    }

    /// Permutes every state of `states` on the calling thread: by default
    /// one [`Permutation::permute_mut`] after another; instances with a
    /// batch kernel run several states at once on SIMD lanes (any length:
    /// a tail shorter than the lane count runs on the scalar kernel), with
    /// no allocation and no per-call set-up.
    fn permute_many_serial(&self, states: &mut [[F; W]]) {
        for state in states {
            self.permute_mut(state);
        }
    }

    /// Permutes groups of `lanes` states held cell by cell —
    /// `cells[g·W·lanes + i·lanes + l]` is cell `i` of state `l` of group
    /// `g`, the layout of Plonky3's `[F::Packing; W]` — on the SIMD lanes
    /// of `level`, and returns true; returns false, with `cells`
    /// untouched, where this instance has no such kernel for `level`,
    /// `lanes` or this CPU (the default: none). The batch hashing modes
    /// keep their states so between permutations (no transposition).
    fn permute_packed_cells_at(&self, cells: &mut [F], lanes: usize, level: Simd) -> bool {
        let _ = (cells, lanes, level);
        false
    }

    /// Permutes every state of `states`: [`Permutation::permute_many_serial`]
    /// on the calling thread for short slices and without the `parallel`
    /// feature; with it, slices of at least [`batch::PARALLEL_MIN`] states
    /// are split across rayon's threads (callers that want one thread call
    /// `permute_many_serial`).
    fn permute_many(&self, states: &mut [[F; W]])
    where
        Self: Sync,
        F: Send,
    {
        batch::split(states, |chunk| self.permute_many_serial(chunk));
    }
}
