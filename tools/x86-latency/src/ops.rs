//! Single instructions: latency from one dependent chain, throughput from
//! eight independent ones.

use core::arch::asm;
use core::arch::x86_64::*;
use std::time::Instant;

/// Iterations per timing.
pub const N: usize = 10_000_000;

/// Best of five timings of `f(N)`, in ns per iteration.
pub fn best(f: impl Fn(usize) -> u64) -> f64 {
    (0..5)
        .map(|_| {
            let t = Instant::now();
            std::hint::black_box(f(std::hint::black_box(N)));
            t.elapsed().as_secs_f64() * 1e9 / N as f64
        })
        .fold(f64::MAX, f64::min)
}

/// ns per cycle, from chains of eight dependent `add`s.
pub fn calibrate() -> f64 {
    let ns = best(|n| {
        let mut r = 1u64;
        for _ in 0..n {
            // SAFETY: register-only arithmetic.
            unsafe {
                asm!(
                    "add {r}, 1", "add {r}, 1", "add {r}, 1", "add {r}, 1",
                    "add {r}, 1", "add {r}, 1", "add {r}, 1", "add {r}, 1",
                    r = inout(reg) r, options(pure, nomem, nostack)
                )
            };
        }
        r
    });
    ns / 8.0
}

/// ns per iteration of `$ins` on one vector `{v}` (with `{w}` a constant,
/// `{t}` a scratch vector, `{k}` a mask register).
macro_rules! chain {
    ($($ins:expr),+) => {{
        #[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
        fn run(n: usize) -> u64 {
            let mut v = _mm512_set1_epi64(3);
            let w = _mm512_set1_epi64(5);
            for _ in 0..n {
                // SAFETY: register-only instructions of the features this
                // function is built for.
                unsafe {
                    asm!($($ins),+, "/* {v} {w} {t} {k} */", v = inout(zmm_reg) v,
                         w = in(zmm_reg) w, t = out(zmm_reg) _, k = out(kreg) _,
                         options(pure, nomem, nostack))
                };
            }
            _mm_cvtsi128_si64(_mm512_castsi512_si128(v)) as u64
        }
        // SAFETY: `main` checked AVX-512F, VL and IFMA.
        best(|n| unsafe { run(n) })
    }};
}

/// ns per iteration of `$op {r}, {r}, $src` on eight independent vectors.
macro_rules! eight {
    ($op:literal, $src:literal) => {{
        #[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
        fn run(n: usize) -> u64 {
            let mut r = [_mm512_set1_epi64(3); 8];
            let w = _mm512_set1_epi64(5);
            for _ in 0..n {
                // SAFETY: register-only instructions of the features this
                // function is built for.
                unsafe {
                    asm!(
                        concat!($op, " {a}, {a}, ", $src), concat!($op, " {b}, {b}, ", $src),
                        concat!($op, " {c}, {c}, ", $src), concat!($op, " {d}, {d}, ", $src),
                        concat!($op, " {e}, {e}, ", $src), concat!($op, " {f}, {f}, ", $src),
                        concat!($op, " {g}, {g}, ", $src), concat!($op, " {h}, {h}, ", $src),
                        "/* {w} */",
                        a = inout(zmm_reg) r[0], b = inout(zmm_reg) r[1], c = inout(zmm_reg) r[2],
                        d = inout(zmm_reg) r[3], e = inout(zmm_reg) r[4], f = inout(zmm_reg) r[5],
                        g = inout(zmm_reg) r[6], h = inout(zmm_reg) r[7], w = in(zmm_reg) w,
                        options(pure, nomem, nostack)
                    )
                };
            }
            let x = r.iter().fold(_mm512_setzero_si512(), |s, v| _mm512_xor_si512(s, *v));
            _mm_cvtsi128_si64(_mm512_castsi512_si128(x)) as u64
        }
        // SAFETY: `main` checked AVX-512F, VL and IFMA.
        best(|n| unsafe { run(n) }) / 8.0
    }};
}

/// Prints one row per instruction (512-bit forms unless named).
pub fn table(c: f64) {
    let row = |name: &str, lat: f64, tput: Option<f64>| match tput {
        Some(t) => println!("| {name} | {:.1} | {:.2} |", lat / c, t / c),
        None => println!("| {name} | {:.1} | |", lat / c),
    };
    let add = chain!("vpaddq {v}, {v}, {w}");
    row("vpaddq", add, Some(eight!("vpaddq", "{w}")));
    row("vpaddq ymm", chain!("vpaddq {v:y}, {v:y}, {w:y}"), None);
    row(
        "vpternlogq",
        chain!("vpternlogq {v}, {w}, {w}, 0xd4"),
        Some(eight!("vpternlogq", "{w}, 0xd4")),
    );
    row(
        "vpsrlq imm",
        chain!("vpsrlq {v}, {v}, 3"),
        Some(eight!("vpsrlq", "3")),
    );
    row(
        "vpsraq imm",
        chain!("vpsraq {v}, {v}, 3"),
        Some(eight!("vpsraq", "3")),
    );
    row(
        "vpmuludq",
        chain!("vpmuludq {v}, {v}, {w}"),
        Some(eight!("vpmuludq", "{w}")),
    );
    row("vpmadd52luq", chain!("vpmadd52luq {v}, {w}, {w}"), None);
    row(
        "vpshufd (in-lane)",
        chain!("vpshufd {v}, {v}, 0x4e"),
        Some(eight!("vpshufd", "0x4e")),
    );
    row(
        "vpermq imm (across lanes)",
        chain!("vpermq {v}, {v}, 0x39"),
        Some(eight!("vpermq", "0x39")),
    );
    row("vshufi64x2", chain!("vshufi64x2 {v}, {v}, {v}, 0xb1"), None);
    row(
        "vextracti64x4 + vinserti64x4",
        chain!(
            "vextracti64x4 {t:y}, {v}, 1",
            "vinserti64x4 {v}, {v}, {t:y}, 0"
        ),
        None,
    );
    row(
        "vpcmpuq into k + masked vpaddq",
        chain!("vpcmpuq {k}, {v}, {w}, 1", "vpaddq {v}{{{k}}}, {v}, {w}"),
        None,
    );
    row(
        "vpternlogq + vpsraq + vpsrlq + vpaddq (a carry without k)",
        chain!(
            "vpternlogq {v}, {w}, {w}, 0xd4",
            "vpsraq {v}, {v}, 63",
            "vpsrlq {v}, {v}, 32",
            "vpaddq {v}, {v}, {w}"
        ),
        None,
    );
}
