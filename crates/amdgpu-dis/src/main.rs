//! `amdgpu-dis FILE [-o OUT] [--mcpu=CPU]`: an AMDGPU ELF file to assembly
//! source that llvm-mc 22 accepts.

use clap::Parser;
use std::io::Write;
use std::process::ExitCode;

/// Disassembles an AMDGPU relocatable object or code object into complete
/// assembly source (llvm-mc 22 syntax).
#[derive(Parser)]
#[command(name = "amdgpu-dis", version)]
struct Args {
    /// The ELF file.
    file: std::path::PathBuf,
    /// Where to write the source (default: standard output).
    #[arg(short = 'o')]
    out: Option<std::path::PathBuf>,
    /// Processor or target id to decode for (default: from e_flags).
    #[arg(long)]
    mcpu: Option<String>,
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
