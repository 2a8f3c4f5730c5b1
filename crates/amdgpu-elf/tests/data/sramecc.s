.amdgcn_target "amdgcn-amd-amdhsa--gfx906:sramecc+:xnack-"
.text
.globl k2
.p2align 8
.type k2,@function
k2:
  v_mov_b32 v0, 0
  s_endpgm
.Lend:
.size k2, .Lend-k2
.rodata
.p2align 6
.amdhsa_kernel k2
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 0
.end_amdhsa_kernel
