//! `decode::canonical`, the shortcut to a decoded instruction's canonical
//! bytes (what `--show-encoding` shows), gives what `encode` gives wherever
//! it answers, and answers for most instructions.
//!
//! Words: every case of the golden corpora of the GFX9 processors, and
//! deterministic pseudo-random words (xorshift64*, fixed seed) per layout of
//! the family: the layout's match bits, the other bits random (dense or
//! sparse, so that rows with `zero` fields decode too), and a random
//! literal after them. `CANON_CASES=n` sets the number per layout.

use amdgpu_isa::decode::canonical;
use amdgpu_isa::{decode, encode, Target, TargetInfo};
use std::path::{Path, PathBuf};

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/corpus")
}

fn parse_bytes(s: &str) -> Option<Vec<u8>> {
    s.split(',')
        .map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).ok())
        .collect()
}

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn word(&mut self) -> u128 {
        (self.next() as u128) << 64 | self.next() as u128
    }
}

#[derive(Default)]
struct Count {
    decoded: usize,
    fast: usize,
    wrong: Vec<String>,
}

fn check(bytes: &[u8], ti: &TargetInfo, c: &mut Count) {
    let Ok((inst, _)) = decode(bytes, ti) else {
        return;
    };
    c.decoded += 1;
    let mut out = [0u8; 20];
    let Some(n) = canonical(&inst, ti, &mut out) else {
        return;
    };
    c.fast += 1;
    let full = encode(&inst, ti);
    if full.as_ref().map(|w| w.as_bytes()) != Ok(&out[..n]) && c.wrong.len() < 10 {
        c.wrong.push(format!(
            "{} {bytes:02x?}: shortcut {:02x?}, encode {full:02x?}",
            ti.cpu,
            &out[..n]
        ));
    }
}

#[test]
fn canonical_is_encode() {
    let cases: usize = std::env::var("CANON_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20_000);
    let mut report = String::new();
    let mut failed = false;
    for cpu in [
        "gfx900", "gfx906", "gfx908", "gfx90c", "gfx90a", "gfx942", "gfx950",
    ] {
        let ti = TargetInfo::new(&Target::parse(cpu).unwrap()).unwrap();
        let mut corpus = Count::default();
        let dir = corpus_dir().join(cpu);
        for (file, col) in [
            ("dis-real.txt", 0),
            ("dis-random.txt", 0),
            ("random.txt", 1),
            ("syntax.txt", 1),
        ] {
            let Ok(text) = std::fs::read_to_string(dir.join(file)) else {
                continue;
            };
            for line in text.lines().filter(|l| !l.starts_with('#')) {
                if let Some(b) = line.split('\t').nth(col).and_then(parse_bytes) {
                    if b.len() >= 4 {
                        check(&b, &ti, &mut corpus);
                    }
                }
            }
        }
        let mut random = Count::default();
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ cpu.len() as u64);
        for l in ti.layouts {
            for k in 0..cases {
                let mut w = rng.word();
                if k % 2 == 1 {
                    w &= rng.word() & rng.word();
                }
                let w = (w & !l.match_mask) | l.match_val;
                let mut b = w.to_le_bytes().to_vec();
                b.truncate(l.bytes());
                b.extend_from_slice(&(rng.next() as u32).to_le_bytes());
                check(&b, &ti, &mut random);
            }
        }
        for (what, c) in [("corpora", &corpus), ("random", &random)] {
            report += &format!(
                "{cpu} {what}: {} decoded, {} by the shortcut, {} differ\n",
                c.decoded,
                c.fast,
                c.wrong.len()
            );
            for w in &c.wrong {
                report += &format!("  {w}\n");
            }
            failed |= !c.wrong.is_empty();
            // The shortcut must pay: nearly every instruction takes it
            // (not: an f16 constant in a 16-bit integer operand).
            failed |= c.fast * 100 < c.decoded * 99;
        }
    }
    println!("{report}");
    assert!(!failed, "{report}");
}
