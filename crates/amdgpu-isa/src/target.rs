//! Processors (every name and alias llvm-mc 22 knows) and target ids.

/// A GPU generation; processors of one generation share an instruction set
/// apart from a few feature-gated instructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Generation {
    Gfx6,
    Gfx7,
    Gfx8,
    Gfx9,
    Gfx10,
    Gfx11,
    Gfx12,
}

/// One processor name as accepted by `--mcpu`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Processor {
    /// The name given on the command line (`gfx900`, `fiji`, `gfx9-generic`).
    pub name: &'static str,
    /// The canonical gfx name it stands for.
    pub canonical: &'static str,
    pub generation: Generation,
}

macro_rules! procs {
    ($($name:literal => $canon:literal, $gen:ident;)*) => {
        /// Every processor name and alias llvm-mc 22 accepts for amdgcn.
        pub const PROCESSORS: &[Processor] = &[
            $(Processor { name: $name, canonical: $canon, generation: Generation::$gen },)*
        ];
    };
}

procs! {
    "gfx600" => "gfx600", Gfx6; "tahiti" => "gfx600", Gfx6;
    "gfx601" => "gfx601", Gfx6; "pitcairn" => "gfx601", Gfx6; "verde" => "gfx601", Gfx6;
    "gfx602" => "gfx602", Gfx6; "oland" => "gfx602", Gfx6; "hainan" => "gfx602", Gfx6;
    "generic" => "gfx600", Gfx6;
    "gfx700" => "gfx700", Gfx7; "kaveri" => "gfx700", Gfx7;
    "gfx701" => "gfx701", Gfx7; "hawaii" => "gfx701", Gfx7;
    "gfx702" => "gfx702", Gfx7;
    "gfx703" => "gfx703", Gfx7; "kabini" => "gfx703", Gfx7; "mullins" => "gfx703", Gfx7;
    "gfx704" => "gfx704", Gfx7; "bonaire" => "gfx704", Gfx7;
    "gfx705" => "gfx705", Gfx7; "generic-hsa" => "gfx700", Gfx7;
    "gfx801" => "gfx801", Gfx8; "carrizo" => "gfx801", Gfx8;
    "gfx802" => "gfx802", Gfx8; "iceland" => "gfx802", Gfx8; "tonga" => "gfx802", Gfx8;
    "gfx803" => "gfx803", Gfx8; "fiji" => "gfx803", Gfx8; "polaris10" => "gfx803", Gfx8;
    "polaris11" => "gfx803", Gfx8;
    "gfx805" => "gfx805", Gfx8; "tongapro" => "gfx805", Gfx8;
    "gfx810" => "gfx810", Gfx8; "stoney" => "gfx810", Gfx8;
    "gfx900" => "gfx900", Gfx9; "gfx902" => "gfx902", Gfx9; "gfx904" => "gfx904", Gfx9;
    "gfx906" => "gfx906", Gfx9; "gfx908" => "gfx908", Gfx9; "gfx909" => "gfx909", Gfx9;
    "gfx90a" => "gfx90a", Gfx9; "gfx90c" => "gfx90c", Gfx9; "gfx942" => "gfx942", Gfx9;
    "gfx950" => "gfx950", Gfx9; "gfx9-generic" => "gfx9-generic", Gfx9;
    "gfx9-4-generic" => "gfx9-4-generic", Gfx9;
    "gfx1010" => "gfx1010", Gfx10; "gfx1011" => "gfx1011", Gfx10; "gfx1012" => "gfx1012", Gfx10;
    "gfx1013" => "gfx1013", Gfx10; "gfx10-1-generic" => "gfx10-1-generic", Gfx10;
    "gfx1030" => "gfx1030", Gfx10; "gfx1031" => "gfx1031", Gfx10; "gfx1032" => "gfx1032", Gfx10;
    "gfx1033" => "gfx1033", Gfx10; "gfx1034" => "gfx1034", Gfx10; "gfx1035" => "gfx1035", Gfx10;
    "gfx1036" => "gfx1036", Gfx10; "gfx10-3-generic" => "gfx10-3-generic", Gfx10;
    "gfx1100" => "gfx1100", Gfx11; "gfx1101" => "gfx1101", Gfx11; "gfx1102" => "gfx1102", Gfx11;
    "gfx1103" => "gfx1103", Gfx11; "gfx1150" => "gfx1150", Gfx11; "gfx1151" => "gfx1151", Gfx11;
    "gfx1152" => "gfx1152", Gfx11; "gfx1153" => "gfx1153", Gfx11; "gfx11-generic" => "gfx11-generic", Gfx11;
    "gfx1200" => "gfx1200", Gfx12; "gfx1201" => "gfx1201", Gfx12; "gfx12-generic" => "gfx12-generic", Gfx12;
    "gfx1250" => "gfx1250", Gfx12; "gfx1251" => "gfx1251", Gfx12;
}

impl Processor {
    /// The instruction-table family of the processor: the stem of its file
    /// in `data/isa/` (`gfx9` for gfx900, `gfx940` for gfx942). The one place
    /// that groups processors into families.
    pub fn family(&self) -> &'static str {
        match (self.generation, self.canonical) {
            (_, "gfx90a") => "gfx90a",
            (_, "gfx942" | "gfx9-4-generic") => "gfx940",
            (_, "gfx950") => "gfx950",
            (_, "gfx1250" | "gfx1251") => "gfx1250",
            (Generation::Gfx6, _) => "gfx6",
            (Generation::Gfx7, _) => "gfx7",
            (Generation::Gfx8, _) => "gfx8",
            (Generation::Gfx9, _) => "gfx9",
            (Generation::Gfx10, c) if c.starts_with("gfx101") || c == "gfx10-1-generic" => "gfx10",
            (Generation::Gfx10, _) => "gfx103",
            (Generation::Gfx11, _) => "gfx11",
            (Generation::Gfx12, _) => "gfx12",
        }
    }
}

/// Scalar register facts of a generation: (addressable SGPRs, trap
/// temporaries, operand code of ttmp0).
pub fn scalar_regs(gen: Generation) -> (u32, u32, u32) {
    match gen {
        Generation::Gfx6 | Generation::Gfx7 => (104, 12, 112),
        Generation::Gfx8 => (102, 12, 112),
        Generation::Gfx9 => (102, 16, 108),
        _ => (106, 16, 108),
    }
}

/// The canonical processors of a family, in table order, without aliases.
pub fn family_cpus(family: &str) -> Vec<&'static str> {
    let mut out: Vec<&'static str> = Vec::new();
    for p in PROCESSORS.iter().filter(|p| p.family() == family) {
        if !out.contains(&p.canonical) {
            out.push(p.canonical);
        }
    }
    out
}

/// Target-id features (`gfx90a:xnack+:sramecc-`) and `--mattr` features.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Feature {
    #[default]
    Any,
    On,
    Off,
}

/// The processor an assembly is for, with its target-id features. Passed down
/// by value; there is no global target.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    pub processor: Processor,
    pub xnack: Feature,
    pub sramecc: Feature,
    /// Other `--mattr` features, `+name` / `-name`, kept as given.
    pub mattr: Vec<String>,
}

impl Target {
    /// Parses `gfx900`, `fiji`, `gfx90a:xnack+:sramecc-`.
    pub fn parse(id: &str) -> Result<Target, String> {
        let mut parts = id.split(':');
        let name = parts.next().unwrap_or("");
        let processor = PROCESSORS
            .iter()
            .find(|p| p.name.eq_ignore_ascii_case(name))
            .copied()
            .ok_or_else(|| {
                let names: Vec<&str> = PROCESSORS.iter().map(|p| p.name).collect();
                format!(
                    "unknown processor '{name}'; valid processors: {}",
                    names.join(", ")
                )
            })?;
        let mut t = Target {
            processor,
            xnack: Feature::Any,
            sramecc: Feature::Any,
            mattr: Vec::new(),
        };
        for f in parts {
            let (fname, val) = match f.strip_suffix('+') {
                Some(n) => (n, Feature::On),
                None => match f.strip_suffix('-') {
                    Some(n) => (n, Feature::Off),
                    None => return Err(format!("target-id feature '{f}' must end in '+' or '-'")),
                },
            };
            match fname {
                "xnack" => t.xnack = val,
                "sramecc" => t.sramecc = val,
                _ => {
                    return Err(format!(
                        "unknown target-id feature '{fname}' (expected xnack or sramecc)"
                    ))
                }
            }
        }
        Ok(t)
    }

    /// Applies an llvm-style `--mattr` list (`+wavefrontsize64,-xnack`).
    /// Applies an llvm-style feature list. Returns llvm-mc's warning for
    /// each feature it does not know (those are ignored, as llvm-mc does).
    pub fn apply_mattr(&mut self, list: &str) -> Result<Vec<String>, String> {
        let mut warnings = Vec::new();
        for item in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let (on, name) = match item.as_bytes()[0] {
                b'+' => (true, &item[1..]),
                b'-' => (false, &item[1..]),
                _ => (true, item),
            };
            let v = if on { Feature::On } else { Feature::Off };
            if !is_known_feature(name) {
                warnings.push(format!(
                    "'{item}' is not a recognized feature for this target (ignoring feature)"
                ));
                continue;
            }
            match name {
                "xnack" => self.xnack = v,
                "sramecc" => self.sramecc = v,
                _ => self
                    .mattr
                    .push(format!("{}{}", if on { '+' } else { '-' }, name)),
            }
        }
        Ok(warnings)
    }

    pub fn generation(&self) -> Generation {
        self.processor.generation
    }

    /// The canonical processor name (`gfx803` for `fiji`).
    pub fn cpu(&self) -> &'static str {
        self.processor.canonical
    }

    /// Whether a `+feature` was given in `--mattr`.
    pub fn has_mattr(&self, name: &str) -> Option<bool> {
        self.mattr.iter().rev().find_map(|m| {
            if &m[1..] == name {
                Some(m.starts_with('+'))
            } else {
                None
            }
        })
    }
}

/// Whether llvm-mc 22 knows the subtarget feature `name` (`xnack`,
/// `wavefrontsize64`, ...): the list in `data/isa/features.list`.
pub fn is_known_feature(name: &str) -> bool {
    const FEATURES: &str = include_str!("../../../data/isa/features.list");
    FEATURES.lines().any(|l| !l.starts_with('#') && l == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_names_aliases_and_features() {
        assert_eq!(Target::parse("fiji").unwrap().cpu(), "gfx803");
        let t = Target::parse("gfx90a:xnack+:sramecc-").unwrap();
        assert_eq!(t.xnack, Feature::On);
        assert_eq!(t.sramecc, Feature::Off);
        let e = Target::parse("gfx999").unwrap_err();
        assert!(e.contains("gfx1251") && e.contains("tahiti"), "{e}");
        assert!(Target::parse("gfx900:foo+").is_err());
    }
}
