	.amdgcn_target "amdgcn-amd-amdhsa--gfx1251"
	.amdhsa_code_object_version 6
	.text
	.protected	calls                   ; -- Begin function calls
	.globl	calls
	.p2align	8
	.type	calls,@function
calls:                                  ; @calls
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b96 s[52:54], s[4:5], 0x0
	v_dual_mov_b32 v40, v0 :: v_dual_mov_b32 v42, 0
	v_dual_mov_b32 v31, v0 :: v_dual_mov_b32 v0, 0
	s_mov_b64 s[34:35], s[6:7]
	s_mov_b64 s[38:39], s[0:1]
	s_add_nc_u64 s[48:49], s[4:5], 16
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z13get_global_idj@rel64+4
	s_wait_xcnt 0x0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b64 s[36:37], s[2:3]
	s_swap_pc_i64 s[30:31], s[0:1]
	v_dual_mov_b32 v43, v0 :: v_dual_mov_b32 v31, v40
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], helper@rel64+4
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[0:1]
	v_and_b32_e32 v1, 63, v43
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], table@rel64+4
	s_and_b32 s2, s54, 3
	v_ashrrev_i64 v[2:3], 30, v[42:43]
	global_load_b32 v1, v1, s[0:1] scale_offset
	s_wait_xcnt 0x0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], coef@rel64+4
	s_load_b32 s0, s[0:1], s2 offset:0x0 scale_offset
	v_add_nc_u64_e32 v[2:3], s[52:53], v[2:3]
	s_wait_kmcnt 0x0
	s_cvt_i32_f32 s0, s0
	s_wait_loadcnt 0x0
	s_delay_alu instid0(SALU_CYCLE_2)
	v_add3_u32 v0, v1, v0, s0
	global_store_b32 v[2:3], v0, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel calls
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
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
		.amdhsa_next_free_vgpr max(totalnumvgprs(calls.num_agpr, calls.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(calls.numbered_sgpr+2, 1, 0)-2
		.amdhsa_named_barrier_count (((((alignto(calls.num_named_barrier, 4)/4)<<14)&~4080)|48)&114688)>>14
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
.Lfunc_end0:
	.size	calls, .Lfunc_end0-calls
                                        ; -- End function
	.set calls.num_vgpr, max(44, amdgpu.max_num_vgpr)
	.set calls.num_agpr, max(0, amdgpu.max_num_agpr)
	.set calls.numbered_sgpr, max(55, amdgpu.max_num_sgpr)
	.set calls.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set calls.private_seg_size, 0
	.set calls.uses_vcc, 1
	.set calls.uses_flat_scratch, 1
	.set calls.has_dyn_sized_stack, 1
	.set calls.has_recursion, 1
	.set calls.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 260
; TotalNumSgprs: calls.numbered_sgpr+2
; NumVgprs: calls.num_vgpr
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(calls.num_agpr, calls.num_vgpr), 1, 0), 1), 16)/16)-1
; NumSGPRsForWavesPerEU: max(calls.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(calls.num_agpr, calls.num_vgpr), 1, 0)
; NamedBarCnt: alignto(calls.num_named_barrier, 4)/4
; Occupancy: occupancy(16, 16, 1024, 11, 16, max(calls.numbered_sgpr+extrasgprs(calls.uses_vcc, calls.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(calls.num_agpr, calls.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	__clang_ocl_kern_imp_calls ; -- Begin function __clang_ocl_kern_imp_calls
	.globl	__clang_ocl_kern_imp_calls
	.p2align	2
	.type	__clang_ocl_kern_imp_calls,@function
__clang_ocl_kern_imp_calls:             ; @__clang_ocl_kern_imp_calls
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b32 s1, -1
	scratch_store_b32 off, v46, s33 offset:24 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s1
	v_writelane_b32 v46, s0, 14
	s_clause 0x5                            ; 24-byte Folded Spill
	scratch_store_b32 off, v40, s33 offset:20
	scratch_store_b32 off, v41, s33 offset:16
	scratch_store_b32 off, v42, s33 offset:12
	scratch_store_b32 off, v43, s33 offset:8
	scratch_store_b32 off, v44, s33 offset:4
	scratch_store_b32 off, v45, s33
	s_wait_xcnt 0x4
	v_dual_mov_b32 v41, v1 :: v_dual_mov_b32 v40, v0
	s_wait_xcnt 0x1
	v_dual_mov_b32 v44, 0 :: v_dual_mov_b32 v0, 0
	v_writelane_b32 v46, s30, 0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z13get_global_idj@rel64+4
	s_add_co_i32 s32, s32, 32
	v_dual_mov_b32 v42, v31 :: v_dual_mov_b32 v43, v2
	v_writelane_b32 v46, s31, 1
	v_writelane_b32 v46, s34, 2
	v_writelane_b32 v46, s35, 3
	s_mov_b64 s[34:35], s[10:11]
	v_writelane_b32 v46, s36, 4
	v_writelane_b32 v46, s37, 5
	s_mov_b64 s[36:37], s[8:9]
	v_writelane_b32 v46, s38, 6
	v_writelane_b32 v46, s39, 7
	s_mov_b64 s[38:39], s[6:7]
	v_writelane_b32 v46, s48, 8
	v_writelane_b32 v46, s49, 9
	s_mov_b64 s[48:49], s[4:5]
	v_writelane_b32 v46, s50, 10
	s_mov_b32 s50, s15
	v_writelane_b32 v46, s51, 11
	s_mov_b32 s51, s14
	v_writelane_b32 v46, s52, 12
	s_mov_b32 s52, s13
	v_writelane_b32 v46, s53, 13
	s_mov_b32 s53, s12
	s_swap_pc_i64 s[30:31], s[0:1]
	s_wait_xcnt 0x0
	v_dual_mov_b32 v45, v0 :: v_dual_mov_b32 v31, v42
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], helper@rel64+4
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	s_swap_pc_i64 s[30:31], s[0:1]
	v_and_b32_e32 v1, 3, v43
	v_and_b32_e32 v2, 63, v45
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], coef@rel64+4
	s_get_pc_i64 s[2:3]
	s_add_nc_u64 s[2:3], s[2:3], table@rel64+4
	v_readlane_b32 s53, v46, 13
	global_load_b32 v4, v1, s[0:1] scale_offset
	global_load_b32 v5, v2, s[2:3] scale_offset
	s_wait_xcnt 0x0
	v_ashrrev_i64 v[2:3], 30, v[44:45]
	v_readlane_b32 s52, v46, 12
	v_readlane_b32 s51, v46, 11
	v_readlane_b32 s50, v46, 10
	v_readlane_b32 s49, v46, 9
	v_readlane_b32 s48, v46, 8
	v_readlane_b32 s39, v46, 7
	v_add_nc_u64_e32 v[2:3], v[40:41], v[2:3]
	s_clause 0x5                            ; 24-byte Folded Reload
	scratch_load_b32 v45, off, s33
	scratch_load_b32 v44, off, s33 offset:4
	scratch_load_b32 v43, off, s33 offset:8
	scratch_load_b32 v42, off, s33 offset:12
	scratch_load_b32 v41, off, s33 offset:16
	scratch_load_b32 v40, off, s33 offset:20
	v_readlane_b32 s38, v46, 6
	v_readlane_b32 s37, v46, 5
	v_readlane_b32 s36, v46, 4
	v_readlane_b32 s35, v46, 3
	v_readlane_b32 s34, v46, 2
	v_readlane_b32 s31, v46, 1
	v_readlane_b32 s30, v46, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s0, v46, 14
	s_wait_loadcnt 0x7
	v_cvt_i32_f32_e32 v1, v4
	s_wait_loadcnt 0x6
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v0, v5, v0, v1
	global_store_b32 v[2:3], v0, off
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s1, -1
	scratch_load_b32 v46, off, s33 offset:24 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s1
	s_mov_b32 s33, s0
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_calls, .Lfunc_end1-__clang_ocl_kern_imp_calls
                                        ; -- End function
	.set __clang_ocl_kern_imp_calls.num_vgpr, max(47, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_calls.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_calls.numbered_sgpr, max(54, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_calls.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_calls.private_seg_size, 32
	.set __clang_ocl_kern_imp_calls.uses_vcc, 1
	.set __clang_ocl_kern_imp_calls.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_calls.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_calls.has_recursion, 1
	.set __clang_ocl_kern_imp_calls.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 752
; TotalNumSgprs: __clang_ocl_kern_imp_calls.numbered_sgpr+2
; NumVgprs: max(47, amdgpu.max_num_vgpr)
; ScratchSize: 32
; MemoryBound: 0
	.text
	.protected	pf                      ; -- Begin function pf
	.globl	pf
	.p2align	8
	.type	pf,@function
pf:                                     ; @pf
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_mov_b64 s[10:11], s[6:7]
	s_load_b64 s[6:7], s[4:5], 0x0
	s_get_pc_i64 s[8:9]
	s_add_nc_u64 s[8:9], s[8:9], __printf_alloc@gotpcrel+4
	v_dual_mov_b32 v31, v0 :: v_dual_mov_b32 v0, 8
	s_load_b64 s[12:13], s[8:9], 0x0
	s_wait_kmcnt 0x0
	s_load_b32 s33, s[6:7], 0x0
	s_add_nc_u64 s[8:9], s[4:5], 8
	s_mov_b64 s[4:5], s[0:1]
	s_wait_xcnt 0x0
	s_mov_b64 s[6:7], s[2:3]
	s_swap_pc_i64 s[30:31], s[12:13]
	s_mov_b32 s0, exec_lo
	v_cmpx_ne_u64_e32 0, v[0:1]
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_dual_mov_b32 v2, 1 :: v_dual_mov_b32 v3, s33
	global_store_b64 v[0:1], v[2:3], off
.LBB2_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel pf
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 264
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
		.amdhsa_next_free_vgpr max(totalnumvgprs(pf.num_agpr, pf.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(pf.numbered_sgpr+2, 1, 0)-2
		.amdhsa_named_barrier_count (((((alignto(pf.num_named_barrier, 4)/4)<<14)&~4080)|16)&114688)>>14
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
.Lfunc_end2:
	.size	pf, .Lfunc_end2-pf
                                        ; -- End function
	.set pf.num_vgpr, max(32, amdgpu.max_num_vgpr)
	.set pf.num_agpr, max(0, amdgpu.max_num_agpr)
	.set pf.numbered_sgpr, max(34, amdgpu.max_num_sgpr)
	.set pf.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set pf.private_seg_size, 0
	.set pf.uses_vcc, 1
	.set pf.uses_flat_scratch, 1
	.set pf.has_dyn_sized_stack, 1
	.set pf.has_recursion, 1
	.set pf.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 124
; TotalNumSgprs: pf.numbered_sgpr+2
; NumVgprs: pf.num_vgpr
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(pf.num_agpr, pf.num_vgpr), 1, 0), 1), 16)/16)-1
; NumSGPRsForWavesPerEU: max(pf.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(pf.num_agpr, pf.num_vgpr), 1, 0)
; NamedBarCnt: alignto(pf.num_named_barrier, 4)/4
; Occupancy: occupancy(16, 16, 1024, 11, 16, max(pf.numbered_sgpr+extrasgprs(pf.uses_vcc, pf.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(pf.num_agpr, pf.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	__clang_ocl_kern_imp_pf ; -- Begin function __clang_ocl_kern_imp_pf
	.globl	__clang_ocl_kern_imp_pf
	.p2align	2
	.type	__clang_ocl_kern_imp_pf,@function
__clang_ocl_kern_imp_pf:                ; @__clang_ocl_kern_imp_pf
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b32 s1, -1
	scratch_store_b32 off, v42, s33 offset:8 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s1
	s_clause 0x1                            ; 8-byte Folded Spill
	scratch_store_b32 off, v40, s33 offset:4
	scratch_store_b32 off, v41, s33
	global_load_b32 v41, v[0:1], off
	v_writelane_b32 v42, s0, 2
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], __printf_alloc@gotpcrel+4
	s_wait_xcnt 0x0
	v_mov_b32_e32 v0, 8
	s_load_b64 s[0:1], s[0:1], 0x0
	s_add_co_i32 s32, s32, 16
	v_writelane_b32 v42, s30, 0
	v_writelane_b32 v42, s31, 1
	s_wait_kmcnt 0x0
	s_swap_pc_i64 s[30:31], s[0:1]
	s_mov_b32 s0, exec_lo
	v_cmpx_ne_u64_e32 0, v[0:1]
	s_cbranch_execz .LBB3_2
; %bb.1:
	v_mov_b32_e32 v40, 1
	global_store_b64 v[0:1], v[40:41], off
.LBB3_2:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v41, off, s33
	scratch_load_b32 v40, off, s33 offset:4
	v_readlane_b32 s31, v42, 1
	v_readlane_b32 s30, v42, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s0, v42, 2
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s1, -1
	scratch_load_b32 v42, off, s33 offset:8 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s1
	s_mov_b32 s33, s0
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_pf, .Lfunc_end3-__clang_ocl_kern_imp_pf
                                        ; -- End function
	.set __clang_ocl_kern_imp_pf.num_vgpr, max(43, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_pf.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_pf.numbered_sgpr, max(34, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_pf.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_pf.private_seg_size, 16
	.set __clang_ocl_kern_imp_pf.uses_vcc, 1
	.set __clang_ocl_kern_imp_pf.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_pf.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_pf.has_recursion, 1
	.set __clang_ocl_kern_imp_pf.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 280
; TotalNumSgprs: __clang_ocl_kern_imp_pf.numbered_sgpr+2
; NumVgprs: max(43, amdgpu.max_num_vgpr)
; ScratchSize: 16
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 47
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 54
	.set amdgpu.max_num_named_barrier, 0
	.text
	.hidden	coef                            ; @coef
	.type	coef,@object
	.section	.rodata,"a",@progbits
	.globl	coef
	.p2align	2, 0x0
coef:
	.long	0x3f800000                      ; float 1
	.long	0x40200000                      ; float 2.5
	.long	0xc0400000                      ; float -3
	.long	0x40880000                      ; float 4.25
	.size	coef, 16

	.hidden	table
	.hidden	_Z13get_global_idj
	.hidden	helper
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
      - .offset:         88
        .size:           8
        .value_kind:     hidden_printf_buffer
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
    .name:           calls
    .private_segment_fixed_size: 0
    .sgpr_count:     57
    .sgpr_spill_count: 0
    .symbol:         calls.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     47
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
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
      - .offset:         80
        .size:           8
        .value_kind:     hidden_printf_buffer
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
    .name:           pf
    .private_segment_fixed_size: 0
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .symbol:         pf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     47
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.printf:
  - '1:1:4:hello %d\n'
amdhsa.target:   amdgcn-amd-amdhsa--gfx1251
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
