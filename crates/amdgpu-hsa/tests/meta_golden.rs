//! Metadata goldens made by llvm-mc 22 from clang 22 output
//! (data/hsa/gen_meta.py): byte equality, round trip through YAML, and no
//! panic on mutated input.

use amdgpu_hsa::{msgpack_to_yaml, yaml_to_msgpack};
use std::path::PathBuf;

fn golden() -> Vec<(String, String, Vec<u8>)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../data/hsa/meta");
    let mut out = Vec::new();
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().to_string())
        .filter(|n| n.ends_with(".yaml"))
        .collect();
    names.sort();
    for n in names {
        let stem = n.trim_end_matches(".yaml").to_string();
        let yaml = std::fs::read_to_string(dir.join(&n)).unwrap();
        let hex = std::fs::read_to_string(dir.join(format!("{stem}.msgpack.hex"))).unwrap();
        let hex = hex.trim();
        let bytes = (0..hex.len() / 2)
            .map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap())
            .collect();
        out.push((stem, yaml, bytes));
    }
    out
}

#[test]
fn yaml_gives_llvm_mc_bytes() {
    let g = golden();
    assert!(g.len() >= 25, "{}", g.len());
    let mut bad = Vec::new();
    for (name, yaml, bytes) in &g {
        match yaml_to_msgpack(yaml) {
            Ok(b) if &b == bytes => {}
            Ok(b) => {
                let at = b.iter().zip(bytes).position(|(x, y)| x != y);
                bad.push(format!(
                    "{name}: differs at {at:?} (len {} vs {})",
                    b.len(),
                    bytes.len()
                ));
            }
            Err(e) => bad.push(format!("{name}: {e}")),
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn msgpack_round_trips_through_yaml() {
    let mut bad = Vec::new();
    for (name, _, bytes) in golden() {
        match msgpack_to_yaml(&bytes) {
            Ok(y) => {
                if yaml_to_msgpack(&y).ok().as_ref() != Some(&bytes) {
                    bad.push(format!("{name}: YAML does not give the bytes back:\n{y}"));
                }
            }
            Err(e) => bad.push(format!("{name}: {e}")),
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// A small deterministic generator (no dependency).
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

#[test]
fn mutated_input_never_panics() {
    let g = golden();
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let pieces: &[&str] = &[
        ":", "- ", "[", "]", "{", "}", ",", "'", "\"", "\\", "#", "\t", "\n", "  ", "!", "!str ",
        "|", "&a", "*a", "0x", "-", "…", "\u{0}", "---", "...",
    ];
    for round in 0..3000 {
        let (_, yaml, bytes) = &g[round % g.len()];
        // Text mutations: insert, delete, or replace a span.
        let mut s: Vec<char> = yaml.chars().collect();
        for _ in 0..1 + rng.below(4) {
            let at = rng.below(s.len() + 1);
            match rng.below(3) {
                0 => {
                    let p = pieces[rng.below(pieces.len())];
                    for (k, c) in p.chars().enumerate() {
                        s.insert((at + k).min(s.len()), c);
                    }
                }
                1 => {
                    let end = (at + rng.below(20)).min(s.len());
                    s.drain(at.min(end)..end);
                }
                _ => {
                    if at < s.len() {
                        s[at] = (rng.below(95) as u8 + 32) as char;
                    }
                }
            }
        }
        let text: String = s.into_iter().collect();
        if let Err(e) = yaml_to_msgpack(&text) {
            assert!(e.line <= text.lines().count() + 1, "{e:?}");
        }
        // Byte mutations of the MessagePack.
        let mut b = bytes.clone();
        for _ in 0..1 + rng.below(4) {
            let at = rng.below(b.len());
            match rng.below(3) {
                0 => b[at] = rng.next() as u8,
                1 => b.truncate(at),
                _ => b.insert(at, rng.next() as u8),
            }
            if b.is_empty() {
                break;
            }
        }
        let _ = msgpack_to_yaml(&b);
    }
}
