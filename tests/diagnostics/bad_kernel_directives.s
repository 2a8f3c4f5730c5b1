; Kernel descriptor and metadata errors, located as llvm-mc locates them.
.amdhsa_code_object_version 7
.rodata
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 1
  .amdhsa_user_sgpr_count 40
  .amdhsa_bogus_field 1
  .amdhsa_next_free_vgpr 2
.end_amdhsa_kernel
.amdhsa_kernel k2
  .amdhsa_next_free_sgpr 1
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [1, 2
...
.end_amdgpu_metadata
.section .x, "q"
.popsection
.type k, @weird
.size k
