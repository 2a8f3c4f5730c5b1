//! HSA kernel descriptors (`.amdhsa_kernel` blocks <-> the 64-byte
//! descriptor) and code object metadata (`.amdgpu_metadata` YAML <->
//! the MessagePack of the NT_AMDGPU_METADATA note).
