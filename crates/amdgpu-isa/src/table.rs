//! The instruction-table model. Rows come from `data/isa/*.txt` (see
//! `data/isa/FORMAT.md`); `generated/` holds them as Rust statics.

macro_rules! names {
    ($(#[$m:meta])* $ty:ident { $($var:ident = $s:literal,)* }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $ty { $(#[doc = concat!("`", $s, "` in the data.")] $var,)* }
        impl $ty {
            /// The spelling used in the data under `data/isa/`.
            pub fn as_str(self) -> &'static str {
                match self { $($ty::$var => $s,)* }
            }
            /// Parses the spelling used in the data under `data/isa/`.
            pub fn parse(s: &str) -> Option<$ty> {
                match s { $($s => Some($ty::$var),)* _ => None }
            }
            /// Every value, in declaration order.
            pub const ALL: &'static [$ty] = &[$($ty::$var,)*];
        }
        impl ::std::fmt::Display for $ty {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}
// Also the vocabulary of `layout.rs` (field names, codings).
pub(crate) use names;

names! {
    /// Encoding family.
    Enc {
        Sop1 = "SOP1", Sop2 = "SOP2", Sopk = "SOPK", Sopc = "SOPC", Sopp = "SOPP",
        Smem = "SMEM", Smrd = "SMRD",
        Vop1 = "VOP1", Vop2 = "VOP2", Vopc = "VOPC",
        Vop1Sdwa = "VOP1_SDWA", Vop2Sdwa = "VOP2_SDWA", VopcSdwa = "VOPC_SDWA",
        Vop1Dpp = "VOP1_DPP", Vop2Dpp = "VOP2_DPP", VopcDpp = "VOPC_DPP",
        Vop1Dpp8 = "VOP1_DPP8", Vop2Dpp8 = "VOP2_DPP8", VopcDpp8 = "VOPC_DPP8",
        Vop3 = "VOP3", Vop3b = "VOP3B", Vop3p = "VOP3P", Vop3px2 = "VOP3PX2",
        Vop3Dpp = "VOP3_DPP", Vop3Dpp8 = "VOP3_DPP8", Vop3pDpp = "VOP3P_DPP",
        Vopd = "VOPD", Vopd3 = "VOPD3", Vintrp = "VINTRP", Vinterp = "VINTERP", Ldsdir = "LDSDIR",
        Ds = "DS", Flat = "FLAT", Global = "GLOBAL", Scratch = "SCRATCH",
        Mubuf = "MUBUF", Mtbuf = "MTBUF", Mimg = "MIMG", Vimage = "VIMAGE",
        Vsample = "VSAMPLE", Vbuffer = "VBUFFER", Exp = "EXP", Vexport = "VEXPORT",
    }
}

impl Enc {
    /// An image format: MIMG, and GFX12's VIMAGE and VSAMPLE.
    pub fn is_image(self) -> bool {
        matches!(self, Enc::Mimg | Enc::Vimage | Enc::Vsample)
    }
    /// A buffer format: MUBUF, MTBUF, and GFX12's VBUFFER (both kinds).
    pub fn is_buffer(self) -> bool {
        matches!(self, Enc::Mubuf | Enc::Mtbuf | Enc::Vbuffer)
    }
    /// A packed-math format: VOP3P, its DPP form and the two-word VOP3PX2
    /// (op_sel, op_sel_hi, neg_lo and neg_hi lists per source).
    pub fn is_vop3p(self) -> bool {
        matches!(self, Enc::Vop3p | Enc::Vop3pDpp | Enc::Vop3px2)
    }
    /// An export: EXP, and GFX12's VEXPORT.
    pub fn is_export(self) -> bool {
        matches!(self, Enc::Exp | Enc::Vexport)
    }
}

names! {
    /// An encoding field an operand is written to (layouts live in the encoder).
    Field {
        None = "-", Sdst = "sdst", Ssrc0 = "ssrc0", Ssrc1 = "ssrc1", Simm16 = "simm16",
        Sdata = "sdata", Sbase = "sbase", Offset = "offset", Soffset = "soffset",
        Vdst = "vdst", Src0 = "src0", Vsrc1 = "vsrc1", Src1 = "src1", Src2 = "src2",
        Vsrc = "vsrc", Attr = "attr", Addr = "addr", Data0 = "data0", Data1 = "data1",
        Vaddr = "vaddr", Vdata = "vdata", Saddr = "saddr", Srsrc = "srsrc", Ssamp = "ssamp",
        Tgt = "tgt", Vsrc0 = "vsrc0", Vsrc2 = "vsrc2", Vsrc3 = "vsrc3", Lit = "lit",
        // GFX12.5's tensor operations: SGPR groups in the image address
        // fields after vaddr.
        Vaddr1 = "vaddr1", Vaddr2 = "vaddr2", Vaddr3 = "vaddr3",
        // The scale sources of a scaled matrix instruction (VOP3PX2).
        ScaleSrc0 = "scale_src0", ScaleSrc1 = "scale_src1",
    }
}

names! {
    /// Operand class.
    Kind {
        V = "v", A = "a", AV = "av", S = "s", SSrc = "ssrc", Src = "src",
        Imm = "imm", Label = "label", Lit = "lit", Hwreg = "hwreg", Sendmsg = "sendmsg",
        Waitcnt = "waitcnt", GprIdx = "gpridx", Attr = "attr", Param = "param", ExpTgt = "exptgt",
        Vcc = "vcc", Off = "off", Exec = "exec", M0 = "m0", Scc = "scc",
        // For the generations to come (no rows use them yet):
        // a lane mask, one SGPR in wave32 and a pair in wave64 (`vcc`, the
        // sdst of VOPC/VOP3B), and a 16-bit VGPR half (true16: `v1.l`).
        LaneMask = "lanemask", V16 = "v16",
    }
}

names! {
    /// Operand data type (seed 001: inline constants, literals, conversions).
    OpType {
        None = "none", F16 = "f16", Bf16 = "bf16", I16 = "i16", F32 = "f32", I32 = "i32",
        F64 = "f64", I64 = "i64", B64 = "b64", V2f16 = "v2f16", V2bf16 = "v2bf16",
        V2i16 = "v2i16", V2f32 = "v2f32", I8 = "i8", U8 = "u8",
    }
}

names! {
    /// Modifiers, spelled as the disassembler prints their keyword.
    Mod {
        Clamp = "clamp", Omod = "omod", OpSel = "op_sel", OpSelHi = "op_sel_hi",
        NegLo = "neg_lo", NegHi = "neg_hi", High = "high",
        DstSel = "dst_sel", DstUnused = "dst_unused", Src0Sel = "src0_sel", Src1Sel = "src1_sel",
        DppCtrl = "dpp_ctrl", RowMask = "row_mask", BankMask = "bank_mask", BoundCtrl = "bound_ctrl",
        FetchInactive = "fi", Dpp8 = "dpp8",
        Offset = "offset", Offset0 = "offset0", Offset1 = "offset1", Gds = "gds",
        Glc = "glc", Slc = "slc", Dlc = "dlc", Nv = "nv", Lds = "lds", Tfe = "tfe",
        Offen = "offen", Idxen = "idxen", Addr64 = "addr64", Format = "format",
        Dmask = "dmask", Unorm = "unorm", R128 = "r128", A16 = "a16", Lwe = "lwe", Da = "da",
        D16 = "d16", Dim = "dim",
        Done = "done", Compr = "compr", Vm = "vm", RowEn = "row_en",
        Sc0 = "sc0", Sc1 = "sc1", Nt = "nt", Th = "th", Scope = "scope", Scc = "scc",
        Cbsz = "cbsz", Abid = "abid", Blgp = "blgp", Bitop3 = "bitop3",
        WaitExp = "wait_exp", WaitVdst = "wait_vdst", WaitVaVdst = "wait_va_vdst",
        WaitVmVsrc = "wait_vm_vsrc", ScaleOffset = "scale_offset", ByteSel = "byte_sel",
        MatrixAFmt = "matrix_a_fmt", MatrixBFmt = "matrix_b_fmt", IndexKey = "index_key",
        MatrixAReuse = "matrix_a_reuse", MatrixBReuse = "matrix_b_reuse", ScaleSel = "scale_sel",
        MatrixAScale = "matrix_a_scale", MatrixBScale = "matrix_b_scale",
        MatrixAScaleFmt = "matrix_a_scale_fmt", MatrixBScaleFmt = "matrix_b_scale_fmt",
    }
}

// (The assembler keeps the modifiers written as a `u128` bit set whose
// top bit marks a swizzle: at most 127 modifiers.)
const _: () = assert!(Mod::ALL.len() <= 127);

/// Slot flags (`+m`, `+x`, `+t` in the data).
pub mod flags {
    /// Takes float input modifiers (neg/abs).
    pub const FMODS: u8 = 1;
    /// Takes `sext()`.
    pub const SEXT: u8 = 2;
    /// Tied to the destination; no field of its own.
    pub const TIED: u8 = 4;
    /// No literal allowed.
    pub const NO_LIT: u8 = 8;
    /// No constant (inline or literal) allowed.
    pub const NO_CONST: u8 = 16;
    /// A register slot (`avsrcN` in the data: MFMA src2 on gfx90a+) that
    /// also takes an inline constant.
    pub const INLINE: u8 = 32;
}

/// Row tags: special behaviour of an instruction family, derived by the
/// generator from the row's shape in the data (see [`row_tags`]).
pub mod tags {
    /// A matrix op: VOP3P whose src2 may be an accumulator (AGPR: gfx908's
    /// `a`, gfx90a's `av`) or whose destination may be either kind (gfx940's
    /// smfmac, src2 the index); takes cbsz,
    /// abid and blgp, and AGPR sources set their op_sel_hi bits.
    pub const MATRIX: u32 = 1;
    /// Mixed-precision VOP3P with float sources (mad_mix, fma_mix): neg_lo
    /// and neg_hi are the sources' neg and abs, op_sel_hi defaults to 0.
    pub const MIX: u32 = 2;
    /// An image gather: four components whatever the dmask (derived from
    /// `data/isa/mimg_dis.txt`, what the reference prints).
    pub const GATHER4: u32 = 4;
    /// An image atomic: its dmask selects its data registers from bit 0
    /// (`atomic` in data/isa/row_tags.txt, asked of the reference).
    pub const ATOMIC: u32 = 8;
    /// A zero immediate is not printed (`s_endpgm`; `imm-optional`).
    pub const IMM_OPTIONAL: u32 = 16;
    /// The immediate is printed in decimal (`imm-decimal`).
    pub const IMM_DECIMAL: u32 = 32;
    /// Reads VCC without naming it (`v_div_fmas`; `reads-vcc`): the read
    /// counts on the constant bus.
    pub const READS_VCC: u32 = 64;
    /// A two-source VOP3 op whose op_sel list has a third source place
    /// (gfx940's v_cvt_sr_*: the tied old destination), then the
    /// destination (`op-sel-src2`).
    pub const OP_SEL_SRC2: u32 = 128;
    /// A VOP3P op whose op_sel and op_sel_hi may only be their defaults
    /// (gfx940's and gfx950's v_dot2_*; `op-sel-zero`): a written op_sel
    /// other than zeros, or any written op_sel_hi, is refused.
    pub const OP_SEL_ZERO: u32 = 512;
    /// A VOP3 or DPP op with a source that takes no input modifiers whose
    /// neg and abs bits the reference takes and ignores (the v_dot*c_i32
    /// ops, v_ldexp_f16_dpp's exponent; `ignores-mods`); for the others it
    /// refuses a word that sets them.
    pub const IGNORES_MODS: u32 = 256;
    /// A VOP3 compare that writes EXEC without naming it (GFX10's
    /// v_cmpx_*_e64; `writes-exec`): the reference writes exec_lo's code in
    /// the destination field.
    pub const WRITES_EXEC: u32 = 1024;
    /// A row whose one-SGPR operands are lane masks (VOPC/VOP3B sdst,
    /// v_cndmask's carry-in; `lane-mask`): two SGPRs in wave64. The
    /// generator gives such slots width 2 in the wave64 rows
    /// (`TableInfo::insts_w64`).
    pub const LANE_MASK: u32 = 2048;
    /// A SOPP op whose immediate is the packed counters of
    /// data/isa/depctr.txt (`s_waitcnt_depctr`; `depctr`): written and
    /// printed like `s_waitcnt`'s, printed as a number where bits outside
    /// the counters are set.
    pub const DEPCTR: u32 = 4096;
    /// A SOPP op whose small immediates print in hex too (`s_clause 0x1`;
    /// `imm-hex`).
    pub const IMM_HEX: u32 = 8192;
    /// A SOPK op whose immediate prints with the names of
    /// data/isa/uc_version.txt (`s_version`; `uc-version`).
    pub const UC_VERSION: u32 = 16384;
    /// Operand 0 (in printed order) is a 16-bit VGPR half (`v1.l`, `v1.h`;
    /// GFX11+ true16; `half0` .. `half3`, asked of the reference): operand
    /// k's tag is `HALF0 << k`, for k up to 3. How the half is coded is
    /// the layout's (`halves`).
    pub const HALF0: u32 = 32768;
    /// A SOPP op whose immediate is the fields of data/isa/delay_alu.txt
    /// (`s_delay_alu`; `delay-alu`): written `instid0(VALU_DEP_1) |
    /// instskip(NEXT)` or as an integer, printed as its fields.
    /// (`HALF0 << 0..=3` are the halves' tags.)
    pub const DELAY_ALU: u32 = HALF0 << 4;
    /// A VOPD component whose destination is also its third source (the
    /// accumulator of v_dual_fmac_f32, v_dual_dot2acc_*; `dst-src2`): its
    /// VGPR bank is held against the other half's third source.
    pub const DST_SRC2: u32 = 1 << 20;
    /// An SMEM row whose immediate in the sdata field is five bits wide
    /// (`imm5`: GFX12's prefetch count and probe bits): the
    /// reference calls a word with higher bits set invalid, and its
    /// assembler writes the low five bits of a larger value.
    pub const IMM5: u32 = 1 << 21;
    /// A SOPP op whose immediate is signed in the reference's listing
    /// (`imm-signed`: `s_nop -1` is listed as written, where the bytes
    /// read `s_nop 0xffff`; `s_wait_loadcnt -1` is listed 0xffff).
    pub const IMM_SIGNED: u32 = 1 << 22;
    /// A VOPD component the reference's assembler writes in the 12-byte
    /// VOPD3 form only as the X half (`vopd3-only`: GFX12.5's
    /// v_dual_dot2acc_f32_bf16; as the Y half the 8-byte form takes it);
    /// its disassembler still reads the 8-byte form.
    pub const VOPD3_ONLY: u32 = 1 << 23;
    /// A VOPD3 component whose operands llvm-mc 22's VGPR bank check
    /// reads as if it took no source modifiers (`vopd3-plain-view`:
    /// GFX12.5's v_dual_dot2acc_f32_bf16): its k-th source is read at the
    /// k-th place of its operand list, where the list holds a modifier
    /// slot before each source that takes modifiers, and the other half's
    /// places are counted from the end of that shorter list.
    pub const VOPD3_PLAIN_VIEW: u32 = 1 << 24;
    /// An SDWA row without dst_sel whose word holds dst_sel's default all
    /// the same (`dst-sel-default`: gfx940's v_cvt_pk_f32_fp8_sdwa): the
    /// reference writes it and calls a word with another value invalid.
    pub const DST_SEL_DEFAULT: u32 = 1 << 25;
    /// An MFMA row whose src0 and src1 tuples are as wide as the data
    /// format cbsz and blgp name (`fmt-width`: gfx950's *_f8f6f4; the
    /// widths are the family fact `fmt-regs`), and that takes no abid.
    pub const FMT_WIDTH: u32 = 1 << 26;
    /// A VOP3P row without op_sel_hi whose op_sel_hi bits the reference
    /// writes as zeros where the others have ones (`op-sel-hi-zero`:
    /// GFX12.5's v_wmma_*_f8f6f4, whose bits there name the matrix formats).
    pub const OP_SEL_HI_ZERO: u32 = 1 << 27;

    /// A row of a format with a `th` field that stores (`th-store`) or is
    /// an atomic (`th-atomic`): its `th:` names are that kind's
    /// (data/isa/cache_policy.txt; the others are loads).
    pub const TH_STORE: u32 = 1 << 28;
    /// A row tagged `th-atomic` (see [`TH_STORE`]).
    pub const TH_ATOMIC: u32 = 1 << 29;
    /// A VOP3P row without op_sel_hi whose op_sel_hi bits must all be set
    /// (`op-sel-hi-ones`: GFX12's WMMA, SWMMAC and float dot ops).
    pub const OP_SEL_HI_ONES: u32 = 1 << 30;
    /// An SMEM row whose signed offset field takes only non-negative
    /// offsets (`offset-unsigned`: GFX12's s_buffer_*).
    pub const OFFSET_UNSIGNED: u32 = 1 << 31;

    /// Whether operand `k` of a row with tags `t` is a 16-bit VGPR half.
    #[inline]
    pub fn half(t: u32, k: usize) -> bool {
        k < 4 && t & (HALF0 << k) != 0
    }

    /// The bit of a tag named in data/isa/row_tags.txt.
    pub fn by_name(name: &str) -> Option<u32> {
        Some(match name {
            "atomic" => ATOMIC,
            "imm-optional" => IMM_OPTIONAL,
            "imm-decimal" => IMM_DECIMAL,
            "reads-vcc" => READS_VCC,
            "op-sel-src2" => OP_SEL_SRC2,
            "op-sel-zero" => OP_SEL_ZERO,
            "ignores-mods" => IGNORES_MODS,
            "writes-exec" => WRITES_EXEC,
            "lane-mask" => LANE_MASK,
            "depctr" => DEPCTR,
            "imm-hex" => IMM_HEX,
            "uc-version" => UC_VERSION,
            "delay-alu" => DELAY_ALU,
            "dst-src2" => DST_SRC2,
            "imm5" => IMM5,
            "imm-signed" => IMM_SIGNED,
            "vopd3-only" => VOPD3_ONLY,
            "vopd3-plain-view" => VOPD3_PLAIN_VIEW,
            "th-store" => TH_STORE,
            "th-atomic" => TH_ATOMIC,
            "op-sel-hi-ones" => OP_SEL_HI_ONES,
            "dst-sel-default" => DST_SEL_DEFAULT,
            "fmt-width" => FMT_WIDTH,
            "op-sel-hi-zero" => OP_SEL_HI_ZERO,
            "offset-unsigned" => OFFSET_UNSIGNED,
            "half0" => HALF0,
            "half1" => HALF0 << 1,
            "half2" => HALF0 << 2,
            "half3" => HALF0 << 3,
            _ => return None,
        })
    }
}

/// The tags of a row with encoding `enc` and operands `slots`.
pub fn row_tags(enc: Enc, slots: &[Slot]) -> u32 {
    let mut t = 0;
    if enc.is_vop3p() {
        if slots.iter().any(|s| {
            (s.field == Field::Src2 && matches!(s.kind, Kind::A | Kind::AV))
                || (s.field == Field::Vdst && s.kind == Kind::AV)
        }) {
            t |= tags::MATRIX;
        }
        if slots.iter().any(|s| s.flags & flags::FMODS != 0) {
            t |= tags::MIX;
        }
    }
    t
}

/// Whether a row reads or writes a 64-bit (or wider) vector operand: a
/// "DP ALU" instruction, whose DPP form takes only row_newbcast (CDNA from
/// gfx90a on).
pub fn wide_vector_operand(slots: &[Slot]) -> bool {
    slots
        .iter()
        .any(|s| matches!(s.kind, Kind::V | Kind::Src) && s.width >= 2)
}

/// Another spelling of an instruction of a family (`data/isa/aliases.txt`,
/// asked of the reference by `tools/aliases.py`): `name` is written like
/// `canonical` (the same rows, with the suffixes `_e32`, `_e64`, ... those
/// take), and a listing prints `printed`, which is `name` or `canonical`.
/// The disassembler never produces it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Alias {
    /// The other spelling.
    pub name: &'static str,
    /// The instruction it is written like.
    pub canonical: &'static str,
    /// What a listing prints for it.
    pub printed: &'static str,
}

/// The alias spelled `name` among `aliases` (a table's, sorted by name).
pub fn alias_named(aliases: &'static [Alias], name: &str) -> Option<&'static Alias> {
    aliases
        .binary_search_by(|a| a.name.cmp(name))
        .ok()
        .and_then(|i| aliases.get(i))
}

/// One printed operand of an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    /// The encoding field the operand goes to.
    pub field: Field,
    /// What the operand is (register class, constant, ...).
    pub kind: Kind,
    /// Width in dwords (0 where it does not apply).
    pub width: u8,
    /// Its data type (for inline constants and literals).
    pub ty: OpType,
    /// Flags ([`flags`]).
    pub flags: u8,
}

/// One instruction form (one row of the data). Plain data: its name,
/// operand slots, modifiers and processors are indices into its table's
/// [`TablePool`], so the tables need no load-time relocations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InstDef {
    table: u8,
    name_len: u8,
    slots_len: u8,
    mods_len: u8,
    name_at: u32,
    slots_at: u16,
    mods_at: u16,
    /// The encoding format.
    pub enc: Enc,
    /// The opcode.
    pub opcode: u16,
    /// Modifiers the instruction cannot do without (`!lds` in the data):
    /// bit k stands for `mods()[k]`, so the tables may name any number of
    /// modifiers (a row lists at most 32).
    pub req: u32,
    cpus_at: u8,
    /// Row tags ([`tags`]).
    pub tags: u32,
    /// Index of the row's [`RowExt`] in its pool (0: none).
    ext_at: u8,
}

/// See [`InstDef::shape`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RowShape {
    table: u8,
    slots: (u16, u8),
    mods: (u16, u8),
    enc: Enc,
    tags: u32,
    ext: u8,
}

/// Which half of a VOPD (dual-issue) instruction a component row may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Vopd {
    /// Not a VOPD component.
    #[default]
    None,
    /// The X half only.
    X,
    /// The Y half only.
    Y,
    /// Either half.
    XY,
}

impl Vopd {
    /// Parses `x`, `y` or `xy` (`@vopd=` in the data).
    pub fn parse(s: &str) -> Option<Vopd> {
        Some(match s {
            "x" => Vopd::X,
            "y" => Vopd::Y,
            "xy" => Vopd::XY,
            _ => return None,
        })
    }
}

/// What few rows need beyond their operands and modifiers (the data's
/// `@feat=`, `@vopd=` and `@when=`); rows without share entry 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RowExt {
    /// Target features the row needs (`dot7-insts`), as `--mattr` names them.
    pub features: &'static [&'static str],
    /// VOPD component rows: which half they may be.
    pub vopd: Vopd,
    /// Decode discriminators: layout fields and the values that select this
    /// row among rows sharing an opcode (`@when=sd:1`).
    pub when: &'static [(&'static str, u32)],
    /// A row that takes `byte_sel:N` (data/isa/byte_sel.txt, asked of the
    /// reference by `tools/byte_sel.py`): the op_sel bits (0-3, of the
    /// layout's op_sel field) that hold N's bit 0 and bit 1.
    pub byte_sel: Option<(u8, u8)>,
    /// Modifiers the disassembler prints but the assembler refuses (`~r128`
    /// in the data: GFX12.5's tensor operations), as bits over the row's
    /// [`InstDef::mods`].
    pub refused: u32,
    /// A WMMA row whose neg_lo and neg_hi may name the accumulator (src2)
    /// only (`neg-c-only` in data/isa/row_tags.txt: GFX12.5's 8-bit and
    /// smaller formats): the reference's assembler refuses the others and
    /// its disassembler calls a word with them invalid.
    pub neg_c_only: bool,
}

impl RowExt {
    /// Whether the row exists in wave32 only (`@feat=wavefrontsize32`:
    /// the dual-issue components).
    pub fn wave32_only(&self) -> bool {
        self.features.contains(&"wavefrontsize32")
    }

    /// No features, not a VOPD component, no discriminator.
    pub const NONE: RowExt = RowExt {
        features: &[],
        vopd: Vopd::None,
        when: &[],
        byte_sel: None,
        refused: 0,
        neg_c_only: false,
    };

    /// The op_sel bits a `byte_sel` row's value occupies (0: none).
    pub fn byte_sel_bits(&self) -> u8 {
        self.byte_sel
            .map_or(0, |(lo, hi)| (1u8 << (lo & 3)) | (1u8 << (hi & 3)))
    }

    /// The op_sel bits that carry byte_sel value `v` (its low two bits).
    pub fn byte_sel_to_op_sel(&self, v: u8) -> u8 {
        self.byte_sel.map_or(0, |(lo, hi)| {
            ((v & 1) << (lo & 3)) | (((v >> 1) & 1) << (hi & 3))
        })
    }

    /// The byte_sel value that op_sel bits `op_sel` carry.
    pub fn byte_sel_of(&self, op_sel: u64) -> u8 {
        self.byte_sel.map_or(0, |(lo, hi)| {
            ((op_sel >> (lo & 3)) & 1) as u8 | (((op_sel >> (hi & 3)) & 1) as u8) << 1
        })
    }
}

/// What the rows of one table index: names (one string), slot lists and
/// modifier lists (flattened), processor subsets, and the name index.
#[derive(Debug)]
pub struct TablePool {
    /// Every row's name, one after another.
    pub names: &'static str,
    /// Every row's operand slots, flattened.
    pub slots: &'static [Slot],
    /// Every row's modifiers, flattened.
    pub mods: &'static [Mod],
    /// Processor subsets rows are limited to.
    pub cpu_lists: &'static [&'static [&'static str]],
    /// Row extensions ([`RowExt`]); entry 0 is [`RowExt::NONE`].
    pub exts: &'static [RowExt],
    /// Open-addressing hash index of the names, computed by the generator
    /// ([`name_hash`], linear probing, a power-of-two size at least twice
    /// the number of names): each entry is 0 (empty) or `first row << 8 |
    /// number of rows` of one name.
    pub index: &'static [u32],
}

/// The hash of a mnemonic in [`TablePool::index`] (FNV-1a, 64-bit).
#[inline]
pub fn name_hash(name: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in name.as_bytes() {
        h = (h ^ b as u64).wrapping_mul(0x0100_0000_01b3);
    }
    h ^ (h >> 32)
}

/// The rows of `table` (a whole generated table) named `name`, found
/// through the table's hash index: one hash and, on average, about one
/// string comparison. Empty when there is none.
pub fn rows_named(table: &'static [InstDef], name: &str) -> &'static [InstDef] {
    let Some(first) = table.first() else {
        return &[];
    };
    let index = first.pool().index;
    if index.is_empty() {
        return &[];
    }
    let mask = index.len() - 1;
    let mut i = name_hash(name) as usize & mask;
    for _ in 0..index.len() {
        let e = index[i];
        if e == 0 {
            return &[];
        }
        let (start, len) = ((e >> 8) as usize, (e & 0xff) as usize);
        match table.get(start..start + len) {
            Some(rows) if rows[0].name() == name => return rows,
            Some(_) => {}
            None => return &[],
        }
        i = (i + 1) & mask;
    }
    &[]
}

impl InstDef {
    /// A row, as the generated tables write it.
    #[allow(clippy::too_many_arguments)]
    pub const fn new(
        table: u8,
        name_at: u32,
        name_len: u8,
        enc: Enc,
        opcode: u16,
        slots_at: u16,
        slots_len: u8,
        mods_at: u16,
        mods_len: u8,
        req: u32,
        cpus_at: u8,
        tags: u32,
        ext_at: u8,
    ) -> InstDef {
        InstDef {
            table,
            name_len,
            slots_len,
            mods_len,
            name_at,
            slots_at,
            mods_at,
            enc,
            opcode,
            req,
            cpus_at,
            tags,
            ext_at,
        }
    }

    /// Whether modifier `m`, one of [`InstDef::mods`], is one the
    /// disassembler prints and the assembler refuses ([`RowExt::refused`]).
    pub fn refuses(&self, m: Mod) -> bool {
        let r = self.ext().refused;
        r != 0
            && self
                .mods()
                .iter()
                .position(|x| *x == m)
                .is_some_and(|k| r >> k & 1 == 1)
    }

    /// Whether modifier `m`, one of [`InstDef::mods`], is required.
    #[inline]
    pub fn requires(&self, m: Mod) -> bool {
        self.req != 0
            && self
                .mods()
                .iter()
                .position(|x| *x == m)
                .is_some_and(|k| self.req >> k & 1 == 1)
    }

    /// The required modifiers.
    pub fn required_mods(&self) -> impl Iterator<Item = Mod> + '_ {
        self.mods()
            .iter()
            .enumerate()
            .filter(|(k, _)| self.req >> k & 1 == 1)
            .map(|(_, m)| *m)
    }

    /// What the row's form is made of, apart from its name and opcode:
    /// its table, operand and modifier lists (places in the table's
    /// pools), format, tags and extension. Rows with the same shape ask
    /// the same of a word's unused bits.
    pub fn shape(&self) -> RowShape {
        RowShape {
            table: self.table,
            slots: (self.slots_at, self.slots_len),
            mods: (self.mods_at, self.mods_len),
            enc: self.enc,
            tags: self.tags,
            ext: self.ext_at,
        }
    }

    /// Target features, VOPD half and decode discriminators of the row.
    pub fn ext(&self) -> &'static RowExt {
        self.pool()
            .exts
            .get(self.ext_at as usize)
            .unwrap_or(&RowExt::NONE)
    }

    fn pool(&self) -> &'static TablePool {
        static EMPTY: TablePool = TablePool {
            names: "",
            slots: &[],
            mods: &[],
            cpu_lists: &[],
            exts: &[],
            index: &[],
        };
        crate::generated::POOLS
            .get(self.table as usize)
            .copied()
            .unwrap_or(&EMPTY)
    }

    /// The mnemonic (`v_add_f32_e32`).
    #[inline]
    pub fn name(&self) -> &'static str {
        let a = self.name_at as usize;
        self.pool()
            .names
            .get(a..a + self.name_len as usize)
            .unwrap_or("")
    }

    /// The name pool from this row's name on (the name and what follows
    /// it): lets the printer copy a fixed-size block and cut it. (xtask
    /// includes this file and has no printer.)
    #[allow(dead_code)]
    #[inline]
    pub(crate) fn name_window(&self) -> &'static [u8] {
        self.pool()
            .names
            .as_bytes()
            .get(self.name_at as usize..)
            .unwrap_or(&[])
    }

    /// The operand slots, in assembly order.
    #[inline]
    pub fn slots(&self) -> &'static [Slot] {
        let a = self.slots_at as usize;
        self.pool()
            .slots
            .get(a..a + self.slots_len as usize)
            .unwrap_or(&[])
    }

    /// The modifiers the instruction takes.
    #[inline]
    pub fn mods(&self) -> &'static [Mod] {
        let a = self.mods_at as usize;
        self.pool()
            .mods
            .get(a..a + self.mods_len as usize)
            .unwrap_or(&[])
    }

    /// Processors the row is limited to; empty: every processor of its
    /// table.
    #[inline]
    pub fn cpus(&self) -> &'static [&'static str] {
        self.pool()
            .cpu_lists
            .get(self.cpus_at as usize)
            .copied()
            .unwrap_or(&[])
    }
}

/// An owned row, as parsed from a data line (used by the generator and the
/// drift test).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The mnemonic.
    pub name: String,
    /// The encoding format.
    pub enc: Enc,
    /// The opcode.
    pub opcode: u16,
    /// The operand slots.
    pub slots: Vec<Slot>,
    /// The modifiers it takes.
    pub mods: Vec<Mod>,
    /// Required modifiers (also listed in `mods`).
    pub req: Vec<Mod>,
    /// Processors it is limited to (empty: all of the family).
    pub cpus: Vec<String>,
    /// `@feat=a,b`: target features the row needs.
    pub features: Vec<String>,
    /// `@vopd=x|y|xy`: a VOPD component row.
    pub vopd: Vopd,
    /// `@when=field:value,...`: decode discriminators.
    pub when: Vec<(String, u32)>,
    /// The op_sel bits of `byte_sel` (data/isa/byte_sel.txt; see
    /// [`RowExt::byte_sel`]).
    pub byte_sel: Option<(u8, u8)>,
    /// Modifiers the assembler refuses (`~name`; also listed in `mods`).
    pub refused: Vec<Mod>,
}

impl Row {
    /// The refused modifiers as a bit set over `mods` (see
    /// [`RowExt::refused`]); `None` past 32 modifiers.
    pub fn refused_bits(&self) -> Option<u32> {
        let mut bits = 0u32;
        for m in &self.refused {
            let k = self.mods.iter().position(|x| x == m)?;
            bits |= 1u32.checked_shl(k as u32)?;
        }
        Some(bits)
    }

    /// The required modifiers as a bit set over `mods` (see
    /// [`InstDef::req`]); `None` past 32 modifiers.
    pub fn req_bits(&self) -> Option<u32> {
        let mut bits = 0u32;
        for m in &self.req {
            let k = self.mods.iter().position(|x| x == m)?;
            bits |= 1u32.checked_shl(k as u32)?;
        }
        (self.mods.len() <= 32).then_some(bits)
    }
}

/// Parses one slot (`src0=src1:f32+m`).
pub fn parse_slot(s: &str) -> Result<Slot, String> {
    let (field, rest) = s
        .split_once('=')
        .ok_or_else(|| format!("slot '{s}' has no '='"))?;
    let field = Field::parse(field).ok_or_else(|| format!("unknown field '{field}' in '{s}'"))?;
    let (rest, fl) = match rest.split_once('+') {
        Some((r, f)) => (r, f),
        None => (rest, ""),
    };
    let mut flags = 0;
    for c in fl.chars() {
        flags |= match c {
            'm' => flags::FMODS,
            'x' => flags::SEXT,
            't' => flags::TIED,
            _ => return Err(format!("unknown flag '{c}' in '{s}'")),
        };
    }
    let (kind_w, ty) = match rest.split_once(':') {
        Some((k, t)) => (
            k,
            OpType::parse(t).ok_or_else(|| format!("unknown type '{t}' in '{s}'"))?,
        ),
        None => (rest, OpType::None),
    };
    let (kind_w, more) = if let Some(k) = kind_w.strip_suffix("_noLit") {
        (k, flags::NO_LIT)
    } else if let Some(k) = kind_w.strip_suffix("_noConst") {
        (k, flags::NO_CONST | flags::NO_LIT)
    } else {
        (kind_w, 0)
    };
    flags |= more;
    let digits = kind_w.trim_start_matches(|c: char| c.is_ascii_alphabetic());
    let mut kname = &kind_w[..kind_w.len() - digits.len()];
    if kname == "avsrc" {
        kname = "av";
        flags |= flags::INLINE | flags::NO_LIT;
    }
    let kind = Kind::parse(kname).ok_or_else(|| format!("unknown kind '{kname}' in '{s}'"))?;
    let width = if digits.is_empty() {
        0
    } else {
        digits
            .parse::<u8>()
            .map_err(|_| format!("bad width in '{s}'"))?
    };
    Ok(Slot {
        field,
        kind,
        width,
        ty,
        flags,
    })
}

/// A decimal or `0x` hexadecimal number.
fn parse_u32(s: &str) -> Option<u32> {
    match s.strip_prefix("0x") {
        Some(h) => u32::from_str_radix(h, 16).ok(),
        None => s.parse().ok(),
    }
}

/// Parses one data line; `Ok(None)` for blank lines, comments and `@` lines.
pub fn parse_row(line: &str) -> Result<Option<Row>, String> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') || line.starts_with('@') {
        return Ok(None);
    }
    let mut words = line.split_whitespace();
    let enc_s = words.next().unwrap_or("");
    let enc = Enc::parse(enc_s).ok_or_else(|| format!("unknown encoding '{enc_s}'"))?;
    let op_s = words.next().ok_or("missing opcode")?;
    let opcode = u16::from_str_radix(op_s.trim_start_matches("0x"), 16)
        .map_err(|_| format!("bad opcode '{op_s}'"))?;
    let name = words.next().ok_or("missing name")?.to_string();
    let mut row = Row {
        name,
        enc,
        opcode,
        slots: Vec::new(),
        mods: Vec::new(),
        req: Vec::new(),
        cpus: Vec::new(),
        features: Vec::new(),
        vopd: Vopd::None,
        when: Vec::new(),
        byte_sel: None,
        refused: Vec::new(),
    };
    let mut in_mods = false;
    for w in words {
        if w == "|" {
            in_mods = true;
        } else if let Some(c) = w.strip_prefix("@cpus=") {
            row.cpus = c.split(',').map(str::to_string).collect();
        } else if let Some(f) = w.strip_prefix("@feat=") {
            row.features = f.split(',').map(str::to_string).collect();
        } else if let Some(v) = w.strip_prefix("@vopd=") {
            row.vopd = Vopd::parse(v).ok_or_else(|| format!("bad VOPD half '{w}'"))?;
        } else if let Some(c) = w.strip_prefix("@when=") {
            for cond in c.split(',') {
                let (f, v) = cond
                    .split_once(':')
                    .ok_or_else(|| format!("expected field:value in '{w}'"))?;
                let v = parse_u32(v).ok_or_else(|| format!("bad value in '{w}'"))?;
                row.when.push((f.to_string(), v));
            }
        } else if in_mods && w.starts_with('!') {
            let m = Mod::parse(&w[1..]).ok_or_else(|| format!("unknown modifier '{w}'"))?;
            row.mods.push(m);
            row.req.push(m);
        } else if in_mods && w.starts_with('~') {
            let m = Mod::parse(&w[1..]).ok_or_else(|| format!("unknown modifier '{w}'"))?;
            row.mods.push(m);
            row.refused.push(m);
        } else if in_mods {
            row.mods
                .push(Mod::parse(w).ok_or_else(|| format!("unknown modifier '{w}'"))?);
        } else {
            row.slots.push(parse_slot(w)?);
        }
    }
    Ok(Some(row))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_row() {
        let r = parse_row("VOP3 0x101 v_add_f32_e64 vdst=v1 src0=src1:f32+m src1=src1_noLit:f32+m | clamp omod @cpus=gfx900,gfx906")
            .unwrap()
            .unwrap();
        assert_eq!(r.enc, Enc::Vop3);
        assert_eq!(r.opcode, 0x101);
        assert_eq!(r.slots.len(), 3);
        assert_eq!(
            r.slots[1],
            Slot {
                field: Field::Src0,
                kind: Kind::Src,
                width: 1,
                ty: OpType::F32,
                flags: flags::FMODS
            }
        );
        assert_eq!(r.slots[2].flags, flags::FMODS | flags::NO_LIT);
        assert_eq!(r.mods, vec![Mod::Clamp, Mod::Omod]);
        assert_eq!(r.cpus, vec!["gfx900", "gfx906"]);
        assert!(parse_row("VOP9 0 x").is_err());
        let r = parse_row("DS 0x99 ds_gws_init addr=v1 | offset !gds")
            .unwrap()
            .unwrap();
        assert_eq!(r.mods, vec![Mod::Offset, Mod::Gds]);
        assert_eq!(r.req, vec![Mod::Gds]);
        assert_eq!(r.req_bits(), Some(2));
        let r = parse_row(
            "VOPD 0x4 v_dual_add_f32 vdst=v1 src0=src:f32 @vopd=xy @feat=dual-issue @when=sd:1,opx:0x4",
        )
        .unwrap()
        .unwrap();
        assert_eq!(r.vopd, Vopd::XY);
        assert_eq!(r.features, vec!["dual-issue"]);
        assert_eq!(r.when, vec![("sd".to_string(), 1), ("opx".to_string(), 4)]);
        assert!(parse_row("VOPD 0x4 v_dual_x vdst=v1 @vopd=z").is_err());
        assert!(parse_row("VOPD 0x4 v_dual_x vdst=v1 @when=sd").is_err());
        assert_eq!(Kind::parse("lanemask"), Some(Kind::LaneMask));
        assert_eq!(Kind::parse("v16"), Some(Kind::V16));
    }
}
