//! Seed 003: modifiers. Collects the named modifiers of one instruction
//! (`offset:16`, `glc`, `quad_perm:[...]`, `dst_sel:WORD_1`, ...) into one
//! value set, checking each one's syntax and range.

use crate::operand::{ListVal, OpVal, Operands};
use amdgpu_isa::table::Mod;

/// Values of the modifiers written on one instruction. Which were written
/// is `present`; the value of an `int`, `low` or `names` modifier
/// (`data/isa/modifiers.txt`) is [`Mods::val`]; the `special` ones have
/// fields of their own.
#[derive(Clone, Copy, Debug)]
pub struct Mods {
    /// Bit `Mod as u8` set when the modifier was written.
    pub present: u128,
    /// By `Mod as usize`: the value written (see [`Mods::val`]).
    vals: [u8; 128],
    pub omod: u8,
    pub op_sel: u8,
    /// op_sel_hi:[...] bits, when written.
    pub op_sel_hi: Option<u8>,
    pub neg_lo: u8,
    pub neg_hi: u8,
    pub dpp_ctrl: u16,
    pub bound_ctrl: bool,
    /// `bound_ctrl:0` was written (the bit only where the family sets it
    /// for 0 too: not `bound-ctrl-zero-clears`).
    pub bound_ctrl_zero: bool,
    /// `fi:1` (DPP: fetch inactive lanes).
    pub fi: bool,
    /// `dpp8:[...]`: eight 3-bit lane selects, lane 0 in the low bits.
    pub dpp8: u32,
    pub offset: i64,
    pub offset0: i64,
    pub offset1: i64,
    /// `offset:` value given as an expression that is not absolute yet.
    pub offset_deferred: Option<u32>,
    pub dfmt: Option<u8>,
    pub nfmt: Option<u8>,
    /// A unified format (GFX10+: `format:[BUF_FMT_32_FLOAT]`, `format:22`).
    pub ufmt: Option<u8>,
    /// `dim:SQ_RSRC_IMG_2D` (GFX10+ images).
    pub dim: Option<u8>,
    /// `th:NAME` (GFX12): per instruction kind (load, store, atomic:
    /// `amdgpu_isa::names::ThKind`) the value and the scopes it may go
    /// with (bit per scope value); `None` where the kind refuses the name.
    pub th: Option<[Option<(u8, u8)>; 3]>,
    /// `scope:NAME` (GFX12): the scope field's value.
    pub scope: Option<u8>,
}

impl Default for Mods {
    fn default() -> Mods {
        Mods::NONE
    }
}

impl Mods {
    pub fn has(&self, m: Mod) -> bool {
        self.present & (1u128 << (m as u8)) != 0
    }
    /// The value of an `int`, `low` or `names` modifier: as written, else
    /// its default (`data/isa/modifiers.txt`).
    pub fn val(&self, m: Mod) -> u8 {
        self.val_at(m as usize)
    }
    /// [`Mods::val`] of modifier number `k` (`Mod as usize`).
    pub fn val_at(&self, k: usize) -> u8 {
        let k = k & 127;
        if self.present >> k & 1 != 0 {
            self.vals[k]
        } else {
            amdgpu_isa::modifiers::writes().default[k]
        }
    }
    /// Marks a bare `scc` (gfx90a's cache-policy modifier) as written.
    pub fn set_scc(&mut self) {
        self.present |= 1u128 << (Mod::Scc as u8);
    }
    fn set(&mut self, m: Mod) -> bool {
        let was = self.has(m);
        self.present |= 1u128 << (m as u8);
        !was
    }
}

pub type MErr = crate::Fail;
use crate::{DiagKind, Fail};

/// Which modifier (if any) a named operand is, by its keyword
/// (`data/isa/modifiers.txt`, and the DPP controls of
/// `data/isa/dpp_ctrl.txt`).
pub fn mod_of(name: &str) -> Option<Mod> {
    amdgpu_isa::modifiers::by_keyword(name).or_else(|| {
        // A DPP control of some family (data/isa/dpp_ctrl.txt).
        amdgpu_isa::names::dpp_ctrl_known(name).then_some(Mod::DppCtrl)
    })
}

/// Position of a modifier in the order llvm-mc accepts them; the cache
/// policy bits share one position (any order among themselves).
pub fn rank(m: Mod) -> u8 {
    amdgpu_isa::modifiers::rank(m)
}

use amdgpu_isa::modifiers::ModValue;
use amdgpu_isa::names::buffer_format_id;

impl Mods {
    /// No modifier written: every field at its default (DPP masks all
    /// lanes, SDWA selects whole dwords).
    pub const NONE: Mods = Mods {
        present: 0,
        vals: [0; 128],
        omod: 0,
        op_sel: 0,
        op_sel_hi: None,
        neg_lo: 0,
        neg_hi: 0,
        dpp_ctrl: 0,
        bound_ctrl: false,
        bound_ctrl_zero: false,
        fi: false,
        dpp8: 0,
        offset: 0,
        offset0: 0,
        offset1: 0,
        offset_deferred: None,
        dfmt: None,
        nfmt: None,
        ufmt: None,
        dim: None,
        th: None,
        scope: None,
    };
}

/// Collects the modifier operands of `ops` (indices in `idx`) into `Mods`.
pub fn collect(
    src: &str,
    ops: &Operands,
    idx: &[usize],
    syms: &crate::expr::Symbols,
    family: &str,
) -> Result<Mods, MErr> {
    let mut all = Mods::NONE;
    let m = &mut all;
    for &i in idx {
        let op = &ops.ops[i];
        // A bare `scc` the row takes as its modifier (gfx90a).
        if crate::matcher::is_scc(src, op) {
            m.set_scc();
            continue;
        }
        let OpVal::Named {
            name,
            colon,
            vals,
            list,
        } = op.val
        else {
            continue;
        };
        let at = op.span.0 as usize;
        let kw = &src[name.0 as usize..name.1 as usize];
        let Some(which) = op.kw else {
            return Err(Fail::new(
                DiagKind::Modifier,
                at,
                format!("unknown modifier '{kw}'"),
            ));
        };
        let values = &ops.vals[vals.0 as usize..vals.1 as usize];
        let ident = |k: usize| -> Option<&str> {
            match values.get(k) {
                Some((ListVal::Ident(s, e), _)) => Some(&src[*s as usize..*e as usize]),
                _ => None,
            }
        };
        let int = |k: usize| -> Result<i64, MErr> {
            match values.get(k) {
                Some((ListVal::Int(v), _)) => Ok(*v),
                Some((ListVal::Ident(s, e), _))
                    if syms.lookup(&src[*s as usize..*e as usize]).is_some() =>
                {
                    let id = syms
                        .lookup(&src[*s as usize..*e as usize])
                        .unwrap_or(u32::MAX);
                    let ex = crate::expr::Expr::leaf(crate::expr::Node::Sym(id));
                    match crate::expr::eval(&ex, syms, None, false) {
                        Ok(crate::expr::Eval::Abs(v)) => Ok(v),
                        _ => Err(Fail::new(
                            DiagKind::Modifier,
                            *s as usize,
                            format!("{kw} must be an absolute expression"),
                        )),
                    }
                }
                Some((ListVal::Deferred(_), (s, _))) => Err(Fail::new(
                    DiagKind::Modifier,
                    *s as usize,
                    format!("{kw} must be an absolute expression"),
                )),
                Some((_, (s, _))) => Err(Fail::new(
                    DiagKind::Modifier,
                    *s as usize,
                    format!("expected an integer value for {kw}"),
                )),
                None => Err(Fail::new(
                    DiagKind::Modifier,
                    at,
                    format!("expected a value for {kw}"),
                )),
            }
        };
        let single = |m: &mut Mods| -> Result<i64, MErr> {
            if !colon || list {
                return Err(Fail::new(
                    DiagKind::Modifier,
                    at,
                    format!("expected {kw}:<value>"),
                ));
            }
            let _ = m;
            int(0)
        };
        let bits_list = |n_max: usize| -> Result<u8, MErr> {
            if !list {
                return Err(Fail::new(
                    DiagKind::Modifier,
                    at,
                    format!("expected {kw}:[...]"),
                ));
            }
            if values.is_empty() || values.len() > n_max {
                return Err(Fail::new(
                    DiagKind::Modifier,
                    at,
                    format!("{kw} takes 1 to {n_max} values"),
                ));
            }
            let mut b = 0u8;
            for (k, (_, span)) in values.iter().enumerate() {
                let v = int(k)?;
                if !(0..=1).contains(&v) {
                    return Err(Fail::new(
                        DiagKind::Modifier,
                        span.0 as usize,
                        format!("{kw} values must be 0 or 1"),
                    ));
                }
                b |= (v as u8) << k;
            }
            Ok(b)
        };
        let fresh = m.set(which);
        if !fresh && which != Mod::Format {
            return Err(Fail::new(
                DiagKind::Modifier,
                at,
                format!("duplicate modifier {kw}"),
            ));
        }
        // Flags and values are the data's (data/isa/modifiers.txt); the
        // special modifiers follow.
        match amdgpu_isa::modifiers::def(which).map(|d| d.value) {
            Some(ModValue::Flag) if colon => {
                return Err(Fail::new(
                    DiagKind::Modifier,
                    at,
                    format!("{kw} takes no value"),
                ));
            }
            Some(ModValue::Flag) => continue,
            Some(ModValue::Int { lo, hi }) => {
                let v = single(m)?;
                if !(lo..=hi).contains(&v) {
                    let vat = values.first().map_or(at, |(_, (s, _))| *s as usize);
                    return Err(Fail::new(
                        DiagKind::ValueRange,
                        vat,
                        format!("{kw} {v} out of range {lo}..{hi}"),
                    ));
                }
                m.vals[which as usize & 127] = v as u8;
                continue;
            }
            Some(ModValue::Low { bits }) => {
                // llvm-mc 22 keeps the low bits of any value.
                let v = single(m)? & ((1i64 << bits) - 1);
                m.vals[which as usize & 127] = v as u8;
                continue;
            }
            Some(ModValue::Names { table, range }) => {
                let expected = || {
                    let names = table.join(", ");
                    match range {
                        Some((lo, hi)) => format!("expected {kw}:NAME ({names}) or {lo}..{hi}"),
                        None => format!("expected {kw}:NAME ({names})"),
                    }
                };
                let v = match (ident(0), range) {
                    (Some(s), _) => table.iter().position(|x| *x == s).ok_or_else(|| {
                        Fail::new(DiagKind::Modifier, at, format!("invalid {kw} value '{s}'"))
                    })? as i64,
                    (None, Some((lo, hi))) => {
                        let v =
                            int(0).map_err(|_| Fail::new(DiagKind::Modifier, at, expected()))?;
                        if !(lo..=hi).contains(&v) {
                            return Err(Fail::new(
                                DiagKind::ValueRange,
                                at,
                                format!("{kw} must be in the range {lo}..{hi}"),
                            ));
                        }
                        v
                    }
                    (None, None) => return Err(Fail::new(DiagKind::Modifier, at, expected())),
                };
                m.vals[which as usize & 127] = v as u8;
                continue;
            }
            Some(ModValue::Special) | None => {}
        }
        match which {
            Mod::Omod => {
                let v = single(m)?;
                m.omod = match (kw, v) {
                    ("mul", 1) | ("div", 1) => 0,
                    ("mul", 2) => 1,
                    ("mul", 4) => 2,
                    ("div", 2) => 3,
                    _ => {
                        return Err(Fail::new(
                            DiagKind::Modifier,
                            at,
                            format!(
                            "invalid {kw} value {v}: expected mul:1, mul:2, mul:4, div:1 or div:2"
                        ),
                        ))
                    }
                };
            }
            // The lists take 1 to 4 values, as llvm-mc 22 does; the encoder
            // maps them to the instruction's sources (see matcher::finish).
            Mod::OpSel => m.op_sel = bits_list(4)?,
            Mod::OpSelHi => m.op_sel_hi = Some(bits_list(4)?),
            Mod::NegLo => m.neg_lo = bits_list(4)?,
            Mod::NegHi => m.neg_hi = bits_list(4)?,
            Mod::DppCtrl => {
                if !fresh {
                    return Err(Fail::new(
                        DiagKind::Modifier,
                        at,
                        "only one DPP control is allowed",
                    ));
                }
                let val_at = |k: usize| values.get(k).map_or(at, |(_, (s, _))| *s as usize);
                m.dpp_ctrl = dpp_ctrl(kw, family, colon, list, values.len(), &int, &val_at, at)?;
            }
            Mod::Dim => {
                let v = ident(0)
                    .filter(|_| colon && !list)
                    .and_then(|s| amdgpu_isa::names::mimg_dim_value(family, s))
                    .ok_or_else(|| Fail::new(DiagKind::Modifier, at, "invalid dim value"))?;
                m.dim = Some(v as u8);
            }
            // GFX12's cache policies (data/isa/cache_policy.txt): a name
            // only, as llvm-mc 22 takes them.
            Mod::Th => {
                use amdgpu_isa::names::{th_value, ThKind};
                let name = ident(0)
                    .filter(|_| colon && !list)
                    .ok_or_else(|| Fail::new(DiagKind::Modifier, at, "expected an identifier"))?;
                let kinds = [ThKind::Load, ThKind::Store, ThKind::Atomic]
                    .map(|k| th_value(family, k, name));
                if kinds.iter().all(Option::is_none) {
                    return Err(Fail::new(DiagKind::Modifier, at, "invalid th value"));
                }
                m.th = Some(kinds);
            }
            Mod::Scope => {
                let name = ident(0)
                    .filter(|_| colon && !list)
                    .ok_or_else(|| Fail::new(DiagKind::Modifier, at, "expected an identifier"))?;
                m.scope = Some(
                    amdgpu_isa::names::scope_value(family, name)
                        .ok_or_else(|| Fail::new(DiagKind::Modifier, at, "invalid scope value"))?,
                );
            }
            // GFX12's fp8/bf8 conversions: 0..3, written to op_sel bits
            // by the encoder (data/isa/byte_sel.txt).
            Mod::ByteSel => {
                let v = single(m)?;
                if !(0..=3).contains(&v) {
                    let vat = values.first().map_or(at, |(_, (s, _))| *s as usize);
                    return Err(Fail::new(
                        DiagKind::ValueRange,
                        vat,
                        format!("invalid byte_sel value {v}: expected 0..3"),
                    ));
                }
                m.vals[which as usize & 127] = v as u8;
            }
            Mod::FetchInactive => {
                let v = single(m)?;
                if v != 0 && v != 1 {
                    return Err(Fail::new(DiagKind::Modifier, at, "fi must be 0 or 1"));
                }
                m.fi = v == 1;
            }
            Mod::Dpp8 => {
                if !list || values.len() != 8 {
                    return Err(Fail::new(
                        DiagKind::Modifier,
                        at,
                        "expected dpp8:[a,b,c,d,e,f,g,h] (eight lane selects 0..7)",
                    ));
                }
                let mut v = 0u32;
                for (k, (_, span)) in values.iter().enumerate() {
                    let x = int(k)?;
                    if !(0..=7).contains(&x) {
                        return Err(Fail::new(
                            DiagKind::ValueRange,
                            span.0 as usize,
                            "dpp8 lane selects must be in the range 0..7",
                        ));
                    }
                    v |= (x as u32) << (3 * k);
                }
                m.dpp8 = v;
            }
            Mod::BoundCtrl => {
                let v = single(m)?;
                if v != 0 && v != 1 {
                    return Err(Fail::new(
                        DiagKind::Modifier,
                        at,
                        "bound_ctrl must be 0 or 1",
                    ));
                }
                m.bound_ctrl = true;
                m.bound_ctrl_zero = v == 0;
            }
            Mod::Offset | Mod::Offset0 | Mod::Offset1 => {
                if !colon {
                    return Err(Fail::new(
                        DiagKind::Modifier,
                        at,
                        format!("expected {kw}:<value>"),
                    ));
                }
                if list {
                    // offset:swizzle(...)
                    let Some((ListVal::Ident(s, e), toks)) = values.first() else {
                        return Err(Fail::new(
                            DiagKind::Modifier,
                            at,
                            format!("expected {kw}:<value>"),
                        ));
                    };
                    let fname = &src[*s as usize..*e as usize];
                    if fname != "swizzle" || which != Mod::Offset {
                        return Err(Fail::new(
                            DiagKind::Modifier,
                            at,
                            format!("unexpected {fname}(...) in {kw}"),
                        ));
                    }
                    m.offset = swizzle(
                        src,
                        &ops.toks[toks.0 as usize..toks.1 as usize],
                        at,
                        syms,
                        family,
                    )?;
                    m.present |= 1u128 << 127; // swizzle marker
                } else {
                    let v = match values.first() {
                        Some((ListVal::Int(v), _)) => *v,
                        Some((ListVal::Deferred(d), _)) if which == Mod::Offset => {
                            m.offset_deferred = Some(*d);
                            0
                        }
                        _ => int(0)?,
                    };
                    match which {
                        Mod::Offset => m.offset = v,
                        Mod::Offset0 => m.offset0 = v,
                        _ => m.offset1 = v,
                    }
                }
            }
            Mod::Format => {
                if !colon {
                    return Err(Fail::new(
                        DiagKind::Modifier,
                        at,
                        format!("expected {kw}:<value>"),
                    ));
                }
                // A family with unified formats (data/isa/buffer_formats.txt)
                // has no separate data and numeric format fields.
                let unified = amdgpu_isa::names::unified_formats(family);
                if unified && kw != "format" {
                    return Err(Fail::new(DiagKind::Modifier, at, "not a valid operand."));
                }
                match kw {
                    "dfmt" => {
                        let v = int(0)?;
                        if !(0..=15).contains(&v) || m.dfmt.is_some() {
                            return Err(Fail::new(
                                DiagKind::Modifier,
                                at,
                                "invalid dfmt (0..15, once)",
                            ));
                        }
                        m.dfmt = Some(v as u8);
                    }
                    "nfmt" => {
                        let v = int(0)?;
                        if !(0..=7).contains(&v) || m.nfmt.is_some() {
                            return Err(Fail::new(
                                DiagKind::Modifier,
                                at,
                                "invalid nfmt (0..7, once)",
                            ));
                        }
                        m.nfmt = Some(v as u8);
                    }
                    _ => {
                        if m.dfmt.is_some() || m.nfmt.is_some() || m.ufmt.is_some() {
                            return Err(Fail::new(DiagKind::Modifier, at, "duplicate format"));
                        }
                        // A family with unified formats takes one name or
                        // a number 0..127.
                        if list && values.is_empty() {
                            return Err(Fail::new(
                                DiagKind::Modifier,
                                at,
                                "format:[] needs a data or numeric format",
                            ));
                        }
                        if list {
                            // A unified family reads split names as the
                            // unified format they stand for (`split` data).
                            let (mut dname, mut nname) = (None, None);
                            for (k, val) in values.iter().enumerate() {
                                let vat = val.1 .0 as usize;
                                let s = ident(k).ok_or_else(|| {
                                    Fail::new(
                                        DiagKind::Modifier,
                                        vat,
                                        "expected a format name".to_string(),
                                    )
                                })?;
                                // The family's names (data/isa/buffer_formats.txt).
                                if let Some(u) = buffer_format_id("ufmt", s, family) {
                                    if m.ufmt.replace(u as u8).is_some() || k > 0 {
                                        return Err(Fail::new(
                                            DiagKind::Modifier,
                                            vat,
                                            "duplicate format",
                                        ));
                                    }
                                } else if let Some(d) = buffer_format_id("dfmt", s, family) {
                                    if m.dfmt.replace(d as u8).is_some() {
                                        return Err(Fail::new(
                                            DiagKind::Modifier,
                                            vat,
                                            "duplicate data format",
                                        ));
                                    }
                                } else if let Some(n) = buffer_format_id("nfmt", s, family) {
                                    if m.nfmt.replace(n as u8).is_some() {
                                        return Err(Fail::new(
                                            DiagKind::Modifier,
                                            vat,
                                            "duplicate numeric format",
                                        ));
                                    }
                                } else if unified
                                    && amdgpu_isa::names::buffer_format_known("dfmt", s)
                                {
                                    if dname.replace(s).is_some() {
                                        return Err(Fail::new(
                                            DiagKind::Modifier,
                                            vat,
                                            "duplicate data format",
                                        ));
                                    }
                                } else if unified
                                    && amdgpu_isa::names::buffer_format_known("nfmt", s)
                                {
                                    if nname.replace(s).is_some() {
                                        return Err(Fail::new(
                                            DiagKind::Modifier,
                                            vat,
                                            "duplicate numeric format",
                                        ));
                                    }
                                } else if amdgpu_isa::names::buffer_format_known("ufmt", s) {
                                    return Err(Fail::new(
                                        DiagKind::Modifier,
                                        vat,
                                        "unified format is not supported on this GPU",
                                    ));
                                } else {
                                    return Err(Fail::new(
                                        DiagKind::Modifier,
                                        vat,
                                        format!("unknown format '{s}'"),
                                    ));
                                }
                            }
                            if dname.is_some() || nname.is_some() {
                                let key = match (dname, nname) {
                                    (Some(d), Some(n)) => format!("{d},{n}"),
                                    (d, n) => d.or(n).unwrap_or_default().to_string(),
                                };
                                let vat = values.first().map_or(at, |v| v.1 .0 as usize);
                                match buffer_format_id("split", &key, family) {
                                    Some(u) if m.ufmt.is_none() => m.ufmt = Some(u as u8),
                                    Some(_) => {
                                        return Err(Fail::new(
                                            DiagKind::Modifier,
                                            vat,
                                            "duplicate format",
                                        ))
                                    }
                                    None => {
                                        return Err(Fail::new(
                                            DiagKind::Modifier,
                                            vat,
                                            "unsupported format",
                                        ))
                                    }
                                }
                            }
                        } else {
                            let v = int(0)?;
                            if !(0..=127).contains(&v) {
                                return Err(Fail::new(
                                    DiagKind::ValueRange,
                                    at,
                                    "format must be in the range 0..127",
                                ));
                            }
                            if unified {
                                m.ufmt = Some(v as u8);
                            } else {
                                m.dfmt = Some((v & 15) as u8);
                                m.nfmt = Some((v >> 4) as u8);
                            }
                        }
                    }
                }
            }
            _ => {
                return Err(Fail::new(
                    DiagKind::Modifier,
                    at,
                    format!("modifier '{kw}' is not supported"),
                ))
            }
        }
    }
    Ok(all)
}

/// A DPP control: `quad_perm:[a,b,c,d]`, or a name of the family's
/// (data/isa/dpp_ctrl.txt) with its value.
#[allow(clippy::too_many_arguments)]
fn dpp_ctrl(
    kw: &str,
    family: &str,
    colon: bool,
    list: bool,
    n: usize,
    int: &dyn Fn(usize) -> Result<i64, MErr>,
    val_at: &dyn Fn(usize) -> usize,
    at: usize,
) -> Result<u16, MErr> {
    use amdgpu_isa::names::{dpp_ctrl_known, dpp_ctrls, DppForm};
    let lines = dpp_ctrls(family).filter(|c| c.name == kw);
    if kw != "quad_perm" && lines.clone().next().is_none() {
        return Err(Fail::new(
            DiagKind::Modifier,
            at,
            if dpp_ctrl_known(kw) {
                format!("{kw} is not supported on this GPU")
            } else {
                format!("unknown DPP control {kw}")
            },
        ));
    }
    let need_val = kw == "quad_perm" || lines.clone().any(|c| c.form != DppForm::Bare);
    if need_val != colon {
        return Err(Fail::new(
            DiagKind::Modifier,
            at,
            if need_val {
                format!("expected {kw}:<value>")
            } else {
                format!("{kw} takes no value")
            },
        ));
    }
    if kw == "quad_perm" {
        if !list || n != 4 {
            return Err(Fail::new(
                DiagKind::Modifier,
                at,
                "quad_perm takes four values: quad_perm:[a,b,c,d]",
            ));
        }
        let mut v = 0u16;
        for k in 0..4 {
            let x = int(k)?;
            if !(0..=3).contains(&x) {
                return Err(Fail::new(
                    DiagKind::ValueRange,
                    val_at(k),
                    "quad_perm values must be in the range 0..3",
                ));
            }
            v |= (x as u16) << (2 * k);
        }
        return Ok(v);
    }
    if list {
        return Err(Fail::new(
            DiagKind::Modifier,
            at,
            format!("{kw} takes one value"),
        ));
    }
    if !need_val {
        return Ok(lines.clone().next().map_or(0, |c| c.ctrl));
    }
    let v = int(0)?;
    if let Some(code) = lines.clone().find_map(|c| c.code(v)) {
        return Ok(code);
    }
    // The values it takes, as the message says them.
    let forms: Vec<String> = lines
        .map(|c| match c.form {
            DppForm::Range(a, b) => format!("{a}..{b}"),
            DppForm::Value(x) => x.to_string(),
            DppForm::Bare => String::new(),
        })
        .collect();
    Err(Fail::new(
        DiagKind::ValueRange,
        val_at(0),
        format!("invalid {kw} value ({})", forms.join(" or ")),
    ))
}

/// `swizzle(...)` forms of seed 003 (DS offset for ds_swizzle_b32).
fn swizzle(
    src: &str,
    toks: &[crate::lexer::Token],
    at: usize,
    syms: &crate::expr::Symbols,
    family: &str,
) -> Result<i64, MErr> {
    use crate::lexer::Tok;
    // Split arguments on commas at depth 0; each argument is an identifier,
    // a string, or an integer expression (only plain integers and unary minus).
    let mut args: Vec<&[crate::lexer::Token]> = Vec::new();
    let mut s = 0;
    for (k, t) in toks.iter().enumerate() {
        if t.is(b',') {
            args.push(&toks[s..k]);
            s = k + 1;
        }
    }
    args.push(&toks[s..]);
    let name = match args.first().and_then(|a| a.first()) {
        Some(t) if t.tok == Tok::Ident => t.text(src),
        _ => return Err(Fail::new(DiagKind::Modifier, at, "expected a swizzle mode")),
    };
    let int = |k: usize| -> Result<i64, MErr> {
        let a = args.get(k).ok_or_else(|| {
            Fail::new(
                DiagKind::Modifier,
                at,
                format!("too few arguments to swizzle({name}...)"),
            )
        })?;
        crate::expr::const_expr(src, a, syms)
    };
    let nargs = args.len() - 1;
    let want = |n: usize| -> Result<(), MErr> {
        if nargs != n {
            Err(Fail::new(
                DiagKind::Modifier,
                at,
                format!("swizzle({name}) takes {n} argument(s)"),
            ))
        } else {
            Ok(())
        }
    };
    match name {
        "QUAD_PERM" => {
            want(4)?;
            let mut v = 0x8000i64;
            for k in 0..4 {
                let x = int(k + 1)?;
                if !(0..=3).contains(&x) {
                    return Err(Fail::new(
                        DiagKind::ValueRange,
                        at,
                        "QUAD_PERM lane ids must be in the range 0..3",
                    ));
                }
                v |= x << (2 * k);
            }
            Ok(v)
        }
        "BITMASK_PERM" => {
            want(1)?;
            let a = &args[1];
            let t = a.first().ok_or_else(|| {
                Fail::new(DiagKind::Modifier, at, "expected a mask string".to_string())
            })?;
            if t.tok != Tok::Str {
                return Err(Fail::new(
                    DiagKind::Modifier,
                    t.start as usize,
                    "expected a 5-character mask string",
                ));
            }
            let s = t.text(src).trim_matches('"').as_bytes();
            if s.len() != 5 {
                return Err(Fail::new(
                    DiagKind::Modifier,
                    t.start as usize,
                    "the mask must have 5 characters",
                ));
            }
            let (mut and, mut or, mut xor) = (0i64, 0i64, 0i64);
            for (k, c) in s.iter().enumerate() {
                let bit = 1 << (4 - k);
                match c {
                    b'0' => {}
                    b'1' => or |= bit,
                    b'p' => and |= bit,
                    b'i' => {
                        and |= bit;
                        xor |= bit
                    }
                    _ => {
                        return Err(Fail::new(
                            DiagKind::Modifier,
                            t.start as usize,
                            "mask characters must be 0, 1, p or i",
                        ))
                    }
                }
            }
            Ok(and | (or << 5) | (xor << 10))
        }
        "BROADCAST" => {
            want(2)?;
            let g = int(1)?;
            let lane = int(2)?;
            if ![2, 4, 8, 16, 32].contains(&g) {
                return Err(Fail::new(
                    DiagKind::Modifier,
                    at,
                    "group size must be 2, 4, 8, 16 or 32",
                ));
            }
            if lane < 0 || lane >= g {
                return Err(Fail::new(
                    DiagKind::ValueRange,
                    at,
                    format!("lane id must be in the range 0..{}", g - 1),
                ));
            }
            Ok((32 - g) | (lane << 5))
        }
        "SWAP" => {
            want(1)?;
            let g = int(1)?;
            if ![1, 2, 4, 8, 16].contains(&g) {
                return Err(Fail::new(
                    DiagKind::Modifier,
                    at,
                    "group size must be 1, 2, 4, 8 or 16",
                ));
            }
            Ok(0x1f | (g << 10))
        }
        "FFT" if amdgpu_isa::names::family_fact(family, "no-swizzle-fft") => Err(Fail::new(
            DiagKind::Modifier,
            at,
            "FFT mode swizzle not supported on this GPU",
        )),
        "ROTATE" if amdgpu_isa::names::family_fact(family, "no-swizzle-rotate") => Err(Fail::new(
            DiagKind::Modifier,
            at,
            "Rotate mode swizzle not supported on this GPU",
        )),
        "FFT" => {
            want(1)?;
            let v = int(1)?;
            if !(0..=31).contains(&v) {
                return Err(Fail::new(
                    DiagKind::ValueRange,
                    at,
                    "FFT swizzle must be in the range 0..31",
                ));
            }
            Ok(0xe000 | v)
        }
        "ROTATE" => {
            want(2)?;
            let dir = int(1)?;
            let amount = int(2)?;
            if !(0..=1).contains(&dir) {
                return Err(Fail::new(
                    DiagKind::Modifier,
                    at,
                    "rotate direction must be 0 (left) or 1 (right)",
                ));
            }
            if !(0..=31).contains(&amount) {
                return Err(Fail::new(
                    DiagKind::ValueRange,
                    at,
                    "rotate amount must be in the range 0..31",
                ));
            }
            Ok(0xc000 | (dir << 10) | (amount << 5))
        }
        "REVERSE" => {
            want(1)?;
            let g = int(1)?;
            if ![2, 4, 8, 16, 32].contains(&g) {
                return Err(Fail::new(
                    DiagKind::Modifier,
                    at,
                    "group size must be 2, 4, 8, 16 or 32",
                ));
            }
            Ok(0x1f | ((g - 1) << 10))
        }
        _ => Err(Fail::new(
            DiagKind::Modifier,
            at,
            format!("unknown swizzle mode '{name}'"),
        )),
    }
}
