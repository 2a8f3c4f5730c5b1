//! The reader never panics: truncated and mutated golden files give errors
//! or objects, and whatever is read can be written and linked without a
//! panic either.

use amdgpu_elf::*;
use std::path::PathBuf;

fn data(name: &str) -> Vec<u8> {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name);
    std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

const FILES: &[&str] = &[
    "kernel.o",
    "kernel.so",
    "misc.o",
    "relocs.o",
    "link.o",
    "link.so",
    "link2.o",
    "link2.so",
    "merge.o",
    "merge.so",
    "many.o",
    "opencl.o",
    "opencl.so",
    "opencl-g.o",
];

/// Everything downstream of `read` on bytes that may be garbage.
fn exercise(bytes: &[u8]) {
    let Ok(r) = read(bytes) else { return };
    let _ = r.target();
    let _ = r.metadata();
    if let Ok(obj) = r.to_object() {
        let _ = write_relocatable(&obj);
        let _ = link_code_object(&obj);
    }
}

/// A small deterministic generator (xorshift64*).
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

#[test]
fn truncated_files_do_not_panic() {
    for name in FILES {
        let d = data(name);
        for len in 0..d.len() {
            exercise(&d[..len]);
        }
    }
}

#[test]
fn mutated_files_do_not_panic() {
    // AMDGPU_ELF_MUTATIONS=n runs n mutations per file instead of 1500.
    let n: usize = std::env::var("AMDGPU_ELF_MUTATIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1500);
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for name in FILES {
        let d = data(name);
        for _ in 0..n {
            let mut m = d.clone();
            for _ in 0..1 + rng.next() % 4 {
                let at = (rng.next() % m.len() as u64) as usize;
                m[at] = match rng.next() % 4 {
                    0 => 0,
                    1 => 0xff,
                    2 => m[at] ^ (1 << (rng.next() % 8)),
                    _ => rng.next() as u8,
                };
            }
            exercise(&m);
        }
    }
}

#[test]
fn garbage_is_an_error() {
    assert!(read(b"").is_err());
    assert!(read(b"\x7fELF").is_err());
    assert!(read(&[0u8; 64]).is_err());
    let mut x86 = data("kernel.o");
    x86[18] = 62; // EM_X86_64
    assert!(read(&x86).is_err());
}
