//! Small hand-written programs whose ink is computed by hand from nitro's
//! prices (`pricing_v1`, a 2,450-ink header per basic block, host I/O).

use zkhashes_stylus_meter::pricing::init;
use zkhashes_stylus_meter::{MeterError, Program};

const HEADER: u64 = 2450;

fn program(wat: &str) -> (Program, usize) {
    let wasm = wat::parse_str(wat).unwrap();
    (Program::load(&wasm).unwrap(), wasm.len())
}

#[test]
fn echo_costs_its_blocks_and_host_io() {
    let (p, wasm_len) = program(
        r#"(module
            (import "vm_hooks" "read_args" (func $read_args (param i32)))
            (import "vm_hooks" "write_result" (func $write_result (param i32 i32)))
            (memory (export "memory") 1)
            (func (export "user_entrypoint") (param $len i32) (result i32)
                i32.const 0
                call $read_args
                i32.const 0
                local.get $len
                call $write_result
                i32.const 0))"#,
    );
    let calldata = [7u8; 36];
    let out = p.call(&calldata).unwrap();
    assert_eq!(out.status, 0);
    assert_eq!(out.output, calldata);
    // Blocks: [i32.const, call] [i32.const, local.get, call] [i32.const, end].
    let code = (1 + 3800 + HEADER) + (1 + 75 + 3800 + HEADER) + (1 + 1 + HEADER);
    assert_eq!(code, 15_029);
    // read_args: 8400 + 5040 + 30 per byte past 32; write_result: 8400 +
    // twice (16381 + 55 per byte past 32).
    let host = (8400 + 5040 + 30 * 4) + (8400 + 2 * (16381 + 55 * 4));
    assert_eq!(out.host_ink, host);
    assert_eq!(out.ink, code + host);
    assert_eq!(out.compute_gas, (code + host).div_ceil(10_000));
    // One page: within the two free pages.
    assert_eq!(out.memory_gas, 0);
    // Activation: 1 function, type length 2, 4 globals (all added by the
    // instrumentation), no data, 1 page.
    let cached_init = 4 * 1628 / 1000 + (wasm_len as u64) * 122 / 100_000 + 5;
    let init = cached_init + 8252 / 1000 + 2 * 1059 / 1000 + (wasm_len as u64) * 1286 / 10_000;
    assert_eq!(u64::from(p.data().cached_init_cost), cached_init);
    assert_eq!(u64::from(p.data().init_cost), init);
    assert_eq!(out.init_gas_cached, 11 * 32 + cached_init);
    assert_eq!(
        out.init_gas_uncached,
        69 * 128 + init + 11 * 32 + cached_init
    );
    assert_eq!(out.total_gas_cached, out.compute_gas + out.init_gas_cached);
}

#[test]
fn a_loop_pays_its_header_every_iteration() {
    let (p, _) = program(
        r#"(module
            (memory (export "memory") 1)
            (func (export "user_entrypoint") (param $n i32) (result i32)
                (local $i i32)
                (loop $l
                    local.get $i
                    i32.const 1
                    i32.add
                    local.tee $i
                    i32.const 10
                    i32.lt_u
                    br_if $l)
                i32.const 0))"#,
    );
    let out = p.call(&[]).unwrap();
    let body = 75 + 1 + 70 + 75 + 1 + 170 + 765 + HEADER;
    // [loop], ten iterations, [end of the loop], [i32.const, end].
    assert_eq!(
        out.ink,
        (1 + HEADER) + 10 * body + (1 + HEADER) + (2 + HEADER)
    );
    assert_eq!(out.ink, 43_424);
    assert_eq!(out.host_ink, 0);
}

#[test]
fn memory_fill_pays_per_byte() {
    let (p, _) = program(
        r#"(module
            (memory (export "memory") 1)
            (func (export "user_entrypoint") (param i32) (result i32)
                i32.const 0
                i32.const 7
                i32.const 64
                memory.fill
                i32.const 0))"#,
    );
    let out = p.call(&[]).unwrap();
    assert_eq!(out.ink, (3 + 950 + 1 + 1 + HEADER) + 64 * 100);
}

#[test]
fn memory_growth_is_priced_beyond_the_free_pages() {
    assert_eq!(init::memory_gas(2, 0, 0), 0);
    // The third page: 1000 linear, and the exponential table is flat there.
    assert_eq!(init::memory_gas(3, 0, 0), 1000);
    assert_eq!(init::memory_gas(1, 2, 2), 1000);
    // 8 pages: 6 × 1000 + memoryExponents[8] − memoryExponents[0] = 6000 + 2 − 1.
    assert_eq!(init::memory_gas(8, 0, 0), 6001);
    let (p, _) = program(
        r#"(module
            (import "vm_hooks" "pay_for_memory_grow" (func $grow (param i32)))
            (memory (export "memory") 3)
            (func (export "user_entrypoint") (param i32) (result i32)
                i32.const 1
                call $grow
                i32.const 0))"#,
    );
    let out = p.call(&[]).unwrap();
    // Footprint 3 pages: 1000; one more page: 1000.
    assert_eq!(out.memory_gas, 2000);
    assert_eq!(out.host_ink, 8400);
}

#[test]
fn non_stylus_programs_are_rejected() {
    let bad = [
        (
            r#"(module (memory (export "memory") 1)
            (func (export "user_entrypoint") (param i32) (result i32)
                f64.const 1 drop i32.const 0))"#,
            "not supported",
        ),
        (
            r#"(module (import "env" "f" (func))
            (memory (export "memory") 1)
            (func (export "user_entrypoint") (param i32) (result i32) i32.const 0))"#,
            "only from vm_hooks",
        ),
        (
            r#"(module (memory 1)
            (func (export "user_entrypoint") (param i32) (result i32) i32.const 0))"#,
            "memory",
        ),
        (
            r#"(module (memory (export "memory") 1)
            (func (export "user_entrypoint") (result i32) i32.const 0))"#,
            "(i32) -> i32",
        ),
    ];
    for (wat, needle) in bad {
        let wasm = wat::parse_str(wat).unwrap();
        match Program::load(&wasm) {
            Err(MeterError::Invalid(m)) => assert!(m.contains(needle), "{m}"),
            Err(e) => panic!("{e}"),
            Ok(_) => panic!("accepted: {wat}"),
        }
    }
}

#[test]
fn a_trap_is_reported() {
    let (p, _) = program(
        r#"(module (memory (export "memory") 1)
            (func (export "user_entrypoint") (param i32) (result i32) unreachable))"#,
    );
    assert!(matches!(p.call(&[]), Err(MeterError::Trap(_))));
}
