	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.text
	.protected	__clang_ocl_kern_imp_saxpy ; -- Begin function __clang_ocl_kern_imp_saxpy
	.globl	__clang_ocl_kern_imp_saxpy
	.p2align	2
	.type	__clang_ocl_kern_imp_saxpy,@function
__clang_ocl_kern_imp_saxpy:             ; @__clang_ocl_kern_imp_saxpy
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s8, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b32 s4, -1
	buffer_store_dword v8, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s4
	s_add_i32 s32, s32, 0x600
	buffer_store_dword v2, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v6, v3
	buffer_store_dword v6, off, s[0:3], s33 offset:4
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	buffer_store_dword v2, off, s[0:3], s33
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	buffer_store_dword v4, off, s[0:3], s33 offset:16
	buffer_store_dword v5, off, s[0:3], s33 offset:20
	s_mov_b32 s4, 0x3ff
	v_and_b32_e64 v0, v31, s4
	s_mov_b32 s4, 8
	v_lshl_or_b32 v0, s12, s4, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	buffer_load_dword v1, off, s[0:3], s33 offset:20
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s5, v0, v1
	s_mov_b32 s4, exec_lo
                                        ; implicit-def: $vgpr8 : SGPR spill to VGPR lane
	v_writelane_b32 v8, s4, 0
	s_or_saveexec_b32 s7, -1
	buffer_store_dword v8, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s7
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB0_2
; %bb.1:
	buffer_load_dword v3, off, s[0:3], s33 offset:16
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v4, off, s[0:3], s33 offset:24
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v0, 31, v4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	s_mov_b32 s4, 2
	v_lshlrev_b64 v[6:7], s4, v[4:5]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v7
	v_add_co_u32 v0, s4, v0, v4
	v_add_co_ci_u32_e64 v2, s4, v1, v2, s4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_dword v4, v[0:1], off
	buffer_load_dword v1, off, s[0:3], s33
	buffer_load_dword v0, off, s[0:3], s33 offset:4
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v7
	v_add_co_u32 v0, s4, v0, v5
	v_add_co_ci_u32_e64 v2, s4, v1, v2, s4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_dword v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v2, v3, v4
	global_store_dword v[0:1], v2, off
.LBB0_2:
	s_or_saveexec_b32 s7, -1
	buffer_load_dword v8, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s7
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v8, 0
	s_or_b32 exec_lo, exec_lo, s4
	s_mov_b32 s32, s33
	s_xor_saveexec_b32 s4, -1
	buffer_load_dword v8, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s4
	s_mov_b32 s33, s8
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	__clang_ocl_kern_imp_saxpy, .Lfunc_end0-__clang_ocl_kern_imp_saxpy
                                        ; -- End function
	.set __clang_ocl_kern_imp_saxpy.num_vgpr, 32
	.set __clang_ocl_kern_imp_saxpy.num_agpr, 0
	.set __clang_ocl_kern_imp_saxpy.numbered_sgpr, 34
	.set __clang_ocl_kern_imp_saxpy.num_named_barrier, 0
	.set __clang_ocl_kern_imp_saxpy.private_seg_size, 48
	.set __clang_ocl_kern_imp_saxpy.uses_vcc, 0
	.set __clang_ocl_kern_imp_saxpy.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_saxpy.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_saxpy.has_recursion, 0
	.set __clang_ocl_kern_imp_saxpy.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 496
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 48
; MemoryBound: 0
	.text
	.protected	saxpy                   ; -- Begin function saxpy
	.globl	saxpy
	.p2align	8
	.type	saxpy,@function
saxpy:                                  ; @saxpy
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x400
	s_add_u32 s12, s12, s17
	s_addc_u32 s13, s13, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s12
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s13
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr13 : SGPR spill to VGPR lane
	v_writelane_b32 v13, s16, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v13, 0
	s_mov_b64 s[16:17], s[8:9]
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v6, v0
	s_load_dwordx2 s[20:21], s[16:17], 0x0
	s_load_dwordx2 s[18:19], s[16:17], 0x8
	s_load_dword s9, s[16:17], 0x10
	s_load_dword s8, s[16:17], 0x14
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s15, s21
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:4
	s_mov_b32 s15, s20
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33
	s_mov_b32 s15, s19
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:12
	s_mov_b32 s15, s18
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:20
	buffer_load_dword v0, off, s[0:3], s33
	buffer_load_dword v1, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr9
	v_mov_b32_e32 v11, s8
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v12, v1
	buffer_load_dword v2, off, s[0:3], s33 offset:8
	buffer_load_dword v1, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr9
	v_mov_b32_e32 v9, s8
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v10, v1
	buffer_load_dword v4, off, s[0:3], s33 offset:16
	buffer_load_dword v5, off, s[0:3], s33 offset:20
	s_mov_b64 s[18:19], 24
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	s_mov_b32 s15, 32
	v_lshrrev_b64 v[11:12], s15, v[11:12]
	v_mov_b32_e32 v1, v11
	v_lshrrev_b64 v[9:10], s15, v[9:10]
	v_mov_b32_e32 v3, v9
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, __clang_ocl_kern_imp_saxpy@rel32@lo+4
	s_addc_u32 s17, s17, __clang_ocl_kern_imp_saxpy@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	v_lshlrev_b32_e64 v8, s15, v8
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v7, s15, v7
	v_or3_b32 v31, v6, v7, v8
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel saxpy
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 80
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 34
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
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
                                        ; -- End function
	.set saxpy.num_vgpr, max(32, __clang_ocl_kern_imp_saxpy.num_vgpr)
	.set saxpy.num_agpr, max(0, __clang_ocl_kern_imp_saxpy.num_agpr)
	.set saxpy.numbered_sgpr, max(34, __clang_ocl_kern_imp_saxpy.numbered_sgpr)
	.set saxpy.num_named_barrier, max(0, __clang_ocl_kern_imp_saxpy.num_named_barrier)
	.set saxpy.private_seg_size, 32+max(__clang_ocl_kern_imp_saxpy.private_seg_size)
	.set saxpy.uses_vcc, or(0, __clang_ocl_kern_imp_saxpy.uses_vcc)
	.set saxpy.uses_flat_scratch, or(1, __clang_ocl_kern_imp_saxpy.uses_flat_scratch)
	.set saxpy.has_dyn_sized_stack, or(0, __clang_ocl_kern_imp_saxpy.has_dyn_sized_stack)
	.set saxpy.has_recursion, or(0, __clang_ocl_kern_imp_saxpy.has_recursion)
	.set saxpy.has_indirect_call, or(0, __clang_ocl_kern_imp_saxpy.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 408
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 80
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 32
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	__clang_ocl_kern_imp_lds_sum ; -- Begin function __clang_ocl_kern_imp_lds_sum
	.globl	__clang_ocl_kern_imp_lds_sum
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_sum,@function
__clang_ocl_kern_imp_lds_sum:           ; @__clang_ocl_kern_imp_lds_sum
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s9, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b32 s4, -1
	buffer_store_dword v4, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s4
	s_add_i32 s32, s32, 0x500
	v_mov_b32_e32 v3, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	v_mov_b32_e32 v3, v1
	buffer_store_dword v3, off, s[0:3], s33 offset:4
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33
	buffer_store_dword v2, off, s[0:3], s33 offset:8
	s_mov_b32 s4, 0x3ff
	v_and_b32_e64 v0, v31, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:12
	buffer_load_dword v1, off, s[0:3], s33 offset:12
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v0, v1, 2, v0
	ds_write_b32 v0, v1
	s_barrier
	v_mov_b32_e32 v0, 0x80
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	s_mov_b32 s4, 0
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $vgpr4 : SGPR spill to VGPR lane
	v_writelane_b32 v4, s4, 0
	s_or_saveexec_b32 s8, -1
	buffer_store_dword v4, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s8
.LBB2_1:                                ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b32 s8, -1
	buffer_load_dword v4, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s8
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v4, 1
	v_readlane_b32 s5, v4, 0
	v_writelane_b32 v4, s5, 2
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	s_mov_b32 s5, 0
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s5, v0, s5
	s_mov_b32 s6, -1
	s_or_b32 s4, s4, exec_lo
	v_writelane_b32 v4, s4, 3
	v_writelane_b32 v4, s4, 4
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v4, s4, 5
	s_or_saveexec_b32 s8, -1
	buffer_store_dword v4, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s8
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB2_4
; %bb.2:                                ;   in Loop: Header=BB2_1 Depth=1
	s_or_saveexec_b32 s8, -1
	buffer_load_dword v4, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s5, v0, v1
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v4, s4, 6
	s_or_saveexec_b32 s8, -1
	buffer_store_dword v4, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s8
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB2_5
; %bb.3:                                ;   in Loop: Header=BB2_1 Depth=1
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
	buffer_load_dword v2, off, s[0:3], s33 offset:16
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e64 v2, v0, v2
	v_lshl_add_u32 v2, v2, 2, v1
	ds_read_b32 v2, v2
	v_lshl_add_u32 v0, v0, 2, v1
	v_mov_b32_e32 v1, v0
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e64 v1, v1, v2
	ds_write_b32 v0, v1
	s_branch .LBB2_5
.LBB2_4:                                ;   in Loop: Header=BB2_1 Depth=1
	s_or_saveexec_b32 s8, -1
	buffer_load_dword v4, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s8
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v4, 5
	s_or_b32 exec_lo, exec_lo, s4
	v_readlane_b32 s6, v4, 2
	v_readlane_b32 s5, v4, 4
	s_mov_b32 s4, s5
	s_and_b32 s4, exec_lo, s4
	s_or_b32 s4, s4, s6
	v_writelane_b32 v4, s5, 1
	s_mov_b32 s5, s4
	v_writelane_b32 v4, s5, 0
	s_mov_b32 s5, s4
	v_writelane_b32 v4, s5, 7
	s_or_saveexec_b32 s8, -1
	buffer_store_dword v4, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s8
	s_andn2_b32 exec_lo, exec_lo, s4
	s_cbranch_execnz .LBB2_1
	s_branch .LBB2_7
.LBB2_5:                                ;   in Loop: Header=BB2_1 Depth=1
	s_or_saveexec_b32 s8, -1
	buffer_load_dword v4, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s8
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v4, 6
	s_or_b32 exec_lo, exec_lo, s4
	s_barrier
; %bb.6:                                ;   in Loop: Header=BB2_1 Depth=1
	s_or_saveexec_b32 s8, -1
	buffer_load_dword v4, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s8
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v4, 3
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	s_mov_b32 s5, 1
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v0, s5, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	s_mov_b32 s5, 0
	s_andn2_b32 s4, s4, exec_lo
	v_writelane_b32 v4, s4, 4
	s_or_saveexec_b32 s8, -1
	buffer_store_dword v4, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s8
	s_branch .LBB2_4
.LBB2_7:
	s_or_saveexec_b32 s8, -1
	buffer_load_dword v4, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s8
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v4, 7
	s_or_b32 exec_lo, exec_lo, s4
; %bb.8:
	s_or_saveexec_b32 s8, -1
	buffer_load_dword v4, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s5, v0, s4
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v4, s4, 8
	s_or_saveexec_b32 s8, -1
	buffer_store_dword v4, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s8
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB2_10
; %bb.9:
	buffer_load_dword v0, off, s[0:3], s33
	buffer_load_dword v2, off, s[0:3], s33 offset:4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:8
	s_waitcnt vmcnt(0)
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:20
	buffer_load_dword v2, off, s[0:3], s33 offset:20
	s_waitcnt vmcnt(0)
	global_atomic_add v0, v[0:1], v2, off glc
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:24
.LBB2_10:
	s_or_saveexec_b32 s8, -1
	buffer_load_dword v4, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s8
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v4, 8
	s_or_b32 exec_lo, exec_lo, s4
	s_mov_b32 s32, s33
	s_xor_saveexec_b32 s4, -1
	buffer_load_dword v4, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s4
	s_mov_b32 s33, s9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	__clang_ocl_kern_imp_lds_sum, .Lfunc_end2-__clang_ocl_kern_imp_lds_sum
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_sum.num_vgpr, 32
	.set __clang_ocl_kern_imp_lds_sum.num_agpr, 0
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
; codeLenInByte = 1008
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 40
; MemoryBound: 0
	.text
	.protected	lds_sum                 ; -- Begin function lds_sum
	.globl	lds_sum
	.p2align	8
	.type	lds_sum,@function
lds_sum:                                ; @lds_sum
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x200
	s_add_u32 s12, s12, s17
	s_addc_u32 s13, s13, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s12
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s13
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr8 : SGPR spill to VGPR lane
	v_writelane_b32 v8, s16, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v8, 0
	s_mov_b64 s[16:17], s[8:9]
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v3, v0
	s_load_dwordx2 s[18:19], s[16:17], 0x0
	s_load_dword s8, s[16:17], 0x8
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s9, s19
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:4
	s_mov_b32 s9, s18
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33
	buffer_load_dword v1, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr9
	v_mov_b32_e32 v6, s8
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v1
	buffer_load_dword v2, off, s[0:3], s33 offset:8
	s_mov_b64 s[18:19], 16
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	s_mov_b32 s15, 32
	v_lshrrev_b64 v[6:7], s15, v[6:7]
	v_mov_b32_e32 v1, v6
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, __clang_ocl_kern_imp_lds_sum@rel32@lo+4
	s_addc_u32 s17, s17, __clang_ocl_kern_imp_lds_sum@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	v_lshlrev_b32_e64 v5, s15, v5
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v4, s15, v4
	v_or3_b32 v31, v3, v4, v5
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_sum
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 56
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 34
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
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
                                        ; -- End function
	.set lds_sum.num_vgpr, max(32, __clang_ocl_kern_imp_lds_sum.num_vgpr)
	.set lds_sum.num_agpr, max(0, __clang_ocl_kern_imp_lds_sum.num_agpr)
	.set lds_sum.numbered_sgpr, max(34, __clang_ocl_kern_imp_lds_sum.numbered_sgpr)
	.set lds_sum.num_named_barrier, max(0, __clang_ocl_kern_imp_lds_sum.num_named_barrier)
	.set lds_sum.private_seg_size, 16+max(__clang_ocl_kern_imp_lds_sum.private_seg_size)
	.set lds_sum.uses_vcc, or(0, __clang_ocl_kern_imp_lds_sum.uses_vcc)
	.set lds_sum.uses_flat_scratch, or(1, __clang_ocl_kern_imp_lds_sum.uses_flat_scratch)
	.set lds_sum.has_dyn_sized_stack, or(0, __clang_ocl_kern_imp_lds_sum.has_dyn_sized_stack)
	.set lds_sum.has_recursion, or(0, __clang_ocl_kern_imp_lds_sum.has_recursion)
	.set lds_sum.has_indirect_call, or(0, __clang_ocl_kern_imp_lds_sum.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 300
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 56
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 32
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	__clang_ocl_kern_imp_table ; -- Begin function __clang_ocl_kern_imp_table
	.globl	__clang_ocl_kern_imp_table
	.p2align	2
	.type	__clang_ocl_kern_imp_table,@function
__clang_ocl_kern_imp_table:             ; @__clang_ocl_kern_imp_table
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s5, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x200
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:4
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33
	s_mov_b32 s4, 0x3ff
	v_and_b32_e64 v0, v31, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	buffer_load_dword v2, off, s[0:3], s33 offset:8
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v3, 31, v2
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v1, v3
	s_mov_b32 s4, 7
	v_and_b32_e64 v2, v2, s4
	s_mov_b32 s4, 2
	v_lshlrev_b32_e64 v2, s4, v2
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, lut@rel32@lo+4
	s_addc_u32 s7, s7, lut@rel32@hi+12
	global_load_dword v2, v2, s[6:7]
	buffer_load_dword v7, off, s[0:3], s33
	buffer_load_dword v3, off, s[0:3], s33 offset:4
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v3
	v_lshlrev_b64 v[5:6], s4, v[0:1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_co_u32 v0, s4, v0, v4
	v_add_co_ci_u32_e64 v3, s4, v1, v3, s4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	global_store_dword v[0:1], v2, off
	s_mov_b32 s32, s33
	s_mov_b32 s33, s5
	s_setpc_b64 s[30:31]
.Lfunc_end4:
	.size	__clang_ocl_kern_imp_table, .Lfunc_end4-__clang_ocl_kern_imp_table
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
; codeLenInByte = 240
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 16
; MemoryBound: 0
	.text
	.protected	table                   ; -- Begin function table
	.globl	table
	.p2align	8
	.type	table,@function
table:                                  ; @table
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x200
	s_add_u32 s12, s12, s17
	s_addc_u32 s13, s13, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s12
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s13
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr9 : SGPR spill to VGPR lane
	v_writelane_b32 v9, s16, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v9, 0
	s_mov_b64 s[16:17], s[8:9]
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v0
	s_load_dwordx2 s[8:9], s[16:17], 0x0
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s15, s9
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:4
                                        ; kill: def $sgpr8 killed $sgpr8 killed $sgpr8_sgpr9
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33
	buffer_load_dword v0, off, s[0:3], s33
	buffer_load_dword v1, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr9
	v_mov_b32_e32 v5, s8
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v1
	s_mov_b64 s[18:19], 8
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	s_mov_b32 s15, 32
	v_lshrrev_b64 v[5:6], s15, v[5:6]
	v_mov_b32_e32 v1, v5
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, __clang_ocl_kern_imp_table@rel32@lo+4
	s_addc_u32 s17, s17, __clang_ocl_kern_imp_table@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	v_lshlrev_b32_e64 v4, s15, v4
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v3, s15, v3
	v_or3_b32 v31, v2, v3, v4
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel table
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 32
		.amdhsa_kernarg_size 264
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 34
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
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
                                        ; -- End function
	.set table.num_vgpr, max(32, __clang_ocl_kern_imp_table.num_vgpr)
	.set table.num_agpr, max(0, __clang_ocl_kern_imp_table.num_agpr)
	.set table.numbered_sgpr, max(34, __clang_ocl_kern_imp_table.numbered_sgpr)
	.set table.num_named_barrier, max(0, __clang_ocl_kern_imp_table.num_named_barrier)
	.set table.private_seg_size, 16+max(__clang_ocl_kern_imp_table.private_seg_size)
	.set table.uses_vcc, or(0, __clang_ocl_kern_imp_table.uses_vcc)
	.set table.uses_flat_scratch, or(1, __clang_ocl_kern_imp_table.uses_flat_scratch)
	.set table.has_dyn_sized_stack, or(0, __clang_ocl_kern_imp_table.has_dyn_sized_stack)
	.set table.has_recursion, or(0, __clang_ocl_kern_imp_table.has_recursion)
	.set table.has_indirect_call, or(0, __clang_ocl_kern_imp_table.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 268
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 32
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 32
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 0
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
    .private_segment_fixed_size: 80
    .sgpr_count:     34
    .sgpr_spill_count: 1
    .symbol:         saxpy.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .sgpr_count:     34
    .sgpr_spill_count: 1
    .symbol:         lds_sum.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .sgpr_count:     34
    .sgpr_spill_count: 1
    .symbol:         table.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
