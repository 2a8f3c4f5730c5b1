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
//! (The unit test `module_example` shows a small host and a run.)

use std::collections::HashMap;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use crate::lexer::comment_close;
use crate::Severity;

/// How deeply macro instantiations may nest (llvm-mc's default).
pub const MAX_MACRO_DEPTH: usize = 20;
/// How deeply `.include` may nest.
pub const MAX_INCLUDE_DEPTH: usize = 64;
/// The default bound on the work of all expansions and included files
/// together: the bytes of the lines they hand out or skip (each line
/// counted as at least 16 bytes) and of the included files. Real
/// sources stay far below it (the largest of MIOpen's hand-written kernels
/// take under 8 MiB); a runaway reaches it in about a second (2 million
/// expanded lines at most), its memory bounded by the nesting depth.
/// `--max-expansion` moves it.
pub const DEFAULT_EXPANSION_LIMIT: usize = 32 << 20;
/// What a line of an expansion costs at least, in bytes of the limit.
pub const LINE_COST: usize = 16;

/// Past this many parameters a macro's names are looked up through a set
/// or map, not one by one (a definition may have many thousands).
const MANY_PARAMS: usize = 32;

thread_local! {
    static INSTANTIATION: Rc<str> = Rc::from("<instantiation>");
}

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
    /// [`Host::eval`] of a text met again at the same place (a line of a
    /// repeated body): `note` is what the host noted there the last time
    /// (0 the first time), kept by the expander for the next time. What
    /// it notes must not be trusted blindly: the next call may be for
    /// another text.
    fn eval_noted(&mut self, text: &str, note: &mut u32) -> Result<(i64, usize), EvalError> {
        let _ = note;
        self.eval(text)
    }
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
    Macro(Rc<str>),
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
    /// `def_line + (k - 1) % body_lines` of the file `def_file` (where the
    /// body was written); `call` is the invocation (or `.rept`/`.irp`).
    Expansion {
        kind: ExpansionKind,
        call: Site,
        def_file: Rc<str>,
        def_line: u32,
        body_lines: u32,
    },
}

/// A buffer: its name (a file name, or `<instantiation>`), its text and
/// where it comes from. A buffer lives while it is being read: the text of
/// a finished expansion is freed at once, so memory follows the nesting
/// depth, not the number of expansions. A `.rept` or `.irp` buffer holds
/// one repetition at a time.
#[derive(Clone, Debug)]
pub struct Buffer<'a> {
    pub id: BufId,
    pub name: Rc<str>,
    /// The main file's text is borrowed (not copied: a copy faults in fresh
    /// pages); expansions and included files own theirs.
    pub text: std::borrow::Cow<'a, str>,
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
    /// A blank line of a listing (with [`Expander::set_list_blanks`]): a
    /// line of blanks, or what llvm-mc lists for an `.include` line, the
    /// end of an included file and a `.macro` definition; no statement.
    pub blank: bool,
}

/// A diagnostic of the expander itself: `span` is a byte range in `buf`,
/// resolved when it is made (`loc`, `source_line`), since the buffer's
/// text does not outlive its expansion.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MacroDiag {
    pub severity: Severity,
    /// Macro-engine problems are all [`DiagKind::Macro`](crate::DiagKind).
    pub kind: crate::DiagKind,
    pub buf: BufId,
    pub line: u32,
    pub span: Range<usize>,
    pub message: String,
    /// Where it is: file, line, column and the expansion chain.
    pub loc: Location,
    /// The text of the line it is on (without its newline).
    pub source_line: String,
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

impl Location {
    /// One note per step of the chain, innermost first:
    /// `in macro m called at a.s:6`.
    pub fn notes(&self) -> Vec<String> {
        self.chain
            .iter()
            .map(|f| format!("in {} called at {}:{}", f.what, f.call_file, f.call_line))
            .collect()
    }
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
    name: Rc<str>,
    params: Vec<Param>,
    body: String,
    /// The file and line of the body's first line.
    def_file: Rc<str>,
    def_line: u32,
    body_lines: u32,
    /// How many times it was expanded (`\+`).
    count: std::cell::Cell<u64>,
    /// The body as pieces to substitute, worked out at the first call
    /// (index 1 under `.altmacro`, whose parameters need no backslash).
    templates: [std::cell::OnceCell<Vec<Seg>>; 2],
}

/// A piece of a body to substitute: text, a parameter, `\@` or `\+`.
#[derive(Clone, Copy, Debug)]
enum Seg {
    Text(u32, u32),
    Param(u32),
    At,
    Count,
}

/// What a frame does at the end of its buffer.
#[derive(Debug)]
enum Repeat {
    /// Nothing: the frame ends.
    Once,
    /// `.rept`: reads the same text again, this many more times.
    Rept(u64),
    /// `.irp`/`.irpc`: the body substituted with the next value (boxed:
    /// a frame is moved as it is pushed, and most are no `.irp`).
    Irp(Box<IrpState>),
}

#[derive(Debug)]
struct IrpState {
    body: String,
    tmpl: Vec<Seg>,
    vals: Args,
    next: usize,
    at: u64,
}

/// The state of the input: one frame per buffer being read.
#[derive(Debug)]
struct Input {
    buf: BufId,
    /// An included file whose `.include` line ends in a comment: llvm-mc
    /// lists no blank line for that line nor for the file's end.
    quiet: bool,
    repeat: Repeat,
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
    /// A `.rept` body's lines as worked out once (`Rows`), read again on
    /// every repetition instead of the text.
    rows: Option<Rows>,
    /// A macro expansion kept for the next call with the same values:
    /// its slot in [`Expander::exp_cache`] and the `macro_gen` it is of.
    cache_slot: Option<CacheSlot>,
}

/// A macro expansion kept for reuse: a body without `\@` or `\+`
/// expands to the same text for the same values, and its rows (what each
/// line is, where each `.rept` body and conditional arm ends) hold for
/// every call.
#[derive(Debug, Default)]
struct CachedExpansion {
    /// None while a frame reads it (or after one was left early).
    text: Option<String>,
    rows: Option<Rows>,
    /// Whether its bytes are counted in [`Expander::exp_bytes`].
    counted: bool,
}

/// A slot of [`Expander::exp_cache`]: the `macro_gen` it is of, and its
/// index.
type CacheSlot = (u32, u32);

/// A kept expansion's text and rows, taken for a call.
type KeptExpansion = (String, Option<Rows>);

/// The most bytes of expansion text kept for reuse, and the most
/// expansions: real kernels expand a few hundred distinct calls.
const EXP_CACHE_BYTES: usize = 8 << 20;
const EXP_CACHE_ENTRIES: usize = 1 << 14;

/// The lines of a repeated body, each worked out once: where it starts,
/// where its statement ends (comments removed) and where it ends, and
/// what it is.
#[derive(Debug)]
struct Rows {
    rows: Vec<Row>,
    /// The next row to read (its `start` is the frame's `pos`).
    next: usize,
    /// `macro_gen` when they were made: a macro defined or purged since
    /// may make another statement of a line.
    gen: u32,
    /// Rows taken from the frame below, from its row `.0` on, whose bytes
    /// start at `.1`: when read to the end they go back there, as a kid.
    from: Option<(usize, u32)>,
    /// The rows (and text) of the `.rept` bodies in these rows, as their
    /// last repetition left them: taken again by the next collection of
    /// the body, not copied out of these rows again. At most one per row.
    kids: Vec<Kid>,
}

/// A nested `.rept` body kept by the rows it is in: its rows and its
/// text, the bytes of the body starting at row `at`.
#[derive(Debug)]
struct Kid {
    at: u32,
    rows: Rows,
    text: String,
}

#[derive(Clone, Copy, Debug)]
struct Row {
    start: u32,
    /// Where the statement starts past blanks (known with the kind).
    first: u32,
    code_end: u32,
    end: u32,
    kind: RowKind,
    /// For a `.rept`-like line whose body was collected: the row of its
    /// `.endr` (0: not known).
    body_end: u32,
    /// For a conditional (`.if`, `.elseif`, `.else`) after which lines
    /// are skipped: the row of its next arm at the same depth (0: not
    /// known; [`NO_SKIP`]: none, or the rows between are not plain
    /// enough to pass over at once).
    skip: u32,
    /// What the rows passed over by `skip` weigh against the expansion
    /// limit, as [`Expander::charge_line`] counts them one by one.
    skip_cost: u32,
    /// For a conditional: what the host noted of its expression
    /// ([`Host::eval_noted`]).
    note: u32,
}

/// [`Row::skip`] of a conditional whose skipped rows are read one by one.
const NO_SKIP: u32 = u32::MAX;

/// For the conditional at `rows[at]` of `text` (`.if`-like, `.elseif`
/// or `.else`): the row of its next arm at the same depth and what the
/// rows before it weigh against the expansion limit; [`NO_SKIP`] when it
/// is not such a conditional, has no next arm in the rows, or a
/// conditional between would complain when read (then they are read).
fn arm_after(text: &str, rows: &[Row], at: usize) -> (u32, u32) {
    let b = text.as_bytes();
    // The conditional a row starts with, and whether nothing follows
    // its name.
    let cond_of = |row: &Row| -> Option<(&'static str, bool)> {
        let (s, e) = (row.start as usize, row.end as usize);
        let (f, ce) = match row.kind {
            RowKind::Inert | RowKind::Blank | RowKind::Plain => return None,
            RowKind::Unknown if inert(b, s, e) => return None,
            RowKind::Unknown => {
                let (f, ce, _) = code_span(b, s, e);
                (f, ce)
            }
            RowKind::Other => (row.first as usize, row.code_end as usize),
            RowKind::Cond(c, n) => {
                let (ie, ce) = ((row.first + n as u32) as usize, row.code_end as usize);
                let name = *COND_DIRECTIVES.get(c as usize)?;
                return Some((name, skip_ws(b, ie, ce) >= ce));
            }
        };
        if f >= ce || b[f] != b'.' {
            return None;
        }
        let ie = ident_end(b, f, ce);
        let name = cond_directive(text.get(f..ie)?)?;
        Some((name, skip_ws(b, ie, ce) >= ce))
    };
    match rows.get(at).and_then(&cond_of) {
        Some((".endif", _)) | None => return (NO_SKIP, 0),
        Some(_) => {}
    }
    // The conditionals opened between, and which of them are past their
    // `.else` (a bit each).
    let mut depth = 0u32;
    let mut past_else = 0u64;
    let mut cost = 0u64;
    for (j, row) in rows.iter().enumerate().skip(at + 1) {
        if let Some((name, clean)) = cond_of(row) {
            let bit = 1u64 << (depth.saturating_sub(1) & 63);
            match name {
                ".elseif" | ".else" | ".endif" if depth == 0 => {
                    return (j as u32, cost.min(u32::MAX as u64 - 1) as u32);
                }
                ".elseif" if past_else & bit != 0 => return (NO_SKIP, 0),
                ".elseif" => {}
                ".else" if past_else & bit != 0 || !clean => return (NO_SKIP, 0),
                ".else" => past_else |= bit,
                ".endif" if !clean => return (NO_SKIP, 0),
                ".endif" => {
                    past_else &= !bit;
                    depth -= 1;
                }
                _ if depth >= 63 => return (NO_SKIP, 0),
                _ => {
                    depth += 1;
                    past_else &= !(1u64 << (depth - 1));
                }
            }
        }
        cost += ((row.end - row.start) as u64 + 1).max(LINE_COST as u64);
    }
    (NO_SKIP, 0)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RowKind {
    /// Not looked at yet (`code_end` is not known either).
    Unknown,
    /// Not looked at yet, but no directive: passed over in a skipped
    /// region.
    Inert,
    /// Nothing to read: blanks and comments.
    Blank,
    /// A statement handed to the driver as it is (an instruction, an
    /// assignment, a directive the expander does not handle).
    Plain,
    /// Anything the expander looks at: its directives, macro calls,
    /// labels.
    Other,
    /// A conditional directive: its place in [`COND_DIRECTIVES`] and the
    /// length of its name as written (after `first`).
    Cond(u8, u8),
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
pub struct Expander<'a> {
    /// The buffers being read, parallel to `stack` (`bufs[0]` is the main
    /// file, kept to the end).
    bufs: Vec<Buffer<'a>>,
    stack: Vec<Input>,
    next_id: u32,
    /// The outer conditional states (the current one is `cond`).
    conds: Vec<Cond>,
    cond: Cond,
    /// Where each open `.if` is (parallel to `conds`).
    cond_sites: Vec<Site>,
    macros: HashMap<String, Rc<Macro>, crate::expr::NameHash>,
    include_dirs: Vec<PathBuf>,
    alt: bool,
    /// `\@`: macro instantiations so far.
    instantiations: u64,
    expanded_bytes: usize,
    limit: usize,
    /// What each expanded line weighs against the limit (2 when every line
    /// is also kept for a listing).
    line_weight: usize,
    limit_hit: bool,
    ended: bool,
    /// Blank lines are handed out for a listing (see [`Line::blank`]), and
    /// how many are due before the next line.
    list_blanks: bool,
    pending_blanks: u32,
    diags: Vec<MacroDiag>,
    /// Bumped when a macro is defined or purged.
    macro_gen: u32,
    /// Lines whose text was looked at (read, or worked out as a row).
    examined: u64,
    /// Rows of repeated bodies taken one by one (skipped ones too).
    rows_read: u64,
    /// Statements whose first words were looked at for what the expander
    /// does of them ([`Expander::statement`]).
    analysed: u64,
    /// Rooms of finished expansions and argument lists, reused (a macro
    /// call allocates nothing once a few have run).
    spare_texts: Vec<String>,
    spare_args: Args,
    /// Expansions of macro calls kept for the next call with the same
    /// values, found by the macro and the values (`exp_index`); all of
    /// one `macro_gen` (`exp_gen`), their text `exp_bytes` in all.
    exp_cache: Vec<CachedExpansion>,
    exp_index: HashMap<Box<[u8]>, u32, crate::expr::NameHash>,
    exp_gen: u32,
    exp_bytes: usize,
    /// Room for the key of a call.
    exp_key: Vec<u8>,
    /// The calls met before.
    exp_seen: crate::expr::Recurring,
    /// The first bytes of the macro names defined so far, a bit each: a
    /// statement whose first byte is not among them calls no macro.
    macro_starts: [u64; 4],
}

/// How many finished expansion texts are kept for reuse, and the largest
/// kept.
const SPARE_TEXTS: usize = 16;
const SPARE_TEXT_MAX: usize = 64 << 10;

/// The largest `.rept` body whose lines are worked out once (larger ones
/// are read as text every time): real bodies are far smaller, and a row
/// costs up to ten times its line, in every level of a nesting.
const ROWS_MAX_TEXT: usize = 64 << 10;

/// Identifier characters of the lexer by byte: bit 0 starts one
/// (letters, `_`, `.`, `$`), bit 1 continues one (and digits, `@`).
static IDENT: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        let start = b.is_ascii_alphabetic() || b == b'_' || b == b'.' || b == b'$';
        let cont = start || b.is_ascii_digit() || b == b'@';
        t[c] = start as u8 | (cont as u8) << 1;
        c += 1;
    }
    t
};

fn ident_start(c: u8) -> bool {
    IDENT[c as usize] & 1 != 0
}
fn ident_char(c: u8) -> bool {
    IDENT[c as usize] & 2 != 0
}
/// Characters of a parameter name when substituting (no `@`).
fn param_char(c: u8) -> bool {
    PARAM[c as usize]
}

/// The characters of a parameter name: letters, digits, `_`, `.`, `$`.
static PARAM: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = b.is_ascii_alphanumeric() || b == b'_' || b == b'.' || b == b'$';
        c += 1;
    }
    t
};
/// Where a name or a backslash starts, under `.altmacro`.
static ALT_STOP: [bool; 256] = {
    let mut t = PARAM;
    t[b'\\' as usize] = true;
    t
};
fn blank(c: u8) -> bool {
    c == b' ' || c == b'\t' || c == b'\r'
}

/// Where the statement part of `s[start..end]` ends: at `;`, `//`, or a
/// `#` that starts the line (outside strings). `/* */` inside the line is
/// left to the lexer; an unclosed `/*` ends the statement too.
fn code_end(s: &[u8], start: usize, end: usize) -> (usize, bool) {
    let (_, ce, open) = code_span(s, start, end);
    (ce, open)
}

/// [`code_end`] with where the statement starts (blanks and closed
/// `/* */` skipped, as [`skip_ws`]): `(first, code end, comment open)`.
/// What comes before `first` holds no `"`, `;` or `//`, so the search
/// for the end starts there.
fn code_span(s: &[u8], start: usize, end: usize) -> (usize, usize, bool) {
    let end = end.min(s.len());
    if start >= end {
        return (end, end, false);
    }
    // `#` ends the statement only as the line's first character that is
    // not blank.
    let f = skip_ws(s, start, end);
    if f >= end {
        return (end, end, false);
    }
    if s[f] == b'#' {
        return (f, f, false);
    }
    let mut i = f;
    while let Some(p) = memchr::memchr3(b'"', b';', b'/', &s[i..end]) {
        let j = i + p;
        match s[j] {
            b'"' => {
                let mut k = j + 1;
                while k < end && s[k] != b'"' {
                    if s[k] == b'\\' {
                        k += 1;
                    }
                    k += 1;
                }
                i = k + 1;
            }
            b';' => return (f, j, false),
            _ if j + 1 < end && s[j + 1] == b'/' => return (f, j, false),
            _ if j + 1 < end && s[j + 1] == b'*' => match comment_close(s, j + 2, end) {
                Some(q) => i = q + 2,
                None => return (f, j, true),
            },
            _ => i = j + 1,
        }
        if i >= end {
            break;
        }
    }
    (f, end, false)
}

/// `name` in lower case in `buf` when it may be a directive of `len`
/// bytes (`.` and one of `second` after it); None else.
fn lower_directive<'b>(
    name: &str,
    len: std::ops::RangeInclusive<usize>,
    second: &[u8],
    buf: &'b mut [u8; 16],
) -> Option<&'b [u8]> {
    let b = name.as_bytes();
    if !len.contains(&b.len()) || b.len() > buf.len() || b[0] != b'.' {
        return None;
    }
    if !second.contains(&(b[1] | 0x20)) {
        return None;
    }
    for (d, c) in buf.iter_mut().zip(b) {
        *d = c.to_ascii_lowercase();
    }
    Some(&buf[..b.len()])
}

/// The directives of the `.if` family, which are looked at even in
/// skipped regions.
const COND_DIRECTIVES: [&str; 19] = [
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

/// The other directives the expander handles.
const EXPANDER_DIRECTIVES: [&str; 14] = [
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

/// `name` as one of `names` when written exactly so: one comparison by
/// length and bytes, no search.
macro_rules! exact {
    ($name:expr, $($d:literal),*) => {
        match $name {
            $($d => Some($d),)*
            _ => None,
        }
    };
}

/// `name` (any case) as one of the `.if` family: its lower-case name.
fn cond_directive(name: &str) -> Option<&'static str> {
    // Almost always written in lower case: found without a copy, among
    // the names with its second letter only.
    let found = match name.as_bytes().get(1) {
        Some(b'i') => exact!(
            name,
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
            ".ifnb"
        ),
        Some(b'e') => exact!(name, ".elseif", ".else", ".endif"),
        _ => None,
    };
    if found.is_some() || !name.bytes().any(|c| c.is_ascii_uppercase()) {
        return found;
    }
    let mut nb = [0u8; 16];
    let l = lower_directive(name, 3..=9, b"ie", &mut nb)?;
    COND_DIRECTIVES.into_iter().find(|d| d.as_bytes() == l)
}

/// The kind of a row whose statement `text[f..ce]` is a conditional
/// directive (None: it is not).
fn cond_row(text: &str, f: usize, ce: usize) -> Option<RowKind> {
    let b = text.as_bytes();
    if f >= ce || b[f] != b'.' {
        return None;
    }
    let ie = ident_end(b, f, ce);
    let name = cond_directive(text.get(f..ie)?)?;
    let c = COND_DIRECTIVES.iter().position(|d| *d == name)?;
    Some(RowKind::Cond(c as u8, u8::try_from(ie - f).ok()?))
}

fn is_cond_directive(name: &str) -> bool {
    cond_directive(name).is_some()
}

/// `name` (any case) as one of the expander's other directives: its
/// lower-case name.
fn expander_directive(name: &str) -> Option<&'static str> {
    let found = match name.as_bytes().get(1) {
        Some(b'e') => exact!(name, ".endm", ".endmacro", ".exitm", ".endr", ".end"),
        Some(b'r') => exact!(name, ".rept", ".rep"),
        Some(b'i') => exact!(name, ".irp", ".irpc", ".include"),
        Some(b'm') => exact!(name, ".macro"),
        Some(b'p') => exact!(name, ".purgem"),
        Some(b'a') => exact!(name, ".altmacro"),
        Some(b'n') => exact!(name, ".noaltmacro"),
        _ => None,
    };
    if found.is_some() || !name.bytes().any(|c| c.is_ascii_uppercase()) {
        return found;
    }
    let mut nb = [0u8; 16];
    let l = lower_directive(name, 4..=11, b"meprian", &mut nb)?;
    EXPANDER_DIRECTIVES.into_iter().find(|d| d.as_bytes() == l)
}

fn is_expander_directive(name: &str) -> bool {
    expander_directive(name).is_some()
}

/// Whether the line `s[start..end]` is neither a directive (its first
/// character that is not blank is no `.`) nor may open a `/* */` comment:
/// a line that a skipped region or a body scan can pass over unread.
fn inert(s: &[u8], start: usize, end: usize) -> bool {
    let f = skip_blank(s, start, end);
    f >= end || (s[f] != b'.' && !has_block_comment(&s[f..end]))
}

/// Whether a line may open a `/* */` comment (its only effect on the lines
/// after it; a `//` comment or a string does not).
fn has_block_comment(line: &[u8]) -> bool {
    let mut i = 0;
    while let Some(p) = memchr::memchr(b'/', &line[i..]) {
        let j = i + p;
        if line.get(j + 1) == Some(&b'*') {
            return true;
        }
        i = j + 1;
    }
    false
}

fn skip_blank(s: &[u8], mut i: usize, end: usize) -> usize {
    // Indentation: eight spaces at a time.
    let end = end.min(s.len());
    const SPACES: u64 = u64::from_le_bytes(*b"        ");
    while i + 8 <= end {
        let w: [u8; 8] = match s[i..i + 8].try_into() {
            Ok(w) => w,
            Err(_) => break,
        };
        let x = u64::from_le_bytes(w) ^ SPACES;
        if x != 0 {
            // The first byte that is not a space (little-endian: the
            // lowest nonzero byte of the difference).
            i += (x.trailing_zeros() / 8) as usize;
            break;
        }
        i += 8;
    }
    while i < end && blank(s[i]) {
        i += 1;
    }
    i
}

/// Skips blanks and `/* */` comments closed on the line.
#[inline(always)]
fn skip_ws(s: &[u8], i: usize, end: usize) -> usize {
    // Mostly there is nothing to skip, or one space before a word (as
    // after a directive's name), or the line's end: no call.
    if i >= end {
        return i;
    }
    let c = s[i];
    if !blank(c) && c != b'/' {
        return i;
    }
    if c == b' ' && i + 1 < end {
        if let Some(&d) = s.get(i + 1) {
            if !blank(d) && d != b'/' {
                return i + 1;
            }
        }
    }
    skip_ws_from(s, i, end)
}

#[inline(never)]
fn skip_ws_from(s: &[u8], mut i: usize, end: usize) -> usize {
    loop {
        i = skip_blank(s, i, end);
        if i + 1 < end && s[i] == b'/' && s[i + 1] == b'*' {
            if let Some(p) = comment_close(s, i + 2, end) {
                i = p + 2;
                continue;
            }
        }
        return i;
    }
}

fn ident_end(s: &[u8], i: usize, end: usize) -> usize {
    let Some(w) = s.get(i..end.min(s.len())) else {
        return i;
    };
    match w.first() {
        Some(&c) if ident_start(c) => {
            i + 1
                + w[1..]
                    .iter()
                    .position(|&c| !ident_char(c))
                    .unwrap_or(w.len() - 1)
        }
        _ => i,
    }
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

/// Arguments as they will be substituted: their texts one after another
/// in one string (no allocation per argument), each a span of it or absent.
#[derive(Debug, Default)]
struct Args {
    text: String,
    spans: Vec<Option<(u32, u32)>>,
}

impl Args {
    fn get(&self, k: usize) -> &str {
        match self.spans.get(k).copied().flatten() {
            Some((s, e)) => self.text.get(s as usize..e as usize).unwrap_or(""),
            None => "",
        }
    }

    fn len(&self) -> usize {
        self.spans.len()
    }

    fn is_empty(&self) -> bool {
        self.spans.is_empty()
    }

    /// Sets argument `k` to what was appended to `text` since `start`
    /// (nothing: absent).
    fn set_from(&mut self, k: usize, start: usize) {
        if self.text.len() > start {
            if self.spans.len() <= k {
                self.spans.resize(k + 1, None);
            }
            self.spans[k] = Some((start as u32, self.text.len() as u32));
        }
    }
}

enum Flow {
    /// Hand this line to the driver.
    Emit(Line),
    /// Go on with the next line.
    Next,
}

impl<'a> Expander<'a> {
    /// An expander over the main file's text. `include_dirs` are searched
    /// for `.include` after the name as written.
    pub fn new(
        main_file_name: &str,
        main_text: impl Into<std::borrow::Cow<'a, str>>,
        include_dirs: Vec<PathBuf>,
    ) -> Self {
        let bufs = vec![Buffer {
            id: BufId(0),
            name: main_file_name.into(),
            text: main_text.into(),
            kind: BufKind::File { included_at: None },
        }];
        Expander {
            bufs,
            stack: vec![Input {
                buf: BufId(0),
                quiet: false,
                repeat: Repeat::Once,
                pos: 0,
                line: 0,
                in_comment: false,
                expansion: false,
                cond_depth: 0,
                resume: None,
                rows: None,
                cache_slot: None,
            }],
            next_id: 1,
            conds: Vec::new(),
            cond: Cond {
                kind: CondKind::If,
                met: false,
                ignore: false,
            },
            cond_sites: Vec::new(),
            macros: HashMap::default(),
            include_dirs,
            alt: false,
            instantiations: 0,
            expanded_bytes: 0,
            limit: DEFAULT_EXPANSION_LIMIT,
            line_weight: 1,
            limit_hit: false,
            ended: false,
            list_blanks: false,
            pending_blanks: 0,
            diags: Vec::new(),
            macro_gen: 0,
            examined: 0,
            rows_read: 0,
            analysed: 0,
            spare_texts: Vec::new(),
            spare_args: Args::default(),
            exp_cache: Vec::new(),
            exp_index: HashMap::default(),
            exp_gen: 0,
            exp_bytes: 0,
            exp_key: Vec::new(),
            exp_seen: crate::expr::Recurring::new(),
            macro_starts: [0; 4],
        }
    }

    /// Bounds the work of all expansions and included files together
    /// (default [`DEFAULT_EXPANSION_LIMIT`]): the bytes of every line they
    /// hand out or skip, each line counted as at least
    /// [`LINE_COST`] bytes.
    pub fn set_expansion_limit(&mut self, bytes: usize) {
        self.limit = bytes;
    }

    /// Counts every expanded line `w` times against the limit (a driver
    /// that keeps a record of each line, for a listing, passes 2).
    pub fn set_line_weight(&mut self, w: usize) {
        self.line_weight = w.max(1);
    }

    /// Hands out blank lines as a listing shows them ([`Line::blank`]).
    pub fn set_list_blanks(&mut self, on: bool) {
        self.list_blanks = on;
    }

    /// A blank line of the listing (see [`Line::blank`]).
    fn blank_line(&self) -> Line {
        Line {
            buf: BufId(0),
            range: 0..0,
            line: 0,
            blank: true,
        }
    }

    /// The expansion work charged so far (see
    /// [`Expander::set_expansion_limit`]).
    #[cfg(test)]
    pub fn expanded_bytes(&self) -> usize {
        self.expanded_bytes
    }

    /// How many lines' text was looked at so far: a line read, or a line
    /// of a repeated body worked out (once for all its repetitions).
    #[cfg(test)]
    pub fn lines_examined(&self) -> u64 {
        self.examined
    }

    /// How many rows of repeated bodies were taken one by one, skipped
    /// ones included (the arms of a conditional passed over at once are
    /// not).
    #[cfg(test)]
    pub fn rows_read(&self) -> u64 {
        self.rows_read
    }

    /// How many statements were looked at for what the expander does of
    /// them (an instruction of a file is handed out without that).
    #[cfg(test)]
    pub fn statements_analysed(&self) -> u64 {
        self.analysed
    }

    fn find(&self, id: BufId) -> Option<&Buffer<'a>> {
        // Almost always the innermost one.
        self.bufs.iter().rev().find(|b| b.id == id)
    }

    /// Whether buffer `id` is a file's (an included one: not an
    /// expansion).
    pub fn is_file(&self, id: BufId) -> bool {
        self.find(id)
            .is_some_and(|b| matches!(b.kind, BufKind::File { .. }))
    }

    /// The text of a line (empty if its buffer has been left).
    pub fn line_text(&self, l: &Line) -> &str {
        self.find(l.buf)
            .and_then(|b| b.text.get(l.range.clone()))
            .unwrap_or("")
    }

    /// The expander's own diagnostics, in the order found.
    #[cfg(test)]
    pub fn diags(&self) -> &[MacroDiag] {
        &self.diags
    }

    /// Takes the diagnostics found so far.
    pub fn take_diags(&mut self) -> Vec<MacroDiag> {
        std::mem::take(&mut self.diags)
    }

    /// Resolves a byte offset in a buffer being read for rendering: the
    /// buffer's name, line and column, and the expansion chain (innermost
    /// first) with the definition line and call site of each step.
    #[cfg(test)]
    pub fn locate(&self, buf: BufId, offset: usize) -> Location {
        let Some(b) = self.find(buf) else {
            return self.locate_line(buf, 0, 1);
        };
        let off = offset.min(b.text.len());
        let before = &b.text.as_bytes()[..off];
        // A repeated buffer's lines go on counting across repetitions: the
        // frame knows the line being read.
        let ls = before
            .iter()
            .rposition(|&c| c == b'\n')
            .map_or(0, |p| p + 1);
        let line = match self.stack.iter().rev().find(|f| f.buf == buf) {
            Some(f) if f.pos > off => {
                let after = b.text.as_bytes()[off..f.pos.min(b.text.len())]
                    .iter()
                    .filter(|&&c| c == b'\n')
                    .count() as u32;
                f.line.saturating_sub(after.saturating_sub(1))
            }
            _ => before.iter().filter(|&&c| c == b'\n').count() as u32 + 1,
        };
        self.locate_line(buf, line, (off - ls) as u32 + 1)
    }

    /// [`Expander::locate`] for a place whose line (in its buffer) and
    /// column are known, as a [`Line`] gives them: no scan of the buffer,
    /// so locating every line of a large expansion stays linear.
    pub fn locate_line(&self, buf: BufId, line: u32, col: u32) -> Location {
        let mut chain = Vec::new();
        let file: String = self
            .find(buf)
            .map_or("<instantiation>".into(), |b| b.name.to_string());
        let mut cur = (buf, line);
        // Bounded: every step goes to an older buffer.
        while let Some(bb) = self.find(cur.0) {
            match &bb.kind {
                BufKind::File { included_at: None } => break,
                BufKind::File {
                    included_at: Some(site),
                } => {
                    let (cf, cl) = self.file_line(site.buf, site.line);
                    chain.push(Frame {
                        what: ".include".into(),
                        def_file: bb.name.to_string(),
                        def_line: cur.1,
                        call_file: cf,
                        call_line: cl,
                    });
                    cur = (site.buf, site.line);
                }
                BufKind::Expansion {
                    kind,
                    call,
                    def_file,
                    def_line,
                    body_lines,
                } => {
                    let dl = def_line + (cur.1.saturating_sub(1)) % (*body_lines).max(1);
                    let (cf, cl) = self.file_line(call.buf, call.line);
                    chain.push(Frame {
                        what: match kind {
                            ExpansionKind::Macro(n) => format!("macro {n}"),
                            ExpansionKind::Rept => ".rept".into(),
                            ExpansionKind::Irp => ".irp".into(),
                            ExpansionKind::Irpc => ".irpc".into(),
                        },
                        def_file: def_file.to_string(),
                        def_line: dl,
                        call_file: cf,
                        call_line: cl,
                    });
                    cur = (call.buf, call.line);
                }
            }
        }
        Location {
            file,
            line,
            col,
            chain,
        }
    }

    /// The file and line a buffer line comes from, through expansions.
    fn file_line(&self, buf: BufId, line: u32) -> (String, u32) {
        let (f, l) = self.file_line_rc(buf, line);
        (f.to_string(), l)
    }

    /// [`Expander::file_line`] with the file's name shared, not copied.
    fn file_line_rc(&self, buf: BufId, line: u32) -> (Rc<str>, u32) {
        match self.find(buf).map(|b| (&b.kind, &b.name)) {
            Some((
                BufKind::Expansion {
                    def_file,
                    def_line,
                    body_lines,
                    ..
                },
                _,
            )) => (
                def_file.clone(),
                def_line + (line.saturating_sub(1)) % (*body_lines).max(1),
            ),
            Some((_, name)) => (name.clone(), line),
            None => (INSTANTIATION.with(|n| n.clone()), line),
        }
    }

    /// Renders a diagnostic: `file:line:col: error: message`, then for an
    /// expansion one note per step: the macro's own line and its call site.
    #[cfg(test)]
    pub fn render(&self, d: &MacroDiag) -> String {
        let loc = &d.loc;
        let sev = match d.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        let (file, line) = match loc.chain.first() {
            Some(f) if loc.file == "<instantiation>" => (f.def_file.as_str(), f.def_line),
            _ => (loc.file.as_str(), loc.line),
        };
        let mut s = format!("{file}:{line}:{}: {sev}: {}", loc.col, d.message);
        for n in loc.notes() {
            s.push_str("\n  ");
            s.push_str(&n);
        }
        s
    }

    fn error_at(&mut self, buf: BufId, line: u32, at: usize, end: usize, msg: String) {
        let (col, source_line) = match self.find(buf) {
            Some(b) => {
                let t = &b.text;
                let at = at.min(t.len());
                let s0 = t[..at].rfind('\n').map_or(0, |p| p + 1);
                let e0 = t[s0..].find('\n').map_or(t.len(), |p| s0 + p);
                ((at - s0) as u32 + 1, t[s0..e0].to_string())
            }
            None => (1, String::new()),
        };
        let loc = self.locate_line(buf, line, col);
        self.diags.push(MacroDiag {
            kind: crate::DiagKind::Macro,
            severity: Severity::Error,
            buf,
            line,
            span: at..end.max(at),
            message: msg,
            loc,
            source_line,
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
            if self.pending_blanks > 0 {
                self.pending_blanks -= 1;
                return Some(self.blank_line());
            }
            if self.ended {
                return None;
            }
            let k = self.stack.len() - 1;
            let gen = self.macro_gen;
            // (A listing reads the text itself: the rows leave out its
            // blank lines.)
            let rows_ok = !self.list_blanks;
            let top = &mut self.stack[k];
            let buf = top.buf;
            // The row being read, when it is one.
            let mut row_at = None;
            // The statement's range, where it starts past blanks (None:
            // not known yet) and its line.
            let (start, first, end, line_no) = if let Some((s, e)) = top.resume.take() {
                // A statement after labels: it starts at `s`.
                (s, Some(s), e, top.line)
            } else if let Some(r) = top.rows.as_mut().filter(|r| r.gen == gen && rows_ok) {
                // A repeated body: its lines as worked out once.
                let pos = top.pos;
                if r.rows.get(r.next).map(|x| x.start as usize) != Some(pos) {
                    // A body read past (`.rept` in `.rept`), or the next
                    // repetition.
                    match r.rows.binary_search_by_key(&pos, |x| x.start as usize) {
                        Ok(i) => r.next = i,
                        Err(i) if i == r.rows.len() => r.next = i,
                        Err(_) => {
                            top.rows = None;
                            continue;
                        }
                    }
                }
                let Some(&row) = r.rows.get(r.next) else {
                    self.end_of_buffer();
                    continue;
                };
                let at = r.next;
                r.next += 1;
                self.rows_read += 1;
                top.pos = row.end as usize + 1;
                top.line += 1;
                let line_no = top.line;
                if !self.charge_line((row.end - row.start) as usize) {
                    continue;
                }
                let (s, e) = (row.start as usize, row.end as usize);
                let row = if !matches!(row.kind, RowKind::Unknown | RowKind::Inert) {
                    row
                } else if self.cond.ignore
                    && (row.kind == RowKind::Inert || inert(self.bufs[k].text.as_bytes(), s, e))
                {
                    if let Some(r) = self.stack[k].rows.as_mut() {
                        r.rows[at].kind = RowKind::Inert;
                    }
                    continue;
                } else {
                    // Looked at the first time it is read.
                    self.examined += 1;
                    let text = &self.bufs[k].text;
                    let (f, ce, _) = code_span(text.as_bytes(), s, e);
                    let kind = self.row_kind(text, f, ce);
                    // A conditional is known as one from now on.
                    let kind = match kind {
                        RowKind::Other => cond_row(text, f, ce).unwrap_or(kind),
                        _ => kind,
                    };
                    let row = Row {
                        first: f as u32,
                        code_end: ce as u32,
                        kind,
                        ..row
                    };
                    if let Some(r) = self.stack[k].rows.as_mut() {
                        r.rows[at] = row;
                    }
                    row
                };
                row_at = Some(at);
                match row.kind {
                    // (A line of blanks, not a comment, in a listing:
                    // llvm-mc lists those of skipped arms too.)
                    RowKind::Blank | RowKind::Inert | RowKind::Unknown
                        if self.list_blanks
                            && self.bufs[k].text.as_bytes()
                                [row.start as usize..row.end as usize]
                                .iter()
                                .all(|&c| blank(c) || c == b'\r') =>
                    {
                        return Some(self.blank_line())
                    }
                    RowKind::Blank => continue,
                    RowKind::Plain if self.cond.ignore => continue,
                    RowKind::Plain => {
                        return Some(Line {
                            buf,
                            range: row.start as usize..row.code_end as usize,
                            line: line_no,
                            blank: false,
                        })
                    }
                    RowKind::Cond(c, n) => {
                        let (i, ce) = (row.first as usize, row.code_end as usize);
                        let name = COND_DIRECTIVES.get(c as usize).copied();
                        match name {
                            Some(name)
                                if self.conditional(
                                    host,
                                    name,
                                    buf,
                                    line_no,
                                    i,
                                    i + n as usize,
                                    ce,
                                ) =>
                            {
                                // (Not in a listing, which reads no rows.)
                                if self.cond.ignore {
                                    self.skip_arms(k, buf, at);
                                }
                                continue;
                            }
                            _ => (row.start as usize, Some(i), ce, line_no),
                        }
                    }
                    RowKind::Other => (
                        row.start as usize,
                        Some(row.first as usize),
                        row.code_end as usize,
                        line_no,
                    ),
                    RowKind::Unknown | RowKind::Inert => {
                        (row.start as usize, None, row.code_end as usize, line_no)
                    }
                }
            } else {
                top.rows = None;
                // Most lines: an instruction, handed out at once.
                match self.plain_line() {
                    Some(Some(l)) => return Some(l),
                    Some(None) => continue,
                    None => {}
                }
                let top = &mut self.stack[k];
                let text = self.bufs[k].text.as_bytes();
                if top.pos >= text.len() {
                    self.end_of_buffer();
                    continue;
                }
                let s = top.pos;
                let e = memchr::memchr(b'\n', &text[s..]).map_or(text.len(), |p| p + s);
                top.pos = e + 1;
                top.line += 1;
                self.examined += 1;
                if top.expansion && !self.charge_line(e - s) {
                    continue;
                }
                let top = &mut self.stack[k];
                let text = self.bufs[k].text.as_bytes();
                // (A line of blanks, not in a comment, in a listing:
                // llvm-mc lists those of skipped arms too.)
                if self.list_blanks
                    && !top.in_comment
                    && text[s..e].iter().all(|&c| blank(c) || c == b'\r')
                {
                    return Some(self.blank_line());
                }
                let mut s2 = s;
                if top.in_comment {
                    match comment_close(text, s, e) {
                        Some(p) => {
                            top.in_comment = false;
                            s2 = p + 2;
                        }
                        None => continue,
                    }
                } else if self.cond.ignore && inert(text, s, e) {
                    // A skipped line matters only if it is a conditional
                    // directive or opens a comment.
                    continue;
                }
                let (f, ce, open) = code_span(text, s2, e);
                if open {
                    top.in_comment = true;
                }
                // (A line whose `/* */` comment ends on it and that holds
                // nothing else: llvm-mc lists it as a blank line.)
                if self.list_blanks
                    && !open
                    && f >= ce
                    && !self.cond.ignore
                    && (s2 > s || memchr::memmem::find(&text[s..e], b"/*").is_some())
                    && memchr::memmem::find(&text[s..e], b"//").is_none()
                {
                    return Some(self.blank_line());
                }
                (s2, Some(f), ce, top.line)
            };
            match self.statement(host, buf, start, first, end, line_no) {
                Flow::Emit(l) => return Some(l),
                Flow::Next => {}
            }
            // (Not in a listing, which shows the blank lines of a
            // skipped arm.)
            if let Some(at) = row_at.filter(|_| self.cond.ignore && !self.list_blanks) {
                self.skip_arms(k, buf, at);
            }
        }
    }

    /// The next line of the text being read (a file, or an expansion not
    /// read by rows) when it is surely a statement the expander has
    /// nothing to do with, as most lines of a kernel are (an instruction:
    /// its first word names no macro, directive or label and is not
    /// assigned, no `/` is on the line and no `"` before a `;`), handed
    /// out at once, up to its `;` comment as the statement's analysis
    /// would hand it out (the same text: the same memo keys).
    /// Some(None): the line was read but an expansion's line passed the
    /// expansion limit (reported, the runaway left). None: the line is
    /// read the usual way.
    #[inline]
    fn plain_line(&mut self) -> Option<Option<Line>> {
        let k = self.stack.len().checked_sub(1)?;
        let top = &self.stack[k];
        if self.cond.ignore
            || self.list_blanks
            || top.in_comment
            || top.resume.is_some()
            || top.rows.is_some()
        {
            return None;
        }
        let text = self.bufs.get(k)?.text.as_bytes();
        let s = top.pos;
        // The first word first (the line's end is not known yet: blanks
        // and a name end at a newline too).
        let f = skip_blank(text, s, text.len());
        let c = *text.get(f)?;
        if !ident_start(c) || c == b'.' || self.may_be_macro(&[c]) {
            return None;
        }
        let a = skip_blank(text, ident_end(text, f, text.len()), text.len());
        if matches!(text.get(a), Some(b':' | b'=')) {
            return None;
        }
        // The line's end and its statement's (at a `;` comment): one
        // search for most lines. A `/` (a `//` or `/* */` comment, a
        // division) or a `"` before the `;` (which a string may hold):
        // the usual way.
        let rest = &text[s..];
        let (ce, e) = match memchr::memchr3(b'\n', b'/', b';', rest) {
            Some(p) if rest[p] == b'\n' => (s + p, s + p),
            Some(p) if rest[p] == b';' => {
                if memchr::memchr(b'"', &rest[..p]).is_some() {
                    return None;
                }
                let e = memchr::memchr(b'\n', &rest[p..]).map_or(text.len(), |q| s + p + q);
                (s + p, e)
            }
            Some(_) => return None,
            None => (text.len(), text.len()),
        };
        if f >= ce {
            return None;
        }
        let top = &mut self.stack[k];
        top.pos = e + 1;
        top.line += 1;
        let (buf, line, expansion) = (top.buf, top.line, top.expansion);
        self.examined += 1;
        if expansion && !self.charge_line(e - s) {
            return Some(None);
        }
        Some(Some(Line {
            buf,
            range: s..ce,
            line,
            blank: false,
        }))
    }

    /// After the conditional at row `at` of frame `k` (the innermost)
    /// left what follows skipped: on at its next arm, as reading the rows
    /// between one by one would come to (they are charged as read).
    fn skip_arms(&mut self, k: usize, buf: BufId, at: usize) {
        if self.ended || self.stack.len() != k + 1 {
            return;
        }
        let gen = self.macro_gen;
        let top = &self.stack[k];
        if top.buf != buf || top.resume.is_some() {
            return;
        }
        let Some(r) = top
            .rows
            .as_ref()
            .filter(|r| r.gen == gen && r.next == at + 1)
        else {
            return;
        };
        let (mut to, mut cost) = (r.rows[at].skip, r.rows[at].skip_cost);
        if to == 0 {
            (to, cost) = arm_after(&self.bufs[k].text, &r.rows, at);
            if let Some(r) = self.stack[k].rows.as_mut() {
                r.rows[at].skip = to;
                r.rows[at].skip_cost = cost;
            }
        }
        let charged = self
            .expanded_bytes
            .saturating_add(cost as usize * self.line_weight);
        // Past the limit the rows are read one by one, to the line that
        // reaches it.
        if to == NO_SKIP || charged > self.limit {
            return;
        }
        self.expanded_bytes = charged;
        let top = &mut self.stack[k];
        let Some(r) = top.rows.as_mut() else { return };
        let Some(target) = r.rows.get(to as usize) else {
            return;
        };
        top.pos = target.start as usize;
        top.line += (to as usize - (at + 1)) as u32;
        r.next = to as usize;
    }

    /// The innermost buffer is read to its end: its next repetition, or
    /// the frame goes (its text with it).
    #[inline(never)]
    fn end_of_buffer(&mut self) {
        let k = self.stack.len() - 1;
        let top = &mut self.stack[k];
        match &mut top.repeat {
            Repeat::Rept(left) if *left > 0 => {
                *left -= 1;
                top.pos = 0;
                return;
            }
            Repeat::Irp(irp) if irp.next < irp.vals.len() => {
                let text = self.bufs[k].text.to_mut();
                text.clear();
                let v = irp.vals.get(irp.next);
                apply(&irp.tmpl, &irp.body, |_| v, Some(irp.at), None, text);
                irp.next += 1;
                top.pos = 0;
                return;
            }
            _ => {}
        }
        if k == 0 {
            if top.in_comment {
                let len = self.bufs[0].text.len();
                let line = self.bufs[0].text.matches('\n').count() as u32 + 1;
                self.error_at(BufId(0), line, len, len, "unterminated comment".into());
            }
            self.finish();
            return;
        }
        // (The end of an included file: a blank line in a listing.)
        if self.list_blanks && !self.stack[k].expansion && !self.stack[k].quiet {
            self.pending_blanks += 1;
        }
        let text = match self.bufs.pop().map(|b| b.text) {
            Some(std::borrow::Cow::Owned(t)) => Some(t),
            _ => None,
        };
        // (What is kept of the frame is taken out, not the frame moved.)
        let done = &mut self.stack[k];
        let (slot, rows) = (done.cache_slot.take(), done.rows.take());
        let rept = matches!(done.repeat, Repeat::Rept(_));
        self.stack.truncate(k);
        match (slot, text) {
            (Some(slot), Some(t)) => self.keep_expansion(slot, t, rows),
            (None, Some(t)) if rept => self.hand_back(rows, t),
            (None, Some(t)) => self.recycle(t),
            _ => {}
        }
    }

    /// The slot for the expansion of `m` with the arguments written
    /// `buf[ie..end]` (made when new and there is room) and, when one kept
    /// earlier is free, its text and rows. None: not kept.
    fn cached_expansion(
        &mut self,
        m: &Rc<Macro>,
        buf: BufId,
        ie: usize,
        end: usize,
    ) -> Option<(CacheSlot, Option<KeptExpansion>)> {
        if self.exp_gen != self.macro_gen {
            // A macro was defined or purged: what was kept may be of a
            // macro gone (whose address another may now have).
            self.exp_cache.clear();
            self.exp_index.clear();
            self.exp_bytes = 0;
            self.exp_gen = self.macro_gen;
        }
        let mut key = std::mem::take(&mut self.exp_key);
        key.clear();
        key.extend_from_slice(&(Rc::as_ptr(m) as usize as u64).to_le_bytes());
        key.push(self.alt as u8);
        key.extend_from_slice(&self.text(buf).as_bytes()[ie..end]);
        let gen = self.exp_gen;
        let found = match self.exp_index.get(key.as_slice()) {
            Some(&i) => {
                let e = &mut self.exp_cache[i as usize];
                // In use (a call inside its own expansion): not kept twice.
                e.text.take().map(|t| ((gen, i), Some((t, e.rows.take()))))
            }
            // A call met the first time is not kept (most are not met
            // again: their arguments name `\@` symbols).
            None if self.exp_cache.len() < EXP_CACHE_ENTRIES
                && self.exp_bytes + key.len() <= EXP_CACHE_BYTES
                && self.exp_seen.again(&key) =>
            {
                let i = self.exp_cache.len() as u32;
                self.exp_bytes += key.len();
                self.exp_index.insert(key.as_slice().into(), i);
                self.exp_cache.push(CachedExpansion::default());
                Some(((gen, i), None))
            }
            None => None,
        };
        self.exp_key = key;
        found
    }

    /// A kept expansion read to its end goes back to its slot.
    fn keep_expansion(&mut self, (gen, i): CacheSlot, text: String, rows: Option<Rows>) {
        let mg = self.macro_gen;
        let e = match self.exp_cache.get_mut(i as usize) {
            Some(e) if gen == self.exp_gen && gen == mg && e.text.is_none() => e,
            _ => return self.recycle(text),
        };
        if !e.counted {
            e.counted = true;
            self.exp_bytes += text.len();
        }
        e.rows = rows
            .filter(|r| r.gen == mg && r.from.is_none())
            .map(|mut r| {
                r.next = 0;
                r
            });
        e.text = Some(text);
    }

    /// Keeps the room of a finished expansion's text for the next one.
    fn recycle(&mut self, mut text: String) {
        if self.spare_texts.len() < SPARE_TEXTS && text.capacity() <= SPARE_TEXT_MAX {
            text.clear();
            self.spare_texts.push(text);
        }
    }

    /// An empty string with room for `n` bytes, reused where one is kept.
    fn text_room(&mut self, n: usize) -> String {
        let mut t = self.spare_texts.pop().unwrap_or_default();
        t.reserve(n);
        t
    }

    /// Leaves every expansion (and file included from one) down to the
    /// innermost file that is not inside an expansion: after a runaway
    /// nesting, whose every level would fail the same way again.
    fn unwind_expansions(&mut self) {
        if let Some(k) = self.stack.iter().position(|f| f.expansion) {
            self.leave_frames(k);
        }
    }

    /// Leaves frame `k` and every frame above it (their buffers with them)
    /// and the conditionals they opened.
    fn leave_frames(&mut self, k: usize) {
        let Some(depth) = self.stack.get(k).map(|f| f.cond_depth) else {
            return;
        };
        self.stack.truncate(k);
        self.bufs.truncate(k);
        self.truncate_conds(depth);
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

    /// One statement `text[start..end]` (comments removed at the end);
    /// `first`: where it starts past blanks, when known.
    fn statement(
        &mut self,
        host: &mut impl Host,
        buf: BufId,
        start: usize,
        first: Option<usize>,
        end: usize,
        line: u32,
    ) -> Flow {
        self.analysed += 1;
        let b = self.bufs[self.bi(buf)].text.as_bytes();
        let i = first.unwrap_or_else(|| skip_ws(b, start, end));
        if i >= end {
            return Flow::Next;
        }
        let ie = ident_end(b, i, end);
        let dot = b[i] == b'.';
        // Conditionals come first, even in skipped regions.
        if ie > i && dot {
            if let Some(name) = cond_directive(&self.bufs[self.bi(buf)].text[i..ie]) {
                if self.conditional(host, name, buf, line, i, ie, end) {
                    return Flow::Next;
                }
            }
        }
        if self.ignoring() {
            return Flow::Next;
        }
        let b = self.bufs[self.bi(buf)].text.as_bytes();
        // Labels: hand them out alone when an expander statement follows.
        let mut k = i;
        // What follows the first word past blanks.
        let mut after = end;
        loop {
            let mut e = if k == i { ie } else { ident_end(b, k, end) };
            if e == k {
                while e < end && b[e].is_ascii_digit() {
                    e += 1;
                }
            }
            if e == k {
                break;
            }
            let c = skip_ws(b, e, end);
            if k == i {
                after = c;
            }
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
                    blank: false,
                });
            }
            let ke = ident_end(b, k, end);
            if ke > k && self.handles(&self.bufs[self.bi(buf)].text[k..ke]) {
                let top = self.stack.last_mut().expect("a frame");
                top.resume = Some((k, end));
                return Flow::Emit(Line {
                    buf,
                    range: start..k,
                    line,
                    blank: false,
                });
            }
            return Flow::Emit(Line {
                buf,
                range: start..end,
                line,
                blank: false,
            });
        }
        if ie == i {
            return Flow::Emit(Line {
                buf,
                range: start..end,
                line,
                blank: false,
            });
        }
        // No allocation on the path of an ordinary statement (`after` is
        // where the label loop found no `:`).
        // `name = expr` is an assignment, never a macro call.
        let assign = after < end && b[after] == b'=' && !(after + 1 < end && b[after + 1] == b'=');
        if assign {
            return Flow::Emit(Line {
                buf,
                range: start..end,
                line,
                blank: false,
            });
        }
        if self.may_be_macro(&b[i..ie]) {
            let m = self
                .macros
                .get(&self.bufs[self.bi(buf)].text[i..ie])
                .cloned();
            if let Some(m) = m {
                self.call_macro(host, &m, buf, line, i, ie, end);
                return Flow::Next;
            }
        }
        let l = if dot {
            expander_directive(&self.bufs[self.bi(buf)].text[i..ie])
        } else {
            None
        };
        if let Some(l) = l {
            // The name as written (no allocation: a directive's is short).
            let mut nb = [0u8; 16];
            let t = &self.bufs[self.bi(buf)].text.as_bytes()[i..ie];
            let n = t.len().min(16);
            nb[..n].copy_from_slice(&t[..n]);
            let name = std::str::from_utf8(&nb[..n]).unwrap_or("");
            if self.directive(host, name, l, buf, line, i, ie, end) {
                return Flow::Next;
            }
        }
        Flow::Emit(Line {
            buf,
            range: start..end,
            line,
            blank: false,
        })
    }

    /// Whether a macro named `name` may be defined (false: surely not).
    fn may_be_macro(&self, name: &[u8]) -> bool {
        name.first()
            .is_some_and(|&c| self.macro_starts[c as usize >> 6] & (1 << (c & 63)) != 0)
    }

    /// Whether the expander handles a statement starting with `name`.
    fn handles(&self, name: &str) -> bool {
        (self.may_be_macro(name.as_bytes()) && self.macros.contains_key(name))
            || is_cond_directive(name)
            || is_expander_directive(name)
    }

    /// The index of a live buffer (the innermost one, almost always).
    fn bi(&self, buf: BufId) -> usize {
        let n = self.bufs.len();
        if self.bufs[n - 1].id == buf {
            return n - 1;
        }
        self.bufs.iter().rposition(|b| b.id == buf).unwrap_or(0)
    }

    fn text(&self, buf: BufId) -> &str {
        &self.bufs[self.bi(buf)].text
    }

    /// Complains when anything but blanks follows `at`; true when clean.
    #[inline]
    fn expect_eol(&mut self, buf: BufId, line: u32, at: usize, end: usize) -> bool {
        // (Mostly the statement ends right there.)
        if at >= end {
            return true;
        }
        let p = skip_ws(self.text(buf).as_bytes(), at, end);
        if p < end {
            self.not_eol(buf, line, p, end);
            return false;
        }
        true
    }

    #[cold]
    #[inline(never)]
    fn not_eol(&mut self, buf: BufId, line: u32, p: usize, end: usize) {
        self.error_at(buf, line, p, end, "expected newline".into());
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
        note: Option<&mut u32>,
    ) -> Result<(i64, usize), ()> {
        let p = skip_ws(self.text(buf).as_bytes(), at, end);
        let text = &self.bufs[self.bi(buf)].text[p..end];
        let r = match note {
            Some(n) => host.eval_noted(text, n),
            None => host.eval(text),
        };
        match r {
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

    /// Handles the conditional directive `name` (lower case, as
    /// [`cond_directive`] gives it); false if it is not one.
    #[allow(clippy::too_many_arguments)]
    fn conditional(
        &mut self,
        host: &mut impl Host,
        name: &'static str,
        buf: BufId,
        line: u32,
        at: usize,
        ie: usize,
        end: usize,
    ) -> bool {
        let site = Site {
            buf,
            line,
            offset: at,
        };
        // The `.if` family (`name` is one of [`COND_DIRECTIVES`]) by its
        // second letter, without comparing names.
        if name.as_bytes().get(1) == Some(&b'i') {
            self.conds.push(self.cond);
            self.cond_sites.push(site);
            self.cond.kind = CondKind::If;
            if self.cond.ignore {
                return true;
            }
            if let Some(v) = self.cond_value(host, name, buf, line, ie, end) {
                self.cond.met = v;
                self.cond.ignore = !v;
            }
            return true;
        }
        match name {
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
                // The expression of a row (the one just taken, when its
                // statement ends here): evaluated as the host noted it the
                // last time (its text is the same on every reading).
                let at = self.stack.last().filter(|t| t.buf == buf).and_then(|t| {
                    let r = t.rows.as_ref()?;
                    let a = r.next.checked_sub(1)?;
                    let row = r.rows.get(a)?;
                    (row.code_end as usize == end).then_some((a, row.note))
                });
                let mut note = at.map(|(_, n)| n);
                let r = self.eval_expr(
                    host,
                    buf,
                    line,
                    p,
                    end,
                    "expected absolute expression",
                    None,
                    note.as_mut(),
                );
                if let (Some(n), Some((a, _))) = (note, at) {
                    let rows = self.stack.last_mut().and_then(|f| f.rows.as_mut());
                    if let Some(row) = rows.and_then(|r| r.rows.get_mut(a)) {
                        row.note = n;
                    }
                }
                let (v, e) = r.ok()?;
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

    /// Handles an expander directive (`name` as written, `l` in lower
    /// case as [`expander_directive`] gives it); false when it is the
    /// driver's.
    #[allow(clippy::too_many_arguments)]
    fn directive(
        &mut self,
        host: &mut impl Host,
        name: &str,
        l: &'static str,
        buf: BufId,
        line: u32,
        at: usize,
        ie: usize,
        end: usize,
    ) -> bool {
        match l {
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
                    self.leave_frames(k);
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
                self.macro_gen = self.macro_gen.wrapping_add(1);
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
        // A body of a repeated body found before: its end is known.
        let at_row = if macro_like {
            None
        } else {
            self.row_at_pos(buf)
        };
        if let Some(k) = at_row.filter(|&k| k > 0) {
            if let Some(found) = self.known_body(buf, line, k) {
                return Some(found);
            }
        }
        let top = self.stack.last().expect("a frame");
        let (top_pos, top_comment) = (top.pos, top.in_comment);
        let text = self.bufs[self.bi(buf)].text.as_bytes();
        let body_start = top_pos.min(text.len());
        let mut pos = body_start;
        let mut ln = line;
        let mut depth = 0usize;
        let mut in_comment = top_comment;
        while pos < text.len() {
            let s = pos;
            let e = memchr::memchr(b'\n', &text[s..]).map_or(text.len(), |p| p + s);
            pos = e + 1;
            ln += 1;
            let mut s2 = s;
            if in_comment {
                match comment_close(text, s, e) {
                    Some(p) => {
                        in_comment = false;
                        s2 = p + 2;
                    }
                    None => continue,
                }
            } else if inert(text, s, e) {
                // Only a directive or a comment's start matters here.
                continue;
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
                    if let (Some(k), Some(r)) = (at_row.filter(|&k| k > 0), top.rows.as_mut()) {
                        // Remembered for the next repetition.
                        if let Ok(e) = r.rows.binary_search_by_key(&s, |x| x.start as usize) {
                            r.rows[k - 1].body_end = e as u32;
                        }
                    }
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

    /// The rows and text of a finished `.rept` body go back to the rows
    /// of the frame they were taken from, as a kid (the next collection of
    /// the body takes them); other texts are kept for reuse.
    fn hand_back(&mut self, rows: Option<Rows>, text: String) {
        let gen = self.macro_gen;
        let child = rows.filter(|r| r.gen == gen);
        let Some((child, (a, _))) = child.and_then(|c| c.from.map(|f| (c, f))) else {
            return self.recycle(text);
        };
        let Some(r) = self
            .stack
            .last_mut()
            .and_then(|f| f.rows.as_mut())
            .filter(|r| r.gen == gen && a < r.rows.len())
        else {
            return self.recycle(text);
        };
        // (One kid a row: one taken and not handed back is made again.)
        r.kids.retain(|k| k.at as usize != a);
        r.kids.push(Kid {
            at: a as u32,
            rows: child,
            text,
        });
    }

    /// The row where the innermost frame (reading `buf`) goes on, when
    /// it reads rows that are still good.
    fn row_at_pos(&self, buf: BufId) -> Option<usize> {
        let top = self.stack.last()?;
        let r = top.rows.as_ref().filter(|r| r.gen == self.macro_gen)?;
        if top.buf != buf || top.resume.is_some() {
            return None;
        }
        if r.rows
            .get(r.next)
            .is_some_and(|x| x.start as usize == top.pos)
        {
            return Some(r.next);
        }
        r.rows
            .binary_search_by_key(&top.pos, |x| x.start as usize)
            .ok()
    }

    /// [`Self::collect_body`] for the `.rept`-like line at row `k - 1`
    /// (on line `line`) whose `.endr` row is known.
    fn known_body(
        &mut self,
        buf: BufId,
        line: u32,
        k: usize,
    ) -> Option<(Range<usize>, u32, u32, usize, usize)> {
        let bi = self.bi(buf);
        let top = self.stack.last_mut()?;
        let r = top.rows.as_mut()?;
        let e = r.rows.get(k - 1)?.body_end as usize;
        if e < k {
            return None;
        }
        let end_row = *r.rows.get(e)?;
        let body = r.rows[k].start as usize..end_row.start as usize;
        let text = self.bufs[bi].text.as_bytes();
        let (ce, _) = code_end(text, end_row.start as usize, end_row.end as usize);
        let i = skip_ws(text, end_row.start as usize, ce);
        let ie = ident_end(text, i, ce);
        let n = (e - (k - 1)) as u32;
        r.next = e + 1;
        top.pos = end_row.end as usize + 1;
        top.line = line + n;
        Some((body, line + 1, n - 1, ie, ce))
    }

    fn define_macro(&mut self, buf: BufId, line: u32, at: usize, ie: usize, end: usize) {
        // (A definition: a blank line in a listing.)
        if self.list_blanks {
            self.pending_blanks += 1;
        }
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
        let mut seen: Option<std::collections::HashSet<String>> = None;
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
            // (Past a few, a set of the names: a definition may have many
            // thousands.)
            let repeated = if params.len() < MANY_PARAMS {
                params.iter().any(|x| x.name == pname)
            } else {
                let set =
                    seen.get_or_insert_with(|| params.iter().map(|x| x.name.clone()).collect());
                !set.insert(pname.clone())
            };
            if repeated {
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
                let mut d = String::new();
                match self.parse_arg(buf, r, end, false, &mut d) {
                    Ok(e) => {
                        param.default = d;
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
        let Some((body, first, nlines, end_ie, end_code)) = self.collect_body(buf, line, true)
        else {
            self.error_at(
                buf,
                line,
                at,
                ie,
                "no matching '.endmacro' in definition".into(),
            );
            if self.list_blanks {
                self.pending_blanks = self.pending_blanks.saturating_sub(1);
            }
            return;
        };
        // Anything after `.endm` but a line comment (a `/* */` one too)
        // leaves the macro undefined, as llvm-mc 22 does.
        let t = self.text(buf).as_bytes();
        let p = skip_blank(t, end_ie, end_code);
        if p < end_code || t.get(p..p + 2) == Some(b"/*") {
            let name_start = t[..end_ie]
                .iter()
                .rposition(|&c| c == b'.')
                .unwrap_or(end_ie);
            let msg = format!(
                "unexpected token in '{}' directive",
                String::from_utf8_lossy(&t[name_start..end_ie])
            );
            self.error_at(buf, first + nlines, p, p, msg);
            // (No blank line is listed for it.)
            if self.list_blanks {
                self.pending_blanks = self.pending_blanks.saturating_sub(1);
            }
            // A comment opened there ends the statement where it closes:
            // the rest of that line goes with it.
            if p >= end_code {
                let bi = self.bi(buf);
                if let Some(top) = self.stack.last_mut().filter(|f| f.in_comment) {
                    let text = self.bufs[bi].text.as_bytes();
                    let (mut pos, mut ln) = (top.pos, top.line);
                    while pos < text.len() {
                        let e = memchr::memchr(b'\n', &text[pos..]).map_or(text.len(), |q| q + pos);
                        let closed = comment_close(text, pos, e).is_some();
                        pos = e + 1;
                        ln += 1;
                        if closed {
                            break;
                        }
                    }
                    top.pos = pos.min(text.len());
                    top.line = ln;
                    top.in_comment = false;
                }
            }
            return;
        }
        // (llvm-mc lists no blank line for a definition whose `.endm` line
        // ends in a comment.)
        if self.list_blanks {
            let t = self.text(buf).as_bytes();
            let line_end = self
                .stack
                .last()
                .map_or(end_code, |f| f.pos.saturating_sub(1));
            let rest = t.get(end_code..line_end.max(end_code)).unwrap_or(&[]);
            if rest.iter().any(|&c| !blank(c) && c != b'\r') {
                self.pending_blanks = self.pending_blanks.saturating_sub(1);
            }
        }
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
        let (def_file, def_line) = self.file_line_rc(buf, first);
        self.macro_gen = self.macro_gen.wrapping_add(1);
        if let Some(&c) = name.as_bytes().first() {
            self.macro_starts[c as usize >> 6] |= 1 << (c & 63);
        }
        self.macros.insert(
            name.clone(),
            Rc::new(Macro {
                name: name.into(),
                params,
                body: body_text,
                def_file,
                def_line,
                body_lines: nlines,
                count: std::cell::Cell::new(0),
                templates: Default::default(),
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
        out: &mut String,
    ) -> Result<usize, (usize, String)> {
        let t = self.text(buf).as_bytes();
        let s = self.text(buf);
        if vararg {
            if p < end {
                out.push_str(&s[p..end]);
            }
            return Ok(end);
        }
        // Most arguments are one word (a name or a number) followed by a
        // comma or the end of the line: taken whole, without the tokens.
        let end = end.min(t.len());
        let mut j = p;
        while j < end && (t[j].is_ascii_alphanumeric() || t[j] == b'_' || t[j] == b'.') {
            j += 1;
        }
        if j > p {
            let q = skip_blank(t, j, end);
            if q >= end || t[q] == b',' {
                out.push_str(&s[p..j]);
                return Ok(j);
            }
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
                    out.push_str(&s[i..e]);
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
                out.push_str(&s[i + 1..e - 1]);
            } else {
                out.push_str(&s[i..e]);
            }
            i = e;
        }
        if level != 0 {
            return Err((i, "unbalanced parentheses in macro argument".into()));
        }
        Ok(i)
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
    ) -> Option<Args> {
        let n = params.map_or(usize::MAX, |p| p.len());
        // The values are at most the line: the room of the last call's,
        // grown when short.
        let mut out = std::mem::take(&mut self.spare_args);
        out.text.clear();
        out.spans.clear();
        out.text.reserve(end.saturating_sub(p));
        out.spans.reserve(n.min(16));
        let mut i = skip_ws(self.text(buf).as_bytes(), p, end);
        let mut keyword_seen = false;
        let mut idx = 0usize;
        let mut by_name: Option<std::collections::HashMap<&str, usize>> = None;
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
                    // (In the order written, the parameter at hand; else
                    // found by name, through a map when there are many.)
                    let found = params.and_then(|ps| match ps.get(idx) {
                        Some(x) if x.name == kname => Some(idx),
                        _ if ps.len() < MANY_PARAMS => ps.iter().position(|x| x.name == kname),
                        _ => by_name
                            .get_or_insert_with(|| {
                                ps.iter()
                                    .enumerate()
                                    .map(|(k, x)| (x.name.as_str(), k))
                                    .collect()
                            })
                            .get(kname.as_str())
                            .copied(),
                    });
                    match found {
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
            let start = out.text.len();
            let e = if self.alt && i < end && t[i] == b'%' {
                match self.eval_expr(
                    host,
                    buf,
                    line,
                    i + 1,
                    end,
                    "expected absolute expression",
                    Some(i),
                    None,
                ) {
                    Ok((v, e)) => {
                        if v < 0 {
                            out.text.push('-');
                        }
                        push_decimal(&mut out.text, v.unsigned_abs());
                        e
                    }
                    Err(()) => return None,
                }
            } else if self.alt
                && i < end
                && t[i] == b'<'
                && self.angle_string(buf, i, end).is_some()
            {
                let (v, e) = self.angle_string(buf, i, end).expect("checked");
                out.text.push_str(&v);
                e
            } else {
                match self.parse_arg(buf, i, end, vararg, &mut out.text) {
                    Ok(e) => e,
                    Err((pos, m)) => {
                        self.error_at(buf, line, pos, pos, m);
                        return None;
                    }
                }
            };
            out.set_from(target, start);
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
        mut out: Args,
    ) -> Option<Args> {
        let Some(ps) = params else {
            return Some(out);
        };
        out.spans.resize(ps.len(), None);
        let mut ok = true;
        for (k, p) in ps.iter().enumerate() {
            if out.spans[k].is_none() {
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
                let start = out.text.len();
                out.text.push_str(&p.default);
                out.spans[k] = Some((start as u32, out.text.len() as u32));
            }
        }
        ok.then_some(out)
    }

    /// Charges one line of an expansion; false (after an error, with the
    /// assembly ended) past the limit.
    #[inline]
    fn charge_line(&mut self, len: usize) -> bool {
        self.expanded_bytes = self
            .expanded_bytes
            .saturating_add((len + 1).max(LINE_COST) * self.line_weight);
        if self.expanded_bytes <= self.limit {
            return true;
        }
        self.line_over_limit()
    }

    /// [`Self::charge_line`] past the limit: the error, and the frames of
    /// the runaway left.
    #[cold]
    #[inline(never)]
    fn line_over_limit(&mut self) -> bool {
        let k = self.stack.iter().position(|f| f.expansion).unwrap_or(0);
        let (buf, line, at) = if k > 0 {
            // The directive or call that began the runaway, in the file.
            match &self.bufs[k].kind {
                BufKind::Expansion { call, .. } => (call.buf, call.line, call.offset),
                BufKind::File { included_at } => {
                    let s = included_at.unwrap_or(Site {
                        buf: BufId(0),
                        line: 1,
                        offset: 0,
                    });
                    (s.buf, s.line, s.offset)
                }
            }
        } else {
            let top = self.stack.last().expect("a frame");
            (top.buf, top.line, 0)
        };
        // Resolve against the file the runaway began in.
        self.leave_frames(k.max(1));
        self.over_limit(buf, line, at, at);
        false
    }

    /// Charges `n` bytes (an included file); false past the limit.
    fn charge(&mut self, n: usize, buf: BufId, line: u32, at: usize, end: usize) -> bool {
        self.expanded_bytes = self.expanded_bytes.saturating_add(n);
        if self.expanded_bytes > self.limit {
            self.over_limit(buf, line, at, end);
            return false;
        }
        true
    }

    /// The one error for the expansion limit; nothing after it is read.
    fn over_limit(&mut self, buf: BufId, line: u32, at: usize, end: usize) {
        if !self.limit_hit {
            self.limit_hit = true;
            let lim = self.limit;
            let end = {
                let t = self.text(buf).as_bytes();
                let e = memchr::memchr(b'\n', &t[at.min(t.len())..]).map_or(t.len(), |p| p + at);
                end.max(e)
            };
            let e = code_end(self.text(buf).as_bytes(), at, end).0;
            self.error_at(
                buf,
                line,
                at,
                e,
                format!(
                    "expansion exceeds the limit of {lim} bytes of macro, repetition and include text in total (--max-expansion)"
                ),
            );
        }
        // Stop the whole assembly: nothing after this can be trusted
        // and continuing could repeat the runaway.
        self.ended = true;
    }

    fn push_expansion(
        &mut self,
        text: String,
        repeat: Repeat,
        kind: ExpansionKind,
        call: Site,
        def: (Rc<str>, u32),
        body_lines: u32,
    ) {
        let id = BufId(self.next_id);
        self.next_id = self.next_id.wrapping_add(1);
        self.bufs.push(Buffer {
            id,
            name: INSTANTIATION.with(|n| n.clone()),
            text: text.into(),
            kind: BufKind::Expansion {
                kind,
                call,
                def_file: def.0,
                def_line: def.1,
                body_lines,
            },
        });
        let depth = self.conds.len();
        self.stack.push(Input {
            buf: id,
            quiet: false,
            repeat,
            pos: 0,
            line: 0,
            in_comment: false,
            expansion: true,
            cond_depth: depth,
            resume: None,
            rows: None,
            cache_slot: None,
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
            // Every level would fail the same way again (a runaway
            // recursion): one error, then back to the file.
            self.unwind_expansions();
            return;
        }
        let count = m.count.get();
        let alt = self.alt as usize;
        let tmpl = m.templates[alt].get_or_init(|| {
            let names: Vec<&str> = m.params.iter().map(|p| p.name.as_str()).collect();
            template(&m.body, &names, self.alt, true, true)
        });
        // Without `\@` and `\+` the same arguments, as written, make the
        // same text (unless `%expr` makes a value of the symbols' values).
        let counted = tmpl.iter().any(|s| matches!(s, Seg::At | Seg::Count));
        let cached = if counted || (self.alt && self.text(buf)[ie..end].contains('%')) {
            None
        } else {
            self.cached_expansion(m, buf, ie, end)
        };
        let (slot, kept) = match cached {
            Some((slot, kept)) => (Some(slot), kept),
            None => (None, None),
        };
        let (text, rows) = match kept {
            Some((text, rows)) => (text, rows),
            None => {
                let Some(args) =
                    self.parse_args(host, buf, line, ie, end, Some(&m.params), &m.name)
                else {
                    return;
                };
                // Room for the body with every value used a few times (a
                // larger expansion grows once or twice).
                let mut text = self.text_room(m.body.len() + 4 * args.text.len() + 16);
                apply(
                    tmpl,
                    &m.body,
                    |k| args.get(k),
                    Some(self.instantiations),
                    Some(count),
                    &mut text,
                );
                self.spare_args = args;
                (text, None)
            }
        };
        self.instantiations += 1;
        m.count.set(count + 1);
        let call = Site {
            buf,
            line,
            offset: at,
        };
        let len = text.len();
        self.push_expansion(
            text,
            Repeat::Once,
            ExpansionKind::Macro(m.name.clone()),
            call,
            (m.def_file.clone(), m.def_line),
            m.body_lines,
        );
        if slot.is_some() {
            let gen = self.macro_gen;
            let rows = match rows.filter(|r| r.gen == gen) {
                Some(r) => Some(r),
                None => {
                    let id = self.stack.last().map_or(BufId(0), |t| t.buf);
                    self.rows(id, 0..len).map(|(r, _)| r)
                }
            };
            if let Some(top) = self.stack.last_mut() {
                top.rows = rows;
                top.cache_slot = slot;
            }
        }
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
        let not_abs = if name.eq_ignore_ascii_case(".rep") {
            "unexpected token in '.rep' directive"
        } else {
            "unexpected token in '.rept' directive"
        };
        let Ok((n, e)) = self.eval_expr(host, buf, line, p, end, not_abs, None, None) else {
            return;
        };
        if !self.expect_eol(buf, line, e, end) {
            return;
        }
        if n < 0 {
            self.error_at(buf, line, p, e, "Count is negative".into());
            return;
        }
        let Some((body, first, nlines, end_ie, end_code)) = self.collect_body(buf, line, false)
        else {
            self.error_at(
                buf,
                line,
                at,
                ie,
                "no matching '.endr' in definition".into(),
            );
            return;
        };
        // (Anything after `.endr` drops the repetition, as in llvm-mc 22.)
        if !self.expect_eol(buf, first + nlines, end_ie, end_code) {
            return;
        }
        if n == 0 || body.is_empty() {
            return;
        }
        let (rows, kept) = match n {
            2.. => self
                .rows(buf, body.clone())
                .map_or((None, None), |(r, t)| (Some(r), t)),
            _ => (None, None),
        };
        let text = match kept {
            Some(t) => t,
            None => {
                let mut t = self.text_room(body.len());
                t.push_str(&self.bufs[self.bi(buf)].text[body]);
                t
            }
        };
        let call = Site {
            buf,
            line,
            offset: at,
        };
        let def = self.file_line_rc(buf, first);
        self.push_expansion(
            text,
            Repeat::Rept(n as u64 - 1),
            ExpansionKind::Rept,
            call,
            def,
            nlines,
        );
        if let Some(top) = self.stack.last_mut() {
            top.rows = rows;
        }
    }

    /// The lines of the body `buf[body]` that is to be read many times:
    /// the rows of the frame it is in when that has them (with the text
    /// of the body when it was read before: the kid it left), else found
    /// in the text (each worked out at its first reading). None for a
    /// body with a `/*` (whose comments may span lines) or too large to
    /// be worth it.
    fn rows(&mut self, buf: BufId, body: Range<usize>) -> Option<(Rows, Option<String>)> {
        let gen = self.macro_gen;
        let top = self.stack.last_mut()?;
        let top_buf = top.buf;
        if let Some(r) = top.rows.as_mut().filter(|r| r.gen == gen && top_buf == buf) {
            let a = r
                .rows
                .binary_search_by_key(&body.start, |x| x.start as usize);
            let z = r.rows.binary_search_by_key(&body.end, |x| x.start as usize);
            if let (Ok(a), Ok(z)) = (a, z) {
                let base = body.start as u32;
                // The body read before (in an earlier repetition of these
                // rows): its rows and text as it left them, no copy.
                if let Some(i) = r.kids.iter().position(|k| k.at as usize == a) {
                    let kid = r.kids.swap_remove(i);
                    if kid.rows.gen == gen
                        && kid.rows.from == Some((a, base))
                        && kid.rows.rows.len() == z - a
                        && kid.text.len() == body.len()
                    {
                        let mut rows = kid.rows;
                        rows.next = 0;
                        return Some((rows, Some(kid.text)));
                    }
                }
                let rows = r.rows[a..z]
                    .iter()
                    .map(|x| Row {
                        start: x.start - base,
                        first: x.first.saturating_sub(base),
                        code_end: x.code_end.saturating_sub(base),
                        end: x.end - base,
                        kind: x.kind,
                        body_end: match x.body_end as usize {
                            e if e > a && e < z => (e - a) as u32,
                            _ => 0,
                        },
                        skip: match x.skip as usize {
                            e if e > a && e < z && x.skip != NO_SKIP => (e - a) as u32,
                            _ => 0,
                        },
                        skip_cost: x.skip_cost,
                        note: x.note,
                    })
                    .collect();
                return Some((
                    Rows {
                        rows,
                        next: 0,
                        gen,
                        from: Some((a, base)),
                        kids: Vec::new(),
                    },
                    None,
                ));
            }
        }
        let b = self.text(buf).as_bytes().get(body)?;
        if b.len() > ROWS_MAX_TEXT || memchr::memmem::find(b, b"/*").is_some() {
            return None;
        }
        let mut rows = Vec::new();
        let mut pos = 0;
        while pos < b.len() {
            let s = pos;
            let e = memchr::memchr(b'\n', &b[s..]).map_or(b.len(), |p| p + s);
            pos = e + 1;
            rows.push(Row {
                start: s as u32,
                first: s as u32,
                code_end: e as u32,
                end: e as u32,
                kind: RowKind::Unknown,
                body_end: 0,
                skip: 0,
                skip_cost: 0,
                note: 0,
            });
        }
        Some((
            Rows {
                rows,
                next: 0,
                gen,
                from: None,
                kids: Vec::new(),
            },
            None,
        ))
    }

    /// What `statement` makes of a line whose statement is
    /// `text[i..end]` (`i` past blanks, as [`code_span`] finds it):
    /// nothing, the line as it is, or something to look at
    /// (conservatively).
    fn row_kind(&self, text: &str, i: usize, end: usize) -> RowKind {
        let b = text.as_bytes();
        if i >= end {
            return RowKind::Blank;
        }
        let ie = ident_end(b, i, end);
        if ie == i {
            return RowKind::Other;
        }
        let name = &text[i..ie];
        let dot = b[i] == b'.';
        if dot && (is_cond_directive(name) || is_expander_directive(name)) {
            return RowKind::Other;
        }
        let after = skip_ws(b, ie, end);
        if after < end && b[after] == b':' {
            return RowKind::Other;
        }
        let assign = after < end && b[after] == b'=' && !(after + 1 < end && b[after + 1] == b'=');
        if !assign && self.may_be_macro(name.as_bytes()) && self.macros.contains_key(name) {
            return RowKind::Other;
        }
        RowKind::Plain
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
        let mut vals = args;
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
            // One value a character.
            let s = std::mem::take(&mut vals.text);
            vals.spans.clear();
            for (at, c) in s.char_indices() {
                vals.spans
                    .push(Some((at as u32, (at + c.len_utf8()) as u32)));
            }
            vals.text = s;
        }
        let Some((body, first, nlines, end_ie, end_code)) = self.collect_body(buf, line, false)
        else {
            self.error_at(
                buf,
                line,
                at,
                ie,
                "no matching '.endr' in definition".into(),
            );
            return;
        };
        // (Anything after `.endr` drops the repetition, as in llvm-mc 22.)
        if !self.expect_eol(buf, first + nlines, end_ie, end_code) {
            return;
        }
        let body = self.text(buf)[body].to_string();
        if vals.is_empty() || body.is_empty() {
            return;
        }
        let tmpl = template(&body, &[&pname], self.alt, true, false);
        let at_val = self.instantiations;
        let mut text = self.text_room(body.len() + 16);
        let v = vals.get(0);
        apply(&tmpl, &body, |_| v, Some(at_val), None, &mut text);
        let call = Site {
            buf,
            line,
            offset: at,
        };
        let def = self.file_line_rc(buf, first);
        let kind = if irpc {
            ExpansionKind::Irpc
        } else {
            ExpansionKind::Irp
        };
        self.push_expansion(
            text,
            Repeat::Irp(Box::new(IrpState {
                body,
                tmpl,
                vals,
                next: 1,
                at: at_val,
            })),
            kind,
            call,
            def,
            nlines,
        );
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
            // A file that includes itself: every level would fail again.
            // One error, then back to the main file.
            self.leave_frames(1);
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
            let including = &self.bufs[self.bi(f.buf)].name;
            if let Some(dir) = Path::new(&**including).parent() {
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
        let id = BufId(self.next_id);
        self.next_id = self.next_id.wrapping_add(1);
        self.bufs.push(Buffer {
            id,
            name: shown.into(),
            text: contents.into(),
            kind: BufKind::File {
                included_at: Some(Site {
                    buf,
                    line,
                    offset: p,
                }),
            },
        });
        // (Where the `.include` line goes on past its code: a comment.)
        let t = self.text(buf).as_bytes();
        let line_end =
            memchr::memchr(b'\n', t.get(end..).unwrap_or(&[])).map_or(t.len(), |q| end + q);
        let quiet = t
            .get(end..line_end)
            .is_some_and(|r| r.iter().any(|&c| !blank(c) && c != b'\r'));
        self.stack.push(Input {
            buf: id,
            quiet,
            repeat: Repeat::Once,
            pos: 0,
            line: 0,
            in_comment: false,
            expansion: false,
            cond_depth: self.conds.len(),
            resume: None,
            rows: None,
            cache_slot: None,
        });
        // (The `.include` line: a blank line in a listing.)
        if self.list_blanks && !quiet {
            self.pending_blanks += 1;
        }
    }
}

/// Splits a body into the pieces a substitution puts together: text, a
/// parameter (`\\name`, or under `.altmacro` a bare name), `\\@` (when
/// `at`), `\\+` (when `count`); `\\()` is dropped. A backslash before a
/// name that is no parameter stays as written.
fn template(body: &str, params: &[&str], alt: bool, at: bool, count: bool) -> Vec<Seg> {
    let b = body.as_bytes();
    let mut out = Vec::new();
    let push = |out: &mut Vec<Seg>, s: usize, e: usize| {
        if e > s {
            out.push(Seg::Text(s as u32, e as u32));
        }
    };
    // A name is compared with the parameters only when one of them has its
    // length and first byte (most names of a body are no parameter).
    let (mut lens, mut firsts) = (0u64, [0u64; 4]);
    for p in params {
        lens |= 1 << p.len().min(63);
        if let Some(&c) = p.as_bytes().first() {
            firsts[c as usize >> 6] |= 1 << (c & 63);
        }
    }
    let param = |name: &[u8]| -> Option<usize> {
        let c = *name.first()?;
        if lens & 1 << name.len().min(63) == 0 || firsts[c as usize >> 6] & 1 << (c & 63) == 0 {
            return None;
        }
        params.iter().position(|p| p.as_bytes() == name)
    };
    let mut i = 0;
    let mut run = 0;
    while i < b.len() {
        if !alt {
            // Only a backslash starts anything but text.
            match memchr::memchr(b'\\', &b[i..]) {
                Some(k) => i += k,
                None => break,
            }
        } else {
            // Only a backslash or a name does (the bytes of a character
            // past ASCII are neither).
            match b[i..].iter().position(|&c| ALT_STOP[c as usize]) {
                Some(k) => i += k,
                None => break,
            }
        }
        let c = b[i];
        if c == b'\\' && i + 1 < b.len() {
            let n = b[i + 1];
            let counter = match n {
                b'@' if at => Some(Seg::At),
                b'+' if count => Some(Seg::Count),
                _ => None,
            };
            if let Some(seg) = counter {
                push(&mut out, run, i);
                out.push(seg);
                i += 2;
                run = i;
                continue;
            }
            if n == b'(' && i + 2 < b.len() && b[i + 2] == b')' {
                push(&mut out, run, i);
                i += 3;
                run = i;
                continue;
            }
            let mut j = i + 1;
            while j < b.len() && param_char(b[j]) {
                j += 1;
            }
            if j > i + 1 {
                if let Some(k) = param(&b[i + 1..j]) {
                    push(&mut out, run, i);
                    out.push(Seg::Param(k as u32));
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
        if alt && param_char(c) {
            let mut j = i + 1;
            while j < b.len() && param_char(b[j]) {
                j += 1;
            }
            if let Some(k) = param(&b[i..j]) {
                push(&mut out, run, i);
                out.push(Seg::Param(k as u32));
                run = j;
            }
            i = j;
            continue;
        }
        i += c.len_utf8_of().max(1);
    }
    push(&mut out, run, b.len());
    out
}

/// Appends `u` in decimal (what `{u}` formats, without the formatting
/// machinery: `\@` is substituted on most expanded lines).
fn push_decimal(out: &mut String, u: u64) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    let mut u = u;
    loop {
        i -= 1;
        buf[i] = b'0' + (u % 10) as u8;
        u /= 10;
        if u == 0 {
            break;
        }
    }
    // Digits are ASCII: each one a `char` (no UTF-8 check of the lot).
    out.extend(buf[i..].iter().map(|&d| d as char));
}

/// Puts a body together from its [`template`] and the arguments.
fn apply<'a>(
    tmpl: &[Seg],
    body: &str,
    args: impl Fn(usize) -> &'a str,
    at: Option<u64>,
    count: Option<u64>,
    out: &mut String,
) {
    for seg in tmpl {
        match *seg {
            Seg::Text(s, e) => out.push_str(&body[s as usize..e as usize]),
            Seg::Param(k) => out.push_str(args(k as usize)),
            Seg::At => push_decimal(out, at.unwrap_or(0)),
            Seg::Count => push_decimal(out, count.unwrap_or(0)),
        }
    }
}

#[cfg(test)]
mod tests {

    /// A small host and a run: a macro called in a repetition.
    #[test]
    fn module_example() {
        use super::{EvalError, Expander, Host};
        struct H;
        impl Host for H {
            fn eval(&mut self, t: &str) -> Result<(i64, usize), EvalError> {
                let n = t.trim_end();
                n.trim()
                    .parse()
                    .map(|v| (v, n.len()))
                    .map_err(|_| EvalError::NotAbsolute)
            }
            fn is_defined(&mut self, _: &str) -> bool {
                false
            }
            fn read_file(&mut self, p: &str) -> Result<(String, String), String> {
                Err(p.into())
            }
        }
        let src = ".macro twice a\n.byte \\a\n.byte \\a\n.endm\n.rept 2\ntwice 7\n.endr\n";
        let mut x = Expander::new("a.s", src.to_string(), vec![]);
        let mut out = vec![];
        while let Some(l) = x.next_line(&mut H) {
            out.push(x.line_text(&l).to_string());
        }
        assert_eq!(out, [".byte 7"; 4]);
        assert!(x.diags().is_empty());
    }
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
        let mut x = Expander::new("t.s", src, vec![]);
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

    /// A repeated body's lines are worked out once, not once a
    /// repetition: 1000 repetitions of 10 lines (with a conditional and a
    /// nested body) look at about as many lines as one repetition.
    #[test]
    fn directive_names_in_any_case() {
        for d in COND_DIRECTIVES {
            assert_eq!(cond_directive(d), Some(d));
            assert_eq!(cond_directive(&d.to_ascii_uppercase()), Some(d));
            assert_eq!(expander_directive(d), None);
        }
        for d in EXPANDER_DIRECTIVES {
            assert_eq!(expander_directive(d), Some(d));
            assert_eq!(expander_directive(&d.to_ascii_uppercase()), Some(d));
            assert_eq!(cond_directive(d), None);
        }
        assert_eq!(cond_directive(".iffy"), None);
        assert_eq!(expander_directive(".Macros"), None);
    }

    #[test]
    fn repeated_lines_are_examined_once() {
        let body = "  .if 1\n  .byte 1\n  .else\n  .byte 2\n  .endif\n  .rept 2\n  .byte 3\n  .endr\n  x = 1\n  .byte 4\n";
        let src = format!(".rept 1000\n{body}.endr\n");
        let mut x = Expander::new("t.s", src, vec![]);
        let mut n = 0;
        while x.next_line(&mut H).is_some() {
            n += 1;
        }
        assert_eq!(n, 1000 * 5, "lines handed out");
        let seen = x.lines_examined();
        assert!(
            seen < 40,
            "{seen} lines examined for 1000 repetitions of 10"
        );
    }

    /// The instructions of a file that defines macros are handed out as
    /// they are written, without the analysis of a statement (which looks
    /// for macro calls, directives of the expander and labels); the lines
    /// that may be one of those are analysed.
    #[test]
    fn written_instructions_are_not_analysed() {
        let mut src = String::from(".macro m a\n  s_nop \\a\n.endm\n");
        for k in 0..1000 {
            src += &format!("  v_add_f32 v{k}, v1, v2 ; c{k}\n");
        }
        src += "lab: s_nop 0\nx = 1\nm 3\n/* a */ s_nop 1\ns_nop 2 /* b\n */ s_nop 3\n";
        let mut x = Expander::new("t.s", src, vec![]);
        let mut out = Vec::new();
        while let Some(l) = x.next_line(&mut H) {
            out.push(x.line_text(&l).trim().to_string());
        }
        assert!(x.diags().is_empty());
        assert_eq!(out.len(), 1006, "{:?}", &out[1000..]);
        // (Up to the comment, as the analysis hands a line out: the
        // same text.)
        assert_eq!(out[7], "v_add_f32 v7, v1, v2");
        assert_eq!(
            &out[1000..],
            [
                "lab: s_nop 0",
                "x = 1",
                "s_nop 3",
                "/* a */ s_nop 1",
                "s_nop 2",
                "s_nop 3"
            ]
        );
        let n = x.statements_analysed();
        assert!(n < 20, "{n} statements analysed");
        // The same of expansions read as text (not by rows): an `.irp`
        // body substituted for each value, calls each with other values.
        let vals: Vec<String> = (0..300).map(|k| k.to_string()).collect();
        let calls: String = (0..300).map(|k| format!("m {k}\n")).collect();
        let src = format!(
            ".macro m a\n  s_nop \\a\n  v_mov_b32 v\\a, 0\n.endm\n.irp b, {}\n  s_nop \\b\n  v_mov_b32 v\\b, 1\n.endr\n{calls}",
            vals.join(",")
        );
        let mut x = Expander::new("t.s", src, vec![]);
        let mut out = Vec::new();
        while let Some(l) = x.next_line(&mut H) {
            out.push(x.line_text(&l).trim().to_string());
        }
        assert!(x.diags().is_empty());
        assert_eq!(out.len(), 1200);
        assert_eq!(out[599], "v_mov_b32 v299, 1");
        assert_eq!(out[1199], "v_mov_b32 v299, 0");
        let n = x.statements_analysed();
        assert!(n < 320, "{n} statements analysed");
    }

    #[test]
    fn skipped_arms_are_passed_over_at_once() {
        // Each repetition takes one arm of three; the others (40 lines
        // each, with conditionals of their own) are not read line by line.
        let arm = |b: u32| {
            let mut t = String::new();
            for k in 0..10 {
                t += &format!("  .byte {b}{k}\n  .if 1\n  .byte 7\n  .else\n  .endif\n");
            }
            t
        };
        let body = format!(
            "  .if 0\n{}  .elseif 1\n  .byte 2\n  .else\n{}  .endif\n",
            arm(1),
            arm(3)
        );
        let src = format!(".rept 1000\n{body}.endr\n.byte 9\n");
        let mut x = Expander::new("t.s", src.clone(), vec![]);
        let mut out = Vec::new();
        while let Some(l) = x.next_line(&mut H) {
            out.push(x.line_text(&l).trim().to_string());
        }
        let mut want = vec![".byte 2"; 1000];
        want.push(".byte 9");
        assert_eq!(out, want);
        assert!(x.diags().is_empty());
        let read = x.rows_read();
        assert!(read < 10_000, "{read} rows read for 1000 repetitions");
        // Charged as if read, every line of every repetition.
        let per: usize = body.lines().map(|l| (l.len() + 1).max(LINE_COST)).sum();
        assert_eq!(x.expanded_bytes(), 1000 * per);
    }

    #[test]
    fn skipped_arms_with_complaints_are_read() {
        // A conditional in a skipped arm that complains when read: read
        // line by line, so each repetition reports it as before.
        let (o, d) = run(".rept 3\n.if 0\n.if 1\n.else junk\n.endif\n.endif\n.byte 1\n.endr\n");
        assert_eq!(o, [".byte 1"; 3]);
        assert_eq!(d.len(), 3, "{d:?}");
    }

    #[test]
    fn same_calls_are_worked_out_once() {
        let body = ".macro m a\n  .if \\a\n  .byte \\a\n  .else\n  .byte 0\n  .endif\n.endm\n";
        let src = format!("{body}{}", "m 1\n".repeat(1000));
        let mut x = Expander::new("t.s", src, vec![]);
        let mut out = Vec::new();
        while let Some(l) = x.next_line(&mut H) {
            out.push(x.line_text(&l).trim().to_string());
        }
        assert_eq!(out, vec![".byte 1"; 1000]);
        let seen = x.lines_examined();
        assert!(seen < 1100, "{seen} lines examined for 1000 calls");
        // Other values: another expansion each.
        let calls: String = (0..1000).map(|k| format!("m {}\n", k + 1)).collect();
        let mut y = Expander::new("t.s", format!("{body}{calls}"), vec![]);
        while y.next_line(&mut H).is_some() {}
        assert!(y.lines_examined() > 5000);
    }

    #[test]
    fn kept_expansions_follow_redefinitions_and_counters() {
        let (o, d) = run(concat!(
            ".macro m a\n.byte \\a\n.endm\n",
            "m 1\nm 1\n.purgem m\n",
            ".macro m a\n.byte \\a+1\n.endm\n",
            "m 1\nm 1\n",
            ".macro c\n.byte \\@\n.endm\nc\nc\n",
            ".macro r n\n.if \\n\n.byte \\n\nr 0\n.endif\n.endm\nr 1\nr 1\n",
        ));
        assert!(d.is_empty(), "{d:?}");
        assert_eq!(
            o,
            [
                ".byte 1",
                ".byte 1",
                ".byte 1+1",
                ".byte 1+1",
                ".byte 4",
                ".byte 5",
                ".byte 1",
                ".byte 1"
            ]
        );
    }

    #[test]
    fn label_then_if() {
        let (o, _) = run("lab: .if 0\n.byte 5\n.endif\n");
        assert_eq!(o, ["lab:"]);
    }

    #[test]
    fn origin_chain() {
        let src = ".macro m\n.byte 1\nbad\n.endm\n.rept 2\nm\n.endr\n";
        let mut x = Expander::new("t.s", src, vec![]);
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
