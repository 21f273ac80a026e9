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
        self.run(state)
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
    /// `level` or no batch kernel runs this instance at it. The kernels:
    /// the instance's own (Plonky3's Poseidon1 over BabyBear and KoalaBear
    /// on AVX2 and AVX-512 lanes, `p3_circulant_lanes`); BN254 with x⁵,
    /// the recurrence form and t ≤ 6 (circom's t = 2..=6) on AVX-512 IFMA
    /// lanes (`kernels/bn254_lanes.rs`, blocks of
    /// eight, the tail one state at a time). Tests force each level
    /// through it.
    pub fn permute_many_at(&self, states: &mut [[F; T]], level: Simd) -> bool {
        if !level.available() {
            return false;
        }
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(batch) = self.batch() {
            if batch(self, states, level) {
                return true;
            }
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

/// Plonky3's width-16 Poseidon1 over BabyBear or KoalaBear (an instance
/// whose matrix is p3-mds' width-16 circulant, as
/// `instances::poseidon_plonky3` builds it): the sparse form with the full
/// rounds' matrix as integer products on the Montgomery words
/// ([`super::kernels::monty31_circulant`]), compiled for AVX2 where the CPU
/// has it (the compiler runs the products on its 64-bit lanes), else the
/// portable build. Tests run both ([`p3_circulant16_at`]).
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn run_p3_circulant16<C: crate::field::monty31::Monty31Params>(
    p: &Poseidon<'_, crate::field::monty31::Monty31<C>, 16>,
    state: &mut [crate::field::monty31::Monty31<C>; 16],
) {
    p3_circulant16_at(p, state, true);
}

/// The width-16 kernel of Plonky3's Poseidon1: its AVX2 build where `avx2` (and the CPU
/// has AVX2 and BMI2), else its portable build (what tests force).
#[cfg(not(target_arch = "wasm32"))]
pub fn p3_circulant16_at<C: crate::field::monty31::Monty31Params>(
    p: &Poseidon<'_, crate::field::monty31::Monty31<C>, 16>,
    state: &mut [crate::field::monty31::Monty31<C>; 16],
    avx2: bool,
) {
    #[cfg(target_arch = "x86_64")]
    if avx2 && avx2_bmi2::get() {
        #[target_feature(enable = "avx2,bmi2")]
        unsafe fn run<C: crate::field::monty31::Monty31Params>(
            p: &Poseidon<'_, crate::field::monty31::Monty31<C>, 16>,
            state: &mut [crate::field::monty31::Monty31<C>; 16],
        ) {
            p.permute_sparse_with(state, super::kernels::monty31_circulant::circulant16::<C>);
        }
        // SAFETY: the CPU has AVX2 and BMI2 (checked just above).
        return unsafe { run(p, state) };
    }
    let _ = avx2;
    p.permute_sparse_with(state, super::kernels::monty31_circulant::circulant16::<C>);
}

/// A batch kernel of Plonky3's Poseidon1 (`kernels/circulant_lanes.rs`) on
/// `$packed` lanes, compiled for `$features`, α = `A`; `None` if the
/// instance does not fit it.
macro_rules! circulant_lanes {
    ($name:ident, $packed:ident, $features:literal, $level:literal) => {
        /// # Safety
        #[doc = concat!("The CPU must have [`Simd::", $level, "`].")]
        #[cfg(target_arch = "x86_64")]
        #[target_feature(enable = $features)]
        unsafe fn $name<C, const T: usize, M, const A: u64>(
            p: &Poseidon<'_, crate::field::monty31::Monty31<C>, T>,
            w: &[crate::field::monty31::Monty31<C>],
            states: &mut [[crate::field::monty31::Monty31<C>; T]],
        ) -> Option<usize>
        where
            C: crate::field::monty31::Monty31Params,
            M: super::kernels::circulant_lanes::Circulant<T>,
        {
            use crate::field::monty31::lanes::$packed;
            super::kernels::circulant_lanes::permute_many::<$packed<C>, T, M, A>(p, w, states)
        }
    };
}

circulant_lanes!(circulant_avx2, Monty31x8, "avx2", "Avx2");
circulant_lanes!(
    circulant_avx512,
    Monty31x16,
    "avx512f,avx512vl,avx512dq,avx512bw",
    "Avx512"
);

/// Plonky3's Poseidon1 over BabyBear or KoalaBear (α 3 or 7, the circulant
/// `M` with leaf values `w`: `instances::poseidon_plonky3`) on the lanes of
/// `level`, AVX2 or AVX-512: true with every state permuted (whole groups
/// of 8 or 16 on lanes, the tail one state at a time), false (untouched)
/// at other levels, on CPUs without `level` or for another instance.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn p3_circulant_lanes<C, const T: usize, M>(
    p: &Poseidon<'_, crate::field::monty31::Monty31<C>, T>,
    w: &[crate::field::monty31::Monty31<C>],
    states: &mut [[crate::field::monty31::Monty31<C>; T]],
    level: Simd,
) -> bool
where
    C: crate::field::monty31::Monty31Params,
    M: super::kernels::circulant_lanes::Circulant<T>,
{
    if !level.available() {
        return false;
    }
    let done = match (level, p.alpha()) {
        #[cfg(target_arch = "x86_64")]
        // SAFETY: `level.available()` checked AVX2.
        (Simd::Avx2, 3) => unsafe { circulant_avx2::<C, T, M, 3>(p, w, states) },
        #[cfg(target_arch = "x86_64")]
        // SAFETY: as above.
        (Simd::Avx2, 7) => unsafe { circulant_avx2::<C, T, M, 7>(p, w, states) },
        #[cfg(target_arch = "x86_64")]
        // SAFETY: `level.available()` checked AVX-512F, VL, DQ and BW.
        (Simd::Avx512, 3) => unsafe { circulant_avx512::<C, T, M, 3>(p, w, states) },
        #[cfg(target_arch = "x86_64")]
        // SAFETY: as above.
        (Simd::Avx512, 7) => unsafe { circulant_avx512::<C, T, M, 7>(p, w, states) },
        _ => None,
    };
    match done {
        Some(done) => crate::permutation::batch::finish_tail(states, done, |s| p.permute_mut(s)),
        None => false,
    }
}

/// The scalar permutation of Plonky3's width-24 Poseidon1 (the sparse form
/// with the full rounds' circulant by Karatsuba, [`super::kernels::karatsuba`],
/// leaf values `w`): its AVX2 build where `avx2` (and the CPU has AVX2 and
/// BMI2), else its portable build (what tests force).
#[cfg(not(target_arch = "wasm32"))]
pub fn p3_circulant24_at<C: crate::field::monty31::Monty31Params>(
    p: &Poseidon<'_, crate::field::monty31::Monty31<C>, 24>,
    w: &[crate::field::monty31::Monty31<C>; super::kernels::karatsuba::LEAVES_24],
    state: &mut [crate::field::monty31::Monty31<C>; 24],
    avx2: bool,
) {
    use super::kernels::karatsuba::apply24;
    #[cfg(target_arch = "x86_64")]
    if avx2 && avx2_bmi2::get() {
        #[target_feature(enable = "avx2,bmi2")]
        unsafe fn run<C: crate::field::monty31::Monty31Params>(
            p: &Poseidon<'_, crate::field::monty31::Monty31<C>, 24>,
            w: &[crate::field::monty31::Monty31<C>; super::kernels::karatsuba::LEAVES_24],
            state: &mut [crate::field::monty31::Monty31<C>; 24],
        ) {
            p.permute_sparse_with(state, |s| apply24(s, w));
        }
        // SAFETY: the CPU has AVX2 and BMI2 (checked just above).
        return unsafe { run(p, w, state) };
    }
    let _ = avx2;
    p.permute_sparse_with(state, |s| apply24(s, w));
}
