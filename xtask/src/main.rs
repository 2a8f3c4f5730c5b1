use std::ffi::OsString;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{value_parser, Arg, ArgAction, ArgMatches, Command};
use xtask::{bench, codegen, order, pgo};

enum Task {
    Gen,
    Bench {
        lines: usize,
        mcpu: String,
        reps: usize,
        corpus: Option<PathBuf>,
        dis_corpus: Option<PathBuf>,
        real: Option<PathBuf>,
    },
    MeasureChild {
        command: Vec<OsString>,
    },
    Pgo {
        real: Option<PathBuf>,
        profdata: Option<PathBuf>,
    },
    Order,
}

/// The command line's grammar and help (clap's builder API: a derive would
/// bring in a proc-macro, which the static build cannot compile).
fn command() -> Command {
    let opt = |id: &'static str, long: &'static str, value_name: &'static str| {
        Arg::new(id)
            .long(long)
            .value_name(value_name)
            .action(ArgAction::Set)
    };
    Command::new("xtask")
        .about("Developer tasks for the amdgpu-asm workspace")
        .subcommand_required(true)
        .arg_required_else_help(true)
        .subcommand(
            Command::new("gen")
                .about("Regenerate crates/amdgpu-isa/src/generated/ from data/isa/*.txt"),
        )
        .subcommand(
            Command::new("bench")
                .about(
                    "Time amdgpu-as against llvm-mc 22 on the same large input (assembly and \
                     disassembly)",
                )
                .arg(
                    opt("lines", "lines", "LINES")
                        .value_parser(value_parser!(usize))
                        .default_value("250000")
                        .help("Number of input lines (assembly) and of instructions (disassembly)"),
                )
                .arg(
                    opt("mcpu", "mcpu", "MCPU")
                        .default_value("gfx900")
                        .help("Processor"),
                )
                .arg(
                    opt("reps", "reps", "REPS")
                        .value_parser(value_parser!(usize))
                        .default_value("5")
                        .help("Runs per tool and comparison (the median is reported)"),
                )
                .arg(
                    opt("corpus", "corpus", "CORPUS")
                        .value_parser(value_parser!(PathBuf))
                        .help("Corpus to take lines from (default tests/corpus/<mcpu>/random.txt)"),
                )
                .arg(
                    opt("dis_corpus", "dis-corpus", "DIS_CORPUS")
                        .value_parser(value_parser!(PathBuf))
                        .help(
                            "Disassembly corpus to take instructions from (default \
                             tests/corpus/<mcpu>/dis-real.txt, else dis-random.txt, else the bytes of random.txt)",
                        ),
                )
                .arg(
                    opt("real", "real", "MANIFEST")
                        .value_parser(value_parser!(PathBuf))
                        .help(
                            "Time real sources instead: a manifest of DIR<TAB>FILE<TAB>ARGS lines \
                             (tools/realsrc.py); objects are checked byte-identical, then timed \
                             per case",
                        ),
                ),
        )
        .subcommand(
            Command::new("pgo")
                .about(
                    "Make pgo/amdgpu-as.profdata: run an instrumented amdgpu-as on the committed \
                     corpora, kernels and sources, and merge the profile",
                )
                .arg(
                    opt("real", "real", "MANIFEST")
                        .value_parser(value_parser!(PathBuf))
                        .help("Also run the real sources of a manifest (as `bench --real` takes)"),
                )
                .arg(
                    opt("profdata", "profdata", "PATH")
                        .value_parser(value_parser!(PathBuf))
                        .help("llvm-profdata to merge with (default: one of rustc's LLVM)"),
                ),
        )
        .subcommand(Command::new("order").about(
            "Make pgo/order.txt: the functions typical runs of target/release's amdgpu-as and \
             amdgpu-dis execute (under callgrind), which the linker then places together",
        ))
        .subcommand(
            Command::new(bench::MEASURE_TASK)
                .about(
                    "Internal to `bench`: run a command, print its wall time (ns), peak RSS \
                     (KiB) and exit status",
                )
                .hide(true)
                .arg(
                    Arg::new("command")
                        .value_name("COMMAND")
                        .num_args(1..)
                        .action(ArgAction::Append)
                        .value_parser(value_parser!(OsString))
                        .required(true)
                        .trailing_var_arg(true)
                        .allow_hyphen_values(true),
                ),
        )
}

impl Task {
    fn from_matches(mut m: ArgMatches) -> Task {
        let Some((name, mut sub)) = m.remove_subcommand() else {
            unreachable!("clap requires a subcommand");
        };
        match name.as_str() {
            "gen" => Task::Gen,
            "bench" => Task::Bench {
                lines: sub.remove_one("lines").expect("defaulted"),
                mcpu: sub.remove_one("mcpu").expect("defaulted"),
                reps: sub.remove_one("reps").expect("defaulted"),
                corpus: sub.remove_one("corpus"),
                dis_corpus: sub.remove_one("dis_corpus"),
                real: sub.remove_one("real"),
            },
            "pgo" => Task::Pgo {
                real: sub.remove_one("real"),
                profdata: sub.remove_one("profdata"),
            },
            "order" => Task::Order,
            bench::MEASURE_TASK => Task::MeasureChild {
                command: sub
                    .remove_many("command")
                    .map(Iterator::collect)
                    .unwrap_or_default(),
            },
            other => unreachable!("subcommand {other} has no task"),
        }
    }
}

fn main() -> ExitCode {
    match Task::from_matches(command().get_matches()) {
        Task::Gen => gen(),
        Task::MeasureChild { command } => {
            if bench::measure_child(&command) {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Task::Pgo { real, profdata } => {
            if pgo::run(&pgo::Options { real, profdata }) {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Task::Order => {
            if order::run() {
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
            real,
        } => {
            let opts = bench::Options {
                lines,
                mcpu,
                reps,
                corpus,
                dis_corpus,
                real,
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
