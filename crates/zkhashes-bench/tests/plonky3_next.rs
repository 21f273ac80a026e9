//! Issue 40's check of Plonky3 past the pinned 0.8: the default Poseidon2
//! instances of p3-* 0.9.0-rc.2 (the newest on crates.io; the bench crate
//! depends on it for its packed peers) against ours, which match 0.8 (the
//! crosscheck's `poseidon2_plonky3`): every width both have, on random and
//! edge states. They are the same permutations: 0.9 changed no constants
//! of these instances. (0.9 adds width 32 and Poseidon1 defaults, which
//! zkhashes does not name yet.)

use p3_field::{PrimeField32, PrimeField64};
use p3_symmetric::Permutation as _;
use zkhashes::instances::poseidon2_plonky3 as ours;
use zkhashes::permutation::Permutation;
use zkhashes::{BabyBear, Goldilocks, KoalaBear, Mersenne31, PrimeField};

/// The zero state, the state of p − 1s, and 200 pseudo-random states.
fn states(p: u64, t: usize, seed: u64) -> Vec<Vec<u64>> {
    let mut x = 0x9e37_79b9_7f4a_7c15 ^ seed;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x % p
    };
    let mut out = vec![vec![0; t], vec![p - 1; t]];
    out.extend((0..200).map(|_| (0..t).map(|_| next()).collect()));
    out
}

fn el<F: PrimeField>(v: u64) -> F {
    F::from_u256(&[v, 0, 0, 0]).expect("below p")
}

macro_rules! same {
    ($name:ident, $ours:expr, $F:ty, $theirs:expr, $to:expr, $from:expr, $p:expr, $t:literal) => {
        #[test]
        fn $name() {
            let (mine, theirs) = ($ours, $theirs);
            for v in states($p, $t, $t) {
                let x: [$F; $t] = core::array::from_fn(|k| el(v[k]));
                let got: Vec<u64> = mine.permute(x).iter().map(|e| e.to_u256()[0]).collect();
                let want: Vec<u64> = theirs
                    .permute(core::array::from_fn(|k| $to(v[k])))
                    .into_iter()
                    .map($from)
                    .collect();
                assert_eq!(got, want, "{v:?}");
            }
        }
    };
}

type G3 = p3_goldilocks::Goldilocks;
type B3 = p3_baby_bear::BabyBear;
type K3 = p3_koala_bear::KoalaBear;
type M3 = p3_mersenne_31::Mersenne31;
const GL: u64 = zkhashes::field::goldilocks::P;

same!(
    goldilocks_w8,
    ours::goldilocks_w8(),
    Goldilocks,
    p3_goldilocks::default_goldilocks_poseidon2_8(),
    G3::new,
    |x: G3| x.as_canonical_u64(),
    GL,
    8
);
same!(
    goldilocks_w12,
    ours::goldilocks_w12(),
    Goldilocks,
    p3_goldilocks::default_goldilocks_poseidon2_12(),
    G3::new,
    |x: G3| x.as_canonical_u64(),
    GL,
    12
);
same!(
    babybear_w16,
    ours::babybear_w16(),
    BabyBear,
    p3_baby_bear::default_babybear_poseidon2_16(),
    |v| B3::new(v as u32),
    |x: B3| u64::from(x.as_canonical_u32()),
    u64::from(BabyBear::P),
    16
);
same!(
    babybear_w24,
    ours::babybear_w24(),
    BabyBear,
    p3_baby_bear::default_babybear_poseidon2_24(),
    |v| B3::new(v as u32),
    |x: B3| u64::from(x.as_canonical_u32()),
    u64::from(BabyBear::P),
    24
);
same!(
    koalabear_w16,
    ours::koalabear_w16(),
    KoalaBear,
    p3_koala_bear::default_koalabear_poseidon2_16(),
    |v| K3::new(v as u32),
    |x: K3| u64::from(x.as_canonical_u32()),
    u64::from(KoalaBear::P),
    16
);
same!(
    koalabear_w24,
    ours::koalabear_w24(),
    KoalaBear,
    p3_koala_bear::default_koalabear_poseidon2_24(),
    |v| K3::new(v as u32),
    |x: K3| u64::from(x.as_canonical_u32()),
    u64::from(KoalaBear::P),
    24
);
same!(
    mersenne31_w16,
    ours::mersenne31_w16(),
    Mersenne31,
    p3_mersenne_31::default_mersenne31_poseidon2_16(),
    |v| M3::new(v as u32),
    |x: M3| u64::from(x.as_canonical_u32()),
    (1 << 31) - 1,
    16
);
same!(
    mersenne31_w24,
    ours::mersenne31_w24(),
    Mersenne31,
    p3_mersenne_31::default_mersenne31_poseidon2_24(),
    |v| M3::new(v as u32),
    |x: M3| u64::from(x.as_canonical_u32()),
    (1 << 31) - 1,
    24
);
