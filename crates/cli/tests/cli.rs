//! Command-line contract of `amdgpu-as`: option spellings, output kinds,
//! exit status, diagnostics and output files. Only a few gfx900 lines
//! (`s_nop 0`, `v_add_f32`) and one invalid line (`foo bar`) are assumed, so
//! these keep working as the assembler grows.

use std::fs;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// llvm-mc's listing line: a tab, the canonical text padded to 40 columns,
/// then the encoding.
const NOP_ENC: &str =
    "\ts_nop 0                                 ; encoding: [0x00,0x00,0x80,0xbf]\n";

fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_amdgpu-as"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run amdgpu-as");
    // The process may exit before reading (bad options): ignore a broken pipe.
    let _ = child.stdin.take().unwrap().write_all(stdin.as_bytes());
    child.wait_with_output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

/// A fresh, empty directory for one test.
fn scratch(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("cli-{name}"));
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(&d).unwrap();
    d
}

fn dir_entries(d: &PathBuf) -> Vec<String> {
    let mut v: Vec<String> = fs::read_dir(d)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

#[test]
fn option_spellings() {
    let spellings: &[&[&str]] = &[
        &["--mcpu=gfx900", "--show-encoding"],
        &["-mcpu=gfx900", "-show-encoding"],
        &["--mcpu", "gfx900", "--show-encoding", "-"],
        &["-mcpu", "gfx900", "-show-encoding", "-filetype=asm"],
        &[
            "-triple=amdgcn-amd-amdhsa",
            "-arch=amdgcn",
            "-mcpu=gfx900",
            "-mattr=+xnack",
            "-show-encoding",
        ],
        &[
            "--triple=amdgcn-amd-amdhsa",
            "--arch",
            "amdgcn",
            "--mcpu=gfx900",
            "--mattr=-xnack,+sramecc",
            "--filetype",
            "asm",
            "--show-encoding",
        ],
        &["-show-encoding", "-o", "-", "--mcpu=gfx900"],
    ];
    for args in spellings {
        let o = run(args, "s_nop 0\n");
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
        // An HSA triple starts the listing with the target, as in llvm-mc
        // 22 (gfx900 has no sramecc: left out).
        let head = match args
            .iter()
            .find(|a| a.starts_with("-mattr") || a.starts_with("--mattr"))
        {
            _ if !args.iter().any(|a| a.contains("amdhsa")) => "",
            Some(m) if m.contains("+xnack") => {
                "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx900:xnack+\"\n"
            }
            Some(_) => "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx900:xnack-\"\n",
            None => "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n",
        };
        assert_eq!(stdout(&o), format!("{head}{NOP_ENC}"), "{args:?}");
        assert_eq!(stderr(&o), "", "{args:?}");
    }
}

#[test]
fn listing_without_encoding() {
    let o = run(&["--mcpu=gfx900"], "s_nop 0\n");
    assert!(o.status.success());
    assert_eq!(stdout(&o), "\ts_nop 0\n");
}

#[test]
fn default_processor_and_aliases() {
    // An empty source: only the processor handling is exercised.
    for args in [
        &[][..],
        &["--mcpu=generic"],
        &["--mcpu=fiji"],
        &["--mcpu=gfx90a:xnack+"],
        &["--mcpu=gfx90a:xnack-:sramecc+"],
        &["-mcpu=gfx1100"],
        &["-mcpu=gfx1251", "--show-encoding"],
    ] {
        let o = run(args, "\n");
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
        // The empty line is listed, as llvm-mc lists it.
        assert_eq!(stdout(&o), "\n", "{args:?}");
    }
}

#[test]
fn input_file_and_stdin_agree() {
    let d = scratch("input");
    let f = d.join("in.s");
    fs::write(&f, "s_nop 0\n").unwrap();
    let a = run(
        &["--mcpu=gfx900", "--show-encoding", f.to_str().unwrap()],
        "",
    );
    let b = run(&["--mcpu=gfx900", "--show-encoding", "-"], "s_nop 0\n");
    let c = run(&["--mcpu=gfx900", "--show-encoding"], "s_nop 0\n");
    assert_eq!(stdout(&a), NOP_ENC);
    assert_eq!(stdout(&a), stdout(&b));
    assert_eq!(stdout(&b), stdout(&c));
}

#[test]
fn missing_input_file_is_an_error() {
    let o = run(&["--mcpu=gfx900", "/nonexistent/dir/x.s"], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).starts_with("amdgpu-as: error: /nonexistent/dir/x.s:"));
}

#[test]
fn unknown_mcpu_lists_valid_names() {
    for args in [&["--mcpu=gfx999"][..], &["-mcpu=gfx999", "-show-encoding"]] {
        let o = run(args, "s_nop 0\n");
        assert_eq!(o.status.code(), Some(1));
        let e = stderr(&o);
        assert!(e.contains("unknown processor 'gfx999'"), "{e}");
        assert!(
            e.contains("gfx900") && e.contains("gfx1251") && e.contains("tahiti"),
            "{e}"
        );
        assert_eq!(stdout(&o), "");
    }
}

#[test]
fn mcpu_help_lists_processors() {
    // As llvm-mc 22: the lists on standard error, then the (empty) input
    // is assembled.
    let o = run(&["--mcpu=help"], "");
    assert!(o.status.success());
    assert!(stderr(&o).contains("\n  fiji            - Select the fiji processor.\n"));
    assert_eq!(stdout(&o), "");
}

#[test]
fn unsupported_triple_and_arch() {
    let o = run(&["-triple=x86_64-unknown-linux-gnu"], "\n");
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("unsupported triple"));
    let o = run(&["-arch=r600"], "\n");
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("unsupported architecture"));
}

#[test]
fn bad_option_is_a_usage_error() {
    // (Exit status 1, as llvm-mc 22's.)
    let o = run(&["--no-such-option"], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("Unknown command line argument"));
    let o = run(&["--filetype=elf"], "");
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn binary_output_to_file_and_stdout() {
    let d = scratch("bin");
    let f = d.join("out.bin");
    let o = run(
        &["--mcpu=gfx900", "--filetype=bin", "-o", f.to_str().unwrap()],
        "s_nop 0\ns_nop 0\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), "");
    assert_eq!(fs::read(&f).unwrap(), [0, 0, 0x80, 0xbf, 0, 0, 0x80, 0xbf]);
    assert_eq!(dir_entries(&d), ["out.bin"], "no temporary file left");

    let o = run(&["-mcpu=gfx900", "-filetype=bin"], "s_nop 0\n");
    assert!(o.status.success());
    assert_eq!(o.stdout, [0, 0, 0x80, 0xbf]);

    // Writing to a device works and leaves it a device.
    let o = run(
        &["-mcpu=gfx900", "-filetype=bin", "-o", "/dev/null"],
        "s_nop 0\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(!fs::metadata("/dev/null").unwrap().is_file());
}

#[test]
fn listing_to_file_replaces_it() {
    let d = scratch("asmfile");
    let f = d.join("out.txt");
    fs::write(&f, "old contents\n").unwrap();
    let o = run(
        &[
            "--mcpu=gfx900",
            "--show-encoding",
            "-o",
            f.to_str().unwrap(),
        ],
        "s_nop 0\n",
    );
    assert!(o.status.success());
    assert_eq!(fs::read_to_string(&f).unwrap(), NOP_ENC);
    assert_eq!(dir_entries(&d), ["out.txt"]);
}

#[test]
fn unwritable_output_is_an_error() {
    let o = run(
        &["--mcpu=gfx900", "-o", "/nonexistent/dir/out.txt"],
        "s_nop 0\n",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("/nonexistent/dir/out.txt"));
}

#[test]
fn errors_exit_1_and_good_lines_still_print() {
    let o = run(
        &["--mcpu=gfx900", "--show-encoding"],
        "s_nop 0\nfoo bar\ns_nop 0\n",
    );
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), format!("{NOP_ENC}{NOP_ENC}"));
    let e = stderr(&o);
    assert!(e.starts_with("<stdin>:2:1: error: "), "{e}");
    assert!(e.contains("\nfoo bar\n^\n"), "{e}");
}

#[test]
fn every_error_is_reported_with_file_name() {
    let d = scratch("errs");
    let f = d.join("two.s");
    fs::write(&f, "foo bar\ns_nop 0\nbaz qux\n").unwrap();
    let o = run(&["--mcpu=gfx900", f.to_str().unwrap()], "");
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    let heads: Vec<&str> = e.lines().filter(|l| l.contains(": error: ")).collect();
    assert_eq!(heads.len(), 2, "{e}");
    assert!(heads[0].starts_with(&format!("{}:1:1: error: ", f.display())));
    assert!(heads[1].starts_with(&format!("{}:3:1: error: ", f.display())));
}

#[test]
fn no_output_file_on_error() {
    let d = scratch("noout");
    for (ft, name) in [("bin", "out.bin"), ("asm", "out.txt")] {
        let f = d.join(name);
        let o = run(
            &[
                "--mcpu=gfx900",
                &format!("--filetype={ft}"),
                "-o",
                f.to_str().unwrap(),
            ],
            "s_nop 0\nfoo bar\n",
        );
        assert_eq!(o.status.code(), Some(1));
        assert!(!f.exists(), "{name} must not be written");
    }
    assert!(dir_entries(&d).is_empty(), "no temporary files left");
}

#[test]
fn listing_collapses_whitespace_and_drops_comments() {
    let o = run(
        &["--mcpu=gfx900", "--show-encoding"],
        "  s_nop \t  0   ; a comment\n\tv_add_f32\tv0,  v1, v2 // another\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        format!("{NOP_ENC}\tv_add_f32_e32 v0, v1, v2                ; encoding: [0x01,0x05,0x00,0x02]\n")
    );
}

/// The README's first command: examples/hello.s, with the bytes llvm-mc 22
/// gives it.
#[test]
fn hello_example_matches_llvm_mc() {
    let hello = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/hello.s");
    let o = run(&["--mcpu=gfx900", "--show-encoding", hello], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let encodings: Vec<String> = stdout(&o)
        .lines()
        .filter_map(|l| Some(l.split_once("; encoding: ")?.1.to_string()))
        .collect();
    assert_eq!(
        encodings,
        [
            "[0x02,0x00,0x06,0xc0,0x00,0x00,0x00,0x00]",
            "[0x82,0x00,0x06,0xc0,0x08,0x00,0x00,0x00]",
            "[0x82,0x00,0x02,0x24]",
            "[0x7f,0xc0,0x8c,0xbf]",
            "[0x00,0x80,0x50,0xdc,0x01,0x00,0x00,0x02]",
            "[0x70,0x0f,0x8c,0xbf]",
            "[0xf2,0x04,0x04,0x02]",
            "[0x00,0x80,0x70,0xdc,0x01,0x02,0x02,0x00]",
            "[0x00,0x00,0x81,0xbf]",
        ]
    );
    // (The blank line after the header comment is listed, as llvm-mc does.)
    assert!(stdout(&o).starts_with("\n\ts_load_dwordx2 s[0:1], s[4:5], 0x0      ; encoding: "));
}

/// `--disassemble` on a long stream (two threads, the line cache) lists
/// exactly what the library's one-instruction-at-a-time decode and print
/// give, warnings included: the stream is the units of the gfx900 random
/// corpus, twice, so that words repeat and the input splits in two.
#[test]
fn disassembly_stream_matches_the_library() {
    use amdgpu_isa::{decode, print, Target, TargetInfo};
    let corpus = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/corpus/gfx900/dis-random.txt"
    );
    let text = std::fs::read_to_string(corpus).unwrap();
    let mut bytes = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let cols: Vec<&str> = line.split('\t').collect();
        if cols.len() < 3 {
            continue;
        }
        let b: Vec<u8> = cols[0]
            .split(',')
            .filter_map(|x| u8::from_str_radix(x.trim_start_matches("0x"), 16).ok())
            .collect();
        let n: usize = cols[1].parse().unwrap_or(4);
        bytes.extend_from_slice(&b[..n.min(b.len())]);
    }
    let once = bytes.clone();
    bytes.extend_from_slice(&once);
    let input: String = bytes
        .chunks(4)
        .map(|c| {
            c.iter()
                .map(|b| format!("{b:#04x}"))
                .collect::<Vec<_>>()
                .join(" ")
                + "\n"
        })
        .collect();
    let o = run(&["--disassemble", "--mcpu=gfx900", "--threads=2"], &input);
    let one = run(&["--disassemble", "--mcpu=gfx900"], &input);
    assert!(stdout(&o) == stdout(&one), "two threads list differently");
    let ti = TargetInfo::new(&Target::parse("gfx900").unwrap()).unwrap();
    let mut want = String::new();
    let mut warnings = 0;
    let mut at = 0;
    while at < bytes.len() {
        match decode(&bytes[at..], &ti) {
            Ok((inst, n)) => {
                want.push('\t');
                print(&inst, &ti, &mut want).unwrap();
                want.push('\n');
                at += n;
            }
            Err(_) => {
                warnings += 1;
                at += 4;
            }
        }
    }
    assert!(stdout(&o) == want, "listing differs from the library's");
    assert_eq!(
        stderr(&o)
            .matches("warning: invalid instruction encoding")
            .count(),
        warnings
    );
}

#[test]
fn undefined_symbols_are_never_written_as_zero() {
    let src = "v_add_f32 v0, vv1, v2\n";
    // Raw bytes cannot carry a relocation: an error naming the symbol, and
    // nothing on standard output.
    let o = run(&["--mcpu=gfx900", "--filetype=bin"], src);
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.is_empty(), "no bytes after an error");
    assert!(stderr(&o).contains("<stdin>:1:15: error: undefined symbol 'vv1'"));
    // The listing shows the field as llvm-mc does (A bytes, fixup line).
    let o = run(&["--mcpu=gfx900", "--show-encoding"], src);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("[0xff,0x04,0x00,0x02,A,A,A,A]\n                                        ;   fixup A - offset: 4, value: vv1, kind: FK_PCRel_4\n"),
        "{}",
        stdout(&o)
    );
    // Relocatable values go only in 32-bit operands.
    for line in ["s_mov_b64 s[0:1], sym\n", "v_add_u16 v0, sym, v0\n"] {
        let o = run(&["--mcpu=gfx900"], line);
        assert_eq!(o.status.code(), Some(1), "{line}");
    }
    // A branch to a label that is never defined: an error in an object;
    // the text output shows the fixup, as llvm-mc's does.
    let o = run(&["--mcpu=gfx900", "--filetype=obj"], "s_branch nowhere\n");
    assert!(stderr(&o).contains("1:10: error: undefined label 'nowhere'"));
    assert!(o.stdout.is_empty());
    let o = run(&["--mcpu=gfx900", "--show-encoding"], "s_branch nowhere\n");
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("fixup A - offset: 0, value: nowhere, kind: fixup_si_sopp_br"));
}

#[test]
fn a_failed_run_removes_an_old_output_file() {
    let d = scratch("stale");
    let f = d.join("out.bin");
    fs::write(&f, b"old").unwrap();
    let o = run(
        &["--mcpu=gfx900", "--filetype=bin", "-o", f.to_str().unwrap()],
        "foo bar\n",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        !f.exists(),
        "an old output file must not survive a failed run"
    );
}

#[test]
fn unterminated_comments_and_strings_are_errors() {
    let o = run(&["--mcpu=gfx900"], "s_nop 0\n/* open\ns_nop 1\n");
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("2:1: error: unterminated comment"));
    let o = run(&["--mcpu=gfx900"], ".ascii \"abc\n");
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("1:8: error: unterminated string"));
}

#[test]
fn labels_may_have_modifier_names_and_mnemonics_any_case() {
    let src = "done:\ns_branch done\noff:\ns_cbranch_scc0 off\nglc:\nS_NOP 0\n";
    let o = run(&["--mcpu=gfx900", "--filetype=bin"], src);
    assert!(o.status.success(), "{}", stderr(&o));
    // Bytes by llvm-mc 22.
    assert_eq!(
        o.stdout,
        [0xff, 0xff, 0x82, 0xbf, 0xff, 0xff, 0x84, 0xbf, 0x00, 0x00, 0x80, 0xbf]
    );
}

#[test]
fn unknown_options_and_features() {
    let d = scratch("unknown-opt");
    let o = Command::new(env!("CARGO_BIN_EXE_amdgpu-as"))
        .current_dir(&d)
        .args(["-output-asm-variant=1", "--mcpu=gfx900", "-"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("Unknown command line argument '-output-asm-variant=1'"));
    assert!(dir_entries(&d).is_empty(), "no file named after the option");
    // Unknown features warn as llvm-mc does; the last --mcpu wins.
    let o = run(
        &["--mcpu=gfx1100", "--mcpu=gfx900", "--mattr=+foo"],
        "s_nop 0\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stderr(&o),
        "'+foo' is not a recognized feature for this target (ignoring feature)\n"
    );
}

#[test]
fn gfx1250_is_encodable() {
    // The last family brought up: every processor LLVM 22 knows is encoded.
    let o = run(&["--mcpu=gfx1250"], "s_nop 0\ns_nop 0\ns_nop 0\n");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stderr(&o), "");
}

#[test]
fn without_mcpu_the_default_processor_is_gfx600() {
    // As llvm-mc 22 with -arch=amdgcn and no -mcpu: `s_nop 0` in SI code.
    let o = run(&["--show-encoding"], "s_nop 0\n");
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        String::from_utf8_lossy(&o.stdout).contains("[0x00,0x00,0x80,0xbf]"),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );
    // ... whose object names no processor in e_flags (llvm-mc 22: 0), where
    // `--mcpu=gfx600` names gfx600 (EF_AMDGPU_MACH 0x20).
    let d = scratch("generic-eflags");
    for (args, want) in [(&[][..], 0u32), (&["--mcpu=gfx600"][..], 0x20)] {
        let out = d.join("o.o");
        let mut a = vec![
            "--triple=amdgcn-amd-amdhsa",
            "--filetype=obj",
            "-o",
            out.to_str().unwrap(),
        ];
        a.extend_from_slice(args);
        let o = run(&a, "s_nop 0\n");
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
        let b = fs::read(&out).unwrap();
        let flags = u32::from_le_bytes([b[48], b[49], b[50], b[51]]);
        assert_eq!(flags, want, "{args:?}");
    }
}

/// Image address tuples between the fewest the reference's disassembler
/// prints and the most the instruction takes (llvm-mc 22 refuses
/// `image_sample_d` with one address register and `image_sample_c_d_cl_o`
/// with two, and takes three for `image_sample_d`); the gpr_idx mode is 4
/// bits (llvm-mc 22: "invalid immediate: only 4-bit values are legal").
#[test]
fn image_address_counts_and_gpr_idx_width() {
    let o = run(
        &["--mcpu=gfx900", "--show-encoding"],
        "image_sample_d v0, v1, s[0:7], s[0:3] dmask:0x1\n\
         image_sample_c_d_cl_o v0, v[0:1], s[0:7], s[0:3] dmask:0x1\n\
         image_sample_d v0, v[0:2], s[0:7], s[0:3] dmask:0x1\n\
         s_set_gpr_idx_mode 16\n\
         s_set_gpr_idx_on s0, gpr_idx(SRC0,DST)\n",
    );
    let err = stderr(&o);
    assert!(
        err.contains("<stdin>:1:20: error: image_sample_d takes at least 2 address registers"),
        "{err}"
    );
    assert!(
        err.contains(
            "<stdin>:2:27: error: image_sample_c_d_cl_o takes at least 4 address registers"
        ),
        "{err}"
    );
    assert!(
        err.contains("<stdin>:4:20: error: invalid immediate: only 4-bit values are legal"),
        "{err}"
    );
    let out = stdout(&o);
    assert!(
        out.contains("; encoding: [0x00,0x01,0x88,0xf0,0x00,0x00,0x00,0x00]"),
        "{out}"
    );
    assert!(out.contains("; encoding: [0x00,0x09,0x11,0xbf]"), "{out}");
    assert_eq!(out.lines().count(), 2, "{out}");
}

/// `image_atomic_cmpswap` needs two data registers (llvm-mc 22 refuses one).
#[test]
fn image_cmpswap_takes_two_data_registers() {
    let o = run(
        &["--mcpu=gfx900", "--show-encoding"],
        "image_atomic_cmpswap v0, v0, s[0:7] dmask:0x1 glc\n\
         image_atomic_cmpswap v[0:1], v0, s[0:7] dmask:0x3 glc\n",
    );
    let err = stderr(&o);
    assert!(
        err.contains("<stdin>:1:1: error: image_atomic_cmpswap takes at least 2 data registers"),
        "{err}"
    );
    assert!(
        stdout(&o).contains("; encoding: [0x00,0x23,0x44,0xf0,0x00,0x00,0x00,0x00]"),
        "{}",
        stdout(&o)
    );
}

/// A path that is no regular file (a device that never ends, a FIFO that
/// would wait for a writer, a directory) is refused before it is read, and
/// so is a file over the 4 GiB ceiling; no output file is written.
#[cfg(unix)]
#[test]
fn non_regular_and_huge_inputs_are_refused() {
    let d = scratch("refused");
    let out = d.join("out.s");
    let fifo = d.join("fifo");
    {
        use std::os::unix::ffi::OsStrExt;
        let c = std::ffi::CString::new(fifo.as_os_str().as_bytes()).unwrap();
        // SAFETY: a NUL-terminated path that lives across the call.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
    }
    let huge = d.join("huge.txt");
    fs::write(&huge, "0x00 0x00 0x80 0xbf\n").unwrap();
    // Sparse: no block of it is written.
    fs::File::options()
        .write(true)
        .open(&huge)
        .unwrap()
        .set_len((4 << 30) + 1)
        .unwrap();
    let cases = [
        ("/dev/zero".to_string(), "not a regular file"),
        ("/dev/urandom".to_string(), "not a regular file"),
        (fifo.display().to_string(), "not a regular file"),
        (d.display().to_string(), "not a regular file"),
        (huge.display().to_string(), "more than 4 GiB"),
    ];
    for (input, want) in &cases {
        for mode in [&["--disassemble"][..], &[][..]] {
            let mut args = vec!["-mcpu=gfx900", "-o", out.to_str().unwrap()];
            args.extend_from_slice(mode);
            args.push(input);
            let o = run(&args, "");
            assert_eq!(o.status.code(), Some(1), "{input} {mode:?}");
            assert!(
                stderr(&o).contains(&format!("error: {input}: {want}")),
                "{input}: {}",
                stderr(&o)
            );
            assert!(!out.exists(), "{input}: no output file");
        }
    }
    let _ = fs::remove_file(&huge);
}

/// The e_flags word of an ELF64 object.
fn e_flags(elf: &[u8]) -> u32 {
    u32::from_le_bytes(elf[48..52].try_into().unwrap())
}

/// `.amdgcn_target` completes the command line's target: a bare processor
/// takes the xnack setting it states (what `amdgpu-dis` writes for a code
/// object built for `gfx906:xnack-`), no `--mcpu` takes the processor too;
/// a contradiction stays an error and writes nothing.
#[test]
fn declared_target_id_completes_a_bare_processor() {
    let d = scratch("declared-target");
    let src = "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx906:xnack-\"\n\ts_endpgm\n";
    let out = d.join("x.o");
    let o_s = out.to_str().unwrap();
    for mcpu in [Some("--mcpu=gfx906"), None] {
        let mut args = vec!["--triple=amdgcn-amd-amdhsa", "--filetype=obj", "-o", o_s];
        args.extend(mcpu);
        let o = run(&args, src);
        assert_eq!(o.status.code(), Some(0), "{mcpu:?}: {}", stderr(&o));
        let f = e_flags(&fs::read(&out).unwrap());
        // EF_AMDGPU_MACH_AMDGCN_GFX906, XNACK off (code object v4+).
        assert_eq!((f & 0xff, f & 0x300), (0x2f, 0x200), "{mcpu:?}: {f:#x}");
        let _ = fs::remove_file(&out);
    }
    for mcpu in ["--mcpu=gfx906:xnack+", "--mcpu=gfx900"] {
        let o = run(
            &[
                "--triple=amdgcn-amd-amdhsa",
                "--filetype=obj",
                "-o",
                o_s,
                mcpu,
            ],
            src,
        );
        assert_eq!(o.status.code(), Some(1), "{mcpu}");
        assert!(
            stderr(&o).contains("does not match"),
            "{mcpu}: {}",
            stderr(&o)
        );
        assert!(!out.exists(), "{mcpu}: no output file");
    }
}

#[test]
fn filetype_null_writes_nothing() {
    let d = scratch("null");
    let out = d.join("x.o");
    let o = run(
        &[
            "--mcpu=gfx900",
            "-filetype=null",
            "-o",
            out.to_str().unwrap(),
        ],
        "s_nop 0\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), "");
    // As llvm-mc 22: the -o file is made, empty.
    assert_eq!(dir_entries(&d), ["x.o"]);
    assert_eq!(fs::read(&out).unwrap(), b"");
    // Errors are still found and reported, and then there is no file.
    let o = run(
        &[
            "--mcpu=gfx900",
            "--filetype=null",
            "-o",
            out.to_str().unwrap(),
        ],
        "foo bar\n",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("error:"));
    assert!(dir_entries(&d).is_empty());
}

#[test]
fn warnings_fatal_or_suppressed() {
    let src = "s_nop 0\n.warning \"careful\"\n";
    let o = run(&["--mcpu=gfx900"], src);
    assert!(o.status.success());
    assert!(stderr(&o).contains("warning: careful"));
    for spelling in ["--fatal-warnings", "-fatal-warnings"] {
        let o = run(&["--mcpu=gfx900", spelling], src);
        assert_eq!(o.status.code(), Some(1), "{spelling}");
        assert!(stderr(&o).contains("error: careful"), "{spelling}");
    }
    for spelling in ["--no-warn", "-no-warn", "-w"] {
        let o = run(&["--mcpu=gfx900", spelling], src);
        assert!(o.status.success(), "{spelling}");
        assert_eq!(stderr(&o), "", "{spelling}");
        assert_eq!(stdout(&o), "\ts_nop 0\n", "{spelling}");
    }
}

#[test]
fn mattr_help_lists_then_assembles() {
    // llvm-mc 22 prints its lists and goes on: the source is assembled
    // (and its errors reported) as without `help`.
    let o = run(&["--mcpu=gfx900", "--mattr=help"], "s_nop 0\n");
    assert!(o.status.success());
    assert_eq!(stdout(&o), "\ts_nop 0\n");
    let e = stderr(&o);
    assert!(e.starts_with("Available CPUs for this target:\n"));
    assert!(e.contains("\n  gfx942          - Select the gfx942 processor.\n"));
    assert!(
        e.contains("\n  xnack                                          - Enable XNACK support.\n")
    );
    let o = run(&["--mcpu=gfx900", "--mattr=help"], "foo bar\n");
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("error: invalid instruction"));
}

#[test]
fn mcpu_help_says_which_processors_encode() {
    // Every processor of the table is listed as llvm-mc lists it; one whose
    // instructions were not encoded would say so after its description
    // (every processor LLVM 22 knows is encoded: the lines are llvm-mc's).
    let o = run(&["--mcpu=help"], "");
    let e = stderr(&o);
    for p in [
        "gfx600",
        "tahiti",
        "generic",
        "gfx900",
        "gfx90a",
        "gfx942",
        "gfx950",
        "gfx1100",
        "gfx1201",
        "gfx1250",
        "gfx9-generic",
        "gfx12-generic",
    ] {
        let line = e
            .lines()
            .find(|l| l.split_whitespace().next() == Some(p))
            .unwrap_or_else(|| panic!("{p} not listed"));
        assert!(
            line.ends_with(&format!("- Select the {p} processor.")),
            "{line}"
        );
    }
    assert!(!e.contains("not encoded yet"), "{e}");
}

/// `tests/triples/`: what llvm-mc 22 makes of a few sources under each
/// triple (`cases.txt`, `make.sh`): the same object bytes (the triple's OS
/// sets OS/ABI, ABI version, the feature bits of `e_flags` and whether
/// relocations carry addends), or, where llvm-mc refuses the source, errors
/// at the same places with its messages (ours may say more after them).
#[test]
fn triples_as_llvm_mc() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/triples");
    let cases = fs::read_to_string(dir.join("cases.txt")).unwrap();
    let out_dir = scratch("triples");
    let mut checked = 0;
    for line in cases
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let mut w = line.split_whitespace();
        let (name, src, triples) = (w.next().unwrap(), w.next().unwrap(), w.next().unwrap());
        let args: Vec<&str> = w.collect();
        let triples: Vec<&str> = match triples {
            "*" => vec![
                "amdgcn",
                "amdgcn-amd-amdhsa",
                "amdgcn--amdpal",
                "amdgcn-mesa-mesa3d",
            ],
            l => l.split(',').collect(),
        };
        for t in triples {
            let out = out_dir.join(format!("{name}.{t}.o"));
            let triple = format!("-triple={t}");
            let mut a = vec![
                triple.as_str(),
                "-filetype=obj",
                "-o",
                out.to_str().unwrap(),
            ];
            a.extend(&args);
            a.push(src);
            let o = Command::new(env!("CARGO_BIN_EXE_amdgpu-as"))
                .args(&a)
                .current_dir(&dir)
                .output()
                .unwrap();
            let what = format!("{name} under {t}");
            let golden = |ext: &str| dir.join("golden").join(format!("{name}.{t}.{ext}"));
            if let Ok(want) = fs::read_to_string(golden("err")) {
                assert_eq!(o.status.code(), Some(1), "{what}: llvm-mc refuses it");
                let got = stderr(&o);
                let (want, got): (Vec<&str>, Vec<&str>) =
                    (want.lines().collect(), got.lines().collect());
                assert_eq!(want.len(), got.len(), "{what}:\n{}", got.join("\n"));
                for (w, g) in want.iter().zip(&got) {
                    assert!(
                        g == w || (w.contains(": error: ") && g.starts_with(&format!("{w} "))),
                        "{what}: llvm-mc says\n{w}\nwe say\n{g}"
                    );
                }
                assert!(!out.exists(), "{what}: no object");
            } else {
                let want =
                    fs::read(golden("o")).unwrap_or_else(|e| panic!("{what}: golden object: {e}"));
                assert!(o.status.success(), "{what}: {}", stderr(&o));
                let got = fs::read(&out).unwrap();
                let first = got.iter().zip(&want).position(|(a, b)| a != b);
                assert!(
                    got == want,
                    "{what}: the object differs from llvm-mc's (first at byte {first:?}; sizes {} and {})",
                    got.len(),
                    want.len()
                );
            }
            checked += 1;
        }
    }
    assert!(checked >= 50, "{checked} cases");
}

#[test]
fn hsa_directives_need_an_hsa_triple() {
    let src = ".amdhsa_code_object_version 5\n.amdgpu_metadata\n.end_amdgpu_metadata\n";
    let o = run(
        &["-triple=amdgcn--amdpal", "--mcpu=gfx900", "-filetype=null"],
        src,
    );
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert_eq!(e.matches("unknown directive").count(), 3, "{e}");
}

#[test]
fn defsym_symbols_are_listed_first() {
    // llvm-mc 22 lists each `--defsym` as a `.set` before everything else.
    let o = run(
        &["--mcpu=gfx900", "--defsym", "X=3", "--defsym=Y=0x10"],
        "s_nop X\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), ".set X, 3\n.set Y, 16\n\ts_nop 3\n");
}

/// In a long listing whose lines repeat, a line that lists otherwise than
/// its instruction's bytes alone say (a negative immediate as written, an
/// operand that is a symbol, with its fixup line) lists as it does in a
/// short one, among repeated lines printed once and copied.
#[test]
fn repeated_lines_list_as_in_a_short_listing() {
    let block =
        "s_nop -1\nv_add_f32 v0, v1, v2\ns_mov_b32 s0, ext_sym\ns_nop 0\nv_add_f32 v3, 1.0, v4\n";
    let short = run(&["--show-encoding", "--mcpu=gfx900"], block);
    assert!(short.status.success(), "{}", stderr(&short));
    assert!(stdout(&short).contains("fixup"), "{}", stdout(&short));
    let copies = 1200;
    for threads in ["--threads=1", "--threads=2"] {
        let long = run(
            &["--show-encoding", "--mcpu=gfx900", threads],
            &block.repeat(copies),
        );
        assert!(long.status.success(), "{}", stderr(&long));
        assert!(
            stdout(&long) == stdout(&short).repeat(copies),
            "{threads}: a repeated line lists otherwise"
        );
    }
}

/// A listing long enough to be printed by threads (parts written in order
/// as they are printed) is the one-thread listing: the accepted lines of
/// the gfx900 random corpus, twice over, one listing line each.
#[test]
fn long_listing_on_threads_matches_one_thread() {
    let corpus = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/corpus/gfx900/random.txt"
    );
    let text = std::fs::read_to_string(corpus).unwrap();
    // (Less the lines listed as differing from the reference: seed rules.)
    let known = std::fs::read_to_string(corpus.replace("random.txt", "known-differences.txt"))
        .unwrap_or_default();
    let listed: std::collections::HashSet<usize> = known
        .lines()
        .filter_map(|l| {
            l.split('\t')
                .next()?
                .strip_prefix("random.txt:")?
                .parse()
                .ok()
        })
        .collect();
    let lines: Vec<&str> = text
        .lines()
        .enumerate()
        .filter(|(i, l)| !l.starts_with('#') && !listed.contains(&(i + 1)))
        .filter_map(|(_, l)| l.split_once('\t'))
        .filter(|(_, want)| want.trim().starts_with("0x"))
        .map(|(asm, _)| asm.trim())
        .collect();
    let mut input = String::new();
    for _ in 0..2 {
        for l in &lines {
            input.push_str(l);
            input.push('\n');
        }
    }
    assert!(2 * lines.len() > 1 << 15, "too short to take threads");
    let one = run(&["--show-encoding", "--mcpu=gfx900", "--threads=1"], &input);
    let three = run(&["--show-encoding", "--mcpu=gfx900", "--threads=3"], &input);
    assert!(one.status.success(), "{}", stderr(&one));
    assert_eq!(stdout(&one).lines().count(), 2 * lines.len());
    assert!(
        stdout(&three) == stdout(&one),
        "three threads list differently"
    );
}
