//! Differential test against the golden corpora in `tests/corpus/<cpu>/`.
//!
//! The corpora were made with the reference assembler (llvm-mc 22, see
//! `tools/mkcorpus.py`); this test never runs llvm-mc. Every `*.txt` file in a
//! processor directory except `known-differences.txt` and the disassembly
//! corpora `dis-*.txt` (read by amdgpu-isa's `disasm` test) is a corpus. One case
//! per line:
//!
//! ```text
//! <asm text>\t<expectation>
//! ```
//!
//! with the expectation being the bytes (`0x01,0x02,...`), `error` (the line
//! must get an error diagnostic and no bytes) or `-` (no bytes and no error,
//! e.g. a symbol definition). Lines starting with `#` are comments, and
//! `# section: NAME` names the cases that follow (for per-section counts).
//!
//! A file is assembled at once: the cases are joined, comments become empty
//! lines, so `Encoded::line` and `Diagnostic::line` are file line numbers, and
//! symbols defined on earlier lines are visible to later ones.
//!
//! The test fails when a case disagrees unless `known-differences.txt` lists it
//! (`<file>:<line>\t<reason>`), and also when a listed case agrees now (so a
//! fixed line leaves the list). The file is shared with amdgpu-isa's
//! `disasm` test, whose lines (keys `dis-*.txt:<line>` and
//! `dis:<file>:<line>`, a disassembly case of an assembler corpus) this
//! test skips.
//!
//! Environment: `CORPUS_FILTER=substr` runs only files whose path contains
//! `substr`; `CORPUS_SHOW=n` shows the first `n` mismatches per file (default
//! 30); `CORPUS_DUMP=path` writes every mismatch to `path`.
//! Run with `cargo test -p amdgpu-asm --test corpus -- --nocapture` to see the
//! agreement figures of a passing run.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt::Write as _;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

use amdgpu_asm::{assemble, Severity, Target};

const KNOWN: &str = "known-differences.txt";

#[derive(Clone, Debug, PartialEq, Eq)]
enum Expect {
    Bytes(Vec<u8>),
    Error,
    Nothing,
}

#[derive(Debug)]
struct Case {
    line: u32,
    text: String,
    expect: Expect,
    section: String,
}

struct Corpus {
    /// The source that is assembled: one source line per file line.
    source: String,
    cases: Vec<Case>,
}

fn parse_bytes(s: &str) -> Option<Vec<u8>> {
    s.split(',')
        .map(|b| {
            let b = b.trim();
            let h = b.strip_prefix("0x")?;
            u8::from_str_radix(h, 16).ok()
        })
        .collect()
}

fn is_comment(line: &str) -> bool {
    let t = line.trim();
    t.is_empty() || t.starts_with('#')
}

fn parse_corpus(content: &str) -> Result<Corpus, String> {
    let mut source = String::with_capacity(content.len());
    let mut cases = Vec::new();
    let mut section = String::new();
    for (i, raw) in content.lines().enumerate() {
        let n = i as u32 + 1;
        if is_comment(raw) {
            if let Some(s) = raw.trim().strip_prefix("# section:") {
                section = s.trim().to_string();
            }
            source.push('\n');
            continue;
        }
        let (text, exp) = raw
            .rsplit_once('\t')
            .ok_or_else(|| format!("line {n}: no tab between text and expectation"))?;
        let expect = match exp.trim() {
            "error" => Expect::Error,
            "-" => Expect::Nothing,
            b => Expect::Bytes(parse_bytes(b).ok_or_else(|| format!("line {n}: bad bytes `{b}`"))?),
        };
        source.push_str(text);
        source.push('\n');
        cases.push(Case {
            line: n,
            text: text.to_string(),
            expect,
            section: section.clone(),
        });
    }
    Ok(Corpus { source, cases })
}

/// `known-differences.txt`: `(file name, line) -> reason`.
fn parse_known(dir: &Path) -> Result<HashMap<(String, u32), String>, String> {
    let path = dir.join(KNOWN);
    let Ok(content) = std::fs::read_to_string(&path) else {
        return Ok(HashMap::new());
    };
    let mut res = HashMap::new();
    for (i, raw) in content.lines().enumerate() {
        if is_comment(raw) {
            continue;
        }
        let bad = || {
            format!(
                "{}:{}: expected `<file>:<line>\\t<reason>`",
                path.display(),
                i + 1
            )
        };
        let (place, reason) = raw.split_once('\t').ok_or_else(bad)?;
        // The disassembly test's lines (crates/amdgpu-isa/tests/disasm.rs):
        // a disassembly corpus `dis-*.txt`, or `dis:<file>`, a disassembly
        // case of an assembler corpus.
        if place.trim().starts_with("dis-") || place.trim().starts_with("dis:") {
            continue;
        }
        let (file, line) = place.trim().rsplit_once(':').ok_or_else(bad)?;
        let line: u32 = line.parse().map_err(|_| bad())?;
        if reason.trim().is_empty() {
            return Err(format!(
                "{}:{}: a known difference needs a reason",
                path.display(),
                i + 1
            ));
        }
        if res
            .insert((file.to_string(), line), reason.trim().to_string())
            .is_some()
        {
            return Err(format!(
                "{}:{}: {file}:{line} is listed twice",
                path.display(),
                i + 1
            ));
        }
    }
    Ok(res)
}

fn fmt_bytes(b: &[u8]) -> String {
    let mut s = String::new();
    for (i, x) in b.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        let _ = write!(s, "0x{x:02x}");
    }
    s
}

fn fmt_expect(e: &Expect) -> String {
    match e {
        Expect::Bytes(b) => fmt_bytes(b),
        Expect::Error => "error".into(),
        Expect::Nothing => "- (no bytes, no error)".into(),
    }
}

/// What the assembler produced for one line.
#[derive(Default)]
struct Got {
    bytes: Vec<u8>,
    has_bytes: bool,
    errors: Vec<String>,
    notes: Vec<String>,
}

impl Got {
    fn describe(&self) -> String {
        let mut parts = Vec::new();
        if self.has_bytes {
            parts.push(fmt_bytes(&self.bytes));
        }
        for e in &self.errors {
            parts.push(format!("error: {e}"));
        }
        parts.extend(self.notes.iter().cloned());
        if parts.is_empty() {
            "nothing (no bytes, no error)".into()
        } else {
            parts.join(" / ")
        }
    }

    fn agrees(&self, e: &Expect) -> bool {
        if !self.notes.is_empty() {
            return false;
        }
        match e {
            Expect::Bytes(b) => self.errors.is_empty() && self.has_bytes && self.bytes == *b,
            Expect::Error => !self.errors.is_empty() && !self.has_bytes,
            Expect::Nothing => self.errors.is_empty() && !self.has_bytes,
        }
    }
}

/// The text of a panic payload.
fn panic_message(p: &(dyn std::any::Any + Send)) -> String {
    p.downcast_ref::<String>()
        .cloned()
        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default()
}

/// Assembles `source` and sorts what came out by line; `only` keeps the
/// results of those lines (all lines when `None`). `Err` if it panicked.
fn assemble_source(
    source: &str,
    target: &Target,
    only: Option<&HashSet<u32>>,
) -> Result<HashMap<u32, Got>, String> {
    let out = catch_unwind(AssertUnwindSafe(|| assemble(source, target)))
        .map_err(|p| panic_message(p.as_ref()))?;
    let keep = |l: u32| only.is_none_or(|o| o.contains(&l));
    let mut got: HashMap<u32, Got> = HashMap::new();
    for e in out.insts.iter().filter(|e| keep(e.line)) {
        let g = got.entry(e.line).or_default();
        match out.code.get(e.byte_span()) {
            Some(b) => {
                g.bytes.extend_from_slice(b);
                g.has_bytes = true;
            }
            None => g.notes.push(format!(
                "byte range {:?} outside code ({} bytes)",
                e.bytes,
                out.code.len()
            )),
        }
    }
    for d in out.diags.iter().filter(|d| keep(d.line)) {
        if d.severity == Severity::Error {
            got.entry(d.line)
                .or_default()
                .errors
                .push(d.message.clone());
        }
    }
    Ok(got)
}

/// Assembles the whole corpus at once. If the assembler panics, falls back to
/// assembling ever smaller groups of cases (always with every `-` case, i.e.
/// the symbol definitions and labels) to find the lines that panic, so one
/// panic does not hide every other result. Returns the results and the
/// message of the whole-file panic, if any (label distances are not those of
/// the whole file then).
fn assemble_corpus(corpus: &Corpus, target: &Target) -> (HashMap<u32, Got>, Option<String>) {
    let first = match assemble_source(&corpus.source, target, None) {
        Ok(got) => return (got, None),
        Err(m) => m,
    };
    let lines: Vec<&str> = corpus.source.split('\n').collect();
    let defs: Vec<usize> = corpus
        .cases
        .iter()
        .enumerate()
        .filter(|(_, c)| c.expect == Expect::Nothing)
        .map(|(i, _)| i)
        .collect();
    let mut got = HashMap::new();
    let mut stack = vec![(0usize, corpus.cases.len())];
    while let Some((lo, hi)) = stack.pop() {
        if lo >= hi {
            continue;
        }
        let mut keep: HashSet<u32> = HashSet::new();
        let mut src_lines = vec![""; lines.len()];
        for i in defs.iter().copied().chain(lo..hi) {
            let c = &corpus.cases[i];
            let ln = c.line as usize - 1;
            if let Some(l) = lines.get(ln) {
                src_lines[ln] = l;
            }
        }
        for c in &corpus.cases[lo..hi] {
            keep.insert(c.line);
        }
        let source = src_lines.join("\n");
        match assemble_source(&source, target, Some(&keep)) {
            Ok(g) => got.extend(g),
            Err(m) if hi - lo == 1 => {
                got.entry(corpus.cases[lo].line)
                    .or_insert_with(Got::default)
                    .notes
                    .push(format!("assembler panicked: {m}"));
            }
            Err(_) => {
                let mid = (lo + hi) / 2;
                stack.push((mid, hi));
                stack.push((lo, mid));
            }
        }
    }
    (got, Some(first))
}

struct FileReport {
    name: String,
    text: String,
    failed: bool,
    dump: String,
}

fn run_file(path: &Path, target: &Target, known: &HashMap<(String, u32), String>) -> FileReport {
    let name = path
        .file_name()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned();
    let dir = path
        .parent()
        .and_then(|d| d.file_name())
        .unwrap_or_default()
        .to_string_lossy();
    let label = format!("{dir}/{name}");
    let show: usize = std::env::var("CORPUS_SHOW")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(30);
    let mut text = String::new();
    let mut dump = String::new();
    let content = match std::fs::read_to_string(path) {
        Ok(c) => c,
        Err(e) => {
            return FileReport {
                name,
                text: format!("{label}: cannot read: {e}\n"),
                failed: true,
                dump,
            };
        }
    };
    let corpus = match parse_corpus(&content) {
        Ok(c) => c,
        Err(e) => {
            return FileReport {
                name,
                text: format!("{label}: {e}\n"),
                failed: true,
                dump,
            }
        }
    };

    // A file made with llvm-mc features (`# mattr: +wavefrontsize64`,
    // tools/mkcorpus.py --mattr) is assembled with them.
    let mut target = target.clone();
    for l in content.lines().filter(|l| l.starts_with('#')) {
        if let Some(m) = l.strip_prefix("# mattr:") {
            if let Err(e) = target.apply_mattr(m.trim()) {
                return FileReport {
                    name,
                    text: format!("{label}: bad mattr line: {e}\n"),
                    failed: true,
                    dump,
                };
            }
        }
    }
    let target = &target;
    let (got, panicked) = assemble_corpus(&corpus, target);
    let case_lines: HashSet<u32> = corpus.cases.iter().map(|c| c.line).collect();
    let mut stray: Vec<u32> = got
        .keys()
        .copied()
        .filter(|l| !case_lines.contains(l))
        .collect();
    stray.sort_unstable();

    let empty = Got::default();
    let mut agree = 0usize;
    let mut sections: BTreeMap<&str, (usize, usize, usize)> = BTreeMap::new(); // order, agree, total
    let mut order = 0;
    let mut unexpected = Vec::new();
    let mut fixed = Vec::new();
    let mut known_hits = 0usize;
    for c in &corpus.cases {
        let g = got.get(&c.line).unwrap_or(&empty);
        let ok = g.agrees(&c.expect);
        let s = sections.entry(c.section.as_str()).or_insert_with(|| {
            order += 1;
            (order, 0, 0)
        });
        s.2 += 1;
        let listed = known.contains_key(&(name.clone(), c.line));
        if ok {
            agree += 1;
            s.1 += 1;
            if listed {
                fixed.push(c.line);
            }
        } else {
            let got_s = g.describe();
            let entry = format!(
                "{name}:{}: {}\n    expected: {}\n    got:      {}\n",
                c.line,
                c.text,
                fmt_expect(&c.expect),
                got_s
            );
            dump.push_str(&entry);
            if listed {
                known_hits += 1;
            } else {
                unexpected.push(entry);
            }
        }
    }
    let total = corpus.cases.len();
    let pct = if total == 0 {
        100.0
    } else {
        agree as f64 * 100.0 / total as f64
    };
    let _ = writeln!(
        text,
        "{label}: {agree}/{total} ({pct:.2}%) agree; {known_hits} known differences, {} unexpected, {} fixed",
        unexpected.len(),
        fixed.len()
    );
    if let Some(m) = &panicked {
        let _ = writeln!(
            text,
            "  the assembler panicked on the whole file ({m}); the results below come from smaller groups of cases"
        );
    }
    if sections.len() > 1 {
        let mut v: Vec<_> = sections.iter().collect();
        v.sort_by_key(|(_, s)| s.0);
        let parts: Vec<String> = v
            .iter()
            .map(|(n, (_, a, t))| format!("{} {a}/{t}", if n.is_empty() { "-" } else { n }))
            .collect();
        for chunk in parts.chunks(6) {
            let _ = writeln!(text, "  {}", chunk.join(", "));
        }
    }
    if !stray.is_empty() {
        let _ = writeln!(
            text,
            "  note: output on {} lines that hold no case (e.g. line {}: {})",
            stray.len(),
            stray[0],
            got[&stray[0]].describe()
        );
    }
    for e in unexpected.iter().take(show) {
        text.push_str("  ");
        text.push_str(&e.replace("\n    ", "\n      "));
    }
    if unexpected.len() > show {
        let _ = writeln!(
            text,
            "  ... and {} more unexpected mismatches",
            unexpected.len() - show
        );
    }
    for l in &fixed {
        let _ = writeln!(text, "  {name}:{l} agrees now: remove it from {KNOWN}");
    }
    for (f, l) in known.keys() {
        if *f == name && !case_lines.contains(l) {
            let _ = writeln!(text, "  {KNOWN}: {f}:{l} is no case line of {name}");
            fixed.push(*l);
        }
    }
    let failed = panicked.is_some() || !unexpected.is_empty() || !fixed.is_empty();
    FileReport {
        name,
        text,
        failed,
        dump,
    }
}

fn corpus_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/corpus")
}

#[test]
fn corpus() {
    // Panics of the assembler are caught and reported per line; keep the
    // default hook from printing each of them.
    std::panic::set_hook(Box::new(|_| {}));
    let root = corpus_root();
    let filter = std::env::var("CORPUS_FILTER").unwrap_or_default();
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(&root)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .map(|e| e.path())
                .filter(|p| p.is_dir())
                .collect()
        })
        .unwrap_or_default();
    dirs.sort();

    let mut report = String::new();
    let mut dump = String::new();
    let mut failed = false;
    let mut nfiles = 0;
    for dir in &dirs {
        let cpu = dir
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let target = match Target::parse(&cpu) {
            Ok(t) => t,
            Err(e) => {
                let _ = writeln!(report, "{}: not a processor: {e}", dir.display());
                failed = true;
                continue;
            }
        };
        let known = match parse_known(dir) {
            Ok(k) => k,
            Err(e) => {
                let _ = writeln!(report, "{e}");
                failed = true;
                continue;
            }
        };
        let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
            .map(|rd| rd.filter_map(|e| e.ok()).map(|e| e.path()).collect())
            .unwrap_or_default();
        files.retain(|p| {
            p.extension().is_some_and(|e| e == "txt")
                && p.file_name()
                    .is_some_and(|n| n != KNOWN && !n.to_string_lossy().starts_with("dis-"))
                && p.to_string_lossy().contains(&filter)
        });
        files.sort();
        for (f, l) in known.keys() {
            if !dir.join(f).is_file() {
                let _ = writeln!(report, "{cpu}/{KNOWN}: {f}:{l}: no such corpus file");
                failed = true;
            }
        }
        nfiles += files.len();
        let reports: Vec<FileReport> = std::thread::scope(|s| {
            let hs: Vec<_> = files
                .iter()
                .map(|p| s.spawn(|| run_file(p, &target, &known)))
                .collect();
            hs.into_iter()
                .zip(&files)
                .map(|(h, p)| {
                    h.join().unwrap_or_else(|_| FileReport {
                        name: p.display().to_string(),
                        text: format!("{}: the test itself panicked\n", p.display()),
                        failed: true,
                        dump: String::new(),
                    })
                })
                .collect()
        });
        for r in reports {
            report.push_str(&r.text);
            if !r.dump.is_empty() {
                let _ = writeln!(dump, "## {cpu}/{}", r.name);
                dump.push_str(&r.dump);
            }
            failed |= r.failed;
        }
    }
    if nfiles == 0 && filter.is_empty() {
        let _ = writeln!(report, "no corpus files under {}", root.display());
        failed = true;
    }
    if let Ok(p) = std::env::var("CORPUS_DUMP") {
        if let Err(e) = std::fs::write(&p, &dump) {
            let _ = writeln!(report, "cannot write {p}: {e}");
        }
    }
    drop(std::panic::take_hook());
    println!("{report}");
    assert!(!failed, "corpus disagreements: see the report above");
}
