//! `zkhashes`: ZK-friendly hashes from the command line. The binary's
//! `main` calls [`main`]; the commands live in this library so that cargo
//! compiles them beside the core's code generation (a library starts once
//! the core's metadata is written, a binary only once its code is), not
//! after it (`docs/architecture.md`, "Build").

mod bench;
mod conformance;
mod lines;
mod merkle;
mod params;
mod progress;

use clap::{Parser, Subcommand, ValueEnum};
use std::process::ExitCode;
use zkhashes::encode::{self, U256};
use zkhashes::instances::registry::{self, HashOptions, Info, Kind};
use zkhashes::merkle::named;
use zkhashes::Error;

/// Fast, exact ZK-friendly hash functions (circom Poseidon over BN254, ...).
///
/// Inputs are decimal or 0x-hex integers in [0, p); outputs are printed one
/// element per line.
#[derive(Parser, Debug)]
#[command(name = "zkhashes", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// List every hasher, permutation and Merkle scheme: name, kind, field,
    /// widths, description.
    List,
    /// Hash inputs with a named hasher, e.g. `zkhashes hash poseidon-circom 1 2`.
    Hash {
        /// Hasher name (see `zkhashes list`).
        hasher: String,
        /// Inputs, decimal or 0x-hex (some hashers, e.g. starknet-hash-many, accept none).
        #[arg(allow_negative_numbers = true)]
        inputs: Vec<String>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Hex)]
        format: Format,
        /// Initial state (capacity element), circomlibjs `initState`.
        #[arg(long, allow_negative_numbers = true)]
        init_state: Option<String>,
        /// Number of outputs, circom `PoseidonEx` `nOuts`.
        #[arg(long)]
        outputs: Option<usize>,
        /// Hash this byte string (hex, with or without 0x; empty allowed) instead of
        /// field elements, for hashers with a byte mode (e.g. rpo-hash-elements).
        #[arg(long, value_name = "HEX", conflicts_with_all = ["inputs", "init_state", "outputs"])]
        bytes: Option<String>,
        /// The field, for hashers that exist over several (see `zkhashes list`).
        #[arg(long)]
        field: Option<String>,
        /// The width of the permutation under the hasher, for hashers built over
        /// several (plonky3-sponge, plonky3-compress; see `zkhashes list`).
        #[arg(long, conflicts_with = "bytes")]
        width: Option<usize>,
        /// Read one set of inputs per line from stdin (separated by spaces or
        /// commas) and print one line per hash (outputs separated by spaces).
        #[arg(long, conflicts_with_all = ["inputs", "bytes"])]
        stdin: bool,
    },
    /// Write a gas-optimised Solidity library (inline Yul) for the EVM, e.g.
    /// `zkhashes evm poseidon-circom --inputs 2 > PoseidonT3.sol`.
    ///
    /// poseidon-circom (1 to 5 inputs): `library PoseidonT{n+1}`, ABI-compatible
    /// with poseidon-solidity. poseidon2-openzeppelin (1 to 16 inputs):
    /// `library Poseidon2Hash{n}`, OpenZeppelin's Poseidon2 sponge.
    /// poseidon2-noir (1 to 16 inputs): `library Poseidon2Noir{n}`, Noir's
    /// Poseidon2 hash. Inputs >= p revert with `InputNotInField()`.
    Evm {
        /// poseidon-circom, poseidon2-openzeppelin or poseidon2-noir.
        hasher: String,
        /// Number of inputs (default 2).
        #[arg(long)]
        inputs: Option<usize>,
    },
    /// Apply a named permutation; the width is the number of state elements.
    Permute {
        /// Permutation name (see `zkhashes list`).
        permutation: String,
        /// State elements (decimal or 0x-hex).
        #[arg(required = true, allow_negative_numbers = true)]
        state: Vec<String>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Hex)]
        format: Format,
        /// The field, for permutations that exist over several, e.g.
        /// `--field goldilocks` for poseidon2-horizen (see `zkhashes list`).
        #[arg(long)]
        field: Option<String>,
    },
    /// The root (or cap) of a Merkle tree as an ecosystem builds it, e.g.
    /// `zkhashes merkle lean-imt leaves.txt`; with `--proof I`, the proof of
    /// leaf I after it (`index`, `leaf` and `sibling` lines).
    ///
    /// Leaves: one per line (elements separated by spaces or commas), or raw
    /// little-endian words with --binary (4 bytes for the 31-bit fields, 8
    /// for Goldilocks, 32 for BN254), read a piece at a time (about 32 MiB
    /// in memory whatever the size). Schemes: see `zkhashes list`.
    ///
    /// `--out T` writes every level to the tree file T; `zkhashes merkle
    /// prove T I…` prints its cap and the proofs of leaves I… from it.
    /// `--range A..B` prints the top of rows A..B; `zkhashes merkle join
    /// P…` joins such tops into the whole tree's cap.
    Merkle(merkle::Options),
    /// The round numbers Poseidon's and Poseidon2's security inequalities
    /// require, e.g. `zkhashes params --field bn254 --t 3 --alpha 5`: each
    /// bound (statistical, interpolation, Gröbner basis, eprint 2023/537's
    /// binomial), which one binds, the security margin and the result.
    /// `zkhashes params --audit`: a line per registry instance (rounds
    /// against the minimum, constants regenerated).
    Params(params::Options),
    /// Run the conformance suite (the known answers of test-vectors/, with
    /// stable instance IDs and bad-input cases) against zkhashes or against
    /// any program: `zkhashes conformance --cmd "python3 my_impl.py"` feeds
    /// it JSON lines on stdin (docs/conformance.md). Exit code 1 when a case
    /// fails.
    Conformance(conformance::Options),
    /// Time every hasher (2-to-1 merge, 100 elements) and permutation
    /// beside BLAKE3, SHA3-256 and SHA-256; prints a Markdown table.
    Bench {
        /// A short run (about 60 ms a row; a tree row at least six builds of its tree)
        /// instead of about half a second a row.
        #[arg(long)]
        quick: bool,
        /// Print JSON instead of the table.
        #[arg(long)]
        json: bool,
        /// Keep the rows whose `name/field/scenario` contains this text
        /// (e.g. `rpo`, `babybear`, `2-to-1`), plus the BLAKE3 rows they are set beside.
        #[arg(long)]
        filter: Option<String>,
    },
}

/// How field elements are printed.
#[derive(Clone, Copy, Debug, ValueEnum)]
enum Format {
    /// 0x-prefixed lowercase hex, zero-padded to the field's byte width.
    Hex,
    /// Decimal.
    Dec,
}

/// Prints one line on stdout. A closed stdout (`zkhashes list | head -1`)
/// ends the output quietly instead of panicking as `println!` would.
fn out(line: &str) {
    use std::io::Write;
    if writeln!(std::io::stdout().lock(), "{line}").is_err() {
        std::process::exit(0);
    }
}

fn parse_all(values: &[String]) -> Result<Vec<U256>, Error> {
    values
        .iter()
        .enumerate()
        .map(|(i, s)| encode::parse_uint(s).map_err(|e| e.at(i)))
        .collect()
}

/// One element as printed.
fn show(v: &U256, info: &Info, format: Format) -> String {
    match format {
        Format::Hex => encode::to_hex(v, info.num_bytes),
        Format::Dec => encode::to_decimal(v),
    }
}

fn print(values: &[U256], info: &Info, format: Format) {
    for v in values {
        out(&show(v, info, format));
    }
}

fn run(cli: Cli) -> Result<(), Error> {
    match cli.command {
        Command::List => {
            let infos: Vec<&Info> = registry::list().collect();
            let width = infos.iter().map(|i| i.name.len()).max().unwrap_or(0);
            let scheme_fields: Vec<String> =
                named::SCHEMES.iter().map(|s| s.fields.join("|")).collect();
            let fw = infos
                .iter()
                .map(|i| i.field.len())
                .chain(scheme_fields.iter().map(String::len))
                .max()
                .unwrap_or(0);
            let ww = infos.iter().map(|i| i.widths.len()).max().unwrap_or(0);
            for i in infos {
                let kind = match i.kind {
                    Kind::Hasher => "hasher",
                    Kind::Permutation => "permutation",
                };
                out(&format!(
                    "{:<width$}  {:<11}  {:<fw$}  {:<ww$}  {}",
                    i.name, kind, i.field, i.widths, i.description
                ));
            }
            for (s, fields) in named::SCHEMES.iter().zip(&scheme_fields) {
                out(&format!(
                    "{:<width$}  {:<11}  {:<fw$}  {:<ww$}  {} (leaf: {})",
                    s.name, "merkle", fields, "", s.description, s.leaf
                ));
            }
        }
        Command::Hash {
            hasher,
            inputs,
            format,
            init_state,
            outputs,
            bytes,
            field,
            width,
            stdin,
        } => {
            let info = registry::find_in(&hasher, Kind::Hasher, field.as_deref())?;
            if let Some(hex) = bytes {
                let data = encode::parse_hex_bytes(&hex).map_err(|_| {
                    Error::InvalidOption("--bytes is not an even-length hex string")
                })?;
                print(
                    &registry::hash_bytes_in(&hasher, field.as_deref(), &data)?,
                    info,
                    format,
                );
                return Ok(());
            }
            let init_state = init_state
                .map(|s| {
                    encode::parse_uint(&s).map_err(|_| {
                        Error::InvalidOption(
                            "--init-state is not a non-negative integer below 2^256",
                        )
                    })
                })
                .transpose()?;
            let options = HashOptions {
                init_state,
                outputs,
                width,
            };
            if stdin {
                return lines::hash_lines(&hasher, field.as_deref(), &options, info, format);
            }
            let out = registry::hash_in(&hasher, field.as_deref(), &parse_all(&inputs)?, &options)?;
            print(&out, info, format);
        }
        Command::Permute {
            permutation,
            state,
            format,
            field,
        } => {
            let info = registry::find_in(&permutation, Kind::Permutation, field.as_deref())?;
            let out = registry::permute_in(&permutation, info.field.into(), &parse_all(&state)?)?;
            print(&out, info, format);
        }
        Command::Evm { hasher, inputs } => {
            out(zkhashes_evm::generate(&hasher, inputs)?.source.trim_end());
        }
        Command::Merkle(options) => {
            if let Err(msg) = merkle::run(&options) {
                eprintln!("zkhashes: error: {msg}");
                std::process::exit(2);
            }
        }
        Command::Conformance(options) => match conformance::run(&options) {
            Ok(true) => {}
            Ok(false) => std::process::exit(1),
            Err(msg) => {
                eprintln!("zkhashes: error: {msg}");
                std::process::exit(2);
            }
        },
        Command::Params(options) => {
            for line in params::report(&options)? {
                out(&line);
            }
        }
        Command::Bench {
            quick,
            json,
            filter,
        } => bench::run(&bench::Options {
            quick,
            json,
            filter,
        })?,
    }
    Ok(())
}

/// Parses the command line and runs the command: exit code 0, or 2 after
/// one line on stderr for bad input.
pub fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("zkhashes: error: {e}");
            ExitCode::from(2)
        }
    }
}
