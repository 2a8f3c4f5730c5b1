// cpus: gfx900 gfx906 gfx908
// args: --mattr=-xnack --defsym ROCM_METADATA_VERSION=5
// The register counters and version symbols llvm-mc defines for HSA
// targets, read by a hand-written kernel that sizes itself from them.
.if .amdgcn.gfx_generation_number != 9
    .error "GFX9 only"
.endif

.text
.globl counted
.p2align 8
.type counted,@function
counted:
    s_load_dwordx2 s[4:5], s[0:1], 0x0
    v_lshlrev_b32 v1, 2, v0
    s_waitcnt lgkmcnt(0)
    v_mov_b32 v2, s5
    v_add_co_u32 v1, vcc, s4, v1
    v_addc_co_u32 v2, vcc, v2, 0, vcc
.if .amdgcn.gfx_generation_stepping >= 6
    v_fma_mix_f32 v7, v1, v2, v3
.else
    v_mad_mix_f32 v7, v1, v2, v3
.endif
    global_store_dword v[1:2], v7, off
    s_endpgm
.Lcounted_end:
    .size counted, .Lcounted_end - counted

used_vgprs = .amdgcn.next_free_vgpr
used_sgprs = .amdgcn.next_free_sgpr

.rodata
.p2align 6
.amdhsa_kernel counted
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_next_free_vgpr .amdgcn.next_free_vgpr
    .amdhsa_next_free_sgpr .amdgcn.next_free_sgpr
    .amdhsa_reserve_vcc 1
    .amdhsa_reserve_xnack_mask 0
.end_amdhsa_kernel

// A kernel that sets the counters itself, as MIOpen's do.
.text
.globl fixed
.p2align 8
.type fixed,@function
fixed:
    s_endpgm
workgroup_size_x = 256
.amdgcn.next_free_sgpr = 24
.amdgcn.next_free_vgpr = 40
.rodata
.p2align 6
.amdhsa_kernel fixed
    .amdhsa_next_free_vgpr .amdgcn.next_free_vgpr
    .amdhsa_next_free_sgpr .amdgcn.next_free_sgpr
    .amdhsa_reserve_xnack_mask 0
.end_amdhsa_kernel
