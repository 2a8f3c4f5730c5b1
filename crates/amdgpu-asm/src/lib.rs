//! The AMDGPU assembler: LLVM AMDGPU assembly text to machine code.
//!
//! Stages: lexer (byte spans) -> statements -> operands -> matched
//! instruction -> validation -> encoding -> layout and fixups.
//! The library prints nothing; it returns encoded instructions and
//! structured diagnostics, and renders them as text on request
//! ([`render`], the renderer the command line uses).
//!
//! The front door: [`build`] turns a source into a loadable code object
//! (or a relocatable object, or raw bytes) for one processor, or into
//! [`Error::Source`] with every diagnostic:
//!
//! ```
//! use amdgpu_asm::{build, render_all, BuildOptions, Error};
//!
//! let src = "s_load_dword s0, s[4:5], 0x0\ns_endpgm\n";
//! let out = build(src, &BuildOptions::new("gfx900")).unwrap();
//! assert_eq!(&out.bytes[..4], b"\x7fELF"); // hipModuleLoadData takes it as is
//!
//! let bad = "s_endpgm\ns_load_dwordx2 s[1:2], s[4:5], 0x0\n";
//! match build(bad, &BuildOptions::new("gfx900")) {
//!     Err(Error::Source(diags)) => {
//!         assert_eq!((diags[0].line, diags[0].col), (2, 16));
//!         let text = render_all("k.s", bad, &diags);
//!         assert!(text.starts_with("k.s:2:16: error: "), "{text}");
//!     }
//!     other => panic!("{other:?}"),
//! }
//! ```
//!
//! Lower down, [`assemble`] gives the whole [`Assembly`] (instructions,
//! sections, symbols, listing) and [`object`] makes ELF bytes of it:
//!
//! ```
//! use amdgpu_asm::{assemble, Target};
//! let t = Target::parse("gfx900").unwrap();
//! let out = assemble("s_nop 0\n", &t);
//! assert!(!out.has_errors());
//! assert_eq!(out.bytes_of(&out.insts[0]), &[0x00, 0x00, 0x80, 0xbf]);
//! let co = amdgpu_asm::object::code_object_bytes(&out, &t).unwrap();
//! assert_eq!(&co[..4], b"\x7fELF");
//! ```

#![deny(missing_docs)]

use std::ops::Range;

pub use amdgpu_isa::Target;

/// How bad a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// The source is wrong: no output is made.
    Error,
    /// Worth saying, but the output is made.
    Warning,
}

impl Severity {
    /// `error` or `warning`, as the rendered text spells it.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        }
    }
}

impl std::fmt::Display for Severity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What a diagnostic is about: the stage or the validation rule that found
/// the problem. `Display` gives its id (`constant-bus`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DiagKind {
    /// Statement syntax: tokens, labels, separators.
    Syntax,
    /// An expression that is malformed or cannot be evaluated.
    Expression,
    /// An unknown mnemonic, or one the processor does not have.
    Mnemonic,
    /// An operand of the wrong form for its place (a register where a
    /// constant belongs, a malformed hwreg(...), ...).
    Operand,
    /// Too few or too many operands.
    OperandCount,
    /// A register of the wrong class or tuple size, or one the processor
    /// does not have.
    Register,
    /// Rule: register tuples are aligned (64-bit scalar pairs even, wider
    /// ones to 4).
    RegisterAlignment,
    /// Rule: a register index inside the processor's register file.
    RegisterRange,
    /// Rule: an immediate, offset or field value inside its range.
    ValueRange,
    /// Rule: literals only where the encoding has one, and at most one
    /// value.
    Literal,
    /// Rule: a VALU instruction reads at most one scalar value (two from
    /// GFX10) over the constant bus.
    ConstantBus,
    /// A modifier that is unknown, not taken by the instruction, out of
    /// order, missing, or given a bad value.
    Modifier,
    /// Rule: memory and image operands agree with their modifiers (data
    /// and address sizes, dmask, `off`).
    Memory,
    /// A directive, section or data statement.
    Directive,
    /// Symbols, labels, relocations and values resolved after layout.
    Symbol,
    /// Macros, conditionals, repetition and includes.
    Macro,
    /// Kernel descriptors (`.amdhsa_kernel`), metadata, target directives.
    Kernel,
    /// An internal inconsistency (a bug in the tables or the assembler).
    Internal,
}

impl DiagKind {
    /// A short, stable id (`constant-bus`).
    pub fn id(self) -> &'static str {
        match self {
            DiagKind::Syntax => "syntax",
            DiagKind::Expression => "expression",
            DiagKind::Mnemonic => "mnemonic",
            DiagKind::Operand => "operand",
            DiagKind::OperandCount => "operand-count",
            DiagKind::Register => "register",
            DiagKind::RegisterAlignment => "register-alignment",
            DiagKind::RegisterRange => "register-range",
            DiagKind::ValueRange => "value-range",
            DiagKind::Literal => "literal",
            DiagKind::ConstantBus => "constant-bus",
            DiagKind::Modifier => "modifier",
            DiagKind::Memory => "memory-operands",
            DiagKind::Directive => "directive",
            DiagKind::Symbol => "symbol",
            DiagKind::Macro => "macro",
            DiagKind::Kernel => "kernel",
            DiagKind::Internal => "internal",
        }
    }
}

impl std::fmt::Display for DiagKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

/// A problem found while reading one statement: its kind, the byte span
/// (`at..end`; `end == at` when only the place is known) and the message.
/// Made on every failed candidate form, so the message is a static string
/// where it can be: only the reported failure is ever shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Fail {
    pub kind: DiagKind,
    pub at: usize,
    pub end: usize,
    pub msg: std::borrow::Cow<'static, str>,
}

impl Fail {
    /// A problem of `kind` at byte `at`.
    #[inline]
    pub fn new(kind: DiagKind, at: usize, msg: impl Into<std::borrow::Cow<'static, str>>) -> Fail {
        Fail {
            kind,
            at,
            end: at,
            msg: msg.into(),
        }
    }

    /// The same problem, spanning `at..end`.
    #[inline]
    pub fn to(mut self, end: usize) -> Fail {
        self.end = end.max(self.at);
        self
    }
}

impl std::fmt::Display for Fail {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.msg)
    }
}

impl std::error::Error for Fail {}

/// A message tied to a place in the source.
///
/// `Display` gives its first line, `file:line:col: error: message` (the
/// file is `<source>` for the main source, whose name the diagnostic does
/// not know); [`render`] adds the source line and a caret.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// What the problem is about (the rule or stage that found it).
    pub kind: DiagKind,
    /// Byte span in the source.
    pub span: Range<usize>,
    /// 1-based line of `span.start`.
    pub line: u32,
    /// 1-based column of `span.start`, counted in bytes.
    pub col: u32,
    /// What is wrong (llvm-mc's wording where llvm-mc reports the same).
    pub message: String,
    /// The file, when not the main source (an included file, or the
    /// definition of a macro whose expansion the problem is in); `span` is
    /// then not a span of the main source.
    pub file: Option<String>,
    /// The text of the line, when not a line of the main source.
    pub source_line: Option<String>,
    /// Where an expansion came from, innermost first
    /// (`in macro m called at a.s:6`).
    pub notes: Vec<String>,
}

impl Diagnostic {
    /// The 1-based column just past the span's end on the span's first
    /// line (the column itself when the span is empty).
    pub fn end_col(&self) -> u32 {
        let len = self.span.end.saturating_sub(self.span.start);
        self.col
            .saturating_add(u32::try_from(len).unwrap_or(u32::MAX))
    }

    /// The diagnostic rendered as the command line prints it: first line,
    /// source line, caret (see [`render`]). `file` names the main source
    /// `src`.
    pub fn rendered(&self, file: &str, src: &str) -> String {
        render_all(file, src, std::slice::from_ref(self))
    }
}

impl std::fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}: {}",
            self.file.as_deref().unwrap_or("<source>"),
            self.line,
            self.col,
            self.severity,
            self.message
        )
    }
}

impl std::error::Error for Diagnostic {}

/// One encoded instruction. (Kept small: a listing keeps one per
/// instruction, and on the machines we run on a page of memory costs about
/// as much at its first touch as printing a line; what few instructions
/// have is in [`Encoded::rare`].)
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Encoded {
    /// 1-based source line of the instruction.
    pub line: u32,
    /// The section it is in (0: `.text`).
    pub section: u32,
    /// The table row it was written with (a listing prints that form where
    /// the bytes also read as another: [`amdgpu_isa::decode_preferring`]).
    pub row: u32,
    /// The instruction as assembled once: instructions of the same key
    /// (an instruction taken again for the same text, as a line or a
    /// statement met before) have the same bytes, row, alias, written
    /// text and registers, so a listing prints them alike, and where
    /// neither has a fixup, a written immediate or a symbolic operand,
    /// the same line. `u32::MAX`: none. Below its top [`KEY_BITS`] bits
    /// (the thread that assembled it) keys count from 0 in the order a
    /// thread gave them.
    pub key: u32,
    /// Byte span of the instruction's text in the source (mnemonic to last
    /// operand, no comment; [`Encoded::text_span`]).
    pub text: Range<u32>,
    /// Where its bytes are in its section ([`Encoded::byte_span`]; a
    /// listing's sections are at most 4 GiB).
    pub bytes: Range<u32>,
    /// For an image instruction, how many address registers were written
    /// (the encoding does not say; 0 otherwise).
    pub vaddr_regs: u8,
    /// Operands (bit per index) written as a whole VGPR where the
    /// instruction reads a 16-bit half (`v1` for `v1.l`, GFX11): llvm-mc
    /// lists them as written.
    pub whole_regs: u8,
    /// An operand is a symbol or label (its bytes hold a fixup's value), so
    /// the instruction's canonical text keeps the source's spelling.
    pub symbolic: bool,
    /// What only some instructions have (none: all defaults).
    pub rare: Option<Box<EncodedRare>>,
}

/// What only some encoded instructions have ([`Encoded::rare`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EncodedRare {
    /// The statement's text when it is not a line of the main source (a
    /// macro expansion or an included file); `text` is then empty.
    pub source: Option<Box<str>>,
    /// The field that waits for a symbol's value, as llvm-mc's listing
    /// shows it before layout (its bytes as `A`, and a fixup line).
    pub fixup: Option<ListedFixup>,
    /// The mnemonic was an alias of the instruction's
    /// (`data/isa/aliases.txt`): the listing prints `printed` where the
    /// decoded instruction's text has `canonical`.
    pub alias: Option<&'static amdgpu_isa::table::Alias>,
    /// An immediate of an `imm-signed` row or a branch offset written as
    /// a negative number: the listing prints it as written, as llvm-mc
    /// prints its operand (`s_nop -1`), where the bytes read 0xffff.
    pub written_imm: Option<i32>,
}

impl EncodedRare {
    /// `Some` unless every part is absent.
    pub fn boxed(self) -> Option<Box<EncodedRare>> {
        (self != EncodedRare::default()).then(|| Box::new(self))
    }
}

impl Encoded {
    /// [`Encoded::text`] as a range of `usize`.
    pub fn text_span(&self) -> Range<usize> {
        self.text.start as usize..self.text.end as usize
    }

    /// [`Encoded::bytes`] as a range of `usize`.
    pub fn byte_span(&self) -> Range<usize> {
        self.bytes.start as usize..self.bytes.end as usize
    }

    /// [`EncodedRare::source`].
    pub fn source(&self) -> Option<&str> {
        self.rare.as_ref().and_then(|r| r.source.as_deref())
    }

    /// [`EncodedRare::fixup`].
    pub fn fixup(&self) -> Option<&ListedFixup> {
        self.rare.as_ref().and_then(|r| r.fixup.as_ref())
    }

    /// [`EncodedRare::alias`].
    pub fn alias(&self) -> Option<&'static amdgpu_isa::table::Alias> {
        self.rare.as_ref().and_then(|r| r.alias)
    }

    /// [`EncodedRare::written_imm`].
    pub fn written_imm(&self) -> Option<i32> {
        self.rare.as_ref().and_then(|r| r.written_imm)
    }
}

/// A field of an instruction that waits for a symbol's value, as a listing
/// shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListedFixup {
    /// Byte offset of the field in the instruction.
    pub offset: u8,
    /// Its size in bytes.
    pub size: u8,
    /// The fixup kind llvm-mc names: `fixup_si_sopp_br` (a branch target),
    /// `FK_PCRel_4` or `FK_Data_4` (a literal).
    pub kind: &'static str,
    /// The expression as llvm-mc prints it (as written where it would
    /// print a temporary label).
    pub value: String,
    /// The matched instruction, whose symbol reference
    /// ([`amdgpu_isa::Operand::Sym`]) prints as `value`; `None` where the
    /// listing keeps the source text.
    pub inst: Option<amdgpu_isa::Inst>,
}

/// A symbol assignment of a listing ([`Listed::Assign`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListedAssign {
    /// The symbol's name.
    pub name: String,
    /// Its value as the listing prints it.
    pub value: String,
    /// Followed by `.no_dead_strip NAME` (`.set`-like directives).
    pub no_dead_strip: bool,
}

/// One line of a listing, in source order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Listed {
    /// Instructions one after another: indices into [`Assembly::insts`]
    /// (a run is one item: a listing keeps an item per line otherwise).
    Insts(Range<usize>),
    /// A label definition: the span of its name.
    Label(Range<usize>),
    /// A directive: the span from its name to the end of the statement.
    Directive(Range<usize>),
    /// A label defined by a line of an included file or of an expansion
    /// (macro, `.rept`): its name.
    LabelText(Box<str>),
    /// A directive of a line of an included file or of an expansion: the
    /// text from its name to the end of the statement.
    DirectiveText(Box<str>),
    /// A symbol assignment (`.set`, `.equ`, `.equiv`, `=`), listed as
    /// llvm-mc lists it: `.set NAME, VALUE` (the value folded when it is
    /// absolute), then `.no_dead_strip NAME` for the directives.
    /// (Boxed: a listing holds a line per instruction, and every line
    /// takes the room of the largest kind.)
    Assign(Box<ListedAssign>),
    /// A line of blanks in the source (an empty line in the listing).
    Blank,
    /// A directive as llvm-mc prints it from the values it read
    /// (`.p2align`, `.fill`, `.zero`): the whole line, without its newline.
    Text(Box<str>),
    /// The body of an `.amdgpu_metadata` block, listed as llvm-mc lists
    /// it: the YAML of [`Assembly::metadata`] ([`Assembly::metadata_yaml`]).
    Metadata,
}

/// A value left for the linker: a 32-bit literal or a 4- or 8-byte data
/// item whose expression names a symbol this source does not define
/// (`s_mov_b32 s0, sym+4`). An object file writes it as a relocation;
/// raw binary output cannot carry it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fixup {
    /// The instruction it belongs to (an index into [`Assembly::insts`]),
    /// None for data.
    pub inst: Option<usize>,
    /// The section holding the field.
    pub section: u32,
    /// Byte offset of the field in its section.
    pub offset: usize,
    /// Size of the field in bytes (4 or 8).
    pub size: u8,
    /// The symbol's name (the section's, for a section-relative one).
    pub symbol: String,
    /// What the relocation refers to.
    pub target: RelocTarget,
    /// ELF relocation type (`R_AMDGPU_REL32`, ...).
    pub r_type: u32,
    /// A value the output resolves itself where it lays the section out
    /// (a label of `.text` in a raw binary): not an undefined symbol.
    pub resolved_flat: bool,
    /// The constant added to the symbol's value.
    pub addend: i64,
    /// Relative to the field's address (literals: R_AMDGPU_REL32 as
    /// llvm-mc writes them), or absolute (data).
    pub pc_relative: bool,
    /// 1-based source line of the statement.
    pub line: u32,
    /// Byte span of the statement in the source.
    pub span: Range<usize>,
}

/// A section of the output, in creation order (`.text` first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    /// Name (`.text`, `.rodata`, `.AMDGPU.csdata`).
    pub name: String,
    /// ELF `sh_type` (`SHT_PROGBITS`, `SHT_NOBITS`, `SHT_NOTE`).
    pub sh_type: u32,
    /// ELF `sh_flags`.
    pub flags: u64,
    /// `sh_entsize` (mergeable sections).
    pub entsize: u64,
    /// The largest alignment asked for by `.p2align` and friends.
    pub align: u64,
    /// Contents (empty for `SHT_NOBITS`; for section 0, `.text`, see
    /// [`Assembly::code`]).
    pub data: Vec<u8>,
    /// Size of an `SHT_NOBITS` section.
    pub nobits_size: u64,
    /// The comdat group signature (`.section x,"axG",@progbits,sig,comdat`).
    pub group: Option<String>,
    /// How many symbols had been named when the section was made (its
    /// place among the symbols, in creation order).
    pub first_symbol: u32,
}

/// A symbol of the output, in creation order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SymbolInfo {
    /// The symbol's id (its place in creation order).
    pub id: u32,
    /// The symbol's name.
    pub name: String,
    /// ELF binding: `STB_LOCAL` (0), `STB_GLOBAL` (1), `STB_WEAK` (2).
    pub binding: u8,
    /// ELF visibility: `STV_DEFAULT` (0), `STV_HIDDEN` (2), `STV_PROTECTED` (3).
    pub visibility: u8,
    /// ELF type: `STT_NOTYPE` (0), `STT_OBJECT` (1), `STT_FUNC` (2).
    pub kind: u8,
    /// Defining section (None: undefined or absolute).
    pub section: Option<u32>,
    /// Absolute (`.set x, 5` made global).
    pub absolute: bool,
    /// `st_value`: the offset in its section, the absolute value, or the
    /// alignment of a common symbol.
    pub value: u64,
    /// `st_size` (`.size`).
    pub size: u64,
    /// Named in a relocation.
    pub in_reloc: bool,
    /// The binding was set by a directive (`.globl`, `.weak`, `.local`).
    pub explicit_binding: bool,
    /// 1: a common symbol (`.comm`), 2: an LDS symbol (`.amdgpu_lds`); the
    /// value is then the alignment.
    pub common: u8,
}

/// Where a relocation points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RelocTarget {
    /// A symbol (index into [`Assembly::symbols`]).
    Symbol(u32),
    /// The symbol of a section (index into [`Assembly::sections`]).
    Section(u32),
    /// No symbol (symbol 0): the addend alone (`.reloc` with a constant).
    None,
}

/// The result of assembling one source.
#[derive(Clone, Debug, Default)]
pub struct Assembly {
    /// The bytes of the code, in source order.
    pub code: Vec<u8>,
    /// Every instruction that was encoded, in source order (left empty
    /// with [`Options::no_listing`]).
    pub insts: Vec<Encoded>,
    /// Labels, directives and instructions, in source order (for listings).
    pub listing: Vec<Listed>,
    /// Every diagnostic, in source order.
    pub diags: Vec<Diagnostic>,
    /// Values left for the linker (relocations), in source order.
    pub fixups: Vec<Fixup>,
    /// Every section, in creation order; section 0 is `.text`, whose bytes
    /// are in [`Assembly::code`].
    pub sections: Vec<Section>,
    /// Every symbol that the object file may list, in creation order.
    pub symbols: Vec<SymbolInfo>,
    /// The code object version (`.amdhsa_code_object_version`; default 6).
    pub code_object_version: u32,
    /// The target id assembled for (`gfx906:sramecc+:xnack-`): processor,
    /// then the xnack/sramecc settings of `--mattr` and `.amdgcn_target`.
    pub target_id: String,
    /// The NT_AMDGPU_METADATA note's MessagePack (from `.amdgpu_metadata`).
    pub metadata: Option<Vec<u8>>,
    /// Symbols named by `.addrsig_sym` (address-significant), in order.
    pub addrsig: Vec<u32>,
    /// The index of the `.note` section made for the metadata.
    pub note_section: Option<u32>,
    /// Evaluation steps taken (symbols and expression nodes), for tests
    /// that check the cost of evaluation stays linear in the input.
    pub eval_work: u64,
    /// Instruction statements parsed and matched on the calling thread
    /// (not taken from what a memo or a worker kept): for tests that check
    /// that code met again is not assembled again.
    pub matched: u64,
}

impl Assembly {
    /// The metadata note as YAML, written as llvm-mc 22 writes it (its
    /// listing of `.amdgpu_metadata`): `---`, the document, `...`.
    pub fn metadata_yaml(&self) -> Option<String> {
        amdgpu_hsa::msgpack_to_yaml(self.metadata.as_deref()?).ok()
    }

    /// Whether a diagnostic is an error (then no output may be made).
    pub fn has_errors(&self) -> bool {
        self.diags.iter().any(|d| d.severity == Severity::Error)
    }
    /// The bytes an instruction was encoded to.
    pub fn bytes_of(&self, e: &Encoded) -> &[u8] {
        self.section_data(e.section)
            .get(e.byte_span())
            .unwrap_or_default()
    }
    /// The bytes of section `i` (`.text` is [`Assembly::code`]).
    pub fn section_data(&self, i: u32) -> &[u8] {
        if i == 0 {
            &self.code
        } else {
            self.sections
                .get(i as usize)
                .map_or(&[][..], |s| &s.data[..])
        }
    }
}

mod asm;
mod build;
pub mod entry;
mod error;
mod expr;
mod lexer;
mod macros;
mod matcher;
pub mod memory;
mod mods;
pub mod object;
mod operand;
mod render;
mod spread;
mod suggest;
mod values;
pub use asm::{encoder_supports, supported_cpus, KEY_BITS, PARALLEL_MIN, SUPPORTED_FAMILIES};
pub use build::{build, target_of, BuildOptions, Built, OutputKind};
pub use error::Error;
pub use macros::DEFAULT_EXPANSION_LIMIT;
pub use render::{render, render_all};
pub use spread::Spread;

#[cfg(test)]
mod macros_tests;

/// The target id that the source's first `.amdgcn_target "..."` statement
/// (in the source itself, at the start of a line) declares, without its
/// triple: `gfx906:xnack-` for `.amdgcn_target
/// "amdgcn-amd-amdhsa--gfx906:xnack-"`.
pub fn declared_target_id(src: &str) -> Option<&str> {
    const D: &str = ".amdgcn_target";
    // A vectorised search: this runs over the whole source before anything
    // else, and the directive is usually near its end, if there at all.
    for at in memchr::memmem::find_iter(src.as_bytes(), D) {
        let from = at + D.len();
        let line_start = src[..at].rfind('\n').map_or(0, |n| n + 1);
        if !src[line_start..at].bytes().all(|c| c == b' ' || c == b'\t') {
            continue;
        }
        let rest = &src[from..];
        let line = &rest[..rest.find('\n').unwrap_or(rest.len())];
        if !line.starts_with([' ', '\t']) {
            continue;
        }
        let q = line.trim_start().strip_prefix('"')?;
        let id = &q[..q.find('"')?];
        // (After the triple's four parts, `amdgcn----gfx900` under
        // `-triple=amdgcn`; a generic processor has dashes of its own.)
        return Some(id.splitn(5, '-').nth(4).unwrap_or(id));
    }
    None
}

/// Assembles `src` for `target`. Never panics; every problem is a diagnostic.
pub fn assemble(src: &str, target: &Target) -> Assembly {
    asm::Assembler::new(src, target).run()
}

/// Settings from the command line (llvm-mc's options).
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// `--amdhsa-code-object-version=N` (default 6); `.amdhsa_code_object_version` overrides it.
    pub code_object_version: Option<u32>,
    /// `--defsym NAME=VALUE`: symbols defined before the first line.
    pub defsyms: Vec<(String, i64)>,
    /// The name of the main source (for `.include` and diagnostics).
    pub file_name: String,
    /// `-I DIR`: directories `.include` searches after the name as given.
    pub include_dirs: Vec<std::path::PathBuf>,
    /// Leave [`Assembly::listing`] and [`Assembly::insts`] empty (object
    /// and binary output do not need them).
    pub no_listing: bool,
    /// The output is the listing text alone, as llvm-mc's text output
    /// (`-show-encoding`, `-filetype=asm`): a value waiting for layout is
    /// shown as a fixup and never resolved there, so one that an object
    /// could not carry (`s_branch undefined`, `lab*2` in a literal) is no
    /// error in this mode.
    pub text_output: bool,
    /// Threads for a large source (0 or 1: one): the others assemble
    /// later lines of the source as written ahead (with macros and
    /// conditionals, those the expander gives as written; a line that
    /// reads symbols is taken where they have the values it was assembled
    /// with); the output is the same. On Linux each of the others binds
    /// itself to a processor after the calling thread's ([`Spread`]).
    pub threads: usize,
    /// Leaves the assembler's working memory (symbols, macros, expansion
    /// buffers) allocated at the end instead of freeing it piece by piece,
    /// as clang's `-disable-free` does: for a command that exits right
    /// after. A library caller that sets it leaks that memory.
    pub disable_free: bool,
    /// Sources smaller than this many bytes use one thread (default
    /// 256 KiB).
    pub parallel_min: Option<usize>,
    /// The bound on the work of macro, repetition and include expansion
    /// (default [`DEFAULT_EXPANSION_LIMIT`]): the bytes of every line
    /// that expansions make, counted together.
    pub expansion_limit: Option<usize>,
    /// The most bytes the sections that carry bytes may hold together
    /// (`--max-output-size`; default [`DEFAULT_MAX_OUTPUT_SIZE`]). A
    /// directive that would pass it is an error, found before any memory
    /// is taken. `SHT_NOBITS` space (`.lcomm`, `.bss`) costs nothing and
    /// does not count.
    pub max_output_size: Option<u64>,
}

/// The default ceiling on the bytes of an output (256 MiB): far above
/// what GPU code objects hold, and low enough that a hostile source
/// stops before it takes more than a few hundred megabytes (an object
/// briefly holds its bytes about three times: sections, ELF model,
/// file buffer). `--max-output-size` moves it.
pub const DEFAULT_MAX_OUTPUT_SIZE: u64 = 256 << 20;

/// [`assemble`] with command-line settings.
pub fn assemble_with(src: &str, target: &Target, opts: &Options) -> Assembly {
    let arena = bumpalo::Bump::new();
    let mut a = asm::Assembler::new(src, target);
    a.apply_options(opts);
    a.run_with(&arena, opts)
}
