//! `amdgpu-as --disassemble`: llvm-mc's input format (hex or decimal bytes,
//! any number per line, separated by blanks or commas, `#` comments; all
//! lines form one byte stream) and output format (a tab, the instruction,
//! and with `--show-encoding` its bytes).

use amdgpu_isa::print::print_bytes;
use amdgpu_isa::{decode_into, DecodeError, TargetInfo};
use std::io::{self, Write};

/// A problem found in the input text or the byte stream, at a byte offset
/// of the input text.
pub struct Diag {
    pub at: u32,
    pub warning: bool,
    pub msg: &'static str,
}

/// Parses the input text into bytes and, for every fourth byte (where
/// instructions and skipped words start: all lengths are multiples of 4),
/// the offset of its token in the text.
pub fn parse_input(src: &[u8], diags: &mut Vec<Diag>) -> (Vec<u8>, Vec<u32>) {
    let mut bytes = Vec::with_capacity(src.len() / 4);
    let mut pos = Vec::with_capacity(src.len() / 16);
    let mut i = 0;
    while i < src.len() {
        // The usual token, `0xAB` and a blank or comma, in one step; lines
        // of them in a tight loop.
        while let Some(&[z, x, h, l, e]) = src.get(i..i + 5) {
            let v = HEX_VALUE[h as usize] << 4 | HEX_VALUE[l as usize];
            if z != b'0' || x | 0x20 != b'x' || v > 0xff || !is_sep(e) {
                break;
            }
            if bytes.len() % 4 == 0 {
                pos.push(i as u32);
            }
            bytes.push(v as u8);
            i += 5;
        }
        let Some(&c) = src.get(i) else { break };
        if is_sep(c) || c == b'[' || c == b']' || c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if c == b'#' {
            while i < src.len() && src[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        // `0xAB` at the end of the input or before another separator.
        if c == b'0' && i + 3 < src.len() && src[i + 1] | 0x20 == b'x' {
            let (h, l) = (hex_digit(src[i + 2]), hex_digit(src[i + 3]));
            let end_ok = src.get(i + 4).is_none_or(|&e| !e.is_ascii_alphanumeric());
            if h < 16 && l < 16 && end_ok {
                if bytes.len() % 4 == 0 {
                    pos.push(i as u32);
                }
                bytes.push(h << 4 | l);
                i += 4;
                continue;
            }
        }
        let start = i;
        while i < src.len() && src[i].is_ascii_alphanumeric() {
            i += 1;
        }
        let tok = &src[start..i];
        let v = match tok {
            [b'0', b'x' | b'X', h @ ..] if !h.is_empty() && h.len() <= 2 => {
                h.iter().try_fold(0u8, |a, &d| {
                    (d as char).to_digit(16).map(|d| (a << 4) | d as u8)
                })
            }
            [b'0', b'x' | b'X', h @ ..] if !h.is_empty() => {
                // Leading zeros: 0x000f.
                let v = h.iter().try_fold(0u32, |a, &d| {
                    (d as char)
                        .to_digit(16)
                        .map(|d| a.saturating_mul(16).saturating_add(d))
                });
                v.and_then(|v| u8::try_from(v).ok())
            }
            d if !d.is_empty() && d.iter().all(u8::is_ascii_digit) => {
                let v = d.iter().fold(0u32, |a, &c| {
                    a.saturating_mul(10).saturating_add((c - b'0') as u32)
                });
                u8::try_from(v).ok()
            }
            _ => None,
        };
        match v {
            Some(v) => {
                if bytes.len() % 4 == 0 {
                    pos.push(start as u32);
                }
                bytes.push(v);
            }
            None => {
                diags.push(Diag {
                    at: start as u32,
                    warning: false,
                    msg: "invalid input token",
                });
                // The rest of the line is not read.
                while i < src.len() && src[i] != b'\n' {
                    i += 1;
                }
            }
        }
    }
    (bytes, pos)
}

const HEX: &[u8; 16] = b"0123456789abcdef";

/// Appends llvm-mc's encoding comment to a listing line: blanks up to column
/// 40 (at least one), then `; encoding: [0x..,0x..]`, with the bytes of
/// `fixup` shown as `A`, as llvm-mc shows a field that waits for the linker.
pub fn push_encoding_with(line: &mut Vec<u8>, bytes: &[u8], fixup: std::ops::Range<usize>) {
    push_encoding_from(line, 0, bytes, fixup);
}

/// [`push_encoding_with`] for a line that starts at `start` of `line`.
fn push_encoding_from(
    line: &mut Vec<u8>,
    start: usize,
    bytes: &[u8],
    fixup: std::ops::Range<usize>,
) {
    let pad = 41usize.saturating_sub(line.len() - start).max(1);
    line.resize(line.len() + pad, b' ');
    line.extend_from_slice(b"; encoding: [");
    for (i, b) in bytes.iter().enumerate() {
        if i > 0 {
            line.push(b',');
        }
        if fixup.contains(&i) {
            line.push(b'A');
            continue;
        }
        line.extend_from_slice(&[
            b'0',
            b'x',
            HEX[usize::from(b >> 4)],
            HEX[usize::from(b & 15)],
        ]);
    }
    line.push(b']');
}

/// Blanks and commas: what ends a token and is skipped.
#[inline]
fn is_sep(c: u8) -> bool {
    matches!(c, b' ' | b'\n' | b',' | b'\t' | b'\r')
}

/// Per byte, its value as a hex digit, 0x100 for anything else (so that a
/// pair of digits with a bad one is above 0xff).
static HEX_VALUE: [u16; 256] = {
    let mut t = [0x100u16; 256];
    let mut c = 0;
    while c < 256 {
        t[c] = hex_digit(c as u8) as u16;
        if t[c] >= 16 {
            t[c] = 0x100;
        }
        c += 1;
    }
    t
};

/// The value of a hex digit, 16 for anything else.
const fn hex_digit(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        b'A'..=b'F' => c - b'A' + 10,
        _ => 16,
    }
}

/// Appends UTF-8 text to a byte buffer through `fmt::Write`.
pub struct Buf<'a>(pub &'a mut Vec<u8>);

impl std::fmt::Write for Buf<'_> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.0.extend_from_slice(s.as_bytes());
        Ok(())
    }
}

/// Disassembles `bytes`, writing llvm-mc's listing to `out` and a warning
/// for every word that does not decode to `diags`.
///
/// With `threads` > 1, large inputs are split in two and the second half is
/// disassembled on a second thread from a 4-byte boundary near the middle. The first thread
/// goes on past the middle until it reaches a unit start the second thread
/// also reached (decoding resynchronises within a few instructions); from
/// there the second thread's output is used. The listing is the one a
/// single pass gives: the second thread's work before that point is dropped.
pub fn run(
    bytes: &[u8],
    pos: &[u32],
    ti: &TargetInfo,
    show_encoding: bool,
    out: &mut impl Write,
    diags: &mut Vec<Diag>,
    threads: usize,
) -> io::Result<()> {
    if bytes.len() < 1 << 16 || threads < 2 {
        run_from(
            bytes,
            pos,
            ti,
            show_encoding,
            0,
            bytes.len(),
            out,
            diags,
            None,
        )?;
        return Ok(());
    }
    let mid = (bytes.len() / 2) & !3;
    std::thread::scope(|scope| {
        let second = scope.spawn(move || {
            let mut buf = Vec::with_capacity((bytes.len() - mid) * 24);
            let mut d = Vec::new();
            let mut starts = Vec::with_capacity((bytes.len() - mid) / 4);
            let r = run_from(
                bytes,
                pos,
                ti,
                show_encoding,
                mid,
                bytes.len(),
                &mut buf,
                &mut d,
                Some(&mut starts),
            );
            r.map(|_| (buf, d, starts))
        });
        let mut at = run_from(bytes, pos, ti, show_encoding, 0, mid, out, diags, None)?;
        let (buf, d2, starts) = match second.join() {
            Ok(r) => r?,
            Err(_) => return Err(io::Error::other("disassembly thread failed")),
        };
        loop {
            // The first unit start of the second pass at or after `at`.
            let k = starts.partition_point(|s: &(usize, usize)| s.0 < at);
            match starts.get(k) {
                Some(&(off, b)) if off == at => {
                    out.write_all(&buf[b..])?;
                    diags.extend(d2.into_iter().filter(|(u, _)| *u >= at).map(|(_, d)| d));
                    return Ok(());
                }
                Some(&(off, _)) => {
                    at = run_from(bytes, pos, ti, show_encoding, at, off, out, diags, None)?;
                }
                None => {
                    run_from(
                        bytes,
                        pos,
                        ti,
                        show_encoding,
                        at,
                        bytes.len(),
                        out,
                        diags,
                        None,
                    )?;
                    return Ok(());
                }
            }
        }
    })
}

/// Disassembles units starting at `from` until one starts at or after
/// `until`; returns where it stopped. With `starts`, records each unit's
/// offset and how many bytes this pass had written before it.
#[allow(clippy::too_many_arguments)]
fn run_from<W: Write, D: DiagSink>(
    bytes: &[u8],
    pos: &[u32],
    ti: &TargetInfo,
    show_encoding: bool,
    from: usize,
    until: usize,
    out: &mut W,
    diags: &mut D,
    mut starts: Option<&mut Vec<(usize, usize)>>,
) -> io::Result<usize> {
    let mut buf: Vec<u8> = Vec::with_capacity(CHUNK + 4096);
    let mut inst = amdgpu_isa::Inst::default();
    let mut at = from;
    let mut written = 0usize;
    while at < bytes.len() && at < until {
        if let Some(s) = starts.as_deref_mut() {
            s.push((at, written + buf.len()));
        }
        if buf.len() >= CHUNK {
            out.write_all(&buf)?;
            written += buf.len();
            buf.clear();
        }
        let here = at;
        match decode_into(&bytes[at..], ti, &mut inst) {
            Ok(n) => {
                at = here + n.max(4);
                let line_start = buf.len();
                buf.push(b'\t');
                print_bytes(&inst, ti, &mut buf);
                if show_encoding {
                    // llvm-mc shows the instruction encoded again: its
                    // canonical bytes (unused bits dropped).
                    let end = (here + inst.len as usize).min(bytes.len());
                    let again = amdgpu_isa::encode(&inst, ti);
                    let shown = match &again {
                        Ok(w) => w.as_bytes(),
                        Err(_) => &bytes[here..end],
                    };
                    push_encoding_from(&mut buf, line_start, shown, 0..0);
                }
                buf.push(b'\n');
            }
            Err(DecodeError::Invalid) | Err(DecodeError::TooShort) => {
                at = (here + 4).min(bytes.len());
                diags.push_diag(
                    here,
                    Diag {
                        at: pos.get(here / 4).copied().unwrap_or(0),
                        warning: true,
                        msg: "invalid instruction encoding",
                    },
                )
            }
        }
    }
    out.write_all(&buf)?;
    Ok(at)
}

/// Output is written in chunks of about this many bytes.
const CHUNK: usize = 1 << 18;

/// Where diagnostics of a pass go: a plain list, or (second thread) a list
/// that keeps each diagnostic's unit offset.
trait DiagSink {
    fn push_diag(&mut self, unit: usize, d: Diag);
}

impl DiagSink for Vec<Diag> {
    fn push_diag(&mut self, _: usize, d: Diag) {
        self.push(d);
    }
}

impl DiagSink for Vec<(usize, Diag)> {
    fn push_diag(&mut self, unit: usize, d: Diag) {
        self.push((unit, d));
    }
}

/// Writes diagnostics as llvm-mc does: `FILE:LINE:COL: warning: msg`, the
/// source line and a caret; in the order of their positions.
pub fn render_all(
    w: &mut impl Write,
    name: &str,
    src: &[u8],
    diags: &mut [Diag],
) -> io::Result<()> {
    diags.sort_by_key(|d| d.at);
    let mut line = 1usize;
    let mut line_start = 0usize;
    let mut scanned = 0usize;
    for d in diags.iter() {
        let at = (d.at as usize).min(src.len());
        while scanned < at {
            if src[scanned] == b'\n' {
                line += 1;
                line_start = scanned + 1;
            }
            scanned += 1;
        }
        let end = src[line_start..]
            .iter()
            .position(|&c| c == b'\n')
            .map_or(src.len(), |p| line_start + p);
        let kind = if d.warning { "warning" } else { "error" };
        let col = at - line_start + 1;
        writeln!(w, "{name}:{line}:{col}: {kind}: {}", d.msg)?;
        w.write_all(&src[line_start..end])?;
        writeln!(w)?;
        writeln!(w, "{}^", " ".repeat(col - 1))?;
    }
    Ok(())
}
