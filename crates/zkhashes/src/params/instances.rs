//! The audit's table: every registry instance with its design, round
//! numbers and constants' origin, in `zkhashes list`'s order.

use super::audit::{Constants, Design, Instance};
use super::regen as r;
use crate::instances::{circom, filecoin, poseidon_plonky3};
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

const GRAIN: &str = "Grain LFSR (field 1, S-box 0) round constants and Cauchy matrix";
const GRAIN_P2: &str = "Grain LFSR round constants (HorizenLabs' poseidon2_rust_params.sage)";
const GRAIN_P2_DIAG: &str =
    "Grain LFSR round constants (HorizenLabs' script), published random diagonal";
const P3_POSEIDON1: &str =
    "Grain LFSR round constants (after Plonky3#1398), published circulant matrix";
const RESCUE_WHY: &str = "Rescue-Prime: sized by its own bounds (eprint 2020/1143)";

/// Builds the table.
struct Table(Vec<Instance>);

impl Table {
    /// A permutation of the HADES family at one width.
    #[allow(clippy::too_many_arguments)]
    fn rounds(
        &mut self,
        (family, ecosystem): (&'static str, &str),
        entry: &'static str,
        field: &'static str,
        t: usize,
        (alpha, rounds_full, rounds_partial): (u64, usize, usize),
        constants: Constants,
    ) {
        let id = format!("{}/{ecosystem}/{field}/t{t}", family.to_lowercase());
        let design = Design::Rounds {
            family,
            alpha,
            rounds_full,
            rounds_partial,
        };
        self.0.push(Instance {
            id,
            entry,
            kind: "permutation",
            field,
            width: t,
            design,
            constants,
        });
    }

    /// A permutation the formulas do not model, at one width.
    #[allow(clippy::too_many_arguments)]
    fn other(
        &mut self,
        id_prefix: &str,
        entry: &'static str,
        field: &'static str,
        t: usize,
        rounds: &'static str,
        why: &'static str,
        constants: Constants,
    ) {
        let design = Design::Other { rounds, why };
        let id = format!("{id_prefix}/{field}/t{t}");
        self.0.push(Instance {
            id,
            entry,
            kind: "permutation",
            field,
            width: t,
            design,
            constants,
        });
    }

    /// A hasher over the permutations `over`.
    fn hasher(&mut self, entry: &'static str, field: &'static str, over: &str) {
        let id = format!("{entry}/{field}");
        let design = Design::Over(String::from(over));
        self.0.push(Instance {
            id,
            entry,
            kind: "hasher",
            field,
            width: 0,
            design,
            constants: Constants::Inherited,
        });
    }

    /// A Merkle scheme over the permutations `over`.
    fn merkle(&mut self, entry: &'static str, field: &'static str, over: &str) {
        let id = format!("merkle/{entry}/{field}");
        let design = Design::Over(String::from(over));
        self.0.push(Instance {
            id,
            entry,
            kind: "merkle",
            field,
            width: 0,
            design,
            constants: Constants::Inherited,
        });
    }
}

fn generated(recipe: &'static str, regenerate: fn() -> super::audit::Regenerated) -> Constants {
    Constants::Generated { recipe, regenerate }
}

fn by_test(recipe: &'static str) -> Constants {
    Constants::GeneratedByTest { recipe }
}

/// Every registry instance.
pub(super) fn all() -> Vec<Instance> {
    let mut t = Table(Vec::new());
    poseidon(&mut t);
    poseidon2(&mut t);
    #[cfg(not(target_arch = "wasm32"))]
    gnark(&mut t);
    others(&mut t);
    merkle(&mut t);
    t.0
}

fn poseidon(t: &mut Table) {
    t.hasher("poseidon-circom", "bn254", "poseidon/circom/bn254/t2..t17");
    let circom_regen: [fn() -> super::audit::Regenerated; 16] = [
        r::circom::<2>,
        r::circom::<3>,
        r::circom::<4>,
        r::circom::<5>,
        r::circom::<6>,
        r::circom::<7>,
        r::circom::<8>,
        r::circom::<9>,
        r::circom::<10>,
        r::circom::<11>,
        r::circom::<12>,
        r::circom::<13>,
        r::circom::<14>,
        r::circom::<15>,
        r::circom::<16>,
        r::circom::<17>,
    ];
    for (w, regen) in circom::WIDTHS.zip(circom_regen) {
        let rounds = (
            circom::ALPHA,
            circom::ROUNDS_FULL,
            circom::rounds_partial(w),
        );
        let c = generated(GRAIN, regen);
        t.rounds(
            ("Poseidon", "circom"),
            "poseidon-circom",
            "bn254",
            w,
            rounds,
            c,
        );
    }
    for h in [
        "starknet-hash",
        "starknet-hash-single",
        "starknet-hash-many",
    ] {
        t.hasher(h, "stark252", "hades/starknet/stark252/t3");
    }
    const SHA: &str = "sha256(\"Hades{i}\") mod p, folded into the partial rounds";
    let c = generated(SHA, r::hades::<3>);
    let (h, s) = (("Hades", "starknet"), "stark252");
    t.rounds(h, "poseidon-starknet", s, 3, (3, 8, 83), c);
    let hades: [(usize, fn() -> super::audit::Regenerated); 4] = [
        (3, r::hades::<3>),
        (4, r::hades::<4>),
        (5, r::hades::<5>),
        (9, r::hades::<9>),
    ];
    for (w, regen) in hades {
        let rp = crate::constants::hades::rounds_partial(w);
        let h = ("Hades", "starkware");
        t.rounds(
            h,
            "poseidon-stark252",
            s,
            w,
            (3, 8, rp),
            generated(SHA, regen),
        );
    }
    t.hasher("poseidon-zcash", "pallas", "poseidon/zcash/pallas/t3");
    let c = generated(GRAIN, r::zcash);
    t.rounds(
        ("Poseidon", "zcash"),
        "poseidon-zcash",
        "pallas",
        3,
        (5, 8, 56),
        c,
    );
    for h in ["poseidon-mina", "poseidon-mina-with-prefix"] {
        t.hasher(h, "pallas", "poseidon/mina/pallas/t3");
    }
    let kimchi = Constants::Published("o1js constants.ts (proof-systems fp_kimchi.rs)");
    t.rounds(
        ("Poseidon", "mina"),
        "poseidon-mina",
        "pallas",
        3,
        (7, 55, 0),
        kimchi,
    );
    for h in ["poseidon-mina-legacy", "poseidon-mina-legacy-with-prefix"] {
        t.hasher(h, "pallas", "poseidon/mina-legacy/pallas/t3");
    }
    let legacy = Constants::Published("o1js constants.ts (proof-systems fp_legacy.rs)");
    let e = ("Poseidon", "mina-legacy");
    t.rounds(e, "poseidon-mina-legacy", "pallas", 3, (5, 63, 0), legacy);
    let over = "poseidon/filecoin/bls12-381/t3, t5, t9, t12, t17";
    t.hasher("poseidon-filecoin", "bls12-381", over);
    t.hasher("poseidon-filecoin-constant-length", "bls12-381", over);
    let fil: [fn() -> super::audit::Regenerated; 5] = [
        r::filecoin::<2>,
        r::filecoin::<4>,
        r::filecoin::<8>,
        r::filecoin::<11>,
        r::filecoin::<16>,
    ];
    const NEPTUNE: &str = "Grain LFSR with neptune's S-box code 1, matrix 1/(i + j + t)";
    for ((w, rp), regen) in filecoin::WIDTHS
        .into_iter()
        .zip(filecoin::ROUNDS_PARTIAL)
        .zip(fil)
    {
        let e = ("Poseidon", "filecoin");
        let c = generated(NEPTUNE, regen);
        t.rounds(e, "poseidon-filecoin", "bls12-381", w, (5, 8, rp), c);
    }
    t.hasher("poseidon-risc0", "babybear", "poseidon/risc0/bn254/t3");
    t.hasher("poseidon-risc0-pair", "bn254", "poseidon/risc0/bn254/t3");
    let c = generated(GRAIN, r::risc0_poseidon254);
    t.rounds(
        ("Poseidon", "risc0"),
        "poseidon-risc0",
        "bn254",
        3,
        (8, 8, 42),
        c,
    );
    for h in [
        "plonky2-hash-no-pad",
        "plonky2-hash-pad",
        "plonky2-two-to-one",
    ] {
        t.hasher(h, "goldilocks", "poseidon/plonky2/goldilocks/t12");
    }
    let chacha =
        by_test("ChaCha8Rng::seed_from_u64(0), gen_range(0..p) (plonky2 generate_constants.rs)");
    t.rounds(
        ("Poseidon", "plonky2"),
        "poseidon-plonky2",
        "goldilocks",
        12,
        (7, 8, 22),
        chacha,
    );
    for h in ["poseidon-polygon", "polygon-linear-hash"] {
        t.hasher(h, "goldilocks", "poseidon/plonky2/goldilocks/t12");
    }
    let p3 = ("Poseidon", "plonky3");
    let kb = poseidon_plonky3::KOALABEAR_ALPHA;
    let bb = poseidon_plonky3::BABYBEAR_ALPHA;
    let rp = poseidon_plonky3::rounds_partial;
    for (field, koala, w, regen) in [
        (
            "koalabear",
            true,
            16,
            r::poseidon1_koalabear16 as fn() -> super::audit::Regenerated,
        ),
        ("koalabear", true, 24, r::poseidon1_koalabear24),
        ("babybear", false, 16, r::poseidon1_babybear16),
        ("babybear", false, 24, r::poseidon1_babybear24),
    ] {
        let alpha = if koala { kb } else { bb };
        let c = generated(P3_POSEIDON1, regen);
        t.rounds(
            p3,
            "poseidon-plonky3",
            field,
            w,
            (alpha, 8, rp(koala, w)),
            c,
        );
    }
    t.hasher(
        "leansig-compress",
        "koalabear",
        "poseidon/plonky3/koalabear/t16, t24",
    );
    t.hasher(
        "leansig-tweak-hash",
        "koalabear",
        "poseidon/plonky3/koalabear/t16, t24",
    );
}

fn poseidon2(t: &mut Table) {
    let hz = ("Poseidon2", "horizen");
    let p2 = "poseidon2-horizen";
    t.hasher(
        "poseidon2-openzeppelin",
        "bn254",
        "poseidon2/horizen/bn254/t3",
    );
    let c = generated(GRAIN_P2, r::p2_bn254_t3);
    t.rounds(hz, p2, "bn254", 3, (5, 8, 56), c);
    t.hasher("poseidon2-noir", "bn254", "poseidon2/barretenberg/bn254/t4");
    let c = generated(GRAIN_P2_DIAG, r::p2_bn254_t4);
    let bb = ("Poseidon2", "barretenberg");
    t.rounds(bb, "poseidon2-barretenberg", "bn254", 4, (5, 8, 56), c);
    type Regen = fn() -> super::audit::Regenerated;
    let goldilocks: [(usize, Regen); 4] = [
        (8, r::p2_goldilocks_t8),
        (12, r::p2_goldilocks_t12),
        (16, r::p2_goldilocks_t16),
        (20, r::p2_goldilocks_t20),
    ];
    for &(w, regen) in &goldilocks {
        let c = generated(GRAIN_P2_DIAG, regen);
        t.rounds(hz, p2, "goldilocks", w, (7, 8, 22), c);
    }
    let babybear: [(usize, usize, Regen); 3] = [
        (16, 13, r::p2_babybear_t16),
        (24, 21, r::p2_babybear_t24),
        (32, 30, r::p2_babybear_t32),
    ];
    for &(w, rp, regen) in &babybear[..2] {
        let c = generated(GRAIN_P2_DIAG, regen);
        t.rounds(hz, p2, "babybear", w, (7, 8, rp), c);
    }
    t.hasher(
        "poseidon2-risc0",
        "babybear",
        "poseidon2/risc0/babybear/t24",
    );
    let c = generated(GRAIN_P2_DIAG, r::p2_babybear_t24);
    let r0 = ("Poseidon2", "risc0");
    t.rounds(r0, "poseidon2-risc0", "babybear", 24, (7, 8, 21), c);
    let p3 = ("Poseidon2", "plonky3");
    let p3e = "poseidon2-plonky3";
    const P3_DIAG: &str = "Grain LFSR round constants (HorizenLabs' script), Plonky3's diagonal";
    for &(w, regen) in &goldilocks[..3] {
        t.rounds(
            p3,
            p3e,
            "goldilocks",
            w,
            (7, 8, 22),
            generated(P3_DIAG, regen),
        );
    }
    let koalabear: [(usize, usize, Regen); 3] = [
        (16, 20, r::p2_koalabear_t16),
        (24, 23, r::p2_koalabear_t24),
        (32, 31, r::p2_koalabear_t32),
    ];
    let m31: [(usize, usize, Regen); 3] = [
        (16, 14, r::p2_mersenne31_t16),
        (24, 22, r::p2_mersenne31_t24),
        (32, 30, r::p2_mersenne31_t32),
    ];
    for (field, alpha, table) in [
        ("babybear", 7, &babybear),
        ("koalabear", 3, &koalabear),
        ("mersenne31", 5, &m31),
    ] {
        for &(w, rp, regen) in table {
            let c = generated(P3_DIAG, regen);
            t.rounds(p3, p3e, field, w, (alpha, 8, rp), c);
        }
    }
    for (field, widths) in [
        ("goldilocks", "t8, t12, t16"),
        ("babybear", "t16, t24, t32"),
        ("koalabear", "t16, t24, t32"),
        ("mersenne31", "t16, t24, t32"),
    ] {
        let over = format!("poseidon2/plonky3/{field}/{widths}");
        t.hasher("plonky3-sponge", field, &over);
        t.hasher("plonky3-compress", field, &over);
    }
}

/// gnark-crypto's Poseidon2 (constants drawn at first use).
#[cfg(not(target_arch = "wasm32"))]
fn gnark(t: &mut Table) {
    type Regen = fn() -> super::audit::Regenerated;
    const KECCAK: &str = "gnark-crypto's Keccak-256 chain from its parameters' seed (initRC)";
    const KECCAK_P3: &str =
        "gnark-crypto's Keccak-256 chain from its parameters' seed (initRC), Plonky3's diagonal";
    let gn = ("Poseidon2", "gnark");
    let e = "poseidon2-gnark";
    /// (field, α, width, (R_F, R_P), regeneration)
    type Row = (&'static str, u64, usize, (usize, usize), Regen);
    let small: [Row; 4] = [
        ("koalabear", 3, 16, (6, 21), r::gnark_koalabear_t16),
        ("koalabear", 3, 24, (6, 21), r::gnark_koalabear_t24),
        ("babybear", 7, 16, (8, 13), r::gnark_babybear_t16),
        ("babybear", 7, 24, (8, 21), r::gnark_babybear_t24),
    ];
    let wide: [(usize, (usize, usize), &'static str, Regen); 6] = [
        (2, (6, 50), KECCAK, r::gnark_bn254_t2),
        (3, (8, 56), KECCAK, r::gnark_bn254_t3),
        (4, (8, 56), GRAIN_P2_DIAG, r::gnark_bn254_t4),
        (8, (8, 57), GRAIN_P2_DIAG, r::gnark_bn254_t8),
        (12, (8, 57), GRAIN_P2_DIAG, r::gnark_bn254_t12),
        (16, (8, 57), GRAIN_P2_DIAG, r::gnark_bn254_t16),
    ];
    for &(w, (rf, rp), recipe, regen) in &wide {
        t.rounds(gn, e, "bn254", w, (5, rf, rp), generated(recipe, regen));
    }
    t.hasher(
        "poseidon2-gnark-compress",
        "bn254",
        "poseidon2/gnark/bn254/t2",
    );
    t.hasher("poseidon2-gnark-md", "bn254", "poseidon2/gnark/bn254/t2");
    for &(field, alpha, w, (rf, rp), regen) in &small {
        t.rounds(
            gn,
            e,
            field,
            w,
            (alpha, rf, rp),
            generated(KECCAK_P3, regen),
        );
    }
    for field in ["koalabear", "babybear"] {
        let over = format!("poseidon2/gnark/{field}/t16, t24");
        t.hasher("poseidon2-gnark-compress", field, &over);
        t.hasher("poseidon2-gnark-md", field, &over);
    }
}

fn others(t: &mut Table) {
    let gl = "goldilocks";
    const RPO: &str = "SHAKE256(\"RPO(p,12,4,128)\"), 9 bytes a constant mod p";
    for h in ["rpo-hash-elements", "rpo-merge"] {
        t.hasher(h, gl, "rescue/rpo/goldilocks/t12");
    }
    for h in ["rpx-hash-elements", "rpx-merge"] {
        t.hasher(h, gl, "rpx/miden/goldilocks/t12");
    }
    for h in ["poseidon2-miden-hash-elements", "poseidon2-miden-merge"] {
        t.hasher(h, gl, "poseidon2/plonky3/goldilocks/t12");
    }
    for h in ["rp64-256-hash-elements", "rp64-256-merge"] {
        t.hasher(h, gl, "rescue/winterfell/goldilocks/t12");
    }
    let seven = "7 rounds of x^7 and x^(1/7)";
    t.other("rescue/rpo", "rpo", gl, 12, seven, RESCUE_WHY, by_test(RPO));
    let rpx_why = "RPX (eprint 2023/1045): its own analysis";
    let rpx_rounds = "(FB)(E)(FB)(E)(FB)(E)(M)";
    t.other(
        "rpx/miden",
        "rpx",
        gl,
        12,
        rpx_rounds,
        rpx_why,
        by_test(RPO),
    );
    let winter = Constants::Published("winter-crypto 0.13.1 rp64_256 ARK1 and ARK2");
    t.other(
        "rescue/winterfell",
        "rp64-256",
        gl,
        12,
        seven,
        RESCUE_WHY,
        winter,
    );
    let eidos_why = "BLAKE3's ARX compression, not an algebraic permutation";
    for h in ["eidos-miden-hash-elements", "eidos-miden-merge"] {
        let design = Design::Other {
            rounds: "BLAKE3 compression, 7 rounds",
            why: eidos_why,
        };
        let c = Constants::Published("BLAKE3's IV and message schedule");
        t.0.push(Instance {
            id: format!("{h}/{gl}"),
            entry: h,
            kind: "hasher",
            field: gl,
            width: 0,
            design,
            constants: c,
        });
    }
    // Stwo's leaf and node hashers: BLAKE2s (no rounds to audit), and Poseidon252 over
    // Starknet's Hades.
    for h in ["blake2s-m31-stwo", "blake2s-m31-stwo-merge"] {
        let design = Design::Other {
            rounds: "BLAKE2s compression, 10 rounds",
            why: "BLAKE2s's ARX compression, not an algebraic permutation",
        };
        t.0.push(Instance {
            id: format!("{h}/mersenne31"),
            entry: h,
            kind: "hasher",
            field: "mersenne31",
            width: 0,
            design,
            constants: Constants::Published("BLAKE2s's IV and message schedule (RFC 7693)"),
        });
    }
    t.hasher(
        "poseidon252-stwo",
        "mersenne31",
        "hades/starknet/stark252/t3",
    );
    let gmimc_why = "GMiMC-erf: its own bound, max(2 + 2(t + t^2), ceil(2 log_7 p) + 2t) rounds";
    let gmimc = by_test("SHAKE128(\"GMiMC\" || p), 8 bytes a candidate, rejected >= p");
    for (w, rounds) in [(8, "146 rounds"), (12, "314 rounds"), (16, "546 rounds")] {
        t.other(
            "gmimc/horizen",
            "gmimc-goldilocks",
            gl,
            w,
            rounds,
            gmimc_why,
            gmimc,
        );
    }
    let tip5_why = "Tip5 (eprint 2023/107): lookup S-boxes, its own analysis";
    let tip5 = by_test("BLAKE3(\"Tip5\" || i) constants, MDS from SHA-256(\"Tip5\")");
    t.other("tip5/triton", "tip5", gl, 16, "5 rounds", tip5_why, tip5);
    for h in ["tip5-hash-10", "tip5-hash-varlen"] {
        t.hasher(h, gl, "tip5/triton/goldilocks/t16");
    }
    let mono_why = "Monolith (eprint 2023/1025): lookup S-boxes, its own analysis";
    let mono = by_test("SHAKE128(\"Monolith\" || t, rounds, p, limbs), rejected >= p");
    let six = "6 rounds";
    for w in [16, 24] {
        let m = "mersenne31";
        t.other(
            "monolith/plonky3",
            "monolith-plonky3",
            m,
            w,
            six,
            mono_why,
            mono,
        );
    }
    for w in [8, 12] {
        t.other(
            "monolith/plonky3",
            "monolith-plonky3",
            gl,
            w,
            six,
            mono_why,
            mono,
        );
    }
    for w in [8, 12] {
        let e = "monolith16-plonky3";
        t.other("monolith16/plonky3", e, gl, w, six, mono_why, mono);
    }
    for (field, widths) in [("mersenne31", "t16, t24"), ("goldilocks", "t8, t12")] {
        let over = format!("monolith/plonky3/{field}/{widths}");
        t.hasher("monolith-plonky3-sponge", field, &over);
        t.hasher("monolith-plonky3-compress", field, &over);
    }
}

fn merkle(t: &mut Table) {
    for field in ["babybear", "koalabear", "mersenne31"] {
        let over = format!("poseidon2/plonky3/{field}/t24, t16");
        t.merkle("plonky3-mmcs", field, &over);
    }
    t.merkle(
        "plonky3-mmcs",
        "goldilocks",
        "poseidon2/plonky3/goldilocks/t8",
    );
    let gl = "goldilocks";
    t.merkle("plonky2", gl, "poseidon/plonky2/goldilocks/t12");
    t.merkle("miden-rpo", gl, "rescue/rpo/goldilocks/t12");
    t.merkle("miden-poseidon2", gl, "poseidon2/plonky3/goldilocks/t12");
    t.merkle(
        "winterfell-rp64-256",
        gl,
        "rescue/winterfell/goldilocks/t12",
    );
    t.merkle("lean-imt", "bn254", "poseidon/circom/bn254/t3");
    // Not on wasm32 (as `merkle::named`).
    if cfg!(not(target_arch = "wasm32")) {
        t.merkle(
            "stwo-blake2s-m31",
            "mersenne31",
            "blake2s-m31-stwo/mersenne31",
        );
    }
}
