//! Random Goldilocks elements for the differential tests, with values
//! near 0 and near p mixed in.

use rand::Rng;
use zkhashes::field::goldilocks::P;
use zkhashes::Goldilocks as F;

/// A random element: a quarter near 0, a quarter near p − 1.
pub fn element(rng: &mut impl Rng) -> F {
    let v = match rng.gen_range(0..4) {
        0 => rng.gen_range(0..1000),
        1 => P - 1 - rng.gen_range(0..1000),
        _ => rng.gen_range(0..P),
    };
    F::new(v).unwrap()
}
