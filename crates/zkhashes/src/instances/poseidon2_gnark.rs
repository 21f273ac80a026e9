//! gnark-crypto's Poseidon2 (Go, `github.com/consensys/gnark-crypto`
//! v0.22: `field/koalabear/poseidon2`, `field/babybear/poseidon2`,
//! `ecc/bn254/fr/poseidon2`), the hash of Linea's prover and of gnark
//! circuits, and its two hashing modes.
//!
//! | field     | widths        | S-box | R_F, R_P (defaults)              | constants      |
//! |-----------|---------------|-------|----------------------------------|----------------|
//! | KoalaBear | 16, 24        | x³    | 6, 21 (both widths)              | Keccak chain   |
//! | BabyBear  | 16, 24        | x⁷    | 8, 13 (16); 8, 21 (24)           | Keccak chain   |
//! | BN254     | 2, 3          | x⁵    | 6, 50 (t = 2); 8, 56 (t = 3)     | Keccak chain   |
//! | BN254     | 4, 8, 12, 16  | x⁵    | 8, 56 (t = 4); 8, 57             | HorizenLabs'   |
//!
//! Keccak chain (`Parameters.initRC`): `rnd = keccak256(seed)`, then for
//! each constant in round order (R_F/2 rows of t, R_P single constants,
//! R_F/2 rows of t) `rnd = keccak256(rnd)` and the constant is `rnd` read
//! big-endian mod p. The seed is the parameters' `String()`:
//! `Poseidon2-koalabear[t=16,rF=6,rP=21,d=3]`, `Poseidon2-babybear[…]`,
//! `Poseidon2-BN254[…]` (legacy Keccak-256, not SHA3). BN254 at t ≥ 4
//! takes HorizenLabs' Grain draw (`poseidon2_rust_params.sage`) and its
//! diagonals, checked in here as gnark's `poseidon2_constants.go` has them.
//!
//! Matrices: KoalaBear and BabyBear use Plonky3's external matrix
//! (M₄ = circ(2, 3, 1, 1)) and Plonky3's small internal diagonals of the
//! same width (gnark's `matMulInternalInPlace` applies them by halvings
//! and `Mul2ExpNegN`), so only the constants and round numbers differ from
//! [`super::poseidon2_plonky3`] — and these instances run the same lane
//! kernels. BN254 uses HorizenLabs' matrices (circ(2, 1), circ(2, 1, 1),
//! HorizenLabs' M₄; internal J + diag(1, 2) and J + diag(1, 1, 2) at
//! t = 2, 3).
//!
//! Hashing (gnark-crypto#721): [`compress`] of two halves `left`, `right`
//! (t/2 cells each) is `right + permute(left ‖ right)[t/2..]`; [`md_hash`]
//! is `hash.NewMerkleDamgardHasher` over it with the all-zero IV: the state
//! is compressed with each block of t/2 cells in turn (`state` on the left),
//! a short last block left-padded with zeros, no length padding (so the
//! empty input hashes to zeros). One `Write` of the whole input: gnark pads
//! the tail of every `Write` call, so calls of partial blocks differ.

use crate::encode;
use crate::error::Error;
use crate::field::{BabyBear, Bn254Fr, Field, KoalaBear, PrimeField};
use crate::instances::poseidon2_plonky3::{
    BabyBearW16, BabyBearW24, KoalaBearW16, KoalaBearW24, Plonky3,
};
use crate::permutation::poseidon2::{Poseidon2, SmallDiagonal, M4};
use crate::permutation::Permutation;
use alloc::boxed::Box;
use alloc::format;
use alloc::vec::Vec;
use once_cell::race::OnceBox;
use sha3::{Digest, Keccak256};

/// A gnark KoalaBear or BabyBear instance (Plonky3's matrices).
pub type Small<F, const T: usize, D> = Plonky3<F, T, D>;

/// gnark's seed string for the constants: `Poseidon2-<field>[t=…,rF=…,rP=…,d=…]`
/// with `field` one of `koalabear`, `babybear`, `BN254`.
pub fn seed(
    field: &str,
    t: usize,
    rounds_full: usize,
    rounds_partial: usize,
    alpha: u64,
) -> alloc::string::String {
    format!("Poseidon2-{field}[t={t},rF={rounds_full},rP={rounds_partial},d={alpha}]")
}

/// The round constants gnark draws from `seed` (the Keccak chain of the
/// module documentation): (initial rows, internal constants, terminal rows).
#[allow(clippy::type_complexity)]
pub fn keccak_constants<F: PrimeField, const T: usize>(
    seed: &str,
    rounds_full: usize,
    rounds_partial: usize,
) -> (Vec<[F; T]>, Vec<F>, Vec<[F; T]>) {
    let mut rnd: [u8; 32] = Keccak256::digest(seed.as_bytes()).into();
    let mut next = || -> F {
        rnd = Keccak256::digest(rnd).into();
        let v = encode::from_be_bytes(&rnd, 32).expect("32 bytes");
        F::from_u256_reduced(&v)
    };
    let initial = (0..rounds_full / 2)
        .map(|_| core::array::from_fn(|_| next()))
        .collect();
    let internal = (0..rounds_partial).map(|_| next()).collect();
    let terminal = (0..rounds_full / 2)
        .map(|_| core::array::from_fn(|_| next()))
        .collect();
    (initial, internal, terminal)
}

macro_rules! small_instance {
    ($(#[$doc:meta])* $ctor:ident, $default:ident, $field:ty, $name:literal, $t:literal, $diag:ty,
     $alpha:literal, $rf:literal, $rp:literal) => {
        $(#[$doc])*
        ///
        /// Any round numbers (gnark's `NewPermutation(t, rF, rP)`);
        /// [`Error::InvalidParameters`] for an odd or zero R_F.
        pub fn $ctor(rounds_full: usize, rounds_partial: usize) -> Result<Small<$field, $t, $diag>, Error> {
            check_rounds(rounds_full)?;
            let s = seed($name, $t, rounds_full, rounds_partial, $alpha);
            let (initial, internal, terminal) =
                keccak_constants::<$field, $t>(&s, rounds_full, rounds_partial);
            Poseidon2::with_matrix($alpha, M4::Plonky3, initial, internal, terminal, SmallDiagonal::new())
        }

        #[doc = concat!("The default instance (`NewPermutation(", stringify!($t), ", ",
            stringify!($rf), ", ", stringify!($rp), ")`), built once.")]
        pub fn $default() -> &'static Small<$field, $t, $diag> {
            static P: OnceBox<Small<$field, $t, $diag>> = OnceBox::new();
            P.get_or_init(|| Box::new($ctor($rf, $rp).expect("gnark's default parameters")))
        }
    };
}

fn check_rounds(rounds_full: usize) -> Result<(), Error> {
    if rounds_full == 0 || !rounds_full.is_multiple_of(2) {
        return Err(Error::InvalidParameters(
            "gnark Poseidon2: R_F must be even and positive",
        ));
    }
    Ok(())
}

small_instance!(
    /// KoalaBear, width 16 (x³; Plonky3's KoalaBear w16 diagonal).
    koalabear_w16_with, koalabear_w16, KoalaBear, "koalabear", 16, KoalaBearW16, 3, 6, 21
);
small_instance!(
    /// KoalaBear, width 24 (x³; Plonky3's KoalaBear w24 diagonal).
    koalabear_w24_with, koalabear_w24, KoalaBear, "koalabear", 24, KoalaBearW24, 3, 6, 21
);
small_instance!(
    /// BabyBear, width 16 (x⁷; Plonky3's BabyBear w16 diagonal).
    babybear_w16_with, babybear_w16, BabyBear, "babybear", 16, BabyBearW16, 7, 8, 13
);
small_instance!(
    /// BabyBear, width 24 (x⁷; Plonky3's BabyBear w24 diagonal).
    babybear_w24_with, babybear_w24, BabyBear, "babybear", 24, BabyBearW24, 7, 8, 21
);

/// BN254 at t = 2 or 3 with gnark's Keccak-seeded constants
/// (`NewPermutation(t, rF, rP)`); HorizenLabs' matrices.
/// [`Error::InvalidParameters`] for other widths or an odd R_F.
pub fn bn254_keccak<const T: usize>(
    rounds_full: usize,
    rounds_partial: usize,
) -> Result<Poseidon2<Bn254Fr, T>, Error> {
    check_rounds(rounds_full)?;
    let diag: [Bn254Fr; T] = match T {
        2 | 3 => core::array::from_fn(|i| Bn254Fr::from_u64(1 + u64::from(i == T - 1))),
        _ => {
            return Err(Error::InvalidParameters(
                "gnark Poseidon2 over BN254: Keccak-seeded constants at t = 2, 3 only",
            ))
        }
    };
    let s = seed("BN254", T, rounds_full, rounds_partial, 5);
    let (initial, internal, terminal) =
        keccak_constants::<Bn254Fr, T>(&s, rounds_full, rounds_partial);
    Poseidon2::new(5, M4::Horizen, initial, internal, terminal, diag)
}

/// gnark's internal diagonals over BN254 for t = 4, 8, 12, 16, one after
/// the other (`bn254Poseidon2Constants[t].diagM1` of
/// `ecc/bn254/fr/poseidon2/poseidon2_constants.go`, generated by
/// HorizenLabs' script).
const BN254_DIAG: [&str; 40] = [
    // t = 4
    "0x10dc6e9c006ea38b04b1e03b4bd9490c0d03f98929ca1d7fb56821fd19d3b6e7",
    "0x0c28145b6a44df3e0149b3d0a30b3bb599df9756d4dd9b84a86b38cfb45a740b",
    "0x00544b8338791518b2c7645a50392798b21f75bb60e3596170067d00141cac15",
    "0x222c01175718386f2e2e82eb122789e352e105a3b8fa852613bc534433ee428b",
    // t = 8
    "0x05bffb5e301d8c468c35e24eb2165b6b71725fb7ac9a48efe5ce041bdb05676d",
    "0x2aa7a81812688343fc6d78073312996d75f4c5505db0ed22af5ec0df7888cdc7",
    "0x2f5856fd71dab60d78cc3af15a89c1e4d61ba189849a4cea10acc1dd228faf00",
    "0x12299a260999ac95d271e184968cda40bd4358877a6dcf43d779251fffa61348",
    "0x1443aad4693d692a62a8e21f03d5643a123f0c8783a3d27c275f9d01089685fb",
    "0x21561b0204a44488082e31472f5885a3adc179bb278233aedc4b316369ec9937",
    "0x0c7cc2afa53f9898f30a69b294a4e24f6b2176e1ae0ca49b021792d55e34e97d",
    "0x2dd221096053de389fae88e7caa5c43ab55e22aeb758ee130d1246c1dff47b53",
    // t = 12
    "0x20bb1e98f40bfe80b8e2f2c885ea13a2ea1f146ff61218c31075ad79dd8f4ffa",
    "0x1ed6abd05c8d678fa14c0c77d90f02fa1f8af249915fa6518f5f8d5e5c649fb2",
    "0x29107b18658b47d566f5063975d6bbc504382b81777e0796c7cb81f9b4e2cf46",
    "0x134ceec3ec069dd76fc9804ff029c2c27c5646986ff5dbeb17091d9c479ae923",
    "0x0ee2e4f4a3c23a1b71834d1a95ea402504b8d68fab6f74855c884df898c286f9",
    "0x0a469d3f3cb250181cc1e70c8227dace349b1c52fe8f7375744c8be5b80771e5",
    "0x0cfa92ab38d116f1cdc24ecc083ad1cb17a215de9968726a81970dde9cca70d6",
    "0x173df1a0df85f4533605f9578b1f58ccadf1f810e1fcca66808382efa84d684a",
    "0x2ced3bf3cf641c12a311b16b4107663388876a894e70c28c5498946c7fd8dcd4",
    "0x0912073a16428c84bfbb6170108adf6d168100ac5587c23c9405cf1f7ca8f13b",
    "0x250b310cd13063ee49c78680c1434853968f464d2fc99166c23a2e330dd71d54",
    "0x08b593b39852f7ad095a03a3eee546c388e02896d460454c6f1887c8d1c82e37",
    // t = 16
    "0x269aaf7c0e0ae1a709c1b7cd137c366a3ef21c0ca7d9fb2b33b5a1ae235768e4",
    "0x30543ee04032614e317229edfaf3b27da10dd0792f35ecb2fb82a20c30eb1de3",
    "0x017416b13160b7d8d73ffd44efc75ce642f1d002e332ad4bd68469b8b83c5fc4",
    "0x09b103f438a43f1aabb6bc5d3490d3c443d773b966d902d36c81490614939eaf",
    "0x08f9e81ea21aa882da55bde42c830d261462c4489451ab181513614983fcdb30",
    "0x026d2cf77cf485777fb797f7c3bf17acafcb3679549ac98acb6e430eb53e4be5",
    "0x0652442bfa09590b710b3273f0d3c3de61defe08359aa8289b63f36eec1d7a7b",
    "0x0d6e46bf1e3725ff884f82602321db7d05c152349b4cd1117195e5f778f9c27b",
    "0x285754e689291a5f02e4a3c9b07359d3fc33a687a755f842cc45a037774d0542",
    "0x09a4884b8ce2a5dc8eee7e181526dd65567e70aa4cb62c3d128e7d94345a4dc4",
    "0x06af44dac4ca6cc95e692a20907607defa711623ca94934bea9d70bd555a594d",
    "0x0f8b7738afe6bd0d66cb58970bf7484be2c67a4519d1406f074ae165ab5d2ad5",
    "0x294dbe90e673accdcc6d7211bb0ac3aab902a88476ef7f7ac6fe3ba7b128c71a",
    "0x05c3f9cecad533b14bace3f9d7d7713ccf40c9429b4fce2cfa3aa4ee3d4ae039",
    "0x26cbff872ac3df2a3787878f24ee28b6ad4f1dcab41126b80f4038f40510d7e1",
    "0x1ba0b493c987b9c1424ede9239ba100dc005e717aa71ca6d6a605561e379bdce",
];

/// BN254 at t = 4, 8, 12 or 16 as gnark builds it: HorizenLabs' Grain
/// constants and diagonal, R_F 8, R_P 56 (t = 4) or 57; built once.
/// [`Error::WrongWidth`] for other widths.
pub fn bn254_horizen<const T: usize>() -> Result<Poseidon2<Bn254Fr, T>, Error> {
    let (offset, rounds_partial) = match T {
        4 => (0, 56),
        8 => (4, 57),
        12 => (12, 57),
        16 => (24, 57),
        got => {
            return Err(Error::WrongWidth {
                widths: BN254_WIDTHS,
                got,
            })
        }
    };
    let diag = core::array::from_fn(|i| {
        Bn254Fr::from_str_canonical(BN254_DIAG[offset + i]).expect("canonical table value")
    });
    Poseidon2::horizen(5, 8, rounds_partial, diag)
}

/// The BN254 widths gnark has.
pub const BN254_WIDTHS: &[usize] = &[2, 3, 4, 8, 12, 16];

macro_rules! bn254_default {
    ($(#[$doc:meta])* $fn:ident, $t:literal, $build:expr) => {
        $(#[$doc])*
        pub fn $fn() -> &'static Poseidon2<Bn254Fr, $t> {
            static P: OnceBox<Poseidon2<Bn254Fr, $t>> = OnceBox::new();
            P.get_or_init(|| Box::new($build.expect("gnark's parameters")))
        }
    };
}

bn254_default!(
    /// BN254, t = 2, R_F 6, R_P 50: gnark's default (`GetDefaultParameters`,
    /// under its hasher `POSEIDON2_BN254`).
    bn254_t2, 2, bn254_keccak::<2>(6, 50)
);
bn254_default!(
    /// BN254, t = 3, R_F 8, R_P 56 (the round numbers of gnark's own tests
    /// and benchmark; gnark has no default at t = 3).
    bn254_t3, 3, bn254_keccak::<3>(8, 56)
);
bn254_default!(
    /// BN254, t = 4 (HorizenLabs' constants, R_P 56).
    bn254_t4, 4, bn254_horizen::<4>()
);
bn254_default!(
    /// BN254, t = 8 (HorizenLabs' constants, R_P 57).
    bn254_t8, 8, bn254_horizen::<8>()
);
bn254_default!(
    /// BN254, t = 12 (HorizenLabs' constants, R_P 57).
    bn254_t12, 12, bn254_horizen::<12>()
);
bn254_default!(
    /// BN254, t = 16 (HorizenLabs' constants, R_P 57).
    bn254_t16, 16, bn254_horizen::<16>()
);

/// gnark's `Compress(left, right)` on a state already holding
/// `left ‖ right` (t/2 cells each): `right + permute(state)[t/2..]`, in
/// the first t/2 cells of the result's array.
pub fn compress_state<F: PrimeField, P: Permutation<F, T>, const T: usize, const N: usize>(
    p: &P,
    state: &[F; T],
) -> [F; N] {
    feed_forward(state, &p.permute(*state))
}

/// The digest of `Compress` from its input `state` (`left ‖ right`) and the
/// permuted state: `right + out[N..]`.
fn feed_forward<F: PrimeField, const T: usize, const N: usize>(
    state: &[F; T],
    out: &[F; T],
) -> [F; N] {
    const { assert!(2 * N == T) };
    core::array::from_fn(|i| state[N + i] + out[N + i])
}

/// gnark's `Compress(left, right)` (t = 2N): `right + permute(left ‖ right)[N..]`.
pub fn compress<F: PrimeField, P: Permutation<F, T>, const T: usize, const N: usize>(
    p: &P,
    left: &[F; N],
    right: &[F; N],
) -> [F; N] {
    let state: [F; T] = core::array::from_fn(|i| if i < N { left[i] } else { right[i - N] });
    compress_state::<F, P, T, N>(p, &state)
}

/// [`compress`] of many states `left ‖ right` at once, on SIMD lanes and
/// every core ([`Permutation::permute_many`]; gnark's `Compressx16` does
/// 16 on AVX-512): the digests in order.
pub fn compress_many<
    F: PrimeField + Send,
    P: Permutation<F, T> + Sync,
    const T: usize,
    const N: usize,
>(
    p: &P,
    states: &[[F; T]],
) -> Vec<[F; N]> {
    let mut out = states.to_vec();
    p.permute_many(&mut out);
    states
        .iter()
        .zip(&out)
        .map(|(s, o)| feed_forward(s, o))
        .collect()
}

/// gnark's Merkle–Damgård hasher (`NewMerkleDamgardHasher`) over
/// [`compress`], all the input in one `Write`: blocks of N cells, a short
/// last block left-padded with zeros, the all-zero IV, no length padding.
pub fn md_hash<F: PrimeField, P: Permutation<F, T>, const T: usize, const N: usize>(
    p: &P,
    inputs: &[F],
) -> [F; N] {
    let mut state = [F::ZERO; N];
    for chunk in inputs.chunks(N) {
        let mut block = [F::ZERO; N];
        block[N - chunk.len()..].copy_from_slice(chunk);
        state = compress::<F, P, T, N>(p, &state, &block);
    }
    state
}

/// [`md_hash`] on bytes, as gnark's hasher takes them: blocks of N
/// elements of [`PrimeField::NUM_BYTES`] big-endian bytes each, a short
/// last block left-padded with zero bytes; every element must be
/// canonical ([`Error::NonCanonical`] names the element's position, as
/// gnark's `SetBytesCanonical` refuses it).
pub fn md_hash_bytes<F: PrimeField, P: Permutation<F, T>, const T: usize, const N: usize>(
    p: &P,
    bytes: &[u8],
) -> Result<[F; N], Error> {
    let width = F::NUM_BYTES;
    let block_bytes = N * width;
    let mut state = [F::ZERO; N];
    let mut padded = Vec::with_capacity(block_bytes);
    for (b, chunk) in bytes.chunks(block_bytes).enumerate() {
        padded.clear();
        padded.resize(block_bytes - chunk.len(), 0);
        padded.extend_from_slice(chunk);
        let mut block = [F::ZERO; N];
        for (i, cell) in block.iter_mut().enumerate() {
            *cell = F::from_be_bytes(&padded[i * width..(i + 1) * width]).map_err(|e| match e {
                Error::NonCanonical { .. } => Error::NonCanonical { index: b * N + i },
                e => e,
            })?;
        }
        state = compress::<F, P, T, N>(p, &state, &block);
    }
    Ok(state)
}

#[cfg(test)]
mod compact_rounds {
    use crate::instances::poseidon2_plonky3::compact_rounds::check;

    /// The run-time-width routine of `compact` builds against the engine on gnark's instances.
    #[test]
    fn agrees_with_the_engine_on_gnark_instances() {
        check(super::koalabear_w16());
        check(super::koalabear_w24());
        check(super::babybear_w16());
        check(super::babybear_w24());
        check(super::bn254_t2());
        check(super::bn254_t3());
        check(super::bn254_t4());
        check(super::bn254_t16());
    }
}
