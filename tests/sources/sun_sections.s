// cpus: gfx900
// args:
// Tensile-style prologue: Solaris-style section flags, and counters set
// to an undefined placeholder (only the placeholder is listed).
.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
.protected probe
.globl probe
.p2align 8
.type probe,@function
.section .rodata,#alloc
.p2align 6
.amdhsa_kernel probe
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 4 // vgprs
  .amdhsa_next_free_sgpr 8 // sgprs
.end_amdhsa_kernel
.section .data.tls_like,#alloc,#write
.long 7
.text
.set vgprCount, 3
.set sgprLoops, 5
probe:
  s_load_dword s[sgprLoops], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v[vgprCount], s[sgprLoops]
  s_endpgm
.set sgprLoops, UNDEF
.set vgprCount, UNDEF + 1
