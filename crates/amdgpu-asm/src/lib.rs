//! The AMDGPU assembler: LLVM AMDGPU assembly text to machine code.
//!
//! Stages: lexer (byte spans) -> statements -> operands -> matched
//! instruction -> validation -> encoding -> layout and fixups.
//! The library prints nothing; it returns encoded instructions and
//! structured diagnostics.
//!
//! ```
//! use amdgpu_asm::{assemble, Target};
//! let t = Target::parse("gfx900").unwrap();
//! let out = assemble("s_nop 0\n", &t);
//! assert!(!out.has_errors());
//! assert_eq!(out.bytes_of(&out.insts[0]), &[0x00, 0x00, 0x80, 0xbf]);
//! ```

use std::ops::Range;

pub use amdgpu_isa::Target;

/// How bad a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
}

/// A message tied to a place in the source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    /// Byte span in the source.
    pub span: Range<usize>,
    /// 1-based line and column (column counted in bytes) of `span.start`.
    pub line: u32,
    pub col: u32,
    pub message: String,
}

/// One encoded instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Encoded {
    /// 1-based source line of the instruction.
    pub line: u32,
    /// Byte span of the instruction's text in the source (mnemonic to last
    /// operand, no comment).
    pub text: Range<usize>,
    /// Where its bytes are in [`Assembly::code`].
    pub bytes: Range<usize>,
    /// An operand is a symbol or label (its bytes hold a fixup's value), so
    /// the instruction's canonical text keeps the source's spelling.
    pub symbolic: bool,
}

/// One line of a listing, in source order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Listed {
    /// An instruction: an index into [`Assembly::insts`].
    Inst(usize),
    /// A label definition: the span of its name.
    Label(Range<usize>),
    /// A directive: the span from its name to the end of the statement.
    Directive(Range<usize>),
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
    /// Byte offset of the field in [`Assembly::code`].
    pub offset: usize,
    /// Size of the field in bytes (4 or 8).
    pub size: u8,
    /// The undefined symbol.
    pub symbol: String,
    /// The constant added to the symbol's value.
    pub addend: i64,
    /// Relative to the field's address (literals: R_AMDGPU_REL32 as
    /// llvm-mc writes them), or absolute (data).
    pub pc_relative: bool,
    /// 1-based source line and span of the statement.
    pub line: u32,
    pub span: Range<usize>,
}

/// The result of assembling one source.
#[derive(Clone, Debug, Default)]
pub struct Assembly {
    /// The bytes of the code, in source order.
    pub code: Vec<u8>,
    /// Every instruction that was encoded, in source order.
    pub insts: Vec<Encoded>,
    /// Labels, directives and instructions, in source order (for listings).
    pub listing: Vec<Listed>,
    /// Every diagnostic, in source order.
    pub diags: Vec<Diagnostic>,
    /// Values that refer to undefined symbols, in source order.
    pub fixups: Vec<Fixup>,
    /// Evaluation steps taken (symbols and expression nodes), for tests
    /// that check the cost of evaluation stays linear in the input.
    pub eval_work: u64,
}

impl Assembly {
    pub fn has_errors(&self) -> bool {
        self.diags.iter().any(|d| d.severity == Severity::Error)
    }
    pub fn bytes_of(&self, e: &Encoded) -> &[u8] {
        &self.code[e.bytes.clone()]
    }
}

mod asm;
pub use asm::{encoder_supports, supported_cpus};
pub mod encode;
pub mod expr;
pub mod lexer;
pub mod mods;
pub mod operand;
pub mod values;

/// Assembles `src` for `target`. Never panics; every problem is a diagnostic.
pub fn assemble(src: &str, target: &Target) -> Assembly {
    asm::Assembler::new(src, target).run()
}
