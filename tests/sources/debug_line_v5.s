// cpus: gfx906
// A DWARF 5 line table (.file 0 asks for it): the compilation directory and
// file names in .debug_line_str, MD5 checksums, directory indices; and
// .debug_frame from .cfi_* with numbered registers.
.file 0 "/work/src" "k.cl" md5 0x00112233445566778899aabbccddeeff
.file 1 "/work/src" "k2.cl" md5 0x0123456789abcdef0123456789abcdef
.file 2 "/opt/inc" "h.h" md5 0xffeeddccbbaa99887766554433221100
.cfi_sections .debug_frame
.text
f:
.cfi_startproc
.loc 0 3 0
s_mov_b32 s0, 0
.cfi_def_cfa 32, 0
.loc 2 7 5 prologue_end
s_nop 0
.cfi_undefined 16
.cfi_offset 2600, 8
.cfi_offset 40, 16
s_nop 1
.fill 70, 4, 0
.cfi_escape 0x10, 0x10, 0x08
.cfi_register 16, 62
.fill 300, 4, 0
.cfi_def_cfa_offset 64
.cfi_def_cfa_register 33
.cfi_same_value 41
.cfi_llvm_def_aspace_cfa 64, 0, 6
.loc 1 9 2
s_setpc_b64 s[30:31]
.cfi_endproc
g:
.cfi_startproc
.loc 1 20 1
s_endpgm
.cfi_endproc
