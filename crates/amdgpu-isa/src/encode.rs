//! Encoding: [`Inst`] -> bytes, the decoder run backwards over the same
//! layouts. The word starts from the layout's fixed bits and the row's
//! opcode, keeps the modifier bits of the fields the row uses, and writes
//! each operand into its field. Bits of fields the row does not use are
//! dropped, so `encode(decode(w))` is the canonical form of `w` (what
//! llvm-mc 22 shows as the encoding of a disassembled word).

use crate::decode::{operand_field, unused_masks};
use crate::info::TargetInfo;
use crate::inst::{Inst, Literal, NamedReg, Operand, RegFile};
use crate::layout::{Coding, Fld, Layout, FAMILIES};
use crate::table::{Enc, Field, InstDef, Kind, OpType};
use crate::target::{Generation, Target};
use std::sync::OnceLock;

/// An encoded instruction: up to 128 bits and a literal of up to 64 bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Word {
    bytes: [u8; 24],
    len: u8,
}

impl Word {
    /// A word of `len` bytes.
    pub(crate) fn from_parts(bytes: [u8; 24], len: u8) -> Word {
        Word { bytes, len }
    }

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

/// Encodes `inst` for `ti`. The instruction's `mods` may be a whole
/// decoded word: only the bits of fields its row uses are kept.
pub fn encode(inst: &Inst, ti: &TargetInfo) -> Result<Word, EncodeError> {
    if inst.dual.is_some() {
        return crate::vopd::encode(inst, ti);
    }
    let row = ti
        .table
        .get(inst.row as usize)
        .ok_or(EncodeError::UnknownRow)?;
    let l = ti.layout(row.enc).ok_or(EncodeError::UnknownRow)?;
    let kept = match ti.plan(inst.row, l) {
        Some(p) if !p.dynamic => p.kept,
        _ => unused_masks(l, row, Some(inst.mods)).0,
    };
    let mut exact = *inst;
    exact.mods = (exact.mods & kept)
        | crate::decode::ones_mask(l, row, Some(inst.mods))
        | crate::decode::fixed_mask(l, row);
    // A GFX10+ image address list (NSA): the nsa field and the address
    // bytes after the word are the operand's.
    if let Some(d) = l.def(inst.mods, Fld::Nsa) {
        exact.mods |= inst.mods & (crate::decode::pieces_mask(d.pieces) | !0u128 << 64);
    }
    // A GFX12 image address: its further registers are fields of the word
    // (the reference writes those it does not use as zero).
    // (GFX12.5's tensor operations: SGPR groups, operands of their own)
    if l.has(Fld::Vaddr1) {
        let n = row
            .slots()
            .iter()
            .zip(inst.ops.iter())
            .find(|(s, _)| s.field == Field::Vaddr && s.kind == Kind::V)
            .map_or(1, |(_, o)| match o {
                Operand::Reg(r) => r.count as usize,
                _ => 1,
            });
        for f in crate::decode::IMAGE_ADDR_FIELDS.iter().take(n).skip(1) {
            if let Some(d) = l.def(inst.mods, *f) {
                exact.mods |= inst.mods & crate::decode::pieces_mask(d.pieces);
            }
        }
    }
    held_literal(&mut exact, row);
    // Where 64-bit literals exist (GFX12.5), a dword in a 64-bit integer
    // operand that does not read the same sign-extended is printed as its
    // zero-extended value, which the reference writes as a 64-bit literal.
    if let (true, 32, Literal::B32(v)) = (ti.lit64, l.bits, exact.lit) {
        let wide_int = row.slots().iter().zip(exact.ops.iter()).any(|(s, o)| {
            *o == Operand::Lit
                && s.width == 2
                && s.ty != OpType::F64
                && matches!(s.kind, Kind::Src | Kind::SSrc)
        });
        if wide_int && v > 0x7fff_ffff {
            exact.lit = Literal::B64(v as u64);
        }
    }
    // A 64-bit literal read by no 64-bit operand: the reference keeps its
    // low dword, as a 32-bit literal.
    if let Literal::B64(v) = exact.lit {
        let wide = row
            .slots()
            .iter()
            .zip(exact.ops.iter())
            .any(|(s, o)| *o == Operand::Lit && (s.width == 2 || s.ty == OpType::F64));
        if !wide {
            exact.lit = Literal::B32(v as u32);
        }
    }
    let e = Encoder::for_family(ti.family, ti.gen)
        .ok_or(EncodeError::UnknownRow)?
        .wave(ti.wave32);
    let mut w = e.encode(&exact)?;
    // No literal follows a 64-bit encoding before GFX10: the decoder read
    // the dword after one for the text only (or a float constant of a
    // 16-bit integer operand became one), and the reference's encoding has
    // none.
    if !ti.literal_after(l.bits as u32) {
        w.len = w.len.min(l.bytes() as u8);
    }
    Ok(w)
}

/// The literal of a decoded instruction as the reference holds it, which
/// is what it writes again: a 16-bit float source's literal is its low half (the
/// dword's high half is dropped); a 64-bit float source's literal (the
/// value's high dword) that is an inline constant's value becomes that
/// constant. True when it changed something.
pub(crate) fn held_literal(inst: &mut Inst, row: &InstDef) -> bool {
    // (A 64-bit literal is held as it is.)
    let (Some(v), false) = (inst.lit.value(), matches!(inst.lit, Literal::B64(_))) else {
        return false;
    };
    let mut changed = false;
    for (i, s) in row.slots().iter().enumerate().take(inst.n_ops as usize) {
        if inst.ops[i] != Operand::Lit || s.kind == Kind::Lit {
            continue;
        }
        if matches!(s.ty, OpType::F16 | OpType::Bf16) {
            if v > 0xffff {
                inst.lit = Literal::B32(v as u32 & 0xffff);
                changed = true;
            }
        } else if s.ty == OpType::F64 {
            let code = match v as u32 {
                0 => Some(128),
                hi => crate::print::F64_HI_NAMES
                    .iter()
                    .position(|e| e.0 == hi)
                    .map(|k| 240 + k as u16),
            };
            if let Some(c) = code {
                inst.ops[i] = Operand::Const(c);
                inst.lit = Literal::None;
                changed = true;
            }
        }
    }
    changed
}

/// What encoding needs of a target: its instruction table, the layouts of
/// its family with a direct index from field to place, and its generation
/// (register codes). Cheap to make: the layouts are indexed once per family
/// and process.
#[derive(Clone, Copy, Debug)]
pub struct Encoder {
    /// The generation (register codes depend on it).
    pub gen: Generation,
    /// The table family (`gfx9`).
    pub family: &'static str,
    /// The family's instruction table (`Inst::row` indexes it).
    pub table: &'static [InstDef],
    /// Operand code of ttmp0.
    pub ttmp_base: u32,
    /// The family's named registers.
    pub named: &'static crate::names::NamedRegs,
    /// Lane masks are one SGPR (family fact `wave32`).
    pub wave32: bool,
    /// Per encoding format, its layout, worked out at its first use.
    layouts: &'static [OnceLock<Option<Box<EncLayout>>>],
}

impl Encoder {
    /// The encoder of `target`'s table family.
    pub fn new(target: &Target) -> Option<Encoder> {
        Some(
            Encoder::for_family(target.processor.family(), target.generation())?
                .wave(target.wave32()),
        )
    }

    /// The same encoder in wave32 or wave64: in wave64 a wave32 family's
    /// lane masks are two SGPRs and the implicit VCC is `vcc`
    /// (`+wavefrontsize64`). A wave64 family stays as it is.
    pub fn wave(mut self, wave32: bool) -> Encoder {
        if self.wave32 && !wave32 {
            if let Some(t) = crate::generated::TABLES
                .iter()
                .find(|t| t.file == self.family)
            {
                self.table = t.insts_w64;
                self.wave32 = false;
            }
        }
        self
    }

    /// An encoder with no rows and no layouts (a processor without a
    /// table): it encodes nothing.
    pub fn empty(gen: Generation) -> Encoder {
        Encoder {
            gen,
            family: "",
            table: &[],
            ttmp_base: crate::target::scalar_regs(gen).2,
            named: crate::names::named_regs(""),
            wave32: false,
            layouts: &[],
        }
    }

    /// The operand code that means "no register" in scalar address fields
    /// (`off`).
    pub fn off_code(&self) -> u32 {
        crate::inst::off_code(self.gen)
    }

    /// The encoder of table family `family` on generation `gen`.
    pub fn for_family(family: &str, gen: Generation) -> Option<Encoder> {
        let t = crate::generated::TABLES.iter().find(|t| t.file == family)?;
        let (_, _, ttmp_base) = crate::target::scalar_regs(gen);
        Some(Encoder {
            gen,
            family: t.file,
            table: t.insts,
            ttmp_base,
            named: crate::names::named_regs(t.file),
            wave32: crate::names::family_fact(t.file, "wave32"),
            layouts: enc_layouts(t.file),
        })
    }

    /// The layout of encoding format `enc`.
    #[inline]
    pub fn layout(&self, enc: Enc) -> Option<&'static EncLayout> {
        let family = self.family;
        self.layouts
            .get(enc as usize)?
            .get_or_init(|| {
                // The family's last layout of the format (the most specific
                // come first).
                crate::family_layouts(family)
                    .iter()
                    .rev()
                    .find(|l| l.enc == enc)
                    .map(|l| Box::new(EncLayout::new(l)))
            })
            .as_deref()
    }

    /// The index of `row` in the table (`row` must be one of its rows).
    pub fn row_index(&self, row: &InstDef) -> Option<u32> {
        let size = std::mem::size_of::<InstDef>();
        let off = (row as *const InstDef as usize).checked_sub(self.table.as_ptr() as usize)?;
        let i = off / size;
        (off % size == 0 && i < self.table.len()).then_some(i as u32)
    }

    /// Operand code of an SGPR-class register.
    #[inline]
    pub fn scalar_code(&self, r: &crate::inst::Reg) -> Option<u32> {
        scalar_code(self.named, self.ttmp_base, r)
    }

    /// Encodes `inst`, whose `mods` hold exactly the modifier bits to write
    /// (as the assembler builds them; a decoded word goes through
    /// [`encode`], which drops the bits its row does not use).
    pub fn encode(&self, inst: &Inst) -> Result<Word, EncodeError> {
        if inst.dual.is_some() {
            let enc = crate::vopd::pair_enc(inst, self.table);
            let l = self.layout(enc).ok_or(EncodeError::UnknownRow)?.lay;
            return crate::vopd::encode_with(inst, self.table, l, |r| {
                scalar_code(self.named, self.ttmp_base, r)
            });
        }
        let (w, n, lit) = self.word(inst)?;
        let mut bytes = [0u8; 24];
        bytes[..16].copy_from_slice(&w.to_le_bytes());
        let k = lit.bytes();
        bytes[n..n + k].copy_from_slice(&lit.value().unwrap_or(0).to_le_bytes()[..k]);
        let len = n + k;
        Ok(Word {
            bytes,
            len: len as u8,
        })
    }

    /// [`Encoder::encode`], appending the bytes to `out` (nothing on an
    /// error).
    #[inline]
    pub fn encode_into(&self, inst: &Inst, out: &mut Vec<u8>) -> Result<(), EncodeError> {
        if inst.dual.is_some() {
            let w = self.encode(inst)?;
            out.extend_from_slice(w.as_bytes());
            return Ok(());
        }
        let (w, n, lit) = self.word(inst)?;
        out.extend_from_slice(&w.to_le_bytes()[..n]);
        let k = lit.bytes();
        out.extend_from_slice(&lit.value().unwrap_or(0).to_le_bytes()[..k]);
        Ok(())
    }

    /// The instruction word, its size in bytes and the literal.
    fn word(&self, inst: &Inst) -> Result<(u128, usize, Literal), EncodeError> {
        let row = self
            .table
            .get(inst.row as usize)
            .ok_or(EncodeError::UnknownRow)?;
        let el = self.layout(row.enc).ok_or(EncodeError::UnknownRow)?;
        let l = el.lay;
        let mut w = el.base(row.opcode as u32) | (inst.mods & !l.match_mask);
        // (A row's `@when=` values: fields its word holds fixed.)
        for &(name, v) in row.ext().when {
            if let Some(f) = Fld::parse(name) {
                el.set(&mut w, f, v as u64);
            }
        }
        let mut lit = inst.lit;
        let (mut off, mut vaddr) = (false, false);
        for (i, slot) in row.slots().iter().enumerate().take(inst.n_ops as usize) {
            off |= slot.kind == Kind::Off;
            vaddr |= slot.field == Field::Vaddr;
            let bad = EncodeError::Operand(i as u8);
            if matches!(slot.field, Field::None | Field::Lit) {
                continue;
            }
            let (f, fe) = el.by_field[slot.field as usize & 63];
            let f = f.ok_or(bad)?;
            // VOPC SDWA without sd writes vcc, which has no field (its
            // bits are 0, as the reference writes them).
            // (The reference writes vcc named by the field, sd set, the
            // same way.)
            let vcc = crate::inst::is_lane_vcc(inst.ops[i], self.wave32);
            if slot.field == Field::Sdst
                && (el.get(w, Fld::Sd) == Some(0) || (vcc && el.set(&mut w, Fld::Sd, 0)))
            {
                el.set(&mut w, f, 0);
                continue;
            }
            let coding = match fe.width {
                ABSENT => None,
                SLOW => l.def(w, f).map(|d| d.coding),
                _ => Some(fe.coding),
            };
            let Some(coding) = coding else {
                // An absent operand may have no place in this form.
                if inst.ops[i] == Operand::None {
                    continue;
                }
                return Err(bad);
            };
            let v: u64 = match (slot.kind, inst.ops[i]) {
                (Kind::Attr, Operand::Imm(v)) => {
                    let (attr, chan) = ((v >> 2) as u64 & 0x3f, v as u64 & 3);
                    if el.set(&mut w, Fld::Attrchan, chan) {
                        attr
                    } else {
                        // VOP3 interpolation: attr, channel and `high`
                        // share a source field; `high` is already in the
                        // word.
                        let high = el.get(w, f).unwrap_or(0) & 0x100;
                        attr | chan << 6 | high
                    }
                }
                (_, Operand::Reg(r)) => match r.file {
                    RegFile::V | RegFile::A => {
                        // (a VGPR read from a 9-bit scalar register field,
                        // GFX12 image descriptors: its code there)
                        let base = if matches!(coding, Coding::Src | Coding::Sreg) {
                            256
                        } else {
                            0
                        };
                        // A 16-bit half (true16): as the layout codes it.
                        let hi = r.half == crate::inst::Half::Hi;
                        match l.halves {
                            crate::layout::Halves::Code if hi => r.idx as u64 + 128 + base,
                            crate::layout::Halves::OpSel | crate::layout::Halves::OpSelLow8
                                if hi =>
                            {
                                if let Some(b) = op_sel_bit(slot.field) {
                                    let v = el.get(w, Fld::OpSel).unwrap_or(0) | 1 << b;
                                    el.set(&mut w, Fld::OpSel, v);
                                }
                                r.idx as u64 + base
                            }
                            _ => r.idx as u64 + base,
                        }
                    }
                    _ => {
                        let code = self.scalar_code(&r).ok_or(bad)? as u64;
                        // An SDWA source's s0/s1 bit says "scalar": the
                        // reference leaves it clear for src_lds_direct
                        // (whose code it keeps).
                        if r.file == RegFile::Named(NamedReg::LdsDirect) {
                            match slot.field {
                                Field::Src0 => el.set(&mut w, Fld::S0, 0),
                                Field::Vsrc1 | Field::Src1 => el.set(&mut w, Fld::S1, 0),
                                _ => false,
                            };
                        }
                        match coding {
                            Coding::Sreg2 => code / 2,
                            Coding::Sreg4 => code / 4,
                            _ => code,
                        }
                    }
                },
                // A float constant in a 16-bit integer operand is its f16
                // bits, which are no inline constant there: a literal.
                (_, Operand::Const(c)) if slot.ty == OpType::I16 && (240..=248).contains(&c) => {
                    const F16: [u32; 9] = [
                        0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118,
                    ];
                    lit = Literal::B32(F16[(c - 240) as usize]);
                    255
                }
                // A constant or literal where only registers belong (a
                // decoded word): the value the reference holds, cut to
                // the field, as it writes it (no literal dword).
                (_, op @ Operand::Const(c))
                    if crate::print::bad_imm(slot, op) && inst.plain_imm >> i & 1 == 0 =>
                {
                    crate::print::bad_imm_field(self.family, slot, c).ok_or(bad)?
                }
                (_, op @ Operand::Lit) if crate::print::bad_imm(slot, op) => {
                    let v = lit.value().unwrap_or(0);
                    lit = Literal::None;
                    v
                }
                (_, Operand::Const(c)) => c as u64,
                (_, Operand::Lit) if matches!(lit, Literal::B64(_)) => 254,
                (_, Operand::Lit) => 255,
                // A value known after layout: in a source field, the
                // literal code and a dword to fill; elsewhere zero bits.
                (_, Operand::Sym(_))
                    if matches!(coding, Coding::Src | Coding::Ssrc)
                        && matches!(lit, Literal::B64(_)) =>
                {
                    254
                }
                (_, Operand::Sym(_)) if matches!(coding, Coding::Src | Coding::Ssrc) => {
                    if !lit.is_some() {
                        lit = Literal::B32(0);
                    }
                    255
                }
                (_, Operand::Sym(_)) => 0,
                // (An `imm5` row's sdata: the low five bits, as the
                // reference writes a larger value.)
                (_, Operand::Imm(v))
                    if row.tags & crate::table::tags::IMM5 != 0 && slot.field == Field::Sdata =>
                {
                    v as u32 as u64 & 31
                }
                (_, Operand::Imm(v)) => v as u32 as u64,
                // An absent vector address (`off`) is written as 0.
                (Kind::V | Kind::A | Kind::AV, Operand::None) => 0,
                (_, Operand::None) => continue,
            };
            el.put(&mut w, f, fe, v);
        }
        // A compare that writes EXEC unnamed: exec_lo's code in its
        // destination field, as the reference writes it.
        if row.tags & crate::table::tags::WRITES_EXEC != 0 {
            let exec = crate::Reg {
                file: RegFile::Named(NamedReg::ExecLo),
                idx: 0,
                count: 1,
                half: crate::inst::Half::Whole,
            };
            if let Some(code) = self.scalar_code(&exec) {
                el.set(&mut w, Fld::Vdst, code as u64);
            }
        }
        // An address printed as `off` without a field of its own: the
        // vector address is 0 (saddr keeps its "no register" code).
        if off && !vaddr {
            el.set(&mut w, Fld::Vaddr, 0);
        }
        // A GFX10+ image address list (NSA): as many address dwords as its
        // registers after the first need (the bytes are in the word).
        if let Some(nsa) = el.get(w, Fld::Nsa).filter(|&n| n > 0) {
            let n = row
                .slots()
                .iter()
                .zip(inst.ops.iter())
                .find(|(s, _)| s.field == Field::Vaddr)
                .and_then(|(_, o)| match o {
                    Operand::Reg(r) => Some(r.count as u64),
                    _ => None,
                })
                .unwrap_or(1);
            // (Past the bytes there are, the last starts a tuple.)
            let held = n.saturating_sub(1).min(l.nsa_max_bytes() as u64);
            if held > 8 {
                return Err(EncodeError::Operand(0));
            }
            let need = held.div_ceil(4);
            el.set(&mut w, Fld::Nsa, need.min(nsa.max(need)));
            let keep = (1u128 << (8 * held)) - 1;
            w = (w & !(!0u128 << 64)) | (w & (keep << 64));
            if need > 0 {
                return Ok((w, 8 + 4 * need as usize, lit));
            }
        }
        // A `null` field the row does not use holds the "no register" code.
        for nf in el.null.iter().flatten() {
            if crate::decode::null_applies(row, *nf) {
                el.set(&mut w, *nf, self.off_code() as u64);
            }
        }
        Ok((w, l.bytes().min(16), lit))
    }
}

/// Operand code of an SGPR-class register (the family's named registers
/// `named`, ttmp0 at code `ttmp_base`); `None` for vector registers.
#[inline]
pub fn scalar_code(
    named: &crate::names::NamedRegs,
    ttmp_base: u32,
    r: &crate::inst::Reg,
) -> Option<u32> {
    match r.file {
        RegFile::S => Some(r.idx as u32),
        RegFile::Ttmp => Some(ttmp_base + r.idx as u32),
        RegFile::Named(n) => named.code(n),
        _ => None,
    }
}

/// A layout with a direct index from field to place, so that setting a
/// field is one lookup rather than a scan of the layout's fields. Built
/// from the data once per family and process.
#[derive(Debug)]
pub struct EncLayout {
    /// The layout indexed.
    pub lay: &'static Layout,
    /// Per `Fld as usize`: the field's single unconditional piece; `width`
    /// is `ABSENT` when the format has no such field, `SLOW` when it is in
    /// pieces or has conditional definitions (then `Layout::set` decides).
    fast: [Fast; Fld::ALL.len()],
    /// The opcode field's place when it is one piece: (low bit, width).
    opcode: Option<(u8, u8)>,
    /// Per operand field of the tables (`Field as usize`): its layout
    /// field and that field's `fast` entry.
    by_field: [(Option<Fld>, Fast); 64],
    /// The layout's `null` fields (up to two): the "no register" code
    /// where the row does not use them.
    null: [Option<Fld>; 2],
    /// Bit `Fld as usize`: the field shares bits with a `ones` field
    /// ([`Layout::overlaps_ones`]).
    ones_over: crate::layout::FldSet,
}

#[derive(Clone, Copy, Debug)]
struct Fast {
    lo: u8,
    width: u8,
    coding: Coding,
    /// The field's bits within its 64-bit half of the word (0 when the
    /// field crosses bit 64).
    mask: u64,
}

const ABSENT: u8 = 0;
const SLOW: u8 = u8::MAX;
const _: () = assert!(Field::ALL.len() <= 64);

impl EncLayout {
    /// Whether field `f` shares bits with a `ones` field (worked out once:
    /// [`Layout::overlaps_ones`]).
    #[inline]
    pub fn overlaps_ones(&self, f: Fld) -> bool {
        self.ones_over.has(f)
    }

    fn new(lay: &'static Layout) -> EncLayout {
        let none = Fast {
            lo: 0,
            width: ABSENT,
            coding: Coding::Imm,
            mask: 0,
        };
        let mut fast = [none; Fld::ALL.len()];
        for d in lay.fields {
            let e = &mut fast[d.fld as usize];
            *e = match d.pieces {
                [p] if e.width == ABSENT && d.cond.is_none() => Fast {
                    lo: p.lo,
                    width: p.width,
                    coding: d.coding,
                    mask: if p.width == 0 || p.width >= 64 || (p.lo < 64 && p.lo + p.width > 64) {
                        0
                    } else {
                        ((1u64 << p.width) - 1) << (p.lo % 64)
                    },
                },
                _ => Fast { width: SLOW, ..*e },
            };
        }
        let opcode = match lay.opcode {
            [p] if p.width < 64 => Some((p.lo, p.width)),
            _ => None,
        };
        let mut by_field = [(None, none); 64];
        for (i, f) in Field::ALL.iter().enumerate().take(64) {
            // A VOPD component's fields read as the X half's (`vdstx`
            // ...): the Y half's have the same codings but vdsty's, which
            // `crate::vopd` writes.
            let fl = match lay.enc {
                Enc::Vopd | Enc::Vopd3 => crate::vopd::x_field(*f),
                _ => operand_field(*f),
            };
            if let Some(fl) = fl {
                by_field[i] = (Some(fl), fast[fl as usize]);
            }
        }
        let ones_over = lay.fields_over_ones();
        EncLayout {
            lay,
            fast,
            opcode,
            ones_over,
            by_field,
            null: {
                let mut n = [None; 2];
                for (k, d) in lay.fields.iter().filter(|d| d.null).take(2).enumerate() {
                    n[k] = Some(d.fld);
                }
                n
            },
        }
    }

    /// Sets `f`, whose entry is `e`, in `w`.
    #[inline(always)]
    fn put(&self, w: &mut u128, f: Fld, e: Fast, v: u64) -> bool {
        match e.width {
            ABSENT => false,
            SLOW => self.lay.set(w, f, v),
            // A field within one 64-bit half: 64-bit operations.
            _ if e.mask != 0 && e.lo < 64 => {
                let x = (*w as u64 & !e.mask) | ((v << e.lo) & e.mask);
                *w = (*w & !(u64::MAX as u128)) | x as u128;
                true
            }
            _ if e.mask != 0 => {
                let hi = (*w >> 64) as u64;
                let x = (hi & !e.mask) | ((v << (e.lo - 64)) & e.mask);
                *w = (*w as u64 as u128) | (x as u128) << 64;
                true
            }
            width => {
                let m = ((1u128 << width) - 1) << e.lo;
                *w = (*w & !m) | (((v as u128) << e.lo) & m);
                true
            }
        }
    }

    /// The format's fixed bits with `opcode` in its field.
    #[inline]
    pub fn base(&self, opcode: u32) -> u128 {
        match self.opcode {
            Some((lo, width)) => {
                let m = ((1u128 << width) - 1) << lo;
                (self.lay.match_val & !m) | (((opcode as u128) << lo) & m)
            }
            None => self.lay.base(opcode),
        }
    }

    /// Size in bytes of the instruction word (without a literal).
    #[inline]
    pub fn bytes(&self) -> usize {
        self.lay.bytes()
    }

    /// Sets `f` in `w` (see `Layout::set`); false when the format has no
    /// such field.
    #[inline(always)]
    pub fn set(&self, w: &mut u128, f: Fld, v: u64) -> bool {
        self.put(w, f, self.fast[f as usize], v)
    }

    /// The value of `f` in `w`.
    #[inline]
    pub fn get(&self, w: u128, f: Fld) -> Option<u64> {
        let e = self.fast[f as usize];
        match e.width {
            ABSENT => None,
            SLOW => self.lay.get(w, f),
            width => Some(((w >> e.lo) & ((1u128 << width) - 1)) as u64),
        }
    }

    /// The coding of the place of operand field `f` of the tables (the
    /// definition that applies to `w`); `None` where the format has none.
    #[inline]
    pub fn field_coding(&self, w: u128, f: Field) -> Option<Coding> {
        let (fl, e) = *self.by_field.get(f as usize)?;
        match e.width {
            ABSENT => None,
            SLOW => self.lay.def(w, fl?).map(|d| d.coding),
            _ => Some(e.coding),
        }
    }

    /// The coding of the definition of `f` that applies to `w`.
    #[inline]
    pub fn coding(&self, w: u128, f: Fld) -> Option<Coding> {
        let e = self.fast[f as usize];
        match e.width {
            ABSENT => None,
            SLOW => self.lay.def(w, f).map(|d| d.coding),
            _ => Some(e.coding),
        }
    }
}

/// The layouts of `family`, indexed by `Enc as usize`.
fn enc_layouts(family: &str) -> &'static [OnceLock<Option<Box<EncLayout>>>] {
    type Table = Box<[OnceLock<Option<Box<EncLayout>>>]>;
    static CACHE: [OnceLock<Table>; FAMILIES.len()] = [const { OnceLock::new() }; FAMILIES.len()];
    let Some(k) = FAMILIES.iter().position(|f| *f == family) else {
        return &[];
    };
    // Each format's layout is worked out when it is first used (a small
    // source touches a few; building all of them costs pages at start-up).
    CACHE[k].get_or_init(|| (0..Enc::ALL.len()).map(|_| OnceLock::new()).collect())
}

/// The op_sel bit that selects the high half of the operand in field `f`
/// (a layout with `halves op_sel`): the sources in order, then the
/// destination.
pub fn op_sel_bit(f: Field) -> Option<u32> {
    match f {
        Field::Src0 => Some(0),
        Field::Src1 => Some(1),
        Field::Src2 => Some(2),
        Field::Vdst => Some(3),
        _ => None,
    }
}
