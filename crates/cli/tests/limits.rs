//! Data directives have bounded cost: sources of a line or two that once
//! took all memory (`.lcomm x, 1<<40`, `.fill (1<<62), 4, 1`, `.incbin
//! "/dev/zero"`, a `.space` that includes its own file) end with one
//! located error, or for zero-filled space with llvm-mc's object, and
//! leave no output file on error.
//!
//! Each run is a child process limited to 512 MB of address space
//! (`ulimit -v` through `sh`), so a regression fails with a signal or a
//! failed allocation instead of exhausting the machine, and is killed
//! after a generous deadline (a guard against hangs, not a timing test).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Address space for one run, in KiB (`ulimit -v`).
const MEMORY_KIB: u64 = 512 * 1024;
/// A run that takes longer is killed and fails the test.
const DEADLINE: Duration = Duration::from_secs(120);

/// The two ways a source is read: to an object and to a listing.
const MODES: [&str; 2] = ["--filetype=obj", "--show-encoding"];

/// A fresh, empty directory for one test.
fn scratch(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("limits-{name}"));
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(&d).unwrap();
    d
}

/// Runs amdgpu-as on `src` (a path) in `dir` under the memory limit,
/// writing `out.o`; extra arguments before the file.
fn run_in(dir: &Path, mode: &str, extra: &[&str], src: &str) -> Output {
    run_capped(dir, mode, extra, src, MEMORY_KIB)
}

/// [`run_in`] under a limit of `kib` KiB.
fn run_capped(dir: &Path, mode: &str, extra: &[&str], src: &str, kib: u64) -> Output {
    let mut child = Command::new("/bin/sh")
        .arg("-c")
        .arg(format!("ulimit -v {kib} && exec \"$0\" \"$@\""))
        .arg(env!("CARGO_BIN_EXE_amdgpu-as"))
        .args(["--triple=amdgcn-amd-amdhsa", "--mcpu=gfx900", mode])
        .args(extra)
        .args(["-o", "out.o", src])
        .current_dir(dir)
        .stdin(Stdio::null())
        // Files, not pipes: a child blocked on a full pipe would never end.
        .stdout(fs::File::create(dir.join("stdout")).unwrap())
        .stderr(fs::File::create(dir.join("stderr")).unwrap())
        .spawn()
        .expect("run amdgpu-as");
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > DEADLINE {
            let _ = child.kill();
            panic!("{src} {mode}: still running after {DEADLINE:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    Output {
        status: child.wait().unwrap(),
        stdout: fs::read(dir.join("stdout")).unwrap(),
        stderr: fs::read(dir.join("stderr")).unwrap(),
    }
}

/// Writes `text` as `name` in a fresh directory named for the test and
/// runs it in each mode; returns (mode, output, directory) per run.
fn runs(test: &str, name: &str, text: &str, extra: &[&str]) -> Vec<(String, Output, PathBuf)> {
    MODES
        .iter()
        .map(|mode| {
            let dir = scratch(&format!("{test}-{}", &mode[2..6]));
            fs::write(dir.join(name), text).unwrap();
            let o = run_in(&dir, mode, extra, name);
            (mode.to_string(), o, dir)
        })
        .collect()
}

/// The run ended by itself with status 1 (not a signal) and printed
/// exactly one line containing `msg`: that line.
fn the_one_error(test: &str, mode: &str, o: &Output, msg: &str) -> String {
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(
        o.status.code(),
        Some(1),
        "{test} {mode}: {:?}\n{err}",
        o.status
    );
    let hits: Vec<&str> = err.lines().filter(|l| l.contains(msg)).collect();
    assert_eq!(hits.len(), 1, "{test} {mode}: want one '{msg}':\n{err}");
    hits[0].to_string()
}

/// The run ended by itself with status 1 (not a signal), printed exactly
/// one error containing `msg`, located `file:line:col: error: `, and left
/// no output file.
fn assert_one_error(test: &str, name: &str, text: &str, extra: &[&str], msg: &str) {
    for (mode, o, dir) in runs(test, name, text, extra) {
        let hit = the_one_error(test, &mode, &o, msg);
        let (place, _) = hit
            .split_once(": error: ")
            .unwrap_or_else(|| panic!("{test} {mode}: not an error line: {hit}"));
        let parts: Vec<&str> = place.rsplitn(3, ':').collect();
        assert!(
            parts.len() == 3 && parts[0].parse::<u32>().is_ok() && parts[1].parse::<u32>().is_ok(),
            "{test} {mode}: not located (file:line:col): {hit}"
        );
        assert!(
            !dir.join("out.o").exists(),
            "{test} {mode}: an output file was left"
        );
    }
}

/// Each run ended by itself with status 0.
fn assert_succeeds(test: &str, name: &str, text: &str) {
    for (mode, o, _) in runs(test, name, text, &[]) {
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(o.status.success(), "{test} {mode}: {:?}\n{err}", o.status);
    }
}

#[test]
fn lcomm_of_a_terabyte_is_the_object_llvm_mc_writes() {
    // Golden object from llvm-mc 22 (tests/sources/regen.sh).
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/sources");
    let src = fs::read_to_string(root.join("nobits_sizes.s")).unwrap();
    let want = fs::read(root.join("expected/nobits_sizes.gfx900.o")).unwrap();
    for (mode, o, dir) in runs("nobits", "nobits_sizes.s", &src, &[]) {
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(o.status.success(), "{mode}: {:?}\n{err}", o.status);
        if mode == "--filetype=obj" {
            let got = fs::read(dir.join("out.o")).unwrap();
            assert!(
                got == want,
                "nobits_sizes.s: the object differs from llvm-mc's"
            );
        }
    }
    for line in [".lcomm lc, 1<<40", ".lcomm lc, 1<<31"] {
        for (mode, o, _) in runs("lcomm", "t.s", line, &[]) {
            let err = String::from_utf8_lossy(&o.stderr);
            assert!(o.status.success(), "{line} {mode}: {:?}\n{err}", o.status);
        }
    }
}

#[test]
fn one_line_sources_end_with_one_located_error() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "fill",
            ".fill (1<<62), 4, 1\n",
            ".fill: output would exceed 268435456 bytes (--max-output-size)",
        ),
        (
            "space",
            ".space 5000000000\n",
            ".space: output would exceed 268435456 bytes (--max-output-size)",
        ),
        ("zero", ".data\n.zero 1<<40\n", ".zero: output would exceed"),
        ("ds", ".ds.l 1<<62\n", ".ds.l: output would exceed"),
        ("skip", ".skip 1<<62, 1\n", ".skip: output would exceed"),
        (
            "incbin-dev-zero",
            ".incbin \"/dev/zero\"\n",
            ".incbin: '/dev/zero' is not a regular file",
        ),
        (
            "incbin-dir",
            ".incbin \"/\"\n",
            ".incbin: '/' is not a regular file",
        ),
        (
            "org",
            ".org 1<<40\n",
            "invalid .org offset '1099511627776' (at offset '0')",
        ),
        (
            "bss-nonzero",
            ".bss\n.fill 3, 4, 1\n",
            "BSS section '.bss' cannot have non-zero bytes",
        ),
        (
            "bss-past-2-63",
            ".bss\n.zero 1<<62\n.zero 1<<62\n",
            ".zero: section '.bss' would exceed 9223372036854775807 bytes",
        ),
    ];
    for (test, text, msg) in cases {
        assert_one_error(test, "t.s", text, &[], msg);
    }
}

#[test]
fn incbin_past_the_ceiling_is_not_read() {
    // A sparse file of 1 GiB: never read, its size alone is too much.
    let dir = scratch("incbin-big");
    fs::File::create(dir.join("big.bin"))
        .unwrap()
        .set_len(1 << 30)
        .unwrap();
    fs::write(dir.join("t.s"), ".incbin \"big.bin\"\n").unwrap();
    let msg = ".incbin: output would exceed 268435456 bytes";
    for mode in MODES {
        let o = run_in(&dir, mode, &[], "t.s");
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(1), "{mode}: {err}");
        assert_eq!(err.matches(msg).count(), 1, "{mode}: {err}");
        assert!(!dir.join("out.o").exists());
    }
    // Only skip..skip+count is read: 16 bytes of it assemble.
    let dir = scratch("incbin-part");
    fs::File::create(dir.join("big.bin"))
        .unwrap()
        .set_len(1 << 30)
        .unwrap();
    fs::write(dir.join("t.s"), ".data\n.incbin \"big.bin\", 1<<29, 16\n").unwrap();
    let o = run_in(&dir, "--filetype=obj", &[], "t.s");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}

#[test]
fn the_ceiling_is_for_the_whole_output() {
    // A file that includes itself after 100 MB: the third copy passes.
    assert_one_error(
        "self-include",
        "a.s",
        ".space 100000000\n.include \"a.s\"\n",
        &[],
        ".space: output would exceed 268435456 bytes (--max-output-size)",
    );
    // Doubling through .rept and a self-include.
    assert_one_error(
        "rept-include",
        "b.s",
        ".rept 2\n.zero 10000000\n.include \"b.s\"\n.endr\n",
        &[],
        ".zero: output would exceed 268435456 bytes (--max-output-size)",
    );
    // Across sections.
    assert_one_error(
        "sections",
        "c.s",
        ".data\n.space 200000000\n.rodata\n.space 100000000\n",
        &[],
        ".space: output would exceed 268435456 bytes",
    );
    // Alignment padding, a few bytes of data at a time.
    assert_one_error(
        "align",
        "d.s",
        ".rept 1000000\n.p2align 16\n.byte 1\n.endr\n",
        &[],
        "output exceeds 268435456 bytes",
    );
}

#[test]
fn after_the_ceiling_one_error_not_a_million() {
    assert_one_error(
        "rept",
        "t.s",
        ".rept 1000000\n.zero 1000\n.endr\n",
        &[],
        ".zero: output would exceed 268435456 bytes (--max-output-size)",
    );
}

/// A listing keeps where each instruction is in 32 bits: past 4 GiB it
/// stops with one located error, whatever `--max-output-size` says (a
/// raised ceiling applies to objects).
#[test]
fn a_listing_lists_at_most_four_gib() {
    let dir = scratch("listing-4gib");
    fs::write(dir.join("t.s"), "s_nop 0\n.zero 0x100000000\n").unwrap();
    let o = run_in(
        &dir,
        "--show-encoding",
        &["--max-output-size=0x200000000"],
        "t.s",
    );
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    let want = ".zero: output would exceed 4294967295 bytes (the most a listing lists)";
    assert_eq!(err.matches(want).count(), 1, "{err}");
    assert!(err.starts_with("t.s:2:1: error: "), "{err}");
    assert!(!dir.join("out.o").exists(), "an output file was left");
}

#[test]
fn max_output_size_moves_the_ceiling() {
    assert_one_error(
        "lower",
        "t.s",
        ".data\n.zero 600\n.text\n.zero 600\n",
        &["--max-output-size=1000"],
        ".zero: output would exceed 1000 bytes (--max-output-size)",
    );
    for (mode, o, _) in runs(
        "raise",
        "t.s",
        ".data\n.zero 600\n.text\n.zero 400\n",
        &["--max-output-size=0x3e8"],
    ) {
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(o.status.success(), "{mode}: {err}");
    }
    // NOBITS space does not count.
    for (mode, o, _) in runs(
        "bss",
        "t.s",
        ".bss\n.zero 1<<40\n.lcomm x, 1<<40\n",
        &["--max-output-size=16"],
    ) {
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(o.status.success(), "{mode}: {err}");
    }
}

/// Runaway expansion: each shape ends with one located error, within the
/// memory cap, and leaves no output file.
#[test]
fn runaway_expansion_is_one_error() {
    let budget = "expansion exceeds the limit of 33554432 bytes";
    // Ten nested .irp of ten values: 10^10 lines.
    let mut irp = String::new();
    for i in 0..10 {
        irp.push_str(&format!(".irp a{i},0,1,2,3,4,5,6,7,8,9\n"));
    }
    irp.push_str("v_nop\n");
    irp.push_str(&".endr\n".repeat(10));
    assert_one_error("irp10", "i.s", &irp, &[], budget);
    // A million repetitions of a million.
    assert_one_error(
        "rept-rept",
        "r.s",
        ".rept 1000000\n.rept 1000000\nv_nop\n.endr\n.endr\n",
        &[],
        budget,
    );
    // Macros that each call the one before twice, 2^25 expansions.
    let mut dbl = String::from(".macro m0\nv_nop\n.endm\n");
    for i in 1..=25 {
        dbl.push_str(&format!(".macro m{i}\nm{}\nm{}\n.endm\n", i - 1, i - 1));
    }
    dbl.push_str("m25\n");
    assert_one_error(
        "doubling",
        "d.s",
        &dbl,
        &[],
        "macros cannot be nested more than 20",
    );
    // A macro that calls itself twice.
    assert_one_error(
        "recursion",
        "m.s",
        ".macro r\nr\nr\n.endm\nr\n",
        &[],
        "macros cannot be nested more than 20",
    );
    // .rept around an include of the file itself: 2^64 includes.
    assert_one_error(
        "rept-self-include",
        "s.s",
        ".rept 2\n.include \"s.s\"\n.endr\n",
        &[],
        "includes nested more than 64 levels deep",
    );
}

/// Shapes whose cost was once the square of their size (each took
/// minutes at these sizes; each takes well under a second now, so the
/// deadline catches a regression).
#[test]
fn large_sources_cost_their_size_not_its_square() {
    // A million repeated `.amdhsa_` directives in one block: one error.
    let kd = format!(
        ".amdhsa_kernel k\n{}.end_amdhsa_kernel\n",
        ".amdhsa_next_free_vgpr 1\n".repeat(1_000_000)
    );
    assert_one_error(
        "kd-repeats",
        "k.s",
        &kd,
        &[],
        ".amdhsa_ directives cannot be repeated",
    );
    // A macro of 500,000 parameters, called with each by name.
    let n = 500_000;
    let params: Vec<String> = (0..n).map(|i| format!("p{i}")).collect();
    let args: Vec<String> = (0..n).map(|i| format!("p{i}={}", i % 200)).collect();
    let src = format!(
        ".macro m {}\n.byte \\p{}\n.endm\nm {}\n",
        params.join(","),
        n - 1,
        args.join(",")
    );
    assert_succeeds("many-params", "p.s", &src);
    // One line of 800,000 `=` in a source large enough for threads.
    let src = format!(".long {}\n", vec!["1==1"; 800_000].join(","));
    assert_succeeds("long-line-of-equals", "e.s", &src);
}

/// A statement of more than 4,194,304 tokens (a line of ten million `,`
/// or NUL bytes would take gigabytes of them) is one located error.
#[test]
fn a_statement_of_millions_of_tokens_is_one_error() {
    let src = format!(".byte 1{}\n", ",1".repeat(2_200_000));
    assert_one_error(
        "too-many-tokens",
        "t.s",
        &src,
        &[],
        "statement is too long: more than 4194304 tokens",
    );
}

/// Past 65,279 sections the object uses extended section numbering, as
/// llvm-mc 22 writes it (the count in section 0's size, each symbol's
/// section index in `.symtab_shndx` after `.symtab`): the object of this
/// source is llvm-mc's, byte for byte. Its size and FNV-1a hash are those
/// of `llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj` on the
/// same text (the object itself is 7 MB).
#[test]
fn sixty_five_thousand_sections_are_llvm_mc_s_object() {
    let mut src = String::new();
    for i in 0..65_300 {
        src.push_str(&format!(".section .s{i}\nl{i}:\n.byte 1\n"));
    }
    src.push_str(".text\n.long l65299\n");
    let dir = scratch("sections");
    fs::write(dir.join("s.s"), &src).unwrap();
    let o = run_in(&dir, "--filetype=obj", &[], "s.s");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let obj = fs::read(dir.join("out.o")).unwrap();
    let fnv = obj.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    });
    assert_eq!((obj.len(), fnv), (7_030_760, 0x2304_9119_6fdc_a737));
}

/// A source that needs more memory than the process may have ends with
/// one error naming its file and a line, exit status 1 and no output
/// file, never with an abort: the assembler stops when it holds 13/16 of
/// the limit, and an allocation refused before that (one too large for
/// what is left) ends the process with a message of its own. Under a
/// 128 MiB limit (the inputs are a quarter of what 512 MiB needs).
#[test]
fn memory_past_the_limit_is_a_located_error() {
    const LIMIT_KIB: u64 = 128 * 1024;
    // 250,000 assignments from a label (5 MB): each symbol is kept, with
    // its expression, to be written to the object.
    let mut chain = String::from("lab:\na0 = lab\n");
    for i in 1..=250_000 {
        chain.push_str(&format!("a{i} = a{} + 1\n", i - 1));
    }
    chain.push_str(".long a250000\n");
    // A string of 32 MB, held several times over as it is read.
    let string = format!(".ascii \"{}\"\n", "a".repeat(32 << 20));
    for (test, name, text) in [("chain", "chain.s", &chain), ("string", "str.s", &string)] {
        for mode in MODES {
            let dir = scratch(&format!("memory-{test}-{}", &mode[2..6]));
            fs::write(dir.join(name), text).unwrap();
            let o = run_capped(&dir, mode, &[], name, LIMIT_KIB);
            let hit = the_one_error(test, mode, &o, "out of memory");
            assert!(
                hit.starts_with(&format!("{name}:")) && hit.contains(": error: "),
                "{test} {mode}: not located: {hit}"
            );
            assert!(
                !dir.join("out.o").exists(),
                "{test} {mode}: an output file was left"
            );
            let _ = fs::remove_dir_all(&dir);
        }
    }
}
