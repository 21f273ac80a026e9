//! An Arbitrum Stylus program: circom's Poseidon and OpenZeppelin's Poseidon2
//! over BN254, selected by Solidity selector, computed by the zkhashes core.
//!
//! - `hash(uint256[2])`: circom Poseidon, t = 3 (poseidon-solidity's
//!   `PoseidonT3` ABI), and `hash(uint256[1])` (t = 2);
//! - `poseidon2(uint256,uint256)`: OpenZeppelin's Poseidon2 sponge (the
//!   function of `openzeppelin-crypto`'s Stylus example);
//! - with the feature `wide` (a second program: one holding every width
//!   would not deploy within 24,576 bytes), `hash(uint256[3..5])`.
//!
//! The program exports `user_entrypoint(i32) -> i32` and its memory, and
//! imports `read_args` and `write_result` from `vm_hooks`. Short calldata, an
//! unknown selector, a wrong argument length or an argument ≥ p returns
//! status 1 with Solidity `Error(string)` revert data; nothing traps.
//!
//! `onchain/stylus-meter` measures it; see `onchain/stylus/README.md`.
#![cfg_attr(target_arch = "wasm32", no_std)]

pub mod abi;
#[cfg(not(target_arch = "wasm32"))]
pub mod gen;
pub mod generated;

#[cfg(target_arch = "wasm32")]
mod entry {
    use crate::abi::dispatch;

    #[link(wasm_import_module = "vm_hooks")]
    extern "C" {
        fn read_args(dest: *mut u8);
        fn write_result(data: *const u8, len: usize);
    }

    /// The largest calldata read: a selector and five words.
    const MAX_CALLDATA: usize = 4 + 32 * 5;

    /// Stylus's entry point: `len` bytes of calldata; 0 returns, 1 reverts.
    #[no_mangle]
    pub extern "C" fn user_entrypoint(len: usize) -> i32 {
        let mut revert = [0u8; 164];
        let mut args = [0u8; MAX_CALLDATA];
        let result = if len > MAX_CALLDATA {
            Err(crate::abi::Revert::WrongLength)
        } else {
            // SAFETY: the host writes exactly `len` ≤ MAX_CALLDATA bytes.
            unsafe { read_args(args.as_mut_ptr()) };
            dispatch(&args[..len])
        };
        match result {
            Ok(word) => {
                // SAFETY: a valid 32-byte buffer.
                unsafe { write_result(word.as_ptr(), word.len()) };
                0
            }
            Err(e) => {
                let n = e.encode(&mut revert);
                // SAFETY: `n` ≤ the buffer's length.
                unsafe { write_result(revert.as_ptr(), n) };
                1
            }
        }
    }

    #[panic_handler]
    fn panic(_: &core::panic::PanicInfo<'_>) -> ! {
        core::arch::wasm32::unreachable()
    }

    /// The program allocates nothing; the core's `alloc` paths are unused.
    struct NoAlloc;

    // SAFETY: never hands out memory.
    unsafe impl core::alloc::GlobalAlloc for NoAlloc {
        unsafe fn alloc(&self, _: core::alloc::Layout) -> *mut u8 {
            core::ptr::null_mut()
        }
        unsafe fn dealloc(&self, _: *mut u8, _: core::alloc::Layout) {}
    }

    #[global_allocator]
    static ALLOC: NoAlloc = NoAlloc;
}
