	.amdgcn_target "amdgcn-amd-amdhsa--gfx1251"
	.amdhsa_code_object_version 6
	.text
	.protected	reduce                  ; -- Begin function reduce
	.globl	reduce
	.p2align	8
	.type	reduce,@function
reduce:                                 ; @reduce
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b128 s[52:55], s[4:5], 0x0
	s_load_b64 s[50:51], s[4:5], 0x10
	v_dual_mov_b32 v40, v0 :: v_dual_mov_b32 v43, 0
	v_dual_mov_b32 v31, v0 :: v_dual_mov_b32 v0, 0
	s_mov_b64 s[34:35], s[6:7]
	s_mov_b64 s[48:49], s[0:1]
	s_add_nc_u64 s[38:39], s[4:5], 24
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z12get_local_idj@rel64+4
	s_wait_xcnt 0x0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b64 s[36:37], s[2:3]
	s_swap_pc_i64 s[30:31], s[0:1]
	v_dual_mov_b32 v41, v0 :: v_dual_mov_b32 v31, v40
	v_mov_b32_e32 v0, 0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z13get_global_idj@rel64+4
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[0:1]
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u32_e64 s51, v0
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[52:53]
	global_load_b32 v43, v[0:1], off
.LBB0_2:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	v_lshl_add_u32 v42, v41, 2, s50
	v_dual_mov_b32 v31, v40 :: v_dual_mov_b32 v0, 1
	s_get_pc_i64 s[52:53]
	s_add_nc_u64 s[52:53], s[52:53], _Z7barrierj@rel64+4
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_wait_loadcnt 0x0
	ds_store_b32 v42, v43
	s_swap_pc_i64 s[30:31], s[52:53]
	v_dual_mov_b32 v31, v40 :: v_dual_mov_b32 v0, 0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z14get_local_sizej@rel64+4
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[0:1]
	v_alignbit_b32 v43, v1, v0, 1
	s_mov_b32 s33, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v43
	s_cbranch_execz .LBB0_7
; %bb.3:
	s_mov_b32 s51, 0
	s_branch .LBB0_5
.LBB0_4:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b32 exec_lo, exec_lo, s0
	v_dual_mov_b32 v31, v40 :: v_dual_mov_b32 v0, 1
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[52:53]
	v_lshrrev_b32_e32 v43, 1, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_eq_u32_e32 vcc_lo, 0, v43
	s_or_b32 s51, vcc_lo, s51
	s_and_not1_b32 exec_lo, exec_lo, s51
	s_cbranch_execz .LBB0_7
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u32_e64 v43, v41
	s_cbranch_execz .LBB0_4
; %bb.6:                                ;   in Loop: Header=BB0_5 Depth=1
	v_lshl_add_u32 v0, v43, 2, v42
	ds_load_b32 v0, v0
	ds_load_b32 v1, v42
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v0, v1, v0
	ds_store_b32 v42, v0
	s_branch .LBB0_4
.LBB0_7:
	s_or_b32 exec_lo, exec_lo, s33
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_cmpx_eq_u32_e32 0, v41
	s_cbranch_execz .LBB0_9
; %bb.8:
	v_dual_mov_b32 v0, s50 :: v_dual_mov_b32 v31, v40
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z10atomic_addPU3AS1Vii@rel64+4
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[36:37]
	ds_load_b32 v2, v0
	v_dual_mov_b32 v0, s54 :: v_dual_mov_b32 v1, s55
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[0:1]
.LBB0_9:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel reduce
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(reduce.num_agpr, reduce.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(reduce.numbered_sgpr+2, 1, 0)-2
		.amdhsa_named_barrier_count (((((alignto(reduce.num_named_barrier, 4)/4)<<14)&~4080)|80)&114688)>>14
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
.Lfunc_end0:
	.size	reduce, .Lfunc_end0-reduce
                                        ; -- End function
	.set reduce.num_vgpr, max(44, amdgpu.max_num_vgpr)
	.set reduce.num_agpr, max(0, amdgpu.max_num_agpr)
	.set reduce.numbered_sgpr, max(56, amdgpu.max_num_sgpr)
	.set reduce.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set reduce.private_seg_size, 0
	.set reduce.uses_vcc, 1
	.set reduce.uses_flat_scratch, 1
	.set reduce.has_dyn_sized_stack, 1
	.set reduce.has_recursion, 1
	.set reduce.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 548
; TotalNumSgprs: reduce.numbered_sgpr+2
; NumVgprs: reduce.num_vgpr
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(reduce.num_agpr, reduce.num_vgpr), 1, 0), 1), 16)/16)-1
; NumSGPRsForWavesPerEU: max(reduce.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(reduce.num_agpr, reduce.num_vgpr), 1, 0)
; NamedBarCnt: alignto(reduce.num_named_barrier, 4)/4
; Occupancy: occupancy(16, 16, 1024, 11, 16, max(reduce.numbered_sgpr+extrasgprs(reduce.uses_vcc, reduce.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(reduce.num_agpr, reduce.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	__clang_ocl_kern_imp_reduce ; -- Begin function __clang_ocl_kern_imp_reduce
	.globl	__clang_ocl_kern_imp_reduce
	.p2align	2
	.type	__clang_ocl_kern_imp_reduce,@function
__clang_ocl_kern_imp_reduce:            ; @__clang_ocl_kern_imp_reduce
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b32 s1, -1
	scratch_store_b32 off, v57, s33 offset:36 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s1
	v_writelane_b32 v57, s0, 18
	s_clause 0x8                            ; 36-byte Folded Spill
	scratch_store_b32 off, v40, s33 offset:32
	scratch_store_b32 off, v41, s33 offset:28
	scratch_store_b32 off, v42, s33 offset:24
	scratch_store_b32 off, v43, s33 offset:20
	scratch_store_b32 off, v44, s33 offset:16
	scratch_store_b32 off, v45, s33 offset:12
	scratch_store_b32 off, v46, s33 offset:8
	scratch_store_b32 off, v47, s33 offset:4
	scratch_store_b32 off, v56, s33
	s_wait_xcnt 0x0
	v_dual_mov_b32 v40, v0 :: v_dual_mov_b32 v56, 0
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v57, s30, 0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z12get_local_idj@rel64+4
	s_add_co_i32 s32, s32, 48
	v_dual_mov_b32 v42, v31 :: v_dual_mov_b32 v47, v5
	v_writelane_b32 v57, s31, 1
	v_dual_mov_b32 v45, v4 :: v_dual_mov_b32 v43, v3
	v_dual_mov_b32 v44, v2 :: v_dual_mov_b32 v41, v1
	v_writelane_b32 v57, s34, 2
	v_writelane_b32 v57, s35, 3
	s_mov_b64 s[34:35], s[10:11]
	v_writelane_b32 v57, s36, 4
	v_writelane_b32 v57, s37, 5
	s_mov_b64 s[36:37], s[8:9]
	v_writelane_b32 v57, s38, 6
	v_writelane_b32 v57, s39, 7
	s_mov_b64 s[38:39], s[6:7]
	v_writelane_b32 v57, s48, 8
	v_writelane_b32 v57, s49, 9
	s_mov_b64 s[48:49], s[4:5]
	v_writelane_b32 v57, s50, 10
	s_mov_b32 s50, s15
	v_writelane_b32 v57, s51, 11
	s_mov_b32 s51, s14
	v_writelane_b32 v57, s52, 12
	s_mov_b32 s52, s13
	v_writelane_b32 v57, s53, 13
	s_mov_b32 s53, s12
	v_writelane_b32 v57, s54, 14
	v_writelane_b32 v57, s55, 15
	v_writelane_b32 v57, s64, 16
	v_writelane_b32 v57, s65, 17
	s_swap_pc_i64 s[30:31], s[0:1]
	v_dual_mov_b32 v46, v0 :: v_dual_mov_b32 v31, v42
	v_mov_b32_e32 v0, 0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z13get_global_idj@rel64+4
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	s_swap_pc_i64 s[30:31], s[0:1]
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u32_e64 v47, v0
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[40:41]
	global_load_b32 v56, v[0:1], off
.LBB1_2:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	v_lshl_add_u32 v40, v46, 2, v45
	v_dual_mov_b32 v31, v42 :: v_dual_mov_b32 v0, 1
	s_get_pc_i64 s[54:55]
	s_add_nc_u64 s[54:55], s[54:55], _Z7barrierj@rel64+4
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	s_wait_loadcnt 0x0
	ds_store_b32 v40, v56
	s_swap_pc_i64 s[30:31], s[54:55]
	v_dual_mov_b32 v31, v42 :: v_dual_mov_b32 v0, 0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z14get_local_sizej@rel64+4
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	s_swap_pc_i64 s[30:31], s[0:1]
	v_alignbit_b32 v41, v1, v0, 1
	s_mov_b32 s64, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v41
	s_cbranch_execz .LBB1_7
; %bb.3:
	s_mov_b32 s65, 0
	s_branch .LBB1_5
.LBB1_4:                                ;   in Loop: Header=BB1_5 Depth=1
	s_or_b32 exec_lo, exec_lo, s0
	v_dual_mov_b32 v31, v42 :: v_dual_mov_b32 v0, 1
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	s_swap_pc_i64 s[30:31], s[54:55]
	v_lshrrev_b32_e32 v41, 1, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_eq_u32_e32 vcc_lo, 0, v41
	s_or_b32 s65, vcc_lo, s65
	s_and_not1_b32 exec_lo, exec_lo, s65
	s_cbranch_execz .LBB1_7
.LBB1_5:                                ; =>This Inner Loop Header: Depth=1
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u32_e64 v41, v46
	s_cbranch_execz .LBB1_4
; %bb.6:                                ;   in Loop: Header=BB1_5 Depth=1
	v_lshl_add_u32 v0, v41, 2, v40
	ds_load_b32 v0, v0
	ds_load_b32 v1, v40
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v0, v1, v0
	ds_store_b32 v40, v0
	s_branch .LBB1_4
.LBB1_7:
	s_or_b32 exec_lo, exec_lo, s64
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s54, exec_lo
	v_cmpx_eq_u32_e32 0, v46
	s_cbranch_execz .LBB1_9
; %bb.8:
	ds_load_b32 v2, v45
	v_dual_mov_b32 v31, v42 :: v_dual_mov_b32 v0, v44
	v_mov_b32_e32 v1, v43
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z10atomic_addPU3AS1Vii@rel64+4
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	s_swap_pc_i64 s[30:31], s[0:1]
.LBB1_9:
	s_or_b32 exec_lo, exec_lo, s54
	s_clause 0x8                            ; 36-byte Folded Reload
	scratch_load_b32 v56, off, s33
	scratch_load_b32 v47, off, s33 offset:4
	scratch_load_b32 v46, off, s33 offset:8
	scratch_load_b32 v45, off, s33 offset:12
	scratch_load_b32 v44, off, s33 offset:16
	scratch_load_b32 v43, off, s33 offset:20
	scratch_load_b32 v42, off, s33 offset:24
	scratch_load_b32 v41, off, s33 offset:28
	scratch_load_b32 v40, off, s33 offset:32
	v_readlane_b32 s65, v57, 17
	v_readlane_b32 s64, v57, 16
	v_readlane_b32 s55, v57, 15
	v_readlane_b32 s54, v57, 14
	v_readlane_b32 s53, v57, 13
	v_readlane_b32 s52, v57, 12
	v_readlane_b32 s51, v57, 11
	v_readlane_b32 s50, v57, 10
	v_readlane_b32 s49, v57, 9
	v_readlane_b32 s48, v57, 8
	v_readlane_b32 s39, v57, 7
	v_readlane_b32 s38, v57, 6
	v_readlane_b32 s37, v57, 5
	v_readlane_b32 s36, v57, 4
	v_readlane_b32 s35, v57, 3
	v_readlane_b32 s34, v57, 2
	v_readlane_b32 s31, v57, 1
	v_readlane_b32 s30, v57, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s0, v57, 18
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s1, -1
	scratch_load_b32 v57, off, s33 offset:36 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s1
	s_mov_b32 s33, s0
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_reduce, .Lfunc_end1-__clang_ocl_kern_imp_reduce
                                        ; -- End function
	.set __clang_ocl_kern_imp_reduce.num_vgpr, max(58, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_reduce.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_reduce.numbered_sgpr, max(66, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_reduce.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_reduce.private_seg_size, 48
	.set __clang_ocl_kern_imp_reduce.uses_vcc, 1
	.set __clang_ocl_kern_imp_reduce.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_reduce.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_reduce.has_recursion, 1
	.set __clang_ocl_kern_imp_reduce.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1232
; TotalNumSgprs: __clang_ocl_kern_imp_reduce.numbered_sgpr+2
; NumVgprs: max(58, amdgpu.max_num_vgpr)
; ScratchSize: 48
; MemoryBound: 0
	.text
	.protected	hist                    ; -- Begin function hist
	.globl	hist
	.p2align	8
	.type	hist,@function
hist:                                   ; @hist
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b128 s[52:55], s[4:5], 0x0
	s_load_b32 s33, s[4:5], 0x10
	v_dual_mov_b32 v42, v0 :: v_dual_mov_b32 v45, 0
	v_dual_mov_b32 v31, v0 :: v_dual_mov_b32 v0, 0
	s_mov_b64 s[34:35], s[6:7]
	s_mov_b64 s[48:49], s[0:1]
	s_add_nc_u64 s[38:39], s[4:5], 24
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z13get_global_idj@rel64+4
	s_wait_xcnt 0x0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b64 s[36:37], s[2:3]
	s_swap_pc_i64 s[30:31], s[0:1]
	v_mov_b32_e32 v40, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e32 vcc_lo, s33, v40
	s_and_saveexec_b32 s33, vcc_lo
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_dual_ashrrev_i32 v41, 31, v40 :: v_dual_mov_b32 v31, v42
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z10atomic_incPU3AS1Vj@rel64+4
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[36:37]
	v_add_nc_u64_e32 v[0:1], s[52:53], v[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	global_load_u8 v0, v[0:1], off
	s_wait_loadcnt 0x0
	v_lshlrev_b32_e32 v44, 2, v0
	s_wait_xcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[0:1], s[54:55], v[44:45]
	s_swap_pc_i64 s[30:31], s[0:1]
.LBB2_2:
	s_or_b32 exec_lo, exec_lo, s33
	v_dual_mov_b32 v31, v42 :: v_dual_mov_b32 v0, s54
	v_dual_mov_b32 v1, s55 :: v_dual_mov_b32 v2, v40
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z10atomic_maxPU3AS1Vii@rel64+4
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[0:1]
	s_add_nc_u64 s[0:1], s[54:55], 4
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v31, v42 :: v_dual_mov_b32 v0, s0
	v_dual_mov_b32 v1, s1 :: v_dual_mov_b32 v2, 0
	v_mov_b32_e32 v3, v40
	s_get_pc_i64 s[2:3]
	s_add_nc_u64 s[2:3], s[2:3], _Z14atomic_cmpxchgPU3AS1Viii@rel64+4
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[2:3]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel hist
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(hist.num_agpr, hist.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(hist.numbered_sgpr+2, 1, 0)-2
		.amdhsa_named_barrier_count (((((alignto(hist.num_named_barrier, 4)/4)<<14)&~4080)|48)&114688)>>14
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 3
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
	.size	hist, .Lfunc_end2-hist
                                        ; -- End function
	.set hist.num_vgpr, max(46, amdgpu.max_num_vgpr)
	.set hist.num_agpr, max(0, amdgpu.max_num_agpr)
	.set hist.numbered_sgpr, max(56, amdgpu.max_num_sgpr)
	.set hist.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set hist.private_seg_size, 0
	.set hist.uses_vcc, 1
	.set hist.uses_flat_scratch, 1
	.set hist.has_dyn_sized_stack, 1
	.set hist.has_recursion, 1
	.set hist.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 332
; TotalNumSgprs: hist.numbered_sgpr+2
; NumVgprs: hist.num_vgpr
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(hist.num_agpr, hist.num_vgpr), 1, 0), 1), 16)/16)-1
; NumSGPRsForWavesPerEU: max(hist.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(hist.num_agpr, hist.num_vgpr), 1, 0)
; NamedBarCnt: alignto(hist.num_named_barrier, 4)/4
; Occupancy: occupancy(16, 16, 1024, 11, 16, max(hist.numbered_sgpr+extrasgprs(hist.uses_vcc, hist.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(hist.num_agpr, hist.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	__clang_ocl_kern_imp_hist ; -- Begin function __clang_ocl_kern_imp_hist
	.globl	__clang_ocl_kern_imp_hist
	.p2align	2
	.type	__clang_ocl_kern_imp_hist,@function
__clang_ocl_kern_imp_hist:              ; @__clang_ocl_kern_imp_hist
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b32 s1, -1
	scratch_store_b32 off, v47, s33 offset:36 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s1
	v_writelane_b32 v47, s0, 15
	s_clause 0x8                            ; 36-byte Folded Spill
	scratch_store_b32 off, v40, s33 offset:32
	scratch_store_b32 off, v41, s33 offset:28
	scratch_store_b32 off, v42, s33 offset:24
	scratch_store_b32 off, v43, s33 offset:20
	scratch_store_b32 off, v44, s33 offset:16
	scratch_store_b32 off, v45, s33 offset:12
	scratch_store_b32 off, v46, s33 offset:8
	scratch_store_b32 off, v56, s33 offset:4
	scratch_store_b32 off, v57, s33
	s_wait_xcnt 0x3
	v_dual_mov_b32 v45, v1 :: v_dual_mov_b32 v44, v0
	s_wait_xcnt 0x0
	v_dual_mov_b32 v57, 0 :: v_dual_mov_b32 v0, 0
	v_writelane_b32 v47, s30, 0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z13get_global_idj@rel64+4
	s_add_co_i32 s32, s32, 48
	v_dual_mov_b32 v46, v31 :: v_dual_mov_b32 v43, v4
	v_writelane_b32 v47, s31, 1
	v_dual_mov_b32 v41, v3 :: v_dual_mov_b32 v40, v2
	v_writelane_b32 v47, s34, 2
	v_writelane_b32 v47, s35, 3
	s_mov_b64 s[34:35], s[10:11]
	v_writelane_b32 v47, s36, 4
	v_writelane_b32 v47, s37, 5
	s_mov_b64 s[36:37], s[8:9]
	v_writelane_b32 v47, s38, 6
	v_writelane_b32 v47, s39, 7
	s_mov_b64 s[38:39], s[6:7]
	v_writelane_b32 v47, s48, 8
	v_writelane_b32 v47, s49, 9
	s_mov_b64 s[48:49], s[4:5]
	v_writelane_b32 v47, s50, 10
	s_mov_b32 s50, s15
	v_writelane_b32 v47, s51, 11
	s_mov_b32 s51, s14
	v_writelane_b32 v47, s52, 12
	s_mov_b32 s52, s13
	v_writelane_b32 v47, s53, 13
	s_mov_b32 s53, s12
	v_writelane_b32 v47, s54, 14
	s_swap_pc_i64 s[30:31], s[0:1]
	v_mov_b32_e32 v42, v0
	s_mov_b32 s54, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_i32_e64 v43, v42
	s_cbranch_execz .LBB3_2
; %bb.1:
	v_dual_ashrrev_i32 v43, 31, v42 :: v_dual_mov_b32 v31, v46
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z10atomic_incPU3AS1Vj@rel64+4
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	v_add_nc_u64_e32 v[0:1], v[44:45], v[42:43]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	global_load_u8 v0, v[0:1], off
	s_wait_loadcnt 0x0
	v_lshlrev_b32_e32 v56, 2, v0
	s_wait_xcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[0:1], v[40:41], v[56:57]
	s_swap_pc_i64 s[30:31], s[0:1]
.LBB3_2:
	s_or_b32 exec_lo, exec_lo, s54
	v_dual_mov_b32 v31, v46 :: v_dual_mov_b32 v0, v40
	v_dual_mov_b32 v1, v41 :: v_dual_mov_b32 v2, v42
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z10atomic_maxPU3AS1Vii@rel64+4
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	s_swap_pc_i64 s[30:31], s[0:1]
	v_add_nc_u64_e32 v[0:1], 4, v[40:41]
	v_dual_mov_b32 v31, v46 :: v_dual_mov_b32 v2, 0
	v_mov_b32_e32 v3, v42
	s_clause 0x8                            ; 36-byte Folded Reload
	scratch_load_b32 v57, off, s33
	scratch_load_b32 v56, off, s33 offset:4
	scratch_load_b32 v46, off, s33 offset:8
	scratch_load_b32 v45, off, s33 offset:12
	scratch_load_b32 v44, off, s33 offset:16
	scratch_load_b32 v43, off, s33 offset:20
	scratch_load_b32 v42, off, s33 offset:24
	scratch_load_b32 v41, off, s33 offset:28
	scratch_load_b32 v40, off, s33 offset:32
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z14atomic_cmpxchgPU3AS1Viii@rel64+4
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	v_readlane_b32 s54, v47, 14
	v_readlane_b32 s53, v47, 13
	v_readlane_b32 s52, v47, 12
	v_readlane_b32 s51, v47, 11
	v_readlane_b32 s50, v47, 10
	v_readlane_b32 s49, v47, 9
	v_readlane_b32 s48, v47, 8
	v_readlane_b32 s39, v47, 7
	v_readlane_b32 s38, v47, 6
	v_readlane_b32 s37, v47, 5
	v_readlane_b32 s36, v47, 4
	v_readlane_b32 s35, v47, 3
	v_readlane_b32 s34, v47, 2
	v_readlane_b32 s31, v47, 1
	v_readlane_b32 s30, v47, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s2, v47, 15
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s3, -1
	scratch_load_b32 v47, off, s33 offset:36 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s3
	s_mov_b32 s33, s2
	s_set_pc_i64 s[0:1]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_hist, .Lfunc_end3-__clang_ocl_kern_imp_hist
                                        ; -- End function
	.set __clang_ocl_kern_imp_hist.num_vgpr, max(58, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_hist.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_hist.numbered_sgpr, max(55, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_hist.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_hist.private_seg_size, 48
	.set __clang_ocl_kern_imp_hist.uses_vcc, 1
	.set __clang_ocl_kern_imp_hist.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_hist.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_hist.has_recursion, 1
	.set __clang_ocl_kern_imp_hist.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 916
; TotalNumSgprs: __clang_ocl_kern_imp_hist.numbered_sgpr+2
; NumVgprs: max(58, amdgpu.max_num_vgpr)
; ScratchSize: 48
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 58
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 66
	.set amdgpu.max_num_named_barrier, 0
	.text
	.hidden	_Z12get_local_idj
	.hidden	_Z13get_global_idj
	.hidden	_Z7barrierj
	.hidden	_Z14get_local_sizej
	.hidden	_Z10atomic_addPU3AS1Vii
	.hidden	_Z10atomic_incPU3AS1Vj
	.hidden	_Z10atomic_maxPU3AS1Vii
	.hidden	_Z14atomic_cmpxchgPU3AS1Viii
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         16
        .pointee_align:  4
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         20
        .size:           4
        .type_name:      uint
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
      - .offset:         144
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
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
    .name:           reduce
    .private_segment_fixed_size: 0
    .sgpr_count:     68
    .sgpr_spill_count: 0
    .symbol:         reduce.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     58
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
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
    .name:           hist
    .private_segment_fixed_size: 0
    .sgpr_count:     68
    .sgpr_spill_count: 0
    .symbol:         hist.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     58
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1251
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
