//! Reading AMDGPU ELF files (relocatable objects and code objects) into
//! plain owned values, for the disassembler and for round trips.
//!
//! Parsing and bounds checks are the `object` crate's: malformed input gives
//! an [`Error`], never a panic.

use object::read::elf::{FileHeader, NoteIterator, ProgramHeader, SectionHeader, Sym};
use object::{elf, LittleEndian as LE};

use crate::consts::*;
use crate::mach::{Header, Target};
use crate::model::{Group, Object, Reloc, Section, Symbol, SymbolPlace};
use crate::Error;

/// An ELF file as read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadObject {
    /// `e_type`: `ET_REL` (1) or `ET_DYN` (3).
    pub e_type: u16,
    /// OS/ABI, ABI version and `e_flags`.
    pub header: Header,
    /// All sections by ELF index (index 0 is the null section).
    pub sections: Vec<ReadSection>,
    /// `.symtab` by ELF index (index 0 is the null symbol); empty if absent.
    pub symbols: Vec<ReadSymbol>,
    /// `.dynsym` by ELF index; empty if absent.
    pub dynamic_symbols: Vec<ReadSymbol>,
    /// Program headers.
    pub segments: Vec<Segment>,
    /// Notes of all `SHT_NOTE` sections, in order.
    pub notes: Vec<Note>,
}

/// A section as read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadSection {
    /// Name.
    pub name: String,
    /// `sh_type`.
    pub sh_type: u32,
    /// `sh_flags`.
    pub flags: u64,
    /// `sh_addr`.
    pub addr: u64,
    /// `sh_offset`.
    pub offset: u64,
    /// `sh_size` (also for `SHT_NOBITS`).
    pub size: u64,
    /// `sh_link`.
    pub link: u32,
    /// `sh_info`.
    pub info: u32,
    /// `sh_addralign`.
    pub align: u64,
    /// `sh_entsize`.
    pub entsize: u64,
    /// Contents (empty for `SHT_NOBITS`).
    pub data: Vec<u8>,
    /// For `SHT_RELA` sections: the entries, with symbol indices into the
    /// symbol table that `link` names (`.symtab` or `.dynsym`).
    pub relocs: Vec<Reloc>,
}

/// A symbol as read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadSymbol {
    /// Name.
    pub name: String,
    /// `STT_*`.
    pub kind: u8,
    /// `STB_*`.
    pub binding: u8,
    /// `STV_*`.
    pub visibility: u8,
    /// `st_shndx` (a section index or `SHN_*`).
    pub shndx: u16,
    /// `st_value`.
    pub value: u64,
    /// `st_size`.
    pub size: u64,
}

/// A program header.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Segment {
    /// `p_type`.
    pub p_type: u32,
    /// `p_flags`.
    pub flags: u32,
    /// `p_offset`.
    pub offset: u64,
    /// `p_vaddr`.
    pub vaddr: u64,
    /// `p_filesz`.
    pub filesz: u64,
    /// `p_memsz`.
    pub memsz: u64,
    /// `p_align`.
    pub align: u64,
}

/// A note.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    /// Index of the section that holds it.
    pub section: usize,
    /// Owner name without its NUL (`AMDGPU`).
    pub name: Vec<u8>,
    /// `n_type` (`NT_AMDGPU_METADATA`).
    pub n_type: u32,
    /// Descriptor bytes.
    pub desc: Vec<u8>,
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Reads an AMDGPU ELF64 little-endian file (`ET_REL` or `ET_DYN`).
pub fn read(data: &[u8]) -> Result<ReadObject, Error> {
    let h = elf::FileHeader64::<LE>::parse(data)?;
    let e = h.endian()?;
    if h.e_machine(e).0 != EM_AMDGPU {
        return Err(Error::Malformed(
            "not an AMDGPU object (e_machine is not 224)".into(),
        ));
    }
    let ident = h.e_ident();
    let header = Header {
        os_abi: ident.os_abi.0,
        abi_version: ident.abi_version,
        e_flags: h.e_flags(e).0,
    };
    let table = h.sections(e, data)?;

    let mut sections = Vec::with_capacity(table.len());
    for sh in table.iter() {
        let sh_type = sh.sh_type(e).0;
        let name = text(table.section_name(e, sh)?);
        let bytes = if sh_type == SHT_NOBITS || sh_type == SHT_NULL {
            &[][..]
        } else {
            sh.data(e, data)?
        };
        let mut relocs = Vec::new();
        if sh_type == SHT_RELA {
            let entries: &[elf::Rela64<LE>] = sh.data_as_array(e, data)?;
            for r in entries {
                let info = r.r_info.get(e);
                let sym = (info >> 32) as usize;
                relocs.push(Reloc {
                    offset: r.r_offset.get(e),
                    symbol: if sym == 0 { None } else { Some(sym) },
                    r_type: info as u32,
                    addend: r.r_addend.get(e),
                });
            }
        }
        sections.push(ReadSection {
            name,
            sh_type,
            flags: sh.sh_flags(e).0,
            addr: sh.sh_addr(e),
            offset: sh.sh_offset(e),
            size: sh.sh_size(e),
            link: sh.sh_link(e),
            info: sh.sh_info(e),
            align: sh.sh_addralign(e),
            entsize: sh.sh_entsize(e),
            data: bytes.to_vec(),
            relocs,
        });
    }

    let read_symbols = |kind: elf::SectionType| -> Result<Vec<ReadSymbol>, Error> {
        let st = table.symbols(e, data, kind)?;
        let strings = st.strings();
        let mut out = Vec::with_capacity(st.len());
        for s in st.iter() {
            out.push(ReadSymbol {
                name: text(s.name(e, strings)?),
                kind: s.st_type().0,
                binding: s.st_bind().0,
                visibility: s.st_visibility().0,
                shndx: s.st_shndx(e).0,
                value: s.st_value(e),
                size: s.st_size(e),
            });
        }
        Ok(out)
    };
    let symbols = read_symbols(elf::SHT_SYMTAB)?;
    let dynamic_symbols = read_symbols(elf::SHT_DYNSYM)?;
    for s in &sections {
        for r in &s.relocs {
            let n = if sections
                .get(s.link as usize)
                .is_some_and(|t| t.sh_type == SHT_DYNSYM)
            {
                dynamic_symbols.len()
            } else {
                symbols.len()
            };
            if matches!(r.symbol, Some(x) if x >= n) {
                return Err(Error::Malformed(format!(
                    "relocation in {} names symbol {:?} of {n}",
                    s.name, r.symbol
                )));
            }
        }
    }

    let mut segments = Vec::new();
    for ph in h.program_headers(e, data)? {
        segments.push(Segment {
            p_type: ph.p_type(e).0,
            flags: ph.p_flags(e).0,
            offset: ph.p_offset(e),
            vaddr: ph.p_vaddr(e),
            filesz: ph.p_filesz(e),
            memsz: ph.p_memsz(e),
            align: ph.p_align(e),
        });
    }

    let mut notes = Vec::new();
    for (i, s) in sections.iter().enumerate() {
        if s.sh_type != SHT_NOTE {
            continue;
        }
        let align = if s.align == 8 { 8 } else { 4 };
        let mut it = NoteIterator::<elf::FileHeader64<LE>>::new(e, align, &s.data)?;
        while let Some(n) = it.next()? {
            notes.push(Note {
                section: i,
                name: n.name().to_vec(),
                n_type: n.n_type(e).0,
                desc: n.desc().to_vec(),
            });
        }
    }

    Ok(ReadObject {
        e_type: h.e_type(e).0,
        header,
        sections,
        symbols,
        dynamic_symbols,
        segments,
        notes,
    })
}

impl ReadObject {
    /// The target named by `e_flags` (processor name, xnack, sramecc).
    pub fn target(&self) -> Option<Target> {
        self.header.target()
    }

    /// The descriptor of the first `NT_AMDGPU_METADATA` note (owner
    /// `AMDGPU`): the MessagePack metadata.
    pub fn metadata(&self) -> Option<&[u8]> {
        self.notes
            .iter()
            .find(|n| n.name == b"AMDGPU" && n.n_type == NT_AMDGPU_METADATA)
            .map(|n| n.desc.as_slice())
    }

    /// Section by name.
    pub fn section(&self, name: &str) -> Option<&ReadSection> {
        self.sections.iter().find(|s| s.name == name)
    }

    /// Rebuilds the [`Object`] a relocatable file was written from: its
    /// sections without `.strtab`, `.symtab`, `.rela*` and `.group`, whose
    /// relocations and groups go back onto their sections, and its symbols
    /// without the null symbol. Writing the result with
    /// [`write_relocatable`](crate::write_relocatable) gives back the same
    /// bytes for files that llvm-mc wrote.
    pub fn to_object(&self) -> Result<Object, Error> {
        if self.e_type != ET_REL {
            return Err(Error::Unsupported(
                "to_object needs a relocatable object (ET_REL)".into(),
            ));
        }
        let bad = |m: &str| Error::Malformed(m.to_string());
        // Map ELF section index -> Object section index / group index.
        let mut sec_map = vec![None; self.sections.len()];
        let mut group_map = vec![None; self.sections.len()];
        let mut sections = Vec::new();
        let mut groups = Vec::new();
        for (i, s) in self.sections.iter().enumerate().skip(1) {
            match s.sh_type {
                SHT_SYMTAB | SHT_RELA | SHT_SYMTAB_SHNDX => {}
                // Symbol and section names: rebuilt by the writer.
                SHT_STRTAB if s.flags & SHF_ALLOC == 0 => {}
                SHT_REL => {
                    return Err(Error::Unsupported(format!(
                        "REL section {} (AMDGPU uses RELA)",
                        s.name
                    )))
                }
                SHT_GROUP => {
                    let sig = s.info as usize;
                    if sig == 0 || sig >= self.symbols.len() {
                        return Err(bad("group signature symbol out of range"));
                    }
                    group_map[i] = Some(groups.len());
                    let flags = s
                        .data
                        .get(..4)
                        .map_or(0, |b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
                    groups.push(Group {
                        signature: sig - 1,
                        flags,
                    });
                }
                _ => {
                    sec_map[i] = Some(sections.len());
                    sections.push(Section {
                        name: s.name.clone(),
                        sh_type: s.sh_type,
                        flags: s.flags & !SHF_GROUP,
                        align: s.align,
                        entsize: s.entsize,
                        data: s.data.clone(),
                        nobits_size: if s.sh_type == SHT_NOBITS { s.size } else { 0 },
                        relocs: Vec::new(),
                        group: None,
                        link: None,
                    });
                }
            }
        }
        for (i, s) in self.sections.iter().enumerate() {
            if s.flags & SHF_LINK_ORDER != 0 {
                if let Some(x) = sec_map[i] {
                    sections[x].link = sec_map.get(s.link as usize).copied().flatten();
                }
            }
            if let Some(g) = group_map[i] {
                for w in s.data.chunks_exact(4).skip(1) {
                    let m = u32::from_le_bytes([w[0], w[1], w[2], w[3]]) as usize;
                    if let Some(Some(x)) = sec_map.get(m) {
                        sections[*x].group = Some(g);
                    }
                }
            }
            if s.sh_type == SHT_RELA {
                let target = sec_map
                    .get(s.info as usize)
                    .copied()
                    .flatten()
                    .ok_or_else(|| bad("relocation section for a section that is not kept"))?;
                sections[target]
                    .relocs
                    .extend(s.relocs.iter().map(|r| Reloc {
                        symbol: r.symbol.map(|x| x - 1),
                        ..*r
                    }));
            }
        }
        let mut symbols = Vec::new();
        for s in self.symbols.iter().skip(1) {
            let place = match s.shndx {
                SHN_UNDEF => SymbolPlace::Undefined,
                SHN_ABS => SymbolPlace::Absolute,
                SHN_COMMON => SymbolPlace::Common,
                SHN_AMDGPU_LDS => SymbolPlace::Lds,
                x => {
                    let x = usize::from(x);
                    match (
                        sec_map.get(x).copied().flatten(),
                        group_map.get(x).copied().flatten(),
                    ) {
                        (Some(i), _) => SymbolPlace::Section(i),
                        (None, Some(g)) => SymbolPlace::Group(g),
                        _ => return Err(bad("symbol in a section that is not kept")),
                    }
                }
            };
            symbols.push(Symbol {
                name: s.name.clone(),
                kind: s.kind,
                binding: s.binding,
                visibility: s.visibility,
                place,
                value: s.value,
                size: s.size,
            });
        }
        Ok(Object {
            header: self.header,
            sections,
            symbols,
            groups,
        })
    }
}
