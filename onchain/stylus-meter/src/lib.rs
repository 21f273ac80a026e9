//! An off-chain meter for Arbitrum Stylus programs.
//!
//! [`Program::load`] checks a `.wasm` against Stylus's rules (exports
//! `user_entrypoint(i32) -> i32` and `memory`, imports only from `vm_hooks`,
//! no start function, no operator Stylus prices as unsupported — floating
//! point, SIMD, atomics, reference types) and instruments it as nitro does:
//! before every basic block, a check that charges the block's ink
//! (`pricing_v1` per operator plus a 2,450-ink header), and 100 ink per byte
//! of `memory.fill` / `memory.copy`. [`Program::call`] runs
//! `user_entrypoint` in wasmi with stub `vm_hooks` (`read_args`,
//! `write_result`, `pay_for_memory_grow`, `msg_reentrant`) that charge what
//! nitro's host charges, and reports ink, compute gas (10,000 ink per gas),
//! memory gas and the program-init gas, cached and uncached (Stylus version
//! 2 parameters).
//!
//! Every number is read from OffchainLabs/nitro and cited where it is used
//! (`pricing.rs`, `instrument.rs`, `run.rs`). Not modelled: the EVM-level
//! cost of the transaction or call that reaches the program (21,000 base,
//! calldata, account access), which is the same for every program.

mod instrument;
pub mod pricing;
mod profile;
mod run;
mod size;

pub use instrument::StylusData;
pub use profile::{function_costs, FunctionCost};
pub use size::{deployed_len, MAX_DEPLOYED_BYTES};

/// Why a program cannot be metered, or how its run ended abnormally.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MeterError {
    /// Not a valid Stylus program (or not one the meter can stub).
    Invalid(String),
    /// The program trapped (or ran out of ink).
    Trap(String),
}

impl core::fmt::Display for MeterError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            MeterError::Invalid(m) => write!(f, "not a valid Stylus program: {m}"),
            MeterError::Trap(m) => write!(f, "the program trapped: {m}"),
        }
    }
}

impl std::error::Error for MeterError {}

/// The result of one call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// `user_entrypoint`'s return value: 0 success, otherwise a revert.
    pub status: i32,
    /// What the program passed to `write_result` (return or revert data).
    pub output: Vec<u8>,
    /// Ink of the program's code and its host calls.
    pub ink: u64,
    /// The host calls' share of `ink`.
    pub host_ink: u64,
    /// `ink` in gas, rounded up.
    pub compute_gas: u64,
    /// Gas of the memory pages (initial footprint and growth; 2 pages free).
    pub memory_gas: u64,
    /// Program-init gas when the program is cached.
    pub init_gas_cached: u64,
    /// Program-init gas when it is not.
    pub init_gas_uncached: u64,
    /// Compute + memory + cached init.
    pub total_gas_cached: u64,
    /// Compute + memory + uncached init.
    pub total_gas_uncached: u64,
}

/// A checked, instrumented program.
pub struct Program {
    inner: instrument::Instrumented,
}

impl Program {
    /// Checks and instruments `wasm`.
    pub fn load(wasm: &[u8]) -> Result<Self, MeterError> {
        Ok(Self {
            inner: instrument::instrument(wasm)?,
        })
    }

    /// Activation data: init costs and footprint.
    pub fn data(&self) -> StylusData {
        self.inner.data
    }

    /// Runs `user_entrypoint` on `calldata`.
    pub fn call(&self, calldata: &[u8]) -> Result<Outcome, MeterError> {
        run::call(&self.inner, calldata)
    }
}
