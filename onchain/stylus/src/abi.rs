//! The entry points by Solidity selector, and the revert data.

use crate::generated;
use zkhashes::{Bn254Fr as F, Field, PrimeField};

/// `hash(uint256[1])` … `hash(uint256[5])`: circom Poseidon, t = N + 1.
pub const HASH: [[u8; 4]; 5] = [
    [0x9d, 0x03, 0x6e, 0x71],
    [0x56, 0x15, 0x58, 0xfe],
    [0x20, 0xcf, 0x0a, 0x37],
    [0x87, 0x09, 0xcd, 0x8c],
    [0x7f, 0xe2, 0x38, 0xe2],
];
/// `poseidon2(uint256,uint256)`: OpenZeppelin's Poseidon2 sponge.
pub const POSEIDON2: [u8; 4] = [0x6e, 0x9c, 0x43, 0x3b];

/// Why a call reverts (the message goes into `Error(string)` revert data).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Revert {
    /// Fewer than four bytes of calldata.
    NoSelector,
    /// No entry point has this selector.
    UnknownSelector,
    /// The calldata length does not match the entry point's arguments.
    WrongLength,
    /// An argument is not below the BN254 scalar field modulus.
    NotInField,
}

impl Revert {
    /// The message.
    pub const fn message(self) -> &'static str {
        match self {
            Revert::NoSelector => "zkhashes: calldata shorter than a selector",
            Revert::UnknownSelector => "zkhashes: unknown selector",
            Revert::WrongLength => "zkhashes: wrong calldata length for the selector",
            Revert::NotInField => "zkhashes: input is not below the BN254 field modulus",
        }
    }

    /// Solidity `Error(string)` revert data into `out`; returns its length.
    pub fn encode(self, out: &mut [u8; 100 + 64]) -> usize {
        let msg = self.message().as_bytes();
        out.fill(0);
        out[..4].copy_from_slice(&[0x08, 0xc3, 0x79, 0xa0]);
        out[4 + 31] = 0x20;
        out[4 + 63] = msg.len() as u8;
        out[68..68 + msg.len()].copy_from_slice(msg);
        68 + msg.len().div_ceil(32) * 32
    }
}

/// Reads N field elements (32-byte big-endian words, each below p).
fn elements<const N: usize>(words: &[u8]) -> Result<[F; N], Revert> {
    if words.len() != 32 * N {
        return Err(Revert::WrongLength);
    }
    let mut out = [F::ZERO; N];
    for (o, w) in out.iter_mut().zip(words.chunks_exact(32)) {
        *o = F::from_be_bytes(w).map_err(|_| Revert::NotInField)?;
    }
    Ok(out)
}

/// circom Poseidon of N inputs with the permutation `permute` (width N + 1).
fn circom<const T: usize, const N: usize>(
    words: &[u8],
    permute: fn(&mut [F; T]),
) -> Result<F, Revert> {
    let inputs = elements::<N>(words)?;
    let mut state = [F::ZERO; T];
    state[1..].copy_from_slice(&inputs);
    permute(&mut state);
    Ok(state[0])
}

/// OpenZeppelin's sponge on two inputs: `[0, x, y]`, permute, cell 1.
#[cfg(feature = "narrow")]
fn poseidon2(words: &[u8]) -> Result<F, Revert> {
    let [x, y] = elements::<2>(words)?;
    let mut state = [F::ZERO, x, y];
    generated::poseidon2_t3::permute(&mut state);
    Ok(state[1])
}

/// Runs the entry point `calldata` selects; the result as a 32-byte word.
pub fn dispatch(calldata: &[u8]) -> Result<[u8; 32], Revert> {
    let (selector, args) = calldata
        .split_first_chunk::<4>()
        .ok_or(Revert::NoSelector)?;
    let out = match *selector {
        #[cfg(feature = "narrow")]
        s if s == HASH[0] => circom::<2, 1>(args, generated::circom_t2::permute)?,
        #[cfg(feature = "narrow")]
        s if s == HASH[1] => circom::<3, 2>(args, generated::circom_t3::permute)?,
        #[cfg(feature = "wide")]
        s if s == HASH[2] => circom::<4, 3>(args, generated::circom_t4::permute)?,
        #[cfg(feature = "wide")]
        s if s == HASH[3] => circom::<5, 4>(args, generated::circom_t5::permute)?,
        #[cfg(feature = "wide")]
        s if s == HASH[4] => circom::<6, 5>(args, generated::circom_t6::permute)?,
        #[cfg(feature = "narrow")]
        s if s == POSEIDON2 => poseidon2(args)?,
        _ => return Err(Revert::UnknownSelector),
    };
    let mut word = [0u8; 32];
    zkhashes::encode::to_be_bytes(&out.to_u256(), &mut word);
    Ok(word)
}
