//! Stage 3: expressions (seed 001, Expressions). A recursive-descent parser
//! with the seed's priority table builds a small tree; evaluation is over
//! 64-bit integers with symbols looked up in the symbol table.

use crate::lexer::{op2, Tok, Token};
use crate::{DiagKind, Fail};
use std::collections::HashMap;

/// A node of an expression tree. Children are indices into the same arena.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Node {
    Int(i64),
    Sym(u32),
    /// `sym@rel32@lo` and the other relocation variants ([`variant`]).
    SymV(u32, u8),
    /// `.`: the address of the current instruction.
    Dot,
    Unary(u8, u32),
    Binary(u8, u32, u32),
    /// A function of the AMDGPU expression language (`max(a, b, ...)`):
    /// its [`func`] id, the first of its argument roots in `Expr::args`
    /// and how many.
    Func(u8, u32, u8),
}

/// The functions llvm-mc 22 knows in AMDGPU expressions.
pub mod func {
    pub const MAX: u8 = 0;
    pub const OR: u8 = 1;
    pub const EXTRASGPRS: u8 = 2;
    pub const TOTALNUMVGPRS: u8 = 3;
    pub const ALIGNTO: u8 = 4;
    pub const OCCUPANCY: u8 = 5;
    pub const INSTPREFSIZE: u8 = 6;

    pub fn parse(name: &str) -> Option<u8> {
        Some(match name {
            "max" => MAX,
            "or" => OR,
            "extrasgprs" => EXTRASGPRS,
            "totalnumvgprs" => TOTALNUMVGPRS,
            "alignto" => ALIGNTO,
            "occupancy" => OCCUPANCY,
            "instprefsize" => INSTPREFSIZE,
            _ => return None,
        })
    }

    /// The function's name.
    pub fn name(f: u8) -> &'static str {
        [
            "max",
            "or",
            "extrasgprs",
            "totalnumvgprs",
            "alignto",
            "occupancy",
            "instprefsize",
        ]
        .get(f as usize)
        .copied()
        .unwrap_or("?")
    }
}

/// An expression tree (arena of nodes; the root is the last node).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Expr {
    pub nodes: Vec<Node>,
    /// The argument roots of `Func` nodes.
    pub args: Vec<u32>,
}

impl Expr {
    /// An empty expression with room for `n` nodes.
    pub fn with_capacity(n: usize) -> Expr {
        Expr {
            nodes: Vec::with_capacity(n),
            args: Vec::new(),
        }
    }

    /// An expression of one node.
    pub fn leaf(n: Node) -> Expr {
        Expr {
            nodes: vec![n],
            args: Vec::new(),
        }
    }

    pub fn root(&self) -> u32 {
        self.nodes.len() as u32 - 1
    }

    /// Makes every reference to symbol `from` name `to` instead.
    pub fn rename_sym(&mut self, from: u32, to: u32) {
        for n in self.nodes.iter_mut() {
            match n {
                Node::Sym(s) | Node::SymV(s, _) if *s == from => *s = to,
                _ => {}
            }
        }
    }
}

/// What a symbol is.
#[derive(Clone, Debug, PartialEq)]
pub enum SymDef {
    /// Named but not (yet) defined.
    Undefined,
    /// A label: section index and byte offset in it.
    Label(u32, u64),
    /// Assigned by `=` / `.set`.
    Equ(Expr),
}

/// A value after layout: `abs` plus at most one label (`labels` 1: the
/// value is an address in section `sec`, of label `lab`, whose offset is
/// included in `abs`) or one symbol the linker resolves (`sym`, with a
/// relocation `variant`). `labels` is the net count of labels (a label or
/// `.` counts 1, a subtracted one -1): 0 for an absolute value or a
/// difference of labels of one section; [`Value::NONLINEAR`] where labels
/// appear under other operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Value {
    pub abs: i64,
    pub labels: i32,
    /// Section of the label (when `labels` is 1).
    pub sec: u32,
    /// The label symbol (when `labels` is 1 and it is a named label).
    pub lab: Option<u32>,
    /// A symbol left for the linker (undefined, or named with a variant).
    pub sym: Option<u32>,
    /// The relocation variant of `sym` ([`variant`]; 0 for none).
    pub variant: u8,
    /// The section of a label subtracted from a label of another section
    /// (`k - k.kd`, `k - .`), [`Value::NO_SEC`] if none: a value relative
    /// to a place in that section, which only a fixup there can take (as
    /// a PC-relative relocation). Made only by [`eval_fixup`].
    pub neg: u32,
}

/// Relocation variants written after a symbol (`sym@rel32@lo`).
pub mod variant {
    pub const NONE: u8 = 0;
    pub const REL32_LO: u8 = 1;
    pub const REL32_HI: u8 = 2;
    pub const REL64: u8 = 3;
    pub const ABS32_LO: u8 = 4;
    pub const ABS32_HI: u8 = 5;
    pub const ABS64: u8 = 6;
    pub const GOTPCREL: u8 = 7;
    pub const GOTPCREL32_LO: u8 = 8;
    pub const GOTPCREL32_HI: u8 = 9;
    pub const REL32: u8 = 10;
    pub const ABS32: u8 = 11;

    /// The variant written after `@` (`rel32@lo`).
    pub fn parse(s: &str) -> Option<u8> {
        Some(match s {
            "rel32@lo" => REL32_LO,
            "rel32@hi" => REL32_HI,
            "rel64" => REL64,
            "abs32@lo" => ABS32_LO,
            "abs32@hi" => ABS32_HI,
            "abs64" => ABS64,
            "gotpcrel" => GOTPCREL,
            "gotpcrel32@lo" => GOTPCREL32_LO,
            "gotpcrel32@hi" => GOTPCREL32_HI,
            "rel32" => REL32,
            "abs32" => ABS32,
            _ => return None,
        })
    }

    /// The variant's spelling after `@`.
    pub fn name(v: u8) -> &'static str {
        [
            "",
            "rel32@lo",
            "rel32@hi",
            "rel64",
            "abs32@lo",
            "abs32@hi",
            "abs64",
            "gotpcrel",
            "gotpcrel32@lo",
            "gotpcrel32@hi",
            "rel32",
            "abs32",
        ]
        .get(v as usize)
        .copied()
        .unwrap_or("")
    }
}

impl Value {
    pub const NONLINEAR: i32 = i32::MIN;
    pub const NO_SEC: u32 = u32::MAX;
    fn int(v: i64) -> Value {
        Value {
            abs: v,
            labels: 0,
            sec: Value::NO_SEC,
            lab: None,
            sym: None,
            variant: 0,
            neg: Value::NO_SEC,
        }
    }

    /// Plain: absolute, no label, symbol or relative part.
    fn plain(&self) -> bool {
        self.labels == 0 && self.sym.is_none() && self.neg == Value::NO_SEC
    }
}

/// A node's or a symbol's value during evaluation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Nv {
    Val(Value),
    /// Depends on something not known yet.
    Deferred,
    Err(&'static str),
}

#[derive(Clone, Copy, Default)]
struct MemoSlot {
    /// The symbol table's generation when the value was computed.
    gen: u32,
    /// 0: empty, 1: being computed, 2: done.
    state: u8,
    val: Option<Nv>,
}

/// Symbol values already computed, per mode (during the pass / after
/// layout), valid while the generation stands: every symbol is evaluated
/// once however often it is shared, so evaluation is linear in the size of
/// the definitions.
#[derive(Default)]
struct Memo {
    slots: [Vec<MemoSlot>; 2],
    stack: Vec<(u32, u32)>,
    scratch: Vec<Nv>,
    /// Work done (symbols and nodes evaluated), for tests that count it.
    work: u64,
}

/// The symbol table: each name is stored once (in one string), found
/// through an open-addressing hash table of ids.
#[derive(Default)]
pub struct Symbols {
    blob: String,
    ends: Vec<u32>,
    /// Open addressing: `id + 1` in the low half (0: empty), the high
    /// half of the name's hash above it, so that probing compares names
    /// only when their hashes agree.
    table: Vec<u64>,
    pub defs: Vec<SymDef>,
    /// How many times each numeric local label (`1:`) was defined so far.
    local_counts: HashMap<u32, u32>,
    /// The next temporary label number (llvm-mc's `.LtmpN`, made for each
    /// instance of a numeric local label and each `.` in an expression),
    /// and the number of each local label instance met so far.
    pub tmp_next: u32,
    tmp_of: HashMap<u32, u32>,
    /// Bumped when a symbol that an evaluation looked at is (re)defined.
    gen: u32,
    /// The section of `.` in the current evaluation.
    pub dot_sec: u32,
    /// Target facts the expression functions use: the major version, the
    /// gfx90a register file (AGPRs after VGPRs), architected flat scratch.
    pub target_major: u32,
    pub target_gfx90a: bool,
    pub target_architected_flat_scratch: bool,
    memo: std::cell::RefCell<Memo>,
    /// How many name lookups were made (a statement that made none does
    /// not depend on the symbols defined before it).
    lookups: std::cell::Cell<u32>,
    /// How many name lookups found no symbol (a statement that made one
    /// may read otherwise once the name is defined).
    misses: std::cell::Cell<u32>,
    /// While a statement is traced ([`Symbols::trace`]): the symbols that
    /// lookups found.
    traced: std::cell::RefCell<Vec<u32>>,
    tracing: std::cell::Cell<bool>,
    definitions: u64,
}

/// Which texts were met before, roughly: what a text met once (a line
/// with a name made by `\@`) is not worth keeping for, what recurs is.
/// A text counts as met again when it is still in one of the two slots
/// of its pair. A text met when both are taken replaces one of them
/// chosen at random: with one slot per text, or with the older of two
/// replaced, the texts of a body met in turn that share a pair push each
/// other out the same way each time round, and are never counted as met
/// again (a third of a real kernel's lines were). The slots start few
/// and double (keeping what they hold) as texts come, up to
/// [`Recurring::SLOTS`]: a small source touches a page of them, not
/// sixteen (each first touch of a page costs about as much as assembling
/// a line).
pub(crate) struct Recurring {
    slots: Vec<u64>,
    /// Texts met since the slots last doubled.
    met: u32,
    /// The state of the choice of the slot replaced (xorshift).
    choice: u64,
}

impl Recurring {
    const SLOTS: usize = 1 << 12;
    const FIRST: usize = 1 << 8;

    pub(crate) fn new() -> Self {
        Recurring {
            slots: Vec::new(),
            met: 0,
            choice: 0x9e37_79b9_7f4a_7c15,
        }
    }

    /// Whether `text` was met before (and notes that it is met now).
    pub(crate) fn again(&mut self, text: &[u8]) -> bool {
        self.again_hashed(hash(text))
    }

    /// [`Recurring::again`] for a text whose [`hash`] is `h`.
    pub(crate) fn again_hashed(&mut self, h: u64) -> bool {
        let n = self.slots.len();
        if n == 0 {
            self.slots = vec![0; Self::FIRST];
        } else if n < Self::SLOTS && self.met as usize >= 4 * n {
            // Twice the slots, each text in the pair its hash now names.
            let old = std::mem::replace(&mut self.slots, vec![0; 2 * n]);
            for x in old.into_iter().filter(|&x| x != 0) {
                self.note(x);
            }
            self.met = 0;
        }
        self.met += 1;
        self.note(h | 1)
    }

    /// Notes `h` (odd: 0 is an empty slot) in its pair of slots; whether
    /// it was there already.
    fn note(&mut self, h: u64) -> bool {
        let i = (h as usize) & (self.slots.len() - 1) & !1;
        let Some(pair) = self.slots.get_mut(i..i + 2) else {
            return false;
        };
        if pair.contains(&h) {
            return true;
        }
        let k = match pair.iter().position(|&x| x == 0) {
            Some(k) => k,
            None => {
                let c = &mut self.choice;
                *c ^= *c << 13;
                *c ^= *c >> 7;
                *c ^= *c << 17;
                (*c >> 63) as usize
            }
        };
        pair[k] = h;
        false
    }
}

/// The symbol count at which the per-symbol vectors get room for
/// [`ROOMY`] more.
const ROOMY_AT: u32 = 1024;
const ROOMY: u32 = 1 << 16;

pub(crate) fn hash(s: &[u8]) -> u64 {
    const K: u64 = 0x517c_c1b7_2722_0a95;
    let n = s.len();
    let mut h: u64 = n as u64;
    // Whole words, then the last bytes as one word read so that it overlaps
    // what came before (the length is in `h`, so overlaps cannot collide
    // by themselves); no copy into a padded buffer.
    let word = |i: usize| u64::from_le_bytes(s[i..i + 8].try_into().unwrap_or([0; 8]));
    let half = |i: usize| u32::from_le_bytes(s[i..i + 4].try_into().unwrap_or([0; 4])) as u64;
    if n >= 8 {
        let mut i = 0;
        while i + 8 <= n {
            h = (h.rotate_left(5) ^ word(i)).wrapping_mul(K);
            i += 8;
        }
        if i < n {
            h = (h.rotate_left(5) ^ word(n - 8)).wrapping_mul(K);
        }
    } else if n >= 4 {
        h = (h.rotate_left(5) ^ (half(0) | half(n - 4) << 32)).wrapping_mul(K);
    } else if n > 0 {
        let w = s[0] as u64 | (s[n / 2] as u64) << 8 | (s[n - 1] as u64) << 16;
        h = (h.rotate_left(5) ^ w).wrapping_mul(K);
    }
    // Final mix (so that the low bits the table uses depend on every
    // byte: names like l1, l2, ... l999999 otherwise cluster).
    h ^= h >> 33;
    h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
    h ^ (h >> 33)
}

/// Whether two names are the same: a name is short, compared in one or
/// two words that may overlap (no call to `memcmp`, which costs more than
/// the comparison; the hashes agreed already, so they almost always are).
#[inline]
fn same_name(a: &[u8], b: &[u8]) -> bool {
    let n = a.len();
    if n != b.len() {
        return false;
    }
    let word = |s: &[u8], i: usize| u64::from_le_bytes(s[i..i + 8].try_into().unwrap_or([0; 8]));
    let half = |s: &[u8], i: usize| u32::from_le_bytes(s[i..i + 4].try_into().unwrap_or([0; 4]));
    match n {
        8..=16 => word(a, 0) == word(b, 0) && word(a, n - 8) == word(b, n - 8),
        4..=7 => half(a, 0) == half(b, 0) && half(a, n - 4) == half(b, n - 4),
        _ => a == b,
    }
}

/// [`hash`] for the hash maps keyed by names (macros, mnemonics): short
/// keys, no need for SipHash.
#[derive(Default, Clone, Copy)]
pub(crate) struct NameHash;

pub(crate) struct NameHasher(u64);

impl std::hash::BuildHasher for NameHash {
    type Hasher = NameHasher;
    fn build_hasher(&self) -> NameHasher {
        NameHasher(0)
    }
}

impl std::hash::Hasher for NameHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        self.0 = self.0.rotate_left(7) ^ hash(bytes);
    }
    fn write_u8(&mut self, b: u8) {
        // The end mark of a `str` key.
        self.0 = self.0.rotate_left(7) ^ b as u64;
    }
}

impl Symbols {
    /// The number of symbols.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// How many lookups by name were made so far.
    pub fn lookups(&self) -> u32 {
        self.lookups.get()
    }

    /// The name of symbol `id`.
    pub fn name(&self, id: u32) -> &str {
        self.blob.get(self.name_span(id)).unwrap_or("")
    }

    /// The bytes of symbol `id`'s name.
    fn name_bytes(&self, id: u32) -> &[u8] {
        self.blob.as_bytes().get(self.name_span(id)).unwrap_or(&[])
    }

    /// Where symbol `id`'s name is in `blob` (empty for an unknown id).
    fn name_span(&self, id: u32) -> std::ops::Range<usize> {
        let i = id as usize;
        let end = self.ends.get(i).copied().unwrap_or(0) as usize;
        let start = match i.checked_sub(1) {
            Some(p) => self.ends.get(p).copied().unwrap_or(0) as usize,
            None => 0,
        };
        start..end
    }

    /// The number symbol `id` is set to (None: anything else).
    fn int_value(&self, id: u32) -> Option<i64> {
        match self.defs.get(id as usize)? {
            SymDef::Equ(x) => match x.nodes.as_slice() {
                [Node::Int(v)] => Some(*v),
                _ => None,
            },
            _ => None,
        }
    }

    /// The value of an expression written down by [`quick_compile`], from
    /// the values the symbols have now (looked at as a lookup by name
    /// would: counted and traced). None where [`quick_value`] would give
    /// none for its text now: a symbol no longer set to a number, a
    /// division by zero.
    pub fn run(&self, ops: &[Op]) -> Option<i64> {
        // The stack holds at most as many values as there are steps, and
        // 64 at most: a short one in place (no 64 slots cleared per run).
        let mut short = [0i64; 16];
        let mut long;
        let st: &mut [i64] = if ops.len() <= short.len() {
            &mut short
        } else {
            long = vec![0i64; ops.len().min(64)];
            &mut long
        };
        let mut n = 0usize;
        for &op in ops {
            match op {
                Op::Int(v) => {
                    *st.get_mut(n)? = v;
                    n += 1;
                }
                Op::Sym(id) => {
                    self.lookups.set(self.lookups.get().wrapping_add(1));
                    if self.tracing.get() {
                        self.traced.borrow_mut().push(id);
                    }
                    *st.get_mut(n)? = self.int_value(id)?;
                    n += 1;
                }
                Op::Unary(c) => {
                    let x = st.get_mut(n.checked_sub(1)?)?;
                    *x = unop(c, *x);
                }
                Op::Binary(c) => {
                    n = n.checked_sub(1)?;
                    let y = *st.get(n)?;
                    let x = st.get_mut(n.checked_sub(1)?)?;
                    *x = binop(c, *x, y).ok()?;
                }
            }
        }
        (n == 1).then(|| st.first().copied()).flatten()
    }

    /// The id of `name`, if it was ever named.
    pub fn lookup(&self, name: &str) -> Option<u32> {
        self.lookups.set(self.lookups.get().wrapping_add(1));
        if self.table.is_empty() {
            self.misses.set(self.misses.get().wrapping_add(1));
            return None;
        }
        let mask = self.table.len() - 1;
        let h = hash(name.as_bytes());
        let tag = h >> 32;
        let mut i = h as usize & mask;
        loop {
            let v = self.table[i];
            if v == 0 {
                self.misses.set(self.misses.get().wrapping_add(1));
                return None;
            }
            let id = (v as u32).wrapping_sub(1);
            if v >> 32 == tag && same_name(self.name_bytes(id), name.as_bytes()) {
                if self.tracing.get() {
                    self.traced.borrow_mut().push(id);
                }
                return Some(id);
            }
            i = (i + 1) & mask;
        }
    }

    fn insert_new(&mut self, name: &str) -> u32 {
        if (self.ends.len() + 1) * 2 > self.table.len() {
            let cap = (self.table.len() * 2).max(64);
            let mut t = vec![0u64; cap];
            for id in 0..self.ends.len() as u32 {
                let h = hash(self.name(id).as_bytes());
                let mut i = h as usize & (cap - 1);
                while t[i] != 0 {
                    i = (i + 1) & (cap - 1);
                }
                t[i] = (h >> 32) << 32 | (id as u64 + 1);
            }
            self.table = t;
        }
        let id = self.ends.len() as u32;
        if id == ROOMY_AT {
            // Many symbols (`\@` names): room for many more at once.
            // Pages are taken as they are written, and growing by
            // doubling would copy the vectors (and touch twice the
            // pages) again and again.
            let more = ROOMY as usize;
            self.blob.reserve(more * 16);
            self.ends.reserve(more);
            self.defs.reserve(more);
            let memo = self.memo.get_mut();
            for m in memo.slots.iter_mut() {
                m.reserve(more);
            }
        }
        self.blob.push_str(name);
        self.ends.push(self.blob.len() as u32);
        let mask = self.table.len() - 1;
        let h = hash(name.as_bytes());
        let mut i = h as usize & mask;
        while self.table[i] != 0 {
            i = (i + 1) & mask;
        }
        self.table[i] = (h >> 32) << 32 | (id as u64 + 1);
        self.defs.push(SymDef::Undefined);
        id
    }

    /// Defines (or redefines) symbol `id`. Values computed from it before
    /// are forgotten.
    pub fn define(&mut self, id: u32, def: SymDef) {
        self.forget(id);
        self.definitions = self.definitions.wrapping_add(1);
        if let Some(d) = self.defs.get_mut(id as usize) {
            *d = def;
        }
    }

    /// How many definitions were made so far.
    pub fn definitions(&self) -> u64 {
        self.definitions
    }

    /// The value of symbol `id` where it is assigned an expression that
    /// is absolute now (no label, no undefined symbol, no `.`).
    pub fn abs_of(&self, id: u32) -> Option<i64> {
        let SymDef::Equ(e) = self.defs.get(id as usize)? else {
            return None;
        };
        // A number (most symbols), or a value computed since the last
        // redefinition that could change it: no evaluation.
        if let ([Node::Int(v)], true) = (e.nodes.as_slice(), e.args.is_empty()) {
            return Some(*v);
        }
        if let Ok(memo) = self.memo.try_borrow() {
            if let Some(m) = memo.slots[0].get(id as usize) {
                if m.gen == self.gen && m.state == 2 {
                    return match m.val {
                        Some(Nv::Val(v)) if v.sym.is_none() => Some(v.abs),
                        _ => None,
                    };
                }
            }
        }
        match eval(e, self, None, false) {
            Ok(Eval::Abs(v)) => Some(v),
            _ => None,
        }
    }

    /// Changes when a symbol that an evaluation looked at is defined
    /// again.
    pub fn generation(&self) -> u32 {
        self.gen
    }

    /// How many name lookups found nothing so far.
    pub fn misses(&self) -> u32 {
        self.misses.get()
    }

    /// Starts (`on`) or stops recording the symbols that lookups find;
    /// stopping returns them (in `out`, cleared first).
    pub fn trace(&self, on: bool, out: &mut Vec<u32>) {
        self.tracing.set(on);
        let mut t = self.traced.borrow_mut();
        out.clear();
        if !on {
            out.extend_from_slice(&t);
            out.sort_unstable();
            out.dedup();
        }
        t.clear();
    }

    /// Forgets the values computed from symbol `id` (it is redefined).
    fn forget(&mut self, id: u32) {
        let memo = self.memo.get_mut();
        let seen = memo.slots.iter().any(|s| {
            s.get(id as usize)
                .is_some_and(|m| m.gen == self.gen && m.state != 0)
        });
        if seen {
            self.gen = self.gen.wrapping_add(1);
        }
    }

    /// Defines (or redefines) symbol `id` as the number `v`, in the room
    /// of its former value where it had one (a counter set again and
    /// again allocates once).
    pub fn define_int(&mut self, id: u32, v: i64) {
        if let Some(SymDef::Equ(e)) = self.defs.get(id as usize) {
            if let [Node::Int(old)] = e.nodes.as_slice() {
                if *old == v && e.args.is_empty() {
                    // The same number again: nothing changes (what was
                    // computed from it stands).
                    return;
                }
            }
        }
        self.forget(id);
        self.definitions = self.definitions.wrapping_add(1);
        match self.defs.get_mut(id as usize) {
            Some(SymDef::Equ(e)) => {
                // Rewritten in place.
                e.nodes.clear();
                e.args.clear();
                e.nodes.push(Node::Int(v));
            }
            Some(d) => *d = SymDef::Equ(Expr::leaf(Node::Int(v))),
            None => {}
        }
    }

    /// Defines the next instance of numeric local label `n` at `addr` of
    /// section `sec`.
    /// Its temporary label number is returned.
    pub fn define_local(&mut self, n: u32, sec: u32, addr: u64) -> u32 {
        let k = self.local_counts.get(&n).copied().unwrap_or(0);
        let id = self.intern(&format!(".Llocal{n}\u{2}{k}"));
        self.define(id, SymDef::Label(sec, addr));
        self.local_counts.insert(n, k + 1);
        self.note_tmp(id)
    }

    /// The temporary label number of local label instance `id`, given at
    /// its first meeting (a forward reference or its definition).
    fn note_tmp(&mut self, id: u32) -> u32 {
        let next = self.tmp_next;
        let n = *self.tmp_of.entry(id).or_insert(next);
        if n == next {
            self.tmp_next += 1;
        }
        n
    }

    /// The next `n` temporary label numbers (for the `.`s of an
    /// expression), taken.
    pub fn take_tmps(&mut self, n: u32) -> std::ops::Range<u32> {
        let first = self.tmp_next;
        self.tmp_next += n;
        first..self.tmp_next
    }

    /// llvm-mc's temporary label number of symbol `id`, if it is one.
    pub fn tmp_of(&self, id: u32) -> Option<u32> {
        self.tmp_of.get(&id).copied()
    }

    pub fn intern(&mut self, name: &str) -> u32 {
        if let Some(rest) = name.strip_prefix('\u{1}') {
            // A local label reference made by the expression parser.
            let fwd = rest.ends_with('f');
            let n: u32 = rest[..rest.len() - 1].parse().unwrap_or(0);
            let k = self.local_counts.get(&n).copied().unwrap_or(0);
            let inst = if fwd { k as i64 } else { k as i64 - 1 };
            let id = self.intern(&format!(".Llocal{n}\u{2}{inst}"));
            self.note_tmp(id);
            return id;
        }
        match self.lookup(name) {
            Some(id) => id,
            None => self.insert_new(name),
        }
    }

    /// Work done by evaluations so far (symbols and nodes visited).
    pub fn eval_work(&self) -> u64 {
        self.memo.borrow().work
    }

    /// The value of a symbol that is not assigned (`labels`: after layout).
    fn leaf(&self, s: u32, labels: bool) -> Nv {
        match self.defs.get(s as usize) {
            Some(SymDef::Label(sec, a)) if labels => Nv::Val(Value {
                abs: *a as i64,
                labels: 1,
                sec: *sec,
                lab: Some(s),
                ..Value::int(0)
            }),
            Some(SymDef::Undefined) if labels => Nv::Val(Value {
                sym: Some(s),
                ..Value::int(0)
            }),
            _ => Nv::Deferred,
        }
    }

    /// Computes (iteratively, each symbol once) the values of every
    /// assigned symbol that `e` refers to.
    fn ensure_refs(&self, e: &Expr, labels: bool, memo: &mut Memo) {
        let mode = labels as usize;
        if memo.slots[mode].len() < self.defs.len() {
            memo.slots[mode].resize(self.defs.len(), MemoSlot::default());
        }
        for n in &e.nodes {
            if let Node::Sym(s) = *n {
                self.ensure(s, labels, memo);
            }
        }
    }

    fn fresh(&self, memo: &Memo, mode: usize, s: u32) -> bool {
        memo.slots[mode]
            .get(s as usize)
            .is_some_and(|m| m.gen == self.gen && m.state != 0)
    }

    fn ensure(&self, s: u32, labels: bool, memo: &mut Memo) {
        let mode = labels as usize;
        if (s as usize) >= self.defs.len() || self.fresh(memo, mode, s) {
            return;
        }
        let gen = self.gen;
        // A symbol set to a number (the common case): no walk.
        if let SymDef::Equ(x) = &self.defs[s as usize] {
            if let [Node::Int(v)] = x.nodes.as_slice() {
                memo.work += 1;
                memo.slots[mode][s as usize] = MemoSlot {
                    gen,
                    state: 2,
                    val: Some(Nv::Val(Value::int(*v))),
                };
                return;
            }
        }
        let mut stack = std::mem::take(&mut memo.stack);
        stack.clear();
        memo.slots[mode][s as usize] = MemoSlot {
            gen,
            state: 1,
            val: None,
        };
        stack.push((s, 0));
        while let Some(&mut (t, ref mut cur)) = stack.last_mut() {
            memo.work += 1;
            let x = match &self.defs[t as usize] {
                SymDef::Equ(x) => x,
                _ => {
                    let v = self.leaf(t, labels);
                    memo.slots[mode][t as usize] = MemoSlot {
                        gen,
                        state: 2,
                        val: Some(v),
                    };
                    stack.pop();
                    continue;
                }
            };
            let mut next = None;
            while (*cur as usize) < x.nodes.len() {
                let i = *cur as usize;
                *cur += 1;
                if let Node::Sym(r) = x.nodes[i] {
                    let ok = (r as usize) < self.defs.len();
                    if ok && !self.fresh(memo, mode, r) {
                        next = Some(r);
                        break;
                    }
                }
            }
            match next {
                Some(r) => {
                    memo.slots[mode][r as usize] = MemoSlot {
                        gen,
                        state: 1,
                        val: None,
                    };
                    stack.push((r, 0));
                }
                None => {
                    let v = self.pass(x, None, labels, false, memo);
                    memo.slots[mode][t as usize] = MemoSlot {
                        gen,
                        state: 2,
                        val: Some(v),
                    };
                    stack.pop();
                }
            }
        }
        memo.stack = stack;
    }

    /// One forward pass over `e`'s nodes (children come before their
    /// parents), with every referenced symbol already computed.
    fn pass(&self, e: &Expr, dot: Option<u64>, labels: bool, rel: bool, memo: &mut Memo) -> Nv {
        let mode = labels as usize;
        let mut vals = std::mem::take(&mut memo.scratch);
        vals.clear();
        memo.work += e.nodes.len() as u64;
        for n in &e.nodes {
            let get = |i: u32| {
                vals.get(i as usize)
                    .copied()
                    .unwrap_or(Nv::Err("bad expression"))
            };
            let v = match *n {
                Node::Int(v) => Nv::Val(Value::int(v)),
                Node::Dot => match (dot, labels) {
                    (Some(d), true) => Nv::Val(Value {
                        abs: d as i64,
                        labels: 1,
                        sec: self.dot_sec,
                        ..Value::int(0)
                    }),
                    _ => Nv::Deferred,
                },
                // A variant always leaves the symbol to the linker (or to
                // the relocation's own resolution).
                Node::SymV(s, v) => {
                    if labels {
                        Nv::Val(Value {
                            sym: Some(s),
                            variant: v,
                            ..Value::int(0)
                        })
                    } else {
                        Nv::Deferred
                    }
                }
                Node::Sym(s) => match memo.slots[mode].get(s as usize) {
                    Some(m) if m.gen == self.gen && m.state == 2 => {
                        m.val.unwrap_or(Nv::Err("bad expression"))
                    }
                    Some(m) if m.gen == self.gen && m.state == 1 => Nv::Err("recursive definition"),
                    _ => self.leaf(s, labels),
                },
                Node::Unary(op, a) => match get(a) {
                    Nv::Val(x) => unary(op, x),
                    other => other,
                },
                Node::Binary(op, a, b) => match (get(a), get(b)) {
                    (Nv::Err(m), _) | (_, Nv::Err(m)) => Nv::Err(m),
                    (Nv::Val(x), Nv::Val(y)) => binary(op, x, y, rel),
                    _ => Nv::Deferred,
                },
                Node::Func(f, first, n) => {
                    let mut xs = [0i64; 8];
                    let mut r = None;
                    for (k, x) in xs.iter_mut().enumerate().take(n as usize) {
                        let arg = e.args.get(first as usize + k).copied().unwrap_or(u32::MAX);
                        match get(arg) {
                            Nv::Val(v) if v.labels == 0 && v.sym.is_none() => *x = v.abs,
                            Nv::Val(_) => {
                                r.get_or_insert(Nv::Err("function arguments must be absolute"));
                            }
                            Nv::Err(m) => {
                                r = Some(Nv::Err(m));
                            }
                            Nv::Deferred => {
                                r.get_or_insert(Nv::Deferred);
                            }
                        }
                    }
                    match r {
                        Some(r) => r,
                        None => match self.func(f, &xs[..(n as usize).min(8)]) {
                            Ok(v) => Nv::Val(Value::int(v)),
                            Err(m) => Nv::Err(m),
                        },
                    }
                }
            };
            vals.push(v);
        }
        let r = vals.last().copied().unwrap_or(Nv::Err("empty expression"));
        memo.scratch = vals;
        r
    }

    /// The AMDGPU expression functions, as llvm-mc 22 computes them.
    fn func(&self, f: u8, xs: &[i64]) -> Result<i64, &'static str> {
        let need = |n: usize| {
            if xs.len() == n {
                Ok(())
            } else {
                Err("wrong number of arguments")
            }
        };
        Ok(match f {
            func::MAX => *xs.iter().max().ok_or("max needs arguments")?,
            func::OR => xs.iter().fold(0, |a, b| a | b),
            func::EXTRASGPRS => {
                need(3)?;
                let (vcc, flat, xnack) = (xs[0] != 0, xs[1] != 0, xs[2] != 0);
                let major = self.target_major;
                let mut extra = if vcc { 2 } else { 0 };
                if major < 10 {
                    if major < 8 {
                        if flat {
                            extra = 4;
                        }
                    } else {
                        if xnack {
                            extra = 4;
                        }
                        if flat || self.target_architected_flat_scratch {
                            extra = 6;
                        }
                    }
                }
                extra
            }
            func::TOTALNUMVGPRS => {
                need(2)?;
                let (agpr, vgpr) = (xs[0], xs[1]);
                if self.target_gfx90a {
                    if agpr > 0 {
                        ((vgpr + 3) / 4) * 4 + agpr
                    } else {
                        vgpr
                    }
                } else {
                    vgpr.max(agpr)
                }
            }
            func::ALIGNTO => {
                need(2)?;
                if xs[1] <= 0 {
                    return Err("alignment must be positive");
                }
                (xs[0] + xs[1] - 1) / xs[1] * xs[1]
            }
            _ => return Err("this expression function is not supported yet"),
        })
    }

    fn eval_nv(&self, e: &Expr, dot: Option<u64>, labels: bool, rel: bool) -> Nv {
        if e.nodes.is_empty() {
            return Nv::Err("empty expression");
        }
        let Ok(mut memo) = self.memo.try_borrow_mut() else {
            return Nv::Err("bad expression");
        };
        self.ensure_refs(e, labels, &mut memo);
        self.pass(e, dot, labels, rel, &mut memo)
    }
}

fn unary(op: u8, x: Value) -> Nv {
    if (x.sym.is_some() || x.neg != Value::NO_SEC) && op != b'+' {
        return Nv::Err("expected relocatable expression");
    }
    let labels = match (op, x.labels) {
        (_, 0) => 0,
        (_, Value::NONLINEAR) => Value::NONLINEAR,
        (b'-', c) => -c,
        (b'+', c) => c,
        _ => Value::NONLINEAR,
    };
    Nv::Val(Value {
        abs: match op {
            b'-' => x.abs.wrapping_neg(),
            b'~' => !x.abs,
            b'!' => (x.abs == 0) as i64,
            _ => x.abs,
        },
        labels,
        sec: x.sec,
        lab: if labels == 1 { x.lab } else { None },
        sym: x.sym,
        variant: x.variant,
        neg: x.neg,
    })
}

fn binary(op: u8, x: Value, y: Value, rel: bool) -> Nv {
    let abs = match binop(op, x.abs, y.abs) {
        Ok(v) => v,
        Err(m) => return Nv::Err(m),
    };
    if x.neg != Value::NO_SEC || y.neg != Value::NO_SEC {
        return relative(op, x, y, abs);
    }
    let nl = |a: i32, b: i32| a == Value::NONLINEAR || b == Value::NONLINEAR;
    let (labels, sec, lab, sym, variant) = match op {
        b'+' => {
            if x.sym.is_some() && y.sym.is_some() {
                return Nv::Err("expected relocatable expression");
            }
            let (sym, variant) = if x.sym.is_some() {
                (x.sym, x.variant)
            } else {
                (y.sym, y.variant)
            };
            if nl(x.labels, y.labels) {
                (Value::NONLINEAR, Value::NO_SEC, None, sym, variant)
            } else {
                if x.labels != 0 && y.labels != 0 && x.sec != y.sec {
                    return Nv::Err("expected relocatable expression");
                }
                let l = x.labels.saturating_add(y.labels);
                let (sec, lab) = if x.labels != 0 {
                    (x.sec, x.lab)
                } else {
                    (y.sec, y.lab)
                };
                (l, sec, if l == 1 { lab } else { None }, sym, variant)
            }
        }
        b'-' => {
            let (sym, variant) = match (x.sym, y.sym) {
                (s, None) => (s, x.variant),
                (Some(a), Some(b)) if a == b && x.variant == y.variant => (None, 0),
                _ => return Nv::Err("expected relocatable expression"),
            };
            if nl(x.labels, y.labels) {
                (Value::NONLINEAR, Value::NO_SEC, None, sym, variant)
            } else {
                if x.labels != 0 && y.labels != 0 && x.sec != y.sec {
                    if rel && x.labels == 1 && y.labels == 1 && sym.is_none() {
                        return Nv::Val(Value {
                            abs,
                            neg: y.sec,
                            ..x
                        });
                    }
                    return Nv::Err("cannot represent a difference across sections");
                }
                let l = x.labels.saturating_sub(y.labels);
                let (sec, lab) = if x.labels != 0 {
                    (x.sec, x.lab)
                } else {
                    (y.sec, y.lab)
                };
                (l, sec, if l == 1 { lab } else { None }, sym, variant)
            }
        }
        _ => {
            if x.sym.is_some() || y.sym.is_some() {
                return Nv::Err("expected relocatable expression");
            }
            let l = if x.labels == 0 && y.labels == 0 {
                0
            } else {
                Value::NONLINEAR
            };
            (l, Value::NO_SEC, None, None, 0)
        }
    };
    Nv::Val(Value {
        abs,
        labels,
        sec,
        lab,
        sym,
        variant,
        neg: Value::NO_SEC,
    })
}

/// `x op y` where one side is relative to a place in another section
/// ([`Value::neg`]): it may move by an absolute amount, and two such
/// values of the same sections subtract to an absolute one.
fn relative(op: u8, x: Value, y: Value, abs: i64) -> Nv {
    match op {
        b'+' | b'-' if y.plain() => Nv::Val(Value { abs, ..x }),
        b'+' if x.plain() => Nv::Val(Value { abs, ..y }),
        b'-' if x.neg == y.neg
            && x.sec == y.sec
            && x.labels == 1
            && y.labels == 1
            && x.sym.is_none()
            && y.sym.is_none() =>
        {
            Nv::Val(Value::int(abs))
        }
        _ => Nv::Err("expected relocatable expression"),
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
    match syms.eval_nv(e, dot, labels, false) {
        Nv::Val(v) if v.sym.is_none() => Ok(Eval::Abs(v.abs)),
        Nv::Val(_) | Nv::Deferred => Ok(Eval::Deferred),
        Nv::Err(m) => Err(m.to_string()),
    }
}

/// Evaluates `e` after layout: labels have their addresses, an undefined
/// symbol is a relocatable part of the value. None when `.` is needed but
/// not given.
pub fn eval_value(e: &Expr, syms: &Symbols, dot: Option<u64>) -> Result<Option<Value>, String> {
    match syms.eval_nv(e, dot, true, false) {
        Nv::Val(v) => Ok(Some(v)),
        Nv::Deferred => Ok(None),
        Nv::Err(m) => Err(m.to_string()),
    }
}

/// `e` as an absolute value where `.` is `here` in section `sec`: labels
/// (`.` among them) count when their differences cancel
/// (`(. - start) % 64`); None otherwise.
pub fn eval_abs_at(e: &Expr, syms: &mut Symbols, sec: u32, here: u64) -> Option<i64> {
    syms.dot_sec = sec;
    match eval_value(e, syms, Some(here)) {
        Ok(Some(v)) if v.labels == 0 && v.sym.is_none() => Some(v.abs),
        _ => None,
    }
}

/// [`eval_value`] for a fixup's expression, which may also be relative
/// to a place in another section: `k - k.kd` or `k - .` is then `k` with
/// [`Value::neg`] naming the section of `k.kd` or `.` (llvm-mc makes such
/// a difference PC-relative when the fixup is in that section). Only the
/// expression itself: a `.set` symbol's value never is.
pub fn eval_fixup(e: &Expr, syms: &Symbols, dot: Option<u64>) -> Result<Option<Value>, String> {
    match syms.eval_nv(e, dot, true, true) {
        Nv::Val(v) => Ok(Some(v)),
        Nv::Deferred => Ok(None),
        Nv::Err(m) => Err(m.to_string()),
    }
}

fn binop(op: u8, x: i64, y: i64) -> Result<i64, &'static str> {
    let t = |b: bool| if b { -1 } else { 0 };
    Ok(match op {
        b'*' => x.wrapping_mul(y),
        b'/' => {
            if y == 0 {
                return Err("division by zero");
            }
            x.wrapping_div(y)
        }
        b'%' => {
            if y == 0 {
                return Err("division by zero");
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
        _ => return Err("unknown operator"),
    })
}

/// The value of the expression at `toks[pos..]`, with the position after
/// it, when it is made only of numbers, symbols set to numbers,
/// parentheses and operators: what [`Parser`] and [`eval`] compute
/// together, without building nodes (the operands of expanded code,
/// `v[v_tmp+1]`, and counters, `i = i + 1`). `None` for anything else
/// (functions, labels, `.`, variants, a division by zero, ...): the
/// full path then parses, evaluates and reports.
pub fn quick_value(
    src: &str,
    toks: &[Token],
    pos: usize,
    no_pipe: bool,
    syms: &Symbols,
) -> Option<(i64, usize)> {
    let mut q = Quick {
        src,
        toks,
        pos,
        syms,
        rec: None,
    };
    let v = q.bin(0, no_pipe, 0)?;
    Some((v, q.pos))
}

/// [`quick_value`], writing down in `ops` (cleared first) how the value
/// was computed: what [`Symbols::run`] computes again, without the text,
/// from the values the symbols have then.
pub fn quick_compile(
    src: &str,
    toks: &[Token],
    pos: usize,
    no_pipe: bool,
    syms: &Symbols,
    ops: &mut Vec<Op>,
) -> Option<(i64, usize)> {
    ops.clear();
    let mut q = Quick {
        src,
        toks,
        pos,
        syms,
        rec: Some(ops),
    };
    let v = q.bin(0, no_pipe, 0)?;
    Some((v, q.pos))
}

/// One step of an expression written down by [`quick_compile`], in the
/// order of evaluation (operands before their operator).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Int(i64),
    /// The value of a symbol set to a number.
    Sym(u32),
    /// `-`, `+`, `~` or `!` of the value on top.
    Unary(u8),
    /// A binary operator (its [`Tok::Punct`] code) on the top two.
    Binary(u8),
}

struct Quick<'a, 'r> {
    src: &'a str,
    toks: &'a [Token],
    pos: usize,
    syms: &'a Symbols,
    /// Where each step goes, when it is written down.
    rec: Option<&'r mut Vec<Op>>,
}

impl Quick<'_, '_> {
    fn record(&mut self, op: Op) {
        if let Some(r) = self.rec.as_mut() {
            r.push(op);
        }
    }

    /// `Parser::parse_bin`'s grammar (the same priorities).
    fn bin(&mut self, min: u8, no_pipe: bool, depth: u32) -> Option<i64> {
        let mut lhs = self.primary(depth)?;
        while let Some(t) = self.toks.get(self.pos) {
            let Some((p, op)) = priority(t, no_pipe) else {
                break;
            };
            if p < min {
                break;
            }
            self.pos += 1;
            let rhs = self.bin(p + 1, no_pipe, depth + 1)?;
            lhs = binop(op, lhs, rhs).ok()?;
            self.record(Op::Binary(op));
        }
        Some(lhs)
    }

    fn primary(&mut self, depth: u32) -> Option<i64> {
        if depth > 32 {
            return None;
        }
        let t = *self.toks.get(self.pos)?;
        self.pos += 1;
        match t.tok {
            Tok::Int(v) => {
                self.record(Op::Int(v as i64));
                Some(v as i64)
            }
            Tok::Ident => {
                if self.toks.get(self.pos).is_some_and(|n| n.is(b'(')) {
                    return None;
                }
                let name = t.text(self.src);
                if name == "." || name.bytes().any(|c| c == b'@') {
                    return None;
                }
                let id = self.syms.lookup(name)?;
                let v = self.syms.int_value(id)?;
                self.record(Op::Sym(id));
                Some(v)
            }
            Tok::Punct(b'(') => {
                let v = self.bin(0, false, depth + 1)?;
                let c = self.toks.get(self.pos)?;
                if !c.is(b')') {
                    return None;
                }
                self.pos += 1;
                Some(v)
            }
            Tok::Punct(c @ (b'-' | b'+' | b'~' | b'!')) => {
                let x = self.primary(depth + 1)?;
                self.record(Op::Unary(c));
                Some(unop(c, x))
            }
            _ => None,
        }
    }
}

fn unop(c: u8, x: i64) -> i64 {
    match c {
        b'-' => x.wrapping_neg(),
        b'~' => !x,
        b'!' => (x == 0) as i64,
        _ => x,
    }
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
    ) -> Result<u32, Fail> {
        self.parse_bin(0, out, intern, 0)
    }

    fn parse_bin(
        &mut self,
        min: u8,
        out: &mut Expr,
        intern: &mut dyn FnMut(&str) -> u32,
        depth: u32,
    ) -> Result<u32, Fail> {
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
    ) -> Result<u32, Fail> {
        if depth > 100 {
            let at = self
                .peek()
                .map(|t| t.start as usize)
                .unwrap_or(self.src.len());
            return Err(Fail::new(
                DiagKind::Expression,
                at,
                "expression is too deeply nested",
            ));
        }
        let Some(t) = self.peek().copied() else {
            let at = self.toks.last().map(|t| t.end as usize).unwrap_or(0);
            return Err(Fail::new(
                DiagKind::Expression,
                at,
                "expected an expression",
            ));
        };
        self.pos += 1;
        let node = match t.tok {
            Tok::Int(v) => Node::Int(v as i64),
            Tok::LocalRef(n, fwd) => {
                Node::Sym(intern(&format!("\u{1}{n}{}", if fwd { 'f' } else { 'b' })))
            }
            Tok::Ident
                if self.peek().is_some_and(|n| n.is(b'('))
                    && func::parse(t.text(self.src)).is_some() =>
            {
                let f = func::parse(t.text(self.src)).unwrap_or(0);
                self.pos += 1;
                let mut roots = Vec::new();
                loop {
                    let saved = std::mem::replace(&mut self.no_pipe, false);
                    let start = out.nodes.len();
                    let a = self.parse_bin(0, out, intern, depth + 1);
                    self.no_pipe = saved;
                    let a = a?;
                    roots.push(fold_numeric(out, start).unwrap_or(a));
                    match self.peek() {
                        Some(c) if c.is(b',') => self.pos += 1,
                        Some(c) if c.is(b')') => {
                            self.pos += 1;
                            break;
                        }
                        Some(c) => {
                            return Err(Fail::new(
                                DiagKind::Expression,
                                c.start as usize,
                                "expected ',' or ')'",
                            ))
                        }
                        None => {
                            return Err(Fail::new(
                                DiagKind::Expression,
                                t.start as usize,
                                "missing ')' in expression",
                            ))
                        }
                    }
                }
                if roots.len() > 8 {
                    return Err(Fail::new(
                        DiagKind::Expression,
                        t.start as usize,
                        "too many arguments",
                    ));
                }
                let first = out.args.len() as u32;
                out.args.extend_from_slice(&roots);
                Node::Func(f, first, roots.len() as u8)
            }
            Tok::Ident => {
                let name = t.text(self.src);
                if name == "." {
                    Node::Dot
                } else if let Some((base, var)) = name.split_once('@') {
                    match variant::parse(var) {
                        Some(v) if !base.is_empty() => Node::SymV(intern(base), v),
                        _ => {
                            return Err(Fail::new(
                                DiagKind::Expression,
                                t.start as usize,
                                format!("invalid variant '{var}'"),
                            ))
                        }
                    }
                } else {
                    Node::Sym(intern(name))
                }
            }
            Tok::Punct(b'(') => {
                let saved = std::mem::replace(&mut self.no_pipe, false);
                let start = out.nodes.len();
                let inner = self.parse_bin(0, out, intern, depth + 1);
                self.no_pipe = saved;
                let inner = inner?;
                match self.peek() {
                    Some(c) if c.is(b')') => {
                        self.pos += 1;
                        return Ok(fold_numeric(out, start).unwrap_or(inner));
                    }
                    Some(c) => {
                        return Err(Fail::new(
                            DiagKind::Expression,
                            c.start as usize,
                            "expected ')' in expression",
                        ))
                    }
                    None => {
                        return Err(Fail::new(
                            DiagKind::Expression,
                            t.start as usize,
                            "missing ')' in expression",
                        ))
                    }
                }
            }
            Tok::Punct(c @ (b'-' | b'+' | b'~' | b'!')) => {
                let a = self.parse_primary(out, intern, depth + 1)?;
                Node::Unary(c, a)
            }
            Tok::Float(_) => {
                return Err(Fail::new(
                    DiagKind::Expression,
                    t.start as usize,
                    "floating-point numbers are not allowed in expressions",
                ))
            }
            Tok::BadNumber => {
                return Err(Fail::new(
                    DiagKind::Expression,
                    t.start as usize,
                    "invalid number",
                ))
            }
            _ => {
                return Err(Fail::new(
                    DiagKind::Expression,
                    t.start as usize,
                    "unknown token in expression",
                ))
            }
        };
        out.nodes.push(node);
        Ok(out.nodes.len() as u32 - 1)
    }
}

/// Folds the nodes from `start` on, a parenthesized group or a function
/// argument, into one number when they are numbers only and evaluate (as
/// llvm-mc folds a parenthesized absolute expression while parsing, which
/// its listing shows: `sym+(1+2)` is `sym+3`, `sym+4*2` is `sym+(4*2)`).
/// Returns the folded node's index.
fn fold_numeric(out: &mut Expr, start: usize) -> Option<u32> {
    let nodes = out.nodes.get(start..)?;
    if nodes.len() < 2 {
        return None;
    }
    let mut vals: Vec<i64> = Vec::with_capacity(nodes.len());
    let at = |vals: &Vec<i64>, i: u32| vals.get((i as usize).checked_sub(start)?).copied();
    for n in nodes {
        let v = match *n {
            Node::Int(v) => v,
            Node::Unary(op, a) => {
                let x = at(&vals, a)?;
                match op {
                    b'-' => x.wrapping_neg(),
                    b'~' => !x,
                    b'!' => (x == 0) as i64,
                    _ => x,
                }
            }
            Node::Binary(op, a, b) => binop(op, at(&vals, a)?, at(&vals, b)?).ok()?,
            _ => return None,
        };
        vals.push(v);
    }
    let v = *vals.last()?;
    out.nodes.truncate(start);
    out.nodes.push(Node::Int(v));
    Some(start as u32)
}

/// How llvm-mc 22 prints an expression it keeps for a fixup (its listing's
/// operand and `value:`): numbers in decimal, parentheses around a binary
/// operand but for the left operand of `+`/`-` under `+`/`-`, `X-4` for an
/// added negative number, `max(a, b)` for functions. `None` for what the
/// reference prints through a temporary label (`.`, `1f`).
pub fn expr_text(e: &Expr, syms: &Symbols) -> Option<String> {
    expr_text_tmp(e, syms, None)
}

/// The number of `.`s in `e` (each a temporary label in llvm-mc's listing).
pub fn dots(e: &Expr) -> u32 {
    e.nodes.iter().filter(|n| matches!(n, Node::Dot)).count() as u32
}

/// [`expr_text`] with each `.` printed as the temporary label llvm-mc
/// makes for it, `.LtmpN` from `first_tmp` on in the order written (None:
/// an expression with a `.` has no text).
pub fn expr_text_tmp(e: &Expr, syms: &Symbols, first_tmp: Option<u32>) -> Option<String> {
    fn additive(n: Option<&Node>) -> bool {
        matches!(n, Some(Node::Binary(b'+' | b'-', ..)))
    }
    let mut tmp = first_tmp;
    fn go(
        e: &Expr,
        syms: &Symbols,
        i: u32,
        out: &mut String,
        depth: u32,
        tmp: &mut Option<u32>,
    ) -> Option<()> {
        use std::fmt::Write as _;
        if depth > 200 {
            return None;
        }
        let sub = |out: &mut String, j: u32, parens: bool, tmp: &mut Option<u32>| {
            if parens {
                out.push('(');
            }
            let r = go(e, syms, j, out, depth + 1, tmp);
            if parens {
                out.push(')');
            }
            r
        };
        let is_bin = |j: u32| matches!(e.nodes.get(j as usize), Some(Node::Binary(..)));
        match *e.nodes.get(i as usize)? {
            Node::Int(v) => {
                let _ = write!(out, "{v}");
            }
            // A symbol set to an absolute value is that value (llvm-mc's
            // parser puts the value in where it reads the name).
            Node::Sym(s) if syms.abs_of(s).is_some() => {
                let _ = write!(out, "{}", syms.abs_of(s)?);
            }
            // A numeric local label: its temporary label.
            Node::Sym(s) if syms.tmp_of(s).is_some() => {
                let _ = write!(out, ".Ltmp{}", syms.tmp_of(s)?);
            }
            Node::Sym(s) | Node::SymV(s, _) => {
                let name = syms.name(s);
                if name.starts_with('\u{1}') || name.is_empty() {
                    return None;
                }
                out.push_str(name);
                if let Node::SymV(_, v) = e.nodes[i as usize] {
                    out.push('@');
                    out.push_str(variant::name(v));
                }
            }
            Node::Dot => {
                let n = tmp.as_mut()?;
                let _ = write!(out, ".Ltmp{n}");
                *n += 1;
            }
            Node::Unary(op, a) => {
                out.push(op as char);
                sub(out, a, is_bin(a), tmp)?;
            }
            Node::Binary(op, a, b) => {
                let lhs_parens =
                    is_bin(a) && !(matches!(op, b'+' | b'-') && additive(e.nodes.get(a as usize)));
                sub(out, a, lhs_parens, tmp)?;
                if let (b'+', Some(Node::Int(v))) = (op, e.nodes.get(b as usize)) {
                    if *v < 0 {
                        let _ = write!(out, "{v}");
                        return Some(());
                    }
                }
                match op {
                    op2::SHL => out.push_str("<<"),
                    op2::SHR => out.push_str(">>"),
                    op2::LE => out.push_str("<="),
                    op2::GE => out.push_str(">="),
                    op2::EQ => out.push_str("=="),
                    op2::NE => out.push_str("!="),
                    op2::LAND => out.push_str("&&"),
                    op2::LOR => out.push_str("||"),
                    c if c.is_ascii_punctuation() => out.push(c as char),
                    _ => return None,
                }
                sub(out, b, is_bin(b), tmp)?;
            }
            Node::Func(f, first, n) => {
                out.push_str(func::name(f));
                out.push('(');
                for k in 0..n as u32 {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    let root = *e.args.get((first + k) as usize)?;
                    go(e, syms, root, out, depth + 1, tmp)?;
                }
                out.push(')');
            }
        }
        Some(())
    }
    let mut out = String::new();
    go(e, syms, e.root(), &mut out, 0, &mut tmp)?;
    Some(out)
}

/// Evaluates `toks` (all of them) as an absolute expression, looking up but
/// never creating symbols. Used for the arguments of `hwreg(...)`,
/// `sendmsg(...)`, `swizzle(...)` and the waitcnt counters.
pub fn const_expr(src: &str, toks: &[Token], syms: &Symbols) -> Result<i64, Fail> {
    let at = toks.first().map(|t| t.start as usize).unwrap_or(0);
    if toks.is_empty() {
        return Err(Fail::new(
            DiagKind::Expression,
            at,
            "expected an integer expression",
        ));
    }
    let mut e = Expr::default();
    let mut p = Parser {
        src,
        toks,
        pos: 0,
        no_pipe: false,
    };
    p.parse(&mut e, &mut |n| syms.lookup(n).unwrap_or(u32::MAX))?;
    if p.pos != toks.len() {
        return Err(Fail::new(
            DiagKind::Expression,
            toks[p.pos].start as usize,
            "unexpected token in expression",
        ));
    }
    match eval(&e, syms, None, false) {
        Ok(Eval::Abs(v)) => Ok(v),
        Ok(Eval::Deferred) => Err(Fail::new(
            DiagKind::Expression,
            at,
            "expected an absolute expression",
        )),
        Err(m) => Err(Fail::new(DiagKind::Expression, at, m)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `quick_value` agrees with the parser and `eval` wherever it answers,
    /// and answers for plain arithmetic on numbers and numeric symbols.
    #[test]
    fn quick_value_agrees_with_the_full_path() {
        let mut syms = Symbols::default();
        for (name, v) in [("a", 5i64), ("b", -3), ("big", i64::MAX), (".i", 0)] {
            let id = syms.intern(name);
            syms.define_int(id, v);
        }
        let id = syms.intern("lab");
        syms.define(id, SymDef::Label(0, 16));
        let atoms = [
            "0", "1", "7", "0x10", "a", "b", "big", ".i", "lab", "u", ".",
        ];
        let ops = [
            "+", "-", "*", "/", "%", "<<", ">>", "|", "&", "^", "!", "==", "!=", "<", "<=", ">",
            ">=", "&&", "||",
        ];
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        let (mut answered, mut tried) = (0, 0);
        for _ in 0..20000 {
            let mut s = String::new();
            let terms = 1 + next(4);
            for t in 0..terms {
                if t > 0 {
                    s.push_str(ops[next(ops.len())]);
                }
                for _ in 0..next(3) {
                    s.push(['-', '~', '!', '+'][next(4)]);
                }
                if next(5) == 0 {
                    s.push_str(&format!(
                        "({}{}{})",
                        atoms[next(8)],
                        ops[next(ops.len())],
                        atoms[next(8)]
                    ));
                } else {
                    s.push_str(atoms[next(atoms.len())]);
                }
            }
            if next(4) == 0 {
                s.push_str(" ]");
            }
            let mut toks = Vec::new();
            crate::lexer::lex(&s, 0, s.len(), &mut toks);
            for no_pipe in [false, true] {
                tried += 1;
                let Some((v, pos)) = quick_value(&s, &toks, 0, no_pipe, &syms) else {
                    continue;
                };
                answered += 1;
                let mut e = Expr::with_capacity(8);
                let mut p = Parser {
                    src: &s,
                    toks: &toks,
                    pos: 0,
                    no_pipe,
                };
                let mut probe = Symbols::default();
                std::mem::swap(&mut probe, &mut syms);
                let parsed = p.parse(&mut e, &mut |n| probe.intern(n));
                std::mem::swap(&mut probe, &mut syms);
                assert!(parsed.is_ok(), "{s}: quick {v}, parser fails");
                assert_eq!(p.pos, pos, "{s}: where the expression ends");
                match eval(&e, &syms, None, false) {
                    Ok(Eval::Abs(w)) => assert_eq!(v, w, "{s}"),
                    other => panic!("{s}: quick {v}, full path {:?}", other.is_ok()),
                }
            }
        }
        // Most of them have an undefined symbol, a label or `.` somewhere.
        assert!(answered * 10 > tried, "{answered} of {tried}");
    }
}
