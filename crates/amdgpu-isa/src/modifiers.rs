//! The modifiers as data (`data/isa/modifiers.txt`): each one's keywords,
//! the value it takes, the layout field it sets, its default and its place
//! in the order llvm-mc accepts them, and how the printer writes it. The
//! assembler collects, checks and writes the modifiers of kinds `flag`,
//! `int`, `low` and `names` from this table alone, and the printer writes
//! every modifier whose print rule is not `special` from it; `special`
//! ones keep code of their own.

use crate::layout::Fld;
use crate::table::Mod;
use crate::text::{data_lines, decimal, pieces, split_byte, unsigned_as, words};

const DATA: &str = include_str!("../../../data/isa/modifiers.txt");

/// The value a modifier takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModValue {
    /// Written alone; sets its one-bit field.
    Flag,
    /// `name:N` with N in `lo..=hi`, else an error.
    Int {
        /// The smallest value.
        lo: i64,
        /// The largest value.
        hi: i64,
    },
    /// `name:N`, of which the low `bits` bits are kept.
    Low {
        /// How many low bits are kept.
        bits: u32,
    },
    /// `name:NAME` from the table of that name (see [`names_table`]) or,
    /// when a range is given, `name:N` with N in it.
    Names {
        /// The names, by value.
        table: &'static [&'static str],
        /// The numbers also taken (`lo..=hi`), if any.
        range: Option<(i64, i64)>,
    },
    /// Syntax and meaning of its own (in the matcher).
    Special,
}

/// How the printer writes a modifier (after the operands, in the row's
/// order), as llvm-mc 22 prints it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Print {
    /// ` name` when its field is 1.
    Flag,
    /// ` name:1` when its field is 1.
    FlagOne,
    /// ` name:N`, N in decimal, when N is not 0.
    Dec,
    /// ` name:0xN` when N is not 0.
    Hex,
    /// ` name:0xN` (the default where the row has no field).
    HexAlways,
    /// ` name:N` in decimal, 0 too (the default where the row has no
    /// field).
    DecAlways,
    /// ` name:N` in decimal below 10, else in hex; nothing for 0.
    DecHex,
    /// ` name:NAME` from the value's names table; its entry `fallback`
    /// for a value past the end (or where the row has no field).
    Name {
        /// The entry printed for a value past the table's end.
        fallback: u8,
    },
    /// ` name:NAME` from the value's names table, ` name:N` in decimal
    /// past its end; nothing for 0.
    NameDec,
    /// The printer's own code.
    Special,
}

fn print_rule(s: &str) -> Option<Print> {
    Some(match s {
        "flag" => Print::Flag,
        "flag:1" => Print::FlagOne,
        "dec" => Print::Dec,
        "hex" => Print::Hex,
        "hex-always" => Print::HexAlways,
        "dec-always" => Print::DecAlways,
        "dec-hex" => Print::DecHex,
        "name-dec" => Print::NameDec,
        "special" => Print::Special,
        _ => Print::Name {
            fallback: unsigned_as(s.strip_prefix("name:")?)?,
        },
    })
}

/// One line of `data/isa/modifiers.txt`.
#[derive(Clone, Debug)]
pub struct ModDef {
    /// The modifier.
    pub m: Mod,
    /// The value it takes.
    pub value: ModValue,
    /// The layout field the modifier occupies (a flag or value is
    /// written to it generically, a special one by the matcher).
    pub field: Option<Fld>,
    /// The value of a row that takes the modifier when it is not written.
    pub default: u8,
    /// The position in the order llvm-mc accepts modifiers.
    pub rank: u8,
    /// Its keywords, comma-separated as the data writes them (`mul,div`;
    /// empty: none); see [`ModDef::keywords`].
    pub keywords: &'static str,
    /// How the printer writes it.
    pub print: Print,
}

impl ModDef {
    /// The keywords that name the modifier.
    pub fn keywords(&self) -> impl Iterator<Item = &'static str> {
        let k = self.keywords;
        pieces(k, b',').filter(move |_| !k.is_empty())
    }
}

/// A names table that `names:TABLE` refers to.
pub fn names_table(name: &str) -> Option<&'static [&'static str]> {
    match name {
        "sdwa_sel" => Some(crate::names::SDWA_SEL),
        "dst_unused" => Some(crate::names::DST_UNUSED),
        "matrix_fmt" => Some(crate::names::MATRIX_FMT),
        "matrix_scale" => Some(crate::names::MATRIX_SCALE),
        "matrix_scale_fmt" => Some(crate::names::MATRIX_SCALE_FMT),
        _ => None,
    }
}

/// What the encoder needs of every modifier, by `Mod as usize`, in one
/// place (read once per instruction).
#[derive(Clone, Debug)]
pub struct Writes {
    /// The field a flag or value is written to (None: special, or none).
    pub field: [Option<Fld>; 128],
    /// Bit `Mod as u8`: a flag.
    pub flags: u128,
    /// Bit `Mod as u8`: a nonzero default.
    pub defaulted: u128,
    /// Per `Mod as u8`: the default value written where the modifier is not given.
    pub default: [u8; 128],
}

struct Data {
    /// Indexed by `Mod as usize`.
    defs: Vec<Option<ModDef>>,
    writes: Writes,
    /// Keyword -> modifier, in the order of the file.
    keywords: Vec<(&'static str, Mod)>,
    /// Open addressing over `keywords` (index + 1; 0: empty), by
    /// [`kw_hash`]: a keyword is looked up for every named operand.
    slots: [u8; 256],
}

fn range(s: &str) -> Option<(i64, i64)> {
    let dots = s.find("..")?;
    let (lo, hi) = (s.get(..dots)?, s.get(dots + 2..)?);
    Some((decimal(lo)?, decimal(hi)?))
}

/// The value kind of a line (`flag`, `int:0..15`, `names:sdwa_sel:-`, ...).
fn value_kind(v: &str) -> Result<ModValue, &'static str> {
    let mut p = pieces(v, b':');
    let (kind, a, b) = (p.next(), p.next(), p.next());
    if p.next().is_some() {
        return Err("unknown value kind");
    }
    Ok(match (kind, a, b) {
        (Some("flag"), None, _) => ModValue::Flag,
        (Some("special"), None, _) => ModValue::Special,
        (Some("int"), Some(r), None) => {
            let (lo, hi) = range(r).ok_or("bad range")?;
            ModValue::Int { lo, hi }
        }
        (Some("low"), Some(b), None) => ModValue::Low {
            bits: unsigned_as(b).ok_or("bad width")?,
        },
        (Some("names"), Some(t), Some(r)) => ModValue::Names {
            table: names_table(t).ok_or("unknown names table")?,
            range: if r == "-" {
                None
            } else {
                Some(range(r).ok_or("bad range")?)
            },
        },
        _ => return Err("unknown value kind"),
    })
}

/// Parses the data; an error names the line. One pass over the bytes
/// (this runs in every process that assembles), no allocation per line.
fn parse() -> Result<Data, String> {
    let mut defs: Vec<Option<ModDef>> = vec![None; Mod::ALL.len()];
    // Keyword -> modifier in the order of the file.
    let mut keywords: Vec<(&'static str, Mod)> = Vec::with_capacity(2 * Mod::ALL.len());
    let mut next_rank = 0u8;
    for (n, line) in data_lines(DATA) {
        let bad = |what: &str| format!("data/isa/modifiers.txt:{n}: {what}");
        let mut w = words(line);
        let name = w.next().ok_or_else(|| bad("no modifier"))?;
        let m = Mod::parse(name).ok_or_else(|| bad("unknown modifier"))?;
        let v = w.next().ok_or_else(|| bad("no value kind"))?;
        let value = value_kind(v).map_err(bad)?;
        let field = match w.next().ok_or_else(|| bad("no field"))? {
            "-" => None,
            f => Some(Fld::parse(f).ok_or_else(|| bad("unknown field"))?),
        };
        if field.is_none() && value != ModValue::Special {
            return Err(bad("a flag or value needs a field"));
        }
        let mut def = ModDef {
            m,
            value,
            field,
            default: 0,
            rank: 0,
            keywords: name,
            print: Print::Flag,
        };
        let mut order = None;
        for opt in w {
            match split_byte(opt, b'=') {
                Some(("default", d)) => {
                    def.default = unsigned_as(d).ok_or_else(|| bad("bad default"))?
                }
                Some(("order", o)) => {
                    order = Some(Mod::parse(o).ok_or_else(|| bad("unknown order modifier"))?)
                }
                Some(("keywords", "-")) => def.keywords = "",
                Some(("keywords", k)) => def.keywords = k,
                Some(("print", p)) => {
                    def.print = print_rule(p).ok_or_else(|| bad("unknown print rule"))?
                }
                _ => return Err(bad("unknown option")),
            }
        }
        def.rank = match order {
            Some(o) => defs[o as usize]
                .as_ref()
                .map(|d| d.rank)
                .ok_or_else(|| bad("order= names a modifier of no earlier line"))?,
            None => {
                next_rank += 1;
                next_rank - 1
            }
        };
        keywords.extend(def.keywords().map(|k| (k, m)));
        let slot = &mut defs[m as usize];
        if slot.is_some() {
            return Err(bad("modifier given twice"));
        }
        if def.print != Print::Special && def.field.is_none() {
            return Err(bad("a print rule needs a field"));
        }
        if let (Print::Name { fallback }, ModValue::Names { table, .. }) = (def.print, def.value) {
            if fallback as usize >= table.len() {
                return Err(bad("print=name:K past the names table"));
            }
        } else if matches!(def.print, Print::Name { .. } | Print::NameDec)
            && !matches!(def.value, ModValue::Names { .. })
        {
            return Err(bad("print=name needs a names value"));
        }
        *slot = Some(def);
    }
    if let Some(m) = Mod::ALL.iter().find(|m| defs[**m as usize].is_none()) {
        return Err(format!(
            "data/isa/modifiers.txt: no line for modifier '{m}'"
        ));
    }
    let mut writes = Writes {
        field: [None; 128],
        flags: 0,
        defaulted: 0,
        default: [0; 128],
    };
    for d in defs.iter().flatten() {
        let k = d.m as usize;
        if k >= 127 {
            return Err("data/isa/modifiers.txt: more than 127 modifiers".into());
        }
        if d.value != ModValue::Special {
            writes.field[k] = d.field;
        }
        if d.value == ModValue::Flag {
            writes.flags |= 1 << k;
        }
        if d.default != 0 {
            writes.defaulted |= 1 << k;
        }
        writes.default[k] = d.default;
    }
    let mut slots = [0u8; 256];
    if keywords.len() > 128 {
        return Err("data/isa/modifiers.txt: more than 128 keywords".into());
    }
    for (i, (k, _)) in keywords.iter().enumerate() {
        let mut h = kw_hash(k);
        while slots[h] != 0 {
            // A keyword given twice meets its first entry on its chain.
            if keywords[slots[h] as usize - 1].0 == *k {
                return Err(format!("data/isa/modifiers.txt: keyword '{k}' given twice"));
            }
            h = (h + 1) & 255;
        }
        slots[h] = i as u8 + 1;
    }
    Ok(Data {
        defs,
        keywords,
        writes,
        slots,
    })
}

fn data() -> &'static Data {
    static T: std::sync::OnceLock<Data> = std::sync::OnceLock::new();
    // The data is checked by the test below; a broken file leaves the
    // table empty (every keyword unknown) rather than panicking.
    T.get_or_init(|| {
        parse().unwrap_or(Data {
            defs: vec![None; Mod::ALL.len()],
            keywords: Vec::new(),
            slots: [0; 256],
            writes: Writes {
                field: [None; 128],
                flags: 0,
                defaulted: 0,
                default: [0; 128],
            },
        })
    })
}

/// The layout field modifier `m` occupies.
pub fn field(m: Mod) -> Option<Fld> {
    def(m).and_then(|d| d.field)
}

/// What modifier `m` is.
pub fn def(m: Mod) -> Option<&'static ModDef> {
    data().defs.get(m as usize)?.as_ref()
}

/// Fields, flags and defaults of every modifier.
pub fn writes() -> &'static Writes {
    &data().writes
}

fn kw_hash(k: &str) -> usize {
    crate::text::word_hash(k.as_bytes()) as usize & 255
}

/// The modifier a keyword names.
pub fn by_keyword(k: &str) -> Option<Mod> {
    let d = data();
    let mut h = kw_hash(k);
    loop {
        let (kw, m) = d.keywords.get((d.slots[h] as usize).checked_sub(1)?)?;
        if *kw == k {
            return Some(*m);
        }
        h = (h + 1) & 255;
    }
}

/// The position of `m` in the order llvm-mc accepts modifiers.
pub fn rank(m: Mod) -> u8 {
    def(m).map_or(0, |d| d.rank)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_data_parses_and_covers_every_modifier() {
        let d = parse().unwrap();
        assert_eq!(d.defs.iter().flatten().count(), Mod::ALL.len());
        assert_eq!(by_keyword("glc"), Some(Mod::Glc));
        assert_eq!(by_keyword("mul"), Some(Mod::Omod));
        assert_eq!(by_keyword("omod"), None);
        for (k, m) in &d.keywords {
            assert_eq!(by_keyword(k), Some(*m));
        }
        assert_eq!(by_keyword(""), None);
        assert_eq!(by_keyword("v0"), None);
        assert_eq!(by_keyword("dfmt"), Some(Mod::Format));
        assert_eq!(rank(Mod::Slc), rank(Mod::Glc));
        assert!(rank(Mod::Offset) < rank(Mod::Glc));
        assert!(rank(Mod::Glc) < rank(Mod::Lds));
        // A modifier occupies the field of its name (the buffer format: the
        // data format's; its numeric format is the matcher's; byte_sel
        // op_sel's).
        for m in Mod::ALL {
            let named = if *m == Mod::Format {
                Some(Fld::Dfmt)
            } else if *m == Mod::ByteSel {
                // (byte_sel: in op_sel bits, data/isa/byte_sel.txt)
                Some(Fld::OpSel)
            } else {
                Fld::parse(m.as_str())
            };
            assert_eq!(field(*m), named, "{m}");
        }
        assert_eq!(field(Mod::Offset), Some(Fld::Offset));
        assert_eq!(writes().field[Mod::Offset as usize], None);
        // Print rules: a flag's is `flag` unless the data says otherwise.
        assert_eq!(def(Mod::Glc).unwrap().print, Print::Flag);
        assert_eq!(def(Mod::Dmask).unwrap().print, Print::Hex);
        assert_eq!(def(Mod::BoundCtrl).unwrap().print, Print::FlagOne);
        assert_eq!(def(Mod::DstSel).unwrap().print, Print::Name { fallback: 6 });
        assert_eq!(def(Mod::OpSel).unwrap().print, Print::Special);
        assert_eq!(print_rule("name:x"), None);
        assert_eq!(print_rule("hex-sometimes"), None);
        let rm = def(Mod::RowMask).unwrap();
        assert_eq!(
            (rm.value, rm.field, rm.default),
            (ModValue::Low { bits: 4 }, Some(Fld::RowMask), 15)
        );
    }
}
