//! Timing: warm-up, a batch size calibrated to the sample length, samples
//! and their median.

use super::case::Work;
use std::time::{Duration, Instant};

/// How long to measure each row.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// Warm-up before the samples.
    pub warm_up: Duration,
    /// Length of one sample.
    pub sample: Duration,
    /// Number of samples (odd, so the median is one of them).
    pub samples: usize,
}

impl Budget {
    /// `--quick`: about 60 ms a row.
    pub const QUICK: Budget = Budget {
        warm_up: Duration::from_millis(15),
        sample: Duration::from_millis(8),
        samples: 5,
    };
    /// The default: about half a second a row.
    pub const FULL: Budget = Budget {
        warm_up: Duration::from_millis(100),
        sample: Duration::from_millis(25),
        samples: 15,
    };
}

/// Warms `work` up for `budget.warm_up` (doubling the batch) and returns
/// the batch size that makes one sample last `budget.sample`.
pub fn calibrate(work: &dyn Work, budget: Budget) -> u64 {
    let start = Instant::now();
    let mut batch = 1u64;
    let mut per_call;
    loop {
        let t = Instant::now();
        work.run(batch);
        per_call = t.elapsed().as_secs_f64() / batch as f64;
        if start.elapsed() >= budget.warm_up {
            break;
        }
        batch = batch.saturating_mul(2);
    }
    ((budget.sample.as_secs_f64() / per_call.max(1e-10)) as u64).max(1)
}

/// Seconds per call over one batch of `iters` calls.
pub fn sample(work: &dyn Work, iters: u64) -> f64 {
    let t = Instant::now();
    work.run(iters);
    t.elapsed().as_secs_f64() / iters as f64
}

/// The median (sorts `v`).
pub fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}
