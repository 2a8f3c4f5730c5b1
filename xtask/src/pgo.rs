//! `cargo run --release -p xtask -- pgo`: makes `pgo/amdgpu-as.profdata`,
//! the profile that optimized builds are compiled with (profile-guided
//! optimization, through the rustc wrapper `.cargo/pgo-rustc`).
//!
//! It builds `amdgpu-as` and `amdgpu-dis` instrumented (`-C
//! profile-generate`), runs them on committed material only, and merges
//! what they recorded with `llvm-profdata` (of the LLVM that rustc is built
//! on). The runs:
//!
//! * every processor's corpora in `tests/corpus/`: the random-decode and
//!   syntax lines assembled (listing and object; the random lines three
//!   times over, on one thread and on two), the disassembly corpus
//!   disassembled;
//! * the clang kernels of `tests/kernels/` to objects and code objects,
//!   and their code objects through `amdgpu-dis`;
//! * the sources of `tests/sources/` and `tests/listing/`;
//! * a macro-heavy source written here ([`macro_source`]) in the manner of
//!   hand-written ROCm kernels: macros with `\@` locals calling macros,
//!   `.rept` and `.irp` bodies, conditionals, symbol arithmetic.
//!
//! Real sources (`--real MANIFEST`, as `bench --real` takes) may be added
//! to the runs; the committed profile is made without them, so that the
//! real-source benchmark measures code the profile has not seen.
//!
//! The profile only steers the compiler (which branches are hot, what to
//! inline, how to lay out code): the outputs are the same with or without
//! it, and a build without it (`AMDGPU_NO_PGO=1`, or no file) is the same
//! program. Functions changed after the profile was made lose its data
//! until it is made again.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::bench::{dis_instruction_of, instruction_of};

/// Where the profile goes, from the workspace root.
pub const PROFILE: &str = "pgo/amdgpu-as.profdata";
/// The major version of the LLVM the profile was made with (rustc's).
pub const LLVM_MAJOR: &str = "pgo/llvm-major";

pub struct Options {
    /// Real sources to add to the runs (see the module's documentation).
    pub real: Option<PathBuf>,
    /// `llvm-profdata` to merge with (default: found, see [`profdata_tool`]).
    pub profdata: Option<PathBuf>,
}

/// The rustc flags of `.cargo/config.toml` for this host, which an
/// explicit RUSTFLAGS replaces.
const BASE_FLAGS: &str = "-C target-feature=+crt-static -C relocation-model=static";

pub fn run(opts: &Options) -> bool {
    let root = crate::codegen::workspace_root();
    let Some(profdata) = opts.profdata.clone().or_else(profdata_tool) else {
        eprintln!(
            "error: no llvm-profdata of rustc's LLVM found (PATH, /usr/lib/llvm-N/bin, rustup's \
             llvm-tools); give one with --profdata"
        );
        return false;
    };
    let target = root.join("target/pgo-generate");
    let raw = target.join("profraw");
    let _ = fs::remove_dir_all(&raw);
    if let Err(e) = fs::create_dir_all(&raw) {
        eprintln!("error: {}: {e}", raw.display());
        return false;
    }
    println!("building instrumented amdgpu-as and amdgpu-dis...");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let built = Command::new(cargo)
        .current_dir(&root)
        .env(
            "RUSTFLAGS",
            format!("{BASE_FLAGS} -C profile-generate={}", raw.display()),
        )
        .env("CARGO_TARGET_DIR", &target)
        .env("AMDGPU_NO_PGO", "1")
        .args(["build", "--release", "--quiet", "-p", "amdgpu-cli", "-p"])
        .arg("amdgpu-dis")
        .status()
        .is_ok_and(|s| s.success());
    if !built {
        eprintln!("error: the instrumented build failed");
        return false;
    }
    let bins = Bins {
        as_bin: target.join("release/amdgpu-as"),
        dis_bin: target.join("release/amdgpu-dis"),
        raw: raw.clone(),
        work: target.join("inputs"),
    };
    if let Err(e) = fs::create_dir_all(&bins.work) {
        eprintln!("error: {}: {e}", bins.work.display());
        return false;
    }
    let mut runs = 0usize;
    runs += corpora(&root, &bins);
    runs += kernels(&root, &bins);
    runs += sources(&root, &bins);
    runs += macro_sources(&bins);
    if let Some(m) = &opts.real {
        match real_sources(m, &bins) {
            Ok(n) => runs += n,
            Err(e) => {
                eprintln!("error: {e}");
                return false;
            }
        }
    }
    println!("{runs} runs recorded; merging with {}", profdata.display());
    let mut merge = Command::new(&profdata);
    merge.arg("merge").arg("-o").arg(root.join(PROFILE));
    let Ok(rd) = fs::read_dir(&raw) else {
        eprintln!("error: {}: no profiles", raw.display());
        return false;
    };
    let mut files: Vec<PathBuf> = rd
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "profraw"))
        .collect();
    files.sort();
    if files.is_empty() {
        eprintln!("error: the instrumented runs recorded nothing");
        return false;
    }
    merge.args(&files);
    if let Some(dir) = root.join(PROFILE).parent() {
        let _ = fs::create_dir_all(dir);
    }
    if !merge.status().is_ok_and(|s| s.success()) {
        eprintln!("error: llvm-profdata merge failed");
        return false;
    }
    let _ = fs::remove_dir_all(&raw);
    // (The wrapper gives the profile only to a rustc of this LLVM.)
    let major = rustc_llvm_major().map_or(String::new(), |m| format!("{m}\n"));
    if let Err(e) = fs::write(root.join(LLVM_MAJOR), major) {
        eprintln!("error: {LLVM_MAJOR}: {e}");
        return false;
    }
    println!("wrote {PROFILE} and {LLVM_MAJOR} (rebuild to use it: cargo build --release)");
    true
}

struct Bins {
    as_bin: PathBuf,
    dis_bin: PathBuf,
    raw: PathBuf,
    work: PathBuf,
}

impl Bins {
    /// Runs `bin args` in `dir` with its profile recorded; the outcome
    /// does not matter (a source with errors exercises diagnostics).
    fn run(&self, bin: &Path, dir: &Path, args: &[String]) -> usize {
        let _ = Command::new(bin)
            .current_dir(dir)
            .args(args)
            .env("LLVM_PROFILE_FILE", self.raw.join("%p-%m.profraw"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
        1
    }

    fn out(&self, name: &str) -> String {
        self.work.join(name).display().to_string()
    }
}

/// The directories in `dir` with their names, sorted.
fn named_dirs(dir: &Path) -> Vec<(PathBuf, String)> {
    let Ok(rd) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut dirs: Vec<(PathBuf, String)> = rd
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .filter_map(|p| {
            let name = p.file_name()?.to_str()?.to_string();
            Some((p, name))
        })
        .collect();
    dirs.sort();
    dirs
}

/// The assembler, syntax and disassembly corpora of every processor.
fn corpora(root: &Path, b: &Bins) -> usize {
    let mut runs = 0;
    for (dir, cpu) in named_dirs(&root.join("tests/corpus")) {
        let mcpu = format!("--mcpu={cpu}");
        if let Ok(text) = fs::read_to_string(dir.join("random.txt")) {
            let lines: Vec<&str> = text.lines().filter_map(instruction_of).collect();
            let mut src = String::new();
            for _ in 0..3 {
                for l in &lines {
                    src.push_str(l);
                    src.push('\n');
                }
            }
            let input = b.work.join(format!("{cpu}-random.s"));
            if fs::write(&input, &src).is_ok() {
                let input = input.display().to_string();
                for threads in ["1", "2"] {
                    let t = format!("--threads={threads}");
                    for kind in [["--filetype=obj"], ["--show-encoding"]] {
                        let args = [
                            mcpu.clone(),
                            t.clone(),
                            kind[0].to_string(),
                            "-o".into(),
                            b.out("out"),
                            input.clone(),
                        ];
                        runs += b.run(&b.as_bin, &b.work, &args);
                    }
                }
            }
        }
        let syntax = dir.join("syntax.txt");
        if syntax.exists() {
            let args = [
                mcpu.clone(),
                "--show-encoding".into(),
                "-o".into(),
                b.out("out"),
                syntax.display().to_string(),
            ];
            runs += b.run(&b.as_bin, &b.work, &args);
        }
        if let Ok(text) = fs::read_to_string(dir.join("dis-random.txt")) {
            let words: Vec<String> = text.lines().filter_map(dis_instruction_of).collect();
            let input = b.work.join(format!("{cpu}-dis.txt"));
            if fs::write(&input, words.join("\n") + "\n").is_ok() {
                let input = input.display().to_string();
                for kind in ["--show-encoding", "--filetype=asm"] {
                    let args = [
                        mcpu.clone(),
                        "--disassemble".into(),
                        kind.into(),
                        "-o".into(),
                        b.out("out"),
                        input.clone(),
                    ];
                    runs += b.run(&b.as_bin, &b.work, &args);
                }
            }
        }
    }
    runs
}

/// The target options for the kernels of `tests/kernels/NAME`: NAME is a
/// processor, or a processor and a feature (`gfx1030+wavefrontsize64`).
pub fn kernel_target_args(name: &str) -> Vec<String> {
    let mut args = vec!["--triple=amdgcn-amd-amdhsa".to_string()];
    match name.split_once('+') {
        Some((cpu, feat)) => {
            args.push(format!("--mcpu={cpu}"));
            args.push(format!("--mattr=+{feat}"));
        }
        None => args.push(format!("--mcpu={name}")),
    }
    args
}

/// The clang kernels: objects and code objects, and the code objects
/// back to source.
fn kernels(root: &Path, b: &Bins) -> usize {
    let mut runs = 0;
    for (dir, name) in named_dirs(&root.join("tests/kernels")) {
        let cpu_args = kernel_target_args(&name);
        let Ok(files) = fs::read_dir(&dir) else {
            continue;
        };
        let mut files: Vec<PathBuf> = files.flatten().map(|e| e.path()).collect();
        files.sort();
        for f in files {
            let path = f.display().to_string();
            match f.extension().and_then(|x| x.to_str()) {
                Some("s") => {
                    for kind in ["--filetype=obj", "--filetype=co", "--show-encoding"] {
                        let mut args = cpu_args.clone();
                        args.extend([kind.to_string(), "-o".into(), b.out("out"), path.clone()]);
                        runs += b.run(&b.as_bin, &dir, &args);
                    }
                }
                Some("co") => {
                    let args = [path, "-o".to_string(), b.out("out.s")];
                    runs += b.run(&b.dis_bin, &dir, &args);
                }
                _ => {}
            }
        }
    }
    runs
}

/// The feature sources of `tests/sources/` and `tests/listing/`.
fn sources(root: &Path, b: &Bins) -> usize {
    let mut runs = 0;
    for sub in ["tests/sources", "tests/listing"] {
        let dir = root.join(sub);
        let Ok(rd) = fs::read_dir(&dir) else {
            continue;
        };
        let mut files: Vec<PathBuf> = rd
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "s"))
            .collect();
        files.sort();
        for f in files {
            for kind in ["--filetype=obj", "--show-encoding"] {
                let args = [
                    "--triple=amdgcn-amd-amdhsa".to_string(),
                    "--mcpu=gfx900".into(),
                    kind.into(),
                    "-o".into(),
                    b.out("out"),
                    f.display().to_string(),
                ];
                runs += b.run(&b.as_bin, &dir, &args);
            }
        }
    }
    runs
}

/// [`macro_source`] on processors of three generations.
fn macro_sources(b: &Bins) -> usize {
    let mut runs = 0;
    for (cpu, reps) in [("gfx900", 60), ("gfx90a", 40), ("gfx1030", 40)] {
        let input = b.work.join(format!("macros-{cpu}.s"));
        if fs::write(&input, macro_source(cpu, reps)).is_err() {
            continue;
        }
        for kind in ["--filetype=obj", "--show-encoding"] {
            let args = [
                "--triple=amdgcn-amd-amdhsa".to_string(),
                format!("--mcpu={cpu}"),
                kind.into(),
                "-o".into(),
                b.out("out"),
                input.display().to_string(),
            ];
            runs += b.run(&b.as_bin, &b.work, &args);
        }
    }
    runs
}

/// A source in the manner of hand-written ROCm kernels (MIOpen's): macros
/// whose `\@` locals make every expansion's text new, macros calling
/// macros, `.rept`, `.irp` and `.irpc` bodies, `.if`/`.elseif`/`.else`
/// on symbol values, symbol arithmetic, instructions whose registers come
/// from symbols, and a kernel descriptor. `reps` sets its length.
pub fn macro_source(cpu: &str, reps: usize) -> String {
    let mut s = format!(".amdgcn_target \"amdgcn-amd-amdhsa--{cpu}\"\n");
    s.push_str(
        r#".text
.set acc_base, 16
.set in_base, 64
.set wei_base, 96
.set chunk, 4
.set max_load_log2, 3

.macro reg_of dim0, dim1, ret
    id\@ = \dim0 * chunk + \dim1
    .if id\@ >= 32
        id\@ = id\@ - 32
    .elseif id\@ < 0
        id\@ = 0
    .else
        id\@ = id\@ + 0
    .endif
    \ret = id\@ + acc_base
.endm

.macro fma_row k
    .irp c, 0, 1, 2, 3
        reg_of \k, \c, rid
        v_fma_f32 v[rid], v[in_base + \c], v[wei_base + \k], v[rid]
    .endr
.endm

.macro loads base, cnt
    i\@ = 0
    size\@ = 1 << max_load_log2
    .rept \cnt
        .if (i\@ % 2) == 0
            global_load_dword v[\base + i\@], v[0:1], off offset:i\@ * 4
        .else
            buffer_load_dword v[\base + i\@], v0, s[8:11], 0 offen offset:i\@ * 8
        .endif
        i\@ = i\@ + 1
        size\@ = size\@ / 2
    .endr
.endm

.macro sums dst, src, n
    .if \n == 1
        v_sub_f32 v[\dst], v[\src], v[\dst]
    .else
        sums \dst, \src, \n / 2
        v_add_f32 v[\dst + 1], v[\src + 1], v[\dst + 1]
    .endif
.endm

.macro scalar_part off
    s_add_u32 s[20], s[20], \off
    s_addc_u32 s[21], s[21], 0
    s_cmp_lt_u32 s[22], \off + 16
    s_cselect_b32 s[23], s[24], s[25]
    s_lshl_b32 s[26], s[27], 2
    s_load_dwordx4 s[28:31], s[0:1], \off * 4
.endm

.macro lds_part base
    .irpc c, 0123
        ds_read_b32 v[\base + \c], v1 offset:\c * 64
    .endr
    ds_write_b64 v2, v[\base:\base + 1] offset:128
.endm

.globl kernel
.p2align 8
.type kernel,@function
kernel:
"#,
    );
    for r in 0..reps {
        s.push_str(&format!(
            "    fma_row {k}\n    loads 120, 6\n    sums 140, 150, 4\n    scalar_part {off}\n    \
             lds_part 160\n    s_waitcnt vmcnt(0) lgkmcnt(0)\n    v_mov_b32 v{v}, {imm}\n    \
             v_cvt_f32_i32 v{v}, v{w}\n    v_mul_f32 v{v}, 0.5, v{w}\n",
            k = r % 8,
            off = (r * 4) % 200,
            v = 200 + r % 20,
            w = 220 + r % 20,
            imm = r * 37 % 1000,
        ));
    }
    s.push_str(
        r#"    s_endpgm
.Lkernel_end:
.size kernel, .Lkernel_end - kernel

.rodata
.p2align 6
.amdhsa_kernel kernel
    .amdhsa_next_free_vgpr 256
    .amdhsa_next_free_sgpr 40
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
"#,
    );
    // (Processors with AGPRs place them after the VGPRs.)
    if matches!(cpu, "gfx90a" | "gfx942" | "gfx950") {
        s.push_str("    .amdhsa_accum_offset 256\n");
    }
    s.push_str(".end_amdhsa_kernel\n");
    s
}

/// The cases of a real-source manifest (`bench --real`'s), to objects.
fn real_sources(manifest: &Path, b: &Bins) -> Result<usize, String> {
    let text = fs::read_to_string(manifest).map_err(|e| format!("{}: {e}", manifest.display()))?;
    let cases = crate::bench::real::parse_manifest(&text)?;
    let mut runs = 0;
    for c in &cases {
        let mut args = c.as_args();
        args.extend([
            "--filetype=obj".to_string(),
            "-o".into(),
            b.out("out.o"),
            c.file.clone(),
        ]);
        runs += b.run(&b.as_bin, &c.dir, &args);
    }
    Ok(runs)
}

/// An `llvm-profdata` of rustc's LLVM major version: on PATH as
/// `llvm-profdata` or `llvm-profdata-N`, in `/usr/lib/llvm-N/bin`, or
/// rustup's `llvm-tools` component.
fn profdata_tool() -> Option<PathBuf> {
    let major = rustc_llvm_major()?;
    let mut cands: Vec<PathBuf> = vec![
        PathBuf::from(format!("llvm-profdata-{major}")),
        PathBuf::from(format!("/usr/lib/llvm-{major}/bin/llvm-profdata")),
        PathBuf::from("llvm-profdata"),
    ];
    if let Some(sysroot) = Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
    {
        let lib = Path::new(sysroot.trim()).join("lib/rustlib");
        if let Ok(rd) = fs::read_dir(&lib) {
            for e in rd.flatten() {
                cands.push(e.path().join("bin/llvm-profdata"));
            }
        }
    }
    cands.into_iter().find(|c| {
        Command::new(c)
            .arg("--version")
            .output()
            .ok()
            .and_then(|o| String::from_utf8(o.stdout).ok())
            .is_some_and(|v| llvm_major_of(&v) == Some(major))
    })
}

fn rustc_llvm_major() -> Option<u32> {
    let out = Command::new("rustc").arg("-vV").output().ok()?;
    let text = String::from_utf8(out.stdout).ok()?;
    let v = text
        .lines()
        .find_map(|l| l.strip_prefix("LLVM version: "))?;
    v.split('.').next()?.trim().parse().ok()
}

/// The major version in an LLVM tool's `--version` text.
fn llvm_major_of(text: &str) -> Option<u32> {
    let at = text.find("LLVM version ")? + "LLVM version ".len();
    text[at..].split('.').next()?.trim().parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn llvm_versions_are_read() {
        assert_eq!(
            llvm_major_of("Ubuntu LLVM version 22.1.8\n  Optimized build."),
            Some(22)
        );
        assert_eq!(llvm_major_of("no version here"), None);
    }

    /// Runs `.cargo/pgo-rustc` with `args` in front of a "rustc" on LLVM
    /// `llvm` that prints what it is given.
    fn wrapper_passes_on(args: &[&str], no_pgo: bool, llvm: &str) -> String {
        let root = crate::codegen::workspace_root();
        let dir =
            std::env::temp_dir().join(format!("pgo-wrapper-test-{}-{llvm}", std::process::id()));
        fs::create_dir_all(&dir).expect("a temporary directory");
        let fake = dir.join("rustc");
        let script = format!(
            "#!/bin/sh\nif [ \"$1\" = -vV ]; then echo 'LLVM version: {llvm}.1.0'; else echo \"$@\"; fi\n"
        );
        fs::write(&fake, script).expect("the fake rustc is written");
        let _ = Command::new("chmod").arg("+x").arg(&fake).status();
        let mut cmd = Command::new(root.join(".cargo/pgo-rustc"));
        cmd.arg(&fake).args(args);
        if no_pgo {
            cmd.env("AMDGPU_NO_PGO", "1");
        } else {
            cmd.env_remove("AMDGPU_NO_PGO");
        }
        let out = cmd.output().expect("the wrapper runs");
        let _ = fs::remove_dir_all(&dir);
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// [`wrapper_passes_on`] with the LLVM the profile was made with.
    fn wrapper_passes(args: &[&str], no_pgo: bool) -> String {
        let root = crate::codegen::workspace_root();
        let llvm = fs::read_to_string(root.join(LLVM_MAJOR)).unwrap_or_default();
        wrapper_passes_on(args, no_pgo, llvm.trim())
    }

    #[test]
    fn the_wrapper_adds_the_profile_to_optimized_builds_only() {
        if !crate::codegen::workspace_root().join(PROFILE).exists() {
            return;
        }
        let opt = wrapper_passes(&["--crate-name", "x", "-C", "opt-level=3"], false);
        assert!(opt.contains("profile-use="), "{opt}");
        assert!(opt.contains(PROFILE), "{opt}");
        assert!(opt.contains("--crate-name x -C opt-level=3"), "{opt}");
        for (args, no_pgo) in [
            (&["--crate-name", "x"][..], false),
            (&["--crate-name", "x", "-C", "opt-level=0"][..], false),
            (&["--crate-name", "x", "-C", "opt-level=3"][..], true),
        ] {
            let out = wrapper_passes(args, no_pgo);
            assert!(!out.contains("profile-use"), "{args:?}: {out}");
            assert_eq!(out.trim(), args.join(" "));
        }
        // (rustc's version query goes through as it is.)
        assert!(wrapper_passes(&["-vV"], false).starts_with("LLVM version: "));
        // A rustc on another LLVM (which may not read the profile).
        let other = wrapper_passes_on(&["--crate-name", "x", "-C", "opt-level=3"], false, "7");
        assert_eq!(other.trim(), "--crate-name x -C opt-level=3");
    }

    #[test]
    fn the_macro_source_repeats_its_body() {
        let s = macro_source("gfx900", 3);
        assert_eq!(s.matches("    fma_row ").count(), 3);
        assert!(s.contains(".end_amdhsa_kernel"));
    }
}
