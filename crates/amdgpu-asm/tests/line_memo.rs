//! A line of the main source met again is taken from what it gave the
//! first time (the line memo). Checked against the reference: lines of the
//! gfx942 random-decode corpus (bytes from llvm-mc 22), repeated in the
//! contexts a memo could get wrong (after a label, with comments, inside
//! a block comment, with leading blanks, a line that reads a symbol whose
//! value changes), on one thread and on several, must give the
//! reference's bytes in order.

use amdgpu_asm::{assemble_with, Options, Target};
use std::path::Path;

/// (line, reference bytes) of every `step`-th corpus line.
fn corpus(step: usize) -> Vec<(String, Vec<u8>)> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/corpus/gfx942/random.txt");
    let text = std::fs::read_to_string(p).expect("corpus");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .step_by(step)
        .filter_map(|l| {
            let (asm, bytes) = l.split_once('\t')?;
            let b: Option<Vec<u8>> = bytes
                .split(',')
                .map(|x| u8::from_str_radix(x.trim().trim_start_matches("0x"), 16).ok())
                .collect();
            Some((asm.to_string(), b?))
        })
        .collect()
}

fn code(src: &str, threads: usize, listing: bool) -> (Vec<u8>, usize) {
    let target = Target::parse("gfx942").expect("cpu");
    let opts = Options {
        threads,
        parallel_min: Some(0),
        no_listing: !listing,
        file_name: "t.s".into(),
        ..Default::default()
    };
    let a = assemble_with(src, &target, &opts);
    (a.code, a.diags.len())
}

#[test]
fn repeated_lines_give_the_reference_bytes_in_every_context() {
    let lines = corpus(40);
    assert!(lines.len() > 300, "corpus too small: {}", lines.len());
    // Keep the lines this assembler agrees on alone (the corpus test
    // counts the others); each is then checked in the contexts below.
    let lines: Vec<_> = lines
        .into_iter()
        .filter(|(l, b)| code(l, 1, false) == (b.clone(), 0))
        .collect();
    assert!(lines.len() > 300, "too few lines agree: {}", lines.len());
    let mut src = String::new();
    let mut want = Vec::new();
    for round in 0..4 {
        for (i, (l, b)) in lines.iter().enumerate() {
            match (round + i) % 6 {
                // After a label.
                0 => src.push_str(&format!("L{round}_{i}: {l}\n")),
                // Leading blanks and a trailing comment.
                1 => src.push_str(&format!("   {l}   // note\n")),
                // A block comment opened after it: the copy inside the
                // comment gives nothing.
                2 => src.push_str(&format!("{l} /* open\n{l}\n*/\n")),
                // A block comment closed before it on the same line.
                3 => src.push_str(&format!("/*\n{l}\n*/ {l}\n")),
                _ => src.push_str(&format!("{l}\n")),
            }
            want.extend_from_slice(b);
        }
    }
    // The same through the macro expander (a source with a macro), with
    // copies in a branch not taken.
    let mut expanded = String::from(".macro m\n.endm\n");
    for (k, l) in src.lines().enumerate() {
        expanded.push_str(l);
        expanded.push('\n');
        if k % 7 == 0 && !l.contains("/*") && !l.contains("*/") && !l.contains(':') {
            expanded.push_str(&format!(".if 0\n{l}\n.endif\n"));
        }
    }
    for (threads, listing, src) in [1, 3]
        .into_iter()
        .flat_map(|t| [(t, false), (t, true)])
        .flat_map(|(t, l)| [(t, l, &src), (t, l, &expanded)])
    {
        let (got, diags) = code(src, threads, listing);
        assert_eq!(diags, 0, "threads {threads}");
        assert!(
            got == want,
            "threads {threads} listing {listing}: bytes differ from the reference at byte {}",
            got.iter()
                .zip(&want)
                .position(|(a, b)| a != b)
                .unwrap_or(got.len().min(want.len()))
        );
    }
}

#[test]
fn a_line_that_reads_a_symbol_follows_its_value() {
    let line = "s_mov_b32 s0, x";
    let mut src = String::new();
    let mut plain = String::new();
    for v in [1, 2, 2, 64, 3, 1] {
        src.push_str(&format!("x = {v}\n{line}\n{line}\n"));
        plain.push_str(&format!("s_mov_b32 s0, {v}\ns_mov_b32 s0, {v}\n"));
    }
    // (Also through the macro expander: a source with a macro.)
    for prefix in ["", ".macro m\n.endm\n"] {
        let src = format!("{prefix}{src}");
        for threads in [1, 3] {
            assert_eq!(code(&src, threads, false), code(&plain, 1, false));
        }
    }
}

#[test]
fn lines_of_an_included_file_met_again_give_the_same() {
    // An included file (its lines are kept at the first meeting too),
    // included several times, with a line that reads a symbol whose value
    // changes between the inclusions.
    let dir = std::env::temp_dir().join(format!("amdgpu-line-memo-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let lines = corpus(97);
    let mut inc = String::new();
    let mut want = Vec::new();
    for (l, b) in &lines {
        if code(l, 1, false) == (b.clone(), 0) {
            inc.push_str(&format!("{l}\ns_mov_b32 s0, x\n"));
            want.push(b.clone());
        }
    }
    let path = dir.join("body.inc");
    std::fs::write(&path, &inc).expect("write include");
    let mut src = String::new();
    let mut plain = String::new();
    for v in [1, 2, 2, 7] {
        src.push_str(&format!("x = {v}\n.include \"{}\"\n", path.display()));
        for b in &want {
            plain.push_str(&format!(
                ".byte {}\ns_mov_b32 s0, {v}\n",
                b.iter()
                    .map(|x| x.to_string())
                    .collect::<Vec<_>>()
                    .join(",")
            ));
        }
    }
    for threads in [1, 3] {
        let (got, diags) = code(&src, threads, false);
        assert_eq!(diags, 0);
        assert!(
            got == code(&plain, 1, false).0,
            "threads {threads}: included lines differ"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
