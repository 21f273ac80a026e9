//! plonky2's Poseidon over Goldilocks (`plonky2/src/hash/poseidon.rs`,
//! `poseidon_goldilocks.rs`, `hashing.rs`).
//!
//! Permutation: t = 12, x⁷, R_F = 8 (4 + 4), R_P = 22, S-box on cell 0 in the
//! partial rounds, constants added before each S-box layer; MDS = the
//! circulant matrix of [`MDS_CIRC`] plus `diag(`[`MDS_DIAG`]`)`.
//!
//! Sponge (`hash_n_to_m_no_pad`): rate 8 (cells 0..8), capacity 4, all zero
//! at the start; each chunk of up to 8 inputs **overwrites** the first cells
//! and the state is permuted; the digest is cells 0..4 (zeros when nothing
//! was absorbed). `hash_pad` appends 1, zeros, and 1 (pad10*1 to a multiple
//! of the rate) first. `two_to_one(l, r)` permutes `[l, r, 0, 0, 0, 0]`.
//!
//! The constants (with the sparse form derived from them) are built once, at
//! first use; the permutation runs the Goldilocks kernel
//! [`PoseidonGoldilocks12`] over them.
//!
//! # Security
//! `hash_no_pad` is only collision resistant for inputs of a fixed length
//! (no padding: `[x]` and `[x, 0]` collide); use `hash_pad` otherwise.

use crate::constants::plonky2_rc::ROUND_CONSTANTS;
use crate::error::Error;
use crate::field::{Field, Goldilocks as F};
use crate::permutation::poseidon::goldilocks::engine::{PoseidonGoldilocks12, SmallMds12};
use crate::permutation::poseidon::PoseidonParams;
use crate::permutation::sponge::{sponge_many, Absorb, SpongeLayout};
use crate::permutation::Permutation;
use alloc::boxed::Box;
use once_cell::race::OnceBox;

/// State width.
pub const WIDTH: usize = 12;
/// Sponge rate.
pub const RATE: usize = 8;
/// Digest length (`NUM_HASH_OUT_ELTS`).
pub const DIGEST: usize = 4;
/// S-box exponent.
pub const ALPHA: u64 = 7;
/// Full rounds.
pub const ROUNDS_FULL: usize = 8;
/// Partial rounds.
pub const ROUNDS_PARTIAL: usize = 22;
/// First row of the circulant part of the MDS matrix.
pub const MDS_CIRC: [u64; WIDTH] = [17, 15, 41, 16, 2, 28, 13, 13, 39, 18, 34, 20];
/// Diagonal added to the circulant part.
pub const MDS_DIAG: [u64; WIDTH] = [8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];

/// plonky2's matrix, for the Goldilocks kernel.
#[derive(Clone, Copy, Debug)]
pub struct Plonky2Mds;

impl SmallMds12 for Plonky2Mds {
    const CIRC: [u64; WIDTH] = MDS_CIRC;
    const DIAG: [u64; WIDTH] = MDS_DIAG;
}

/// The permutation's kernel type.
pub type Kernel = PoseidonGoldilocks12<'static, Plonky2Mds>;

/// A plonky2 digest.
pub type Digest = [F; DIGEST];

/// The instance's constants (plain and sparse forms; the kernel runs the
/// sparse form, so the recurrence form is not derived), built at first use.
pub fn params() -> &'static PoseidonParams<F> {
    static PARAMS: OnceBox<PoseidonParams<F>> = OnceBox::new();
    PARAMS.get_or_init(|| {
        let rc = ROUND_CONSTANTS
            .iter()
            .map(|&c| F::new(c).expect("plonky2's constants are canonical"))
            .collect();
        let mds = (0..WIDTH)
            .flat_map(|r| {
                (0..WIDTH).map(move |c| {
                    let diag = if r == c { MDS_DIAG[r] } else { 0 };
                    F::from_u64(MDS_CIRC[(c + WIDTH - r) % WIDTH] + diag)
                })
            })
            .collect();
        Box::new(
            PoseidonParams::from_constants_sparse(
                WIDTH,
                ALPHA,
                ROUNDS_FULL,
                ROUNDS_PARTIAL,
                rc,
                mds,
            )
            .expect("plonky2's parameters are a valid Poseidon instance"),
        )
    })
}

/// The permutation: the Goldilocks width-12 kernel over the generic engine's
/// constants ([`PoseidonGoldilocks12::engine`] is the specification).
pub fn permutation() -> &'static Kernel {
    static KERNEL: OnceBox<Kernel> = OnceBox::new();
    KERNEL.get_or_init(|| {
        let engine = params().engine::<WIDTH>().expect("width 12");
        Box::new(
            Kernel::new(engine)
                .expect("plonky2's matrix is circulant plus diagonal with small entries"),
        )
    })
}

/// plonky2's Poseidon permutation.
pub fn permute(state: &mut [F; WIDTH]) {
    permutation().permute_mut(state);
}

/// `hash_no_pad`: the sponge without padding (see the module docs).
pub fn hash_no_pad(inputs: &[F]) -> Digest {
    hash_no_pad_iter(inputs.iter().copied())
}

/// [`hash_no_pad`] of the elements `inputs` yields, absorbed as they come
/// (for callers whose elements need a conversion first, such as the plonky2
/// adapter's): each block of 8 overwrites cells 0..8, a short last block
/// only its own cells.
pub fn hash_no_pad_iter(inputs: impl IntoIterator<Item = F>) -> Digest {
    let perm = permutation();
    let mut state = [F::ZERO; WIDTH];
    let mut pos = 0;
    for x in inputs {
        state[pos] = x;
        pos += 1;
        if pos == RATE {
            perm.permute_mut(&mut state);
            pos = 0;
        }
    }
    if pos != 0 {
        perm.permute_mut(&mut state);
    }
    digest(&state)
}

/// `hash_pad`: pad10*1 to a multiple of the rate (append 1, zeros, 1), then
/// [`hash_no_pad`] — streamed: full chunks are absorbed as they are and only
/// the last one or two padded chunks are built, on the stack.
pub fn hash_pad(inputs: &[F]) -> Digest {
    let perm = permutation();
    let mut state = [F::ZERO; WIDTH];
    let full = inputs.len() / RATE * RATE;
    for chunk in inputs[..full].chunks(RATE) {
        state[..RATE].copy_from_slice(chunk);
        perm.permute_mut(&mut state);
    }
    // The tail, then 1, zeros and a final 1: one chunk if there is room for
    // both ones, else two.
    let tail = &inputs[full..];
    let mut last = [F::ZERO; 2 * RATE];
    last[..tail.len()].copy_from_slice(tail);
    last[tail.len()] = F::ONE;
    let len = if tail.len() + 2 <= RATE {
        RATE
    } else {
        2 * RATE
    };
    last[len - 1] = F::ONE;
    for chunk in last[..len].chunks(RATE) {
        state[..RATE].copy_from_slice(chunk);
        perm.permute_mut(&mut state);
    }
    digest(&state)
}

/// `two_to_one(left, right)` (plonky2 `compress`).
pub fn two_to_one(left: &Digest, right: &Digest) -> Digest {
    let mut state = [F::ZERO; WIDTH];
    state[..DIGEST].copy_from_slice(left);
    state[DIGEST..2 * DIGEST].copy_from_slice(right);
    permute(&mut state);
    digest(&state)
}

/// The sponge of [`hash_no_pad`] (and of [`two_to_one`]: the 8 elements of
/// two digests hash to their compression) as a [`SpongeLayout`]: from
/// zeros, blocks of 8 overwrite cells 0..8, the digest in cells 0..4.
pub const NO_PAD: SpongeLayout<F, WIDTH> = SpongeLayout {
    init: SpongeLayout::zeros,
    rate_start: 0,
    rate: RATE,
    absorb: Absorb::Overwrite,
    digest_start: 0,
};

/// [`hash_no_pad`] of many messages of `len` elements each, one after the
/// other in `inputs` (`len · out.len()` elements), on SIMD lanes and every
/// core ([`sponge_many`]).
pub fn hash_no_pad_many(inputs: &[F], len: usize, out: &mut [Digest]) {
    sponge_many(permutation(), &NO_PAD, inputs, len, out);
}

/// [`two_to_one`] of many pairs of digests: `out[i]` = two_to_one(`pairs[i]`).
pub fn two_to_one_many(pairs: &[[Digest; 2]], out: &mut [Digest]) {
    assert_eq!(pairs.len(), out.len(), "one digest per pair");
    hash_no_pad_many(pairs.as_flattened().as_flattened(), 2 * DIGEST, out);
}

/// [`two_to_one`] on 8 elements (left 4, right 4).
pub fn two_to_one_slice(inputs: &[F]) -> Result<Digest, Error> {
    if inputs.len() != 2 * DIGEST {
        return Err(Error::WrongArity {
            min: 2 * DIGEST,
            max: 2 * DIGEST,
            got: inputs.len(),
        });
    }
    let left: Digest = inputs[..DIGEST].try_into().expect("4 elements");
    let right: Digest = inputs[DIGEST..].try_into().expect("4 elements");
    Ok(two_to_one(&left, &right))
}

fn digest(state: &[F; WIDTH]) -> Digest {
    state[..DIGEST].try_into().expect("4 elements")
}
