.file "foo.c"
.text
  s_nop 0
.section .rodata.b,"a",@progbits
bb: .long 0
.section .rodata.a,"a",@progbits
aa: .long 0
.text
  s_add_u32 s0, s0, .Lc@rel32@lo+4
  s_add_u32 s0, s0, aa@rel32@lo+4
  s_add_u32 s0, s0, bb@rel32@lo+4
.section .rodata.c,"a",@progbits
.Lc: .long 7
.type obj,@object
.globl obj
obj: .long 1
.size obj, 4
.amdgpu_lds lds1, 64, 16
.globl lds1
.comm cmn, 8, 4
.section .text.f,"axG",@progbits,grp,comdat
.globl f
.type f,@function
f: s_endpgm
 s_add_u32 s0, s0, obj@rel32@lo+4
.section .data.f,"awG",@progbits,grp,comdat
.quad f
.set absym, 42
.globl absym
.type ttt,@notype
