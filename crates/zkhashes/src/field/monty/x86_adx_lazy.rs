//! x86-64 BMI2/ADX Montgomery products for 4-limb moduli q with q < 2²⁵⁴
//! that skip the final subtraction ("lazy"): for kernels that track bounds
//! themselves (the Poseidon2 BN254 kernel,
//! [`crate::permutation::poseidon2::kernels::bn254`]).
//!
//! Each function is one block: the 512-bit product or square of
//! [`super::x86_adx_wide`]'s templates, then its Montgomery reduction
//! ([`super::x86_adx_wide`]'s `redc_asm`) without the final subtraction. The
//! result is `t / 2²⁵⁶ + m·q / 2²⁵⁶ < t / 2²⁵⁶ + q` for the product t: for
//! inputs below A·q and B·q it is below (A·B·q/2²⁵⁶ + 1)·q, which the caller
//! keeps below 2²⁵⁶. Leaving out the subtraction takes about 7 of the 55
//! cycles of a dependent product on the machines measured.
//!
//! Every function is `unsafe`: the CPU must have BMI2 and ADX
//! ([`super::x86_adx::available`]).

use super::x86_adx_wide::{mul_wide_asm, redc_asm, square_wide_asm, sub_q_asm};

/// One block: the 512-bit product template `$product` (reading the limbs
/// at `{a}` and, for a product, `{b}`), then its reduction with `{a}` as
/// the zero register; the value of the four result limbs.
macro_rules! lazily_reduced {
    ($product:expr, $p:expr, $($operands:tt)*) => {{
        let (r0, r1, r2, r3);
        // SAFETY: reads only through the given references; writes only the
        // declared registers; no stack use; the caller guarantees the CPU
        // features.
        unsafe {
            core::arch::asm!(
                $product,
                "xor {a:e}, {a:e}",
                redc_asm!("{a}"),
                r0 = out(reg) r0,
                r1 = out(reg) r1,
                r2 = out(reg) r2,
                r3 = out(reg) r3,
                r4 = out(reg) _,
                r5 = out(reg) _,
                r6 = out(reg) _,
                r7 = out(reg) _,
                p = in(reg) $p.as_ptr(),
                hi = out(reg) _,
                $($operands)*
                out("rax") _,
                out("rdx") _,
                options(pure, readonly, nostack),
            );
        }
        [r0, r1, r2, r3]
    }};
}

/// `a² / 2²⁵⁶ mod q`, below `a²/2²⁵⁶ + q`, for any 256-bit `a` with that
/// bound below 2²⁵⁶; `p = [q₀, q₁, q₂, q₃, −q⁻¹ mod 2⁶⁴, …]`.
///
/// # Safety
/// The CPU must support BMI2 and ADX.
#[inline(always)]
pub unsafe fn square(a: &[u64; 4], p: &[u64; 8]) -> [u64; 4] {
    lazily_reduced!(square_wide_asm!(), p, a = inout(reg) a.as_ptr() => _,)
}

/// `a · b / 2²⁵⁶ mod q`, below `a·b/2²⁵⁶ + q` (see [`square`]).
///
/// # Safety
/// The CPU must support BMI2 and ADX.
#[inline(always)]
pub unsafe fn mul(a: &[u64; 4], b: &[u64; 4], p: &[u64; 8]) -> [u64; 4] {
    lazily_reduced!(
        mul_wide_asm!(),
        p,
        a = inout(reg) a.as_ptr() => _,
        b = in(reg) b.as_ptr(),
    )
}

/// `a − m` if `a ≥ m`, else `a`; branch-free (`cmov`), so the time does
/// not depend on the values.
#[inline(always)]
pub fn sub_if_ge(a: &[u64; 4], m: &[u64; 4]) -> [u64; 4] {
    let [mut a0, mut a1, mut a2, mut a3] = *a;
    // SAFETY: reads 4 limbs through `m`; writes only the declared
    // registers; plain x86-64 instructions.
    unsafe {
        core::arch::asm!(
            sub_q_asm!(),
            r0 = inout(reg) a0,
            r1 = inout(reg) a1,
            r2 = inout(reg) a2,
            r3 = inout(reg) a3,
            r4 = out(reg) _,
            r5 = out(reg) _,
            r6 = out(reg) _,
            r7 = out(reg) _,
            p = in(reg) m.as_ptr(),
            options(pure, readonly, nostack),
        );
    }
    [a0, a1, a2, a3]
}
