.text
.globl f
.type f,@function
f:
  s_add_u32 s0, s0, .L1@rel32@lo+4
  s_add_u32 s0, s0, .L2@rel32@lo+4
  s_add_u32 s0, s0, .L3@rel32@lo+4
  s_add_u32 s0, s0, .L4@rel32@lo+4
  s_add_u32 s0, s0, .L5@rel32@lo+4
.section .rodata.str1.1,"aMS",@progbits,1
.L1: .asciz "alpha"
.L2: .asciz "beta"
.L3: .asciz "alpha"
.L4: .asciz "gamma"
.L5: .asciz "ha"
.section .rodata.str2.2,"aMS",@progbits,2
.p2align 1
.short 0x41, 0x42, 0
.short 0x43, 0
.short 0x41, 0x42, 0
.section .rodata.cst8,"aM",@progbits,8
.p2align 3
.Lc1: .quad 1
.Lc2: .quad 2
.Lc3: .quad 1
.text
  s_add_u32 s0, s0, .Lc3@rel32@lo+4
  s_add_u32 s0, s0, .Lc2@rel32@lo+4
.section .rodata.str1.1,"aMS",@progbits,1
.Lx: .asciz "beta"
.Ly: .asciz "alphabet"
.text
  s_add_u32 s0, s0, .Ly@rel32@lo+4
