//! Directives: `.amd_kernel_code_t` ... `.end_amd_kernel_code_t`, the
//! 256-byte kernel code header that code for other OSes than HSA (clang's
//! `-target amdgcn-mesa-mesa3d`) puts before a kernel's first instruction.
//!
//! What llvm-mc 22 writes is data, asked of it by `tools/kernel_code_t.py`
//! (`data/isa/kernel_code_t.list`): where each field lies, which fields take
//! a value known only at the end of the source, and each processor's
//! defaults. A block's lines are `FIELD = EXPRESSION`; a value is cut to its
//! field's width; a later line for the same field wins. A field whose value
//! is not known yet makes its word a data fixup, worked out at the end.

use super::{Assembler, FixKind, Fixup};
use crate::expr::{eval, Eval, Expr, Node};
use crate::lexer::{op2, Tok};
use crate::{DiagKind, Listed};
use amdgpu_isa::target::Generation;
use std::sync::OnceLock;

/// One field of the structure: `width` bits from bit `shift` of the
/// `size`-byte little-endian word at byte `byte` (size 0: taken, not
/// written).
#[derive(Clone, Copy, Debug)]
struct Field {
    name: &'static str,
    byte: usize,
    size: usize,
    shift: u32,
    width: u32,
    /// Whether a value may be an expression known only at the end.
    later: bool,
}

impl Field {
    fn mask(&self) -> u64 {
        if self.width >= 64 {
            u64::MAX
        } else {
            (1u64 << self.width) - 1
        }
    }
}

/// A processor's defaults: its name, its nonzero default fields (field,
/// value; wave64 code), then bits of 4-byte words (byte, bits) in no
/// field's place.
type Defaults = (&'static str, Vec<(usize, u64)>, Vec<(usize, u64)>);

struct Table {
    fields: Vec<Field>,
    defaults: Vec<Defaults>,
}

fn table() -> &'static Table {
    static T: OnceLock<Table> = OnceLock::new();
    T.get_or_init(|| {
        const TEXT: &str = include_str!("../../../../data/isa/kernel_code_t.list");
        let mut fields = Vec::new();
        let mut defaults = Vec::new();
        for line in TEXT.lines() {
            let w: Vec<&'static str> = line.split_whitespace().collect();
            match w.as_slice() {
                ["field", name, byte, size, shift, width, later] => fields.push(Field {
                    name,
                    byte: byte.parse().unwrap_or(0),
                    size: size.parse().unwrap_or(0),
                    shift: shift.parse().unwrap_or(0),
                    width: width.parse().unwrap_or(0),
                    later: *later == "later",
                }),
                ["default", cpu, rest @ ..] => {
                    let mut vals = Vec::new();
                    let mut raw = Vec::new();
                    for kv in rest {
                        let Some((k, v)) = kv.split_once('=') else {
                            continue;
                        };
                        let Ok(v) = v.parse::<u64>() else { continue };
                        if let Some(b) = k.strip_prefix('@') {
                            if let Ok(b) = b.parse::<usize>() {
                                raw.push((b, v));
                            }
                        } else if let Some(i) = fields.iter().position(|f: &Field| f.name == k) {
                            vals.push((i, v));
                        }
                    }
                    defaults.push((*cpu, vals, raw));
                }
                _ => {}
            }
        }
        Table { fields, defaults }
    })
}

/// A field's value as given.
#[derive(Clone, Debug)]
enum Value {
    Now(u64),
    /// Known at the end of the source; the expression's text for the
    /// listing.
    Later(Expr, String),
}

/// An open block: where it began and the fields given so far, in order.
#[derive(Debug)]
pub(super) struct KernelCode {
    at: usize,
    sets: Vec<(usize, Value)>,
    /// Symbols made from here on are new in the block: they take their
    /// symbol-table places in the order of the structure's words, where
    /// llvm-mc 22 first meets them (it writes the words at the end).
    syms_at_open: u32,
}

impl<'a> Assembler<'a> {
    /// `.amd_kernel_code_t` (another OS than HSA): opens a block; its lines
    /// go to [`Assembler::kernel_code_line`] until its end.
    pub(super) fn kernel_code_open(&mut self, at: usize) {
        // (Listed whole at its end, as llvm-mc lists it.)
        self.relist(String::new);
        self.obj.kernel_code = Some(KernelCode {
            at,
            sets: Vec::new(),
            syms_at_open: self.syms.len() as u32,
        });
    }

    /// A line of an open block: `FIELD = EXPRESSION` or the end. A line
    /// llvm-mc refuses ends the block there (the rest is read as
    /// statements, the end directive an unknown one, as in llvm-mc).
    pub(super) fn kernel_code_line(&mut self) {
        let src = self.src;
        let Some(first) = self.toks.first().copied() else {
            return;
        };
        let name = first.text(src);
        if name == ".end_amd_kernel_code_t" {
            if let Some(kc) = self.obj.kernel_code.take() {
                self.kernel_code_emit(kc);
            }
            return;
        }
        let t = table();
        let fail = |s: &mut Self, at: usize, m: String| {
            s.obj.kernel_code = None;
            s.error(DiagKind::Directive, at, m);
        };
        let after_name = self
            .toks
            .get(1)
            .map_or(first.end as usize, |t| t.start as usize);
        let Some(fi) = t
            .fields
            .iter()
            .position(|f| f.name == name)
            .filter(|_| first.tok == Tok::Ident)
        else {
            return fail(
                self,
                after_name,
                format!("unexpected amd_kernel_code_t field name {name}"),
            );
        };
        if !self.toks.get(1).is_some_and(|t| t.is(b'=')) {
            return fail(self, after_name, "expected '='".into());
        }
        let Some(vt) = self.toks.get(2).copied() else {
            return fail(self, after_name + 1, "expected absolute expression".into());
        };
        let f = t.fields[fi];
        let value = match self.parse_expr_at(2) {
            Ok((e, _)) => match eval(&e, &self.syms, None, false) {
                Ok(Eval::Abs(v)) => Value::Now(v as u64),
                Ok(Eval::Deferred) if f.later => {
                    self.note_refs(&e);
                    self.capture_refs(&e);
                    let end = self.toks.last().map_or(vt.end, |t| t.end) as usize;
                    let text = src.get(vt.start as usize..end).unwrap_or("").to_string();
                    Value::Later(e, text)
                }
                Ok(_) => {
                    return fail(
                        self,
                        vt.start as usize,
                        "expected absolute expression".into(),
                    )
                }
                Err(m) => return fail(self, vt.start as usize, m),
            },
            Err(fl) => {
                self.obj.kernel_code = None;
                return self.fail(fl);
            }
        };
        // What the processor cannot take (llvm-mc 22's checks).
        if let Value::Now(v) = value {
            let v = v & f.mask();
            let gen = self.target.generation();
            let pre10 = matches!(
                gen,
                Generation::Gfx6 | Generation::Gfx7 | Generation::Gfx8 | Generation::Gfx9
            );
            let wave32 = self.target.wave32();
            let refusal = match f.name {
                "enable_wgp_mode"
                | "enable_mem_ordered"
                | "enable_fwd_progress"
                | "enable_wavefront_size32"
                    if v == 1 && pre10 =>
                {
                    Some(format!("{}=1 is only allowed on GFX10+", f.name))
                }
                "enable_dx10_clamp" | "enable_ieee_mode" if v == 1 && gen == Generation::Gfx12 => {
                    Some(format!("{}=1 is not allowed on GFX12+", f.name))
                }
                "enable_wavefront_size32" if !pre10 && (v == 1) != wave32 => Some(format!(
                    "enable_wavefront_size32={v} requires +WavefrontSize{}",
                    if wave32 { 64 } else { 32 }
                )),
                "wavefront_size" if (v == 5 && !wave32) || (v == 6 && wave32) => Some(format!(
                    "wavefront_size={v} requires +WavefrontSize{}",
                    if wave32 { 64 } else { 32 }
                )),
                _ => None,
            };
            if let Some(m) = refusal {
                return fail(self, vt.start as usize, m);
            }
        }
        if let Some(kc) = self.obj.kernel_code.as_mut() {
            kc.sets.push((fi, value));
        }
    }

    /// The block's 256 bytes at the current place: the processor's
    /// defaults, then the fields as given; a word with a value known later
    /// is a data fixup.
    fn kernel_code_emit(&mut self, kc: KernelCode) {
        let t = table();
        let cpu = &self.target.processor;
        let (defaults, raw) = t
            .defaults
            .iter()
            .find(|(n, ..)| *n == cpu.name)
            .or_else(|| t.defaults.iter().find(|(n, ..)| *n == cpu.canonical))
            .map_or((&[][..], &[][..]), |(_, d, r)| (d.as_slice(), r.as_slice()));
        let mut sets: Vec<(usize, Value)> =
            defaults.iter().map(|&(i, v)| (i, Value::Now(v))).collect();
        if self.target.wave32() {
            for (name, v) in [("enable_wavefront_size32", 1), ("wavefront_size", 5)] {
                if let Some(i) = t.fields.iter().position(|f| f.name == name) {
                    sets.push((i, Value::Now(v)));
                }
            }
        }
        sets.extend(kc.sets);
        // The words: (byte, size) of each field's word, in structure order.
        let mut words: Vec<(usize, usize)> = t
            .fields
            .iter()
            .filter(|f| f.size > 0)
            .map(|f| (f.byte, f.size))
            .collect();
        words.sort_unstable();
        words.dedup();
        // (Data: a pending `.loc` takes its address, as llvm-mc's does.)
        self.dwarf_mark();
        let base = self.out.code.len();
        self.out.code.resize(base + 256, 0);
        let line = self.cur_line;
        for (byte, size) in words {
            let ops: Vec<&(usize, Value)> = sets
                .iter()
                .filter(|(i, _)| t.fields[*i].byte == byte && t.fields[*i].size == size)
                .collect();
            let later = ops.iter().any(|(_, v)| matches!(v, Value::Later(..)));
            // Bits of the word in no field's place.
            let raw_bits = raw
                .iter()
                .filter(|(b, _)| (byte..byte + size).contains(b))
                .fold(0u64, |w, (b, v)| w | (v << ((b - byte) * 8)));
            if !later {
                let mut w: u64 = raw_bits;
                for (i, v) in &ops {
                    let f = t.fields[*i];
                    if let Value::Now(v) = v {
                        w = (w & !(f.mask() << f.shift)) | ((v & f.mask()) << f.shift);
                    }
                }
                let at = base + byte;
                if let Some(d) = self.out.code.get_mut(at..at + size) {
                    d.copy_from_slice(&w.to_le_bytes()[..size]);
                }
                continue;
            }
            // The block's new symbols in the order the words name them.
            let n = self.syms.len() as u32;
            for (_, v) in &ops {
                let Value::Later(x, _) = v else { continue };
                for node in &x.nodes {
                    let (Node::Sym(id) | Node::SymV(id, _)) = *node else {
                        continue;
                    };
                    if id < kc.syms_at_open || self.attr(id).order != 0 {
                        continue;
                    }
                    let seq = self.obj.reassigned;
                    self.obj.reassigned += 1;
                    let a = self.attr(id);
                    a.order = n + 1;
                    a.order_seq = seq;
                }
            }
            // acc = (acc & ~(mask << shift)) | ((value & mask) << shift),
            // field by field, as an expression worked out at the end.
            let mut e = Expr::leaf(Node::Int(raw_bits as i64));
            for (i, v) in &ops {
                let f = t.fields[*i];
                let keep = !(f.mask() << f.shift) as i64;
                let acc = e.root();
                let k = push(&mut e, Node::Int(keep));
                let kept = push(&mut e, Node::Binary(b'&', acc, k));
                let val = match v {
                    Value::Now(n) => push(&mut e, Node::Int(((n & f.mask()) << f.shift) as i64)),
                    Value::Later(x, _) => {
                        let r = append(&mut e, x);
                        let m = push(&mut e, Node::Int(f.mask() as i64));
                        let masked = push(&mut e, Node::Binary(b'&', r, m));
                        let s = push(&mut e, Node::Int(i64::from(f.shift)));
                        push(&mut e, Node::Binary(op2::SHL, masked, s))
                    }
                };
                push(&mut e, Node::Binary(b'|', kept, val));
            }
            let off = base + byte;
            let origin = self.origin();
            self.fixups.push(Fixup {
                kind: FixKind::Data(size as u8),
                inst: None,
                lay: None,
                expr: e,
                addr: off as u64,
                off,
                sec: self.cur,
                origin,
                at: kc.at,
                end: kc.at,
                line,
            });
        }
        if self.listing && self.in_main() {
            let mut text = String::from("\t.amd_kernel_code_t\n");
            for (fi, f) in t.fields.iter().enumerate() {
                if f.size == 0 {
                    continue;
                }
                // The last value given, else the default one.
                let v = sets
                    .iter()
                    .rev()
                    .find(|(i, _)| *i == fi)
                    .map(|(_, v)| v.clone());
                let shown = match v {
                    Some(Value::Later(_, s)) => s,
                    Some(Value::Now(n)) => {
                        let n = n & f.mask();
                        // (Signed as llvm-mc shows it: call_convention = -1.)
                        if f.name == "call_convention" {
                            (n as u32 as i32).to_string()
                        } else {
                            n.to_string()
                        }
                    }
                    None => "0".into(),
                };
                text.push_str(&format!("\t\t{} = {shown}\n", f.name));
            }
            text.push_str("\t.end_amd_kernel_code_t\n");
            self.out.listing.push(Listed::Text(text.into()));
        }
    }
}

/// Pushes node `n` onto `e`, giving its index.
fn push(e: &mut Expr, n: Node) -> u32 {
    e.nodes.push(n);
    e.nodes.len() as u32 - 1
}

/// Appends expression `x` to `e` (its nodes and function arguments moved
/// past `e`'s), giving the index of its root.
fn append(e: &mut Expr, x: &Expr) -> u32 {
    let (n0, a0) = (e.nodes.len() as u32, e.args.len() as u32);
    for n in &x.nodes {
        e.nodes.push(match *n {
            Node::Unary(op, a) => Node::Unary(op, a + n0),
            Node::Binary(op, a, b) => Node::Binary(op, a + n0, b + n0),
            Node::Func(f, first, k) => Node::Func(f, first + a0, k),
            other => other,
        });
    }
    e.args.extend(x.args.iter().map(|a| a + n0));
    e.nodes.len() as u32 - 1
}
