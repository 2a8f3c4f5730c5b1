//! VOPD (dual issue, GFX11 and GFX12): one word holding two VOP2/VOP1-like
//! operations, X and Y (`v_dual_mul_f32 v0, v1, v2 :: v_dual_mov_b32 v3,
//! v4`). Each half is a component row of the family's table (`VOPD` rows,
//! `@vopd=x|y|xy`, written by tools/vopd.py); the opcode field of `layout
//! VOPD` is OPX * 32 + OPY, and a component's fields (`vdst src0 vsrc1`)
//! are the layout's `vdstx src0x vsrc1x` or `vdsty src0y vsrc1y` by the
//! half it is in. The two halves share one literal (a `src0` of code 255,
//! or the K of the *mk/*ak forms).
//!
//! An [`Inst`] of a pair has `row` = the X row and [`Inst::dual`] = the Y
//! row and where its operands start in `ops`.

use crate::decode::DecodeError;
use crate::encode::{EncodeError, Word};
use crate::info::TargetInfo;
use crate::inst::{Dual, Half, Inst, Literal, Operand, Reg, RegFile};
use crate::layout::{read_pieces, write_pieces, Fld, Layout};
use crate::table::{Enc, Field, InstDef, Vopd};

/// The layout fields of one half.
#[derive(Clone, Copy)]
struct HalfFields {
    vdst: Fld,
    src0: Fld,
    vsrc1: Fld,
}

const X: HalfFields = HalfFields {
    vdst: Fld::Vdstx,
    src0: Fld::Src0x,
    vsrc1: Fld::Vsrc1x,
};
const Y: HalfFields = HalfFields {
    vdst: Fld::Vdsty,
    src0: Fld::Src0y,
    vsrc1: Fld::Vsrc1y,
};

/// Width of OPY in the opcode field (OPX * 32 + OPY).
const OPY_BITS: u32 = 5;

/// Whether `row` may be the `y` (else X) half of a pair.
pub fn is_half(row: &InstDef, y: bool) -> bool {
    row.enc == Enc::Vopd
        && match row.ext().vopd {
            Vopd::XY => true,
            Vopd::X => !y,
            Vopd::Y => y,
            Vopd::None => false,
        }
}

/// The component row of half `y` with `code`, of the target's processor.
fn component(ti: &TargetInfo, li: usize, code: u32, y: bool) -> Option<u32> {
    ti.rows_of(li, code)
        .find(|&r| ti.table.get(r as usize).is_some_and(|d| is_half(d, y)))
}

fn vgpr(idx: u32) -> Operand {
    Operand::Reg(Reg {
        file: RegFile::V,
        idx: idx as u16,
        count: 1,
        half: Half::Whole,
    })
}

fn get(l: &Layout, w: u128, f: Fld) -> Option<u32> {
    l.def(w, f).map(|d| read_pieces(w, d.pieces) as u32)
}

/// Decodes a VOPD word (`w`: the bytes from the instruction on, `avail`
/// of them) of layout `l` (index `li`) into `out`; its length.
pub(crate) fn decode(
    ti: &TargetInfo,
    li: usize,
    l: &Layout,
    w: u128,
    avail: usize,
    out: &mut Inst,
) -> Result<usize, DecodeError> {
    let op = l.opcode_of(w);
    let (opx, opy) = (op >> OPY_BITS, op & ((1 << OPY_BITS) - 1));
    let xr = component(ti, li, opx, false).ok_or(DecodeError::Invalid)?;
    let yr = component(ti, li, opy, true).ok_or(DecodeError::Invalid)?;
    let vdstx = get(l, w, Fld::Vdstx).ok_or(DecodeError::Invalid)?;
    let mut inst = Inst {
        row: xr,
        ..Inst::default()
    };
    let mut lit = false;
    let mut n = 0usize;
    for (k, (ri, hf)) in [(xr, X), (yr, Y)].into_iter().enumerate() {
        let row = ti.table.get(ri as usize).ok_or(DecodeError::Invalid)?;
        if k == 1 {
            inst.dual = Some(Dual {
                row: ri,
                at: n as u8,
            });
        }
        let mut uses_vsrc1 = false;
        for slot in row.slots() {
            let o = match slot.field {
                Field::Vdst if k == 0 => vgpr(vdstx),
                // vdsty holds bits 7:1; bit 0 is the inverse of vdstx's.
                Field::Vdst => {
                    vgpr(get(l, w, hf.vdst).ok_or(DecodeError::Invalid)? << 1 | (!vdstx & 1))
                }
                Field::Src0 => {
                    let code = get(l, w, hf.src0).ok_or(DecodeError::Invalid)?;
                    match source(ti, code)? {
                        Operand::Lit => {
                            lit = true;
                            Operand::Lit
                        }
                        o => o,
                    }
                }
                Field::Vsrc1 => {
                    uses_vsrc1 = true;
                    vgpr(get(l, w, hf.vsrc1).ok_or(DecodeError::Invalid)?)
                }
                Field::Lit => {
                    lit = true;
                    Operand::Lit
                }
                _ => return Err(DecodeError::Invalid),
            };
            *inst.ops.get_mut(n).ok_or(DecodeError::Invalid)? = o;
            n += 1;
        }
        // The reference rejects a word whose unused vsrc1 is not zero.
        if !uses_vsrc1 && get(l, w, hf.vsrc1) != Some(0) {
            return Err(DecodeError::Invalid);
        }
    }
    let mut len = l.bytes();
    if lit {
        if avail < len + 4 {
            return Err(DecodeError::Invalid);
        }
        inst.lit = Literal::B32((w >> (8 * len)) as u32);
        len += 4;
    }
    inst.n_ops = n as u8;
    inst.len = len as u8;
    *out = inst;
    Ok(len)
}

/// A component's source operand code: VGPRs, SGPRs, named sources
/// (`src_lds_direct` too), constants and the literal; not codes the
/// target lacks.
fn source(ti: &TargetInfo, code: u32) -> Result<Operand, DecodeError> {
    Ok(match code {
        256..=511 => vgpr(code - 256),
        128..=208 | 240..=248 => Operand::Const(code as u16),
        255 => Operand::Lit,
        _ => match ti.scalar_reg(code, 1) {
            Some(r) => Operand::Reg(r),
            None => return Err(DecodeError::Invalid),
        },
    })
}

/// The two halves of a pair: (row, operands) of X and of Y.
pub fn halves(inst: &Inst) -> Option<[(u32, &[Operand]); 2]> {
    let d = inst.dual?;
    let n = (inst.n_ops as usize).min(inst.ops.len());
    let at = (d.at as usize).min(n);
    Some([(inst.row, &inst.ops[..at]), (d.row, &inst.ops[at..n])])
}

/// The X half's layout field of a component's operand field.
pub fn x_field(f: Field) -> Option<Fld> {
    Some(match f {
        Field::Vdst => Fld::Vdstx,
        Field::Src0 => Fld::Src0x,
        Field::Vsrc1 => Fld::Vsrc1x,
        _ => return None,
    })
}

/// Encodes a pair.
pub fn encode(inst: &Inst, ti: &TargetInfo) -> Result<Word, EncodeError> {
    let l = ti.layout(Enc::Vopd).ok_or(EncodeError::UnknownRow)?;
    encode_with(inst, ti.table, l, |r| ti.scalar_code(r))
}

/// Encodes a pair of the rows of `table` in layout `l`; `scalar_code`
/// gives an SGPR-class register's operand code.
pub(crate) fn encode_with(
    inst: &Inst,
    table: &[InstDef],
    l: &Layout,
    scalar_code: impl Fn(&Reg) -> Option<u32>,
) -> Result<Word, EncodeError> {
    let [(xr, xo), (yr, yo)] = halves(inst).ok_or(EncodeError::UnknownRow)?;
    let row = |r: u32| table.get(r as usize).ok_or(EncodeError::UnknownRow);
    let (x, y) = (row(xr)?, row(yr)?);
    if !is_half(x, false) || !is_half(y, true) {
        return Err(EncodeError::UnknownRow);
    }
    let mut w = l.base((x.opcode as u32) << OPY_BITS | y.opcode as u32);
    let mut lit = false;
    let mut vdstx = 0u32;
    for (k, (def, ops, hf)) in [(x, xo, X), (y, yo, Y)].into_iter().enumerate() {
        for (i, (slot, op)) in def.slots().iter().zip(ops).enumerate() {
            let at = if k == 0 { i } else { xo.len() + i } as u8;
            let bad = EncodeError::Operand(at);
            let (f, v) = match (slot.field, *op) {
                (Field::Vdst, Operand::Reg(r)) if r.file == RegFile::V => {
                    if k == 0 {
                        vdstx = r.idx as u32;
                        (hf.vdst, r.idx as u32)
                    } else {
                        // The parity of vdsty is implied: the other's.
                        if (r.idx as u32 ^ vdstx) & 1 == 0 {
                            return Err(bad);
                        }
                        (hf.vdst, r.idx as u32 >> 1)
                    }
                }
                (Field::Vsrc1, Operand::Reg(r)) if r.file == RegFile::V => (hf.vsrc1, r.idx as u32),
                (Field::Src0, Operand::Reg(r)) if r.file == RegFile::V => {
                    (hf.src0, 256 + r.idx as u32)
                }
                (Field::Src0, Operand::Reg(r)) => (hf.src0, scalar_code(&r).ok_or(bad)?),
                (Field::Src0, Operand::Const(c)) => (hf.src0, c as u32),
                (Field::Src0, Operand::Lit | Operand::Sym(_)) => {
                    lit = true;
                    (hf.src0, 255)
                }
                (Field::Lit, Operand::Lit | Operand::Sym(_)) => {
                    lit = true;
                    continue;
                }
                _ => return Err(bad),
            };
            let d = l.def(w, f).ok_or(bad)?;
            write_pieces(&mut w, d.pieces, v as u64);
        }
    }
    let n = l.bytes();
    let mut bytes = [0u8; 24];
    bytes[..16].copy_from_slice(&w.to_le_bytes());
    let mut len = n;
    if lit {
        let v = inst.lit.dword().unwrap_or(0);
        bytes[n..n + 4].copy_from_slice(&v.to_le_bytes());
        len += 4;
    }
    Ok(Word::from_parts(bytes, len as u8))
}

/// The slot of operand `i` of a pair (or of one instruction).
pub fn slot_of(inst: &Inst, ti: &TargetInfo, i: usize) -> Option<crate::table::Slot> {
    match inst.dual {
        Some(d) if i >= d.at as usize => ti
            .table
            .get(d.row as usize)?
            .slots()
            .get(i - d.at as usize)
            .copied(),
        _ => ti.table.get(inst.row as usize)?.slots().get(i).copied(),
    }
}
