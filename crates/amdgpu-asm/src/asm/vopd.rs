//! Dual-issue (VOPD) statements, GFX11 and GFX12: `X :: Y`, two component
//! instructions in one word (`v_dual_mul_f32 v0, v1, v2 :: v_dual_mov_b32
//! v3, v4`). Each half is matched against the component rows of its half
//! (`@vopd=` in the tables) like any instruction; the pair is then held to
//! the rules llvm-mc 22 enforces between the halves (one literal, the
//! constant bus, destinations of opposite parity, sources in different
//! VGPR banks) and written by `amdgpu_isa::vopd`.
//!
//! Where the family has the 12-byte VOPD3 form (fact `vopd3`: GFX12.5), a
//! pair the 8-byte form cannot hold (an operation or operand it lacks, a
//! rule it breaks) is matched again against the VOPD3 rows and held to
//! VOPD3's rules (distinct destinations, banks of all three sources, the
//! constant bus, no literal, no abs); where both fail, the VOPD error is
//! reported when both halves matched as VOPD, as llvm-mc 22 does.

use super::*;
use amdgpu_isa::inst::{Dual, Operand as IsaOp, RegFile, MAX_OPS};
use amdgpu_isa::table::{tags, Enc, Field};

/// The `::` between the halves: the index of its first `:` among
/// `toks[from..]` (two adjacent colons).
pub(super) fn separator(toks: &[Token], from: usize) -> Option<usize> {
    let t = toks.get(from..)?;
    // (One pass, one kind-and-byte test per token: most lines have no `:`.)
    let mut after_colon = u32::MAX;
    for (i, x) in t.iter().enumerate() {
        let colon = x.is(b':');
        if colon && x.start == after_colon {
            return (from + i).checked_sub(1);
        }
        after_colon = if colon { x.end } else { u32::MAX };
    }
    None
}

/// One matched half: the instruction and, per operand slot, the span of
/// what was written for it.
struct Half {
    out: matcher::Out,
    spans: [(usize, usize); MAX_OPS],
    /// The mnemonic's span.
    name: (usize, usize),
}

impl Half {
    fn row<'t>(&self, table: &'t [InstDef]) -> Option<&'t InstDef> {
        table.get(self.out.inst.row as usize)
    }

    /// The operand written for the slot of `field`, and its span.
    fn slot(&self, table: &[InstDef], field: Field) -> Option<(IsaOp, (usize, usize))> {
        let row = self.row(table)?;
        let i = row.slots().iter().position(|s| s.field == field)?;
        Some((*self.out.inst.ops.get(i)?, *self.spans.get(i)?))
    }
}

/// The end of the message of a VGPR bank rule between the halves
/// (`src1 operands must use different VGPR banks`).
const BANKS_MSG: &str = "operands must use different VGPR banks";

impl Assembler<'_> {
    /// Matches and encodes the statement at token `k` whose halves `::`
    /// (at token `sep`) divides.
    pub(super) fn match_vopd(&mut self, line: u32, k: usize, sep: usize) {
        let toks = std::mem::take(&mut self.toks);
        let res = self.vopd_pair(&toks, k, sep);
        self.toks = toks;
        match res {
            Ok((o, start, end)) => self.emit(line, start, end, &o, None),
            Err(f) => self.fail(f),
        }
    }

    fn vopd_pair(
        &mut self,
        toks: &[Token],
        k: usize,
        sep: usize,
    ) -> Result<(matcher::Out, usize, usize), Fail> {
        let start = toks[k].start as usize;
        let end = toks.last().map_or(start, |t| t.end as usize);
        let after = toks.get(sep + 1).map_or(end, |t| t.end as usize);
        match toks.get(sep + 2) {
            Some(t) if t.tok == Tok::Ident => {}
            Some(t) => {
                return Err(Fail::new(
                    DiagKind::Syntax,
                    t.start as usize,
                    "expected a VOPDY instruction after ::",
                ))
            }
            None => {
                return Err(Fail::new(
                    DiagKind::Syntax,
                    after,
                    "expected a VOPDY instruction after ::",
                ))
            }
        }
        // The 8-byte form first.
        let x = self.vopd_half(toks, k, sep, false, Enc::Vopd);
        let y = match &x {
            Ok(_) => Some(self.vopd_half(toks, sep + 2, toks.len(), true, Enc::Vopd)),
            Err(_) => None,
        };
        let (first, matched) = match (x, y) {
            (Ok(x), Some(Ok(y))) => match self.vopd_join(&x, &y) {
                Ok(inst) => return Ok((matcher::Out { inst, ..x.out }, start, end)),
                // A pair with a `vopd3-plain-view` half that the 8-byte
                // form refuses for its VGPR banks is refused (llvm-mc 22
                // tries the 12-byte form only where the destinations'
                // parity ruled the 8-byte one out).
                Err(f)
                    if f.kind == DiagKind::Register
                        && f.msg.ends_with(BANKS_MSG)
                        && [&x, &y].iter().any(|h| {
                            h.row(self.table)
                                .is_some_and(|r| r.tags & tags::VOPD3_PLAIN_VIEW != 0)
                        }) =>
                {
                    return Err(f)
                }
                Err(f) => (f, true),
            },
            (Err(f), _) | (_, Some(Err(f))) => (f, false),
            (Ok(_), None) => unreachable!("the Y half is matched after the X half"),
        };
        if !amdgpu_isa::names::family_fact(self.regs.family, "vopd3") {
            return Err(first);
        }
        // The 12-byte form.
        let x3 = self.vopd_half(toks, k, sep, false, Enc::Vopd3);
        let y3 = self.vopd_half(toks, sep + 2, toks.len(), true, Enc::Vopd3);
        // Where both fail: the VOPD error if both halves were VOPD ones,
        // else the one found further into the statement.
        let later = |f: Fail| {
            if matched || f.at <= first.at {
                first
            } else {
                f
            }
        };
        match (x3, y3) {
            (Ok(x), Ok(y)) => match self.vopd3_join(&x, &y) {
                Ok(inst) => Ok((matcher::Out { inst, ..x.out }, start, end)),
                Err(f) => Err(later(f)),
            },
            (Err(f), _) | (_, Err(f)) => Err(later(f)),
        }
    }

    /// Matches the half whose mnemonic is token `m` and whose operands
    /// run to token `stop`.
    fn vopd_half(
        &mut self,
        toks: &[Token],
        m: usize,
        stop: usize,
        y: bool,
        enc: Enc,
    ) -> Result<Half, Fail> {
        let src = self.src;
        let mt = toks[m];
        let name = (mt.start as usize, mt.end as usize);
        let cpu = self.target.cpu();
        // (The X half's mnemonic is case-insensitive as any; llvm-mc 22
        // takes the Y half's only in lowercase.)
        let mnemonic = if y {
            std::borrow::Cow::Borrowed(mt.text(src))
        } else {
            lower(mt.text(src))
        };
        let table = self.table;
        let rows = || {
            amdgpu_isa::table::rows_named(table, &mnemonic)
                .iter()
                .filter(move |r| {
                    r.enc == enc
                        && !(enc == Enc::Vopd && !y && r.tags & tags::VOPD3_ONLY != 0)
                        && amdgpu_isa::vopd::is_half(r, y)
                        && (r.cpus().is_empty() || r.cpus().contains(&cpu))
                })
        };
        if rows().next().is_some() && !self.regs.wave32 && rows().all(|r| r.ext().wave32_only()) {
            return Err(Fail::new(
                DiagKind::Mnemonic,
                name.0,
                "instruction requires wavesize=32",
            )
            .to(name.1));
        }
        if rows().next().is_none() {
            return Err(Fail::new(
                DiagKind::Mnemonic,
                name.0,
                if y {
                    "invalid VOPDY instruction"
                } else {
                    "invalid VOPDX instruction"
                },
            )
            .to(name.1));
        }
        let stmt_end = toks[..stop].last().map_or(name.1, |t| t.end as usize);
        self.ops.clear();
        // (The symbols its operands name, which llvm-mc 22 takes in no
        // VOPD operand: traced while they are read.)
        self.syms.trace(true, &mut self.traced);
        let res = OperandParser {
            src,
            toks: &toks[m + 1..stop],
            pos: 0,
            out: &mut self.ops,
            syms: &mut self.syms,
        }
        .parse_all();
        self.syms.trace(false, &mut self.traced);
        self.count_gprs();
        for i in 0..self.ops.exprs.len() {
            let e = std::mem::take(&mut self.ops.exprs[i]);
            self.note_refs(&e);
            self.ops.exprs[i] = e;
        }
        res?;
        // A symbol, defined or not: llvm-mc 22 refuses it in a VOPD
        // operand ("not a valid operand"), where it takes an expression
        // of numbers (`1+2`).
        if let Some(t) = self.traced.first().and_then(|&id| {
            let name = self.syms.name(id);
            toks[m + 1..stop]
                .iter()
                .find(|t| t.tok == Tok::Ident && t.text(src) == name)
        }) {
            return Err(Fail::new(
                DiagKind::Operand,
                t.start as usize,
                "a symbol is not a valid operand of a dual-issue (VOPD) instruction",
            )
            .to(t.end as usize));
        }
        // (A literal known only after layout would be one fixup for two
        // halves: not taken.)
        if let Some(op) = self
            .ops
            .ops
            .iter()
            .find(|o| matches!(o.val, OpVal::Imm(Imm::Deferred(_))))
        {
            return Err(Fail::new(
                DiagKind::Operand,
                op.span.0 as usize,
                "a symbol or expression known only after layout is not supported in a dual-issue (VOPD) instruction",
            )
            .to(op.span.1 as usize));
        }
        self.pos.clear();
        self.modidx.clear();
        for (i, op) in self.ops.ops.iter().enumerate() {
            if matcher::is_modifier(op) {
                self.modidx.push(i);
            } else {
                self.pos.push(i);
            }
        }
        let cx = Ctx {
            src,
            ops: &self.ops,
            regs: &self.regs,
            syms: &self.syms,
            pos: &self.pos,
            modidx: &self.modidx,
            at: name.0,
            end: stmt_end,
        };
        let mut best: Option<Fail> = None;
        for row in rows() {
            match matcher::match_row(row, &cx) {
                Ok(out) => {
                    let mut spans = [(name.0, name.1); MAX_OPS];
                    for (s, &i) in spans.iter_mut().zip(&self.pos) {
                        let sp = self.ops.ops[i].span;
                        *s = (sp.0 as usize, sp.1 as usize);
                    }
                    return Ok(Half { out, spans, name });
                }
                Err(f) => {
                    if best.as_ref().is_none_or(|b| f.at > b.at) {
                        best = Some(f);
                    }
                }
            }
        }
        Err(best.unwrap_or_else(|| Fail::new(DiagKind::Operand, name.0, "invalid operands")))
    }

    /// The X half's instruction with the Y half's operands after its own
    /// and the Y row as its dual (no modifier bits yet).
    fn pair_of(x: &Half, y: &Half) -> Result<amdgpu_isa::Inst, Fail> {
        let (xi, yi) = (&x.out.inst, &y.out.inst);
        let (nx, ny) = (xi.n_ops as usize, yi.n_ops as usize);
        if nx + ny > MAX_OPS {
            return Err(Fail::new(
                DiagKind::Internal,
                x.name.0,
                "internal: too many operands for a dual-issue pair",
            ));
        }
        let mut inst = *xi;
        inst.ops[nx..nx + ny].copy_from_slice(&yi.ops[..ny]);
        inst.n_ops = (nx + ny) as u8;
        inst.mods = 0;
        inst.dual = Some(Dual {
            row: yi.row,
            at: nx as u8,
        });
        Ok(inst)
    }

    /// The pair of two matched halves, held to the rules between them.
    fn vopd_join(&self, x: &Half, y: &Half) -> Result<amdgpu_isa::Inst, Fail> {
        let table = self.table;
        let (xi, yi) = (&x.out.inst, &y.out.inst);
        let mut inst = Self::pair_of(x, y)?;
        // One literal for both halves (a source's or a K).
        let lit_span = |h: &Half| {
            let i = h.out.inst.ops[..h.out.inst.n_ops as usize]
                .iter()
                .position(|o| *o == IsaOp::Lit)?;
            h.spans.get(i).copied()
        };
        match (xi.lit.dword(), yi.lit.dword()) {
            (Some(a), Some(b)) if a != b => {
                let at = lit_span(y).unwrap_or(y.name);
                return Err(Fail::new(
                    DiagKind::Literal,
                    at.0,
                    "only one unique literal operand is allowed",
                )
                .to(at.1));
            }
            (None, Some(_)) => inst.lit = yi.lit,
            _ => {}
        }
        self.vopd_bus(x, y)?;
        // Destinations: one even, one odd (vdsty's low bit is implied).
        let vgpr = |o: Option<(IsaOp, (usize, usize))>| match o {
            Some((IsaOp::Reg(r), sp)) if r.file == RegFile::V => Some((r.idx as u32, sp)),
            _ => None,
        };
        if let (Some((a, _)), Some((b, sp))) = (
            vgpr(x.slot(table, Field::Vdst)),
            vgpr(y.slot(table, Field::Vdst)),
        ) {
            // (Where VOPD3 exists, the reference names a shared
            // destination as such first.)
            if a == b && amdgpu_isa::names::family_fact(self.regs.family, "vopd3") {
                return Err(
                    Fail::new(DiagKind::Register, sp.0, "dst registers must be distinct").to(sp.1),
                );
            }
            if (a ^ b) & 1 == 0 {
                return Err(Fail::new(
                    DiagKind::Register,
                    sp.0,
                    "one dst register must be even and the other odd",
                )
                .to(sp.1));
            }
        }
        // The k-th sources of the two halves read different VGPR banks:
        // four for src0 and src1 (reg % 4), two for src2 (reg % 2), as
        // llvm-mc 22 holds them. A half's sources in order: src0, then
        // vsrc1 and a K as printed, then the destination where it is the
        // accumulator (tag `dst-src2`); a half whose source is its
        // destination points the error at the other's.
        const BANKS: [u32; 3] = [4, 4, 2];
        // (Two one-source halves, v_dual_mov_b32 twice, are exempt where
        // the family says so: GFX12.)
        let one_source = |h: &Half| h.row(table).is_some_and(|r| r.slots().len() == 2);
        if one_source(x)
            && one_source(y)
            && amdgpu_isa::names::family_fact(self.regs.family, "vopd-movs-any-bank")
        {
            return Ok(inst);
        }
        let same_ok = amdgpu_isa::names::family_fact(self.regs.family, "vopd-same-vgpr");
        let (sx, sy) = (sources(x, table), sources(y, table));
        for (k, (a, b)) in sx.iter().zip(&sy).enumerate() {
            if let (Some((a, sa, _)), Some((b, sb, tied))) = (a, b) {
                if a % BANKS[k] == b % BANKS[k] && !(same_ok && a == b) {
                    let sp = if *tied { sa } else { sb };
                    return Err(
                        Fail::new(DiagKind::Register, sp.0, format!("src{k} {BANKS_MSG}")).to(sp.1),
                    );
                }
            }
        }
        Ok(inst)
    }

    /// The VOPD3 pair of two matched halves, held to its rules: distinct
    /// destinations (no parity), the k-th sources (the destination of an
    /// accumulating half as its third) in different VGPR banks (reg % 4;
    /// a register pair's both registers), at most two scalar values.
    fn vopd3_join(&self, x: &Half, y: &Half) -> Result<amdgpu_isa::Inst, Fail> {
        let table = self.table;
        let (xi, yi) = (&x.out.inst, &y.out.inst);
        let mut inst = Self::pair_of(x, y)?;
        inst.lit = amdgpu_isa::inst::Literal::None;
        // Each half wrote its modifiers as an X half (neg, bitop3); the Y
        // half's go to its own fields.
        inst.mods = self.vopd3_mods(xi.mods, yi.mods);
        self.vopd3_bus(x, y)?;
        let dst = |h: &Half| match h.slot(table, Field::Vdst) {
            Some((IsaOp::Reg(r), sp)) if r.file == RegFile::V => Some((r, sp)),
            _ => None,
        };
        if let (Some((a, _)), Some((b, sp))) = (dst(x), dst(y)) {
            let (a0, a1) = (a.idx as u32, a.idx as u32 + a.count.max(1) as u32);
            let (b0, b1) = (b.idx as u32, b.idx as u32 + b.count.max(1) as u32);
            if a0 < b1 && b0 < a1 {
                return Err(
                    Fail::new(DiagKind::Register, sp.0, "dst registers must be distinct").to(sp.1),
                );
            }
        }
        let one_source = |h: &Half| h.row(table).is_some_and(|r| r.slots().len() == 2);
        if one_source(x)
            && one_source(y)
            && amdgpu_isa::names::family_fact(self.regs.family, "vopd-movs-any-bank")
        {
            return Ok(inst);
        }
        let same_ok = amdgpu_isa::names::family_fact(self.regs.family, "vopd-same-vgpr");
        let (sx, sy) = bank_view3(x, y, table);
        for (k, (a, b)) in sx.iter().zip(&sy).enumerate() {
            if let (Some((a, na, sa, _)), Some((b, nb, sb, tied))) = (a, b) {
                let banks = |r: u32, n: u32| (r..r + n.max(1)).fold(0u32, |m, v| m | 1 << (v % 4));
                // (The same 32-bit VGPR in both is no conflict.)
                let same = same_ok && a == b && *na <= 1 && *nb <= 1;
                if banks(*a, *na) & banks(*b, *nb) != 0 && !same {
                    let sp = if *tied { sa } else { sb };
                    return Err(
                        Fail::new(DiagKind::Register, sp.0, format!("src{k} {BANKS_MSG}")).to(sp.1),
                    );
                }
            }
        }
        Ok(inst)
    }

    /// A VOPD3 pair's modifier bits from its halves' (each written where
    /// an X half has them: `neg`, and bitop3 in vsrc2x).
    fn vopd3_mods(&self, x: u128, y: u128) -> u128 {
        let Some(l) = self.regs.layout(Enc::Vopd3).map(|e| e.lay) else {
            return 0;
        };
        let field = |w: u128, f: amdgpu_isa::layout::Fld| l.get(w, f);
        let mut m = 0u128;
        if let Some(v) = field(x, amdgpu_isa::layout::Fld::Neg) {
            l.set(&mut m, amdgpu_isa::layout::Fld::Neg, v);
        }
        if let Some(v) = field(y, amdgpu_isa::layout::Fld::Neg) {
            l.set(&mut m, amdgpu_isa::layout::Fld::Negy, v);
        }
        if let Some(v) = field(y, amdgpu_isa::layout::Fld::Bitop3).filter(|&v| v != 0) {
            l.set(&mut m, amdgpu_isa::layout::Fld::Vsrc2y, v);
        }
        m
    }

    /// The constant bus of a VOPD3 pair: at most two scalar values, each
    /// distinct SGPR of a src0 or of cndmask's third source.
    fn vopd3_bus(&self, x: &Half, y: &Half) -> Result<(), Fail> {
        let table = self.table;
        let mut seen: [Option<(RegFile, u16)>; 3] = [None; 3];
        let mut n = 0;
        for h in [x, y] {
            for f in [Field::Src0, Field::Vsrc2] {
                let Some((IsaOp::Reg(r), sp)) = h.slot(table, f) else {
                    continue;
                };
                if matches!(
                    r.file,
                    RegFile::V
                        | RegFile::A
                        | RegFile::Named(
                            amdgpu_isa::NamedReg::Null | amdgpu_isa::NamedReg::LdsDirect
                        )
                ) {
                    continue;
                }
                let key = (r.file, r.idx);
                if seen.contains(&Some(key)) {
                    continue;
                }
                if n >= 2 {
                    return Err(bus_error(sp));
                }
                seen[n] = Some(key);
                n += 1;
            }
        }
        Ok(())
    }

    /// The constant bus of the pair: at most two scalar values, counting
    /// VCC read without being named (`v_dual_cndmask_b32`, tag
    /// `reads-vcc`), each distinct SGPR and the literal.
    fn vopd_bus(&self, x: &Half, y: &Half) -> Result<(), Fail> {
        let table = self.table;
        let mut n = 0;
        let mut seen: [Option<(RegFile, u16)>; 2] = [None; 2];
        for h in [x, y] {
            if h.row(table).is_some_and(|r| r.tags & tags::READS_VCC != 0) {
                // (VCC as a whole: not the same value as a named vcc_lo.)
                if seen[0].is_none() {
                    seen[0] = Some((RegFile::Named(amdgpu_isa::NamedReg::VccHi), u16::MAX));
                    n += 1;
                }
            }
        }
        let mut lit = false;
        for h in [x, y] {
            let Some((op, sp)) = h.slot(table, Field::Src0) else {
                continue;
            };
            let key = match op {
                // (Every scalar register and source, src_shared_base and
                // src_scc too, but `null`, which reads nothing, and
                // src_lds_direct, which is no scalar value.)
                IsaOp::Reg(r)
                    if matches!(
                        r.file,
                        RegFile::Named(
                            amdgpu_isa::NamedReg::Null | amdgpu_isa::NamedReg::LdsDirect
                        )
                    ) =>
                {
                    continue
                }
                IsaOp::Reg(r) if r.file != RegFile::V => (r.file, r.idx),
                IsaOp::Lit if !lit => {
                    lit = true;
                    n += 1;
                    if n > 2 {
                        return Err(bus_error(sp));
                    }
                    continue;
                }
                _ => continue,
            };
            if seen.contains(&Some(key)) {
                continue;
            }
            if seen[1].is_none() {
                seen[1] = Some(key);
            }
            n += 1;
            if n > 2 {
                return Err(bus_error(sp));
            }
        }
        // A K (v_dual_fmamk_f32) is the literal too.
        if !lit && (x.out.inst.lit.is_some() || y.out.inst.lit.is_some()) && n + 1 > 2 {
            let sp = [y, x]
                .iter()
                .find_map(|h| {
                    let i = h.out.inst.ops.iter().position(|o| *o == IsaOp::Lit)?;
                    h.spans.get(i).copied()
                })
                .unwrap_or(y.name);
            return Err(bus_error(sp));
        }
        Ok(())
    }
}

/// A half's sources for the bank rule: per source index, the VGPR, its
/// span and whether it is the destination read again.
type BankSrc = Option<(u32, (usize, usize), bool)>;

fn sources(h: &Half, table: &[InstDef]) -> [BankSrc; 3] {
    let mut out = [None; 3];
    let Some(row) = h.row(table) else {
        return out;
    };
    let mut k = 0;
    for (i, slot) in row.slots().iter().enumerate() {
        let v = match (slot.field, h.out.inst.ops.get(i)) {
            (Field::Vdst, _) => continue,
            (_, Some(IsaOp::Reg(r))) if r.file == RegFile::V => Some((
                r.idx as u32,
                h.spans.get(i).copied().unwrap_or(h.name),
                false,
            )),
            _ => None,
        };
        if let Some(o) = out.get_mut(k) {
            *o = v;
        }
        k += 1;
    }
    if row.tags & tags::DST_SRC2 != 0 {
        if let Some((IsaOp::Reg(r), sp)) = h.slot(table, Field::Vdst) {
            if let Some(o) = out.get_mut(k) {
                *o = Some((r.idx as u32, sp, true));
            }
        }
    }
    out
}

/// A VOPD3 half's sources for the bank rule: per source index, the first
/// VGPR, how many, its span and whether it is the destination read again.
type BankSrc3 = Option<(u32, u32, (usize, usize), bool)>;

/// The k-th sources of a VOPD3 pair as llvm-mc 22's VGPR bank check reads
/// them. Each half's operand list holds, per source in order (src0,
/// vsrc1, vsrc2), a modifier slot where the source takes modifiers, then
/// the source, and last the destination where it is the accumulator
/// (`dst-src2`); the other half's list follows it. A half's k-th source is
/// read at its k-th source's place, or, for a `vopd3-plain-view` row, at
/// the k-th place of its list, and the Y half's places are counted from
/// the end of the X half's list as that view sees it (its sources only):
/// so the check may compare a modifier slot (no register: no conflict),
/// or another operand than the k-th source. For other rows this is the
/// k-th sources, as [`sources3`] gives them. (A Y half beside an X half
/// that is an 8-byte VOPD X component without source modifiers,
/// v_dual_mov_b32, is read as written, as llvm-mc 22 reads it.)
fn bank_view3(x: &Half, y: &Half, table: &'static [InstDef]) -> ([BankSrc3; 3], [BankSrc3; 3]) {
    let vopd_x = x.row(table).is_some_and(|r| {
        !r.slots()
            .iter()
            .any(|s| s.flags & amdgpu_isa::table::flags::FMODS != 0)
            && amdgpu_isa::table::rows_named(table, r.name())
                .iter()
                .any(|v| {
                    v.enc == Enc::Vopd
                        && v.tags & tags::VOPD3_ONLY == 0
                        && amdgpu_isa::vopd::is_half(v, false)
                })
    });
    let plain = |h: &Half| {
        h.row(table)
            .is_some_and(|r| r.tags & tags::VOPD3_PLAIN_VIEW != 0)
            && !(std::ptr::eq(h, y) && vopd_x)
    };
    if !plain(x) && !plain(y) {
        return (sources3(x, table), sources3(y, table));
    }
    // (place of the k-th source in the half's list, list length, list)
    let list = |h: &Half| -> ([usize; 3], usize, usize, [BankSrc3; 8]) {
        let mut ops: [BankSrc3; 8] = [None; 8];
        let mut at = [usize::MAX; 3];
        let mut n = 0usize;
        let mut k = 0usize;
        if let Some(row) = h.row(table) {
            let srcs = sources3(h, table);
            for slot in row.slots() {
                let kk = match slot.field {
                    Field::Src0 => 0,
                    Field::Vsrc1 => 1,
                    Field::Vsrc2 => 2,
                    _ => continue,
                };
                if slot.flags & amdgpu_isa::table::flags::FMODS != 0 && n < ops.len() {
                    n += 1;
                }
                if n < ops.len() && k < 3 {
                    ops[n] = srcs[kk];
                    at[k] = n;
                    n += 1;
                    k += 1;
                }
            }
            if row.tags & tags::DST_SRC2 != 0 && n < ops.len() && k < 3 {
                ops[n] = srcs[2];
                at[k] = n;
                n += 1;
                k += 1;
            }
        }
        (at, n, k, ops)
    };
    let (ax, nx, kx, ox) = list(x);
    let (ay, _, ky, oy) = list(y);
    let view = |at: [usize; 3], k: usize, h: &Half| -> [usize; 3] {
        if plain(h) {
            [0, 1, 2].map(|i| if i < k { i } else { usize::MAX })
        } else {
            at
        }
    };
    let (vx, vy) = (view(ax, kx, x), view(ay, ky, y));
    // (the X half's list as the view sees it: its sources only)
    let base = if plain(x) { kx } else { nx };
    let get = |i: usize| -> BankSrc3 {
        if i < nx {
            ox[i]
        } else {
            oy.get(i - nx).copied().flatten()
        }
    };
    let sx = vx.map(|i| if i == usize::MAX { None } else { get(i) });
    let sy = vy.map(|i| {
        if i == usize::MAX {
            None
        } else {
            get(base.saturating_add(i))
        }
    });
    (sx, sy)
}

fn sources3(h: &Half, table: &[InstDef]) -> [BankSrc3; 3] {
    let mut out = [None; 3];
    let Some(row) = h.row(table) else {
        return out;
    };
    for (i, slot) in row.slots().iter().enumerate() {
        let k = match slot.field {
            Field::Src0 => 0,
            Field::Vsrc1 => 1,
            Field::Vsrc2 => 2,
            _ => continue,
        };
        if let Some(IsaOp::Reg(r)) = h.out.inst.ops.get(i) {
            if r.file == RegFile::V {
                out[k] = Some((
                    r.idx as u32,
                    r.count as u32,
                    h.spans.get(i).copied().unwrap_or(h.name),
                    false,
                ));
            }
        }
    }
    if row.tags & tags::DST_SRC2 != 0 {
        if let Some((IsaOp::Reg(r), sp)) = h.slot(table, Field::Vdst) {
            out[2] = Some((r.idx as u32, r.count as u32, sp, true));
        }
    }
    out
}

fn bus_error(sp: (usize, usize)) -> Fail {
    Fail::new(
        DiagKind::ConstantBus,
        sp.0,
        "invalid operand (violates constant bus restrictions)",
    )
    .to(sp.1)
}
