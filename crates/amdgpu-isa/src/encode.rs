//! Encoding: [`Inst`] -> bytes, the decoder run backwards over the same
//! layouts. The word starts from the layout's fixed bits and the row's
//! opcode, keeps the modifier bits of the fields the row uses, and writes
//! each operand into its field. Bits of fields the row does not use are
//! dropped, so `encode(decode(w))` is the canonical form of `w` (what
//! llvm-mc 22 shows as the encoding of a disassembled word).

use crate::decode::{operand_field, unused_masks};
use crate::info::TargetInfo;
use crate::inst::{Inst, Operand, RegFile};
use crate::layout::{Coding, Fld};
use crate::table::{Field, Kind, OpType};

/// An encoded instruction: up to 128 bits and a 32-bit literal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Word {
    bytes: [u8; 20],
    len: u8,
}

impl Word {
    /// The bytes, literal included.
    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes[..self.len as usize]
    }
}

/// Why an instruction could not be encoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EncodeError {
    /// The row is not in the target's table or has no layout.
    UnknownRow,
    /// An operand has no field in the layout, or no code on this target.
    Operand(u8),
}

impl std::fmt::Display for EncodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EncodeError::UnknownRow => f.write_str("instruction row unknown to the target"),
            EncodeError::Operand(i) => write!(f, "operand {i} cannot be encoded"),
        }
    }
}

impl std::error::Error for EncodeError {}

/// Encodes `inst` for `ti`.
pub fn encode(inst: &Inst, ti: &TargetInfo) -> Result<Word, EncodeError> {
    let row = ti
        .table
        .get(inst.row as usize)
        .ok_or(EncodeError::UnknownRow)?;
    let l = ti.layout(row.enc).ok_or(EncodeError::UnknownRow)?;
    let kept = match ti.plan(inst.row, l) {
        Some(p) if !p.dynamic => p.kept,
        _ => unused_masks(l, row, Some(inst.mods)).0,
    };
    let mut w = l.base(row.opcode as u32) | (inst.mods & kept & !l.match_mask);
    // An address printed as `off` without a field of its own: the vector
    // address is 0 (saddr keeps its "no register" code).
    if row.slots().iter().any(|s| s.kind == Kind::Off)
        && !row.slots().iter().any(|s| s.field == Field::Vaddr)
    {
        l.set(&mut w, Fld::Vaddr, 0);
    }
    let mut lit = inst.lit;
    for (i, slot) in row.slots().iter().enumerate().take(inst.n_ops as usize) {
        let bad = EncodeError::Operand(i as u8);
        let f = match slot.field {
            Field::None | Field::Lit => continue,
            f => operand_field(f).ok_or(bad)?,
        };
        // VOPC SDWA without sd writes vcc, which has no field.
        if slot.field == Field::Sdst && l.get(w, Fld::Sd) == Some(0) {
            continue;
        }
        let d = l.def(w, f).ok_or(bad)?;
        let v: u64 = match (slot.kind, inst.ops[i]) {
            (Kind::Attr, Operand::Imm(v)) => {
                let (attr, chan) = ((v >> 2) as u64 & 0x3f, v as u64 & 3);
                if l.has(Fld::Attrchan) {
                    l.set(&mut w, Fld::Attrchan, chan);
                    attr
                } else {
                    // VOP3 interpolation: attr, channel and `high` share a
                    // source field; `high` is already in the word.
                    let high = crate::layout::read_pieces(w, d.pieces) & 0x100;
                    attr | chan << 6 | high
                }
            }
            (_, Operand::Reg(r)) => match r.file {
                RegFile::V | RegFile::A => {
                    r.idx as u64 + if d.coding == Coding::Src { 256 } else { 0 }
                }
                _ => {
                    let code = ti.scalar_code(&r).ok_or(bad)? as u64;
                    match d.coding {
                        Coding::Sreg2 => code / 2,
                        Coding::Sreg4 => code / 4,
                        _ => code,
                    }
                }
            },
            // A float constant in a 16-bit integer operand is its f16 bits,
            // which are no inline constant there: a literal.
            (_, Operand::Const(c)) if slot.ty == OpType::I16 && (240..=248).contains(&c) => {
                const F16: [u32; 9] = [
                    0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118,
                ];
                lit = Some(F16[(c - 240) as usize]);
                255
            }
            (_, Operand::Const(c)) => c as u64,
            (_, Operand::Lit(_)) => 255,
            (_, Operand::Imm(v)) => v as u32 as u64,
            // An absent vector address (`off`) is written as 0.
            (Kind::V | Kind::A | Kind::AV, Operand::None) => 0,
            (_, Operand::None) => continue,
        };
        crate::layout::write_pieces(&mut w, d.pieces, v);
    }
    let mut bytes = [0u8; 20];
    let n = l.bytes().min(16);
    bytes[..16].copy_from_slice(&w.to_le_bytes());
    let mut len = n;
    if let Some(lit) = lit {
        bytes[n..n + 4].copy_from_slice(&lit.to_le_bytes());
        len += 4;
    }
    Ok(Word {
        bytes,
        len: len as u8,
    })
}
