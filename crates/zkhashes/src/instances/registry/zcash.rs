//! Registry entries of Zcash Orchard's Poseidon over Pallas
//! (`poseidon-zcash`, hasher and permutation). Not in the wasm32 build (see
//! [`PASTA`]).

use super::entry::{exactly, from_field, no_options, to_field, Entry, Info, Kind, Run};
use crate::error::Error;
use crate::field::Pallas;
use crate::instances::zcash;
use crate::permutation::Permutation;

/// Zcash Orchard's entries (Pallas). Not in the wasm32 build: the npm
/// package's root module is at its size limit, and these generate their
/// constants at run time (Grain, sparse and recurrence forms), code the
/// other instances there do not link.
pub(super) static PASTA: &[Entry] = &[
    Entry {
        info: Info {
            name: "poseidon-zcash",
            kind: Kind::Hasher,
            field: "pallas",
            widths: "1 or more inputs",
            description: "Zcash Orchard Poseidon: halo2_poseidon Hash<P128Pow5T3, ConstantLength<L>> (rate 2, L in the capacity)",
            num_bytes: 32,
            bytes: false,
        },
        bytes: None,
        rows: None,
        run: Run::Hash(|x, o| {
            no_options(o)?;
            Ok(from_field(&[zcash::hash(&to_field::<Pallas>(x)?)?]))
        }),
    },
    Entry {
        info: Info {
            name: "poseidon-zcash",
            kind: Kind::Permutation,
            field: "pallas",
            widths: "3",
            description: "Zcash Orchard P128Pow5T3 permutation over Pallas, x^5, R_F 8, R_P 56 (Grain constants)",
            num_bytes: 32,
            bytes: false,
        },
        bytes: None,
        rows: None,
        run: Run::Permute(|s| {
            if s.len() != 3 {
                return Err(Error::WrongWidth {
                    widths: &[3],
                    got: s.len(),
                });
            }
            let x: [Pallas; 3] = exactly::<Pallas>(s, 3)?
                .try_into()
                .expect("`exactly` checked the length");
            Ok(from_field(&zcash::permutation().permute(x)))
        }),
    },
];
