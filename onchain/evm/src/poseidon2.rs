//! OpenZeppelin's Poseidon2 sponge over BN254 (`openzeppelin-crypto`: the
//! HorizenLabs t = 3 permutation, capacity 1, inputs added into cells 1 and
//! 2, output cell 1), and the Solidity wrapper both generators share.

use crate::circom::literal_modulus;
use crate::yul::{add, revert_unless, sum_plus, Cells, Expr, Rounds, Writer};
use crate::Contract;
use zkhashes::instances::poseidon2_horizen::bn254_t3;
use zkhashes::{Bn254Fr as F, Field};

/// The library `Poseidon2Hash{n}` hashing `n` inputs.
pub(crate) fn library(n: usize) -> Contract {
    let name = format!("Poseidon2Hash{n}");
    let body = body(n);
    Contract {
        source: wrap(
            &name,
            &format!("poseidon2-openzeppelin --inputs {n}"),
            &[
                &format!("@title Poseidon2 over BN254, OpenZeppelin's sponge ({n} inputs)"),
                "@notice The function of openzeppelin-crypto's `Poseidon2<BN256Params>` (absorb the",
                "inputs, squeeze one element), as in rust-contracts-stylus's Poseidon example. Inputs",
                "must be below the BN254 scalar field modulus; larger ones revert with `InputNotInField()`.",
            ],
            n,
            &body,
        ),
        name,
    }
}

/// The marker of this generator's methods on [`Rounds`].
struct OpenZeppelin;

/// The generated code's state: three cells and their bounds.
type State = Rounds<OpenZeppelin>;

impl State {
    /// The external matrix circ(2, 1, 1): `s_i ← s_i + Σs + next_i`.
    fn external(&mut self, next: [F; 3]) {
        let total = add(&self.cell(0), &add(&self.cell(1), &self.cell(2)));
        self.w.open("{");
        self.w.line(&format!("let sum := {}", total.code));
        let sum = Expr::var("sum", total.bound);
        for (i, c) in next.iter().enumerate() {
            let v = sum_plus(&[self.cell(i), sum.clone()], *c);
            self.w.line(&format!("s{i} := {}", v.code));
            self.bounds[i] = v.bound;
        }
        self.w.close();
    }

    /// One internal round on `s0` (its constant already added): S-box, then
    /// `M_I = J + diag(1, 1, 2)`, cells 1 and 2 kept reduced.
    fn internal(&mut self, next: [F; 3]) {
        self.w.open("{");
        self.w.line("let q := mulmod(s0, s0, F)");
        self.w.line("let x := mulmod(mulmod(q, q, F), s0, F)");
        let x = Expr::var("x", 1);
        let total = add(&x, &add(&self.cell(1), &self.cell(2)));
        self.w.line(&format!("let sum := {}", total.code));
        let sum = Expr::var("sum", total.bound);
        let s0 = sum_plus(&[x, sum.clone()], next[0]);
        self.w.line(&format!("s0 := {}", s0.code));
        let s1 = sum_plus(std::slice::from_ref(&sum), next[1]);
        self.w.line(&format!("s1 := addmod(s1, {}, F)", s1.code));
        let s2 = sum_plus(&[sum, self.cell(2)], next[2]);
        self.w.line(&format!("s2 := addmod(s2, {}, F)", s2.code));
        self.w.close();
        self.bounds = vec![s0.bound, 1, 1];
    }

    /// The permutation; `last`: only cell 1 is needed afterwards, returned.
    fn permute(&mut self, last: bool) {
        let p = bn254_t3();
        let initial = p.initial_constants();
        let internal = p.internal_constants();
        let terminal = p.terminal_constants();
        assert_eq!(p.internal_diagonal(), [F::ONE, F::ONE, F::from_u64(2)]);
        assert_eq!(p.alpha(), 5);
        let partial = |c: F| [c, F::ZERO, F::ZERO];
        self.external(initial[0]);
        for r in 0..initial.len() {
            self.sboxes();
            let next = initial.get(r + 1).copied().unwrap_or(partial(internal[0]));
            self.external(next);
        }
        for r in 0..internal.len() {
            let next = internal.get(r + 1).map_or(terminal[0], |c| partial(*c));
            self.internal(next);
        }
        for r in 0..terminal.len() {
            self.sboxes();
            if last && r + 1 == terminal.len() {
                let total = add(&self.cell(0), &add(&self.cell(1), &self.cell(2)));
                self.w
                    .line(&format!("mstore(0, addmod(s1, {}, F))", total.code));
                self.w.line("return(0, 0x20)");
                return;
            }
            self.external(terminal.get(r + 1).copied().unwrap_or([F::ZERO; 3]));
        }
    }
}

fn body(n: usize) -> String {
    let mut st = Rounds::of(Cells::new(Writer::at(3), 3));
    st.w.line(&format!("let F := {}", literal_modulus()));
    let at = |i: usize| {
        if i == 0 {
            "inputs".to_string()
        } else {
            format!("add(inputs, {:#x})", 32 * i)
        }
    };
    revert_unless(
        &mut st.w,
        (0..n).map(|i| format!("lt(calldataload({}), F)", at(i))),
    );
    st.w.line("let s0 := 0");
    st.w.line(&format!("let s1 := calldataload({})", at(0)));
    st.w.line(&if n > 1 {
        format!("let s2 := calldataload({})", at(1))
    } else {
        "let s2 := 0".to_string()
    });
    let blocks = n.div_ceil(2);
    for b in 0..blocks {
        if b > 0 {
            st.w.line(&format!("// Absorb block {}.", b + 1));
            for (k, i) in (2 * b..(2 * b + 2).min(n)).enumerate() {
                let cell = k + 1;
                let v = add(
                    &st.cell(cell),
                    &Expr::var(format!("calldataload({})", at(i)), 1),
                );
                st.w.line(&format!("s{cell} := {}", v.code));
                st.bounds[cell] = v.bound;
            }
        }
        st.w.line(&format!("// Permutation {}.", b + 1));
        st.permute(b + 1 == blocks);
    }
    st.cells.w.finish()
}

/// A Solidity library around `body`: `function hash(uint256[n] calldata
/// inputs) public pure returns (uint256)` with the assembly inside (the
/// inputs read with `calldataload`: no copy to memory).
pub(crate) fn wrap(name: &str, command: &str, doc: &[&str], n: usize, body: &str) -> String {
    let mut s = String::new();
    s.push_str("// SPDX-License-Identifier: MIT OR Apache-2.0\n");
    s.push_str(&format!(
        "// Generated by `zkhashes evm {command}` (zkhashes {}). Do not edit.\n",
        env!("CARGO_PKG_VERSION")
    ));
    s.push_str("pragma solidity >=0.8.4;\n\n");
    for line in doc {
        s.push_str(&format!("/// {line}\n"));
    }
    s.push_str(&format!("library {name} {{\n"));
    s.push_str("    /// @notice An input is not below the field modulus.\n");
    s.push_str("    error InputNotInField();\n\n");

    s.push_str("    /// @notice The hash of `inputs`.\n");
    s.push_str(&format!(
        "    function hash(uint256[{n}] calldata inputs) public pure returns (uint256) {{\n"
    ));
    s.push_str("        assembly {\n");
    s.push_str(body);
    s.push_str("        }\n    }\n}\n");
    s
}
