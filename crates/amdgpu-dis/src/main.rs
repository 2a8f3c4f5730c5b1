//! `amdgpu-dis FILE [-o OUT] [--mcpu=CPU]`: an AMDGPU ELF file to assembly
//! source that llvm-mc 22 accepts.

// On Linux with glibc the C `main` below starts the work, without the
// Rust runtime's start-up (see `amdgpu_asm::entry`).
#![cfg_attr(all(target_os = "linux", target_env = "gnu", not(test)), no_main)]

use clap::{value_parser, Arg, ArgAction, Command};
use std::io::Write;
use std::path::PathBuf;

/// The system's allocator, but a refused allocation is an error naming
/// the input (exit status 1), not an abort.
#[global_allocator]
static ALLOC: amdgpu_asm::memory::Guard = amdgpu_asm::memory::Guard;

/// The parsed command line.
struct Args {
    file: PathBuf,
    out: Option<PathBuf>,
    mcpu: Option<String>,
}

impl Args {
    /// Parses the process's arguments; exits on an error, `--help` or
    /// `--version` (clap's builder API: a derive would bring in a
    /// proc-macro, which the static build cannot compile).
    fn parse() -> Args {
        let mut m = Command::new("amdgpu-dis")
            .version(env!("CARGO_PKG_VERSION"))
            .about(
                "Disassembles an AMDGPU relocatable object or code object into complete \
                 assembly source (llvm-mc 22 syntax)",
            )
            .arg(
                Arg::new("file")
                    .value_name("FILE")
                    .required(true)
                    .action(ArgAction::Set)
                    .value_parser(value_parser!(PathBuf))
                    .help("The ELF file (`-`: standard input)"),
            )
            .arg(
                Arg::new("out")
                    .short('o')
                    .value_name("OUT")
                    .action(ArgAction::Set)
                    .value_parser(value_parser!(PathBuf))
                    .help("Where to write the source (default: standard output)"),
            )
            .arg(
                Arg::new("mcpu")
                    .long("mcpu")
                    .value_name("MCPU")
                    .action(ArgAction::Set)
                    .help("Processor or target id to decode for (default: from e_flags)"),
            )
            .get_matches();
        Args {
            file: m.remove_one("file").expect("required"),
            out: m.remove_one("out"),
            mcpu: m.remove_one("mcpu"),
        }
    }
}

/// The largest input taken: an AMDGPU code object is far smaller, and a
/// larger file is refused before anything is read.
const MAX_INPUT: u64 = 4 << 30;

/// The bytes of the input file: mapped, not read, so that only the pages
/// the ELF headers lead to (the headers, the section header table and the
/// sections disassembled) are ever brought in, whatever the file's size.
enum Input {
    Empty,
    Mapped(memmap2::Mmap),
    /// Read from standard input (`-`).
    Read(Vec<u8>),
}

/// The most bytes taken from standard input: a pipe has no size to look
/// at first, so it is read up to this and refused past it.
const MAX_STDIN: u64 = 256 << 20;

impl std::ops::Deref for Input {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            Input::Empty => &[],
            Input::Mapped(m) => m,
            Input::Read(v) => v,
        }
    }
}

/// Opens `path` for reading: a regular file of at most [`MAX_INPUT`] bytes
/// (a device such as /dev/zero, a FIFO or a directory is refused at once:
/// it may never end, or be no file at all).
fn open_input(path: &std::path::Path) -> Result<Input, String> {
    if path == std::path::Path::new("-") {
        use std::io::Read;
        let mut v = Vec::new();
        std::io::stdin()
            .lock()
            .take(MAX_STDIN + 1)
            .read_to_end(&mut v)
            .map_err(|e| e.to_string())?;
        if v.len() as u64 > MAX_STDIN {
            return Err(format!(
                "more than the {} MiB standard input may give",
                MAX_STDIN >> 20
            ));
        }
        return Ok(Input::Read(v));
    }
    // Looked at before it is opened: opening a FIFO waits for a writer.
    let regular = |m: &std::fs::Metadata| {
        if m.is_file() {
            Ok(())
        } else {
            Err("not a regular file".to_string())
        }
    };
    regular(&std::fs::metadata(path).map_err(|e| e.to_string())?)?;
    let f = std::fs::File::open(path).map_err(|e| e.to_string())?;
    let meta = f.metadata().map_err(|e| e.to_string())?;
    regular(&meta)?;
    if meta.len() > MAX_INPUT {
        return Err(format!(
            "{} bytes, more than the {} GiB an input may have",
            meta.len(),
            MAX_INPUT >> 30
        ));
    }
    if meta.len() == 0 {
        return Ok(Input::Empty);
    }
    // SAFETY: a read-only private mapping of a regular file, dropped before
    // the process ends. Another process truncating the file while it is
    // read would fault this one (as it would llvm-objdump, which maps its
    // inputs too); its bytes changing would only change the output.
    let map = unsafe { memmap2::Mmap::map(&f) }.map_err(|e| e.to_string())?;
    Ok(Input::Mapped(map))
}

amdgpu_asm::tool_main!(work);

/// The whole run: its exit status.
fn work() -> u8 {
    let args = Args::parse();
    amdgpu_asm::memory::set_context("amdgpu-dis", &args.file.to_string_lossy());
    let bytes = match open_input(&args.file) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("amdgpu-dis: error: {}: {e}", args.file.display());
            return 1;
        }
    };
    let opts = amdgpu_dis::Options { mcpu: args.mcpu };
    let src = match amdgpu_dis::to_source(&bytes, &opts) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("amdgpu-dis: {}: {e}", args.file.display());
            return 1;
        }
    };
    let r = match &args.out {
        Some(p) => std::fs::write(p, src.as_bytes()),
        None => std::io::stdout().lock().write_all(src.as_bytes()),
    };
    if let Err(e) = r {
        eprintln!("amdgpu-dis: writing: {e}");
        return 1;
    }
    0
}
