//! ELF output for AMDGPU code (relocatable objects and HSA code objects).
//!
//! Not implemented yet: the object-file issue fills this crate in.
