//! Differential tests of `merkle::mmcs` against Plonky3's own
//! `MerkleTreeMmcs` (p3-merkle-tree 0.8.0, arity 2) in the configurations
//! of Plonky3's examples: caps for one matrix of many heights and for
//! several matrices of different heights (injection), every cap height,
//! openings (rows and siblings), and each side's verification of the
//! other's proofs; bad inputs and tampered proofs.

use p3_commit::{BatchOpeningRef, Mmcs as _};
use p3_field::{PrimeField32, PrimeField64};
use p3_matrix::dense::RowMajorMatrix;
use p3_matrix::Dimensions;
use p3_merkle_tree::MerkleTreeMmcs;
use p3_symmetric::{PaddingFreeSponge, TruncatedPermutation};
use rand::{Rng, SeedableRng};
use zkhashes::merkle::mmcs::{self, Dims, Matrix, Opening};
use zkhashes::{Error, PrimeField};

fn el<F: PrimeField>(v: u64) -> F {
    F::from_u256(&[v, 0, 0, 0]).expect("below p")
}

fn values<F: PrimeField>(xs: &[F]) -> Vec<u64> {
    xs.iter().map(|x| x.to_u256()[0]).collect()
}

/// The shapes tried: (heights, widths) of the matrices, tallest not
/// necessarily first. Every height is ⌈max / 2ᵏ⌉ for some k.
fn shapes(rng: &mut impl Rng) -> Vec<Vec<(usize, usize)>> {
    let mut out: Vec<Vec<(usize, usize)>> = [1, 2, 3, 4, 5, 7, 8, 13, 16, 33, 64, 100, 4097]
        .iter()
        .map(|&h| vec![(h, 1 + rng.gen_range(0..20))])
        .collect();
    out.push(vec![(64, 135)]);
    out.push(vec![(5, 16)]);
    out.push(vec![(5, 17)]);
    for &max in &[2usize, 3, 5, 8, 13, 37, 64, 100, 257] {
        for _ in 0..3 {
            let mut m = vec![(max, 1 + rng.gen_range(0..24))];
            let levels = max.next_power_of_two().trailing_zeros();
            for _ in 0..rng.gen_range(1..5) {
                let k = rng.gen_range(0..=levels);
                let h = ((max - 1) >> k) + 1;
                m.push((h, 1 + rng.gen_range(0..24)));
            }
            // Shuffle so that the tallest is not always first.
            for i in (1..m.len()).rev() {
                let j = rng.gen_range(0..=i);
                m.swap(i, j);
            }
            out.push(m);
        }
    }
    out
}

macro_rules! differential {
    ($name:ident, $ours:path, $F:ty, $F3:ty, $PermH:ty, $PermC:ty, $perm_h:expr, $perm_c:expr,
     $to3:expr, $from3:expr, $th:literal, $tc:literal, $d:literal, $p:expr, $seed:literal) => {
        #[test]
        fn $name() {
            type P = <$F3 as p3_field::Field>::Packing;
            type H = PaddingFreeSponge<$PermH, $th, { $th - $d }, $d>;
            type C = TruncatedPermutation<$PermC, 2, $d, $tc>;
            type Theirs = MerkleTreeMmcs<P, P, H, C, 2, $d>;
            let to3 = $to3;
            let from3 = $from3;
            let digest3 = |d: &[$F3; $d]| -> Vec<u64> { d.iter().map(|&x| from3(x)).collect() };
            let digest_ours = |d: &[u64]| -> [$F; $d] { core::array::from_fn(|k| el(d[k])) };
            let mut rng = rand::rngs::StdRng::seed_from_u64($seed);
            let p: u64 = $p;
            let mut compared = 0;
            for shape in shapes(&mut rng) {
                let data: Vec<(Vec<u64>, usize)> = shape
                    .iter()
                    .map(|&(h, w)| ((0..h * w).map(|_| rng.gen_range(0..p)).collect(), w))
                    .collect();
                let dims3: Vec<Dimensions> = shape
                    .iter()
                    .map(|&(height, width)| Dimensions { width, height })
                    .collect();
                let dims: Vec<Dims> = shape
                    .iter()
                    .map(|&(height, width)| Dims { width, height })
                    .collect();
                let max = shape.iter().map(|s| s.0).max().unwrap();
                let levels = max.next_power_of_two().trailing_zeros();
                for cap_height in 0..=levels.min(4) + 1 {
                    let mine = $ours(cap_height);
                    let matrices: Vec<Matrix<$F>> = data
                        .iter()
                        .map(|(v, w)| Matrix::new(v.iter().map(|&x| el(x)).collect(), *w).unwrap())
                        .collect();
                    let tree = match mine.commit(matrices) {
                        Ok(tree) => tree,
                        Err(e) => {
                            // p3 panics (or lowers the cap) exactly here: the
                            // cap's layer is not 2^h digests.
                            assert!(matches!(e, Error::InvalidTree(_)), "{e:?}");
                            assert!(cap_height > 0, "height 0 always commits");
                            continue;
                        }
                    };
                    let theirs = Theirs::new(H::new($perm_h), C::new($perm_c), cap_height as usize);
                    let mats3: Vec<RowMajorMatrix<$F3>> = data
                        .iter()
                        .map(|(v, w)| RowMajorMatrix::new(v.iter().map(|&x| to3(x)).collect(), *w))
                        .collect();
                    let (cap3, tree3) = theirs.commit(mats3);
                    let want: Vec<Vec<u64>> = cap3.roots().iter().map(digest3).collect();
                    let got: Vec<Vec<u64>> = tree.cap().iter().map(|d| values(d)).collect();
                    assert_eq!(got, want, "cap of {shape:?}, cap height {cap_height}");
                    for _ in 0..4 {
                        let index = rng.gen_range(0..max);
                        let ours_open = tree.open(index).unwrap();
                        let (rows3, proof3) = theirs.open_batch(index, &tree3).unpack();
                        let rows3: Vec<Vec<u64>> = rows3
                            .iter()
                            .map(|r| r.iter().map(|&x| from3(x)).collect())
                            .collect();
                        let rows: Vec<Vec<u64>> =
                            ours_open.rows.iter().map(|r| values(r)).collect();
                        assert_eq!(rows, rows3, "opened rows of {index} in {shape:?}");
                        let sib3: Vec<Vec<u64>> = proof3.iter().map(digest3).collect();
                        let sib: Vec<Vec<u64>> =
                            ours_open.siblings.iter().map(|d| values(d)).collect();
                        assert_eq!(sib, sib3, "siblings of {index} in {shape:?}");
                        // Our verifier accepts p3's proof (equal to ours).
                        let from_theirs = Opening {
                            rows: rows3
                                .iter()
                                .map(|r| r.iter().map(|&x| el(x)).collect())
                                .collect(),
                            siblings: sib3.iter().map(|d| digest_ours(d)).collect(),
                        };
                        assert_eq!(
                            mine.verify(tree.cap(), &dims, index, &from_theirs),
                            Ok(true)
                        );
                        // p3 accepts ours.
                        let opened3: Vec<Vec<$F3>> = ours_open
                            .rows
                            .iter()
                            .map(|r| values(r).into_iter().map(to3).collect())
                            .collect();
                        let proof_from_ours: Vec<[$F3; $d]> = ours_open
                            .siblings
                            .iter()
                            .map(|d| core::array::from_fn(|k| to3(values(d)[k])))
                            .collect();
                        theirs
                            .verify_batch(
                                &cap3,
                                &dims3,
                                index,
                                BatchOpeningRef::new(&opened3, &proof_from_ours),
                            )
                            .expect("p3 verifies our opening");
                        // A tampered row or sibling fails.
                        let mut bad = ours_open.clone();
                        let m = rng.gen_range(0..bad.rows.len());
                        let c = rng.gen_range(0..bad.rows[m].len());
                        let x = bad.rows[m][c];
                        bad.rows[m][c] = el((values(&[x])[0] + 1) % p);
                        let checked = mine.verify(tree.cap(), &dims, index, &bad);
                        // A matrix injected above the cap is not bound by it
                        // (as in p3); every other change is caught.
                        let bound = theirs
                            .verify_batch(
                                &cap3,
                                &dims3,
                                index,
                                BatchOpeningRef::new(
                                    &bad.rows
                                        .iter()
                                        .map(|r| values(r).into_iter().map(to3).collect())
                                        .collect::<Vec<Vec<$F3>>>(),
                                    &proof_from_ours,
                                ),
                            )
                            .is_err();
                        assert_eq!(checked, Ok(!bound), "tampered row in {shape:?}");
                        if !ours_open.siblings.is_empty() {
                            let mut bad = ours_open.clone();
                            let s = rng.gen_range(0..bad.siblings.len());
                            let x = bad.siblings[s][0];
                            bad.siblings[s][0] = el((values(&[x])[0] + 1) % p);
                            assert_eq!(mine.verify(tree.cap(), &dims, index, &bad), Ok(false));
                            let mut short = ours_open.clone();
                            short.siblings.pop();
                            assert!(matches!(
                                mine.verify(tree.cap(), &dims, index, &short),
                                Err(Error::WrongLength { .. })
                            ));
                        }
                        compared += 1;
                    }
                    assert!(matches!(tree.open(max), Err(Error::IndexOutOfRange { .. })));
                    assert!(matches!(
                        mine.verify(tree.cap(), &dims, max, &tree.open(0).unwrap()),
                        Err(Error::IndexOutOfRange { .. })
                    ));
                }
            }
            assert!(compared > 300, "{compared} openings compared");
        }
    };
}

type G3 = p3_goldilocks::Goldilocks;
type B3 = p3_baby_bear::BabyBear;
type K3 = p3_koala_bear::KoalaBear;
type M3 = p3_mersenne_31::Mersenne31;

differential!(
    babybear,
    mmcs::babybear,
    zkhashes::BabyBear,
    B3,
    p3_baby_bear::Poseidon2BabyBear<24>,
    p3_baby_bear::Poseidon2BabyBear<16>,
    p3_baby_bear::default_babybear_poseidon2_24(),
    p3_baby_bear::default_babybear_poseidon2_16(),
    |v: u64| B3::new(v as u32),
    |x: B3| x.as_canonical_u32() as u64,
    24,
    16,
    8,
    zkhashes::BabyBear::P as u64,
    11
);
differential!(
    koalabear,
    mmcs::koalabear,
    zkhashes::KoalaBear,
    K3,
    p3_koala_bear::Poseidon2KoalaBear<24>,
    p3_koala_bear::Poseidon2KoalaBear<16>,
    p3_koala_bear::default_koalabear_poseidon2_24(),
    p3_koala_bear::default_koalabear_poseidon2_16(),
    |v: u64| K3::new(v as u32),
    |x: K3| x.as_canonical_u32() as u64,
    24,
    16,
    8,
    zkhashes::KoalaBear::P as u64,
    12
);
differential!(
    mersenne31,
    mmcs::mersenne31,
    zkhashes::Mersenne31,
    M3,
    p3_mersenne_31::Poseidon2Mersenne31<24>,
    p3_mersenne_31::Poseidon2Mersenne31<16>,
    p3_mersenne_31::default_mersenne31_poseidon2_24(),
    p3_mersenne_31::default_mersenne31_poseidon2_16(),
    |v: u64| M3::new(v as u32),
    |x: M3| x.as_canonical_u32() as u64,
    24,
    16,
    8,
    zkhashes::Mersenne31::P as u64,
    13
);
differential!(
    goldilocks,
    mmcs::goldilocks,
    zkhashes::Goldilocks,
    G3,
    p3_goldilocks::Poseidon2Goldilocks<8>,
    p3_goldilocks::Poseidon2Goldilocks<8>,
    p3_goldilocks::default_goldilocks_poseidon2_8(),
    p3_goldilocks::default_goldilocks_poseidon2_8(),
    |v: u64| G3::new(v),
    |x: G3| x.as_canonical_u64(),
    8,
    8,
    4,
    zkhashes::field::goldilocks::P,
    14
);

/// Bad shapes and widths are typed errors (p3 panics on them).
#[test]
fn bad_inputs() {
    let mmcs = mmcs::babybear(0);
    let m = |h: usize, w: usize| {
        Matrix::new(
            (0..h * w)
                .map(|i| el::<zkhashes::BabyBear>(i as u64))
                .collect(),
            w,
        )
        .unwrap()
    };
    assert!(Matrix::<zkhashes::BabyBear>::new(vec![], 1).is_err());
    assert!(Matrix::new(vec![el::<zkhashes::BabyBear>(1); 5], 2).is_err());
    assert!(Matrix::new(vec![el::<zkhashes::BabyBear>(1); 4], 0).is_err());
    assert!(matches!(mmcs.commit(vec![]), Err(Error::InvalidTree(_))));
    // 8 and 3: a height of ⌈8 / 2ᵏ⌉ is 8, 4, 2 or 1.
    assert!(matches!(
        mmcs.commit(vec![m(8, 2), m(3, 2)]),
        Err(Error::InvalidTree(_))
    ));
    assert!(matches!(
        mmcs::babybear(4).commit(vec![m(8, 2)]),
        Err(Error::InvalidTree(_))
    ));
    let tree = mmcs.commit(vec![m(8, 2), m(4, 3)]).unwrap();
    let dims = tree.dims();
    let opening = tree.open(5).unwrap();
    assert_eq!(mmcs.verify(tree.cap(), &dims, 5, &opening), Ok(true));
    let mut wide = opening.clone();
    wide.rows[1].push(el(0));
    assert!(matches!(
        mmcs.verify(tree.cap(), &dims, 5, &wide),
        Err(Error::WrongArity { .. })
    ));
    let mut fewer = opening.clone();
    fewer.rows.pop();
    assert!(matches!(
        mmcs.verify(tree.cap(), &dims, 5, &fewer),
        Err(Error::WrongArity { .. })
    ));
    assert_eq!(mmcs.verify(tree.cap(), &dims, 4, &opening), Ok(false));
}
