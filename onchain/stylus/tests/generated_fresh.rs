//! `src/generated/` is what `gen.rs` writes (`ZKH_BLESS=1` rewrites it).

#[test]
fn generated_code_is_fresh() {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/generated");
    let bless = std::env::var_os("ZKH_BLESS").is_some();
    for (name, text) in zkhashes_stylus::gen::files() {
        let path = dir.join(name);
        if bless {
            std::fs::write(&path, &text).unwrap();
            continue;
        }
        let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            on_disk == text,
            "{} is stale: rerun with ZKH_BLESS=1",
            path.display()
        );
    }
}
