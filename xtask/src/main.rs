use std::ffi::OsString;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use xtask::{bench, codegen};

/// Developer tasks for the amdgpu-asm workspace.
#[derive(Parser)]
#[command(name = "xtask")]
struct Cli {
    #[command(subcommand)]
    task: Task,
}

#[derive(Subcommand)]
enum Task {
    /// Regenerate crates/amdgpu-isa/src/generated/ from data/isa/*.txt.
    Gen,
    /// Time amdgpu-as against llvm-mc 22 on the same large input (assembly and
    /// disassembly).
    Bench {
        /// Number of input lines (assembly) and of instructions (disassembly).
        #[arg(long, default_value_t = 250_000)]
        lines: usize,
        /// Processor.
        #[arg(long, default_value = "gfx900")]
        mcpu: String,
        /// Runs per tool and comparison (the median is reported).
        #[arg(long, default_value_t = 5)]
        reps: usize,
        /// Corpus to take lines from (default tests/corpus/<mcpu>/random.txt).
        #[arg(long)]
        corpus: Option<PathBuf>,
        /// Disassembly corpus to take instructions from (default
        /// tests/corpus/<mcpu>/dis-real.txt, else dis-random.txt).
        #[arg(long)]
        dis_corpus: Option<PathBuf>,
    },
    /// Internal to `bench`: run a command, print its wall time (ns), peak RSS
    /// (KiB) and exit status.
    #[command(name = bench::MEASURE_TASK, hide = true)]
    MeasureChild {
        #[arg(required = true, trailing_var_arg = true, allow_hyphen_values = true)]
        command: Vec<OsString>,
    },
}

fn main() -> ExitCode {
    match Cli::parse().task {
        Task::Gen => gen(),
        Task::MeasureChild { command } => {
            if bench::measure_child(&command) {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Task::Bench {
            lines,
            mcpu,
            reps,
            corpus,
            dis_corpus,
        } => {
            let opts = bench::Options {
                lines,
                mcpu,
                reps,
                corpus,
                dis_corpus,
            };
            if bench::run(&opts) {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
    }
}

fn gen() -> ExitCode {
    let root = codegen::workspace_root();
    let sources = match codegen::read_sources(&root.join(codegen::DATA_DIR)) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    if let Some(note) = codegen::coverage_note(&sources) {
        eprintln!("{note}");
    }
    let outputs = match codegen::generate(&sources) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}");
            eprintln!("error: table generation failed; nothing written");
            return ExitCode::FAILURE;
        }
    };
    match codegen::write_outputs(&root, &outputs) {
        Ok(written) => {
            for w in &written {
                println!("wrote {}/{w}", codegen::OUT_DIR);
            }
            println!(
                "{} file(s) generated, {} changed",
                outputs.len(),
                written.len()
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
