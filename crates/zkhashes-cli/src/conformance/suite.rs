//! The suite file (`conformance/suite.json`, schema `conformance/schema.json`)
//! parsed into cases, the requests written for them, and the random
//! differential cases drawn from a seed.

use super::backend::{self, Answer};
use serde_json::{json, Map, Value};
use zkhashes::encode::{self, U256};
use zkhashes::params::field_modulus;

/// What a case calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// A hasher on field elements.
    Hash,
    /// A permutation of a state.
    Permute,
    /// A hasher on a byte string.
    Bytes,
    /// A Merkle scheme's root of leaves (`inputs` flattened, `width` each).
    MerkleRoot,
}

/// The answer a case expects.
#[derive(Clone, Debug)]
pub enum Expect {
    /// These outputs.
    Outputs(Vec<U256>),
    /// A refusal of this kind ("out-of-range", "wrong-length").
    Error(String),
}

/// One case.
#[derive(Clone, Debug)]
pub struct Case {
    /// Its position in the suite (random cases follow the suite's).
    pub index: usize,
    /// The instance ID.
    pub id: String,
    /// What it calls.
    pub op: Op,
    /// The registry name.
    pub name: String,
    /// The field's name.
    pub field: String,
    /// The inputs or state (hash, permute).
    pub inputs: Vec<U256>,
    /// The byte string (bytes).
    pub data: Vec<u8>,
    /// circom's initState.
    pub init_state: Option<U256>,
    /// How many outputs.
    pub outputs: Option<usize>,
    /// The permutation width under a hasher built over several; for
    /// merkle-root, the leaves' width.
    pub width: Option<usize>,
    /// The expected answer.
    pub expect: Expect,
    /// Where the vector comes from.
    pub source: String,
}

/// An instance as the suite lists it.
pub struct Instance {
    /// Its ID.
    pub id: String,
    /// How many cases it has.
    pub cases: u64,
    /// The crates and packages its vectors come from.
    pub upstream: Vec<String>,
}

/// The parsed suite.
pub struct Suite {
    /// The suite's version.
    pub version: String,
    /// Its instances.
    pub instances: Vec<Instance>,
    /// Its cases, in order.
    pub cases: Vec<Case>,
}

fn field<'a>(v: &'a Value, key: &str, at: &str) -> Result<&'a Value, String> {
    v.get(key)
        .ok_or_else(|| format!("suite: {at} has no {key:?}"))
}

fn text(v: &Value, key: &str, at: &str) -> Result<String, String> {
    field(v, key, at)?
        .as_str()
        .map(str::to_string)
        .ok_or_else(|| format!("suite: {at}: {key:?} is not a string"))
}

fn uints(v: &Value, at: &str) -> Result<Vec<U256>, String> {
    v.as_array()
        .ok_or_else(|| format!("suite: {at}: not a list"))?
        .iter()
        .map(|x| {
            x.as_str()
                .and_then(|s| encode::parse_uint(s).ok())
                .ok_or_else(|| format!("suite: {at}: {x} is not an integer string"))
        })
        .collect()
}

fn parse_case(index: usize, v: &Value) -> Result<Case, String> {
    let at = format!("case {index}");
    let op = match text(v, "op", &at)?.as_str() {
        "hash" => Op::Hash,
        "permute" => Op::Permute,
        "bytes" => Op::Bytes,
        "merkle-root" => Op::MerkleRoot,
        other => return Err(format!("suite: {at}: unknown op {other:?}")),
    };
    let (inputs, data) = match op {
        Op::Bytes => {
            let hex = text(v, "data", &at)?;
            let data = encode::parse_hex_bytes(&format!("0x{hex}"))
                .map_err(|_| format!("suite: {at}: data is not hex"))?;
            (Vec::new(), data)
        }
        Op::MerkleRoot => (Vec::new(), Vec::new()),
        _ => (uints(field(v, "inputs", &at)?, &at)?, Vec::new()),
    };
    let (inputs, leaf_width) = if op == Op::MerkleRoot {
        let leaves = field(v, "leaves", &at)?
            .as_array()
            .ok_or_else(|| format!("suite: {at}: leaves is not a list"))?;
        let rows: Vec<Vec<U256>> = leaves
            .iter()
            .map(|l| uints(l, &at))
            .collect::<Result<_, _>>()?;
        let w = rows.first().map_or(0, Vec::len);
        if rows.iter().any(|r| r.len() != w) {
            return Err(format!("suite: {at}: leaves of different widths"));
        }
        (rows.concat(), Some(w))
    } else {
        (inputs, None)
    };
    let opts = v.get("options").cloned().unwrap_or(Value::Null);
    let count = |k: &str| opts.get(k).and_then(Value::as_u64).map(|n| n as usize);
    let init_state = match opts.get("init_state").and_then(Value::as_str) {
        Some(s) => Some(encode::parse_uint(s).map_err(|_| format!("suite: {at}: init_state"))?),
        None => None,
    };
    let expect = field(v, "expect", &at)?;
    let expect = match (expect.get("outputs"), expect.get("error")) {
        (Some(o), None) => Expect::Outputs(uints(o, &at)?),
        (None, Some(e)) => Expect::Error(e.as_str().unwrap_or("error").to_string()),
        _ => return Err(format!("suite: {at}: expect needs outputs or error")),
    };
    Ok(Case {
        index,
        id: text(v, "id", &at)?,
        op,
        name: text(v, "name", &at)?,
        field: text(v, "field", &at)?,
        inputs,
        data,
        init_state,
        outputs: count("outputs"),
        width: leaf_width.or_else(|| count("width")),
        expect,
        source: text(v, "source", &at)?,
    })
}

/// Parses a suite file.
pub fn parse(text_: &str) -> Result<Suite, String> {
    let v: Value = serde_json::from_str(text_).map_err(|e| format!("suite: {e}"))?;
    if v.get("format").and_then(Value::as_str) != Some("zkhashes-conformance") {
        return Err("suite: not a zkhashes-conformance file".into());
    }
    let version = field(&v, "version", "the suite")?.to_string();
    let instances = field(&v, "instances", "the suite")?
        .as_array()
        .ok_or("suite: instances is not a list")?
        .iter()
        .map(|i| {
            Ok(Instance {
                id: text(i, "id", "an instance")?,
                cases: i.get("cases").and_then(Value::as_u64).unwrap_or(0),
                upstream: i
                    .get("upstream")
                    .and_then(Value::as_array)
                    .map(|u| {
                        u.iter()
                            .filter_map(|s| s.as_str().map(str::to_string))
                            .collect()
                    })
                    .unwrap_or_default(),
            })
        })
        .collect::<Result<_, String>>()?;
    let cases = field(&v, "cases", "the suite")?
        .as_array()
        .ok_or("suite: cases is not a list")?
        .iter()
        .enumerate()
        .map(|(k, c)| parse_case(k, c))
        .collect::<Result<_, String>>()?;
    Ok(Suite {
        version,
        instances,
        cases,
    })
}

fn hex(v: &U256) -> String {
    let s = encode::to_hex(v, 32);
    let digits = s.trim_start_matches("0x").trim_start_matches('0');
    format!("0x{}", if digits.is_empty() { "0" } else { digits })
}

/// A short rendering of outputs for the table.
pub fn show(values: &[U256]) -> String {
    match values {
        [] => "[]".into(),
        [one] => format!("[{}]", hex(one)),
        [first, rest @ ..] => format!("[{}, … {} more]", hex(first), rest.len()),
    }
}

/// The request line sent for a case (the protocol of `docs/conformance.md`).
pub fn request(c: &Case) -> String {
    let mut m = Map::new();
    m.insert("id".into(), json!(c.id));
    let op = match c.op {
        Op::Hash => "hash",
        Op::Permute => "permute",
        Op::Bytes => "bytes",
        Op::MerkleRoot => "merkle-root",
    };
    m.insert("op".into(), json!(op));
    m.insert("name".into(), json!(c.name));
    m.insert("field".into(), json!(c.field));
    if c.op == Op::Bytes {
        let data: String = c.data.iter().map(|b| format!("{b:02x}")).collect();
        m.insert("data".into(), json!(data));
    } else if c.op == Op::MerkleRoot {
        let w = c.width.unwrap_or(1).max(1);
        let leaves: Vec<Vec<String>> = c
            .inputs
            .chunks(w)
            .map(|l| l.iter().map(hex).collect())
            .collect();
        m.insert("leaves".into(), json!(leaves));
        return Value::Object(m).to_string();
    } else {
        let inputs: Vec<String> = c.inputs.iter().map(hex).collect();
        m.insert("inputs".into(), json!(inputs));
    }
    let mut o = Map::new();
    if let Some(s) = &c.init_state {
        o.insert("init_state".into(), json!(hex(s)));
    }
    if let Some(n) = c.outputs {
        o.insert("outputs".into(), json!(n));
    }
    if let Some(w) = c.width {
        o.insert("width".into(), json!(w));
    }
    if !o.is_empty() {
        m.insert("options".into(), Value::Object(o));
    }
    Value::Object(m).to_string()
}

/// splitmix64: the random cases' generator (the same seed, the same cases).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform below `p` (little-endian limbs), by rejection.
    fn below(&mut self, p: &[u64]) -> U256 {
        let top = p.iter().rposition(|&l| l != 0).unwrap_or(0);
        let mask = u64::MAX >> p[top].leading_zeros();
        loop {
            let mut v = [0u64; 4];
            for (k, limb) in v.iter_mut().enumerate().take(top + 1) {
                *limb = self.next();
                if k == top {
                    *limb &= mask;
                }
            }
            let below = (0..=top)
                .rev()
                .find(|&k| v[k] != p[k])
                .is_some_and(|k| v[k] < p[k]);
            if below {
                return v;
            }
        }
    }
}

/// `n` random cases for every instance of `cases`, shaped as its first
/// vector with outputs (input count, options, byte length), their answers
/// computed by zkhashes.
pub fn random_cases(cases: &[Case], n: usize, seed: u64) -> Vec<Case> {
    let mut rng = Rng(seed);
    let mut seen: Vec<&str> = Vec::new();
    let mut out = Vec::new();
    let base = cases.iter().map(|c| c.index).max().map_or(0, |m| m + 1);
    for template in cases {
        if seen.contains(&template.id.as_str()) || !matches!(template.expect, Expect::Outputs(_)) {
            continue;
        }
        seen.push(&template.id);
        let Ok(p) = field_modulus(&template.field) else {
            continue;
        };
        for _ in 0..n {
            let mut c = template.clone();
            c.index = base + out.len();
            c.inputs = c.inputs.iter().map(|_| rng.below(&p)).collect();
            c.data = c.data.iter().map(|_| rng.next() as u8).collect();
            c.source = format!("random (seed {seed}), answer by zkhashes");
            if let Answer::Outputs(o) = backend::zkhashes(&c) {
                c.expect = Expect::Outputs(o);
                out.push(c);
            }
        }
    }
    out
}
