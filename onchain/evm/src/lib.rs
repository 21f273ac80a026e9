//! Generators of gas-optimised Solidity libraries (inline Yul) for the EVM:
//! circom's Poseidon over BN254 (`PoseidonT2` … `PoseidonT6`, ABI-compatible
//! with poseidon-solidity), OpenZeppelin's Poseidon2 sponge over BN254 and
//! Noir's Poseidon2 hash (Barretenberg's t = 4 permutation).
//!
//! The contracts are generated from the same constant tables as the library,
//! so they compute what it computes; `onchain/evm/test` runs them in an
//! in-process EVM against the library on random inputs. Unlike
//! poseidon-solidity, which reduces inputs ≥ p silently, the generated
//! contracts revert with `InputNotInField()`.
//!
//! Techniques (each measured in `onchain/evm/README.md`):
//! - circom Poseidon in the scaled sparse form
//!   ([`zkhashes::constants::scaled`]): a partial round costs the S-box plus
//!   2t − 2 `mulmod`s (poseidon-solidity: t²);
//! - constants as `PUSH32` immediates, every round unrolled, state on the
//!   stack; where the code would pass the 24,576-byte limit, the last partial
//!   rounds keep the dense matrix in a shared Yul function;
//! - deferred reduction: values are tracked as multiples of p and summed with
//!   `add` while the sum stays below 2²⁵⁶ (5p for BN254), `addmod` beyond;
//! - the circom capacity cell starts at zero, so its first S-box is a
//!   constant folded at generation time.

mod circom;
mod noir;
mod poseidon2;
mod yul;

pub use zkhashes::Error;

/// A generated Solidity library.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Contract {
    /// The library name (also the file stem), e.g. `PoseidonT3`.
    pub name: String,
    /// The Solidity source.
    pub source: String,
}

/// Hashers the generator supports, with their accepted input counts.
pub const HASHERS: [(&str, core::ops::RangeInclusive<usize>); 3] = [
    ("poseidon-circom", 1..=5),
    ("poseidon2-openzeppelin", 1..=16),
    ("poseidon2-noir", 1..=16),
];

/// Generates the library of `hasher` (a name of [`HASHERS`]) for `inputs`
/// inputs (`None`: 2).
pub fn generate(hasher: &str, inputs: Option<usize>) -> Result<Contract, Error> {
    let (_, range) = HASHERS
        .iter()
        .find(|(name, _)| *name == hasher)
        .ok_or(Error::InvalidOption(
            "the EVM generator knows poseidon-circom (1 to 5 inputs), poseidon2-openzeppelin and poseidon2-noir (1 to 16 inputs)",
        ))?;
    let n = inputs.unwrap_or(2);
    if !range.contains(&n) {
        return Err(Error::WrongArity {
            min: *range.start(),
            max: *range.end(),
            got: n,
        });
    }
    Ok(match hasher {
        "poseidon-circom" => circom::library(n)?,
        "poseidon2-noir" => noir::library(n),
        _ => poseidon2::library(n),
    })
}

/// The libraries checked in under `onchain/evm/contracts/`:
/// `PoseidonT2` … `PoseidonT6`, `Poseidon2Hash2` and `Poseidon2Noir3`.
pub fn shipped() -> Result<Vec<Contract>, Error> {
    let mut out = Vec::new();
    for n in 1..=5 {
        out.push(generate("poseidon-circom", Some(n))?);
    }
    out.push(generate("poseidon2-openzeppelin", Some(2))?);
    out.push(generate("poseidon2-noir", Some(3))?);
    Ok(out)
}
