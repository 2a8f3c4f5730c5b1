//! Truncated and mutated objects never panic: every input gives source or
//! an error.

use amdgpu_dis::{disassemble, Options};
use std::path::Path;

/// xorshift64*: a fixed sequence, so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn load(name: &str) -> Vec<u8> {
    std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data")
            .join(name),
    )
    .unwrap()
}

fn run(b: &[u8], mcpu: Option<&str>) {
    let _ = disassemble(
        b,
        &Options {
            mcpu: mcpu.map(str::to_string),
        },
    );
}

#[test]
fn truncated_objects() {
    for name in ["cl-gfx900-cov6.o", "cl-gfx900-cov6.co", "hsa-gfx906.co"] {
        let b = load(name);
        let step = (b.len() / 60).max(1);
        let mut n = 0;
        while n < b.len() {
            run(&b[..n], None);
            n += step;
        }
        for n in 0..80.min(b.len()) {
            run(&b[..n], None);
        }
    }
}

#[test]
fn mutated_objects() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for (name, rounds) in [
        ("cl-gfx900-cov6.o", 300),
        ("cl-gfx900-cov6.co", 300),
        ("cl-gfx1030.o", 60),
        ("hsa-gfx900.co", 40),
    ] {
        let orig = load(name);
        for _ in 0..rounds {
            let mut b = orig.clone();
            let flips = 1 + rng.below(8);
            for _ in 0..flips {
                // Headers and tables are where parsing decides things.
                let at = if rng.below(2) == 0 {
                    rng.below(b.len().min(256))
                } else {
                    rng.below(b.len())
                };
                b[at] = rng.next() as u8;
            }
            run(&b, None);
        }
    }
}

#[test]
fn any_processor_any_bytes() {
    let b = load("cl-gfx900-cov6.o");
    for cpu in [
        "gfx600",
        "gfx803",
        "gfx90a",
        "gfx942",
        "gfx1100",
        "gfx1200",
        "gfx9-generic",
    ] {
        run(&b, Some(cpu));
    }
}
