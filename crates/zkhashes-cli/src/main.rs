//! The `zkhashes` binary: the commands are in the library ([`zkhashes_cli`]).

fn main() -> std::process::ExitCode {
    zkhashes_cli::main()
}
