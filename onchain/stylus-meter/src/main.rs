//! `stylus-meter PROGRAM.wasm [CALLDATA_HEX]`: runs the program once and
//! prints its ink and gas. `stylus-meter --functions PROGRAM.wasm`: each
//! function's size and static ink (for tuning).

use std::process::ExitCode;
use zkhashes_stylus_meter::Program;

fn run() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [flag, path] = args.as_slice() {
        if flag == "--functions" {
            return functions(path);
        }
    }
    let (path, hex) = match args.as_slice() {
        [path] => (path, ""),
        [path, hex] => (path, hex.as_str()),
        _ => {
            return Err(
                "usage: stylus-meter PROGRAM.wasm [CALLDATA_HEX] | --functions PROGRAM.wasm".into(),
            )
        }
    };
    let wasm = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    let hex = hex.strip_prefix("0x").unwrap_or(hex);
    if hex.len() % 2 != 0 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err("calldata is not an even-length hex string".into());
    }
    let calldata: Vec<u8> = (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).expect("checked hex"))
        .collect();
    let program = Program::load(&wasm).map_err(|e| e.to_string())?;
    let out = program.call(&calldata).map_err(|e| e.to_string())?;
    let d = program.data();
    println!("wasm bytes        {}", wasm.len());
    println!("status            {}", out.status);
    println!(
        "output            0x{}",
        out.output
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect::<String>()
    );
    println!("ink               {} (host I/O {})", out.ink, out.host_ink);
    println!("compute gas       {}", out.compute_gas);
    println!(
        "memory gas        {} ({} pages)",
        out.memory_gas, d.footprint
    );
    println!(
        "init gas          cached {}, uncached {}",
        out.init_gas_cached, out.init_gas_uncached
    );
    println!(
        "total gas         cached {}, uncached {}",
        out.total_gas_cached, out.total_gas_uncached
    );
    Ok(())
}

/// Prints each function's index, body bytes, basic blocks, static ink and name.
fn functions(path: &str) -> Result<(), String> {
    let wasm = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    let costs = zkhashes_stylus_meter::function_costs(&wasm).map_err(|e| e.to_string())?;
    println!(
        "{:>5} {:>7} {:>6} {:>10}  name",
        "index", "bytes", "blocks", "ink"
    );
    for f in costs {
        println!(
            "{:>5} {:>7} {:>6} {:>10}  {}",
            f.index,
            f.bytes,
            f.blocks,
            f.ink,
            f.name.as_deref().unwrap_or("-")
        );
    }
    Ok(())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("stylus-meter: error: {e}");
            ExitCode::from(2)
        }
    }
}
