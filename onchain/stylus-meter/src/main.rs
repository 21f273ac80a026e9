//! `stylus-meter PROGRAM.wasm [CALLDATA_HEX]`: runs the program once and
//! prints its deployed size, ink and gas. `stylus-meter --functions
//! PROGRAM.wasm`: each function's size and static ink (for tuning).

use std::fmt::Write as _;
use std::io::Write as _;
use std::process::ExitCode;
use zkhashes_stylus_meter::Program;

const USAGE: &str = "usage: stylus-meter PROGRAM.wasm [CALLDATA_HEX] | --functions PROGRAM.wasm";

fn read(path: &str) -> Result<Vec<u8>, String> {
    std::fs::read(path).map_err(|e| format!("{path}: {e}"))
}

fn run(args: &[String]) -> Result<String, String> {
    let (path, hex) = match args {
        [flag, path] if flag == "--functions" => return functions(path),
        [path] => (path, ""),
        [path, hex] => (path, hex.as_str()),
        _ => return Err(USAGE.into()),
    };
    let wasm = read(path)?;
    let hex = hex.strip_prefix("0x").unwrap_or(hex);
    if hex.len() % 2 != 0 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err("calldata is not an even-length hex string".into());
    }
    let calldata: Vec<u8> = (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).expect("checked hex"))
        .collect();
    let program = Program::load(&wasm).map_err(|e| e.to_string())?;
    let run = program.call(&calldata).map_err(|e| e.to_string())?;
    let d = program.data();
    let output: String = run.output.iter().map(|b| format!("{b:02x}")).collect();
    let mut s = String::new();
    let w = &mut s;
    writeln!(w, "wasm bytes        {}", wasm.len()).unwrap();
    writeln!(
        w,
        "deployed bytes    {} (Brotli; limit {})",
        zkhashes_stylus_meter::deployed_len(&wasm),
        zkhashes_stylus_meter::MAX_DEPLOYED_BYTES
    )
    .unwrap();
    writeln!(w, "status            {}", run.status).unwrap();
    writeln!(w, "output            0x{output}").unwrap();
    writeln!(
        w,
        "ink               {} (host I/O {})",
        run.ink, run.host_ink
    )
    .unwrap();
    writeln!(w, "compute gas       {}", run.compute_gas).unwrap();
    writeln!(
        w,
        "memory gas        {} ({} pages)",
        run.memory_gas, d.footprint
    )
    .unwrap();
    writeln!(
        w,
        "init gas          cached {}, uncached {}",
        run.init_gas_cached, run.init_gas_uncached
    )
    .unwrap();
    writeln!(
        w,
        "total gas         cached {}, uncached {}",
        run.total_gas_cached, run.total_gas_uncached
    )
    .unwrap();
    Ok(s)
}

/// Each function's index, body bytes, basic blocks, static ink and name.
fn functions(path: &str) -> Result<String, String> {
    let costs = zkhashes_stylus_meter::function_costs(&read(path)?).map_err(|e| e.to_string())?;
    let mut s = format!(
        "{:>5} {:>7} {:>6} {:>10}  name\n",
        "index", "bytes", "blocks", "ink"
    );
    for f in costs {
        let name = f.name.as_deref().unwrap_or("-");
        writeln!(
            s,
            "{:>5} {:>7} {:>6} {:>10}  {name}",
            f.index, f.bytes, f.blocks, f.ink
        )
        .unwrap();
    }
    Ok(s)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(text) => {
            // A closed stdout (`| head`) ends the output quietly.
            let _ = std::io::stdout().lock().write_all(text.as_bytes());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("stylus-meter: error: {e}");
            ExitCode::from(2)
        }
    }
}
