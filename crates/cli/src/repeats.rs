//! Listing lines printed once for all the instructions of their key
//! ([`amdgpu_asm::Encoded::key`]): real code and long listings repeat
//! their lines, and printing an instruction (decoding its bytes again and
//! writing its operands) costs far more than copying a line printed
//! before. The threads that print the listing first print these lines,
//! each once, in blocks taken in turn, then copy them where the listing
//! has them; a line whose block is not printed yet is printed where it is
//! met (nobody waits).

use amdgpu_asm::{Assembly, Encoded, KEY_BITS};
use amdgpu_isa::Inst;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

/// Below this share of repeated instructions (1 in 4) every line is
/// printed where it is met.
const REPEATS_MIN: usize = 4;

/// Keys printed by a thread at a time.
const BLOCK: usize = 512;

/// A block of printed lines: the lines one after another, and where each
/// starts and how long it is.
type Block = (Vec<u8>, Vec<(u32, u32)>);

/// [`Repeats::new`].
#[derive(Default)]
pub struct Repeats {
    /// Per thread of a key (its top bits), per key: the index of its line
    /// (in `firsts`), or `u32::MAX`.
    slot: Vec<Vec<u32>>,
    /// Per line, the first instruction of its key.
    firsts: Vec<u32>,
    /// The next block to print.
    next: AtomicUsize,
    /// The lines of `firsts`, [`BLOCK`] a block, once printed.
    blocks: Vec<OnceLock<Block>>,
}

/// An instruction whose line is all its key's: no fixup, no immediate
/// as written, no symbolic operand.
fn alike(e: &Encoded) -> bool {
    e.key != u32::MAX && !e.symbolic && e.fixup().is_none() && e.written_imm().is_none()
}

impl Repeats {
    /// The keys that more than one instruction of `asm` has, with the
    /// first instruction of each (none when too few repeat).
    pub fn new(asm: &Assembly) -> Repeats {
        let mask = (1u32 << KEY_BITS) - 1;
        let mut slot: Vec<Vec<u32>> = Vec::new();
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
        let blocks = (0..firsts.len().div_ceil(BLOCK))
            .map(|_| OnceLock::new())
            .collect();
        Repeats {
            slot,
            firsts,
            next: AtomicUsize::new(0),
            blocks,
        }
    }

    /// Prints blocks of lines, taken in turn with the other threads that
    /// call this, until none is left: `print` appends the listing line of
    /// an instruction to the first buffer (the second and the `Inst`:
    /// room). A block with a line that fails stays unprinted.
    pub fn print_blocks(
        &self,
        print: impl Fn(usize, &mut Vec<u8>, &mut Vec<u8>, &mut Inst) -> std::io::Result<()>,
    ) {
        let (mut line, mut inst) = (Vec::with_capacity(256), Inst::default());
        loop {
            let b = self.next.fetch_add(1, Ordering::Relaxed);
            let (Some(run), Some(cell)) = (self.firsts.chunks(BLOCK).nth(b), self.blocks.get(b))
            else {
                return;
            };
            let mut buf = Vec::with_capacity(run.len() * 96);
            let mut at = Vec::with_capacity(run.len());
            let ok = run.iter().all(|&i| {
                let a = buf.len();
                print(i as usize, &mut buf, &mut line, &mut inst).is_ok()
                    && match (u32::try_from(a), u32::try_from(buf.len() - a)) {
                        (Ok(a), Ok(n)) => {
                            at.push((a, n));
                            true
                        }
                        _ => false,
                    }
            });
            if ok {
                let _ = cell.set((buf, at));
            }
        }
    }

    /// The line printed for `e`'s key, if there is one by now.
    pub fn line(&self, e: &Encoded) -> Option<&[u8]> {
        if self.blocks.is_empty() || !alike(e) {
            return None;
        }
        let mask = (1u32 << KEY_BITS) - 1;
        let k = *self
            .slot
            .get((e.key >> KEY_BITS) as usize)?
            .get((e.key & mask) as usize)? as usize;
        let (buf, at) = self.blocks.get(k / BLOCK)?.get()?;
        let &(a, n) = at.get(k % BLOCK)?;
        buf.get(a as usize..(a + n) as usize)
    }
}
