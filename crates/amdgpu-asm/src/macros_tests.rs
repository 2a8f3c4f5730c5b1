//! The macro and conditional engine against llvm-mc 22.
//!
//! `tests/macros/*.s` are expanded by [`Expander`] with a small test host
//! (an integer evaluator that follows `.set` and `=`), the expanded text
//! is assembled by the crate, and the bytes are compared with the `.text`
//! bytes llvm-mc 22 made from the same source (`NAME.s.hex`). The `err_*.s`
//! cases compare the expander's diagnostics (line, column, message) with
//! llvm-mc's (`NAME.s.err`). `tests/macros/make.sh` made the golden files.

use crate::macros::{EvalError, Expander, Host, MacroDiag};
use crate::Target;
use std::collections::HashMap;
use std::path::Path;

/// An integer evaluator with llvm-mc's GNU operator priorities.
#[derive(Default)]
struct TestHost {
    syms: HashMap<String, i64>,
    files: HashMap<String, String>,
}

struct P<'a> {
    s: &'a [u8],
    i: usize,
    /// End of the last token taken.
    last: usize,
    syms: &'a HashMap<String, i64>,
    undefined: bool,
}

impl P<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && (self.s[self.i] == b' ' || self.s[self.i] == b'\t') {
            self.i += 1;
        }
    }
    /// The binary operator here: (text length, priority).
    fn binop(&mut self) -> Option<(&'static str, u8)> {
        self.ws();
        let r = &self.s[self.i.min(self.s.len())..];
        const OPS: [(&str, u8); 19] = [
            ("||", 1),
            ("&&", 2),
            ("==", 3),
            ("!=", 3),
            ("<>", 3),
            ("<=", 3),
            (">=", 3),
            ("<<", 6),
            (">>", 6),
            ("<", 3),
            (">", 3),
            ("|", 4),
            ("^", 4),
            ("&", 4),
            ("+", 5),
            ("-", 5),
            ("*", 6),
            ("/", 6),
            ("%", 6),
        ];
        OPS.iter()
            .find(|(o, _)| r.starts_with(o.as_bytes()))
            .copied()
    }
    fn primary(&mut self) -> Result<i64, EvalError> {
        self.ws();
        let Some(&c) = self.s.get(self.i) else {
            return Err(EvalError::Syntax {
                at: self.i,
                message: "unknown token in expression".into(),
            });
        };
        match c {
            b'(' => {
                self.i += 1;
                let v = self.expr(0)?;
                self.ws();
                if self.s.get(self.i) != Some(&b')') {
                    return Err(EvalError::Syntax {
                        at: self.i,
                        message: "expected ')'".into(),
                    });
                }
                self.i += 1;
                self.last = self.i;
                Ok(v)
            }
            b'-' | b'~' | b'!' | b'+' => {
                self.i += 1;
                let v = self.primary()?;
                Ok(match c {
                    b'-' => v.wrapping_neg(),
                    b'~' => !v,
                    b'!' => (v == 0) as i64,
                    _ => v,
                })
            }
            b'0'..=b'9' => {
                let st = self.i;
                while self.i < self.s.len() && self.s[self.i].is_ascii_alphanumeric() {
                    self.i += 1;
                }
                self.last = self.i;
                let t = std::str::from_utf8(&self.s[st..self.i]).unwrap();
                let v = if let Some(h) = t.strip_prefix("0x") {
                    i64::from_str_radix(h, 16)
                } else if let Some(b) = t.strip_prefix("0b") {
                    i64::from_str_radix(b, 2)
                } else {
                    t.parse()
                };
                v.map_err(|_| EvalError::Syntax {
                    at: st,
                    message: "invalid number".into(),
                })
            }
            c if c.is_ascii_alphabetic() || c == b'_' || c == b'.' || c == b'$' => {
                let st = self.i;
                while self.i < self.s.len()
                    && (self.s[self.i].is_ascii_alphanumeric() || b"_.$@".contains(&self.s[self.i]))
                {
                    self.i += 1;
                }
                self.last = self.i;
                let n = std::str::from_utf8(&self.s[st..self.i]).unwrap();
                match self.syms.get(n) {
                    Some(&v) => Ok(v),
                    None => {
                        self.undefined = true;
                        Ok(0)
                    }
                }
            }
            _ => Err(EvalError::Syntax {
                at: self.i,
                message: "unknown token in expression".into(),
            }),
        }
    }
    fn expr(&mut self, min: u8) -> Result<i64, EvalError> {
        let mut l = self.primary()?;
        while let Some((op, pr)) = self.binop() {
            if pr <= min {
                break;
            }
            self.i += op.len();
            let r = self.expr(pr)?;
            l = match op {
                "||" => (l != 0 || r != 0) as i64,
                "&&" => (l != 0 && r != 0) as i64,
                "==" => -((l == r) as i64),
                "!=" | "<>" => -((l != r) as i64),
                "<=" => -((l <= r) as i64),
                ">=" => -((l >= r) as i64),
                "<" => -((l < r) as i64),
                ">" => -((l > r) as i64),
                "<<" => l.wrapping_shl(r as u32),
                ">>" => l.wrapping_shr(r as u32),
                "|" => l | r,
                "^" => l ^ r,
                "&" => l & r,
                "+" => l.wrapping_add(r),
                "-" => l.wrapping_sub(r),
                "*" => l.wrapping_mul(r),
                "/" if r != 0 => l.wrapping_div(r),
                "%" if r != 0 => l.wrapping_rem(r),
                _ => {
                    return Err(EvalError::Syntax {
                        at: self.i,
                        message: "division by zero".into(),
                    })
                }
            };
        }
        Ok(l)
    }
}

impl TestHost {
    fn eval_str(&self, text: &str) -> Result<(i64, usize), EvalError> {
        let mut p = P {
            s: text.as_bytes(),
            i: 0,
            last: 0,
            syms: &self.syms,
            undefined: false,
        };
        let v = p.expr(0)?;
        if p.undefined {
            return Err(EvalError::NotAbsolute);
        }
        Ok((v, p.last))
    }

    /// What the driver would do with `.set`/`=`: define the symbol.
    fn statement(&mut self, s: &str) {
        let s = s.split(';').next().unwrap_or("").trim();
        let (name, e) = if let Some(r) = s.strip_prefix(".set ") {
            match r.split_once(',') {
                Some(x) => x,
                None => return,
            }
        } else if let Some((n, e)) = s.split_once('=') {
            if n.trim().contains(' ') || e.starts_with('=') || n.is_empty() {
                return;
            }
            (n, e)
        } else {
            return;
        };
        if let Ok((v, _)) = self.eval_str(e.trim()) {
            self.syms.insert(name.trim().to_string(), v);
        }
    }
}

impl Host for TestHost {
    fn eval(&mut self, text: &str) -> Result<(i64, usize), EvalError> {
        self.eval_str(text)
    }
    fn is_defined(&mut self, name: &str) -> bool {
        self.syms.contains_key(name)
    }
    fn read_file(&mut self, path: &str) -> Result<(String, String), String> {
        self.files
            .get(path)
            .map(|t| (path.to_string(), t.clone()))
            .ok_or_else(|| format!("no file {path}"))
    }
}

struct Run {
    text: String,
    lines: usize,
    diags: Vec<MacroDiag>,
    x: Expander<'static>,
}

fn expand_with(name: &str, src: &str, host: &mut TestHost, limit: Option<usize>) -> Run {
    let mut x = Expander::new(name, src.to_string(), vec![]);
    if let Some(l) = limit {
        x.set_expansion_limit(l);
    }
    let mut text = String::new();
    let mut lines = 0;
    while let Some(l) = x.next_line(host) {
        let t = x.line_text(&l).to_string();
        host.statement(&t);
        text.push_str(&t);
        text.push('\n');
        lines += 1;
    }
    let diags = x.diags().to_vec();
    Run {
        text,
        lines,
        diags,
        x,
    }
}

fn expand(name: &str, src: &str) -> Run {
    expand_with(name, src, &mut TestHost::default(), None)
}

fn dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/macros")
}

fn cases(prefix_err: bool) -> Vec<(String, String)> {
    let mut v: Vec<_> = std::fs::read_dir(dir())
        .unwrap()
        .filter_map(|e| {
            let p = e.ok()?.path();
            let n = p.file_name()?.to_str()?.to_string();
            (n.ends_with(".s") && n.starts_with("err_") == prefix_err)
                .then(|| (n, std::fs::read_to_string(&p).unwrap()))
        })
        .collect();
    v.sort();
    v
}

#[test]
fn expansions_assemble_to_llvm_mc_bytes() {
    let t = Target::parse("gfx900").unwrap();
    let mut failures = Vec::new();
    let all = cases(false);
    assert!(all.len() >= 10);
    for (name, src) in all {
        let hex = std::fs::read_to_string(dir().join(format!("{name}.hex"))).unwrap();
        let want: Vec<u8> = hex
            .split_whitespace()
            .collect::<String>()
            .as_bytes()
            .chunks(2)
            .map(|c| u8::from_str_radix(std::str::from_utf8(c).unwrap(), 16).unwrap())
            .collect();
        let r = expand(&name, &src);
        if !r.diags.is_empty() {
            let d: Vec<_> = r.diags.iter().map(|d| r.x.render(d)).collect();
            failures.push(format!("{name}: expander diagnostics {d:?}"));
            continue;
        }
        let out = crate::assemble(&r.text, &t);
        if out.has_errors() {
            failures.push(format!(
                "{name}: assembler errors {:?}\n{}",
                out.diags, r.text
            ));
            continue;
        }
        if out.code != want {
            failures.push(format!(
                "{name}: bytes differ\n got {:02x?}\nwant {:02x?}\n{}",
                out.code, want, r.text
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn diagnostics_match_llvm_mc() {
    let mut failures = Vec::new();
    for (name, src) in cases(true) {
        let err = std::fs::read_to_string(dir().join(format!("{name}.err"))).unwrap();
        let prefix = format!("{name}:");
        let mut want: Vec<String> = err
            .lines()
            .filter_map(|l| l.strip_prefix(&prefix))
            .filter(|l| l.contains(": error: "))
            .map(|l| l.to_string())
            .collect();
        let r = expand(&name, &src);
        let mut got: Vec<String> = r
            .diags
            .iter()
            .map(|d| {
                let loc = &d.loc;
                format!("{}:{}: error: {}", loc.line, loc.col, d.message)
            })
            .collect();
        want.sort();
        got.sort();
        if want != got {
            failures.push(format!("{name}:\n got {got:#?}\nwant {want:#?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn recursion_stops_at_depth_20_with_the_call_chain() {
    let r = expand("rec.s", ".macro m\n  m\n.endm\nm\n.byte 1\n");
    assert_eq!(r.diags.len(), 1);
    let d = &r.diags[0];
    assert!(d
        .message
        .starts_with("macros cannot be nested more than 20 levels deep"));
    let loc = &d.loc;
    assert_eq!(loc.chain.len(), 20);
    assert_eq!(loc.chain.last().unwrap().call_line, 4);
    assert_eq!(loc.chain[0].def_line, 2);
    // Assembly goes on after the error.
    assert!(r.text.contains(".byte 1"));
}

#[test]
fn huge_rept_is_an_error_not_a_hang() {
    let r = expand("big.s", ".byte 0\n.rept 1000000000\n.byte 1\n.endr\n");
    assert_eq!(r.diags.len(), 1, "{:?}", r.diags);
    let loc = &r.diags[0].loc;
    assert_eq!((loc.line, loc.col), (2, 1));
    assert!(r.diags[0].message.contains("limit"));
    // Nested repetitions grow by multiplication: the bound still holds.
    let src = ".rept 1000\n.rept 1000\n.rept 1000\n.byte 1\n.endr\n.endr\n.endr\n";
    let r = expand_with("nest.s", src, &mut TestHost::default(), Some(4 << 20));
    assert_eq!(r.diags.len(), 1);
    assert!(r.x.expanded_bytes() <= (4 << 20) + 16);
    assert!(r.lines < 1_000_000);
    // A macro that calls itself twice: 2^18 expansions, bounded too.
    let src =
        ".macro b n\n.byte 1\n.if \\n\nb %(\\n-1)\nb %(\\n-1)\n.endif\n.endm\n.altmacro\nb 18\n";
    let r = expand_with("bomb.s", src, &mut TestHost::default(), Some(1 << 20));
    assert_eq!(r.diags.len(), 1, "{:?}", r.diags);
    assert!(r.diags[0].message.contains("limit"));
    assert_eq!((r.diags[0].loc.line, r.diags[0].loc.col), (9, 1));
    // Deeper than macros may nest: one error, not one per level and call.
    let src = src.replace("b 18", "b 40");
    let r = expand_with("bomb.s", &src, &mut TestHost::default(), Some(1 << 20));
    assert_eq!(r.diags.len(), 1, "{:?}", r.diags);
    assert!(r.diags[0].message.contains("nested more than 20"));
}

#[test]
fn errors_in_macros_point_at_the_body_and_the_call() {
    let src = "\n.macro inner x\n  .byte \\x\n  bogus \\x\n.endm\n.macro outer\n  inner 7\n.endm\nouter\n";
    let mut x = Expander::new("where.s", src.to_string(), vec![]);
    let mut h = TestHost::default();
    let mut found = None;
    while let Some(l) = x.next_line(&mut h) {
        if x.line_text(&l).contains("bogus") {
            found = Some(x.locate(l.buf, l.range.start + 2));
        }
    }
    let loc = found.unwrap();
    assert_eq!(loc.file, "<instantiation>");
    assert_eq!(loc.chain.len(), 2);
    assert_eq!(loc.chain[0].what, "macro inner");
    assert_eq!(
        (loc.chain[0].def_file.as_str(), loc.chain[0].def_line),
        ("where.s", 4)
    );
    assert_eq!(loc.chain[0].call_line, 7);
    assert_eq!(loc.chain[1].what, "macro outer");
    assert_eq!(loc.chain[1].call_line, 9);
    // Rendering: the body line, then each call site.
    let r = expand("w.s", ".macro m\n.exitm junk\n.endm\nm\n");
    let s = r.x.render(&r.diags[0]);
    assert_eq!(
        s,
        "w.s:2:8: error: expected newline\n  in macro m called at w.s:4"
    );
}

#[test]
fn include_and_end() {
    let mut h = TestHost::default();
    h.files
        .insert("inc.s".into(), ".macro fromfile\n.byte 42\n.endm\n".into());
    let r = expand_with(
        "main.s",
        ".include \"inc.s\"\nfromfile\n.end\n.byte 1\n",
        &mut h,
        None,
    );
    assert!(r.diags.is_empty(), "{:?}", r.diags);
    assert_eq!(r.text, ".byte 42\n");
    // Self-inclusion stops at a depth limit.
    let mut h = TestHost::default();
    h.files
        .insert("self.s".into(), ".include \"self.s\"\n".into());
    let r = expand_with("self.s", ".include \"self.s\"\n", &mut h, None);
    assert_eq!(r.diags.len(), 1);
}

#[test]
fn labels_before_expander_statements() {
    let r = expand(
        "l.s",
        ".macro mm\n.byte 6\n.endm\nlab2: mm\nlab: .if 0\n.byte 5\n.endif\nx: .byte 1\n",
    );
    assert_eq!(r.text, "lab2: \n.byte 6\nlab: \nx: .byte 1\n");
}

/// A small deterministic generator (xorshift).
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn mutated_sources_never_panic_or_hang() {
    const PIECES: &[&str] = &[
        ".macro m a b:req c:vararg",
        ".macro m",
        ".endm",
        ".endmacro",
        ".exitm",
        ".purgem m",
        "m",
        "m 1 2 3",
        "m a=1",
        "m %(1+",
        "m <a!",
        ".rept 100000",
        ".rept -1",
        ".rept",
        ".irp x, 1, 2",
        ".irpc c, abc",
        ".endr",
        ".if 1",
        ".if",
        ".elseif 0",
        ".else",
        ".endif",
        ".ifc a,",
        ".ifdef",
        ".altmacro",
        ".noaltmacro",
        ".include \"x\"",
        "\\@ \\+ \\() \\",
        "/*",
        "*/",
        "\"unterminated",
        "lab: m",
        "1: .if 1",
        ".byte \\a, \\b",
        "é\u{1F600} \\é",
        ".end",
    ];
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut sources: Vec<String> = cases(false).into_iter().map(|c| c.1).collect();
    sources.extend(cases(true).into_iter().map(|c| c.1));
    for round in 0..600 {
        let base = &sources[round % sources.len()];
        let mut lines: Vec<String> = base.lines().map(|s| s.to_string()).collect();
        for _ in 0..1 + rng.below(6) {
            let k = rng.below(lines.len() + 1);
            match rng.below(5) {
                0 if !lines.is_empty() => {
                    lines.remove(k.min(lines.len() - 1));
                }
                1 if !lines.is_empty() => {
                    let l = lines[k.min(lines.len() - 1)].clone();
                    lines.insert(k, l);
                }
                2 if !lines.is_empty() => {
                    let i = k.min(lines.len() - 1);
                    let mut s = lines[i].clone();
                    let cut = rng.below(s.len() + 1);
                    while !s.is_char_boundary(cut.min(s.len())) {
                        s.pop();
                    }
                    s.truncate(cut.min(s.len()));
                    lines[i] = s;
                }
                _ => lines.insert(k, PIECES[rng.below(PIECES.len())].to_string()),
            }
        }
        let src = lines.join("\n");
        let r = expand_with("fuzz.s", &src, &mut TestHost::default(), Some(1 << 20));
        assert!(r.lines < 2_000_000, "round {round}");
        for d in &r.diags {
            let _ = r.x.render(d);
        }
    }
}
