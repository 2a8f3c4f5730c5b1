//! Stage 0: the macro and conditional engine of the GNU assembler language,
//! as llvm-mc 22 implements it. A line source for the driver: it walks the
//! main file, included files and macro expansions, keeps the lines of false
//! conditionals and of macro definitions to itself, and hands every other
//! statement line to the driver with the place it comes from.
//!
//! What it handles: `.macro`/`.endm`/`.endmacro`/`.exitm`/`.purgem`,
//! macro invocation (positional, space or comma separated, keyword, `:req`,
//! `:vararg`, defaults), substitution of `\arg`, `\@`, `\+` and `\()`,
//! `.altmacro`/`.noaltmacro` (`%expr`, `<string>` with `!` escapes,
//! parameters without backslash), `.rept`/`.rep`/`.irp`/`.irpc`/`.endr`,
//! `.if`, `.ifeq`..`.ifle`, `.ifdef`/`.ifndef`/`.ifnotdef`, `.ifc`/`.ifnc`,
//! `.ifeqs`/`.ifnes`, `.ifb`/`.ifnb`, `.elseif`, `.else`, `.endif`,
//! `.include`, `.end`, and `/* */` comments that span lines.
//!
//! ```
//! use amdgpu_asm::macros::{EvalError, Expander, Host};
//! struct H;
//! impl Host for H {
//!     fn eval(&mut self, t: &str) -> Result<(i64, usize), EvalError> {
//!         let n = t.trim_end();
//!         n.trim().parse().map(|v| (v, n.len())).map_err(|_| EvalError::NotAbsolute)
//!     }
//!     fn is_defined(&mut self, _: &str) -> bool { false }
//!     fn read_file(&mut self, p: &str) -> Result<(String, String), String> { Err(p.into()) }
//! }
//! let src = ".macro twice a\n.byte \\a\n.byte \\a\n.endm\n.rept 2\ntwice 7\n.endr\n";
//! let mut x = Expander::new("a.s", src.to_string(), vec![]);
//! let mut out = vec![];
//! while let Some(l) = x.next_line(&mut H) {
//!     out.push(x.line_text(&l).to_string());
//! }
//! assert_eq!(out, [".byte 7"; 4]);
//! assert!(x.diags().is_empty());
//! ```

use std::collections::HashMap;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use crate::Severity;

/// How deeply macro instantiations may nest (llvm-mc's default).
pub const MAX_MACRO_DEPTH: usize = 20;
/// How deeply `.include` may nest.
pub const MAX_INCLUDE_DEPTH: usize = 64;
/// The default bound on the bytes of all expansions and included files.
pub const DEFAULT_EXPANSION_LIMIT: usize = 256 << 20;

/// Why an expression could not be evaluated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EvalError {
    /// The text is not an expression: `at` is a byte offset into the text
    /// given to [`Host::eval`].
    Syntax { at: usize, message: String },
    /// An expression, but not an absolute one (an undefined symbol, a label).
    NotAbsolute,
}

/// What the expander needs from the driver.
pub trait Host {
    /// Evaluates the longest expression at the start of `text` with the
    /// symbol table as it is at this point of the assembly. Returns the
    /// value and the number of bytes the expression took (trailing blanks
    /// not included); the expander itself complains about what follows.
    fn eval(&mut self, text: &str) -> Result<(i64, usize), EvalError>;
    /// Whether a symbol is defined (`.ifdef`, `.ifndef`, `.ifnotdef`).
    fn is_defined(&mut self, name: &str) -> bool;
    /// Reads a file for `.include`: Ok((name to show in diagnostics,
    /// contents)), or Err when it cannot be read. The expander calls it with
    /// the name as written, then joined to each include directory.
    fn read_file(&mut self, path: &str) -> Result<(String, String), String>;
}

/// A buffer of text the expander owns: a file or one expansion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BufId(pub u32);

/// A place in a buffer: 1-based line, byte offset in the buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Site {
    pub buf: BufId,
    pub line: u32,
    pub offset: usize,
}

/// What made an expansion buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExpansionKind {
    Macro(String),
    Rept,
    Irp,
    Irpc,
}

/// Where a buffer's text comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BufKind {
    /// A source file (the main file or an included one); `included_at` is
    /// the `.include` directive.
    File { included_at: Option<Site> },
    /// An expansion. Line `k` (1-based) of the buffer is line
    /// `def.line + (k - 1) % body_lines` of the buffer `def.buf` (the
    /// definition's body); `call` is the invocation (or `.rept`/`.irp`).
    Expansion {
        kind: ExpansionKind,
        call: Site,
        def: Site,
        body_lines: u32,
    },
}

/// A buffer: its name (a file name, or `<instantiation>`), its text and
/// where it comes from.
#[derive(Clone, Debug)]
pub struct Buffer {
    pub name: String,
    pub text: String,
    pub kind: BufKind,
}

/// One statement line for the driver: `expander.buffer(buf).text[range]`,
/// on line `line` (1-based) of that buffer. Byte spans the driver keeps are
/// offsets into that buffer's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub buf: BufId,
    pub range: Range<usize>,
    pub line: u32,
}

/// A diagnostic of the expander itself: `span` is a byte range in `buf`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MacroDiag {
    pub severity: Severity,
    /// Macro-engine problems are all [`DiagKind::Macro`](crate::DiagKind).
    pub kind: crate::DiagKind,
    pub buf: BufId,
    pub line: u32,
    pub span: Range<usize>,
    pub message: String,
}

/// A resolved place for rendering: file (or `<instantiation>` buffer name),
/// line and column, and for expansion buffers where the line is in the
/// macro's definition and the chain of call sites (innermost first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    pub file: String,
    pub line: u32,
    pub col: u32,
    pub chain: Vec<Frame>,
}

/// One step of an expansion chain.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// `macro NAME`, `.rept`, `.irp`, `.irpc` or `.include`.
    pub what: String,
    /// The file and line of the definition line the text comes from
    /// (for expansions), or of the including directive.
    pub def_file: String,
    pub def_line: u32,
    /// Where it was called (a file, never `<instantiation>`, when the call
    /// site is itself in an expansion the next frame says so).
    pub call_file: String,
    pub call_line: u32,
}

#[derive(Clone, Debug)]
struct Param {
    name: String,
    default: String,
    required: bool,
    vararg: bool,
}

#[derive(Debug)]
struct Macro {
    name: String,
    params: Vec<Param>,
    body: String,
    def: Site,
    body_lines: u32,
    /// How many times it was expanded (`\+`).
    count: std::cell::Cell<u64>,
}

/// The state of the input: one frame per buffer being read.
#[derive(Clone, Debug)]
struct Input {
    buf: BufId,
    pos: usize,
    line: u32,
    /// Inside a `/* */` comment that began on an earlier line.
    in_comment: bool,
    /// An expansion (macro or `.rept`-like), not a file.
    expansion: bool,
    /// Conditional stack depth when the expansion began (for `.exitm`).
    cond_depth: usize,
    /// Where the rest of the current line starts when a label part was
    /// handed out first (`lab: .if 0`).
    resume: Option<(usize, usize)>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CondKind {
    If,
    ElseIf,
    Else,
}

#[derive(Clone, Copy, Debug)]
struct Cond {
    kind: CondKind,
    met: bool,
    ignore: bool,
}

/// The expander. Create with [`Expander::new`], pull lines with
/// [`Expander::next_line`] until it returns None, then read
/// [`Expander::diags`].
pub struct Expander {
    bufs: Vec<Buffer>,
    stack: Vec<Input>,
    /// The outer conditional states (the current one is `cond`).
    conds: Vec<Cond>,
    cond: Cond,
    /// Where each open `.if` is (parallel to `conds`).
    cond_sites: Vec<Site>,
    macros: HashMap<String, Rc<Macro>>,
    include_dirs: Vec<PathBuf>,
    alt: bool,
    /// `\@`: macro instantiations so far.
    instantiations: u64,
    expanded_bytes: usize,
    limit: usize,
    limit_hit: bool,
    ended: bool,
    diags: Vec<MacroDiag>,
}

/// Identifier characters of the lexer (start: letters, `_`, `.`, `$`).
fn ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c == b'.' || c == b'$'
}
fn ident_char(c: u8) -> bool {
    ident_start(c) || c.is_ascii_digit() || c == b'@'
}
/// Characters of a parameter name when substituting (no `@`).
fn param_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'.' || c == b'$'
}
fn blank(c: u8) -> bool {
    c == b' ' || c == b'\t' || c == b'\r'
}

/// Where the statement part of `s[start..end]` ends: at `;`, `//`, or a
/// `#` that starts the line (outside strings). `/* */` inside the line is
/// left to the lexer; an unclosed `/*` ends the statement too.
fn code_end(s: &[u8], start: usize, end: usize) -> (usize, bool) {
    let mut i = start;
    let mut first = true;
    while i < end {
        let c = s[i];
        match c {
            b'"' => {
                i += 1;
                while i < end && s[i] != b'"' {
                    if s[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
                i += 1;
                first = false;
                continue;
            }
            b';' => return (i, false),
            b'#' if first => return (i, false),
            b'/' if i + 1 < end && s[i + 1] == b'/' => return (i, false),
            b'/' if i + 1 < end && s[i + 1] == b'*' => match find(s, i + 2, end, b"*/") {
                Some(p) => {
                    i = p + 2;
                    continue;
                }
                None => return (i, true),
            },
            _ => {}
        }
        if !blank(c) {
            first = false;
        }
        i += 1;
    }
    (end.min(s.len()), false)
}

/// Directives of the `.if` family (any case), which are looked at even in
/// skipped regions.
fn is_cond_directive(name: &str) -> bool {
    const C: [&str; 19] = [
        ".if",
        ".ifeq",
        ".ifne",
        ".ifgt",
        ".ifge",
        ".iflt",
        ".ifle",
        ".ifdef",
        ".ifndef",
        ".ifnotdef",
        ".ifc",
        ".ifnc",
        ".ifeqs",
        ".ifnes",
        ".ifb",
        ".ifnb",
        ".elseif",
        ".else",
        ".endif",
    ];
    name.len() <= 9 && C.iter().any(|c| c.eq_ignore_ascii_case(name))
}

/// The other directives the expander handles (any case).
fn is_expander_directive(name: &str) -> bool {
    const D: [&str; 14] = [
        ".macro",
        ".endm",
        ".endmacro",
        ".exitm",
        ".purgem",
        ".rept",
        ".rep",
        ".irp",
        ".irpc",
        ".endr",
        ".altmacro",
        ".noaltmacro",
        ".include",
        ".end",
    ];
    name.len() <= 11 && D.iter().any(|c| c.eq_ignore_ascii_case(name))
}

fn find(s: &[u8], from: usize, end: usize, pat: &[u8]) -> Option<usize> {
    if from >= end {
        return None;
    }
    s[from..end]
        .windows(pat.len())
        .position(|w| w == pat)
        .map(|p| p + from)
}

fn skip_blank(s: &[u8], mut i: usize, end: usize) -> usize {
    while i < end && blank(s[i]) {
        i += 1;
    }
    i
}

/// Skips blanks and `/* */` comments closed on the line.
fn skip_ws(s: &[u8], mut i: usize, end: usize) -> usize {
    loop {
        i = skip_blank(s, i, end);
        if i + 1 < end && s[i] == b'/' && s[i + 1] == b'*' {
            if let Some(p) = find(s, i + 2, end, b"*/") {
                i = p + 2;
                continue;
            }
        }
        return i;
    }
}

fn ident_end(s: &[u8], i: usize, end: usize) -> usize {
    if i >= end || !ident_start(s[i]) {
        return i;
    }
    let mut j = i + 1;
    while j < end && ident_char(s[j]) {
        j += 1;
    }
    j
}

/// A token of a macro argument list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum AK {
    Space,
    Comma,
    LParen,
    RParen,
    /// A single `=`.
    Equal,
    /// An operator that joins words across blanks (`+`, `<<`, `.`, ...).
    Op,
    Str,
    Ident,
    Other,
    End,
}

/// The lexer of macro arguments: token kinds with their byte ranges.
fn arg_tok(s: &[u8], i: usize, end: usize) -> (AK, usize) {
    if i >= end {
        return (AK::End, i);
    }
    let c = s[i];
    let two = |d: u8| i + 1 < end && s[i + 1] == d;
    match c {
        b' ' | b'\t' | b'\r' => (AK::Space, skip_ws(s, i, end)),
        b',' => (AK::Comma, i + 1),
        b'(' => (AK::LParen, i + 1),
        b')' => (AK::RParen, i + 1),
        b'=' if two(b'=') => (AK::Op, i + 2),
        b'=' => (AK::Equal, i + 1),
        b'"' => {
            let mut j = i + 1;
            while j < end && s[j] != b'"' {
                if s[j] == b'\\' {
                    j += 1;
                }
                j += 1;
            }
            (AK::Str, (j + 1).min(end))
        }
        b'<' if two(b'<') || two(b'=') || two(b'>') => (AK::Op, i + 2),
        b'>' if two(b'>') || two(b'=') => (AK::Op, i + 2),
        b'!' if two(b'=') => (AK::Op, i + 2),
        b'&' if two(b'&') => (AK::Op, i + 2),
        b'|' if two(b'|') => (AK::Op, i + 2),
        b'+' | b'-' | b'*' | b'/' | b'&' | b'|' | b'^' | b'~' | b'!' | b'<' | b'>' => {
            (AK::Op, i + 1)
        }
        b'.' if i + 1 >= end || !ident_char(s[i + 1]) => (AK::Op, i + 1),
        b'\'' => {
            if i + 2 < end && s[i + 2] == b'\'' {
                (AK::Other, i + 3)
            } else if i + 3 < end && s[i + 1] == b'\\' && s[i + 3] == b'\'' {
                (AK::Other, i + 4)
            } else {
                (AK::Other, i + 1)
            }
        }
        _ if ident_start(c) => (AK::Ident, ident_end(s, i, end)),
        _ if c.is_ascii_digit() => {
            let mut j = i + 1;
            while j < end && (s[j].is_ascii_alphanumeric() || s[j] == b'_' || s[j] == b'.') {
                j += 1;
            }
            (AK::Ident, j)
        }
        _ => (AK::Other, i + c.len_utf8_of()),
    }
}

trait Utf8Len {
    fn len_utf8_of(self) -> usize;
}
impl Utf8Len for u8 {
    fn len_utf8_of(self) -> usize {
        match self {
            0xF0..=0xFF => 4,
            0xE0..=0xEF => 3,
            0xC0..=0xDF => 2,
            _ => 1,
        }
    }
}

/// An argument as it will be substituted.
#[derive(Clone, Debug, Default)]
struct Arg {
    text: String,
}

enum Flow {
    /// Hand this line to the driver.
    Emit(Line),
    /// Go on with the next line.
    Next,
}

impl Expander {
    /// An expander over the main file's text. `include_dirs` are searched
    /// for `.include` after the name as written.
    pub fn new(main_file_name: &str, main_text: String, include_dirs: Vec<PathBuf>) -> Self {
        let bufs = vec![Buffer {
            name: main_file_name.to_string(),
            text: main_text,
            kind: BufKind::File { included_at: None },
        }];
        Expander {
            bufs,
            stack: vec![Input {
                buf: BufId(0),
                pos: 0,
                line: 0,
                in_comment: false,
                expansion: false,
                cond_depth: 0,
                resume: None,
            }],
            conds: Vec::new(),
            cond: Cond {
                kind: CondKind::If,
                met: false,
                ignore: false,
            },
            cond_sites: Vec::new(),
            macros: HashMap::new(),
            include_dirs,
            alt: false,
            instantiations: 0,
            expanded_bytes: 0,
            limit: DEFAULT_EXPANSION_LIMIT,
            limit_hit: false,
            ended: false,
            diags: Vec::new(),
        }
    }

    /// Bounds the bytes of all expansions and included files together
    /// (default [`DEFAULT_EXPANSION_LIMIT`]).
    pub fn set_expansion_limit(&mut self, bytes: usize) {
        self.limit = bytes;
    }

    /// Bytes of expansion text made so far.
    pub fn expanded_bytes(&self) -> usize {
        self.expanded_bytes
    }

    /// Every buffer (index = [`BufId`]).
    pub fn buffers(&self) -> &[Buffer] {
        &self.bufs
    }

    pub fn buffer(&self, id: BufId) -> &Buffer {
        &self.bufs[id.0 as usize]
    }

    /// The text of a line.
    pub fn line_text(&self, l: &Line) -> &str {
        &self.bufs[l.buf.0 as usize].text[l.range.clone()]
    }

    /// The expander's own diagnostics, in the order found.
    pub fn diags(&self) -> &[MacroDiag] {
        &self.diags
    }

    /// Takes the diagnostics found so far.
    pub fn take_diags(&mut self) -> Vec<MacroDiag> {
        std::mem::take(&mut self.diags)
    }

    /// Whether `.altmacro` is in effect.
    pub fn alt_macro(&self) -> bool {
        self.alt
    }

    /// Resolves a byte offset in a buffer for rendering: the buffer's name,
    /// line and column, and the expansion chain (innermost first) with the
    /// definition line and call site of each step.
    pub fn locate(&self, buf: BufId, offset: usize) -> Location {
        let b = &self.bufs[buf.0 as usize];
        let off = offset.min(b.text.len());
        let before = &b.text.as_bytes()[..off];
        let line = before.iter().filter(|&&c| c == b'\n').count() as u32 + 1;
        let ls = before
            .iter()
            .rposition(|&c| c == b'\n')
            .map_or(0, |p| p + 1);
        self.locate_line(buf, line, (off - ls) as u32 + 1)
    }

    /// [`Expander::locate`] for a place whose line (in its buffer) and
    /// column are known, as a [`Line`] gives them: no scan of the buffer,
    /// so locating every line of a large expansion stays linear.
    pub fn locate_line(&self, buf: BufId, line: u32, col: u32) -> Location {
        let b = &self.bufs[buf.0 as usize];
        let mut chain = Vec::new();
        let mut cur = (buf, line);
        // Bounded: every step goes to an older buffer.
        loop {
            let bb = &self.bufs[cur.0 .0 as usize];
            match &bb.kind {
                BufKind::File { included_at: None } => break,
                BufKind::File {
                    included_at: Some(site),
                } => {
                    let (cf, cl) = self.file_line(site.buf, site.line);
                    chain.push(Frame {
                        what: ".include".into(),
                        def_file: bb.name.clone(),
                        def_line: cur.1,
                        call_file: cf,
                        call_line: cl,
                    });
                    cur = (site.buf, site.line);
                }
                BufKind::Expansion {
                    kind,
                    call,
                    def,
                    body_lines,
                } => {
                    let dl = def.line + (cur.1.saturating_sub(1)) % (*body_lines).max(1);
                    let (df, dline) = self.file_line(def.buf, dl);
                    let (cf, cl) = self.file_line(call.buf, call.line);
                    chain.push(Frame {
                        what: match kind {
                            ExpansionKind::Macro(n) => format!("macro {n}"),
                            ExpansionKind::Rept => ".rept".into(),
                            ExpansionKind::Irp => ".irp".into(),
                            ExpansionKind::Irpc => ".irpc".into(),
                        },
                        def_file: df,
                        def_line: dline,
                        call_file: cf,
                        call_line: cl,
                    });
                    cur = (call.buf, call.line);
                }
            }
        }
        Location {
            file: b.name.clone(),
            line,
            col,
            chain,
        }
    }

    /// The file and line a buffer line comes from, through expansions.
    fn file_line(&self, mut buf: BufId, mut line: u32) -> (String, u32) {
        loop {
            let b = &self.bufs[buf.0 as usize];
            match &b.kind {
                BufKind::File { .. } => return (b.name.clone(), line),
                BufKind::Expansion {
                    def, body_lines, ..
                } => {
                    line = def.line + (line.saturating_sub(1)) % (*body_lines).max(1);
                    buf = def.buf;
                }
            }
        }
    }

    /// Renders a diagnostic: `file:line:col: error: message`, then for an
    /// expansion one note per step: the macro's own line and its call site.
    pub fn render(&self, d: &MacroDiag) -> String {
        let loc = self.locate(d.buf, d.span.start);
        let sev = match d.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        let (file, line) = self.file_line(d.buf, loc.line);
        let mut s = format!("{file}:{line}:{}: {sev}: {}", loc.col, d.message);
        for f in &loc.chain {
            s.push_str(&format!(
                "\n  in {} called at {}:{}",
                f.what, f.call_file, f.call_line
            ));
        }
        s
    }

    fn error_at(&mut self, buf: BufId, line: u32, at: usize, end: usize, msg: String) {
        self.diags.push(MacroDiag {
            kind: crate::DiagKind::Macro,
            severity: Severity::Error,
            buf,
            line,
            span: at..end.max(at),
            message: msg,
        });
    }

    fn ignoring(&self) -> bool {
        self.cond.ignore
    }

    fn expansion_depth(&self) -> usize {
        self.stack.iter().filter(|f| f.expansion).count()
    }

    /// The next statement line for the driver, None at the end.
    pub fn next_line(&mut self, host: &mut impl Host) -> Option<Line> {
        loop {
            if self.ended {
                return None;
            }
            let Some(top) = self.stack.last_mut() else {
                self.finish();
                return None;
            };
            let buf = top.buf;
            let (start, end, line_no) = if let Some((s, e)) = top.resume.take() {
                (s, e, top.line)
            } else {
                let text = self.bufs[buf.0 as usize].text.as_bytes();
                if top.pos >= text.len() {
                    let f = self.stack.pop();
                    if self.stack.is_empty() {
                        if let Some(f) = f {
                            if f.in_comment {
                                let len = self.bufs[buf.0 as usize].text.len();
                                self.error_at(buf, f.line, len, len, "unterminated comment".into());
                            }
                        }
                    }
                    continue;
                }
                let s = top.pos;
                let e = text[s..]
                    .iter()
                    .position(|&c| c == b'\n')
                    .map_or(text.len(), |p| p + s);
                top.pos = e + 1;
                top.line += 1;
                let mut s2 = s;
                if top.in_comment {
                    match find(text, s, e, b"*/") {
                        Some(p) => {
                            top.in_comment = false;
                            s2 = p + 2;
                        }
                        None => continue,
                    }
                }
                let (ce, open) = code_end(text, s2, e);
                if open {
                    top.in_comment = true;
                }
                (s2, ce, top.line)
            };
            match self.statement(host, buf, start, end, line_no) {
                Flow::Emit(l) => return Some(l),
                Flow::Next => {}
            }
        }
    }

    fn finish(&mut self) {
        if !self.conds.is_empty() {
            let main = BufId(0);
            let len = self.bufs[0].text.len();
            let lines = self.bufs[0].text.matches('\n').count() as u32 + 1;
            self.error_at(main, lines, len, len, "unmatched .ifs or .elses".into());
            self.conds.clear();
            self.cond_sites.clear();
        }
        self.ended = true;
    }

    /// One statement `text[start..end]` (comments removed at the end).
    fn statement(
        &mut self,
        host: &mut impl Host,
        buf: BufId,
        start: usize,
        end: usize,
        line: u32,
    ) -> Flow {
        let b = self.bufs[buf.0 as usize].text.as_bytes();
        let i = skip_ws(b, start, end);
        if i >= end {
            return Flow::Next;
        }
        let ie = ident_end(b, i, end);
        let dot = b[i] == b'.';
        // Conditionals come first, even in skipped regions.
        if ie > i
            && dot
            && is_cond_directive(&self.bufs[buf.0 as usize].text[i..ie])
            && self.conditional(host, buf, line, i, ie, end)
        {
            return Flow::Next;
        }
        if self.ignoring() {
            return Flow::Next;
        }
        let b = self.bufs[buf.0 as usize].text.as_bytes();
        // Labels: hand them out alone when an expander statement follows.
        let mut k = i;
        loop {
            let mut e = ident_end(b, k, end);
            if e == k {
                while e < end && b[e].is_ascii_digit() {
                    e += 1;
                }
            }
            if e == k {
                break;
            }
            let c = skip_ws(b, e, end);
            if c < end && b[c] == b':' {
                k = skip_ws(b, c + 1, end);
            } else {
                break;
            }
        }
        if k > i {
            if k >= end {
                return Flow::Emit(Line {
                    buf,
                    range: start..end,
                    line,
                });
            }
            let ke = ident_end(b, k, end);
            if ke > k && self.handles(&self.bufs[buf.0 as usize].text[k..ke]) {
                let top = self.stack.last_mut().expect("a frame");
                top.resume = Some((k, end));
                return Flow::Emit(Line {
                    buf,
                    range: start..k,
                    line,
                });
            }
            return Flow::Emit(Line {
                buf,
                range: start..end,
                line,
            });
        }
        if ie == i {
            return Flow::Emit(Line {
                buf,
                range: start..end,
                line,
            });
        }
        // No allocation on the path of an ordinary statement.
        let after = skip_ws(b, ie, end);
        // `name = expr` is an assignment, never a macro call.
        let assign = after < end && b[after] == b'=' && !(after + 1 < end && b[after + 1] == b'=');
        if assign {
            return Flow::Emit(Line {
                buf,
                range: start..end,
                line,
            });
        }
        if !self.macros.is_empty() {
            let m = self
                .macros
                .get(&self.bufs[buf.0 as usize].text[i..ie])
                .cloned();
            if let Some(m) = m {
                self.call_macro(host, &m, buf, line, i, ie, end);
                return Flow::Next;
            }
        }
        if dot && is_expander_directive(&self.bufs[buf.0 as usize].text[i..ie]) {
            let name = self.bufs[buf.0 as usize].text[i..ie].to_string();
            if self.directive(host, &name, buf, line, i, ie, end) {
                return Flow::Next;
            }
        }
        Flow::Emit(Line {
            buf,
            range: start..end,
            line,
        })
    }

    /// Whether the expander handles a statement starting with `name`.
    fn handles(&self, name: &str) -> bool {
        self.macros.contains_key(name) || is_cond_directive(name) || is_expander_directive(name)
    }

    fn text(&self, buf: BufId) -> &str {
        &self.bufs[buf.0 as usize].text
    }

    /// Complains when anything but blanks follows `at`; true when clean.
    fn expect_eol(&mut self, buf: BufId, line: u32, at: usize, end: usize) -> bool {
        let p = skip_ws(self.text(buf).as_bytes(), at, end);
        if p < end {
            self.error_at(buf, line, p, end, "expected newline".into());
            return false;
        }
        true
    }

    /// Evaluates the expression at `at`; Err(()) after reporting.
    #[allow(clippy::too_many_arguments)]
    fn eval_expr(
        &mut self,
        host: &mut impl Host,
        buf: BufId,
        line: u32,
        at: usize,
        end: usize,
        not_abs: &str,
        not_abs_at: Option<usize>,
    ) -> Result<(i64, usize), ()> {
        let p = skip_ws(self.text(buf).as_bytes(), at, end);
        let text = &self.bufs[buf.0 as usize].text[p..end];
        match host.eval(text) {
            Ok((v, n)) => Ok((v, p + n.min(text.len()))),
            Err(EvalError::Syntax { at: a, message }) => {
                let a = p + a.min(text.len());
                self.error_at(buf, line, a, a, message);
                Err(())
            }
            Err(EvalError::NotAbsolute) => {
                let q = not_abs_at.unwrap_or(p);
                self.error_at(buf, line, q, end, not_abs.to_string());
                Err(())
            }
        }
    }

    /// Handles a conditional directive; false if `name` is not one.
    fn conditional(
        &mut self,
        host: &mut impl Host,
        buf: BufId,
        line: u32,
        at: usize,
        ie: usize,
        end: usize,
    ) -> bool {
        let name = self.text(buf)[at..ie].to_ascii_lowercase();
        let site = Site {
            buf,
            line,
            offset: at,
        };
        match name.as_str() {
            ".if" | ".ifeq" | ".ifne" | ".ifgt" | ".ifge" | ".iflt" | ".ifle" | ".ifdef"
            | ".ifndef" | ".ifnotdef" | ".ifc" | ".ifnc" | ".ifeqs" | ".ifnes" | ".ifb"
            | ".ifnb" => {
                self.conds.push(self.cond);
                self.cond_sites.push(site);
                self.cond.kind = CondKind::If;
                if self.cond.ignore {
                    return true;
                }
                if let Some(v) = self.cond_value(host, &name, buf, line, ie, end) {
                    self.cond.met = v;
                    self.cond.ignore = !v;
                }
            }
            ".elseif" => {
                if self.conds.is_empty()
                    || !matches!(self.cond.kind, CondKind::If | CondKind::ElseIf)
                {
                    self.error_at(
                        buf,
                        line,
                        at,
                        ie,
                        "Encountered a .elseif that doesn't follow an .if or  an .elseif".into(),
                    );
                    return true;
                }
                self.cond.kind = CondKind::ElseIf;
                let parent_ignore = self.conds.last().is_some_and(|c| c.ignore);
                if parent_ignore || self.cond.met {
                    self.cond.ignore = true;
                } else if let Some(v) = self.cond_value(host, ".if", buf, line, ie, end) {
                    self.cond.met = v;
                    self.cond.ignore = !v;
                }
            }
            ".else" => {
                if self.conds.is_empty()
                    || !matches!(self.cond.kind, CondKind::If | CondKind::ElseIf)
                {
                    self.error_at(
                        buf,
                        line,
                        at,
                        ie,
                        "Encountered a .else that doesn't follow  an .if or an .elseif".into(),
                    );
                    return true;
                }
                if !self.expect_eol(buf, line, ie, end) {
                    return true;
                }
                self.cond.kind = CondKind::Else;
                let parent_ignore = self.conds.last().is_some_and(|c| c.ignore);
                self.cond.ignore = parent_ignore || self.cond.met;
            }
            ".endif" => {
                if self.conds.is_empty() {
                    self.error_at(
                        buf,
                        line,
                        at,
                        ie,
                        "Encountered a .endif that doesn't follow an .if or .else".into(),
                    );
                    return true;
                }
                if !self.expect_eol(buf, line, ie, end) {
                    return true;
                }
                self.cond = self.conds.pop().expect("checked");
                self.cond_sites.pop();
            }
            _ => return false,
        }
        true
    }

    /// The truth of an `.if`-family condition; None after an error.
    fn cond_value(
        &mut self,
        host: &mut impl Host,
        name: &str,
        buf: BufId,
        line: u32,
        ie: usize,
        end: usize,
    ) -> Option<bool> {
        let b = self.text(buf).as_bytes();
        let p = skip_ws(b, ie, end);
        match name {
            ".ifdef" | ".ifndef" | ".ifnotdef" => {
                let e = ident_end(b, p, end);
                if e == p {
                    self.error_at(
                        buf,
                        line,
                        p,
                        p,
                        format!("expected identifier after '{name}'"),
                    );
                    return None;
                }
                let sym = self.text(buf)[p..e].to_string();
                if !self.expect_eol(buf, line, e, end) {
                    return None;
                }
                let d = host.is_defined(&sym);
                Some(if name == ".ifdef" { d } else { !d })
            }
            ".ifb" | ".ifnb" => {
                let blank = p >= end;
                Some(blank == (name == ".ifb"))
            }
            ".ifc" | ".ifnc" => {
                let t = &self.text(buf)[p..end];
                let Some(c) = t.find(',') else {
                    self.error_at(buf, line, end, end, "expected comma".into());
                    return None;
                };
                let eq = t[..c].trim() == t[c + 1..].trim();
                Some(eq == (name == ".ifc"))
            }
            ".ifeqs" | ".ifnes" => {
                let (s1, q) = match self.string_at(buf, p, end) {
                    Some(x) => x,
                    None => {
                        self.error_at(
                            buf,
                            line,
                            p,
                            p,
                            format!("expected string parameter for '{name}' directive"),
                        );
                        return None;
                    }
                };
                let b = self.text(buf).as_bytes();
                let q = skip_ws(b, q, end);
                if q >= end || b[q] != b',' {
                    self.error_at(
                        buf,
                        line,
                        q,
                        q,
                        format!("expected comma after first string for '{name}' directive"),
                    );
                    return None;
                }
                let r = skip_ws(b, q + 1, end);
                let (s2, e2) = match self.string_at(buf, r, end) {
                    Some(x) => x,
                    None => {
                        self.error_at(
                            buf,
                            line,
                            r,
                            r,
                            format!("expected string parameter for '{name}' directive"),
                        );
                        return None;
                    }
                };
                if !self.expect_eol(buf, line, e2, end) {
                    return None;
                }
                Some((s1 == s2) == (name == ".ifeqs"))
            }
            _ => {
                let (v, e) = self
                    .eval_expr(
                        host,
                        buf,
                        line,
                        p,
                        end,
                        "expected absolute expression",
                        None,
                    )
                    .ok()?;
                if !self.expect_eol(buf, line, e, end) {
                    return None;
                }
                Some(match name {
                    ".if" | ".ifne" => v != 0,
                    ".ifeq" => v == 0,
                    ".ifgt" => v > 0,
                    ".ifge" => v >= 0,
                    ".iflt" => v < 0,
                    _ => v <= 0,
                })
            }
        }
    }

    /// A string literal at `p`: its contents (raw) and the end offset.
    fn string_at(&self, buf: BufId, p: usize, end: usize) -> Option<(String, usize)> {
        let b = self.text(buf).as_bytes();
        if p >= end || b[p] != b'"' {
            return None;
        }
        let mut j = p + 1;
        while j < end && b[j] != b'"' {
            if b[j] == b'\\' {
                j += 1;
            }
            j += 1;
        }
        if j >= end {
            return None;
        }
        Some((self.text(buf)[p + 1..j].to_string(), j + 1))
    }

    /// Handles an expander directive; false when it is the driver's.
    #[allow(clippy::too_many_arguments)]
    fn directive(
        &mut self,
        host: &mut impl Host,
        name: &str,
        buf: BufId,
        line: u32,
        at: usize,
        ie: usize,
        end: usize,
    ) -> bool {
        let l = name.to_ascii_lowercase();
        match l.as_str() {
            ".macro" => self.define_macro(buf, line, at, ie, end),
            ".endm" | ".endmacro" => {
                self.error_at(
                    buf,
                    line,
                    ie,
                    ie,
                    format!("unexpected '{name}' in file, no current macro definition"),
                );
            }
            ".exitm" => {
                if !self.expect_eol(buf, line, ie, end) {
                    return true;
                }
                if let Some(k) = self.stack.iter().rposition(|f| f.expansion) {
                    let depth = self.stack[k].cond_depth;
                    self.stack.truncate(k);
                    self.truncate_conds(depth);
                } else {
                    self.error_at(
                        buf,
                        line,
                        at,
                        ie,
                        format!("unexpected '{name}' in file, no current macro definition"),
                    );
                }
            }
            ".purgem" => {
                let b = self.text(buf).as_bytes();
                let p = skip_ws(b, ie, end);
                let e = ident_end(b, p, end);
                if e == p {
                    self.error_at(
                        buf,
                        line,
                        p,
                        p,
                        "expected identifier in '.purgem' directive".into(),
                    );
                    return true;
                }
                let n = self.text(buf)[p..e].to_string();
                if !self.expect_eol(buf, line, e, end) {
                    return true;
                }
                if self.macros.remove(&n).is_none() {
                    self.error_at(buf, line, at, ie, format!("macro '{n}' is not defined"));
                }
            }
            ".rept" | ".rep" => self.rept(host, name, buf, line, at, ie, end),
            ".irp" | ".irpc" => self.irp(host, l == ".irpc", buf, line, at, ie, end),
            ".endr" => {
                self.error_at(buf, line, end, end, "unmatched '.endr' directive".into());
            }
            ".altmacro" => {
                if self.expect_eol(buf, line, ie, end) {
                    self.alt = true;
                }
            }
            ".noaltmacro" => {
                if self.expect_eol(buf, line, ie, end) {
                    self.alt = false;
                }
            }
            ".include" => self.include(host, buf, line, ie, end),
            ".end" => {
                self.ended = true;
            }
            _ => return false,
        }
        true
    }

    fn truncate_conds(&mut self, depth: usize) {
        if self.conds.len() > depth {
            self.cond = self.conds[depth];
            self.conds.truncate(depth);
            self.cond_sites.truncate(depth);
        }
    }

    /// Collects the body of a `.macro` (nested `.macro`/`.endm` counted) or
    /// of a `.rept`-like directive (nested `.rept`/`.irp`/`.irpc`/`.endr`)
    /// from the current buffer: Some((body range, first body line, body
    /// line count)) with the input moved past the closing line.
    fn collect_body(
        &mut self,
        buf: BufId,
        line: u32,
        macro_like: bool,
    ) -> Option<(Range<usize>, u32, u32, usize, usize)> {
        let top = self.stack.last().expect("a frame").clone();
        let text = self.bufs[buf.0 as usize].text.as_bytes();
        let body_start = top.pos.min(text.len());
        let mut pos = body_start;
        let mut ln = line;
        let mut depth = 0usize;
        let mut in_comment = top.in_comment;
        while pos < text.len() {
            let s = pos;
            let e = text[s..]
                .iter()
                .position(|&c| c == b'\n')
                .map_or(text.len(), |p| p + s);
            pos = e + 1;
            ln += 1;
            let mut s2 = s;
            if in_comment {
                match find(text, s, e, b"*/") {
                    Some(p) => {
                        in_comment = false;
                        s2 = p + 2;
                    }
                    None => continue,
                }
            }
            let (ce, open) = code_end(text, s2, e);
            if open {
                in_comment = true;
            }
            let i = skip_ws(text, s2, ce);
            let ie = ident_end(text, i, ce);
            let w = &text[i..ie];
            let (opens, closes) = if macro_like {
                (w == b".macro", w == b".endm" || w == b".endmacro")
            } else {
                (
                    w == b".rept" || w == b".rep" || w == b".irp" || w == b".irpc",
                    w == b".endr",
                )
            };
            if opens {
                depth += 1;
            } else if closes {
                if depth == 0 {
                    let top = self.stack.last_mut().expect("a frame");
                    top.pos = pos;
                    top.line = ln;
                    top.in_comment = in_comment;
                    return Some((body_start..s, line + 1, ln - line - 1, ie, ce));
                }
                depth -= 1;
            }
        }
        // Unterminated: the rest of the buffer is consumed.
        let top = self.stack.last_mut().expect("a frame");
        top.pos = text.len();
        top.line = ln;
        None
    }

    fn define_macro(&mut self, buf: BufId, line: u32, at: usize, ie: usize, end: usize) {
        let t = self.text(buf).as_bytes();
        let p = skip_ws(t, ie, end);
        let ne = ident_end(t, p, end);
        if ne == p {
            self.error_at(
                buf,
                line,
                p,
                p,
                "expected identifier in '.macro' directive".into(),
            );
            return;
        }
        let name = self.text(buf)[p..ne].to_string();
        let mut params: Vec<Param> = Vec::new();
        let mut q = skip_ws(t, ne, end);
        if q < end && t[q] == b',' {
            q = skip_ws(t, q + 1, end);
        }
        let mut bad = false;
        while q < end {
            let pe = ident_end(t, q, end);
            if pe == q {
                self.error_at(
                    buf,
                    line,
                    q,
                    q,
                    "expected identifier in '.macro' directive".into(),
                );
                bad = true;
                break;
            }
            let pname = self.text(buf)[q..pe].to_string();
            let mut param = Param {
                name: pname.clone(),
                default: String::new(),
                required: false,
                vararg: false,
            };
            if let Some(prev) = params.last() {
                if prev.vararg {
                    self.error_at(
                        buf,
                        line,
                        q,
                        q,
                        format!(
                            "vararg parameter '{}' should be the last parameter",
                            prev.name
                        ),
                    );
                    bad = true;
                    break;
                }
            }
            if params.iter().any(|x| x.name == pname) {
                self.error_at(
                    buf,
                    line,
                    pe,
                    pe,
                    format!("macro '{name}' has multiple parameters named '{pname}'"),
                );
                bad = true;
                break;
            }
            q = skip_ws(t, pe, end);
            if q < end && t[q] == b':' {
                let r = skip_ws(t, q + 1, end);
                let re = ident_end(t, r, end);
                let qual = &self.text(buf)[r..re];
                if qual == "req" {
                    param.required = true;
                } else if qual == "vararg" {
                    param.vararg = true;
                } else {
                    let qual = qual.to_string();
                    self.error_at(
                        buf,
                        line,
                        r,
                        re,
                        format!(
                            "{qual} is not a valid parameter qualifier for '{pname}' in macro '{name}'"
                        ),
                    );
                    bad = true;
                    break;
                }
                q = skip_ws(t, re, end);
            }
            if q < end && t[q] == b'=' {
                let r = skip_ws(t, q + 1, end);
                match self.parse_arg(buf, r, end, false) {
                    Ok((a, e)) => {
                        param.default = a.text;
                        q = skip_ws(t, e, end);
                    }
                    Err((pos, m)) => {
                        self.error_at(buf, line, pos, pos, m);
                        bad = true;
                        break;
                    }
                }
                // `a=1:req` is accepted as written.
                if q < end && t[q] == b':' {
                    let r = skip_ws(t, q + 1, end);
                    q = skip_ws(t, ident_end(t, r, end), end);
                }
            }
            params.push(param);
            if q < end && t[q] == b',' {
                q = skip_ws(t, q + 1, end);
            }
        }
        if bad {
            return;
        }
        let Some((body, first, nlines, ..)) = self.collect_body(buf, line, true) else {
            self.error_at(
                buf,
                line,
                at,
                ie,
                "no matching '.endmacro' in definition".into(),
            );
            return;
        };
        if self.macros.contains_key(&name) {
            self.error_at(
                buf,
                line,
                at,
                ie,
                format!("macro '{name}' is already defined"),
            );
            return;
        }
        let body_text = self.text(buf)[body].to_string();
        self.macros.insert(
            name.clone(),
            Rc::new(Macro {
                name,
                params,
                body: body_text,
                def: Site {
                    buf,
                    line: first,
                    offset: 0,
                },
                body_lines: nlines,
                count: std::cell::Cell::new(0),
            }),
        );
    }

    /// One macro argument from `p` (llvm-mc's rules: blanks end it unless
    /// an operator joins the words; parentheses group; strings lose their
    /// quotes). Returns the argument and where it ended.
    fn parse_arg(
        &self,
        buf: BufId,
        p: usize,
        end: usize,
        vararg: bool,
    ) -> Result<(Arg, usize), (usize, String)> {
        let t = self.text(buf).as_bytes();
        let s = self.text(buf);
        let mut arg = Arg {
            text: String::new(),
        };
        if vararg {
            if p < end {
                arg.text.push_str(&s[p..end]);
            }
            return Ok((arg, end));
        }
        let mut i = p;
        let mut level = 0usize;
        loop {
            let (mut k, mut e) = arg_tok(t, i, end);
            if k == AK::Equal {
                return Err((i, "unexpected token in macro instantiation".into()));
            }
            if level == 0 {
                if k == AK::Comma {
                    break;
                }
                let mut spaced = false;
                if k == AK::Space {
                    spaced = true;
                    i = e;
                    (k, e) = arg_tok(t, i, end);
                }
                if k == AK::Op {
                    arg.text.push_str(&s[i..e]);
                    i = e;
                    let (k2, e2) = arg_tok(t, i, end);
                    if k2 == AK::Space {
                        i = e2;
                    }
                    continue;
                }
                if spaced {
                    break;
                }
                if k == AK::Equal {
                    return Err((i, "unexpected token in macro instantiation".into()));
                }
            }
            match k {
                AK::End => break,
                AK::LParen => level += 1,
                AK::RParen => level = level.saturating_sub(1),
                _ => {}
            }
            if k == AK::Str && e - i >= 2 && t[e - 1] == b'"' {
                arg.text.push_str(&s[i + 1..e - 1]);
            } else {
                arg.text.push_str(&s[i..e]);
            }
            i = e;
        }
        if level != 0 {
            return Err((i, "unbalanced parentheses in macro argument".into()));
        }
        Ok((arg, i))
    }

    /// An `.altmacro` `<...>` string at `p` (with `!` escapes): its value
    /// and end.
    fn angle_string(&self, buf: BufId, p: usize, end: usize) -> Option<(String, usize)> {
        let t = self.text(buf).as_bytes();
        let s = self.text(buf);
        let mut out = String::new();
        let mut j = p + 1;
        let mut run = j;
        while j < end {
            match t[j] {
                b'!' => {
                    out.push_str(&s[run..j]);
                    j += 1;
                    if j >= end {
                        return None;
                    }
                    run = j;
                    j += t[j].len_utf8_of();
                }
                b'>' => {
                    out.push_str(&s[run..j]);
                    return Some((out, j + 1));
                }
                c => j += c.len_utf8_of(),
            }
        }
        None
    }

    /// Parses the argument list at `p` for `params` (None: any number of
    /// positional arguments, for `.irp`). Errors are reported.
    #[allow(clippy::too_many_arguments)]
    fn parse_args(
        &mut self,
        host: &mut impl Host,
        buf: BufId,
        line: u32,
        p: usize,
        end: usize,
        params: Option<&[Param]>,
        macro_name: &str,
    ) -> Option<Vec<Option<Arg>>> {
        let mut out: Vec<Option<Arg>> = Vec::new();
        let mut i = skip_ws(self.text(buf).as_bytes(), p, end);
        let n = params.map_or(usize::MAX, |p| p.len());
        let mut keyword_seen = false;
        let mut idx = 0usize;
        if i >= end {
            return self.fill_defaults(buf, line, end, params, macro_name, out);
        }
        while idx < n {
            let t = self.text(buf).as_bytes();
            let mut target = idx;
            let id_at = i;
            let ke = ident_end(t, i, end);
            let mut keyword = false;
            if ke > i {
                let q = skip_ws(t, ke, end);
                if q < end && t[q] == b'=' && !(q + 1 < end && t[q + 1] == b'=') {
                    let kname = self.text(buf)[i..ke].to_string();
                    keyword = true;
                    keyword_seen = true;
                    i = skip_ws(t, q + 1, end);
                    match params.and_then(|ps| ps.iter().position(|x| x.name == kname)) {
                        Some(k) => target = k,
                        None => {
                            self.error_at(
                                buf,
                                line,
                                id_at,
                                ke,
                                format!(
                                    "parameter named '{kname}' does not exist for macro '{macro_name}'"
                                ),
                            );
                            return None;
                        }
                    }
                }
            }
            if keyword_seen && !keyword {
                self.error_at(
                    buf,
                    line,
                    id_at,
                    id_at,
                    "cannot mix positional and keyword arguments".into(),
                );
                return None;
            }
            let vararg = params.is_some_and(|ps| ps.get(target).is_some_and(|x| x.vararg));
            let t = self.text(buf).as_bytes();
            let (arg, e) = if self.alt && i < end && t[i] == b'%' {
                match self.eval_expr(
                    host,
                    buf,
                    line,
                    i + 1,
                    end,
                    "expected absolute expression",
                    Some(i),
                ) {
                    Ok((v, e)) => (
                        Arg {
                            text: v.to_string(),
                        },
                        e,
                    ),
                    Err(()) => return None,
                }
            } else if self.alt
                && i < end
                && t[i] == b'<'
                && self.angle_string(buf, i, end).is_some()
            {
                let (v, e) = self.angle_string(buf, i, end).expect("checked");
                (Arg { text: v }, e)
            } else {
                match self.parse_arg(buf, i, end, vararg) {
                    Ok(x) => x,
                    Err((pos, m)) => {
                        self.error_at(buf, line, pos, pos, m);
                        return None;
                    }
                }
            };
            if !arg.text.is_empty() {
                if out.len() <= target {
                    out.resize(target + 1, None);
                }
                out[target] = Some(arg);
            }
            let t = self.text(buf).as_bytes();
            i = skip_ws(t, e, end);
            if i >= end {
                return self.fill_defaults(buf, line, end, params, macro_name, out);
            }
            if t[i] == b',' {
                i = skip_ws(t, i + 1, end);
            }
            idx += 1;
        }
        self.error_at(buf, line, i, i, "too many positional arguments".into());
        None
    }

    fn fill_defaults(
        &mut self,
        buf: BufId,
        line: u32,
        end: usize,
        params: Option<&[Param]>,
        macro_name: &str,
        mut out: Vec<Option<Arg>>,
    ) -> Option<Vec<Option<Arg>>> {
        let Some(ps) = params else {
            return Some(out);
        };
        out.resize(ps.len(), None);
        let mut ok = true;
        for (k, p) in ps.iter().enumerate() {
            if out[k].is_none() {
                if p.required {
                    self.error_at(
                        buf,
                        line,
                        end,
                        end,
                        format!(
                            "missing value for required parameter '{}' in macro '{macro_name}'",
                            p.name
                        ),
                    );
                    ok = false;
                }
                out[k] = Some(Arg {
                    text: p.default.clone(),
                });
            }
        }
        ok.then_some(out)
    }

    /// Substitutes `params`/`args` into `body`, appending to `out`.
    fn substitute(
        &self,
        body: &str,
        params: &[&str],
        args: &[&str],
        at: Option<u64>,
        count: Option<u64>,
        out: &mut String,
    ) {
        let b = body.as_bytes();
        let mut i = 0;
        let mut run = 0;
        while i < b.len() {
            let c = b[i];
            if c == b'\\' && i + 1 < b.len() {
                let n = b[i + 1];
                if n == b'@' && at.is_some() {
                    out.push_str(&body[run..i]);
                    out.push_str(&at.unwrap_or(0).to_string());
                    i += 2;
                    run = i;
                    continue;
                }
                if n == b'+' && count.is_some() {
                    out.push_str(&body[run..i]);
                    out.push_str(&count.unwrap_or(0).to_string());
                    i += 2;
                    run = i;
                    continue;
                }
                if n == b'(' && i + 2 < b.len() && b[i + 2] == b')' {
                    out.push_str(&body[run..i]);
                    i += 3;
                    run = i;
                    continue;
                }
                let mut j = i + 1;
                while j < b.len() && param_char(b[j]) {
                    j += 1;
                }
                if j > i + 1 {
                    if let Some(k) = params.iter().position(|p| *p == &body[i + 1..j]) {
                        out.push_str(&body[run..i]);
                        out.push_str(args[k]);
                        i = j;
                        run = i;
                        continue;
                    }
                    i = j;
                    continue;
                }
                i += 1;
                continue;
            }
            if self.alt && param_char(c) {
                let mut j = i + 1;
                while j < b.len() && param_char(b[j]) {
                    j += 1;
                }
                if let Some(k) = params.iter().position(|p| *p == &body[i..j]) {
                    out.push_str(&body[run..i]);
                    out.push_str(args[k]);
                    run = j;
                }
                i = j;
                continue;
            }
            i += c.len_utf8_of().max(1);
        }
        out.push_str(&body[run..]);
    }

    /// Charges `n` bytes of expansion; false (after an error) past the limit.
    fn charge(&mut self, n: usize, buf: BufId, line: u32, at: usize, end: usize) -> bool {
        self.expanded_bytes = self.expanded_bytes.saturating_add(n);
        if self.expanded_bytes > self.limit {
            if !self.limit_hit {
                self.limit_hit = true;
                let lim = self.limit;
                self.error_at(
                    buf,
                    line,
                    at,
                    end,
                    format!("macro expansion exceeds the limit of {lim} bytes in total"),
                );
            }
            // Stop the whole assembly: nothing after this can be trusted
            // and continuing could repeat the runaway.
            self.ended = true;
            return false;
        }
        true
    }

    fn push_expansion(
        &mut self,
        text: String,
        kind: ExpansionKind,
        call: Site,
        def: Site,
        body_lines: u32,
    ) {
        let id = BufId(self.bufs.len() as u32);
        self.bufs.push(Buffer {
            name: "<instantiation>".into(),
            text,
            kind: BufKind::Expansion {
                kind,
                call,
                def,
                body_lines,
            },
        });
        let depth = self.conds.len();
        self.stack.push(Input {
            buf: id,
            pos: 0,
            line: 0,
            in_comment: false,
            expansion: true,
            cond_depth: depth,
            resume: None,
        });
    }

    #[allow(clippy::too_many_arguments)]
    fn call_macro(
        &mut self,
        host: &mut impl Host,
        m: &Rc<Macro>,
        buf: BufId,
        line: u32,
        at: usize,
        ie: usize,
        end: usize,
    ) {
        if self.expansion_depth() >= MAX_MACRO_DEPTH {
            self.error_at(
                buf,
                line,
                ie,
                end,
                format!("macros cannot be nested more than {MAX_MACRO_DEPTH} levels deep"),
            );
            return;
        }
        let Some(args) = self.parse_args(host, buf, line, ie, end, Some(&m.params), &m.name) else {
            return;
        };
        let names: Vec<&str> = m.params.iter().map(|p| p.name.as_str()).collect();
        let vals: Vec<&str> = args
            .iter()
            .map(|a| a.as_ref().map_or("", |a| a.text.as_str()))
            .collect();
        let count = m.count.get();
        let mut text = String::with_capacity(m.body.len());
        self.substitute(
            &m.body,
            &names,
            &vals,
            Some(self.instantiations),
            Some(count),
            &mut text,
        );
        self.instantiations += 1;
        m.count.set(count + 1);
        if !self.charge(text.len().max(1), buf, line, at, end) {
            return;
        }
        let call = Site {
            buf,
            line,
            offset: at,
        };
        self.push_expansion(
            text,
            ExpansionKind::Macro(m.name.clone()),
            call,
            m.def,
            m.body_lines,
        );
    }

    #[allow(clippy::too_many_arguments)]
    fn rept(
        &mut self,
        host: &mut impl Host,
        name: &str,
        buf: BufId,
        line: u32,
        at: usize,
        ie: usize,
        end: usize,
    ) {
        let t = self.text(buf).as_bytes();
        let p = skip_ws(t, ie, end);
        let not_abs = format!("unexpected token in '{name}' directive");
        let Ok((n, e)) = self.eval_expr(host, buf, line, p, end, &not_abs, None) else {
            return;
        };
        if !self.expect_eol(buf, line, e, end) {
            return;
        }
        if n < 0 {
            self.error_at(buf, line, p, e, "Count is negative".into());
            return;
        }
        let Some((body, first, nlines, ..)) = self.collect_body(buf, line, false) else {
            self.error_at(
                buf,
                line,
                at,
                ie,
                "no matching '.endr' in definition".into(),
            );
            return;
        };
        let blen = body.len();
        if n == 0 || blen == 0 {
            return;
        }
        let total = (n as u128) * (blen as u128);
        if total > (self.limit.saturating_sub(self.expanded_bytes)) as u128 {
            self.expanded_bytes = self.limit;
            self.charge(1, buf, line, at, end);
            return;
        }
        let mut text = String::with_capacity(total as usize);
        let src = &self.bufs[buf.0 as usize].text[body];
        for _ in 0..n {
            text.push_str(src);
        }
        if !self.charge(text.len(), buf, line, at, end) {
            return;
        }
        let call = Site {
            buf,
            line,
            offset: at,
        };
        let def = Site {
            buf,
            line: first,
            offset: 0,
        };
        self.push_expansion(text, ExpansionKind::Rept, call, def, nlines);
    }

    #[allow(clippy::too_many_arguments)]
    fn irp(
        &mut self,
        host: &mut impl Host,
        irpc: bool,
        buf: BufId,
        line: u32,
        at: usize,
        ie: usize,
        end: usize,
    ) {
        let dname = if irpc { ".irpc" } else { ".irp" };
        let t = self.text(buf).as_bytes();
        let p = skip_ws(t, ie, end);
        let pe = ident_end(t, p, end);
        if pe == p {
            self.error_at(
                buf,
                line,
                p,
                p,
                format!("expected identifier in '{dname}' directive"),
            );
            return;
        }
        let pname = self.text(buf)[p..pe].to_string();
        let c = skip_ws(t, pe, end);
        if c >= end || t[c] != b',' {
            self.error_at(buf, line, c, c, "expected comma".into());
            return;
        }
        let Some(args) = self.parse_args(host, buf, line, c + 1, end, None, "") else {
            return;
        };
        let mut vals: Vec<String> = args
            .into_iter()
            .map(|a| a.map(|a| a.text).unwrap_or_default())
            .collect();
        if irpc {
            if vals.len() > 1 {
                self.error_at(
                    buf,
                    line,
                    end,
                    end,
                    "unexpected token in '.irpc' directive".into(),
                );
                return;
            }
            let s = vals.pop().unwrap_or_default();
            vals = s.chars().map(|c| c.to_string()).collect();
        }
        let Some((body, first, nlines, ..)) = self.collect_body(buf, line, false) else {
            self.error_at(
                buf,
                line,
                at,
                ie,
                "no matching '.endr' in definition".into(),
            );
            return;
        };
        let body = self.bufs[buf.0 as usize].text[body].to_string();
        let total = (vals.len() as u128) * (body.len() as u128 + 1);
        if total > (self.limit.saturating_sub(self.expanded_bytes)) as u128 {
            self.expanded_bytes = self.limit;
            self.charge(1, buf, line, at, end);
            return;
        }
        let mut text = String::new();
        let at_val = self.instantiations;
        for v in &vals {
            self.substitute(&body, &[&pname], &[v], Some(at_val), None, &mut text);
            if text.len() > self.limit.saturating_sub(self.expanded_bytes) {
                break;
            }
        }
        if !self.charge(text.len(), buf, line, at, end) || text.is_empty() {
            return;
        }
        let call = Site {
            buf,
            line,
            offset: at,
        };
        let def = Site {
            buf,
            line: first,
            offset: 0,
        };
        let kind = if irpc {
            ExpansionKind::Irpc
        } else {
            ExpansionKind::Irp
        };
        self.push_expansion(text, kind, call, def, nlines);
    }

    fn include(&mut self, host: &mut impl Host, buf: BufId, line: u32, ie: usize, end: usize) {
        let t = self.text(buf).as_bytes();
        let p = skip_ws(t, ie, end);
        let Some((name, e)) = self.string_at(buf, p, end) else {
            self.error_at(
                buf,
                line,
                p,
                p,
                "expected string in '.include' directive".into(),
            );
            return;
        };
        if !self.expect_eol(buf, line, e, end) {
            return;
        }
        let files = self.stack.iter().filter(|f| !f.expansion).count();
        if files > MAX_INCLUDE_DEPTH {
            self.error_at(
                buf,
                line,
                p,
                e,
                format!("includes nested more than {MAX_INCLUDE_DEPTH} levels deep"),
            );
            return;
        }
        let mut candidates = vec![name.clone()];
        for d in &self.include_dirs {
            candidates.push(Path::new(d).join(&name).to_string_lossy().into_owned());
        }
        // Last, the directory of the including file (llvm-mc looks only
        // in the current directory and the -I directories; this finds a
        // source's companions when it is assembled from elsewhere).
        if let Some(f) = self.stack.iter().rev().find(|f| !f.expansion) {
            let including = &self.bufs[f.buf.0 as usize].name;
            if let Some(dir) = Path::new(including).parent() {
                if !dir.as_os_str().is_empty() && !Path::new(&name).is_absolute() {
                    let c = dir.join(&name).to_string_lossy().into_owned();
                    if !candidates.contains(&c) {
                        candidates.push(c);
                    }
                }
            }
        }
        let mut found = None;
        for c in &candidates {
            if let Ok(x) = host.read_file(c) {
                found = Some(x);
                break;
            }
        }
        let Some((shown, contents)) = found else {
            self.error_at(
                buf,
                line,
                p,
                e,
                format!("Could not find include file '{name}'"),
            );
            return;
        };
        if !self.charge(contents.len(), buf, line, p, e) {
            return;
        }
        let id = BufId(self.bufs.len() as u32);
        self.bufs.push(Buffer {
            name: shown,
            text: contents,
            kind: BufKind::File {
                included_at: Some(Site {
                    buf,
                    line,
                    offset: p,
                }),
            },
        });
        self.stack.push(Input {
            buf: id,
            pos: 0,
            line: 0,
            in_comment: false,
            expansion: false,
            cond_depth: self.conds.len(),
            resume: None,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct H;
    impl Host for H {
        fn eval(&mut self, t: &str) -> Result<(i64, usize), EvalError> {
            let n = t.trim_end();
            let d = n
                .bytes()
                .take_while(|c| c.is_ascii_digit() || *c == b'-')
                .count();
            n[..d]
                .parse()
                .map(|v| (v, d))
                .map_err(|_| EvalError::NotAbsolute)
        }
        fn is_defined(&mut self, n: &str) -> bool {
            n == "yes"
        }
        fn read_file(&mut self, p: &str) -> Result<(String, String), String> {
            Err(p.into())
        }
    }

    fn run(src: &str) -> (Vec<String>, Vec<String>) {
        let mut x = Expander::new("t.s", src.into(), vec![]);
        let mut out = Vec::new();
        while let Some(l) = x.next_line(&mut H) {
            out.push(x.line_text(&l).trim().to_string());
        }
        let d = x.diags().iter().map(|d| x.render(d)).collect();
        (out, d)
    }

    #[test]
    fn basic() {
        let (o, d) = run(".macro m a b=2\n.byte \\a, \\b\n.endm\nm 1\nm 3 4\n");
        assert_eq!(o, [".byte 1, 2", ".byte 3, 4"]);
        assert!(d.is_empty());
    }

    #[test]
    fn label_then_if() {
        let (o, _) = run("lab: .if 0\n.byte 5\n.endif\n");
        assert_eq!(o, ["lab:"]);
    }

    #[test]
    fn origin_chain() {
        let src = ".macro m\n.byte 1\nbad\n.endm\n.rept 2\nm\n.endr\n";
        let mut x = Expander::new("t.s", src.into(), vec![]);
        let mut seen = Vec::new();
        while let Some(l) = x.next_line(&mut H) {
            if x.line_text(&l).trim() == "bad" {
                seen.push(x.locate(l.buf, l.range.start));
            }
        }
        assert_eq!(seen.len(), 2);
        let c = &seen[1].chain;
        assert_eq!(c[0].what, "macro m");
        assert_eq!((c[0].def_file.as_str(), c[0].def_line), ("t.s", 3));
        assert_eq!((c[0].call_file.as_str(), c[0].call_line), ("t.s", 6));
        assert_eq!(c[1].what, ".rept");
        assert_eq!(c[1].call_line, 5);
    }
}
