//! Diagnostics as text, the way llvm-mc prints them (the one renderer the
//! command line, the Python package and the C library share):
//!
//! ```text
//! file.s:3:20: error: invalid register alignment
//!         v_add_f32       v0, v1, s[1:2] ; c
//!                                 ^
//! ```
//!
//! The source line is printed with tabs expanded to 8-column stops and the
//! caret line follows the same expansion. As in llvm-mc, a line holding any
//! non-ASCII byte is printed without a caret line (its columns would be wrong).

use std::io::{self, Write};

use crate::{Diagnostic, Severity};

const TAB_STOP: usize = 8;
/// Source bytes shown either side of the caret on a long line.
const WINDOW: usize = 1000;

/// Writes diagnostic `d` about the main source `src` (named `file`) to
/// `out`: the `file:line:col: error: message` line, the source line and a
/// caret under the column (then the notes of an expansion).
///
/// ```
/// use amdgpu_asm::{assemble, render, Target};
/// let t = Target::parse("gfx900").unwrap();
/// let src = "s_mov_b32 s0\n";
/// let asm = assemble(src, &t);
/// let mut text = Vec::new();
/// render(&mut text, "k.s", src, &asm.diags[0]).unwrap();
/// assert_eq!(
///     String::from_utf8(text).unwrap(),
///     "k.s:1:13: error: too few operands for s_mov_b32: expected 2\ns_mov_b32 s0\n            ^\n"
/// );
/// ```
pub fn render(out: &mut impl Write, file: &str, src: &str, d: &Diagnostic) -> io::Result<()> {
    let kind = match d.severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
    };
    let file = d.file.as_deref().unwrap_or(file);
    writeln!(out, "{file}:{}:{}: {kind}: {}", d.line, d.col, d.message)?;
    if let Some(text) = &d.source_line {
        // A line of an expansion or an included file: shown as it is,
        // with the caret at the column, then where it was called from.
        let line = text.as_bytes();
        print_source_line(out, line)?;
        if line.is_ascii() {
            let caret = (d.col as usize).saturating_sub(1).min(line.len());
            let mut pad = String::new();
            for &c in &line[..caret] {
                pad.push(if c == b'\t' { '\t' } else { ' ' });
            }
            writeln!(out, "{}^", expand_tabs(&pad))?;
        }
        // Repeated steps (a recursive macro) once, with their count.
        let mut i = 0;
        while i < d.notes.len() {
            let n = &d.notes[i];
            let k = d.notes[i..].iter().take_while(|m| *m == n).count();
            if k > 1 {
                writeln!(out, "note: {n} ({k} times)")?;
            } else {
                writeln!(out, "note: {n}")?;
            }
            i += k;
        }
        return Ok(());
    }
    let bytes = src.as_bytes();
    let at = d.span.start.min(bytes.len());
    // The line's start from the diagnostic's column (no scan back); the
    // source shown is at most WINDOW bytes either side of the caret, so
    // that many diagnostics on one long line stay proportionate.
    let mut start = at.saturating_sub((d.col as usize).saturating_sub(1));
    if start > at || bytes[start..at].contains(&b'\n') {
        start = bytes[..at]
            .iter()
            .rposition(|&b| b == b'\n' || b == b'\r')
            .map_or(0, |p| p + 1);
    }
    let mut end = bytes[at..]
        .iter()
        .take(WINDOW + 1)
        .position(|&b| b == b'\n' || b == b'\r')
        .map_or(bytes.len().min(at + WINDOW), |p| at + p);
    let cut_left = at - start > WINDOW;
    if cut_left {
        start = at - WINDOW / 2;
        while start < at && !src.is_char_boundary(start) {
            start += 1;
        }
    }
    while end > at && !src.is_char_boundary(end) {
        end -= 1;
    }
    let line = &bytes[start..end];
    let col = at - start;

    print_source_line(out, line)?;
    if !line.is_ascii() {
        return Ok(());
    }
    // llvm's SMDiagnostic::print: a caret line of blanks with `^` at the
    // column (trailing blanks dropped), each tab of the source widened to
    // the next tab stop by repeating the caret line's character there.
    let caret = col.min(line.len());
    let mut out_col = 0;
    for i in 0..=caret {
        let c = if i == caret { b'^' } else { b' ' };
        if i >= line.len() || line[i] != b'\t' {
            out.write_all(&[c])?;
            out_col += 1;
            continue;
        }
        loop {
            out.write_all(&[c])?;
            out_col += 1;
            if out_col % TAB_STOP == 0 {
                break;
            }
        }
    }
    out.write_all(b"\n")
}

/// Every diagnostic of `diags` about `src` (named `file`), rendered as
/// [`render`] writes them, one after another.
pub fn render_all(file: &str, src: &str, diags: &[Diagnostic]) -> String {
    let mut out = Vec::new();
    for d in diags {
        // (Writing to a Vec cannot fail.)
        let _ = render(&mut out, file, src, d);
    }
    String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// `s` with tabs widened to the next stop.
fn expand_tabs(s: &str) -> String {
    let mut o = String::new();
    for c in s.chars() {
        if c == '\t' {
            o.push(' ');
            while !o.len().is_multiple_of(TAB_STOP) {
                o.push(' ');
            }
        } else {
            o.push(c);
        }
    }
    o
}

fn print_source_line(out: &mut impl Write, line: &[u8]) -> io::Result<()> {
    let mut out_col = 0;
    let mut rest = line;
    while let Some(p) = rest.iter().position(|&b| b == b'\t') {
        out.write_all(&rest[..p])?;
        out_col += p;
        loop {
            out.write_all(b" ")?;
            out_col += 1;
            if out_col % TAB_STOP == 0 {
                break;
            }
        }
        rest = &rest[p + 1..];
    }
    out.write_all(rest)?;
    out.write_all(b"\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn diag(src: &str, at: usize, msg: &str) -> Diagnostic {
        let line = src[..at].matches('\n').count() as u32 + 1;
        let col = (at - src[..at].rfind('\n').map_or(0, |p| p + 1)) as u32 + 1;
        Diagnostic {
            severity: Severity::Error,
            kind: crate::DiagKind::Syntax,
            span: at..at + 1,
            line,
            col,
            message: msg.to_string(),
            file: None,
            source_line: None,
            notes: Vec::new(),
        }
    }

    fn show(file: &str, src: &str, at: usize, msg: &str) -> String {
        let mut v = Vec::new();
        render(&mut v, file, src, &diag(src, at, msg)).unwrap();
        String::from_utf8(v).unwrap()
    }

    // Expected texts are what llvm-mc 22 prints for the same input.
    #[test]
    fn long_lines_are_cut_around_the_caret() {
        let src = format!(".byte {}\n", vec!["u"; 10000].join(","));
        let at = 6 + 2 * 8000;
        let text = show("t.s", &src, at, "x");
        assert!(text.len() < 2 * WINDOW + 200, "{}", text.len());
        assert!(text.lines().last().unwrap().ends_with('^'));
    }

    #[test]
    fn plain_line() {
        let src = "s_nop 0\nfoo bar\n";
        assert_eq!(
            show("t.s", src, 8, "invalid instruction"),
            "t.s:2:1: error: invalid instruction\nfoo bar\n^\n"
        );
    }

    #[test]
    fn tabs_are_expanded_in_both_lines() {
        let src = "\tv_add_f32\tv0, v1, s[1:2] ; c\n";
        let at = src.find("s[").unwrap();
        assert_eq!(
            show("t.s", src, at, "invalid register alignment"),
            "t.s:1:20: error: invalid register alignment\n        v_add_f32       v0, v1, s[1:2] ; c\n                                ^\n"
        );
    }

    #[test]
    fn non_ascii_line_has_no_caret() {
        let src = "v_add_f32 v0, \u{e9}v1, v2\n";
        assert_eq!(
            show("<stdin>", src, 14, "failed parsing operand."),
            "<stdin>:1:15: error: failed parsing operand.\nv_add_f32 v0, \u{e9}v1, v2\n"
        );
    }

    #[test]
    fn caret_at_end_of_line_and_file() {
        assert_eq!(
            show("a.s", "s_nop\n", 5, "too few operands"),
            "a.s:1:6: error: too few operands\ns_nop\n     ^\n"
        );
        assert_eq!(
            show("a.s", "s_nop", 5, "too few operands"),
            "a.s:1:6: error: too few operands\ns_nop\n     ^\n"
        );
    }
}
