//! Differential test of `poseidon2-openzeppelin` against openzeppelin-crypto
//! 0.3 on random inputs: every length 0..12, squeezing 1..4 outputs (values
//! cross as 32 little-endian bytes), one message at a time and through the
//! batch path (`hash_batch`).

use openzeppelin_crypto::arithmetic::uint::U256 as OzU256;
use openzeppelin_crypto::arithmetic::BigInteger;
use openzeppelin_crypto::field::instance::FpBN256;
use openzeppelin_crypto::poseidon2::instance::bn256::BN256Params;
use openzeppelin_crypto::poseidon2::Poseidon2;
use rand::{Rng, SeedableRng};
use zkhashes::instances::poseidon2_openzeppelin as ours;
use zkhashes::{Bn254Fr, PrimeField};

fn to_oz(x: &Bn254Fr) -> FpBN256 {
    let mut le = [0u8; 32];
    x.write_le_bytes(&mut le).unwrap();
    FpBN256::from_bigint(OzU256::from_bytes_le(&le))
}

fn from_oz(x: FpBN256) -> Bn254Fr {
    Bn254Fr::from_le_bytes(&x.into_bigint().into_bytes_le()).unwrap()
}

#[test]
fn sponge_matches_openzeppelin() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x0f2);
    for len in 0..12 {
        for outputs in 1..=4 {
            for _ in 0..4 {
                let xs: Vec<Bn254Fr> = (0..len)
                    .map(|_| {
                        let v: [u64; 4] = rng.gen();
                        Bn254Fr::from_u256_reduced(&v)
                    })
                    .collect();
                let mut theirs = Poseidon2::<BN256Params, FpBN256>::new();
                for x in &xs {
                    theirs.absorb(&to_oz(x));
                }
                let want: Vec<Bn254Fr> = theirs
                    .squeeze_batch(outputs)
                    .into_iter()
                    .map(from_oz)
                    .collect();
                assert_eq!(
                    ours::hash_many(&xs, outputs),
                    want,
                    "len {len}, {outputs} outputs"
                );
                // The batch path: 20 copies of the message as 20 rows (two
                // lane blocks of eight and a tail).
                let rows: Vec<Bn254Fr> = (0..20).flat_map(|_| xs.iter().copied()).collect();
                let mut batch = vec![Bn254Fr::default(); 20 * outputs];
                ours::hash_batch(&rows, len, outputs, &mut batch);
                for (r, got) in batch.chunks_exact(outputs).enumerate() {
                    assert_eq!(got, &want[..], "batch, len {len}, row {r}");
                }
            }
        }
    }
}
