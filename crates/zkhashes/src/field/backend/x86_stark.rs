//! x86-64 BMI2/ADX Montgomery product and square for the Stark field
//! (p = 1 + c·2¹⁹², c = 0x0800000000000011), lazily reduced: the results are
//! below a·b/R + p, with no final subtraction (see
//! [`crate::field::stark252::lazy`], whose portable code computes the same
//! values and is the reference in the tests).
//!
//! Each function is one block: the 512-bit product (rows of `mulx` with
//! `adox`/`adcx` carry chains, as in [`super::x86_adx_wide`]), then the
//! reduction of that module's portable `redc`: U = t + lo(−t₀·c)·2¹⁹²,
//! M = −U_low (as NOT + 1; the carry out says U_low = 0), and
//! `U_high + [U_low ≠ 0] + ⌊M·c / 2⁶⁴⌋` as two carry chains.
//!
//! Every function is `unsafe`: the CPU must have BMI2 and ADX
//! ([`super::x86_adx::available`]).

use super::x86_adx_wide::{mul_wide_asm, square_wide_asm};

const C: u64 = 0x0800_0000_0000_0011;
const NEG_C: u64 = C.wrapping_neg();

/// The reduction of the 512-bit `{r0}`..`{r7}` into `{r4}`..`{r7}` (see the
/// module docs), with `{hi}`, `{a}`, `{b}`, `rax`, `rdx` as scratch.
macro_rules! stark_redc_asm {
    () => {
        concat!(
            // U = t + lo(−t₀·c)·2¹⁹²
            "mov rax, {neg_c}\n",
            "imul rax, {r0}\n",
            "add {r3}, rax\n",
            "adc {r4}, 0\n",
            "adc {r5}, 0\n",
            "adc {r6}, 0\n",
            "adc {r7}, 0\n",
            // M = −U_low = NOT U_low + 1; CF = [U_low = 0]
            "not {r0}\n",
            "not {r1}\n",
            "not {r2}\n",
            "not {r3}\n",
            "add {r0}, 1\n",
            "adc {r1}, 0\n",
            "adc {r2}, 0\n",
            "adc {r3}, 0\n",
            // clear OF (sbb r, r never overflows), then CF = [U_low ≠ 0]
            "sbb rax, rax\n",
            "cmc\n",
            // M·c: high words in r0, hi, a, b; low words of M₁..M₃·c in r1..r3
            "mov rdx, {c}\n",
            "mulx {r0}, rax, {r0}\n",
            "mulx {hi}, {r1}, {r1}\n",
            "mulx {a}, {r2}, {r2}\n",
            "mulx {b}, {r3}, {r3}\n",
            // U_high + [U_low ≠ 0] + ⌊M·c / 2⁶⁴⌋, as two carry chains
            "mov eax, 0\n",
            "adcx {r4}, {r0}\n",
            "adox {r4}, {r1}\n",
            "adcx {r5}, {hi}\n",
            "adox {r5}, {r2}\n",
            "adcx {r6}, {a}\n",
            "adox {r6}, {r3}\n",
            "adcx {r7}, {b}\n",
            "adox {r7}, rax\n",
        )
    };
}

/// `a · b · 2⁻²⁵⁶` mod p, below a·b/2²⁵⁶ + p.
///
/// # Safety
/// The CPU must support BMI2 and ADX; the caller keeps the result (below
/// a·b/R + p) under 2²⁵⁶, e.g. with both factors below 16p.
#[inline(always)]
pub unsafe fn mul(a: &[u64; 4], b: &[u64; 4]) -> [u64; 4] {
    let (r4, r5, r6, r7): (u64, u64, u64, u64);
    // SAFETY: reads four limbs through each given reference; writes only
    // the declared registers; no stack use; the caller guarantees the CPU
    // features.
    unsafe {
        core::arch::asm!(
            mul_wide_asm!(),
            stark_redc_asm!(),
            r0 = out(reg) _,
            r1 = out(reg) _,
            r2 = out(reg) _,
            r3 = out(reg) _,
            r4 = out(reg) r4,
            r5 = out(reg) r5,
            r6 = out(reg) r6,
            r7 = out(reg) r7,
            a = inout(reg) a.as_ptr() => _,
            b = inout(reg) b.as_ptr() => _,
            hi = out(reg) _,
            c = const C,
            neg_c = const NEG_C,
            out("rax") _,
            out("rdx") _,
            options(pure, readonly, nostack),
        );
    }
    [r4, r5, r6, r7]
}

/// `a² · 2⁻²⁵⁶` mod p, below a²/2²⁵⁶ + p.
///
/// # Safety
/// The CPU must support BMI2 and ADX; the caller keeps the result (below
/// a·b/R + p) under 2²⁵⁶, e.g. with both factors below 16p.
#[inline(always)]
pub unsafe fn square(a: &[u64; 4]) -> [u64; 4] {
    let (r4, r5, r6, r7): (u64, u64, u64, u64);
    // SAFETY: reads four limbs through each given reference; writes only
    // the declared registers; no stack use; the caller guarantees the CPU
    // features.
    unsafe {
        core::arch::asm!(
            square_wide_asm!(),
            stark_redc_asm!(),
            r0 = out(reg) _,
            r1 = out(reg) _,
            r2 = out(reg) _,
            r3 = out(reg) _,
            r4 = out(reg) r4,
            r5 = out(reg) r5,
            r6 = out(reg) r6,
            r7 = out(reg) r7,
            a = inout(reg) a.as_ptr() => _,
            b = out(reg) _,
            hi = out(reg) _,
            c = const C,
            neg_c = const NEG_C,
            out("rax") _,
            out("rdx") _,
            options(pure, readonly, nostack),
        );
    }
    [r4, r5, r6, r7]
}
