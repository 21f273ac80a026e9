//! Benchmarks only: see `benches/` and README.md.
