//! Decoding: bytes -> [`Inst`], table-driven. The family's layouts classify
//! the word (most specific match first), the layout's opcode field selects
//! the candidate rows, and each candidate row reads its operands from the
//! layout's fields. Where several rows share an opcode (returning atomics,
//! loads to LDS, SMEM offset forms, `off` addresses), the row that explains
//! the word's modifier and condition bits best wins. Never panics.

use crate::info::TargetInfo;
use crate::inst::{Inst, Literal, NamedReg, Operand, Reg, RegFile, MAX_OPS};
use crate::layout::{Coding, FieldDef, Fld, FldSet, Layout};
use crate::names;
use crate::table::{Enc, Field, InstDef, Kind, Mod, Slot};
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
    crate::modifiers::field(m)
}

/// The layout field of an operand field.
pub fn operand_field(f: Field) -> Option<Fld> {
    static T: OnceLock<Vec<Option<Fld>>> = OnceLock::new();
    T.get_or_init(|| Field::ALL.iter().map(|f| Fld::parse(f.as_str())).collect())[f as usize]
}

/// Where each field of a layout sits when that is the same in every word
/// (one piece, no condition): read with a shift and a mask instead of a
/// lookup of its definition.
#[derive(Clone, Debug)]
pub(crate) struct FastLayout {
    at: Vec<FieldAt>,
    /// The bits of the layout's word (`bits` wide).
    word: u128,
    /// Where the opcode sits when it is one piece of at most 32 bits
    /// (`op_width` 0: read it from the layout).
    op_lo: u8,
    op_width: u8,
    /// The layout has a `null` field (rows that explain a word equally
    /// well are ranked, see `decode_preferring`).
    has_null: bool,
}

#[derive(Clone, Copy, Debug)]
struct FieldAt {
    lo: u8,
    width: u8,
    /// 0: the layout has no such field; 1: plain; 2: look it up.
    state: u8,
}

impl FastLayout {
    pub(crate) fn new(l: &Layout) -> FastLayout {
        let at = Fld::ALL
            .iter()
            .map(|&f| {
                let Some(&i) = l.index.get(f as usize) else {
                    return FieldAt {
                        lo: 0,
                        width: 0,
                        state: 2,
                    };
                };
                match l.fields.get(i as usize) {
                    None if i == 255 => FieldAt {
                        lo: 0,
                        width: 0,
                        state: 0,
                    },
                    Some(d) if d.cond.is_none() => match d.pieces {
                        [p] if (1..=64).contains(&p.width)
                            && p.lo as u32 + p.width as u32 <= 128 =>
                        {
                            FieldAt {
                                lo: p.lo,
                                width: p.width,
                                state: 1,
                            }
                        }
                        _ => FieldAt {
                            lo: 0,
                            width: 0,
                            state: 2,
                        },
                    },
                    _ => FieldAt {
                        lo: 0,
                        width: 0,
                        state: 2,
                    },
                }
            })
            .collect();
        let (op_lo, op_width) = match l.opcode {
            [p] if (1..=32).contains(&p.width) && p.lo as u32 + p.width as u32 <= 128 => {
                (p.lo, p.width)
            }
            _ => (0, 0),
        };
        FastLayout {
            at,
            word: mask(l.bits as u32),
            op_lo,
            op_width,
            has_null: l.fields.iter().any(|d| d.null),
        }
    }

    /// [`Layout::opcode_of`], faster.
    #[inline]
    fn opcode_of(&self, l: &Layout, w: u128) -> u32 {
        if self.op_width == 0 {
            return l.opcode_of(w);
        }
        ((w >> self.op_lo) as u32) & (u32::MAX >> (32 - self.op_width as u32))
    }

    /// Where field `f` sits when that is the same in every word:
    /// `Some(None)` where the layout has no such field, `None` where it
    /// must be looked up per word.
    pub(crate) fn plain(&self, f: Fld) -> Option<Option<(u8, u8)>> {
        match self.at.get(f as usize) {
            Some(a) if a.state == 1 => Some(Some((a.lo, a.width))),
            Some(a) if a.state == 0 => Some(None),
            _ => None,
        }
    }

    /// [`Layout::get`], faster.
    #[inline]
    pub(crate) fn get(&self, l: &Layout, w: u128, f: Fld) -> Option<u64> {
        match self.at.get(f as usize) {
            Some(a) if a.state == 1 => {
                Some(((w >> a.lo) as u64) & (u64::MAX >> (64 - a.width as u32)))
            }
            Some(a) if a.state == 0 => None,
            _ => l.get(w, f),
        }
    }
}

/// What a row asks of a word, worked out once per row: bits that must be
/// set (required modifiers), bits that must be clear (unused `zero`
/// fields), and flag bits the row does not print (each set one counts
/// against the row).
///
/// Plans of distinct rows are read in no particular order: the struct is
/// kept small (and what every word reads first) so that they stay in cache.
#[derive(Clone, Debug)]
#[repr(C)]
pub(crate) struct Plan {
    req: u128,
    zero: u128,
    unlisted: u128,
    /// The row's operand slots (at most `MAX_OPS`).
    slots: &'static [Slot],
    /// Per slot, where its value is read: an index into the layout's
    /// fields, or one of `READ_NOTHING`, `READ_FAIL`, `READ_LOOKUP`.
    read: [u8; MAX_OPS],
    /// Per slot read from a field of the layout's own (`read` below
    /// `READ_LOOKUP`), where that field sits and how it is coded.
    at: [SlotAt; MAX_OPS],
    /// The layout has conditional fields: check them word by word.
    pub(crate) dynamic: bool,
    /// The row can never come from a word (an operand with no field).
    never: bool,
    /// The row prints `off` for an address it has no field for: saddr must
    /// hold the "no register" code.
    saddr_off: bool,
    /// The `null` fields of the layout (see the layout format) that the
    /// row does not use (up to two, GFX12.5's tensor groups): they must
    /// hold the "no register" code.
    null: [Option<Fld>; 2],
    /// What the acc bit means for the row (see `try_row`).
    acc: AccRule,
    /// The row takes `tfe` (buffer data one register wider with it).
    tfe_mod: bool,
    /// The row's entry in the image address and data widths.
    mimg: Option<&'static MimgWidths>,
    /// GFX10+ images: address registers per dim + 8*a16
    /// (data/isa/mimg_dim.txt).
    mimg_addr: Option<&'static [u8; 16]>,
    /// GFX10 images: the variants the reference decodes per `nsa`
    /// (data/isa/mimg_nsa.txt), and whether the row is a gather (four
    /// data registers whatever dmask says).
    mimg_nsa: Option<&'static names::MimgNsa>,
    gather: bool,
    /// For a layout whose conditions are one-bit fields (SMEM imm, soe): per
    /// combination of their values, what `unused_masks` and the row's
    /// modifiers give.
    conds: Option<Box<CondPlan>>,
    /// Bits of the fields the row uses (the encoder keeps these).
    pub(crate) kept: u128,
    /// Every slot is one [`try_row_simple`] reads (`FAST_*` per slot) and
    /// no word-dependent rule applies: no conditions, acc rule or `off`
    /// address.
    simple: bool,
    fast: [u8; MAX_OPS],
}

/// How [`try_row_simple`] reads a slot (each from one plain field of the
/// layout, or none).
const FAST_NONE: u8 = 0;
/// A VGPR (the field holds its index).
const FAST_V: u8 = 1;
/// A scalar or vector source (the field holds its operand code).
const FAST_SRC: u8 = 2;
/// A scalar source: flagged when it holds a VGPR or an LDS direct read.
const FAST_SSRC: u8 = 3;
/// An immediate (sign-extended for `simm` fields).
const FAST_IMM: u8 = 4;
/// A literal after the word.
const FAST_LIT: u8 = 5;
/// An operand without a value (`vcc`, `off`, ...).
const FAST_EMPTY: u8 = 6;
/// A label or interpolation parameter: the field's bits.
const FAST_RAW: u8 = 7;
/// A scalar register (the field holds its code, or a half or quarter of it).
const FAST_S: u8 = 8;

/// Where a slot's field sits (`width` 0: several pieces, read them from
/// the definition), its coding, and whether the slot's register count is
/// the row's (no image, buffer address or tfe rule applies).
#[derive(Clone, Copy, Debug)]
struct SlotAt {
    lo: u8,
    width: u8,
    /// The field's total width.
    bits: u8,
    coding: Coding,
    plain_count: bool,
}

/// No field: the value is 0 and there is no definition.
const READ_NOTHING: u8 = 255;
/// The field is missing: the row cannot come from a word.
const READ_FAIL: u8 = 254;
/// A field whose definition depends on the word.
const READ_LOOKUP: u8 = 253;

type MimgWidths = (&'static str, &'static str, u8, [u8; 17]);

/// The conditions of a layout, worked out per combination of values.
#[derive(Clone, Copy, Debug)]
struct CondPlan {
    /// Bit positions of the condition fields (at most 2).
    at: [u8; 2],
    n: u8,
    /// Bits that make the word invalid for the row.
    bad: [u128; 4],
    /// Condition fields (bit `Fld as u32 % 32`) the row's modifiers use.
    mod_conds: [u32; 4],
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

/// [`make_plan`], made once per family, layout and row shape (with the
/// row's required modifiers) and copied for the other rows of that shape:
/// a plan reads nothing else of its row, but for an image row's name (its
/// address and data widths), whose layouts are planned row by row.
pub(crate) fn shared_plan(family: &str, l: &Layout, row: &InstDef) -> Plan {
    let fam = crate::layout::FAMILIES.iter().position(|f| *f == family);
    let Some(fam) = fam.filter(|_| !l.has(Fld::Dmask)) else {
        return make_plan(family, l, row);
    };
    thread_local! {
        static PLANS: ShapeCache<(usize, usize, crate::table::RowShape, u32), Plan> =
            Default::default();
    }
    let key = (fam, l as *const Layout as usize, row.shape(), row.req);
    per_shape(&PLANS, l, key, || make_plan(family, l, row))
}

/// Values worked out per layout and row shape (see [`per_shape`]).
type ShapeCache<K, V> =
    std::cell::RefCell<std::collections::HashMap<K, V, std::hash::BuildHasherDefault<ShapeHasher>>>;

/// `make`'s value for a row, made once per `key` (which holds the layout
/// and the row's shape: rows of one shape ask the same of a layout) and
/// kept per thread in `cache`. Kept only for the generated tables'
/// layouts, which live as long as the cache: a layout made elsewhere may
/// be freed and its place taken by another.
fn per_shape<K: Eq + std::hash::Hash, V: Clone>(
    cache: &'static std::thread::LocalKey<ShapeCache<K, V>>,
    l: &Layout,
    key: K,
    make: impl FnOnce() -> V,
) -> V {
    if let Some(v) = cache.with(|c| c.borrow().get(&key).cloned()) {
        return v;
    }
    let v = make();
    let generated = crate::generated::layouts::LAYOUTS
        .iter()
        .any(|f| f.layouts.as_ptr_range().contains(&(l as *const Layout)));
    if generated {
        cache.with(|c| c.borrow_mut().insert(key, v.clone()));
    }
    v
}

pub(crate) fn make_plan(family: &str, l: &Layout, row: &InstDef) -> Plan {
    let slots = row.slots();
    let slots = &slots[..slots.len().min(MAX_OPS)];
    let mut p = Plan {
        req: 0,
        zero: 0,
        kept: 0,
        unlisted: 0,
        dynamic: l.fields.iter().any(|d| d.cond.is_some()),
        never: false,
        saddr_off: false,
        null: [None; 2],
        acc: AccRule::None,
        slots,
        read: [READ_NOTHING; MAX_OPS],
        at: [SlotAt {
            lo: 0,
            width: 0,
            bits: 0,
            coding: Coding::Imm,
            plain_count: false,
        }; MAX_OPS],
        tfe_mod: row.mods().contains(&Mod::Tfe),
        mimg: None,
        mimg_addr: None,
        mimg_nsa: None,
        gather: false,
        conds: None,
        simple: false,
        fast: [FAST_NONE; MAX_OPS],
    };
    for (i, slot) in slots.iter().enumerate() {
        let fast = operand_field(slot.field).and_then(|f| {
            let k = l.index.get(f as usize).copied().unwrap_or(255) as usize;
            l.fields.get(k).filter(|d| d.cond.is_none()).map(|_| k)
        });
        p.read[i] = match (slot.field, fast) {
            (_, Some(k)) if k < READ_LOOKUP as usize => k as u8,
            (_, Some(_)) => READ_LOOKUP,
            (Field::None | Field::Lit, _) => READ_NOTHING,
            (f, None) => match operand_field(f) {
                Some(_) => READ_LOOKUP,
                None => READ_FAIL,
            },
        };
    }
    for (i, slot) in slots.iter().enumerate() {
        let Some(d) = l.fields.get(p.read[i] as usize) else {
            continue;
        };
        let f = slot.field;
        let image = l.has(Fld::Dmask) && matches!(f, Field::Vaddr | Field::Vdata);
        let buffer_addr = f == Field::Vaddr && l.has(Fld::Offen) && l.has(Fld::Idxen);
        let tfe = matches!(f, Field::Vdata | Field::Vdst) && p.tfe_mod && l.has(Fld::Tfe);
        p.at[i] = SlotAt {
            lo: 0,
            width: 0,
            bits: crate::layout::width(d.pieces).min(255) as u8,
            coding: d.coding,
            plain_count: !image && !buffer_addr && !tfe,
        };
        if let [pc] = d.pieces {
            if (1..=64).contains(&pc.width) && pc.lo as u32 + pc.width as u32 <= 128 {
                p.at[i].lo = pc.lo;
                p.at[i].width = pc.width;
            }
        }
    }
    if l.has(Fld::Dmask) {
        p.mimg = mimg_dis(family, row.name());
        if l.has(Fld::Dim) {
            p.mimg_addr = names::mimg_addr_regs(family, row.name());
            p.mimg_nsa = names::mimg_nsa(family, row.name());
            p.gather = row.name().starts_with("image_gather4");
        }
    }
    p.conds = cond_plan(l, row).map(Box::new);
    // Per field, its first definition without a condition.
    let mut plain: [Option<&FieldDef>; Fld::ALL.len()] = [None; Fld::ALL.len()];
    for d in l.fields.iter().rev() {
        if d.cond.is_none() {
            if let Some(e) = plain.get_mut(d.fld as usize) {
                *e = Some(d);
            }
        }
    }
    let mods = row.mods();
    for m in Mod::ALL {
        let Some(f) = mod_field(*m) else { continue };
        let Some(d) = plain.get(f as usize).copied().flatten() else {
            continue;
        };
        if d.coding != Coding::Flag || crate::layout::width(d.pieces) != 1 {
            continue;
        }
        let bit = pieces_mask(d.pieces);
        if row.requires(*m) {
            p.req |= bit;
        }
        if !mods.contains(m) {
            p.unlisted |= bit;
        }
    }
    // sve (gfx940 SCRATCH) is set exactly when the row reads vaddr.
    if let Some(d) = plain.get(Fld::Sve as usize).copied().flatten() {
        if row.slots().iter().any(|s| s.field == Field::Vaddr) {
            p.req |= pieces_mask(d.pieces);
        }
    }
    let (allowed, watched) = unused_masks(l, row, None);
    p.zero = watched & !allowed;
    p.kept = allowed;
    // (`offset-unsigned` rows: the offset's sign bit clear)
    if row.tags & crate::table::tags::OFFSET_UNSIGNED != 0 {
        if let Some(Some(d)) = plain.get(Fld::Offset as usize) {
            if let [pc] = d.pieces {
                p.zero |= 1u128 << (pc.lo as u32 + pc.width as u32 - 1);
            }
        }
    }
    // (`imm5` rows: the immediate in sdata keeps to five bits)
    if row.tags & crate::table::tags::IMM5 != 0 {
        for (i, slot) in slots.iter().enumerate() {
            let a = p.at[i];
            if slot.kind == Kind::Imm && slot.field == Field::Sdata && a.width > 5 {
                p.zero |= ((1u128 << (a.width - 5)) - 1) << (a.lo as u32 + 5);
            }
        }
    }
    // (`op-sel-hi-ones` rows: op_sel_hi all set, as the reference requires)
    if row.tags & crate::table::tags::OP_SEL_HI_ONES != 0 {
        if let Some(Some(d)) = plain.get(Fld::OpSelHi as usize) {
            p.req |= pieces_mask(d.pieces) & !row_mod_bits(l, row);
        }
    }
    // (A row's `@when=` values: fields its word holds fixed.)
    for &(name, v) in row.ext().when {
        if let Some(Some(d)) = Fld::parse(name).and_then(|f| plain.get(f as usize)) {
            let mut val = 0u128;
            crate::layout::write_pieces(&mut val, d.pieces, v as u64);
            p.req |= val;
            p.zero |= pieces_mask(d.pieces) & !val;
        }
    }
    // (`op-sel-hi-zero` rows: op_sel_hi's bits that no field of the row
    // holds are zero, as the reference requires)
    if row.tags & crate::table::tags::OP_SEL_HI_ZERO != 0 {
        if let Some(Some(d)) = plain.get(Fld::OpSelHi as usize) {
            p.zero |= pieces_mask(d.pieces) & !row_mod_bits(l, row);
        }
    }
    // (`neg-c-only` rows: neg_lo and neg_hi of the accumulator alone)
    if row.ext().neg_c_only {
        for f in [Fld::NegLo, Fld::NegHi] {
            if let Some(Some(d)) = plain.get(f as usize) {
                // (src2's bit: that of the value 4)
                let mut c = 0u128;
                crate::layout::write_pieces(&mut c, d.pieces, 4);
                p.zero |= pieces_mask(d.pieces) & !c;
            }
        }
    }
    // (`fmt-width` rows take no abid: a word with it is another instruction)
    if row.tags & crate::table::tags::FMT_WIDTH != 0 {
        if let Some(Some(d)) = plain.get(Fld::Abid as usize) {
            p.zero |= pieces_mask(d.pieces);
        }
    }
    // (`dst-sel-default` rows: dst_sel holds its default, and nothing else)
    let fixed = fixed_mask(l, row);
    if fixed != 0 {
        if let Some(Some(d)) = plain.get(Fld::DstSel as usize) {
            p.req |= fixed;
            p.zero |= pieces_mask(d.pieces) & !fixed;
        }
    }
    // GFX12 atomics of a format with a destination field: the row with a
    // destination exactly when th's return bit (data/isa/cache_policy.txt)
    // is set.
    if row.tags & crate::table::tags::TH_ATOMIC != 0 && l.has(Fld::Vdst) {
        if let (Some(bit), Some(Some(d))) =
            (names::th_return_bit(family), plain.get(Fld::Th as usize))
        {
            if let [pc] = d.pieces {
                let mask = (bit as u128) << pc.lo;
                if row.slots().iter().any(|s| s.field == Field::Vdst) {
                    p.req |= mask;
                } else {
                    p.zero |= mask;
                }
            }
        }
    }
    // (A DPP row whose control has no field in this layout: GFX11's VOP3P
    // DPP8 rows, listed as VOP3P_DPP, are words of another format.)
    let no_field = |m: crate::table::Mod, f: Fld| row.mods().contains(&m) && !l.has(f);
    p.never = row
        .slots()
        .iter()
        .any(|s| s.field == Field::None && s.kind == Kind::Imm)
        || no_field(crate::table::Mod::Dpp8, Fld::Dpp8)
        || no_field(crate::table::Mod::DppCtrl, Fld::DppCtrl);
    p.saddr_off = l.has(Fld::Saddr)
        && row.slots().iter().any(|s| s.kind == Kind::Off)
        && !row.slots().iter().any(|s| s.field == Field::Saddr);
    for (k, f) in l
        .fields
        .iter()
        .filter(|d| d.null && null_applies(row, d.fld))
        .map(|d| d.fld)
        .take(2)
        .enumerate()
    {
        p.null[k] = Some(f);
    }
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
    let mut simple =
        !p.dynamic && !p.never && !p.saddr_off && p.null[0].is_none() && p.acc == AccRule::None;
    for (i, slot) in slots.iter().enumerate() {
        let sa = p.at[i];
        let plain = p.read[i] < READ_LOOKUP && sa.width > 0 && sa.lo as u32 + sa.width as u32 <= 64;
        let nothing = p.read[i] == READ_NOTHING;
        p.fast[i] = match slot.kind {
            Kind::V if plain && sa.coding != Coding::Src && sa.plain_count => FAST_V,
            // (VOPC SDWA's sdst depends on `sd`; saddr on the `off` code.)
            Kind::S
                if plain
                    && !(slot.field == Field::Sdst && l.has(Fld::Sd))
                    && slot.field != Field::Saddr =>
            {
                FAST_S
            }
            Kind::Src if plain && sa.coding != Coding::Vgpr => FAST_SRC,
            Kind::SSrc if plain && sa.coding != Coding::Vgpr => FAST_SSRC,
            Kind::Imm
            | Kind::Hwreg
            | Kind::Sendmsg
            | Kind::Waitcnt
            | Kind::GprIdx
            | Kind::ExpTgt
                if plain || nothing =>
            {
                FAST_IMM
            }
            Kind::Label | Kind::Param if plain || nothing => FAST_RAW,
            Kind::Lit if plain || nothing => FAST_LIT,
            Kind::Vcc | Kind::Exec | Kind::M0 | Kind::Scc | Kind::Off if plain || nothing => {
                FAST_EMPTY
            }
            _ => FAST_NONE,
        };
        if p.fast[i] == FAST_NONE {
            simple = false;
        }
    }
    p.simple = simple;
    p
}

/// The conditions of `l` per combination of values, for `row`; `None`
/// when the layout has none, or more than two, or ones wider than a bit.
fn cond_plan(l: &Layout, row: &InstDef) -> Option<CondPlan> {
    let mut conds: Vec<Fld> = Vec::new();
    for d in l.fields {
        if let Some((cf, _)) = d.cond {
            if !conds.contains(&cf) {
                conds.push(cf);
            }
        }
    }
    if conds.is_empty() || conds.len() > 2 {
        return None;
    }
    let mut c = CondPlan {
        at: [0; 2],
        n: conds.len() as u8,
        bad: [0; 4],
        mod_conds: [0; 4],
    };
    for (k, cf) in conds.iter().enumerate() {
        let i = *l.index.get(*cf as usize)? as usize;
        match l.fields.get(i)? {
            FieldDef {
                pieces: [p],
                cond: None,
                ..
            } if p.width == 1 => c.at[k] = p.lo,
            _ => return None,
        }
    }
    for combo in 0..1usize << conds.len() {
        let mut w = 0u128;
        for k in 0..conds.len() {
            if combo >> k & 1 == 1 {
                w |= 1u128 << c.at[k];
            }
        }
        for m in row.mods() {
            if let Some(d) = mod_field(*m).and_then(|f| l.def(w, f)) {
                if let Some((cf, _)) = d.cond {
                    c.mod_conds[combo] |= 1 << (cf as u32 % 32);
                }
            }
        }
        let (allowed, watched) = unused_masks(l, row, Some(w));
        c.bad[combo] = watched & !allowed;
    }
    Some(c)
}

/// What the reference's disassembler prints for image instruction `name`
/// of table family `family` (data/isa/mimg_dis.txt): the address
/// registers, then the data registers per dmask/tfe/d16 case.
pub fn mimg_dis(family: &str, name: &str) -> Option<&'static MimgWidths> {
    let t = crate::generated::layouts::MIMG_DIS_VADDR;
    let i = t.partition_point(|e| (e.0, e.1) < (family, name));
    t.get(i).filter(|e| e.0 == family && e.1 == name)
}

/// Decodes one instruction at the start of `bytes`.
pub fn decode(bytes: &[u8], ti: &TargetInfo) -> Result<(Inst, usize), DecodeError> {
    let mut inst = Inst::default();
    decode_into(bytes, ti, &mut inst).map(|n| (inst, n))
}

/// Decodes one instruction at the start of `bytes` into `out` (no copy of
/// the instruction on the way); returns its length in bytes.
pub fn decode_into(bytes: &[u8], ti: &TargetInfo, out: &mut Inst) -> Result<usize, DecodeError> {
    decode_preferring(bytes, ti, u32::MAX, out)
}

/// [`decode_into`], taking row `row` where it explains the word as well as
/// the row the disassembler would choose: an assembler's listing prints
/// the form the source wrote (`s_load_dword s4, s[0:1], 0x0` on GFX10, which
/// the disassembler reads as the SGPR form `null`).
pub fn decode_preferring(
    bytes: &[u8],
    ti: &TargetInfo,
    row: u32,
    out: &mut Inst,
) -> Result<usize, DecodeError> {
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
    let w0 = w as u32;
    for c in ti.cands(w0) {
        if w0 & c.mask != c.val {
            continue;
        }
        let li = c.li;
        let Some((l, fl)) = ti.fast_layout(li as usize) else {
            continue;
        };
        if l.bytes() > avail {
            continue;
        }
        let wl = w & fl.word;
        if !l.matches(wl) || !dpp8_fi_ok(l, wl) {
            continue;
        }
        if matched[..n_matched]
            .iter()
            .any(|m| *m != l.match_mask && *m & l.match_mask == l.match_mask)
        {
            continue;
        }
        // (A pair's first half may be an instruction of its own: the pair
        // is no more specific format of it.)
        if n_matched < matched.len() && !l.pair {
            matched[n_matched] = l.match_mask;
            n_matched += 1;
        }
        if matches!(l.enc, Enc::Vopd | Enc::Vopd3) {
            return crate::vopd::decode(ti, li as usize, l, w, avail, out);
        }
        let op = fl.opcode_of(l, wl);
        // Rows are decoded straight into `out`; when a later row explains
        // the word better than the one left there, the best is decoded
        // again at the end (rare: shared opcodes).
        let mut best = u32::MAX;
        let mut best_pos = 0;
        let mut in_out = None;
        let (a, b) = ti.row_range(li as usize, op);
        if a >= b {
            continue;
        }
        let has_null = fl.has_null;
        for pos in a..b {
            let (Some(r), Some(plan)) = (ti.row_at(pos), ti.plan_at(li as usize, pos)) else {
                continue;
            };
            let got = read_row(ti, l, fl, plan, r, wl, bytes, out);
            in_out = got.map(|_| pos);
            if let Some(bad) = got {
                // In a layout with a `null` field, between rows that
                // explain the word equally well the one with fewer
                // operands and modifiers wins, then one that reads the field as an
                // operand over one that takes it as the "no register" code:
                // GFX10 SMEM with soffset null is the immediate form, but
                // with offset 0 too the SGPR form (`null`), as the
                // reference decodes it. Elsewhere the first row wins.
                let score = if r == row && bad == 0 {
                    0
                } else if has_null {
                    bad.saturating_mul(64)
                        .saturating_add(
                            2 * ti
                                .table
                                .get(r as usize)
                                .map_or(0, |d| d.slots().len() + d.mods().len())
                                as u32,
                        )
                        .saturating_add(plan.null.iter().flatten().count() as u32)
                } else {
                    bad
                };
                if score < best {
                    best = score;
                    best_pos = pos;
                }
                if bad == 0 && (r == row || (!has_null && row == u32::MAX)) {
                    break;
                }
            }
        }
        if best != u32::MAX {
            if in_out != Some(best_pos) {
                if let (Some(r), Some(plan)) =
                    (ti.row_at(best_pos), ti.plan_at(li as usize, best_pos))
                {
                    read_row(ti, l, fl, plan, r, wl, bytes, out);
                }
            }
            flag_odd_tuples(ti, out);
            if ti.low128 && !flag_high_vgprs(ti, out) {
                return Err(DecodeError::Invalid);
            }
            if l.halves != crate::layout::Halves::None && !read_halves(ti, l, out) {
                return Err(DecodeError::Invalid);
            }
            return Ok(out.len as usize);
        }
    }
    Err(DecodeError::Invalid)
}

/// The 16-bit VGPR halves of a row's true16 operands (row tags `half0` ..
/// `half3`), as the layout codes them: the top bit of the VGPR number
/// (`halves code`) or the operand's op_sel bit (`halves op_sel`).
fn read_halves(ti: &TargetInfo, l: &Layout, out: &mut Inst) -> bool {
    let Some(row) = ti.table.get(out.row as usize) else {
        return true;
    };
    let op_sel_def = l.def(out.mods, Fld::OpSel);
    let op_sel = op_sel_def.map_or(0, |d| crate::layout::read_pieces(out.mods, d.pieces));
    // An op_sel bit for an operand the row does not have (a source past its
    // last, the destination of a compare): the reference decodes the word
    // as the instruction without halves (its "fake16" form), whose
    // registers are whole and whose op_sel it neither prints nor writes.
    if fake16_fallback(l, row) {
        let src = |f: &[Field]| row.slots().iter().any(|s| f.contains(&s.field));
        let present = [
            src(&[Field::Src0]),
            src(&[Field::Src1, Field::Vsrc1]),
            src(&[Field::Src2]),
            row.slots()
                .iter()
                .any(|s| s.field == Field::Vdst && s.kind == Kind::V),
        ];
        let absent = (0..4).filter(|&k| !present[k]).fold(0, |m, k| m | 1 << k);
        if op_sel & absent != 0 {
            if let Some(d) = op_sel_def {
                out.mods &= !pieces_mask(d.pieces);
            }
            // (That form's sources without input modifiers take no neg
            // or abs bits: the word is invalid.)
            let plain = (0..3)
                .filter(|&k| {
                    let f: &[Field] = match k {
                        0 => &[Field::Src0],
                        1 => &[Field::Src1, Field::Vsrc1],
                        _ => &[Field::Src2],
                    };
                    row.slots()
                        .iter()
                        .any(|s| f.contains(&s.field) && s.flags & crate::table::flags::FMODS == 0)
                })
                .fold(0, |m, k| m | 1 << k);
            let bits = |f: Fld| {
                l.def(out.mods, f)
                    .map_or(0, |d| crate::layout::read_pieces(out.mods, d.pieces))
            };
            return (bits(Fld::Neg) | bits(Fld::Abs)) & plain == 0;
        }
    }
    for (k, slot) in row.slots().iter().enumerate().take(4) {
        if !crate::table::tags::half(row.tags, k) {
            continue;
        }
        let Some(Operand::Reg(r)) = out.ops.get_mut(k) else {
            continue;
        };
        if r.file != RegFile::V {
            continue;
        }
        let hi = match l.halves {
            crate::layout::Halves::Code => {
                let hi = r.idx >= 128;
                r.idx &= 127;
                hi
            }
            _ => crate::encode::op_sel_bit(slot.field).is_some_and(|b| op_sel >> b & 1 != 0),
        };
        r.half = if hi {
            crate::inst::Half::Hi
        } else {
            crate::inst::Half::Lo
        };
    }
    true
}

/// Whether `row` is a true16 row (a 16-bit VGPR half among its operands)
/// of a layout whose halves are op_sel bits: one the reference decodes
/// without halves where op_sel names an operand it does not have.
fn fake16_fallback(l: &Layout, row: &InstDef) -> bool {
    l.halves == crate::layout::Halves::OpSel
        && (0..4).any(|k| crate::table::tags::half(row.tags, k))
}

/// Whether a `null` field `f` of the layout holds the "no register" code
/// for `row`: the row has an address (sbase, vaddr) or is of a FLAT format
/// (GFX12's global_inv, global_wb: no operand at all), and no operand in
/// `f` (an SMEM row without an address, s_memtime, leaves it 0).
pub(crate) fn null_applies(row: &InstDef, f: Fld) -> bool {
    use crate::table::Enc;
    let slots = row.slots();
    (matches!(row.enc, Enc::Flat | Enc::Global | Enc::Scratch)
        || slots
            .iter()
            .any(|s| matches!(s.field, Field::Sbase | Field::Vaddr)))
        && !slots.iter().any(|s| operand_field(s.field) == Some(f))
}

/// A DPP8 word's fi code (an `enum` fi in src0's low bits, layouts.txt) is
/// 1 (fi:0) or 2 (fi:1); the other values are operand codes of the plain
/// format (src_shared_base), not DPP8.
#[inline]
fn dpp8_fi_ok(l: &Layout, w: u128) -> bool {
    if !matches!(
        l.enc,
        Enc::Vop1Dpp8 | Enc::Vop2Dpp8 | Enc::VopcDpp8 | Enc::Vop3Dpp8
    ) {
        return true;
    }
    match l.def(w, Fld::Fi) {
        Some(d) if d.coding == crate::layout::Coding::Enum => {
            matches!(crate::layout::read_pieces(w, d.pieces), 1 | 2)
        }
        _ => true,
    }
}

/// A VGPR past v127 in an operand that takes only the low 128 (GFX12's
/// 16-bit operands of the 32-bit and DPP forms) is printed flagged, as
/// data/isa/reg_classes.txt says per row form and operand (`h` lines);
/// false where the data says such a word is invalid (class `!`: their
/// destinations).
fn flag_high_vgprs(ti: &TargetInfo, out: &mut Inst) -> bool {
    let Some(row) = ti.table.get(out.row as usize) else {
        return true;
    };
    let slots = row.slots();
    for i in 0..(out.n_ops as usize).min(8) {
        let (Operand::Reg(r), Some(slot)) = (out.ops[i], slots.get(i)) else {
            continue;
        };
        if r.file != RegFile::V || r.idx < 128 {
            continue;
        }
        if class_probe(slot, &r) != Some(names::ClassProbe::HighV) {
            continue;
        }
        let class = names::flagged_class(ti.family, row, slot.field, names::ClassProbe::HighV);
        match class {
            Some(Some("!")) => return false,
            Some(Some(_)) => out.bad_class |= 1 << i,
            _ => {}
        }
    }
    true
}

/// A `fmt-width` row's src0 and src1 as wide as the data format cbsz and
/// blgp name (family fact `fmt-regs`): the word's registers hold that many.
fn fmt_widths(ti: &TargetInfo, row: &InstDef, out: &mut Inst) {
    let (Some(fr), Some(l)) = (ti.fmt_regs, ti.layout(row.enc)) else {
        return;
    };
    let value = |field: Field| {
        let f = fr
            .mod_of(field)
            .and_then(|m| crate::modifiers::def(m)?.field)?;
        l.get(out.mods, f)
    };
    // (A value that names no format, width 0: both sources keep the row's
    // own width, as the reference prints them.)
    let widths = [value(Field::Src0), value(Field::Src1)]
        .map(|v| v.and_then(|v| fr.regs.get(v as usize).copied()));
    if widths.contains(&Some(0)) {
        return;
    }
    for (i, slot) in row.slots().iter().enumerate().take(out.n_ops as usize) {
        let n = match slot.field {
            Field::Src0 => widths[0],
            Field::Src1 => widths[1],
            _ => None,
        };
        if let (Some(n), Some(Operand::Reg(r))) = (n, out.ops.get_mut(i)) {
            r.count = n;
        }
    }
}

/// Where vector tuples start at an even register (`tuples-even`), the
/// reference prints an odd-aligned one flagged as the wrong register class
/// (`v[1:2]/*Invalid register, operand has 'VReg_64_Align2' ...*/`); on
/// every family, data/isa/reg_classes.txt says, per row form and operand,
/// which misfits it flags and which it prints without a comment (an SGPR
/// in a gfx1100 VOP3 DPP src1).
fn flag_odd_tuples(ti: &TargetInfo, out: &mut Inst) {
    let Some(row) = ti.table.get(out.row as usize) else {
        return;
    };
    // (The widths first: the flags read them.)
    if row.tags & crate::table::tags::FMT_WIDTH != 0 {
        fmt_widths(ti, row, out);
    }
    if ti.tuples_even && row.enc == Enc::Vop3p {
        acc_from_sources(ti, row, out);
    }
    let slots = row.slots();
    for i in 0..(out.n_ops as usize).min(8) {
        if let (op @ Operand::Const(_), Some(slot)) = (out.ops[i], slots.get(i)) {
            if crate::print::bad_imm(slot, op)
                && names::flagged_class(ti.family, row, slot.field, names::ClassProbe::Const)
                    == Some(None)
            {
                out.plain_imm |= 1 << i;
            }
            continue;
        }
        let (Operand::Reg(r), Some(slot)) = (out.ops[i], slots.get(i)) else {
            continue;
        };
        let mut r = r;
        // Image data wider than the row's own operand (dmask, tfe) is
        // that operand's aligned super-register: from an odd register
        // there is none, and the reference prints the operand as it is.
        if ti.tuples_even
            && row.enc == Enc::Mimg
            && slot.field == Field::Vdata
            && r.idx % 2 == 1
            && r.count > slot.width.max(1)
        {
            r.count = slot.width.max(1);
            out.ops[i] = Operand::Reg(r);
        }
        if ti.tuples_even
            && matches!(r.file, RegFile::V | RegFile::A)
            && r.count >= 2
            && r.idx % 2 == 1
        {
            out.bad_class |= 1 << i;
        }
        let Some(probe) = class_probe(slot, &r) else {
            continue;
        };
        match names::flagged_class(ti.family, row, slot.field, probe) {
            Some(Some(_)) => out.bad_class |= 1 << i,
            Some(None) => out.bad_class &= !(1 << i),
            None => {}
        }
    }
}

/// MFMA and SMFMAC sources (AV, with an acc bit each): the reference
/// writes a source's acc bit from the file of what it holds (an SGPR or a
/// constant: 0; an inline constant the register it takes it for, see
/// `print::bad_imm_field`), whatever the word said.
fn acc_from_sources(ti: &TargetInfo, row: &InstDef, out: &mut Inst) {
    let Some(acc) = ti
        .layout(row.enc)
        .and_then(|l| l.def(out.mods, Fld::Acc))
        .and_then(|d| match d.pieces {
            [p] if p.width == 2 => Some(p.lo),
            _ => None,
        })
    else {
        return;
    };
    for (i, slot) in row.slots().iter().enumerate() {
        let k = match slot.field {
            Field::Src0 => 0,
            Field::Src1 => 1,
            _ => continue,
        };
        if slot.kind != Kind::AV {
            continue;
        }
        let a = match out.ops.get(i) {
            Some(Operand::Reg(r)) => r.file == RegFile::A,
            Some(Operand::Const(c)) => {
                (128..=192).contains(c)
                    && names::av_imm_code(ti.family, (*c - 128) as u32).is_some_and(|x| x.1)
            }
            _ => false,
        };
        let bit = 1u128 << (acc + k);
        out.mods = if a { out.mods | bit } else { out.mods & !bit };
    }
}

/// The misfit of register `r` in `slot` that data/isa/reg_classes.txt
/// describes, if any.
pub(crate) fn class_probe(slot: &Slot, r: &Reg) -> Option<names::ClassProbe> {
    use names::ClassProbe as P;
    let vector = matches!(slot.kind, Kind::V | Kind::A | Kind::AV);
    // (A scalar tuple in a wide source: the data says whether the
    // reference flags it, GFX11's WMMA accumulator.)
    let wide_src = slot.kind == Kind::Src && slot.width >= 2;
    Some(match r.file {
        // (A VGPR tuple in a scalar slot is that misfit, odd or even.)
        RegFile::V if matches!(slot.kind, Kind::S | Kind::SSrc) => P::VgprInScalar,
        RegFile::V if r.count >= 2 && r.idx % 2 == 1 => P::OddV,
        RegFile::A if r.count >= 2 && r.idx % 2 == 1 => P::OddA,
        RegFile::V if r.count == 1 && r.idx >= 128 && (vector || slot.kind == Kind::Src) => {
            P::HighV
        }
        RegFile::Named(crate::inst::NamedReg::LdsDirect) => P::LdsDirect,
        RegFile::S | RegFile::Ttmp if vector || wide_src => P::Scalar,
        RegFile::Named(n) if vector && !n.is_constant() => P::Scalar,
        _ => return None,
    })
}

pub(crate) fn pieces_mask(pieces: &[crate::layout::Piece]) -> u128 {
    pieces
        .iter()
        .fold(0u128, |m, p| m | (((1u128 << p.width) - 1) << p.lo))
}

/// Does the row use field `f` of its layout (as an operand, a modifier, an
/// input modifier of one of its sources, or a condition)? For per-source
/// fields, the bits of the sources that take it.
/// The layout fields a row names: those of its operands and of its
/// modifiers (as bits `1 << Fld`).
struct RowFlds {
    ops: FldSet,
    mods: FldSet,
    /// The row takes `format` (whose `nfmt` half counts as used too).
    format: bool,
}

impl RowFlds {
    fn new(row: &InstDef) -> RowFlds {
        let ops = row
            .slots()
            .iter()
            .filter_map(|s| operand_field(s.field))
            .fold(FldSet::EMPTY, FldSet::with);
        let mods = row
            .mods()
            .iter()
            .filter_map(|m| mod_field(*m))
            .fold(FldSet::EMPTY, FldSet::with);
        RowFlds {
            ops,
            mods,
            format: row.mods().contains(&Mod::Format),
        }
    }
}

fn used_bits(l: &Layout, row: &InstDef, rf: &RowFlds, d: &crate::layout::FieldDef) -> u64 {
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
    let scalar_dst = row
        .slots()
        .iter()
        .any(|s| s.field == Field::Vdst && s.kind == Kind::S);
    // Packed (VOP3P) neg_lo/neg_hi bits exist for the sources the
    // instruction has.
    if row.enc == crate::table::Enc::Vop3p && matches!(f, Fld::NegLo | Fld::NegHi | Fld::OpSel) {
        // A sparse matrix op (its src2 is the index VGPR, not an
        // accumulator) has no blgp: llvm-mc 22 refuses a word that sets
        // those bits (neg_lo's).
        if f == Fld::NegLo
            && row.tags & crate::table::tags::MATRIX != 0
            && src(2).is_some_and(|s| s.kind == Kind::V)
        {
            return 0;
        }
        // A row that takes no modifier (but a sparse index_key or
        // operand reuse) and no source modifiers at all
        // (v_accvgpr_read/write, the 8-bit float v_swmmac_*) has no neg
        // bits: llvm-mc 22 refuses a word that sets them. (Its clamp bit
        // it ignores: see `clamp_refused`.)
        if matches!(f, Fld::NegLo | Fld::NegHi)
            && row
                .mods()
                .iter()
                .all(|m| matches!(m, Mod::IndexKey | Mod::MatrixAReuse | Mod::MatrixBReuse))
            && row.tags & crate::table::tags::MATRIX == 0
            && !(0..3).any(fmods)
        {
            return 0;
        }
        // A row without op_sel (the integer dot products): llvm-mc 22
        // refuses a word that sets its bits.
        if f == Fld::OpSel && !rf.mods.has(f) && row.tags & crate::table::tags::MATRIX == 0 {
            return 0;
        }
        return per_src(&|k| src(k).is_some());
    }
    // A VOP3 instruction that takes op_sel has the bits of its sources and
    // destination (a two-source one no src2 bit, unless its op_sel has a
    // third source place: `op-sel-src2`); llvm-mc 22 refuses a word that
    // sets the others. (Without op_sel, the bits are ignored.)
    // A row that takes byte_sel (data/isa/byte_sel.txt) and not op_sel
    // has byte_sel's bits only (llvm-mc 22 refuses a VOP3 word that sets
    // the others and ignores them in a DPP word); one that takes both,
    // in any VOP3 format, has the op_sel bits below and byte_sel's.
    let byte_sel = row.ext().byte_sel_bits() as u64;
    if f == Fld::OpSel && byte_sel != 0 && !row.mods().contains(&Mod::OpSel) {
        return byte_sel;
    }
    if (row.enc == crate::table::Enc::Vop3 || byte_sel != 0) && f == Fld::OpSel && rf.mods.has(f) {
        // (A true16 row, GFX11: the others are taken too, and make the
        // reference decode the word without halves: see `read_halves`.)
        if fake16_fallback(l, row) {
            return all;
        }
        let src2 = row.tags & crate::table::tags::OP_SEL_SRC2 != 0;
        return per_src(&|k| src(k).is_some() || (k == 2 && src2)) | 0b1000 | byte_sel;
    }
    // So are op_sel_hi bits, where the instruction takes op_sel_hi (the
    // others the layout writes as ones).
    // (MFMA rows use those bits as abid and acc, and keep them.)
    let mfma = row.tags & crate::table::tags::MATRIX != 0;
    if f == Fld::OpSelHi && d.ones && !mfma {
        return if rf.mods.has(f) {
            per_src(&|k| src(k).is_some())
        } else {
            0
        };
    }
    if rf.mods.has(f) || (rf.format && matches!(f, Fld::Nfmt | Fld::Format)) {
        return all;
    }
    if rf.ops.has(f) {
        return all;
    }
    // A condition field is used when the row uses a field defined under it.
    let row_flds = rf.ops.union(rf.mods);
    let mut conditions = l.fields.iter().filter(|x| x.cond.map(|c| c.0) == Some(f));
    if conditions.clone().next().is_some() {
        return if conditions.any(|x| row_flds.has(x.fld)) {
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
        // An instruction with input modifiers on any source has the neg
        // and abs bits of all its value sources: the reference decodes them
        // on integer sources too (and prints nothing for them there); not
        // on an interpolation attribute or a lane mask, and not for
        // compares (whose destination is an SGPR mask: v_cmp_class's
        // integer source takes none).
        Fld::Neg | Fld::Abs if (0..3).any(fmods) && !scalar_dst => {
            per_src(&|k| src(k).is_some_and(|s| matches!(s.kind, Kind::Src | Kind::SSrc | Kind::V)))
        }
        // (Rows whose sources without input modifiers keep those bits
        // anyway: `ignores-mods`.)
        Fld::Neg | Fld::Abs if row.tags & crate::table::tags::IGNORES_MODS != 0 => {
            per_src(&|k| src(k).is_some())
        }
        Fld::Neg | Fld::Abs => per_src(&fmods),
        Fld::NegLo | Fld::NegHi if fm => per_src(&fmods),
        Fld::Src0Neg | Fld::Src0Abs | Fld::Src1Neg | Fld::Src1Abs
            if row.tags & crate::table::tags::IGNORES_MODS != 0 =>
        {
            src(if matches!(f, Fld::Src0Neg | Fld::Src0Abs) {
                0
            } else {
                1
            })
            .is_some() as u64
        }
        Fld::Src0Neg | Fld::Src0Abs => fmods(0) as u64,
        Fld::Src1Neg | Fld::Src1Abs => fmods(1) as u64,
        Fld::Src0Sext => sext(0) as u64,
        Fld::Src1Sext => sext(1) as u64,
        Fld::S0 => scalar_ok(0) as u64,
        Fld::S1 => scalar_ok(1) as u64,
        Fld::Sd => row.slots().iter().any(|s| s.field == Field::Sdst) as u64 * all,
        Fld::Attrchan => row.slots().iter().any(|s| s.kind == Kind::Attr) as u64 * all,
        // (A GFX10 SMEM row without an offset, whose layout marks the
        // field `zero`: words with one are the SGPR-and-offset form.)
        Fld::Offset
            if row.enc == crate::table::Enc::Smem
                && l.fields.iter().any(|d| d.fld == Fld::Offset && d.zero) =>
        {
            (row.mods().contains(&Mod::Offset)
                || row.slots().iter().any(|s| s.field == Field::Offset)) as u64
                * all
        }
        Fld::En | Fld::Offset0 | Fld::Offset1 | Fld::Offset | Fld::OpSelHi => all,
        Fld::Sve => row.slots().iter().any(|s| s.field == Field::Vaddr) as u64 * all,
        // acc_cd: the file of an MFMA destination that may be either.
        Fld::AccCd => {
            row.slots()
                .iter()
                .any(|s| s.field == Field::Vdst && s.kind == Kind::AV) as u64
                * all
        }
        // `off` addresses hold the "no register" code.
        Fld::Saddr | Fld::Vaddr => row.slots().iter().any(|s| s.kind == Kind::Off) as u64 * all,
        // Acc bits that are also a `ones` field's (VOP3P 60:59, op_sel_hi)
        // are acc only for matrix ops.
        Fld::Acc
            if !mfma
                && l.fields
                    .iter()
                    .any(|x| x.ones && pieces_mask(x.pieces) & pieces_mask(d.pieces) != 0) =>
        {
            0
        }
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
/// A packed (VOP3P) row that takes modifiers but not clamp refuses the
/// clamp bit (gfx950's v_mfma_ld_scale_b32, as llvm-mc 22 decodes it); one
/// that takes none at all ignores it (v_accvgpr_read/write), and a matrix
/// row holds acc_cd there.
fn clamp_refused(row: &InstDef, f: Fld) -> bool {
    f == Fld::Clamp
        && row.enc == crate::table::Enc::Vop3p
        && !row.mods().is_empty()
        && !row.mods().contains(&Mod::Clamp)
        && row.tags & crate::table::tags::MATRIX == 0
}

pub(crate) fn unused_masks(l: &Layout, row: &InstDef, w: Option<u128>) -> (u128, u128) {
    if w.is_some() {
        return unused_masks_of(l, row, w);
    }
    // Without a word (a row's plan): once per layout and row shape.
    thread_local! {
        static MASKS: ShapeCache<(usize, crate::table::RowShape), (u128, u128)> =
            Default::default();
    }
    let key = (l as *const Layout as usize, row.shape());
    per_shape(&MASKS, l, key, || unused_masks_of(l, row, None))
}

/// A small hasher for [`per_shape`]'s keys (a few integers).
#[derive(Default)]
struct ShapeHasher(u64);

impl std::hash::Hasher for ShapeHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_u8(&mut self, v: u8) {
        self.write_u64(v as u64);
    }
    fn write_u16(&mut self, v: u16) {
        self.write_u64(v as u64);
    }
    fn write_u32(&mut self, v: u32) {
        self.write_u64(v as u64);
    }
    fn write_usize(&mut self, v: usize) {
        self.write_u64(v as u64);
    }
}

/// [`unused_masks`], worked out.
fn unused_masks_of(l: &Layout, row: &InstDef, w: Option<u128>) -> (u128, u128) {
    let mut allowed = 0u128;
    let mut watched = 0u128;
    let rf = RowFlds::new(row);
    // With a word: the fields given by an earlier definition (the first
    // definition whose condition holds is the field).
    let mut seen: [Option<Fld>; 8] = [None; 8];
    for d in l.fields {
        // A conditional definition whose condition does not hold is not a
        // field of this word.
        if let (Some((cf, cv)), Some(w)) = (d.cond, w) {
            if l.get(w, cf) != Some(cv as u64) {
                continue;
            }
            if seen.contains(&Some(d.fld)) {
                continue;
            }
            if let Some(slot) = seen.iter_mut().find(|s| s.is_none()) {
                *slot = Some(d.fld);
            }
        }
        // An SMEM row without an address (s_memtime, s_dcache_inv) ignores
        // its offset: the reference neither checks nor keeps it (unless the
        // offset is an operand: GFX12.5's s_prefetch_inst_pc_rel).
        if d.fld == Fld::Offset
            && row.enc == crate::table::Enc::Smem
            && !row
                .slots()
                .iter()
                .any(|s| matches!(s.field, Field::Sbase | Field::Offset))
        {
            continue;
        }
        let used = used_bits(l, row, &rf, d);
        let mut m = pieces_mask(d.pieces);
        // A VOP3 interpolation attribute in a source field (no attrchan
        // field of its own) reads the field's low 8 bits (attribute and
        // channel); the 9th is `high`'s, which only rows that take
        // `high` may set (the layout marks it `zero`).
        if let [p] = d.pieces {
            if !l.has(Fld::Attrchan) && operand_field_of_kind(row, d.fld, Kind::Attr) {
                m &= 0xffu128 << p.lo;
            }
        }
        if used == u64::MAX || d.keep {
            allowed |= m;
        } else if used == 0 || d.coding != Coding::Flag {
            if d.zero || clamp_refused(row, d.fld) {
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
                    } else if d.zero
                        || (d.fld == Fld::OpSel
                            && (row.enc == crate::table::Enc::Vop3
                                || (row.ext().byte_sel.is_some()
                                    && row.mods().contains(&Mod::OpSel))))
                    {
                        // (VOP3 op_sel: see `used_bits`.)
                        watched |= bit;
                    }
                }
                at += p.width as u32;
            }
        }
    }
    (allowed, watched)
}

/// Does a slot of `row` of kind `kind` read layout field `f`?
fn operand_field_of_kind(row: &InstDef, f: Fld, kind: Kind) -> bool {
    row.slots()
        .iter()
        .any(|s| s.kind == kind && operand_field(s.field) == Some(f))
}

/// The bits a row's word holds in a field the row does not take: dst_sel's
/// default in a `dst-sel-default` row (data/isa/row_tags.txt).
pub fn fixed_mask(l: &Layout, row: &InstDef) -> u128 {
    if row.tags & crate::table::tags::DST_SEL_DEFAULT == 0 {
        return 0;
    }
    let (Some(d), Some(m)) = (
        l.fields
            .iter()
            .find(|d| d.fld == Fld::DstSel && d.cond.is_none()),
        crate::modifiers::def(Mod::DstSel),
    ) else {
        return 0;
    };
    let mut w = 0u128;
    crate::layout::write_pieces(&mut w, d.pieces, m.default as u64);
    w
}

/// The bits of `ones` fields (see the layout format) that the row does
/// not use and no field it uses covers: the reference writes them as ones.
pub(crate) fn ones_mask(l: &Layout, row: &InstDef, w: Option<u128>) -> u128 {
    if !l.fields.iter().any(|d| d.ones) {
        return 0;
    }
    let rf = RowFlds::new(row);
    let mut ones = 0u128;
    let zero_hi = row.tags & crate::table::tags::OP_SEL_HI_ZERO != 0;
    for d in l
        .fields
        .iter()
        .filter(|d| d.ones && !(zero_hi && d.fld == Fld::OpSelHi))
    {
        // The used value bits, where they sit in the word.
        let mut used = 0u128;
        crate::layout::write_pieces(&mut used, d.pieces, used_bits(l, row, &rf, d));
        ones |= pieces_mask(d.pieces) & !used;
    }
    // (Bits that a modifier of the row holds are that modifier's: gfx1250's
    // matrix_b_reuse and matrix_b_fmt in op_sel_hi.)
    ones & !row_mod_bits(l, row) & !unused_masks(l, row, w).0
}

/// The bits of the fields of `row`'s modifiers that no `ones` field
/// defines (gfx1250's matrix_b_reuse and matrix_b_fmt, in op_sel_hi's
/// bits): what they hold is the modifier's, not ones.
fn row_mod_bits(l: &Layout, row: &InstDef) -> u128 {
    let mut bits = 0;
    for &m in row.mods() {
        let Some(f) = crate::modifiers::def(m).and_then(|d| d.field) else {
            continue;
        };
        if let Some(d) = l.fields.iter().find(|d| d.fld == f && !d.ones) {
            bits |= pieces_mask(d.pieces);
        }
    }
    bits
}

fn sext(v: u64, bits: u32) -> i64 {
    if bits == 0 || bits >= 64 {
        return v as i64;
    }
    let s = 64 - bits;
    ((v << s) as i64) >> s
}

/// [`try_row`], or [`try_row_simple`] where the row's plan allows.
#[allow(clippy::too_many_arguments)]
#[inline]
fn read_row(
    ti: &TargetInfo,
    l: &Layout,
    fl: &FastLayout,
    plan: &Plan,
    ri: u32,
    w: u128,
    bytes: &[u8],
    inst: &mut Inst,
) -> Option<u32> {
    if plan.simple {
        try_row_simple(ti, l, plan, ri, w, bytes, inst)
    } else {
        try_row(ti, l, fl, plan, ri, w, bytes, inst)
    }
}

/// [`try_row`] for a row whose plan is `simple`: each slot read from one
/// plain field (or none), no word-dependent rule. Gives what `try_row`
/// gives.
fn try_row_simple(
    ti: &TargetInfo,
    l: &Layout,
    plan: &Plan,
    ri: u32,
    w: u128,
    bytes: &[u8],
    inst: &mut Inst,
) -> Option<u32> {
    let slots = plan.slots;
    *inst = Inst {
        row: ri,
        ops: [Operand::None; MAX_OPS],
        n_ops: slots.len() as u8,
        mods: w,
        lit: Literal::None,
        len: l.bytes() as u8,
        bad_class: 0,
        plain_imm: 0,
        dual: None,
    };
    if w & plan.req != plan.req || w & plan.zero != 0 {
        return None;
    }
    let bad = (w & plan.unlisted).count_ones();
    let mut need_lit = false;
    let mut lit64 = false;
    let lo = w as u64;
    for (i, slot) in slots.iter().enumerate() {
        let (Some(sa), Some(&fast), Some(op)) =
            (plan.at.get(i), plan.fast.get(i), inst.ops.get_mut(i))
        else {
            return None;
        };
        // `width` 0 (no field): 0.
        let raw = (lo >> sa.lo) & u64::MAX.checked_shr(64 - sa.width as u32).unwrap_or(0);
        let width = slot.width.max(1);
        *op = match fast {
            FAST_V => Operand::Reg(Reg {
                file: RegFile::V,
                idx: raw as u16,
                count: width,
                half: crate::inst::Half::Whole,
            }),
            FAST_SRC | FAST_SSRC => {
                let o = source(ti, raw as u32, width)?;
                if o == Operand::Lit {
                    // No literal follows a 64-bit encoding before GFX10.
                    if !ti.literal_after(l.bits as u32) {
                        return None;
                    }
                    need_lit = true;
                    lit64 |= raw == 254;
                }
                if fast == FAST_SSRC
                    && matches!(o, Operand::Reg(r) if r.file == RegFile::Named(crate::inst::NamedReg::LdsDirect) || r.file == RegFile::V)
                {
                    inst.bad_class |= 1 << i;
                }
                o
            }
            FAST_IMM => {
                let v = if sa.width > 0 && sa.coding == Coding::Simm {
                    sext(raw, sa.bits as u32)
                } else {
                    raw as i64
                };
                Operand::Imm(v as i32)
            }
            FAST_RAW => Operand::Imm(raw as i32),
            FAST_S => {
                let code = match sa.coding {
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
                    // A constant where a register belongs (flagged).
                    None if sa.coding != Coding::Sreg2 && sa.coding != Coding::Sreg4 => {
                        if sa.coding == Coding::Sreg && code < 256 && const_refused(ti, ri, slot) {
                            return None;
                        }
                        match source(ti, code, width)? {
                            Operand::Lit => {
                                need_lit = true;
                                lit64 |= code == 254;
                                Operand::Lit
                            }
                            // (a VGPR code in a 9-bit scalar register
                            // field, GFX12 image descriptors: flagged too)
                            o @ Operand::Reg(Reg {
                                file: RegFile::V, ..
                            }) if sa.coding == Coding::Sreg => {
                                inst.bad_class |= 1 << i;
                                o
                            }
                            o => o,
                        }
                    }
                    None => return None,
                }
            }
            FAST_LIT => {
                need_lit = true;
                lit64 |= slot.ty == crate::table::OpType::F64;
                Operand::Lit
            }
            FAST_EMPTY => Operand::None,
            _ => return None,
        };
    }
    if need_lit {
        let at = l.bytes();
        // A 64-bit literal (code 254, or a 64-bit K) follows a 32-bit
        // word only; after a 64-bit one the reference reads a dword.
        if lit64 && ti.lit64 && l.bits == 32 {
            let lit = bytes.get(at..at + 8)?;
            let mut b = [0u8; 8];
            b.copy_from_slice(lit);
            inst.lit = Literal::B64(u64::from_le_bytes(b));
            inst.len += 8;
        } else {
            let lit = bytes.get(at..at + 4)?;
            let v = u32::from_le_bytes([lit[0], lit[1], lit[2], lit[3]]);
            inst.lit = Literal::B32(k_dword(slots, v));
            inst.len += 4;
        }
    }
    Some(bad)
}

/// Reads row `ri` from word `w` with layout `l` into `inst`; `None` when the
/// word cannot be this row, else how many of its bits the row leaves
/// unexplained (lower is better).
#[allow(clippy::too_many_arguments)]
fn try_row(
    ti: &TargetInfo,
    l: &Layout,
    fl: &FastLayout,
    plan: &Plan,
    ri: u32,
    w: u128,
    bytes: &[u8],
    inst: &mut Inst,
) -> Option<u32> {
    let slots = plan.slots;
    let row_tags = ti.table.get(ri as usize).map_or(0, |r| r.tags);
    *inst = Inst {
        row: ri,
        ops: [Operand::None; MAX_OPS],
        n_ops: slots.len() as u8,
        mods: w,
        lit: Literal::None,
        len: l.bytes() as u8,
        bad_class: 0,
        plain_imm: 0,
        dual: None,
    };
    // Required modifiers must be set; set modifier bits the row does not
    // print count against it; fields the row has no use for must be zero.
    if w & plan.req != plan.req {
        return None;
    }
    // A GFX10+ image address in the NSA form: `nsa` more dwords, one
    // address register a byte; the ones the instruction reads are kept
    // after the word (bits 64 on, eight registers at most here).
    if let Some(a) = plan.mimg_addr {
        let nsa = fl.get(l, w, Fld::Nsa).unwrap_or(0) as usize;
        if nsa > 0 {
            let n = match plan.mimg_nsa {
                Some(_) => mimg_regs(l, fl, plan, w).map_or(0, |r| r.1) as usize,
                None => {
                    let dim = fl.get(l, w, Fld::Dim).unwrap_or(0) as usize;
                    let a16 = fl.get(l, w, Fld::A16) == Some(1);
                    a.get(dim + 8 * a16 as usize).copied().unwrap_or(0) as usize
                }
            };
            let len = 8 + 4 * nsa;
            // (More addresses than bytes: the last byte starts a tuple.)
            let held = n.saturating_sub(1).min(l.nsa_max_bytes());
            if !(2..=13).contains(&n) || held > 8 || bytes.len() < len || held > 4 * nsa {
                return None;
            }
            let mut extra = 0u128;
            for (k, b) in bytes[8..8 + held].iter().enumerate() {
                extra |= (*b as u128) << (8 * k);
            }
            inst.mods |= extra << 64;
            inst.len = len as u8;
        }
    }
    let mut bad = (w & plan.unlisted).count_ones();
    let mut used_conds: u32 = 0;
    if plan.dynamic {
        match &plan.conds {
            Some(c) => {
                let mut combo = 0;
                for k in 0..c.n as usize {
                    combo |= ((w >> c.at[k]) as usize & 1) << k;
                }
                used_conds |= c.mod_conds[combo];
                if w & c.bad[combo] != 0 {
                    return None;
                }
            }
            None => {
                let row: &InstDef = ti.table.get(ri as usize)?;
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
            }
        }
    } else if w & plan.zero != 0 {
        return None;
    }
    if plan.never {
        return None;
    }
    if plan.saddr_off && fl.get(l, w, Fld::Saddr) != Some(ti.off_code() as u64) {
        return None;
    }
    for nf in plan.null.iter().flatten() {
        if fl.get(l, w, *nf) != Some(ti.off_code() as u64) {
            return None;
        }
    }
    // The acc bit of a memory format whose rows take VGPRs only (GFX9):
    // the data registers are AGPRs, flagged as the wrong class; returning
    // FLAT atomics take AGPRs for both; anything else is invalid.
    let (mut acc_data, mut acc_flag) = (false, false);
    if plan.acc != AccRule::None && fl.get(l, w, Fld::Acc) == Some(1) {
        match plan.acc {
            AccRule::One => (acc_data, acc_flag) = (true, true),
            AccRule::Both => acc_data = true,
            _ => return None,
        }
    }
    let mut need_lit = false;
    let mut lit64 = false;
    for (i, slot) in slots.iter().enumerate() {
        let sa = &plan.at[i];
        // The field's value and (coding, total width); `None`: no field.
        let (raw, def) = match plan.read[i] {
            READ_NOTHING => (0, None),
            READ_FAIL => return None,
            READ_LOOKUP => {
                let d = l.def(w, operand_field(slot.field)?)?;
                if let Some((cf, _)) = d.cond {
                    used_conds |= 1 << (cf as u32 % 32);
                }
                let bits = crate::layout::width(d.pieces).min(255) as u8;
                (
                    crate::layout::read_pieces(w, d.pieces),
                    Some((d.coding, bits)),
                )
            }
            _ if sa.width > 0 => {
                let v = if sa.lo as u32 + sa.width as u32 <= 64 {
                    (w as u64) >> sa.lo
                } else {
                    (w >> sa.lo) as u64
                };
                (
                    v & (u64::MAX >> (64 - sa.width as u32)),
                    Some((sa.coding, sa.bits)),
                )
            }
            k => {
                let d = l.fields.get(k as usize)?;
                (
                    crate::layout::read_pieces(w, d.pieces),
                    Some((d.coding, sa.bits)),
                )
            }
        };
        let width = slot.width.max(1);
        let op = match slot.kind {
            // Kinds of the generations to come: no rows of the tables the
            // decoder serves use them yet.
            Kind::LaneMask | Kind::V16 => return None,
            Kind::Vcc | Kind::Exec | Kind::M0 | Kind::Scc | Kind::Off => Operand::None,
            Kind::V | Kind::A | Kind::AV => {
                let (coding, _) = def?;
                let data = matches!(
                    slot.field,
                    Field::Vdst | Field::Vdata | Field::Data0 | Field::Data1
                );
                let file = if slot.kind == Kind::A || (acc_data && data) {
                    RegFile::A
                } else if slot.kind == Kind::AV {
                    // AV sources: the acc bit of their own source (MFMA).
                    // (vdst and src2: the layout's acc_cd bit where it has
                    // one, MFMA on gfx90a+.)
                    let acc_bit = match slot.field {
                        Field::Src0 => fl.get(l, w, Fld::Acc).map(|v| v & 1),
                        Field::Src1 => fl.get(l, w, Fld::Acc).map(|v| v >> 1 & 1),
                        Field::Vdst | Field::Src2 => {
                            fl.get(l, w, Fld::AccCd).or_else(|| fl.get(l, w, Fld::Acc))
                        }
                        _ => fl.get(l, w, Fld::Acc),
                    };
                    if acc_bit == Some(1) {
                        RegFile::A
                    } else {
                        RegFile::V
                    }
                } else {
                    RegFile::V
                };
                if acc_flag && data {
                    inst.bad_class |= 1 << i;
                }
                let idx = match coding {
                    // A 16-bit VGPR half in a source field of a layout with
                    // `halves op_sel-low8` (VINTERP): the reference reads the
                    // VGPR number from the low 8 bits (`v160.l` for 160).
                    Coding::Src
                        if l.halves == crate::layout::Halves::OpSelLow8
                            && crate::table::tags::half(row_tags, i) =>
                    {
                        raw & 0xff
                    }
                    // A constant or scalar register where a vector register
                    // belongs: the reference prints it, flagged.
                    Coding::Src if raw < 256 => {
                        inst.ops[i] = match source(ti, raw as u32, width)? {
                            Operand::Lit => {
                                if !ti.literal_after(l.bits as u32) {
                                    return None;
                                }
                                need_lit = true;
                                lit64 |= raw == 254;
                                Operand::Lit
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
                let count = if sa.plain_count {
                    width
                } else {
                    vector_width(l, fl, plan, w, slot.field, width)?
                };
                if count == 0 {
                    inst.ops[i] = Operand::None;
                    continue;
                }
                Operand::Reg(Reg {
                    file,
                    idx: idx as u16,
                    count,
                    half: crate::inst::Half::Whole,
                })
            }
            Kind::S if slot.field == Field::Sdst && fl.get(l, w, Fld::Sd) == Some(0) => {
                // VOPC SDWA without sd writes vcc.
                Operand::Reg(Reg {
                    file: RegFile::Named(crate::inst::NamedReg::VccLo),
                    idx: 0,
                    count: if ti.wave32 { 1 } else { 2 },
                    half: crate::inst::Half::Whole,
                })
            }
            Kind::S => {
                let (coding, _) = def?;
                if slot.field == Field::Saddr && raw as u32 == ti.off_code() {
                    return None;
                }
                let code = match coding {
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
                    None if coding != Coding::Sreg2 && coding != Coding::Sreg4 => {
                        if coding == Coding::Sreg && code < 256 && const_refused(ti, ri, slot) {
                            return None;
                        }
                        match source(ti, code, width)? {
                            Operand::Lit => {
                                need_lit = true;
                                lit64 |= code == 254;
                                Operand::Lit
                            }
                            // (a VGPR code in a 9-bit scalar register
                            // field, GFX12 image descriptors: flagged too)
                            o @ Operand::Reg(Reg {
                                file: RegFile::V, ..
                            }) if coding == Coding::Sreg => {
                                inst.bad_class |= 1 << i;
                                o
                            }
                            o => o,
                        }
                    }
                    None => return None,
                }
            }
            Kind::SSrc | Kind::Src => {
                let (coding, _) = def?;
                let code = match coding {
                    Coding::Vgpr => {
                        let sdwa_sgpr = match slot.field {
                            Field::Src0 => fl.get(l, w, Fld::S0),
                            Field::Vsrc1 => fl.get(l, w, Fld::S1),
                            _ => None,
                        };
                        // An SDWA source says which file it is in; a scalar
                        // source in a vector field (GFX6/7 readlane's lane
                        // select in vsrc1) holds its scalar code.
                        match sdwa_sgpr {
                            Some(1) => raw as u32,
                            None if slot.kind == Kind::SSrc => raw as u32,
                            _ => raw as u32 + 256,
                        }
                    }
                    _ => raw as u32,
                };
                let o = source(ti, code, width)?;
                if o == Operand::Lit {
                    // No literal follows a 64-bit encoding before GFX10.
                    if !ti.literal_after(l.bits as u32) {
                        return None;
                    }
                    need_lit = true;
                    lit64 |= code == 254;
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
            Kind::Imm
            | Kind::Hwreg
            | Kind::Sendmsg
            | Kind::Waitcnt
            | Kind::GprIdx
            | Kind::ExpTgt => {
                let v = match def {
                    Some((Coding::Simm, bits)) => sext(raw, bits as u32),
                    _ => raw as i64,
                };
                Operand::Imm(v as i32)
            }
            Kind::Label => Operand::Imm(raw as i32),
            Kind::Lit => {
                // A literal named by a field (GFX7 SMRD's soffset) is there
                // only when the field holds the literal code.
                if slot.field != Field::Lit && def.is_some() && raw != 255 {
                    return None;
                }
                need_lit = true;
                lit64 |= slot.ty == crate::table::OpType::F64;
                Operand::Lit
            }
            Kind::Attr => {
                // VINTRP: attr and attrchan fields; VOP3 interpolation: a
                // source field holding both (attr 5:0, channel 7:6).
                let (attr, chan) = match fl.get(l, w, Fld::Attrchan) {
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
    // The reference refuses an AGPR tuple that runs past a255 (a VGPR
    // tuple past v255 it prints, flagged).
    if inst.ops.iter().any(|o| {
        matches!(o, Operand::Reg(r) if r.file == RegFile::A && r.idx as u32 + r.count.max(1) as u32 > 256)
    }) {
        return None;
    }
    // Condition fields (SMEM imm/soe) set to 1 must be used by the row.
    if plan.dynamic {
        for cf in l.fields.iter().filter_map(|d| d.cond.map(|c| c.0)) {
            if fl.get(l, w, cf) == Some(1) && used_conds & (1 << (cf as u32 % 32)) == 0 {
                bad += 1;
            }
        }
    }
    if need_lit {
        let at = l.bytes();
        // A 64-bit literal (code 254, or a 64-bit K) follows a 32-bit
        // word only; after a 64-bit one the reference reads a dword.
        if lit64 && ti.lit64 && l.bits == 32 {
            let lit = bytes.get(at..at + 8)?;
            let mut b = [0u8; 8];
            b.copy_from_slice(lit);
            inst.lit = Literal::B64(u64::from_le_bytes(b));
            inst.len += 8;
        } else {
            let lit = bytes.get(at..at + 4)?;
            let v = u32::from_le_bytes([lit[0], lit[1], lit[2], lit[3]]);
            inst.lit = Literal::B32(k_dword(slots, v));
            inst.len += 4;
        }
    }
    Some(bad)
}

/// The literal dword of a row, read as the reference reads it: a K operand
/// (the float-typed literal of `v_madak_f32`, `v_madmk_f16`, ...) whose
/// dword is an inline constant's operand code stands for that constant, an
/// integer (128..=208) as its value at the operand's width (-1 is `0xffff`
/// for a 16-bit K), a float (240..=248) as its f32 bits at either width.
/// Other literals (`s_setreg_imm32_b32`'s) are the dword itself.
fn k_dword(slots: &[Slot], v: u32) -> u32 {
    let Some(k) = slots.iter().find(|s| s.kind == Kind::Lit) else {
        return v;
    };
    let mask = match k.ty {
        crate::table::OpType::F32 => u32::MAX,
        crate::table::OpType::F16 => 0xffff,
        _ => return v,
    };
    match v {
        128..=192 => v - 128,
        193..=208 => (192i32 - v as i32) as u32 & mask,
        240..=248 => crate::print::F32_NAMES[(v - 240) as usize].0,
        _ => v,
    }
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
                half: crate::inst::Half::Whole,
            })
        }
        128..=208 | 240..=247 => Operand::Const(code as u16),
        248 if ti.inv2pi => Operand::Const(code as u16),
        255 => Operand::Lit,
        254 if ti.lit64 => Operand::Lit,
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
    l: &Layout,
    fl: &FastLayout,
    plan: &Plan,
    w: u128,
    f: Field,
    width: u8,
) -> Option<u8> {
    let tfe = fl.get(l, w, Fld::Tfe) == Some(1);
    if l.has(Fld::Dmask) && matches!(f, Field::Vaddr | Field::Vdata) {
        let Some(e) = plan.mimg else {
            return Some(width);
        };
        if plan.mimg_nsa.is_some() {
            let (data, addr) = mimg_regs(l, fl, plan, w)?;
            return Some(if f == Field::Vaddr { addr } else { data });
        }
        if f == Field::Vaddr {
            // GFX10+: by the dimension and a16.
            if let Some(a) = plan.mimg_addr {
                let dim = fl.get(l, w, Fld::Dim).unwrap_or(0) as usize;
                let a16 = fl.get(l, w, Fld::A16) == Some(1);
                let n = a.get(dim + 8 * a16 as usize).copied().unwrap_or(0);
                return (n != 0).then_some(n);
            }
            return Some(e.2);
        }
        let d16 = fl.get(l, w, Fld::D16) == Some(1);
        let comps = (fl.get(l, w, Fld::Dmask).unwrap_or(0) as u32)
            .count_ones()
            .max(1) as usize;
        let mut n = e.3[comps - 1 + 4 * tfe as usize + 8 * d16 as usize];
        // Data that would run past v255: the reference keeps the
        // instruction's default size (which may run past it too).
        let first = fl.get(l, w, Fld::Vdata).unwrap_or(0);
        if first + n as u64 > 256 {
            n = e.3[16];
        }
        return (n != 0).then_some(n);
    }
    // Buffer addresses: an index, an offset, both, or none (`off`); a
    // 64-bit address with GFX6/7's addr64.
    if f == Field::Vaddr && l.has(Fld::Offen) && l.has(Fld::Idxen) {
        if fl.get(l, w, Fld::Addr64) == Some(1) {
            return Some(2);
        }
        return Some(
            fl.get(l, w, Fld::Offen).unwrap_or(0) as u8
                + fl.get(l, w, Fld::Idxen).unwrap_or(0) as u8,
        );
    }
    if (f == Field::Vdata || f == Field::Vdst) && tfe && plan.tfe_mod {
        return Some(width + 1);
    }
    Some(width)
}

/// Whether the reference calls a word invalid that holds a constant in
/// scalar register operand `slot` of row `ri` (data/isa/reg_classes.txt,
/// `k` lines of class `!`: GFX12's buffer descriptors), rather than
/// printing it flagged.
fn const_refused(ti: &TargetInfo, ri: u32, slot: &Slot) -> bool {
    ti.table.get(ri as usize).is_some_and(|row| {
        names::flagged_class(ti.family, row, slot.field, names::ClassProbe::ScalarConst)
            == Some(Some("!"))
    })
}

/// Data and address registers the reference prints for a GFX10 image word
/// (`None`: it calls the word invalid). It decodes one variant per `nsa`
/// value (data/isa/mimg_nsa.txt), then resizes it to what dmask, d16, tfe,
/// dim and a16 ask (data/isa/mimg_dis.txt, mimg_dim.txt); where it cannot
/// (no variant of that size, more addresses than the NSA dwords hold,
/// registers past v255) it prints the decoded variant.
fn mimg_regs(l: &Layout, fl: &FastLayout, plan: &Plan, w: u128) -> Option<(u8, u8)> {
    let (e, a, t) = (plan.mimg?, plan.mimg_addr?, plan.mimg_nsa?);
    let dim = fl.get(l, w, Fld::Dim).unwrap_or(0) as usize;
    let a16 = fl.get(l, w, Fld::A16) == Some(1);
    let i = dim + 8 * a16 as usize;
    let addr = *a.get(i)?;
    let k = fl.get(l, w, Fld::Nsa).unwrap_or(0) as usize;
    let decoded = *t.addrs.get(k)?;
    let printed = match k {
        0 => addr,
        _ => *t.printed.get(k - 1)?.get(i)?,
    };
    if addr == 0 || decoded == 0 || printed == 0 {
        return None;
    }
    let tfe = fl.get(l, w, Fld::Tfe) == Some(1);
    let d16 = fl.get(l, w, Fld::D16) == Some(1);
    let comps = (fl.get(l, w, Fld::Dmask).unwrap_or(0) as u32)
        .count_ones()
        .max(1) as u8;
    let data =
        *e.3.get(comps as usize - 1 + 4 * tfe as usize + 8 * d16 as usize)?;
    if data == 0 {
        return None;
    }
    // The size dmask, d16 and tfe ask for: where the data printed is
    // another, the reference found no variant of that size.
    let gather = if plan.gather { 4 } else { comps };
    let asked = if d16 { gather.div_ceil(2) } else { gather } + tfe as u8;
    let first_data = fl.get(l, w, Fld::Vdata).unwrap_or(0);
    let first_addr = fl.get(l, w, Fld::Vaddr).unwrap_or(0);
    let early = printed != addr
        || data != asked
        || (data != t.data && first_data + data as u64 > 256)
        || (k == 0 && addr != decoded && first_addr + addr as u64 > 256);
    Some(if early {
        (t.data, decoded)
    } else {
        (data, addr)
    })
}

/// The address fields of a GFX12 image format, in address order.
pub const IMAGE_ADDR_FIELDS: [Fld; 5] = [
    Fld::Vaddr,
    Fld::Vaddr1,
    Fld::Vaddr2,
    Fld::Vaddr3,
    Fld::Vaddr4,
];

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

/// What re-encoding a decoded instruction of one row takes (the work of
/// [`crate::encode()`] that does not depend on the word), worked out once per
/// row: see [`canonical`]. One cache line: on distinct words each row's is
/// a cache miss.
#[derive(Clone, Copy, Debug)]
#[repr(C, align(64))]
pub(crate) struct CanonPlan {
    /// The layout's fixed bits and the row's opcode.
    base: u128,
    /// The bits of the word the row keeps (without conditions; else see
    /// [`CanonConds`]), less those of an address printed as `off`.
    kept: u128,
    /// Per operand slot, where its field sits (width 0: no field).
    lo: [u8; MAX_OPS],
    width: [u8; MAX_OPS],
    /// Per operand slot, how its value is written (`CANON_*` bits).
    how: [u8; MAX_OPS],
    /// The row is one this shortcut knows how to write.
    ok: bool,
    /// Condition fields of the layout (their bits below).
    pub(crate) n_cond: u8,
    cond_at: [u8; 2],
    /// The bit of `sd` (VOPC SDWA: `sdst` is not written while it is 0).
    sd_at: u8,
    /// Where `attrchan` sits (width 0: no such field).
    chan_lo: u8,
    chan_width: u8,
    /// The row's size in bytes, literal not counted.
    bytes: u8,
}

const _: () = assert!(std::mem::size_of::<CanonPlan>() == 64);

/// For a layout with conditions (SMEM imm/soe): per combination of the
/// condition bits, the bits kept (of the decoded word's combination) and
/// where each slot's field sits (of the written word's).
#[derive(Clone, Debug)]
pub(crate) struct CanonConds {
    kept: [u128; 4],
    lo: [[u8; MAX_OPS]; 4],
    width: [[u8; MAX_OPS]; 4],
}

/// `how`: what kind of slot (low 2 bits), then flags.
const CANON_SKIP: u8 = 0;
const CANON_FIELD: u8 = 1;
/// `sdst` of a layout with an `sd` bit: not written while `sd` is 0.
const CANON_SDST: u8 = 2;
/// An interpolation attribute: attribute and channel.
const CANON_ATTR: u8 = 3;
/// A literal here stands where only registers belong: left to `encode`.
const CANON_BADLIT: u8 = 4;
/// The operand's type is i16 (a float constant becomes a literal).
const CANON_I16: u8 = 8;
/// A vector operand (written as 0 when absent).
const CANON_VECTOR: u8 = 16;
/// The field holds a scalar code divided by 2 (sreg2) or 4 (sreg4).
const CANON_DIV2: u8 = 32;
const CANON_DIV4: u8 = 64;
/// A constant here stands where only registers belong: the value's bits
/// are written (see `print::bad_imm_bits`).
const CANON_BADIMM: u8 = 128;

/// [`make_canon`], made once per layout, row shape and "no register" code
/// and copied for the other rows of that shape with their own opcode: the
/// rest of the plan reads nothing else of its row.
pub(crate) fn shared_canon(l: &Layout, row: &InstDef, off: u32) -> (CanonPlan, Option<CanonConds>) {
    thread_local! {
        static CANONS: ShapeCache<(usize, crate::table::RowShape, u32), (CanonPlan, Option<CanonConds>)> =
            Default::default();
    }
    let key = (l as *const Layout as usize, row.shape(), off);
    let mut c = per_shape(&CANONS, l, key, || make_canon(l, row, off));
    crate::layout::write_pieces(&mut c.0.base, l.opcode, row.opcode as u64);
    c
}

pub(crate) fn make_canon(l: &Layout, row: &InstDef, off: u32) -> (CanonPlan, Option<CanonConds>) {
    let mut base = l.base(row.opcode as u32) | ones_mask(l, row, None) | fixed_mask(l, row);
    // A `null` field the row does not use holds the "no register" code.
    for d in l.fields.iter().filter(|d| d.null) {
        if null_applies(row, d.fld) {
            crate::layout::write_pieces(&mut base, d.pieces, off as u64);
        }
    }
    let mut c = CanonPlan {
        base,
        kept: 0,
        lo: [0; MAX_OPS],
        width: [0; MAX_OPS],
        how: [CANON_SKIP; MAX_OPS],
        // (a GFX10+ image's NSA address dwords, a GFX12 image's address
        // fields: left to `encode`)
        ok: !l.has(Fld::Nsa) && !l.has(Fld::Vaddr1),
        n_cond: 0,
        cond_at: [0; 2],
        sd_at: 0,
        chan_lo: 0,
        chan_width: 0,
        bytes: l.bytes().min(16) as u8,
    };
    let mut cc = CanonConds {
        kept: [0; 4],
        lo: [[0; MAX_OPS]; 4],
        width: [[0; MAX_OPS]; 4],
    };
    // The condition fields: at most two, one plain bit each.
    let mut conds: Vec<Fld> = Vec::new();
    for d in l.fields {
        if let Some((cf, _)) = d.cond {
            if !conds.contains(&cf) {
                conds.push(cf);
            }
        }
    }
    if conds.len() > 2 {
        c.ok = false;
        return (c, None);
    }
    c.n_cond = conds.len() as u8;
    for (k, cf) in conds.iter().enumerate() {
        match plain_bit(l, *cf) {
            Some(b) => c.cond_at[k] = b,
            None => {
                c.ok = false;
                return (c, None);
            }
        }
    }
    // A word with the condition bits of each combination.
    let combo_word = |combo: usize| {
        (0..conds.len())
            .filter(|k| combo >> k & 1 == 1)
            .fold(0u128, |w, k| w | 1u128 << c.cond_at[k])
    };
    let slots = row.slots();
    if slots.len() > MAX_OPS {
        c.ok = false;
        return (c, None);
    }
    // An address printed as `off` without a field of its own: the vector
    // address is cleared.
    let mut clear = 0;
    if slots.iter().any(|s| s.kind == Kind::Off) && !slots.iter().any(|s| s.field == Field::Vaddr) {
        match l.index.get(Fld::Vaddr as usize).copied() {
            Some(255) | None => {}
            Some(i) => match l.fields.get(i as usize) {
                Some(d) if d.cond.is_none() => clear = pieces_mask(d.pieces),
                _ => c.ok = false,
            },
        }
    }
    for combo in 0..1usize << conds.len() {
        let w = (!conds.is_empty()).then(|| combo_word(combo));
        cc.kept[combo] = unused_masks(l, row, w).0 & !l.match_mask & !clear;
    }
    c.kept = cc.kept[0];
    for (i, s) in slots.iter().enumerate() {
        let f = match s.field {
            Field::None | Field::Lit => continue,
            f => operand_field(f),
        };
        let mut how = CANON_FIELD;
        if s.field == Field::Sdst && l.has(Fld::Sd) {
            match plain_bit(l, Fld::Sd) {
                Some(b) => {
                    c.sd_at = b;
                    how = CANON_SDST;
                }
                None => c.ok = false,
            }
        }
        if s.kind == Kind::Attr {
            how = CANON_ATTR;
            if l.has(Fld::Attrchan) {
                match l.def(0, Fld::Attrchan) {
                    Some(FieldDef {
                        pieces: [p],
                        cond: None,
                        ..
                    }) => (c.chan_lo, c.chan_width) = (p.lo, p.width),
                    _ => c.ok = false,
                }
            }
        }
        if s.ty == crate::table::OpType::I16 {
            how |= CANON_I16;
        }
        if matches!(s.kind, Kind::V | Kind::A | Kind::AV) {
            how |= CANON_VECTOR;
        }
        if crate::print::bad_imm(s, Operand::Const(128)) {
            how |= CANON_BADIMM;
        }
        if crate::print::bad_imm(s, Operand::Lit) {
            how |= CANON_BADLIT;
        }

        let mut coding = None;
        for combo in 0..1usize << conds.len() {
            let Some(d) = f.and_then(|f| l.def(combo_word(combo), f)) else {
                continue;
            };
            match d.pieces {
                [p] if p.width > 0 => {
                    cc.lo[combo][i] = p.lo;
                    cc.width[combo][i] = p.width;
                }
                _ => c.ok = false,
            }
            if coding.is_some_and(|k| k != d.coding) {
                c.ok = false;
            }
            coding = Some(d.coding);
        }
        how |= match coding {
            Some(Coding::Sreg2) => CANON_DIV2,
            Some(Coding::Sreg4) => CANON_DIV4,
            _ => 0,
        };
        c.how[i] = how;
    }
    c.lo = cc.lo[0];
    c.width = cc.width[0];
    (c, (!conds.is_empty()).then_some(cc))
}

/// The bit of field `f` when it is one plain, unconditional bit.
fn plain_bit(l: &Layout, f: Fld) -> Option<u8> {
    let i = *l.index.get(f as usize)? as usize;
    match l.fields.get(i)? {
        FieldDef {
            pieces: [p],
            cond: None,
            ..
        } if p.width == 1 => Some(p.lo),
        _ => None,
    }
}

/// The SDWA "scalar source" bit (s0/s1) of operand `i` of row `ri`, as a
/// mask (0 where there is none).
fn sdwa_scalar_bit(ti: &TargetInfo, ri: u32, i: usize) -> u128 {
    let Some(row) = ti.table.get(ri as usize) else {
        return 0;
    };
    let f = match row.slots().get(i).map(|s| s.field) {
        Some(Field::Src0) => Fld::S0,
        Some(Field::Vsrc1 | Field::Src1) => Fld::S1,
        _ => return 0,
    };
    ti.layout(row.enc)
        .and_then(|l| plain_bit(l, f))
        .map_or(0, |b| 1u128 << b)
}

/// `v` written to `width` bits at `lo` of `w` (excess bits dropped).
#[inline]
fn put(w: u128, lo: u8, width: u8, v: u64) -> u128 {
    let m = mask(width as u32);
    (w & !(m << lo)) | ((v as u128 & m) << lo)
}

/// Whether row `ri`'s layout reads VGPR halves from the low 8 bits of a
/// source field (`halves op_sel-low8`).
fn low8_halves(ti: &TargetInfo, ri: u32) -> bool {
    ti.table
        .get(ri as usize)
        .and_then(|row| ti.layout_index(row.enc))
        .and_then(|li| ti.layouts.get(li))
        .is_some_and(|l| l.halves == crate::layout::Halves::OpSelLow8)
}

/// The canonical bytes of a decoded instruction (what [`crate::encode()`]
/// gives for it, llvm-mc's `--show-encoding` of a disassembled word),
/// written to `out`; their number, or `None` where this shortcut does not
/// apply (then ask [`crate::encode()`]). Equal to `encode` wherever it
/// answers: tests/canonical.rs compares the two.
pub fn canonical(inst: &Inst, ti: &TargetInfo, out: &mut [u8; 20]) -> Option<usize> {
    if inst.dual.is_some() {
        return None;
    }
    let (c, conds) = ti.canon_plan(inst.row)?;
    if !c.ok {
        return None;
    }
    // A field written though no operand names it (or held fixed by the
    // row's `@when=`): left to `encode`.
    let row = ti.table.get(inst.row as usize);
    let tags = row.map_or(0, |r| r.tags);
    if tags & crate::table::tags::WRITES_EXEC != 0 || row.is_some_and(|r| !r.ext().when.is_empty())
    {
        return None;
    }
    // A literal the reference holds otherwise: left to `encode` (so is
    // any literal where 64-bit ones exist, GFX12.5).
    if inst.lit.is_some() && ti.lit64 {
        return None;
    }
    if inst.lit.is_some() {
        let row = ti.table.get(inst.row as usize)?;
        if crate::encode::held_literal(&mut inst.clone(), row) {
            return None;
        }
    }
    let (mut w, lo, width) = match conds {
        None => (c.base | (inst.mods & c.kept), &c.lo, &c.width),
        Some(cc) => {
            // The conditions of the decoded word choose the bits kept;
            // those of the word being written, where the operands go.
            let combo_of = |w: u128| {
                let mut combo = 0usize;
                for k in 0..(c.n_cond as usize).min(2) {
                    combo |= ((w >> c.cond_at[k]) as usize & 1) << k;
                }
                combo
            };
            let from = combo_of(inst.mods);
            let w = c.base | (inst.mods & cc.kept[from]);
            // Fields that moved with the conditions (a condition bit the
            // row does not keep): the word's bits are not where the
            // operands go.
            if combo_of(w) != from {
                return None;
            }
            (w, &cc.lo[from], &cc.width[from])
        }
    };
    let n = (inst.n_ops as usize).min(MAX_OPS);
    for i in 0..n {
        let (how, op) = (c.how[i], inst.ops[i]);
        let (lo, width) = (lo[i], width[i]);
        match how & 3 {
            CANON_SKIP => continue,
            // vcc (no sd) has no field: the reference writes its bits as 0,
            // and writes vcc named by the field (sd set) the same way.
            CANON_SDST if (w >> c.sd_at) & 1 == 0 || crate::inst::is_lane_vcc(op, ti.wave32) => {
                w = put(w & !(1u128 << c.sd_at), lo, width, 0);
                continue;
            }
            _ => {}
        }
        if width == 0 {
            return None;
        }
        // What the decoder read from the word's own bits, which are kept,
        // goes back unchanged: vector registers, literals (code 255),
        // inline constants (their code) and immediates.
        let v: u64 = match op {
            // A VGPR half of a `halves op_sel-low8` source (VINTERP): the
            // reference reads the number from the low 8 bits, and writes
            // it back as a VGPR code (256 + n) whatever bit 8 held.
            Operand::Reg(r)
                if r.file == RegFile::V
                    && r.half != crate::inst::Half::Whole
                    && width == 9
                    && low8_halves(ti, inst.row) =>
            {
                256 + r.idx as u64
            }
            Operand::Reg(r) if matches!(r.file, RegFile::V | RegFile::A) => continue,
            // Where only registers belong: the value's bits.
            Operand::Lit if how & CANON_BADLIT != 0 => return None,
            Operand::Const(k) if how & CANON_BADIMM != 0 && inst.plain_imm >> i & 1 == 0 => {
                use crate::table::OpType;
                if let Some(slot) = ti
                    .table
                    .get(inst.row as usize)
                    .and_then(|r| r.slots().get(i))
                    .filter(|s| matches!(s.kind, Kind::AV | Kind::A))
                {
                    let v = crate::print::bad_imm_field(ti.family, slot, k)?;
                    w = put(w, lo, width, v);
                    continue;
                }
                let ty = if how & CANON_I16 != 0 {
                    OpType::I16
                } else {
                    OpType::I32
                };
                // (1/(2*pi) of a 64-bit operand: its f64 bits, left to
                // `encode`; the other float constants' low bits are 0 in
                // either width.)
                if k == 248 && ty == OpType::I32 {
                    return None;
                }
                crate::print::bad_imm_bits(k, ty)
            }
            Operand::Lit => continue,
            // A decoded word holds no symbol reference.
            Operand::Sym(_) => return None,
            Operand::Imm(_) if how & 3 == CANON_FIELD && width <= 32 => continue,
            Operand::Const(k) if how & CANON_I16 != 0 && (240..=248).contains(&k) => return None,
            Operand::Const(_) => continue,
            Operand::Imm(v) if how & 3 == CANON_ATTR => {
                let (attr, chan) = ((v >> 2) as u64 & 0x3f, v as u64 & 3);
                if c.chan_width > 0 {
                    w = put(w, c.chan_lo, c.chan_width, chan);
                    attr
                } else {
                    // VOP3 interpolation: attribute, channel and `high`
                    // share the field; `high` is already in the word.
                    let high = (w >> lo) as u64 & mask(width as u32) as u64 & 0x100;
                    attr | chan << 6 | high
                }
            }
            Operand::Reg(r) => {
                let code = ti.scalar_code(&r)? as u64;
                // An SDWA source's s0/s1 bit says "scalar": the reference
                // writes it only for SGPRs and constants, not for
                // src_lds_direct (whose code it keeps).
                if r.file == RegFile::Named(NamedReg::LdsDirect) {
                    w &= !sdwa_scalar_bit(ti, inst.row, i);
                }
                match how & (CANON_DIV2 | CANON_DIV4) {
                    CANON_DIV2 => code / 2,
                    CANON_DIV4 => code / 4,
                    _ => code,
                }
            }
            Operand::Imm(v) => v as u32 as u64,
            // An absent vector address (`off`) is written as 0.
            Operand::None if how & CANON_VECTOR != 0 => 0,
            Operand::None => continue,
        };
        w = put(w, lo, width, v);
    }
    let nb = c.bytes as usize;
    out[..16].copy_from_slice(&w.to_le_bytes());
    // No literal follows a 64-bit encoding before GFX10 (see `encode`).
    let lit = if !ti.literal_after(8 * nb as u32) {
        Literal::None
    } else {
        inst.lit
    };
    let n = lit.bytes();
    let v = lit.value().unwrap_or(0).to_le_bytes();
    out.get_mut(nb..nb + n)?.copy_from_slice(&v[..n]);
    Some(nb + n)
}
