//! Reading a fuzzer's bytes as structured input: each read takes what it
//! needs from the front and yields zeros once the bytes run out, so every
//! byte string is a valid input.

use zkhashes::{PrimeField, U256};

/// The unread bytes of one input.
pub struct Input<'a>(&'a [u8]);

impl<'a> Input<'a> {
    /// Reads `data` from the front.
    pub fn new(data: &'a [u8]) -> Self {
        Self(data)
    }

    /// The next `n` bytes (fewer at the end).
    pub fn take(&mut self, n: usize) -> &'a [u8] {
        let (head, tail) = self.0.split_at(n.min(self.0.len()));
        self.0 = tail;
        head
    }

    /// Everything left.
    pub fn rest(&mut self) -> &'a [u8] {
        self.take(self.0.len())
    }

    /// The next byte (0 at the end).
    pub fn byte(&mut self) -> u8 {
        self.take(1).first().copied().unwrap_or(0)
    }

    /// The next 8 bytes, little-endian (zero-padded at the end).
    pub fn word(&mut self) -> u64 {
        let mut b = [0u8; 8];
        let t = self.take(8);
        b[..t.len()].copy_from_slice(t);
        u64::from_le_bytes(b)
    }

    /// A 256-bit value for a field of modulus `p`, drawn to hit the edges:
    /// small, p − 1, p, p + small, 2²⁵⁶ − 1, or any four words.
    pub fn value(&mut self, p: &U256) -> U256 {
        match self.byte() % 8 {
            0 => [u64::from(self.byte()), 0, 0, 0],
            1 => sub_small(p, 1),
            2 => *p,
            3 => add_small(p, u64::from(self.byte())),
            4 => [u64::MAX; 4],
            5 => sub_small(p, 1 + u64::from(self.byte())),
            _ => [self.word(), self.word(), self.word(), self.word()],
        }
    }

    /// A canonical element of `F` (pseudo-random ones reduced on purpose,
    /// through the explicitly reducing way in).
    pub fn element<F: PrimeField>(&mut self) -> F {
        let v = self.value(&F::MODULUS);
        F::from_u256(&v).unwrap_or_else(|_| F::from_u256_reduced(&v))
    }

    /// Whether no bytes are left.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// `p − k` (k ≤ p).
fn sub_small(p: &U256, k: u64) -> U256 {
    let mut out = *p;
    let mut borrow = k;
    for w in out.iter_mut() {
        let (v, b) = w.overflowing_sub(borrow);
        *w = v;
        borrow = u64::from(b);
    }
    out
}

/// `p + k` (wrapping at 2²⁵⁶).
fn add_small(p: &U256, k: u64) -> U256 {
    let mut out = *p;
    let mut carry = k;
    for w in out.iter_mut() {
        let (v, c) = w.overflowing_add(carry);
        *w = v;
        carry = u64::from(c);
    }
    out
}

/// `a < b` as integers.
pub fn less(a: &U256, b: &U256) -> bool {
    a.iter().rev().cmp(b.iter().rev()) == core::cmp::Ordering::Less
}

/// The modulus of a field by its registry name (the library's lookup).
pub fn modulus(field: &str) -> Option<U256> {
    zkhashes::params::field_modulus(field).ok()
}
