//! Merkle proof verification with arbitrary proofs: a tree of each named
//! scheme from the fuzzer's leaves, its proofs verified, then mutated
//! (siblings, leaf, index, length) or replaced by arbitrary ones. A proof
//! that verifies is one the tree itself gives; nothing panics.

use crate::input::{modulus, Input};
use zkhashes::merkle::named::{verify, NamedTree, Proof, SCHEMES};
use zkhashes::U256;

/// Target `merkle_proofs`.
pub fn merkle_proofs(data: &[u8]) {
    let mut input = Input::new(data);
    let scheme = &SCHEMES[usize::from(input.byte()) % SCHEMES.len()];
    let field = scheme.fields[usize::from(input.byte()) % scheme.fields.len()];
    let p = modulus(field).expect("a known field");
    let width = match scheme.name {
        "lean-imt" => 1,
        "plonky3-mmcs" | "plonky2" => usize::from(input.byte() % 5) + 1,
        _ => 4,
    };
    let n = match scheme.name {
        "lean-imt" => usize::from(input.byte() % 12) + 1,
        _ => 1 << (input.byte() % 4 + 1),
    };
    let cap_height = match scheme.name {
        "lean-imt" => 0,
        _ => u32::from(input.byte() % 2),
    };
    let leaves: Vec<U256> = (0..n * width).map(|_| input.value(&p)).collect();
    let tree = match NamedTree::new(scheme.name, Some(field), &leaves, width, cap_height) {
        Ok(t) => t,
        Err(_) => return,
    };
    let cap = tree.cap();
    let check = |proof: &Proof, what: &str| {
        let got = verify(
            scheme.name,
            Some(field),
            n as u64,
            width,
            cap_height,
            &cap,
            proof,
        );
        assert_eq!(
            got.clone().ok(),
            tree.verify(proof).ok(),
            "{what}: the two verifiers"
        );
        if got == Ok(true) {
            let genuine = (0..n as u64).any(|i| tree.proof(i).as_ref() == Ok(proof));
            assert!(genuine, "{}: {what} accepted {proof:?}", scheme.name);
        }
    };
    let index = u64::from(input.byte()) % n as u64;
    let proof = tree.proof(index).expect("an index below the leaf count");
    // An honest proof verifies (through both verifiers, compared in `check`).
    assert_eq!(
        tree.verify(&proof),
        Ok(true),
        "{}: an honest proof",
        scheme.name
    );
    check(&proof, "an honest proof");
    while !input.is_empty() {
        let mut m = proof.clone();
        match input.byte() % 7 {
            0 if !m.siblings.is_empty() => {
                let i = usize::from(input.byte()) % m.siblings.len();
                let j = usize::from(input.byte()) % m.siblings[i].len();
                m.siblings[i][j] = input.value(&p);
            }
            1 => {
                let j = usize::from(input.byte()) % m.leaf.len();
                m.leaf[j] = input.value(&p);
            }
            2 => m.index = input.word() % (2 * n as u64 + 2),
            3 => {
                m.siblings.pop();
            }
            4 => m
                .siblings
                .push((0..cap[0].len()).map(|_| input.value(&p)).collect()),
            5 => {
                if let Some(s) = m.siblings.first_mut() {
                    s.push(input.value(&p));
                }
            }
            _ => {
                m.leaf = (0..usize::from(input.byte() % 6))
                    .map(|_| input.value(&p))
                    .collect();
            }
        }
        check(&m, "a mutated proof");
    }
}
