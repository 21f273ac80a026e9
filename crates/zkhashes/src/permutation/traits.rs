//! The [`Permutation`] trait every engine implements.

/// A permutation of `W` field elements.
pub trait Permutation<F, const W: usize> {
    /// Permutes `state` in place.
    fn permute_mut(&self, state: &mut [F; W]);

    /// Returns the permutation of `state`.
    fn permute(&self, mut state: [F; W]) -> [F; W] {
        self.permute_mut(&mut state);
        state
    }
}
