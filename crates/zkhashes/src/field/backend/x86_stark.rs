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

const C: u64 = 0x0800_0000_0000_0011;
const NEG_C: u64 = C.wrapping_neg();

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
            "mov rdx, qword ptr [{s3} + 0]",
            "mulx {r1}, {r0}, qword ptr [{s2}]",
            "mulx {r2}, rax, qword ptr [{s2} + 8]",
            "add {r1}, rax",
            "mulx {r3}, rax, qword ptr [{s2} + 16]",
            "adc {r2}, rax",
            "mulx {r4}, rax, qword ptr [{s2} + 24]",
            "adc {r3}, rax",
            "adc {r4}, 0",
            "mov rdx, qword ptr [{s3} + 8]",
            "xor {r5}, {r5}",
            "mulx {s1}, rax, qword ptr [{s2} + 0]",
            "adox {r1}, rax",
            "adcx {r2}, {s1}",
            "mulx {s1}, rax, qword ptr [{s2} + 8]",
            "adox {r2}, rax",
            "adcx {r3}, {s1}",
            "mulx {s1}, rax, qword ptr [{s2} + 16]",
            "adox {r3}, rax",
            "adcx {r4}, {s1}",
            "mulx {s1}, rax, qword ptr [{s2} + 24]",
            "adox {r4}, rax",
            "adcx {r5}, {s1}",
            "mov eax, 0",
            "adox {r5}, rax",
            "mov rdx, qword ptr [{s3} + 16]",
            "xor {r6}, {r6}",
            "mulx {s1}, rax, qword ptr [{s2} + 0]",
            "adox {r2}, rax",
            "adcx {r3}, {s1}",
            "mulx {s1}, rax, qword ptr [{s2} + 8]",
            "adox {r3}, rax",
            "adcx {r4}, {s1}",
            "mulx {s1}, rax, qword ptr [{s2} + 16]",
            "adox {r4}, rax",
            "adcx {r5}, {s1}",
            "mulx {s1}, rax, qword ptr [{s2} + 24]",
            "adox {r5}, rax",
            "adcx {r6}, {s1}",
            "mov eax, 0",
            "adox {r6}, rax",
            "mov rdx, qword ptr [{s3} + 24]",
            "xor {r7}, {r7}",
            "mulx {s1}, rax, qword ptr [{s2} + 0]",
            "adox {r3}, rax",
            "adcx {r4}, {s1}",
            "mulx {s1}, rax, qword ptr [{s2} + 8]",
            "adox {r4}, rax",
            "adcx {r5}, {s1}",
            "mulx {s1}, rax, qword ptr [{s2} + 16]",
            "adox {r5}, rax",
            "adcx {r6}, {s1}",
            "mulx {s1}, rax, qword ptr [{s2} + 24]",
            "adox {r6}, rax",
            "adcx {r7}, {s1}",
            "mov eax, 0",
            "adox {r7}, rax",
            "mov rax, {neg_c}",
            "imul rax, {r0}",
            "add {r3}, rax",
            "adc {r4}, 0",
            "adc {r5}, 0",
            "adc {r6}, 0",
            "adc {r7}, 0",
            "not {r0}",
            "not {r1}",
            "not {r2}",
            "not {r3}",
            "add {r0}, 1",
            "adc {r1}, 0",
            "adc {r2}, 0",
            "adc {r3}, 0",
            "sbb rax, rax",
            "cmc",
            "mov rdx, {c}",
            "mulx {r0}, rax, {r0}",
            "mulx {s1}, {r1}, {r1}",
            "mulx {s2}, {r2}, {r2}",
            "mulx {s3}, {r3}, {r3}",
            "mov eax, 0",
            "adcx {r4}, {r0}",
            "adox {r4}, {r1}",
            "adcx {r5}, {s1}",
            "adox {r5}, {r2}",
            "adcx {r6}, {s2}",
            "adox {r6}, {r3}",
            "adcx {r7}, {s3}",
            "adox {r7}, rax",
            r0 = out(reg) _,
            r1 = out(reg) _,
            r2 = out(reg) _,
            r3 = out(reg) _,
            r4 = out(reg) r4,
            r5 = out(reg) r5,
            r6 = out(reg) r6,
            r7 = out(reg) r7,
            s2 = inout(reg) a.as_ptr() => _,
            s3 = inout(reg) b.as_ptr() => _,
            s1 = out(reg) _,
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
            "mov rdx, qword ptr [{s2}]",
            "mulx {r2}, {r1}, qword ptr [{s2} + 8]",
            "mulx {r3}, rax, qword ptr [{s2} + 16]",
            "add {r2}, rax",
            "mulx {r4}, rax, qword ptr [{s2} + 24]",
            "adc {r3}, rax",
            "adc {r4}, 0",
            "mov rdx, qword ptr [{s2} + 8]",
            "xor {r5}, {r5}",
            "mulx {s1}, rax, qword ptr [{s2} + 16]",
            "adox {r3}, rax",
            "adcx {r4}, {s1}",
            "mulx {s1}, rax, qword ptr [{s2} + 24]",
            "adox {r4}, rax",
            "adcx {r5}, {s1}",
            "mov eax, 0",
            "adox {r5}, rax",
            "mov rdx, qword ptr [{s2} + 16]",
            "mulx {r6}, rax, qword ptr [{s2} + 24]",
            "add {r5}, rax",
            "adc {r6}, 0",
            "xor {r7}, {r7}",
            "mov rdx, qword ptr [{s2}]",
            "mulx {s1}, {r0}, rdx",
            "adcx {r1}, {r1}",
            "adox {r1}, {s1}",
            "mov rdx, qword ptr [{s2} + 8]",
            "mulx {s1}, rax, rdx",
            "adcx {r2}, {r2}",
            "adox {r2}, rax",
            "adcx {r3}, {r3}",
            "adox {r3}, {s1}",
            "mov rdx, qword ptr [{s2} + 16]",
            "mulx {s1}, rax, rdx",
            "adcx {r4}, {r4}",
            "adox {r4}, rax",
            "adcx {r5}, {r5}",
            "adox {r5}, {s1}",
            "mov rdx, qword ptr [{s2} + 24]",
            "mulx {s1}, rax, rdx",
            "adcx {r6}, {r6}",
            "adox {r6}, rax",
            "adcx {r7}, {r7}",
            "adox {r7}, {s1}",
            "mov rax, {neg_c}",
            "imul rax, {r0}",
            "add {r3}, rax",
            "adc {r4}, 0",
            "adc {r5}, 0",
            "adc {r6}, 0",
            "adc {r7}, 0",
            "not {r0}",
            "not {r1}",
            "not {r2}",
            "not {r3}",
            "add {r0}, 1",
            "adc {r1}, 0",
            "adc {r2}, 0",
            "adc {r3}, 0",
            "sbb rax, rax",
            "cmc",
            "mov rdx, {c}",
            "mulx {r0}, rax, {r0}",
            "mulx {s1}, {r1}, {r1}",
            "mulx {s2}, {r2}, {r2}",
            "mulx {s3}, {r3}, {r3}",
            "mov eax, 0",
            "adcx {r4}, {r0}",
            "adox {r4}, {r1}",
            "adcx {r5}, {s1}",
            "adox {r5}, {r2}",
            "adcx {r6}, {s2}",
            "adox {r6}, {r3}",
            "adcx {r7}, {s3}",
            "adox {r7}, rax",
            r0 = out(reg) _,
            r1 = out(reg) _,
            r2 = out(reg) _,
            r3 = out(reg) _,
            r4 = out(reg) r4,
            r5 = out(reg) r5,
            r6 = out(reg) r6,
            r7 = out(reg) r7,
            s2 = inout(reg) a.as_ptr() => _,
            s3 = out(reg) _,
            s1 = out(reg) _,
            c = const C,
            neg_c = const NEG_C,
            out("rax") _,
            out("rdx") _,
            options(pure, readonly, nostack),
        );
    }
    [r4, r5, r6, r7]
}
