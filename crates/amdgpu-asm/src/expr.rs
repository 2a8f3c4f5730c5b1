//! Stage 3: expressions (seed 001, Expressions). A recursive-descent parser
//! with the seed's priority table builds a small tree; evaluation is over
//! 64-bit integers with symbols looked up in the symbol table.

use crate::lexer::{op2, Tok, Token};
use std::collections::HashMap;

/// A node of an expression tree. Children are indices into the same arena.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Node {
    Int(i64),
    Sym(u32),
    /// `.`: the address of the current instruction.
    Dot,
    Unary(u8, u32),
    Binary(u8, u32, u32),
}

/// An expression tree (arena of nodes; the root is the last node).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Expr {
    pub nodes: Vec<Node>,
}

impl Expr {
    pub fn root(&self) -> u32 {
        self.nodes.len() as u32 - 1
    }
}

/// What a symbol is.
#[derive(Clone, Debug, PartialEq)]
pub enum SymDef {
    /// Named but not (yet) defined.
    Undefined,
    /// A label: byte offset in its section.
    Label(u64),
    /// Assigned by `=` / `.set`.
    Equ(Expr),
}

/// The symbol table; names are interned once.
#[derive(Default)]
pub struct Symbols {
    pub map: HashMap<String, u32>,
    pub names: Vec<String>,
    pub defs: Vec<SymDef>,
    pub global: Vec<bool>,
    /// How many times each numeric local label (`1:`) was defined so far.
    pub local_counts: HashMap<u32, u32>,
}

impl Symbols {
    /// Defines the next instance of numeric local label `n` at `addr`.
    pub fn define_local(&mut self, n: u32, addr: u64) {
        let k = self.local_counts.get(&n).copied().unwrap_or(0);
        let id = self.intern(&format!(".Llocal{n}\u{2}{k}"));
        self.defs[id as usize] = SymDef::Label(addr);
        self.local_counts.insert(n, k + 1);
    }

    /// The net count of labels in `e` (a label, or `.`, counts 1, a
    /// subtracted one -1): 0 for a label difference, 1 for a PC-relative
    /// value; None where labels appear under other operators.
    pub fn label_balance(&self, e: &Expr) -> Option<i64> {
        self.balance(e, e.root(), 0)
    }

    fn balance(&self, e: &Expr, i: u32, depth: u32) -> Option<i64> {
        if depth > 200 {
            return None;
        }
        match *e.nodes.get(i as usize)? {
            Node::Int(_) => Some(0),
            Node::Dot => Some(1),
            Node::Sym(s) => match self.defs.get(s as usize) {
                Some(SymDef::Label(_)) => Some(1),
                Some(SymDef::Equ(x)) => self.balance(x, x.root(), depth + 1),
                _ => Some(0),
            },
            Node::Unary(op, a) => {
                let c = self.balance(e, a, depth + 1)?;
                match (op, c) {
                    (_, 0) => Some(0),
                    (b'-', c) => Some(-c),
                    (b'+', c) => Some(c),
                    _ => None,
                }
            }
            Node::Binary(op, a, b) => {
                let (x, y) = (
                    self.balance(e, a, depth + 1)?,
                    self.balance(e, b, depth + 1)?,
                );
                match op {
                    b'+' => Some(x + y),
                    b'-' => Some(x - y),
                    _ if x == 0 && y == 0 => Some(0),
                    _ => None,
                }
            }
        }
    }

    pub fn intern(&mut self, name: &str) -> u32 {
        if let Some(rest) = name.strip_prefix('\u{1}') {
            // A local label reference made by the expression parser.
            let fwd = rest.ends_with('f');
            let n: u32 = rest[..rest.len() - 1].parse().unwrap_or(0);
            let k = self.local_counts.get(&n).copied().unwrap_or(0);
            let inst = if fwd { k as i64 } else { k as i64 - 1 };
            return self.intern(&format!(".Llocal{n}\u{2}{inst}"));
        }
        if let Some(&id) = self.map.get(name) {
            return id;
        }
        let id = self.names.len() as u32;
        self.map.insert(name.to_string(), id);
        self.names.push(name.to_string());
        self.defs.push(SymDef::Undefined);
        self.global.push(false);
        id
    }
}

/// Result of an evaluation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Eval {
    /// An absolute value.
    Abs(i64),
    /// Depends on a label or an undefined symbol: only known after layout
    /// (or never, for undefined symbols).
    Deferred,
}

/// Evaluates `e` with the symbols known now. `dot` is the address of the
/// current instruction; `labels` says whether label values may be used
/// (after layout). Errors are messages (division by zero, recursion).
pub fn eval(e: &Expr, syms: &Symbols, dot: Option<u64>, labels: bool) -> Result<Eval, String> {
    if e.nodes.is_empty() {
        return Err("empty expression".into());
    }
    eval_node(e, e.root(), syms, dot, labels, 0)
}

fn eval_node(
    e: &Expr,
    i: u32,
    syms: &Symbols,
    dot: Option<u64>,
    labels: bool,
    depth: u32,
) -> Result<Eval, String> {
    if depth > 200 {
        return Err("expression is too deeply nested or a symbol refers to itself".into());
    }
    let node = e.nodes.get(i as usize).copied().ok_or("bad expression")?;
    Ok(match node {
        Node::Int(v) => Eval::Abs(v),
        Node::Dot => match (dot, labels) {
            (Some(d), true) => Eval::Abs(d as i64),
            _ => Eval::Deferred,
        },
        Node::Sym(s) => match syms.defs.get(s as usize) {
            Some(SymDef::Equ(x)) => eval_node(x, x.root(), syms, dot, labels, depth + 1)?,
            Some(SymDef::Label(a)) if labels => Eval::Abs(*a as i64),
            _ => Eval::Deferred,
        },
        Node::Unary(op, a) => match eval_node(e, a, syms, dot, labels, depth + 1)? {
            Eval::Abs(v) => Eval::Abs(match op {
                b'-' => v.wrapping_neg(),
                b'~' => !v,
                b'!' => (v == 0) as i64,
                _ => v,
            }),
            Eval::Deferred => Eval::Deferred,
        },
        Node::Binary(op, a, b) => {
            let l = eval_node(e, a, syms, dot, labels, depth + 1)?;
            let r = eval_node(e, b, syms, dot, labels, depth + 1)?;
            match (l, r) {
                (Eval::Abs(x), Eval::Abs(y)) => Eval::Abs(binop(op, x, y)?),
                _ => Eval::Deferred,
            }
        }
    })
}

fn binop(op: u8, x: i64, y: i64) -> Result<i64, String> {
    let t = |b: bool| if b { -1 } else { 0 };
    Ok(match op {
        b'*' => x.wrapping_mul(y),
        b'/' => {
            if y == 0 {
                return Err("division by zero".into());
            }
            x.wrapping_div(y)
        }
        b'%' => {
            if y == 0 {
                return Err("division by zero".into());
            }
            x.wrapping_rem(y)
        }
        b'+' => x.wrapping_add(y),
        b'-' => x.wrapping_sub(y),
        op2::SHL => {
            if !(0..64).contains(&y) {
                0
            } else {
                x << y
            }
        }
        op2::SHR => {
            if !(0..64).contains(&y) {
                0
            } else {
                ((x as u64) >> y) as i64
            }
        }
        op2::EQ => t(x == y),
        op2::NE => t(x != y),
        b'<' => t(x < y),
        op2::LE => t(x <= y),
        b'>' => t(x > y),
        op2::GE => t(x >= y),
        b'|' => x | y,
        b'^' => x ^ y,
        b'&' => x & y,
        b'!' => x | !y,
        op2::LAND => (x != 0 && y != 0) as i64,
        op2::LOR => (x != 0 || y != 0) as i64,
        _ => return Err("unknown operator".into()),
    })
}

/// Binary operator priorities. Seed 001 gives a table, but llvm-mc 22 (the
/// reference wherever the seeds' README does not say otherwise) uses the
/// GNU as order, and so do we: `*` `/` `%` `<<` `>>` bind tightest, then
/// `|` `^` `&` `!`, then `+` `-`, then comparisons, then `&&`, then `||`.
fn priority(t: &Token, no_pipe: bool) -> Option<(u8, u8)> {
    let Tok::Punct(c) = t.tok else { return None };
    let p = match c {
        b'*' | b'/' | b'%' | op2::SHL | op2::SHR => 6,
        b'|' if no_pipe => return None,
        b'|' | b'^' | b'&' | b'!' => 5,
        b'+' | b'-' => 4,
        op2::EQ | op2::NE | b'<' | op2::LE | b'>' | op2::GE => 3,
        op2::LAND => 2,
        op2::LOR => 1,
        _ => return None,
    };
    Some((p, c))
}

/// Parses an expression from `toks[*pos..]`, appending nodes to `out`.
/// `no_pipe`: `|` ends the expression (inside `|x|`).
pub struct Parser<'a> {
    pub src: &'a str,
    pub toks: &'a [Token],
    pub pos: usize,
    pub no_pipe: bool,
}

impl<'a> Parser<'a> {
    fn peek(&self) -> Option<&Token> {
        self.toks.get(self.pos)
    }

    /// Parses a whole expression; `intern` names symbols.
    pub fn parse(
        &mut self,
        out: &mut Expr,
        intern: &mut dyn FnMut(&str) -> u32,
    ) -> Result<u32, (usize, String)> {
        self.parse_bin(0, out, intern, 0)
    }

    fn parse_bin(
        &mut self,
        min: u8,
        out: &mut Expr,
        intern: &mut dyn FnMut(&str) -> u32,
        depth: u32,
    ) -> Result<u32, (usize, String)> {
        let mut lhs = self.parse_primary(out, intern, depth)?;
        while let Some(t) = self.peek() {
            let Some((p, op)) = priority(t, self.no_pipe) else {
                break;
            };
            if p < min {
                break;
            }
            self.pos += 1;
            let rhs = self.parse_bin(p + 1, out, intern, depth + 1)?;
            out.nodes.push(Node::Binary(op, lhs, rhs));
            lhs = out.nodes.len() as u32 - 1;
        }
        Ok(lhs)
    }

    fn parse_primary(
        &mut self,
        out: &mut Expr,
        intern: &mut dyn FnMut(&str) -> u32,
        depth: u32,
    ) -> Result<u32, (usize, String)> {
        if depth > 100 {
            let at = self
                .peek()
                .map(|t| t.start as usize)
                .unwrap_or(self.src.len());
            return Err((at, "expression is too deeply nested".into()));
        }
        let Some(t) = self.peek().copied() else {
            let at = self.toks.last().map(|t| t.end as usize).unwrap_or(0);
            return Err((at, "expected an expression".into()));
        };
        self.pos += 1;
        let node = match t.tok {
            Tok::Int(v) => Node::Int(v as i64),
            Tok::LocalRef(n, fwd) => {
                Node::Sym(intern(&format!("\u{1}{n}{}", if fwd { 'f' } else { 'b' })))
            }
            Tok::Ident => {
                let name = t.text(self.src);
                if name == "." {
                    Node::Dot
                } else if name.contains('@') {
                    return Err((
                        t.start as usize,
                        format!("invalid symbol variant in '{name}'"),
                    ));
                } else {
                    Node::Sym(intern(name))
                }
            }
            Tok::Punct(b'(') => {
                let saved = std::mem::replace(&mut self.no_pipe, false);
                let inner = self.parse_bin(0, out, intern, depth + 1);
                self.no_pipe = saved;
                let inner = inner?;
                match self.peek() {
                    Some(c) if c.is(b')') => {
                        self.pos += 1;
                        return Ok(inner);
                    }
                    Some(c) => return Err((c.start as usize, "expected ')' in expression".into())),
                    None => return Err((t.start as usize, "missing ')' in expression".into())),
                }
            }
            Tok::Punct(c @ (b'-' | b'+' | b'~' | b'!')) => {
                let a = self.parse_primary(out, intern, depth + 1)?;
                Node::Unary(c, a)
            }
            Tok::Float(_) => {
                return Err((
                    t.start as usize,
                    "floating-point numbers are not allowed in expressions".into(),
                ))
            }
            Tok::BadNumber => return Err((t.start as usize, "invalid number".into())),
            _ => return Err((t.start as usize, "unknown token in expression".into())),
        };
        out.nodes.push(node);
        Ok(out.nodes.len() as u32 - 1)
    }
}

/// Evaluates `toks` (all of them) as an absolute expression, looking up but
/// never creating symbols. Used for the arguments of `hwreg(...)`,
/// `sendmsg(...)`, `swizzle(...)` and the waitcnt counters.
pub fn const_expr(src: &str, toks: &[Token], syms: &Symbols) -> Result<i64, (usize, String)> {
    let at = toks.first().map(|t| t.start as usize).unwrap_or(0);
    if toks.is_empty() {
        return Err((at, "expected an integer expression".into()));
    }
    let mut e = Expr::default();
    let mut p = Parser {
        src,
        toks,
        pos: 0,
        no_pipe: false,
    };
    p.parse(&mut e, &mut |n| {
        syms.map.get(n).copied().unwrap_or(u32::MAX)
    })?;
    if p.pos != toks.len() {
        return Err((
            toks[p.pos].start as usize,
            "unexpected token in expression".into(),
        ));
    }
    match eval(&e, syms, None, false) {
        Ok(Eval::Abs(v)) => Ok(v),
        Ok(Eval::Deferred) => Err((at, "expected an absolute expression".into())),
        Err(m) => Err((at, m)),
    }
}
