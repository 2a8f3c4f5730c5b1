//! The AMDGPU vocabulary: processors and generations, operand kinds and
//! data types, and the instruction tables generated from `data/isa/`.
//!
//! ```
//! use amdgpu_isa::Target;
//! let t = Target::parse("gfx900").unwrap();
//! assert_eq!(t.generation(), amdgpu_isa::Generation::Gfx9);
//! ```

pub mod generated;
pub mod table;
pub mod target;

pub use table::{Enc, InstDef, Kind, OpType, Slot};
pub use target::{Generation, Processor, Target, PROCESSORS};
