//! Writing the source: header, symbol attributes, sections (text, data,
//! kernel descriptors), metadata.

use crate::text;
use crate::{Disassembly, Error, Options};
use amdgpu_elf::consts::*;
use amdgpu_elf::{ReadObject, ReadSection, ReadSymbol};
use amdgpu_isa::TargetInfo;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt::Write as _;

/// Something of the input that the source does not carry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dropped {
    /// Section, symbol or relocation, as named in the input.
    pub what: String,
    /// Why (the linker re-creates it, debug information, ...).
    pub why: String,
}

/// A relocation of an emitted section, resolved to an expression.
#[derive(Clone, Debug)]
struct Rel {
    r_type: u32,
    /// The symbol or label, quoted as needed.
    base: String,
    addend: i64,
}

/// One section to write.
struct Out<'a> {
    /// ELF index.
    idx: usize,
    sec: &'a ReadSection,
    /// Labels by offset (symbols first, then generated labels).
    labels: BTreeMap<u64, Vec<String>>,
    relocs: BTreeMap<u64, Rel>,
    /// Kernel descriptors by offset: the kernel's name.
    kds: BTreeMap<u64, Kd>,
}

struct Kd {
    kernel: String,
    /// A code object's entry offset points at the kernel: a raw descriptor
    /// writes it as `.quad kernel-kernel.kd`.
    entry_is_kernel: bool,
    /// The `.amdhsa_*` directives, or why the descriptor is written raw.
    body: Result<Vec<(&'static str, i64)>, String>,
}

/// Quotes a symbol name where llvm-mc's lexer would not take it bare.
pub fn sym(name: &str) -> String {
    let ok = !name.is_empty()
        && name.bytes().enumerate().all(|(i, c)| {
            c.is_ascii_alphabetic()
                || matches!(c, b'_' | b'.' | b'$')
                || (i > 0 && c.is_ascii_digit())
        });
    if ok {
        name.to_string()
    } else {
        let mut s = String::from("\"");
        for c in name.chars() {
            match c {
                '"' => s.push_str("\\\""),
                '\\' => s.push_str("\\\\"),
                c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                    let _ = write!(s, "\\{:03o}", c as u32);
                }
                c => s.push(c),
            }
        }
        s.push('"');
        s
    }
}

fn addend(a: i64) -> String {
    match a {
        0 => String::new(),
        a if a > 0 => format!("+{a}"),
        a => format!("-{}", a.unsigned_abs()),
    }
}

impl Rel {
    /// The expression of a 32-bit literal operand, when the relocation
    /// is one an instruction operand can carry.
    fn operand_expr(&self) -> Option<String> {
        let v = match self.r_type {
            R_AMDGPU_ABS32_LO => "@abs32@lo",
            R_AMDGPU_ABS32_HI => "@abs32@hi",
            R_AMDGPU_REL32_LO => "@rel32@lo",
            R_AMDGPU_REL32_HI => "@rel32@hi",
            R_AMDGPU_GOTPCREL32_LO => "@gotpcrel32@lo",
            R_AMDGPU_GOTPCREL32_HI => "@gotpcrel32@hi",
            R_AMDGPU_GOTPCREL => "@gotpcrel",
            R_AMDGPU_ABS32 => "",
            _ => return None,
        };
        Some(format!("{}{}{}", self.base, v, addend(self.addend)))
    }

    /// A data directive for the relocated word: (directive, expression,
    /// size in bytes).
    fn data_expr(&self) -> Option<(&'static str, String, u64)> {
        let (d, e, n) = match self.r_type {
            R_AMDGPU_ABS64 | R_AMDGPU_RELATIVE64 => {
                (".quad", format!("{}{}", self.base, addend(self.addend)), 8)
            }
            R_AMDGPU_REL64 => (
                ".quad",
                format!("{}{}-.", self.base, addend(self.addend)),
                8,
            ),
            R_AMDGPU_ABS32 => (".long", format!("{}{}", self.base, addend(self.addend)), 4),
            R_AMDGPU_REL32 => (
                ".long",
                format!("{}{}-.", self.base, addend(self.addend)),
                4,
            ),
            _ => {
                let e = self.operand_expr()?;
                (".long", e, 4)
            }
        };
        Some((d, e, n))
    }
}

/// The flag letters of `s`'s `.section` directive, as llvm-mc 22 prints
/// them (and as `amdgpu-as` lists them).
fn flags_text(s: &ReadSection) -> String {
    section_flag_letters(s.flags)
}

fn section_directive(s: &ReadSection) -> String {
    let ty = match s.sh_type {
        SHT_NOBITS => "@nobits",
        SHT_INIT_ARRAY => "@init_array",
        SHT_FINI_ARRAY => "@fini_array",
        _ => "@progbits",
    };
    let mut d = format!(".section\t{},\"{}\",{}", sym(&s.name), flags_text(s), ty);
    if s.flags & SHF_MERGE != 0 {
        let _ = write!(d, ",{}", s.entsize);
    }
    d
}

fn p2(align: u64) -> u32 {
    if align <= 1 {
        0
    } else {
        63 - align.leading_zeros()
    }
}

/// Sections the linker makes or that carry nothing of the kernels.
fn drop_reason(s: &ReadSection, e_type: u16) -> Option<&'static str> {
    if s.name.is_empty() && s.sh_type == SHT_NULL {
        return Some("");
    }
    if s.name.starts_with(".debug") || s.name.starts_with(".zdebug") {
        return Some("debug information");
    }
    match s.sh_type {
        SHT_SYMTAB | SHT_STRTAB => {
            return Some("symbol and string tables: written by the assembler")
        }
        SHT_RELA | SHT_REL => return Some(""),
        SHT_DYNSYM | SHT_HASH | SHT_GNU_HASH | SHT_DYNAMIC => {
            return Some("dynamic tables: re-created by the linker")
        }
        SHT_NOTE => return Some("notes: the metadata note is written as .amdgpu_metadata"),
        SHT_GROUP => return Some("section groups (comdat) are not kept"),
        SHT_LLVM_ADDRSIG => return Some("address-significance table"),
        SHT_PROGBITS | SHT_NOBITS | SHT_INIT_ARRAY | SHT_FINI_ARRAY => {}
        0x6fff_fffd..=0x6fff_ffff => return Some("symbol versions: re-created by the linker"),
        _ => return Some("section type not kept"),
    }
    if s.name == ".comment" {
        return Some("tool identification (.comment)");
    }
    if e_type != ET_REL
        && matches!(
            s.name.as_str(),
            ".got" | ".got.plt" | ".dynamic" | ".interp" | ".relro_padding"
        )
    {
        return Some("linker-made table: re-created by the linker");
    }
    if s.flags & SHF_ALLOC == 0 {
        return Some("not loaded (no SHF_ALLOC)");
    }
    None
}

/// The code object version of an ELF ABI version.
fn cov_of(abi: u8) -> Option<u32> {
    match abi {
        2 => Some(4),
        3 => Some(5),
        4 => Some(6),
        _ => None,
    }
}

/// The `-mattr` / target id words for llvm-mc of a target id.
fn target_id_of(obj: &ReadObject, opts: &Options) -> Result<String, Error> {
    if let Some(m) = &opts.mcpu {
        return Ok(m.clone());
    }
    obj.target().map(|t| t.id()).ok_or_else(|| {
        Error::Target(format!(
            "e_flags 0x{:x} names no known processor; give --mcpu",
            obj.header.e_flags
        ))
    })
}

pub fn run(obj: &ReadObject, opts: &Options) -> Result<Disassembly, Error> {
    let target_id = target_id_of(obj, opts)?;
    let isa_target =
        amdgpu_isa::Target::parse(&target_id).map_err(|e| Error::Target(e.to_string()))?;
    let cov = cov_of(obj.header.abi_version).ok_or_else(|| {
        Error::Unsupported(format!(
            "ABI version {} (llvm-mc 22 writes code object versions 4, 5 and 6: ABI versions 2, 3, 4)",
            obj.header.abi_version
        ))
    })?;
    // The decoder is verified against llvm-mc 22 on the GFX9 family.
    let ti = if amdgpu_asm::SUPPORTED_FAMILIES.contains(&isa_target.processor.family()) {
        TargetInfo::new(&isa_target)
    } else {
        None
    };
    let is_rel = obj.e_type == ET_REL;
    let mut dropped: Vec<Dropped> = Vec::new();
    let mut outs: Vec<Out> = Vec::new();
    let mut out_of: HashMap<usize, usize> = HashMap::new();
    for (i, s) in obj.sections.iter().enumerate() {
        match drop_reason(s, obj.e_type) {
            Some("") => {}
            Some(why) => dropped.push(Dropped {
                what: format!("section {}", s.name),
                why: why.to_string(),
            }),
            None => {
                out_of.insert(i, outs.len());
                outs.push(Out {
                    idx: i,
                    sec: s,
                    labels: BTreeMap::new(),
                    relocs: BTreeMap::new(),
                    kds: BTreeMap::new(),
                });
            }
        }
    }
    if !is_rel {
        outs.sort_by_key(|o| (o.sec.addr, o.idx));
        out_of = outs.iter().enumerate().map(|(k, o)| (o.idx, k)).collect();
    }
    let syms: &[ReadSymbol] = if obj.symbols.is_empty() {
        &obj.dynamic_symbols
    } else {
        &obj.symbols
    };
    // Offset of an address (ET_DYN) or value (ET_REL) in its section.
    let base_of = |idx: usize| if is_rel { 0 } else { obj.sections[idx].addr };
    let sec_label = |idx: usize| format!(".Lsec{idx}");

    // Symbols: attributes up front, labels in their sections.
    let mut attrs = String::new();
    let mut defined: HashMap<&str, (usize, u64)> = HashMap::new();
    let mut func_end: HashMap<&str, String> = HashMap::new();
    let mut extra = String::new();
    for s in syms.iter().skip(1) {
        if matches!(s.kind, STT_SECTION | STT_FILE) || s.name.is_empty() {
            continue;
        }
        let shndx = s.shndx as usize;
        if s.shndx == SHN_UNDEF {
            // An undefined global stays in the symbol table (and in a code
            // object's dynamic symbols).
            match s.binding {
                STB_WEAK => {
                    let _ = writeln!(attrs, "\t.weak\t{}", sym(&s.name));
                }
                STB_GLOBAL => {
                    let _ = writeln!(attrs, "\t.globl\t{}", sym(&s.name));
                }
                _ => {}
            }
            continue;
        }
        if s.shndx == SHN_COMMON {
            let _ = writeln!(
                extra,
                "\t.comm\t{},{},{}",
                sym(&s.name),
                s.size,
                s.value.max(1)
            );
            continue;
        }
        if s.shndx == SHN_AMDGPU_LDS {
            if s.binding != STB_LOCAL {
                let _ = writeln!(attrs, "\t.globl\t{}", sym(&s.name));
            }
            let _ = writeln!(
                extra,
                "\t.amdgpu_lds\t{}, {}, {}",
                sym(&s.name),
                s.size,
                s.value.max(1)
            );
            continue;
        }
        if s.shndx == SHN_ABS {
            let _ = writeln!(extra, "\t.set\t{}, 0x{:x}", sym(&s.name), s.value);
            if s.binding != STB_LOCAL {
                let _ = writeln!(attrs, "\t.globl\t{}", sym(&s.name));
            }
            continue;
        }
        let Some(&k) = out_of.get(&shndx) else {
            dropped.push(Dropped {
                what: format!("symbol {}", s.name),
                why: format!(
                    "defined in a section that is not kept ({})",
                    obj.sections.get(shndx).map_or("?", |x| x.name.as_str())
                ),
            });
            continue;
        };
        let off = s.value.wrapping_sub(base_of(shndx));
        if off > outs[k].sec.size {
            dropped.push(Dropped {
                what: format!("symbol {}", s.name),
                why: "outside its section".into(),
            });
            continue;
        }
        defined.insert(s.name.as_str(), (k, off));
        // A function's size follows its code when the code is edited: an
        // end label, and `.size` as the difference.
        if s.kind == STT_FUNC
            && s.size != 0
            && outs[k].sec.flags & SHF_EXECINSTR != 0
            && off + s.size <= outs[k].sec.size
        {
            let end = format!(".Lend{}_{:x}", outs[k].idx, off + s.size);
            let l = outs[k].labels.entry(off + s.size).or_default();
            if !l.contains(&end) {
                l.push(end.clone());
            }
            func_end.insert(s.name.as_str(), end);
        }
        outs[k].labels.entry(off).or_default().push(s.name.clone());
    }
    // Kernel descriptors.
    let mut kd_names: BTreeSet<String> = BTreeSet::new();
    for s in syms.iter().skip(1) {
        let Some(kernel) = s.name.strip_suffix(".kd") else {
            continue;
        };
        let (Some(&(k, off)), Some(&(kk, koff))) =
            (defined.get(s.name.as_str()), defined.get(kernel))
        else {
            continue;
        };
        if s.size != 64
            || outs[k].sec.flags & SHF_EXECINSTR != 0
            || outs[k].sec.sh_type == SHT_NOBITS
        {
            continue;
        }
        let Some(bytes) = outs[k]
            .sec
            .data
            .get(off as usize..off as usize + 64)
            .and_then(|b| <[u8; 64]>::try_from(b).ok())
        else {
            continue;
        };
        let entry = i64::from_le_bytes(bytes[16..24].try_into().unwrap_or([0; 8]));
        let body = if outs[kk].sec.flags & SHF_EXECINSTR == 0 {
            Err("the kernel symbol is not in a text section".to_string())
        } else if !off.is_multiple_of(64) || !outs[k].sec.align.is_multiple_of(64) {
            Err("the descriptor is not 64-byte aligned".to_string())
        } else if !is_rel
            && (outs[k].sec.addr + off).wrapping_add(entry as u64) != outs[kk].sec.addr + koff
        {
            Err(format!(
                "its code entry offset {entry} does not point at {kernel}"
            ))
        } else {
            let d = amdgpu_hsa::describe(&bytes, &isa_target, cov);
            if d.unrepresentable.is_empty() {
                Ok(d.directives)
            } else {
                Err(format!(
                    "fields no .amdhsa_ directive reproduces: {}",
                    d.unrepresentable.join(", ")
                ))
            }
        };
        kd_names.insert(s.name.clone());
        let entry_is_kernel = !is_rel
            && outs[kk].sec.flags & SHF_EXECINSTR != 0
            && (outs[k].sec.addr + off).wrapping_add(entry as u64) == outs[kk].sec.addr + koff;
        outs[k].kds.insert(
            off,
            Kd {
                entry_is_kernel,
                kernel: kernel.to_string(),
                body,
            },
        );
    }

    // Relocations.
    let mut addr_labels: Vec<(usize, u64)> = Vec::new();
    for (ri, rs) in obj.sections.iter().enumerate() {
        if rs.sh_type != SHT_RELA {
            continue;
        }
        let table: &[ReadSymbol] = match obj.sections.get(rs.link as usize) {
            Some(t) if t.sh_type == SHT_DYNSYM => &obj.dynamic_symbols,
            _ => &obj.symbols,
        };
        for r in &rs.relocs {
            // Where the relocation applies: a section of the file and an
            // offset in it.
            let place = if is_rel {
                out_of.get(&(rs.info as usize)).map(|&k| (k, r.offset))
            } else {
                outs.iter()
                    .position(|o| o.sec.addr <= r.offset && r.offset < o.sec.addr + o.sec.size)
                    .map(|k| (k, r.offset - outs[k].sec.addr))
            };
            let Some((k, off)) = place else {
                if is_rel
                    && obj.sections.get(rs.info as usize).is_some_and(|t| {
                        out_of.contains_key(&(rs.info as usize)) || t.name.starts_with(".debug")
                    })
                {
                    continue;
                }
                if !is_rel || obj.sections.get(ri).is_some() {
                    dropped.push(Dropped {
                        what: format!("relocation at 0x{:x} in {}", r.offset, rs.name),
                        why: "applies to a section that is not kept".into(),
                    });
                }
                continue;
            };
            let s = r.symbol.and_then(|i| table.get(i));
            let (base, add) = match (r.r_type, s) {
                (R_AMDGPU_RELATIVE64, _) if !is_rel => {
                    // A pointer to an address of the file: a label there.
                    let a = r.addend as u64;
                    match outs
                        .iter()
                        .position(|o| o.sec.addr <= a && a <= o.sec.addr + o.sec.size)
                    {
                        Some(t) => {
                            addr_labels.push((t, a - outs[t].sec.addr));
                            (format!(".Laddr_{a:x}"), 0)
                        }
                        None => {
                            dropped.push(Dropped {
                                what: format!("relocation at 0x{:x}", r.offset),
                                why: "points into a section that is not kept".into(),
                            });
                            continue;
                        }
                    }
                }
                (_, Some(s)) if s.kind == STT_SECTION => {
                    if !out_of.contains_key(&(s.shndx as usize)) {
                        dropped.push(Dropped {
                            what: format!("relocation at 0x{:x} in {}", r.offset, rs.name),
                            why: "against a section that is not kept".into(),
                        });
                        continue;
                    }
                    (sec_label(s.shndx as usize), r.addend)
                }
                (_, Some(s)) if !s.name.is_empty() => (sym(&s.name), r.addend),
                _ => {
                    dropped.push(Dropped {
                        what: format!("relocation at 0x{:x} in {}", r.offset, rs.name),
                        why: format!("type {} without a symbol", r.r_type),
                    });
                    continue;
                }
            };
            outs[k].relocs.insert(
                off,
                Rel {
                    r_type: r.r_type,
                    base,
                    addend: add,
                },
            );
        }
    }
    // In a code object the linker resolved `s_getpc_b64` + `s_add_u32` /
    // `s_addc_u32` pairs of pc-relative literals: write them again as
    // `label@rel32@lo+A` / `@hi` so that the code can be edited and the
    // reference still reaches its data.
    if !is_rel {
        if let Some(ti) = ti.as_ref() {
            let mut lost = 0usize;
            let mut found: Vec<(usize, u64, Rel)> = Vec::new();
            for (k, o) in outs.iter().enumerate() {
                if o.sec.flags & SHF_EXECINSTR == 0 || o.sec.sh_type == SHT_NOBITS {
                    continue;
                }
                for (g_off, s_addr, lo, hi) in pc_relative_pairs(&o.sec.data, ti) {
                    let g_end = o.sec.addr + g_off as u64 + 4;
                    let _ = s_addr;
                    let value = (lo.1 as u64) | (hi.1 as u64) << 32;
                    let s = g_end.wrapping_add(value);
                    let Some(t) = outs.iter().position(|x| {
                        x.sec.addr <= s && s <= x.sec.addr + x.sec.size && x.sec.addr != 0
                    }) else {
                        lost += 1;
                        continue;
                    };
                    addr_labels.push((t, s - outs[t].sec.addr));
                    let label = format!(".Laddr_{s:x}");
                    for (at, r_type) in [(lo.0, R_AMDGPU_REL32_LO), (hi.0, R_AMDGPU_REL32_HI)] {
                        let p = o.sec.addr + at as u64;
                        found.push((
                            k,
                            at as u64,
                            Rel {
                                r_type,
                                base: label.clone(),
                                addend: p as i64 - g_end as i64,
                            },
                        ));
                    }
                }
            }
            for (k, off, r) in found {
                outs[k].relocs.entry(off).or_insert(r);
            }
            if lost > 0 {
                dropped.push(Dropped {
                    what: format!("{lost} pc-relative reference(s)"),
                    why: "to a section that is not kept (.got, ...): their constants stay numbers"
                        .into(),
                });
            }
        }
    }
    for (t, off) in addr_labels {
        let name = format!(".Laddr_{:x}", outs[t].sec.addr + off);
        let l = outs[t].labels.entry(off).or_default();
        if !l.contains(&name) {
            l.push(name);
        }
    }
    // A kernel descriptor written as a block carries its own relocation;
    // one with any other relocation is written raw.
    let elf_idx: Vec<usize> = outs.iter().map(|o| o.idx).collect();
    for o in outs.iter_mut() {
        let rels = &o.relocs;
        for (off, kd) in o.kds.iter_mut() {
            if kd.body.is_err() {
                continue;
            }
            let mine: Vec<(&u64, &Rel)> = rels.range(*off..*off + 64).collect();
            let entry_ok = |r: &Rel| r.r_type == R_AMDGPU_REL64;
            let ok = if is_rel {
                mine.len() == 1 && *mine[0].0 == off + 16 && entry_ok(mine[0].1) && {
                    let r = mine[0].1;
                    let (kk, koff) = defined
                        .get(kd.kernel.as_str())
                        .copied()
                        .unwrap_or((usize::MAX, 0));
                    (r.base == sym(&kd.kernel) && r.addend == 16)
                        || (kk != usize::MAX
                            && r.base == sec_label(elf_idx[kk])
                            && r.addend == koff as i64 + 16)
                }
            } else {
                mine.is_empty()
            };
            if !ok {
                kd.body = Err("its relocations are not the one code entry relocation".into());
            }
        }
        // Blocks make their relocation.
        let blocks: Vec<u64> = o
            .kds
            .iter()
            .filter(|(_, k)| k.body.is_ok())
            .map(|(o, _)| *o)
            .collect();
        for b in blocks {
            o.relocs.remove(&(b + 16));
            let kd_sym = format!("{}.kd", o.kds[&b].kernel);
            if let Some(l) = o.labels.get_mut(&b) {
                l.retain(|n| *n != kd_sym);
            }
        }
    }

    // ---------------------------------------------------------- writing
    let mut src = String::new();
    let mut stats = (0usize, 0usize, 0usize, 0usize);
    let _ = writeln!(
        src,
        "; Disassembled by amdgpu-dis from an AMDGPU {} object.",
        if is_rel { "relocatable" } else { "code" }
    );
    let mattr = mattr_of(&target_id);
    let _ = writeln!(
        src,
        "; Assemble: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu={}{} -filetype=obj",
        isa_target.cpu(),
        if mattr.is_empty() {
            String::new()
        } else {
            format!(" -mattr={mattr}")
        }
    );
    let meta = obj.metadata();
    let yaml = meta.map(amdgpu_hsa::msgpack_to_yaml);
    let other_notes: Vec<String> = obj
        .notes
        .iter()
        .filter(|n| !(n.name == b"AMDGPU" && n.n_type == NT_AMDGPU_METADATA))
        .map(|n| {
            format!(
                "note {} type {}",
                String::from_utf8_lossy(&n.name),
                n.n_type
            )
        })
        .collect();
    for n in other_notes {
        dropped.push(Dropped {
            what: n,
            why: "only the NT_AMDGPU_METADATA note is kept".into(),
        });
    }
    // Words the decoder is not used for.
    if ti.is_none() {
        let _ = writeln!(
            src,
            "; The disassembler does not cover {} yet: code is written as .long words.",
            isa_target.cpu()
        );
    }
    let _ = writeln!(src);
    let _ = writeln!(src, "\t.amdhsa_code_object_version {cov}");
    let _ = writeln!(src, "\t.amdgcn_target \"amdgcn-amd-amdhsa--{target_id}\"");
    let _ = writeln!(src);
    // Attributes of symbols.
    for s in syms.iter().skip(1) {
        if matches!(s.kind, STT_SECTION | STT_FILE) || s.name.is_empty() {
            continue;
        }
        if !defined.contains_key(s.name.as_str()) {
            continue;
        }
        let n = sym(&s.name);
        let is_kd_block = kd_names.contains(&s.name) && {
            let (k, off) = defined[s.name.as_str()];
            outs[k].kds.get(&off).is_some_and(|kd| kd.body.is_ok())
        };
        if is_kd_block {
            // `.amdhsa_kernel` makes the symbol, with the kernel's binding.
            continue;
        }
        match s.binding {
            STB_GLOBAL => {
                let _ = writeln!(src, "\t.globl\t{n}");
            }
            STB_WEAK => {
                let _ = writeln!(src, "\t.weak\t{n}");
            }
            _ => {}
        }
        match s.visibility {
            STV_PROTECTED => {
                let _ = writeln!(src, "\t.protected\t{n}");
            }
            STV_HIDDEN => {
                let _ = writeln!(src, "\t.hidden\t{n}");
            }
            STV_INTERNAL => {
                let _ = writeln!(src, "\t.internal\t{n}");
            }
            _ => {}
        }
        match s.kind {
            STT_FUNC => {
                let _ = writeln!(src, "\t.type\t{n},@function");
            }
            STT_OBJECT => {
                let _ = writeln!(src, "\t.type\t{n},@object");
            }
            STT_TLS => {
                let _ = writeln!(src, "\t.type\t{n},@tls_object");
            }
            STT_GNU_IFUNC => {
                let _ = writeln!(src, "\t.type\t{n},@gnu_indirect_function");
            }
            _ => {}
        }
        match func_end.get(s.name.as_str()) {
            Some(end) => {
                let _ = writeln!(src, "\t.size\t{n}, {end}-{n}");
            }
            None if s.size != 0 => {
                let _ = writeln!(src, "\t.size\t{n}, {}", s.size);
            }
            None => {}
        }
    }
    src.push_str(&attrs);
    src.push_str(&extra);
    // Every instruction text of the code, assembled once in one batch.
    let mut verifier = text::Verifier::new(isa_target.clone());
    if let Some(ti) = ti.as_ref() {
        let mut texts: Vec<String> = Vec::new();
        for o in outs.iter().filter(|o| o.sec.flags & SHF_EXECINSTR != 0) {
            for (_, u) in amdgpu_isa::disassemble(&o.sec.data, ti) {
                if let Ok(inst) = u {
                    texts.push(text::text_of(&inst, ti));
                }
            }
        }
        texts.sort_unstable();
        texts.dedup();
        verifier.prefill(texts.iter().map(String::as_str));
    }
    for o in &outs {
        let _ = writeln!(src);
        let _ = writeln!(src, "{}", section_directive(o.sec));
        let _ = writeln!(src, "\t.p2align\t{}", p2(o.sec.align));
        let _ = writeln!(src, "{}:", sec_label(o.idx));
        if o.sec.flags & SHF_EXECINSTR != 0 && o.sec.sh_type != SHT_NOBITS {
            write_text(&mut src, o, ti.as_ref(), &mut verifier, &mut stats);
        } else {
            write_data(&mut src, o, &mut stats);
        }
    }
    // Metadata.
    match (meta, yaml) {
        (Some(_), Some(Ok(y))) => {
            let _ = writeln!(src);
            let _ = writeln!(src, "\t.amdgpu_metadata");
            src.push_str(&y);
            if !y.ends_with('\n') {
                src.push('\n');
            }
            let _ = writeln!(src, "\t.end_amdgpu_metadata");
        }
        (Some(m), _) => {
            // No YAML gives these bytes back: the note itself.
            let _ = writeln!(src);
            let _ = writeln!(
                src,
                "; The metadata note is written raw: its MessagePack has no YAML form."
            );
            let _ = writeln!(src, "\t.section\t.note,\"a\",@note");
            let _ = writeln!(src, "\t.p2align\t2");
            let _ = writeln!(src, "\t.long\t7, {}, {}", m.len(), NT_AMDGPU_METADATA);
            let _ = writeln!(src, "\t.asciz\t\"AMDGPU\"");
            let _ = writeln!(src, "\t.p2align\t2");
            write_bytes(&mut src, m);
            let _ = writeln!(src, "\t.p2align\t2");
        }
        _ => dropped.push(Dropped {
            what: "metadata".into(),
            why: "the input has no NT_AMDGPU_METADATA note".into(),
        }),
    }
    // The dropped list goes at the top.
    let mut head = String::new();
    if !dropped.is_empty() {
        let _ = writeln!(head, "; Not carried over:");
        for d in &dropped {
            let _ = writeln!(head, ";   {}: {}", d.what, d.why);
        }
    }
    let first_blank = src.find("\n\n").map_or(0, |p| p + 1);
    src.insert_str(first_blank, &head);
    Ok(Disassembly {
        source: src,
        target_id,
        code_object_version: cov,
        dropped,
        instructions: stats.0,
        raw_words: stats.1,
        kernels: stats.2,
        raw_kernels: stats.3,
    })
}

/// The llvm-mc `-mattr` of a target id's features (`+xnack,-sramecc`).
pub fn mattr_of(id: &str) -> String {
    id.split(':')
        .skip(1)
        .filter_map(|f| {
            let (n, s) = f.split_at(f.len().checked_sub(1)?);
            Some(format!("{s}{n}"))
        })
        .collect::<Vec<_>>()
        .join(",")
}

fn write_labels(src: &mut String, labels: Option<&Vec<String>>) {
    for l in labels.into_iter().flatten() {
        let _ = writeln!(src, "{}:", sym(l));
    }
}

fn write_bytes(src: &mut String, b: &[u8]) {
    for chunk in b.chunks(16) {
        src.push_str("\t.byte\t");
        for (i, x) in chunk.iter().enumerate() {
            if i > 0 {
                src.push(',');
            }
            let _ = write!(src, "0x{x:02x}");
        }
        src.push('\n');
    }
}

fn write_text(
    src: &mut String,
    o: &Out,
    ti: Option<&TargetInfo>,
    verifier: &mut text::Verifier,
    stats: &mut (usize, usize, usize, usize),
) {
    let data = &o.sec.data;
    let mut bounds: BTreeSet<usize> = o.labels.keys().map(|&k| k as usize).collect();
    bounds.extend(o.kds.keys().flat_map(|&k| [k as usize, k as usize + 64]));
    let (units, targets) = text::decode_section(data, bounds, ti, verifier);
    let label_of = |t: usize| format!(".LBB{}_{:x}", o.idx, t);
    for u in &units {
        write_labels(src, o.labels.get(&(u.off as u64)));
        if targets.contains(&u.off) {
            let _ = writeln!(src, "{}:", label_of(u.off));
        }
        let bytes = &data[u.off..u.off + u.len];
        let rels: Vec<(&u64, &Rel)> = o
            .relocs
            .range(u.off as u64..(u.off + u.len) as u64)
            .collect();
        if let (Some(inst), Some(ti)) = (&u.inst, ti) {
            let mut txt = text::text_of(inst, ti);
            let mut ok = true;
            if let Some((&roff, r)) = rels.first() {
                // A relocated literal: the operand becomes the expression.
                ok = rels.len() == 1
                    && inst.lit.is_some()
                    && roff as usize == u.off + u.len - 4
                    && match r.operand_expr().and_then(|e| symbolic(inst, ti, &e)) {
                        Some(t) => {
                            txt = t;
                            true
                        }
                        None => false,
                    };
            } else if let Some(t) = text::branch_target(inst, ti, u.off) {
                if t >= 0 && targets.contains(&(t as usize)) {
                    if let Some(m) = txt.split_whitespace().next() {
                        if txt.split_whitespace().count() == 2 {
                            txt = format!("{m} {}", label_of(t as usize));
                        }
                    }
                }
            }
            if ok {
                let _ = writeln!(src, "\t{txt}");
                stats.0 += 1;
                continue;
            }
        }
        // Raw words.
        if let Some(n) = &u.note {
            let _ = writeln!(
                src,
                "\t; {n} (written as words: it does not assemble back to these bytes)"
            );
        } else if let (Some(inst), Some(ti)) = (&u.inst, ti) {
            let _ = writeln!(src, "\t; {}", text::text_of(inst, ti));
        }
        let mut i = 0;
        while i < bytes.len() {
            let at = (u.off + i) as u64;
            if let Some(r) = o.relocs.get(&at) {
                if let Some((d, e, n)) = r.data_expr() {
                    if n == 4 && i + 4 <= bytes.len() {
                        let _ = writeln!(src, "\t{d}\t{e}");
                        i += 4;
                        stats.1 += 1;
                        continue;
                    }
                }
            }
            if i + 4 <= bytes.len() {
                let w = u32::from_le_bytes(bytes[i..i + 4].try_into().unwrap_or([0; 4]));
                let _ = writeln!(src, "\t.long\t0x{w:08x}");
                stats.1 += 1;
                i += 4;
            } else {
                write_bytes(src, &bytes[i..]);
                i = bytes.len();
            }
        }
    }
    write_labels(src, o.labels.get(&(data.len() as u64)));
}

/// The text of `inst` with its literal operand replaced by expression
/// `expr` (a relocation's), when it has exactly one.
fn symbolic(inst: &amdgpu_isa::Inst, ti: &TargetInfo, expr: &str) -> Option<String> {
    use amdgpu_isa::{Operand, SymRef};
    let mut i = *inst;
    let mut n = 0;
    for op in i.ops.iter_mut().take(i.n_ops as usize) {
        if *op == Operand::Lit {
            *op = Operand::Sym(SymRef(0));
            n += 1;
        }
    }
    if n != 1 {
        return None;
    }
    i.lit = amdgpu_isa::Literal::None;
    let mut t = Vec::with_capacity(64);
    amdgpu_isa::print::print_bytes_with(&i, ti, &mut t, &|_, out| {
        out.extend_from_slice(expr.as_bytes())
    });
    String::from_utf8(t).ok()
}

fn write_data(src: &mut String, o: &Out, stats: &mut (usize, usize, usize, usize)) {
    let size = o.sec.size;
    let nobits = o.sec.sh_type == SHT_NOBITS;
    let data = &o.sec.data;
    // Offsets where something happens.
    let mut points: BTreeSet<u64> = o.labels.keys().copied().collect();
    points.extend(o.relocs.keys().copied());
    points.extend(o.kds.keys().copied());
    let mut at = 0u64;
    let mut pending = points.iter().copied().peekable();
    while at < size || pending.peek().is_some_and(|&p| p == at) {
        write_labels(src, o.labels.get(&at));
        // Skip points already passed.
        while pending.peek().is_some_and(|&p| p <= at) {
            pending.next();
        }
        if at >= size {
            break;
        }
        if let Some(kd) = o.kds.get(&at) {
            let bytes = &data[at as usize..at as usize + 64];
            match &kd.body {
                Ok(dirs) => {
                    let _ = writeln!(src, "\t.p2align\t6");
                    let _ = writeln!(src, "\t.amdhsa_kernel {}", sym(&kd.kernel));
                    for (n, v) in dirs {
                        let _ = writeln!(src, "\t\t{n} {v}");
                    }
                    let _ = writeln!(src, "\t.end_amdhsa_kernel");
                    stats.2 += 1;
                }
                Err(why) => {
                    let _ = writeln!(
                        src,
                        "\t; The kernel descriptor of {} is written as bytes: {why}.",
                        kd.kernel
                    );
                    write_bytes(src, &bytes[..16]);
                    match o.relocs.get(&(at + 16)) {
                        Some(r) if r.data_expr().is_some() => {
                            let (d, e, _) = r.data_expr().unwrap_or_default();
                            let _ = writeln!(src, "\t{d}\t{e}");
                        }
                        _ if kd.entry_is_kernel => {
                            let k = sym(&kd.kernel);
                            let _ =
                                writeln!(src, "\t.quad\t{k}-{}", sym(&format!("{}.kd", kd.kernel)));
                        }
                        _ => write_bytes(src, &bytes[16..24]),
                    }
                    write_bytes(src, &bytes[24..]);
                    stats.3 += 1;
                }
            }
            at += 64;
            continue;
        }
        if let Some(r) = o.relocs.get(&at) {
            if let Some((d, e, n)) = r.data_expr() {
                if !nobits && at + n <= size {
                    let _ = writeln!(src, "\t{d}\t{e}");
                    at += n;
                    continue;
                }
            }
            let _ = writeln!(src, "\t; relocation type {} here is not kept", r.r_type);
        }
        let next = pending
            .peek()
            .copied()
            .unwrap_or(size)
            .min(size)
            .max(at + 1);
        if nobits {
            let _ = writeln!(src, "\t.zero\t{}", next - at);
        } else {
            write_bytes(src, &data[at as usize..next as usize]);
        }
        at = next;
    }
}

/// The `s_getpc_b64 s[a:a+1]` instructions of `data` followed, within a
/// few instructions, by `s_add_u32 sa, sa, lit` and `s_addc_u32 sa+1,
/// sa+1, lit`: (offset of s_getpc, unused, (offset, value) of the low
/// literal, of the high literal).
#[allow(clippy::type_complexity)]
fn pc_relative_pairs(
    data: &[u8],
    ti: &TargetInfo,
) -> Vec<(usize, usize, (usize, u32), (usize, u32))> {
    let units: Vec<(usize, amdgpu_isa::Inst)> = amdgpu_isa::disassemble(data, ti)
        .filter_map(|(o, r)| r.ok().map(|i| (o, i)))
        .collect();
    let mut out = Vec::new();
    for (i, (g_off, g)) in units.iter().enumerate() {
        let t = text::text_of(g, ti);
        let Some(regs) = t
            .strip_prefix("s_getpc_b64 s[")
            .and_then(|r| r.strip_suffix(']'))
        else {
            continue;
        };
        let Some((a, b)) = regs.split_once(':') else {
            continue;
        };
        let (lo_pat, hi_pat) = (
            format!("s_add_u32 s{a}, s{a}, "),
            format!("s_addc_u32 s{b}, s{b}, "),
        );
        let (mut lo, mut hi) = (None, None);
        for (u_off, u) in units.iter().skip(i + 1).take(8) {
            let ut = text::text_of(u, ti);
            let lit = u.lit.dword().map(|l| (u_off + u.len as usize - 4, l));
            if ut.starts_with(&lo_pat) && lo.is_none() {
                lo = lit;
                if lo.is_none() {
                    break;
                }
            } else if ut.starts_with(&hi_pat) && hi.is_none() && lo.is_some() {
                hi = lit;
                break;
            } else if ut.contains(&format!("s{a}")) || ut.contains(&format!("s{b}")) {
                break;
            }
        }
        if let (Some(lo), Some(hi)) = (lo, hi) {
            out.push((*g_off, 0, lo, hi));
        }
    }
    out
}
