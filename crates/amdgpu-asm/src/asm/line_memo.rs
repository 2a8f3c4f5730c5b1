//! The instructions of main-source lines assembled before, by the line's
//! text: real code repeats its lines (unrolled loops, waits, moves), and a
//! line that read no symbol gives the same bytes wherever it is met (the
//! target does not change within a source).
//!
//! Kept small: a memo of real code holds tens of thousands of lines, and
//! on the machines we run on each page of memory costs about as much at
//! its first touch as assembling a line or two. An entry is 32 bytes (and
//! 8 in the map, by half its hash); the bytes of the instructions are
//! kept one after another in a buffer of their own, what only a listing
//! needs in another.

use super::{HashIsKey, Kept};
use amdgpu_isa::table::Alias;

/// How many lines are kept at most (then the memo starts again): a bound
/// on its memory.
const ENTRIES_MAX: usize = 1 << 15;

/// At this many entries a memo takes room for [`ENTRIES_MAX`] at once:
/// growing by doubling would copy what it holds each time, into memory
/// touched for the first time, and the room not yet used costs nothing
/// until it is written (a small source never gets there).
const ENTRIES_GROWN: usize = 1 << 10;

/// The room taken in a memo's map at [`ENTRIES_GROWN`]: what a table of
/// 2^15 slots holds (7 in 8 of them), no more (the next size is twice as
/// large, all of it touched at random).
const MAP_ROOM: usize = (1 << 15) / 8 * 7;

/// The longest line kept (bytes).
pub(super) const LINE_MAX: usize = 200;

/// The longest instruction kept (bytes).
pub(super) const CODE_MAX: usize = 16;

/// What both memos keep of a statement: where its bytes are in
/// [`Store::code`] (`n` of them from `code_at`), for a listing what
/// [`Store::listed`] keeps at `listed`, the length of its text, its
/// statement's span in that text, the registers it raised the counters
/// to, and (statements of [`InstMemo`]) how many symbols it read.
#[derive(Clone, Copy)]
struct Stored {
    code_at: u32,
    listed: u32,
    len: u16,
    span: (u16, u16),
    v: u16,
    s: u16,
    n: u8,
    n_deps: u8,
}

/// What a listing keeps of a line beyond its span: row, alias, image
/// address registers, whole-register count, key.
type ListedKept = (u32, Option<&'static Alias>, u8, u8, u32);

/// The bytes and listing parts of both memos' statements, one after
/// another.
#[derive(Default)]
struct Store {
    code: Vec<u8>,
    listed: Vec<ListedKept>,
}

impl Store {
    /// Keeps `code` and `k` (the listing's part when `listing`) of a
    /// statement whose text is `len` bytes and that read `n_deps`
    /// symbols, if it fits.
    fn put(
        &mut self,
        len: usize,
        n_deps: usize,
        code: &[u8],
        k: &Kept,
        listing: bool,
    ) -> Option<Stored> {
        let (Ok(len), Ok(t0), Ok(t1), Ok(v), Ok(s), Ok(n_deps)) = (
            u16::try_from(len),
            u16::try_from(k.text.0),
            u16::try_from(k.text.1),
            u16::try_from(k.v),
            u16::try_from(k.s),
            u8::try_from(n_deps),
        ) else {
            return None;
        };
        if code.len() > CODE_MAX || len as usize > LINE_MAX {
            return None;
        }
        let listed = if listing {
            self.listed
                .push((k.row, k.alias, k.vaddr_regs, k.whole_regs, k.key));
            self.listed.len() as u32 - 1
        } else {
            u32::MAX
        };
        let code_at = self.code.len() as u32;
        self.code.extend_from_slice(code);
        Some(Stored {
            code_at,
            listed,
            len,
            span: (t0, t1),
            v,
            s,
            n: code.len() as u8,
            n_deps,
        })
    }

    /// The statement `e` as kept, its span moved by `at`.
    // (Inlined: on the path of every line taken from a memo, a call
    // costs it a tenth more.)
    #[inline]
    fn hit(&self, e: &Stored, at: u32) -> Option<Hit> {
        let mut code = [0u8; CODE_MAX];
        let bytes = self
            .code
            .get(e.code_at as usize..e.code_at as usize + e.n as usize)?;
        code[..bytes.len()].copy_from_slice(bytes);
        let (row, alias, vaddr_regs, whole_regs, key) = self
            .listed
            .get(e.listed as usize)
            .copied()
            .unwrap_or((u32::MAX, None, 0, 0, u32::MAX));
        Some(Hit {
            code,
            n: e.n,
            kept: Kept {
                v: e.v as u32,
                s: e.s as u32,
                text: (at + e.span.0 as u32, at + e.span.1 as u32),
                vaddr_regs,
                row,
                alias,
                whole_regs,
                key,
            },
        })
    }

    fn clear(&mut self) {
        self.code.clear();
        self.listed.clear();
    }

    /// Room for [`ENTRIES_MAX`] statements ([`ENTRIES_GROWN`]).
    fn grow(&mut self, listing: bool) {
        self.code
            .reserve((ENTRIES_MAX * CODE_MAX / 2).saturating_sub(self.code.len()));
        if listing {
            self.listed.reserve(ENTRIES_MAX - self.listed.len());
        }
    }
}

/// One line: its hash, where it is (`src[at..at + len]`) and what is
/// kept of it. 32 bytes.
#[derive(Clone, Copy)]
struct Entry {
    h: u64,
    at: u32,
    stored: Stored,
}

/// [`super::Assembler::line_memo`].
///
/// Entries are kept in the order they came, and the map gives an entry's
/// index: real code repeats runs of lines (unrolled loops, a block written
/// again), so the line after one found is looked for first at the entry
/// after it. That read is in order, where the map's is at random, and on
/// the machines we run on a read at random into a memo of tens of
/// thousands of lines costs more than the rest of taking the line.
#[derive(Default)]
pub(super) struct LineMemo {
    /// By the hash of the line's text ([`crate::expr::hash`]).
    order: Ordered<Entry>,
    store: Store,
}

/// What an entry of [`Ordered`] is found by.
trait Hashed {
    fn hash(&self) -> u64;
}

impl Hashed for Entry {
    fn hash(&self) -> u64 {
        self.h
    }
}

/// The entries of a memo in the order they came, found by their hash:
/// first the one after the last found, then by the map (keyed by half
/// the hash, to an index).
struct Ordered<E> {
    map: std::collections::HashMap<u32, u32, HashIsKey>,
    entries: Vec<E>,
    /// The entry tried first: the one after the last found.
    next: usize,
}

impl<E> Default for Ordered<E> {
    fn default() -> Self {
        Ordered {
            map: Default::default(),
            entries: Vec::new(),
            next: 0,
        }
    }
}

impl<E: Hashed> Ordered<E> {
    /// The entry of hash `h`, if there is one (its text is the caller's
    /// to compare).
    fn find(&self, h: u64) -> Option<(usize, &E)> {
        let i = match self.entries.get(self.next) {
            Some(e) if e.hash() == h => self.next,
            _ => *self.map.get(&(h as u32))? as usize,
        };
        Some((i, self.entries.get(i)?))
    }

    /// Entry `i` was the one looked for.
    fn found(&mut self, i: usize) {
        self.next = i + 1;
    }

    /// The index of the entry of hash `h` kept already.
    fn kept(&self, h: u64) -> Option<usize> {
        let i = *self.map.get(&(h as u32))? as usize;
        self.entries
            .get(i)
            .is_some_and(|e| e.hash() == h)
            .then_some(i)
    }

    fn push(&mut self, e: E) {
        self.map.insert(e.hash() as u32, self.entries.len() as u32);
        self.entries.push(e);
    }

    /// Before an entry is added: true when the memo is full and starts
    /// again (the caller empties its buffers); at [`ENTRIES_GROWN`] the
    /// room for all of them is taken (`grow`).
    fn make_room(&mut self, grow: impl FnOnce()) -> bool {
        if self.entries.len() >= ENTRIES_MAX {
            self.map.clear();
            self.entries.clear();
            return true;
        }
        if self.entries.len() == ENTRIES_GROWN {
            self.map.reserve(MAP_ROOM.saturating_sub(self.map.len()));
            self.entries.reserve(ENTRIES_MAX - ENTRIES_GROWN);
            grow();
        }
        false
    }
}

/// A line found in the memo: its bytes and what is kept of it, its span
/// moved to where it is met now.
pub(super) struct Hit {
    code: [u8; CODE_MAX],
    n: u8,
    pub kept: Kept,
}

impl Hit {
    pub fn code(&self) -> &[u8] {
        &self.code[..self.n as usize]
    }
}

impl LineMemo {
    /// The line `src[a..b]` (its hash `h`) as met before: the same text.
    pub fn get(&mut self, src: &[u8], h: u64, a: usize, b: usize) -> Option<Hit> {
        let (i, e) = self.order.find(h)?;
        let at = e.at as usize;
        if src.get(at..at + e.stored.len as usize) != src.get(a..b) {
            return None;
        }
        let hit = self.store.hit(&e.stored, a as u32);
        self.order.found(i);
        hit
    }

    /// Keeps line `src[at..at + len]` (its hash `h`) that gave `code` and
    /// `k` (`k.text` from the line's start; the listing's part of it when
    /// `listing`), if it fits.
    pub fn keep(&mut self, h: u64, at: u32, len: u32, code: &[u8], k: &Kept, listing: bool) {
        if self.order.make_room(|| self.store.grow(listing)) {
            self.store.clear();
        }
        // A line of the same hash is kept already: the same text, as good
        // as certain, and so the same result.
        if self.order.kept(h).is_some() {
            return;
        }
        if let Some(stored) = self.store.put(len as usize, 0, code, k, listing) {
            self.order.push(Entry { h, at, stored });
        }
    }
}

/// The most symbols a statement kept in [`InstMemo`] read.
pub(super) const DEPS_MAX: usize = 10;

/// One statement of [`InstMemo`]: where its text is
/// (`text[text_at..][..stored.len]`), the symbols it read with their
/// values (`deps[deps_at..][..stored.n_deps]`), its key (its text's hash
/// with those values, [`keyed`]) and the low half of its text's hash, and
/// what is kept of it. 40 bytes.
#[derive(Clone, Copy)]
struct StmtEntry {
    key: u64,
    h: u32,
    text_at: u32,
    deps_at: u32,
    stored: Stored,
}

impl Hashed for StmtEntry {
    fn hash(&self) -> u64 {
        self.key
    }
}

/// The symbols a statement text read when it was last kept (in the
/// order [`Symbols::trace`](crate::expr::Symbols::trace) gives them):
/// the values to look for it by.
#[derive(Clone, Copy)]
struct Shape {
    ids: [u32; DEPS_MAX],
    n: u8,
}

/// The key of a statement of [`InstMemo`]: its text's hash `h` with the
/// values of the symbols it read (`h` itself when it read none), mixed
/// so that every bit of the key depends on all of them.
fn keyed(h: u64, values: impl Iterator<Item = i64>) -> u64 {
    let mut k = h;
    let mut any = false;
    for v in values {
        any = true;
        k = (k ^ v as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        k ^= k >> 29;
    }
    if any {
        k = k.wrapping_mul(0xbf58_476d_1ce4_e5b9);
        k ^= k >> 32;
    }
    k
}

/// [`super::Assembler::inst_memo`]: statements that are not lines of the
/// main source (expanded or included), kept by the hash of their text
/// and the values of the symbols they read, with a copy of the text. A
/// statement whose text is the same and whose symbols have the same
/// values gives the same bytes: the parse is the same step by step, each
/// symbol read giving what it gave then. So a line of a `.rept` body that
/// reads a counter is assembled once per value of the counter, and a
/// macro called again after its symbols were set again (to the same
/// values, as each kernel of a source sets its register names) is not
/// assembled again.
///
/// An entry is 40 bytes with its key (a map of texts to records of 136
/// bytes was the largest thing a real Winograd source touched); the
/// texts, bytes and symbol values are kept one after another in buffers
/// of their own. As in [`LineMemo`], the entries are in the order they
/// came and the one after the last found is tried first (a macro's or a
/// repetition's body comes again in the same order).
#[derive(Default)]
pub(super) struct InstMemo {
    order: Ordered<StmtEntry>,
    /// By the text's hash: the symbols it read when last kept.
    shapes: std::collections::HashMap<u64, Shape, HashIsKey>,
    text: Vec<u8>,
    deps: Vec<(u32, i64)>,
    store: Store,
}

impl InstMemo {
    /// Whether entry `e` is statement `text` (its hash `h`) read with the
    /// symbols as `value` gives them now.
    fn holds(
        &self,
        e: &StmtEntry,
        h: u64,
        text: &str,
        value: &impl Fn(u32) -> Option<i64>,
    ) -> bool {
        let at = e.text_at as usize;
        let deps_at = e.deps_at as usize;
        e.h == h as u32
            && self.text.get(at..at + e.stored.len as usize) == Some(text.as_bytes())
            && self
                .deps
                .get(deps_at..deps_at + e.stored.n_deps as usize)
                .is_some_and(|ds| ds.iter().all(|&(id, v)| value(id) == Some(v)))
    }

    /// The statement `text` (its hash `h`) as kept with the values that
    /// `value` gives its symbols now (none: not absolute), if it was.
    #[inline]
    pub fn get(&mut self, h: u64, text: &str, value: impl Fn(u32) -> Option<i64>) -> Option<Hit> {
        // The one after the last found, first: no key to work out.
        let next = self.order.next;
        let i = match self.order.entries.get(next) {
            Some(e) if self.holds(e, h, text, &value) => next,
            _ => self.keyed_index(h, text, &value)?,
        };
        let e = self.order.entries.get(i)?;
        let hit = self.store.hit(&e.stored, 0);
        self.order.found(i);
        hit
    }

    /// [`InstMemo::get`]'s index of the statement, found by its key.
    #[inline(never)]
    fn keyed_index(
        &self,
        h: u64,
        text: &str,
        value: &impl Fn(u32) -> Option<i64>,
    ) -> Option<usize> {
        let shape = *self.shapes.get(&h)?;
        let mut vals = [0i64; DEPS_MAX];
        for (v, &id) in vals.iter_mut().zip(&shape.ids[..shape.n as usize]) {
            *v = value(id)?;
        }
        let key = keyed(h, vals[..shape.n as usize].iter().copied());
        let i = self.order.kept(key)?;
        let e = self.order.entries.get(i)?;
        self.holds(e, h, text, value).then_some(i)
    }

    /// Keeps statement `text` (its hash `h`), read with the symbols and
    /// values `deps` (at most [`DEPS_MAX`], in the order traced), that
    /// gave `code` and `k` (the listing's part when `listing`), if it
    /// fits. At [`ENTRIES_MAX`] statements the memo starts again.
    pub fn keep(
        &mut self,
        h: u64,
        text: &str,
        deps: &[(u32, i64)],
        code: &[u8],
        k: &Kept,
        listing: bool,
    ) {
        if deps.len() > DEPS_MAX {
            return;
        }
        if self.order.make_room(|| self.store.grow(listing)) {
            self.text.clear();
            self.deps.clear();
            self.store.clear();
            self.shapes.clear();
        }
        let Some(stored) = self.store.put(text.len(), deps.len(), code, k, listing) else {
            return;
        };
        let (text_at, deps_at) = (self.text.len() as u32, self.deps.len() as u32);
        self.text.extend_from_slice(text.as_bytes());
        self.deps.extend_from_slice(deps);
        let mut shape = Shape {
            ids: [0; DEPS_MAX],
            n: deps.len() as u8,
        };
        for (s, &(id, _)) in shape.ids.iter_mut().zip(deps) {
            *s = id;
        }
        self.shapes.insert(h, shape);
        let key = keyed(h, deps.iter().map(|&(_, v)| v));
        let e = StmtEntry {
            key,
            h: h as u32,
            text_at,
            deps_at,
            stored,
        };
        // A statement of the same key is replaced where it is (another
        // text or values of the same key: as good as never).
        match self.order.kept(key) {
            Some(i) => self.order.entries[i] = e,
            None => self.order.push(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_stay_small() {
        assert_eq!(std::mem::size_of::<Entry>(), 32);
        assert_eq!(std::mem::size_of::<StmtEntry>(), 40);
        assert_eq!(keyed(7, std::iter::empty()), 7);
        assert_ne!(keyed(7, [1].into_iter()), keyed(7, [2].into_iter()));
        assert_ne!(keyed(7, [1, 2].into_iter()), keyed(7, [2, 1].into_iter()));
    }
}
