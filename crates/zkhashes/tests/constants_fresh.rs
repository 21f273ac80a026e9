//! The checked-in constant tables equal what the generators produce now
//! (BLAKE3's `test_checked_in_vectors_up_to_date`). `ZKH_BLESS=1` rewrites them.

use std::fmt::Write;
use zkhashes::constants::{grain, hades, recurrence, sparse};
use zkhashes::field::Stark252;
use zkhashes::instances::circom;
use zkhashes::permutation::hades::fold_constants;
use zkhashes::Bn254Fr as F;

fn mont(m: &[u64; 4]) -> String {
    format!(
        "f([{:#018x}, {:#018x}, {:#018x}, {:#018x}])",
        m[0], m[1], m[2], m[3]
    )
}

fn table(out: &mut String, doc: &str, name: &str, values: &[F], t: usize, rows: usize) {
    let m: Vec<[u64; 4]> = values.iter().map(F::to_montgomery).collect();
    table_mont(out, doc, name, &m, t, rows);
}

fn table_mont(out: &mut String, doc: &str, name: &str, values: &[[u64; 4]], t: usize, rows: usize) {
    assert_eq!(values.len(), t * rows);
    writeln!(out, "/// {doc}").unwrap();
    writeln!(out, "pub static {name}: [[F; {t}]; {rows}] = [").unwrap();
    for row in values.chunks(t) {
        writeln!(out, "    [").unwrap();
        for v in row {
            writeln!(out, "        {},", mont(v)).unwrap();
        }
        writeln!(out, "    ],").unwrap();
    }
    writeln!(out, "];").unwrap();
}

fn circom_table(t: usize) -> String {
    let (rf, rp) = (circom::ROUNDS_FULL, circom::rounds_partial(t));
    let (rc, mds) = grain::poseidon_plain_constants::<F>(t, rf, rp).unwrap();
    let sp = sparse::derive(t, rf, rp, &rc, &mds).unwrap();
    let re = recurrence::derive(t, rf, rp, &rc, &mds, 5).unwrap();
    let mut s = String::new();
    writeln!(
        s,
        "//! circom Poseidon over BN254, t = {t}: R_F = {rf}, R_P = {rp}, x^5. Generated, do not edit:\n\
         //! `ZKH_BLESS=1 cargo test -p zkhashes --test constants_fresh`.\n\
         //! Grain LFSR seed (field 1, S-box 0, n 254, t {t}, R_F {rf}, R_P {rp}), {} round constants\n\
         //! (rejection sampling), Cauchy MDS; sparse form derived by `constants::sparse`,\n\
         //! recurrence form by `constants::recurrence`.\n\
         //! All values in Montgomery form.\n\
         #![allow(clippy::unreadable_literal)]\n\n\
         use super::entry::{{f, F}};\n\
         use crate::permutation::poseidon::engine::Poseidon;\n\
         use crate::permutation::poseidon::forms::{{PlainConstants, RecurrenceConstants, SparseConstants}};\n",
        rc.len()
    )
    .unwrap();
    table(
        &mut s,
        "Plain round constants, one row per round.",
        "ROUND_CONSTANTS",
        &rc,
        t,
        rf + rp,
    );
    table(&mut s, "The MDS matrix (row-major).", "MDS", &mds, t, t);
    table(
        &mut s,
        "Sparse form: full-round constants.",
        "FULL_ROUND_CONSTANTS",
        &sp.full_round_constants,
        t,
        rf,
    );
    vector(
        &mut s,
        "Sparse form: one constant per partial round.",
        "PARTIAL_ROUND_CONSTANTS",
        &sp.partial_round_constants,
    );
    table(
        &mut s,
        "Sparse form: the pre-sparse matrix.",
        "PRE_SPARSE",
        &sp.pre_sparse,
        t,
        t,
    );
    table(
        &mut s,
        "Sparse form: first rows of the sparse matrices.",
        "SPARSE_ROWS",
        &sp.sparse_rows,
        t,
        rp,
    );
    table(
        &mut s,
        "Sparse form: first columns of the sparse matrices.",
        "SPARSE_COLS",
        &sp.sparse_cols,
        t,
        rp,
    );
    let rows = rp - t - 1;
    table(
        &mut s,
        "Recurrence form: start, S-box outputs of the last first-half round.",
        "START_Y",
        &re.start_y,
        t,
        t + 1,
    );
    table(
        &mut s,
        "Recurrence form: start, earlier partial-round outputs.",
        "START_X",
        &re.start_x,
        t,
        t + 1,
    );
    vector(
        &mut s,
        "Recurrence form: start constants.",
        "START_CONST",
        &re.start_const,
    );
    table(
        &mut s,
        "Recurrence form: coefficients of the previous S-box inputs.",
        "REC_U",
        &re.rec_u,
        t,
        rows,
    );
    table(
        &mut s,
        "Recurrence form: coefficients of the previous S-box outputs.",
        "REC_X",
        &re.rec_x,
        t,
        rows,
    );
    vector(
        &mut s,
        "Recurrence form: one constant per round.",
        "REC_CONST",
        &re.rec_const,
    );
    table(
        &mut s,
        "Recurrence form: end, coefficients of the last inputs.",
        "END_U",
        &re.end_u,
        t,
        t,
    );
    table(
        &mut s,
        "Recurrence form: end, coefficients of the last outputs.",
        "END_X",
        &re.end_x,
        t,
        t,
    );
    vector(
        &mut s,
        "Recurrence form: end constants.",
        "END_CONST",
        &re.end_const,
    );
    writeln!(
        s,
        "/// The permutation.\n\
         pub static POSEIDON: Poseidon<'static, F, {t}> = Poseidon::new(\n    5,\n    {rf},\n    {rp},\n    \
         PlainConstants {{\n        round_constants: &ROUND_CONSTANTS,\n        mds: &MDS,\n    }},\n    \
         SparseConstants {{\n        full_round_constants: &FULL_ROUND_CONSTANTS,\n        \
         partial_round_constants: &PARTIAL_ROUND_CONSTANTS,\n        pre_sparse: &PRE_SPARSE,\n        \
         sparse_rows: &SPARSE_ROWS,\n        sparse_cols: &SPARSE_COLS,\n    }},\n)\n\
         .with_recurrence(RecurrenceConstants {{\n    start_y: &START_Y,\n    start_x: &START_X,\n    \
         start_const: &START_CONST,\n    rec_u: &REC_U,\n    rec_x: &REC_X,\n    rec_const: &REC_CONST,\n    \
         end_u: &END_U,\n    end_x: &END_X,\n    end_const: &END_CONST,\n}});"
    )
    .unwrap();
    s
}

fn vector(out: &mut String, doc: &str, name: &str, values: &[F]) {
    let m: Vec<[u64; 4]> = values.iter().map(F::to_montgomery).collect();
    vector_mont(out, doc, name, &m);
}

fn vector_mont(out: &mut String, doc: &str, name: &str, values: &[[u64; 4]]) {
    writeln!(out, "/// {doc}").unwrap();
    writeln!(out, "pub static {name}: [F; {}] = [", values.len()).unwrap();
    for v in values {
        writeln!(out, "    {},", mont(v)).unwrap();
    }
    writeln!(out, "];").unwrap();
}

fn hades_table(t: usize) -> String {
    let (rf, rp) = (hades::ROUNDS_FULL, hades::rounds_partial(t));
    let diag = hades::diag(t);
    let rc = hades::round_constants::<Stark252>(t, rf, rp);
    let (full, partial) = fold_constants(t, rf, rp, diag, &rc);
    let m = |v: &[Stark252]| -> Vec<[u64; 4]> { v.iter().map(Stark252::to_montgomery).collect() };
    let mut s = String::new();
    writeln!(
        s,
        "//! StarkWare Hades over the Stark field, t = {t}: R_F = {rf}, R_P = {rp}, x^3, matrix J + diag({diag:?}).\n\
         //! Generated, do not edit: `ZKH_BLESS=1 cargo test -p zkhashes --test constants_fresh`.\n\
         //! Round constants sha256(\"Hades{{i}}\") mod p for i < {}; partial-round constants folded\n\
         //! forward by `permutation::hades::fold_constants`. All values in Montgomery form.\n\
         #![allow(clippy::unreadable_literal)]\n\n\
         use super::entry::{{f, F}};\n\
         use crate::permutation::hades::engine::Hades;\n",
        rc.len()
    )
    .unwrap();
    table_mont(
        &mut s,
        "Plain round constants, one row per round.",
        "ROUND_CONSTANTS",
        &m(&rc),
        t,
        rf + rp,
    );
    table_mont(
        &mut s,
        "Folded: full-round constants.",
        "FULL_ROUND_CONSTANTS",
        &m(&full),
        t,
        rf,
    );
    vector_mont(
        &mut s,
        "Folded: one constant per partial round (last cell).",
        "PARTIAL_ROUND_CONSTANTS",
        &m(&partial),
    );
    writeln!(
        s,
        "/// The permutation.\n\
         pub static HADES: Hades<'static, F, {t}> = Hades::new(\n    3,\n    {rf},\n    {rp},\n    {diag:?},\n    \
         &ROUND_CONSTANTS,\n    &FULL_ROUND_CONSTANTS,\n    &PARTIAL_ROUND_CONSTANTS,\n);"
    )
    .unwrap();
    s
}

/// `a⁻¹ mod p` for a prime `p < 2⁶⁴` (Fermat: a^(p − 2)).
fn inverse_mod(a: u128, p: u128) -> u128 {
    let (mut base, mut e, mut acc) = (a % p, p - 2, 1u128);
    while e > 0 {
        if e & 1 == 1 {
            acc = acc * base % p;
        }
        base = base * base % p;
        e >>= 1;
    }
    acc
}

/// Compares one generated file with its checked-in copy, or rewrites it
/// under `ZKH_BLESS=1`.
fn check_file(rel_path: &str, want: &str) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(rel_path);
    if std::env::var_os("ZKH_BLESS").is_some() {
        std::fs::write(&path, want).unwrap();
    } else {
        assert_eq!(
            std::fs::read_to_string(&path).ok().as_deref(),
            Some(want),
            "stale {} (run with ZKH_BLESS=1)",
            path.display()
        );
    }
}

fn check_tables(subdir: &str, widths: &[usize], generate: fn(usize) -> String) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(subdir);
    let bless = std::env::var_os("ZKH_BLESS").is_some();
    let mut stale = Vec::new();
    for &t in widths {
        let path = dir.join(format!("t{t}.rs"));
        let want = generate(t);
        if bless {
            std::fs::write(&path, &want).unwrap();
        } else if std::fs::read_to_string(&path).ok().as_deref() != Some(want.as_str()) {
            stale.push(path.display().to_string());
        }
    }
    assert!(
        stale.is_empty(),
        "stale tables (run with ZKH_BLESS=1): {stale:?}"
    );
}

#[test]
fn circom_tables_up_to_date() {
    let widths: Vec<usize> = circom::WIDTHS.collect();
    check_tables("src/constants/poseidon_circom", &widths, circom_table);
}

#[test]
fn hades_tables_up_to_date() {
    check_tables("src/constants/hades_stark", &hades::WIDTHS, hades_table);
}

/// plonky2's Poseidon round constants: `ChaCha8Rng::seed_from_u64(0)`, then
/// 360 draws of `gen_range(0..p)` (plonky2 `src/bin/generate_constants.rs`).
fn plonky2_table() -> String {
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0);
    let n = 12 * 30;
    let mut s = String::new();
    writeln!(
        s,
        "//! plonky2's Poseidon round constants (t = 12, R_F = 8, R_P = 22: {n} values, one row of 12\n\
         //! per round). Generated, do not edit: `ZKH_BLESS=1 cargo test -p zkhashes --test\n\
         //! constants_fresh`. Recipe (plonky2 `src/bin/generate_constants.rs`): `ChaCha8Rng::seed_from_u64(0)`\n\
         //! (rand_chacha 0.3), then `gen_range(0..p)` (rand 0.8) {n} times.\n\n\
         /// The round constants, row-major.\n\
         #[rustfmt::skip]\n\
         pub const ROUND_CONSTANTS: [u64; {n}] = ["
    )
    .unwrap();
    let p = zkhashes::field::goldilocks::P;
    for _ in 0..n / 4 {
        let row: Vec<String> = (0..4)
            .map(|_| format!("{:#018x},", rng.gen_range(0..p)))
            .collect();
        writeln!(s, "    {}", row.join(" ")).unwrap();
    }
    writeln!(s, "];").unwrap();
    s
}

#[test]
fn plonky2_constants_up_to_date() {
    check_file("src/constants/plonky2_rc.rs", &plonky2_table());
}

/// Writes one `[[u64; 12]; 7]` table.
fn rescue_rows(s: &mut String, doc: &str, name: &str, rows: &[Vec<u64>]) {
    writeln!(
        s,
        "\n/// {doc}\n#[rustfmt::skip]\npub const {name}: [[u64; 12]; 7] = ["
    )
    .unwrap();
    for row in rows {
        writeln!(s, "    [").unwrap();
        for half in row.chunks(4) {
            let cells: Vec<String> = half.iter().map(|v| format!("{v:#018x},")).collect();
            writeln!(s, "        {}", cells.join(" ")).unwrap();
        }
        writeln!(s, "    ],").unwrap();
    }
    writeln!(s, "];").unwrap();
}

/// The Rescue tables: RPO's from SHAKE256("RPO(p,12,4,128)") (9 little-endian
/// bytes per constant, mod p; ark1 and ark2 alternate by rows of 12), as the
/// RPO reference implementation generates them; Rp64_256's from the data
/// file the Python reference also reads.
fn rescue_table() -> String {
    use sha3::digest::{ExtendableOutput, Update, XofReader};
    let p = zkhashes::field::goldilocks::P;
    let mut shake = sha3::Shake256::default();
    shake.update(format!("RPO({p},12,4,128)").as_bytes());
    let mut reader = shake.finalize_xof();
    let rows: Vec<Vec<u64>> = (0..14)
        .map(|_| {
            (0..12)
                .map(|_| {
                    let mut b = [0u8; 9];
                    reader.read(&mut b);
                    let v = b.iter().rev().fold(0u128, |acc, &x| (acc << 8) | x as u128);
                    (v % p as u128) as u64
                })
                .collect()
        })
        .collect();
    let rpo1: Vec<Vec<u64>> = rows.iter().step_by(2).cloned().collect();
    let rpo2: Vec<Vec<u64>> = rows.iter().skip(1).step_by(2).cloned().collect();
    let data: serde_json::Value = serde_json::from_str(include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../reference/data/rp64_256_ark.json"
    )))
    .unwrap();
    let rp = |key: &str| -> Vec<Vec<u64>> {
        data[key]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                r.as_array()
                    .unwrap()
                    .iter()
                    .map(|v| v.as_str().unwrap().parse().unwrap())
                    .collect()
            })
            .collect()
    };
    let mut s = String::from(
        "//! Round constants of the Rescue permutations over Goldilocks (width 12, 7 rounds). Generated,\n\
         //! do not edit: `ZKH_BLESS=1 cargo test -p zkhashes --test constants_fresh`.\n\
         //!\n\
         //! - RPO and RPX (Miden): SHAKE256(\"RPO(18446744069414584321,12,4,128)\"), 9 little-endian bytes\n\
         //!   per constant reduced mod p, rows of 12 alternating between the two halves of a round\n\
         //!   (`get_round_constants` of the RPO reference implementation, ASDiscreteMathematics/rpo).\n\
         //! - Rp64_256 (winterfell): data copied from winter-crypto 0.13.1\n\
         //!   `src/hash/rescue/rp64_256/mod.rs` (kept in `reference/data/rp64_256_ark.json`).\n",
    );
    rescue_rows(
        &mut s,
        "RPO/RPX constants of the first half of each round.",
        "RPO_ARK1",
        &rpo1,
    );
    rescue_rows(
        &mut s,
        "RPO/RPX constants of the second half of each round.",
        "RPO_ARK2",
        &rpo2,
    );
    rescue_rows(
        &mut s,
        "Rp64_256 constants of the first half of each round.",
        "RP64_256_ARK1",
        &rp("ark1"),
    );
    rescue_rows(
        &mut s,
        "Rp64_256 constants of the second half of each round.",
        "RP64_256_ARK2",
        &rp("ark2"),
    );
    s
}

#[test]
fn rescue_constants_up_to_date() {
    check_file("src/constants/rescue_goldilocks.rs", &rescue_table());
}

/// GMiMC's round constants: SHAKE128("GMiMC" || p as 8 little-endian bytes),
/// 8 little-endian bytes per candidate, rejected when ≥ p (the recipe
/// HorizenLabs keeps commented out; their instances draw constants at random).
fn gmimc_table() -> String {
    use sha3::digest::{ExtendableOutput, Update, XofReader};
    let p = zkhashes::field::goldilocks::P;
    let mut shake = sha3::Shake128::default();
    shake.update(b"GMiMC");
    shake.update(&p.to_le_bytes());
    let mut reader = shake.finalize_xof();
    let n = 546;
    let mut values = Vec::new();
    while values.len() < n {
        let mut b = [0u8; 8];
        reader.read(&mut b);
        let v = u64::from_le_bytes(b);
        if v < p {
            values.push(v);
        }
    }
    let mut s = format!(
        "//! GMiMC-erf round constants over Goldilocks ({n} values: enough for t = 16, 546 rounds; the\n\
         //! smaller instances use a prefix). Generated, do not edit: `ZKH_BLESS=1 cargo test -p zkhashes\n\
         //! --test constants_fresh`. Recipe: SHAKE128(\"GMiMC\" || p as 8 little-endian bytes), 8\n\
         //! little-endian bytes per candidate, rejected when >= p.\n\n\
         /// The round constants, one per round.\n\
         #[rustfmt::skip]\n\
         pub const ROUND_CONSTANTS: [u64; {n}] = [\n"
    );
    for row in values.chunks(4) {
        let cells: Vec<String> = row.iter().map(|v| format!("{v:#018x},")).collect();
        writeln!(s, "    {}", cells.join(" ")).unwrap();
    }
    writeln!(s, "];").unwrap();
    s
}

#[test]
fn gmimc_constants_up_to_date() {
    check_file("src/constants/gmimc_goldilocks.rs", &gmimc_table());
}

/// One Poseidon2 instance's tables: `INITIAL` and `TERMINAL` rows,
/// `INTERNAL` constants (Grain, as `Poseidon2::horizen` and
/// `Poseidon2::plonky3` draw them) and, if given, `DIAG`, each value as
/// `fmt` writes its canonical integer.
fn poseidon2_instance<P: zkhashes::PrimeField, const T: usize>(
    s: &mut String,
    name: &str,
    (alpha, rf, rp): (u64, usize, usize),
    diag: Option<[P; T]>,
    (ty, fmt): (&str, fn(&P) -> String),
) {
    use zkhashes::permutation::poseidon2::Poseidon2;
    let p = Poseidon2::<P, T>::horizen(alpha, rf, rp, diag.unwrap_or([P::ONE; T])).unwrap();
    let rows = |s: &mut String, doc: &str, key: &str, rows: &[[P; T]]| {
        writeln!(s, "/// {doc}\n#[rustfmt::skip]").unwrap();
        writeln!(
            s,
            "pub const {name}_{key}: [[{ty}; {T}]; {}] = [",
            rows.len()
        )
        .unwrap();
        for row in rows {
            let cells: Vec<String> = row.iter().map(fmt).collect();
            writeln!(s, "    [{}],", cells.join(", ")).unwrap();
        }
        writeln!(s, "];").unwrap();
    };
    let list = |s: &mut String, doc: &str, key: &str, vals: &[P]| {
        let cells: Vec<String> = vals.iter().map(fmt).collect();
        writeln!(s, "/// {doc}\n#[rustfmt::skip]").unwrap();
        writeln!(
            s,
            "pub const {name}_{key}: [{ty}; {}] = [{}];",
            vals.len(),
            cells.join(", ")
        )
        .unwrap();
    };
    writeln!(
        s,
        "\n// {name}: t = {T}, x^{alpha}, R_F = {rf}, R_P = {rp}; Grain seed (field 1, S-box 0, n {}, t {T}, R_F {rf}, R_P {rp}).",
        P::MODULUS_BITS
    )
    .unwrap();
    rows(
        s,
        "External round constants of the first half.",
        "INITIAL",
        p.initial_constants(),
    );
    list(
        s,
        "Internal round constants (cell 0).",
        "INTERNAL",
        p.internal_constants(),
    );
    rows(
        s,
        "External round constants of the second half.",
        "TERMINAL",
        p.terminal_constants(),
    );
    if diag.is_some() {
        list(
            s,
            "Diagonal d of M_I = J + diag(d).",
            "DIAG",
            &p.internal_diagonal(),
        );
    }
}

fn poseidon2_horizen_table() -> String {
    use zkhashes::{BabyBear, Field, Goldilocks, PrimeField};
    let data: serde_json::Value = serde_json::from_str(include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../reference/data/poseidon2_horizen_diag.json"
    )))
    .unwrap();
    let diag = |field: &str, t: usize| -> Vec<u64> {
        data[field][t.to_string()]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap().parse().unwrap())
            .collect()
    };
    let mut s = String::from(
        "//! Poseidon2 constants of HorizenLabs' instances (crate `zkhash`), as canonical integers\n\
         //! (BN254 values as four little-endian 64-bit limbs). Generated, do not edit:\n\
         //! `ZKH_BLESS=1 cargo test -p zkhashes --test constants_fresh`.\n\
         //! - Round constants: our Grain LFSR (`constants::grain`), t per external round and one per\n\
         //!   internal round, in round order (HorizenLabs' `poseidon2_rust_params.sage`).\n\
         //! - Diagonals: [1, 1, 2] for t = 3; for t >= 4 data copied from zkhash 0.2.0\n\
         //!   `src/poseidon2/poseidon2_instance_{goldilocks,babybear}.rs` (`MAT_DIAG<t>_M_1`, drawn at\n\
         //!   random by HorizenLabs; kept in `reference/data/poseidon2_horizen_diag.json`).\n\
         //! - BN254 t = 4 is Barretenberg's instance (Noir, Aztec), drawn by the same script: its\n\
         //!   diagonal is Barretenberg's `internal_matrix_diagonal` (`poseidon2_params.hpp`, same file).\n\
         #![allow(clippy::unreadable_literal)]\n",
    );
    let bn = |x: &F| {
        let v = x.to_u256();
        format!(
            "[{:#018x}, {:#018x}, {:#018x}, {:#018x}]",
            v[0], v[1], v[2], v[3]
        )
    };
    let small = [F::ONE, F::ONE, F::ONE + F::ONE];
    poseidon2_instance::<F, 3>(
        &mut s,
        "BN254_T3",
        (5, 8, 56),
        Some(small),
        ("[u64; 4]", bn),
    );
    let d4: [F; 4] = core::array::from_fn(|i| {
        let hex = data["bn254"]["4"][i].as_str().unwrap();
        F::from_u256(&zkhashes::encode::parse_uint(hex).unwrap()).unwrap()
    });
    poseidon2_instance::<F, 4>(&mut s, "BN254_T4", (5, 8, 56), Some(d4), ("[u64; 4]", bn));
    let gl = |x: &Goldilocks| format!("{:#018x}", x.value());
    macro_rules! gl {
        ($t:literal) => {{
            let d: [Goldilocks; $t] =
                core::array::from_fn(|i| Goldilocks::new(diag("goldilocks", $t)[i]).unwrap());
            poseidon2_instance::<Goldilocks, $t>(
                &mut s,
                concat!("GOLDILOCKS_T", $t),
                (7, 8, 22),
                Some(d),
                ("u64", gl),
            );
        }};
    }
    gl!(8);
    gl!(12);
    gl!(16);
    gl!(20);
    let bb = |x: &BabyBear| format!("{:#010x}", x.value());
    macro_rules! bb {
        ($t:literal, $rp:literal) => {{
            let d: [BabyBear; $t] =
                core::array::from_fn(|i| BabyBear::new(diag("babybear", $t)[i] as u32).unwrap());
            poseidon2_instance::<BabyBear, $t>(
                &mut s,
                concat!("BABYBEAR_T", $t),
                (7, 8, $rp),
                Some(d),
                ("u32", bb),
            );
        }};
    }
    bb!(16, 13);
    bb!(24, 21);
    let _ = <F as PrimeField>::MODULUS_BITS;
    s
}

#[test]
fn poseidon2_horizen_constants_up_to_date() {
    check_file(
        "src/constants/poseidon2_horizen.rs",
        &poseidon2_horizen_table(),
    );
}

/// Round constants of Plonky3's KoalaBear and Mersenne-31 instances and of
/// its width-32 instances (its Goldilocks and BabyBear instances of width
/// 8..24 share HorizenLabs' tables).
fn poseidon2_plonky3_table() -> String {
    use zkhashes::{BabyBear, KoalaBear, Mersenne31};
    let mut s = String::from(
        "//! Round constants of Plonky3's default Poseidon2 instances over KoalaBear and Mersenne-31\n\
         //! (p3-koala-bear, p3-mersenne-31 0.8 and 0.9), and of its width-32 instances over BabyBear,\n\
         //! KoalaBear and Mersenne-31, as canonical integers; its other Goldilocks and BabyBear\n\
         //! instances use the tables of `poseidon2_horizen`, which are the same draws. Generated, do not\n\
         //! edit: `ZKH_BLESS=1 cargo test -p zkhashes --test constants_fresh`. Our Grain LFSR\n\
         //! (`constants::grain`), t per external round and one per internal round, in round order.\n\
         #![allow(clippy::unreadable_literal)]\n",
    );
    let kb = |x: &KoalaBear| format!("{:#010x}", x.value());
    let m31 = |x: &Mersenne31| format!("{:#010x}", x.value());
    poseidon2_instance::<KoalaBear, 16>(&mut s, "KOALABEAR_W16", (3, 8, 20), None, ("u32", kb));
    poseidon2_instance::<KoalaBear, 24>(&mut s, "KOALABEAR_W24", (3, 8, 23), None, ("u32", kb));
    poseidon2_instance::<Mersenne31, 16>(&mut s, "MERSENNE31_W16", (5, 8, 14), None, ("u32", m31));
    poseidon2_instance::<Mersenne31, 24>(&mut s, "MERSENNE31_W24", (5, 8, 22), None, ("u32", m31));
    let bb = |x: &BabyBear| format!("{:#010x}", x.value());
    poseidon2_instance::<BabyBear, 32>(&mut s, "BABYBEAR_W32", (7, 8, 30), None, ("u32", bb));
    poseidon2_instance::<KoalaBear, 32>(&mut s, "KOALABEAR_W32", (3, 8, 31), None, ("u32", kb));
    poseidon2_instance::<Mersenne31, 32>(&mut s, "MERSENNE31_W32", (5, 8, 30), None, ("u32", m31));
    s
}

#[test]
fn poseidon2_plonky3_constants_up_to_date() {
    check_file(
        "src/constants/poseidon2_plonky3.rs",
        &poseidon2_plonky3_table(),
    );
}

/// Mina's Poseidon tables (Kimchi and legacy), published data kept in
/// `reference/data/poseidon_mina.json`, as canonical little-endian limbs.
fn mina_table() -> String {
    let data: serde_json::Value = serde_json::from_str(include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../reference/data/poseidon_mina.json"
    )))
    .unwrap();
    let limbs = |v: &serde_json::Value| -> String {
        let u = zkhashes::encode::parse_uint(v.as_str().unwrap()).unwrap();
        format!(
            "[{:#018x}, {:#018x}, {:#018x}, {:#018x}]",
            u[0], u[1], u[2], u[3]
        )
    };
    let rows = |out: &mut String, doc: &str, name: &str, rows: &[serde_json::Value]| {
        writeln!(out, "/// {doc}\n#[rustfmt::skip]").unwrap();
        writeln!(out, "pub const {name}: [[[u64; 4]; 3]; {}] = [", rows.len()).unwrap();
        for r in rows {
            let cells: Vec<String> = r.as_array().unwrap().iter().map(limbs).collect();
            writeln!(out, "    [{}],", cells.join(", ")).unwrap();
        }
        writeln!(out, "];").unwrap();
    };
    let mut s = String::from(
        "//! Mina's Poseidon constants over Pallas' base field (width 3), as canonical integers in four\n\
         //! little-endian 64-bit limbs. Generated, do not edit: `ZKH_BLESS=1 cargo test -p zkhashes\n\
         //! --test constants_fresh`. Published tables, kept in `reference/data/poseidon_mina.json`:\n\
         //! o1js 2.15.0 `src/bindings/crypto/constants.ts` (from proof-systems\n\
         //! `poseidon/src/pasta/fp_kimchi.rs` and `fp_legacy.rs`; the npm test checks them against\n\
         //! mina-signer's copy).\n\
         #![allow(clippy::unreadable_literal)]\n\n",
    );
    let kimchi = &data["kimchi"];
    rows(
        &mut s,
        "Kimchi: the matrix, row-major.",
        "KIMCHI_MDS",
        kimchi["mds"].as_array().unwrap(),
    );
    rows(
        &mut s,
        "Kimchi: one row per round (x^7), added after the matrix.",
        "KIMCHI_ROUND_CONSTANTS",
        kimchi["round_constants"].as_array().unwrap(),
    );
    let legacy = &data["legacy"];
    let lrc = legacy["round_constants"].as_array().unwrap();
    rows(
        &mut s,
        "Legacy: the matrix, row-major.",
        "LEGACY_MDS",
        legacy["mds"].as_array().unwrap(),
    );
    rows(
        &mut s,
        "Legacy: the row added before the first round.",
        "LEGACY_INITIAL",
        &lrc[..1],
    );
    rows(
        &mut s,
        "Legacy: one row per round (x^5), added after the matrix.",
        "LEGACY_ROUND_CONSTANTS",
        &lrc[1..],
    );
    s
}

#[test]
fn mina_constants_up_to_date() {
    check_file("src/constants/poseidon_mina.rs", &mina_table());
}

/// Tip5's round constants (BLAKE3("Tip5" ‖ i), its first 16 bytes
/// little-endian mod p, read as a Montgomery word: the value is that word
/// times 2⁻⁶⁴), its MDS column (SHA-256("Tip5") as little-endian 16-bit
/// words) and its byte table ((x + 1)³ mod 257 − 1), derived again.
#[test]
fn tip5_constants_up_to_date() {
    use sha2::Digest;
    use zkhashes::permutation::tip5::constants::{LOOKUP, MDS_COLUMN, ROUND_CONSTANTS};
    const P: u128 = 0xffff_ffff_0000_0001;
    // 2⁶⁴ mod p = 2³² − 1; its inverse.
    let r_inv = inverse_mod(0xffff_ffff, P);
    for (i, &c) in ROUND_CONSTANTS.iter().enumerate() {
        let mut h = blake3::Hasher::new();
        h.update(b"Tip5");
        h.update(&[i as u8]);
        let bytes = h.finalize();
        let raw = u128::from_le_bytes(bytes.as_bytes()[..16].try_into().unwrap()) % P;
        assert_eq!(u128::from(c), raw * r_inv % P, "round constant {i}");
    }
    let d = sha2::Sha256::digest(b"Tip5");
    for (i, &c) in MDS_COLUMN.iter().enumerate() {
        assert_eq!(
            c,
            u64::from(u16::from_le_bytes([d[2 * i], d[2 * i + 1]])),
            "MDS {i}"
        );
    }
    for (x, &y) in LOOKUP.iter().enumerate() {
        let x = x as u64 + 1;
        assert_eq!(u64::from(y), (x * x * x % 257 + 256) % 257, "table {x}");
    }
}

/// Monolith's round constants (SHAKE-128 of "Monolith" ‖ [t, 6] ‖ p ‖ limb
/// sizes, little-endian words rejection-sampled below p) and Mersenne-31
/// width 24's Cauchy matrix, derived again as `p3-monolith` 0.8 derives
/// them at construction.
#[test]
fn monolith_constants_up_to_date() {
    use sha3::digest::{ExtendableOutput, Update, XofReader};
    use zkhashes::permutation::monolith::constants as c;
    fn stream(parts: &[&[u8]]) -> impl FnMut(usize) -> u64 {
        let mut h = sha3::Shake128::default();
        for p in parts {
            h.update(p);
        }
        let mut r = h.finalize_xof();
        move |n| {
            let mut b = [0u8; 8];
            r.read(&mut b[..n]);
            u64::from_le_bytes(b)
        }
    }
    fn constants(t: usize, p: u64, size: usize, limbs: &[u8]) -> Vec<Vec<u64>> {
        let pb = p.to_le_bytes();
        let mut next = stream(&[b"Monolith", &[t as u8, 6], &pb[..size], limbs]);
        (0..5)
            .map(|_| {
                (0..t)
                    .map(|_| loop {
                        let v = next(size);
                        if v < p {
                            break v;
                        }
                    })
                    .collect()
            })
            .collect()
    }
    let widen = |rows: &[[u32; 16]]| -> Vec<Vec<u64>> {
        rows.iter()
            .map(|r| r.iter().map(|&v| u64::from(v)).collect())
            .collect()
    };
    let p31 = (1u64 << 31) - 1;
    let pgl = 0xffff_ffff_0000_0001u64;
    assert_eq!(widen(&c::RC_M31_16), constants(16, p31, 4, &[8, 8, 8, 7]));
    let m31_24: Vec<Vec<u64>> = c::RC_M31_24
        .iter()
        .map(|r| r.iter().map(|&v| u64::from(v)).collect())
        .collect();
    assert_eq!(m31_24, constants(24, p31, 4, &[8, 8, 8, 7]));
    let (l8, l16) = ([8u8; 8], [16u8; 4]);
    assert_eq!(
        c::RC_GL_8_LIMB8.map(|r| r.to_vec()).to_vec(),
        constants(8, pgl, 8, &l8)
    );
    assert_eq!(
        c::RC_GL_12_LIMB8.map(|r| r.to_vec()).to_vec(),
        constants(12, pgl, 8, &l8)
    );
    assert_eq!(
        c::RC_GL_8_LIMB16.map(|r| r.to_vec()).to_vec(),
        constants(8, pgl, 8, &l16)
    );
    assert_eq!(
        c::RC_GL_12_LIMB16.map(|r| r.to_vec()).to_vec(),
        constants(12, pgl, 8, &l16)
    );
    // The Cauchy matrix: y_j (30 bits) distinct in their low 22 bits, x_i =
    // y_i's low 22 bits, entry 1/(x_i + y_j) mod p.
    let mut next = stream(&[
        b"Monolith",
        &[24, 6],
        &(p31 as u32).to_le_bytes(),
        &[16, 15],
        b"MDS",
    ]);
    let (x_mask, y_mask) = ((1u64 << 22) - 1, p31 >> 2);
    let mut y: Vec<u64> = Vec::new();
    for _ in 0..24 {
        let mut v = next(4) & y_mask;
        while y.iter().any(|r| r & x_mask == v & x_mask) {
            v = next(4) & y_mask;
        }
        y.push(v);
    }
    let inv = |a: u64| inverse_mod(u128::from(a), u128::from(p31)) as u64;
    for (i, row) in c::CAUCHY_M31_24.iter().enumerate() {
        for (j, &m) in row.iter().enumerate() {
            assert_eq!(
                u64::from(m),
                inv((y[i] & x_mask) + y[j]),
                "Cauchy ({i}, {j})"
            );
        }
    }
    // The circulants' first rows, as the crate writes them.
    assert_eq!(
        c::CIRC_M31_16,
        [
            61402, 17845, 26798, 59689, 12021, 40901, 41351, 27521, 56951, 12034, 53865, 43244,
            7454, 33823, 28750, 1108
        ]
    );
    assert_eq!(c::CIRC_GL_8, [23, 8, 13, 10, 7, 6, 21, 8]);
    assert_eq!(c::CIRC_GL_12, [7, 23, 8, 26, 13, 10, 9, 7, 6, 22, 21, 8]);
}
