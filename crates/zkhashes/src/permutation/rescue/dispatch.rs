//! The one place that picks the kernels of the Rescue permutations (RPO,
//! RPX, Rp64_256) for this CPU: with AVX-512 the whole permutation on lanes
//! and words ([`super::kernels::avx512`]); else the rounds of
//! [`super::rounds`] with x^(1/7) on AVX2 lanes ([`super::kernels::avx2`])
//! where the CPU has AVX2, or portable ([`Portable`]). CPU features are
//! detected once (cached by `cpufeatures`). Batches: eight states at once on AVX-512
//! lanes ([`super::kernels::lanes`]).

use super::rounds::{self, inv_sbox_portable, Portable, SboxLayers, State, WIDTH};
#[cfg(target_arch = "x86_64")]
use crate::field::goldilocks::avx512 as avx512_lanes;
use crate::field::Goldilocks as F;
use crate::permutation::batch::Simd;

/// The S-box layers this CPU runs when the whole-permutation kernel does
/// not: x⁷ portable, x^(1/7) by [`inv_sbox`] (AVX2 lanes where the CPU has
/// them).
struct Cpu;

impl SboxLayers for Cpu {
    #[inline(always)]
    fn add_sbox(state: &mut State, ark: &[F; WIDTH]) {
        Portable::add_sbox(state, ark);
    }

    #[inline(always)]
    fn inv_sbox(state: &mut State) {
        inv_sbox(state);
    }
}

/// x^(1/7) = x^10540996611094048183 on every cell. In octal the exponent
/// is 1111111111 0 6666666666 7, that is e = 16·u·(2³² + 3) + 7 with
/// u = 1 + 8 + … + 8⁹. The chain: x², x³, x⁴, x⁷ = x⁴·x³; y = x⁴^(2³⁰)·x³
/// = x^(2³²+3); y^u by doubling runs of octal ones (y₂ = y^(2³)·y,
/// y₄ = y₂^(2⁶)·y₂, y₈ = y₄^(2¹²)·y₄, y₁₀ = y₈^(2⁶)·y₂); then
/// y₁₀^(2⁴)·x⁷. 63 squarings and 8 products, 71 steps (one fewer than
/// the 72 of winterfell's and Miden's chain; Plonky3's p3-goldilocks
/// also takes 71), checked against `exp_u64`.
/// The scalar chain runs in the Montgomery domain (one conditional per
/// product instead of two; entering and leaving cost one product each).
/// Where the CPU has them, AVX-512 (one 8-lane vector and six word chains
/// that swap their cells half way, [`avx512_lanes::inv_sbox`])
/// or else AVX2 (three 4-lane vectors) run the same chain.
#[inline(always)]
pub fn inv_sbox(state: &mut State) {
    #[cfg(target_arch = "x86_64")]
    {
        let avx512 = avx512_lanes::available();
        if avx512 || super::kernels::avx2::available() {
            let mut cells = [0u64; WIDTH];
            for (c, v) in cells.iter_mut().zip(state.iter()) {
                *c = v.value();
            }
            if avx512 {
                // SAFETY: `available` checked AVX-512F.
                unsafe { avx512_lanes::inv_sbox(&mut cells) };
            } else {
                // SAFETY: `available` checked AVX2.
                cells = unsafe { super::kernels::avx2::inv_sbox(&cells) };
            }
            for (s, v) in state.iter_mut().zip(cells) {
                *s = F::from_u64_reduced(v);
            }
            return;
        }
    }
    inv_sbox_portable(state);
}

/// The RPO permutation.
pub fn rpo_permute(state: &mut State) {
    #[cfg(target_arch = "x86_64")]
    if avx512_lanes::available() {
        // SAFETY: `available` checked AVX-512F, AVX-512VL and BMI2.
        return unsafe { super::kernels::avx512::rpo(state) };
    }
    rounds::rpo::<Cpu>(state);
}

/// The RPX permutation: FB E FB E FB E M.
pub fn rpx_permute(state: &mut State) {
    #[cfg(target_arch = "x86_64")]
    if avx512_lanes::available() {
        // SAFETY: `available` checked AVX-512F, AVX-512VL and BMI2.
        return unsafe { super::kernels::avx512::rpx(state) };
    }
    rounds::rpx::<Cpu>(state);
}

/// winterfell's Rp64_256 permutation.
pub fn rp64_256_permute(state: &mut State) {
    #[cfg(target_arch = "x86_64")]
    if avx512_lanes::available() {
        // SAFETY: `available` checked AVX-512F, AVX-512VL and BMI2.
        return unsafe { super::kernels::avx512::rp64_256(state) };
    }
    rounds::rp64_256::<Cpu>(state);
}

/// The batch forms: `$many` on the calling thread (lanes at
/// [`Simd::best`], the tail and other CPUs one state at a time) and `$at`
/// at a forced level.
macro_rules! batch {
    ($name:literal, $many:ident, $at:ident, $single:ident, $kernel:ident) => {
        #[doc = concat!($name, " on every state of `states`, on the calling thread: groups of")]
        /// eight on AVX-512 lanes where the CPU has them
        /// ([`super::kernels::lanes`]), the rest one state at a time.
        pub fn $many(states: &mut [State]) {
            if !$at(states, Simd::best()) {
                for s in states {
                    $single(s);
                }
            }
        }

        #[doc = concat!($name, " on every state of `states` on the lanes of `level`,")]
        /// returning true, or false (states untouched) when this CPU lacks
        /// `level` or no batch kernel runs at it (AVX-512 only: the AVX2
        /// and portable levels return false). Tests force each level.
        pub fn $at(states: &mut [State], level: Simd) -> bool {
            if !level.available() {
                return false;
            }
            match level {
                #[cfg(target_arch = "x86_64")]
                Simd::Avx512 => {
                    // SAFETY: `level.available()` checked AVX-512F, VL, DQ
                    // and BW.
                    let done = unsafe { super::kernels::lanes::$kernel(states) };
                    crate::permutation::batch::finish_tail(states, done, $single)
                }
                _ => {
                    let _ = states;
                    false
                }
            }
        }
    };
}

batch!(
    "RPO",
    rpo_permute_many,
    rpo_permute_many_at,
    rpo_permute,
    rpo
);
batch!(
    "RPX",
    rpx_permute_many,
    rpx_permute_many_at,
    rpx_permute,
    rpx
);
batch!(
    "Rp64_256",
    rp64_256_permute_many,
    rp64_256_permute_many_at,
    rp64_256_permute,
    rp64_256
);
