//! Keeps the program's memory to one 64 KiB page (Stylus charges per page
//! beyond two per transaction; Rust's default wasm stack alone is 1 MiB).

fn main() {
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-cdylib-link-arg=-zstack-size=32768");
    }
}
