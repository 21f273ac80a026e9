#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| zkhashes_fuzz_targets::cabi::c_abi(data));
