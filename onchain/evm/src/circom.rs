//! circom's Poseidon over BN254 (`PoseidonT2` … `PoseidonT6`), in the scaled
//! sparse form, ABI-compatible with poseidon-solidity.

use crate::yul::{literal, mulmod, revert_unless, scale, sum, sum_plus, Cells, Expr, Writer};
use crate::{Contract, Error};
use zkhashes::constants::scaled::ScaledForm;
use zkhashes::instances::circom;
use zkhashes::permutation::poseidon::sbox;
use zkhashes::{Bn254Fr as F, Field, PrimeField};

/// The library `PoseidonT{n+1}` hashing `n` inputs.
pub(crate) fn library(n: usize) -> Result<Contract, Error> {
    let form = match n + 1 {
        2 => derive::<2>()?,
        3 => derive::<3>()?,
        4 => derive::<4>()?,
        5 => derive::<5>()?,
        6 => derive::<6>()?,
        _ => {
            return Err(Error::WrongArity {
                min: 1,
                max: 5,
                got: n,
            })
        }
    };
    let name = format!("PoseidonT{}", n + 1);
    let body = if form.sparse_rounds < form.rounds_partial() {
        body_compact(n, &form)
    } else {
        body(n, &form)
    };
    Ok(Contract {
        source: crate::poseidon2::wrap(
            &name,
            &format!("poseidon-circom --inputs {n}"),
            &[
                &format!("@title circom's Poseidon over BN254, t = {} ({n} inputs)", n + 1),
                &format!(
                    "@notice Same function and ABI as poseidon-solidity's {name} (circomlibjs `poseidon(inputs)`)."
                ),
                "Inputs must be below the BN254 scalar field modulus; larger ones revert with",
                "`InputNotInField()` (poseidon-solidity reduces them silently).",
            ],
            n,
            &body,
        ),
        name,
    })
}

fn derive<const T: usize>() -> Result<ScaledForm<F>, Error> {
    let p = circom::permutation::<T>()
        .ok_or(Error::InvalidParameters("no circom instance at this width"))?;
    match compact_sparse_rounds(T) {
        Some(k) => ScaledForm::derive_with(p, k),
        None => ScaledForm::derive(p),
    }
}

/// The layout of width t. `None`: every round unrolled, constants as
/// immediates. `Some(k)`, for widths whose unrolled code would pass the
/// 24,576-byte limit: the first k partial rounds unrolled in the scaled
/// sparse form, the other partial rounds and the full rounds in loops over
/// a constant table in memory (k chosen so the code fits with a margin;
/// `onchain/evm/test` checks the sizes).
const fn compact_sparse_rounds(t: usize) -> Option<usize> {
    match t {
        5 => Some(47),
        6 => Some(32),
        _ => None,
    }
}

/// The state of the generated code: t cells and their bounds
/// ([`Cells::fresh`] in the unrolled layout, in place in the compact one).
type State = Cells;

impl State {
    /// `s_i ← (s_i + c)^5`, `c` a constant.
    fn sbox_in_place(&mut self, i: usize, c: Option<F>) {
        self.sbox_plus(i, c.map(Expr::constant));
    }

    /// `s_i ← (s_i + c)^5`, `c` any expression below p. In place for
    /// t > 3: three new slots per cell would put the first cells out of
    /// the matrix rows' reach.
    fn sbox_plus(&mut self, i: usize, c: Option<Expr>) {
        if self.is_fresh() && self.bounds.len() > 3 {
            return self.in_place(|s| s.sbox_plus(i, c));
        }
        self.refresh_modulus();
        self.sbox(i, c);
    }

    /// `s ← m·x + next` where `x` is the state, except cell 0 where
    /// `x0` (a constant) is given.
    fn linear(&mut self, m: &[F], x0: Option<F>, next: &[F]) {
        let t = self.bounds.len();
        let rows: Vec<Expr> = (0..t)
            .map(|i| {
                let row = &m[i * t..(i + 1) * t];
                let mut c = next[i];
                let mut terms = Vec::new();
                for (j, mij) in row.iter().enumerate() {
                    match (j, x0) {
                        (0, Some(x0)) => c += *mij * x0,
                        _ => terms.push(scale(&self.cell(j), *mij)),
                    }
                }
                sum_plus(&terms, c)
            })
            .collect();
        if self.is_fresh() && t <= 3 {
            // Every row reads the old cells, which stay: no temporaries.
            self.begin();
            for (i, row) in rows.iter().enumerate() {
                self.set(i, row);
            }
            self.end();
            return;
        }
        // In place: the compact layout, and wider fresh states, whose dense
        // rows would read old cells past `DUP16`'s reach behind new ones.
        self.refresh_modulus();
        let n = self.names.clone();
        let first = if x0.is_some() {
            // Cell 0 does not exist yet: declare it.
            self.line(&format!("let {} := {}", n[0], rows[0].code));
            1
        } else {
            0
        };
        self.open("{");
        for (i, row) in rows.iter().enumerate().take(t - 1).skip(first) {
            self.line(&format!("let n{i} := {}", row.code));
        }
        self.line(&format!("{} := {}", n[t - 1], rows[t - 1].code));
        for (i, name) in n.iter().enumerate().take(t - 1).skip(first) {
            self.line(&format!("{name} := n{i}"));
        }
        self.w.close();
        for (b, row) in self.bounds.iter_mut().zip(&rows) {
            *b = row.bound;
        }
    }

    /// `for { let i := start } lt(i, end) { i := add(i, step) } { body }`,
    /// the body emitted by `body` from entry bounds that every iteration
    /// keeps (found by iterating to a fixed point).
    fn for_loop(&mut self, start: usize, end: usize, step: usize, body: impl Fn(&mut State)) {
        let mut entry = self.bounds.clone();
        loop {
            let mut inner = State::new(Writer::at(self.w.depth() + 1), entry.len());
            inner.bounds = entry.clone();
            body(&mut inner);
            if inner.bounds.iter().zip(&entry).all(|(x, e)| x <= e) {
                self.w.line(&format!(
                    "for {{ let i := {start:#x} }} lt(i, {end:#x}) {{ i := add(i, {step:#x}) }} {{"
                ));
                self.w.raw(&inner.w.finish());
                self.w.line("}");
                self.bounds = entry;
                return;
            }
            entry = entry
                .iter()
                .zip(&inner.bounds)
                .map(|(a, b)| *a.max(b))
                .collect();
        }
    }

    /// S-boxes on the cells in `cells` after adding the constants in memory
    /// at `i`, `i + 32`, … (one word per cell, in order).
    fn sboxes_from_table(&mut self, cells: core::ops::Range<usize>) {
        for (k, j) in cells.enumerate() {
            let at = if k == 0 {
                "i".to_string()
            } else {
                format!("add(i, {:#x})", 32 * k)
            };
            self.sbox_plus(j, Some(Expr::var(format!("mload({at})"), 1)));
        }
    }

    /// One scaled sparse partial round, `next` added for the round after.
    fn sparse_round(&mut self, w: &[F], v: &[F], next: &[F]) {
        let t = self.bounds.len();
        let s0 = self.names[0].clone();
        self.begin();
        let q = self.temp("q", &format!("mulmod({s0}, {s0}, F)"));
        let x = self.temp("x", &format!("mulmod(mulmod({q}, {q}, F), {s0}, F)"));
        let x = Expr::var(x, 1);
        let mut terms = vec![x.clone()];
        terms.extend((1..t).map(|j| scale(&self.cell(j), w[j - 1])));
        let new0 = sum_plus(&terms, next[0]);
        let rest: Vec<Expr> = (1..t)
            .map(|i| {
                sum_plus(
                    &[self.cell(i), mulmod(&x, &Expr::constant(v[i - 1]))],
                    next[i],
                )
            })
            .collect();
        self.set(0, &new0);
        for (i, si) in rest.iter().enumerate() {
            self.set(i + 1, si);
        }
        self.end();
    }
}

/// Declares `F`, loads `s1 … sn` from `inputs` and reverts unless each is
/// below p.
fn prologue(n: usize, fresh: bool) -> State {
    let t = n + 1;
    let w = Writer::at(3);
    let mut st = if fresh {
        State::fresh(w, t)
    } else {
        State::new(w, t)
    };
    st.w.line(&format!("let F := {}", literal_modulus()));
    for i in 1..t {
        let at = if i == 1 {
            "inputs".to_string()
        } else {
            format!("add(inputs, {:#x})", 32 * (i - 1))
        };
        st.w.line(&format!("let s{i} := calldataload({at})"));
    }
    revert_unless(&mut st.w, (1..t).map(|i| format!("lt(s{i}, F)")));
    st
}

/// The last full round: S-boxes (after `constants`, if any), then only
/// cell 0 of the matrix product, stored and returned.
fn finish(st: &mut State, constants: Option<&[F]>, m: &[F]) {
    let t = st.bounds.len();
    for i in 0..t {
        st.sbox_in_place(i, constants.map(|c| c[i]));
    }
    let terms: Vec<Expr> = (0..t).map(|j| scale(&st.cell(j), m[j])).collect();
    let out = sum(&terms);
    let out = if out.bound == 1 {
        out.code
    } else {
        format!("mod({}, F)", out.code)
    };
    st.line(&format!("mstore(0, {out})"));
    st.line("return(0, 0x20)");
}

/// The compact layout (see [`compact_sparse_rounds`]): the state on the
/// stack, the constants of the loops written to memory from 0x80 (over the
/// inputs, already loaded).
fn body_compact(n: usize, form: &ScaledForm<F>) -> String {
    assert_eq!(form.alpha, 5, "circom's S-box is x^5");
    let t = n + 1;
    let rf = form.rounds_full();
    let half = rf / 2;
    let (k, rp) = (form.sparse_rounds, form.rounds_partial());
    assert!(k < rp, "the compact layout has a dense tail");
    let rc = |r: usize| &form.full_round_constants[r * t..(r + 1) * t];
    let mat = |r: usize| &form.full_round_matrices[r * t * t..(r + 1) * t * t];
    let m = &form.dense_matrix;
    let mut st = prologue(n, false);
    st.w.line("let s0 := 0");

    // The table: leading full rounds, dense partial rounds, trailing full rounds.
    let mut table: Vec<F> = Vec::new();
    (0..half - 1).for_each(|r| table.extend_from_slice(rc(r)));
    let lead_end = table.len();
    table.extend_from_slice(&form.partial_round_constants[k..]);
    let dense_end = table.len();
    (half..rf - 1).for_each(|r| table.extend_from_slice(rc(r)));
    let word = |i: usize| 0x80 + 32 * i;
    st.w.line("// Round constants of the loops.");
    for (i, c) in table.iter().enumerate() {
        st.w.line(&format!("mstore({:#x}, {})", word(i), literal(*c)));
    }

    st.w.line(&format!("// Full rounds 1 to {}.", half - 1));
    st.for_loop(word(0), word(lead_end), 32 * t, |b| {
        b.sboxes_from_table(0..t);
        b.linear(m, None, &vec![F::ZERO; t]);
    });
    st.w.line(&format!("// Full round {half} (pre-sparse matrix)."));
    for i in 0..t {
        st.sbox_in_place(i, Some(rc(half - 1)[i]));
    }
    let mut next = vec![F::ZERO; t];
    next[0] = form.partial_round_constants[0];
    st.linear(mat(half - 1), None, &next);
    st.w.line(&format!("// Partial rounds 1 to {k} (scaled sparse form)."));
    for r in 0..k {
        let w = &form.partial_w[r * (t - 1)..(r + 1) * (t - 1)];
        let v = &form.partial_v[r * (t - 1)..(r + 1) * (t - 1)];
        let mut next = vec![F::ZERO; t];
        if r + 1 < k {
            next[0] = form.partial_round_constants[r + 1];
        }
        st.sparse_round(w, v, &next);
    }
    st.w.line(&format!(
        "s0 := mulmod(s0, {}, F) // undo the scaling",
        literal(form.tail_scale)
    ));
    st.bounds[0] = 1;
    st.w.line(&format!("// Partial rounds {} to {rp} (dense).", k + 1));
    st.for_loop(word(lead_end), word(dense_end), 32, |b| {
        b.sboxes_from_table(0..1);
        b.linear(m, None, &vec![F::ZERO; t]);
    });
    st.w.line(&format!("// Full rounds {} to {}.", half + 1, rf - 1));
    st.for_loop(word(dense_end), word(table.len()), 32 * t, |b| {
        b.sboxes_from_table(0..t);
        b.linear(m, None, &vec![F::ZERO; t]);
    });
    st.w.line(&format!("// Full round {rf}: only cell 0 is returned."));
    finish(&mut st, Some(rc(rf - 1)), mat(rf - 1));
    st.w.finish()
}

/// The assembly body: load and check the inputs, permute, return cell 0.
fn body(n: usize, form: &ScaledForm<F>) -> String {
    assert_eq!(form.alpha, 5, "circom's S-box is x^5");
    assert_eq!(form.sparse_rounds, form.rounds_partial());
    let t = n + 1;
    let mut st = prologue(n, true);
    let rf = form.rounds_full();
    let half = rf / 2;
    let rc = |r: usize| &form.full_round_constants[r * t..(r + 1) * t];
    let mat = |r: usize| &form.full_round_matrices[r * t * t..(r + 1) * t * t];
    // The constants added after the linear layer of full round r.
    let next_after_full = |r: usize| -> Vec<F> {
        if r + 1 == half {
            let mut c = vec![F::ZERO; t];
            c[0] = form.partial_round_constants[0];
            c
        } else if r + 1 < rf {
            rc(r + 1).to_vec()
        } else {
            vec![F::ZERO; t]
        }
    };

    // Round 0: the capacity cell is zero, so its S-box output is a constant.
    st.w.line("// Full round 1 (the capacity cell's S-box is a constant).");
    for i in 1..t {
        st.sbox_in_place(i, Some(rc(0)[i]));
    }
    let x0 = sbox(rc(0)[0], 5);
    st.linear(mat(0), Some(x0), &next_after_full(0));
    for r in 1..half {
        st.w.line(&format!("// Full round {}.", r + 1));
        for i in 0..t {
            st.sbox_in_place(i, None);
        }
        st.linear(mat(r), None, &next_after_full(r));
    }
    let rp = form.rounds_partial();
    st.w.line(&format!("// {rp} partial rounds (scaled sparse form)."));
    for r in 0..rp {
        let w = &form.partial_w[r * (t - 1)..(r + 1) * (t - 1)];
        let v = &form.partial_v[r * (t - 1)..(r + 1) * (t - 1)];
        let next = if r + 1 < rp {
            let mut c = vec![F::ZERO; t];
            c[0] = form.partial_round_constants[r + 1];
            c
        } else {
            rc(half).to_vec()
        };
        st.sparse_round(w, v, &next);
    }
    for r in half..rf - 1 {
        st.w.line(&format!("// Full round {}.", r + 1));
        for i in 0..t {
            st.sbox_in_place(i, None);
        }
        st.linear(mat(r), None, &next_after_full(r));
    }
    st.w.line(&format!("// Full round {rf}: only cell 0 is returned."));
    finish(&mut st, None, mat(rf - 1));
    st.w.finish()
}

/// The BN254 scalar field modulus as a literal.
pub(crate) fn literal_modulus() -> String {
    let p = F::MODULUS;
    let mut s = String::from("0x");
    for limb in p.iter().rev() {
        s.push_str(&format!("{limb:016x}"));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::library;

    #[test]
    fn unrolled_widths_keep_their_values_in_new_slots_below_the_evm_limit() {
        for n in 1..=3 {
            let src = library(n).unwrap().source;
            // The assembly block's top level: lines at depth 3 (12 spaces).
            let top = src
                .lines()
                .filter(|l| l.starts_with("            ") && !l.starts_with("             "));
            let slots = top.filter(|l| l.trim_start().starts_with("let ")).count();
            assert!(slots > 150, "n = {n}: {slots} new variables");
            assert!(slots + 16 < 1024, "n = {n}: {slots} slots");
        }
        // The compact widths (loops over a table) stay in place.
        for n in 4..=5 {
            assert!(!library(n).unwrap().source.contains("let c"), "n = {n}");
        }
    }
}
