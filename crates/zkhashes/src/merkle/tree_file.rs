//! A named tree's every level on disk, and its proofs served from there
//! without loading it (`std` only). Written by [`super::stream::build`];
//! read by [`TreeFile`].
//!
//! Layout (every number little-endian):
//!
//! | bytes | what |
//! |---|---|
//! | 8 | magic `ZKHTREE1` (all zero while the file is being written) |
//! | 4 | format version: 1 |
//! | 4 | L: length of the header's fields |
//! | L | scheme (1 length byte, ASCII), field (likewise), width u64, rows u64, cap height u32, element bytes u32, digest elements u32, first level u32, cap level u32, sections u32, then per section its offset u64, item count u64 and CRC-32 u32 |
//! | 4 | CRC-32 of everything above |
//! | … | zero bytes up to a multiple of 64, then the sections |
//!
//! Sections, one after the other: the rows (each `width` elements); the
//! levels from the first level to the cap's (level j holds ⌈rows / 2ʲ⌉
//! digests; the first level is 1 where a row is itself a digest —
//! `miden-rpo`, `miden-poseidon2`, `winterfell-rp64-256`, `lean-imt` — and
//! level 0, the rows' hashes, otherwise); the cap. An element is `element
//! bytes` bytes, a digest `digest elements` elements. MMCS's zero padding
//! is not stored.
//!
//! A file is refused ([`Error::InvalidTreeFile`]) when it is not one, is
//! unfinished, of another version, truncated or longer than its sections,
//! when its header's checksum fails or its sections do not fit its shape,
//! or when a proof read from it does not lead to its cap (every proof is
//! checked before it is returned). [`TreeFile::check`] reads everything
//! and checks every section's checksum.

use super::named::{self, Proof};
use super::pieces;
use crate::encode::U256;
use crate::error::Error;
use alloc::string::ToString;
use alloc::vec::Vec;
use std::fs::File;
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::Path;
use std::sync::Mutex;

const MAGIC: &[u8; 8] = b"ZKHTREE1";
const VERSION: u32 = 1;

fn bad(what: &'static str) -> Error {
    Error::InvalidTreeFile(what)
}

pub(crate) fn io(e: &std::io::Error) -> Error {
    Error::Io(e.to_string())
}

/// The shape of a tree file: what its header says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shape {
    /// The scheme's name.
    pub scheme: &'static str,
    /// The field's name.
    pub field: &'static str,
    /// Elements per row.
    pub width: u64,
    /// Rows.
    pub rows: u64,
    /// The cap height.
    pub cap_height: u32,
    /// Bytes of an element.
    pub num_bytes: u32,
    /// Elements of a digest.
    pub digest_len: u32,
    /// The first level stored apart from the rows (0 or 1).
    pub first_level: u32,
    /// The cap's level, counted from the rows.
    pub cap_level: u32,
}

/// One section: where it starts, how many items it holds, its CRC-32.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Section {
    offset: u64,
    count: u64,
    crc: u32,
}

impl Shape {
    /// The shape of a tree of `rows` rows of `width` elements of scheme
    /// `name` over `field` with cap height `cap_height` (the scheme's
    /// errors for a shape it refuses).
    pub fn new(
        name: &str,
        field: Option<&str>,
        width: usize,
        rows: u64,
        cap_height: u32,
    ) -> Result<Self, Error> {
        let (info, field) = named::find(name, field)?;
        let cap_level = pieces::cap_level(info.name, Some(field), rows, cap_height)?;
        let digest_len = named::digest_len(info.name, Some(field))?;
        let row_is_digest = matches!(
            info.name,
            "miden-rpo" | "miden-poseidon2" | "winterfell-rp64-256" | "lean-imt"
        );
        if row_is_digest && width != digest_len {
            return Err(Error::WrongArity {
                min: digest_len,
                max: digest_len,
                got: width,
            });
        }
        if width == 0 {
            return Err(Error::InvalidTree("a row has at least one element"));
        }
        Ok(Self {
            scheme: info.name,
            field,
            width: width as u64,
            rows,
            cap_height,
            num_bytes: named::num_bytes(field) as u32,
            digest_len: digest_len as u32,
            first_level: u32::from(row_is_digest),
            cap_level,
        })
    }

    /// Bytes of a digest.
    fn digest_bytes(&self) -> u64 {
        u64::from(self.digest_len) * u64::from(self.num_bytes)
    }

    /// Bytes of a row.
    fn row_bytes(&self) -> u64 {
        self.width * u64::from(self.num_bytes)
    }

    /// Nodes at level j.
    fn count(&self, level: u32) -> u64 {
        if level >= 64 {
            return 1;
        }
        self.rows.div_ceil(1 << level)
    }

    /// Sections: rows, levels first..=cap, cap.
    fn sections(&self) -> usize {
        (self.cap_level + 1).saturating_sub(self.first_level) as usize + 2
    }

    /// The section of level j (0: the rows).
    fn level_section(&self, level: u32) -> usize {
        if level < self.first_level {
            0
        } else {
            (level - self.first_level) as usize + 1
        }
    }

    /// Bytes of one item of section `i`.
    fn item_bytes(&self, i: usize) -> u64 {
        if i == 0 {
            self.row_bytes()
        } else {
            self.digest_bytes()
        }
    }

    /// The header's fields, with the sections given.
    fn fields(&self, sections: &[Section]) -> Vec<u8> {
        let mut h = Vec::new();
        for name in [self.scheme, self.field] {
            h.push(name.len() as u8);
            h.extend_from_slice(name.as_bytes());
        }
        h.extend_from_slice(&self.width.to_le_bytes());
        h.extend_from_slice(&self.rows.to_le_bytes());
        for v in [
            self.cap_height,
            self.num_bytes,
            self.digest_len,
            self.first_level,
            self.cap_level,
            sections.len() as u32,
        ] {
            h.extend_from_slice(&v.to_le_bytes());
        }
        for s in sections {
            h.extend_from_slice(&s.offset.to_le_bytes());
            h.extend_from_slice(&s.count.to_le_bytes());
            h.extend_from_slice(&s.crc.to_le_bytes());
        }
        h
    }

    /// The whole header (magic to padding) with the sections given.
    fn header(&self, sections: &[Section]) -> Vec<u8> {
        let fields = self.fields(sections);
        let mut h = Vec::with_capacity(fields.len() + 24);
        h.extend_from_slice(MAGIC);
        h.extend_from_slice(&VERSION.to_le_bytes());
        h.extend_from_slice(&(fields.len() as u32).to_le_bytes());
        h.extend_from_slice(&fields);
        let crc = crc32fast::hash(&h);
        h.extend_from_slice(&crc.to_le_bytes());
        h.resize(h.len().next_multiple_of(64), 0);
        h
    }

    /// The sections' offsets and counts (the cap's count given), CRCs zero.
    fn layout(&self, cap_count: u64) -> Vec<Section> {
        let n = self.sections();
        let mut offset = self.header(&alloc::vec![Section::default(); n]).len() as u64;
        (0..n)
            .map(|i| {
                let count = match i {
                    0 => self.rows,
                    i if i + 1 == n => cap_count,
                    i => self.count(self.first_level + i as u32 - 1),
                };
                let s = Section {
                    offset,
                    count,
                    crc: 0,
                };
                offset += count * self.item_bytes(i);
                s
            })
            .collect()
    }
}

/// Elements written as `num_bytes` little-endian bytes each (canonical
/// values of the field: they fit).
pub fn encode(values: &[U256], num_bytes: usize, out: &mut Vec<u8>) {
    for v in values {
        for k in 0..num_bytes {
            out.push((v[k / 8] >> (8 * (k % 8))) as u8);
        }
    }
}

/// Little-endian words of `num_bytes` bytes.
pub fn decode(bytes: &[u8], num_bytes: usize) -> Vec<U256> {
    bytes
        .chunks_exact(num_bytes)
        .map(|w| {
            let mut v = [0u64; 4];
            for (k, b) in w.iter().enumerate() {
                v[k / 8] |= u64::from(*b) << (8 * (k % 8));
            }
            v
        })
        .collect()
}

/// A tree file being written: each section filled in order, the header
/// last.
pub(crate) struct Writer {
    file: File,
    shape: Shape,
    sections: Vec<Section>,
    filled: Vec<u64>,
    crcs: Vec<crc32fast::Hasher>,
}

impl Writer {
    /// Creates (or truncates) `path` for a tree of `shape`.
    pub(crate) fn create(path: &Path, shape: Shape) -> Result<Self, Error> {
        let file = File::create(path).map_err(|e| io(&e))?;
        let sections = shape.layout(0);
        let n = sections.len();
        Ok(Self {
            file,
            shape,
            sections,
            filled: alloc::vec![0; n],
            crcs: (0..n).map(|_| crc32fast::Hasher::new()).collect(),
        })
    }

    /// Appends the rows' bytes (as read: little-endian elements).
    pub(crate) fn rows(&mut self, bytes: &[u8]) -> Result<(), Error> {
        self.append(0, bytes)
    }

    /// Appends `nodes` (flat elements) to level `level`; level 0 goes to
    /// the rows where a row is a digest (already written: skipped).
    pub(crate) fn level(&mut self, level: u32, nodes: &[U256]) -> Result<(), Error> {
        if level < self.shape.first_level || level > self.shape.cap_level {
            return Ok(());
        }
        let mut bytes = Vec::with_capacity(nodes.len() * self.shape.num_bytes as usize);
        encode(nodes, self.shape.num_bytes as usize, &mut bytes);
        self.append(self.shape.level_section(level), &bytes)
    }

    fn append(&mut self, i: usize, bytes: &[u8]) -> Result<(), Error> {
        let s = self.sections[i];
        let room = s.count * self.shape.item_bytes(i);
        if self.filled[i] + bytes.len() as u64 > room {
            return Err(bad("a section written past its end (a bug)"));
        }
        self.file
            .seek(SeekFrom::Start(s.offset + self.filled[i]))
            .and_then(|_| self.file.write_all(bytes))
            .map_err(|e| io(&e))?;
        self.crcs[i].update(bytes);
        self.filled[i] += bytes.len() as u64;
        Ok(())
    }

    /// Writes the cap and the header: the file is then complete.
    pub(crate) fn finish(mut self, cap: &[Vec<U256>]) -> Result<(), Error> {
        let n = self.sections.len();
        let cap_offset = self.sections[n - 1].offset;
        self.sections[n - 1].count = cap.len() as u64;
        let flat: Vec<U256> = cap.concat();
        let mut bytes = Vec::new();
        encode(&flat, self.shape.num_bytes as usize, &mut bytes);
        self.append(n - 1, &bytes)?;
        for (i, s) in self.sections.iter_mut().enumerate() {
            if self.filled[i] != s.count * self.shape.item_bytes(i) {
                return Err(bad("a section left unfilled (a bug)"));
            }
            s.crc = core::mem::take(&mut self.crcs[i]).finalize();
        }
        let header = self.shape.header(&self.sections);
        self.file
            .set_len(cap_offset + bytes.len() as u64)
            .and_then(|_| self.file.seek(SeekFrom::Start(0)))
            .and_then(|_| self.file.write_all(&header))
            .and_then(|_| self.file.sync_all())
            .map_err(|e| io(&e))
    }
}

/// A tree file opened for proofs: the header read and checked, the cap in
/// memory, everything else read where a proof needs it.
#[derive(Debug)]
pub struct TreeFile {
    file: Mutex<File>,
    shape: Shape,
    sections: Vec<Section>,
    cap: Vec<Vec<U256>>,
}

/// A little-endian reader over the header's fields.
struct Fields<'a>(&'a [u8]);

impl Fields<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], Error> {
        if self.0.len() < n {
            return Err(bad("its header is cut short"));
        }
        let (a, b) = self.0.split_at(n);
        self.0 = b;
        Ok(a)
    }

    fn u32(&mut self) -> Result<u32, Error> {
        Ok(u32::from_le_bytes(
            self.take(4)?.try_into().expect("4 bytes"),
        ))
    }

    fn u64(&mut self) -> Result<u64, Error> {
        Ok(u64::from_le_bytes(
            self.take(8)?.try_into().expect("8 bytes"),
        ))
    }

    fn name(&mut self) -> Result<&str, Error> {
        let n = self.take(1)?[0] as usize;
        core::str::from_utf8(self.take(n)?).map_err(|_| bad("a name in its header is not text"))
    }
}

impl TreeFile {
    /// Opens `path`, checking its header, its length and its cap.
    pub fn open(path: &Path) -> Result<Self, Error> {
        let mut file = File::open(path).map_err(|e| io(&e))?;
        let len = file.metadata().map_err(|e| io(&e))?.len();
        let mut head = [0u8; 16];
        file.read_exact(&mut head)
            .map_err(|_| bad("shorter than a header: not a zkhashes tree file, or truncated"))?;
        if head[..8] == [0; 8] {
            return Err(bad(
                "unfinished: its build stopped before the header was written",
            ));
        }
        if &head[..8] != MAGIC {
            return Err(bad("not a zkhashes tree file (its magic is not ZKHTREE1)"));
        }
        let version = u32::from_le_bytes(head[8..12].try_into().expect("4 bytes"));
        if version != VERSION {
            return Err(bad("a version of the format this build does not read"));
        }
        let flen = u32::from_le_bytes(head[12..16].try_into().expect("4 bytes")) as u64;
        if flen > 1 << 20 || 16 + flen + 4 > len {
            return Err(bad(
                "its header is longer than the file: truncated or damaged",
            ));
        }
        let mut rest = alloc::vec![0u8; flen as usize + 4];
        file.read_exact(&mut rest).map_err(|e| io(&e))?;
        let (fields, crc) = rest.split_at(flen as usize);
        let mut hasher = crc32fast::Hasher::new();
        hasher.update(&head);
        hasher.update(fields);
        if hasher.finalize() != u32::from_le_bytes(crc.try_into().expect("4 bytes")) {
            return Err(bad("its header's checksum fails: the header is damaged"));
        }
        let (shape, sections) = Self::parse(fields)?;
        let end = sections
            .last()
            .map(|s| s.offset + s.count * shape.digest_bytes())
            .expect("a cap section");
        if len < end {
            return Err(bad("truncated: shorter than its header says"));
        }
        if len > end {
            return Err(bad("longer than its header says: bytes after its cap"));
        }
        let mut t = Self {
            file: Mutex::new(file),
            shape,
            sections,
            cap: Vec::new(),
        };
        let n = t.sections.len();
        let cap = t.read_items(n - 1, 0, t.sections[n - 1].count)?;
        if crc32fast::hash(&cap) != t.sections[n - 1].crc {
            return Err(bad("its cap's checksum fails: the cap is damaged"));
        }
        let dlen = t.shape.digest_len as usize;
        t.cap = decode(&cap, t.shape.num_bytes as usize)
            .chunks(dlen)
            .map(<[U256]>::to_vec)
            .collect();
        Ok(t)
    }

    /// The shape and sections of the header's fields, checked against the
    /// layout the shape gives.
    fn parse(fields: &[u8]) -> Result<(Shape, Vec<Section>), Error> {
        let mut f = Fields(fields);
        let scheme = f.name()?.to_string();
        let field = f.name()?.to_string();
        let width = f.u64()?;
        let rows = f.u64()?;
        let cap_height = f.u32()?;
        let shape = Shape::new(
            &scheme,
            Some(&field),
            usize::try_from(width).map_err(|_| bad("a width too large"))?,
            rows,
            cap_height,
        )
        .map_err(|_| bad("its header names a tree zkhashes does not build"))?;
        let said = [f.u32()?, f.u32()?, f.u32()?, f.u32()?, f.u32()?];
        let want = [
            shape.num_bytes,
            shape.digest_len,
            shape.first_level,
            shape.cap_level,
            shape.sections() as u32,
        ];
        if said != want {
            return Err(bad("its header's sizes do not fit its scheme and rows"));
        }
        let mut sections = Vec::new();
        for _ in 0..shape.sections() {
            sections.push(Section {
                offset: f.u64()?,
                count: f.u64()?,
                crc: f.u32()?,
            });
        }
        if !f.0.is_empty() {
            return Err(bad("its header has bytes past its sections"));
        }
        let cap_count = sections.last().map_or(0, |s| s.count);
        let layout = shape.layout(cap_count);
        let fits = cap_count >= 1
            && cap_count <= 1 << shape.cap_height.min(40)
            && layout
                .iter()
                .zip(&sections)
                .all(|(a, b)| a.offset == b.offset && a.count == b.count);
        if !fits {
            return Err(bad("its sections do not fit its scheme and rows"));
        }
        Ok((shape, sections))
    }

    fn read_items(&self, section: usize, first: u64, count: u64) -> Result<Vec<u8>, Error> {
        let size = self.shape.item_bytes(section);
        let s = self.sections[section];
        let mut buf = alloc::vec![0u8; (count * size) as usize];
        let mut file = self.file.lock().unwrap_or_else(|p| p.into_inner());
        file.seek(SeekFrom::Start(s.offset + first * size))
            .and_then(|_| file.read_exact(&mut buf))
            .map_err(|e| match e.kind() {
                std::io::ErrorKind::UnexpectedEof => bad("truncated while open"),
                _ => io(&e),
            })?;
        Ok(buf)
    }

    /// What its header says.
    pub fn shape(&self) -> &Shape {
        &self.shape
    }

    /// The cap (the root alone for cap height 0).
    pub fn cap(&self) -> &[Vec<U256>] {
        &self.cap
    }

    /// The proof of leaf `index`, as [`named::NamedTree::proof`] gives it,
    /// checked against the cap: [`Error::IndexOutOfRange`] past the last
    /// row, [`Error::InvalidTreeFile`] when the file's digests do not lead
    /// to its cap.
    pub fn proof(&self, index: u64) -> Result<Proof, Error> {
        let sh = &self.shape;
        if index >= sh.rows {
            return Err(Error::IndexOutOfRange {
                index,
                len: sh.rows,
            });
        }
        let nb = sh.num_bytes as usize;
        let leaf = decode(&self.read_items(0, index, 1)?, nb);
        let mmcs = sh.scheme == "plonky3-mmcs";
        let lean = sh.scheme == "lean-imt";
        let mut siblings = Vec::new();
        let mut bits = 0u64;
        for level in 0..sh.cap_level {
            let i = index >> level;
            let sib = i ^ 1;
            if sib < sh.count(level) {
                let section = sh.level_section(level);
                let item = self.read_items(section, sib, 1)?;
                let d = decode(&item, nb);
                // A row read as a digest (level 0 where rows are digests).
                siblings.push(d);
                if lean {
                    bits |= (i & 1) << (siblings.len() - 1);
                }
            } else if mmcs {
                siblings.push(alloc::vec![[0u64; 4]; sh.digest_len as usize]);
            } else if !lean {
                return Err(bad("a level shorter than its tree's (a bug)"));
            }
        }
        let proof = Proof {
            index: if lean { bits } else { index },
            leaf,
            siblings,
        };
        let ok = named::verify(
            sh.scheme,
            Some(sh.field),
            sh.rows,
            sh.width as usize,
            sh.cap_height,
            &self.cap,
            &proof,
        )
        .map_err(|_| bad("a proof read from it is malformed: the file is damaged"))?;
        if !ok {
            return Err(bad(
                "a proof read from it does not lead to its cap: the file is damaged",
            ));
        }
        Ok(proof)
    }

    /// Reads every section and checks its CRC-32.
    pub fn check(&self) -> Result<(), Error> {
        const CHUNK: u64 = 1 << 22;
        for (i, s) in self.sections.iter().enumerate() {
            let size = self.shape.item_bytes(i);
            let per = (CHUNK / size).max(1);
            let mut hasher = crc32fast::Hasher::new();
            let mut first = 0;
            while first < s.count {
                let n = per.min(s.count - first);
                hasher.update(&self.read_items(i, first, n)?);
                first += n;
            }
            if hasher.finalize() != s.crc {
                return Err(bad("a section's checksum fails: the file is damaged"));
            }
        }
        Ok(())
    }
}
