.text
.globl kern
.p2align 8
.type kern,@function
kern:
  s_getpc_b64 s[0:1]
  s_add_u32 s0, s0, tab@rel32@lo+4
  s_addc_u32 s1, s1, tab@rel32@hi+12
  s_getpc_b64 s[0:1]
  s_add_u32 s0, s0, ext@gotpcrel32@lo+4
  s_addc_u32 s1, s1, ext@gotpcrel32@hi+12
  s_add_u32 s0, s0, counter@gotpcrel32@lo+4
  s_addc_u32 s1, s1, counter@gotpcrel32@hi+12
  s_add_u32 s0, s0, .Lstr@rel32@lo+4
  s_endpgm
.Lfunc_end0:
.size kern, .Lfunc_end0-kern
.p2align 2
.hidden helper
.globl helper
.type helper,@function
helper:
  s_setpc_b64 s[30:31]
.size helper, 4

.data
.hidden tab
.globl tab
.p2align 3
tab:
  .quad helper
  .quad kern
  .quad ext
  .quad counter+4
  .long 7
.size tab, 36
.section .rodata.str1.1,"aMS",@progbits,1
.Lstr: .asciz "hi"
.bss
.globl counter
.type counter,@object
.p2align 2
counter: .zero 4
.size counter, 4
.rodata
.p2align 6
.amdhsa_kernel kern
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 1
.end_amdhsa_kernel
