// cpus: gfx900
// .reloc OFFSET, NAME[, EXPR] as llvm-mc 22 writes it: the section's bytes
// unchanged; EXPR's label itself (local or global, not its section), a
// variable whose value is a label, an undefined symbol plus addend, or no
// symbol (a constant, or no EXPR); the BFD_RELOC_NONE/32/64 names; an
// offset that is a constant (of the current section, taken as 32 bits: -1
// is 0xffffffff), `.`, a label (of any section) plus a constant, or a
// variable. Relocations in llvm-mc's order: per section, per fragment
// (alignment, section switches, .zero, .org, .ds and .ident start one;
// .text's first is empty), its own fixups then its .relocs; a constant
// offset belongs to the section's first fragment.
.text
.globl g
.p2align 2
    s_nop 0
loc:
    s_nop 0
g:  s_nop 0
    .long a1
.reloc 0, R_AMDGPU_ABS32, loc
.reloc 0, R_AMDGPU_ABS32, loc+12
.reloc 2, R_AMDGPU_ABS64, g+3
.reloc 1, R_AMDGPU_RELATIVE64, 5
.reloc loc, R_AMDGPU_NONE
.reloc ., R_AMDGPU_ABS64, undef-4
.reloc loc+4, R_AMDGPU_REL32, d
.reloc 0, R_AMDGPU_ABS32, x
.reloc 0, R_AMDGPU_ABS32, y
.reloc 0, R_AMDGPU_ABS32, loc@rel32@lo
.reloc 0, R_AMDGPU_ABS32, z
.reloc d+4, R_AMDGPU_ABS32, d
.reloc g, R_AMDGPU_GOTPCREL, g
.reloc 0, R_AMDGPU_GOTPCREL32_LO, g
.reloc 0, R_AMDGPU_GOTPCREL32_HI, g
.reloc 0, R_AMDGPU_REL32_LO, g
.reloc 0, R_AMDGPU_REL32_HI, g
.reloc 0, R_AMDGPU_REL64, g
.reloc 0, R_AMDGPU_ABS32_HI, g
.reloc 0, R_AMDGPU_REL16, g
.reloc 0, BFD_RELOC_NONE, g
.reloc 0, BFD_RELOC_32, g
.reloc 0, BFD_RELOC_64, g
.reloc -1, R_AMDGPU_ABS32, a-b
.set x, loc+4
.set y, 7
.set z, undef2+1
.set v, loc+8
.reloc v, R_AMDGPU_ABS32, g
    .long a2
.p2align 3
fwd:
    .long a3
.reloc fwd, R_AMDGPU_ABS32, g
.data
d:  .long 0x11223344
.reloc 0, R_AMDGPU_ABS32, g
    .quad b1
.text
    .long a4
.reloc ., R_AMDGPU_ABS32, g
.zero 4
a:  .long 5
b:
.reloc a, R_AMDGPU_ABS32, g
.org 0x40
    .long a5
.reloc a, R_AMDGPU_ABS32, g
