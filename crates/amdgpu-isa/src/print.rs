//! Printing an [`Inst`] as llvm-mc 22 prints it: the row's mnemonic, its
//! operands in the row's order (with input modifiers), then its modifiers
//! in the row's order. Table-driven: the row says what each operand is, the
//! layout says where each modifier's bits are.
//!
//! The printer appends bytes to a buffer ([`print_bytes`]): a listing is
//! mostly mnemonics, register names and small numbers, and going through
//! `fmt` for each of them dominated disassembly.

use crate::decode::FastLayout;
use crate::info::TargetInfo;
use crate::inst::{Inst, Operand, Reg, RegFile, SymRef, MAX_OPS};
use crate::layout::{Fld, Layout};
use crate::names;
use crate::table::{flags, Enc, Field, InstDef, Kind, Mod, OpType, Slot};
use std::fmt::{self, Write};

/// Prints `inst` (no leading tab, no newline).
pub fn print(inst: &Inst, ti: &TargetInfo, out: &mut impl Write) -> fmt::Result {
    let mut buf = Vec::with_capacity(64);
    print_bytes(inst, ti, &mut buf);
    out.write_str(std::str::from_utf8(&buf).map_err(|_| fmt::Error)?)
}

/// Appends the text of `inst` (ASCII; no leading tab, no newline) to `out`.
/// A symbol reference prints as `sym<N>`; [`print_bytes_with`] prints it
/// as the caller says.
pub fn print_bytes(inst: &Inst, ti: &TargetInfo, out: &mut Vec<u8>) {
    print_bytes_with(inst, ti, out, &|r, out| {
        out.extend_from_slice(b"sym");
        Out(out).dec(r.0 as u64);
    })
}

/// [`print_bytes`], with `sym` writing the text of each symbol reference
/// (the expression the caller holds for it).
pub fn print_bytes_with(
    inst: &Inst,
    ti: &TargetInfo,
    out: &mut Vec<u8>,
    sym: &dyn Fn(SymRef, &mut Vec<u8>),
) {
    let out = &mut Out(out);
    if let Some(halves) = crate::vopd::halves(inst) {
        // A dual-issue pair: `X :: Y`, each half as its row prints.
        for (k, (ri, ops)) in halves.into_iter().enumerate() {
            let (Some(row), Some(li)) = (
                ti.table.get(ri as usize),
                ti.layout_index(crate::vopd::pair_enc(inst, ti.table)),
            ) else {
                return out.s("<unknown>");
            };
            let Some((l, fl)) = ti.fast_layout(li) else {
                return out.s(row.name());
            };
            let mut half = *inst;
            half.row = ri;
            half.dual = None;
            half.ops = Default::default();
            half.ops[..ops.len()].copy_from_slice(ops);
            half.n_ops = ops.len() as u8;
            half.mods = crate::vopd::half_mods(l, inst.mods, k == 1);
            // (Each half's own flagged operands.)
            let at = inst.dual.map_or(0, |d| d.at as u32);
            half.bad_class = if k == 1 {
                inst.bad_class.checked_shr(at).unwrap_or(0)
            } else {
                (inst.bad_class as u32 & 1u32.checked_shl(at).map_or(u32::MAX, |b| b - 1)) as u8
            };
            if k == 1 {
                out.s(" :: ");
            }
            let p = Printer {
                inst: &half,
                ti,
                row,
                l,
                fl,
                sym,
            };
            p.print(out);
        }
        return;
    }
    let Some(row) = ti.table.get(inst.row as usize) else {
        return out.s("<unknown>");
    };
    let Some(li) = ti.layout_index(row.enc) else {
        return out.s(row.name());
    };
    let Some((l, fl)) = ti.fast_layout(li) else {
        return out.s(row.name());
    };
    let p = Printer {
        inst,
        ti,
        row,
        l,
        fl,
        sym,
    };
    match ti.print_plan(li, inst.row) {
        Some((plan, mods)) => p.print_planned(plan, mods, out),
        None => p.print(out),
    }
}

/// How a row prints, worked out once per row (from its slots, its
/// modifiers and its layout's field positions): the mnemonic, per slot
/// its separator, how it prints and where its input modifier bits sit,
/// and its trailing modifiers (a range of the modifiers made with it).
#[derive(Clone, Debug)]
pub(crate) struct PrintPlan {
    name: &'static str,
    /// The name pool from the mnemonic on, 32 bytes (none where the pool
    /// ends sooner or the name is longer).
    block: Option<&'static [u8; 32]>,
    slots: &'static [Slot],
    at: [SlotPrint; MAX_OPS],
    /// The bits of the modifier word that the slots' input modifiers
    /// read.
    src_mask: u128,
    /// Number of slots; `SLOW_ROW`: the row prints the general way.
    n: u8,
    pub(crate) mods_at: u16,
    pub(crate) mods_len: u16,
}

const SLOW_ROW: u8 = u8::MAX;

/// How one operand slot prints.
#[derive(Clone, Copy, Debug, Default)]
struct SlotPrint {
    /// Comes after a comma (else after a space).
    comma: bool,
    how: How,
    /// Bit positions in the modifier word of the operand's neg, abs and
    /// sext bits ([`NO_BIT`]: none).
    neg: u8,
    abs: u8,
    sext: u8,
    /// [`How::Fixed`]: the word and its length.
    text: [u8; 4],
    len: u8,
}

/// No such bit.
const NO_BIT: u8 = u8::MAX;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum How {
    /// [`Printer::operand`].
    #[default]
    Slow,
    /// Input modifiers from the plan's bits, then the operand (a symbol
    /// goes the slow way).
    Any,
    /// As `Any` for a register, the slow way for anything else.
    Reg,
    /// [`Printer::exp_src`].
    Exp,
    /// A fixed word (`vcc`, `exec`, ...: [`SlotPrint::text`]) for anything
    /// but a symbol.
    Fixed,
    /// A branch target: an immediate in signed decimal.
    Label,
}

/// How one trailing modifier prints.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ModPrint {
    how: ModHow,
    /// Where its field sits in the modifier word.
    pos: u8,
    width: u8,
    len: u8,
    m: Mod,
    /// What precedes its value (`len` bytes).
    text: [u8; 16],
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ModHow {
    /// [`Printer::modifier`] for `m`.
    Slow,
    /// The text where its one-bit field is set.
    Flag,
    /// The text and the field's value in decimal, where not zero.
    Dec,
    /// `omod`: ` mul:2`, ` mul:4` or ` div:2` (nothing for 0).
    Omod,
    /// The text and the field's value (at most 4 bits) in hexadecimal.
    Hex,
    /// As `Hex`, where not zero.
    HexNz,
    /// The text and the field's value by name: an SDWA operand selection
    /// (`DWORD` past the names).
    Sel,
    /// The same for `dst_unused` (`UNUSED_PAD` past the names).
    Unused,
}

/// Bit `k` of a plain field `f` ([`NO_BIT`] where the layout has no such
/// field or it is narrower); `None` where the field must be looked up per
/// word.
fn field_bit(fl: &FastLayout, f: Fld, k: u8) -> Option<u8> {
    match fl.plain(f)? {
        None => Some(NO_BIT),
        Some((lo, w)) if k < w => Some(lo + k),
        Some(_) => Some(NO_BIT),
    }
}

/// The value of a plain field (`width` bits at `pos`) of the modifier
/// word.
#[inline(always)]
fn field(w: u128, pos: u8, width: u8) -> u64 {
    ((w >> (pos & 127)) as u64) & (u64::MAX >> (64 - width.clamp(1, 64) as u32))
}

/// The bit of a one-bit plain field (set: the field is on); `None` where
/// the field is wider or must be looked up per word.
fn flag_bit(fl: &FastLayout, f: Fld) -> Option<u8> {
    match fl.plain(f)? {
        None => Some(NO_BIT),
        Some((lo, 1)) => Some(lo),
        Some(_) => None,
    }
}

/// The input modifier bits (neg, abs, sext) of a source slot, as
/// [`Printer::operand`] reads them; `None` where they depend on the word.
fn src_bits(l: &Layout, fl: &FastLayout, slot: &Slot) -> Option<(u8, u8, u8)> {
    let (mut neg, mut abs, mut sx) = (NO_BIT, NO_BIT, NO_BIT);
    let Some(k) = Printer::src_index(slot) else {
        return Some((neg, abs, sx));
    };
    if slot.flags & flags::FMODS != 0 {
        let (nf, af) = match k {
            0 => (Fld::Src0Neg, Fld::Src0Abs),
            _ => (Fld::Src1Neg, Fld::Src1Abs),
        };
        if l.has(nf) && k < 2 {
            neg = flag_bit(fl, nf)?;
            abs = flag_bit(fl, af)?;
        } else if !l.has(Fld::Neg) && l.has(Fld::NegLo) {
            neg = field_bit(fl, Fld::NegLo, k as u8)?;
            abs = field_bit(fl, Fld::NegHi, k as u8)?;
        } else {
            neg = field_bit(fl, Fld::Neg, k as u8)?;
            abs = field_bit(fl, Fld::Abs, k as u8)?;
        }
    }
    if slot.flags & flags::SEXT != 0 {
        sx = flag_bit(fl, if k == 0 { Fld::Src0Sext } else { Fld::Src1Sext })?;
    }
    Some((neg, abs, sx))
}

/// The plan of `row` (of layout `l`); its modifiers are appended to `mods`.
pub(crate) fn make_print_plan(
    l: &Layout,
    fl: &FastLayout,
    row: &InstDef,
    mods: &mut Vec<ModPrint>,
    wave32: bool,
) -> PrintPlan {
    let name = row.name();
    let block = row
        .name_window()
        .get(..32)
        .and_then(|b| <&[u8; 32]>::try_from(b).ok())
        .filter(|_| name.len() <= 32);
    let slots = row.slots();
    let mut plan = PrintPlan {
        name,
        block,
        slots,
        at: [SlotPrint::default(); MAX_OPS],
        src_mask: 0,
        n: SLOW_ROW,
        mods_at: 0,
        mods_len: 0,
    };
    let mods_at = mods.len();
    if slots.len() > MAX_OPS
        || row.tags & crate::table::tags::IMM_OPTIONAL != 0
        || mods_at > u16::MAX as usize / 2
    {
        return plan;
    }
    let exp = l.has(Fld::En);
    let mut comma = false;
    for (at, slot) in plan.at.iter_mut().zip(slots) {
        at.comma = comma;
        comma = slot.kind != Kind::ExpTgt;
        at.how = match slot.kind {
            Kind::V if exp => How::Exp,
            // (a GFX10+ image address may be an NSA list)
            Kind::V if slot.field == Field::Vaddr && (l.has(Fld::Nsa) || l.has(Fld::Vaddr1)) => {
                How::Slow
            }
            Kind::V | Kind::A | Kind::AV | Kind::SSrc | Kind::Src => How::Any,
            Kind::S => How::Reg,
            // (wave32's `vcc_lo` is longer than a fixed word's four bytes)
            Kind::Vcc if wave32 => How::Slow,
            Kind::Vcc | Kind::Exec | Kind::M0 | Kind::Scc | Kind::Off => How::Fixed,
            Kind::Label => How::Label,
            _ => How::Slow,
        };
        if at.how == How::Fixed {
            let t = slot.kind.as_str();
            at.text[..t.len().min(4)].copy_from_slice(&t.as_bytes()[..t.len().min(4)]);
            at.len = t.len().min(4) as u8;
        }
        (at.neg, at.abs, at.sext) = (NO_BIT, NO_BIT, NO_BIT);
        if matches!(at.how, How::Any | How::Reg) {
            match src_bits(l, fl, slot) {
                Some((n, a, x)) => {
                    (at.neg, at.abs, at.sext) = (n, a, x);
                    for b in [n, a, x] {
                        if b < 128 {
                            plan.src_mask |= 1 << b;
                        }
                    }
                }
                None => at.how = How::Slow,
            }
        }
    }
    let row_mods = row.mods();
    let extra: &[Mod] =
        if row.tags & crate::table::tags::MATRIX != 0 && !row_mods.contains(&Mod::Cbsz) {
            &[Mod::Cbsz, Mod::Abid, Mod::Blgp]
        } else {
            &[]
        };
    for &m in row_mods.iter().chain(extra) {
        let slow = ModPrint {
            how: ModHow::Slow,
            pos: 0,
            width: 0,
            len: 0,
            m,
            text: [0; 16],
        };
        // The text is its parts one after another (no string is made:
        // a plan is made for each row printed).
        let with = |how, (pos, width), parts: &[&str]| {
            let mut t = [0u8; 16];
            let mut len = 0;
            for part in parts {
                let end = (len + part.len()).min(t.len());
                t[len..end].copy_from_slice(&part.as_bytes()[..end - len]);
                len = end;
            }
            ModPrint {
                how,
                pos,
                width,
                len: len as u8,
                m,
                text: t,
            }
        };
        // The unsigned offset of a format other than SMEM.
        // (ds_swizzle_b32's offset is a pattern: the slow path names it.)
        let plain_offset = row.enc != crate::table::Enc::Smem
            && row.name() != "ds_swizzle_b32"
            && l.def(0, Fld::Offset)
                .is_some_and(|d| d.coding != crate::layout::Coding::Simm);
        let p = match (m, m.as_str().len() <= 14) {
            (Mod::Omod, _) => match fl.plain(Fld::Omod) {
                Some(Some(at)) => with(ModHow::Omod, at, &[]),
                _ => slow,
            },
            (Mod::RowMask | Mod::BankMask | Mod::Dmask, true) => {
                let (f, how) = match m {
                    Mod::RowMask => (Fld::RowMask, ModHow::Hex),
                    Mod::BankMask => (Fld::BankMask, ModHow::Hex),
                    _ => (Fld::Dmask, ModHow::HexNz),
                };
                match fl.plain(f) {
                    Some(Some(at)) if at.1 <= 4 => with(how, at, &[" ", m.as_str(), ":0x"]),
                    _ => slow,
                }
            }
            (Mod::DstSel | Mod::Src0Sel | Mod::Src1Sel | Mod::DstUnused, true) => {
                let (f, how) = match m {
                    Mod::DstSel => (Fld::DstSel, ModHow::Sel),
                    Mod::Src0Sel => (Fld::Src0Sel, ModHow::Sel),
                    Mod::Src1Sel => (Fld::Src1Sel, ModHow::Sel),
                    _ => (Fld::DstUnused, ModHow::Unused),
                };
                match fl.plain(f) {
                    Some(Some(at)) => with(how, at, &[" ", m.as_str(), ":"]),
                    _ => slow,
                }
            }
            (Mod::Offset, true) if plain_offset => match fl.plain(Fld::Offset) {
                Some(Some(at)) => with(ModHow::Dec, at, &[" offset:"]),
                _ => slow,
            },
            (Mod::Offset0 | Mod::Offset1 | Mod::Cbsz | Mod::Abid | Mod::Blgp, true) => {
                let f = match m {
                    Mod::Offset0 => Fld::Offset0,
                    Mod::Offset1 => Fld::Offset1,
                    Mod::Cbsz => Fld::Cbsz,
                    Mod::Abid => Fld::Abid,
                    _ => Fld::Blgp,
                };
                match fl.plain(f) {
                    Some(Some(at)) => with(ModHow::Dec, at, &[" ", m.as_str(), ":"]),
                    // Never printed.
                    Some(None) => continue,
                    None => slow,
                }
            }
            (
                Mod::OpSel
                | Mod::OpSelHi
                | Mod::NegLo
                | Mod::NegHi
                | Mod::DstSel
                | Mod::Src0Sel
                | Mod::Src1Sel
                | Mod::DstUnused
                | Mod::DppCtrl
                | Mod::Dpp8
                | Mod::FetchInactive
                | Mod::Dim
                | Mod::RowMask
                | Mod::BankMask
                | Mod::Offset
                | Mod::Offset0
                | Mod::Offset1
                | Mod::Dmask
                | Mod::Format
                | Mod::Cbsz
                | Mod::Abid
                | Mod::Blgp
                | Mod::Bitop3,
                _,
            ) => slow,
            // (a one-bit field whose print rule is not a flag's: the
            // data's rule, GFX12's wait_vm_vsrc:0)
            _ if m != Mod::BoundCtrl
                && crate::modifiers::def(m)
                    .is_some_and(|d| d.print != crate::modifiers::Print::Flag) =>
            {
                slow
            }
            _ => {
                let (f, text): (_, [&str; 2]) = match m {
                    Mod::BoundCtrl => (Some(Fld::BoundCtrl), [" bound_ctrl:1", ""]),
                    _ => (crate::decode::mod_field(m), [" ", m.as_str()]),
                };
                match f.map(|f| flag_bit(fl, f)) {
                    // Never printed.
                    None | Some(Some(NO_BIT)) => continue,
                    Some(Some(pos)) if text[0].len() + text[1].len() <= 16 => {
                        with(ModHow::Flag, (pos, 1), &text)
                    }
                    _ => slow,
                }
            }
        };
        mods.push(p);
    }
    plan.n = slots.len() as u8;
    plan.mods_at = mods_at as u16;
    plan.mods_len = (mods.len() - mods_at) as u16;
    plan
}

/// The printer's output: text is appended as bytes.
struct Out<'a>(&'a mut Vec<u8>);

impl Out<'_> {
    #[inline]
    fn s(&mut self, s: &str) {
        self.0.extend_from_slice(s.as_bytes());
    }

    #[inline]
    fn b(&mut self, b: u8) {
        self.0.push(b);
    }

    /// `v` (below 1000) in decimal, without a call to copy it.
    #[inline]
    fn dec3(&mut self, v: usize) {
        let d = DEC[v.min(DEC.len() - 1)];
        let n = self.0.len();
        self.0.extend_from_slice(&[d[0], d[1], d[2]]);
        self.0.truncate(n + d[3] as usize);
    }

    /// `v` in decimal.
    fn dec(&mut self, v: u64) {
        if v < 1000 {
            return self.dec3(v as usize);
        }
        let mut d = [0u8; 20];
        let i = dec_digits(v, &mut d);
        self.0.extend_from_slice(&d[i..]);
    }

    /// `v` in signed decimal.
    fn idec(&mut self, v: i64) {
        if v < 0 {
            self.b(b'-');
        }
        self.dec(v.unsigned_abs());
    }

    /// `v` as `{:#x}` writes it (`0x1f`).
    fn hex(&mut self, v: u64) {
        let mut d = [0u8; 18];
        let mut i = d.len();
        let mut v = v;
        while v > 0 || i == d.len() {
            i -= 1;
            d[i] = HEX[(v & 15) as usize];
            v >>= 4;
        }
        i -= 2;
        d[i] = b'0';
        d[i + 1] = b'x';
        self.0.extend_from_slice(&d[i..]);
    }
}

impl Write for Out<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.s(s);
        Ok(())
    }
}

/// A line being printed by a plan: bytes put together on the stack and
/// appended to the output in one copy (before anything printed the
/// general way, and at the end).
struct Line {
    b: [u8; LINE],
    n: usize,
}

/// Room for most lines (a longer one is appended in parts).
const LINE: usize = 128;

impl Line {
    #[inline(always)]
    fn new() -> Line {
        Line { b: [0; LINE], n: 0 }
    }

    /// Appends the line so far to `out`.
    #[inline(always)]
    fn flush(&mut self, out: &mut Out) {
        out.0.extend_from_slice(self.b.get(..self.n).unwrap_or(&[]));
        self.n = 0;
    }

    /// Puts `len` bytes of `block` (copied whole, then cut).
    #[inline(always)]
    fn put_cut<const N: usize>(&mut self, block: &[u8; N], len: usize, out: &mut Out) {
        match self.b.get_mut(self.n..self.n + N) {
            Some(d) => {
                d.copy_from_slice(block);
                self.n += len.min(N);
            }
            None => self.put_cold(block.get(..len).unwrap_or(block), out),
        }
    }

    #[cold]
    #[inline(never)]
    fn put_cold(&mut self, s: &[u8], out: &mut Out) {
        self.flush(out);
        out.0.extend_from_slice(s);
    }

    /// Puts `s`.
    #[inline(always)]
    fn put(&mut self, s: &[u8], out: &mut Out) {
        match self.b.get_mut(self.n..self.n + s.len()) {
            Some(d) => {
                d.copy_from_slice(s);
                self.n += s.len();
            }
            None => self.put_cold(s, out),
        }
    }

    /// Puts `v` in decimal.
    #[inline(always)]
    fn dec(&mut self, v: u64, out: &mut Out) {
        if let Some(d) = DEC.get(v as usize) {
            return self.put_cut(&[d[0], d[1], d[2]], d[3] as usize, out);
        }
        let mut d = [0u8; 20];
        let i = dec_digits(v, &mut d);
        self.put(d.get(i..).unwrap_or(&[]), out)
    }

    /// Puts `v` in signed decimal.
    #[inline(always)]
    fn idec(&mut self, v: i64, out: &mut Out) {
        if v < 0 {
            self.put_cut(b"-", 1, out);
        }
        self.dec(v.unsigned_abs(), out)
    }

    /// Puts an inline constant as [`const_text`] does, where that is a
    /// number of the common kinds (false: nothing put).
    #[inline(always)]
    fn konst(&mut self, code: u16, ty: OpType, out: &mut Out) -> bool {
        match code {
            128..=192 => self.dec(code as u64 - 128, out),
            193..=208 => {
                let d = DEC[(code - 192) as usize];
                self.put_cut(&[b'-', d[0], d[1]], 1 + d[3] as usize, out)
            }
            240..=248 if ty != OpType::I16 && !(is64(ty) && code == 248) => {
                let n = F32_NAMES[(code - 240) as usize].1.as_bytes();
                let mut t = [0u8; 10];
                let k = n.len().min(10);
                t[..k].copy_from_slice(&n[..k]);
                self.put_cut(&t, k, out)
            }
            _ => return false,
        }
        true
    }

    /// Puts the text of a register (as [`reg_text`]).
    #[inline(always)]
    fn reg(&mut self, r: &Reg, out: &mut Out) {
        // The prefix's bytes (little-endian) and length.
        let (prefix, plen): (u64, usize) = match r.file {
            RegFile::V => (b'v' as u64, 1),
            RegFile::S => (b's' as u64, 1),
            RegFile::A => (b'a' as u64, 1),
            RegFile::Ttmp => (u32::from_le_bytes(*b"ttmp") as u64, 4),
            RegFile::Named(n) => {
                let s = n.name(r.count == 2).unwrap_or("<invalid>");
                return self.put(s.as_bytes(), out);
            }
        };
        let first = r.idx as usize;
        let last = first + r.count.max(1) as usize - 1;
        let (Some(d), Some(e)) = (DEC.get(first), DEC.get(last)) else {
            self.flush(out);
            return reg_text(r, out);
        };
        // A 16-bit half (`v1.l`): the slower path writes its suffix.
        if r.half != crate::inst::Half::Whole {
            self.flush(out);
            return reg_text(r, out);
        }
        let (d, e) = (u32::from_le_bytes(*d), u32::from_le_bytes(*e));
        if r.count <= 1 {
            let t = prefix | ((d & 0xff_ffff) as u64) << (8 * plen);
            return self.put_cut(&t.to_le_bytes(), plen + (d >> 24) as usize, out);
        }
        let t = prefix | (b'[' as u64) << (8 * plen) | ((d & 0xff_ffff) as u64) << (8 * plen + 8);
        let u = b':' as u64 | ((e & 0xff_ffff) as u64) << 8 | (b']' as u64) << (8 * (e >> 24) + 8);
        self.put_cut(&t.to_le_bytes(), plen + 1 + (d >> 24) as usize, out);
        self.put_cut(&u.to_le_bytes(), 2 + (e >> 24) as usize, out);
    }
}

struct Printer<'a> {
    inst: &'a Inst,
    ti: &'a TargetInfo,
    row: &'a InstDef,
    l: &'a Layout,
    fl: &'a FastLayout,
    sym: &'a dyn Fn(SymRef, &mut Vec<u8>),
}

fn reg_text(r: &Reg, out: &mut Out) {
    // The prefix's bytes (little-endian) and length.
    let (prefix, plen): (u64, u32) = match r.file {
        RegFile::V => (b'v' as u64, 1),
        RegFile::A => (b'a' as u64, 1),
        RegFile::S => (b's' as u64, 1),
        RegFile::Ttmp => (u32::from_le_bytes(*b"ttmp") as u64, 4),
        RegFile::Named(n) => {
            return out.s(n.name(r.count == 2).unwrap_or("<invalid>"));
        }
    };
    // Registers are most of a listing: the text is put together in two
    // words (`ttmp[100` and `:103]`), each appended with one fixed-size
    // copy.
    let first = r.idx as usize;
    let last = first + r.count.max(1) as usize - 1;
    let (Some(d), Some(e)) = (DEC.get(first), DEC.get(last)) else {
        // Past the table (never for a decoded register): as before, `?`.
        out.0
            .extend_from_slice(&prefix.to_le_bytes()[..plen as usize]);
        if r.count <= 1 {
            out.s(dec(first as u32));
            return out.s(r.half.suffix());
        }
        out.b(b'[');
        out.s(dec(first as u32));
        out.b(b':');
        out.s(dec(last as u32));
        return out.b(b']');
    };
    // Digits (zero-padded to 3 bytes) and their count.
    let (d, e) = (u32::from_le_bytes(*d), u32::from_le_bytes(*e));
    let at = out.0.len();
    if r.count <= 1 {
        let t = prefix | ((d & 0xff_ffff) as u64) << (8 * plen);
        out.0.extend_from_slice(&t.to_le_bytes());
        out.0.truncate(at + (plen + (d >> 24)) as usize);
        return out.s(r.half.suffix());
    }
    let t = prefix | (b'[' as u64) << (8 * plen) | ((d & 0xff_ffff) as u64) << (8 * plen + 8);
    let n = plen + 1 + (d >> 24);
    let u = b':' as u64 | ((e & 0xff_ffff) as u64) << 8 | (b']' as u64) << (8 * (e >> 24) + 8);
    out.0.extend_from_slice(&t.to_le_bytes());
    out.0.truncate(at + n as usize);
    out.0.extend_from_slice(&u.to_le_bytes());
    out.0.truncate(at + (n + 2 + (e >> 24)) as usize);
}

/// Hexadecimal digits.
const HEX: &[u8; 16] = b"0123456789abcdef";

/// The decimal digits of 0..1000 (up to three, then their count).
static DEC: [[u8; 4]; 1000] = {
    let mut t = [[0u8; 4]; 1000];
    let mut v = 0;
    while v < 1000 {
        t[v] = if v < 10 {
            [b'0' + v as u8, 0, 0, 1]
        } else if v < 100 {
            [b'0' + (v / 10) as u8, b'0' + (v % 10) as u8, 0, 2]
        } else {
            [
                b'0' + (v / 100) as u8,
                b'0' + (v / 10 % 10) as u8,
                b'0' + (v % 10) as u8,
                3,
            ]
        };
        v += 1;
    }
    t
};

/// The decimal text of `v` (0..1024 from a table).
fn dec(v: u32) -> &'static str {
    static T: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    T.get_or_init(|| (0..1024).map(|i| i.to_string()).collect())
        .get(v as usize)
        .map_or("?", |s| s.as_str())
}

/// The f32 inline constants (operand codes 240..=248): bits and text.
pub(crate) const F32_NAMES: [(u32, &str); 9] = [
    (0x3f000000, "0.5"),
    (0xbf000000, "-0.5"),
    (0x3f800000, "1.0"),
    (0xbf800000, "-1.0"),
    (0x40000000, "2.0"),
    (0xc0000000, "-2.0"),
    (0x40800000, "4.0"),
    (0xc0800000, "-4.0"),
    (0x3e22f983, "0.15915494"),
];
const F16_NAMES: [(u32, &str); 9] = [
    (0x3800, "0.5"),
    (0xb800, "-0.5"),
    (0x3c00, "1.0"),
    (0xbc00, "-1.0"),
    (0x4000, "2.0"),
    (0xc000, "-2.0"),
    (0x4400, "4.0"),
    (0xc400, "-4.0"),
    (0x3118, "0.15915494"),
];
pub(crate) const F64_HI_NAMES: [(u32, &str); 8] = [
    (0x3fe00000, "0.5"),
    (0xbfe00000, "-0.5"),
    (0x3ff00000, "1.0"),
    (0xbff00000, "-1.0"),
    (0x40000000, "2.0"),
    (0xc0000000, "-2.0"),
    (0x40100000, "4.0"),
    (0xc0100000, "-4.0"),
];

fn is64(ty: OpType) -> bool {
    matches!(ty, OpType::F64 | OpType::I64 | OpType::B64)
}

/// A `ds_swizzle_b32` offset as llvm-mc 22 prints it: the named pattern
/// its bits encode (bit 15 clear: and/or/xor masks of the lane id, bits
/// 4:0, 9:5 and 14:10, shown as a broadcast, swap or reverse where they
/// are one, else as a mask string; bits 15:8 = 0x80: four 2-bit lanes of
/// a quad; 0xc0..0xdf: rotate, direction bit 10, amount 9:5; 0xe0..0xff:
/// FFT, bits 4:0), and the number where it is none of these.
fn swizzle_text(o: u16, family: &str, out: &mut Out) {
    let dec = |out: &mut Out, v: u16| out.dec(v as u64);
    // Modes the family lacks print as the number (data/isa/family_facts.txt).
    let lacks = |fact| crate::names::family_fact(family, fact);
    if (o >= 0xe000 && lacks("no-swizzle-fft"))
        || ((0xc000..0xe000).contains(&o) && lacks("no-swizzle-rotate"))
    {
        return out.dec(o as u64);
    }
    if o < 0x8000 {
        let (and, or, xor) = (o & 0x1f, (o >> 5) & 0x1f, (o >> 10) & 0x1f);
        let group = 0x20 - and;
        let broadcast = group > 1 && group.is_power_of_two() && or < group && xor == 0;
        if and == 0x1f && or == 0 && xor != 0 && xor.is_power_of_two() {
            out.s("swizzle(SWAP,");
            dec(out, xor);
        } else if and == 0x1f && or == 0 && xor != 0 && (xor + 1).is_power_of_two() {
            out.s("swizzle(REVERSE,");
            dec(out, xor + 1);
        } else if broadcast {
            out.s("swizzle(BROADCAST,");
            dec(out, group);
            out.b(b',');
            dec(out, or);
        } else {
            out.s("swizzle(BITMASK_PERM,\"");
            for i in (0..5).rev() {
                let (a, r, x) = (and >> i & 1, or >> i & 1, xor >> i & 1);
                out.b(match (a, r, x) {
                    (1, 0, 1) => b'i',
                    (1, 0, _) => b'p',
                    _ if r ^ x == 1 => b'1',
                    _ => b'0',
                });
            }
            out.b(b'"');
        }
    } else if o < 0x8100 {
        out.s("swizzle(QUAD_PERM");
        for k in 0..4 {
            out.b(b',');
            dec(out, o >> (2 * k) & 3);
        }
    } else if o < 0xc000 {
        return out.dec(o as u64);
    } else if o < 0xe000 {
        out.s("swizzle(ROTATE,");
        dec(out, o >> 10 & 1);
        out.b(b',');
        dec(out, o >> 5 & 0x1f);
    } else {
        out.s("swizzle(FFT,");
        dec(out, o & 0x1f);
    }
    out.b(b')');
}

/// Whether `op`, a constant or a literal, sits where the instruction takes
/// only registers (printed `/*Invalid immediate*/`).
pub(crate) fn bad_imm(slot: &Slot, op: Operand) -> bool {
    match (slot.kind, op) {
        (Kind::S, Operand::Const(_) | Operand::Lit) => true,
        (Kind::V | Kind::A | Kind::AV, Operand::Lit) => true,
        (
            Kind::Vcc
            | Kind::Exec
            | Kind::M0
            | Kind::Scc
            | Kind::Off
            | Kind::Hwreg
            | Kind::Sendmsg
            | Kind::Waitcnt
            | Kind::ExpTgt
            | Kind::Attr
            | Kind::Param
            | Kind::Label
            | Kind::Lit
            | Kind::Imm
            | Kind::GprIdx,
            _,
        ) => false,
        (k, Operand::Const(_)) => {
            k == Kind::V || (k != Kind::Src && slot.field != Field::Src2) && k != Kind::SSrc
        }
        _ => false,
    }
}

/// The value the reference holds for inline constant `code` in an operand
/// of type `ty` where only registers belong: the integer, or the float's
/// bits in the width it prints it in (it writes those bits, cut to the
/// field, when it encodes the instruction again).
/// What the reference writes for the constant `code` decoded where only
/// registers belong, as [`bad_imm_bits`]; in an AV source of a family with
/// `@av-imm` data (data/isa/reg_classes.txt), the register it takes the
/// value for: its source code (the acc bit is the decoder's, see
/// `decode::flag_odd_tuples`), `None` for a value the data has not.
pub(crate) fn bad_imm_field(family: &str, slot: &Slot, code: u16) -> Option<u64> {
    // (The AGPR-only sources of v_accvgpr_read_b32/v_accvgpr_mov_b32 are
    // written the same way: the corpus's cases agree with the table.)
    if matches!(slot.kind, Kind::AV | Kind::A) && names::av_imm_code(family, 0).is_some() {
        let v = code.checked_sub(128).filter(|v| *v <= 64)?;
        return names::av_imm_code(family, v as u32).map(|(c, _)| c as u64);
    }
    Some(bad_imm_bits(code, slot.ty))
}

pub(crate) fn bad_imm_bits(code: u16, ty: OpType) -> u64 {
    match code {
        128..=192 => (code - 128) as u64,
        193..=208 => (192i64 - code as i64) as u64,
        240..=248 => {
            let k = (code - 240) as usize;
            if ty == OpType::I16 {
                F16_NAMES[k].0 as u64
            } else if is64(ty) {
                const F64_INV2PI: u64 = 0x3fc4_5f30_6dc9_c882;
                match F64_HI_NAMES.get(k) {
                    Some(&(hi, _)) => (hi as u64) << 32,
                    None => F64_INV2PI,
                }
            } else {
                F32_NAMES[k].0 as u64
            }
        }
        c => c as u64,
    }
}

fn is16(ty: OpType) -> bool {
    matches!(ty, OpType::F16 | OpType::Bf16 | OpType::I16)
}

/// An inline constant (operand code 128..=208, 240..=248).
fn const_text(code: u16, ty: OpType, out: &mut Out) {
    match code {
        128..=192 => out.s(dec(code as u32 - 128)),
        193..=208 => {
            out.b(b'-');
            out.s(dec(code as u32 - 192))
        }
        240..=248 => {
            let k = (code - 240) as usize;
            if ty == OpType::I16 {
                out.hex(F16_NAMES[k].0 as u64)
            } else if is64(ty) && code == 248 {
                out.s("0.15915494309189532")
            } else {
                out.s(F32_NAMES[k].1)
            }
        }
        _ => {
            out.s("<invalid:");
            out.dec(code as u64);
            out.b(b'>');
        }
    }
}

/// `lit(0x..)`.
fn lit_word(v: u32, out: &mut Out) {
    out.s("lit(");
    out.hex(v as u64);
    out.b(b')');
}

/// A 64-bit literal (operand code 254, GFX12.5) in an operand of type
/// `ty`, as the reference prints it: a value whose high dword is zero as
/// `lit64(0x..)` (which keeps it 64-bit when assembled again), an inline
/// constant's value as that constant, an f64 operand's value whose low
/// dword is zero as its high dword, any other as its hex.
fn lit64_text(v: u64, ty: OpType, out: &mut Out) {
    let (hi, lo) = ((v >> 32) as u32, v as u32);
    if hi == 0 {
        out.s("lit64(");
        out.hex(v);
        return out.b(b')');
    }
    if (-16..=64).contains(&(v as i64)) {
        return out.idec(v as i64);
    }
    if lo == 0 {
        if let Some((_, n)) = F64_HI_NAMES.iter().find(|e| e.0 == hi) {
            return out.s(n);
        }
        if ty == OpType::F64 {
            return out.hex(hi as u64);
        }
    }
    out.hex(v)
}

/// A literal dword in a source operand of type `ty`.
fn lit_text(v: u32, ty: OpType, inv2pi: bool, out: &mut Out) {
    let int_inline = |x: i64| (-16..=64).contains(&x);
    if is64(ty) && ty == OpType::F64 {
        if let Some((_, n)) = F64_HI_NAMES.iter().find(|e| e.0 == v) {
            return out.s(n);
        }
        return out.hex(v as u64);
    }
    if is16(ty) {
        // The operand takes the low 16 bits; the whole dword is shown where
        // it would otherwise read as an inline constant (for integer
        // operands the whole dword is judged as a 32-bit constant).
        let lo = v & 0xffff;
        let inline = if ty == OpType::I16 {
            int_inline(v as i32 as i64)
                || F32_NAMES
                    .iter()
                    .any(|e| e.0 == v && (inv2pi || e.0 != 0x3e22f983))
        } else {
            int_inline(lo as i16 as i64)
                || F16_NAMES
                    .iter()
                    .any(|e| e.0 == lo && (inv2pi || e.0 != 0x3118))
        };
        return if inline {
            lit_word(v, out)
        } else {
            out.hex(lo as u64)
        };
    }
    let inline = if is64(ty) {
        // Zero-extended to 64 bits.
        v <= 64
    } else if ty == OpType::V2f16 {
        // A packed f16 operand reads a float constant as its f16 bits in
        // the low half (the high half zero), an integer as 32 bits.
        int_inline(v as i32 as i64)
            || F16_NAMES
                .iter()
                .any(|e| e.0 == v && (inv2pi || e.0 != 0x3118))
    } else {
        int_inline(v as i32 as i64)
            || F32_NAMES
                .iter()
                .any(|e| e.0 == v && (inv2pi || e.0 != 0x3e22f983))
    };
    if inline {
        lit_word(v, out)
    } else {
        out.hex(v as u64)
    }
}

impl Printer<'_> {
    fn get(&self, f: Fld) -> Option<u64> {
        self.fl.get(self.l, self.inst.mods, f)
    }

    fn on(&self, f: Fld) -> bool {
        self.get(f) == Some(1)
    }

    /// The literal's low dword (0 when there is none).
    fn lit(&self) -> u32 {
        self.inst.lit.dword().unwrap_or(0)
    }

    /// Prints the instruction as its row's plan says.
    fn print_planned(&self, plan: &PrintPlan, mods: &[ModPrint], out: &mut Out) {
        if plan.n == SLOW_ROW {
            return self.print(out);
        }
        let mut f = Line::new();
        // The mnemonic: a fixed-size copy from the name pool, cut to size.
        match plan.block {
            Some(block) => f.put_cut(block, plan.name.len(), out),
            None => f.put(plan.name.as_bytes(), out),
        }
        let w = self.inst.mods;
        let bit = |pos: u8| pos < 128 && (w >> (pos & 127)) as u32 & 1 == 1;
        // No input modifier set and no register of the wrong class: the
        // slots need no look at their modifier bits.
        let plain = w & plan.src_mask == 0 && self.inst.bad_class == 0;
        let n = (plan.n as usize).min(MAX_OPS);
        for i in 0..n {
            let at = plan.at[i];
            let op = self.inst.ops[i];
            f.put_cut(
                if at.comma { b", " } else { b"  " },
                1 + at.comma as usize,
                out,
            );
            match (at.how, op) {
                (How::Any | How::Reg, Operand::Reg(r)) => {
                    if plain {
                        f.reg(&r, out);
                        continue;
                    }
                    let (neg, abs, sx) = (bit(at.neg), bit(at.abs), bit(at.sext));
                    if !(neg | abs | sx) && self.inst.bad_class >> i & 1 == 0 {
                        f.reg(&r, out);
                    } else if let Some(slot) = plan.slots.get(i) {
                        f.flush(out);
                        self.general(i, slot, op, neg, abs, sx, out);
                    }
                }
                (How::Any, Operand::Const(c)) if plain => match plan.slots.get(i) {
                    Some(slot)
                        if matches!(slot.kind, Kind::Src | Kind::SSrc)
                            && f.konst(c, slot.ty, out) => {}
                    Some(slot) => {
                        f.flush(out);
                        self.general(i, slot, op, false, false, false, out);
                    }
                    None => {}
                },
                (How::Any, Operand::Const(_) | Operand::Lit | Operand::Imm(_) | Operand::None) => {
                    if let Some(slot) = plan.slots.get(i) {
                        let (neg, abs, sx) = (bit(at.neg), bit(at.abs), bit(at.sext));
                        f.flush(out);
                        self.general(i, slot, op, neg, abs, sx, out);
                    }
                }
                (How::Exp, _) => {
                    f.flush(out);
                    self.exp_src(i, out)
                }
                (How::Fixed, Operand::Reg(_) | Operand::None) => {
                    f.put_cut(&at.text, at.len as usize, out)
                }
                (How::Label, Operand::Imm(v)) => f.idec(v as i64, out),
                _ => {
                    if let Some(slot) = plan.slots.get(i) {
                        f.flush(out);
                        self.operand(i, slot, out)
                    }
                }
            }
        }
        for m in mods {
            match m.how {
                ModHow::Flag => {
                    if bit(m.pos) {
                        f.put_cut(&m.text, m.len as usize, out);
                    }
                }
                ModHow::Dec => {
                    let v = field(w, m.pos, m.width);
                    if v != 0 {
                        f.put_cut(&m.text, m.len as usize, out);
                        f.dec(v, out);
                    }
                }
                ModHow::Omod => {
                    const T: [[u8; 8]; 4] = [
                        *b"\0\0\0\0\0\0\0\0",
                        *b" mul:2\0\0",
                        *b" mul:4\0\0",
                        *b" div:2\0\0",
                    ];
                    let v = field(w, m.pos, m.width) as usize;
                    if let Some(t) = T.get(v) {
                        f.put_cut(t, if v == 0 { 0 } else { 6 }, out);
                    }
                }
                ModHow::Hex | ModHow::HexNz => {
                    let v = field(w, m.pos, m.width) as usize & 15;
                    if v != 0 || m.how == ModHow::Hex {
                        f.put_cut(&m.text, m.len as usize, out);
                        f.put_cut(&[HEX[v]], 1, out);
                    }
                }
                ModHow::Sel | ModHow::Unused => {
                    let v = field(w, m.pos, m.width) as usize;
                    let name = if m.how == ModHow::Sel {
                        names::SDWA_SEL.get(v).unwrap_or(&"DWORD")
                    } else {
                        names::DST_UNUSED.get(v).unwrap_or(&"UNUSED_PAD")
                    };
                    f.put_cut(&m.text, m.len as usize, out);
                    f.put(name.as_bytes(), out);
                }
                ModHow::Slow => {
                    f.flush(out);
                    self.modifier(m.m, out);
                }
            }
        }
        f.flush(out);
    }

    fn print(&self, out: &mut Out) {
        // The mnemonic: a fixed-size copy from the name pool, cut to size.
        let name = self.row.name();
        let window = self.row.name_window();
        match window.get(..32) {
            // `name` is the window's start (`InstDef::name`).
            Some(block) if name.len() <= 32 => {
                let n = out.0.len();
                out.0
                    .extend_from_slice(&<[u8; 32]>::try_from(block).unwrap_or([b' '; 32]));
                out.0.truncate(n + name.len());
            }
            _ => out.s(name),
        }
        let mut comma = false;
        // A zero immediate the reference leaves out (s_endpgm).
        let endpgm = self.row.tags & crate::table::tags::IMM_OPTIONAL != 0;
        let exp = self.l.has(Fld::En);
        for (i, slot) in self.row.slots().iter().enumerate() {
            if endpgm && imm(self.inst.ops[i]) == 0 {
                continue;
            }
            if comma {
                out.0.extend_from_slice(b", ");
            } else {
                out.b(b' ');
            }
            // `exp mrt0 v0, ...`: no comma after the target.
            comma = slot.kind != Kind::ExpTgt;
            if exp && slot.kind == Kind::V {
                self.exp_src(i, out);
                continue;
            }
            self.operand(i, slot, out);
        }
        let mods = self.row.mods();
        for m in mods {
            self.modifier(*m, out);
        }
        // Matrix ops print cbsz, abid and blgp; rows swept before those
        // modifiers were probed lack them.
        if self.row.tags & crate::table::tags::MATRIX != 0 && !mods.contains(&Mod::Cbsz) {
            for m in [Mod::Cbsz, Mod::Abid, Mod::Blgp] {
                self.modifier(m, out);
            }
        }
    }

    /// Which source an operand is (for neg/abs/sext bits).
    fn src_index(slot: &Slot) -> Option<usize> {
        match slot.field {
            Field::Src0 => Some(0),
            Field::Src1 | Field::Vsrc1 => Some(1),
            Field::Src2 | Field::Vsrc2 => Some(2),
            _ => None,
        }
    }

    fn operand(&self, i: usize, slot: &Slot, out: &mut Out) {
        let op = self.inst.ops.get(i).copied().unwrap_or_default();
        let src = Self::src_index(slot);
        if let Operand::Sym(r) = op {
            if src.is_none() {
                return (self.sym)(r, out.0);
            }
        }
        match slot.kind {
            Kind::Vcc if self.ti.wave32 => return out.s("vcc_lo"),
            Kind::Vcc => return out.s("vcc"),
            Kind::Exec => return out.s("exec"),
            Kind::M0 => return out.s("m0"),
            Kind::Scc => return out.s("scc"),
            Kind::Off => return out.s("off"),
            Kind::Hwreg => return self.hwreg(op, out),
            Kind::Sendmsg => return self.sendmsg(op, out),
            Kind::Waitcnt => return self.waitcnt(op, out),
            Kind::ExpTgt => return self.exp_tgt(op, out),
            Kind::Attr => {
                let v = imm(op);
                out.s("attr");
                out.idec(v >> 2);
                out.b(b'.');
                out.b([b'x', b'y', b'z', b'w'][(v & 3) as usize]);
                return;
            }
            Kind::Param => {
                return match imm(op) {
                    v @ 0..=2 => out.s(["p10", "p20", "p0"][v as usize]),
                    v => {
                        out.s("invalid_param_");
                        out.idec(v)
                    }
                };
            }
            Kind::S => {
                // A constant where a scalar register belongs.
                match op {
                    Operand::Const(c) => {
                        debug_assert!(bad_imm(slot, op));
                        const_text(c, slot.ty, out);
                        return out.s("/*Invalid immediate*/");
                    }
                    Operand::Lit => {
                        out.hex(self.lit() as u64);
                        return out.s("/*Invalid immediate*/");
                    }
                    _ => {}
                }
            }
            Kind::Label => return out.idec(imm(op)),
            // A GFX12 image address of several registers: `[v0, v5, ...]`
            // from vaddr, vaddr1, ..., the last field a tuple of the rest
            // where there are more registers than fields.
            Kind::V if slot.field == Field::Vaddr && self.l.has(Fld::Vaddr1) => {
                if let Operand::Reg(r) = op {
                    if r.count > 1 {
                        let nf = crate::decode::IMAGE_ADDR_FIELDS
                            .iter()
                            .take_while(|f| self.l.has(**f))
                            .count();
                        let n = r.count as usize;
                        out.b(b'[');
                        for (k, f) in crate::decode::IMAGE_ADDR_FIELDS.iter().enumerate() {
                            if k >= n || k >= nf {
                                break;
                            }
                            if k > 0 {
                                out.s(", ");
                            }
                            let idx = self.get(*f).unwrap_or(0) as u32;
                            let count = if k + 1 == nf { n - k } else { 1 };
                            reg_text(
                                &Reg {
                                    file: RegFile::V,
                                    idx: idx as u16,
                                    count: count as u8,
                                    half: crate::inst::Half::Whole,
                                },
                                out,
                            );
                        }
                        return out.b(b']');
                    }
                }
            }
            // A GFX10+ image address in the NSA form: `[v0, v5, ...]`, the
            // first in vaddr, the others a byte each after the word.
            Kind::V if slot.field == Field::Vaddr && self.get(Fld::Nsa).is_some_and(|n| n > 0) => {
                if let Operand::Reg(r) = op {
                    out.s("[v");
                    out.dec(r.idx as u64);
                    // (Past the bytes there are: the last starts a tuple
                    // of the rest.)
                    let n = r.count as usize;
                    let held = (n - 1).min(self.l.nsa_max_bytes());
                    for k in 1..=held {
                        let v = (self.inst.mods >> (64 + 8 * (k - 1)) & 0xff) as u64;
                        out.s(", v");
                        if k == held && n - 1 > held {
                            out.b(b'[');
                            out.dec(v);
                            out.b(b':');
                            out.dec(v + (n - held) as u64 - 1);
                            out.b(b']');
                        } else {
                            out.dec(v);
                        }
                    }
                    return out.b(b']');
                }
            }
            Kind::Lit if op == Operand::Lit => {
                if let crate::inst::Literal::B64(v) = self.inst.lit {
                    // A 64-bit K: its high dword where the low one is
                    // zero, else all 64 bits (as llvm-mc 22 prints it).
                    if slot.field == Field::Lit {
                        return out.hex(if v as u32 == 0 { v >> 32 } else { v });
                    }
                    return lit64_text(v, slot.ty, out);
                }
                let v = self.lit();
                // A 32-bit immediate (s_setreg_imm32_b32) prints like a
                // 32-bit constant; a K operand (madmk) as its bits.
                if matches!(slot.ty, OpType::I32 | OpType::None) {
                    if (-16..=64).contains(&(v as i32)) {
                        return out.idec(v as i32 as i64);
                    }
                    if let Some((_, n)) = F32_NAMES.iter().find(|e| e.0 == v) {
                        return out.s(n);
                    }
                }
                return out.hex(v as u64);
            }
            Kind::Imm | Kind::GprIdx => return self.immediate(i, slot, op, out),
            _ => {}
        }
        // A source with input modifiers.
        let (mut neg, mut abs, mut sx) = (false, false, false);
        if let Some(k) = src {
            if slot.flags & flags::FMODS != 0 {
                let (nf, af) = match k {
                    0 => (Fld::Src0Neg, Fld::Src0Abs),
                    _ => (Fld::Src1Neg, Fld::Src1Abs),
                };
                if self.l.has(nf) && k < 2 {
                    neg = self.on(nf);
                    abs = self.on(af);
                } else if !self.l.has(Fld::Neg) && self.l.has(Fld::NegLo) {
                    // VOP3P with float sources (mad_mix): neg_lo is neg,
                    // neg_hi is abs.
                    neg = self.get(Fld::NegLo).is_some_and(|v| v >> k & 1 == 1);
                    abs = self.get(Fld::NegHi).is_some_and(|v| v >> k & 1 == 1);
                } else {
                    neg = self.get(Fld::Neg).is_some_and(|v| v >> k & 1 == 1);
                    abs = self.get(Fld::Abs).is_some_and(|v| v >> k & 1 == 1);
                }
            }
            if slot.flags & flags::SEXT != 0 {
                sx = self.on(if k == 0 { Fld::Src0Sext } else { Fld::Src1Sext });
            }
        }
        self.general(i, slot, op, neg, abs, sx, out)
    }

    /// Is the instruction's destination (`vdst`) an AGPR?
    fn dst_is_agpr(&self) -> bool {
        self.row.slots().iter().zip(&self.inst.ops).any(|(s, o)| {
            s.field == Field::Vdst && matches!(o, Operand::Reg(r) if r.file == RegFile::A)
        })
    }

    /// An operand of the general kinds with its input modifiers.
    #[allow(clippy::too_many_arguments)]
    fn general(
        &self,
        i: usize,
        slot: &Slot,
        op: Operand,
        neg: bool,
        abs: bool,
        sx: bool,
        out: &mut Out,
    ) {
        let neg_word =
            neg && !abs && matches!(op, Operand::Const(_) | Operand::Lit | Operand::Sym(_));
        if neg {
            out.s(if neg_word { "neg(" } else { "-" });
        }
        if abs {
            out.b(b'|');
        }
        if sx {
            out.s("sext(");
        }
        match op {
            Operand::Reg(r) => {
                reg_text(&r, out);
                if self.inst.bad_class >> i & 1 == 1 {
                    out.s("/*Invalid register, operand has '");
                    if slot.field == Field::Sdata {
                        out.s(if r.count >= 2 {
                            "SReg_64_XEXEC"
                        } else {
                            "SReg_32_XM0_XEXEC"
                        });
                    } else if let Some(Some(class)) = crate::decode::class_probe(slot, &r)
                        .and_then(|p| names::flagged_class(self.ti.family, self.row, slot.field, p))
                    {
                        // The reference's class for this operand
                        // (data/isa/reg_classes.txt).
                        out.s(class);
                    } else {
                        // DS data and an MFMA's result and accumulator
                        // (acc and acc_cd pick their file) are flagged as
                        // that file's class; an SMFMAC's (whose src2 is
                        // its index VGPR) and memory data as AV.
                        let mfma = self.row.enc == Enc::Vop3p
                            && matches!(slot.field, Field::Vdst | Field::Src2)
                            && self
                                .row
                                .slots()
                                .iter()
                                .any(|s| s.field == Field::Src2 && s.kind != Kind::V);
                        let by_file = mfma || self.row.enc == Enc::Ds;
                        // (A scalar tuple as a matrix op's accumulator:
                        // the class of its destination's file.)
                        let mut file_of = r;
                        if mfma && slot.field == Field::Src2 && self.dst_is_agpr() {
                            file_of.file = RegFile::A;
                        }
                        out.s(&reg_class(
                            slot.kind,
                            &file_of,
                            self.ti.tuples_even,
                            by_file,
                        ));
                    }
                    out.s("' register class*/");
                }
            }
            Operand::Const(c) => {
                const_text(c, slot.ty, out);
                if bad_imm(slot, op) && self.inst.plain_imm >> i & 1 == 0 {
                    out.s("/*Invalid immediate*/");
                }
            }
            Operand::Lit if matches!(slot.kind, Kind::V | Kind::A | Kind::AV) => {
                out.hex(self.lit() as u64);
                out.s("/*Invalid immediate*/");
            }
            Operand::Lit => match self.inst.lit {
                // (a 32-bit operand reads the low dword)
                crate::inst::Literal::B64(v) if slot.width == 2 || slot.ty == OpType::F64 => {
                    lit64_text(v, slot.ty, out)
                }
                _ => lit_text(self.lit(), slot.ty, self.ti.inv2pi, out),
            },
            Operand::Sym(r) => (self.sym)(r, out.0),
            Operand::Imm(v) => out.idec(v as i64),
            Operand::None if matches!(slot.kind, Kind::V | Kind::A | Kind::AV) => out.s("off"),
            Operand::None => {}
        }
        if sx {
            out.b(b')');
        }
        if abs {
            out.b(b'|');
        }
        if neg_word {
            out.b(b')');
        }
    }

    /// An export source: `off` where its enable bit is clear; with `compr`
    /// sources 0-1 print vsrc0 and 2-3 print vsrc1.
    fn exp_src(&self, i: usize, out: &mut Out) {
        let n = i.saturating_sub(1);
        let en = self.get(Fld::En).unwrap_or(0);
        if en >> n & 1 == 0 {
            return out.s("off");
        }
        let k = if self.on(Fld::Compr) { 1 + n / 2 } else { i };
        match self.inst.ops.get(k) {
            Some(Operand::Reg(r)) => reg_text(r, out),
            _ => out.s("off"),
        }
    }

    fn immediate(&self, i: usize, slot: &Slot, op: Operand, out: &mut Out) {
        let v = imm(op);
        if self.row.tags & crate::table::tags::IMM_DECIMAL != 0 {
            return out.idec(v);
        }
        // (As the assembler's parser gives it, in a listing: a number, in
        // hex; the names are the disassembler's.)
        if self.row.tags & crate::table::tags::UC_VERSION != 0 && self.inst.plain_imm >> i & 1 != 0
        {
            return out.hex(v as u64 & 0xffff);
        }
        if self.row.tags & crate::table::tags::UC_VERSION != 0 {
            return match names::uc_version_text(self.ti.family, v as u32 & 0xffff) {
                Some(t) => out.s(&t),
                None => out.hex(v as u64 & 0xffff),
            };
        }
        if self.row.tags & crate::table::tags::DELAY_ALU != 0 {
            return self.delay_alu(v, out);
        }
        if self.row.tags & crate::table::tags::DEPCTR != 0 {
            // The counters (data/isa/depctr.txt) where no other bit is set.
            let counters = names::depctr_counters(self.ti.family);
            let bits = counters.clone().fold(0, |m, c| m | c.pack(c.max()));
            if counters.clone().next().is_some() && v & 0xffff & !bits == 0 {
                return self.counters(counters, v & 0xffff, out);
            }
            // Else the immediate in hex, small ones too.
            return out.hex(v as u64 & 0xffff);
        }
        // gpr_idx(...) for the 4-bit mode values; the disassembler shows
        // wider field values as numbers, as llvm-mc does.
        if slot.kind == Kind::GprIdx && v >> 4 == 0 {
            out.s("gpr_idx(");
            let mut sep = "";
            for (b, n) in [(1, "SRC0"), (2, "SRC1"), (4, "SRC2"), (8, "DST")] {
                if v & b != 0 {
                    out.s(sep);
                    out.s(n);
                    sep = ",";
                }
            }
            return out.b(b')');
        }
        if slot.kind == Kind::GprIdx {
            return out.hex(v as u64 & 0xffff);
        }
        // A negative value (as written, for a listing; `imm-signed`
        // rows): -16..-1 as they are, others as their 32 bits in hex.
        if v < 0 && self.row.tags & crate::table::tags::IMM_SIGNED != 0 {
            return match v {
                -16..=-1 => out.idec(v),
                _ => out.hex(v as u32 as u64),
            };
        }
        match (self.row.enc, slot.field) {
            (crate::table::Enc::Sopp, _)
                if (0..=64).contains(&v) && self.row.tags & crate::table::tags::IMM_HEX == 0 =>
            {
                out.idec(v)
            }
            (crate::table::Enc::Smem, Field::Offset) => {
                if v < 0 {
                    out.b(b'-');
                    out.hex(v.unsigned_abs())
                } else {
                    out.hex(v as u64)
                }
            }
            (crate::table::Enc::Smem, _) if (0..=64).contains(&v) => out.idec(v),
            _ => out.hex(v as u64 & 0xffff_ffff_ffff),
        }
    }

    fn hwreg(&self, op: Operand, out: &mut Out) {
        let v = imm(op);
        // The family's fields (data/isa/hwregs.txt).
        let Some([fid, foff, fsize]) = names::hwreg_fields(self.ti.family) else {
            return out.dec(v as u64 & 0xffff);
        };
        let (id, off, size) = (fid.get(v) as u32, foff.get(v), fsize.get(v) + 1);
        let full = fsize.max() + 1;
        out.s("hwreg(");
        match names::hwreg_name(id, self.ti.family) {
            Some(n) => out.s(n),
            None => out.dec(id as u64),
        }
        if off != 0 || size != full {
            out.s(", ");
            out.dec(off as u64);
            out.s(", ");
            out.dec(size as u64);
        }
        out.b(b')')
    }

    fn sendmsg(&self, op: Operand, out: &mut Out) {
        let v = imm(op) & 0xffff;
        // The family's messages (data/isa/sendmsg.txt): by name when the
        // fields name a message and an operation it takes, whatever the
        // other bits hold; as numbers sendmsg(m, o, s) only when no other
        // bit is set.
        let Some(t) = names::sendmsg(self.ti.family) else {
            return out.dec(v as u64);
        };
        if let Some(text) = t.symbolic(v) {
            out.s("sendmsg(");
            out.s(&text);
            return out.b(b')');
        }
        let ((m, o, s), mask) = t.decoded(v);
        if v & !mask == 0 {
            let _ = write!(out, "sendmsg({m}, {o}, {s})");
            return;
        }
        out.dec(v as u64)
    }

    fn waitcnt(&self, op: Operand, out: &mut Out) {
        // The family's counters (data/isa/waitcnt.txt).
        self.counters(
            names::waitcnt_counters(self.ti.family),
            imm(op) & 0xffff,
            out,
        )
    }

    /// Packed counters: those that wait (not at their largest value), or
    /// all of them when none does.
    fn counters(&self, counters: std::slice::Iter<'static, names::Counter>, v: i64, out: &mut Out) {
        let all = counters.clone().all(|c| c.unpack(v) == c.max());
        let mut sep = "";
        for c in counters {
            let val = c.unpack(v);
            if all || val != c.max() {
                out.s(sep);
                out.s(c.name);
                out.b(b'(');
                out.dec(val as u64);
                out.b(b')');
                sep = " ";
            }
        }
    }

    /// `s_delay_alu`'s fields (data/isa/delay_alu.txt) that are not 0,
    /// joined by ` | `; `0` when all are (whatever the other bits).
    fn delay_alu(&self, v: i64, out: &mut Out) {
        let mut sep = "";
        for f in names::delay_alu_fields(self.ti.family) {
            let val = f.at.unpack(v);
            if val == 0 {
                continue;
            }
            out.s(sep);
            out.s(f.at.name);
            out.b(b'(');
            out.s(f.value_name(val).unwrap_or(f.invalid));
            out.b(b')');
            sep = " | ";
        }
        if sep.is_empty() {
            out.b(b'0');
        }
    }

    fn exp_tgt(&self, op: Operand, out: &mut Out) {
        // The family's targets (data/isa/exp_targets.txt).
        let t = imm(op);
        match u32::try_from(t)
            .ok()
            .and_then(|t| names::exp_target_name(t, self.ti.family))
        {
            Some((name, n)) => {
                out.s(name);
                if let Some(n) = n {
                    out.dec(n as u64);
                }
            }
            None => {
                out.s("invalid_target_");
                out.idec(t)
            }
        }
    }

    /// Do the sources take float input modifiers (VOP3P mad_mix)?
    fn fmods_srcs(&self) -> bool {
        self.row.tags & crate::table::tags::MIX != 0
    }

    /// Number of sources (VOP3 op_sel and VOP3P lists).
    fn n_srcs(&self) -> usize {
        self.row
            .slots()
            .iter()
            .filter(|s| matches!(s.field, Field::Src0 | Field::Src1 | Field::Src2))
            .count()
    }

    fn list(&self, name: &str, v: u64, n: usize, out: &mut Out) {
        out.b(b' ');
        out.s(name);
        out.s(":[");
        for i in 0..n {
            if i > 0 {
                out.b(b',');
            }
            out.b(if v >> i & 1 == 1 { b'1' } else { b'0' });
        }
        out.b(b']')
    }

    /// ` name:value` in decimal.
    fn named_dec(name: &str, v: u64, out: &mut Out) {
        out.b(b' ');
        out.s(name);
        out.b(b':');
        out.dec(v);
    }

    /// Modifier `m` as its print rule says (data/isa/modifiers.txt).
    fn modifier(&self, m: Mod, out: &mut Out) {
        use crate::modifiers::{ModValue, Print};
        let Some(d) = crate::modifiers::def(m) else {
            return;
        };
        if d.print == Print::Special {
            return self.special_modifier(m, out);
        }
        let Some(f) = d.field else {
            return;
        };
        let v = self.get(f);
        let named = |out: &mut Out| {
            out.b(b' ');
            out.s(m.as_str());
            out.b(b':');
        };
        match d.print {
            Print::Special => {}
            Print::Flag | Print::FlagOne if v == Some(1) => {
                out.b(b' ');
                out.s(m.as_str());
                if d.print == Print::FlagOne {
                    out.s(":1");
                }
            }
            Print::Flag | Print::FlagOne => {}
            Print::Dec | Print::Hex | Print::DecHex => match v.unwrap_or(0) {
                0 => {}
                x if d.print == Print::Dec || (d.print == Print::DecHex && x <= 10) => {
                    Self::named_dec(m.as_str(), x, out)
                }
                x => {
                    named(out);
                    out.hex(x)
                }
            },
            Print::HexAlways => {
                named(out);
                out.hex(v.unwrap_or(d.default as u64))
            }
            Print::DecAlways => Self::named_dec(m.as_str(), v.unwrap_or(d.default as u64), out),
            Print::NameDec => {
                let table = match d.value {
                    ModValue::Names { table, .. } => table,
                    _ => &[],
                };
                match v.unwrap_or(0) {
                    0 => {}
                    x => match table.get(x as usize) {
                        Some(t) => {
                            named(out);
                            out.s(t)
                        }
                        None => Self::named_dec(m.as_str(), x, out),
                    },
                }
            }
            Print::Name { fallback } => {
                let table = match d.value {
                    ModValue::Names { table, .. } => table,
                    _ => &[],
                };
                let x = v.unwrap_or(fallback as u64) as usize;
                named(out);
                out.s(table
                    .get(x)
                    .or(table.get(fallback as usize))
                    .unwrap_or(&"?"))
            }
        }
    }

    /// The modifiers whose print rule is `special`.
    fn special_modifier(&self, m: Mod, out: &mut Out) {
        match m {
            // GFX12's cache policies (data/isa/cache_policy.txt): th's
            // text by the row's kind and the scope; nothing for the
            // defaults.
            Mod::Th => {
                let th = self.get(Fld::Th).unwrap_or(0) as u8;
                let scope = self.get(Fld::Scope).unwrap_or(0) as u8;
                let kind = names::ThKind::of(self.row.tags);
                if let Some(t) = names::th_text(self.ti.family, kind, th, scope) {
                    out.s(" th:");
                    out.s(t);
                }
            }
            Mod::Scope => {
                let scope = self.get(Fld::Scope).unwrap_or(0) as u8;
                if let Some(n) = names::scope_name(self.ti.family, scope) {
                    out.s(" scope:");
                    out.s(n);
                }
            }
            Mod::Omod => match self.get(Fld::Omod).unwrap_or(0) {
                1 => out.s(" mul:2"),
                2 => out.s(" mul:4"),
                3 => out.s(" div:2"),
                _ => {}
            },
            // byte_sel (data/isa/byte_sel.txt): its op_sel bits.
            Mod::ByteSel => {
                let ext = self.row.ext();
                let v = ext.byte_sel_of(self.get(Fld::OpSel).unwrap_or(0));
                if v != 0 {
                    out.s(" byte_sel:");
                    out.s(["0", "1", "2", "3"][v as usize & 3]);
                }
            }
            Mod::OpSel => {
                // (without the bits of byte_sel, where the row takes it)
                let v =
                    self.get(Fld::OpSel).unwrap_or(0) & !(self.row.ext().byte_sel_bits() as u64);
                let n =
                    self.n_srcs() + (self.row.tags & crate::table::tags::OP_SEL_SRC2 != 0) as usize;
                if self.row.enc.is_vop3p() {
                    if v & ((1 << n) - 1) != 0 {
                        self.list("op_sel", v, n, out);
                    }
                    return;
                }
                // VOP3: the sources, then the destination (bit 3), which a
                // compare writing EXEC (no destination operand) has not.
                // (A DPP compare's SGPR destination has no place either.)
                let dpp =
                    self.row.mods().iter().any(|&m| {
                        matches!(m, crate::table::Mod::DppCtrl | crate::table::Mod::Dpp8)
                    });
                let dst = self.row.slots().iter().any(|s| {
                    s.field == crate::table::Field::Vdst
                        && (!dpp
                            || matches!(s.kind, crate::table::Kind::V | crate::table::Kind::AV))
                });
                let bits = (v & ((1 << n) - 1)) | ((v >> 3) & dst as u64) << n;
                if bits != 0 {
                    self.list("op_sel", bits, n + dst as usize, out);
                }
            }
            Mod::OpSelHi => {
                let n = self.n_srcs();
                let v = self.get(Fld::OpSelHi).unwrap_or(0);
                let full = (1u64 << n) - 1;
                // Float-source VOP3P (mad_mix) defaults to 0, others to all 1.
                let dflt = if self.fmods_srcs() { 0 } else { full };
                if v & full != dflt {
                    self.list("op_sel_hi", v, n, out);
                }
            }
            Mod::NegLo | Mod::NegHi if self.fmods_srcs() => {}
            Mod::NegLo | Mod::NegHi => {
                let f = if m == Mod::NegLo {
                    Fld::NegLo
                } else {
                    Fld::NegHi
                };
                let n = self.n_srcs();
                let v = self.get(f).unwrap_or(0) & ((1 << n) - 1);
                if v != 0 {
                    self.list(m.as_str(), v, n, out);
                }
            }
            Mod::DppCtrl => self.dpp_ctrl(out),
            Mod::Dim => {
                let v = self.get(Fld::Dim).unwrap_or(0) as u32;
                out.s(" dim:");
                out.s(names::mimg_dim_name(self.ti.family, v).unwrap_or("?"))
            }
            // DPP16: a flag; DPP8: the src0 code's low bits, 2 for fi:1.
            Mod::FetchInactive => {
                let on = match self.l.def(self.inst.mods, Fld::Fi).map(|d| d.coding) {
                    Some(crate::layout::Coding::Enum) => self.get(Fld::Fi) == Some(2),
                    _ => self.on(Fld::Fi),
                };
                if on {
                    out.s(" fi:1");
                }
            }
            Mod::Dpp8 => {
                let v = self.get(Fld::Dpp8).unwrap_or(0);
                out.s(" dpp8:[");
                for k in 0..8 {
                    if k > 0 {
                        out.b(b',');
                    }
                    out.b(b'0' + (v >> (3 * k) & 7) as u8);
                }
                out.b(b']');
            }
            Mod::Offset => {
                let Some(d) = self.l.def(self.inst.mods, Fld::Offset) else {
                    return;
                };
                let raw = crate::layout::read_pieces(self.inst.mods, d.pieces);
                // The SMEM SGPR-and-offset form always shows its offset.
                if raw == 0 && self.row.enc != crate::table::Enc::Smem {
                    return;
                }
                let w = crate::layout::width(d.pieces);
                if d.coding == crate::layout::Coding::Simm {
                    let s = 64 - w;
                    let v = ((raw << s) as i64) >> s;
                    out.s(" offset:");
                    if self.row.enc == crate::table::Enc::Smem {
                        if v < 0 {
                            out.b(b'-');
                            out.hex(v.unsigned_abs());
                        } else {
                            out.hex(v as u64);
                        }
                        return;
                    }
                    return out.idec(v);
                }
                out.s(" offset:");
                if self.row.name() == "ds_swizzle_b32" {
                    return swizzle_text(raw as u16, self.ti.family, out);
                }
                out.dec(raw)
            }
            Mod::Format => self.format(out),
            _ => {}
        }
    }

    fn dpp_ctrl(&self, out: &mut Out) {
        let v = self.get(Fld::DppCtrl).unwrap_or(0) as u32;
        // A DP ALU instruction (64-bit operands) takes row_newbcast only:
        // llvm-mc 22 prints this in place of another control.
        if names::dp_alu_dpp(self.ti.family)
            && crate::table::wide_vector_operand(self.row.slots())
            && !names::is_newbcast(self.ti.family, v as u16)
        {
            return out.s("  /* DP ALU dpp only supports row_newbcast */");
        }
        let shift = |out: &mut Out, name: &str, n: u32| {
            out.s(name);
            out.dec(n as u64);
        };
        match v {
            0..=0xff => {
                let mut b = *b" quad_perm:[0,0,0,0]";
                for k in 0..4 {
                    b[12 + 2 * k] = b'0' + ((v >> (2 * k)) & 3) as u8;
                }
                out.0.extend_from_slice(&b)
            }
            // The family's controls (data/isa/dpp_ctrl.txt).
            _ => match names::dpp_ctrl_text(self.ti.family, v as u16) {
                Some(names::DppText::Named(n, val)) => {
                    out.b(b' ');
                    out.s(n);
                    if let Some(x) = val {
                        shift(out, ":", x);
                    }
                }
                Some(names::DppText::Comment(t)) => {
                    out.b(b' ');
                    out.s(t);
                }
                None => out.s(" /* Invalid dpp_ctrl value */"),
            },
        }
    }

    fn format(&self, out: &mut Out) {
        // A unified format (GFX10+): its name, or the number; 1 (the
        // default) is not printed.
        if let Some(u) = self.get(Fld::Format) {
            if u == 1 {
                return;
            }
            match names::buffer_format_name("ufmt", u as u32, self.ti.family) {
                Some(name) => {
                    out.s(" format:[");
                    out.s(name);
                    out.b(b']');
                }
                None => {
                    out.s(" format:");
                    out.dec(u);
                }
            }
            return;
        }
        let d = self.get(Fld::Dfmt).unwrap_or(1) as usize;
        let n = self.get(Fld::Nfmt).unwrap_or(0) as usize;
        if d == 1 && n == 0 {
            return;
        }
        out.s(" format:[");
        if d != 1 {
            out.s(names::buffer_format_name("dfmt", d as u32, self.ti.family).unwrap_or("?"));
        }
        if n != 0 {
            if d != 1 {
                out.b(b',');
            }
            out.s(names::buffer_format_name("nfmt", n as u32, self.ti.family).unwrap_or("?"));
        }
        out.b(b']')
    }
}

/// The reference's name of the register class an operand of `kind` with
/// `count` registers takes (VGPR_32, VReg_64, AV_32, AReg_512, ...); where
/// tuples start at an even register (`align2`), a vector tuple's class is
/// the aligned one (VReg_64_Align2, VS_64_Align2 for a source).
fn reg_class(kind: Kind, r: &Reg, align2: bool, by_file: bool) -> String {
    let count = r.count;
    let bits = 32 * count.max(1) as u32;
    if align2 && count >= 2 {
        match (kind, r.file) {
            (Kind::AV, RegFile::A) if by_file => return format!("AReg_{bits}_Align2"),
            (Kind::AV | Kind::Src, _) if by_file => return format!("VReg_{bits}_Align2"),
            (Kind::A, _) => return format!("AReg_{bits}_Align2"),
            (Kind::V, _) => return format!("VReg_{bits}_Align2"),
            (Kind::AV, _) => return format!("AV_{bits}_Align2"),
            (Kind::Src, _) => return format!("VS_{bits}_Align2"),
            _ => {}
        }
    }
    match (kind, count) {
        (Kind::A, 0 | 1) => "AGPR_32".to_string(),
        (Kind::A, _) => format!("AReg_{bits}"),
        (Kind::AV, _) => format!("AV_{bits}"),
        (Kind::SSrc | Kind::S, 0 | 1) => "SReg_32".to_string(),
        (Kind::SSrc | Kind::S, _) => format!("SReg_{bits}"),
        (_, 0 | 1) => "VGPR_32".to_string(),
        _ => format!("VReg_{bits}"),
    }
}

fn imm(op: Operand) -> i64 {
    match op {
        Operand::Imm(v) => v as i64,
        _ => 0,
    }
}

/// Writes `v` in decimal at the end of `d`; returns where the digits start.
fn dec_digits(mut v: u64, d: &mut [u8; 20]) -> usize {
    let mut i = d.len();
    while v > 0 || i == d.len() {
        i -= 1;
        d[i] = b'0' + (v % 10) as u8;
        v /= 10;
    }
    i
}
