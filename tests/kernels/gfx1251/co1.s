	.amdgcn_target "amdgcn-amd-amdhsa--gfx1251"
	.amdhsa_code_object_version 6
	.text
	.protected	saxpy                   ; -- Begin function saxpy
	.globl	saxpy
	.p2align	8
	.type	saxpy,@function
saxpy:                                  ; @saxpy
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b64 s[2:3], s[0:1], 0x10
	v_lshl_or_b32 v0, ttmp9, 8, v0
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e32 vcc_lo, s3, v0
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_b128 s[4:7], s[0:1], 0x0
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b32 v1, v0, s[6:7] scale_offset
	global_load_b32 v2, v0, s[4:5] scale_offset
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v2, s2, v1
	global_store_b32 v0, v2, s[4:5] scale_offset
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel saxpy
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 8
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 1
		.amdhsa_round_robin_scheduling 0
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
                                        ; -- End function
	.set saxpy.num_vgpr, 3
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
; codeLenInByte = 108
; TotalNumSgprs: 10
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 3
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v6, 0x3ff, v31
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v6, ttmp9, 8, v6
	v_cmpx_lt_i32_e64 v6, v5
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_ashrrev_i32_e32 v7, 31, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[6:7], 2, v[6:7]
	v_add_nc_u64_e32 v[2:3], v[2:3], v[6:7]
	v_add_nc_u64_e32 v[0:1], v[0:1], v[6:7]
	global_load_b32 v5, v[2:3], off
	global_load_b32 v6, v[0:1], off
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v6, v4, v5
	global_store_b32 v[0:1], v6, off
.LBB1_2:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_saxpy, .Lfunc_end1-__clang_ocl_kern_imp_saxpy
                                        ; -- End function
	.set __clang_ocl_kern_imp_saxpy.num_vgpr, 32
	.set __clang_ocl_kern_imp_saxpy.num_agpr, 0
	.set __clang_ocl_kern_imp_saxpy.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_saxpy.num_named_barrier, 0
	.set __clang_ocl_kern_imp_saxpy.private_seg_size, 0
	.set __clang_ocl_kern_imp_saxpy.uses_vcc, 0
	.set __clang_ocl_kern_imp_saxpy.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_saxpy.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_saxpy.has_recursion, 0
	.set __clang_ocl_kern_imp_saxpy.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 120
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	lds_sum                 ; -- Begin function lds_sum
	.globl	lds_sum
	.p2align	8
	.type	lds_sum,@function
lds_sum:                                ; @lds_sum
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b32 s2, s[0:1], 0x8
	s_mov_b32 s3, exec_lo
	s_wait_kmcnt 0x0
	v_lshl_add_u32 v1, v0, 2, s2
	ds_store_b32 v1, v0
	s_barrier_signal -1
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 0x80, v0
	s_cbranch_execz .LBB2_2
; %bb.1:
	ds_load_2addr_stride64_b32 v[2:3], v1 offset1:2
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v2, v2, v3
	ds_store_b32 v1, v2
.LBB2_2:
	s_or_b32 exec_lo, exec_lo, s3
	s_barrier_signal -1
	s_mov_b32 s3, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 64, v0
	s_cbranch_execz .LBB2_4
; %bb.3:
	ds_load_2addr_stride64_b32 v[2:3], v1 offset1:1
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v2, v2, v3
	ds_store_b32 v1, v2
.LBB2_4:
	s_or_b32 exec_lo, exec_lo, s3
	s_barrier_signal -1
	s_mov_b32 s3, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 32, v0
	s_cbranch_execz .LBB2_6
; %bb.5:
	ds_load_2addr_b32 v[2:3], v1 offset1:32
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v2, v2, v3
	ds_store_b32 v1, v2
.LBB2_6:
	s_or_b32 exec_lo, exec_lo, s3
	s_barrier_signal -1
	s_mov_b32 s3, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 16, v0
	s_cbranch_execz .LBB2_8
; %bb.7:
	ds_load_2addr_b32 v[2:3], v1 offset1:16
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v2, v2, v3
	ds_store_b32 v1, v2
.LBB2_8:
	s_or_b32 exec_lo, exec_lo, s3
	s_barrier_signal -1
	s_mov_b32 s3, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 8, v0
	s_cbranch_execz .LBB2_10
; %bb.9:
	ds_load_2addr_b32 v[2:3], v1 offset1:8
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v2, v2, v3
	ds_store_b32 v1, v2
.LBB2_10:
	s_or_b32 exec_lo, exec_lo, s3
	s_barrier_signal -1
	s_mov_b32 s3, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 4, v0
	s_cbranch_execz .LBB2_12
; %bb.11:
	ds_load_2addr_b32 v[2:3], v1 offset1:4
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v2, v2, v3
	ds_store_b32 v1, v2
.LBB2_12:
	s_or_b32 exec_lo, exec_lo, s3
	s_barrier_signal -1
	s_mov_b32 s3, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 2, v0
	s_cbranch_execz .LBB2_14
; %bb.13:
	ds_load_2addr_b32 v[2:3], v1 offset1:2
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v2, v2, v3
	ds_store_b32 v1, v2
.LBB2_14:
	s_or_b32 exec_lo, exec_lo, s3
	s_barrier_signal -1
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	s_barrier_wait -1
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB2_16
; %bb.15:
	ds_load_2addr_b32 v[2:3], v1 offset1:1
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v0, v2, v3
	ds_store_b32 v1, v0
.LBB2_16:
	s_or_b32 exec_lo, exec_lo, s3
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB2_19
; %bb.17:
	s_mov_b32 s3, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v0, s3, 0
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	s_and_b32 s4, exec_lo, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB2_19
; %bb.18:
	v_dual_mov_b32 v0, s2 :: v_dual_mov_b32 v1, 0
	s_load_b64 s[0:1], s[0:1], 0x0
	s_bcnt1_i32_b32 s2, s3
	ds_load_b32 v0, v0
	s_wait_dscnt 0x0
	v_mul_lo_u32 v0, v0, s2
	s_wait_kmcnt 0x0
	global_atomic_add_u32 v1, v0, s[0:1] scope:SCOPE_DEV
.LBB2_19:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_sum
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 12
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 5
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 5
		.amdhsa_round_robin_scheduling 0
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
                                        ; -- End function
	.set lds_sum.num_vgpr, 4
	.set lds_sum.num_agpr, 0
	.set lds_sum.numbered_sgpr, 5
	.set lds_sum.num_named_barrier, 0
	.set lds_sum.private_seg_size, 0
	.set lds_sum.uses_vcc, 1
	.set lds_sum.uses_flat_scratch, 0
	.set lds_sum.has_dyn_sized_stack, 0
	.set lds_sum.has_recursion, 0
	.set lds_sum.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 536
; TotalNumSgprs: 7
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 7
; NumVGPRsForWavesPerEU: 4
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v4, 0x3ff, v31
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v3, v4, 2, v2
	ds_store_b32 v3, v4
	s_barrier_signal -1
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 0x80, v4
	s_cbranch_execz .LBB3_2
; %bb.1:
	ds_load_2addr_stride64_b32 v[6:7], v3 offset1:2
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v5, v6, v7
	ds_store_b32 v3, v5
.LBB3_2:
	s_or_b32 exec_lo, exec_lo, s0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 64, v4
	s_cbranch_execz .LBB3_4
; %bb.3:
	ds_load_2addr_stride64_b32 v[6:7], v3 offset1:1
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v5, v6, v7
	ds_store_b32 v3, v5
.LBB3_4:
	s_or_b32 exec_lo, exec_lo, s0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 32, v4
	s_cbranch_execz .LBB3_6
; %bb.5:
	ds_load_2addr_b32 v[6:7], v3 offset1:32
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v5, v6, v7
	ds_store_b32 v3, v5
.LBB3_6:
	s_or_b32 exec_lo, exec_lo, s0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 16, v4
	s_cbranch_execz .LBB3_8
; %bb.7:
	ds_load_2addr_b32 v[6:7], v3 offset1:16
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v5, v6, v7
	ds_store_b32 v3, v5
.LBB3_8:
	s_or_b32 exec_lo, exec_lo, s0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 8, v4
	s_cbranch_execz .LBB3_10
; %bb.9:
	ds_load_2addr_b32 v[6:7], v3 offset1:8
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v5, v6, v7
	ds_store_b32 v3, v5
.LBB3_10:
	s_or_b32 exec_lo, exec_lo, s0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 4, v4
	s_cbranch_execz .LBB3_12
; %bb.11:
	ds_load_2addr_b32 v[6:7], v3 offset1:4
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v5, v6, v7
	ds_store_b32 v3, v5
.LBB3_12:
	s_or_b32 exec_lo, exec_lo, s0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 2, v4
	s_cbranch_execz .LBB3_14
; %bb.13:
	ds_load_2addr_b32 v[6:7], v3 offset1:2
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v5, v6, v7
	ds_store_b32 v3, v5
.LBB3_14:
	s_or_b32 exec_lo, exec_lo, s0
	s_barrier_signal -1
	v_cmp_eq_u32_e32 vcc_lo, 0, v4
	s_barrier_wait -1
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB3_16
; %bb.15:
	ds_load_2addr_b32 v[4:5], v3 offset1:1
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v4, v4, v5
	ds_store_b32 v3, v4
.LBB3_16:
	s_or_b32 exec_lo, exec_lo, s0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB3_18
; %bb.17:
	ds_load_b32 v2, v2
	s_wait_dscnt 0x0
	global_atomic_add_u32 v[0:1], v2, off scope:SCOPE_DEV
.LBB3_18:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_lds_sum, .Lfunc_end3-__clang_ocl_kern_imp_lds_sum
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
; codeLenInByte = 480
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	table                   ; -- Begin function table
	.globl	table
	.p2align	8
	.type	table,@function
table:                                  ; @table
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	v_and_b32_e32 v1, 7, v0
	s_get_pc_i64 s[2:3]
	s_add_nc_u64 s[2:3], s[2:3], lut@rel64+4
	s_load_b64 s[0:1], s[0:1], 0x0
	global_load_b32 v1, v1, s[2:3] scale_offset
	s_wait_loadcnt 0x0
	s_wait_kmcnt 0x0
	global_store_b32 v0, v1, s[0:1] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel table
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 4
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 1
		.amdhsa_round_robin_scheduling 0
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
                                        ; -- End function
	.set table.num_vgpr, 2
	.set table.num_agpr, 0
	.set table.numbered_sgpr, 4
	.set table.num_named_barrier, 0
	.set table.private_seg_size, 0
	.set table.uses_vcc, 0
	.set table.uses_flat_scratch, 0
	.set table.has_dyn_sized_stack, 0
	.set table.has_recursion, 0
	.set table.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 72
; TotalNumSgprs: 4
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 4
; NumVGPRsForWavesPerEU: 2
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v3, 0 :: v_dual_bitop2_b32 v2, 7, v31 bitop3:0x40
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], lut@rel64+4
	global_load_b32 v4, v2, s[0:1] scale_offset
	s_wait_xcnt 0x0
	v_and_b32_e32 v2, 0x3ff, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_nc_u64_e32 v[0:1], v[0:1], v[2:3]
	s_wait_loadcnt 0x0
	global_store_b32 v[0:1], v4, off
	s_set_pc_i64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_table, .Lfunc_end5-__clang_ocl_kern_imp_table
                                        ; -- End function
	.set __clang_ocl_kern_imp_table.num_vgpr, 32
	.set __clang_ocl_kern_imp_table.num_agpr, 0
	.set __clang_ocl_kern_imp_table.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_table.num_named_barrier, 0
	.set __clang_ocl_kern_imp_table.private_seg_size, 0
	.set __clang_ocl_kern_imp_table.uses_vcc, 0
	.set __clang_ocl_kern_imp_table.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_table.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_table.has_recursion, 0
	.set __clang_ocl_kern_imp_table.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 92
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         saxpy.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .sgpr_count:     7
    .sgpr_spill_count: 0
    .symbol:         lds_sum.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .sgpr_count:     4
    .sgpr_spill_count: 0
    .symbol:         table.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     2
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1251
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
