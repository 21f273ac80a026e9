//! The one place that picks a kernel for a Poseidon2 instance and CPU: the
//! Goldilocks kernel ([`super::kernels::goldilocks`], widths 8 to 24), the
//! BN254 t = 3 kernel ([`super::kernels::bn254`], BMI2/ADX with AVX-512 IFMA
//! full rounds), Barretenberg's BN254 t = 4 kernel (`kernels/bn254_t4.rs`,
//! BMI2/ADX and AVX-512 IFMA), else the generic engine ([`super::engine`]) built for AVX2
//! and BMI2 or for the baseline target. CPU features are detected once
//! (cached by `cpufeatures`). Batches (`kernels/lanes.rs`), at the
//! level [`Simd::best`]: BabyBear, KoalaBear and Mersenne-31 on AVX-512 or
//! AVX2 lanes, Goldilocks on AVX-512 lanes.

use super::engine::Poseidon2;
use super::internal::InternalMatrix;
#[cfg(target_arch = "x86_64")]
use super::internal::SmallTable;
#[cfg(target_arch = "x86_64")]
use super::kernels::lanes;
use super::layout as lanes_layout;
#[cfg(target_arch = "x86_64")]
use crate::field::mersenne31::lanes::{Mersenne31x16, Mersenne31x8};
#[cfg(target_arch = "x86_64")]
use crate::field::monty31::lanes::{Monty31x16, Monty31x8};
#[cfg(target_arch = "x86_64")]
use crate::field::monty31::{Monty31, Monty31Params};
use crate::field::Field;
#[cfg(target_arch = "x86_64")]
use crate::field::{goldilocks::lanes::Goldilocks8, Goldilocks, Mersenne31};
use crate::permutation::batch::Simd;
use crate::permutation::traits::Permutation;

#[cfg(target_arch = "x86_64")]
cpufeatures::new!(avx2_cpu, "avx2", "bmi2");

/// Whether `F` is BabyBear, KoalaBear or Mersenne-31 (a constant).
#[cfg(target_arch = "x86_64")]
const fn is_31_bit<F: Field>() -> bool {
    use crate::field::{is_lane_field, LaneField as L};
    is_lane_field::<F>(L::BabyBear)
        || is_lane_field::<F>(L::KoalaBear)
        || is_lane_field::<F>(L::Mersenne31)
}

/// A batch kernel `$name` over the field `$field` on the packed type
/// `$packed`, compiled for `$features`; it returns the states done.
macro_rules! lane_kernel {
    ($(#[$doc:meta])* $name:ident<$($c:ident: $bound:path),*>, $field:ty, $packed:ty, $features:literal, $level:literal) => {
        $(#[$doc])*
        ///
        /// # Safety
        #[doc = concat!("The CPU must have [`Simd::", $level, "`].")]
        #[cfg(target_arch = "x86_64")]
        #[target_feature(enable = $features)]
        unsafe fn $name<$($c: $bound,)* const T: usize, S: SmallTable<T>>(
            p: &lanes::Constants<'_, $field, T>,
            cells: &mut [$field],
            layout: lanes_layout::Layout,
        ) -> usize {
            lanes::permute_many::<$packed, T, S>(p, cells, layout)
        }
    };
}

lane_kernel!(
    /// BabyBear or KoalaBear on 16 AVX-512 lanes.
    monty31_avx512<C: Monty31Params>, Monty31<C>, Monty31x16<C>, "avx512f,avx512vl,avx512dq,avx512bw", "Avx512"
);
lane_kernel!(
    /// BabyBear or KoalaBear on 8 AVX2 lanes.
    monty31_avx2<C: Monty31Params>, Monty31<C>, Monty31x8<C>, "avx2", "Avx2"
);
lane_kernel!(
    /// Mersenne-31 on 16 AVX-512 lanes.
    mersenne31_avx512<>, Mersenne31, Mersenne31x16, "avx512f,avx512vl,avx512dq,avx512bw", "Avx512"
);
lane_kernel!(
    /// Mersenne-31 on 8 AVX2 lanes.
    mersenne31_avx2<>, Mersenne31, Mersenne31x8, "avx2", "Avx2"
);
lane_kernel!(
    /// Goldilocks on 8 AVX-512 lanes.
    goldilocks_avx512<>, Goldilocks, Goldilocks8, "avx512f,avx512vl,avx512dq,avx512bw", "Avx512"
);

impl<F: Field, const T: usize, M: InternalMatrix<F, T>> Permutation<F, T> for Poseidon2<F, T, M> {
    /// The Goldilocks kernel ([`super::kernels::goldilocks`]) where it
    /// applies (the type test is resolved at compile time; not on wasm32,
    /// where the npm package's size counts more), else the generic engine:
    /// for the 31-bit fields on x86-64 CPUs with AVX2 its build for AVX2 and
    /// BMI2, where the compiler puts their S-box layers in vector lanes
    /// (BabyBear w16 went from 0.92× to 1.71–1.85× Plonky3's scalar path in
    /// the `poseidon2_plonky3` bench), else [`Poseidon2::permute_generic_mut`].
    #[inline]
    fn permute_mut(&self, state: &mut [F; T]) {
        #[cfg(not(target_arch = "wasm32"))]
        if self.permute_kernel(state) {
            return;
        }
        // The AVX2 build for the 31-bit fields only (a constant condition:
        // the wide fields' products run their own ADX or IFMA code, and
        // Goldilocks has its kernel), so the other instances compile one
        // build of the generic engine, not two (`docs/architecture.md`, "Build").
        #[cfg(target_arch = "x86_64")]
        if const { is_31_bit::<F>() } && avx2_cpu::get() {
            // SAFETY: the CPU has AVX2 and BMI2 (checked just above).
            return unsafe { self.permute_generic_avx2(state) };
        }
        self.permute_generic_mut(state);
    }

    /// On SIMD lanes where this CPU and field have a batch kernel
    /// ([`Poseidon2::permute_many_at`] at [`Simd::best`]), else one state
    /// after another.
    fn permute_many_serial(&self, states: &mut [[F; T]]) {
        if !self.permute_many_at(states, Simd::best()) {
            for state in states {
                self.permute_mut(state);
            }
        }
    }

    /// The lane kernels on packed groups ([`Poseidon2::permute_packed_at`]'s
    /// layout, `lanes` a multiple of the kernel's).
    fn permute_packed_cells_at(&self, cells: &mut [F], lanes: usize, level: Simd) -> bool {
        lanes > 0
            && !cells.is_empty()
            && cells.len().is_multiple_of(T * lanes)
            && matches!(self.lanes_at(cells, lanes_layout::Layout::Packed(lanes), level), Some(done) if done > 0)
    }
}

impl<F: Field, const T: usize, M: InternalMatrix<F, T>> Poseidon2<F, T, M> {
    /// The states a group of [`Poseidon2::permute_packed`] holds for the
    /// widest lanes of this field: 16 for BabyBear, KoalaBear and
    /// Mersenne-31 (AVX-512; AVX2 runs a group as two halves of 8), 8 for
    /// Goldilocks, 1 for fields without lane kernels.
    pub const PACKED_LANES: usize = match F::LANE_FIELD {
        Some(crate::field::LaneField::Goldilocks) => 8,
        Some(_) => 16,
        None => 1,
    };

    /// Permutes every state of `states` on the lanes of `level` and returns
    /// true, or returns false (and leaves `states` alone) when this CPU
    /// lacks `level` or no batch kernel of that level computes this field:
    /// BabyBear, KoalaBear and Mersenne-31 on AVX-512 (16 lanes) and AVX2
    /// (8 lanes),
    /// Goldilocks on AVX-512 (8 lanes), any width and internal matrix;
    /// [`Simd::Portable`] always returns false. Tests force each level through it.
    pub fn permute_many_at(&self, states: &mut [[F; T]], level: Simd) -> bool {
        let n = states.len() * T;
        // SAFETY: `[[F; T]]` is `n` cells of `F` in a row (no padding).
        let cells = unsafe { core::slice::from_raw_parts_mut(states.as_mut_ptr().cast::<F>(), n) };
        match self.lanes_at(cells, lanes_layout::Layout::Rows, level) {
            Some(done) => {
                crate::permutation::batch::finish_tail(states, done, |s| self.permute_mut(s))
            }
            None => false,
        }
    }

    /// Permutes groups of `L` states held cell by cell — `groups[g][i][l]`
    /// is cell `i` of the group's state `l`, the layout of Plonky3's
    /// `[F::Packing; T]`, which a Merkle tree or a sponge over many states
    /// keeps between permutations — with no transposition to rows: on
    /// SIMD lanes where this CPU and field have a kernel and `L` is a
    /// multiple of its lanes (16 for BabyBear, KoalaBear and Mersenne-31,
    /// 8 for Goldilocks: [`Poseidon2::PACKED_LANES`]), else state by state.
    pub fn permute_packed<const L: usize>(&self, groups: &mut [[[F; L]; T]]) {
        if !self.permute_packed_at(groups, Simd::best()) {
            for group in groups.iter_mut() {
                for l in 0..L {
                    let mut state: [F; T] = core::array::from_fn(|i| group[i][l]);
                    self.permute_mut(&mut state);
                    for (row, v) in group.iter_mut().zip(state) {
                        row[l] = v;
                    }
                }
            }
        }
    }

    /// [`Poseidon2::permute_packed`] on the lanes of `level`: true, or false
    /// (groups untouched) when this CPU lacks `level`, no kernel of that
    /// level computes this field, or `L` is not a multiple of its lanes.
    /// Tests force each level through it.
    pub fn permute_packed_at<const L: usize>(
        &self,
        groups: &mut [[[F; L]; T]],
        level: Simd,
    ) -> bool {
        // An empty batch has nothing to permute; `L` = 0 neither.
        if groups.is_empty() || L == 0 {
            return level.available();
        }
        self.permute_packed_cells_at(groups.as_flattened_mut().as_flattened_mut(), L, level)
    }

    /// The batch kernel of `level` for this field on `cells` (flattened
    /// states laid out as `layout` says): the states it did, or `None`
    /// (cells untouched) when there is none.
    fn lanes_at(
        &self,
        cells: &mut [F],
        layout: lanes_layout::Layout,
        level: Simd,
    ) -> Option<usize> {
        if !level.available() {
            return None;
        }
        #[cfg(target_arch = "x86_64")]
        {
            use crate::field::monty31::{BabyBear, BabyBearParams, KoalaBear, KoalaBearParams};
            use crate::field::Goldilocks;
            type S<M, F, const T: usize> = <M as InternalMatrix<F, T>>::Table;
            use crate::field::{is_lane_field, LaneField as L};
            // Each kernel under a constant condition on `F`: an instance
            // compiles its own field's kernels only, not the others' for its
            // width and internal matrix (`docs/architecture.md`, "Build").
            let bb: Option<LaneKernel<BabyBear, T>> = match level {
                _ if !const { is_lane_field::<F>(L::BabyBear) } => None,
                Simd::Avx512 => Some(monty31_avx512::<BabyBearParams, T, S<M, F, T>>),
                Simd::Avx2 => Some(monty31_avx2::<BabyBearParams, T, S<M, F, T>>),
                Simd::Portable => None,
            };
            let kb: Option<LaneKernel<KoalaBear, T>> = match level {
                _ if !const { is_lane_field::<F>(L::KoalaBear) } => None,
                Simd::Avx512 => Some(monty31_avx512::<KoalaBearParams, T, S<M, F, T>>),
                Simd::Avx2 => Some(monty31_avx2::<KoalaBearParams, T, S<M, F, T>>),
                Simd::Portable => None,
            };
            let m31: Option<LaneKernel<Mersenne31, T>> = match level {
                _ if !const { is_lane_field::<F>(L::Mersenne31) } => None,
                Simd::Avx512 => Some(mersenne31_avx512::<T, S<M, F, T>>),
                Simd::Avx2 => Some(mersenne31_avx2::<T, S<M, F, T>>),
                Simd::Portable => None,
            };
            let gl: Option<LaneKernel<Goldilocks, T>> = match level {
                _ if !const { is_lane_field::<F>(L::Goldilocks) } => None,
                Simd::Avx512 => Some(goldilocks_avx512::<T, S<M, F, T>>),
                Simd::Avx2 | Simd::Portable => None,
            };
            // SAFETY: `level.available()` was checked above.
            let done = unsafe {
                lanes_if(self, cells, layout, bb)
                    .or_else(|| lanes_if(self, cells, layout, kb))
                    .or_else(|| lanes_if(self, cells, layout, m31))
                    .or_else(|| lanes_if(self, cells, layout, gl))
            };
            if done.is_some() {
                return done;
            }
            if level == Simd::Avx512 && layout == lanes_layout::Layout::Rows {
                // SAFETY: rows: `cells` is whole states of `T` cells.
                let states = unsafe {
                    core::slice::from_raw_parts_mut(
                        cells.as_mut_ptr().cast::<[F; T]>(),
                        cells.len() / T,
                    )
                };
                if self.bn254_lanes(states) {
                    return Some(states.len());
                }
            }
        }
        let _ = (cells, layout);
        None
    }
}

#[cfg(target_arch = "x86_64")]
impl<F: Field, const T: usize, M: InternalMatrix<F, T>> Poseidon2<F, T, M> {
    /// HorizenLabs' BN254 t = 3 instance on AVX-512 IFMA lanes
    /// ([`super::kernels::bn254_lanes`]), the tail one state at a time:
    /// true, or false (states untouched) for other instances and CPUs
    /// without IFMA.
    fn bn254_lanes(&self, states: &mut [[F; T]]) -> bool {
        use super::kernels::{bn254, bn254_lanes};
        use crate::field::{ifma52, Bn254Fr};
        use core::any::TypeId;
        if TypeId::of::<F>() != TypeId::of::<Bn254Fr>() || T != 3 || !ifma52::available() {
            return false;
        }
        // SAFETY: F is Bn254Fr and T is 3 (checked above): the same types,
        // so the same layouts.
        let (initial, internal, terminal, diag, cells) = unsafe {
            (
                &*(&*self.initial as *const [[F; T]] as *const [[Bn254Fr; 3]]),
                &*(&*self.internal as *const [F] as *const [Bn254Fr]),
                &*(&*self.terminal as *const [[F; T]] as *const [[Bn254Fr; 3]]),
                &*(&self.diag as *const [F; T] as *const [Bn254Fr; 3]),
                &mut *(states as *mut [[F; T]] as *mut [[Bn254Fr; 3]]),
            )
        };
        if !bn254::supports(self.alpha, diag) {
            return false;
        }
        let constants = bn254::Constants {
            initial,
            internal,
            terminal,
        };
        // SAFETY: `ifma52::available` checked AVX-512F, VL and IFMA.
        let done = unsafe { bn254_lanes::permute_many(&constants, cells) };
        crate::permutation::batch::finish_tail(states, done, |s| self.permute_mut(s))
    }
}

#[cfg(target_arch = "x86_64")]
impl<F: Field, const T: usize, M: InternalMatrix<F, T>> Poseidon2<F, T, M> {
    /// One BabyBear or KoalaBear state (field `C`) of width 16 or 24 across
    /// AVX-512 lanes ([`super::kernels::monty31_state`]): true, or false
    /// (state untouched) for other fields, widths and CPUs.
    #[inline(always)]
    fn monty31_state<C: crate::field::monty31::Monty31Params>(&self, state: &mut [F; T]) -> bool {
        use super::kernels::monty31_state;
        use crate::field::monty31::Monty31;
        use core::any::Any;
        let this: &dyn Any = self;
        let cells: &mut dyn Any = state;
        match (
            this.downcast_ref::<Poseidon2<Monty31<C>, T, M>>(),
            cells.downcast_mut::<[Monty31<C>; T]>(),
        ) {
            (Some(p), Some(cells)) if monty31_state::supports(T, p.alpha) => {
                // SAFETY: `supports` checked AVX-512F, the width and α.
                unsafe { monty31_state::permute(&monty31_state::Constants::of(p), cells) };
                true
            }
            _ => false,
        }
    }
}

/// A batch kernel over the field `G`: permutes whole groups of lanes,
/// returns how many states it did.
#[cfg(target_arch = "x86_64")]
type LaneKernel<G, const T: usize> =
    unsafe fn(&lanes::Constants<'_, G, T>, &mut [G], lanes_layout::Layout) -> usize;

/// Runs `kernel` (if any) on `states` (flattened, laid out as `layout`
/// says) when `F` is `G` and returns the states it did; `None` (states
/// untouched) when `F` is not `G` or there is no kernel.
///
/// # Safety
/// The CPU must run `kernel`'s instruction set.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
unsafe fn lanes_if<G, F, const T: usize, M>(
    p: &Poseidon2<F, T, M>,
    states: &mut [F],
    layout: lanes_layout::Layout,
    kernel: Option<LaneKernel<G, T>>,
) -> Option<usize>
where
    G: Field,
    F: Field,
    M: InternalMatrix<F, T>,
{
    let kernel = kernel?;
    if core::any::TypeId::of::<F>() != core::any::TypeId::of::<G>() {
        return None;
    }
    /// `x` as the same data over `G`.
    ///
    /// # Safety
    /// `F` and `G` must be the same type.
    unsafe fn same<F, G>(x: &[F]) -> &[G] {
        // SAFETY: the caller's contract: one type, so one layout.
        unsafe { &*(x as *const [F] as *const [G]) }
    }
    // SAFETY: (the casts below) F is G (same TypeId).
    let (initial, internal, terminal, diag, cells) = unsafe {
        (
            same::<_, [G; T]>(&p.initial),
            same::<_, G>(&p.internal),
            same::<_, [G; T]>(&p.terminal),
            &*(&p.diag as *const [F; T] as *const [G; T]),
            &mut *(states as *mut [F] as *mut [G]),
        )
    };
    let c = lanes::Constants {
        alpha: p.alpha,
        m4: p.m4,
        initial,
        internal,
        terminal,
        diag,
    };
    // SAFETY: the caller's contract.
    Some(unsafe { kernel(&c, cells, layout) })
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
            if let (Some(p), Some(cells)) = (
                this.downcast_ref::<Poseidon2<Bn254Fr, 4, M>>(),
                cells.downcast_mut::<[Bn254Fr; 4]>(),
            ) {
                use super::kernels::bn254_t4;
                if bn254_t4::supports(p.alpha, p.m4, &p.diag) {
                    let constants = bn254_t4::Constants {
                        initial: &p.initial,
                        internal: &p.internal,
                        terminal: &p.terminal,
                        diag: &p.diag,
                    };
                    // SAFETY: `supports` checked BMI2, ADX and AVX-512 IFMA.
                    unsafe { bn254_t4::permute(&constants, cells) };
                    return true;
                }
            }
            use crate::field::{is_lane_field, LaneField as L};
            // Under constant conditions on `F`, as in `permute_many_at`.
            if const { is_lane_field::<F>(L::BabyBear) }
                && self.monty31_state::<crate::field::monty31::BabyBearParams>(state)
            {
                return true;
            }
            if const { is_lane_field::<F>(L::KoalaBear) }
                && self.monty31_state::<crate::field::monty31::KoalaBearParams>(state)
            {
                return true;
            }
        }
        if !const { crate::field::is_lane_field::<F>(crate::field::LaneField::Goldilocks) } {
            return false;
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
