//! `TargetInfo`: everything the encoder, decoder and printer need to know
//! about one processor: its instruction table and layouts (by family), its
//! generation, and the operand codes of its registers and constants.

use crate::decode::{shared_canon, shared_plan, CanonConds, CanonPlan, FastLayout, Plan};
use crate::generated::TABLES;
use crate::inst::{Reg, RegFile};
use crate::layout::Layout;
use crate::print::{make_print_plan, ModPrint, PrintPlan};
use crate::table::{Enc, InstDef};
use crate::target::{Generation, Target};
use std::sync::OnceLock;

/// A layout a word may belong to, and the match bits of its first dword.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Cand {
    pub(crate) mask: u32,
    pub(crate) val: u32,
    pub(crate) li: u8,
}

/// What re-encoding a row takes; for a layout with conditions, the
/// per-combination part too.
type Canon = (CanonPlan, Option<CanonConds>);

/// Per row of a layout (in `by_opcode` order), a value made at the row's
/// first use; the cells themselves at the layout's.
type RowCells<T> = OnceLock<Box<[OnceLock<Box<T>>]>>;

/// One processor's tables and register facts.
#[derive(Debug)]
pub struct TargetInfo {
    /// Canonical processor name (`gfx900`).
    pub cpu: &'static str,
    /// The table family (`gfx9`).
    pub family: &'static str,
    /// The processor's generation.
    pub gen: Generation,
    /// The instruction table (rows of other processors of the family
    /// included: a row's processor list says where it exists).
    pub table: &'static [InstDef],
    /// The family's layouts, most specific first.
    pub layouts: &'static [Layout],
    /// Number of addressable SGPRs.
    pub sgprs: u32,
    /// Operand code of ttmp0 and number of ttmps.
    pub ttmp_base: u32,
    /// Number of ttmps.
    pub ttmps: u32,
    /// Has the 1/(2*pi) inline constant (GFX8+).
    pub inv2pi: bool,
    /// 64-bit encodings may carry a literal (family fact `vop3-literal`,
    /// GFX10+).
    pub vop3_literal: bool,
    /// A 64-bit operand of a 32-bit encoding may take a 64-bit literal,
    /// operand code 254 (family fact `lit64`, GFX12.5).
    pub lit64: bool,
    /// Lane masks are one SGPR and the implicit VCC operand is `vcc_lo`
    /// (family fact `wave32`, GFX10+ by default).
    pub wave32: bool,
    /// The family's named registers, both directions.
    pub named: &'static crate::names::NamedRegs,
    /// Vector tuples start at an even register (`tuples-even`).
    pub tuples_even: bool,
    /// Some operands take only v0-v127 (data/isa/reg_classes.txt has `h`
    /// lines for the family: GFX12's 16-bit operands of the 32-bit and DPP
    /// forms).
    pub low128: bool,
    /// The family fact `fmt-regs`: the modifiers naming a `fmt-width`
    /// row's src0/src1 data format, and per value the registers.
    pub fmt_regs: Option<crate::names::FmtRegs>,
    /// (encoding, opcode, row) sorted, for decoding.
    by_opcode: Vec<(Enc, u16, u32)>,
    /// Per layout, what each row of its encoding asks of a word, in
    /// `by_opcode` order (worked out at the row's first use).
    plans: Vec<RowCells<Plan>>,
    /// Per layout, the range of `by_opcode` holding its encoding's rows.
    enc_rows: Vec<(u32, u32)>,
    /// Per value of a word's top 9 bits, the layouts (indices into
    /// `layouts`, most specific first) whose match bits it can carry.
    /// (All 512 lists in one array; list `t` is `dispatch[at[t]..at[t + 1]]`.)
    dispatch: Vec<u8>,
    /// `dispatch` with each layout's match bits of the first dword, to
    /// rule most candidates out with one test.
    cands: Vec<Cand>,
    /// Where each top-bits value's list starts in `dispatch` and `cands`.
    dispatch_at: Box<[u32; 513]>,
    /// Per layout, per opcode: the range of `by_opcode` holding its rows.
    opcode_rows: Vec<Vec<(u32, u32)>>,
    /// Per encoding (`Enc as usize`), its layout's index (255: none).
    by_enc: Vec<u8>,
    /// Per layout, where its fields sit.
    fast: Vec<FastLayout>,
    /// Per layout, what re-encoding each row of its encoding takes, in
    /// `by_opcode` order (worked out at the row's first use).
    canons: Vec<RowCells<Canon>>,
    /// Per row of `table`, its position in `by_opcode` (`u32::MAX`: not a
    /// row of this processor).
    row_pos: Vec<u32>,
    /// Per layout, how each row of its encoding prints and its
    /// modifiers, in `by_opcode` order (worked out at the row's first use).
    print_plans: Vec<RowCells<(PrintPlan, Box<[ModPrint]>)>>,
}

// (Here rather than in target.rs, which xtask compiles without the
// tables and the family facts.)
impl Target {
    /// Whether lane masks are one SGPR and the implicit VCC is `vcc_lo`:
    /// the family's default (fact `wave32`, GFX10+) unless
    /// `+wavefrontsize64` is given.
    pub fn wave32(&self) -> bool {
        crate::names::family_fact(self.processor.family(), "wave32")
            && self.has_mattr("wavefrontsize64") != Some(true)
    }

    /// The instruction rows of this target (those of its family; in
    /// wave64 on a wave32 family, with lane masks two SGPRs), or `None`
    /// while no table covers it.
    pub fn rows(&self) -> Option<&'static [crate::table::InstDef]> {
        let t = self.table()?;
        Some(
            if crate::names::family_fact(t.file, "wave32") && !self.wave32() {
                t.insts_w64
            } else {
                t.insts
            },
        )
    }

    /// Whether this target has dual-issue pairs (`X :: Y`): its table
    /// has such rows (a fact the generator writes).
    pub fn dual_issue(&self) -> bool {
        self.table().is_some_and(|t| t.dual_issue)
    }

    /// The generated table of this target's family, if one covers it.
    fn table(&self) -> Option<&'static crate::generated::TableInfo> {
        let family = self.processor.family();
        crate::generated::TABLES.iter().find(|t| t.file == family)
    }
}

impl TargetInfo {
    /// Whether a literal dword may follow an encoding of `bits` bits (no
    /// 64-bit encoding takes one before GFX10).
    #[inline]
    pub fn literal_after(&self, bits: u32) -> bool {
        bits < 64 || self.vop3_literal
    }

    /// The facts for `target`; `None` when no instruction table covers it.
    pub fn new(target: &Target) -> Option<TargetInfo> {
        let cpu = target.cpu();
        let family = target.processor.family();
        let t = TABLES.iter().find(|t| t.file == family)?;
        let insts = target.rows()?;
        let gen = target.generation();
        let (sgprs, ttmps, ttmp_base) = crate::target::scalar_regs(gen);
        let wave32 = target.wave32();
        // (The table's own order by encoding and opcode, as generated: the
        // rows of this processor, each once.)
        let by_opcode: Vec<(Enc, u16, u32)> = t
            .by_opcode
            .iter()
            .filter_map(|&i| Some((i as u32, insts.get(i as usize)?)))
            .filter(|(_, d)| d.cpus().is_empty() || d.cpus().contains(&cpu))
            // (A wave32 row is none of a wave64 target.)
            .filter(|(_, d)| wave32 || !d.ext().wave32_only())
            .map(|(i, d)| (d.enc, d.opcode, i))
            .collect();
        let mut row_pos = vec![u32::MAX; insts.len()];
        for (pos, e) in by_opcode.iter().enumerate() {
            if let Some(p) = row_pos.get_mut(e.2 as usize) {
                *p = pos as u32;
            }
        }
        let layouts = crate::family_layouts(t.file);
        let mut dispatch = Vec::new();
        let mut dispatch_at = Box::new([0u32; 513]);
        for top in 0..512u128 {
            let w = top << 23;
            let m = 0x1ffu128 << 23;
            dispatch.extend(
                layouts
                    .iter()
                    .enumerate()
                    .filter(|(_, l)| (w ^ l.match_val) & l.match_mask & m == 0)
                    .map(|(i, _)| i as u8),
            );
            dispatch_at[top as usize + 1] = dispatch.len() as u32;
        }
        let opcode_rows = layouts
            .iter()
            .map(|l| {
                // One walk over the layout's rows (sorted by opcode): the
                // range of each opcode, empty ranges where the next row is.
                let bits = crate::layout::width(l.opcode).min(12);
                let a = by_opcode.partition_point(|e| e.0 < l.enc);
                let b = by_opcode.partition_point(|e| e.0 <= l.enc);
                let mut v = vec![(0u32, 0u32); 1 << bits];
                let mut i = a;
                for (op, slot) in v.iter_mut().enumerate() {
                    while i < b && (by_opcode[i].1 as usize) < op {
                        i += 1;
                    }
                    let start = i;
                    while i < b && by_opcode[i].1 as usize == op {
                        i += 1;
                    }
                    *slot = (start as u32, i as u32);
                }
                v
            })
            .collect();
        let enc_rows = layouts
            .iter()
            .map(|l| {
                let a = by_opcode.partition_point(|e| e.0 < l.enc);
                let b = by_opcode.partition_point(|e| e.0 <= l.enc);
                (a as u32, b as u32)
            })
            .collect();
        let by_enc = Enc::ALL
            .iter()
            .map(|e| {
                layouts
                    .iter()
                    .position(|l| l.enc == *e)
                    .map_or(255, |i| i as u8)
            })
            .collect();
        Some(TargetInfo {
            cpu,
            family: t.file,
            gen,
            table: insts,
            layouts,
            sgprs,
            ttmp_base,
            ttmps,
            inv2pi: gen >= Generation::Gfx8,
            vop3_literal: crate::names::family_fact(family, "vop3-literal"),
            lit64: crate::names::family_fact(family, "lit64"),
            wave32: target.wave32(),
            named: crate::names::named_regs(family),
            tuples_even: crate::names::family_fact(family, "tuples-even"),
            fmt_regs: crate::names::fmt_regs(family),
            low128: crate::names::has_class_probe(family, crate::names::ClassProbe::HighV),
            by_opcode,
            plans: layouts.iter().map(|_| OnceLock::new()).collect(),
            enc_rows,
            cands: dispatch
                .iter()
                .map(|&li| {
                    let l = &layouts[li as usize];
                    Cand {
                        mask: l.match_mask as u32,
                        val: l.match_val as u32,
                        li,
                    }
                })
                .collect(),
            dispatch,
            dispatch_at,
            opcode_rows,
            by_enc,
            fast: layouts.iter().map(FastLayout::new).collect(),
            canons: layouts.iter().map(|_| OnceLock::new()).collect(),
            print_plans: layouts.iter().map(|_| OnceLock::new()).collect(),
            row_pos,
        })
    }

    /// The layouts a word with these top 9 bits may belong to, as indices
    /// into `layouts`, most specific first.
    pub fn candidates(&self, w0: u32) -> &[u8] {
        let t = (w0 >> 23) as usize;
        &self.dispatch[self.dispatch_at[t] as usize..self.dispatch_at[t + 1] as usize]
    }

    /// [`TargetInfo::candidates`] with their match bits in the first dword.
    pub(crate) fn cands(&self, w0: u32) -> &[Cand] {
        let t = (w0 >> 23) as usize;
        &self.cands[self.dispatch_at[t] as usize..self.dispatch_at[t + 1] as usize]
    }

    /// The widest format (in bits, literal not counted) a word whose first
    /// dword is `w0` may belong to: decoding it reads no further (but for
    /// a literal); 0 when it belongs to none.
    pub fn word_bits(&self, w0: u32) -> u16 {
        let mut bits = 0;
        for c in self.cands(w0) {
            if w0 & c.mask == c.val {
                bits = bits.max(self.layouts.get(c.li as usize).map_or(u16::MAX, |l| l.bits));
            }
        }
        bits
    }

    /// The rows of layout `li` (an index into `layouts`) with `opcode`.
    pub fn rows_of(&self, li: usize, opcode: u32) -> impl Iterator<Item = u32> + '_ {
        let (a, b) = self.row_range(li, opcode);
        self.by_opcode
            .get(a as usize..b as usize)
            .unwrap_or(&[])
            .iter()
            .map(|e| e.2)
    }

    /// The positions in `by_opcode` of the rows of layout `li` with
    /// `opcode`.
    pub(crate) fn row_range(&self, li: usize, opcode: u32) -> (u32, u32) {
        // Opcodes past the table (fields wider than 12 bits) are searched.
        match self.opcode_rows.get(li).map(|v| v.get(opcode as usize)) {
            Some(Some(r)) => *r,
            Some(None) if opcode <= u16::MAX as u32 => {
                let Some(l) = self.layouts.get(li) else {
                    return (0, 0);
                };
                let enc = l.enc;
                let a = self
                    .by_opcode
                    .partition_point(|e| (e.0, e.1) < (enc, opcode as u16));
                let n = self.by_opcode[a..]
                    .iter()
                    .take_while(|e| e.0 == enc && e.1 as u32 == opcode)
                    .count();
                (a as u32, (a + n) as u32)
            }
            _ => (0, 0),
        }
    }

    /// The row at position `pos` of `by_opcode`.
    #[inline]
    pub(crate) fn row_at(&self, pos: u32) -> Option<u32> {
        self.by_opcode.get(pos as usize).map(|e| e.2)
    }

    /// The plan of the row at position `pos` of `by_opcode` (in layout
    /// `li`'s range), made when it is first asked for: a word reaches few
    /// of a layout's rows, real code fewer.
    #[inline]
    pub(crate) fn plan_at(&self, li: usize, pos: u32) -> Option<&Plan> {
        let (cell, l, &(a, b)) = (
            self.plans.get(li)?,
            self.layouts.get(li)?,
            self.enc_rows.get(li)?,
        );
        let cells = cell.get_or_init(|| (a..b).map(|_| OnceLock::new()).collect());
        let c = cells.get(pos.checked_sub(a)? as usize)?;
        if let Some(p) = c.get() {
            return Some(p);
        }
        let row = self
            .table
            .get(self.by_opcode.get(pos as usize)?.2 as usize)?;
        Some(c.get_or_init(|| Box::new(shared_plan(self.family, l, row))))
    }

    /// What row `ri` (of layout `l`) asks of a word.
    pub(crate) fn plan(&self, ri: u32, l: &Layout) -> Option<&Plan> {
        let row = self.table.get(ri as usize)?;
        let li = self.layout_index(row.enc)?;
        if !std::ptr::eq(self.layouts.get(li)?, l) {
            return None;
        }
        let (a, b) = self.row_range(li, row.opcode as u32);
        let pos = (a..b).find(|&p| self.row_at(p) == Some(ri))?;
        self.plan_at(li, pos)
    }

    /// What re-encoding row `ri` takes.
    #[inline]
    pub(crate) fn canon_plan(&self, ri: u32) -> Option<(&CanonPlan, Option<&CanonConds>)> {
        let pos = *self.row_pos.get(ri as usize)?;
        let row = self.table.get(ri as usize)?;
        let li = self.layout_index(row.enc)?;
        let (cell, l, &(a, b)) = (
            self.canons.get(li)?,
            self.layouts.get(li)?,
            self.enc_rows.get(li)?,
        );
        let cells = cell.get_or_init(|| (a..b).map(|_| OnceLock::new()).collect());
        let c = cells.get(pos.checked_sub(a)? as usize)?;
        let (p, conds) = &**c.get_or_init(|| Box::new(shared_canon(l, row, self.off_code())));
        match conds {
            Some(cc) => Some((p, Some(cc))),
            // (A row of a layout with conditions whose part could not be
            // worked out: left to the encoder.)
            None if p.n_cond == 0 => Some((p, None)),
            None => None,
        }
    }

    /// How row `ri` (of layout `li`) prints, and its modifiers; `None`
    /// for a row of another processor.
    #[inline]
    pub(crate) fn print_plan(&self, li: usize, ri: u32) -> Option<(&PrintPlan, &[ModPrint])> {
        let pos = *self.row_pos.get(ri as usize)?;
        let (cell, &(a, b)) = (self.print_plans.get(li)?, self.enc_rows.get(li)?);
        let cells = cell.get_or_init(|| (a..b).map(|_| OnceLock::new()).collect());
        let c = cells.get(pos.checked_sub(a)? as usize)?;
        if c.get().is_none() {
            let (l, fl) = (self.layouts.get(li)?, self.fast.get(li)?);
            let row = self
                .table
                .get(self.by_opcode.get(pos as usize)?.2 as usize)?;
            c.get_or_init(|| {
                let mut mods = Vec::new();
                let p = make_print_plan(l, fl, row, &mut mods, self.wave32);
                Box::new((p, mods.into_boxed_slice()))
            });
        }
        let (p, m) = &**c.get()?;
        let m = m
            .get(p.mods_at as usize..p.mods_at as usize + p.mods_len as usize)
            .unwrap_or(&[]);
        Some((p, m))
    }

    /// Layout `li` and where its fields sit.
    pub(crate) fn fast_layout(&self, li: usize) -> Option<(&'static Layout, &FastLayout)> {
        Some((self.layouts.get(li)?, self.fast.get(li)?))
    }

    /// The index in `layouts` of the layout of `enc`.
    pub(crate) fn layout_index(&self, enc: Enc) -> Option<usize> {
        let i = *self.by_enc.get(enc as usize)?;
        (i != 255).then_some(i as usize)
    }

    /// The layout of `enc`.
    pub fn layout(&self, enc: Enc) -> Option<&'static Layout> {
        let i = *self.by_enc.get(enc as usize)?;
        self.layouts.get(i as usize)
    }

    /// The register a scalar operand code names (`count` registers from it),
    /// or `None` for constants, literals and codes this target lacks.
    pub fn scalar_reg(&self, code: u32, count: u8) -> Option<Reg> {
        // Tuples are aligned (pairs to 2, larger ones, three registers
        // too, to 4): the reference's decoder drops the low bits of a
        // misaligned code.
        let align = |i: u32| match count {
            0 | 1 => i,
            2 => i & !1,
            _ => i & !3,
        };
        if code < self.sgprs {
            // Tuples may run past the addressable SGPRs into the register
            // file's last ones (s[100:103] on GFX9), not beyond.
            let file = if self.gen >= Generation::Gfx8 {
                106
            } else {
                104
            };
            if align(code) + count.max(1) as u32 > file {
                return None;
            }
            return Some(Reg {
                file: RegFile::S,
                idx: align(code) as u16,
                count,
                half: crate::inst::Half::Whole,
            });
        }
        if code >= self.ttmp_base && code < self.ttmp_base + self.ttmps {
            if align(code - self.ttmp_base) + count.max(1) as u32 > self.ttmps {
                return None;
            }
            return Some(Reg {
                file: RegFile::Ttmp,
                idx: align(code - self.ttmp_base) as u16,
                count,
                half: crate::inst::Half::Whole,
            });
        }
        // Named registers and sources: what the reference prints at the
        // code (data/isa/registers.txt), alone or as the first of a pair.
        // (A wider tuple: only a register of the scalar register codes,
        // below the sources' 128, that has one name at both widths
        // data/isa/registers.txt gives: GFX11's `null` as an image's or a
        // buffer's descriptor.)
        if count > 2 {
            if code >= 128 {
                return None;
            }
            let n = self.named.decode(code, false)?;
            if self.named.decode(code, true) != Some(n) || !self.named.takes_as_pair(n) {
                return None;
            }
            return Some(Reg {
                file: RegFile::Named(n),
                idx: 0,
                count,
                half: crate::inst::Half::Whole,
            });
        }
        let n = self.named.decode(code, count == 2)?;
        Some(Reg {
            file: RegFile::Named(n),
            idx: 0,
            count,
            half: crate::inst::Half::Whole,
        })
    }

    /// Operand code of an SGPR-class register.
    pub fn scalar_code(&self, r: &Reg) -> Option<u32> {
        crate::encode::scalar_code(self.named, self.ttmp_base, r)
    }

    /// The SGPR code that means "no register" in address fields (`off`).
    pub fn off_code(&self) -> u32 {
        crate::inst::off_code(self.gen)
    }
}

#[cfg(test)]
mod tests {
    /// Each table's generated `by_opcode` holds every row once, ordered by
    /// encoding, opcode and place, in its wave32 and its wave64 rows alike
    /// (the decoder's index relies on it, not sorting them again).
    #[test]
    fn by_opcode_orders_every_row() {
        for t in crate::generated::TABLES {
            for insts in [t.insts, t.insts_w64] {
                assert_eq!(t.by_opcode.len(), insts.len(), "{}", t.file);
                let mut seen = vec![false; insts.len()];
                let keys: Vec<_> = t
                    .by_opcode
                    .iter()
                    .map(|&i| {
                        let d = &insts[i as usize];
                        assert!(!std::mem::replace(&mut seen[i as usize], true));
                        (d.enc, d.opcode, i)
                    })
                    .collect();
                assert!(keys.windows(2).all(|w| w[0] < w[1]), "{}", t.file);
            }
        }
    }
}
