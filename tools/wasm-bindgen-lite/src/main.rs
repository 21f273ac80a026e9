//! `wasm-bindgen-lite --target nodejs|web --out-dir DIR INPUT.wasm`: the output of
//! `wasm-bindgen` 0.2.130 with the same arguments (every other option at the CLI's default), from
//! the same library, `wasm-bindgen-cli-support`.
//!
//! Why not `cargo install wasm-bindgen-cli`: that also builds the CLI's test runner (an HTTP server
//! and client, rustls and ring, brotli), which the npm package's build never runs, and it was the
//! longest single step of `make test` on a fresh machine (docs/performance.md, "`make test` time").

use std::path::PathBuf;
use std::process::ExitCode;

use wasm_bindgen_cli_support::Bindgen;

/// The `--target` values the npm package's build uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target {
    Nodejs,
    Web,
}

/// What the command line asked for.
#[derive(Debug, PartialEq, Eq)]
enum Command {
    Version,
    Generate {
        target: Target,
        out_dir: PathBuf,
        input: PathBuf,
    },
}

const USAGE: &str =
    "usage: wasm-bindgen-lite --target nodejs|web --out-dir DIR INPUT.wasm | --version";

fn parse(args: &[String]) -> Result<Command, String> {
    if args == ["--version"] {
        return Ok(Command::Version);
    }
    let (mut target, mut out_dir, mut input) = (None, None, None);
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--target" => {
                target = Some(match it.next().map(String::as_str) {
                    Some("nodejs") => Target::Nodejs,
                    Some("web") => Target::Web,
                    Some(other) => return Err(format!("unsupported --target {other:?}")),
                    None => return Err("--target needs a value".into()),
                })
            }
            "--out-dir" => {
                out_dir = Some(PathBuf::from(it.next().ok_or("--out-dir needs a value")?))
            }
            flag if flag.starts_with('-') => return Err(format!("unsupported option {flag:?}")),
            path if input.is_none() => input = Some(PathBuf::from(path)),
            extra => return Err(format!("unexpected argument {extra:?}")),
        }
    }
    Ok(Command::Generate {
        target: target.ok_or("--target is required")?,
        out_dir: out_dir.ok_or("--out-dir is required")?,
        input: input.ok_or("an input .wasm is required")?,
    })
}

/// The builder calls of `wasm-bindgen`'s `rmain` with its default arguments.
fn generate(target: Target, out_dir: &PathBuf, input: &PathBuf) -> Result<(), String> {
    let err = |e: anyhow::Error| format!("{e:?}");
    let mut b = Bindgen::new();
    match target {
        Target::Nodejs => b.nodejs(true).map_err(err)?,
        Target::Web => b.web(true).map_err(err)?,
    };
    b.input_path(input)
        .debug(false)
        .demangle(true)
        .keep_lld_exports(false)
        .keep_debug(false)
        .split_debug_info(false)
        .remove_name_section(false)
        .remove_producers_section(false)
        .typescript(true)
        .omit_imports(false)
        .omit_default_module_path(false)
        .split_linked_modules(false)
        .js_string_builtins(false)
        .ts_typed_array_buffers(false)
        .reset_state_function(false)
        .force_enable_abort_handler(false);
    b.generate(out_dir).map_err(err)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match parse(&args) {
        Ok(Command::Version) => {
            println!("wasm-bindgen-lite (wasm-bindgen-cli-support 0.2.130)");
            ExitCode::SUCCESS
        }
        Ok(Command::Generate {
            target,
            out_dir,
            input,
        }) => match generate(target, &out_dir, &input) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("error: {e}");
                ExitCode::FAILURE
            }
        },
        Err(e) => {
            eprintln!("error: {e}\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn parses_the_makefile_calls() {
        assert_eq!(
            parse(&args("--target web --out-dir d/web m.wasm")),
            Ok(Command::Generate {
                target: Target::Web,
                out_dir: "d/web".into(),
                input: "m.wasm".into()
            })
        );
        assert_eq!(parse(&args("--version")), Ok(Command::Version));
    }

    #[test]
    fn refuses_what_it_does_not_do() {
        assert!(parse(&args("--target bundler --out-dir d m.wasm")).is_err());
        assert!(parse(&args("--target web m.wasm")).is_err());
        assert!(parse(&args("--target web --out-dir d")).is_err());
        assert!(parse(&args("--target web --out-dir d a.wasm b.wasm")).is_err());
        assert!(parse(&args("--no-typescript --target web --out-dir d a.wasm")).is_err());
    }
}
