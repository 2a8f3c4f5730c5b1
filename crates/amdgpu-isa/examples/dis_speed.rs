//! Times decode and print alone on a disassembly corpus (no I/O):
//! `cargo run --release -p amdgpu-isa --example dis_speed [CPU] [FILE]`.

use amdgpu_isa::{decode_into, print, Inst, Target, TargetInfo};
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let cpu = args.next().unwrap_or_else(|| "gfx900".into());
    let file = args
        .next()
        .unwrap_or_else(|| format!("tests/corpus/{cpu}/dis-real.txt"));
    let text = std::fs::read_to_string(&file).expect("corpus");
    let mut words: Vec<Vec<u8>> = Vec::new();
    for l in text.lines().filter(|l| !l.starts_with('#')) {
        let c: Vec<&str> = l.split('\t').collect();
        if c.len() < 3 {
            continue;
        }
        let b: Vec<u8> = c[0]
            .split(',')
            .filter_map(|x| u8::from_str_radix(x.trim_start_matches("0x"), 16).ok())
            .collect();
        words.push(b);
    }
    let ti = TargetInfo::new(&Target::parse(&cpu).unwrap()).unwrap();
    let n = 250_000;
    let mut inst = Inst::default();
    // Warm-up: per-row plans are worked out on first use.
    let t = Instant::now();
    for w in &words {
        let _ = decode_into(w, &ti, &mut inst);
    }
    println!(
        "warm-up over {} words: {:.1} ms",
        words.len(),
        t.elapsed().as_secs_f64() * 1e3
    );
    // The best of five runs of each (the machine may be shared).
    let mut d = std::time::Duration::MAX;
    let mut dp = std::time::Duration::MAX;
    let mut de = std::time::Duration::MAX;
    let mut ok = 0;
    let mut len = 0;
    let mut s = String::with_capacity(128);
    for _ in 0..5 {
        let t = Instant::now();
        ok = 0;
        for i in 0..n {
            if decode_into(&words[i % words.len()], &ti, &mut inst).is_ok() {
                ok += 1;
            }
        }
        d = d.min(t.elapsed());
        let t = Instant::now();
        len = 0;
        for i in 0..n {
            if decode_into(&words[i % words.len()], &ti, &mut inst).is_ok() {
                s.clear();
                let _ = print(&inst, &ti, &mut s);
                len += s.len();
            }
        }
        dp = dp.min(t.elapsed());
        let t = Instant::now();
        for i in 0..n {
            if decode_into(&words[i % words.len()], &ti, &mut inst).is_ok() {
                s.clear();
                let _ = print(&inst, &ti, &mut s);
                len += amdgpu_isa::encode(&inst, &ti).map_or(0, |w| w.as_bytes().len());
            }
        }
        de = de.min(t.elapsed());
    }
    println!(
        "decode+print+encode {:.1} ms ({:.0} ns each)",
        de.as_secs_f64() * 1e3,
        de.as_secs_f64() * 1e9 / n as f64
    );
    println!(
        "{n} decodes ({ok} ok): {:.1} ms ({:.0} ns each); decode+print {:.1} ms ({:.0} ns each); {len} chars",
        d.as_secs_f64() * 1e3,
        d.as_secs_f64() * 1e9 / n as f64,
        dp.as_secs_f64() * 1e3,
        dp.as_secs_f64() * 1e9 / n as f64
    );
}
