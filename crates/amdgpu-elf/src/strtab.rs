//! String tables as llvm-mc and ld.lld lay them out.

use std::collections::HashMap;

/// A tail-merged string table in llvm-mc's layout: the strings sorted by
/// their reversed bytes, largest first, so that a string that ends another
/// one follows it and reuses its tail; offset 0 is the empty string.
pub(crate) struct TailMerged<'a> {
    /// Offsets by name, the names borrowed from the object (no copy).
    offsets: HashMap<&'a [u8], u32, FastHash>,
    pub data: Vec<u8>,
}

impl<'a> TailMerged<'a> {
    pub fn build(strings: impl IntoIterator<Item = &'a [u8]>) -> TailMerged<'a> {
        // Sorted by reversed bytes, largest first: a key of the last eight
        // bytes (reversed, so that integer order is that order) decides most
        // comparisons without walking the strings.
        let mut list: Vec<(u64, &[u8])> = strings
            .into_iter()
            .filter(|s| !s.is_empty())
            .map(|s| (tail_key(s), s))
            .collect();
        list.sort_unstable_by(|a, b| {
            b.0.cmp(&a.0)
                .then_with(|| b.1.iter().rev().cmp(a.1.iter().rev()))
        });
        list.dedup_by(|a, b| a.1 == b.1);
        let list: Vec<&[u8]> = list.into_iter().map(|(_, s)| s).collect();
        let mut data = Vec::with_capacity(list.iter().map(|s| s.len() + 1).sum::<usize>() + 1);
        data.push(0u8);
        let mut offsets = HashMap::with_capacity_and_hasher(list.len(), FastHash);
        let mut previous: &[u8] = &[];
        for s in list {
            if previous.ends_with(s) {
                // `data` ends with `previous` and its NUL.
                offsets.insert(s, (data.len() - 1 - s.len()) as u32);
                continue;
            }
            offsets.insert(s, data.len() as u32);
            data.extend_from_slice(s);
            data.push(0);
            previous = s;
        }
        TailMerged { offsets, data }
    }

    /// Offset of `s` (0 for the empty string or a string not in the table).
    pub fn offset(&self, s: &[u8]) -> u32 {
        self.offsets.get(s).copied().unwrap_or(0)
    }
}

/// The last eight bytes of `s`, last byte most significant (missing bytes
/// are 0, which sorts a string before any longer one it ends, as the
/// reversed comparison does).
fn tail_key(s: &[u8]) -> u64 {
    s.iter()
        .rev()
        .take(8)
        .enumerate()
        .fold(0u64, |k, (i, &b)| k | (b as u64) << (56 - 8 * i))
}

/// A multiply-rotate hash with a final mix, for tables of a million symbol
/// names (SipHash's per-name cost showed in object output).
#[derive(Clone, Copy, Default)]
pub(crate) struct FastHash;

pub(crate) struct FastHasher(u64);

impl std::hash::BuildHasher for FastHash {
    type Hasher = FastHasher;
    fn build_hasher(&self) -> FastHasher {
        FastHasher(0)
    }
}

impl std::hash::Hasher for FastHasher {
    fn finish(&self) -> u64 {
        let mut h = self.0;
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^ (h >> 33)
    }
    fn write(&mut self, bytes: &[u8]) {
        const K: u64 = 0x517c_c1b7_2722_0a95;
        let mut c = bytes.chunks_exact(8);
        for w in &mut c {
            let w = u64::from_le_bytes([w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]]);
            self.0 = (self.0.rotate_left(5) ^ w).wrapping_mul(K);
        }
        for &b in c.remainder() {
            self.0 = (self.0.rotate_left(5) ^ b as u64).wrapping_mul(K);
        }
    }
}

/// A string table in insertion order with exact duplicates shared, as ld.lld
/// writes `.dynstr`, `.strtab` and `.shstrtab`.
pub(crate) struct InOrder {
    offsets: HashMap<Vec<u8>, u32>,
    pub data: Vec<u8>,
}

impl InOrder {
    pub fn new() -> InOrder {
        InOrder {
            offsets: HashMap::new(),
            data: vec![0],
        }
    }

    pub fn add(&mut self, s: &[u8]) -> u32 {
        if s.is_empty() {
            return 0;
        }
        if let Some(&o) = self.offsets.get(s) {
            return o;
        }
        let o = self.data.len() as u32;
        self.data.extend_from_slice(s);
        self.data.push(0);
        self.offsets.insert(s.to_vec(), o);
        o
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn llvm_order() {
        let names: [&[u8]; 8] = [
            b".text",
            b"kern",
            b".note",
            b"kern.kd",
            b".strtab",
            b".symtab",
            b".rela.rodata",
            b".rodata",
        ];
        let t = TailMerged::build(names);
        assert_eq!(
            t.data,
            b"\0.text\0kern\0.note\0kern.kd\0.strtab\0.symtab\0.rela.rodata\0"
        );
        assert_eq!(t.offset(b".rodata"), t.offset(b".rela.rodata") + 5);
    }
}
