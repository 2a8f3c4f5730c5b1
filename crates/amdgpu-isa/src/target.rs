//! Processors (every name and alias llvm-mc 22 knows) and target ids.

/// A GPU generation; processors of one generation share an instruction set
/// apart from a few feature-gated instructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Generation {
    /// Southern Islands (`gfx600`-`gfx602`).
    Gfx6,
    /// Sea Islands (`gfx700`-`gfx705`).
    Gfx7,
    /// Volcanic Islands (`gfx801`-`gfx810`).
    Gfx8,
    /// GFX9 and CDNA (`gfx900`-`gfx950`).
    Gfx9,
    /// RDNA 1 and 2 (`gfx1010`-`gfx1036`).
    Gfx10,
    /// RDNA 3 (`gfx1100`-`gfx1153`).
    Gfx11,
    /// RDNA 4 and GFX12.5 (`gfx1200`-`gfx1251`).
    Gfx12,
}

/// One processor and what is known of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cpu {
    /// Canonical name (`gfx900`, `gfx9-generic`).
    pub name: &'static str,
    /// Its generation.
    pub generation: Generation,
    /// `EF_AMDGPU_MACH_*` value (bits 0..7 of `e_flags`).
    pub mach: u32,
    /// Whether the processor has the xnack target feature.
    pub xnack: bool,
    /// Whether the processor has the sramecc target feature.
    pub sramecc: bool,
    /// Generic version written in code object v6 (0 for specific processors).
    pub generic_version: u8,
}

impl Cpu {
    /// Looks a processor up by canonical name or alias (`gfx900`, `fiji`).
    pub fn by_name(name: &str) -> Option<&'static Cpu> {
        let canon = ALIASES
            .iter()
            .find(|(a, _)| *a == name)
            .map_or(name, |(_, c)| *c);
        CPUS.iter().find(|p| p.name == canon)
    }

    /// Looks a processor up by its `EF_AMDGPU_MACH` value.
    pub fn by_mach(mach: u32) -> Option<&'static Cpu> {
        CPUS.iter().find(|p| p.mach == mach)
    }

    /// The (major, minor, stepping) version of the processor, as llvm-mc
    /// names it in `.amdgcn.gfx_generation_*`: `gfx906` is 9.0.6, `gfx90a`
    /// 9.0.10, `gfx1030` 10.3.0; generic targets have their own.
    pub fn isa_version(&self) -> (i64, i64, i64) {
        match self.name {
            "gfx9-generic" => return (9, 0, 0),
            "gfx9-4-generic" => return (9, 4, 0),
            "gfx10-1-generic" => return (10, 1, 0),
            "gfx10-3-generic" => return (10, 3, 0),
            "gfx11-generic" => return (11, 0, 3),
            "gfx12-generic" => return (12, 0, 0),
            _ => {}
        }
        let digits = self.name.strip_prefix("gfx").unwrap_or("");
        let b = digits.as_bytes();
        if b.len() >= 3 {
            let hex = |c: u8| (c as char).to_digit(16).unwrap_or(0) as i64;
            let major: i64 = digits[..b.len() - 2].parse().unwrap_or(0);
            return (major, hex(b[b.len() - 2]), hex(b[b.len() - 1]));
        }
        let major = match self.generation {
            Generation::Gfx6 => 6,
            Generation::Gfx7 => 7,
            Generation::Gfx8 => 8,
            Generation::Gfx9 => 9,
            Generation::Gfx10 => 10,
            Generation::Gfx11 => 11,
            Generation::Gfx12 => 12,
        };
        (major, 0, 0)
    }
}

/// One processor name as accepted by `--mcpu`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Processor {
    /// The name given on the command line (`gfx900`, `fiji`, `gfx9-generic`).
    pub name: &'static str,
    /// The canonical gfx name it stands for.
    pub canonical: &'static str,
    /// Its generation.
    pub generation: Generation,
}

macro_rules! procs {
    ($($name:literal, $gen:ident, $mach:literal, $xnack:literal, $sramecc:literal, $gv:literal, [$($alias:literal),*];)*) => {
        /// Every processor LLVM 22 knows, by canonical name: the one table of
        /// processors (their generation, `EF_AMDGPU_MACH` value, target
        /// features and generic version; the family is [`Processor::family`]).
        pub static CPUS: &[Cpu] = &[
            $(Cpu {
                name: $name,
                generation: Generation::$gen,
                mach: $mach,
                xnack: $xnack,
                sramecc: $sramecc,
                generic_version: $gv,
            },)*
        ];
        /// Other names `-mcpu` accepts (`fiji`, `generic`), with their
        /// canonical processor.
        pub static ALIASES: &[(&str, &str)] = &[$($(($alias, $name),)*)*];
        /// Every processor name and alias llvm-mc 22 accepts for amdgcn.
        pub const PROCESSORS: &[Processor] = &[
            $(
                Processor { name: $name, canonical: $name, generation: Generation::$gen },
                $(Processor { name: $alias, canonical: $name, generation: Generation::$gen },)*
            )*
        ];
    };
}

// name, generation, EF_AMDGPU_MACH (what llvm-mc 22 writes into e_flags),
// xnack, sramecc, generic version (code object v6), aliases.
procs! {
    "gfx600", Gfx6, 0x020, false, false, 0, ["tahiti", "generic"];
    "gfx601", Gfx6, 0x021, false, false, 0, ["pitcairn", "verde"];
    "gfx602", Gfx6, 0x03a, false, false, 0, ["oland", "hainan"];
    "gfx700", Gfx7, 0x022, false, false, 0, ["kaveri", "generic-hsa"];
    "gfx701", Gfx7, 0x023, false, false, 0, ["hawaii"];
    "gfx702", Gfx7, 0x024, false, false, 0, [];
    "gfx703", Gfx7, 0x025, false, false, 0, ["kabini", "mullins"];
    "gfx704", Gfx7, 0x026, false, false, 0, ["bonaire"];
    "gfx705", Gfx7, 0x03b, false, false, 0, [];
    "gfx801", Gfx8, 0x028, true, false, 0, ["carrizo"];
    "gfx802", Gfx8, 0x029, false, false, 0, ["iceland", "tonga"];
    "gfx803", Gfx8, 0x02a, false, false, 0, ["fiji", "polaris10", "polaris11"];
    "gfx805", Gfx8, 0x03c, false, false, 0, ["tongapro"];
    "gfx810", Gfx8, 0x02b, true, false, 0, ["stoney"];
    "gfx900", Gfx9, 0x02c, true, false, 0, [];
    "gfx902", Gfx9, 0x02d, true, false, 0, [];
    "gfx904", Gfx9, 0x02e, true, false, 0, [];
    "gfx906", Gfx9, 0x02f, true, true, 0, [];
    "gfx908", Gfx9, 0x030, true, true, 0, [];
    "gfx909", Gfx9, 0x031, true, false, 0, [];
    "gfx90a", Gfx9, 0x03f, true, true, 0, [];
    "gfx90c", Gfx9, 0x032, true, false, 0, [];
    "gfx942", Gfx9, 0x04c, true, true, 0, [];
    "gfx950", Gfx9, 0x04f, true, true, 0, [];
    "gfx9-generic", Gfx9, 0x051, true, false, 1, [];
    "gfx9-4-generic", Gfx9, 0x05f, true, true, 1, [];
    "gfx1010", Gfx10, 0x033, true, false, 0, [];
    "gfx1011", Gfx10, 0x034, true, false, 0, [];
    "gfx1012", Gfx10, 0x035, true, false, 0, [];
    "gfx1013", Gfx10, 0x042, true, false, 0, [];
    "gfx10-1-generic", Gfx10, 0x052, true, false, 1, [];
    "gfx1030", Gfx10, 0x036, false, false, 0, [];
    "gfx1031", Gfx10, 0x037, false, false, 0, [];
    "gfx1032", Gfx10, 0x038, false, false, 0, [];
    "gfx1033", Gfx10, 0x039, false, false, 0, [];
    "gfx1034", Gfx10, 0x03e, false, false, 0, [];
    "gfx1035", Gfx10, 0x03d, false, false, 0, [];
    "gfx1036", Gfx10, 0x045, false, false, 0, [];
    "gfx10-3-generic", Gfx10, 0x053, false, false, 1, [];
    "gfx1100", Gfx11, 0x041, false, false, 0, [];
    "gfx1101", Gfx11, 0x046, false, false, 0, [];
    "gfx1102", Gfx11, 0x047, false, false, 0, [];
    "gfx1103", Gfx11, 0x044, false, false, 0, [];
    "gfx1150", Gfx11, 0x043, false, false, 0, [];
    "gfx1151", Gfx11, 0x04a, false, false, 0, [];
    "gfx1152", Gfx11, 0x055, false, false, 0, [];
    "gfx1153", Gfx11, 0x058, false, false, 0, [];
    "gfx11-generic", Gfx11, 0x054, false, false, 1, [];
    "gfx1200", Gfx12, 0x048, false, false, 0, [];
    "gfx1201", Gfx12, 0x04e, false, false, 0, [];
    "gfx12-generic", Gfx12, 0x059, false, false, 1, [];
    "gfx1250", Gfx12, 0x049, true, true, 0, [];
    "gfx1251", Gfx12, 0x05a, true, true, 0, [];
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
    /// Not stated: code runs either way (`gfx906`).
    Any,
    /// On (`xnack+`).
    On,
    /// Off (`xnack-`).
    Off,
}

/// The processor an assembly is for, with its target-id features. Passed down
/// by value; there is no global target.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    /// The processor.
    pub processor: Processor,
    /// The xnack setting.
    pub xnack: Feature,
    /// The sramecc setting.
    pub sramecc: Feature,
    /// Other `--mattr` features, `+name` / `-name`, kept as given.
    pub mattr: Vec<String>,
    /// The operating system of the triple (`amdhsa` unless one says
    /// otherwise).
    pub os: Os,
    /// The triple as llvm-mc 22 spells it in target ids
    /// (`amdgcn-unknown-amdpal` for `amdgcn--amdpal`; see
    /// [`normalize_triple`]); `amdgcn-amd-amdhsa` unless one is given.
    pub triple: String,
}

/// The OS part of an `amdgcn` triple: what the object's ELF header says
/// and which directives the source may use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Os {
    /// `amdgcn-amd-amdhsa`: HSA code objects (`.amdhsa_kernel`, metadata).
    #[default]
    Hsa,
    /// `amdgcn--amdpal`.
    Pal,
    /// `amdgcn-mesa-mesa3d`.
    Mesa3d,
    /// A triple without a known OS (`amdgcn`, `amdgcn-unknown-unknown`).
    Unknown,
}

impl Os {
    /// The OS of triple `t` (`arch-vendor-os[-env]`, read as llvm-mc 22
    /// reads it: see [`normalize_triple`]; an OS name may carry a version,
    /// `amdhsa5`; a missing part is no OS).
    pub fn of_triple(t: &str) -> Os {
        Os::of_name(normalize_triple(t).split('-').nth(2).unwrap_or(""))
    }

    /// The OS that the OS part of a triple names (`amdpal`, `mesa3d5`).
    fn of_name(part: &str) -> Os {
        if part.starts_with("amdhsa") {
            Os::Hsa
        } else if part.starts_with("amdpal") {
            Os::Pal
        } else if part.starts_with("mesa3d") {
            Os::Mesa3d
        } else {
            Os::Unknown
        }
    }
}

/// Why a processor name, target id, feature list or triple was refused.
/// `Display` gives the message the command line prints.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum TargetError {
    /// A processor name LLVM 22 does not know.
    UnknownProcessor(String),
    /// A target-id feature without its `+` or `-` (`gfx90a:xnack`).
    FeatureSign(String),
    /// A target-id feature other than xnack and sramecc.
    UnknownFeature(String),
    /// A triple whose architecture is not amdgcn.
    UnsupportedTriple(String),
}

impl std::fmt::Display for TargetError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TargetError::UnknownProcessor(name) => {
                let names: Vec<&str> = PROCESSORS.iter().map(|p| p.name).collect();
                write!(
                    f,
                    "unknown processor '{name}'; valid processors: {}",
                    names.join(", ")
                )
            }
            TargetError::FeatureSign(x) => {
                write!(f, "target-id feature '{x}' must end in '+' or '-'")
            }
            TargetError::UnknownFeature(x) => {
                write!(
                    f,
                    "unknown target-id feature '{x}' (expected xnack or sramecc)"
                )
            }
            TargetError::UnsupportedTriple(t) => write!(
                f,
                "unsupported triple '{t}': only amdgcn (e.g. amdgcn-amd-amdhsa) is supported"
            ),
        }
    }
}

impl std::error::Error for TargetError {}

/// The message, for callers that report errors as text.
impl From<TargetError> for String {
    fn from(e: TargetError) -> String {
        e.to_string()
    }
}

/// The triple `t` as llvm-mc 22 spells it in target ids: a part left empty
/// is `unknown` (`amdgcn--amdpal` is `amdgcn-unknown-amdpal`), an OS named
/// in the vendor's place goes to its own (`amdgcn-amdpal` is
/// `amdgcn-unknown-amdpal`, `amdgcn-amdhsa-amd` is `amdgcn-amd-amdhsa`);
/// missing parts stay missing (`amdgcn`).
pub fn normalize_triple(t: &str) -> String {
    let mut parts: Vec<&str> = t
        .split('-')
        .enumerate()
        .map(|(i, p)| if i > 0 && p.is_empty() { "unknown" } else { p })
        .collect();
    let is_os = |p: &str| Os::of_name(p) != Os::Unknown;
    if parts.len() >= 2 && is_os(parts[1]) && !parts.get(2).is_some_and(|p| is_os(p)) {
        if parts.len() == 2 {
            parts.insert(1, "unknown");
        } else {
            parts.swap(1, 2);
        }
    }
    parts.join("-")
}

/// The triple part of a target id, as llvm-mc 22 writes it in
/// `.amdgcn_target`: the normalized triple with all four parts
/// (`arch-vendor-os-environment`), a missing part empty (`amdgcn---` for
/// `amdgcn`, `amdgcn-amd-amdhsa-` for `amdgcn-amd-amdhsa`).
pub fn target_id_triple(normalized: &str) -> String {
    let mut s = normalized.to_string();
    for _ in normalized.split('-').count()..4 {
        s.push('-');
    }
    s
}

impl Target {
    /// Parses `gfx900`, `fiji`, `gfx90a:xnack+:sramecc-`.
    pub fn parse(id: &str) -> Result<Target, TargetError> {
        let mut parts = id.split(':');
        let name = parts.next().unwrap_or("");
        let processor = PROCESSORS
            .iter()
            .find(|p| p.name.eq_ignore_ascii_case(name))
            .copied()
            .ok_or_else(|| TargetError::UnknownProcessor(name.to_string()))?;
        let mut t = Target {
            processor,
            xnack: Feature::Any,
            sramecc: Feature::Any,
            mattr: Vec::new(),
            os: Os::Hsa,
            triple: "amdgcn-amd-amdhsa".to_string(),
        };
        for f in parts {
            let (fname, val) = match f.strip_suffix('+') {
                Some(n) => (n, Feature::On),
                None => match f.strip_suffix('-') {
                    Some(n) => (n, Feature::Off),
                    None => return Err(TargetError::FeatureSign(f.to_string())),
                },
            };
            match fname {
                "xnack" => t.xnack = val,
                "sramecc" => t.sramecc = val,
                _ => return Err(TargetError::UnknownFeature(fname.to_string())),
            }
        }
        Ok(t)
    }

    /// Applies an llvm-style `--mattr` list (`+wavefrontsize64,-xnack`).
    /// Returns llvm-mc's warning for each feature it does not know (those
    /// are ignored, as llvm-mc does).
    pub fn apply_mattr(&mut self, list: &str) -> Result<Vec<String>, TargetError> {
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

    /// The processor's generation.
    pub fn generation(&self) -> Generation {
        self.processor.generation
    }

    /// The canonical processor name (`gfx803` for `fiji`).
    pub fn cpu(&self) -> &'static str {
        self.processor.canonical
    }

    /// Sets the triple (`--triple`): its OS and its spelling in target ids.
    pub fn set_triple(&mut self, t: &str) {
        self.triple = normalize_triple(t);
        self.os = Os::of_triple(t);
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
    // A whole line of the list (the first line is a comment): one search
    // of the text, not a walk over its lines.
    !name.is_empty() && !name.contains(['\n', '#']) && FEATURES.contains(&format!("\n{name}\n"))
}

/// Every feature name of `data/isa/features.list`, in its order.
pub fn known_features() -> impl Iterator<Item = &'static str> {
    const FEATURES: &str = include_str!("../../../data/isa/features.list");
    FEATURES
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_features_are_whole_lines_of_the_list() {
        let list = include_str!("../../../data/isa/features.list");
        let names: Vec<&str> = list.lines().filter(|l| !l.starts_with('#')).collect();
        assert!(names.len() > 100);
        for n in &names {
            assert!(is_known_feature(n), "{n}");
        }
        for n in ["", "xnac", "nack", "xnack\nsramecc", "#", "xnack-"] {
            assert!(!is_known_feature(n), "{n:?}");
        }
        assert!(is_known_feature("xnack") && is_known_feature("wavefrontsize64"));
    }

    #[test]
    fn parses_names_aliases_and_features() {
        assert_eq!(Target::parse("fiji").unwrap().cpu(), "gfx803");
        let t = Target::parse("gfx90a:xnack+:sramecc-").unwrap();
        assert_eq!(t.xnack, Feature::On);
        assert_eq!(t.sramecc, Feature::Off);
        let e = Target::parse("gfx999").unwrap_err().to_string();
        assert!(e.contains("gfx1251") && e.contains("tahiti"), "{e}");
        assert!(Target::parse("gfx900:foo+").is_err());
    }
}

#[cfg(test)]
mod triple_tests {
    use super::*;

    #[test]
    fn triples_as_llvm_mc_22_spells_them_in_target_ids() {
        // What llvm-mc 22 names as "the specified target id" of each triple.
        for (t, id) in [
            ("amdgcn", "amdgcn---"),
            ("amdgcn-amd", "amdgcn-amd--"),
            ("amdgcn--", "amdgcn-unknown-unknown-"),
            ("amdgcn---", "amdgcn-unknown-unknown-unknown"),
            ("amdgcn-amd-amdhsa", "amdgcn-amd-amdhsa-"),
            ("amdgcn--amdpal", "amdgcn-unknown-amdpal-"),
            ("amdgcn-amdpal", "amdgcn-unknown-amdpal-"),
            ("amdgcn-amdhsa-amd", "amdgcn-amd-amdhsa-"),
            ("amdgcn-amd-", "amdgcn-amd-unknown-"),
            ("amdgcn-amd-amdhsa-elf", "amdgcn-amd-amdhsa-elf"),
            ("amdgcn-mesa-mesa3d", "amdgcn-mesa-mesa3d-"),
        ] {
            assert_eq!(target_id_triple(&normalize_triple(t)), id, "{t}");
        }
        assert_eq!(Os::of_triple("amdgcn"), Os::Unknown);
        assert_eq!(Os::of_triple("amdgcn-amdpal"), Os::Pal);
        assert_eq!(Os::of_triple("amdgcn-amd-amdhsa5"), Os::Hsa);
        assert_eq!(Os::of_triple("amdgcn-unknown-mesa3d"), Os::Mesa3d);
        assert_eq!(Os::of_triple("amdgcn-AMD-AMDHSA"), Os::Unknown);
    }
}
