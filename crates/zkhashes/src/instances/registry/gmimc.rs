//! Registry entry of GMiMC-erf over Goldilocks (HorizenLabs' instances).

use super::entry::{from_field, to_field, Entry, Info, Kind, Run};
use crate::field::Goldilocks as F;
use crate::permutation::gmimc;

pub(super) static ENTRIES: &[Entry] = &[Entry {
    info: Info {
        name: "gmimc-goldilocks",
        kind: Kind::Permutation,
        field: "goldilocks",
        widths: "8, 12, 16",
        description:
            "GMiMC-erf, x^7, 146/314/546 rounds (HorizenLabs instances, SHAKE128 constants)",
        num_bytes: 8,
        output_field: None,
        bytes: false,
    },
    bytes: None,
    rows: None,
    run: Run::Permute(|state| {
        let mut x = to_field::<F>(state)?;
        gmimc::permute(&mut x)?;
        Ok(from_field(&x))
    }),
}];
