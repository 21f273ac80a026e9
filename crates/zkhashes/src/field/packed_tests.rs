//! Every packed field against its scalar field, lane by lane, at every SIMD
//! level this CPU runs: sums, differences, products, negation, halving,
//! products and quotients by 2ᵏ (and −x/2ᵏ as an operand), and the S-box (x + c)^α, on extreme
//! values (0, 1, p − 1, p − 2, 2³⁰ …) and pseudo-random ones.
//! (The packed types are crate-internal: their operations run vector
//! instructions, so they exist only where the CPU check was made.)

use crate::field::goldilocks::lanes::Goldilocks8;
use crate::field::mersenne31::lanes::{Mersenne31x16, Mersenne31x8};
use crate::field::monty31::lanes::{Monty31x16, Monty31x8};
use crate::field::monty31::{BabyBearParams, KoalaBearParams};
use crate::field::packed::{gather_rows, scatter_rows};
use crate::field::{Field, Packed, PrimeField};
use crate::permutation::batch::Simd;
use alloc::boxed::Box;
use alloc::vec::Vec;

/// A lane operation's scalar specification.
type Spec<F> = Box<dyn Fn(F, F) -> F>;

fn samples<F: PrimeField>(n: usize) -> Vec<F> {
    let p = F::MODULUS[0];
    let mut v: Vec<F> = [
        0,
        1,
        2,
        p - 1,
        p - 2,
        p / 2,
        p / 2 + 1,
        1 << 30,
        (1 << 30) + 1,
    ]
    .iter()
    .map(|&x| F::from_u256(&[x % p, 0, 0, 0]).expect("below p"))
    .collect();
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    while v.len() < n {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        v.push(F::from_u256_reduced(&[x, 0, 0, 0]));
    }
    v
}

fn check<P: Packed>(name: &str)
where
    P::Scalar: PrimeField,
{
    let xs = samples::<P::Scalar>(4096);
    let n = P::LANES;
    let lanes = |xs: &[P::Scalar]| P::from_lanes(|i| xs[i]);
    // Loads and stores of consecutive elements, against lane by lane.
    for chunk in xs.chunks_exact(n).take(8) {
        let v = P::load(chunk);
        let mut out = alloc::vec![P::Scalar::ZERO; n + 1];
        v.store(&mut out[1..]);
        for i in 0..n {
            assert_eq!(v.lane(i), chunk[i], "{name} load lane {i}");
            assert_eq!(out[1 + i], chunk[i], "{name} store lane {i}");
        }
        assert_eq!(out[0], P::Scalar::ZERO, "{name} store wrote past its start");
    }
    // Rows to lanes and back, against lane by lane, at the widths the
    // Poseidon2 instances use (multiples of the vector's words and not).
    rows_round_trip::<P, 8>(name, &xs);
    rows_round_trip::<P, 12>(name, &xs);
    rows_round_trip::<P, 16>(name, &xs);
    rows_round_trip::<P, 24>(name, &xs);
    // The S-box on every pair of extreme values (x + c at both ends of
    // [−p, p) in the signed chains).
    let extremes = P::from_lanes(|i| xs[i % 9]);
    for &c in &xs[..9] {
        for alpha in [3u64, 5, 7] {
            let got = extremes.add_constant_power(P::constant(c), alpha);
            for i in 0..n {
                let want = (xs[i % 9] + c).exp_u64(alpha);
                assert_eq!(got.lane(i), want, "{name} extremes (x + c)^{alpha}");
            }
        }
    }
    // Dot products of 1..=9 terms (delayed reduction, reduced every
    // `WIDE_TERMS`), on samples and on −1 everywhere (the largest sums).
    for len in 1..=9usize {
        let take = |at: usize| -> Vec<P> { (0..len).map(|j| lanes(&xs[(at + j) * n..])).collect() };
        let (a, b) = (take(0), take(len));
        let got = dot_of::<P>(&a, &b);
        for i in 0..n {
            let want = a
                .iter()
                .zip(&b)
                .fold(P::Scalar::ZERO, |s, (x, y)| s + x.lane(i) * y.lane(i));
            assert_eq!(got.lane(i), want, "{name} dot product of {len}, lane {i}");
        }
        let m = alloc::vec![P::broadcast(-P::Scalar::ONE); len];
        let got = dot_of::<P>(&m, &m);
        let want = P::Scalar::from_u64(len as u64);
        assert_eq!(got.lane(0), want, "{name} dot product of {len} × (−1)²");
    }
    for (k, (a, b)) in xs
        .chunks_exact(n)
        .zip(xs.chunks_exact(n).skip(1).chain(xs.chunks_exact(n)))
        .enumerate()
    {
        let (pa, pb) = (lanes(a), lanes(b));
        let c = xs[k % xs.len()];
        let two_adicity_cap = 24;
        let cases: Vec<(&str, P, Spec<P::Scalar>)> = alloc::vec![
            ("add", pa + pb, Box::new(|x, y| x + y)),
            ("sub", pa - pb, Box::new(|x, y| x - y)),
            ("mul", pa * pb, Box::new(|x, y| x * y)),
            ("neg", -pa, Box::new(|x, _| -x)),
            ("double", pa.double(), Box::new(|x, _| x.double())),
            ("halve", pa.halve(), Box::new(|x, _| x.halve())),
            ("square", pa.square(), Box::new(|x, _| x.square())),
        ];
        for (op, got, f) in cases {
            for i in 0..n {
                assert_eq!(
                    got.lane(i),
                    f(a[i], b[i]),
                    "{name} {op} lane {i}: {:?} {:?}",
                    a[i],
                    b[i]
                );
            }
        }
        for e in 1..=two_adicity_cap {
            let (up, down) = (pa.mul_2exp(e), pa.div_2exp(e));
            for (i, x) in a.iter().enumerate() {
                assert_eq!(up.lane(i), x.mul_2exp(e), "{name} mul_2exp({e})");
                assert_eq!(down.lane(i), x.div_2exp(e), "{name} div_2exp({e})");
            }
        }
        // −x/2ᵉ as an operand (p itself may stand for zero): only its sum
        // and difference with a canonical value are defined; up to 30,
        // past both two-adicities (BabyBear 27, KoalaBear 24).
        for e in 1..=30 {
            let y = pa.neg_div_2exp_operand(e);
            let (plus, minus) = (pb + y, pb - y);
            for i in 0..n {
                let q = a[i].div_2exp(e);
                assert_eq!(plus.lane(i), b[i] - q, "{name} b + (−a/2^{e})");
                assert_eq!(minus.lane(i), b[i] + q, "{name} b − (−a/2^{e})");
            }
            let (sub, add) = (
                pb.add_signed_div_2exp(pa, e, true),
                pb.add_signed_div_2exp(pa, e, false),
            );
            for i in 0..n {
                let q = a[i].div_2exp(e);
                assert_eq!(sub.lane(i), b[i] - q, "{name} b − a/2^{e} (signed)");
                assert_eq!(add.lane(i), b[i] + q, "{name} b + a/2^{e} (signed)");
            }
        }
        for alpha in [3u64, 5, 7] {
            let got = pa.add_constant_power(P::constant(c), alpha);
            for (i, &x) in a.iter().enumerate() {
                assert_eq!(
                    got.lane(i),
                    (x + c).exp_u64(alpha),
                    "{name} (x + c)^{alpha}"
                );
            }
        }
    }
}

/// `Σ a_i·b_i` by [`Field::dot_product`] at the slices' length (1..=9).
fn dot_of<P: Packed>(a: &[P], b: &[P]) -> P {
    fn at<P: Packed, const K: usize>(a: &[P], b: &[P]) -> P {
        P::dot_product::<K>(a.try_into().unwrap(), b.try_into().unwrap())
    }
    match a.len() {
        1 => at::<P, 1>(a, b),
        2 => at::<P, 2>(a, b),
        3 => at::<P, 3>(a, b),
        4 => at::<P, 4>(a, b),
        5 => at::<P, 5>(a, b),
        6 => at::<P, 6>(a, b),
        7 => at::<P, 7>(a, b),
        8 => at::<P, 8>(a, b),
        _ => at::<P, 9>(a, b),
    }
}

/// `from_rows` / `to_rows` against the lane-by-lane gather and scatter,
/// and a round trip that leaves the rows (and what follows them) as they
/// were.
fn rows_round_trip<P: Packed, const T: usize>(name: &str, xs: &[P::Scalar])
where
    P::Scalar: PrimeField,
{
    let n = P::LANES;
    let rows = &xs[..n * T];
    let fast = P::from_rows::<T>(rows);
    let slow: [P; T] = gather_rows(rows);
    for i in 0..T {
        for l in 0..n {
            assert_eq!(
                fast[i].lane(l),
                slow[i].lane(l),
                "{name} from_rows T={T} cell {i} lane {l}"
            );
        }
    }
    let mut out = alloc::vec![P::Scalar::ZERO; n * T + 1];
    let mut expected = out.clone();
    P::to_rows(&fast, &mut out);
    scatter_rows(&slow, &mut expected);
    assert_eq!(out, expected, "{name} to_rows T={T}");
    assert_eq!(&out[..n * T], rows, "{name} round trip T={T}");
    assert_eq!(
        out[n * T],
        P::Scalar::ZERO,
        "{name} to_rows T={T} wrote past the rows"
    );
}

#[test]
fn avx512_lanes_match_the_scalar_fields() {
    if !Simd::Avx512.available() {
        return;
    }
    check::<Monty31x16<BabyBearParams>>("babybear x16");
    check::<Monty31x16<KoalaBearParams>>("koalabear x16");
    check::<Mersenne31x16>("mersenne31 x16");
    check::<Goldilocks8>("goldilocks x8");
}

#[test]
fn avx2_lanes_match_the_scalar_fields() {
    if !Simd::Avx2.available() {
        return;
    }
    check::<Monty31x8<BabyBearParams>>("babybear x8");
    check::<Monty31x8<KoalaBearParams>>("koalabear x8");
    check::<Mersenne31x8>("mersenne31 x8");
}
