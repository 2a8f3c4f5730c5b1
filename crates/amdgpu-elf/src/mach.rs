//! Processors and the ELF header fields that name them: `EF_AMDGPU_MACH`,
//! the xnack/sramecc feature bits of code object v4 and later, the generic
//! version of generic targets, OS/ABI and ABI version.
//!
//! The processor table (in `amdgpu-isa`) was read from what `llvm-mc` 22
//! writes into `e_flags` for each `-mcpu` (and agrees with LLVM's AMDGPUUsage
//! document).

use crate::consts::*;
use crate::Error;

/// The processors and their `EF_AMDGPU_MACH` values, features and aliases:
/// the one processor table, in `amdgpu-isa`.
pub use amdgpu_isa::target::{Cpu as Processor, ALIASES, CPUS as PROCESSORS};

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

    /// The header llvm-mc 22 writes under a triple whose OS is not HSA
    /// (`amdgcn`, `amdgcn--amdpal`, `amdgcn-mesa-mesa3d`): OS/ABI `os_abi`,
    /// ABI version 0, and `e_flags` in the older layout, where a feature the
    /// processor has is one bit, set unless the feature is off (xnack
    /// `0x100`, sramecc `0x200`), and generic processors carry no generic
    /// version.
    pub fn for_other_os(
        processor: &str,
        xnack: FeatureSetting,
        sramecc: FeatureSetting,
        os_abi: u8,
    ) -> Result<Header, Error> {
        let p = Processor::by_name(processor)
            .ok_or_else(|| Error::UnknownProcessor(processor.to_string()))?;
        let mut e_flags = p.mach;
        if p.xnack && xnack != FeatureSetting::Off {
            e_flags |= EF_AMDGPU_FEATURE_XNACK_V3;
        }
        if p.sramecc && sramecc != FeatureSetting::Off {
            e_flags |= EF_AMDGPU_FEATURE_SRAMECC_V3;
        }
        Ok(Header {
            os_abi,
            abi_version: 0,
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
