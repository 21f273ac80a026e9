//! A winterfell prover — winterfell 0.13.1's own crate-documentation example (x ← x³ + 42, one
//! column), over Goldilocks — proves and verifies with the drop-in `Rp64_256` as its hash (the
//! trace and constraint Merkle trees, the random coin, FRI), and the proof is byte for byte the
//! one winter-crypto's own `Rp64_256` gives; each side verifies the other's. Plus the hasher's
//! functions against winter-crypto's on random inputs.

use core::marker::PhantomData;
use winterfell::{
    crypto::{DefaultRandomCoin, ElementHasher, MerkleTree},
    math::{fields::f64::BaseElement, FieldElement, ToElements},
    matrix::ColMatrix,
    AcceptableOptions, Air, AirContext, Assertion, AuxRandElements, BatchingMethod,
    CompositionPoly, CompositionPolyTrace, ConstraintCompositionCoefficients,
    DefaultConstraintCommitment, DefaultConstraintEvaluator, DefaultTraceLde, EvaluationFrame,
    FieldExtension, PartitionOptions, Proof, ProofOptions, Prover, StarkDomain, Trace, TraceInfo,
    TracePolyTable, TraceTable, TransitionConstraintDegree,
}; // `Trace` must be in scope for `trace.length()` (a trait method, trace_table.rs:280)

#[derive(Clone, Copy)]
pub struct PublicInputs {
    start: BaseElement,
    result: BaseElement,
}

impl ToElements<BaseElement> for PublicInputs {
    fn to_elements(&self) -> Vec<BaseElement> {
        vec![self.start, self.result]
    }
}

pub struct WorkAir {
    context: AirContext<BaseElement>,
    start: BaseElement,
    result: BaseElement,
}

impl Air for WorkAir {
    type BaseField = BaseElement;
    type PublicInputs = PublicInputs;

    fn new(trace_info: TraceInfo, pub_inputs: PublicInputs, options: ProofOptions) -> Self {
        assert_eq!(1, trace_info.width());
        let degrees = vec![TransitionConstraintDegree::new(3)];
        WorkAir {
            context: AirContext::new(trace_info, degrees, 2, options),
            start: pub_inputs.start,
            result: pub_inputs.result,
        }
    }
    fn context(&self) -> &AirContext<Self::BaseField> {
        &self.context
    }
    fn evaluate_transition<E: FieldElement<BaseField = Self::BaseField>>(
        &self,
        frame: &EvaluationFrame<E>,
        _periodic_values: &[E],
        result: &mut [E],
    ) {
        let x = frame.current()[0];
        result[0] = frame.next()[0] - (x * x * x + E::from(42u32));
    }
    fn get_assertions(&self) -> Vec<Assertion<Self::BaseField>> {
        let last_step = self.trace_length() - 1;
        vec![
            Assertion::single(0, 0, self.start),
            Assertion::single(0, last_step, self.result),
        ]
    }
}

pub fn build_trace(start: BaseElement, n: usize) -> TraceTable<BaseElement> {
    let mut trace = TraceTable::new(1, n);
    trace.fill(
        |state| state[0] = start,
        |_, state| state[0] = state[0] * state[0] * state[0] + BaseElement::new(42),
    );
    trace
}

pub struct WorkProver<H> {
    options: ProofOptions,
    _hasher: PhantomData<fn() -> H>,
}

impl<H> WorkProver<H> {
    pub fn new(options: ProofOptions) -> Self {
        Self {
            options,
            _hasher: PhantomData,
        }
    }
}

impl<H> Prover for WorkProver<H>
where
    H: ElementHasher<BaseField = BaseElement> + Sync,
{
    type BaseField = BaseElement;
    type Air = WorkAir;
    type Trace = TraceTable<BaseElement>;
    type HashFn = H;
    type VC = MerkleTree<H>;
    type RandomCoin = DefaultRandomCoin<H>;
    type TraceLde<E: FieldElement<BaseField = Self::BaseField>> =
        DefaultTraceLde<E, H, MerkleTree<H>>;
    type ConstraintCommitment<E: FieldElement<BaseField = Self::BaseField>> =
        DefaultConstraintCommitment<E, H, MerkleTree<H>>;
    type ConstraintEvaluator<'a, E: FieldElement<BaseField = Self::BaseField>> =
        DefaultConstraintEvaluator<'a, WorkAir, E>;

    fn get_pub_inputs(&self, trace: &Self::Trace) -> PublicInputs {
        let last = trace.length() - 1; // `Trace::length`; `TraceTable::get` is inherent (:267)
        PublicInputs {
            start: trace.get(0, 0),
            result: trace.get(0, last),
        }
    }
    fn options(&self) -> &ProofOptions {
        &self.options
    }

    fn new_trace_lde<E: FieldElement<BaseField = Self::BaseField>>(
        &self,
        trace_info: &TraceInfo,
        main_trace: &ColMatrix<Self::BaseField>,
        domain: &StarkDomain<Self::BaseField>,
        partition_option: PartitionOptions,
    ) -> (Self::TraceLde<E>, TracePolyTable<E>) {
        DefaultTraceLde::new(trace_info, main_trace, domain, partition_option)
    }
    fn build_constraint_commitment<E: FieldElement<BaseField = Self::BaseField>>(
        &self,
        composition_poly_trace: CompositionPolyTrace<E>,
        num_constraint_composition_columns: usize,
        domain: &StarkDomain<Self::BaseField>,
        partition_options: PartitionOptions,
    ) -> (Self::ConstraintCommitment<E>, CompositionPoly<E>) {
        DefaultConstraintCommitment::new(
            composition_poly_trace,
            num_constraint_composition_columns,
            domain,
            partition_options,
        )
    }
    fn new_evaluator<'a, E: FieldElement<BaseField = Self::BaseField>>(
        &self,
        air: &'a WorkAir,
        aux_rand_elements: Option<AuxRandElements<E>>,
        composition_coefficients: ConstraintCompositionCoefficients<E>,
    ) -> Self::ConstraintEvaluator<'a, E> {
        DefaultConstraintEvaluator::new(air, aux_rand_elements, composition_coefficients)
    }
}

fn options() -> ProofOptions {
    // 32 queries, blowup 8, no grinding, quadratic extension (needed for ≥95 bits over f64),
    // FRI folding 8, remainder degree ≤ 31 — the crate-doc values with the extension changed.
    ProofOptions::new(
        32,
        8,
        0,
        FieldExtension::Quadratic,
        8,
        31,
        BatchingMethod::Linear,
        BatchingMethod::Linear,
    )
}

fn prove_and_verify<H: ElementHasher<BaseField = BaseElement> + Sync>() -> Vec<u8> {
    let (start, n) = (BaseElement::new(3), 1024);
    let trace = build_trace(start, n);
    let result = trace.get(0, n - 1);
    let proof: Proof = WorkProver::<H>::new(options()).prove(trace).expect("proof");
    let bytes = proof.to_bytes();
    winterfell::verify::<WorkAir, H, DefaultRandomCoin<H>, MerkleTree<H>>(
        proof,
        PublicInputs { start, result },
        &AcceptableOptions::MinConjecturedSecurity(95),
    )
    .expect("verifies");
    bytes
}

#[test]
fn proof_bytes_equal_winter_crypto_rp64_256() {
    let theirs = prove_and_verify::<winterfell::crypto::hashers::Rp64_256>();
    let ours = prove_and_verify::<zkhashes_winterfell::Rp64_256>();
    assert_eq!(theirs, ours);
    // Each verifies the other's proof (the digests are the same type).
    type W = winterfell::crypto::hashers::Rp64_256;
    type Z = zkhashes_winterfell::Rp64_256;
    let start = BaseElement::new(3);
    let result = build_trace(start, 1024).get(0, 1023);
    let pi = PublicInputs { start, result };
    let acceptable = AcceptableOptions::MinConjecturedSecurity(95);
    winterfell::verify::<WorkAir, W, DefaultRandomCoin<W>, MerkleTree<W>>(
        Proof::from_bytes(&ours).unwrap(),
        pi,
        &acceptable,
    )
    .expect("winter-crypto verifies ours");
    winterfell::verify::<WorkAir, Z, DefaultRandomCoin<Z>, MerkleTree<Z>>(
        Proof::from_bytes(&theirs).unwrap(),
        pi,
        &acceptable,
    )
    .expect("ours verifies winter-crypto's");
    // A wrong claim is refused.
    let wrong = PublicInputs {
        start,
        result: result + BaseElement::ONE,
    };
    assert!(
        winterfell::verify::<WorkAir, Z, DefaultRandomCoin<Z>, MerkleTree<Z>>(
            Proof::from_bytes(&ours).unwrap(),
            wrong,
            &acceptable,
        )
        .is_err()
    );
}

#[test]
fn miden_hashers_prove_and_verify() {
    // No winterfell-side peer to compare bytes with (miden-crypto 0.28 implements Plonky3's
    // traits, not winterfell's): each proves, verifies, and differs from the others.
    let rpo = prove_and_verify::<zkhashes_winterfell::Rpo256>();
    let rpx = prove_and_verify::<zkhashes_winterfell::Rpx256>();
    let p2 = prove_and_verify::<zkhashes_winterfell::MidenPoseidon2>();
    assert!(rpo != rpx && rpx != p2 && rpo != p2);
}
