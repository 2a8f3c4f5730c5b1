//! Note sections: the `NT_AMDGPU_METADATA` note that `.amdgpu_metadata` makes.

use crate::consts::*;
use crate::model::Section;

/// Appends one ELF note (4-byte alignment: name and descriptor each padded
/// to 4) to `out`.
pub fn push_note(out: &mut Vec<u8>, name: &[u8], n_type: u32, desc: &[u8]) {
    let namesz = name.len() as u32 + 1;
    out.extend_from_slice(&namesz.to_le_bytes());
    out.extend_from_slice(&(desc.len() as u32).to_le_bytes());
    out.extend_from_slice(&n_type.to_le_bytes());
    out.extend_from_slice(name);
    out.push(0);
    while !out.len().is_multiple_of(4) {
        out.push(0);
    }
    out.extend_from_slice(desc);
    while !out.len().is_multiple_of(4) {
        out.push(0);
    }
}

/// The `.note` section llvm-mc 22 makes for an `.amdgpu_metadata` block
/// whose MessagePack encoding is `msgpack`: `SHT_NOTE`, `SHF_ALLOC`,
/// aligned to 4, holding one note of owner `AMDGPU` and type
/// `NT_AMDGPU_METADATA`, padded to a multiple of 4 bytes.
pub fn metadata_note_section(msgpack: &[u8]) -> Section {
    let mut data = Vec::with_capacity(msgpack.len() + 24);
    push_note(&mut data, b"AMDGPU", NT_AMDGPU_METADATA, msgpack);
    Section {
        align: 4,
        data,
        ..Section::new(".note", SHT_NOTE, SHF_ALLOC)
    }
}
