	.file	0 "/work/main/tests/kernels" "co1.cl" md5 0x03f34f20359f1ca8afaa9048d618deea
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	__clang_ocl_kern_imp_saxpy ; -- Begin function __clang_ocl_kern_imp_saxpy
	.globl	__clang_ocl_kern_imp_saxpy
	.p2align	2
	.type	__clang_ocl_kern_imp_saxpy,@function
__clang_ocl_kern_imp_saxpy:             ; @__clang_ocl_kern_imp_saxpy
.Lfunc_begin0:
	.loc	0 1 0                           ; co1.cl:1:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s8, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v8, s33 offset:28 ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	s_add_i32 s32, s32, 40
	v_accvgpr_write_b32 a0, v2              ;  Reload Reuse
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v2, v0
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v6
	scratch_store_dwordx2 off, v[2:3], s33
	scratch_store_dwordx2 off, v[0:1], s33 offset:8
	scratch_store_dword off, v4, s33 offset:16
	scratch_store_dword off, v5, s33 offset:20
	s_mov_b32 s0, 0x3ff
	v_and_b32_e64 v1, v31, s0
	s_mov_b32 s0, 8
.Ltmp0:
	.loc	0 2 51 prologue_end             ; co1.cl:2:51
	v_mov_b32_e32 v0, s0
	v_lshl_or_b32 v0, s12, v0, v1
	.loc	0 2 7 is_stmt 0                 ; co1.cl:2:7
	scratch_store_dword off, v0, s33 offset:24
.Ltmp1:
	.loc	0 3 7 is_stmt 1                 ; co1.cl:3:7
	scratch_load_dword v0, off, s33 offset:24
	.loc	0 3 11 is_stmt 0                ; co1.cl:3:11
	s_nop 0
	scratch_load_dword v1, off, s33 offset:20
	.loc	0 3 9                           ; co1.cl:3:9
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[2:3], v0, v1
	s_mov_b64 s[0:1], exec
                                        ; implicit-def: $vgpr8 : SGPR spill to VGPR lane
	v_writelane_b32 v8, s0, 0
	s_nop 1
	v_writelane_b32 v8, s1, 1
	s_or_saveexec_b64 s[6:7], -1
	v_accvgpr_write_b32 a1, v8              ;  Reload Reuse
	s_mov_b64 exec, s[6:7]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	0 3 21                          ; co1.cl:3:21
	scratch_load_dword v3, off, s33 offset:16
	.loc	0 3 25                          ; co1.cl:3:25
	scratch_load_dwordx2 v[0:1], off, s33 offset:8
	.loc	0 3 27                          ; co1.cl:3:27
	scratch_load_dword v4, off, s33 offset:24
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v2, 31, v4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v2
	s_mov_b32 s0, 2
	.loc	0 3 25                          ; co1.cl:3:25
	v_lshlrev_b64 v[6:7], s0, v[4:5]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[6:7]
	global_load_dword v4, v[0:1], off
	.loc	0 3 32                          ; co1.cl:3:32
	s_nop 0
	scratch_load_dwordx2 v[0:1], off, s33
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[6:7]
	global_load_dword v2, v[0:1], off
	.loc	0 3 30                          ; co1.cl:3:30
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v2, v3, v4
	.loc	0 3 19                          ; co1.cl:3:19
	global_store_dword v[0:1], v2, off
.Ltmp2:
.LBB0_2:
	.loc	0 0 19                          ; co1.cl:0:19
	s_or_saveexec_b64 s[6:7], -1
	v_accvgpr_read_b32 v8, a1               ;  Reload Reuse
	s_mov_b64 exec, s[6:7]
	v_readlane_b32 s0, v8, 0
	v_readlane_b32 s1, v8, 1
	s_or_b64 exec, exec, s[0:1]
	.loc	0 4 1 is_stmt 1                 ; co1.cl:4:1
	s_mov_b32 s32, s33
	s_xor_saveexec_b64 s[0:1], -1
	scratch_load_dword v8, off, s33 offset:28 ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_mov_b32 s33, s8
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp3:
.Lfunc_end0:
	.size	__clang_ocl_kern_imp_saxpy, .Lfunc_end0-__clang_ocl_kern_imp_saxpy
	.cfi_endproc
                                        ; -- End function
	.set __clang_ocl_kern_imp_saxpy.num_vgpr, 32
	.set __clang_ocl_kern_imp_saxpy.num_agpr, 2
	.set __clang_ocl_kern_imp_saxpy.numbered_sgpr, 34
	.set __clang_ocl_kern_imp_saxpy.num_named_barrier, 0
	.set __clang_ocl_kern_imp_saxpy.private_seg_size, 40
	.set __clang_ocl_kern_imp_saxpy.uses_vcc, 0
	.set __clang_ocl_kern_imp_saxpy.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_saxpy.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_saxpy.has_recursion, 0
	.set __clang_ocl_kern_imp_saxpy.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 408
; TotalNumSgprs: 40
; NumVgprs: 32
; NumAgprs: 2
; TotalNumVgprs: 34
; ScratchSize: 40
; MemoryBound: 0
	.text
	.protected	saxpy                   ; -- Begin function saxpy
	.globl	saxpy
	.p2align	8
	.type	saxpy,@function
saxpy:                                  ; @saxpy
.Lfunc_begin1:
	.loc	0 1 0                           ; co1.cl:1:0
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 32
	s_mov_b32 s14, s10
	s_mov_b32 s13, s9
	s_mov_b32 s12, s8
	s_mov_b64 s[10:11], s[6:7]
                                        ; implicit-def: $vgpr10 : SGPR spill to VGPR lane
	v_writelane_b32 v10, s4, 0
	s_nop 1
	v_writelane_b32 v10, s5, 1
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[4:5], s[0:1]
	v_readlane_b32 s0, v10, 0
	v_readlane_b32 s1, v10, 1
	v_mov_b32_e32 v31, v0
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x8
	s_load_dword s3, s[0:1], 0x10
	s_load_dword s2, s[0:1], 0x14
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[0:1], s[16:17]
	scratch_store_dwordx2 off, v[0:1], s33
	v_mov_b64_e32 v[0:1], s[8:9]
	scratch_store_dwordx2 off, v[0:1], s33 offset:8
	v_mov_b32_e32 v0, s3
	scratch_store_dword off, v0, s33 offset:16
	v_mov_b32_e32 v0, s2
	scratch_store_dword off, v0, s33 offset:20
.Ltmp4:
	.loc	0 1 81 prologue_end             ; co1.cl:1:81
	scratch_load_dwordx2 v[8:9], off, s33
	scratch_load_dwordx2 v[6:7], off, s33 offset:8
	scratch_load_dword v4, off, s33 offset:16
	scratch_load_dword v5, off, s33 offset:20
	s_mov_b64 s[8:9], 24
	s_mov_b32 s2, s0
	s_mov_b32 s0, s1
	s_mov_b32 s3, s8
	s_mov_b32 s1, s9
	s_add_u32 s8, s2, s3
	s_addc_u32 s0, s0, s1
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s0
	s_mov_b32 s0, 32
	s_waitcnt vmcnt(3)
	v_lshrrev_b64 v[0:1], s0, v[8:9]
	v_mov_b32_e32 v1, v0
	s_waitcnt vmcnt(2)
	v_lshrrev_b64 v[2:3], s0, v[6:7]
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v2, v6
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __clang_ocl_kern_imp_saxpy@rel32@lo+4
	s_addc_u32 s1, s1, __clang_ocl_kern_imp_saxpy@rel32@hi+12
                                        ; implicit-def: $sgpr15
	s_swappc_b64 s[30:31], s[0:1]
	.loc	0 4 1                           ; co1.cl:4:1
	s_endpgm
.Ltmp5:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel saxpy
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 72
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 34
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end1:
	.size	saxpy, .Lfunc_end1-saxpy
	.cfi_endproc
                                        ; -- End function
	.set saxpy.num_vgpr, max(32, __clang_ocl_kern_imp_saxpy.num_vgpr)
	.set saxpy.num_agpr, max(0, __clang_ocl_kern_imp_saxpy.num_agpr)
	.set saxpy.numbered_sgpr, max(34, __clang_ocl_kern_imp_saxpy.numbered_sgpr)
	.set saxpy.num_named_barrier, max(0, __clang_ocl_kern_imp_saxpy.num_named_barrier)
	.set saxpy.private_seg_size, 32+max(__clang_ocl_kern_imp_saxpy.private_seg_size)
	.set saxpy.uses_vcc, or(0, __clang_ocl_kern_imp_saxpy.uses_vcc)
	.set saxpy.uses_flat_scratch, or(0, __clang_ocl_kern_imp_saxpy.uses_flat_scratch)
	.set saxpy.has_dyn_sized_stack, or(0, __clang_ocl_kern_imp_saxpy.has_dyn_sized_stack)
	.set saxpy.has_recursion, or(0, __clang_ocl_kern_imp_saxpy.has_recursion)
	.set saxpy.has_indirect_call, or(0, __clang_ocl_kern_imp_saxpy.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 292
; TotalNumSgprs: 40
; NumVgprs: 32
; NumAgprs: 2
; TotalNumVgprs: 34
; ScratchSize: 72
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 34
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_lds_sum ; -- Begin function __clang_ocl_kern_imp_lds_sum
	.globl	__clang_ocl_kern_imp_lds_sum
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_sum,@function
__clang_ocl_kern_imp_lds_sum:           ; @__clang_ocl_kern_imp_lds_sum
.Lfunc_begin2:
	.loc	0 5 0                           ; co1.cl:5:0
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s10, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v4, s33 offset:28 ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	s_add_i32 s32, s32, 40
	v_mov_b32_e32 v3, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	scratch_store_dwordx2 off, v[0:1], s33
	scratch_store_dword off, v2, s33 offset:8
	s_mov_b32 s0, 0x3ff
	v_and_b32_e64 v0, v31, s0
.Ltmp6:
	.loc	0 6 7 prologue_end              ; co1.cl:6:7
	scratch_store_dword off, v0, s33 offset:12
	.loc	0 7 10                          ; co1.cl:7:10
	scratch_load_dword v1, off, s33 offset:12
	.loc	0 7 3 is_stmt 0                 ; co1.cl:7:3
	s_nop 0
	scratch_load_dword v0, off, s33 offset:8
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v0, v1, 2, v0
	.loc	0 7 8                           ; co1.cl:7:8
	ds_write_b32 v0, v1
	.loc	0 7 13                          ; co1.cl:7:13
	s_barrier
	v_mov_b32_e32 v0, 0x80
.Ltmp7:
	.loc	0 8 12 is_stmt 1                ; co1.cl:8:12
	scratch_store_dword off, v0, s33 offset:16
	s_mov_b64 s[0:1], 0
                                        ; implicit-def: $sgpr2_sgpr3
                                        ; implicit-def: $vgpr4 : SGPR spill to VGPR lane
	.loc	0 8 8 is_stmt 0                 ; co1.cl:8:8
	v_writelane_b32 v4, s0, 0
	s_nop 1
	v_writelane_b32 v4, s1, 1
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_write_b32 a0, v4              ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
.LBB2_1:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 0 8                           ; co1.cl:0:8
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_read_b32 v4, a0               ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	v_readlane_b32 s0, v4, 2
	v_readlane_b32 s1, v4, 3
	v_readlane_b32 s2, v4, 0
	v_readlane_b32 s3, v4, 1
	s_nop 0
	v_writelane_b32 v4, s2, 4
	s_nop 1
	v_writelane_b32 v4, s3, 5
.Ltmp8:
	.loc	0 8 21 is_stmt 1                ; co1.cl:8:21
	scratch_load_dword v0, off, s33 offset:16
	s_mov_b32 s2, 0
	.loc	0 8 23 is_stmt 0                ; co1.cl:8:23
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[2:3], v0, s2
	s_mov_b64 s[4:5], -1
	s_or_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v4, s0, 6
	s_nop 1
	v_writelane_b32 v4, s1, 7
.Ltmp9:
	.loc	0 8 3                           ; co1.cl:8:3
	v_writelane_b32 v4, s0, 8
	s_nop 1
	v_writelane_b32 v4, s1, 9
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v4, s0, 10
	s_nop 1
	v_writelane_b32 v4, s1, 11
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_write_b32 a0, v4              ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB2_4
; %bb.2:                                ;   in Loop: Header=BB2_1 Depth=1
.Ltmp10:
	.loc	0 8 43                          ; co1.cl:8:43
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_read_b32 v4, a0               ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	scratch_load_dword v0, off, s33 offset:12
	.loc	0 8 47                          ; co1.cl:8:47
	scratch_load_dword v1, off, s33 offset:16
	.loc	0 8 45                          ; co1.cl:8:45
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[2:3], v0, v1
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v4, s0, 12
	s_nop 1
	v_writelane_b32 v4, s1, 13
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_write_b32 a0, v4              ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB2_5
; %bb.3:                                ;   in Loop: Header=BB2_1 Depth=1
	.loc	0 8 58                          ; co1.cl:8:58
	scratch_load_dword v1, off, s33 offset:8
	.loc	0 8 60                          ; co1.cl:8:60
	scratch_load_dword v0, off, s33 offset:12
	.loc	0 8 64                          ; co1.cl:8:64
	scratch_load_dword v2, off, s33 offset:16
	.loc	0 8 62                          ; co1.cl:8:62
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v0, v2
	.loc	0 8 58                          ; co1.cl:8:58
	v_lshl_add_u32 v2, v2, 2, v1
	ds_read_b32 v2, v2
	.loc	0 8 50                          ; co1.cl:8:50
	v_lshl_add_u32 v0, v0, 2, v1
	.loc	0 8 55                          ; co1.cl:8:55
	v_mov_b32_e32 v1, v0
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e64 v1, v1, v2
	ds_write_b32 v0, v1
	.loc	0 8 50                          ; co1.cl:8:50
	s_branch .LBB2_5
.Ltmp11:
.LBB2_4:                                ;   in Loop: Header=BB2_1 Depth=1
	.loc	0 0 50                          ; co1.cl:0:50
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_read_b32 v4, a0               ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	v_readlane_b32 s0, v4, 10
	v_readlane_b32 s1, v4, 11
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s4, v4, 4
	v_readlane_b32 s5, v4, 5
	v_readlane_b32 s2, v4, 8
	v_readlane_b32 s3, v4, 9
	s_mov_b64 s[0:1], s[2:3]
	s_and_b64 s[0:1], exec, s[0:1]
	s_or_b64 s[0:1], s[0:1], s[4:5]
	v_writelane_b32 v4, s2, 2
	s_nop 1
	v_writelane_b32 v4, s3, 3
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v4, s2, 0
	s_nop 1
	v_writelane_b32 v4, s3, 1
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v4, s2, 14
	s_nop 1
	v_writelane_b32 v4, s3, 15
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_write_b32 a0, v4              ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB2_1
	s_branch .LBB2_7
.LBB2_5:                                ;   in Loop: Header=BB2_1 Depth=1
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_read_b32 v4, a0               ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	v_readlane_b32 s0, v4, 12
	v_readlane_b32 s1, v4, 13
	s_or_b64 exec, exec, s[0:1]
	.loc	0 8 68                          ; co1.cl:8:68
	s_barrier
.Ltmp12:
; %bb.6:                                ;   in Loop: Header=BB2_1 Depth=1
	.loc	0 8 30                          ; co1.cl:8:30
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_read_b32 v4, a0               ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	v_readlane_b32 s0, v4, 6
	v_readlane_b32 s1, v4, 7
	scratch_load_dword v0, off, s33 offset:16
	s_mov_b32 s2, 1
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v0, s2, v0
	scratch_store_dword off, v0, s33 offset:16
	s_mov_b64 s[2:3], 0
	s_andn2_b64 s[0:1], s[0:1], exec
	.loc	0 8 3                           ; co1.cl:8:3
	v_writelane_b32 v4, s0, 8
	s_nop 1
	v_writelane_b32 v4, s1, 9
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_write_b32 a0, v4              ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	s_branch .LBB2_4
.Ltmp13:
.LBB2_7:
	.loc	0 0 3                           ; co1.cl:0:3
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_read_b32 v4, a0               ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	v_readlane_b32 s0, v4, 14
	v_readlane_b32 s1, v4, 15
	s_or_b64 exec, exec, s[0:1]
; %bb.8:
.Ltmp14:
	.loc	0 9 7 is_stmt 1                 ; co1.cl:9:7
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_read_b32 v4, a0               ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	scratch_load_dword v0, off, s33 offset:12
	s_mov_b32 s0, 0
	.loc	0 9 9 is_stmt 0                 ; co1.cl:9:9
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[2:3], v0, s0
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v4, s0, 16
	s_nop 1
	v_writelane_b32 v4, s1, 17
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_write_b32 a0, v4              ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB2_10
; %bb.9:
	.loc	0 9 34                          ; co1.cl:9:34
	scratch_load_dwordx2 v[0:1], off, s33
	.loc	0 9 37                          ; co1.cl:9:37
	scratch_load_dword v2, off, s33 offset:8
	s_waitcnt vmcnt(0)
	ds_read_b32 v2, v2
	.loc	0 9 15                          ; co1.cl:9:15
	s_waitcnt lgkmcnt(0)
	scratch_store_dword off, v2, s33 offset:20
	scratch_load_dword v2, off, s33 offset:20
	s_waitcnt vmcnt(0)
	global_atomic_add v0, v[0:1], v2, off sc0
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:24
.Ltmp15:
.LBB2_10:
	.loc	0 0 15                          ; co1.cl:0:15
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_read_b32 v4, a0               ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	v_readlane_b32 s0, v4, 16
	v_readlane_b32 s1, v4, 17
	s_or_b64 exec, exec, s[0:1]
	.loc	0 10 1 is_stmt 1                ; co1.cl:10:1
	s_mov_b32 s32, s33
	s_xor_saveexec_b64 s[0:1], -1
	scratch_load_dword v4, off, s33 offset:28 ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_mov_b32 s33, s10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp16:
.Lfunc_end2:
	.size	__clang_ocl_kern_imp_lds_sum, .Lfunc_end2-__clang_ocl_kern_imp_lds_sum
	.cfi_endproc
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_sum.num_vgpr, 32
	.set __clang_ocl_kern_imp_lds_sum.num_agpr, 1
	.set __clang_ocl_kern_imp_lds_sum.numbered_sgpr, 34
	.set __clang_ocl_kern_imp_lds_sum.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_sum.private_seg_size, 40
	.set __clang_ocl_kern_imp_lds_sum.uses_vcc, 0
	.set __clang_ocl_kern_imp_lds_sum.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_sum.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_sum.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_sum.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1164
; TotalNumSgprs: 40
; NumVgprs: 32
; NumAgprs: 1
; TotalNumVgprs: 33
; ScratchSize: 40
; MemoryBound: 0
	.text
	.protected	lds_sum                 ; -- Begin function lds_sum
	.globl	lds_sum
	.p2align	8
	.type	lds_sum,@function
lds_sum:                                ; @lds_sum
.Lfunc_begin3:
	.loc	0 5 0                           ; co1.cl:5:0
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 16
	s_mov_b32 s14, s10
	s_mov_b32 s13, s9
	s_mov_b32 s12, s8
	s_mov_b64 s[10:11], s[6:7]
                                        ; implicit-def: $vgpr6 : SGPR spill to VGPR lane
	v_writelane_b32 v6, s4, 0
	s_nop 1
	v_writelane_b32 v6, s5, 1
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[4:5], s[0:1]
	v_readlane_b32 s0, v6, 0
	v_readlane_b32 s1, v6, 1
	v_mov_b32_e32 v31, v0
	s_load_dwordx2 s[8:9], s[0:1], 0x0
	s_load_dword s2, s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[0:1], s[8:9]
	scratch_store_dwordx2 off, v[0:1], s33
	v_mov_b32_e32 v0, s2
	scratch_store_dword off, v0, s33 offset:8
.Ltmp17:
	.loc	0 5 56 prologue_end             ; co1.cl:5:56
	scratch_load_dwordx2 v[4:5], off, s33
	scratch_load_dword v2, off, s33 offset:8
	s_mov_b64 s[8:9], 16
	s_mov_b32 s2, s0
	s_mov_b32 s0, s1
	s_mov_b32 s3, s8
	s_mov_b32 s1, s9
	s_add_u32 s8, s2, s3
	s_addc_u32 s0, s0, s1
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s0
	s_mov_b32 s0, 32
	s_waitcnt vmcnt(1)
	v_lshrrev_b64 v[0:1], s0, v[4:5]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v4
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __clang_ocl_kern_imp_lds_sum@rel32@lo+4
	s_addc_u32 s1, s1, __clang_ocl_kern_imp_lds_sum@rel32@hi+12
                                        ; implicit-def: $sgpr15
	s_swappc_b64 s[30:31], s[0:1]
	.loc	0 10 1                          ; co1.cl:10:1
	s_endpgm
.Ltmp18:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_sum
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 56
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 33
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end3:
	.size	lds_sum, .Lfunc_end3-lds_sum
	.cfi_endproc
                                        ; -- End function
	.set lds_sum.num_vgpr, max(32, __clang_ocl_kern_imp_lds_sum.num_vgpr)
	.set lds_sum.num_agpr, max(0, __clang_ocl_kern_imp_lds_sum.num_agpr)
	.set lds_sum.numbered_sgpr, max(34, __clang_ocl_kern_imp_lds_sum.numbered_sgpr)
	.set lds_sum.num_named_barrier, max(0, __clang_ocl_kern_imp_lds_sum.num_named_barrier)
	.set lds_sum.private_seg_size, 16+max(__clang_ocl_kern_imp_lds_sum.private_seg_size)
	.set lds_sum.uses_vcc, or(0, __clang_ocl_kern_imp_lds_sum.uses_vcc)
	.set lds_sum.uses_flat_scratch, or(0, __clang_ocl_kern_imp_lds_sum.uses_flat_scratch)
	.set lds_sum.has_dyn_sized_stack, or(0, __clang_ocl_kern_imp_lds_sum.has_dyn_sized_stack)
	.set lds_sum.has_recursion, or(0, __clang_ocl_kern_imp_lds_sum.has_recursion)
	.set lds_sum.has_indirect_call, or(0, __clang_ocl_kern_imp_lds_sum.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 216
; TotalNumSgprs: 40
; NumVgprs: 32
; NumAgprs: 1
; TotalNumVgprs: 33
; ScratchSize: 56
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 33
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_table ; -- Begin function __clang_ocl_kern_imp_table
	.globl	__clang_ocl_kern_imp_table
	.p2align	2
	.type	__clang_ocl_kern_imp_table,@function
__clang_ocl_kern_imp_table:             ; @__clang_ocl_kern_imp_table
.Lfunc_begin4:
	.loc	0 12 0                          ; co1.cl:12:0
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s1, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 16
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	scratch_store_dwordx2 off, v[0:1], s33
	s_mov_b32 s0, 0x3ff
	v_and_b32_e64 v0, v31, s0
.Ltmp19:
	.loc	0 12 44 prologue_end            ; co1.cl:12:44
	scratch_store_dword off, v0, s33 offset:8
	.loc	0 12 93 is_stmt 0               ; co1.cl:12:93
	scratch_load_dword v2, off, s33 offset:8
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v3, 31, v2
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v1, v3
	s_mov_b32 s0, 7
	.loc	0 12 95                         ; co1.cl:12:95
	v_and_b32_e64 v2, v2, s0
	s_mov_b32 s0, 2
	.loc	0 12 89                         ; co1.cl:12:89
	v_lshlrev_b32_e64 v2, s0, v2
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, lut@rel32@lo+4
	s_addc_u32 s3, s3, lut@rel32@hi+12
	global_load_dword v2, v2, s[2:3]
	.loc	0 12 82                         ; co1.cl:12:82
	s_nop 0
	scratch_load_dwordx2 v[4:5], off, s33
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	.loc	0 12 87                         ; co1.cl:12:87
	global_store_dword v[0:1], v2, off
	.loc	0 12 101                        ; co1.cl:12:101
	s_mov_b32 s32, s33
	s_mov_b32 s33, s1
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp20:
.Lfunc_end4:
	.size	__clang_ocl_kern_imp_table, .Lfunc_end4-__clang_ocl_kern_imp_table
	.cfi_endproc
                                        ; -- End function
	.set __clang_ocl_kern_imp_table.num_vgpr, 32
	.set __clang_ocl_kern_imp_table.num_agpr, 0
	.set __clang_ocl_kern_imp_table.numbered_sgpr, 34
	.set __clang_ocl_kern_imp_table.num_named_barrier, 0
	.set __clang_ocl_kern_imp_table.private_seg_size, 16
	.set __clang_ocl_kern_imp_table.uses_vcc, 0
	.set __clang_ocl_kern_imp_table.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_table.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_table.has_recursion, 0
	.set __clang_ocl_kern_imp_table.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 184
; TotalNumSgprs: 40
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 16
; MemoryBound: 0
	.text
	.protected	table                   ; -- Begin function table
	.globl	table
	.p2align	8
	.type	table,@function
table:                                  ; @table
.Lfunc_begin5:
	.loc	0 12 0 is_stmt 1                ; co1.cl:12:0
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 16
	s_mov_b32 s14, s10
	s_mov_b32 s13, s9
	s_mov_b32 s12, s8
	s_mov_b64 s[10:11], s[6:7]
                                        ; implicit-def: $vgpr6 : SGPR spill to VGPR lane
	v_writelane_b32 v6, s4, 0
	s_nop 1
	v_writelane_b32 v6, s5, 1
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[4:5], s[0:1]
	v_readlane_b32 s0, v6, 0
	v_readlane_b32 s1, v6, 1
	v_mov_b32_e32 v31, v0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[0:1], s[2:3]
	scratch_store_dwordx2 off, v[0:1], s33
.Ltmp21:
	.loc	0 12 38 prologue_end            ; co1.cl:12:38
	scratch_load_dwordx2 v[2:3], off, s33
	s_mov_b64 s[8:9], 8
	s_mov_b32 s2, s0
	s_mov_b32 s0, s1
	s_mov_b32 s3, s8
	s_mov_b32 s1, s9
	s_add_u32 s8, s2, s3
	s_addc_u32 s0, s0, s1
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s0
	s_mov_b32 s0, 32
	s_waitcnt vmcnt(0)
	v_lshrrev_b64 v[0:1], s0, v[2:3]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v2
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __clang_ocl_kern_imp_table@rel32@lo+4
	s_addc_u32 s1, s1, __clang_ocl_kern_imp_table@rel32@hi+12
                                        ; implicit-def: $sgpr15
	s_swappc_b64 s[30:31], s[0:1]
	.loc	0 12 101 is_stmt 0              ; co1.cl:12:101
	s_endpgm
.Ltmp22:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel table
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 32
		.amdhsa_kernarg_size 264
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end5:
	.size	table, .Lfunc_end5-table
	.cfi_endproc
                                        ; -- End function
	.set table.num_vgpr, max(32, __clang_ocl_kern_imp_table.num_vgpr)
	.set table.num_agpr, max(0, __clang_ocl_kern_imp_table.num_agpr)
	.set table.numbered_sgpr, max(34, __clang_ocl_kern_imp_table.numbered_sgpr)
	.set table.num_named_barrier, max(0, __clang_ocl_kern_imp_table.num_named_barrier)
	.set table.private_seg_size, 16+max(__clang_ocl_kern_imp_table.private_seg_size)
	.set table.uses_vcc, or(0, __clang_ocl_kern_imp_table.uses_vcc)
	.set table.uses_flat_scratch, or(0, __clang_ocl_kern_imp_table.uses_flat_scratch)
	.set table.has_dyn_sized_stack, or(0, __clang_ocl_kern_imp_table.has_dyn_sized_stack)
	.set table.has_recursion, or(0, __clang_ocl_kern_imp_table.has_recursion)
	.set table.has_indirect_call, or(0, __clang_ocl_kern_imp_table.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 188
; TotalNumSgprs: 40
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 32
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 32
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 2
	.set amdgpu.max_num_sgpr, 34
	.set amdgpu.max_num_named_barrier, 0
	.text
	.hidden	lut                             ; @lut
	.type	lut,@object
	.section	.rodata,"a",@progbits
	.globl	lut
	.p2align	2, 0x0
lut:
	.long	1                               ; 0x1
	.long	2                               ; 0x2
	.long	3                               ; 0x3
	.long	5                               ; 0x5
	.long	8                               ; 0x8
	.long	13                              ; 0xd
	.long	21                              ; 0x15
	.long	34                              ; 0x22
	.size	lut, 32

	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	37                              ; DW_FORM_strx1
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	114                             ; DW_AT_str_offsets_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	37                              ; DW_FORM_strx1
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	115                             ; DW_AT_addr_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	64                              ; DW_AT_frame_base
	.byte	24                              ; DW_FORM_exprloc
	.byte	110                             ; DW_AT_linkage_name
	.byte	37                              ; DW_FORM_strx1
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	54                              ; DW_AT_calling_convention
	.byte	11                              ; DW_FORM_data1
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	64                              ; DW_AT_frame_base
	.byte	24                              ; DW_FORM_exprloc
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	54                              ; DW_AT_calling_convention
	.byte	11                              ; DW_FORM_data1
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	13                              ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	14                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	51                              ; DW_AT_address_class
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0x1b2 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end5-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.byte	2                               ; Abbrev [2] 0x23:0xb DW_TAG_variable
	.byte	3                               ; DW_AT_name
	.long	46                              ; DW_AT_type
                                        ; DW_AT_external
	.byte	0                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	0
	.byte	3                               ; Abbrev [3] 0x2e:0xc DW_TAG_array_type
	.long	58                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x33:0x6 DW_TAG_subrange_type
	.long	62                              ; DW_AT_type
	.byte	8                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x3a:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	6                               ; Abbrev [6] 0x3e:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	7                               ; Abbrev [7] 0x42:0x55 DW_TAG_subprogram
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	6                               ; DW_AT_linkage_name
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	8                               ; Abbrev [8] 0x50:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	53
	.byte	22
	.byte	24
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	412                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x5e:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	53
	.byte	22
	.byte	24
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	421                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x6c:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	16
	.byte	53
	.byte	22
	.byte	24
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	417                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x7a:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	20
	.byte	53
	.byte	22
	.byte	24
	.byte	16                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	58                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x88:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	24
	.byte	53
	.byte	22
	.byte	24
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.long	58                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	10                              ; Abbrev [10] 0x97:0x46 DW_TAG_subprogram
	.byte	2                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	8                               ; Abbrev [8] 0xa4:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	53
	.byte	22
	.byte	24
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	412                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0xb2:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	53
	.byte	22
	.byte	24
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	421                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0xc0:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	16
	.byte	53
	.byte	22
	.byte	24
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	417                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0xce:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	20
	.byte	53
	.byte	22
	.byte	24
	.byte	16                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	58                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0xdd:0x4e DW_TAG_subprogram
	.byte	3                               ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin2       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	8                               ; DW_AT_linkage_name
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	8                               ; Abbrev [8] 0xeb:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	53
	.byte	22
	.byte	24
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	431                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0xf9:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	53
	.byte	22
	.byte	24
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	436                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x107:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	12
	.byte	53
	.byte	22
	.byte	24
	.byte	20                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	58                              ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x115:0x15 DW_TAG_lexical_block
	.byte	4                               ; DW_AT_low_pc
	.long	.Ltmp13-.Ltmp7                  ; DW_AT_high_pc
	.byte	9                               ; Abbrev [9] 0x11b:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	16
	.byte	53
	.byte	22
	.byte	24
	.byte	21                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	58                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	10                              ; Abbrev [10] 0x12b:0x2a DW_TAG_subprogram
	.byte	5                               ; DW_AT_low_pc
	.long	.Lfunc_end3-.Lfunc_begin3       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	8                               ; Abbrev [8] 0x138:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	53
	.byte	22
	.byte	24
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	431                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x146:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	53
	.byte	22
	.byte	24
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	436                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x155:0x2b DW_TAG_subprogram
	.byte	6                               ; DW_AT_low_pc
	.long	.Lfunc_end4-.Lfunc_begin4       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	10                              ; DW_AT_linkage_name
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	8                               ; Abbrev [8] 0x163:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	53
	.byte	22
	.byte	24
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.long	431                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x171:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	53
	.byte	22
	.byte	24
	.byte	20                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.long	58                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	10                              ; Abbrev [10] 0x180:0x1c DW_TAG_subprogram
	.byte	7                               ; DW_AT_low_pc
	.long	.Lfunc_end5-.Lfunc_begin5       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	8                               ; Abbrev [8] 0x18d:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	53
	.byte	22
	.byte	24
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.long	431                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	12                              ; Abbrev [12] 0x19c:0x5 DW_TAG_pointer_type
	.long	417                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x1a1:0x4 DW_TAG_base_type
	.byte	13                              ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	12                              ; Abbrev [12] 0x1a5:0x5 DW_TAG_pointer_type
	.long	426                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x1aa:0x5 DW_TAG_const_type
	.long	417                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0x1af:0x5 DW_TAG_pointer_type
	.long	58                              ; DW_AT_type
	.byte	14                              ; Abbrev [14] 0x1b4:0x9 DW_TAG_pointer_type
	.long	58                              ; DW_AT_type
	.long	3                               ; DW_AT_address_class
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	92                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 22.1.8 (1~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"co1.cl"                        ; string offset=40
.Linfo_string2:
	.asciz	"/work/main/tests/kernels"      ; string offset=47
.Linfo_string3:
	.asciz	"lut"                           ; string offset=72
.Linfo_string4:
	.asciz	"int"                           ; string offset=76
.Linfo_string5:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=80
.Linfo_string6:
	.asciz	"__clang_ocl_kern_imp_saxpy"    ; string offset=100
.Linfo_string7:
	.asciz	"saxpy"                         ; string offset=127
.Linfo_string8:
	.asciz	"__clang_ocl_kern_imp_lds_sum"  ; string offset=133
.Linfo_string9:
	.asciz	"lds_sum"                       ; string offset=162
.Linfo_string10:
	.asciz	"__clang_ocl_kern_imp_table"    ; string offset=170
.Linfo_string11:
	.asciz	"table"                         ; string offset=197
.Linfo_string12:
	.asciz	"y"                             ; string offset=203
.Linfo_string13:
	.asciz	"float"                         ; string offset=205
.Linfo_string14:
	.asciz	"x"                             ; string offset=211
.Linfo_string15:
	.asciz	"a"                             ; string offset=213
.Linfo_string16:
	.asciz	"n"                             ; string offset=215
.Linfo_string17:
	.asciz	"i"                             ; string offset=217
.Linfo_string18:
	.asciz	"o"                             ; string offset=219
.Linfo_string19:
	.asciz	"t"                             ; string offset=221
.Linfo_string20:
	.asciz	"l"                             ; string offset=223
.Linfo_string21:
	.asciz	"s"                             ; string offset=225
	.section	.debug_str_offsets,"",@progbits
	.long	.Linfo_string0
	.long	.Linfo_string1
	.long	.Linfo_string2
	.long	.Linfo_string3
	.long	.Linfo_string4
	.long	.Linfo_string5
	.long	.Linfo_string6
	.long	.Linfo_string7
	.long	.Linfo_string8
	.long	.Linfo_string9
	.long	.Linfo_string10
	.long	.Linfo_string11
	.long	.Linfo_string12
	.long	.Linfo_string13
	.long	.Linfo_string14
	.long	.Linfo_string15
	.long	.Linfo_string16
	.long	.Linfo_string17
	.long	.Linfo_string18
	.long	.Linfo_string19
	.long	.Linfo_string20
	.long	.Linfo_string21
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	lut
	.quad	.Lfunc_begin0
	.quad	.Lfunc_begin1
	.quad	.Lfunc_begin2
	.quad	.Ltmp7
	.quad	.Lfunc_begin3
	.quad	.Lfunc_begin4
	.quad	.Lfunc_begin5
.Ldebug_addr_end0:
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __clang_ocl_kern_imp_saxpy
	.addrsig_sym __clang_ocl_kern_imp_lds_sum
	.addrsig_sym __clang_ocl_kern_imp_table
	.addrsig_sym lut
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     2
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         104
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         120
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         128
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         136
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         224
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           saxpy
    .private_segment_fixed_size: 72
    .sgpr_count:     40
    .sgpr_spill_count: 2
    .symbol:         saxpy.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     34
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     1
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         8
        .pointee_align:  4
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         136
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           lds_sum
    .private_segment_fixed_size: 56
    .sgpr_count:     40
    .sgpr_spill_count: 2
    .symbol:         lds_sum.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     33
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         12
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         20
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         22
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         24
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         26
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         28
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         30
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         72
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         88
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         96
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         104
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         112
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         120
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         208
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 264
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           table
    .private_segment_fixed_size: 32
    .sgpr_count:     40
    .sgpr_spill_count: 2
    .symbol:         table.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
