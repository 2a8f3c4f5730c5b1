//! Developer tasks for the amdgpu-asm workspace, run as `cargo run -p xtask -- TASK`:
//!
//! * `gen`: regenerate `crates/amdgpu-isa/src/generated/` from `data/isa/*.txt`;
//! * `bench`: time `amdgpu-as` against llvm-mc 22 on the same input;
//! * `fuzz`: a stable-toolchain fuzz driver for `amdgpu_asm::assemble`.

pub mod bench;
pub mod codegen;
