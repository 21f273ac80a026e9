//! Differential tests of Monolith (`permutation::monolith`) against
//! Plonky3's `p3-monolith` 0.8.0: Mersenne-31 widths 16 and 24, Goldilocks
//! widths 8 and 12 with byte and 16-bit limbs, 1,000 random states each
//! (zeros and p − 1 mixed in), and Plonky3's sponge and compression over it
//! through the registry.

use p3_field::{PrimeField32, PrimeField64};
use p3_goldilocks::Goldilocks as G3;
use p3_mersenne_31::Mersenne31 as M3;
use p3_monolith::{
    MonolithBarsGoldilocks, MonolithBarsM31, MonolithGoldilocks8, MonolithMdsMatrixGoldilocks,
    MonolithMdsMatrixMersenne31, MonolithMersenne31,
};
use p3_symmetric::{
    CryptographicHasher, PaddingFreeSponge, Permutation as _, PseudoCompressionFunction,
    TruncatedPermutation,
};
use rand::{Rng, SeedableRng};
use zkhashes::instances::registry::{self, HashOptions};
use zkhashes::permutation::monolith::{Monolith31, Monolith64};
use zkhashes::permutation::Permutation;
use zkhashes::{Goldilocks, Mersenne31};

const CASES: usize = 1000;
const P31: u32 = 0x7fff_ffff;
const P64: u64 = 0xffff_ffff_0000_0001;

fn words31(rng: &mut impl Rng, n: usize) -> Vec<u32> {
    (0..n)
        .map(|_| match rng.gen_range(0..8) {
            0 => 0,
            1 => P31 - 1,
            _ => rng.gen_range(0..P31),
        })
        .collect()
}

fn words64(rng: &mut impl Rng, n: usize) -> Vec<u64> {
    (0..n)
        .map(|_| match rng.gen_range(0..8) {
            0 => 0,
            1 => P64 - 1,
            _ => rng.gen_range(0..P64),
        })
        .collect()
}

fn m31<const T: usize>(rng: &mut impl Rng) {
    let peer = MonolithMersenne31::<_, T, 5>::new(
        MonolithBarsM31,
        MonolithMdsMatrixMersenne31::<T, 5>::new(),
    );
    for _ in 0..CASES {
        let w = words31(rng, T);
        let theirs: [M3; T] = core::array::from_fn(|i| M3::new(w[i]));
        let want: Vec<u32> = peer
            .permute(theirs)
            .iter()
            .map(|x| x.as_canonical_u32())
            .collect();
        let ours: [Mersenne31; T] = core::array::from_fn(|i| Mersenne31::new(w[i]).unwrap());
        let got = match T {
            16 => Monolith31::<16>
                .permute(ours[..].try_into().unwrap())
                .to_vec(),
            _ => Monolith31::<24>
                .permute(ours[..].try_into().unwrap())
                .to_vec(),
        };
        let got: Vec<u32> = got.iter().map(|x| x.value()).collect();
        assert_eq!(got, want, "Mersenne-31 width {T}, input {w:?}");
    }
}

#[test]
fn mersenne31_permutations() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x4d6f_6e31);
    m31::<16>(&mut rng);
    m31::<24>(&mut rng);
}

fn gl<const T: usize, const L: usize>(rng: &mut impl Rng)
where
    MonolithBarsGoldilocks<L>: p3_monolith::MonolithBars<G3, T>,
    MonolithMdsMatrixGoldilocks: p3_mds::MdsPermutation<G3, T>,
{
    let peer = p3_monolith::Monolith::<G3, MonolithBarsGoldilocks<L>, _, T, 5>::new(
        MonolithBarsGoldilocks::<L>,
        MonolithMdsMatrixGoldilocks,
    );
    for _ in 0..CASES {
        let w = words64(rng, T);
        let theirs: [G3; T] = core::array::from_fn(|i| G3::new(w[i]));
        let want: Vec<u64> = peer
            .permute(theirs)
            .iter()
            .map(|x| x.as_canonical_u64())
            .collect();
        let ours: Vec<Goldilocks> = w.iter().map(|&v| Goldilocks::new(v).unwrap()).collect();
        let got: Vec<Goldilocks> = match (T, L) {
            (8, 8) => Monolith64::<8, 8>
                .permute(ours[..].try_into().unwrap())
                .to_vec(),
            (12, 8) => Monolith64::<12, 8>
                .permute(ours[..].try_into().unwrap())
                .to_vec(),
            (8, 16) => Monolith64::<8, 16>
                .permute(ours[..].try_into().unwrap())
                .to_vec(),
            _ => Monolith64::<12, 16>
                .permute(ours[..].try_into().unwrap())
                .to_vec(),
        };
        let got: Vec<u64> = got.iter().map(|x| x.value()).collect();
        assert_eq!(got, want, "Goldilocks width {T}, limbs {L}, input {w:?}");
    }
}

#[test]
fn goldilocks_permutations() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x4d6f_6e64);
    gl::<8, 8>(&mut rng);
    gl::<12, 8>(&mut rng);
    gl::<8, 16>(&mut rng);
    gl::<12, 16>(&mut rng);
}

fn u256(v: u64) -> [u64; 4] {
    [v, 0, 0, 0]
}

/// `PaddingFreeSponge` and `TruncatedPermutation` over p3's Monolith against
/// the registry's `monolith-plonky3-sponge` / `-compress` (default widths:
/// Mersenne-31 16, Goldilocks 12 and 8).
#[test]
fn sponge_and_compress_through_the_registry() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x4d6f_6e73);
    let o = HashOptions::default();
    let m16 = MonolithMersenne31::<_, 16, 5>::new(
        MonolithBarsM31,
        MonolithMdsMatrixMersenne31::<16, 5>::new(),
    );
    let sponge31 = PaddingFreeSponge::<_, 16, 8, 8>::new(m16.clone());
    let compress31 = TruncatedPermutation::<_, 2, 8, 16>::new(m16);
    let g12 = MonolithGoldilocks8::<_, 12, 5>::new(
        MonolithBarsGoldilocks::<8>,
        MonolithMdsMatrixGoldilocks,
    );
    let g8 = MonolithGoldilocks8::<_, 8, 5>::new(
        MonolithBarsGoldilocks::<8>,
        MonolithMdsMatrixGoldilocks,
    );
    let sponge64 = PaddingFreeSponge::<_, 12, 8, 4>::new(g12);
    let compress64 = TruncatedPermutation::<_, 2, 4, 8>::new(g8);
    for k in 0..CASES {
        let n = k % 40;
        let w = words31(&mut rng, n);
        let want: Vec<[u64; 4]> = sponge31
            .hash_iter(w.iter().map(|&v| M3::new(v)))
            .iter()
            .map(|x| u256(x.as_canonical_u32().into()))
            .collect();
        let input: Vec<[u64; 4]> = w.iter().map(|&v| u256(v.into())).collect();
        let got = registry::hash_in("monolith-plonky3-sponge", Some("mersenne31"), &input, &o);
        assert_eq!(got.unwrap(), want, "Mersenne-31 sponge of {n}");

        let w = words31(&mut rng, 16);
        let l: [M3; 8] = core::array::from_fn(|i| M3::new(w[i]));
        let r: [M3; 8] = core::array::from_fn(|i| M3::new(w[8 + i]));
        let want: Vec<[u64; 4]> = compress31
            .compress([l, r])
            .iter()
            .map(|x| u256(x.as_canonical_u32().into()))
            .collect();
        let input: Vec<[u64; 4]> = w.iter().map(|&v| u256(v.into())).collect();
        let got = registry::hash_in("monolith-plonky3-compress", Some("mersenne31"), &input, &o);
        assert_eq!(got.unwrap(), want, "Mersenne-31 compress");

        let w = words64(&mut rng, n);
        let want: Vec<[u64; 4]> = sponge64
            .hash_iter(w.iter().map(|&v| G3::new(v)))
            .iter()
            .map(|x| u256(x.as_canonical_u64()))
            .collect();
        let input: Vec<[u64; 4]> = w.iter().map(|&v| u256(v)).collect();
        let got = registry::hash_in("monolith-plonky3-sponge", Some("goldilocks"), &input, &o);
        assert_eq!(got.unwrap(), want, "Goldilocks sponge of {n}");

        let w = words64(&mut rng, 8);
        let l: [G3; 4] = core::array::from_fn(|i| G3::new(w[i]));
        let r: [G3; 4] = core::array::from_fn(|i| G3::new(w[4 + i]));
        let want: Vec<[u64; 4]> = compress64
            .compress([l, r])
            .iter()
            .map(|x| u256(x.as_canonical_u64()))
            .collect();
        let input: Vec<[u64; 4]> = w.iter().map(|&v| u256(v)).collect();
        let got = registry::hash_in("monolith-plonky3-compress", Some("goldilocks"), &input, &o);
        assert_eq!(got.unwrap(), want, "Goldilocks compress");
    }
}
