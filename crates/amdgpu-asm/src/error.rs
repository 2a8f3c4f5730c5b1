//! The error of the calls that make output bytes ([`crate::object`],
//! [`crate::build`]).

use crate::{Diagnostic, Severity};

/// Why no output was made.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// The source has errors: every diagnostic of the assembly (warnings
    /// included), in source order; at least one is an error.
    Source(Vec<Diagnostic>),
    /// The processor, target id, feature list or triple is not valid.
    Target(amdgpu_isa::TargetError),
    /// The ELF writer or the linker refused the assembled sections (a
    /// relocation it cannot apply, a size past the format's limits).
    Output(amdgpu_elf::Error),
    /// A relocation names a symbol the object has no entry for.
    MissingSymbol(String),
}

impl Error {
    /// The diagnostics of a [`Error::Source`] error (empty for the others).
    pub fn diagnostics(&self) -> &[Diagnostic] {
        match self {
            Error::Source(d) => d,
            _ => &[],
        }
    }

    /// The first error among [`Error::diagnostics`].
    pub fn first_error(&self) -> Option<&Diagnostic> {
        self.diagnostics()
            .iter()
            .find(|d| d.severity == Severity::Error)
    }
}

impl std::fmt::Display for Error {
    /// The first error, located (`<source>:2:13: error: ...`), and how
    /// many more there are; or what the target or writer refused.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::Source(diags) => {
                let n = diags
                    .iter()
                    .filter(|d| d.severity == Severity::Error)
                    .count();
                match self.first_error() {
                    Some(d) => write!(f, "{d}")?,
                    None => f.write_str("the source has errors")?,
                }
                if n > 1 {
                    write!(
                        f,
                        " (and {} more error{})",
                        n - 1,
                        if n > 2 { "s" } else { "" }
                    )?;
                }
                Ok(())
            }
            Error::Target(e) => write!(f, "{e}"),
            Error::Output(e) => write!(f, "{e}"),
            Error::MissingSymbol(s) => write!(f, "relocation against '{s}' has no symbol"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Output(e) => Some(e),
            Error::Target(e) => Some(e),
            _ => None,
        }
    }
}

impl From<amdgpu_elf::Error> for Error {
    fn from(e: amdgpu_elf::Error) -> Error {
        Error::Output(e)
    }
}

impl From<amdgpu_isa::TargetError> for Error {
    fn from(e: amdgpu_isa::TargetError) -> Error {
        Error::Target(e)
    }
}
