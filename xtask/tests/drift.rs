//! The committed `crates/amdgpu-isa/src/generated/` must be exactly what
//! `cargo run -p xtask -- gen` makes from `data/isa/*.txt`.

use xtask::codegen;

#[test]
fn tables_match_data() {
    let root = codegen::workspace_root();
    let outputs = match codegen::generate_in(&root) {
        Ok(o) => o,
        Err(e) => panic!("data/isa does not pass the generator's checks:\n{e}"),
    };
    let diffs = codegen::check_outputs(&root, &outputs);
    assert!(
        diffs.is_empty(),
        "{}\n{}",
        codegen::DRIFT_MESSAGE,
        diffs.join("\n")
    );
}
