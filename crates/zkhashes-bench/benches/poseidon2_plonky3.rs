//! Poseidon2, Plonky3's default instances: zkhashes beside the p3-* crates'
//! scalar path (one `[F; W]` state per call), for every field and width;
//! then TruncatedPermutation (2-to-1 compression) and PaddingFreeSponge over
//! 100 elements in the usual configurations. Criterion groups
//! `poseidon2-plonky3/<field>/w<w>` (ours and the peer), then the
//! interleaved ratio table and the floor (S-box multiplications × measured
//! multiplication throughput; the internal diagonals cost none).
//!
//! `cargo bench -p zkhashes-bench --bench poseidon2_plonky3`; `-- --test`
//! runs each case once.

use p3_symmetric::{
    CryptographicHasher, PaddingFreeSponge, PseudoCompressionFunction, TruncatedPermutation,
};
use std::hint::black_box;
use zkhashes::instances::poseidon2_plonky3 as ours;
use zkhashes::{BabyBear, Goldilocks, KoalaBear, Mersenne31, PrimeField};
use zkhashes_bench::Case;

#[path = "common/p3.rs"]
mod p3_common;
use p3_common::{el, permutation, values};

macro_rules! hashing {
    ($v:ident, $field:literal, $F:ty, $to3:expr, $mine:expr, $theirs:expr,
     sponge $ts:literal / $rate:literal, compress $tc:literal, $mine_c:expr, $theirs_c:expr, $d:literal) => {{
        let v = values(<$F>::MODULUS[0], 100);
        let xs: Vec<$F> = v.iter().map(|&a| el(a)).collect();
        let ys: Vec<_> = v.iter().map(|&a| $to3(a)).collect();
        let mine = $mine;
        let sponge = PaddingFreeSponge::<_, $ts, $rate, $d>::new($theirs);
        $v.push(Case {
            name: concat!("plonky3-sponge/", $field, "/w", $ts, "/100"),
            ours: Box::new(move || {
                let _ = black_box(ours::sponge::<$F, _, $ts, $d>(mine, black_box(&xs)));
            }),
            peer: Box::new(move || {
                let _ = black_box(sponge.hash_iter(black_box(&ys).iter().copied()));
            }),
            peer_name: "Plonky3 PaddingFreeSponge",
        });
        let l: [$F; $d] = core::array::from_fn(|i| el(v[i]));
        let r: [$F; $d] = core::array::from_fn(|i| el(v[$d + i]));
        let l3: [_; $d] = core::array::from_fn(|i| $to3(v[i]));
        let r3: [_; $d] = core::array::from_fn(|i| $to3(v[$d + i]));
        let mine_c = $mine_c;
        let compress = TruncatedPermutation::<_, 2, $d, $tc>::new($theirs_c);
        $v.push(Case {
            name: concat!("plonky3-compress/", $field, "/w", $tc),
            ours: Box::new(move || {
                let _ = black_box(ours::compress::<$F, _, $tc, $d>(
                    mine_c,
                    black_box(&l),
                    black_box(&r),
                ));
            }),
            peer: Box::new(move || {
                let _ = black_box(compress.compress(black_box([l3, r3])));
            }),
            peer_name: "Plonky3 TruncatedPermutation",
        });
    }};
}

type G3 = p3_goldilocks::Goldilocks;
type B3 = p3_baby_bear::BabyBear;
type K3 = p3_koala_bear::KoalaBear;
type M3 = p3_mersenne_31::Mersenne31;

fn g3(v: u64) -> G3 {
    G3::new(v)
}
fn b3(v: u64) -> B3 {
    B3::new(v as u32)
}
fn k3(v: u64) -> K3 {
    K3::new(v as u32)
}
fn m3(v: u64) -> M3 {
    M3::new(v as u32)
}

fn cases() -> Vec<Case> {
    use p3_baby_bear::{
        default_babybear_poseidon2_16, default_babybear_poseidon2_24, default_babybear_poseidon2_32,
    };
    use p3_goldilocks::{
        default_goldilocks_poseidon2_12, default_goldilocks_poseidon2_16,
        default_goldilocks_poseidon2_8,
    };
    use p3_koala_bear::{
        default_koalabear_poseidon2_16, default_koalabear_poseidon2_24,
        default_koalabear_poseidon2_32,
    };
    use p3_mersenne_31::{
        default_mersenne31_poseidon2_16, default_mersenne31_poseidon2_24,
        default_mersenne31_poseidon2_32,
    };
    let mut v = vec![
        permutation::<Goldilocks, _, _, _, 8>(
            "poseidon2-plonky3/goldilocks/w8",
            ours::goldilocks_w8(),
            default_goldilocks_poseidon2_8(),
            g3,
        ),
        permutation::<Goldilocks, _, _, _, 12>(
            "poseidon2-plonky3/goldilocks/w12",
            ours::goldilocks_w12(),
            default_goldilocks_poseidon2_12(),
            g3,
        ),
        permutation::<Goldilocks, _, _, _, 16>(
            "poseidon2-plonky3/goldilocks/w16",
            ours::goldilocks_w16(),
            default_goldilocks_poseidon2_16(),
            g3,
        ),
        permutation::<BabyBear, _, _, _, 16>(
            "poseidon2-plonky3/babybear/w16",
            ours::babybear_w16(),
            default_babybear_poseidon2_16(),
            b3,
        ),
        permutation::<BabyBear, _, _, _, 24>(
            "poseidon2-plonky3/babybear/w24",
            ours::babybear_w24(),
            default_babybear_poseidon2_24(),
            b3,
        ),
        permutation::<KoalaBear, _, _, _, 16>(
            "poseidon2-plonky3/koalabear/w16",
            ours::koalabear_w16(),
            default_koalabear_poseidon2_16(),
            k3,
        ),
        permutation::<KoalaBear, _, _, _, 24>(
            "poseidon2-plonky3/koalabear/w24",
            ours::koalabear_w24(),
            default_koalabear_poseidon2_24(),
            k3,
        ),
        permutation::<Mersenne31, _, _, _, 16>(
            "poseidon2-plonky3/mersenne31/w16",
            ours::mersenne31_w16(),
            default_mersenne31_poseidon2_16(),
            m3,
        ),
        permutation::<Mersenne31, _, _, _, 24>(
            "poseidon2-plonky3/mersenne31/w24",
            ours::mersenne31_w24(),
            default_mersenne31_poseidon2_24(),
            m3,
        ),
        permutation::<BabyBear, _, _, _, 32>(
            "poseidon2-plonky3/babybear/w32",
            ours::babybear_w32(),
            default_babybear_poseidon2_32(),
            b3,
        ),
        permutation::<KoalaBear, _, _, _, 32>(
            "poseidon2-plonky3/koalabear/w32",
            ours::koalabear_w32(),
            default_koalabear_poseidon2_32(),
            k3,
        ),
        permutation::<Mersenne31, _, _, _, 32>(
            "poseidon2-plonky3/mersenne31/w32",
            ours::mersenne31_w32(),
            default_mersenne31_poseidon2_32(),
            m3,
        ),
    ];
    hashing!(v, "goldilocks", Goldilocks, g3, ours::goldilocks_w12(),
        default_goldilocks_poseidon2_12(), sponge 12 / 8, compress 8,
        ours::goldilocks_w8(), default_goldilocks_poseidon2_8(), 4);
    hashing!(v, "babybear", BabyBear, b3, ours::babybear_w24(),
        default_babybear_poseidon2_24(), sponge 24 / 16, compress 16,
        ours::babybear_w16(), default_babybear_poseidon2_16(), 8);
    hashing!(v, "koalabear", KoalaBear, k3, ours::koalabear_w24(),
        default_koalabear_poseidon2_24(), sponge 24 / 16, compress 16,
        ours::koalabear_w16(), default_koalabear_poseidon2_16(), 8);
    hashing!(v, "mersenne31", Mersenne31, m3, ours::mersenne31_w24(),
        default_mersenne31_poseidon2_24(), sponge 24 / 16, compress 16,
        ours::mersenne31_w16(), default_mersenne31_poseidon2_16(), 8);
    v
}

fn main() {
    let mut cases = cases();
    let Some(measured) = zkhashes_bench::criterion_then_ratios(
        &mut cases,
        "zkhashes vs Plonky3 (interleaved samples, medians; ratio = peer / zkhashes)",
    ) else {
        return;
    };
    println!("\n## Multiplication floor (S-box muls x measured mul throughput)\n");
    let gl = zkhashes_bench::mul_throughput::<Goldilocks>();
    let bb = zkhashes_bench::mul_throughput::<BabyBear>();
    let kb = zkhashes_bench::mul_throughput::<KoalaBear>();
    let m31 = zkhashes_bench::mul_throughput::<Mersenne31>();
    let rows = [
        (
            "poseidon2-plonky3/goldilocks/w8",
            ours::goldilocks_w8().mul_count(),
            gl,
        ),
        (
            "poseidon2-plonky3/goldilocks/w12",
            ours::goldilocks_w12().mul_count(),
            gl,
        ),
        (
            "poseidon2-plonky3/goldilocks/w16",
            ours::goldilocks_w16().mul_count(),
            gl,
        ),
        (
            "poseidon2-plonky3/babybear/w16",
            ours::babybear_w16().mul_count(),
            bb,
        ),
        (
            "poseidon2-plonky3/babybear/w24",
            ours::babybear_w24().mul_count(),
            bb,
        ),
        (
            "poseidon2-plonky3/koalabear/w16",
            ours::koalabear_w16().mul_count(),
            kb,
        ),
        (
            "poseidon2-plonky3/koalabear/w24",
            ours::koalabear_w24().mul_count(),
            kb,
        ),
        (
            "poseidon2-plonky3/mersenne31/w16",
            ours::mersenne31_w16().mul_count(),
            m31,
        ),
        (
            "poseidon2-plonky3/mersenne31/w24",
            ours::mersenne31_w24().mul_count(),
            m31,
        ),
    ];
    zkhashes_bench::floor_table(&rows, &measured);
}
