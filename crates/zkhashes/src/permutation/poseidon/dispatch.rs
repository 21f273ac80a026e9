//! The one place that picks the kernels of the Poseidon family for an
//! instance and CPU (features detected once, cached by `cpufeatures`):
//! - the generic engine ([`super::engine`]) runs the partial rounds of its
//!   recurrence form on a field- and CPU-specific kernel where one exists
//!   (AVX-512 IFMA lanes for BN254 at width 3 on x86-64, 29-bit digits for
//!   BN254 on wasm32), else on its generic code;
//! - plonky2's width-12 Goldilocks permutation ([`super::goldilocks`]) runs
//!   its AVX-512 IFMA, AVX-512, AVX2 or portable build, and batches eight
//!   states at once on AVX-512 lanes ([`super::goldilocks::lanes`]).

use super::engine::Poseidon;
use super::forms::RecurrenceConstants;
#[cfg(target_arch = "wasm32")]
use super::forms::HOT_WIDTH;
use super::goldilocks::engine::{PoseidonGoldilocks12, SmallMds12, WIDTH};
#[cfg(target_arch = "x86_64")]
use super::goldilocks::ifma;
#[cfg(target_arch = "x86_64")]
use crate::field::goldilocks::avx512;
use crate::field::Field;
use crate::field::Goldilocks;
use crate::permutation::batch::Simd;
use crate::permutation::traits::Permutation;

impl<F: Field, const T: usize> Permutation<F, T> for Poseidon<'_, F, T> {
    // On wasm32 one copy per instance (code size of the npm package).
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    fn permute_mut(&self, state: &mut [F; T]) {
        match self.recurrence_constants() {
            Some(rec) => self.permute_recurrence_with(state, rec, partial_rounds),
            None => self.permute_sparse_mut(state),
        }
    }

    /// Four states a lane group on AVX-512 IFMA where the CPU and instance
    /// have a batch kernel ([`Poseidon::permute_many_at`] at
    /// [`Simd::best`]), else one state after another.
    fn permute_many_serial(&self, states: &mut [[F; T]]) {
        if !self.permute_many_at(states, Simd::best()) {
            for s in states {
                self.permute_mut(s);
            }
        }
    }
}

impl<F: Field, const T: usize> Poseidon<'_, F, T> {
    /// Permutes every state of `states` on the lanes of `level` and returns
    /// true, or returns false and leaves `states` alone when this CPU lacks
    /// `level` or no batch kernel runs this instance at it. The kernel:
    /// BN254 with x⁵, the recurrence form and t ≤ 6 (circom's t = 2..=6) on
    /// AVX-512 IFMA lanes (`kernels/bn254_lanes.rs`, blocks of
    /// eight, the tail one state at a time). Tests force each level
    /// through it.
    pub fn permute_many_at(&self, states: &mut [[F; T]], level: Simd) -> bool {
        if !level.available() {
            return false;
        }
        match level {
            #[cfg(target_arch = "x86_64")]
            Simd::Avx512 => self.bn254_lanes(states),
            _ => {
                let _ = states;
                false
            }
        }
    }

    /// [`Self::permute_many_at`]'s BN254 kernel: true (states permuted), or
    /// false (untouched) for other fields, widths, S-boxes and CPUs
    /// without IFMA.
    #[cfg(target_arch = "x86_64")]
    fn bn254_lanes(&self, states: &mut [[F; T]]) -> bool {
        use super::kernels::bn254_lanes::{permute_many, LaneTable, BLOCK};
        use crate::field::{ifma52, Bn254Fr};
        use core::any::TypeId;
        if TypeId::of::<F>() != TypeId::of::<Bn254Fr>() || T > 6 || !ifma52::available() {
            return false;
        }
        // SAFETY: F is Bn254Fr (checked above): the same types, so the same
        // layouts.
        let (this, cells) = unsafe {
            (
                &*(self as *const Self).cast::<Poseidon<'_, Bn254Fr, T>>(),
                &mut *(states as *mut [[F; T]] as *mut [[Bn254Fr; T]]),
            )
        };
        // SAFETY: `ifma52::available` checked AVX-512F, VL and IFMA.
        let Some(table) = (unsafe { LaneTable::new(this) }) else {
            return false;
        };
        let done = if cells.len() >= BLOCK {
            // SAFETY: as for the first call above (same features, same bounds).
            unsafe { permute_many(&table, cells) }
        } else {
            0
        };
        crate::permutation::batch::finish_tail(states, done, |s| self.permute_mut(s))
    }
}

/// Runs the partial rounds of the recurrence form on a kernel if one fits
/// the field, width, α and CPU, returning `true`; `false` (nothing done)
/// when the engine's generic code must run them.
#[inline(always)]
pub(crate) fn partial_rounds<F: Field, const T: usize>(
    alpha: u64,
    u: &mut [F; T],
    x: &mut [F; T],
    cur: &mut F,
    rec: &RecurrenceConstants<'_, F, T>,
) -> bool {
    #[cfg(target_arch = "wasm32")]
    return T <= HOT_WIDTH && alpha == 5 && hot_wasm_types(u, x, cur, rec);
    #[cfg(target_arch = "x86_64")]
    return alpha == 5 && hot_ifma(u, x, cur, rec);
    #[cfg(not(any(target_arch = "wasm32", target_arch = "x86_64")))]
    {
        let _ = (alpha, u, x, cur, rec);
        false
    }
}

/// The windows, the newest value and the recurrence constants over `F` and
/// width `T`, seen as over `G` and width `U` (what a kernel for one field
/// and width takes).
#[cfg(any(target_arch = "wasm32", target_arch = "x86_64"))]
type Retyped<'a, G, const U: usize> = (
    &'a mut [G; U],
    &'a mut [G; U],
    &'a mut G,
    &'a [[G; U]],
    &'a [[G; U]],
    &'a [G],
);

/// The arguments of [`partial_rounds`] retyped for a kernel over `G` and
/// width `U`.
///
/// # Safety
/// `F` must be `G` and `T` must be `U`.
#[cfg(any(target_arch = "wasm32", target_arch = "x86_64"))]
#[inline(always)]
unsafe fn retype<'a, F, G, const T: usize, const U: usize>(
    u: &'a mut [F; T],
    x: &'a mut [F; T],
    cur: &'a mut F,
    rec: &'a RecurrenceConstants<'_, F, T>,
) -> Retyped<'a, G, U> {
    let rows = |c: &'a [[F; T]]| {
        // SAFETY: the caller guarantees [F; T] is [G; U].
        unsafe { core::slice::from_raw_parts(c.as_ptr().cast::<[G; U]>(), c.len()) }
    };
    // SAFETY: the caller guarantees F is G and [F; T] is [G; U], so each
    // cast is to the same type.
    unsafe {
        (
            &mut *(u as *mut [F; T]).cast::<[G; U]>(),
            &mut *(x as *mut [F; T]).cast::<[G; U]>(),
            &mut *(cur as *mut F).cast::<G>(),
            rows(rec.rec_u),
            rows(rec.rec_x),
            core::slice::from_raw_parts(rec.rec_const.as_ptr().cast::<G>(), rec.rec_const.len()),
        )
    }
}

/// On wasm32, [`hot_wasm`] for circom's element type of this build.
#[cfg(target_arch = "wasm32")]
#[inline(always)]
fn hot_wasm_types<F: Field, const T: usize>(
    u: &mut [F; T],
    x: &mut [F; T],
    cur: &mut F,
    rec: &RecurrenceConstants<'_, F, T>,
) -> bool {
    #[cfg(target_feature = "relaxed-simd")]
    if hot_wasm::<F, crate::field::Bn254Fr52, T>(u, x, cur, rec) {
        return true;
    }
    hot_wasm::<F, crate::field::Bn254Fr29, T>(u, x, cur, rec)
}

/// On wasm32, runs the partial rounds of the recurrence form with
/// [`super::kernels::wasm_rounds`] if `F` is `G` (BN254 as nine 29-bit
/// digits, or five 52-bit limbs with relaxed SIMD: circom's element types
/// there); `false` (nothing done) otherwise.
#[cfg(target_arch = "wasm32")]
#[inline(always)]
fn hot_wasm<F: Field, G: super::kernels::wasm_rounds::HotElement + 'static, const T: usize>(
    u: &mut [F; T],
    x: &mut [F; T],
    cur: &mut F,
    rec: &RecurrenceConstants<'_, F, T>,
) -> bool {
    use core::any::TypeId;
    if TypeId::of::<F>() != TypeId::of::<G>() {
        return false;
    }
    // SAFETY: F is G (equal type ids), the width unchanged.
    let (u, x, cur, rec_u, rec_x, rec_const) = unsafe { retype::<F, G, T, T>(u, x, cur, rec) };
    super::kernels::wasm_rounds::partial_rounds::<G, T>(u, x, cur, rec_u, rec_x, rec_const);
    true
}

/// On x86-64 with AVX-512 IFMA, runs the partial rounds of the recurrence
/// form with [`super::kernels::bn254_ifma`] if `F` is BN254 and the width
/// 3 (the caller checks α = 5); `false` (nothing done) otherwise.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn hot_ifma<F: Field, const T: usize>(
    u: &mut [F; T],
    x: &mut [F; T],
    cur: &mut F,
    rec: &RecurrenceConstants<'_, F, T>,
) -> bool {
    use super::kernels::bn254_ifma as kernel;
    use crate::field::Bn254Fr as G;
    use core::any::TypeId;
    if T != 3 || TypeId::of::<F>() != TypeId::of::<G>() || !kernel::available() {
        return false;
    }
    // SAFETY: F is G and T is 3 (checked above).
    let (u, x, cur, rec_u, rec_x, rec_const) = unsafe { retype::<F, G, T, 3>(u, x, cur, rec) };
    // SAFETY: `available` checked the CPU features.
    unsafe { kernel::partial_rounds(u, x, cur, rec_u, rec_x, rec_const) };
    true
}

#[cfg(target_arch = "x86_64")]
cpufeatures::new!(avx2_bmi2, "avx2", "bmi2");

impl<M: SmallMds12> Permutation<Goldilocks, WIDTH> for PoseidonGoldilocks12<'_, M> {
    /// Runs the kernel with its full rounds and partial-round updates on
    /// AVX-512 vectors ([`super::goldilocks::avx512`]) where the CPU
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

    /// Eight states at once on AVX-512 lanes where the CPU has them
    /// ([`PoseidonGoldilocks12::permute_many_at`] at [`Simd::best`]), else
    /// one state after another.
    fn permute_many_serial(&self, states: &mut [[Goldilocks; WIDTH]]) {
        if !self.permute_many_at(states, Simd::best()) {
            for s in states {
                self.permute_mut(s);
            }
        }
    }
}

impl<M: SmallMds12> PoseidonGoldilocks12<'_, M> {
    /// Permutes every state of `states` on the lanes of `level` and returns
    /// true (groups of eight on AVX-512 lanes, [`super::goldilocks::lanes`],
    /// the tail one state at a time), or returns false and leaves `states`
    /// alone when this CPU lacks `level` or no batch kernel runs at it
    /// (AVX2 and portable). Tests force each level through it.
    pub fn permute_many_at(&self, states: &mut [[Goldilocks; WIDTH]], level: Simd) -> bool {
        if !level.available() {
            return false;
        }
        match level {
            #[cfg(target_arch = "x86_64")]
            Simd::Avx512 => {
                // SAFETY: `level.available()` checked AVX-512F, VL, DQ and BW.
                let done = unsafe { super::goldilocks::lanes::permute_many(self, states) };
                crate::permutation::batch::finish_tail(states, done, |s| self.permute_mut(s))
            }
            _ => {
                let _ = states;
                false
            }
        }
    }
}
