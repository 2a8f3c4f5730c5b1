//! Assembling with worker threads (lines assembled ahead and taken where
//! they depend on nothing before them) gives what one thread gives: the
//! same object bytes, code, diagnostics and listing, on every source of the test
//! suite and on generated sources that put block comments, metadata
//! blocks, labels, register counters, symbols and errors at every chunk
//! boundary (the size threshold is lowered so that small sources split).

use amdgpu_asm::{assemble_with, object, Options, Target};
use std::fs;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Everything an assembly produces, as comparable text.
fn outcome(src: &str, cpu: &str, threads: usize) -> String {
    let target = Target::parse(cpu).expect("cpu");
    let opts = Options {
        threads,
        parallel_min: Some(0),
        no_listing: true,
        file_name: "t.s".into(),
        ..Default::default()
    };
    let a = assemble_with(src, &target, &opts);
    let obj = object::object_bytes(&a, &target);
    // The listing's record (instructions, labels, directives).
    let l = assemble_with(
        src,
        &target,
        &Options {
            no_listing: false,
            ..opts
        },
    );
    // Keys are the thread's that assembled an instruction first (two
    // threads may each have assembled the same text): compared, they
    // only have to mean the same for every instruction of a key.
    let mut first: std::collections::HashMap<u32, usize> = Default::default();
    for (i, e) in l.insts.iter().enumerate() {
        if e.key == u32::MAX {
            continue;
        }
        let f = &l.insts[*first.entry(e.key).or_insert(i)];
        let text = |e: &amdgpu_asm::Encoded| {
            e.source()
                .map(str::to_string)
                .unwrap_or_else(|| src.get(e.text_span()).unwrap_or_default().to_string())
        };
        assert!(
            l.bytes_of(e) == l.bytes_of(f)
                && (e.row, e.vaddr_regs, e.whole_regs) == (f.row, f.vaddr_regs, f.whole_regs)
                && e.alias() == f.alias()
                && text(e) == text(f),
            "{cpu}, {threads} threads: instruction {i} and the first of key {} differ: {e:?} {f:?}",
            e.key
        );
    }
    let insts: Vec<_> = l
        .insts
        .iter()
        .map(|e| amdgpu_asm::Encoded {
            key: 0,
            ..e.clone()
        })
        .collect();
    format!(
        "{:?}\n{:?}\n{:?}\n{:?}\n{:?}",
        a.code, a.diags, obj, l.listing, insts
    )
}

fn check(src: &str, cpu: &str, what: &str) {
    let one = outcome(src, cpu, 1);
    for t in 2..=5 {
        assert!(
            outcome(src, cpu, t) == one,
            "{what} ({cpu}): {t} threads differ from one"
        );
    }
}

#[test]
fn test_sources_assemble_the_same_with_threads() {
    let mut n = 0;
    for cpu in [
        "gfx900", "gfx906", "gfx908", "gfx90c", "gfx90a", "gfx942", "gfx950",
    ] {
        let dir = root().join("tests/kernels").join(cpu);
        for e in fs::read_dir(&dir).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "s") {
                check(
                    &fs::read_to_string(&p).unwrap(),
                    cpu,
                    &p.display().to_string(),
                );
                n += 1;
            }
        }
    }
    for d in ["tests/sources", "tests/diagnostics"] {
        for e in fs::read_dir(root().join(d)).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "s") {
                let text = fs::read_to_string(&p).unwrap();
                let cpu = text
                    .lines()
                    .find_map(|l| l.strip_prefix("// cpus:"))
                    .and_then(|c| c.split_whitespace().next())
                    .unwrap_or("gfx900")
                    .to_string();
                check(&text, &cpu, &p.display().to_string());
                n += 1;
            }
        }
    }
    assert!(n >= 30, "{n}");
}

#[test]
fn generated_sources_assemble_the_same_with_threads() {
    generated(PIECES, "generated source");
}

/// Long enough that the plain pass sends the lines it kept to the workers
/// (in batches of a few hundred), which take them into their memos.
#[test]
fn long_sources_assemble_the_same_with_lines_shared() {
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    for round in 0..3 {
        let mut src = String::new();
        for i in 0..4000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            src.push_str(PIECES[(x % PIECES.len() as u64) as usize]);
            src.push('\n');
            // (Some lines met once, among many met again.)
            if i % 7 == round {
                src.push_str(&format!("s_movk_i32 s{}, {}\n", i % 90, i));
            }
        }
        check(&src, "gfx908", &format!("long source {round}"));
    }
}

/// Sources with macros, conditionals and repetitions (the expander's
/// path, whose lines as written are also assembled ahead) and symbols
/// assigned again and again: lines that read them are taken only where
/// the symbols hold the values they were assembled with.
#[test]
fn generated_macro_sources_assemble_the_same_with_threads() {
    let mut pieces = PIECES.to_vec();
    pieces.extend_from_slice(&[
        ".set sym, 7",
        "sym = sym + 1",
        ".set sym2, sym + 2",
        "s_mov_b32 s2, sym2",
        "v_mov_b32 v[sym], v[sym2]",
        "v_add_f32 v[sym:sym], s[sym2], v3 // comment after",
        "v_mov_b32 v1, later",
        ".if sym > 7\nv_mov_b32 v1, sym\n.else\nv_mov_b32 v2, sym\n.endif",
        ".rept 2\nv_add_f32 v1, sym, v3\nsym = sym + 1\n.endr",
        ".irp r, 4, 5\nv_mov_b32 v\\r, sym\n.endr",
        "mm 3",
        "lab_C = .",
        "v_mov_b32 v1, lab_C",
    ]);
    let mut src = String::from(".macro mm a\nv_mov_b32 v\\a, sym\n.endm\n");
    src.push_str("later = 12\n");
    generated_from(&pieces, &src, "generated macro source");
}

const PIECES: &[&str] = &[
    "v_add_f32 v1, v2, v3",
    "s_mov_b32 s7, 0x1234",
    "v_mov_b32 v40, 1.0",
    "s_load_dwordx4 s[8:11], s[2:3], 0x10",
    "global_load_dword v5, v[2:3], off offset:16",
    "v_mfma_f32_4x4x1f32 a[0:3], v1, v2, a[0:3]",
    "/* a comment\nv_mov_b32 v99, v1\nthat ends here */ s_nop 1",
    "/* one line */ v_mov_b32 v3, v4",
    "lab_A: v_nop",
    "1: s_branch 1b",
    "s_branch lab_B",
    "lab_B:",
    "v_mov_b32 v0, sym",
    "sym = 5",
    ".set .amdgcn.next_free_vgpr, 0",
    ".set .amdgcn.next_free_sgpr, 200",
    "v_bad_instruction v0",
    "v_add_f32 v0, v1",
    "s_waitcnt vmcnt(0) lgkmcnt(0)",
    ".section .data\n.long 7\n.text",
    ".p2align 4",
    ".amdgpu_metadata\n---\namdhsa.version: [ 1, 2 ]\n- s_nop 0\n...\n.end_amdgpu_metadata",
    "s_nop 0 // trailing comment",
    "v_mov_b32 v1, v2 ; comment",
    "   ",
    "s_endpgm",
    "v_cndmask_b32 v1, v2, v3, vcc",
    "ds_write_b32 v1, v2 offset:4",
];

fn generated(pieces: &[&str], what: &str) {
    generated_from(pieces, "", what);
}

/// Twelve sources of `pieces` drawn at random after `head`.
fn generated_from(pieces: &[&str], head: &str, what: &str) {
    let mut x: u64 = 0x2545_f491_4f6c_dd1d;
    for round in 0..12 {
        let mut src = head.to_string();
        let lines = 40 + round * 17;
        for _ in 0..lines {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            src.push_str(pieces[(x % pieces.len() as u64) as usize]);
            src.push('\n');
        }
        // The registers counted end up in a symbol the object lists.
        src.push_str("v_mov_b32 v1, .amdgcn.next_free_vgpr\n");
        src.push_str("s_mov_b32 s1, .amdgcn.next_free_sgpr\n");
        check(&src, "gfx908", &format!("{what} {round}"));
    }
}
