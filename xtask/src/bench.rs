//! `cargo run --release -p xtask -- bench`: times `amdgpu-as` against
//! llvm-mc 22 on the same large input, in the same run.
//!
//! Two comparisons, each tool writing to `/dev/null`:
//! * listing: `amdgpu-as --show-encoding` vs `llvm-mc -show-encoding`;
//! * binary: `amdgpu-as --filetype=bin` vs `llvm-mc -filetype=obj`.
//!
//! Reports the median wall time of several runs, the ratio, lines per second
//! and peak RSS (`ru_maxrss` from `wait4`). No assertion is made on timings.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::codegen::workspace_root;

/// Options of the `bench` task.
pub struct Options {
    pub lines: usize,
    pub mcpu: String,
    pub reps: usize,
    pub corpus: Option<PathBuf>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            lines: 250_000,
            mcpu: "gfx900".to_string(),
            reps: 5,
            corpus: None,
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
fn instruction_of(line: &str) -> Option<&str> {
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
        let known: Vec<usize> = path
            .parent()
            .and_then(|d| fs::read_to_string(d.join("known-differences.txt")).ok())
            .map(|k| {
                let file = path.file_name().and_then(|f| f.to_str()).unwrap_or("");
                k.lines()
                    .filter_map(|l| l.split('\t').next()?.strip_prefix(file)?.strip_prefix(':'))
                    .filter_map(|n| n.trim().parse().ok())
                    .collect()
            })
            .unwrap_or_default();
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

    println!("building amdgpu-as (release)...");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let ok = Command::new(cargo)
        .current_dir(&root)
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
        return false;
    }
    let target_dir = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target"));
    let as_bin = target_dir.join("release/amdgpu-as");

    let (lines, from) = input_lines(&root, opts);
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

    let mcpu_as = format!("--mcpu={}", opts.mcpu);
    let mcpu_mc = format!("-mcpu={}", opts.mcpu);
    let triple = "-triple=amdgcn-amd-amdhsa";

    // One untimed run to see how much of the input each tool encodes.
    let a = count_encoded(
        Command::new(&as_bin)
            .args([&mcpu_as, "--show-encoding"])
            .arg(&input),
    );
    let m = count_encoded(
        Command::new(&llvm_mc)
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

    let cases: [(&str, Vec<&str>, Vec<&str>); 2] = [
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
    ];
    for (title, as_args, mc_args) in &cases {
        let mut t_as = Vec::new();
        let mut t_mc = Vec::new();
        let (mut rss_as, mut rss_mc) = (0, 0);
        let (mut st_as, mut st_mc) = (0, 0);
        for _ in 0..opts.reps.max(1) {
            match measure(Command::new(&as_bin).args(as_args).arg(&input)) {
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
            match measure(Command::new(&llvm_mc).args(mc_args).arg(&input)) {
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
        let lps = |d: Duration| opts.lines as f64 / d.as_secs_f64().max(1e-9);
        println!("\n{title}");
        println!(
            "  amdgpu-as  median {:>9.3} ms  {:>12.0} lines/s  peak RSS {:>8} KiB  exit {}",
            ma.as_secs_f64() * 1e3,
            lps(ma),
            rss_as,
            st_as
        );
        println!(
            "  llvm-mc    median {:>9.3} ms  {:>12.0} lines/s  peak RSS {:>8} KiB  exit {}",
            mm.as_secs_f64() * 1e3,
            lps(mm),
            rss_mc,
            st_mc
        );
        println!(
            "  ratio: amdgpu-as is {:.1}x faster than llvm-mc (median llvm-mc / median amdgpu-as)",
            mm.as_secs_f64() / ma.as_secs_f64().max(1e-9)
        );
    }
    true
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
    fn measures_a_child() {
        let r = measure(Command::new("true").arg("x")).unwrap();
        assert_eq!(r.status, 0);
        assert!(r.max_rss_kib > 0);
    }
}
