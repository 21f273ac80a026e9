//! Poseidon2's external matrix M_E, built from a 4×4 block ([`M4`]:
//! HorizenLabs' or Plonky3's) for widths that are multiples of four, and
//! `J + I` for widths 2 and 3.

use crate::field::Field;

/// The 4×4 block of the external matrix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum M4 {
    /// HorizenLabs: `[[5,7,1,3],[4,6,1,1],[1,3,5,7],[1,1,4,6]]`.
    Horizen,
    /// Plonky3: circ(2, 3, 1, 1).
    Plonky3,
}

/// M_E with HorizenLabs' M₄ or (`PLONKY3`) Plonky3's.
#[inline(always)]
pub(crate) fn external<F: Field, const T: usize, const PLONKY3: bool>(x: &mut [F; T]) {
    match T {
        2 | 3 => {
            let sum = x.iter().fold(F::ZERO, |a, b| a + *b);
            for v in x.iter_mut() {
                *v += sum;
            }
        }
        _ => {
            for block in x.chunks_exact_mut(4) {
                let b: &mut [F; 4] = block.try_into().expect("blocks of four");
                if PLONKY3 {
                    m4_plonky3(b);
                } else {
                    m4_horizen(b);
                }
            }
            if T > 4 {
                // Column sums started from the first block, not from zero
                // (an addition of zero is a full modular addition on lanes).
                let mut sums = [x[0], x[1], x[2], x[3]];
                for block in x[4..].chunks_exact(4) {
                    for (s, v) in sums.iter_mut().zip(block) {
                        *s += *v;
                    }
                }
                for (i, v) in x.iter_mut().enumerate() {
                    *v += sums[i % 4];
                }
            }
        }
    }
}

/// HorizenLabs' M₄ = [[5,7,1,3],[4,6,1,1],[1,3,5,7],[1,1,4,6]] in eight
/// additions and four doublings.
#[inline(always)]
fn m4_horizen<F: Field>(x: &mut [F; 4]) {
    let t0 = x[0] + x[1];
    let t1 = x[2] + x[3];
    let t2 = x[1].double() + t1; // x1·2 + x2 + x3
    let t3 = x[3].double() + t0; // x0 + x1 + x3·2
    let t4 = t1.double().double() + t3; // x0 + x1 + 4x2 + 6x3
    let t5 = t0.double().double() + t2; // 4x0 + 6x1 + x2 + x3
    *x = [t3 + t5, t5, t2 + t4, t4];
}

/// Plonky3's M₄ = circ(2, 3, 1, 1) (row i is Σx + x_i + 2·x_{i+1}) in
/// eight additions and two doublings, sharing the partial sums.
#[inline(always)]
fn m4_plonky3<F: Field>(x: &mut [F; 4]) {
    let t01 = x[0] + x[1];
    let t23 = x[2] + x[3];
    let sum = t01 + t23;
    let s1 = sum + x[1]; // x0 + 2x1 + x2 + x3
    let s3 = sum + x[3]; // x0 + x1 + x2 + 2x3
    *x = [s1 + t01, s1 + x[2].double(), s3 + t23, s3 + x[0].double()];
}
