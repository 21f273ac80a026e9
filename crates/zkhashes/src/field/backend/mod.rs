//! Architecture-specific arithmetic, selected at run time; every backend is
//! tested against the portable code (`tests/field_props.rs` runs whichever the
//! CPU selects, and `backend_agrees_with_portable` compares them directly).

#[cfg(target_arch = "x86_64")]
pub mod x86_adx;
#[cfg(target_arch = "x86_64")]
pub mod x86_adx_lazy;
#[cfg(target_arch = "x86_64")]
pub mod x86_adx_wide;
#[cfg(target_arch = "x86_64")]
pub mod x86_goldilocks;
#[cfg(target_arch = "x86_64")]
pub mod x86_ifma52;
#[cfg(target_arch = "x86_64")]
pub mod x86_stark;
