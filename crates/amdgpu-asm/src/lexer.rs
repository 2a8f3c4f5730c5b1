//! Stage 1: the lexer. Turns one statement's text into tokens that carry byte
//! spans into the source; no token owns a copy of the text.

use std::ops::Range;

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Tok {
    /// A name: `v_add_f32`, `s`, `attr0.x`, `.set`, `BUF_DATA_FORMAT_8`.
    Ident,
    /// An integer number (value already decoded).
    Int(u64),
    /// A floating-point number.
    Float(f64),
    /// A string literal (span includes the quotes).
    Str,
    /// A punctuation mark or operator; two-character operators use the
    /// codes in [`op2`].
    Punct(u8),
    /// A local label reference: `1b` (backward) or `2f` (forward).
    LocalRef(u32, bool),
    /// A number that could not be read (bad digit, overflow).
    BadNumber,
    /// A character the language does not use.
    Unknown,
}

impl Tok {
    /// Whether the token is a name (the kind alone: no payload compared).
    #[inline]
    pub fn is_ident(self) -> bool {
        matches!(self, Tok::Ident)
    }
}

/// Codes for two-character operators in [`Tok::Punct`].
pub mod op2 {
    pub const SHL: u8 = 1;
    pub const SHR: u8 = 2;
    pub const LE: u8 = 3;
    pub const GE: u8 = 4;
    pub const EQ: u8 = 5;
    pub const NE: u8 = 6;
    pub const LAND: u8 = 7;
    pub const LOR: u8 = 8;
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Token {
    pub tok: Tok,
    /// Absolute byte offsets in the source.
    pub start: u32,
    pub end: u32,
}

impl Token {
    pub fn span(&self) -> Range<usize> {
        self.start as usize..self.end as usize
    }
    pub fn text<'a>(&self, src: &'a str) -> &'a str {
        src.get(self.span()).unwrap_or("")
    }
    /// Whether the token is punctuation `c` (one comparison of the kind
    /// and one of the byte; no float comparison).
    #[inline]
    pub fn is(&self, c: u8) -> bool {
        matches!(self.tok, Tok::Punct(x) if x == c)
    }
}

/// Character classes: bit 0 starts an identifier, bit 1 continues one,
/// bit 2 is a one-character punctuation token, bit 3 is a blank (space,
/// tab, CR), bit 4 a decimal digit, bit 5 ends a plain number (anything
/// but a letter, digit, `.`, `_`, `$` and `@`), bit 6 punctuation that
/// is a token by itself (never the start of `<<`, `//`, `&&`, ...).
static CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let punct = b"[](),:+-*/%&|^~!<>=";
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        let start = b.is_ascii_alphabetic() || b == b'_' || b == b'.' || b == b'$';
        let cont = start || b.is_ascii_digit() || b == b'@';
        let mut p = false;
        let mut k = 0;
        while k < punct.len() {
            p |= punct[k] == b;
            k += 1;
        }
        let blank = b == b' ' || b == b'\t' || b == b'\r';
        let ends_number = !cont;
        // Punctuation that never starts a two-character operator or a
        // comment.
        let mut single = false;
        let simple = b"[](),:+-*%^~";
        let mut k = 0;
        while k < simple.len() {
            single |= simple[k] == b;
            k += 1;
        }
        t[c] = start as u8
            | (single as u8) << 6
            | (cont as u8) << 1
            | (p as u8) << 2
            | (blank as u8) << 3
            | (b.is_ascii_digit() as u8) << 4
            | (ends_number as u8) << 5;
        c += 1;
    }
    t
};

const BLANK: u8 = 8;
const DIGIT: u8 = 16;
const ENDS_NUMBER: u8 = 32;
const SINGLE_PUNCT: u8 = 64;

/// Whether byte `i` of `b` (or the end) may follow a plain number.
#[inline]
fn number_ends(b: &[u8], i: usize) -> bool {
    b.get(i)
        .is_none_or(|&c| CLASS[c as usize] & ENDS_NUMBER != 0)
}

/// The common numbers in one step: decimal without a leading zero (up to
/// 18 digits), `0`, and `0x` with 1 to 16 hex digits, each followed by
/// something that cannot continue a number. Anything else (octal, floats,
/// `1b` labels, `0ffh`, overflow) is left to [`lex_number`].
#[inline]
fn plain_number(b: &[u8]) -> Option<(u64, usize)> {
    let c = *b.first()?;
    if c != b'0' {
        let mut v = 0u64;
        let mut j = 0;
        while j < b.len() && j < 18 && CLASS[b[j] as usize] & DIGIT != 0 {
            v = v * 10 + (b[j] - b'0') as u64;
            j += 1;
        }
        return (j > 0 && number_ends(b, j)).then_some((v, j));
    }
    if number_ends(b, 1) {
        return Some((0, 1));
    }
    if b[1] | 0x20 != b'x' {
        return None;
    }
    let mut v = 0u64;
    let mut j = 2;
    while j < b.len() && j < 18 {
        let d = match b[j] {
            d @ b'0'..=b'9' => d - b'0',
            d @ (b'a'..=b'f' | b'A'..=b'F') => (d | 0x20) - b'a' + 10,
            _ => break,
        };
        v = v << 4 | d as u64;
        j += 1;
    }
    (j > 2 && number_ends(b, j)).then_some((v, j))
}

/// `.2byte`, `.4byte`: a `.` and digits followed by a letter that does
/// not start an exponent is a directive name, not a number (`.5e3` is).
fn dot_word(b: &[u8]) -> bool {
    let digits = b[1..].iter().take_while(|c| c.is_ascii_digit()).count();
    match b.get(1 + digits) {
        Some(&c) if c.is_ascii_alphabetic() || c == b'_' => {
            let exponent = (c | 0x20) == b'e'
                && b.get(2 + digits)
                    .is_some_and(|&d| d.is_ascii_digit() || d == b'+' || d == b'-');
            !exponent
        }
        _ => false,
    }
}

#[inline]
fn is_ident_start(c: u8) -> bool {
    CLASS[c as usize] & 1 != 0
}

#[inline]
fn is_ident_char(c: u8) -> bool {
    CLASS[c as usize] & 2 != 0
}

/// How a line ended for the lexer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineEnd {
    /// At the end of the line or at a comment.
    Done,
    /// In a `/*` comment (at this offset) not closed on the line.
    BlockOpen(usize),
    /// In a string (opened at this offset) not closed on the line.
    OpenString(usize),
    /// Stopped at this offset after [`LINE_TOKENS_MAX`] tokens: the
    /// statement is refused (its tokens would take a gigabyte).
    TooLong(usize),
}

/// The most tokens one statement may have (about 100 MB of them): far
/// past any real line (a data directive of four million values), and a
/// bound on what a line of ten million `,` costs.
pub const LINE_TOKENS_MAX: usize = 1 << 22;

/// Where the first `*/` in `b[from..end]` starts: found from the `/`s
/// (one `memchr` per candidate; a line of `*` costs no more than one
/// without).
pub(crate) fn comment_close(b: &[u8], from: usize, end: usize) -> Option<usize> {
    let end = end.min(b.len());
    let mut i = from.checked_add(1)?;
    while i < end {
        let p = i + memchr::memchr(b'/', &b[i..end])?;
        if b[p - 1] == b'*' {
            return Some(p - 1);
        }
        i = p + 1;
    }
    None
}

/// Tokenizes `src[start..end]` (one statement), appending to `out`.
/// A statement past [`LINE_TOKENS_MAX`] tokens ends in a
/// [`Tok::Unknown`] token where it was cut, which no parser takes.
pub fn lex(src: &str, start: usize, end: usize, out: &mut Vec<Token>) {
    if let LineEnd::TooLong(at) = lex_line(src, start, end, out) {
        out.push(Token {
            tok: Tok::Unknown,
            start: at as u32,
            end: at as u32,
        });
    }
}

/// Tokenizes one line `src[start..end]` in one pass, comments included:
/// `;` and `//` end it, `/* */` is skipped (or left open), `#` before the
/// first token makes the line a comment.
pub fn lex_line(src: &str, start: usize, end: usize, out: &mut Vec<Token>) -> LineEnd {
    // Only a line of more bytes than the limit can have more tokens: the
    // others are read without counting.
    if end.saturating_sub(start) > LINE_TOKENS_MAX {
        lex_line_counted::<true>(src, start, end, out)
    } else {
        lex_line_counted::<false>(src, start, end, out)
    }
}

/// [`lex_line`], stopping after [`LINE_TOKENS_MAX`] tokens when `COUNT`.
#[inline(always)]
fn lex_line_counted<const COUNT: bool>(
    src: &str,
    start: usize,
    end: usize,
    out: &mut Vec<Token>,
) -> LineEnd {
    let b = src.as_bytes();
    let end = end.min(b.len());
    let first = out.len();
    let mut i = start;
    // Indentation (an expanded body's is deep): eight spaces at a time.
    const SPACES: u64 = u64::from_le_bytes(*b"        ");
    while let Some(w) = b.get(i..i + 8).filter(|_| i + 8 <= end) {
        let w: [u8; 8] = match w.try_into() {
            Ok(w) => w,
            Err(_) => break,
        };
        if u64::from_le_bytes(w) != SPACES {
            break;
        }
        i += 8;
    }
    while i < end {
        let c = b[i];
        let class = CLASS[c as usize];
        if class & BLANK != 0 {
            i += 1;
            continue;
        }
        if COUNT && out.len() - first >= LINE_TOKENS_MAX {
            return LineEnd::TooLong(i);
        }
        let s = i;
        // The common tokens first: names and plain numbers.
        if class & 1 != 0 && c != b'.' {
            i += 1;
            i += b[i..end]
                .iter()
                .position(|&c| CLASS[c as usize] & 2 == 0)
                .unwrap_or(end - i);
            out.push(Token {
                tok: Tok::Ident,
                start: s as u32,
                end: i as u32,
            });
            continue;
        }
        if class & DIGIT != 0 {
            if let Some((v, n)) = plain_number(&b[i..end]) {
                i += n;
                out.push(Token {
                    tok: Tok::Int(v),
                    start: s as u32,
                    end: i as u32,
                });
                continue;
            }
        }
        if class & SINGLE_PUNCT != 0 {
            i += 1;
            out.push(Token {
                tok: Tok::Punct(c),
                start: s as u32,
                end: i as u32,
            });
            continue;
        }
        if c == b';' || (c == b'#' && out.len() == first) {
            return LineEnd::Done;
        }
        if c == b'/' && i + 1 < end {
            if b[i + 1] == b'/' {
                return LineEnd::Done;
            }
            if b[i + 1] == b'*' {
                match comment_close(b, i + 2, end) {
                    Some(p) => {
                        i = p + 2;
                        continue;
                    }
                    None => return LineEnd::BlockOpen(i),
                }
            }
        }
        let tok = if c.is_ascii_digit()
            || (c == b'.' && i + 1 < end && b[i + 1].is_ascii_digit() && !dot_word(&b[i..end]))
        {
            let (t, n) = lex_number(&b[i..end]);
            i += n;
            t
        } else if is_ident_start(c) {
            i += 1;
            i += b[i..end]
                .iter()
                .position(|&c| !is_ident_char(c))
                .unwrap_or(end - i);
            Tok::Ident
        } else if c == b'\''
            && i + 2 < end
            && b[i + 2] == b'\''
            && (0x20..0x7f).contains(&b[i + 1])
            && !matches!(b[i + 1], b'\\' | b'\'')
        {
            // A character constant, `'a'`: its code, as in llvm-mc.
            let v = b[i + 1];
            i += 3;
            Tok::Int(v as u64)
        } else if c == b'"' {
            i += 1;
            while i < end && b[i] != b'"' {
                if b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            if i >= end {
                return LineEnd::OpenString(s);
            }
            i += 1;
            Tok::Str
        } else {
            let n = if i + 1 < end { b[i + 1] } else { 0 };
            let two = match (c, n) {
                (b'<', b'<') => Some(op2::SHL),
                (b'>', b'>') => Some(op2::SHR),
                (b'<', b'=') => Some(op2::LE),
                (b'>', b'=') => Some(op2::GE),
                (b'=', b'=') => Some(op2::EQ),
                (b'!', b'=') => Some(op2::NE),
                (b'<', b'>') => Some(op2::NE),
                (b'&', b'&') => Some(op2::LAND),
                (b'|', b'|') => Some(op2::LOR),
                _ => None,
            };
            match two {
                Some(t) => {
                    i += 2;
                    Tok::Punct(t)
                }
                None => {
                    // Multi-byte UTF-8: consume the whole character.
                    if c >= 0x80 {
                        i += 1;
                        while i < end && (b[i] & 0xC0) == 0x80 {
                            i += 1;
                        }
                        Tok::Unknown
                    } else {
                        i += 1;
                        if CLASS[c as usize] & 4 != 0 {
                            Tok::Punct(c)
                        } else {
                            Tok::Unknown
                        }
                    }
                }
            }
        };
        out.push(Token {
            tok,
            start: s as u32,
            end: i as u32,
        });
    }
    LineEnd::Done
}

fn digits_value(d: &[u8], radix: u32) -> Option<u64> {
    let mut v: u64 = 0;
    if d.is_empty() {
        return None;
    }
    for &c in d {
        let x = (c as char).to_digit(radix)?;
        v = v.checked_mul(radix as u64)?.checked_add(x as u64)?;
    }
    Some(v)
}

/// Reads one number at the start of `b`; returns the token and its length.
fn lex_number(b: &[u8]) -> (Tok, usize) {
    let n = b.len();
    let j = b.iter().take_while(|c| c.is_ascii_alphanumeric()).count();
    let next_is_ident = j < n && (b[j] == b'_' || b[j] == b'$' || b[j] == b'@');
    // C integer suffixes, which llvm-mc skips: `0x20L`, `5UL`, `7ull`
    // (an optional U, then up to two Ls).
    let stem = int_stem(&b[..j]);
    if stem < j && !next_is_ident {
        if let (Tok::Int(v), len) = lex_bare_number(&b[..stem]) {
            if len == stem {
                return (Tok::Int(v), j);
            }
        }
    }
    lex_bare_number(b)
}

/// [`lex_number`] without integer suffixes.
fn lex_bare_number(b: &[u8]) -> (Tok, usize) {
    let n = b.len();
    // Maximal run of alphanumerics (and '.', and exponent signs for floats).
    let mut j = 0;
    while j < n && b[j].is_ascii_alphanumeric() {
        j += 1;
    }
    let word = &b[..j];
    let next_is_ident = j < n && (b[j] == b'_' || b[j] == b'$' || b[j] == b'@');
    // Hexadecimal float: 0x1.8p3, 0x.1p4, 0x1p-2
    if word.len() >= 2 && word[0] == b'0' && (word[1] | 0x20) == b'x' {
        let k = 2 + word[2..]
            .iter()
            .take_while(|c| c.is_ascii_hexdigit())
            .count();
        let after = if k < n { b[k] } else { 0 };
        if after == b'.' || (after | 0x20) == b'p' {
            if let Some((f, len)) = hex_float(b) {
                return (Tok::Float(f), len);
            }
        }
    }
    // 0ffh / 0x0ffh style: hex digits followed by h.
    if j >= 2 && (word[j - 1] | 0x20) == b'h' && !next_is_ident && word[0].is_ascii_digit() {
        let mut body = &word[..j - 1];
        if body.len() >= 2 && body[0] == b'0' && (body[1] | 0x20) == b'x' {
            body = &body[2..];
        }
        if body.iter().all(|c| c.is_ascii_hexdigit()) && !body.is_empty() {
            return match digits_value(body, 16) {
                Some(v) => (Tok::Int(v), j),
                None => (Tok::BadNumber, j),
            };
        }
    }
    if word.len() >= 2 && word[0] == b'0' && (word[1] | 0x20) == b'x' {
        return match digits_value(&word[2..], 16) {
            Some(v) => (Tok::Int(v), j),
            None => (Tok::BadNumber, j),
        };
    }
    // Local label references: `1b`, `0b`, `12f`.
    if word.len() >= 2
        && matches!(word[j - 1], b'b' | b'f')
        && word[..j - 1].iter().all(|c| c.is_ascii_digit())
        && !next_is_ident
        && !(j > 2 && word[0] == b'0' && word[1] == b'b')
    {
        if let Some(n) = digits_value(&word[..j - 1], 10).filter(|n| *n <= u32::MAX as u64) {
            return (Tok::LocalRef(n as u32, word[j - 1] == b'f'), j);
        }
    }
    if word.len() >= 2 && word[0] == b'0' && (word[1] | 0x20) == b'b' {
        return match digits_value(&word[2..], 2) {
            Some(v) => (Tok::Int(v), j),
            None => (Tok::BadNumber, j),
        };
    }
    // Decimal float: digits [. digits] [e[+-]digits], or .digits...
    let mut k = 0;
    while k < n && b[k].is_ascii_digit() {
        k += 1;
    }
    let mut is_float = false;
    if k < n && b[k] == b'.' {
        is_float = true;
        k += 1;
        while k < n && b[k].is_ascii_digit() {
            k += 1;
        }
    }
    if k < n && (b[k] | 0x20) == b'e' {
        let mut m = k + 1;
        if m < n && (b[m] == b'+' || b[m] == b'-') {
            m += 1;
        }
        if m < n && b[m].is_ascii_digit() {
            while m < n && b[m].is_ascii_digit() {
                m += 1;
            }
            is_float = true;
            k = m;
        } else if m == k + 1 && !(m < n && (b[m].is_ascii_alphanumeric() || b[m] == b'_')) {
            // `1e` / `1.5e`: an exponent marker with no digits (llvm reads 1.0).
            is_float = true;
            k = m;
        }
    }
    // `00.5`, `012.5`: a leading zero makes an octal integer for llvm-mc,
    // which then cannot take a fraction.
    if is_float && b.len() > 1 && b[0] == b'0' && b[1].is_ascii_digit() {
        return (Tok::BadNumber, k);
    }
    if is_float {
        let text: String = std::str::from_utf8(&b[..k])
            .unwrap_or("")
            .trim_end_matches(['e', 'E'])
            .to_string();
        if k < n && (b[k].is_ascii_alphanumeric() || b[k] == b'_') {
            let mut m = k;
            while m < n && is_ident_char(b[m]) {
                m += 1;
            }
            return (Tok::BadNumber, m);
        }
        return match text.parse::<f64>() {
            Ok(f) => (Tok::Float(f), k),
            Err(_) => (Tok::BadNumber, k),
        };
    }
    if word.len() > 1 && word[0] == b'0' {
        return match digits_value(&word[1..], 8) {
            Some(v) => (Tok::Int(v), j),
            None => (Tok::BadNumber, j),
        };
    }
    match digits_value(word, 10) {
        Some(v) => (Tok::Int(v), j),
        None => (Tok::BadNumber, j),
    }
}

/// The length of `word` without a C integer suffix (`U`, `L`, `UL`, `LL`,
/// `ULL`, any case); a word that is all suffix keeps its length.
fn int_stem(word: &[u8]) -> usize {
    let mut k = word.len();
    let mut ls = 0;
    while ls < 2 && k > 1 && word[k - 1] | 0x20 == b'l' {
        k -= 1;
        ls += 1;
    }
    if k > 1 && word[k - 1] | 0x20 == b'u' {
        k -= 1;
    }
    if word[..k].first().is_some_and(u8::is_ascii_digit) {
        k
    } else {
        word.len()
    }
}

/// `0x1.8p3`: returns the value and the length consumed.
fn hex_float(b: &[u8]) -> Option<(f64, usize)> {
    let n = b.len();
    let mut k = 2;
    let mut mant: u64 = 0;
    let mut exp: i64 = 0;
    let mut any = false;
    let mut overflow_shift: i64 = 0;
    while k < n && b[k].is_ascii_hexdigit() {
        let d = (b[k] as char).to_digit(16)? as u64;
        if mant >> 59 == 0 {
            mant = mant * 16 + d;
        } else {
            overflow_shift += 4;
        }
        any = true;
        k += 1;
    }
    if k < n && b[k] == b'.' {
        k += 1;
        while k < n && b[k].is_ascii_hexdigit() {
            let d = (b[k] as char).to_digit(16)? as u64;
            if mant >> 59 == 0 {
                mant = mant * 16 + d;
                exp -= 4;
            }
            any = true;
            k += 1;
        }
    }
    if !any || k >= n || (b[k] | 0x20) != b'p' {
        return None;
    }
    k += 1;
    let mut neg = false;
    if k < n && (b[k] == b'+' || b[k] == b'-') {
        neg = b[k] == b'-';
        k += 1;
    }
    let es = k;
    let mut e: i64 = 0;
    while k < n && b[k].is_ascii_digit() {
        e = (e * 10 + (b[k] - b'0') as i64).min(100_000);
        k += 1;
    }
    if k == es {
        return None;
    }
    if neg {
        e = -e;
    }
    let total = exp + e + overflow_shift;
    let v = (mant as f64) * 2f64.powi(total.clamp(-2000, 2000) as i32);
    Some((v, k))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comment_close_finds_the_first_end() {
        let b = b"/* a */ b */";
        assert_eq!(comment_close(b, 2, b.len()), Some(5));
        assert_eq!(comment_close(b, 7, b.len()), Some(10));
        // Both bytes must lie inside the range.
        assert_eq!(comment_close(b, 6, b.len()), Some(10));
        assert_eq!(comment_close(b, 2, 6), None);
        assert_eq!(comment_close(b"/*****/", 2, 7), Some(5));
        assert_eq!(comment_close(b"*/", 0, 2), Some(0));
        assert_eq!(comment_close(b"*/", 1, 2), None);
        assert_eq!(comment_close(b"", 0, 0), None);
    }

    fn toks(s: &str) -> Vec<Tok> {
        let mut v = Vec::new();
        lex(s, 0, s.len(), &mut v);
        v.into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn numbers() {
        assert_eq!(toks("0x1f"), vec![Tok::Int(31)]);
        assert_eq!(toks("0x20L"), vec![Tok::Int(32)]);
        assert_eq!(toks("20ull"), vec![Tok::Int(20)]);
        assert_eq!(toks("017uL"), vec![Tok::Int(15)]);
        assert_eq!(toks("0b101L"), vec![Tok::Int(5)]);
        assert_eq!(toks("0x20LU"), vec![Tok::BadNumber]);
        assert_eq!(toks("0x20LLL"), vec![Tok::BadNumber]);
        assert_eq!(toks("0ffh"), vec![Tok::Int(255)]);
        assert_eq!(toks("0b101"), vec![Tok::Int(5)]);
        assert_eq!(toks("010"), vec![Tok::Int(8)]);
        assert_eq!(toks("1234"), vec![Tok::Int(1234)]);
        assert_eq!(toks("1.5"), vec![Tok::Float(1.5)]);
        assert_eq!(toks("234e2"), vec![Tok::Float(23400.0)]);
        assert_eq!(toks("0x1.8p1"), vec![Tok::Float(3.0)]);
        assert_eq!(toks("0x.1afp10"), vec![Tok::Float(107.75)]);
        assert_eq!(toks("089"), vec![Tok::BadNumber]);
    }

    #[test]
    fn operators_and_names() {
        assert_eq!(
            toks("s[0:1] <<attr0.x"),
            vec![
                Tok::Ident,
                Tok::Punct(b'['),
                Tok::Int(0),
                Tok::Punct(b':'),
                Tok::Int(1),
                Tok::Punct(b']'),
                Tok::Punct(op2::SHL),
                Tok::Ident
            ]
        );
    }

    #[test]
    fn dot_digit_directives_are_names() {
        assert_eq!(toks(".2byte 1"), vec![Tok::Ident, Tok::Int(1)]);
        assert_eq!(toks(".8byte"), vec![Tok::Ident]);
        assert!(matches!(toks(".5e3")[..], [Tok::Float(_)]));
        assert!(matches!(toks(".5")[..], [Tok::Float(_)]));
    }
}
