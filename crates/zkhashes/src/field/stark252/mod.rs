//! The Stark field, Starknet's felt252: p = 2²⁵¹ + 17·2¹⁹² + 1 — its
//! parameters ([`params`]), the lazy products of the Hades kernel with their
//! run-time backend choice ([`lazy`]), their BMI2/ADX assembly ([`x86_asm`]),
//! the width-3 partial rounds' recurrence state ([`hades3`]) and the radix-2⁵²
//! AVX-512 IFMA lane products ([`ifma`]).

pub mod hades3;
#[cfg(target_arch = "x86_64")]
pub mod ifma;
pub mod lazy;
pub mod params;
#[cfg(target_arch = "x86_64")]
pub mod x86_asm;

pub use params::{Stark252, Stark252Config};
