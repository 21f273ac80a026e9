//! Differential tests against Plonky3 (p3-goldilocks, p3-baby-bear,
//! p3-koala-bear, p3-mersenne-31, p3-symmetric 0.8.0): every default
//! Poseidon2 instance (scalar permutation; widths 16, 24 and 32 over the
//! 31-bit fields), PaddingFreeSponge and
//! TruncatedPermutation over it, on random inputs and edge values.

use p3_field::{PrimeField32, PrimeField64};
use p3_symmetric::{
    CryptographicHasher, PaddingFreeSponge, Permutation as _, PseudoCompressionFunction,
    TruncatedPermutation,
};
use rand::{Rng, SeedableRng};
use zkhashes::instances::poseidon2_plonky3 as ours;
use zkhashes::permutation::Permutation;
use zkhashes::{BabyBear, Goldilocks, KoalaBear, Mersenne31, PrimeField};

const PERMUTATIONS: usize = 500;
const SPONGES: usize = 150;
const COMPRESSIONS: usize = 200;

/// Canonical values of our elements.
fn values<F: PrimeField>(xs: &[F]) -> Vec<u64> {
    xs.iter().map(|x| x.to_u256()[0]).collect()
}

fn el<F: PrimeField>(v: u64) -> F {
    F::from_u256(&[v, 0, 0, 0]).expect("below p")
}

/// Random values below `p`, with the edges 0, 1, p − 1 mixed in.
pub(crate) fn random(rng: &mut impl Rng, p: u64, n: usize) -> Vec<u64> {
    (0..n)
        .map(|_| match rng.gen_range(0..16) {
            0 => 0,
            1 => 1,
            2 => p - 1,
            _ => rng.gen_range(0..p),
        })
        .collect()
}

macro_rules! differential {
    ($name:ident, $ours:expr, $F:ty, $theirs:expr, $F3:ty, $to3:expr, $from3:expr,
     $p:expr, $t:literal, $rate:literal, $d:literal, $seed:literal) => {
        #[test]
        fn $name() {
            let mine = $ours;
            let theirs = $theirs;
            let to3 = $to3;
            let from3 = $from3;
            let mut rng = rand::rngs::StdRng::seed_from_u64($seed);
            let p: u64 = $p;
            for i in 0..PERMUTATIONS {
                let v = match i {
                    0 => vec![0; $t],
                    1 => vec![p - 1; $t],
                    _ => random(&mut rng, p, $t),
                };
                let x: [$F; $t] = core::array::from_fn(|k| el(v[k]));
                let y: [$F3; $t] = core::array::from_fn(|k| to3(v[k]));
                let got = values(&mine.permute(x));
                let want: Vec<u64> = theirs.permute(y).into_iter().map(from3).collect();
                assert_eq!(got, want, "permutation of {v:?}");
            }
            let sponge = PaddingFreeSponge::<_, $t, $rate, $d>::new(theirs.clone());
            for i in 0..SPONGES {
                let n = if i < 4 * $rate {
                    i
                } else {
                    rng.gen_range(0..6 * $rate)
                };
                let v = random(&mut rng, p, n);
                let x: Vec<$F> = v.iter().map(|&a| el(a)).collect();
                let got = values(&ours::sponge::<$F, _, $t, $d>(mine, &x));
                let want: Vec<u64> = sponge
                    .hash_iter(v.iter().map(|&a| to3(a)))
                    .into_iter()
                    .map(from3)
                    .collect();
                assert_eq!(got, want, "sponge of {n} elements");
            }
            let compress = TruncatedPermutation::<_, 2, $d, $t>::new(theirs.clone());
            for _ in 0..COMPRESSIONS {
                let v = random(&mut rng, p, 2 * $d);
                let l: [$F; $d] = core::array::from_fn(|k| el(v[k]));
                let r: [$F; $d] = core::array::from_fn(|k| el(v[$d + k]));
                let got = values(&ours::compress::<$F, _, $t, $d>(mine, &l, &r));
                let l3: [$F3; $d] = core::array::from_fn(|k| to3(v[k]));
                let r3: [$F3; $d] = core::array::from_fn(|k| to3(v[$d + k]));
                let want: Vec<u64> = compress.compress([l3, r3]).into_iter().map(from3).collect();
                assert_eq!(got, want, "compression of {v:?}");
            }
        }
    };
}

type G3 = p3_goldilocks::Goldilocks;
type B3 = p3_baby_bear::BabyBear;
type K3 = p3_koala_bear::KoalaBear;
type M3 = p3_mersenne_31::Mersenne31;

fn g3(v: u64) -> G3 {
    G3::new(v)
}
fn from_g3(x: G3) -> u64 {
    x.as_canonical_u64()
}
fn b3(v: u64) -> B3 {
    B3::new(v as u32)
}
fn from_b3(x: B3) -> u64 {
    x.as_canonical_u32() as u64
}
fn k3(v: u64) -> K3 {
    K3::new(v as u32)
}
fn from_k3(x: K3) -> u64 {
    x.as_canonical_u32() as u64
}
fn m3(v: u64) -> M3 {
    M3::new(v as u32)
}
fn from_m3(x: M3) -> u64 {
    x.as_canonical_u32() as u64
}

const GL: u64 = zkhashes::field::goldilocks::P;

differential!(
    goldilocks_w8,
    ours::goldilocks_w8(),
    Goldilocks,
    p3_goldilocks::default_goldilocks_poseidon2_8(),
    G3,
    g3,
    from_g3,
    GL,
    8,
    4,
    4,
    1
);
differential!(
    goldilocks_w12,
    ours::goldilocks_w12(),
    Goldilocks,
    p3_goldilocks::default_goldilocks_poseidon2_12(),
    G3,
    g3,
    from_g3,
    GL,
    12,
    8,
    4,
    2
);
differential!(
    goldilocks_w16,
    ours::goldilocks_w16(),
    Goldilocks,
    p3_goldilocks::default_goldilocks_poseidon2_16(),
    G3,
    g3,
    from_g3,
    GL,
    16,
    12,
    4,
    3
);
differential!(
    babybear_w16,
    ours::babybear_w16(),
    BabyBear,
    p3_baby_bear::default_babybear_poseidon2_16(),
    B3,
    b3,
    from_b3,
    BabyBear::P as u64,
    16,
    8,
    8,
    4
);
differential!(
    babybear_w24,
    ours::babybear_w24(),
    BabyBear,
    p3_baby_bear::default_babybear_poseidon2_24(),
    B3,
    b3,
    from_b3,
    BabyBear::P as u64,
    24,
    16,
    8,
    5
);
differential!(
    koalabear_w16,
    ours::koalabear_w16(),
    KoalaBear,
    p3_koala_bear::default_koalabear_poseidon2_16(),
    K3,
    k3,
    from_k3,
    KoalaBear::P as u64,
    16,
    8,
    8,
    6
);
differential!(
    koalabear_w24,
    ours::koalabear_w24(),
    KoalaBear,
    p3_koala_bear::default_koalabear_poseidon2_24(),
    K3,
    k3,
    from_k3,
    KoalaBear::P as u64,
    24,
    16,
    8,
    7
);
differential!(
    mersenne31_w16,
    ours::mersenne31_w16(),
    Mersenne31,
    p3_mersenne_31::default_mersenne31_poseidon2_16(),
    M3,
    m3,
    from_m3,
    Mersenne31::P as u64,
    16,
    8,
    8,
    8
);
differential!(
    mersenne31_w24,
    ours::mersenne31_w24(),
    Mersenne31,
    p3_mersenne_31::default_mersenne31_poseidon2_24(),
    M3,
    m3,
    from_m3,
    Mersenne31::P as u64,
    24,
    16,
    8,
    9
);
differential!(
    babybear_w32,
    ours::babybear_w32(),
    BabyBear,
    p3_baby_bear::default_babybear_poseidon2_32(),
    B3,
    b3,
    from_b3,
    BabyBear::P as u64,
    32,
    24,
    8,
    10
);
differential!(
    koalabear_w32,
    ours::koalabear_w32(),
    KoalaBear,
    p3_koala_bear::default_koalabear_poseidon2_32(),
    K3,
    k3,
    from_k3,
    KoalaBear::P as u64,
    32,
    24,
    8,
    11
);
differential!(
    mersenne31_w32,
    ours::mersenne31_w32(),
    Mersenne31,
    p3_mersenne_31::default_mersenne31_poseidon2_32(),
    M3,
    m3,
    from_m3,
    Mersenne31::P as u64,
    32,
    24,
    8,
    12
);
