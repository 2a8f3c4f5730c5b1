//! AMDGPU ELF files (relocatable objects and HSA code objects) back to
//! assembly source that llvm-mc 22 accepts: assembling the source and
//! linking it with `ld.lld -shared` gives a code object with the same
//! kernels (code bytes, kernel descriptors, metadata note, ELF flags).
//!
//! The stage: [`amdgpu_elf::read`] gives sections, symbols, relocations and
//! notes; text sections go through the table-driven decoder and printer of
//! `amdgpu-isa` (GFX9 processors; other processors and words the decoder
//! rejects are written as `.long`, so that bytes never change); kernel
//! descriptors become `.amdhsa_kernel` blocks through [`amdgpu_hsa::describe`]
//! and the metadata note becomes `.amdgpu_metadata` YAML through
//! [`amdgpu_hsa::msgpack_to_yaml`].
//!
//! ```
//! // A relocatable object with one kernel would come from a file; any
//! // malformed input gives an error, never a panic.
//! let err = amdgpu_dis::to_source(b"not an ELF file", &amdgpu_dis::Options::default());
//! assert!(err.is_err());
//! ```

#![deny(missing_docs)]

mod emit;
mod text;

pub use emit::Dropped;

/// What [`to_source`] may be told.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// A processor or target id (`gfx906`, `gfx90a:xnack+`) to decode for,
    /// instead of the one that `e_flags` names. It also becomes the
    /// `.amdgcn_target` of the output.
    pub mcpu: Option<String>,
}

/// Why no source could be written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The input is not an AMDGPU ELF file this crate can read.
    Elf(amdgpu_elf::Error),
    /// No processor: `e_flags` names none and no `--mcpu` was given, or the
    /// one given is unknown.
    Target(String),
    /// Something the output cannot express (an ABI version other than the
    /// code object versions 4, 5 and 6 that llvm-mc 22 writes, ...).
    Unsupported(String),
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::Elf(e) => write!(f, "{e}"),
            Error::Target(m) => write!(f, "target: {m}"),
            Error::Unsupported(m) => write!(f, "not supported: {m}"),
        }
    }
}

impl std::error::Error for Error {}

impl From<amdgpu_elf::Error> for Error {
    fn from(e: amdgpu_elf::Error) -> Error {
        Error::Elf(e)
    }
}

/// The source of an AMDGPU ELF file, with what it leaves out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Disassembly {
    /// The assembly source (llvm-mc 22 syntax).
    pub source: String,
    /// The target id of `.amdgcn_target` (`gfx900:xnack-`).
    pub target_id: String,
    /// The code object version of `.amdhsa_code_object_version`.
    pub code_object_version: u32,
    /// What the source does not carry (also listed as comments at its top).
    pub dropped: Vec<Dropped>,
    /// Instructions written as text (the rest are `.long`/`.byte`).
    pub instructions: usize,
    /// Words written as `.long` in text sections.
    pub raw_words: usize,
    /// Kernel descriptors written as `.amdhsa_kernel` blocks.
    pub kernels: usize,
    /// Kernel descriptors written as raw bytes.
    pub raw_kernels: usize,
}

/// Disassembles an AMDGPU ELF file (`ET_REL` or `ET_DYN`) into complete
/// assembly source.
pub fn to_source(bytes: &[u8], opts: &Options) -> Result<String, Error> {
    disassemble(bytes, opts).map(|d| d.source)
}

/// [`to_source`] with the facts about what was written and dropped.
pub fn disassemble(bytes: &[u8], opts: &Options) -> Result<Disassembly, Error> {
    let obj = amdgpu_elf::read(bytes)?;
    emit::run(&obj, opts)
}
