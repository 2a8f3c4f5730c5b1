// cpus: gfx906 gfx908
// args: --mattr=-xnack
// Counters reset per kernel with .set, as the AMDGPU usage guide shows;
// a later register use still raises the listed value.
.text
.set .amdgcn.next_free_vgpr, 0
.set .amdgcn.next_free_sgpr, 0
k1:
  v_mov_b32 v7, s3
  s_endpgm
.rodata
.amdhsa_kernel k1
  .amdhsa_next_free_vgpr .amdgcn.next_free_vgpr
  .amdhsa_next_free_sgpr .amdgcn.next_free_sgpr
.end_amdhsa_kernel
.text
.set .amdgcn.next_free_vgpr, 0
.set .amdgcn.next_free_sgpr, 0
k2:
  v_mov_b32 v2, s9
  s_endpgm
.rodata
.amdhsa_kernel k2
  .amdhsa_next_free_vgpr .amdgcn.next_free_vgpr
  .amdhsa_next_free_sgpr .amdgcn.next_free_sgpr
.end_amdhsa_kernel
.text
v_mov_b32 v20, 0
