//! The instruction model both directions agree on: a small `Copy` value with
//! no heap. The decoder produces it, the printer prints it, the encoder
//! writes it (`encode`). Registers are semantic (`vcc_lo`, `ttmp3`,
//! `v[4:7]`); operand codes come from [`TargetInfo`](crate::info::TargetInfo).

use crate::target::Generation;

/// A named (special) scalar register or source, one 32-bit half each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NamedReg {
    /// `flat_scratch_lo`.
    FlatScratchLo,
    /// `flat_scratch_hi`.
    FlatScratchHi,
    /// `xnack_mask_lo`.
    XnackMaskLo,
    /// `xnack_mask_hi`.
    XnackMaskHi,
    /// `vcc_lo`.
    VccLo,
    /// `vcc_hi`.
    VccHi,
    /// `m0`.
    M0,
    /// `null`.
    Null,
    /// `exec_lo`.
    ExecLo,
    /// `exec_hi`.
    ExecHi,
    /// `src_shared_base`.
    SharedBase,
    /// `src_shared_limit`.
    SharedLimit,
    /// `src_private_base`.
    PrivateBase,
    /// `src_private_limit`.
    PrivateLimit,
    /// `src_pops_exiting_wave_id`.
    PopsExitingWaveId,
    /// `src_vccz`.
    Vccz,
    /// `src_execz`.
    Execz,
    /// `src_scc`.
    Scc,
    /// `src_lds_direct`.
    LdsDirect,
    /// `src_flat_scratch_base_lo`.
    FlatScratchBaseLo,
    /// `src_flat_scratch_base_hi`.
    FlatScratchBaseHi,
    /// Trap handler base and memory (GFX6-8).
    TbaLo,
    /// `tba_hi`.
    TbaHi,
    /// `tma_lo`.
    TmaLo,
    /// `tma_hi`.
    TmaHi,
}

impl NamedReg {
    /// Every named register.
    pub const ALL: [NamedReg; 25] = {
        use NamedReg::*;
        [
            FlatScratchLo,
            FlatScratchHi,
            XnackMaskLo,
            XnackMaskHi,
            VccLo,
            VccHi,
            M0,
            Null,
            ExecLo,
            ExecHi,
            SharedBase,
            SharedLimit,
            PrivateBase,
            PrivateLimit,
            PopsExitingWaveId,
            Vccz,
            Execz,
            Scc,
            LdsDirect,
            FlatScratchBaseLo,
            FlatScratchBaseHi,
            TbaLo,
            TbaHi,
            TmaLo,
            TmaHi,
        ]
    };

    /// The register a name means and whether the name is of the pair it
    /// starts (`vcc`); sources take their name with or without `src_`.
    /// Looked up in a hash index of names (the data files name a register on
    /// each of their lines): one hash and a comparison or two.
    pub fn from_name(name: &str) -> Option<(NamedReg, bool)> {
        let mut h = name_hash(name_key(name.as_bytes()));
        // The first match in the order of `ALL` (as a scan would find).
        let mut best: Option<(usize, NamedReg, bool)> = None;
        loop {
            let e = NAME_INDEX[h] as usize;
            let (k, pair) = (e.checked_sub(1)? / 2, e & 1 == 0);
            let r = *NamedReg::ALL.get(k)?;
            if let Some(n) = r.name(pair) {
                if (n == name || n.strip_prefix("src_") == Some(name))
                    && best.is_none_or(|b| (k, pair) < (b.0, b.2))
                {
                    best = Some((k, r, pair));
                }
            }
            h = (h + 1) % NAME_INDEX.len();
            if NAME_INDEX[h] == 0 {
                // A source's name is the same alone and as a pair.
                return best.map(|(_, r, pair)| (r, pair && r.name(false) != r.name(true)));
            }
        }
    }

    /// A source that reads as a value rather than a register (`null`,
    /// `src_shared_base`, `src_vccz`, ...).
    pub fn is_constant(self) -> bool {
        use NamedReg::*;
        matches!(
            self,
            Null | SharedBase
                | SharedLimit
                | PrivateBase
                | PrivateLimit
                | PopsExitingWaveId
                | Vccz
                | Execz
                | Scc
                | LdsDirect
                | FlatScratchBaseLo
                | FlatScratchBaseHi
        )
    }

    /// The name of this register alone (`vcc_lo`), or of the 64-bit pair it
    /// starts (`vcc`) when `pair`.
    pub const fn name(self, pair: bool) -> Option<&'static str> {
        use NamedReg::*;
        Some(match (self, pair) {
            (FlatScratchLo, false) => "flat_scratch_lo",
            (FlatScratchHi, false) => "flat_scratch_hi",
            (FlatScratchLo, true) => "flat_scratch",
            (XnackMaskLo, false) => "xnack_mask_lo",
            (XnackMaskHi, false) => "xnack_mask_hi",
            (XnackMaskLo, true) => "xnack_mask",
            (VccLo, false) => "vcc_lo",
            (VccHi, false) => "vcc_hi",
            (VccLo, true) => "vcc",
            (M0, false) => "m0",
            (Null, _) => "null",
            (ExecLo, false) => "exec_lo",
            (ExecHi, false) => "exec_hi",
            (ExecLo, true) => "exec",
            (SharedBase, _) => "src_shared_base",
            (SharedLimit, _) => "src_shared_limit",
            (PrivateBase, _) => "src_private_base",
            (PrivateLimit, _) => "src_private_limit",
            (PopsExitingWaveId, _) => "src_pops_exiting_wave_id",
            (Vccz, _) => "src_vccz",
            (Execz, _) => "src_execz",
            (Scc, _) => "src_scc",
            (LdsDirect, _) => "src_lds_direct",
            (FlatScratchBaseLo, _) => "src_flat_scratch_base_lo",
            (FlatScratchBaseHi, _) => "src_flat_scratch_base_hi",
            (TbaLo, false) => "tba_lo",
            (TbaHi, false) => "tba_hi",
            (TbaLo, true) => "tba",
            (TmaLo, false) => "tma_lo",
            (TmaHi, false) => "tma_hi",
            (TmaLo, true) => "tma",
            _ => return None,
        })
    }

    /// The upper half of the 64-bit pair this register starts (`vcc_hi`
    /// for `vcc_lo`), if it starts one.
    pub fn pair_hi(self) -> Option<NamedReg> {
        use NamedReg::*;
        Some(match self {
            FlatScratchLo => FlatScratchHi,
            XnackMaskLo => XnackMaskHi,
            VccLo => VccHi,
            ExecLo => ExecHi,
            TbaLo => TbaHi,
            TmaLo => TmaHi,
            _ => return None,
        })
    }
}

/// A name without its `src_` (sources are named with or without it).
const fn name_key(b: &[u8]) -> &[u8] {
    match b {
        [b's', b'r', b'c', b'_', rest @ ..] => rest,
        _ => b,
    }
}

/// The slot of [`NAME_INDEX`] a name key hashes to.
const fn name_hash(key: &[u8]) -> usize {
    let mut h = key.len() as u32;
    let mut i = 0;
    while i < key.len() {
        h = h.wrapping_mul(31).wrapping_add(key[i] as u32);
        i += 1;
    }
    (h ^ h >> 7) as usize % 128
}

/// Open addressing over the names of [`NamedReg::name`], by the hash of
/// their key ([`name_key`]): `2 * index in ALL + pair + 1`, 0 for an
/// empty slot. Built at compile time from `name` itself.
static NAME_INDEX: [u8; 128] = {
    // Half full at most: every probe ends at an empty slot.
    assert!(4 * NamedReg::ALL.len() <= 128);
    let mut t = [0u8; 128];
    let mut k = 0;
    while k < NamedReg::ALL.len() {
        let mut pair = 0;
        while pair < 2 {
            if let Some(n) = NamedReg::ALL[k].name(pair == 1) {
                let mut h = name_hash(name_key(n.as_bytes()));
                while t[h] != 0 {
                    h = (h + 1) % 128;
                }
                t[h] = (2 * k + pair + 1) as u8;
            }
            pair += 1;
        }
        k += 1;
    }
    t
};

/// Whether `op` is VCC as a lane mask: the pair in wave64, `vcc_lo` in
/// wave32.
pub fn is_lane_vcc(op: Operand, wave32: bool) -> bool {
    matches!(op, Operand::Reg(r) if r.file == RegFile::Named(NamedReg::VccLo)
        && r.count == if wave32 { 1 } else { 2 })
}

/// The scalar operand code that means "no register" in address fields
/// (`off`) on generation `gen`.
pub fn off_code(gen: Generation) -> u32 {
    match gen {
        Generation::Gfx10 => 125,
        g if g >= Generation::Gfx11 => 124,
        _ => 127,
    }
}

/// A register file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegFile {
    /// Vector registers (`v0`).
    V,
    /// Accumulation registers (`a0`, CDNA).
    A,
    /// Scalar registers (`s0`).
    S,
    /// Trap handler temporaries (`ttmp0`).
    Ttmp,
    /// A named register (`vcc_lo`, `m0`).
    Named(NamedReg),
}

/// A register or register tuple.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reg {
    /// The register file.
    pub file: RegFile,
    /// First register (0 for named registers).
    pub idx: u16,
    /// Number of 32-bit registers.
    pub count: u8,
    /// A 16-bit half of one VGPR (`v1.l`, `v1.h`), or the whole register.
    pub half: Half,
}

/// Which 16-bit half of a VGPR an operand is (true16: `v1.l`, `v1.h`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Half {
    /// The whole register (every register but a true16 operand's).
    #[default]
    Whole,
    /// The low half: `.l`.
    Lo,
    /// The high half: `.h`.
    Hi,
}

impl Half {
    /// The suffix the assembly language writes: `.l`, `.h` or nothing.
    pub fn suffix(self) -> &'static str {
        match self {
            Half::Whole => "",
            Half::Lo => ".l",
            Half::Hi => ".h",
        }
    }
}

/// One operand of an instruction.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Operand {
    /// No value (an absent optional operand, or a fixed word such as `off`).
    #[default]
    None,
    /// A register or register tuple.
    Reg(Reg),
    /// An inline constant, by its operand code (128..=208, 240..=248); its
    /// value depends on the operand's type.
    Const(u16),
    /// The literal that follows the instruction word (its value is
    /// [`Inst::lit`]; an instruction has at most one).
    Lit,
    /// An immediate field (offsets, `s_nop 3`, hwreg/sendmsg/waitcnt bits).
    Imm(i32),
    /// A value known only after layout (a symbol expression, a branch
    /// target): the caller's reference for it. Encoded as zero bits in an
    /// immediate field, or in a source field as the literal code with a
    /// zero dword after the word, for a relocation or fixup to fill.
    Sym(SymRef),
}

/// A reference to a value the instruction does not hold: an index into
/// the caller's table of expressions (the assembler's deferred ones).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SymRef(pub u32);

/// The literal constant that follows an instruction word.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Literal {
    #[default]
    /// No literal.
    None,
    /// A dword.
    B32(u32),
    /// A 64-bit literal (the 64-bit literals of GFX12.5 and later).
    B64(u64),
}

impl Literal {
    /// Its value, zero-extended.
    #[inline]
    pub fn value(self) -> Option<u64> {
        match self {
            Literal::None => None,
            Literal::B32(v) => Some(v as u64),
            Literal::B64(v) => Some(v),
        }
    }

    /// The low dword of its value.
    #[inline]
    pub fn dword(self) -> Option<u32> {
        self.value().map(|v| v as u32)
    }

    /// Its size in bytes after the instruction word.
    #[inline]
    pub fn bytes(self) -> usize {
        match self {
            Literal::None => 0,
            Literal::B32(_) => 4,
            Literal::B64(_) => 8,
        }
    }

    #[inline]
    /// Whether there is a literal.
    pub fn is_some(self) -> bool {
        self != Literal::None
    }
}

/// Most operands any row prints.
pub const MAX_OPS: usize = 8;

/// A decoded (or matched) instruction.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Inst {
    /// Index of the row in the target's instruction table.
    pub row: u32,
    /// The operands, in the order the row prints them.
    pub ops: [Operand; MAX_OPS],
    /// How many of `ops` are used.
    pub n_ops: u8,
    /// Modifier values: the instruction word with only its modifier fields
    /// meaningful (read them through the row's layout).
    pub mods: u128,
    /// The literal that follows the instruction word, if any.
    pub lit: Literal,
    /// Encoded length in bytes, literal included.
    pub len: u8,
    /// Operands (bit per index) whose register is not of the class the
    /// instruction expects (an AGPR where a VGPR belongs): the reference
    /// decodes and flags them.
    pub bad_class: u8,
    /// Operands (bit per index) holding an inline constant where the row
    /// takes only registers that the reference decodes as any source:
    /// printed without a comment and written as the constant's code
    /// (gfx1100's VOP3 DPP src1; data/isa/reg_classes.txt, probe `c`).
    /// For an immediate, printed as a number where the disassembler
    /// names it: `s_version`'s in a listing, as llvm-mc's parser gives it.
    pub plain_imm: u8,
    /// A dual-issue (VOPD) pair: `row` is the X half's row, this the Y
    /// half's and where its operands start in `ops` (see `crate::vopd`).
    pub dual: Option<Dual>,
}

/// The Y half of a dual-issue (VOPD) pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dual {
    /// The Y half's row.
    pub row: u32,
    /// Index in [`Inst::ops`] of the Y half's first operand.
    pub at: u8,
}

impl Inst {
    /// The operands in use.
    pub fn operands(&self) -> &[Operand] {
        &self.ops[..self.n_ops as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `from_name` answers, by a scan over every name.
    fn scan(name: &str) -> Option<(NamedReg, bool)> {
        NamedReg::ALL.iter().find_map(|&r| {
            for pair in [false, true] {
                let Some(n) = r.name(pair) else { continue };
                if n == name || n.strip_prefix("src_") == Some(name) {
                    let pair = pair && r.name(false) != Some(n);
                    return Some((r, pair));
                }
            }
            None
        })
    }

    #[test]
    fn from_name_finds_what_a_scan_finds() {
        let mut names = vec![
            "",
            "src_",
            "v0",
            "vcc_l",
            "src_vcc",
            "src_src_vccz",
            "execz_",
        ];
        for r in NamedReg::ALL {
            for pair in [false, true] {
                if let Some(n) = r.name(pair) {
                    names.push(n);
                    names.extend(n.strip_prefix("src_"));
                }
            }
        }
        for n in names {
            assert_eq!(NamedReg::from_name(n), scan(n), "{n}");
        }
        assert_eq!(NamedReg::from_name("vcc"), Some((NamedReg::VccLo, true)));
        assert_eq!(NamedReg::from_name("vccz"), Some((NamedReg::Vccz, false)));
    }
}
