#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| zkhashes_fuzz_targets::dispatch::dispatch_levels(data));
