//! Real kernels: OpenCL compiled by clang 22 for each processor brought up
//! (`tests/kernels/<cpu>/*.s`), assembled by amdgpu-as to ELF objects and
//! code objects that must be byte-identical to llvm-mc 22's objects and to
//! what ld.lld 22 -shared links from them (the `.o` / `.co` files, made by
//! `tests/kernels/make.sh`).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/kernels")
}

/// A kernel directory is a processor, with `+FEATURE` when its kernels
/// were compiled with that feature (`gfx1030+wavefrontsize64`).
fn mcpu_arg(dir: &str) -> String {
    format!("--mcpu={}", dir.split('+').next().unwrap_or(dir))
}

fn mattr_arg(dir: &str) -> String {
    match dir.split_once('+') {
        Some((_, f)) => format!("--mattr=+{f}"),
        None => "--mattr=".into(),
    }
}

fn assemble(cpu: &str, input: &Path, filetype: &str) -> Result<Vec<u8>, String> {
    let o = Command::new(env!("CARGO_BIN_EXE_amdgpu-as"))
        .args([
            "--triple=amdgcn-amd-amdhsa",
            &mcpu_arg(cpu),
            &mattr_arg(cpu),
            &format!("--filetype={filetype}"),
        ])
        .arg(input)
        .output()
        .map_err(|e| e.to_string())?;
    if !o.status.success() {
        return Err(String::from_utf8_lossy(&o.stderr).into_owned());
    }
    Ok(o.stdout)
}

/// The directory of `cpu`'s kernels and their `.s` inputs, sorted.
fn kernels(cpu: &str) -> (PathBuf, Vec<PathBuf>) {
    let dir = root().join(cpu);
    let mut inputs: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "s"))
        .collect();
    inputs.sort();
    (dir, inputs)
}

/// The processors whose clang kernels must give llvm-mc's objects and
/// listings.
const KERNEL_CPUS: [&str; 20] = [
    "gfx900",
    "gfx906",
    "gfx908",
    "gfx90a",
    "gfx90c",
    "gfx942",
    "gfx950",
    "gfx803",
    "gfx700",
    "gfx601",
    "gfx1030",
    "gfx1010",
    "gfx1030+wavefrontsize64",
    "gfx1010+wavefrontsize64",
    "gfx1100",
    "gfx1151",
    "gfx1200",
    "gfx1201",
    "gfx1250",
    "gfx1251",
];

#[test]
fn clang_kernels_assemble_to_llvm_mc_objects_and_ld_lld_code_objects() {
    let mut checked = (0, 0);
    let mut bad = Vec::new();
    for cpu in KERNEL_CPUS {
        let (dir, inputs) = kernels(cpu);
        assert!(!inputs.is_empty(), "no kernels in {}", dir.display());
        for s in inputs {
            for (ext, ft) in [("o", "obj"), ("co", "co")] {
                let reference = s.with_extension(ext);
                let Ok(want) = fs::read(&reference) else {
                    continue;
                };
                match assemble(cpu, &s, ft) {
                    Ok(got) if got == want => {
                        if ext == "o" {
                            checked.0 += 1;
                        } else {
                            checked.1 += 1;
                        }
                    }
                    Ok(got) => bad.push(format!(
                        "{}: {} bytes, reference {} bytes, first difference at {}",
                        reference.display(),
                        got.len(),
                        want.len(),
                        got.iter()
                            .zip(&want)
                            .position(|(a, b)| a != b)
                            .unwrap_or(got.len().min(want.len()))
                    )),
                    Err(e) => bad.push(format!("{} ({ft}): {e}", s.display())),
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    assert!(checked.0 >= 20 && checked.1 >= 4, "{checked:?}");
}

/// The listing (`--show-encoding`) of every kernel: each instruction line
/// (canonical text and encoding) and each fixup line (branch targets and
/// symbol literals, as llvm-mc shows them before layout) equal to llvm-mc
/// 22's (`tests/kernels/<cpu>/*.lst`, made by `make.sh`).
#[test]
fn clang_kernels_list_as_llvm_mc() {
    let mut lines = 0;
    let mut bad = Vec::new();
    for cpu in KERNEL_CPUS {
        let (_, inputs) = kernels(cpu);
        for s in inputs {
            lines += compare_listing(cpu, &s, &mut bad);
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    assert!(lines >= 9000, "{lines}");
}

/// amdgpu-as's listing of `s` for the HSA triple and `cpu` (`extra`:
/// more arguments).
fn listing_of(cpu: &str, s: &Path, extra: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_amdgpu-as"))
        .args([
            "--triple=amdgcn-amd-amdhsa",
            &mcpu_arg(cpu),
            &mattr_arg(cpu),
            "--show-encoding",
        ])
        .args(extra)
        .arg(s)
        .output()
        .unwrap()
}

/// The instruction and fixup lines of a listing (what `tests/listing/make.sh`
/// keeps of llvm-mc's).
fn inst_lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines().filter(|l| {
        l.strip_prefix('\t')
            .is_some_and(|r| r.starts_with(|c: char| c.is_ascii_lowercase()))
            || l.trim_start().starts_with(";   fixup")
    })
}

/// Compares amdgpu-as's listing of `s` (instruction and fixup lines) with
/// llvm-mc's in `s.lst`; returns the number of reference lines (0 when
/// there is no `.lst`).
fn compare_listing(cpu: &str, s: &Path, bad: &mut Vec<String>) -> usize {
    let Ok(want) = fs::read_to_string(s.with_extension("lst")) else {
        return 0;
    };
    let o = listing_of(cpu, s, &[]);
    let text = String::from_utf8_lossy(&o.stdout);
    let got: Vec<&str> = inst_lines(&text).collect();
    let want: Vec<&str> = want.lines().collect();
    if let Some(k) = (0..want.len().max(got.len())).find(|&k| want.get(k) != got.get(k)) {
        bad.push(format!(
            "{}: line {} of the listing: llvm-mc {:?}, amdgpu-as {:?}",
            s.display(),
            k + 1,
            want.get(k),
            got.get(k)
        ));
    }
    // The metadata block (`s.meta`): the YAML llvm-mc writes back from the
    // note, every line.
    if let Ok(meta) = fs::read_to_string(s.with_extension("meta")) {
        let got: Vec<&str> = text
            .lines()
            .skip_while(|l| *l != "\t.amdgpu_metadata")
            .scan(false, |done, l| {
                let keep = !*done;
                *done |= l == "\t.end_amdgpu_metadata";
                keep.then_some(l)
            })
            .collect();
        let want: Vec<&str> = meta.lines().collect();
        if want.is_empty() || want != got {
            let k = (0..want.len().max(got.len()))
                .find(|&k| want.get(k) != got.get(k))
                .unwrap_or(0);
            bad.push(format!(
                "{}: line {} of the metadata block: llvm-mc {:?}, amdgpu-as {:?}",
                s.display(),
                k + 1,
                want.get(k),
                got.get(k)
            ));
        }
    }
    want.len()
}

/// The whole listing of the kernels in `tests/kernels/*/*.full` (llvm-mc
/// 22's `-show-encoding` output with the HSA triple): every line, labels,
/// directives, descriptor blocks, assignments, blank lines and metadata.
/// So are the whole listings of `tests/listing/*.full` (sources with a
/// `// whole listing` line: data, alignment and fill directives as llvm-mc
/// prints them from their values).
#[test]
fn whole_listings_equal_llvm_mc() {
    let mut checked = 0;
    let mut fulls = Vec::new();
    for cpu in KERNEL_CPUS.iter().copied().chain(["../listing"]) {
        for e in fs::read_dir(root().join(cpu)).unwrap() {
            let full = e.unwrap().path();
            if full.extension().is_some_and(|x| x == "full") {
                fulls.push((cpu, full));
            }
        }
    }
    {
        for (cpu, full) in fulls {
            let big = cpu != "../listing";
            let cpu = if big {
                cpu.to_string()
            } else {
                let text = fs::read_to_string(full.with_extension("s")).unwrap();
                let line = text.lines().find_map(|l| l.strip_prefix("// cpu:"));
                line.unwrap_or("gfx900").trim().to_string()
            };
            let want = fs::read_to_string(&full).unwrap();
            let o = listing_of(&cpu, &full.with_extension("s"), &[]);
            let got = String::from_utf8_lossy(&o.stdout);
            let (w, g): (Vec<&str>, Vec<&str>) = (want.lines().collect(), got.lines().collect());
            if let Some(k) = (0..w.len().max(g.len())).find(|&k| w.get(k) != g.get(k)) {
                panic!(
                    "{}: line {}: llvm-mc {:?}, amdgpu-as {:?}",
                    full.display(),
                    k + 1,
                    w.get(k),
                    g.get(k)
                );
            }
            assert!(w.len() > if big { 500 } else { 10 });
            checked += 1;
        }
    }
    assert!(checked >= 5, "{checked}");
}

/// Instructions whose operands are symbol expressions list as llvm-mc 22
/// lists them (`tests/listing/*.lst`, made by its `make.sh`): the
/// canonical mnemonic, the expression as llvm-mc prints it (folded
/// parenthesized numbers, its parentheses), the fixup line.
#[test]
fn symbolic_operands_list_as_llvm_mc() {
    let dir = root().join("../listing");
    let mut lines = 0;
    let mut bad = Vec::new();
    for e in fs::read_dir(&dir).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "s") {
            let text = fs::read_to_string(&p).unwrap();
            let cpu = text
                .lines()
                .find_map(|l| l.strip_prefix("// cpu:"))
                .map(str::trim)
                .unwrap_or("gfx900")
                .to_string();
            lines += compare_listing(&cpu, &p, &mut bad);
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    assert!(lines >= 70, "{lines}");
}

/// A long listing whose lines repeat (its repeated instructions printed
/// once and copied, above a few thousand lines) lists each copy as
/// llvm-mc 22 lists the source once (`tests/listing/*.lst`): the sources
/// there that define nothing (aliases, AGPR and VGPR matrix operands,
/// GFX11's parsed forms), each written over and over, on one thread and
/// on three.
#[test]
fn repeated_lines_list_as_llvm_mc_lists_them_once() {
    let dir = root().join("../listing");
    let mut checked = 0;
    for name in ["aliases", "mfma", "parsed_forms"] {
        let s = dir.join(format!("{name}.s"));
        let text = fs::read_to_string(&s).unwrap();
        let want = fs::read_to_string(s.with_extension("lst")).unwrap();
        let cpu = text
            .lines()
            .find_map(|l| l.strip_prefix("// cpu:"))
            .map(str::trim)
            .unwrap()
            .to_string();
        let copies = 5000 / want.lines().count().max(1) + 1;
        let long = scratch_file(&format!("repeated-{name}.s"), &text.repeat(copies));
        for threads in ["--threads=1", "--threads=3"] {
            let o = listing_of(&cpu, &long, &[threads]);
            assert!(
                o.status.success(),
                "{name}: {}",
                String::from_utf8_lossy(&o.stderr)
            );
            let got: String = inst_lines(&String::from_utf8_lossy(&o.stdout))
                .map(|l| format!("{l}\n"))
                .collect();
            assert!(got.lines().count() > 4096, "{name}: too short to repeat");
            assert!(
                got == want.repeat(copies),
                "{name} {threads}: lists otherwise than llvm-mc once per copy"
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 6);
}

/// A file of `text` in the test's scratch directory.
fn scratch_file(name: &str, text: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("kernels-scratch");
    fs::create_dir_all(&d).unwrap();
    let p = d.join(name);
    fs::write(&p, text).unwrap();
    p
}

/// The amdgpu-elf crate's golden sources (sections, symbols of every kind,
/// relocations, comdat groups, mergeable sections, `.ident`, common and LDS
/// symbols, kernels with descriptors and metadata), each assembled by
/// llvm-mc 22 with the processor and options its `make.sh` lists: the
/// objects amdgpu-as writes must be byte-identical.
#[test]
fn elf_golden_sources_assemble_to_llvm_mc_objects() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../amdgpu-elf/tests/data");
    let make = fs::read_to_string(dir.join("make.sh")).unwrap();
    let mut checked = 0;
    let mut bad = Vec::new();
    for line in make.lines() {
        let parts: Vec<&str> = line.splitn(3, ':').collect();
        let [name, cpu, args] = parts[..] else {
            continue;
        };
        if name.contains(' ') || !amdgpu_asm::encoder_supports(cpu) {
            continue; // instructions of other generations are not encoded yet
        }
        let Ok(want) = fs::read(dir.join(format!("{name}.o"))) else {
            continue;
        };
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_amdgpu-as"));
        cmd.args([
            "--triple=amdgcn-amd-amdhsa",
            &mcpu_arg(cpu),
            &mattr_arg(cpu),
            "--filetype=obj",
        ]);
        cmd.args(args.split_whitespace());
        let o = cmd.arg(dir.join(format!("{name}.s"))).output().unwrap();
        if !o.status.success() {
            bad.push(format!("{name}: {}", String::from_utf8_lossy(&o.stderr)));
        } else if o.stdout != want {
            bad.push(format!("{name}: bytes differ from llvm-mc's"));
        } else {
            checked += 1;
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    assert!(checked >= 10, "{checked}");
}
