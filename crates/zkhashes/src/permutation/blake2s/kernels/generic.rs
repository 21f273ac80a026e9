//! The compression written once over [`Lanes`]: `N` independent states side by side, word `i`
//! of all of them in one value (a `u32` for the portable form, a vector register for the SIMD
//! kernels). Each kernel implements [`Lanes`] and calls [`leaves`] and [`nodes`] from a
//! function compiled for its CPU features, into which everything here is inlined.

use crate::permutation::blake2s::constants::{IV, PARAM0, SIGMA};

/// Sixteen messages of one block each, word-major: `block[j][l]` is word `j` of message `l`.
pub type Block16 = [[u32; 16]; 16];

/// `N` lanes of 32-bit words and the operations the compression and its data movement need.
pub trait Lanes: Copy {
    /// Lanes per value.
    const N: usize;
    /// Every lane `x`.
    fn splat(x: u32) -> Self;
    /// Lane-wise wrapping sum.
    fn add(self, o: Self) -> Self;
    /// Lane-wise exclusive or.
    fn xor(self, o: Self) -> Self;
    /// Rotation right by 16.
    fn ror16(self) -> Self;
    /// Rotation right by 12.
    fn ror12(self) -> Self;
    /// Rotation right by 8.
    fn ror8(self) -> Self;
    /// Rotation right by 7.
    fn ror7(self) -> Self;
    /// Each lane reduced modulo 2³¹ − 1 (to `[0, 2³¹ − 1)`).
    fn reduce_m31(self) -> Self;
    /// Lanes `0..N` from `src[0..N]`.
    fn load(src: &[u32]) -> Self;
    /// The 16 words of `N` 64-byte messages (`rows.len() == N`), word-major.
    fn rows_in(rows: &[[u8; 64]]) -> [Self; 16];
    /// The eight words of `N` states written out as `N` 32-byte digests (little-endian words;
    /// `out.len() == N`).
    fn rows_out(h: &[Self; 8], out: &mut [[u8; 32]]);
}

#[inline(always)]
fn g<V: Lanes>(v: &mut [V; 16], [a, b, c, d]: [usize; 4], x: V, y: V) {
    v[a] = v[a].add(v[b]).add(x);
    v[d] = v[d].xor(v[a]).ror16();
    v[c] = v[c].add(v[d]);
    v[b] = v[b].xor(v[c]).ror12();
    v[a] = v[a].add(v[b]).add(y);
    v[d] = v[d].xor(v[a]).ror8();
    v[c] = v[c].add(v[d]);
    v[b] = v[b].xor(v[c]).ror7();
}

#[inline(always)]
fn round<V: Lanes>(v: &mut [V; 16], m: &[V; 16], s: &[usize; 16]) {
    g(v, [0, 4, 8, 12], m[s[0]], m[s[1]]);
    g(v, [1, 5, 9, 13], m[s[2]], m[s[3]]);
    g(v, [2, 6, 10, 14], m[s[4]], m[s[5]]);
    g(v, [3, 7, 11, 15], m[s[6]], m[s[7]]);
    g(v, [0, 5, 10, 15], m[s[8]], m[s[9]]);
    g(v, [1, 6, 11, 12], m[s[10]], m[s[11]]);
    g(v, [2, 7, 8, 13], m[s[12]], m[s[13]]);
    g(v, [3, 4, 9, 14], m[s[14]], m[s[15]]);
}

/// The initial chaining value of unkeyed BLAKE2s-256.
#[inline(always)]
pub fn initial<V: Lanes>() -> [V; 8] {
    core::array::from_fn(|i| V::splat(if i == 0 { IV[0] ^ PARAM0 } else { IV[i] }))
}

/// BLAKE2s's compression `F(h, m, t, f)` of `N` states: `t` bytes hashed so far (this block
/// included), `last` the final-block flag.
#[inline(always)]
pub fn compress<V: Lanes>(h: &mut [V; 8], m: &[V; 16], t: u64, last: bool) {
    let mut v: [V; 16] = core::array::from_fn(|i| match i {
        0..8 => h[i],
        12 => V::splat(IV[4] ^ t as u32),
        13 => V::splat(IV[5] ^ (t >> 32) as u32),
        14 => V::splat(if last { !IV[6] } else { IV[6] }),
        _ => V::splat(IV[i - 8]),
    });
    // The ten rounds written out, so that every message index is a constant (a rolled loop
    // loads σ and bounds-checks each index at run time).
    macro_rules! rounds {
        ($($r:literal)*) => { $( round(&mut v, m, &SIGMA[$r]); )* };
    }
    rounds!(0 1 2 3 4 5 6 7 8 9);
    for i in 0..8 {
        h[i] = h[i].xor(v[i]).xor(v[i + 8]);
    }
}

/// Sixteen BLAKE2s-256 digests of `words` little-endian words each (`words ≥ 1`), the messages
/// given block by block in word-major form (`blocks.len() == words.div_ceil(16)`, zero past
/// the end); with `m31` each output word is reduced modulo 2³¹ − 1.
#[inline(always)]
pub fn leaves<V: Lanes>(blocks: &[Block16], words: usize, out: &mut [[u8; 32]; 16], m31: bool) {
    let n = blocks.len();
    for (lane0, out) in (0..16).step_by(V::N).zip(out.chunks_exact_mut(V::N)) {
        let mut h = initial::<V>();
        for (b, block) in blocks.iter().enumerate() {
            let last = b + 1 == n;
            let t = if last { 4 * words } else { 64 * (b + 1) };
            let m: [V; 16] = core::array::from_fn(|j| V::load(&block[j][lane0..]));
            compress(&mut h, &m, t as u64, last);
        }
        finish(&mut h, out, m31);
    }
}

/// The digests of sixteen 64-byte messages (the two children of sixteen Merkle nodes).
#[inline(always)]
pub fn nodes<V: Lanes>(pairs: &[[u8; 64]; 16], out: &mut [[u8; 32]; 16], m31: bool) {
    for (pairs, out) in pairs.chunks_exact(V::N).zip(out.chunks_exact_mut(V::N)) {
        let m = V::rows_in(pairs);
        let mut h = initial::<V>();
        compress(&mut h, &m, 64, true);
        finish(&mut h, out, m31);
    }
}

#[inline(always)]
fn finish<V: Lanes>(h: &mut [V; 8], out: &mut [[u8; 32]], m31: bool) {
    if m31 {
        for x in h.iter_mut() {
            *x = x.reduce_m31();
        }
    }
    V::rows_out(h, out);
}

/// The portable form: one state at a time on `u32`.
impl Lanes for u32 {
    const N: usize = 1;
    #[inline(always)]
    fn splat(x: u32) -> Self {
        x
    }
    #[inline(always)]
    fn add(self, o: Self) -> Self {
        self.wrapping_add(o)
    }
    #[inline(always)]
    fn xor(self, o: Self) -> Self {
        self ^ o
    }
    #[inline(always)]
    fn ror16(self) -> Self {
        self.rotate_right(16)
    }
    #[inline(always)]
    fn ror12(self) -> Self {
        self.rotate_right(12)
    }
    #[inline(always)]
    fn ror8(self) -> Self {
        self.rotate_right(8)
    }
    #[inline(always)]
    fn ror7(self) -> Self {
        self.rotate_right(7)
    }
    #[inline(always)]
    fn reduce_m31(self) -> Self {
        const P: u32 = (1 << 31) - 1;
        let r = (self & P) + (self >> 31);
        r.min(r.wrapping_sub(P))
    }
    #[inline(always)]
    fn load(src: &[u32]) -> Self {
        src[0]
    }
    #[inline(always)]
    fn rows_in(rows: &[[u8; 64]]) -> [Self; 16] {
        core::array::from_fn(|j| {
            let w = &rows[0][4 * j..4 * j + 4];
            u32::from_le_bytes([w[0], w[1], w[2], w[3]])
        })
    }
    #[inline(always)]
    fn rows_out(h: &[Self; 8], out: &mut [[u8; 32]]) {
        for (i, w) in h.iter().enumerate() {
            out[0][4 * i..4 * i + 4].copy_from_slice(&w.to_le_bytes());
        }
    }
}
