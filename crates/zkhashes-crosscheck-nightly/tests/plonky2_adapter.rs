//! The drop-in `zkhashes_plonky2` against plonky2 1.1.0 itself: its `Hasher` functions and the
//! challenger's permutation on random inputs (words in [p, 2⁶⁴) included), plonky2's own
//! `MerkleTree` caps and proofs with each hasher, and a circuit — a Fibonacci chain whose result
//! is also hashed inside the circuit — that proves and verifies with the drop-in config, with
//! proof bytes equal to plonky2's `PoseidonGoldilocksConfig` (zero knowledge off, as in
//! `standard_recursion_config`), each side verifying the other's proof.
//!
//! Two sources of nondeterminism are held fixed so that the bytes can be compared. plonky2 fills
//! the public-input gate's unused wires with `OsRng` values in every circuit (its
//! `randomize_unused_pi_wires`, zero knowledge or not), so the witness is generated once and both
//! proofs are made from it (`prove_with_partition_witness`). And plonky2's FRI proof-of-work
//! search is a parallel `find_any` whose result depends on thread timing, so the proofs run on a
//! one-thread rayon pool, where it is the first valid witness.

use plonky2::field::goldilocks_field::GoldilocksField as F;
use plonky2::field::types::{Field, PrimeField64};
use plonky2::hash::hash_types::HashOut;
use plonky2::hash::hashing::PlonkyPermutation;
use plonky2::hash::merkle_proofs::verify_merkle_proof_to_cap;
use plonky2::hash::merkle_tree::MerkleTree;
use plonky2::hash::poseidon::{PoseidonHash as TheirHash, PoseidonPermutation as TheirPerm};
use plonky2::iop::generator::generate_partial_witness;
use plonky2::iop::witness::{PartialWitness, PartitionWitness, WitnessWrite};
use plonky2::plonk::circuit_builder::CircuitBuilder;
use plonky2::plonk::circuit_data::{CircuitConfig, CircuitData};
use plonky2::plonk::config::{GenericConfig, Hasher};
use plonky2::plonk::proof::ProofWithPublicInputs;
use plonky2::plonk::prover::prove_with_partition_witness;
use plonky2::util::timing::TimingTree;
use rand::{Rng, SeedableRng};
use zkhashes_plonky2::{
    PoseidonGoldilocksConfig as Ours, PoseidonHash as OurHash, PoseidonPermutation as OurPerm,
};

type Theirs = plonky2::plonk::config::PoseidonGoldilocksConfig;
const D: usize = 2;
const P: u64 = 0xffff_ffff_0000_0001;

/// Field elements, some held as plonky2's non-canonical words (x + p where that fits).
fn elements(rng: &mut impl Rng, n: usize) -> Vec<F> {
    (0..n)
        .map(|_| {
            let v = match rng.gen_range(0..8) {
                0 => 0,
                1 => P - 1,
                _ => rng.gen_range(0..P),
            };
            if v < u64::MAX - P && rng.gen_range(0..4) == 0 {
                F::from_noncanonical_u64(v + P)
            } else {
                F::from_canonical_u64(v)
            }
        })
        .collect()
}

fn canonical(h: &HashOut<F>) -> [u64; 4] {
    h.elements.map(|x| x.to_canonical_u64())
}

#[test]
fn hasher_functions_agree() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x9a1c_0001);
    for len in 0..100 {
        let x = elements(&mut rng, len);
        assert_eq!(
            canonical(&OurHash::hash_no_pad(&x)),
            canonical(&TheirHash::hash_no_pad(&x)),
            "hash_no_pad, {len}"
        );
        assert_eq!(
            canonical(&OurHash::hash_pad(&x)),
            canonical(&TheirHash::hash_pad(&x)),
            "hash_pad, {len}"
        );
        assert_eq!(
            canonical(&OurHash::hash_or_noop(&x)),
            canonical(&TheirHash::hash_or_noop(&x)),
            "hash_or_noop, {len}"
        );
    }
    for _ in 0..100 {
        let v = elements(&mut rng, 8);
        let (l, r) = (
            HashOut::from_partial(&v[..4]),
            HashOut::from_partial(&v[4..]),
        );
        assert_eq!(
            canonical(&OurHash::two_to_one(l, r)),
            canonical(&TheirHash::two_to_one(l, r))
        );
        // The challenger's sponge: set, permute, squeeze.
        let s = elements(&mut rng, 12);
        let mut ours = OurPerm::new(s.iter().copied());
        let mut theirs = TheirPerm::new(s.iter().copied());
        ours.set_elt(s[3], 7);
        theirs.set_elt(s[3], 7);
        ours.set_from_slice(&s[..5], 2);
        theirs.set_from_slice(&s[..5], 2);
        ours.permute();
        theirs.permute();
        ours.set_from_iter(s[5..].iter().copied(), 6);
        theirs.set_from_iter(s[5..].iter().copied(), 6);
        ours.permute();
        theirs.permute();
        assert_eq!(ours.squeeze(), theirs.squeeze());
        assert_eq!(ours.as_ref(), theirs.as_ref());
    }
}

#[test]
fn merkle_caps_and_proofs_agree() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x9a1c_0002);
    for (log_n, width, cap_height) in [(4, 1, 0), (6, 4, 2), (8, 7, 3), (10, 135, 4)] {
        let leaves: Vec<Vec<F>> = (0..1 << log_n).map(|_| elements(&mut rng, width)).collect();
        let ours = MerkleTree::<F, OurHash>::new(leaves.clone(), cap_height);
        let theirs = MerkleTree::<F, TheirHash>::new(leaves.clone(), cap_height);
        let caps = |c: &[HashOut<F>]| c.iter().map(canonical).collect::<Vec<_>>();
        assert_eq!(
            caps(&ours.cap.0),
            caps(&theirs.cap.0),
            "2^{log_n} x {width}"
        );
        for i in [0, 1, (1 << log_n) - 1] {
            let proof = ours.prove(i);
            assert_eq!(
                proof.siblings.iter().map(canonical).collect::<Vec<_>>(),
                theirs
                    .prove(i)
                    .siblings
                    .iter()
                    .map(canonical)
                    .collect::<Vec<_>>()
            );
            verify_merkle_proof_to_cap::<F, OurHash>(leaves[i].clone(), i, &ours.cap, &proof)
                .expect("verifies");
            let mut wrong = leaves[i].clone();
            wrong[0] += F::ONE;
            assert!(verify_merkle_proof_to_cap::<F, OurHash>(wrong, i, &ours.cap, &proof).is_err());
        }
    }
}

/// A Fibonacci chain of `steps` additions from (0, 1); public inputs: the two starts, the
/// result and the in-circuit Poseidon hash of the three (plonky2's Poseidon gate).
fn circuit<C: GenericConfig<D, F = F>>(steps: usize) -> (CircuitData<F, C, D>, PartialWitness<F>) {
    let mut builder = CircuitBuilder::<F, D>::new(CircuitConfig::standard_recursion_config());
    let (a, b) = (builder.add_virtual_target(), builder.add_virtual_target());
    let (mut prev, mut cur) = (a, b);
    for _ in 0..steps {
        let next = builder.add(prev, cur);
        prev = cur;
        cur = next;
    }
    let h = builder.hash_n_to_hash_no_pad::<C::InnerHasher>(vec![a, b, cur]);
    builder.register_public_inputs(&[a, b, cur]);
    builder.register_public_inputs(&h.elements);
    let mut pw = PartialWitness::new();
    pw.set_target(a, F::ZERO).expect("a");
    pw.set_target(b, F::ONE).expect("b");
    (builder.build::<C>(), pw)
}

/// A proof from a witness generated beforehand, verified; a wrong result is refused.
fn prove<C: GenericConfig<D, F = F>>(
    data: &CircuitData<F, C, D>,
    witness: PartitionWitness<'_, F>,
) -> ProofWithPublicInputs<F, C, D> {
    let mut timing = TimingTree::default();
    let proof = prove_with_partition_witness(&data.prover_only, &data.common, witness, &mut timing)
        .expect("proves");
    data.verify(proof.clone()).expect("verifies");
    let mut wrong = proof.clone();
    wrong.public_inputs[2] += F::ONE;
    assert!(data.verify(wrong).is_err(), "a wrong result is refused");
    proof
}

#[test]
fn circuit_proof_bytes_equal_plonky2s() {
    let one_thread = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("a one-thread pool");
    let (our_data, pw) = circuit::<Ours>(200);
    let (their_data, _) = circuit::<Theirs>(200);
    assert_eq!(
        our_data.verifier_only.circuit_digest, their_data.verifier_only.circuit_digest,
        "the same circuit, its digest hashed by each"
    );
    let witness =
        generate_partial_witness(pw, &our_data.prover_only, &our_data.common).expect("a witness");
    let ours = one_thread.install(|| prove(&our_data, witness.clone()));
    let theirs = one_thread.install(|| prove(&their_data, witness));
    // The Fibonacci number and its hash, computed natively.
    let want = TheirHash::hash_no_pad(&ours.public_inputs[..3]);
    assert_eq!(&ours.public_inputs[3..], &want.elements);
    assert_eq!(ours.public_inputs, theirs.public_inputs);
    let (a, b) = (ours.to_bytes(), theirs.to_bytes());
    let first = a.iter().zip(&b).position(|(x, y)| x != y);
    assert!(
        a == b,
        "the same proof, byte for byte ({} and {} bytes, first difference at {first:?})",
        a.len(),
        b.len()
    );
    // Each verifies the other's proof.
    let swapped =
        ProofWithPublicInputs::<F, Theirs, D>::from_bytes(ours.to_bytes(), &their_data.common)
            .expect("parses");
    their_data.verify(swapped).expect("plonky2 verifies ours");
    let swapped =
        ProofWithPublicInputs::<F, Ours, D>::from_bytes(theirs.to_bytes(), &our_data.common)
            .expect("parses");
    our_data.verify(swapped).expect("ours verifies plonky2's");
}
