//! Registry entries of RISC Zero's `poseidon_254` suite: the hasher
//! `poseidon-risc0` (`hash_elem_slice`: BabyBear inputs, one BN254
//! output), the hasher `poseidon-risc0-pair` (`hash_pair`, BN254) and the
//! rounds `poseidon-risc0` (BN254, width 3). Like Zcash's, their constants
//! are generated at run time: on wasm32 they are in [`PASTA`](super::PASTA)
//! (the npm entry `zkhashes/pasta`), not in the root set.

use super::entry::{exactly, from_field, no_options, state3, to_field, Entry, Info, Kind, Run};
use crate::field::{BabyBear, Bn254Fr};
use crate::instances::risc0_poseidon254 as p254;
use crate::permutation::Permutation;

/// The entries.
pub(super) static ENTRIES: &[Entry] = &[
    Entry {
        info: Info {
            name: "poseidon-risc0",
            kind: Kind::Hasher,
            field: "babybear",
            widths: "0 or more inputs",
            description: "RISC Zero poseidon_254 hash_elem_slice (risc0-zkp unpadded_hash): BabyBear inputs, 8 to a BN254 element, 16 a block; one BN254 output",
            num_bytes: 32,
            output_field: Some("bn254"),
            bytes: false,
        },
        bytes: None,
        rows: None,
        run: Run::Hash(|x, o| {
            no_options(o)?;
            Ok(from_field(&[p254::hash_elements(&to_field::<BabyBear>(x)?)]))
        }),
    },
    Entry::wide(
        "poseidon-risc0-pair",
        Kind::Hasher,
        "bn254",
        "2",
        "RISC Zero poseidon_254 hash_pair (its Merkle compression): cell 0 of the rounds over [0, a, b]",
        Run::Hash(|x, o| {
            no_options(o)?;
            let x = exactly::<Bn254Fr>(x, 2)?;
            Ok(from_field(&[p254::hash_pair(&x[0], &x[1])]))
        }),
    ),
    Entry::wide(
        "poseidon-risc0",
        Kind::Permutation,
        "bn254",
        "3",
        "RISC Zero poseidon_254 rounds (poseidon_mix): BN254, t = 3, x^8 (not bijective), R_F 8, R_P 42, Grain constants",
        Run::Permute(|s| Ok(from_field(&p254::permutation().permute(state3::<Bn254Fr>(s)?)))),
    ),
];
