.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.text
.globl kern
.p2align 8
.type kern,@function
kern:
  s_endpgm
.Lfunc_end0:
.size kern, .Lfunc_end0-kern

.rodata
.p2align 6
.amdhsa_kernel kern
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 1
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.kernels:
  - .name: kern
    .symbol: kern.kd
    .kernarg_segment_size: 0
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 4
    .wavefront_size: 32
    .sgpr_count: 2
    .vgpr_count: 1
    .max_flat_workgroup_size: 256
...
.end_amdgpu_metadata
