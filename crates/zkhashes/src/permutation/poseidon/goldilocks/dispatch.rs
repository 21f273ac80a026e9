//! The one place that picks the build of plonky2's Poseidon for this CPU:
//! AVX-512 IFMA, AVX-512, AVX2 with BMI2, or portable (detected once,
//! cached by `cpufeatures`). The batch kernels will plug in here too.

use super::engine::{PoseidonGoldilocks12, SmallMds12, WIDTH};
#[cfg(target_arch = "x86_64")]
use super::ifma;
#[cfg(target_arch = "x86_64")]
use crate::field::goldilocks::avx512;
use crate::field::Goldilocks;
use crate::permutation::traits::Permutation;

#[cfg(target_arch = "x86_64")]
cpufeatures::new!(avx2_bmi2, "avx2", "bmi2");

impl<M: SmallMds12> Permutation<Goldilocks, WIDTH> for PoseidonGoldilocks12<'_, M> {
    /// Runs the kernel with its full rounds and partial-round updates on
    /// AVX-512 vectors ([`super::avx512`]) where the CPU
    /// has AVX-512F and VL (and its dense matrix product on IFMA lanes where
    /// it has AVX-512IFMA too), else compiled for
    /// AVX2 and BMI2 (the compiler vectorises the matrix sums and uses
    /// `mulx`), else the portable build of the same code.
    fn permute_mut(&self, state: &mut [Goldilocks; WIDTH]) {
        #[cfg(target_arch = "x86_64")]
        if ifma::available() && avx2_bmi2::get() {
            // SAFETY: the CPU has AVX-512F, VL and IFMA, AVX2 and BMI2
            // (checked just above).
            return unsafe { self.permute_avx512_ifma(state) };
        }
        #[cfg(target_arch = "x86_64")]
        if avx512::available() && avx2_bmi2::get() {
            // SAFETY: the CPU has AVX-512F, AVX-512VL, AVX2 and BMI2 (checked
            // just above).
            return unsafe { self.permute_avx512(state) };
        }
        #[cfg(target_arch = "x86_64")]
        if avx2_bmi2::get() {
            // SAFETY: the CPU has AVX2 and BMI2 (checked just above).
            return unsafe { self.permute_avx2(state) };
        }
        self.permute_portable(state);
    }
}
