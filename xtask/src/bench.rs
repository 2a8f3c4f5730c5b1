//! `cargo run --release -p xtask -- bench`: times `amdgpu-as` against
//! llvm-mc 22 on the same large input, in the same run.
//!
//! Five comparisons, each tool writing to `/dev/null`:
//! * listing: `amdgpu-as --show-encoding` vs `llvm-mc -show-encoding`;
//! * binary: `amdgpu-as --filetype=bin` vs `llvm-mc -filetype=obj`;
//! * object: `--filetype=obj` from both, on the cycled input and on the
//!   corpus lines each once (and the listing of those lines too);
//! * disassembly listing: `amdgpu-as --disassemble --show-encoding` vs
//!   `llvm-mc --disassemble -show-encoding`;
//! * disassembly text: the same without `--show-encoding`.
//!
//! The assembly input is `--lines` lines of `tests/corpus/<mcpu>/random.txt`;
//! the disassembly input is as many instructions (one per line, as hex
//! bytes) of `tests/corpus/<mcpu>/dis-real.txt` (`dis-random.txt` where there
//! is no real corpus, else the bytes llvm-mc assembled for `random.txt`),
//! cycled through in file order.
//!
//! Reports the median wall time of several runs, the ratio, lines (or
//! instructions) per second and peak RSS (`ru_maxrss` from `wait4`). No
//! assertion is made on timings.
//!
//! Each tool is started by a fresh `xtask measure-child` process, which times
//! it and reports: on Linux a child's `ru_maxrss` is at least the high-water
//! RSS of the process that started it (exec records the old address space's
//! peak), so started directly by this process, which holds the inputs and
//! the captured outputs, every tool would show at least this process's peak.
//! The helper's own small peak is printed as the floor of the figures. Before timing the disassembler, one untimed
//! run of each tool checks that their listings agree (the number of lines that
//! differ after collapsing whitespace is printed, nothing is asserted).
//!
//! With `--real MANIFEST`, the benchmark times real sources instead (see
//! [`real`]): per case, both tools to an ELF object, checked byte-identical
//! once, then timed.

use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::codegen::workspace_root;

pub mod real;

/// Options of the `bench` task.
#[derive(Clone)]
pub struct Options {
    pub lines: usize,
    pub mcpu: String,
    pub reps: usize,
    pub corpus: Option<PathBuf>,
    /// Disassembly corpus (default `tests/corpus/<mcpu>/dis-real.txt`).
    pub dis_corpus: Option<PathBuf>,
    /// A manifest of real sources (`tools/realsrc.py`): time those instead.
    pub real: Option<PathBuf>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            lines: 250_000,
            mcpu: "gfx900".to_string(),
            reps: 5,
            corpus: None,
            dis_corpus: None,
            real: None,
        }
    }
}

/// Used when `tests/corpus/<mcpu>/random.txt` does not exist yet.
const FALLBACK_GFX900: &[&str] = &[
    "s_load_dwordx2 s[0:1], s[4:5], 0x0",
    "s_load_dwordx4 s[8:11], s[4:5], 0x10",
    "s_waitcnt lgkmcnt(0)",
    "s_waitcnt vmcnt(0)",
    "s_mov_b32 s2, 0x3f800000",
    "s_add_u32 s0, s0, s6",
    "s_addc_u32 s1, s1, 0",
    "s_lshl_b32 s3, s7, 2",
    "s_and_b64 s[10:11], exec, vcc",
    "s_cmp_eq_u32 s2, 0",
    "s_cbranch_scc1 2",
    "s_nop 0",
    "v_mov_b32_e32 v1, s0",
    "v_add_f32_e32 v0, v1, v2",
    "v_mul_f32_e32 v3, 0x40490fdb, v3",
    "v_fma_f32 v4, v1, v2, v3",
    "v_add_u32_e32 v5, s3, v0",
    "v_lshlrev_b32_e32 v6, 2, v0",
    "v_cmp_gt_f32_e32 vcc, 0, v2",
    "v_cndmask_b32_e32 v7, v1, v2, vcc",
    "v_cvt_f32_i32_e32 v8, v6",
    "v_mad_u32_u24 v9, v0, 4, s2",
    "v_add_f32_e64 v10, -v1, |v2| clamp",
    "v_pk_add_f16 v11, v1, v2",
    "v_mov_b32_sdwa v12, v1 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:WORD_0",
    "v_mov_b32_dpp v13, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
    "global_load_dword v2, v[0:1], off",
    "global_store_dword v[0:1], v2, off offset:16",
    "global_load_dwordx4 v[4:7], v0, s[0:1] offset:-64",
    "flat_load_dword v2, v[0:1] glc",
    "buffer_load_dword v1, v0, s[8:11], 0 offen offset:4",
    "ds_read_b32 v1, v0 offset:256",
    "ds_write_b64 v0, v[2:3] offset:8",
    "s_getreg_b32 s4, hwreg(HW_REG_MODE, 0, 8)",
    "s_sendmsg sendmsg(MSG_INTERRUPT)",
    "s_endpgm",
];

/// The instruction text of one corpus line (`<asm text>\t<expectation>`,
/// see tools/mkcorpus.py), if it is one the reference accepts with bytes.
pub(crate) fn instruction_of(line: &str) -> Option<&str> {
    let (text, expect) = line.split_once('\t').unwrap_or((line, ""));
    let expect = expect.trim();
    if expect == "error" || expect == "-" {
        return None;
    }
    let t = text.trim();
    if t.is_empty() || t.starts_with('#') || t.starts_with("//") || t.starts_with(';') {
        return None;
    }
    let end = [t.find(';'), t.find("//")]
        .into_iter()
        .flatten()
        .min()
        .unwrap_or(t.len());
    let t = t[..end].trim();
    (!t.is_empty()).then_some(t)
}

fn input_lines(root: &Path, opts: &Options) -> (Vec<String>, String) {
    let path = opts.corpus.clone().unwrap_or_else(|| {
        root.join("tests/corpus")
            .join(&opts.mcpu)
            .join("random.txt")
    });
    if let Ok(text) = fs::read_to_string(&path) {
        // Lines listed in known-differences.txt are cases where the two tools
        // disagree on purpose (seed rules): leave them out so both do the
        // same work.
        let known = known_lines(&path, "");
        let lines: Vec<String> = text
            .lines()
            .enumerate()
            .filter(|(i, _)| !known.contains(&(i + 1)))
            .filter_map(|(_, l)| instruction_of(l))
            .map(str::to_string)
            .collect();
        if !lines.is_empty() {
            return (lines, path.display().to_string());
        }
    }
    (
        FALLBACK_GFX900.iter().map(|s| s.to_string()).collect(),
        format!(
            "built-in gfx900 lines ({} not found or empty)",
            path.display()
        ),
    )
}

/// The bytes llvm-mc 22 assembled for one assembler corpus line
/// (`<asm>\t<bytes>`) as llvm-mc input, space-separated: the disassembly
/// input of a processor without a disassembly corpus.
fn asm_bytes_of(line: &str) -> Option<String> {
    if line.starts_with('#') {
        return None;
    }
    let bytes = line.split('\t').nth(1)?;
    let bytes: Vec<&str> = bytes.split(',').map(str::trim).collect();
    if bytes.is_empty() || !bytes.iter().all(|b| b.starts_with("0x")) {
        return None;
    }
    Some(bytes.join(" "))
}

/// The instruction of one disassembly corpus line (`<bytes>\t<len>\t<text>`,
/// see tests/corpus/README.md) as llvm-mc input: its first `<len>` bytes,
/// space-separated. None for comments and for words the reference does not
/// decode (`<invalid>`).
pub(crate) fn dis_instruction_of(line: &str) -> Option<String> {
    if line.starts_with('#') {
        return None;
    }
    let mut fields = line.split('\t');
    let (bytes, len, text) = (fields.next()?, fields.next()?, fields.next()?);
    if text.trim() == "<invalid>" {
        return None;
    }
    let len: usize = len.trim().parse().ok()?;
    let bytes: Vec<&str> = bytes.split(',').map(str::trim).collect();
    if len == 0 || bytes.len() < len || !bytes[..len].iter().all(|b| b.starts_with("0x")) {
        return None;
    }
    Some(bytes[..len].join(" "))
}

/// The disassembly input's instructions and where they come from; None (with
/// the reason) when there is no disassembly corpus for the processor.
fn dis_input_lines(root: &Path, opts: &Options) -> Result<(Vec<String>, String), String> {
    let dir = root.join("tests/corpus").join(&opts.mcpu);
    let candidates = match &opts.dis_corpus {
        Some(p) => vec![p.clone()],
        None => vec![
            dir.join("dis-real.txt"),
            dir.join("dis-random.txt"),
            dir.join("random.txt"),
        ],
    };
    for path in &candidates {
        if let Ok(text) = fs::read_to_string(path) {
            let asm = path.file_name().is_some_and(|n| n == "random.txt");
            // Units the two tools decode differently (listed in
            // known-differences.txt) are left out: one decoded to another
            // length would shift every later line of the stream.
            let known = known_lines(path, if asm { "dis:" } else { "" });
            let lines = text
                .lines()
                .enumerate()
                .filter(|(i, _)| !known.contains(&(i + 1)))
                .map(|(_, l)| l);
            let lines: Vec<String> = if asm {
                lines.filter_map(asm_bytes_of).collect()
            } else {
                lines.filter_map(dis_instruction_of).collect()
            };
            if !lines.is_empty() {
                return Ok((lines, path.display().to_string()));
            }
        }
    }
    let names: Vec<String> = candidates.iter().map(|p| p.display().to_string()).collect();
    Err(format!("{} not found or empty", names.join(" and ")))
}

/// The line numbers of corpus `path` that its directory's
/// known-differences.txt lists (keys `<prefix><file>:<line>`).
fn known_lines(path: &Path, prefix: &str) -> std::collections::HashSet<usize> {
    let file = path.file_name().and_then(|f| f.to_str()).unwrap_or("");
    path.parent()
        .and_then(|d| fs::read_to_string(d.join("known-differences.txt")).ok())
        .map(|k| {
            k.lines()
                .filter_map(|l| {
                    l.split('\t')
                        .next()?
                        .strip_prefix(prefix)?
                        .strip_prefix(file)?
                        .strip_prefix(':')
                })
                .filter_map(|n| n.trim().parse().ok())
                .collect()
        })
        .unwrap_or_default()
}

/// Collapses runs of whitespace to one space and strips the ends.
fn collapse_ws(line: &str) -> String {
    line.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The number of lines that differ between two outputs after collapsing
/// whitespace (a line present in one output only counts as differing), and the
/// first such pair.
fn count_differing(a: &str, b: &str) -> (usize, Option<(String, String)>) {
    let a: Vec<&str> = a.lines().collect();
    let b: Vec<&str> = b.lines().collect();
    let mut n = a.len().abs_diff(b.len());
    let mut first = None;
    for (x, y) in a.iter().zip(&b) {
        let (x, y) = (collapse_ws(x), collapse_ws(y));
        if x != y {
            n += 1;
            first.get_or_insert((x, y));
        }
    }
    if first.is_none() && a.len() != b.len() {
        let k = a.len().min(b.len());
        let at = |v: &[&str]| v.get(k).map(|l| collapse_ws(l)).unwrap_or_default();
        first = Some((at(&a), at(&b)));
    }
    (n, first)
}

/// Stdout of one run of `cmd`, None if it could not be run.
fn stdout_of(cmd: &mut Command) -> Option<String> {
    let out = cmd
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()
        .ok()?;
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}

struct Run {
    wall: Duration,
    max_rss_kib: u64,
    status: i32,
}

/// Runs `cmd` to completion, measuring wall time and peak RSS.
fn measure(cmd: &mut Command) -> std::io::Result<Run> {
    cmd.stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    let start = Instant::now();
    let child = cmd.spawn()?;
    let pid = child.id() as libc::pid_t;
    let mut status: libc::c_int = 0;
    // SAFETY: an all-zero rusage is a valid value for wait4 to fill in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: pid is our own child, not yet waited for; the pointers are to
    // live locals.
    let r = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    let wall = start.elapsed();
    if r < 0 {
        return Err(std::io::Error::last_os_error());
    }
    // The child is reaped; dropping the handle does not wait again.
    drop(child);
    let code = if libc::WIFEXITED(status) {
        libc::WEXITSTATUS(status)
    } else {
        -1
    };
    Ok(Run {
        wall,
        max_rss_kib: usage.ru_maxrss as u64,
        status: code,
    })
}

/// Name of the hidden task that runs one command for `measure_isolated`.
pub const MEASURE_TASK: &str = "measure-child";

/// The hidden `measure-child` task: runs `argv` (program and arguments) with
/// `measure` and prints `<wall ns> <peak RSS KiB> <exit status>` on stdout.
pub fn measure_child(argv: &[OsString]) -> bool {
    let Some((program, args)) = argv.split_first() else {
        eprintln!("error: {MEASURE_TASK}: no command");
        return false;
    };
    match measure(Command::new(program).args(args)) {
        Ok(r) => {
            println!("{} {} {}", r.wall.as_nanos(), r.max_rss_kib, r.status);
            true
        }
        Err(e) => {
            eprintln!("error: {MEASURE_TASK}: {}: {e}", program.to_string_lossy());
            false
        }
    }
}

/// Parses the line [`measure_child`] prints.
fn parse_measurement(line: &str) -> Option<Run> {
    let mut f = line.split_whitespace();
    let wall = Duration::from_nanos(f.next()?.parse().ok()?);
    let max_rss_kib = f.next()?.parse().ok()?;
    let status = f.next()?.parse().ok()?;
    f.next().is_none().then_some(Run {
        wall,
        max_rss_kib,
        status,
    })
}

/// Runs `program args... input` from a fresh `xtask measure-child` process
/// (see the module comment), so that its peak RSS is its own.
fn measure_isolated(program: &Path, args: &[&str], input: Option<&Path>) -> std::io::Result<Run> {
    measure_isolated_in(program, args, input, None)
}

/// [`measure_isolated`] with `dir` as the working directory of the helper
/// and so of the tool.
fn measure_isolated_in(
    program: &Path,
    args: &[&str],
    input: Option<&Path>,
    dir: Option<&Path>,
) -> std::io::Result<Run> {
    let me = std::env::current_exe()?;
    let mut cmd = Command::new(me);
    if let Some(dir) = dir {
        cmd.current_dir(dir);
    }
    cmd.args([MEASURE_TASK, "--"]).arg(program).args(args);
    if let Some(input) = input {
        cmd.arg(input);
    }
    let out = cmd.stdin(Stdio::null()).stderr(Stdio::inherit()).output()?;
    let text = String::from_utf8_lossy(&out.stdout);
    match parse_measurement(text.trim()) {
        Some(r) if out.status.success() => Ok(r),
        _ => Err(std::io::Error::other(format!(
            "{MEASURE_TASK} failed ({}): {}",
            out.status,
            text.trim()
        ))),
    }
}

/// Prints the peak RSS of a process that does nothing (the helper's floor);
/// false (after an error) when no helper can be started.
fn print_rss_floor() -> bool {
    match measure_isolated(Path::new("true"), &[], None) {
        Ok(r) => {
            println!(
                "peak RSS is measured from a fresh helper process; its floor (`true`): {} KiB",
                r.max_rss_kib
            );
            true
        }
        Err(e) => {
            eprintln!("error: {e}");
            false
        }
    }
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn count_encoded(cmd: &mut Command) -> Option<usize> {
    let out = cmd.stderr(Stdio::null()).output().ok()?;
    Some(
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .filter(|l| l.contains("; encoding: ["))
            .count(),
    )
}

/// Runs the benchmark; prints the report. Returns false on a setup error.
pub fn run(opts: &Options) -> bool {
    let root = workspace_root();
    let llvm_mc = std::env::var_os("LLVM_MC")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-22/bin/llvm-mc"));
    if !llvm_mc.exists() {
        println!(
            "llvm-mc 22 not found at {} (set LLVM_MC, or apt-get install llvm-22); skipping the benchmark",
            llvm_mc.display()
        );
        return true;
    }
    if let Some(m) = &opts.real {
        if !m.is_file() {
            println!(
                "manifest {} not found (make it with tools/realsrc.py); skipping the real-source benchmark",
                m.display()
            );
            return true;
        }
    }
    let target_dir = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target"));
    let as_bin = match std::env::var_os("AMDGPU_AS") {
        // A binary built elsewhere (no build here).
        Some(bin) => PathBuf::from(bin),
        None => {
            if !build_amdgpu_as(&root) {
                return false;
            }
            target_dir.join("release/amdgpu-as")
        }
    };
    println!("amdgpu-as: {}", as_bin.display());
    if let Some(m) = &opts.real {
        if !print_rss_floor() {
            return false;
        }
        return real::run(m, &as_bin, &llvm_mc, opts.reps);
    }
    synthetic(opts, &root, &target_dir, &as_bin, &llvm_mc)
}

/// Builds amdgpu-as in release mode; false (with a message) if that fails.
fn build_amdgpu_as(root: &Path) -> bool {
    println!("building amdgpu-as (release)...");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let ok = Command::new(cargo)
        .current_dir(root)
        .args([
            "build",
            "--release",
            "--quiet",
            "-p",
            "amdgpu-cli",
            "--bin",
            "amdgpu-as",
        ])
        .status()
        .is_ok_and(|s| s.success());
    if !ok {
        eprintln!("error: cargo build of amdgpu-as failed");
    }
    ok
}

/// The comparisons on the synthetic inputs built from the corpus.
fn synthetic(
    opts: &Options,
    root: &Path,
    target_dir: &Path,
    as_bin: &Path,
    llvm_mc: &Path,
) -> bool {
    let (lines, from) = input_lines(root, opts);
    let bench_dir = target_dir.join("bench");
    if let Err(e) = fs::create_dir_all(&bench_dir) {
        eprintln!("error: {}: {e}", bench_dir.display());
        return false;
    }
    let input = bench_dir.join(format!("input-{}-{}.s", opts.mcpu, opts.lines));
    let mut text = String::with_capacity(opts.lines * 40);
    for l in lines.iter().cycle().take(opts.lines) {
        text.push_str(l);
        text.push('\n');
    }
    if let Err(e) = fs::write(&input, &text) {
        eprintln!("error: {}: {e}", input.display());
        return false;
    }
    println!(
        "input: {} lines ({:.1} MB) from {from}; mcpu {}; {} runs each",
        opts.lines,
        text.len() as f64 / 1e6,
        opts.mcpu,
        opts.reps
    );

    if !print_rss_floor() {
        return false;
    }

    let mcpu_as = format!("--mcpu={}", opts.mcpu);
    let mcpu_mc = format!("-mcpu={}", opts.mcpu);
    let triple = "-triple=amdgcn-amd-amdhsa";

    // One untimed run to see how much of the input each tool encodes.
    let a = count_encoded(
        Command::new(as_bin)
            .args([&mcpu_as, "--show-encoding"])
            .arg(&input),
    );
    let m = count_encoded(
        Command::new(llvm_mc)
            .args([triple, &mcpu_mc, "-show-encoding"])
            .arg(&input),
    );
    if let (Some(a), Some(m)) = (a, m) {
        println!("instructions encoded: amdgpu-as {a}, llvm-mc {m}");
        if a != m {
            println!(
                "warning: the tools encode different amounts of the input; the ratio compares unequal work"
            );
        }
    }

    let cases: [(&str, Vec<&str>, Vec<&str>); 3] = [
        (
            "listing (--show-encoding)",
            vec![&mcpu_as, "--show-encoding", "-o", "/dev/null"],
            vec![triple, &mcpu_mc, "-show-encoding", "-o", "/dev/null"],
        ),
        (
            "binary (--filetype=bin vs llvm-mc -filetype=obj)",
            vec![&mcpu_as, "--filetype=bin", "-o", "/dev/null"],
            vec![triple, &mcpu_mc, "-filetype=obj", "-o", "/dev/null"],
        ),
        (
            "object (--filetype=obj, both tools)",
            vec![triple, &mcpu_as, "--filetype=obj", "-o", "/dev/null"],
            vec![triple, &mcpu_mc, "-filetype=obj", "-o", "/dev/null"],
        ),
    ];
    let tools = Tools { as_bin, llvm_mc };
    for (title, as_args, mc_args) in &cases {
        if !compare(title, &tools, as_args, mc_args, &input, opts, "lines") {
            return false;
        }
    }

    // The cycled input repeats each line about lines/corpus times, which an
    // assembler that remembers lines it assembled gains from (as on real
    // code); each corpus line once is the other end, as an object and as a
    // listing (every line printed from its bytes, none copied).
    for (k, what) in [(2, "object"), (0, "listing")] {
        let (_, as_args, mc_args) = &cases[k];
        if !compare_once(
            &format!("{what} of the {} corpus lines, each once", lines.len()),
            &tools,
            (as_args, mc_args),
            &bench_dir.join(format!("input-distinct-{}.s", opts.mcpu)),
            &lines,
            opts,
            "lines",
        ) {
            return false;
        }
    }

    // A tiny input: start-up and end-to-end cost (the first 10 lines of the
    // same input, an ELF object from both tools, many runs).
    let tiny = bench_dir.join(format!("tiny-{}.s", opts.mcpu));
    let ten: String = lines.iter().take(10).map(|l| format!("{l}\n")).collect();
    if std::fs::write(&tiny, ten).is_err() {
        eprintln!("error: cannot write {}", tiny.display());
        return false;
    }
    let tiny_opts = Options {
        lines: 10,
        reps: opts.reps.max(1) * 8 + 1,
        ..opts.clone()
    };
    let as_obj = vec![
        "--triple=amdgcn-amd-amdhsa",
        &mcpu_as,
        "--filetype=obj",
        "-o",
        "/dev/null",
    ];
    let mc_obj = vec![triple, &mcpu_mc, "-filetype=obj", "-o", "/dev/null"];
    if !compare(
        "tiny input: 10 lines to an ELF object (start-up included)",
        &tools,
        &as_obj,
        &mc_obj,
        &tiny,
        &tiny_opts,
        "lines",
    ) {
        return false;
    }

    disassembly(root, &bench_dir, as_bin, llvm_mc, opts)
}

struct Tools<'a> {
    as_bin: &'a Path,
    llvm_mc: &'a Path,
}

/// Times both tools on `input` (`opts.reps` runs each, alternating) and prints
/// the medians, the rate in `unit` per second (`opts.lines` of them), peak RSS
/// and the ratio. Returns false if a tool could not be run.
fn compare(
    title: &str,
    tools: &Tools,
    as_args: &[&str],
    mc_args: &[&str],
    input: &Path,
    opts: &Options,
    unit: &str,
) -> bool {
    let mut t_as = Vec::new();
    let mut t_mc = Vec::new();
    let (mut rss_as, mut rss_mc) = (0, 0);
    let (mut st_as, mut st_mc) = (0, 0);
    for _ in 0..opts.reps.max(1) {
        match measure_isolated(tools.as_bin, as_args, Some(input)) {
            Ok(r) => {
                t_as.push(r.wall);
                rss_as = rss_as.max(r.max_rss_kib);
                st_as = st_as.max(r.status);
            }
            Err(e) => {
                eprintln!("error: running amdgpu-as: {e}");
                return false;
            }
        }
        match measure_isolated(tools.llvm_mc, mc_args, Some(input)) {
            Ok(r) => {
                t_mc.push(r.wall);
                rss_mc = rss_mc.max(r.max_rss_kib);
                st_mc = st_mc.max(r.status);
            }
            Err(e) => {
                eprintln!("error: running llvm-mc: {e}");
                return false;
            }
        }
    }
    let (ma, mm) = (median(t_as), median(t_mc));
    let rate = |d: Duration| opts.lines as f64 / d.as_secs_f64().max(1e-9);
    let unit = format!("{unit}/s");
    println!("\n{title}");
    println!(
        "  amdgpu-as  median {:>9.3} ms  {:>12.0} {unit:<14}  peak RSS {:>8} KiB  exit {}",
        ma.as_secs_f64() * 1e3,
        rate(ma),
        rss_as,
        st_as
    );
    println!(
        "  llvm-mc    median {:>9.3} ms  {:>12.0} {unit:<14}  peak RSS {:>8} KiB  exit {}",
        mm.as_secs_f64() * 1e3,
        rate(mm),
        rss_mc,
        st_mc
    );
    println!("  ratio: {}", ratio_text(ma, mm));
    true
}

/// The comparison of the medians of amdgpu-as (`a`) and llvm-mc (`m`).
fn ratio_text(a: Duration, m: Duration) -> String {
    let (a, m) = (a.as_secs_f64().max(1e-9), m.as_secs_f64().max(1e-9));
    if m >= a {
        format!(
            "amdgpu-as is {:.2}x faster than llvm-mc (median llvm-mc / median amdgpu-as)",
            m / a
        )
    } else {
        format!(
            "amdgpu-as is {:.2}x SLOWER than llvm-mc (median amdgpu-as / median llvm-mc)",
            a / m
        )
    }
}

/// The disassembly comparisons: builds the input from the disassembly corpus,
/// checks once that both listings agree, then times the two tools with and
/// without `--show-encoding`. Skips itself (returning true) without a corpus.
fn disassembly(
    root: &Path,
    bench_dir: &Path,
    as_bin: &Path,
    llvm_mc: &Path,
    opts: &Options,
) -> bool {
    println!("\n== disassembly ==");
    let (lines, from) = match dis_input_lines(root, opts) {
        Ok(x) => x,
        Err(why) => {
            println!(
                "no disassembly corpus for {} ({why}); skipping the disassembly comparison",
                opts.mcpu
            );
            return true;
        }
    };
    let input = bench_dir.join(format!("dis-input-{}-{}.txt", opts.mcpu, opts.lines));
    let mut text = String::with_capacity(opts.lines * 40);
    for l in lines.iter().cycle().take(opts.lines) {
        text.push_str(l);
        text.push('\n');
    }
    if let Err(e) = fs::write(&input, &text) {
        eprintln!("error: {}: {e}", input.display());
        return false;
    }
    println!(
        "input: {} instructions, one per line ({:.1} MB), cycling through the {} of {from}; mcpu {}; {} runs each",
        opts.lines,
        text.len() as f64 / 1e6,
        lines.len(),
        opts.mcpu,
        opts.reps
    );

    let mcpu_as = format!("--mcpu={}", opts.mcpu);
    let mcpu_mc = format!("-mcpu={}", opts.mcpu);
    let triple = "-triple=amdgcn-amd-amdhsa";

    // One untimed run of each tool: do the listings agree?
    let a = stdout_of(
        Command::new(as_bin)
            .args([&mcpu_as, "--disassemble", "--show-encoding"])
            .arg(&input),
    );
    let m = stdout_of(
        Command::new(llvm_mc)
            .args([triple, &mcpu_mc, "--disassemble", "-show-encoding"])
            .arg(&input),
    );
    if let (Some(a), Some(m)) = (a, m) {
        let (n, first) = count_differing(&a, &m);
        println!(
            "output lines: amdgpu-as {}, llvm-mc {}; differing after collapsing whitespace: {n}",
            a.lines().count(),
            m.lines().count()
        );
        if let Some((x, y)) = first {
            println!("  first difference: amdgpu-as `{x}`");
            println!("                    llvm-mc   `{y}`");
        }
    }

    let cases: [(&str, Vec<&str>, Vec<&str>); 2] = [
        (
            "disassembly listing (--disassemble --show-encoding)",
            vec![
                &mcpu_as,
                "--disassemble",
                "--show-encoding",
                "-o",
                "/dev/null",
            ],
            vec![
                triple,
                &mcpu_mc,
                "--disassemble",
                "-show-encoding",
                "-o",
                "/dev/null",
            ],
        ),
        (
            "disassembly text (--disassemble)",
            vec![&mcpu_as, "--disassemble", "-o", "/dev/null"],
            vec![triple, &mcpu_mc, "--disassemble", "-o", "/dev/null"],
        ),
    ];
    let tools = Tools { as_bin, llvm_mc };
    for (title, as_args, mc_args) in &cases {
        if !compare(
            title,
            &tools,
            as_args,
            mc_args,
            &input,
            opts,
            "instructions",
        ) {
            return false;
        }
    }
    // The cycled input repeats each instruction about lines/corpus times,
    // which a disassembler that remembers lines it printed gains from (as
    // on real code); each instruction once is the other end: every row's
    // first use is paid, nothing is remembered.
    let (_, as_args, mc_args) = &cases[1];
    compare_once(
        &format!(
            "disassembly text of the {} distinct instructions, each once",
            lines.len()
        ),
        &tools,
        (as_args, mc_args),
        &bench_dir.join(format!("dis-distinct-{}.txt", opts.mcpu)),
        &lines,
        opts,
        "instructions",
    )
}

/// [`compare`] on `lines` each once, one per line, written to `path`.
fn compare_once(
    title: &str,
    tools: &Tools,
    (as_args, mc_args): (&[&str], &[&str]),
    path: &Path,
    lines: &[String],
    opts: &Options,
    unit: &str,
) -> bool {
    let mut once = String::with_capacity(lines.len() * 40);
    for l in lines {
        once.push_str(l);
        once.push('\n');
    }
    if let Err(e) = fs::write(path, &once) {
        eprintln!("error: {}: {e}", path.display());
        return false;
    }
    let once_opts = Options {
        lines: lines.len(),
        ..opts.clone()
    };
    compare(title, tools, as_args, mc_args, path, &once_opts, unit)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extracts_instruction_text() {
        assert_eq!(instruction_of("s_nop 0"), Some("s_nop 0"));
        assert_eq!(
            instruction_of("  v_add_f32 v0, v1, v2 ; encoding: [0x01]"),
            Some("v_add_f32 v0, v1, v2")
        );
        assert_eq!(
            instruction_of("s_endpgm\t0x00,0x00,0x81,0xbf"),
            Some("s_endpgm")
        );
        assert_eq!(instruction_of("s_foo\terror"), None);
        assert_eq!(instruction_of("x = 1\t-"), None);
        assert_eq!(instruction_of("# comment"), None);
        assert_eq!(instruction_of("   "), None);
    }

    #[test]
    fn extracts_instruction_bytes() {
        let line = "0x00,0x00,0x00,0xd1,0x00,0x03,0x09,0x00,0x07,0x00,0x00,0xd1,0x00,0x03,0x02,0x00\t8\tv_cndmask_b32_e64 v0, v0, 1, s[2:3]";
        assert_eq!(
            dis_instruction_of(line).as_deref(),
            Some("0x00 0x00 0x00 0xd1 0x00 0x03 0x09 0x00")
        );
        assert_eq!(
            dis_instruction_of("0x7f,0xc0,0x8c,0xbf\t4\ts_waitcnt lgkmcnt(0)").as_deref(),
            Some("0x7f 0xc0 0x8c 0xbf")
        );
        assert_eq!(
            dis_instruction_of("0xff,0xff,0xff,0xff,0x00\t4\t<invalid>"),
            None
        );
        assert_eq!(dis_instruction_of("0x00,0x00\t4\ts_nop 0"), None);
        assert_eq!(dis_instruction_of("# section: real"), None);
        assert_eq!(dis_instruction_of(""), None);
    }

    #[test]
    fn counts_differing_lines() {
        let a = "\ts_nop 0  ; encoding: [0x00]\n\ts_endpgm\n";
        let b = "\ts_nop 0 ; encoding: [0x00]\n\ts_endpgm  \n";
        assert_eq!(count_differing(a, b), (0, None));
        let (n, first) = count_differing(a, "\ts_nop 1\n");
        assert_eq!(n, 2);
        assert_eq!(
            first,
            Some(("s_nop 0 ; encoding: [0x00]".into(), "s_nop 1".into()))
        );
        assert_eq!(
            count_differing("x\ny\n", "x\n"),
            (1, Some(("y".into(), String::new())))
        );
    }

    #[test]
    fn words_the_ratio() {
        let ms = Duration::from_millis;
        assert!(ratio_text(ms(100), ms(750)).starts_with("amdgpu-as is 7.50x faster"));
        assert!(ratio_text(ms(110), ms(100)).starts_with("amdgpu-as is 1.10x SLOWER"));
    }

    #[test]
    fn parses_a_measurement() {
        let r = parse_measurement("1500000 2048 0").unwrap();
        assert_eq!(r.wall, Duration::from_micros(1500));
        assert_eq!((r.max_rss_kib, r.status), (2048, 0));
        assert!(parse_measurement("1 2").is_none());
        assert!(parse_measurement("1 2 3 4").is_none());
        assert!(parse_measurement("x 2 3").is_none());
    }

    #[test]
    fn measures_a_child() {
        let r = measure(Command::new("true").arg("x")).unwrap();
        assert_eq!(r.status, 0);
        assert!(r.max_rss_kib > 0);
    }
}
