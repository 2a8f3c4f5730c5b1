//! `amdgpu-as --disassemble`: llvm-mc's input format (hex or decimal bytes,
//! any number per line, separated by blanks or commas, `#` comments; all
//! lines form one byte stream) and output format (a tab, the instruction,
//! and with `--show-encoding` its bytes).

use amdgpu_isa::{decode_into, print, DecodeError, TargetInfo};
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
        let c = src[i];
        if c.is_ascii_whitespace() || c == b',' || c == b'[' || c == b']' {
            i += 1;
            continue;
        }
        if c == b'#' {
            while i < src.len() && src[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        // The usual token, `0xAB` and a separator, in one step.
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
/// 40 (at least one), then `; encoding: [0x..,0x..]`.
pub fn push_encoding(line: &mut Vec<u8>, bytes: &[u8]) {
    push_encoding_with(line, bytes, 0..0);
}

/// [`push_encoding`] with the bytes of `fixup` shown as `A`, as llvm-mc
/// shows a field that waits for the linker.
pub fn push_encoding_with(line: &mut Vec<u8>, bytes: &[u8], fixup: std::ops::Range<usize>) {
    let pad = 41usize.saturating_sub(line.len()).max(1);
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

/// The value of a hex digit, 16 for anything else.
fn hex_digit(c: u8) -> u8 {
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
    let mut line = Vec::with_capacity(256);
    let mut inst = amdgpu_isa::Inst::default();
    let mut at = from;
    let mut written = 0usize;
    let mut memo = Memo::new();
    while at < bytes.len() && at < until {
        if let Some(s) = starts.as_deref_mut() {
            s.push((at, written));
        }
        // Code repeats itself: a word seen before prints the same line.
        if let Some((len, text)) = memo.get(ti, &bytes[at..]) {
            out.write_all(text)?;
            written += text.len();
            at += len;
            continue;
        }
        let unit = decode_into(&bytes[at..], ti, &mut inst);
        let here = at;
        at = match unit {
            Ok(n) => here + n.max(4),
            Err(_) => (here + 4).min(bytes.len()),
        };
        let at = here;
        match unit.map(|_| &inst) {
            Ok(inst) => {
                line.clear();
                line.push(b'\t');
                let _ = print(inst, ti, &mut Buf(&mut line));
                if show_encoding {
                    // llvm-mc shows the instruction encoded again: its
                    // canonical bytes (unused bits dropped).
                    let end = (at + inst.len as usize).min(bytes.len());
                    let again = amdgpu_isa::encode(inst, ti);
                    let shown = match &again {
                        Ok(w) => w.as_bytes(),
                        Err(_) => &bytes[at..end],
                    };
                    push_encoding(&mut line, shown);
                }
                line.push(b'\n');
                out.write_all(&line)?;
                written += line.len();
                memo.put(ti, &bytes[at..], inst.len as usize, &line);
            }
            Err(DecodeError::Invalid) | Err(DecodeError::TooShort) => diags.push_diag(
                at,
                Diag {
                    at: pos.get(at / 4).copied().unwrap_or(0),
                    warning: true,
                    msg: "invalid instruction encoding",
                },
            ),
        }
    }
    Ok(at)
}

/// Lines already printed, keyed by the bytes a decision depends on: the
/// first dword alone where every format that word can belong to is 32 bits
/// wide, else the first 8 bytes; and the literal after the instruction. A
/// direct-mapped cache of 32768 entries; output is the same with or without.
struct Memo {
    slots: Vec<MemoSlot>,
}

#[derive(Default)]
struct MemoSlot {
    key: u64,
    lit: u32,
    len: u8,
    line: Vec<u8>,
}

impl Memo {
    const BITS: u32 = 15;

    fn new() -> Memo {
        Memo {
            slots: (0..1 << Self::BITS).map(|_| MemoSlot::default()).collect(),
        }
    }

    /// The key of the word at `bytes` and its slot.
    fn key(ti: &TargetInfo, bytes: &[u8]) -> Option<(u64, usize, usize)> {
        let w0 = u32::from_le_bytes(bytes.get(..4)?.try_into().ok()?);
        let narrow = ti
            .candidates(w0)
            .iter()
            .all(|&l| ti.layouts[l as usize].bits == 32);
        let (k, width) = if narrow {
            // Bit 63 set: cannot equal an 8-byte key of a 64-bit word with
            // the same first dword (those keys carry their second dword).
            (w0 as u64 | 1 << 63, 4)
        } else {
            (u64::from_le_bytes(bytes.get(..8)?.try_into().ok()?), 8)
        };
        let h = (k.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - Self::BITS)) as usize;
        Some((k, h, width))
    }

    /// The literal of an instruction of `len` bytes keyed on `width` bytes.
    fn lit(bytes: &[u8], len: u8, width: usize) -> Option<u32> {
        if len as usize <= width {
            return Some(0);
        }
        let at = len as usize - 4;
        Some(u32::from_le_bytes(bytes.get(at..at + 4)?.try_into().ok()?))
    }

    fn get(&self, ti: &TargetInfo, bytes: &[u8]) -> Option<(usize, &[u8])> {
        let (k, h, width) = Self::key(ti, bytes)?;
        let s = &self.slots[h];
        if s.len == 0 || s.key != k || Self::lit(bytes, s.len, width)? != s.lit {
            return None;
        }
        Some((s.len as usize, &s.line))
    }

    fn put(&mut self, ti: &TargetInfo, bytes: &[u8], len: usize, line: &[u8]) {
        let Some((k, h, width)) = Self::key(ti, bytes) else {
            return;
        };
        // A literal wider than one dword past the key is not cached.
        if len > width + 4 {
            return;
        }
        let Some(lit) = Self::lit(bytes, len as u8, width) else {
            return;
        };
        let s = &mut self.slots[h];
        s.key = k;
        s.lit = lit;
        s.len = len as u8;
        s.line.clear();
        s.line.extend_from_slice(line);
    }
}

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
