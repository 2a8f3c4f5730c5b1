//! `amdgpu-as --disassemble`: llvm-mc's input format (hex or decimal bytes,
//! any number per line, separated by blanks or commas, `#` comments; all
//! lines form one byte stream) and output format (a tab, the instruction,
//! and with `--show-encoding` its bytes).

use amdgpu_isa::{disassemble, print, DecodeError, TargetInfo};
use std::io::{self, Write};

/// Where a byte came from: line and column (1-based).
#[derive(Clone, Copy)]
pub struct Pos {
    pub line: u32,
    pub col: u32,
}

/// A problem found in the input text or the byte stream.
pub struct Diag {
    pub pos: Pos,
    pub warning: bool,
    pub msg: String,
}

/// Parses the input text into bytes with their positions.
pub fn parse_input(src: &str, diags: &mut Vec<Diag>) -> (Vec<u8>, Vec<Pos>) {
    let mut bytes = Vec::new();
    let mut pos = Vec::new();
    for (li, line) in src.lines().enumerate() {
        let b = line.as_bytes();
        let mut i = 0;
        while i < b.len() {
            let c = b[i];
            if c.is_ascii_whitespace() || c == b',' || c == b'[' || c == b']' {
                i += 1;
                continue;
            }
            if c == b'#' {
                break;
            }
            let start = i;
            while i < b.len() && b[i].is_ascii_alphanumeric() {
                i += 1;
            }
            let tok = &line[start..i];
            let v = if let Some(h) = tok.strip_prefix("0x").or_else(|| tok.strip_prefix("0X")) {
                u8::from_str_radix(h, 16).ok()
            } else {
                tok.parse::<u8>().ok()
            };
            match v {
                Some(v) if !tok.is_empty() => {
                    bytes.push(v);
                    pos.push(Pos {
                        line: li as u32 + 1,
                        col: start as u32 + 1,
                    });
                }
                _ => {
                    diags.push(Diag {
                        pos: Pos {
                            line: li as u32 + 1,
                            col: start as u32 + 1,
                        },
                        warning: false,
                        msg: "invalid input token".into(),
                    });
                    break;
                }
            }
        }
    }
    (bytes, pos)
}

const HEX: &[u8; 16] = b"0123456789abcdef";

/// Disassembles `bytes`, writing llvm-mc's listing to `out` and a warning
/// for every word that does not decode to `diags`.
pub fn run(
    bytes: &[u8],
    pos: &[Pos],
    ti: &TargetInfo,
    show_encoding: bool,
    out: &mut impl Write,
    diags: &mut Vec<Diag>,
) -> io::Result<()> {
    let mut text = String::with_capacity(128);
    let mut line = Vec::with_capacity(256);
    for (at, unit) in disassemble(bytes, ti) {
        match unit {
            Ok(inst) => {
                text.clear();
                let _ = print(&inst, ti, &mut text);
                line.clear();
                line.push(b'\t');
                line.extend_from_slice(text.as_bytes());
                if show_encoding {
                    let pad = 40usize.saturating_sub(text.len()).max(1);
                    line.extend(std::iter::repeat_n(b' ', pad));
                    line.extend_from_slice(b"; encoding: [");
                    let end = (at + inst.len as usize).min(bytes.len());
                    for (i, b) in bytes[at..end].iter().enumerate() {
                        if i > 0 {
                            line.push(b',');
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
                line.push(b'\n');
                out.write_all(&line)?;
            }
            Err(DecodeError::Invalid) | Err(DecodeError::TooShort) => diags.push(Diag {
                pos: pos[at],
                warning: true,
                msg: "invalid instruction encoding".into(),
            }),
        }
    }
    Ok(())
}

/// Writes a diagnostic as llvm-mc does: `FILE:LINE:COL: warning: msg`, the
/// source line and a caret.
pub fn render(w: &mut impl Write, name: &str, src: &str, d: &Diag) -> io::Result<()> {
    let kind = if d.warning { "warning" } else { "error" };
    writeln!(w, "{name}:{}:{}: {kind}: {}", d.pos.line, d.pos.col, d.msg)?;
    let text = src.lines().nth(d.pos.line as usize - 1).unwrap_or("");
    writeln!(w, "{text}")?;
    writeln!(w, "{}^", " ".repeat(d.pos.col as usize - 1))
}
