//! `amdgpu-as --disassemble`: llvm-mc's input format (hex or decimal bytes,
//! any number per line, separated by blanks or commas, `#` comments; all
//! lines form one byte stream) and output format (a tab, the instruction,
//! and with `--show-encoding` its bytes).

use amdgpu_isa::decode::canonical;
use amdgpu_isa::print::print_bytes;
use amdgpu_isa::{decode_into, DecodeError, TargetInfo};
use std::collections::BTreeMap;
use std::io::{self, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Mutex};

/// A problem found in the input text or the byte stream, at a byte offset
/// of the input text.
pub struct Diag {
    pub at: u32,
    pub warning: bool,
    pub msg: &'static str,
}

/// Where the input's bytes came from in the text, for diagnostics: the
/// token offset of every [`MARK`]th byte of each part parsed on its own;
/// the bytes between are found by parsing again from the mark before (a
/// full table would be as large as the bytes themselves, and fresh memory
/// is dear: a page fault costs about as much as a dozen instructions
/// disassembled).
pub struct Marks<'a> {
    src: &'a [u8],
    /// Per part: its first byte in the stream and its first mark.
    parts: Vec<(usize, usize)>,
    at: Vec<u32>,
}

/// Bytes between marks.
const MARK: usize = 64;

impl Marks<'_> {
    /// The mark at or before byte `byte` (a multiple of 4 from its part's
    /// start): the byte it marks and its token's offset.
    fn before(&self, byte: usize) -> Option<(usize, usize)> {
        let p = self
            .parts
            .partition_point(|&(b, _)| b <= byte)
            .checked_sub(1)?;
        let (b0, m0) = *self.parts.get(p)?;
        let k = (byte - b0) / MARK;
        let t = *self.at.get(m0 + k)?;
        Some((b0 + k * MARK, t as usize))
    }
}

/// Parses the input text into bytes (and their [`Marks`]).
pub fn parse_input<'a>(src: &'a [u8], diags: &mut Vec<Diag>) -> (Vec<u8>, Marks<'a>) {
    let mut bytes = Vec::with_capacity(src.len() / 4);
    let mut at = Vec::with_capacity(src.len() / (4 * MARK));
    parse_into::<MARK>(src, 0, 0, &mut bytes, &mut at, diags, usize::MAX);
    (
        bytes,
        Marks {
            src,
            parts: vec![(0, 0)],
            at,
        },
    )
}

/// [`parse_input`] with `threads` threads: the text is cut at line ends
/// into parts parsed at once (a line never continues a token or a comment
/// of the line before, so the parts' bytes, put end to end, are the bytes
/// of the whole). A part whose bytes would not start at a multiple of 4 is
/// parsed again after the others, as the rest of the part before.
pub fn parse_input_threads<'a>(
    src: &'a [u8],
    diags: &mut Vec<Diag>,
    threads: usize,
) -> (Vec<u8>, Marks<'a>) {
    parse_parts(src, diags, threads.min(src.len() / PAR_PARSE_MIN))
}

/// [`parse_input_threads`] in `parts` parts.
fn parse_parts<'a>(src: &'a [u8], diags: &mut Vec<Diag>, parts: usize) -> (Vec<u8>, Marks<'a>) {
    if parts < 2 {
        return parse_input(src, diags);
    }
    // Part k starts after the first line end at or after k/parts of the text.
    let mut cuts = vec![0];
    for k in 1..parts {
        let from = (src.len() / parts * k).max(*cuts.last().unwrap_or(&0));
        let cut = src
            .get(from..)
            .and_then(|t| t.iter().position(|&c| c == b'\n'))
            .map_or(src.len(), |p| from + p + 1);
        cuts.push(cut);
    }
    cuts.push(src.len());
    let spread = amdgpu_asm::Spread::here();
    std::thread::scope(|scope| {
        let handles: Vec<_> = cuts
            .windows(2)
            .skip(1)
            .enumerate()
            .map(|(k, w)| {
                let (a, b) = (w[0], w[1]);
                spread.spawn(scope, k + 1, move || {
                    let mut d = Vec::new();
                    let part = src.get(a..b).unwrap_or_default();
                    let mut bytes = Vec::with_capacity(part.len() / 4);
                    let mut at = Vec::with_capacity(part.len() / (4 * MARK));
                    parse_into::<MARK>(part, a, 0, &mut bytes, &mut at, &mut d, usize::MAX);
                    (bytes, at, d)
                })
            })
            .collect();
        let mut bytes = Vec::with_capacity(src.len() / 4);
        let mut marks = Marks {
            src,
            parts: vec![(0, 0)],
            at: Vec::with_capacity(src.len() / (4 * MARK)),
        };
        let first = src.get(..cuts[1]).unwrap_or_default();
        parse_into::<MARK>(first, 0, 0, &mut bytes, &mut marks.at, diags, usize::MAX);
        for (h, w) in handles.into_iter().zip(cuts.windows(2).skip(1)) {
            match h.join() {
                Ok((b, at, d)) if bytes.len().is_multiple_of(4) => {
                    marks.parts.push((bytes.len(), marks.at.len()));
                    bytes.extend_from_slice(&b);
                    marks.at.extend_from_slice(&at);
                    diags.extend(d);
                }
                _ => {
                    let part = src.get(w[0]..w[1]).unwrap_or_default();
                    let origin = marks.parts.last().map_or(0, |p| p.0);
                    let at = &mut marks.at;
                    parse_into::<MARK>(part, w[0], origin, &mut bytes, at, diags, usize::MAX);
                }
            }
        }
        (bytes, marks)
    })
}

/// Text (bytes) per thread below which parsing is not shared out.
const PAR_PARSE_MIN: usize = 1 << 19;

/// Parses `src`, the text from offset `base` of the input, appending to
/// `bytes` (which holds what the text before it gave) and, for every
/// `STRIDE`th byte from `origin`, its token's offset to `at`; stops once
/// `bytes` holds `limit` bytes or more (between two tokens), and returns
/// where in `src`.
fn parse_into<const STRIDE: usize>(
    src: &[u8],
    base: usize,
    origin: usize,
    bytes: &mut Vec<u8>,
    at: &mut Vec<u32>,
    diags: &mut Vec<Diag>,
    limit: usize,
) -> usize {
    let mark = |n: usize| n.wrapping_sub(origin).is_multiple_of(STRIDE);
    let mut i = 0;
    while i < src.len() && bytes.len() < limit {
        // The usual line: four tokens `0xAB` each followed by a blank or a
        // comma (an instruction word), checked and stored at once.
        while bytes.len().is_multiple_of(4) && bytes.len() < limit {
            let Some(t) = src
                .get(i..i + 20)
                .and_then(|t| <&[u8; 20]>::try_from(t).ok())
            else {
                break;
            };
            // `0` and `x` (either case) of the four tokens, tested a few
            // at a time: bytes 0-1 and 5-6 of the first 8, 10-11 and 15
            // of the next 8, and 16.
            let a = u64::from_le_bytes([t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7]]);
            let b = u64::from_le_bytes([t[8], t[9], t[10], t[11], t[12], t[13], t[14], t[15]]);
            let ok_a = (a | 0x0020_0000_0000_2000) & 0x00ff_ff00_0000_ffff == 0x0078_3000_0000_7830;
            let ok_b = (b | 0x0000_0000_2000_0000) & 0xff00_0000_ffff_0000 == 0x3000_0000_7830_0000;
            let ok_c = t[16] | 0x20 == b'x';
            // The digits: a bad one makes its pair's value above 0xff.
            let v = |k: usize| HEX_VALUE[t[k] as usize] << 4 | HEX_VALUE[t[k + 1] as usize];
            let (v0, v1, v2, v3) = (v(2), v(7), v(12), v(17));
            let sep =
                SEP[t[4] as usize] & SEP[t[9] as usize] & SEP[t[14] as usize] & SEP[t[19] as usize];
            if !(ok_a && ok_b && ok_c && (v0 | v1 | v2 | v3) <= 0xff && sep == 1) {
                break;
            }
            let word = [v0 as u8, v1 as u8, v2 as u8, v3 as u8];
            if mark(bytes.len()) {
                at.push((base + i) as u32);
            }
            bytes.extend_from_slice(&word);
            i += 20;
        }
        // The usual token, `0xAB` and a blank or comma, in one step; lines
        // of them in a tight loop.
        while let Some(&[z, x, h, l, e]) = src.get(i..i + 5) {
            if bytes.len() >= limit {
                return i;
            }
            let v = HEX_VALUE[h as usize] << 4 | HEX_VALUE[l as usize];
            if z != b'0' || x | 0x20 != b'x' || v > 0xff || !is_sep(e) {
                break;
            }
            if mark(bytes.len()) {
                at.push((base + i) as u32);
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
                if mark(bytes.len()) {
                    at.push((base + i) as u32);
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
                if mark(bytes.len()) {
                    at.push((base + start) as u32);
                }
                bytes.push(v);
            }
            None => {
                diags.push(Diag {
                    at: (base + start) as u32,
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
    i
}

const HEX: &[u8; 16] = b"0123456789abcdef";

/// `0xab,` per byte value.
static BYTE_TEXT: [[u8; 5]; 256] = {
    let mut t = [[0u8; 5]; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = [b'0', b'x', HEX[b >> 4], HEX[b & 15], b','];
        b += 1;
    }
    t
};

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
    if fixup.is_empty() && bytes.len() <= 20 {
        // The usual case: the blanks, the text and `0xab,` per byte put
        // together in a fixed-size array, appended with one copy.
        let mut t = [b' '; 41 + 13 + 5 * 20 + 1];
        if let Some((text, rest)) = t.get_mut(pad..).and_then(|r| r.split_at_mut_checked(13)) {
            text.copy_from_slice(b"; encoding: [");
            for (d, &b) in rest.chunks_exact_mut(5).zip(bytes) {
                d.copy_from_slice(&BYTE_TEXT[usize::from(b)]);
            }
        }
        // The last comma becomes the bracket.
        let n = pad + 13 + (5 * bytes.len()).max(1) - 1;
        if let Some(c) = t.get_mut(n) {
            *c = b']';
        }
        line.extend_from_slice(t.get(..n + 1).unwrap_or(&t));
        return;
    }
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
const fn is_sep(c: u8) -> bool {
    matches!(c, b' ' | b'\n' | b',' | b'\t' | b'\r')
}

/// Per byte, 1 for a blank or comma ([`is_sep`]), else 0.
static SEP: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        t[c] = is_sep(c as u8) as u8;
        c += 1;
    }
    t
};

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

/// Disassembles `bytes`, writing llvm-mc's listing to `out` and a warning
/// for every word that does not decode to `diags`.
///
/// With `threads` > 1, a large input is cut into chunks at 4-byte
/// boundaries, taken in turn by the threads (this one included), each
/// printing into a buffer of its own; this thread writes the buffers in
/// order. A chunk is decoded from its first byte, which need not start an
/// instruction: the thread of the chunk before goes on past its end until
/// it reaches an instruction start of the chunk's own pass (decoding
/// resynchronises within a few instructions), and from there that pass's
/// output is used. The listing is the one a single pass gives.
pub fn run(
    bytes: &[u8],
    pos: &Marks,
    ti: &TargetInfo,
    show_encoding: bool,
    out: &mut impl Write,
    diags: &mut Vec<Diag>,
    threads: usize,
) -> io::Result<()> {
    let chunk = chunk_len(bytes.len(), threads);
    run_chunked(bytes, pos, ti, show_encoding, out, diags, threads, chunk)
}

/// The number of threads `--threads=auto` (0) stands for: the processors
/// this process may use, at most 4. A count asked for is kept to at most 64.
pub fn auto_threads(requested: usize) -> usize {
    match requested {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get().min(4)),
        n => n.min(64),
    }
}

/// Input bytes below which disassembly stays on one thread (a thread costs
/// about as much as a few thousand instructions). Measured on two
/// processors (paired, 30-40 runs) with distinct gfx942 words: 3,000
/// words (18 KB) took 1.3 times as long on two threads, 6,000 (36 KB) 1.0
/// to 1.09, 9,225 (55 KB) 0.85.
pub const PAR_MIN: usize = 3 << 14;

/// The chunk length for `len` bytes on `threads` threads (0: one pass):
/// small enough that the threads end together and that the buffers in
/// flight stay small, large enough that the chunks' overlaps and hand-overs
/// cost little.
fn chunk_len(len: usize, threads: usize) -> usize {
    if threads < 2 || len < PAR_MIN {
        return 0;
    }
    (len / (threads * 32)).clamp(1 << 12, 1 << 14) & !3
}

/// [`run`] with chunks of `chunk` bytes (a multiple of 4; 0: one pass).
#[allow(clippy::too_many_arguments)]
fn run_chunked(
    bytes: &[u8],
    pos: &Marks,
    ti: &TargetInfo,
    show_encoding: bool,
    out: &mut impl Write,
    diags: &mut Vec<Diag>,
    threads: usize,
    chunk: usize,
) -> io::Result<()> {
    let words = bytes.len() / 4;
    let mut w = Worker::new(ti, show_encoding, words);
    let mut buf = Vec::with_capacity(CHUNK + 4096);
    if threads < 2 || chunk < 4 || bytes.len() <= chunk {
        let r = w.run_from(
            bytes,
            pos,
            0,
            bytes.len(),
            &mut buf,
            Some(out as &mut dyn Write),
            diags,
            None,
        );
        return r.map(|_| ());
    }
    // Chunk k is bytes[bounds[k]..bounds[k + 1]].
    let bounds: Vec<usize> = (0..bytes.len())
        .step_by(chunk & !3)
        .chain([bytes.len()])
        .collect();
    let n = bounds.len() - 1;
    // Listing bytes per input byte: about 7 (text), 15 (with encodings).
    let cap = chunk * if show_encoding { 16 } else { 8 } + 4096;
    let next = AtomicUsize::new(0);
    let pool: Mutex<Vec<Piece>> = Mutex::new(Vec::new());
    let (tx, rx) = mpsc::sync_channel::<(usize, Piece)>(2 * threads);
    let bounds = &bounds[..];
    let (next, pool) = (&next, &pool);
    let spread = amdgpu_asm::Spread::here();
    std::thread::scope(|scope| {
        for t in 1..threads {
            let tx = tx.clone();
            spread.spawn(scope, t, move || {
                let mut w = Worker::new(ti, show_encoding, words);
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    if k >= n {
                        break;
                    }
                    let mut p = take_piece(pool, cap);
                    w.chunk(bytes, pos, bounds, k, &mut p);
                    if tx.send((k, p)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        // Pieces done and not written yet, by chunk.
        let mut ready: BTreeMap<usize, Piece> = BTreeMap::new();
        let mut writer = Writer {
            next: 0,
            want: 0,
            from: 0,
        };
        let result = (|| -> io::Result<()> {
            loop {
                // Too many pieces wait for an earlier one: wait for it
                // rather than take another chunk.
                let mut k = n;
                if ready.len() < 2 * threads {
                    k = next.fetch_add(1, Ordering::Relaxed);
                }
                if k < n {
                    let mut p = take_piece(pool, cap);
                    w.chunk(bytes, pos, bounds, k, &mut p);
                    ready.insert(k, p);
                }
                while let Ok((k, p)) = rx.try_recv() {
                    ready.insert(k, p);
                }
                while let Some(p) = ready.remove(&writer.next) {
                    let ok = writer.write(p, out, diags, pool)?;
                    if !ok {
                        // Not expected: the start the chunk before ended at
                        // is not one of this chunk's. One pass from there.
                        next.store(n, Ordering::Relaxed);
                        let from = writer.from;
                        w.run_from(
                            bytes,
                            pos,
                            from,
                            bytes.len(),
                            &mut buf,
                            Some(&mut *out as &mut dyn Write),
                            diags,
                            None,
                        )?;
                        return Ok(());
                    }
                    if writer.want >= n {
                        next.store(n, Ordering::Relaxed);
                        return Ok(());
                    }
                }
                if k >= n {
                    match rx.recv() {
                        Ok((k, p)) => {
                            ready.insert(k, p);
                        }
                        Err(_) => {
                            // Every thread has stopped and a chunk is missing
                            // (not expected): one pass from where output is.
                            let from = writer.from;
                            w.run_from(
                                bytes,
                                pos,
                                from,
                                bytes.len(),
                                &mut buf,
                                Some(&mut *out as &mut dyn Write),
                                diags,
                                None,
                            )?;
                            return Ok(());
                        }
                    }
                }
            }
        })();
        // Let the other threads stop: no more chunks, no more receiving.
        next.store(n, Ordering::Relaxed);
        drop(rx);
        result
    })
}

/// A chunk's output: the listing of its units, each unit's offset and
/// where its text starts, its warnings with their unit's offset, and where
/// the pass ended: at `end`, a unit start of chunk `next`'s pass (`next`
/// past the last chunk: at the end of the input).
#[derive(Default)]
struct Piece {
    out: Vec<u8>,
    starts: Vec<(usize, usize)>,
    diags: Vec<(usize, Diag)>,
    end: usize,
    next: usize,
}

/// A buffer from the pool, or a new one.
fn take_piece(pool: &Mutex<Vec<Piece>>, cap: usize) -> Piece {
    let p = pool.lock().ok().and_then(|mut p| p.pop());
    // A new buffer is made as large as a chunk's listing usually is: grown
    // from small, it would be copied and its pages touched several times.
    p.unwrap_or_else(|| Piece {
        out: Vec::with_capacity(cap),
        ..Piece::default()
    })
}

/// Writes the chunks' output in order.
struct Writer {
    /// The chunk whose piece comes next.
    next: usize,
    /// The chunk whose output is used next, from its unit at `from`; the
    /// chunks before it were covered by an earlier chunk's pass.
    want: usize,
    from: usize,
}

impl Writer {
    /// Writes what is used of piece `self.next` and returns it to the pool;
    /// false if the unit it should be used from is not one of its starts.
    fn write(
        &mut self,
        mut p: Piece,
        out: &mut impl Write,
        diags: &mut Vec<Diag>,
        pool: &Mutex<Vec<Piece>>,
    ) -> io::Result<bool> {
        let k = self.next;
        self.next += 1;
        if k == self.want {
            let Ok(i) = p.starts.binary_search_by_key(&self.from, |s| s.0) else {
                return Ok(false);
            };
            out.write_all(p.out.get(p.starts[i].1..).unwrap_or_default())?;
            let from = self.from;
            diags.extend(
                p.diags
                    .drain(..)
                    .filter(|(u, _)| *u >= from)
                    .map(|(_, d)| d),
            );
            self.want = p.next;
            self.from = p.end;
        }
        p.out.clear();
        p.starts.clear();
        p.diags.clear();
        if let Ok(mut pool) = pool.lock() {
            pool.push(p);
        }
        Ok(true)
    }
}

/// One thread's state: its line cache and scratch space.
struct Worker<'a> {
    ti: &'a TargetInfo,
    show_encoding: bool,
    memo: Memo<'a>,
    inst: amdgpu_isa::Inst,
    canon: [u8; 20],
    finder: Finder,
}

/// Finds the text offset of a byte's token from the [`Marks`]: parses the
/// text from the mark before it, a little further than needed, and keeps
/// the offsets found (warnings come in order: many close together cost one
/// parse of the text they are in).
#[derive(Default)]
struct Finder {
    /// The bytes from `first` on were parsed, from text offset `text` on;
    /// the token offset of byte `first + 4 * k` is `at[k]`.
    first: usize,
    text: usize,
    bytes: Vec<u8>,
    at: Vec<u32>,
    diags: Vec<Diag>,
}

impl Finder {
    /// Bytes parsed past the one asked for.
    const AHEAD: usize = 256;

    /// The offset of the token of byte `byte`, a unit start (0 if unknown).
    fn find(&mut self, marks: &Marks, byte: usize) -> u32 {
        let end = self.first + self.bytes.len();
        if byte < self.first || byte >= end + Self::AHEAD || self.bytes.len() > 1 << 14 {
            let Some((b0, t0)) = marks.before(byte) else {
                return 0;
            };
            self.first = b0;
            self.text = t0;
            self.bytes.clear();
            self.at.clear();
        }
        if byte >= self.first + self.bytes.len() {
            let limit = (byte - self.first + Self::AHEAD) & !3;
            let src = marks.src.get(self.text..).unwrap_or_default();
            let (bytes, at, diags) = (&mut self.bytes, &mut self.at, &mut self.diags);
            let base = self.text;
            self.text += parse_into::<4>(src, base, 0, bytes, at, diags, limit);
            diags.clear();
        }
        self.at.get((byte - self.first) / 4).copied().unwrap_or(0)
    }
}

impl<'a> Worker<'a> {
    /// A worker for an input of `words` dwords (its memo is sized to it).
    fn new(ti: &'a TargetInfo, show_encoding: bool, words: usize) -> Self {
        Worker {
            ti,
            show_encoding,
            memo: Memo::new(ti, words),
            inst: amdgpu_isa::Inst::default(),
            canon: [0; 20],
            finder: Finder::default(),
        }
    }

    /// Where the unit after the one at `at` starts (the pass's rule: a word
    /// that does not decode is skipped).
    fn step(&mut self, bytes: &[u8], at: usize) -> usize {
        match decode_into(bytes.get(at..).unwrap_or_default(), self.ti, &mut self.inst) {
            Ok(n) => at + n.max(4),
            Err(_) => (at + 4).min(bytes.len()),
        }
    }

    /// Disassembles chunk `k` into `p`: its units from its first byte, then
    /// on past its end until a unit start of a later chunk's pass.
    fn chunk(&mut self, bytes: &[u8], pos: &Marks, bounds: &[usize], k: usize, p: &mut Piece) {
        let n = bounds.len() - 1;
        let (Some(&a), Some(&b)) = (bounds.get(k), bounds.get(k + 1)) else {
            p.end = bytes.len();
            p.next = n;
            return;
        };
        let mut at = self.pass(bytes, pos, a, b, p, true);
        // The chunk whose pass this one should join.
        let mut j = k + 1;
        'join: while at < bytes.len() && j < n {
            // Past chunk j: its pass's starts are all before its end.
            if bounds.get(j + 1).is_some_and(|&e| at >= e) {
                j += 1;
                continue;
            }
            // Chunk j's pass, worked out again as far as needed.
            let mut d = bounds[j];
            loop {
                while d < at {
                    d = self.step(bytes, d);
                }
                if d == at {
                    p.end = at;
                    p.next = j;
                    return;
                }
                at = self.pass(bytes, pos, at, at + 1, p, false);
                if at >= bytes.len() || bounds.get(j + 1).is_some_and(|&e| at >= e) {
                    continue 'join;
                }
            }
        }
        p.end = bytes.len();
        p.next = n;
    }

    /// [`Worker::run_from`] into a piece.
    fn pass(
        &mut self,
        bytes: &[u8],
        pos: &Marks,
        from: usize,
        until: usize,
        p: &mut Piece,
        record: bool,
    ) -> usize {
        let starts = if record { Some(&mut p.starts) } else { None };
        let r = self.run_from(
            bytes,
            pos,
            from,
            until,
            &mut p.out,
            None,
            &mut p.diags,
            starts,
        );
        // Without an output to write to, there is no I/O error.
        r.unwrap_or(bytes.len())
    }

    /// Disassembles units starting at `from` until one starts at or after
    /// `until`; returns where it stopped. Lines go to `buf`, written to
    /// `out` (if any) whenever it holds [`CHUNK`] bytes and at the end.
    /// With `starts`, records each unit's offset and where its line starts
    /// in `buf` (then there is no `out`).
    #[allow(clippy::too_many_arguments)]
    fn run_from<D: DiagSink>(
        &mut self,
        bytes: &[u8],
        pos: &Marks,
        from: usize,
        until: usize,
        buf: &mut Vec<u8>,
        mut out: Option<&mut dyn Write>,
        diags: &mut D,
        mut starts: Option<&mut Vec<(usize, usize)>>,
    ) -> io::Result<usize> {
        let (ti, show_encoding) = (self.ti, self.show_encoding);
        let Worker {
            memo,
            inst,
            canon,
            finder,
            ..
        } = self;
        let mut at = from;
        // The memo key of the word at `at`, when already worked out.
        let mut next_key: Option<Option<Key>> = None;
        while at < bytes.len() && at < until {
            if let Some(s) = starts.as_deref_mut() {
                s.push((at, buf.len()));
            }
            if buf.len() >= CHUNK {
                if let Some(o) = out.as_deref_mut() {
                    o.write_all(buf)?;
                    buf.clear();
                }
            }
            let here = at;
            // Code repeats itself: a word seen before prints the same line.
            let key = match next_key.take() {
                Some(k) => k,
                None => memo.key(&bytes[here..]),
            };
            if let Some(k) = key {
                if let Some(n) = memo.get(k, &bytes[here..], buf) {
                    at = here + n;
                    continue;
                }
            }
            match decode_into(&bytes[at..], ti, inst) {
                Ok(n) => {
                    at = here + n.max(4);
                    // The next word's bucket is read now: its cache miss
                    // overlaps the printing of this one.
                    if at < bytes.len() && at < until {
                        let k = memo.key(&bytes[at..]);
                        if let Some(k) = k {
                            memo.touch(k);
                        }
                        next_key = Some(k);
                    }
                    let line_start = buf.len();
                    buf.push(b'\t');
                    print_bytes(inst, ti, buf);
                    if show_encoding {
                        // llvm-mc shows the instruction encoded again: its
                        // canonical bytes (unused bits dropped).
                        let end = (here + inst.len as usize).min(bytes.len());
                        let again;
                        let shown = match canonical(inst, ti, canon) {
                            Some(n) => &canon[..n],
                            None => {
                                again = amdgpu_isa::encode(inst, ti);
                                match &again {
                                    Ok(w) => w.as_bytes(),
                                    Err(_) => &bytes[here..end],
                                }
                            }
                        };
                        push_encoding_from(buf, line_start, shown, 0..0);
                    }
                    buf.push(b'\n');
                    if let Some(k) = key {
                        memo.put(k, &bytes[here..], inst.len, &buf[line_start..]);
                    }
                }
                Err(DecodeError::Invalid) | Err(DecodeError::TooShort) => {
                    at = (here + 4).min(bytes.len());
                    diags.push_diag(
                        here,
                        Diag {
                            at: finder.find(pos, here),
                            warning: true,
                            msg: "invalid instruction encoding",
                        },
                    )
                }
            }
        }
        if let Some(o) = out {
            o.write_all(buf)?;
            buf.clear();
        }
        Ok(at)
    }
}

/// Lines already printed, keyed by the bytes a decision depends on: the
/// first dword alone where every format whose fixed bits that dword carries
/// is 32 bits wide, else the first 8 bytes; and the literal after the
/// instruction. A table of 4-entry buckets (one cache line each) pointing
/// into a ring of lines; output is the same with or without it.
struct Memo<'a> {
    ti: &'a TargetInfo,
    /// Buckets of `WAYS` entries, chosen by the key; newest first.
    slots: Vec<MemoSlot>,
    /// Per line: the literal (4 bytes), the instruction's length, the
    /// text's length, then the text. A ring, overwritten lap after lap.
    ring: Vec<u8>,
    /// Bytes written to the ring so far (where the next line goes).
    total: u64,
    /// Lookups and hits in the current period; lookups left to skip, and
    /// how many to skip after the next period with too few hits.
    tries: u32,
    hits: u32,
    rest: u32,
    backoff: u32,
    /// The last period had too few hits.
    probe: bool,
    /// Buckets: `1 << bits`; the ring's bytes (a power of two).
    bits: u32,
    ring_len: u64,
}

/// A hint to the processor to bring `x`'s cache line in, without waiting
/// for it: on distinct words the memo's buckets are cache misses, and
/// waiting for them cost a tenth of the time.
#[inline]
fn prefetch<T>(x: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch is only a hint: it reads nothing the program can
    // observe and never faults, and `x` is a valid reference anyway.
    unsafe {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        _mm_prefetch::<_MM_HINT_T0>(x as *const T as *const i8);
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = x;
}

#[derive(Clone, Copy)]
struct Key {
    key: u64,
    width: u8,
    /// The first entry of the bucket.
    slot: u32,
}

/// A cached line: its key and where it is in the ring (counted from the
/// ring's first byte written; 0: empty).
#[derive(Clone, Copy, Default)]
struct MemoSlot {
    key: u64,
    pos: u64,
}

/// Bytes before a line's text in the ring.
const HEAD: usize = 6;

impl Memo<'_> {
    /// Buckets (log2, at most and at least), their ways, and the ring's
    /// bytes (at most and at least).
    const BITS: u32 = 14;
    const BITS_MIN: u32 = 8;
    const WAYS: usize = 4;
    const RING: u64 = 1 << 22;
    const RING_MIN: u64 = 1 << 16;
    /// Code without repeats gains nothing from the cache and pays for its
    /// cache misses: after a period of lookups with fewer hits than this,
    /// it rests (longer each time it still does not pay).
    const PERIOD: u32 = 1 << 14;
    const REST_MIN: u32 = 2 * Self::PERIOD;
    const REST_MAX: u32 = 64 * Self::PERIOD;

    /// A memo for an input of `words` dwords: a slot per word or so, and
    /// a ring of about 32 bytes per word, within the bounds above (both
    /// are written, page by page, when the first word is looked up: a
    /// small input does not pay for a large one's tables).
    fn new(ti: &TargetInfo, words: usize) -> Memo<'_> {
        let buckets = (words / Self::WAYS).next_power_of_two();
        let ring = (words as u64).saturating_mul(32).next_power_of_two();
        Memo {
            bits: buckets
                .clamp(1 << Self::BITS_MIN, 1 << Self::BITS)
                .trailing_zeros(),
            ring_len: ring.clamp(Self::RING_MIN, Self::RING),
            ti,
            slots: Vec::new(),
            ring: Vec::new(),
            // Position 0 means "empty".
            total: 1,
            tries: 0,
            hits: 0,
            rest: 0,
            backoff: Self::REST_MIN,
            probe: false,
        }
    }

    /// The key of the word at the start of `bytes`: `None` where it is not
    /// cached (near the end of the input, wide formats, while resting).
    #[inline]
    fn key(&mut self, bytes: &[u8]) -> Option<Key> {
        if self.rest > 0 {
            self.rest -= 1;
            return None;
        }
        // A full 16 bytes ahead: decoding sees the same bytes every time.
        let b: &[u8; 16] = bytes.get(..16)?.try_into().ok()?;
        let w0 = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
        let width = match self.ti.word_bits(w0) {
            0..=32 => 4,
            33..=64 => 8,
            _ => 0,
        };
        let key = match width {
            // Bit 63 set: cannot equal an 8-byte key of a word with the same
            // first dword (the same first dword gives the same width).
            4 => w0 as u64 | 1 << 63,
            8 => u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]),
            _ => return None,
        };
        self.tries += 1;
        // After a rest, a shorter period tells whether to go on.
        let period = if self.probe {
            Self::PERIOD / 4
        } else {
            Self::PERIOD
        };
        if self.tries == period {
            self.probe = self.hits < period / 8;
            if self.probe {
                self.rest = self.backoff;
                self.backoff = (self.backoff * 2).min(Self::REST_MAX);
            } else {
                self.backoff = Self::REST_MIN;
            }
            self.tries = 0;
            self.hits = 0;
        }
        if self.slots.is_empty() {
            // Written now rather than left to the allocator's zeroed
            // pages: a zeroed page read first and written later costs a
            // second fault that, with several threads, interrupts the others
            // (a TLB flush).
            let n = Self::WAYS << self.bits;
            self.slots = Vec::with_capacity(n);
            self.slots.resize(n, MemoSlot::default());
            // (The ring is written before it is read.)
            self.ring = vec![0; self.ring_len as usize];
        }
        let bucket = (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - self.bits)) as u32;
        Some(Key {
            key,
            width,
            slot: bucket * Self::WAYS as u32,
        })
    }

    /// Asks for the bucket of `k` to be brought into cache (it is looked
    /// up after the current line is printed).
    #[inline]
    fn touch(&self, k: Key) {
        if let Some(s) = self.slots.get(k.slot as usize) {
            prefetch(s);
        }
    }

    /// Appends the cached line of the word at `bytes` to `out`; returns the
    /// instruction's length.
    #[inline]
    fn get(&mut self, k: Key, bytes: &[u8], out: &mut Vec<u8>) -> Option<usize> {
        let at = k.slot as usize;
        let bucket = self.slots.get(at..at + Self::WAYS)?;
        let s = bucket.iter().find(|s| s.pos != 0 && s.key == k.key)?;
        // Overwritten since? (A line and its head are at most 261 bytes.)
        if self.total - s.pos > self.ring_len - (HEAD as u64 + 255) {
            return None;
        }
        let at = (s.pos % self.ring_len) as usize;
        let head = self.ring.get(at..at + HEAD)?;
        let (lit, len, n) = (
            u32::from_le_bytes([head[0], head[1], head[2], head[3]]),
            head[4],
            head[5] as usize,
        );
        if len > k.width {
            let l = len as usize - 4;
            let got = u32::from_le_bytes(bytes.get(l..l + 4)?.try_into().ok()?);
            if got != lit {
                return None;
            }
        }
        out.extend_from_slice(self.ring.get(at + HEAD..at + HEAD + n)?);
        self.hits += 1;
        Some(len as usize)
    }

    fn put(&mut self, k: Key, bytes: &[u8], len: u8, line: &[u8]) {
        // At most one dword past the key (a literal), a line that fits, an
        // instruction of at least one dword.
        if len > k.width + 4 || len < 4 || line.is_empty() || line.len() > u8::MAX as usize {
            return;
        }
        let lit = if len > k.width {
            let at = len as usize - 4;
            match bytes.get(at..at + 4) {
                Some(b) => [b[0], b[1], b[2], b[3]],
                None => return,
            }
        } else {
            [0; 4]
        };
        // A line never wraps around the ring's end.
        let n = (HEAD + line.len()) as u64;
        if self.total % self.ring_len + n > self.ring_len {
            self.total += self.ring_len - self.total % self.ring_len;
        }
        let at = (self.total % self.ring_len) as usize;
        let Some(dst) = self.ring.get_mut(at..at + HEAD + line.len()) else {
            return;
        };
        dst[..4].copy_from_slice(&lit);
        dst[4] = len;
        dst[5] = line.len() as u8;
        dst[HEAD..].copy_from_slice(line);
        let first = k.slot as usize;
        let Some(bucket) = self.slots.get_mut(first..first + Self::WAYS) else {
            return;
        };
        // The newest first; the oldest leaves.
        bucket.copy_within(0..Self::WAYS - 1, 1);
        bucket[0] = MemoSlot {
            key: k.key,
            pos: self.total,
        };
        self.total += n;
    }
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
    let mut out = Vec::with_capacity(diags.len().min(1 << 12) * 64);
    let mut line = 1usize;
    let mut line_start = 0usize;
    let mut line_end: Option<usize> = None;
    let mut scanned = 0usize;
    for d in diags.iter() {
        let at = (d.at as usize).min(src.len());
        if let Some(seg) = src.get(scanned..at) {
            // Lines passed since the diagnostic before.
            let n = memchr::memchr_iter(b'\n', seg).count();
            if n > 0 {
                line += n;
                line_start = scanned + memchr::memrchr(b'\n', seg).map_or(0, |p| p + 1);
                line_end = None;
            }
            scanned = at;
        }
        let end = *line_end.get_or_insert_with(|| {
            memchr::memchr(b'\n', &src[line_start..]).map_or(src.len(), |p| line_start + p)
        });
        let kind: &[u8] = if d.warning { b"warning" } else { b"error" };
        let col = at - line_start + 1;
        out.extend_from_slice(name.as_bytes());
        out.push(b':');
        push_dec(&mut out, line);
        out.push(b':');
        push_dec(&mut out, col);
        out.extend_from_slice(b": ");
        out.extend_from_slice(kind);
        out.extend_from_slice(b": ");
        out.extend_from_slice(d.msg.as_bytes());
        out.push(b'\n');
        out.extend_from_slice(&src[line_start..end]);
        out.push(b'\n');
        out.resize(out.len() + col - 1, b' ');
        out.extend_from_slice(b"^\n");
        if out.len() >= 1 << 16 {
            w.write_all(&out)?;
            out.clear();
        }
    }
    w.write_all(&out)
}

/// Appends `v` in decimal.
fn push_dec(out: &mut Vec<u8>, mut v: usize) {
    let mut t = [0u8; 20];
    let mut n = t.len();
    loop {
        n -= 1;
        t[n] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    out.extend_from_slice(&t[n..]);
}

#[cfg(test)]
mod tests {
    use super::*;
    use amdgpu_isa::Target;

    /// A xorshift generator: the tests' bytes are the same on every run.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
    }

    /// Words of common formats (32- and 64-bit, literals, skipped words)
    /// mixed with random ones, and runs of a 64-bit format's first word
    /// (passes from two offsets that never meet).
    fn stream(rng: &mut Rng, words: usize) -> Vec<u8> {
        let mut b = Vec::new();
        while b.len() < 4 * words {
            let r = rng.next();
            let w = r as u32;
            match (r >> 32) % 8 {
                0 => {
                    for _ in 0..(r >> 40) % 40 {
                        b.extend_from_slice(&[0, 0, 0, 0xd1]);
                    }
                }
                // VOP3, MUBUF/MTBUF, SMEM, SOPP, VOP2 with a literal.
                1 => b.extend_from_slice(&(w & 0x03ff_ffff | 0xd000_0000).to_le_bytes()),
                2 => b.extend_from_slice(&(w & 0x0fff_ffff | 0xe000_0000).to_le_bytes()),
                3 => b.extend_from_slice(&(w & 0x03ff_ffff | 0xc000_0000).to_le_bytes()),
                4 => b.extend_from_slice(&(w & 0x00ff_ffff | 0xbf00_0000).to_le_bytes()),
                5 => b.extend_from_slice(&(w & 0x7fff_ff00 | 0xff).to_le_bytes()),
                _ => b.extend_from_slice(&w.to_le_bytes()),
            }
        }
        // An input whose length is not a multiple of 4 sometimes.
        b.truncate(4 * words - (rng.next() % 4) as usize * usize::from(words.is_multiple_of(3)));
        b
    }

    fn listing(
        bytes: &[u8],
        ti: &TargetInfo,
        enc: bool,
        threads: usize,
        chunk: usize,
    ) -> (Vec<u8>, Vec<(u32, &'static str)>) {
        let src = text_of(bytes);
        let mut diags = Vec::new();
        let (again, pos) = parse_input(&src, &mut diags);
        assert!(again == bytes && diags.is_empty());
        let mut out = Vec::new();
        run_chunked(bytes, &pos, ti, enc, &mut out, &mut diags, threads, chunk).unwrap();
        (out, diags.iter().map(|d| (d.at, d.msg)).collect())
    }

    /// Bytes as text: hex and decimal tokens, lines of varying length,
    /// comments.
    fn text_of(bytes: &[u8]) -> Vec<u8> {
        let mut t = Vec::new();
        for (i, b) in bytes.iter().enumerate() {
            match (i * 7 + usize::from(*b)) % 11 {
                0 => t.extend_from_slice(format!("{b}").as_bytes()),
                1 => t.extend_from_slice(format!("0x{b:02X}").as_bytes()),
                _ => t.extend_from_slice(format!("0x{b:02x}").as_bytes()),
            }
            match (i * 13 + usize::from(*b)) % 9 {
                0 => t.extend_from_slice(b" # note 0x12\n"),
                1 | 2 => t.push(b'\n'),
                3 => t.push(b','),
                _ => t.push(b' '),
            }
        }
        t
    }

    #[test]
    fn marks_find_every_token() {
        let mut rng = Rng(77);
        for round in 0..20 {
            let bytes = stream(&mut rng, 10 + round * 61);
            let src = text_of(&bytes);
            let mut d = Vec::new();
            let mut all = Vec::new();
            let mut b = Vec::new();
            parse_into::<4>(&src, 0, 0, &mut b, &mut all, &mut d, usize::MAX);
            for parts in [1, 2, 3, 7] {
                let (b2, marks) = parse_parts(&src, &mut d, parts);
                assert!(b2 == b);
                // In order (from the byte found last), backwards, and in
                // strides.
                let mut f = Finder::default();
                for (k, &t) in all.iter().enumerate() {
                    assert_eq!(
                        f.find(&marks, 4 * k),
                        t,
                        "round {round} parts {parts} byte {}",
                        4 * k
                    );
                }
                for (k, &t) in all.iter().enumerate().rev() {
                    assert_eq!(f.find(&marks, 4 * k), t);
                }
                for (k, &t) in all.iter().enumerate().step_by(5) {
                    assert_eq!(f.find(&marks, 4 * k), t);
                }
            }
        }
    }

    #[test]
    fn chunked_listing_equals_one_pass() {
        let ti = TargetInfo::new(&Target::parse("gfx900").unwrap()).unwrap();
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        for round in 0..24 {
            let bytes = stream(&mut rng, 50 + round * 97);
            for enc in [false, true] {
                let one = listing(&bytes, &ti, enc, 1, 0);
                assert!(!one.0.is_empty());
                for threads in [2, 3] {
                    for chunk in [4, 8, 12, 16, 20, 64, 400] {
                        let par = listing(&bytes, &ti, enc, threads, chunk);
                        assert!(
                            par == one,
                            "round {round} enc {enc} threads {threads} chunk {chunk}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn parsing_in_parts_equals_one_part() {
        let mut rng = Rng(12345);
        let tokens: [&[u8]; 12] = [
            b"0x00",
            b"0xd1",
            b"0XfF",
            b"17",
            b"255",
            b"0x0001",
            b"#c 0x12\n",
            b"\n",
            b"\n",
            b"0xzz",
            b"[0x12,",
            b"300",
        ];
        for round in 0..200 {
            let mut src = Vec::new();
            for _ in 0..(round * 7) {
                let r = rng.next();
                src.extend_from_slice(tokens[r as usize % tokens.len()]);
                src.push([b' ', b',', b'\t', b'\n'][(r >> 8) as usize % 4]);
            }
            if round % 2 == 1 {
                src.pop();
            }
            let mut d1 = Vec::new();
            let one = parse_input(&src, &mut d1);
            for parts in [2, 3, 5, 16] {
                let mut d2 = Vec::new();
                let par = parse_parts(&src, &mut d2, parts);
                assert!(par.0 == one.0, "round {round} parts {parts}");
                let mut f = Finder::default();
                let mut g = Finder::default();
                for k in (0..one.0.len()).step_by(4) {
                    assert_eq!(
                        f.find(&par.1, k),
                        g.find(&one.1, k),
                        "round {round} parts {parts}"
                    );
                }
                let key = |d: &Vec<Diag>| d.iter().map(|d| (d.at, d.msg)).collect::<Vec<_>>();
                assert_eq!(key(&d1), key(&d2), "round {round} parts {parts}");
            }
        }
    }
}
