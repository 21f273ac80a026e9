//! The kernels of the recurrence form's partial rounds, chosen for the
//! field, width, α and CPU (AVX-512 IFMA lanes for BN254 at width 3 on
//! x86-64, 29-bit digits or 52-bit limbs for BN254 on wasm32). The engine
//! ([`super::engine`]) runs them from each instance's own copy of the
//! permutation; the generic code runs the rounds where none fits.

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
    return T <= HOT_WIDTH && alpha == 5 && hot_wasm_types(u, x, cur, rec);
    #[cfg(target_arch = "x86_64")]
    return alpha == 5 && hot_ifma(u, x, cur, rec);
    #[cfg(not(any(target_arch = "wasm32", target_arch = "x86_64")))]
    {
        let _ = (alpha, u, x, cur, rec);
        false
    }
}

/// The windows, the newest value and the recurrence constants over `F` and
/// width `T`, seen as over `G` and width `U` (what a kernel for one field
/// and width takes).
#[cfg(any(target_arch = "wasm32", target_arch = "x86_64"))]
type Retyped<'a, G, const U: usize> = (
    &'a mut [G; U],
    &'a mut [G; U],
    &'a mut G,
    &'a [[G; U]],
    &'a [[G; U]],
    &'a [G],
);

/// The arguments of [`partial_rounds`] retyped for a kernel over `G` and
/// width `U`.
///
/// # Safety
/// `F` must be `G` and `T` must be `U`.
#[cfg(any(target_arch = "wasm32", target_arch = "x86_64"))]
#[inline(always)]
unsafe fn retype<'a, F, G, const T: usize, const U: usize>(
    u: &'a mut [F; T],
    x: &'a mut [F; T],
    cur: &'a mut F,
    rec: &'a RecurrenceConstants<'_, F, T>,
) -> Retyped<'a, G, U> {
    let rows = |c: &'a [[F; T]]| {
        // SAFETY: the caller guarantees [F; T] is [G; U].
        unsafe { core::slice::from_raw_parts(c.as_ptr().cast::<[G; U]>(), c.len()) }
    };
    // SAFETY: the caller guarantees F is G and [F; T] is [G; U], so each
    // cast is to the same type.
    unsafe {
        (
            &mut *(u as *mut [F; T]).cast::<[G; U]>(),
            &mut *(x as *mut [F; T]).cast::<[G; U]>(),
            &mut *(cur as *mut F).cast::<G>(),
            rows(rec.rec_u),
            rows(rec.rec_x),
            core::slice::from_raw_parts(rec.rec_const.as_ptr().cast::<G>(), rec.rec_const.len()),
        )
    }
}

/// On wasm32, [`hot_wasm`] for circom's element type of this build.
#[cfg(target_arch = "wasm32")]
#[inline(always)]
fn hot_wasm_types<F: Field, const T: usize>(
    u: &mut [F; T],
    x: &mut [F; T],
    cur: &mut F,
    rec: &RecurrenceConstants<'_, F, T>,
) -> bool {
    #[cfg(target_feature = "relaxed-simd")]
    if hot_wasm::<F, crate::field::Bn254Fr52, T>(u, x, cur, rec) {
        return true;
    }
    hot_wasm::<F, crate::field::Bn254Fr29, T>(u, x, cur, rec)
}

/// On wasm32, runs the partial rounds of the recurrence form with
/// [`super::kernels::wasm_rounds`] if `F` is `G` (BN254 as nine 29-bit
/// digits, or five 52-bit limbs with relaxed SIMD: circom's element types
/// there); `false` (nothing done) otherwise.
#[cfg(target_arch = "wasm32")]
#[inline(always)]
fn hot_wasm<F: Field, G: super::kernels::wasm_rounds::HotElement + 'static, const T: usize>(
    u: &mut [F; T],
    x: &mut [F; T],
    cur: &mut F,
    rec: &RecurrenceConstants<'_, F, T>,
) -> bool {
    use core::any::TypeId;
    if TypeId::of::<F>() != TypeId::of::<G>() {
        return false;
    }
    // SAFETY: F is G (equal type ids), the width unchanged.
    let (u, x, cur, rec_u, rec_x, rec_const) = unsafe { retype::<F, G, T, T>(u, x, cur, rec) };
    super::kernels::wasm_rounds::partial_rounds::<G, T>(u, x, cur, rec_u, rec_x, rec_const);
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
    // SAFETY: F is G and T is 3 (checked above).
    let (u, x, cur, rec_u, rec_x, rec_const) = unsafe { retype::<F, G, T, 3>(u, x, cur, rec) };
    // SAFETY: `available` checked the CPU features.
    unsafe { kernel::partial_rounds(u, x, cur, rec_u, rec_x, rec_const) };
    true
}
