//! Reading the line-based data files (`data/isa/*.txt`, `data/hsa/*.txt`)
//! at their first use: lines, words and numbers found by a byte scan.
//!
//! The files are ASCII and small, and a small run reads several of them
//! once each, so their reading is a fixed cost of every run. `str::lines`,
//! `split_whitespace` and `split(char)` decode characters and set up a
//! searcher at every call, which on lines of a few words cost more than
//! the rest of a small run; these helpers look at bytes, eight at a time
//! where a line is skipped whole.

/// Eight bytes of `b` from `i` as one little-endian word, if there are eight.
#[inline]
pub fn word8(b: &[u8], i: usize) -> Option<u64> {
    let chunk: [u8; 8] = b.get(i..i.checked_add(8)?)?.try_into().ok()?;
    Some(u64::from_le_bytes(chunk))
}

/// A hash of a short name (a keyword, a register name) read a word at a
/// time: whole words, the tail as an overlapping word, the length mixed
/// in; no loop over bytes.
#[inline]
pub fn word_hash(b: &[u8]) -> u64 {
    const K: u64 = 0x9e37_79b9_7f4a_7c15;
    let n = b.len();
    let half = |i: usize| {
        b.get(i..i + 4)
            .map_or(0, |x| u32::from_le_bytes([x[0], x[1], x[2], x[3]]) as u64)
    };
    let w = if n >= 8 {
        let mut h = 0u64;
        let mut i = 0;
        while i + 8 < n {
            h = (h ^ word8(b, i).unwrap_or(0))
                .wrapping_mul(K)
                .rotate_left(29);
            i += 8;
        }
        h ^ word8(b, n - 8).unwrap_or(0).rotate_left(7)
    } else if n >= 4 {
        half(0) | half(n - 4) << 32
    } else if n > 0 {
        b[0] as u64 | (b[n / 2] as u64) << 8 | (b[n - 1] as u64) << 16
    } else {
        0
    };
    let h = (w ^ n as u64).wrapping_mul(K);
    h ^ (h >> 29)
}

/// A word with every byte `c`.
pub const fn splat(c: u8) -> u64 {
    0x0101_0101_0101_0101 * c as u64
}

/// The high bit of each byte of `x` that is below `n` (`n` <= 128); a
/// borrow may also mark bytes after the first one found, never one before.
pub const fn bytes_below(x: u64, n: u8) -> u64 {
    x.wrapping_sub(splat(n)) & !x & splat(0x80)
}

/// Where the line that `i` is in ends: its `\n`, or the end of `b`. Eight
/// bytes at a time (comment lines are skipped whole).
pub fn line_end(b: &[u8], mut i: usize) -> usize {
    while let Some(x) = word8(b, i) {
        let nl = bytes_below(x ^ splat(b'\n'), 1);
        if nl != 0 {
            // The lowest marked byte is the first line feed.
            return i + (nl.trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    while i < b.len() && b[i] != b'\n' {
        i += 1;
    }
    i
}

/// Whether `c` separates words: an ASCII blank other than the line feed
/// (what `split_whitespace` splits a line of these files at).
#[inline]
pub fn is_blank(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\r' | 0x0b | 0x0c)
}

/// The data lines of `text`: each with its number (from 1, as an editor
/// counts), without its leading and trailing blanks, leaving out blank
/// lines and comment lines (`#` first).
pub fn data_lines(text: &str) -> DataLines<'_> {
    DataLines { text, at: 0, no: 0 }
}

/// See [`data_lines`].
#[derive(Clone, Debug)]
pub struct DataLines<'a> {
    text: &'a str,
    at: usize,
    no: usize,
}

impl<'a> Iterator for DataLines<'a> {
    type Item = (usize, &'a str);

    fn next(&mut self) -> Option<(usize, &'a str)> {
        let b = self.text.as_bytes();
        while self.at < b.len() {
            self.no += 1;
            let mut start = self.at;
            while start < b.len() && is_blank(b[start]) {
                start += 1;
            }
            let end = line_end(b, start);
            self.at = end + 1;
            if start == end || b[start] == b'#' {
                continue;
            }
            let mut last = end;
            while last > start && is_blank(b[last - 1]) {
                last -= 1;
            }
            // `start` and `last` are next to ASCII bytes: char boundaries.
            return Some((self.no, self.text.get(start..last).unwrap_or("")));
        }
        None
    }
}

/// The lines of `family` in a file whose lines start with a family name
/// and hold each family's lines together (what the tools under `tools/`
/// write), without the name and its blank: lines of other families are
/// skipped whole, and the reading stops at the end of the family's block.
pub fn family_block<'a, 'f>(text: &'a str, family: &'f str) -> FamilyBlock<'a, 'f> {
    FamilyBlock {
        text,
        family,
        at: 0,
        seen: false,
    }
}

/// The text of `family`'s lines in such a file, whole (names included):
/// from its first line to the end of its block (empty where it has none).
pub fn family_text<'a>(text: &'a str, family: &str) -> &'a str {
    let b = text.as_bytes();
    let f = family.as_bytes();
    let Some(start) = block_start(b, f) else {
        return "";
    };
    let mut end = start;
    while b.get(end..end + f.len()) == Some(f) && b.get(end + f.len()) == Some(&b' ') {
        end = (line_end(b, end) + 1).min(b.len());
    }
    text.get(start..end).unwrap_or("")
}

/// Where the first line of family `f` starts in `b`, found by a search of
/// the text (not line by line): the family's name at a line start, then a
/// blank.
fn block_start(b: &[u8], f: &[u8]) -> Option<usize> {
    memchr::memmem::find_iter(b, f)
        .find(|&p| (p == 0 || b[p - 1] == b'\n') && b.get(p + f.len()) == Some(&b' '))
}

/// See [`family_block`].
#[derive(Clone, Debug)]
pub struct FamilyBlock<'a, 'f> {
    text: &'a str,
    family: &'f str,
    at: usize,
    seen: bool,
}

impl<'a> Iterator for FamilyBlock<'a, '_> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        let b = self.text.as_bytes();
        if !self.seen && self.at == 0 {
            self.at = block_start(b, self.family.as_bytes()).unwrap_or(b.len());
        }
        while self.at < b.len() {
            let end = line_end(b, self.at);
            let line = self.text.get(self.at..end).unwrap_or("");
            self.at = end + 1;
            let rest = line
                .strip_prefix(self.family)
                .and_then(|r| r.strip_prefix(' '));
            match rest {
                Some(rest) => {
                    self.seen = true;
                    return Some(rest);
                }
                None if self.seen => self.at = b.len(),
                None => {}
            }
        }
        None
    }
}

/// The words of `line`: its runs of bytes above the space (blanks and
/// other control characters split it, as `split_whitespace` splits these
/// ASCII files).
pub fn words(line: &str) -> Words<'_> {
    Words { line, at: 0 }
}

/// See [`words`].
#[derive(Clone, Debug)]
pub struct Words<'a> {
    line: &'a str,
    at: usize,
}

impl<'a> Iterator for Words<'a> {
    type Item = &'a str;

    #[inline]
    fn next(&mut self) -> Option<&'a str> {
        let b = self.line.as_bytes();
        let mut i = self.at;
        while i < b.len() && b[i] <= b' ' {
            i += 1;
        }
        let start = i;
        while i < b.len() && b[i] > b' ' {
            i += 1;
        }
        self.at = i;
        // Both ends are next to ASCII bytes (or the ends of the line).
        (start < i).then(|| self.line.get(start..i)).flatten()
    }
}

/// Splits `s` at the first `sep` (an ASCII byte), as `str::split_once`
/// does without its searcher's set-up.
#[inline]
pub fn split_byte(s: &str, sep: u8) -> Option<(&str, &str)> {
    let i = s.bytes().position(|c| c == sep)?;
    Some((s.get(..i)?, s.get(i + 1..)?))
}

/// The pieces of `s` between `sep` bytes (an ASCII byte), as `str::split`
/// has them without its searcher's set-up.
pub fn pieces(s: &str, sep: u8) -> Pieces<'_> {
    Pieces { rest: Some(s), sep }
}

/// See [`pieces`].
#[derive(Clone, Debug)]
pub struct Pieces<'a> {
    rest: Option<&'a str>,
    sep: u8,
}

impl<'a> Iterator for Pieces<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        let s = self.rest?;
        match split_byte(s, self.sep) {
            Some((piece, rest)) => {
                self.rest = Some(rest);
                Some(piece)
            }
            None => {
                self.rest = None;
                Some(s)
            }
        }
    }
}

/// A decimal number (ASCII digits after an optional `+`), as `u64::from_str`
/// reads one, without its general radix machinery.
pub fn unsigned(s: &str) -> Option<u64> {
    let digits = s.strip_prefix('+').unwrap_or(s);
    if digits.is_empty() {
        return None;
    }
    digits.bytes().try_fold(0u64, |n, c| {
        let digit = c.checked_sub(b'0').filter(|&x| x < 10)?;
        n.checked_mul(10)?.checked_add(digit as u64)
    })
}

/// [`unsigned`] for a narrower type (`u8::from_str`): `None` when out of
/// its range.
pub fn unsigned_as<T: TryFrom<u64>>(s: &str) -> Option<T> {
    unsigned(s).and_then(|n| T::try_from(n).ok())
}

/// A decimal number (ASCII digits after an optional `-` or `+`), as
/// `i64::from_str` reads one.
pub fn decimal(s: &str) -> Option<i64> {
    match s.strip_prefix('-') {
        // Through `i128`, so that `i64::MIN` reads.
        Some(d) if !d.starts_with('+') => i64::try_from(-(unsigned(d)? as i128)).ok(),
        Some(_) => None,
        None => i64::try_from(unsigned(s)?).ok(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_words_and_numbers_read_as_std_reads_them() {
        let text = "# head\n\n  a b\tc  \n\t# indented comment\nx=1,2,,3\r\nlast";
        let lines: Vec<_> = data_lines(text).collect();
        assert_eq!(lines, [(3, "a b\tc"), (5, "x=1,2,,3"), (6, "last")]);
        for (_, l) in &lines {
            assert!(words(l).eq(l.split_whitespace()));
            assert!(pieces(l, b',').eq(l.split(',')));
            assert_eq!(split_byte(l, b'='), l.split_once('='));
        }
        assert!(pieces("", b',').eq([""]));
        let fam = "# c\ngfx90a b\ngfx9 c\ngfx9 d\ngfx10 e\ngfx9 f";
        assert!(family_block(fam, "gfx9").eq(["c", "d"]));
        assert!(family_block(fam, "gfx90a").eq(["b"]));
        assert!(family_block(fam, "gfx1").eq([""; 0]));
        let long = "0123456789abcdef0123456789\nnext";
        assert_eq!(line_end(long.as_bytes(), 0), 26);
        assert_eq!(line_end(long.as_bytes(), 27), long.len());
        for s in [
            "0",
            "15",
            "-3",
            "+7",
            "",
            "-",
            "+",
            "1x",
            "9223372036854775807",
            "9223372036854775808",
            "-9223372036854775808",
            "-9223372036854775809",
            "٣",
            "-0",
            "+-1",
            "-+1",
            "18446744073709551616",
        ] {
            assert_eq!(decimal(s), s.parse::<i64>().ok(), "{s}");
            assert_eq!(unsigned_as::<u8>(s), s.parse::<u8>().ok(), "{s}");
            assert_eq!(unsigned(s), s.parse::<u64>().ok(), "{s}");
        }
    }
}
