//! openzeppelin-crypto's Poseidon2 (BN254, `BN256Params`) as a Stylus
//! program with the entry point of `onchain/stylus`: selector
//! `poseidon2(uint256,uint256)` and two big-endian words in, the sponge's
//! output word out (absorb both, squeeze one, as OpenZeppelin's Stylus
//! example does). Only for measuring; it checks nothing beyond the length.
//!
//! openzeppelin-crypto 0.3 depends on num-traits with its default `std`
//! feature, so this program links Rust's `std` (its panic handler included),
//! as their contracts do.

#[cfg(target_arch = "wasm32")]
mod entry {
    use openzeppelin_crypto::arithmetic::uint::U256;
    use openzeppelin_crypto::arithmetic::BigInteger;
    use openzeppelin_crypto::field::instance::FpBN256;
    use openzeppelin_crypto::poseidon2::instance::bn256::BN256Params;
    use openzeppelin_crypto::poseidon2::Poseidon2;

    #[link(wasm_import_module = "vm_hooks")]
    extern "C" {
        fn read_args(dest: *mut u8);
        fn write_result(data: *const u8, len: usize);
    }

    /// A big-endian word as a field element (`from_bigint`, as their example).
    fn element(word: &[u8]) -> FpBN256 {
        let mut le = [0u8; 32];
        for (d, s) in le.iter_mut().zip(word.iter().rev()) {
            *d = *s;
        }
        FpBN256::from_bigint(U256::from_bytes_le(&le))
    }

    /// `poseidon2(uint256,uint256)`.
    const SELECTOR: [u8; 4] = [0x6e, 0x9c, 0x43, 0x3b];

    /// Stylus's entry point: 0 returns the hash, 1 reverts (another selector
    /// or length).
    #[no_mangle]
    pub extern "C" fn user_entrypoint(len: usize) -> i32 {
        let mut args = [0u8; 68];
        if len != args.len() {
            return 1;
        }
        // SAFETY: the host writes exactly `len` bytes.
        unsafe { read_args(args.as_mut_ptr()) };
        if args[..4] != SELECTOR {
            return 1;
        }
        let mut hasher = Poseidon2::<BN256Params, FpBN256>::new();
        hasher.absorb(&element(&args[4..36]));
        hasher.absorb(&element(&args[36..68]));
        let le = hasher.squeeze().into_bigint().into_bytes_le();
        let mut out = [0u8; 32];
        for (d, s) in out.iter_mut().zip(le.iter().rev()) {
            *d = *s;
        }
        // SAFETY: a valid 32-byte buffer.
        unsafe { write_result(out.as_ptr(), out.len()) };
        0
    }

    /// A bump allocator over a static arena (the Stylus SDK's mini-alloc
    /// plays this part in their contracts); nothing is freed within a call.
    struct Bump;

    const ARENA: usize = 16 * 1024;
    static mut HEAP: [u8; ARENA] = [0; ARENA];
    static mut NEXT: usize = 0;

    // SAFETY: single-threaded; every block lies inside HEAP and is aligned.
    unsafe impl core::alloc::GlobalAlloc for Bump {
        unsafe fn alloc(&self, layout: core::alloc::Layout) -> *mut u8 {
            // SAFETY: single-threaded wasm; NEXT and HEAP are only touched here.
            unsafe {
                let start = (NEXT + layout.align() - 1) & !(layout.align() - 1);
                if start + layout.size() > ARENA {
                    return core::ptr::null_mut();
                }
                NEXT = start + layout.size();
                core::ptr::addr_of_mut!(HEAP).cast::<u8>().add(start)
            }
        }
        unsafe fn dealloc(&self, _: *mut u8, _: core::alloc::Layout) {}
    }

    #[global_allocator]
    static ALLOC: Bump = Bump;
}
