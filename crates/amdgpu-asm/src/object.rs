//! An [`Assembly`] as an ELF object ([`amdgpu_elf::Object`]): what
//! `--filetype=obj` writes (equal to llvm-mc 22's) and what
//! `--filetype=co` links into a loadable code object.

use crate::{Assembly, Error, RelocTarget, Target};
use amdgpu_elf::consts::*;
use amdgpu_elf::{
    CodeObjectVersion, FeatureSetting, Group, Header, Object, Reloc, Section, Symbol, SymbolPlace,
};
use amdgpu_isa::target::{Feature, Os};

fn setting(f: Feature) -> FeatureSetting {
    match f {
        Feature::Any => FeatureSetting::Any,
        Feature::On => FeatureSetting::On,
        Feature::Off => FeatureSetting::Off,
    }
}

/// The ELF object of an assembly (which must have no errors: this call
/// does not look at the diagnostics; [`object_bytes`] and
/// [`code_object_bytes`] do).
pub fn to_object(asm: &Assembly, target: &Target) -> Result<Object, Error> {
    let cov = match asm.code_object_version {
        4 => CodeObjectVersion::V4,
        5 => CodeObjectVersion::V5,
        _ => CodeObjectVersion::V6,
    };
    let mut xnack = setting(target.xnack);
    let mut sramecc = setting(target.sramecc);
    if let Some(x) = target.has_mattr("xnack") {
        xnack = if x {
            FeatureSetting::On
        } else {
            FeatureSetting::Off
        };
    }
    if let Some(x) = target.has_mattr("sramecc") {
        sramecc = if x {
            FeatureSetting::On
        } else {
            FeatureSetting::Off
        };
    }
    // Another OS than HSA: its ELF OS/ABI, ABI version 0 (the code object
    // version is HSA's) and the older feature bits, as llvm-mc 22 writes them.
    let mut header = match target.os {
        Os::Hsa => Header::for_target(target.cpu(), xnack, sramecc, cov),
        os => Header::for_other_os(
            target.cpu(),
            xnack,
            sramecc,
            match os {
                Os::Pal => ELFOSABI_AMDGPU_PAL,
                Os::Mesa3d => ELFOSABI_AMDGPU_MESA3D,
                _ => 0,
            },
        ),
    }?;
    // Without a processor (`generic`, llvm-mc's default) the code is
    // gfx600's but e_flags name no processor, as llvm-mc 22 writes them.
    // (`generic-hsa`, gfx700's code, too.)
    if matches!(target.processor.name, "generic" | "generic-hsa") {
        header.e_flags = 0;
    }

    // Symbols: sections' symbols where a relocation needs them, placed
    // where the section was created; `.L` names are already left out.
    let nsec = asm.sections.len();
    let mut sec_needed = vec![false; nsec];
    for f in &asm.fixups {
        if let RelocTarget::Section(s) = f.target {
            if let Some(n) = sec_needed.get_mut(s as usize) {
                *n = true;
            }
        }
    }
    let mut symbols: Vec<Symbol> = Vec::new();
    let mut sym_index = vec![usize::MAX; asm.symbols.len()];
    let mut sec_sym = vec![usize::MAX; nsec];
    let mut next_sec = 0;
    let push_secs =
        |upto: u32, symbols: &mut Vec<Symbol>, sec_sym: &mut Vec<usize>, next: &mut usize| {
            while *next < nsec && asm.sections[*next].first_symbol <= upto {
                if sec_needed[*next] {
                    sec_sym[*next] = symbols.len();
                    symbols.push(Symbol::section(*next));
                }
                *next += 1;
            }
        };
    // Signature symbols of groups that are not otherwise defined live in
    // their `.group` section.
    let mut group_names: Vec<&str> = Vec::new();
    for s in &asm.sections {
        if let Some(g) = &s.group {
            if !group_names.contains(&g.as_str()) {
                group_names.push(g);
            }
        }
    }
    for (i, s) in asm.symbols.iter().enumerate() {
        push_secs(s.id, &mut symbols, &mut sec_sym, &mut next_sec);
        sym_index[i] = symbols.len();
        let group_sig = s.section.is_none()
            && !s.absolute
            && s.common == 0
            && group_names.contains(&s.name.as_str());
        let place = match s.section {
            _ if group_sig => {
                SymbolPlace::Group(group_names.iter().position(|g| *g == s.name).unwrap_or(0))
            }
            _ if s.common == 1 => SymbolPlace::Common,
            _ if s.common == 2 => SymbolPlace::Lds,
            Some(sec) => SymbolPlace::Section(sec as usize),
            None if s.absolute => SymbolPlace::Absolute,
            None => SymbolPlace::Undefined,
        };
        symbols.push(Symbol {
            name: s.name.clone(),
            kind: s.kind,
            binding: if group_sig && s.binding == STB_GLOBAL && !s.explicit_binding {
                STB_LOCAL
            } else {
                s.binding
            },
            visibility: s.visibility,
            place,
            value: s.value,
            size: s.size,
        });
    }
    push_secs(u32::MAX, &mut symbols, &mut sec_sym, &mut next_sec);

    // Symbol id -> index into `asm.symbols`; the fixups of each section
    // (one pass each, whatever the numbers of symbols and sections).
    let max_id = asm
        .symbols
        .iter()
        .map(|s| s.id as usize + 1)
        .max()
        .unwrap_or(0);
    let mut pos_of_id = vec![usize::MAX; max_id];
    for (p, s) in asm.symbols.iter().enumerate() {
        pos_of_id[s.id as usize] = p;
    }
    let mut fixups_of: Vec<Vec<&crate::Fixup>> = vec![Vec::new(); nsec];
    for f in &asm.fixups {
        if let Some(v) = fixups_of.get_mut(f.section as usize) {
            v.push(f);
        }
    }
    // Groups (comdat), by signature, in order of first use.
    let mut groups: Vec<Group> = Vec::new();
    let mut group_seen: Vec<&str> = Vec::new();
    let mut sections: Vec<Section> = Vec::with_capacity(nsec + 1);
    for (i, s) in asm.sections.iter().enumerate() {
        let group = match &s.group {
            Some(g) => {
                let gi = match group_seen.iter().position(|n| n == g) {
                    Some(p) => p,
                    None => {
                        let sig = asm
                            .symbols
                            .iter()
                            .position(|x| &x.name == g)
                            .map(|p| sym_index[p]);
                        let sig = match sig {
                            Some(p) => p,
                            None => {
                                symbols.push(Symbol {
                                    name: g.clone(),
                                    kind: STT_NOTYPE,
                                    binding: STB_LOCAL,
                                    visibility: STV_DEFAULT,
                                    place: SymbolPlace::Group(groups.len()),
                                    value: 0,
                                    size: 0,
                                });
                                symbols.len() - 1
                            }
                        };
                        groups.push(Group {
                            signature: sig,
                            flags: GRP_COMDAT,
                        });
                        group_seen.push(g);
                        groups.len() - 1
                    }
                };
                Some(gi)
            }
            None => None,
        };
        let mut data = asm.section_data(i as u32).to_vec();
        let mut relocs = Vec::new();
        for f in fixups_of.get(i).map_or(&[][..], |v| &v[..]) {
            // RELA: the field holds zero.
            if let Some(b) = data.get_mut(f.offset..f.offset + f.size as usize) {
                b.fill(0);
            }
            let symbol = match f.target {
                RelocTarget::Symbol(id) => pos_of_id
                    .get(id as usize)
                    .filter(|&&p| p != usize::MAX)
                    .map(|&p| sym_index[p]),
                RelocTarget::Section(s) => sec_sym.get(s as usize).copied(),
                RelocTarget::None => None,
            }
            .filter(|&x| x != usize::MAX);
            if symbol.is_none() && f.target != RelocTarget::None {
                return Err(Error::MissingSymbol(f.symbol.clone()));
            }
            relocs.push(Reloc {
                offset: f.offset as u64,
                symbol,
                r_type: f.r_type,
                addend: f.addend,
            });
        }
        let mut sec = Section {
            align: s.align.max(1),
            entsize: s.entsize,
            nobits_size: s.nobits_size,
            relocs,
            group,
            ..Section::new(&s.name, s.sh_type, s.flags)
        };
        if s.sh_type != SHT_NOBITS {
            sec.data = data;
        }
        if Some(i as u32) == asm.note_section {
            if let Some(m) = &asm.metadata {
                let note = amdgpu_elf::metadata_note_section(m);
                sec.data = note.data;
                sec.align = note.align;
            }
        }
        sections.push(sec);
    }
    // `.llvm_addrsig`: the symbol-table indices (ULEB128) of the
    // `.addrsig_sym` symbols; the writer puts local symbols first.
    if let Some(sec) = sections.iter_mut().find(|s| s.sh_type == SHT_LLVM_ADDRSIG) {
        let mut final_index = vec![0usize; symbols.len()];
        let mut n = 1;
        for local in [true, false] {
            for (i, s) in symbols.iter().enumerate() {
                if (s.binding == STB_LOCAL) == local {
                    final_index[i] = n;
                    n += 1;
                }
            }
        }
        let mut data = Vec::new();
        for id in &asm.addrsig {
            let Some(&p) = pos_of_id.get(*id as usize).filter(|&&p| p != usize::MAX) else {
                continue;
            };
            let mut v = final_index[sym_index[p]] as u64;
            loop {
                let b = (v & 0x7f) as u8;
                v >>= 7;
                if v == 0 {
                    data.push(b);
                    break;
                }
                data.push(b | 0x80);
            }
        }
        sec.data = data;
    }
    Ok(Object {
        header,
        sections,
        symbols,
        groups,
    })
}

/// An assembly with an error makes no object: every diagnostic.
fn refuse_errors(asm: &Assembly) -> Result<(), Error> {
    if asm.has_errors() {
        Err(Error::Source(asm.diags.clone()))
    } else {
        Ok(())
    }
}

/// The relocatable object file's bytes (what `llvm-mc -filetype=obj`
/// writes); [`Error::Source`] when the assembly has errors.
pub fn object_bytes(asm: &Assembly, target: &Target) -> Result<Vec<u8>, Error> {
    refuse_errors(asm)?;
    let obj = to_object(asm, target)?;
    Ok(amdgpu_elf::write_relocatable(&obj)?)
}

/// [`object_bytes`] or [`code_object_bytes`] (`co`), leaving the object
/// model allocated (see [`crate::Options::disable_free`]).
pub fn output_bytes_disable_free(
    asm: &Assembly,
    target: &Target,
    co: bool,
) -> Result<Vec<u8>, Error> {
    refuse_errors(asm)?;
    let obj = to_object(asm, target)?;
    let r = if co {
        amdgpu_elf::link_code_object(&obj)
    } else {
        amdgpu_elf::write_relocatable(&obj)
    };
    std::mem::forget(obj);
    Ok(r?)
}

/// A loadable code object (what `ld.lld -shared` makes of the object),
/// for loaders such as `hipModuleLoadData`; [`Error::Source`] with every
/// diagnostic when the assembly has errors.
///
/// ```
/// use amdgpu_asm::{assemble, object::code_object_bytes, Error, Target};
/// let t = Target::parse("gfx900").unwrap();
/// let co = code_object_bytes(&assemble("s_mov_b32 s0, 1\n", &t), &t).unwrap();
/// assert_eq!(&co[..4], b"\x7fELF");
///
/// let bad = assemble("s_nop 0\ns_mov_b32 s0\n", &t);
/// match code_object_bytes(&bad, &t) {
///     Err(Error::Source(diags)) => {
///         assert_eq!((diags[0].line, diags[0].col), (2, 13));
///         assert!(diags[0].message.starts_with("too few operands"));
///     }
///     other => panic!("expected a source error, got {other:?}"),
/// }
/// ```
pub fn code_object_bytes(asm: &Assembly, target: &Target) -> Result<Vec<u8>, Error> {
    refuse_errors(asm)?;
    let obj = to_object(asm, target)?;
    Ok(amdgpu_elf::link_code_object(&obj)?)
}

/// The raw bytes of `.text` (what `--filetype=bin` writes). A value left
/// for a linker has no place there: each such fixup is an error
/// diagnostic, as is any error of the assembly. `src` is the source `asm`
/// was assembled from (for the diagnostics' columns).
pub fn binary_bytes(asm: &Assembly, src: &str) -> Result<Vec<u8>, Error> {
    let extra = unresolved_fixups(asm, src);
    if extra.is_empty() {
        refuse_errors(asm)?;
        return Ok(asm.code.clone());
    }
    let mut diags = asm.diags.clone();
    diags.extend(extra);
    diags.sort_by_key(|d| (d.line, d.col));
    Err(Error::Source(diags))
}

/// An error for each value `asm` leaves to a linker (a raw binary cannot
/// carry it), located at the symbol's name in `src`.
pub fn unresolved_fixups(asm: &Assembly, src: &str) -> Vec<crate::Diagnostic> {
    let mut out = Vec::new();
    for f in asm.fixups.iter().filter(|f| !f.resolved_flat) {
        let text = src.get(f.span.clone()).unwrap_or("");
        let mut at = text
            .find(f.symbol.as_str())
            .map_or(f.span.start, |p| f.span.start + p);
        at = at.min(src.len());
        while !src.is_char_boundary(at) {
            at -= 1;
        }
        let line_start = src[..at].rfind('\n').map_or(0, |p| p + 1);
        out.push(crate::Diagnostic {
            severity: crate::Severity::Error,
            kind: crate::DiagKind::Symbol,
            span: at..at + f.symbol.len(),
            line: f.line,
            col: (at - line_start) as u32 + 1,
            file: None,
            source_line: None,
            notes: Vec::new(),
            message: format!(
                "undefined symbol '{}': --filetype=bin cannot carry a relocation (use --filetype=obj)",
                f.symbol
            ),
        });
    }
    out
}
