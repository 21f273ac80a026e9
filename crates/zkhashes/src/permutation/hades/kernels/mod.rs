//! Kernels of the StarkWare Hades instances, called only by
//! [`super::dispatch`] and tested against the generic engine.

#[cfg(target_arch = "x86_64")]
pub mod stark_ifma;
#[cfg(target_arch = "x86_64")]
pub(crate) mod stark_lanes;
pub mod stark_lazy;
