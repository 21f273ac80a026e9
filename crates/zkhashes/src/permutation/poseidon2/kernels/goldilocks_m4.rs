//! The 4×4 blocks of the Poseidon2 external matrices on exact 128-bit
//! integers, for the Goldilocks kernels on words ([`super::goldilocks`])
//! and on lanes ([`super::goldilocks_zmm`]).

/// HorizenLabs' M₄ = [[5,7,1,3],[4,6,1,1],[1,3,5,7],[1,1,4,6]] on exact
/// integers (row sums at most 16).
#[inline(always)]
pub(crate) fn m4_horizen(x: [u128; 4]) -> [u128; 4] {
    let t0 = x[0] + x[1];
    let t1 = x[2] + x[3];
    let t2 = (x[1] << 1) + t1;
    let t3 = (x[3] << 1) + t0;
    let t4 = (t1 << 2) + t3;
    let t5 = (t0 << 2) + t2;
    [t3 + t5, t5, t2 + t4, t4]
}

/// Plonky3's M₄ = circ(2, 3, 1, 1) on exact integers (row sums 7).
#[inline(always)]
pub(crate) fn m4_plonky3(x: [u128; 4]) -> [u128; 4] {
    let t01 = x[0] + x[1];
    let t23 = x[2] + x[3];
    let sum = t01 + t23;
    let s1 = sum + x[1];
    let s3 = sum + x[3];
    [s1 + t01, s1 + (x[2] << 1), s3 + t23, s3 + (x[0] << 1)]
}
