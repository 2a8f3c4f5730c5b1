//! Reading the input file. A large regular file is mapped into memory
//! (populated in one call) rather than read into a fresh buffer, as llvm-mc
//! does: a copy of the bytes and a page fault per page of it are most of
//! the cost of reading a large source.

use std::fs;
use std::io::{self, Read};
use std::ops::Deref;
use std::path::Path;

/// The bytes of an input.
pub enum Input {
    Owned(Vec<u8>),
    #[cfg(unix)]
    Mapped(Mapping),
}

impl Deref for Input {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            Input::Owned(v) => v,
            #[cfg(unix)]
            Input::Mapped(m) => m.bytes(),
        }
    }
}

/// Files smaller than this are read: mapping costs more than it saves.
/// (Reading copies into fresh pages, one fault each, about 3 us apiece on
/// a virtual machine; a mapping of the page cache faults once per 16
/// pages: a 640 KB source takes 160 faults read, about 10 mapped.)
#[cfg(unix)]
const MAP_AT_LEAST: u64 = 64 << 10;

/// The largest input taken (a file, or what standard input gives before it
/// ends); a larger one is an error.
pub const MAX_INPUT: u64 = 4 << 30;

fn too_large(name: &str) -> String {
    format!(
        "{name}: more than {} GiB, the most an input may have",
        MAX_INPUT >> 30
    )
}

/// Reads `path`, or standard input for `None` and `-`; returns the name
/// diagnostics use and the bytes. A path must name a regular file (a
/// device such as /dev/urandom, a FIFO or a directory is refused before it
/// is opened) of at most [`MAX_INPUT`] bytes.
pub fn read_input(input: Option<&Path>) -> Result<(String, Input), String> {
    match input {
        None => read_stdin(),
        Some(p) if p == Path::new("-") => read_stdin(),
        Some(p) => {
            let name = p.display().to_string();
            let err = |e: io::Error| format!("{name}: {e}");
            let regular = |m: &fs::Metadata| {
                if !m.is_file() {
                    Err(format!("{name}: not a regular file"))
                } else if m.len() > MAX_INPUT {
                    Err(too_large(&name))
                } else {
                    Ok(())
                }
            };
            // Looked at before it is opened: opening a FIFO waits for a
            // writer.
            regular(&fs::metadata(p).map_err(err)?)?;
            let f = fs::File::open(p).map_err(err)?;
            let meta = f.metadata().map_err(err)?;
            regular(&meta)?;
            #[cfg(unix)]
            if meta.is_file() && meta.len() >= MAP_AT_LEAST {
                if let Some(m) = Mapping::new(&f, meta.len()) {
                    return Ok((name, Input::Mapped(m)));
                }
            }
            let mut bytes = Vec::with_capacity(meta.len() as usize);
            // (A file that grows while it is read stops at the ceiling.)
            f.take(MAX_INPUT + 1).read_to_end(&mut bytes).map_err(err)?;
            if bytes.len() as u64 > MAX_INPUT {
                return Err(too_large(&name));
            }
            Ok((name, Input::Owned(bytes)))
        }
    }
}

/// Standard input, a stream: read until it ends or passes [`MAX_INPUT`].
fn read_stdin() -> Result<(String, Input), String> {
    let name = "<stdin>";
    let mut bytes = Vec::new();
    io::stdin()
        .lock()
        .take(MAX_INPUT + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("{name}: {e}"))?;
    if bytes.len() as u64 > MAX_INPUT {
        return Err(too_large(name));
    }
    Ok((name.to_string(), Input::Owned(bytes)))
}

/// A read-only private mapping of a whole file (populated at once on
/// Linux: one call instead of a fault per 16 pages).
#[cfg(unix)]
pub struct Mapping(memmap2::Mmap);

#[cfg(unix)]
impl Mapping {
    fn new(f: &fs::File, len: u64) -> Option<Mapping> {
        let len = usize::try_from(len).ok()?;
        // SAFETY: a read-only private mapping of an open regular file, of
        // the file's length. (A file truncated by another process while we
        // read it would fault, as it does for llvm-mc, which maps its
        // inputs too.)
        let map = unsafe {
            memmap2::MmapOptions::new()
                .len(len)
                .populate()
                .map_copy_read_only(f)
        };
        map.ok().map(Mapping)
    }

    fn bytes(&self) -> &[u8] {
        &self.0
    }
}
