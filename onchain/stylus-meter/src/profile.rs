//! The static cost of each function: body size and the ink of one pass
//! through every operator with nitro's prices (`pricing_v1`, plus the
//! 2,450-ink header of each basic block). For straight-line functions (the
//! unrolled field arithmetic) it is exactly what one call charges; for
//! others it is one pass through the code, loops counted once.

use crate::pricing::{ends_basic_block, pricing_v1, INK_HEADER_COST};
use crate::MeterError;
use wasmparser::{FuncType, Name, Parser, Payload};

/// One function's static cost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionCost {
    /// Function index (imports first, as in the binary).
    pub index: u32,
    /// Its name from the `name` section, if any.
    pub name: Option<String>,
    /// Body size in bytes.
    pub bytes: usize,
    /// Ink of one pass through the body.
    pub ink: u64,
    /// Basic blocks (each charged the header).
    pub blocks: u64,
}

fn err(e: impl core::fmt::Display) -> MeterError {
    MeterError::Invalid(e.to_string())
}

/// The static cost of every local function of `wasm`, in index order.
pub fn function_costs(wasm: &[u8]) -> Result<Vec<FunctionCost>, MeterError> {
    let mut types: Vec<FuncType> = Vec::new();
    let mut imported = 0u32;
    let mut out = Vec::new();
    let mut names = std::collections::HashMap::new();
    for payload in Parser::new(0).parse_all(wasm) {
        match payload.map_err(err)? {
            Payload::TypeSection(r) => {
                for ty in r.into_iter_err_on_gc_types() {
                    types.push(ty.map_err(err)?);
                }
            }
            Payload::ImportSection(r) => imported = r.count(),
            Payload::CodeSectionEntry(body) => {
                let index = imported + out.len() as u32;
                let bytes = body.range().len();
                let (mut ink, mut blocks, mut starts) = (0u64, 0u64, true);
                let mut ops = body.get_operators_reader().map_err(err)?;
                while !ops.eof() {
                    let op = ops.read().map_err(err)?;
                    if starts {
                        ink += INK_HEADER_COST;
                        blocks += 1;
                    }
                    let params = |t: u32| types.get(t as usize).map_or(0, |t| t.params().len());
                    ink += pricing_v1(&op, params)
                        .ok_or_else(|| err(format!("function {index}: unsupported {op:?}")))?;
                    starts = ends_basic_block(&op);
                }
                out.push(FunctionCost {
                    index,
                    name: None,
                    bytes,
                    ink,
                    blocks,
                });
            }
            Payload::CustomSection(c) => {
                if let wasmparser::KnownCustom::Name(reader) = c.as_known() {
                    for n in reader {
                        if let Name::Function(map) = n.map_err(err)? {
                            for naming in map {
                                let naming = naming.map_err(err)?;
                                names.insert(naming.index, naming.name.to_string());
                            }
                        }
                    }
                }
            }
            _ => {}
        }
    }
    for f in &mut out {
        f.name = names.remove(&f.index);
    }
    Ok(out)
}
