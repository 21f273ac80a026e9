//! The one place that picks a kernel for the Poseidon engine
//! ([`super::engine`]): the partial rounds of the recurrence form run on
//! a field- and CPU-specific kernel where one exists (AVX-512 IFMA lanes for
//! BN254 at width 3 on x86-64, 29-bit digits for BN254 on wasm32), detected
//! at run time (cached by `cpufeatures`), else in the engine's generic code.
//! plonky2's width-12 Goldilocks permutation picks its build in
//! [`super::goldilocks::dispatch`]. The batch kernels will plug in here too.

use super::forms::RecurrenceConstants;
#[cfg(target_arch = "wasm32")]
use super::forms::HOT_WIDTH;
use crate::field::Field;

/// Runs the partial rounds of the recurrence form on a kernel if one fits
/// the field, width, α and CPU, returning `true`; `false` (nothing done)
/// when the engine's generic code must run them.
#[inline(always)]
pub(crate) fn partial_rounds<F: Field, const T: usize>(
    alpha: u64,
    u: &mut [F; T],
    x: &mut [F; T],
    cur: &mut F,
    rec: &RecurrenceConstants<'_, F, T>,
) -> bool {
    #[cfg(target_arch = "wasm32")]
    return T <= HOT_WIDTH && alpha == 5 && hot_digits29(u, x, cur, rec);
    #[cfg(target_arch = "x86_64")]
    return alpha == 5 && hot_ifma(u, x, cur, rec);
    #[cfg(not(any(target_arch = "wasm32", target_arch = "x86_64")))]
    {
        let _ = (alpha, u, x, cur, rec);
        false
    }
}

/// On wasm32, runs the partial rounds of the recurrence form with
/// [`super::kernels::digits29`] if `F` is BN254 as nine 29-bit digits
/// (circom's element type there); `false` (nothing done) otherwise.
#[cfg(target_arch = "wasm32")]
#[inline(always)]
fn hot_digits29<F: Field, const T: usize>(
    u: &mut [F; T],
    x: &mut [F; T],
    cur: &mut F,
    rec: &RecurrenceConstants<'_, F, T>,
) -> bool {
    use crate::field::Bn254Fr29 as G;
    use core::any::TypeId;
    if TypeId::of::<F>() != TypeId::of::<G>() {
        return false;
    }
    // SAFETY: F is G (equal type ids), so each cast is to the same type.
    unsafe {
        let cast = |c: &[[F; T]]| core::slice::from_raw_parts(c.as_ptr().cast::<[G; T]>(), c.len());
        super::kernels::digits29::partial_rounds::<_, T>(
            &mut *(u as *mut [F; T]).cast::<[G; T]>(),
            &mut *(x as *mut [F; T]).cast::<[G; T]>(),
            &mut *(cur as *mut F).cast::<G>(),
            cast(rec.rec_u),
            cast(rec.rec_x),
            core::slice::from_raw_parts(rec.rec_const.as_ptr().cast::<G>(), rec.rec_const.len()),
        );
    }
    true
}

/// On x86-64 with AVX-512 IFMA, runs the partial rounds of the recurrence
/// form with [`super::kernels::bn254_ifma`] if `F` is BN254 and the width
/// 3 (the caller checks α = 5); `false` (nothing done) otherwise.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn hot_ifma<F: Field, const T: usize>(
    u: &mut [F; T],
    x: &mut [F; T],
    cur: &mut F,
    rec: &RecurrenceConstants<'_, F, T>,
) -> bool {
    use super::kernels::bn254_ifma as kernel;
    use crate::field::Bn254Fr as G;
    use core::any::TypeId;
    if T != 3 || TypeId::of::<F>() != TypeId::of::<G>() || !kernel::available() {
        return false;
    }
    // SAFETY: F is G and T is 3 (checked above), so each cast is to the
    // same type; `available` checked the CPU features.
    unsafe {
        let cast = |c: &[[F; T]]| core::slice::from_raw_parts(c.as_ptr().cast::<[G; 3]>(), c.len());
        kernel::partial_rounds(
            &mut *(u as *mut [F; T]).cast::<[G; 3]>(),
            &mut *(x as *mut [F; T]).cast::<[G; 3]>(),
            &mut *(cur as *mut F).cast::<G>(),
            cast(rec.rec_u),
            cast(rec.rec_x),
            core::slice::from_raw_parts(rec.rec_const.as_ptr().cast::<G>(), rec.rec_const.len()),
        );
    }
    true
}
