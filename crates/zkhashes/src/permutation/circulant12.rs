//! Products by a 12×12 circulant matrix with small entries, over the
//! integers, in few operations: the cyclic convolution mod x¹² − 1 is split
//! along x¹² − 1 = (x³ − 1)(x³ + 1)(x⁶ + 1) into convolutions of length 3,
//! 3 and 6 (the RPO paper's "fast MDS"; plonky2's `mds_multiply_freq` works
//! the same way). That is 54 products by constants instead of 144, and the
//! matrices of RPO/RPX/Rp64_256 and plonky2 were chosen so that those
//! constants are powers of two up to sign: shifts and additions.
//!
//! The matrix is `new_i = Σ_j row[(j − i) mod 12] · v_j` (the orientation of
//! Miden's and plonky2's `MDS` rows), i.e. the convolution with g(x) =
//! Σ_k row[−k mod 12]·xᵏ. The pieces of g, g mod (x³ − 1), g mod (x³ + 1)
//! and g mod (x⁶ + 1), are stored already divided by the CRT's
//! reconstruction factors (4, 4 and 2), computed at compile time.

/// Width.
pub const WIDTH: usize = 12;

/// A 12×12 circulant matrix in split form (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Circulant12 {
    cyc3: [i64; 3],
    neg3: [i64; 3],
    neg6: [i64; 6],
}

impl Circulant12 {
    /// The split form of `circ(row)`. Panics (at compile time in a
    /// constant) when the pieces are not divisible by the reconstruction
    /// factors, which holds for every matrix zkhashes uses.
    pub const fn new(row: &[u64; WIDTH]) -> Self {
        let mut g = [0i64; WIDTH];
        let mut k = 0;
        while k < WIDTH {
            g[k] = row[(WIDTH - k) % WIDTH] as i64;
            k += 1;
        }
        let mut cyc3 = [0i64; 3];
        let mut neg3 = [0i64; 3];
        let mut k = 0;
        while k < 3 {
            let a = g[k] + g[k + 3] + g[k + 6] + g[k + 9];
            let b = g[k] - g[k + 3] + g[k + 6] - g[k + 9];
            assert!(
                a % 4 == 0 && b % 4 == 0,
                "matrix without an exact split form"
            );
            cyc3[k] = a / 4;
            neg3[k] = b / 4;
            k += 1;
        }
        let mut neg6 = [0i64; 6];
        let mut k = 0;
        while k < 6 {
            let n = g[k] - g[k + 6];
            assert!(n % 2 == 0, "matrix without an exact split form");
            neg6[k] = n / 2;
            k += 1;
        }
        Self { cyc3, neg3, neg6 }
    }

    /// `circ(row) · v` over the integers, exact for |v_j| < 2³²: every
    /// intermediate is below 2³⁴ times the largest sum of a piece's absolute
    /// values (at most 64 for zkhashes' matrices, so below 2⁴¹).
    #[inline(always)]
    pub fn apply(&self, v: &[i64; WIDTH]) -> [i64; WIDTH] {
        let mut p = [0i64; 6];
        let mut m = [0i64; 6];
        for i in 0..6 {
            p[i] = v[i] + v[i + 6];
            m[i] = v[i] - v[i + 6];
        }
        let mut pp = [0i64; 3];
        let mut pm = [0i64; 3];
        for i in 0..3 {
            pp[i] = p[i] + p[i + 3];
            pm[i] = p[i] - p[i + 3];
        }
        let a = convolve::<3, false>(&self.cyc3, &pp);
        let b = convolve::<3, true>(&self.neg3, &pm);
        let n = convolve::<6, true>(&self.neg6, &m);
        let mut q = [0i64; 6];
        for i in 0..3 {
            q[i] = a[i] + b[i];
            q[i + 3] = a[i] - b[i];
        }
        let mut out = [0i64; WIDTH];
        for i in 0..6 {
            out[i] = q[i] + n[i];
            out[i + 6] = q[i] - n[i];
        }
        out
    }

    /// `circ(row) · s` for any 64-bit words: [`Self::apply`] on their 32-bit
    /// halves, recombined into exact non-negative 128-bit values (below
    /// 2⁷⁴ for zkhashes' matrices), for the caller to reduce once.
    #[inline(always)]
    pub fn apply_words(&self, s: &[u64; WIDTH]) -> [u128; WIDTH] {
        let mut lo = [0i64; WIDTH];
        let mut hi = [0i64; WIDTH];
        for j in 0..WIDTH {
            lo[j] = (s[j] & 0xffff_ffff) as i64;
            hi[j] = (s[j] >> 32) as i64;
        }
        let lo = self.apply(&lo);
        let hi = self.apply(&hi);
        let mut out = [0u128; WIDTH];
        for i in 0..WIDTH {
            // Both are exact products of non-negative values by a
            // non-negative matrix, hence non-negative.
            out[i] = lo[i] as u128 + ((hi[i] as u128) << 32);
        }
        out
    }
}

/// The cyclic (x^N − 1) or negacyclic (x^N + 1) convolution of `g` and `v`.
#[inline(always)]
fn convolve<const N: usize, const NEGA: bool>(g: &[i64; N], v: &[i64; N]) -> [i64; N] {
    let mut out = [0i64; N];
    for (i, o) in out.iter_mut().enumerate() {
        for (j, x) in v.iter().enumerate() {
            if j <= i {
                *o += g[i - j] * x;
            } else if NEGA {
                *o -= g[i + N - j] * x;
            } else {
                *o += g[i + N - j] * x;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn direct(row: &[u64; WIDTH], v: &[i64; WIDTH]) -> [i64; WIDTH] {
        core::array::from_fn(|i| {
            (0..WIDTH)
                .map(|j| row[(j + WIDTH - i) % WIDTH] as i64 * v[j])
                .sum()
        })
    }

    #[test]
    fn split_form_equals_the_matrix() {
        let rows = [
            [7, 23, 8, 26, 13, 10, 9, 7, 6, 22, 21, 8],
            [17, 15, 41, 16, 2, 28, 13, 13, 39, 18, 34, 20],
        ];
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for row in &rows {
            let c = Circulant12::new(row);
            for _ in 0..200 {
                let v: [i64; WIDTH] = core::array::from_fn(|_| {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    (x >> 32) as i64
                });
                assert_eq!(c.apply(&v), direct(row, &v));
            }
            let max = [u32::MAX as i64; WIDTH];
            assert_eq!(c.apply(&max), direct(row, &max));
        }
    }
}
