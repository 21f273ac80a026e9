//! Named trees streamed a piece at a time (`merkle::stream`) with every
//! level written to a tree file (`merkle::tree_file`): for every scheme and
//! field, random trees of several sizes (not powers of two where the
//! scheme allows them) and cap heights, cut into 1, 2, 4 and 8 pieces, give
//! the one-piece cap (`NamedTree`, tested against each ecosystem's code in
//! `zkhashes-crosscheck`), and every proof served from the file equals the
//! one-piece tree's; every kind of damaged file is refused.

use super::merkle_pieces::{cases, values, Rng};
use std::path::{Path, PathBuf};
use zkhashes::encode::U256;
use zkhashes::merkle::named::{self, NamedTree};
use zkhashes::merkle::stream::{build, Build};
use zkhashes::merkle::tree_file::TreeFile;
use zkhashes::Error;

/// A fresh scratch folder for this test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("zkhashes-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Values as the field's little-endian bytes.
fn bytes_of(values: &[U256], field: &str) -> Vec<u8> {
    let nb = named::num_bytes(field);
    values
        .iter()
        .flat_map(|v| (0..nb).map(move |k| (v[k / 8] >> (8 * (k % 8))) as u8))
        .collect()
}

#[allow(clippy::too_many_arguments)]
fn stream(
    scheme: &str,
    field: &str,
    bytes: &[u8],
    width: usize,
    rows: u64,
    cap: u32,
    piece_rows: Option<u64>,
    out: Option<&Path>,
) -> Result<Vec<Vec<U256>>, Error> {
    let b = Build {
        scheme,
        field: Some(field),
        width,
        rows,
        cap_height: cap,
        piece_rows,
    };
    let mut done = 0;
    let cap = build(&b, &mut &bytes[..], out, &mut |n| done = n)?;
    assert_eq!(done, rows, "progress reaches the last row");
    Ok(cap)
}

#[test]
fn streamed_trees_and_their_files_equal_the_one_piece_tree() {
    let dir = scratch("tree-files");
    let path = dir.join("t.zkt");
    let mut rng = Rng(0x5eed_0066);
    for (name, field, width, totals, caps) in cases() {
        for total in totals {
            let leaves = values(&mut rng, field, total as usize * width);
            let bytes = bytes_of(&leaves, field);
            for &cap in &caps {
                let Ok(whole) = NamedTree::new(name, Some(field), &leaves, width, cap) else {
                    continue;
                };
                let want = whole.cap();
                let top = total.next_power_of_two();
                for pieces in [1u64, 2, 4, 8] {
                    let span = top / pieces;
                    if span == 0 {
                        continue;
                    }
                    let at = format!("{name}/{field}: {total} rows, cap {cap}, span {span}");
                    let got = stream(name, field, &bytes, width, total, cap, Some(span), None)
                        .unwrap_or_else(|e| panic!("{at}: {e}"));
                    assert_eq!(got, want, "{at}: root only");
                    let got = stream(
                        name,
                        field,
                        &bytes,
                        width,
                        total,
                        cap,
                        Some(span),
                        Some(&path),
                    )
                    .unwrap_or_else(|e| panic!("{at}: {e}"));
                    assert_eq!(got, want, "{at}: with a file");
                    let file = TreeFile::open(&path).unwrap_or_else(|e| panic!("{at}: {e}"));
                    file.check().unwrap();
                    assert_eq!(file.cap(), &want[..], "{at}");
                    assert_eq!(file.shape().rows, total);
                    for i in 0..total {
                        assert_eq!(file.proof(i).unwrap(), whole.proof(i).unwrap(), "{at}, {i}");
                    }
                    assert!(matches!(
                        file.proof(total),
                        Err(Error::IndexOutOfRange { .. })
                    ));
                }
            }
            // The default piece size (one piece at these sizes).
            let got = stream(name, field, &bytes, width, total, 0, None, None).unwrap();
            let whole = NamedTree::new(name, Some(field), &leaves, width, 0).unwrap();
            assert_eq!(
                got,
                whole.cap(),
                "{name}/{field}: {total} rows, default pieces"
            );
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

fn file_error(path: &Path) -> &'static str {
    let e = TreeFile::open(path).and_then(|f| {
        // Open succeeded: the damage shows in a proof or in the check.
        (0..f.shape().rows).try_for_each(|i| f.proof(i).map(|_| ()))?;
        f.check()
    });
    match e {
        Err(Error::InvalidTreeFile(what)) => what,
        other => panic!("expected InvalidTreeFile, got {other:?}"),
    }
}

#[test]
fn damaged_files_are_refused() {
    let dir = scratch("tree-damage");
    let good = dir.join("good.zkt");
    let mut rng = Rng(0x5eed_0067);
    let (rows, width) = (100u64, 3usize);
    let leaves = values(&mut rng, "babybear", rows as usize * width);
    let bytes = bytes_of(&leaves, "babybear");
    stream(
        "plonky3-mmcs",
        "babybear",
        &bytes,
        width,
        rows,
        1,
        Some(16),
        Some(&good),
    )
    .unwrap();
    let original = std::fs::read(&good).unwrap();
    let bad = dir.join("bad.zkt");
    let damaged = |f: &dyn Fn(&mut Vec<u8>)| {
        let mut b = original.clone();
        f(&mut b);
        std::fs::write(&bad, &b).unwrap();
        file_error(&bad)
    };
    // Truncated anywhere, or with bytes after its end.
    for cut in [4, 40, 200, original.len() / 2, original.len() - 1] {
        let what = damaged(&|b| b.truncate(cut));
        assert!(
            what.contains("truncated") || what.contains("cut short"),
            "{cut}: {what}"
        );
    }
    assert!(damaged(&|b| b.push(0)).contains("longer"));
    // Not a tree file; unfinished (the header is written last).
    assert!(damaged(&|b| b[0] ^= 1).contains("not a zkhashes tree file"));
    assert!(damaged(&|b| b[..8].fill(0)).contains("unfinished"));
    assert!(damaged(&|b| b[8] = 2).contains("version"));
    // A header byte changed: its checksum fails.
    assert!(damaged(&|b| b[30] ^= 0x10).contains("header"));
    // A byte in the rows, in a level, in the cap: refused, never a wrong proof.
    let len = original.len();
    for at in [len / 8, len / 2, len - 40, len - 3] {
        let what = damaged(&|b| b[at] ^= 0x01);
        assert!(what.contains("damaged"), "byte {at}: {what}");
    }
    // A file of another tree does not open as this one's: its header and
    // sizes disagree when one header is put on another body.
    let other = dir.join("other.zkt");
    stream(
        "plonky3-mmcs",
        "babybear",
        &bytes[..90 * 12],
        width,
        90,
        1,
        None,
        Some(&other),
    )
    .unwrap();
    let mut mixed = std::fs::read(&other).unwrap();
    mixed.truncate(64);
    mixed.extend_from_slice(&original[64..]);
    std::fs::write(&bad, &mixed).unwrap();
    let what = file_error(&bad);
    assert!(
        what.contains("damaged") || what.contains("longer"),
        "{what}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_streams_are_refused_and_leave_no_finished_file() {
    let dir = scratch("tree-bad-streams");
    let out = dir.join("t.zkt");
    let mut rng = Rng(0x5eed_0068);
    let leaves = values(&mut rng, "babybear", 64 * 2);
    let mut bytes = bytes_of(&leaves, "babybear");
    // A value ≥ p in row 41 (element 83 of the input): named over the whole input.
    bytes[83 * 4..84 * 4].copy_from_slice(&0x7800_0001u32.to_le_bytes());
    let e = stream(
        "plonky3-mmcs",
        "babybear",
        &bytes,
        2,
        64,
        0,
        Some(8),
        Some(&out),
    );
    assert_eq!(e, Err(Error::NonCanonical { index: 83 }));
    assert!(matches!(
        TreeFile::open(&out),
        Err(Error::InvalidTreeFile(w)) if w.contains("unfinished")
    ));
    // An input shorter than its rows; a scheme's refused shape; a piece
    // size that is not a power of two.
    let short = stream(
        "plonky3-mmcs",
        "babybear",
        &bytes[..100],
        2,
        64,
        0,
        None,
        None,
    );
    assert!(matches!(short, Err(Error::Io(_))));
    let p2 = stream("plonky2", "goldilocks", &[0; 8 * 6], 2, 3, 0, None, None);
    assert!(matches!(p2, Err(Error::InvalidTree(_))));
    let span = stream("plonky3-mmcs", "babybear", &bytes, 2, 64, 0, Some(12), None);
    assert!(matches!(span, Err(Error::InvalidPiece { .. })));
    // A file that does not exist.
    assert!(matches!(
        TreeFile::open(&dir.join("none")),
        Err(Error::Io(_))
    ));
    std::fs::remove_dir_all(&dir).unwrap();
}
