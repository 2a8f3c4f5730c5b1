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
//!
//! VOPD3 (GFX12.5, `layout VOPD3`, `VOPD3` rows) is the 96-bit form: a
//! third source per half (`vsrc2`), negation per source, full
//! destinations, no literal; OPX * 64 + OPY. A VOPD3 pair's `mods` hold its
//! modifier bits where the word has them (`neg`, `negy`, and the Y half's
//! bitop3 in `vsrc2y`).

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
    vsrc2: Fld,
    neg: Fld,
}

const X: HalfFields = HalfFields {
    vdst: Fld::Vdstx,
    src0: Fld::Src0x,
    vsrc1: Fld::Vsrc1x,
    vsrc2: Fld::Vsrc2x,
    neg: Fld::Neg,
};
const Y: HalfFields = HalfFields {
    vdst: Fld::Vdsty,
    src0: Fld::Src0y,
    vsrc1: Fld::Vsrc1y,
    vsrc2: Fld::Vsrc2y,
    neg: Fld::Negy,
};

/// Width of OPY in the opcode field (OPX * 32 + OPY; VOPD3: OPX * 64 +
/// OPY).
const fn opy_bits(enc: Enc) -> u32 {
    match enc {
        Enc::Vopd3 => 6,
        _ => 5,
    }
}

/// Whether `row` may be the `y` (else X) half of a pair (VOPD or VOPD3).
pub fn is_half(row: &InstDef, y: bool) -> bool {
    matches!(row.enc, Enc::Vopd | Enc::Vopd3)
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
    vgprs(idx, 1)
}

fn vgprs(idx: u32, count: u8) -> Operand {
    Operand::Reg(Reg {
        file: RegFile::V,
        idx: idx as u16,
        count,
        half: Half::Whole,
    })
}

/// Registers of a slot's kind (`v2`: a pair).
fn width(slot: &crate::table::Slot) -> u8 {
    slot.width.max(1)
}

/// `bit` where `slot` takes neg (the VOPD3 neg bit of that source).
fn neg_ok(slot: &crate::table::Slot, bit: u64) -> u64 {
    if slot.flags & crate::table::flags::FMODS != 0 {
        bit
    } else {
        0
    }
}

/// The mask of layout field `f`'s bits (0 without the field).
fn mask_of(l: &Layout, f: Fld) -> u128 {
    l.def(0, f).map_or(0, |d| {
        d.pieces
            .iter()
            .fold(0u128, |m, p| m | (((1u128 << p.width) - 1) << p.lo))
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
    let three = l.enc == Enc::Vopd3;
    let ob = opy_bits(l.enc);
    let (opx, opy) = (op >> ob, op & ((1 << ob) - 1));
    let xr = component(ti, li, opx, false).ok_or(DecodeError::Invalid)?;
    let yr = component(ti, li, opy, true).ok_or(DecodeError::Invalid)?;
    let vdstx = get(l, w, Fld::Vdstx).ok_or(DecodeError::Invalid)?;
    let mut inst = Inst {
        row: xr,
        ..Inst::default()
    };
    let mut lit = false;
    let mut n = 0usize;
    // (VOPD3: the modifier bits the halves use)
    let mut mods = 0u128;
    for (k, (ri, hf)) in [(xr, X), (yr, Y)].into_iter().enumerate() {
        let row = ti.table.get(ri as usize).ok_or(DecodeError::Invalid)?;
        if k == 1 {
            inst.dual = Some(Dual {
                row: ri,
                at: n as u8,
            });
        }
        let (mut uses_vsrc1, mut uses_vsrc2) = (false, false);
        let mut srcs = 0u64;
        for slot in row.slots() {
            let o = match slot.field {
                Field::Vdst if k == 0 || three => {
                    vgprs(get(l, w, hf.vdst).ok_or(DecodeError::Invalid)?, width(slot))
                }
                // vdsty holds bits 7:1; bit 0 is the inverse of vdstx's.
                Field::Vdst => {
                    vgpr(get(l, w, hf.vdst).ok_or(DecodeError::Invalid)? << 1 | (!vdstx & 1))
                }
                Field::Src0 => {
                    srcs |= neg_ok(slot, 1);
                    let code = get(l, w, hf.src0).ok_or(DecodeError::Invalid)?;
                    match source(ti, code)? {
                        // (VOPD3 holds no literal.)
                        Operand::Lit if three => return Err(DecodeError::Invalid),
                        Operand::Lit => {
                            lit = true;
                            Operand::Lit
                        }
                        Operand::Reg(r) if r.file == RegFile::V => vgprs(r.idx as u32, width(slot)),
                        Operand::Reg(_) if width(slot) > 1 => Operand::Reg(
                            ti.scalar_reg(code, width(slot))
                                .ok_or(DecodeError::Invalid)?,
                        ),
                        o => o,
                    }
                }
                Field::Vsrc1 => {
                    uses_vsrc1 = true;
                    srcs |= neg_ok(slot, 2);
                    vgprs(
                        get(l, w, hf.vsrc1).ok_or(DecodeError::Invalid)?,
                        width(slot),
                    )
                }
                Field::Vsrc2 => {
                    uses_vsrc2 = true;
                    srcs |= neg_ok(slot, 4);
                    let v = get(l, w, hf.vsrc2).ok_or(DecodeError::Invalid)?;
                    if slot.kind == crate::table::Kind::V {
                        vgprs(v, width(slot))
                    } else {
                        Operand::Reg(ti.scalar_reg(v, 1).ok_or(DecodeError::Invalid)?)
                    }
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
        if three {
            // Likewise vsrc2 (but a bitop3 there) and the neg bits of
            // sources the half does not have or negate.
            let bitop3 = row.mods().contains(&crate::table::Mod::Bitop3);
            if bitop3 {
                mods |= w & mask_of(l, hf.vsrc2);
            } else if !uses_vsrc2 && get(l, w, hf.vsrc2) != Some(0) {
                return Err(DecodeError::Invalid);
            }
            let neg = get(l, w, hf.neg).ok_or(DecodeError::Invalid)? as u64;
            if neg & !srcs != 0 {
                return Err(DecodeError::Invalid);
            }
            mods |= w & mask_of(l, hf.neg);
        }
    }
    inst.mods = mods;
    // Where vector tuples start at an even register, an odd one is
    // printed flagged as the wrong class (VOPD3's 64-bit halves).
    if ti.tuples_even {
        for (i, o) in inst.ops[..n.min(crate::inst::MAX_OPS)].iter().enumerate() {
            if matches!(o, Operand::Reg(r) if r.file == RegFile::V && r.count >= 2 && r.idx % 2 == 1)
            {
                inst.bad_class |= 1 << i;
            }
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

/// A half's modifier bits, as its row prints them, from a pair's `mods`
/// (VOPD3): the Y half's negy and vsrc2y (bitop3) where the X half has
/// neg and bitop3. Zero for VOPD.
pub(crate) fn half_mods(l: &Layout, mods: u128, y: bool) -> u128 {
    if l.enc != Enc::Vopd3 {
        return 0;
    }
    let (neg, bitop3) = (mask_of(l, Fld::Neg), mask_of(l, Fld::Bitop3));
    if !y {
        return mods & (neg | bitop3);
    }
    let mut m = 0u128;
    for (from, to) in [(Fld::Negy, Fld::Neg), (Fld::Vsrc2y, Fld::Bitop3)] {
        if let (Some(v), Some(d)) = (get(l, mods, from), l.def(0, to)) {
            write_pieces(&mut m, d.pieces, v as u64);
        }
    }
    m
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
        Field::Vsrc2 => Fld::Vsrc2x,
        _ => return None,
    })
}

/// Encodes a pair.
pub fn encode(inst: &Inst, ti: &TargetInfo) -> Result<Word, EncodeError> {
    let l = ti
        .layout(pair_enc(inst, ti.table))
        .ok_or(EncodeError::UnknownRow)?;
    encode_with(inst, ti.table, l, |r| ti.scalar_code(r))
}

/// The encoding of a pair: its X row's (VOPD or VOPD3).
pub fn pair_enc(inst: &Inst, table: &[InstDef]) -> Enc {
    table.get(inst.row as usize).map_or(Enc::Vopd, |r| r.enc)
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
    let three = l.enc == Enc::Vopd3;
    if x.enc != l.enc || y.enc != l.enc {
        return Err(EncodeError::UnknownRow);
    }
    let mut w = l.base((x.opcode as u32) << opy_bits(l.enc) | y.opcode as u32);
    if three {
        // The modifier bits the halves use, where the word has them.
        let mut keep = mask_of(l, Fld::Neg) | mask_of(l, Fld::Negy);
        if y.mods().contains(&crate::table::Mod::Bitop3) {
            keep |= mask_of(l, Fld::Vsrc2y);
        }
        w |= inst.mods & keep;
    }
    let mut lit = false;
    let mut vdstx = 0u32;
    for (k, (def, ops, hf)) in [(x, xo, X), (y, yo, Y)].into_iter().enumerate() {
        for (i, (slot, op)) in def.slots().iter().zip(ops).enumerate() {
            let at = if k == 0 { i } else { xo.len() + i } as u8;
            let bad = EncodeError::Operand(at);
            let (f, v) = match (slot.field, *op) {
                (Field::Vdst, Operand::Reg(r)) if r.file == RegFile::V && three => {
                    (hf.vdst, r.idx as u32)
                }
                (Field::Vsrc2, Operand::Reg(r)) if r.file == RegFile::V => (hf.vsrc2, r.idx as u32),
                (Field::Vsrc2, Operand::Reg(r)) => (hf.vsrc2, scalar_code(&r).ok_or(bad)?),
                (Field::Src0, Operand::Lit | Operand::Sym(_)) if three => return Err(bad),
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
