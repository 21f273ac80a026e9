//! The state of StarkWare's width-3 Hades partial rounds as a recurrence, in
//! the layout both the portable code and the assembly read.

/// Four 64-bit limbs, little-endian.
type Limbs = [u64; 4];

/// The memory of the width-3 Hades partial rounds' recurrence
/// ([`super::lazy::Backend::hades3_round`]; [`crate::permutation::hades::kernels::stark_lazy`]
/// gives the recurrence): u_r = s₀ + s₁ before round r, its predecessor, the next
/// rounds' constants, and scratch, at fixed offsets for the assembly.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct Hades3 {
    /// Scratch (the assembly's copy of the cube's input).
    pub scratch: Limbs,
    /// u_{r−1}, below 2p.
    pub u_prev: Limbs,
    /// u_r, below 2p.
    pub u: Limbs,
    /// The next round's constant plus 4p (at least 4p, below 5p).
    pub k: Limbs,
    /// The constant after that plus 4p, for [`super::lazy::Backend::hades3_round2`].
    pub k2: Limbs,
}
