//! The two carry fix-ups of the Goldilocks reduction as `add`/`sub` + `sbb`
//! (what [`crate::field::goldilocks::reduce128_lazy`] computes portably).
//!
//! Written as instructions because LLVM's loop and SLP vectorisers otherwise
//! move the carry logic of independent products (an S-box layer) into
//! vector registers lane by lane — extracting and inserting every word
//! around each `mulx` — which made the plonky2 kernel 1.4× slower. An asm
//! block cannot be vectorised, so the words stay in general registers.
//! Needs no CPU extension (baseline x86-64), so it is always used there.

use core::arch::asm;

/// `x + y mod p` as a word below 2⁶⁴ for any words with `y ≤ 2⁶⁴ − 2³²`
/// (ε·z for z < 2³²): on carry, add 2⁶⁴ ≡ ε = 2³² − 1, which cannot
/// carry again (the wrapped sum is below y).
#[inline(always)]
pub fn add_fold(x: u64, y: u64) -> u64 {
    let (mut s, mut e) = (x, y);
    // SAFETY: register-only arithmetic (no memory, no stack); `sbb r32`
    // zero-extends, so `e` becomes ε on carry and 0 otherwise.
    unsafe {
        asm!(
            "add {s}, {e}",
            "sbb {e:e}, {e:e}",
            s = inout(reg) s,
            e = inout(reg) e,
            options(pure, nomem, nostack),
        );
    }
    s.wrapping_add(e)
}

/// `x − y mod p` as a word below 2⁶⁴ for any `x` and `y < 2³²`: on
/// borrow, add p ≡ subtract ε (the wrapped difference is above 2⁶⁴ − 2³²,
/// so this cannot borrow again).
#[inline(always)]
pub fn sub_fold(x: u64, y: u64) -> u64 {
    let (mut d, mut e) = (x, y);
    // SAFETY: register-only arithmetic, as in `add_fold`.
    unsafe {
        asm!(
            "sub {d}, {e}",
            "sbb {e:e}, {e:e}",
            d = inout(reg) d,
            e = inout(reg) e,
            options(pure, nomem, nostack),
        );
    }
    d.wrapping_sub(e)
}
