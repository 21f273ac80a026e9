//! Instruments a Stylus program as nitro's prover does before running it
//! (`arbitrator/prover/src/programs/meter.rs`, `dynamic.rs`), and predicts
//! its init costs (`arbitrator/prover/src/binary.rs`, `WasmBinary::instrument`).

use crate::pricing::{ends_basic_block, pricing_v1, INK_HEADER_COST, MEMORY_BYTE_INK};
use crate::MeterError;
use wasm_encoder::reencode::{Reencode, RoundtripReencoder};
use wasm_encoder::{
    BlockType, CodeSection, ConstExpr, ExportKind, ExportSection, GlobalSection, GlobalType,
    Instruction, Module, ValType,
};
use wasmparser::{ExternalKind, FuncType, Operator, Parser, Payload, TypeRef};

/// Export name of the ink counter the instrumentation adds (nitro's name).
pub const INK_LEFT: &str = "stylus_ink_left";
/// Export name of the out-of-ink flag.
pub const INK_STATUS: &str = "stylus_ink_status";

/// What nitro records at activation (`StylusData`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StylusData {
    /// Uncached init cost (before scaling).
    pub init_cost: u16,
    /// Cached init cost (before scaling).
    pub cached_init_cost: u16,
    /// Initial memory pages.
    pub footprint: u16,
}

/// The instrumented module and its activation data.
pub struct Instrumented {
    /// The instrumented `.wasm`, with the ink globals exported.
    pub wasm: Vec<u8>,
    /// Activation data.
    pub data: StylusData,
    /// Imports of the program, `(module, name)`.
    pub imports: Vec<(String, String)>,
}

fn err(e: impl core::fmt::Display) -> MeterError {
    MeterError::Invalid(e.to_string())
}

/// Checks `wasm` against Stylus's rules and instruments it.
pub fn instrument(wasm: &[u8]) -> Result<Instrumented, MeterError> {
    wasmparser::Validator::new()
        .validate_all(wasm)
        .map_err(err)?;

    // First pass: what the costs and checks need.
    let mut types: Vec<FuncType> = Vec::new();
    let mut imports = Vec::new();
    let mut imported_funcs = 0u32;
    let mut local_funcs: Vec<u32> = Vec::new();
    let mut globals = 0u64;
    let mut footprint = None;
    let mut data_len = 0u64;
    let mut entry = None;
    let mut memory_exported = false;
    for payload in Parser::new(0).parse_all(wasm) {
        match payload.map_err(err)? {
            Payload::TypeSection(r) => {
                for ty in r.into_iter_err_on_gc_types() {
                    types.push(ty.map_err(err)?);
                }
            }
            Payload::ImportSection(r) => {
                for imp in r.into_imports() {
                    let imp = imp.map_err(err)?;
                    if imp.module != "vm_hooks" {
                        return Err(err(format!(
                            "import from '{}': Stylus programs import only from vm_hooks",
                            imp.module
                        )));
                    }
                    let TypeRef::Func(_) = imp.ty else {
                        return Err(err(format!("import '{}' is not a function", imp.name)));
                    };
                    imported_funcs += 1;
                    imports.push((imp.module.to_string(), imp.name.to_string()));
                }
            }
            Payload::FunctionSection(r) => {
                for f in r {
                    local_funcs.push(f.map_err(err)?);
                }
            }
            Payload::GlobalSection(r) => globals += u64::from(r.count()),
            Payload::MemorySection(r) => {
                for m in r {
                    let m = m.map_err(err)?;
                    footprint = Some(u16::try_from(m.initial).map_err(err)?);
                }
            }
            Payload::ExportSection(r) => {
                for e in r {
                    let e = e.map_err(err)?;
                    match (e.name, e.kind) {
                        ("user_entrypoint", ExternalKind::Func) => entry = Some(e.index),
                        ("memory", ExternalKind::Memory) => memory_exported = true,
                        _ => {}
                    }
                }
            }
            Payload::DataSection(r) => {
                for d in r {
                    data_len += d.map_err(err)?.range.len() as u64;
                }
            }
            Payload::ElementSection(r) => {
                for e in r {
                    data_len += e.map_err(err)?.range.len() as u64;
                }
            }
            Payload::StartSection { .. } => return Err(err("wasm start functions not allowed")),
            _ => {}
        }
    }
    let footprint = footprint.ok_or_else(|| err("missing memory"))?;
    if !memory_exported {
        return Err(err("missing export with name \"memory\""));
    }
    let entry = entry.ok_or_else(|| err("missing export with name user_entrypoint"))?;
    let fn_type = |index: u32| -> Option<&FuncType> {
        let ty = index
            .checked_sub(imported_funcs)
            .and_then(|i| local_funcs.get(i as usize))?;
        types.get(*ty as usize)
    };
    let entry_ty = fn_type(entry).ok_or_else(|| err("user_entrypoint is not a local function"))?;
    if entry_ty.params() != [wasmparser::ValType::I32]
        || entry_ty.results() != [wasmparser::ValType::I32]
    {
        return Err(err("user_entrypoint must have type (i32) -> i32"));
    }

    // Activation costs (`binary.rs`): globals counted after instrumentation
    // (ink left and status from the meter, the dynamic meter's scratch, the
    // depth checker's stack counter).
    let funcs = local_funcs.len() as u64;
    let globals_after = globals + 4;
    let wasm_len = wasm.len() as u64;
    let type_len: u64 = local_funcs
        .iter()
        .map(|t| {
            let ty = &types[*t as usize];
            (ty.params().len() + ty.results().len()) as u64
        })
        .sum();
    let mut cached_init = funcs * 13420 / 100_000;
    cached_init += type_len * 89 / 100_000;
    cached_init += wasm_len * 122 / 100_000;
    cached_init += globals_after * 1628 / 1000;
    cached_init += data_len * 75244 / 100_000;
    cached_init += u64::from(footprint) * 5;
    let mut init = cached_init;
    init += funcs * 8252 / 1000;
    init += type_len * 1059 / 1000;
    init += wasm_len * 1286 / 10_000;
    let data = StylusData {
        init_cost: u16::try_from(init).map_err(err)?,
        cached_init_cost: u16::try_from(cached_init).map_err(err)?,
        footprint,
    };

    // Second pass: copy every section, add the globals and meter the code.
    let ink = u32::try_from(globals).map_err(err)?;
    let (status, scratch) = (ink + 1, ink + 2);
    let params: Vec<usize> = types.iter().map(|t| t.params().len()).collect();
    let mut re = RoundtripReencoder;
    let mut module = Module::new();
    let mut globals_written = false;
    let add_globals = |section: &mut GlobalSection| {
        let mutable = |val_type| GlobalType {
            val_type,
            mutable: true,
            shared: false,
        };
        section.global(mutable(ValType::I64), &ConstExpr::i64_const(0));
        section.global(mutable(ValType::I32), &ConstExpr::i32_const(0));
        section.global(mutable(ValType::I32), &ConstExpr::i32_const(0));
    };
    let mut code: Option<(CodeSection, u32)> = None;
    for payload in Parser::new(0).parse_all(wasm) {
        let payload = payload.map_err(err)?;
        match payload {
            Payload::GlobalSection(r) => {
                let mut section = GlobalSection::new();
                re.parse_global_section(&mut section, r).map_err(err)?;
                add_globals(&mut section);
                module.section(&section);
                globals_written = true;
            }
            Payload::ExportSection(r) => {
                if !globals_written {
                    let mut section = GlobalSection::new();
                    add_globals(&mut section);
                    module.section(&section);
                    globals_written = true;
                }
                let mut section = ExportSection::new();
                re.parse_export_section(&mut section, r).map_err(err)?;
                section.export(INK_LEFT, ExportKind::Global, ink);
                section.export(INK_STATUS, ExportKind::Global, status);
                module.section(&section);
            }
            Payload::CodeSectionStart { count, .. } => code = Some((CodeSection::new(), count)),
            Payload::CodeSectionEntry(body) => {
                let (section, left) = code
                    .as_mut()
                    .ok_or_else(|| err("code before its section"))?;
                let mut f = re.new_function_with_parsed_locals(&body).map_err(err)?;
                let mut out = Vec::new();
                let reader = body.get_operators_reader().map_err(err)?;
                let ops = reader.into_iter().map(|op| op.map_err(err));
                meter_body(ops, &params, [ink, status, scratch], &mut out)?;
                for i in &out {
                    f.instruction(i);
                }
                section.function(&f);
                *left -= 1;
                if *left == 0 {
                    module.section(&section.clone());
                }
            }
            Payload::CustomSection(_) => {}
            other => {
                if let Some((id, range)) = other.as_section() {
                    module.section(&wasm_encoder::RawSection {
                        id,
                        data: &wasm[range],
                    });
                }
            }
        }
    }
    Ok(Instrumented {
        wasm: module.finish(),
        data,
        imports,
    })
}

/// `if (condition) { status = 1; unreachable }`: nitro's out-of-ink exit.
fn out_of_ink<'a>(status: u32) -> [Instruction<'a>; 5] {
    [
        Instruction::If(BlockType::Empty),
        Instruction::I32Const(1),
        Instruction::GlobalSet(status),
        Instruction::Unreachable,
        Instruction::End,
    ]
}

/// Meters one function body into `out`.
pub(crate) fn meter_body<'a>(
    ops: impl Iterator<Item = Result<Operator<'a>, MeterError>>,
    params: &[usize],
    [ink, status, scratch]: [u32; 3],
    out: &mut Vec<Instruction<'a>>,
) -> Result<(), MeterError> {
    let mut re = RoundtripReencoder;
    let mut block: Vec<Operator<'a>> = Vec::new();
    let mut cost = 0u64;
    for op in ops {
        let op = op?;
        let ink_of = pricing_v1(&op, |t| params.get(t as usize).copied().unwrap_or(0))
            .ok_or_else(|| err(format!("opcode {op:?} is not supported by Stylus")))?;
        cost = cost.saturating_add(ink_of);
        let end = ends_basic_block(&op);
        block.push(op);
        if end {
            let total = (cost + INK_HEADER_COST) as i64;
            out.extend([
                Instruction::GlobalGet(ink),
                Instruction::I64Const(total),
                Instruction::I64LtU,
            ]);
            out.extend(out_of_ink(status));
            out.extend([
                Instruction::GlobalGet(ink),
                Instruction::I64Const(total),
                Instruction::I64Sub,
                Instruction::GlobalSet(ink),
            ]);
            for op in block.drain(..) {
                if matches!(
                    op,
                    Operator::MemoryFill { .. } | Operator::MemoryCopy { .. }
                ) {
                    out.extend([
                        Instruction::GlobalSet(scratch),
                        Instruction::GlobalGet(ink),
                        Instruction::GlobalGet(ink),
                        Instruction::GlobalGet(scratch),
                        Instruction::I64ExtendI32U,
                        Instruction::I64Const(MEMORY_BYTE_INK as i64),
                        Instruction::I64Mul,
                        Instruction::I64Sub,
                        Instruction::GlobalSet(ink),
                        Instruction::GlobalGet(ink),
                        Instruction::I64LtU,
                    ]);
                    out.extend(out_of_ink(status));
                    out.push(Instruction::GlobalGet(scratch));
                }
                out.push(re.instruction(op).map_err(err)?);
            }
            cost = 0;
        }
    }
    Ok(())
}
