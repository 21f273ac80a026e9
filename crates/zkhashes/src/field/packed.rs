//! [`Packed`]: several elements of one field on SIMD lanes, one per
//! independent state, behaving as a [`Field`] lane by lane, so that the
//! generic permutation engines run many states at once unchanged.

use super::traits::Field;

/// `LANES` elements of `Scalar` on SIMD lanes; every operation of
/// [`Field`] acts lane by lane.
///
/// # Safety contract (crate-internal)
/// The x86-64 implementations run vector instructions in their arithmetic:
/// their values exist only inside kernels entered after the CPU check of
/// their instruction set (`#[target_feature]` functions called from a
/// dispatcher), never in public API.
pub trait Packed: Field {
    /// The field of one lane.
    type Scalar: Field;
    /// The number of lanes.
    const LANES: usize;

    /// `x` on every lane.
    fn broadcast(x: Self::Scalar) -> Self;

    /// Lane `i` is `f(i)`.
    fn from_lanes(f: impl FnMut(usize) -> Self::Scalar) -> Self;

    /// Lane `i` (`i < LANES`).
    fn lane(&self, i: usize) -> Self::Scalar;

    /// `(self + c)^α` on every lane (a Poseidon S-box after its round
    /// constant); fields override it with a chain that skips intermediate
    /// reductions.
    #[inline(always)]
    fn add_power(self, c: Self::Scalar, alpha: u64) -> Self {
        let x = self + Self::broadcast(c);
        match alpha {
            3 => x.square() * x,
            5 => x.square().square() * x,
            7 => {
                let x2 = x.square();
                x2.square() * (x2 * x)
            }
            _ => x.exp_u64(alpha),
        }
    }
}

/// A lane count `N` as a type: the vector primitives of each field are
/// implemented for `Lanes<16>` (AVX-512) and `Lanes<8>` (AVX2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Lanes<const N: usize>;
