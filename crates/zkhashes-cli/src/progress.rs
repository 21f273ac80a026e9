//! Progress on stderr for long runs (`merkle` over large inputs, `hash
//! --stdin` streams, `bench`), drawn by indicatif only when stderr is a
//! terminal: piped or redirected runs print nothing extra.

use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;
use std::time::Duration;

/// A bar or a spinner, or nothing when stderr is not a terminal; cleared
/// when dropped.
pub(crate) struct Progress(Option<ProgressBar>);

impl Progress {
    fn new(make: impl FnOnce() -> ProgressBar) -> Self {
        Self(std::io::stderr().is_terminal().then(make))
    }

    /// Nothing (for a run whose output goes to the same terminal).
    pub(crate) fn none() -> Self {
        Self(None)
    }

    /// A bar over `len` steps, labelled `prefix`.
    pub(crate) fn bar(len: u64, prefix: &'static str) -> Self {
        Self::new(|| {
            let style =
                ProgressStyle::with_template("{prefix} [{bar:30}] {pos}/{len} {msg} ({elapsed})")
                    .expect("a valid template")
                    .progress_chars("=> ");
            ProgressBar::new(len).with_style(style).with_prefix(prefix)
        })
    }

    /// A spinner showing `msg`, a count and the time spent.
    pub(crate) fn spinner(msg: &'static str) -> Self {
        Self::new(|| {
            let style = ProgressStyle::with_template("{spinner} {msg} {human_pos} ({elapsed})")
                .expect("a valid template");
            let bar = ProgressBar::new_spinner()
                .with_style(style)
                .with_message(msg);
            bar.enable_steady_tick(Duration::from_millis(120));
            bar
        })
    }

    /// Moves to step `pos` with the message `msg`.
    pub(crate) fn set(&self, pos: u64, msg: &str) {
        if let Some(bar) = &self.0 {
            bar.set_position(pos);
            bar.set_message(msg.to_string());
        }
    }

    /// Advances by `n` steps.
    pub(crate) fn inc(&self, n: u64) {
        if let Some(bar) = &self.0 {
            bar.inc(n);
        }
    }

    /// Replaces the message.
    pub(crate) fn message(&self, msg: &'static str) {
        if let Some(bar) = &self.0 {
            bar.set_message(msg);
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        if let Some(bar) = &self.0 {
            bar.finish_and_clear();
        }
    }
}
