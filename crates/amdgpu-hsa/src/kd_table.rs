//! The tables of `data/hsa/kernel_descriptor.txt`, and how they are read.
//!
//! The build script (`build.rs`) reads the data with this module and
//! writes the tables as Rust source ([`Tables::to_rust`]) that the crate
//! includes: a run finds them ready, in read-only memory, instead of
//! reading the data at its first kernel descriptor (a quarter of a million
//! instructions and a few pages of memory, about 5% of assembling a small
//! kernel). The build script does not know the processors: it takes every
//! word that is not a feature, a generation or `wave32` for a processor's
//! name; [`Tables::read`] with the processors' names, which a test runs,
//! checks that they are. (This file is compiled into both, so it uses
//! nothing outside itself.)

/// The size of a kernel descriptor in bytes (`kd::KD_SIZE`).
pub(crate) const DESCRIPTOR_BYTES: usize = 64;

#[derive(Clone, Debug)]
pub(crate) enum Atom {
    Proc(&'static str),
    GenGe(u8),
    GenLe(u8),
    GenEq(u8),
    Feature(usize),
    Wave32,
}

#[derive(Clone, Debug, Default)]
pub(crate) struct Cond(pub(crate) &'static [(bool, Atom)]);

#[derive(Debug)]
pub(crate) struct FeatureDef {
    pub(crate) name: &'static str,
    pub(crate) any: &'static [Atom],
}

#[derive(Debug)]
pub(crate) struct Field {
    pub(crate) name: &'static str,
    pub(crate) byte: u8,
    pub(crate) hi: u8,
    pub(crate) lo: u8,
    pub(crate) when: Cond,
}

impl Field {
    pub(crate) fn width(&self) -> u32 {
        (self.hi - self.lo + 1) as u32
    }
    pub(crate) fn max(&self) -> u64 {
        if self.width() >= 64 {
            u64::MAX
        } else {
            (1u64 << self.width()) - 1
        }
    }
    /// Absolute bit range within the descriptor.
    pub(crate) fn abs(&self) -> (u32, u32) {
        let base = self.byte as u32 * 8;
        (base + self.lo as u32, base + self.hi as u32)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Var {
    NextFreeVgpr,
    NextFreeSgpr,
    ReserveVcc,
    ReserveFlatScratch,
    ReserveXnackMask,
    UserSgprCount,
}

#[derive(Clone, Debug)]
pub(crate) enum Dest {
    Field(&'static str),
    Var(Var),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Default {
    Const(i64),
    Xnack,
    Wave32,
    Wgp,
    None,
}

#[derive(Debug)]
pub(crate) struct DirLine {
    pub(crate) name: &'static str,
    pub(crate) when: Cond,
    pub(crate) dest: Dest,
    pub(crate) div4m1: bool,
    /// `lands=`: the field a derived value (`field=@name`) goes to.
    pub(crate) lands: Option<&'static str>,
    /// `late`: set after the block is read.
    pub(crate) late: bool,
    pub(crate) default: Default,
    pub(crate) max: Option<u64>,
    pub(crate) usgpr: u8,
    pub(crate) needs: &'static [(Cond, &'static str)],
    pub(crate) match_default: Option<&'static str>,
    pub(crate) required: Option<&'static str>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Check {
    Before,
    After,
}

#[derive(Debug)]
pub(crate) struct SgprRule {
    pub(crate) granule: u32,
    pub(crate) vcc: u32,
    pub(crate) xnack: u32,
    pub(crate) flat: u32,
    pub(crate) max: u32,
    pub(crate) check: Check,
    pub(crate) fixed: Option<u32>,
    pub(crate) when: Cond,
}

/// The tables, as read from the data.
#[derive(Debug)]
pub(crate) struct Tables {
    pub(crate) features: &'static [FeatureDef],
    pub(crate) fields: &'static [Field],
    pub(crate) dirs: &'static [DirLine],
    /// Directive names in order of first appearance.
    pub(crate) names: &'static [&'static str],
    pub(crate) vgpr_granules: &'static [(u32, Cond)],
    pub(crate) sgpr_rules: &'static [SgprRule],
}

/// The tables while they are read.
struct Parser {
    features: Vec<FeatureDef>,
    fields: Vec<Field>,
    dirs: Vec<DirLine>,
    names: Vec<&'static str>,
    vgpr_granules: Vec<(u32, Cond)>,
    sgpr_rules: Vec<SgprRule>,
    /// Whether a name is a processor's.
    is_cpu: fn(&str) -> bool,
}

/// A token of a line of the table: a word, or a quoted message (never
/// read as `key=value`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TokT {
    Word(&'static str),
    Quoted(&'static str),
}

impl TokT {
    fn word(self) -> Option<&'static str> {
        match self {
            TokT::Word(w) => Some(w),
            TokT::Quoted(_) => None,
        }
    }
    fn text(self) -> &'static str {
        match self {
            TokT::Word(w) | TokT::Quoted(w) => w,
        }
    }
}

/// Reads the tokens of `line`: words, which end at ASCII white space or
/// `#`, and `"`-quoted messages (never read as `key=value`); blanks
/// between them are ASCII or Unicode white space; `#` (never part of a
/// message in this file) starts a comment.
fn tokens(line: &'static str) -> Result<Vec<TokT>, String> {
    let mut out = Vec::new();
    let mut rest = line;
    loop {
        rest = rest.trim_start();
        let Some(c) = rest.chars().next() else {
            return Ok(out);
        };
        match c {
            '#' => return Ok(out),
            '"' => {
                let body = &rest[1..];
                let end = body
                    .find(['"', '#'])
                    .filter(|&e| body.as_bytes()[e] == b'"');
                let Some(end) = end else {
                    return Err("unterminated string".into());
                };
                out.push(TokT::Quoted(&body[..end]));
                rest = &body[end + 1..];
            }
            _ => {
                let end = rest
                    .find(|c: char| c.is_ascii_whitespace() || c == '#')
                    .unwrap_or(rest.len());
                out.push(TokT::Word(&rest[..end]));
                rest = &rest[end..];
            }
        }
    }
}

/// Splits `s` at the first `sep` (an ASCII byte), like `str::split_once`
/// without the searcher's set-up cost on these short words.
fn split_byte(s: &'static str, sep: u8) -> Option<(&'static str, &'static str)> {
    let i = s.bytes().position(|c| c == sep)?;
    Some((&s[..i], &s[i + 1..]))
}

/// `u64::from_str` (decimal digits after an optional `+`), without its
/// general radix machinery.
fn decimal(v: &str) -> Option<u64> {
    let d = v.strip_prefix('+').unwrap_or(v);
    if d.is_empty() {
        return None;
    }
    d.bytes().try_fold(0u64, |n, c| {
        let digit = c.checked_sub(b'0').filter(|&x| x < 10)?;
        n.checked_mul(10)?.checked_add(digit as u64)
    })
}

/// `a == b` for the short names of the table, compared from the end (where
/// processor and field names mostly differ) without a `memcmp` call.
fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    a.len() == b.len() && (0..a.len()).rev().all(|k| a[k] == b[k])
}

impl Parser {
    fn parse_atom(&mut self, s: &'static str) -> Result<Atom, String> {
        let num = |t: &str| -> Result<u8, String> {
            t.parse::<u8>()
                .ok()
                .filter(|n| (6..=12).contains(n))
                .ok_or_else(|| format!("bad generation in '{s}'"))
        };
        if let Some(n) = s.strip_prefix("gen>=") {
            return Ok(Atom::GenGe(num(n)?));
        }
        if let Some(n) = s.strip_prefix("gen<=") {
            return Ok(Atom::GenLe(num(n)?));
        }
        if let Some(n) = s.strip_prefix("gen=") {
            return Ok(Atom::GenEq(num(n)?));
        }
        if s == "wave32" {
            return Ok(Atom::Wave32);
        }
        if let Some(i) = self.features.iter().position(|f| same(f.name, s)) {
            return Ok(Atom::Feature(i));
        }
        if (self.is_cpu)(s) {
            return Ok(Atom::Proc(s));
        }
        Err(format!("unknown condition atom '{s}'"))
    }

    fn parse_cond(&mut self, s: &'static str) -> Result<Cond, String> {
        let mut c = Vec::new();
        let mut rest = s;
        loop {
            let (part, next) = match split_byte(rest, b',') {
                Some((part, next)) => (part, Some(next)),
                None => (rest, None),
            };
            let (neg, a) = match part.strip_prefix('!') {
                Some(r) => (true, r),
                None => (false, part),
            };
            c.push((neg, self.parse_atom(a)?));
            match next {
                Some(n) => rest = n,
                None => return Ok(Cond(c.leak())),
            }
        }
    }

    /// Reads `text` (the data file), `is_cpu` telling processor names
    /// from other words.
    fn parse(text: &'static str, is_cpu: fn(&str) -> bool) -> Result<Tables, String> {
        let mut t = Parser {
            features: Vec::new(),
            fields: Vec::new(),
            dirs: Vec::new(),
            names: Vec::new(),
            vgpr_granules: Vec::new(),
            sgpr_rules: Vec::new(),
            is_cpu,
        };
        for (no, line) in text.lines().enumerate() {
            let toks = tokens(line).map_err(|e| format!("line {}: {e}", no + 1))?;
            if toks.is_empty() {
                continue;
            }
            t.parse_line(&toks)
                .map_err(|e| format!("line {}: {e}: {}", no + 1, line.trim()))?;
        }
        t.validate()?;
        Ok(Tables {
            features: t.features.leak(),
            fields: t.fields.leak(),
            dirs: t.dirs.leak(),
            names: t.names.leak(),
            vgpr_granules: t.vgpr_granules.leak(),
            sgpr_rules: t.sgpr_rules.leak(),
        })
    }

    fn parse_line(&mut self, toks: &[TokT]) -> Result<(), String> {
        let kv =
            |tok: TokT| -> Option<(&'static str, &'static str)> { split_byte(tok.word()?, b'=') };
        let int = |v: &str| -> Result<u64, String> {
            decimal(v).ok_or_else(|| format!("bad number '{v}'"))
        };
        let word = |i: usize, what: &'static str| -> Result<&'static str, String> {
            toks.get(i)
                .and_then(|t| t.word())
                .ok_or_else(|| what.to_string())
        };
        match toks[0].text() {
            "feature" => {
                let name = word(1, "feature without name")?;
                let mut any = Vec::new();
                for a in &toks[2..] {
                    any.push(self.parse_atom(a.text())?);
                }
                if any.is_empty() {
                    return Err("feature without atoms".into());
                }
                self.features.push(FeatureDef {
                    name,
                    any: any.leak(),
                });
            }
            "field" => {
                if toks.len() < 4 {
                    return Err("field needs NAME BYTE HI:LO".into());
                }
                let byte = int(toks[2].text())? as u8;
                let (hi, lo) = split_byte(toks[3].text(), b':').ok_or("bits must be HI:LO")?;
                let (hi, lo) = (int(hi)? as u8, int(lo)? as u8);
                let mut when = Cond(&[]);
                for &tok in &toks[4..] {
                    match kv(tok) {
                        Some(("when", v)) => when = self.parse_cond(v)?,
                        _ => return Err(format!("unexpected '{}'", tok.text())),
                    }
                }
                self.fields.push(Field {
                    name: word(1, "field without name")?,
                    byte,
                    hi,
                    lo,
                    when,
                });
            }
            "dir" => {
                let name = word(1, "dir without name")?;
                let mut d = DirLine {
                    name,
                    when: Cond(&[]),
                    dest: Dest::Field(""),
                    div4m1: false,
                    lands: None,
                    late: false,
                    default: Default::None,
                    max: None,
                    usgpr: 0,
                    needs: &[],
                    match_default: None,
                    required: None,
                };
                let mut have_dest = false;
                let mut needs = Vec::new();
                let mut i = 2;
                while i < toks.len() {
                    let tok = toks[i];
                    let msg = |i: usize| -> Result<&'static str, String> {
                        match toks.get(i + 1) {
                            Some(TokT::Quoted(m)) => Ok(m),
                            _ => Err(format!("'{}' needs a quoted message", tok.text())),
                        }
                    };
                    if tok == TokT::Word("required") {
                        d.required = Some(msg(i)?);
                        i += 2;
                        continue;
                    }
                    if tok == TokT::Word("late") {
                        d.late = true;
                        i += 1;
                        continue;
                    }
                    if tok == TokT::Word("match_default") {
                        d.match_default = Some(msg(i)?);
                        i += 2;
                        continue;
                    }
                    let (k, v) = kv(tok).ok_or_else(|| format!("unexpected '{}'", tok.text()))?;
                    match k {
                        "when" => d.when = self.parse_cond(v)?,
                        "field" => {
                            have_dest = true;
                            d.dest = match v.strip_prefix('@') {
                                Some(var) => Dest::Var(match var {
                                    "next_free_vgpr" => Var::NextFreeVgpr,
                                    "next_free_sgpr" => Var::NextFreeSgpr,
                                    "reserve_vcc" => Var::ReserveVcc,
                                    "reserve_flat_scratch" => Var::ReserveFlatScratch,
                                    "reserve_xnack_mask" => Var::ReserveXnackMask,
                                    "user_sgpr_count" => Var::UserSgprCount,
                                    _ => return Err(format!("unknown variable '{v}'")),
                                }),
                                None => Dest::Field(v),
                            }
                        }
                        "enc" if v == "div4m1" => d.div4m1 = true,
                        "lands" => d.lands = Some(v),
                        "default" => {
                            d.default = match v {
                                "@xnack" => Default::Xnack,
                                "@wave32" => Default::Wave32,
                                "@wgp" => Default::Wgp,
                                n => Default::Const(int(n)? as i64),
                            }
                        }
                        "max" => d.max = Some(int(v)?),
                        "usgpr" => d.usgpr = int(v)? as u8,
                        "need" => {
                            let c = self.parse_cond(v)?;
                            needs.push((c, msg(i)?));
                            i += 1;
                        }
                        _ => return Err(format!("unknown key '{k}'")),
                    }
                    i += 1;
                }
                d.needs = needs.leak();
                if !have_dest {
                    return Err("dir without field=".into());
                }
                if let Some(f) = d.lands {
                    if !self.fields.iter().any(|x| same(x.name, f)) {
                        return Err(format!("lands= names no field: '{f}'"));
                    }
                }
                // The lines of one name mostly follow each other.
                if self.names.last() != Some(&name) && !self.names.iter().any(|n| same(n, name)) {
                    self.names.push(name);
                }
                self.dirs.push(d);
            }
            "vgpr_granule" => {
                let g = int(word(1, "vgpr_granule without value")?)? as u32;
                let mut when = Cond(&[]);
                for &tok in &toks[2..] {
                    match kv(tok) {
                        Some(("when", v)) => when = self.parse_cond(v)?,
                        _ => return Err(format!("unexpected '{}'", tok.text())),
                    }
                }
                self.vgpr_granules.push((g, when));
            }
            "sgpr_rule" => {
                let mut r = SgprRule {
                    granule: 0,
                    vcc: 0,
                    xnack: 0,
                    flat: 0,
                    max: u32::MAX,
                    check: Check::After,
                    fixed: None,
                    when: Cond(&[]),
                };
                for &tok in &toks[1..] {
                    let (k, v) = kv(tok).ok_or_else(|| format!("unexpected '{}'", tok.text()))?;
                    match k {
                        "granule" => r.granule = int(v)? as u32,
                        "vcc" => r.vcc = int(v)? as u32,
                        "xnack" => r.xnack = int(v)? as u32,
                        "flat" => r.flat = int(v)? as u32,
                        "max" => r.max = int(v)? as u32,
                        "fixed" => r.fixed = Some(int(v)? as u32),
                        "check" => {
                            r.check = match v {
                                "before" => Check::Before,
                                "after" => Check::After,
                                _ => return Err(format!("bad check '{v}'")),
                            }
                        }
                        "when" => r.when = self.parse_cond(v)?,
                        _ => return Err(format!("unknown key '{k}'")),
                    }
                }
                self.sgpr_rules.push(r);
            }
            other => return Err(format!("unknown line kind '{other}'")),
        }
        Ok(())
    }

    fn validate(&self) -> Result<(), String> {
        for f in &self.fields {
            let width = if f.hi > 31 { 64 } else { 32 };
            if f.lo > f.hi || f.hi >= width {
                return Err(format!(
                    "field {}: bits {}:{} do not fit",
                    f.name, f.hi, f.lo
                ));
            }
            if f.byte as usize + width as usize / 8 > DESCRIPTOR_BYTES {
                return Err(format!("field {} runs past the descriptor", f.name));
            }
        }
        for d in &self.dirs {
            if let Dest::Field(name) = &d.dest {
                if !self.fields.iter().any(|f| same(f.name, name)) {
                    return Err(format!("{}: unknown field {name}", d.name));
                }
            }
        }
        for needed in [
            "USER_SGPR_COUNT",
            "GRANULATED_WORKITEM_VGPR_COUNT",
            "GRANULATED_WAVEFRONT_SGPR_COUNT",
            "KERNEL_CODE_ENTRY_BYTE_OFFSET",
        ] {
            if !self.fields.iter().any(|f| same(f.name, needed)) {
                return Err(format!("no {needed} field"));
            }
        }
        Ok(())
    }
}

impl Tables {
    /// Reads the data file's text; `is_cpu` tells processor names from
    /// misspelled words.
    pub(crate) fn read(text: &'static str, is_cpu: fn(&str) -> bool) -> Result<Tables, String> {
        Parser::parse(text, is_cpu)
    }

    /// The tables as Rust source: `static TABLES: Tables = ...;`.
    #[cfg_attr(not(test), allow(dead_code))]
    pub(crate) fn to_rust(&self) -> String {
        fn s(x: &str) -> String {
            format!("{x:?}")
        }
        fn opt_s(x: Option<&str>) -> String {
            x.map_or("None".into(), |v| format!("Some({v:?})"))
        }
        fn atom(a: &Atom) -> String {
            match a {
                Atom::Proc(p) => format!("Atom::Proc({p:?})"),
                Atom::GenGe(n) => format!("Atom::GenGe({n})"),
                Atom::GenLe(n) => format!("Atom::GenLe({n})"),
                Atom::GenEq(n) => format!("Atom::GenEq({n})"),
                Atom::Feature(i) => format!("Atom::Feature({i})"),
                Atom::Wave32 => "Atom::Wave32".into(),
            }
        }
        fn cond(c: &Cond) -> String {
            let parts: Vec<String> =
                c.0.iter()
                    .map(|(neg, a)| format!("({neg}, {})", atom(a)))
                    .collect();
            format!("Cond(&[{}])", parts.join(", "))
        }
        let mut o = String::from("static TABLES: Tables = Tables {\n    features: &[\n");
        for f in self.features {
            let any: Vec<String> = f.any.iter().map(atom).collect();
            o += &format!(
                "        FeatureDef {{ name: {}, any: &[{}] }},\n",
                s(f.name),
                any.join(", ")
            );
        }
        o += "    ],\n    fields: &[\n";
        for f in self.fields {
            o += &format!(
                "        Field {{ name: {}, byte: {}, hi: {}, lo: {}, when: {} }},\n",
                s(f.name),
                f.byte,
                f.hi,
                f.lo,
                cond(&f.when)
            );
        }
        o += "    ],\n    dirs: &[\n";
        for d in self.dirs {
            let dest = match &d.dest {
                Dest::Field(f) => format!("Dest::Field({f:?})"),
                Dest::Var(v) => format!("Dest::Var(Var::{v:?})"),
            };
            let default = match d.default {
                Default::Const(v) => format!("Default::Const({v})"),
                other => format!("Default::{other:?}"),
            };
            let needs: Vec<String> = d
                .needs
                .iter()
                .map(|(c, m)| format!("({}, {})", cond(c), s(m)))
                .collect();
            o += &format!(
                "        DirLine {{ name: {}, when: {}, dest: {dest}, div4m1: {}, lands: {}, \
                 late: {}, default: {default}, max: {}, usgpr: {}, needs: &[{}], \
                 match_default: {}, required: {} }},\n",
                s(d.name),
                cond(&d.when),
                d.div4m1,
                opt_s(d.lands),
                d.late,
                d.max.map_or("None".into(), |m| format!("Some({m})")),
                d.usgpr,
                needs.join(", "),
                opt_s(d.match_default),
                opt_s(d.required),
            );
        }
        o += "    ],\n    names: &[\n";
        for n in self.names {
            o += &format!("        {},\n", s(n));
        }
        o += "    ],\n    vgpr_granules: &[\n";
        for (g, c) in self.vgpr_granules {
            o += &format!("        ({g}, {}),\n", cond(c));
        }
        o += "    ],\n    sgpr_rules: &[\n";
        for r in self.sgpr_rules {
            o += &format!(
                "        SgprRule {{ granule: {}, vcc: {}, xnack: {}, flat: {}, max: {}, \
                 check: Check::{:?}, fixed: {}, when: {} }},\n",
                r.granule,
                r.vcc,
                r.xnack,
                r.flat,
                r.max,
                r.check,
                r.fixed.map_or("None".into(), |v| format!("Some({v})")),
                cond(&r.when)
            );
        }
        o += "    ],\n};\n";
        o
    }
}
