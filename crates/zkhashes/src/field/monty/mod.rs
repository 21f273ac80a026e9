//! Montgomery arithmetic over `[u64; N]`, generic over the modulus: the
//! parameters ([`config`]), the element type ([`fp`]), the portable 32-bit
//! digit product for wasm32 ([`digits32`]) and the x86-64 BMI2/ADX assembly
//! products ([`x86_adx`], [`x86_adx_wide`], [`x86_adx_lazy`]), each selected
//! at run time and tested against the portable code.

pub mod config;
pub mod digits32;
pub mod fp;
#[cfg(target_arch = "x86_64")]
pub mod x86_adx;
#[cfg(target_arch = "x86_64")]
pub mod x86_adx_lazy;
#[cfg(target_arch = "x86_64")]
pub mod x86_adx_wide;

pub use config::MontyConfig;
pub use fp::{monty_mul, Fp};
