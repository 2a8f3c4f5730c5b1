	.file	0 "/tmp/fl" "k2.cl" md5 0xa875da84423f48707b8a55248f653f43
	.section	.AMDGPU.config,"",@progbits
	.long	47176
	.long	3769565184
	.long	47180
	.long	140
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.protected	scale                   ; -- Begin function scale
	.globl	scale
	.p2align	8
	.type	scale,@function
	.amdgpu_hsa_kernel scale
scale:                                  ; @scale
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
	.amd_kernel_code_t
		amd_code_version_major = 1
		amd_code_version_minor = 2
		amd_machine_kind = 1
		amd_machine_version_major = 10
		amd_machine_version_minor = 3
		amd_machine_version_stepping = 0
		kernel_code_entry_byte_offset = 256
		kernel_code_prefetch_byte_size = 0
		granulated_workitem_vgpr_count = 0
		granulated_wavefront_sgpr_count = 0
		priority = 0
		float_mode = 240
		priv = 0
		enable_dx10_clamp = 1
		debug_mode = 0
		enable_ieee_mode = 1
		enable_wgp_mode = 1
		enable_mem_ordered = 1
		enable_fwd_progress = 1
		enable_sgpr_private_segment_wave_byte_offset = 0
		user_sgpr_count = 6
		enable_trap_handler = 0
		enable_sgpr_workgroup_id_x = 1
		enable_sgpr_workgroup_id_y = 0
		enable_sgpr_workgroup_id_z = 0
		enable_sgpr_workgroup_info = 0
		enable_vgpr_workitem_id = 0
		enable_exception_msb = 0
		granulated_lds_size = 0
		enable_exception = 0
		enable_sgpr_private_segment_buffer = 1
		enable_sgpr_dispatch_ptr = 0
		enable_sgpr_queue_ptr = 0
		enable_sgpr_kernarg_segment_ptr = 1
		enable_sgpr_dispatch_id = 0
		enable_sgpr_flat_scratch_init = 0
		enable_sgpr_private_segment_size = 0
		enable_sgpr_grid_workgroup_count_x = 0
		enable_sgpr_grid_workgroup_count_y = 0
		enable_sgpr_grid_workgroup_count_z = 0
		enable_wavefront_size32 = 1
		enable_ordered_append_gds = 0
		private_element_size = 1
		is_ptr64 = 1
		is_dynamic_callstack = 0
		is_debug_enabled = 0
		is_xnack_enabled = 0
		workitem_private_segment_byte_size = 0
		workgroup_group_segment_byte_size = 0
		gds_segment_byte_size = 0
		kernarg_segment_byte_size = 16
		workgroup_fbarrier_count = 0
		wavefront_sgpr_count = 6
		workitem_vgpr_count = 3
		reserved_vgpr_first = 0
		reserved_vgpr_count = 0
		reserved_sgpr_first = 0
		reserved_sgpr_count = 0
		debug_wavefront_private_segment_offset_sgpr = 0
		debug_private_segment_buffer_sgpr = 0
		kernarg_segment_alignment = 4
		group_segment_alignment = 4
		private_segment_alignment = 4
		wavefront_size = 5
		call_convention = -1
		runtime_loader_kernel_symbol = 0
	.end_amd_kernel_code_t
; %bb.0:
	.loc	0 2 21 prologue_end             ; k2.cl:2:21 @[ k2.cl:1:56 ]
	s_load_dwordx2 s[0:1], s[4:5], 0x8
	;DEBUG_VALUE: scale:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
.Ltmp0:
	;DEBUG_VALUE: scale:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: scale:x <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: scale:a <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: scale:x <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: scale:a <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: i <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s1, 1
.Ltmp1:
	.loc	0 2 3 is_stmt 0                 ; k2.cl:2:3 @[ k2.cl:1:56 ]
	s_cbranch_scc1 .LBB0_3
.Ltmp2:
; %bb.1:
	;DEBUG_VALUE: i <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 0
	.loc	0 2 21                          ; k2.cl:2:21 @[ k2.cl:1:56 ]
	s_load_dwordx2 s[2:3], s[4:5], 0x0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s4, 0
.Ltmp3:
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: i <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 2 38                          ; k2.cl:2:38 @[ k2.cl:1:56 ]
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v0, s[2:3]
	.loc	0 2 49                          ; k2.cl:2:49 @[ k2.cl:1:56 ]
	v_cvt_f32_u32_e32 v2, s4
	.loc	0 2 27                          ; k2.cl:2:27 @[ k2.cl:1:56 ]
	s_add_i32 s4, s4, 1
	.loc	0 2 47                          ; k2.cl:2:47 @[ k2.cl:1:56 ]
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v2, s0, v1
	.loc	0 2 36                          ; k2.cl:2:36 @[ k2.cl:1:56 ]
	global_store_dword v0, v2, s[2:3]
	.loc	0 2 21                          ; k2.cl:2:21 @[ k2.cl:1:56 ]
	s_add_u32 s2, s2, 4
	s_addc_u32 s3, s3, 0
	s_cmp_lg_u32 s1, s4
.Ltmp4:
	.loc	0 2 3                           ; k2.cl:2:3 @[ k2.cl:1:56 ]
	s_cbranch_scc1 .LBB0_2
.Ltmp5:
.LBB0_3:
	.loc	0 3 1 is_stmt 1                 ; k2.cl:3:1
	s_endpgm
.Ltmp6:
.Lfunc_end0:
	.size	scale, .Lfunc_end0-scale
	.cfi_endproc
                                        ; -- End function
	.set scale.num_vgpr, 3
	.set scale.num_agpr, 0
	.set scale.numbered_sgpr, 6
	.set scale.num_named_barrier, 0
	.set scale.private_seg_size, 0
	.set scale.uses_vcc, 0
	.set scale.uses_flat_scratch, 0
	.set scale.has_dyn_sized_stack, 0
	.set scale.has_recursion, 0
	.set scale.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 92
; TotalNumSgprs: 6
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 6
; NumVGPRsForWavesPerEU: 3
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.AMDGPU.config,"",@progbits
	.long	47176
	.long	0
	.long	47180
	.long	0
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.protected	__clang_ocl_kern_imp_scale ; -- Begin function __clang_ocl_kern_imp_scale
	.globl	__clang_ocl_kern_imp_scale
	.p2align	2
	.type	__clang_ocl_kern_imp_scale,@function
__clang_ocl_kern_imp_scale:             ; @__clang_ocl_kern_imp_scale
.Lfunc_begin1:
	.loc	0 1 0                           ; k2.cl:1:0
	.cfi_startproc
; %bb.0:
	;DEBUG_VALUE: scale:a <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr2
	;DEBUG_VALUE: scale:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: scale:x <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0_vgpr1
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s6, 0
.Ltmp7:
	;DEBUG_VALUE: i <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 0
	.loc	0 2 3 prologue_end              ; k2.cl:2:3
	s_mov_b32 s5, exec_lo
.Ltmp8:
	.loc	0 2 21 is_stmt 0                ; k2.cl:2:21
	v_cmpx_lt_i32_e32 0, v3
.Ltmp9:
	.loc	0 2 3                           ; k2.cl:2:3
	s_cbranch_execz .LBB1_3
.Ltmp10:
; %bb.1:
	;DEBUG_VALUE: i <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: scale:x <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr0_vgpr1
	;DEBUG_VALUE: scale:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: scale:a <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 0 3                           ; k2.cl:0:3
	s_mov_b32 s7, 0
.Ltmp11:
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: scale:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: scale:a <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr2
	;DEBUG_VALUE: i <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 2 38 is_stmt 1                ; k2.cl:2:38
	global_load_dword v4, v[0:1], off
	.loc	0 2 49 is_stmt 0                ; k2.cl:2:49
	v_cvt_f32_u32_e32 v5, s7
	.loc	0 2 27                          ; k2.cl:2:27
	s_add_i32 s7, s7, 1
	.loc	0 2 21                          ; k2.cl:2:21
	v_cmp_eq_u32_e32 vcc_lo, s7, v3
.Ltmp12:
	.loc	0 2 3                           ; k2.cl:2:3
	s_or_b32 s6, vcc_lo, s6
.Ltmp13:
	.loc	0 2 47                          ; k2.cl:2:47
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v5, v4, v2
	.loc	0 2 36                          ; k2.cl:2:36
	global_store_dword v[0:1], v5, off
	.loc	0 2 21                          ; k2.cl:2:21
	v_add_co_u32 v0, s4, v0, 4
	v_add_co_ci_u32_e64 v1, null, 0, v1, s4
.Ltmp14:
	.loc	0 2 3                           ; k2.cl:2:3
	s_andn2_b32 exec_lo, exec_lo, s6
	s_cbranch_execnz .LBB1_2
.Ltmp15:
.LBB1_3:
	;DEBUG_VALUE: scale:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: scale:a <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 0 3                           ; k2.cl:0:3
	s_or_b32 exec_lo, exec_lo, s5
	.loc	0 3 1 is_stmt 1                 ; k2.cl:3:1
	s_setpc_b64 s[30:31]
.Ltmp16:
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_scale, .Lfunc_end1-__clang_ocl_kern_imp_scale
	.cfi_endproc
                                        ; -- End function
	.set __clang_ocl_kern_imp_scale.num_vgpr, 6
	.set __clang_ocl_kern_imp_scale.num_agpr, 0
	.set __clang_ocl_kern_imp_scale.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_scale.num_named_barrier, 0
	.set __clang_ocl_kern_imp_scale.private_seg_size, 0
	.set __clang_ocl_kern_imp_scale.uses_vcc, 1
	.set __clang_ocl_kern_imp_scale.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_scale.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_scale.has_recursion, 0
	.set __clang_ocl_kern_imp_scale.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 96
; TotalNumSgprs: 34
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
	.section	.AMDGPU.config,"",@progbits
	.long	47176
	.long	3769565184|((((alignto(max(max(totalnumvgprs(lds.num_agpr, lds.num_vgpr), 1, 0), 1), 8)/8)-1)&63)|((0&15)<<6))
	.long	47180
	.long	5021
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.protected	lds                     ; -- Begin function lds
	.globl	lds
	.p2align	8
	.type	lds,@function
	.amdgpu_hsa_kernel lds
lds:                                    ; @lds
.Lfunc_begin2:
	.loc	0 4 0                           ; k2.cl:4:0
	.cfi_startproc
	.amd_kernel_code_t
		amd_code_version_major = 1
		amd_code_version_minor = 2
		amd_machine_kind = 1
		amd_machine_version_major = 10
		amd_machine_version_minor = 3
		amd_machine_version_stepping = 0
		kernel_code_entry_byte_offset = 256
		kernel_code_prefetch_byte_size = 0
		granulated_workitem_vgpr_count = (3769565184|(((alignto(max(max(totalnumvgprs(lds.num_agpr, lds.num_vgpr), 1, 0), 1), 8)/8)-1)&63))&63
		granulated_wavefront_sgpr_count = 0
		priority = 0
		float_mode = 240
		priv = 0
		enable_dx10_clamp = 1
		debug_mode = 0
		enable_ieee_mode = 1
		enable_wgp_mode = 1
		enable_mem_ordered = 1
		enable_fwd_progress = 1
		enable_sgpr_private_segment_wave_byte_offset = 1
		user_sgpr_count = 14
		enable_trap_handler = 0
		enable_sgpr_workgroup_id_x = 1
		enable_sgpr_workgroup_id_y = 1
		enable_sgpr_workgroup_id_z = 1
		enable_sgpr_workgroup_info = 0
		enable_vgpr_workitem_id = 2
		enable_exception_msb = 0
		granulated_lds_size = 0
		enable_exception = 0
		enable_sgpr_private_segment_buffer = 1
		enable_sgpr_dispatch_ptr = 1
		enable_sgpr_queue_ptr = 1
		enable_sgpr_kernarg_segment_ptr = 1
		enable_sgpr_dispatch_id = 1
		enable_sgpr_flat_scratch_init = 1
		enable_sgpr_private_segment_size = 0
		enable_sgpr_grid_workgroup_count_x = 0
		enable_sgpr_grid_workgroup_count_y = 0
		enable_sgpr_grid_workgroup_count_z = 0
		enable_wavefront_size32 = 1
		enable_ordered_append_gds = 0
		private_element_size = 1
		is_ptr64 = 1
		is_dynamic_callstack = 1
		is_debug_enabled = 0
		is_xnack_enabled = 0
		workitem_private_segment_byte_size = 0
		workgroup_group_segment_byte_size = 0
		gds_segment_byte_size = 0
		kernarg_segment_byte_size = 28
		workgroup_fbarrier_count = 0
		wavefront_sgpr_count = lds.numbered_sgpr+2
		workitem_vgpr_count = totalnumvgprs(lds.num_agpr, lds.num_vgpr)
		reserved_vgpr_first = 0
		reserved_vgpr_count = 0
		reserved_sgpr_first = 0
		reserved_sgpr_count = 0
		debug_wavefront_private_segment_offset_sgpr = 0
		debug_private_segment_buffer_sgpr = 0
		kernarg_segment_alignment = 4
		group_segment_alignment = 4
		private_segment_alignment = 4
		wavefront_size = 5
		call_convention = -1
		runtime_loader_kernel_symbol = 0
	.end_amd_kernel_code_t
; %bb.0:
	s_add_u32 s12, s12, s17
	s_mov_b32 s32, 0
	s_addc_u32 s13, s13, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s12
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s13
	s_mov_b32 s12, s14
.Ltmp17:
	.loc	0 5 8 prologue_end              ; k2.cl:5:8 @[ k2.cl:4:52 ]
	s_clause 0x1
	s_load_dword s14, s[8:9], 0x8
	; meta instruction
	; meta instruction
	s_load_dwordx2 s[34:35], s[8:9], 0x0
	;DEBUG_VALUE: lds:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
.Ltmp18:
	;DEBUG_VALUE: lds:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 0 8 is_stmt 0                 ; k2.cl:0:8
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v3, 1
	s_addc_u32 s1, s1, 0
	.loc	0 6 3 is_stmt 1                 ; k2.cl:6:3 @[ k2.cl:4:52 ]
	s_add_u32 s8, s8, 12
	v_or3_b32 v31, v0, v1, v2
	v_mov_b32_e32 v0, 1
	s_mov_b32 s13, s15
	s_mov_b32 s19, _Z7barrierj@abs32@hi
	s_mov_b32 s18, _Z7barrierj@abs32@lo
	s_addc_u32 s9, s9, 0
	.loc	0 5 8                           ; k2.cl:5:8 @[ k2.cl:4:52 ]
	v_mov_b32_e32 v40, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v41, s14
.Ltmp19:
	;DEBUG_VALUE: lds:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr41
	;DEBUG_VALUE: lds:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr41
	.loc	0 6 3                           ; k2.cl:6:3 @[ k2.cl:4:52 ]
	s_mov_b32 s14, s16
	.loc	0 5 8                           ; k2.cl:5:8 @[ k2.cl:4:52 ]
	ds_write_b32 v41, v3
	.loc	0 6 3                           ; k2.cl:6:3 @[ k2.cl:4:52 ]
	s_swappc_b64 s[30:31], s[18:19]
.Ltmp20:
	.loc	0 7 10                          ; k2.cl:7:10 @[ k2.cl:4:52 ]
	ds_read_b32 v0, v41
	.loc	0 7 8 is_stmt 0                 ; k2.cl:7:8 @[ k2.cl:4:52 ]
	s_waitcnt lgkmcnt(0)
	global_store_dword v40, v0, s[34:35]
.Ltmp21:
	.loc	0 8 1 is_stmt 1                 ; k2.cl:8:1
	s_endpgm
.Ltmp22:
.Lfunc_end2:
	.size	lds, .Lfunc_end2-lds
	.cfi_endproc
                                        ; -- End function
	.set lds.num_vgpr, max(42, amdgpu.max_num_vgpr)
	.set lds.num_agpr, max(0, amdgpu.max_num_agpr)
	.set lds.numbered_sgpr, max(36, amdgpu.max_num_sgpr)
	.set lds.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set lds.private_seg_size, 0
	.set lds.uses_vcc, 1
	.set lds.uses_flat_scratch, 1
	.set lds.has_dyn_sized_stack, 1
	.set lds.has_recursion, 1
	.set lds.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 156
; TotalNumSgprs: lds.numbered_sgpr+2
; NumVgprs: lds.num_vgpr
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(lds.num_agpr, lds.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(lds.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(lds.num_agpr, lds.num_vgpr), 1, 0)
; Occupancy: occupancy(16, 16, 1024, 9, 16, max(lds.numbered_sgpr+extrasgprs(lds.uses_vcc, lds.uses_flat_scratch, 0), 1, 0), max(totalnumvgprs(lds.num_agpr, lds.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.section	.AMDGPU.config,"",@progbits
	.long	47176
	.long	0
	.long	47180
	.long	0
	.long	47200
	.long	0
	.long	4
	.long	2
	.long	8
	.long	3
	.text
	.protected	__clang_ocl_kern_imp_lds ; -- Begin function __clang_ocl_kern_imp_lds
	.globl	__clang_ocl_kern_imp_lds
	.p2align	2
	.type	__clang_ocl_kern_imp_lds,@function
__clang_ocl_kern_imp_lds:               ; @__clang_ocl_kern_imp_lds
.Lfunc_begin3:
	.loc	0 4 0                           ; k2.cl:4:0
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s16, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b32 s17, -1
	buffer_store_dword v43, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s17
	v_writelane_b32 v43, s16, 2
	buffer_store_dword v40, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 ; 4-byte Folded Spill
	v_mov_b32_e32 v40, v0
.Ltmp23:
	;DEBUG_VALUE: lds:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment 0 32] $vgpr40
	v_mov_b32_e32 v0, 1
.Ltmp24:
	.loc	0 6 3 prologue_end              ; k2.cl:6:3
	s_mov_b32 s17, _Z7barrierj@abs32@hi
	v_writelane_b32 v43, s30, 0
	s_mov_b32 s16, _Z7barrierj@abs32@lo
	s_addk_i32 s32, 0x400
	.loc	0 5 8                           ; k2.cl:5:8
	ds_write_b32 v2, v0
	.loc	0 6 3                           ; k2.cl:6:3
	v_mov_b32_e32 v0, 1
	v_writelane_b32 v43, s31, 1
.Ltmp25:
	;DEBUG_VALUE: lds:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 0 3 is_stmt 0                 ; k2.cl:0:3
	v_mov_b32_e32 v42, v2
.Ltmp26:
	;DEBUG_VALUE: lds:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr42
	v_mov_b32_e32 v41, v1
.Ltmp27:
	;DEBUG_VALUE: lds:o <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment 32 32] $vgpr41
	.loc	0 6 3                           ; k2.cl:6:3
	s_swappc_b64 s[30:31], s[16:17]
.Ltmp28:
	.loc	0 7 10 is_stmt 1                ; k2.cl:7:10
	ds_read_b32 v0, v42
	.loc	0 8 1                           ; k2.cl:8:1
	v_readlane_b32 s31, v43, 1
	v_readlane_b32 s30, v43, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s4, v43, 2
	.loc	0 7 8                           ; k2.cl:7:8
	s_waitcnt lgkmcnt(0)
	global_store_dword v[40:41], v0, off
	.loc	0 8 1                           ; k2.cl:8:1
	s_clause 0x2                            ; 12-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33
	buffer_load_dword v41, off, s[0:3], s33 offset:4
	buffer_load_dword v40, off, s[0:3], s33 offset:8
.Ltmp29:
	s_or_saveexec_b32 s5, -1
	buffer_load_dword v43, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s5
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp30:
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_lds, .Lfunc_end3-__clang_ocl_kern_imp_lds
	.cfi_endproc
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds.num_vgpr, max(44, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_lds.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_lds.numbered_sgpr, max(34, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_lds.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_lds.private_seg_size, 32
	.set __clang_ocl_kern_imp_lds.uses_vcc, 1
	.set __clang_ocl_kern_imp_lds.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_lds.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_lds.has_recursion, 1
	.set __clang_ocl_kern_imp_lds.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 232
; TotalNumSgprs: __clang_ocl_kern_imp_lds.numbered_sgpr+2
; NumVgprs: max(44, amdgpu.max_num_vgpr)
; ScratchSize: 32
; MemoryBound: 1
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 44
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 34
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
	.hidden	_Z7barrierj
	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	6                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
	.long	.Ldebug_loc3-.Lloclists_table_base0
	.long	.Ldebug_loc4-.Lloclists_table_base0
	.long	.Ldebug_loc5-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp0-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   starting offset
	.uleb128 .Lfunc_end2-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	169                             ; 1577
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   starting offset
	.uleb128 .Lfunc_end2-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	169                             ; 1577
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   ending offset
	.byte	9                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	168                             ; 1576
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	147                             ; DW_OP_piece
	.byte	4                               ; 4
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   ending offset
	.byte	18                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	168                             ; 1576
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	147                             ; DW_OP_piece
	.byte	4                               ; 4
	.byte	146                             ; DW_OP_bregx
	.byte	169                             ; 1577
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	147                             ; DW_OP_piece
	.byte	4                               ; 4
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc5:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	130                             ; 1538
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	170                             ; 1578
	.byte	12                              ; 
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
	.ascii	"\214\001"                      ; DW_AT_loclists_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
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
	.byte	3                               ; Abbreviation Code
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
	.byte	4                               ; Abbreviation Code
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
	.byte	5                               ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
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
	.byte	7                               ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
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
	.byte	9                               ; Abbreviation Code
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
	.byte	10                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	49                              ; DW_AT_abstract_origin
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
	.byte	64                              ; DW_AT_frame_base
	.byte	24                              ; DW_FORM_exprloc
	.byte	122                             ; DW_AT_call_all_calls
	.byte	25                              ; DW_FORM_flag_present
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	13                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	14                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	15                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	51                              ; DW_AT_address_class
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	16                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
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
	.byte	17                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	18                              ; Abbreviation Code
	.byte	72                              ; DW_TAG_call_site
	.byte	0                               ; DW_CHILDREN_no
	.ascii	"\204\001"                      ; DW_AT_call_target_clobbered
	.byte	24                              ; DW_FORM_exprloc
	.byte	125                             ; DW_AT_call_return_pc
	.byte	27                              ; DW_FORM_addrx
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
	.byte	1                               ; Abbrev [1] 0xc:0x157 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end3-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x27:0x4 DW_TAG_base_type
	.byte	3                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	3                               ; Abbrev [3] 0x2b:0x29 DW_TAG_subprogram
	.byte	4                               ; DW_AT_linkage_name
	.byte	5                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0x31:0x8 DW_TAG_formal_parameter
	.byte	6                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	84                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x39:0x8 DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	39                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x41:0x8 DW_TAG_formal_parameter
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	89                              ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x49:0xa DW_TAG_lexical_block
	.byte	6                               ; Abbrev [6] 0x4a:0x8 DW_TAG_variable
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.long	89                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x54:0x5 DW_TAG_pointer_type
	.long	39                              ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x59:0x4 DW_TAG_base_type
	.byte	9                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	8                               ; Abbrev [8] 0x5d:0x42 DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	5                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	4                               ; Abbrev [4] 0x67:0x8 DW_TAG_formal_parameter
	.byte	6                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	84                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x6f:0x8 DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	39                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x77:0x8 DW_TAG_formal_parameter
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	89                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x7f:0x1f DW_TAG_inlined_subroutine
	.long	43                              ; DW_AT_abstract_origin
	.byte	0                               ; DW_AT_low_pc
	.long	.Ltmp5-.Lfunc_begin0            ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	1                               ; DW_AT_call_line
	.byte	56                              ; DW_AT_call_column
	.byte	10                              ; Abbrev [10] 0x8c:0x11 DW_TAG_lexical_block
	.byte	0                               ; DW_AT_low_pc
	.long	.Ltmp5-.Lfunc_begin0            ; DW_AT_high_pc
	.long	73                              ; DW_AT_abstract_origin
	.byte	11                              ; Abbrev [11] 0x96:0x6 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.long	74                              ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	12                              ; Abbrev [12] 0x9f:0x3e DW_TAG_subprogram
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	64
                                        ; DW_AT_call_all_calls
	.long	43                              ; DW_AT_abstract_origin
	.byte	13                              ; Abbrev [13] 0xac:0x5 DW_TAG_formal_parameter
	.long	49                              ; DW_AT_abstract_origin
	.byte	14                              ; Abbrev [14] 0xb1:0xd DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_location
	.byte	146
	.ascii	"\202\f"
	.byte	0
	.byte	53
	.byte	22
	.byte	24
	.long	57                              ; DW_AT_abstract_origin
	.byte	14                              ; Abbrev [14] 0xbe:0xd DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_location
	.byte	146
	.ascii	"\203\f"
	.byte	0
	.byte	53
	.byte	22
	.byte	24
	.long	65                              ; DW_AT_abstract_origin
	.byte	10                              ; Abbrev [10] 0xcb:0x11 DW_TAG_lexical_block
	.byte	2                               ; DW_AT_low_pc
	.long	.Ltmp15-.Ltmp7                  ; DW_AT_high_pc
	.long	73                              ; DW_AT_abstract_origin
	.byte	11                              ; Abbrev [11] 0xd5:0x6 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.long	74                              ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	3                               ; Abbrev [3] 0xdd:0x17 DW_TAG_subprogram
	.byte	11                              ; DW_AT_linkage_name
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0xe3:0x8 DW_TAG_formal_parameter
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	244                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xeb:0x8 DW_TAG_formal_parameter
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	249                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0xf4:0x5 DW_TAG_pointer_type
	.long	89                              ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0xf9:0x9 DW_TAG_pointer_type
	.long	89                              ; DW_AT_type
	.long	3                               ; DW_AT_address_class
	.byte	8                               ; Abbrev [8] 0x102:0x3b DW_TAG_subprogram
	.byte	3                               ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin2       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	4                               ; Abbrev [4] 0x10c:0x8 DW_TAG_formal_parameter
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	244                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x114:0x9 DW_TAG_formal_parameter
	.byte	2                               ; DW_AT_location
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	249                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x11d:0x14 DW_TAG_inlined_subroutine
	.long	221                             ; DW_AT_abstract_origin
	.byte	4                               ; DW_AT_low_pc
	.long	.Ltmp21-.Ltmp17                 ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	4                               ; DW_AT_call_line
	.byte	52                              ; DW_AT_call_column
	.byte	17                              ; Abbrev [17] 0x12a:0x6 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.long	235                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	18                              ; Abbrev [18] 0x131:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target_clobbered
	.byte	144
	.byte	50
	.byte	147
	.byte	4
	.byte	144
	.byte	51
	.byte	147
	.byte	4
	.byte	5                               ; DW_AT_call_return_pc
	.byte	0                               ; End Of Children Mark
	.byte	12                              ; Abbrev [12] 0x13d:0x25 DW_TAG_subprogram
	.byte	6                               ; DW_AT_low_pc
	.long	.Lfunc_end3-.Lfunc_begin3       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
                                        ; DW_AT_call_all_calls
	.long	221                             ; DW_AT_abstract_origin
	.byte	17                              ; Abbrev [17] 0x14a:0x6 DW_TAG_formal_parameter
	.byte	4                               ; DW_AT_location
	.long	227                             ; DW_AT_abstract_origin
	.byte	17                              ; Abbrev [17] 0x150:0x6 DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.long	235                             ; DW_AT_abstract_origin
	.byte	18                              ; Abbrev [18] 0x156:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target_clobbered
	.byte	144
	.byte	48
	.byte	147
	.byte	4
	.byte	144
	.byte	49
	.byte	147
	.byte	4
	.byte	7                               ; DW_AT_call_return_pc
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	64                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 22.1.8 (1~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"k2.cl"                         ; string offset=40
.Linfo_string2:
	.asciz	"/tmp/fl"                       ; string offset=46
.Linfo_string3:
	.asciz	"float"                         ; string offset=54
.Linfo_string4:
	.asciz	"__clang_ocl_kern_imp_scale"    ; string offset=60
.Linfo_string5:
	.asciz	"scale"                         ; string offset=87
.Linfo_string6:
	.asciz	"x"                             ; string offset=93
.Linfo_string7:
	.asciz	"a"                             ; string offset=95
.Linfo_string8:
	.asciz	"n"                             ; string offset=97
.Linfo_string9:
	.asciz	"int"                           ; string offset=99
.Linfo_string10:
	.asciz	"i"                             ; string offset=103
.Linfo_string11:
	.asciz	"__clang_ocl_kern_imp_lds"      ; string offset=105
.Linfo_string12:
	.asciz	"lds"                           ; string offset=130
.Linfo_string13:
	.asciz	"o"                             ; string offset=134
.Linfo_string14:
	.asciz	"l"                             ; string offset=136
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
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Lfunc_begin1
	.quad	.Ltmp7
	.quad	.Lfunc_begin2
	.quad	.Ltmp17
	.quad	.Ltmp20
	.quad	.Lfunc_begin3
	.quad	.Ltmp28
.Ldebug_addr_end0:
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amd_amdgpu_isa "amdgcn-mesa-mesa3d--gfx1030"
	.section	.debug_line,"",@progbits
.Lline_table_start0:
