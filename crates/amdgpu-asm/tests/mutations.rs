//! 400 mutated real sources (clang 22 kernels, the macro tests' sources):
//! lines deleted, duplicated, swapped and truncated, bytes replaced by
//! characters that matter to the language, directive fragments inserted.
//! Assembling them must never panic or hang, and must stay proportionate:
//! a bounded number of diagnostics per input line.

use amdgpu_asm::{assemble_with, Options, Target};
use std::path::Path;
use std::sync::mpsc;
use std::time::Duration;

const FRAGMENTS: &[&str] = &[
    ".macro m a\n",
    ".endm\n",
    "m 1\n",
    ".rept 1000\n",
    ".endr\n",
    ".if x\n",
    ".else\n",
    ".endif\n",
    ".irp r, 1, 2\n",
    ".set x, x+1\n",
    ".altmacro\n",
    "m %x\n",
    ".section .q\n",
    ".pushsection .p\n",
    ".popsection\n",
    ".amdhsa_kernel k\n",
    ".end_amdhsa_kernel\n",
    ".amdgpu_metadata\n",
    ".end_amdgpu_metadata\n",
    "/*",
    "\"",
    "\\",
    "lab:\n",
    ".byte lab\n",
    ".size k, . - k\n",
    "s_branch lab\n",
    ".p2align 4\n",
];

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

fn mutate(src: &str, rng: &mut Rng) -> String {
    let mut lines: Vec<String> = src.lines().map(str::to_string).collect();
    for _ in 0..1 + rng.below(6) {
        if lines.is_empty() {
            break;
        }
        let i = rng.below(lines.len());
        match rng.below(6) {
            0 => {
                lines.remove(i);
            }
            1 => {
                let l = lines[i].clone();
                lines.insert(i, l);
            }
            2 => {
                let j = rng.below(lines.len());
                lines.swap(i, j);
            }
            3 => {
                let f = FRAGMENTS[rng.below(FRAGMENTS.len())];
                lines.insert(i, f.trim_end_matches('\n').to_string());
            }
            4 => {
                let l = &mut lines[i];
                if !l.is_empty() {
                    let cut = rng.below(l.len());
                    let cut = (0..=cut)
                        .rev()
                        .find(|&k| l.is_char_boundary(k))
                        .unwrap_or(0);
                    l.truncate(cut);
                }
            }
            _ => {
                let l = &mut lines[i];
                let chars = [
                    '\\', '.', '(', ')', '"', ',', ':', '9', '-', '[', ']', '%', '<', '@',
                ];
                let c = chars[rng.below(chars.len())];
                let k = rng.below(l.len() + 1);
                let k = (0..=k).rev().find(|&k| l.is_char_boundary(k)).unwrap_or(0);
                l.insert(k, c);
            }
        }
    }
    let mut out = lines.join("\n");
    out.push('\n');
    out
}

#[test]
fn mutated_sources_never_panic_or_hang() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut sources = Vec::new();
    for dir in [
        "tests/kernels/gfx900",
        "tests/kernels/gfx908",
        "crates/amdgpu-asm/tests/macros",
    ] {
        if let Ok(rd) = std::fs::read_dir(root.join(dir)) {
            for e in rd.flatten() {
                let p = e.path();
                if p.extension().is_some_and(|x| x == "s") {
                    sources.push(std::fs::read_to_string(&p).unwrap());
                }
            }
        }
    }
    assert!(sources.len() >= 5, "sources missing");
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut inputs = Vec::new();
    for k in 0..400 {
        let base = &sources[k % sources.len()];
        inputs.push(mutate(base, &mut rng));
    }
    let (tx, rx) = mpsc::channel();
    let worker = std::thread::spawn(move || {
        let target = Target::parse("gfx900").unwrap();
        for (k, src) in inputs.iter().enumerate() {
            let r = std::panic::catch_unwind(|| {
                let out = assemble_with(src, &target, &Options::default());
                if !out.has_errors() {
                    let _ = amdgpu_asm::object::object_bytes(&out, &target);
                }
                out.diags.len()
            });
            let lines = src.lines().count().max(1);
            let _ = tx.send((k, r.map_err(|_| src.clone()), lines));
        }
    });
    let mut done = 0;
    while done < 400 {
        match rx.recv_timeout(Duration::from_secs(60)) {
            Ok((k, Ok(ndiag), lines)) => {
                assert!(
                    ndiag <= 4 * lines + 64,
                    "input {k}: {ndiag} diagnostics for {lines} lines"
                );
                done += 1;
            }
            Ok((k, Err(src), _)) => panic!("input {k} panicked:\n{src}"),
            Err(_) => panic!("input {done} did not finish within 60 s"),
        }
    }
    worker.join().unwrap();
}
