//! The AMDGPU vocabulary: processors and generations, operand kinds and
//! data types, and the instruction tables generated from `data/isa/`.
//!
//! ```
//! use amdgpu_isa::Target;
//! let t = Target::parse("gfx900").unwrap();
//! assert_eq!(t.generation(), amdgpu_isa::Generation::Gfx9);
//! ```

#![deny(missing_docs)]

pub mod decode;
pub mod encode;
pub mod generated;
pub mod info;
pub mod inst;
pub mod layout;
pub mod modifiers;
pub mod names;
pub mod print;
pub mod table;
pub mod target;
pub mod text;
pub mod vopd;

pub use decode::{decode, decode_into, decode_preferring, disassemble, DecodeError};
pub use encode::{encode, EncodeError, Word};
pub use info::TargetInfo;
pub use inst::{Dual, Half, Inst, Literal, NamedReg, Operand, Reg, RegFile, SymRef};
pub use print::print;
pub use table::{Enc, InstDef, Kind, OpType, Slot};

/// The layouts of an instruction-table family (`gfx9`), most specific first;
/// empty while the family has none in `data/isa/layouts.txt`.
pub fn family_layouts(family: &str) -> &'static [layout::Layout] {
    generated::layouts::LAYOUTS
        .iter()
        .find(|f| f.family == family)
        .map(|f| f.layouts)
        .unwrap_or(&[])
}

/// The layout of encoding `enc` in `family`.
pub fn find_layout(family: &str, enc: Enc) -> Option<&'static layout::Layout> {
    family_layouts(family).iter().find(|l| l.enc == enc)
}
pub use target::{Generation, Processor, Target, TargetError, PROCESSORS};
