//! Linking one relocatable object into an HSA code object (`ET_DYN`).

use crate::model::Object;
use crate::Error;

/// The `.comment` string of the reference linker.
pub const LLD_COMMENT: &str = "Linker: Debian LLD 22.1.8";

/// Options of [`link_code_object_with`].
#[derive(Debug, Clone)]
pub struct LinkOptions {
    /// Contents of `.comment` (without NUL); `None` leaves the section out.
    pub comment: Option<String>,
}

impl Default for LinkOptions {
    fn default() -> Self {
        LinkOptions {
            comment: Some(LLD_COMMENT.to_string()),
        }
    }
}

/// Links `obj` as `ld.lld -shared` does.
pub fn link_code_object(obj: &Object) -> Result<Vec<u8>, Error> {
    link_code_object_with(obj, &LinkOptions::default())
}

/// Links `obj` with options.
pub fn link_code_object_with(_obj: &Object, _opts: &LinkOptions) -> Result<Vec<u8>, Error> {
    Err(Error::Unsupported("linking".into()))
}
