//! RISC Zero's `poseidon_254` hash suite (risc0-zkp `core::hash::poseidon_254`,
//! the suite its recursion circuit uses where the proof is wrapped in a
//! Groth16 proof over BN254).
//!
//! - The function is Poseidon over BN254's scalar field with width 3, the
//!   S-box **x⁸**, R_F 8 and R_P 42; its round constants and Cauchy matrix
//!   are the Poseidon authors' Grain output for (BN254, t = 3, 8, 42)
//!   (hadeshash `poseidon_params_n254_t3_alpha8_M128.txt`), generated here
//!   at first use. x⁸ does not permute the field (p − 1 is even), so the
//!   rounds are a compression, not a permutation; they are computed exactly
//!   as risc0 computes them.
//! - [`hash_pair`] (`hash_pair`, the Merkle trees' compression): the state
//!   `[0, a, b]`, the rounds, cell 0.
//! - [`hash_elements`] (`hash_elem_slice`, `unpadded_hash`): BabyBear
//!   elements, eight to one BN254 element (`Σ vᵢ·qⁱ`, q = BabyBear's
//!   modulus), sixteen to a block written over cells 1 and 2; the rounds run
//!   after each block and after a last partial one; the digest is cell 0.
//!   No padding, no length: the empty input hashes to 0.
//! - [`Rng`]: the suite's Fiat–Shamir transcript (`Poseidon254Rng`).
//! - A risc0 `Digest` holds the element's 32 little-endian bytes.

use crate::error::Error;
use crate::field::{BabyBear, Bn254Fr as F, Field, PrimeField};
use crate::permutation::poseidon::{Poseidon, PoseidonParams};
use crate::permutation::Permutation;
use alloc::boxed::Box;
use once_cell::race::OnceBox;

/// State width.
pub const WIDTH: usize = 3;
/// S-box exponent (not a permutation of the field: see the module's notes).
pub const ALPHA: u64 = 8;
/// Full rounds.
pub const ROUNDS_FULL: usize = 8;
/// Partial rounds.
pub const ROUNDS_PARTIAL: usize = 42;
/// BabyBear elements packed into one BN254 element.
pub const PACK: usize = 8;
/// BabyBear elements per block (cells 1 and 2).
pub const BLOCK: usize = 2 * PACK;

/// The instance's constants (plain, sparse and recurrence forms).
pub fn params() -> &'static PoseidonParams<F> {
    static PARAMS: OnceBox<PoseidonParams<F>> = OnceBox::new();
    PARAMS.get_or_init(|| {
        Box::new(
            PoseidonParams::generate_any_sbox(WIDTH, ALPHA, ROUNDS_FULL, ROUNDS_PARTIAL)
                .expect("poseidon_254's parameters are well formed"),
        )
    })
}

/// risc0's `poseidon_mix`: the rounds over the state of width 3.
pub fn permutation() -> &'static Poseidon<'static, F, WIDTH> {
    static ENGINE: OnceBox<Poseidon<'static, F, WIDTH>> = OnceBox::new();
    ENGINE.get_or_init(|| Box::new(params().engine::<WIDTH>().expect("width 3")))
}

/// `hash_pair(a, b)`: cell 0 of the rounds over `[0, a, b]`.
pub fn hash_pair(a: &F, b: &F) -> F {
    let mut state = [F::ZERO, *a, *b];
    permutation().permute_mut(&mut state);
    state[0]
}

/// Up to eight BabyBear elements as one BN254 element, `Σ vᵢ·qⁱ` (below
/// q⁸ < 2²⁴⁸, so below p: no reduction).
fn pack(values: &[BabyBear]) -> F {
    let q = u128::from(BabyBear::P);
    let mut acc = [0u64; 4];
    for v in values.iter().rev() {
        let mut carry = u128::from(v.value());
        for limb in acc.iter_mut() {
            let t = u128::from(*limb) * q + carry;
            *limb = t as u64;
            carry = t >> 64;
        }
    }
    F::from_u256(&acc).expect("q^8 < p")
}

/// `hash_elem_slice(inputs)` (`unpadded_hash`).
pub fn hash_elements(inputs: &[BabyBear]) -> F {
    let p = permutation();
    let mut state = [F::ZERO; WIDTH];
    for block in inputs.chunks(BLOCK) {
        let (lo, hi) = block.split_at(block.len().min(PACK));
        state[1] = pack(lo);
        state[2] = pack(hi);
        p.permute_mut(&mut state);
    }
    state[0]
}

/// A risc0 `Digest`'s bytes for `x` (little-endian).
pub fn digest_bytes(x: &F) -> [u8; 32] {
    let mut out = [0u8; 32];
    x.write_le_bytes(&mut out).expect("32 bytes");
    out
}

/// The element of a risc0 `Digest`'s 32 bytes; [`Error::NonCanonical`]
/// for a value ≥ p (risc0's `is_digest_valid` refuses it).
pub fn from_digest_bytes(bytes: &[u8; 32]) -> Result<F, Error> {
    F::from_le_bytes(bytes)
}

/// The suite's Fiat–Shamir transcript (`Poseidon254Rng`): a state of three
/// cells; [`Rng::mix`] adds a digest into cell 1 and runs the rounds; each
/// draw reads cell 2, then runs the rounds.
#[derive(Clone, Debug, Default)]
pub struct Rng {
    cells: [F; WIDTH],
}

impl Rng {
    /// A fresh transcript (all cells zero).
    pub fn new() -> Self {
        Self::default()
    }

    /// `mix(digest)`.
    pub fn mix(&mut self, digest: &F) {
        self.cells[1] += *digest;
        permutation().permute_mut(&mut self.cells);
    }

    /// The canonical integer of cell 2, then the rounds.
    fn draw(&mut self) -> [u64; 4] {
        let source = self.cells[2].to_u256();
        permutation().permute_mut(&mut self.cells);
        source
    }

    /// `random_bits(bits)`: the low `bits` bits of the drawn cell;
    /// [`Error::InvalidParameters`] for more than 32 bits (risc0 returns a
    /// `u32`, and its shift overflows there).
    pub fn random_bits(&mut self, bits: usize) -> Result<u32, Error> {
        if bits > 32 {
            return Err(Error::InvalidParameters(
                "random_bits draws at most 32 bits",
            ));
        }
        let low = self.draw()[0];
        Ok((low & ((1u64 << bits) - 1)) as u32)
    }

    /// `random_elem()`: the drawn cell's low 160 bits, reduced mod q.
    pub fn random_elem(&mut self) -> BabyBear {
        let s = self.draw();
        let q = u128::from(BabyBear::P);
        let high = ((u128::from(s[2] & 0xffff_ffff) << 64) | u128::from(s[1])) % q;
        let low = ((high << 64) | u128::from(s[0])) % q;
        BabyBear::from_u64(low as u64)
    }

    /// `random_ext_elem()`: four draws, the extension element's
    /// coefficients in order.
    pub fn random_ext_elem(&mut self) -> [BabyBear; 4] {
        core::array::from_fn(|_| self.random_elem())
    }
}
