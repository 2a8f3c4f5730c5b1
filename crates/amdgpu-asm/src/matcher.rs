//! Stages 5-6: matching operands to an instruction-table row and
//! validating them; what comes out is an [`Inst`] for the row, which
//! `amdgpu_isa::encode::Encoder` writes as bytes.
//!
//! Where each field sits is data: the layout of the row's encoding format
//! for the target's family (`data/isa/layouts.txt`, looked up once per
//! target in `Regs`). The table row says which printed operand goes to which
//! field; this module only names fields.
//!
//! The matcher is here; its validation rules (register ranges and
//! alignment, one literal, the constant bus) are in `matcher/validate.rs`,
//! the packing of `s_waitcnt`, `hwreg`, `sendmsg` and `gpr_idx` operands in
//! `matcher/packed.rs`.

use crate::mods::{self, Mods};
use crate::operand::{Imm, NamedReg, OpVal, Operand, Operands, Reg, RegKind};
use crate::values::{self, SrcEnc};
use crate::{DiagKind, Fail};
use amdgpu_isa::encode::{EncLayout, Encoder};
use amdgpu_isa::layout::{Coding, Fld};
use amdgpu_isa::table::{flags, Enc, Field, InstDef, Kind, Mod, Slot};
use amdgpu_isa::{
    Generation, Inst, Literal, Operand as IsaOp, Reg as IsaReg, RegFile, SymRef, Target,
};
use std::borrow::Cow;

mod packed;
mod validate;
use packed::{delay_alu, gpr_idx, hwreg, sendmsg, waitcnt};
use validate::*;

/// An encoding error: byte offset in the source and message.
pub type EErr = Fail;

/// A value that is only known after layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FixKind {
    /// 32-bit literal dword (at byte offset 4 or 8).
    Lit32,
    /// 64-bit literal (code 254, GFX12.5), after a 32-bit word: a symbol
    /// is PC-relative to it (R_AMDGPU_REL64) unless written `@abs64`.
    Lit64,
    /// SOPP/SOPK 16-bit branch offset in dwords (the simm16 field).
    Branch16,
    /// A data item of 1, 2, 4 or 8 bytes (`.byte` .. `.quad`).
    Data(u8),
}

/// A matched instruction: the [`Inst`] (row, semantic operands, modifier
/// bits in the row's layout), encoded by `amdgpu_isa`'s table-driven
/// encoder into `word`.
#[derive(Clone, Copy, Debug)]
pub struct Out {
    pub inst: Inst,
    /// The layout of the instruction's encoding format.
    pub lay: &'static EncLayout,
    /// Deferred expression (index into `Operands::exprs`) and its kind.
    pub fix: Option<(u32, FixKind)>,
    /// Registers of an image instruction's address as written (the
    /// encoding does not hold it; the listing prints it).
    pub vaddr_regs: u8,
    /// Operands (bit per slot) written as a whole VGPR where the row reads
    /// a half (a listing prints them as written).
    pub whole: u8,
}

impl Out {
    /// Size in bytes of the instruction word (without the literal).
    pub fn bytes(&self) -> usize {
        self.lay.bytes()
    }
    /// Sets modifier field `f`; false when the format has no such field.
    #[inline(always)]
    fn set(&mut self, f: Fld, v: u64) -> bool {
        self.lay.set(&mut self.inst.mods, f, v)
    }
    /// Sets a one-bit modifier field when `on`. Nothing is written for
    /// `off`: the word starts with every field 0, and a modifier bit that
    /// another field reuses (VOP3P neg_hi and MFMA cbsz) is left to that
    /// field.
    #[inline(always)]
    fn flag(&mut self, f: Fld, on: bool) {
        if on {
            self.lay.set(&mut self.inst.mods, f, 1);
        }
    }
    /// Whether the format has a place for operand field `f` (in the
    /// definition that applies to the modifiers set so far).
    #[inline]
    fn has_field(&self, f: Field) -> bool {
        self.coding(f).is_some()
    }
    /// The coding of operand field `f`'s place.
    #[inline]
    fn coding(&self, f: Field) -> Option<Coding> {
        self.lay.field_coding(self.inst.mods, f)
    }
}

/// The instruction-model register of a syntax register (after its checks).
#[inline(always)]
fn isa_reg(r: &Reg) -> IsaReg {
    IsaReg {
        file: match r.kind {
            RegKind::V => RegFile::V,
            RegKind::A => RegFile::A,
            RegKind::S => RegFile::S,
            RegKind::Ttmp => RegFile::Ttmp,
            RegKind::Named(n) => RegFile::Named(n),
        },
        idx: r.idx.min(u16::MAX as u32) as u16,
        count: r.count.min(u8::MAX as u32) as u8,
        half: r.half,
    }
}

/// Per-target register facts.
pub struct Regs {
    pub gen: Generation,
    /// The processor (`gfx90a`).
    pub cpu: &'static str,
    /// The table family (`gfx9`, `gfx90a`, ...).
    pub family: &'static str,
    pub sgprs: u32,
    pub ttmps: u32,
    pub ttmp_base: u32,
    /// VGPR and AGPR tuples start at an even register (`tuples-even`).
    pub tuples_even: bool,
    /// `lds_direct` is refused (`no-lds-direct`).
    pub no_lds_direct: bool,
    /// A VOPD component's src0 takes lds_direct all the same
    /// (`vopd-lds-direct`: GFX11, GFX12).
    pub vopd_lds_direct: bool,
    /// Every implicit VCC operand of a VOP form may be left out
    /// (`vcc-omittable`; else a 32-bit form's single one).
    pub vcc_omittable: bool,
    /// A 32-bit VOP2 form's carry-out VCC may be left out
    /// (`carry-out-omittable`).
    pub carry_out_omittable: bool,
    /// FLAT instructions take no `offset:` (`no-flat-offset`).
    pub no_flat_offset: bool,
    /// FLAT takes the signed range of its offset field, as GLOBAL and
    /// SCRATCH do (`flat-offset-signed`, GFX12).
    pub flat_offset_signed: bool,
    /// `scale_offset` is taken (`scale-offset`; GFX12 prints the bit but
    /// refuses the modifier).
    pub scale_offset: bool,
    /// `nv` is taken (`nv`; GFX12 prints the bit but refuses the modifier).
    pub nv: bool,
    /// Some operands take only v0-v127 (data/isa/reg_classes.txt `h`
    /// lines, GFX12).
    pub low128: bool,
    /// The modifiers naming a `fmt-width` row's src0/src1 data format, and
    /// per value the registers (`fmt-regs`).
    pub fmt_regs: Option<amdgpu_isa::names::FmtRegs>,
    /// 1/(2*pi) is no inline constant (`no-inv2pi`).
    pub no_inv2pi: bool,
    /// A packed f32 SGPR source takes no op_sel or op_sel_hi bit
    /// (`packed-f32-sgpr-no-op-sel`).
    pub packed_f32_sgpr_no_op_sel: bool,
    /// 64-bit operands take DPP with row_newbcast (DP ALU, gfx90a on).
    pub dp_alu_dpp: bool,
    /// Lane masks are one SGPR, the implicit VCC is `vcc_lo` (`wave32`).
    pub wave32: bool,
    /// 64-bit encodings may carry a literal (`vop3-literal`).
    pub vop3_literal: bool,
    /// DPP's `bound_ctrl:0` leaves the bit clear (`bound-ctrl-zero-clears`,
    /// GFX11+); before, it sets it as `bound_ctrl:1` does.
    pub bound_ctrl_zero_clears: bool,
    /// A 64-bit operand of a 32-bit word may take a 64-bit literal
    /// (`lit64`).
    pub lit64: bool,
    /// The table-driven encoder of the target's family (layouts, register
    /// codes).
    pub enc: Encoder,
}

impl Regs {
    pub fn new(t: &Target) -> Regs {
        let gen = t.generation();
        let (sgprs, ttmps, ttmp_base) = amdgpu_isa::target::scalar_regs(gen);
        let family = t.processor.family();
        // A family without a table gets an encoder with no rows and no
        // layouts: every instruction is refused.
        let enc = Encoder::new(t).unwrap_or(Encoder::empty(gen));
        Regs {
            gen,
            cpu: t.processor.canonical,
            family,
            sgprs,
            ttmps,
            ttmp_base,
            tuples_even: amdgpu_isa::names::family_fact(family, "tuples-even"),
            no_lds_direct: amdgpu_isa::names::family_fact(family, "no-lds-direct"),
            vopd_lds_direct: amdgpu_isa::names::family_fact(family, "vopd-lds-direct"),
            no_flat_offset: amdgpu_isa::names::family_fact(family, "no-flat-offset"),
            flat_offset_signed: amdgpu_isa::names::family_fact(family, "flat-offset-signed"),
            scale_offset: amdgpu_isa::names::family_fact(family, "scale-offset"),
            nv: amdgpu_isa::names::family_fact(family, "nv"),
            bound_ctrl_zero_clears: amdgpu_isa::names::family_fact(
                family,
                "bound-ctrl-zero-clears",
            ),
            fmt_regs: amdgpu_isa::names::fmt_regs(family),
            dp_alu_dpp: amdgpu_isa::names::dp_alu_dpp(family),
            low128: amdgpu_isa::names::has_class_probe(
                family,
                amdgpu_isa::names::ClassProbe::HighV,
            ),
            no_inv2pi: amdgpu_isa::names::family_fact(family, "no-inv2pi"),
            packed_f32_sgpr_no_op_sel: amdgpu_isa::names::family_fact(
                family,
                "packed-f32-sgpr-no-op-sel",
            ),
            wave32: t.wave32(),
            vop3_literal: amdgpu_isa::names::family_fact(family, "vop3-literal"),
            lit64: amdgpu_isa::names::family_fact(family, "lit64"),
            vcc_omittable: amdgpu_isa::names::family_fact(family, "vcc-omittable"),
            carry_out_omittable: amdgpu_isa::names::family_fact(family, "carry-out-omittable"),
            enc,
        }
    }

    /// The layout of encoding format `enc` on this target.
    pub fn layout(&self, enc: Enc) -> Option<&'static EncLayout> {
        self.enc.layout(enc)
    }

    /// Operand code of a scalar register (or named register), after range,
    /// alignment and availability checks.
    pub fn scalar_code(&self, r: &Reg) -> Result<u32, (DiagKind, String)> {
        match r.kind {
            RegKind::S | RegKind::Ttmp => {
                let (max, base, name) = if r.kind == RegKind::S {
                    (self.sgprs, 0, "s")
                } else {
                    (self.ttmps, self.ttmp_base, "ttmp")
                };
                if !matches!(
                    r.count,
                    1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 16 | 32
                ) {
                    return Err((
                        DiagKind::Register,
                        format!("invalid register tuple size {}", r.count),
                    ));
                }
                rule_scalar_range(name, r.idx, r.count, max, self.gen)?;
                rule_scalar_alignment(name, r.idx, r.count)?;
                Ok(base + r.idx)
            }
            RegKind::Named(n) => self.enc.named.asm_code(n, self.cpu).ok_or_else(|| {
                (
                    DiagKind::Register,
                    format!("register not available on {}", gen_name(self.gen)),
                )
            }),
            RegKind::V | RegKind::A => {
                Err((DiagKind::Register, "expected a scalar register".into()))
            }
        }
    }
}

pub fn gen_name(g: Generation) -> &'static str {
    match g {
        Generation::Gfx6 => "GFX6",
        Generation::Gfx7 => "GFX7",
        Generation::Gfx8 => "GFX8",
        Generation::Gfx9 => "GFX9",
        Generation::Gfx10 => "GFX10",
        Generation::Gfx11 => "GFX11",
        Generation::Gfx12 => "GFX12",
    }
}

/// Everything the matcher needs about one statement.
pub struct Ctx<'a> {
    pub src: &'a str,
    pub ops: &'a Operands,
    pub regs: &'a Regs,
    pub syms: &'a crate::expr::Symbols,
    /// Indices of positional operands and of modifier operands.
    pub pos: &'a [usize],
    pub modidx: &'a [usize],
    /// Byte offset of the mnemonic (for errors without a better place).
    pub at: usize,
    pub end: usize,
}

pub(crate) fn is_sdwa(e: Enc) -> bool {
    matches!(e, Enc::Vop1Sdwa | Enc::Vop2Sdwa | Enc::VopcSdwa)
}
pub(crate) fn is_dpp(e: Enc) -> bool {
    matches!(
        e,
        Enc::Vop1Dpp | Enc::Vop2Dpp | Enc::VopcDpp | Enc::Vop1Dpp8 | Enc::Vop2Dpp8 | Enc::VopcDpp8
    )
}
pub(crate) fn is_vop3(e: Enc) -> bool {
    matches!(e, Enc::Vop3 | Enc::Vop3b | Enc::Vop3p)
}
/// Scalar memory: SMEM (GFX8+) or SMRD (GFX6/7), whose offset operand is
/// an immediate or an SGPR.
fn is_scalar_mem(e: Enc) -> bool {
    matches!(e, Enc::Smem | Enc::Smrd)
}

/// The immediate offset of scalar memory encoding `enc` (with imm=1): its
/// width and whether it is signed, as the layout says.
fn imm_offset_field(cx: &Ctx, enc: Enc) -> Option<(u32, bool)> {
    let l = cx.regs.enc.layout(enc)?;
    let mut w = 0u128;
    l.set(&mut w, Fld::Imm, 1);
    let bits = l.lay.width_of(w, Fld::Offset)?;
    Some((bits, l.coding(w, Fld::Offset)? == Coding::Simm))
}

/// Matches the statement's operands and modifiers to `row`: the
/// instruction it makes (with its fixups), or why `row` does not fit.
pub fn match_row(row: &InstDef, cx: &Ctx) -> Result<Out, EErr> {
    // GFX9 DPP reads 32-bit lanes: a 64-bit source is refused, as by
    // llvm-mc 22. (From gfx90a on such "DP ALU" instructions take DPP
    // with row_newbcast: see `finish`.)
    if is_dpp(row.enc) && cx.regs.gen == Generation::Gfx9 && !cx.regs.dp_alu_dpp {
        if let Some(s) = row.slots().iter().position(|s| {
            matches!(s.kind, Kind::V | Kind::Src) && s.width >= 2 && s.field != Field::Vdst
        }) {
            let at = cx
                .pos
                .get(s)
                .map_or(cx.at, |&i| cx.ops.ops[i].span.0 as usize);
            return Err(Fail::new(
                DiagKind::Register,
                at,
                "64-bit operands are not supported with DPP here",
            ));
        }
    }
    // (Filled only when modifiers are written: the record is large.)
    let collected;
    let m = if cx.modidx.is_empty() {
        &mods::Mods::NONE
    } else {
        collected = mods::collect(cx.src, cx.ops, cx.modidx, cx.syms, cx.regs.family)?;
        &collected
    };
    // Every written modifier must be one the instruction takes, in the
    // order llvm-mc accepts them (cache-policy bits in any order).
    let mut last_rank = 0u8;
    let mut last_md: Option<Mod> = None;
    let last_pos = cx.pos.last().copied();
    for &i in cx.modidx {
        let op = &cx.ops.ops[i];
        // Modifiers follow the operands; only the legacy dfmt:/nfmt: of
        // MTBUF stand before the last operand (soffset), and a unified
        // family's format: on either side of it.
        if let (Some(lp), OpVal::Named { name, .. }) = (last_pos, op.val) {
            let kw = &cx.src[name.0 as usize..name.1 as usize];
            let legacy = matches!(kw, "dfmt" | "nfmt");
            let either = kw == "format"
                && i < lp
                && matches!(op.val, OpVal::Named { list: false, .. })
                && amdgpu_isa::names::unified_formats(cx.regs.family);
            if (i < lp) != legacy && !either {
                return Err(Fail::new(
                    DiagKind::Modifier,
                    op.span.0 as usize,
                    "modifiers must follow the operands",
                ));
            }
        }
        if let OpVal::Named { name, .. } = op.val {
            let kw = &cx.src[name.0 as usize..name.1 as usize];
            if let Some(md) = op.kw {
                if !takes_modifier(row, md) {
                    return Err(Fail::new(
                        DiagKind::Modifier,
                        op.span.0 as usize,
                        format!("{kw} is not a valid modifier for {}", row.name()),
                    ));
                }
                // A modifier the disassembler prints and the assembler
                // refuses (`~r128` in the data), as llvm-mc 22 says it.
                if row.refuses(md) {
                    return Err(Fail::new(
                        DiagKind::Modifier,
                        cx.at,
                        format!("instruction must set modifier {kw}=0"),
                    ));
                }
                // A modifier the instruction cannot do without is part of
                // its syntax (`buffer_store_lds_dword s[4:7], s8 lds glc`).
                // (It may stand on either side of the cache policy.)
                if row.requires(md) {
                    continue;
                }
                let r = mods::rank(md);
                // (Where the row's own list puts the previous modifier
                // first, its order holds: VINTERP's `clamp op_sel`.)
                let pos = |x: Mod| row.mods().iter().position(|&y| y == x);
                let row_order = last_md
                    .and_then(|p| Some((pos(p)?, pos(md)?)))
                    .is_some_and(|(a, b)| a < b);
                if r < last_rank && !row_order {
                    return Err(Fail::new(
                        DiagKind::Modifier,
                        op.span.0 as usize,
                        format!("{kw} must come before the modifiers written ahead of it"),
                    ));
                }
                last_rank = last_rank.max(r);
                last_md = Some(md);
            }
        }
    }
    if m.has(Mod::Nv) && !cx.regs.nv {
        let at = cx.modidx.iter().map(|&i| &cx.ops.ops[i]).find(|o| {
            matches!(o.val, OpVal::Named { name, .. } if &cx.src[name.0 as usize..name.1 as usize] == "nv")
        });
        // Seed 003 lists nv for GFX9 FLAT and SMEM, but neither llvm-mc 22
        // nor AMD's GFX9 documentation gives it an encoding.
        let msg = if cx.regs.gen == Generation::Gfx9 {
            "nv is not supported on GFX9: it has no documented encoding"
        } else {
            "nv is not supported on this GPU"
        };
        return Err(Fail::new(
            DiagKind::Modifier,
            at.map(|o| o.span.0 as usize).unwrap_or(cx.at),
            msg,
        ));
    }
    let Some(lay) = cx.regs.layout(row.enc) else {
        return Err(Fail::new(
            DiagKind::Internal,
            cx.at,
            format!("internal: no {} layout for this target", row.enc),
        ));
    };
    let Some(ri) = cx.regs.enc.row_index(row) else {
        return Err(Fail::new(
            DiagKind::Internal,
            cx.at,
            "internal: the row is not in the target's table",
        ));
    };
    let slots = row.slots();
    let mut o = Out {
        inst: Inst {
            row: ri,
            n_ops: slots.len().min(amdgpu_isa::inst::MAX_OPS) as u8,
            // (The encoder adds the match bits and the opcode.)
            mods: 0,
            ..Inst::default()
        },
        lay,
        fix: None,
        vaddr_regs: 0,
        whole: 0,
    };
    if slots.len() > amdgpu_isa::inst::MAX_OPS {
        return Err(Fail::new(
            DiagKind::Internal,
            cx.at,
            "internal: too many operands in the row",
        ));
    }
    let no_field = |at: usize, f: Field| {
        Fail::new(
            DiagKind::Internal,
            at,
            format!("internal: no layout for {} {f}", row.enc),
        )
    };
    // Positional operands against slots.
    let mut pi = 0usize;
    let mut f = Fin::default();
    // Constant bus: distinct scalar values read by a VALU instruction.
    let mut bus = Bus::default();
    // VCC's code, and its lane mask: vcc_lo alone in wave32.
    let vcc = cx.regs.enc.named.code(NamedReg::VccLo).unwrap_or(106);
    let lanes = if cx.regs.wave32 { 1 } else { 2 };
    if row.tags & amdgpu_isa::table::tags::READS_VCC != 0 {
        bus.read_implicit(reg_key(vcc, 2), cx.end, cx.end);
    }
    let mut seen_src = false;
    // Implicit VCC operands (a compare's destination, a carry in or out)
    // may be left out, as llvm-mc 22 takes them: all of them where the
    // family says so (`vcc-omittable`), else a 32-bit form's single one
    // (`v_cmp_gt_u32 s5, v1`, `v_cndmask_b32 v1, 0, v2`; not v_addc's two,
    // not in SDWA or DPP forms).
    // (A carry-out follows the vector destination; a compare's VCC is its
    // destination, a carry-in the last source.)
    let n_vcc = slots.iter().filter(|s| s.kind == Kind::Vcc).count();
    let carry_out = slots.len() > 1 && slots[0].field == Field::Vdst && slots[1].kind == Kind::Vcc;
    let omit_vcc = n_vcc > 0
        && cx.pos.len() + n_vcc == slots.len()
        && (cx.regs.vcc_omittable
            || (n_vcc == 1
                && !is_sdwa(row.enc)
                && !is_dpp(row.enc)
                && (!carry_out || cx.regs.carry_out_omittable)));
    for (si, slot) in slots.iter().enumerate() {
        if omit_vcc && slot.kind == Kind::Vcc {
            if seen_src {
                bus.read_implicit(reg_key(vcc, lanes), cx.end, cx.end);
            }
            continue;
        }
        if slot.kind == Kind::Imm && row.tags & amdgpu_isa::table::tags::DELAY_ALU != 0 {
            let (v, used) = delay_alu(cx, pi)?;
            pi += used;
            o.inst.ops[si] = IsaOp::Imm(v as i32);
            continue;
        }
        if slot.kind == Kind::Waitcnt
            || (slot.kind == Kind::Imm && row.tags & amdgpu_isa::table::tags::DEPCTR != 0)
        {
            let counters = if slot.kind == Kind::Waitcnt {
                amdgpu_isa::names::waitcnt_counters(cx.regs.family)
            } else {
                amdgpu_isa::names::depctr_counters(cx.regs.family)
            };
            let (v, used) = waitcnt(cx, pi, counters, slot.kind != Kind::Waitcnt)?;
            pi += used;
            o.inst.ops[si] = IsaOp::Imm(v as i32);
            continue;
        }
        if pi >= cx.pos.len()
            && is_scalar_mem(row.enc)
            && slot.kind != Kind::Lit
            && matches!(slot.field, Field::Soffset | Field::Offset)
        {
            // s_load_dword s0, s[0:1]: the offset defaults to 0.
            continue;
        }
        if pi >= cx.pos.len()
            && row.enc == Enc::Sopp
            && slot.kind == Kind::Imm
            && si + 1 == slots.len()
        {
            // An omitted trailing immediate (s_endpgm, s_barrier ...) is 0.
            continue;
        }
        let Some(&opi) = cx.pos.get(pi) else {
            return Err(Fail::new(
                DiagKind::OperandCount,
                cx.end,
                format!(
                    "too few operands for {}: expected {}",
                    row.name(),
                    slots.len()
                ),
            ));
        };
        let mut op = &cx.ops.ops[opi];
        pi += 1;
        let at = op.span.0 as usize;
        // A number with neg/abs in a float source of a form without input
        // modifiers (VOP1/VOP2/VOPC): llvm-mc applies them to the value
        // (`-|1.0|` is -1.0; `-|39|` the bits 0x80000027 at 32 bits).
        let folded;
        if (op.neg || op.abs)
            && slot.flags & flags::FMODS == 0
            && !is_vop3(row.enc)
            && values::is_float(slot.ty)
        {
            if let Some(v) = fold_fp_mods(op, values::bits(slot.ty, slot.width.max(1))) {
                // (`lit()` goes with them: llvm-mc 22 writes the folded
                // value as any other, -|lit(1.0)| as the inline -1.0.)
                folded = Operand {
                    val: OpVal::Imm(v),
                    neg: false,
                    abs: false,
                    lit: false,
                    ..*op
                };
                op = &folded;
            }
        }
        // Input modifiers only where the slot takes them.
        if (op.neg || op.abs) && slot.flags & flags::FMODS == 0 {
            return Err(Fail::new(
                DiagKind::Modifier,
                at,
                "this operand does not take neg or abs modifiers",
            ));
        }
        if op.sext && slot.flags & flags::SEXT == 0 {
            return Err(Fail::new(
                DiagKind::Modifier,
                at,
                "this operand does not take sext()",
            ));
        }
        let src_index = match slot.field {
            Field::Src0 => Some(0),
            Field::Src1 | Field::Vsrc1 => Some(1),
            Field::Src2 | Field::Vsrc2 => Some(2),
            _ => None,
        };
        if let Some(k) = src_index {
            f.neg |= (op.neg as u8) << k;
            f.abs |= (op.abs as u8) << k;
            f.sext |= (op.sext as u8) << k;
        }
        let e = |k: DiagKind, msg: Cow<'static, str>| Fail::new(k, at, msg).to(op.span.1 as usize);
        // VOP3 interpolation rows describe the attribute slot as an
        // immediate field (src0); the written operand is `attrN.c`.
        let kind = match (slot.kind, op.val) {
            (
                Kind::Imm,
                OpVal::Named {
                    name, colon: false, ..
                },
            ) if crate::operand::is_attr(&cx.src[name.0 as usize..name.1 as usize]) => Kind::Attr,
            // A register slot that also takes an inline constant: a
            // constant is a source (its NO_LIT flag refuses a literal).
            (Kind::AV, v) if slot.flags & flags::INLINE != 0 && !matches!(v, OpVal::Reg(_)) => {
                Kind::Src
            }
            (k, _) => k,
        };
        // SMEM offset operand: an SGPR (the soffset forms) or an
        // immediate (the offset form).
        if is_scalar_mem(row.enc)
            && slot.kind != Kind::Lit
            && matches!(slot.field, Field::Soffset | Field::Offset)
        {
            match (slot.field, op.val) {
                (Field::Soffset, OpVal::Reg(r)) => {
                    f.smem_off_reg = Some(smem_soffset(cx, &r).map_err(|(k, m)| e(k, m.into()))?);
                    o.inst.ops[si] = IsaOp::Reg(isa_reg(&r));
                }
                (Field::Offset, OpVal::Imm(Imm::Int(v))) => f.smem_off_imm = Some((si, v)),
                (Field::Offset, OpVal::Reg(r)) => {
                    // The SGPR forms judge the register.
                    smem_soffset(cx, &r).map_err(|(k, m)| e(k, m.into()))?;
                    return Err(e(
                        DiagKind::Operand,
                        "expected an offset (this form takes no SGPR)".into(),
                    ));
                }
                (Field::Soffset, OpVal::Imm(Imm::Int(_))) => {
                    return Err(e(
                        DiagKind::Operand,
                        "expected an SGPR (this form takes no immediate)".into(),
                    ))
                }
                _ => return Err(e(DiagKind::Operand, "expected an SGPR or an offset".into())),
            }
            continue;
        }
        match kind {
            Kind::Vcc | Kind::Exec | Kind::M0 | Kind::Scc => {
                if seen_src && slot.kind == Kind::Vcc {
                    bus.read_implicit(reg_key(vcc, lanes), at, op.span.1 as usize);
                }
                let want = match slot.kind {
                    Kind::Vcc => (NamedReg::VccLo, lanes),
                    Kind::Exec => (NamedReg::ExecLo, 2),
                    Kind::M0 => (NamedReg::M0, 1),
                    _ => (NamedReg::Scc, 1),
                };
                match op.val {
                    OpVal::Reg(r) if (r.kind, r.count) == (RegKind::Named(want.0), want.1) => {}
                    _ => {
                        return Err(e(
                            DiagKind::Operand,
                            if slot.kind == Kind::Vcc && cx.regs.wave32 {
                                "expected vcc_lo".into()
                            } else {
                                format!("expected {}", slot.kind).into()
                            },
                        ))
                    }
                }
            }
            Kind::Off => match op.val {
                OpVal::Named {
                    name, colon: false, ..
                } if &cx.src[name.0 as usize..name.1 as usize] == "off" => match slot.field {
                    Field::Vaddr => f.vaddr_off = true,
                    Field::Saddr => f.saddr_off = true,
                    // A printed `off` with no field stands for the address
                    // the row does not use: saddr when it has a vaddr.
                    _ if row.slots().iter().any(|s| s.field == Field::Vaddr) => f.saddr_off = true,
                    _ => f.vaddr_off = true,
                },
                _ => return Err(e(DiagKind::Operand, "expected 'off'".into())),
            },
            Kind::V | Kind::A | Kind::AV => {
                // A GFX10+ image address as an NSA list: the first in
                // vaddr, the others a byte each in the dwords after the
                // word (their number in nsa).
                // Consecutive registers written as a list (`[v0, v1]`) are
                // an NSA list too, as llvm-mc 22 takes them.
                let listed = match op.val {
                    OpVal::Reg(r)
                        if r.kind == RegKind::V
                            && (2..=crate::operand::NSA_MAX as u32).contains(&r.count)
                            && row.enc.is_image()
                            && slot.field == Field::Vaddr
                            && (o.lay.lay.has(Fld::Nsa) || o.lay.lay.has(Fld::Vaddr1)) =>
                    {
                        let text = &cx.src[op.span.0 as usize..op.span.1 as usize];
                        (text.starts_with('[') && text.matches(',').count() + 1 == r.count as usize)
                            .then(|| {
                                let mut regs = [0u8; crate::operand::NSA_MAX];
                                for (k, d) in regs.iter_mut().enumerate() {
                                    *d = (r.idx as usize + k).min(255) as u8;
                                }
                                (regs, r.count as u8)
                            })
                    }
                    _ => None,
                };
                let nsa = match op.val {
                    OpVal::Nsa { regs, n } => Some((regs, n)),
                    _ => listed,
                };
                if let Some((regs, n)) = nsa {
                    // GFX12: the addresses are fields of the word (vaddr,
                    // vaddr1, ...), one register each.
                    if row.enc.is_image()
                        && slot.field == Field::Vaddr
                        && o.lay.lay.has(Fld::Vaddr1)
                    {
                        let n = n as usize;
                        let fields = amdgpu_isa::decode::IMAGE_ADDR_FIELDS;
                        let nf = fields.iter().take_while(|f| o.lay.lay.has(**f)).count();
                        // More registers than fields: the last entry is a
                        // tuple (`[v1, v4, v16, v[8:10]]`), the last field
                        // its first register (llvm-mc 22 refuses more
                        // entries than fields, even consecutive ones).
                        let text = &cx.src[op.span.0 as usize..op.span.1 as usize];
                        let entries = text.matches(',').count() + 1;
                        if entries > nf
                            || (n > nf
                                && (nf == 0
                                    || regs[nf - 1..n]
                                        .windows(2)
                                        .any(|p| p[1] as u32 != p[0] as u32 + 1)))
                        {
                            return Err(e(
                                DiagKind::Memory,
                                format!("an image address list holds at most {nf} entries").into(),
                            ));
                        }
                        for (k, &r) in regs.iter().enumerate().take(n.min(nf)) {
                            o.set(fields[k], r as u64);
                        }
                        f.vaddr_w = n as u32;
                        o.inst.ops[si] = IsaOp::Reg(amdgpu_isa::inst::Reg {
                            file: amdgpu_isa::inst::RegFile::V,
                            idx: regs[0] as u16,
                            count: n as u8,
                            half: amdgpu_isa::Half::Whole,
                        });
                        continue;
                    }
                    if row.enc != Enc::Mimg
                        || slot.field != Field::Vaddr
                        || !o.lay.lay.has(Fld::Nsa)
                    {
                        return Err(e(
                            DiagKind::Register,
                            "registers in a list must be of the same kind and consecutive".into(),
                        ));
                    }
                    let n = n as usize;
                    // More registers than address bytes: the last byte
                    // starts a tuple of the rest, which must follow it.
                    let held = (n - 1).min(o.lay.lay.nsa_max_bytes());
                    if held > 8 {
                        return Err(e(
                            DiagKind::Memory,
                            "an address list of more than 9 registers is not supported yet".into(),
                        ));
                    }
                    if n - 1 > held
                        && regs[held..n]
                            .windows(2)
                            .any(|p| p[1] as u32 != p[0] as u32 + 1)
                    {
                        return Err(e(
                            DiagKind::Memory,
                            format!(
                                "the address registers from the {}th on must be consecutive",
                                held + 1
                            )
                            .into(),
                        ));
                    }
                    o.set(Fld::Nsa, held.div_ceil(4) as u64);
                    for (k, &r) in regs.iter().enumerate().take(held + 1).skip(1) {
                        o.inst.mods |= (r as u128) << (64 + 8 * (k - 1));
                    }
                    f.vaddr_w = n as u32;
                    o.inst.ops[si] = IsaOp::Reg(amdgpu_isa::inst::Reg {
                        file: amdgpu_isa::inst::RegFile::V,
                        idx: regs[0] as u16,
                        count: n as u8,
                        half: amdgpu_isa::Half::Whole,
                    });
                    continue;
                }
                // vaddr/saddr of memory instructions may also be `off`.
                if let OpVal::Named {
                    name, colon: false, ..
                } = op.val
                {
                    if &cx.src[name.0 as usize..name.1 as usize] == "off"
                        && matches!(slot.field, Field::Vaddr | Field::Saddr)
                    {
                        if slot.field == Field::Vaddr {
                            f.vaddr_off = true;
                        } else {
                            f.saddr_off = true;
                        }
                        if row.enc.is_export() {
                            return Err(e(DiagKind::Operand, "unexpected 'off'".into()));
                        }
                        continue;
                    }
                }
                if row.enc.is_export() {
                    if let OpVal::Named {
                        name, colon: false, ..
                    } = op.val
                    {
                        if &cx.src[name.0 as usize..name.1 as usize] == "off" {
                            f.exp_off[f.exp_k] = true;
                            f.exp_k += 1;
                            continue;
                        }
                    }
                }
                let val = if is_a16(op) {
                    OpVal::Reg(Reg {
                        kind: RegKind::A,
                        idx: 16,
                        count: 1,
                        half: amdgpu_isa::Half::Whole,
                    })
                } else {
                    op.val
                };
                // lds_direct reads through the 9-bit src0 field.
                if let OpVal::Reg(r) = val {
                    if r.kind == RegKind::Named(NamedReg::LdsDirect) && cx.regs.no_lds_direct {
                        return Err(e(
                            DiagKind::Register,
                            "lds_direct is not supported on this GPU".into(),
                        ));
                    }
                    if r.kind == RegKind::Named(NamedReg::LdsDirect)
                        && slot.field == Field::Src0
                        && matches!(
                            row.enc,
                            Enc::Vop1 | Enc::Vop2 | Enc::Vopc | Enc::Vop3 | Enc::Vop3b
                        )
                    {
                        o.inst.ops[si] = IsaOp::Reg(isa_reg(&r));
                        continue;
                    }
                }
                let OpVal::Reg(mut r) = val else {
                    return Err(e(
                        DiagKind::Register,
                        match slot.kind {
                            Kind::A => "expected an accumulator register",
                            Kind::AV => "expected an accumulator or vector register",
                            _ => "expected a vector register",
                        }
                        .into(),
                    ));
                };
                // Memory data/address widths vary with modifiers: checked below.
                if row.enc.is_buffer() && slot.field == Field::Vdata {
                    let want = slot.width as u32 + m.has(Mod::Tfe) as u32;
                    if r.count != want {
                        return Err(e(
                            DiagKind::Memory,
                            format!(
                                "expected {want} data register(s){}",
                                if m.has(Mod::Tfe) {
                                    " (tfe adds one)"
                                } else {
                                    ""
                                }
                            )
                            .into(),
                        ));
                    }
                }
                let flexible = (row.enc.is_buffer()
                    && matches!(slot.field, Field::Vdata | Field::Vaddr))
                    || (row.enc.is_image() && matches!(slot.field, Field::Vdata | Field::Vaddr))
                    || matches!(
                        (row.enc, slot.field),
                        (Enc::Global | Enc::Scratch | Enc::Flat, Field::Vaddr)
                    )
                    || row.enc.is_export();
                if rule_half(
                    &mut r,
                    amdgpu_isa::table::tags::half(row.tags, si),
                    o.lay.lay.halves,
                )
                .map_err(|(k, m)| e(k, m.into()))?
                    && si < 8
                {
                    o.whole |= 1 << si;
                }
                let mut width = if flexible { 0 } else { slot.width };
                // (`fmt-width` rows: src0/src1 as wide as the format that
                // cbsz/blgp or matrix_a_fmt/matrix_b_fmt name)
                if row.tags & amdgpu_isa::table::tags::FMT_WIDTH != 0 {
                    let fr = cx.regs.fmt_regs;
                    if let Some((md, fr)) = fr.and_then(|f| Some((f.mod_of(slot.field)?, f))) {
                        let v = m.val(md);
                        width = fr
                            .regs
                            .get(v as usize)
                            .copied()
                            .filter(|&w| w != 0)
                            .unwrap_or(slot.width);
                        if r.count != width as u32 && matches!(r.kind, RegKind::V | RegKind::A) {
                            return Err(e(
                                DiagKind::Register,
                                format!("wrong register tuple size for {} value {v}", md.as_str())
                                    .into(),
                            ));
                        }
                    }
                }
                let idx = vgpr_ok(&r, width, slot.kind).map_err(|(k, m)| e(k, m.into()))?;
                if cx.regs.low128
                    && r.kind == RegKind::V
                    && r.count == 1
                    && idx >= 128
                    && low128_only(cx, row, slot)
                {
                    return Err(e(DiagKind::Register, LOW128.into()));
                }
                even_tuple(cx, &r).map_err(|(k, m)| e(k, m.into()))?;
                if r.kind == RegKind::A {
                    match slot.field {
                        Field::Src0 => f.agpr_src |= 1,
                        Field::Src1 => f.agpr_src |= 2,
                        _ => {}
                    }
                }
                if row.tags & amdgpu_isa::table::tags::MATRIX != 0
                    && slot.kind == Kind::AV
                    && matches!(slot.field, Field::Vdst | Field::Src2)
                {
                    let a = r.kind == RegKind::A;
                    match f.cd_file {
                        None => f.cd_file = Some(a),
                        Some(x) if x != a => {
                            return Err(e(
                                DiagKind::Register,
                                "invalid operand for instruction".into(),
                            ))
                        }
                        _ => {}
                    }
                }
                if slot.kind == Kind::AV
                    && matches!(
                        row.enc,
                        Enc::Ds
                            | Enc::Flat
                            | Enc::Global
                            | Enc::Scratch
                            | Enc::Mubuf
                            | Enc::Mtbuf
                            | Enc::Mimg
                            | Enc::Vbuffer
                            | Enc::Vimage
                            | Enc::Vsample
                    )
                    && matches!(
                        slot.field,
                        Field::Vdst | Field::Vdata | Field::Data0 | Field::Data1
                    )
                {
                    match f.data_file {
                        None => f.data_file = Some(r.kind),
                        Some(k) if k != r.kind => {
                            return Err(e(
                                DiagKind::Register,
                                "invalid operand for instruction".into(),
                            ))
                        }
                        _ => {}
                    }
                }
                if row.enc.is_export() {
                    if f.exp_k < 4 {
                        f.exp_regs[f.exp_k] = idx;
                    }
                    f.exp_k += 1;
                    continue;
                }
                // GFX12 image addresses of several registers are lists.
                if slot.field == Field::Vaddr && o.lay.lay.has(Fld::Vaddr1) && r.count > 1 {
                    return Err(e(
                        DiagKind::Memory,
                        "an image address of several registers is a list ([v0, v1, ...])".into(),
                    ));
                }
                match (row.enc, slot.field) {
                    (e, Field::Vdata) if e.is_image() || e.is_buffer() => f.vdata_w = r.count,
                    (_, Field::Vaddr) => f.vaddr_w = r.count,
                    _ => {}
                }
                // MIMG rows carry the largest address tuple the instruction
                // takes (found by the sweep).
                // ... and at least as many as the reference's disassembler
                // prints for it (data/isa/mimg_dis.txt): llvm-mc refuses
                // fewer (image_sample_d with one address register).
                // (GFX10+: the dimension decides, see `finish`.)
                let dims = o.lay.lay.has(Fld::Dim);
                if row.enc == Enc::Mimg && slot.field == Field::Vaddr && !dims {
                    let fewest = mimg_fewest_addresses(&cx.regs.enc, o.inst.row);
                    if r.count < fewest {
                        return Err(e(
                            DiagKind::Memory,
                            format!("{} takes at least {fewest} address registers", row.name())
                                .into(),
                        ));
                    }
                }
                if row.enc == Enc::Mimg
                    && slot.field == Field::Vaddr
                    && !dims
                    && slot.width != 0
                    && r.count > slot.width as u32
                {
                    return Err(e(
                        DiagKind::Memory,
                        format!(
                            "{} takes at most {} address registers",
                            row.name(),
                            slot.width
                        )
                        .into(),
                    ));
                }
                // A tied operand without a field of its own is implied.
                if slot.flags & flags::TIED == 0 || o.has_field(slot.field) {
                    o.inst.ops[si] = IsaOp::Reg(isa_reg(&r));
                }
            }
            Kind::S => {
                if slot.field == Field::Saddr && crate::operand::is_off(cx.src, op) {
                    if f.vaddr_off {
                        return Err(e(
                            DiagKind::Memory,
                            "vaddr and saddr cannot both be off".into(),
                        ));
                    }
                    f.saddr_off = true;
                    continue;
                }
                let OpVal::Reg(r) = op.val else {
                    return Err(e(DiagKind::Register, "expected a scalar register".into()));
                };
                let w = if slot.width == 0 {
                    1
                } else {
                    slot.width as u32
                };
                let srsrc = matches!(slot.field, Field::Srsrc);
                // Constant-like named registers (src_shared_base, scc, ...)
                // are taken for any width, as llvm-mc does.
                let const_like = matches!(r.kind, RegKind::Named(n) if cx.regs.enc.named.code(n).is_some_and(|c| c >= 235));
                // (GFX10's `null` is one name for both widths; not for a
                // FLAT saddr, whose null code means `off`.)
                let either = matches!(r.kind, RegKind::Named(n) if w == 2 && r.count == 1 && cx.regs.enc.named.takes_as_pair(n))
                    && slot.field != Field::Saddr;
                if r.count != w
                    && !const_like
                    && !either
                    && !(srsrc && row.enc.is_image() && (r.count == 4 || r.count == 8))
                {
                    return Err(e(
                        DiagKind::Register,
                        format!(
                            "expected a {}-bit scalar register{}",
                            w * 32,
                            if w > 1 { " tuple" } else { "" }
                        )
                        .into(),
                    ));
                }
                let code = cx.regs.scalar_code(&r).map_err(|(k, m)| e(k, m.into()))?;
                // A scalar register read as a VALU source uses the constant bus.
                if matches!(slot.field, Field::Src0 | Field::Src1 | Field::Src2) && code < 128 {
                    seen_src = true;
                    bus.read(reg_key(code, r.count), at, op.span.1 as usize);
                }
                // llvm-mc takes vccz/execz/scc and src_pops_exiting_wave_id
                // (32-bit registers of its SGPR class) as a 7-bit field too,
                // keeping the low 7 bits of their code.
                let wide_ok = matches!(slot.field, Field::Soffset)
                    || (251..=253).contains(&code)
                    || (code == 239 && w == 1)
                    || (is_vop3(row.enc) && slot.field == Field::Vdst);
                if code > 127 && !wide_ok {
                    return Err(e(DiagKind::Register, "expected a scalar register".into()));
                }
                if is_scalar_mem(row.enc)
                    && slot.field == Field::Sdata
                    && (124..=127).contains(&code)
                    && r.kind != RegKind::Named(NamedReg::Null)
                {
                    return Err(e(
                        DiagKind::Memory,
                        "m0 and exec cannot be SMEM data registers".into(),
                    ));
                }
                match (row.enc, slot.field) {
                    (e, Field::Srsrc) if e.is_image() || e.is_buffer() => f.srsrc_w = r.count,
                    // exec_lo is a valid scratch base (llvm-mc 22).
                    (Enc::Scratch, Field::Saddr) if code == 126 && r.count == 1 => {}
                    (Enc::Global | Enc::Scratch | Enc::Flat, Field::Saddr)
                        if code == 126 || code == 127 =>
                    {
                        return Err(e(
                            DiagKind::Memory,
                            "exec cannot be a memory address base".into(),
                        ));
                    }
                    (Enc::VopcSdwa, Field::Sdst) => {
                        // VCC is the default destination (sd=0, no field).
                        if r.kind == RegKind::Named(NamedReg::VccLo) && r.count == lanes {
                            o.inst.ops[si] = IsaOp::Reg(isa_reg(&r));
                            continue;
                        }
                        o.flag(Fld::Sd, true);
                    }
                    _ => {}
                }
                if !o.has_field(slot.field) {
                    return Err(no_field(at, slot.field));
                }
                o.inst.ops[si] = IsaOp::Reg(isa_reg(&r));
            }
            Kind::SSrc | Kind::Src => {
                // Positions.
                let sdwa_or_dpp = is_sdwa(row.enc) || is_dpp(row.enc);
                let (code, val) = src_code(op, slot, si, row, cx, &mut o, sdwa_or_dpp)?;
                seen_src = true;
                if matches!(op.val, OpVal::Reg(r) if matches!(r.kind, RegKind::S | RegKind::Named(_)))
                    && code < 128
                {
                    f.sgpr_src |= match slot.field {
                        Field::Src0 => 1,
                        Field::Src1 | Field::Vsrc1 => 2,
                        Field::Src2 => 4,
                        _ => 0,
                    };
                }
                if cx.regs.low128
                    && (256 + 128..512).contains(&code)
                    && matches!(op.val, OpVal::Reg(r) if r.count == 1)
                    && low128_only(cx, row, slot)
                {
                    return Err(e(DiagKind::Register, LOW128.into()));
                }
                // SGPRs, literals and the src_* registers (src_shared_base,
                // src_vccz, src_scc, ...) are read over the constant bus;
                // `null` (GFX10+) reads no register and is not.
                let null =
                    matches!(op.val, OpVal::Reg(r) if r.kind == RegKind::Named(NamedReg::Null));
                if (code < 128 && !null)
                    || code == 255
                    || (235..=239).contains(&code)
                    || (251..=253).contains(&code)
                {
                    let key = match op.val {
                        _ if code == 255 => (1u64 << 32) | o.inst.lit.value().unwrap_or(0),
                        OpVal::Reg(r) => reg_key(code, r.count),
                        _ => reg_key(code, 1),
                    };
                    bus.read(key, at, op.span.1 as usize);
                }
                if sdwa_or_dpp {
                    // The sources are 8-bit VGPR fields; an SDWA source may
                    // also be a scalar code, flagged by s0/s1.
                    let sgpr_bit = match slot.field {
                        Field::Src0 => 1,
                        Field::Vsrc1 => 2,
                        _ => return Err(no_field(at, slot.field)),
                    };
                    if code < 256 {
                        if is_dpp(row.enc) {
                            return Err(e(
                                DiagKind::Register,
                                "DPP operands must be vector registers".into(),
                            ));
                        }
                        f.sdwa_sgpr |= sgpr_bit;
                    }
                    if !o.has_field(slot.field) {
                        return Err(no_field(at, slot.field));
                    }
                    o.inst.ops[si] = val;
                    continue;
                }
                if slot.flags & flags::TIED != 0 {
                    continue;
                }
                let Some(coding) = o.coding(slot.field) else {
                    return Err(no_field(at, slot.field));
                };
                // Only `src` fields take both kinds; an 8-bit `vgpr` field
                // (VOP2 vsrc1) takes VGPRs (a scalar-source slot there,
                // GFX6/7 readlane's lane select, scalars), an `ssrc` field
                // scalars.
                if code >= 256 && slot.field != Field::Vsrc1 && coding != Coding::Src {
                    return Err(e(DiagKind::Operand, "expected a scalar operand".into()));
                }
                if slot.field == Field::Vsrc1 && code < 256 && slot.kind != Kind::SSrc {
                    return Err(e(
                        DiagKind::Register,
                        format!(
                        "{} takes a vector register here; use the _e64 form for a scalar operand",
                        row.name()
                    )
                        .into(),
                    ));
                }
                o.inst.ops[si] = val;
            }
            Kind::Imm | Kind::Label | Kind::Hwreg | Kind::Sendmsg | Kind::GprIdx => {
                let v = match (slot.kind, op.val) {
                    (Kind::Hwreg, OpVal::Func { name, toks })
                        if &cx.src[name.0 as usize..name.1 as usize] == "hwreg" =>
                    {
                        hwreg(cx, toks, at)?
                    }
                    (Kind::Sendmsg, OpVal::Func { name, toks })
                        if &cx.src[name.0 as usize..name.1 as usize] == "sendmsg" =>
                    {
                        sendmsg(cx, toks, at)?
                    }
                    (_, OpVal::Imm(Imm::Int(v))) => v,
                    (Kind::GprIdx, OpVal::Func { name, toks })
                        if &cx.src[name.0 as usize..name.1 as usize] == "gpr_idx" =>
                    {
                        gpr_idx(cx, toks, at)?
                    }
                    (Kind::GprIdx, OpVal::Imm(Imm::Float(_))) => {
                        return Err(e(
                            DiagKind::ValueRange,
                            "invalid immediate: only 4-bit values are legal".into(),
                        ))
                    }
                    (Kind::Label | Kind::Imm | Kind::GprIdx, OpVal::Imm(Imm::Deferred(d))) => {
                        let ex = &cx.ops.exprs[d as usize];
                        if slot.kind == Kind::Label
                            && !(ex.nodes.len() == 1
                                && matches!(
                                    ex.nodes[0],
                                    crate::expr::Node::Sym(_) | crate::expr::Node::Dot
                                ))
                        {
                            return Err(e(
                                DiagKind::Operand,
                                "a branch target must be a label".into(),
                            ));
                        }
                        if slot.kind != Kind::Label {
                            return Err(e(
                                DiagKind::Operand,
                                "expected an absolute expression".into(),
                            ));
                        }
                        o.fix = Some((d, FixKind::Branch16));
                        o.inst.ops[si] = IsaOp::Sym(SymRef(d));
                        continue;
                    }
                    (
                        _,
                        OpVal::Named {
                            name, colon: false, ..
                        },
                    ) if slot.kind == Kind::Label => {
                        return Err(Fail::new(
                            DiagKind::Operand,
                            name.0 as usize,
                            "expected a label or an offset",
                        ))
                    }
                    _ => {
                        return Err(e(
                            DiagKind::Operand,
                            format!(
                                "expected {}",
                                match slot.kind {
                                    Kind::Hwreg => "hwreg(...) or an integer",
                                    Kind::Sendmsg => "sendmsg(...) or an integer",
                                    Kind::Label => "a branch target",
                                    Kind::GprIdx => "gpr_idx(...) or a 4-bit integer",
                                    _ => "an integer",
                                }
                            )
                            .into(),
                        ))
                    }
                };
                // The gpr_idx mode is 4 bits wide (llvm-mc's words).
                if slot.kind == Kind::GprIdx && !(0..=15).contains(&v) {
                    return Err(e(
                        DiagKind::ValueRange,
                        "invalid immediate: only 4-bit values are legal".into(),
                    ));
                }
                // SOPP immediates keep their low 16 bits whatever the value,
                // as llvm-mc 22 does (s_nop 0x12345 is s_nop 0x2345).
                let sopp_imm = row.enc == Enc::Sopp && slot.kind == Kind::Imm;
                if !sopp_imm && !(-32768..=65535).contains(&v) {
                    return Err(e(
                        DiagKind::ValueRange,
                        format!("value {v} does not fit in 16 bits").into(),
                    ));
                }
                // (The field keeps the low bits.)
                if !o.has_field(slot.field) {
                    return Err(no_field(at, slot.field));
                }
                o.inst.ops[si] = IsaOp::Imm(v as i32);
            }
            // A 64-bit K (GFX12.5's v_fmaak_f64): its 64 bits (a float's
            // f64 bits), in two dwords after the word.
            Kind::Lit if slot.ty == amdgpu_isa::table::OpType::F64 => {
                // (An integer of 32 bits is the high dword, as llvm-mc 22
                // reads it for a 64-bit float.)
                let v = match op.val {
                    OpVal::Imm(Imm::Int(i)) if (-(1i64 << 31)..1i64 << 32).contains(&i) => {
                        ((i as u32) as u64) << 32
                    }
                    OpVal::Imm(Imm::Int(i)) => i as u64,
                    OpVal::Imm(Imm::Float(f)) => f.to_bits(),
                    OpVal::Imm(Imm::Deferred(_)) => {
                        return Err(e(
                            DiagKind::Literal,
                            "the constant K must be a number, not a symbol".into(),
                        ))
                    }
                    _ => return Err(e(DiagKind::Literal, "expected a literal constant".into())),
                };
                rule_one_literal(&mut o, Lit::Value64(v)).map_err(|m| e(DiagKind::Literal, m))?;
                o.inst.ops[si] = IsaOp::Lit;
                bus.read(v ^ (3u64 << 62), at, op.span.1 as usize);
            }
            Kind::Lit => {
                let lit = match op.val {
                    OpVal::Imm(imm @ (Imm::Int(_) | Imm::Float(_))) => Lit::Value(
                        values::force_literal(imm, slot.ty, 1)
                            .map_err(|m| e(DiagKind::ValueRange, m.into()))?,
                    ),
                    // The K constant is a number (llvm-mc 22 refuses a
                    // symbol there).
                    OpVal::Imm(Imm::Deferred(_)) => {
                        return Err(e(
                            DiagKind::Literal,
                            "the constant K must be a number, not a symbol".into(),
                        ))
                    }
                    _ => return Err(e(DiagKind::Literal, "expected a literal constant".into())),
                };
                let Lit::Value(v) = lit else {
                    return Err(e(DiagKind::Internal, "internal: K literal".into()));
                };
                // A literal in a field of its own is an unsigned offset
                // (GFX7 SMRD's), not a signed constant.
                if slot.field != Field::Lit && matches!(op.val, OpVal::Imm(Imm::Int(i)) if i < 0) {
                    return Err(e(
                        DiagKind::ValueRange,
                        "expected an unsigned 32-bit offset".into(),
                    ));
                }
                rule_one_literal(&mut o, lit).map_err(|m| e(DiagKind::Literal, m))?;
                o.inst.ops[si] = IsaOp::Lit;
                let key = (1u64 << 32) | v as u64;
                bus.read(key, at, op.span.1 as usize);
            }
            Kind::Attr => {
                let OpVal::Named {
                    name, colon: false, ..
                } = op.val
                else {
                    return Err(e(DiagKind::Operand, "expected attrN.c".into()));
                };
                let t = &cx.src[name.0 as usize..name.1 as usize];
                let Some((n, c)) = t.strip_prefix("attr").and_then(|r| r.split_once('.')) else {
                    return Err(e(DiagKind::Operand, "expected attrN.c".into()));
                };
                let n: u32 = n
                    .parse()
                    .map_err(|_| e(DiagKind::Operand, "expected attrN.c".into()))?;
                if n > 32 {
                    return Err(e(
                        DiagKind::ValueRange,
                        format!("attribute number {n} is out of range (0..32)").into(),
                    ));
                }
                let ch = "xyzw".find(c).unwrap_or(0) as u32;
                // VINTRP has a channel field; VOP3 interpolation takes the
                // attribute in a source field, next to the `high` bit.
                if !o.has_field(slot.field) {
                    return Err(no_field(at, slot.field));
                }
                o.inst.ops[si] = IsaOp::Imm((n << 2 | ch) as i32);
            }
            Kind::Param => {
                let OpVal::Named {
                    name, colon: false, ..
                } = op.val
                else {
                    return Err(e(DiagKind::Operand, "expected p10, p20 or p0".into()));
                };
                let v = match &cx.src[name.0 as usize..name.1 as usize] {
                    "p10" => 0,
                    "p20" => 1,
                    "p0" => 2,
                    _ => return Err(e(DiagKind::Operand, "expected p10, p20 or p0".into())),
                };
                if !o.has_field(slot.field) {
                    return Err(no_field(at, slot.field));
                }
                o.inst.ops[si] = IsaOp::Imm(v);
            }
            Kind::ExpTgt => {
                let t = match op.val {
                    OpVal::Named {
                        name, colon: false, ..
                    } => &cx.src[name.0 as usize..name.1 as usize],
                    OpVal::Reg(r) if r.kind == RegKind::Named(NamedReg::Null) => "null",
                    _ => return Err(e(DiagKind::Operand, "expected an export target".into())),
                };
                let v = amdgpu_isa::names::exp_target_id(t, cx.regs.family).ok_or_else(|| {
                    if amdgpu_isa::names::exp_target_known(t) {
                        e(
                            DiagKind::Operand,
                            "exp target is not supported on this GPU".into(),
                        )
                    } else {
                        e(
                            DiagKind::Operand,
                            format!("invalid export target '{t}'").into(),
                        )
                    }
                })?;
                o.inst.ops[si] = IsaOp::Imm(v as i32);
            }
            // (Waitcnt slots are read before this match.) Kinds of the
            // generations to come: no rows of the encoded tables use them
            // yet.
            Kind::Waitcnt | Kind::LaneMask | Kind::V16 => {
                return Err(Fail::new(
                    DiagKind::Internal,
                    at,
                    format!("internal: {} operands are not encoded yet", slot.kind),
                ))
            }
        }
    }
    rule_constant_bus(row, cx.regs.gen, &bus)?;
    if pi < cx.pos.len() {
        let op = &cx.ops.ops[cx.pos[pi]];
        // (The hint is worked out for the error reported: `with_hint`.)
        return Err(Fail::new(
            DiagKind::OperandCount,
            op.span.0 as usize,
            format!("invalid operand for {}: {TOO_MANY}", row.name()),
        ));
    }
    // Modifiers the instruction cannot do without (lds forms, returning
    // atomics, GWS on gds).
    if row.req != 0 && row.required_mods().any(|md| !m.has(md)) {
        let missing: Vec<&str> = row
            .required_mods()
            .filter(|md| !m.has(*md))
            .map(|md| md.as_str())
            .collect();
        return Err(Fail::new(
            DiagKind::Modifier,
            cx.end,
            format!("{} needs {}", row.name(), missing.join(" and ")),
        ));
    }
    finish(row, cx, m, &mut o, &f)?;
    write_mods(row, m, &mut o);
    if row.enc.is_image() {
        o.vaddr_regs = f.vaddr_w.min(255) as u8;
    }
    Ok(o)
}

/// The end of the error for an operand past the instruction's last.
pub const TOO_MANY: &str = "too many operands";

/// The message of the error reported for a statement: a surplus operand
/// that is a plain name may be a misspelt modifier, so say which it
/// resembles.
/// Whether `row` takes modifier `md`. (MFMA modifiers: llvm-mc prints
/// them only when set, so the sweep cannot see them; every v_mfma takes
/// them.)
fn takes_modifier(row: &InstDef, md: Mod) -> bool {
    row.mods().contains(&md)
        || (matches!(md, Mod::Cbsz | Mod::Abid | Mod::Blgp)
            && row.tags & amdgpu_isa::table::tags::MATRIX != 0
            // (a `fmt-width` row takes no abid)
            && !(md == Mod::Abid && row.tags & amdgpu_isa::table::tags::FMT_WIDTH != 0))
}

/// Whether `row` takes every modifier named among the operands `modidx`
/// (what [`encode`] asks of each: a row that does not take one fails).
pub(crate) fn takes_modifiers(row: &InstDef, ops: &Operands, modidx: &[usize]) -> bool {
    modidx.iter().all(|&i| match ops.ops.get(i) {
        Some(Operand {
            val: OpVal::Named { .. },
            kw: Some(md),
            ..
        }) => takes_modifier(row, *md),
        _ => true,
    })
}

pub fn with_hint(src: &str, ops: &Operands, mut f: Fail) -> Fail {
    if f.kind != DiagKind::OperandCount || !f.msg.ends_with(TOO_MANY) {
        return f;
    }
    let Some(op) = ops.ops.iter().find(|o| o.span.0 as usize == f.at) else {
        return f;
    };
    // A register is no misspelt modifier (`v3` is not `vm`).
    if matches!(op.val, OpVal::Reg(_)) {
        return f;
    }
    let text = src
        .get(op.span.0 as usize..op.span.1 as usize)
        .unwrap_or("");
    if text.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'_') {
        let hint = crate::suggest::hint(text, crate::suggest::MODIFIERS.iter().copied());
        f.msg.to_mut().push_str(&hint);
    }
    f
}

/// The SGPR offset of an SMEM instruction: one 32-bit scalar register.
fn smem_soffset(cx: &Ctx, r: &Reg) -> Result<u32, (DiagKind, String)> {
    if r.count != 1 {
        return Err((
            DiagKind::Register,
            "the SMEM offset register must be a 32-bit scalar register".into(),
        ));
    }
    let c = cx.regs.scalar_code(r)?;
    if c > 127 {
        return Err((
            DiagKind::Register,
            "expected a scalar register or an offset".into(),
        ));
    }
    Ok(c)
}

#[derive(Default)]
struct Fin {
    neg: u8,
    abs: u8,
    sext: u8,
    sdwa_sgpr: u8,
    vaddr_off: bool,
    saddr_off: bool,
    exp_regs: [u32; 4],
    exp_off: [bool; 4],
    exp_k: usize,
    vdata_w: u32,
    vaddr_w: u32,
    srsrc_w: u32,
    smem_off_reg: Option<u32>,
    /// The immediate offset operand and its slot.
    smem_off_imm: Option<(usize, i64)>,
    /// Bit k: source k is an AGPR (MFMA).
    agpr_src: u8,
    /// Bit k: source k is an SGPR (not a trap temporary).
    sgpr_src: u8,
    /// Whether an MFMA's vdst and src2 registers are AGPRs (its acc_cd
    /// bit), set by the first: where either may be (gfx90a+), both must
    /// share it.
    cd_file: Option<bool>,
    /// The register file of a memory instruction's data operands (vdst,
    /// vdata, data0, data1), set by the first: all must share it (CDNA:
    /// AGPRs with the acc bit).
    data_file: Option<RegKind>,
}

/// A source operand: its 9-bit code (for the constant-bus and form rules)
/// and the instruction operand; literals go to `o.inst.lit`.
fn src_code(
    op: &Operand,
    slot: &Slot,
    si: usize,
    row: &InstDef,
    cx: &Ctx,
    o: &mut Out,
    ext: bool,
) -> Result<(u32, IsaOp), EErr> {
    let at = op.span.0 as usize;
    let e = |k: DiagKind, m: Cow<'static, str>| Fail::new(k, at, m).to(op.span.1 as usize);
    if op.double_minus && slot.kind != Kind::SSrc {
        return Err(e(
            DiagKind::Modifier,
            "invalid syntax, expected 'neg' modifier".into(),
        ));
    }
    // v_madmk/v_madak: a literal source must be the K literal itself; the
    // one-literal rule below checks that they are equal.
    let has_k = row.slots().iter().any(|s| s.kind == Kind::Lit);
    let no_lit = (slot.flags & flags::NO_LIT != 0 && !has_k)
        || (is_vop3(row.enc) && !cx.regs.vop3_literal)
        || ext;
    let width = if slot.width == 0 { 1 } else { slot.width };
    // 64-bit literals (GFX12.5): a number in a 64-bit operand of a 32-bit
    // word.
    let lit64 = cx.regs.lit64
        && o.lay.lay.bits == 32
        && width == 2
        && values::bits(slot.ty, width) == 64
        && !no_lit;
    let enc = match op.val {
        OpVal::Imm(imm @ (Imm::Int(_) | Imm::Float(_))) if lit64 => {
            values::lit64_src(imm, slot.ty, op.lit)
                .map_err(|m| e(DiagKind::ValueRange, m.into()))?
        }
        OpVal::Reg(mut r) => {
            if rule_half(
                &mut r,
                amdgpu_isa::table::tags::half(row.tags, si),
                o.lay.lay.halves,
            )
            .map_err(|(k, m)| e(k, m.into()))?
                && si < 8
            {
                o.whole |= 1 << si;
            }
            if matches!(r.kind, RegKind::V | RegKind::A) {
                if slot.kind == Kind::SSrc {
                    return Err(e(
                        DiagKind::Register,
                        "expected a scalar operand, not a vector register".into(),
                    ));
                }
                if r.kind == RegKind::A {
                    return Err(e(
                        DiagKind::Register,
                        "accumulator registers are not allowed here".into(),
                    ));
                }
                vgpr_ok(&r, width, Kind::V).map_err(|(k, m)| e(k, m.into()))?;
                even_tuple(cx, &r).map_err(|(k, m)| e(k, m.into()))?;
                return Ok((256 + r.idx, IsaOp::Reg(isa_reg(&r))));
            }
            // A dual-issue component's src0 takes lds_direct where the
            // family says so (`vopd-lds-direct`), though nothing else of
            // the family does: its code is the one the disassembler reads.
            let vopd_lds = row.enc == Enc::Vopd
                && r.kind == RegKind::Named(NamedReg::LdsDirect)
                && slot.field == Field::Src0
                && cx.regs.vopd_lds_direct;
            let code = match vopd_lds {
                true => cx.regs.enc.named.code(NamedReg::LdsDirect),
                false => None,
            };
            let code = match code {
                Some(c) => c,
                None => cx.regs.scalar_code(&r).map_err(|(k, m)| e(k, m.into()))?,
            };
            let const_like = code >= 235;
            // (GFX10's `null` is one name for both widths.)
            let either = matches!(r.kind, RegKind::Named(n) if width == 2 && r.count == 1 && cx.regs.enc.named.takes_as_pair(n));
            if r.count != width as u32 && !const_like && !either {
                return Err(e(
                    DiagKind::Register,
                    format!("expected a {}-bit operand", width as u32 * 32).into(),
                ));
            }
            if slot.flags & flags::NO_CONST != 0 && const_like {
                return Err(e(
                    DiagKind::Operand,
                    "constants are not allowed here".into(),
                ));
            }
            if code == 254 && cx.regs.no_lds_direct && !vopd_lds {
                return Err(e(
                    DiagKind::Register,
                    "lds_direct is not supported on this GPU".into(),
                ));
            }
            if code == 254 && (ext || slot.kind == Kind::SSrc || slot.field != Field::Src0) {
                return Err(e(
                    DiagKind::Operand,
                    "lds_direct is not allowed here".into(),
                ));
            }
            return Ok((code, IsaOp::Reg(isa_reg(&r))));
        }
        OpVal::Imm(imm @ (Imm::Int(_) | Imm::Float(_))) if op.lit => SrcEnc::Lit(
            values::force_literal(imm, slot.ty, width)
                .map_err(|m| e(DiagKind::ValueRange, m.into()))?,
        ),
        OpVal::Imm(Imm::Int(v)) => {
            values::int_src(v, slot.ty, width).map_err(|m| e(DiagKind::ValueRange, m.into()))?
        }
        OpVal::Imm(Imm::Float(f)) => {
            if values::is_int16(slot.ty) && no_lit {
                return Err(e(DiagKind::Literal, "a floating-point value for a 16-bit integer operand needs a literal, which this encoding does not allow".into()));
            }
            values::float_src(f, slot.ty, width).map_err(|m| e(DiagKind::ValueRange, m.into()))?
        }
        OpVal::Imm(Imm::Deferred(d)) => {
            if no_lit {
                return Err(e(
                    DiagKind::Literal,
                    "literal operands are not supported here".into(),
                ));
            }
            // Where 64-bit literals exist, a 64-bit operand holds a
            // symbol's value in one (`sym@rel64`, as clang writes for
            // gfx1250).
            if lit64 {
                rule_one_literal(o, Lit::Symbol64(d)).map_err(|m| e(DiagKind::Literal, m))?;
                return Ok((254, IsaOp::Sym(SymRef(d))));
            }
            // Seed 001: a value known only after layout (a label, a
            // symbol) goes in a 32-bit literal, never a 16- or 64-bit one.
            if values::bits(slot.ty, width) != 32 {
                return Err(e(
                    DiagKind::Literal,
                    format!(
                        "a symbol or label needs a 32-bit operand; this one is {}-bit",
                        values::bits(slot.ty, width)
                    )
                    .into(),
                ));
            }
            rule_one_literal(o, Lit::Symbol(d)).map_err(|m| e(DiagKind::Literal, m))?;
            return Ok((255, IsaOp::Sym(SymRef(d))));
        }
        _ => return Err(e(DiagKind::Operand, "invalid operand".into())),
    };
    // Without the 1/(2*pi) inline constant its value is a literal of its
    // bits at the operand's width; a 64-bit operand cannot hold them.
    let enc = match enc {
        SrcEnc::Code(248) if cx.regs.no_inv2pi => match values::bits(slot.ty, width) {
            16 => SrcEnc::Lit(0x3118),
            32 => SrcEnc::Lit(0x3e22_f983),
            // A 64-bit float operand's literal is the value's high dword.
            _ if slot.ty == amdgpu_isa::table::OpType::F64 => SrcEnc::Lit(0x3fc4_5f30),
            _ => {
                return Err(e(
                    DiagKind::Literal,
                    "1/(2*pi) is no inline constant on this GPU and a 64-bit integer literal cannot hold it"
                        .into(),
                ))
            }
        },
        x => x,
    };
    if slot.flags & flags::NO_CONST != 0 {
        return Err(e(
            DiagKind::Operand,
            "constants are not allowed here".into(),
        ));
    }
    match enc {
        SrcEnc::Code(c) => Ok((c as u32, IsaOp::Const(c))),
        SrcEnc::Lit(v) => {
            if no_lit {
                return Err(e(
                    DiagKind::Literal,
                    "literal operands are not supported here".into(),
                ));
            }
            rule_one_literal(o, Lit::Value(v)).map_err(|m| e(DiagKind::Literal, m))?;
            Ok((255, IsaOp::Lit))
        }
        SrcEnc::Lit64(v) => {
            rule_one_literal(o, Lit::Value64(v)).map_err(|m| e(DiagKind::Literal, m))?;
            Ok((254, IsaOp::Lit))
        }
    }
}

/// A number operand with its neg/abs applied to the value, as llvm-mc
/// does where the form has no modifier bits: a float's sign; an integer's
/// bit `bits - 1`, in its low `bits` bits. None for anything else.
fn fold_fp_mods(op: &Operand, bits: u32) -> Option<Imm> {
    match op.val {
        OpVal::Imm(Imm::Float(f)) => {
            let f = if op.abs { f.abs() } else { f };
            Some(Imm::Float(if op.neg { -f } else { f }))
        }
        OpVal::Imm(Imm::Int(v)) if (1..64).contains(&bits) => {
            let sign = 1u64 << (bits - 1);
            let mut u = v as u64 & ((1u64 << bits) - 1);
            if op.abs {
                u &= !sign;
            }
            if op.neg {
                u ^= sign;
            }
            Some(Imm::Int(u as i64))
        }
        _ => None,
    }
}

/// Where a modifier was written (for error positions).
fn mod_at(cx: &Ctx, names: &[&str]) -> Option<usize> {
    mod_where(cx, |n| names.contains(&n))
}

/// Where the first modifier whose keyword satisfies `is` was written.
fn mod_where(cx: &Ctx, is: impl Fn(&str) -> bool) -> Option<usize> {
    cx.modidx
        .iter()
        .map(|&i| &cx.ops.ops[i])
        .find_map(|op| match op.val {
            OpVal::Named { name, .. } if is(&cx.src[name.0 as usize..name.1 as usize]) => {
                Some(op.span.0 as usize)
            }
            _ => None,
        })
}

/// Writes what `data/isa/modifiers.txt` says of the modifiers: each
/// written flag and value to its layout field, and the default of each
/// one the row takes but was not written (where not 0). After the
/// format's own fields (a value that shares their bits, like gfx950's
/// bitop3 and VOP3's neg/abs/omod, is the last word).
fn write_mods(row: &InstDef, m: &Mods, o: &mut Out) {
    let w = amdgpu_isa::modifiers::writes();
    let mut bits = m.present;
    while bits != 0 {
        let k = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        if let Some(fld) = w.field.get(k).copied().flatten() {
            let v = if w.flags >> k & 1 != 0 {
                1
            } else {
                m.val_at(k)
            };
            if v != 0 {
                o.set(fld, v as u64);
            }
        }
    }
    for &md in row.mods() {
        let k = md as usize & 127;
        if w.defaulted >> k & 1 != 0 && !m.has(md) {
            if let Some(fld) = w.field[k] {
                o.set(fld, w.default[k] as u64);
            }
        } else if !m.has(md) {
            // (A modifier in bits a `ones` field also holds, gfx1250's
            // matrix_b_reuse in op_sel_hi: not written, its bits are 0.)
            if let Some(fld) = w.field[k].filter(|&f| o.lay.overlaps_ones(f)) {
                o.set(fld, 0);
            }
        }
    }
    // (A `dst-sel-default` row: dst_sel's default, though it takes none.)
    if row.tags & amdgpu_isa::table::tags::DST_SEL_DEFAULT != 0 {
        let k = Mod::DstSel as usize & 127;
        if let Some(fld) = w.field[k] {
            o.set(fld, w.default[k] as u64);
        }
    }
}

const LOW128: &str = "only v0-v127 are valid for this operand";

/// Whether `slot` of `row` takes only v0-v127 (data/isa/reg_classes.txt
/// `h` lines: GFX12's 16-bit operands of the 32-bit and DPP forms), as
/// llvm-mc 22 refuses a higher one.
fn low128_only(cx: &Ctx, row: &InstDef, slot: &amdgpu_isa::table::Slot) -> bool {
    matches!(
        amdgpu_isa::names::flagged_class(
            cx.regs.family,
            row,
            slot.field,
            amdgpu_isa::names::ClassProbe::HighV,
        ),
        Some(Some(_))
    )
}

/// GFX12's cache policies (data/isa/cache_policy.txt): `th:` by what the
/// row does (load, store, atomic: its tags), the scopes it may go with,
/// and `scope:`; an atomic that returns its old value (a destination)
/// needs th's return bit.
fn cache_policy(row: &InstDef, cx: &Ctx, m: &Mods, o: &mut Out) -> Result<(), EErr> {
    use amdgpu_isa::names::{th_return_bit, ThKind};
    let kind = ThKind::of(row.tags);
    let scope = m.scope.unwrap_or(0);
    let th_at = || mod_at(cx, &["th"]).unwrap_or(cx.at);
    let th = match m.th {
        None => 0,
        Some(kinds) => {
            let what = match kind {
                ThKind::Load => "load",
                ThKind::Store => "store",
                ThKind::Atomic => "atomic",
            };
            let (v, scopes) = kinds[kind as usize].ok_or_else(|| {
                Fail::new(
                    DiagKind::Modifier,
                    th_at(),
                    format!("invalid th value for {what} instructions"),
                )
            })?;
            if scopes >> scope & 1 == 0 {
                return Err(Fail::new(
                    DiagKind::Modifier,
                    th_at(),
                    "scope and th combination is not valid",
                ));
            }
            v
        }
    };
    if kind == ThKind::Atomic && row.slots().iter().any(|s| s.field == Field::Vdst) {
        if let Some(bit) = th_return_bit(cx.regs.family) {
            if th & bit == 0 {
                return Err(Fail::new(
                    DiagKind::Modifier,
                    mod_at(cx, &["th"]).unwrap_or(cx.at),
                    "instruction must use th:TH_ATOMIC_RETURN",
                ));
            }
        }
    }
    // The value must fit the format's field (SMEM's is narrower).
    let fits = |f: Fld, v: u8| {
        cx.regs.enc.layout(row.enc).is_some_and(|l| {
            let w = 0u128;
            l.lay
                .width_of(w, f)
                .is_some_and(|b| (v as u32) < (1u32 << b))
        })
    };
    if !fits(Fld::Th, th) {
        return Err(Fail::new(
            DiagKind::Modifier,
            th_at(),
            "invalid th value for this instruction",
        ));
    }
    if !fits(Fld::Scope, scope) {
        return Err(Fail::new(
            DiagKind::Modifier,
            mod_at(cx, &["scope"]).unwrap_or(cx.at),
            "invalid scope value for this instruction",
        ));
    }
    o.set(Fld::Th, th as u64);
    o.set(Fld::Scope, scope as u64);
    Ok(())
}

fn finish(row: &InstDef, cx: &Ctx, m: &Mods, o: &mut Out, f: &Fin) -> Result<(), EErr> {
    let at = cx.at;
    // AGPR data of a memory instruction: its acc bit.
    if f.data_file == Some(RegKind::A) {
        o.set(Fld::Acc, 1);
    }
    // Offsets: point at the offset modifier, or at the last operand (the
    // SMEM immediate offset).
    // (Looked up only for a diagnostic.)
    let off_at = || {
        mod_at(cx, &["offset"])
            .or_else(|| cx.pos.last().map(|&i| cx.ops.ops[i].span.0 as usize))
            .unwrap_or(at)
    };
    // DPP controls, by the row's modifiers (VOP1/VOP2/VOPC DPP and, on
    // GFX11+, VOP3/VOP3P with DPP): a DPP16 control, or DPP8's lane
    // selects; a source's neg/abs bits where the format keeps them apart
    // from the VOP3 words.
    if row.mods().contains(&Mod::DppCtrl) {
        if !m.has(Mod::DppCtrl) {
            return Err(Fail::new(
                DiagKind::Modifier,
                cx.end,
                format!(
                    "{} needs a DPP control (quad_perm, row_shl, ...)",
                    row.name()
                ),
            ));
        }
        // A DP ALU instruction (64-bit operands, gfx90a on) takes
        // row_newbcast only.
        if cx.regs.dp_alu_dpp
            && amdgpu_isa::table::wide_vector_operand(row.slots())
            && !amdgpu_isa::names::is_newbcast(cx.regs.family, m.dpp_ctrl)
        {
            return Err(Fail::new(
                DiagKind::Modifier,
                // (at the DPP control: quad_perm or a control of
                // data/isa/dpp_ctrl.txt)
                mod_where(cx, |n| {
                    n == "quad_perm" || amdgpu_isa::names::dpp_ctrl_known(n)
                })
                .unwrap_or(at),
                "DP ALU dpp only supports row_newbcast",
            ));
        }
        o.set(Fld::DppCtrl, m.dpp_ctrl as u64);
        o.flag(
            Fld::BoundCtrl,
            m.bound_ctrl && !(m.bound_ctrl_zero && cx.regs.bound_ctrl_zero_clears),
        );
        o.flag(Fld::Fi, m.fi);
        o.flag(Fld::Src0Neg, f.neg & 1 != 0);
        o.flag(Fld::Src0Abs, f.abs & 1 != 0);
        o.flag(Fld::Src1Neg, f.neg & 2 != 0);
        o.flag(Fld::Src1Abs, f.abs & 2 != 0);
    } else if row.mods().contains(&Mod::Dpp8) {
        if !m.has(Mod::Dpp8) {
            return Err(Fail::new(
                DiagKind::Modifier,
                cx.end,
                format!("{} needs dpp8:[...] or a DPP control", row.name()),
            ));
        }
        o.set(Fld::Dpp8, m.dpp8 as u64);
        // The fi code in src0: 1 without, 2 with fetch-inactive.
        o.set(Fld::Fi, 1 + m.fi as u64);
    }
    if row.mods().contains(&Mod::Th) {
        cache_policy(row, cx, m, o)?;
    }
    if m.has(Mod::ScaleOffset) && !cx.regs.scale_offset {
        return Err(Fail::new(
            DiagKind::Modifier,
            mod_at(cx, &["scale_offset"]).unwrap_or(at),
            "scale_offset is not supported on this GPU",
        ));
    }
    match row.enc {
        // A VOPD3 half: negation per source (no abs).
        Enc::Vopd3 => {
            if f.abs != 0 {
                // (At the first source written with abs.)
                let at = cx
                    .pos
                    .iter()
                    .map(|&i| &cx.ops.ops[i])
                    .find(|o| o.abs)
                    .map_or(at, |o| o.span.0 as usize + 1);
                return Err(Fail::new(
                    DiagKind::Modifier,
                    at,
                    "ABS not allowed in VOPD3 instructions",
                ));
            }
            o.set(Fld::Neg, f.neg as u64);
        }
        Enc::Vop3 | Enc::Vop3b | Enc::Vop3Dpp | Enc::Vop3Dpp8 | Enc::Vinterp => {
            // VOP3B has a carry-out where VOP3 has abs and op_sel; VINTERP
            // has neg and op_sel only.
            o.set(Fld::Omod, m.omod as u64);
            o.set(Fld::Neg, f.neg as u64);
            o.set(Fld::Abs, f.abs as u64);
            // (gfx950 v_bitop3's truth table shares those bits: it is
            // written after them, with the other modifiers' values.)
            if m.has(Mod::OpSel) {
                // op_sel:[src0, src1, (src2,) dst]: value k < nsrc selects
                // source k (field bit k), value nsrc the destination (field
                // bit 3); as in llvm-mc 22, shorter lists leave the rest 0
                // and values past the destination are ignored.
                let nsrc = src_count(row)
                    + (row.tags & amdgpu_isa::table::tags::OP_SEL_SRC2 != 0) as usize;
                let srcs = (1u16 << nsrc) - 1;
                let dst = (m.op_sel >> nsrc) & 1;
                o.set(
                    Fld::OpSel,
                    ((m.op_sel as u16 & srcs) | (dst as u16) << 3) as u64,
                );
            }
            // byte_sel (data/isa/byte_sel.txt): its value in op_sel bits
            // of the row's, which op_sel does not set (llvm-mc 22 drops
            // a written op_sel value there, byte_sel:0 too).
            let ext = row.ext();
            if ext.byte_sel.is_some() {
                let keep =
                    o.lay.get(o.inst.mods, Fld::OpSel).unwrap_or(0) & !(ext.byte_sel_bits() as u64);
                let v = ext.byte_sel_to_op_sel(m.val(Mod::ByteSel)) as u64;
                o.set(Fld::OpSel, keep | v);
            }
        }
        Enc::Vop3p | Enc::Vop3pDpp | Enc::Vop3px2 => {
            // Per-source lists: values past the sources are ignored (llvm-mc 22).
            let nsrc = src_count(row).min(3);
            let srcs = ((1u16 << nsrc) - 1) as u8;
            if row.tags & amdgpu_isa::table::tags::MATRIX != 0 {
                // MFMA reuses the modifier bits: cbsz, abid, blgp, and the
                // AGPR flags of src0/src1 (acc).
                o.set(Fld::Acc, f.agpr_src as u64);
                o.set(Fld::AccCd, (f.cd_file == Some(true)) as u64);
                // A scaled MFMA's op_sel and op_sel_hi (the only matrix
                // rows that take them) are its scale sources' (as wide as
                // their fields: llvm-mc 22 ignores a third value), 0 where
                // not written.
                if row.mods().contains(&Mod::OpSelHi) {
                    o.set(Fld::OpSel, m.op_sel as u64);
                    o.set(Fld::OpSelHi, m.op_sel_hi.unwrap_or(0) as u64);
                }
            } else {
                // gfx940's dot2 ops: op_sel and op_sel_hi at their defaults
                // only (as llvm-mc 22 says it, at the op_sel modifier or
                // else at the instruction).
                if row.tags & amdgpu_isa::table::tags::OP_SEL_ZERO != 0
                    && ((m.has(Mod::OpSel) && m.op_sel != 0) || m.op_sel_hi.is_some())
                {
                    return Err(Fail::new(
                        DiagKind::Modifier,
                        mod_at(cx, &["op_sel"]).unwrap_or(at),
                        "invalid op_sel operand",
                    ));
                }
                let mad_mix = row.tags & amdgpu_isa::table::tags::MIX != 0;
                // op_sel_hi: written values for the sources (missing ones
                // 0), 1 for slots the instruction does not have; default all
                // 1 (0 for mad_mix).
                // (`op-sel-hi-zero` rows: 0, as the reference writes them)
                let zero_hi = row.tags & amdgpu_isa::table::tags::OP_SEL_HI_ZERO != 0;
                let hi = match m.op_sel_hi {
                    Some(bits) => (bits & srcs) | (7 & !srcs),
                    None if mad_mix || zero_hi => 0,
                    None => 7,
                };
                // (`packed-f32-sgpr-no-op-sel`, GFX12.5: a packed f32
                // source that is an SGPR pair takes neither bit, and the
                // default op_sel_hi of 1 is refused too.)
                if cx.regs.packed_f32_sgpr_no_op_sel {
                    let pk = (0..3).fold(0u8, |b, k| {
                        let t = row.slots().iter().find(|s| {
                            matches!(
                                (k, s.field),
                                (0, Field::Src0) | (1, Field::Src1) | (2, Field::Src2)
                            )
                        });
                        b | (t.is_some_and(|s| s.ty == amdgpu_isa::table::OpType::V2f32) as u8) << k
                    });
                    let bad = f.sgpr_src & pk;
                    if bad & m.op_sel != 0 {
                        return Err(Fail::new(
                            DiagKind::Modifier,
                            mod_at(cx, &["op_sel"]).unwrap_or(at),
                            "invalid op_sel operand",
                        ));
                    }
                    if bad & hi != 0 {
                        return Err(Fail::new(DiagKind::Modifier, at, "invalid op_sel operand"));
                    }
                }
                // (`neg-c-only` rows: neg of the accumulator alone.)
                if row.ext().neg_c_only {
                    for (bits, name) in [(m.neg_lo | f.neg, "neg_lo"), (m.neg_hi | f.abs, "neg_hi")]
                    {
                        if bits & 3 != 0 {
                            return Err(Fail::new(
                                DiagKind::Modifier,
                                mod_at(cx, &[name]).unwrap_or(at),
                                format!("invalid {name} operand"),
                            ));
                        }
                    }
                }
                o.set(Fld::OpSel, (m.op_sel & srcs) as u64);
                o.set(Fld::OpSelHi, hi as u64);
                o.set(Fld::NegLo, ((m.neg_lo & srcs) | f.neg) as u64);
                o.set(Fld::NegHi, ((m.neg_hi & srcs) | f.abs) as u64);
            }
        }
        Enc::Vop1Sdwa | Enc::Vop2Sdwa | Enc::VopcSdwa => {
            // VOPC has no dst_sel/dst_unused/clamp/omod, VOP1 no src1.
            o.set(Fld::Omod, m.omod as u64);
            o.flag(Fld::Src0Sext, f.sext & 1 != 0);
            o.flag(Fld::Src0Neg, f.neg & 1 != 0);
            o.flag(Fld::Src0Abs, f.abs & 1 != 0);
            o.flag(Fld::S0, f.sdwa_sgpr & 1 != 0);
            o.flag(Fld::Src1Sext, f.sext & 2 != 0);
            o.flag(Fld::Src1Neg, f.neg & 2 != 0);
            o.flag(Fld::Src1Abs, f.abs & 2 != 0);
            o.flag(Fld::S1, f.sdwa_sgpr & 2 != 0);
        }
        Enc::Smem => {
            // The immediate offset's width and signedness: the layout's
            // (GFX8: 20 bits unsigned, GFX9: 21 bits signed).
            let (mut bits, mut signed) = imm_offset_field(cx, Enc::Smem).unwrap_or((21, true));
            // (`offset-unsigned` rows of a signed field: its non-negative
            // half, GFX12's s_buffer_* 23 bits)
            if signed && row.tags & amdgpu_isa::table::tags::OFFSET_UNSIGNED != 0 {
                bits -= 1;
                signed = false;
            }
            let range = |v: i64| -> Result<u64, EErr> {
                let (lo, hi) = if signed {
                    (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1)
                } else {
                    (0, (1i64 << bits) - 1)
                };
                if !(lo..=hi).contains(&v) {
                    let kind = if signed { "signed" } else { "unsigned" };
                    return Err(Fail::new(
                        DiagKind::ValueRange,
                        off_at(),
                        format!("offset {v:#x} out of range: expected a {bits}-bit {kind} offset"),
                    ));
                }
                Ok(v as u64)
            };
            // imm=0: an SGPR offset; imm=1: an immediate offset, plus an
            // SGPR in the second soffset field with soe=1 (the layout's
            // `if` conditions pick the field, so set imm and soe first).
            match (f.smem_off_reg, f.smem_off_imm, m.has(Mod::Offset)) {
                // (The SGPR is the soffset operand.)
                (Some(_), None, false) => {}
                (Some(_), None, true) => {
                    o.flag(Fld::Soe, true);
                    o.flag(Fld::Imm, true);
                    o.set(Fld::Offset, range(m.offset)?);
                }
                (None, Some((si, v)), false) => {
                    o.flag(Fld::Imm, true);
                    o.inst.ops[si] = IsaOp::Imm(range(v)? as i32);
                }
                // A row with both an immediate and an SGPR offset operand
                // (GFX12's s_prefetch_*: `s[0:1], 0x10, s2, 3`).
                (Some(_), Some((si, v)), false)
                    if row.slots().iter().any(|s| s.field == Field::Soffset) =>
                {
                    o.flag(Fld::Soe, true);
                    o.flag(Fld::Imm, true);
                    o.inst.ops[si] = IsaOp::Imm(range(v)? as i32);
                }
                (None, None, _)
                    if !row
                        .slots()
                        .iter()
                        .any(|s| matches!(s.field, Field::Soffset | Field::Offset)) => {}
                (None, None, _) => {
                    o.flag(Fld::Imm, true);
                    o.set(Fld::Offset, range(m.offset)?);
                }
                _ => {
                    return Err(Fail::new(
                        DiagKind::Operand,
                        at,
                        "invalid SMEM offset operands",
                    ))
                }
            }
        }
        Enc::Smrd => {
            // imm=1: an unsigned dword offset of the layout's width; imm=0:
            // an SGPR, or (a `soffset=lit` row, GFX7) the literal code with
            // the offset in a literal dword.
            match (f.smem_off_reg, f.smem_off_imm) {
                (Some(_), None) => {}
                (None, Some((si, v))) => {
                    let bits = imm_offset_field(cx, Enc::Smrd).map_or(8, |(b, _)| b);
                    if !(0..1i64 << bits).contains(&v) {
                        return Err(Fail::new(
                            DiagKind::ValueRange,
                            off_at(),
                            format!("offset {v:#x} out of range 0..{:#x}", (1i64 << bits) - 1),
                        ));
                    }
                    o.flag(Fld::Imm, true);
                    o.inst.ops[si] = IsaOp::Imm(v as i32);
                }
                // s_load_dword s0, s[0:1]: the offset defaults to 0.
                (None, None)
                    if row
                        .slots()
                        .iter()
                        .any(|s| s.field == Field::Offset && s.kind != Kind::Lit) =>
                {
                    o.flag(Fld::Imm, true);
                }
                (None, None) => {}
                _ => {
                    return Err(Fail::new(
                        DiagKind::Operand,
                        at,
                        "invalid SMRD offset operands",
                    ))
                }
            }
        }
        Enc::Ds => {
            // offset overlaps offset0/offset1 (one-address and two-address
            // forms): write only what was given.
            if m.has(Mod::Offset) {
                if !(0..=0xffff).contains(&m.offset) {
                    return Err(Fail::new(
                        DiagKind::ValueRange,
                        off_at(),
                        format!("offset {} out of range 0..65535", m.offset),
                    ));
                }
                o.set(Fld::Offset, m.offset as u64);
            }
            for (v, fl, name) in [
                (m.offset0, Fld::Offset0, "offset0"),
                (m.offset1, Fld::Offset1, "offset1"),
            ] {
                if !(0..=255).contains(&v) {
                    return Err(Fail::new(
                        DiagKind::ValueRange,
                        mod_at(cx, &[name]).unwrap_or(at),
                        format!("{name} {v} out of range 0..255"),
                    ));
                }
                if v != 0 {
                    o.set(fl, v as u64);
                }
            }
        }
        Enc::Flat | Enc::Global | Enc::Scratch => {
            // sve (gfx940 SCRATCH): vaddr is read.
            let vaddr = row.slots().iter().any(|s| s.field == Field::Vaddr);
            o.flag(Fld::Sve, vaddr && !f.vaddr_off);
            if m.offset != 0 && cx.regs.no_flat_offset {
                return Err(Fail::new(
                    DiagKind::Modifier,
                    off_at(),
                    "flat offset modifier is not supported on this GPU",
                ));
            }
            // The layout's offset field is signed for GLOBAL and SCRATCH;
            // FLAT takes its non-negative half (GFX9: 13 bits, 0..4095 and
            // -4096..4095; GFX10: 12 bits, 0..2047 and -2048..2047) unless
            // the family says otherwise (GFX12: all of it).
            let bits = imm_offset_field(cx, row.enc).map_or(13, |(b, _)| b);
            let half = 1i64 << (bits - 1);
            let (lo, hi) = if row.enc == Enc::Flat && !cx.regs.flat_offset_signed {
                (0, half - 1)
            } else {
                (-half, half - 1)
            };
            if !(lo..=hi).contains(&m.offset) {
                return Err(Fail::new(
                    DiagKind::ValueRange,
                    off_at(),
                    format!("offset {} out of range {lo}..{hi}", m.offset),
                ));
            }
            o.set(Fld::Offset, m.offset as u64);
            // (FLAT rows with an saddr, GFX12.5's: a 32-bit VGPR offset
            // from the SGPR base, as GLOBAL's.)
            let flat_saddr =
                row.enc == Enc::Flat && row.slots().iter().any(|s| s.field == Field::Saddr);
            if row.enc == Enc::Flat && !flat_saddr {
                if f.vaddr_w != 0 && f.vaddr_w != 2 {
                    return Err(Fail::new(
                        DiagKind::Memory,
                        at,
                        "flat addresses are 64-bit vector register pairs",
                    ));
                }
            } else {
                // A FLAT address is never `off, off` nor `v[2:3], off`
                // (llvm-mc 22): without an SGPR base it is the row without
                // saddr.
                if flat_saddr && f.saddr_off {
                    return Err(Fail::new(
                        DiagKind::Memory,
                        at,
                        "a flat address with saddr 'off' is written without it",
                    ));
                }
                let has_saddr = row.slots().iter().any(|s| s.field == Field::Saddr);
                if f.saddr_off || !has_saddr {
                    o.set(Fld::Saddr, cx.regs.enc.off_code() as u64);
                }
                let want = if row.enc == Enc::Global || flat_saddr {
                    if f.saddr_off {
                        2
                    } else {
                        1
                    }
                } else {
                    1
                };
                if f.vaddr_off {
                    if row.enc == Enc::Global || flat_saddr || f.saddr_off {
                        return Err(Fail::new(
                            DiagKind::Memory,
                            at,
                            "vaddr may be 'off' only when saddr is an SGPR (scratch)",
                        ));
                    }
                } else if f.vaddr_w != 0 && f.vaddr_w != want {
                    return Err(Fail::new(
                        DiagKind::Memory,
                        at,
                        format!("expected a {}-bit address register", want * 32),
                    ));
                }
            }
        }
        Enc::Mubuf | Enc::Mtbuf | Enc::Vbuffer => {
            if row.enc == Enc::Mubuf {
            } else if o.lay.lay.has(Fld::Format) {
                // A unified format (GFX10+); 1 (BUF_FMT_8_UNORM) by default
                // (GFX12's VBUFFER: also for the untyped operations).
                o.set(Fld::Format, m.ufmt.unwrap_or(1) as u64);
            } else {
                o.set(Fld::Dfmt, m.dfmt.unwrap_or(1) as u64);
                o.set(Fld::Nfmt, m.nfmt.unwrap_or(0) as u64);
            }
            // Seed 003 gives offset:{0..4095} (the field's 12 bits): a value
            // outside it is an error (llvm-mc 22 takes up to 65535 and keeps
            // the low 12 bits).
            let max = o
                .lay
                .lay
                .width_of(o.inst.mods, Fld::Offset)
                .map_or(4095, |w| (1i64 << w) - 1);
            if !(0..=max).contains(&m.offset) {
                return Err(Fail::new(
                    DiagKind::ValueRange,
                    off_at(),
                    format!("offset {} out of range 0..{max}", m.offset),
                ));
            }
            o.set(Fld::Offset, m.offset as u64);
            // GFX6/7 `addr64`: a 64-bit address, with neither idxen nor offen.
            if m.has(Mod::Addr64) && (m.has(Mod::Idxen) || m.has(Mod::Offen)) {
                return Err(Fail::new(
                    DiagKind::Memory,
                    at,
                    "addr64 does not go with idxen or offen",
                ));
            }
            let want = if m.has(Mod::Addr64) {
                2
            } else {
                m.has(Mod::Idxen) as u32 + m.has(Mod::Offen) as u32
            };
            let has_vaddr = row
                .slots()
                .iter()
                .any(|s| s.field == Field::Vaddr || s.kind == Kind::Off);
            if has_vaddr && (f.vaddr_off != (want == 0) || (!f.vaddr_off && f.vaddr_w != want)) {
                return Err(Fail::new(
                    DiagKind::Memory,
                    at,
                    match want {
                        0 => "vaddr must be 'off' without idxen or offen".to_string(),
                        1 => "expected a 32-bit vaddr with idxen or offen".to_string(),
                        _ => "expected a 64-bit vaddr with idxen and offen".to_string(),
                    },
                ));
            }
        }
        Enc::Mimg | Enc::Vimage | Enc::Vsample => {
            // GFX10+: the dimension is required (data/isa/mimg_dim.txt).
            if o.lay.lay.has(Fld::Dim) {
                let Some(d) = m.dim else {
                    return Err(Fail::new(DiagKind::Modifier, at, "missing dim operand"));
                };
                o.set(Fld::Dim, d as u64);
                // The address registers: as many as the reference reads for
                // the dimension and a16 (data/isa/mimg_dim.txt).
                let a16 = m.has(Mod::A16) as usize;
                if let Some(a) = amdgpu_isa::names::mimg_addr_regs(cx.regs.family, row.name()) {
                    let want = a.get(d as usize + 8 * a16).copied().unwrap_or(0) as u32;
                    if want == 0 || f.vaddr_w != want {
                        return Err(Fail::new(
                            DiagKind::Memory,
                            at,
                            "image address size does not match dim and a16",
                        ));
                    }
                }
            }
            let gather = row.tags & amdgpu_isa::table::tags::GATHER4 != 0;
            if gather && m.val(Mod::Dmask).count_ones() != 1 {
                return Err(Fail::new(
                    DiagKind::Memory,
                    at,
                    "image_gather4 needs a dmask with exactly one bit set",
                ));
            }
            let comps = if gather {
                4
            } else {
                (m.val(Mod::Dmask) as u32).count_ones().max(1)
            };
            // The data registers: as the reference prints them for these
            // components, tfe and d16 (data/isa/mimg_dis.txt: d16 data is
            // packed two to a register, or one each on GFX8's unpacked
            // processors), else worked out.
            let printed = amdgpu_isa::decode::mimg_dis(cx.regs.family, row.name())
                .and_then(|e| {
                    let i = (comps as usize - 1)
                        + 4 * m.has(Mod::Tfe) as usize
                        + 8 * m.has(Mod::D16) as usize;
                    e.3.get(i).copied()
                })
                .filter(|&n| n != 0);
            let want = match printed {
                Some(n) => n as u32,
                None if m.has(Mod::D16) => comps.div_ceil(2) + m.has(Mod::Tfe) as u32,
                None => comps + m.has(Mod::Tfe) as u32,
            };
            if row.tags & amdgpu_isa::table::tags::ATOMIC != 0 {
                // Atomics, as llvm-mc 22 checks them: the data tuple is one
                // the instruction has (the row's width is the fewest,
                // cmpswap's two; the most: the 64-bit form's, twice that,
                // and tfe's dword), then it holds the dmask's dwords and
                // tfe's, then the dmask is 0x1, 0x3 or 0xf.
                let fewest = row
                    .slots()
                    .iter()
                    .find(|s| s.field == Field::Vdata)
                    .map_or(1, |s| u32::from(s.width).max(1));
                if f.vdata_w < fewest {
                    return Err(Fail::new(
                        DiagKind::Memory,
                        at,
                        format!("{} takes at least {fewest} data registers", row.name()),
                    ));
                }
                let most = 2 * fewest + 1;
                if f.vdata_w > most {
                    return Err(Fail::new(
                        DiagKind::Memory,
                        at,
                        format!("{} takes at most {most} data registers", row.name()),
                    ));
                }
                let dwords = (m.val(Mod::Dmask) as u32).count_ones().max(1);
                if f.vdata_w != dwords + m.has(Mod::Tfe) as u32 {
                    return Err(Fail::new(
                        DiagKind::Memory,
                        at,
                        format!(
                            "image data size does not match dmask and tfe: expected {} register(s)",
                            dwords + m.has(Mod::Tfe) as u32
                        ),
                    ));
                }
                if !matches!(m.val(Mod::Dmask), 0x1 | 0x3 | 0xf) {
                    return Err(Fail::new(
                        DiagKind::Memory,
                        at,
                        "image atomic dmask must select the data registers (0x1, 0x3 or 0xf)",
                    ));
                }
            } else if f.vdata_w != 0 && f.vdata_w != want {
                return Err(Fail::new(
                    DiagKind::Memory,
                    at,
                    format!(
                        "image data size does not match dmask and tfe: expected {want} register(s)"
                    ),
                ));
            }
            // r128 does not shrink the resource (seed 003: the assembler
            // does not support that).
            if f.srsrc_w != 0 && f.srsrc_w != 8 {
                return Err(Fail::new(DiagKind::Memory, at, "resource must be 8 SGPRs"));
            }
        }
        Enc::Exp | Enc::Vexport => {
            if f.exp_k != 4 {
                return Err(Fail::new(
                    DiagKind::OperandCount,
                    at,
                    "exp takes four sources (use off for unused ones)",
                ));
            }
            // The operands are the four source fields; `off` ones hold 0.
            const VSRC: [Field; 4] = [Field::Vsrc0, Field::Vsrc1, Field::Vsrc2, Field::Vsrc3];
            let mut put = |k: usize, reg: u32| {
                let slot = row.slots().iter().position(|s| s.field == VSRC[k]);
                if let Some(si) = slot {
                    o.inst.ops[si] = IsaOp::Reg(IsaReg {
                        file: RegFile::V,
                        idx: reg as u16,
                        count: 1,
                        half: amdgpu_isa::Half::Whole,
                    });
                }
            };
            let mut en = 0u64;
            if m.has(Mod::Compr) {
                // Compressed: the first and third sources carry two halves
                // each, in vsrc0 and vsrc1.
                if !f.exp_off[0] {
                    en |= 3;
                    put(0, f.exp_regs[0]);
                }
                if !f.exp_off[2] {
                    en |= 0xc;
                    put(1, f.exp_regs[2]);
                }
            } else {
                for k in 0..4 {
                    if !f.exp_off[k] {
                        en |= 1 << k;
                        put(k, f.exp_regs[k]);
                    }
                }
            }
            o.set(Fld::En, en);
        }
        Enc::Vintrp => {}
        _ => {}
    }
    Ok(())
}

/// How many sources (src0..src2) an instruction has.
fn src_count(row: &InstDef) -> usize {
    row.slots()
        .iter()
        .filter(|s| {
            matches!(
                s.field,
                Field::Src0 | Field::Src1 | Field::Vsrc1 | Field::Src2
            )
        })
        .count()
}

/// The fewest address registers image instruction `name` takes: the
/// number the reference's disassembler prints (1 when not recorded).
/// Worked out once per table family, for every image row.
fn mimg_fewest_addresses(enc: &Encoder, ri: u32) -> u32 {
    use amdgpu_isa::layout::FAMILIES;
    use std::sync::OnceLock;
    static CACHE: [OnceLock<Box<[u8]>>; FAMILIES.len()] =
        [const { OnceLock::new() }; FAMILIES.len()];
    let fewest =
        |r: &InstDef| amdgpu_isa::decode::mimg_dis(enc.family, r.name()).map_or(1, |e| e.2.max(1));
    let Some(k) = FAMILIES.iter().position(|f| *f == enc.family) else {
        return enc.table.get(ri as usize).map_or(1, |r| fewest(r) as u32);
    };
    let t = CACHE[k].get_or_init(|| {
        enc.table
            .iter()
            .map(|r| if r.enc == Enc::Mimg { fewest(r) } else { 1 })
            .collect()
    });
    t.get(ri as usize).map_or(1, |&v| v as u32)
}

/// Operand positions that are modifiers (not printed operands).
/// `a16` written alone: the image modifier or AGPR 16.
pub fn is_a16(op: &Operand) -> bool {
    matches!(op.val, OpVal::Named { colon: false, .. }) && op.kw == Some(Mod::A16)
}

/// `scc` written alone: gfx90a's cache policy modifier or the register.
pub fn is_scc(src: &str, op: &Operand) -> bool {
    matches!(op.val, OpVal::Reg(r) if r.kind == RegKind::Named(NamedReg::Scc) && r.count == 1)
        && !op.neg
        && !op.abs
        && src.get(op.span.0 as usize..op.span.1 as usize) == Some("scc")
}

pub fn is_modifier(op: &Operand) -> bool {
    match op.val {
        OpVal::Named { colon, .. } => colon || op.kw.is_some(),
        _ => false,
    }
}
