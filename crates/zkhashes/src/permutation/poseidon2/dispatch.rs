//! The one place that picks a kernel for a Poseidon2 instance and CPU: the
//! Goldilocks kernel ([`super::kernels::goldilocks`], widths 8 to 24), the
//! BN254 t = 3 kernel ([`super::kernels::bn254`], BMI2/ADX with AVX-512 IFMA
//! full rounds), else the generic engine ([`super::engine`]) built for AVX2
//! and BMI2 or for the baseline target. CPU features are detected once
//! (cached by `cpufeatures`). The batch kernels will plug in here too.

use super::engine::Poseidon2;
use super::internal::InternalMatrix;
use crate::field::Field;
use crate::permutation::traits::Permutation;

#[cfg(target_arch = "x86_64")]
cpufeatures::new!(avx2_cpu, "avx2", "bmi2");

impl<F: Field, const T: usize, M: InternalMatrix<F, T>> Permutation<F, T> for Poseidon2<F, T, M> {
    /// The Goldilocks kernel ([`super::kernels::goldilocks`]) where it
    /// applies (the type test is resolved at compile time; not on wasm32,
    /// where the npm package's size counts more), else the generic engine:
    /// on x86-64 CPUs with AVX2 its build for AVX2 and BMI2, where the
    /// compiler puts the 31-bit fields' S-box layers in vector lanes
    /// (BabyBear w16 went from 0.92× to 1.71–1.85× Plonky3's scalar path in
    /// the `poseidon2_plonky3` bench), else [`Poseidon2::permute_generic_mut`].
    #[inline]
    fn permute_mut(&self, state: &mut [F; T]) {
        #[cfg(not(target_arch = "wasm32"))]
        if self.permute_kernel(state) {
            return;
        }
        #[cfg(target_arch = "x86_64")]
        if avx2_cpu::get() {
            // SAFETY: the CPU has AVX2 and BMI2 (checked just above).
            return unsafe { self.permute_generic_avx2(state) };
        }
        self.permute_generic_mut(state);
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl<F: Field, const T: usize, M: InternalMatrix<F, T>> Poseidon2<F, T, M> {
    /// Runs a field-specific kernel if one computes this instance (true),
    /// else leaves `state` alone (false).
    #[inline(always)]
    fn permute_kernel(&self, state: &mut [F; T]) -> bool {
        use super::kernels::goldilocks;
        use crate::field::Goldilocks;
        use core::any::Any;
        #[cfg(target_arch = "x86_64")]
        {
            use super::kernels::bn254;
            use crate::field::Bn254Fr;
            let this: &dyn Any = self;
            let cells: &mut dyn Any = state;
            if let (Some(p), Some(cells)) = (
                this.downcast_ref::<Poseidon2<Bn254Fr, 3, M>>(),
                cells.downcast_mut::<[Bn254Fr; 3]>(),
            ) {
                if bn254::supports(p.alpha, &p.diag) {
                    let constants = bn254::Constants {
                        initial: &p.initial,
                        internal: &p.internal,
                        terminal: &p.terminal,
                    };
                    // SAFETY: `supports` checked BMI2 and ADX.
                    unsafe { bn254::permute(&constants, cells) };
                    return true;
                }
            }
        }
        let this: &dyn Any = self;
        let cells: &mut dyn Any = state;
        match (
            this.downcast_ref::<Poseidon2<Goldilocks, T, M>>(),
            cells.downcast_mut::<[Goldilocks; T]>(),
        ) {
            (Some(p), Some(cells)) if goldilocks::supports(T, p.alpha) => {
                let constants = goldilocks::Constants {
                    m4: p.m4,
                    initial: &p.initial,
                    internal: &p.internal,
                    terminal: &p.terminal,
                    diag: &p.diag,
                };
                goldilocks::permute::<T, M::Table>(&constants, cells);
                true
            }
            _ => false,
        }
    }
}
