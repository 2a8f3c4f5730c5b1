//! Stage 4: operands. Turns an instruction's tokens into a list of generic
//! operands (registers, numbers, expressions, named modifiers, function-like
//! forms) with their spans. Which operand means what is decided later by the
//! matcher, against the instruction table.

use crate::expr::{eval, quick_value, Eval, Expr, Node, Parser, SymDef, Symbols};
use crate::lexer::{Tok, Token};
pub use amdgpu_isa::NamedReg;

/// Register files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegKind {
    V,
    A,
    S,
    Ttmp,
    /// A named register (`vcc`, `m0`, `exec_lo`, `scc`, `src_shared_base`,
    /// ...), by meaning: its operand code comes from the target. The index
    /// is 0; a count of 2 names the pair it starts (`vcc`).
    Named(NamedReg),
}

/// A register or register tuple.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reg {
    pub kind: RegKind,
    pub idx: u32,
    pub count: u32,
    /// A 16-bit half of one VGPR (`v1.l`, `v1.h`; true16).
    pub half: amdgpu_isa::Half,
}

/// The value of a number or expression operand.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Imm {
    Int(i64),
    Float(f64),
    /// An expression that is not absolute yet (labels, undefined symbols);
    /// index into [`Operands::exprs`].
    Deferred(u32),
}

/// What an operand is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum OpVal {
    Reg(Reg),
    Imm(Imm),
    /// `name:value`, `name:[a,b,...]` or a bare keyword (`glc`, `off`,
    /// `mrt0`, `attr0.x`, a symbol). `value` is a range of `Operands::vals`.
    Named {
        name: (u32, u32),
        colon: bool,
        vals: (u32, u32),
        list: bool,
    },
    /// `name(args...)`: `hwreg(...)`, `sendmsg(...)`, `vmcnt(...)`; the raw
    /// tokens are kept in `Operands::toks` (range).
    Func {
        name: (u32, u32),
        toks: (u32, u32),
    },
    /// `[v0, v5, v2]`: single VGPRs that are not consecutive (a GFX10+
    /// image address in the NSA form), their numbers in order.
    Nsa {
        regs: [u8; NSA_MAX],
        n: u8,
    },
}

/// The most registers an NSA address list holds.
pub const NSA_MAX: usize = 13;

/// One operand with its input modifiers.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Operand {
    pub val: OpVal,
    pub span: (u32, u32),
    /// `-x` or `neg(x)`.
    pub neg: bool,
    /// `|x|` or `abs(x)`.
    pub abs: bool,
    /// `sext(x)`.
    pub sext: bool,
    /// Written with a leading `-` on a number (kept for literal rules).
    pub minus_num: bool,
    /// Written as `lit(x)`: always encoded as a literal.
    pub lit: bool,
    /// Begins with `--` (a double negation llvm-mc rejects in VALU
    /// sources, where `-` is the neg modifier).
    pub double_minus: bool,
    /// Token index of the operand's first token (for error reporting).
    pub tok: u32,
    /// For a named operand, the modifier its name is (`glc`, `offset`,
    /// `row_mask`, ...), looked up once here.
    pub kw: Option<amdgpu_isa::table::Mod>,
}

/// A value inside a `name:[...]` list or after `name:`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ListVal {
    Int(i64),
    /// An identifier (`DWORD`, `BUF_DATA_FORMAT_32`); span.
    Ident(u32, u32),
    /// A deferred expression.
    Deferred(u32),
    Float(f64),
}

/// All operands of one statement, in reusable buffers.
#[derive(Default)]
pub struct Operands {
    pub ops: Vec<Operand>,
    pub vals: Vec<(ListVal, (u32, u32))>,
    pub exprs: Vec<Expr>,
    pub toks: Vec<Token>,
}

impl Operands {
    pub fn clear(&mut self) {
        self.ops.clear();
        self.vals.clear();
        self.exprs.clear();
        self.toks.clear();
    }
}

/// An operand-level error: byte offset and message.
pub type PErr = crate::Fail;
use crate::{DiagKind, Fail};

/// Named special registers: name, register (the first dword's), width.
pub const SPECIALS: &[(&str, NamedReg, u32)] = &[
    ("vcc", NamedReg::VccLo, 2),
    ("vcc_lo", NamedReg::VccLo, 1),
    ("vcc_hi", NamedReg::VccHi, 1),
    ("exec", NamedReg::ExecLo, 2),
    ("exec_lo", NamedReg::ExecLo, 1),
    ("exec_hi", NamedReg::ExecHi, 1),
    ("m0", NamedReg::M0, 1),
    ("flat_scratch", NamedReg::FlatScratchLo, 2),
    ("flat_scratch_lo", NamedReg::FlatScratchLo, 1),
    ("flat_scratch_hi", NamedReg::FlatScratchHi, 1),
    ("xnack_mask", NamedReg::XnackMaskLo, 2),
    ("xnack_mask_lo", NamedReg::XnackMaskLo, 1),
    ("xnack_mask_hi", NamedReg::XnackMaskHi, 1),
    ("tba", NamedReg::TbaLo, 2),
    ("tba_lo", NamedReg::TbaLo, 1),
    ("tba_hi", NamedReg::TbaHi, 1),
    ("tma", NamedReg::TmaLo, 2),
    ("tma_lo", NamedReg::TmaLo, 1),
    ("tma_hi", NamedReg::TmaHi, 1),
    ("null", NamedReg::Null, 1),
    ("shared_base", NamedReg::SharedBase, 1),
    ("src_shared_base", NamedReg::SharedBase, 1),
    ("shared_limit", NamedReg::SharedLimit, 1),
    ("src_shared_limit", NamedReg::SharedLimit, 1),
    ("private_base", NamedReg::PrivateBase, 1),
    ("src_private_base", NamedReg::PrivateBase, 1),
    ("private_limit", NamedReg::PrivateLimit, 1),
    ("src_private_limit", NamedReg::PrivateLimit, 1),
    ("pops_exiting_wave_id", NamedReg::PopsExitingWaveId, 1),
    ("src_pops_exiting_wave_id", NamedReg::PopsExitingWaveId, 1),
    ("src_flat_scratch_base_lo", NamedReg::FlatScratchBaseLo, 1),
    ("src_flat_scratch_base_hi", NamedReg::FlatScratchBaseHi, 1),
    ("vccz", NamedReg::Vccz, 1),
    ("src_vccz", NamedReg::Vccz, 1),
    ("execz", NamedReg::Execz, 1),
    ("src_execz", NamedReg::Execz, 1),
    ("scc", NamedReg::Scc, 1),
    ("src_scc", NamedReg::Scc, 1),
    ("lds_direct", NamedReg::LdsDirect, 1),
    ("src_lds_direct", NamedReg::LdsDirect, 1),
];

/// Register names of other generations: recognised so that using them is an
/// error rather than a symbol reference. The code 0 never passes the
/// availability check for them.
pub const FOREIGN: &[&str] = &[
    "src_flat_scratch_base",
    "src_shared_base_lo",
    "src_shared_base_hi",
    "src_private_base_lo",
    "src_private_base_hi",
    "src_shared_limit_lo",
    "src_shared_limit_hi",
    "src_private_limit_lo",
    "src_private_limit_hi",
];

/// The first bytes special names start with (derived from [`SPECIALS`]),
/// so that most identifiers are turned away without a comparison.
/// The shortest and longest special name (derived from [`SPECIALS`]).
const SPECIAL_LEN: (usize, usize) = {
    let (mut lo, mut hi) = (usize::MAX, 0);
    let mut i = 0;
    while i < SPECIALS.len() {
        let n = SPECIALS[i].0.len();
        if n < lo {
            lo = n;
        }
        if n > hi {
            hi = n;
        }
        i += 1;
    }
    (lo, hi)
};

static SPECIAL_FIRST: [bool; 256] = {
    let mut t = [false; 256];
    let mut i = 0;
    while i < SPECIALS.len() {
        t[SPECIALS[i].0.as_bytes()[0] as usize] = true;
        i += 1;
    }
    t
};

/// For each name length, the bit set of [`SPECIALS`] entries of that
/// length (derived from the table at compile time; at most 64 entries).
static SPECIAL_BY_LEN: [u64; 32] = {
    let mut t = [0u64; 32];
    let mut i = 0;
    while i < SPECIALS.len() {
        t[SPECIALS[i].0.len()] |= 1 << i;
        i += 1;
    }
    t
};

const _: () = assert!(SPECIALS.len() <= 64 && SPECIAL_LEN.1 < 32);

pub fn special(name: &str) -> Option<(NamedReg, u32)> {
    let b = name.as_bytes();
    if b.len() < SPECIAL_LEN.0
        || b.len() > SPECIAL_LEN.1
        || !b.first().is_some_and(|&c| SPECIAL_FIRST[c as usize])
    {
        return None;
    }
    // Only the entries of the same length are compared.
    let mut set = SPECIAL_BY_LEN[b.len()];
    while set != 0 {
        let i = set.trailing_zeros() as usize;
        set &= set - 1;
        let s = &SPECIALS[i];
        if s.0.as_bytes()[0] == b[0] && s.0 == name {
            return Some((s.1, s.2));
        }
    }
    None
}

/// Whether a token may follow a one-step operand: `,`, or a name (the
/// next operand or modifier, as in `offset:16 glc`), neither of which
/// continues an operand in [`OperandParser::parse_operand`].
fn ends_plain(t: &Token) -> bool {
    t.is(b',') || t.tok.is_ident()
}

/// The modifier a named operand's name is.
fn keyword_mod(src: &str, val: &OpVal) -> Option<amdgpu_isa::table::Mod> {
    match *val {
        OpVal::Named { name, .. } => crate::mods::mod_of(&src[name.0 as usize..name.1 as usize]),
        _ => None,
    }
}

/// Whether `name` (followed by `:`, `,` or the end) is certainly not read
/// as a register by `try_register` (false when in doubt).
fn not_register(name: &str) -> bool {
    if special(name).is_some() || name.starts_with("src_") {
        return false;
    }
    match reg_prefix(name) {
        Some((_, rest)) => !rest.is_empty() && decimal(rest).is_none(),
        None => true,
    }
}

/// Splits `v12` / `ttmp3` / `acc7` into file and index.
fn reg_prefix(name: &str) -> Option<(RegKind, &str)> {
    for (p, k) in [
        ("ttmp", RegKind::Ttmp),
        ("acc", RegKind::A),
        ("v", RegKind::V),
        ("s", RegKind::S),
        ("a", RegKind::A),
    ] {
        if let Some(rest) = name.strip_prefix(p) {
            return Some((k, rest));
        }
    }
    None
}

fn decimal(s: &str) -> Option<u32> {
    if s.is_empty() || s.len() > 9 {
        return None;
    }
    // At most 9 digits: no overflow.
    let mut v = 0u32;
    for c in s.bytes() {
        let d = c.wrapping_sub(b'0');
        if d > 9 {
            return None;
        }
        v = v * 10 + d as u32;
    }
    Some(v)
}

/// Parses the operands of one instruction.
pub struct OperandParser<'a, 'b> {
    pub src: &'a str,
    pub toks: &'a [Token],
    pub pos: usize,
    pub out: &'b mut Operands,
    pub syms: &'b mut Symbols,
}

impl OperandParser<'_, '_> {
    fn peek(&self) -> Option<Token> {
        self.toks.get(self.pos).copied()
    }
    fn peek_at(&self, k: usize) -> Option<Token> {
        self.toks.get(self.pos + k).copied()
    }
    fn at_punct(&self, c: u8) -> bool {
        self.peek().is_some_and(|t| t.is(c))
    }
    fn end_pos(&self) -> usize {
        self.toks.last().map(|t| t.end as usize).unwrap_or(0)
    }
    fn here(&self) -> usize {
        self.peek()
            .map(|t| t.start as usize)
            .unwrap_or_else(|| self.end_pos())
    }
    fn expect(&mut self, c: u8, what: &str) -> Result<Token, PErr> {
        match self.peek() {
            Some(t) if t.is(c) => {
                self.pos += 1;
                Ok(t)
            }
            _ => Err(Fail::new(
                DiagKind::Operand,
                self.here(),
                format!("expected {what}"),
            )),
        }
    }

    /// Parses all operands up to the end of the statement.
    pub fn parse_all(&mut self) -> Result<(), PErr> {
        while self.pos < self.toks.len() {
            if !self.plain_operand() {
                self.parse_operand()?;
            }
            // `vmcnt(0) & lgkmcnt(0)`: `&` joins waitcnt counters.
            if self.at_punct(b'&')
                && matches!(self.out.ops.last().map(|o| o.val), Some(OpVal::Func { .. }))
            {
                self.pos += 1;
                if self.pos >= self.toks.len() {
                    return Err(Fail::new(
                        DiagKind::Operand,
                        self.end_pos(),
                        "expected a counter after '&'",
                    ));
                }
                continue;
            }
            // `instid0(VALU_DEP_1) | instskip(NEXT)`: `|` joins the
            // fields of s_delay_alu (data/isa/delay_alu.txt).
            if self.at_punct(b'|')
                && matches!(self.out.ops.last().map(|o| o.val),
                    Some(OpVal::Func { name: (s, e), .. })
                        if self.src.get(s as usize..e as usize)
                            .is_some_and(amdgpu_isa::names::is_delay_alu_field))
            {
                self.pos += 1;
                if !self.peek().is_some_and(|t| t.tok == Tok::Ident) {
                    return Err(Fail::new(
                        DiagKind::Operand,
                        self.here(),
                        "expected a field name",
                    ));
                }
                continue;
            }
            if self.at_punct(b',') {
                // A comma after the last operand is taken, as llvm-mc takes
                // it (what a macro with an empty last argument writes); not
                // after a waitcnt counter, where a counter must follow.
                self.pos += 1;
                let counter = match self.out.ops.last().map(|o| o.val) {
                    Some(OpVal::Func { name: (s, e), .. }) => self
                        .src
                        .get(s as usize..e as usize)
                        .is_some_and(|n| n.ends_with("cnt") || n.ends_with("cnt_sat")),
                    _ => false,
                };
                if self.pos >= self.toks.len() && counter {
                    return Err(Fail::new(
                        DiagKind::Operand,
                        self.end_pos(),
                        "expected a counter name",
                    ));
                }
            }
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn push(
        &mut self,
        val: OpVal,
        start: usize,
        first_tok: usize,
        neg: bool,
        abs: bool,
        sext: bool,
        minus_num: bool,
    ) {
        let end = self.toks[..self.pos]
            .last()
            .map(|t| t.end as usize)
            .unwrap_or(start);
        self.out.ops.push(Operand {
            val,
            span: (start as u32, end.max(start) as u32),
            neg,
            abs,
            sext,
            minus_num,
            lit: false,
            double_minus: false,
            tok: first_tok as u32,
            kw: keyword_mod(self.src, &val),
        });
    }

    /// The common operands in one step: a lone register (`v3`, `s12`,
    /// `vcc`) or integer followed by `,`, a name or the end, read as
    /// [`Self::parse_operand`] reads them. False (nothing consumed) for
    /// anything else.
    fn plain_operand(&mut self) -> bool {
        let Some(&t) = self.toks.get(self.pos) else {
            return false;
        };
        let next = self.toks.get(self.pos + 1);
        if t.tok.is_ident() && next.is_some_and(|n| n.is(b':')) {
            return self.plain_named(t);
        }
        if t.tok.is_ident() && next.is_some_and(|n| n.is(b'[')) {
            return self.plain_range(t);
        }
        if !next.is_none_or(ends_plain) {
            return false;
        }
        let val = match t.tok {
            Tok::Int(v) => OpVal::Imm(Imm::Int(v as i64)),
            Tok::Ident => {
                let name = t.text(self.src);
                let nb = name.as_bytes();
                let kind = match nb.first() {
                    Some(b'v') => RegKind::V,
                    Some(b's') => RegKind::S,
                    // `a16` is also an image modifier (see parse_value).
                    Some(b'a') if name != "a16" => RegKind::A,
                    _ => match special(name) {
                        Some((n, w)) => {
                            return self.push_plain(
                                t,
                                OpVal::Reg(Reg {
                                    kind: RegKind::Named(n),
                                    idx: 0,
                                    count: w,
                                    half: amdgpu_isa::Half::Whole,
                                }),
                            )
                        }
                        None => return self.plain_keyword(t, name),
                    },
                };
                if nb.len() < 2 || !nb[1].is_ascii_digit() {
                    return self.plain_keyword(t, name);
                }
                match decimal(&name[1..]) {
                    Some(n) => OpVal::Reg(Reg {
                        kind,
                        idx: n,
                        count: 1,
                        half: amdgpu_isa::Half::Whole,
                    }),
                    None => return false,
                }
            }
            _ => return false,
        };
        self.push_plain(t, val)
    }

    /// `s[2:3]`, `v[4:7]`, `ttmp[0:1]`, `a[0:3]`, `s[5]`, `v[v_tmp+1]`
    /// with bounds that [`Self::quick_index`] reads (numbers, symbols)
    /// and in range, followed by `,`, a name or the end, read as
    /// [`Self::try_register`] reads it.
    fn plain_range(&mut self, t: Token) -> bool {
        let kind = match t.text(self.src) {
            "v" => RegKind::V,
            "s" => RegKind::S,
            "a" | "acc" => RegKind::A,
            "ttmp" => RegKind::Ttmp,
            _ => return false,
        };
        let toks = self.toks;
        // A bound: a lone number (the most common, in one step), else a
        // sum of numbers and symbols.
        let bound = |k: usize| match toks.get(k).map(|x| x.tok) {
            Some(Tok::Int(v)) if v <= 1023 => Some((v as i64, k + 1)),
            _ => self.quick_index_at(k),
        };
        let Some((lo, k)) = bound(self.pos + 2) else {
            return false;
        };
        let (hi, close) = match toks.get(k) {
            Some(c) if c.is(b']') => (lo, k),
            Some(c) if c.is(b':') => match bound(k + 1) {
                Some((hi, k2)) if toks.get(k2).is_some_and(|c| c.is(b']')) => (hi, k2),
                _ => return false,
            },
            _ => return false,
        };
        // (Out of range: the full path says why.)
        if lo < 0 || hi < lo || hi > 1023 || !toks.get(close + 1).is_none_or(ends_plain) {
            return false;
        }
        let Some(end) = toks.get(close).map(|c| c.end) else {
            return false;
        };
        let val = OpVal::Reg(Reg {
            kind,
            idx: lo as u32,
            count: (hi - lo + 1) as u32,
            half: amdgpu_isa::Half::Whole,
        });
        self.push_bare(val, (t.start, end), None);
        self.pos = close + 1;
        true
    }

    /// A bare keyword (`glc`, `off`, `clamp`) followed by `,`, a name or the end.
    fn plain_keyword(&mut self, t: Token, name: &str) -> bool {
        if !is_keyword(name) || !not_register(name) {
            return false;
        }
        let at = self.out.vals.len() as u32;
        self.push_plain(
            t,
            OpVal::Named {
                name: (t.start, t.end),
                colon: false,
                vals: (at, at),
                list: false,
            },
        )
    }

    /// `name:value` (an integer or a name) or `name:[i, j, ...]` (integers)
    /// followed by `,`, a name or the end, read as [`Self::parse_named`] reads it.
    fn plain_named(&mut self, t: Token) -> bool {
        let name = t.text(self.src);
        if name == "a16" || !not_register(name) {
            return false;
        }
        let toks = self.toks;
        let vstart = self.out.vals.len();
        let mut k = self.pos + 2;
        let mut list = false;
        match toks.get(k) {
            Some(v) if v.is(b'[') => {
                list = true;
                k += 1;
                loop {
                    match (toks.get(k), toks.get(k + 1)) {
                        (Some(v), Some(sep)) if sep.is(b',') || sep.is(b']') => {
                            let Tok::Int(x) = v.tok else {
                                self.out.vals.truncate(vstart);
                                return false;
                            };
                            self.out
                                .vals
                                .push((ListVal::Int(x as i64), (v.start, v.end)));
                            k += 2;
                            if sep.is(b']') {
                                break;
                            }
                        }
                        _ => {
                            self.out.vals.truncate(vstart);
                            return false;
                        }
                    }
                }
            }
            Some(v) => {
                let val = match v.tok {
                    Tok::Int(x) => ListVal::Int(x as i64),
                    Tok::Ident => ListVal::Ident(v.start, v.end),
                    _ => return false,
                };
                self.out.vals.push((val, (v.start, v.end)));
                k += 1;
            }
            None => return false,
        }
        if !toks.get(k).is_none_or(ends_plain) {
            self.out.vals.truncate(vstart);
            return false;
        }
        let val = OpVal::Named {
            name: (t.start, t.end),
            colon: true,
            vals: (vstart as u32, self.out.vals.len() as u32),
            list,
        };
        self.push_bare(val, (t.start, toks[k - 1].end), crate::mods::mod_of(name));
        self.pos = k;
        true
    }

    fn push_plain(&mut self, t: Token, val: OpVal) -> bool {
        self.push_bare(val, (t.start, t.end), keyword_mod(self.src, &val));
        self.pos += 1;
        true
    }

    /// Records an operand written without input modifiers, starting at the
    /// current token.
    fn push_bare(&mut self, val: OpVal, span: (u32, u32), kw: Option<amdgpu_isa::table::Mod>) {
        self.out.ops.push(Operand {
            val,
            span,
            neg: false,
            abs: false,
            sext: false,
            minus_num: false,
            lit: false,
            double_minus: false,
            tok: self.pos as u32,
            kw,
        });
    }

    fn parse_operand(&mut self) -> Result<(), PErr> {
        let first = self.pos;
        let t = self.peek().ok_or_else(|| {
            Fail::new(
                DiagKind::Operand,
                self.end_pos(),
                "expected an operand".to_string(),
            )
        })?;
        let start = t.start as usize;
        // Input modifiers: -x, |x|, -|x|, neg(x), abs(x), sext(x) (any nesting llvm allows).
        let mut neg = false;
        let mut abs = false;
        let mut sext = false;
        // What closes each open modifier, innermost last: at most `|` or
        // `abs(`, `neg(`, `sext(` and `lit(`, each once.
        let mut closers = [0u8; 4];
        let mut n_closers = 0usize;
        while let Some(t) = self.peek() {
            if t.is(b'-') {
                // `-` before a register, `|`, or abs/neg(: input modifier; before a number: part of it.
                let n = self.peek_at(1);
                let is_mod = match n {
                    Some(n) if n.is(b'|') => true,
                    Some(n) if n.tok.is_ident() => {
                        let name = n.text(self.src);
                        let fn_form = self.peek_at(2).is_some_and(|x| x.is(b'('));
                        (fn_form && matches!(name, "abs" | "neg" | "sext"))
                            || self.looks_like_register(self.pos + 1)
                    }
                    Some(n) if n.is(b'[') => true,
                    _ => false,
                };
                if is_mod && !neg {
                    if abs {
                        return Err(Fail::new(
                            DiagKind::Operand,
                            t.start as usize,
                            "neg must be outside abs: write -|x|",
                        ));
                    }
                    neg = true;
                    self.pos += 1;
                    continue;
                }
                break;
            }
            if t.is(b'|') && !abs {
                abs = true;
                self.pos += 1;
                closers[n_closers] = b'|';
                n_closers += 1;
                continue;
            }
            if t.tok.is_ident() && self.peek_at(1).is_some_and(|x| x.is(b'(')) {
                let name = t.text(self.src);
                let abs_open = abs;
                let slot = match name {
                    "abs" if !abs => Some(&mut abs),
                    "neg" if !neg => Some(&mut neg),
                    "sext" if !sext => Some(&mut sext),
                    _ => None,
                };
                if name == "neg" && abs_open && slot.is_some() {
                    return Err(Fail::new(
                        DiagKind::Operand,
                        t.start as usize,
                        "neg must be outside abs: write neg(abs(x))",
                    ));
                }
                if let Some(flag) = slot {
                    *flag = true;
                    self.pos += 2;
                    closers[n_closers] = b')';
                    n_closers += 1;
                    continue;
                }
            }
            break;
        }
        let no_pipe = closers[..n_closers].contains(&b'|');
        // lit(x): force a literal; lit64(x) too (64 bits where a 64-bit
        // operand takes them, GFX12.5; elsewhere a dword, as in llvm-mc).
        let mut lit = false;
        if self
            .peek()
            .is_some_and(|t| t.tok.is_ident() && matches!(t.text(self.src), "lit" | "lit64"))
            && self.peek_at(1).is_some_and(|n| n.is(b'('))
        {
            lit = true;
            self.pos += 2;
            closers[n_closers] = b')';
            n_closers += 1;
        }
        let val_start = self.pos;
        let val = self.parse_value(no_pipe)?;
        if lit && !matches!(val, OpVal::Imm(_)) {
            return Err(Fail::new(
                DiagKind::Operand,
                start,
                "lit() takes a number or an expression",
            ));
        }
        let minus_num =
            matches!(val, OpVal::Imm(_)) && self.toks.get(val_start).is_some_and(|t| t.is(b'-'));
        while n_closers > 0 {
            n_closers -= 1;
            let c = closers[n_closers];
            let what = if c == b'|' { "'|'" } else { "')'" };
            self.expect(c, what)?;
        }
        let double_minus = self.toks.get(first).is_some_and(|t| t.is(b'-'))
            && self.toks.get(first + 1).is_some_and(|t| t.is(b'-'));
        self.push(val, start, first, neg, abs, sext, minus_num);
        if let Some(last) = self.out.ops.last_mut() {
            last.lit = lit;
            last.double_minus = double_minus;
        }
        Ok(())
    }

    fn looks_like_register(&self, i: usize) -> bool {
        let Some(t) = self.toks.get(i) else {
            return false;
        };
        if !t.tok.is_ident() {
            return false;
        }
        let name = t.text(self.src);
        if special(name).is_some() {
            return true;
        }
        match reg_prefix(name) {
            Some((k, rest)) => {
                // (`v1.l`, `v1.h`: a 16-bit half.)
                let rest = match k {
                    RegKind::V => rest
                        .strip_suffix(".l")
                        .or_else(|| rest.strip_suffix(".h"))
                        .unwrap_or(rest),
                    _ => rest,
                };
                (rest.is_empty() && self.toks.get(i + 1).is_some_and(|n| n.is(b'[')))
                    || decimal(rest).is_some()
            }
            None => false,
        }
    }

    /// A register, a number/expression, a named modifier or a function form.
    fn parse_value(&mut self, no_pipe: bool) -> Result<OpVal, PErr> {
        let t = self.peek().ok_or_else(|| {
            Fail::new(
                DiagKind::Operand,
                self.end_pos(),
                "expected an operand".to_string(),
            )
        })?;
        if t.is(b'[') {
            return self.parse_reg_list();
        }
        if t.tok.is_ident() {
            let name = t.text(self.src);
            let next = self.peek_at(1);
            // `a16` is both a register (AGPR 16) and an image modifier: keep
            // it as a keyword; the matcher decides per instruction.
            if name == "a16" && !next.is_some_and(|n| n.is(b'[') || is_binop(&n)) {
                return self.parse_named(false);
            }
            if let Some(r) = self.try_register()? {
                return Ok(OpVal::Reg(r));
            }
            if next.is_some_and(|n| n.is(b':')) {
                return self.parse_named(true);
            }
            if next.is_some_and(|n| n.is(b'(')) && is_func_name(name) {
                return self.parse_func();
            }
            // `name(` of no known form (expression functions aside): a
            // misspelt counter or operand function, not a symbol.
            if next.is_some_and(|n| n.is(b'('))
                && crate::expr::func::parse(name).is_none()
                && !matches!(name, "abs" | "neg" | "sext" | "lit" | "lit64")
            {
                let hint = crate::suggest::hint(name, crate::suggest::FUNCTIONS.iter().copied());
                let msg = if name.ends_with("cnt") || name.ends_with("cnt_sat") {
                    // llvm-mc's wording for s_waitcnt counters.
                    format!("invalid counter name {name}{hint}")
                } else {
                    format!("unknown operand function '{name}'{hint}")
                };
                return Err(Fail::new(DiagKind::Operand, t.start as usize, msg));
            }
            if is_keyword(name) && !next.is_some_and(|n| is_binop(&n)) {
                return self.parse_named(false);
            }
        }
        // Floating-point literal, possibly negated.
        let (negf, ft) = if t.is(b'-') {
            (true, self.peek_at(1))
        } else {
            (false, Some(t))
        };
        if let Some(Token {
            tok: Tok::Float(f), ..
        }) = ft
        {
            let after = self.peek_at(if negf { 2 } else { 1 });
            if !after.is_some_and(|a| is_binop(&a) && !(no_pipe && a.is(b'|'))) {
                self.pos += if negf { 2 } else { 1 };
                return Ok(OpVal::Imm(Imm::Float(if negf { -f } else { f })));
            }
        }
        self.parse_expr_imm(no_pipe).map(OpVal::Imm)
    }

    fn parse_expr_imm(&mut self, no_pipe: bool) -> Result<Imm, PErr> {
        // Fast path: a plain number, possibly negated, not followed by an
        // operator (the common case; no expression tree is built).
        let (neg, k) = match self.peek() {
            Some(t) if t.is(b'-') => (true, self.pos + 1),
            _ => (false, self.pos),
        };
        if let Some(Token {
            tok: Tok::Int(v), ..
        }) = self.toks.get(k)
        {
            let next = self.toks.get(k + 1);
            let ends = match next {
                None => true,
                Some(n) => !is_binop(n) && !n.is(b'('),
            };
            if ends || (no_pipe && next.is_some_and(|n| n.is(b'|'))) {
                self.pos = k + 1;
                let v = *v as i64;
                return Ok(Imm::Int(if neg { v.wrapping_neg() } else { v }));
            }
        }
        if let Some((v, end)) = quick_value(self.src, self.toks, self.pos, no_pipe, self.syms) {
            self.pos = end;
            return Ok(Imm::Int(v));
        }
        let mut e = Expr::with_capacity(8);
        let mut p = Parser {
            src: self.src,
            toks: self.toks,
            pos: self.pos,
            no_pipe,
        };
        let syms = &mut *self.syms;
        p.parse(&mut e, &mut |n| syms.intern(n))?;
        self.pos = p.pos;
        match eval(&e, self.syms, None, false) {
            Ok(Eval::Abs(v)) => Ok(Imm::Int(v)),
            Ok(Eval::Deferred) => {
                self.out.exprs.push(e);
                Ok(Imm::Deferred(self.out.exprs.len() as u32 - 1))
            }
            Err(m) => Err(Fail::new(
                DiagKind::Operand,
                self.toks
                    .get(self.pos.saturating_sub(1))
                    .map(|t| t.start as usize)
                    .unwrap_or(0),
                m,
            )),
        }
    }

    fn eval_abs(&mut self, what: &str) -> Result<i64, PErr> {
        let at = self.here();
        match self.parse_expr_imm(false)? {
            Imm::Int(v) => Ok(v),
            _ => Err(Fail::new(
                DiagKind::Operand,
                at,
                format!("{what} must be an absolute expression"),
            )),
        }
    }

    /// A register index (`v_tmp+1` in `v[v_tmp+1]`) as [`Self::eval_abs`]
    /// reads it.
    fn reg_index(&mut self) -> Result<i64, PErr> {
        match self.quick_index() {
            Some((v, end)) => {
                self.pos = end;
                Ok(v)
            }
            None => self.eval_abs("a register index"),
        }
    }

    /// The common register indices in one step: numbers and symbols set to
    /// a number (or to an expression whose value is a number now), joined
    /// by up to seven `+` / `-`, followed by `]` or `:`; the value the full
    /// path gives them (left to right, wrapping). None (nothing consumed)
    /// for anything else.
    fn quick_index(&self) -> Option<(i64, usize)> {
        self.quick_index_at(self.pos)
    }

    /// [`Self::quick_index`] at token `k`.
    fn quick_index_at(&self, mut k: usize) -> Option<(i64, usize)> {
        let toks = self.toks;
        let mut v = self.index_term(toks.get(k)?)?;
        k += 1;
        for _ in 0..8 {
            let t = toks.get(k)?;
            if t.is(b']') || t.is(b':') {
                return Some((v, k));
            }
            let x = self.index_term(toks.get(k + 1)?)?;
            v = match t.tok {
                Tok::Punct(b'+') => v.wrapping_add(x),
                Tok::Punct(b'-') => v.wrapping_sub(x),
                _ => return None,
            };
            k += 2;
        }
        None
    }

    /// A term of [`Self::quick_index`]: a number, or a symbol's value.
    fn index_term(&self, t: &Token) -> Option<i64> {
        match t.tok {
            Tok::Int(x) => Some(x as i64),
            Tok::Ident => {
                let name = t.text(self.src);
                if name == "." || name.bytes().any(|c| c == b'@') {
                    return None;
                }
                let id = self.syms.lookup(name)?;
                match self.syms.defs.get(id as usize)? {
                    SymDef::Equ(x) => match x.nodes.as_slice() {
                        [Node::Int(x)] => Some(*x),
                        // A symbol set to an expression (`.set acc,
                        // .VGPR_NEXT_FREE`, MIOpen's register allocation):
                        // its value now, as the full path evaluates it
                        // (anything but a number: the full path).
                        _ => self.syms.abs_of(id),
                    },
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// `v1`, `s[2:3]`, `ttmp[4]`, `vcc`, `acc5`, ... Returns Ok(None) if the
    /// identifier is not a register name.
    fn try_register(&mut self) -> Result<Option<Reg>, PErr> {
        let t = self.peek().unwrap();
        let name = t.text(self.src);
        // Fast path: `v12`, `s3`, `a7` (the common case; no table scans).
        let nb = name.as_bytes();
        if nb.len() >= 2 && nb[1].is_ascii_digit() {
            let kind = match nb[0] {
                b'v' => Some(RegKind::V),
                b's' => Some(RegKind::S),
                b'a' => Some(RegKind::A),
                _ => None,
            };
            if let Some(kind) = kind {
                // `v12.l`, `v12.h`: a 16-bit half of a VGPR (true16).
                let (digits, half) = match &name.as_bytes()[1..] {
                    [d @ .., b'.', b'l'] if kind == RegKind::V => (d, amdgpu_isa::Half::Lo),
                    [d @ .., b'.', b'h'] if kind == RegKind::V => (d, amdgpu_isa::Half::Hi),
                    d => (d, amdgpu_isa::Half::Whole),
                };
                return match std::str::from_utf8(digits).ok().and_then(decimal) {
                    Some(n) => {
                        self.pos += 1;
                        Ok(Some(Reg {
                            kind,
                            idx: n,
                            count: 1,
                            half,
                        }))
                    }
                    None => Ok(None),
                };
            }
        }
        // `v[..]`, `s[..]`, `ttmp[..]`, `a[..]`, `acc[..]`: no table scans.
        let range_kind = match name {
            "v" => Some(RegKind::V),
            "s" => Some(RegKind::S),
            "a" | "acc" => Some(RegKind::A),
            "ttmp" => Some(RegKind::Ttmp),
            _ => None,
        };
        if range_kind.is_none() {
            if let Some((n, w)) = special(name) {
                self.pos += 1;
                return Ok(Some(Reg {
                    kind: RegKind::Named(n),
                    idx: 0,
                    count: w,
                    half: amdgpu_isa::Half::Whole,
                }));
            }
        }
        if range_kind.is_none() && name.starts_with("src_") && FOREIGN.contains(&name) {
            return Err(Fail::new(
                DiagKind::Register,
                t.start as usize,
                format!("register {name} is not available on this target"),
            ));
        }
        // (A range's file is known already: no second prefix scan.)
        let Some((kind, rest)) = range_kind.map(|k| (k, "")).or_else(|| reg_prefix(name)) else {
            return Ok(None);
        };
        if rest.is_empty() {
            if !self.peek_at(1).is_some_and(|n| n.is(b'[')) {
                return Ok(None);
            }
            self.pos += 2;
            let lo_at = self.here();
            let lo = self.reg_index()?;
            let hi = if self.at_punct(b':') {
                self.pos += 1;
                self.reg_index()?
            } else {
                lo
            };
            self.expect(b']', "']' after register range")?;
            if lo < 0 || hi < lo || hi > 1023 {
                return Err(Fail::new(
                    DiagKind::RegisterRange,
                    lo_at,
                    format!("invalid register range [{lo}:{hi}]"),
                ));
            }
            return Ok(Some(Reg {
                kind,
                idx: lo as u32,
                count: (hi - lo + 1) as u32,
                half: amdgpu_isa::Half::Whole,
            }));
        }
        match decimal(rest) {
            Some(n) => {
                self.pos += 1;
                Ok(Some(Reg {
                    kind,
                    idx: n,
                    count: 1,
                    half: amdgpu_isa::Half::Whole,
                }))
            }
            None => Ok(None),
        }
    }

    /// `[v1, v2, v3]` (consecutive) or `[vcc_lo, vcc_hi]`, `[m0]`.
    fn parse_reg_list(&mut self) -> Result<OpVal, PErr> {
        let open = self.peek().unwrap();
        self.pos += 1;
        let mut regs: Vec<Reg> = Vec::new();
        // Single VGPRs out of order: an NSA address list (whose last entry
        // may be a tuple: GFX11's `[v0, v4, v2, v9, v[20:22]]`).
        let mut scattered = false;
        let mut tuple_at: Option<usize> = None;
        loop {
            let at = self.here();
            let Some(t) = self.peek() else {
                return Err(Fail::new(DiagKind::Register, at, "expected a register"));
            };
            if !t.tok.is_ident() {
                return Err(Fail::new(DiagKind::Register, at, "expected a register"));
            }
            let r = self.try_register()?.ok_or_else(|| {
                Fail::new(DiagKind::Register, at, "expected a register".to_string())
            })?;
            if let Some(prev) = regs.last() {
                let contiguous = match (prev.kind, r.kind) {
                    // [vcc_lo, vcc_hi]
                    (RegKind::Named(a), RegKind::Named(b)) => {
                        prev.count == 1 && r.count == 1 && a.pair_hi() == Some(b)
                    }
                    _ => prev.kind == r.kind && r.count == 1 && prev.idx + prev.count == r.idx,
                };
                let single_v = |r: &Reg| r.kind == RegKind::V && r.count == 1 && r.idx < 256;
                let tuple_v = r.kind == RegKind::V && r.count > 1 && r.idx + r.count <= 256;
                if tuple_at.is_some() {
                    return Err(Fail::new(
                        DiagKind::Register,
                        at,
                        "an address tuple must end the list",
                    ));
                }
                if (!contiguous || scattered)
                    && (single_v(&r) || tuple_v)
                    && regs.iter().all(single_v)
                {
                    scattered = true;
                    if tuple_v {
                        tuple_at = Some(regs.len());
                    }
                } else if !contiguous {
                    return Err(Fail::new(
                        DiagKind::Register,
                        at,
                        "registers in a list must be of the same kind and consecutive",
                    ));
                }
            }
            regs.push(r);
            if self.at_punct(b',') {
                self.pos += 1;
                continue;
            }
            self.expect(b']', "']' to close the register list")?;
            break;
        }
        if scattered {
            if regs.len() > NSA_MAX {
                return Err(Fail::new(
                    DiagKind::Register,
                    open.start as usize,
                    format!("an address list holds at most {NSA_MAX} registers"),
                ));
            }
            // (a tuple at the end: its registers one by one)
            let n: usize = regs.iter().map(|r| r.count as usize).sum();
            if n > NSA_MAX {
                return Err(Fail::new(
                    DiagKind::Register,
                    open.start as usize,
                    format!("an address list holds at most {NSA_MAX} registers"),
                ));
            }
            let mut v = [0u8; NSA_MAX];
            let each = regs.iter().flat_map(|r| r.idx..r.idx + r.count);
            for (d, r) in v.iter_mut().zip(each) {
                *d = r as u8;
            }
            return Ok(OpVal::Nsa {
                regs: v,
                n: n as u8,
            });
        }
        let first = regs[0];
        let count: u32 = regs.iter().map(|r| r.count).sum();
        if let RegKind::Named(n) = first.kind {
            // [vcc_lo, vcc_hi] -> vcc; single [vcc] -> vcc
            if regs.len() == 1 {
                return Ok(OpVal::Reg(first));
            }
            if regs.len() == 2
                && first.count == 1
                && n.pair_hi()
                    .is_some_and(|hi| regs[1].kind == RegKind::Named(hi))
            {
                return Ok(OpVal::Reg(Reg {
                    kind: first.kind,
                    idx: 0,
                    count: 2,
                    half: amdgpu_isa::Half::Whole,
                }));
            }
            return Err(Fail::new(
                DiagKind::Register,
                open.start as usize,
                "invalid register list",
            ));
        }
        Ok(OpVal::Reg(Reg {
            kind: first.kind,
            idx: first.idx,
            count,
            half: amdgpu_isa::Half::Whole,
        }))
    }

    /// `name:value`, `name:[list]`, or a bare `name`.
    fn parse_named(&mut self, colon: bool) -> Result<OpVal, PErr> {
        let t = self.peek().unwrap();
        let name = (t.start, t.end);
        self.pos += 1;
        let vstart = self.out.vals.len() as u32;
        let mut list = false;
        if colon {
            self.pos += 1; // ':'
            if self.at_punct(b'[') {
                list = true;
                self.pos += 1;
                if !self.at_punct(b']') {
                    loop {
                        self.parse_list_val()?;
                        if self.at_punct(b',') {
                            self.pos += 1;
                            continue;
                        }
                        break;
                    }
                }
                self.expect(b']', "']' to close the list")?;
            } else if self.peek().is_some_and(|t| t.tok.is_ident())
                && self.peek_at(1).is_some_and(|n| n.is(b'('))
                && is_func_name(self.peek().unwrap().text(self.src))
            {
                // offset:swizzle(...) and similar: keep as a Func value.
                let fstart = self.out.vals.len();
                let v = self.parse_func()?;
                if let OpVal::Func { name: fname, toks } = v {
                    self.out.vals.truncate(fstart);
                    self.out
                        .vals
                        .push((ListVal::Ident(fname.0, fname.1), (toks.0, toks.1)));
                    let vend = self.out.vals.len() as u32;
                    return Ok(OpVal::Named {
                        name,
                        colon,
                        vals: (vstart, vend),
                        list: true,
                    });
                }
            } else {
                self.parse_list_val()?;
            }
        }
        let vend = self.out.vals.len() as u32;
        Ok(OpVal::Named {
            name,
            colon,
            vals: (vstart, vend),
            list,
        })
    }

    fn parse_list_val(&mut self) -> Result<(), PErr> {
        let t = self.peek().ok_or_else(|| {
            Fail::new(
                DiagKind::Operand,
                self.end_pos(),
                "expected a value".to_string(),
            )
        })?;
        let start = t.start;
        // A word that starts with a digit (`dim:2D_ARRAY`, lexed as `2D`
        // and `_ARRAY`) is a name here, not a malformed number.
        if matches!(t.tok, Tok::BadNumber | Tok::Int(_)) {
            let mut end = t.end;
            let mut k = 1;
            while let Some(n) = self
                .peek_at(k)
                .filter(|n| n.start == end && n.tok.is_ident())
            {
                end = n.end;
                k += 1;
            }
            if t.tok == Tok::BadNumber || k > 1 {
                self.pos += k;
                self.out
                    .vals
                    .push((ListVal::Ident(t.start, end), (t.start, end)));
                return Ok(());
            }
        }
        if t.tok.is_ident() && !self.peek_at(1).is_some_and(|n| is_binop(&n) || n.is(b'(')) {
            self.pos += 1;
            self.out
                .vals
                .push((ListVal::Ident(t.start, t.end), (t.start, t.end)));
            return Ok(());
        }
        let (negf, ft) = if t.is(b'-') {
            (true, self.peek_at(1))
        } else {
            (false, Some(t))
        };
        if let Some(Token {
            tok: Tok::Float(f),
            end,
            ..
        }) = ft
        {
            self.pos += if negf { 2 } else { 1 };
            self.out
                .vals
                .push((ListVal::Float(if negf { -f } else { f }), (start, end)));
            return Ok(());
        }
        let v = self.parse_expr_imm(false)?;
        let end = self.toks[self.pos - 1].end;
        let lv = match v {
            Imm::Int(i) => ListVal::Int(i),
            Imm::Float(f) => ListVal::Float(f),
            Imm::Deferred(d) => ListVal::Deferred(d),
        };
        self.out.vals.push((lv, (start, end)));
        Ok(())
    }

    /// `name(...)`: raw tokens kept for the matcher (hwreg, sendmsg, waitcnt
    /// counters, swizzle, gpr_idx).
    fn parse_func(&mut self) -> Result<OpVal, PErr> {
        let t = self.peek().unwrap();
        self.pos += 2;
        let tstart = self.out.toks.len() as u32;
        let mut depth = 1;
        while let Some(x) = self.peek() {
            self.pos += 1;
            if x.is(b'(') {
                depth += 1;
            } else if x.is(b')') {
                depth -= 1;
                if depth == 0 {
                    let tend = self.out.toks.len() as u32;
                    return Ok(OpVal::Func {
                        name: (t.start, t.end),
                        toks: (tstart, tend),
                    });
                }
            }
            self.out.toks.push(x);
        }
        Err(Fail::new(
            DiagKind::Operand,
            t.start as usize,
            format!("missing ')' after {}(", t.text(self.src)),
        ))
    }
}

fn is_binop(t: &Token) -> bool {
    matches!(
        t.tok,
        Tok::Punct(b'+' | b'-' | b'*' | b'/' | b'%' | b'&' | b'|' | b'^' | b'<' | b'>' | b'!')
    ) || matches!(t.tok, Tok::Punct(c) if c <= 8)
}

/// Function-like operand names.
pub fn is_func_name(name: &str) -> bool {
    matches!(
        name,
        "hwreg"
            | "sendmsg"
            | "vmcnt"
            | "expcnt"
            | "lgkmcnt"
            | "vmcnt_sat"
            | "expcnt_sat"
            | "lgkmcnt_sat"
            | "vscnt"
            | "swizzle"
            | "gpr_idx"
            | "depctr"
            | "instid0"
            | "instid1"
            | "instskip"
            | "delay"
            | "id_symbolic"
    ) || amdgpu_isa::names::is_depctr_name(name)
}

/// Bare keywords that are modifiers or named operands, not symbols: the
/// keywords of `flag` modifiers (data/isa/modifiers.txt) and these.
pub fn is_keyword(name: &str) -> bool {
    matches!(
        name,
        "off" | "row_mirror" | "row_half_mirror" | "bound_ctrl" | "noglc" | "noslc"
    ) || is_exp_target(name)
        || is_attr(name)
        || matches!(name, "p10" | "p20" | "p0")
        || is_flag_keyword(name)
}

/// A keyword of a `flag` modifier (data/isa/modifiers.txt: `glc`, `clamp`,
/// gfx1250's `matrix_a_reuse`, ...).
fn is_flag_keyword(name: &str) -> bool {
    amdgpu_isa::modifiers::by_keyword(name)
        .and_then(amdgpu_isa::modifiers::def)
        .is_some_and(|d| d.value == amdgpu_isa::modifiers::ModValue::Flag)
}

/// The keyword `off` written as an operand.
pub fn is_off(src: &str, op: &Operand) -> bool {
    matches!(op.val, OpVal::Named { name, colon: false, .. } if &src[name.0 as usize..name.1 as usize] == "off")
}

pub fn is_exp_target(name: &str) -> bool {
    let num = |p: &str| name.strip_prefix(p).and_then(decimal).is_some();
    matches!(
        name,
        "mrtz" | "null" | "prim" | "dual_src_blend0" | "dual_src_blend1"
    ) || num("mrt")
        || num("pos")
        || num("param")
}

pub fn is_attr(name: &str) -> bool {
    name.strip_prefix("attr")
        .and_then(|r| r.split_once('.'))
        .is_some_and(|(n, c)| decimal(n).is_some() && matches!(c, "x" | "y" | "z" | "w"))
}
