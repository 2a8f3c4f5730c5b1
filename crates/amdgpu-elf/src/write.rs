//! Relocatable objects (`ET_REL`) laid out byte for byte as llvm-mc 22 lays
//! them out.
//!
//! llvm-mc's layout, as observed:
//! - section headers: the null section, `.strtab`, then the sections in
//!   creation order, each followed by its `.rela` section, a group's `.group`
//!   section just before its first member, and `.symtab` last;
//! - file contents: the ELF header, the sections' contents in creation order
//!   (each padded to its alignment; `SHT_NOBITS` sections take no bytes),
//!   the `.group` sections, `.symtab`, the `.rela` sections, `.strtab`, then
//!   the section header table aligned to 8;
//! - relocations with addends (`.rela`, `SHT_RELA`) when the OS/ABI is
//!   HSA; for other OSes `.rel` (`SHT_REL`) sections, each addend written
//!   into the field it relocates;
//! - one tail-merged string table for section and symbol names;
//! - symbols: the null symbol, the local symbols, then the others, each in
//!   creation order.

use crate::consts::*;
use crate::model::{Object, SymbolPlace};
use crate::out::{Out, Shdr};
use crate::strtab::TailMerged;
use crate::Error;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Entry {
    Strtab,
    Section(usize),
    Rela(usize),
    Group(usize),
    Symtab,
    /// The section indices of the symbols (`.symtab_shndx`), when a symbol
    /// is in a section past [`SHN_LORESERVE`].
    SymtabShndx,
}

/// The largest section alignment written (2 GiB, what `.p2align 31`
/// asks for; the assembler bounds the padding it costs by its output
/// ceiling).
pub(crate) const MAX_ALIGN: u64 = 1 << 31;
/// The largest section size a code object takes (1 TiB, for
/// `SHT_NOBITS`): keeps address arithmetic far from overflow.
pub(crate) const MAX_SIZE: u64 = 1 << 40;

/// Checks the indices inside `obj` (symbols of relocations and groups,
/// sections of symbols, groups of sections), and that no section's size
/// passes `max_size`. A relocatable object takes any `SHT_NOBITS` size
/// (as llvm-mc writes `.lcomm x, 1<<62`: nothing is laid out in memory);
/// a code object [`MAX_SIZE`].
pub(crate) fn validate(obj: &Object, max_size: u64) -> Result<(), Error> {
    let nsym = obj.symbols.len();
    for (i, s) in obj.sections.iter().enumerate() {
        if let Some(g) = s.group {
            if g >= obj.groups.len() {
                return Err(Error::Invalid(format!(
                    "section {} names group {g}, which does not exist",
                    s.name
                )));
            }
        }
        if matches!(s.link, Some(x) if x >= obj.sections.len()) {
            return Err(Error::Invalid(format!(
                "section {} is linked to a section that does not exist",
                s.name
            )));
        }
        for r in &s.relocs {
            if matches!(r.symbol, Some(x) if x >= nsym) {
                return Err(Error::Invalid(format!(
                    "a relocation in section {i} names a symbol that does not exist"
                )));
            }
        }
        if s.align > MAX_ALIGN {
            return Err(Error::Unsupported(format!(
                "section {}: alignment {} (more than {MAX_ALIGN})",
                s.name, s.align
            )));
        }
        if s.size() > max_size {
            return Err(Error::Unsupported(format!(
                "section {}: size {:#x}",
                s.name,
                s.size()
            )));
        }
        if s.align > 1 && !s.align.is_power_of_two() {
            return Err(Error::Invalid(format!(
                "section {}: alignment {} is not a power of two",
                s.name, s.align
            )));
        }
    }
    for g in &obj.groups {
        if g.signature >= nsym {
            return Err(Error::Invalid(
                "a group's signature symbol does not exist".into(),
            ));
        }
    }
    for s in &obj.symbols {
        match s.place {
            SymbolPlace::Section(i) if i >= obj.sections.len() => {
                return Err(Error::Invalid(format!(
                    "symbol {} names section {i}, which does not exist",
                    s.name
                )));
            }
            SymbolPlace::Group(g) if g >= obj.groups.len() => {
                return Err(Error::Invalid(format!(
                    "symbol {} names group {g}, which does not exist",
                    s.name
                )));
            }
            _ => {}
        }
    }
    Ok(())
}

/// Writes `obj` as an ELF64 little-endian relocatable object for AMDGPU,
/// byte-identical to what `llvm-mc 22 -filetype=obj` writes for the same
/// sections and symbols.
///
/// Fails on indices that point nowhere. Past 65,279 sections it writes
/// extended section numbering as llvm-mc does: the count in section 0's
/// size, and the index of each symbol in a section past that in a
/// `.symtab_shndx` section after `.symtab`.
pub fn write_relocatable(obj: &Object) -> Result<Vec<u8>, Error> {
    validate(obj, u64::MAX)?;

    // Section header table order.
    let mut entries = vec![Entry::Strtab];
    let mut group_done = vec![false; obj.groups.len()];
    for (i, s) in obj.sections.iter().enumerate() {
        if let Some(g) = s.group {
            if !group_done[g] {
                group_done[g] = true;
                entries.push(Entry::Group(g));
            }
        }
        entries.push(Entry::Section(i));
        if !s.relocs.is_empty() {
            entries.push(Entry::Rela(i));
        }
    }
    // Groups without members still get a section (llvm-mc never makes one).
    for (g, done) in group_done.iter().enumerate() {
        if !done {
            entries.push(Entry::Group(g));
        }
    }
    entries.push(Entry::Symtab);
    let mut sec_index = vec![0u32; obj.sections.len()];
    let mut rela_index = vec![0u32; obj.sections.len()];
    let mut group_index = vec![0u32; obj.groups.len()];
    for (p, e) in entries.iter().enumerate() {
        let idx = p as u32 + 1;
        match *e {
            Entry::Section(i) => sec_index[i] = idx,
            Entry::Rela(i) => rela_index[i] = idx,
            Entry::Group(g) => group_index[g] = idx,
            _ => {}
        }
    }
    // A symbol in a section whose index is past the reserved range needs
    // the extended index table.
    let xindex = obj.symbols.iter().any(|s| match s.place {
        SymbolPlace::Section(x) => sec_index[x] >= u32::from(SHN_LORESERVE),
        SymbolPlace::Group(g) => group_index[g] >= u32::from(SHN_LORESERVE),
        _ => false,
    });
    if xindex {
        entries.push(Entry::SymtabShndx);
    }
    let index_of = |e: Entry| {
        entries
            .iter()
            .position(|x| *x == e)
            .map_or(0, |p| p as u32 + 1)
    };
    let strtab_index = index_of(Entry::Strtab);
    let symtab_index = index_of(Entry::Symtab);
    let shndx_index = index_of(Entry::SymtabShndx);

    // Symbol order: locals first.
    let mut order: Vec<usize> = (0..obj.symbols.len())
        .filter(|&i| obj.symbols[i].binding == STB_LOCAL)
        .collect();
    let nlocal = order.len();
    order.extend((0..obj.symbols.len()).filter(|&i| obj.symbols[i].binding != STB_LOCAL));
    let mut sym_out = vec![0u32; obj.symbols.len()];
    for (pos, &i) in order.iter().enumerate() {
        sym_out[i] = pos as u32 + 1;
    }

    // Relocations with addends (`.rela`) for HSA; other OSes' objects
    // carry each addend in the relocated field (`.rel`), as llvm-mc 22
    // writes them.
    let rela = obj.header.os_abi == ELFOSABI_AMDGPU_HSA;
    // Names.
    let rel_prefix = if rela { ".rela" } else { ".rel" };
    let rela_names: Vec<String> = obj
        .sections
        .iter()
        .map(|s| format!("{rel_prefix}{}", s.name))
        .collect();
    let mut names: Vec<&[u8]> = vec![b".strtab", b".symtab"];
    if xindex {
        names.push(b".symtab_shndx");
    }
    if !obj.groups.is_empty() {
        names.push(b".group");
    }
    for (i, s) in obj.sections.iter().enumerate() {
        names.push(s.name.as_bytes());
        if !s.relocs.is_empty() {
            names.push(rela_names[i].as_bytes());
        }
    }
    for s in &obj.symbols {
        if s.kind != STT_SECTION {
            names.push(s.name.as_bytes());
        }
    }
    let strtab = TailMerged::build(names);

    let mut out = Out::new();
    out.buf.resize(64, 0);
    let mut headers: Vec<Shdr> = vec![Shdr::default(); entries.len()];

    // Section contents (address-significance tables come later).
    let section_header = |i: usize, offset: u64| {
        let s = &obj.sections[i];
        let mut flags = s.flags;
        if s.group.is_some() {
            flags |= SHF_GROUP;
        }
        Shdr {
            name: strtab.offset(s.name.as_bytes()),
            sh_type: s.sh_type,
            flags,
            addr: 0,
            offset,
            size: s.size(),
            link: match (s.sh_type, s.link) {
                (SHT_LLVM_ADDRSIG, _) => symtab_index,
                (_, Some(x)) => sec_index[x],
                _ => 0,
            },
            info: 0,
            align: s.align,
            entsize: s.entsize,
        }
    };
    for (i, s) in obj.sections.iter().enumerate() {
        if s.sh_type == SHT_LLVM_ADDRSIG {
            continue;
        }
        out.align(s.align);
        let offset = out.len();
        if s.sh_type != SHT_NOBITS {
            if rela || s.relocs.is_empty() {
                out.bytes(&s.data);
            } else {
                out.bytes(&with_implicit_addends(&s.data, &s.relocs));
            }
        }
        headers[sec_index[i] as usize - 1] = section_header(i, offset);
    }
    // Groups.
    for (g, group) in obj.groups.iter().enumerate() {
        out.align(4);
        let offset = out.len();
        out.u32(group.flags);
        for (i, s) in obj.sections.iter().enumerate() {
            if s.group == Some(g) {
                out.u32(sec_index[i]);
                if rela_index[i] != 0 {
                    out.u32(rela_index[i]);
                }
            }
        }
        headers[group_index[g] as usize - 1] = Shdr {
            name: strtab.offset(b".group"),
            sh_type: SHT_GROUP,
            offset,
            size: out.len() - offset,
            link: symtab_index,
            info: sym_out[group.signature],
            align: 4,
            entsize: 4,
            ..Shdr::default()
        };
    }
    // Symbol table.
    out.align(8);
    let symtab_offset = out.len();
    out.symbol(0, 0, 0, 0, 0, 0);
    // Each symbol's index in `.symtab_shndx` (0 where `st_shndx` holds it).
    let mut extended: Vec<u32> = Vec::new();
    if xindex {
        extended.reserve(order.len() + 1);
        extended.push(0);
    }
    for &i in &order {
        let s = &obj.symbols[i];
        let index = |x: u32| {
            if x >= u32::from(SHN_LORESERVE) {
                (SHN_XINDEX, x)
            } else {
                (x as u16, 0)
            }
        };
        let (shndx, ext) = match s.place {
            SymbolPlace::Undefined => (SHN_UNDEF, 0),
            SymbolPlace::Absolute => (SHN_ABS, 0),
            SymbolPlace::Common => (SHN_COMMON, 0),
            SymbolPlace::Lds => (SHN_AMDGPU_LDS, 0),
            SymbolPlace::Section(x) => index(sec_index[x]),
            SymbolPlace::Group(g) => index(group_index[g]),
        };
        if xindex {
            extended.push(ext);
        }
        let name = if s.kind == STT_SECTION {
            0
        } else {
            strtab.offset(s.name.as_bytes())
        };
        out.symbol(
            name,
            (s.binding << 4) | (s.kind & 0xf),
            s.visibility & 3,
            shndx,
            s.value,
            s.size,
        );
    }
    headers[symtab_index as usize - 1] = Shdr {
        name: strtab.offset(b".symtab"),
        sh_type: SHT_SYMTAB,
        offset: symtab_offset,
        size: out.len() - symtab_offset,
        link: strtab_index,
        info: nlocal as u32 + 1,
        align: 8,
        entsize: 24,
        ..Shdr::default()
    };
    if xindex {
        out.align(4);
        let offset = out.len();
        for &x in &extended {
            out.u32(x);
        }
        headers[shndx_index as usize - 1] = Shdr {
            name: strtab.offset(b".symtab_shndx"),
            sh_type: SHT_SYMTAB_SHNDX,
            offset,
            size: out.len() - offset,
            link: symtab_index,
            align: 4,
            entsize: 4,
            ..Shdr::default()
        };
    }
    // Relocations.
    for (i, s) in obj.sections.iter().enumerate() {
        if s.relocs.is_empty() {
            continue;
        }
        out.align(8);
        let offset = out.len();
        for r in &s.relocs {
            let sym = r.symbol.map_or(0, |x| sym_out[x]);
            if rela {
                out.rela(r.offset, sym, r.r_type, r.addend);
            } else {
                out.rel(r.offset, sym, r.r_type);
            }
        }
        // llvm-mc marks a group member's `.rela` section SHF_GROUP instead
        // of SHF_INFO_LINK.
        let flags = if s.group.is_some() {
            SHF_GROUP
        } else {
            SHF_INFO_LINK
        };
        headers[rela_index[i] as usize - 1] = Shdr {
            name: strtab.offset(rela_names[i].as_bytes()),
            sh_type: if rela { SHT_RELA } else { SHT_REL },
            flags,
            offset,
            size: out.len() - offset,
            link: symtab_index,
            info: sec_index[i],
            align: 8,
            entsize: if rela { 24 } else { 16 },
            ..Shdr::default()
        };
    }
    for (i, s) in obj.sections.iter().enumerate() {
        if s.sh_type == SHT_LLVM_ADDRSIG {
            out.align(s.align);
            let offset = out.len();
            out.bytes(&s.data);
            headers[sec_index[i] as usize - 1] = section_header(i, offset);
        }
    }
    // String table.
    let strtab_offset = out.len();
    out.bytes(&strtab.data);
    headers[strtab_index as usize - 1] = Shdr {
        name: strtab.offset(b".strtab"),
        sh_type: SHT_STRTAB,
        offset: strtab_offset,
        size: strtab.data.len() as u64,
        align: 1,
        ..Shdr::default()
    };
    // Section header table.
    out.align(8);
    let shoff = out.len();
    // Past the reserved range, the count is section 0's size (the index
    // of the string table, 1, always fits).
    let count = entries.len() + 1;
    let (shnum, zero) = if count >= usize::from(SHN_LORESERVE) {
        (
            0,
            Shdr {
                size: count as u64,
                ..Shdr::default()
            },
        )
    } else {
        (count as u16, Shdr::default())
    };
    out.section_header(&zero);
    for h in &headers {
        out.section_header(h);
    }
    let mut head = Out::new();
    head.file_header(&obj.header, ET_REL, 0, 0, shoff, shnum, strtab_index as u16);
    out.buf[..64].copy_from_slice(&head.buf);
    Ok(out.buf)
}

/// A section's bytes with each relocation's addend written into the field
/// it relocates (a `.rel` section has no addends of its own): 8 bytes for
/// the 64-bit kinds, 4 for the others, little-endian, as llvm-mc 22 writes
/// them for objects of other OSes than HSA.
fn with_implicit_addends(data: &[u8], relocs: &[crate::Reloc]) -> Vec<u8> {
    let mut d = data.to_vec();
    for r in relocs {
        let n = match r.r_type {
            R_AMDGPU_ABS64 | R_AMDGPU_REL64 | R_AMDGPU_RELATIVE64 => 8,
            R_AMDGPU_NONE => 0,
            R_AMDGPU_REL16 => 2,
            _ => 4,
        };
        let at = usize::try_from(r.offset).unwrap_or(usize::MAX);
        if let Some(field) = at.checked_add(n).and_then(|end| d.get_mut(at..end)) {
            field.copy_from_slice(&r.addend.to_le_bytes()[..n]);
        }
    }
    d
}
