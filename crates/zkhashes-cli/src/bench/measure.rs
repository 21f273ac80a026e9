//! Timing: warm-up, a batch size calibrated to the sample length, then the
//! median of repeated samples.

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

/// Seconds per call: the median over `budget.samples` batches.
pub fn median_seconds(work: &dyn Work, budget: Budget) -> f64 {
    // Warm up, doubling the batch until the warm-up time is spent; the last
    // batch sets the rate that sizes the samples.
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
    let iters = ((budget.sample.as_secs_f64() / per_call.max(1e-10)) as u64).max(1);
    let mut samples: Vec<f64> = (0..budget.samples)
        .map(|_| {
            let t = Instant::now();
            work.run(iters);
            t.elapsed().as_secs_f64() / iters as f64
        })
        .collect();
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}
