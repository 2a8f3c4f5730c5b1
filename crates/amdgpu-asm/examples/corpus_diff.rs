//! Prints every line of a corpus file (`text<TAB>bytes|error|-`) where the
//! assembler disagrees with the reference, and the agreement ratio.
//!
//! `cargo run --release -p amdgpu-asm --example corpus_diff -- FILE [CPU]`

use amdgpu_asm::{assemble, Target};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: corpus_diff FILE [CPU]");
        std::process::exit(2);
    };
    let cpu = args.get(2).map(String::as_str).unwrap_or("gfx900");
    let text = std::fs::read_to_string(path).expect("read corpus");
    let target = Target::parse(cpu).expect("cpu");
    let mut src = String::new();
    let mut cases = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.is_empty() {
            src.push('\n');
            continue;
        }
        let (t, e) = line.rsplit_once('\t').unwrap_or((line, "?"));
        src.push_str(t);
        src.push('\n');
        cases.push((i + 1, t.to_string(), e.to_string()));
    }
    let out = assemble(&src, &target);
    let mut got: std::collections::HashMap<u32, String> = Default::default();
    for e in &out.insts {
        let b: Vec<String> = out
            .bytes_of(e)
            .iter()
            .map(|b| format!("0x{b:02x}"))
            .collect();
        got.insert(e.line, b.join(","));
    }
    let mut errs: std::collections::HashMap<u32, String> = Default::default();
    for d in &out.diags {
        errs.entry(d.line).or_insert_with(|| d.message.clone());
    }
    let mut ok = 0;
    for (ln, t, e) in &cases {
        let l = *ln as u32;
        let g = if let Some(m) = errs.get(&l) {
            format!("error: {m}")
        } else {
            got.get(&l).cloned().unwrap_or_else(|| "-".into())
        };
        let good = if e == "error" {
            g.starts_with("error")
        } else {
            &g == e
        };
        if good {
            ok += 1;
        } else {
            println!("{ln}\t{t}\n\texpected {e}\n\tgot      {g}");
        }
    }
    println!("{ok}/{} agree", cases.len());
}
