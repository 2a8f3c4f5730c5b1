//! `cargo run --release -p xtask -- order`: makes `pgo/order.txt`, the
//! order in which the linker places the functions that a typical run
//! executes (LLD's `--symbol-ordering-file`, given by the rustc wrapper
//! `.cargo/pgo-rustc` to optimized builds): all of them together at the
//! start of `.text`.
//!
//! Why: a run on a small kernel takes about 2 ms, and on a virtual
//! machine each first touch of a page of the executable costs a few
//! microseconds (the kernel maps 16 pages of the file at a time around
//! the one touched). The functions such a run executes were spread over
//! 2 MB of code: about 50 such faults. Placed together they take 0.5 MB,
//! and a run about 25 faults fewer (5% of a small kernel's time).
//!
//! How: the optimized `amdgpu-as` and `amdgpu-dis` of `target/release`
//! (build them first) run under callgrind (`valgrind`) on committed
//! material in the ways users run them: the macro-heavy source of
//! [`crate::pgo::macro_source`] and one clang kernel per processor of
//! `tests/kernels/` to objects, one to a code object and to a listing, a
//! code object back to source, and the disassembly of one corpus. Every
//! function that any run executes is listed: those of the first run (the
//! most typical: a macro-heavy GFX9 kernel to an object), then those of
//! the next that are not listed yet, and so on, by name within each run. The names are mangled symbols, which stay the same across
//! builds of the same code; a function renamed or added since is placed
//! as the linker would without the file (LLD's warnings about names it
//! does not find are turned off) until the file is made again. Outputs
//! are the same with and without the file: it only moves code.

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::bench::dis_instruction_of;

/// Where the order goes, from the workspace root.
pub const ORDER: &str = "pgo/order.txt";

pub fn run() -> bool {
    let root = crate::codegen::workspace_root();
    let as_bin = root.join("target/release/amdgpu-as");
    let dis_bin = root.join("target/release/amdgpu-dis");
    for b in [&as_bin, &dis_bin] {
        if !b.exists() {
            eprintln!(
                "error: {} not found: build it first (cargo build --release)",
                b.display()
            );
            return false;
        }
    }
    if !Command::new("valgrind")
        .arg("--version")
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
    {
        eprintln!("error: valgrind (callgrind) is needed to see which functions run");
        return false;
    }
    let work = root.join("target/order");
    let _ = fs::remove_dir_all(&work);
    if let Err(e) = fs::create_dir_all(&work) {
        eprintln!("error: {}: {e}", work.display());
        return false;
    }
    let runs = match runs(&root, &work, &as_bin, &dis_bin) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {e}");
            return false;
        }
    };
    // The functions of the first run, then those of the second that the
    // first did not execute, and so on: the runs come in the order of
    // how typical they are, so that what a typical run executes is
    // together.
    let mut seen: HashSet<String> = HashSet::new();
    let mut order: Vec<String> = Vec::new();
    for (i, (bin, dir, args)) in runs.iter().enumerate() {
        let out = work.join(format!("callgrind.{i}"));
        let ok = Command::new("valgrind")
            .current_dir(dir)
            .args(["--tool=callgrind", "--demangle=no", "--dump-instr=no"])
            .arg(format!("--callgrind-out-file={}", out.display()))
            .arg(bin)
            .args(args)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok();
        let text = if ok {
            fs::read_to_string(&out).unwrap_or_default()
        } else {
            String::new()
        };
        let names = functions_of(&text);
        if names.is_empty() {
            eprintln!("error: run {i} ({}) recorded nothing", args.join(" "));
            return false;
        }
        for n in names {
            if seen.insert(n.clone()) {
                order.push(n);
            }
        }
    }
    let mut text = String::new();
    for n in &order {
        text.push_str(n);
        text.push('\n');
    }
    if let Err(e) = fs::write(root.join(ORDER), text) {
        eprintln!("error: {ORDER}: {e}");
        return false;
    }
    let _ = fs::remove_dir_all(&work);
    println!(
        "wrote {ORDER}: {} functions from {} runs (rebuild to use it: cargo build --release)",
        order.len(),
        runs.len()
    );
    true
}

/// The functions a callgrind output file names (each is named once,
/// where it first appears as `fn=(id) name` or `cfn=(id) name`), without
/// those it knows only by address.
fn functions_of(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for l in text.lines() {
        let Some(rest) = l.strip_prefix("fn=(").or_else(|| l.strip_prefix("cfn=(")) else {
            continue;
        };
        let Some((_, name)) = rest.split_once(") ") else {
            continue;
        };
        if !name.is_empty() && !name.starts_with("0x") && !name.contains(' ') {
            out.push(name.to_string());
        }
    }
    out.sort();
    out.dedup();
    out
}

/// The runs: (binary, directory, arguments).
type Run = (PathBuf, PathBuf, Vec<String>);

fn runs(root: &Path, work: &Path, as_bin: &Path, dis_bin: &Path) -> Result<Vec<Run>, String> {
    let out = |name: &str| work.join(name).display().to_string();
    let mut runs: Vec<Run> = Vec::new();
    for cpu in ["gfx900", "gfx90a", "gfx1030"] {
        let input = work.join(format!("macros-{cpu}.s"));
        fs::write(&input, crate::pgo::macro_source(cpu, 20))
            .map_err(|e| format!("{}: {e}", input.display()))?;
        runs.push((
            as_bin.to_path_buf(),
            work.to_path_buf(),
            vec![
                "--triple=amdgcn-amd-amdhsa".into(),
                format!("--mcpu={cpu}"),
                "--filetype=obj".into(),
                "-o".into(),
                out("out.o"),
                input.display().to_string(),
            ],
        ));
    }
    let kernels = root.join("tests/kernels");
    let mut dirs: Vec<PathBuf> = fs::read_dir(&kernels)
        .map_err(|e| format!("{}: {e}", kernels.display()))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    let mut first_co = None;
    for (k, dir) in dirs.iter().enumerate() {
        let Some(name) = dir.file_name().and_then(|n| n.to_str()) else {
            continue;
        };
        let cpu_args = crate::pgo::kernel_target_args(name);
        let mut files: Vec<PathBuf> = fs::read_dir(dir)
            .map_err(|e| format!("{}: {e}", dir.display()))?
            .flatten()
            .map(|e| e.path())
            .collect();
        files.sort();
        if first_co.is_none() {
            first_co = files
                .iter()
                .find(|f| f.extension().is_some_and(|x| x == "co"))
                .cloned();
        }
        let Some(src) = files
            .iter()
            .find(|f| f.extension().is_some_and(|x| x == "s"))
        else {
            continue;
        };
        let kinds: &[&str] = if k == 0 {
            &["--filetype=obj", "--filetype=co", "--show-encoding"]
        } else {
            &["--filetype=obj"]
        };
        for kind in kinds {
            let mut args = cpu_args.clone();
            args.extend([
                kind.to_string(),
                "-o".into(),
                out("out"),
                src.display().to_string(),
            ]);
            runs.push((as_bin.to_path_buf(), dir.clone(), args));
        }
    }
    if let Some(co) = first_co {
        runs.push((
            dis_bin.to_path_buf(),
            work.to_path_buf(),
            vec![co.display().to_string(), "-o".into(), out("out.s")],
        ));
    }
    let corpus = root.join("tests/corpus/gfx900/dis-random.txt");
    if let Ok(text) = fs::read_to_string(&corpus) {
        let words: Vec<String> = text
            .lines()
            .filter_map(dis_instruction_of)
            .take(2000)
            .collect();
        let input = work.join("dis.txt");
        fs::write(&input, words.join("\n") + "\n")
            .map_err(|e| format!("{}: {e}", input.display()))?;
        runs.push((
            as_bin.to_path_buf(),
            work.to_path_buf(),
            vec![
                "--mcpu=gfx900".into(),
                "--disassemble".into(),
                "--show-encoding".into(),
                "-o".into(),
                out("dis.out"),
                input.display().to_string(),
            ],
        ));
    }
    Ok(runs)
}
