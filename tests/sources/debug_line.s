// cpus: gfx900
// A DWARF 4 line table from .file N / .loc (no .file 0): directories split
// from names, rows made by instructions, data and the next .loc (not by
// alignment or .zero), is_stmt carried from one .loc to the next, flags,
// discriminators, line jumps both ways, long address gaps, one sequence per
// section in the order of their first rows.
.file 1 "a.s"
.file 2 "/x/y/b.inc"
.file 3 "/x/y/c.inc"
.text
.loc 1 5
s_nop 0
.loc 1 6 3
.loc 1 7 4
s_nop 1
s_nop 2
.loc 2 100 2 is_stmt 0 discriminator 3
s_nop 3
.loc 2 90 1 prologue_end epilogue_begin basic_block
.long 5
.loc 1 1000
s_nop 4
.loc 3 1 1 is_stmt 1 isa 2
s_nop 5
.section .text.b,"ax",@progbits
.loc 1 20
s_nop 5
.fill 400, 4, 0
.loc 1 21
s_nop 6
.loc 1 22
.fill 17, 4, 0
.loc 1 23
.fill 16, 4, 0
.loc 1 24
.p2align 4
.loc 1 25
.zero 8
.loc 1 26
.ascii "abcd"
.loc 1 27
.byte 1,2,3,4
.loc 1 28
s_nop 0
.text
.loc 1 8
s_nop 7
.loc 1 9
