//! What an object file needs beyond instructions: sections (`.text`,
//! `.section`, `.pushsection`, ...), symbol attributes (`.globl`, `.type`,
//! `.size`, visibility), alignment, the values left for layout and the
//! linker (fixups and relocations), kernel descriptors (`.amdhsa_kernel`)
//! and code object metadata (`.amdgpu_metadata`).

use super::{Assembler, FixKind, Fixup};
use crate::expr::{eval, eval_fixup, eval_value, variant, Eval, Expr, SymDef, Value};
use crate::lexer::Tok;
use crate::DiagKind;
use crate::{RelocTarget, Section, Severity, SymbolInfo};
use amdgpu_elf::consts::*;
use amdgpu_isa::layout::Fld;

/// Attributes of one symbol (by symbol id).
#[derive(Clone, Copy, Default)]
pub(super) struct Attr {
    /// `STB_*` + 1 when set by a directive (0: not set).
    binding: u8,
    visibility: u8,
    kind: u8,
    /// Index into `ObjState::sizes` + 1 (0: no `.size`).
    size: u32,
    pub(super) in_reloc: bool,
    /// 1: `.comm`, 2: `.amdgpu_lds` (the value is the alignment).
    common: u8,
    common_align: u64,
    /// A symbol the assembler defines for the target
    /// (`.amdgcn.gfx_generation_number`, `.amdgcn.next_free_vgpr`, ...):
    /// readable in expressions, not written to the object unless the
    /// source assigns it.
    pub predef: bool,
    /// A predefined constant the source may not assign (s_version's
    /// `UC_VERSION_*` names).
    pub constant: bool,
    /// An undefined symbol named as a section: the section's own symbol
    /// (its start), as llvm-mc makes it; not listed on its own.
    pub section_sym: bool,
    /// For a variable the source assigns again (or a predefined symbol it
    /// assigns): the number of symbols at the last such assignment + 1,
    /// its place in the symbol table (llvm-mc makes a new symbol there).
    pub order: u32,
    /// Ties between such symbols: the order of those assignments.
    pub order_seq: u32,
    /// Listed where it is next referenced or assigned, not where it was
    /// made: declared by `.amdgpu_lds` before anything named it, or first
    /// named in an `.amdhsa_kernel` directive whose value the target
    /// writes nowhere (GFX10+'s `.amdhsa_next_free_sgpr`), as llvm-mc
    /// lists them.
    pub pending: bool,
    /// A value kept for later (a fixup, a symbol set to an expression
    /// known later) names this symbol: assigning it again keeps the old
    /// value for those (llvm-mc's new symbol), see
    /// [`Assembler::keep_old_value`].
    pub captured: bool,
}

/// An `.amdhsa_kernel` block being read.
struct KdOpen {
    name: String,
    at: usize,
    /// Where the block's first line is in the listing (listing only).
    listing_at: Option<usize>,
    fields: Vec<(String, Expr, usize, usize)>,
    /// How many symbols there were when the block opened.
    syms_at_open: u32,
}

/// A kernel descriptor waiting for its values (known after the last line).
struct KdPending {
    name: String,
    at: usize,
    line: u32,
    fields: Vec<(String, Expr, usize, usize)>,
    sec: u32,
    off: usize,
}

pub(super) struct ObjState {
    pub(super) sections: Vec<Section>,
    /// Sections by (name, group).
    section_index: std::collections::HashMap<(String, Option<String>), u32>,
    prev: u32,
    stack: Vec<(u32, u32)>,
    attrs: Vec<Attr>,
    sizes: Vec<(Expr, usize)>,
    kd_open: Option<KdOpen>,
    kds: Vec<KdPending>,
    /// Where the open `.amdgpu_metadata` block started (source offset).
    pub metadata_open: Option<usize>,
    /// The open `.amd_kernel_code_t` block.
    pub(super) kernel_code: Option<super::kernel_code::KernelCode>,
    /// Whether the open block is PAL's (`.amdgpu_pal_metadata`).
    metadata_pal: bool,
    /// The PAL metadata (MessagePack) and its block as written (listed at
    /// the end, as llvm-mc lists it there): its note is made last.
    pal_metadata: Option<(Vec<u8>, String)>,
    /// `.amd_amdgpu_pal_metadata` register values (the older form), by
    /// register; a register given again takes both values' bits.
    pal_regs: std::collections::BTreeMap<u32, u32>,
    metadata_text: String,
    metadata_at: usize,
    cov: u32,
    addrsig: bool,
    /// `.addrsig_sym` names, in order.
    addrsig_names: Vec<String>,
    ident: Option<u32>,
    /// Ids of `.amdgcn.next_free_vgpr` and `.amdgcn.next_free_sgpr`.
    pub(super) gpr_count: Option<(u32, u32)>,
    /// Assignments to symbols that were variables already, so far.
    pub(super) reassigned: u32,
    /// `-I` directories and the main file's name (for `.incbin`).
    include_dirs: Vec<std::path::PathBuf>,
    main_file: String,
    /// Per section, where llvm-mc starts a new fragment (after the first):
    /// relocations are written fragment by fragment, a fragment's `.reloc`s
    /// after its own fixups.
    /// None until the section is first made current (its first fragment
    /// then takes what comes).
    pub(super) frag_starts: Vec<Option<Vec<u64>>>,
    /// `.reloc` directives, resolved after the last line.
    pub(super) reloc_dirs: Vec<super::gnu::RelocDir>,
    /// Line table and frames (`.file N`, `.loc`, `.cfi_*`).
    pub(super) dwarf: super::dwarf::Dwarf,
    /// Subsections other than 0: (section, number) -> the index of a
    /// hidden section holding its bytes, appended to the section in
    /// number order after the last line.
    subsections: std::collections::HashMap<(u32, u32), u32>,
    /// Hidden section -> (section, number).
    sub_of: std::collections::HashMap<u32, (u32, u32)>,
    /// The section the listing last switched to (None before the first
    /// switch: llvm-mc lists a first `.text` though the code is there).
    listed_section: Option<u32>,
    /// The most bytes the sections that carry bytes may hold together
    /// (`--max-output-size`, [`crate::DEFAULT_MAX_OUTPUT_SIZE`]).
    pub(super) max_output: u64,
    /// Bytes held by the sections other than the current one.
    held: u64,
    /// The ceiling has been reported: directives that would pass it add
    /// nothing and say nothing more, and macro expansion stops.
    pub(super) over: bool,
    /// The zero bytes of the current section when it is `SHT_NOBITS`, kept
    /// as a count (such a section's bytes in `out.code` are only those a
    /// statement wrote since, folded in by `settle_nobits`); 0 otherwise.
    /// A section not current keeps its count in `Section::nobits_size`.
    pub(super) virt: u64,
}

impl ObjState {
    pub(super) fn new() -> ObjState {
        ObjState {
            sections: vec![Section {
                name: ".text".into(),
                sh_type: SHT_PROGBITS,
                flags: SHF_ALLOC | SHF_EXECINSTR,
                entsize: 0,
                align: 4,
                data: Vec::new(),
                nobits_size: 0,
                group: None,
                first_symbol: 0,
            }],
            section_index: [((".text".to_string(), None), 0u32)].into_iter().collect(),
            prev: 0,
            stack: Vec::new(),
            attrs: Vec::new(),
            sizes: Vec::new(),
            kd_open: None,
            kds: Vec::new(),
            metadata_open: None,
            metadata_pal: false,
            kernel_code: None,
            pal_metadata: None,
            pal_regs: std::collections::BTreeMap::new(),
            metadata_text: String::new(),
            metadata_at: 0,
            cov: 6,
            addrsig: false,
            addrsig_names: Vec::new(),
            ident: None,
            gpr_count: None,
            reassigned: 0,
            include_dirs: Vec::new(),
            main_file: String::new(),
            // `.text` starts with an empty fragment, then the alignment
            // llvm-mc sets up at its start.
            frag_starts: vec![Some(vec![0])],
            reloc_dirs: Vec::new(),
            dwarf: super::dwarf::Dwarf::new(),
            subsections: std::collections::HashMap::new(),
            sub_of: std::collections::HashMap::new(),
            listed_section: None,
            max_output: crate::DEFAULT_MAX_OUTPUT_SIZE,
            held: 0,
            over: false,
            virt: 0,
        }
    }
}

/// The largest size of an `SHT_NOBITS` section: offsets in it stay
/// non-negative 64-bit values (llvm-mc takes sizes up to 2^64 and wraps
/// past it; `.lcomm x, 1<<63` is its 'size must be non-negative').
const MAX_NOBITS: u64 = i64::MAX as u64;

/// Room reserved past the output ceiling once a section holds most of
/// it: statements that write a few bytes each (and are checked after
/// they wrote them) then never double the section's buffer.
const SLACK: u64 = 1 << 16;

/// Default type and flags of a section by its name, as llvm-mc gives them.
fn section_defaults(name: &str) -> (u32, u64) {
    let is = |p: &str| name == p || name.starts_with(&format!("{p}."));
    if is(".text") {
        (SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR)
    } else if is(".data") || is(".data1") {
        (SHT_PROGBITS, SHF_ALLOC | SHF_WRITE)
    } else if is(".rodata") || is(".rodata1") {
        (SHT_PROGBITS, SHF_ALLOC)
    } else if is(".bss") {
        (SHT_NOBITS, SHF_ALLOC | SHF_WRITE)
    } else if name.starts_with(".note") {
        (SHT_NOTE, 0)
    } else {
        (SHT_PROGBITS, 0)
    }
}

impl Assembler<'_> {
    pub(super) fn attr(&mut self, id: u32) -> &mut Attr {
        let i = id as usize;
        if self.obj.attrs.len() <= i {
            if self.obj.attrs.capacity() <= i && i >= 1024 {
                // Many symbols: room for many more at once (see
                // `Symbols`: doubling would copy them again and again).
                self.obj.attrs.reserve(i + (1 << 16) - self.obj.attrs.len());
            }
            self.obj.attrs.resize(i + 1, Attr::default());
        }
        &mut self.obj.attrs[i]
    }

    /// Makes section `idx` current (its bytes move into `out.code`).
    fn switch_to(&mut self, idx: u32) {
        // (A switch to the section it is in still makes it the previous
        // one, as in llvm-mc: `.previous` comes back to it.)
        if idx == self.cur {
            self.obj.prev = self.cur;
            return;
        }
        let at = self.toks.first().map_or(0, |t| t.start as usize);
        self.settle_nobits(at);
        self.obj.held += self.out.code.len() as u64;
        self.obj.sections[self.cur as usize].nobits_size = self.obj.virt;
        std::mem::swap(
            &mut self.out.code,
            &mut self.obj.sections[self.cur as usize].data,
        );
        self.obj.prev = self.cur;
        self.cur = idx;
        std::mem::swap(
            &mut self.out.code,
            &mut self.obj.sections[self.cur as usize].data,
        );
        self.obj.held -= self.out.code.len() as u64;
        self.obj.virt = self.obj.sections[self.cur as usize].nobits_size;
        self.fragment_boundary();
    }

    /// llvm-mc starts a new fragment of the current section here.
    pub(super) fn fragment_boundary(&mut self) {
        let i = self.cur as usize;
        if self.obj.frag_starts.len() <= i {
            self.obj.frag_starts.resize(i + 1, None);
        }
        let here = self.here();
        match &mut self.obj.frag_starts[i] {
            Some(v) => v.push(here),
            None => self.obj.frag_starts[i] = Some(Vec::new()),
        }
    }

    /// The index of the current fragment of the current section.
    pub(super) fn current_fragment(&self) -> usize {
        self.obj
            .frag_starts
            .get(self.cur as usize)
            .and_then(|v| v.as_ref())
            .map_or(0, |v| v.len())
    }

    /// The fragment (index, in llvm-mc's order) holding offset `off` of
    /// section `sec`.
    pub(super) fn fragment_of(&self, sec: u32, off: u64) -> usize {
        self.obj
            .frag_starts
            .get(sec as usize)
            .and_then(|v| v.as_ref())
            .map_or(0, |v| v.partition_point(|&b| b <= off))
    }

    /// The offset of the next byte of the current section.
    #[inline]
    pub(super) fn here(&self) -> u64 {
        self.out.code.len() as u64 + self.obj.virt
    }

    fn cur_nobits(&self) -> bool {
        self.obj.sections[self.cur as usize].sh_type == SHT_NOBITS
    }

    /// Folds what statements wrote into the current `SHT_NOBITS` section
    /// into its count of zeros. Anything but zeros is an error there (as
    /// llvm-mc says it after layout, here at `at`).
    pub(super) fn settle_nobits(&mut self, at: usize) {
        if self.out.code.is_empty() || !self.cur_nobits() {
            return;
        }
        if self.out.code.iter().any(|&b| b != 0) {
            let name = &self.obj.sections[self.cur as usize].name;
            let m = format!("BSS section '{name}' cannot have non-zero bytes");
            self.error(DiagKind::Directive, at, m);
        }
        let n = self.out.code.len() as u64;
        self.obj.virt = self.obj.virt.saturating_add(n).min(MAX_NOBITS);
        self.out.code.clear();
    }

    /// The directive of the statement being read: its place and name.
    fn directive_here(&self) -> (usize, String) {
        let mut i = 0;
        while i < self.toks.len() {
            let t = self.toks[i];
            if self.toks.get(i + 1).is_some_and(|c| c.is(b':')) {
                i += 2;
                continue;
            }
            if t.tok == Tok::Ident {
                return (t.start as usize, t.text(self.src).to_string());
            }
            break;
        }
        (
            self.toks.first().map_or(0, |t| t.start as usize),
            String::new(),
        )
    }

    /// Whether `n` more bytes fit in the current section, checked before
    /// any memory is taken: in a section that carries bytes, all such
    /// sections together stay within the output ceiling (`max_output`;
    /// the room is then reserved, never past the ceiling); an
    /// `SHT_NOBITS` section, which costs nothing, stays within
    /// [`MAX_NOBITS`]. Past either, reports once at `at` naming `what`,
    /// and returns false; after that, false with nothing more said.
    pub(super) fn room(&mut self, what: &str, at: usize, n: u64) -> bool {
        if self.obj.over {
            return false;
        }
        if self.cur_nobits() {
            self.settle_nobits(at);
            if self
                .obj
                .virt
                .checked_add(n)
                .is_some_and(|t| t <= MAX_NOBITS)
            {
                return true;
            }
            let name = &self.obj.sections[self.cur as usize].name;
            let m = format!("{what}: section '{name}' would exceed {MAX_NOBITS} bytes");
            self.error(DiagKind::Directive, at, m);
            self.obj.over = true;
            return false;
        }
        let len = self.out.code.len() as u64;
        let max = self.obj.max_output;
        let fits = self
            .obj
            .held
            .checked_add(len)
            .and_then(|t| t.checked_add(n))
            .is_some_and(|t| t <= max);
        if !fits {
            let m = if self.listing && max == u32::MAX as u64 {
                format!("{what}: output would exceed {max} bytes (the most a listing lists)")
            } else {
                format!("{what}: output would exceed {max} bytes (--max-output-size)")
            };
            self.error(DiagKind::Directive, at, m);
            self.obj.over = true;
            return false;
        }
        if !self.grow(n) {
            let m = format!("{what}: out of memory for {n} more bytes");
            self.error(DiagKind::Directive, at, m);
            self.obj.over = true;
            return false;
        }
        true
    }

    /// Makes room for `n` more bytes in the current section's buffer:
    /// doubling, but never past what the ceiling leaves; once the section
    /// holds more than half of that, all of it at once and [`SLACK`] more,
    /// so that statements writing a few bytes each (instructions,
    /// `.byte`, checked after they wrote them) never double it past the
    /// ceiling (pages are taken only when written). False when the memory
    /// is refused.
    fn grow(&mut self, n: u64) -> bool {
        let len = self.out.code.len() as u64;
        let cap = self.out.code.capacity() as u64;
        let left = self.obj.max_output.saturating_sub(self.obj.held);
        let need = len.saturating_add(n);
        let want = if need > left / 2 {
            left.saturating_add(SLACK).max(need)
        } else if need > cap {
            cap.saturating_mul(2).min(left).max(need)
        } else {
            return true;
        };
        want <= cap
            || crate::memory::fallible(|| {
                self.out
                    .code
                    .try_reserve_exact((want - len) as usize)
                    .is_ok()
            })
    }

    /// False once the output has passed its ceiling: reported by
    /// [`Self::room`], or here (once, at the statement just read) when
    /// statements that write a few bytes each (instructions, `.byte`)
    /// carried it past.
    pub(super) fn within_ceiling(&mut self) -> bool {
        self.within_ceiling_at(None)
    }

    /// [`Self::within_ceiling`], reported at `at` when given (after the
    /// last line), else at the statement just read.
    fn within_ceiling_at(&mut self, at: Option<usize>) -> bool {
        if self.obj.over {
            return false;
        }
        let max = self.obj.max_output;
        if self.obj.held.saturating_add(self.out.code.len() as u64) <= max {
            // (A failure shows at the next write, as it would have.)
            self.grow(0);
            return true;
        }
        let m = match at {
            Some(_) => format!("output exceeds {max} bytes (--max-output-size)"),
            None => {
                let what = self.directive_here().1;
                format!("{what}: output exceeds {max} bytes (--max-output-size)")
            }
        };
        let at = at.unwrap_or_else(|| self.directive_here().0);
        self.error(DiagKind::Directive, at, m);
        self.obj.over = true;
        false
    }

    /// Appends `n` bytes of `byte` to the current section (to its count
    /// of zeros for `SHT_NOBITS`, where only zeros may go), when
    /// [`Self::room`] allows; false when nothing was added.
    pub(super) fn put_fill(&mut self, what: &str, at: usize, n: u64, byte: u8) -> bool {
        if !self.room(what, at, n) {
            return false;
        }
        if self.cur_nobits() {
            if byte != 0 && n > 0 {
                let name = &self.obj.sections[self.cur as usize].name;
                let m = format!("BSS section '{name}' cannot have non-zero bytes");
                self.error(DiagKind::Directive, at, m);
                return false;
            }
            self.obj.virt += n;
        } else {
            let len = self.out.code.len() + n as usize;
            self.out.code.resize(len, byte);
        }
        true
    }

    /// The section named `name` (in `group`), made if new.
    pub(super) fn section(
        &mut self,
        name: &str,
        ty: u32,
        flags: u64,
        entsize: u64,
        group: Option<String>,
    ) -> u32 {
        let key = (name.to_string(), group.clone());
        if let Some(&i) = self.obj.section_index.get(&key) {
            return i;
        }
        self.obj
            .section_index
            .insert(key, self.obj.sections.len() as u32);
        self.obj.sections.push(Section {
            name: name.to_string(),
            sh_type: ty,
            flags,
            entsize,
            align: 1,
            data: Vec::new(),
            nobits_size: 0,
            group,
            first_symbol: self.syms.len() as u32,
        });
        self.obj.sections.len() as u32 - 1
    }

    /// The section a hidden subsection belongs to (`idx` itself for a
    /// section).
    pub(super) fn base_section(&self, idx: u32) -> u32 {
        self.obj.sub_of.get(&idx).map_or(idx, |&(b, _)| b)
    }

    /// Subsection `n` of section `base`: the section itself for 0, else a
    /// hidden section made on first use.
    fn subsection(&mut self, base: u32, n: u32) -> u32 {
        if n == 0 {
            return base;
        }
        if let Some(&i) = self.obj.subsections.get(&(base, n)) {
            return i;
        }
        let b = &self.obj.sections[base as usize];
        let hidden = Section {
            name: b.name.clone(),
            sh_type: b.sh_type,
            flags: b.flags,
            entsize: b.entsize,
            align: 1,
            data: Vec::new(),
            nobits_size: 0,
            group: b.group.clone(),
            first_symbol: u32::MAX,
        };
        let i = self.obj.sections.len() as u32;
        self.obj.sections.push(hidden);
        self.obj.subsections.insert((base, n), i);
        self.obj.sub_of.insert(i, (base, n));
        i
    }

    /// A subsection number (`.subsection N`, `.text N`), in llvm-mc's
    /// range and words; None after reporting an error.
    fn subsection_arg(&mut self, k: usize) -> Option<u32> {
        let at = self.toks[k].start as usize;
        match self.abs_arg(k) {
            Some(n) if (0..=i32::MAX as i64).contains(&n) => Some(n as u32),
            Some(n) => {
                self.error(
                    DiagKind::ValueRange,
                    at,
                    format!("subsection number {n} is not within [0,2147483647]"),
                );
                None
            }
            None => {
                self.error(
                    DiagKind::Expression,
                    at,
                    "cannot evaluate subsection number".into(),
                );
                None
            }
        }
    }

    /// Pads the current section to a multiple of `align` (code with
    /// `s_nop 0`, data with `fill` or zeros) and records the alignment.
    pub(super) fn align_to(&mut self, align: u64, fill: Option<u8>) {
        self.fragment_boundary();
        let sec = &mut self.obj.sections[self.cur as usize];
        sec.align = sec.align.max(align);
        let code = sec.flags & SHF_EXECINSTR != 0 && fill.is_none();
        let pad = (align - self.here() % align) % align;
        if pad == 0 {
            return;
        }
        let (at, what) = self.directive_here();
        if self.cur_nobits() {
            self.put_fill(&what, at, pad, 0);
            return;
        }
        if !self.room(&what, at, pad) {
            return;
        }
        while !(self.out.code.len() as u64).is_multiple_of(align) {
            if code && self.out.code.len().is_multiple_of(4) && align >= 4 {
                self.out.code.extend_from_slice(&[0, 0, 0x80, 0xbf]);
            } else {
                self.out.code.push(fill.unwrap_or(0));
            }
        }
    }

    /// Alignment with a fill value of `size` bytes (repeated, little
    /// endian; the padding is rounded down to whole values, as llvm-mc
    /// does) and a limit: no padding at all when more than `max` bytes
    /// would be needed. The section's alignment is raised either way.
    pub(super) fn align_ext(&mut self, align: u64, fill: Option<(i64, usize)>, max: Option<i64>) {
        self.fragment_boundary();
        let pad = (align - self.here() % align) % align;
        let Some((value, size)) = fill else {
            if max.is_some_and(|m| pad as i64 > m) {
                let sec = &mut self.obj.sections[self.cur as usize];
                sec.align = sec.align.max(align);
                return;
            }
            return self.align_to(align, None);
        };
        let sec = &mut self.obj.sections[self.cur as usize];
        sec.align = sec.align.max(align);
        if max.is_some_and(|m| pad as i64 > m) {
            return;
        }
        let n = pad / size as u64 * size as u64;
        let (at, what) = self.directive_here();
        if self.cur_nobits() {
            // Zeros whatever the fill (llvm-mc's warning, at the value).
            if value != 0 {
                let at = match self.toks.iter().position(|t| t.is(b',')) {
                    Some(c) => self.toks.get(c + 1).map_or(at, |t| t.start as usize),
                    None => at,
                };
                let name = &self.obj.sections[self.cur as usize].name;
                let m = format!("ignoring non-zero fill value in BSS section '{name}'");
                self.warn(DiagKind::Directive, at, m);
            }
            self.put_fill(&what, at, n, 0);
            return;
        }
        if !self.room(&what, at, n) {
            return;
        }
        let bytes = value.to_le_bytes();
        for _ in 0..n / size as u64 {
            self.out.code.extend_from_slice(&bytes[..size]);
        }
    }

    /// The text of token `i` without quotes (names may be quoted).
    /// A symbol-attribute directive (`.globl`, `.weak`, `.local`,
    /// `.hidden`, `.internal`, `.protected`, `.no_dead_strip`) on the
    /// comma-separated names from token `k` (none: nothing), as llvm-mc
    /// takes it: each name is registered (an undefined one is an undefined
    /// symbol of the object); the listing has one directive per name.
    /// `.no_dead_strip` has no other effect in an ELF object.
    fn symbol_attributes(&mut self, name: &str, k: usize) {
        let mut names = Vec::new();
        let mut i = k;
        // (llvm-mc's generic parser says `unexpected token` where its ELF
        // one says `expected comma`.)
        let no_comma = match name {
            ".globl" | ".global" | ".no_dead_strip" => "unexpected token",
            _ => "expected comma",
        };
        while i < self.toks.len() {
            let Some(n) = self.name_tok(i) else {
                let at = self.toks[i].start as usize;
                self.error(DiagKind::Symbol, at, "expected identifier".into());
                break;
            };
            let id = self.syms.intern(&n);
            self.note_ref(id);
            let a = self.attr(id);
            match name {
                ".globl" | ".global" => a.binding = STB_GLOBAL + 1,
                ".weak" => a.binding = STB_WEAK + 1,
                ".local" => a.binding = STB_LOCAL + 1,
                ".hidden" => a.visibility = STV_HIDDEN,
                ".internal" => a.visibility = STV_INTERNAL,
                ".protected" => a.visibility = STV_PROTECTED,
                _ => {}
            }
            names.push(n);
            i += 1;
            if i == self.toks.len() {
                break;
            }
            if !self.toks[i].is(b',') {
                let at = self.toks[i].start as usize;
                self.error(DiagKind::Symbol, at, no_comma.into());
                break;
            }
            i += 1;
            if i == self.toks.len() {
                let at = self.toks[i - 1].end as usize;
                self.error(DiagKind::Symbol, at, "expected identifier".into());
                break;
            }
        }
        // (What came before an error is listed, as llvm-mc lists it.)
        let shown = if name == ".global" { ".globl" } else { name };
        self.relist(|| {
            let lines: Vec<String> = names
                .iter()
                .map(|n| format!("\t{shown}\t{}", listed_symbol(n)))
                .collect();
            lines.join("\n")
        });
    }

    /// Lists a section directive that switched to section `idx` as
    /// llvm-mc lists the switch: nothing when the listing is there already
    /// (`after_blank`: `.previous` and `.popsection`, which llvm-mc follows
    /// with an empty line either way). A section it lists otherwise (a
    /// group, a linked section) keeps the line as written.
    fn list_switch(&mut self, idx: u32, after_blank: bool) {
        if !self.listing {
            return;
        }
        let changed = self.obj.listed_section != Some(idx);
        self.obj.listed_section = Some(idx);
        let text = match changed {
            true => match self.switch_text(idx) {
                Some(t) => t,
                None => return,
            },
            false => String::new(),
        };
        if !matches!(
            self.out.listing.last(),
            Some(crate::Listed::Directive(_) | crate::Listed::DirectiveText(_))
        ) {
            return;
        }
        self.out.listing.pop();
        match (text.is_empty(), after_blank) {
            (true, false) => {}
            (true, true) => self.out.listing.push(crate::Listed::Blank),
            (false, b) => {
                let t = if b { text + "\n" } else { text };
                self.out.listing.push(crate::Listed::Text(t.into()));
            }
        }
    }

    /// How llvm-mc lists a switch to section `idx` (None: a group or
    /// linked section, which this does not print).
    fn switch_text(&self, idx: u32) -> Option<String> {
        let (base, n) = self.obj.sub_of.get(&idx).copied().unwrap_or((idx, 0));
        let s = self.obj.sections.get(base as usize)?;
        if s.group.is_some() || s.flags & (SHF_GROUP | SHF_LINK_ORDER) != 0 {
            return None;
        }
        let short = s.sh_type == SHT_PROGBITS
            && s.entsize == 0
            && ((s.name == ".text" && s.flags == SHF_ALLOC | SHF_EXECINSTR)
                || (s.name == ".data" && s.flags == SHF_ALLOC | SHF_WRITE));
        if short {
            return Some(match n {
                0 => format!("\t{}", s.name),
                n => format!("\t{}\t{n}", s.name),
            });
        }
        let ty = match s.sh_type {
            SHT_PROGBITS => "progbits",
            SHT_NOBITS => "nobits",
            SHT_NOTE => "note",
            SHT_INIT_ARRAY => "init_array",
            15 => "fini_array",
            16 => "preinit_array",
            _ => return None,
        };
        let flags = amdgpu_elf::consts::section_flag_letters(s.flags);
        let plain = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '.');
        let name = match s.name.chars().all(plain) {
            true => s.name.clone(),
            false => format!("\"{}\"", s.name),
        };
        let mut t = format!("\t.section\t{name},\"{flags}\",@{ty}");
        if s.flags & SHF_MERGE != 0 {
            t.push_str(&format!(",{}", s.entsize));
        }
        if n != 0 {
            t.push_str(&format!("\n\t.subsection\t{n}"));
        }
        Some(t)
    }

    fn name_tok(&self, i: usize) -> Option<String> {
        let t = self.toks.get(i)?;
        match t.tok {
            Tok::Ident => Some(t.text(self.src).to_string()),
            // (A quoted name's escapes stand for their characters.)
            Tok::Str => {
                let b = unescape(t.text(self.src));
                Some(String::from_utf8_lossy(&b).into_owned())
            }
            _ => None,
        }
    }

    /// Handles the directives of this module; false when `name` is not one.
    pub(super) fn object_directive(&mut self, name: &str, at: usize, k: usize) -> bool {
        if self.obj.kd_open.is_some() && name != ".end_amdhsa_kernel" {
            if name.starts_with(".amdhsa_") {
                self.kd_field(name, at, k);
            } else {
                self.error(
                    DiagKind::Kernel,
                    at,
                    format!("{name} is not allowed in an .amdhsa_kernel block"),
                );
            }
            return true;
        }
        // `.text N` (and the others): subsection N of the section.
        let mut sub = 0u32;
        if matches!(name, ".text" | ".data" | ".rodata" | ".bss") && k < self.toks.len() {
            match self.subsection_arg(k) {
                Some(n) => sub = n,
                None => return true,
            }
        }
        match name {
            ".text" => {
                let i = self.section(".text", SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR, 0, None);
                let i = self.subsection(i, sub);
                self.switch_to(i);
                self.list_switch(i, false);
            }
            ".data" => {
                let i = self.section(".data", SHT_PROGBITS, SHF_ALLOC | SHF_WRITE, 0, None);
                let i = self.subsection(i, sub);
                self.switch_to(i);
                self.list_switch(i, false);
            }
            ".rodata" => {
                let i = self.section(".rodata", SHT_PROGBITS, SHF_ALLOC, 0, None);
                let i = self.subsection(i, sub);
                self.switch_to(i);
                self.list_switch(i, false);
            }
            ".bss" => {
                let i = self.section(".bss", SHT_NOBITS, SHF_ALLOC | SHF_WRITE, 0, None);
                let i = self.subsection(i, sub);
                self.switch_to(i);
                self.list_switch(i, false);
            }
            ".section" | ".pushsection" => {
                // `.pushsection NAME, N`: subsection N of NAME.
                let comma = self.toks[k..]
                    .iter()
                    .position(|t| t.is(b','))
                    .map(|p| k + p);
                let sub_at = comma.filter(|&c| {
                    name == ".pushsection"
                        && self.toks.get(c + 1).is_some_and(|t| {
                            t.tok != Tok::Str && !t.is(b'#') && !t.is(b'@') && !t.is(b'%')
                        })
                });
                let sub = match sub_at {
                    Some(c) => match self.subsection_arg(c + 1) {
                        Some(n) => n,
                        None => return true,
                    },
                    None => 0,
                };
                let saved = sub_at.map(|c| self.toks.split_off(c));
                let i = self.section_args(at, k);
                if let Some(rest) = saved {
                    self.toks.extend(rest);
                }
                let Some(i) = i else {
                    return true;
                };
                let i = self.subsection(i, sub);
                if name == ".pushsection" {
                    self.obj.stack.push((self.cur, self.obj.prev));
                }
                self.switch_to(i);
                self.list_switch(i, false);
            }
            ".popsection" => match self.obj.stack.pop() {
                Some((c, p)) => {
                    self.switch_to(c);
                    self.obj.prev = p;
                    self.list_switch(c, true);
                }
                None => self.error(
                    DiagKind::Directive,
                    at,
                    ".popsection without corresponding .pushsection".into(),
                ),
            },
            ".previous" => {
                let p = self.obj.prev;
                self.switch_to(p);
                self.list_switch(p, true);
            }
            ".subsection" => {
                let n = if k < self.toks.len() {
                    match self.subsection_arg(k) {
                        Some(n) => n,
                        None => return true,
                    }
                } else {
                    0
                };
                let base = self.base_section(self.cur);
                let i = self.subsection(base, n);
                self.switch_to(i);
                self.list_switch(i, false);
            }
            ".globl" | ".global" | ".weak" | ".local" | ".hidden" | ".protected" | ".internal"
            | ".no_dead_strip" => self.symbol_attributes(name, k),
            ".type" => {
                let Some(n) = self.name_tok(k) else {
                    self.error(DiagKind::Symbol, at, "expected a symbol name".into());
                    return true;
                };
                let kind_tok = self.toks[k + 1..]
                    .iter()
                    .find(|t| t.tok == Tok::Ident || t.tok == Tok::Str)
                    .map(|t| {
                        t.text(self.src)
                            .trim_matches('"')
                            .trim_start_matches(['@', '%'])
                            .to_string()
                    });
                let mut unique = false;
                // (With the name llvm-mc lists it by.)
                let (kind, shown) = match kind_tok.as_deref() {
                    Some("function" | "STT_FUNC") => (STT_FUNC, "function"),
                    Some("object" | "STT_OBJECT") => (STT_OBJECT, "object"),
                    Some("notype" | "STT_NOTYPE") => (STT_NOTYPE, "notype"),
                    Some("tls_object" | "STT_TLS") => (6, "tls_object"),
                    // llvm-mc writes a `common` type as an object.
                    Some("common" | "STT_COMMON") => (STT_OBJECT, "common"),
                    Some("gnu_indirect_function" | "STT_GNU_IFUNC") => {
                        (10, "gnu_indirect_function")
                    }
                    Some("gnu_unique_object") => {
                        unique = true;
                        (STT_OBJECT, "gnu_unique_object")
                    }
                    _ => {
                        self.error(
                            DiagKind::Symbol,
                            at,
                            "unsupported symbol type in .type".into(),
                        );
                        return true;
                    }
                };
                self.relist(|| format!("\t.type\t{},@{shown}", listed_symbol(&n)));
                let id = self.syms.intern(&n);
                let a = self.attr(id);
                a.kind = combined_type(a.kind, kind);
                if unique {
                    // STB_GNU_UNIQUE.
                    a.binding = 10 + 1;
                }
            }
            ".size" => {
                let Some(n) = self.name_tok(k) else {
                    self.error(DiagKind::Symbol, at, "expected a symbol name".into());
                    return true;
                };
                if !self.toks.get(k + 1).is_some_and(|t| t.is(b',')) {
                    self.error(DiagKind::Directive, at, "expected ',' in .size".into());
                    return true;
                }
                match self.parse_expr_at(k + 2) {
                    Ok((mut e, _)) => {
                        // llvm-mc lists the value, or the expression (a
                        // `.` a temporary label it lists first).
                        if self.listing {
                            let dots = crate::expr::dots(&e);
                            let first = self.syms.tmp_next;
                            let v = match eval(&e, &self.syms, None, false) {
                                Ok(Eval::Abs(v)) if dots == 0 => Some(v.to_string()),
                                _ => crate::expr::expr_text_tmp(&e, &self.syms, Some(first)),
                            };
                            if let Some(v) = v {
                                let mut t = String::new();
                                for j in self.syms.take_tmps(dots) {
                                    t.push_str(&format!(".Ltmp{j}:\n"));
                                }
                                self.relist(|| t + &format!("\t.size\t{}, {v}", listed_symbol(&n)));
                            }
                        }
                        self.capture_dot(&mut e);
                        let id = self.syms.intern(&n);
                        self.obj.sizes.push((e, at));
                        let s = self.obj.sizes.len() as u32;
                        let a = self.attr(id);
                        a.size = s;
                    }
                    Err(f) => self.fail(f),
                }
            }
            ".amdhsa_code_object_version" => match self.abs_arg(k) {
                Some(v @ 4..=6) => self.obj.cov = v as u32,
                Some(_) => self.error(
                    DiagKind::Directive,
                    at,
                    "unsupported code object version (4, 5 and 6 are)".into(),
                ),
                None => self.error(
                    DiagKind::Expression,
                    at,
                    "expected an absolute expression".into(),
                ),
            },
            ".amdhsa_kernel" => {
                let Some(n) = self.name_tok(k) else {
                    self.error(DiagKind::Kernel, at, "expected a kernel name".into());
                    return true;
                };
                let listing_at = match self.out.listing.last() {
                    Some(crate::Listed::Directive(_) | crate::Listed::DirectiveText(_)) => {
                        Some(self.out.listing.len() - 1)
                    }
                    _ => None,
                };
                self.obj.kd_open = Some(KdOpen {
                    name: n,
                    at,
                    listing_at: listing_at.filter(|_| self.listing),
                    fields: Vec::new(),
                    syms_at_open: self.syms.len() as u32,
                });
            }
            ".end_amdhsa_kernel" => self.end_kernel(at),
            ".amdgpu_pal_metadata" => {
                // (Under every OS, as llvm-mc 22 takes it; listed as a
                // blank line here, the block at the end.)
                if self.listing
                    && self.in_main()
                    && matches!(self.out.listing.last(), Some(crate::Listed::Directive(_)))
                {
                    self.out.listing.pop();
                    self.out.listing.push(crate::Listed::Blank);
                }
                self.obj.metadata_open = Some(at);
                self.obj.metadata_at = at;
                self.obj.metadata_text.clear();
                self.obj.metadata_pal = true;
            }
            ".end_amdgpu_pal_metadata" => {
                self.error(
                    DiagKind::Kernel,
                    at,
                    ".end_amdgpu_pal_metadata without .amdgpu_pal_metadata".into(),
                );
            }
            ".amd_amdgpu_pal_metadata" => {
                // The old register-pair form: PAL's only (llvm-mc's message
                // points after the name).
                if self.target.os != amdgpu_isa::target::Os::Pal {
                    self.relist(String::new);
                    let after = self
                        .toks
                        .get(k)
                        .map_or(at + name.len(), |t| t.start as usize);
                    self.error(
                        DiagKind::Directive,
                        after,
                        ".amd_amdgpu_pal_metadata directive is not available on non-amdpal OSes"
                            .into(),
                    );
                } else {
                    self.legacy_pal_metadata(name, at, k);
                }
            }
            ".amd_kernel_code_t" if self.target.os != amdgpu_isa::target::Os::Hsa => {
                self.kernel_code_open(at);
            }
            ".end_amd_kernel_code_t" => {
                // (Outside a block: unknown, as in llvm-mc.)
                self.relist(String::new);
                self.error(
                    DiagKind::Directive,
                    at,
                    format!("unknown directive '{name}'"),
                );
            }
            ".amd_amdgpu_isa" if self.target.os != amdgpu_isa::target::Os::Hsa => {
                self.amd_amdgpu_isa(at, k);
            }
            ".amdgpu_hsa_kernel" if self.target.os != amdgpu_isa::target::Os::Hsa => {
                // Another OS than HSA: the symbol's type becomes
                // STT_AMDGPU_HSA_KERNEL, listed with a blank line after, as
                // llvm-mc 22 does.
                let Some(n) = self.name_tok(k) else {
                    self.error(DiagKind::Symbol, at, "expected a symbol name".into());
                    return true;
                };
                let id = self.syms.intern(&n);
                self.attr(id).kind = STT_AMDGPU_HSA_KERNEL;
                self.relist(|| format!("\t.amdgpu_hsa_kernel {n}\n"));
            }
            ".amdgpu_metadata" => {
                self.obj.metadata_pal = false;
                self.obj.metadata_open = Some(at);
                self.obj.metadata_at = at;
                self.obj.metadata_text.clear();
                let i = self.section(".note", SHT_NOTE, SHF_ALLOC, 0, None);
                self.obj.sections[i as usize].align = 4;
                self.out.note_section = Some(i);
            }
            ".end_amdgpu_metadata" => {
                self.error(
                    DiagKind::Kernel,
                    at,
                    ".end_amdgpu_metadata without .amdgpu_metadata".into(),
                );
            }
            ".ident" => {
                let Some(t) = self.toks.get(k).filter(|t| t.tok == Tok::Str) else {
                    self.error(DiagKind::Directive, at, "expected a string".into());
                    return true;
                };
                let text = unescape(t.text(self.src));
                let i = match self.obj.ident {
                    Some(i) => i,
                    None => {
                        let i = self.section(
                            ".comment",
                            SHT_PROGBITS,
                            SHF_MERGE | SHF_STRINGS,
                            1,
                            None,
                        );
                        self.obj.sections[i as usize].data.push(0);
                        self.obj.ident = Some(i);
                        i
                    }
                };
                // llvm-mc switches to `.comment` and back.
                self.fragment_boundary();
                let d = if i == self.cur {
                    &mut self.out.code
                } else {
                    &mut self.obj.sections[i as usize].data
                };
                d.extend_from_slice(&text);
                d.push(0);
            }
            ".ascii" | ".asciz" | ".string" => {
                let mut i = k;
                let mut listed = Vec::new();
                loop {
                    let Some(t) = self.toks.get(i).filter(|t| t.tok == Tok::Str) else {
                        self.error(
                            DiagKind::Directive,
                            self.toks.get(i).map_or(at, |t| t.start as usize),
                            "expected string".into(),
                        );
                        return true;
                    };
                    if bad_escape(t.text(self.src)).is_some() {
                        self.error(
                            DiagKind::Directive,
                            t.start as usize,
                            "invalid escape sequence (unrecognized character)".into(),
                        );
                        return true;
                    }
                    let bytes = unescape(t.text(self.src));
                    self.out.code.extend_from_slice(&bytes);
                    if self.listing {
                        listed.extend(listed_bytes(&bytes));
                    }
                    if name != ".ascii" {
                        self.out.code.push(0);
                        listed.push("\t.byte\t0".to_string());
                    }
                    i += 1;
                    match self.toks.get(i) {
                        None => {
                            // llvm-mc lists each string's bytes, and each
                            // terminating zero, on their own.
                            self.relist(|| listed.join("\n"));
                            break;
                        }
                        Some(c) if c.is(b',') => i += 1,
                        Some(c) => {
                            self.error(
                                DiagKind::Directive,
                                c.start as usize,
                                "expected ',' or end of statement".into(),
                            );
                            return true;
                        }
                    }
                }
            }
            ".comm" | ".lcomm" | ".amdgpu_lds" => {
                let Some(n) = self.name_tok(k) else {
                    self.error(DiagKind::Symbol, at, "expected a symbol name".into());
                    return true;
                };
                let mut vals = Vec::new();
                let mut i = k + 1;
                while i < self.toks.len() && self.toks[i].is(b',') {
                    match self.parse_expr_at(i + 1) {
                        Ok((e, np)) => {
                            match eval(&e, &self.syms, None, false) {
                                Ok(Eval::Abs(v)) => vals.push(v),
                                _ => {
                                    self.error(
                                        DiagKind::Expression,
                                        self.toks[i + 1].start as usize,
                                        "expected an absolute expression".into(),
                                    );
                                    return true;
                                }
                            }
                            i = np;
                        }
                        Err(f) => {
                            self.fail(f);
                            return true;
                        }
                    }
                }
                let size = vals.first().copied().unwrap_or(0);
                // AMDGPU's `.comm` alignment is a power of two (llvm-mc).
                let align = match (name, vals.get(1).copied()) {
                    (".amdgpu_lds", a) => a.unwrap_or(4),
                    (_, Some(p)) if (0..63).contains(&p) => 1 << p,
                    (_, Some(_)) => -1,
                    (_, None) => 1,
                };
                if size < 0 || align <= 0 || align & (align - 1) != 0 {
                    self.error(DiagKind::Directive, at, "invalid size or alignment".into());
                    return true;
                }
                if name == ".lcomm" && vals.len() > 1 {
                    // (At the alignment, as llvm-mc points.)
                    let p = self.toks[k + 1..]
                        .iter()
                        .filter(|t| t.is(b','))
                        .nth(1)
                        .map_or(at, |t| t.end as usize);
                    let p = self
                        .toks
                        .iter()
                        .find(|t| t.start as usize >= p)
                        .map_or(p, |t| t.start as usize);
                    self.error(
                        DiagKind::Directive,
                        p,
                        "alignment not supported on this target".into(),
                    );
                    return true;
                }
                // llvm-mc lists the values: `.comm` with its alignment
                // exponent (0 when none is given), `.lcomm` without,
                // `.amdgpu_lds` with its alignment (4 when none is given)
                // and the name as it is.
                self.relist(|| match name {
                    ".comm" => format!(
                        "\t.comm\t{},{size},{}",
                        listed_symbol(&n),
                        vals.get(1).copied().unwrap_or(0)
                    ),
                    ".lcomm" => format!("\t.lcomm\t{},{size}", listed_symbol(&n)),
                    _ => format!("\t.amdgpu_lds {n}, {size}, {align}"),
                });
                let fresh = self.syms.lookup(&n).is_none();
                let id = self.syms.intern(&n);
                if !matches!(self.syms.defs[id as usize], SymDef::Undefined) {
                    self.error(
                        DiagKind::Symbol,
                        at,
                        format!("symbol '{n}' is already defined"),
                    );
                    return true;
                }
                if name == ".amdgpu_lds" && fresh {
                    self.attr(id).pending = true;
                }
                // A local common symbol is zeros in .bss (llvm-mc).
                if name == ".lcomm" || (name == ".comm" && self.attr(id).binding == STB_LOCAL + 1) {
                    let (back, prev) = (self.cur, self.obj.prev);
                    let i = self.section(".bss", SHT_NOBITS, SHF_ALLOC | SHF_WRITE, 0, None);
                    self.switch_to(i);
                    self.align_to(align as u64, None);
                    let off = self.here();
                    let ok = self.put_fill(name, at, size as u64, 0);
                    if ok {
                        self.syms.define(id, SymDef::Label(i, off));
                    }
                    self.switch_to(back);
                    self.obj.prev = prev;
                    if !ok {
                        return true;
                    }
                    let a = self.attr(id);
                    a.kind = STT_OBJECT;
                    a.binding = STB_LOCAL + 1;
                    self.obj
                        .sizes
                        .push((Expr::leaf(crate::expr::Node::Int(size)), at));
                    let s = self.obj.sizes.len() as u32;
                    self.attr(id).size = s;
                    return true;
                }
                let a = self.attr(id);
                a.kind = STT_OBJECT;
                a.common = if name == ".amdgpu_lds" { 2 } else { 1 };
                a.common_align = align as u64;
                self.obj
                    .sizes
                    .push((Expr::leaf(crate::expr::Node::Int(size)), at));
                let s = self.obj.sizes.len() as u32;
                self.attr(id).size = s;
                if name == ".lcomm" {
                    self.attr(id).binding = STB_LOCAL + 1;
                }
            }
            ".addrsig" => self.obj.addrsig = true,
            ".addrsig_sym" => {
                // Only a symbol the object lists anyway is significant:
                // resolved after the last line.
                if let Some(n) = self.name_tok(k) {
                    self.obj.addrsig_names.push(n);
                }
            }
            ".fill" => {
                // .fill REPEAT [, SIZE [, VALUE]]: SIZE bytes each (at most
                // 8), the low 4 bytes from VALUE, the others zero.
                let args = match self.abs_list(k) {
                    Ok(a) => a,
                    Err(f) => {
                        self.fail(f);
                        return true;
                    }
                };
                let repeat = args.first().copied().flatten().unwrap_or(0);
                let size = args.get(1).copied().flatten().unwrap_or(1);
                let value = args.get(2).copied().flatten().unwrap_or(0);
                self.relist(|| {
                    let (s, v) = (size.min(8), value as u64 & 0xffff_ffff);
                    format!("\t.fill\t{repeat}, {s}, {v:#x}")
                });
                if repeat < 0 {
                    self.warn(
                        DiagKind::Directive,
                        at,
                        "'.fill' directive with negative repeat count has no effect".into(),
                    );
                    return true;
                }
                if size < 0 {
                    self.error(
                        DiagKind::Directive,
                        at,
                        "'.fill' directive with negative size".into(),
                    );
                    return true;
                }
                if size > 8 {
                    self.warn(
                        DiagKind::Directive,
                        at,
                        "'.fill' directive with size greater than 8 has been truncated to 8".into(),
                    );
                }
                let size = size.min(8) as usize;
                if value as u64 > u32::MAX as u64 && size > 4 {
                    self.warn(
                        DiagKind::Directive,
                        at,
                        "'.fill' directive pattern has been truncated to 32-bits".into(),
                    );
                }
                let mut item = [0u8; 8];
                let low = (value as u64 & 0xffff_ffff).to_le_bytes();
                let n = size.min(4);
                item[..n].copy_from_slice(&low[..n]);
                // (Size 0 writes nothing, whatever the count.)
                if size == 0 {
                    return true;
                }
                // (Past 2^64 bytes: more than any ceiling.)
                let total = (repeat as u64).saturating_mul(size as u64);
                if item.iter().all(|&b| b == 0) || self.cur_nobits() {
                    let byte = item.iter().fold(0, |a, &b| a | b);
                    self.put_fill(name, at, total, byte);
                } else if self.room(name, at, total) {
                    // The first item, then doubling copies of what is there.
                    let start = self.out.code.len();
                    let end = start + total as usize;
                    self.out.code.extend_from_slice(&item[..size]);
                    while self.out.code.len() < end {
                        let have = self.out.code.len() - start;
                        let take = have.min(end - self.out.code.len());
                        self.out.code.extend_from_within(start..start + take);
                    }
                }
            }
            ".incbin" => self.incbin(at, k),
            ".octa" => self.octa(k),
            ".reloc" => self.reloc_directive(at, k),
            _ if name.starts_with(".ds") && self.ds(name, at, k) => {}
            ".float" | ".single" | ".double" | ".dc.s" | ".dc.d" => {
                let double = matches!(name, ".double" | ".dc.d");
                let mut p = k;
                while p < self.toks.len() {
                    let neg = self.toks[p].is(b'-');
                    if neg || self.toks[p].is(b'+') {
                        p += 1;
                    }
                    let v = match self.toks.get(p).map(|t| t.tok) {
                        Some(Tok::Float(f)) => f,
                        Some(Tok::Int(i)) => i as f64,
                        Some(Tok::Ident) => match self.toks[p].text(self.src) {
                            "inf" | "infinity" | "Inf" | "INF" => f64::INFINITY,
                            "nan" | "NaN" | "NAN" => f64::NAN,
                            _ => {
                                self.error(
                                    DiagKind::Directive,
                                    self.toks[p].start as usize,
                                    "invalid floating point literal".into(),
                                );
                                return true;
                            }
                        },
                        _ => {
                            self.error(
                                DiagKind::Syntax,
                                at,
                                "unexpected token in directive".into(),
                            );
                            return true;
                        }
                    };
                    let v = if neg { -v } else { v };
                    if double {
                        self.out.code.extend_from_slice(&v.to_bits().to_le_bytes());
                    } else {
                        self.out
                            .code
                            .extend_from_slice(&(v as f32).to_bits().to_le_bytes());
                    }
                    p += 1;
                    if p < self.toks.len() {
                        if !self.toks[p].is(b',') {
                            self.error(
                                DiagKind::Syntax,
                                self.toks[p].start as usize,
                                "unexpected token in directive".into(),
                            );
                            return true;
                        }
                        p += 1;
                    }
                }
            }
            ".uleb128" | ".sleb128" => {
                // Values known now, label differences within a section
                // included (llvm-mc also sizes later label differences,
                // which this does not).
                let args = match self.abs_list_in(k, true) {
                    Ok(a) => a,
                    Err(f) => {
                        self.fail(f);
                        return true;
                    }
                };
                for v in args {
                    let Some(v) = v else {
                        self.error(
                            DiagKind::Expression,
                            at,
                            "expected absolute expression".into(),
                        );
                        return true;
                    };
                    leb128(&mut self.out.code, v, name == ".sleb128");
                }
            }
            ".org" => {
                let args = match self.abs_list(k) {
                    Ok(a) => a,
                    Err(f) => {
                        self.fail(f);
                        return true;
                    }
                };
                let Some(to) = args.first().copied().flatten() else {
                    self.error(
                        DiagKind::Expression,
                        at,
                        "expected absolute expression".into(),
                    );
                    return true;
                };
                let fill = args.get(1).copied().flatten().unwrap_or(0) as u8;
                let here = self.here() as i64;
                if to < here {
                    self.error(
                        DiagKind::Directive,
                        at,
                        format!("invalid .org offset '{to}' (at offset '{here}')"),
                    );
                    return true;
                }
                // llvm-mc's limit on one `.org`'s padding.
                if to - here >= 1 << 30 {
                    self.error(
                        DiagKind::Directive,
                        at,
                        format!("invalid .org offset '{to}' (at offset '{here}')"),
                    );
                    return true;
                }
                self.fragment_boundary();
                self.put_fill(name, at, (to - here) as u64, fill);
            }
            ".warning" | ".error" => {
                let msg = match self.toks.get(k) {
                    Some(t) if t.tok == Tok::Str => {
                        String::from_utf8_lossy(&unescape(t.text(self.src))).into_owned()
                    }
                    None if name == ".error" => ".error directive invoked in source file".into(),
                    None => ".warning directive invoked in source file".into(),
                    Some(t) => {
                        let p = t.start as usize;
                        self.error(
                            DiagKind::Directive,
                            p,
                            format!("{name} argument must be a string"),
                        );
                        return true;
                    }
                };
                if name == ".error" {
                    self.error(DiagKind::Directive, at, msg);
                } else {
                    self.warn(DiagKind::Directive, at, msg);
                }
                // (Not a line of llvm-mc's listing.)
                self.relist(String::new);
            }
            // llvm-mc writes the text to its standard output; a library
            // prints nothing (nor does the listing show the line).
            ".print" => self.relist(String::new),
            ".zero" | ".skip" | ".space" => {
                let n_at = self.toks.get(k).map_or(at, |t| t.start as usize);
                let Some(n) = self.abs_arg(k) else {
                    let m = "expected absolute expression".into();
                    self.error(DiagKind::Expression, n_at, m);
                    return true;
                };
                if n < 0 {
                    let m = "invalid number of bytes".into();
                    self.error(DiagKind::Directive, n_at, m);
                    return true;
                }
                let fill = match self.toks.iter().position(|t| t.is(b',')) {
                    Some(c) => self.abs_arg(c + 1).unwrap_or(0),
                    None => 0,
                };
                self.relist(|| match fill {
                    _ if n == 0 => String::new(),
                    0 => format!("\t.zero\t{n}"),
                    f => format!("\t.zero\t{n},{f}"),
                });
                let fill = fill as u8;
                self.fragment_boundary();
                self.put_fill(name, at, n as u64, fill);
            }
            _ => return false,
        }
        true
    }

    /// Replaces `.` in `e` by a hidden label here (for values computed
    /// after the last line).
    pub(super) fn capture_dot(&mut self, e: &mut Expr) {
        if e.nodes.iter().any(|n| matches!(n, crate::expr::Node::Dot)) {
            let n = self.syms.len();
            let id = self.syms.intern(&format!(".Ldot\u{2}{n}"));
            self.syms.define(id, SymDef::Label(self.cur, self.here()));
            for node in e.nodes.iter_mut() {
                if matches!(node, crate::expr::Node::Dot) {
                    *node = crate::expr::Node::Sym(id);
                }
            }
        }
    }

    /// The symbols llvm-mc defines before the first line: s_version's
    /// `UC_VERSION_*` names, the processor's version (`.amdgcn.gfx_generation_number`,
    /// `_minor`, `_stepping`) and the register counters
    /// `.amdgcn.next_free_vgpr` / `.amdgcn.next_free_sgpr` (one past the
    /// highest VGPR / SGPR an instruction operand named so far).
    pub(super) fn predefine_target_symbols(&mut self) {
        let canon = self.target.processor.canonical;
        let (major, minor, stepping) =
            amdgpu_isa::target::Cpu::by_name(canon).map_or((0, 0, 0), |c| c.isa_version());
        let def = |this: &mut Self, name: &str, v: i64| {
            let id = this.syms.intern(name);
            this.syms
                .define(id, SymDef::Equ(Expr::leaf(crate::expr::Node::Int(v))));
            this.attr(id).predef = true;
            id
        };
        // s_version's names (UC_VERSION_GFX10, ...), on every processor.
        for (name, v) in amdgpu_isa::names::uc_version_symbols() {
            let id = def(self, name, v as i64);
            self.attr(id).constant = true;
        }
        def(self, ".amdgcn.gfx_generation_number", major);
        def(self, ".amdgcn.gfx_generation_minor", minor);
        def(self, ".amdgcn.gfx_generation_stepping", stepping);
        let v = def(self, ".amdgcn.next_free_vgpr", 0);
        let s = def(self, ".amdgcn.next_free_sgpr", 0);
        self.obj.gpr_count = Some((v, s));
    }

    /// Symbols of `e` declared by `.amdgpu_lds` and not referenced yet
    /// take their symbol-table place here.
    /// Marks the symbols `e` names as read by a value kept for later.
    pub(super) fn capture_refs(&mut self, e: &Expr) {
        for n in &e.nodes {
            if let crate::expr::Node::Sym(id) | crate::expr::Node::SymV(id, _) = *n {
                self.attr(id).captured = true;
            }
        }
    }

    /// Variable `id`, named by values kept for later, is assigned again:
    /// those keep reading its old value, as in llvm-mc, where the new
    /// assignment makes a new symbol (`x = l0; .long x; x = 5` writes
    /// l0). The old definition moves to a hidden symbol that they name.
    pub(super) fn keep_old_value(&mut self, id: u32) {
        let old = self.old_value_symbol(id);
        for f in self.fixups.iter_mut() {
            f.expr.rename_sym(id, old);
        }
        for d in self.syms.defs.iter_mut() {
            if let SymDef::Equ(e) = d {
                e.rename_sym(id, old);
            }
        }
        self.attr(id).captured = false;
    }

    /// A hidden symbol set to what variable `id` is set to now.
    pub(super) fn old_value_symbol(&mut self, id: u32) -> u32 {
        let old_def = self.syms.defs[id as usize].clone();
        let n = self.syms.len();
        let old = self.syms.intern(&format!(".Lvar\u{2}{n}"));
        self.syms.define(old, old_def);
        old
    }

    pub(super) fn note_refs(&mut self, e: &Expr) {
        for n in &e.nodes {
            if let crate::expr::Node::Sym(id) | crate::expr::Node::SymV(id, _) = *n {
                self.note_ref(id);
            }
        }
    }

    pub(super) fn note_ref(&mut self, id: u32) {
        if !self.obj.attrs.get(id as usize).is_some_and(|a| a.pending) {
            return;
        }
        let n = self.syms.len() as u32;
        let seq = self.obj.reassigned;
        self.obj.reassigned += 1;
        let a = self.attr(id);
        a.pending = false;
        a.order = n + 1;
        a.order_seq = seq;
    }

    /// Raises `.amdgcn.next_free_vgpr` / `_sgpr` past the registers of
    /// the operands just parsed (as llvm-mc does for each register it
    /// reads, whether the instruction then matches or not).
    pub(super) fn count_gprs(&mut self) {
        let (v, s) = gpr_next(&self.ops);
        self.raise_gprs(v, s);
    }

    /// Raises `.amdgcn.next_free_vgpr` / `_sgpr` to `v` / `s` (0: no
    /// register of that file) where they are below.
    pub(super) fn raise_gprs(&mut self, v: u32, s: u32) {
        let Some((vid, sid)) = self.obj.gpr_count else {
            return;
        };
        for (id, next) in [(vid, v), (sid, s)] {
            if next == 0 {
                continue;
            }
            let old = match &self.syms.defs[id as usize] {
                // The usual case, a plain number: no evaluation.
                SymDef::Equ(e) if e.nodes.len() == 1 => match e.nodes[0] {
                    crate::expr::Node::Int(v) => v,
                    _ => continue,
                },
                SymDef::Equ(e) => match eval(e, &self.syms, None, false) {
                    Ok(Eval::Abs(v)) => v,
                    _ => continue,
                },
                _ => continue,
            };
            if old < next as i64 {
                self.syms.define(
                    id,
                    SymDef::Equ(Expr::leaf(crate::expr::Node::Int(next as i64))),
                );
            }
        }
    }

    /// Command-line settings: the default code object version, `--defsym`.
    pub(crate) fn apply_options(&mut self, opts: &crate::Options) {
        self.obj.include_dirs = opts.include_dirs.clone();
        self.obj.main_file = opts.file_name.clone();
        if let Some(m) = opts.max_output_size {
            self.obj.max_output = m;
        }
        self.listing = !opts.no_listing;
        if self.listing {
            // (A listing keeps where each instruction's bytes are as
            // 32-bit offsets.)
            self.obj.max_output = self.obj.max_output.min(u32::MAX as u64);
        }
        if !self.listing {
            // No records of instructions or listing items are kept.
            self.out.insts = Vec::new();
            self.out.listing = Vec::new();
        }
        self.text_output = opts.text_output;
        self.threads = opts.threads.max(1);
        self.disable_free = opts.disable_free;
        self.parallel_min = opts.parallel_min.unwrap_or(PARALLEL_MIN);
        if let Some(v) = opts.code_object_version {
            self.obj.cov = v;
        }
        for (name, v) in &opts.defsyms {
            let id = self.syms.intern(name);
            self.syms
                .define(id, SymDef::Equ(Expr::leaf(crate::expr::Node::Int(*v))));
        }
    }

    pub(super) fn warn(&mut self, kind: DiagKind, at: usize, msg: String) {
        self.diag(kind, at, at, msg, crate::Severity::Warning);
    }

    /// Comma-separated absolute expressions from token `k`, each of which
    /// may be left out (`.p2align 3,,7`).
    fn abs_list(&mut self, k: usize) -> Result<Vec<Option<i64>>, crate::Fail> {
        self.abs_list_in(k, false)
    }

    /// [`Self::abs_list`]; with `diffs`, a difference of labels defined in
    /// one section counts as absolute (nothing moves code after it is
    /// laid out).
    fn abs_list_in(&mut self, k: usize, diffs: bool) -> Result<Vec<Option<i64>>, crate::Fail> {
        let mut out = Vec::new();
        let mut p = k;
        loop {
            if p >= self.toks.len() || self.toks[p].is(b',') {
                out.push(None);
            } else {
                let (e, np) = self.parse_expr_at(p)?;
                let v = match eval(&e, &self.syms, None, false) {
                    Ok(Eval::Abs(v)) => Some(v),
                    _ if diffs => {
                        let here = self.here();
                        crate::expr::eval_abs_at(&e, &mut self.syms, self.cur, here)
                    }
                    _ => None,
                };
                match v {
                    Some(v) => out.push(Some(v)),
                    _ => {
                        return Err(crate::Fail::new(
                            DiagKind::Directive,
                            self.toks[p].start as usize,
                            "expected absolute expression",
                        ))
                    }
                }
                p = np;
            }
            if p < self.toks.len() && self.toks[p].is(b',') {
                p += 1;
                continue;
            }
            if p < self.toks.len() {
                return Err(crate::Fail::new(
                    DiagKind::Directive,
                    self.toks[p].start as usize,
                    "unexpected token",
                ));
            }
            return Ok(out);
        }
    }

    /// `.incbin "FILE" [, SKIP [, COUNT]]`: the file's bytes, found as
    /// `.include` finds files (as named, in the -I directories, then in
    /// the including file's directory).
    fn incbin(&mut self, at: usize, k: usize) {
        let Some(t) = self.toks.get(k).copied().filter(|t| t.tok == Tok::Str) else {
            self.error(
                DiagKind::Directive,
                at,
                "expected string in '.incbin' directive".into(),
            );
            return;
        };
        let name = String::from_utf8_lossy(&unescape(t.text(self.src))).into_owned();
        let args = if self.toks.get(k + 1).is_some_and(|c| c.is(b',')) {
            match self.abs_list(k + 2) {
                Ok(a) => a,
                Err(f) => return self.fail(f),
            }
        } else if k + 1 < self.toks.len() {
            return self.error(
                DiagKind::Syntax,
                self.toks[k + 1].start as usize,
                "unexpected token".into(),
            );
        } else {
            Vec::new()
        };
        let skip = args.first().copied().flatten().unwrap_or(0);
        if skip < 0 {
            return self.error(DiagKind::Directive, at, "skip is negative".into());
        }
        let count = args.get(1).copied().flatten();
        let mut candidates = vec![std::path::PathBuf::from(&name)];
        for d in &self.obj.include_dirs {
            candidates.push(d.join(&name));
        }
        let including = match self.origin() {
            Some(o) => o.place.0.clone(),
            None => self.obj.main_file.clone(),
        };
        if let Some(dir) = std::path::Path::new(&including).parent() {
            if !dir.as_os_str().is_empty() {
                candidates.push(dir.join(&name));
            }
        }
        // The first candidate that exists; only a regular file is read,
        // and only the bytes asked for, after their size passed the
        // ceiling.
        let Some((path, meta)) = candidates
            .iter()
            .find_map(|c| std::fs::metadata(c).ok().map(|m| (c, m)))
        else {
            return self.error(
                DiagKind::Directive,
                at,
                format!("Could not find incbin file '{name}'"),
            );
        };
        if !meta.is_file() {
            return self.error(
                DiagKind::Directive,
                at,
                format!(".incbin: '{name}' is not a regular file"),
            );
        }
        let from = (skip as u64).min(meta.len());
        let mut len = meta.len() - from;
        if let Some(c) = count {
            if c < 0 {
                return self.error(
                    DiagKind::Directive,
                    at,
                    "negative count has no effect".into(),
                );
            }
            len = len.min(c as u64);
        }
        if len == 0 {
            return;
        }
        if !self.room(".incbin", at, len) {
            return;
        }
        use std::io::{Read, Seek};
        let open = |from| {
            let mut f = std::fs::File::open(path)?;
            f.seek(std::io::SeekFrom::Start(from))?;
            Ok::<_, std::io::Error>(f.take(len))
        };
        if self.cur_nobits() {
            // Only zeros may go there: counted, a piece at a time.
            let mut buf = vec![0u8; 1 << 16];
            let mut zeros = 0u64;
            let r = open(from).and_then(|mut f| loop {
                let n = f.read(&mut buf)?;
                if n == 0 || buf[..n].iter().any(|&b| b != 0) {
                    return Ok(n == 0);
                }
                zeros += n as u64;
            });
            match r {
                Ok(true) => self.obj.virt += zeros,
                Ok(false) => {
                    let name = &self.obj.sections[self.cur as usize].name;
                    let m = format!("BSS section '{name}' cannot have non-zero bytes");
                    self.error(DiagKind::Directive, at, m);
                }
                Err(e) => self.error(DiagKind::Directive, at, format!(".incbin: '{name}': {e}")),
            }
            return;
        }
        let start = self.out.code.len();
        let read = open(from).and_then(|mut f| f.read_to_end(&mut self.out.code));
        if let Err(e) = read {
            self.out.code.truncate(start);
            self.error(DiagKind::Directive, at, format!(".incbin: '{name}': {e}"));
        }
    }

    /// An absolute expression argument at token `k`.
    fn abs_arg(&mut self, k: usize) -> Option<i64> {
        let (e, _) = self.parse_expr_at(k).ok()?;
        match eval(&e, &self.syms, None, false) {
            Ok(Eval::Abs(v)) => Some(v),
            _ => None,
        }
    }

    /// `.section NAME [, "flags" [, @type [, entsize] [, group [, comdat]]]]`.
    fn section_args(&mut self, at: usize, k: usize) -> Option<u32> {
        let Some(mut name) = self.name_tok(k) else {
            self.error(DiagKind::Directive, at, "expected a section name".into());
            return None;
        };
        // An unquoted name goes on over adjacent tokens (`.note.GNU-stack`).
        let mut next = k + 1;
        if self.toks[k].tok != Tok::Str {
            while let Some(t) = self.toks.get(next) {
                if t.is(b',') || t.start != self.toks[next - 1].end {
                    break;
                }
                name.push_str(t.text(self.src));
                next += 1;
            }
        }
        let (mut ty, mut flags) = section_defaults(&name);
        let mut entsize = 0;
        let mut group = None;
        // The arguments after the name, split at commas.
        let mut args: Vec<String> = Vec::new();
        let mut i = next;
        while i < self.toks.len() {
            if self.toks[i].is(b',') {
                args.push(String::new());
            } else if let Some(last) = args.last_mut() {
                last.push_str(self.toks[i].text(self.src));
            }
            i += 1;
        }
        // Solaris-style flags: `#alloc,#write`; the type is the name's.
        if args.first().is_some_and(|f| f.starts_with('#')) {
            flags = 0;
            for a in &args {
                let Some(f) = a.strip_prefix('#') else {
                    self.error(DiagKind::Directive, at, "expected end of directive".into());
                    return None;
                };
                flags |= match f {
                    "alloc" => SHF_ALLOC,
                    "write" => SHF_WRITE,
                    "execinstr" => SHF_EXECINSTR,
                    "tls" => SHF_TLS,
                    _ => {
                        self.error(DiagKind::Directive, at, "unknown flag".into());
                        return None;
                    }
                };
            }
            return Some(self.section(&name, ty, flags, entsize, group));
        }
        if let Some(f) = args.first() {
            let f = f.trim_matches('"');
            flags = 0;
            for c in f.chars() {
                flags |= match c {
                    'a' => SHF_ALLOC,
                    'w' => SHF_WRITE,
                    'x' => SHF_EXECINSTR,
                    'M' => SHF_MERGE,
                    'S' => SHF_STRINGS,
                    'G' => SHF_GROUP,
                    'T' => SHF_TLS,
                    'e' => SHF_EXCLUDE,
                    'o' => SHF_LINK_ORDER,
                    'R' => SHF_GNU_RETAIN,
                    _ => {
                        self.error(
                            DiagKind::Directive,
                            at,
                            format!("unknown flag '{c}' in .section"),
                        );
                        return None;
                    }
                };
            }
            if !name.starts_with(".note") || args.len() > 1 {
                ty = SHT_PROGBITS;
            }
        }
        let mut rest = args.iter().skip(1);
        if let Some(t) = rest.next() {
            ty = match t.trim_start_matches(['@', '%']) {
                "progbits" => SHT_PROGBITS,
                "nobits" => SHT_NOBITS,
                "note" => SHT_NOTE,
                "init_array" => SHT_INIT_ARRAY,
                "fini_array" => SHT_FINI_ARRAY,
                "llvm_addrsig" => SHT_LLVM_ADDRSIG,
                other => {
                    self.error(
                        DiagKind::Directive,
                        at,
                        format!("unknown section type '{other}'"),
                    );
                    return None;
                }
            };
            if flags & SHF_MERGE != 0 {
                match rest.next().and_then(|e| e.parse::<u64>().ok()) {
                    Some(e) => entsize = e,
                    None => {
                        self.error(
                            DiagKind::Directive,
                            at,
                            "expected the entry size of a mergeable section".into(),
                        );
                        return None;
                    }
                }
            }
            if flags & SHF_GROUP != 0 {
                match rest.next() {
                    Some(g) => {
                        let g = g.trim_matches('"').to_string();
                        // The signature symbol exists from here on.
                        self.syms.intern(&g);
                        group = Some(g);
                    }
                    None => {
                        self.error(DiagKind::Directive, at, "expected a group name".into());
                        return None;
                    }
                }
            }
        }
        let flags = flags & !SHF_GROUP;
        Some(self.section(&name, ty, flags, entsize, group))
    }

    fn kd_field(&mut self, name: &str, at: usize, k: usize) {
        match self.parse_expr_at(k) {
            Ok((e, _)) => {
                // A value known now is taken now: later assignments to
                // its symbols (`.amdgcn.next_free_vgpr`, counters set
                // again for the next kernel) do not change it, as in
                // llvm-mc.
                let e = match eval(&e, &self.syms, None, false) {
                    Ok(Eval::Abs(v)) => Expr::leaf(crate::expr::Node::Int(v)),
                    _ => e,
                };
                let end = self.toks.last().map_or(at, |t| t.end as usize);
                let vat = self.toks.get(k).map_or(at, |t| t.start as usize);
                if let Some(kd) = self.obj.kd_open.as_mut() {
                    kd.fields.push((name.to_string(), e, vat, end));
                }
            }
            Err(f) => self.fail(f),
        }
    }

    /// `.end_amdhsa_kernel`: 64 bytes reserved here, filled after the last
    /// line (the values may use symbols defined later); `NAME.kd` names them.
    fn end_kernel(&mut self, at: usize) {
        let Some(kd) = self.obj.kd_open.take() else {
            self.error(
                DiagKind::Kernel,
                at,
                ".end_amdhsa_kernel without .amdhsa_kernel".into(),
            );
            return;
        };
        let off = self.out.code.len();
        let kd_name = format!("{}.kd", kd.name);
        let id = self.syms.intern(&kd_name);
        if !matches!(self.syms.defs[id as usize], SymDef::Undefined) {
            self.error(
                DiagKind::Symbol,
                kd.at,
                format!("symbol '{kd_name}' is already defined"),
            );
            return;
        }
        self.list_block_symbols(&kd);
        self.list_block(&kd);
        let kernel = self.syms.intern(&kd.name);
        let kernel_attr = *self.attr(kernel);
        self.syms.define(id, SymDef::Label(self.cur, off as u64));
        let a = self.attr(id);
        a.kind = STT_OBJECT;
        // The descriptor has the kernel's visibility as written (the
        // kernel itself becomes protected).
        a.visibility = kernel_attr.visibility;
        // A kernel without a binding directive is local once defined,
        // global while undefined: the descriptor takes that binding.
        let kernel_defined = !matches!(self.syms.defs[kernel as usize], SymDef::Undefined);
        let a = self.attr(id);
        a.binding = if kernel_attr.binding == 0 {
            if kernel_defined {
                STB_LOCAL + 1
            } else {
                STB_GLOBAL + 1
            }
        } else {
            kernel_attr.binding
        };
        self.out.code.resize(off + 64, 0);
        self.obj.kds.push(KdPending {
            name: kd.name,
            at: kd.at,
            line: self.cur_line,
            fields: kd.fields,
            sec: self.cur,
            off,
        });
        self.obj
            .sizes
            .push((Expr::leaf(crate::expr::Node::Int(64)), at));
        let s = self.obj.sizes.len() as u32;
        self.attr(id).size = s;
    }

    /// Lists the block as llvm-mc lists it: every directive of the target
    /// with its value (given or default), in llvm-mc's order, in place of
    /// the lines as written. A block with a value not known yet (a symbol
    /// defined later) is listed as written.
    fn list_block(&mut self, kd: &KdOpen) {
        let Some(at) = kd.listing_at.filter(|&i| i < self.out.listing.len()) else {
            return;
        };
        let mut b = amdgpu_hsa::KernelDescriptorBuilder::new(self.target.clone(), self.obj.cov);
        for (name, e, ..) in &kd.fields {
            let [crate::expr::Node::Int(v)] = e.nodes.as_slice() else {
                return;
            };
            let _ = b.set(name, *v, 0..0);
        }
        let mut t = format!("\t.amdhsa_kernel {}\n", kd.name);
        for (name, v) in b.listed() {
            t.push_str(&format!("\t\t{name} {v}\n"));
        }
        // (llvm-mc follows the block with an empty line.)
        t.push_str("\t.end_amdhsa_kernel\n");
        self.out.listing.truncate(at);
        self.out.listing.push(crate::Listed::Text(t.into()));
    }

    /// Places the symbols first named in an `.amdhsa_kernel` block where
    /// llvm-mc lists them: after the descriptor's symbol, in the order it
    /// writes the descriptor (field by field in byte order, the bits it
    /// sets after reading the block last; see `write_order`), not the
    /// order the directives name them.
    fn list_block_symbols(&mut self, kd: &KdOpen) {
        let n = self.syms.len() as u32;
        if n == kd.syms_at_open {
            return;
        }
        // (byte, set late, place among the late or in the block, index)
        let mut fields: Vec<(u8, bool, usize, usize)> = kd
            .fields
            .iter()
            .enumerate()
            .filter_map(
                |(i, (name, ..))| match amdgpu_hsa::write_order(self.target, name) {
                    Some(Some((byte, Some(late)))) => Some((byte, true, late, i)),
                    Some(Some((byte, None))) => Some((byte, false, i, i)),
                    Some(None) => None,
                    None => Some((u8::MAX, true, i, i)),
                },
            )
            .collect();
        fields.sort_unstable();
        // Which directives are written, and the symbols they name (sets:
        // a block may repeat a directive many times).
        let mut is_written = vec![false; kd.fields.len()];
        let mut written_syms = std::collections::HashSet::new();
        for &(.., j) in &fields {
            is_written[j] = true;
            for n in &kd.fields[j].1.nodes {
                if let crate::expr::Node::Sym(x) | crate::expr::Node::SymV(x, _) = *n {
                    written_syms.insert(x);
                }
            }
        }
        // Symbols named only by directives written nowhere wait for their
        // next reference or assignment.
        for (i, f) in kd.fields.iter().enumerate() {
            if is_written[i] {
                continue;
            }
            for node in &f.1.nodes {
                let (crate::expr::Node::Sym(id) | crate::expr::Node::SymV(id, _)) = *node else {
                    continue;
                };
                let written = written_syms.contains(&id);
                if id >= kd.syms_at_open && self.attr(id).order == 0 && !written {
                    self.attr(id).pending = true;
                }
            }
        }
        for &(.., i) in &fields {
            for node in &kd.fields[i].1.nodes {
                let (crate::expr::Node::Sym(id) | crate::expr::Node::SymV(id, _)) = *node else {
                    continue;
                };
                if id < kd.syms_at_open || self.attr(id).order != 0 {
                    continue;
                }
                let seq = self.obj.reassigned;
                self.obj.reassigned += 1;
                let a = self.attr(id);
                a.order = n + 1;
                a.order_seq = seq;
            }
        }
    }

    /// One line of an `.amdgpu_metadata` block, the closing
    /// `.end_amdgpu_metadata` included (always taken: true).
    pub(super) fn metadata_line(&mut self, start: usize, end: usize) -> bool {
        // The assembler's comments (`;`, `//`) end a line of the block too,
        // as in llvm-mc, which reads the block as statements.
        let line = strip_comment(self.src.get(start..end).unwrap_or(""));
        if self.obj.metadata_pal {
            if line.trim() == ".end_amdgpu_pal_metadata" {
                self.end_pal_metadata(start, end);
            } else {
                self.obj.metadata_text.push_str(line);
                self.obj.metadata_text.push('\n');
            }
            return true;
        }
        if line.trim() == ".end_amdgpu_metadata" {
            self.obj.metadata_open = None;
            let lead = self.src[start..end].len() - self.src[start..end].trim_start().len();
            match amdgpu_hsa::yaml_to_msgpack(&self.obj.metadata_text) {
                Ok(m) => {
                    self.out.metadata = Some(m);
                    if self.listing {
                        self.out.listing.push(crate::Listed::Metadata);
                        // (A line of an expansion or an included file is
                        // listed from a copy: spans are the main source's.)
                        let d = if self.in_main() {
                            crate::Listed::Directive(start + lead..end)
                        } else {
                            crate::Listed::DirectiveText(self.src[start + lead..end].into())
                        };
                        self.out.listing.push(d);
                    }
                }
                Err(e) => {
                    // Locate the error in the block's lines.
                    let first = self.obj.metadata_at;
                    let line_start = self.src[first..]
                        .find('\n')
                        .map_or(first, |p| first + p + 1);
                    let mut at = line_start;
                    for _ in 1..e.line.max(1) {
                        at = self.src[at..].find('\n').map_or(at, |p| at + p + 1);
                    }
                    self.error(
                        DiagKind::Directive,
                        at + e.col.saturating_sub(1),
                        e.message.clone(),
                    );
                }
            }
            return true;
        }
        self.obj.metadata_text.push_str(line);
        self.obj.metadata_text.push('\n');
        true
    }

    /// `.amd_amdgpu_pal_metadata REG, VALUE, ...` under PAL: register
    /// values for an `AMD` note of type NT_AMD_PAL_METADATA, pairs of 32-bit
    /// words sorted by register, made at the end (as llvm-mc 22 makes it;
    /// listed there too, a blank line here).
    fn legacy_pal_metadata(&mut self, name: &str, at: usize, k: usize) {
        let stmt_end = self.toks.last().map_or(at + name.len(), |t| t.end as usize);
        let mut vals: Vec<u32> = Vec::new();
        let mut p = k;
        while p < self.toks.len() {
            let start = self.toks[p].start as usize;
            let v = match self.parse_expr_at(p) {
                Ok((e, np)) => {
                    p = np;
                    match eval(&e, &self.syms, None, false) {
                        Ok(Eval::Abs(v)) if v >= 0 => Some(v as u32),
                        _ => None,
                    }
                }
                Err(_) => None,
            };
            let Some(v) = v else {
                // (A refused directive is not listed.)
                self.relist(String::new);
                self.error(
                    DiagKind::Directive,
                    start,
                    "invalid value in .amd_amdgpu_pal_metadata".into(),
                );
                return;
            };
            vals.push(v);
            if p < self.toks.len() && self.toks[p].is(b',') {
                p += 1;
            } else {
                break;
            }
        }
        if vals.is_empty() {
            self.relist(String::new);
            self.error(
                DiagKind::Directive,
                stmt_end,
                "invalid value in .amd_amdgpu_pal_metadata".into(),
            );
            return;
        }
        if !vals.len().is_multiple_of(2) {
            // (Where the next value's comma was looked for.)
            let where_ = self.toks.get(p).map_or(stmt_end, |t| t.start as usize);
            self.relist(String::new);
            self.error(
                DiagKind::Directive,
                where_,
                "expected an even number of values in .amd_amdgpu_pal_metadata".into(),
            );
            return;
        }
        for pair in vals.chunks(2) {
            *self.obj.pal_regs.entry(pair[0]).or_insert(0) |= pair[1];
        }
        if self.listing
            && self.in_main()
            && matches!(self.out.listing.last(), Some(crate::Listed::Directive(_)))
        {
            self.out.listing.pop();
            self.out.listing.push(crate::Listed::Blank);
        }
    }

    /// Appends one note to the `.note` section, made where first needed
    /// (`SHT_NOTE`, aligned to 4, allocated only under HSA), as llvm-mc 22
    /// writes its notes for other OSes.
    fn append_note(&mut self, note: &[u8]) {
        let flags = if self.target.os == amdgpu_isa::target::Os::Hsa {
            SHF_ALLOC
        } else {
            0
        };
        let i = self.section(".note", SHT_NOTE, flags, 0, None);
        self.obj.sections[i as usize].align = self.obj.sections[i as usize].align.max(4);
        if i == self.cur {
            self.out.code.extend_from_slice(note);
        } else {
            self.obj.sections[i as usize].data.extend_from_slice(note);
        }
    }

    /// `.amd_amdgpu_isa "TARGET-ID"` under another OS than HSA: the target
    /// id must be the triple's and the processor's (no features), and
    /// becomes an `AMD` NT_AMD_HSA_ISA_NAME note, as llvm-mc 22 makes it.
    fn amd_amdgpu_isa(&mut self, at: usize, k: usize) {
        let triple = amdgpu_isa::target::target_id_triple(&self.target.triple);
        let expected = format!("{triple}-{}", self.target.cpu());
        let tok = self.toks.get(k).copied();
        let given = tok
            .filter(|t| t.tok == Tok::Str)
            .map(|t| t.text(self.src).trim_matches('"'));
        if given != Some(expected.as_str()) {
            self.relist(String::new);
            let where_ = tok.map_or(at, |t| t.start as usize);
            self.error(
                DiagKind::Directive,
                where_,
                "target id must match options".into(),
            );
            return;
        }
        let mut note = Vec::with_capacity(expected.len() + 16);
        amdgpu_elf::push_note(&mut note, b"AMD", NT_AMD_HSA_ISA_NAME, expected.as_bytes());
        self.append_note(&note);
        self.relist(|| format!("\t.amd_amdgpu_isa \"{expected}\"\n"));
    }

    /// The end of an `.amdgpu_pal_metadata` block (the line `start..end`):
    /// its YAML made MessagePack, kept for the note made at the end.
    fn end_pal_metadata(&mut self, start: usize, end: usize) {
        let Some(at) = self.obj.metadata_open.take() else {
            return;
        };
        let text = std::mem::take(&mut self.obj.metadata_text);
        if self.obj.pal_metadata.is_some() {
            self.error(
                DiagKind::Directive,
                at,
                "a second .amdgpu_pal_metadata block is not supported yet (llvm-mc merges them)"
                    .into(),
            );
            return;
        }
        match amdgpu_hsa::pal_yaml_to_msgpack(&text) {
            Ok(m) => self.obj.pal_metadata = Some((m, text)),
            // A document llvm-mc refuses: at the end of the block's last
            // line, as llvm-mc says it.
            Err(e) if e.line == 0 => {
                let line_end = start + self.src[start..end].trim_end().len();
                self.error(DiagKind::Directive, line_end, e.message.clone());
            }
            Err(e) => {
                let first = self.obj.metadata_at;
                let mut at = self.src[first..]
                    .find('\n')
                    .map_or(first, |p| first + p + 1);
                for _ in 1..e.line.max(1) {
                    at = self.src[at..].find('\n').map_or(at, |p| at + p + 1);
                }
                self.error(
                    DiagKind::Directive,
                    at + e.col.saturating_sub(1),
                    e.message.clone(),
                );
            }
        }
    }

    /// After the last line: unclosed blocks, kernel descriptors.
    pub(super) fn finish_objects(&mut self) {
        if let Some(kd) = self.obj.kd_open.take() {
            self.error(DiagKind::Kernel, kd.at, "missing .end_amdhsa_kernel".into());
        }
        // PAL metadata: its note is the last section (allocated only under
        // HSA), and its block is listed last, as llvm-mc 22 makes them.
        let had_pal_block = self.obj.pal_metadata.is_some();
        if let Some((m, text)) = self.obj.pal_metadata.take() {
            if self.out.metadata.is_some() {
                let at = self.obj.metadata_at;
                self.error(
                    DiagKind::Directive,
                    at,
                    ".amdgpu_pal_metadata with .amdgpu_metadata is not supported yet".into(),
                );
            } else {
                let mut note = Vec::with_capacity(m.len() + 24);
                amdgpu_elf::push_note(&mut note, b"AMDGPU", NT_AMDGPU_METADATA, &m);
                self.append_note(&note);
            }
            if self.listing {
                let mut block = String::from("\t.amdgpu_pal_metadata\n---\n");
                for l in text.lines().filter(|l| !matches!(l.trim(), "---" | "...")) {
                    block.push_str(l);
                    block.push('\n');
                }
                block.push_str("...\n\t.end_amdgpu_pal_metadata");
                self.out.listing.push(crate::Listed::Text(block.into()));
            }
        }
        if !self.obj.pal_regs.is_empty() {
            let regs = std::mem::take(&mut self.obj.pal_regs);
            if had_pal_block {
                let at = self.obj.metadata_at;
                self.error(
                    DiagKind::Directive,
                    at,
                    ".amd_amdgpu_pal_metadata with an .amdgpu_pal_metadata block is not supported yet"
                        .into(),
                );
            } else {
                let mut desc = Vec::with_capacity(regs.len() * 8);
                let mut listed = String::from("\t.amd_amdgpu_pal_metadata ");
                for (i, (r, v)) in regs.iter().enumerate() {
                    desc.extend_from_slice(&r.to_le_bytes());
                    desc.extend_from_slice(&v.to_le_bytes());
                    if i > 0 {
                        listed.push(',');
                    }
                    listed.push_str(&format!("{r:#x},{v:#x}"));
                }
                let mut note = Vec::new();
                amdgpu_elf::push_note(&mut note, b"AMD", NT_AMD_PAL_METADATA, &desc);
                self.append_note(&note);
                if self.listing {
                    self.out.listing.push(crate::Listed::Text(listed.into()));
                }
            }
        }
        if self.obj.kernel_code.take().is_some() {
            let end = self.src.len();
            self.error(
                DiagKind::Directive,
                end,
                "expected value identifier or .end_amd_kernel_code_t".into(),
            );
        }
        if let Some(at) = self.obj.metadata_open.take() {
            if self.obj.metadata_pal {
                // (At the end of the source, as llvm-mc 22 says it.)
                let end = self.src.len();
                self.error(
                    DiagKind::Directive,
                    end,
                    "expected directive .end_amdgpu_pal_metadata not found".into(),
                );
            } else {
                self.error(DiagKind::Kernel, at, "missing .end_amdgpu_metadata".into());
            }
        }
        // (Problems found only now point at the end of the source.)
        let end = self.src.trim_end().len();
        self.within_ceiling_at(Some(end));
        // Every section's bytes back in place (zeros of `SHT_NOBITS` ones
        // as their size).
        self.settle_nobits(end);
        self.obj.sections[self.cur as usize].nobits_size = self.obj.virt;
        self.obj.virt = 0;
        std::mem::swap(
            &mut self.out.code,
            &mut self.obj.sections[self.cur as usize].data,
        );
        if !self.obj.sub_of.is_empty() {
            self.merge_subsections();
        }
        self.bind_section_symbols();
        self.finish_dwarf();
        let kds = std::mem::take(&mut self.obj.kds);
        for kd in kds {
            self.build_kd(kd);
        }
    }

    /// A symbol used but never defined whose name is a section's (as
    /// `.long .debug_abbrev` in clang's debug information) is that
    /// section's start, reached through the section's symbol.
    fn bind_section_symbols(&mut self) {
        let mut by_name: Vec<(&str, u32)> = self
            .obj
            .sections
            .iter()
            .enumerate()
            .map(|(i, s)| (s.name.as_str(), i as u32))
            .collect();
        // The first section of a name wins.
        by_name.sort_by_key(|&(n, i)| (n, i));
        by_name.dedup_by_key(|(n, _)| *n);
        let mut bind = Vec::new();
        for id in 0..self.syms.len() as u32 {
            if !matches!(self.syms.defs[id as usize], SymDef::Undefined) {
                continue;
            }
            let name = self.syms.name(id);
            if let Ok(k) = by_name.binary_search_by(|(n, _)| (*n).cmp(name)) {
                let a = self.obj.attrs.get(id as usize).copied().unwrap_or_default();
                if a.binding == 0 && a.common == 0 {
                    bind.push((id, by_name[k].1));
                }
            }
        }
        for (id, sec) in bind {
            self.syms.define(id, SymDef::Label(sec, 0));
            self.attr(id).section_sym = true;
        }
    }

    /// Appends every subsection to its section in number order (as
    /// llvm-mc lays them out) and moves what pointed into them: labels,
    /// fixups, descriptors, `.reloc`s, fragments, listing records. The
    /// hidden sections go; later sections take their indices down.
    fn merge_subsections(&mut self) {
        let n = self.obj.sections.len();
        // Where each hidden section's bytes land: (section, offset).
        let mut place: Vec<Option<(u32, u64)>> = vec![None; n];
        // Fragments before a merged subsection's first (its index shift).
        let mut frag_shift = vec![0usize; n];
        let mut subs: Vec<(u32, u32, u32)> = self
            .obj
            .subsections
            .iter()
            .map(|(&(base, num), &h)| (base, num, h))
            .collect();
        subs.sort_unstable();
        for &(base, _, h) in &subs {
            let data = std::mem::take(&mut self.obj.sections[h as usize].data);
            let align = self.obj.sections[h as usize].align;
            let zeros = std::mem::take(&mut self.obj.sections[h as usize].nobits_size);
            let b = &mut self.obj.sections[base as usize];
            // (An `SHT_NOBITS` section's size is a count, its data empty.)
            let off = b.data.len() as u64 + b.nobits_size;
            b.data.extend_from_slice(&data);
            b.nobits_size = b.nobits_size.saturating_add(zeros).min(MAX_NOBITS);
            b.align = b.align.max(align);
            place[h as usize] = Some((base, off));
            // The subsection starts a fragment; its own boundaries follow.
            let hf = self
                .obj
                .frag_starts
                .get(h as usize)
                .cloned()
                .flatten()
                .unwrap_or_default();
            if self.obj.frag_starts.len() <= base as usize {
                self.obj.frag_starts.resize(base as usize + 1, None);
            }
            let bf = self.obj.frag_starts[base as usize].get_or_insert_with(Vec::new);
            bf.push(off);
            frag_shift[h as usize] = bf.len();
            bf.extend(hf.iter().map(|x| x + off));
        }
        // New indices: sections keep their order, hidden ones go.
        let mut new_index = vec![0u32; n];
        let mut k = 0u32;
        for (i, ni) in new_index.iter_mut().enumerate() {
            if place[i].is_none() {
                *ni = k;
                k += 1;
            }
        }
        let map = |sec: u32, off: u64| -> (u32, u64) {
            match place.get(sec as usize).copied().flatten() {
                Some((b, o)) => (new_index[b as usize], off + o),
                None => (new_index.get(sec as usize).copied().unwrap_or(sec), off),
            }
        };
        for id in 0..self.syms.len() as u32 {
            if let SymDef::Label(sec, off) = self.syms.defs[id as usize] {
                let (s2, o2) = map(sec, off);
                if (s2, o2) != (sec, off) {
                    self.syms.define(id, SymDef::Label(s2, o2));
                }
            }
        }
        for f in self.fixups.iter_mut() {
            let (s2, o2) = map(f.sec, f.off as u64);
            f.addr = map(f.sec, f.addr).1;
            f.sec = s2;
            f.off = o2 as usize;
        }
        for kd in self.obj.kds.iter_mut() {
            let (s2, o2) = map(kd.sec, kd.off as u64);
            kd.sec = s2;
            kd.off = o2 as usize;
        }
        let frag = |sec: u32, f: usize| f + frag_shift.get(sec as usize).copied().unwrap_or(0);
        for d in self.obj.reloc_dirs.iter_mut() {
            d.remap(&map, &frag);
        }
        for r in self.obj.dwarf.rows.iter_mut() {
            (r.sec, r.off) = map(r.sec, r.off);
        }
        for f in self.obj.dwarf.frames.iter_mut() {
            let s0 = f.sec;
            (f.sec, f.start) = map(s0, f.start);
            f.end = map(s0, f.end).1;
            for (at, _) in f.insts.iter_mut() {
                *at = map(s0, *at).1;
            }
        }
        for e in self.out.insts.iter_mut() {
            let (s2, lo) = map(e.section, e.bytes.start as u64);
            let hi = map(e.section, e.bytes.end as u64).1;
            e.section = s2;
            e.bytes = lo as u32..hi as u32;
        }
        // Fragments, section index and `.ident`'s section by new index.
        let mut frags = std::mem::take(&mut self.obj.frag_starts);
        frags.resize(n, None);
        self.obj.frag_starts = frags
            .into_iter()
            .enumerate()
            .filter(|(i, _)| place[*i].is_none())
            .map(|(_, f)| f)
            .collect();
        for v in self.obj.section_index.values_mut() {
            *v = new_index[*v as usize];
        }
        if let Some(i) = self.obj.ident.as_mut() {
            *i = new_index[*i as usize];
        }
        self.cur = map(self.cur, 0).0;
        self.obj.prev = map(self.obj.prev, 0).0;
        let mut i = 0;
        self.obj.sections.retain(|_| {
            i += 1;
            place[i - 1].is_none()
        });
        self.obj.subsections.clear();
        self.obj.sub_of.clear();
    }

    fn build_kd(&mut self, kd: KdPending) {
        let mut b = amdgpu_hsa::KernelDescriptorBuilder::new(self.target.clone(), self.obj.cov);
        for (name, e, vat, end) in &kd.fields {
            let v = match eval_value(e, &self.syms, None) {
                Ok(Some(v)) if v.labels == 0 && v.sym.is_none() => v.abs,
                Ok(_) => {
                    self.diag(
                        DiagKind::Expression,
                        *vat,
                        *end,
                        format!("{name} needs an absolute expression"),
                        Severity::Error,
                    );
                    return;
                }
                Err(m) => {
                    self.diag(DiagKind::Directive, *vat, *end, m, Severity::Error);
                    return;
                }
            };
            let name_at = vat.saturating_sub(name.len() + 1);
            if let Err(e) = b.set(name, v, name_at..*end) {
                let at = e.span.as_ref().map_or(kd.at, |s| s.start);
                self.error(DiagKind::Directive, at, e.message);
                return;
            }
        }
        match b.finish() {
            Ok(bytes) => {
                let d = &mut self.obj.sections[kd.sec as usize].data;
                if let Some(dst) = d.get_mut(kd.off..kd.off + 64) {
                    dst.copy_from_slice(&bytes);
                }
                let kernel = self.syms.intern(&kd.name);
                // A local kernel is reached through its section's symbol.
                let local = match self.syms.defs[kernel as usize] {
                    SymDef::Label(sec, off) if !self.is_global(kernel) => Some((sec, off)),
                    _ => None,
                };
                let a = self.attr(kernel);
                a.visibility = STV_PROTECTED;
                let (symbol, target, addend) = match local {
                    Some((sec, off)) => (
                        self.obj.sections[sec as usize].name.clone(),
                        RelocTarget::Section(sec),
                        16 + off as i64,
                    ),
                    None => {
                        a.in_reloc = true;
                        (kd.name.clone(), RelocTarget::Symbol(kernel), 16)
                    }
                };
                self.out.fixups.push(crate::Fixup {
                    inst: None,
                    section: kd.sec,
                    offset: kd.off + 16,
                    size: 8,
                    symbol,
                    target,
                    r_type: R_AMDGPU_REL64,
                    resolved_flat: false,
                    addend,
                    pc_relative: true,
                    line: kd.line,
                    span: kd.at..kd.at,
                });
            }
            Err(e) => {
                let at = e.span.as_ref().map_or(kd.at, |s| s.start);
                self.error(DiagKind::Directive, at, e.message);
            }
        }
    }

    /// Patches every value that waited for layout, in one pass. What the
    /// linker must resolve becomes a relocation ([`crate::Fixup`]) where the
    /// field can carry one, an error elsewhere. An instruction whose value
    /// cannot be encoded gets an error and leaves the listing; a data
    /// statement reports its first bad item only.
    pub(super) fn resolve_fixups(&mut self) {
        let fixups = std::mem::take(&mut self.fixups);
        let mut failed = vec![false; self.n_insts];
        let mut any_failed = false;
        let mut last_bad_line = 0;
        for f in &fixups {
            self.origin = f.origin.clone();
            if let Err(m) = self.apply_fixup(f) {
                if self.text_output || (f.inst.is_none() && f.line == last_bad_line) {
                    continue;
                }
                last_bad_line = f.line;
                self.diag(DiagKind::Directive, f.at, f.end, m, Severity::Error);
                if let Some(i) = f.inst {
                    failed[i] = true;
                    any_failed = true;
                }
            }
        }
        self.origin = None;
        // Relocations in source order per section (kernel descriptors'
        // come from the end of the source).
        self.out.fixups.sort_by_key(|f| (f.section, f.offset));
        if !self.obj.reloc_dirs.is_empty() {
            self.resolve_reloc_dirs();
        }
        if any_failed {
            let mut new_index = vec![usize::MAX; failed.len()];
            let mut n = 0;
            for (i, bad) in failed.iter().enumerate() {
                if !bad {
                    new_index[i] = n;
                    n += 1;
                }
            }
            let mut i = 0;
            self.out.insts.retain(|_| {
                i += 1;
                !failed[i - 1]
            });
            // (The instructions kept of a run are one after another in the
            // new numbering.)
            self.out.listing.retain_mut(|l| match l {
                crate::Listed::Insts(r) => {
                    let mut kept = r.clone().map(|k| new_index[k]).filter(|&k| k != usize::MAX);
                    match kept.next() {
                        Some(a) => {
                            *r = a..kept.next_back().unwrap_or(a) + 1;
                            true
                        }
                        None => false,
                    }
                }
                _ => true,
            });
            self.out.fixups.retain_mut(|fx| match fx.inst {
                Some(k) => {
                    fx.inst = Some(new_index[k]);
                    new_index[k] != usize::MAX
                }
                None => true,
            });
        }
    }

    fn data(&mut self, sec: u32) -> &mut Vec<u8> {
        &mut self.obj.sections[sec as usize].data
    }

    /// Writes `v` to the simm16 field of the instruction word at `at`.
    fn patch_simm16(&mut self, f: &Fixup, v: u64) {
        let Some(lay) = f.lay else { return };
        let n = lay.bytes();
        let Some(code) = self.data(f.sec).get_mut(f.off..f.off + n) else {
            return;
        };
        let mut b = [0u8; 16];
        b[..n].copy_from_slice(code);
        let mut w = u128::from_le_bytes(b);
        lay.set(&mut w, Fld::Simm16, v);
        code.copy_from_slice(&w.to_le_bytes()[..n]);
    }

    fn patch(&mut self, f: &Fixup, n: usize, v: i64) {
        if let Some(b) = self.data(f.sec).get_mut(f.off..f.off + n) {
            b.copy_from_slice(&v.to_le_bytes()[..n]);
        }
    }

    fn mergeable(&self, sec: u32) -> bool {
        self.obj
            .sections
            .get(sec as usize)
            .is_some_and(|s| s.flags & SHF_MERGE != 0)
    }

    /// The target of a relocation to label `l` (or to `.`-relative
    /// section `sec` when there is no named label): the label itself when
    /// global or in a mergeable section, else its section (the addend then
    /// keeps the label's offset).
    /// A variable of `e` whose value is a label's address.
    pub(super) fn label_variable(&self, e: &Expr) -> Option<u32> {
        e.nodes.iter().find_map(|n| match *n {
            crate::expr::Node::Sym(id)
                if matches!(self.syms.defs[id as usize], SymDef::Equ(_))
                    && !matches!(
                        eval(
                            &Expr::leaf(crate::expr::Node::Sym(id)),
                            &self.syms,
                            None,
                            false
                        ),
                        Ok(Eval::Abs(_))
                    ) =>
            {
                Some(id)
            }
            _ => None,
        })
    }

    /// The symbol a relocation to label `lab` (value `abs` in section
    /// `sec`) names: the label when global, or in a mergeable section with
    /// an addend beyond it (the linker may move the strings apart); else
    /// None, for the section's symbol.
    fn label_target(&self, lab: Option<u32>, sec: u32, abs: i64) -> Option<u32> {
        lab.filter(|&l| {
            self.is_global(l)
                || (self.mergeable(sec)
                    && match self.syms.defs[l as usize] {
                        SymDef::Label(_, o) => abs != o as i64,
                        _ => true,
                    })
        })
    }

    fn is_global(&self, id: u32) -> bool {
        self.obj
            .attrs
            .get(id as usize)
            .is_some_and(|a| a.binding == STB_GLOBAL + 1 || a.binding == STB_WEAK + 1)
    }

    fn apply_fixup(&mut self, f: &Fixup) -> Result<(), String> {
        let s = &self.obj.sections[f.sec as usize];
        if s.sh_type == SHT_NOBITS {
            return Err(format!("BSS section '{}' cannot have fixups", s.name));
        }
        self.syms.dot_sec = f.sec;
        let Some(v) = eval_fixup(&f.expr, &self.syms, Some(f.addr))? else {
            return Err("expected an absolute expression".into());
        };
        if v.neg != Value::NO_SEC
            || (v.labels == -1 && v.sym.is_some() && v.variant == variant::NONE)
        {
            return self.relative_fixup(f, v);
        }
        if let Some(s) = v.sym {
            let name = self.syms.name(s);
            if name.starts_with(".Llocal") {
                return Err("local label is not defined".into());
            }
            if f.kind == FixKind::Branch16 {
                return Err(format!("undefined label '{name}'"));
            }
            if v.labels != 0 {
                return Err("expected relocatable expression".into());
            }
            if let SymDef::Label(sec, off) = self.syms.defs[s as usize] {
                if !self.is_global(s) {
                    // A variant on a local label of this section resolves
                    // here; elsewhere it is relative to the label's section
                    // (its symbol, in a mergeable section).
                    if sec == f.sec && v.variant != variant::NONE {
                        let rel = (off as i64 + v.abs).wrapping_sub(f.off as i64);
                        let val = match v.variant {
                            variant::REL32_LO | variant::REL32 => Some(rel),
                            variant::REL32_HI => Some(rel >> 32),
                            _ => None,
                        };
                        if let Some(val) = val {
                            self.patch(f, 4, val);
                            return Ok(());
                        }
                    }
                    if !self.mergeable(sec) {
                        let v2 = Value {
                            abs: off as i64 + v.abs,
                            ..v
                        };
                        return self.reloc(f, v2, RelocTarget::Section(sec));
                    }
                }
            }
            return self.reloc(f, v, RelocTarget::Symbol(s));
        }
        let abs = v.abs;
        match (f.kind, v.labels) {
            (FixKind::Branch16, 1) if v.sec == f.sec => {
                let d = abs - (f.addr as i64 + 4);
                if d % 4 != 0 || !(-32768 * 4..=32767 * 4).contains(&d) {
                    return Err(format!("branch size exceeds simm16 ({d} bytes)"));
                }
                self.patch_simm16(f, (d / 4) as u64);
            }
            (FixKind::Branch16, _) => {
                return Err("branch target must be a label of this section".into())
            }
            (FixKind::Lit32 | FixKind::Lit64 | FixKind::Data(_), 0) => {
                let n = match f.kind {
                    FixKind::Data(n) => n as usize,
                    FixKind::Lit64 => 8,
                    _ => 4,
                };
                if n < 8 {
                    let bits = n as u32 * 8;
                    let (lo, hi) = (-(1i64 << (bits - 1)), (1i64 << bits) - 1);
                    if f.kind != FixKind::Lit32 && !(lo..=hi).contains(&abs) {
                        // A value known only after the last line is cut
                        // to the field, as llvm-mc 22 does (it says
                        // nothing; a number written in place is an error).
                        let kept = abs as u64 & ((1u64 << bits) - 1);
                        self.diag(
                            DiagKind::ValueRange,
                            f.at,
                            f.end,
                            format!(
                                "value {abs} does not fit in {n} byte(s); truncated to {kept:#x}"
                            ),
                            Severity::Warning,
                        );
                    }
                }
                self.patch(f, n, abs);
                // A literal that named a symbol defined only later, whose
                // value is a number: llvm-mc keeps its PC-relative fixup
                // and writes it as a relocation against no symbol, the
                // number its addend (a raw binary takes the number).
                if f.kind == FixKind::Lit32
                    && v.variant == variant::NONE
                    && crate::asm::needs_pc_rel(&f.expr)
                {
                    self.reloc(f, v, RelocTarget::None)?;
                    if let Some(last) = self.out.fixups.last_mut() {
                        last.resolved_flat = true;
                    }
                }
            }
            (FixKind::Lit32 | FixKind::Lit64, 1) => {
                // PC-relative to the literal: resolved within the section
                // for a local label, else a relocation.
                let n = if f.kind == FixKind::Lit64 { 8 } else { 4 };
                match self.label_target(v.lab, v.sec, abs) {
                    Some(l) => {
                        let off = match self.syms.defs[l as usize] {
                            SymDef::Label(_, o) => o as i64,
                            _ => 0,
                        };
                        let v2 = Value {
                            abs: abs - off,
                            ..v
                        };
                        return self.reloc(f, v2, RelocTarget::Symbol(l));
                    }
                    _ if v.sec == f.sec => self.patch(f, n, abs - f.off as i64),
                    _ => return self.reloc(f, v, RelocTarget::Section(v.sec)),
                }
            }
            (FixKind::Data(n), 1) if n == 4 || n == 8 => {
                // An address: the linker's (in a raw binary of `.text`,
                // the offset itself).
                // Through a variable (`.set x, glob + 4` then `.long x`),
                // llvm-mc relocates against the variable: by name when
                // it is global, else through its section.
                let var = self.label_variable(&f.expr);
                let lab = match var {
                    Some(x) if self.is_global(x) => Some(x),
                    Some(_) => None,
                    None => v.lab,
                };
                let target = match self.label_target(lab, v.sec, abs) {
                    Some(l) => RelocTarget::Symbol(l),
                    None => RelocTarget::Section(v.sec),
                };
                let (abs2, t) = match target {
                    RelocTarget::Symbol(l) => {
                        let off = match &self.syms.defs[l as usize] {
                            SymDef::Label(_, o) => *o as i64,
                            SymDef::Equ(e) => match eval_value(e, &self.syms, None) {
                                Ok(Some(x)) => x.abs,
                                _ => 0,
                            },
                            _ => 0,
                        };
                        (abs - off, target)
                    }
                    t => (abs, t),
                };
                self.patch(f, n as usize, abs);
                self.reloc(f, Value { abs: abs2, ..v }, t)?;
                if let Some(last) = self.out.fixups.last_mut() {
                    last.resolved_flat = v.sec == 0 && f.sec == 0;
                }
            }
            _ => return Err("expected relocatable expression".into()),
        }
        Ok(())
    }

    /// A value relative to a place in another section or to an undefined
    /// symbol: `k - k.kd`, `k - .`, `u - .` (`v.neg`, or `v.labels` -1
    /// with `v.sym`). Only a fixup in the section of the subtracted place
    /// can hold it, as a PC-relative relocation whose addend moves the
    /// place to the fixup (as llvm-mc writes it: R_AMDGPU_REL64 for 8
    /// bytes, REL32 for 4 and for a literal, REL16 for 2 and 1).
    fn relative_fixup(&mut self, f: &Fixup, v: Value) -> Result<(), String> {
        let here = if v.neg != Value::NO_SEC { v.neg } else { v.sec };
        if here != f.sec || f.kind == FixKind::Branch16 {
            return Err("cannot represent a difference across sections".into());
        }
        let (r_type, size) = match f.kind {
            FixKind::Data(8) | FixKind::Lit64 => (R_AMDGPU_REL64, 8),
            FixKind::Data(4) | FixKind::Lit32 => (R_AMDGPU_REL32, 4),
            FixKind::Data(2) => (R_AMDGPU_REL16, 2),
            FixKind::Data(1) => (R_AMDGPU_REL16, 1),
            _ => return Err("expected relocatable expression".into()),
        };
        // The place subtracted is `v.abs`'s negative part; the relocation
        // subtracts the fixup's own offset instead.
        let addend = v.abs.wrapping_add(f.off as i64);
        let (target, addend) = match v.sym {
            Some(s) => (RelocTarget::Symbol(s), addend),
            None => match self.label_target(v.lab, v.sec, v.abs) {
                Some(l) => {
                    let off = match self.syms.defs[l as usize] {
                        SymDef::Label(_, o) => o as i64,
                        _ => 0,
                    };
                    (RelocTarget::Symbol(l), addend.wrapping_sub(off))
                }
                None => (RelocTarget::Section(v.sec), addend),
            },
        };
        self.push_reloc(f, target, r_type, size, addend, true);
        Ok(())
    }

    /// Records a relocation for fixup `f` with value `v` against `target`.
    fn reloc(&mut self, f: &Fixup, v: Value, target: RelocTarget) -> Result<(), String> {
        // The scratch resource words of code for other OSes than HSA
        // (clang's `s_mov_b32 s48, SCRATCH_RSRC_DWORD0`): llvm-mc 22 writes
        // R_AMDGPU_ABS32_LO for these two names, whatever the field.
        let scratch_rsrc = matches!(target, RelocTarget::Symbol(s)
            if matches!(self.syms.name(s), "SCRATCH_RSRC_DWORD0" | "SCRATCH_RSRC_DWORD1"));
        let (r_type, size, pc) = match (f.kind, v.variant) {
            (FixKind::Lit32 | FixKind::Data(4), variant::NONE) if scratch_rsrc => {
                (R_AMDGPU_ABS32_LO, 4, false)
            }
            (FixKind::Lit32, variant::NONE | variant::REL32) => (R_AMDGPU_REL32, 4, true),
            // (The 32-bit variants in a 64-bit literal too: their own
            // types, as llvm-mc 22 writes them.)
            (FixKind::Lit32 | FixKind::Lit64, variant::REL32_LO) => (R_AMDGPU_REL32_LO, 4, true),
            (FixKind::Lit32 | FixKind::Lit64, variant::REL32_HI) => (R_AMDGPU_REL32_HI, 4, true),
            (FixKind::Lit32, variant::ABS32_LO) => (R_AMDGPU_ABS32_LO, 4, false),
            (FixKind::Lit32, variant::ABS32_HI) => (R_AMDGPU_ABS32_HI, 4, false),
            (FixKind::Lit32, variant::ABS32) => (R_AMDGPU_ABS32, 4, false),
            (FixKind::Lit32 | FixKind::Lit64, variant::GOTPCREL) => (R_AMDGPU_GOTPCREL, 4, true),
            (FixKind::Lit32 | FixKind::Lit64, variant::GOTPCREL32_LO) => {
                (R_AMDGPU_GOTPCREL32_LO, 4, true)
            }
            (FixKind::Lit32 | FixKind::Lit64, variant::GOTPCREL32_HI) => {
                (R_AMDGPU_GOTPCREL32_HI, 4, true)
            }
            (FixKind::Data(4), variant::NONE | variant::ABS32) => (R_AMDGPU_ABS32, 4, false),
            (FixKind::Data(4), variant::ABS32_LO) => (R_AMDGPU_ABS32_LO, 4, false),
            (FixKind::Data(4), variant::ABS32_HI) => (R_AMDGPU_ABS32_HI, 4, false),
            (FixKind::Data(4), variant::REL32 | variant::REL32_LO) => (R_AMDGPU_REL32_LO, 4, true),
            (FixKind::Data(4), variant::REL32_HI) => (R_AMDGPU_REL32_HI, 4, true),
            (FixKind::Data(8), variant::NONE | variant::ABS64) => (R_AMDGPU_ABS64, 8, false),
            (FixKind::Data(8), variant::REL64) => (R_AMDGPU_REL64, 8, true),
            (FixKind::Lit64, variant::NONE | variant::REL64) => (R_AMDGPU_REL64, 8, true),
            (FixKind::Lit64, variant::ABS64) => (R_AMDGPU_ABS64, 8, false),
            _ => {
                let name = match target {
                    RelocTarget::Symbol(s) => self.syms.name(s).to_string(),
                    RelocTarget::Section(_) | RelocTarget::None => "a label".into(),
                };
                return Err(format!(
                    "'{name}' is not defined, and this value cannot be relocated"
                ));
            }
        };
        self.push_reloc(f, target, r_type, size, v.abs, pc);
        Ok(())
    }

    fn push_reloc(
        &mut self,
        f: &Fixup,
        target: RelocTarget,
        r_type: u32,
        size: u8,
        addend: i64,
        pc_relative: bool,
    ) {
        let symbol = match target {
            RelocTarget::Symbol(s) => {
                self.attr(s).in_reloc = true;
                self.syms.name(s).to_string()
            }
            RelocTarget::Section(i) => self.obj.sections[i as usize].name.clone(),
            RelocTarget::None => String::new(),
        };
        self.out.fixups.push(crate::Fixup {
            inst: f.inst,
            section: f.sec,
            offset: f.off,
            size,
            symbol,
            target,
            r_type,
            resolved_flat: false,
            addend,
            pc_relative,
            line: f.line,
            span: f.at..f.end,
        });
    }

    /// The symbol list of the object file and the sections, in creation
    /// order.
    pub(super) fn finish_symbols(&mut self) {
        for n in std::mem::take(&mut self.obj.addrsig_names) {
            if let Some(id) = self.syms.lookup(&n) {
                self.out.addrsig.push(id);
            }
        }
        let n = self.syms.len();
        let mut out = Vec::new();
        for id in 0..n as u32 {
            let a = self.obj.attrs.get(id as usize).copied().unwrap_or_default();
            let name = self.syms.name(id).to_string();
            // An LDS symbol nothing refers to is left out, as llvm-mc does.
            let unused_lds = a.common == 2 && !a.in_reloc && a.binding == 0;
            if (name.starts_with(".L") && !a.in_reloc)
                || name.contains('\u{2}')
                || a.predef
                || a.section_sym
                || unused_lds
            {
                continue;
            }
            let (section, value, absolute) = match &self.syms.defs[id as usize] {
                SymDef::Label(sec, off) => (Some(*sec), *off, false),
                SymDef::Equ(e) => {
                    self.syms.dot_sec = 0;
                    match eval_value(e, &self.syms, None) {
                        Ok(Some(v)) if v.labels == 1 && v.sym.is_none() => {
                            (Some(v.sec), v.abs as u64, false)
                        }
                        Ok(Some(v)) if v.labels == 0 && v.sym.is_none() => {
                            (None, v.abs as u64, true)
                        }
                        // A variable whose value is an undefined symbol
                        // (`.set x, UNDEF`) is undefined itself: llvm-mc
                        // lists only the symbol it names.
                        _ if !a.in_reloc => continue,
                        _ => (None, 0, false),
                    }
                }
                SymDef::Undefined => (None, 0, false),
            };
            let size = if a.size > 0 {
                let (e, at) = &self.obj.sizes[a.size as usize - 1];
                match eval_value(e, &self.syms, None) {
                    Ok(Some(v)) if v.labels == 0 && v.sym.is_none() => v.abs as u64,
                    _ => {
                        let at = *at;
                        self.error(
                            DiagKind::Expression,
                            at,
                            format!("size of '{name}' is not an absolute expression"),
                        );
                        0
                    }
                }
            } else {
                0
            };
            let (value, absolute) = if a.common != 0 {
                (a.common_align, false)
            } else {
                (value, absolute)
            };
            let binding = match a.binding {
                0 if a.common != 0 => STB_GLOBAL,
                0 if section.is_none() && !absolute => STB_GLOBAL,
                0 => STB_LOCAL,
                b => b - 1,
            };
            out.push(SymbolInfo {
                id,
                name,
                binding,
                visibility: a.visibility,
                kind: a.kind,
                section,
                absolute,
                value,
                size,
                in_reloc: a.in_reloc,
                explicit_binding: a.binding != 0,
                common: a.common,
            });
        }
        // Variables assigned again go where they last were. (The keys are
        // worked out once each, not at every comparison: a source of
        // generated names has thousands of symbols.)
        out.sort_by_cached_key(|s| {
            let a = self
                .obj
                .attrs
                .get(s.id as usize)
                .copied()
                .unwrap_or_default();
            if a.order != 0 {
                (2 * (a.order as u64 - 1), a.order_seq)
            } else {
                (2 * s.id as u64 + 1, 0)
            }
        });
        self.out.symbols = out;
        let mut sections = std::mem::take(&mut self.obj.sections);
        if self.obj.addrsig {
            let mut s = Section {
                name: ".llvm_addrsig".into(),
                sh_type: SHT_LLVM_ADDRSIG,
                flags: SHF_EXCLUDE,
                entsize: 0,
                align: 1,
                data: Vec::new(),
                nobits_size: 0,
                group: None,
                first_symbol: u32::MAX,
            };
            s.data.clear();
            sections.push(s);
        }
        for s in sections.iter_mut() {
            if s.sh_type == SHT_NOBITS {
                s.nobits_size += s.data.len() as u64;
                s.data.clear();
            }
        }
        self.out.code = std::mem::take(&mut sections[0].data);
        self.out.sections = sections;
        self.out.code_object_version = self.obj.cov;
        self.out.target_id = self.target_id();
    }
}

/// `line` up to a `;` or `//` comment outside quotes.
fn strip_comment(line: &str) -> &str {
    let b = line.as_bytes();
    let mut quote = 0u8;
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if quote != 0 {
            if c == b'\\' {
                i += 1;
            } else if c == quote {
                quote = 0;
            }
        } else if c == b'"' || c == b'\'' {
            quote = c;
        } else if c == b';' || (c == b'/' && b.get(i + 1) == Some(&b'/')) {
            return &line[..i];
        }
        i += 1;
    }
    line
}

/// `v` in LEB128, signed or unsigned.
fn leb128(out: &mut Vec<u8>, v: i64, signed: bool) {
    if signed {
        super::dwarf::sleb(out, v)
    } else {
        super::dwarf::uleb(out, v as u64)
    }
}

/// The bytes of a string literal token (with its quotes), escapes resolved
/// as llvm-mc resolves them (`\b \f \n \r \t \" \\`, octal `\NNN`, hex
/// `\xH...` keeping the low byte); an unknown escape keeps its character
/// ([`bad_escape`] finds it).
pub(super) fn unescape(t: &str) -> Vec<u8> {
    let inner = t.strip_prefix('"').unwrap_or(t);
    let inner = inner.strip_suffix('"').unwrap_or(inner);
    let b = inner.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' && i + 1 < b.len() {
            i += 1;
            let c = b[i];
            match c {
                b'n' => out.push(b'\n'),
                b't' => out.push(b'\t'),
                b'r' => out.push(b'\r'),
                b'b' => out.push(8),
                b'f' => out.push(12),
                b'0'..=b'7' => {
                    let mut v = 0u32;
                    let mut n = 0;
                    while n < 3 && i < b.len() && (b'0'..=b'7').contains(&b[i]) {
                        v = v * 8 + (b[i] - b'0') as u32;
                        i += 1;
                        n += 1;
                    }
                    out.push(v as u8);
                    continue;
                }
                b'x' | b'X' if b.get(i + 1).is_some_and(u8::is_ascii_hexdigit) => {
                    let mut v = 0u8;
                    i += 1;
                    while i < b.len() && b[i].is_ascii_hexdigit() {
                        v = v
                            .wrapping_mul(16)
                            .wrapping_add((b[i] as char).to_digit(16).unwrap_or(0) as u8);
                        i += 1;
                    }
                    out.push(v);
                    continue;
                }
                _ => out.push(c),
            }
            i += 1;
            continue;
        }
        out.push(b[i]);
        i += 1;
    }
    out
}

/// The offset (in the token) of the first escape llvm-mc does not know.
pub(super) fn bad_escape(t: &str) -> Option<usize> {
    let b = t.as_bytes();
    let mut i = 1;
    while i + 1 < b.len() {
        if b[i] == b'\\' {
            let c = b[i + 1];
            let hex = matches!(c, b'x' | b'X') && b.get(i + 2).is_some_and(u8::is_ascii_hexdigit);
            if !(matches!(
                c,
                b'n' | b't' | b'r' | b'b' | b'f' | b'"' | b'\\' | b'0'..=b'7'
            ) || hex)
            {
                return Some(i);
            }
            i += 2;
            continue;
        }
        i += 1;
    }
    None
}

/// Sources smaller than this are assembled by one thread (a thread costs
/// about what a thousand lines do).
pub const PARALLEL_MIN: usize = 1 << 18;

/// One past the highest VGPR and SGPR the operands name (0: none).
pub(super) fn gpr_next(ops: &crate::operand::Operands) -> (u32, u32) {
    let (mut v, mut s) = (0u32, 0u32);
    for op in &ops.ops {
        let crate::operand::OpVal::Reg(r) = op.val else {
            continue;
        };
        let next = r.idx.saturating_add(r.count.max(1));
        match r.kind {
            crate::operand::RegKind::V => v = v.max(next),
            crate::operand::RegKind::S => s = s.max(next),
            _ => {}
        }
    }
    (v, s)
}

/// A symbol's name as llvm-mc lists it: quoted (with `"` and `\\`
/// escaped) when it holds a character other than a letter, digit, `_`,
/// `.` or `$`.
pub(super) fn listed_symbol(n: &str) -> std::borrow::Cow<'_, str> {
    let plain = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$');
    if !n.is_empty() && n.chars().all(plain) {
        return n.into();
    }
    let mut q = String::with_capacity(n.len() + 2);
    q.push('"');
    for c in n.chars() {
        if matches!(c, '"' | '\\') {
            q.push('\\');
        }
        q.push(c);
    }
    q.push('"');
    q.into()
}

/// How llvm-mc lists bytes it is given at once: one as `.byte`, more as
/// an `.ascii` string (`"` and `\\` escaped, `\b \f \n \r \t` by
/// name, other unprintable bytes in octal), none not at all.
fn listed_bytes(b: &[u8]) -> Option<String> {
    use std::fmt::Write as _;
    match b {
        [] => None,
        [x] => Some(format!("\t.byte\t{x}")),
        _ => {
            let mut t = String::from("\t.ascii\t\"");
            for &c in b {
                match c {
                    b'"' | b'\\' => {
                        t.push('\\');
                        t.push(c as char);
                    }
                    0x20..=0x7e => t.push(c as char),
                    8 => t.push_str("\\b"),
                    12 => t.push_str("\\f"),
                    b'\n' => t.push_str("\\n"),
                    b'\r' => t.push_str("\\r"),
                    b'\t' => t.push_str("\\t"),
                    _ => {
                        let _ = write!(t, "\\{c:03o}");
                    }
                }
            }
            t.push('"');
            Some(t)
        }
    }
}

/// A symbol's ELF type after a `.type` of `new` where it had `old`, as
/// llvm-mc combines them: of no type, object, function, indirect
/// function and TLS object the later in that list stays (an object after
/// a function leaves a function); a type outside that list wins.
fn combined_type(old: u8, new: u8) -> u8 {
    const ORDER: [u8; 5] = [STT_NOTYPE, STT_OBJECT, STT_FUNC, 10, 6];
    match (
        ORDER.iter().position(|&t| t == old),
        ORDER.iter().position(|&t| t == new),
    ) {
        (Some(a), Some(b)) => {
            if a > b {
                old
            } else {
                new
            }
        }
        (Some(_), None) => new,
        (None, Some(_)) => old,
        (None, None) => new,
    }
}
