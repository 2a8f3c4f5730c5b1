//! Code object metadata: the YAML of an `.amdgpu_metadata` block and the
//! MessagePack llvm-mc 22 writes for it into the NT_AMDGPU_METADATA note.
//!
//! llvm-mc's rules, found by experiment against llvm-mc 22:
//! - A scalar's type is inferred from its text whether quoted or not
//!   (`'123'` is an integer): unsigned integer (radix prefixes `0x`, `0b`,
//!   `0o`, a leading `0` for octal), then signed integer, then float
//!   (C `strtod` syntax, the whole text; the empty string is 0.0), then
//!   `true`/`false`, else a string. Tags `!str`, `!int`, `!float`, `!bool`,
//!   `!nil` force a type.
//! - Map keys are sorted (byte order); a repeated key is an error.
//! - Integers take the smallest MessagePack form (non-negative ones always
//!   unsigned); floats whose magnitude is within f32's normal range are
//!   written as f32, others as f64; strings use fixstr/str8/str16/str32.
//! - The document must be a map with `amdhsa.version` (a sequence) and
//!   `amdhsa.kernels` (a sequence); llvm-mc says "invalid HSA metadata"
//!   otherwise.

use std::borrow::Cow;
use std::fmt::Write as _;

/// A metadata error at a 1-based line and column of the YAML text (0, 0 for
/// errors in MessagePack input or about the whole document).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MetaError {
    /// 1-based line in the YAML text (0: no place).
    pub line: usize,
    /// 1-based column in the YAML text (0: no place).
    pub col: usize,
    /// What is wrong.
    pub message: String,
}

impl std::fmt::Display for MetaError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.col, self.message)
    }
}

impl std::error::Error for MetaError {}

fn err<T>(line: usize, col: usize, message: impl Into<String>) -> Result<T, MetaError> {
    Err(MetaError {
        line,
        col,
        message: message.into(),
    })
}

/// A MessagePack document node. Its strings borrow from the YAML text or
/// the MessagePack bytes it was read from where they can.
#[derive(Clone, Debug, PartialEq)]
enum Node<'a> {
    Nil,
    Bool(bool),
    UInt(u64),
    Int(i64),
    /// Stored as f32 or f64 according to the magnitude rule.
    Float(f64),
    Str(Cow<'a, str>),
    Arr(Vec<Node<'a>>),
    Map(Vec<(Node<'a>, Node<'a>)>),
}

// ------------------------------------------------------------------ YAML

struct Line<'a> {
    no: usize,
    indent: usize,
    text: &'a str,
}

/// Strips a comment (`#` at the start or after a blank, outside quotes).
fn strip_comment(s: &str) -> &str {
    let b = s.as_bytes();
    // Most lines have no `#` at all (a fast search).
    if !b.contains(&b'#') {
        return s.trim_end();
    }
    let (mut sq, mut dq) = (false, false);
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'\'' if !dq => sq = !sq,
            b'"' if !sq => dq = !dq,
            b'\\' if dq => i += 1,
            b'#' if !sq && !dq && (i == 0 || b[i - 1] == b' ' || b[i - 1] == b'\t') => {
                return s[..i].trim_end();
            }
            _ => {}
        }
        i += 1;
    }
    s.trim_end()
}

struct Parser<'a> {
    lines: Vec<Line<'a>>,
    pos: usize,
    depth: usize,
    /// The first scalar whose type could not be inferred (see [`to_node`]).
    bad: Option<MetaError>,
    /// The key texts of the mappings being read, innermost last (for the
    /// duplicate check).
    keys: Vec<Cow<'a, str>>,
    /// The same for flow mappings: lent to each [`FlowParser`].
    flow_keys: Vec<Cow<'a, str>>,
}

/// A scalar before type inference: its text borrowed from the YAML unless
/// it had to be unescaped or assembled (quoted escapes, block scalars).
struct Scalar<'a> {
    text: Cow<'a, str>,
    tag: Option<&'a str>,
    line: usize,
    col: usize,
}

/// A parsed value: a scalar before type inference, or a collection whose
/// items are already nodes (a mapping's sorted, with where it starts).
enum Yaml<'a> {
    Scalar(Scalar<'a>),
    Seq(Vec<Node<'a>>),
    Map(Vec<(Node<'a>, Node<'a>)>, usize, usize),
}

/// The node of a parsed value. A scalar whose type cannot be inferred
/// becomes `Nil`, its error kept in `bad` (the first one only): syntax
/// errors anywhere in the text are reported before such errors, and the
/// first of them in text order after that.
fn to_node<'a>(y: Yaml<'a>, bad: &mut Option<MetaError>) -> Node<'a> {
    match y {
        Yaml::Scalar(s) => match infer(s) {
            Ok(n) => n,
            Err(e) => {
                bad.get_or_insert(e);
                Node::Nil
            }
        },
        Yaml::Seq(items) => Node::Arr(items),
        Yaml::Map(entries, _, _) => Node::Map(entries),
    }
}

const MAX_DEPTH: usize = 64;

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> Result<Self, MetaError> {
        let mut lines = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let no = i + 1;
            let body = raw.trim_start_matches(' ');
            let indent = raw.len() - body.len();
            if body.starts_with('\t') {
                return err(no, indent + 1, "tabs are not allowed for indentation");
            }
            let t = strip_comment(body);
            if t.is_empty() || t.starts_with('%') {
                continue;
            }
            if indent == 0 && (t == "---" || t == "...") {
                continue;
            }
            lines.push(Line {
                no,
                indent,
                text: t,
            });
        }
        Ok(Parser {
            lines,
            pos: 0,
            depth: 0,
            bad: None,
            keys: Vec::new(),
            flow_keys: Vec::new(),
        })
    }

    fn parse_node(&mut self, indent: usize) -> Result<Yaml<'a>, MetaError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            let l = &self.lines[self.pos.min(self.lines.len() - 1)];
            return err(l.no, l.indent + 1, "nesting too deep");
        }
        let r = self.parse_node_inner(indent);
        self.depth -= 1;
        r
    }

    fn parse_node_inner(&mut self, indent: usize) -> Result<Yaml<'a>, MetaError> {
        let Some(l) = self.lines.get(self.pos) else {
            return Ok(Yaml::Scalar(Scalar {
                text: Cow::Borrowed(""),
                tag: None,
                line: 0,
                col: 0,
            }));
        };
        if l.indent < indent {
            return Ok(Yaml::Scalar(Scalar {
                text: Cow::Borrowed(""),
                tag: None,
                line: l.no,
                col: l.indent + 1,
            }));
        }
        if l.text == "-" || l.text.starts_with("- ") {
            return self.parse_seq(l.indent);
        }
        if find_key_sep(l.text).is_some() {
            return self.parse_map(l.indent);
        }
        let (no, col, text) = (l.no, l.indent + 1, l.text);
        self.pos += 1;
        let keys = std::mem::take(&mut self.flow_keys);
        let mut fp = FlowParser::new(text, no, col, self.depth, keys);
        let v = fp.value()?;
        fp.end()?;
        self.bad = self.bad.take().or(fp.bad);
        self.flow_keys = fp.keys;
        Ok(v)
    }

    fn parse_seq(&mut self, indent: usize) -> Result<Yaml<'a>, MetaError> {
        let mut items = Vec::new();
        while let Some(l) = self.lines.get(self.pos) {
            if l.indent != indent || !(l.text == "-" || l.text.starts_with("- ")) {
                if l.indent > indent {
                    return err(l.no, l.indent + 1, "bad indentation of a sequence entry");
                }
                break;
            }
            if l.text == "-" {
                self.pos += 1;
                let v = self.parse_node(indent + 1)?;
                items.push(to_node(v, &mut self.bad));
                continue;
            }
            let rest = &l.text[2..];
            let skip = rest.len() - rest.trim_start().len();
            // The rest of the line is a node indented past the dash.
            let new = Line {
                no: l.no,
                indent: indent + 2 + skip,
                text: rest.trim_start(),
            };
            self.lines[self.pos] = new;
            let ind = indent + 2 + skip;
            let v = self.parse_node(ind)?;
            items.push(to_node(v, &mut self.bad));
        }
        Ok(Yaml::Seq(items))
    }

    fn parse_map(&mut self, indent: usize) -> Result<Yaml<'a>, MetaError> {
        let mut entries: Vec<(Node<'a>, Node<'a>)> = Vec::new();
        let base = self.keys.len();
        let (mline, mcol) = self
            .lines
            .get(self.pos)
            .map(|l| (l.no, l.indent + 1))
            .unwrap_or((0, 0));
        while let Some(l) = self.lines.get(self.pos) {
            if l.indent != indent {
                if l.indent > indent {
                    return err(l.no, l.indent + 1, "bad indentation of a mapping entry");
                }
                break;
            }
            if l.text.starts_with("- ") || l.text == "-" {
                return err(
                    l.no,
                    l.indent + 1,
                    "expected a mapping key, found a sequence entry",
                );
            }
            let Some(sep) = find_key_sep(l.text) else {
                return err(l.no, l.indent + 1, "expected a mapping key ('key: value')");
            };
            let (no, col) = (l.no, l.indent + 1);
            let key_text = l.text[..sep].trim_end();
            let mut kp = FlowParser::new(key_text, no, col, self.depth, Vec::new());
            let key = match kp.value()? {
                Yaml::Scalar(s) => s,
                _ => return err(no, col, "mapping keys must be scalars"),
            };
            kp.end()?;
            let rest = l.text[sep + 1..].trim_start();
            let rest_col = col + (l.text.len() - rest.len());
            if self.keys[base..].contains(&key.text) {
                return err(no, col, format!("duplicated mapping key '{}'", key.text));
            }
            self.keys.push(key.text.clone());
            let key = to_node(Yaml::Scalar(key), &mut self.bad);
            self.pos += 1;
            let value = if rest.is_empty() {
                match self.lines.get(self.pos) {
                    Some(n) if n.indent > indent => self.parse_node(n.indent)?,
                    Some(n)
                        if n.indent == indent && (n.text == "-" || n.text.starts_with("- ")) =>
                    {
                        self.parse_seq(indent)?
                    }
                    _ => Yaml::Scalar(Scalar {
                        text: Cow::Borrowed(""),
                        tag: None,
                        line: no,
                        col: rest_col,
                    }),
                }
            } else if rest == "|" || rest == "|-" {
                self.block_scalar(indent, rest == "|-", no, rest_col)
            } else {
                let keys = std::mem::take(&mut self.flow_keys);
                let mut fp = FlowParser::new(rest, no, rest_col, self.depth, keys);
                let v = fp.value()?;
                fp.end()?;
                self.bad = self.bad.take().or(fp.bad);
                self.flow_keys = fp.keys;
                v
            };
            entries.push((key, to_node(value, &mut self.bad)));
        }
        self.keys.truncate(base);
        entries.sort_by(|a, b| key_cmp(&a.0, &b.0));
        Ok(Yaml::Map(entries, mline, mcol))
    }

    /// A literal block scalar (`|`, `|-`): the more-indented lines that follow.
    fn block_scalar(&mut self, indent: usize, strip: bool, line: usize, col: usize) -> Yaml<'a> {
        let mut text = String::new();
        let mut base = None;
        while let Some(l) = self.lines.get(self.pos) {
            if l.indent <= indent {
                break;
            }
            let b = *base.get_or_insert(l.indent);
            text.push_str(&" ".repeat(l.indent.saturating_sub(b)));
            text.push_str(l.text);
            text.push('\n');
            self.pos += 1;
        }
        if strip {
            while text.ends_with('\n') {
                text.pop();
            }
        }
        Yaml::Scalar(Scalar {
            text: Cow::Owned(text),
            tag: Some("!str"),
            line,
            col,
        })
    }
}

/// The byte offset of the `:` that ends a mapping key on this line.
fn find_key_sep(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    let first = *b.first()?;
    if first == b'[' || first == b'{' {
        return None;
    }
    let mut i = 0;
    if first == b'\'' || first == b'"' {
        // A quoted key: skip to its closing quote.
        i = 1;
        while i < b.len() {
            if b[i] == b'\\' && first == b'"' {
                i += 2;
                continue;
            }
            if b[i] == first {
                if first == b'\'' && b.get(i + 1) == Some(&b'\'') {
                    i += 2;
                    continue;
                }
                break;
            }
            i += 1;
        }
        i += 1;
    }
    while i < b.len() {
        if b[i] == b':' && (i + 1 == b.len() || b[i + 1] == b' ') {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// `str::trim_end`, with a fast path for trailing ASCII blanks.
fn trim_end(s: &str) -> &str {
    let b = s.as_bytes();
    let mut n = b.len();
    while n > 0 && matches!(b[n - 1], b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c') {
        n -= 1;
    }
    // Other white space is not ASCII.
    if n > 0 && b[n - 1] >= 0x80 {
        return s.trim_end();
    }
    &s[..n]
}

struct FlowParser<'s> {
    s: &'s str,
    i: usize,
    line: usize,
    col0: usize,
    depth: usize,
    /// As in [`Parser`].
    bad: Option<MetaError>,
    keys: Vec<Cow<'s, str>>,
}

impl<'s> FlowParser<'s> {
    fn new(s: &'s str, line: usize, col0: usize, depth: usize, keys: Vec<Cow<'s, str>>) -> Self {
        FlowParser {
            s,
            i: 0,
            line,
            col0,
            depth,
            bad: None,
            keys,
        }
    }
    fn col(&self) -> usize {
        self.col0 + self.i
    }
    fn peek(&self) -> Option<u8> {
        self.s.as_bytes().get(self.i).copied()
    }
    fn ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t')) {
            self.i += 1;
        }
    }
    fn end(&mut self) -> Result<(), MetaError> {
        self.ws();
        if self.i < self.s.len() {
            return err(self.line, self.col(), "unexpected text after a value");
        }
        Ok(())
    }
    fn value(&mut self) -> Result<Yaml<'s>, MetaError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return err(self.line, self.col(), "nesting too deep");
        }
        let r = self.value_inner();
        self.depth -= 1;
        r
    }
    fn value_inner(&mut self) -> Result<Yaml<'s>, MetaError> {
        self.ws();
        let mut tag = None;
        if self.peek() == Some(b'!') {
            let start = self.i;
            while matches!(self.peek(), Some(c) if c != b' ') {
                self.i += 1;
            }
            tag = Some(&self.s[start..self.i]);
            self.ws();
        }
        let (line, col) = (self.line, self.col());
        match self.peek() {
            Some(b'[') => {
                self.i += 1;
                let mut items = Vec::new();
                loop {
                    self.ws();
                    match self.peek() {
                        Some(b']') => {
                            self.i += 1;
                            break;
                        }
                        None => {
                            return err(
                                self.line,
                                self.col(),
                                "unterminated flow sequence (expected ']')",
                            )
                        }
                        _ => {}
                    }
                    let v = self.value()?;
                    items.push(to_node(v, &mut self.bad));
                    self.ws();
                    match self.peek() {
                        Some(b',') => self.i += 1,
                        Some(b']') => {}
                        _ => {
                            return err(
                                self.line,
                                self.col(),
                                "expected ',' or ']' in a flow sequence",
                            )
                        }
                    }
                }
                Ok(Yaml::Seq(items))
            }
            Some(b'{') => {
                self.i += 1;
                let mut entries: Vec<(Node<'s>, Node<'s>)> = Vec::new();
                let base = self.keys.len();
                loop {
                    self.ws();
                    match self.peek() {
                        Some(b'}') => {
                            self.i += 1;
                            break;
                        }
                        None => {
                            return err(
                                self.line,
                                self.col(),
                                "unterminated flow mapping (expected '}')",
                            )
                        }
                        _ => {}
                    }
                    let (kl, kc) = (self.line, self.col());
                    let key = match self.scalar(None, true)? {
                        Yaml::Scalar(s) => s,
                        _ => return err(kl, kc, "mapping keys must be scalars"),
                    };
                    self.ws();
                    if self.peek() != Some(b':') {
                        return err(self.line, self.col(), "expected ':' after a mapping key");
                    }
                    self.i += 1;
                    let text = key.text.clone();
                    let key = to_node(Yaml::Scalar(key), &mut self.bad);
                    let v = self.value()?;
                    if self.keys[base..].contains(&text) {
                        return err(kl, kc, format!("duplicated mapping key '{text}'"));
                    }
                    self.keys.push(text);
                    entries.push((key, to_node(v, &mut self.bad)));
                    self.ws();
                    match self.peek() {
                        Some(b',') => self.i += 1,
                        Some(b'}') => {}
                        _ => {
                            return err(
                                self.line,
                                self.col(),
                                "expected ',' or '}' in a flow mapping",
                            )
                        }
                    }
                }
                self.keys.truncate(base);
                entries.sort_by(|a, b| key_cmp(&a.0, &b.0));
                Ok(Yaml::Map(entries, line, col))
            }
            _ => self.scalar(tag, self.depth > 1),
        }
    }

    /// A scalar; `in_flow`: stops at `,` `]` `}` and `: `.
    fn scalar(&mut self, tag: Option<&'s str>, in_flow: bool) -> Result<Yaml<'s>, MetaError> {
        let (line, col) = (self.line, self.col());
        let s = self.s;
        let b = s.as_bytes();
        let text = match self.peek() {
            Some(b'\'') => {
                // Borrowed from the line unless a `''` has to become `'`.
                self.i += 1;
                let start = self.i;
                let mut doubled = false;
                loop {
                    match self.peek() {
                        None => return err(line, col, "unterminated single-quoted string"),
                        Some(b'\'') if b.get(self.i + 1) == Some(&b'\'') => {
                            doubled = true;
                            self.i += 2;
                        }
                        Some(b'\'') => {
                            self.i += 1;
                            break;
                        }
                        // (No byte of a multi-byte character is a quote.)
                        Some(_) => self.i += 1,
                    }
                }
                let body = &s[start..self.i - 1];
                if doubled {
                    Cow::Owned(body.replace("''", "'"))
                } else {
                    Cow::Borrowed(body)
                }
            }
            Some(b'"') => {
                self.i += 1;
                let start = self.i;
                // Borrowed from the line when the closing quote comes before
                // any escape; unescaped into a new string from the first one.
                while !matches!(self.peek(), None | Some(b'"' | b'\\')) {
                    self.i += 1;
                }
                if self.peek() == Some(b'"') {
                    self.i += 1;
                    return Ok(Yaml::Scalar(Scalar {
                        text: Cow::Borrowed(&s[start..self.i - 1]),
                        tag,
                        line,
                        col,
                    }));
                }
                let mut text = s[start..self.i].to_string();
                loop {
                    match self.peek() {
                        None => return err(line, col, "unterminated double-quoted string"),
                        Some(b'"') => {
                            self.i += 1;
                            break;
                        }
                        Some(b'\\') => {
                            let ecol = self.col();
                            self.i += 1;
                            let e = self.peek().ok_or(MetaError {
                                line,
                                col: ecol,
                                message: "unterminated escape".into(),
                            })?;
                            self.i += 1;
                            let hex = |p: &mut Self, n: usize| -> Result<char, MetaError> {
                                let h = p.s.get(p.i..p.i + n).ok_or(MetaError {
                                    line,
                                    col: ecol,
                                    message: "short escape".into(),
                                })?;
                                p.i += n;
                                u32::from_str_radix(h, 16)
                                    .ok()
                                    .and_then(char::from_u32)
                                    .ok_or(MetaError {
                                        line,
                                        col: ecol,
                                        message: format!("bad escape '{h}'"),
                                    })
                            };
                            let c = match e {
                                b'n' => '\n',
                                b't' => '\t',
                                b'r' => '\r',
                                b'0' => '\0',
                                b'\\' => '\\',
                                b'"' => '"',
                                b'/' => '/',
                                b' ' => ' ',
                                b'a' => '\x07',
                                b'b' => '\x08',
                                b'e' => '\x1b',
                                b'f' => '\x0c',
                                b'v' => '\x0b',
                                b'x' => hex(self, 2)?,
                                b'u' => hex(self, 4)?,
                                b'U' => hex(self, 8)?,
                                _ => return err(line, ecol, "unknown escape"),
                            };
                            text.push(c);
                        }
                        Some(_) => {
                            let c = self.s[self.i..].chars().next().unwrap_or(' ');
                            text.push(c);
                            self.i += c.len_utf8();
                        }
                    }
                }
                Cow::Owned(text)
            }
            _ => {
                let start = self.i;
                // Skip to the next byte that may end the scalar, then look.
                loop {
                    let rest = &b[self.i..];
                    match rest
                        .iter()
                        .position(|&c| matches!(c, b',' | b']' | b'}' | b':'))
                    {
                        None => {
                            self.i = b.len();
                            break;
                        }
                        Some(n) => self.i += n,
                    }
                    match b[self.i] {
                        b',' | b']' | b'}' if in_flow => break,
                        b':' if self.i + 1 == b.len() || b[self.i + 1] == b' ' => {
                            if in_flow {
                                break;
                            }
                            return err(self.line, self.col(), "unexpected ': ' in a plain scalar");
                        }
                        _ => self.i += 1,
                    }
                }
                let text = trim_end(&s[start..self.i]);
                if text.starts_with(['&', '*', '|', '>', '@', '`']) {
                    return err(line, col, format!("unsupported YAML syntax '{text}'"));
                }
                Cow::Borrowed(text)
            }
        };
        Ok(Yaml::Scalar(Scalar {
            text,
            tag,
            line,
            col,
        }))
    }
}

/// `getAsUnsignedInteger` with radix auto-detection.
fn parse_uint(s: &str) -> Option<u64> {
    // Every form starts with a digit: most strings are rejected here.
    if !s.as_bytes().first().is_some_and(u8::is_ascii_digit) {
        return None;
    }
    let (radix, digits) = if let Some(r) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        (16, r)
    } else if let Some(r) = s.strip_prefix("0b").or_else(|| s.strip_prefix("0B")) {
        (2, r)
    } else if let Some(r) = s.strip_prefix("0o") {
        (8, r)
    } else if s.len() > 1 && s.starts_with('0') {
        (8, &s[1..])
    } else {
        (10, s)
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    u64::from_str_radix(digits, radix).ok()
}

fn parse_int(s: &str) -> Option<i64> {
    let r = s.strip_prefix('-')?;
    let u = parse_uint(r)?;
    if u <= i64::MAX as u64 {
        Some(-(u as i64))
    } else if u == 1u64 << 63 {
        Some(i64::MIN)
    } else {
        None
    }
}

/// C `strtod` over the whole text (leading blanks allowed, hex floats,
/// inf/nan); the empty string is 0.0.
fn parse_float(s: &str) -> Option<f64> {
    let blanks = s
        .bytes()
        .take_while(|c| matches!(c, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c'))
        .count();
    let t = &s[blanks..];
    if t.is_empty() {
        return if s.is_empty() { Some(0.0) } else { None };
    }
    let (neg, body) = match t.as_bytes()[0] {
        b'-' => (true, &t[1..]),
        b'+' => (false, &t[1..]),
        _ => (false, t),
    };
    // A digit or `.` starts every number (hex floats too), `i` or `n` the
    // infinities and NaN: most strings are rejected here.
    if !matches!(
        body.as_bytes().first(),
        Some(b'0'..=b'9' | b'.' | b'i' | b'I' | b'n' | b'N')
    ) {
        return None;
    }
    let v = if let Some(h) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        parse_hex_float(h)?
    } else {
        if body.eq_ignore_ascii_case("inf") || body.eq_ignore_ascii_case("infinity") {
            f64::INFINITY
        } else if body.eq_ignore_ascii_case("nan") {
            f64::NAN
        } else {
            if !body.starts_with(|c: char| c.is_ascii_digit() || c == '.') {
                return None;
            }
            let ok = body
                .chars()
                .all(|c| c.is_ascii_digit() || matches!(c, '.' | 'e' | 'E' | '+' | '-'));
            if !ok {
                return None;
            }
            body.parse::<f64>().ok()?
        }
    };
    Some(if neg { -v } else { v })
}

fn parse_hex_float(h: &str) -> Option<f64> {
    let (mant, exp) = match h.find(['p', 'P']) {
        Some(i) => (&h[..i], Some(&h[i + 1..])),
        None => (h, None),
    };
    let (ip, fp) = match mant.find('.') {
        Some(i) => (&mant[..i], &mant[i + 1..]),
        None => (mant, ""),
    };
    if ip.is_empty() && fp.is_empty() {
        return None;
    }
    let mut v = 0f64;
    for c in ip.chars() {
        v = v * 16.0 + c.to_digit(16)? as f64;
    }
    let mut scale = 1.0 / 16.0;
    for c in fp.chars() {
        v += c.to_digit(16)? as f64 * scale;
        scale /= 16.0;
    }
    if let Some(e) = exp {
        let e: i32 = e.parse().ok()?;
        v *= 2f64.powi(e.clamp(-2000, 2000));
    }
    Some(v)
}

/// The node a scalar stands for; a string node takes over the scalar's text.
fn infer(s: Scalar<'_>) -> Result<Node<'_>, MetaError> {
    let t: &str = &s.text;
    let bad = |what: &str| err(s.line, s.col, format!("'{t}' is not {what}"));
    match s.tag {
        Some("!str") => return Ok(Node::Str(s.text)),
        Some("!nil") => return Ok(Node::Nil),
        Some("!bool") => {
            return match t {
                "true" => Ok(Node::Bool(true)),
                "false" => Ok(Node::Bool(false)),
                _ => bad("a boolean"),
            }
        }
        Some("!int") => {
            return match (parse_uint(t), parse_int(t)) {
                (Some(u), _) => Ok(Node::UInt(u)),
                (_, Some(i)) => Ok(Node::Int(i)),
                _ => bad("an integer"),
            }
        }
        Some("!float") => {
            return match parse_float(t) {
                Some(f) => Ok(Node::Float(f)),
                None => bad("a float"),
            }
        }
        Some(other) => return err(s.line, s.col, format!("unknown tag '{other}'")),
        None => {}
    }
    if surely_str(t) {
        return Ok(Node::Str(s.text));
    }
    if let Some(u) = parse_uint(t) {
        return Ok(Node::UInt(u));
    }
    if let Some(i) = parse_int(t) {
        return Ok(if i >= 0 {
            Node::UInt(i as u64)
        } else {
            Node::Int(i)
        });
    }
    if let Some(f) = parse_float(t) {
        return Ok(Node::Float(f));
    }
    Ok(match t {
        "true" => Node::Bool(true),
        "false" => Node::Bool(false),
        _ => Node::Str(s.text),
    })
}

/// Whether untagged text can only be a string: a cheap first-byte test
/// ahead of the number parsers (which reject such text too). Keys and most
/// values of metadata are such strings (`.name`, `global_buffer`).
fn surely_str(t: &str) -> bool {
    match t.as_bytes().first() {
        // The empty string is 0.0.
        None => false,
        // Integers, signed numbers, floats after blanks, inf, nan, booleans.
        Some(
            b'0'..=b'9'
            | b'-'
            | b'+'
            | b'i'
            | b'I'
            | b'n'
            | b'N'
            | b't'
            | b'f'
            | b' '
            | b'\t'
            | b'\n'
            | b'\r'
            | b'\x0b'
            | b'\x0c',
        ) => false,
        // A float such as `.5` has nothing but these.
        Some(b'.') => !t
            .bytes()
            .all(|c| c.is_ascii_digit() || matches!(c, b'.' | b'e' | b'E' | b'+' | b'-')),
        Some(_) => true,
    }
}

fn kind_rank(n: &Node) -> u8 {
    match n {
        Node::Int(_) => 0,
        Node::UInt(_) => 1,
        Node::Nil => 2,
        Node::Bool(_) => 3,
        Node::Float(_) => 4,
        Node::Str(_) => 5,
        Node::Arr(_) => 6,
        Node::Map(_) => 7,
    }
}

fn key_cmp(a: &Node, b: &Node) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    match (a, b) {
        (Node::Str(x), Node::Str(y)) => x.as_bytes().cmp(y.as_bytes()),
        (Node::UInt(x), Node::UInt(y)) => x.cmp(y),
        (Node::Int(x), Node::Int(y)) => x.cmp(y),
        (Node::Bool(x), Node::Bool(y)) => x.cmp(y),
        (Node::Float(x), Node::Float(y)) => x.partial_cmp(y).unwrap_or(Ordering::Equal),
        _ => kind_rank(a).cmp(&kind_rank(b)),
    }
}

/// Checks the HSA document shape; errors are at `(line, col)`, where the
/// root mapping starts.
fn check_hsa(root: &Node, line: usize, col: usize) -> Result<(), MetaError> {
    let invalid = || err(line, col, "invalid HSA metadata");
    let Node::Map(m) = root else {
        return invalid();
    };
    let get = |k: &str| {
        m.iter()
            .find(|(key, _)| matches!(key, Node::Str(s) if s == k))
            .map(|(_, v)| v)
    };
    match get("amdhsa.version") {
        Some(Node::Arr(v)) if v.len() >= 2 && v.iter().all(|x| matches!(x, Node::UInt(_))) => {}
        _ => return invalid(),
    }
    match get("amdhsa.kernels") {
        Some(Node::Arr(ks)) if ks.iter().all(|k| matches!(k, Node::Map(_))) => {}
        _ => return invalid(),
    }
    Ok(())
}

// ------------------------------------------------------------------ MessagePack

fn write_node(n: &Node, out: &mut Vec<u8>) {
    match n {
        Node::Nil => out.push(0xc0),
        Node::Bool(b) => out.push(if *b { 0xc3 } else { 0xc2 }),
        Node::UInt(u) => write_uint(*u, out),
        Node::Int(i) => {
            let i = *i;
            if i >= 0 {
                write_uint(i as u64, out)
            } else if i >= -32 {
                out.push(i as i8 as u8)
            } else if i >= i8::MIN as i64 {
                out.push(0xd0);
                out.push(i as i8 as u8);
            } else if i >= i16::MIN as i64 {
                out.push(0xd1);
                out.extend_from_slice(&(i as i16).to_be_bytes());
            } else if i >= i32::MIN as i64 {
                out.push(0xd2);
                out.extend_from_slice(&(i as i32).to_be_bytes());
            } else {
                out.push(0xd3);
                out.extend_from_slice(&i.to_be_bytes());
            }
        }
        Node::Float(f) => {
            let a = f.abs();
            if a >= f32::MIN_POSITIVE as f64 && a <= f32::MAX as f64 {
                out.push(0xca);
                out.extend_from_slice(&(*f as f32).to_be_bytes());
            } else {
                out.push(0xcb);
                out.extend_from_slice(&f.to_be_bytes());
            }
        }
        Node::Str(s) => {
            let n = s.len();
            if n < 32 {
                out.push(0xa0 | n as u8);
            } else if n < 256 {
                out.push(0xd9);
                out.push(n as u8);
            } else if n < 65536 {
                out.push(0xda);
                out.extend_from_slice(&(n as u16).to_be_bytes());
            } else {
                out.push(0xdb);
                out.extend_from_slice(&(n as u32).to_be_bytes());
            }
            out.extend_from_slice(s.as_bytes());
        }
        Node::Arr(items) => {
            write_len(items.len(), 0x90, 0xdc, out);
            for i in items {
                write_node(i, out);
            }
        }
        Node::Map(m) => {
            write_len(m.len(), 0x80, 0xde, out);
            for (k, v) in m {
                write_node(k, out);
                write_node(v, out);
            }
        }
    }
}

fn write_len(n: usize, fix: u8, code16: u8, out: &mut Vec<u8>) {
    if n < 16 {
        out.push(fix | n as u8);
    } else if n < 65536 {
        out.push(code16);
        out.extend_from_slice(&(n as u16).to_be_bytes());
    } else {
        out.push(code16 + 1);
        out.extend_from_slice(&(n as u32).to_be_bytes());
    }
}

fn write_uint(u: u64, out: &mut Vec<u8>) {
    if u < 128 {
        out.push(u as u8);
    } else if u < 256 {
        out.push(0xcc);
        out.push(u as u8);
    } else if u < 65536 {
        out.push(0xcd);
        out.extend_from_slice(&(u as u16).to_be_bytes());
    } else if u <= u32::MAX as u64 {
        out.push(0xce);
        out.extend_from_slice(&(u as u32).to_be_bytes());
    } else {
        out.push(0xcf);
        out.extend_from_slice(&u.to_be_bytes());
    }
}

/// Converts the YAML body of an `.amdgpu_metadata` block (what lies between
/// the directives, `---`/`...` markers included or not) into the MessagePack
/// bytes llvm-mc 22 writes as the descriptor of the NT_AMDGPU_METADATA note.
/// Errors carry the 1-based line and column in `text`.
pub fn yaml_to_msgpack(text: &str) -> Result<Vec<u8>, MetaError> {
    let mut p = Parser::new(text)?;
    if p.lines.is_empty() {
        return err(1, 1, "invalid HSA metadata (empty document)");
    }
    let y = p.parse_node(0)?;
    if let Some(l) = p.lines.get(p.pos) {
        return err(l.no, l.indent + 1, "unexpected text after the document");
    }
    let (line, col) = match y {
        Yaml::Map(_, l, c) => (l, c),
        _ => (1, 1),
    };
    let root = to_node(y, &mut p.bad);
    if let Some(e) = p.bad {
        return Err(e);
    }
    check_hsa(&root, line, col)?;
    let mut out = Vec::with_capacity(text.len());
    write_node(&root, &mut out);
    Ok(out)
}

/// Converts the YAML body of an `.amdgpu_pal_metadata` block into the
/// MessagePack llvm-mc 22 writes as the descriptor of its NT_AMDGPU_METADATA
/// note, with PAL's shape as llvm-mc makes it, found by experiment:
/// - the document is a map (anything else, or nothing, is an empty map);
/// - `amdpal.pipelines` is a sequence (else an empty one) whose first item
///   is a map (else one is made), and that map has `.registers`, a map (else
///   an empty one);
/// - the register keys are numbers: a string key is read as the integer it
///   begins with (`0x2e12 (COMPUTE_PGM_RSRC1)`, as llvm-mc lists them) and
///   replaces an equal number key; a key with no number is an error
///   ("invalid PAL metadata", at line and column 0: llvm-mc points at the
///   end of the block).
pub fn pal_yaml_to_msgpack(text: &str) -> Result<Vec<u8>, MetaError> {
    let mut p = Parser::new(text)?;
    let root = if p.lines.is_empty() {
        Node::Map(Vec::new())
    } else {
        let y = p.parse_node(0)?;
        if let Some(l) = p.lines.get(p.pos) {
            return err(l.no, l.indent + 1, "unexpected text after the document");
        }
        let root = to_node(y, &mut p.bad);
        if let Some(e) = p.bad {
            return Err(e);
        }
        root
    };
    let mut m = match root {
        Node::Map(m) => m,
        _ => Vec::new(),
    };
    let pipelines = map_entry(&mut m, "amdpal.pipelines");
    if !matches!(pipelines, Node::Arr(_)) {
        *pipelines = Node::Arr(Vec::new());
    }
    if let Node::Arr(items) = pipelines {
        if items.is_empty() {
            items.push(Node::Map(Vec::new()));
        }
        if !matches!(items[0], Node::Map(_)) {
            items[0] = Node::Map(Vec::new());
        }
        if let Node::Map(first) = &mut items[0] {
            let regs = map_entry(first, ".registers");
            let old = match std::mem::replace(regs, Node::Nil) {
                Node::Map(r) => r,
                _ => Vec::new(),
            };
            let mut numbered: Vec<(Node, Node)> = Vec::with_capacity(old.len());
            for (k, v) in old {
                let key = match k {
                    Node::UInt(u) => u,
                    Node::Int(i) => i as u64,
                    Node::Str(t) => match leading_uint(&t) {
                        Some(u) => u,
                        None => return err(0, 0, "invalid PAL metadata"),
                    },
                    _ => return err(0, 0, "invalid PAL metadata"),
                };
                match numbered.iter_mut().find(|(k, _)| *k == Node::UInt(key)) {
                    Some(e) => e.1 = v,
                    None => numbered.push((Node::UInt(key), v)),
                }
            }
            numbered.sort_by(|a, b| key_cmp(&a.0, &b.0));
            *regs = Node::Map(numbered);
        }
    }
    let root = Node::Map(m);
    let mut out = Vec::with_capacity(text.len() + 32);
    write_node(&root, &mut out);
    Ok(out)
}

/// The value of string key `k` in map `m`, added (as nil, in key order)
/// when missing.
fn map_entry<'m, 'a>(m: &'m mut Vec<(Node<'a>, Node<'a>)>, k: &'static str) -> &'m mut Node<'a> {
    let key = Node::Str(Cow::Borrowed(k));
    let i = match m.iter().position(|(x, _)| *x == key) {
        Some(i) => i,
        None => {
            let at = m
                .iter()
                .position(|(x, _)| key_cmp(x, &key) == std::cmp::Ordering::Greater)
                .unwrap_or(m.len());
            m.insert(at, (key, Node::Nil));
            at
        }
    };
    &mut m[i].1
}

/// The unsigned integer a text begins with (`0x` hex, `0b` binary, `0`
/// octal or decimal), whatever follows it.
fn leading_uint(t: &str) -> Option<u64> {
    let (radix, digits) = if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        (16, h)
    } else if let Some(b) = t.strip_prefix("0b").or_else(|| t.strip_prefix("0B")) {
        (2, b)
    } else if t.len() > 1 && t.starts_with('0') {
        (8, &t[1..])
    } else {
        (10, t)
    };
    let n = digits
        .bytes()
        .take_while(|c| (*c as char).is_digit(radix))
        .count();
    if n == 0 {
        return (radix == 8).then_some(0).filter(|_| t.starts_with('0'));
    }
    u64::from_str_radix(&digits[..n], radix).ok()
}

// ------------------------------------------------------------------ back

struct Reader<'a> {
    b: &'a [u8],
    i: usize,
    depth: usize,
}

fn merr<T>(m: impl Into<String>) -> Result<T, MetaError> {
    err(0, 0, m)
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], MetaError> {
        let end = self.i.checked_add(n).filter(|&e| e <= self.b.len());
        match end {
            Some(e) => {
                let s = &self.b[self.i..e];
                self.i = e;
                Ok(s)
            }
            None => merr(format!("truncated MessagePack at byte {}", self.i)),
        }
    }
    fn be(&mut self, n: usize) -> Result<u64, MetaError> {
        Ok(self.take(n)?.iter().fold(0u64, |a, &x| a << 8 | x as u64))
    }
    fn node(&mut self) -> Result<Node<'a>, MetaError> {
        self.depth += 1;
        if self.depth > 256 {
            return merr("MessagePack nested too deep");
        }
        let at = self.i;
        let t = self.take(1)?[0];
        let n = match t {
            0x00..=0x7f => Node::UInt(t as u64),
            0xe0..=0xff => Node::Int(t as i8 as i64),
            0x80..=0x8f => self.map((t & 15) as usize)?,
            0x90..=0x9f => self.arr((t & 15) as usize)?,
            0xa0..=0xbf => self.str((t & 31) as usize)?,
            0xc0 => Node::Nil,
            0xc2 => Node::Bool(false),
            0xc3 => Node::Bool(true),
            0xca => Node::Float(f32::from_bits(self.be(4)? as u32) as f64),
            0xcb => Node::Float(f64::from_bits(self.be(8)?)),
            0xcc => Node::UInt(self.be(1)?),
            0xcd => Node::UInt(self.be(2)?),
            0xce => Node::UInt(self.be(4)?),
            0xcf => Node::UInt(self.be(8)?),
            0xd0 => Node::Int(self.be(1)? as u8 as i8 as i64),
            0xd1 => Node::Int(self.be(2)? as u16 as i16 as i64),
            0xd2 => Node::Int(self.be(4)? as u32 as i32 as i64),
            0xd3 => Node::Int(self.be(8)? as i64),
            0xd9 => {
                let n = self.be(1)? as usize;
                self.str(n)?
            }
            0xda => {
                let n = self.be(2)? as usize;
                self.str(n)?
            }
            0xdb => {
                let n = self.be(4)? as usize;
                self.str(n)?
            }
            0xdc => {
                let n = self.be(2)? as usize;
                self.arr(n)?
            }
            0xdd => {
                let n = self.be(4)? as usize;
                self.arr(n)?
            }
            0xde => {
                let n = self.be(2)? as usize;
                self.map(n)?
            }
            0xdf => {
                let n = self.be(4)? as usize;
                self.map(n)?
            }
            _ => {
                return merr(format!(
                    "unsupported MessagePack type 0x{t:02x} at byte {at}"
                ))
            }
        };
        self.depth -= 1;
        Ok(n)
    }
    fn str(&mut self, n: usize) -> Result<Node<'a>, MetaError> {
        let at = self.i;
        let s = self.take(n)?;
        match std::str::from_utf8(s) {
            Ok(s) => Ok(Node::Str(Cow::Borrowed(s))),
            Err(_) => merr(format!("string at byte {at} is not UTF-8")),
        }
    }
    fn arr(&mut self, n: usize) -> Result<Node<'a>, MetaError> {
        let mut v = Vec::new();
        for _ in 0..n {
            v.push(self.node()?);
        }
        Ok(Node::Arr(v))
    }
    fn map(&mut self, n: usize) -> Result<Node<'a>, MetaError> {
        let mut v = Vec::new();
        for _ in 0..n {
            let k = self.node()?;
            let val = self.node()?;
            v.push((k, val));
        }
        Ok(Node::Map(v))
    }
}

/// How a string must be written so that it reads back as that string.
fn yaml_str(s: &str) -> String {
    let node = infer(Scalar {
        text: Cow::Borrowed(s),
        tag: None,
        line: 0,
        col: 0,
    });
    // llvm-mc's YAML writer leaves a string plain only when it is made of
    // letters, digits and `_ - ^ . ,` and inner blanks, does not start
    // with an indicator and does not read as another type; single quotes
    // otherwise, double quotes for control characters and non-ASCII.
    let plain_ok = !s.is_empty()
        && !s.starts_with([
            ' ', '\t', '-', '?', ':', ',', '[', ']', '{', '}', '#', '&', '*', '!', '|', '>', '\'',
            '"', '%', '@', '`',
        ])
        && !s.ends_with([' ', '\t'])
        && s.bytes().all(|c| {
            c.is_ascii_alphanumeric()
                || matches!(c, b'_' | b'-' | b'^' | b'.' | b',' | b' ' | b'\t')
        });
    // (A line break, which llvm-mc single-quotes, is double-quoted here:
    // the reader would fold it.)
    let single_ok = s.bytes().all(|c| (0x20..0x7f).contains(&c) || c == b'\t');
    // (Words YAML may read as a boolean, null, infinity or NaN are quoted,
    // as llvm-mc quotes them, in every spelling it knows.)
    let reads_as_other = matches!(
        s,
        "true"
            | "True"
            | "TRUE"
            | "false"
            | "False"
            | "FALSE"
            | "null"
            | "Null"
            | "NULL"
            | "~"
            | ".inf"
            | ".Inf"
            | ".INF"
            | "+.inf"
            | "+.Inf"
            | "+.INF"
            | "-.inf"
            | "-.Inf"
            | "-.INF"
            | ".nan"
            | ".NaN"
            | ".NAN"
    );
    let body = if plain_ok && !reads_as_other {
        s.to_string()
    } else if single_ok {
        format!("'{}'", s.replace('\'', "''"))
    } else {
        let mut q = String::from("\"");
        for c in s.chars() {
            match c {
                '"' => q.push_str("\\\""),
                '\\' => q.push_str("\\\\"),
                '\n' => q.push_str("\\n"),
                '\t' => q.push_str("\\t"),
                c if c.is_control() => {
                    let _ = write!(q, "\\u{:04x}", c as u32);
                }
                c => q.push(c),
            }
        }
        q.push('"');
        q
    };
    if matches!(node, Ok(Node::Str(_))) {
        body
    } else {
        format!("!str {body}")
    }
}

fn yaml_float(f: f64, stored_f32: bool) -> String {
    if f.is_nan() {
        return "nan".into();
    }
    if f.is_infinite() {
        return if f > 0.0 { "inf".into() } else { "-inf".into() };
    }
    let s = if stored_f32 {
        // The shortest text that gives back the same f32 through f64.
        format!("{:?}", f as f32)
    } else {
        format!("{f:?}")
    };
    // Rust prints 1e20 as "1e20", 1.0 as "1.0": both read back as floats.
    if parse_uint(&s).is_some() || parse_int(&s).is_some() {
        format!("{s}.0")
    } else {
        s
    }
}

fn scalar_yaml(n: &Node, stored_f32: bool) -> Option<String> {
    Some(match n {
        Node::Nil => "!nil ''".into(),
        Node::Bool(b) => b.to_string(),
        Node::UInt(u) => u.to_string(),
        Node::Int(i) => i.to_string(),
        Node::Float(f) => yaml_float(*f, stored_f32),
        Node::Str(s) => yaml_str(s),
        Node::Arr(_) | Node::Map(_) => return None,
    })
}

fn emit(n: &Node, indent: usize, out: &mut String) {
    match n {
        Node::Map(m) => {
            for (k, v) in m {
                let key = scalar_yaml(k, false).unwrap_or_else(|| "''".into());
                out.push_str(&" ".repeat(indent));
                emit_entry(&key, v, indent, out);
            }
        }
        Node::Arr(items) => {
            for it in items {
                out.push_str(&" ".repeat(indent));
                out.push_str("- ");
                match it {
                    Node::Map(m) if !m.is_empty() => {
                        // First entry on the dash line, the rest below it.
                        let mut first = true;
                        for (k, v) in m {
                            if !first {
                                out.push_str(&" ".repeat(indent + 2));
                            }
                            first = false;
                            let key = scalar_yaml(k, false).unwrap_or_else(|| "''".into());
                            emit_entry(&key, v, indent + 2, out);
                        }
                    }
                    _ => {
                        emit_inline_or_block(it, indent + 2, out);
                    }
                }
            }
        }
        _ => {
            out.push_str(&scalar_yaml(n, is_f32(n)).unwrap_or_default());
            out.push('\n');
        }
    }
}

fn is_f32(n: &Node) -> bool {
    matches!(n, Node::Float(f) if { let a = f.abs(); a >= f32::MIN_POSITIVE as f64 && a <= f32::MAX as f64 })
}

fn emit_entry(key: &str, v: &Node, indent: usize, out: &mut String) {
    out.push_str(key);
    out.push(':');
    let inline = match v {
        Node::Map(m) => m.is_empty(),
        Node::Arr(a) => a.is_empty(),
        _ => true,
    };
    if inline {
        // A value on the key's line (a scalar, `[]`, `{}`) starts at
        // column 17 after the key's indent (one blank after a longer
        // key), as llvm-mc writes it.
        let pad = 16usize.saturating_sub(key.len()).max(1);
        out.push_str(&" ".repeat(pad - 1));
    }
    match v {
        Node::Map(m) if !m.is_empty() => {
            out.push('\n');
            emit(v, indent + 2, out);
        }
        Node::Arr(a) if !a.is_empty() => {
            out.push('\n');
            emit(v, indent + 2, out);
        }
        _ => {
            out.push(' ');
            emit_inline_or_block(v, indent + 2, out);
        }
    }
}

fn emit_inline_or_block(v: &Node, indent: usize, out: &mut String) {
    match v {
        Node::Map(m) if m.is_empty() => out.push_str("{}\n"),
        Node::Arr(a) if a.is_empty() => out.push_str("[]\n"),
        Node::Map(_) | Node::Arr(_) => {
            out.push('\n');
            emit(v, indent, out);
        }
        _ => {
            out.push_str(&scalar_yaml(v, is_f32(v)).unwrap_or_default());
            out.push('\n');
        }
    }
}

/// Converts the MessagePack of an NT_AMDGPU_METADATA note back into YAML
/// (with `---` and `...` markers) that [`yaml_to_msgpack`] turns into the
/// same bytes. Fails on malformed MessagePack and on bytes llvm-mc would
/// never write (non-minimal integer or length forms, unsorted or repeated
/// map keys, an f64 in f32 range), since no YAML gives them back.
pub fn msgpack_to_yaml(bytes: &[u8]) -> Result<String, MetaError> {
    let mut r = Reader {
        b: bytes,
        i: 0,
        depth: 0,
    };
    let root = r.node()?;
    if r.i != bytes.len() {
        return merr(format!(
            "{} bytes after the MessagePack document",
            bytes.len() - r.i
        ));
    }
    if !matches!(root, Node::Map(_)) {
        return merr("the metadata document is not a map");
    }
    let mut out = String::from("---\n");
    emit(&root, 0, &mut out);
    out.push_str("...\n");
    match yaml_to_msgpack(&out) {
        Ok(again) if again == bytes => Ok(out),
        Ok(_) => merr("the MessagePack is not in llvm-mc's canonical form (key order, integer or float widths); no YAML gives it back"),
        Err(e) => merr(format!("the metadata cannot be written as llvm-mc YAML: {}", e.message)),
    }
}

#[cfg(test)]
mod tests {
    /// The MessagePack llvm-mc 22 writes for PAL metadata blocks (the
    /// descriptors of its notes, read with llvm-objdump).
    #[test]
    fn pal_metadata_as_llvm_mc_22_writes_it() {
        let mut want = vec![0x82, 0xb0];
        want.extend_from_slice(b"amdpal.pipelines");
        want.extend_from_slice(&[0x91, 0x81, 0xaa]);
        want.extend_from_slice(b".registers");
        want.extend_from_slice(&[0x80, 0xae]);
        want.extend_from_slice(b"amdpal.version");
        want.extend_from_slice(&[0x92, 0x02, 0x06]);
        assert_eq!(
            pal_yaml_to_msgpack("amdpal.version: [2, 6]\n").unwrap(),
            want
        );
        // Not a map: an empty one, given the pipeline.
        assert_eq!(
            pal_yaml_to_msgpack("[1, 2]\n").unwrap(),
            pal_yaml_to_msgpack("").unwrap()
        );
        // Register keys as numbers; a spelled one replaces an equal number.
        let regs = pal_yaml_to_msgpack(
            "amdpal.pipelines:\n  - .registers:\n      \"0x2e12 (COMPUTE_PGM_RSRC1)\": 5\n      11794: 6\n      0x2e14: \"0x10\"\n",
        )
        .unwrap();
        assert!(regs.ends_with(&[0x82, 0xcd, 0x2e, 0x12, 0x05, 0xcd, 0x2e, 0x14, 0x10]));
        let e = pal_yaml_to_msgpack("amdpal.pipelines:\n  - .registers:\n      abc: 7\n");
        assert_eq!(e.unwrap_err().message, "invalid PAL metadata");
    }

    use super::*;

    const MIN: &str = "amdhsa.version: [ 1, 2 ]\namdhsa.kernels: []\n";

    fn one(v: &str) -> Node<'static> {
        let y = format!("{MIN}foo: {v}\n");
        // Leaked so that the node may borrow its strings.
        let b: &'static [u8] = yaml_to_msgpack(&y).unwrap().leak();
        let mut r = Reader { b, i: 0, depth: 0 };
        let Node::Map(m) = r.node().unwrap() else {
            panic!()
        };
        m.into_iter()
            .find(|(k, _)| *k == Node::Str("foo".into()))
            .unwrap()
            .1
    }

    #[test]
    fn scalar_inference_matches_llvm_mc() {
        assert_eq!(one("123"), Node::UInt(123));
        assert_eq!(one("'123'"), Node::UInt(123));
        assert_eq!(one("010"), Node::UInt(8));
        assert_eq!(one("0b11"), Node::UInt(3));
        assert_eq!(one("-0x10"), Node::Int(-16));
        assert_eq!(one("-0"), Node::UInt(0));
        assert_eq!(one("08"), Node::Float(8.0));
        assert_eq!(one("+0x10"), Node::Float(16.0));
        assert_eq!(one("''"), Node::Float(0.0));
        assert_eq!(one("true"), Node::Bool(true));
        assert_eq!(one("TRUE"), Node::Str("TRUE".into()));
        assert_eq!(one("~"), Node::Str("~".into()));
        assert_eq!(one("1_000"), Node::Str("1_000".into()));
        assert_eq!(one("!str 123"), Node::Str("123".into()));
        assert_eq!(one("!nil ''"), Node::Nil);
        assert_eq!(one("'it''s'"), Node::Str("it's".into()));
    }

    #[test]
    fn widths_match_llvm_mc() {
        let enc = |n: Node| {
            let mut v = Vec::new();
            write_node(&n, &mut v);
            v
        };
        assert_eq!(enc(Node::Int(-200)), vec![0xd1, 0xff, 0x38]);
        assert_eq!(enc(Node::UInt(300)), vec![0xcd, 1, 0x2c]);
        assert_eq!(enc(Node::Float(0.0))[0], 0xcb);
        assert_eq!(enc(Node::Float(0.1))[0], 0xca);
        assert_eq!(enc(Node::Float(1e-50))[0], 0xcb);
        assert_eq!(enc(Node::Str("x".repeat(40).into()))[..2], [0xd9, 40]);
    }

    #[test]
    fn errors_are_located() {
        let e = yaml_to_msgpack(&format!("{MIN}foo: 1\nfoo: 2\n")).unwrap_err();
        assert_eq!((e.line, e.col), (4, 1));
        assert!(e.message.contains("duplicated mapping key 'foo'"));
        let e = yaml_to_msgpack(&format!("{MIN}foo: [1, 2\n")).unwrap_err();
        assert_eq!(e.line, 3);
        let e = yaml_to_msgpack("amdhsa.kernels: []\n").unwrap_err();
        assert!(e.message.contains("invalid HSA metadata"));
    }
}
