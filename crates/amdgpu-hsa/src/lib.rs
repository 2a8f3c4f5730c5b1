//! HSA kernel descriptors (`.amdhsa_kernel` blocks <-> the 64-byte
//! descriptor) and code object metadata (`.amdgpu_metadata` YAML <->
//! the MessagePack of the NT_AMDGPU_METADATA note), as llvm-mc 22 makes them.
//!
//! ```
//! use amdgpu_hsa::{describe, KernelDescriptorBuilder};
//! use amdgpu_isa::Target;
//! let target = Target::parse("gfx90a").unwrap();
//! let mut b = KernelDescriptorBuilder::new(target.clone(), 5);
//! b.set(".amdhsa_next_free_vgpr", 40, 0..0).unwrap();
//! b.set(".amdhsa_next_free_sgpr", 10, 0..0).unwrap();
//! b.set(".amdhsa_accum_offset", 32, 0..0).unwrap();
//! let kd = b.finish().unwrap();
//! let body = describe(&kd, &target, 5);
//! assert!(body.unrepresentable.is_empty());
//! assert!(body.directives.contains(&(".amdhsa_accum_offset", 32)));
//! ```
//!
//! The bit positions, defaults and per-processor rules of the descriptor
//! live in `data/hsa/kernel_descriptor.txt`.

#![deny(missing_docs)]

pub mod kd;
mod kd_table;
pub mod meta;

pub use kd::{
    describe, write_order, DirectiveSpan, KdDescription, KdError, KdErrorKind,
    KernelDescriptorBuilder, Span, KD_SIZE,
};
pub use meta::{msgpack_to_yaml, pal_yaml_to_msgpack, yaml_to_msgpack, MetaError};
