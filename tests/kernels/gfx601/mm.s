	.amdgcn_target "amdgcn-amd-amdhsa--gfx601"
	.amdhsa_code_object_version 6
	.text
	.protected	matmul                  ; -- Begin function matmul
	.globl	matmul
	.p2align	8
	.type	matmul,@function
matmul:                                 ; @matmul
; %bb.0:
	s_load_dwordx4 s[80:83], s[8:9], 0x0
	s_load_dwordx2 s[64:65], s[8:9], 0x4
	s_load_dword s54, s[8:9], 0x6
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[36:37], s[8:9]
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s50, s36, 32
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_addc_u32 s51, s37, 0
	v_or_b32_e32 v40, v0, v2
	s_getpc_b64 s[66:67]
	s_add_u32 s66, s66, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s67, s67, _Z12get_local_idj@rel32@hi+12
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_mov_b64 s[8:9], s[50:51]
	s_mov_b32 s32, 0
	s_mov_b32 s33, s14
	s_mov_b32 s52, s13
	s_mov_b32 s53, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[48:49], s[4:5]
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[50:51]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v46, 0
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v41, v0
	s_getpc_b64 s[66:67]
	s_add_u32 s66, s66, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s67, s67, _Z12get_group_idj@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[50:51]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[66:67]
	v_lshlrev_b32_e32 v0, 4, v0
	v_add_i32_e32 v43, vcc, v0, v42
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[50:51]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[66:67]
	v_mul_lo_u32 v47, s54, v43
	s_cmp_gt_i32 s54, 15
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	v_mul_lo_u32 v1, s54, v43
	s_mov_b64 s[4:5], 0
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[4:5], -1
                                        ; implicit-def: $vgpr1
.LBB0_3:
	s_andn2_b64 vcc, exec, s[4:5]
	v_lshlrev_b32_e32 v56, 4, v0
	s_cbranch_vccnz .LBB0_7
; %bb.4:
	s_ashr_i32 s4, s54, 31
	s_lshr_b32 s4, s4, 28
	s_add_i32 s4, s54, s4
	v_lshlrev_b32_e32 v57, 6, v42
	v_lshlrev_b32_e32 v0, 2, v41
	s_ashr_i32 s66, s4, 4
	v_add_i32_e32 v58, vcc, v57, v0
	s_movk_i32 s4, 0x400
	v_mul_lo_u32 v1, s54, v42
	v_add_i32_e32 v59, vcc, 0x400, v0
	v_add_i32_e32 v60, vcc, s4, v58
	s_movk_i32 s4, 0x80
	v_add_i32_e32 v72, vcc, s4, v59
	s_movk_i32 s4, 0xc0
	v_add_i32_e32 v74, vcc, s4, v59
	s_movk_i32 s4, 0x100
	v_add_i32_e32 v76, vcc, s4, v59
	s_movk_i32 s4, 0x140
	v_add_i32_e32 v0, vcc, v1, v56
	s_mov_b32 s71, 0x100f000
	s_mov_b32 s70, 0
	v_add_i32_e32 v78, vcc, s4, v59
	s_movk_i32 s4, 0x180
	s_movk_i32 s5, 0x1c0
	s_movk_i32 s6, 0x200
	s_movk_i32 s7, 0x240
	s_movk_i32 s8, 0x280
	s_movk_i32 s9, 0x2c0
	v_add_i32_e32 v42, vcc, v0, v41
	s_lshl_b32 s67, s54, 4
	v_mov_b32_e32 v46, 0
	s_mov_b64 s[68:69], s[80:81]
	s_mov_b64 s[80:81], s[82:83]
	s_mov_b64 s[82:83], s[70:71]
	v_add_i32_e32 v61, vcc, 4, v57
	v_add_i32_e32 v62, vcc, 64, v59
	v_add_i32_e32 v63, vcc, 8, v57
	v_add_i32_e32 v73, vcc, 12, v57
	v_add_i32_e32 v75, vcc, 16, v57
	v_add_i32_e32 v77, vcc, 20, v57
	v_add_i32_e32 v79, vcc, 24, v57
	v_add_i32_e32 v88, vcc, s4, v59
	v_add_i32_e32 v89, vcc, 28, v57
	v_add_i32_e32 v90, vcc, s5, v59
	v_add_i32_e32 v91, vcc, 32, v57
	v_add_i32_e32 v92, vcc, s6, v59
	v_add_i32_e32 v93, vcc, 36, v57
	v_add_i32_e32 v94, vcc, s7, v59
	v_add_i32_e32 v95, vcc, 40, v57
	v_add_i32_e32 v104, vcc, s8, v59
	v_add_i32_e32 v105, vcc, 44, v57
	v_add_i32_e32 v106, vcc, s9, v59
	v_add_i32_e32 v107, vcc, 48, v57
	v_add_i32_e32 v108, vcc, 0x300, v59
	v_add_i32_e32 v109, vcc, 52, v57
	v_add_i32_e32 v110, vcc, 0x340, v59
	v_add_i32_e32 v111, vcc, 56, v57
	v_add_i32_e32 v120, vcc, 0x380, v59
	v_add_i32_e32 v121, vcc, 60, v57
	v_add_i32_e32 v44, vcc, v47, v41
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v45, 31, v44
	v_lshl_b64 v[0:1], v[44:45], 2
	v_ashrrev_i32_e32 v43, 31, v42
	v_lshl_b64 v[2:3], v[42:43], 2
	buffer_load_dword v0, v[0:1], s[68:71], 0 addr64
	buffer_load_dword v1, v[2:3], s[80:83], 0 addr64
	s_add_u32 s50, s36, 32
	s_addc_u32 s51, s37, 0
	s_mov_b32 m0, -1
	s_getpc_b64 s[54:55]
	s_add_u32 s54, s54, _Z7barrierj@rel32@lo+4
	s_addc_u32 s55, s55, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_mov_b64 s[8:9], s[50:51]
	s_waitcnt vmcnt(1)
	ds_write_b32 v58, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v60, v1
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[54:55]
	ds_read_b32 v0, v57
	ds_read_b32 v1, v59
	ds_read_b32 v2, v61
	ds_read_b32 v3, v62
	ds_read_b32 v4, v63
	ds_read_b32 v5, v72
	ds_read_b32 v6, v73
	ds_read_b32 v7, v74
	s_waitcnt lgkmcnt(6)
	v_mac_f32_e32 v46, v0, v1
	s_waitcnt lgkmcnt(4)
	v_mac_f32_e32 v46, v2, v3
	s_waitcnt lgkmcnt(2)
	v_mac_f32_e32 v46, v4, v5
	s_mov_b64 s[4:5], s[48:49]
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v46, v6, v7
	ds_read_b32 v0, v75
	ds_read_b32 v1, v76
	ds_read_b32 v2, v77
	ds_read_b32 v3, v78
	ds_read_b32 v4, v79
	ds_read_b32 v5, v88
	ds_read_b32 v6, v89
	ds_read_b32 v7, v90
	s_waitcnt lgkmcnt(6)
	v_mac_f32_e32 v46, v0, v1
	s_waitcnt lgkmcnt(4)
	v_mac_f32_e32 v46, v2, v3
	s_waitcnt lgkmcnt(2)
	v_mac_f32_e32 v46, v4, v5
	s_mov_b64 s[6:7], s[38:39]
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v46, v6, v7
	ds_read_b32 v0, v91
	ds_read_b32 v1, v92
	ds_read_b32 v2, v93
	ds_read_b32 v3, v94
	ds_read_b32 v4, v95
	ds_read_b32 v5, v104
	ds_read_b32 v6, v105
	ds_read_b32 v7, v106
	s_waitcnt lgkmcnt(6)
	v_mac_f32_e32 v46, v0, v1
	s_waitcnt lgkmcnt(4)
	v_mac_f32_e32 v46, v2, v3
	s_waitcnt lgkmcnt(2)
	v_mac_f32_e32 v46, v4, v5
	v_add_i32_e32 v0, vcc, 0x3c0, v59
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v46, v6, v7
	ds_read_b32 v1, v107
	ds_read_b32 v2, v108
	ds_read_b32 v0, v0
	ds_read_b32 v3, v109
	ds_read_b32 v4, v110
	ds_read_b32 v5, v111
	ds_read_b32 v6, v120
	ds_read_b32 v7, v121
	s_waitcnt lgkmcnt(6)
	v_mac_f32_e32 v46, v1, v2
	s_waitcnt lgkmcnt(3)
	v_mac_f32_e32 v46, v3, v4
	s_mov_b64 s[8:9], s[50:51]
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v46, v5, v6
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v46, v7, v0
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[54:55]
	s_add_i32 s66, s66, -1
	v_add_i32_e32 v44, vcc, 16, v44
	s_cmp_lg_u32 s66, 0
	v_add_i32_e32 v42, vcc, s67, v42
	s_cbranch_scc1 .LBB0_5
; %bb.6:
	v_mov_b32_e32 v1, v47
.LBB0_7:
	v_add_i32_e32 v0, vcc, v56, v41
	v_add_i32_e32 v0, vcc, v1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s67, 0x100f000
	s_mov_b32 s66, 0
	buffer_store_dword v46, v[0:1], s[64:67], 0 addr64
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(matmul.num_agpr, matmul.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(matmul.numbered_sgpr+2, 1, 0)-2
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
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
	.set matmul.num_vgpr, max(122, amdgpu.max_num_vgpr)
	.set matmul.num_agpr, max(0, amdgpu.max_num_agpr)
	.set matmul.numbered_sgpr, max(84, amdgpu.max_num_sgpr)
	.set matmul.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set matmul.private_seg_size, 0
	.set matmul.uses_vcc, 1
	.set matmul.uses_flat_scratch, 0
	.set matmul.has_dyn_sized_stack, 1
	.set matmul.has_recursion, 1
	.set matmul.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1220
; TotalNumSgprs: matmul.numbered_sgpr+2
; NumVgprs: matmul.num_vgpr
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(matmul.numbered_sgpr+extrasgprs(matmul.uses_vcc, matmul.uses_flat_scratch, 0), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(matmul.num_agpr, matmul.num_vgpr), 1, 0), 1), 4)/4)-1
; NumSGPRsForWavesPerEU: max(matmul.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(matmul.num_agpr, matmul.num_vgpr), 1, 0)
; Occupancy: occupancy(10, 4, 256, 5, 10, max(matmul.numbered_sgpr+extrasgprs(matmul.uses_vcc, matmul.uses_flat_scratch, 0), 1, 0), max(totalnumvgprs(matmul.num_agpr, matmul.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
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
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s16, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v76, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	s_waitcnt expcnt(0)
	v_writelane_b32 v76, s16, 36
	v_writelane_b32 v76, s30, 0
	v_writelane_b32 v76, s31, 1
	v_writelane_b32 v76, s34, 2
	v_writelane_b32 v76, s35, 3
	v_writelane_b32 v76, s36, 4
	v_writelane_b32 v76, s37, 5
	v_writelane_b32 v76, s38, 6
	v_writelane_b32 v76, s39, 7
	v_writelane_b32 v76, s48, 8
	v_writelane_b32 v76, s49, 9
	v_writelane_b32 v76, s50, 10
	v_writelane_b32 v76, s51, 11
	v_writelane_b32 v76, s52, 12
	v_writelane_b32 v76, s53, 13
	v_writelane_b32 v76, s54, 14
	v_writelane_b32 v76, s55, 15
	v_writelane_b32 v76, s64, 16
	v_writelane_b32 v76, s65, 17
	v_writelane_b32 v76, s66, 18
	v_writelane_b32 v76, s67, 19
	v_writelane_b32 v76, s68, 20
	v_writelane_b32 v76, s69, 21
	v_writelane_b32 v76, s70, 22
	v_writelane_b32 v76, s71, 23
	v_writelane_b32 v76, s80, 24
	v_writelane_b32 v76, s81, 25
	v_writelane_b32 v76, s82, 26
	v_writelane_b32 v76, s83, 27
	v_writelane_b32 v76, s84, 28
	v_writelane_b32 v76, s85, 29
	v_writelane_b32 v76, s86, 30
	v_writelane_b32 v76, s87, 31
	v_writelane_b32 v76, s96, 32
	s_addk_i32 s32, 0x1800
	v_writelane_b32 v76, s97, 33
	buffer_store_dword v40, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v63, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v72, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v73, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v74, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v75, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v76, s98, 34
	v_mov_b32_e32 v45, v0
	s_getpc_b64 s[54:55]
	s_add_u32 s54, s54, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s55, s55, _Z12get_local_idj@rel32@hi+12
	v_mov_b32_e32 v0, 1
	v_writelane_b32 v76, s99, 35
	v_mov_b32_e32 v44, v31
	v_mov_b32_e32 v58, v6
	v_mov_b32_e32 v42, v5
	v_mov_b32_e32 v43, v4
	v_mov_b32_e32 v56, v3
	v_mov_b32_e32 v47, v2
	v_mov_b32_e32 v46, v1
	s_mov_b32 s50, s15
	s_mov_b32 s51, s14
	s_mov_b32 s52, s13
	s_mov_b32 s53, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[48:49], s[4:5]
	s_swappc_b64 s[30:31], s[54:55]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v61, 0
	s_swappc_b64 s[30:31], s[54:55]
	v_mov_b32_e32 v57, v0
	s_getpc_b64 s[54:55]
	s_add_u32 s54, s54, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s55, s55, _Z12get_group_idj@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_e32 v0, 4, v0
	v_add_i32_e32 v41, vcc, v0, v40
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[54:55]
	v_mul_lo_u32 v62, v58, v41
	v_cmp_gt_i32_e32 vcc, 16, v58
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.1:
	v_mul_lo_u32 v62, v58, v41
                                        ; implicit-def: $vgpr45
                                        ; implicit-def: $vgpr46
                                        ; implicit-def: $vgpr47
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr44
                                        ; implicit-def: $vgpr58
                                        ; implicit-def: $vgpr40_vgpr41
; %bb.2:
	s_or_saveexec_b64 s[54:55], s[4:5]
	v_lshlrev_b32_e32 v63, 4, v0
	s_xor_b64 exec, exec, s[54:55]
	s_cbranch_execz .LBB1_6
; %bb.3:
	v_ashrrev_i32_e32 v0, 31, v58
	v_lshrrev_b32_e32 v0, 28, v0
	v_add_i32_e32 v0, vcc, v58, v0
	v_ashrrev_i32_e32 v72, 4, v0
	v_mul_lo_u32 v0, v58, v40
	s_mov_b32 s66, 0
	s_mov_b64 s[4:5], 0xc8
	v_add_i32_e32 v40, vcc, v62, v57
	v_add_i32_e32 v0, vcc, v0, v63
	v_add_i32_e32 v59, vcc, v0, v57
	v_lshlrev_b32_e32 v58, 4, v58
	v_mov_b32_e32 v61, 0
	s_mov_b64 s[68:69], 0
	s_mov_b32 s67, 0x100f000
	s_mov_b32 s64, s66
	s_mov_b32 s65, s66
	v_add_i32_e32 v73, vcc, 4, v0
	v_add_i32_e32 v74, vcc, 64, v0
	v_add_i32_e32 v75, vcc, 8, v0
	s_movk_i32 s80, 0xc0
	s_movk_i32 s81, 0x100
	s_movk_i32 s82, 0x140
	s_movk_i32 s83, 0x180
	s_movk_i32 s84, 0x1c0
	s_movk_i32 s85, 0x200
	s_movk_i32 s86, 0x240
	s_movk_i32 s87, 0x280
	s_movk_i32 s96, 0x2c0
	s_movk_i32 s97, 0x300
	s_movk_i32 s98, 0x340
	s_movk_i32 s99, 0x380
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_trap 2
.LBB1_4:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v41, 31, v40
	v_lshl_b64 v[0:1], v[40:41], 2
	v_ashrrev_i32_e32 v60, 31, v59
	v_add_i32_e32 v0, vcc, v45, v0
	v_lshl_b64 v[2:3], v[59:60], 2
	v_addc_u32_e32 v1, vcc, v46, v1, vcc
	v_add_i32_e32 v2, vcc, v47, v2
	v_addc_u32_e32 v3, vcc, v56, v3, vcc
	buffer_load_dword v0, v[0:1], s[64:67], 0 addr64
	buffer_load_dword v1, v[2:3], s[64:67], 0 addr64
	s_mov_b32 m0, -1
	s_getpc_b64 s[70:71]
	s_add_u32 s70, s70, _Z7barrierj@rel32@lo+4
	s_addc_u32 s71, s71, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	v_mov_b32_e32 v31, v44
	s_mov_b64 s[10:11], s[34:35]
	s_waitcnt vmcnt(1)
	ds_write_b32 v0, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v1
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b32 v0, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v1, v0
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v61, v0, v1
	ds_read_b32 v0, v73
	ds_read_b32 v1, v74
	v_mov_b32_e32 v31, v44
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v61, v0, v1
	ds_read_b32 v0, v75
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v1, vcc, 0x80, v0
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v61, v0, v1
	v_add_i32_e32 v0, vcc, 12, v0
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v1, vcc, s80, v0
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v61, v0, v1
	v_add_i32_e32 v0, vcc, 16, v0
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v1, vcc, s81, v0
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v61, v0, v1
	v_add_i32_e32 v0, vcc, 20, v0
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v1, vcc, s82, v0
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v61, v0, v1
	v_add_i32_e32 v0, vcc, 24, v0
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v1, vcc, s83, v0
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v61, v0, v1
	v_add_i32_e32 v0, vcc, 28, v0
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v1, vcc, s84, v0
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v61, v0, v1
	v_add_i32_e32 v0, vcc, 32, v0
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v1, vcc, s85, v0
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v61, v0, v1
	v_add_i32_e32 v0, vcc, 36, v0
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v1, vcc, s86, v0
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v61, v0, v1
	v_add_i32_e32 v0, vcc, 40, v0
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v1, vcc, s87, v0
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v61, v0, v1
	v_add_i32_e32 v0, vcc, 44, v0
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v1, vcc, s96, v0
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v61, v0, v1
	v_add_i32_e32 v0, vcc, 48, v0
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v1, vcc, s97, v0
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v61, v0, v1
	v_add_i32_e32 v0, vcc, 52, v0
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v1, vcc, s98, v0
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v61, v0, v1
	v_add_i32_e32 v0, vcc, 56, v0
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v1, vcc, s99, v0
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v61, v0, v1
	v_add_i32_e32 v0, vcc, 60, v0
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v1, vcc, 0x3c0, v0
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v61, v0, v1
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	v_add_i32_e32 v72, vcc, -1, v72
	v_add_i32_e32 v40, vcc, 16, v40
	v_cmp_eq_u32_e32 vcc, 0, v72
	s_or_b64 s[68:69], vcc, s[68:69]
	v_add_i32_e32 v59, vcc, v59, v58
	s_andn2_b64 exec, exec, s[68:69]
	s_cbranch_execnz .LBB1_4
; %bb.5:
	s_or_b64 exec, exec, s[68:69]
.LBB1_6:
	s_or_b64 exec, exec, s[54:55]
	v_add_i32_e32 v0, vcc, v63, v57
	v_add_i32_e32 v0, vcc, v62, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s6, 0
	v_add_i32_e32 v0, vcc, v43, v0
	v_addc_u32_e32 v1, vcc, v42, v1, vcc
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s4, s6
	s_mov_b32 s5, s6
	buffer_store_dword v61, v[0:1], s[4:7], 0 addr64
	buffer_load_dword v75, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v74, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v73, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v72, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v63, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	s_waitcnt expcnt(0)
	buffer_load_dword v61, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	v_readlane_b32 s99, v76, 35
	v_readlane_b32 s98, v76, 34
	v_readlane_b32 s97, v76, 33
	v_readlane_b32 s96, v76, 32
	v_readlane_b32 s87, v76, 31
	v_readlane_b32 s86, v76, 30
	v_readlane_b32 s85, v76, 29
	v_readlane_b32 s84, v76, 28
	v_readlane_b32 s83, v76, 27
	v_readlane_b32 s82, v76, 26
	v_readlane_b32 s81, v76, 25
	v_readlane_b32 s80, v76, 24
	v_readlane_b32 s71, v76, 23
	v_readlane_b32 s70, v76, 22
	v_readlane_b32 s69, v76, 21
	v_readlane_b32 s68, v76, 20
	v_readlane_b32 s67, v76, 19
	v_readlane_b32 s66, v76, 18
	v_readlane_b32 s65, v76, 17
	v_readlane_b32 s64, v76, 16
	v_readlane_b32 s55, v76, 15
	v_readlane_b32 s54, v76, 14
	v_readlane_b32 s53, v76, 13
	v_readlane_b32 s52, v76, 12
	v_readlane_b32 s51, v76, 11
	v_readlane_b32 s50, v76, 10
	v_readlane_b32 s49, v76, 9
	v_readlane_b32 s48, v76, 8
	v_readlane_b32 s39, v76, 7
	v_readlane_b32 s38, v76, 6
	v_readlane_b32 s37, v76, 5
	v_readlane_b32 s36, v76, 4
	v_readlane_b32 s35, v76, 3
	v_readlane_b32 s34, v76, 2
	v_readlane_b32 s31, v76, 1
	v_readlane_b32 s30, v76, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s4, v76, 36
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v76, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_matmul, .Lfunc_end1-__clang_ocl_kern_imp_matmul
                                        ; -- End function
	.set __clang_ocl_kern_imp_matmul.num_vgpr, max(77, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_matmul.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_matmul.numbered_sgpr, max(100, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_matmul.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_matmul.private_seg_size, 96
	.set __clang_ocl_kern_imp_matmul.uses_vcc, 1
	.set __clang_ocl_kern_imp_matmul.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_matmul.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_matmul.has_recursion, 1
	.set __clang_ocl_kern_imp_matmul.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1988
; TotalNumSgprs: __clang_ocl_kern_imp_matmul.numbered_sgpr+2
; NumVgprs: max(77, amdgpu.max_num_vgpr)
; ScratchSize: 96
; MemoryBound: 0
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 77
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 100
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
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
      - .offset:         224
        .size:           4
        .value_kind:     hidden_private_base
      - .offset:         228
        .size:           4
        .value_kind:     hidden_shared_base
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
    .sgpr_count:     102
    .sgpr_spill_count: 0
    .symbol:         matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     122
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx601
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
