use std::process::ExitCode;

use xtask::codegen;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("gen") => gen(),
        _ => {
            eprintln!("usage: cargo run -p xtask -- gen");
            ExitCode::from(2)
        }
    }
}

fn gen() -> ExitCode {
    let root = codegen::workspace_root();
    let outputs = match codegen::generate_in(&root) {
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
