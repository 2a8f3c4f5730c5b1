//! Listing lines printed once for all the instructions of their key
//! ([`amdgpu_asm::Encoded::key`]): real code and long listings repeat
//! their lines, and printing an instruction (decoding its bytes again and
//! writing its operands) costs far more than copying a line printed
//! before. The lines are printed first, by threads, each once; the
//! listing then copies them in order.

use amdgpu_asm::{Assembly, Encoded, KEY_BITS};
use amdgpu_isa::Inst;

/// Below this share of repeated instructions (1 in 4) every line is
/// printed where it is met.
const REPEATS_MIN: usize = 4;

/// Keys printed by a thread at a time.
const BLOCK: usize = 512;

/// What a thread printed: its buffer, and per block its number and where
/// each line is in the buffer.
type PrintedBlocks = (Vec<u8>, Vec<(usize, Vec<(u32, u32)>)>);

/// [`Repeats::new`].
#[derive(Default)]
pub struct Repeats {
    /// Per thread of a key (its top bits), per key: the index of its line
    /// in `lines`, or `u32::MAX`.
    slot: Vec<Vec<u32>>,
    /// Per line: the buffer it is in, where it starts and its length.
    lines: Vec<(u32, u32, u32)>,
    bufs: Vec<Vec<u8>>,
}

/// An instruction whose line is all its key's: no fixup, no immediate
/// as written, no symbolic operand.
fn alike(e: &Encoded) -> bool {
    e.key != u32::MAX && !e.symbolic && e.fixup().is_none() && e.written_imm().is_none()
}

impl Repeats {
    /// The line of each key that more than one instruction of `asm` has,
    /// printed by `print` (the listing line of an instruction, appended
    /// to the first buffer; the second and the `Inst`: room) on `threads`
    /// threads; none when too few repeat or a line fails.
    pub fn new(
        asm: &Assembly,
        threads: usize,
        print: impl Fn(usize, &mut Vec<u8>, &mut Vec<u8>, &mut Inst) -> std::io::Result<()> + Sync,
    ) -> Repeats {
        let mask = (1u32 << KEY_BITS) - 1;
        let mut slot: Vec<Vec<u32>> = Vec::new();
        // The first instruction of each key.
        let mut firsts: Vec<u32> = Vec::new();
        // How many instructions have the key of each of `firsts`.
        let mut counts: Vec<u32> = Vec::new();
        let mut repeats = 0usize;
        for (i, e) in asm.insts.iter().enumerate() {
            if !alike(e) {
                continue;
            }
            let (t, n) = ((e.key >> KEY_BITS) as usize, (e.key & mask) as usize);
            if slot.len() <= t {
                slot.resize_with(t + 1, Vec::new);
            }
            let s = &mut slot[t];
            if s.len() <= n {
                s.resize(n + 1, u32::MAX);
            }
            match s[n] {
                u32::MAX => {
                    s[n] = firsts.len() as u32;
                    firsts.push(i as u32);
                    counts.push(1u32);
                }
                k => {
                    repeats += 1;
                    if let Some(c) = counts.get_mut(k as usize) {
                        *c += 1;
                    }
                }
            }
        }
        if repeats * REPEATS_MIN < asm.insts.len() {
            return Repeats::default();
        }
        // Only the keys of more than one instruction.
        let mut to = vec![u32::MAX; firsts.len()];
        let mut n = 0;
        for (j, &c) in counts.iter().enumerate() {
            if c > 1 {
                to[j] = n as u32;
                firsts[n] = firsts[j];
                n += 1;
            }
        }
        firsts.truncate(n);
        for k in slot.iter_mut().flatten() {
            if let Some(&t) = to.get(*k as usize) {
                *k = t;
            }
        }
        // Threads (this one too) take blocks of the keys in turn, each
        // printing into a buffer of its own: the first lines of a source
        // print slower (each row's plan is made at its first use), so
        // equal shares would leave one thread waiting for the other.
        let threads = threads.clamp(1, 64);
        let blocks = firsts.len().div_ceil(BLOCK);
        let next = std::sync::atomic::AtomicUsize::new(0);
        let print_blocks = || {
            let mut buf = Vec::new();
            // Per block printed: its number and each line's place.
            let mut done: Vec<(usize, Vec<(u32, u32)>)> = Vec::new();
            let (mut line, mut inst) = (Vec::with_capacity(256), Inst::default());
            loop {
                let b = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(run) = firsts.chunks(BLOCK).nth(b) else {
                    break;
                };
                buf.reserve(run.len() * 96);
                let mut at = Vec::with_capacity(run.len());
                for &i in run {
                    let a = buf.len();
                    print(i as usize, &mut buf, &mut line, &mut inst).ok()?;
                    at.push((u32::try_from(a).ok()?, u32::try_from(buf.len() - a).ok()?));
                }
                done.push((b, at));
            }
            Some((buf, done))
        };
        let all: Vec<Option<PrintedBlocks>> = std::thread::scope(|s| {
            let helpers: Vec<_> = (1..threads).map(|_| s.spawn(print_blocks)).collect();
            let mut all = vec![print_blocks()];
            all.extend(helpers.into_iter().map(|h| h.join().ok().flatten()));
            all
        });
        let mut lines = vec![(0u32, 0u32, 0u32); firsts.len()];
        let mut bufs = Vec::with_capacity(all.len());
        let mut n_done = 0;
        for (k, (buf, done)) in all
            .into_iter()
            .enumerate()
            .filter_map(|(k, r)| Some((k, r?)))
        {
            for (b, at) in done {
                n_done += 1;
                for (j, (a, n)) in at.into_iter().enumerate() {
                    if let Some(l) = lines.get_mut(b * BLOCK + j) {
                        *l = (k as u32, a, n);
                    }
                }
            }
            bufs.resize_with(k, Vec::new);
            bufs.push(buf);
        }
        // (A thread that failed leaves its blocks unprinted.)
        if n_done != blocks {
            return Repeats::default();
        }
        Repeats { slot, lines, bufs }
    }

    /// The line printed for `e`'s key, if there is one.
    pub fn line(&self, e: &Encoded) -> Option<&[u8]> {
        if self.lines.is_empty() || !alike(e) {
            return None;
        }
        let mask = (1u32 << KEY_BITS) - 1;
        let k = *self
            .slot
            .get((e.key >> KEY_BITS) as usize)?
            .get((e.key & mask) as usize)?;
        let &(b, a, n) = self.lines.get(k as usize)?;
        self.bufs.get(b as usize)?.get(a as usize..(a + n) as usize)
    }
}
