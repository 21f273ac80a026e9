//! `chain(n, seed)`: n dependent BN254 products x ← x·y in the core's wasm32
//! element type, x = seed, y = 3·seed + 1; returns the low 64 bits of x.

use zkhashes::field::{Bn254Fr29, PrimeField};

/// The chain; the caller checks its low word against BigInt arithmetic.
#[no_mangle]
pub extern "C" fn chain(n: u32, seed: u64) -> u64 {
    let mut x = Bn254Fr29::from_u256(&[seed, 0, 0, 0]).expect("one word is below p");
    let y = Bn254Fr29::from_u256(&[seed.wrapping_mul(3).wrapping_add(1), 0, 0, 0])
        .expect("one word is below p");
    for _ in 0..n {
        x = core::hint::black_box(x * y);
    }
    x.to_u256()[0]
}
