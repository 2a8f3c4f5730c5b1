//! Debug information the assembler writes itself, as llvm-mc 22 does:
//! the line table (`.debug_line`, and `.debug_line_str` for DWARF 5) from
//! `.file N` / `.loc`, and call frame information (`.debug_frame`) from
//! `.cfi_*`.
//!
//! Line table: DWARF 4 unless a `.file 0` asks for DWARF 5 (as llvm-mc).
//! A `.loc` is pending until the next instruction or data item (or the
//! next `.loc`) gives it an address; the rows of each section form one
//! sequence, ended at the section's end. The program uses llvm-mc's
//! choice of opcodes (special opcodes, `const_add_pc`, `advance_pc`),
//! with AMDGPU's parameters: minimum instruction length 4, line base -5,
//! line range 14, opcode base 13.

use super::Assembler;
use crate::lexer::Tok;
use crate::{DiagKind, RelocTarget, Severity};
use amdgpu_elf::consts::{R_AMDGPU_ABS32, R_AMDGPU_ABS64, SHF_MERGE, SHF_STRINGS, SHT_PROGBITS};

const MIN_INST: u64 = 4;
const LINE_BASE: i64 = -5;
const LINE_RANGE: u64 = 14;
const OPCODE_BASE: u64 = 13;
/// Standard opcode operand counts (DW_LNS_copy .. DW_LNS_set_isa).
const STD_LENGTHS: [u8; 12] = [0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 1];

const FLAG_IS_STMT: u8 = 1;
const FLAG_BASIC_BLOCK: u8 = 2;
const FLAG_PROLOGUE_END: u8 = 4;
const FLAG_EPILOGUE_BEGIN: u8 = 8;

/// Largest file number accepted (the table is dense up to it).
const MAX_FILE: u64 = 65535;

/// One `.file N` entry.
#[derive(Clone, Debug, Default)]
struct FileEntry {
    name: String,
    dir: u32,
    md5: Option<[u8; 16]>,
}

/// The location a `.loc` set.
#[derive(Clone, Copy, Debug)]
struct Loc {
    file: u32,
    line: u32,
    col: u32,
    flags: u8,
    isa: u32,
    discriminator: u32,
}

/// A line table row: a location at an offset of a section.
#[derive(Clone, Copy, Debug)]
pub(super) struct Row {
    pub(super) sec: u32,
    pub(super) off: u64,
    loc: Loc,
}

/// A `.cfi_startproc` .. `.cfi_endproc` range and its instructions.
#[derive(Clone, Debug)]
pub(super) struct Frame {
    /// Where its `.cfi_startproc` is (source offset).
    at: usize,
    pub(super) sec: u32,
    pub(super) start: u64,
    pub(super) end: u64,
    /// Instructions, each with the offset it takes effect at.
    pub(super) insts: Vec<(u64, Vec<u8>)>,
}

#[derive(Clone, Debug, Default)]
pub(super) struct Dwarf {
    /// 5 after a `.file 0`, else 4.
    version: u16,
    /// Files by number (0: DWARF 5's root file).
    files: Vec<Option<FileEntry>>,
    /// Directories after the compilation directory (index 1 on).
    dirs: Vec<String>,
    /// The compilation directory (`.file 0`'s, else the working one).
    comp_dir: Option<String>,
    /// A `.file N` was seen: the line table is written, rows or not.
    any_file: bool,
    /// The location of the last `.loc`, waiting for an address.
    pending: Option<Loc>,
    /// The is_stmt flag carries over from one `.loc` to the next.
    is_stmt: bool,
    pub(super) rows: Vec<Row>,
    /// `.cfi_sections .debug_frame` was given.
    debug_frame: bool,
    pub(super) frames: Vec<Frame>,
    open: Option<Frame>,
    /// The frame directives' first use (for the message when not written).
    cfi_at: Option<usize>,
}

impl Dwarf {
    pub(super) fn new() -> Dwarf {
        Dwarf {
            version: 4,
            is_stmt: true,
            ..Dwarf::default()
        }
    }
}

/// `v` in unsigned LEB128.
pub(super) fn uleb(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        out.push(if v == 0 { b } else { b | 0x80 });
        if v == 0 {
            break;
        }
    }
}

/// `v` in signed LEB128.
pub(super) fn sleb(out: &mut Vec<u8>, mut v: i64) {
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        let done = (v == 0 && b & 0x40 == 0) || (v == -1 && b & 0x40 != 0);
        out.push(if done { b } else { b | 0x80 });
        if done {
            break;
        }
    }
}

/// The opcodes that advance the line by `line` (None: end the sequence)
/// and the address by `addr` instruction units, as llvm-mc chooses them.
fn advance(out: &mut Vec<u8>, line: Option<i64>, addr: u64) {
    let max_special = (255 - OPCODE_BASE) / LINE_RANGE;
    let Some(mut line) = line else {
        if addr == max_special {
            out.push(8); // DW_LNS_const_add_pc
        } else if addr != 0 {
            out.push(2); // DW_LNS_advance_pc
            uleb(out, addr);
        }
        out.extend_from_slice(&[0, 1, 1]); // DW_LNE_end_sequence
        return;
    };
    let mut temp = line.wrapping_sub(LINE_BASE) as u64;
    let mut need_copy = false;
    if temp >= LINE_RANGE || temp + OPCODE_BASE > 255 {
        out.push(3); // DW_LNS_advance_line
        sleb(out, line);
        line = 0;
        temp = (-LINE_BASE) as u64;
        need_copy = true;
    }
    if line == 0 && addr == 0 {
        out.push(1); // DW_LNS_copy
        return;
    }
    temp += OPCODE_BASE;
    if addr < 256 + max_special {
        let op = temp + addr * LINE_RANGE;
        if op <= 255 {
            out.push(op as u8);
            return;
        }
        let op = temp + (addr.wrapping_sub(max_special)).wrapping_mul(LINE_RANGE);
        if addr >= max_special && op <= 255 {
            out.push(8);
            out.push(op as u8);
            return;
        }
    }
    out.push(2);
    uleb(out, addr);
    if need_copy {
        out.push(1);
    } else {
        out.push(temp as u8);
    }
}

/// A relocation the writer adds for debug information: `size` bytes at
/// `off` of section `sec`, against section `target` plus `addend`.
struct DebugReloc {
    sec: u32,
    off: usize,
    size: u8,
    target: u32,
    addend: i64,
}

impl Assembler<'_> {
    /// A pending `.loc` takes the current address (an instruction or data
    /// item is about to be written here).
    #[inline]
    pub(super) fn dwarf_mark(&mut self) {
        if let Some(loc) = self.obj.dwarf.pending.take() {
            let off = self.out.code.len() as u64;
            self.obj.dwarf.rows.push(Row {
                sec: self.cur,
                off,
                loc,
            });
        }
    }

    /// The text of a string token, unquoted and unescaped.
    fn dwarf_str(&self, k: usize) -> Option<String> {
        let t = self.toks.get(k).filter(|t| t.tok == Tok::Str)?;
        Some(String::from_utf8_lossy(&super::objects::unescape(t.text(self.src))).into_owned())
    }

    /// `.file N ["DIR"] "NAME" [md5 VALUE] [source "TEXT"]`. Returns false
    /// for `.file "NAME"` (not numbered), which is the caller's.
    pub(super) fn dwarf_file(&mut self, at: usize, k: usize) -> bool {
        let Some(Tok::Int(n)) = self.toks.get(k).map(|t| t.tok) else {
            return false;
        };
        if n > MAX_FILE {
            self.error(
                DiagKind::Directive,
                self.toks[k].start as usize,
                format!("file number {n} is too large (at most {MAX_FILE})"),
            );
            return true;
        }
        let mut i = k + 1;
        let mut dir = String::new();
        let Some(first) = self.dwarf_str(i) else {
            self.error(
                DiagKind::Directive,
                at,
                "unexpected token in '.file' directive".into(),
            );
            return true;
        };
        i += 1;
        let name = match self.dwarf_str(i) {
            Some(s) => {
                i += 1;
                dir = first;
                s
            }
            None => first,
        };
        let mut md5 = None;
        while i < self.toks.len() {
            let t = self.toks[i];
            match t.text(self.src) {
                "md5" => {
                    let v = self.toks.get(i + 1).map(|t| t.text(self.src)).unwrap_or("");
                    let hex = v
                        .strip_prefix("0x")
                        .or_else(|| v.strip_prefix("0X"))
                        .unwrap_or("");
                    if hex.len() != 32 || !hex.bytes().all(|c| c.is_ascii_hexdigit()) {
                        self.error(
                            DiagKind::Directive,
                            t.start as usize,
                            "MD5 checksum must be a 128-bit hexadecimal number".into(),
                        );
                        return true;
                    }
                    let mut b = [0u8; 16];
                    for (j, x) in b.iter_mut().enumerate() {
                        *x = u8::from_str_radix(&hex[2 * j..2 * j + 2], 16).unwrap_or(0);
                    }
                    md5 = Some(b);
                    i += 2;
                }
                "source" => {
                    // Embedded source (an LLVM extension) is not written.
                    self.diag(
                        DiagKind::Directive,
                        t.start as usize,
                        t.end as usize,
                        "embedded source in '.file' is not written to the line table".into(),
                        Severity::Warning,
                    );
                    i += 2;
                }
                _ => {
                    self.error(
                        DiagKind::Directive,
                        t.start as usize,
                        "unexpected token in '.file' directive".into(),
                    );
                    return true;
                }
            }
        }
        let d = &mut self.obj.dwarf;
        d.any_file = true;
        if n == 0 {
            // DWARF 5's root file: its directory is the compilation one.
            d.version = 5;
            d.comp_dir = Some(dir.clone());
        }
        // A name with a path and no directory: the path is the directory.
        if dir.is_empty() {
            if let Some(p) = name.rfind('/') {
                if p > 0 && p + 1 < name.len() {
                    dir = name[..p].to_string();
                }
            }
        }
        let name = if !dir.is_empty() && name.starts_with(&format!("{dir}/")) {
            name[dir.len() + 1..].to_string()
        } else {
            name
        };
        let comp = match &d.comp_dir {
            Some(c) => c.clone(),
            None => std::env::current_dir()
                .map(|p| p.to_string_lossy().into_owned())
                .unwrap_or_default(),
        };
        let dir_index = if dir.is_empty() || dir == comp {
            0
        } else {
            match d.dirs.iter().position(|x| *x == dir) {
                Some(p) => p as u32 + 1,
                None => {
                    d.dirs.push(dir);
                    d.dirs.len() as u32
                }
            }
        };
        let n = n as usize;
        if d.files.len() <= n {
            d.files.resize(n + 1, None);
        }
        d.files[n] = Some(FileEntry {
            name,
            dir: dir_index,
            md5,
        });
        true
    }

    /// `.loc FILE LINE [COLUMN] [basic_block] [prologue_end]
    /// [epilogue_begin] [is_stmt 0|1] [isa N] [discriminator N] [view V]`.
    pub(super) fn dwarf_loc(&mut self, at: usize, k: usize) {
        let num = |this: &Self, i: usize| match this.toks.get(i).map(|t| t.tok) {
            Some(Tok::Int(v)) => Some(v),
            _ => None,
        };
        let Some(file) = num(self, k) else {
            self.error(
                DiagKind::Directive,
                at,
                "unexpected token in '.loc' directive".into(),
            );
            return;
        };
        let known = self
            .obj
            .dwarf
            .files
            .get(file as usize)
            .is_some_and(Option::is_some);
        if !known {
            self.error(
                DiagKind::Directive,
                self.toks[k].start as usize,
                "unassigned file number in '.loc' directive".into(),
            );
            return;
        }
        let Some(line) = num(self, k + 1) else {
            self.error(
                DiagKind::Directive,
                at,
                "unexpected token in '.loc' directive".into(),
            );
            return;
        };
        let mut i = k + 2;
        let col = match num(self, i) {
            Some(c) => {
                i += 1;
                c
            }
            None => 0,
        };
        let mut flags = if self.obj.dwarf.is_stmt {
            FLAG_IS_STMT
        } else {
            0
        };
        let (mut isa, mut discriminator) = (0u32, 0u32);
        while i < self.toks.len() {
            let t = self.toks[i];
            let word = t.text(self.src);
            let value = num(self, i + 1);
            match word {
                "basic_block" => flags |= FLAG_BASIC_BLOCK,
                "prologue_end" => flags |= FLAG_PROLOGUE_END,
                "epilogue_begin" => flags |= FLAG_EPILOGUE_BEGIN,
                "is_stmt" | "isa" | "discriminator" | "view" => {
                    i += 1;
                    let Some(v) = value.or_else(|| (word == "view").then_some(0)) else {
                        self.error(
                            DiagKind::Directive,
                            t.start as usize,
                            format!("{word} value not an integer"),
                        );
                        return;
                    };
                    match word {
                        "is_stmt" if v == 0 => flags &= !FLAG_IS_STMT,
                        "is_stmt" if v == 1 => flags |= FLAG_IS_STMT,
                        "is_stmt" => {
                            self.error(
                                DiagKind::Directive,
                                t.start as usize,
                                "is_stmt value not 0 or 1".into(),
                            );
                            return;
                        }
                        "isa" => isa = v.min(u32::MAX as u64) as u32,
                        "discriminator" => discriminator = v.min(u32::MAX as u64) as u32,
                        _ => {}
                    }
                }
                _ => {
                    self.error(
                        DiagKind::Directive,
                        t.start as usize,
                        "unknown sub-directive in '.loc' directive".into(),
                    );
                    return;
                }
            }
            i += 1;
        }
        // A `.loc` right after another gives that one its row here.
        self.dwarf_mark();
        self.obj.dwarf.is_stmt = flags & FLAG_IS_STMT != 0;
        self.obj.dwarf.pending = Some(Loc {
            file: file as u32,
            line: line.min(u32::MAX as u64) as u32,
            col: col.min(u32::MAX as u64) as u32,
            flags,
            isa,
            discriminator,
        });
    }

    /// The `.cfi_*` directives: frames for `.debug_frame`.
    pub(super) fn dwarf_cfi(&mut self, name: &str, at: usize, k: usize) {
        self.obj.dwarf.cfi_at.get_or_insert(at);
        let here = self.out.code.len() as u64;
        let nums = |this: &Self| -> Option<Vec<i64>> {
            let mut v = Vec::new();
            let mut i = k;
            while i < this.toks.len() {
                let neg = this.toks[i].is(b'-');
                if neg {
                    i += 1;
                }
                match this.toks.get(i).map(|t| t.tok) {
                    Some(Tok::Int(x)) => v.push(if neg { -(x as i64) } else { x as i64 }),
                    _ => return None,
                }
                i += 1;
                if i < this.toks.len() {
                    if !this.toks[i].is(b',') {
                        return None;
                    }
                    i += 1;
                }
            }
            Some(v)
        };
        match name {
            ".cfi_sections" => {
                let mut i = k;
                while i < self.toks.len() {
                    match self.toks[i].text(self.src) {
                        ".debug_frame" => self.obj.dwarf.debug_frame = true,
                        ".eh_frame" | "," => {}
                        _ => {
                            self.error(
                                DiagKind::Directive,
                                self.toks[i].start as usize,
                                "expected .eh_frame or .debug_frame".into(),
                            );
                            return;
                        }
                    }
                    i += 1;
                }
            }
            ".cfi_startproc" => {
                if self.obj.dwarf.open.is_some() {
                    self.error(
                        DiagKind::Directive,
                        at,
                        "starting new .cfi frame before finishing the previous one".into(),
                    );
                    return;
                }
                self.obj.dwarf.open = Some(Frame {
                    at,
                    sec: self.cur,
                    start: here,
                    end: here,
                    insts: Vec::new(),
                });
            }
            ".cfi_endproc" => match self.obj.dwarf.open.take() {
                Some(mut f) => {
                    f.end = here;
                    self.obj.dwarf.frames.push(f);
                }
                None => self.error(
                    DiagKind::Directive,
                    at,
                    "this directive must appear between .cfi_startproc and .cfi_endproc directives"
                        .into(),
                ),
            },
            _ => {
                if self.obj.dwarf.open.is_none() {
                    self.error(
                        DiagKind::Directive,
                        at,
                        "this directive must appear between .cfi_startproc and .cfi_endproc directives"
                            .into(),
                    );
                    return;
                }
                let mut b = Vec::new();
                let ok = if name == ".cfi_escape" {
                    match nums(self) {
                        Some(v) if !v.is_empty() && v.iter().all(|x| (0..=255).contains(x)) => {
                            b.extend(v.iter().map(|&x| x as u8));
                            true
                        }
                        _ => false,
                    }
                } else {
                    match (name, nums(self).as_deref()) {
                        (".cfi_def_cfa", Some(&[r, o])) if r >= 0 => {
                            if o >= 0 {
                                b.push(0x0c);
                                uleb(&mut b, r as u64);
                                uleb(&mut b, o as u64);
                            } else {
                                b.push(0x12);
                                uleb(&mut b, r as u64);
                                sleb(&mut b, o / 4);
                            }
                            true
                        }
                        (".cfi_def_cfa_offset", Some(&[o])) if o >= 0 => {
                            b.push(0x0e);
                            uleb(&mut b, o as u64);
                            true
                        }
                        (".cfi_def_cfa_register", Some(&[r])) if r >= 0 => {
                            b.push(0x0d);
                            uleb(&mut b, r as u64);
                            true
                        }
                        (".cfi_offset", Some(&[r, o])) if r >= 0 && o % 4 == 0 => {
                            let f = o / 4;
                            if f < 0 {
                                b.push(0x11);
                                uleb(&mut b, r as u64);
                                sleb(&mut b, f);
                            } else if r < 64 {
                                b.push(0x80 | r as u8);
                                uleb(&mut b, f as u64);
                            } else {
                                b.push(0x05);
                                uleb(&mut b, r as u64);
                                uleb(&mut b, f as u64);
                            }
                            true
                        }
                        (".cfi_undefined", Some(&[r])) if r >= 0 => {
                            b.push(0x07);
                            uleb(&mut b, r as u64);
                            true
                        }
                        (".cfi_same_value", Some(&[r])) if r >= 0 => {
                            b.push(0x08);
                            uleb(&mut b, r as u64);
                            true
                        }
                        (".cfi_register", Some(&[r1, r2])) if r1 >= 0 && r2 >= 0 => {
                            b.push(0x09);
                            uleb(&mut b, r1 as u64);
                            uleb(&mut b, r2 as u64);
                            true
                        }
                        (".cfi_restore", Some(&[r])) if r >= 0 => {
                            if r < 64 {
                                b.push(0xc0 | r as u8);
                            } else {
                                b.push(0x06);
                                uleb(&mut b, r as u64);
                            }
                            true
                        }
                        (".cfi_llvm_def_aspace_cfa", Some(&[r, o, a])) if r >= 0 && a >= 0 => {
                            b.push(0x30);
                            uleb(&mut b, r as u64);
                            sleb(&mut b, o);
                            uleb(&mut b, a as u64);
                            true
                        }
                        _ => false,
                    }
                };
                if !ok {
                    self.error(
                        DiagKind::Directive,
                        at,
                        format!(
                            "{name} is not supported with these operands (numbered registers are)"
                        ),
                    );
                    return;
                }
                if let Some(f) = self.obj.dwarf.open.as_mut() {
                    f.insts.push((here, b));
                }
            }
        }
    }

    /// After the last line (subsections merged): `.debug_frame`, then the
    /// line table, as llvm-mc writes them.
    pub(super) fn finish_dwarf(&mut self) {
        let mut relocs = Vec::new();
        if let Some(f) = self.obj.dwarf.open.take() {
            // llvm-mc's words, at the frame's start.
            self.error(DiagKind::Directive, f.at, "Unfinished frame!".into());
        }
        if !self.obj.dwarf.frames.is_empty() {
            if self.obj.dwarf.debug_frame {
                self.write_debug_frame(&mut relocs);
            } else if let Some(at) = self.obj.dwarf.cfi_at {
                self.diag(
                    DiagKind::Directive,
                    at,
                    at,
                    "call frame information is written only to .debug_frame (.cfi_sections .debug_frame); .eh_frame is not generated".into(),
                    Severity::Warning,
                );
            }
        }
        if self.obj.dwarf.any_file {
            self.write_debug_line(&mut relocs);
        }
        for r in relocs {
            let symbol = self.obj.sections[r.target as usize].name.clone();
            self.out.fixups.push(crate::Fixup {
                inst: None,
                section: r.sec,
                offset: r.off,
                size: r.size,
                symbol,
                target: RelocTarget::Section(r.target),
                r_type: if r.size == 8 {
                    R_AMDGPU_ABS64
                } else {
                    R_AMDGPU_ABS32
                },
                resolved_flat: false,
                addend: r.addend,
                pc_relative: false,
                line: 0,
                span: 0..0,
            });
        }
    }

    fn section_len(&self, sec: u32) -> u64 {
        self.obj
            .sections
            .get(sec as usize)
            .map_or(0, |s| s.data.len() as u64)
    }

    fn write_debug_frame(&mut self, relocs: &mut Vec<DebugReloc>) {
        let sec = self.debug_section(".debug_frame", 0, 0);
        let s = &mut self.obj.sections[sec as usize];
        s.align = s.align.max(8);
        let mut d = std::mem::take(&mut s.data);
        let pad8 = |d: &mut Vec<u8>| {
            while !d.len().is_multiple_of(8) {
                d.push(0); // DW_CFA_nop
            }
        };
        pad8(&mut d);
        // The common information entry.
        let cie = d.len();
        d.extend_from_slice(&[0; 4]);
        d.extend_from_slice(&0xffff_ffffu32.to_le_bytes());
        d.push(4); // version
        d.push(0); // augmentation ""
        d.push(8); // address size
        d.push(0); // segment selector size
        uleb(&mut d, MIN_INST); // code alignment
        sleb(&mut d, 4); // data alignment
        uleb(&mut d, 16); // return address register
        pad8(&mut d);
        let len = (d.len() - cie - 4) as u32;
        d[cie..cie + 4].copy_from_slice(&len.to_le_bytes());
        let frames = std::mem::take(&mut self.obj.dwarf.frames);
        for f in &frames {
            let fde = d.len();
            d.extend_from_slice(&[0; 4]);
            relocs.push(DebugReloc {
                sec,
                off: d.len(),
                size: 4,
                target: sec,
                addend: cie as i64,
            });
            d.extend_from_slice(&[0; 4]);
            relocs.push(DebugReloc {
                sec,
                off: d.len(),
                size: 8,
                target: f.sec,
                addend: f.start as i64,
            });
            d.extend_from_slice(&[0; 8]);
            d.extend_from_slice(&f.end.saturating_sub(f.start).to_le_bytes());
            let mut loc = f.start;
            for (at, b) in &f.insts {
                let delta = at.saturating_sub(loc) / MIN_INST;
                if delta > 0 {
                    if delta < 64 {
                        d.push(0x40 | delta as u8);
                    } else if delta <= 0xff {
                        d.push(0x02);
                        d.push(delta as u8);
                    } else if delta <= 0xffff {
                        d.push(0x03);
                        d.extend_from_slice(&(delta as u16).to_le_bytes());
                    } else {
                        d.push(0x04);
                        d.extend_from_slice(&(delta as u32).to_le_bytes());
                    }
                    loc = *at;
                }
                d.extend_from_slice(b);
            }
            pad8(&mut d);
            let len = (d.len() - fde - 4) as u32;
            d[fde..fde + 4].copy_from_slice(&len.to_le_bytes());
        }
        self.obj.sections[sec as usize].data = d;
    }

    /// The section `name` (PROGBITS, `flags`, `entsize`), made if new.
    fn debug_section(&mut self, name: &str, flags: u64, entsize: u64) -> u32 {
        self.section(name, SHT_PROGBITS, flags, entsize, None)
    }

    fn write_debug_line(&mut self, relocs: &mut Vec<DebugReloc>) {
        let sec = self.debug_section(".debug_line", 0, 0);
        let v5 = self.obj.dwarf.version == 5;
        let mut d = std::mem::take(&mut self.obj.sections[sec as usize].data);
        let unit = d.len();
        d.extend_from_slice(&[0; 4]); // unit_length
        d.extend_from_slice(&self.obj.dwarf.version.to_le_bytes());
        if v5 {
            d.push(8); // address size
            d.push(0); // segment selector size
        }
        let hlen_at = d.len();
        d.extend_from_slice(&[0; 4]); // header_length
        d.push(MIN_INST as u8);
        d.push(1); // maximum operations per instruction
        d.push(1); // default_is_stmt
        d.push(LINE_BASE as i8 as u8);
        d.push(LINE_RANGE as u8);
        d.push(OPCODE_BASE as u8);
        d.extend_from_slice(&STD_LENGTHS);
        let files = self.obj.dwarf.files.clone();
        let dirs = self.obj.dwarf.dirs.clone();
        // Strings of DWARF 5's tables, in .debug_line_str (one copy each).
        let mut strs: Vec<u8> = Vec::new();
        let mut str_at: Vec<(String, usize)> = Vec::new();
        let mut strp = |s: &str, d: &mut Vec<u8>, relocs: &mut Vec<DebugReloc>| {
            let off = match str_at.iter().find(|(x, _)| x == s) {
                Some(&(_, o)) => o,
                None => {
                    let o = strs.len();
                    strs.extend_from_slice(s.as_bytes());
                    strs.push(0);
                    str_at.push((s.to_string(), o));
                    o
                }
            };
            relocs.push(DebugReloc {
                sec,
                off: d.len(),
                size: 4,
                target: u32::MAX, // .debug_line_str, made below
                addend: off as i64,
            });
            d.extend_from_slice(&[0; 4]);
        };
        if v5 {
            let comp = self.obj.dwarf.comp_dir.clone().unwrap_or_default();
            d.push(1); // directory entry format: path as line_strp
            uleb(&mut d, 1);
            uleb(&mut d, 0x1f);
            uleb(&mut d, dirs.len() as u64 + 1);
            strp(&comp, &mut d, relocs);
            for x in &dirs {
                strp(x, &mut d, relocs);
            }
            let all_md5 = files.iter().flatten().all(|f| f.md5.is_some());
            d.push(if all_md5 { 3 } else { 2 });
            uleb(&mut d, 1);
            uleb(&mut d, 0x1f);
            uleb(&mut d, 2);
            uleb(&mut d, 0x0f); // directory index as udata
            if all_md5 {
                uleb(&mut d, 5);
                uleb(&mut d, 0x1e);
            }
            uleb(&mut d, files.len() as u64);
            for f in &files {
                let f = f.clone().unwrap_or_default();
                strp(&f.name, &mut d, relocs);
                uleb(&mut d, f.dir as u64);
                if all_md5 {
                    d.extend_from_slice(&f.md5.unwrap_or_default());
                }
            }
        } else {
            for x in &dirs {
                d.extend_from_slice(x.as_bytes());
                d.push(0);
            }
            d.push(0);
            for f in files.iter().skip(1) {
                let f = f.clone().unwrap_or_default();
                d.extend_from_slice(f.name.as_bytes());
                d.push(0);
                uleb(&mut d, f.dir as u64);
                d.extend_from_slice(&[0, 0]); // time, length
            }
            d.push(0);
        }
        let hlen = (d.len() - hlen_at - 4) as u32;
        d[hlen_at..hlen_at + 4].copy_from_slice(&hlen.to_le_bytes());
        // One sequence per section, in the order of their first rows.
        let rows = std::mem::take(&mut self.obj.dwarf.rows);
        let mut order: Vec<u32> = Vec::new();
        for r in &rows {
            if !order.contains(&r.sec) {
                order.push(r.sec);
            }
        }
        for s in order {
            let (mut file, mut last_line, mut col) = (1u32, 1i64, 0u32);
            let (mut flags, mut isa) = (FLAG_IS_STMT, 0u32);
            let mut last: Option<u64> = None;
            for r in rows.iter().filter(|r| r.sec == s) {
                let l = r.loc;
                let line_delta = l.line as i64 - last_line;
                if file != l.file {
                    file = l.file;
                    d.push(4);
                    uleb(&mut d, file as u64);
                }
                if col != l.col {
                    col = l.col;
                    d.push(5);
                    uleb(&mut d, col as u64);
                }
                if l.discriminator != 0 {
                    let mut v = Vec::new();
                    uleb(&mut v, l.discriminator as u64);
                    d.push(0);
                    uleb(&mut d, v.len() as u64 + 1);
                    d.push(4); // DW_LNE_set_discriminator
                    d.extend_from_slice(&v);
                }
                if isa != l.isa {
                    isa = l.isa;
                    d.push(12);
                    uleb(&mut d, isa as u64);
                }
                if (l.flags ^ flags) & FLAG_IS_STMT != 0 {
                    flags = l.flags;
                    d.push(6);
                }
                if l.flags & FLAG_BASIC_BLOCK != 0 {
                    d.push(7);
                }
                if l.flags & FLAG_PROLOGUE_END != 0 {
                    d.push(10);
                }
                if l.flags & FLAG_EPILOGUE_BEGIN != 0 {
                    d.push(11);
                }
                match last {
                    None => {
                        d.extend_from_slice(&[0, 9, 2]); // DW_LNE_set_address
                        relocs.push(DebugReloc {
                            sec,
                            off: d.len(),
                            size: 8,
                            target: s,
                            addend: r.off as i64,
                        });
                        d.extend_from_slice(&[0; 8]);
                        advance(&mut d, Some(line_delta), 0);
                    }
                    Some(p) => {
                        advance(&mut d, Some(line_delta), r.off.saturating_sub(p) / MIN_INST)
                    }
                }
                last_line = l.line as i64;
                last = Some(r.off);
            }
            let end = self.section_len(s);
            let p = last.unwrap_or(0);
            advance(&mut d, None, end.saturating_sub(p) / MIN_INST);
        }
        let len = (d.len() - unit - 4) as u32;
        d[unit..unit + 4].copy_from_slice(&len.to_le_bytes());
        self.obj.sections[sec as usize].data = d;
        if v5 {
            let ls = self.debug_section(".debug_line_str", SHF_MERGE | SHF_STRINGS, 1);
            let data = &mut self.obj.sections[ls as usize].data;
            let base = data.len() as i64;
            data.extend_from_slice(&strs);
            for r in relocs.iter_mut().filter(|r| r.target == u32::MAX) {
                r.target = ls;
                r.addend += base;
            }
        }
    }
}
