	.amdgcn_target "amdgcn-amd-amdhsa--gfx1251"
	.amdhsa_code_object_version 6
	.text
	.protected	matmul                  ; -- Begin function matmul
	.globl	matmul
	.p2align	8
	.type	matmul,@function
matmul:                                 ; @matmul
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b128 s[52:55], s[4:5], 0x0
	s_load_b96 s[64:66], s[4:5], 0x10
	v_dual_mov_b32 v41, v0 :: v_dual_mov_b32 v31, v0
	v_mov_b32_e32 v0, 1
	s_mov_b64 s[34:35], s[6:7]
	s_add_nc_u64 s[48:49], s[4:5], 32
	s_get_pc_i64 s[50:51]
	s_add_nc_u64 s[50:51], s[50:51], _Z12get_local_idj@rel64+4
	s_wait_xcnt 0x0
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b64 s[36:37], s[2:3]
	s_mov_b64 s[38:39], s[0:1]
	s_swap_pc_i64 s[30:31], s[50:51]
	v_dual_mov_b32 v40, v0 :: v_dual_mov_b32 v43, 0
	v_dual_mov_b32 v31, v41 :: v_dual_mov_b32 v0, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[50:51]
	v_dual_mov_b32 v42, v0 :: v_dual_mov_b32 v31, v41
	v_mov_b32_e32 v0, 1
	s_get_pc_i64 s[50:51]
	s_add_nc_u64 s[50:51], s[50:51], _Z12get_group_idj@rel64+4
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[50:51]
	v_lshl_add_u32 v45, v0, 4, v40
	v_dual_mov_b32 v31, v41 :: v_dual_mov_b32 v0, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[50:51]
	v_mul_lo_u32 v44, s66, v45
	s_cmp_gt_i32 s66, 15
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	v_mul_lo_u32 v1, s66, v45
	s_mov_b32 s0, 0
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b32 s0, -1
                                        ; implicit-def: $vgpr1
.LBB0_3:
	v_lshlrev_b32_e32 v45, 4, v0
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_7
; %bb.4:
	v_mul_lo_u32 v0, s66, v40
	v_dual_lshlrev_b32 v40, 6, v40 :: v_dual_lshlrev_b32 v1, 2, v42
	s_ashr_i32 s0, s66, 31
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mov_b32 v43, 0 :: v_dual_add_nc_u32 v46, v44, v42
	s_lshr_b32 s0, s0, 28
	v_add_nc_u32_e32 v47, v40, v1
	v_add_nc_u32_e32 v56, 0x400, v1
	s_add_co_i32 s0, s66, s0
	s_lshl_b32 s66, s66, 4
	v_add3_u32 v57, v0, v45, v42
	s_ashr_i32 s33, s0, 4
	s_get_pc_i64 s[50:51]
	s_add_nc_u64 s[50:51], s[50:51], _Z7barrierj@rel64+4
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	global_load_b32 v0, v46, s[52:53] scale_offset
	global_load_b32 v1, v57, s[54:55] scale_offset
	v_mov_b32_e32 v31, v41
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_wait_loadcnt 0x0
	ds_store_2addr_stride64_b32 v47, v0, v1 offset1:4
	v_mov_b32_e32 v0, 1
	s_swap_pc_i64 s[30:31], s[50:51]
	ds_load_2addr_b32 v[0:1], v56 offset1:16
	ds_load_2addr_b32 v[2:3], v40 offset1:1
	ds_load_2addr_b32 v[4:5], v40 offset0:2 offset1:3
	ds_load_2addr_b32 v[6:7], v56 offset0:32 offset1:48
	ds_load_2addr_b32 v[8:9], v56 offset0:64 offset1:80
	ds_load_2addr_b32 v[10:11], v40 offset0:4 offset1:5
	ds_load_2addr_b32 v[12:13], v40 offset0:6 offset1:7
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_wait_dscnt 0x5
	v_dual_mov_b32 v31, v41 :: v_dual_fmac_f32 v43, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v43, v3, v1
	ds_load_2addr_b32 v[0:1], v56 offset0:96 offset1:112
	s_wait_dscnt 0x4
	v_fmac_f32_e32 v43, v4, v6
	v_fmac_f32_e32 v43, v5, v7
	ds_load_2addr_b32 v[2:3], v40 offset0:8 offset1:9
	ds_load_2addr_b32 v[4:5], v56 offset0:128 offset1:144
	s_wait_dscnt 0x4
	v_fmac_f32_e32 v43, v10, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v43, v11, v9
	ds_load_2addr_b32 v[6:7], v40 offset0:10 offset1:11
	ds_load_2addr_b32 v[8:9], v56 offset0:160 offset1:176
	s_wait_dscnt 0x4
	v_fmac_f32_e32 v43, v12, v0
	v_fmac_f32_e32 v43, v13, v1
	ds_load_2addr_b32 v[0:1], v56 offset0:192 offset1:208
	ds_load_2addr_b32 v[10:11], v40 offset0:12 offset1:13
	ds_load_2addr_b32 v[12:13], v40 offset0:14 offset1:15
	s_wait_dscnt 0x5
	v_fmac_f32_e32 v43, v2, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v43, v3, v5
	ds_load_2addr_b32 v[2:3], v56 offset0:224 offset1:240
	s_wait_dscnt 0x4
	v_fmac_f32_e32 v43, v6, v8
	v_fmac_f32_e32 v43, v7, v9
	s_wait_dscnt 0x2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v43, v10, v0 :: v_dual_mov_b32 v0, 1
	v_fmac_f32_e32 v43, v11, v1
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v43, v12, v2
	v_fmac_f32_e32 v43, v13, v3
	s_swap_pc_i64 s[30:31], s[50:51]
	s_wait_xcnt 0x0
	v_dual_add_nc_u32 v46, 16, v46 :: v_dual_add_nc_u32 v57, s66, v57
	s_add_co_i32 s33, s33, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s33, 0
	s_cbranch_scc1 .LBB0_5
; %bb.6:
	v_mov_b32_e32 v1, v44
.LBB0_7:
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v0, v45, v42, v1
	global_store_b32 v0, v43, s[64:65] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul
		.amdhsa_group_segment_fixed_size 2048
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
		.amdhsa_next_free_vgpr max(totalnumvgprs(matmul.num_agpr, matmul.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(matmul.numbered_sgpr+2, 1, 0)-2
		.amdhsa_named_barrier_count (((((alignto(matmul.num_named_barrier, 4)/4)<<14)&~4080)|96)&114688)>>14
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 6
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
	.size	matmul, .Lfunc_end0-matmul
                                        ; -- End function
	.set matmul.num_vgpr, max(58, amdgpu.max_num_vgpr)
	.set matmul.num_agpr, max(0, amdgpu.max_num_agpr)
	.set matmul.numbered_sgpr, max(67, amdgpu.max_num_sgpr)
	.set matmul.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set matmul.private_seg_size, 0
	.set matmul.uses_vcc, 1
	.set matmul.uses_flat_scratch, 1
	.set matmul.has_dyn_sized_stack, 1
	.set matmul.has_recursion, 1
	.set matmul.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 764
; TotalNumSgprs: matmul.numbered_sgpr+2
; NumVgprs: matmul.num_vgpr
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(matmul.num_agpr, matmul.num_vgpr), 1, 0), 1), 16)/16)-1
; NumSGPRsForWavesPerEU: max(matmul.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(matmul.num_agpr, matmul.num_vgpr), 1, 0)
; NamedBarCnt: alignto(matmul.num_named_barrier, 4)/4
; Occupancy: occupancy(16, 16, 1024, 11, 16, max(matmul.numbered_sgpr+extrasgprs(matmul.uses_vcc, matmul.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(matmul.num_agpr, matmul.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	__clang_ocl_kern_imp_matmul ; -- Begin function __clang_ocl_kern_imp_matmul
	.globl	__clang_ocl_kern_imp_matmul
	.p2align	2
	.type	__clang_ocl_kern_imp_matmul,@function
__clang_ocl_kern_imp_matmul:            ; @__clang_ocl_kern_imp_matmul
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b32 s1, -1
	scratch_store_b32 off, v73, s33 offset:68 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s1
	v_writelane_b32 v73, s0, 18
	s_clause 0x10                           ; 68-byte Folded Spill
	scratch_store_b32 off, v40, s33 offset:64
	scratch_store_b32 off, v41, s33 offset:60
	scratch_store_b32 off, v42, s33 offset:56
	scratch_store_b32 off, v43, s33 offset:52
	scratch_store_b32 off, v44, s33 offset:48
	scratch_store_b32 off, v45, s33 offset:44
	scratch_store_b32 off, v46, s33 offset:40
	scratch_store_b32 off, v47, s33 offset:36
	scratch_store_b32 off, v56, s33 offset:32
	scratch_store_b32 off, v57, s33 offset:28
	scratch_store_b32 off, v58, s33 offset:24
	scratch_store_b32 off, v59, s33 offset:20
	scratch_store_b32 off, v60, s33 offset:16
	scratch_store_b32 off, v61, s33 offset:12
	scratch_store_b32 off, v62, s33 offset:8
	scratch_store_b32 off, v63, s33 offset:4
	scratch_store_b32 off, v72, s33
	s_wait_xcnt 0xb
	v_dual_mov_b32 v45, v1 :: v_dual_mov_b32 v44, v0
	v_mov_b32_e32 v0, 1
	v_writelane_b32 v73, s30, 0
	s_addk_co_i32 s32, 0x50
	s_wait_xcnt 0x6
	v_dual_mov_b32 v56, v31 :: v_dual_mov_b32 v58, v6
	v_dual_mov_b32 v41, v5 :: v_dual_mov_b32 v40, v4
	v_writelane_b32 v73, s31, 1
	v_dual_mov_b32 v43, v3 :: v_dual_mov_b32 v42, v2
	v_writelane_b32 v73, s34, 2
	v_writelane_b32 v73, s35, 3
	s_mov_b64 s[34:35], s[10:11]
	v_writelane_b32 v73, s36, 4
	v_writelane_b32 v73, s37, 5
	s_mov_b64 s[36:37], s[8:9]
	v_writelane_b32 v73, s38, 6
	v_writelane_b32 v73, s39, 7
	s_mov_b64 s[38:39], s[6:7]
	v_writelane_b32 v73, s48, 8
	v_writelane_b32 v73, s49, 9
	s_mov_b64 s[48:49], s[4:5]
	v_writelane_b32 v73, s50, 10
	s_mov_b32 s50, s15
	v_writelane_b32 v73, s51, 11
	s_mov_b32 s51, s14
	v_writelane_b32 v73, s52, 12
	s_mov_b32 s52, s13
	v_writelane_b32 v73, s53, 13
	s_mov_b32 s53, s12
	v_writelane_b32 v73, s54, 14
	v_writelane_b32 v73, s55, 15
	s_get_pc_i64 s[54:55]
	s_add_nc_u64 s[54:55], s[54:55], _Z12get_local_idj@rel64+4
	v_writelane_b32 v73, s64, 16
	v_writelane_b32 v73, s65, 17
	s_swap_pc_i64 s[30:31], s[54:55]
	s_wait_xcnt 0x4
	v_dual_mov_b32 v46, v0 :: v_dual_mov_b32 v60, 0
	v_dual_mov_b32 v31, v56 :: v_dual_mov_b32 v0, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	s_swap_pc_i64 s[30:31], s[54:55]
	v_dual_mov_b32 v57, v0 :: v_dual_mov_b32 v31, v56
	v_mov_b32_e32 v0, 1
	s_get_pc_i64 s[54:55]
	s_add_nc_u64 s[54:55], s[54:55], _Z12get_group_idj@rel64+4
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	s_swap_pc_i64 s[30:31], s[54:55]
	v_lshl_add_u32 v47, v0, 4, v46
	v_dual_mov_b32 v31, v56 :: v_dual_mov_b32 v0, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	s_swap_pc_i64 s[30:31], s[54:55]
	s_wait_xcnt 0x3
	v_mul_lo_u32 v61, v58, v47
	s_mov_b32 s0, exec_lo
	s_wait_xcnt 0x0
	v_cmpx_gt_i32_e32 16, v58
	s_xor_b32 s0, exec_lo, s0
; %bb.1:
	v_mul_lo_u32 v61, v58, v47
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr42
                                        ; implicit-def: $vgpr44
                                        ; implicit-def: $vgpr58
                                        ; implicit-def: $vgpr46_vgpr47
; %bb.2:
	s_or_saveexec_b32 s64, s0
	v_lshlrev_b32_e32 v62, 4, v0
	s_xor_b32 exec_lo, exec_lo, s64
	s_cbranch_execz .LBB1_6
; %bb.3:
	v_ashrrev_i32_e32 v0, 31, v58
	v_mul_lo_u32 v1, v58, v46
	s_delay_alu instid0(VALU_DEP_4)
	v_add_nc_u32_e32 v46, v61, v57
	s_mov_b32 s65, 0
	s_get_pc_i64 s[54:55]
	s_add_nc_u64 s[54:55], s[54:55], _Z7barrierj@rel64+4
	v_dual_lshrrev_b32 v0, 28, v0 :: v_dual_lshlrev_b32 v63, 4, v58
	s_trap 2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v60, 0 :: v_dual_add_nc_u32 v0, v58, v0
	v_add3_u32 v58, v1, v62, v57
	s_delay_alu instid0(VALU_DEP_2)
	v_ashrrev_i32_e32 v72, 4, v0
.LBB1_4:                                ; =>This Inner Loop Header: Depth=1
	v_dual_ashrrev_i32 v47, 31, v46 :: v_dual_mov_b32 v31, v56
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v59, 31, v58
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	v_lshl_add_u64 v[0:1], v[46:47], 2, v[44:45]
	s_mov_b64 s[8:9], s[36:37]
	v_lshl_add_u64 v[2:3], v[58:59], 2, v[42:43]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	global_load_b32 v4, v[0:1], off
	global_load_b32 v5, v[2:3], off
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	s_wait_loadcnt 0x1
	ds_store_b32 v0, v4
	s_wait_loadcnt 0x0
	ds_store_b32 v0, v5
	s_wait_xcnt 0x1
	v_mov_b32_e32 v0, 1
	s_swap_pc_i64 s[30:31], s[54:55]
	ds_load_2addr_b32 v[0:1], v0 offset1:16
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	s_wait_dscnt 0x0
	s_wait_xcnt 0x0
	ds_load_2addr_b32 v[2:3], v0 offset1:1
	ds_load_2addr_b32 v[4:5], v0 offset0:2 offset1:3
	ds_load_2addr_b32 v[6:7], v0 offset0:32 offset1:48
	ds_load_2addr_b32 v[8:9], v0 offset0:64 offset1:80
	ds_load_2addr_b32 v[10:11], v0 offset0:4 offset1:5
	ds_load_2addr_b32 v[12:13], v0 offset0:6 offset1:7
	s_wait_dscnt 0x5
	v_dual_mov_b32 v31, v56 :: v_dual_fmac_f32 v60, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v60, v3, v1
	ds_load_2addr_b32 v[0:1], v0 offset0:96 offset1:112
	s_wait_dscnt 0x4
	v_fmac_f32_e32 v60, v4, v6
	v_fmac_f32_e32 v60, v5, v7
	s_wait_dscnt 0x0
	ds_load_2addr_b32 v[2:3], v0 offset0:8 offset1:9
	ds_load_2addr_b32 v[4:5], v0 offset0:128 offset1:144
	v_fmac_f32_e32 v60, v10, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v60, v11, v9
	ds_load_2addr_b32 v[6:7], v0 offset0:10 offset1:11
	ds_load_2addr_b32 v[8:9], v0 offset0:160 offset1:176
	v_fmac_f32_e32 v60, v12, v0
	v_fmac_f32_e32 v60, v13, v1
	ds_load_2addr_b32 v[0:1], v0 offset0:192 offset1:208
	s_wait_dscnt 0x0
	ds_load_2addr_b32 v[10:11], v0 offset0:12 offset1:13
	ds_load_2addr_b32 v[12:13], v0 offset0:14 offset1:15
	v_fmac_f32_e32 v60, v2, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v60, v3, v5
	ds_load_2addr_b32 v[2:3], v0 offset0:224 offset1:240
	v_fmac_f32_e32 v60, v6, v8
	v_fmac_f32_e32 v60, v7, v9
	s_wait_dscnt 0x2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v60, v10, v0 :: v_dual_mov_b32 v0, 1
	v_fmac_f32_e32 v60, v11, v1
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v60, v12, v2
	v_fmac_f32_e32 v60, v13, v3
	s_swap_pc_i64 s[30:31], s[54:55]
	v_dual_add_nc_u32 v72, -1, v72 :: v_dual_add_nc_u32 v46, 16, v46
	v_add_nc_u32_e32 v58, v58, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_eq_u32_e32 vcc_lo, 0, v72
	s_or_b32 s65, vcc_lo, s65
	s_and_not1_b32 exec_lo, exec_lo, s65
	s_cbranch_execnz .LBB1_4
; %bb.5:
	s_or_b32 exec_lo, exec_lo, s65
.LBB1_6:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s64
	v_add3_u32 v0, v62, v57, v61
	v_readlane_b32 s65, v73, 17
	v_readlane_b32 s64, v73, 16
	v_readlane_b32 s55, v73, 15
	v_readlane_b32 s54, v73, 14
	v_ashrrev_i32_e32 v1, 31, v0
	v_readlane_b32 s53, v73, 13
	v_readlane_b32 s52, v73, 12
	v_readlane_b32 s51, v73, 11
	v_readlane_b32 s50, v73, 10
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[40:41]
	v_readlane_b32 s49, v73, 9
	v_readlane_b32 s48, v73, 8
	v_readlane_b32 s39, v73, 7
	v_readlane_b32 s38, v73, 6
	global_store_b32 v[0:1], v60, off
	s_clause 0x10                           ; 68-byte Folded Reload
	scratch_load_b32 v72, off, s33
	scratch_load_b32 v63, off, s33 offset:4
	scratch_load_b32 v62, off, s33 offset:8
	scratch_load_b32 v61, off, s33 offset:12
	scratch_load_b32 v60, off, s33 offset:16
	scratch_load_b32 v59, off, s33 offset:20
	scratch_load_b32 v58, off, s33 offset:24
	scratch_load_b32 v57, off, s33 offset:28
	scratch_load_b32 v56, off, s33 offset:32
	scratch_load_b32 v47, off, s33 offset:36
	scratch_load_b32 v46, off, s33 offset:40
	scratch_load_b32 v45, off, s33 offset:44
	scratch_load_b32 v44, off, s33 offset:48
	scratch_load_b32 v43, off, s33 offset:52
	scratch_load_b32 v42, off, s33 offset:56
	scratch_load_b32 v41, off, s33 offset:60
	scratch_load_b32 v40, off, s33 offset:64
	v_readlane_b32 s37, v73, 5
	v_readlane_b32 s36, v73, 4
	v_readlane_b32 s35, v73, 3
	v_readlane_b32 s34, v73, 2
	v_readlane_b32 s31, v73, 1
	v_readlane_b32 s30, v73, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s0, v73, 18
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s1, -1
	scratch_load_b32 v73, off, s33 offset:68 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s1
	s_mov_b32 s33, s0
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_matmul, .Lfunc_end1-__clang_ocl_kern_imp_matmul
                                        ; -- End function
	.set __clang_ocl_kern_imp_matmul.num_vgpr, max(74, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_matmul.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_matmul.numbered_sgpr, max(66, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_matmul.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_matmul.private_seg_size, 80
	.set __clang_ocl_kern_imp_matmul.uses_vcc, 1
	.set __clang_ocl_kern_imp_matmul.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_matmul.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_matmul.has_recursion, 1
	.set __clang_ocl_kern_imp_matmul.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1728
; TotalNumSgprs: __clang_ocl_kern_imp_matmul.numbered_sgpr+2
; NumVgprs: max(74, amdgpu.max_num_vgpr)
; ScratchSize: 80
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 74
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 66
	.set amdgpu.max_num_named_barrier, 0
	.text
	.hidden	_Z12get_local_idj
	.hidden	_Z12get_group_idj
	.hidden	_Z7barrierj
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
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
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           matmul
    .private_segment_fixed_size: 0
    .sgpr_count:     69
    .sgpr_spill_count: 0
    .symbol:         matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     74
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1251
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
