//! The table model and processor list of `amdgpu-isa`, compiled into xtask
//! from the same source files rather than through the crate: `amdgpu-isa`
//! includes `generated/`, so depending on it would leave `xtask gen` unable
//! to build exactly when the generated code is stale or broken (for example
//! after a change to `InstDef`), which is when it is needed.

#[path = "../../crates/amdgpu-isa/src/layout.rs"]
pub mod layout;
#[path = "../../crates/amdgpu-isa/src/table.rs"]
pub mod table;
#[path = "../../crates/amdgpu-isa/src/target.rs"]
pub mod target;

pub use target::{Generation, Target, PROCESSORS};
