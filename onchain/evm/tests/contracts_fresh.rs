//! The checked-in contracts under `onchain/evm/contracts/` are what the
//! generator writes. `ZKH_BLESS=1 cargo test -p zkhashes-evm --test
//! contracts_fresh` rewrites them.

use std::path::PathBuf;

#[test]
fn checked_in_contracts_are_fresh() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("contracts");
    let bless = std::env::var_os("ZKH_BLESS").is_some();
    for c in zkhashes_evm::shipped().unwrap() {
        let path = dir.join(format!("{}.sol", c.name));
        if bless {
            std::fs::write(&path, &c.source).unwrap();
            continue;
        }
        let on_disk = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e} (bless with ZKH_BLESS=1)", path.display()));
        assert!(
            on_disk == c.source,
            "{} differs from the generator's output; rerun with ZKH_BLESS=1",
            path.display()
        );
    }
}
