//! Times `hash_rows_words` on 10⁶ rows (a development aid).
fn main() {
    use zkhashes::instances::registry::{hash_rows_words, HashOptions};
    for (name, field, p, k) in [
        ("plonky3-compress", "babybear", 2013265921u64, 16usize),
        ("plonky3-compress", "goldilocks", 0xffff_ffff_0000_0001, 8),
    ] {
        let n = 1_000_000;
        let words: Vec<u64> = (0..n * k as u64)
            .map(|i| i.wrapping_mul(0x9e37_79b9_7f4a_7c15) % p)
            .collect();
        for _ in 0..3 {
            let t = std::time::Instant::now();
            let out = hash_rows_words(
                name,
                Some(field),
                &words,
                k,
                n as usize,
                &HashOptions::default(),
            )
            .unwrap();
            println!("{name} {field}: {:?} ({} words)", t.elapsed(), out.len());
        }
    }
}
