//! String tables as llvm-mc and ld.lld lay them out.

use std::collections::HashMap;

/// A tail-merged string table in llvm-mc's layout: the strings sorted by
/// their reversed bytes, largest first, so that a string that ends another
/// one follows it and reuses its tail; offset 0 is the empty string.
pub(crate) struct TailMerged {
    offsets: HashMap<Vec<u8>, u32>,
    pub data: Vec<u8>,
}

impl TailMerged {
    pub fn build<'a>(strings: impl IntoIterator<Item = &'a [u8]>) -> TailMerged {
        let mut list: Vec<&[u8]> = strings.into_iter().filter(|s| !s.is_empty()).collect();
        list.sort_by(|a, b| b.iter().rev().cmp(a.iter().rev()));
        list.dedup();
        let mut data = vec![0u8];
        let mut offsets = HashMap::new();
        let mut previous: &[u8] = &[];
        for s in list {
            if previous.ends_with(s) {
                // `data` ends with `previous` and its NUL.
                offsets.insert(s.to_vec(), (data.len() - 1 - s.len()) as u32);
                continue;
            }
            offsets.insert(s.to_vec(), data.len() as u32);
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
