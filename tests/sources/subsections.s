// cpus: gfx900 gfx908
// Subsections: .subsection N, .text N / .data N, .pushsection NAME, N,
// .previous between them; laid out in number order after the last line,
// labels, branches, literals, data, label differences and .reloc moved
// with their bytes.
.text
.globl k
.p2align 8
k:
  s_branch fwd
.subsection 1
back:
  s_mov_b32 s0, far
  s_endpgm
.subsection 0
  s_cbranch_scc0 back
fwd:
  v_mov_b32 v0, back
  s_nop 0
.section .rodata,"a",@progbits
.p2align 6
d0: .long 1
.subsection 3
d3: .long 3
    .quad back
.subsection 2
d2: .long 2
    .long d3 - d0
    .reloc ., R_AMDGPU_ABS32, k
.previous
    .long 33
.text 2
  s_nop 7
far: s_endpgm
.subsection 1
  s_nop 1
.text
x_a0: s_nop 0
.subsection 2
x_b2: s_nop 2
.subsection 1
x_c1: s_nop 1
.subsection 0
x_d0: s_nop 3
.data
.long 1
.subsection 1
.long 2
.text
x_e: s_nop 4
.subsection 2
s_nop 5
.pushsection .data, 3
.long 3
.popsection
s_nop 6
.section .foo,"ax",@progbits
.subsection 1
s_nop 7
.previous
s_nop 8
.text 1
s_nop 9
.data 2
.long 9
