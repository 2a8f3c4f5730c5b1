// cpus: gfx900
// args:
// More data directives: .dc.*, .value, .2byte/.4byte/.8byte, floats,
// LEB128, .org, local common symbols in .bss, LDS symbols (only the
// referenced one is listed).
.amdgpu_lds scratch_tile, 1024, 16
.amdgpu_lds unused_tile, 256, 4
.text
.globl uses_lds
.p2align 8
uses_lds:
    v_mov_b32 v0, scratch_tile@abs32@lo
    s_endpgm
.data
table:
    .dc.b 1, 2
    .dc.w 3
    .dc.l 4
    .dc.a 5
    .value 6
    .2byte 7
    .4byte 8
    .8byte 9
    .float 1.5, -2, 1e3
    .single 0.25
    .double 2.5, -0.1
    .uleb128 300, 0, 127, 128
    .sleb128 -5, -64, 63, -65, 64
    .org 96, 0xee
    .byte 10
.lcomm counters, 12
.local histogram
.comm histogram, 64, 4
.comm shared_flag, 4, 2
// A fill of size 0 writes nothing, however large its count.
    .fill 0x7fffffff, 0, 1
    .byte 0x5a
