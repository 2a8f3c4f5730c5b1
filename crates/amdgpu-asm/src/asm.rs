//! The driver: walks the source line by line (comments, labels,
//! assignments, directives, instructions), collects the encoded bytes and
//! diagnostics, and resolves label fixups after the last line.

use crate::expr::{eval, Eval, Expr, Node, Op, Parser, SymDef, Symbols};
use crate::lexer::{comment_close, lex_line, LineEnd, Tok, Token};
use crate::matcher::{self, Ctx, FixKind, Regs};
use crate::operand::{Imm, OpVal, OperandParser, Operands};
use crate::{Assembly, DiagKind, Diagnostic, Encoded, EncodedRare, Fail, Listed, Severity, Target};
use amdgpu_isa::generated::{aliases_for, TABLES};
use amdgpu_isa::layout::Layout;
use amdgpu_isa::table::{alias_named, Alias, Mod};
use amdgpu_isa::{Generation, InstDef};

/// A value that waits for layout: a branch target, a literal or a data
/// item whose expression refers to a label or symbol not defined yet.
struct Fixup {
    kind: FixKind,
    /// The instruction (None for data).
    inst: Option<usize>,
    /// The instruction's layout (Branch16 patches its simm16 field).
    lay: Option<&'static Layout>,
    expr: Expr,
    /// Address of the instruction or data item (`.`).
    addr: u64,
    /// Where the value goes: the instruction's first byte (Branch16), the
    /// literal dword (Lit32) or the data item.
    off: usize,
    /// The section the field is in.
    sec: u32,
    /// The line's origin when not in the main source (spans are then
    /// offsets into that line).
    origin: Option<std::rc::Rc<Origin>>,
    /// Span of the statement (for diagnostics).
    at: usize,
    end: usize,
    line: u32,
}

pub struct Assembler<'a> {
    src: &'a str,
    target: &'a Target,
    table: &'static [InstDef],
    /// Other spellings of the table's instructions.
    aliases: &'static [Alias],
    regs: Regs,
    syms: Symbols,
    ops: Operands,
    toks: Vec<Token>,
    pos: Vec<usize>,
    modidx: Vec<usize>,
    pos_alt: Vec<usize>,
    modidx_alt: Vec<usize>,
    fixups: Vec<Fixup>,
    out: Assembly,
    /// Where each line of the main source starts, worked out at the first
    /// diagnostic that needs it.
    line_starts: Vec<usize>,
    /// The line of the statement being assembled.
    cur_line: u32,
    name_buf: String,
    unsupported_reported: bool,
    /// Whether the encoder writes this processor's instructions.
    encodes: bool,
    /// Whether this processor has dual-issue pairs (`X :: Y`): elsewhere
    /// `::` is no separator, as in llvm-mc.
    dual_issue: bool,
    /// Sections, symbol attributes, kernel descriptors, metadata.
    obj: objects::ObjState,
    /// The current section (its bytes are in `out.code` meanwhile).
    cur: u32,
    /// Whether to record the listing (labels, directives, instructions in
    /// source order) and [`Assembly::insts`]; off for object and binary
    /// output.
    listing: bool,
    /// [`crate::Options::text_output`]: fixups that cannot be resolved are
    /// no error.
    text_output: bool,
    /// How many instructions were encoded (the index of the next one).
    n_insts: usize,
    /// Statements until the next look at the memory the process holds
    /// ([`crate::memory::over_budget`]), and whether it was found past
    /// its budget: the run then stops.
    memory_check: u32,
    out_of_memory: bool,
    /// The next [`Encoded::key`] of an instruction assembled here (a
    /// worker's carry its number in the top bits: [`KEY_BITS`]).
    next_key: u32,
    /// [`crate::Options::disable_free`].
    disable_free: bool,
    /// Threads for the plain pass (1: none besides this one), on sources
    /// of at least `parallel_min` bytes.
    threads: usize,
    parallel_min: usize,
    /// Messages for unknown mnemonics already reported.
    unknown_cache: std::collections::HashMap<String, String>,
    /// Candidate rows per mnemonic as written: a range of `cand_rows` and
    /// the processors of rows left out for being of other processors.
    mnemonics: std::collections::HashMap<String, Candidates, crate::expr::NameHash>,
    cand_rows: Vec<&'static InstDef>,
    /// How many of `cand_rows` belong to cached mnemonics.
    cand_cached: usize,
    /// Where the current line comes from, when not the main source: made
    /// when a diagnostic or a fixup needs it (see [`Assembler::origin`]).
    origin: Option<std::rc::Rc<Origin>>,
    /// The macro and conditional engine, when the source needs it.
    exp: Option<crate::macros::Expander<'a>>,
    /// Scratch space of the expander's evaluations.
    host_toks: Vec<Token>,
    host_expr: Expr,
    /// The current line's buffer and line in it, when it is not in the main
    /// source (`src` is then the line alone).
    line_src: Option<(crate::macros::BufId, u32)>,
    /// Whether that line is an included file's (not an expansion's): its
    /// instruction is kept in [`Assembler::inst_memo`] at the first
    /// meeting, as a main-source line is (an expansion's at the second:
    /// most of generated code's lines are met once).
    line_in_file: bool,
    /// Instructions of expanded lines already encoded, by statement text
    /// and the values of the symbols it read: a macro or `.rept` body
    /// gives the same lines again and again, and one whose symbols have
    /// values it was met with gives the same bytes (see
    /// [`Assembler::instruction`]).
    /// Keyed by the text's hash, the text kept beside (an expanded line's
    /// text is hashed once, for every memo it is looked up in or kept in).
    inst_memo: line_memo::InstMemo,
    /// Instruction lines of the main source encoded before, by the hash
    /// of the line as written: the line's place (its text, compared on a
    /// hit: the main source outlives the memo, so no copy is kept) and
    /// what it gave, under the same conditions as [`Assembler::inst_memo`].
    /// Real code repeats its lines (unrolled loops, waits, moves).
    line_memo: line_memo::LineMemo,
    /// With workers: the lines this pass kept in [`Assembler::line_memo`]
    /// since it last sent them to the workers (their memos take them: a
    /// line is then assembled once whichever thread meets it first).
    shared: Option<Vec<SharedLine>>,
    /// The current line of the main source, as written (`src[.0...1]`),
    /// while it is assembled and when the lexer found it whole (no block
    /// comment opened or continued): the key of [`Assembler::line_memo`].
    main_line: Option<(u32, u32)>,
    /// Expanded lines `name = expr` assembled before, by their text: the
    /// symbol and how its value was computed ([`crate::expr::quick_compile`]).
    assign_memo: TextMemo<(u32, Box<[Op]>)>,
    /// The hash of the current expanded line's text, where the lookup in
    /// the memos above made it (taken by the statement, cleared after
    /// the line).
    line_hash: Option<u64>,
    /// The expressions the expander had evaluated (`.if` conditions,
    /// counts), by their text: how, and the bytes each took.
    eval_memo: EvalMemo,
    /// Room for the steps of an expression being written down.
    ops_buf: Vec<Op>,
    /// Expressions of the expander's conditionals noted at their rows
    /// ([`crate::macros::Host::eval_noted`]).
    eval_noted: Vec<NotedEval>,
    /// The texts met before (kept in the memos above the second time).
    recurring: crate::expr::Recurring,
    traced: Vec<u32>,
    /// A worker's assembler, assembling lines ahead (`speculate`): what
    /// fails is assembled again by the plain pass, which says why, so
    /// no time goes into the words of a message here.
    speculating: bool,
}

/// The counts an instruction statement is read against, before and after
/// it, to tell whether what it gave depends on nothing but its text (and,
/// for the instruction memo, the symbols it read): one instruction more,
/// and no diagnostic, symbol, failed lookup, fixup or definition.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Effects {
    insts: usize,
    diags: usize,
    syms: usize,
    misses: u32,
    fixups: usize,
    generation: u32,
    definitions: u64,
    lookups: u32,
}

impl Effects {
    /// Whether these are `before`'s after one instruction and nothing
    /// else (and no symbol read, when `no_reads`).
    fn one_instruction_after(&self, before: &Effects, no_reads: bool) -> bool {
        *self
            == Effects {
                insts: before.insts + 1,
                lookups: if no_reads {
                    before.lookups
                } else {
                    self.lookups
                },
                ..*before
            }
    }
}

/// Expressions evaluated before, by their text: how (the steps of
/// [`crate::expr::quick_compile`]) and the bytes each took.
type EvalMemo = std::collections::HashMap<Box<str>, (Box<[Op]>, usize), crate::expr::NameHash>;

/// An expression noted at a row of the expander (its number there is
/// its index + 1): its text, how, and the bytes it took. Found without a
/// hash of the text; the text is compared, as the table starts again
/// when full and a number may then stand for another.
type NotedEval = (Box<str>, Box<[Op]>, usize);

/// The most expressions noted at rows (then the table starts again).
const NOTED_MAX: usize = 1 << 14;

/// Notes `text` with its steps: its number.
fn note_eval(noted: &mut Vec<NotedEval>, text: &str, ops: &[Op], used: usize) -> u32 {
    if noted.len() >= NOTED_MAX {
        noted.clear();
    }
    noted.push((text.into(), ops.into(), used));
    noted.len() as u32
}

/// The longest statement text kept in [`Assembler::inst_memo`], and how
/// many are kept at most (then it starts again): a bound on its memory.
const MEMO_KEY_MAX: usize = 200;
const MEMO_ENTRIES_MAX: usize = 1 << 15;

/// Values by text, keyed by the text's [`crate::expr::hash`] (already
/// well mixed: taken as it is), the text kept to tell texts of one hash
/// apart.
type TextMemo<V> = std::collections::HashMap<u64, (Box<str>, V), HashIsKey>;

/// The hasher of a [`TextMemo`]: the key is a hash already.
#[derive(Default, Clone, Copy)]
struct HashIsKey;

struct HashIsKeyHasher(u64);

impl std::hash::BuildHasher for HashIsKey {
    type Hasher = HashIsKeyHasher;
    fn build_hasher(&self) -> HashIsKeyHasher {
        HashIsKeyHasher(0)
    }
}

impl std::hash::Hasher for HashIsKeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ b as u64;
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = v;
    }
    /// (A key of half a hash: spread to the top bits, which the map's
    /// control bytes take.)
    fn write_u32(&mut self, v: u32) {
        self.0 = (v as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

/// The value kept for `text` (whose hash is `h`) in `memo`.
fn memo_get<'m, V>(memo: &'m TextMemo<V>, h: u64, text: &str) -> Option<&'m V> {
    memo.get(&h).filter(|(t, _)| **t == *text).map(|(_, v)| v)
}

/// [`keep`] for a [`TextMemo`] (a text of the same hash is replaced).
fn keep_hashed<V>(memo: &mut TextMemo<V>, h: u64, text: &str, v: V) {
    if memo.len() >= MEMO_ENTRIES_MAX {
        memo.clear();
    }
    memo.insert(h, (text.into(), v));
}

/// Whether `b` holds two adjacent colons (a dual-issue pair's `::` is
/// two such tokens; a register range's single `:` is not).
fn double_colon(b: &[u8]) -> bool {
    memchr::memchr_iter(b':', b).any(|i| b.get(i + 1) == Some(&b':'))
}

/// [`worth_keeping`] for a text whose hash is `h`.
fn worth_keeping_hashed(recurring: &mut crate::expr::Recurring, h: u64, text: &str) -> bool {
    text.len() <= MEMO_KEY_MAX && recurring.again_hashed(h)
}

/// Whether the result of the line or expression `text` is worth keeping
/// in one of the memos: short enough, and met before (most texts of
/// generated code are met once, and keeping each would grow the tables
/// for nothing).
fn worth_keeping(recurring: &mut crate::expr::Recurring, text: &str) -> bool {
    text.len() <= MEMO_KEY_MAX && recurring.again(text.as_bytes())
}

/// Keeps `v` for `text` in `memo`, which starts again when full (a bound
/// on its memory).
fn keep<V>(
    memo: &mut std::collections::HashMap<Box<str>, V, crate::expr::NameHash>,
    text: &str,
    v: V,
) {
    if memo.len() >= MEMO_ENTRIES_MAX {
        memo.clear();
    }
    memo.insert(text.into(), v);
}

/// Where a line that is not in the main source comes from.
pub(crate) struct Origin {
    text: String,
    line: u32,
    /// The 1-based column of the line's first byte.
    col: u32,
    /// The buffer's file name and expansion notes (the same for every line
    /// of one buffer, so computed once per buffer).
    place: std::rc::Rc<(String, Vec<String>)>,
}

mod dwarf;
mod gnu;
mod kernel_code;
mod line_memo;
mod objects;
mod vopd;
pub use objects::PARALLEL_MIN;

impl<'a> Assembler<'a> {
    pub fn new(src: &'a str, target: &'a Target) -> Self {
        let mut syms = Symbols::default();
        let family = target.processor.family();
        syms.target_major = match target.generation() {
            Generation::Gfx6 => 6,
            Generation::Gfx7 => 7,
            Generation::Gfx8 => 8,
            Generation::Gfx9 => 9,
            Generation::Gfx10 => 10,
            Generation::Gfx11 => 11,
            Generation::Gfx12 => 12,
        };
        syms.target_gfx90a = matches!(family, "gfx90a" | "gfx940" | "gfx950");
        syms.target_architected_flat_scratch = matches!(family, "gfx940" | "gfx950");
        let mut a = Assembler {
            src,
            target,
            table: target.rows().unwrap_or(&[]),
            aliases: aliases_for(target.cpu()),
            regs: Regs::new(target),
            syms,
            ops: Operands::default(),
            toks: Vec::with_capacity(64),
            pos: Vec::with_capacity(16),
            pos_alt: Vec::with_capacity(16),
            modidx_alt: Vec::with_capacity(16),
            modidx: Vec::with_capacity(16),
            fixups: Vec::new(),
            // Room for what the source will likely give, up to a few
            // megabytes (a line or two may be a hundred megabytes long;
            // room past that comes as it is used).
            out: Assembly {
                code: Vec::with_capacity((src.len() / 4).min(PRESIZE_MAX)),
                insts: Vec::with_capacity((src.len() / 24).min(PRESIZE_MAX / 64)),
                listing: Vec::with_capacity((src.len() / 24).min(PRESIZE_MAX / 64)),
                ..Assembly::default()
            },
            line_starts: Vec::new(),
            cur_line: 0,
            name_buf: String::with_capacity(64),
            unsupported_reported: false,
            encodes: encoder_supports(target.cpu()),
            dual_issue: target.dual_issue(),
            obj: objects::ObjState::new(),
            cur: 0,
            origin: None,
            exp: None,
            host_toks: Vec::new(),
            host_expr: Expr::default(),
            line_src: None,
            line_in_file: false,
            inst_memo: Default::default(),
            line_memo: Default::default(),
            shared: None,
            main_line: None,
            assign_memo: Default::default(),
            line_hash: None,
            eval_memo: Default::default(),
            eval_noted: Vec::new(),
            ops_buf: Vec::new(),
            recurring: crate::expr::Recurring::new(),
            traced: Vec::new(),
            speculating: false,
            unknown_cache: std::collections::HashMap::new(),
            mnemonics: std::collections::HashMap::default(),
            cand_rows: Vec::new(),
            cand_cached: 0,
            listing: true,
            text_output: false,
            n_insts: 0,
            memory_check: crate::memory::CHECK_EVERY,
            out_of_memory: false,
            next_key: 0,
            disable_free: false,
            threads: 1,
            parallel_min: usize::MAX,
        };
        a.predefine_target_symbols();
        a
    }

    fn error(&mut self, kind: DiagKind, at: usize, msg: String) {
        self.diag(kind, at, at, msg, Severity::Error);
    }

    /// Reports a failure found while reading a statement.
    fn fail(&mut self, f: Fail) {
        self.diag(f.kind, f.at, f.end, f.msg.into_owned(), Severity::Error);
    }

    fn diag(&mut self, kind: DiagKind, at: usize, end: usize, msg: String, severity: Severity) {
        if let Some(o) = self.origin() {
            // A line of an expansion or an included file.
            let at = at.min(o.text.len());
            self.out.diags.push(Diagnostic {
                severity,
                kind,
                span: at..end.max(at).min(o.text.len()),
                line: o.line,
                col: o.col + at as u32,
                message: msg,
                file: Some(o.place.0.clone()),
                source_line: Some(o.text.to_string()),
                notes: o.place.1.clone(),
            });
            return;
        }
        let at = at.min(self.src.len());
        if self.line_starts.is_empty() {
            self.line_starts.push(0);
            self.line_starts
                .extend(memchr::memchr_iter(b'\n', self.src.as_bytes()).map(|i| i + 1));
        }
        let li = match self.line_starts.binary_search(&at) {
            Ok(i) => i,
            Err(i) => i.saturating_sub(1),
        };
        let ls = self.line_starts.get(li).copied().unwrap_or(0);
        self.out.diags.push(Diagnostic {
            severity,
            kind,
            span: at..end.max(at),
            line: li as u32 + 1,
            col: (at - ls) as u32 + 1,
            message: msg,
            file: None,
            source_line: None,
            notes: Vec::new(),
        });
    }

    /// Assembles with the macro and conditional engine when the source
    /// uses it (`.macro`, `.if`, `.rept`, `.include`, ...), else in one
    /// plain pass. Lines of expansions and included files are copied into
    /// `arena` (spans are offsets into each such line); the expander's own
    /// buffers live only while they are read.
    pub fn run_with(mut self, arena: &'a bumpalo::Bump, opts: &crate::Options) -> Assembly {
        if !needs_expander(self.src) {
            return self.run();
        }
        let main = self.src;
        let name = if opts.file_name.is_empty() {
            "<stdin>"
        } else {
            &opts.file_name
        };
        let mut x = crate::macros::Expander::new(name, main, opts.include_dirs.clone());
        if let Some(l) = opts.expansion_limit {
            x.set_expansion_limit(l);
        }
        if self.listing {
            // Each listed line keeps a record (about 200 bytes): the
            // budget bounds that memory too.
            x.set_line_weight(2);
            // Blank lines are listed as llvm-mc lists them.
            x.set_list_blanks(true);
        }
        self.exp = Some(x);
        // Worker threads assemble the lines of the main source ahead, as
        // for a source without macros (`speculate`); a line the expander
        // gives as it is written takes its bytes from there.
        let threads = self.threads_for(main);
        if threads <= 1 {
            self.expand_all(arena, None);
        } else {
            let n = threads * CHUNKS_PER_THREAD;
            let bounds = chunk_bounds(main, n);
            let claims = Claims::new(n);
            let (tx, rx) = std::sync::mpsc::channel();
            let (target, listing) = (self.target, self.listing);
            let stop = std::sync::atomic::AtomicBool::new(false);
            let spare = std::sync::Mutex::new(Vec::new());
            std::thread::scope(|s| {
                let (workers, outboxes) = spawn_speculators(
                    s, threads, main, target, listing, &bounds, &claims, &tx, &stop, &spare,
                );
                drop(tx);
                let mut ahead = Ahead {
                    bounds: &bounds,
                    claims: &claims,
                    rx,
                    early: Vec::new(),
                    stop: &stop,
                    outboxes,
                    spare: &spare,
                };
                let mut got = Taken {
                    chunks: (0..n).map(|_| None).collect(),
                    pending: vec![false; n],
                    reached: 0,
                };
                self.expand_all(arena, Some((&mut ahead, &mut got)));
                // (What is left is nobody's: the workers stop.)
                while claims.front().is_some() {}
                drop(ahead);
                for w in workers {
                    let _ = w.join();
                }
            });
        }
        self.src = main;
        self.origin = None;
        self.line_src = None;
        let Some(mut x) = self.exp.take() else {
            return self.finish();
        };
        let main_buf = crate::macros::BufId(0);
        for d in x.take_diags() {
            let in_main = d.buf == main_buf;
            let loc = d.loc;
            let notes = loc.notes();
            self.out.diags.push(Diagnostic {
                severity: d.severity,
                kind: d.kind,
                span: d.span.clone(),
                line: loc.line,
                col: loc.col,
                message: d.message,
                file: (!in_main).then_some(loc.file),
                source_line: (!in_main).then_some(d.source_line),
                notes,
            });
        }
        if self.disable_free {
            std::mem::forget(x);
        }
        self.finish()
    }

    /// A line of the main source as it is written (`range`, line `line`)
    /// that a worker assembled ahead, written as assembling it would:
    /// true when it was.
    fn take_ahead(
        &mut self,
        (ahead, got): (&mut Ahead<'_>, &mut Taken),
        range: std::ops::Range<usize>,
        line: u32,
    ) -> bool {
        if self.obj.metadata_open.is_some() || self.obj.kernel_code.is_some() {
            return false;
        }
        let j = ahead
            .bounds
            .partition_point(|&b| b <= range.start)
            .saturating_sub(1);
        while got.reached <= j && got.reached < got.chunks.len() {
            let k = got.reached;
            got.reached += 1;
            // (The chunks this pass reaches first are its own; a
            // worker's may have come already.)
            got.pending[k] = ahead.claims.front() != Some(k) && got.chunks[k].is_none();
        }
        // A worker's chunk not done yet: this pass does not wait for it
        // (its lines are assembled here meanwhile).
        if got.pending.get(j) == Some(&true) {
            while let Ok((k, c)) = ahead.rx.try_recv() {
                if let (Some(p), Some(slot)) = (got.pending.get_mut(k), got.chunks.get_mut(k)) {
                    *p = false;
                    *slot = Some(c);
                }
            }
        }
        let Some(Some(c)) = got.chunks.get(j) else {
            return false;
        };
        let Ok(i) = c
            .specs
            .binary_search_by_key(&(range.start as u32), |sp| sp.start)
        else {
            return false;
        };
        let sp = c.specs[i];
        // (The expander's line may end before a comment: the same
        // tokens are in it.)
        if !(sp.tok_end as usize..=sp.end as usize).contains(&range.end) {
            return false;
        }
        if sp.n_deps > 0 && !c.deps_hold(&sp, &self.syms) {
            return false;
        }
        let kept = sp.kept(&c.listed);
        let bytes = c.code.get(sp.lo as usize..sp.hi as usize).unwrap_or(&[]);
        self.write_kept(line, bytes, &kept);
        true
    }

    /// The rest of the expansion, as [`Assembler::run_with`] does it.
    fn expand_all(
        &mut self,
        arena: &'a bumpalo::Bump,
        mut ahead: Option<(&mut Ahead<'_>, &mut Taken)>,
    ) {
        let main = self.src;
        let main_buf = crate::macros::BufId(0);
        // Past the output ceiling nothing more can come of the source but
        // cost: expansion stops there.
        while self.within_ceiling() {
            let (cur, here) = (self.cur, self.here());
            let Some(x) = self.exp.as_mut() else { break };
            let mut h = MacroHost {
                syms: &mut self.syms,
                cur,
                here,
                toks: &mut self.host_toks,
                expr: &mut self.host_expr,
                memo: &mut self.eval_memo,
                noted: &mut self.eval_noted,
                ops: &mut self.ops_buf,
                recurring: &mut self.recurring,
            };
            let Some(l) = x.next_line(&mut h) else { break };
            if l.blank {
                // (Not inside an `.amdgpu_metadata` block: its YAML is
                // listed as llvm-mc writes it.)
                if self.obj.metadata_open.is_none() {
                    self.out.listing.push(Listed::Blank);
                }
                continue;
            }
            self.origin = None;
            if l.buf == main_buf {
                crate::memory::note_line(l.line);
                self.src = main;
                self.line_src = None;
                if let Some((a, g)) = ahead.as_mut() {
                    if self.take_ahead((a, g), l.range.clone(), l.line) {
                        continue;
                    }
                }
                self.line(l.range.start, l.range.end, l.line);
            } else {
                self.line_src = Some((l.buf, l.line));
                self.line_in_file = x.is_file(l.buf);
                // A line assembled before is taken as it was, without a
                // copy of its text (which the listing alone would keep).
                if !self.listing
                    && self.obj.metadata_open.is_none()
                    && self.obj.kernel_code.is_none()
                    && self.line_again(&l)
                {
                    continue;
                }
                let Some(x) = self.exp.as_ref() else { break };
                let copy: &'a str = arena.alloc_str(x.line_text(&l));
                self.src = copy;
                self.line(0, copy.len(), l.line);
            }
        }
    }

    /// An expanded line `l` that is an instruction or a `name = expr`
    /// met before whose result still stands, done as it was then: true
    /// when it was (nothing else is done of the line).
    fn line_again(&mut self, l: &crate::macros::Line) -> bool {
        let Some(x) = self.exp.as_ref() else {
            return false;
        };
        let text = x.line_text(l);
        let h = crate::expr::hash(text.as_bytes());
        if let Some(m) = Self::memo_hit(&mut self.inst_memo, &self.syms, h, text) {
            self.src = "";
            self.write_kept(l.line, m.code(), &m.kept);
            return true;
        }
        // (The line is assembled next, from a copy of `text`.)
        self.line_hash = Some(h);
        let Some((id, ops)) = memo_get(&self.assign_memo, h, text) else {
            return false;
        };
        let id = *id;
        match self.syms.run(ops) {
            Some(v) if self.assign_int(id, v) => {
                self.cur_line = l.line;
                self.line_hash = None;
                true
            }
            _ => false,
        }
    }

    /// Whether the current line is a line of the main source.
    /// Lists the directive just read as `text` (llvm-mc prints some
    /// directives from their values, not as written; an empty text drops
    /// the line).
    pub(super) fn relist(&mut self, text: impl FnOnce() -> String) {
        if !self.listing {
            return;
        }
        if let Some(Listed::Directive(_) | Listed::DirectiveText(_)) = self.out.listing.last() {
            let t = text();
            self.out.listing.pop();
            if !t.is_empty() {
                self.out.listing.push(Listed::Text(t.into()));
            }
        }
    }

    fn in_main(&self) -> bool {
        self.line_src.is_none() && self.origin.is_none()
    }

    /// Where the current line comes from, when not the main source: made
    /// at the first need (a diagnostic, a fixup) while its buffer is read.
    pub(crate) fn origin(&mut self) -> Option<std::rc::Rc<Origin>> {
        if let Some(o) = &self.origin {
            return Some(o.clone());
        }
        let (buf, line) = self.line_src?;
        let loc = self.exp.as_ref()?.locate_line(buf, line, 1);
        let notes = loc.notes();
        let o = std::rc::Rc::new(Origin {
            text: self.src.to_string(),
            line,
            col: 1,
            place: std::rc::Rc::new((loc.file, notes)),
        });
        self.origin = Some(o.clone());
        Some(o)
    }

    /// One line (`src[start..end]`) for the expander path: metadata blocks
    /// raw, else lexed and assembled.
    fn line(&mut self, start: usize, end: usize, line_no: u32) {
        if self.obj.metadata_open.is_some() && self.metadata_line(start, end) {
            return;
        }
        if self.line_src.is_some() && self.listing {
            let h = crate::expr::hash(self.src.as_bytes());
            if let Some(m) = Self::memo_hit(&mut self.inst_memo, &self.syms, h, self.src) {
                self.write_kept(line_no, m.code(), &m.kept);
                self.line_hash = None;
                return;
            }
            self.line_hash = Some(h);
        }
        // A line of the main source met before.
        let whole = self.line_src.is_none() && self.memo_line(start, end);
        if whole && self.main_line_again(start, end, line_no, None) {
            return;
        }
        self.toks.clear();
        match lex_line(self.src, start, end, &mut self.toks) {
            LineEnd::Done if whole => self.main_line = Some((start as u32, end as u32)),
            LineEnd::Done | LineEnd::BlockOpen(_) => {}
            LineEnd::OpenString(q) => {
                self.error(DiagKind::Syntax, q, "unterminated string constant".into());
                self.toks.clear();
            }
            LineEnd::TooLong(_) => {
                self.too_long(start);
                return;
            }
        }
        if !self.toks.is_empty() {
            self.statement(line_no);
        } else {
            self.list_blank(start, end);
        }
        self.main_line = None;
        self.line_hash = None;
    }

    /// The hash of the current line's text (`src`, an expanded line
    /// alone), made once per line.
    fn src_hash(&mut self) -> u64 {
        match self.line_hash {
            Some(h) => h,
            None => {
                let h = crate::expr::hash(self.src.as_bytes());
                self.line_hash = Some(h);
                h
            }
        }
    }

    /// Lists `src[start..end]`, a line without a statement (and not inside
    /// a `/* */` comment), as an empty line when it holds only blanks or
    /// ends a `/* */` comment (llvm-mc lists those; a line with only a `//`
    /// comment it leaves out).
    fn list_blank(&mut self, start: usize, end: usize) {
        let b = self.src.as_bytes();
        if self.listing && start < b.len() {
            let line = &b[start..end.min(b.len())];
            let blank = line.iter().all(|&c| matches!(c, b' ' | b'\t' | b'\r'))
                || (memchr::memmem::find(line, b"*/").is_some()
                    && memchr::memmem::find(line, b"//").is_none());
            if blank {
                self.out.listing.push(Listed::Blank);
            }
        }
    }

    /// How many threads assemble `src` (the main source): one for a
    /// small source or one that writes no code.
    fn threads_for(&self, src: &str) -> usize {
        if !self.encodes || src.len() < self.parallel_min {
            1
        } else {
            self.threads.clamp(1, 16)
        }
    }

    pub fn run(mut self) -> Assembly {
        let src = self.src;
        let target = self.target;
        // Worker threads assemble the later parts of a large source ahead,
        // line by line, while this thread does the first part; lines whose
        // result depends on nothing before them are then taken as they
        // are (`speculate`). The output is the same by construction.
        let threads = self.threads_for(src);
        if threads <= 1 {
            self.plain_pass(None);
            return self.finish();
        }
        // The source in chunks (at line starts): this thread takes them
        // from the front, the workers from the back, until they meet, so
        // that neither waits for the other longer than one chunk takes
        // (chunks differ in cost: a byte split leaves one side waiting).
        let n = threads * CHUNKS_PER_THREAD;
        let bounds = chunk_bounds(src, n);
        let claims = Claims::new(n);
        let (tx, rx) = std::sync::mpsc::channel();
        let listing = self.listing;
        let stop = std::sync::atomic::AtomicBool::new(false);
        let spare = std::sync::Mutex::new(Vec::new());
        std::thread::scope(|s| {
            let (workers, outboxes) = spawn_speculators(
                s, threads, src, target, listing, &bounds, &claims, &tx, &stop, &spare,
            );
            drop(tx);
            self.shared = Some(Vec::new());
            self.plain_pass(Some(Ahead {
                bounds: &bounds,
                claims: &claims,
                rx,
                early: Vec::new(),
                stop: &stop,
                outboxes,
                spare: &spare,
            }));
            self.shared = None;
            // Joined here: a worker that failed (its chunks are this
            // pass's, done above) does not take the process down.
            for w in workers {
                let _ = w.join();
            }
        });
        self.finish()
    }

    /// The plain pass over every line; `ahead`: the chunks that workers
    /// assemble ahead (this pass takes the others from the front).
    fn plain_pass(&mut self, mut ahead: Option<Ahead<'_>>) {
        let src = self.src;
        let b = src.as_bytes();
        let mut in_block = false;
        let mut block_start = 0;
        let mut start = 0;
        let mut line_no = 0u32;
        let (mut got, mut next) = (Chunk::default(), 0usize);
        // The chunk this pass is in, and whether a worker assembled it.
        let mut chunk = 0usize;
        if let Some(a) = &ahead {
            a.claims.front();
        }
        while start <= b.len() && !self.out_of_memory {
            let end = memchr_nl(src, start);
            line_no += 1;
            crate::memory::note_line(line_no);
            // The lines of an `.amdgpu_metadata` block are YAML, kept raw.
            if self.obj.metadata_open.is_some() && !in_block && self.metadata_line(start, end) {
                if end >= b.len() {
                    break;
                }
                start = end + 1;
                continue;
            }
            if let Some(a) = ahead.as_mut() {
                while chunk + 1 < a.bounds.len() - 1 && start >= a.bounds[chunk + 1] {
                    chunk += 1;
                    // (Each chunk's lines are its own: those of the one
                    // before are done.)
                    got.specs.clear();
                    next = 0;
                    if a.claims.front() != Some(chunk) {
                        // A worker's chunk: its lines as assembled there
                        // (a worker that failed leaves them to this pass).
                        // The one a worker is still on is done here
                        // instead, with what the workers sent so far in
                        // the line memo (a worker told to stop): this
                        // pass does not wait.
                        match a.result_if_done(chunk, src, &mut self.line_memo) {
                            Some(c) => {
                                let old = std::mem::replace(&mut got, c);
                                if let Ok(mut p) = a.spare.lock() {
                                    p.push(old);
                                }
                            }
                            None => a.stop.store(true, std::sync::atomic::Ordering::Relaxed),
                        }
                    }
                }
            }
            // A line assembled ahead, in the same state as here.
            while next < got.specs.len() && (got.specs[next].start as usize) < start {
                next += 1;
            }
            if let Some(&sp) = got.specs.get(next) {
                if sp.start as usize == start
                    && !in_block
                    && (sp.n_deps == 0 || got.deps_hold(&sp, &self.syms))
                {
                    let mut end = end;
                    if self.listing || sp.rest == 0 {
                        let bytes = got.code.get(sp.lo as usize..sp.hi as usize).unwrap_or(&[]);
                        self.write_kept(line_no, bytes, &sp.kept(&got.listed));
                    } else {
                        // A run of such lines, one after another: written
                        // at once, as line by line would (the counters
                        // only rise; a pending `.loc` goes to the first).
                        let run = got.specs.get(next..=next + sp.rest as usize).unwrap_or(&[]);
                        let last = run.last().copied().unwrap_or(sp);
                        let (v, s) = run
                            .iter()
                            .fold((0, 0), |(v, s), x| (v.max(x.v), s.max(x.s)));
                        self.raise_gprs(v, s);
                        self.dwarf_mark();
                        let bytes = got
                            .code
                            .get(sp.lo as usize..last.hi as usize)
                            .unwrap_or(&[]);
                        self.out.code.extend_from_slice(bytes);
                        self.n_insts += run.len();
                        line_no += run.len().saturating_sub(1) as u32;
                        self.cur_line = line_no;
                        next += run.len().saturating_sub(1);
                        end = last.end as usize;
                    }
                    if end >= b.len() {
                        break;
                    }
                    start = end + 1;
                    continue;
                }
            }
            // A line met before, taken as it was.
            let whole = !in_block && self.memo_line(start, end);
            if whole && self.main_line_again(start, end, line_no, ahead.as_mut()) {
                if end >= b.len() {
                    break;
                }
                start = end + 1;
                continue;
            }
            // One pass: the lexer ends the line at `;` and `//`, skips
            // `/* */` (which may span lines) and `#` lines.
            self.toks.clear();
            let mut i = start;
            if in_block {
                match comment_close(b, start, end) {
                    Some(p) => {
                        i = p + 2;
                        in_block = false;
                    }
                    None => i = end,
                }
            }
            if i < end {
                match lex_line(src, i, end, &mut self.toks) {
                    LineEnd::Done if whole => self.main_line = Some((start as u32, end as u32)),
                    LineEnd::Done => {}
                    LineEnd::BlockOpen(p) => {
                        in_block = true;
                        block_start = p;
                    }
                    LineEnd::OpenString(q) => {
                        self.error(DiagKind::Syntax, q, "unterminated string constant".into());
                        self.toks.clear();
                    }
                    LineEnd::TooLong(_) => {
                        self.too_long(i);
                    }
                }
            }
            if !self.toks.is_empty() {
                self.statement(line_no);
                if let (Some(a), Some(l)) = (ahead.as_ref(), self.shared.as_mut()) {
                    if l.len() >= SHARE_EVERY as usize {
                        a.share(l);
                    }
                }
            } else if !in_block {
                self.list_blank(start, end);
            }
            self.main_line = None;
            self.line_hash = None;
            if end >= b.len() {
                break;
            }
            start = end + 1;
        }
        if in_block {
            self.error(DiagKind::Syntax, block_start, "unterminated comment".into());
        }
    }

    /// A statement of more than [`crate::lexer::LINE_TOKENS_MAX`] tokens
    /// (starting at `at`): an error, and nothing of it is done.
    #[cold]
    fn too_long(&mut self, at: usize) {
        self.toks.clear();
        self.error(
            DiagKind::Syntax,
            at,
            format!(
                "statement is too long: more than {} tokens",
                crate::lexer::LINE_TOKENS_MAX
            ),
        );
    }

    /// After the last line: values that waited for layout, symbols.
    fn finish(mut self) -> Assembly {
        // (What fails from here on is of no one line.)
        crate::memory::note_line(0);
        self.finish_objects();
        self.resolve_fixups();
        self.finish_symbols();
        self.out.eval_work = self.syms.eval_work();
        // Source order: a line of an expansion or an included file sorts
        // at the main-file line it was called from (its last note).
        self.out.diags.sort_by_key(|d| {
            let main_line = d
                .notes
                .last()
                .and_then(|n| n.rsplit(':').next())
                .and_then(|l| l.parse::<u32>().ok());
            match (&d.file, main_line) {
                (Some(_), Some(l)) => (l, 1, d.line, d.col),
                _ => (d.line, 0, 0, d.col),
            }
        });
        let out = std::mem::take(&mut self.out);
        // A large symbol table is freed here, before the object is made
        // (its memory is then the object's: a million symbols would hold
        // about 180 MB more at the peak); a small one is left for the
        // process's end, as `disable_free` asks.
        if self.disable_free && self.syms.defs.len() < FREE_SYMBOLS_AT {
            std::mem::forget(self);
        }
        out
    }

    fn statement(&mut self, line: u32) {
        self.cur_line = line;
        self.memory_check -= 1;
        if self.memory_check == 0 {
            self.memory_check = crate::memory::CHECK_EVERY;
            if !self.speculating && !self.out_of_memory {
                if let Some(o) = crate::memory::over_budget() {
                    let at = self.toks.first().map_or(0, |t| t.start as usize);
                    self.error(DiagKind::Directive, at, o.message());
                    // (Nothing more is assembled: expansion stops too.)
                    self.out_of_memory = true;
                    self.obj.over = true;
                }
            }
        }
        if self.out_of_memory {
            return;
        }
        // The lines of an `.amd_kernel_code_t` block are its fields.
        if self.obj.kernel_code.is_some() {
            self.kernel_code_line();
            return;
        }
        let src = self.src;
        let mut k = 0;
        // Numeric local labels (`1:`).
        while k + 1 < self.toks.len()
            && matches!(self.toks[k].tok, Tok::Int(_))
            && self.toks[k + 1].is(b':')
        {
            if let Tok::Int(n) = self.toks[k].tok {
                if n > u32::MAX as u64 {
                    self.error(
                        DiagKind::Symbol,
                        self.toks[k].start as usize,
                        "local label number is too large".into(),
                    );
                } else {
                    let t = self.syms.define_local(n as u32, self.cur, self.here());
                    if self.listing {
                        // (As llvm-mc lists it: its temporary label.)
                        self.out
                            .listing
                            .push(Listed::Text(format!(".Ltmp{t}:").into()));
                    }
                }
            }
            k += 2;
        }
        // Labels.
        while k + 1 < self.toks.len() && self.toks[k].tok == Tok::Ident && self.toks[k + 1].is(b':')
        {
            let t = self.toks[k];
            let name = t.text(src);
            let id = self.syms.intern(name);
            if !matches!(self.syms.defs[id as usize], SymDef::Undefined) {
                self.error(
                    DiagKind::Symbol,
                    t.start as usize,
                    format!("symbol '{name}' is already defined"),
                );
            } else {
                self.syms.define(id, SymDef::Label(self.cur, self.here()));
                if self.listing {
                    // (A line of an include or an expansion is listed
                    // too, as llvm-mc lists it: its text, kept.)
                    self.out.listing.push(if self.in_main() {
                        Listed::Label(t.span())
                    } else {
                        Listed::LabelText(name.into())
                    });
                }
            }
            k += 2;
        }
        if k >= self.toks.len() {
            return;
        }
        let t = self.toks[k];
        if t.tok != Tok::Ident {
            self.error(
                DiagKind::Syntax,
                t.start as usize,
                "unexpected token at start of statement".into(),
            );
            return;
        }
        let name = t.text(src);
        if self.toks.get(k + 1).is_some_and(|n| n.is(b'=')) {
            self.assign(name, t.start as usize, k + 2, false);
            return;
        }
        if name.starts_with('.') {
            let end = self.toks.last().map_or(t.end, |l| l.end) as usize;
            if self.listing && !matches!(name, ".set" | ".equ" | ".equiv") {
                let d = if self.in_main() {
                    Listed::Directive(t.start as usize..end)
                } else {
                    Listed::DirectiveText(self.src[t.start as usize..end].into())
                };
                self.out.listing.push(d);
            }
            // Data gives a pending `.loc` its address (as llvm-mc).
            if matches!(
                name,
                ".byte"
                    | ".short"
                    | ".hword"
                    | ".2byte"
                    | ".long"
                    | ".int"
                    | ".4byte"
                    | ".quad"
                    | ".8byte"
                    | ".octa"
                    | ".dc.b"
                    | ".dc.w"
                    | ".dc"
                    | ".dc.l"
                    | ".dc.a"
                    | ".value"
                    | ".ascii"
                    | ".asciz"
                    | ".string"
                    | ".fill"
            ) {
                self.dwarf_mark();
            }
            self.directive(name, t.start as usize, k + 1);
            return;
        }
        self.dwarf_mark();
        self.instruction(line, k);
    }

    fn parse_expr_at(&mut self, k: usize) -> Result<(Expr, usize), Fail> {
        let toks = std::mem::take(&mut self.toks);
        let mut e = Expr::with_capacity(8);
        let mut p = Parser {
            src: self.src,
            toks: &toks,
            pos: k,
            no_pipe: false,
        };
        let syms = &mut self.syms;
        let r = p.parse(&mut e, &mut |n| syms.intern(n));
        let pos = p.pos;
        self.toks = toks;
        r.map(|_| (e, pos))
    }

    /// `name = EXPR` or a `.set`-like directive (`directive`: listed with
    /// `.no_dead_strip`, as llvm-mc lists it).
    /// Symbol `id` set to the number `v` as `id = v` in an expanded line
    /// would set it ([`Assembler::assign`]'s way for a number); false,
    /// having done nothing, where that way would complain.
    fn assign_int(&mut self, id: u32, v: i64) -> bool {
        let a = self.attr(id);
        if a.constant || a.captured || matches!(self.syms.defs[id as usize], SymDef::Label(..)) {
            return false;
        }
        self.reassigned(id);
        self.syms.define_int(id, v);
        true
    }

    /// Assigning a variable again makes a new symbol in llvm-mc, listed
    /// where this assignment is (so is a first assignment of a
    /// predefined symbol).
    fn reassigned(&mut self, id: u32) {
        let n = self.syms.len() as u32;
        let seq = self.obj.reassigned;
        let was_var = matches!(self.syms.defs[id as usize], SymDef::Equ(_));
        let a = self.attr(id);
        a.predef = false;
        if was_var || a.pending {
            a.pending = false;
            a.order = n + 1;
            a.order_seq = seq;
            self.obj.reassigned += 1;
        }
    }

    fn assign(&mut self, name: &str, at: usize, k: usize, directive: bool) {
        // The symbol exists before its value is read (llvm-mc's order).
        let id = self.syms.intern(name);
        if self.attr(id).constant {
            let v = self.toks.get(k).map_or(at, |t| t.start as usize);
            self.error(DiagKind::Symbol, v, format!("redefinition of '{name}'"));
            return;
        }
        self.reassigned(id);
        if self.attr(id).captured && matches!(self.syms.defs[id as usize], SymDef::Equ(_)) {
            self.keep_old_value(id);
        }
        // A value made of numbers and symbols set to numbers (a counter's
        // `i = i + 1`) is computed at once: the folded expression. An
        // expanded line `name = expr` is kept to be computed again so.
        let memoize = self.line_src.is_some() && k == 2 && !directive;
        let quick = if memoize {
            crate::expr::quick_compile(
                self.src,
                &self.toks,
                k,
                false,
                &self.syms,
                &mut self.ops_buf,
            )
        } else {
            crate::expr::quick_value(self.src, &self.toks, k, false, &self.syms)
        };
        if let Some((v, pos)) = quick {
            let label = matches!(self.syms.defs[id as usize], SymDef::Label(..));
            if pos == self.toks.len() && !label {
                if self.listing {
                    self.out
                        .listing
                        .push(Listed::Assign(Box::new(crate::ListedAssign {
                            name: name.to_string(),
                            value: v.to_string(),
                            no_dead_strip: directive,
                        })));
                }
                self.syms.define_int(id, v);
                if memoize {
                    let h = self.src_hash();
                    if worth_keeping_hashed(&mut self.recurring, h, self.src) {
                        let ops = self.ops_buf.as_slice().into();
                        keep_hashed(&mut self.assign_memo, h, self.src, (id, ops));
                    }
                }
                return;
            }
        }
        let parsed = match quick {
            Some((v, pos)) => Ok((Expr::leaf(Node::Int(v)), pos)),
            None => self.parse_expr_at(k),
        };
        match parsed {
            Ok((e, pos)) => {
                if pos < self.toks.len() {
                    let t = self.toks[pos];
                    self.error(
                        DiagKind::Syntax,
                        t.start as usize,
                        "unexpected token after expression".into(),
                    );
                    return;
                }
                let id = self.syms.intern(name);
                if matches!(self.syms.defs[id as usize], SymDef::Label(..)) {
                    self.error(
                        DiagKind::Symbol,
                        at,
                        format!("redefinition of label '{name}'"),
                    );
                    return;
                }
                // Fold to a value now when absolute, so later redefinitions
                // of other symbols do not change it.
                // `.` means the address where the symbol is set: capture it
                // as a hidden label.
                let mut e = e;
                let had_dot = e.nodes.iter().any(|n| matches!(n, Node::Dot));
                // (Listed with llvm-mc's temporary labels for the `.`s.)
                let dot_text = (self.listing && had_dot)
                    .then(|| crate::expr::expr_text_tmp(&e, &self.syms, Some(self.syms.tmp_next)))
                    .flatten();
                let n_dots = if dot_text.is_some() {
                    crate::expr::dots(&e)
                } else {
                    0
                };
                if had_dot {
                    let n = self.syms.len();
                    let id = self.syms.intern(&format!(".Ldot\u{2}{n}"));
                    self.syms.define(id, SymDef::Label(self.cur, self.here()));
                    for node in e.nodes.iter_mut() {
                        if matches!(node, Node::Dot) {
                            *node = Node::Sym(id);
                        }
                    }
                }
                let folded = match eval(&e, &self.syms, None, false) {
                    Ok(Eval::Abs(v)) => {
                        // The parsed expression's room, reused.
                        e.nodes.clear();
                        e.args.clear();
                        e.nodes.push(Node::Int(v));
                        e
                    }
                    Ok(Eval::Deferred) => {
                        self.capture_refs(&e);
                        e
                    }
                    Err(m) => {
                        self.error(DiagKind::Directive, at, m);
                        return;
                    }
                };
                if self.listing {
                    // llvm-mc prints the folded value, or the expression
                    // (a `.` becomes a temporary label it lists first).
                    let value = match folded.nodes.as_slice() {
                        _ if had_dot => dot_text,
                        [Node::Int(v)] => Some(v.to_string()),
                        _ => crate::expr::expr_text(&folded, &self.syms),
                    };
                    if had_dot && value.is_some() {
                        self.list_tmp_labels(n_dots);
                    }
                    let end = self.toks.last().map_or(0, |l| l.end as usize);
                    let start = self.toks.get(k).map_or(end, |t| t.start as usize);
                    let value =
                        value.unwrap_or_else(|| self.src[start..end.max(start)].trim().to_string());
                    self.out
                        .listing
                        .push(Listed::Assign(Box::new(crate::ListedAssign {
                            name: name.to_string(),
                            value,
                            no_dead_strip: directive,
                        })));
                }
                let deferred = folded.nodes.len() > 1 || !matches!(folded.nodes[0], Node::Int(_));
                // A variable set from its own value known later
                // (`c = c + 4`): the old value, as llvm-mc reads it.
                let mut folded = folded;
                if deferred
                    && matches!(self.syms.defs[id as usize], SymDef::Equ(_))
                    && folded
                        .nodes
                        .iter()
                        .any(|n| matches!(n, Node::Sym(s) | Node::SymV(s, _) if *s == id))
                {
                    let was = self.old_value_symbol(id);
                    folded.rename_sym(id, was);
                }
                // (Kept for the rest of the run: no room beyond its nodes,
                // which a source of a million assignments would pay for.)
                folded.nodes.shrink_to_fit();
                let old = std::mem::replace(&mut self.syms.defs[id as usize], SymDef::Undefined);
                self.syms.define(id, SymDef::Equ(folded));
                if deferred {
                    // A definition that refers to itself, directly or
                    // through others, is an error (evaluation finds the
                    // cycle; each symbol is looked at once).
                    let probe = Expr::leaf(Node::Sym(id));
                    if let Err(m) = eval(&probe, &self.syms, None, false) {
                        self.syms.define(id, old);
                        let m = if m == "recursive definition" {
                            format!("recursive definition of '{name}'")
                        } else {
                            m
                        };
                        self.error(DiagKind::Directive, at, m);
                    }
                }
            }
            Err(f) => self.fail(f),
        }
    }

    fn directive(&mut self, name: &str, at: usize, k: usize) {
        let src = self.src;
        // HSA's directives are unknown under another OS's triple (as in
        // llvm-mc: `-triple=amdgcn`, `amdgcn--amdpal`, ...).
        if self.target.os != amdgpu_isa::target::Os::Hsa
            && (name.starts_with(".amdhsa_")
                || matches!(
                    name,
                    ".end_amdhsa_kernel" | ".amdgpu_metadata" | ".end_amdgpu_metadata"
                ))
        {
            // (Not listed: llvm-mc lists no unknown directive.)
            self.relist(String::new);
            self.error(
                DiagKind::Directive,
                at,
                format!(
                    "unknown directive '{name}' (an HSA directive; the triple's OS is not amdhsa)"
                ),
            );
            return;
        }
        // ... and the old HSA kernel symbol directive is unknown under HSA
        // (llvm-mc 22 takes it under other OSes only).
        if self.target.os == amdgpu_isa::target::Os::Hsa && name == ".amdgpu_hsa_kernel" {
            self.relist(String::new);
            self.error(
                DiagKind::Directive,
                at,
                format!("unknown directive '{name}'"),
            );
            return;
        }
        match name {
            ".set" | ".equ" | ".equiv" => {
                let Some(t) = self.toks.get(k).copied().filter(|t| t.tok == Tok::Ident) else {
                    self.error(
                        DiagKind::Symbol,
                        at,
                        format!("expected a symbol name after {name}"),
                    );
                    return;
                };
                if !self.toks.get(k + 1).is_some_and(|c| c.is(b',')) {
                    self.error(DiagKind::Directive, t.end as usize, "expected ','".into());
                    return;
                }
                if name == ".equiv" {
                    let defined = self.syms.lookup(t.text(src)).is_some_and(|id| {
                        !matches!(self.syms.defs[id as usize], SymDef::Undefined)
                    });
                    if defined {
                        self.error(
                            DiagKind::Symbol,
                            t.start as usize,
                            format!("redefinition of '{}'", t.text(src)),
                        );
                        return;
                    }
                }
                self.assign(t.text(src), t.start as usize, k + 2, true);
            }
            ".p2align" | ".balign" | ".align" | ".p2alignw" | ".balignw" | ".p2alignl"
            | ".balignl" => {
                // ALIGN [, FILL [, MAX]]: FILL is a value of 1, 2 (`w`) or
                // 4 (`l`) bytes, MAX the most bytes to skip.
                let mut parts: Vec<Option<i64>> = Vec::new();
                let mut p = k;
                loop {
                    if p >= self.toks.len() || self.toks[p].is(b',') {
                        parts.push(None);
                    } else {
                        match self.parse_expr_at(p) {
                            Ok((e, np)) => match eval(&e, &self.syms, None, false) {
                                Ok(Eval::Abs(v)) => {
                                    parts.push(Some(v));
                                    p = np;
                                }
                                _ => {
                                    let m = if parts.is_empty() {
                                        "alignment must be an absolute expression"
                                    } else {
                                        "expected absolute expression"
                                    };
                                    return self.error(
                                        DiagKind::Directive,
                                        self.toks[p].start as usize,
                                        m.into(),
                                    );
                                }
                            },
                            Err(f) => return self.fail(f),
                        }
                    }
                    if p < self.toks.len() && self.toks[p].is(b',') {
                        p += 1;
                        if parts.len() < 3 {
                            continue;
                        }
                    }
                    if p < self.toks.len() {
                        return self.error(
                            DiagKind::Syntax,
                            self.toks[p].start as usize,
                            "unexpected token in directive".into(),
                        );
                    }
                    break;
                }
                let Some(v) = parts.first().copied().flatten() else {
                    return self.error(
                        DiagKind::Expression,
                        at,
                        "expected absolute expression".into(),
                    );
                };
                // llvm-mc's limits: an exponent up to 31, an alignment below
                // 2^32 (0 is 1); the padding they ask for is bounded by the
                // output ceiling, checked before any memory is taken.
                let value_at = self.toks.get(k).map_or(at, |t| t.start as usize);
                let align = if name.starts_with(".p2align") {
                    if !(0..=31).contains(&v) {
                        return self.error(
                            DiagKind::ValueRange,
                            value_at,
                            "invalid alignment value (the exponent must be in the range 0..31)"
                                .into(),
                        );
                    }
                    1usize << v
                } else {
                    let v = v.max(1);
                    if v >= 1 << 32 {
                        return self.error(
                            DiagKind::ValueRange,
                            value_at,
                            "alignment must be smaller than 2**32".into(),
                        );
                    }
                    if (v & (v - 1)) != 0 {
                        return self.error(
                            DiagKind::Directive,
                            value_at,
                            "alignment must be a power of 2".into(),
                        );
                    }
                    v as usize
                };
                // A section aligned past the ceiling pads the object to it
                // (a listing has no object).
                if align as u64 > self.obj.max_output && !self.text_output {
                    let max = self.obj.max_output;
                    return self.error(
                        DiagKind::ValueRange,
                        value_at,
                        format!("{name}: an alignment of {align} bytes would make the output exceed {max} bytes (--max-output-size)"),
                    );
                }
                let size = match name.as_bytes().last() {
                    Some(b'w') => 2,
                    Some(b'l') => 4,
                    _ => 1,
                };
                let fill = parts.get(1).copied().flatten();
                let max = parts.get(2).copied().flatten();
                let code = self.obj.sections[self.cur as usize].flags
                    & amdgpu_elf::consts::SHF_EXECINSTR
                    != 0;
                self.relist(|| align_text(align as u64, size, fill, max, code));
                self.align_ext(align as u64, fill.map(|f| (f, size)), max);
            }
            ".byte" | ".short" | ".hword" | ".2byte" | ".long" | ".int" | ".4byte" | ".quad"
            | ".8byte" | ".dc.b" | ".dc.w" | ".dc" | ".dc.l" | ".dc.a" | ".value" => {
                let size = match name {
                    ".byte" | ".dc.b" => 1,
                    ".short" | ".hword" | ".2byte" | ".dc.w" | ".dc" | ".value" => 2,
                    ".long" | ".int" | ".4byte" | ".dc.l" => 4,
                    _ => 8,
                };
                let mut p = k;
                let line = self.cur_line;
                let end = self.toks.last().map_or(at, |t| t.end as usize);
                // The listing's lines, one per value as llvm-mc lists them
                // under its name for the size (None: a value it prints
                // otherwise; the line is then listed as written).
                let mut listed = self.listing.then(Vec::new);
                let shown = match size {
                    1 => ".byte",
                    2 => ".short",
                    4 => ".long",
                    _ => ".quad",
                };
                loop {
                    match self.parse_expr_at(p) {
                        Ok((e, np)) => {
                            let off = self.out.code.len();
                            let v = match eval(&e, &self.syms, None, false) {
                                Ok(Eval::Abs(v)) => {
                                    if let Some(l) = listed.as_mut() {
                                        l.push(format!("\t{shown}\t{v}"));
                                    }
                                    v
                                }
                                Ok(Eval::Deferred) => {
                                    if let Some(l) = listed.as_mut() {
                                        // (A `.` is a temporary label
                                        // llvm-mc lists before the value.)
                                        let first = self.syms.tmp_next;
                                        match crate::expr::expr_text_tmp(
                                            &e,
                                            &self.syms,
                                            Some(first),
                                        ) {
                                            Some(t) => {
                                                let n = crate::expr::dots(&e);
                                                for j in self.syms.take_tmps(n) {
                                                    l.push(format!(".Ltmp{j}:"));
                                                }
                                                l.push(format!("\t{shown}\t{t}"));
                                            }
                                            None => listed = None,
                                        }
                                    }
                                    // Known after layout, or a relocation.
                                    self.note_refs(&e);
                                    self.capture_refs(&e);
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
                                        at: self.toks[p].start as usize,
                                        end,
                                        line,
                                    });
                                    0
                                }
                                Err(m) => {
                                    return self.error(
                                        DiagKind::Directive,
                                        self.toks[p].start as usize,
                                        m,
                                    );
                                }
                            };
                            if size < 8 {
                                let bits = size as u32 * 8;
                                let (lo, hi) = (-(1i64 << (bits - 1)), (1i64 << bits) - 1);
                                if !(lo..=hi).contains(&v) {
                                    return self.error(DiagKind::Directive, self.toks[p].start as usize,
                                        format!("out of range literal value ({v} does not fit in {size} byte(s))"),
                                    );
                                }
                            }
                            self.out.code.extend_from_slice(&v.to_le_bytes()[..size]);
                            p = np;
                        }
                        Err(f) => return self.fail(f),
                    }
                    if p < self.toks.len() && self.toks[p].is(b',') {
                        p += 1;
                        continue;
                    }
                    if p < self.toks.len() {
                        return self.error(
                            DiagKind::Directive,
                            self.toks[p].start as usize,
                            "expected ',' or the end of the statement".into(),
                        );
                    }
                    break;
                }
                if let Some(l) = listed {
                    self.relist(|| l.join("\n"));
                }
            }
            ".amdgcn_target" => {
                // The target id must name the processor being assembled for.
                let Some(t) = self.toks.get(k).copied().filter(|t| t.tok == Tok::Str) else {
                    self.error(DiagKind::Kernel, at, "expected a target id string".into());
                    return;
                };
                let id = t.text(src).trim_matches('"');
                // `arch-vendor-os-env-processor[:feature±]...`: the triple
                // must be the one given (as llvm-mc 22 spells it: see
                // `normalize_triple`), the processor the one being
                // assembled for, with its xnack/sramecc settings under HSA
                // (other OSes' target ids name none), as llvm-mc checks.
                let triple = amdgpu_isa::target::target_id_triple(&self.target.triple);
                let expected = if self.target.os == amdgpu_isa::target::Os::Hsa {
                    self.target_id()
                } else {
                    self.target.cpu().to_string()
                };
                let matches = id
                    .strip_prefix(triple.as_str())
                    .and_then(|r| r.strip_prefix('-'))
                    .is_some_and(|p| p == expected);
                if !matches {
                    // (A refused target is not listed, as in llvm-mc.)
                    self.relist(String::new);
                    self.error(DiagKind::Kernel, t.start as usize,
                        format!(
                            ".amdgcn_target directive's target id {id} does not match the specified target id {triple}-{expected}"
                        ),
                    );
                }
            }
            ".file" if self.dwarf_file(at, k) => {}
            ".loc" => self.dwarf_loc(at, k),
            _ if name.starts_with(".cfi_") => self.dwarf_cfi(name, at, k),
            _ if self.object_directive(name, at, k) => {}
            _ if is_ignored_directive(name) => {
                // The object lacks what llvm-mc would add for these.
                if name != ".file" {
                    self.diag(
                        DiagKind::Directive,
                        at,
                        at + name.len(),
                        format!("directive '{name}' is not supported yet and is ignored"),
                        Severity::Warning,
                    );
                }
            }
            _ => {
                // (Not listed, as llvm-mc lists no unknown directive.)
                self.relist(String::new);
                self.error(
                    DiagKind::Directive,
                    at,
                    format!("unknown directive '{name}'"),
                )
            }
        }
    }

    /// The target id of the assembly (`gfx906:sramecc+:xnack-`): the
    /// processor and the xnack/sramecc settings from the target id and
    /// `--mattr`.
    pub(crate) fn target_id(&self) -> String {
        use amdgpu_isa::target::Feature;
        let mut id = self.target.cpu().to_string();
        let get = |name: &str, f: Feature| match self.target.has_mattr(name) {
            Some(true) => Feature::On,
            Some(false) => Feature::Off,
            None => f,
        };
        // A feature the processor does not have is left out (llvm-mc
        // warns and drops it).
        let cpu = amdgpu_isa::target::Cpu::by_name(self.target.cpu());
        for (name, f) in [
            ("sramecc", get("sramecc", self.target.sramecc)),
            ("xnack", get("xnack", self.target.xnack)),
        ] {
            let has = cpu.is_none_or(|c| if name == "xnack" { c.xnack } else { c.sramecc });
            if !has {
                continue;
            }
            match f {
                Feature::On => id.push_str(&format!(":{name}+")),
                Feature::Off => id.push_str(&format!(":{name}-")),
                Feature::Any => {}
            }
        }
        id
    }

    /// An instruction statement (its mnemonic is token `k`). A line of an
    /// expansion whose text was assembled before, while every symbol it
    /// read has the absolute value it had then ([`Symbols::abs_of`]),
    /// gives what it gave then: the line that gave it named no symbol that
    /// was not defined, made no fixup, no diagnostic, no new symbol and no
    /// definition (a register counter it raised), so its bytes and
    /// register counts depend on nothing else (the target does not change
    /// within a source).
    fn instruction(&mut self, line: u32, k: usize) {
        let src = self.src;
        let mt = self.toks[k];
        let start = mt.start as usize;
        let end = self.toks.last().map_or(mt.end, |t| t.end) as usize;
        // The whole line is the key (`src` is the line alone): the same
        // text gives the same tokens (see [`Assembler::line`]).
        // (Not a dual-issue pair: its halves' registers are counted from
        // two operand lists, which the memo does not keep.)
        // (Found once: the matcher takes it.)
        // (Most lines have no `::` at all, though many have `:` in a
        // register range: one search of their bytes for two adjacent
        // colons, which the separator's tokens are.)
        let sep = match self.encodes && self.dual_issue {
            true if double_colon(&src.as_bytes()[mt.end as usize..end]) => {
                vopd::separator(&self.toks, k + 1)
            }
            _ => None,
        };
        // A line of the main source is kept at its first meeting (its
        // text is not copied); an expanded one at its second.
        if let Some(ml) = self.main_line {
            if self.encodes && k == 0 && sep.is_none() && self.line_src.is_none() {
                self.main_instruction(line, ml, sep);
                return;
            }
        }
        let memo = self.encodes && k == 0 && sep.is_none() && self.line_src.is_some() && {
            let h = self.src_hash();
            (self.line_in_file && src.len() <= MEMO_KEY_MAX)
                || worth_keeping_hashed(&mut self.recurring, h, src)
        };
        let before = self.effects();
        let off = self.out.code.len();
        if memo {
            self.syms.trace(true, &mut self.traced);
        }
        self.match_instruction(line, k, sep);
        if !memo {
            return;
        }
        self.syms.trace(false, &mut self.traced);
        let after = self.effects();
        let len = self.out.code.len().saturating_sub(off);
        // (Symbols read are allowed: traced, their values kept.)
        if !after.one_instruction_after(&before, false)
            || self.traced.len() > line_memo::DEPS_MAX
            || !self.ops.exprs.is_empty()
            || len == 0
            || len > line_memo::CODE_MAX
            || (self.listing
                && self
                    .out
                    .insts
                    .last()
                    .is_some_and(|e| e.written_imm().is_some()))
        {
            return;
        }
        let listed = self.out.insts.last().filter(|_| self.listing);
        let kept = Kept::of(
            listed,
            objects::gpr_next(&self.ops),
            (start as u32, end as u32),
        );
        // (Each symbol read by its value: one that has none that is
        // absolute is not kept.)
        let mut deps = [(0u32, 0i64); line_memo::DEPS_MAX];
        for (d, &id) in deps.iter_mut().zip(&self.traced) {
            let Some(v) = self.syms.abs_of(id) else {
                return;
            };
            *d = (id, v);
        }
        let h = self.src_hash();
        self.inst_memo.keep(
            h,
            src,
            &deps[..self.traced.len()],
            &self.out.code[off..],
            &kept,
            self.listing,
        );
    }

    /// [`Assembler::instruction`] for main-source line `src[a..b]`
    /// (`ml`, a statement from its first token): kept in
    /// [`Assembler::line_memo`] when what it gave depends on nothing but
    /// its text (as [`Assembler::instruction`] tells, and no symbol read).
    fn main_instruction(&mut self, line: u32, ml: (u32, u32), sep: Option<usize>) {
        let before = self.effects();
        let off = self.out.code.len();
        self.match_instruction(line, 0, sep);
        let code = self.out.code.get(off..).unwrap_or(&[]);
        let listed = self.out.insts.last().filter(|_| self.listing);
        if !self.effects().one_instruction_after(&before, true)
            || !self.ops.exprs.is_empty()
            || code.is_empty()
            || listed.is_some_and(|e| e.written_imm().is_some())
            || ml.1 - ml.0 > MEMO_KEY_MAX as u32
        {
            return;
        }
        // (The statement's span from the line's start.)
        let first = self.toks.first().map_or(ml.0, |t| t.start);
        let last = self.toks.last().map_or(ml.0, |t| t.end);
        let kept = Kept::of(
            listed,
            objects::gpr_next(&self.ops),
            (first - ml.0, last - ml.0),
        );
        let h = self.main_line_hash(ml.0, ml.1);
        let code = self.out.code.get(off..).unwrap_or(&[]);
        self.line_memo
            .keep(h, ml.0, ml.1 - ml.0, code, &kept, self.listing);
        if let Some(shared) = self.shared.as_mut() {
            if let Some(line) = SharedLine::new(h, ml, code, kept) {
                shared.push(line);
            }
        }
    }

    /// What a statement may change beside its bytes (see [`Effects`]).
    fn effects(&self) -> Effects {
        Effects {
            insts: self.n_insts,
            diags: self.out.diags.len(),
            syms: self.syms.len(),
            misses: self.syms.misses(),
            fixups: self.fixups.len(),
            generation: self.syms.generation(),
            definitions: self.syms.definitions(),
            lookups: self.syms.lookups(),
        }
    }

    /// Whether main-source line `src[start..end]` may be in
    /// [`Assembler::line_memo`] (the caller knows it is whole: no block
    /// comment around it).
    fn memo_line(&self, start: usize, end: usize) -> bool {
        self.encodes && self.obj.kernel_code.is_none() && end - start <= line_memo::LINE_MAX
    }

    /// Writes main-source line `src[start..end]` (line `line_no`) as it
    /// was assembled before, from [`Assembler::line_memo`] (or from a
    /// chunk a worker has finished since, with `ahead`): true when it
    /// was. Otherwise its hash is kept for the statement.
    fn main_line_again(
        &mut self,
        start: usize,
        end: usize,
        line_no: u32,
        ahead: Option<&mut Ahead<'_>>,
    ) -> bool {
        let b = self.src.as_bytes();
        let h = crate::expr::hash(&b[start..end]);
        let mut hit = self.line_memo.get(b, h, start, end);
        if hit.is_none() {
            if let Some(a) = ahead {
                if a.absorb(self.src, &mut self.line_memo) {
                    hit = self.line_memo.get(b, h, start, end);
                }
            }
        }
        match hit {
            Some(e) => {
                self.write_kept(line_no, e.code(), &e.kept);
                true
            }
            None => {
                self.line_hash = Some(h);
                false
            }
        }
    }

    /// The hash of main-source line `src[a..b]` (made once per line).
    fn main_line_hash(&mut self, a: u32, b: u32) -> u64 {
        match self.line_hash {
            Some(h) => h,
            None => {
                let h = crate::expr::hash(&self.src.as_bytes()[a as usize..b as usize]);
                self.line_hash = Some(h);
                h
            }
        }
    }

    /// The instruction that the line `src` gave before, if what it read is
    /// as it was then (see [`Assembler::instruction`]).
    fn memo_hit(
        memo: &mut line_memo::InstMemo,
        syms: &Symbols,
        h: u64,
        text: &str,
    ) -> Option<line_memo::Hit> {
        memo.get(h, text, |id| syms.abs_of(id))
    }

    /// Writes an instruction assembled before (`bytes`, and what `k`
    /// kept of it) for the statement of line `line`, as assembling it
    /// would have: the register counters, a pending `.loc`, the listing.
    fn write_kept(&mut self, line: u32, bytes: &[u8], k: &Kept) {
        self.cur_line = line;
        self.raise_gprs(k.v, k.s);
        self.dwarf_mark();
        let off = self.out.code.len();
        self.out.code.extend_from_slice(bytes);
        if self.listing {
            self.list_inst(self.n_insts);
            self.out.insts.push(Encoded {
                section: self.cur,
                vaddr_regs: k.vaddr_regs,
                row: k.row,
                key: k.key,
                line,
                text: k.text.0..k.text.1,
                bytes: span32(off, self.out.code.len()),
                symbolic: false,
                whole_regs: k.whole_regs,
                rare: EncodedRare {
                    // A line that is not the main source's is `src` alone.
                    source: self.line_src.map(|_| self.src.trim().into()),
                    alias: k.alias,
                    ..EncodedRare::default()
                }
                .boxed(),
            });
        }
        self.n_insts += 1;
    }

    /// A key no instruction of this run has had ([`Encoded::key`]), or
    /// none when this thread has given all its bits.
    fn new_key(&mut self) -> u32 {
        if self.next_key & ((1 << KEY_BITS) - 1) == (1 << KEY_BITS) - 1 {
            return u32::MAX;
        }
        self.next_key += 1;
        self.next_key - 1
    }

    /// Lists instruction `i` (the next of [`Assembly::insts`]): it
    /// extends the run of instructions listed last, if there is one.
    /// Lists the next `n` temporary labels (`.LtmpN:`, llvm-mc's labels
    /// for the `.`s of the statement that follows).
    fn list_tmp_labels(&mut self, n: u32) {
        for j in self.syms.take_tmps(n) {
            self.out
                .listing
                .push(Listed::Text(format!(".Ltmp{j}:").into()));
        }
    }

    fn list_inst(&mut self, i: usize) {
        if let Some(Listed::Insts(r)) = self.out.listing.last_mut() {
            if r.end == i {
                r.end += 1;
                return;
            }
        }
        self.out.listing.push(Listed::Insts(i..i + 1));
    }

    /// [`EncodedRare::written_imm`] of `inst`: a negative immediate of an
    /// `imm-signed` row, or a negative branch offset.
    fn written_imm(&self, inst: &amdgpu_isa::Inst) -> Option<i32> {
        let row = self.table.get(inst.row as usize)?;
        let signed = row.tags & amdgpu_isa::table::tags::IMM_SIGNED != 0;
        row.slots()
            .iter()
            .zip(inst.ops.iter())
            .find_map(|(s, op)| match op {
                amdgpu_isa::Operand::Imm(v)
                    if *v < 0 && (signed || s.kind == amdgpu_isa::table::Kind::Label) =>
                {
                    Some(*v)
                }
                _ => None,
            })
    }

    /// Matches and encodes an instruction statement.
    /// `sep`: where the `::` of a dual-issue pair is ([`vopd::separator`]).
    fn match_instruction(&mut self, line: u32, k: usize, sep: Option<usize>) {
        self.out.matched += 1;
        let src = self.src;
        let mt = self.toks[k];
        if !self.encodes {
            // Tables may exist for more processors than the encoder knows;
            // refuse rather than write bytes in the wrong layout (once).
            if std::mem::replace(&mut self.unsupported_reported, true) {
                return;
            }
            self.error(DiagKind::Directive, mt.start as usize,
                format!(
                    "instruction encoding for {} is not implemented yet (supported: {}; the processor is chosen with --mcpu, whose default 'generic' is gfx600); no instruction of this source is encoded",
                    self.target.cpu(),
                    supported_cpus().join(", ")
                ),
            );
            return;
        }
        // A dual-issue pair, `X :: Y`.
        if let Some(sep) = sep {
            return self.match_vopd(line, k, sep);
        }
        // Mnemonics are case-insensitive, as in llvm-mc (register names
        // and modifiers are not).
        let stmt_end = self
            .toks
            .last()
            .map(|t| t.end as usize)
            .unwrap_or(mt.end as usize);
        // Operands.
        self.ops.clear();
        let toks = std::mem::take(&mut self.toks);
        let res = {
            let mut p = OperandParser {
                src,
                toks: &toks[k + 1..],
                pos: 0,
                out: &mut self.ops,
                syms: &mut self.syms,
            };
            p.parse_all()
        };
        self.toks = toks;
        self.count_gprs();
        for i in 0..self.ops.exprs.len() {
            let e = std::mem::take(&mut self.ops.exprs[i]);
            self.note_refs(&e);
            self.ops.exprs[i] = e;
        }
        if let Err(f) = res {
            self.fail(f);
            return;
        }
        let mut best: Option<(Fail, bool)> = None;
        let mut found_any = false;
        let mut other_cpus: Option<&'static [&'static str]> = None;
        let mut written_alias = None;
        // A second attempt, after every form failed: bare keywords
        // (`done`, `off`, `glc`, ...) may be symbols, as in llvm-mc
        // (`s_branch done` branches to a label named done).
        for attempt in 0..2 {
            if attempt == 1 && (!found_any || !self.keywords_as_symbols()) {
                break;
            }
            self.pos.clear();
            self.modidx.clear();
            self.pos_alt.clear();
            self.modidx_alt.clear();
            let mut ambiguous = false;
            for (i, op) in self.ops.ops.iter().enumerate() {
                ambiguous |= matcher::is_a16(op) || matcher::is_scc(src, op);
                if matcher::is_modifier(op) {
                    self.modidx.push(i);
                } else {
                    self.pos.push(i);
                }
            }
            // Candidate rows: the exact name, then the suffixed forms
            // (worked out once per distinct mnemonic spelling).
            let (c0, c1, alias) = self.candidates(mt.text(src), &mut other_cpus);
            written_alias = alias;
            // First the rows that take every modifier written; the others
            // fail, and their errors are wanted only when no row fits: then
            // every row again, for the error that is reported.
            let mut skipped = false;
            for pass in 0..2 {
                if pass == 1 {
                    if !skipped {
                        break;
                    }
                    if attempt == 0 {
                        best = None;
                    }
                }
                for j in c0..c1 {
                    let row = self.cand_rows[j];
                    // A bare `a16` is AGPR 16 for rows without the a16
                    // modifier; a bare `scc` is the modifier for rows with
                    // the scc modifier (gfx90a), else the register.
                    if ambiguous {
                        let (a16, scc) = (
                            row.mods().contains(&Mod::A16),
                            row.mods().contains(&Mod::Scc),
                        );
                        self.pos_alt.clear();
                        self.modidx_alt.clear();
                        // (Modifiers follow the operands: an `a16` where an
                        // operand stands is AGPR 16, the data of a gfx90a
                        // image instruction.)
                        let n_slots = row.slots().len();
                        for (i, op) in self.ops.ops.iter().enumerate() {
                            let is_mod = if matcher::is_a16(op) {
                                a16 && i >= n_slots
                            } else if matcher::is_scc(src, op) {
                                scc
                            } else {
                                matcher::is_modifier(op)
                            };
                            if is_mod {
                                self.modidx_alt.push(i);
                            } else {
                                self.pos_alt.push(i);
                            }
                        }
                    }
                    {
                        let modidx = if ambiguous {
                            &self.modidx_alt
                        } else {
                            &self.modidx
                        };
                        if pass == 0
                            && c1 - c0 > 1
                            && !matcher::takes_modifiers(row, &self.ops, modidx)
                        {
                            skipped = true;
                            continue;
                        }
                        found_any = true;
                        let cx = Ctx {
                            src,
                            ops: &self.ops,
                            regs: &self.regs,
                            syms: &self.syms,
                            pos: if ambiguous { &self.pos_alt } else { &self.pos },
                            modidx: if ambiguous {
                                &self.modidx_alt
                            } else {
                                &self.modidx
                            },
                            at: mt.start as usize,
                            end: stmt_end,
                        };
                        match matcher::match_row(row, &cx) {
                            Ok(o) => {
                                self.emit(line, mt.start as usize, stmt_end, &o, alias);
                                return;
                            }
                            Err(f) => {
                                let count_ok = row.slots().len() == self.pos.len();
                                // Prefer a form with the right operand count, then
                                // the error found furthest into the statement.
                                let better = match &best {
                                    None => true,
                                    Some((prev, prev_ok)) => (count_ok, f.at) > (*prev_ok, prev.at),
                                };
                                if better && attempt == 0 {
                                    best = Some((f, count_ok));
                                }
                            }
                        }
                    }
                }
            }
        }
        if !found_any {
            let mnemonic = &*lower(mt.text(src));
            let msg = match other_cpus {
                Some(cpus) => format!(
                    "{mnemonic} is not available on {} (it exists on {})",
                    self.target.cpu(),
                    cpus.join(", ")
                ),
                // One search per distinct misspelling (a repeated one, as
                // in a large .rept, costs a lookup).
                None => match self.unknown_cache.get(mnemonic) {
                    Some(m) => m.clone(),
                    None => {
                        let m = self.unknown_mnemonic(mnemonic);
                        if self.unknown_cache.len() < 4096 {
                            self.unknown_cache.insert(mnemonic.to_string(), m.clone());
                        }
                        m
                    }
                },
            };
            self.error(DiagKind::Mnemonic, mt.start as usize, msg);
            return;
        }
        if let Some((f, _)) = best {
            let mut f = matcher::with_hint(src, &self.ops, f);
            // The message names the instruction as it was written.
            if let Some(a) = written_alias {
                if f.msg.contains(a.canonical) {
                    f.msg = f.msg.replace(a.canonical, a.name).into();
                }
            }
            self.fail(f);
        }
    }

    /// The rows a mnemonic may name, in the order they are tried: the
    /// exact name, then `_e32`, `_e64`, `_sdwa`, `_dpp` (an explicit
    /// suffix: that name, and for `_e64` the VOP3-only instruction without
    /// it), each of this processor. `written` is the mnemonic's text
    /// (mnemonics are case-insensitive). An alias (with or without a
    /// suffix) names the rows of its canonical instruction, and is
    /// returned. Worked out once per spelling.
    fn candidates(
        &mut self,
        written: &str,
        other_cpus: &mut Option<&'static [&'static str]>,
    ) -> (usize, usize, Option<&'static Alias>) {
        if let Some(c) = self.mnemonics.get(written) {
            if c.other_cpus.is_some() {
                *other_cpus = c.other_cpus;
            }
            return (c.start as usize, c.end as usize, c.alias);
        }
        // Rows of an uncached spelling (past the cache's bound) are kept
        // only until the next miss.
        self.cand_rows.truncate(self.cand_cached);
        let start = self.cand_rows.len();
        let mut others = None;
        let mut lowered = lower(written);
        let alias = self.alias_of(&lowered);
        if let Some(a) = alias {
            // An alias of one form (a canonical name with its suffix) takes
            // no suffix or that one.
            let rest = &lowered[a.name.len()..];
            let one_form = ["_e32", "_e64"].iter().any(|s| a.canonical.ends_with(s));
            lowered = if one_form && (rest.is_empty() || a.canonical.ends_with(rest)) {
                a.canonical.to_string()
            } else {
                format!("{}{}", a.canonical, rest)
            }
            .into();
        }
        let mnemonic = &*lowered;
        let explicit = ["_e32", "_e64", "_sdwa", "_dpp"]
            .iter()
            .any(|s| mnemonic.ends_with(s));
        // (name, suffix, rows of which formats): `X_e64` also names the
        // VOP3-only instruction `X`, as llvm-mc accepts; `X_e32` a 32-bit
        // instruction named `X` (`v_nop`, GFX6/7's VINTRP and readlane, not
        // a VOP3-only one); `X_sdwa` (`X_dpp`) also names an SDWA (DPP) row the
        // reference prints as plain `X` (GFX8's VOPC SDWA).
        let mut cands: [(&str, &str, Only); 6] = [("", "", Only::Any); 6];
        let n = if explicit {
            cands[0] = (mnemonic, "", Only::Any);
            let sdwa = mnemonic.strip_suffix("_sdwa").map(|b| (b, Only::Sdwa));
            let dpp = mnemonic.strip_suffix("_dpp").map(|b| (b, Only::Dpp));
            let e64 = mnemonic.strip_suffix("_e64").map(|b| (b, Only::Vop3));
            // (Not through an alias: llvm-mc refuses `v_mul_lo_i32_e32`.)
            let e32 = mnemonic
                .strip_suffix("_e32")
                .filter(|_| alias.is_none())
                .map(|b| (b, Only::Plain));
            match e64.or(e32).or(sdwa).or(dpp) {
                Some((base, only)) => {
                    cands[1] = (base, "", only);
                    2
                }
                None => 1,
            }
        } else {
            // (`_e64_dpp` last: GFX11+'s VOP3 with DPP, which llvm-mc 22
            // takes for a DPP control written with a modifier only the
            // VOP3 form has, `clamp`, `byte_sel`)
            for (i, suf) in ["", "_e32", "_e64", "_sdwa", "_dpp", "_e64_dpp"]
                .iter()
                .enumerate()
            {
                cands[i] = (mnemonic, suf, Only::Any);
            }
            6
        };
        let cpu = self.target.cpu();
        // SDWA and DPP rows named without their suffix come after every
        // other candidate: a plain `X` is not an SDWA instruction; the
        // VOP3 DPP rows (`_e64_dpp`) after those.
        let mut late: Vec<&'static InstDef> = Vec::new();
        for &(base, suf, only) in &cands[..n] {
            self.name_buf.clear();
            self.name_buf.push_str(base);
            self.name_buf.push_str(suf);
            for row in amdgpu_isa::table::rows_named(self.table, &self.name_buf) {
                if !row.cpus().is_empty() && !row.cpus().contains(&cpu) {
                    others = Some(row.cpus());
                    continue;
                }
                // A half of a dual-issue pair is no instruction alone.
                if row.enc == amdgpu_isa::Enc::Vopd {
                    continue;
                }
                let sdwa = matcher::is_sdwa(row.enc);
                let dpp = matcher::is_dpp(row.enc);
                let keep = match only {
                    Only::Any => true,
                    Only::Plain => !sdwa && !dpp && !matcher::is_vop3(row.enc),
                    Only::Vop3 => matcher::is_vop3(row.enc),
                    Only::Sdwa => sdwa,
                    Only::Dpp => dpp,
                };
                if !keep {
                    continue;
                }
                if (suf == "_e64_dpp" || (suf.is_empty() && (sdwa || dpp)))
                    && only == Only::Any
                    && !explicit
                {
                    late.push(row);
                    continue;
                }
                self.cand_rows.push(row);
            }
        }
        self.cand_rows.extend(late);
        let end = self.cand_rows.len();
        if others.is_some() {
            *other_cpus = others;
        }
        // Bounded: a source of endless distinct misspellings is not cached.
        if self.mnemonics.len() < 1 << 16 {
            self.cand_cached = end;
            self.mnemonics.insert(
                written.to_string(),
                Candidates {
                    start: start as u32,
                    end: end as u32,
                    other_cpus: others,
                    alias,
                },
            );
        }
        (start, end, alias)
    }

    /// The alias `mnemonic` (lowercase) spells, with or without a suffix
    /// `_e32`, `_e64`, `_sdwa`, `_dpp`.
    fn alias_of(&self, mnemonic: &str) -> Option<&'static Alias> {
        if self.aliases.is_empty() {
            return None;
        }
        ["", "_e32", "_e64", "_sdwa", "_dpp"]
            .iter()
            .find_map(|suf| {
                mnemonic
                    .strip_suffix(suf)
                    .and_then(|stem| alias_named(self.aliases, stem))
            })
    }

    /// Turns every bare keyword operand into a symbol reference; false
    /// when there is none.
    fn keywords_as_symbols(&mut self) -> bool {
        let src = self.src;
        let mut any = false;
        for i in 0..self.ops.ops.len() {
            let op = self.ops.ops[i];
            let OpVal::Named {
                name,
                colon: false,
                vals,
                ..
            } = op.val
            else {
                continue;
            };
            if vals.0 != vals.1 {
                continue;
            }
            let text = &src[name.0 as usize..name.1 as usize];
            let id = self.syms.intern(text);
            self.ops.exprs.push(Expr::leaf(Node::Sym(id)));
            let d = self.ops.exprs.len() as u32 - 1;
            self.ops.ops[i].val = OpVal::Imm(Imm::Deferred(d));
            self.ops.ops[i].kw = None;
            any = true;
        }
        any
    }

    fn unknown_mnemonic(&self, m: &str) -> String {
        if self.speculating {
            return String::new();
        }
        let cpu = self.target.cpu();
        if amdgpu_isa::table::rows_named(self.table, m)
            .iter()
            .any(|r| r.enc == amdgpu_isa::Enc::Vopd)
        {
            return format!(
                "{m} is one half of a dual-issue (VOPD) instruction: write it with the other, 'X :: Y'"
            );
        }
        let elsewhere: Vec<&str> = TABLES
            .iter()
            .filter(|t| {
                ["", "_e32", "_e64"].iter().any(|suf| {
                    !amdgpu_isa::table::rows_named(t.insts, &format!("{m}{suf}")).is_empty()
                })
            })
            .map(|t| t.file)
            .collect();
        if elsewhere.is_empty() {
            // llvm-mc's wording, with the closest mnemonic of this
            // processor (suffixes _e32/_e64/_sdwa/_dpp dropped).
            let names = self.table.iter().filter_map(|r| {
                let n = r.name();
                let base = ["_e32", "_e64", "_sdwa", "_dpp"]
                    .iter()
                    .find_map(|s| n.strip_suffix(s))
                    .unwrap_or(n);
                (r.cpus().is_empty() || r.cpus().contains(&cpu)).then_some(base)
            });
            match crate::suggest::closest(m, names) {
                Some(c) => format!("invalid instruction, did you mean: {c}?"),
                None => format!("invalid instruction '{m}'"),
            }
        } else {
            format!(
                "{m} is not available on {cpu} (it exists on {})",
                elsewhere.join(", ")
            )
        }
    }

    fn emit(
        &mut self,
        line: u32,
        start: usize,
        end: usize,
        o: &matcher::Out,
        alias: Option<&'static Alias>,
    ) {
        let off = self.out.code.len();
        // The table-driven encoder writes the matched instruction.
        if let Err(e) = self.regs.enc.encode_into(&o.inst, &mut self.out.code) {
            self.error(DiagKind::Internal, start, format!("internal: {e}"));
            return;
        }
        let inst = self.n_insts;
        self.n_insts += 1;
        if self.listing {
            let fixup = o
                .fix
                .map(|(d, kind)| self.listed_fixup(d, kind, o.bytes(), &o.inst));
            // A `.` in the operand is a temporary label llvm-mc lists
            // first (`.Ltmp0:`), where the operand is printed.
            let dots = o
                .fix
                .and_then(|(d, _)| self.ops.exprs.get(d as usize))
                .map_or(0, crate::expr::dots);
            if dots > 0 && fixup.as_ref().is_some_and(|f| f.inst.is_some()) {
                self.list_tmp_labels(dots);
            }
            self.list_inst(inst);
            let key = self.new_key();
            self.out.insts.push(Encoded {
                section: self.cur,
                vaddr_regs: o.vaddr_regs,
                row: o.inst.row,
                key,
                line,
                text: span32(start, end),
                bytes: span32(off, self.out.code.len()),
                symbolic: o.fix.is_some(),
                whole_regs: o.whole,
                rare: EncodedRare {
                    // A line that is not the main source's is `src` alone.
                    source: self.line_src.map(|_| self.src.trim().into()),
                    fixup,
                    alias,
                    written_imm: self.written_imm(&o.inst),
                }
                .boxed(),
            });
        }
        if let Some((d, kind)) = o.fix {
            let expr = std::mem::take(&mut self.ops.exprs[d as usize]);
            // Diagnostics point at the operand.
            let (start, end) = self
                .ops
                .ops
                .iter()
                .find(|op| matches!(op.val, OpVal::Imm(Imm::Deferred(x)) if x == d))
                .map_or((start, end), |op| (op.span.0 as usize, op.span.1 as usize));
            let field = if matches!(kind, FixKind::Lit32 | FixKind::Lit64) {
                off + o.bytes()
            } else {
                off
            };
            self.capture_refs(&expr);
            let origin = self.origin();
            self.fixups.push(Fixup {
                kind,
                inst: Some(inst),
                lay: Some(o.lay.lay),
                expr,
                addr: off as u64,
                off: field,
                sec: self.cur,
                origin,
                at: start,
                end,
                line,
            });
        }
    }
}

impl Assembler<'_> {
    /// How llvm-mc's listing shows the field of expression `d` (of kind
    /// `kind`, in an instruction word of `word` bytes).
    fn listed_fixup(
        &self,
        d: u32,
        kind: FixKind,
        word: usize,
        inst: &amdgpu_isa::Inst,
    ) -> crate::ListedFixup {
        let printed = self
            .ops
            .exprs
            .get(d as usize)
            .and_then(|e| crate::expr::expr_text_tmp(e, &self.syms, Some(self.syms.tmp_next)));
        let inst = printed.is_some().then_some(*inst);
        let value = printed.unwrap_or_else(|| {
            self.ops
                .ops
                .iter()
                .find(|op| matches!(op.val, OpVal::Imm(Imm::Deferred(x)) if x == d))
                .map_or(String::new(), |op| {
                    let text = self
                        .src
                        .get(op.span.0 as usize..op.span.1 as usize)
                        .unwrap_or("");
                    text.split_whitespace().collect::<Vec<_>>().join(" ")
                })
        });
        let (offset, size, kind) = match kind {
            FixKind::Branch16 => (0, 2, "fixup_si_sopp_br"),
            FixKind::Lit64 => {
                let abs = self.ops.exprs.get(d as usize).is_some_and(|e| {
                    e.nodes
                        .iter()
                        .any(|n| matches!(n, Node::SymV(_, v) if *v == crate::expr::variant::ABS64))
                });
                (word as u8, 8, if abs { "FK_Data_8" } else { "FK_PCRel_8" })
            }
            _ => {
                let pc = self.ops.exprs.get(d as usize).is_some_and(needs_pc_rel);
                (word as u8, 4, if pc { "FK_PCRel_4" } else { "FK_Data_4" })
            }
        };
        crate::ListedFixup {
            offset,
            size,
            kind,
            value,
            inst,
        }
    }
}

/// Whether llvm-mc lists a literal holding `e` as PC-relative: symbol
/// references are, but for the absolute `@abs32` variants; a difference is
/// not; other operators are when one of their operands is.
pub(crate) fn needs_pc_rel(e: &Expr) -> bool {
    fn at(e: &Expr, i: usize, depth: u32) -> bool {
        if depth > 256 {
            return false;
        }
        match e.nodes.get(i) {
            Some(Node::Sym(_) | Node::Dot) => true,
            Some(Node::SymV(_, v)) => !matches!(
                *v,
                crate::expr::variant::ABS32_LO | crate::expr::variant::ABS32_HI
            ),
            Some(Node::Unary(_, a)) => at(e, *a as usize, depth + 1),
            Some(Node::Binary(op, a, b)) => {
                *op != b'-' && (at(e, *a as usize, depth + 1) || at(e, *b as usize, depth + 1))
            }
            _ => false,
        }
    }
    !e.nodes.is_empty() && at(e, e.nodes.len() - 1, 0)
}

/// A mnemonic in lower case (llvm-mc reads them case-insensitively).
fn lower(m: &str) -> std::borrow::Cow<'_, str> {
    if m.bytes().any(|c| c.is_ascii_uppercase()) {
        std::borrow::Cow::Owned(m.to_ascii_lowercase())
    } else {
        std::borrow::Cow::Borrowed(m)
    }
}

/// Where a mnemonic's candidate rows are in `Assembler::cand_rows`.
struct Candidates {
    start: u32,
    end: u32,
    other_cpus: Option<&'static [&'static str]>,
    alias: Option<&'static Alias>,
}

/// Whether the source uses the macro and conditional engine: a directive
/// of it (`.macro`, `.if...`, `.rept`, `.irp`, `.include`, `.altmacro`,
/// `.end`, ...) appears somewhere. One pass over the `.`s of the text.
fn needs_expander(src: &str) -> bool {
    const WORDS: &[&[u8]] = &[
        b"macro",
        b"rep",
        b"irp",
        b"if",
        b"include",
        b"altmacro",
        b"noaltmacro",
        b"end",
        b"exitm",
        b"purgem",
        b"else",
        b"endm",
        b"endr",
    ];
    let b = src.as_bytes();
    let mut i = 0;
    while let Some(p) = memchr::memchr(b'.', &b[i..]) {
        let at = i + p + 1;
        let rest = &b[at..];
        for w in WORDS {
            if rest.len() >= w.len() && rest[..w.len()].eq_ignore_ascii_case(w) {
                let next = rest.get(w.len()).copied().unwrap_or(b' ');
                let word_end = !(next.is_ascii_alphanumeric() || next == b'_');
                // `.if` and `.rep`/`.irp` take suffixes (`.ifdef`, `.rept`, `.irpc`).
                if word_end || matches!(*w, b"if" | b"rep" | b"irp") {
                    return true;
                }
            }
        }
        i = at;
    }
    false
}

/// Expressions and symbols for the macro engine (`.if`, `.rept` counts).
struct MacroHost<'h> {
    syms: &'h mut Symbols,
    /// The current section and offset: `.` in an expression the expander
    /// asks for (`.rept (256 - ((. - start) % 64)) / 4`).
    cur: u32,
    here: u64,
    /// Scratch space kept between evaluations (no allocation per `.if`).
    toks: &'h mut Vec<Token>,
    expr: &'h mut Expr,
    /// [`Assembler::eval_memo`] and room to write an expression down.
    memo: &'h mut EvalMemo,
    noted: &'h mut Vec<NotedEval>,
    ops: &'h mut Vec<Op>,
    recurring: &'h mut crate::expr::Recurring,
}

impl MacroHost<'_> {
    /// [`crate::macros::Host::eval`]; with `note`, an expression
    /// computed from steps kept in the memo is noted there too.
    fn eval_at(
        &mut self,
        text: &str,
        note: Option<&mut u32>,
    ) -> Result<(i64, usize), crate::macros::EvalError> {
        use crate::macros::EvalError;
        // The same text evaluated before: computed again from the steps
        // written down then (where they still give a value).
        if let Some((ops, used)) = self.memo.get(text) {
            if let Some(v) = self.syms.run(ops) {
                if let Some(n) = note {
                    *n = note_eval(self.noted, text, ops, *used);
                }
                return Ok((v, *used));
            }
        }
        let toks = &mut *self.toks;
        toks.clear();
        crate::lexer::lex(text, 0, text.len(), toks);
        if toks.is_empty() {
            return Err(EvalError::Syntax {
                at: 0,
                message: "expected an expression".into(),
            });
        }
        if let Some((v, pos)) =
            crate::expr::quick_compile(text, toks, 0, false, self.syms, self.ops)
        {
            let used = toks
                .get(pos.saturating_sub(1))
                .map_or(0, |t| t.end as usize);
            if worth_keeping(self.recurring, text) {
                keep(self.memo, text, (self.ops.as_slice().into(), used));
                if let Some(n) = note {
                    *n = note_eval(self.noted, text, self.ops, used);
                }
            }
            return Ok((v, used));
        }
        let e = &mut *self.expr;
        e.nodes.clear();
        e.args.clear();
        let mut p = Parser {
            src: text,
            toks,
            pos: 0,
            no_pipe: false,
        };
        let syms = &mut *self.syms;
        if let Err(f) = p.parse(e, &mut |n| syms.intern(n)) {
            return Err(EvalError::Syntax {
                at: f.at,
                message: f.msg.into_owned(),
            });
        }
        let used = toks
            .get(p.pos.saturating_sub(1))
            .map_or(0, |t| t.end as usize);
        match eval(e, self.syms, None, false) {
            Ok(Eval::Abs(v)) => Ok((v, used)),
            // Differences of labels (`.` among them) known here.
            _ => crate::expr::eval_abs_at(e, self.syms, self.cur, self.here)
                .map(|v| (v, used))
                .ok_or(EvalError::NotAbsolute),
        }
    }
}

impl crate::macros::Host for MacroHost<'_> {
    fn eval(&mut self, text: &str) -> Result<(i64, usize), crate::macros::EvalError> {
        self.eval_at(text, None)
    }

    fn eval_noted(
        &mut self,
        text: &str,
        note: &mut u32,
    ) -> Result<(i64, usize), crate::macros::EvalError> {
        // The steps noted here the last time, when of this text.
        let noted = note.checked_sub(1).and_then(|i| self.noted.get(i as usize));
        if let Some((_, ops, used)) = noted.filter(|n| *n.0 == *text) {
            if let Some(v) = self.syms.run(ops) {
                return Ok((v, *used));
            }
        }
        self.eval_at(text, Some(note))
    }

    fn is_defined(&mut self, name: &str) -> bool {
        self.syms
            .lookup(name)
            .is_some_and(|id| !matches!(self.syms.defs[id as usize], SymDef::Undefined))
    }

    fn read_file(&mut self, path: &str) -> Result<(String, String), String> {
        std::fs::read_to_string(path)
            .map(|t| (path.to_string(), t))
            .map_err(|e| format!("{path}: {e}"))
    }
}

/// Which rows a candidate name stands for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Only {
    Any,
    /// A 32-bit form: neither VOP3, SDWA nor DPP.
    Plain,
    Vop3,
    Sdwa,
    Dpp,
}

/// Table families whose encodings this version writes and reads (checked
/// against llvm-mc 22's corpora).
pub const SUPPORTED_FAMILIES: &[&str] = &[
    "gfx6", "gfx7", "gfx8", "gfx9", "gfx90a", "gfx940", "gfx950", "gfx10", "gfx103", "gfx11",
    "gfx12", "gfx1250",
];

/// The canonical processors of the supported families.
pub fn supported_cpus() -> Vec<&'static str> {
    SUPPORTED_FAMILIES
        .iter()
        .flat_map(|f| amdgpu_isa::target::family_cpus(f))
        .collect()
}

/// Whether the encoder writes instructions for processor `cpu`.
pub fn encoder_supports(cpu: &str) -> bool {
    amdgpu_isa::PROCESSORS
        .iter()
        .any(|p| p.canonical == cpu && SUPPORTED_FAMILIES.contains(&p.family()))
}

/// Directives accepted and ignored (with a warning): debug and unwind
/// information not written. (The AMDGPU directives llvm-mc 22 does not
/// know, `.amdgpu_info`, `.hsa_code_object_version`, `.amdgcn.next_free_vgpr`
/// and the like, are unknown directives, as there.)
fn is_ignored_directive(name: &str) -> bool {
    name.starts_with(".cfi") || matches!(name, ".file" | ".loc")
}

/// Chunks per thread of a source assembled in parallel. Where the plain
/// pass meets the chunk a worker is on, it assembles that chunk itself;
/// smaller chunks waste less there, and what each worker finishes reaches
/// the other threads' memos sooner. Measured (paired, 30 runs, two
/// threads): 32 against 8 took 0.90 of the time for the 100,000-line
/// gfx942 object and 0.93 for its listing, the same for 26,000 distinct
/// lines; 16 and 64 as 32.
const CHUNKS_PER_THREAD: usize = 32;

/// Which chunks are taken: the plain pass takes them from the front, the
/// workers from the back; one atomic word holds both ends (front in the
/// low half, back in the high half), so a chunk is taken once.
struct Claims(std::sync::atomic::AtomicU64);

impl Claims {
    fn new(n: usize) -> Self {
        Claims(std::sync::atomic::AtomicU64::new((n as u64) << 32))
    }

    /// The next chunk from the front, if no worker took it.
    fn front(&self) -> Option<usize> {
        use std::sync::atomic::Ordering::{AcqRel, Acquire};
        self.0
            .fetch_update(AcqRel, Acquire, |s| {
                let (f, b) = (s & 0xffff_ffff, s >> 32);
                (f < b).then_some(s + 1)
            })
            .ok()
            .map(|s| (s & 0xffff_ffff) as usize)
    }

    /// The next chunk from the back (never the first: the plain pass
    /// starts there), if the plain pass has not reached it.
    fn back(&self) -> Option<usize> {
        use std::sync::atomic::Ordering::{AcqRel, Acquire};
        self.0
            .fetch_update(AcqRel, Acquire, |s| {
                let (f, b) = (s & 0xffff_ffff, s >> 32);
                (b > f.max(1)).then_some(s - (1 << 32))
            })
            .ok()
            .map(|s| (s >> 32) as usize - 1)
    }
}

/// A chunk as a worker assembled it: its lines taken ahead, their code,
/// for a listing what each keeps, and the symbols they read.
#[derive(Default)]
struct Chunk {
    specs: Vec<Spec>,
    code: Vec<u8>,
    listed: Vec<Kept>,
    /// Per line that read symbols, from its `deps`: each symbol's name
    /// (a span of `names`) and the value the line was assembled with.
    deps: Vec<(u32, u32, i64)>,
    names: String,
}

impl Chunk {
    /// Keeps in `memo` each line of this chunk that read no symbol.
    fn keep_lines(&self, src: &str, memo: &mut line_memo::LineMemo) {
        let b = src.as_bytes();
        for sp in self.specs.iter().filter(|sp| sp.n_deps == 0) {
            let (a, e) = (sp.start as usize, sp.end as usize);
            let (Some(line), Some(code)) =
                (b.get(a..e), self.code.get(sp.lo as usize..sp.hi as usize))
            else {
                continue;
            };
            let mut k = sp.kept(&self.listed);
            k.text = (
                k.text.0.saturating_sub(sp.start),
                k.text.1.saturating_sub(sp.start),
            );
            let listing = (sp.listed as usize) < self.listed.len();
            memo.keep(
                crate::expr::hash(line),
                sp.start,
                sp.end - sp.start,
                code,
                &k,
                listing,
            );
        }
    }

    /// Whether the symbols `sp` read have the values it was assembled
    /// with in `syms` (the plain pass's, where it meets the line).
    fn deps_hold(&self, sp: &Spec, syms: &crate::expr::Symbols) -> bool {
        let at = sp.deps as usize;
        self.deps
            .get(at..at + sp.n_deps as usize)
            .is_some_and(|ds| {
                ds.iter().all(|&(a, b, v)| {
                    self.names
                        .get(a as usize..b as usize)
                        .and_then(|n| syms.lookup(n))
                        .and_then(|id| syms.abs_of(id))
                        == Some(v)
                })
            })
    }
}

/// The chunks the expander's pass has met, up to `reached`: each worker
/// chunk's result once received (`None`: this pass's own, or not yet
/// received, `pending`, or its worker failed).
struct Taken {
    chunks: Vec<Option<Chunk>>,
    pending: Vec<bool>,
    reached: usize,
}

/// `n` chunks of `src` at line starts: chunk `k` is
/// `src[bounds[k]..bounds[k + 1]]`.
fn chunk_bounds(src: &str, n: usize) -> Vec<usize> {
    let mut bounds = vec![0usize];
    for i in 1..n {
        let at = memchr_nl(src, src.len() * i / n);
        bounds.push((at + 1).min(src.len()).max(*bounds.last().unwrap_or(&0)));
    }
    bounds.push(src.len());
    bounds
}

/// The symbol count from which an assembler's memory is freed when it
/// has made its output, whatever `disable_free` says.
const FREE_SYMBOLS_AT: usize = 1 << 16;

/// The most bytes of code room made before a source is read (its
/// instructions and listing records: a 64th as many).
const PRESIZE_MAX: usize = 4 << 20;

/// Starts `threads - 1` workers that take chunks of `src` from the back
/// and send what [`speculate`] makes of each.
#[allow(clippy::too_many_arguments)]
fn spawn_speculators<'s, 'e: 's>(
    s: &'s std::thread::Scope<'s, 'e>,
    threads: usize,
    src: &'e str,
    target: &'e amdgpu_isa::Target,
    listing: bool,
    bounds: &'e [usize],
    claims: &'e Claims,
    tx: &std::sync::mpsc::Sender<(usize, Chunk)>,
    stop: &'e std::sync::atomic::AtomicBool,
    spare: &'e std::sync::Mutex<Vec<Chunk>>,
) -> (
    Vec<std::thread::ScopedJoinHandle<'s, ()>>,
    Vec<std::sync::mpsc::Sender<SharedLines>>,
) {
    let spread = crate::Spread::here();
    (1..threads)
        .map(|w| {
            let tx = tx.clone();
            let (outbox, inbox) = std::sync::mpsc::channel::<SharedLines>();
            let w = spread.spawn(s, w, move || {
                // One assembler for all of this worker's chunks (what it
                // caches, such as the rows of each mnemonic, stays warm).
                let mut a = Assembler::new(src, target);
                a.listing = listing;
                a.speculating = true;
                // (Workers past the key's top bits give none.)
                a.next_key = u32::try_from(w)
                    .ok()
                    .and_then(|w| w.checked_shl(KEY_BITS))
                    .filter(|&k| k >> KEY_BITS == w as u32)
                    .unwrap_or((1 << KEY_BITS) - 1);
                a.out.insts = Vec::new();
                a.out.listing = Vec::new();
                preassign(&mut a);
                take_shared(&mut a, &inbox);
                while let Some(k) = claims.back() {
                    let old = spare.lock().ok().and_then(|mut p| p.pop());
                    let r = speculate(&mut a, bounds[k], bounds[k + 1], stop, &inbox, old);
                    if tx.send((k, r)).is_err() {
                        break;
                    }
                    take_shared(&mut a, &inbox);
                }
            });
            (w, outbox)
        })
        .unzip()
}

/// What the plain pass needs of the workers.
struct Ahead<'b> {
    /// Chunk `k` is `src[bounds[k]..bounds[k + 1]]`.
    bounds: &'b [usize],
    claims: &'b Claims,
    /// Chunks as the workers finish them.
    rx: std::sync::mpsc::Receiver<(usize, Chunk)>,
    /// Those received before the plain pass reached them.
    early: Vec<(usize, Chunk)>,
    /// Set when the plain pass does a chunk a worker is still on.
    stop: &'b std::sync::atomic::AtomicBool,
    /// To each worker, the lines this pass kept ([`Assembler::shared`]).
    outboxes: Vec<std::sync::mpsc::Sender<SharedLines>>,
    /// Chunks this pass is done with, whose memory the workers fill again
    /// (memory first touched costs more than the assembling of a line).
    spare: &'b std::sync::Mutex<Vec<Chunk>>,
}

impl Ahead<'_> {
    /// Sends `lines` (emptied) to every worker.
    fn share(&self, lines: &mut Vec<SharedLine>) {
        if lines.is_empty() {
            return;
        }
        let batch: SharedLines = std::sync::Arc::new(std::mem::replace(
            lines,
            Vec::with_capacity(SHARE_EVERY as usize),
        ));
        for o in &self.outboxes {
            let _ = o.send(batch.clone());
        }
    }

    /// Takes the chunks the workers have finished by now (kept for
    /// [`Ahead::result_if_done`]), keeping each of their lines that read no
    /// symbol in `memo` (the plain pass's [`Assembler::line_memo`]): the
    /// same text in this pass's own chunks is then not assembled again.
    /// True when a chunk came.
    fn absorb(&mut self, src: &str, memo: &mut line_memo::LineMemo) -> bool {
        let mut any = false;
        while let Ok((j, c)) = self.rx.try_recv() {
            c.keep_lines(src, memo);
            self.early.push((j, c));
            any = true;
        }
        any
    }

    /// Worker chunk `k` if it is done (after [`Ahead::absorb`]); None while
    /// a worker is on it (or when its worker failed).
    fn result_if_done(
        &mut self,
        k: usize,
        src: &str,
        memo: &mut line_memo::LineMemo,
    ) -> Option<Chunk> {
        self.absorb(src, memo);
        let i = self.early.iter().position(|e| e.0 == k)?;
        Some(self.early.swap_remove(i).1)
    }
}

/// An instruction line assembled ahead: where the line starts, its bytes
/// in the worker's code, one past the highest VGPR and SGPR it names.
#[derive(Clone, Copy, Debug)]
struct Spec {
    start: u32,
    /// Where the line ends (its newline, or the end of the source).
    end: u32,
    /// Where its last token ends (a comment or blanks may follow).
    tok_end: u32,
    /// How many of the following lines continue a run with this one:
    /// each starts where the one before ended, its code right after.
    rest: u32,
    lo: u32,
    hi: u32,
    /// The registers it raised the counters to.
    v: u32,
    s: u32,
    /// For a listing, what it keeps of the line: an index into the
    /// chunk's [`Kept`]s (none are kept otherwise, a line's worth of
    /// memory less).
    listed: u32,
    /// The symbols it read: `n_deps` entries of the chunk's `deps` from
    /// `deps` (a line that read none runs with its neighbours).
    deps: u32,
    n_deps: u32,
}

impl Spec {
    /// What is kept of the line (`listed`: its chunk's [`Kept`]s).
    fn kept(&self, listed: &[Kept]) -> Kept {
        listed
            .get(self.listed as usize)
            .copied()
            .unwrap_or(Kept::of(None, (self.v, self.s), (0, 0)))
    }
}

/// A line the plain pass kept in its [`Assembler::line_memo`], for the
/// workers' memos: its hash and place (`src[at..at + len]`), its bytes and
/// what is kept of it (`kept.text` from the line's start).
#[derive(Clone, Copy)]
struct SharedLine {
    h: u64,
    at: u32,
    len: u32,
    code: [u8; line_memo::CODE_MAX],
    n: u8,
    kept: Kept,
}

impl SharedLine {
    fn new(h: u64, (a, b): (u32, u32), code: &[u8], kept: Kept) -> Option<SharedLine> {
        let mut c = [0u8; line_memo::CODE_MAX];
        c.get_mut(..code.len())?.copy_from_slice(code);
        Some(SharedLine {
            h,
            at: a,
            len: b - a,
            code: c,
            n: code.len() as u8,
            kept,
        })
    }
}

/// Lines between looks for what the plain pass sent (a worker), and sent
/// at once (the plain pass).
const SHARE_EVERY: u32 = 256;

/// Lines sent to a worker at once.
type SharedLines = std::sync::Arc<Vec<SharedLine>>;

/// Keeps the lines the plain pass sent so far in a worker's memo.
fn take_shared(a: &mut Assembler<'_>, inbox: &std::sync::mpsc::Receiver<SharedLines>) {
    while let Ok(lines) = inbox.try_recv() {
        for l in lines.iter() {
            let code = l.code.get(..l.n as usize).unwrap_or(&[]);
            a.line_memo.keep(l.h, l.at, l.len, code, &l.kept, a.listing);
        }
    }
}

/// What is kept of an instruction assembled before (ahead, or the same
/// line earlier) to write it again: the registers it raised the counters
/// to, and for the listing its statement's span in its line, image address
/// registers, row and alias.
#[derive(Clone, Copy, Debug)]
struct Kept {
    v: u32,
    s: u32,
    text: (u32, u32),
    vaddr_regs: u8,
    row: u32,
    alias: Option<&'static Alias>,
    whole_regs: u8,
    /// [`Encoded::key`].
    key: u32,
}

impl Kept {
    /// What is kept of an instruction listed as `e` (none: not listed)
    /// that raised the register counters to `v` and `s`, its text at
    /// `text`.
    fn of(e: Option<&Encoded>, (v, s): (u32, u32), text: (u32, u32)) -> Kept {
        Kept {
            v,
            s,
            text,
            vaddr_regs: e.map_or(0, |e| e.vaddr_regs),
            row: e.map_or(u32::MAX, |e| e.row),
            alias: e.and_then(|e| e.alias()),
            whole_regs: e.map_or(0, |e| e.whole_regs),
            key: e.map_or(u32::MAX, |e| e.key),
        }
    }
}

/// `a..b` in 32 bits, as [`Encoded`] keeps spans (sources and a
/// listing's sections are at most 4 GiB).
fn span32(a: usize, b: usize) -> std::ops::Range<u32> {
    let c = |x: usize| u32::try_from(x).unwrap_or(u32::MAX);
    c(a)..c(b)
}

/// The bits of an [`Encoded::key`] below the number of the thread that
/// assembled the instruction (0: the plain pass; a worker's from 1).
pub const KEY_BITS: u32 = 24;

/// Assembles ahead the lines of `src[from..to]` that are one instruction
/// whose bytes depend on nothing before it: no label, no symbol read or
/// named (no lookup, no new symbol), no fixup, no diagnostic. Such a line
/// gives the same bytes wherever the plain pass meets it (the target does
/// not change within a source), which takes them unless the line is in a
/// block comment or a metadata block, and raises the register counters
/// as the line would.
fn speculate(
    a: &mut Assembler<'_>,
    from: usize,
    to: usize,
    stop: &std::sync::atomic::AtomicBool,
    inbox: &std::sync::mpsc::Receiver<SharedLines>,
    old: Option<Chunk>,
) -> Chunk {
    let src = a.src;
    let mut lines = 0u32;
    // (The memory of a chunk the plain pass is done with, when there is one.)
    let Chunk {
        mut specs,
        mut code,
        mut listed,
        mut deps,
        mut names,
    } = old.unwrap_or_default();
    specs.clear();
    code.clear();
    listed.clear();
    deps.clear();
    names.clear();
    code.reserve((to - from) / 4);
    specs.reserve((to - from) / 24);
    a.out.code = code;
    let mut start = from;
    while start < to.min(src.len()) {
        if stop.load(std::sync::atomic::Ordering::Relaxed) {
            break;
        }
        // (What the plain pass sent, now and then.)
        lines += 1;
        if lines.is_multiple_of(SHARE_EVERY) {
            take_shared(a, inbox);
        }
        let end = memchr_nl(src, start);
        // A line met before in this worker's chunks, one that read no
        // symbol: taken as it was (see [`Assembler::line_memo`]).
        let b = src.as_bytes();
        let h = (end - start <= line_memo::LINE_MAX).then(|| crate::expr::hash(&b[start..end]));
        if let Some(e) = h.and_then(|h| a.line_memo.get(b, h, start, end)) {
            let lo = a.out.code.len() as u32;
            a.out.code.extend_from_slice(e.code());
            let kept = e.kept;
            if a.listing {
                listed.push(kept);
            }
            specs.push(Spec {
                start: start as u32,
                end: end as u32,
                tok_end: kept.text.1,
                rest: 0,
                lo,
                hi: a.out.code.len() as u32,
                v: kept.v,
                s: kept.s,
                listed: listed.len() as u32 - a.listing as u32,
                deps: deps.len() as u32,
                n_deps: 0,
            });
            start = end + 1;
            continue;
        }
        a.toks.clear();
        // (A backslash is a macro body's: no line as written.)
        let plain = memchr::memchr(b'\\', &src.as_bytes()[start..end]).is_none()
            && matches!(lex_line(src, start, end, &mut a.toks), LineEnd::Done)
            && a.toks
                .first()
                .is_some_and(|t| t.tok == Tok::Ident && !t.text(src).starts_with('.'))
            && !a.toks.get(1).is_some_and(|t| t.is(b':') || t.is(b'='));
        if plain {
            let before = (
                a.n_insts,
                a.out.diags.len(),
                a.syms.len(),
                a.syms.misses(),
                a.fixups.len(),
                a.out.code.len(),
            );
            let lookups = a.syms.lookups();
            a.syms.trace(true, &mut a.traced);
            a.statement(0);
            a.syms.trace(false, &mut a.traced);
            let after = (
                a.n_insts,
                a.out.diags.len(),
                a.syms.len(),
                a.syms.misses(),
                a.fixups.len(),
            );
            // The symbols it read, each with a value now (checked where
            // the plain pass meets the line).
            let at = deps.len();
            let read = a.syms.lookups() != lookups;
            let known = !read
                || a.traced.iter().all(|&id| match a.syms.abs_of(id) {
                    Some(v) => {
                        let n = names.len() as u32;
                        names.push_str(a.syms.name(id));
                        deps.push((n, names.len() as u32, v));
                        true
                    }
                    None => false,
                });
            // (A negative immediate listed as written: not kept.)
            if after == (before.0 + 1, before.1, before.2, before.3, before.4)
                && known
                && (!read || !a.traced.is_empty())
                && a.ops.exprs.is_empty()
                && a.out.code.len() > before.5
                && a.out.insts.last().is_none_or(|e| e.written_imm().is_none())
            {
                // What the listing keeps of it.
                let e = a.out.insts.pop();
                a.out.listing.clear();
                let text = e.as_ref().map_or((0, 0), |e| (e.text.start, e.text.end));
                let kept = Kept::of(e.as_ref(), objects::gpr_next(&a.ops), text);
                // (Kept for the same text later in this worker's chunks
                // when it read no symbol; its span from the line's start.)
                if let Some(h) = h.filter(|_| !read) {
                    // (The statement's span, listed or not: the last
                    // token's end is the `tok_end` of a line taken.)
                    let mut k = kept;
                    let first = a.toks.first().map_or(start as u32, |t| t.start);
                    let tok_end = a.toks.last().map_or(start as u32, |t| t.end);
                    k.text = (first - start as u32, tok_end - start as u32);
                    let code = &a.out.code[before.5..];
                    let len = (end - start) as u32;
                    a.line_memo.keep(h, start as u32, len, code, &k, a.listing);
                }
                if a.listing {
                    listed.push(kept);
                }
                specs.push(Spec {
                    start: start as u32,
                    end: end as u32,
                    tok_end: a.toks.last().map_or(start as u32, |t| t.end),
                    rest: 0,
                    lo: before.5 as u32,
                    hi: a.out.code.len() as u32,
                    v: kept.v,
                    s: kept.s,
                    listed: listed.len() as u32 - a.listing as u32,
                    deps: at as u32,
                    n_deps: (deps.len() - at) as u32,
                });
            } else {
                deps.truncate(at);
            }
            // The diagnostics of a line that failed are the plain pass's.
            a.out.diags.clear();
        }
        start = end + 1;
    }
    // Runs, counted from the back (of lines that read no symbol).
    for i in (0..specs.len().saturating_sub(1)).rev() {
        let (x, y) = (specs[i], specs[i + 1]);
        if y.start == x.end + 1 && y.lo == x.hi && x.n_deps == 0 && y.n_deps == 0 {
            specs[i].rest = y.rest + 1;
        }
    }
    Chunk {
        specs,
        code: std::mem::take(&mut a.out.code),
        listed,
        deps,
        names,
    }
}

/// Gives a worker's assembler the symbols the source assigns (`.set`,
/// `.equ`, `.equiv`, `name = expr`), in the order written, wherever they
/// are: a guess of what the plain pass will know where it meets a line
/// that reads them, which it checks there ([`Chunk::deps_hold`]).
fn preassign(a: &mut Assembler<'_>) {
    let src = a.src;
    let b = src.as_bytes();
    // The lines that may be one: those with a `=`, `.set` or `.equ` in
    // any case (found in one search of the whole text for `=` and `.`,
    // not line by line).
    // (Line starts are followed along: a search back from each `=` would
    // cost the square of a long line's length.)
    let mut starts: Vec<usize> = Vec::new();
    let mut line_start = 0;
    for p in memchr::memchr3_iter(b'\n', b'=', b'.', b) {
        if b[p] == b'\n' {
            line_start = p + 1;
            continue;
        }
        let may_be = b[p] == b'='
            || b.get(p + 1..p + 4)
                .is_some_and(|w| w.eq_ignore_ascii_case(b"set") || w.eq_ignore_ascii_case(b"equ"));
        if may_be && starts.last() != Some(&line_start) {
            starts.push(line_start);
        }
    }
    for start in starts {
        let end = memchr_nl(src, start);
        a.toks.clear();
        let ok = matches!(lex_line(src, start, end, &mut a.toks), LineEnd::Done)
            && (a.toks.first().is_some_and(|t| {
                let w = t.text(src);
                w.eq_ignore_ascii_case(".set")
                    || w.eq_ignore_ascii_case(".equ")
                    || w.eq_ignore_ascii_case(".equiv")
            }) || a.toks.get(1).is_some_and(|t| t.is(b'=')));
        if ok {
            a.statement(0);
        }
        a.out.diags.clear();
        a.out.listing.clear();
    }
}

/// The end of the line starting at `from` (a line start, so a character
/// boundary): `memchr` through `str::find`, word at a time.
fn memchr_nl(src: &str, from: usize) -> usize {
    src.as_bytes()
        .get(from..)
        .and_then(|s| memchr::memchr(b'\n', s))
        .map_or(src.len(), |p| from + p)
}

/// An alignment directive as llvm-mc lists it: `.p2align` with the
/// exponent; the fill (none in code when none is written, else zero) in hex,
/// cut to its size, a wider fill as `.p2alignw` / `.p2alignl`; the maximum
/// when it is below the alignment.
fn align_text(align: u64, size: usize, fill: Option<i64>, max: Option<i64>, code: bool) -> String {
    let lg = align.trailing_zeros();
    let value = match fill {
        None if code => None,
        f => Some(f.unwrap_or(0) as u64 & (u64::MAX >> (64 - 8 * size))),
    };
    let max = max
        .filter(|&m| m > 0 && (m as u64) < align)
        .map_or(String::new(), |m| format!(", {m}"));
    match value {
        Some(v) if size > 1 => {
            let w = if size == 2 { 'w' } else { 'l' };
            format!(".p2align{w} {lg}, {v:#x}{max}")
        }
        Some(v) => format!("\t.p2align\t{lg}, {v:#x}{max}"),
        None if max.is_empty() => format!("\t.p2align\t{lg}"),
        None => format!("\t.p2align\t{lg}, {max}"),
    }
}
