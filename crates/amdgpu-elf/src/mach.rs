//! Processors and the ELF header fields that name them: `EF_AMDGPU_MACH`,
//! the xnack/sramecc feature bits of code object v4 and later, the generic
//! version of generic targets, OS/ABI and ABI version.
//!
//! The table was read from what `llvm-mc` 22 writes into `e_flags` for each
//! `-mcpu` (and agrees with LLVM's AMDGPUUsage document).

use crate::consts::*;
use crate::Error;

/// One processor that LLVM 22 knows, with its `EF_AMDGPU_MACH` value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Processor {
    /// Canonical name (`gfx900`, `gfx9-generic`).
    pub name: &'static str,
    /// `EF_AMDGPU_MACH_*` value (bits 0..7 of `e_flags`).
    pub mach: u32,
    /// Whether the processor has the xnack target feature.
    pub xnack: bool,
    /// Whether the processor has the sramecc target feature.
    pub sramecc: bool,
    /// Generic version written in code object v6 (0 for specific processors).
    pub generic_version: u8,
}

const fn p(
    name: &'static str,
    mach: u32,
    xnack: bool,
    sramecc: bool,
    generic_version: u8,
) -> Processor {
    Processor {
        name,
        mach,
        xnack,
        sramecc,
        generic_version,
    }
}

/// Every processor, by canonical name.
pub static PROCESSORS: &[Processor] = &[
    p("gfx600", 0x020, false, false, 0),
    p("gfx601", 0x021, false, false, 0),
    p("gfx602", 0x03a, false, false, 0),
    p("gfx700", 0x022, false, false, 0),
    p("gfx701", 0x023, false, false, 0),
    p("gfx702", 0x024, false, false, 0),
    p("gfx703", 0x025, false, false, 0),
    p("gfx704", 0x026, false, false, 0),
    p("gfx705", 0x03b, false, false, 0),
    p("gfx801", 0x028, true, false, 0),
    p("gfx802", 0x029, false, false, 0),
    p("gfx803", 0x02a, false, false, 0),
    p("gfx805", 0x03c, false, false, 0),
    p("gfx810", 0x02b, true, false, 0),
    p("gfx900", 0x02c, true, false, 0),
    p("gfx902", 0x02d, true, false, 0),
    p("gfx904", 0x02e, true, false, 0),
    p("gfx906", 0x02f, true, true, 0),
    p("gfx908", 0x030, true, true, 0),
    p("gfx909", 0x031, true, false, 0),
    p("gfx90a", 0x03f, true, true, 0),
    p("gfx90c", 0x032, true, false, 0),
    p("gfx942", 0x04c, true, true, 0),
    p("gfx950", 0x04f, true, true, 0),
    p("gfx1010", 0x033, true, false, 0),
    p("gfx1011", 0x034, true, false, 0),
    p("gfx1012", 0x035, true, false, 0),
    p("gfx1013", 0x042, true, false, 0),
    p("gfx1030", 0x036, false, false, 0),
    p("gfx1031", 0x037, false, false, 0),
    p("gfx1032", 0x038, false, false, 0),
    p("gfx1033", 0x039, false, false, 0),
    p("gfx1034", 0x03e, false, false, 0),
    p("gfx1035", 0x03d, false, false, 0),
    p("gfx1036", 0x045, false, false, 0),
    p("gfx1100", 0x041, false, false, 0),
    p("gfx1101", 0x046, false, false, 0),
    p("gfx1102", 0x047, false, false, 0),
    p("gfx1103", 0x044, false, false, 0),
    p("gfx1150", 0x043, false, false, 0),
    p("gfx1151", 0x04a, false, false, 0),
    p("gfx1152", 0x055, false, false, 0),
    p("gfx1153", 0x058, false, false, 0),
    p("gfx1200", 0x048, false, false, 0),
    p("gfx1201", 0x04e, false, false, 0),
    p("gfx1250", 0x049, true, true, 0),
    p("gfx1251", 0x05a, true, true, 0),
    p("gfx9-generic", 0x051, true, false, 1),
    p("gfx9-4-generic", 0x05f, true, true, 1),
    p("gfx10-1-generic", 0x052, true, false, 1),
    p("gfx10-3-generic", 0x053, false, false, 1),
    p("gfx11-generic", 0x054, false, false, 1),
    p("gfx12-generic", 0x059, false, false, 1),
];

/// Old marketing names that `-mcpu` accepts, with their canonical processor.
pub static ALIASES: &[(&str, &str)] = &[
    ("tahiti", "gfx600"),
    ("pitcairn", "gfx601"),
    ("verde", "gfx601"),
    ("oland", "gfx602"),
    ("hainan", "gfx602"),
    ("kaveri", "gfx700"),
    ("hawaii", "gfx701"),
    ("kabini", "gfx703"),
    ("mullins", "gfx703"),
    ("bonaire", "gfx704"),
    ("carrizo", "gfx801"),
    ("iceland", "gfx802"),
    ("tonga", "gfx802"),
    ("fiji", "gfx803"),
    ("polaris10", "gfx803"),
    ("polaris11", "gfx803"),
    ("tongapro", "gfx805"),
    ("stoney", "gfx810"),
];

impl Processor {
    /// Looks a processor up by canonical name or alias (`gfx900`, `fiji`).
    pub fn by_name(name: &str) -> Option<&'static Processor> {
        let canon = ALIASES
            .iter()
            .find(|(a, _)| *a == name)
            .map_or(name, |(_, c)| *c);
        PROCESSORS.iter().find(|p| p.name == canon)
    }

    /// Looks a processor up by its `EF_AMDGPU_MACH` value.
    pub fn by_mach(mach: u32) -> Option<&'static Processor> {
        PROCESSORS.iter().find(|p| p.mach == mach)
    }
}

/// Setting of a target feature (xnack, sramecc) in a target ID.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum FeatureSetting {
    /// The processor does not have the feature.
    Unsupported,
    /// Code works either way (no `:xnack+`/`:xnack-` in the target ID).
    #[default]
    Any,
    /// `:feature-`.
    Off,
    /// `:feature+`.
    On,
}

/// Code object version (`--amdhsa-code-object-version`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum CodeObjectVersion {
    /// Version 4 (ABI version 2).
    V4,
    /// Version 5 (ABI version 3).
    V5,
    /// Version 6 (ABI version 4), llvm-mc 22's default.
    #[default]
    V6,
}

impl CodeObjectVersion {
    /// The `e_ident[EI_ABIVERSION]` value of this version.
    pub fn abi_version(self) -> u8 {
        match self {
            CodeObjectVersion::V4 => ELFABIVERSION_AMDGPU_HSA_V4,
            CodeObjectVersion::V5 => ELFABIVERSION_AMDGPU_HSA_V5,
            CodeObjectVersion::V6 => ELFABIVERSION_AMDGPU_HSA_V6,
        }
    }
    /// The version whose ABI version is `abi`, if any.
    pub fn from_abi_version(abi: u8) -> Option<Self> {
        match abi {
            ELFABIVERSION_AMDGPU_HSA_V4 => Some(CodeObjectVersion::V4),
            ELFABIVERSION_AMDGPU_HSA_V5 => Some(CodeObjectVersion::V5),
            ELFABIVERSION_AMDGPU_HSA_V6 => Some(CodeObjectVersion::V6),
            _ => None,
        }
    }
}

/// The ELF header fields that identify the target of an object: what an
/// assembler needs to fill in `Object::header`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Header {
    /// `e_ident[EI_OSABI]`: 64 (`ELFOSABI_AMDGPU_HSA`) for `amdgcn-amd-amdhsa`.
    pub os_abi: u8,
    /// `e_ident[EI_ABIVERSION]`.
    pub abi_version: u8,
    /// `e_flags`.
    pub e_flags: u32,
}

impl Header {
    /// The header llvm-mc 22 writes for `-triple=amdgcn-amd-amdhsa -mcpu=<processor>`
    /// with the given feature settings and code object version.
    ///
    /// A setting other than `Unsupported` for a feature the processor lacks is
    /// written as unsupported (llvm-mc warns and does the same); `Unsupported`
    /// for a feature the processor has means `Any`.
    pub fn for_target(
        processor: &str,
        xnack: FeatureSetting,
        sramecc: FeatureSetting,
        version: CodeObjectVersion,
    ) -> Result<Header, Error> {
        let p = Processor::by_name(processor)
            .ok_or_else(|| Error::UnknownProcessor(processor.to_string()))?;
        let mut e_flags = p.mach;
        if p.xnack {
            e_flags |= match xnack {
                FeatureSetting::Unsupported | FeatureSetting::Any => EF_AMDGPU_FEATURE_XNACK_ANY_V4,
                FeatureSetting::Off => EF_AMDGPU_FEATURE_XNACK_OFF_V4,
                FeatureSetting::On => EF_AMDGPU_FEATURE_XNACK_ON_V4,
            };
        }
        if p.sramecc {
            e_flags |= match sramecc {
                FeatureSetting::Unsupported | FeatureSetting::Any => {
                    EF_AMDGPU_FEATURE_SRAMECC_ANY_V4
                }
                FeatureSetting::Off => EF_AMDGPU_FEATURE_SRAMECC_OFF_V4,
                FeatureSetting::On => EF_AMDGPU_FEATURE_SRAMECC_ON_V4,
            };
        }
        if version == CodeObjectVersion::V6 {
            e_flags |= u32::from(p.generic_version) << EF_AMDGPU_GENERIC_VERSION_OFFSET;
        }
        Ok(Header {
            os_abi: ELFOSABI_AMDGPU_HSA,
            abi_version: version.abi_version(),
            e_flags,
        })
    }

    /// Decodes `e_flags` (v4 and later layout) back into a target.
    pub fn target(&self) -> Option<Target> {
        let p = Processor::by_mach(self.e_flags & EF_AMDGPU_MACH)?;
        let xnack = match self.e_flags & EF_AMDGPU_FEATURE_XNACK_V4 {
            EF_AMDGPU_FEATURE_XNACK_ANY_V4 => FeatureSetting::Any,
            EF_AMDGPU_FEATURE_XNACK_OFF_V4 => FeatureSetting::Off,
            EF_AMDGPU_FEATURE_XNACK_ON_V4 => FeatureSetting::On,
            _ => FeatureSetting::Unsupported,
        };
        let sramecc = match self.e_flags & EF_AMDGPU_FEATURE_SRAMECC_V4 {
            EF_AMDGPU_FEATURE_SRAMECC_ANY_V4 => FeatureSetting::Any,
            EF_AMDGPU_FEATURE_SRAMECC_OFF_V4 => FeatureSetting::Off,
            EF_AMDGPU_FEATURE_SRAMECC_ON_V4 => FeatureSetting::On,
            _ => FeatureSetting::Unsupported,
        };
        Some(Target {
            processor: p,
            xnack,
            sramecc,
            version: CodeObjectVersion::from_abi_version(self.abi_version),
            generic_version: (self.e_flags >> EF_AMDGPU_GENERIC_VERSION_OFFSET) as u8,
        })
    }
}

/// A target decoded from an ELF header.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Target {
    /// The processor named by `EF_AMDGPU_MACH`.
    pub processor: &'static Processor,
    /// xnack setting.
    pub xnack: FeatureSetting,
    /// sramecc setting.
    pub sramecc: FeatureSetting,
    /// Code object version from the ABI version, if it is one of 4, 5, 6.
    pub version: Option<CodeObjectVersion>,
    /// Generic version (bits 24..31 of `e_flags`).
    pub generic_version: u8,
}

impl Target {
    /// The target ID as in `.amdgcn_target`: `gfx906:sramecc+:xnack-`.
    pub fn id(&self) -> String {
        let mut s = self.processor.name.to_string();
        for (name, setting) in [("sramecc", self.sramecc), ("xnack", self.xnack)] {
            match setting {
                FeatureSetting::On => s += &format!(":{name}+"),
                FeatureSetting::Off => s += &format!(":{name}-"),
                _ => {}
            }
        }
        s
    }
}
