//! The data model an assembler fills in: sections with their bytes and
//! relocations, symbols, comdat groups, and the header fields.

use crate::consts::*;
use crate::mach::Header;

/// A relocatable object before it is written: what `write_relocatable` and
/// `link_code_object` take.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Object {
    /// OS/ABI, ABI version, `e_flags` (see [`Header::for_target`]).
    pub header: Header,
    /// Sections in creation order. llvm-mc always creates `.text` first.
    pub sections: Vec<Section>,
    /// Symbols in creation order. The writer puts the local ones first
    /// (keeping their order) and writes every symbol given, section symbols
    /// included. To match llvm-mc: a section's symbol ([`Symbol::section`])
    /// goes where the section was created and only if a relocation refers
    /// to it (llvm-mc relocates against it for local symbols outside
    /// mergeable sections); `.L` symbols are left out unless a relocation
    /// names them; the code symbol of an `.amdhsa_kernel` is
    /// `STV_PROTECTED` and its `NAME.kd` descriptor is a 64-byte
    /// `STT_OBJECT` in `.rodata`.
    pub symbols: Vec<Symbol>,
    /// Section groups (comdat), in creation order.
    pub groups: Vec<Group>,
}

/// A section with its contents.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    /// Name (`.text`, `.rodata`, `.note`).
    pub name: String,
    /// `sh_type` (`SHT_PROGBITS`, `SHT_NOBITS`, `SHT_NOTE`, ...).
    pub sh_type: u32,
    /// `sh_flags` (`SHF_ALLOC | SHF_EXECINSTR`, ...). `SHF_GROUP` is added for
    /// members of a group.
    pub flags: u64,
    /// Alignment in bytes (a power of two; 0 and 1 both mean none).
    pub align: u64,
    /// `sh_entsize`.
    pub entsize: u64,
    /// Contents; empty for `SHT_NOBITS`.
    pub data: Vec<u8>,
    /// Size of an `SHT_NOBITS` section (ignored for other types).
    pub nobits_size: u64,
    /// Relocations against this section's contents, written as `.rela<name>`
    /// in this order.
    pub relocs: Vec<Reloc>,
    /// Index into [`Object::groups`] of the group this section belongs to.
    pub group: Option<usize>,
    /// Index into [`Object::sections`] of the section an `SHF_LINK_ORDER`
    /// section is linked to (`sh_link`). `SHT_LLVM_ADDRSIG` sections are
    /// linked to `.symtab` by the writer.
    pub link: Option<usize>,
}

impl Section {
    /// A section of the given name, type and flags, aligned to 1, empty.
    pub fn new(name: &str, sh_type: u32, flags: u64) -> Section {
        Section {
            name: name.to_string(),
            sh_type,
            flags,
            align: 1,
            entsize: 0,
            data: Vec::new(),
            nobits_size: 0,
            relocs: Vec::new(),
            group: None,
            link: None,
        }
    }

    /// `.text` as llvm-mc creates it: `SHF_ALLOC | SHF_EXECINSTR`, aligned to 4.
    pub fn text() -> Section {
        Section {
            align: 4,
            ..Section::new(".text", SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR)
        }
    }

    /// Size in bytes (of the data, or `nobits_size` for `SHT_NOBITS`).
    pub fn size(&self) -> u64 {
        if self.sh_type == SHT_NOBITS {
            self.nobits_size
        } else {
            self.data.len() as u64
        }
    }
}

/// A comdat (or plain) section group, written as a `.group` section just
/// before its first member.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Group {
    /// Index into [`Object::symbols`] of the signature symbol.
    pub signature: usize,
    /// Group flags (`GRP_COMDAT`).
    pub flags: u32,
}

/// Where a symbol is defined.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SymbolPlace {
    /// Undefined (`SHN_UNDEF`).
    Undefined,
    /// Absolute (`SHN_ABS`).
    Absolute,
    /// Common (`SHN_COMMON`); the value is the alignment.
    Common,
    /// LDS (`SHN_AMDGPU_LDS`, from `.amdgpu_lds`); the value is the alignment.
    Lds,
    /// In the section of this index into [`Object::sections`].
    Section(usize),
    /// In a `.group` section (a signature symbol llvm-mc creates itself),
    /// by index into [`Object::groups`].
    Group(usize),
}

/// A symbol table entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Symbol {
    /// Name; empty for section symbols.
    pub name: String,
    /// `STT_*` type (`STT_NOTYPE`, `STT_FUNC` for `.type x,@function`,
    /// `STT_OBJECT` for kernel descriptors, `STT_SECTION`).
    pub kind: u8,
    /// `STB_LOCAL`, `STB_GLOBAL`, `STB_WEAK`.
    pub binding: u8,
    /// `STV_DEFAULT`, `STV_HIDDEN`, `STV_PROTECTED`.
    pub visibility: u8,
    /// Defining section or special place.
    pub place: SymbolPlace,
    /// Value (offset in the section; alignment for common and LDS symbols).
    pub value: u64,
    /// Size.
    pub size: u64,
}

impl Symbol {
    /// The symbol of section `index` (`STT_SECTION`, local, no name).
    pub fn section(index: usize) -> Symbol {
        Symbol {
            name: String::new(),
            kind: STT_SECTION,
            binding: STB_LOCAL,
            visibility: STV_DEFAULT,
            place: SymbolPlace::Section(index),
            value: 0,
            size: 0,
        }
    }
}

/// A relocation with addend (`Elf64_Rela`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reloc {
    /// Offset in the section.
    pub offset: u64,
    /// Index into [`Object::symbols`], or `None` for symbol 0.
    pub symbol: Option<usize>,
    /// `R_AMDGPU_*` type.
    pub r_type: u32,
    /// Addend.
    pub addend: i64,
}
