//! The deployed size of a program: what `cargo stylus deploy` puts on chain
//! is the wasm compressed with Brotli (quality 11, window 2²²; cargo-stylus
//! `project.rs`, `brotli::compress(wasm, 11, 22, Dictionary::Empty)`) behind
//! the 4-byte prefix `EF F0 00 00` (nitro `arbos/programs`: the Stylus
//! discriminant and the dictionary byte). It must fit the EVM code-size
//! limit of 24,576 bytes (EIP-170, nitro `MaxCodeSize`).

/// The EVM code-size limit a deployed Stylus program must fit.
pub const MAX_DEPLOYED_BYTES: usize = 24_576;

/// Bytes of the deployed program: prefix plus the Brotli-compressed wasm.
pub fn deployed_len(wasm: &[u8]) -> usize {
    let params = brotli::enc::BrotliEncoderParams {
        quality: 11,
        lgwin: 22,
        ..Default::default()
    };
    let mut out = Vec::new();
    brotli::BrotliCompress(&mut &wasm[..], &mut out, &params).expect("compressing into memory");
    4 + out.len()
}
