//! Runs an instrumented program with stub `vm_hooks` in wasmi, charging
//! host I/O as nitro's `UserHost` does (`arbitrator/arbutil/src/evm/...`,
//! `arbitrator/stylus/src/host.rs`: base ink, then the read/write prices).

use crate::instrument::{Instrumented, INK_LEFT, INK_STATUS};
use crate::pricing::{init, read_price, write_price, HOSTIO_INK, INK_PRICE};
use crate::{MeterError, Outcome};
use wasmi::{Caller, Engine, Extern, Linker, Module, Store, Val};

/// Ink the program starts with (far more than any test needs).
const START_INK: i64 = 1 << 50;

struct Host {
    args: Vec<u8>,
    output: Vec<u8>,
    host_ink: u64,
    /// Pages open and ever open in this call (the footprint first).
    open: u16,
    ever: u16,
    page_gas: u64,
}

fn memory(caller: &Caller<'_, Host>) -> Result<wasmi::Memory, wasmi::Error> {
    caller
        .get_export("memory")
        .and_then(Extern::into_memory)
        .ok_or_else(|| wasmi::Error::new("no memory export"))
}

/// Calls `user_entrypoint` with `calldata`.
pub fn call(program: &Instrumented, calldata: &[u8]) -> Result<Outcome, MeterError> {
    let engine = Engine::default();
    let module =
        Module::new(&engine, &program.wasm[..]).map_err(|e| MeterError::Invalid(e.to_string()))?;
    let footprint = program.data.footprint;
    let host = Host {
        args: calldata.to_vec(),
        output: Vec::new(),
        host_ink: 0,
        open: footprint,
        ever: footprint,
        page_gas: 0,
    };
    let mut store = Store::new(&engine, host);
    let mut linker = <Linker<Host>>::new(&engine);
    let hook = |e: wasmi::errors::LinkerError| MeterError::Invalid(e.to_string());
    linker
        .func_wrap(
            "vm_hooks",
            "read_args",
            |mut caller: Caller<'_, Host>, ptr: i32| {
                let args = caller.data().args.clone();
                caller.data_mut().host_ink += HOSTIO_INK + write_price(args.len() as u32);
                memory(&caller)?
                    .write(&mut caller, ptr as u32 as usize, &args)
                    .map_err(|e| wasmi::Error::new(e.to_string()))
            },
        )
        .map_err(hook)?;
    linker
        .func_wrap(
            "vm_hooks",
            "write_result",
            |mut caller: Caller<'_, Host>, ptr: i32, len: i32| {
                let len = len as u32;
                caller.data_mut().host_ink += HOSTIO_INK + 2 * read_price(len);
                let mut out = vec![0u8; len as usize];
                memory(&caller)?
                    .read(&caller, ptr as u32 as usize, &mut out)
                    .map_err(|e| wasmi::Error::new(e.to_string()))?;
                caller.data_mut().output = out;
                Ok(())
            },
        )
        .map_err(hook)?;
    linker
        .func_wrap(
            "vm_hooks",
            "pay_for_memory_grow",
            |mut caller: Caller<'_, Host>, pages: i32| {
                let h = caller.data_mut();
                h.host_ink += HOSTIO_INK;
                let pages = pages as u16;
                if pages > 0 {
                    h.page_gas += init::memory_gas(pages, h.open, h.ever);
                    h.open = h.open.saturating_add(pages);
                    h.ever = h.ever.max(h.open);
                }
            },
        )
        .map_err(hook)?;
    linker
        .func_wrap(
            "vm_hooks",
            "msg_reentrant",
            |mut caller: Caller<'_, Host>| -> i32 {
                caller.data_mut().host_ink += HOSTIO_INK;
                0
            },
        )
        .map_err(hook)?;
    const STUBS: [&str; 4] = [
        "read_args",
        "write_result",
        "pay_for_memory_grow",
        "msg_reentrant",
    ];
    for (module_name, name) in &program.imports {
        if !STUBS.contains(&name.as_str()) {
            return Err(MeterError::Invalid(format!(
                "the meter has no stub for the import {module_name}::{name}"
            )));
        }
    }
    let instance = linker
        .instantiate_and_start(&mut store, &module)
        .map_err(|e| MeterError::Invalid(e.to_string()))?;
    let ink_global = instance
        .get_global(&store, INK_LEFT)
        .ok_or_else(|| MeterError::Invalid("not instrumented".into()))?;
    ink_global
        .set(&mut store, Val::I64(START_INK))
        .map_err(|e| MeterError::Invalid(e.to_string()))?;
    let entry = instance
        .get_typed_func::<i32, i32>(&store, "user_entrypoint")
        .map_err(|e| MeterError::Invalid(e.to_string()))?;
    let result = entry.call(&mut store, calldata.len() as i32);
    let left = match ink_global.get(&store) {
        Val::I64(v) => v,
        _ => unreachable!("the ink global is an i64"),
    };
    let status = instance
        .get_global(&store, INK_STATUS)
        .map(|g| g.get(&store));
    if !matches!(status, Some(Val::I32(0))) {
        return Err(MeterError::Trap("out of ink".into()));
    }
    let status = result.map_err(|e| MeterError::Trap(e.to_string()))?;
    let host = store.data();
    let program_ink = (START_INK - left) as u64;
    let ink = program_ink + host.host_ink;
    let compute_gas = ink.div_ceil(INK_PRICE);
    let memory_gas = init::memory_gas(footprint, 0, 0) + host.page_gas;
    let cached = init::cached_gas(program.data.cached_init_cost);
    let uncached = init::init_gas(program.data.init_cost) + cached;
    Ok(Outcome {
        status,
        output: host.output.clone(),
        ink,
        host_ink: host.host_ink,
        compute_gas,
        memory_gas,
        init_gas_cached: cached,
        init_gas_uncached: uncached,
        total_gas_cached: compute_gas + memory_gas + cached,
        total_gas_uncached: compute_gas + memory_gas + uncached,
    })
}
