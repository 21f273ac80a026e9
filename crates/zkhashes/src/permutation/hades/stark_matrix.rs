//! The StarkWare Hades matrices `J + diag(k)` as the kernels use them: the
//! diagonal as a compile-time array, and small multiples `k·v` of lazily
//! reduced values.

use crate::constants::hades::diag;
use crate::field::stark252::lazy::{self, Limbs};

/// The diagonal of width `T` as an array (a compile-time constant).
pub(crate) const fn diag_of<const T: usize>() -> [i8; T] {
    let d = diag(T);
    assert!(d.len() == T, "no StarkWare matrix of this width");
    let mut out = [0i8; T];
    let mut i = 0;
    while i < T {
        out[i] = d[i];
        i += 1;
    }
    out
}

/// `m · v` for a small constant m and a value v below 2p: `|m|·(2p − v)`
/// when m is negative. Below 2|m|·p.
#[inline(always)]
pub(crate) fn scaled(v: &Limbs, m: i8) -> Limbs {
    let k = u64::from(m.unsigned_abs());
    if m >= 0 {
        lazy::times(v, k)
    } else {
        lazy::times(&lazy::sub(&lazy::P_MULTIPLES[2], v), k)
    }
}
