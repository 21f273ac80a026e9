//! Noir's Poseidon2 hash over BN254 (`std::hash::poseidon2`, Barretenberg's
//! t = 4 permutation, rate 3, `n·2⁶⁴` in the capacity; see
//! [`zkhashes::instances::noir`]).
//!
//! The permutation's internal matrix is J + diag(d) with Barretenberg's
//! random diagonal, so a partial round costs the S-box plus four `mulmod`s
//! by constants; every sum is an `add` while its bound allows
//! ([`crate::yul`]). One block of three inputs is written inline, every
//! value in a new variable ([`crate::yul::Cells::fresh`]: no reassignment's
//! `SWAP` and `POP`, the modulus copied up the stack each step); longer
//! inputs call the permutation as a Yul function once per block, which
//! keeps the code under the 24,576-byte limit.

use crate::poseidon2::wrap;
use crate::yul::{add, literal, mulmod, revert_unless, sum_plus, Cells, Expr, Rounds, Writer};
use crate::Contract;
use zkhashes::instances::noir;
use zkhashes::{Bn254Fr as F, Field, PrimeField};

/// The library `Poseidon2Noir{n}` hashing `n` inputs.
pub(crate) fn library(n: usize) -> Contract {
    let name = format!("Poseidon2Noir{n}");
    Contract {
        source: wrap(
            &name,
            &format!("poseidon2-noir --inputs {n}"),
            &[
                &format!("@title Poseidon2 over BN254, Noir's and Aztec's hash ({n} inputs)"),
                "@notice Noir's `std::hash::poseidon2::Poseidon2::hash(inputs, N)` (Barretenberg's",
                "`crypto::Poseidon2::hash`, bb.js `poseidon2Hash`): Barretenberg's t = 4 permutation,",
                "rate 3, the input count times 2^64 in the capacity. Inputs must be below the BN254",
                "scalar field modulus; larger ones revert with `InputNotInField()`.",
                "@dev Up to three inputs, every value lives in a new stack slot (no `SWAP`/`POP` to",
                "reassign). solc's Yul optimizer (`optimizer.details.yul`, on whenever the optimizer",
                "is) reuses dead slots and costs about 1,800 gas more: compile this library with the",
                "optimizer off, or with `details.yul = false` (per-file settings such as Hardhat's",
                "`overrides`): it is linked and deployed apart from its callers.",
            ],
            n,
            &body(n),
        ),
        name,
    }
}

/// The marker of this generator's methods on [`Rounds`].
struct Noir;

/// The generated code's state: four cells and their bounds.
type State = Rounds<Noir>;

impl State {
    /// HorizenLabs' M₄ = [[5,7,1,3],[4,6,1,1],[1,3,5,7],[1,1,4,6]] on
    /// reduced cells, then `next` added to every cell; `only_first`: cell
    /// 0 alone is needed (the hash's last round).
    ///
    /// With t₀ = s₀ + s₁ and t₁ = s₂ + s₃ reduced (`addmod`), t₂ = 2s₁ + t₁
    /// and t₃ = 2s₃ + t₀ stay below 3p, row 1 (4t₀ + t₂) and row 3
    /// (4t₁ + t₃) take one `addmod` each, and rows 0 and 2 are rows 1 and 3
    /// plus t₃ and t₂: below 4p, 5p with the constant.
    fn external(&mut self, next: [F; 4], only_first: bool) {
        assert_eq!(self.bounds, [1; 4], "M4 takes reduced cells");
        let [s0, s1, s2, s3]: [String; 4] = self.names.clone().try_into().expect("four cells");
        self.begin();
        let t0 = self.temp("t0_", &format!("addmod({s0}, {s1}, F)"));
        let t1 = self.temp("t1_", &format!("addmod({s2}, {s3}, F)"));
        let t2 = self.temp("t2_", &format!("add(shl(1, {s1}), {t1})"));
        let t3 = self.temp("t3_", &format!("add(shl(1, {s3}), {t0})"));
        let u1 = self.temp("u1_", &format!("addmod(shl(2, {t0}), {t2}, F)"));
        let (u1, t2, t3) = (Expr::var(u1, 1), Expr::var(t2, 3), Expr::var(t3, 3));
        let out0 = sum_plus(&[u1.clone(), t3.clone()], next[0]);
        if only_first {
            self.set(0, &out0);
            self.end();
            return;
        }
        let u3 = self.temp("u3_", &format!("addmod(shl(2, {t1}), {}, F)", t3.code));
        let u3 = Expr::var(u3, 1);
        let outs = [
            out0,
            sum_plus(&[u1], next[1]),
            sum_plus(&[u3.clone(), t2], next[2]),
            sum_plus(&[u3], next[3]),
        ];
        for (i, o) in outs.iter().enumerate() {
            self.set(i, o);
        }
        self.end();
    }

    /// One internal round on cell 0 (its constant already added): S-box,
    /// then `M_I = J + diag(d)`, then `next` (the next round's constants).
    fn internal(&mut self, d: [F; 4], next: [F; 4]) {
        let s0 = self.names[0].clone();
        self.begin();
        let q = self.temp("q", &format!("mulmod({s0}, {s0}, F)"));
        let x = self.temp("x", &format!("mulmod(mulmod({q}, {q}, F), {s0}, F)"));
        let x = Expr::var(x, 1);
        // The sum reduced once, so every cell below stays within 2p (+ c).
        let a = add(&x, &self.cell(1));
        let b = add(&self.cell(2), &self.cell(3));
        let sum = self.temp("sum", &format!("addmod({}, {}, F)", a.code, b.code));
        let sum = Expr::var(sum, 1);
        let cells = [x, self.cell(1), self.cell(2), self.cell(3)];
        for (i, (v, c)) in cells.iter().zip(next).enumerate() {
            let scaled = mulmod(v, &Expr::constant(d[i]));
            self.set(i, &sum_plus(&[scaled, sum.clone()], c));
        }
        self.end();
    }

    /// The permutation of the four cells; `last`: only cell 0 is needed
    /// after it.
    fn permute(&mut self, last: bool) {
        let p = noir::permutation();
        let initial = p.initial_constants();
        let internal = p.internal_constants();
        let terminal = p.terminal_constants();
        let d = p.internal_diagonal();
        assert_eq!(p.alpha(), 5);
        let partial = |c: F| [c, F::ZERO, F::ZERO, F::ZERO];
        self.external(initial[0], false);
        for r in 0..initial.len() {
            self.sboxes();
            let next = initial.get(r + 1).copied().unwrap_or(partial(internal[0]));
            self.external(next, false);
        }
        for r in 0..internal.len() {
            let next = internal.get(r + 1).map_or(terminal[0], |c| partial(*c));
            self.internal(d, next);
        }
        for r in 0..terminal.len() {
            self.sboxes();
            let end = r + 1 == terminal.len();
            let next = terminal.get(r + 1).copied().unwrap_or([F::ZERO; 4]);
            self.external(next, last && end);
        }
    }
}

fn body(n: usize) -> String {
    let blocks = n.div_ceil(noir::RATE);
    // The modulus: `F` in the permutation's code; with several blocks that
    // code is a Yul function with its own `F` (Yul forbids shadowing), so
    // the caller's is `M`.
    let m = if blocks == 1 { "F" } else { "M" };
    let mut w = Writer::at(3);
    w.line(&format!("let {m} := {}", crate::circom::literal_modulus()));
    let at = |i: usize| {
        if i == 0 {
            "inputs".to_string()
        } else {
            format!("add(inputs, {:#x})", 32 * i)
        }
    };
    revert_unless(
        &mut w,
        (0..n).map(|i| format!("lt(calldataload({}), {m})", at(i))),
    );
    let iv = F::from_u256(&[0, n as u64, 0, 0]).expect("below p");
    let load = |i: usize| {
        if i < n {
            format!("calldataload({})", at(i))
        } else {
            "0".to_string()
        }
    };
    if blocks == 1 {
        for i in 0..3 {
            w.line(&format!("let s{i} := {}", load(i)));
        }
        w.line(&format!("let s3 := {}", literal(iv)));
        // Inline, ending in `return`: every value in a new variable.
        let mut st = Rounds::of(Cells::fresh(w, 4));
        st.permute(true);
        let out = st.cell(0);
        st.line(&format!("mstore(0, mod({}, F))", out.code));
        st.w.line("return(0, 0x20)");
        return st.cells.w.finish();
    }
    // Several blocks: the permutation as a function of the four cells.
    let mut st = Rounds::of(Cells::new(Writer::at(4), 4));
    st.permute(false);
    let Cells {
        bounds, w: inner, ..
    } = st.cells;
    let inner = inner.finish();
    w.open("function permute(a0, a1, a2, a3) -> s0, s1, s2, s3 {");
    // A Yul function sees no outer variable: its own modulus.
    w.line(&format!("let F := {}", crate::circom::literal_modulus()));
    for i in 0..4 {
        w.line(&format!("s{i} := a{i}"));
    }
    w.raw(&inner);
    for (i, b) in bounds.iter().enumerate() {
        if *b > 1 {
            w.line(&format!("s{i} := mod(s{i}, F)"));
        }
    }
    w.close();
    for i in 0..3 {
        w.line(&format!("let s{i} := {}", load(i)));
    }
    w.line(&format!("let s3 := {}", literal(iv)));
    for b in 0..blocks {
        if b > 0 {
            for (k, i) in (3 * b..(3 * b + 3).min(n)).enumerate() {
                w.line(&format!("s{k} := addmod(s{k}, {}, M)", load(i)));
            }
        }
        w.line("s0, s1, s2, s3 := permute(s0, s1, s2, s3)");
    }
    w.line("mstore(0, s0)");
    w.line("return(0, 0x20)");
    w.finish()
}

#[cfg(test)]
mod tests {
    use super::body;

    /// Lines of the assembly block's top level (the body starts at depth 3).
    fn top_level(src: &str) -> impl Iterator<Item = &str> {
        src.lines()
            .filter(|l| l.starts_with("            ") && !l.starts_with("             "))
            .map(str::trim_start)
    }

    #[test]
    fn one_block_values_stay_on_a_stack_below_the_evm_limit() {
        let src = body(3);
        // Every top-level `let` is a slot never popped; 16 more is the
        // deepest an expression needs.
        let slots = top_level(&src).filter(|l| l.starts_with("let ")).count();
        assert!(slots > 400, "fresh variables: {slots}");
        assert!(slots + 16 < 1024, "{slots} slots");
        // No reassignment at the top level: each value in a new slot.
        assert!(top_level(&src).all(|l| !l.contains(" := ") || l.starts_with("let ")));
    }

    #[test]
    fn several_blocks_reassign_inside_the_permutation_function() {
        let src = body(4);
        assert!(src.contains("function permute(a0, a1, a2, a3) -> s0, s1, s2, s3 {"));
        assert!(!src.contains("let c"), "no fresh variables in a function");
    }
}
