//! `cargo run -p xtask -- gen`: `data/isa/*.txt` -> `crates/amdgpu-isa/src/generated/`.
//!
//! The generator reads every table file (format: `data/isa/FORMAT.md`), checks
//! it, and writes one Rust module per file plus `generated/mod.rs`. The code is
//! emitted already formatted the way rustfmt (edition 2021, default options)
//! formats it, so `cargo fmt --check` passes and the drift test needs no
//! external tool. Slots, slot lists, modifier lists and cpu lists are pooled
//! into private constants so every row is a short, fixed-shape struct literal.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

use crate::isa::table::{flags, parse_row, Enc, Mod, Row, Slot};
use crate::isa::{Generation, Target, PROCESSORS};

/// Where the data lives, relative to the workspace root.
pub const DATA_DIR: &str = "data/isa";
/// Where the generated Rust goes, relative to the workspace root.
pub const OUT_DIR: &str = "crates/amdgpu-isa/src/generated";

/// The stem of the layout file (`data/isa/layouts.txt`), which is not an
/// instruction table.
pub const LAYOUTS_STEM: &str = "layouts";

/// The stem of the file of image address sizes the disassembler prints
/// (`data/isa/mimg_dis.txt`, made by `tools/mimg_dis.py`).
pub const MIMG_DIS_STEM: &str = "mimg_dis";

/// The stem of the file of row tags asked of the reference
/// (`data/isa/row_tags.txt`, made by `tools/row_tags.py`).
pub const ROW_TAGS_STEM: &str = "row_tags";

/// The stem of the file of mnemonic aliases asked of the reference
/// (`data/isa/aliases.txt`, made by `tools/aliases.py`).
pub const ALIASES_STEM: &str = "aliases";

/// The stems of the files of facts asked of the reference that the ISA
/// crate reads itself (not tables): hardware register names
/// (`tools/hwregs.py`), whole-family facts (`tools/family_facts.py`),
/// `s_waitcnt` counter positions (`tools/waitcnt.py`) and
/// `s_waitcnt_depctr`'s (`tools/depctr.py`), `s_delay_alu`'s fields
/// (`tools/delay_alu.py`), `s_version`'s names
/// (`tools/uc_version.py`), `sendmsg` messages
/// (`tools/sendmsg.py`), export targets (`tools/exp_targets.py`), DPP
/// controls (`tools/dpp_ctrl.py`), buffer formats
/// (`tools/buffer_formats.py`), named registers (`tools/registers.py`),
/// the classes of flagged registers (`tools/reg_classes.py`) and the
/// modifiers (hand-written from the seeds, `data/isa/modifiers.txt`).
pub const READ_BY_ISA: [&str; 15] = [
    "cache_policy",
    "uc_version",
    "delay_alu",
    "hwregs",
    "mimg_dim",
    "family_facts",
    "waitcnt",
    "depctr",
    "sendmsg",
    "exp_targets",
    "dpp_ctrl",
    "buffer_formats",
    "registers",
    "reg_classes",
    "modifiers",
];

/// Each modifier's place in the order llvm-mc accepts them
/// (data/isa/modifiers.txt: the line's, or that of its `order=` modifier).
fn modifier_ranks(sources: &[Source]) -> HashMap<String, usize> {
    let mut ranks = HashMap::new();
    let text = sources
        .iter()
        .find(|s| s.stem == "modifiers")
        .map_or("", |s| s.text.as_str());
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let w: Vec<&str> = line.split_whitespace().collect();
        let Some(name) = w.first() else { continue };
        let order = w.iter().find_map(|o| o.strip_prefix("order="));
        let rank = match order.and_then(|o| ranks.get(o).copied()) {
            Some(r) => r,
            None => ranks.len(),
        };
        ranks.insert(name.to_string(), rank);
    }
    ranks
}

/// The suffixes a row's name may carry after the instruction's name.
const SUFFIXES: [&str; 5] = ["", "_e32", "_e64", "_sdwa", "_dpp"];

/// The message the drift test fails with.
pub const DRIFT_MESSAGE: &str = "tables drifted from data/isa: run cargo run -p xtask -- gen";

/// One input file: its stem (`gfx9`) and its text.
pub struct Source {
    pub stem: String,
    pub text: String,
}

/// One output file: its name inside `generated/` and its contents.
#[derive(Debug, PartialEq, Eq)]
pub struct Output {
    pub name: String,
    pub text: String,
}

/// The workspace root (the parent of `xtask/`).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives inside the workspace")
        .to_path_buf()
}

/// Reads every `*.txt` under `dir`, sorted by file name.
pub fn read_sources(dir: &Path) -> Result<Vec<Source>, String> {
    let mut out = Vec::new();
    let entries = match fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(out),
        Err(e) => return Err(format!("{}: {e}", dir.display())),
    };
    for entry in entries {
        let path = entry.map_err(|e| e.to_string())?.path();
        if path.extension().and_then(|e| e.to_str()) != Some("txt") {
            continue;
        }
        let stem = path
            .file_stem()
            .and_then(|s| s.to_str())
            .ok_or_else(|| format!("{}: file name is not UTF-8", path.display()))?
            .to_string();
        let text = fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        out.push(Source { stem, text });
    }
    out.sort_by(|a, b| a.stem.cmp(&b.stem));
    Ok(out)
}

/// The processors a file covers when it has no `@cpus` line.
pub fn default_cpus(stem: &str) -> Option<Vec<&'static str>> {
    let cpus = crate::isa::target::family_cpus(stem);
    (!cpus.is_empty()).then_some(cpus)
}

/// Width in bits of a family's opcode field (the widest over the generations
/// that have the family, narrower where a generation is known to differ).
pub fn opcode_bits(enc: Enc, gen: Generation) -> u32 {
    use Enc::*;
    let old = gen <= Generation::Gfx7;
    match enc {
        Sop1 => 8,
        Sop2 | Sopc | Sopp => 7,
        Sopk => 5,
        Smrd => 5,
        Smem => 8,
        Vop1 | Vopc | Vop1Sdwa | VopcSdwa | Vop1Dpp | VopcDpp | Vop1Dpp8 | VopcDpp8 => 8,
        Vop2 | Vop2Sdwa | Vop2Dpp | Vop2Dpp8 => 6,
        Vop3 | Vop3b | Vop3Dpp | Vop3Dpp8 => {
            if old {
                9
            } else {
                10
            }
        }
        Vop3p | Vop3pDpp => 7,
        // VOPD rows carry OPX (4 bits) and OPY (5 bits) as one value.
        Vopd => 9,
        Vintrp => 2,
        Vinterp => 7,
        Ldsdir => 2,
        Ds => 8,
        Flat | Global | Scratch => 7,
        Mubuf | Mimg | Vimage | Vsample | Vbuffer => 8,
        Mtbuf => 4,
        // No opcode field at all.
        Exp | Vexport => 0,
    }
}

/// The slot fields a family may use (FORMAT.md); `None` where the family's
/// layout is not documented yet. `-` and `lit` are allowed everywhere.
fn family_fields(enc: Enc) -> Option<&'static [&'static str]> {
    use Enc::*;
    Some(match enc {
        Sop1 => &["sdst", "ssrc0"],
        Sop2 => &["sdst", "ssrc0", "ssrc1"],
        Sopk => &["sdst", "simm16"],
        Sopc => &["ssrc0", "ssrc1"],
        Sopp => &["simm16"],
        Smem | Smrd => &["sdata", "sbase", "offset", "soffset"],
        Vop1 | Vop2 | Vopc | Vop1Dpp | Vop2Dpp | VopcDpp | Vop1Dpp8 | Vop2Dpp8 | VopcDpp8 => {
            &["vdst", "src0", "vsrc1"]
        }
        Vop1Sdwa | Vop2Sdwa | VopcSdwa => &["vdst", "src0", "vsrc1", "sdst"],
        Vop3 | Vop3p | Vop3Dpp | Vop3Dpp8 | Vop3pDpp => &["vdst", "src0", "src1", "src2"],
        Vop3b => &["vdst", "sdst", "src0", "src1", "src2"],
        Vintrp => &["vdst", "vsrc", "attr"],
        Ds => &["vdst", "addr", "data0", "data1"],
        Flat | Global | Scratch => &["vdst", "vaddr", "vdata", "saddr"],
        Mubuf | Mtbuf => &["vdata", "vaddr", "srsrc", "soffset"],
        Mimg => &["vdata", "vaddr", "srsrc", "ssamp"],
        Exp => &["tgt", "vsrc0", "vsrc1", "vsrc2", "vsrc3"],
        // A dual-issue component: its fields are the layout's `vdstx` ...
        // or `vdsty` ... by the half it is in.
        Vopd => &["vdst", "src0", "vsrc1"],
        _ => return None,
    })
}

/// A parsed and checked table file.
struct Table {
    stem: String,
    cpus: Vec<String>,
    rows: Vec<Row>,
}

fn parse_table(src: &Source) -> Result<Table, Vec<String>> {
    let file = format!("{DATA_DIR}/{}.txt", src.stem);
    let mut errors = Vec::new();
    let mut cpus: Option<Vec<String>> = None;
    let mut rows = Vec::new();
    let mut lines = Vec::new();
    for (i, line) in src.text.lines().enumerate() {
        let lno = i + 1;
        let t = line.trim();
        if let Some(rest) = t.strip_prefix("@cpus") {
            if rest.starts_with(char::is_whitespace) || rest.is_empty() {
                if cpus.is_some() {
                    errors.push(format!("{file}:{lno}: second @cpus line"));
                }
                cpus = Some(rest.split_whitespace().map(str::to_string).collect());
                continue;
            }
        }
        match parse_row(line) {
            Ok(Some(row)) => {
                rows.push(row);
                lines.push(lno);
            }
            Ok(None) => {}
            Err(e) => errors.push(format!("{file}:{lno}: {e}")),
        }
    }
    let cpus = match cpus {
        Some(c) => c,
        None => match default_cpus(&src.stem) {
            Some(c) => c.iter().map(|s| s.to_string()).collect(),
            None => {
                errors.push(format!(
                    "{file}: no @cpus line and no default processor list for '{}'",
                    src.stem
                ));
                Vec::new()
            }
        },
    };
    if cpus.is_empty() && errors.is_empty() {
        errors.push(format!("{file}: the @cpus line lists no processor"));
    }
    let mut gen = None;
    for c in &cpus {
        match PROCESSORS.iter().find(|p| p.canonical == c.as_str()) {
            Some(p) => {
                if gen.is_some_and(|g| g != p.generation) {
                    errors.push(format!("{file}: @cpus mixes generations ({c})"));
                }
                // The processor table (target.rs) says which family a
                // processor belongs to; the data must agree. Test fixtures
                // with other stems are not checked.
                if crate::isa::layout::FAMILIES.contains(&src.stem.as_str())
                    && p.family() != src.stem
                {
                    errors.push(format!(
                        "{file}: @cpus: {c} belongs to family {}, not {}",
                        p.family(),
                        src.stem
                    ));
                }
                gen = Some(p.generation);
            }
            None => errors.push(format!(
                "{file}: @cpus: '{c}' is not a canonical processor name"
            )),
        }
    }
    let gen = gen.unwrap_or_else(|| {
        Target::parse("generic")
            .map(|t| t.generation())
            .unwrap_or(Generation::Gfx6)
    });

    // One opcode may have several operand shapes (`saddr=s2` or `-=off`, an
    // immediate `offset` or an SGPR `soffset`), so a duplicate is a row that
    // repeats another entirely: encoding, opcode, name, cpus, slots, mods.
    type RowKey<'a> = (Enc, u16, &'a str, &'a [String], Vec<SlotKey>, &'a [Mod]);
    let mut seen: HashMap<RowKey, usize> = HashMap::new();
    for (row, &lno) in rows.iter().zip(&lines) {
        let bits = opcode_bits(row.enc, gen);
        if u32::from(row.opcode) >> bits != 0 {
            errors.push(format!(
                "{file}:{lno}: opcode {:#x} of {} does not fit the {}-bit opcode field of {}",
                row.opcode, row.name, bits, row.enc
            ));
        }
        if let Some(fields) = family_fields(row.enc) {
            for s in &row.slots {
                let f = field_name(s);
                if f != "-" && f != "lit" && !fields.contains(&f) {
                    errors.push(format!(
                        "{file}:{lno}: {}: field '{f}' is not a field of {} (expected one of: -, lit, {})",
                        row.name,
                        row.enc,
                        fields.join(", ")
                    ));
                }
            }
        }
        for c in &row.cpus {
            if !cpus.contains(c) {
                errors.push(format!(
                    "{file}:{lno}: {}: @cpus={c} is not one of the file's processors",
                    row.name
                ));
            }
        }
        if row.req_bits().is_none() {
            errors.push(format!(
                "{file}:{lno}: {}: a row lists at most 32 modifiers",
                row.name
            ));
        }
        for f in &row.features {
            if !crate::isa::target::is_known_feature(f) {
                errors.push(format!(
                    "{file}:{lno}: {}: @feat={f} is not a known target feature",
                    row.name
                ));
            }
        }
        let key = (
            row.enc,
            row.opcode,
            row.name.as_str(),
            row.cpus.as_slice(),
            row.slots.iter().map(slot_key).collect(),
            row.mods.as_slice(),
        );
        if let Some(prev) = seen.insert(key, lno) {
            errors.push(format!(
                "{file}:{lno}: duplicate row {} {:#x} {} (first at line {prev})",
                row.enc, row.opcode, row.name
            ));
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    rows.sort_by(|a, b| {
        a.name
            .as_bytes()
            .cmp(b.name.as_bytes())
            .then(a.enc.cmp(&b.enc))
            .then(a.opcode.cmp(&b.opcode))
            .then(a.cpus.cmp(&b.cpus))
    });
    Ok(Table {
        stem: src.stem.clone(),
        cpus,
        rows,
    })
}

fn field_name(s: &Slot) -> &'static str {
    s.field.as_str()
}

/// Generates every output file from the given sources. Errors name the file
/// and line of every problem found.
pub fn generate(sources: &[Source]) -> Result<Vec<Output>, String> {
    let mut errors = Vec::new();
    let mut tables = Vec::new();
    let mut layouts = None;
    let mut mimg_dis: Vec<(String, String, u8, [u8; 17])> = Vec::new();
    // (family, mnemonic) -> tag bits.
    let mut row_tags: HashMap<(String, String), u32> = HashMap::new();
    // (family, alias, canonical, printed), with the line they came from.
    let mut aliases: Vec<(String, String, String, String, usize)> = Vec::new();
    for s in sources {
        if READ_BY_ISA.contains(&s.stem.as_str()) {
            continue;
        }
        if s.stem == ALIASES_STEM {
            for (i, line) in s.text.lines().enumerate() {
                let w: Vec<&str> = line.split_whitespace().collect();
                if w.is_empty() || w[0].starts_with('#') {
                    continue;
                }
                // (PRINTED: the alias, the canonical name, or the latter
                // with the encoding suffix the reference prints, GFX12's
                // `v_add_u32` -> `v_add_nc_u32_e32`: kept as the canonical
                // name, to which the listing adds the row's suffix)
                let suffixed = w.len() == 4
                    && w[3]
                        .strip_prefix(w[2])
                        .is_some_and(|x| matches!(x, "_e32" | "_e64" | "_dpp" | "_sdwa"));
                if w.len() == 4 && (w[3] == w[1] || w[3] == w[2] || suffixed) {
                    aliases.push((
                        w[0].to_string(),
                        w[1].to_string(),
                        w[2].to_string(),
                        if suffixed { w[2] } else { w[3] }.to_string(),
                        i + 1,
                    ));
                } else {
                    errors.push(format!(
                        "{DATA_DIR}/{ALIASES_STEM}.txt:{}: expected FAMILY ALIAS CANONICAL PRINTED \
                         (PRINTED: ALIAS or CANONICAL)",
                        i + 1
                    ));
                }
            }
            continue;
        }
        if s.stem == ROW_TAGS_STEM {
            for (i, line) in s.text.lines().enumerate() {
                let w: Vec<&str> = line.split_whitespace().collect();
                if w.is_empty() || w[0].starts_with('#') {
                    continue;
                }
                match (
                    w.len(),
                    w.get(2).and_then(|t| crate::isa::table::tags::by_name(t)),
                ) {
                    (3, Some(bit)) => {
                        *row_tags
                            .entry((w[0].to_string(), w[1].to_string()))
                            .or_default() |= bit;
                    }
                    _ => errors.push(format!(
                        "{DATA_DIR}/{ROW_TAGS_STEM}.txt:{}: expected FAMILY NAME TAG (a known tag)",
                        i + 1
                    )),
                }
            }
            continue;
        }
        if s.stem == MIMG_DIS_STEM {
            for (i, line) in s.text.lines().enumerate() {
                let w: Vec<&str> = line.split_whitespace().collect();
                if w.is_empty() || w[0].starts_with('#') {
                    continue;
                }
                let nums: Vec<u8> = w[2..].iter().filter_map(|x| x.parse().ok()).collect();
                if w.len() == 20 && nums.len() == 18 && (1..=16).contains(&nums[0]) {
                    let mut d = [0u8; 17];
                    d.copy_from_slice(&nums[1..]);
                    mimg_dis.push((w[0].to_string(), w[1].to_string(), nums[0], d));
                } else {
                    errors.push(format!(
                        "{DATA_DIR}/{MIMG_DIS_STEM}.txt:{}: expected FAMILY NAME WIDTH D0 .. D15 FALLBACK",
                        i + 1
                    ));
                }
            }
            continue;
        }
        if s.stem == LAYOUTS_STEM {
            match crate::isa::layout::parse_layouts(&s.text) {
                Ok(l) => layouts = Some(l),
                Err(e) => errors.extend(
                    e.into_iter()
                        .map(|m| format!("{DATA_DIR}/{LAYOUTS_STEM}.txt: {m}")),
                ),
            }
            continue;
        }
        if s.stem.is_empty()
            || !s
                .stem
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
            || !s.stem.as_bytes()[0].is_ascii_lowercase()
        {
            errors.push(format!(
                "{DATA_DIR}/{}.txt: file stems must be lowercase identifiers",
                s.stem
            ));
            continue;
        }
        match parse_table(s) {
            Ok(t) => tables.push(t),
            Err(e) => errors.extend(e),
        }
    }
    let mod_ranks = modifier_ranks(sources);
    // Modifiers every row of a format takes (layouts.txt `mods`): added to
    // the rows where the layout has the modifier's field, after their own
    // that come before it in the order llvm-mc accepts them
    // (modifiers.txt; GFX12's scale_offset goes after offset).
    if let Some(ls) = &layouts {
        for t in tables.iter_mut() {
            for r in t.rows.iter_mut() {
                let Some(l) = ls.iter().find(|l| l.family == t.stem && l.enc == r.enc) else {
                    continue;
                };
                // (`mods ... if MOD`: only rows that take MOD)
                if let Some(c) = &l.mods_if {
                    match crate::isa::table::Mod::parse(c) {
                        Some(cm) if !r.mods.contains(&cm) => continue,
                        Some(_) => {}
                        None => {
                            errors.push(format!(
                                "{DATA_DIR}/{LAYOUTS_STEM}.txt:{}: unknown modifier {c}",
                                l.line
                            ));
                            continue;
                        }
                    }
                }
                for name in &l.mods {
                    match crate::isa::table::Mod::parse(name) {
                        Some(m) if l.fields.iter().any(|d| d.fld.as_str() == name.as_str()) => {
                            if !r.mods.contains(&m) {
                                let rank = |x: Mod| mod_ranks.get(x.as_str()).copied();
                                let at = r
                                    .mods
                                    .iter()
                                    .position(|x| rank(*x) > rank(m))
                                    .unwrap_or(r.mods.len());
                                r.mods.insert(at, m);
                            }
                        }
                        Some(_) => {}
                        None => errors.push(format!(
                            "{DATA_DIR}/{LAYOUTS_STEM}.txt:{}: unknown modifier {name}",
                            l.line
                        )),
                    }
                }
            }
        }
    }
    let mut owner: BTreeMap<&str, &str> = BTreeMap::new();
    for t in &tables {
        for c in &t.cpus {
            if let Some(prev) = owner.insert(c, &t.stem) {
                errors.push(format!(
                    "processor {c} is covered by both {DATA_DIR}/{prev}.txt and {DATA_DIR}/{}.txt",
                    t.stem
                ));
            }
        }
    }
    if !errors.is_empty() {
        return Err(errors.join("\n"));
    }
    tables.sort_by(|a, b| a.stem.cmp(&b.stem));
    // The name index packs (first row, count) in 24 + 8 bits.
    for t in &tables {
        let mut i = 0;
        while i < t.rows.len() {
            let n = t.rows[i..]
                .iter()
                .take_while(|r| r.name == t.rows[i].name)
                .count();
            if n > 255 || i >= 1 << 24 {
                errors.push(format!(
                    "{DATA_DIR}/{}.txt: {} has {n} rows (at most 255 per name)",
                    t.stem, t.rows[i].name
                ));
            }
            i += n;
        }
    }
    // An alias names no row of its family; its canonical name names some.
    aliases.sort();
    for (k, (fam, name, canon, _, line)) in aliases.iter().enumerate() {
        let at = format!("{DATA_DIR}/{ALIASES_STEM}.txt:{line}");
        let Some(t) = tables.iter().find(|t| &t.stem == fam) else {
            errors.push(format!("{at}: no table {fam}"));
            continue;
        };
        let named = |n: &str| {
            SUFFIXES
                .iter()
                .any(|suf| t.rows.iter().any(|r| r.name == format!("{n}{suf}")))
        };
        if named(name) {
            errors.push(format!("{at}: {name} is an instruction of {fam}"));
        }
        if !named(canon) {
            errors.push(format!("{at}: {fam} has no instruction {canon}"));
        }
        if k > 0 && aliases[k - 1].0 == *fam && aliases[k - 1].1 == *name {
            errors.push(format!("{at}: {name} is listed twice"));
        }
    }
    if !errors.is_empty() {
        return Err(errors.join("\n"));
    }
    let mut out: Vec<Output> = tables
        .iter()
        .enumerate()
        .map(|(i, t)| Output {
            name: format!("{}.rs", t.stem),
            text: emit_table(t, i, tables.len(), &mimg_dis, &row_tags, &aliases),
        })
        .collect();
    let layouts = layouts.unwrap_or_default();
    if let Err(e) = check_layout_use(&tables, &layouts) {
        return Err(e.join("\n"));
    }
    for (fam, name) in row_tags.keys() {
        if !tables
            .iter()
            .any(|t| &t.stem == fam && t.rows.iter().any(|r| &r.name == name))
        {
            return Err(format!(
                "{DATA_DIR}/{ROW_TAGS_STEM}.txt: {fam} has no instruction {name}"
            ));
        }
    }
    for (fam, name, _, _) in &mimg_dis {
        if !tables
            .iter()
            .any(|t| &t.stem == fam && t.rows.iter().any(|r| &r.name == name))
        {
            return Err(format!(
                "{DATA_DIR}/{MIMG_DIS_STEM}.txt: {fam} has no instruction {name}"
            ));
        }
    }
    mimg_dis.sort();
    out.push(Output {
        name: "layouts.rs".to_string(),
        text: emit_layouts(&layouts, &mimg_dis),
    });
    out.push(Output {
        name: "mod.rs".to_string(),
        text: emit_mod(&tables, &row_tags),
    });
    Ok(out)
}

/// The canonical processors that no file covers, by generation, as a note
/// for `xtask gen` to print (a file's `@cpus` line decides its coverage; a
/// shrunken line is legal but usually a sweep gone wrong).
pub fn coverage_note(sources: &[Source]) -> Option<String> {
    let mut covered = BTreeSet::new();
    for s in sources {
        let line = s.text.lines().map(str::trim).find_map(|l| {
            l.strip_prefix("@cpus")
                .filter(|r| r.is_empty() || r.starts_with(' '))
        });
        match line {
            Some(l) => covered.extend(l.split_whitespace().map(str::to_string)),
            None => covered.extend(
                default_cpus(&s.stem)
                    .unwrap_or_default()
                    .iter()
                    .map(|c| c.to_string()),
            ),
        }
    }
    let files: BTreeSet<&str> = sources.iter().map(|s| s.stem.as_str()).collect();
    let mut missing = Vec::new();
    for stem in [
        "gfx6", "gfx7", "gfx8", "gfx9", "gfx90a", "gfx940", "gfx950", "gfx10", "gfx103", "gfx11",
        "gfx12", "gfx1250",
    ] {
        if !files.contains(stem) {
            continue;
        }
        for c in default_cpus(stem).unwrap_or_default() {
            if !covered.contains(c) {
                missing.push(c);
            }
        }
    }
    (!missing.is_empty()).then(|| {
        format!(
            "note: processors of existing data files that no @cpus line covers: {}",
            missing.join(" ")
        )
    })
}

/// Generates from the files under `root/data/isa`.
pub fn generate_in(root: &Path) -> Result<Vec<Output>, String> {
    generate(&read_sources(&root.join(DATA_DIR))?)
}

/// Writes the outputs into `root/crates/amdgpu-isa/src/generated`, removing
/// stale `.rs` files. Returns the names written.
pub fn write_outputs(root: &Path, outputs: &[Output]) -> Result<Vec<String>, String> {
    let dir = root.join(OUT_DIR);
    fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let keep: BTreeSet<&str> = outputs.iter().map(|o| o.name.as_str()).collect();
    for entry in fs::read_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))? {
        let path = entry.map_err(|e| e.to_string())?.path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if name.ends_with(".rs") && !keep.contains(name) {
            fs::remove_file(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        }
    }
    let mut written = Vec::new();
    for o in outputs {
        let path = dir.join(&o.name);
        if fs::read_to_string(&path).ok().as_deref() != Some(o.text.as_str()) {
            fs::write(&path, &o.text).map_err(|e| format!("{}: {e}", path.display()))?;
            written.push(o.name.clone());
        }
    }
    Ok(written)
}

/// Compares the outputs with what is committed under `root`; returns a
/// description of every difference (empty: no drift).
pub fn check_outputs(root: &Path, outputs: &[Output]) -> Vec<String> {
    let dir = root.join(OUT_DIR);
    let mut diffs = Vec::new();
    let keep: BTreeSet<&str> = outputs.iter().map(|o| o.name.as_str()).collect();
    if let Ok(entries) = fs::read_dir(&dir) {
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.ends_with(".rs") && !keep.contains(name.as_str()) {
                diffs.push(format!("{OUT_DIR}/{name}: no data file generates it"));
            }
        }
    }
    for o in outputs {
        let path = dir.join(&o.name);
        match fs::read_to_string(&path) {
            Err(_) => diffs.push(format!("{OUT_DIR}/{}: missing", o.name)),
            Ok(have) if have != o.text => {
                let line = have
                    .lines()
                    .zip(o.text.lines())
                    .position(|(a, b)| a != b)
                    .unwrap_or_else(|| have.lines().count().min(o.text.lines().count()))
                    + 1;
                diffs.push(format!("{OUT_DIR}/{}: differs from line {line}", o.name));
            }
            Ok(_) => {}
        }
    }
    diffs.sort();
    diffs
}

/// Every field a family's rows use must exist in that family's layout of the
/// row's encoding, once the family has any layout at all.
fn check_layout_use(
    tables: &[Table],
    layouts: &[crate::isa::layout::LayoutRow],
) -> Result<(), Vec<String>> {
    use crate::isa::layout::Fld;
    let mut errors = BTreeSet::new();
    for t in tables {
        if !layouts.iter().any(|l| l.family == t.stem) {
            continue;
        }
        for r in &t.rows {
            let Some(l) = layouts
                .iter()
                .find(|l| l.family == t.stem && l.enc == r.enc)
            else {
                errors.insert(format!(
                    "{DATA_DIR}/{LAYOUTS_STEM}.txt: {} has no {} layout (used by {})",
                    t.stem, r.enc, r.name
                ));
                continue;
            };
            // Decode discriminators name fields of the row's layout.
            for (name, _) in &r.when {
                if !Fld::parse(name).is_some_and(|f| l.fields.iter().any(|d| d.fld == f)) {
                    errors.insert(format!(
                        "{DATA_DIR}/{}.txt: {} @when names {name}, which {} {} does not have",
                        t.stem, r.name, t.stem, r.enc
                    ));
                }
            }
            for s in &r.slots {
                let name = s.field.as_str();
                if name == "-" || name == "lit" {
                    continue;
                }
                let has =
                    |n: &str| Fld::parse(n).is_some_and(|f| l.fields.iter().any(|d| d.fld == f));
                // A VOPD component's field is the layout's of each half it
                // may be (`vdst`: `vdstx`, `vdsty`).
                let ok = match r.vopd {
                    crate::isa::table::Vopd::None => has(name),
                    v => {
                        (v == crate::isa::table::Vopd::Y || has(&format!("{name}x")))
                            && (v == crate::isa::table::Vopd::X || has(&format!("{name}y")))
                    }
                };
                if !ok {
                    errors.insert(format!(
                        "{DATA_DIR}/{LAYOUTS_STEM}.txt: {} {} has no field {name} (used by {})",
                        t.stem, r.enc, r.name
                    ));
                }
            }
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors.into_iter().collect())
    }
}

fn pieces_expr(p: &[crate::isa::layout::Piece]) -> String {
    let items: Vec<String> = p
        .iter()
        .map(|p| format!("Piece {{ lo: {}, width: {} }}", p.lo, p.width))
        .collect();
    format!("&[{}]", items.join(", "))
}

/// `generated/layouts.rs`: one static per family, layouts sorted from the
/// most match bits to the fewest (the decoder's classification order). The
/// module is `#[rustfmt::skip]`: one line per field keeps it reviewable.
fn emit_layouts(
    layouts: &[crate::isa::layout::LayoutRow],
    mimg_dis: &[(String, String, u8, [u8; 17])],
) -> String {
    let mut o = String::new();
    let _ = writeln!(
        o,
        "// generated by `cargo run -p xtask -- gen` from {DATA_DIR}/{LAYOUTS_STEM}.txt; do not edit"
    );
    o.push_str("\n//! Encoding layouts per family (see `crate::layout`).\n\n");
    o.push_str("use crate::layout::{Coding, FamilyLayouts, FieldDef, Fld, Halves, Layout, Piece};\nuse crate::table::Enc;\n\n");
    let mut fams: Vec<&str> = layouts.iter().map(|l| l.family.as_str()).collect();
    fams.sort();
    fams.dedup();
    o.push_str("/// Every family's layouts.\npub static LAYOUTS: &[FamilyLayouts] = &[\n");
    for f in fams {
        let mut ls: Vec<_> = layouts.iter().filter(|l| l.family == f).collect();
        ls.sort_by_key(|l| {
            let (m, _) = l.match_bits();
            (std::cmp::Reverse(m.count_ones()), l.enc.as_str())
        });
        let _ = writeln!(o, "    FamilyLayouts {{ family: {f:?}, layouts: &[");
        for l in ls {
            let (m, v) = l.match_bits();
            let _ = writeln!(
                o,
                "        Layout {{ enc: Enc::{:?}, bits: {}, match_mask: {m:#x}, match_val: {v:#x}, opcode: {}, fields: &[",
                l.enc,
                l.bits,
                pieces_expr(&l.opcode)
            );
            for d in &l.fields {
                let cond = match d.cond {
                    None => "None".to_string(),
                    Some((f, v)) => format!("Some((Fld::{f:?}, {v}))"),
                };
                let _ = writeln!(
                    o,
                    "            FieldDef {{ fld: Fld::{:?}, pieces: {}, coding: Coding::{:?}, cond: {cond}, zero: {}, keep: {}, ones: {}, null: {} }},",
                    d.fld,
                    pieces_expr(&d.pieces),
                    d.coding,
                    d.zero,
                    d.keep,
                    d.ones,
                    d.null
                );
            }
            // Per field name, the index of its first definition (255: none).
            let index: Vec<String> = crate::isa::layout::Fld::ALL
                .iter()
                .map(|f| {
                    l.fields
                        .iter()
                        .position(|d| d.fld == *f)
                        .map_or("255".to_string(), |i| i.to_string())
                })
                .collect();
            let _ = writeln!(
                o,
                "        ], index: &[{}], halves: Halves::{:?} }},",
                index.join(","),
                l.halves
            );
        }
        o.push_str("    ] },\n");
    }
    o.push_str("];\n");
    o.push_str("\n/// What the disassembler prints per image instruction: (family, mnemonic,\n/// address registers, data registers by (components - 1) + 4 * tfe + 8 * d16,\n/// 0 where the word is invalid, then the data registers where those would\n/// run past v255), sorted (data/isa/mimg_dis.txt).\npub static MIMG_DIS_VADDR: &[(&str, &str, u8, [u8; 17])] = &[\n");
    for (f, n, w, d) in mimg_dis {
        let _ = writeln!(o, "    ({f:?}, {n:?}, {w}, {d:?}),");
    }
    o.push_str("];\n");
    o
}

// ---------------------------------------------------------------------------
// Emission. The table modules are `#[rustfmt::skip]`: one line per row.

fn upper(stem: &str) -> String {
    stem.to_ascii_uppercase()
}

fn flags_expr(f: u8) -> String {
    if f == 0 {
        return "0".to_string();
    }
    let names = [
        (flags::FMODS, "FMODS"),
        (flags::SEXT, "SEXT"),
        (flags::TIED, "TIED"),
        (flags::NO_LIT, "NO_LIT"),
        (flags::NO_CONST, "NO_CONST"),
        (flags::INLINE, "INLINE"),
    ];
    let mut parts = Vec::new();
    let mut rest = f;
    for (bit, name) in names {
        if f & bit != 0 {
            parts.push(format!("flags::{name}"));
            rest &= !bit;
        }
    }
    if rest != 0 {
        parts.push(format!("{rest:#x}"));
    }
    parts.join(" | ")
}

/// Interns values in first-use order.
struct Pool<K> {
    ids: HashMap<K, usize>,
    order: Vec<K>,
}

impl<K: std::hash::Hash + Eq + Clone> Pool<K> {
    fn new() -> Self {
        Pool {
            ids: HashMap::new(),
            order: Vec::new(),
        }
    }
    fn id(&mut self, k: &K) -> usize {
        if let Some(&i) = self.ids.get(k) {
            return i;
        }
        let i = self.order.len();
        self.ids.insert(k.clone(), i);
        self.order.push(k.clone());
        i
    }
}

type SlotKey = (&'static str, &'static str, u8, &'static str, u8);

fn slot_key(s: &Slot) -> SlotKey {
    (
        s.field.as_str(),
        s.kind.as_str(),
        s.width,
        s.ty.as_str(),
        s.flags,
    )
}

/// The Rust variant name of a value whose `Debug` output is its variant.
fn variant<T: std::fmt::Debug>(v: T) -> String {
    format!("{v:?}")
}

/// One table's module: its rows as plain data (no pointers, so the
/// tables need no load-time relocations) and one [`TablePool`] holding the
/// row names (one string), slot lists, modifier lists and processor
/// subsets that the rows index.
fn emit_table(
    t: &Table,
    index: usize,
    n_tables: usize,
    mimg_dis: &[(String, String, u8, [u8; 17])],
    row_tags: &HashMap<(String, String), u32>,
    aliases: &[(String, String, String, String, usize)],
) -> String {
    let up = upper(&t.stem);
    // A slot of a `lane-mask` row (data/isa/row_tags.txt) that is one SGPR
    // is a lane mask: its own slot value, two SGPRs in the wave64 pool.
    let mut slots: Pool<(SlotKey, bool)> = Pool::new();
    let mut slot_vals: Vec<Slot> = Vec::new();
    let mut slot_lane: Vec<bool> = Vec::new();
    // Flattened pools: each distinct list once, rows keep (start, len).
    let mut slot_lists: HashMap<Vec<usize>, usize> = HashMap::new();
    let mut slot_flat: Vec<usize> = Vec::new();
    let mut mod_lists: HashMap<Vec<String>, usize> = HashMap::new();
    let mut mod_flat: Vec<String> = Vec::new();
    let mut cpu_lists: Pool<Vec<String>> = Pool::new();
    // Row extensions; entry 0 is "none".
    type ExtKey = (Vec<String>, crate::isa::table::Vopd, Vec<(String, u32)>);
    let mut exts: Pool<ExtKey> = Pool::new();
    exts.id(&(Vec::new(), crate::isa::table::Vopd::None, Vec::new()));
    let mut names = String::new();
    let mut name_at: HashMap<&str, usize> = HashMap::new();
    // Row -> (name start, slot start, mod start, cpu list).
    let mut refs = Vec::with_capacity(t.rows.len());
    for r in &t.rows {
        let lane_row = row_tags
            .get(&(t.stem.clone(), r.name.clone()))
            .is_some_and(|&g| g & crate::isa::table::tags::LANE_MASK != 0);
        let ids: Vec<usize> = r
            .slots
            .iter()
            .map(|s| {
                let lane = lane_row && s.kind == crate::isa::table::Kind::S && s.width == 1;
                let before = slots.order.len();
                let id = slots.id(&(slot_key(s), lane));
                if id == before {
                    slot_vals.push(*s);
                    slot_lane.push(lane);
                }
                id
            })
            .collect();
        let sl = *slot_lists.entry(ids.clone()).or_insert_with(|| {
            slot_flat.extend(&ids);
            slot_flat.len() - ids.len()
        });
        let mods: Vec<String> = r.mods.iter().map(|m| variant(*m)).collect();
        let ml = *mod_lists.entry(mods.clone()).or_insert_with(|| {
            mod_flat.extend(mods.iter().cloned());
            mod_flat.len() - mods.len()
        });
        let na = *name_at.entry(r.name.as_str()).or_insert_with(|| {
            names.push_str(&r.name);
            names.len() - r.name.len()
        });
        let ext = exts.id(&(r.features.clone(), r.vopd, r.when.clone()));
        refs.push((na, sl, ml, cpu_lists.id(&r.cpus), ext));
    }
    let uses_flags = slot_vals.iter().any(|s| s.flags != 0);

    let mut o = String::with_capacity(96 * t.rows.len() + 8192);
    let _ = writeln!(
        o,
        "// generated by `cargo run -p xtask -- gen` from {DATA_DIR}/{}.txt; do not edit",
        t.stem
    );
    o.push('\n');
    let _ = writeln!(
        o,
        "//! Instruction table for {} ({} rows), sorted by name, encoding, opcode.",
        t.cpus.join(" "),
        t.rows.len()
    );
    o.push('\n');
    let mut imports = vec!["Alias", "InstDef", "RowExt", "TablePool", "Vopd"];
    if !t.rows.is_empty() {
        imports.extend(["Enc", "Mod", "Slot"]);
    }
    if !slot_vals.is_empty() {
        imports.extend(["Field", "Kind", "OpType"]);
    }
    imports.sort_unstable();
    if uses_flags {
        imports.insert(0, "flags");
    }
    let _ = writeln!(o, "#[allow(unused_imports)]");
    let _ = writeln!(o, "use crate::table::{{{}}};", imports.join(", "));
    o.push('\n');

    let _ = writeln!(
        o,
        "/// Processors this table covers (the `@cpus` line of {DATA_DIR}/{}.txt).",
        t.stem
    );
    let cpu_items: Vec<String> = t.cpus.iter().map(|c| format!("{c:?}")).collect();
    let _ = writeln!(
        o,
        "pub static CPUS_{up}: &[&str] = &[{}];",
        cpu_items.join(", ")
    );
    o.push('\n');
    let _ = writeln!(
        o,
        "/// Other spellings of instructions, sorted by name ({DATA_DIR}/{ALIASES_STEM}.txt)."
    );
    let _ = write!(o, "pub static ALIASES_{up}: &[Alias] = &[");
    let mut any = false;
    for (_, name, canon, printed, _) in aliases.iter().filter(|a| a.0 == t.stem) {
        let _ = write!(
            o,
            "\n    Alias {{ name: {name:?}, canonical: {canon:?}, printed: {printed:?} }},"
        );
        any = true;
    }
    o.push_str(if any { "\n];\n\n" } else { "];\n\n" });

    for (i, s) in slot_vals.iter().enumerate() {
        let _ = writeln!(
            o,
            "const S{i}: Slot = Slot {{ field: Field::{}, kind: Kind::{}, width: {}, ty: OpType::{}, flags: {} }};",
            variant(s.field),
            variant(s.kind),
            s.width,
            variant(s.ty),
            flags_expr(s.flags)
        );
    }
    let slot_items: Vec<String> = slot_flat.iter().map(|s| format!("S{s}")).collect();
    let _ = writeln!(
        o,
        "static SLOTS: [Slot; {}] = [{}];",
        slot_items.len(),
        slot_items.join(", ")
    );
    // Wave64 (`+wavefrontsize64`): the same slots with lane masks two SGPRs.
    let wave64 = slot_lane.iter().any(|&l| l);
    if wave64 {
        for (i, s) in slot_vals.iter().enumerate().filter(|(i, _)| slot_lane[*i]) {
            let _ = writeln!(
                o,
                "const W{i}: Slot = Slot {{ field: Field::{}, kind: Kind::{}, width: 2, ty: OpType::{}, flags: {} }};",
                variant(s.field),
                variant(s.kind),
                variant(s.ty),
                flags_expr(s.flags)
            );
        }
        let items: Vec<String> = slot_flat
            .iter()
            .map(|&s| format!("{}{s}", if slot_lane[s] { "W" } else { "S" }))
            .collect();
        let _ = writeln!(
            o,
            "static SLOTS_W64: [Slot; {}] = [{}];",
            items.len(),
            items.join(", ")
        );
    }
    let mod_items: Vec<String> = mod_flat.iter().map(|m| format!("Mod::{m}")).collect();
    let _ = writeln!(
        o,
        "static MODS: [Mod; {}] = [{}];",
        mod_items.len(),
        mod_items.join(", ")
    );
    let cpu_list_items: Vec<String> = cpu_lists
        .order
        .iter()
        .map(|l| {
            let v: Vec<String> = l.iter().map(|c| format!("{c:?}")).collect();
            format!("&[{}]", v.join(", "))
        })
        .collect();
    let _ = writeln!(
        o,
        "static CPU_LISTS: [&[&str]; {}] = [{}];",
        cpu_list_items.len(),
        cpu_list_items.join(", ")
    );
    let ext_items: Vec<String> = exts
        .order
        .iter()
        .map(|(f, v, w)| {
            let f: Vec<String> = f.iter().map(|x| format!("{x:?}")).collect();
            let w: Vec<String> = w.iter().map(|(n, x)| format!("({n:?}, {x})")).collect();
            format!(
                "RowExt {{ features: &[{}], vopd: Vopd::{v:?}, when: &[{}] }}",
                f.join(", "),
                w.join(", ")
            )
        })
        .collect();
    let _ = writeln!(
        o,
        "static EXTS: [RowExt; {}] = [{}];",
        ext_items.len(),
        ext_items.join(", ")
    );
    let _ = writeln!(o, "static NAMES: &str = {names:?};");
    // The name index: (first row, count) of each name, placed by hash.
    let mut groups: Vec<(usize, usize)> = Vec::new();
    for (i, r) in t.rows.iter().enumerate() {
        match groups.last_mut() {
            Some((start, n)) if t.rows[*start].name == r.name => *n += 1,
            _ => groups.push((i, 1)),
        }
    }
    let size = (groups.len() * 2)
        .next_power_of_two()
        .max(if groups.is_empty() { 0 } else { 2 });
    let mut name_index = vec![0u32; size];
    for &(start, n) in &groups {
        let mut k = crate::isa::table::name_hash(&t.rows[start].name) as usize & (size - 1);
        while name_index[k] != 0 {
            k = (k + 1) & (size - 1);
        }
        name_index[k] = ((start as u32) << 8) | n as u32;
    }
    let index_items: Vec<String> = name_index.iter().map(|e| e.to_string()).collect();
    let _ = writeln!(
        o,
        "static INDEX: [u32; {size}] = [{}];",
        index_items.join(", ")
    );
    o.push('\n');
    let _ = writeln!(
        o,
        "/// The names, slots, modifiers and processor lists the rows index."
    );
    let _ = writeln!(
        o,
        "pub static POOL_{up}: TablePool = TablePool {{ names: NAMES, slots: &SLOTS, mods: &MODS, cpu_lists: &CPU_LISTS, exts: &EXTS, index: &INDEX }};"
    );
    if wave64 {
        let _ = writeln!(
            o,
            "/// The same with wave64's lane masks (`+wavefrontsize64`)."
        );
        let _ = writeln!(
            o,
            "pub static POOL_W64_{up}: TablePool = TablePool {{ names: NAMES, slots: &SLOTS_W64, mods: &MODS, cpu_lists: &CPU_LISTS, exts: &EXTS, index: &INDEX }};"
        );
    }
    o.push('\n');
    let _ = writeln!(
        o,
        "/// Every instruction form of {DATA_DIR}/{}.txt; binary-search by name.",
        t.stem
    );
    let _ = writeln!(
        o,
        "/// Fields: table, name (start, length), encoding, opcode, slots (start,"
    );
    let _ = writeln!(
        o,
        "/// length), modifiers (start, length), required modifiers, processors, tags."
    );
    if t.rows.is_empty() {
        let _ = writeln!(o, "pub static {up}: &[InstDef] = &[];");
        return o;
    }
    let mut rows_text = String::new();
    for (r, (na, sl, ml, c, ext)) in t.rows.iter().zip(refs) {
        // Image instructions that always return four components (what the
        // reference prints with one dmask bit, data/isa/mimg_dis.txt).
        let gather = mimg_dis
            .iter()
            .any(|(f, n, _, d)| *f == t.stem && *n == r.name && d[0] == 4);
        let tags = crate::isa::table::row_tags(r.enc, &r.slots)
            | if gather {
                crate::isa::table::tags::GATHER4
            } else {
                0
            }
            | row_tags
                .get(&(t.stem.clone(), r.name.clone()))
                .copied()
                .unwrap_or(0);
        let _ = writeln!(
            rows_text,
            "{na}, {}, Enc::{}, {:#x}, {sl}, {}, {ml}, {}, {:#x}, {c}, {tags}, {ext}), // {}",
            r.name.len(),
            variant(r.enc),
            r.opcode,
            r.slots.len(),
            r.mods.len(),
            r.req_bits().unwrap_or(0),
            r.name
        );
    }
    let _ = writeln!(o, "pub static {up}: &[InstDef] = &[");
    for l in rows_text.lines() {
        let _ = writeln!(o, "    InstDef::new({index}, {l}");
    }
    let _ = writeln!(o, "];");
    if wave64 {
        // The rows again, indexing the wave64 pool (after every table's own).
        let _ = writeln!(
            o,
            "/// The rows with wave64's lane masks (pool {}).",
            index + n_tables
        );
        let _ = writeln!(o, "pub static {up}_W64: &[InstDef] = &[");
        for l in rows_text.lines() {
            let _ = writeln!(o, "    InstDef::new({}, {l}", index + n_tables);
        }
        let _ = writeln!(o, "];");
    }
    o
}

/// Whether table `t` has lane masks (a `lane-mask` row with a one-SGPR
/// slot): it then has a wave64 pool and rows (`POOL_W64_*`, `*_W64`).
fn has_wave64(t: &Table, row_tags: &HashMap<(String, String), u32>) -> bool {
    t.rows.iter().any(|r| {
        row_tags
            .get(&(t.stem.clone(), r.name.clone()))
            .is_some_and(|&g| g & crate::isa::table::tags::LANE_MASK != 0)
            && r.slots
                .iter()
                .any(|s| s.kind == crate::isa::table::Kind::S && s.width == 1)
    })
}

fn emit_mod(tables: &[Table], row_tags: &HashMap<(String, String), u32>) -> String {
    let mut o = String::new();
    let _ = writeln!(
        o,
        "// generated by `cargo run -p xtask -- gen` from {DATA_DIR}/*.txt; do not edit"
    );
    o.push('\n');
    o.push_str(
        "//! Instruction tables generated from `data/isa/`, one module per file.
//!
//! Each module holds `pub static <STEM>: &[InstDef]`, sorted by name (byte
//! order), then encoding, then opcode, `pub static CPUS_<STEM>: &[&str]`,
//! the processors it covers, and `pub static ALIASES_<STEM>: &[Alias]`, other
//! spellings of its instructions. [`table_for`] picks the table of a processor.
",
    );
    o.push('\n');
    if !tables.is_empty() {
        for t in tables {
            let _ = writeln!(o, "#[rustfmt::skip]\npub mod {};", t.stem);
        }
    }
    o.push_str("#[rustfmt::skip]\npub mod layouts;\n\n");
    o.push_str(
        "use crate::table::{Alias, InstDef, TablePool};

/// One generated table and the processors it covers.
#[derive(Clone, Copy, Debug)]
pub struct TableInfo {
    /// The data file's stem (`gfx9` for `data/isa/gfx9.txt`).
    pub file: &'static str,
    /// Canonical processor names (`gfx900`).
    pub cpus: &'static [&'static str],
    /// The rows, sorted by name, encoding, opcode.
    pub insts: &'static [InstDef],
    /// The same rows in wave64 (`+wavefrontsize64`): lane masks are two
    /// SGPRs (`insts` itself where the table has no lane masks).
    pub insts_w64: &'static [InstDef],
    /// Other spellings of its instructions, sorted by name.
    pub aliases: &'static [Alias],
}

",
    );
    o.push_str("/// Every generated table, by file stem.\n");
    if tables.is_empty() {
        o.push_str("pub static TABLES: &[TableInfo] = &[];\n");
    } else {
        let (open, close, ind) = if tables.len() == 1 {
            ("&[TableInfo {", "}];", "")
        } else {
            ("&[", "];", "    ")
        };
        let _ = writeln!(o, "pub static TABLES: &[TableInfo] = {open}");
        for t in tables {
            let up = upper(&t.stem);
            if tables.len() > 1 {
                o.push_str("    TableInfo {\n");
            }
            let _ = writeln!(o, "{ind}    file: {:?},", t.stem);
            let _ = writeln!(o, "{ind}    cpus: {}::CPUS_{up},", t.stem);
            let _ = writeln!(o, "{ind}    insts: {}::{up},", t.stem);
            let w64 = if has_wave64(t, row_tags) { "_W64" } else { "" };
            let _ = writeln!(o, "{ind}    insts_w64: {}::{up}{w64},", t.stem);
            let _ = writeln!(o, "{ind}    aliases: {}::ALIASES_{up},", t.stem);
            if tables.len() > 1 {
                o.push_str("    },\n");
            }
        }
        let _ = writeln!(o, "{close}");
    }
    o.push_str("\n/// The pool of each table, by the table index its rows carry: every\n/// table's own, then its wave64 one (its own where it has no lane masks).\n");
    let pools: Vec<String> = tables
        .iter()
        .map(|t| format!("&{}::POOL_{}", t.stem, upper(&t.stem)))
        .chain(tables.iter().map(|t| {
            let w64 = if has_wave64(t, row_tags) { "W64_" } else { "" };
            format!("&{}::POOL_{w64}{}", t.stem, upper(&t.stem))
        }))
        .collect();
    let head = format!("pub static POOLS: [&TablePool; {}] = [", pools.len());
    if head.len() + pools.join(", ").len() + 2 <= 100 {
        let _ = writeln!(o, "{head}{}];", pools.join(", "));
    } else {
        let _ = writeln!(o, "{head}");
        for p in &pools {
            let _ = writeln!(o, "    {p},");
        }
        let _ = writeln!(o, "];");
    }
    o.push_str(
        "
/// The table for a canonical processor name (`gfx900`, as
/// `Target::cpu` returns it); `None` while its data file does not exist.
pub fn table_for(cpu: &str) -> Option<&'static [InstDef]> {
    TABLES
        .iter()
        .find(|t| t.cpus.contains(&cpu))
        .map(|t| t.insts)
}

/// The mnemonic aliases of a canonical processor's table (empty while its
/// data file does not exist).
pub fn aliases_for(cpu: &str) -> &'static [Alias] {
    TABLES
        .iter()
        .find(|t| t.cpus.contains(&cpu))
        .map_or(&[], |t| t.aliases)
}
",
    );
    o
}

#[cfg(test)]
mod tests {
    use super::*;

    fn src(stem: &str, text: &str) -> Source {
        Source {
            stem: stem.to_string(),
            text: text.to_string(),
        }
    }

    /// A tiny fixture, only for testing the generator.
    const FIXTURE: &str = "\
# fixture
@cpus gfx900 gfx906 gfx9-generic
VOP2 0x1 v_add_f32_e32 vdst=v1 src0=src1:f32 vsrc1=v1:f32
VOP3 0x101 v_add_f32_e64 vdst=v1 src0=src1:f32+m src1=src1_noLit:f32+m | clamp omod
SOPP 0x0 s_nop simm16=imm
SOP1 0x0 s_mov_b32 sdst=s1 ssrc0=ssrc1:i32
VOP2 0x1 v_add_f32_e32 vdst=v1 src0=src1:f32 vsrc1=v1:f32 @cpus=gfx906
VOP1_SDWA 0x1 v_mov_b32_sdwa vdst=v1 src0=src1:i32+x | clamp dst_sel dst_unused src0_sel
";

    #[test]
    fn generates_sorted_pooled_tables() {
        let out = generate(&[src("gfx9", FIXTURE)]).unwrap();
        assert_eq!(out.len(), 3);
        let t = &out[0].text;
        assert_eq!(out[0].name, "gfx9.rs");
        assert!(t.starts_with(
            "// generated by `cargo run -p xtask -- gen` from data/isa/gfx9.txt; do not edit\n"
        ));
        let names: Vec<&str> = t
            .lines()
            .filter(|l| l.trim_start().starts_with("InstDef::new("))
            .filter_map(|l| l.rsplit_once("// ").map(|(_, n)| n))
            .collect();
        assert_eq!(
            names,
            [
                "s_mov_b32",
                "s_nop",
                "v_add_f32_e32",
                "v_add_f32_e32",
                "v_add_f32_e64",
                "v_mov_b32_sdwa"
            ]
        );
        assert!(t.contains(
            "pub static CPUS_GFX9: &[&str] = &[\"gfx900\", \"gfx906\", \"gfx9-generic\"];"
        ));
        assert!(t.contains("flags: flags::FMODS | flags::NO_LIT }"));
        // Rows are plain data: no string or slice in them.
        assert!(t.contains(
            "static NAMES: &str = \"s_mov_b32s_nopv_add_f32_e32v_add_f32_e64v_mov_b32_sdwa\";"
        ));
        assert!(out[2].text.contains("pub mod gfx9;"));
    }

    #[test]
    fn aliases_name_rows_of_their_family() {
        let ok = "# c\ngfx9 v_plus_f32 v_add_f32 v_plus_f32\n";
        let out = generate(&[src("gfx9", FIXTURE), src("aliases", ok)]).unwrap();
        assert!(out[0].text.contains(
            "pub static ALIASES_GFX9: &[Alias] = &[\n    Alias { name: \"v_plus_f32\", \
             canonical: \"v_add_f32\", printed: \"v_plus_f32\" },\n];"
        ));
        assert!(out[2].text.contains("aliases: gfx9::ALIASES_GFX9,"));
        for (bad, msg) in [
            (
                "gfx9 v_plus_f32 v_sub_f32 v_plus_f32",
                "gfx9 has no instruction v_sub_f32",
            ),
            (
                "gfx9 s_nop v_add_f32 s_nop",
                "s_nop is an instruction of gfx9",
            ),
            (
                "gfx9 v_mov_b32 s_nop v_mov_b32",
                "v_mov_b32 is an instruction of gfx9",
            ),
            ("gfx8 v_plus_f32 v_add_f32 v_plus_f32", "no table gfx8"),
            (
                "gfx9 v_plus_f32 v_add_f32 v_other",
                "expected FAMILY ALIAS CANONICAL PRINTED",
            ),
        ] {
            let e = generate(&[src("gfx9", FIXTURE), src("aliases", bad)]).unwrap_err();
            assert!(e.contains(msg), "{bad}: {e}");
        }
        let twice = "gfx9 v_plus_f32 v_add_f32 v_add_f32\ngfx9 v_plus_f32 v_add_f32 v_add_f32\n";
        let e = generate(&[src("gfx9", FIXTURE), src("aliases", twice)]).unwrap_err();
        assert!(
            e.contains("aliases.txt:2: v_plus_f32 is listed twice"),
            "{e}"
        );
    }

    #[test]
    fn rejects_bad_data() {
        let dup = "@cpus gfx900\nSOPP 0x0 s_nop simm16=imm\nSOPP 0x0 s_nop simm16=imm\n";
        let e = generate(&[src("gfx9", dup)]).unwrap_err();
        assert!(e.contains("data/isa/gfx9.txt:3: duplicate row"), "{e}");
        // Other operand shapes of the same opcode are not duplicates.
        let shapes = "@cpus gfx900\nSMEM 0x0 s_load_dword sdata=s1 sbase=s2 offset=imm\n\
                      SMEM 0x0 s_load_dword sdata=s1 sbase=s2 soffset=s1\n";
        assert!(generate(&[src("gfx9", shapes)]).is_ok());

        let wide = "@cpus gfx900\nVOP2 0x40 v_foo_e32 vdst=v1\n";
        let e = generate(&[src("gfx9", wide)]).unwrap_err();
        assert!(
            e.contains("does not fit the 6-bit opcode field of VOP2"),
            "{e}"
        );

        let slot = "@cpus gfx900\nVOP2 0x1 v_foo_e32 vdst=q1\n";
        let e = generate(&[src("gfx9", slot)]).unwrap_err();
        assert!(e.contains("data/isa/gfx9.txt:2: unknown kind 'q'"), "{e}");

        let field = "@cpus gfx900\nSOP1 0x1 s_foo sdst=s1 vaddr=v1\n";
        let e = generate(&[src("gfx9", field)]).unwrap_err();
        assert!(e.contains("field 'vaddr' is not a field of SOP1"), "{e}");

        let cpu = "@cpus gfx900\nSOPP 0x0 s_nop simm16=imm @cpus=gfx1100\n";
        let e = generate(&[src("gfx9", cpu)]).unwrap_err();
        assert!(e.contains("not one of the file's processors"), "{e}");

        let two = "@cpus gfx900\n";
        let e = generate(&[src("gfx9", two), src("gfx9b", two)]).unwrap_err();
        assert!(e.contains("processor gfx900 is covered by both"), "{e}");

        let e = generate(&[src("gfx9", "@cpus fiji\n")]).unwrap_err();
        assert!(
            e.contains("'fiji' is not a canonical processor name"),
            "{e}"
        );
    }

    #[test]
    fn notes_uncovered_processors() {
        let n = coverage_note(&[src("gfx9", "@cpus gfx908\n")]).unwrap();
        assert!(n.contains("gfx900 gfx902"), "{n}");
        assert!(!n.contains("gfx908"), "{n}");
        assert_eq!(coverage_note(&[src("gfx9", "")]), None);
    }

    #[test]
    fn default_cpus_without_cpus_line() {
        let out = generate(&[src("gfx8", "SOPP 0x0 s_nop simm16=imm\n")]).unwrap();
        assert!(out[0].text.contains("\"gfx801\", \"gfx802\""));
    }

    #[test]
    fn empty_inputs_generate_an_empty_module() {
        let out = generate(&[]).unwrap();
        assert_eq!(out.len(), 2);
        assert!(out[1]
            .text
            .contains("pub static TABLES: &[TableInfo] = &[];"));
        let out = generate(&[src("gfx9", "@cpus gfx900\n")]).unwrap();
        assert!(out[0].text.contains("pub static GFX9: &[InstDef] = &[];"));
    }

    /// The emitted code must be what rustfmt would write. Runs rustfmt when
    /// it is installed (CI's `cargo fmt --check` covers the committed files).
    #[test]
    fn output_is_rustfmt_clean() {
        let Some(rustfmt) = find_rustfmt() else {
            eprintln!("note: rustfmt not found; skipping");
            return;
        };
        let mut inputs = vec![
            src("gfx9", FIXTURE),
            src("gfx7", "SOPP 0x0 s_nop simm16=imm\n"),
            src(
                "gfx11",
                "SOPP 0x0 s_nop simm16=imm @cpus=gfx1100,gfx1101,gfx1102,gfx1103,gfx1150,gfx1151,gfx1152\n\
                 SOPP 0x1 s_x simm16=imm @cpus=gfx1100,gfx1101,gfx1102,gfx1103,gfx1150,gfx1151,gfx1152,gfx1153,gfx11-generic\n\
                 FLAT 0x1 flat_load_dword vdst=v1 vaddr=v2 | offset glc slc nv lds tfe sc0 sc1 nt th scope\n",
            ),
            src("gfx12", "SOPP 0x0 s_nop simm16=imm\n"),
            src("gfx103", "SOPP 0x0 s_nop simm16=imm\n"),
        ];
        // Random mod/cpu lists around the width limits.
        let mut seed = 0x9e3779b97f4a7c15u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let cpus10 = [
            "gfx1010",
            "gfx1011",
            "gfx1012",
            "gfx1013",
            "gfx10-1-generic",
        ];
        let mods: Vec<&str> = crate::isa::table::Mod::ALL
            .iter()
            .map(|m| m.as_str())
            .collect();
        let mut text = format!("@cpus {}\n", cpus10.join(" "));
        for i in 0..200u32 {
            let n = (next() % 12) as usize;
            let ms: Vec<&str> = (0..n)
                .map(|_| mods[(next() % mods.len() as u64) as usize])
                .collect();
            let k = 1 + (next() % 10) as usize;
            let cs: Vec<&str> = (0..k).map(|_| cpus10[(next() % 5) as usize]).collect();
            let _ = writeln!(
                text,
                "SOPP {:#x} s_op{i} simm16=imm | {} @cpus={}",
                i % 128,
                ms.join(" "),
                cs.join(",")
            );
        }
        inputs.push(src("gfx10", &text));
        let mut outputs = generate(&inputs).unwrap();
        outputs.extend(generate(&[src("gfx9", FIXTURE)]).unwrap());
        outputs.extend(generate(&[]).unwrap());
        outputs.extend(generate(&[src("gfx9", "@cpus gfx900\n")]).unwrap());
        for o in outputs {
            if o.name != "mod.rs" {
                continue; // the table and layout modules are #[rustfmt::skip]
            }
            let formatted = run_rustfmt(&rustfmt, &o.text);
            if formatted != o.text {
                let line = formatted
                    .lines()
                    .zip(o.text.lines())
                    .position(|(a, b)| a != b)
                    .unwrap_or(0);
                panic!(
                    "{} is not rustfmt-clean near line {}:\nrustfmt:\n{}\nemitted:\n{}",
                    o.name,
                    line + 1,
                    formatted
                        .lines()
                        .skip(line.saturating_sub(3))
                        .take(12)
                        .collect::<Vec<_>>()
                        .join("\n"),
                    o.text
                        .lines()
                        .skip(line.saturating_sub(3))
                        .take(12)
                        .collect::<Vec<_>>()
                        .join("\n"),
                );
            }
        }
    }

    fn find_rustfmt() -> Option<PathBuf> {
        let ok = std::process::Command::new("rustfmt")
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success());
        ok.then(|| PathBuf::from("rustfmt"))
    }

    fn run_rustfmt(rustfmt: &Path, text: &str) -> String {
        use std::io::Write;
        let mut child = std::process::Command::new(rustfmt)
            .args(["--edition", "2021"])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(text.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success(), "rustfmt failed");
        String::from_utf8(out.stdout).unwrap()
    }
}
