//! Stylus prices, from OffchainLabs/nitro (the files are named at each item).

use wasmparser::Operator;

/// Ink charged before each basic block for the check itself
/// (`arbitrator/prover/src/programs/config.rs`, `CompileConfig::version(1 | 2)`:
/// `ink_header_cost: 2450`).
pub const INK_HEADER_COST: u64 = 2450;

/// Ink per byte of `memory.fill` and `memory.copy`, charged at run time
/// (`config.rs`: `memory_fill_ink: 800 / 8`, `memory_copy_ink: 800 / 8`;
/// applied by `programs/dynamic.rs`).
pub const MEMORY_BYTE_INK: u64 = 800 / 8;

/// Ink per gas (`arbos/programs/params.go`: `initialInkPrice = 10000`).
pub const INK_PRICE: u64 = 10_000;

/// Base ink of a hostio (`arbitrator/arbutil/src/pricing.rs`: `HOSTIO_INK`);
/// `READ_ARGS_BASE_INK`, `WRITE_RESULT_BASE_INK`, `MSG_REENTRANT_BASE_INK`
/// and `PAY_FOR_MEMORY_GROW_BASE_INK` are all this value.
pub const HOSTIO_INK: u64 = 8400;

/// Ink to write `bytes` into the program (`arbutil/src/pricing.rs`, `write_price`).
pub fn write_price(bytes: u32) -> u64 {
    5040 + 30 * u64::from(bytes.saturating_sub(32))
}

/// Ink to read `bytes` from the program (`arbutil/src/pricing.rs`, `read_price`).
pub fn read_price(bytes: u32) -> u64 {
    16381 + 55 * u64::from(bytes.saturating_sub(32))
}

/// Whether `op` ends a basic block (`arbitrator/arbutil/src/operator.rs`,
/// `OperatorInfo::ends_basic_block`).
pub fn ends_basic_block(op: &Operator<'_>) -> bool {
    use Operator::*;
    matches!(
        op,
        End | Else
            | Return
            | Loop { .. }
            | Br { .. }
            | BrTable { .. }
            | BrIf { .. }
            | If { .. }
            | Call { .. }
            | CallIndirect { .. }
    )
}

/// The ink of one operator, or `None` where Stylus rejects it
/// (`arbitrator/prover/src/programs/meter.rs`, `pricing_v1`). `params` gives
/// the parameter count of a type index (for `call_indirect`).
pub fn pricing_v1(op: &Operator<'_>, params: impl Fn(u32) -> usize) -> Option<u64> {
    use Operator::*;
    let ink = match op {
        Unreachable | Return | Nop | I32Const { .. } | I64Const { .. } => 1,
        Drop => 9,
        Block { .. } | Loop { .. } | Else | End => 1,
        Br { .. } | BrIf { .. } | If { .. } => 765,
        Select => 1250,
        Call { .. } => 3800,
        LocalGet { .. } | LocalTee { .. } => 75,
        LocalSet { .. } => 210,
        GlobalGet { .. } => 225,
        GlobalSet { .. } => 575,
        I32Load { .. }
        | I32Load8S { .. }
        | I32Load8U { .. }
        | I32Load16S { .. }
        | I32Load16U { .. } => 670,
        I64Load { .. }
        | I64Load8S { .. }
        | I64Load8U { .. }
        | I64Load16S { .. }
        | I64Load16U { .. }
        | I64Load32S { .. }
        | I64Load32U { .. } => 680,
        I32Store { .. } | I32Store8 { .. } | I32Store16 { .. } => 825,
        I64Store { .. } | I64Store8 { .. } | I64Store16 { .. } | I64Store32 { .. } => 950,
        MemorySize { .. } => 3000,
        MemoryGrow { .. } => 1,
        I32Eqz | I32Eq | I32Ne | I32LtS | I32LtU | I32GtS | I32GtU | I32LeS | I32LeU | I32GeS
        | I32GeU => 170,
        I64Eqz | I64Eq | I64Ne | I64LtS | I64LtU | I64GtS | I64GtU | I64LeS | I64LeU | I64GeS
        | I64GeU => 225,
        I32Clz | I32Ctz => 210,
        I32Add | I32Sub => 70,
        I32Mul => 160,
        I32DivS | I32DivU | I32RemS | I32RemU => 1120,
        I32And | I32Or | I32Xor | I32Shl | I32ShrS | I32ShrU | I32Rotl | I32Rotr => 70,
        I64Clz | I64Ctz => 210,
        I64Add | I64Sub => 100,
        I64Mul => 160,
        I64DivS | I64DivU | I64RemS | I64RemU => 1270,
        I64And | I64Or | I64Xor | I64Shl | I64ShrS | I64ShrU | I64Rotl | I64Rotr => 100,
        I32Popcnt => 2650,
        I64Popcnt => 6000,
        I32WrapI64 | I64ExtendI32S | I64ExtendI32U => 100,
        I32Extend8S | I32Extend16S | I64Extend8S | I64Extend16S | I64Extend32S => 100,
        MemoryCopy { .. } | MemoryFill { .. } => 950,
        BrTable { targets } => 2400 + 325 * u64::from(targets.len()),
        CallIndirect { type_index, .. } => 13610 + 650 * params(*type_index) as u64,
        // Floating point, SIMD, atomics, reference types, tables, exceptions.
        _ => return None,
    };
    Some(ink)
}

/// Program init and call costs, in gas (`arbos/programs/params.go` and
/// `programs.go`, Stylus version 2 parameters).
pub mod init {
    /// `MinInitGas` (v2: `v2MinInitGas = 69`) × `MinInitGasUnits` (128).
    pub const MIN_INIT_GAS: u64 = 69 * 128;
    /// `MinCachedInitGas` (`initialMinCachedGas = 11`) × `MinCachedGasUnits` (32).
    pub const MIN_CACHED_GAS: u64 = 11 * 32;
    /// `InitCostScalar` and `CachedCostScalar` (50) × `CostScalarPercent` (2).
    pub const COST_SCALAR_PERCENT: u64 = 50 * 2;
    /// Pages free per transaction (`InitialFreePages`).
    pub const FREE_PAGES: u16 = 2;
    /// Linear gas per page beyond the free ones (`InitialPageGas`).
    pub const PAGE_GAS: u64 = 1000;

    /// `Program.initGas`: the uncached init charge.
    pub fn init_gas(init_cost: u16) -> u64 {
        MIN_INIT_GAS + (u64::from(init_cost) * COST_SCALAR_PERCENT).div_ceil(100)
    }

    /// `Program.cachedGas`: charged on every call (version 2), cached or not.
    pub fn cached_gas(cached_init_cost: u16) -> u64 {
        MIN_CACHED_GAS + (u64::from(cached_init_cost) * COST_SCALAR_PERCENT).div_ceil(100)
    }

    /// `MemoryModel.GasCost` (`arbos/programs/memory.go`): the gas of opening
    /// `new` pages when `open` are open and `ever` have been.
    pub fn memory_gas(new: u16, open: u16, ever: u16) -> u64 {
        let new_open = open.saturating_add(new);
        let new_ever = ever.max(new_open);
        if new_ever <= FREE_PAGES {
            return 0;
        }
        let sub_free = |p: u16| p.saturating_sub(FREE_PAGES);
        let adding = sub_free(new_open).saturating_sub(sub_free(open));
        let exp = |p: u16| {
            MEMORY_EXPONENTS
                .get(usize::from(p))
                .map_or(u64::MAX, |e| u64::from(*e))
        };
        (u64::from(adding) * PAGE_GAS).saturating_add(exp(new_ever) - exp(ever))
    }

    /// `memoryExponents` (`arbos/programs/memory.go`).
    const MEMORY_EXPONENTS: [u32; 129] = [
        1, 1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 4, 5, 5, 6, 7, 8, 9, 11, 12, 14, 17, 19, 22, 25, 29, 33,
        38, 43, 50, 57, 65, 75, 85, 98, 112, 128, 147, 168, 193, 221, 253, 289, 331, 379, 434, 497,
        569, 651, 745, 853, 976, 1117, 1279, 1463, 1675, 1917, 2194, 2511, 2874, 3290, 3765, 4309,
        4932, 5645, 6461, 7395, 8464, 9687, 11087, 12689, 14523, 16621, 19024, 21773, 24919, 28521,
        32642, 37359, 42758, 48938, 56010, 64104, 73368, 83971, 96106, 109994, 125890, 144082,
        164904, 188735, 216010, 247226, 282953, 323844, 370643, 424206, 485509, 555672, 635973,
        727880, 833067, 953456, 1091243, 1248941, 1429429, 1636000, 1872423, 2143012, 2452704,
        2807151, 3212820, 3677113, 4208502, 4816684, 5512756, 6309419, 7221210, 8264766, 9459129,
        10826093, 12390601, 14181199, 16230562, 18576084, 21260563, 24332984, 27849408, 31873999,
    ];
}
