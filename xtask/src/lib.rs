//! Developer tasks for the amdgpu-asm workspace, run as `cargo run -p xtask -- TASK`:
//!
//! * `gen`: regenerate `crates/amdgpu-isa/src/generated/` from `data/isa/*.txt`;
//! * `bench`: time `amdgpu-as` against llvm-mc 22 on the same input;
//! * `pgo`: make the profile optimized builds are compiled with;
//! * `order`: make the order the linker places executed functions in.

pub mod bench;
pub mod codegen;
pub mod isa;
pub mod order;
pub mod pgo;

/// `table.rs` (compiled into xtask by path) looks up row pools here; the
/// generator never reads a generated row, so there are none.
pub mod generated {
    pub static POOLS: [&crate::isa::table::TablePool; 0] = [];
}
