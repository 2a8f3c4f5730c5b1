//! Little-endian ELF64 records, written field by field.

pub(crate) struct Out {
    pub buf: Vec<u8>,
}

impl Out {
    pub fn new() -> Out {
        Out { buf: Vec::new() }
    }
    pub fn len(&self) -> u64 {
        self.buf.len() as u64
    }
    pub fn u8(&mut self, v: u8) {
        self.buf.push(v);
    }
    pub fn u16(&mut self, v: u16) {
        self.buf.extend_from_slice(&v.to_le_bytes());
    }
    pub fn u32(&mut self, v: u32) {
        self.buf.extend_from_slice(&v.to_le_bytes());
    }
    pub fn u64(&mut self, v: u64) {
        self.buf.extend_from_slice(&v.to_le_bytes());
    }
    pub fn bytes(&mut self, b: &[u8]) {
        self.buf.extend_from_slice(b);
    }
    /// Pads with zeros to a multiple of `align` (0 or 1: nothing).
    pub fn align(&mut self, align: u64) {
        let a = align.max(1);
        while !self.len().is_multiple_of(a) {
            self.buf.push(0);
        }
    }

    /// `Elf64_Ehdr` for an AMDGPU object.
    #[allow(clippy::too_many_arguments)]
    pub fn file_header(
        &mut self,
        h: &crate::Header,
        e_type: u16,
        phoff: u64,
        phnum: u16,
        shoff: u64,
        shnum: u16,
        shstrndx: u16,
    ) {
        self.bytes(&[
            0x7f,
            b'E',
            b'L',
            b'F',
            2,
            1,
            1,
            h.os_abi,
            h.abi_version,
            0,
            0,
            0,
            0,
            0,
            0,
            0,
        ]);
        self.u16(e_type);
        self.u16(crate::consts::EM_AMDGPU);
        self.u32(1);
        self.u64(0); // e_entry
        self.u64(phoff);
        self.u64(shoff);
        self.u32(h.e_flags);
        self.u16(64);
        self.u16(if phnum == 0 { 0 } else { 56 });
        self.u16(phnum);
        self.u16(64);
        self.u16(shnum);
        self.u16(shstrndx);
    }

    /// `Elf64_Shdr`.
    pub fn section_header(&mut self, s: &Shdr) {
        self.u32(s.name);
        self.u32(s.sh_type);
        self.u64(s.flags);
        self.u64(s.addr);
        self.u64(s.offset);
        self.u64(s.size);
        self.u32(s.link);
        self.u32(s.info);
        self.u64(s.align);
        self.u64(s.entsize);
    }

    /// `Elf64_Sym`.
    pub fn symbol(&mut self, name: u32, info: u8, other: u8, shndx: u16, value: u64, size: u64) {
        self.u32(name);
        self.u8(info);
        self.u8(other);
        self.u16(shndx);
        self.u64(value);
        self.u64(size);
    }

    /// `Elf64_Rela`.
    pub fn rel(&mut self, offset: u64, sym: u32, r_type: u32) {
        self.u64(offset);
        self.u64((u64::from(sym) << 32) | u64::from(r_type));
    }

    pub fn rela(&mut self, offset: u64, sym: u32, r_type: u32, addend: i64) {
        self.u64(offset);
        self.u64((u64::from(sym) << 32) | u64::from(r_type));
        self.u64(addend as u64);
    }
}

/// The fields of a section header.
#[derive(Debug, Clone, Default)]
pub(crate) struct Shdr {
    pub name: u32,
    pub sh_type: u32,
    pub flags: u64,
    pub addr: u64,
    pub offset: u64,
    pub size: u64,
    pub link: u32,
    pub info: u32,
    pub align: u64,
    pub entsize: u64,
}
