//! RPO, RPX and Rp64_256 as [`Permutation`] instances (unit types: the
//! constants are compiled in), reached as `instances::miden::rpo()`,
//! `instances::miden::rpx()` and `instances::winterfell::rp64_256()`.

use super::dispatch;
use super::rounds::WIDTH;
use crate::field::Goldilocks as F;
use crate::permutation::traits::Permutation;

macro_rules! rescue_permutation {
    ($(#[$doc:meta])* $name:ident, $single:path, $many:path) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        pub struct $name;

        impl Permutation<F, WIDTH> for $name {
            #[inline]
            fn permute_mut(&self, state: &mut [F; WIDTH]) {
                $single(state);
            }

            #[inline]
            fn permute_many_serial(&self, states: &mut [[F; WIDTH]]) {
                $many(states);
            }
        }
    };
}

rescue_permutation!(
    /// Miden's RPO (Rescue Prime Optimized) permutation.
    Rpo, dispatch::rpo_permute, dispatch::rpo_permute_many
);
rescue_permutation!(
    /// Miden's RPX (Rescue Prime eXtension) permutation.
    Rpx, dispatch::rpx_permute, dispatch::rpx_permute_many
);
rescue_permutation!(
    /// winterfell's Rp64_256 (Rescue-Prime) permutation.
    Rp64_256, dispatch::rp64_256_permute, dispatch::rp64_256_permute_many
);
