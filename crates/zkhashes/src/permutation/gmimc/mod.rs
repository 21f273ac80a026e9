//! The GMiMC family (HorizenLabs' GMiMC-erf over Goldilocks): one portable
//! engine ([`engine`]); no CPU-specific kernel yet.

pub mod engine;

pub use engine::*;
