.text
.globl kern0
.p2align 8
.type kern0,@function
kern0:
  s_getpc_b64 s[0:1]
  s_add_u32 s0, s0, ptrs@rel32@lo+4
  s_addc_u32 s1, s1, ptrs@rel32@hi+12
  s_endpgm
.Lend0:
.size kern0, .Lend0-kern0
.rodata
.p2align 6
.amdhsa_kernel kern0
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 2
.end_amdhsa_kernel
.text
.globl kern1
.p2align 8
.type kern1,@function
kern1:
  s_getpc_b64 s[0:1]
  s_add_u32 s0, s0, ptrs@rel32@lo+4
  s_addc_u32 s1, s1, ptrs@rel32@hi+12
  s_endpgm
.Lend1:
.size kern1, .Lend1-kern1
.rodata
.p2align 6
.amdhsa_kernel kern1
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 2
.end_amdhsa_kernel
.text
.globl kern2
.p2align 8
.type kern2,@function
kern2:
  s_getpc_b64 s[0:1]
  s_add_u32 s0, s0, ptrs@rel32@lo+4
  s_addc_u32 s1, s1, ptrs@rel32@hi+12
  s_endpgm
.Lend2:
.size kern2, .Lend2-kern2
.rodata
.p2align 6
.amdhsa_kernel kern2
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 2
.end_amdhsa_kernel
.text
.globl kern3
.p2align 8
.type kern3,@function
kern3:
  s_getpc_b64 s[0:1]
  s_add_u32 s0, s0, ptrs@rel32@lo+4
  s_addc_u32 s1, s1, ptrs@rel32@hi+12
  s_endpgm
.Lend3:
.size kern3, .Lend3-kern3
.rodata
.p2align 6
.amdhsa_kernel kern3
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 2
.end_amdhsa_kernel
.text
.globl kern4
.p2align 8
.type kern4,@function
kern4:
  s_getpc_b64 s[0:1]
  s_add_u32 s0, s0, ptrs@rel32@lo+4
  s_addc_u32 s1, s1, ptrs@rel32@hi+12
  s_endpgm
.Lend4:
.size kern4, .Lend4-kern4
.rodata
.p2align 6
.amdhsa_kernel kern4
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 2
.end_amdhsa_kernel
.text
.globl kern5
.p2align 8
.type kern5,@function
kern5:
  s_getpc_b64 s[0:1]
  s_add_u32 s0, s0, ptrs@rel32@lo+4
  s_addc_u32 s1, s1, ptrs@rel32@hi+12
  s_endpgm
.Lend5:
.size kern5, .Lend5-kern5
.rodata
.p2align 6
.amdhsa_kernel kern5
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 2
.end_amdhsa_kernel
.text
.globl kern6
.p2align 8
.type kern6,@function
kern6:
  s_getpc_b64 s[0:1]
  s_add_u32 s0, s0, ptrs@rel32@lo+4
  s_addc_u32 s1, s1, ptrs@rel32@hi+12
  s_endpgm
.Lend6:
.size kern6, .Lend6-kern6
.rodata
.p2align 6
.amdhsa_kernel kern6
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 2
.end_amdhsa_kernel
.text
.globl kern7
.p2align 8
.type kern7,@function
kern7:
  s_getpc_b64 s[0:1]
  s_add_u32 s0, s0, ptrs@rel32@lo+4
  s_addc_u32 s1, s1, ptrs@rel32@hi+12
  s_endpgm
.Lend7:
.size kern7, .Lend7-kern7
.rodata
.p2align 6
.amdhsa_kernel kern7
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 2
.end_amdhsa_kernel
.text
.globl kern8
.p2align 8
.type kern8,@function
kern8:
  s_getpc_b64 s[0:1]
  s_add_u32 s0, s0, ptrs@rel32@lo+4
  s_addc_u32 s1, s1, ptrs@rel32@hi+12
  s_endpgm
.Lend8:
.size kern8, .Lend8-kern8
.rodata
.p2align 6
.amdhsa_kernel kern8
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 2
.end_amdhsa_kernel
.text
.globl kern9
.p2align 8
.type kern9,@function
kern9:
  s_getpc_b64 s[0:1]
  s_add_u32 s0, s0, ptrs@rel32@lo+4
  s_addc_u32 s1, s1, ptrs@rel32@hi+12
  s_endpgm
.Lend9:
.size kern9, .Lend9-kern9
.rodata
.p2align 6
.amdhsa_kernel kern9
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 2
.end_amdhsa_kernel
.text
.globl kern10
.p2align 8
.type kern10,@function
kern10:
  s_getpc_b64 s[0:1]
  s_add_u32 s0, s0, ptrs@rel32@lo+4
  s_addc_u32 s1, s1, ptrs@rel32@hi+12
  s_endpgm
.Lend10:
.size kern10, .Lend10-kern10
.rodata
.p2align 6
.amdhsa_kernel kern10
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 2
.end_amdhsa_kernel
.text
.globl kern11
.p2align 8
.type kern11,@function
kern11:
  s_getpc_b64 s[0:1]
  s_add_u32 s0, s0, ptrs@rel32@lo+4
  s_addc_u32 s1, s1, ptrs@rel32@hi+12
  s_endpgm
.Lend11:
.size kern11, .Lend11-kern11
.rodata
.p2align 6
.amdhsa_kernel kern11
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 2
.end_amdhsa_kernel
.text
.section .data.rel.ro,"aw",@progbits
.hidden ptrs
.globl ptrs
.p2align 3
ptrs:
  .quad kern0
  .quad kern5
  .quad extfn
.section .text.hot,"axG",@progbits,hotgrp,comdat
.globl hotfn
.type hotfn,@function
hotfn:
  s_setpc_b64 s[30:31]
.section .rodata.str1.1,"aMS",@progbits,1
.Ls1: .asciz "one"
.Ls2: .asciz "two"
.text
  s_add_u32 s0, s0, .Ls2@rel32@lo+4
  s_add_u32 s0, s0, extfn@gotpcrel+4
.section .note.b,"a",@note
.p2align 2
.long 4, 4, 2
.asciz "xyz"
.long 7
