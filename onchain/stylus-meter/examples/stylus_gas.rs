//! `make gas`'s Stylus table: `stylus_gas LABEL=PROGRAM.wasm ...` runs every
//! entry point each program answers (circom `hash(uint256[1..5])`,
//! `poseidon2(uint256,uint256)`) on the meter and prints one row per entry
//! point: wasm and deployed bytes, compute gas, total gas cached and
//! uncached, and for `poseidon2` the ratio to the program labelled
//! `openzeppelin`.

use zkhashes_stylus_meter::{deployed_len, Outcome, Program};

const FUNCTIONS: [(&str, [u8; 4], usize); 6] = [
    ("hash(uint256[1])", [0x9d, 0x03, 0x6e, 0x71], 1),
    ("hash(uint256[2])", [0x56, 0x15, 0x58, 0xfe], 2),
    ("hash(uint256[3])", [0x20, 0xcf, 0x0a, 0x37], 3),
    ("hash(uint256[4])", [0x87, 0x09, 0xcd, 0x8c], 4),
    ("hash(uint256[5])", [0x7f, 0xe2, 0x38, 0xe2], 5),
    ("poseidon2(uint256,uint256)", [0x6e, 0x9c, 0x43, 0x3b], 2),
];

fn main() {
    let mut rows: Vec<(String, &str, usize, usize, Outcome)> = Vec::new();
    for arg in std::env::args().skip(1) {
        let Some((label, path)) = arg.split_once('=') else {
            eprintln!("usage: stylus_gas LABEL=PROGRAM.wasm ...");
            std::process::exit(2);
        };
        let wasm = std::fs::read(path).unwrap_or_else(|e| {
            eprintln!("{path}: {e}");
            std::process::exit(2)
        });
        let program = Program::load(&wasm).unwrap_or_else(|e| {
            eprintln!("{path}: {e}");
            std::process::exit(2)
        });
        let deployed = deployed_len(&wasm);
        for (name, sel, n) in FUNCTIONS {
            let mut data = sel.to_vec();
            for i in 1..=n {
                let mut w = [0u8; 32];
                w[31] = i as u8;
                data.extend_from_slice(&w);
            }
            match program.call(&data) {
                Ok(out) if out.status == 0 => {
                    rows.push((label.to_string(), name, wasm.len(), deployed, out));
                }
                _ => {}
            }
        }
    }
    let oz = rows
        .iter()
        .find(|r| r.0 == "openzeppelin" && r.1.starts_with("poseidon2"))
        .map(|r| r.4.total_gas_cached);
    println!(
        "| program | function | wasm bytes | deployed bytes | compute gas | total gas cached | total gas uncached | cached vs openzeppelin |"
    );
    println!("|---|---|---:|---:|---:|---:|---:|---:|");
    for (label, name, wasm, deployed, out) in &rows {
        let ratio = match oz {
            Some(theirs) if name.starts_with("poseidon2") => {
                format!("{:.3}×", out.total_gas_cached as f64 / theirs as f64)
            }
            _ => String::new(),
        };
        println!(
            "| {label} | {name} | {wasm} | {deployed} | {} | {} | {} | {ratio} |",
            out.compute_gas, out.total_gas_cached, out.total_gas_uncached
        );
    }
}
