//! Golden diagnostics: runs `amdgpu-as` on every `tests/diagnostics/*.s` and
//! compares its stderr with `*.s.err`. `BLESS=1` rewrites the `.err` files;
//! cases without an `.err` file are skipped with a note.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

fn cases_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/diagnostics")
}

/// Arguments from a first line `; args: ...` (default `--mcpu=gfx900`).
fn case_args(src: &str) -> Vec<String> {
    let first = src.lines().next().unwrap_or("");
    match first.strip_prefix("; args:") {
        Some(a) => a.split_whitespace().map(str::to_string).collect(),
        None => vec!["--mcpu=gfx900".to_string()],
    }
}

#[test]
fn golden_diagnostics() {
    let dir = cases_dir();
    let bless = std::env::var_os("BLESS").is_some_and(|v| v != "0" && !v.is_empty());
    let mut cases: Vec<PathBuf> = fs::read_dir(&dir)
        .expect("tests/diagnostics exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "s"))
        .collect();
    cases.sort();
    assert!(!cases.is_empty(), "no cases in {}", dir.display());

    let (mut passed, mut skipped, mut blessed) = (0, 0, 0);
    let mut failures = Vec::new();
    let mut skipped_names = Vec::new();
    for case in &cases {
        let name = case.file_name().unwrap().to_str().unwrap().to_string();
        let src = fs::read_to_string(case).unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_amdgpu-as"))
            .current_dir(&dir)
            .args(case_args(&src))
            .arg(&name)
            .output()
            .expect("run amdgpu-as");
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        let err_path = dir.join(format!("{name}.err"));

        if bless {
            if stderr.is_empty() {
                failures.push(format!(
                    "{name}: amdgpu-as printed no diagnostics; not blessed (every case must fail)"
                ));
            } else {
                if fs::read_to_string(&err_path).ok().as_deref() != Some(stderr.as_str()) {
                    fs::write(&err_path, &stderr).unwrap();
                    blessed += 1;
                }
                passed += 1;
            }
            continue;
        }
        let Ok(expected) = fs::read_to_string(&err_path) else {
            skipped_names.push(name);
            skipped += 1;
            continue;
        };
        let errors_expected = expected.contains(": error: ");
        if stderr != expected {
            failures.push(format!(
                "{name}: stderr differs from {name}.err\n--- expected\n{expected}--- actual\n{stderr}---"
            ));
        } else if errors_expected && out.status.code() != Some(1) {
            failures.push(format!(
                "{name}: errors were printed but the exit status was {:?}, not 1",
                out.status.code()
            ));
        } else {
            passed += 1;
        }
    }
    // Written past the test harness's capture so the note is always seen.
    let mut err = std::io::stderr();
    if !skipped_names.is_empty() {
        let _ = writeln!(
            err,
            "note: golden diagnostics: no .err file yet for {} (skipped; BLESS=1 writes them)",
            skipped_names.join(", ")
        );
    }
    let _ = writeln!(
        err,
        "golden diagnostics: {passed} matched, {skipped} skipped, {blessed} blessed, {} differ",
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{}\n(if the new output is right: BLESS=1 cargo test -p amdgpu-cli --test diagnostics)",
        failures.join("\n\n")
    );
}
