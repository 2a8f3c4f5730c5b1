//! Text sections: bytes -> units (an instruction the decoder and encoder
//! agree on, or a raw word), split at every label, with branch targets.

use amdgpu_isa::{decode_into, print, Inst, Kind, Operand, TargetInfo};
use std::collections::{BTreeSet, HashMap};

/// Whether an instruction's text assembles back to its bytes, by the
/// project's assembler (bit-identical to llvm-mc 22, its validation rules
/// included): a word the decoder prints but the assembler rejects or
/// encodes otherwise (`v_cndmask_b32_e32 v0, s0, v0, vcc`) stays a word.
pub struct Verifier {
    target: amdgpu_isa::Target,
    cache: HashMap<String, Option<Vec<u8>>>,
}

impl Verifier {
    pub fn new(target: amdgpu_isa::Target) -> Verifier {
        Verifier {
            target,
            cache: HashMap::new(),
        }
    }

    /// Assembles the texts not yet known, all in one source.
    pub fn prefill<'a>(&mut self, texts: impl IntoIterator<Item = &'a str>) {
        let mut fresh: Vec<&str> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for t in texts {
            if !self.cache.contains_key(t) && !t.contains('\n') && seen.insert(t) {
                fresh.push(t);
            }
        }
        if fresh.is_empty() {
            return;
        }
        let mut src = String::with_capacity(fresh.len() * 40);
        for t in &fresh {
            src.push_str(t);
            src.push('\n');
        }
        let out = amdgpu_asm::assemble(&src, &self.target);
        let bad: std::collections::HashSet<u32> = out
            .diags
            .iter()
            .filter(|d| d.severity == amdgpu_asm::Severity::Error)
            .map(|d| d.line)
            .collect();
        let mut by_line: HashMap<u32, Vec<u8>> = HashMap::new();
        for e in &out.insts {
            if !e.symbolic {
                by_line.insert(e.line, out.bytes_of(e).to_vec());
            }
        }
        for (i, t) in fresh.iter().enumerate() {
            let line = i as u32 + 1;
            let v = if bad.contains(&line) {
                None
            } else {
                by_line.remove(&line)
            };
            self.cache.insert(t.to_string(), v);
        }
    }

    /// Whether `text` assembles to `bytes`.
    pub fn check(&mut self, text: &str, bytes: &[u8]) -> bool {
        if !self.cache.contains_key(text) {
            self.prefill([text]);
        }
        matches!(self.cache.get(text), Some(Some(b)) if b == bytes)
    }
}

/// One piece of a text section.
#[derive(Clone, Debug)]
pub struct Unit {
    pub off: usize,
    pub len: usize,
    /// The instruction, when its bytes decode and encode back the same.
    pub inst: Option<Inst>,
    /// The decoder's text of a word whose bytes the encoder would change
    /// (written as `.long` with this as a comment).
    pub note: Option<String>,
}

/// The branch target of `inst` at `off` (a SOPP label operand): the byte
/// offset `off + 4 + 4 * simm16`, which may lie outside the section.
pub fn branch_target(inst: &Inst, ti: &TargetInfo, off: usize) -> Option<i64> {
    let row = ti.table.get(inst.row as usize)?;
    let slots = row.slots();
    let i = slots.iter().position(|s| s.kind == Kind::Label)?;
    match inst.ops.get(i)? {
        Operand::Imm(v) => Some(off as i64 + 4 + 4 * (*v as u16 as i16 as i64)),
        _ => None,
    }
}

/// The llvm-mc text of `inst`.
pub fn text_of(inst: &Inst, ti: &TargetInfo) -> String {
    let mut s = String::new();
    let _ = print(inst, ti, &mut s);
    s
}

/// Splits `data` into units; no unit crosses an offset of `bounds`.
pub fn units(
    data: &[u8],
    bounds: &BTreeSet<usize>,
    ti: Option<&TargetInfo>,
    v: &mut Verifier,
) -> Vec<Unit> {
    let n = data.len();
    let mut out = Vec::with_capacity(n / 4 + 1);
    let mut inst = Inst::default();
    let mut off = 0;
    while off < n {
        let end = bounds.range(off + 1..).next().copied().unwrap_or(n).min(n);
        let avail = &data[off..end];
        if avail.len() < 4 {
            out.push(Unit {
                off,
                len: avail.len(),
                inst: None,
                note: None,
            });
            off = end;
            continue;
        }
        let mut unit = Unit {
            off,
            len: 4,
            inst: None,
            note: None,
        };
        if let Some(ti) = ti {
            if let Ok(len) = decode_into(avail, ti, &mut inst) {
                if (4..=avail.len()).contains(&len) {
                    let text = text_of(&inst, ti);
                    if v.check(&text, &avail[..len]) {
                        unit.len = len;
                        unit.inst = Some(inst);
                    } else {
                        unit.note = Some(text);
                    }
                }
            }
        }
        off += unit.len;
        out.push(unit);
    }
    out
}

/// Decodes a text section: units, and the branch targets (offsets in the
/// section) that start a unit. Targets inside a unit split it (a few rounds
/// at most; a target still inside one keeps its number).
pub fn decode_section(
    data: &[u8],
    mut bounds: BTreeSet<usize>,
    ti: Option<&TargetInfo>,
    v: &mut Verifier,
) -> (Vec<Unit>, BTreeSet<usize>) {
    let mut round = 0;
    loop {
        let us = units(data, &bounds, ti, v);
        let starts: BTreeSet<usize> = us.iter().map(|u| u.off).collect();
        let mut targets = BTreeSet::new();
        let mut fresh = false;
        if let Some(ti) = ti {
            for u in &us {
                let Some(inst) = &u.inst else { continue };
                let Some(t) = branch_target(inst, ti, u.off) else {
                    continue;
                };
                if t < 0 || t as usize >= data.len() {
                    continue;
                }
                let t = t as usize;
                if starts.contains(&t) {
                    targets.insert(t);
                } else if t.is_multiple_of(4) && bounds.insert(t) {
                    fresh = true;
                }
            }
        }
        round += 1;
        if !fresh || round >= 4 {
            return (us, targets);
        }
    }
}
