//! Writes the kernel descriptor tables (`data/hsa/kernel_descriptor.txt`)
//! as Rust source for `src/kd.rs` to include: see `src/kd_table.rs`.

#[path = "src/kd_table.rs"]
#[allow(dead_code)]
mod kd_table;

use std::path::PathBuf;

fn main() {
    let data = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"))
        .join("../../data/hsa/kernel_descriptor.txt");
    println!("cargo:rerun-if-changed={}", data.display());
    println!("cargo:rerun-if-changed=src/kd_table.rs");
    let text = std::fs::read_to_string(&data).unwrap_or_else(|e| panic!("{}: {e}", data.display()));
    // (Processor names are checked by the crate's test, which knows them.)
    let tables = kd_table::Tables::read(text.leak(), |_| true)
        .unwrap_or_else(|e| panic!("data/hsa/kernel_descriptor.txt: {e}"));
    let out =
        PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets it")).join("kd_tables.rs");
    std::fs::write(&out, tables.to_rust()).unwrap_or_else(|e| panic!("{}: {e}", out.display()));
}
