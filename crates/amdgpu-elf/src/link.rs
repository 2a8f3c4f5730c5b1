//! Linking one relocatable object into an HSA code object (`ET_DYN`), laid
//! out as `ld.lld -shared` 22 lays it out.
//!
//! What ld.lld does with one AMDGPU object, as observed and reproduced here:
//! - input sections go to output sections by name (`.text.f` to `.text`,
//!   `.rodata.*` to `.rodata`, ...), in input order; flags are OR-ed and the
//!   alignment is the largest; mergeable sections are combined and their
//!   pieces deduplicated (see `Merge`); the linker's `.comment` string is
//!   one more mergeable input after the others;
//! - output sections are ordered by rank: notes, other read-only non-PROGBITS
//!   sections (`.dynsym`, `.gnu.hash`, `.hash`, `.dynstr`, `.rela.dyn`),
//!   read-only PROGBITS, executable, RELRO (`.dynamic`, `.got`, then
//!   `.relro_padding`), writable, writable NOBITS; then `.comment`, `.symtab`,
//!   `.shstrtab`, `.strtab`;
//! - a new `PT_LOAD` starts at each change of permissions and at the end of
//!   RELRO; its first section's address is advanced to the next page plus the
//!   offset in the page (4 KiB pages), and file offsets are congruent to
//!   addresses modulo the page size;
//! - hidden symbols become local; default and protected symbols and every
//!   undefined symbol are exported in `.dynsym`, ordered for `.gnu.hash`;
//! - PC-relative relocations against non-preemptible symbols are applied;
//!   `R_AMDGPU_ABS64` in writable sections becomes `R_AMDGPU_RELATIVE64` or a
//!   symbolic `R_AMDGPU_ABS64` in `.rela.dyn`; GOT-relative relocations get
//!   `.got` slots with the same dynamic relocations.

use crate::consts::*;
use crate::model::{Object, Section, SymbolPlace};
use crate::out::{Out, Shdr};
use crate::strtab::InOrder;
use crate::write::validate;
use crate::Error;

/// The `.comment` string of the reference linker.
pub const LLD_COMMENT: &str = "Linker: Debian LLD 22.1.8";

const PAGE: u64 = 0x1000;

/// Options of [`link_code_object_with`].
#[derive(Debug, Clone)]
pub struct LinkOptions {
    /// Contents of `.comment` (without its NUL); `None` leaves the section
    /// out. The default is [`LLD_COMMENT`], for byte identity with ld.lld.
    pub comment: Option<String>,
}

impl Default for LinkOptions {
    fn default() -> Self {
        LinkOptions {
            comment: Some(LLD_COMMENT.to_string()),
        }
    }
}

/// Links `obj` into a loadable HSA code object as `ld.lld -shared` 22 does.
///
/// Supported: allocated PROGBITS, NOBITS and NOTE sections, mergeable ones
/// included; non-allocated PROGBITS sections such as debug information,
/// with `R_AMDGPU_ABS32`/`ABS64` relocations applied (kept;
/// `.comment` merges with the linker's string; `.note.GNU-stack` and
/// `.llvm_addrsig` are dropped, as ld.lld drops them); the relocation
/// types `R_AMDGPU_ABS32` and `R_AMDGPU_ABS64` against absolute symbols,
/// `R_AMDGPU_ABS64` in writable sections (dynamic relocations),
/// `R_AMDGPU_REL{16,32,64}` and `R_AMDGPU_REL32_{LO,HI}` against
/// non-preemptible symbols, `R_AMDGPU_GOTPCREL{,32_LO,32_HI}`. Anything else
/// is an error rather than a guess.
pub fn link_code_object(obj: &Object) -> Result<Vec<u8>, Error> {
    link_code_object_with(obj, &LinkOptions::default())
}

/// Maps an input section name to its output section name as ld.lld does
/// without a linker script.
fn output_name(name: &str) -> &str {
    const PREFIXES: &[&str] = &[
        ".ldata",
        ".text",
        ".data.rel.ro",
        ".data",
        ".rodata",
        ".bss.rel.ro",
        ".bss",
        ".gcc_except_table",
        ".init_array",
        ".fini_array",
        ".tbss",
        ".tdata",
        ".ctors",
        ".dtors",
        ".sdata",
        ".sbss",
        ".srodata",
        ".lrodata",
        ".lbss",
    ];
    for p in PREFIXES {
        if name == *p || (name.starts_with(p) && name.as_bytes().get(p.len()) == Some(&b'.')) {
            return p;
        }
    }
    name
}

fn is_relro_name(name: &str) -> bool {
    matches!(
        name,
        ".data.rel.ro"
            | ".bss.rel.ro"
            | ".init_array"
            | ".fini_array"
            | ".preinit_array"
            | ".ctors"
            | ".dtors"
    )
}

/// What an output section holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Input,
    DynSym,
    GnuHash,
    Hash,
    DynStr,
    RelaDyn,
    Dynamic,
    Got,
    RelroPadding,
    SymTab,
    ShStrTab,
    StrTab,
}

#[derive(Debug, Clone)]
struct OutSec {
    name: String,
    kind: Kind,
    sh_type: u32,
    flags: u64,
    align: u64,
    entsize: u64,
    /// Contents with their offsets in the section.
    inputs: Vec<(Item, u64)>,
    size: u64,
    rank: u32,
    relro: bool,
    addr: u64,
    offset: u64,
    link: u32,
    info: u32,
}

impl OutSec {
    fn synthetic(
        name: &str,
        kind: Kind,
        sh_type: u32,
        flags: u64,
        align: u64,
        entsize: u64,
    ) -> OutSec {
        OutSec {
            name: name.to_string(),
            kind,
            sh_type,
            flags,
            align,
            entsize,
            inputs: Vec::new(),
            size: 0,
            rank: 0,
            relro: false,
            addr: 0,
            offset: 0,
            link: 0,
            info: 0,
        }
    }
}

fn rank(s: &OutSec) -> u32 {
    if s.flags & SHF_ALLOC == 0 {
        return 100;
    }
    let bss = u32::from(s.sh_type == SHT_NOBITS);
    if s.flags & SHF_WRITE == 0 && s.flags & SHF_EXECINSTR == 0 {
        let sub = if s.sh_type == SHT_NOTE {
            3
        } else if s.sh_type != SHT_PROGBITS {
            4
        } else {
            5
        };
        return 10 + sub * 2 + bss;
    }
    if s.flags & SHF_EXECINSTR != 0 {
        return if s.flags & SHF_WRITE != 0 { 40 } else { 30 } + bss;
    }
    if s.relro {
        50 + bss
    } else {
        60 + bss
    }
}

fn gnu_hash(name: &[u8]) -> u32 {
    name.iter().fold(5381u32, |h, &c| {
        h.wrapping_mul(33).wrapping_add(u32::from(c))
    })
}

fn sysv_hash(name: &[u8]) -> u32 {
    let mut h = 0u32;
    for &c in name {
        h = (h << 4).wrapping_add(u32::from(c));
        let g = h & 0xf000_0000;
        if g != 0 {
            h ^= g >> 24;
        }
        h &= !g;
    }
    h
}

fn align_to(v: u64, a: u64) -> u64 {
    let a = a.max(1);
    v.div_ceil(a) * a
}

/// What an output section is made of.
#[derive(Debug, Clone, Copy)]
enum Item {
    /// An input section, by index into `Object::sections`.
    Input(usize),
    /// A merged section, by index into the list of merges.
    Merge(usize),
}

/// Mergeable input sections (`SHF_MERGE`) combined as ld.lld combines them
/// at its default optimization level: pieces (NUL-terminated strings, or
/// entries of `entsize` bytes) deduplicated, spread over 32 shards by the
/// top bits of their xxh3 hash, the shards laid out in order.
struct Merge {
    out: usize,
    flags: u64,
    entsize: u64,
    align: u64,
    members: Vec<usize>,
    data: Vec<u8>,
    /// Per member: (input offset, output offset) of each piece.
    pieces: Vec<Vec<(u64, u64)>>,
}

impl Merge {
    const SHARDS: usize = 32;

    fn finalize(&mut self, secs: &[&Section]) -> Result<(), Error> {
        let es = self.entsize as usize;
        let strings = self.flags & SHF_STRINGS != 0;
        // (member, input offset, bytes, shard)
        let mut all: Vec<(usize, u64, &[u8], usize)> = Vec::new();
        for (k, &si) in self.members.iter().enumerate() {
            let s = secs[si];
            let d = &s.data[..];
            let mut off = 0usize;
            while off < d.len() {
                let len = if strings {
                    // Up to and including the first NUL entry.
                    let mut e = off;
                    loop {
                        let Some(chunk) = d.get(e..e + es) else {
                            return Err(Error::Invalid(format!(
                                "{}: string is not null terminated",
                                s.name
                            )));
                        };
                        e += es;
                        if chunk.iter().all(|&b| b == 0) {
                            break;
                        }
                    }
                    e - off
                } else {
                    if d.len() - off < es {
                        return Err(Error::Invalid(format!(
                            "{}: size is not a multiple of the entry size",
                            s.name
                        )));
                    }
                    es
                };
                let piece = &d[off..off + len];
                let hashed = if strings { &piece[..len - es] } else { piece };
                let h = (xxhash_rust::xxh3::xxh3_64(hashed) as u32) >> 1;
                all.push((k, off as u64, piece, (h >> 26) as usize));
                off += len;
            }
        }
        // Each shard: pieces in input order, duplicates shared, each new one
        // aligned to the section's alignment.
        let mut shard_data: Vec<Vec<u8>> = vec![Vec::new(); Self::SHARDS];
        let mut shard_index: Vec<std::collections::HashMap<&[u8], u64>> =
            vec![std::collections::HashMap::new(); Self::SHARDS];
        let mut in_shard = Vec::with_capacity(all.len());
        for &(_, _, piece, shard) in &all {
            let at = match shard_index[shard].get(piece) {
                Some(&at) => at,
                None => {
                    let buf = &mut shard_data[shard];
                    let at = align_to(buf.len() as u64, self.align);
                    buf.resize(at as usize, 0);
                    buf.extend_from_slice(piece);
                    shard_index[shard].insert(piece, at);
                    at
                }
            };
            in_shard.push(at);
        }
        let mut shard_off = vec![0u64; Self::SHARDS];
        let mut size = 0u64;
        for (k, d) in shard_data.iter().enumerate() {
            if !d.is_empty() {
                size = align_to(size, self.align);
            }
            shard_off[k] = size;
            size += d.len() as u64;
        }
        self.data = vec![0; size as usize];
        for (k, d) in shard_data.iter().enumerate() {
            let at = shard_off[k] as usize;
            self.data[at..at + d.len()].copy_from_slice(d);
        }
        self.pieces = vec![Vec::new(); self.members.len()];
        for (n, &(k, in_off, _, shard)) in all.iter().enumerate() {
            self.pieces[k].push((in_off, shard_off[shard] + in_shard[n]));
        }
        Ok(())
    }

    /// Output offset of byte `off` of member section `si`.
    fn map(&self, si: usize, off: u64) -> u64 {
        let Some(k) = self.members.iter().position(|&m| m == si) else {
            return off;
        };
        let p = &self.pieces[k];
        match p.partition_point(|&(in_off, _)| in_off <= off) {
            0 => off,
            n => p[n - 1].1 + (off - p[n - 1].0),
        }
    }
}

/// A dynamic relocation; `sym` is a `.dynsym` index (0 for relative ones).
struct DynReloc {
    offset: u64,
    sym: u32,
    r_type: u32,
    addend: i64,
}

/// Where a relocation's value comes from once addresses are known.
#[derive(Clone, Copy)]
enum Action {
    /// Write the value of the expression into the section.
    Static,
    /// Leave zero in the section: a dynamic relocation does the work.
    Dynamic,
}

fn rel_name(t: u32) -> String {
    let n = match t {
        R_AMDGPU_ABS32_LO => "R_AMDGPU_ABS32_LO",
        R_AMDGPU_ABS32_HI => "R_AMDGPU_ABS32_HI",
        R_AMDGPU_ABS64 => "R_AMDGPU_ABS64",
        R_AMDGPU_REL32 => "R_AMDGPU_REL32",
        R_AMDGPU_REL64 => "R_AMDGPU_REL64",
        R_AMDGPU_ABS32 => "R_AMDGPU_ABS32",
        R_AMDGPU_GOTPCREL => "R_AMDGPU_GOTPCREL",
        R_AMDGPU_GOTPCREL32_LO => "R_AMDGPU_GOTPCREL32_LO",
        R_AMDGPU_GOTPCREL32_HI => "R_AMDGPU_GOTPCREL32_HI",
        R_AMDGPU_REL32_LO => "R_AMDGPU_REL32_LO",
        R_AMDGPU_REL32_HI => "R_AMDGPU_REL32_HI",
        R_AMDGPU_REL16 => "R_AMDGPU_REL16",
        _ => return format!("relocation type {t}"),
    };
    n.to_string()
}

/// Links `obj` with options; see [`link_code_object`].
pub fn link_code_object_with(obj: &Object, opts: &LinkOptions) -> Result<Vec<u8>, Error> {
    validate(obj, crate::write::MAX_SIZE)?;
    let syms = &obj.symbols;

    // ---- Output sections from input sections. Mergeable sections of the
    // same output name, flags and entry size become one merged section in
    // the place of the first of them.
    // The linker's own `.comment` string comes after the input sections and
    // merges with their `.comment` sections.
    let comment = opts.comment.as_ref().map(|c| {
        let mut data = c.as_bytes().to_vec();
        data.push(0);
        Section {
            data,
            entsize: 1,
            ..Section::new(".comment", SHT_PROGBITS, SHF_MERGE | SHF_STRINGS)
        }
    });
    let secs: Vec<&Section> = obj.sections.iter().chain(comment.as_ref()).collect();
    let mut outs: Vec<OutSec> = Vec::new();
    let mut merges: Vec<Merge> = Vec::new();
    let mut merge_of: Vec<Option<usize>> = vec![None; secs.len()];
    for (i, &s) in secs.iter().enumerate() {
        if s.flags & SHF_ALLOC == 0 {
            // ld.lld consumes these two.
            if s.name == ".note.GNU-stack" || s.sh_type == SHT_LLVM_ADDRSIG {
                continue;
            }
            if s.sh_type != SHT_PROGBITS {
                return Err(Error::Unsupported(format!(
                    "non-allocated section {} of type {:#x}",
                    s.name, s.sh_type
                )));
            }
        } else if !matches!(s.sh_type, SHT_PROGBITS | SHT_NOBITS | SHT_NOTE) {
            return Err(Error::Unsupported(format!(
                "section {} of type {:#x} in a code object",
                s.name, s.sh_type
            )));
        }
        if s.flags & SHF_TLS != 0 {
            return Err(Error::Unsupported(format!("TLS section {}", s.name)));
        }
        let name = output_name(&s.name);
        let flags = s.flags & !(SHF_GROUP | SHF_INFO_LINK | SHF_LINK_ORDER);
        let o = match outs.iter().position(|o| o.name == name) {
            Some(o) => o,
            None => {
                let mut out = OutSec::synthetic(name, Kind::Input, s.sh_type, flags, 1, s.entsize);
                out.relro = is_relro_name(name);
                outs.push(out);
                outs.len() - 1
            }
        };
        let mergeable = flags & SHF_MERGE != 0 && s.entsize != 0 && s.sh_type == SHT_PROGBITS;
        if mergeable {
            if !s.relocs.is_empty() {
                return Err(Error::Unsupported(format!(
                    "relocations in mergeable section {}",
                    s.name
                )));
            }
            let found = merges.iter().position(|m| {
                m.out == o
                    && m.flags == flags
                    && m.entsize == s.entsize
                    && (m.align == s.align.max(1) || flags & SHF_STRINGS == 0)
            });
            let m = match found {
                Some(m) => m,
                None => {
                    merges.push(Merge {
                        out: o,
                        flags,
                        entsize: s.entsize,
                        align: s.align.max(1),
                        members: Vec::new(),
                        data: Vec::new(),
                        pieces: Vec::new(),
                    });
                    outs[o].inputs.push((Item::Merge(merges.len() - 1), 0));
                    merges.len() - 1
                }
            };
            merges[m].align = merges[m].align.max(s.align);
            merges[m].members.push(i);
            merge_of[i] = Some(m);
        } else {
            outs[o].inputs.push((Item::Input(i), 0));
        }
        let out = &mut outs[o];
        if out.inputs.len() > 1 || mergeable {
            out.flags |= flags;
            if out.entsize != s.entsize {
                out.entsize = 0;
            }
            if s.sh_type != SHT_NOBITS {
                out.sh_type = s.sh_type;
            }
        }
    }
    for m in merges.iter_mut() {
        m.finalize(&secs)?;
    }
    // Offsets of the contents in their output sections.
    let mut placement: Vec<Option<(usize, u64)>> = vec![None; secs.len()];
    for (o, out) in outs.iter_mut().enumerate() {
        let mut size = 0u64;
        let mut align = 1u64;
        for (item, at) in out.inputs.iter_mut() {
            let (a, len) = match *item {
                Item::Input(i) => (secs[i].align, secs[i].size()),
                Item::Merge(m) => (merges[m].align, merges[m].data.len() as u64),
            };
            *at = align_to(size, a);
            size = *at + len;
            align = align.max(a);
            match *item {
                Item::Input(i) => placement[i] = Some((o, *at)),
                Item::Merge(m) => {
                    for &i in &merges[m].members {
                        placement[i] = Some((o, *at));
                    }
                }
            }
        }
        out.size = size;
        out.align = align;
    }

    for o in &outs {
        if o.sh_type != SHT_NOBITS && o.size > 1 << 31 {
            return Err(Error::Unsupported(format!(
                "output section {} of {:#x} bytes",
                o.name, o.size
            )));
        }
    }

    // ---- Symbols.
    let is_defined = |i: usize| !matches!(syms[i].place, SymbolPlace::Undefined);
    let is_local_out = |i: usize| {
        syms[i].binding == STB_LOCAL
            || (is_defined(i) && matches!(syms[i].visibility, STV_HIDDEN | STV_INTERNAL))
    };
    let preemptible = |i: usize| {
        let s = &syms[i];
        s.binding != STB_LOCAL
            && s.visibility == STV_DEFAULT
            && !matches!(s.place, SymbolPlace::Absolute)
            && s.kind != STT_SECTION
    };
    for (i, s) in syms.iter().enumerate() {
        match s.place {
            SymbolPlace::Common => {
                return Err(Error::Unsupported(format!("common symbol {}", s.name)))
            }
            SymbolPlace::Lds => {
                return Err(Error::Unsupported(format!(
                    "LDS symbol {} (.amdgpu_lds)",
                    s.name
                )))
            }
            SymbolPlace::Group(_) if s.binding != STB_LOCAL => {
                return Err(Error::Unsupported(format!(
                    "symbol {} defined in a group section",
                    s.name
                )))
            }
            SymbolPlace::Undefined if s.binding != STB_LOCAL && s.visibility != STV_DEFAULT => {
                return Err(Error::Relocation(format!(
                    "undefined {} symbol: {}",
                    "non-default visibility", s.name
                )))
            }
            SymbolPlace::Section(x) if placement[x].is_none() && !is_local_out(i) => {
                return Err(Error::Unsupported(format!(
                    "symbol {} in a section that is not linked",
                    s.name
                )))
            }
            _ => {}
        }
    }
    // .symtab entries (object symbol indices; usize::MAX is _DYNAMIC), with
    // the name order of ld.lld: file locals, then globals as given, then _DYNAMIC.
    let keep_local = |i: usize| {
        let s = &syms[i];
        if s.kind == STT_SECTION || s.name.is_empty() {
            return false;
        }
        match s.place {
            SymbolPlace::Section(x) => {
                let Some(_) = placement[x] else { return false };
                !(s.name.starts_with(".L") && obj.sections[x].flags & SHF_MERGE != 0)
            }
            SymbolPlace::Group(_) => false,
            _ => true,
        }
    };
    const DYNAMIC_SYM: usize = usize::MAX;
    let mut symtab_order: Vec<usize> = (0..syms.len())
        .filter(|&i| syms[i].binding == STB_LOCAL && keep_local(i))
        .collect();
    symtab_order.extend((0..syms.len()).filter(|&i| syms[i].binding != STB_LOCAL));
    symtab_order.push(DYNAMIC_SYM);
    let mut strtab = Vec::from([0u8]);
    let mut sym_name_off = Vec::with_capacity(symtab_order.len());
    for &i in &symtab_order {
        sym_name_off.push(strtab.len() as u32);
        let name: &[u8] = if i == DYNAMIC_SYM {
            b"_DYNAMIC"
        } else {
            syms[i].name.as_bytes()
        };
        strtab.extend_from_slice(name);
        strtab.push(0);
    }
    let mut symtab_final: Vec<(usize, u32)> = symtab_order
        .iter()
        .copied()
        .zip(sym_name_off.iter().copied())
        .collect();
    let local_out = |i: usize| i == DYNAMIC_SYM || is_local_out(i);
    symtab_final.sort_by_key(|&(i, _)| !local_out(i));
    let nlocal_symtab = symtab_final.iter().filter(|&&(i, _)| local_out(i)).count();

    // .dynsym: non-local symbols in order; undefined first, then the
    // defined ones sorted by (GNU hash bucket, .dynstr offset).
    let mut dynstr = InOrder::new();
    let mut dyn_cands: Vec<(usize, u32)> = Vec::new();
    for (i, s) in syms.iter().enumerate() {
        if s.binding != STB_LOCAL && !is_local_out(i) {
            dyn_cands.push((i, dynstr.add(s.name.as_bytes())));
        }
    }
    let (mut dynsym, defined): (Vec<_>, Vec<_>) =
        dyn_cands.into_iter().partition(|&(i, _)| !is_defined(i));
    let nbuckets = (defined.len() / 4).max(1) as u32;
    let mut hashed: Vec<(usize, u32, u32, u32)> = defined
        .into_iter()
        .map(|(i, off)| {
            let h = gnu_hash(syms[i].name.as_bytes());
            (i, off, h, h % nbuckets)
        })
        .collect();
    hashed.sort_by_key(|&(_, off, _, b)| (b, off));
    let symoffset = dynsym.len() as u32 + 1;
    dynsym.extend(hashed.iter().map(|&(i, off, _, _)| (i, off)));
    let mut dynsym_index = vec![0u32; syms.len()];
    for (p, &(i, _)) in dynsym.iter().enumerate() {
        dynsym_index[i] = p as u32 + 1;
    }
    let ndynsym = dynsym.len() + 1;

    // ---- Relocation scan: GOT slots and dynamic relocations (offsets are
    // section-relative until addresses are known).
    let mut got: Vec<usize> = Vec::new();
    let mut got_slot = vec![None::<usize>; syms.len()];
    // (input section or GOT, offset, sym, type, addend-source)
    enum DynPlace {
        Input(usize),
        Got(usize),
    }
    struct PendingDyn {
        place: DynPlace,
        offset: u64,
        sym: usize,
        relative: bool,
        addend: i64,
    }
    let mut pending: Vec<PendingDyn> = Vec::new();
    let mut actions: Vec<Vec<Action>> = Vec::with_capacity(obj.sections.len());
    for (si, s) in obj.sections.iter().enumerate() {
        let mut acts = Vec::with_capacity(s.relocs.len());
        if placement[si].is_none() && !s.relocs.is_empty() {
            return Err(Error::Unsupported(format!(
                "relocations in section {}",
                s.name
            )));
        }
        for r in &s.relocs {
            let Some(sym) = r.symbol else {
                // No symbol: the value is the addend (llvm-mc writes a
                // literal's PC-relative fixup of a number so).
                if matches!(
                    r.r_type,
                    R_AMDGPU_NONE
                        | R_AMDGPU_ABS32
                        | R_AMDGPU_ABS64
                        | R_AMDGPU_REL32
                        | R_AMDGPU_REL32_LO
                        | R_AMDGPU_REL32_HI
                        | R_AMDGPU_REL64
                ) {
                    acts.push(Action::Static);
                    continue;
                }
                return Err(Error::Relocation(format!(
                    "{} without a symbol in {}",
                    rel_name(r.r_type),
                    s.name
                )));
            };
            if s.flags & SHF_ALLOC == 0 {
                // Debug information: absolute values, no dynamic relocations.
                if !matches!(r.r_type, R_AMDGPU_NONE | R_AMDGPU_ABS32 | R_AMDGPU_ABS64) {
                    return Err(Error::Unsupported(format!(
                        "{} in non-allocated section {}",
                        rel_name(r.r_type),
                        s.name
                    )));
                }
                acts.push(Action::Static);
                continue;
            }
            let what = || {
                format!(
                    "{} against {} in {}+{:#x}",
                    rel_name(r.r_type),
                    syms[sym].name,
                    s.name,
                    r.offset
                )
            };
            let absolute = matches!(syms[sym].place, SymbolPlace::Absolute);
            match r.r_type {
                R_AMDGPU_NONE => acts.push(Action::Static),
                R_AMDGPU_ABS32_LO | R_AMDGPU_ABS32_HI => {
                    return Err(Error::Relocation(format!(
                        "{}: ld.lld 22 does not know this relocation type",
                        what()
                    )));
                }
                R_AMDGPU_ABS32 => {
                    if !absolute {
                        return Err(Error::Relocation(format!(
                            "{}: a 32-bit absolute relocation needs a link-time constant; use a 64-bit or PC-relative one",
                            what()
                        )));
                    }
                    acts.push(Action::Static);
                }
                R_AMDGPU_ABS64 => {
                    if absolute {
                        acts.push(Action::Static);
                        continue;
                    }
                    if s.flags & SHF_WRITE == 0 {
                        return Err(Error::Relocation(format!(
                            "{}: needs a dynamic relocation in a read-only section",
                            what()
                        )));
                    }
                    pending.push(PendingDyn {
                        place: DynPlace::Input(si),
                        offset: r.offset,
                        sym,
                        relative: !preemptible(sym),
                        addend: r.addend,
                    });
                    acts.push(Action::Dynamic);
                }
                R_AMDGPU_REL32 | R_AMDGPU_REL64 | R_AMDGPU_REL32_LO | R_AMDGPU_REL32_HI
                | R_AMDGPU_REL16 => {
                    if preemptible(sym) || (!is_defined(sym) && !absolute) {
                        return Err(Error::Relocation(format!(
                            "{}: the symbol can be preempted or is undefined; make it hidden or protected, or go through the GOT",
                            what()
                        )));
                    }
                    acts.push(Action::Static);
                }
                R_AMDGPU_GOTPCREL | R_AMDGPU_GOTPCREL32_LO | R_AMDGPU_GOTPCREL32_HI => {
                    if got_slot[sym].is_none() {
                        got_slot[sym] = Some(got.len());
                        if !absolute {
                            pending.push(PendingDyn {
                                place: DynPlace::Got(got.len()),
                                offset: 0,
                                sym,
                                relative: !preemptible(sym),
                                addend: 0,
                            });
                        }
                        got.push(sym);
                    }
                    acts.push(Action::Static);
                }
                t => {
                    return Err(Error::Unsupported(format!(
                        "relocation type {t} ({})",
                        what()
                    )))
                }
            }
        }
        actions.push(acts);
    }

    // ---- Synthetic sections.
    let dynamic_entries = 7 + if pending.is_empty() {
        0
    } else {
        3 + usize::from(pending.iter().any(|p| p.relative))
    };
    let mask_words = {
        let bits = hashed.len() as u64 * 12 / 64;
        if hashed.is_empty() {
            1
        } else {
            // The next power of two strictly above `bits`.
            (bits + 1).next_power_of_two()
        }
    };
    let syn = |name: &str, kind, t, f, a, e, size| {
        let mut o = OutSec::synthetic(name, kind, t, f, a, e);
        o.size = size;
        o
    };
    let mut all: Vec<OutSec> = outs;
    all.push(syn(
        ".dynsym",
        Kind::DynSym,
        SHT_DYNSYM,
        SHF_ALLOC,
        8,
        24,
        ndynsym as u64 * 24,
    ));
    all.push(syn(
        ".gnu.hash",
        Kind::GnuHash,
        SHT_GNU_HASH,
        SHF_ALLOC,
        8,
        0,
        16 + 8 * mask_words + 4 * u64::from(nbuckets) + 4 * hashed.len() as u64,
    ));
    all.push(syn(
        ".hash",
        Kind::Hash,
        SHT_HASH,
        SHF_ALLOC,
        4,
        4,
        8 + 8 * ndynsym as u64,
    ));
    all.push(syn(
        ".dynstr",
        Kind::DynStr,
        SHT_STRTAB,
        SHF_ALLOC,
        1,
        0,
        dynstr.data.len() as u64,
    ));
    if !pending.is_empty() {
        all.push(syn(
            ".rela.dyn",
            Kind::RelaDyn,
            SHT_RELA,
            SHF_ALLOC,
            8,
            24,
            pending.len() as u64 * 24,
        ));
    }
    let mut d = syn(
        ".dynamic",
        Kind::Dynamic,
        SHT_DYNAMIC,
        SHF_ALLOC | SHF_WRITE,
        8,
        16,
        dynamic_entries as u64 * 16,
    );
    d.relro = true;
    all.push(d);
    if !got.is_empty() {
        let mut g = syn(
            ".got",
            Kind::Got,
            SHT_PROGBITS,
            SHF_ALLOC | SHF_WRITE,
            8,
            0,
            got.len() as u64 * 8,
        );
        g.relro = true;
        all.push(g);
    }
    let mut p = syn(
        ".relro_padding",
        Kind::RelroPadding,
        SHT_NOBITS,
        SHF_ALLOC | SHF_WRITE,
        1,
        0,
        0,
    );
    p.relro = true;
    all.push(p);
    for o in all.iter_mut() {
        o.rank = rank(o);
    }
    all.sort_by_key(|o| o.rank);
    all.push(syn(
        ".symtab",
        Kind::SymTab,
        SHT_SYMTAB,
        0,
        8,
        24,
        symtab_final.len() as u64 * 24 + 24,
    ));
    all.push(syn(".shstrtab", Kind::ShStrTab, SHT_STRTAB, 0, 1, 0, 0));
    all.push(syn(
        ".strtab",
        Kind::StrTab,
        SHT_STRTAB,
        0,
        1,
        0,
        strtab.len() as u64,
    ));
    let mut shstrtab = InOrder::new();
    let sh_names: Vec<u32> = all
        .iter()
        .map(|o| shstrtab.add(o.name.as_bytes()))
        .collect();
    let find = |all: &[OutSec], k: Kind| all.iter().position(|o| o.kind == k);
    let shstr_i = find(&all, Kind::ShStrTab).unwrap_or(0);
    all[shstr_i].size = shstrtab.data.len() as u64;
    let out_index = |i: usize| i as u32 + 1;

    // ---- Segments. A segment is a run of allocated sections with the same
    // permissions (and RELRO-ness for writable ones).
    let perm = |o: &OutSec| {
        let mut f = PF_R;
        if o.flags & SHF_WRITE != 0 {
            f |= PF_W;
        }
        if o.flags & SHF_EXECINSTR != 0 {
            f |= PF_X;
        }
        f
    };
    let nalloc = all.iter().take_while(|o| o.flags & SHF_ALLOC != 0).count();
    // (first, last) section indices of each PT_LOAD.
    let mut loads: Vec<(usize, usize)> = Vec::new();
    for i in 0..nalloc {
        let new = match loads.last() {
            None => true,
            Some(&(first, _)) => {
                perm(&all[first]) != perm(&all[i])
                    || (all[first].relro && !all[i].relro && all[i].flags & SHF_WRITE != 0)
            }
        };
        if new {
            loads.push((i, i));
        } else if let Some(l) = loads.last_mut() {
            l.1 = i;
        }
    }
    let mut notes: Vec<(usize, usize)> = Vec::new();
    for i in 0..nalloc {
        if all[i].sh_type == SHT_NOTE {
            match notes.last_mut() {
                Some(n) if n.1 + 1 == i && all[n.0].align == all[i].align => n.1 = i,
                _ => notes.push((i, i)),
            }
        }
    }
    let phnum_alloc = 1 + loads.len() + 3 + notes.len();
    let headers_end = 64 + 56 * phnum_alloc as u64;

    // ---- Addresses and offsets.
    let mut dot = headers_end;
    let mut off = headers_end;
    let relro_pad = find(&all, Kind::RelroPadding);
    for (li, &(first, last)) in loads.iter().enumerate() {
        let (mut first_off, mut first_addr) = (0, 0);
        for (i, o) in all.iter_mut().enumerate().take(last + 1).skip(first) {
            if i == first && li > 0 {
                dot = align_to(dot, PAGE) + dot % PAGE;
            }
            dot = align_to(dot, o.align);
            o.addr = dot;
            if Some(i) == relro_pad {
                o.size = align_to(dot, PAGE) - dot;
                o.offset = off;
                continue;
            }
            if o.sh_type == SHT_NOBITS {
                o.offset = off;
            } else {
                if i == first {
                    off += o.addr.wrapping_sub(off) % PAGE;
                    (first_off, first_addr) = (off, o.addr);
                } else {
                    off = first_off + (o.addr - first_addr);
                }
                o.offset = off;
                off += o.size;
            }
            dot += o.size;
        }
    }
    for o in all.iter_mut().skip(nalloc) {
        off = align_to(off, o.align);
        o.offset = off;
        off += o.size;
    }
    let shoff = align_to(off, 8);

    // Links.
    let dynsym_i = find(&all, Kind::DynSym).unwrap_or(0);
    let dynstr_i = find(&all, Kind::DynStr).unwrap_or(0);
    let strtab_i = find(&all, Kind::StrTab).unwrap_or(0);
    for o in all.iter_mut() {
        match o.kind {
            Kind::DynSym => {
                o.link = out_index(dynstr_i);
                o.info = 1;
            }
            Kind::GnuHash | Kind::Hash | Kind::RelaDyn => o.link = out_index(dynsym_i),
            Kind::Dynamic => o.link = out_index(dynstr_i),
            Kind::SymTab => {
                o.link = out_index(strtab_i);
                o.info = nlocal_symtab as u32 + 1;
            }
            _ => {}
        }
    }

    // ---- Symbol values.
    let mut in_out = vec![None::<(usize, u64)>; secs.len()];
    for (oi, o) in all.iter().enumerate() {
        for &(item, at) in &o.inputs {
            match item {
                Item::Input(si) => in_out[si] = Some((oi, o.addr + at)),
                Item::Merge(m) => {
                    for &si in &merges[m].members {
                        in_out[si] = Some((oi, o.addr + at));
                    }
                }
            }
        }
    }
    // The address of byte `off` of input section `si`.
    let addr_of = |si: usize, off: u64| -> u64 {
        let base = in_out[si].map_or(0, |(_, a)| a);
        match merge_of[si] {
            Some(m) => base.wrapping_add(merges[m].map(si, off)),
            None => base.wrapping_add(off),
        }
    };
    let sym_va = |i: usize| -> u64 {
        let s = &syms[i];
        match s.place {
            SymbolPlace::Section(x) => addr_of(x, s.value),
            SymbolPlace::Absolute => s.value,
            _ => 0,
        }
    };
    // S + A of a relocation: the addend of a section symbol in a merged
    // section chooses the piece, as in ld.lld.
    let target = |i: usize, addend: i64| -> u64 {
        let s = &syms[i];
        match s.place {
            SymbolPlace::Section(x) if s.kind == STT_SECTION && merge_of[x].is_some() => {
                addr_of(x, s.value.wrapping_add(addend as u64))
            }
            _ => sym_va(i).wrapping_add(addend as u64),
        }
    };
    let sym_shndx = |i: usize| -> u16 {
        match syms[i].place {
            SymbolPlace::Section(x) => in_out[x].map_or(0, |(o, _)| out_index(o) as u16),
            SymbolPlace::Absolute => SHN_ABS,
            _ => SHN_UNDEF,
        }
    };
    let dynamic_i = find(&all, Kind::Dynamic).unwrap_or(0);
    let got_i = find(&all, Kind::Got);
    let got_va = |slot: usize| got_i.map_or(0, |g| all[g].addr) + 8 * slot as u64;

    // ---- Dynamic relocations.
    let mut dyn_relocs: Vec<DynReloc> = pending
        .iter()
        .map(|p| {
            let offset = match p.place {
                DynPlace::Input(si) => in_out[si].map_or(0, |(_, a)| a) + p.offset,
                DynPlace::Got(slot) => got_va(slot),
            };
            if p.relative {
                DynReloc {
                    offset,
                    sym: 0,
                    r_type: R_AMDGPU_RELATIVE64,
                    addend: target(p.sym, p.addend) as i64,
                }
            } else {
                DynReloc {
                    offset,
                    sym: dynsym_index[p.sym],
                    r_type: R_AMDGPU_ABS64,
                    addend: p.addend,
                }
            }
        })
        .collect();
    let nrelative = dyn_relocs
        .iter()
        .filter(|r| r.r_type == R_AMDGPU_RELATIVE64)
        .count();
    dyn_relocs.sort_by_key(|r| {
        if r.r_type == R_AMDGPU_RELATIVE64 {
            (0, 0, r.offset)
        } else {
            (1, r.sym, r.offset)
        }
    });

    // ---- Contents.
    let mut file = vec![0u8; shoff as usize + 64 * (all.len() + 1)];
    let put = |file: &mut Vec<u8>, at: u64, bytes: &[u8]| {
        let at = at as usize;
        file[at..at + bytes.len()].copy_from_slice(bytes);
    };
    for oi in 0..all.len() {
        let o = &all[oi];
        let mut b = Out::new();
        match o.kind {
            Kind::Input => {
                if o.sh_type == SHT_NOBITS {
                    continue;
                }
                let mut data = vec![0u8; o.size as usize];
                for &(item, at) in &o.inputs {
                    let si = match item {
                        Item::Input(si) => si,
                        Item::Merge(m) => {
                            let d = &merges[m].data;
                            data[at as usize..at as usize + d.len()].copy_from_slice(d);
                            continue;
                        }
                    };
                    let s = &obj.sections[si];
                    if s.sh_type != SHT_NOBITS {
                        data[at as usize..at as usize + s.data.len()].copy_from_slice(&s.data);
                    }
                    let base = o.addr + at;
                    for (r, act) in s.relocs.iter().zip(&actions[si]) {
                        if matches!(act, Action::Dynamic) || r.r_type == R_AMDGPU_NONE {
                            if matches!(act, Action::Dynamic) {
                                apply(&mut data, at, r.offset, 8, 0, &s.name)?;
                            }
                            continue;
                        }
                        let sym = r.symbol.unwrap_or(0);
                        let sa = match r.symbol {
                            Some(sym) => target(sym, r.addend),
                            None => r.addend as u64,
                        };
                        let p = base.wrapping_add(r.offset);
                        let a = r.addend as u64;
                        let (width, v) = match r.r_type {
                            R_AMDGPU_ABS32 => (4, sa),
                            R_AMDGPU_ABS64 => (8, sa),
                            R_AMDGPU_REL32 | R_AMDGPU_REL32_LO => (4, sa.wrapping_sub(p)),
                            R_AMDGPU_REL32_HI => (4, sa.wrapping_sub(p) >> 32),
                            R_AMDGPU_REL64 => (8, sa.wrapping_sub(p)),
                            R_AMDGPU_REL16 => {
                                let v = (sa.wrapping_sub(p) as i64).wrapping_sub(4) / 4;
                                if !(-0x8000..0x8000).contains(&v) {
                                    return Err(Error::Relocation(format!(
                                        "R_AMDGPU_REL16 out of range in {}+{:#x}",
                                        s.name, r.offset
                                    )));
                                }
                                (2, v as u64)
                            }
                            _ => {
                                let slot = got_slot[sym].unwrap_or(0);
                                let v = got_va(slot).wrapping_add(a).wrapping_sub(p);
                                match r.r_type {
                                    R_AMDGPU_GOTPCREL32_HI => (4, v >> 32),
                                    _ => (4, v),
                                }
                            }
                        };
                        apply(&mut data, at, r.offset, width, v, &s.name)?;
                    }
                }
                put(&mut file, o.offset, &data);
                continue;
            }
            Kind::DynSym => {
                b.symbol(0, 0, 0, 0, 0, 0);
                for &(i, name) in &dynsym {
                    let s = &syms[i];
                    b.symbol(
                        name,
                        (s.binding << 4) | s.kind,
                        s.visibility,
                        sym_shndx(i),
                        sym_va(i),
                        s.size,
                    );
                }
            }
            Kind::GnuHash => {
                b.u32(nbuckets);
                b.u32(symoffset);
                b.u32(mask_words as u32);
                b.u32(26);
                let mut bloom = vec![0u64; mask_words as usize];
                for &(_, _, h, _) in &hashed {
                    let w = ((h / 64) as u64 & (mask_words - 1)) as usize;
                    bloom[w] |= 1u64 << (h % 64);
                    bloom[w] |= 1u64 << ((h >> 26) % 64);
                }
                for w in bloom {
                    b.u64(w);
                }
                let mut buckets = vec![0u32; nbuckets as usize];
                for (k, &(_, _, _, bucket)) in hashed.iter().enumerate().rev() {
                    buckets[bucket as usize] = symoffset + k as u32;
                }
                for x in buckets {
                    b.u32(x);
                }
                for (k, &(_, _, h, bucket)) in hashed.iter().enumerate() {
                    let last = hashed.get(k + 1).is_none_or(|n| n.3 != bucket);
                    b.u32(if last { h | 1 } else { h & !1 });
                }
            }
            Kind::Hash => {
                let n = ndynsym as u32;
                let mut buckets = vec![0u32; ndynsym];
                let mut chains = vec![0u32; ndynsym];
                for (p, &(i, _)) in dynsym.iter().enumerate() {
                    let idx = p + 1;
                    let h = (sysv_hash(syms[i].name.as_bytes()) % n) as usize;
                    chains[idx] = buckets[h];
                    buckets[h] = idx as u32;
                }
                b.u32(n);
                b.u32(n);
                for x in buckets.into_iter().chain(chains) {
                    b.u32(x);
                }
            }
            Kind::DynStr => b.bytes(&dynstr.data),
            Kind::RelaDyn => {
                for r in &dyn_relocs {
                    b.rela(r.offset, r.sym, r.r_type, r.addend);
                }
            }
            Kind::Dynamic => {
                let mut e = |tag: u64, v: u64| {
                    b.u64(tag);
                    b.u64(v);
                };
                if let Some(r) = find(&all, Kind::RelaDyn) {
                    e(DT_RELA, all[r].addr);
                    e(DT_RELASZ, all[r].size);
                    e(DT_RELAENT, 24);
                    if nrelative > 0 {
                        e(DT_RELACOUNT, nrelative as u64);
                    }
                }
                e(DT_SYMTAB, all[dynsym_i].addr);
                e(DT_SYMENT, 24);
                e(DT_STRTAB, all[dynstr_i].addr);
                e(DT_STRSZ, all[dynstr_i].size);
                e(
                    DT_GNU_HASH,
                    find(&all, Kind::GnuHash).map_or(0, |x| all[x].addr),
                );
                e(DT_HASH, find(&all, Kind::Hash).map_or(0, |x| all[x].addr));
                e(DT_NULL, 0);
            }
            Kind::Got => {
                for &sym in &got {
                    // Slots with dynamic relocations stay zero (RELA).
                    b.u64(if matches!(syms[sym].place, SymbolPlace::Absolute) {
                        syms[sym].value
                    } else {
                        0
                    });
                }
            }
            Kind::RelroPadding => continue,
            Kind::SymTab => {
                b.symbol(0, 0, 0, 0, 0, 0);
                for &(i, name) in &symtab_final {
                    if i == DYNAMIC_SYM {
                        b.symbol(
                            name,
                            STT_NOTYPE,
                            STV_HIDDEN,
                            out_index(dynamic_i) as u16,
                            all[dynamic_i].addr,
                            0,
                        );
                        continue;
                    }
                    let s = &syms[i];
                    let bind = if local_out(i) { STB_LOCAL } else { s.binding };
                    b.symbol(
                        name,
                        (bind << 4) | s.kind,
                        s.visibility,
                        sym_shndx(i),
                        sym_va(i),
                        s.size,
                    );
                }
            }
            Kind::ShStrTab => b.bytes(&shstrtab.data),
            Kind::StrTab => b.bytes(&strtab),
        }
        put(&mut file, o.offset, &b.buf);
    }

    // ---- Headers.
    let mut ph = Out::new();
    let mut phnum = 0u16;
    let mut seg = |ph: &mut Out, t: u32, f: u32, off: u64, va: u64, fsz: u64, msz: u64, al: u64| {
        ph.u32(t);
        ph.u32(f);
        ph.u64(off);
        ph.u64(va);
        ph.u64(va);
        ph.u64(fsz);
        ph.u64(msz);
        ph.u64(al);
        phnum += 1;
    };
    let phsize = 56 * phnum_alloc as u64;
    seg(&mut ph, PT_PHDR, PF_R, 64, 64, phsize, phsize, 8);
    let range = |first: usize, last: usize| {
        let (a, b) = (&all[first], &all[last]);
        let file_end = (first..=last)
            .filter(|&i| all[i].sh_type != SHT_NOBITS)
            .map(|i| all[i].offset + all[i].size)
            .max()
            .unwrap_or(a.offset);
        (
            a.offset,
            a.addr,
            file_end.saturating_sub(a.offset),
            b.addr + b.size - a.addr,
        )
    };
    for (li, &(first, last)) in loads.iter().enumerate() {
        let (mut o, mut va, mut fsz, mut msz) = range(first, last);
        if li == 0 {
            fsz += o;
            msz += va;
            o = 0;
            va = 0;
        }
        if msz == 0 {
            continue;
        }
        seg(&mut ph, PT_LOAD, perm(&all[first]), o, va, fsz, msz, PAGE);
    }
    let (o, va, fsz, msz) = range(dynamic_i, dynamic_i);
    seg(&mut ph, PT_DYNAMIC, PF_R | PF_W, o, va, fsz, msz, 8);
    let relro: Vec<usize> = (0..nalloc).filter(|&i| all[i].relro).collect();
    if let (Some(&f), Some(&l)) = (relro.first(), relro.last()) {
        let (o, va, fsz, msz) = range(f, l);
        seg(&mut ph, PT_GNU_RELRO, PF_R, o, va, fsz, msz, 1);
    }
    seg(&mut ph, PT_GNU_STACK, PF_R | PF_W, 0, 0, 0, 0, 0);
    for &(f, l) in &notes {
        let (o, va, fsz, msz) = range(f, l);
        seg(&mut ph, PT_NOTE, PF_R, o, va, fsz, msz, all[f].align);
    }
    put(&mut file, 64, &ph.buf);

    let mut sh = Out::new();
    sh.section_header(&Shdr::default());
    for (i, o) in all.iter().enumerate() {
        sh.section_header(&Shdr {
            name: sh_names[i],
            sh_type: o.sh_type,
            flags: o.flags,
            addr: o.addr,
            offset: o.offset,
            size: o.size,
            link: o.link,
            info: o.info,
            align: o.align,
            entsize: o.entsize,
        });
    }
    put(&mut file, shoff, &sh.buf);
    let mut eh = Out::new();
    eh.file_header(
        &obj.header,
        ET_DYN,
        64,
        phnum,
        shoff,
        all.len() as u16 + 1,
        out_index(shstr_i) as u16,
    );
    put(&mut file, 0, &eh.buf);
    Ok(file)
}

/// Writes the low `width` bytes of `v` at `at + offset` of `data`.
fn apply(
    data: &mut [u8],
    at: u64,
    offset: u64,
    width: usize,
    v: u64,
    section: &str,
) -> Result<(), Error> {
    let start = at.checked_add(offset).map(|x| x as usize);
    match start.and_then(|s| data.get_mut(s..s.checked_add(width)?)) {
        Some(dst) => {
            dst.copy_from_slice(&v.to_le_bytes()[..width]);
            Ok(())
        }
        None => Err(Error::Invalid(format!(
            "relocation at {offset:#x} outside section {section}"
        ))),
    }
}
