//! GMiMC-erf over Goldilocks with HorizenLabs' instances (poseidon2
//! repository, `plain_implementations/src/gmimc/`): t = 8, 12, 16, x⁷, and
//! 146, 314, 546 rounds (max(2 + 2(t + t²), ⌈2·log₇ p⌉ + 2t)).
//!
//! Round r (the expanding round function): y = (s₀ + c_r)⁷ is added to every
//! other cell, then the state rotates right by one; the last round does not
//! rotate.
//!
//! Round constants: HorizenLabs draws them from `thread_rng` at every
//! start-up, so their instances have no fixed constants and no two runs of
//! their code agree. We fix them with the SHAKE128 recipe their code keeps
//! commented out (see [`crate::constants::gmimc_goldilocks`]). The Python
//! reference (`reference/gmimc.py`) is the oracle; no peer can be compared.
//!
//! Fast form: instead of adding y to t − 1 cells and rotating, the cells
//! stay in place behind a moving head and hold their value minus the sum T
//! of all S-box outputs so far; a round reads the head (+T), adds y to T and
//! stores the head back minus the new T: one S-box and three additions.
//!
//! # Security
//! GMiMC has published attacks. Bonnetain, "Collisions on Feistel-MiMC and
//! univariate GMiMC" (eprint 2019/951), recovers keys of the univariate
//! cipher in 2^(n/2) operations whatever the round count. Beyne et al., "Out
//! of Oddity" (CRYPTO 2020), give low-complexity distinguishers on the GMiMC
//! permutations for most STARK-friendly-hash-challenge parameters and a
//! practical collision on round-reduced GMiMC in sponge mode. Roy, Andreeva
//! and Sauer, "Interpolation cryptanalysis of unbalanced Feistel networks
//! with low degree round functions" (SAC 2020), find collisions, second
//! preimages and preimages on members of the GMiMCHash family. GMiMC is here
//! for benchmarks and comparison (the Miden benchmark lists it), not as a
//! recommendation.

use crate::constants::gmimc_goldilocks::ROUND_CONSTANTS;
use crate::error::Error;
use crate::field::{Field, Goldilocks as F};

/// The widths with instances.
pub const WIDTHS: [usize; 3] = [8, 12, 16];

/// Rounds for width `t` (0 for widths without an instance).
const fn round_count(t: usize) -> usize {
    match t {
        8 => 146,
        12 => 314,
        16 => 546,
        _ => 0,
    }
}

/// Rounds for width `t`, or an error naming the widths that exist.
pub fn rounds(t: usize) -> Result<usize, Error> {
    match round_count(t) {
        0 => Err(Error::InvalidParameters(
            "GMiMC-erf has instances for widths 8, 12 and 16 only",
        )),
        r => Ok(r),
    }
}

static CONSTANTS: [F; ROUND_CONSTANTS.len()] = {
    let mut out = [F::ZERO; ROUND_CONSTANTS.len()];
    let mut i = 0;
    while i < out.len() {
        out[i] = F::from_canonical(ROUND_CONSTANTS[i]);
        i += 1;
    }
    out
};

/// x⁷ as x³·x⁴ with x³ and x⁴ computed side by side: three products deep
/// (the rounds are a chain, so depth is what counts).
#[inline(always)]
fn sbox(x: F) -> F {
    let x2 = x.square();
    (x2 * x) * x2.square()
}

/// The permutation as HorizenLabs writes it (the definition; for tests).
pub fn permute_plain(state: &mut [F]) -> Result<(), Error> {
    let rounds = rounds(state.len())?;
    for (r, c) in CONSTANTS[..rounds].iter().enumerate() {
        let y = sbox(state[0] + *c);
        for s in state[1..].iter_mut() {
            *s += y;
        }
        if r + 1 < rounds {
            state.rotate_right(1);
        }
    }
    Ok(())
}

/// The permutation (fast form, see the module docs).
pub fn permute(state: &mut [F]) -> Result<(), Error> {
    match state.len() {
        8 => permute_fixed::<8>(state.try_into().expect("length 8")),
        12 => permute_fixed::<12>(state.try_into().expect("length 12")),
        16 => permute_fixed::<16>(state.try_into().expect("length 16")),
        t => return rounds(t).map(|_| ()),
    }
    Ok(())
}

/// The fast form for one width.
fn permute_fixed<const T: usize>(state: &mut [F; T]) {
    let rounds = rounds(T).expect("a width with an instance");
    // cells[k] = value − total; the head moves left by one per round.
    let mut total = F::ZERO;
    let mut head = 0usize;
    for (r, c) in CONSTANTS[..rounds].iter().enumerate() {
        let x = state[head] + total;
        total += sbox(x + *c);
        state[head] = x - total;
        if r + 1 < rounds {
            head = if head == 0 { T - 1 } else { head - 1 };
        }
    }
    // Output cell i is stored at head + i.
    let mut out = [F::ZERO; T];
    for (i, o) in out.iter_mut().enumerate() {
        *o = state[(head + i) % T] + total;
    }
    *state = out;
}

/// Field multiplications per permutation (4 per S-box).
pub const fn mul_count(t: usize) -> usize {
    4 * round_count(t)
}
