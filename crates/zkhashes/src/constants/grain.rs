//! The Grain LFSR of the Poseidon authors' `generate_parameters_grain.sage`
//! (<https://extgit.iaik.tugraz.at/krypto/hadeshash>), over any prime field.
//!
//! 80-bit state seeded with the instance (field type 2 bits, S-box type 4 bits,
//! n 12 bits, t 12 bits, R_F 10 bits, R_P 10 bits, thirty 1-bits), 160 warm-up
//! clocks discarded, self-shrinking output (of each pair (b₁, b₂) emit b₂ iff
//! b₁ = 1). Round constants are n-bit integers read MSB first, rejecting values
//! ≥ p; the MDS matrix is Cauchy, `M[i][j] = 1/(x_i + y_j)`, from 2t further
//! n-bit samples reduced mod p. This reproduces circomlibjs's
//! `poseidon_constants.json` for t = 2..17.

use crate::encode::U256;
use crate::error::Error;
use crate::field::PrimeField;
use alloc::vec::Vec;

/// Field-type code of the seed: a prime field.
pub const FIELD_PRIME: u64 = 1;
/// S-box code of the seed: `x^α` with α > 1.
pub const SBOX_POWER: u64 = 0;

/// The self-shrinking Grain LFSR.
#[derive(Clone, Debug)]
pub struct Grain {
    /// The 80-bit state; bit `i` of the paper's list is bit `i` here.
    state: u128,
}

impl Grain {
    /// Seeds the LFSR for an instance and discards the 160 warm-up bits.
    pub fn new(
        field: u64,
        sbox: u64,
        n: u64,
        t: u64,
        rounds_full: u64,
        rounds_partial: u64,
    ) -> Self {
        let fields: [(u64, u32); 6] = [
            (field, 2),
            (sbox, 4),
            (n, 12),
            (t, 12),
            (rounds_full, 10),
            (rounds_partial, 10),
        ];
        let mut bits: Vec<u8> = Vec::with_capacity(80);
        for (value, width) in fields {
            for k in (0..width).rev() {
                bits.push(((value >> k) & 1) as u8);
            }
        }
        bits.resize(80, 1);
        let state = bits
            .iter()
            .enumerate()
            .fold(0u128, |acc, (i, &b)| acc | (u128::from(b) << i));
        let mut grain = Self { state };
        for _ in 0..160 {
            grain.clock();
        }
        grain
    }

    /// Seeds the LFSR for a Poseidon instance over `F` with S-box `x^α`.
    pub fn for_poseidon<F: PrimeField>(
        t: usize,
        rounds_full: usize,
        rounds_partial: usize,
    ) -> Self {
        Self::new(
            FIELD_PRIME,
            SBOX_POWER,
            u64::from(F::MODULUS_BITS),
            t as u64,
            rounds_full as u64,
            rounds_partial as u64,
        )
    }

    fn clock(&mut self) -> u8 {
        let s = self.state;
        let bit = ((s >> 62) ^ (s >> 51) ^ (s >> 38) ^ (s >> 23) ^ (s >> 13) ^ s) & 1;
        self.state = (s >> 1) | (bit << 79);
        bit as u8
    }

    /// The next output bit (self-shrinking).
    pub fn next_bit(&mut self) -> u8 {
        loop {
            let b1 = self.clock();
            let b2 = self.clock();
            if b1 == 1 {
                return b2;
            }
        }
    }

    /// The next `n`-bit integer (n ≤ 256), most significant bit first.
    pub fn next_uint(&mut self, n: u32) -> U256 {
        let mut v = [0u64; 4];
        for k in (0..n as usize).rev() {
            v[k / 64] |= u64::from(self.next_bit()) << (k % 64);
        }
        v
    }

    /// The next field element, rejecting samples ≥ p.
    pub fn next_field_element<F: PrimeField>(&mut self) -> F {
        loop {
            if let Ok(x) = F::from_u256(&self.next_uint(F::MODULUS_BITS)) {
                return x;
            }
        }
    }

    /// The next field element, sample reduced mod p (as the script's MDS step).
    pub fn next_field_element_reduced<F: PrimeField>(&mut self) -> F {
        F::from_u256_reduced(&self.next_uint(F::MODULUS_BITS))
    }
}

/// Round constants ((R_F + R_P)·t, row-major by round) and the t×t Cauchy MDS
/// matrix of a Poseidon instance over `F`, as the Grain script generates them.
pub fn poseidon_plain_constants<F: PrimeField>(
    t: usize,
    rounds_full: usize,
    rounds_partial: usize,
) -> Result<(Vec<F>, Vec<F>), Error> {
    if !(2..=4095).contains(&t) || rounds_full >= 1024 || rounds_partial >= 1024 {
        return Err(Error::InvalidParameters(
            "the Grain seed needs 2 <= t < 4096 and round numbers < 1024",
        ));
    }
    let mut grain = Grain::for_poseidon::<F>(t, rounds_full, rounds_partial);
    let rc = (0..(rounds_full + rounds_partial) * t)
        .map(|_| grain.next_field_element::<F>())
        .collect();
    let mds = cauchy_mds(&mut grain, t);
    Ok((rc, mds))
}

/// Cauchy matrix from 2t samples with distinct values and `x_i + y_j ≠ 0`,
/// resampling otherwise (row-major, t×t).
fn cauchy_mds<F: PrimeField>(grain: &mut Grain, t: usize) -> Vec<F> {
    loop {
        let values: Vec<F> = (0..2 * t)
            .map(|_| grain.next_field_element_reduced::<F>())
            .collect();
        let distinct = values
            .iter()
            .enumerate()
            .all(|(i, a)| values[..i].iter().all(|b| b != a));
        if !distinct {
            continue;
        }
        let (xs, ys) = values.split_at(t);
        let entries: Option<Vec<F>> = xs
            .iter()
            .flat_map(|x| ys.iter().map(move |y| (*x + *y).inverse()))
            .collect();
        if let Some(m) = entries {
            return m;
        }
    }
}
