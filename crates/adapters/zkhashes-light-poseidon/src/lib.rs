//! [light-poseidon](https://crates.io/crates/light-poseidon)'s circom-compatible Poseidon over
//! `ark_bn254::Fr` on zkhashes' kernels, with the same names, types and errors: a program (a
//! Solana or Light Protocol one, say) changes its `use` line.
//!
//! ```
//! // was: use light_poseidon::{Poseidon, PoseidonBytesHasher, PoseidonHasher};
//! use zkhashes_light_poseidon::{Poseidon, PoseidonBytesHasher, PoseidonHasher};
//! use ark_bn254::Fr;
//! use ark_ff::PrimeField;
//!
//! let mut poseidon = Poseidon::<Fr>::new_circom(2).unwrap();
//! let h = poseidon.hash(&[Fr::from(1u8), Fr::from(2u8)]).unwrap();
//! let one = [[0u8; 31].as_slice(), &[1]].concat();
//! let two = [[0u8; 31].as_slice(), &[2]].concat();
//! assert_eq!(poseidon.hash_bytes_be(&[&one, &two]).unwrap().to_vec(), h.into_bigint().to_bytes_be_vec());
//! # trait B { fn to_bytes_be_vec(&self) -> Vec<u8>; }
//! # impl<T: ark_ff::BigInteger> B for T { fn to_bytes_be_vec(&self) -> Vec<u8> { self.to_bytes_be() } }
//! ```
//!
//! Covered: `Poseidon::<Fr>::new_circom(n)` and `with_domain_tag_circom(n, tag)` for 1 to 12
//! inputs, [`PoseidonHasher::hash`], [`PoseidonBytesHasher::hash_bytes_be`] / `_le`,
//! [`validate_bytes_length`], `bytes_to_prime_field_element_be` / `_le`, and every
//! [`PoseidonError`] case light-poseidon 0.5 returns for them. Not covered: `Poseidon::new`
//! with custom `PoseidonParameters` (only circom's constants, which zkhashes carries). Bytes ≥
//! p are refused with `InputLargerThanModulus`, as light-poseidon 0.5 does (older versions
//! reduced them).
//!
//! Elements cross as their Montgomery limbs (both libraries store x·2²⁵⁶ mod p): no
//! conversion.

#![warn(missing_docs)]

use ark_bn254::Fr;
use ark_ff::{BigInt, PrimeField};
use core::fmt;
use core::marker::PhantomData;
use zkhashes::field::Bn254Fr;
use zkhashes::instances::circom;

/// The length of a hash in bytes.
pub const HASH_LEN: usize = 32;
/// The widest circom instance light-poseidon serves (12 inputs).
pub const MAX_X5_LEN: usize = 13;

/// light-poseidon's errors, case for case.
#[derive(Debug, PartialEq)]
pub enum PoseidonError {
    /// The hasher was made for another number of inputs.
    InvalidNumberOfInputs {
        /// The inputs given.
        inputs: usize,
        /// The inputs the hasher takes.
        max_limit: usize,
        /// The hasher's width.
        width: usize,
    },
    /// An input of no bytes.
    EmptyInput,
    /// An input of another length than the modulus's 32 bytes.
    InvalidInputLength {
        /// Its length.
        len: usize,
        /// The modulus's length in bytes.
        modulus_bytes_len: usize,
    },
    /// Bytes that do not make an element.
    BytesToPrimeFieldElement {
        /// The bytes.
        bytes: Vec<u8>,
    },
    /// An input ≥ p.
    InputLargerThanModulus,
    /// A hash that did not fit its array.
    VecToArray,
    /// A count that does not fit a byte.
    U64Tou8,
    /// Bytes that do not make an integer.
    BytesToBigInt,
    /// A width outside 2..=13 (1 to 12 inputs).
    InvalidWidthCircom {
        /// The width asked for.
        width: usize,
        /// The widest.
        max_limit: usize,
    },
}

impl fmt::Display for PoseidonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::InvalidNumberOfInputs { inputs, max_limit, width } => write!(
                f,
                "Invalid number of inputs: {inputs}. Maximum allowed is {max_limit} ({width} - 1)."
            ),
            Self::EmptyInput => write!(f, "Input is an empty slice."),
            Self::InvalidInputLength { len, modulus_bytes_len } => write!(
                f,
                "Invalid length of the input: {len}. The length matching the modulus of the prime field is: {modulus_bytes_len}."
            ),
            Self::BytesToPrimeFieldElement { bytes } => {
                write!(f, "Failed to convert bytes {bytes:?} into a prime field element")
            }
            Self::InputLargerThanModulus => write!(f, "Input is larger than the modulus of the prime field."),
            Self::VecToArray => write!(f, "Failed to convert a vector of bytes into an array."),
            Self::U64Tou8 => write!(f, "Failed to convert the number of inputs from u64 to u8."),
            Self::BytesToBigInt => write!(f, "Failed to convert bytes to BigInt"),
            Self::InvalidWidthCircom { width, .. } => write!(
                f,
                "Invalid width: {width}. Choose a width between 2 and 16 for 1 to 15 inputs."
            ),
        }
    }
}

impl std::error::Error for PoseidonError {}

/// Hashing field elements (light-poseidon's trait).
pub trait PoseidonHasher<F: PrimeField> {
    /// The hash of `inputs` (exactly the hasher's number of inputs).
    fn hash(&mut self, inputs: &[F]) -> Result<F, PoseidonError>;
}

/// Hashing 32-byte big- or little-endian encodings of elements (light-poseidon's trait).
pub trait PoseidonBytesHasher {
    /// The big-endian hash of big-endian inputs.
    fn hash_bytes_be(&mut self, inputs: &[&[u8]]) -> Result<[u8; HASH_LEN], PoseidonError>;
    /// The little-endian hash of little-endian inputs.
    fn hash_bytes_le(&mut self, inputs: &[&[u8]]) -> Result<[u8; HASH_LEN], PoseidonError>;
}

/// A circom Poseidon hasher for a fixed number of inputs (light-poseidon's `Poseidon`).
#[derive(Debug, Clone)]
pub struct Poseidon<F: PrimeField> {
    inputs: usize,
    domain_tag: Bn254Fr,
    field: PhantomData<F>,
}

impl<F: PrimeField> Poseidon<F> {
    /// The hasher of `nr_inputs` inputs (1 to 12) with circom's constants.
    pub fn new_circom(nr_inputs: usize) -> Result<Poseidon<Fr>, PoseidonError> {
        Self::with_domain_tag_circom(nr_inputs, Fr::from(0u8))
    }

    /// [`Poseidon::new_circom`] with `domain_tag` in the first cell in place of zero.
    pub fn with_domain_tag_circom(
        nr_inputs: usize,
        domain_tag: Fr,
    ) -> Result<Poseidon<Fr>, PoseidonError> {
        let width = nr_inputs + 1;
        if !(2..=MAX_X5_LEN).contains(&width) {
            return Err(PoseidonError::InvalidWidthCircom {
                width,
                max_limit: MAX_X5_LEN,
            });
        }
        Ok(Poseidon {
            inputs: nr_inputs,
            domain_tag: ours(&domain_tag),
            field: PhantomData,
        })
    }
}

/// An `Fr` as zkhashes' element (the same Montgomery limbs).
#[inline]
fn ours(x: &Fr) -> Bn254Fr {
    Bn254Fr::from_montgomery(x.0 .0)
}

/// zkhashes' element as an `Fr`.
#[inline]
fn fr(x: Bn254Fr) -> Fr {
    Fr::new_unchecked(BigInt(x.to_montgomery()))
}

impl PoseidonHasher<Fr> for Poseidon<Fr> {
    fn hash(&mut self, inputs: &[Fr]) -> Result<Fr, PoseidonError> {
        if inputs.len() != self.inputs {
            return Err(PoseidonError::InvalidNumberOfInputs {
                inputs: inputs.len(),
                max_limit: self.inputs,
                width: self.inputs + 1,
            });
        }
        let xs: Vec<Bn254Fr> = inputs.iter().map(ours).collect();
        let out = circom::hash_ex(&xs, self.domain_tag, 1).expect("1 to 12 inputs, one output");
        Ok(fr(out[0]))
    }
}

/// The hash of byte inputs: checked, decoded with `decode`, hashed, encoded by `big_endian`.
fn hash_bytes(
    hasher: &mut Poseidon<Fr>,
    inputs: &[&[u8]],
    decode: fn(&[u8]) -> Result<Fr, PoseidonError>,
    big_endian: bool,
) -> Result<[u8; HASH_LEN], PoseidonError> {
    let xs = inputs
        .iter()
        .map(|b| validate_bytes_length::<Fr>(b).and_then(decode))
        .collect::<Result<Vec<_>, _>>()?;
    let h = hasher.hash(&xs)?.into_bigint();
    let mut out = [0u8; HASH_LEN];
    for (i, limb) in h.0.iter().enumerate() {
        out[8 * i..8 * i + 8].copy_from_slice(&limb.to_le_bytes());
    }
    if big_endian {
        out.reverse();
    }
    Ok(out)
}

impl PoseidonBytesHasher for Poseidon<Fr> {
    fn hash_bytes_be(&mut self, inputs: &[&[u8]]) -> Result<[u8; HASH_LEN], PoseidonError> {
        hash_bytes(self, inputs, bytes_to_prime_field_element_be, true)
    }

    fn hash_bytes_le(&mut self, inputs: &[&[u8]]) -> Result<[u8; HASH_LEN], PoseidonError> {
        hash_bytes(self, inputs, bytes_to_prime_field_element_le, false)
    }
}

/// `input` if its length is the modulus's in bytes (32 for BN254), else the error.
pub fn validate_bytes_length<F: PrimeField>(input: &[u8]) -> Result<&[u8], PoseidonError> {
    let modulus_bytes_len = F::MODULUS_BIT_SIZE.div_ceil(8) as usize;
    if input.is_empty() {
        return Err(PoseidonError::EmptyInput);
    }
    if input.len() != modulus_bytes_len {
        return Err(PoseidonError::InvalidInputLength {
            len: input.len(),
            modulus_bytes_len,
        });
    }
    Ok(input)
}

/// The element of big-endian `input` (at most the modulus's bytes; ≥ p refused).
pub fn bytes_to_prime_field_element_be<F: PrimeField>(input: &[u8]) -> Result<F, PoseidonError> {
    let mut le = input.to_vec();
    le.reverse();
    bytes_to_prime_field_element_le(&le)
}

/// The element of little-endian `input` (at most the modulus's bytes; ≥ p refused).
pub fn bytes_to_prime_field_element_le<F: PrimeField>(input: &[u8]) -> Result<F, PoseidonError> {
    let words = (F::MODULUS_BIT_SIZE as usize).div_ceil(64);
    // Any high bytes past the integer's words must be zero.
    if input.iter().skip(8 * words).any(|&b| b != 0) {
        return Err(PoseidonError::BytesToBigInt);
    }
    let mut limbs = F::BigInt::default();
    let mut value = vec![0u64; words];
    for (i, b) in input.iter().take(8 * words).enumerate() {
        value[i / 8] |= u64::from(*b) << (8 * (i % 8));
    }
    limbs.as_mut().copy_from_slice(&value);
    if limbs >= F::MODULUS {
        return Err(PoseidonError::InputLargerThanModulus);
    }
    F::from_bigint(limbs).ok_or(PoseidonError::InputLargerThanModulus)
}
