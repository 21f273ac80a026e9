//! Every checked-in corpus file (`fuzz/corpus/<target>/`), crashes found
//! by fuzzing included, through its target's body: the fuzzers' findings
//! as ordinary tests, no libFuzzer needed.

use std::path::Path;
use zkhashes_fuzz_targets::TARGETS;

#[test]
fn every_corpus_file_passes_its_target() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/corpus");
    for (name, body) in TARGETS {
        let dir = root.join(name);
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|f| f.expect("a directory entry").path())
            .collect();
        files.sort();
        assert!(!files.is_empty(), "{name}: an empty corpus");
        for f in &files {
            let data = std::fs::read(f).expect("a corpus file");
            let run = std::panic::catch_unwind(|| body(&data));
            assert!(run.is_ok(), "{name}: {} fails", f.display());
        }
    }
}

#[test]
fn every_target_survives_empty_and_short_inputs() {
    for (_, body) in TARGETS {
        for len in 0..64u8 {
            let data: Vec<u8> = (0..len).map(|i| i.wrapping_mul(37) ^ len).collect();
            body(&data);
        }
    }
}
