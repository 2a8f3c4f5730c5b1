// cpus: gfx900
// args: --mattr=+xnack
// A small kernel that counts its registers, with assembler comments
// inside the metadata block (llvm-mc drops them).
.amdgcn_target "amdgcn-amd-amdhsa--gfx900:xnack+" // optional

.text
.globl store_e
.p2align 8
.type store_e,@function
store_e:
  s_load_dwordx2 s[0:1], s[0:1] 0x0
  v_mov_b32 v0, 2.71828
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v3, s0
  v_mov_b32 v1, v3
  v_mov_b32 v2, s1
  flat_store_dword v[1:2], v0
  s_endpgm
.Lfunc_end0:
  .size   store_e, .Lfunc_end0-store_e

.rodata
.p2align 6
.amdhsa_kernel store_e
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr .amdgcn.next_free_vgpr
  .amdhsa_next_free_sgpr .amdgcn.next_free_sgpr
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.version:
  - 1
  - 0
amdhsa.kernels:
  - .name: store_e
    .symbol: store_e.kd
    .kernarg_segment_size: 48
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 4
    .wavefront_size: 64
    .sgpr_count: 2
    .vgpr_count: 3
    .max_flat_workgroup_size: 256
    .args:
      - .size: 8
        .offset: 0
        .value_kind: global_buffer
        .address_space: global
        .actual_access: write_only ; trailing comment
//...
.end_amdgpu_metadata // done
