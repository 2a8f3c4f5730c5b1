	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.text
	.protected	__clang_ocl_kern_imp_hmath ; -- Begin function __clang_ocl_kern_imp_hmath
	.globl	__clang_ocl_kern_imp_hmath
	.p2align	2
	.type	__clang_ocl_kern_imp_hmath,@function
__clang_ocl_kern_imp_hmath:             ; @__clang_ocl_kern_imp_hmath
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s16, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b32 s17, -1
	buffer_store_dword v40, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s17
	v_writelane_b32 v40, s16, 2
	s_add_i32 s32, s32, 0x600
	v_writelane_b32 v40, s30, 0
	v_writelane_b32 v40, s31, 1
	buffer_store_dword v2, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v5
	v_mov_b32_e32 v5, v3
	buffer_store_dword v5, off, s[0:3], s33 offset:4
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	buffer_store_dword v2, off, s[0:3], s33
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	buffer_store_short v4, off, s[0:3], s33 offset:16
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:20
	buffer_load_dword v1, off, s[0:3], s33
	buffer_load_dword v0, off, s[0:3], s33 offset:4
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v3, off, s[0:3], s33 offset:20
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v0, 31, v3
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s4, 1
	v_lshlrev_b64 v[7:8], s4, v[3:4]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v7
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v8
	v_add_co_u32 v0, s4, v0, v3
	v_add_co_ci_u32_e64 v2, s4, v1, v2, s4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_ushort v3, v[0:1], off
	buffer_load_dword v9, off, s[0:3], s33 offset:8
	buffer_load_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr9 killed $vgpr9 def $vgpr9_vgpr10 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v10, v2
	v_mov_b32_e32 v4, v9
	v_mov_b32_e32 v6, v7
	v_mov_b32_e32 v2, v10
	v_mov_b32_e32 v5, v8
	v_add_co_u32 v4, s4, v4, v6
	v_add_co_ci_u32_e64 v2, s4, v2, v5, s4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v2
	global_load_ushort v4, v[4:5], off
	buffer_load_ushort v2, off, s[0:3], s33 offset:16
	s_waitcnt vmcnt(0)
	v_fmac_f16_e64 v2, v3, v4
	global_store_short v[0:1], v2, off
	v_readlane_b32 s31, v40, 1
	v_readlane_b32 s30, v40, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s4, v40, 2
	s_or_saveexec_b32 s5, -1
	buffer_load_dword v40, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s5
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	__clang_ocl_kern_imp_hmath, .Lfunc_end0-__clang_ocl_kern_imp_hmath
                                        ; -- End function
	.set __clang_ocl_kern_imp_hmath.num_vgpr, max(41, amdgpu.max_num_vgpr)
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
; codeLenInByte = 460
; TotalNumSgprs: __clang_ocl_kern_imp_hmath.numbered_sgpr+2
; NumVgprs: max(41, amdgpu.max_num_vgpr)
; ScratchSize: 48
; MemoryBound: 0
	.text
	.protected	hmath                   ; -- Begin function hmath
	.globl	hmath
	.p2align	8
	.type	hmath,@function
hmath:                                  ; @hmath
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x400
	s_add_u32 s12, s12, s17
	s_addc_u32 s13, s13, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s12
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s13
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr41 : SGPR spill to VGPR lane
	v_writelane_b32 v41, s16, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v41, 0
	s_mov_b64 s[16:17], s[8:9]
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v5, v0
	s_load_dwordx2 s[20:21], s[16:17], 0x0
	s_load_dwordx2 s[18:19], s[16:17], 0x8
	s_load_dword s8, s[16:17], 0x10
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s9, s21
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:4
	s_mov_b32 s9, s20
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33
	s_mov_b32 s9, s19
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:12
	s_mov_b32 s9, s18
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	v_mov_b32_e32 v0, s8
	buffer_store_short v0, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33
	buffer_load_dword v1, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr9
	v_mov_b32_e32 v10, s8
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v11, v1
	buffer_load_dword v2, off, s[0:3], s33 offset:8
	buffer_load_dword v1, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr9
	v_mov_b32_e32 v8, s8
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v1
	buffer_load_ushort v4, off, s[0:3], s33 offset:16
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
	v_lshrrev_b64 v[10:11], s15, v[10:11]
	v_mov_b32_e32 v1, v10
	v_lshrrev_b64 v[8:9], s15, v[8:9]
	v_mov_b32_e32 v3, v8
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, __clang_ocl_kern_imp_hmath@rel32@lo+4
	s_addc_u32 s17, s17, __clang_ocl_kern_imp_hmath@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	v_lshlrev_b32_e64 v7, s15, v7
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v6, s15, v6
	v_or3_b32 v31, v5, v6, v7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel hmath
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
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(hmath.num_agpr, hmath.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(hmath.numbered_sgpr+2, 1, 0)-2
		.amdhsa_reserve_vcc 1
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
	.size	hmath, .Lfunc_end1-hmath
                                        ; -- End function
	.set hmath.num_vgpr, max(42, __clang_ocl_kern_imp_hmath.num_vgpr)
	.set hmath.num_agpr, max(0, __clang_ocl_kern_imp_hmath.num_agpr)
	.set hmath.numbered_sgpr, max(34, __clang_ocl_kern_imp_hmath.numbered_sgpr)
	.set hmath.num_named_barrier, max(0, __clang_ocl_kern_imp_hmath.num_named_barrier)
	.set hmath.private_seg_size, 32+max(__clang_ocl_kern_imp_hmath.private_seg_size)
	.set hmath.uses_vcc, or(1, __clang_ocl_kern_imp_hmath.uses_vcc)
	.set hmath.uses_flat_scratch, or(1, __clang_ocl_kern_imp_hmath.uses_flat_scratch)
	.set hmath.has_dyn_sized_stack, or(0, __clang_ocl_kern_imp_hmath.has_dyn_sized_stack)
	.set hmath.has_recursion, or(0, __clang_ocl_kern_imp_hmath.has_recursion)
	.set hmath.has_indirect_call, or(0, __clang_ocl_kern_imp_hmath.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 380
; TotalNumSgprs: hmath.numbered_sgpr+2
; NumVgprs: hmath.num_vgpr
; ScratchSize: 80
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(hmath.num_agpr, hmath.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(hmath.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(hmath.num_agpr, hmath.num_vgpr), 1, 0)
; Occupancy: occupancy(16, 16, 1024, 9, 16, max(hmath.numbered_sgpr+extrasgprs(hmath.uses_vcc, hmath.uses_flat_scratch, 0), 1, 0), max(totalnumvgprs(hmath.num_agpr, hmath.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
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
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s16, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b32 s17, -1
	buffer_store_dword v40, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s17
	v_writelane_b32 v40, s16, 3
	v_writelane_b32 v40, s34, 2
	s_add_i32 s32, s32, 0x800
	v_writelane_b32 v40, s30, 0
	v_writelane_b32 v40, s31, 1
	buffer_store_dword v5, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	v_mov_b32_e32 v5, v3
	buffer_load_dword v3, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v4, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v1, v3
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v5
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v7
	v_mov_b32_e32 v7, v5
	buffer_store_dword v7, off, s[0:3], s33 offset:4
                                        ; kill: def $vgpr4 killed $vgpr4 killed $vgpr4_vgpr5 killed $exec
	buffer_store_dword v4, off, s[0:3], s33
	v_mov_b32_e32 v4, v3
	buffer_store_dword v4, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	buffer_store_dword v2, off, s[0:3], s33 offset:8
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	buffer_store_dword v6, off, s[0:3], s33 offset:24
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s5, v0, v1
	s_mov_b32 s4, exec_lo
                                        ; implicit-def: $vgpr41 : SGPR spill to VGPR lane
	v_writelane_b32 v41, s4, 0
	s_or_saveexec_b32 s34, -1
	buffer_store_dword v41, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s34
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB2_2
; %bb.1:
	buffer_load_dword v1, off, s[0:3], s33
	buffer_load_dword v0, off, s[0:3], s33 offset:4
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v3, off, s[0:3], s33 offset:28
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v0, 31, v3
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s4, 3
	v_lshlrev_b64 v[8:9], s4, v[3:4]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v8
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v9
	v_add_co_u32 v0, s4, v0, v3
	v_add_co_ci_u32_e64 v2, s4, v1, v2, s4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_dwordx2 v[4:5], v[0:1], off
	buffer_load_dword v10, off, s[0:3], s33 offset:8
	buffer_load_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v11, v2
	v_mov_b32_e32 v2, v10
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v3, v11
	v_mov_b32_e32 v6, v9
	v_add_co_u32 v2, s4, v2, v7
	v_add_co_ci_u32_e64 v6, s4, v3, v6, s4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v6
	global_load_dwordx2 v[6:7], v[2:3], off
	s_waitcnt vmcnt(0)
	v_div_scale_f64 v[2:3], s4, v[6:7], v[6:7], v[4:5]
	v_rcp_f64_e64 v[8:9], v[2:3]
	s_mov_b64 s[4:5], 1.0
	v_fma_f64 v[10:11], -v[2:3], v[8:9], s[4:5]
	v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]
	v_fma_f64 v[10:11], -v[2:3], v[8:9], s[4:5]
	v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]
	v_div_scale_f64 v[12:13], vcc_lo, v[4:5], v[6:7], v[4:5]
	v_mul_f64 v[10:11], v[12:13], v[8:9]
	v_fma_f64 v[2:3], -v[2:3], v[10:11], v[12:13]
	v_div_fmas_f64 v[2:3], v[2:3], v[8:9], v[10:11]
	v_div_fixup_f64 v[6:7], v[2:3], v[6:7], v[4:5]
	buffer_load_dword v2, off, s[0:3], s33 offset:16
	buffer_load_dword v8, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v8
	v_fma_f64 v[2:3], v[2:3], v[4:5], v[6:7]
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB2_2:
	s_or_saveexec_b32 s34, -1
	buffer_load_dword v41, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s34
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v41, 0
	s_or_b32 exec_lo, exec_lo, s4
	v_readlane_b32 s31, v40, 1
	v_readlane_b32 s30, v40, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s4, v40, 3
	v_readlane_b32 s34, v40, 2
	s_or_saveexec_b32 s5, -1
	buffer_load_dword v40, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s5
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	__clang_ocl_kern_imp_dmath, .Lfunc_end2-__clang_ocl_kern_imp_dmath
                                        ; -- End function
	.set __clang_ocl_kern_imp_dmath.num_vgpr, max(42, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_dmath.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_dmath.numbered_sgpr, max(35, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_dmath.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_dmath.private_seg_size, 64
	.set __clang_ocl_kern_imp_dmath.uses_vcc, 1
	.set __clang_ocl_kern_imp_dmath.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_dmath.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_dmath.has_recursion, 1
	.set __clang_ocl_kern_imp_dmath.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 748
; TotalNumSgprs: __clang_ocl_kern_imp_dmath.numbered_sgpr+2
; NumVgprs: max(42, amdgpu.max_num_vgpr)
; ScratchSize: 64
; MemoryBound: 0
	.text
	.protected	dmath                   ; -- Begin function dmath
	.globl	dmath
	.p2align	8
	.type	dmath,@function
dmath:                                  ; @dmath
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x400
	s_add_u32 s12, s12, s17
	s_addc_u32 s13, s13, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s12
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s13
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr42 : SGPR spill to VGPR lane
	v_writelane_b32 v42, s16, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v42, 0
	s_mov_b64 s[16:17], s[8:9]
	v_mov_b32_e32 v9, v2
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v7, v0
	s_load_dwordx2 s[22:23], s[16:17], 0x0
	s_load_dwordx2 s[20:21], s[16:17], 0x8
	s_load_dwordx2 s[18:19], s[16:17], 0x10
	s_load_dword s8, s[16:17], 0x18
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s9, s23
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:4
	s_mov_b32 s9, s22
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33
	s_mov_b32 s9, s21
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:12
	s_mov_b32 s9, s20
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_mov_b32 s9, s19
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:20
	s_mov_b32 s9, s18
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	buffer_load_dword v0, off, s[0:3], s33
	buffer_load_dword v1, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr9
	v_mov_b32_e32 v10, s8
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v11, v1
	buffer_load_dword v2, off, s[0:3], s33 offset:8
	buffer_load_dword v1, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr9
	v_mov_b32_e32 v3, s8
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v1
	buffer_load_dword v6, off, s[0:3], s33 offset:24
	s_mov_b64 s[18:19], 32
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	s_mov_b32 s15, 32
	v_lshrrev_b64 v[10:11], s15, v[10:11]
	v_mov_b32_e32 v1, v10
	v_lshrrev_b64 v[3:4], s15, v[3:4]
                                        ; kill: def $vgpr3 killed $vgpr3 killed $vgpr3_vgpr4 killed $exec
	buffer_load_dword v4, off, s[0:3], s33 offset:16
	buffer_load_dword v5, off, s[0:3], s33 offset:20
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v10, v4
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v11, v5
	v_lshrrev_b64 v[10:11], s15, v[10:11]
	v_mov_b32_e32 v5, v10
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, __clang_ocl_kern_imp_dmath@rel32@lo+4
	s_addc_u32 s17, s17, __clang_ocl_kern_imp_dmath@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	v_lshlrev_b32_e64 v9, s15, v9
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v8, s15, v8
	v_or3_b32 v31, v7, v8, v9
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel dmath
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 96
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(dmath.num_agpr, dmath.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(dmath.numbered_sgpr+2, 1, 0)-2
		.amdhsa_reserve_vcc 1
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
	.size	dmath, .Lfunc_end3-dmath
                                        ; -- End function
	.set dmath.num_vgpr, max(43, __clang_ocl_kern_imp_dmath.num_vgpr)
	.set dmath.num_agpr, max(0, __clang_ocl_kern_imp_dmath.num_agpr)
	.set dmath.numbered_sgpr, max(34, __clang_ocl_kern_imp_dmath.numbered_sgpr)
	.set dmath.num_named_barrier, max(0, __clang_ocl_kern_imp_dmath.num_named_barrier)
	.set dmath.private_seg_size, 32+max(__clang_ocl_kern_imp_dmath.private_seg_size)
	.set dmath.uses_vcc, or(1, __clang_ocl_kern_imp_dmath.uses_vcc)
	.set dmath.uses_flat_scratch, or(1, __clang_ocl_kern_imp_dmath.uses_flat_scratch)
	.set dmath.has_dyn_sized_stack, or(0, __clang_ocl_kern_imp_dmath.has_dyn_sized_stack)
	.set dmath.has_recursion, or(0, __clang_ocl_kern_imp_dmath.has_recursion)
	.set dmath.has_indirect_call, or(0, __clang_ocl_kern_imp_dmath.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 460
; TotalNumSgprs: dmath.numbered_sgpr+2
; NumVgprs: dmath.num_vgpr
; ScratchSize: 96
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(dmath.num_agpr, dmath.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(dmath.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(dmath.num_agpr, dmath.num_vgpr), 1, 0)
; Occupancy: occupancy(16, 16, 1024, 9, 16, max(dmath.numbered_sgpr+extrasgprs(dmath.uses_vcc, dmath.uses_flat_scratch, 0), 1, 0), max(totalnumvgprs(dmath.num_agpr, dmath.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
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
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s16, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b32 s17, -1
	buffer_store_dword v40, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s17
	v_writelane_b32 v40, s16, 2
	s_add_i32 s32, s32, 0x1200
	v_writelane_b32 v40, s30, 0
	v_writelane_b32 v40, s31, 1
	buffer_store_dword v21, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	v_mov_b32_e32 v23, v17
	v_mov_b32_e32 v24, v16
	buffer_store_dword v15, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	v_mov_b32_e32 v13, v12
	buffer_store_dword v11, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	v_mov_b32_e32 v11, v9
	buffer_load_dword v9, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	v_mov_b32_e32 v15, v8
	buffer_load_dword v8, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	v_mov_b32_e32 v12, v7
	buffer_load_dword v7, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	v_mov_b32_e32 v18, v6
	buffer_load_dword v6, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	v_mov_b32_e32 v17, v5
	v_mov_b32_e32 v16, v4
	v_mov_b32_e32 v20, v3
	v_mov_b32_e32 v21, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	v_mov_b32_e32 v22, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	v_mov_b32_e32 v14, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3_vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v3, v24
	v_mov_b32_e32 v4, v23
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v5, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v7
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v9
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v13
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v15
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v22
                                        ; kill: def $vgpr22 killed $vgpr18 killed $exec
                                        ; kill: def $vgpr22 killed $vgpr17 killed $exec
                                        ; kill: def $vgpr22 killed $vgpr16 killed $exec
                                        ; kill: def $vgpr22_vgpr23_vgpr24_vgpr25 killed $vgpr2_vgpr3_vgpr4_vgpr5 killed $exec
	buffer_store_dword v21, off, s[0:3], s33
	buffer_store_dword v20, off, s[0:3], s33 offset:4
	buffer_store_byte v18, off, s[0:3], s33 offset:10
	buffer_store_byte v17, off, s[0:3], s33 offset:9
	buffer_store_byte v16, off, s[0:3], s33 offset:8
	v_mov_b32_e32 v16, v15
	buffer_store_dword v16, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr14 killed $vgpr14 killed $vgpr14_vgpr15 killed $exec
	buffer_store_dword v14, off, s[0:3], s33 offset:16
	v_mov_b32_e32 v14, v13
	buffer_store_dword v14, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr12 killed $vgpr12 killed $vgpr12_vgpr13 killed $exec
	buffer_store_dword v12, off, s[0:3], s33 offset:24
	buffer_store_byte v11, off, s[0:3], s33 offset:32
	buffer_store_short v10, off, s[0:3], s33 offset:34
	v_mov_b32_e32 v10, v9
	buffer_store_dword v10, off, s[0:3], s33 offset:44
                                        ; kill: def $vgpr8 killed $vgpr8 killed $vgpr8_vgpr9 killed $exec
	buffer_store_dword v8, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v8, v7
	buffer_store_dword v8, off, s[0:3], s33 offset:52
                                        ; kill: def $vgpr6 killed $vgpr6 killed $vgpr6_vgpr7 killed $exec
	buffer_store_dword v6, off, s[0:3], s33 offset:48
	v_mov_b32_e32 v6, v5
	buffer_store_dword v6, off, s[0:3], s33 offset:76
	v_mov_b32_e32 v6, v4
	buffer_store_dword v6, off, s[0:3], s33 offset:72
	v_mov_b32_e32 v6, v3
	buffer_store_dword v6, off, s[0:3], s33 offset:68
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3_vgpr4_vgpr5 killed $exec
	buffer_store_dword v2, off, s[0:3], s33 offset:64
	buffer_store_dword v19, off, s[0:3], s33 offset:80
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:92
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:88
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	buffer_load_dword v2, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v0, v7
	s_mov_b32 s5, 12
	v_mad_u64_u32 v[5:6], s4, v0, s5, 0
	v_mov_b32_e32 v3, v6
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v0, s4
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s4, 32
	v_lshrrev_b64 v[7:8], s4, v[7:8]
	v_mov_b32_e32 v0, v7
	v_mad_u64_u32 v[3:4], s5, v0, s5, v[3:4]
                                        ; kill: def $vgpr3 killed $vgpr3 killed $vgpr3_vgpr4 killed $exec
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr6
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, s5
	v_lshlrev_b64 v[3:4], s4, v[3:4]
	v_mov_b32_e32 v7, v4
                                        ; kill: def $vgpr5 killed $vgpr5 killed $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v0, 0
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v0, v6
	v_or_b32_e64 v0, v0, v7
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v3, v5
	v_or_b32_e64 v4, v3, v4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32 v0, s4, v0, v3
	v_add_co_ci_u32_e64 v2, s4, v1, v2, s4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	buffer_load_dword v2, off, s[0:3], s33
	buffer_load_dword v4, off, s[0:3], s33 offset:4
	buffer_load_dword v3, off, s[0:3], s33 offset:8
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v3, off offset:8
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	global_store_dwordx2 v[0:1], v[2:3], off
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	buffer_load_dword v2, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	global_load_dword v0, v[0:1], off
	buffer_load_sbyte v1, off, s[0:3], s33 offset:32
	buffer_load_sshort v2, off, s[0:3], s33 offset:34
	s_waitcnt vmcnt(0)
	v_add3_u32 v0, v0, v1, v2
	buffer_load_dword v1, off, s[0:3], s33 offset:40
	buffer_load_dword v2, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_add3_u32 v2, v0, v1, v2
	buffer_load_dword v0, off, s[0:3], s33 offset:76
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v3, s6
	v_mov_b32_e32 v4, s5
	v_mov_b32_e32 v5, s4
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v0, v6
	v_cvt_i32_f32_e64 v3, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	buffer_load_dword v4, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v4
	global_load_dword v4, v[0:1], off
	s_waitcnt vmcnt(0)
	v_add3_u32 v2, v2, v3, v4
	global_store_dword v[0:1], v2, off
	v_readlane_b32 s31, v40, 1
	v_readlane_b32 s30, v40, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s4, v40, 2
	s_or_saveexec_b32 s5, -1
	buffer_load_dword v40, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s5
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end4:
	.size	__clang_ocl_kern_imp_args, .Lfunc_end4-__clang_ocl_kern_imp_args
                                        ; -- End function
	.set __clang_ocl_kern_imp_args.num_vgpr, max(41, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_args.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_args.numbered_sgpr, max(34, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_args.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_args.private_seg_size, 144
	.set __clang_ocl_kern_imp_args.uses_vcc, 1
	.set __clang_ocl_kern_imp_args.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_args.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_args.has_recursion, 1
	.set __clang_ocl_kern_imp_args.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1020
; TotalNumSgprs: __clang_ocl_kern_imp_args.numbered_sgpr+2
; NumVgprs: max(41, amdgpu.max_num_vgpr)
; ScratchSize: 144
; MemoryBound: 0
	.text
	.protected	args                    ; -- Begin function args
	.globl	args
	.p2align	8
	.type	args,@function
args:                                   ; @args
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0xe00
	s_add_u32 s12, s12, s17
	s_addc_u32 s13, s13, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s12
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s13
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr41 : SGPR spill to VGPR lane
	v_writelane_b32 v41, s16, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v41, 0
	s_mov_b64 s[16:17], s[8:9]
	v_mov_b32_e32 v24, v2
	v_mov_b32_e32 v23, v1
	v_mov_b32_e32 v22, v0
	s_load_dwordx2 s[30:31], s[16:17], 0x0
	s_load_dwordx2 s[28:29], s[16:17], 0x18
	s_load_dword s26, s[16:17], 0x20
	s_load_dwordx2 s[24:25], s[16:17], 0x28
	s_load_dwordx2 s[18:19], s[16:17], 0x30
	s_load_dwordx4 s[20:23], s[16:17], 0x40
	s_load_dword s15, s[16:17], 0x50
	s_load_dwordx2 s[8:9], s[16:17], 0x58
	s_load_dwordx2 s[34:35], s[16:17], 0x8
	s_load_dword s27, s[16:17], 0x10
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s36, s35
	v_mov_b32_e32 v0, s36
	buffer_store_dword v0, off, s[0:3], s33 offset:4
                                        ; kill: def $sgpr34 killed $sgpr34 killed $sgpr34_sgpr35
	v_mov_b32_e32 v0, s34
	buffer_store_dword v0, off, s[0:3], s33
	v_mov_b32_e32 v0, s27
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_mov_b32 s27, s31
	v_mov_b32_e32 v0, s27
	buffer_store_dword v0, off, s[0:3], s33 offset:20
	s_mov_b32 s27, s30
	v_mov_b32_e32 v0, s27
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	s_mov_b32 s27, s29
	v_mov_b32_e32 v0, s27
	buffer_store_dword v0, off, s[0:3], s33 offset:28
	s_mov_b32 s27, s28
	v_mov_b32_e32 v0, s27
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	v_mov_b32_e32 v0, s26
	buffer_store_byte v0, off, s[0:3], s33 offset:32
	v_mov_b32_e32 v0, s26
	buffer_store_short_d16_hi v0, off, s[0:3], s33 offset:34
	s_mov_b32 s26, s25
	v_mov_b32_e32 v0, s26
	buffer_store_dword v0, off, s[0:3], s33 offset:44
                                        ; kill: def $sgpr24 killed $sgpr24 killed $sgpr24_sgpr25
	v_mov_b32_e32 v0, s24
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	s_mov_b32 s24, s19
	v_mov_b32_e32 v0, s24
	buffer_store_dword v0, off, s[0:3], s33 offset:52
                                        ; kill: def $sgpr18 killed $sgpr18 killed $sgpr18_sgpr19
	v_mov_b32_e32 v0, s18
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	s_mov_b32 s18, s23
	v_mov_b32_e32 v0, s18
	buffer_store_dword v0, off, s[0:3], s33 offset:76
	s_mov_b32 s18, s22
	v_mov_b32_e32 v0, s18
	buffer_store_dword v0, off, s[0:3], s33 offset:72
	s_mov_b32 s18, s21
	v_mov_b32_e32 v0, s18
	buffer_store_dword v0, off, s[0:3], s33 offset:68
	s_mov_b32 s18, s20
	v_mov_b32_e32 v0, s18
	buffer_store_dword v0, off, s[0:3], s33 offset:64
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:80
	s_mov_b32 s15, s9
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:92
                                        ; kill: def $sgpr8 killed $sgpr8 killed $sgpr8_sgpr9
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:88
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	buffer_load_dword v1, off, s[0:3], s33 offset:20
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr9
	v_mov_b32_e32 v29, s8
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v30, v1
	buffer_load_dword v7, off, s[0:3], s33 offset:24
	buffer_load_dword v1, off, s[0:3], s33 offset:28
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr9
	v_mov_b32_e32 v16, s8
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v17, v1
	buffer_load_sbyte v9, off, s[0:3], s33 offset:32
	buffer_load_sshort v10, off, s[0:3], s33 offset:34
	buffer_load_dword v11, off, s[0:3], s33 offset:40
	buffer_load_dword v1, off, s[0:3], s33 offset:44
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr9
	v_mov_b32_e32 v14, s8
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v15, v1
	buffer_load_dword v13, off, s[0:3], s33 offset:48
	buffer_load_dword v1, off, s[0:3], s33 offset:52
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr9
	v_mov_b32_e32 v4, s8
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v1
	buffer_load_dword v25, off, s[0:3], s33 offset:64
	buffer_load_dword v3, off, s[0:3], s33 offset:68
	buffer_load_dword v2, off, s[0:3], s33 offset:72
	buffer_load_dword v1, off, s[0:3], s33 offset:76
                                        ; kill: def $vgpr25 killed $vgpr25 def $vgpr25_vgpr26_vgpr27_vgpr28 killed $exec
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v26, v3
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v27, v2
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v28, v1
	buffer_load_dword v19, off, s[0:3], s33 offset:80
	buffer_load_dword v20, off, s[0:3], s33 offset:88
	buffer_load_dword v1, off, s[0:3], s33 offset:92
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr9
	v_mov_b32_e32 v2, s8
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v1
	s_mov_b64 s[18:19], 0x60
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	s_mov_b32 s15, 32
	v_lshrrev_b64 v[29:30], s15, v[29:30]
	v_mov_b32_e32 v1, v29
	v_lshrrev_b64 v[16:17], s15, v[16:17]
	v_mov_b32_e32 v8, v16
	v_lshrrev_b64 v[14:15], s15, v[14:15]
	v_mov_b32_e32 v12, v14
	v_lshrrev_b64 v[4:5], s15, v[4:5]
	v_mov_b32_e32 v14, v4
	v_lshrrev_b64 v[2:3], s15, v[2:3]
	v_mov_b32_e32 v21, v2
	buffer_load_dword v2, off, s[0:3], s33
	buffer_load_dword v3, off, s[0:3], s33 offset:4
	buffer_load_ubyte v4, off, s[0:3], s33 offset:8
	buffer_load_ubyte v5, off, s[0:3], s33 offset:9
	buffer_load_ubyte v6, off, s[0:3], s33 offset:10
	v_mov_b32_e32 v15, v25
	v_mov_b32_e32 v16, v26
	v_mov_b32_e32 v17, v27
	v_mov_b32_e32 v18, v28
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, __clang_ocl_kern_imp_args@rel32@lo+4
	s_addc_u32 s17, s17, __clang_ocl_kern_imp_args@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	v_lshlrev_b32_e64 v24, s15, v24
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v23, s15, v23
	v_or3_b32 v31, v22, v23, v24
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel args
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 256
		.amdhsa_kernarg_size 352
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(args.num_agpr, args.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(args.numbered_sgpr+2, 1, 0)-2
		.amdhsa_reserve_vcc 1
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
	.size	args, .Lfunc_end5-args
                                        ; -- End function
	.set args.num_vgpr, max(42, __clang_ocl_kern_imp_args.num_vgpr)
	.set args.num_agpr, max(0, __clang_ocl_kern_imp_args.num_agpr)
	.set args.numbered_sgpr, max(37, __clang_ocl_kern_imp_args.numbered_sgpr)
	.set args.num_named_barrier, max(0, __clang_ocl_kern_imp_args.num_named_barrier)
	.set args.private_seg_size, 112+max(__clang_ocl_kern_imp_args.private_seg_size)
	.set args.uses_vcc, or(1, __clang_ocl_kern_imp_args.uses_vcc)
	.set args.uses_flat_scratch, or(1, __clang_ocl_kern_imp_args.uses_flat_scratch)
	.set args.has_dyn_sized_stack, or(0, __clang_ocl_kern_imp_args.has_dyn_sized_stack)
	.set args.has_recursion, or(0, __clang_ocl_kern_imp_args.has_recursion)
	.set args.has_indirect_call, or(0, __clang_ocl_kern_imp_args.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 900
; TotalNumSgprs: args.numbered_sgpr+2
; NumVgprs: args.num_vgpr
; ScratchSize: 256
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(args.num_agpr, args.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(args.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(args.num_agpr, args.num_vgpr), 1, 0)
; Occupancy: occupancy(16, 16, 1024, 9, 16, max(args.numbered_sgpr+extrasgprs(args.uses_vcc, args.uses_flat_scratch, 0), 1, 0), max(totalnumvgprs(args.num_agpr, args.num_vgpr), 1, 0))
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
	.set amdgpu.max_num_vgpr, 42
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 35
	.set amdgpu.max_num_named_barrier, 0
	.text
	.hidden	_Z13get_global_idj
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __clang_ocl_kern_imp_hmath
	.addrsig_sym __clang_ocl_kern_imp_dmath
	.addrsig_sym __clang_ocl_kern_imp_args
	.addrsig_sym _Z13get_global_idj
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
    .private_segment_fixed_size: 80
    .sgpr_count:     37
    .sgpr_spill_count: 1
    .symbol:         hmath.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .private_segment_fixed_size: 96
    .sgpr_count:     37
    .sgpr_spill_count: 1
    .symbol:         dmath.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     43
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .private_segment_fixed_size: 256
    .sgpr_count:     39
    .sgpr_spill_count: 1
    .symbol:         args.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
