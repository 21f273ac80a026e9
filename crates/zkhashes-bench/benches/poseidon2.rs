//! Poseidon2: zkhashes' HorizenLabs instances beside HorizenLabs' own crate
//! zkhash (BN254 t = 3, Goldilocks t = 12, BabyBear t = 16 and 24), one
//! permutation per call, and 1,000 BN254 permutations at once (our batch
//! form beside zkhash's loop); the 2-input sponge hash beside openzeppelin-crypto. Criterion groups `poseidon2/<field>/t<t>` (ours and
//! the peer), then the interleaved ratio table and the floor (S-box
//! multiplications × measured multiplication throughput).
//!
//! `cargo bench -p zkhashes-bench --bench poseidon2`; `-- --test` runs each
//! case once.

use std::hint::black_box;
use zkhash::poseidon2::poseidon2::Poseidon2 as Theirs;
use zkhashes::instances::poseidon2_horizen as ours;
use zkhashes::permutation::poseidon2::Poseidon2;
use zkhashes::permutation::Permutation;
use zkhashes::{BabyBear, Bn254Fr, Field, Goldilocks, PrimeField};
use zkhashes_bench::Case;

/// A case for one instance: the same pseudo-random state for both sides.
fn case<F: PrimeField, P, const T: usize>(
    name: &'static str,
    mine: &'static Poseidon2<F, T>,
    theirs: Theirs<P>,
) -> Case
where
    P: ark_ff_04::PrimeField,
{
    let state: [F; T] =
        core::array::from_fn(|i| F::from_u64(0x9e37_79b9_7f4a_7c15u64.wrapping_mul(i as u64 + 1)));
    let peer_state: Vec<P> = state
        .iter()
        .map(|x| {
            P::from_str(&x.to_decimal())
                .ok()
                .expect("a canonical value")
        })
        .collect();
    Case {
        name,
        ours: Box::new(move || {
            black_box(mine.permute(black_box(state)));
        }),
        peer: Box::new(move || {
            black_box(theirs.permutation(black_box(&peer_state)));
        }),
        peer_name: "zkhash (HorizenLabs)",
    }
}

/// OpenZeppelin's BN254 sponge: `hash([x, y])` (absorb two, squeeze one).
fn openzeppelin_cases() -> Vec<Case> {
    use openzeppelin_crypto::arithmetic::{uint::U256, BigInteger};
    use openzeppelin_crypto::field::instance::FpBN256;
    use openzeppelin_crypto::poseidon2::{instance::bn256::BN256Params, Poseidon2 as Oz};
    use zkhashes::instances::poseidon2_openzeppelin as oz;
    let xs: [Bn254Fr; 2] = [Bn254Fr::from_u64(123), Bn254Fr::from_u64(123456)];
    let to_oz = |x: &Bn254Fr| {
        let mut le = [0u8; 32];
        x.write_le_bytes(&mut le).expect("32 bytes");
        FpBN256::from_bigint(U256::from_bytes_le(&le))
    };
    let theirs: [FpBN256; 2] = [to_oz(&xs[0]), to_oz(&xs[1])];
    vec![Case {
        name: "poseidon2-openzeppelin/bn254/hash-2",
        ours: Box::new(move || {
            black_box(oz::hash(black_box(&xs)));
        }),
        peer: Box::new(move || {
            let mut h = Oz::<BN256Params, FpBN256>::new();
            for x in black_box(&theirs) {
                h.absorb(x);
            }
            black_box(h.squeeze());
        }),
        peer_name: "openzeppelin-crypto",
    }]
}

fn cases() -> Vec<Case> {
    use zkhash::poseidon2::poseidon2_instance_babybear as bb;
    use zkhash::poseidon2::poseidon2_instance_bn256::POSEIDON2_BN256_PARAMS;
    use zkhash::poseidon2::poseidon2_instance_goldilocks as gl;
    let mut v = vec![
        case(
            "poseidon2/bn254/t3",
            ours::bn254_t3(),
            Theirs::new(&POSEIDON2_BN256_PARAMS),
        ),
        case(
            "poseidon2/goldilocks/t8",
            ours::goldilocks_t8(),
            Theirs::new(&gl::POSEIDON2_GOLDILOCKS_8_PARAMS),
        ),
        case(
            "poseidon2/goldilocks/t12",
            ours::goldilocks_t12(),
            Theirs::new(&gl::POSEIDON2_GOLDILOCKS_12_PARAMS),
        ),
        case(
            "poseidon2/goldilocks/t16",
            ours::goldilocks_t16(),
            Theirs::new(&gl::POSEIDON2_GOLDILOCKS_16_PARAMS),
        ),
        case(
            "poseidon2/goldilocks/t20",
            ours::goldilocks_t20(),
            Theirs::new(&gl::POSEIDON2_GOLDILOCKS_20_PARAMS),
        ),
        case(
            "poseidon2/babybear/t16",
            ours::babybear_t16(),
            Theirs::new(&bb::POSEIDON2_BABYBEAR_16_PARAMS),
        ),
        case(
            "poseidon2/babybear/t24",
            ours::babybear_t24(),
            Theirs::new(&bb::POSEIDON2_BABYBEAR_24_PARAMS),
        ),
    ];
    v.push(bn254_batch_case(Theirs::new(&POSEIDON2_BN256_PARAMS)));
    v.extend(openzeppelin_cases());
    v
}

/// States in the batch case.
const BATCH: usize = 1000;

/// 1,000 BN254 t = 3 permutations: ours through `permute_many_serial`
/// (one core; IFMA lanes where the CPU has them) beside zkhash one state
/// at a time (it has no batch form).
fn bn254_batch_case<P: ark_ff_04::PrimeField>(theirs: Theirs<P>) -> Case {
    let states: Vec<[Bn254Fr; 3]> = (0..BATCH as u64)
        .map(|k| {
            core::array::from_fn(|i| {
                Bn254Fr::from_u64(0x9e37_79b9_7f4a_7c15u64.wrapping_mul(3 * k + i as u64 + 1))
            })
        })
        .collect();
    let peer_states: Vec<Vec<P>> = states
        .iter()
        .map(|s| {
            s.iter()
                .map(|x| P::from_str(&x.to_decimal()).ok().expect("canonical"))
                .collect()
        })
        .collect();
    let mine = ours::bn254_t3();
    Case {
        name: "poseidon2/bn254/t3-x1000",
        ours: Box::new(move || {
            let mut s = states.clone();
            mine.permute_many_serial(black_box(&mut s));
            black_box(s);
        }),
        peer: Box::new(move || {
            for s in black_box(&peer_states) {
                black_box(theirs.permutation(s));
            }
        }),
        peer_name: "zkhash (HorizenLabs), one at a time",
    }
}

fn main() {
    let mut cases = cases();
    let Some(measured) = zkhashes_bench::criterion_then_ratios(
        &mut cases,
        "zkhashes vs peers (interleaved samples, medians; ratio = peer / zkhashes)",
    ) else {
        return;
    };
    println!("\n## Multiplication floor (S-box and diagonal muls x measured mul throughput)\n");
    let rows = [
        (
            "poseidon2/bn254/t3",
            ours::bn254_t3().mul_count(),
            zkhashes_bench::mul_throughput::<Bn254Fr>(),
        ),
        (
            "poseidon2/goldilocks/t8",
            ours::goldilocks_t8().mul_count(),
            zkhashes_bench::mul_throughput::<Goldilocks>(),
        ),
        (
            "poseidon2/goldilocks/t12",
            ours::goldilocks_t12().mul_count(),
            zkhashes_bench::mul_throughput::<Goldilocks>(),
        ),
        (
            "poseidon2/goldilocks/t16",
            ours::goldilocks_t16().mul_count(),
            zkhashes_bench::mul_throughput::<Goldilocks>(),
        ),
        (
            "poseidon2/goldilocks/t20",
            ours::goldilocks_t20().mul_count(),
            zkhashes_bench::mul_throughput::<Goldilocks>(),
        ),
        (
            "poseidon2/babybear/t16",
            ours::babybear_t16().mul_count(),
            zkhashes_bench::mul_throughput::<BabyBear>(),
        ),
        (
            "poseidon2/babybear/t24",
            ours::babybear_t24().mul_count(),
            zkhashes_bench::mul_throughput::<BabyBear>(),
        ),
    ];
    zkhashes_bench::floor_table(&rows, &measured);
}
