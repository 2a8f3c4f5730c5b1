//! Symbolic names of special operand values: hardware registers (`hwreg`),
//! messages (`sendmsg`), buffer formats. Shared by the assembler and the
//! printer.

use crate::target::Generation;

/// `data/isa/hwregs.txt` (made by `tools/hwregs.py`, asked of llvm-mc 22):
/// per table family, the hardware register names the assembler takes, their
/// ids, and which name the disassembler prints.
const HWREG_DATA: &str = include_str!("../../../data/isa/hwregs.txt");

/// One line of the hardware register data.
#[derive(Clone, Copy, Debug)]
pub struct Hwreg {
    pub family: &'static str,
    pub name: &'static str,
    pub id: u32,
    /// The name the disassembler prints for `id`.
    pub printed: bool,
}

/// Every line of `data/isa/hwregs.txt` (a line that does not parse is
/// left out; a test checks there is none).
pub fn hwregs() -> &'static [Hwreg] {
    static T: std::sync::OnceLock<Vec<Hwreg>> = std::sync::OnceLock::new();
    T.get_or_init(|| HWREG_DATA.lines().filter_map(parse_hwreg).collect())
}

fn parse_hwreg(line: &'static str) -> Option<Hwreg> {
    let mut w = line.split_whitespace();
    let family = w.next().filter(|f| !f.starts_with('#'))?;
    let name = w.next()?;
    let id = w.next()?.parse().ok()?;
    let printed = match w.next() {
        None => false,
        Some("print") => true,
        Some(_) => return None,
    };
    Some(Hwreg {
        family,
        name,
        id,
        printed,
    })
}

/// The name the disassembler prints for hardware register `id` on `family`.
pub fn hwreg_name(id: u32, family: &str) -> Option<&'static str> {
    hwregs()
        .iter()
        .find(|h| h.printed && h.id == id && h.family == family)
        .map(|h| h.name)
}

/// The id of hardware register `name` on `family`.
pub fn hwreg_id(name: &str, family: &str) -> Option<u32> {
    hwregs()
        .iter()
        .find(|h| h.name == name && h.family == family)
        .map(|h| h.id)
}

/// `data/isa/waitcnt.txt` (made by `tools/waitcnt.py`, asked of llvm-mc 22):
/// per table family, where each `s_waitcnt` counter sits in the immediate,
/// in the order the disassembler prints them.
const WAITCNT_DATA: &str = include_str!("../../../data/isa/waitcnt.txt");

/// One `s_waitcnt` counter of a family: its name and the bit runs of the
/// immediate that hold it.
#[derive(Clone, Copy, Debug)]
pub struct Counter {
    pub family: &'static str,
    pub name: &'static str,
    /// (lowest bit, width) runs of the immediate, from the counter's low
    /// bits up; `n` of them are used.
    runs: [(u8, u8); 4],
    n: u8,
}

impl Counter {
    fn runs(&self) -> &[(u8, u8)] {
        &self.runs[..self.n as usize]
    }

    /// The counter's width in bits.
    pub fn width(&self) -> u32 {
        self.runs().iter().map(|r| r.1 as u32).sum()
    }

    /// Its largest value (all ones: "do not wait").
    pub fn max(&self) -> i64 {
        (1i64 << self.width()) - 1
    }

    /// The immediate bits for counter value `v` (its low bits).
    pub fn pack(&self, v: i64) -> i64 {
        let (mut out, mut k) = (0, 0);
        for &(lo, w) in self.runs() {
            out |= ((v >> k) & ((1 << w) - 1)) << lo;
            k += w;
        }
        out
    }

    /// The counter's value in immediate `imm`.
    pub fn unpack(&self, imm: i64) -> i64 {
        let (mut out, mut k) = (0, 0);
        for &(lo, w) in self.runs() {
            out |= ((imm >> lo) & ((1 << w) - 1)) << k;
            k += w;
        }
        out
    }
}

/// Every line of `data/isa/waitcnt.txt` (a line that does not parse is left
/// out; a test checks there is none).
fn counters() -> &'static [Counter] {
    static T: std::sync::OnceLock<Vec<Counter>> = std::sync::OnceLock::new();
    T.get_or_init(|| WAITCNT_DATA.lines().filter_map(parse_counter).collect())
}

fn parse_counter(line: &'static str) -> Option<Counter> {
    let mut w = line.split_whitespace();
    let family = w.next().filter(|f| !f.starts_with('#'))?;
    let name = w.next()?;
    let mut c = Counter {
        family,
        name,
        runs: [(0, 0); 4],
        n: 0,
    };
    for piece in w.next()?.split(',') {
        let (hi, lo) = piece.split_once(':')?;
        let (hi, lo): (u8, u8) = (hi.parse().ok()?, lo.parse().ok()?);
        if hi < lo || hi > 15 || c.n as usize >= c.runs.len() {
            return None;
        }
        c.runs[c.n as usize] = (lo, hi - lo + 1);
        c.n += 1;
    }
    (c.n > 0 && w.next().is_none()).then_some(c)
}

/// The `s_waitcnt` counters of `family`, in printing order.
pub fn waitcnt_counters(family: &str) -> impl Iterator<Item = &'static Counter> + Clone + '_ {
    counters().iter().filter(move |c| c.family == family)
}

/// Messages: name and id.
pub const MSGS: &[(&str, u32)] = &[
    ("MSG_INTERRUPT", 1),
    ("MSG_GS", 2),
    ("MSG_GS_DONE", 3),
    ("MSG_SAVEWAVE", 4),
    ("MSG_STALL_WAVE_GEN", 5),
    ("MSG_HALT_WAVES", 6),
    ("MSG_ORDERED_PS_DONE", 7),
    ("MSG_EARLY_PRIM_DEALLOC", 8),
    ("MSG_GS_ALLOC_REQ", 9),
    ("MSG_GET_DOORBELL", 10),
    ("MSG_SYSMSG", 15),
];
/// Geometry-shader message operations.
pub const GS_OPS: &[(&str, u32)] = &[
    ("GS_OP_NOP", 0),
    ("GS_OP_CUT", 1),
    ("GS_OP_EMIT", 2),
    ("GS_OP_EMIT_CUT", 3),
];
/// System message operations.
pub const SYS_OPS: &[(&str, u32)] = &[
    ("SYSMSG_OP_ECC_ERR_INTERRUPT", 1),
    ("SYSMSG_OP_REG_RD", 2),
    ("SYSMSG_OP_HOST_TRAP_ACK", 3),
    ("SYSMSG_OP_TTRACE_PC", 4),
];

fn msg_available(id: u32, gen: Generation) -> bool {
    match id {
        1..=3 | 15 => true,
        4 => gen >= Generation::Gfx8,
        5..=7 | 9 => gen >= Generation::Gfx9,
        8 | 10 => matches!(gen, Generation::Gfx9 | Generation::Gfx10),
        _ => false,
    }
}

/// The symbolic argument text of `sendmsg(...)` for a message, operation
/// and stream, when all three are valid on `gen`.
pub fn sendmsg_symbolic(msg: u32, op: u32, stream: u32, gen: Generation) -> Option<String> {
    if !msg_available(msg, gen) {
        return None;
    }
    let name = MSGS.iter().find(|m| m.1 == msg)?.0;
    match msg {
        2 | 3 => {
            if op == 0 && msg == 2 {
                return None;
            }
            let o = GS_OPS.iter().find(|o| o.1 == op)?.0;
            if op == 0 {
                return (stream == 0).then(|| format!("{name}, {o}"));
            }
            Some(format!("{name}, {o}, {stream}"))
        }
        15 => {
            if stream != 0 || (op == 3 && gen >= Generation::Gfx9) {
                return None;
            }
            let o = SYS_OPS.iter().find(|o| o.1 == op)?.0;
            Some(format!("{name}, {o}"))
        }
        _ => (op == 0 && stream == 0).then(|| name.to_string()),
    }
}

/// SDWA operand selects by value.
pub const SDWA_SEL: &[&str] = &[
    "BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD",
];

/// SDWA `dst_unused` values.
pub const DST_UNUSED: &[&str] = &["UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"];

/// MTBUF data formats by value (GFX6-GFX9).
pub const DFMT: &[&str] = &[
    "BUF_DATA_FORMAT_INVALID",
    "BUF_DATA_FORMAT_8",
    "BUF_DATA_FORMAT_16",
    "BUF_DATA_FORMAT_8_8",
    "BUF_DATA_FORMAT_32",
    "BUF_DATA_FORMAT_16_16",
    "BUF_DATA_FORMAT_10_11_11",
    "BUF_DATA_FORMAT_11_11_10",
    "BUF_DATA_FORMAT_10_10_10_2",
    "BUF_DATA_FORMAT_2_10_10_10",
    "BUF_DATA_FORMAT_8_8_8_8",
    "BUF_DATA_FORMAT_32_32",
    "BUF_DATA_FORMAT_16_16_16_16",
    "BUF_DATA_FORMAT_32_32_32",
    "BUF_DATA_FORMAT_32_32_32_32",
    "BUF_DATA_FORMAT_RESERVED_15",
];

/// MTBUF numeric formats by value (GFX6-GFX9).
pub const NFMT: &[&str] = &[
    "BUF_NUM_FORMAT_UNORM",
    "BUF_NUM_FORMAT_SNORM",
    "BUF_NUM_FORMAT_USCALED",
    "BUF_NUM_FORMAT_SSCALED",
    "BUF_NUM_FORMAT_UINT",
    "BUF_NUM_FORMAT_SINT",
    "BUF_NUM_FORMAT_RESERVED_6",
    "BUF_NUM_FORMAT_FLOAT",
];

/// `data/isa/family_facts.txt` (made by `tools/family_facts.py`, asked of
/// llvm-mc 22): facts about a whole table family, `FAMILY FACT` lines.
const FAMILY_FACTS: &str = include_str!("../../../data/isa/family_facts.txt");

/// Whether `fact` (`tuples-even`, `no-lds-direct`, `row-newbcast`) holds
/// for `family`.
pub fn family_fact(family: &str, fact: &str) -> bool {
    FAMILY_FACTS.lines().any(|l| {
        let mut w = l.split_whitespace();
        w.next() == Some(family) && w.next() == Some(fact)
    })
}

#[cfg(test)]
mod hwreg_tests {
    use super::*;

    #[test]
    fn every_hwreg_line_parses() {
        let lines = HWREG_DATA
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .count();
        assert_eq!(hwregs().len(), lines);
        assert_eq!(hwreg_id("HW_REG_XCC_ID", "gfx940"), Some(20));
        assert_eq!(hwreg_id("HW_REG_XCC_ID", "gfx90a"), None);
        assert_eq!(hwreg_name(1, "gfx9"), Some("HW_REG_MODE"));
        assert!(family_fact("gfx90a", "tuples-even"));
        assert!(!family_fact("gfx9", "tuples-even"));
    }

    #[test]
    fn every_waitcnt_line_parses() {
        let lines = WAITCNT_DATA
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .count();
        assert_eq!(counters().len(), lines);
        let vm = waitcnt_counters("gfx9").next().unwrap();
        assert_eq!((vm.name, vm.max()), ("vmcnt", 63));
        assert_eq!(vm.pack(0x3f), 0xc00f);
        assert_eq!(vm.unpack(0xc00f), 0x3f);
    }
}
