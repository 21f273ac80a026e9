//! `zkhashes hash NAME --stdin`: one hash per input line.

use crate::progress::Progress;
use crate::{out, parse_all, show, Format};
use std::io::{BufRead, IsTerminal};
use zkhashes::instances::registry::{self, HashOptions, Info};
use zkhashes::Error;

/// Hashes every line of stdin (inputs separated by spaces or commas; blank
/// lines skipped) and prints one line per hash. An error names its line and
/// ends the run with status 2.
pub(crate) fn hash_lines(
    hasher: &str,
    field: Option<&str>,
    options: &HashOptions,
    info: &Info,
    format: Format,
) -> Result<(), Error> {
    // A count of the lines hashed, when the hashes go elsewhere than the
    // terminal that shows it.
    let progress = if std::io::stdout().is_terminal() {
        Progress::none()
    } else {
        Progress::spinner("lines hashed")
    };
    for (n, line) in std::io::stdin().lock().lines().enumerate() {
        progress.inc(1);
        let line = line.map_err(|_| Error::InvalidOption("stdin is not readable UTF-8 text"))?;
        let words: Vec<String> = line
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect();
        if words.is_empty() {
            continue;
        }
        let result =
            parse_all(&words).and_then(|inputs| registry::hash_in(hasher, field, &inputs, options));
        match result {
            Ok(values) => {
                let shown: Vec<String> = values.iter().map(|v| show(v, info, format)).collect();
                out(&shown.join(" "));
            }
            Err(e) => {
                eprintln!("zkhashes: error: line {}: {e}", n + 1);
                std::process::exit(2);
            }
        }
    }
    Ok(())
}
