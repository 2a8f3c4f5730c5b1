//! `amdgpu-as`: assembles LLVM AMDGPU assembly, bit-identical to llvm-mc 22.
//!
//! A thin shell over [`amdgpu_asm::assemble`]: argument parsing (llvm-mc's
//! single-dash spellings included), input, output and diagnostics rendering.

// On Linux with glibc the C `main` below starts the work, without the
// Rust runtime's start-up (see `amdgpu_asm::entry`).
#![cfg_attr(all(target_os = "linux", target_env = "gnu", not(test)), no_main)]

mod disasm;
mod input;
mod repeats;

use std::ffi::OsString;
use std::fs::{self, File};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

use amdgpu_asm::{Assembly, Target};

/// The system's allocator, but a refused allocation is a located error
/// (exit status 1, no output file), not an abort.
#[global_allocator]
static ALLOC: amdgpu_asm::memory::Guard = amdgpu_asm::memory::Guard;
use clap::builder::PossibleValue;
use clap::{value_parser, Arg, ArgAction, ArgMatches, Command, ValueEnum};
use input::read_input;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FileType {
    /// Assembly listing (one line per instruction).
    Asm,
    /// Raw machine code bytes.
    Bin,
    /// ELF relocatable object (equal to llvm-mc's).
    Obj,
    /// Loadable HSA code object (what `ld.lld -shared` makes of the object).
    Co,
    /// Nothing: the source is assembled and checked (llvm-mc's `null`).
    Null,
}

impl ValueEnum for FileType {
    fn value_variants<'a>() -> &'a [Self] {
        &[
            FileType::Asm,
            FileType::Bin,
            FileType::Obj,
            FileType::Co,
            FileType::Null,
        ]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        let (name, help) = match self {
            FileType::Asm => ("asm", "Assembly listing (one line per instruction)"),
            FileType::Bin => ("bin", "Raw machine code bytes"),
            FileType::Obj => ("obj", "ELF relocatable object (equal to llvm-mc's)"),
            FileType::Co => (
                "co",
                "Loadable HSA code object (what `ld.lld -shared` makes of the object)",
            ),
            FileType::Null => ("null", "Nothing: assemble and report diagnostics only"),
        };
        Some(PossibleValue::new(name).help(help))
    }
}

/// The parsed command line.
#[derive(Debug)]
struct Cli {
    mcpu: Option<String>,
    mattr: Vec<String>,
    triple: Option<String>,
    arch: Option<String>,
    show_encoding: bool,
    disassemble: bool,
    /// 0: auto.
    threads: usize,
    filetype: FileType,
    amdhsa_code_object_version: Option<u32>,
    include: Vec<PathBuf>,
    defsym: Vec<String>,
    max_output_size: Option<u64>,
    max_expansion: Option<u64>,
    output: Option<PathBuf>,
    input: Option<PathBuf>,
    fatal_warnings: bool,
    no_warn: bool,
}

/// The command line's grammar and help (clap's builder API: a derive would
/// bring in a proc-macro, which the static build cannot compile).
fn command() -> Command {
    let opt = |id: &'static str, value_name: &'static str, help: &'static str| {
        Arg::new(id)
            .long(id)
            .value_name(value_name)
            .action(ArgAction::Set)
            .help(help)
    };
    let flag = |id: &'static str, help: &'static str| {
        Arg::new(id).long(id).action(ArgAction::SetTrue).help(help)
    };
    Command::new("amdgpu-as")
        .version(env!("CARGO_PKG_VERSION"))
        .args_override_self(true)
        .about("Assembles AMDGPU assembly (LLVM syntax), bit-identical to llvm-mc 22")
        .long_about(
            "Assembles AMDGPU assembly (LLVM syntax), bit-identical to llvm-mc 22.\n\n\
             llvm-mc's single-dash spellings (`-mcpu=gfx900`, `-show-encoding`, \
             `-filetype=bin`, `-triple=...`, `-arch=amdgcn`) are accepted too.",
        )
        .arg(opt(
            "mcpu",
            "NAME",
            "Processor: name, alias or target id (`gfx900`, `fiji`, `gfx90a:xnack+`); \
             `help` lists them. Default: `generic` (gfx600)",
        ))
        .arg(
            opt(
                "mattr",
                "LIST",
                "Features, llvm style: `+xnack,-sramecc,+wavefrontsize64`",
            )
            .action(ArgAction::Append),
        )
        .arg(opt(
            "triple",
            "TRIPLE",
            "Target triple; only `amdgcn-*` is supported",
        ))
        .arg(opt(
            "arch",
            "ARCH",
            "Architecture; only `amdgcn` is supported",
        ))
        .arg(flag(
            "fatal-warnings",
            "Treat warnings as errors (the run fails and writes no output)",
        ))
        .arg(
            // (`-w` is not llvm-mc 22's: it knows `--no-warn` only.)
            flag(
                "no-warn",
                "Suppress warnings (before --fatal-warnings sees them, as in llvm-mc)",
            )
            .short('w'),
        )
        .arg(flag(
            "show-encoding",
            "Print each instruction's encoding after it",
        ))
        .arg(flag(
            "print-imm-hex",
            "Prefer hex format for immediate values (as in llvm-mc 22, AMDGPU's \
             listing is the same either way: literals are hex already)",
        ))
        .arg(flag(
            "disassemble",
            "Disassemble: the input is bytes (`0x00 0x00 0x80 0xbf`, any number \
             per line, `#` comments), all lines one stream, as llvm-mc reads it",
        ))
        .arg(
            opt(
                "threads",
                "N",
                "Threads for disassembly and for assembling a large source (the \
                 output is the same): `auto` (the default) uses the \
                 processors this process may use, at most 4, on large inputs only; \
                 1 never starts another thread",
            )
            .value_parser(parse_threads)
            .default_value("auto"),
        )
        .arg(
            opt("filetype", "KIND", "Output kind")
                .value_parser(value_parser!(FileType))
                .default_value("asm"),
        )
        .arg(
            opt(
                "amdhsa-code-object-version",
                "N",
                "Code object version when the source does not say \
                 (`.amdhsa_code_object_version`): 4, 5 or 6 (default 6)",
            )
            .value_parser(value_parser!(u32).range(4..=6)),
        )
        .arg(
            Arg::new("include")
                .short('I')
                .value_name("DIR")
                .action(ArgAction::Append)
                .value_parser(value_parser!(PathBuf))
                .help("A directory `.include` searches (after the name as written)"),
        )
        .arg(
            opt(
                "defsym",
                "NAME=VALUE",
                "Defines a symbol before the first line: `--defsym NAME=VALUE`",
            )
            .action(ArgAction::Append),
        )
        .arg(
            opt(
                "max-output-size",
                "BYTES",
                "The most bytes the output's sections may hold together \
                 (default 268435456, 256 MiB; `.lcomm`/`.bss` space does not count): \
                 a directive that would pass it is an error",
            )
            .value_parser(parse_size),
        )
        .arg(
            opt(
                "max-expansion",
                "BYTES",
                "The most work macro, repetition and include expansion may take together, \
                 in bytes of the lines they produce or skip, each line counted as at least 16 \
                 (default 33554432, 32 MiB): a source that goes past it is one error",
            )
            .value_parser(parse_size),
        )
        .arg(
            Arg::new("output")
                .short('o')
                .value_name("FILE")
                .action(ArgAction::Set)
                .value_parser(value_parser!(PathBuf))
                .help("Output file (`-`: standard output)"),
        )
        .arg(
            Arg::new("input")
                .value_name("FILE")
                .action(ArgAction::Set)
                .value_parser(value_parser!(PathBuf))
                .help("Input file (`-` or none: standard input)"),
        )
}

impl Cli {
    fn from_matches(m: &mut ArgMatches) -> Cli {
        let many = |m: &mut ArgMatches, id: &str| -> Vec<String> {
            m.remove_many(id).map(Iterator::collect).unwrap_or_default()
        };
        Cli {
            mcpu: m.remove_one("mcpu"),
            mattr: many(m, "mattr"),
            triple: m.remove_one("triple"),
            arch: m.remove_one("arch"),
            show_encoding: m.get_flag("show-encoding"),
            disassemble: m.get_flag("disassemble"),
            threads: m.remove_one("threads").unwrap_or(0),
            filetype: m.remove_one("filetype").unwrap_or(FileType::Asm),
            amdhsa_code_object_version: m.remove_one("amdhsa-code-object-version"),
            include: m
                .remove_many("include")
                .map(Iterator::collect)
                .unwrap_or_default(),
            defsym: many(m, "defsym"),
            max_output_size: m.remove_one("max-output-size"),
            max_expansion: m.remove_one("max-expansion"),
            output: m.remove_one("output"),
            input: m.remove_one("input"),
            fatal_warnings: m.get_flag("fatal-warnings"),
            no_warn: m.get_flag("no-warn"),
        }
    }
}

/// Long options that take a value (`--mcpu=gfx900` or `--mcpu gfx900`),
/// spelled with one dash or two, as llvm-mc reads them.
const LONG_VALUES: &[&str] = &[
    "mcpu",
    "mattr",
    "triple",
    "arch",
    "filetype",
    "amdhsa-code-object-version",
    "defsym",
    "threads",
    "max-output-size",
    "max-expansion",
];

/// Switches (llvm-mc's `cl::opt<bool>`): `--show-encoding`, or with a
/// value, `--show-encoding=false`.
const LONG_FLAGS: &[&str] = &[
    "show-encoding",
    "fatal-warnings",
    "no-warn",
    "print-imm-hex",
];

/// Options that take no value at all.
const LONG_ACTIONS: &[&str] = &["disassemble", "help", "version"];

/// The values of `--filetype`.
const FILETYPES: &[&str] = &["asm", "bin", "obj", "co", "null"];

/// A command line that cannot be read: the lines to print (llvm-mc's
/// words), ending the run as a usage error.
#[derive(Debug)]
struct UsageError(String);

/// Maps llvm-mc's spellings to clap's: `-mcpu=x` and `--mcpu=x` become
/// `--mcpu=x`, `--show-encoding=false` drops the switch, `=true`/`=1`
/// keeps it. An option neither knows is refused as llvm-mc refuses it
/// (`Unknown command line argument`, with the nearest option as `Did you
/// mean`); a single-dash word but `-o`, `-I`, `-w`, `-h` and `-V` is a
/// long option (clap would read `-output-asm-variant=1` as `-o utput-...`).
fn normalize_args(args: impl IntoIterator<Item = OsString>) -> Result<Vec<OsString>, UsageError> {
    let mut out: Vec<OsString> = Vec::new();
    let mut argv0 = String::from("amdgpu-as");
    let mut rest_positional = false;
    // The option whose value comes next (`-o`, `-I`: None inside).
    let mut value_of: Option<Option<&'static str>> = None;
    for (i, a) in args.into_iter().enumerate() {
        if i == 0 {
            argv0 = a.to_string_lossy().into_owned();
            out.push(a);
            continue;
        }
        if let Some(opt) = value_of.take() {
            if let (Some(opt), Some(v)) = (opt, a.to_str()) {
                check_value(opt, v)?;
            }
            out.push(a);
            continue;
        }
        if rest_positional {
            out.push(a);
            continue;
        }
        if a == "--" {
            rest_positional = true;
            out.push(a);
            continue;
        }
        let Some(s) = a.to_str() else {
            out.push(a);
            continue;
        };
        let body = match s.strip_prefix("--") {
            Some(b) => b,
            None => match s.strip_prefix('-') {
                // (`-` alone is standard input.)
                Some(b) if !b.is_empty() => {
                    if matches!(b, "o" | "h" | "V" | "I" | "w")
                        || b.starts_with("o=")
                        || (b.starts_with('I') && !is_long(b))
                    {
                        if b == "o" || b == "I" {
                            value_of = Some(None);
                        }
                        out.push(a);
                        continue;
                    }
                    b
                }
                _ => {
                    out.push(a);
                    continue;
                }
            },
        };
        let (name, value) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (body, None),
        };
        if name == "I" {
            // `--I=DIR`, `--I DIR` (llvm-mc takes `-I` with two dashes too).
            out.push(OsString::from("-I"));
            match value {
                Some(v) => out.push(OsString::from(v)),
                None => value_of = Some(None),
            }
        } else if let Some(&opt) = LONG_VALUES.iter().find(|&&o| o == name) {
            match value {
                Some(v) => check_value(opt, v)?,
                None => value_of = Some(Some(opt)),
            }
            out.push(OsString::from(format!("--{body}")));
        } else if let Some(&flag) = LONG_FLAGS.iter().find(|&&o| o == name) {
            let on = match value {
                None | Some("true" | "TRUE" | "True" | "1") => true,
                Some("false" | "FALSE" | "False" | "0") => false,
                Some(v) => {
                    return Err(UsageError(format!(
                        "amdgpu-as: for the --{flag} option: '{v}' is invalid value for boolean argument! Try 0 or 1\n"
                    )))
                }
            };
            // The last spelling wins, as in llvm-mc.
            let spelled = OsString::from(format!("--{flag}"));
            out.retain(|o| *o != spelled);
            if on {
                out.push(spelled);
            }
        } else if LONG_ACTIONS.contains(&name) {
            if let Some(v) = value {
                return Err(UsageError(format!(
                    "amdgpu-as: for the --{name} option: does not allow a value! '{v}' specified.\n"
                )));
            }
            out.push(OsString::from(format!("--{name}")));
        } else {
            let mut msg =
                format!("amdgpu-as: Unknown command line argument '{s}'.  Try: '{argv0} --help'\n");
            if let Some(best) = nearest_option(name.trim_start_matches('-')) {
                let v = value.map_or(String::new(), |v| format!("={v}"));
                msg.push_str(&format!("amdgpu-as: Did you mean '--{best}{v}'?\n"));
            }
            return Err(UsageError(msg));
        }
    }
    Ok(out)
}

/// Whether `-Iword` is a long option (`-include-...` would be one we do not
/// know) rather than `-I` with a directory glued on: a known long option's
/// name.
fn is_long(body: &str) -> bool {
    let name = body.split_once('=').map_or(body, |(n, _)| n);
    LONG_VALUES
        .iter()
        .chain(LONG_FLAGS)
        .chain(LONG_ACTIONS)
        .any(|o| *o == name)
}

/// A value llvm-mc would refuse, refused in its words.
fn check_value(opt: &str, v: &str) -> Result<(), UsageError> {
    if opt == "filetype" && !FILETYPES.contains(&v) {
        return Err(UsageError(format!(
            "amdgpu-as: for the --filetype option: Cannot find option named '{v}'!\n"
        )));
    }
    Ok(())
}

/// The known long option nearest to `name` by edit distance, if near
/// enough to be what was meant (at most a third of its letters differ,
/// and never more than 4).
fn nearest_option(name: &str) -> Option<&'static str> {
    let all = LONG_VALUES.iter().chain(LONG_FLAGS).chain(LONG_ACTIONS);
    let (d, best) = all.map(|o| (edit_distance(name, o), *o)).min()?;
    let limit = (best.len().max(name.len()) / 3).clamp(1, 4);
    (d <= limit).then_some(best)
}

/// Levenshtein distance between two short ASCII words.
fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, &ca) in a.iter().enumerate() {
        cur[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != cb);
            cur[j + 1] = sub.min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

amdgpu_asm::tool_main!(work);

/// The whole run: its exit status.
fn work() -> u8 {
    let args = match normalize_args(std::env::args_os()) {
        Ok(a) => a,
        Err(UsageError(m)) => {
            // (Exit status 1, as llvm-mc 22's for a bad command line.)
            eprint!("{m}");
            return 1;
        }
    };
    let cli = Cli::from_matches(&mut command().get_matches_from(args));
    amdgpu_asm::memory::set_context("amdgpu-as", "");
    if let Some(p) = cli.output.as_deref().filter(|p| removable(p)) {
        amdgpu_asm::memory::remove_on_failure(&[p]);
    }
    let result = run(&cli);
    if !matches!(result, Ok(true)) {
        if let Some(p) = cli.output.as_deref().filter(|p| *p != Path::new("-")) {
            remove_stale_output(p);
        }
    }
    match result {
        Ok(true) => 0,
        Ok(false) => 1,
        Err(msg) => {
            eprintln!("amdgpu-as: error: {msg}");
            1
        }
    }
}

/// The triple of `--arch=amdgcn` without `--triple`: llvm-mc 22's default
/// triple on x86_64 Linux with its architecture replaced.
const ARCH_ONLY_TRIPLE: &str = "amdgcn-pc-linux-gnu";

/// Builds the target from `--mcpu`, `--mattr`, `--triple`, `--arch`.
fn target(cli: &Cli) -> Result<Target, String> {
    if let Some(t) = &cli.triple {
        let arch = t.split('-').next().unwrap_or("");
        if arch != "amdgcn" {
            return Err(format!(
                "unsupported triple '{t}': only amdgcn (e.g. amdgcn-amd-amdhsa) is supported"
            ));
        }
    }
    if let Some(a) = &cli.arch {
        if a != "amdgcn" {
            return Err(format!(
                "unsupported architecture '{a}': only amdgcn is supported"
            ));
        }
    }
    let mut t = Target::parse(mcpu(cli).unwrap_or("generic"))?;
    // The OS of the triple: HSA without one, and llvm-mc's default
    // triple (its host's, `x86_64-pc-linux-gnu`, with the architecture
    // replaced: no OS) for `--arch=amdgcn` alone.
    match (&cli.triple, &cli.arch) {
        (Some(tr), _) => t.set_triple(tr),
        (None, Some(_)) => t.set_triple(ARCH_ONLY_TRIPLE),
        (None, None) => {}
    }
    for m in &cli.mattr {
        for w in t.apply_mattr(&without_help(m))? {
            eprintln!("{w}");
        }
    }
    Ok(t)
}

/// `--mcpu`, unless it asks for the lists (`help`).
fn mcpu(cli: &Cli) -> Option<&str> {
    cli.mcpu.as_deref().filter(|m| *m != "help")
}

/// Whether a `--mattr` list asks for the lists (`help` among its features).
fn has_help(mattr: &str) -> bool {
    mattr.split(',').any(|f| f.trim() == "help")
}

/// A `--mattr` list without `help`.
fn without_help(mattr: &str) -> String {
    if !has_help(mattr) {
        return mattr.to_string();
    }
    let kept: Vec<&str> = mattr.split(',').filter(|f| f.trim() != "help").collect();
    kept.join(",")
}

/// llvm-mc 22's `-mattr=help` text (tools/features.sh writes it from
/// llvm-mc): the processors, then the features, each with its description.
const HELP_LISTS: &str = include_str!("../../../data/isa/mattr_help.list");

/// Prints [`HELP_LISTS`] as llvm-mc prints it, with one addition: a
/// processor whose instructions are not encoded yet says so after its
/// description (today every processor is encoded, and the text is
/// llvm-mc's own).
fn print_help_lists(w: &mut impl Write) {
    let mut in_cpus = false;
    for line in HELP_LISTS.lines() {
        if line.starts_with("Available CPUs") {
            in_cpus = true;
        } else if line.starts_with("Available features") {
            in_cpus = false;
        }
        let name = line.split_whitespace().next().unwrap_or("");
        let unencoded = in_cpus
            && line.starts_with("  ")
            && !amdgpu_isa::PROCESSORS
                .iter()
                .any(|p| p.name == name && amdgpu_asm::encoder_supports(p.canonical));
        let _ = if unencoded {
            writeln!(w, "{line} (not encoded yet)")
        } else {
            writeln!(w, "{line}")
        };
    }
}

/// Completes the command line's target with what the source declares in
/// `.amdgcn_target`: without `--mcpu` the processor and its features come
/// from there; with a bare `--mcpu` of that processor, the xnack and sramecc
/// settings the command line leaves open do (so a disassembled code object
/// whose target id says `xnack-` assembles again with `--mcpu=gfx906`). A
/// real conflict (`xnack+` against `xnack-`, another processor) is left to
/// the directive, which reports it.
fn adopt_declared_target(t: &mut Target, cli: &Cli, src: &str) {
    use amdgpu_isa::target::Feature;
    let Some(d) = amdgpu_asm::declared_target_id(src).and_then(|id| Target::parse(id).ok()) else {
        return;
    };
    if mcpu(cli).is_none() {
        let mut n = d;
        // (Their warnings were given when the command line was read.)
        for m in &cli.mattr {
            if n.apply_mattr(&without_help(m)).is_err() {
                return;
            }
        }
        *t = n;
        return;
    }
    if d.cpu() != t.cpu() {
        return;
    }
    if t.xnack == Feature::Any {
        t.xnack = d.xnack;
    }
    if t.sramecc == Feature::Any {
        t.sramecc = d.sramecc;
    }
}

/// Returns Ok(false) when the source had errors (already reported).
fn run(cli: &Cli) -> Result<bool, String> {
    // `help` as the processor or among the features: llvm-mc 22's lists
    // of processors and features on standard error, once, and then the
    // input is assembled as usual (the processor `generic`, the feature
    // left out), as llvm-mc does.
    if cli.mcpu.as_deref() == Some("help") || cli.mattr.iter().any(|m| has_help(m)) {
        print_help_lists(&mut io::stderr().lock());
    }
    let mut target = target(cli)?;
    if cli.disassemble {
        return run_disassembler(cli, &target);
    }

    let (name, bytes) = read_input(cli.input.as_deref())?;
    amdgpu_asm::memory::set_context("amdgpu-as", &name);
    // (Validated by the fast path first: from_utf8_lossy scans valid text
    // several times slower.)
    let src = match std::str::from_utf8(&bytes) {
        Ok(s) => std::borrow::Cow::Borrowed(s),
        Err(_) => String::from_utf8_lossy(&bytes),
    };
    adopt_declared_target(&mut target, cli, &src);
    let mut opts = amdgpu_asm::Options {
        code_object_version: cli.amdhsa_code_object_version,
        file_name: name.clone(),
        include_dirs: cli.include.clone(),
        no_listing: cli.filetype != FileType::Asm,
        // (llvm-mc's null output resolves no fixups: an undefined label
        // is no error there either.)
        text_output: matches!(cli.filetype, FileType::Asm | FileType::Null),
        // A source below the size that threads pay off for never asks how
        // many processors there are (that reads cgroup files: about as
        // long as assembling a small kernel).
        threads: if cli.threads == 0 && src.len() < amdgpu_asm::PARALLEL_MIN {
            1
        } else {
            disasm::auto_threads(cli.threads)
        },
        // The process ends after the run: its memory is not freed piece
        // by piece.
        disable_free: true,
        max_output_size: cli.max_output_size,
        expansion_limit: cli
            .max_expansion
            .map(|v| usize::try_from(v).unwrap_or(usize::MAX)),
        ..Default::default()
    };
    for d in &cli.defsym {
        let (n, v) = parse_defsym(d)?;
        opts.defsyms.push((n.to_string(), v));
    }
    let mut asm = amdgpu_asm::assemble_with(&src, &target, &opts);
    if cli.no_warn {
        asm.diags
            .retain(|d| d.severity != amdgpu_asm::Severity::Warning);
    } else if cli.fatal_warnings {
        for d in &mut asm.diags {
            if d.severity == amdgpu_asm::Severity::Warning {
                d.severity = amdgpu_asm::Severity::Error;
            }
        }
    }
    if cli.filetype == FileType::Bin {
        // Raw bytes have no place for a relocation: never write a zero
        // where the linker was to put a symbol's value.
        let unresolved = amdgpu_asm::object::unresolved_fixups(&asm, &src);
        asm.diags.extend(unresolved);
        asm.diags.sort_by_key(|d| (d.line, d.col));
    }

    {
        let stderr = io::stderr();
        let mut err = BufWriter::new(stderr.lock());
        for d in &asm.diags {
            let _ = amdgpu_asm::render(&mut err, &name, &src, d);
        }
        let _ = err.flush();
    }
    let ok = !asm.has_errors();

    match cli.output.as_deref() {
        // `null` writes nothing, but an `-o` file is made (empty) when the
        // input assembled, as llvm-mc makes it.
        _ if cli.filetype == FileType::Null => {
            if let Some(p) = cli.output.as_deref().filter(|p| ok && !is_stdout_path(p)) {
                write_file_atomically(p, |_| Ok(()))?;
            }
        }
        // Raw bytes of a failed run would be taken for code: none at all.
        None | Some(_) if !ok && cli.filetype != FileType::Asm && is_stdout(cli) => {}
        None => write_stdout(cli, &src, &asm, &target)?,
        Some(p) if p == Path::new("-") => write_stdout(cli, &src, &asm, &target)?,
        Some(p) => {
            if ok {
                write_file_atomically(p, |w| write_output(w, cli, &src, &asm, &target))?;
            }
        }
    }
    // The process ends after the run: the assembly is not freed piece by
    // piece (`disable_free`).
    std::mem::forget(asm);
    Ok(ok)
}

/// `--disassemble`: bytes in, llvm-mc's listing out.
fn run_disassembler(cli: &Cli, target: &Target) -> Result<bool, String> {
    let ti = amdgpu_isa::TargetInfo::new(target).ok_or_else(|| {
        format!(
            "disassembly for {} is not supported: no instruction table covers it",
            target.cpu()
        )
    })?;
    // Families whose disassembly has been checked against llvm-mc 22's
    // corpora; the others have layouts but no verified decoder yet.
    if ti.layouts.is_empty() || !amdgpu_asm::SUPPORTED_FAMILIES.contains(&ti.family) {
        return Err(format!(
            "disassembly for {} is not implemented yet (supported: {})",
            target.cpu(),
            amdgpu_asm::supported_cpus().join(", ")
        ));
    }
    let (name, raw) = read_input(cli.input.as_deref())?;
    let mut diags = Vec::new();
    // (A small input never asks how many processors there are.)
    let threads = if cli.threads == 0 && raw.len() < disasm::PAR_MIN {
        1
    } else {
        disasm::auto_threads(cli.threads)
    };
    let (bytes, pos) = disasm::parse_input_threads(&raw, &mut diags, threads);
    // An input that was not understood writes no output file.
    let ok = diags.is_empty();
    let mut result = Ok(());
    match cli.output.as_deref() {
        // `--filetype=null`: decoded and checked, nothing written (as
        // llvm-mc: its warnings are still given).
        _ if cli.filetype == FileType::Null => {
            let mut w = io::sink();
            let r = disasm::run(
                &bytes,
                &pos,
                &ti,
                cli.show_encoding,
                &mut w,
                &mut diags,
                threads,
            );
            if let Err(e) = r {
                result = Err(format!("{e}"));
            }
            if let Some(p) = cli.output.as_deref().filter(|p| ok && !is_stdout_path(p)) {
                if result.is_ok() {
                    result = write_file_atomically(p, |_| Ok(()));
                }
            }
        }
        Some(p) if p != Path::new("-") => {
            if ok {
                result = write_file_atomically(p, |w| {
                    disasm::run(&bytes, &pos, &ti, cli.show_encoding, w, &mut diags, threads)
                });
            }
        }
        _ => {
            let stdout = io::stdout();
            let mut w = BufWriter::with_capacity(1 << 16, stdout.lock());
            let r = disasm::run(
                &bytes,
                &pos,
                &ti,
                cli.show_encoding,
                &mut w,
                &mut diags,
                threads,
            )
            .and_then(|()| w.flush());
            if let Err(e) = r {
                if e.kind() != io::ErrorKind::BrokenPipe {
                    result = Err(format!("<stdout>: {e}"));
                }
            }
        }
    }
    {
        let stderr = io::stderr();
        let mut err = BufWriter::new(stderr.lock());
        let _ = disasm::render_all(&mut err, &name, &raw, &mut diags);
        let _ = err.flush();
    }
    // The process ends after the run: the tables built for it (a plan per
    // row decoded) and the decoded input are not freed piece by piece.
    std::mem::forget(ti);
    std::mem::forget((bytes, pos));
    result?;
    Ok(ok)
}

/// `--threads`: `auto` (0) or a count of at least 1.
fn parse_threads(s: &str) -> Result<usize, String> {
    match s {
        "auto" => Ok(0),
        _ => match s.parse::<usize>() {
            Ok(n) if n >= 1 => Ok(n),
            _ => Err("expected `auto` or a number of threads (1 or more)".into()),
        },
    }
}

/// `--max-output-size`: a byte count, decimal or `0x` hexadecimal.
fn parse_size(s: &str) -> Result<u64, String> {
    let r = match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(h) => u64::from_str_radix(h, 16),
        None => s.parse::<u64>(),
    };
    r.map_err(|_| "expected a number of bytes (decimal or 0x hexadecimal)".into())
}

/// `--defsym NAME=VALUE` as llvm-mc 22 reads it (and refuses it, in its
/// words): the name up to the first `=`, not empty; the value an integer.
fn parse_defsym(d: &str) -> Result<(&str, i64), String> {
    let (n, v) = d
        .split_once('=')
        .filter(|(n, _)| !n.is_empty())
        .ok_or_else(|| format!("defsym must be of the form: sym=value: {d}"))?;
    let v = parse_int(v).ok_or_else(|| format!("value is not an integer: {v}"))?;
    Ok((n, v))
}

/// An integer as llvm-mc's command line gives it: decimal, `0x` hex, `0b`
/// binary, `0o` or `0` octal, with a `-`; nothing around it.
fn parse_int(s: &str) -> Option<i64> {
    let (neg, d) = match s.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, s),
    };
    let (radix, digits) = if let Some(h) = d.strip_prefix("0x").or_else(|| d.strip_prefix("0X")) {
        (16, h)
    } else if let Some(b) = d.strip_prefix("0b").or_else(|| d.strip_prefix("0B")) {
        (2, b)
    } else if let Some(o) = d.strip_prefix("0o").or_else(|| d.strip_prefix("0O")) {
        (8, o)
    } else if d.len() > 1 && d.starts_with('0') {
        (8, &d[1..])
    } else {
        (10, d)
    };
    // (`from_str_radix` would take a sign of its own.)
    if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_alphanumeric()) {
        return None;
    }
    let v = u64::from_str_radix(digits, radix).ok()?;
    if neg {
        0i64.checked_sub_unsigned(v)
    } else {
        i64::try_from(v).ok()
    }
}

fn is_stdout_path(p: &Path) -> bool {
    p == Path::new("-")
}

fn is_stdout(cli: &Cli) -> bool {
    cli.output.as_deref().is_none_or(|p| p == Path::new("-"))
}

/// A failed run leaves no output file: not a new one, and not an old one
/// that could be taken for this run's result (devices are left alone).
/// Whether `p` names an output file that a failed run removes: a
/// regular file or none yet (not standard output, a device or a pipe).
fn removable(p: &Path) -> bool {
    !is_stdout_path(p) && fs::symlink_metadata(p).map_or(true, |m| m.is_file())
}

fn remove_stale_output(p: &Path) {
    if fs::symlink_metadata(p).is_ok_and(|m| m.is_file()) {
        let _ = fs::remove_file(p);
    }
}

fn write_stdout(cli: &Cli, src: &str, asm: &Assembly, target: &Target) -> Result<(), String> {
    let stdout = io::stdout();
    let mut w = BufWriter::with_capacity(1 << 16, stdout.lock());
    match write_output(&mut w, cli, src, asm, target).and_then(|()| w.flush()) {
        Ok(()) => Ok(()),
        // A closed pipe (`amdgpu-as ... | head`) is not an error of ours.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        Err(e) => Err(format!("<stdout>: {e}")),
    }
}

/// Writes to a temporary file beside `path` and renames it into place only
/// when everything was written; removes it otherwise.
fn write_file_atomically(
    path: &Path,
    f: impl FnOnce(&mut BufWriter<File>) -> io::Result<()>,
) -> Result<(), String> {
    // Devices and pipes (`-o /dev/null`) are written in place: renaming over
    // them would replace the device node.
    if fs::metadata(path).is_ok_and(|m| !m.is_file()) {
        let file = fs::OpenOptions::new()
            .write(true)
            .open(path)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        let mut w = BufWriter::with_capacity(1 << 16, file);
        return f(&mut w)
            .and_then(|()| w.flush())
            .map_err(|e| format!("{}: {e}", path.display()));
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let base = path
        .file_name()
        .ok_or_else(|| format!("{}: not a file name", path.display()))?;
    let mut tmp_name = OsString::from(".");
    tmp_name.push(base);
    tmp_name.push(format!(".amdgpu-as-{}.tmp", std::process::id()));
    let tmp = dir.join(tmp_name);
    // (A refused allocation while it is written removes both.)
    amdgpu_asm::memory::remove_on_failure(&[path, &tmp]);
    let result = (|| {
        let file = File::create(&tmp)?;
        let mut w = BufWriter::with_capacity(1 << 16, file);
        f(&mut w)?;
        w.into_inner().map_err(|e| e.into_error())?;
        // The old file goes first: renaming over an existing file makes
        // ext4 (auto_da_alloc) write the new one out to disk at once,
        // which costs more than assembling a small source.
        let _ = fs::remove_file(path);
        fs::rename(&tmp, path)
    })();
    result.map_err(|e| {
        let _ = fs::remove_file(&tmp);
        format!("{}: {e}", path.display())
    })
}

/// The listing: each instruction in its canonical text, as llvm-mc prints
/// it (decoded back from its bytes and printed; a symbolic operand as
/// llvm-mc prints its expression).
fn write_output(
    w: &mut impl Write,
    cli: &Cli,
    src: &str,
    asm: &Assembly,
    target: &Target,
) -> io::Result<()> {
    match cli.filetype {
        FileType::Bin => w.write_all(&asm.code),
        FileType::Asm => {
            // (Not freed: the process ends after the run, and the plans
            // built for the rows printed are many small allocations.)
            let ti = std::mem::ManuallyDrop::new(
                amdgpu_isa::TargetInfo::new(target).filter(|t| !t.layouts.is_empty()),
            );
            let items = &asm.listing;
            // `--defsym` symbols come first, as llvm-mc lists them.
            for d in &cli.defsym {
                if let Ok((n, v)) = parse_defsym(d) {
                    writeln!(w, ".set {n}, {v}")?;
                }
            }
            // For an HSA triple llvm-mc's target streamer starts with the
            // target (a `.amdgcn_target` of the source lists as a blank).
            if cli.triple.is_some() && target.os == amdgpu_isa::target::Os::Hsa {
                // (No processor at all is `gfx000` there, where
                // `--mcpu=generic` is gfx600.)
                let id = if mcpu(cli).is_none() && target.processor.name == "generic" {
                    "gfx000"
                } else {
                    asm.target_id.as_str()
                };
                let head = format!(
                    "\t.amdgcn_target \"{}-{id}\"\n",
                    amdgpu_isa::target::target_id_triple(&target.triple),
                );
                w.write_all(head.as_bytes())?;
            }
            let parts = list_parts(items, LIST_PART);
            let n_lines = items.iter().map(list_lines).sum::<usize>();
            let threads = if n_lines < LIST_PAR_MIN {
                1
            } else {
                disasm::auto_threads(cli.threads)
            };
            // The lines of repeated instructions, each printed once (by
            // the threads that print the listing, first).
            let none = repeats::Repeats::default();
            let reps = if n_lines < LIST_REPEATS_MIN {
                repeats::Repeats::default()
            } else {
                repeats::Repeats::new(asm)
            };
            let reps = &reps;
            let lister = Lister {
                cli,
                src,
                asm,
                ti: ti.as_ref(),
                reps,
            };
            let lister = &lister;
            // (A line of the repeated ones is printed, not looked up.)
            let printer = Lister {
                reps: &none,
                ..*lister
            };
            let print_rep = |i, out: &mut Vec<u8>, line: &mut Vec<u8>, inst: &mut _| {
                list_row(out, line, inst, ListRow::Inst(i), &printer)
            };
            let print_rep = &print_rep;
            if threads <= 1 {
                reps.print_blocks(print_rep);
                // Part by part through one buffer: the listing is larger
                // than the source, and memory first touched costs more
                // than the printing (about 2 us a page on some machines).
                let mut out = Vec::with_capacity(LIST_PART * 96);
                for &part in &parts {
                    out.clear();
                    list_items(&mut out, items, part, lister)?;
                    w.write_all(&out)?;
                }
                return Ok(());
            }
            // Parts printed by threads and written in order as they come:
            // more parts than threads, each taken by whichever thread is
            // free (parts differ in cost: instructions of some formats
            // print slower), and a written part's buffer printed into
            // again (a few parts' memory, not the whole listing's).
            let chunks = &parts;
            let next = std::sync::atomic::AtomicUsize::new(0);
            let pool: std::sync::Mutex<Vec<Vec<u8>>> = std::sync::Mutex::new(Vec::new());
            // How many parts are written: a thread takes a part at most
            // `window` ahead of it (where parts print faster than they
            // are written, a buffer for each would be memory touched for
            // nothing).
            let written = (std::sync::Mutex::new(0usize), std::sync::Condvar::new());
            let window = 2 * threads + 2;
            let (tx, rx) = std::sync::mpsc::channel::<(usize, io::Result<Vec<u8>>)>();
            let spread = amdgpu_asm::Spread::here();
            std::thread::scope(|s| {
                for w in 1..=threads {
                    let tx = tx.clone();
                    let (chunks, next, pool) = (&chunks, &next, &pool);
                    let written = &written;
                    spread.spawn(s, w, move || {
                        reps.print_blocks(print_rep);
                        loop {
                            let k = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                            let Some(part) = chunks.get(k) else { break };
                            if let Ok(mut n) = written.0.lock() {
                                while k >= *n + window {
                                    match written.1.wait(n) {
                                        Ok(g) => n = g,
                                        Err(_) => break,
                                    }
                                }
                            }
                            let mut out = pool
                                .lock()
                                .ok()
                                .and_then(|mut p| p.pop())
                                .unwrap_or_else(|| Vec::with_capacity(LIST_PART * 128));
                            out.clear();
                            let r = list_items(&mut out, items, *part, lister).map(|()| out);
                            if tx.send((k, r)).is_err() {
                                break;
                            }
                        }
                    });
                }
                drop(tx);
                // (This thread prints lines too until the parts come.)
                reps.print_blocks(print_rep);
                let mut pending: Vec<Option<io::Result<Vec<u8>>>> =
                    (0..chunks.len()).map(|_| None).collect();
                let (mut at, mut result) = (0usize, Ok(()));
                // (Ends when every thread has ended.)
                for (k, r) in rx {
                    if let Some(p) = pending.get_mut(k) {
                        *p = Some(r);
                    }
                    while let Some(r) = pending.get_mut(at).and_then(Option::take) {
                        at += 1;
                        if let Ok(mut n) = written.0.lock() {
                            *n = at;
                            written.1.notify_all();
                        }
                        match r {
                            Ok(buf) => {
                                if result.is_ok() {
                                    result = w.write_all(&buf);
                                }
                                if let Ok(mut p) = pool.lock() {
                                    p.push(buf);
                                }
                            }
                            Err(e) => {
                                if result.is_ok() {
                                    result = Err(e);
                                }
                            }
                        }
                    }
                }
                if result.is_ok() && at != chunks.len() {
                    result = Err(io::Error::other("listing thread failed"));
                }
                result
            })
        }
        FileType::Null => Ok(()),
        FileType::Obj | FileType::Co => {
            // The process ends right after: the object model is not freed.
            let r = amdgpu_asm::object::output_bytes_disable_free(
                asm,
                target,
                cli.filetype == FileType::Co,
            );
            match r {
                Ok(b) => w.write_all(&b),
                Err(e) => Err(io::Error::other(e)),
            }
        }
    }
}

/// Listings of more items than this are printed by threads.
const LIST_PAR_MIN: usize = 1 << 15;

/// Listings of more lines than this print the lines of repeated
/// instructions once ([`repeats::Repeats`]).
const LIST_REPEATS_MIN: usize = 1 << 12;

/// Items of a listing part printed by one thread at a time.
const LIST_PART: usize = 2048;

/// A place in a listing: an item, and a line in it (an instruction of an
/// [`amdgpu_asm::Listed::Insts`] run; 0 for the other items).
type ListPos = (usize, usize);

/// The listing cut into parts of about `per` lines each (a run of
/// instructions may be cut in the middle): where each part starts and ends.
fn list_parts(items: &[amdgpu_asm::Listed], per: usize) -> Vec<(ListPos, ListPos)> {
    let per = per.max(1);
    let (mut parts, mut at, mut n) = (Vec::new(), (0, 0), 0usize);
    for (k, item) in items.iter().enumerate() {
        let len = list_lines(item);
        let mut off = 0;
        while n + (len - off) >= per {
            off += per - n;
            let end = if off == len { (k + 1, 0) } else { (k, off) };
            parts.push((at, end));
            (at, n) = (end, 0);
        }
        n += len - off;
    }
    if n > 0 {
        parts.push((at, (items.len(), 0)));
    }
    parts
}

/// The lines `item` lists.
fn list_lines(item: &amdgpu_asm::Listed) -> usize {
    match item {
        amdgpu_asm::Listed::Insts(r) => r.len(),
        _ => 1,
    }
}

/// One line of a listing: an item, or an instruction of a run.
#[derive(Clone, Copy)]
enum ListRow<'a> {
    Item(&'a amdgpu_asm::Listed),
    Inst(usize),
}

/// What the lines of a listing are printed from: the command line, the
/// source, what it assembled to, the target's tables, and the lines of
/// repeated instructions printed once.
#[derive(Clone, Copy)]
struct Lister<'a> {
    cli: &'a Cli,
    src: &'a str,
    asm: &'a Assembly,
    ti: Option<&'a amdgpu_isa::TargetInfo>,
    reps: &'a repeats::Repeats,
}

/// Appends the listing lines of `items` from `lo` to `hi` to `out`.
fn list_items(
    out: &mut Vec<u8>,
    items: &[amdgpu_asm::Listed],
    (lo, hi): (ListPos, ListPos),
    l: &Lister<'_>,
) -> io::Result<()> {
    let mut line = Vec::with_capacity(256);
    let mut inst = amdgpu_isa::Inst::default();
    part_rows(items, (lo, hi), |row| {
        list_row(out, &mut line, &mut inst, row, l)
    })
}

/// Calls `f` on each line of `items` from `lo` to `hi`, in order.
fn part_rows<'a, E>(
    items: &'a [amdgpu_asm::Listed],
    (lo, hi): (ListPos, ListPos),
    mut f: impl FnMut(ListRow<'a>) -> Result<(), E>,
) -> Result<(), E> {
    let mut k = lo.0;
    while k < hi.0 || (k == hi.0 && hi.1 > 0) {
        let Some(item) = items.get(k) else { break };
        match item {
            amdgpu_asm::Listed::Insts(r) => {
                let a = r.start + if k == lo.0 { lo.1 } else { 0 };
                let b = if k == hi.0 { r.start + hi.1 } else { r.end };
                for i in a..b {
                    f(ListRow::Inst(i))?;
                }
            }
            _ => f(ListRow::Item(item))?,
        }
        k += 1;
    }
    Ok(())
}

/// Appends the listing line of `row` to `out` (`line` and `inst`: room),
/// a copy of its key's line where `l.reps` has one.
fn list_row(
    out: &mut Vec<u8>,
    line: &mut Vec<u8>,
    inst: &mut amdgpu_isa::Inst,
    row: ListRow<'_>,
    l: &Lister<'_>,
) -> io::Result<()> {
    let Lister {
        cli,
        src,
        asm,
        ti,
        reps,
    } = *l;
    let bytes = src.as_bytes();
    line.clear();
    let e = match row {
        ListRow::Inst(i) => match asm.insts.get(i) {
            Some(e) => e,
            None => return Ok(()),
        },
        ListRow::Item(item) => return list_item(out, line, item, asm, bytes),
    };
    if let Some(l) = reps.line(e) {
        out.extend_from_slice(l);
        return Ok(());
    }
    line.push(b'\t');
    let code = asm.bytes_of(e);
    let decoded = |inst: &mut amdgpu_isa::Inst, ti: &amdgpu_isa::TargetInfo| {
        // Where the bytes read as another form too, the one written.
        let ok = matches!(amdgpu_isa::decode_preferring(code, ti, e.row, inst), Ok(n) if n == code.len());
        if ok && e.vaddr_regs > 0 {
            set_vaddr_regs(inst, ti, e.vaddr_regs);
        }
        ok
    };
    let canonical = match (&ti, e.fixup()) {
        (Some(ti), None) if !e.symbolic => {
            // Printed straight into the line (no buffer of its own).
            decoded(inst, ti) && {
                // A negative immediate as written (llvm-mc prints
                // its operand as parsed).
                if let Some(v) = e.written_imm() {
                    if let Some(o) = inst
                        .ops
                        .iter_mut()
                        .find(|o| matches!(o, amdgpu_isa::Operand::Imm(_)))
                    {
                        *o = amdgpu_isa::Operand::Imm(v);
                    }
                }
                // A VGPR written whole where the row reads a half
                // (GFX11's `v1` for `v1.l`): as written.
                if e.whole_regs != 0 && inst.row == e.row {
                    for (k, o) in inst.ops.iter_mut().enumerate().take(8) {
                        if let amdgpu_isa::Operand::Reg(r) = o {
                            if e.whole_regs >> k & 1 != 0 && r.half == amdgpu_isa::Half::Lo {
                                r.half = amdgpu_isa::Half::Whole;
                            }
                        }
                    }
                }
                // Immediates the disassembler names (`s_version`'s
                // UC_VERSION_*), as the parser gives them: numbers.
                if ti
                    .table
                    .get(inst.row as usize)
                    .is_some_and(|r| r.tags & amdgpu_isa::table::tags::UC_VERSION != 0)
                {
                    for (k, o) in inst.ops.iter().enumerate().take(8) {
                        if matches!(o, amdgpu_isa::Operand::Imm(_)) {
                            inst.plain_imm |= 1 << k;
                        }
                    }
                }
                amdgpu_isa::print::print_bytes(inst, ti, line);
                true
            }
        }
        // A symbolic operand: the decoded bytes with the matched
        // instruction's symbol reference, printed as llvm-mc
        // prints the expression.
        (Some(ti), Some(f)) => match &f.inst {
            Some(m) => {
                if !(decoded(inst, ti) && inst.row == m.row && inst.n_ops == m.n_ops) {
                    *inst = *m;
                }
                for (o, mo) in inst.ops.iter_mut().zip(m.ops.iter()) {
                    if matches!(mo, amdgpu_isa::Operand::Sym(_)) {
                        *o = *mo;
                    }
                }
                amdgpu_isa::print::print_bytes_with(inst, ti, line, &|_, out| {
                    out.extend_from_slice(f.value.as_bytes())
                });
                true
            }
            None => false,
        },
        _ => false,
    };
    // An alias prints as llvm-mc prints it (itself, where llvm-mc
    // keeps the spelling), not as the decoded row's name.
    if let Some(a) = e.alias().filter(|a| canonical && a.printed != a.canonical) {
        if line[1..].starts_with(a.canonical.as_bytes()) {
            line.splice(1..1 + a.canonical.len(), a.printed.bytes());
        }
    }
    if !canonical {
        line.truncate(1);
        let text = match e.source() {
            Some(t) => t.as_bytes(),
            None => bytes.get(e.text_span()).unwrap_or_default(),
        };
        push_collapsed(line, text);
    }
    // A field that waits for a symbol's value (resolved later or
    // a relocation) shows as llvm-mc shows it before layout: `A`
    // bytes and a fixup line.
    if cli.show_encoding {
        let field = e.fixup().map_or(0..0, |f| {
            f.offset as usize..f.offset as usize + f.size as usize
        });
        disasm::push_encoding_with(line, asm.bytes_of(e), field.clone());
        if let Some(f) = e.fixup() {
            line.push(b'\n');
            line.resize(line.len() + 40, b' ');
            let _ = write!(
                line,
                ";   fixup A - offset: {}, value: {}, kind: {}",
                field.start, f.value, f.kind
            );
        }
    }
    line.push(b'\n');
    out.extend_from_slice(line);
    Ok(())
}

/// Appends the listing line of `item`, not an instruction, to `out`
/// (`line`: room).
fn list_item(
    out: &mut Vec<u8>,
    line: &mut Vec<u8>,
    item: &amdgpu_asm::Listed,
    asm: &Assembly,
    bytes: &[u8],
) -> io::Result<()> {
    match item {
        amdgpu_asm::Listed::Insts(_) => {}
        amdgpu_asm::Listed::Label(span) => {
            line.extend_from_slice(bytes.get(span.clone()).unwrap_or_default());
            line.extend_from_slice(b":\n");
            out.extend_from_slice(line);
            return Ok(());
        }
        amdgpu_asm::Listed::LabelText(name) => {
            out.extend_from_slice(name.as_bytes());
            out.extend_from_slice(b":\n");
            return Ok(());
        }
        amdgpu_asm::Listed::Assign(a) => {
            let name = &a.name;
            out.extend_from_slice(format!(".set {name}, {}\n", a.value).as_bytes());
            if a.no_dead_strip {
                out.extend_from_slice(format!("\t.no_dead_strip\t{name}\n").as_bytes());
            }
            return Ok(());
        }
        amdgpu_asm::Listed::Blank => {
            out.push(b'\n');
            return Ok(());
        }
        amdgpu_asm::Listed::Text(t) => {
            out.extend_from_slice(t.as_bytes());
            out.push(b'\n');
            return Ok(());
        }
        amdgpu_asm::Listed::Metadata => {
            if let Some(y) = asm.metadata_yaml() {
                out.extend_from_slice(y.as_bytes());
                out.push(b'\n');
            }
            return Ok(());
        }
        amdgpu_asm::Listed::Directive(_) | amdgpu_asm::Listed::DirectiveText(_) => {
            // llvm-mc's layout: a tab, the name, a tab, the
            // arguments.
            let text = match item {
                amdgpu_asm::Listed::Directive(span) => bytes.get(span.clone()).unwrap_or_default(),
                amdgpu_asm::Listed::DirectiveText(t) => t.as_bytes(),
                _ => &[],
            };
            let name_end = text
                .iter()
                .position(u8::is_ascii_whitespace)
                .unwrap_or(text.len());
            let name = &text[..name_end];
            let rest = &text[name_end..];
            // The AMDGPU directives as llvm-mc's target streamer
            // prints them: a descriptor field indented twice, a blank
            // after the name; a blank line after a block, after the
            // code object version, and for `.amdgcn_target` (printed
            // first, see `listing_header`).
            let (indent, sep, blank): (&[u8], u8, bool) = match name {
                b".amdgcn_target" => {
                    out.push(b'\n');
                    return Ok(());
                }
                b".amdhsa_code_object_version" | b".amdhsa_kernel" => {
                    (b"\t", b' ', name != b".amdhsa_kernel")
                }
                b".addrsig_sym" => (b"\t", b' ', false),
                b".end_amdhsa_kernel" | b".end_amdgpu_metadata" => (b"\t", b'\t', true),
                n if n.starts_with(b".amdhsa_") => (b"\t\t", b' ', false),
                _ => (b"\t", b'\t', false),
            };
            line.extend_from_slice(indent);
            line.extend_from_slice(name);
            if rest.iter().any(|c| !c.is_ascii_whitespace()) {
                line.push(sep);
                push_collapsed(line, rest);
            }
            line.push(b'\n');
            if blank {
                line.push(b'\n');
            }
            out.extend_from_slice(line);
            return Ok(());
        }
    }
    Ok(())
}

/// An image instruction's address registers as written in the source (the
/// decoder can only guess them from the opcode).
fn set_vaddr_regs(inst: &mut amdgpu_isa::Inst, ti: &amdgpu_isa::TargetInfo, n: u8) {
    let Some(row) = ti.table.get(inst.row as usize) else {
        return;
    };
    let Some(k) = row
        .slots()
        .iter()
        .position(|s| s.field == amdgpu_isa::table::Field::Vaddr)
    else {
        return;
    };
    if let Some(amdgpu_isa::Operand::Reg(r)) = inst.ops.get_mut(k) {
        r.count = n;
    }
}

/// Appends `text` trimmed, with every run of whitespace made one space.
fn push_collapsed(out: &mut Vec<u8>, text: &[u8]) {
    let mut pending_space = false;
    for &b in text {
        if b.is_ascii_whitespace() {
            pending_space = true;
        } else {
            if pending_space && !matches!(out.last(), Some(b'\t' | b' ')) {
                out.push(b' ');
            }
            pending_space = false;
            out.push(b);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Parts cover every line of a listing once, in order, none longer
    /// than asked, runs of instructions cut where a part ends.
    #[test]
    fn listing_parts_cover_every_line_once() {
        use amdgpu_asm::Listed;
        let items = vec![
            Listed::Blank,
            Listed::Insts(0..5000),
            Listed::Blank,
            Listed::Insts(5000..5003),
            Listed::Blank,
            Listed::Insts(5003..7051),
        ];
        for per in [1, 7, 2048, 5001, 100_000] {
            let parts = list_parts(&items, per);
            let mut lines = Vec::new();
            for &part in &parts {
                let mut n = 0;
                let _ = part_rows(&items, part, |row| {
                    n += 1;
                    lines.push(match row {
                        ListRow::Inst(i) => Some(i),
                        ListRow::Item(_) => None,
                    });
                    Ok::<(), ()>(())
                });
                assert!(n <= per && n > 0, "per {per}: a part of {n} lines");
            }
            let mut want = Vec::new();
            for item in &items {
                match item {
                    Listed::Insts(r) => want.extend(r.clone().map(Some)),
                    _ => want.push(None),
                }
            }
            assert_eq!(lines, want, "per {per}");
        }
    }

    fn norm(args: &[&str]) -> Vec<String> {
        normalize_args(args.iter().map(OsString::from))
            .unwrap()
            .into_iter()
            .map(|s| s.into_string().unwrap())
            .collect()
    }

    #[test]
    fn unknown_single_dash_options_are_errors() {
        let r = normalize_args(["as", "-output-asm-variant=1", "x.s"].map(OsString::from));
        assert!(r.unwrap_err().0.contains("-output-asm-variant=1"));
        assert!(normalize_args(["as", "-ofile"].map(OsString::from)).is_err());
        // The value of -o may itself start with a dash.
        assert_eq!(norm(&["as", "-o", "-x.o"]), ["as", "-o", "-x.o"]);
    }

    #[test]
    fn maps_llvm_single_dash_options() {
        assert_eq!(
            norm(&[
                "as",
                "-mcpu=gfx900",
                "-show-encoding",
                "-o",
                "x",
                "-",
                "-arch=amdgcn"
            ]),
            [
                "as",
                "--mcpu=gfx900",
                "--show-encoding",
                "-o",
                "x",
                "-",
                "--arch=amdgcn"
            ]
        );
        assert_eq!(
            norm(&["as", "-triple", "amdgcn", "--", "-mcpu=x"]),
            ["as", "--triple", "amdgcn", "--", "-mcpu=x"]
        );
    }

    #[test]
    fn defsym_values_as_llvm_mc_reads_them() {
        assert_eq!(parse_defsym("x=3"), Ok(("x", 3)));
        assert_eq!(parse_defsym("x=-0x10"), Ok(("x", -16)));
        assert_eq!(parse_defsym("x=0b101"), Ok(("x", 5)));
        assert_eq!(parse_defsym("x=0o17"), Ok(("x", 15)));
        assert_eq!(parse_defsym("x=077"), Ok(("x", 63)));
        assert_eq!(
            parse_defsym("a=b=1"),
            Err("value is not an integer: b=1".into())
        );
        assert_eq!(
            parse_defsym("x= 3"),
            Err("value is not an integer:  3".into())
        );
        assert_eq!(
            parse_defsym("x=+3"),
            Err("value is not an integer: +3".into())
        );
        assert_eq!(
            parse_defsym("x=99999999999999999999"),
            Err("value is not an integer: 99999999999999999999".into())
        );
        assert_eq!(parse_defsym("x=-9223372036854775808"), Ok(("x", i64::MIN)));
        assert_eq!(
            parse_defsym("=3"),
            Err("defsym must be of the form: sym=value: =3".into())
        );
    }

    #[test]
    fn suggests_the_nearest_option() {
        assert_eq!(nearest_option("show-encodin"), Some("show-encoding"));
        assert_eq!(nearest_option("fatal-warning"), Some("fatal-warnings"));
        assert_eq!(nearest_option("mcpuu"), Some("mcpu"));
        assert_eq!(nearest_option("xyz"), None);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        let e = normalize_args(["as", "--disasemble"].map(OsString::from)).unwrap_err();
        assert_eq!(
            e.0,
            "amdgpu-as: Unknown command line argument '--disasemble'.  Try: 'as --help'\n\
             amdgpu-as: Did you mean '--disassemble'?\n"
        );
    }

    #[test]
    fn collapses_whitespace() {
        let mut v = b"\t".to_vec();
        push_collapsed(&mut v, b"  v_add_f32 \t v0,  v1 ,v2  ");
        assert_eq!(v, b"\tv_add_f32 v0, v1 ,v2");
    }
}
