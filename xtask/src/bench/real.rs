//! `bench --real MANIFEST`: amdgpu-as against llvm-mc 22 on real sources
//! (macro-heavy kernels from MIOpen, ROCR-Runtime, Tensile, ...), listed in a
//! manifest that `tools/realsrc.py` writes.
//!
//! The manifest has one case per line, `DIR<TAB>FILE<TAB>ARGS`: FILE is
//! assembled with DIR as the working directory; ARGS are llvm-mc-style
//! options (`-mcpu=`, `-mattr=`, `-defsym NAME=VALUE`, `-I DIR`), split at
//! whitespace (no quoting). Blank lines and lines starting with `#` are
//! skipped.
//!
//! For each case both tools first assemble to an object in a scratch
//! directory, untimed, and the objects are compared byte for byte (the
//! first difference is reported with the ELF section it falls in). Then both
//! are timed writing the object to `/dev/null` (`--reps` runs each,
//! alternating, from a fresh `measure-child` helper as in the other
//! comparisons), and a table of per-case medians follows, with the total
//! (sum of medians), the smallest per-case ratio and the peak RSS. Cases that
//! one of the tools fails to assemble are reported and left out of the
//! timing.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use super::{measure_isolated_in, median, ratio_text};

/// One manifest line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    /// Working directory for both tools.
    pub dir: PathBuf,
    /// The source, relative to `dir` (or absolute).
    pub file: String,
    /// llvm-mc-style options.
    pub args: Vec<String>,
}

impl Case {
    /// The options as amdgpu-as spells them (`--mcpu=`, `--mattr=`,
    /// `--defsym`, `--triple=`); `-I` and anything else unchanged.
    pub fn as_args(&self) -> Vec<String> {
        self.args
            .iter()
            .map(|a| {
                for (mc, ours) in [
                    ("-mcpu=", "--mcpu="),
                    ("-mattr=", "--mattr="),
                    ("-triple=", "--triple="),
                ] {
                    if let Some(v) = a.strip_prefix(mc) {
                        return format!("{ours}{v}");
                    }
                }
                if a == "-defsym" {
                    return "--defsym".to_string();
                }
                a.clone()
            })
            .collect()
    }

    /// The value of `-mcpu=`, for the table.
    fn mcpu(&self) -> &str {
        self.args
            .iter()
            .find_map(|a| a.strip_prefix("-mcpu="))
            .unwrap_or("-")
    }

    /// The `-I` directories, in order.
    fn include_dirs(&self) -> Vec<PathBuf> {
        let mut out = Vec::new();
        let mut it = self.args.iter();
        while let Some(a) = it.next() {
            if a == "-I" {
                if let Some(d) = it.next() {
                    out.push(self.dir.join(d));
                }
            } else if let Some(d) = a.strip_prefix("-I") {
                out.push(self.dir.join(d));
            }
        }
        out
    }
}

/// Parses a manifest; an error names the line.
pub fn parse_manifest(text: &str) -> Result<Vec<Case>, String> {
    let mut cases = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim_end_matches('\r');
        if line.trim().is_empty() || line.trim_start().starts_with('#') {
            continue;
        }
        let mut fields = line.split('\t');
        let dir = fields.next().unwrap_or("").trim();
        let file = fields.next().unwrap_or("").trim();
        let args = fields.next().unwrap_or("");
        if fields.next().is_some() {
            return Err(format!(
                "line {}: more than three tab-separated fields",
                i + 1
            ));
        }
        if dir.is_empty() || file.is_empty() {
            return Err(format!("line {}: expected DIR<TAB>FILE<TAB>ARGS", i + 1));
        }
        cases.push(Case {
            dir: PathBuf::from(dir),
            file: file.to_string(),
            args: args.split_whitespace().map(str::to_string).collect(),
        });
    }
    Ok(cases)
}

/// Lines of `file` and of the files it `.include`s (found relative to the
/// working directory, the including file's directory, then the `-I`
/// directories), each included file counted once per `.include`.
fn source_lines(case: &Case) -> usize {
    fn count(path: &Path, case: &Case, depth: usize) -> usize {
        let Ok(bytes) = fs::read(path) else {
            return 0;
        };
        let text = String::from_utf8_lossy(&bytes);
        let mut n = text.lines().count();
        if depth > 16 {
            return n;
        }
        for line in text.lines() {
            let t = line.trim_start();
            let Some(rest) = t.strip_prefix(".include") else {
                continue;
            };
            let Some(name) = rest
                .trim()
                .strip_prefix('"')
                .and_then(|r| r.split('"').next())
            else {
                continue;
            };
            let mut dirs = vec![case.dir.clone()];
            if let Some(p) = path.parent() {
                dirs.push(p.to_path_buf());
            }
            dirs.extend(case.include_dirs());
            if let Some(found) = dirs.iter().map(|d| d.join(name)).find(|p| p.is_file()) {
                n += count(&found, case, depth + 1);
            }
        }
        n
    }
    count(&case.dir.join(&case.file), case, 0)
}

/// The first offset where `a` and `b` differ (the shorter length if one is
/// a prefix of the other), None if equal.
fn first_difference(a: &[u8], b: &[u8]) -> Option<usize> {
    if a == b {
        return None;
    }
    Some(
        a.iter()
            .zip(b)
            .position(|(x, y)| x != y)
            .unwrap_or(a.len().min(b.len())),
    )
}

/// The name of the ELF64 little-endian section whose contents hold file
/// offset `off` (`ELF header`, `section headers` where those hold it).
fn elf_place(elf: &[u8], off: usize) -> String {
    let u16_at = |o: usize| {
        elf.get(o..o + 2)
            .map(|b| u16::from_le_bytes([b[0], b[1]]) as usize)
    };
    let u64_at = |o: usize| {
        elf.get(o..o + 8)
            .map(|b| u64::from_le_bytes(b.try_into().expect("8 bytes")) as usize)
    };
    if elf.get(..4) != Some(b"\x7fELF") || elf.get(4) != Some(&2) {
        return "not an ELF64 file".into();
    }
    if off < 64 {
        return "ELF header".into();
    }
    let (Some(shoff), Some(shentsize), Some(shnum), Some(shstrndx)) =
        (u64_at(0x28), u16_at(0x3a), u16_at(0x3c), u16_at(0x3e))
    else {
        return "?".into();
    };
    if off >= shoff && off < shoff + shentsize * shnum {
        return format!("section header {}", (off - shoff) / shentsize);
    }
    let sh = |i: usize| {
        let b = shoff + i * shentsize;
        Some((u16_at(b)?, u64_at(b + 0x18)?, u64_at(b + 0x20)?))
    };
    let name = |n: usize| -> String {
        let Some((_, stroff, _)) = sh(shstrndx) else {
            return "?".into();
        };
        elf.get(stroff + n..)
            .and_then(|s| s.split(|&c| c == 0).next())
            .map(|s| String::from_utf8_lossy(s).into_owned())
            .unwrap_or_default()
    };
    for i in 1..shnum {
        if let Some((n, o, size)) = sh(i) {
            if off >= o && off < o + size {
                return format!("{} +{:#x}", name(n), off - o);
            }
        }
    }
    "between sections".into()
}

/// Runs `cmd` (with `dir` as the working directory); Ok(()) on exit status 0,
/// else the first line of its standard error.
fn run_once(cmd: &mut Command, dir: &Path) -> Result<(), String> {
    let out = cmd
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .output()
        .map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(())
    } else {
        let err = String::from_utf8_lossy(&out.stderr);
        let first = err.lines().next().unwrap_or("(no message)");
        Err(if first.chars().count() > 200 {
            format!("{}…", first.chars().take(199).collect::<String>())
        } else {
            first.to_string()
        })
    }
}

/// Shortens `s` to at most `n` characters (keeping the end, where the
/// distinguishing part of generated kernel names is).
fn tail(s: &str, n: usize) -> String {
    let count = s.chars().count();
    if count <= n {
        s.to_string()
    } else {
        let skip = count - (n - 1);
        format!("…{}", s.chars().skip(skip).collect::<String>())
    }
}

struct Timed {
    idx: usize,
    lines: usize,
    ours: Duration,
    mc: Duration,
}

/// The real-source benchmark; prints its report. Returns false on a setup
/// error (a failing case is reported, not an error).
pub fn run(manifest: &Path, as_bin: &Path, llvm_mc: &Path, reps: usize) -> bool {
    let text = match fs::read_to_string(manifest) {
        Ok(t) => t,
        Err(e) => {
            println!(
                "manifest {} not readable ({e}); make it with tools/realsrc.py; skipping the real-source benchmark",
                manifest.display()
            );
            return true;
        }
    };
    let cases = match parse_manifest(&text) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("error: {}: {e}", manifest.display());
            return false;
        }
    };
    if cases.is_empty() {
        println!(
            "manifest {} has no cases; skipping the real-source benchmark",
            manifest.display()
        );
        return true;
    }
    let scratch = std::env::temp_dir().join(format!("amdgpu-bench-real-{}", std::process::id()));
    if let Err(e) = fs::create_dir_all(&scratch) {
        eprintln!("error: {}: {e}", scratch.display());
        return false;
    }
    println!(
        "\n== real sources: {} cases from {}; {} runs per tool and case ==",
        cases.len(),
        manifest.display(),
        reps
    );

    // Untimed: both objects, compared.
    let triple_mc = "-triple=amdgcn-amd-amdhsa";
    let triple_as = "--triple=amdgcn-amd-amdhsa";
    let mut ok_cases = Vec::new();
    let (mut same, mut differ, mut failed) = (0, Vec::new(), Vec::new());
    for (i, case) in cases.iter().enumerate() {
        let (obj_as, obj_mc) = (
            scratch.join(format!("{i}.as.o")),
            scratch.join(format!("{i}.mc.o")),
        );
        let r_mc = run_once(
            Command::new(llvm_mc)
                .args([triple_mc, "-filetype=obj"])
                .args(&case.args)
                .arg("-o")
                .arg(&obj_mc)
                .arg(&case.file),
            &case.dir,
        );
        let r_as = run_once(
            Command::new(as_bin)
                .args([triple_as, "--filetype=obj"])
                .args(case.as_args())
                .arg("-o")
                .arg(&obj_as)
                .arg(&case.file),
            &case.dir,
        );
        match (r_as, r_mc) {
            (_, Err(e)) => failed.push((i, format!("llvm-mc fails: {e}"))),
            (Err(e), Ok(())) => failed.push((i, format!("amdgpu-as fails: {e}"))),
            (Ok(()), Ok(())) => {
                let (a, m) = (fs::read(&obj_as), fs::read(&obj_mc));
                match (a, m) {
                    (Ok(a), Ok(m)) => {
                        if let Some(off) = first_difference(&a, &m) {
                            differ.push((
                                i,
                                format!(
                                    "objects differ at offset {off:#x} ({}); sizes {} and {} (amdgpu-as, llvm-mc)",
                                    elf_place(&m, off),
                                    a.len(),
                                    m.len()
                                ),
                            ));
                        } else {
                            same += 1;
                        }
                        ok_cases.push(i);
                    }
                    _ => failed.push((i, "an object was not written".into())),
                }
            }
        }
        let _ = fs::remove_file(&obj_as);
        let _ = fs::remove_file(&obj_mc);
    }
    let _ = fs::remove_dir(&scratch);
    let name = |i: usize| format!("#{} {} ({})", i + 1, cases[i].file, cases[i].mcpu());
    println!(
        "objects: {same} byte-identical, {} differ, {} cases not assembled by both",
        differ.len(),
        failed.len()
    );
    for (i, why) in &differ {
        println!("  differ  {}: {why}", name(*i));
    }
    for (i, why) in &failed {
        println!("  skipped {}: {why}", name(*i));
    }

    // Untimed: whole listings (`--show-encoding` to stdout), compared line
    // by line, for the cases both tools assemble.
    let mut listed_same = 0;
    let mut listed_differ = Vec::new();
    for &i in &ok_cases {
        let case = &cases[i];
        let out_of = |cmd: &mut Command| {
            cmd.current_dir(&case.dir)
                .stderr(std::process::Stdio::null())
                .output()
                .ok()
                .map(|o| o.stdout)
        };
        let mc = out_of(
            Command::new(llvm_mc)
                .args([triple_mc, "-show-encoding"])
                .args(&case.args)
                .arg(&case.file),
        );
        let ours = out_of(
            Command::new(as_bin)
                .args([triple_as, "--show-encoding"])
                .args(case.as_args())
                .arg(&case.file),
        );
        let (Some(mc), Some(ours)) = (mc, ours) else {
            continue;
        };
        if mc == ours {
            listed_same += 1;
        } else {
            let (m, o) = (String::from_utf8_lossy(&mc), String::from_utf8_lossy(&ours));
            let (n, first) = m
                .lines()
                .zip(o.lines())
                .enumerate()
                .find(|(_, (a, b))| a != b)
                .map_or(
                    (m.lines().count().min(o.lines().count()), ("", "")),
                    |(n, p)| (n, p),
                );
            listed_differ.push((i, n + 1, first.0.to_string(), first.1.to_string()));
        }
    }
    println!(
        "whole listings (--show-encoding): {listed_same} equal to llvm-mc's, {} differ",
        listed_differ.len()
    );
    for (i, line, mc, ours) in &listed_differ {
        println!(
            "  differ  {} at line {line}: llvm-mc {:?}, amdgpu-as {:?}",
            name(*i),
            tail(mc, 60),
            tail(ours, 60)
        );
    }

    // Timed: each tool to /dev/null, alternating.
    let mut rows = Vec::new();
    let (mut rss_as, mut rss_mc) = ((0, 0), (0, 0));
    for &i in &ok_cases {
        let case = &cases[i];
        let mut mc_args: Vec<String> = vec![triple_mc.into(), "-filetype=obj".into()];
        mc_args.extend(case.args.iter().cloned());
        mc_args.extend(["-o".into(), "/dev/null".into()]);
        let mut as_args: Vec<String> = vec![triple_as.into(), "--filetype=obj".into()];
        as_args.extend(case.as_args());
        as_args.extend(["-o".into(), "/dev/null".into()]);
        let as_args: Vec<&str> = as_args.iter().map(String::as_str).collect();
        let mc_args: Vec<&str> = mc_args.iter().map(String::as_str).collect();
        let input = Path::new(&case.file);
        let (mut t_as, mut t_mc) = (Vec::new(), Vec::new());
        for _ in 0..reps.max(1) {
            for (bin, args, times, rss) in [
                (as_bin, &as_args, &mut t_as, &mut rss_as),
                (llvm_mc, &mc_args, &mut t_mc, &mut rss_mc),
            ] {
                match measure_isolated_in(bin, args, Some(input), Some(&case.dir)) {
                    Ok(r) => {
                        times.push(r.wall);
                        if r.max_rss_kib > rss.0 {
                            *rss = (r.max_rss_kib, i);
                        }
                    }
                    Err(e) => {
                        eprintln!("error: {}: {e}", name(i));
                        return false;
                    }
                }
            }
        }
        rows.push(Timed {
            idx: i,
            lines: source_lines(case),
            ours: median(t_as),
            mc: median(t_mc),
        });
    }
    if rows.is_empty() {
        println!("no case assembled by both tools; nothing to time");
        return true;
    }

    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let ratio = |r: &Timed| r.mc.as_secs_f64() / r.ours.as_secs_f64().max(1e-9);
    println!(
        "\n{:>4}  {:<48} {:<8} {:>7} {:>10} {:>10} {:>7}",
        "case", "file", "mcpu", "lines", "amdgpu-as", "llvm-mc", "ratio"
    );
    for r in &rows {
        let c = &cases[r.idx];
        println!(
            "{:>4}  {:<48} {:<8} {:>7} {:>8.1}ms {:>8.1}ms {:>6.2}x",
            r.idx + 1,
            tail(&c.file, 48),
            c.mcpu(),
            r.lines,
            ms(r.ours),
            ms(r.mc),
            ratio(r)
        );
    }
    let total_as: Duration = rows.iter().map(|r| r.ours).sum();
    let total_mc: Duration = rows.iter().map(|r| r.mc).sum();
    let min = rows
        .iter()
        .min_by(|a, b| ratio(a).total_cmp(&ratio(b)))
        .expect("rows is not empty");
    let lines: usize = rows.iter().map(|r| r.lines).sum();
    println!(
        "\ntotal over {} cases ({} source lines incl. includes): amdgpu-as {:.1} ms, llvm-mc {:.1} ms (sums of medians)",
        rows.len(),
        lines,
        ms(total_as),
        ms(total_mc)
    );
    println!("  ratio: {}", ratio_text(total_as, total_mc));
    println!(
        "  smallest per-case ratio: {:.2}x ({})",
        ratio(min),
        name(min.idx)
    );
    println!(
        "  peak RSS: amdgpu-as {} KiB ({}), llvm-mc {} KiB ({})",
        rss_as.0,
        name(rss_as.1),
        rss_mc.0,
        name(rss_mc.1)
    );
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_manifest() {
        let text = "# comment\n\n/r/k\tconv.s\t-mcpu=gfx906 -mattr=-xnack -defsym a=1 -I /r/k\n\
                    /r/t\tdir/x.s\t\n/r/u\ty.s\r\n";
        let cases = parse_manifest(text).unwrap();
        assert_eq!(cases.len(), 3);
        assert_eq!(
            cases[0],
            Case {
                dir: PathBuf::from("/r/k"),
                file: "conv.s".into(),
                args: [
                    "-mcpu=gfx906",
                    "-mattr=-xnack",
                    "-defsym",
                    "a=1",
                    "-I",
                    "/r/k"
                ]
                .map(String::from)
                .to_vec(),
            }
        );
        assert_eq!(
            cases[0].as_args(),
            [
                "--mcpu=gfx906",
                "--mattr=-xnack",
                "--defsym",
                "a=1",
                "-I",
                "/r/k"
            ]
        );
        assert_eq!(cases[0].mcpu(), "gfx906");
        assert_eq!(cases[0].include_dirs(), [PathBuf::from("/r/k")]);
        assert_eq!(cases[1].file, "dir/x.s");
        assert!(cases[1].args.is_empty());
        assert_eq!((cases[2].file.as_str(), cases[2].mcpu()), ("y.s", "-"));
        assert!(parse_manifest("only-a-dir\n")
            .unwrap_err()
            .starts_with("line 1"));
        assert!(parse_manifest("#\na\tb\tc\td\n")
            .unwrap_err()
            .starts_with("line 2"));
        assert!(parse_manifest("").unwrap().is_empty());
    }

    #[test]
    fn finds_the_first_difference() {
        assert_eq!(first_difference(b"abc", b"abc"), None);
        assert_eq!(first_difference(b"abc", b"abd"), Some(2));
        assert_eq!(first_difference(b"ab", b"abc"), Some(2));
    }

    #[test]
    fn places_an_offset_in_an_elf_file() {
        // A minimal ELF64: header, one section `.x` at 0x40 (4 bytes), the
        // section-name table at 0x44, section headers at 0x50.
        let mut elf = vec![0u8; 0x50 + 3 * 64];
        elf[..5].copy_from_slice(b"\x7fELF\x02");
        elf[0x28..0x30].copy_from_slice(&0x50u64.to_le_bytes());
        elf[0x3a..0x3c].copy_from_slice(&64u16.to_le_bytes());
        elf[0x3c..0x3e].copy_from_slice(&3u16.to_le_bytes());
        elf[0x3e..0x40].copy_from_slice(&2u16.to_le_bytes());
        elf[0x44..0x4c].copy_from_slice(b"\0.x\0.s\0\0");
        let mut sh = |i: usize, name: u32, off: u64, size: u64| {
            let b = 0x50 + i * 64;
            elf[b..b + 4].copy_from_slice(&name.to_le_bytes());
            elf[b + 0x18..b + 0x20].copy_from_slice(&off.to_le_bytes());
            elf[b + 0x20..b + 0x28].copy_from_slice(&size.to_le_bytes());
        };
        sh(1, 1, 0x40, 4);
        sh(2, 4, 0x44, 8);
        assert_eq!(elf_place(&elf, 0x10), "ELF header");
        assert_eq!(elf_place(&elf, 0x42), ".x +0x2");
        assert_eq!(elf_place(&elf, 0x45), ".s +0x1");
        assert_eq!(elf_place(&elf, 0x50 + 70), "section header 1");
        assert_eq!(elf_place(b"text", 0), "not an ELF64 file");
    }

    #[test]
    fn shortens_from_the_front() {
        assert_eq!(tail("abc", 5), "abc");
        assert_eq!(tail("abcdef", 4), "…def");
    }
}
