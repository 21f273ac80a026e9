//! Multi-precision helpers on little-endian `[u64; N]` limbs.
//!
//! Everything here is `const fn` so that field constants (R, R², −p⁻¹) are
//! computed by the compiler from the modulus alone, and branch-free where it
//! touches secret values.

/// `a + b + carry`, returning `(sum, carry_out)`.
#[inline(always)]
pub const fn adc(a: u64, b: u64, carry: u64) -> (u64, u64) {
    let t = a as u128 + b as u128 + carry as u128;
    (t as u64, (t >> 64) as u64)
}

/// `a - b - borrow`, returning `(difference, borrow_out)` with borrow_out ∈ {0, 1}.
#[inline(always)]
pub const fn sbb(a: u64, b: u64, borrow: u64) -> (u64, u64) {
    // Written so that the compiler emits one `sbb` per limb (the `u128` form
    // became `sub`/`sar`/`adc` sequences where b is a constant 0).
    let (d, w1) = a.overflowing_sub(b);
    let (d, w2) = d.overflowing_sub(borrow);
    (d, (w1 | w2) as u64)
}

/// `a + b * c + carry`, returning `(low, high)`; never overflows.
#[inline(always)]
pub const fn mac(a: u64, b: u64, c: u64, carry: u64) -> (u64, u64) {
    let t = a as u128 + (b as u128) * (c as u128) + carry as u128;
    (t as u64, (t >> 64) as u64)
}

/// `a + b` over N limbs, returning the sum and the carry out of the top limb.
#[inline(always)]
pub const fn add<const N: usize>(a: &[u64; N], b: &[u64; N]) -> ([u64; N], u64) {
    add_with_carry(a, b, 0)
}

/// `a + b + carry_in` over N limbs, returning the sum and the carry out.
#[inline(always)]
pub const fn add_with_carry<const N: usize>(
    a: &[u64; N],
    b: &[u64; N],
    carry_in: u64,
) -> ([u64; N], u64) {
    let mut out = [0u64; N];
    let mut carry = carry_in;
    let mut i = 0;
    while i < N {
        (out[i], carry) = adc(a[i], b[i], carry);
        i += 1;
    }
    (out, carry)
}

/// `a - b` over N limbs, returning the difference and the borrow out of the top limb.
#[inline(always)]
pub const fn sub<const N: usize>(a: &[u64; N], b: &[u64; N]) -> ([u64; N], u64) {
    let mut out = [0u64; N];
    let mut borrow = 0;
    let mut i = 0;
    while i < N {
        (out[i], borrow) = sbb(a[i], b[i], borrow);
        i += 1;
    }
    (out, borrow)
}

/// Selects `a` when `mask` is all ones and `b` when it is zero, without
/// branching: the mask goes through an optimization barrier
/// ([`core::hint::black_box`]), so the compiler cannot see that it is 0 or
/// −1 and turn the masking into a branch or a conditional move (both seen
/// in release builds by the ctgrind check, `make ct`).
#[inline(always)]
pub const fn select<const N: usize>(mask: u64, a: &[u64; N], b: &[u64; N]) -> [u64; N] {
    let mask = core::hint::black_box(mask);
    let mut out = [0u64; N];
    let mut i = 0;
    while i < N {
        out[i] = (a[i] & mask) | (b[i] & !mask);
        i += 1;
    }
    out
}

/// `a < b` as integers without a data-dependent branch (the borrow of
/// `a − b`): the canonical checks on every way in use it, so a secret's
/// value does not set their timing; only the answer (an error or not) is
/// public.
#[inline(always)]
pub const fn lt_ct<const N: usize>(a: &[u64; N], b: &[u64; N]) -> bool {
    sub(a, b).1 == 1
}

/// `a < b` as integers (variable time: for constants and public values only).
pub const fn lt<const N: usize>(a: &[u64; N], b: &[u64; N]) -> bool {
    let mut i = N;
    while i > 0 {
        i -= 1;
        if a[i] != b[i] {
            return a[i] < b[i];
        }
    }
    false
}

/// `(a + b) mod m` for `a, b < m`, branch-free.
#[inline(always)]
pub const fn add_mod<const N: usize>(a: &[u64; N], b: &[u64; N], m: &[u64; N]) -> [u64; N] {
    let (sum, carry) = add(a, b);
    let (reduced, borrow) = sub(&sum, m);
    // Keep `sum` only if there was no carry and subtracting m borrowed.
    let keep_sum = (borrow & (carry ^ 1)).wrapping_neg();
    select(keep_sum, &sum, &reduced)
}

/// `(a - b) mod m` for `a, b < m`, branch-free.
#[inline(always)]
pub const fn sub_mod<const N: usize>(a: &[u64; N], b: &[u64; N], m: &[u64; N]) -> [u64; N] {
    let (diff, borrow) = sub(a, b);
    let masked = select(borrow.wrapping_neg(), m, &[0u64; N]);
    add(&diff, &masked).0
}

/// `-m⁻¹ mod 2⁶⁴` for odd `m0` (Newton iteration: each step doubles the correct bits).
pub const fn neg_inv_u64(m0: u64) -> u64 {
    let mut inv = 1u64;
    let mut i = 0;
    while i < 6 {
        inv = inv.wrapping_mul(2u64.wrapping_sub(m0.wrapping_mul(inv)));
        i += 1;
    }
    inv.wrapping_neg()
}

/// `2^(64·N·k) mod m` by repeated modular doubling of 1 (`m` odd, `m > 1`).
pub const fn pow2_mod<const N: usize>(m: &[u64; N], k: usize) -> [u64; N] {
    let mut r = [0u64; N];
    r[0] = 1;
    let mut i = 0;
    while i < 64 * N * k {
        r = add_mod(&r, &r, m);
        i += 1;
    }
    r
}

/// Number of significant bits of `a`.
pub const fn bits<const N: usize>(a: &[u64; N]) -> u32 {
    let mut i = N;
    while i > 0 {
        i -= 1;
        if a[i] != 0 {
            return 64 * i as u32 + (64 - a[i].leading_zeros());
        }
    }
    0
}

/// Parses a decimal string at compile time (panics on a bad digit or overflow, which
/// is a compile error in a `const` context). For defining moduli, not for user input.
pub const fn from_decimal<const N: usize>(s: &str) -> [u64; N] {
    let bytes = s.as_bytes();
    let mut out = [0u64; N];
    let mut i = 0;
    while i < bytes.len() {
        let d = bytes[i];
        assert!(d >= b'0' && d <= b'9', "non-digit in decimal constant");
        let mut carry = (d - b'0') as u64;
        let mut j = 0;
        while j < N {
            (out[j], carry) = mac(carry, out[j], 10, 0);
            j += 1;
        }
        assert!(carry == 0, "decimal constant does not fit");
        i += 1;
    }
    out
}

/// `a - small` for a public value `a ≥ small` (used for exponents such as p − 2).
pub const fn sub_small<const N: usize>(a: &[u64; N], small: u64) -> [u64; N] {
    let mut b = [0u64; N];
    b[0] = small;
    sub(a, &b).0
}

/// The first four limbs of `p` followed by `inv` (and zeros): the table the
/// 4-limb x86-64 kernels read the modulus and −p⁻¹ from.
pub const fn kernel_table<const N: usize>(p: &[u64; N], inv: u64) -> [u64; 8] {
    let mut t = [0u64; 8];
    let mut i = 0;
    while i < N && i < 4 {
        t[i] = p[i];
        i += 1;
    }
    t[4] = inv;
    t
}

/// Whether `p` has the limbs (1, 0, …, 0, c): p = 1 + c·2^(64(N−1)).
pub const fn is_sparse_form<const N: usize>(p: &[u64; N]) -> bool {
    if N < 2 || p[0] != 1 {
        return false;
    }
    let mut i = 1;
    while i + 1 < N {
        if p[i] != 0 {
            return false;
        }
        i += 1;
    }
    true
}

/// The `N` digits of `bits` bits each of `v` (below 2^(N·bits)), least
/// significant first.
pub const fn split_digits<const N: usize>(v: &[u64; 4], bits: u32) -> [u64; N] {
    let mask = (1u64 << bits) - 1;
    let mut d = [0u64; N];
    let mut i = 0;
    while i < N {
        let bit = i * bits as usize;
        let (w, s) = (bit / 64, bit % 64);
        let mut x = v[w] >> s;
        if s + bits as usize > 64 && w + 1 < 4 {
            x |= v[w + 1] << (64 - s);
        }
        d[i] = x & mask;
        i += 1;
    }
    d
}

/// The four 64-bit limbs of `N` normalized digits of `bits` bits each, of a
/// value below 2²⁵⁶ ([`split_digits`]' inverse).
pub const fn join_digits<const N: usize>(d: &[u64; N], bits: u32) -> [u64; 4] {
    let mut v = [0u64; 4];
    let mut i = 0;
    while i < N {
        let bit = i * bits as usize;
        let (w, s) = (bit / 64, bit % 64);
        v[w] |= d[i] << s;
        if s + bits as usize > 64 && w + 1 < 4 {
            v[w + 1] |= d[i] >> (64 - s);
        }
        i += 1;
    }
    v
}

/// `2^k mod m` for `m` odd and above 1 (any k, where [`pow2_mod`] takes
/// whole words).
pub const fn pow2_bits_mod(m: &[u64; 4], k: usize) -> [u64; 4] {
    let mut r = [1, 0, 0, 0];
    let mut i = 0;
    while i < k {
        r = add_mod(&r, &r, m);
        i += 1;
    }
    r
}
