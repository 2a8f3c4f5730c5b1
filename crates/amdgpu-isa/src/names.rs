//! Symbolic names of special operand values: hardware registers (`hwreg`),
//! messages (`sendmsg`), buffer formats. Shared by the assembler and the
//! printer.

/// `data/isa/hwregs.txt` (made by `tools/hwregs.py`, asked of llvm-mc 22):
/// per table family, the hardware register names the assembler takes, their
/// ids, and which name the disassembler prints.
use crate::inst::NamedReg;

const HWREG_DATA: &str = include_str!("../../../data/isa/hwregs.txt");

/// One line of the hardware register data.
#[derive(Clone, Copy, Debug)]
pub struct Hwreg {
    /// The table family (`gfx9`).
    pub family: &'static str,
    /// The register's name (`HW_REG_MODE`).
    pub name: &'static str,
    /// Its id in the `hwreg` immediate.
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
    let mut w = line.split_ascii_whitespace();
    let family = w.next().filter(|f| !f.starts_with('#'))?;
    let name = w.next().filter(|n| *n != "field")?;
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

/// Where `hwreg(id, offset, size)` sits in the immediate on `family`: the
/// fields of the id, the offset and the size less one (`field` lines of
/// `data/isa/hwregs.txt`).
pub fn hwreg_fields(family: &str) -> Option<[ImmField; 3]> {
    static T: std::sync::OnceLock<Vec<(&'static str, [ImmField; 3])>> = std::sync::OnceLock::new();
    let t = T.get_or_init(|| {
        let mut out: Vec<(&'static str, [ImmField; 3])> = Vec::new();
        for line in HWREG_DATA.lines() {
            let w: Vec<&'static str> = line.split_ascii_whitespace().collect();
            let [family, "field", name, range] = w.as_slice() else {
                continue;
            };
            let Some(f) = parse_range(range) else {
                continue;
            };
            let k = match *name {
                "id" => 0,
                "offset" => 1,
                "size" => 2,
                _ => continue,
            };
            match out.iter_mut().find(|e| e.0 == *family) {
                Some(e) => e.1[k] = f,
                None => {
                    let mut fs = [ImmField::default(); 3];
                    fs[k] = f;
                    out.push((family, fs));
                }
            }
        }
        out
    });
    t.iter()
        .find(|e| e.0 == family)
        .map(|e| e.1)
        .filter(|fs| fs.iter().all(|f| f.width > 0))
}

/// `HI:LO` as a field of a 16-bit immediate.
fn parse_range(range: &str) -> Option<ImmField> {
    let (hi, lo) = range.split_once(':')?;
    let (hi, lo): (u8, u8) = (hi.parse().ok()?, lo.parse().ok()?);
    (lo <= hi && hi < 16).then_some(ImmField {
        lo,
        width: hi - lo + 1,
    })
}

/// The hardware registers of `family` (its lines of
/// `data/isa/hwregs.txt` alone are read: a run needs one family's).
pub fn hwregs_of(family: &str) -> &'static [Hwreg] {
    use crate::layout::FAMILIES;
    static T: [std::sync::OnceLock<Vec<Hwreg>>; FAMILIES.len()] =
        [const { std::sync::OnceLock::new() }; FAMILIES.len()];
    let Some(k) = FAMILIES.iter().position(|f| *f == family) else {
        return &[];
    };
    T[k].get_or_init(|| {
        crate::text::family_text(HWREG_DATA, family)
            .lines()
            .filter_map(parse_hwreg)
            .collect()
    })
}

/// The name the disassembler prints for hardware register `id` on `family`.
pub fn hwreg_name(id: u32, family: &str) -> Option<&'static str> {
    hwregs_of(family)
        .iter()
        .find(|h| h.printed && h.id == id)
        .map(|h| h.name)
}

/// The id of hardware register `name` on `family`.
pub fn hwreg_id(name: &str, family: &str) -> Option<u32> {
    hwregs_of(family)
        .iter()
        .find(|h| h.name == name)
        .map(|h| h.id)
}

/// Where each family's lines are in `lines` (the tools write a family's
/// lines together): (family, start, end), looked up by family name.
fn family_spans<T>(
    lines: &[T],
    fam: impl Fn(&T) -> &'static str,
) -> Vec<(&'static str, usize, usize)> {
    let mut spans: Vec<(&'static str, usize, usize)> = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        match spans.last_mut() {
            Some(s) if s.0 == fam(l) && s.2 == i => s.2 = i + 1,
            _ => spans.push((fam(l), i, i + 1)),
        }
    }
    spans
}

/// The lines of `family` (its first run).
fn span_of<'a, T>(lines: &'a [T], spans: &[(&'static str, usize, usize)], family: &str) -> &'a [T] {
    spans
        .iter()
        .find(|s| s.0 == family)
        .and_then(|s| lines.get(s.1..s.2))
        .unwrap_or(&[])
}

/// `data/isa/waitcnt.txt` (made by `tools/waitcnt.py`, asked of llvm-mc 22):
/// per table family, where each `s_waitcnt` counter sits in the immediate,
/// in the order the disassembler prints them.
const WAITCNT_DATA: &str = include_str!("../../../data/isa/waitcnt.txt");

/// One `s_waitcnt` counter of a family: its name and the bit runs of the
/// immediate that hold it.
#[derive(Clone, Copy, Debug)]
pub struct Counter {
    /// The table family (`gfx9`).
    pub family: &'static str,
    /// The counter's name (`vmcnt`).
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

/// Where each family's lines are (see [`family_spans`]).
type Spans = Vec<(&'static str, usize, usize)>;

/// The counters of `family` in `data/isa/waitcnt.txt`, read at the
/// family's first use (a line that does not parse is left out; a test
/// checks there is none).
fn family_counters(family: &str) -> &'static [Counter] {
    use crate::layout::FAMILIES;
    static T: [std::sync::OnceLock<Vec<Counter>>; FAMILIES.len()] =
        [const { std::sync::OnceLock::new() }; FAMILIES.len()];
    counters_in(WAITCNT_DATA, &T, family)
}

/// The counters of `family` in `data`, read into `cache` at first use.
fn counters_in(
    data: &'static str,
    cache: &'static [std::sync::OnceLock<Vec<Counter>>],
    family: &str,
) -> &'static [Counter] {
    use crate::layout::FAMILIES;
    let Some(i) = FAMILIES.iter().position(|f| *f == family) else {
        return &[];
    };
    let Some(c) = cache.get(i) else {
        return &[];
    };
    c.get_or_init(|| {
        crate::text::family_block(data, FAMILIES[i])
            .filter_map(|l| parse_counter(FAMILIES[i], l))
            .collect()
    })
}

/// `data/isa/depctr.txt` (made by `tools/depctr.py`, asked of llvm-mc 22):
/// the `s_waitcnt_depctr` counters per family, in the format of
/// waitcnt.txt.
const DEPCTR_DATA: &str = include_str!("../../../data/isa/depctr.txt");

/// `data/isa/uc_version.txt` (made by `tools/uc_version.py`, asked of
/// llvm-mc 22): how `s_version`'s immediate prints, per family.
const UC_VERSION_DATA: &str = include_str!("../../../data/isa/uc_version.txt");

/// The `UC_VERSION_*` names of data/isa/uc_version.txt with their values
/// (one per name, the same in every family that has them): llvm-mc 22
/// predefines them as absolute symbols on every processor.
pub fn uc_version_symbols() -> impl Iterator<Item = (&'static str, u32)> {
    let mut seen: Vec<&'static str> = Vec::new();
    UC_VERSION_DATA
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let mut w = l.split_ascii_whitespace().skip(1);
            let (n, x) = (w.next()?, w.next()?);
            let v = u32::from_str_radix(x.trim_start_matches("0x"), 16).ok()?;
            (n.starts_with("UC_VERSION_") && w.next().is_some()).then_some((n, v))
        })
        .filter(move |(n, _)| {
            let new = !seen.contains(n);
            if new {
                seen.push(n);
            }
            new
        })
}

/// `s_version`'s immediate `v` as llvm-mc 22 prints it on `family` (a row
/// tagged `uc-version`): the version field's name or number, then its
/// flags' names (`(16|UC_VERSION_W64_BIT)|UC_VERSION_MDP_BIT`); `None`
/// where other bits are set or the family has no data (printed in hex).
pub fn uc_version_text(family: &str, v: u32) -> Option<String> {
    let lines = || crate::text::family_block(UC_VERSION_DATA, family).map(str::split_whitespace);
    let num = |s: &str| u32::from_str_radix(s.trim_start_matches("0x"), 16).ok();
    let mut field = None;
    let mut flags = 0;
    for mut w in lines() {
        match (w.next(), w.next(), w.next()) {
            (Some("@field"), Some(m), None) => field = num(m),
            (Some(_), Some(x), Some("flag")) => flags |= num(x)?,
            _ => {}
        }
    }
    let field = field?;
    if v & !(field | flags) != 0 {
        return None;
    }
    let named = |val: u32, kind: &str| {
        lines().find_map(|mut w| {
            let (n, x, k) = (w.next()?, w.next()?, w.next()?);
            (k == kind && num(x) == Some(val)).then_some(n)
        })
    };
    let mut s = match named(v & field, "version") {
        Some(n) => n.to_string(),
        None => (v & field).to_string(),
    };
    let mut n = 0;
    for k in 0..16 {
        let bit = 1 << k;
        if v & flags & bit != 0 {
            if n > 0 {
                s = format!("({s})");
            }
            s.push('|');
            s.push_str(named(bit, "flag")?);
            n += 1;
        }
    }
    Some(s)
}

/// Whether `name` is an `s_waitcnt_depctr` counter of some family
/// (`depctr_va_vdst`): it is written like a function.
pub fn is_depctr_name(name: &str) -> bool {
    static NAMES: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    NAMES
        .get_or_init(|| second_words(DEPCTR_DATA, None))
        .binary_search(&name)
        .is_ok()
}

/// The second word of every line of a `FAMILY NAME ...` data file (comments
/// and lines whose name is `skip` left out), sorted, once each: the names a
/// lookup asks about, read in one light pass.
fn second_words(data: &'static str, skip: Option<&str>) -> Vec<&'static str> {
    let mut names: Vec<&'static str> = data
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split_ascii_whitespace().nth(1))
        .filter(|n| Some(*n) != skip)
        .collect();
    names.sort_unstable();
    names.dedup();
    names
}

/// The `s_waitcnt_depctr` counters of `family` (GFX10+), in printing
/// order: the immediate of a row tagged `depctr`.
pub fn depctr_counters(family: &str) -> std::slice::Iter<'static, Counter> {
    use crate::layout::FAMILIES;
    static T: [std::sync::OnceLock<Vec<Counter>>; FAMILIES.len()] =
        [const { std::sync::OnceLock::new() }; FAMILIES.len()];
    counters_in(DEPCTR_DATA, &T, family).iter()
}

/// `data/isa/delay_alu.txt` (made by `tools/delay_alu.py`, asked of
/// llvm-mc 22): per family, the fields of `s_delay_alu`'s immediate in
/// printing order, the names of their values, and what the disassembler
/// prints for a value without one.
const DELAY_ALU_DATA: &str = include_str!("../../../data/isa/delay_alu.txt");

/// One field of `s_delay_alu`'s immediate (`instid0`, `instskip`, ...).
#[derive(Clone, Debug)]
pub struct DelayField {
    /// Its name and place (the pieces of a [`Counter`]).
    pub at: Counter,
    /// (value, name) of the values with a name.
    names: Vec<(i64, &'static str)>,
    /// Printed between the parentheses for a value without a name.
    pub invalid: &'static str,
}

impl DelayField {
    /// The name of value `v`, if it has one.
    pub fn value_name(&self, v: i64) -> Option<&'static str> {
        self.names.iter().find(|n| n.0 == v).map(|n| n.1)
    }

    /// The value named `name`, if there is one.
    pub fn value_of(&self, name: &str) -> Option<i64> {
        self.names.iter().find(|n| n.1 == name).map(|n| n.0)
    }
}

/// The fields of `s_delay_alu`'s immediate on `family` (a row tagged
/// `delay-alu`), in printing order; empty where the family has none.
pub fn delay_alu_fields(family: &str) -> &'static [DelayField] {
    use crate::layout::FAMILIES;
    static T: [std::sync::OnceLock<Vec<DelayField>>; FAMILIES.len()] =
        [const { std::sync::OnceLock::new() }; FAMILIES.len()];
    let Some(i) = FAMILIES.iter().position(|f| *f == family) else {
        return &[];
    };
    let Some(c) = T.get(i) else { return &[] };
    c.get_or_init(|| {
        let fam = FAMILIES[i];
        let mut out: Vec<DelayField> = crate::text::family_block(DELAY_ALU_DATA, fam)
            .filter_map(|l| parse_counter(fam, l))
            .map(|at| DelayField {
                at,
                names: Vec::new(),
                invalid: "",
            })
            .collect();
        for l in crate::text::family_block(DELAY_ALU_DATA, fam) {
            let (field, rest) = crate::text::split_byte(l, b' ').unwrap_or((l, ""));
            let (v, name) = crate::text::split_byte(rest, b' ').unwrap_or((rest, ""));
            let Some(f) = out.iter_mut().find(|f| f.at.name == field) else {
                continue;
            };
            if v == "*" {
                f.invalid = name;
            } else if let Some(v) = crate::text::decimal(v) {
                f.names.push((v, name));
            }
        }
        out
    })
}

/// Whether `name` is a field of `s_delay_alu`'s immediate on some family
/// (`instid0`): it is written like a function, and fields join with `|`.
pub fn is_delay_alu_field(name: &str) -> bool {
    static NAMES: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    NAMES
        .get_or_init(|| second_words(DELAY_ALU_DATA, None))
        .binary_search(&name)
        .is_ok()
}

/// One line of `family` (the rest after the family's name).
fn parse_counter(family: &'static str, line: &'static str) -> Option<Counter> {
    use crate::text::{pieces, split_byte, unsigned_as, words};
    let mut w = words(line);
    let name = w.next()?;
    let mut c = Counter {
        family,
        name,
        runs: [(0, 0); 4],
        n: 0,
    };
    for piece in pieces(w.next()?, b',') {
        let (hi, lo) = split_byte(piece, b':')?;
        let (hi, lo): (u8, u8) = (unsigned_as(hi)?, unsigned_as(lo)?);
        if hi < lo || hi > 15 || c.n as usize >= c.runs.len() {
            return None;
        }
        c.runs[c.n as usize] = (lo, hi - lo + 1);
        c.n += 1;
    }
    (c.n > 0 && w.next().is_none()).then_some(c)
}

/// The `s_waitcnt` counters of `family`, in printing order.
pub fn waitcnt_counters(family: &str) -> std::slice::Iter<'static, Counter> {
    family_counters(family).iter()
}

/// `data/isa/exp_targets.txt` (made by `tools/exp_targets.py`, asked of
/// llvm-mc 22): per table family, the export targets' names and ids.
const EXP_TARGETS_DATA: &str = include_str!("../../../data/isa/exp_targets.txt");

/// One line of the export target data: a name (`mrtz`), or the numbered
/// names `prefix<first..=last>` at ids `id..`.
#[derive(Clone, Copy, Debug)]
struct ExpTarget {
    family: &'static str,
    name: &'static str,
    /// The numbers of a numbered group (None: one name).
    range: Option<(u32, u32)>,
    id: u32,
}

fn exp_targets() -> &'static [ExpTarget] {
    static T: std::sync::OnceLock<Vec<ExpTarget>> = std::sync::OnceLock::new();
    T.get_or_init(|| {
        EXP_TARGETS_DATA
            .lines()
            .filter_map(parse_exp_target)
            .collect()
    })
}

fn parse_exp_target(line: &'static str) -> Option<ExpTarget> {
    let w: Vec<&'static str> = line.split_ascii_whitespace().collect();
    match w.as_slice() {
        [family, name, id] if !family.starts_with('#') => Some(ExpTarget {
            family,
            name,
            range: None,
            id: id.parse().ok()?,
        }),
        [family, name, range, id] if !family.starts_with('#') => {
            let (a, b) = range.split_once("..")?;
            Some(ExpTarget {
                family,
                name,
                range: Some((a.parse().ok()?, b.parse().ok()?)),
                id: id.parse().ok()?,
            })
        }
        _ => None,
    }
}

/// The id of export target `name` on `family` (`param3`: a number of one or
/// two digits after the prefix).
pub fn exp_target_id(name: &str, family: &str) -> Option<u32> {
    exp_targets()
        .iter()
        .filter(|t| t.family == family)
        .find_map(|t| match t.range {
            None => (t.name == name).then_some(t.id),
            Some((first, last)) => {
                let n = name.strip_prefix(t.name)?;
                if n.is_empty() || n.len() > 2 || !n.bytes().all(|c| c.is_ascii_digit()) {
                    return None;
                }
                let n: u32 = n.parse().ok()?;
                (first..=last).contains(&n).then(|| t.id + n - first)
            }
        })
}

/// Whether export target `name` exists on some family (a target of
/// another processor, not a misspelling).
pub fn exp_target_known(name: &str) -> bool {
    let mut families: Vec<&str> = exp_targets().iter().map(|t| t.family).collect();
    families.dedup();
    families.iter().any(|f| exp_target_id(name, f).is_some())
}

/// The name of export target `id` on `family`: (name, number of a
/// numbered target).
pub fn exp_target_name(id: u32, family: &str) -> Option<(&'static str, Option<u32>)> {
    exp_targets()
        .iter()
        .filter(|t| t.family == family)
        .find_map(|t| match t.range {
            None => (t.id == id).then_some((t.name, None)),
            Some((first, last)) => {
                let n = id.checked_sub(t.id)? + first;
                (n <= last).then_some((t.name, Some(n)))
            }
        })
}

/// `data/isa/dpp_ctrl.txt` (made by `tools/dpp_ctrl.py`, asked of llvm-mc
/// 22): per table family, the DPP control names (other than `quad_perm`),
/// their values and `dpp_ctrl` codes, and how the other codes print.
const DPP_DATA: &str = include_str!("../../../data/isa/dpp_ctrl.txt");

/// The values a DPP control name takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DppForm {
    /// No value (`row_mirror`).
    Bare,
    /// One value (`row_bcast:15`).
    Value(u32),
    /// `first..=last`, codes `ctrl..` (`row_shl:1..15`).
    Range(u32, u32),
}

/// One DPP control line of a family.
#[derive(Clone, Copy, Debug)]
pub struct DppCtrl {
    /// The table family (`gfx9`).
    pub family: &'static str,
    /// The control's name (`row_shl`).
    pub name: &'static str,
    /// How its value is written.
    pub form: DppForm,
    /// Its code (the first, for a range).
    pub ctrl: u16,
}

impl DppCtrl {
    /// The code for value `v` (None: not a value of this line).
    pub fn code(&self, v: i64) -> Option<u16> {
        match self.form {
            DppForm::Bare => None,
            DppForm::Value(x) => (v == x as i64).then_some(self.ctrl),
            DppForm::Range(a, b) => {
                ((a as i64..=b as i64).contains(&v)).then(|| self.ctrl + (v - a as i64) as u16)
            }
        }
    }
}

#[derive(Clone, Copy, Debug)]
struct DppComment {
    family: &'static str,
    first: u16,
    last: u16,
    text: &'static str,
}

/// How a `dpp_ctrl` code of 0x100 and above prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DppText {
    /// A name, and its value where it takes one.
    Named(&'static str, Option<u32>),
    /// A `/* ... */` comment (a code the processor does not have).
    Comment(&'static str),
}

struct DppData {
    ctrls: Vec<DppCtrl>,
    comments: Vec<DppComment>,
    ctrl_spans: Spans,
    comment_spans: Spans,
}

fn dpp_data() -> &'static DppData {
    static T: std::sync::OnceLock<DppData> = std::sync::OnceLock::new();
    T.get_or_init(|| {
        let (mut ctrls, mut comments) = (Vec::new(), Vec::new());
        for line in DPP_DATA.lines() {
            let mut w = line.splitn(4, ' ');
            let (Some(family), Some(name), Some(a), Some(b)) =
                (w.next(), w.next(), w.next(), w.next())
            else {
                continue;
            };
            if family.starts_with('#') {
                continue;
            }
            let hex = |t: &str| u16::from_str_radix(t.trim_start_matches("0x"), 16).ok();
            if name == "comment" {
                if let Some((f, l)) = a.split_once("..") {
                    if let (Some(first), Some(last)) = (hex(f), hex(l)) {
                        comments.push(DppComment {
                            family,
                            first,
                            last,
                            text: b,
                        });
                    }
                }
                continue;
            }
            let form = match a.split_once("..") {
                _ if a == "-" => Some(DppForm::Bare),
                Some((f, l)) => f
                    .parse()
                    .ok()
                    .zip(l.parse().ok())
                    .map(|(f, l)| DppForm::Range(f, l)),
                None => a.parse().ok().map(DppForm::Value),
            };
            if let (Some(form), Some(ctrl)) = (form, hex(b)) {
                ctrls.push(DppCtrl {
                    family,
                    name,
                    form,
                    ctrl,
                });
            }
        }
        let ctrl_spans = family_spans(&ctrls, |c| c.family);
        let comment_spans = family_spans(&comments, |c| c.family);
        DppData {
            ctrls,
            comments,
            ctrl_spans,
            comment_spans,
        }
    })
}

/// The DPP control lines of `family` (`quad_perm` aside).
pub fn dpp_ctrls(family: &str) -> impl Iterator<Item = &'static DppCtrl> + Clone {
    let d = dpp_data();
    span_of(&d.ctrls, &d.ctrl_spans, family).iter()
}

/// Whether `family` has the DP ALU DPP of 64-bit operands (CDNA from
/// gfx90a on: its DPP controls include row_newbcast, the only one such
/// operands take).
pub fn dp_alu_dpp(family: &str) -> bool {
    // (Asked at start-up and for each DPP word printed: a light search of
    // the text, once per family, not the whole DPP data, which a source
    // without DPP never needs.)
    use crate::layout::FAMILIES;
    static T: [std::sync::OnceLock<bool>; FAMILIES.len()] =
        [const { std::sync::OnceLock::new() }; FAMILIES.len()];
    let Some(i) = FAMILIES.iter().position(|f| *f == family) else {
        return false;
    };
    *T[i].get_or_init(|| {
        memchr::memmem::find_iter(DPP_DATA.as_bytes(), b" row_newbcast ").any(|p| {
            let line = DPP_DATA[..p].rfind('\n').map_or(0, |i| i + 1);
            &DPP_DATA[line..p] == family
        })
    })
}

/// Whether DPP control code `ctrl` is a row_newbcast of `family`.
pub fn is_newbcast(family: &str, ctrl: u16) -> bool {
    matches!(
        dpp_ctrl_text(family, ctrl),
        Some(DppText::Named("row_newbcast", _))
    )
}

/// Whether some family has DPP control `name`.
pub fn dpp_ctrl_known(name: &str) -> bool {
    // Asked of every named operand that is not a modifier (`off`): the
    // names alone, read in one light pass, not the whole DPP data.
    static NAMES: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    NAMES
        .get_or_init(|| second_words(DPP_DATA, Some("comment")))
        .binary_search(&name)
        .is_ok()
}

/// How `dpp_ctrl` code `ctrl` (0x100 and above) prints on `family`.
pub fn dpp_ctrl_text(family: &str, ctrl: u16) -> Option<DppText> {
    for c in dpp_ctrls(family) {
        match c.form {
            DppForm::Bare if c.ctrl == ctrl => return Some(DppText::Named(c.name, None)),
            DppForm::Value(v) if c.ctrl == ctrl => return Some(DppText::Named(c.name, Some(v))),
            DppForm::Range(a, b) if ctrl >= c.ctrl && (ctrl - c.ctrl) as u32 <= b - a => {
                return Some(DppText::Named(c.name, Some(a + (ctrl - c.ctrl) as u32)))
            }
            _ => {}
        }
    }
    let d = dpp_data();
    span_of(&d.comments, &d.comment_spans, family)
        .iter()
        .find(|t| (t.first..=t.last).contains(&ctrl))
        .map(|t| DppText::Comment(t.text))
}

/// `data/isa/sendmsg.txt` (made by `tools/sendmsg.py`, asked of llvm-mc 22):
/// per table family, the fields of the `sendmsg(...)` immediate, the
/// messages the assembler names, and the operations each takes.
const SENDMSG_DATA: &str = include_str!("../../../data/isa/sendmsg.txt");

/// A field of a packed immediate (`sendmsg`, `hwreg`): lowest bit and width.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ImmField {
    /// Lowest bit.
    pub lo: u8,
    /// Width in bits.
    pub width: u8,
}

impl ImmField {
    /// The largest value the field holds.
    pub fn max(self) -> i64 {
        (1i64 << self.width) - 1
    }
    /// The field's value in `imm`.
    pub fn get(self, imm: i64) -> i64 {
        (imm >> self.lo) & self.max()
    }
    /// `v` placed in the field (other bits zero).
    pub fn put(self, v: i64) -> i64 {
        (v & self.max()) << self.lo
    }
}

/// One operation a named message takes.
#[derive(Clone, Copy, Debug)]
pub struct MsgOp {
    /// The operation's id.
    pub id: u32,
    /// Its name (`GS_OP_EMIT`), if it has one.
    pub name: Option<&'static str>,
    /// Takes a stream id (`sendmsg(MSG_GS, GS_OP_EMIT, 1)`).
    pub stream: bool,
    /// False for a name of the message's kind that it refuses
    /// (`GS_OP_NOP` for `MSG_GS`: "invalid operation id").
    pub valid: bool,
}

/// One message of a family.
#[derive(Clone, Debug)]
pub struct Msg {
    /// The message's name (`MSG_GS`).
    pub name: &'static str,
    /// Its id.
    pub id: u32,
    /// The operations it takes (none: it takes no operation).
    pub ops: Vec<MsgOp>,
}

/// The `sendmsg` facts of one family.
#[derive(Clone, Debug, Default)]
pub struct SendMsg {
    /// The table family (`gfx9`).
    pub family: &'static str,
    /// The message id field.
    pub msg: ImmField,
    /// The operation field.
    pub op: ImmField,
    /// The stream id field.
    pub stream: ImmField,
    /// The messages the assembler names.
    pub msgs: Vec<Msg>,
    /// The disassembler reads only the message id (`decode msg`; GFX11
    /// on, where the id overlaps the operation's bits): the operation and
    /// stream it prints are 0.
    pub msg_only: bool,
}

impl SendMsg {
    /// The message named `name`.
    pub fn by_name(&self, name: &str) -> Option<&Msg> {
        self.msgs.iter().find(|m| m.name == name)
    }

    /// The message with id `id`.
    pub fn by_id(&self, id: u32) -> Option<&Msg> {
        self.msgs.iter().find(|m| m.id == id)
    }

    /// The bits of the three fields.
    pub fn mask(&self) -> i64 {
        self.msg.put(-1) | self.op.put(-1) | self.stream.put(-1)
    }

    /// The message, operation and stream the disassembler reads from
    /// `imm` (the id alone where the family says `decode msg`), and the
    /// bits it reads them from.
    pub fn decoded(&self, imm: i64) -> ((i64, i64, i64), i64) {
        if self.msg_only {
            return ((self.msg.get(imm), 0, 0), self.msg.put(-1));
        }
        let f = (self.msg.get(imm), self.op.get(imm), self.stream.get(imm));
        (f, self.mask())
    }

    /// The symbolic argument text for immediate `imm`: the named message
    /// with an operation it takes (by name) and a stream where that takes
    /// one; other bits are not looked at (as llvm-mc 22 prints).
    pub fn symbolic(&self, imm: i64) -> Option<String> {
        let ((msg, op, stream), _) = self.decoded(imm);
        let m = self.by_id(msg as u32)?;
        if m.ops.is_empty() {
            return (op == 0 && stream == 0).then(|| m.name.to_string());
        }
        let o = m.ops.iter().find(|o| o.valid && o.id as i64 == op)?;
        let on = o.name?;
        if o.stream {
            return Some(format!("{}, {on}, {stream}", m.name));
        }
        (stream == 0).then(|| format!("{}, {on}", m.name))
    }
}

/// Every family of `data/isa/sendmsg.txt` (a line that does not parse
/// leaves its family out; a test checks there is none).
fn sendmsg_tables() -> &'static [SendMsg] {
    static T: std::sync::OnceLock<Vec<SendMsg>> = std::sync::OnceLock::new();
    T.get_or_init(|| parse_sendmsg(SENDMSG_DATA))
}

fn parse_sendmsg(text: &'static str) -> Vec<SendMsg> {
    let mut out: Vec<SendMsg> = Vec::new();
    let mut bad: Vec<&str> = Vec::new();
    for line in text.lines() {
        let w: Vec<&'static str> = line.split_ascii_whitespace().collect();
        let Some(&family) = w.first().filter(|f| !f.starts_with('#')) else {
            continue;
        };
        if out.last().is_none_or(|t| t.family != family) {
            out.push(SendMsg {
                family,
                ..SendMsg::default()
            });
        }
        let Some(t) = out.last_mut() else { continue };
        let ok = match w.get(1..).unwrap_or(&[]) {
            ["field", name, range] => {
                let f = parse_range(range);
                match (*name, f) {
                    ("msg", Some(f)) => t.msg = f,
                    ("op", Some(f)) => t.op = f,
                    ("stream", Some(f)) => t.stream = f,
                    _ => bad.push(family),
                }
                true
            }
            ["decode", "msg"] => {
                t.msg_only = true;
                true
            }
            ["msg", name, id] => match id.parse() {
                Ok(id) => {
                    t.msgs.push(Msg {
                        name,
                        id,
                        ops: Vec::new(),
                    });
                    true
                }
                Err(_) => false,
            },
            ["op", msg, id, rest @ ..] => {
                let (name, stream, valid) = match rest {
                    [] => (None, false, true),
                    ["stream"] => (None, true, true),
                    [n, "invalid"] => (Some(*n), false, false),
                    [n] => (Some(*n), false, true),
                    [n, "stream"] => (Some(*n), true, true),
                    _ => (None, false, false),
                };
                match (id.parse(), t.msgs.iter_mut().rev().find(|m| m.name == *msg)) {
                    (Ok(id), Some(m)) if rest.len() <= 2 && (valid || name.is_some()) => {
                        m.ops.push(MsgOp {
                            id,
                            name,
                            stream,
                            valid,
                        });
                        true
                    }
                    _ => false,
                }
            }
            _ => false,
        };
        if !ok {
            bad.push(family);
        }
    }
    out.retain(|t| !bad.contains(&t.family) && t.msg.width > 0);
    out
}

/// The `sendmsg` facts of `family` (None where the data does not describe
/// its messages). Its lines of `data/isa/sendmsg.txt` alone are read.
pub fn sendmsg(family: &str) -> Option<&'static SendMsg> {
    use crate::layout::FAMILIES;
    static T: [std::sync::OnceLock<Option<SendMsg>>; FAMILIES.len()] =
        [const { std::sync::OnceLock::new() }; FAMILIES.len()];
    let Some(k) = FAMILIES.iter().position(|f| *f == family) else {
        return sendmsg_tables().iter().find(|t| t.family == family);
    };
    T[k].get_or_init(|| {
        parse_sendmsg(crate::text::family_text(SENDMSG_DATA, family))
            .into_iter()
            .find(|t| t.family == family)
    })
    .as_ref()
}

impl SendMsg {
    /// The id of operation name `op` on any message of the family (a
    /// numbered message takes any operation name).
    pub fn op_id(&self, op: &str) -> Option<u32> {
        self.msgs
            .iter()
            .flat_map(|m| &m.ops)
            .find(|o| o.valid && o.name == Some(op))
            .map(|o| o.id)
    }
}

/// Whether some family names message `name` (a message of another
/// processor, not a misspelling).
pub fn known_message(name: &str) -> bool {
    sendmsg_tables().iter().any(|t| t.by_name(name).is_some())
}

/// Whether some family names operation `op` of message `msg`.
pub fn known_operation(msg: &str, op: &str) -> bool {
    sendmsg_tables().iter().any(|t| {
        t.by_name(msg)
            .is_some_and(|m| m.ops.iter().any(|o| o.name == Some(op)))
    })
}

/// SDWA operand selects by value.
pub const SDWA_SEL: &[&str] = &[
    "BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD",
];

/// SDWA `dst_unused` values.
pub const DST_UNUSED: &[&str] = &["UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"];

/// The data formats of a WMMA matrix source (`matrix_a_fmt:NAME`,
/// `matrix_b_fmt:NAME`, GFX12.5), by value.
pub const MATRIX_FMT: &[&str] = &[
    "MATRIX_FMT_FP8",
    "MATRIX_FMT_BF8",
    "MATRIX_FMT_FP6",
    "MATRIX_FMT_BF6",
    "MATRIX_FMT_FP4",
];

/// Which rows of a scale source a scaled WMMA reads (`matrix_a_scale:NAME`,
/// `matrix_b_scale:NAME`, GFX12.5), by value.
pub const MATRIX_SCALE: &[&str] = &["MATRIX_SCALE_ROW0", "MATRIX_SCALE_ROW1"];

/// The formats of a scaled WMMA's scales (`matrix_a_scale_fmt:NAME`,
/// `matrix_b_scale_fmt:NAME`, GFX12.5), by value.
pub const MATRIX_SCALE_FMT: &[&str] = &[
    "MATRIX_SCALE_FMT_E8",
    "MATRIX_SCALE_FMT_E5M3",
    "MATRIX_SCALE_FMT_E4M3",
];

/// `data/isa/buffer_formats.txt` (made by `tools/buffer_formats.py`, asked
/// of llvm-mc 22): per table family, the MTBUF format names by kind (`dfmt`,
/// `nfmt`: the split formats of GFX6-GFX9; `ufmt`: the unified ones of
/// GFX10 on) and value.
const BUFFER_FORMATS_DATA: &str = include_str!("../../../data/isa/buffer_formats.txt");

#[derive(Clone, Copy, Debug)]
struct BufFormat {
    family: &'static str,
    kind: &'static str,
    id: u32,
    name: &'static str,
}

fn buffer_formats() -> &'static (Vec<BufFormat>, Spans) {
    static T: std::sync::OnceLock<(Vec<BufFormat>, Spans)> = std::sync::OnceLock::new();
    T.get_or_init(|| {
        let f: Vec<BufFormat> = BUFFER_FORMATS_DATA
            .lines()
            .filter_map(|l| {
                // Four words (no list made per line: the file is long; its
                // blanks are ASCII).
                let mut w = l.split_ascii_whitespace();
                let (family, kind, id, name) = (w.next()?, w.next()?, w.next()?, w.next()?);
                if family.starts_with('#') || w.next().is_some() {
                    return None;
                }
                Some(BufFormat {
                    family,
                    kind,
                    id: id.parse().ok()?,
                    name,
                })
            })
            .collect();
        let spans = family_spans(&f, |f| f.family);
        (f, spans)
    })
}

/// The value of format `name` of kind `kind` (`dfmt`, `nfmt`, `ufmt`) on
/// `family`.
pub fn buffer_format_id(kind: &str, name: &str, family: &str) -> Option<u32> {
    let (f, spans) = buffer_formats();
    span_of(f, spans, family)
        .iter()
        .find(|f| f.kind == kind && f.name == name)
        .map(|f| f.id)
}

/// Whether some family names a format `name` of kind `kind` (a unified
/// format on a processor with split ones, not a misspelling).
pub fn buffer_format_known(kind: &str, name: &str) -> bool {
    buffer_formats()
        .0
        .iter()
        .any(|f| f.kind == kind && f.name == name)
}

/// Whether `family` has unified buffer formats (GFX10 on: one 7-bit
/// `format`, no separate data and numeric formats).
pub fn unified_formats(family: &str) -> bool {
    buffer_format_name("ufmt", 1, family).is_some()
}

/// The name of format value `id` of kind `kind` on `family`.
pub fn buffer_format_name(kind: &str, id: u32, family: &str) -> Option<&'static str> {
    let (f, spans) = buffer_formats();
    span_of(f, spans, family)
        .iter()
        // (The number first: most entries differ there, and it is one
        // comparison, not a string's.)
        .find(|f| f.id == id && f.kind == kind)
        .map(|f| f.name)
}

/// `data/isa/mimg_dim.txt` (made by `tools/mimg_dim.py`, asked of llvm-mc
/// 22): GFX10+ image dimensions, `FAMILY dim VALUE NAME`, and per image
/// instruction the address registers printed per dim and a16,
/// `FAMILY NAME A0..A15` (index dim + 8*a16; 0: invalid).
const MIMG_DIM: &str = include_str!("../../../data/isa/mimg_dim.txt");

/// The image dimensions of data/isa/mimg_dim.txt, `(family, value,
/// name)`, read once (each instruction with `dim:` asks).
fn mimg_dims() -> &'static [(&'static str, u32, &'static str)] {
    static T: std::sync::OnceLock<Vec<(&'static str, u32, &'static str)>> =
        std::sync::OnceLock::new();
    T.get_or_init(|| {
        MIMG_DIM
            .lines()
            .filter_map(|l| {
                let mut w = l.split_ascii_whitespace();
                let fam = w.next()?;
                if fam.starts_with('#') || w.next()? != "dim" {
                    return None;
                }
                let v = w.next()?.parse::<u32>().ok()?;
                Some((fam, v, w.next()?))
            })
            .collect()
    })
}

/// The name printed for image dimension `v` on `family`
/// (`SQ_RSRC_IMG_2D`).
pub fn mimg_dim_name(family: &str, v: u32) -> Option<&'static str> {
    mimg_dims()
        .iter()
        .find(|d| d.0 == family && d.1 == v)
        .map(|d| d.2)
}

/// The value of image dimension `name` on `family`: the printed name
/// (`SQ_RSRC_IMG_2D`) or its short form (`2D`).
pub fn mimg_dim_value(family: &str, name: &str) -> Option<u32> {
    mimg_dims()
        .iter()
        .find(|d| d.0 == family && (d.2 == name || d.2.strip_prefix("SQ_RSRC_IMG_") == Some(name)))
        .map(|d| d.1)
}

/// The address registers image instruction `name` takes on `family` per
/// dimension and `a16` (index dim + 8*a16; 0: the reference refuses the
/// word); `None` when the data has no line for it.
pub fn mimg_addr_regs(family: &str, name: &str) -> Option<&'static [u8; 16]> {
    type Row = (&'static str, &'static str, [u8; 16]);
    static T: std::sync::OnceLock<Vec<Row>> = std::sync::OnceLock::new();
    let t = T.get_or_init(|| {
        let mut rows = MIMG_DIM
            .lines()
            .filter_map(|l| {
                let mut w = l.split_ascii_whitespace();
                let (fam, n) = (w.next()?, w.next()?);
                if fam.starts_with('#') || n == "dim" {
                    return None;
                }
                let mut a = [0u8; 16];
                for x in a.iter_mut() {
                    *x = w.next()?.parse().ok()?;
                }
                Some((fam, n, a))
            })
            .collect::<Vec<_>>();
        // (Sorted: found by halves, every image instruction asks.)
        rows.sort_by(|a, b| (a.0, a.1).cmp(&(b.0, b.1)));
        rows
    });
    t.binary_search_by(|r| (r.0, r.1).cmp(&(family, name)))
        .ok()
        .map(|i| &t[i].2)
}

/// `data/isa/mimg_nsa.txt` (made by `tools/mimg_nsa.py`, asked of llvm-mc
/// 22): how the reference decodes a GFX10 image word in the NSA form.
const MIMG_NSA: &str = include_str!("../../../data/isa/mimg_nsa.txt");

/// A line of data/isa/mimg_nsa.txt: the data registers and, per `nsa`
/// value 0..3, the address registers of the variant the reference decodes
/// (0: that `nsa` is invalid); per `nsa` 1..3 and dim + 8*a16, the
/// address registers it prints (0: invalid).
#[derive(Debug)]
pub struct MimgNsa {
    /// Data registers of the decoded variant.
    pub data: u8,
    /// Address registers of the variant decoded for `nsa` = 0..3 (0: that
    /// `nsa` is invalid).
    pub addrs: [u8; 4],
    /// Per `nsa` = 1..3 and dim + 8*a16, the address registers printed
    /// (0: the word is invalid).
    pub printed: [[u8; 16]; 3],
}

/// The NSA decoding facts of image instruction `name` on `family`; `None`
/// when the data has no line for it (or decodes no variant: BVH).
pub fn mimg_nsa(family: &str, name: &str) -> Option<&'static MimgNsa> {
    type Row = (&'static str, &'static str, MimgNsa);
    static T: std::sync::OnceLock<Vec<Row>> = std::sync::OnceLock::new();
    let t = T.get_or_init(|| {
        let mut rows = MIMG_NSA
            .lines()
            .filter_map(|l| {
                let mut w = l.split_ascii_whitespace();
                let (fam, n) = (w.next()?, w.next()?);
                if fam.starts_with('#') {
                    return None;
                }
                let mut num = || w.next()?.parse::<u8>().ok();
                let data = num()?;
                let mut addrs = [0u8; 4];
                for x in addrs.iter_mut() {
                    *x = num()?;
                }
                let mut printed = [[0u8; 16]; 3];
                for x in printed.iter_mut().flatten() {
                    *x = num()?;
                }
                Some((
                    fam,
                    n,
                    MimgNsa {
                        data,
                        addrs,
                        printed,
                    },
                ))
            })
            .filter(|r| r.2.data != 0)
            .collect::<Vec<_>>();
        rows.sort_by(|a, b| (a.0, a.1).cmp(&(b.0, b.1)));
        rows
    });
    t.binary_search_by(|r| (r.0, r.1).cmp(&(family, name)))
        .ok()
        .map(|i| &t[i].2)
}

/// `data/isa/family_facts.txt` (made by `tools/family_facts.py`, asked of
/// llvm-mc 22): facts about a whole table family, `FAMILY FACT` lines.
const FAMILY_FACTS: &str = include_str!("../../../data/isa/family_facts.txt");

/// Whether `fact` (`tuples-even`, `no-lds-direct`, `no-flat-offset`) holds
/// for `family`.
pub fn family_fact(family: &str, fact: &str) -> bool {
    // The tool writes a family's lines together (a test checks that every
    // line is found).
    crate::text::family_block(FAMILY_FACTS, family)
        .any(|rest| crate::text::words(rest).next() == Some(fact))
}

/// The family fact `fmt-regs MOD0 MOD1 W0 .. W7` (rows tagged
/// `fmt-width`: gfx950's MFMA *_f8f6f4 with cbsz and blgp, gfx1250's WMMA
/// *_f8f6f4 with matrix_a_fmt and matrix_b_fmt).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FmtRegs {
    /// The modifiers naming src0's and src1's data format.
    pub mods: [crate::table::Mod; 2],
    /// Per value of such a modifier, the registers of its source (0: the
    /// value names no format, and a word with it has both sources at the
    /// row's own width).
    pub regs: [u8; 8],
}

impl FmtRegs {
    /// The modifier naming the data format of the source in `field`
    /// (src0 or src1).
    pub fn mod_of(&self, field: crate::table::Field) -> Option<crate::table::Mod> {
        match field {
            crate::table::Field::Src0 => Some(self.mods[0]),
            crate::table::Field::Src1 => Some(self.mods[1]),
            _ => None,
        }
    }
}

/// The family fact `fmt-regs` of `family`, if it has one.
pub fn fmt_regs(family: &str) -> Option<FmtRegs> {
    let rest = crate::text::family_block(FAMILY_FACTS, family)
        .find(|rest| crate::text::words(rest).next() == Some("fmt-regs"))?;
    let mut w = crate::text::words(rest).skip(1);
    let mods = [
        crate::table::Mod::parse(w.next()?)?,
        crate::table::Mod::parse(w.next()?)?,
    ];
    let mut regs = [0u8; 8];
    for x in regs.iter_mut() {
        *x = w.next()?.parse().ok()?;
    }
    Some(FmtRegs { mods, regs })
}

#[cfg(test)]
mod hwreg_tests {
    use super::*;

    /// `block_lines` stops past a name's lines: each family's block of
    /// data/isa/reg_classes.txt is sorted by name, and its `@av-imm` lines
    /// are read whole.
    #[test]
    fn reg_class_blocks_are_sorted_by_name() {
        for b in crate::generated::reg_class_index::BLOCKS {
            let names: Vec<&str> = REG_CLASS_DATA[b.1..b.2]
                .lines()
                .map(|l| l.split_ascii_whitespace().nth(1).unwrap())
                .collect();
            assert!(names.windows(2).all(|w| w[0] <= w[1]), "{}", b.0);
            let av = names.iter().filter(|n| **n == "@av-imm").count();
            assert_eq!(block_lines(b.0, "@av-imm").count(), av, "{}", b.0);
        }
    }

    #[test]
    fn every_mimg_nsa_line_parses() {
        // Every line but those of BVH rows (no variant decoded) is read.
        let lines: Vec<&str> = MIMG_NSA
            .lines()
            .filter(|l| !l.starts_with('#') && l.split_ascii_whitespace().nth(2) != Some("0"))
            .collect();
        let read = lines
            .iter()
            .filter(|l| {
                let mut w = l.split_ascii_whitespace();
                mimg_nsa(w.next().unwrap(), w.next().unwrap()).is_some()
            })
            .count();
        assert!(lines.len() > 200);
        assert_eq!(read, lines.len());
        let t = mimg_nsa("gfx10", "image_sample_lz").unwrap();
        assert_eq!((t.data, t.addrs), (1, [1, 3, 0, 0]));
    }

    #[test]
    fn one_familys_lines_read_alone_give_what_the_whole_file_gives() {
        let mut seen = 0;
        for &f in crate::layout::FAMILIES {
            let whole: Vec<String> = hwregs()
                .iter()
                .filter(|h| h.family == f)
                .map(|h| format!("{h:?}"))
                .collect();
            let alone: Vec<String> = hwregs_of(f).iter().map(|h| format!("{h:?}")).collect();
            assert_eq!(alone, whole, "hwregs of {f}");
            let whole = sendmsg_tables().iter().find(|t| t.family == f);
            assert_eq!(
                format!("{:?}", sendmsg(f)),
                format!("{whole:?}"),
                "sendmsg of {f}"
            );
            seen += whole.is_some() as usize;
        }
        // (Most families describe their messages.)
        assert!(seen >= 10, "{seen}");
    }

    #[test]
    fn every_hwreg_line_parses() {
        let lines = HWREG_DATA
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .filter(|l| l.split_ascii_whitespace().nth(1) != Some("field"))
            .count();
        assert_eq!(hwregs().len(), lines);
        let [id, off, size] = hwreg_fields("gfx9").unwrap();
        assert_eq!(
            (id.put(63), off.put(31), size.put(31)),
            (0x3f, 0x7c0, 0xf800)
        );
        assert_eq!(hwreg_id("HW_REG_XCC_ID", "gfx940"), Some(20));
        assert_eq!(hwreg_id("HW_REG_XCC_ID", "gfx90a"), None);
        assert_eq!(hwreg_name(1, "gfx9"), Some("HW_REG_MODE"));
        assert!(family_fact("gfx90a", "tuples-even"));
        assert_eq!(
            fmt_regs("gfx950").map(|f| (f.mods, f.regs)),
            Some((
                [crate::table::Mod::Cbsz, crate::table::Mod::Blgp],
                [8, 8, 6, 6, 4, 8, 8, 8]
            ))
        );
        assert_eq!(fmt_regs("gfx940"), None);
        assert!(!family_fact("gfx9", "tuples-even"));
    }

    #[test]
    fn every_buffer_format_line_parses() {
        let lines = BUFFER_FORMATS_DATA
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .count();
        assert_eq!(buffer_formats().0.len(), lines);
        assert_eq!(
            buffer_format_id("dfmt", "BUF_DATA_FORMAT_8", "gfx9"),
            Some(1)
        );
        assert_eq!(
            buffer_format_name("nfmt", 7, "gfx9"),
            Some("BUF_NUM_FORMAT_FLOAT")
        );
    }

    #[test]
    fn every_dpp_line_parses() {
        let d = dpp_data();
        let lines = DPP_DATA
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .count();
        assert_eq!(d.ctrls.len() + d.comments.len(), lines);
        assert_eq!(
            dpp_ctrl_text("gfx9", 0x143),
            Some(DppText::Named("row_bcast", Some(31)))
        );
        assert_eq!(
            dpp_ctrl_text("gfx90a", 0x153),
            Some(DppText::Named("row_newbcast", Some(3)))
        );
        assert!(matches!(
            dpp_ctrl_text("gfx9", 0x153),
            Some(DppText::Comment(_))
        ));
    }

    #[test]
    fn every_exp_target_line_parses() {
        let lines = EXP_TARGETS_DATA
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .count();
        assert_eq!(exp_targets().len(), lines);
        assert_eq!(exp_target_id("param31", "gfx9"), Some(63));
        assert_eq!(exp_target_name(63, "gfx9"), Some(("param", Some(31))));
        assert_eq!(exp_target_id("pos4", "gfx9"), None);
    }

    #[test]
    fn every_sendmsg_family_parses() {
        let families: Vec<&str> = SENDMSG_DATA
            .lines()
            .filter_map(|l| l.split_ascii_whitespace().next())
            .filter(|f| !f.starts_with('#'))
            .collect();
        for f in &families {
            assert!(sendmsg(f).is_some(), "{f} does not parse");
        }
        let t = sendmsg("gfx9").unwrap();
        assert_eq!(t.by_name("MSG_GS").map(|m| m.id), Some(2));
        assert_eq!(t.symbolic(0x122).as_deref(), Some("MSG_GS, GS_OP_EMIT, 1"));
    }

    #[test]
    fn every_family_fact_is_found() {
        let mut n = 0;
        for (_, l) in crate::text::data_lines(FAMILY_FACTS) {
            let w: Vec<&str> = l.split_ascii_whitespace().collect();
            assert!(family_fact(w[0], w[1]), "{l}");
            n += 1;
        }
        assert!(n > 0);
        assert!(!family_fact("gfx9", "tuples-even"));
    }

    #[test]
    fn every_waitcnt_line_parses() {
        let lines = WAITCNT_DATA
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .count();
        let read: usize = crate::layout::FAMILIES
            .iter()
            .map(|f| waitcnt_counters(f).count())
            .sum();
        assert_eq!(read, lines);
        let vm = waitcnt_counters("gfx9").next().unwrap();
        assert_eq!((vm.name, vm.max()), ("vmcnt", 63));
        assert_eq!(vm.pack(0x3f), 0xc00f);
        assert_eq!(vm.unpack(0xc00f), 0x3f);
    }

    #[test]
    fn every_delay_alu_line_parses() {
        let lines = DELAY_ALU_DATA
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .count();
        // A field's place, each name, its invalid text: one line each.
        let read: usize = crate::layout::FAMILIES
            .iter()
            .flat_map(|f| delay_alu_fields(f))
            .map(|f| 1 + f.names.len() + usize::from(!f.invalid.is_empty()))
            .sum();
        assert_eq!(read, lines);
        let f = delay_alu_fields("gfx11");
        assert_eq!(f.len(), 3);
        assert_eq!((f[1].at.name, f[1].value_of("NEXT")), ("instskip", Some(1)));
        assert_eq!(f[2].at.pack(9), 9 << 7);
        assert_eq!(f[0].value_name(12), None);
    }
}

// ---------------------------------------------------------------------------
// Named scalar registers (data/isa/registers.txt, tools/registers.py)

const REGISTERS_DATA: &str = include_str!("../../../data/isa/registers.txt");

/// A family's named scalar registers and sources, both directions: what
/// each operand code prints as, and the code of each name the assembler
/// takes.
#[derive(Debug)]
pub struct NamedRegs {
    /// Per operand code, the register the disassembler names there as a
    /// 32-bit operand (`[0]`) and as the first of a 64-bit pair (`[1]`).
    dis: [[Option<NamedReg>; 256]; 2],
    /// By `NamedReg as usize`, for a register the assembler takes: its
    /// code and, when only some processors of the family take it, their
    /// names (`gfx801+gfx810`).
    asm: [Option<(u8, Option<&'static str>)>; NamedReg::ALL.len()],
    /// By `NamedReg as usize`, for a register named in either direction:
    /// its code.
    any: [Option<u8>; NamedReg::ALL.len()],
    /// By `NamedReg as usize`: the assembler takes its one name as a 64-bit
    /// operand too (a `64` line with the 32-bit spelling: GFX10's `null`).
    wide: [bool; NamedReg::ALL.len()],
}

impl NamedRegs {
    fn empty() -> NamedRegs {
        NamedRegs {
            dis: [[None; 256]; 2],
            asm: [None; NamedReg::ALL.len()],
            any: [None; NamedReg::ALL.len()],
            wide: [false; NamedReg::ALL.len()],
        }
    }

    /// Whether the assembler takes `r`, written as one register, as a
    /// 64-bit operand (`s_xor_b64 null, s[0:1], s[2:3]` on GFX10).
    pub fn takes_as_pair(&self, r: NamedReg) -> bool {
        self.wide.get(r as usize).copied().unwrap_or(false)
    }

    /// The register the disassembler names at `code` (as the first of a
    /// pair when `pair`).
    #[inline]
    pub fn decode(&self, code: u32, pair: bool) -> Option<NamedReg> {
        *self.dis[pair as usize].get(code as usize)?
    }

    /// The code of `r` if the assembler takes it on processor `cpu`.
    pub fn asm_code(&self, r: NamedReg, cpu: &str) -> Option<u32> {
        let (code, cpus) = (*self.asm.get(r as usize)?)?;
        cpus.is_none_or(|c| crate::text::pieces(c, b'+').any(|p| p == cpu))
            .then_some(code as u32)
    }

    /// The code of `r` in either direction (re-encoding what was decoded).
    pub fn code(&self, r: NamedReg) -> Option<u32> {
        self.any.get(r as usize).copied().flatten().map(u32::from)
    }
}

/// The named registers of table family `family` (none for an unknown one),
/// read from the data at the family's first use.
pub fn named_regs(family: &str) -> &'static NamedRegs {
    use crate::layout::FAMILIES;
    static T: [std::sync::OnceLock<NamedRegs>; FAMILIES.len()] =
        [const { std::sync::OnceLock::new() }; FAMILIES.len()];
    static EMPTY: std::sync::OnceLock<NamedRegs> = std::sync::OnceLock::new();
    match FAMILIES.iter().position(|f| *f == family) {
        Some(i) => T[i].get_or_init(|| parse_named_regs(family)),
        None => EMPTY.get_or_init(NamedRegs::empty),
    }
}

fn parse_named_regs(family: &str) -> NamedRegs {
    use crate::text::{family_block, pieces, split_byte, unsigned_as, words};
    let mut regs = NamedRegs::empty();
    for rest in family_block(REGISTERS_DATA, family) {
        let mut w = words(rest);
        let (Some(code), Some(name), Some(width), Some(dirs)) =
            (w.next(), w.next(), w.next(), w.next())
        else {
            continue;
        };
        let (Some(code), Some((r, pair_name))) =
            (unsigned_as::<u8>(code), NamedReg::from_name(name))
        else {
            continue;
        };
        let pair = width == "64";
        if pair && !pair_name && dirs.split(',').any(|d| d == "asm" || d.starts_with("asm=")) {
            if let Some(w) = regs.wide.get_mut(r as usize) {
                *w = true;
            }
        }
        for d in pieces(dirs, b',') {
            let cpus = match split_byte(d, b'=') {
                None if d == "dis" => {
                    // The first line of a code is the printed name.
                    regs.dis[pair as usize][code as usize].get_or_insert(r);
                    continue;
                }
                None if d == "asm" => None,
                Some(("asm", cpus)) => Some(cpus),
                _ => continue,
            };
            // The first line of a register is the one the assembler takes.
            if let Some(a) = regs.asm.get_mut(r as usize) {
                a.get_or_insert((code, cpus));
            }
        }
        if let Some(a) = regs.any.get_mut(r as usize) {
            a.get_or_insert(code);
        }
    }
    regs
}

/// `data/isa/reg_classes.txt` (made by `tools/reg_classes.py`, asked of
/// llvm-mc 22): per CDNA row form and operand, the register class the
/// disassembler names when it flags a register that does not fit the
/// operand (an odd vector tuple, a scalar register in a vector operand,
/// ...), or that it prints such a register without a comment.
const REG_CLASS_DATA: &str = include_str!("../../../data/isa/reg_classes.txt");

/// What kind of misfit a flagged register is (the tool's probes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClassProbe {
    /// A VGPR tuple at an odd register (`v`).
    OddV,
    /// An AGPR tuple at an odd register (`a`).
    OddA,
    /// A scalar register in a vector-only operand (`s`).
    Scalar,
    /// `src_lds_direct` (`l`).
    LdsDirect,
    /// A VGPR in a scalar-only operand (`vs`).
    VgprInScalar,
    /// A VGPR past v127 in an operand of the low 128 only (`h`: GFX12's
    /// 16-bit operands of the 32-bit and DPP forms).
    HighV,
    /// A constant in a scalar register operand (`k`: only where the word
    /// is invalid, GFX12's buffer descriptors).
    ScalarConst,
    /// An inline constant in a vector-only operand (`c`; class `imm`
    /// where the reference flags it).
    Const,
}

impl ClassProbe {
    const ALL: [ClassProbe; 8] = [
        ClassProbe::OddV,
        ClassProbe::OddA,
        ClassProbe::Scalar,
        ClassProbe::LdsDirect,
        ClassProbe::VgprInScalar,
        ClassProbe::Const,
        ClassProbe::HighV,
        ClassProbe::ScalarConst,
    ];

    fn as_str(self) -> &'static str {
        match self {
            ClassProbe::OddV => "v",
            ClassProbe::OddA => "a",
            ClassProbe::Scalar => "s",
            ClassProbe::LdsDirect => "l",
            ClassProbe::VgprInScalar => "vs",
            ClassProbe::Const => "c",
            ClassProbe::HighV => "h",
            ClassProbe::ScalarConst => "k",
        }
    }
}

/// The block of `family` in data/isa/reg_classes.txt (the generated index:
/// its byte range and the probes its lines hold).
fn reg_class_block(
    family: &str,
) -> Option<&'static (&'static str, usize, usize, &'static [&'static str])> {
    crate::generated::reg_class_index::BLOCKS
        .iter()
        .find(|b| b.0 == family)
}

/// A family's lines of data/isa/reg_classes.txt named `name` (the words
/// after the family and the name), read from the family's block, whose
/// lines are sorted by name (the tool writes them so; a test checks it):
/// the reading stops past them. The cold path: `@av-imm` lines (the
/// first, read once) and a row outside the family's tables.
fn block_lines(family: &str, name: &str) -> impl Iterator<Item = [&'static str; 4]> {
    let text = reg_class_block(family)
        .and_then(|b| REG_CLASS_DATA.get(b.1..b.2))
        .unwrap_or("");
    let (skip, take) = (name.to_string(), name.to_string());
    text.lines()
        .map(|line| {
            let mut w = line.split_ascii_whitespace().skip(1);
            (w.next().unwrap_or(""), w)
        })
        .skip_while(move |(n, _)| *n < skip.as_str())
        .take_while(move |(n, _)| *n == take.as_str())
        .filter_map(|(_, mut w)| Some([w.next()?, w.next()?, w.next()?, w.next().unwrap_or("")]))
}

/// What [`flagged_class`] reads of a family: the probes its lines hold
/// (bit `ClassProbe as u32`), its generated row classes and its rows.
struct RowClasses {
    probes: u32,
    rows: &'static [(u16, u8)],
    lines: &'static [(crate::table::Field, &'static str, &'static str)],
    tables: [&'static [crate::table::InstDef]; 2],
}

fn row_classes(family: &str) -> Option<&'static RowClasses> {
    use crate::layout::FAMILIES;
    static T: [std::sync::OnceLock<RowClasses>; FAMILIES.len()] =
        [const { std::sync::OnceLock::new() }; FAMILIES.len()];
    // (The family's name is most often the table's own string: its address
    // is compared first.)
    let i = FAMILIES
        .iter()
        .position(|f| std::ptr::eq(*f, family))
        .or_else(|| FAMILIES.iter().position(|f| *f == family))?;
    Some(T.get(i)?.get_or_init(|| {
        let fam = FAMILIES[i];
        let probes = ClassProbe::ALL
            .iter()
            .filter(|p| has_class_probe(fam, **p))
            .fold(0, |m, &p| m | 1 << p as u32);
        let (rows, lines) = crate::generated::reg_class_index::ROW_CLASSES
            .iter()
            .find(|e| e.0 == fam)
            .map_or((&[][..], &[][..]), |e| (e.1, e.2));
        let tables = crate::generated::TABLES
            .iter()
            .find(|t| t.file == fam)
            .map_or([&[][..], &[][..]], |t| [t.insts, t.insts_w64]);
        RowClasses {
            probes,
            rows,
            lines,
            tables,
        }
    }))
}

/// The class llvm-mc 22 names for a register of misfit `probe` in operand
/// `field` of `row` (a row of `family`'s table): `Some(Some(class))`,
/// `Some(None)` where it prints no comment, `None` where the data says
/// nothing. A row's lines are generated with its table
/// (`generated::reg_class_index::ROW_CLASSES`, by the row's place, the
/// same in its wave64 rows).
pub fn flagged_class(
    family: &str,
    row: &crate::table::InstDef,
    field: crate::table::Field,
    probe: ClassProbe,
) -> Option<Option<&'static str>> {
    let rc = row_classes(family)?;
    // (Most questions are of a misfit the family's data never names.)
    if rc.probes & 1 << probe as u32 == 0 {
        return None;
    }
    let p = probe.as_str();
    let found = |class: &'static str| (class != "-").then_some(class);
    let size = std::mem::size_of::<crate::table::InstDef>();
    let at = row as *const crate::table::InstDef as usize;
    let place = rc.tables.iter().find_map(|insts| {
        let off = at.wrapping_sub(insts.as_ptr() as usize);
        (off.is_multiple_of(size) && off / size < insts.len()).then_some(off / size)
    });
    let own = place.and_then(|k| {
        let &(a, n) = rc.rows.get(k)?;
        rc.lines.get(a as usize..a as usize + n as usize)
    });
    if let Some(own) = own {
        return own
            .iter()
            .find(|l| l.0 == field && l.1 == p)
            .map(|l| found(l.2));
    }
    // (A row that is not one of the family's: its lines by its name and
    // form, as the generator picks them.)
    let form = row.slots();
    block_lines(family, row.name())
        .find(|[fm, f, pr, _]| {
            fm.split(',').eq(form.iter().map(|s| s.field.as_str()))
                && crate::table::Field::parse(f) == Some(field)
                && *pr == p
        })
        .map(|[_, _, _, class]| found(class))
}

/// Whether data/isa/reg_classes.txt has a line of misfit `probe` for
/// `family`.
pub fn has_class_probe(family: &str, probe: ClassProbe) -> bool {
    reg_class_block(family).is_some_and(|b| b.3.contains(&probe.as_str()))
}

/// How llvm-mc 22's encoding comment writes the inline integer constant
/// `value` (0..64) decoded in a register-only AV source of `family` (MFMA
/// and SMFMAC sources): the source code and the source's acc bit
/// (data/isa/reg_classes.txt, `@av-imm` lines).
pub fn av_imm_code(family: &str, value: u32) -> Option<(u16, bool)> {
    use crate::layout::FAMILIES;
    type Map = std::collections::HashMap<u32, (u16, bool)>;
    static T: [std::sync::OnceLock<Map>; FAMILIES.len()] =
        [const { std::sync::OnceLock::new() }; FAMILIES.len()];
    let i = FAMILIES.iter().position(|f| *f == family)?;
    T.get(i)?
        .get_or_init(|| {
            let mut m = Map::default();
            // (An `@av-imm` line: value, code and acc bit after the name.)
            for [v, code, acc, _] in block_lines(FAMILIES[i], "@av-imm") {
                if let (Ok(v), Ok(code)) = (v.parse(), code.parse()) {
                    m.insert(v, (code, acc == "1"));
                }
            }
            m
        })
        .get(&value)
        .copied()
}

/// `data/isa/cache_policy.txt` (made by `tools/cache_policy.py`, asked of
/// llvm-mc 22): GFX12's `th:` and `scope:` names, per family.
const CACHE_POLICY_DATA: &str = include_str!("../../../data/isa/cache_policy.txt");

/// What a GFX12 memory instruction does, for its `th:` names: a load
/// (the rows not tagged), a store (`th-store`) or an atomic (`th-atomic`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThKind {
    /// A load.
    Load = 0,
    /// A store.
    Store = 1,
    /// An atomic.
    Atomic = 2,
}

impl ThKind {
    /// The kind of a row with tags `t`.
    pub fn of(t: u32) -> ThKind {
        if t & crate::table::tags::TH_ATOMIC != 0 {
            ThKind::Atomic
        } else if t & crate::table::tags::TH_STORE != 0 {
            ThKind::Store
        } else {
            ThKind::Load
        }
    }
    fn parse(s: &str) -> Option<ThKind> {
        Some(match s {
            "load" => ThKind::Load,
            "store" => ThKind::Store,
            "atomic" => ThKind::Atomic,
            _ => return None,
        })
    }
}

/// One family's lines of data/isa/cache_policy.txt, read once.
struct CachePolicy {
    family: &'static str,
    /// (value, name)
    scopes: Vec<(u8, &'static str)>,
    /// (kind, name, value, scopes bit mask)
    th: Vec<(ThKind, &'static str, u8, u8)>,
    /// By kind, th and scope: the printed text (`None`: nothing).
    print: [[[Option<&'static str>; 4]; 8]; 3],
    ret: Option<u8>,
}

fn cache_policies() -> &'static [CachePolicy] {
    static T: std::sync::OnceLock<Vec<CachePolicy>> = std::sync::OnceLock::new();
    T.get_or_init(|| {
        let mut out: Vec<CachePolicy> = Vec::new();
        for line in CACHE_POLICY_DATA.lines() {
            let w: Vec<&'static str> = line.split_ascii_whitespace().collect();
            let Some(&fam) = w.first() else { continue };
            if fam.starts_with('#') {
                continue;
            }
            if !out.iter().any(|c| c.family == fam) {
                out.push(CachePolicy {
                    family: fam,
                    scopes: Vec::new(),
                    th: Vec::new(),
                    print: [[[None; 4]; 8]; 3],
                    ret: None,
                });
            }
            let Some(c) = out.iter_mut().find(|c| c.family == fam) else {
                continue;
            };
            match w[1..] {
                ["scope", v, n] => {
                    if let Ok(v) = v.parse() {
                        c.scopes.push((v, n));
                    }
                }
                ["th", k, n, v, sc] => {
                    if let (Some(k), Ok(v)) = (ThKind::parse(k), v.parse()) {
                        let mask = sc
                            .bytes()
                            .filter(|b| (b'0'..b'8').contains(b))
                            .fold(0u8, |m, b| m | 1 << (b - b'0'));
                        c.th.push((k, n, v, mask));
                    }
                }
                ["print", k, t, sc, text] => {
                    if let (Some(k), Ok(t), Ok(sc)) =
                        (ThKind::parse(k), t.parse::<usize>(), sc.parse::<usize>())
                    {
                        if t < 8 && sc < 4 && text != "-" {
                            c.print[k as usize][t][sc] = Some(text);
                        }
                    }
                }
                ["return", v] => c.ret = v.parse().ok(),
                _ => {}
            }
        }
        out
    })
}

fn cache_policy(family: &str) -> Option<&'static CachePolicy> {
    cache_policies().iter().find(|c| c.family == family)
}

/// `scope:NAME`'s value on `family`.
pub fn scope_value(family: &str, name: &str) -> Option<u8> {
    let c = cache_policy(family)?;
    c.scopes.iter().find(|(_, n)| *n == name).map(|(v, _)| *v)
}

/// The name `scope` value `v` prints as on `family` (`None`: nothing is
/// printed for it, the default, or the family has no names).
pub fn scope_name(family: &str, v: u8) -> Option<&'static str> {
    if v == 0 {
        return None;
    }
    let c = cache_policy(family)?;
    c.scopes.iter().find(|(x, _)| *x == v).map(|(_, n)| *n)
}

/// What `th:NAME` is on a `kind` instruction of `family`: its value and
/// the scopes (bit per scope value) it may go with; `None`: refused.
pub fn th_value(family: &str, kind: ThKind, name: &str) -> Option<(u8, u8)> {
    let c = cache_policy(family)?;
    c.th.iter()
        .find(|(k, n, _, _)| *k == kind && *n == name)
        .map(|(_, _, v, m)| (*v, *m))
}

/// Whether `name` is a `th:` name of some kind on `family`.
pub fn th_known(family: &str, name: &str) -> bool {
    cache_policy(family).is_some_and(|c| c.th.iter().any(|(_, n, _, _)| *n == name))
}

/// The text ` th:TEXT` shows for th `th` with scope `scope` on a `kind`
/// instruction of `family` (`None`: nothing is printed).
pub fn th_text(family: &str, kind: ThKind, th: u8, scope: u8) -> Option<&'static str> {
    let c = cache_policy(family)?;
    *c.print
        .get(kind as usize)?
        .get(th as usize)?
        .get(scope as usize)?
}

/// The bit of th that makes an atomic return its old value on `family`
/// (`TH_ATOMIC_RETURN`), if the family has one.
pub fn th_return_bit(family: &str) -> Option<u8> {
    cache_policy(family)?.ret
}
