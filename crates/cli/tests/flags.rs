//! llvm-mc's command-line flags, against what llvm-mc 22 prints for the
//! same command lines (`tests/flags/cases.txt`; the goldens come from
//! `tests/flags/make.sh`): standard output byte for byte, standard error
//! with the program's path and name as `PROG`, and the exit status (zero
//! or not: a command line we cannot read is a usage error, 2, where
//! llvm-mc exits with 1). A diagnostic may say more than llvm-mc's after
//! its words (`unknown directive '.amdgpu_hsa_kernel'`).

use std::fs;
use std::path::PathBuf;
use std::process::{Command, Stdio};

#[test]
fn flags_as_llvm_mc() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/flags");
    let cases = fs::read_to_string(dir.join("cases.txt")).unwrap();
    let exe = env!("CARGO_BIN_EXE_amdgpu-as");
    let mut failures = Vec::new();
    let mut n = 0;
    for line in cases
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let mut words = line.split_whitespace();
        let name = words.next().unwrap();
        let args: Vec<&str> = words.collect();
        let o = Command::new(exe)
            .args(&args)
            .current_dir(&dir)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        let golden = |ext: &str| {
            fs::read_to_string(dir.join("golden").join(format!("{name}.{ext}")))
                .unwrap_or_else(|e| panic!("{name}.{ext}: {e}"))
        };
        let want_rc: i32 = golden("rc").trim().parse().unwrap();
        let err = String::from_utf8_lossy(&o.stderr)
            .replace(exe, "PROG")
            .lines()
            .map(|l| match l.strip_prefix("amdgpu-as:") {
                Some(r) => format!("PROG:{r}\n"),
                None => format!("{l}\n"),
            })
            .collect::<String>();
        let out = String::from_utf8_lossy(&o.stdout);
        let rc = o.status.code().unwrap_or(-1);
        if out != golden("out") {
            failures.push(format!(
                "{name}: standard output\n--- llvm-mc\n{}--- ours\n{out}",
                golden("out")
            ));
        }
        if !same_diagnostics(&golden("err"), &err) {
            failures.push(format!(
                "{name}: standard error\n--- llvm-mc\n{}--- ours\n{err}",
                golden("err")
            ));
        }
        if rc != want_rc {
            failures.push(format!("{name}: exit status {rc}, llvm-mc's {want_rc}"));
        }
        n += 1;
    }
    assert!(n >= 40, "{n} cases");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Standard error line for line, where our diagnostic line may go on after
/// llvm-mc's message.
fn same_diagnostics(want: &str, got: &str) -> bool {
    let (w, g): (Vec<&str>, Vec<&str>) = (want.lines().collect(), got.lines().collect());
    w.len() == g.len()
        && w.iter().zip(&g).all(|(w, g)| {
            g == w
                || ((w.contains(": error: ") || w.contains(": warning: "))
                    && g.starts_with(&format!("{w} ")))
        })
}
