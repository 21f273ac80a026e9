//! The one place that picks the kernel of a StarkWare Hades instance
//! ([`StarkHades`]) for this CPU: the lazy kernel ([`super::kernels::stark_lazy`])
//! with the BMI2/ADX assembly products where the CPU has them, else with
//! the portable ones, and its full rounds on AVX-512 IFMA lanes
//! ([`super::kernels::stark_ifma`]) where it has those (detected once,
//! cached by `cpufeatures`). The generic engine ([`super::engine`]) stays
//! the specification. Batches: twelve states at once on IFMA lanes
//! (`kernels/stark_lanes.rs`).

use super::engine::Hades;
use super::kernels::stark_lazy as kernel;
use super::stark_matrix::diag_of;
use crate::field::stark252::lazy::{self, Backend};
use crate::field::Stark252 as F;
use crate::permutation::batch::Simd;
use crate::permutation::traits::Permutation;

/// A StarkWare Hades instance of width `T`, run by the lazy kernel.
#[derive(Clone, Copy, Debug)]
pub struct StarkHades<const T: usize> {
    engine: &'static Hades<'static, F, T>,
}

impl<const T: usize> StarkHades<T> {
    /// Wraps an engine instance; panics (at compile time for `static`
    /// instances) unless it is x³ with the StarkWare diagonal of width `T`.
    pub const fn new(engine: &'static Hades<'static, F, T>) -> Self {
        assert!(engine.alpha() == 3, "the kernel computes x³");
        let want = diag_of::<T>();
        let have = engine.diag();
        let mut i = 0;
        while i < T {
            assert!(want[i] == have[i], "not the StarkWare matrix of this width");
            i += 1;
        }
        let (rf, rp) = engine.rounds();
        assert!(rp >= 1 && rf >= 2);
        Self { engine }
    }

    /// The generic engine with the same constants (the specification).
    pub const fn engine(&self) -> &'static Hades<'static, F, T> {
        self.engine
    }

    /// Field multiplications per permutation.
    pub const fn mul_count(&self) -> usize {
        self.engine.mul_count()
    }
}

impl<const T: usize> Permutation<F, T> for StarkHades<T> {
    // On wasm32 one copy per instance: inlined at every call site it made the
    // npm package's wasm several hundred kB larger.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    fn permute_mut(&self, state: &mut [F; T]) {
        permute(self.engine, state);
    }

    /// Four states a group on AVX-512 IFMA lanes where the CPU has them
    /// ([`StarkHades::permute_many_at`] at [`Simd::best`]), else one state
    /// after another.
    fn permute_many_serial(&self, states: &mut [[F; T]]) {
        if !self.permute_many_at(states, Simd::best()) {
            for s in states {
                self.permute_mut(s);
            }
        }
    }
}

impl<const T: usize> StarkHades<T> {
    /// Permutes every state of `states` on the lanes of `level` and returns
    /// true (blocks of twelve on AVX-512 IFMA lanes,
    /// `kernels/stark_lanes.rs`, the tail one state at a time), or
    /// returns false and leaves `states` alone when this CPU lacks `level`
    /// or IFMA, or no batch kernel runs at it (AVX2 and portable). Tests
    /// force each level through it.
    pub fn permute_many_at(&self, states: &mut [[F; T]], level: Simd) -> bool {
        if !level.available() {
            return false;
        }
        match level {
            #[cfg(target_arch = "x86_64")]
            Simd::Avx512 if crate::field::ifma52::available() => {
                // SAFETY: `ifma52::available` checked AVX-512F, VL and IFMA;
                // `new` checked that the engine is the StarkWare instance of
                // width `T`.
                let done =
                    unsafe { super::kernels::stark_lanes::permute_many(self.engine, states) };
                crate::permutation::batch::finish_tail(states, done, |s| self.permute_mut(s))
            }
            _ => {
                let _ = states;
                false
            }
        }
    }
}

/// The kernel: [`Hades::permute_mut`] for the StarkWare instances, with the
/// fastest product this CPU has, and the full rounds on AVX-512 IFMA lanes
/// where it has them.
#[inline(always)]
fn permute<const T: usize>(h: &Hades<'_, F, T>, state: &mut [F; T]) {
    #[cfg(target_arch = "x86_64")]
    if let Some(b) = lazy::Adx::detect() {
        return kernel::permute_on(b, lanes_available::<T>(), h, state);
    }
    permute_with(lazy::Portable, h, state);
}

/// Whether the full rounds of width `T` run on IFMA lanes on this CPU.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub fn lanes_available<const T: usize>() -> bool {
    matches!(T, 3 | 4 | 5 | 9) && crate::field::ifma52::available()
}

/// `permute` with a given product backend, the full rounds on scalar
/// products (public for tests: every backend must give the engine's
/// result).
#[inline(always)]
pub fn permute_with<B: Backend, const T: usize>(b: B, h: &Hades<'_, F, T>, state: &mut [F; T]) {
    kernel::permute_on(b, false, h, state);
}

/// `permute` with a given product backend and the full rounds on IFMA
/// lanes (public for tests); `None` where this CPU or width has no lane
/// path ([`lanes_available`]).
#[cfg(target_arch = "x86_64")]
pub fn permute_with_lanes<B: Backend, const T: usize>(
    b: B,
    h: &Hades<'_, F, T>,
    state: &mut [F; T],
) -> Option<()> {
    lanes_available::<T>().then(|| kernel::permute_on(b, true, h, state))
}
