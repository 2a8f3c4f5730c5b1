//! `amdgpu-dis FILE [-o OUT] [--mcpu=CPU]`: an AMDGPU ELF file to assembly
//! source that llvm-mc 22 accepts.

use clap::{value_parser, Arg, ArgAction, Command};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

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
                    .help("The ELF file"),
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

fn main() -> ExitCode {
    let args = Args::parse();
    let bytes = match std::fs::read(&args.file) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("amdgpu-dis: {}: {e}", args.file.display());
            return ExitCode::FAILURE;
        }
    };
    let opts = amdgpu_dis::Options { mcpu: args.mcpu };
    let src = match amdgpu_dis::to_source(&bytes, &opts) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("amdgpu-dis: {}: {e}", args.file.display());
            return ExitCode::FAILURE;
        }
    };
    let r = match &args.out {
        Some(p) => std::fs::write(p, src.as_bytes()),
        None => std::io::stdout().lock().write_all(src.as_bytes()),
    };
    if let Err(e) = r {
        eprintln!("amdgpu-dis: writing: {e}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
