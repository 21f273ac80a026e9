//! Permutations: generic engines over any [`Field`](crate::field::Field).

pub mod circulant12;
pub mod gmimc_goldilocks;
#[cfg(target_arch = "x86_64")]
pub mod goldilocks_avx512;
pub mod hades;
pub mod hades_stark;
#[cfg(target_arch = "x86_64")]
mod hades_stark_ifma;
pub mod poseidon;
pub mod poseidon2;
#[cfg(target_arch = "x86_64")]
pub mod poseidon2_bn254;
pub mod poseidon2_goldilocks;
mod poseidon2_internal;
#[cfg(target_arch = "x86_64")]
mod poseidon_bn254_ifma;
pub mod poseidon_digits29;
pub mod poseidon_goldilocks;
#[cfg(target_arch = "x86_64")]
pub mod poseidon_goldilocks_avx512;
#[cfg(target_arch = "x86_64")]
pub mod poseidon_goldilocks_ifma;
pub mod poseidon_runtime;
#[cfg(target_arch = "x86_64")]
pub mod rescue_avx2;
pub mod rescue_goldilocks;

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
