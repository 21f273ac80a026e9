//! Named trees built in pieces (`merkle::pieces`): for every scheme and
//! field, random trees of several sizes (not powers of two where the scheme
//! allows them) and cap heights, cut into 1, 2, 4, 8 and 16 aligned ranges,
//! the pieces' tops built one range at a time and joined in any order equal
//! the cap of the tree built in one piece (`NamedTree`, itself tested
//! against each ecosystem's code in `zkhashes-crosscheck`); and every kind
//! of bad piece is refused with the piece's first row named.

use zkhashes::encode::U256;
use zkhashes::merkle::named::NamedTree;
use zkhashes::merkle::pieces::{join, subtree, Piece};
use zkhashes::Error;

/// A small deterministic generator (SplitMix64).
pub(crate) struct Rng(pub(crate) u64);

impl Rng {
    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// Random canonical values of `field` (below 2³⁰ for the 31-bit fields, 2⁶³
/// for Goldilocks, 2²⁵⁴ for BN254), with 0 mixed in.
pub(crate) fn values(rng: &mut Rng, field: &str, n: usize) -> Vec<U256> {
    (0..n)
        .map(|_| {
            let r = rng.next();
            if r.is_multiple_of(11) {
                return [0; 4];
            }
            match field {
                "goldilocks" => [r >> 1, 0, 0, 0],
                "bn254" => [r, rng.next(), rng.next(), rng.next() >> 3],
                _ => [r >> 34, 0, 0, 0],
            }
        })
        .collect()
}

/// The scheme, its field, the row width, the row counts and cap heights tried.
pub(crate) type Case = (&'static str, &'static str, usize, Vec<u64>, Vec<u32>);

pub(crate) fn cases() -> Vec<Case> {
    let mut v = Vec::new();
    for field in ["babybear", "koalabear", "mersenne31", "goldilocks"] {
        v.push((
            "plonky3-mmcs",
            field,
            3,
            vec![1, 2, 5, 16, 37, 64, 100],
            vec![0, 1, 2],
        ));
    }
    v.push((
        "plonky2",
        "goldilocks",
        5,
        vec![1, 2, 16, 64, 128],
        vec![0, 1, 3],
    ));
    v.push(("plonky2", "goldilocks", 2, vec![32], vec![0, 2]));
    for name in ["miden-rpo", "miden-poseidon2", "winterfell-rp64-256"] {
        v.push((name, "goldilocks", 4, vec![2, 8, 64], vec![0, 1, 2]));
    }
    v.push((
        "lean-imt",
        "bn254",
        1,
        vec![1, 2, 3, 7, 16, 33, 100],
        vec![0],
    ));
    v.push((
        "stwo-blake2s-m31",
        "mersenne31",
        5,
        vec![2, 16, 64],
        vec![0],
    ));
    v
}

fn pieces_of(
    name: &str,
    field: &str,
    leaves: &[U256],
    width: usize,
    span: u64,
    total: u64,
    cap: u32,
) -> Vec<Piece> {
    (0..total.div_ceil(span))
        .map(|k| {
            let start = k * span;
            let end = (start + span).min(total);
            let rows = &leaves[start as usize * width..end as usize * width];
            subtree(name, Some(field), rows, width, start, span, total, cap)
                .unwrap_or_else(|e| panic!("{name}/{field} {total} rows, span {span}: {e}"))
        })
        .collect()
}

#[test]
fn joined_pieces_equal_the_one_piece_cap() {
    let mut rng = Rng(0x5eed_0064);
    for (name, field, width, totals, caps) in cases() {
        for total in totals {
            let leaves = values(&mut rng, field, total as usize * width);
            for &cap in &caps {
                let Ok(whole) = NamedTree::new(name, Some(field), &leaves, width, cap) else {
                    continue; // a cap height this tree refuses (tested below)
                };
                let want = whole.cap();
                let top = total.next_power_of_two();
                for pieces in [1u64, 2, 4, 8, 16] {
                    let span = (top / pieces).max(1);
                    if top / pieces == 0 {
                        continue;
                    }
                    let mut ps = pieces_of(name, field, &leaves, width, span, total, cap);
                    // Tops arrive in any order.
                    ps.reverse();
                    let got = join(&ps).unwrap();
                    assert_eq!(
                        got, want,
                        "{name}/{field}: {total} rows, cap height {cap}, span {span}"
                    );
                }
            }
        }
    }
}

fn piece_start(e: Error) -> u64 {
    match e {
        Error::InvalidPiece { start, .. } => start,
        other => panic!("expected InvalidPiece, got {other:?}"),
    }
}

#[test]
fn bad_pieces_are_refused_naming_the_piece() {
    let mut rng = Rng(0x5eed_0065);
    let leaves = values(&mut rng, "babybear", 64 * 2);
    let s = |rows: &[U256], start, span, total| {
        subtree(
            "plonky3-mmcs",
            Some("babybear"),
            rows,
            2,
            start,
            span,
            total,
            0,
        )
    };
    // Not aligned, not a power of two, past the end, the wrong row count.
    assert_eq!(piece_start(s(&leaves[..32], 8, 16, 64).unwrap_err()), 8);
    assert_eq!(piece_start(s(&leaves[..24], 0, 12, 64).unwrap_err()), 0);
    assert_eq!(piece_start(s(&leaves[..32], 64, 16, 64).unwrap_err()), 64);
    assert_eq!(piece_start(s(&leaves[..30], 16, 16, 64).unwrap_err()), 16);
    assert_eq!(piece_start(s(&leaves[..32], 0, 128, 64).unwrap_err()), 0);
    // A value ≥ p in a piece: the element's index within the piece.
    let mut bad = leaves[..32].to_vec();
    bad[5] = [0x7800_0001, 0, 0, 0];
    assert!(matches!(
        s(&bad, 16, 16, 64),
        Err(Error::NonCanonical { index: 5 })
    ));
    // plonky2 refuses a row count that is not a power of two.
    assert!(matches!(
        subtree("plonky2", None, &leaves[..10], 2, 0, 8, 10, 0),
        Err(Error::InvalidTree(_))
    ));
    // Joins: a piece missing, repeated, from another tree, of the wrong size.
    let ps = pieces_of("plonky3-mmcs", "babybear", &leaves, 2, 16, 64, 0);
    assert_eq!(piece_start(join(&ps[..3]).unwrap_err()), 32);
    let repeated = [ps[0].clone(), ps[1].clone(), ps[1].clone(), ps[3].clone()];
    assert_eq!(piece_start(join(&repeated).unwrap_err()), 16);
    let other = pieces_of("plonky3-mmcs", "koalabear", &leaves, 2, 16, 64, 0);
    let mixed = [
        ps[0].clone(),
        ps[1].clone(),
        other[2].clone(),
        ps[3].clone(),
    ];
    assert_eq!(piece_start(join(&mixed).unwrap_err()), 32);
    let mut short = ps.clone();
    short[3].digests[0].pop();
    assert_eq!(piece_start(join(&short).unwrap_err()), 48);
    let mut tall = ps.clone();
    tall[1].cap_height = 1;
    assert_eq!(piece_start(join(&tall).unwrap_err()), 16);
    assert!(matches!(join(&[]), Err(Error::InvalidTree(_))));
    // A LeanIMT has no cap.
    let lean = values(&mut rng, "bn254", 4);
    assert!(matches!(
        subtree("lean-imt", None, &lean, 1, 0, 4, 4, 1),
        Err(Error::InvalidTree(_))
    ));
    // An unknown scheme.
    assert!(matches!(
        subtree("nope", None, &lean, 1, 0, 4, 4, 0),
        Err(Error::UnknownName(_))
    ));
}
