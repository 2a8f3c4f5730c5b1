//! AMDGPU-specific ELF constants (from LLVM's AMDGPUUsage document) and the
//! generic ELF constants this crate uses.

#![allow(missing_docs)]

/// `e_machine` of AMDGPU objects.
pub const EM_AMDGPU: u16 = 224;

/// `e_ident[EI_OSABI]` of `amdgcn-amd-amdhsa`.
pub const ELFOSABI_AMDGPU_HSA: u8 = 64;
/// `e_ident[EI_OSABI]` of `amdgcn-amd-amdpal`.
pub const ELFOSABI_AMDGPU_PAL: u8 = 65;
/// `e_ident[EI_OSABI]` of `amdgcn-amd-mesa3d`.
pub const ELFOSABI_AMDGPU_MESA3D: u8 = 66;
pub const ELFABIVERSION_AMDGPU_HSA_V4: u8 = 2;
pub const ELFABIVERSION_AMDGPU_HSA_V5: u8 = 3;
pub const ELFABIVERSION_AMDGPU_HSA_V6: u8 = 4;

pub const EF_AMDGPU_MACH: u32 = 0x0ff;
pub const EF_AMDGPU_FEATURE_XNACK_V4: u32 = 0x300;
pub const EF_AMDGPU_FEATURE_XNACK_UNSUPPORTED_V4: u32 = 0x000;
pub const EF_AMDGPU_FEATURE_XNACK_ANY_V4: u32 = 0x100;
pub const EF_AMDGPU_FEATURE_XNACK_OFF_V4: u32 = 0x200;
pub const EF_AMDGPU_FEATURE_XNACK_ON_V4: u32 = 0x300;
pub const EF_AMDGPU_FEATURE_SRAMECC_V4: u32 = 0xc00;
pub const EF_AMDGPU_FEATURE_SRAMECC_UNSUPPORTED_V4: u32 = 0x000;
pub const EF_AMDGPU_FEATURE_SRAMECC_ANY_V4: u32 = 0x400;
pub const EF_AMDGPU_FEATURE_SRAMECC_OFF_V4: u32 = 0x800;
pub const EF_AMDGPU_FEATURE_SRAMECC_ON_V4: u32 = 0xc00;
/// `e_flags` xnack bit of objects for another OS than HSA (set unless off).
pub const EF_AMDGPU_FEATURE_XNACK_V3: u32 = 0x100;
/// `e_flags` sramecc bit of objects for another OS than HSA (set unless off).
pub const EF_AMDGPU_FEATURE_SRAMECC_V3: u32 = 0x200;
pub const EF_AMDGPU_GENERIC_VERSION: u32 = 0xff00_0000;
pub const EF_AMDGPU_GENERIC_VERSION_OFFSET: u32 = 24;

/// Section index of symbols allocated in LDS by `.amdgpu_lds`.
pub const SHN_AMDGPU_LDS: u16 = 0xff00;
/// Symbol type of kernels in code object v2 (not written by llvm-mc 22).
pub const STT_AMDGPU_HSA_KERNEL: u8 = 10;

/// Note type of the `AMD` note naming the target (`.amd_amdgpu_isa`).
pub const NT_AMD_HSA_ISA_NAME: u32 = 11;
/// Note type of the older PAL metadata note (owner `AMD`): register and
/// value pairs of 32-bit words.
pub const NT_AMD_PAL_METADATA: u32 = 12;
/// Note type of the MessagePack metadata note (owner `AMDGPU`).
pub const NT_AMDGPU_METADATA: u32 = 32;

pub const R_AMDGPU_NONE: u32 = 0;
pub const R_AMDGPU_ABS32_LO: u32 = 1;
pub const R_AMDGPU_ABS32_HI: u32 = 2;
pub const R_AMDGPU_ABS64: u32 = 3;
pub const R_AMDGPU_REL32: u32 = 4;
pub const R_AMDGPU_REL64: u32 = 5;
pub const R_AMDGPU_ABS32: u32 = 6;
pub const R_AMDGPU_GOTPCREL: u32 = 7;
pub const R_AMDGPU_GOTPCREL32_LO: u32 = 8;
pub const R_AMDGPU_GOTPCREL32_HI: u32 = 9;
pub const R_AMDGPU_REL32_LO: u32 = 10;
pub const R_AMDGPU_REL32_HI: u32 = 11;
pub const R_AMDGPU_RELATIVE64: u32 = 13;
pub const R_AMDGPU_REL16: u32 = 14;

// Generic ELF.
pub const ET_REL: u16 = 1;
pub const ET_DYN: u16 = 3;

pub const SHT_NULL: u32 = 0;
pub const SHT_PROGBITS: u32 = 1;
pub const SHT_SYMTAB: u32 = 2;
pub const SHT_STRTAB: u32 = 3;
pub const SHT_RELA: u32 = 4;
pub const SHT_HASH: u32 = 5;
pub const SHT_DYNAMIC: u32 = 6;
pub const SHT_NOTE: u32 = 7;
pub const SHT_NOBITS: u32 = 8;
pub const SHT_REL: u32 = 9;
pub const SHT_DYNSYM: u32 = 11;
pub const SHT_INIT_ARRAY: u32 = 14;
pub const SHT_FINI_ARRAY: u32 = 15;
pub const SHT_GROUP: u32 = 17;
pub const SHT_SYMTAB_SHNDX: u32 = 18;
pub const SHT_GNU_HASH: u32 = 0x6fff_fff6;
/// LLVM's address-significance table (`.llvm_addrsig`); `sh_link` names `.symtab`.
pub const SHT_LLVM_ADDRSIG: u32 = 0x6fff_4c03;

pub const SHF_WRITE: u64 = 0x1;
pub const SHF_ALLOC: u64 = 0x2;
pub const SHF_EXECINSTR: u64 = 0x4;
pub const SHF_MERGE: u64 = 0x10;
pub const SHF_STRINGS: u64 = 0x20;
pub const SHF_INFO_LINK: u64 = 0x40;
pub const SHF_LINK_ORDER: u64 = 0x80;
pub const SHF_GROUP: u64 = 0x200;
pub const SHF_TLS: u64 = 0x400;
/// Kept by a linker's section garbage collection (the `R` flag).
pub const SHF_GNU_RETAIN: u64 = 0x20_0000;
pub const SHF_EXCLUDE: u64 = 0x8000_0000;

/// The flags a `.section` directive writes as letters, in the order
/// llvm-mc 22 prints them (`"axw"`, `"aMS"`).
pub const SECTION_FLAG_LETTERS: [(u64, char); 8] = [
    (SHF_ALLOC, 'a'),
    (SHF_EXCLUDE, 'e'),
    (SHF_EXECINSTR, 'x'),
    (SHF_WRITE, 'w'),
    (SHF_MERGE, 'M'),
    (SHF_STRINGS, 'S'),
    (SHF_TLS, 'T'),
    (SHF_GNU_RETAIN, 'R'),
];

/// The letters of [`SECTION_FLAG_LETTERS`] that `flags` has, in order.
pub fn section_flag_letters(flags: u64) -> String {
    SECTION_FLAG_LETTERS
        .iter()
        .filter(|(bit, _)| flags & bit != 0)
        .map(|&(_, c)| c)
        .collect()
}

pub const GRP_COMDAT: u32 = 1;

pub const SHN_UNDEF: u16 = 0;
pub const SHN_LORESERVE: u16 = 0xff00;
pub const SHN_ABS: u16 = 0xfff1;
pub const SHN_COMMON: u16 = 0xfff2;
pub const SHN_XINDEX: u16 = 0xffff;

pub const STB_LOCAL: u8 = 0;
pub const STB_GLOBAL: u8 = 1;
pub const STB_WEAK: u8 = 2;
pub const STB_GNU_UNIQUE: u8 = 10;

pub const STT_NOTYPE: u8 = 0;
pub const STT_OBJECT: u8 = 1;
pub const STT_FUNC: u8 = 2;
pub const STT_SECTION: u8 = 3;
pub const STT_FILE: u8 = 4;
pub const STT_COMMON: u8 = 5;
pub const STT_TLS: u8 = 6;
pub const STT_GNU_IFUNC: u8 = 10;

pub const STV_DEFAULT: u8 = 0;
pub const STV_INTERNAL: u8 = 1;
pub const STV_HIDDEN: u8 = 2;
pub const STV_PROTECTED: u8 = 3;

pub const PT_LOAD: u32 = 1;
pub const PT_DYNAMIC: u32 = 2;
pub const PT_NOTE: u32 = 4;
pub const PT_PHDR: u32 = 6;
pub const PT_GNU_STACK: u32 = 0x6474_e551;
pub const PT_GNU_RELRO: u32 = 0x6474_e552;
pub const PF_X: u32 = 1;
pub const PF_W: u32 = 2;
pub const PF_R: u32 = 4;

pub const DT_NULL: u64 = 0;
pub const DT_HASH: u64 = 4;
pub const DT_STRTAB: u64 = 5;
pub const DT_SYMTAB: u64 = 6;
pub const DT_RELA: u64 = 7;
pub const DT_RELASZ: u64 = 8;
pub const DT_RELAENT: u64 = 9;
pub const DT_STRSZ: u64 = 10;
pub const DT_SYMENT: u64 = 11;
pub const DT_TEXTREL: u64 = 22;
pub const DT_FLAGS: u64 = 30;
pub const DT_GNU_HASH: u64 = 0x6fff_fef5;
pub const DT_RELACOUNT: u64 = 0x6fff_fff9;

#[cfg(test)]
mod tests {
    use super::*;

    /// In llvm-mc 22's order: `.section .w,"awx"` is printed back as
    /// `"axw"` (tests/listing/directives_listed.full), `"axweMS"` as
    /// `"aexwMS"`.
    #[test]
    fn flag_letters_in_llvm_mc_order() {
        assert_eq!(
            section_flag_letters(SHF_ALLOC | SHF_WRITE | SHF_EXECINSTR),
            "axw"
        );
        let all = SHF_ALLOC | SHF_WRITE | SHF_EXECINSTR | SHF_EXCLUDE | SHF_MERGE | SHF_STRINGS;
        assert_eq!(section_flag_letters(all), "aexwMS");
        assert_eq!(section_flag_letters(0), "");
    }
}
