	.file	0 "/work/main/tests/kernels" "co1.cl" md5 0x03f34f20359f1ca8afaa9048d618deea
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.amdhsa_code_object_version 6
	.text
	.protected	saxpy                   ; -- Begin function saxpy
	.globl	saxpy
	.p2align	8
	.type	saxpy,@function
saxpy:                                  ; @saxpy
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 2 11 prologue_end             ; co1.cl:2:11 @[ co1.cl:1:81 ]
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	;DEBUG_VALUE: saxpy:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
.Ltmp0:
	;DEBUG_VALUE: saxpy:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 2 51 is_stmt 0                ; co1.cl:2:51 @[ co1.cl:1:81 ]
	v_lshl_or_b32 v0, s6, 8, v0
.Ltmp1:
	;DEBUG_VALUE: saxpy:i <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 3 9 is_stmt 1                 ; co1.cl:3:9 @[ co1.cl:1:81 ]
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s1, v0
	;DEBUG_VALUE: saxpy:y <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
.Ltmp2:
	;DEBUG_VALUE: saxpy:y <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: saxpy:x <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: saxpy:x <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: saxpy:a <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: saxpy:a <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
.Ltmp3:
; %bb.1:
	;DEBUG_VALUE: saxpy:i <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 2 11                          ; co1.cl:2:11 @[ co1.cl:1:81 ]
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
.Ltmp4:
	.loc	0 0 11 is_stmt 0                ; co1.cl:0:11
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v2, vcc, s4, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	v_mov_b32_e32 v4, s7
	v_add_co_u32_e32 v0, vcc, s6, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
.Ltmp5:
	.loc	0 3 25 is_stmt 1                ; co1.cl:3:25 @[ co1.cl:1:81 ]
	global_load_dword v4, v[0:1], off
	.loc	0 3 32 is_stmt 0                ; co1.cl:3:32 @[ co1.cl:1:81 ]
	global_load_dword v5, v[2:3], off
	.loc	0 3 30                          ; co1.cl:3:30 @[ co1.cl:1:81 ]
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v5, s0, v4
	.loc	0 3 19                          ; co1.cl:3:19 @[ co1.cl:1:81 ]
	global_store_dword v[2:3], v5, off
.Ltmp6:
.LBB0_2:
	.loc	0 4 1 is_stmt 1                 ; co1.cl:4:1
	s_endpgm
.Ltmp7:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel saxpy
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	saxpy, .Lfunc_end0-saxpy
	.cfi_endproc
                                        ; -- End function
	.set saxpy.num_vgpr, 6
	.set saxpy.num_agpr, 0
	.set saxpy.numbered_sgpr, 8
	.set saxpy.num_named_barrier, 0
	.set saxpy.private_seg_size, 0
	.set saxpy.uses_vcc, 1
	.set saxpy.uses_flat_scratch, 0
	.set saxpy.has_dyn_sized_stack, 0
	.set saxpy.has_recursion, 0
	.set saxpy.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 116
; TotalNumSgprs: 12
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 6
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_saxpy ; -- Begin function __clang_ocl_kern_imp_saxpy
	.globl	__clang_ocl_kern_imp_saxpy
	.p2align	2
	.type	__clang_ocl_kern_imp_saxpy,@function
__clang_ocl_kern_imp_saxpy:             ; @__clang_ocl_kern_imp_saxpy
.Lfunc_begin1:
	.loc	0 1 0                           ; co1.cl:1:0
	.cfi_startproc
; %bb.0:
	;DEBUG_VALUE: saxpy:a <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: saxpy:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr5
	;DEBUG_VALUE: saxpy:x <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: saxpy:y <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v6, 0x3ff, v31
.Ltmp8:
	.loc	0 2 51 prologue_end             ; co1.cl:2:51
	v_lshl_or_b32 v6, s12, 8, v6
.Ltmp9:
	;DEBUG_VALUE: saxpy:i <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr6
	.loc	0 3 9                           ; co1.cl:3:9
	v_cmp_lt_i32_e32 vcc, v6, v5
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_2
.Ltmp10:
; %bb.1:
	;DEBUG_VALUE: saxpy:i <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr6
	;DEBUG_VALUE: saxpy:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr5
	;DEBUG_VALUE: saxpy:a <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 9 is_stmt 0                 ; co1.cl:0:9
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[5:6], 2, v[6:7]
.Ltmp11:
	v_add_co_u32_e32 v0, vcc, v0, v5
	v_addc_co_u32_e32 v1, vcc, v1, v6, vcc
	v_add_co_u32_e32 v2, vcc, v2, v5
	v_addc_co_u32_e32 v3, vcc, v3, v6, vcc
	.loc	0 3 25                          ; co1.cl:3:25
	global_load_dword v5, v[2:3], off
	.loc	0 3 32                          ; co1.cl:3:32
	global_load_dword v6, v[0:1], off
	.loc	0 3 30                          ; co1.cl:3:30
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v4, v5
	.loc	0 3 19                          ; co1.cl:3:19
	global_store_dword v[0:1], v6, off
.Ltmp12:
.LBB1_2:
	;DEBUG_VALUE: saxpy:a <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 19                          ; co1.cl:0:19
	s_or_b64 exec, exec, s[4:5]
	.loc	0 4 1 is_stmt 1                 ; co1.cl:4:1
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp13:
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_saxpy, .Lfunc_end1-__clang_ocl_kern_imp_saxpy
	.cfi_endproc
                                        ; -- End function
	.set __clang_ocl_kern_imp_saxpy.num_vgpr, 32
	.set __clang_ocl_kern_imp_saxpy.num_agpr, 0
	.set __clang_ocl_kern_imp_saxpy.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_saxpy.num_named_barrier, 0
	.set __clang_ocl_kern_imp_saxpy.private_seg_size, 0
	.set __clang_ocl_kern_imp_saxpy.uses_vcc, 1
	.set __clang_ocl_kern_imp_saxpy.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_saxpy.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_saxpy.has_recursion, 0
	.set __clang_ocl_kern_imp_saxpy.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 104
; TotalNumSgprs: 36
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	lds_sum                 ; -- Begin function lds_sum
	.globl	lds_sum
	.p2align	8
	.type	lds_sum,@function
lds_sum:                                ; @lds_sum
.Lfunc_begin2:
	.cfi_startproc
; %bb.0:
	.loc	0 6 11 prologue_end             ; co1.cl:6:11 @[ co1.cl:5:56 ]
	s_load_dword s2, s[4:5], 0x8
	;DEBUG_VALUE: lds_sum:t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
.Ltmp14:
	;DEBUG_VALUE: lds_sum:t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 11 is_stmt 0                ; co1.cl:0:11
	s_movk_i32 s0, 0x80
.Ltmp15:
	.loc	0 8 45 is_stmt 1                ; co1.cl:8:45 @[ co1.cl:5:56 ]
	v_cmp_gt_u32_e32 vcc, s0, v0
.Ltmp16:
	;DEBUG_VALUE: lds_sum:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: lds_sum:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 7 3                           ; co1.cl:7:3 @[ co1.cl:5:56 ]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u32 v1, v0, 2, s2
	.loc	0 7 8 is_stmt 0                 ; co1.cl:7:8 @[ co1.cl:5:56 ]
	ds_write_b32 v1, v0
	.loc	0 7 13                          ; co1.cl:7:13 @[ co1.cl:5:56 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp17:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 128
	.loc	0 8 45 is_stmt 1                ; co1.cl:8:45 @[ co1.cl:5:56 ]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_2
.Ltmp18:
; %bb.1:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 128
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 8 0 is_stmt 0                 ; co1.cl:8 @[ co1.cl:5:56 ]
	ds_read2st64_b32 v[2:3], v1 offset1:2
	.loc	0 8 55                          ; co1.cl:8:55 @[ co1.cl:5:56 ]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v2, v3
	ds_write_b32 v1, v2
.Ltmp19:
.LBB2_2:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 128
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 55                          ; co1.cl:0:55
	s_or_b64 exec, exec, s[0:1]
	.loc	0 8 45                          ; co1.cl:8:45 @[ co1.cl:5:56 ]
	v_cmp_gt_u32_e32 vcc, 64, v0
.Ltmp20:
	.loc	0 8 68                          ; co1.cl:8:68 @[ co1.cl:5:56 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp21:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 64
	.loc	0 8 45                          ; co1.cl:8:45 @[ co1.cl:5:56 ]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_4
.Ltmp22:
; %bb.3:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 64
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 8 0                           ; co1.cl:8 @[ co1.cl:5:56 ]
	ds_read2st64_b32 v[2:3], v1 offset1:1
	.loc	0 8 55                          ; co1.cl:8:55 @[ co1.cl:5:56 ]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v2, v3
	ds_write_b32 v1, v2
.Ltmp23:
.LBB2_4:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 64
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 55                          ; co1.cl:0:55
	s_or_b64 exec, exec, s[0:1]
	.loc	0 8 45                          ; co1.cl:8:45 @[ co1.cl:5:56 ]
	v_cmp_gt_u32_e32 vcc, 32, v0
.Ltmp24:
	.loc	0 8 68                          ; co1.cl:8:68 @[ co1.cl:5:56 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp25:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 32
	.loc	0 8 45                          ; co1.cl:8:45 @[ co1.cl:5:56 ]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_6
.Ltmp26:
; %bb.5:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 32
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 8 0                           ; co1.cl:8 @[ co1.cl:5:56 ]
	ds_read2_b32 v[2:3], v1 offset1:32
	.loc	0 8 55                          ; co1.cl:8:55 @[ co1.cl:5:56 ]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v2, v3
	ds_write_b32 v1, v2
.Ltmp27:
.LBB2_6:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 32
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 55                          ; co1.cl:0:55
	s_or_b64 exec, exec, s[0:1]
	.loc	0 8 45                          ; co1.cl:8:45 @[ co1.cl:5:56 ]
	v_cmp_gt_u32_e32 vcc, 16, v0
.Ltmp28:
	.loc	0 8 68                          ; co1.cl:8:68 @[ co1.cl:5:56 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp29:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 16
	.loc	0 8 45                          ; co1.cl:8:45 @[ co1.cl:5:56 ]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_8
.Ltmp30:
; %bb.7:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 8 0                           ; co1.cl:8 @[ co1.cl:5:56 ]
	ds_read2_b32 v[2:3], v1 offset1:16
	.loc	0 8 55                          ; co1.cl:8:55 @[ co1.cl:5:56 ]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v2, v3
	ds_write_b32 v1, v2
.Ltmp31:
.LBB2_8:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 55                          ; co1.cl:0:55
	s_or_b64 exec, exec, s[0:1]
	.loc	0 8 45                          ; co1.cl:8:45 @[ co1.cl:5:56 ]
	v_cmp_gt_u32_e32 vcc, 8, v0
.Ltmp32:
	.loc	0 8 68                          ; co1.cl:8:68 @[ co1.cl:5:56 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp33:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 8
	.loc	0 8 45                          ; co1.cl:8:45 @[ co1.cl:5:56 ]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_10
.Ltmp34:
; %bb.9:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 8 0                           ; co1.cl:8 @[ co1.cl:5:56 ]
	ds_read2_b32 v[2:3], v1 offset1:8
	.loc	0 8 55                          ; co1.cl:8:55 @[ co1.cl:5:56 ]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v2, v3
	ds_write_b32 v1, v2
.Ltmp35:
.LBB2_10:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 55                          ; co1.cl:0:55
	s_or_b64 exec, exec, s[0:1]
	.loc	0 8 45                          ; co1.cl:8:45 @[ co1.cl:5:56 ]
	v_cmp_gt_u32_e32 vcc, 4, v0
.Ltmp36:
	.loc	0 8 68                          ; co1.cl:8:68 @[ co1.cl:5:56 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp37:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 4
	.loc	0 8 45                          ; co1.cl:8:45 @[ co1.cl:5:56 ]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_12
.Ltmp38:
; %bb.11:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 8 0                           ; co1.cl:8 @[ co1.cl:5:56 ]
	ds_read2_b32 v[2:3], v1 offset1:4
	.loc	0 8 55                          ; co1.cl:8:55 @[ co1.cl:5:56 ]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v2, v3
	ds_write_b32 v1, v2
.Ltmp39:
.LBB2_12:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 55                          ; co1.cl:0:55
	s_or_b64 exec, exec, s[0:1]
	.loc	0 8 45                          ; co1.cl:8:45 @[ co1.cl:5:56 ]
	v_cmp_gt_u32_e32 vcc, 2, v0
.Ltmp40:
	.loc	0 8 68                          ; co1.cl:8:68 @[ co1.cl:5:56 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp41:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 2
	.loc	0 8 45                          ; co1.cl:8:45 @[ co1.cl:5:56 ]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_14
.Ltmp42:
; %bb.13:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 8 0                           ; co1.cl:8 @[ co1.cl:5:56 ]
	ds_read2_b32 v[2:3], v1 offset1:2
	.loc	0 8 55                          ; co1.cl:8:55 @[ co1.cl:5:56 ]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v2, v3
	ds_write_b32 v1, v2
.Ltmp43:
.LBB2_14:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 55                          ; co1.cl:0:55
	s_or_b64 exec, exec, s[0:1]
	.loc	0 8 45                          ; co1.cl:8:45 @[ co1.cl:5:56 ]
	v_cmp_eq_u32_e32 vcc, 0, v0
.Ltmp44:
	.loc	0 8 68                          ; co1.cl:8:68 @[ co1.cl:5:56 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp45:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 1
	.loc	0 8 45                          ; co1.cl:8:45 @[ co1.cl:5:56 ]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_16
.Ltmp46:
; %bb.15:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 8 55                          ; co1.cl:8:55 @[ co1.cl:5:56 ]
	ds_read2_b32 v[2:3], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, v2, v3
.Ltmp47:
	ds_write_b32 v1, v0
.Ltmp48:
.LBB2_16:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 1
	.loc	0 0 55                          ; co1.cl:0:55
	s_or_b64 exec, exec, s[0:1]
	.loc	0 8 68                          ; co1.cl:8:68 @[ co1.cl:5:56 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp49:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 0
	.loc	0 9 9 is_stmt 1                 ; co1.cl:9:9 @[ co1.cl:5:56 ]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_19
.Ltmp50:
; %bb.17:
	.loc	0 9 15 is_stmt 0                ; co1.cl:9:15 @[ co1.cl:5:56 ]
	s_mov_b64 s[0:1], exec
	v_mbcnt_lo_u32_b32 v0, s0, 0
	v_mbcnt_hi_u32_b32 v0, s1, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_b64 s[6:7], exec, vcc
	s_mov_b64 exec, s[6:7]
	s_cbranch_execz .LBB2_19
; %bb.18:
	.loc	0 9 37                          ; co1.cl:9:37 @[ co1.cl:5:56 ]
	v_mov_b32_e32 v0, s2
	ds_read_b32 v0, v0
	.loc	0 9 15                          ; co1.cl:9:15 @[ co1.cl:5:56 ]
	s_bcnt1_i32_b64 s2, s[0:1]
.Ltmp51:
	.loc	0 6 11 is_stmt 1                ; co1.cl:6:11 @[ co1.cl:5:56 ]
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	v_mov_b32_e32 v1, 0
.Ltmp52:
	.loc	0 9 15                          ; co1.cl:9:15 @[ co1.cl:5:56 ]
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, v0, s2
	global_atomic_add v1, v0, s[0:1]
.Ltmp53:
.LBB2_19:
	.loc	0 10 1                          ; co1.cl:10:1
	s_endpgm
.Ltmp54:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_sum
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 12
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	lds_sum, .Lfunc_end2-lds_sum
	.cfi_endproc
                                        ; -- End function
	.set lds_sum.num_vgpr, 4
	.set lds_sum.num_agpr, 0
	.set lds_sum.numbered_sgpr, 8
	.set lds_sum.num_named_barrier, 0
	.set lds_sum.private_seg_size, 0
	.set lds_sum.uses_vcc, 1
	.set lds_sum.uses_flat_scratch, 0
	.set lds_sum.has_dyn_sized_stack, 0
	.set lds_sum.has_recursion, 0
	.set lds_sum.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 520
; TotalNumSgprs: 12
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 4
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_lds_sum ; -- Begin function __clang_ocl_kern_imp_lds_sum
	.globl	__clang_ocl_kern_imp_lds_sum
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_sum,@function
__clang_ocl_kern_imp_lds_sum:           ; @__clang_ocl_kern_imp_lds_sum
.Lfunc_begin3:
	.loc	0 5 0                           ; co1.cl:5:0
	.cfi_startproc
; %bb.0:
	;DEBUG_VALUE: lds_sum:t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr2
	;DEBUG_VALUE: lds_sum:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0_vgpr1
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v4, 0x3ff, v31
.Ltmp55:
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr4
	s_movk_i32 s4, 0x80
.Ltmp56:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 128
	.loc	0 7 3 prologue_end              ; co1.cl:7:3
	v_lshl_add_u32 v3, v4, 2, v2
.Ltmp57:
	.loc	0 8 45                          ; co1.cl:8:45
	v_cmp_gt_u32_e32 vcc, s4, v4
.Ltmp58:
	.loc	0 7 8                           ; co1.cl:7:8
	ds_write_b32 v3, v4
	.loc	0 7 13 is_stmt 0                ; co1.cl:7:13
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp59:
	.loc	0 8 45 is_stmt 1                ; co1.cl:8:45
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_2
.Ltmp60:
; %bb.1:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 128
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: lds_sum:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0_vgpr1
	;DEBUG_VALUE: lds_sum:t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 8 0 is_stmt 0                 ; co1.cl:8
	ds_read2st64_b32 v[5:6], v3 offset1:2
	.loc	0 8 55                          ; co1.cl:8:55
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	ds_write_b32 v3, v5
.Ltmp61:
.LBB3_2:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 128
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: lds_sum:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0_vgpr1
	;DEBUG_VALUE: lds_sum:t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 0 55                          ; co1.cl:0:55
	s_or_b64 exec, exec, s[4:5]
	.loc	0 8 45                          ; co1.cl:8:45
	v_cmp_gt_u32_e32 vcc, 64, v4
.Ltmp62:
	.loc	0 8 68                          ; co1.cl:8:68
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp63:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 64
	.loc	0 8 45                          ; co1.cl:8:45
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_4
.Ltmp64:
; %bb.3:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 64
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: lds_sum:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0_vgpr1
	;DEBUG_VALUE: lds_sum:t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 8 0                           ; co1.cl:8
	ds_read2st64_b32 v[5:6], v3 offset1:1
	.loc	0 8 55                          ; co1.cl:8:55
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	ds_write_b32 v3, v5
.Ltmp65:
.LBB3_4:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 64
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: lds_sum:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0_vgpr1
	;DEBUG_VALUE: lds_sum:t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 0 55                          ; co1.cl:0:55
	s_or_b64 exec, exec, s[4:5]
	.loc	0 8 45                          ; co1.cl:8:45
	v_cmp_gt_u32_e32 vcc, 32, v4
.Ltmp66:
	.loc	0 8 68                          ; co1.cl:8:68
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp67:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 32
	.loc	0 8 45                          ; co1.cl:8:45
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_6
.Ltmp68:
; %bb.5:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 32
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: lds_sum:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0_vgpr1
	;DEBUG_VALUE: lds_sum:t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 8 0                           ; co1.cl:8
	ds_read2_b32 v[5:6], v3 offset1:32
	.loc	0 8 55                          ; co1.cl:8:55
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	ds_write_b32 v3, v5
.Ltmp69:
.LBB3_6:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 32
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: lds_sum:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0_vgpr1
	;DEBUG_VALUE: lds_sum:t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 0 55                          ; co1.cl:0:55
	s_or_b64 exec, exec, s[4:5]
	.loc	0 8 45                          ; co1.cl:8:45
	v_cmp_gt_u32_e32 vcc, 16, v4
.Ltmp70:
	.loc	0 8 68                          ; co1.cl:8:68
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp71:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 16
	.loc	0 8 45                          ; co1.cl:8:45
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_8
.Ltmp72:
; %bb.7:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: lds_sum:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0_vgpr1
	;DEBUG_VALUE: lds_sum:t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 8 0                           ; co1.cl:8
	ds_read2_b32 v[5:6], v3 offset1:16
	.loc	0 8 55                          ; co1.cl:8:55
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	ds_write_b32 v3, v5
.Ltmp73:
.LBB3_8:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: lds_sum:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0_vgpr1
	;DEBUG_VALUE: lds_sum:t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 0 55                          ; co1.cl:0:55
	s_or_b64 exec, exec, s[4:5]
	.loc	0 8 45                          ; co1.cl:8:45
	v_cmp_gt_u32_e32 vcc, 8, v4
.Ltmp74:
	.loc	0 8 68                          ; co1.cl:8:68
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp75:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 8
	.loc	0 8 45                          ; co1.cl:8:45
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_10
.Ltmp76:
; %bb.9:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: lds_sum:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0_vgpr1
	;DEBUG_VALUE: lds_sum:t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 8 0                           ; co1.cl:8
	ds_read2_b32 v[5:6], v3 offset1:8
	.loc	0 8 55                          ; co1.cl:8:55
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	ds_write_b32 v3, v5
.Ltmp77:
.LBB3_10:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: lds_sum:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0_vgpr1
	;DEBUG_VALUE: lds_sum:t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 0 55                          ; co1.cl:0:55
	s_or_b64 exec, exec, s[4:5]
	.loc	0 8 45                          ; co1.cl:8:45
	v_cmp_gt_u32_e32 vcc, 4, v4
.Ltmp78:
	.loc	0 8 68                          ; co1.cl:8:68
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp79:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 4
	.loc	0 8 45                          ; co1.cl:8:45
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_12
.Ltmp80:
; %bb.11:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: lds_sum:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0_vgpr1
	;DEBUG_VALUE: lds_sum:t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 8 0                           ; co1.cl:8
	ds_read2_b32 v[5:6], v3 offset1:4
	.loc	0 8 55                          ; co1.cl:8:55
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	ds_write_b32 v3, v5
.Ltmp81:
.LBB3_12:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: lds_sum:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0_vgpr1
	;DEBUG_VALUE: lds_sum:t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 0 55                          ; co1.cl:0:55
	s_or_b64 exec, exec, s[4:5]
	.loc	0 8 45                          ; co1.cl:8:45
	v_cmp_gt_u32_e32 vcc, 2, v4
.Ltmp82:
	.loc	0 8 68                          ; co1.cl:8:68
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp83:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 2
	.loc	0 8 45                          ; co1.cl:8:45
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_14
.Ltmp84:
; %bb.13:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: lds_sum:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0_vgpr1
	;DEBUG_VALUE: lds_sum:t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 8 0                           ; co1.cl:8
	ds_read2_b32 v[5:6], v3 offset1:2
	.loc	0 8 55                          ; co1.cl:8:55
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	ds_write_b32 v3, v5
.Ltmp85:
.LBB3_14:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: lds_sum:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0_vgpr1
	;DEBUG_VALUE: lds_sum:t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 0 55                          ; co1.cl:0:55
	s_or_b64 exec, exec, s[4:5]
	.loc	0 8 45                          ; co1.cl:8:45
	v_cmp_eq_u32_e32 vcc, 0, v4
.Ltmp86:
	.loc	0 8 68                          ; co1.cl:8:68
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp87:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 1
	.loc	0 8 45                          ; co1.cl:8:45
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_16
.Ltmp88:
; %bb.15:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: lds_sum:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: lds_sum:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0_vgpr1
	;DEBUG_VALUE: lds_sum:t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 8 55                          ; co1.cl:8:55
	ds_read2_b32 v[4:5], v3 offset1:1
.Ltmp89:
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v4, v5
	ds_write_b32 v3, v4
.Ltmp90:
.LBB3_16:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: lds_sum:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0_vgpr1
	;DEBUG_VALUE: lds_sum:t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 0 55                          ; co1.cl:0:55
	s_or_b64 exec, exec, s[4:5]
	.loc	0 8 68                          ; co1.cl:8:68
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp91:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 0
	.loc	0 9 9 is_stmt 1                 ; co1.cl:9:9
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_18
.Ltmp92:
; %bb.17:
	;DEBUG_VALUE: lds_sum:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0_vgpr1
	;DEBUG_VALUE: lds_sum:t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 9 37 is_stmt 0                ; co1.cl:9:37
	ds_read_b32 v2, v2
.Ltmp93:
	.loc	0 9 15                          ; co1.cl:9:15
	s_waitcnt lgkmcnt(0)
	global_atomic_add v[0:1], v2, off
.Ltmp94:
.LBB3_18:
	;DEBUG_VALUE: lds_sum:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0_vgpr1
	.loc	0 0 15                          ; co1.cl:0:15
	s_or_b64 exec, exec, s[4:5]
	.loc	0 10 1 is_stmt 1                ; co1.cl:10:1
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp95:
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_lds_sum, .Lfunc_end3-__clang_ocl_kern_imp_lds_sum
	.cfi_endproc
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_sum.num_vgpr, 32
	.set __clang_ocl_kern_imp_lds_sum.num_agpr, 0
	.set __clang_ocl_kern_imp_lds_sum.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lds_sum.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_sum.private_seg_size, 0
	.set __clang_ocl_kern_imp_lds_sum.uses_vcc, 1
	.set __clang_ocl_kern_imp_lds_sum.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_sum.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_sum.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_sum.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 464
; TotalNumSgprs: 36
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	table                   ; -- Begin function table
	.globl	table
	.p2align	8
	.type	table,@function
table:                                  ; @table
.Lfunc_begin4:
	.cfi_startproc
; %bb.0:
	.loc	0 12 95 prologue_end            ; co1.cl:12:95 @[ co1.cl:12:38 ]
	v_and_b32_e32 v1, 7, v0
	.loc	0 12 89 is_stmt 0               ; co1.cl:12:89 @[ co1.cl:12:38 ]
	v_lshlrev_b32_e32 v1, 2, v1
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, lut@rel32@lo+4
	s_addc_u32 s1, s1, lut@rel32@hi+12
	global_load_dword v1, v1, s[0:1]
	.loc	0 12 48                         ; co1.cl:12:48 @[ co1.cl:12:38 ]
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	;DEBUG_VALUE: table:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
.Ltmp96:
	;DEBUG_VALUE: table:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: table:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 12 82                         ; co1.cl:12:82 @[ co1.cl:12:38 ]
	v_lshlrev_b32_e32 v0, 2, v0
.Ltmp97:
	.loc	0 12 87                         ; co1.cl:12:87 @[ co1.cl:12:38 ]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v0, v1, s[0:1]
.Ltmp98:
	.loc	0 12 101                        ; co1.cl:12:101
	s_endpgm
.Ltmp99:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel table
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 6
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end4:
	.size	table, .Lfunc_end4-table
	.cfi_endproc
                                        ; -- End function
	.set table.num_vgpr, 2
	.set table.num_agpr, 0
	.set table.numbered_sgpr, 6
	.set table.num_named_barrier, 0
	.set table.private_seg_size, 0
	.set table.uses_vcc, 0
	.set table.uses_flat_scratch, 0
	.set table.has_dyn_sized_stack, 0
	.set table.has_recursion, 0
	.set table.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 64
; TotalNumSgprs: 10
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 2
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_table ; -- Begin function __clang_ocl_kern_imp_table
	.globl	__clang_ocl_kern_imp_table
	.p2align	2
	.type	__clang_ocl_kern_imp_table,@function
__clang_ocl_kern_imp_table:             ; @__clang_ocl_kern_imp_table
.Lfunc_begin5:
	.loc	0 12 0 is_stmt 1                ; co1.cl:12:0
	.cfi_startproc
; %bb.0:
	;DEBUG_VALUE: table:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment 32 32] $vgpr1
	;DEBUG_VALUE: table:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment 0 32] $vgpr0
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
.Ltmp100:
	.loc	0 12 95 prologue_end            ; co1.cl:12:95
	v_and_b32_e32 v2, 7, v31
	.loc	0 12 89 is_stmt 0               ; co1.cl:12:89
	v_lshlrev_b32_e32 v2, 2, v2
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, lut@rel32@lo+4
	s_addc_u32 s5, s5, lut@rel32@hi+12
	global_load_dword v2, v2, s[4:5]
	v_and_b32_e32 v3, 0x3ff, v31
.Ltmp101:
	;DEBUG_VALUE: table:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 12 82                         ; co1.cl:12:82
	v_lshlrev_b32_e32 v3, 2, v3
.Ltmp102:
	v_add_co_u32_e32 v0, vcc, v0, v3
.Ltmp103:
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
.Ltmp104:
	.loc	0 12 87                         ; co1.cl:12:87
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
	.loc	0 12 101                        ; co1.cl:12:101
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp105:
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_table, .Lfunc_end5-__clang_ocl_kern_imp_table
	.cfi_endproc
                                        ; -- End function
	.set __clang_ocl_kern_imp_table.num_vgpr, 32
	.set __clang_ocl_kern_imp_table.num_agpr, 0
	.set __clang_ocl_kern_imp_table.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_table.num_named_barrier, 0
	.set __clang_ocl_kern_imp_table.private_seg_size, 0
	.set __clang_ocl_kern_imp_table.uses_vcc, 1
	.set __clang_ocl_kern_imp_table.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_table.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_table.has_recursion, 0
	.set __clang_ocl_kern_imp_table.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 80
; TotalNumSgprs: 36
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
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

	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	11                              ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
	.long	.Ldebug_loc3-.Lloclists_table_base0
	.long	.Ldebug_loc4-.Lloclists_table_base0
	.long	.Ldebug_loc5-.Lloclists_table_base0
	.long	.Ldebug_loc6-.Lloclists_table_base0
	.long	.Ldebug_loc7-.Lloclists_table_base0
	.long	.Ldebug_loc8-.Lloclists_table_base0
	.long	.Ldebug_loc9-.Lloclists_table_base0
	.long	.Ldebug_loc10-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp4-.Lfunc_begin0           ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Lfunc_begin1-.Lfunc_begin0    ;   starting offset
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	134                             ; 2566
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp47-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	128                             ; 128
	.byte	1                               ; 
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	192                             ; 64
	.byte	0                               ; 
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	32                              ; 32
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp33-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp33-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp41-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp41-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp49-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp49-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc5:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Lfunc_begin3-.Lfunc_begin0    ;   starting offset
	.uleb128 .Ltmp93-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	130                             ; 2562
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc6:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp89-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	132                             ; 2564
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc7:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	128                             ; 128
	.byte	1                               ; 
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp67-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	192                             ; 64
	.byte	0                               ; 
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp67-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	32                              ; 32
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp75-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp75-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp79-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp79-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp83-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp83-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp87-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp87-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp91-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp91-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp92-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc8:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp96-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp97-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc9:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Lfunc_begin5-.Lfunc_begin0    ;   starting offset
	.uleb128 .Ltmp103-.Lfunc_begin0         ;   ending offset
	.byte	18                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	147                             ; DW_OP_piece
	.byte	4                               ; 4
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	147                             ; DW_OP_piece
	.byte	4                               ; 4
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp103-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp104-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	147                             ; DW_OP_piece
	.byte	4                               ; 4
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	147                             ; DW_OP_piece
	.byte	4                               ; 4
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc10:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp101-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	131                             ; 2563
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_list_header_end0:
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
	.byte	116                             ; DW_AT_rnglists_base
	.byte	23                              ; DW_FORM_sec_offset
	.ascii	"\214\001"                      ; DW_AT_loclists_base
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
	.byte	32                              ; DW_AT_inline
	.byte	33                              ; DW_FORM_implicit_const
	.byte	1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
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
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	122                             ; DW_AT_call_all_calls
	.byte	25                              ; DW_FORM_flag_present
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
	.byte	13                              ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	14                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	15                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	64                              ; DW_AT_frame_base
	.byte	24                              ; DW_FORM_exprloc
	.byte	122                             ; DW_AT_call_all_calls
	.byte	25                              ; DW_FORM_flag_present
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	16                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	17                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	18                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	19                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	20                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	51                              ; DW_AT_address_class
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	21                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
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
	.byte	1                               ; Abbrev [1] 0xc:0x1e8 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end5-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lrnglists_table_base0          ; DW_AT_rnglists_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x2b:0xb DW_TAG_variable
	.byte	3                               ; DW_AT_name
	.long	54                              ; DW_AT_type
                                        ; DW_AT_external
	.byte	0                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	0
	.byte	3                               ; Abbrev [3] 0x36:0xc DW_TAG_array_type
	.long	66                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x3b:0x6 DW_TAG_subrange_type
	.long	70                              ; DW_AT_type
	.byte	8                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x42:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	6                               ; Abbrev [6] 0x46:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	7                               ; Abbrev [7] 0x4a:0x2f DW_TAG_subprogram
	.byte	6                               ; DW_AT_linkage_name
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
                                        ; DW_AT_inline
	.byte	8                               ; Abbrev [8] 0x50:0x8 DW_TAG_formal_parameter
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	121                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x58:0x8 DW_TAG_formal_parameter
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	130                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x60:0x8 DW_TAG_formal_parameter
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	126                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x68:0x8 DW_TAG_formal_parameter
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	66                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x70:0x8 DW_TAG_variable
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.long	66                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	10                              ; Abbrev [10] 0x79:0x5 DW_TAG_pointer_type
	.long	126                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x7e:0x4 DW_TAG_base_type
	.byte	9                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	10                              ; Abbrev [10] 0x82:0x5 DW_TAG_pointer_type
	.long	135                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x87:0x5 DW_TAG_const_type
	.long	126                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0x8c:0x3f DW_TAG_subprogram
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	8                               ; Abbrev [8] 0x96:0x8 DW_TAG_formal_parameter
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	121                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x9e:0x8 DW_TAG_formal_parameter
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	130                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0xa6:0x8 DW_TAG_formal_parameter
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	126                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0xae:0x8 DW_TAG_formal_parameter
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	66                              ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0xb6:0x14 DW_TAG_inlined_subroutine
	.long	74                              ; DW_AT_abstract_origin
	.byte	1                               ; DW_AT_low_pc
	.long	.Ltmp6-.Lfunc_begin0            ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	1                               ; DW_AT_call_line
	.byte	81                              ; DW_AT_call_column
	.byte	14                              ; Abbrev [14] 0xc3:0x6 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.long	112                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	15                              ; Abbrev [15] 0xcb:0x31 DW_TAG_subprogram
	.byte	2                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	64
                                        ; DW_AT_call_all_calls
	.long	74                              ; DW_AT_abstract_origin
	.byte	16                              ; Abbrev [16] 0xd8:0x5 DW_TAG_formal_parameter
	.long	80                              ; DW_AT_abstract_origin
	.byte	16                              ; Abbrev [16] 0xdd:0x5 DW_TAG_formal_parameter
	.long	88                              ; DW_AT_abstract_origin
	.byte	17                              ; Abbrev [17] 0xe2:0xd DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_location
	.byte	146
	.ascii	"\204\024"
	.byte	0
	.byte	53
	.byte	22
	.byte	24
	.long	96                              ; DW_AT_abstract_origin
	.byte	18                              ; Abbrev [18] 0xef:0x6 DW_TAG_formal_parameter
	.byte	1                               ; DW_AT_location
	.long	104                             ; DW_AT_abstract_origin
	.byte	14                              ; Abbrev [14] 0xf5:0x6 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.long	112                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0xfc:0x29 DW_TAG_subprogram
	.byte	14                              ; DW_AT_linkage_name
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
                                        ; DW_AT_inline
	.byte	8                               ; Abbrev [8] 0x102:0x8 DW_TAG_formal_parameter
	.byte	16                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	293                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x10a:0x8 DW_TAG_formal_parameter
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	298                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x112:0x8 DW_TAG_variable
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	66                              ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x11a:0xa DW_TAG_lexical_block
	.byte	9                               ; Abbrev [9] 0x11b:0x8 DW_TAG_variable
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	66                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	10                              ; Abbrev [10] 0x125:0x5 DW_TAG_pointer_type
	.long	66                              ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x12a:0x9 DW_TAG_pointer_type
	.long	66                              ; DW_AT_type
	.long	3                               ; DW_AT_address_class
	.byte	12                              ; Abbrev [12] 0x133:0x3c DW_TAG_subprogram
	.byte	3                               ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin2       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	8                               ; Abbrev [8] 0x13d:0x8 DW_TAG_formal_parameter
	.byte	16                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	293                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x145:0x8 DW_TAG_formal_parameter
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	298                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x14d:0x21 DW_TAG_inlined_subroutine
	.long	252                             ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_low_pc
	.long	.Ltmp53-.Lfunc_begin2           ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	5                               ; DW_AT_call_line
	.byte	56                              ; DW_AT_call_column
	.byte	14                              ; Abbrev [14] 0x15a:0x6 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.long	274                             ; DW_AT_abstract_origin
	.byte	21                              ; Abbrev [21] 0x160:0xd DW_TAG_lexical_block
	.byte	0                               ; DW_AT_ranges
	.long	282                             ; DW_AT_abstract_origin
	.byte	14                              ; Abbrev [14] 0x166:0x6 DW_TAG_variable
	.byte	4                               ; DW_AT_location
	.long	283                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	15                              ; Abbrev [15] 0x16f:0x2c DW_TAG_subprogram
	.byte	4                               ; DW_AT_low_pc
	.long	.Lfunc_end3-.Lfunc_begin3       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	64
                                        ; DW_AT_call_all_calls
	.long	252                             ; DW_AT_abstract_origin
	.byte	16                              ; Abbrev [16] 0x17c:0x5 DW_TAG_formal_parameter
	.long	258                             ; DW_AT_abstract_origin
	.byte	18                              ; Abbrev [18] 0x181:0x6 DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.long	266                             ; DW_AT_abstract_origin
	.byte	14                              ; Abbrev [14] 0x187:0x6 DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.long	274                             ; DW_AT_abstract_origin
	.byte	21                              ; Abbrev [21] 0x18d:0xd DW_TAG_lexical_block
	.byte	1                               ; DW_AT_ranges
	.long	282                             ; DW_AT_abstract_origin
	.byte	14                              ; Abbrev [14] 0x193:0x6 DW_TAG_variable
	.byte	7                               ; DW_AT_location
	.long	283                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x19b:0x17 DW_TAG_subprogram
	.byte	20                              ; DW_AT_linkage_name
	.byte	21                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
                                        ; DW_AT_inline
	.byte	8                               ; Abbrev [8] 0x1a1:0x8 DW_TAG_formal_parameter
	.byte	16                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.long	293                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x1a9:0x8 DW_TAG_variable
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.long	66                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	12                              ; Abbrev [12] 0x1b2:0x27 DW_TAG_subprogram
	.byte	5                               ; DW_AT_low_pc
	.long	.Lfunc_end4-.Lfunc_begin4       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	21                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	8                               ; Abbrev [8] 0x1bc:0x8 DW_TAG_formal_parameter
	.byte	16                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.long	293                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x1c4:0x14 DW_TAG_inlined_subroutine
	.long	411                             ; DW_AT_abstract_origin
	.byte	5                               ; DW_AT_low_pc
	.long	.Ltmp98-.Lfunc_begin4           ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	12                              ; DW_AT_call_line
	.byte	38                              ; DW_AT_call_column
	.byte	14                              ; Abbrev [14] 0x1d1:0x6 DW_TAG_variable
	.byte	8                               ; DW_AT_location
	.long	425                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	15                              ; Abbrev [15] 0x1d9:0x1a DW_TAG_subprogram
	.byte	6                               ; DW_AT_low_pc
	.long	.Lfunc_end5-.Lfunc_begin5       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	64
                                        ; DW_AT_call_all_calls
	.long	411                             ; DW_AT_abstract_origin
	.byte	18                              ; Abbrev [18] 0x1e6:0x6 DW_TAG_formal_parameter
	.byte	9                               ; DW_AT_location
	.long	417                             ; DW_AT_abstract_origin
	.byte	14                              ; Abbrev [14] 0x1ec:0x6 DW_TAG_variable
	.byte	10                              ; DW_AT_location
	.long	425                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists,"",@progbits
	.long	.Ldebug_list_header_end1-.Ldebug_list_header_start1 ; Length
.Ldebug_list_header_start1:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	2                               ; Offset entry count
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
	.long	.Ldebug_ranges1-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp49-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp57-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp58-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp91-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
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
	.asciz	"y"                             ; string offset=133
.Linfo_string9:
	.asciz	"float"                         ; string offset=135
.Linfo_string10:
	.asciz	"x"                             ; string offset=141
.Linfo_string11:
	.asciz	"a"                             ; string offset=143
.Linfo_string12:
	.asciz	"n"                             ; string offset=145
.Linfo_string13:
	.asciz	"i"                             ; string offset=147
.Linfo_string14:
	.asciz	"__clang_ocl_kern_imp_lds_sum"  ; string offset=149
.Linfo_string15:
	.asciz	"lds_sum"                       ; string offset=178
.Linfo_string16:
	.asciz	"o"                             ; string offset=186
.Linfo_string17:
	.asciz	"t"                             ; string offset=188
.Linfo_string18:
	.asciz	"l"                             ; string offset=190
.Linfo_string19:
	.asciz	"s"                             ; string offset=192
.Linfo_string20:
	.asciz	"__clang_ocl_kern_imp_table"    ; string offset=194
.Linfo_string21:
	.asciz	"table"                         ; string offset=221
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
	.quad	.Lfunc_begin3
	.quad	.Lfunc_begin4
	.quad	.Lfunc_begin5
.Ldebug_addr_end0:
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           saxpy
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         saxpy.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           lds_sum
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         lds_sum.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           table
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         table.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     2
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
