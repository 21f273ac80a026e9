//! Plonky3's MMCS over matrices of several heights built in pieces
//! (`merkle::mmcs_pieces`): random matrix sets (tallest of 1 to 100 rows,
//! shorter ones at every reachable height, several at one height), each
//! field, cap heights 0 to 2, cut into 1 to 64 aligned ranges, the pieces'
//! tops joined with the short matrices equal the cap of
//! `mmcs::Mmcs::commit` over the same matrices (itself tested against
//! p3-merkle-tree in `zkhashes-crosscheck`); bad pieces are refused.

use super::merkle_pieces::{values, Rng};
use zkhashes::encode::U256;
use zkhashes::field::{BabyBear, Goldilocks, KoalaBear, Mersenne31, PrimeField};
use zkhashes::merkle::mmcs::{self, Matrix};
use zkhashes::merkle::mmcs_pieces::{in_pieces, join, subtree, MmcsPiece};
use zkhashes::Error;

/// The cap `commit` gives for matrices of `heights` and `widths` holding `data`.
fn commit_cap(field: &str, data: &[Vec<U256>], widths: &[usize], cap: u32) -> Vec<Vec<U256>> {
    fn cap_of<F: PrimeField, const D: usize>(caps: &[[F; D]]) -> Vec<Vec<U256>> {
        caps.iter()
            .map(|d| d.iter().map(PrimeField::to_u256).collect())
            .collect()
    }
    fn mats<F: PrimeField>(data: &[Vec<U256>], widths: &[usize]) -> Vec<Matrix<F>> {
        data.iter()
            .zip(widths)
            .map(|(d, &w)| {
                Matrix::new(d.iter().map(|x| F::from_u256(x).unwrap()).collect(), w).unwrap()
            })
            .collect()
    }
    match field {
        "babybear" => cap_of(
            mmcs::babybear(cap)
                .commit(mats::<BabyBear>(data, widths))
                .unwrap()
                .cap(),
        ),
        "koalabear" => cap_of(
            mmcs::koalabear(cap)
                .commit(mats::<KoalaBear>(data, widths))
                .unwrap()
                .cap(),
        ),
        "mersenne31" => cap_of(
            mmcs::mersenne31(cap)
                .commit(mats::<Mersenne31>(data, widths))
                .unwrap()
                .cap(),
        ),
        _ => cap_of(
            mmcs::goldilocks(cap)
                .commit(mats::<Goldilocks>(data, widths))
                .unwrap()
                .cap(),
        ),
    }
}

/// The pieces of span `span` and the rows the join takes.
#[allow(clippy::type_complexity)]
fn cut(
    field: &str,
    heights: &[u64],
    widths: &[usize],
    data: &[Vec<U256>],
    span: u64,
    cap: u32,
) -> (Vec<MmcsPiece>, Vec<Vec<U256>>) {
    let held = in_pieces(heights, span).unwrap();
    let max = heights[0];
    let mut pieces = Vec::new();
    let mut start = 0;
    while start < max {
        let n = span.min(max - start);
        let rows: Vec<&[U256]> = (0..heights.len())
            .map(|m| {
                if !held[m] {
                    return &data[m][..0];
                }
                let k = max.next_power_of_two().ilog2() - heights[m].next_power_of_two().ilog2();
                let (a, c) = ((start >> k) as usize, n.div_ceil(1 << k) as usize);
                &data[m][a * widths[m]..(a + c) * widths[m]]
            })
            .collect();
        pieces.push(subtree(field, heights, widths, &rows, start, span, cap).unwrap());
        start += span;
    }
    let rest = (0..heights.len())
        .map(|m| if held[m] { Vec::new() } else { data[m].clone() })
        .collect();
    (pieces, rest)
}

#[test]
fn pieces_of_several_matrices_join_to_the_commit_cap() {
    let mut rng = Rng(0x5eed_0069);
    for field in ["babybear", "koalabear", "mersenne31", "goldilocks"] {
        for max in [1u64, 2, 5, 16, 37, 64, 100] {
            // The tallest twice, then every reachable shorter height, some twice.
            let mut heights = vec![max, max];
            let mut h = max;
            while h > 1 {
                h = h.div_ceil(2);
                heights.push(h);
                if rng.next().is_multiple_of(3) {
                    heights.push(h);
                }
            }
            let widths: Vec<usize> = heights
                .iter()
                .map(|_| 1 + (rng.next() % 5) as usize)
                .collect();
            let data: Vec<Vec<U256>> = heights
                .iter()
                .zip(&widths)
                .map(|(&h, &w)| values(&mut rng, field, h as usize * w))
                .collect();
            for cap in 0..=2u32 {
                if max < 1 << cap {
                    continue;
                }
                let want = commit_cap(field, &data, &widths, cap);
                let mut span = max.next_power_of_two();
                loop {
                    let (mut pieces, rest) = cut(field, &heights, &widths, &data, span, cap);
                    pieces.reverse();
                    let rest: Vec<&[U256]> = rest.iter().map(Vec::as_slice).collect();
                    let got = join(&pieces, &rest)
                        .unwrap_or_else(|e| panic!("{field}: {max}, cap {cap}, span {span}: {e}"));
                    assert_eq!(got, want, "{field}: tallest {max}, cap {cap}, span {span}");
                    if span == 1 {
                        break;
                    }
                    span /= 2;
                }
            }
        }
    }
}

#[test]
fn bad_multi_matrix_pieces_are_refused() {
    let mut rng = Rng(0x5eed_006a);
    let heights = [64u64, 32, 8];
    let widths = [2usize, 3, 1];
    let data: Vec<Vec<U256>> = heights
        .iter()
        .zip(&widths)
        .map(|(&h, &w)| values(&mut rng, "babybear", h as usize * w))
        .collect();
    let (pieces, rest) = cut("babybear", &heights, &widths, &data, 4, 0);
    assert_eq!(in_pieces(&heights, 4).unwrap(), vec![true, true, false]);
    let rest: Vec<&[U256]> = rest.iter().map(Vec::as_slice).collect();
    let piece = |rows: &[&[U256]], start, span| {
        subtree("babybear", &heights, &widths, rows, start, span, 0)
    };
    let ok_rows: [&[U256]; 3] = [&data[0][..8], &data[1][..6], &[]];
    assert!(piece(&ok_rows, 0, 4).is_ok());
    // The short matrix's rows in a piece; a row count off by one; misaligned; not a power of two.
    let with_short: [&[U256]; 3] = [&data[0][..8], &data[1][..6], &data[2][..1]];
    assert!(matches!(
        piece(&with_short, 0, 4),
        Err(Error::InvalidPiece { start: 0, .. })
    ));
    let short: [&[U256]; 3] = [&data[0][..8], &data[1][..3], &[]];
    assert!(matches!(
        piece(&short, 4, 4),
        Err(Error::InvalidPiece { start: 4, .. })
    ));
    assert!(matches!(
        piece(&ok_rows, 2, 4),
        Err(Error::InvalidPiece { start: 2, .. })
    ));
    assert!(matches!(
        piece(&ok_rows, 0, 3),
        Err(Error::InvalidPiece { .. })
    ));
    // Heights p3 refuses; an unknown field; a value ≥ p.
    assert!(matches!(
        subtree(
            "babybear",
            &[64, 30],
            &[1, 1],
            &[&data[0][..4], &[]],
            0,
            4,
            0
        ),
        Err(Error::InvalidTree(_))
    ));
    assert!(matches!(
        subtree("m61", &heights, &widths, &ok_rows, 0, 4, 0),
        Err(Error::UnknownField(_))
    ));
    let mut bad = data[0][..8].to_vec();
    bad[3] = [0x7800_0001, 0, 0, 0];
    let bad_rows: [&[U256]; 3] = [&bad, &data[1][..6], &[]];
    assert!(matches!(
        piece(&bad_rows, 0, 4),
        Err(Error::NonCanonical { index: 3 })
    ));
    // Joins: a piece missing, another tree's, the short rows missing.
    assert!(matches!(
        join(&pieces[1..], &rest),
        Err(Error::InvalidPiece { .. })
    ));
    let mut other = pieces.clone();
    other[5].widths = vec![2, 3, 2];
    assert!(matches!(
        join(&other, &rest),
        Err(Error::InvalidPiece { start: 20, .. })
    ));
    let no_rest: [&[U256]; 3] = [&[], &[], &[]];
    assert!(matches!(
        join(&pieces, &no_rest),
        Err(Error::InvalidPiece { .. })
    ));
    assert!(join(&pieces, &rest).is_ok());
}
