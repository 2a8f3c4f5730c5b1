//! Disassembly against the reference: every case of the golden corpora
//! (made by llvm-mc 22, never by this crate) must decode to the reference's
//! text and length, and show its encoding, apart from the cases listed in
//! the corpus directory's `known-differences.txt`.
//!
//! * `tests/corpus/<cpu>/dis-*.txt`: `<bytes>\t<len>\t<text|<invalid>>`,
//!   and where the file records it `\t<encoding>`, the bytes of llvm-mc's
//!   `; encoding:` comment, which `--show-encoding` must show too
//!   (`dis-cases.txt`: chosen words, listed in `dis-cases.in`);
//! * `tests/corpus/<cpu>/random.txt` and `vopd.txt`: `<text>\t<bytes>`, the
//!   assembler corpora whose texts llvm-mc 22's disassembler printed.
//!
//! `known-differences.txt` is shared with the assembler's corpus test
//! (crates/amdgpu-asm/tests/corpus.rs), one `<key>\t<reason>` a line. The
//! lines of this test are those whose key names a disassembly corpus,
//! `dis-<name>.txt:<line>`, or is a disassembly case of an assembler
//! corpus, `dis:<file>:<line>` (`dis:random.txt:20741`: the assembler may
//! agree on a line the disassembler does not); the assembler's test skips
//! both. The test fails when a case that is not listed disagrees (text,
//! length or shown encoding), when a listed case agrees (a fixed line
//! leaves the list), and when a listed key names no case.
//!
//! `DIS_SHOW=n` prints n unexpected mismatches per file (default 5);
//! `DIS_DUMP=path` writes every mismatch, listed or not.

use amdgpu_isa::{decode, print, Target, TargetInfo};
use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

const KNOWN: &str = "known-differences.txt";

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/corpus")
}

fn collapse(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn parse_bytes(s: &str) -> Option<Vec<u8>> {
    s.split(',')
        .map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).ok())
        .collect()
}

/// Decodes the first unit of `bytes`: (length, text, the encoding
/// `--show-encoding` shows: the canonical bytes, as amdgpu-as finds them).
fn first_unit(bytes: &[u8], ti: &TargetInfo) -> (usize, String, Option<Vec<u8>>) {
    match decode(bytes, ti) {
        Ok((inst, len)) => {
            let mut s = String::new();
            print(&inst, ti, &mut s).unwrap();
            let mut out = [0u8; 20];
            let shown = match amdgpu_isa::decode::canonical(&inst, ti, &mut out) {
                Some(n) => Some(out[..n].to_vec()),
                None => amdgpu_isa::encode(&inst, ti)
                    .ok()
                    .map(|w| w.as_bytes().to_vec()),
            };
            (len, s, shown)
        }
        Err(_) => (4, "<invalid>".to_string(), None),
    }
}

/// This test's lines of `known-differences.txt` (see the crate doc):
/// key -> reason.
fn known(dir: &Path) -> Result<HashMap<String, String>, String> {
    let path = dir.join(KNOWN);
    let Ok(content) = std::fs::read_to_string(&path) else {
        return Ok(HashMap::new());
    };
    let mut res = HashMap::new();
    for (i, raw) in content.lines().enumerate() {
        let t = raw.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        let at = || format!("{}:{}", path.display(), i + 1);
        let (key, reason) = raw
            .split_once('\t')
            .ok_or_else(|| format!("{}: expected `<file>:<line>\\t<reason>`", at()))?;
        let key = key.trim();
        if !(key.starts_with("dis-") || key.starts_with("dis:")) {
            continue;
        }
        match key.rsplit_once(':') {
            Some((_, n)) if n.parse::<u32>().is_ok() => {}
            _ => return Err(format!("{}: expected `<file>:<line>`, not `{key}`", at())),
        }
        if reason.trim().is_empty() {
            return Err(format!("{}: a known difference needs a reason", at()));
        }
        if res
            .insert(key.to_string(), reason.trim().to_string())
            .is_some()
        {
            return Err(format!("{}: {key} is listed twice", at()));
        }
    }
    Ok(res)
}

#[derive(Default)]
struct Stats {
    total: usize,
    /// Cases whose text and length agree.
    ok: usize,
    /// Cases that record llvm-mc's encoding comment, and those whose
    /// shown encoding agrees (the text aside).
    enc_total: usize,
    enc_ok: usize,
    /// Listed cases that disagree.
    known: usize,
    /// Mismatches not listed.
    unexpected: Vec<String>,
    /// Every mismatch (for `DIS_DUMP`).
    all: Vec<String>,
    /// Listed keys of this file that agree or name no case.
    stale: Vec<String>,
}

fn run_file(path: &Path, ti: &TargetInfo, known: &HashMap<String, String>) -> Stats {
    let text = std::fs::read_to_string(path).unwrap();
    let fname = path.file_name().unwrap().to_string_lossy().to_string();
    let asm_corpus = !fname.starts_with("dis-");
    // The key prefix of this file's cases (see the crate doc).
    let prefix = if asm_corpus {
        format!("dis:{fname}:")
    } else {
        format!("{fname}:")
    };
    let mut st = Stats::default();
    let mut cases = HashSet::new();
    for (i, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let cols: Vec<&str> = line.split('\t').collect();
        let (bytes, want_len, want, want_enc) = if asm_corpus {
            if cols.len() < 2 || cols[1] == "error" || cols[1] == "-" {
                continue;
            }
            let Some(b) = parse_bytes(cols[1]) else {
                continue;
            };
            let n = b.len();
            (b, n, collapse(cols[0]), None)
        } else {
            if cols.len() < 3 {
                continue;
            }
            let Some(b) = parse_bytes(cols[0]) else {
                continue;
            };
            let enc = cols.get(3).and_then(|e| parse_bytes(e));
            (b, cols[1].parse().unwrap_or(0), collapse(cols[2]), enc)
        };
        st.total += 1;
        let key = format!("{prefix}{}", i + 1);
        cases.insert(key.clone());
        let (len, got, got_enc) = first_unit(&bytes, ti);
        let got = collapse(&got);
        let text_ok = len == want_len && got == want;
        let enc_ok = want_enc.is_none() || want_enc == got_enc;
        st.ok += text_ok as usize;
        if want_enc.is_some() {
            st.enc_total += 1;
            st.enc_ok += enc_ok as usize;
        }
        let listed = known.contains_key(&key);
        if text_ok && enc_ok {
            if listed {
                st.stale
                    .push(format!("{key} agrees now: remove it from {KNOWN}"));
            }
            continue;
        }
        let encs = match (&want_enc, &got_enc) {
            (Some(w), g) if !enc_ok => {
                format!("\n  want encoding {w:02x?}\n  got  encoding {g:02x?}")
            }
            _ => String::new(),
        };
        let m = format!(
            "{key}: {}\n  want {want_len} {want}\n  got  {len} {got}{encs}",
            cols[if asm_corpus { 1 } else { 0 }]
        );
        st.all.push(m.clone());
        if listed {
            st.known += 1;
        } else {
            st.unexpected.push(m);
        }
    }
    let mut stray: Vec<&String> = known
        .keys()
        .filter(|k| k.starts_with(&prefix) && !cases.contains(*k))
        .collect();
    stray.sort();
    for k in stray {
        st.stale.push(format!(
            "{KNOWN}: {k} is no case of {fname} (or the test skips it)"
        ));
    }
    st
}

#[test]
fn disassembly_matches_reference() {
    let show: usize = std::env::var("DIS_SHOW")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(5);
    let mut report = String::new();
    let mut dump = String::new();
    let mut failed = false;
    for cpu in [
        "gfx900", "gfx906", "gfx908", "gfx90c", "gfx90a", "gfx942", "gfx950", "gfx803", "gfx700",
        "gfx601", "gfx1030", "gfx1010", "gfx1100", "gfx1150", "gfx1200", "gfx1250",
    ] {
        // DIS_FILTER=gfx1010: only the processors whose name contains it.
        if !cpu.contains(std::env::var("DIS_FILTER").unwrap_or_default().as_str()) {
            continue;
        }
        let dir = corpus_dir().join(cpu);
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        let ti = TargetInfo::new(&Target::parse(cpu).unwrap()).unwrap();
        let known = match known(&dir) {
            Ok(k) => k,
            Err(e) => {
                let _ = writeln!(report, "{e}");
                failed = true;
                continue;
            }
        };
        let mut files: Vec<PathBuf> = entries
            .flatten()
            .map(|e| e.path())
            .filter(|p| {
                let n = p.file_name().unwrap().to_string_lossy();
                // (A random.txt made from another processor's texts, GFX6/7's,
                // holds that processor's spellings: their disassembly corpus
                // is dis-listing.txt.)
                (n.starts_with("dis-") && n.ends_with(".txt"))
                    || n == "vopd.txt"
                    || n == "vopd3.txt"
                    || ((n == "random.txt" || (n.starts_with("random-") && n.ends_with(".txt")))
                        && !std::fs::read_to_string(p)
                            .unwrap_or_default()
                            .lines()
                            .take(3)
                            .any(|l| l.contains("--random-from")))
            })
            .collect();
        files.sort();
        // Listed keys of files this test does not read.
        let prefixes: Vec<String> = files
            .iter()
            .map(|f| {
                let n = f.file_name().unwrap().to_string_lossy();
                if n.starts_with("dis-") {
                    format!("{n}:")
                } else {
                    format!("dis:{n}:")
                }
            })
            .collect();
        let mut orphans: Vec<&String> = known
            .keys()
            .filter(|k| !prefixes.iter().any(|p| k.starts_with(p.as_str())))
            .collect();
        orphans.sort();
        for k in orphans {
            let _ = writeln!(
                report,
                "{cpu}/{KNOWN}: {k}: no disassembly corpus of this name"
            );
            failed = true;
        }
        for f in files {
            // A corpus made with llvm-mc features (`# mattr: +wavefrontsize64`).
            let head = std::fs::read_to_string(&f).unwrap_or_default();
            let mattr = head
                .lines()
                .take_while(|l| l.starts_with('#'))
                .find_map(|l| l.strip_prefix("# mattr:"));
            let ti_m;
            let ti = match mattr {
                Some(m) => {
                    let mut t = Target::parse(cpu).unwrap();
                    t.apply_mattr(m.trim()).unwrap();
                    ti_m = TargetInfo::new(&t).unwrap();
                    &ti_m
                }
                None => &ti,
            };
            let st = run_file(&f, ti, &known);
            let name = f.file_name().unwrap().to_string_lossy().to_string();
            let pct = |a: usize, t: usize| 100.0 * a as f64 / t.max(1) as f64;
            let _ = write!(
                report,
                "{cpu}/{name}: {}/{} ({:.2}%) texts agree",
                st.ok,
                st.total,
                pct(st.ok, st.total)
            );
            if st.enc_total > 0 {
                let _ = write!(
                    report,
                    ", {}/{} ({:.2}%) encodings shown",
                    st.enc_ok,
                    st.enc_total,
                    pct(st.enc_ok, st.enc_total)
                );
            }
            let _ = writeln!(
                report,
                "; {} known differences, {} unexpected, {} stale",
                st.known,
                st.unexpected.len(),
                st.stale.len()
            );
            for m in st.unexpected.iter().take(show) {
                let _ = writeln!(report, "  {m}");
            }
            if st.unexpected.len() > show {
                let _ = writeln!(
                    report,
                    "  ... and {} more unexpected mismatches",
                    st.unexpected.len() - show
                );
            }
            for m in &st.stale {
                let _ = writeln!(report, "  {m}");
            }
            for m in &st.all {
                let _ = writeln!(dump, "{cpu}/{m}");
            }
            failed |= !st.unexpected.is_empty() || !st.stale.is_empty();
        }
    }
    if let Ok(p) = std::env::var("DIS_DUMP") {
        std::fs::write(p, &dump).unwrap();
    }
    println!("{report}");
    assert!(!failed, "disassembly differs from llvm-mc 22:\n{report}");
}

/// `encode(decode(bytes))` gives the bytes back for canonical encodings:
/// every instruction of real compiled code (the encoding llvm-mc 22 shows
/// for it where that differs) and every encoding llvm-mc 22's assembler
/// wrote for the assembler corpora.
#[test]
fn encode_inverts_decode_on_canonical_code() {
    let mut report = String::new();
    let mut failed = false;
    for cpu in [
        "gfx900", "gfx906", "gfx908", "gfx90c", "gfx90a", "gfx942", "gfx950", "gfx803", "gfx1030",
        "gfx1010", "gfx1100", "gfx1150",
    ] {
        let dir = corpus_dir().join(cpu);
        let ti = TargetInfo::new(&Target::parse(cpu).unwrap()).unwrap();
        for (file, asm) in [("dis-real.txt", false), ("random.txt", true)] {
            let Ok(text) = std::fs::read_to_string(dir.join(file)) else {
                continue;
            };
            let (mut total, mut ok) = (0, 0);
            let mut shown = 0;
            for line in text.lines().filter(|l| !l.starts_with('#')) {
                let cols: Vec<&str> = line.split('\t').collect();
                let bytes = match (asm, cols.len()) {
                    (true, 2..) => parse_bytes(cols[1]),
                    (false, 3..) => parse_bytes(cols[0]).map(|b| {
                        let n: usize = cols[1].parse().unwrap_or(0);
                        b[..n.min(b.len())].to_vec()
                    }),
                    _ => None,
                };
                let Some(bytes) = bytes else { continue };
                let Ok((inst, n)) = decode(&bytes, &ti) else {
                    continue;
                };
                if n != bytes.len() {
                    continue;
                }
                total += 1;
                // Where llvm-mc 22 shows another encoding for real code (a
                // GFX10 v_cmpx_*_e64's unused destination field, which its
                // assembler fills with exec_lo's code), that is canonical.
                let want = match (asm, cols.get(3).and_then(|c| parse_bytes(c))) {
                    (false, Some(shown)) => shown,
                    _ => bytes.clone(),
                };
                match amdgpu_isa::encode(&inst, &ti) {
                    Ok(w) if w.as_bytes() == &want[..] => ok += 1,
                    r => {
                        if shown < 5 {
                            shown += 1;
                            let _ = writeln!(report, "  {cpu}/{file}: {line}\n    got {r:x?}");
                        }
                    }
                }
            }
            let _ = writeln!(report, "{cpu}/{file}: {ok}/{total} encode back");
            failed |= ok < total;
        }
    }
    println!("{report}");
    assert!(!failed, "{report}");
}
