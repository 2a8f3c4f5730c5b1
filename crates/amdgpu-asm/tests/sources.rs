//! Hand-written sources in the manner of ROCm's assembly kernels
//! (`tests/sources/*.s`: macros, `.include`s, `.amdhsa_kernel` blocks,
//! the symbols llvm-mc predefines), assembled to ELF objects that must equal
//! llvm-mc 22's (`tests/sources/expected/NAME.CPU.o`, made by
//! `tests/sources/regen.sh`, which runs llvm-mc from that directory).
//!
//! Each source names its processors and arguments in its first lines:
//!
//! ```text
//! // cpus: gfx900 gfx906
//! // args: --mattr=-xnack --defsym NAME=VALUE -I DIR
//! ```
//!
//! The test reads the source by its full path and passes no include
//! directory, from the crate's directory: `.include`s then resolve through
//! the including file's directory (where llvm-mc needs `-I` or the
//! source's directory as its working directory).

use std::fs;
use std::path::{Path, PathBuf};

use amdgpu_asm::{assemble_with, Options, Severity, Target};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/sources")
}

/// The `// cpus:` and `// args:` lines of a source.
fn header(src: &str) -> (Vec<String>, Vec<String>) {
    let mut cpus = Vec::new();
    let mut args = Vec::new();
    for l in src.lines() {
        if let Some(c) = l.strip_prefix("// cpus:") {
            cpus = c.split_whitespace().map(str::to_string).collect();
        } else if let Some(a) = l.strip_prefix("// args:") {
            args = a.split_whitespace().map(str::to_string).collect();
        }
    }
    (cpus, args)
}

fn assemble(path: &Path, src: &str, cpu: &str, args: &[String]) -> Result<Vec<u8>, String> {
    let mut target = Target::parse(cpu)?;
    let mut opts = Options {
        file_name: path.to_string_lossy().into_owned(),
        ..Options::default()
    };
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        if let Some(m) = a.strip_prefix("--mattr=") {
            target.apply_mattr(m)?;
        } else if a == "--defsym" {
            i += 1;
            let (n, v) = args[i].split_once('=').ok_or("bad --defsym")?;
            opts.defsyms
                .push((n.to_string(), v.parse().map_err(|_| "bad --defsym value")?));
        } else if a == "-I" {
            // Left out on purpose: the including file's directory must do.
            i += 1;
        } else {
            return Err(format!("unknown argument {a}"));
        }
        i += 1;
    }
    let asm = assemble_with(src, &target, &opts);
    let errors: Vec<String> = asm
        .diags
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| format!("{}:{}: {}", d.line, d.col, d.message))
        .collect();
    if !errors.is_empty() {
        return Err(errors.join("\n"));
    }
    amdgpu_asm::object::object_bytes(&asm, &target).map_err(|e| e.to_string())
}

#[test]
fn hand_written_sources_assemble_to_llvm_mc_objects() {
    let mut inputs: Vec<PathBuf> = fs::read_dir(root())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "s"))
        .collect();
    inputs.sort();
    assert!(!inputs.is_empty());
    let mut checked = 0;
    let mut bad = Vec::new();
    for s in inputs {
        let src = fs::read_to_string(&s).unwrap();
        let (cpus, args) = header(&src);
        assert!(!cpus.is_empty(), "{}: no '// cpus:' line", s.display());
        let stem = s.file_stem().unwrap().to_string_lossy().into_owned();
        for cpu in cpus {
            let reference = root().join("expected").join(format!("{stem}.{cpu}.o"));
            let want = fs::read(&reference)
                .unwrap_or_else(|e| panic!("{}: {e} (run regen.sh)", reference.display()));
            match assemble(&s, &src, &cpu, &args) {
                Ok(got) if got == want => checked += 1,
                Ok(got) => {
                    let first = got.iter().zip(&want).position(|(a, b)| a != b);
                    bad.push(format!(
                        "{}: {} bytes, reference {}, first difference at {:?}",
                        reference.display(),
                        got.len(),
                        want.len(),
                        first
                    ));
                }
                Err(e) => bad.push(format!("{} ({cpu}): {e}", s.display())),
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    assert!(checked >= 8, "only {checked} objects checked");
}
