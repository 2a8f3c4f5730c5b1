//! Decoding: bytes -> [`Inst`], table-driven. The family's layouts classify
//! the word (most specific match first), the layout's opcode field selects
//! the candidate rows, and each candidate row reads its operands from the
//! layout's fields. Where several rows share an opcode (returning atomics,
//! loads to LDS, SMEM offset forms, `off` addresses), the row that explains
//! the word's modifier and condition bits best wins. Never panics.

use crate::info::TargetInfo;
use crate::inst::{Inst, Operand, Reg, RegFile, MAX_OPS};
use crate::layout::{Coding, Fld, Layout};
use crate::table::{Field, InstDef, Kind, Mod};
use std::sync::OnceLock;

/// Why no instruction could be decoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// Fewer than 4 bytes left.
    TooShort,
    /// No instruction of the target has this encoding.
    Invalid,
}

impl std::fmt::Display for DecodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            DecodeError::TooShort => "truncated instruction",
            DecodeError::Invalid => "invalid instruction encoding",
        })
    }
}

impl std::error::Error for DecodeError {}

fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

/// The layout field that holds modifier `m`, when it is a field of its own.
pub fn mod_field(m: Mod) -> Option<Fld> {
    static T: OnceLock<Vec<Option<Fld>>> = OnceLock::new();
    T.get_or_init(|| {
        Mod::ALL
            .iter()
            .map(|m| match m {
                Mod::Format => Some(Fld::Dfmt),
                _ => Fld::parse(m.as_str()),
            })
            .collect()
    })[m as usize]
}

/// The layout field of an operand field.
pub fn operand_field(f: Field) -> Option<Fld> {
    static T: OnceLock<Vec<Option<Fld>>> = OnceLock::new();
    T.get_or_init(|| Field::ALL.iter().map(|f| Fld::parse(f.as_str())).collect())[f as usize]
}

/// What a row asks of a word, worked out once per row: bits that must be
/// set (required modifiers), bits that must be clear (unused `zero`
/// fields), and flag bits the row does not print (each set one counts
/// against the row).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Plan {
    req: u128,
    zero: u128,
    /// Bits of the fields the row uses (the encoder keeps these).
    pub(crate) kept: u128,
    unlisted: u128,
    /// The layout has conditional fields: check them word by word.
    pub(crate) dynamic: bool,
    /// The row can never come from a word (an operand with no field).
    never: bool,
    /// The row prints `off` for an address it has no field for: saddr must
    /// hold the "no register" code.
    saddr_off: bool,
    /// What the acc bit means for the row (see `try_row`).
    acc: AccRule,
    /// Per slot, the index in the layout's fields of its definition when
    /// that does not depend on the word (255: look it up).
    slot_def: [u8; MAX_OPS],
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum AccRule {
    /// Not a memory row taking VGPR data: no rule.
    None,
    /// One data register: AGPR, flagged.
    One,
    /// Returning FLAT atomic: both AGPRs.
    Both,
    /// The word is invalid with acc set.
    Invalid,
}

pub(crate) fn make_plan(l: &Layout, row: &InstDef) -> Plan {
    let mut p = Plan {
        req: 0,
        zero: 0,
        kept: 0,
        unlisted: 0,
        dynamic: l.fields.iter().any(|d| d.cond.is_some()),
        never: false,
        saddr_off: false,
        acc: AccRule::None,
        slot_def: [255; MAX_OPS],
    };
    for (i, slot) in row.slots().iter().enumerate().take(MAX_OPS) {
        if let Some(f) = operand_field(slot.field) {
            let k = l.index.get(f as usize).copied().unwrap_or(255) as usize;
            if l.fields.get(k).is_some_and(|d| d.cond.is_none()) {
                p.slot_def[i] = k as u8;
            }
        }
    }
    for m in Mod::ALL {
        let Some(f) = mod_field(*m) else { continue };
        let Some(d) = l.fields.iter().find(|d| d.fld == f && d.cond.is_none()) else {
            continue;
        };
        if d.coding != Coding::Flag || crate::layout::width(d.pieces) != 1 {
            continue;
        }
        let bit = pieces_mask(d.pieces);
        if row.req & (1u64 << (*m as u8)) != 0 {
            p.req |= bit;
        }
        if !row.mods().contains(m) {
            p.unlisted |= bit;
        }
    }
    let (allowed, watched) = unused_masks(l, row, None);
    p.zero = watched & !allowed;
    p.kept = allowed;
    p.never = row
        .slots()
        .iter()
        .any(|s| s.field == Field::None && s.kind == Kind::Imm);
    p.saddr_off = l.has(Fld::Saddr)
        && row.slots().iter().any(|s| s.kind == Kind::Off)
        && !row.slots().iter().any(|s| s.field == Field::Saddr);
    let memory = matches!(
        row.enc,
        crate::table::Enc::Ds
            | crate::table::Enc::Flat
            | crate::table::Enc::Global
            | crate::table::Enc::Scratch
    );
    if memory
        && !row
            .slots()
            .iter()
            .any(|s| matches!(s.kind, Kind::A | Kind::AV))
    {
        let data = row
            .slots()
            .iter()
            .filter(|s| {
                s.kind == Kind::V
                    && matches!(
                        s.field,
                        Field::Vdst | Field::Vdata | Field::Data0 | Field::Data1
                    )
            })
            .count();
        p.acc = match (data, row.enc) {
            (1, _) => AccRule::One,
            (2, crate::table::Enc::Flat)
                if !row.slots().iter().any(|s| s.field == Field::Data1) =>
            {
                AccRule::Both
            }
            _ => AccRule::Invalid,
        };
    }
    p
}

/// Decodes one instruction at the start of `bytes`.
pub fn decode(bytes: &[u8], ti: &TargetInfo) -> Result<(Inst, usize), DecodeError> {
    let mut inst = Inst::default();
    decode_into(bytes, ti, &mut inst).map(|n| (inst, n))
}

/// Decodes one instruction at the start of `bytes` into `out` (no copy of
/// the instruction on the way); returns its length in bytes.
pub fn decode_into(bytes: &[u8], ti: &TargetInfo, out: &mut Inst) -> Result<usize, DecodeError> {
    if bytes.len() < 4 {
        return Err(DecodeError::TooShort);
    }
    let avail = bytes.len().min(16);
    let w = match bytes.get(..16) {
        Some(b) => u128::from_le_bytes(b.try_into().unwrap_or([0; 16])),
        None => {
            let mut b = [0u8; 16];
            b[..avail].copy_from_slice(&bytes[..avail]);
            u128::from_le_bytes(b)
        }
    };
    // Masks of the formats that matched without a row: a word of a more
    // specific format (VOP1, SDWA) is never one of its parents (VOP2, VOP1).
    let mut matched: [u128; 4] = [0; 4];
    let mut n_matched = 0;
    for &li in ti.candidates(w as u32) {
        let l = &ti.layouts[li as usize];
        if l.bytes() > avail {
            continue;
        }
        let wl = w & mask(l.bits as u32);
        if !l.matches(wl) {
            continue;
        }
        if matched[..n_matched]
            .iter()
            .any(|m| *m != l.match_mask && *m & l.match_mask == l.match_mask)
        {
            continue;
        }
        if n_matched < matched.len() {
            matched[n_matched] = l.match_mask;
            n_matched += 1;
        }
        let op = l.opcode_of(wl);
        // Rows are decoded straight into `out`; when a later row explains
        // the word better than the one left there, the best is decoded
        // again at the end (rare: shared opcodes).
        let mut best = u32::MAX;
        let mut best_row = 0;
        let mut in_out = None;
        for r in ti.rows_of(li as usize, op) {
            let got = try_row(ti, l, r, wl, bytes, out);
            in_out = got.map(|_| r);
            if let Some(bad) = got {
                if bad < best {
                    best = bad;
                    best_row = r;
                }
                if bad == 0 {
                    break;
                }
            }
        }
        if best != u32::MAX {
            if in_out != Some(best_row) {
                try_row(ti, l, best_row, wl, bytes, out);
            }
            return Ok(out.len as usize);
        }
    }
    Err(DecodeError::Invalid)
}

fn pieces_mask(pieces: &[crate::layout::Piece]) -> u128 {
    pieces
        .iter()
        .fold(0u128, |m, p| m | (((1u128 << p.width) - 1) << p.lo))
}

/// Does the row use field `f` of its layout (as an operand, a modifier, an
/// input modifier of one of its sources, or a condition)? For per-source
/// fields, the bits of the sources that take it.
fn used_bits(l: &Layout, row: &InstDef, d: &crate::layout::FieldDef) -> u64 {
    let f = d.fld;
    let all = u64::MAX;
    let src = |k: usize| {
        row.slots().iter().find(|s| {
            matches!(
                (k, s.field),
                (0, Field::Src0) | (1, Field::Src1 | Field::Vsrc1) | (2, Field::Src2)
            )
        })
    };
    let fmods = |k: usize| src(k).is_some_and(|s| s.flags & crate::table::flags::FMODS != 0);
    let sext = |k: usize| src(k).is_some_and(|s| s.flags & crate::table::flags::SEXT != 0);
    let scalar_ok = |k: usize| src(k).is_some_and(|s| matches!(s.kind, Kind::Src | Kind::SSrc));
    let per_src =
        |p: &dyn Fn(usize) -> bool| (0..3).filter(|k| p(*k)).fold(0u64, |m, k| m | 1 << k);
    // Packed (VOP3P) neg_lo/neg_hi bits exist for the sources the
    // instruction has.
    if row.enc == crate::table::Enc::Vop3p && matches!(f, Fld::NegLo | Fld::NegHi | Fld::OpSel) {
        return per_src(&|k| src(k).is_some());
    }
    if row
        .mods()
        .iter()
        .any(|m| mod_field(*m) == Some(f) || (*m == Mod::Format && f == Fld::Nfmt))
    {
        return all;
    }
    if row
        .slots()
        .iter()
        .any(|s| operand_field(s.field) == Some(f))
    {
        return all;
    }
    // A condition field is used when the row uses a field defined under it.
    let row_flds = row
        .slots()
        .iter()
        .filter_map(|s| operand_field(s.field))
        .chain(row.mods().iter().filter_map(|m| mod_field(*m)));
    let mut conditions = l.fields.iter().filter(|x| x.cond.map(|c| c.0) == Some(f));
    if conditions.clone().next().is_some() {
        let row_flds: Vec<Fld> = row_flds.collect();
        return if conditions.any(|x| row_flds.contains(&x.fld)) {
            all
        } else {
            0
        };
    }
    let fm = row.enc != crate::table::Enc::Vop3p
        || row
            .slots()
            .iter()
            .any(|s| s.flags & crate::table::flags::FMODS != 0);
    match f {
        Fld::Neg | Fld::Abs => per_src(&fmods),
        Fld::NegLo | Fld::NegHi if fm => per_src(&fmods),
        Fld::Src0Neg | Fld::Src0Abs => fmods(0) as u64,
        Fld::Src1Neg | Fld::Src1Abs => fmods(1) as u64,
        Fld::Src0Sext => sext(0) as u64,
        Fld::Src1Sext => sext(1) as u64,
        Fld::S0 => scalar_ok(0) as u64,
        Fld::S1 => scalar_ok(1) as u64,
        Fld::Sd => row.slots().iter().any(|s| s.field == Field::Sdst) as u64 * all,
        Fld::Attrchan => row.slots().iter().any(|s| s.kind == Kind::Attr) as u64 * all,
        Fld::En | Fld::Offset0 | Fld::Offset1 | Fld::Offset | Fld::OpSelHi => all,
        // `off` addresses hold the "no register" code.
        Fld::Saddr | Fld::Vaddr => row.slots().iter().any(|s| s.kind == Kind::Off) as u64 * all,
        Fld::Acc => {
            row.slots()
                .iter()
                .any(|s| matches!(s.kind, Kind::A | Kind::AV)) as u64
                * all
        }
        _ => 0,
    }
}

/// The reference rejects words with bits set in some fields their
/// instruction does not use (the layout marks them `zero`): each such field
/// the row leaves unused must be zero (bits that belong to a field the row
/// does use are free). Returns (allowed, watched) bits; with a word, only
/// the conditional definitions that apply to it count.
pub(crate) fn unused_masks(l: &Layout, row: &InstDef, w: Option<u128>) -> (u128, u128) {
    let mut allowed = 0u128;
    let mut watched = 0u128;
    for d in l.fields {
        // A conditional definition whose condition does not hold is not a
        // field of this word.
        if let (Some((cf, cv)), Some(w)) = (d.cond, w) {
            if l.get(w, cf) != Some(cv as u64) {
                continue;
            }
        }
        let used = used_bits(l, row, d);
        let m = pieces_mask(d.pieces);
        if used == u64::MAX {
            allowed |= m;
        } else if used == 0 || d.coding != Coding::Flag {
            if d.zero {
                watched |= m;
            }
        } else {
            // Per-source bits: the sources' own bits are allowed.
            let mut at = 0u32;
            for p in d.pieces {
                for b in 0..p.width as u32 {
                    let bit = 1u128 << (p.lo as u32 + b);
                    if used >> (at + b) & 1 == 1 {
                        allowed |= bit;
                    } else if d.zero {
                        watched |= bit;
                    }
                }
                at += p.width as u32;
            }
        }
    }
    (allowed, watched)
}

fn sext(v: u64, bits: u32) -> i64 {
    if bits == 0 || bits >= 64 {
        return v as i64;
    }
    let s = 64 - bits;
    ((v << s) as i64) >> s
}

/// Reads row `ri` from word `w` with layout `l` into `inst`; `None` when the
/// word cannot be this row, else how many of its bits the row leaves
/// unexplained (lower is better).
fn try_row(
    ti: &TargetInfo,
    l: &Layout,
    ri: u32,
    w: u128,
    bytes: &[u8],
    inst: &mut Inst,
) -> Option<u32> {
    let row: &InstDef = ti.table.get(ri as usize)?;
    *inst = Inst {
        row: ri,
        ops: [Operand::None; MAX_OPS],
        n_ops: row.slots().len().min(MAX_OPS) as u8,
        mods: w,
        lit: None,
        len: l.bytes() as u8,
        bad_class: 0,
    };
    // Required modifiers must be set; set modifier bits the row does not
    // print count against it; fields the row has no use for must be zero.
    let plan = ti.plan(ri, l)?;
    if w & plan.req != plan.req {
        return None;
    }
    let mut bad = (w & plan.unlisted).count_ones();
    let mut used_conds: u32 = 0;
    if plan.dynamic {
        for m in row.mods() {
            if let Some(d) = mod_field(*m).and_then(|f| l.def(w, f)) {
                if let Some((cf, _)) = d.cond {
                    used_conds |= 1 << (cf as u32 % 32);
                }
            }
        }
        let (allowed, watched) = unused_masks(l, row, Some(w));
        if w & watched & !allowed != 0 {
            return None;
        }
    } else if w & plan.zero != 0 {
        return None;
    }
    if plan.never {
        return None;
    }
    if plan.saddr_off && l.get(w, Fld::Saddr) != Some(ti.off_code() as u64) {
        return None;
    }
    // The acc bit of a memory format whose rows take VGPRs only (GFX9):
    // the data registers are AGPRs, flagged as the wrong class; returning
    // FLAT atomics take AGPRs for both; anything else is invalid.
    let (mut acc_data, mut acc_flag) = (false, false);
    if plan.acc != AccRule::None && l.get(w, Fld::Acc) == Some(1) {
        match plan.acc {
            AccRule::One => (acc_data, acc_flag) = (true, true),
            AccRule::Both => acc_data = true,
            _ => return None,
        }
    }
    let mut need_lit = false;
    for (i, slot) in row.slots().iter().enumerate().take(MAX_OPS) {
        let fast = l.fields.get(plan.slot_def[i] as usize);
        let fld = match (slot.field, fast) {
            (_, Some(d)) => Some(d.fld),
            (Field::None | Field::Lit, _) => None,
            (f, _) => Some(operand_field(f)?),
        };
        let (raw, def) = match (fld, fast) {
            (_, Some(d)) => (crate::layout::read_pieces(w, d.pieces), Some(d)),
            (Some(f), None) => {
                let d = l.def(w, f)?;
                if let Some((cf, _)) = d.cond {
                    used_conds |= 1 << (cf as u32 % 32);
                }
                (crate::layout::read_pieces(w, d.pieces), Some(d))
            }
            (None, None) => (0, None),
        };
        let width = slot.width.max(1);
        let op = match slot.kind {
            Kind::Vcc | Kind::Exec | Kind::M0 | Kind::Scc | Kind::Off => Operand::None,
            Kind::V | Kind::A | Kind::AV => {
                let d = def?;
                let data = matches!(
                    slot.field,
                    Field::Vdst | Field::Vdata | Field::Data0 | Field::Data1
                );
                // AV sources: the acc bit of their own source (MFMA).
                let acc_bit = match slot.field {
                    Field::Src0 => l.get(w, Fld::Acc).map(|v| v & 1),
                    Field::Src1 => l.get(w, Fld::Acc).map(|v| v >> 1 & 1),
                    _ => l.get(w, Fld::Acc),
                };
                let file = if slot.kind == Kind::A
                    || (slot.kind == Kind::AV && acc_bit == Some(1))
                    || (acc_data && data)
                {
                    RegFile::A
                } else {
                    RegFile::V
                };
                if acc_flag && data {
                    inst.bad_class |= 1 << i;
                }
                let idx = match d.coding {
                    // A constant or scalar register where a vector register
                    // belongs: the reference prints it, flagged.
                    Coding::Src if raw < 256 => {
                        inst.ops[i] = match source(ti, raw as u32, width)? {
                            Operand::Lit(_) => {
                                if l.bits >= 64 && !ti.vop3_literal {
                                    return None;
                                }
                                need_lit = true;
                                Operand::Lit(0)
                            }
                            Operand::Reg(r) => {
                                if !matches!(r.file, RegFile::Named(n) if n.is_constant()) {
                                    inst.bad_class |= 1 << i;
                                }
                                Operand::Reg(r)
                            }
                            o => o,
                        };
                        continue;
                    }
                    Coding::Src => raw - 256,
                    _ => raw,
                };
                let count = vector_width(ti, l, w, row, slot.field, width)?;
                if count == 0 {
                    inst.ops[i] = Operand::None;
                    continue;
                }
                Operand::Reg(Reg {
                    file,
                    idx: idx as u16,
                    count,
                })
            }
            Kind::S if slot.field == Field::Sdst && l.get(w, Fld::Sd) == Some(0) => {
                // VOPC SDWA without sd writes vcc.
                Operand::Reg(Reg {
                    file: RegFile::Named(crate::inst::NamedReg::VccLo),
                    idx: 0,
                    count: 2,
                })
            }
            Kind::S => {
                let d = def?;
                if slot.field == Field::Saddr && raw as u32 == ti.off_code() {
                    return None;
                }
                let code = match d.coding {
                    Coding::Sreg2 => raw * 2,
                    Coding::Sreg4 => raw * 4,
                    _ => raw,
                } as u32;
                match ti.scalar_reg(code, width) {
                    Some(r) => {
                        // Scalar memory data cannot be m0 or exec: the
                        // reference flags them.
                        use crate::inst::NamedReg::{ExecHi, ExecLo, M0};
                        if slot.field == Field::Sdata
                            && matches!(r.file, RegFile::Named(ExecLo | ExecHi | M0))
                        {
                            inst.bad_class |= 1 << i;
                        }
                        Operand::Reg(r)
                    }
                    // llvm-mc prints a constant where a register belongs,
                    // flagged as invalid.
                    None if d.coding != Coding::Sreg2 && d.coding != Coding::Sreg4 => {
                        match source(ti, code, width)? {
                            Operand::Lit(_) => {
                                need_lit = true;
                                Operand::Lit(0)
                            }
                            o => o,
                        }
                    }
                    None => return None,
                }
            }
            Kind::SSrc | Kind::Src => {
                let d = def?;
                let sdwa_sgpr = match slot.field {
                    Field::Src0 => l.get(w, Fld::S0),
                    Field::Vsrc1 => l.get(w, Fld::S1),
                    _ => None,
                };
                let code = match (d.coding, sdwa_sgpr) {
                    (Coding::Vgpr, Some(1)) => raw as u32,
                    (Coding::Vgpr, _) => raw as u32 + 256,
                    _ => raw as u32,
                };
                let o = source(ti, code, width)?;
                if o == Operand::Lit(0) {
                    // No literal follows a 64-bit encoding before GFX10.
                    if l.bits >= 64 && !ti.vop3_literal {
                        return None;
                    }
                    need_lit = true;
                }
                // LDS direct reads are vector sources only: the reference
                // flags one in a scalar source.
                // So is a VGPR (readlane's lane select).
                if slot.kind == Kind::SSrc
                    && matches!(o, Operand::Reg(r) if r.file == RegFile::Named(crate::inst::NamedReg::LdsDirect) || r.file == RegFile::V)
                {
                    inst.bad_class |= 1 << i;
                }
                o
            }
            Kind::Imm | Kind::Hwreg | Kind::Sendmsg | Kind::Waitcnt | Kind::ExpTgt => {
                let v = match def.map(|d| d.coding) {
                    Some(Coding::Simm) => sext(raw, crate::layout::width(def?.pieces)),
                    _ => raw as i64,
                };
                Operand::Imm(v as i32)
            }
            Kind::Label => Operand::Imm(raw as i32),
            Kind::Lit => {
                need_lit = true;
                Operand::Lit(0)
            }
            Kind::Attr => {
                // VINTRP: attr and attrchan fields; VOP3 interpolation: a
                // source field holding both (attr 5:0, channel 7:6).
                let (attr, chan) = match l.get(w, Fld::Attrchan) {
                    Some(c) => (raw, c),
                    // bit 8 is `high`, a modifier of its own
                    None => (raw & 0x3f, (raw >> 6) & 3),
                };
                Operand::Imm(((attr << 2) | chan) as i32)
            }
            Kind::Param => Operand::Imm(raw as i32),
        };
        inst.ops[i] = op;
    }
    // Condition fields (SMEM imm/soe) set to 1 must be used by the row.
    if plan.dynamic {
        for cf in l.fields.iter().filter_map(|d| d.cond.map(|c| c.0)) {
            if l.get(w, cf) == Some(1) && used_conds & (1 << (cf as u32 % 32)) == 0 {
                bad += 1;
            }
        }
    }
    if need_lit {
        let at = l.bytes();
        let lit = bytes.get(at..at + 4)?;
        let v = u32::from_le_bytes([lit[0], lit[1], lit[2], lit[3]]);
        inst.lit = Some(v);
        for o in inst.ops.iter_mut() {
            if *o == Operand::Lit(0) {
                *o = Operand::Lit(v);
            }
        }
        inst.len += 4;
    }
    Some(bad)
}

/// A vector source or scalar source operand code.
fn source(ti: &TargetInfo, code: u32, width: u8) -> Option<Operand> {
    Some(match code {
        256..=511 => {
            let idx = code - 256;
            Operand::Reg(Reg {
                file: RegFile::V,
                idx: idx as u16,
                count: width,
            })
        }
        128..=208 | 240..=247 => Operand::Const(code as u16),
        248 if ti.inv2pi => Operand::Const(code as u16),
        255 => Operand::Lit(0),
        _ => Operand::Reg(ti.scalar_reg(code, width)?),
    })
}

/// Registers in a vector operand: the row's width, except for image data
/// (one per dmask bit, halved for packed d16, one more with tfe) and buffer
/// data with tfe.
/// Registers in a vector operand (`None`: the word is invalid): the row's
/// width, except image data and addresses (what the reference prints,
/// recorded per instruction in data/isa/mimg_dis.txt) and buffer addresses
/// and data.
fn vector_width(
    ti: &TargetInfo,
    l: &Layout,
    w: u128,
    row: &InstDef,
    f: Field,
    width: u8,
) -> Option<u8> {
    let tfe = l.get(w, Fld::Tfe) == Some(1);
    if l.has(Fld::Dmask) && matches!(f, Field::Vaddr | Field::Vdata) {
        let t = crate::generated::layouts::MIMG_DIS_VADDR;
        let i = t.partition_point(|e| (e.0, e.1) < (ti.family, row.name()));
        let Some(e) = t.get(i).filter(|e| e.0 == ti.family && e.1 == row.name()) else {
            return Some(width);
        };
        if f == Field::Vaddr {
            return Some(e.2);
        }
        let d16 = l.get(w, Fld::D16) == Some(1);
        let comps = (l.get(w, Fld::Dmask).unwrap_or(0) as u32)
            .count_ones()
            .max(1) as usize;
        let n = e.3[comps - 1 + 4 * tfe as usize + 8 * d16 as usize];
        return (n != 0).then_some(n);
    }
    // Buffer addresses: an index, an offset, both, or none (`off`).
    if f == Field::Vaddr && l.has(Fld::Offen) && l.has(Fld::Idxen) {
        return Some(
            l.get(w, Fld::Offen).unwrap_or(0) as u8 + l.get(w, Fld::Idxen).unwrap_or(0) as u8,
        );
    }
    if (f == Field::Vdata || f == Field::Vdst) && tfe && row.mods().contains(&Mod::Tfe) {
        return Some(width + 1);
    }
    Some(width)
}

/// One unit of a disassembled byte stream: its offset and the instruction,
/// or the error for the 4 bytes skipped there (fewer at the end).
pub type Unit = (usize, Result<Inst, DecodeError>);

/// Decodes a whole byte stream as llvm-mc does: instruction after
/// instruction; where none decodes, that word is reported and skipped.
pub fn disassemble<'a>(bytes: &'a [u8], ti: &'a TargetInfo) -> impl Iterator<Item = Unit> + 'a {
    let mut at = 0usize;
    std::iter::from_fn(move || {
        if at >= bytes.len() {
            return None;
        }
        let here = at;
        match decode(&bytes[at..], ti) {
            Ok((inst, len)) => {
                at += len.max(4);
                Some((here, Ok(inst)))
            }
            Err(e) => {
                at = (at + 4).min(bytes.len());
                Some((here, Err(e)))
            }
        }
    })
}
