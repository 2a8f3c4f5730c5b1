	.amdgcn_target "amdgcn-amd-amdhsa--gfx1251"
	.amdhsa_code_object_version 6
	.text
	.protected	hmath                   ; -- Begin function hmath
	.globl	hmath
	.p2align	8
	.type	hmath,@function
hmath:                                  ; @hmath
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b128 s[36:39], s[4:5], 0x0
	s_load_b32 s33, s[4:5], 0x10
	v_dual_mov_b32 v40, 0 :: v_dual_mov_b32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[10:11], s[6:7]
	s_add_nc_u64 s[8:9], s[4:5], 24
	s_get_pc_i64 s[12:13]
	s_add_nc_u64 s[12:13], s[12:13], _Z13get_global_idj@rel64+4
	s_wait_xcnt 0x0
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	s_swap_pc_i64 s[30:31], s[12:13]
	v_mov_b32_e32 v41, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i64 v[0:1], 31, v[40:41]
	v_add_nc_u64_e32 v[2:3], s[36:37], v[0:1]
	v_add_nc_u64_e32 v[0:1], s[38:39], v[0:1]
	global_load_u16 v4, v[2:3], off
	global_load_u16 v5, v[0:1], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 2, 2), 0
	v_fma_f16 v0, v4, v5, s33
	global_store_b16 v[2:3], v0, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel hmath
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
		.amdhsa_next_free_vgpr max(totalnumvgprs(hmath.num_agpr, hmath.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(hmath.numbered_sgpr+2, 1, 0)-2
		.amdhsa_named_barrier_count (((((alignto(hmath.num_named_barrier, 4)/4)<<14)&~4080)|32)&114688)>>14
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 2
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
	.size	hmath, .Lfunc_end0-hmath
                                        ; -- End function
	.set hmath.num_vgpr, max(42, amdgpu.max_num_vgpr)
	.set hmath.num_agpr, max(0, amdgpu.max_num_agpr)
	.set hmath.numbered_sgpr, max(40, amdgpu.max_num_sgpr)
	.set hmath.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set hmath.private_seg_size, 0
	.set hmath.uses_vcc, 1
	.set hmath.uses_flat_scratch, 1
	.set hmath.has_dyn_sized_stack, 1
	.set hmath.has_recursion, 1
	.set hmath.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 172
; TotalNumSgprs: hmath.numbered_sgpr+2
; NumVgprs: hmath.num_vgpr
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(hmath.num_agpr, hmath.num_vgpr), 1, 0), 1), 16)/16)-1
; NumSGPRsForWavesPerEU: max(hmath.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(hmath.num_agpr, hmath.num_vgpr), 1, 0)
; NamedBarCnt: alignto(hmath.num_named_barrier, 4)/4
; Occupancy: occupancy(16, 16, 1024, 11, 16, max(hmath.numbered_sgpr+extrasgprs(hmath.uses_vcc, hmath.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(hmath.num_agpr, hmath.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	__clang_ocl_kern_imp_hmath ; -- Begin function __clang_ocl_kern_imp_hmath
	.globl	__clang_ocl_kern_imp_hmath
	.p2align	2
	.type	__clang_ocl_kern_imp_hmath,@function
__clang_ocl_kern_imp_hmath:             ; @__clang_ocl_kern_imp_hmath
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b32 s1, -1
	scratch_store_b32 off, v45, s33 offset:28 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s1
	v_writelane_b32 v45, s0, 2
	s_clause 0x6                            ; 28-byte Folded Spill
	scratch_store_b32 off, v40, s33 offset:24
	scratch_store_b32 off, v41, s33 offset:20
	scratch_store_b32 off, v42, s33 offset:16
	scratch_store_b32 off, v43, s33 offset:12
	scratch_store_b32 off, v44, s33 offset:8
	scratch_store_b32 off, v46, s33 offset:4
	scratch_store_b32 off, v47, s33
	s_wait_xcnt 0x1
	v_dual_mov_b32 v42, v0 :: v_dual_mov_b32 v46, 0
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v45, s30, 0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z13get_global_idj@rel64+4
	s_add_co_i32 s32, s32, 48
	v_dual_mov_b32 v44, v4 :: v_dual_mov_b32 v41, v3
	v_writelane_b32 v45, s31, 1
	v_dual_mov_b32 v40, v2 :: v_dual_mov_b32 v43, v1
	s_swap_pc_i64 s[30:31], s[0:1]
	s_wait_xcnt 0x0
	v_mov_b32_e32 v47, v0
	v_readlane_b32 s31, v45, 1
	v_readlane_b32 s30, v45, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s0, v45, 2
	v_ashrrev_i64 v[0:1], 31, v[46:47]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[2:3], v[42:43], v[0:1]
	v_add_nc_u64_e32 v[0:1], v[40:41], v[0:1]
	global_load_u16 v4, v[2:3], off
	global_load_u16 v5, v[0:1], off
	s_wait_loadcnt 0x0
	v_fmac_f16_e32 v44, v4, v5
	global_store_b16 v[2:3], v44, off
	s_clause 0x6                            ; 28-byte Folded Reload
	scratch_load_b32 v47, off, s33
	scratch_load_b32 v46, off, s33 offset:4
	scratch_load_b32 v44, off, s33 offset:8
	scratch_load_b32 v43, off, s33 offset:12
	scratch_load_b32 v42, off, s33 offset:16
	scratch_load_b32 v41, off, s33 offset:20
	scratch_load_b32 v40, off, s33 offset:24
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s1, -1
	scratch_load_b32 v45, off, s33 offset:28 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s1
	s_mov_b32 s33, s0
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_hmath, .Lfunc_end1-__clang_ocl_kern_imp_hmath
                                        ; -- End function
	.set __clang_ocl_kern_imp_hmath.num_vgpr, max(48, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_hmath.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_hmath.numbered_sgpr, max(34, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_hmath.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_hmath.private_seg_size, 48
	.set __clang_ocl_kern_imp_hmath.uses_vcc, 1
	.set __clang_ocl_kern_imp_hmath.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_hmath.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_hmath.has_recursion, 1
	.set __clang_ocl_kern_imp_hmath.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 440
; TotalNumSgprs: __clang_ocl_kern_imp_hmath.numbered_sgpr+2
; NumVgprs: max(48, amdgpu.max_num_vgpr)
; ScratchSize: 48
; MemoryBound: 0
	.text
	.protected	dmath                   ; -- Begin function dmath
	.globl	dmath
	.p2align	8
	.type	dmath,@function
dmath:                                  ; @dmath
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b32 s33, s[4:5], 0x18
	v_dual_mov_b32 v40, 0 :: v_dual_mov_b32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[34:35], s[4:5]
	s_add_nc_u64 s[8:9], s[4:5], 32
	s_get_pc_i64 s[12:13]
	s_add_nc_u64 s[12:13], s[12:13], _Z13get_global_idj@rel64+4
	s_wait_xcnt 0x0
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	s_swap_pc_i64 s[30:31], s[12:13]
	v_mov_b32_e32 v41, v0
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_i32_e64 s33, v41
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_clause 0x1
	s_load_b128 s[0:3], s[34:35], 0x0
	s_load_b64 s[4:5], s[34:35], 0x10
	v_ashrrev_i64 v[0:1], 29, v[40:41]
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[2:3], s[0:1], v[0:1]
	v_add_nc_u64_e32 v[0:1], s[2:3], v[0:1]
	global_load_b64 v[4:5], v[2:3], off
	global_load_b64 v[6:7], v[0:1], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_div_scale_f64 v[0:1], null, v[6:7], v[6:7], v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[8:9], v[0:1]
	v_nop
	v_fma_f64 v[10:11], -v[0:1], v[8:9], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f64_e32 v[8:9], v[8:9], v[10:11]
	v_fma_f64 v[10:11], -v[0:1], v[8:9], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f64_e32 v[8:9], v[8:9], v[10:11]
	v_div_scale_f64 v[10:11], vcc_lo, v[4:5], v[6:7], v[4:5]
	v_mul_f64_e32 v[12:13], v[10:11], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[0:1], -v[0:1], v[12:13], v[10:11]
	v_div_fmas_f64 v[0:1], v[0:1], v[8:9], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[0:1], v[0:1], v[6:7], v[4:5]
	v_fmac_f64_e32 v[0:1], s[4:5], v[4:5]
	global_store_b64 v[2:3], v[0:1], off
.LBB2_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel dmath
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr max(totalnumvgprs(dmath.num_agpr, dmath.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(dmath.numbered_sgpr+2, 1, 0)-2
		.amdhsa_named_barrier_count (((((alignto(dmath.num_named_barrier, 4)/4)<<14)&~4080)|48)&114688)>>14
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
	.size	dmath, .Lfunc_end2-dmath
                                        ; -- End function
	.set dmath.num_vgpr, max(42, amdgpu.max_num_vgpr)
	.set dmath.num_agpr, max(0, amdgpu.max_num_agpr)
	.set dmath.numbered_sgpr, max(36, amdgpu.max_num_sgpr)
	.set dmath.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set dmath.private_seg_size, 0
	.set dmath.uses_vcc, 1
	.set dmath.uses_flat_scratch, 1
	.set dmath.has_dyn_sized_stack, 1
	.set dmath.has_recursion, 1
	.set dmath.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 292
; TotalNumSgprs: dmath.numbered_sgpr+2
; NumVgprs: dmath.num_vgpr
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(dmath.num_agpr, dmath.num_vgpr), 1, 0), 1), 16)/16)-1
; NumSGPRsForWavesPerEU: max(dmath.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(dmath.num_agpr, dmath.num_vgpr), 1, 0)
; NamedBarCnt: alignto(dmath.num_named_barrier, 4)/4
; Occupancy: occupancy(16, 16, 1024, 11, 16, max(dmath.numbered_sgpr+extrasgprs(dmath.uses_vcc, dmath.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(dmath.num_agpr, dmath.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	__clang_ocl_kern_imp_dmath ; -- Begin function __clang_ocl_kern_imp_dmath
	.globl	__clang_ocl_kern_imp_dmath
	.p2align	2
	.type	__clang_ocl_kern_imp_dmath,@function
__clang_ocl_kern_imp_dmath:             ; @__clang_ocl_kern_imp_dmath
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b32 s1, -1
	scratch_store_b32 off, v47, s33 offset:36 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s1
	v_writelane_b32 v47, s0, 2
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
	s_wait_xcnt 0x1
	v_dual_mov_b32 v44, v0 :: v_dual_mov_b32 v56, 0
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v47, s30, 0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z13get_global_idj@rel64+4
	s_add_co_i32 s32, s32, 48
	v_dual_mov_b32 v46, v6 :: v_dual_mov_b32 v41, v5
	v_writelane_b32 v47, s31, 1
	v_dual_mov_b32 v40, v4 :: v_dual_mov_b32 v43, v3
	v_dual_mov_b32 v42, v2 :: v_dual_mov_b32 v45, v1
	s_swap_pc_i64 s[30:31], s[0:1]
	s_wait_xcnt 0x0
	v_mov_b32_e32 v57, v0
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_i32_e64 v46, v57
	s_cbranch_execz .LBB3_2
; %bb.1:
	v_ashrrev_i64 v[0:1], 29, v[56:57]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[2:3], v[44:45], v[0:1]
	v_add_nc_u64_e32 v[0:1], v[42:43], v[0:1]
	global_load_b64 v[4:5], v[2:3], off
	global_load_b64 v[6:7], v[0:1], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_div_scale_f64 v[0:1], null, v[6:7], v[6:7], v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[8:9], v[0:1]
	v_nop
	v_fma_f64 v[10:11], -v[0:1], v[8:9], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f64_e32 v[8:9], v[8:9], v[10:11]
	v_fma_f64 v[10:11], -v[0:1], v[8:9], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f64_e32 v[8:9], v[8:9], v[10:11]
	v_div_scale_f64 v[10:11], vcc_lo, v[4:5], v[6:7], v[4:5]
	v_mul_f64_e32 v[12:13], v[10:11], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[0:1], -v[0:1], v[12:13], v[10:11]
	v_div_fmas_f64 v[0:1], v[0:1], v[8:9], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[0:1], v[0:1], v[6:7], v[4:5]
	v_fmac_f64_e32 v[0:1], v[40:41], v[4:5]
	global_store_b64 v[2:3], v[0:1], off
.LBB3_2:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
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
	v_readlane_b32 s31, v47, 1
	v_readlane_b32 s30, v47, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s0, v47, 2
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s1, -1
	scratch_load_b32 v47, off, s33 offset:36 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s1
	s_mov_b32 s33, s0
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_dmath, .Lfunc_end3-__clang_ocl_kern_imp_dmath
                                        ; -- End function
	.set __clang_ocl_kern_imp_dmath.num_vgpr, max(58, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_dmath.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_dmath.numbered_sgpr, max(34, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_dmath.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_dmath.private_seg_size, 48
	.set __clang_ocl_kern_imp_dmath.uses_vcc, 1
	.set __clang_ocl_kern_imp_dmath.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_dmath.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_dmath.has_recursion, 1
	.set __clang_ocl_kern_imp_dmath.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 624
; TotalNumSgprs: __clang_ocl_kern_imp_dmath.numbered_sgpr+2
; NumVgprs: max(58, amdgpu.max_num_vgpr)
; ScratchSize: 48
; MemoryBound: 0
	.text
	.protected	args                    ; -- Begin function args
	.globl	args
	.p2align	8
	.type	args,@function
args:                                   ; @args
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x4
	s_load_b128 s[36:39], s[4:5], 0x0
	s_load_b32 s33, s[4:5], 0x10
	s_load_b96 s[64:66], s[4:5], 0x18
	s_load_b128 s[48:51], s[4:5], 0x28
	s_load_b128 s[52:55], s[4:5], 0x40
	v_dual_mov_b32 v40, 0 :: v_dual_mov_b32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[10:11], s[6:7]
	s_add_nc_u64 s[8:9], s[4:5], 0x60
	s_get_pc_i64 s[12:13]
	s_add_nc_u64 s[12:13], s[12:13], _Z13get_global_idj@rel64+4
	s_wait_xcnt 0x0
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	s_swap_pc_i64 s[30:31], s[12:13]
	v_mad_nc_u64_u32 v[2:3], v0, 12, s[36:37]
	s_sext_i32_i8 s1, s66
	s_ashr_i32 s2, s66, 16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_co_i32 s1, s2, s1
	s_cvt_i32_f32 s2, s55
	s_add_co_i32 s1, s1, s48
	s_add_co_i32 s1, s1, s50
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_add_co_i32 s1, s1, s2
	v_mad_u32 v3, v1, 12, v3
	v_mov_b64_e32 v[0:1], s[38:39]
	s_clause 0x1
	global_store_b64 v[2:3], v[0:1], off
	global_load_b32 v0, v40, s[36:37]
	v_mov_b32_e32 v4, s33
	s_clause 0x1
	global_store_d16_hi_b8 v[2:3], v4, off offset:10
	global_store_b16 v[2:3], v4, off offset:8
	s_load_b32 s0, s[64:65], 0x0
	s_wait_kmcnt 0x0
	s_add_co_i32 s1, s1, s0
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v0, s1, v0
	global_store_b32 v40, v0, s[36:37]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel args
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 352
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
		.amdhsa_next_free_vgpr max(totalnumvgprs(args.num_agpr, args.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(args.numbered_sgpr+2, 1, 0)-2
		.amdhsa_named_barrier_count (((((alignto(args.num_named_barrier, 4)/4)<<14)&~4080)|48)&114688)>>14
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
.Lfunc_end4:
	.size	args, .Lfunc_end4-args
                                        ; -- End function
	.set args.num_vgpr, max(41, amdgpu.max_num_vgpr)
	.set args.num_agpr, max(0, amdgpu.max_num_agpr)
	.set args.numbered_sgpr, max(67, amdgpu.max_num_sgpr)
	.set args.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set args.private_seg_size, 0
	.set args.uses_vcc, 1
	.set args.uses_flat_scratch, 1
	.set args.has_dyn_sized_stack, 1
	.set args.has_recursion, 1
	.set args.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 268
; TotalNumSgprs: args.numbered_sgpr+2
; NumVgprs: args.num_vgpr
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(args.num_agpr, args.num_vgpr), 1, 0), 1), 16)/16)-1
; NumSGPRsForWavesPerEU: max(args.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(args.num_agpr, args.num_vgpr), 1, 0)
; NamedBarCnt: alignto(args.num_named_barrier, 4)/4
; Occupancy: occupancy(16, 16, 1024, 11, 16, max(args.numbered_sgpr+extrasgprs(args.uses_vcc, args.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(args.num_agpr, args.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	__clang_ocl_kern_imp_args ; -- Begin function __clang_ocl_kern_imp_args
	.globl	__clang_ocl_kern_imp_args
	.p2align	2
	.type	__clang_ocl_kern_imp_args,@function
__clang_ocl_kern_imp_args:              ; @__clang_ocl_kern_imp_args
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b32 s1, -1
	scratch_store_b32 off, v62, s33 offset:56 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s1
	v_writelane_b32 v62, s0, 2
	s_clause 0xd                            ; 56-byte Folded Spill
	scratch_store_b32 off, v40, s33 offset:52
	scratch_store_b32 off, v41, s33 offset:48
	scratch_store_b32 off, v42, s33 offset:44
	scratch_store_b32 off, v43, s33 offset:40
	scratch_store_b32 off, v44, s33 offset:36
	scratch_store_b32 off, v45, s33 offset:32
	scratch_store_b32 off, v46, s33 offset:28
	scratch_store_b32 off, v47, s33 offset:24
	scratch_store_b32 off, v56, s33 offset:20
	scratch_store_b32 off, v57, s33 offset:16
	scratch_store_b32 off, v58, s33 offset:12
	scratch_store_b32 off, v59, s33 offset:8
	scratch_store_b32 off, v60, s33 offset:4
	scratch_store_b32 off, v61, s33
	s_wait_xcnt 0xa
	v_dual_mov_b32 v43, v1 :: v_dual_mov_b32 v42, v0
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v62, s30, 0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z13get_global_idj@rel64+4
	s_add_co_i32 s32, s32, 64
	s_wait_xcnt 0x8
	v_dual_mov_b32 v44, v18 :: v_dual_mov_b32 v45, v13
	v_writelane_b32 v62, s31, 1
	s_wait_xcnt 0x6
	v_dual_mov_b32 v46, v11 :: v_dual_mov_b32 v47, v10
	s_wait_xcnt 0x0
	v_dual_mov_b32 v56, v9 :: v_dual_mov_b32 v61, v8
	v_dual_mov_b32 v60, v7 :: v_dual_mov_b32 v57, v6
	v_dual_mov_b32 v58, v5 :: v_dual_mov_b32 v59, v4
	v_dual_mov_b32 v41, v3 :: v_dual_mov_b32 v40, v2
	s_swap_pc_i64 s[30:31], s[0:1]
	v_mad_nc_u64_u32 v[2:3], v0, 12, v[42:43]
	s_delay_alu instid0(VALU_DEP_3)
	v_lshlrev_b16 v0, 8, v58
	v_readlane_b32 s31, v62, 1
	v_readlane_b32 s30, v62, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s0, v62, 2
	v_bitop3_b16 v0, v59, v0, 0xff bitop3:0xec
	v_mad_u32 v3, v1, 12, v3
	s_clause 0x2
	global_store_b64 v[2:3], v[40:41], off
	global_store_b8 v[2:3], v57, off offset:10
	global_store_b16 v[2:3], v0, off offset:8
	global_load_b32 v0, v[60:61], off
	global_load_b32 v1, v[42:43], off
	v_cvt_i32_f32_e32 v2, v44
	v_add3_u32 v3, v47, v56, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add3_u32 v2, v3, v45, v2
	s_wait_loadcnt 0x0
	v_add3_u32 v0, v2, v0, v1
	global_store_b32 v[42:43], v0, off
	s_clause 0xd                            ; 56-byte Folded Reload
	scratch_load_b32 v61, off, s33
	scratch_load_b32 v60, off, s33 offset:4
	scratch_load_b32 v59, off, s33 offset:8
	scratch_load_b32 v58, off, s33 offset:12
	scratch_load_b32 v57, off, s33 offset:16
	scratch_load_b32 v56, off, s33 offset:20
	scratch_load_b32 v47, off, s33 offset:24
	scratch_load_b32 v46, off, s33 offset:28
	scratch_load_b32 v45, off, s33 offset:32
	scratch_load_b32 v44, off, s33 offset:36
	scratch_load_b32 v43, off, s33 offset:40
	scratch_load_b32 v42, off, s33 offset:44
	scratch_load_b32 v41, off, s33 offset:48
	scratch_load_b32 v40, off, s33 offset:52
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s1, -1
	scratch_load_b32 v62, off, s33 offset:56 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s1
	s_mov_b32 s33, s0
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_args, .Lfunc_end5-__clang_ocl_kern_imp_args
                                        ; -- End function
	.set __clang_ocl_kern_imp_args.num_vgpr, max(63, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_args.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_args.numbered_sgpr, max(34, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_args.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_args.private_seg_size, 64
	.set __clang_ocl_kern_imp_args.uses_vcc, 1
	.set __clang_ocl_kern_imp_args.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_args.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_args.has_recursion, 1
	.set __clang_ocl_kern_imp_args.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 728
; TotalNumSgprs: __clang_ocl_kern_imp_args.numbered_sgpr+2
; NumVgprs: max(63, amdgpu.max_num_vgpr)
; ScratchSize: 64
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 63
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 34
	.set amdgpu.max_num_named_barrier, 0
	.text
	.hidden	_Z13get_global_idj
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
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           2
        .type_name:      half
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
    .name:           hmath
    .private_segment_fixed_size: 0
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         hmath.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     63
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           8
        .type_name:      double
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         112
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         120
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         128
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         136
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         144
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         232
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           dmath
    .private_segment_fixed_size: 0
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         dmath.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     63
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'S*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           12
        .type_name:      S
        .value_kind:     by_value
      - .address_space:  constant
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           1
        .type_name:      char
        .value_kind:     by_value
      - .offset:         34
        .size:           2
        .type_name:      short
        .value_kind:     by_value
      - .offset:         40
        .size:           8
        .type_name:      long
        .value_kind:     by_value
      - .offset:         48
        .size:           8
        .type_name:      ulong
        .value_kind:     by_value
      - .offset:         64
        .size:           16
        .type_name:      float4
        .value_kind:     by_value
      - .address_space:  local
        .offset:         80
        .pointee_align:  4
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .access:         read_only
        .offset:         88
        .size:           8
        .type_name:      image2d_t
        .value_kind:     image
      - .offset:         96
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         100
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         104
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         108
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         110
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         112
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         114
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         116
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         118
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         136
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         144
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         152
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         160
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         176
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         184
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         192
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         200
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         208
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         296
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 16
    .kernarg_segment_size: 352
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           args
    .private_segment_fixed_size: 0
    .sgpr_count:     69
    .sgpr_spill_count: 0
    .symbol:         args.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     63
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1251
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
