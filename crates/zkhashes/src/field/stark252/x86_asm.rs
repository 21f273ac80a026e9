//! x86-64 BMI2/ADX Montgomery product, square and cube for the Stark field
//! (p = 1 + c·2¹⁹², c = 0x0800000000000011), lazily reduced: the results are
//! below a·b/R + p, with no final subtraction (see
//! [`crate::field::stark252::lazy`], whose portable code computes the same
//! values and is the reference in the tests).
//!
//! Each function is one block: the 512-bit product (rows of `mulx` with
//! `adox`/`adcx` carry chains, as in [`crate::field::monty::x86_adx_wide`]), then the
//! reduction of that module's portable `redc`: U = t + lo(−t₀·c)·2¹⁹²,
//! M = −U_low (as NOT + 1; the carry out says U_low = 0), and
//! `U_high + [U_low ≠ 0] + ⌊M·c / 2⁶⁴⌋` as two carry chains.
//!
//! [`cube`] is [`crate::field::stark252::lazy::cube`] as one block: the
//! square, divided by 2¹⁹² with three products by c and by 2⁶⁴ with one,
//! times the input, divided the same way, every word in registers: 34
//! products (the square-and-product's 36), and neither division waits for a
//! whole product.
//!
//! Every function is `unsafe`: the CPU must have BMI2 and ADX
//! ([`crate::field::monty::x86_adx::available`]).

use crate::field::monty::x86_adx_wide::{mul_wide_asm, square_diagonals_asm, square_wide_asm};

const C: u64 = 0x0800_0000_0000_0011;
const NEG_C: u64 = C.wrapping_neg();

/// The reduction (see the module docs) of the 512-bit value in the eight
/// named registers (low word first) into the last four, with one more
/// register `$x` (and `rax`, `rdx`) as scratch: U = t + lo(−t₀·c)·2¹⁹²;
/// M = −U_low (as NOT + 1; the carry out says U_low = 0); then
/// `U_high + [U_low ≠ 0] + ⌊M·c / 2⁶⁴⌋` as two carry chains, each high word
/// of M·c added as soon as it is computed, so two scratch registers serve
/// the four products.
#[rustfmt::skip]
macro_rules! stark_redc_regs {
    ($t0:literal, $t1:literal, $t2:literal, $t3:literal, $t4:literal, $t5:literal,
     $t6:literal, $t7:literal, $x:literal) => {
        concat!(
            "mov rax, {neg_c}\n",
            "imul rax, ", $t0, "\n",
            "add ", $t3, ", rax\n",
            "adc ", $t4, ", 0\n",
            "adc ", $t5, ", 0\n",
            "adc ", $t6, ", 0\n",
            "adc ", $t7, ", 0\n",
            "not ", $t0, "\n",
            "not ", $t1, "\n",
            "not ", $t2, "\n",
            "not ", $t3, "\n",
            "add ", $t0, ", 1\n",
            "adc ", $t1, ", 0\n",
            "adc ", $t2, ", 0\n",
            "adc ", $t3, ", 0\n",
            "sbb rax, rax\n",
            "cmc\n",
            "mov rdx, {c}\n",
            "mulx ", $t0, ", rax, ", $t0, "\n",
            "mulx ", $x, ", ", $t1, ", ", $t1, "\n",
            "mov eax, 0\n",
            "adcx ", $t4, ", ", $t0, "\n",
            "adox ", $t4, ", ", $t1, "\n",
            "mulx ", $t0, ", ", $t2, ", ", $t2, "\n",
            "adcx ", $t5, ", ", $x, "\n",
            "adox ", $t5, ", ", $t2, "\n",
            "mulx ", $x, ", ", $t3, ", ", $t3, "\n",
            "adcx ", $t6, ", ", $t0, "\n",
            "adox ", $t6, ", ", $t3, "\n",
            "adcx ", $t7, ", ", $x, "\n",
            "adox ", $t7, ", rax\n",
        )
    };
}

/// One row `$w0`..`$top += rdx · a` of the product by the limbs at `{a}`
/// (the row's top word `$top` starts at zero; `$b` and `rax` scratch), as
/// in [`crate::field::monty::x86_adx_wide`]'s templates.
#[rustfmt::skip]
macro_rules! stark_row_asm {
    ($b:literal, $w0:literal, $w1:literal, $w2:literal, $w3:literal, $top:literal) => {
        concat!(
            "xor ", $top, ", ", $top, "\n",
            "mulx ", $b, ", rax, qword ptr [{a}]\n",
            "adox ", $w0, ", rax\n",
            "adcx ", $w1, ", ", $b, "\n",
            "mulx ", $b, ", rax, qword ptr [{a} + 8]\n",
            "adox ", $w1, ", rax\n",
            "adcx ", $w2, ", ", $b, "\n",
            "mulx ", $b, ", rax, qword ptr [{a} + 16]\n",
            "adox ", $w2, ", rax\n",
            "adcx ", $w3, ", ", $b, "\n",
            "mulx ", $b, ", rax, qword ptr [{a} + 24]\n",
            "adox ", $w3, ", rax\n",
            "adcx ", $top, ", ", $b, "\n",
            "mov eax, 0\n",
            "adox ", $top, ", rax\n",
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
            stark_redc_regs!("{r0}", "{r1}", "{r2}", "{r3}", "{r4}", "{r5}", "{r6}", "{r7}", "{hi}"),
            r0 = out(reg) _,
            r1 = out(reg) _,
            r2 = out(reg) _,
            r3 = out(reg) _,
            r4 = out(reg) r4,
            r5 = out(reg) r5,
            r6 = out(reg) r6,
            r7 = out(reg) r7,
            a = in(reg) a.as_ptr(),
            b = in(reg) b.as_ptr(),
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
            stark_redc_regs!("{r0}", "{r1}", "{r2}", "{r3}", "{r4}", "{r5}", "{r6}", "{r7}", "{hi}"),
            r0 = out(reg) _,
            r1 = out(reg) _,
            r2 = out(reg) _,
            r3 = out(reg) _,
            r4 = out(reg) r4,
            r5 = out(reg) r5,
            r6 = out(reg) r6,
            r7 = out(reg) r7,
            a = in(reg) a.as_ptr(),
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

/// `$h0`..`$h3` (and on into the words listed after them) `+= p − w·c`, the
/// division by 2¹⁹² of [`crate::field::stark252::lazy::cube`] for the three
/// low words `w` = `$w0`..`$w2` (consumed; `$x`, `rax`, `rdx` scratch): the
/// products by c are summed into `$w0`..`$w2`, `$x`, subtracted from p into
/// `rax`, `$w0`..`$w2`, and that added to the high words (the listed ones
/// taking only the carry).
#[rustfmt::skip]
macro_rules! stark_fold3 {
    ($x:literal, $w0:literal, $w1:literal, $w2:literal, $h0:literal, $h1:literal,
     $h2:literal, $h3:literal, [$($hc:literal),*]) => {
        concat!(
            "mov rdx, {c}\n",
            "mulx ", $x, ", ", $w0, ", ", $w0, "\n",
            "mulx rax, ", $w1, ", ", $w1, "\n",
            "add ", $w1, ", ", $x, "\n",
            "mulx ", $x, ", ", $w2, ", ", $w2, "\n",
            "adc ", $w2, ", rax\n",
            "adc ", $x, ", 0\n",
            // p − (w0, w1, w2, x) into (rax, w0, w1, w2).
            "mov eax, 1\n",
            "sub rax, ", $w0, "\n",
            "mov ", $w0, ", 0\n",
            "sbb ", $w0, ", ", $w1, "\n",
            "mov ", $w1, ", 0\n",
            "sbb ", $w1, ", ", $w2, "\n",
            "mov ", $w2, ", {c}\n",
            "sbb ", $w2, ", ", $x, "\n",
            "add ", $h0, ", rax\n",
            "adc ", $h1, ", ", $w0, "\n",
            "adc ", $h2, ", ", $w1, "\n",
            "adc ", $h3, ", ", $w2, "\n",
            $("adc ", $hc, ", 0\n",)*
        )
    };
}

/// `$h0`..`$h3 += p − w·c·2¹²⁸`, the one-word division step of
/// [`crate::field::stark252::lazy::cube`] for the low word `$w` (consumed;
/// `$x`, `rdx` scratch): the product's two words (l, h) shifted two words
/// and subtracted from p = (1, 0, 0, c) give (1, 0, −l, c − h − [l ≠ 0]).
#[rustfmt::skip]
macro_rules! stark_fold1 {
    ($x:literal, $w:literal, $h0:literal, $h1:literal, $h2:literal, $h3:literal) => {
        concat!(
            "mov rdx, {c}\n",
            "mulx ", $x, ", ", $w, ", ", $w, "\n",
            "neg ", $w, "\n",
            "mov rdx, {c}\n",
            "sbb rdx, ", $x, "\n",
            "add ", $h0, ", 1\n",
            "adc ", $h1, ", 0\n",
            "adc ", $h2, ", ", $w, "\n",
            "adc ", $h3, ", rdx\n",
        )
    };
}

/// The body of [`cube`]: the input's words in `{r0}`, `{r5}`, `{r6}`, `{r7}`
/// (stored at `{a}` for the rows' memory operands), the result in `{y}`,
/// `{r4}`, `{r5}`, `{r6}`; every other named register and `rax`, `rdx`
/// scratch. See [`cube`] for the steps.
#[rustfmt::skip]
macro_rules! stark_cube_asm {
    () => {
        concat!(
            "mov qword ptr [{a}], {r0}\n",
            "mov qword ptr [{a} + 8], {r5}\n",
            "mov qword ptr [{a} + 16], {r6}\n",
            "mov qword ptr [{a} + 24], {r7}\n",
            // a² (as square_wide_asm, a₀..a₃ in {r0}, {r5}, {r6}, {r7} until
            // those registers take their words).
            "mov rdx, {r0}\n",
            "mulx {r2}, {r1}, {r5}\n",
            "mulx {r3}, rax, {r6}\n",
            "add {r2}, rax\n",
            "mulx {r4}, rax, {r7}\n",
            "adc {r3}, rax\n",
            "adc {r4}, 0\n",
            "mov rdx, {r5}\n",
            "xor {r5}, {r5}\n",
            "mulx {hi}, rax, {r6}\n",
            "adox {r3}, rax\n",
            "adcx {r4}, {hi}\n",
            "mulx {hi}, rax, {r7}\n",
            "adox {r4}, rax\n",
            "adcx {r5}, {hi}\n",
            "mov eax, 0\n",
            "adox {r5}, rax\n",
            "mov rdx, {r6}\n",
            "mulx {r6}, rax, {r7}\n",
            "add {r5}, rax\n",
            "adc {r6}, 0\n",
            "xor {r7}, {r7}\n",
            square_diagonals_asm!("{r0}"),
            stark_fold3!("{hi}", "{r0}", "{r1}", "{r2}", "{r3}", "{r4}", "{r5}", "{r6}", ["{r7}"]),
            stark_fold1!("{hi}", "{r3}", "{r4}", "{r5}", "{r6}", "{r7}"),
            // v·a, row 0 (v₀ = {r4}): {r0}, {r1}, {r2}, {hi}, {y}.
            "mov rdx, {r4}\n",
            "mulx {r1}, {r0}, qword ptr [{a}]\n",
            "mulx {r2}, rax, qword ptr [{a} + 8]\n",
            "add {r1}, rax\n",
            "mulx {hi}, rax, qword ptr [{a} + 16]\n",
            "adc {r2}, rax\n",
            "mulx {y}, rax, qword ptr [{a} + 24]\n",
            "adc {hi}, rax\n",
            "adc {y}, 0\n",
            // Rows 1..3, {r3} scratch.
            "mov rdx, {r5}\n",
            stark_row_asm!("{r3}", "{r1}", "{r2}", "{hi}", "{y}", "{r4}"),
            "mov rdx, {r6}\n",
            stark_row_asm!("{r3}", "{r2}", "{hi}", "{y}", "{r4}", "{r5}"),
            "mov rdx, {r7}\n",
            stark_row_asm!("{r3}", "{hi}", "{y}", "{r4}", "{r5}", "{r6}"),
            stark_fold3!("{r3}", "{r0}", "{r1}", "{r2}", "{hi}", "{y}", "{r4}", "{r5}", ["{r6}"]),
            stark_fold1!("{r3}", "{hi}", "{y}", "{r4}", "{r5}", "{r6}"),
        )
    };
}

/// `a³ · 2⁻⁵¹²` mod p: the same value as
/// [`crate::field::stark252::lazy::cube`] (whose docs give the method and
/// the bound), as one block with every word in registers:
/// - a² into `{r0}`..`{r7}`; divided by 2¹⁹² (v in `{r3}`..`{r7}`), then
///   by 2⁶⁴ (v in `{r4}`..`{r7}`);
/// - v·a as four rows of `mulx`, each row's top word in the register of
///   the row before's multiplier: w in `{r0}`, `{r1}`, `{r2}`, `{hi}`,
///   `{y}`, `{r4}`..`{r6}` (`{r3}` the rows' scratch);
/// - w divided by 2¹⁹² (into `{hi}`, `{y}`, `{r4}`..`{r6}`), then by 2⁶⁴:
///   the result in `{y}`, `{r4}`..`{r6}`.
///
/// # Safety
/// The CPU must support BMI2 and ADX; `a` below 16p.
#[inline(always)]
pub unsafe fn cube(a: &[u64; 4]) -> [u64; 4] {
    let (w0, w1, w2, w3): (u64, u64, u64, u64);
    // The input's words, stored here for the rows' memory operands; the
    // square's first rows take them from registers, so its start does not
    // wait for a store to reach a load.
    let mut buf = [0u64; 4];
    // SAFETY: writes four words through `buf` (a valid local) and reads
    // them back; writes only the declared registers; no stack use; the
    // caller guarantees the CPU features.
    unsafe {
        core::arch::asm!(
            stark_cube_asm!(),
            r0 = inout(reg) a[0] => _,
            r1 = out(reg) _,
            r2 = out(reg) _,
            r3 = out(reg) _,
            r4 = out(reg) w1,
            r5 = inout(reg) a[1] => w2,
            r6 = inout(reg) a[2] => w3,
            r7 = inout(reg) a[3] => _,
            hi = out(reg) _,
            y = out(reg) w0,
            a = in(reg) buf.as_mut_ptr(),
            c = const C,
            out("rax") _,
            out("rdx") _,
            options(nostack),
        );
    }
    [w0, w1, w2, w3]
}

/// One partial round of the width-3 Hades recurrence
/// ([`crate::field::stark252::lazy::Backend::hades3_round`], whose portable
/// code computes the same values) for the state at `{a}`, with u_{r−1} at
/// byte offset `$ps`, u_r at `$us` and the next constant plus 4p at `$k`:
/// the cube of `x` (in `{r0}`, `{r5}`, `{r6}`, `{r7}`), then, from memory,
/// head = u + k and t = 2(u + 2·u_prev) (neither waits for y: they run in
/// the cube's tail), 2y once, the next S-box input head − 2y into `{r0}`..
/// `{r3}`, and reduce(t + 2y) written over u_{r−1}, so the two slots swap
/// roles each round. Doublings are `add`/`adc` chains (`shld`, which the
/// compiler chose for them, costs ~1.6 cycles of throughput on Zen 4).
#[rustfmt::skip]
macro_rules! stark_hades3_round_asm {
    ($ps:literal, $us:literal, $k:literal) => {
        concat!(
            // y = x³ in {y}, {r4}, {r5}, {r6}.
            stark_cube_asm!(),
            // head = u + k into {r0}..{r3}; t = 2(u + 2·u_prev) into {hi},
            // rax, rdx, {r7}.
            "mov {r0}, qword ptr [{a} + ", $us, "]\n",
            "mov {r1}, qword ptr [{a} + ", $us, " + 8]\n",
            "mov {r2}, qword ptr [{a} + ", $us, " + 16]\n",
            "mov {r3}, qword ptr [{a} + ", $us, " + 24]\n",
            "mov {hi}, qword ptr [{a} + ", $ps, "]\n",
            "mov rax, qword ptr [{a} + ", $ps, " + 8]\n",
            "mov rdx, qword ptr [{a} + ", $ps, " + 16]\n",
            "mov {r7}, qword ptr [{a} + ", $ps, " + 24]\n",
            "add {hi}, {hi}\n",
            "adc rax, rax\n",
            "adc rdx, rdx\n",
            "adc {r7}, {r7}\n",
            "add {hi}, {r0}\n",
            "adc rax, {r1}\n",
            "adc rdx, {r2}\n",
            "adc {r7}, {r3}\n",
            "add {hi}, {hi}\n",
            "adc rax, rax\n",
            "adc rdx, rdx\n",
            "adc {r7}, {r7}\n",
            "add {r0}, qword ptr [{a} + ", $k, "]\n",
            "adc {r1}, qword ptr [{a} + ", $k, " + 8]\n",
            "adc {r2}, qword ptr [{a} + ", $k, " + 16]\n",
            "adc {r3}, qword ptr [{a} + ", $k, " + 24]\n",
            // 2y; the next S-box input head − 2y.
            "add {y}, {y}\n",
            "adc {r4}, {r4}\n",
            "adc {r5}, {r5}\n",
            "adc {r6}, {r6}\n",
            "sub {r0}, {y}\n",
            "sbb {r1}, {r4}\n",
            "sbb {r2}, {r5}\n",
            "sbb {r3}, {r6}\n",
            // u' = reduce(t + 2y) (lazy::reduce: minus g·p, g = max(h − 1, 0)
            // for h the top five bits; g·p = (g, 0, 0, g·2⁵⁹ + 17g)), over
            // u_prev.
            "add {hi}, {y}\n",
            "adc rax, {r4}\n",
            "adc rdx, {r5}\n",
            "adc {r7}, {r6}\n",
            "mov {y}, {r7}\n",
            "shr {y}, 59\n",
            "cmp {y}, 1\n",
            "adc {y}, -1\n",
            "mov {r4}, {y}\n",
            "shl {r4}, 59\n",
            "mov {r5}, {y}\n",
            "shl {r5}, 4\n",
            "add {r5}, {y}\n",
            "or {r4}, {r5}\n",
            "sub {hi}, {y}\n",
            "sbb rax, 0\n",
            "sbb rdx, 0\n",
            "sbb {r7}, {r4}\n",
            "mov qword ptr [{a} + ", $ps, "], {hi}\n",
            "mov qword ptr [{a} + ", $ps, " + 8], rax\n",
            "mov qword ptr [{a} + ", $ps, " + 16], rdx\n",
            "mov qword ptr [{a} + ", $ps, " + 24], {r7}\n",
        )
    };
}

/// Runs [`stark_hades3_round_asm`] with the given slot offsets on `$x`
/// and the state pointer `$st`, evaluating to the next S-box input.
macro_rules! stark_hades3_round {
    ($x:expr, $st:expr, $ps:literal, $us:literal, $k:literal) => {{
        let x: &[u64; 4] = $x;
        let (x0, x1, x2, x3): (u64, u64, u64, u64);
        // SAFETY: reads and writes the words of the state (a `repr(C)`
        // struct of 4-word arrays, at the offsets named); writes only the
        // declared registers; no stack use; the caller guarantees the CPU
        // features.
        unsafe {
            core::arch::asm!(
                stark_hades3_round_asm!($ps, $us, $k),
                r0 = inout(reg) x[0] => x0,
                r1 = out(reg) x1,
                r2 = out(reg) x2,
                r3 = out(reg) x3,
                r4 = out(reg) _,
                r5 = inout(reg) x[1] => _,
                r6 = inout(reg) x[2] => _,
                r7 = inout(reg) x[3] => _,
                hi = out(reg) _,
                y = out(reg) _,
                a = in(reg) $st,
                c = const C,
                out("rax") _,
                out("rdx") _,
                options(nostack),
            );
        }
        [x0, x1, x2, x3]
    }};
}

use super::hades3::Hades3;

// The byte offsets the assembly uses.
const _: () = {
    assert!(core::mem::offset_of!(Hades3, u_prev) == 32);
    assert!(core::mem::offset_of!(Hades3, u) == 64);
    assert!(core::mem::offset_of!(Hades3, k) == 96);
    assert!(core::mem::offset_of!(Hades3, k2) == 128);
};

/// One partial round of the width-3 Hades recurrence
/// ([`crate::field::stark252::lazy::Backend::hades3_round`]).
///
/// # Safety
/// The CPU must support BMI2 and ADX; the bounds of the portable code hold
/// (`x` below 7p, `u` and `u_prev` below 2p, `k` below 5p and at least 4p).
#[inline(always)]
pub unsafe fn hades3_round(x: &[u64; 4], st: &mut Hades3) -> [u64; 4] {
    let x = stark_hades3_round!(x, (st as *mut Hades3).cast::<u64>(), "32", "64", "96");
    // The new u went over u_prev.
    core::mem::swap(&mut st.u_prev, &mut st.u);
    x
}

/// Two partial rounds of the width-3 Hades recurrence
/// ([`crate::field::stark252::lazy::Backend::hades3_round2`]): the second
/// with the slots of u_{r−1} and u_r swapped, so no copy between them.
///
/// # Safety
/// As for [`hades3_round`], with `k2` as bounded as `k`.
#[inline(always)]
pub unsafe fn hades3_round2(x: &[u64; 4], st: &mut Hades3) -> [u64; 4] {
    let p = (st as *mut Hades3).cast::<u64>();
    let x = stark_hades3_round!(&x, p, "32", "64", "96");
    stark_hades3_round!(&x, p, "64", "32", "128")
}
