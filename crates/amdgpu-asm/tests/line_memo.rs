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

/// One thread, no listing: the code and how many instruction statements
/// were parsed and matched (not taken from a memo).
fn matched(src: &str) -> (Vec<u8>, u64) {
    let target = Target::parse("gfx942").expect("cpu");
    let opts = Options {
        threads: 1,
        no_listing: true,
        file_name: "t.s".into(),
        ..Default::default()
    };
    let a = assemble_with(src, &target, &opts);
    assert!(a.diags.is_empty(), "{:?}", a.diags.first());
    (a.code, a.matched)
}

/// A macro body whose lines name registers by symbols, called after the
/// symbols are set again, to the same values each time round (as each
/// kernel of a real source sets its register names), and the same body
/// under a `.rept` whose counter goes round four values: a line is
/// assembled again only for values it was not met with before, however
/// many times the source goes round. And the bytes are those of the code
/// written out.
#[test]
fn expanded_lines_are_assembled_once_per_value_of_their_symbols() {
    let body = (0..40)
        .map(|i| format!("  v_add_f32 v[v_a+{i}], v[v_b+{}], v[v_a]\n", i % 7))
        .collect::<String>();
    let make = |rounds: usize| {
        let mut src = format!(".macro body\n{body}.endm\n");
        let mut plain = String::new();
        for _ in 0..rounds {
            for base in [0, 100] {
                src.push_str(&format!(".set v_a, {base}\n.set v_b, v_a + 50\nbody\n"));
                for i in 0..40 {
                    plain.push_str(&format!(
                        "v_add_f32 v{}, v{}, v{base}\n",
                        base + i,
                        base + 50 + i % 7
                    ));
                }
            }
        }
        src.push_str(".set n, 0\n.rept 40 * ");
        src.push_str(&rounds.to_string());
        src.push_str(
            "\n  v_mov_b32 v[n + 200], n\n  s_mov_b32 s[n], n * 3\n  .set n, (n + 1) % 4\n.endr\n",
        );
        for k in 0..40 * rounds {
            let n = k % 4;
            plain.push_str(&format!(
                "v_mov_b32 v{}, {n}\ns_mov_b32 s{n}, {}\n",
                n + 200,
                n * 3
            ));
        }
        (src, plain)
    };
    let (src2, plain2) = make(2);
    let (src8, plain8) = make(8);
    let (code2, m2) = matched(&src2);
    let (code8, m8) = matched(&src8);
    assert!(
        code2 == matched(&plain2).0,
        "2 rounds: bytes differ from the code written out"
    );
    assert!(
        code8 == matched(&plain8).0,
        "8 rounds: bytes differ from the code written out"
    );
    // 80 lines of the body, 8 of the repetition, each assembled at most
    // three times (met once, then kept at the second meeting).
    assert!(m2 <= 3 * 88, "2 rounds: {m2} statements matched");
    assert_eq!(m8, m2, "8 rounds match more statements than 2");
}

/// A macro body of many lines called again and again: each line is kept
/// once it recurs, whichever other lines' hashes are like its own (with
/// one slot per hash, the lines that collide push each other out every
/// time round and are assembled every time).
#[test]
fn every_recurring_line_is_kept() {
    let body = (0..200)
        .map(|i| format!("  v_add_f32 v{}, v{}, v{}\n", i, i + 1, i + 2))
        .collect::<String>();
    let make = |calls: usize| format!(".macro body\n{body}.endm\n{}", "body\n".repeat(calls));
    let (_, m60) = matched(&make(60));
    let (_, m120) = matched(&make(120));
    assert!(
        m120 - m60 <= 60,
        "60 more calls of a 200-line body matched {} more statements",
        m120 - m60
    );
}
