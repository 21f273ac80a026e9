//! Yul text with the bound of every value tracked, so sums use `add` while
//! they stay below 2²⁵⁶ and `addmod` beyond.

use sha3::{Digest, Keccak256};
use std::fmt::Write as _;
use zkhashes::encode::to_hex;
use zkhashes::{Bn254Fr as F, Field, PrimeField};

/// The largest bound, in multiples of p, a value may carry: 5p < 2²⁵⁶ ≤ 6p
/// for BN254 (checked by a test).
pub(crate) const MAX_BOUND: u32 = 5;

/// A Yul expression whose value is below `bound`·p.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Expr {
    pub code: String,
    pub bound: u32,
}

impl Expr {
    /// A variable (or any expression) below `bound`·p.
    pub fn var(name: impl Into<String>, bound: u32) -> Self {
        Self {
            code: name.into(),
            bound,
        }
    }

    /// A field constant as a literal.
    pub fn constant(v: F) -> Self {
        Self::var(literal(v), 1)
    }
}

/// A field element as the shortest hex literal.
pub(crate) fn literal(v: F) -> String {
    let hex = to_hex(&v.to_u256(), 32);
    let digits = hex[2..].trim_start_matches('0');
    if digits.is_empty() {
        "0".into()
    } else {
        format!("0x{digits}")
    }
}

/// `a·b mod p` (`F` is the modulus variable of the generated code).
pub(crate) fn mulmod(a: &Expr, b: &Expr) -> Expr {
    Expr::var(format!("mulmod({}, {}, F)", a.code, b.code), 1)
}

/// `a·c mod p` for a constant c, with the trivial factors folded.
pub(crate) fn scale(a: &Expr, c: F) -> Expr {
    if c == F::ONE {
        a.clone()
    } else {
        mulmod(a, &Expr::constant(c))
    }
}

/// `a + b`, reduced (`addmod`) only if the unreduced sum could pass 2²⁵⁶.
pub(crate) fn add(a: &Expr, b: &Expr) -> Expr {
    if a.bound + b.bound <= MAX_BOUND {
        Expr::var(format!("add({}, {})", a.code, b.code), a.bound + b.bound)
    } else {
        Expr::var(format!("addmod({}, {}, F)", a.code, b.code), 1)
    }
}

/// The sum of `terms` (at least one), nested to the right: the EVM evaluates
/// the innermost sum first, so the stack holds at most two partial values.
pub(crate) fn sum(terms: &[Expr]) -> Expr {
    let (last, rest) = terms.split_last().expect("a sum of at least one term");
    rest.iter().rev().fold(last.clone(), |acc, t| add(t, &acc))
}

/// The sum of `terms` plus a constant (omitted when zero).
pub(crate) fn sum_plus(terms: &[Expr], c: F) -> Expr {
    let mut all = terms.to_vec();
    if c != F::ZERO {
        all.push(Expr::constant(c));
    }
    sum(&all)
}

/// The first four bytes of keccak256 of `signature`, as a left-aligned word.
pub(crate) fn selector_word(signature: &str) -> String {
    let digest = Keccak256::digest(signature.as_bytes());
    let mut out = String::from("0x");
    for b in &digest[..4] {
        write!(out, "{b:02x}").expect("writing to a String");
    }
    out.push_str(&"0".repeat(56));
    out
}

/// The error every generated library reverts with on an input ≥ p.
pub(crate) const INPUT_ERROR: &str = "InputNotInField()";

/// `if iszero(and(c₁, c₂, …)) { revert with InputNotInField() }` for the
/// range checks `checks` (Yul conditions, at least one).
pub(crate) fn revert_unless(w: &mut Writer, checks: impl Iterator<Item = String>) {
    let all = checks
        .reduce(|a, b| format!("and({a}, {b})"))
        .expect("at least one check");
    w.open(&format!("if iszero({all}) {{"));
    w.line(&format!("mstore(0, {})", selector_word(INPUT_ERROR)));
    w.line("revert(0, 4)");
    w.close();
}

/// The state of a generated permutation: its cells, the variable holding
/// each (`s0`, `s1`, … until [`Cells::declare`] moves one to a new
/// variable) and the bound of each, with the lines written so far.
pub(crate) struct Cells {
    pub w: Writer,
    pub bounds: Vec<u32>,
    pub names: Vec<String>,
    /// The variable holding the modulus (`F` until [`Cells::refresh_modulus`]).
    modulus: String,
    /// New variables declared so far (their names' suffix).
    declared: usize,
    /// New variables declared since the modulus was last copied.
    since_modulus: usize,
    /// Whether values go to new variables ([`Cells::fresh`]).
    fresh: bool,
}

impl Cells {
    /// `t` reduced cells in `s0`, `s1`, …, written to `w`.
    pub fn new(w: Writer, t: usize) -> Self {
        Self {
            w,
            bounds: vec![1; t],
            names: (0..t).map(|i| format!("s{i}")).collect(),
            modulus: "F".into(),
            declared: 0,
            since_modulus: 0,
            fresh: false,
        }
    }

    /// Like [`Cells::new`], but every value the rounds compute goes to a new
    /// variable ([`Cells::declare`]) instead of a block's temporary or a
    /// cell's old variable: for code inline in a caller that ends in
    /// `return`, outside any block.
    pub fn fresh(w: Writer, t: usize) -> Self {
        Self {
            fresh: true,
            ..Self::new(w, t)
        }
    }

    /// Whether values go to new variables.
    pub fn is_fresh(&self) -> bool {
        self.fresh
    }

    /// Runs `step` in place (blocks, reassigned cells) even in fresh mode,
    /// with the modulus copied within reach first: for steps whose values,
    /// each in a new slot, would push the cells they read past `DUP16`.
    pub fn in_place<R>(&mut self, step: impl FnOnce(&mut Self) -> R) -> R {
        let fresh = self.fresh;
        self.refresh_modulus();
        self.fresh = false;
        let out = step(self);
        self.fresh = fresh;
        out
    }

    /// Starts a step (a round's S-boxes or matrix): a block, or in fresh
    /// mode a copy of the modulus within reach.
    pub fn begin(&mut self) {
        if self.fresh {
            self.refresh_modulus();
        } else {
            self.open("{");
        }
    }

    /// Ends the step [`Cells::begin`] started.
    pub fn end(&mut self) {
        if !self.fresh {
            self.w.close();
        }
    }

    /// A temporary of the current step: `let {prefix} := value` in its block,
    /// or a new variable in fresh mode. Returns its name.
    pub fn temp(&mut self, prefix: &str, value: &str) -> String {
        if self.fresh {
            self.declare(prefix, value)
        } else {
            self.line(&format!("let {prefix} := {value}"));
            prefix.to_string()
        }
    }

    /// Cell `i` ← `value`: assigned, or in fresh mode a new variable.
    pub fn set(&mut self, i: usize, value: &Expr) {
        if self.fresh {
            self.names[i] = self.declare("c", &value.code);
            self.bounds[i] = value.bound;
        } else {
            self.assign(i, value);
        }
    }

    /// One line, its modulus operands (`, F)`, as [`mulmod`], [`add`] and
    /// the generators write them) read from the current modulus variable.
    pub fn line(&mut self, text: &str) {
        if self.modulus == "F" {
            self.w.line(text);
        } else {
            self.w
                .line(&text.replace(", F)", &format!(", {})", self.modulus)));
        }
    }

    /// Opens a block with [`Cells::line`].
    pub fn open(&mut self, text: &str) {
        self.line(text);
        self.w.depth_in();
    }

    /// A copy of the modulus in a new variable near the top of the stack,
    /// read by the lines after it (declared variables push the old one out
    /// of `DUP`'s reach of 16). Nothing when no variable was declared since
    /// the last copy, so nothing outside fresh mode.
    pub fn refresh_modulus(&mut self) {
        if self.since_modulus == 0 {
            return;
        }
        let m = self.modulus.clone();
        self.modulus = self.declare("f", &m);
        self.since_modulus = 0;
    }

    /// Cell `i` as an expression with its bound.
    pub fn cell(&self, i: usize) -> Expr {
        Expr::var(self.names[i].clone(), self.bounds[i])
    }

    /// `cell_i := value`, in the cell's variable.
    pub fn assign(&mut self, i: usize, value: &Expr) {
        self.line(&format!("{} := {}", self.names[i], value.code));
        self.bounds[i] = value.bound;
    }

    /// `let v := value` for a new variable `v`, whose name is returned.
    ///
    /// Solc's code for `x := …` is the value, then `SWAP` and `POP` into
    /// the old slot (5 gas); a new variable stays where the value was
    /// pushed. Declared outside any block, it is never popped: the
    /// generated code ends in `return`, so the stack only grows (8 slots a
    /// partial round, far below the EVM's 1,024), and every variable read
    /// is a `DUP` of one of the newest few.
    pub fn declare(&mut self, prefix: &str, value: &str) -> String {
        let name = format!("{prefix}{}", self.declared);
        self.declared += 1;
        self.since_modulus += 1;
        self.line(&format!("let {name} := {value}"));
        name
    }

    /// `s_i ← (s_i + c)^5`, `c` any expression below p or none (any input
    /// below 2²⁵⁶; reduced after): in a block, or new variables in fresh
    /// mode. The modulus copy is the caller's ([`Cells::refresh_modulus`]).
    pub fn sbox(&mut self, i: usize, c: Option<Expr>) {
        if !self.fresh {
            self.open("{");
        }
        let x = match c {
            Some(c) => {
                let x = add(&self.cell(i), &c);
                self.temp("x", &x.code)
            }
            None => self.names[i].clone(),
        };
        let q = self.temp("q", &format!("mulmod({x}, {x}, F)"));
        let y = Expr::var(format!("mulmod(mulmod({q}, {q}, F), {x}, F)"), 1);
        self.set(i, &y);
        if !self.fresh {
            self.w.close();
        }
    }

    /// `s_i ← s_i^5` for every cell, after one copy of the modulus.
    pub fn sboxes(&mut self) {
        self.refresh_modulus();
        for i in 0..self.bounds.len() {
            self.sbox(i, None);
        }
    }
}

/// [`Cells`] under a generator's marker type `G`, so that each generator
/// writes its own inherent methods (`external`, `internal`, …) on
/// `Rounds<G>` without their names meeting another generator's.
pub(crate) struct Rounds<G> {
    pub cells: Cells,
    generator: core::marker::PhantomData<G>,
}

impl<G> Rounds<G> {
    /// `cells` under `G`.
    pub fn of(cells: Cells) -> Self {
        Self {
            cells,
            generator: core::marker::PhantomData,
        }
    }
}

impl<G> core::ops::Deref for Rounds<G> {
    type Target = Cells;
    fn deref(&self) -> &Cells {
        &self.cells
    }
}

impl<G> core::ops::DerefMut for Rounds<G> {
    fn deref_mut(&mut self) -> &mut Cells {
        &mut self.cells
    }
}

/// Indented lines of Yul.
#[derive(Default)]
pub(crate) struct Writer {
    out: String,
    depth: usize,
}

impl Writer {
    /// A writer whose lines start at `depth` levels of four spaces.
    pub fn at(depth: usize) -> Self {
        Self {
            out: String::new(),
            depth,
        }
    }

    /// One line.
    pub fn line(&mut self, text: &str) {
        for _ in 0..self.depth {
            self.out.push_str("    ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// A line that opens a block (`{` at its end).
    pub fn open(&mut self, text: &str) {
        self.line(text);
        self.depth_in();
    }

    /// Indents the lines after it one level more (a block opened).
    pub fn depth_in(&mut self) {
        self.depth += 1;
    }

    /// Closes a block.
    pub fn close(&mut self) {
        self.depth -= 1;
        self.line("}");
    }

    /// The indentation depth.
    pub fn depth(&self) -> usize {
        self.depth
    }

    /// Appends text written by another writer.
    pub fn raw(&mut self, text: &str) {
        self.out.push_str(text);
    }

    /// The text written.
    pub fn finish(self) -> String {
        self.out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use zkhashes::U256;

    #[test]
    fn five_multiples_of_p_fit_in_a_word_and_six_do_not() {
        // p < 2^254, so 5p and 6p are compared on their top limb (with carry).
        let p: U256 = F::MODULUS;
        let times = |k: u128| {
            let mut carry = 0u128;
            let mut out = [0u64; 4];
            for (o, limb) in out.iter_mut().zip(p) {
                let v = u128::from(limb) * k + carry;
                *o = v as u64;
                carry = v >> 64;
            }
            carry
        };
        assert_eq!(times(u128::from(MAX_BOUND)), 0);
        assert_ne!(times(u128::from(MAX_BOUND) + 1), 0);
    }

    #[test]
    fn sums_switch_to_addmod_at_the_bound() {
        let a = Expr::var("a", 3);
        let b = Expr::var("b", 2);
        assert_eq!(add(&a, &b).code, "add(a, b)");
        assert_eq!(add(&a, &b).bound, 5);
        let c = Expr::var("c", 1);
        assert_eq!(sum(&[c, a, b]).code, "addmod(c, add(a, b), F)");
    }

    #[test]
    fn selectors_match_solidity() {
        // keccak256("transfer(address,uint256)") starts a9059cbb.
        assert!(selector_word("transfer(address,uint256)").starts_with("0xa9059cbb0000"));
        assert_eq!(literal(F::from_u64(255)), "0xff");
        assert_eq!(literal(F::ZERO), "0");
    }
}
