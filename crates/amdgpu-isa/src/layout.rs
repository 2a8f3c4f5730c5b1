//! Encoding layouts: where each field of each encoding format sits, per
//! instruction-table family. The positions come from `data/isa/layouts.txt`
//! (see its header for the syntax); `generated/layouts.rs` holds them as Rust
//! statics. This module holds the vocabulary (field names, codings), the
//! parser the generator uses, and the accessors the encoder and decoder use.
//! No bit position is written here.

use super::table::{names, Enc};
use std::collections::BTreeMap;

names! {
    /// A field of an encoding layout: operand fields (the `Field`s of the
    /// instruction tables) and modifier and control fields.
    Fld {
        // operands
        Sdst = "sdst", Ssrc0 = "ssrc0", Ssrc1 = "ssrc1", Simm16 = "simm16",
        Sdata = "sdata", Sbase = "sbase", Offset = "offset", Soffset = "soffset",
        Vdst = "vdst", Src0 = "src0", Vsrc1 = "vsrc1", Src1 = "src1", Src2 = "src2",
        Vsrc = "vsrc", Attr = "attr", Attrchan = "attrchan", Addr = "addr", Data0 = "data0",
        Data1 = "data1", Vaddr = "vaddr", Vdata = "vdata", Saddr = "saddr", Srsrc = "srsrc",
        Ssamp = "ssamp", Tgt = "tgt", Vsrc0 = "vsrc0", Vsrc2 = "vsrc2", Vsrc3 = "vsrc3",
        En = "en",
        // VOP3 / VOP3P
        Clamp = "clamp", Omod = "omod", Neg = "neg", Abs = "abs", OpSel = "op_sel",
        OpSelHi = "op_sel_hi", NegLo = "neg_lo", NegHi = "neg_hi", Cbsz = "cbsz",
        Abid = "abid", Blgp = "blgp", Acc = "acc", AccCd = "acc_cd", Bitop3 = "bitop3",
        // WMMA (GFX12, GFX12.5)
        MatrixAFmt = "matrix_a_fmt", MatrixBFmt = "matrix_b_fmt", IndexKey = "index_key",
        MatrixAReuse = "matrix_a_reuse", MatrixBReuse = "matrix_b_reuse", ScaleSel = "scale_sel",
        MatrixAScale = "matrix_a_scale", MatrixBScale = "matrix_b_scale",
        MatrixAScaleFmt = "matrix_a_scale_fmt", MatrixBScaleFmt = "matrix_b_scale_fmt",
        // SDWA / DPP
        DstSel = "dst_sel", DstUnused = "dst_unused", Src0Sel = "src0_sel",
        Src0Sext = "src0_sext", Src0Neg = "src0_neg", Src0Abs = "src0_abs", S0 = "s0",
        Src1Sel = "src1_sel", Src1Sext = "src1_sext", Src1Neg = "src1_neg",
        Src1Abs = "src1_abs", S1 = "s1", Sd = "sd", DppCtrl = "dpp_ctrl",
        BoundCtrl = "bound_ctrl", BankMask = "bank_mask", RowMask = "row_mask", Fi = "fi",
        Dpp8 = "dpp8",
        // VOP3 interpolation (v_interp_*_f16), VINTERP, LDSDIR
        High = "high", WaitExp = "wait_exp", WaitVdst = "wait_vdst", WaitVaVdst = "wait_va_vdst",
        WaitVmVsrc = "wait_vm_vsrc",
        // VOPD (dual issue): the X and Y halves
        Src0x = "src0x", Vsrc1x = "vsrc1x", Vdstx = "vdstx", Src0y = "src0y",
        Vsrc1y = "vsrc1y", Vdsty = "vdsty",
        // VOPD3 (GFX12.5): third sources, and the Y half's neg (the X
        // half's is `neg`)
        Vsrc2x = "vsrc2x", Vsrc2y = "vsrc2y", Negy = "negy",
        // VOP3PX2 (gfx950's scaled MFMA, GFX12.5's scaled WMMA): the
        // scale sources
        ScaleSrc0 = "scale_src0", ScaleSrc1 = "scale_src1",
        // memory
        Glc = "glc", Slc = "slc", Dlc = "dlc", Nv = "nv", Lds = "lds", Tfe = "tfe",
        Lwe = "lwe", Offen = "offen", Idxen = "idxen", Addr64 = "addr64", Offset0 = "offset0",
        Offset1 = "offset1", Gds = "gds", Seg = "seg", Imm = "imm", Soe = "soe",
        Dmask = "dmask", Unorm = "unorm", Da = "da", R128 = "r128", A16 = "a16", D16 = "d16",
        Dim = "dim", Nsa = "nsa", Dfmt = "dfmt", Nfmt = "nfmt", Format = "format",
        Sc0 = "sc0", Sc1 = "sc1", Nt = "nt", Th = "th", Scope = "scope", Sve = "sve",
        Scc = "scc",
        ScaleOffset = "scale_offset",
        Vaddr1 = "vaddr1", Vaddr2 = "vaddr2", Vaddr3 = "vaddr3", Vaddr4 = "vaddr4",
        // export
        Compr = "compr", Done = "done", Vm = "vm", RowEn = "row_en",
        // reserved bits (with `zero`: the reference rejects words that set them)
        Rsvd = "rsvd",
    }
}

// (Sets of fields are [`FldSet`]s, and tables are indexed by field: at
// most 256 fields, whose numbers fit a byte.)
const _: () = assert!(Fld::ALL.len() <= 256);

/// A set of layout fields (bit `Fld as usize`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FldSet([u128; 2]);

impl FldSet {
    /// No field.
    pub const EMPTY: FldSet = FldSet([0; 2]);

    /// The set with `f` added.
    #[inline]
    pub fn with(mut self, f: Fld) -> FldSet {
        let i = f as usize;
        self.0[i >> 7] |= 1u128 << (i & 127);
        self
    }

    /// Whether `f` is in the set.
    #[inline]
    pub fn has(&self, f: Fld) -> bool {
        let i = f as usize;
        self.0[i >> 7] >> (i & 127) & 1 != 0
    }

    /// Both sets' fields.
    #[inline]
    pub fn union(self, o: FldSet) -> FldSet {
        FldSet([self.0[0] | o.0[0], self.0[1] | o.0[1]])
    }
}

names! {
    /// How a field's value is written.
    Coding {
        Vgpr = "vgpr", Src = "src", Ssrc = "ssrc", Sreg = "sreg", Sreg2 = "sreg2",
        Sreg4 = "sreg4", Imm = "imm", Simm = "simm", Flag = "flag", Enum = "enum",
        Vgpr2 = "vgpr2",
    }
}

/// One contiguous piece of a field: `width` bits at `lo`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    /// Lowest bit.
    pub lo: u8,
    /// Width in bits.
    pub width: u8,
}

/// A field of a layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FieldDef {
    /// Which field.
    pub fld: Fld,
    /// Pieces from the value's least significant bits up.
    pub pieces: &'static [Piece],
    /// How the value is coded in the bits.
    pub coding: Coding,
    /// The definition applies only while this field holds this value.
    pub cond: Option<(Fld, u32)>,
    /// Must be zero when the instruction does not use the field (the
    /// reference's decoder rejects the word otherwise).
    pub zero: bool,
    /// Kept when the instruction does not use the field: the reference
    /// decodes it, prints nothing for it and writes it again when it
    /// encodes the instruction (`--show-encoding`).
    pub keep: bool,
    /// Written as ones where the instruction does not use the field (VOP3P
    /// op_sel_hi of a source the instruction lacks).
    pub ones: bool,
    /// Holds the "no register" code (`null`, `off`) where the instruction
    /// does not use the field (GFX10 SMEM soffset, FLAT saddr): written so,
    /// and a word with anything else there is not the instruction.
    pub null: bool,
}

/// An encoding format of one family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The encoding format.
    pub enc: Enc,
    /// Size in bits without a literal.
    pub bits: u16,
    /// Bits that identify the format (with `match_val`).
    pub match_mask: u128,
    /// Their value in a word of this format.
    pub match_val: u128,
    /// The opcode field (empty: no opcode, the format has one instruction).
    pub opcode: &'static [Piece],
    /// The fields, in the data's order.
    pub fields: &'static [FieldDef],
    /// Per field name (`Fld as usize`), the index in `fields` of its first
    /// definition, 255 where there is none.
    pub index: &'static [u8],
    /// How a 16-bit VGPR half (`v1.h`) is coded in the format.
    pub halves: Halves,
    /// The word is two instructions' words (`pair`): where no row of the
    /// format explains it, its first half is an instruction of its own.
    pub pair: bool,
}

/// How a format codes a 16-bit VGPR half (true16: `v1.l`, `v1.h`), the
/// layout's `halves` line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Halves {
    /// The format has no halves.
    #[default]
    None,
    /// The high half is the top bit of the register field's VGPR number
    /// (`v0.l` .. `v127.h`; in a source field, above the VGPR base).
    Code,
    /// The VGPR number is whole; the high half is the operand's op_sel
    /// bit (src0, src1, src2, then the destination).
    OpSel,
    /// As `OpSel`, and a half's 9-bit source field holds a VGPR whatever
    /// its top bit (VINTERP: the reference reads code 160 as `v160.l`).
    OpSelLow8,
}

/// The layouts of one instruction-table family.
#[derive(Clone, Copy, Debug)]
pub struct FamilyLayouts {
    /// The table stem (`gfx9`).
    pub family: &'static str,
    /// Sorted from the most match bits to the fewest (the classifier's order).
    pub layouts: &'static [Layout],
}

/// The value of a field's pieces in `w`.
pub fn read_pieces(w: u128, pieces: &[Piece]) -> u64 {
    // One piece inside one 64-bit half: plain 64-bit arithmetic.
    if let [p] = pieces {
        let (lo, width) = (p.lo as u32, p.width as u32);
        let v = if lo >= 64 {
            ((w >> 64) as u64) >> (lo - 64)
        } else if lo + width <= 64 {
            (w as u64) >> lo
        } else {
            (w >> lo) as u64
        };
        return v & (u64::MAX >> (64 - width.clamp(1, 64)));
    }
    let mut v = 0u64;
    let mut at = 0;
    for p in pieces {
        let m = (1u128 << p.width) - 1;
        v |= (((w >> p.lo) & m) as u64) << at;
        at += p.width;
    }
    v
}

/// Writes `v` into a field's pieces of `w` (excess bits dropped).
pub fn write_pieces(w: &mut u128, pieces: &[Piece], v: u64) {
    let mut at = 0;
    for p in pieces {
        let m = (1u128 << p.width) - 1;
        let part = ((v >> at) as u128) & m;
        *w = (*w & !(m << p.lo)) | (part << p.lo);
        at += p.width;
    }
}

/// Total width of a field's pieces.
pub fn width(pieces: &[Piece]) -> u32 {
    pieces.iter().map(|p| p.width as u32).sum()
}

impl Layout {
    /// Does `w` carry this format's fixed bits?
    pub fn matches(&self, w: u128) -> bool {
        w & self.match_mask == self.match_val
    }

    /// The opcode in `w`.
    pub fn opcode_of(&self, w: u128) -> u32 {
        read_pieces(w, self.opcode) as u32
    }

    /// A word with the fixed bits and the opcode set.
    pub fn base(&self, opcode: u32) -> u128 {
        let mut w = self.match_val;
        write_pieces(&mut w, self.opcode, opcode as u64);
        w
    }

    /// Size in bytes without a literal.
    pub fn bytes(&self) -> usize {
        self.bits as usize / 8
    }

    /// The definition of `f` that applies to `w`.
    pub fn def(&self, w: u128, f: Fld) -> Option<&'static FieldDef> {
        let i = *self.index.get(f as usize)? as usize;
        let first = self.fields.get(i)?;
        if first.cond.is_none() {
            return Some(first);
        }
        self.fields[i..].iter().find(|d| {
            d.fld == f
                && match d.cond {
                    None => true,
                    Some((cf, cv)) => self.get_plain(w, cf) == Some(cv as u64),
                }
        })
    }

    fn get_plain(&self, w: u128, f: Fld) -> Option<u64> {
        let i = *self.index.get(f as usize)? as usize;
        self.fields[i.min(self.fields.len())..]
            .iter()
            .find(|d| d.fld == f && d.cond.is_none())
            .map(|d| read_pieces(w, d.pieces))
    }

    /// Does the format have field `f` (under any condition)?
    pub fn has(&self, f: Fld) -> bool {
        self.index.get(f as usize).is_some_and(|i| *i != 255)
    }

    /// Whether field `f` shares bits with a `ones` field (gfx1250's
    /// matrix_b_reuse in op_sel_hi): where the row takes `f`, its bits are
    /// `f`'s, 0 when not written.
    pub fn overlaps_ones(&self, f: Fld) -> bool {
        self.fields_over_ones().has(f)
    }

    /// [`Layout::overlaps_ones`] of every field at once: bit `f` set for
    /// each field `f` that does (one pass over the fields).
    pub fn fields_over_ones(&self) -> FldSet {
        let mask = |p: &[Piece]| {
            p.iter()
                .fold(0u128, |m, p| m | (((1u128 << p.width) - 1) << p.lo))
        };
        let ones = self
            .fields
            .iter()
            .filter(|d| d.ones)
            .fold(0u128, |m, d| m | mask(d.pieces));
        if ones == 0 {
            return FldSet::EMPTY;
        }
        self.fields
            .iter()
            .filter(|d| !d.ones && mask(d.pieces) & ones != 0)
            .fold(FldSet::EMPTY, |m, d| m.with(d.fld))
    }

    /// The value of `f` in `w` (raw, before its coding is undone).
    pub fn get(&self, w: u128, f: Fld) -> Option<u64> {
        self.def(w, f).map(|d| read_pieces(w, d.pieces))
    }

    /// Sets `f` in `w`; false when the format has no such field (under the
    /// conditions `w` already satisfies). Excess value bits are dropped.
    pub fn set(&self, w: &mut u128, f: Fld, v: u64) -> bool {
        match self.def(*w, f) {
            Some(d) => {
                write_pieces(w, d.pieces, v);
                true
            }
            None => false,
        }
    }

    /// The most address bytes an image's NSA dwords hold (four a dword,
    /// as many dwords as the `nsa` field counts): where an address list
    /// has more registers after the first, the last byte starts a tuple
    /// of the rest (GFX11's one dword: `[v0, v4, v2, v9, v[20:22]]`).
    pub fn nsa_max_bytes(&self) -> usize {
        self.def(0, Fld::Nsa)
            .map_or(0, |d| 4 * ((1usize << width(d.pieces)) - 1))
    }

    /// Width in bits of the definition of `f` that applies to `w`.
    pub fn width_of(&self, w: u128, f: Fld) -> Option<u32> {
        self.def(w, f).map(|d| width(d.pieces))
    }
}

// ---------------------------------------------------------------------------
// Parsing `data/isa/layouts.txt` (used by the generator and its tests).

/// An owned layout as parsed from the data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayoutRow {
    /// The encoding format.
    pub enc: Enc,
    /// The table family (`gfx9`).
    pub family: String,
    /// Size in bits without a literal.
    pub bits: u16,
    /// (pieces, value) pairs.
    pub matches: Vec<(Vec<Piece>, u64)>,
    /// The opcode field's pieces (empty: none).
    pub opcode: Vec<Piece>,
    /// The fields, in the data's order.
    pub fields: Vec<FieldRow>,
    /// Source line of the `layout` line.
    pub line: usize,
    /// How a 16-bit VGPR half is coded (`halves`).
    pub halves: Halves,
    /// Two instructions' words in one (`pair`).
    pub pair: bool,
    /// Modifiers every row of the format takes (`mods`), after its own:
    /// the generator adds them to the rows (those whose field the layout
    /// has).
    pub mods: Vec<String>,
    /// `mods ... if MOD`: only rows that take modifier MOD get them
    /// (GFX12's scale_offset: the rows with a cache policy, th).
    pub mods_if: Option<String>,
}

/// An owned field definition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldRow {
    /// Which field.
    pub fld: Fld,
    /// Pieces from the value's least significant bits up.
    pub pieces: Vec<Piece>,
    /// How the value is coded in the bits.
    pub coding: Coding,
    /// The definition applies only while this field holds this value.
    pub cond: Option<(Fld, u32)>,
    /// Must be zero when unused (see [`FieldDef::zero`]).
    pub zero: bool,
    /// Kept when unused (see [`FieldDef::keep`]).
    pub keep: bool,
    /// Ones when unused (see [`FieldDef::ones`]).
    pub ones: bool,
    /// The "no register" code when unused (see [`FieldDef::null`]).
    pub null: bool,
}

impl LayoutRow {
    /// The mask and value of the match bits.
    pub fn match_bits(&self) -> (u128, u128) {
        let mut mask = 0u128;
        let mut val = 0u128;
        for (pieces, v) in &self.matches {
            for p in pieces {
                mask |= ((1u128 << p.width) - 1) << p.lo;
            }
            write_pieces(&mut val, pieces, *v);
        }
        (mask, val)
    }
}

/// The families a layout may name (the stems of `data/isa/*.txt`).
pub const FAMILIES: &[&str] = &[
    "gfx6", "gfx7", "gfx8", "gfx9", "gfx90a", "gfx940", "gfx950", "gfx10", "gfx103", "gfx11",
    "gfx12", "gfx1250",
];

fn parse_bits(s: &str) -> Result<Vec<Piece>, String> {
    let mut out = Vec::new();
    for part in s.split(',') {
        let (hi, lo) = match part.split_once(':') {
            Some((h, l)) => (h, l),
            None => (part, part),
        };
        let hi: u8 = hi.parse().map_err(|_| format!("bad bit range '{s}'"))?;
        let lo: u8 = lo.parse().map_err(|_| format!("bad bit range '{s}'"))?;
        if hi < lo || hi >= 128 {
            return Err(format!("bad bit range '{s}'"));
        }
        out.push(Piece {
            lo,
            width: hi - lo + 1,
        });
    }
    if width(&out) > 64 {
        return Err(format!("field '{s}' is wider than 64 bits"));
    }
    Ok(out)
}

fn parse_num(s: &str) -> Result<u64, String> {
    let r = if let Some(h) = s.strip_prefix("0x") {
        u64::from_str_radix(h, 16)
    } else if let Some(b) = s.strip_prefix("0b") {
        u64::from_str_radix(b, 2)
    } else {
        s.parse()
    };
    r.map_err(|_| format!("bad number '{s}'"))
}

/// Parses the whole file, resolves `: BASE` copies and checks every layout.
/// Errors name the line.
pub fn parse_layouts(text: &str) -> Result<Vec<LayoutRow>, Vec<String>> {
    let mut errors = Vec::new();
    let mut out: Vec<LayoutRow> = Vec::new();
    // Index of finished layouts by (enc, family).
    let mut index: BTreeMap<(Enc, String), usize> = BTreeMap::new();
    // The layouts being built by the current block: one per family.
    let mut cur: Vec<LayoutRow> = Vec::new();
    let mut cur_matched = false;
    let mut touched: std::collections::BTreeSet<Fld> = Default::default();
    let flush = |cur: &mut Vec<LayoutRow>,
                 out: &mut Vec<LayoutRow>,
                 index: &mut BTreeMap<(Enc, String), usize>,
                 errors: &mut Vec<String>| {
        for l in cur.drain(..) {
            let key = (l.enc, l.family.clone());
            if index.contains_key(&key) {
                errors.push(format!(
                    "line {}: {} already has a layout for {}",
                    l.line, l.family, l.enc
                ));
                continue;
            }
            index.insert(key, out.len());
            out.push(l);
        }
    };
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let line = raw.split('#').next().unwrap_or("");
        if line.trim().is_empty() {
            continue;
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        let err = |m: String| format!("line {n}: {m}");
        if !line.starts_with(char::is_whitespace) {
            flush(&mut cur, &mut out, &mut index, &mut errors);
            if words[0] != "layout" || words.len() < 3 {
                errors.push(err("expected 'layout ENC FAMILY...'".into()));
                continue;
            }
            let Some(enc) = Enc::parse(words[1]) else {
                errors.push(err(format!("unknown encoding '{}'", words[1])));
                continue;
            };
            let (fams, base) = match words.iter().position(|w| *w == ":") {
                Some(p) => {
                    let (Some(be), Some(bf), None) =
                        (words.get(p + 1), words.get(p + 2), words.get(p + 3))
                    else {
                        errors.push(err("expected ': BASE_ENC BASE_FAMILY'".into()));
                        continue;
                    };
                    let Some(be) = Enc::parse(be) else {
                        errors.push(err(format!("unknown encoding '{be}'")));
                        continue;
                    };
                    (&words[2..p], Some((be, *bf)))
                }
                None => (&words[2..], None),
            };
            cur_matched = false;
            touched.clear();
            for f in fams {
                if !FAMILIES.contains(f) {
                    errors.push(err(format!("unknown family '{f}'")));
                    continue;
                }
                let row = match base {
                    Some((be, bf)) => match index.get(&(be, bf.to_string())) {
                        Some(&k) => LayoutRow {
                            enc,
                            family: f.to_string(),
                            line: n,
                            ..out[k].clone()
                        },
                        None => {
                            errors.push(err(format!("no earlier {be} layout for {bf}")));
                            continue;
                        }
                    },
                    None => LayoutRow {
                        enc,
                        family: f.to_string(),
                        bits: 0,
                        matches: Vec::new(),
                        opcode: Vec::new(),
                        fields: Vec::new(),
                        line: n,
                        halves: Halves::None,
                        pair: false,
                        mods: Vec::new(),
                        mods_if: None,
                    },
                };
                cur.push(row);
            }
            continue;
        }
        if cur.is_empty() {
            if !errors.iter().any(|e| e.starts_with(&format!("line {n}:"))) {
                errors.push(err("a field line outside a layout".into()));
            }
            continue;
        }
        let res: Result<(), String> = (|| {
            match words[0] {
                "size" => {
                    let b: u16 = words
                        .get(1)
                        .ok_or("size needs a value")?
                        .parse()
                        .map_err(|_| "bad size".to_string())?;
                    if ![32, 64, 96, 128].contains(&b) {
                        return Err(format!("size {b} is not 32, 64, 96 or 128"));
                    }
                    cur.iter_mut().for_each(|l| l.bits = b);
                }
                "match" => {
                    let (b, v) = words
                        .get(1)
                        .and_then(|s| s.split_once('='))
                        .ok_or("match needs BITS=VALUE")?;
                    let pieces = parse_bits(b)?;
                    let v = parse_num(v)?;
                    if width(&pieces) < 64 && v >> width(&pieces) != 0 {
                        return Err(format!("match value {v:#x} does not fit {b}"));
                    }
                    let first = !cur_matched;
                    for l in cur.iter_mut() {
                        if first {
                            l.matches.clear();
                        }
                        l.matches.push((pieces.clone(), v));
                    }
                    cur_matched = true;
                }
                "mods" => {
                    let (names, cond) = match words.iter().position(|w| *w == "if") {
                        Some(k) if k + 2 == words.len() => (&words[1..k], Some(words[k + 1])),
                        Some(_) => return Err("expected 'mods NAME... [if MODIFIER]'".into()),
                        None => (&words[1..], None),
                    };
                    let m: Vec<String> = names.iter().map(|w| w.to_string()).collect();
                    if m.is_empty() {
                        return Err("mods needs modifier names".into());
                    }
                    let c = cond.map(str::to_string);
                    cur.iter_mut().for_each(|l| {
                        l.mods = m.clone();
                        l.mods_if = c.clone();
                    });
                }
                "halves" => {
                    let h =
                        match (words.get(1).copied(), words.len()) {
                            (Some("code"), 2) => Halves::Code,
                            (Some("op_sel"), 2) => Halves::OpSel,
                            (Some("op_sel-low8"), 2) => Halves::OpSelLow8,
                            _ => return Err(
                                "expected 'halves code', 'halves op_sel' or 'halves op_sel-low8'"
                                    .into(),
                            ),
                        };
                    cur.iter_mut().for_each(|l| l.halves = h);
                }
                "pair" => {
                    if words.len() != 1 {
                        return Err("expected 'pair' alone".into());
                    }
                    cur.iter_mut().for_each(|l| l.pair = true);
                }
                "opcode" => {
                    let pieces = parse_bits(words.get(1).ok_or("opcode needs bits")?)?;
                    cur.iter_mut().for_each(|l| l.opcode = pieces.clone());
                }
                w if w.starts_with('-') => {
                    let f = Fld::parse(&w[1..]).ok_or(format!("unknown field '{}'", &w[1..]))?;
                    for l in cur.iter_mut() {
                        if !l.fields.iter().any(|d| d.fld == f) {
                            return Err(format!("{} has no field {f} to remove", l.enc));
                        }
                        l.fields.retain(|d| d.fld != f);
                    }
                }
                w => {
                    let zero = words.last() == Some(&"zero");
                    let keep = words.last() == Some(&"keep");
                    let ones = words.last() == Some(&"ones");
                    let null = words.last() == Some(&"null");
                    let words = if zero || keep || ones || null {
                        &words[..words.len() - 1]
                    } else {
                        &words[..]
                    };
                    let f = Fld::parse(w).ok_or(format!("unknown field '{w}'"))?;
                    let pieces = parse_bits(words.get(1).ok_or("field needs bits")?)?;
                    let cs = words.get(2).ok_or("field needs a coding")?;
                    let coding = Coding::parse(cs).ok_or(format!("unknown coding '{cs}'"))?;
                    let cond = match words.get(3) {
                        None => None,
                        Some(&"if") => {
                            let (cf, cv) = words
                                .get(4)
                                .and_then(|s| s.split_once('='))
                                .ok_or("'if' needs FIELD=VALUE")?;
                            let cf = Fld::parse(cf).ok_or(format!("unknown field '{cf}'"))?;
                            Some((cf, parse_num(cv)? as u32))
                        }
                        Some(x) => return Err(format!("unexpected '{x}'")),
                    };
                    if words.len() > 5 {
                        return Err("too many words".into());
                    }
                    let def = FieldRow {
                        fld: f,
                        pieces,
                        coding,
                        cond,
                        zero,
                        keep,
                        ones,
                        null,
                    };
                    let first = touched.insert(f);
                    for l in cur.iter_mut() {
                        // The first line naming a field in a block replaces
                        // the base's definitions; later ones add to it.
                        if first {
                            l.fields.retain(|d| d.fld != f);
                        }
                        l.fields.push(def.clone());
                    }
                }
            }
            Ok(())
        })();
        if let Err(e) = res {
            errors.push(err(e));
        }
    }
    flush(&mut cur, &mut out, &mut index, &mut errors);
    for l in &out {
        errors.extend(check(l));
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

/// Checks one layout: a size, fields and match bits inside the word, no
/// two unconditional fields of the same kind over the same bits, conditions
/// on fields that exist.
fn check(l: &LayoutRow) -> Vec<String> {
    let mut e = Vec::new();
    let at = format!("line {}: {} {}", l.line, l.enc, l.family);
    if l.bits == 0 {
        e.push(format!("{at}: no size"));
        return e;
    }
    if l.matches.is_empty() {
        e.push(format!("{at}: no match bits"));
    }
    let mask = |p: &[Piece]| {
        p.iter()
            .fold(0u128, |m, p| m | ((1u128 << p.width) - 1) << p.lo)
    };
    let (mbits, _) = l.match_bits();
    let fixed = mbits | mask(&l.opcode);
    let in_word = |p: &[Piece]| p.iter().all(|p| (p.lo as u16 + p.width as u16) <= l.bits);
    if !in_word(&l.opcode) {
        e.push(format!("{at}: opcode outside the {}-bit word", l.bits));
    }
    for (p, _) in &l.matches {
        if !in_word(p) {
            e.push(format!("{at}: match bits outside the {}-bit word", l.bits));
        }
    }
    if mbits & mask(&l.opcode) != 0 {
        e.push(format!("{at}: opcode overlaps the match bits"));
    }
    for (k, d) in l.fields.iter().enumerate() {
        if !in_word(&d.pieces) {
            e.push(format!(
                "{at}: field {} outside the {}-bit word",
                d.fld, l.bits
            ));
        }
        let m = mask(&d.pieces);
        // SDWA/DPP formats reuse src0 of the first dword as their match.
        if m & fixed != 0 {
            e.push(format!(
                "{at}: field {} overlaps the match or opcode bits",
                d.fld
            ));
        }
        if let Some((cf, _)) = d.cond {
            if !l.fields.iter().any(|x| x.fld == cf && x.cond.is_none()) {
                e.push(format!(
                    "{at}: field {} depends on {cf}, which it lacks",
                    d.fld
                ));
            }
        }
        if l.fields[..k]
            .iter()
            .any(|x| x.fld == d.fld && x.cond == d.cond)
        {
            e.push(format!("{at}: field {} defined twice", d.fld));
        }
    }
    e
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_derives() {
        let t = "layout SOP2 gfx9\n  size 32\n  match 31:30=2\n  opcode 29:23\n  sdst 22:16 sreg\n\
                 layout SOP2 gfx10 : SOP2 gfx9\n  -sdst\n  ssrc0 7:0 ssrc\n";
        let l = parse_layouts(t).unwrap();
        assert_eq!(l.len(), 2);
        assert_eq!(l[1].fields.len(), 1);
        assert_eq!(l[1].fields[0].fld, Fld::Ssrc0);
        assert_eq!(l[0].match_bits(), (3u128 << 30, 2u128 << 30));
    }

    #[test]
    fn rejects_bad_layouts() {
        let bad = [
            "layout SOP2 gfx9\n  size 32\n  match 31:30=2\n  opcode 29:23\n  sdst 40:33 sreg\n",
            "layout SOP2 gfx9\n  size 32\n  match 31:30=2\n  opcode 29:23\n  sdst 30:16 sreg\n",
            "layout SOP2 gfx9\n  size 32\n  match 31:30=7\n",
            "layout SOP2 gfx99\n  size 32\n",
            "layout SOP2 gfx9\n  size 32\n  match 31:30=2\n  bogus 1:0 imm\n",
            "layout SOP2 gfx9\n  size 32\n  match 31:30=2\n  sdst 1:0 imm if imm=1\n",
        ];
        for b in bad {
            assert!(parse_layouts(b).is_err(), "{b}");
        }
    }

    /// A field set holds each field apart from every other (the sets
    /// have room for 256 fields: two words).
    #[test]
    fn field_sets_hold_each_field() {
        for (i, &f) in Fld::ALL.iter().enumerate() {
            let one = FldSet::EMPTY.with(f);
            assert!(one.has(f));
            assert_eq!(Fld::ALL.iter().filter(|&&g| one.has(g)).count(), 1);
            let prev = Fld::ALL[i.saturating_sub(1)];
            let both = one.union(FldSet::EMPTY.with(prev));
            assert!(both.has(f) && both.has(prev));
        }
        let mut s = FldSet::EMPTY;
        for &f in Fld::ALL {
            s = s.with(f);
        }
        assert!(Fld::ALL.iter().all(|&f| s.has(f)));
        assert_ne!(s, FldSet::EMPTY);
    }

    #[test]
    fn pieces_round_trip() {
        let p = [Piece { lo: 59, width: 2 }, Piece { lo: 14, width: 1 }];
        let mut w = 0u128;
        write_pieces(&mut w, &p, 0b101);
        assert_eq!(w, (1u128 << 59) | (1 << 14));
        assert_eq!(read_pieces(w, &p), 0b101);
    }
}
