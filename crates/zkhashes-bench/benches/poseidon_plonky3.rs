//! Poseidon1, Plonky3's default instances over KoalaBear and BabyBear
//! (`default_{koalabear,babybear}_poseidon1_{16,24}`): zkhashes beside
//! p3's scalar path (one `[F; W]` state per call), then a batch of 2¹²
//! states on one core: ours `permute_many_serial` on rows against p3's
//! packed permutation on its packed states (`[F::Packing; W]`, no
//! transposition on its side). Plonky3 picks its packing at compile time:
//! build with `RUSTFLAGS="-C target-cpu=native"`.
//!
//! `cargo bench -p zkhashes-bench --bench poseidon_plonky3`; `-- --test`
//! runs each case once.

use p3_field::{Field as P3Field, PackedValue};
use p3_symmetric::Permutation as P3Permutation;
use std::hint::black_box;
use zkhashes::instances::poseidon_plonky3 as ours;
use zkhashes::permutation::Permutation;
use zkhashes::{BabyBear, KoalaBear, PrimeField};
use zkhashes_bench::Case;

/// States per batch.
const N: usize = 1 << 12;

#[path = "common/p3.rs"]
mod p3_common;
use p3_common::{el, permutation, values};

fn batch<F, F3, P, Q, const T: usize>(
    name: &'static str,
    mine: &'static P,
    theirs: Q,
    to3: fn(u64) -> F3,
) -> Case
where
    F: PrimeField,
    F3: P3Field,
    P: Permutation<F, T> + Sync,
    Q: P3Permutation<[F3::Packing; T]> + 'static,
{
    let v = values(F::MODULUS[0], N * T);
    let mut rows: Vec<[F; T]> = (0..N)
        .map(|s| core::array::from_fn(|i| el(v[s * T + i])))
        .collect();
    let lanes = F3::Packing::WIDTH;
    let mut packed: Vec<[F3::Packing; T]> = (0..N / lanes)
        .map(|g| {
            core::array::from_fn(|i| F3::Packing::from_fn(|l| to3(v[(g * lanes + l) * T + i])))
        })
        .collect();
    Case {
        name,
        ours: Box::new(move || mine.permute_many_serial(black_box(&mut rows))),
        peer: Box::new(move || {
            for x in black_box(&mut packed).iter_mut() {
                theirs.permute_mut(x);
            }
        }),
        peer_name: "Plonky3 packed",
    }
}

type B3 = p3_baby_bear::BabyBear;
type K3 = p3_koala_bear::KoalaBear;

fn b3(v: u64) -> B3 {
    B3::new(v as u32)
}
fn k3(v: u64) -> K3 {
    K3::new(v as u32)
}

fn cases() -> Vec<Case> {
    use p3_baby_bear::{
        default_babybear_poseidon1_16 as b16, default_babybear_poseidon1_24 as b24,
    };
    use p3_koala_bear::{
        default_koalabear_poseidon1_16 as k16, default_koalabear_poseidon1_24 as k24,
    };
    vec![
        permutation::<KoalaBear, _, _, _, 16>(
            "poseidon-plonky3/koalabear/w16",
            ours::koalabear_w16(),
            k16(),
            k3,
        ),
        permutation::<KoalaBear, _, _, _, 24>(
            "poseidon-plonky3/koalabear/w24",
            ours::koalabear_w24(),
            k24(),
            k3,
        ),
        permutation::<BabyBear, _, _, _, 16>(
            "poseidon-plonky3/babybear/w16",
            ours::babybear_w16(),
            b16(),
            b3,
        ),
        permutation::<BabyBear, _, _, _, 24>(
            "poseidon-plonky3/babybear/w24",
            ours::babybear_w24(),
            b24(),
            b3,
        ),
        batch::<KoalaBear, K3, _, _, 16>(
            "poseidon-plonky3/koalabear/w16/batch",
            ours::koalabear_w16(),
            k16(),
            k3,
        ),
        batch::<KoalaBear, K3, _, _, 24>(
            "poseidon-plonky3/koalabear/w24/batch",
            ours::koalabear_w24(),
            k24(),
            k3,
        ),
        batch::<BabyBear, B3, _, _, 16>(
            "poseidon-plonky3/babybear/w16/batch",
            ours::babybear_w16(),
            b16(),
            b3,
        ),
        batch::<BabyBear, B3, _, _, 24>(
            "poseidon-plonky3/babybear/w24/batch",
            ours::babybear_w24(),
            b24(),
            b3,
        ),
    ]
}

fn main() {
    let mut cases = cases();
    zkhashes_bench::criterion_then_ratios(
        &mut cases,
        "zkhashes vs Plonky3 Poseidon1 (interleaved samples, medians; ratio = peer / zkhashes)",
    );
}
