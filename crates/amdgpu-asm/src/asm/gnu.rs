//! GNU-assembler directives llvm-mc also reads: `.octa` (16-byte
//! integers), `.ds[.bwldpsx]` (zeroed storage) and `.reloc` (a relocation
//! written as given).

use super::Assembler;
use crate::expr::{eval, eval_value, Eval, Expr};
use crate::lexer::Tok;
use crate::{DiagKind, RelocTarget, Severity};
use amdgpu_elf::consts::*;

/// The value of a number too large for 64 bits (`0x...`, `0b...`, octal,
/// decimal); None when it is not a number, Some(None) when it does not fit
/// in 128 bits.
fn big_number(text: &str) -> Option<Option<u128>> {
    let b = text.as_bytes();
    let (digits, radix) = if b.len() > 2 && b[0] == b'0' && (b[1] | 0x20) == b'x' {
        (&text[2..], 16)
    } else if b.len() > 2 && b[0] == b'0' && (b[1] | 0x20) == b'b' {
        (&text[2..], 2)
    } else if b.len() > 1 && b[0] == b'0' {
        (&text[1..], 8)
    } else {
        (text, 10)
    };
    if digits.is_empty() {
        return None;
    }
    let mut v: Option<u128> = Some(0);
    for c in digits.chars() {
        let d = c.to_digit(radix)?;
        v = v
            .and_then(|v| v.checked_mul(radix as u128))
            .and_then(|v| v.checked_add(d as u128));
    }
    Some(v)
}

impl Assembler<'_> {
    /// `.octa N[, N...]`: 16-byte little-endian integers. As in llvm-mc,
    /// each value is a single integer literal (no sign, no expression),
    /// below 2^128.
    pub(super) fn octa(&mut self, k: usize) {
        let end_at = self.toks.last().map_or(0, |t| t.end as usize);
        let mut p = k;
        if p >= self.toks.len() {
            return;
        }
        let mut bytes = Vec::new();
        loop {
            let Some(t) = self.toks.get(p).copied() else {
                return self.error(
                    DiagKind::Directive,
                    end_at,
                    "unknown token in expression".into(),
                );
            };
            let v = match t.tok {
                Tok::Int(v) => v as u128,
                Tok::BadNumber => match big_number(t.text(self.src)) {
                    Some(Some(v)) => v,
                    Some(None) => {
                        return self.error(
                            DiagKind::ValueRange,
                            t.start as usize,
                            "out of range literal value".into(),
                        )
                    }
                    None => {
                        return self.error(
                            DiagKind::Directive,
                            t.start as usize,
                            "unknown token in expression".into(),
                        )
                    }
                },
                _ => {
                    return self.error(
                        DiagKind::Directive,
                        t.start as usize,
                        "unknown token in expression".into(),
                    )
                }
            };
            bytes.extend_from_slice(&v.to_le_bytes());
            p += 1;
            match self.toks.get(p) {
                None => break,
                Some(c) if c.is(b',') => p += 1,
                Some(c) => {
                    let at = c.start as usize;
                    return self.error(DiagKind::Directive, at, "unexpected token".into());
                }
            }
        }
        self.out.code.extend_from_slice(&bytes);
    }

    /// `.ds[.SUFFIX] COUNT`: COUNT zeroed elements of the suffix's size
    /// (`.ds` and `.ds.w` 2, `.ds.b` 1, `.ds.l` and `.ds.s` 4, `.ds.d` 8,
    /// `.ds.p` and `.ds.x` 12 bytes, as llvm-mc 22 writes them).
    pub(super) fn ds(&mut self, name: &str, at: usize, k: usize) -> bool {
        let size: u64 = match name {
            ".ds" | ".ds.w" => 2,
            ".ds.b" => 1,
            ".ds.l" | ".ds.s" => 4,
            ".ds.d" => 8,
            ".ds.p" | ".ds.x" => 12,
            _ => return false,
        };
        let Some(first) = self.toks.get(k).copied() else {
            self.error(
                DiagKind::Directive,
                at + name.len(),
                "unknown token in expression".into(),
            );
            return true;
        };
        let (e, np) = match self.parse_expr_at(k) {
            Ok(r) => r,
            Err(f) => {
                self.fail(f);
                return true;
            }
        };
        if let Some(t) = self.toks.get(np) {
            let at = t.start as usize;
            self.error(DiagKind::Directive, at, "expected newline".into());
            return true;
        }
        let n = match eval(&e, &self.syms, None, false) {
            Ok(Eval::Abs(v)) => v,
            _ => {
                self.error(
                    DiagKind::Expression,
                    first.start as usize,
                    "expected absolute expression".into(),
                );
                return true;
            }
        };
        if n < 0 {
            self.warn(
                DiagKind::Directive,
                first.start as usize,
                format!("'{name}' directive with negative repeat count has no effect"),
            );
            return true;
        }
        self.fragment_boundary();
        // (Past 2^64 bytes: more than any ceiling.)
        let total = (n as u64).saturating_mul(size);
        self.put_fill(name, first.start as usize, total, 0);
        true
    }
}

/// A `.reloc` waiting for the end of the source.
pub(super) struct RelocDir {
    /// The section current at the directive.
    sec: u32,
    /// The offset when known at the directive (a constant, relative to
    /// `sec`), else its expression (a label plus a constant).
    offset: Result<i64, Expr>,
    r_type: u32,
    expr: Option<Expr>,
    /// The fragment current at the directive, for an offset from `.`.
    dot_frag: Option<usize>,
    /// Spans of the offset and of the statement.
    off_at: usize,
    at: usize,
    end: usize,
    line: u32,
    origin: Option<std::rc::Rc<super::Origin>>,
}

impl RelocDir {
    /// Moves the directive with its section's bytes (subsections merged
    /// into their section): `map` gives a position's new section and
    /// offset, `frag` a fragment's new index.
    pub(super) fn remap(
        &mut self,
        map: &dyn Fn(u32, u64) -> (u32, u64),
        frag: &dyn Fn(u32, usize) -> usize,
    ) {
        let (sec, base) = map(self.sec, 0);
        if let Ok(o) = self.offset.as_mut() {
            *o += base as i64;
        }
        self.dot_frag = self.dot_frag.map(|f| frag(self.sec, f));
        self.sec = sec;
    }
}

/// The relocation types `.reloc` takes by name (llvm-mc 22's names for
/// AMDGPU, and the generic `BFD_RELOC_*` ones it maps to them).
fn reloc_type(name: &str) -> Option<u32> {
    Some(match name {
        "R_AMDGPU_NONE" | "BFD_RELOC_NONE" => R_AMDGPU_NONE,
        "R_AMDGPU_ABS32_LO" => R_AMDGPU_ABS32_LO,
        "R_AMDGPU_ABS32_HI" => R_AMDGPU_ABS32_HI,
        "R_AMDGPU_ABS64" | "BFD_RELOC_64" => R_AMDGPU_ABS64,
        "R_AMDGPU_REL32" => R_AMDGPU_REL32,
        "R_AMDGPU_REL64" => R_AMDGPU_REL64,
        "R_AMDGPU_ABS32" | "BFD_RELOC_32" => R_AMDGPU_ABS32,
        "R_AMDGPU_GOTPCREL" => R_AMDGPU_GOTPCREL,
        "R_AMDGPU_GOTPCREL32_LO" => R_AMDGPU_GOTPCREL32_LO,
        "R_AMDGPU_GOTPCREL32_HI" => R_AMDGPU_GOTPCREL32_HI,
        "R_AMDGPU_REL32_LO" => R_AMDGPU_REL32_LO,
        "R_AMDGPU_REL32_HI" => R_AMDGPU_REL32_HI,
        "R_AMDGPU_RELATIVE64" => R_AMDGPU_RELATIVE64,
        "R_AMDGPU_REL16" => R_AMDGPU_REL16,
        _ => return None,
    })
}

impl Assembler<'_> {
    /// `.reloc OFFSET, NAME[, EXPR]`: a relocation of type NAME at OFFSET
    /// (a constant: of the current section; or a label plus a constant)
    /// against EXPR's symbol with its constant as addend. The section's
    /// bytes are left as they are.
    pub(super) fn reloc_directive(&mut self, at: usize, k: usize) {
        let end = self.toks.last().map_or(at, |t| t.end as usize);
        let Some(first) = self.toks.get(k).copied() else {
            return self.error(
                DiagKind::Directive,
                at + ".reloc".len(),
                "unknown token in expression".into(),
            );
        };
        let (mut off_e, np) = match self.parse_expr_at(k) {
            Ok(r) => r,
            Err(f) => return self.fail(f),
        };
        match self.toks.get(np) {
            Some(c) if c.is(b',') => {}
            Some(c) => {
                let at = c.start as usize;
                return self.error(DiagKind::Directive, at, "expected comma".into());
            }
            None => return self.error(DiagKind::Directive, end, "expected comma".into()),
        }
        let Some(nt) = self
            .toks
            .get(np + 1)
            .copied()
            .filter(|t| t.tok == Tok::Ident)
        else {
            let at = self.toks.get(np + 1).map_or(end, |t| t.start as usize);
            return self.error(DiagKind::Directive, at, "expected relocation name".into());
        };
        let Some(r_type) = reloc_type(nt.text(self.src)) else {
            return self.error(
                DiagKind::Symbol,
                nt.start as usize,
                "unknown relocation name".into(),
            );
        };
        let mut expr = None;
        let mut p = np + 2;
        if self.toks.get(p).is_some_and(|c| c.is(b',')) {
            let (mut e, q) = match self.parse_expr_at(p + 1) {
                Ok(r) => r,
                Err(f) => return self.fail(f),
            };
            self.capture_dot(&mut e);
            self.note_refs(&e);
            expr = Some(e);
            p = q;
        }
        if let Some(t) = self.toks.get(p) {
            let at = t.start as usize;
            return self.error(DiagKind::Directive, at, "expected newline".into());
        }
        let dot_frag = off_e
            .nodes
            .iter()
            .any(|n| matches!(n, crate::expr::Node::Dot))
            .then(|| self.current_fragment());
        self.capture_dot(&mut off_e);
        let offset = match eval(&off_e, &self.syms, None, false) {
            Ok(Eval::Abs(v)) => Ok(v),
            _ => Err(off_e),
        };
        let d = RelocDir {
            sec: self.cur,
            offset,
            r_type,
            expr,
            dot_frag,
            off_at: first.start as usize,
            at,
            end,
            line: self.cur_line,
            origin: self.origin(),
        };
        self.obj.reloc_dirs.push(d);
    }

    /// Turns the `.reloc`s into relocations and puts every relocation in
    /// llvm-mc's order: section by section, fragment by fragment, a
    /// fragment's own fixups (by offset) before its `.reloc`s (in source
    /// order; one with a constant offset belongs to the section's first
    /// fragment).
    pub(super) fn resolve_reloc_dirs(&mut self) {
        let dirs = std::mem::take(&mut self.obj.reloc_dirs);
        let mut keys: Vec<(u32, usize, u32, usize)> = self
            .out
            .fixups
            .iter()
            .enumerate()
            .map(|(i, f)| {
                (
                    f.section,
                    self.fragment_of(f.section, f.offset as u64),
                    0,
                    i,
                )
            })
            .collect();
        for (n, d) in dirs.into_iter().enumerate() {
            self.origin = d.origin.clone();
            match self.resolve_reloc_dir(&d) {
                Ok(fx) => {
                    keys.push((fx.0, fx.1, 1, n));
                }
                Err((at, m)) => self.diag(DiagKind::Symbol, at, d.end.max(at), m, Severity::Error),
            }
        }
        self.origin = None;
        let mut all: Vec<_> = keys
            .into_iter()
            .zip(std::mem::take(&mut self.out.fixups))
            .collect();
        all.sort_by_key(|(k, _)| *k);
        self.out.fixups = all.into_iter().map(|(_, f)| f).collect();
    }

    /// One `.reloc`: its relocation is pushed to the fixups; returns its
    /// section and fragment.
    fn resolve_reloc_dir(&mut self, d: &RelocDir) -> Result<(u32, usize), (usize, String)> {
        let not_rel = || {
            (
                d.off_at,
                ".reloc offset is not relative to a section".to_string(),
            )
        };
        let (sec, off, frag) = match &d.offset {
            // As llvm-mc 22: the offset is taken as 32 bits.
            Ok(c) => (d.sec, *c as u32 as u64, 0),
            Err(e) => {
                self.syms.dot_sec = d.sec;
                match eval_value(e, &self.syms, None) {
                    Ok(Some(v)) if v.labels == 1 && v.sym.is_none() && v.abs >= 0 => {
                        let off = v.abs as u64;
                        let frag = match d.dot_frag {
                            Some(f) if v.sec == d.sec => f,
                            _ => self.fragment_of(v.sec, off),
                        };
                        (v.sec, off, frag)
                    }
                    Ok(Some(v)) if v.labels == 1 && v.sym.is_none() => {
                        return Err((d.off_at, ".reloc offset is negative".into()))
                    }
                    _ => return Err(not_rel()),
                }
            }
        };
        let s = &self.obj.sections[sec as usize];
        if s.sh_type == SHT_NOBITS {
            let m = format!("BSS section '{}' cannot have fixups", s.name);
            return Err((d.at, m));
        }
        let (target, addend) = match &d.expr {
            None => (RelocTarget::None, 0),
            Some(e) => {
                self.syms.dot_sec = d.sec;
                let v = match eval_value(e, &self.syms, None) {
                    Ok(Some(v)) => v,
                    Ok(None) => return Err((d.at, "expected relocatable expression".into())),
                    Err(m) => return Err((d.at, m)),
                };
                match (v.sym, v.labels) {
                    (Some(s), 0) => (RelocTarget::Symbol(s), v.abs),
                    (None, 0) => (RelocTarget::None, v.abs),
                    (None, 1) => {
                        // Through a variable whose value is a label's
                        // address, llvm-mc relocates against the variable.
                        let base = self.label_variable(e).or(v.lab);
                        match base {
                            Some(b) => {
                                let bv = eval_value(
                                    &Expr::leaf(crate::expr::Node::Sym(b)),
                                    &self.syms,
                                    None,
                                );
                                let boff = match bv {
                                    Ok(Some(x)) => x.abs,
                                    _ => 0,
                                };
                                (RelocTarget::Symbol(b), v.abs - boff)
                            }
                            None => (RelocTarget::Section(v.sec), v.abs),
                        }
                    }
                    _ => return Err((d.at, "expected relocatable expression".into())),
                }
            }
        };
        let symbol = match target {
            RelocTarget::Symbol(s) if self.syms.name(s).contains('\u{2}') => {
                // llvm-mc names such a temporary `.L0 `; not written yet.
                let m = "'.' in the value of .reloc is not supported".to_string();
                return Err((d.at, m));
            }
            RelocTarget::Symbol(s) => {
                self.attr(s).in_reloc = true;
                self.syms.name(s).to_string()
            }
            RelocTarget::Section(i) => self.obj.sections[i as usize].name.clone(),
            RelocTarget::None => String::new(),
        };
        self.out.fixups.push(crate::Fixup {
            inst: None,
            section: sec,
            offset: off as usize,
            size: 0,
            symbol,
            target,
            r_type: d.r_type,
            resolved_flat: false,
            addend,
            pc_relative: false,
            line: d.line,
            span: d.at..d.end,
        });
        Ok((sec, frag))
    }
}
