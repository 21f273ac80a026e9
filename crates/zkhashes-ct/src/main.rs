//! The ctgrind check: each operation runs on inputs whose bytes are marked
//! undefined for Valgrind's memcheck (`crabgrind`), so any conditional
//! branch or memory address computed from them is reported as a use of an
//! undefined value; outputs are marked defined again (declassified) before
//! anything looks at them. `make ct` runs this binary under
//! `valgrind --error-exitcode=1` and expects silence, then runs
//! `zkhashes-ct planted`, which adds a secret-dependent branch and a
//! secret-indexed load, and expects Valgrind to report them.
//!
//! Outside Valgrind the marks do nothing and the binary only runs the
//! operations.

use crabgrind::memcheck::{mark_mem, MemState};
use std::hint::black_box;
use zkhashes::field::limbs;
use zkhashes::field::Stark252;
use zkhashes::instances::{circom, poseidon2_horizen, poseidon2_openzeppelin, starknet};
use zkhashes::permutation::Permutation;
use zkhashes::{Bn254Fr, PrimeField};

/// Marks `x`'s bytes as secret (undefined to memcheck).
fn secret<T: ?Sized>(x: &T) {
    mark(x, MemState::Undefined);
}

/// Declassifies `x` (a result the caller may branch on).
fn declassify<T: ?Sized>(x: &T) {
    mark(x, MemState::Defined);
}

fn mark<T: ?Sized>(x: &T, state: MemState) {
    // Outside Valgrind this reports an error we ignore: nothing to mark.
    let _ = mark_mem(
        (x as *const T).cast::<u8>().cast_mut().cast(),
        core::mem::size_of_val(x),
        state,
    );
}

/// Declassifies `x` and keeps it.
fn public<T>(x: T) {
    declassify(&x);
    black_box(x);
}

/// Pseudo-random canonical elements (below 2²⁵⁰: in both fields).
fn elements<F: PrimeField, const N: usize>(seed: u64) -> [F; N] {
    let mut s = seed;
    core::array::from_fn(|_| {
        let mut w = [0u64; 4];
        for l in w.iter_mut() {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            *l = s;
        }
        w[3] >>= 6;
        F::from_u256(&w).expect("below 2^250")
    })
}

/// The field operations of `F` (both backends the CPU runs: the
/// dispatched product and the portable one).
fn field_ops<F: PrimeField>(name: &str, portable_mul: fn(&F, &F) -> F) {
    let [a, b]: [F; 2] = elements(0x9e37_79b9 ^ name.len() as u64);
    secret(&a);
    secret(&b);
    public(a + b);
    public(a - b);
    public(-a);
    public(a * b);
    public(a.square());
    public(a.double());
    public(portable_mul(&a, &b));
    public(F::dot_product(&[a, b], &[b, a]));
    // The inverse's work: a^(p−2) with a public exponent (`inverse` itself
    // returns an Option, so it branches on whether the input is zero).
    public(a.pow(&limbs::sub_small(&F::MODULUS, 2)));
    // The canonical check of every way in: a branch-free comparison with
    // p (its answer, an error or not, is public).
    let v = a.to_u256();
    secret(&v);
    public(limbs::lt_ct(&v, &F::MODULUS));
    public(a.to_u256());
    println!("ct: {name}: add sub neg mul square double portable-mul dot pow(p-2) lt_ct to_u256");
}

fn hashes() {
    let s3: [Bn254Fr; 3] = elements(3);
    secret(&s3);
    public(circom::hash(&s3[..2]).expect("two inputs"));
    let mut plain = s3;
    circom::permute_plain(&mut plain).expect("width 3");
    public(plain);
    public(circom::permutation::<3>().expect("t3").permute(s3));
    let s5: [Bn254Fr; 5] = elements(5);
    secret(&s5);
    public(circom::permutation::<5>().expect("t5").permute(s5));
    let mut batch: Vec<[Bn254Fr; 3]> = (0..9).map(|k| elements(k + 10)).collect();
    secret(&*batch);
    circom::permutation::<3>()
        .expect("t3")
        .permute_many(&mut batch);
    declassify(&*batch);
    println!("ct: circom Poseidon: hash, permute (t3, t5, engine and kernel), permute_many");

    public(poseidon2_horizen::bn254_t3().permute(s3));
    public(poseidon2_openzeppelin::hash(&s3));
    println!("ct: Poseidon2 BN254: permute (HorizenLabs), OpenZeppelin sponge");

    let f: [Stark252; 5] = elements(7);
    secret(&f);
    public(starknet::hash(f[0], f[1]));
    public(starknet::hash_many(&f));
    let mut st = [f[0], f[1], f[2]];
    starknet::permute_plain(&mut st).expect("width 3");
    public(st);
    println!("ct: Starknet Hades: hash, hash_many, permute (kernel and engine)");
}

#[inline(never)]
fn odd_work(x: u64) -> u64 {
    black_box(x.rotate_left(7))
}

/// A secret-dependent branch and a secret-indexed load: Valgrind must
/// report both.
#[inline(never)]
fn planted() {
    let [a]: [Bn254Fr; 1] = elements(1);
    secret(&a);
    let v = a.to_u256();
    let table = [1u64, 2, 3, 4];
    let mut acc = 0u64;
    // A call in one arm only: the compiler cannot make this branch-free.
    if v[0] & 1 == 1 {
        acc += odd_work(v[2]);
    }
    acc += table[(v[1] & 3) as usize];
    public(acc);
    println!("ct: planted branch and table index ran");
}

fn main() {
    #[cfg(target_arch = "x86_64")]
    println!(
        "ct: kernels this run can use: BMI2/ADX {}, AVX-512 IFMA {}",
        zkhashes::field::monty::x86_adx::available(),
        zkhashes::field::ifma52::available()
    );
    if std::env::args().any(|a| a == "planted") {
        planted();
        return;
    }
    field_ops::<Bn254Fr>("bn254", |a, b| a.const_mul(b));
    field_ops::<Stark252>("stark252", |a, b| a.const_mul(b));
    hashes();
}
