	.file	0 "/work/main/tests/kernels" "red.cl" md5 0xb92e0445f0bee31e7711a81074afc7dd
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	reduce                  ; -- Begin function reduce
	.globl	reduce
	.p2align	8
	.type	reduce,@function
reduce:                                 ; @reduce
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 2 12 prologue_end             ; red.cl:2:12 @[ red.cl:1:91 ]
	s_load_dwordx4 s[64:67], s[4:5], 0x0
	s_load_dwordx2 s[54:55], s[4:5], 0x10
	;DEBUG_VALUE: reduce:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
.Ltmp0:
	;DEBUG_VALUE: reduce:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: reduce:tmp <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: reduce:tmp <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 0 12 is_stmt 0                ; red.cl:0:12
	s_mov_b64 s[48:49], s[4:5]
	.loc	0 2 12                          ; red.cl:2:12 @[ red.cl:1:91 ]
	s_add_u32 s52, s48, 24
	s_mov_b32 s33, s10
	s_mov_b32 s50, s9
	s_mov_b32 s51, s8
	s_mov_b64 s[34:35], s[6:7]
	s_mov_b64 s[38:39], s[0:1]
	s_addc_u32 s53, s49, 0
	v_mov_b32_e32 v41, v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s1, s1, _Z12get_local_idj@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b64 s[36:37], s[2:3]
	v_mov_b32_e32 v43, 0
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp1:
	v_mov_b32_e32 v40, v0
.Ltmp2:
	;DEBUG_VALUE: reduce:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 2 33                          ; red.cl:2:33 @[ red.cl:1:91 ]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s1, s1, _Z13get_global_idj@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp3:
	v_mov_b32_e32 v42, v0
.Ltmp4:
	;DEBUG_VALUE: reduce:g <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 3 14 is_stmt 1                ; red.cl:3:14 @[ red.cl:1:91 ]
	v_cmp_gt_u32_e32 vcc, s55, v42
	;DEBUG_VALUE: reduce:in <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
.Ltmp5:
	;DEBUG_VALUE: reduce:in <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: reduce:out <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: reduce:out <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 3 12 is_stmt 0                ; red.cl:3:12 @[ red.cl:1:91 ]
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
.Ltmp6:
; %bb.1:
	.loc	0 2 12 is_stmt 1                ; red.cl:2:12 @[ red.cl:1:91 ]
	v_mov_b32_e32 v0, s64
	v_mov_b32_e32 v1, s65
	v_lshl_add_u64 v[0:1], v[42:43], 2, v[0:1]
	.loc	0 3 20                          ; red.cl:3:20 @[ red.cl:1:91 ]
	global_load_dword v0, v[0:1], off
.LBB0_2:
	.loc	0 0 20 is_stmt 0                ; red.cl:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	0 4 3 is_stmt 1                 ; red.cl:4:3 @[ red.cl:1:91 ]
	s_add_u32 s52, s48, 24
	.loc	0 3 3                           ; red.cl:3:3 @[ red.cl:1:91 ]
	v_lshl_add_u32 v42, v40, 2, s54
	.loc	0 4 3                           ; red.cl:4:3 @[ red.cl:1:91 ]
	s_addc_u32 s53, s49, 0
	.loc	0 3 10                          ; red.cl:3:10 @[ red.cl:1:91 ]
	s_waitcnt vmcnt(0)
	ds_write_b32 v42, v0
	.loc	0 4 3                           ; red.cl:4:3 @[ red.cl:1:91 ]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z7barrierj@rel32@lo+4
	s_addc_u32 s1, s1, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp7:
	.loc	0 5 17                          ; red.cl:5:17 @[ red.cl:1:91 ]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s1, s1, _Z14get_local_sizej@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp8:
	v_alignbit_b32 v43, v1, v0, 1
.Ltmp9:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr43
	.loc	0 5 40 is_stmt 0                ; red.cl:5:40 @[ red.cl:1:91 ]
	v_cmp_ne_u32_e32 vcc, 0, v43
.Ltmp10:
	.loc	0 5 3                           ; red.cl:5:3 @[ red.cl:1:91 ]
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_7
.Ltmp11:
; %bb.3:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr43
	.loc	0 0 3                           ; red.cl:0:3
	s_mov_b64 s[64:65], 0
	s_branch .LBB0_5
.Ltmp12:
.LBB0_4:                                ;   in Loop: Header=BB0_5 Depth=1
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr43
	s_or_b64 exec, exec, s[0:1]
.Ltmp13:
	.loc	0 5 87                          ; red.cl:5:87 @[ red.cl:1:91 ]
	s_add_u32 s8, s48, 24
	s_addc_u32 s9, s49, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z7barrierj@rel32@lo+4
	s_addc_u32 s1, s1, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp14:
	.loc	0 5 47                          ; red.cl:5:47 @[ red.cl:1:91 ]
	v_lshrrev_b32_e32 v43, 1, v43
.Ltmp15:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr43
	.loc	0 5 40                          ; red.cl:5:40 @[ red.cl:1:91 ]
	v_cmp_eq_u32_e32 vcc, 0, v43
.Ltmp16:
	.loc	0 5 3                           ; red.cl:5:3 @[ red.cl:1:91 ]
	s_or_b64 s[64:65], vcc, s[64:65]
	s_andn2_b64 exec, exec, s[64:65]
	s_cbranch_execz .LBB0_7
.Ltmp17:
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr43
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr43
	.loc	0 5 62 is_stmt 1                ; red.cl:5:62 @[ red.cl:1:91 ]
	v_cmp_gt_u32_e32 vcc, v43, v40
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_4
.Ltmp18:
; %bb.6:                                ;   in Loop: Header=BB0_5 Depth=1
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr43
	.loc	0 0 62 is_stmt 0                ; red.cl:0:62
	v_lshl_add_u32 v0, v43, 2, v42
	.loc	0 5 77                          ; red.cl:5:77 @[ red.cl:1:91 ]
	ds_read_b32 v0, v0
	.loc	0 5 74                          ; red.cl:5:74 @[ red.cl:1:91 ]
	ds_read_b32 v1, v42
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, v1, v0
	ds_write_b32 v42, v0
	s_branch .LBB0_4
.Ltmp19:
.LBB0_7:
	.loc	0 0 74                          ; red.cl:0:74
	s_or_b64 exec, exec, s[52:53]
.Ltmp20:
	.loc	0 6 9 is_stmt 1                 ; red.cl:6:9 @[ red.cl:1:91 ]
	v_cmp_eq_u32_e32 vcc, 0, v40
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_9
; %bb.8:
	.loc	0 6 31 is_stmt 0                ; red.cl:6:31 @[ red.cl:1:91 ]
	v_mov_b32_e32 v0, s54
	ds_read_b32 v2, v0
	.loc	0 6 15                          ; red.cl:6:15 @[ red.cl:1:91 ]
	s_add_u32 s8, s48, 24
	s_addc_u32 s9, s49, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z10atomic_addPU3AS1Vii@rel32@lo+4
	s_addc_u32 s1, s1, _Z10atomic_addPU3AS1Vii@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, s66
	v_mov_b32_e32 v1, s67
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp21:
.LBB0_9:
	.loc	0 7 1 is_stmt 1                 ; red.cl:7:1
	s_endpgm
.Ltmp22:
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
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(reduce.num_agpr, reduce.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(reduce.numbered_sgpr+6, 1, 0)-6
		.amdhsa_accum_offset (((((alignto(max(1, reduce.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
	.cfi_endproc
	.file	1 "/usr/lib/llvm-22/lib/clang/22/include" "opencl-c-base.h" md5 0xbe11a690c37450a0034f006875ffc62b
                                        ; -- End function
	.set reduce.num_vgpr, max(44, amdgpu.max_num_vgpr)
	.set reduce.num_agpr, max(0, amdgpu.max_num_agpr)
	.set reduce.numbered_sgpr, max(68, amdgpu.max_num_sgpr)
	.set reduce.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set reduce.private_seg_size, 0
	.set reduce.uses_vcc, 1
	.set reduce.uses_flat_scratch, 1
	.set reduce.has_dyn_sized_stack, 1
	.set reduce.has_recursion, 1
	.set reduce.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 656
; TotalNumSgprs: reduce.numbered_sgpr+6
; NumVgprs: reduce.num_vgpr
; NumAgprs: reduce.num_agpr
; TotalNumVgprs: totalnumvgprs(reduce.num_agpr, reduce.num_vgpr)
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(reduce.numbered_sgpr+extrasgprs(reduce.uses_vcc, reduce.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(reduce.num_agpr, reduce.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(reduce.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(reduce.num_agpr, reduce.num_vgpr), 1, 0)
; AccumOffset: ((alignto(max(1, reduce.num_vgpr), 4)/4)-1+1)*4
; Occupancy: occupancy(8, 8, 512, 8, 8, max(reduce.numbered_sgpr+extrasgprs(reduce.uses_vcc, reduce.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(reduce.num_agpr, reduce.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: (((alignto(max(1, reduce.num_vgpr), 4)/4)-1)&~65536)&63
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_reduce ; -- Begin function __clang_ocl_kern_imp_reduce
	.globl	__clang_ocl_kern_imp_reduce
	.p2align	2
	.type	__clang_ocl_kern_imp_reduce,@function
__clang_ocl_kern_imp_reduce:            ; @__clang_ocl_kern_imp_reduce
.Lfunc_begin1:
	.loc	0 1 0                           ; red.cl:1:0
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[2:3], -1
	scratch_store_dword off, v58, s33 offset:40 ; 4-byte Folded Spill
	s_mov_b64 exec, s[2:3]
	v_writelane_b32 v58, s0, 18
	v_writelane_b32 v58, s30, 0
	v_writelane_b32 v58, s31, 1
	v_writelane_b32 v58, s34, 2
	v_writelane_b32 v58, s35, 3
	v_writelane_b32 v58, s36, 4
	v_writelane_b32 v58, s37, 5
	v_writelane_b32 v58, s38, 6
	v_writelane_b32 v58, s39, 7
	v_writelane_b32 v58, s48, 8
	v_writelane_b32 v58, s49, 9
	v_writelane_b32 v58, s50, 10
	v_writelane_b32 v58, s51, 11
	v_writelane_b32 v58, s52, 12
	v_writelane_b32 v58, s53, 13
	v_writelane_b32 v58, s54, 14
	s_add_i32 s32, s32, 48
	v_writelane_b32 v58, s55, 15
	scratch_store_dword off, v40, s33 offset:36 ; 4-byte Folded Spill
	scratch_store_dword off, v41, s33 offset:32 ; 4-byte Folded Spill
	scratch_store_dword off, v42, s33 offset:28 ; 4-byte Folded Spill
	scratch_store_dword off, v43, s33 offset:24 ; 4-byte Folded Spill
	scratch_store_dword off, v44, s33 offset:20 ; 4-byte Folded Spill
	scratch_store_dword off, v45, s33 offset:16 ; 4-byte Folded Spill
	scratch_store_dword off, v46, s33 offset:12 ; 4-byte Folded Spill
	scratch_store_dword off, v47, s33 offset:8 ; 4-byte Folded Spill
	scratch_store_dword off, v56, s33 offset:4 ; 4-byte Folded Spill
	scratch_store_dword off, v57, s33       ; 4-byte Folded Spill
	v_writelane_b32 v58, s64, 16
	v_mov_b32_e32 v42, v0
.Ltmp23:
	.loc	0 2 12 prologue_end             ; red.cl:2:12
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s1, s1, _Z12get_local_idj@rel32@hi+12
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v58, s65, 17
.Ltmp24:
	;DEBUG_VALUE: reduce:tmp <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: reduce:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 0 12 is_stmt 0                ; red.cl:0:12
	v_mov_b32_e32 v41, v31
	v_mov_b32_e32 v57, v5
.Ltmp25:
	;DEBUG_VALUE: reduce:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr57
	v_mov_b32_e32 v46, v4
.Ltmp26:
	;DEBUG_VALUE: reduce:tmp <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	v_mov_b32_e32 v47, v3
	v_mov_b32_e32 v56, v2
	v_mov_b32_e32 v43, v1
	s_mov_b32 s50, s15
	s_mov_b32 s51, s14
	s_mov_b32 s52, s13
	s_mov_b32 s53, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[48:49], s[4:5]
	;DEBUG_VALUE: reduce:out <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: reduce:in <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	v_mov_b32_e32 v45, 0
	.loc	0 2 12                          ; red.cl:2:12
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp27:
	v_mov_b32_e32 v40, v0
.Ltmp28:
	;DEBUG_VALUE: reduce:l <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 2 33                          ; red.cl:2:33
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s1, s1, _Z13get_global_idj@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp29:
	v_mov_b32_e32 v44, v0
.Ltmp30:
	;DEBUG_VALUE: reduce:g <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 3 14 is_stmt 1                ; red.cl:3:14
	v_cmp_gt_u32_e32 vcc, v57, v44
	.loc	0 3 12 is_stmt 0                ; red.cl:3:12
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_2
.Ltmp31:
; %bb.1:
	;DEBUG_VALUE: reduce:tmp <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	;DEBUG_VALUE: reduce:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr57
	;DEBUG_VALUE: reduce:in <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr42_vgpr43
	.loc	0 0 12                          ; red.cl:0:12
	v_lshl_add_u64 v[0:1], v[44:45], 2, v[42:43]
	.loc	0 3 20                          ; red.cl:3:20
	global_load_dword v0, v[0:1], off
.Ltmp32:
.LBB1_2:
	;DEBUG_VALUE: reduce:tmp <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	;DEBUG_VALUE: reduce:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr57
	.loc	0 0 20                          ; red.cl:0:20
	s_or_b64 exec, exec, s[0:1]
.Ltmp33:
	;DEBUG_VALUE: reduce:out <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr56_vgpr57
	.loc	0 3 3                           ; red.cl:3:3
	v_lshl_add_u32 v42, v40, 2, v46
	.loc	0 3 10                          ; red.cl:3:10
	s_waitcnt vmcnt(0)
	ds_write_b32 v42, v0
	.loc	0 4 3 is_stmt 1                 ; red.cl:4:3
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z7barrierj@rel32@lo+4
	s_addc_u32 s1, s1, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp34:
	.loc	0 5 17                          ; red.cl:5:17
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s1, s1, _Z14get_local_sizej@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp35:
	v_alignbit_b32 v43, v1, v0, 1
.Ltmp36:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr43
	.loc	0 5 40 is_stmt 0                ; red.cl:5:40
	v_cmp_ne_u32_e32 vcc, 0, v43
.Ltmp37:
	.loc	0 5 3                           ; red.cl:5:3
	s_and_saveexec_b64 s[54:55], vcc
	s_cbranch_execz .LBB1_7
.Ltmp38:
; %bb.3:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr43
	;DEBUG_VALUE: reduce:out <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr56_vgpr57
	;DEBUG_VALUE: reduce:tmp <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	;DEBUG_VALUE: reduce:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr57
	.loc	0 0 3                           ; red.cl:0:3
	s_mov_b64 s[64:65], 0
	s_branch .LBB1_5
.Ltmp39:
.LBB1_4:                                ;   in Loop: Header=BB1_5 Depth=1
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr43
	;DEBUG_VALUE: reduce:out <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr56_vgpr57
	;DEBUG_VALUE: reduce:tmp <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	;DEBUG_VALUE: reduce:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr57
	s_or_b64 exec, exec, s[0:1]
.Ltmp40:
	.loc	0 5 87                          ; red.cl:5:87
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z7barrierj@rel32@lo+4
	s_addc_u32 s1, s1, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp41:
	.loc	0 5 47                          ; red.cl:5:47
	v_lshrrev_b32_e32 v43, 1, v43
.Ltmp42:
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr43
	.loc	0 5 40                          ; red.cl:5:40
	v_cmp_eq_u32_e32 vcc, 0, v43
.Ltmp43:
	.loc	0 5 3                           ; red.cl:5:3
	s_or_b64 s[64:65], vcc, s[64:65]
	s_andn2_b64 exec, exec, s[64:65]
	s_cbranch_execz .LBB1_7
.Ltmp44:
.LBB1_5:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr43
	;DEBUG_VALUE: reduce:out <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr56_vgpr57
	;DEBUG_VALUE: reduce:tmp <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	;DEBUG_VALUE: reduce:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr57
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr43
	.loc	0 5 62 is_stmt 1                ; red.cl:5:62
	v_cmp_gt_u32_e32 vcc, v43, v40
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_4
.Ltmp45:
; %bb.6:                                ;   in Loop: Header=BB1_5 Depth=1
	;DEBUG_VALUE: s <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr43
	;DEBUG_VALUE: reduce:out <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr56_vgpr57
	;DEBUG_VALUE: reduce:tmp <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	;DEBUG_VALUE: reduce:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr57
	.loc	0 0 62 is_stmt 0                ; red.cl:0:62
	v_lshl_add_u32 v0, v43, 2, v42
	.loc	0 5 77                          ; red.cl:5:77
	ds_read_b32 v0, v0
	.loc	0 5 74                          ; red.cl:5:74
	ds_read_b32 v1, v42
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, v1, v0
	ds_write_b32 v42, v0
	s_branch .LBB1_4
.Ltmp46:
.LBB1_7:
	;DEBUG_VALUE: reduce:out <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr56_vgpr57
	;DEBUG_VALUE: reduce:tmp <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	;DEBUG_VALUE: reduce:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr57
	.loc	0 0 74                          ; red.cl:0:74
	s_or_b64 exec, exec, s[54:55]
.Ltmp47:
	;DEBUG_VALUE: reduce:out <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 6 9 is_stmt 1                 ; red.cl:6:9
	v_cmp_eq_u32_e32 vcc, 0, v40
	s_and_saveexec_b64 s[54:55], vcc
	s_cbranch_execz .LBB1_9
.Ltmp48:
; %bb.8:
	;DEBUG_VALUE: reduce:tmp <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	;DEBUG_VALUE: reduce:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr57
	.loc	0 6 31 is_stmt 0                ; red.cl:6:31
	ds_read_b32 v2, v46
	.loc	0 6 15                          ; red.cl:6:15
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z10atomic_addPU3AS1Vii@rel32@lo+4
	s_addc_u32 s1, s1, _Z10atomic_addPU3AS1Vii@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v47
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp49:
.LBB1_9:
	;DEBUG_VALUE: reduce:tmp <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	;DEBUG_VALUE: reduce:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr57
	.loc	0 0 15                          ; red.cl:0:15
	s_or_b64 exec, exec, s[54:55]
	scratch_load_dword v57, off, s33        ; 4-byte Folded Reload
.Ltmp50:
	scratch_load_dword v56, off, s33 offset:4 ; 4-byte Folded Reload
	scratch_load_dword v47, off, s33 offset:8 ; 4-byte Folded Reload
	scratch_load_dword v46, off, s33 offset:12 ; 4-byte Folded Reload
.Ltmp51:
	scratch_load_dword v45, off, s33 offset:16 ; 4-byte Folded Reload
	scratch_load_dword v44, off, s33 offset:20 ; 4-byte Folded Reload
	scratch_load_dword v43, off, s33 offset:24 ; 4-byte Folded Reload
	scratch_load_dword v42, off, s33 offset:28 ; 4-byte Folded Reload
	scratch_load_dword v41, off, s33 offset:32 ; 4-byte Folded Reload
	scratch_load_dword v40, off, s33 offset:36 ; 4-byte Folded Reload
	v_readlane_b32 s65, v58, 17
	v_readlane_b32 s64, v58, 16
	v_readlane_b32 s55, v58, 15
	v_readlane_b32 s54, v58, 14
	v_readlane_b32 s53, v58, 13
	v_readlane_b32 s52, v58, 12
	v_readlane_b32 s51, v58, 11
	v_readlane_b32 s50, v58, 10
	v_readlane_b32 s49, v58, 9
	v_readlane_b32 s48, v58, 8
	v_readlane_b32 s39, v58, 7
	v_readlane_b32 s38, v58, 6
	v_readlane_b32 s37, v58, 5
	v_readlane_b32 s36, v58, 4
	v_readlane_b32 s35, v58, 3
	v_readlane_b32 s34, v58, 2
	v_readlane_b32 s31, v58, 1
	v_readlane_b32 s30, v58, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s0, v58, 18
	s_or_saveexec_b64 s[2:3], -1
	scratch_load_dword v58, off, s33 offset:40 ; 4-byte Folded Reload
	s_mov_b64 exec, s[2:3]
	s_mov_b32 s33, s0
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_reduce, .Lfunc_end1-__clang_ocl_kern_imp_reduce
	.cfi_endproc
                                        ; -- End function
	.set __clang_ocl_kern_imp_reduce.num_vgpr, max(59, amdgpu.max_num_vgpr)
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
; codeLenInByte = 1144
; TotalNumSgprs: __clang_ocl_kern_imp_reduce.numbered_sgpr+6
; NumVgprs: max(59, amdgpu.max_num_vgpr)
; NumAgprs: max(0, amdgpu.max_num_agpr)
; TotalNumVgprs: totalnumvgprs(__clang_ocl_kern_imp_reduce.num_agpr, __clang_ocl_kern_imp_reduce.num_vgpr)
; ScratchSize: 48
; MemoryBound: 0
	.text
	.protected	hist                    ; -- Begin function hist
	.globl	hist
	.p2align	8
	.type	hist,@function
hist:                                   ; @hist
.Lfunc_begin2:
	.cfi_startproc
; %bb.0:
	.loc	0 9 11 prologue_end is_stmt 1   ; red.cl:9:11 @[ red.cl:8:70 ]
	s_load_dwordx4 s[52:55], s[4:5], 0x0
	s_load_dword s64, s[4:5], 0x10
	;DEBUG_VALUE: hist:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
.Ltmp52:
	;DEBUG_VALUE: hist:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: hist:h <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: hist:h <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 0 11 is_stmt 0                ; red.cl:0:11
	s_mov_b64 s[48:49], s[4:5]
	s_mov_b32 s51, s8
	.loc	0 9 11                          ; red.cl:9:11 @[ red.cl:8:70 ]
	s_add_u32 s8, s48, 24
	s_mov_b32 s33, s10
	s_mov_b32 s50, s9
	s_mov_b64 s[34:35], s[6:7]
	s_mov_b64 s[38:39], s[0:1]
	s_addc_u32 s9, s49, 0
	v_mov_b32_e32 v42, v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s1, s1, _Z13get_global_idj@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b64 s[36:37], s[2:3]
	v_mov_b32_e32 v45, 0
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp53:
	v_mov_b32_e32 v40, v0
.Ltmp54:
	;DEBUG_VALUE: hist:i <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr40
	.loc	0 9 35                          ; red.cl:9:35 @[ red.cl:8:70 ]
	v_cmp_gt_i32_e32 vcc, s64, v40
	;DEBUG_VALUE: hist:d <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
.Ltmp55:
	;DEBUG_VALUE: hist:d <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	s_and_saveexec_b64 s[64:65], vcc
	s_cbranch_execz .LBB2_2
.Ltmp56:
; %bb.1:
	;DEBUG_VALUE: hist:i <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr40
	.loc	0 0 35                          ; red.cl:0:35
	v_ashrrev_i32_e32 v41, 31, v40
	v_lshl_add_u64 v[0:1], s[52:53], 0, v[40:41]
	.loc	0 9 54                          ; red.cl:9:54 @[ red.cl:8:70 ]
	global_load_ubyte v0, v[0:1], off
	.loc	0 9 40                          ; red.cl:9:40 @[ red.cl:8:70 ]
	s_add_u32 s8, s48, 24
	s_addc_u32 s9, s49, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z10atomic_incPU3AS1Vj@rel32@lo+4
	s_addc_u32 s1, s1, _Z10atomic_incPU3AS1Vj@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	.loc	0 9 52                          ; red.cl:9:52 @[ red.cl:8:70 ]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v44, 2, v0
	v_lshl_add_u64 v[0:1], s[54:55], 0, v[44:45]
	.loc	0 9 40                          ; red.cl:9:40 @[ red.cl:8:70 ]
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp57:
.LBB2_2:
	;DEBUG_VALUE: hist:i <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr40
	.loc	0 0 40                          ; red.cl:0:40
	s_or_b64 exec, exec, s[64:65]
	.loc	0 10 3 is_stmt 1                ; red.cl:10:3 @[ red.cl:8:70 ]
	s_add_u32 s48, s48, 24
	s_addc_u32 s49, s49, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z10atomic_maxPU3AS1Vii@rel32@lo+4
	s_addc_u32 s1, s1, _Z10atomic_maxPU3AS1Vii@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, s54
	v_mov_b32_e32 v1, s55
	v_mov_b32_e32 v2, v40
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp58:
	.loc	0 10 85 is_stmt 0               ; red.cl:10:85 @[ red.cl:8:70 ]
	s_add_u32 s2, s54, 4
	s_addc_u32 s3, s55, 0
	.loc	0 10 45                         ; red.cl:10:45 @[ red.cl:8:70 ]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z14atomic_cmpxchgPU3AS1Viii@rel32@lo+4
	s_addc_u32 s1, s1, _Z14atomic_cmpxchgPU3AS1Viii@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, v40
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp59:
	.loc	0 11 1 is_stmt 1                ; red.cl:11:1
	s_endpgm
.Ltmp60:
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
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(hist.num_agpr, hist.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(hist.numbered_sgpr+6, 1, 0)-6
		.amdhsa_accum_offset (((((alignto(max(1, hist.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
	.cfi_endproc
                                        ; -- End function
	.set hist.num_vgpr, max(46, amdgpu.max_num_vgpr)
	.set hist.num_agpr, max(0, amdgpu.max_num_agpr)
	.set hist.numbered_sgpr, max(66, amdgpu.max_num_sgpr)
	.set hist.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set hist.private_seg_size, 0
	.set hist.uses_vcc, 1
	.set hist.uses_flat_scratch, 1
	.set hist.has_dyn_sized_stack, 1
	.set hist.has_recursion, 1
	.set hist.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 396
; TotalNumSgprs: hist.numbered_sgpr+6
; NumVgprs: hist.num_vgpr
; NumAgprs: hist.num_agpr
; TotalNumVgprs: totalnumvgprs(hist.num_agpr, hist.num_vgpr)
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(hist.numbered_sgpr+extrasgprs(hist.uses_vcc, hist.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(hist.num_agpr, hist.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(hist.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(hist.num_agpr, hist.num_vgpr), 1, 0)
; AccumOffset: ((alignto(max(1, hist.num_vgpr), 4)/4)-1+1)*4
; Occupancy: occupancy(8, 8, 512, 8, 8, max(hist.numbered_sgpr+extrasgprs(hist.uses_vcc, hist.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(hist.num_agpr, hist.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: (((alignto(max(1, hist.num_vgpr), 4)/4)-1)&~65536)&63
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_hist ; -- Begin function __clang_ocl_kern_imp_hist
	.globl	__clang_ocl_kern_imp_hist
	.p2align	2
	.type	__clang_ocl_kern_imp_hist,@function
__clang_ocl_kern_imp_hist:              ; @__clang_ocl_kern_imp_hist
.Lfunc_begin3:
	.loc	0 8 0                           ; red.cl:8:0
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[2:3], -1
	scratch_store_dword off, v47, s33 offset:36 ; 4-byte Folded Spill
	s_mov_b64 exec, s[2:3]
	v_writelane_b32 v47, s0, 16
	v_writelane_b32 v47, s30, 0
	v_writelane_b32 v47, s31, 1
	v_writelane_b32 v47, s34, 2
	v_writelane_b32 v47, s35, 3
	v_writelane_b32 v47, s36, 4
	v_writelane_b32 v47, s37, 5
	v_writelane_b32 v47, s38, 6
	v_writelane_b32 v47, s39, 7
	v_writelane_b32 v47, s48, 8
	v_writelane_b32 v47, s49, 9
	v_writelane_b32 v47, s50, 10
	v_writelane_b32 v47, s51, 11
	v_writelane_b32 v47, s52, 12
	s_add_i32 s32, s32, 48
	v_writelane_b32 v47, s53, 13
	scratch_store_dword off, v40, s33 offset:32 ; 4-byte Folded Spill
	scratch_store_dword off, v41, s33 offset:28 ; 4-byte Folded Spill
	scratch_store_dword off, v42, s33 offset:24 ; 4-byte Folded Spill
	scratch_store_dword off, v43, s33 offset:20 ; 4-byte Folded Spill
	scratch_store_dword off, v44, s33 offset:16 ; 4-byte Folded Spill
	scratch_store_dword off, v45, s33 offset:12 ; 4-byte Folded Spill
	scratch_store_dword off, v46, s33 offset:8 ; 4-byte Folded Spill
	scratch_store_dword off, v56, s33 offset:4 ; 4-byte Folded Spill
	scratch_store_dword off, v57, s33       ; 4-byte Folded Spill
	v_writelane_b32 v47, s54, 14
	v_mov_b32_e32 v44, v0
.Ltmp61:
	.loc	0 9 11 prologue_end             ; red.cl:9:11
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s1, s1, _Z13get_global_idj@rel32@hi+12
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v47, s55, 15
.Ltmp62:
	;DEBUG_VALUE: hist:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 11 is_stmt 0                ; red.cl:0:11
	v_mov_b32_e32 v46, v31
	v_mov_b32_e32 v43, v4
.Ltmp63:
	;DEBUG_VALUE: hist:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr43
	v_mov_b32_e32 v41, v3
	v_mov_b32_e32 v40, v2
	v_mov_b32_e32 v45, v1
	s_mov_b32 s50, s15
	s_mov_b32 s51, s14
	s_mov_b32 s52, s13
	s_mov_b32 s53, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[48:49], s[4:5]
	;DEBUG_VALUE: hist:h <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: hist:d <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	v_mov_b32_e32 v57, 0
	.loc	0 9 11                          ; red.cl:9:11
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp64:
	v_mov_b32_e32 v42, v0
.Ltmp65:
	;DEBUG_VALUE: hist:i <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr42
	.loc	0 9 35                          ; red.cl:9:35
	v_cmp_gt_i32_e32 vcc, v43, v42
	s_and_saveexec_b64 s[54:55], vcc
	s_cbranch_execz .LBB3_2
.Ltmp66:
; %bb.1:
	;DEBUG_VALUE: hist:i <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr42
	;DEBUG_VALUE: hist:n <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr43
	;DEBUG_VALUE: hist:d <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr44_vgpr45
	.loc	0 0 35                          ; red.cl:0:35
	v_ashrrev_i32_e32 v43, 31, v42
.Ltmp67:
	v_lshl_add_u64 v[0:1], v[44:45], 0, v[42:43]
	.loc	0 9 54                          ; red.cl:9:54
	global_load_ubyte v0, v[0:1], off
	.loc	0 9 40                          ; red.cl:9:40
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z10atomic_incPU3AS1Vj@rel32@lo+4
	s_addc_u32 s1, s1, _Z10atomic_incPU3AS1Vj@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	v_mov_b32_e32 v31, v46
	.loc	0 9 52                          ; red.cl:9:52
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v56, 2, v0
	v_lshl_add_u64 v[0:1], v[40:41], 0, v[56:57]
	.loc	0 9 40                          ; red.cl:9:40
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp68:
.LBB3_2:
	;DEBUG_VALUE: hist:i <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr42
	.loc	0 0 40                          ; red.cl:0:40
	s_or_b64 exec, exec, s[54:55]
	.loc	0 10 3 is_stmt 1                ; red.cl:10:3
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z10atomic_maxPU3AS1Vii@rel32@lo+4
	s_addc_u32 s1, s1, _Z10atomic_maxPU3AS1Vii@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, v40
	v_mov_b32_e32 v1, v41
	v_mov_b32_e32 v2, v42
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp69:
	.loc	0 10 85 is_stmt 0               ; red.cl:10:85
	v_lshl_add_u64 v[0:1], v[40:41], 0, 4
	.loc	0 10 45                         ; red.cl:10:45
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v3, v42
	scratch_load_dword v57, off, s33        ; 4-byte Folded Reload
	scratch_load_dword v56, off, s33 offset:4 ; 4-byte Folded Reload
	scratch_load_dword v46, off, s33 offset:8 ; 4-byte Folded Reload
	scratch_load_dword v45, off, s33 offset:12 ; 4-byte Folded Reload
	scratch_load_dword v44, off, s33 offset:16 ; 4-byte Folded Reload
	scratch_load_dword v43, off, s33 offset:20 ; 4-byte Folded Reload
	scratch_load_dword v42, off, s33 offset:24 ; 4-byte Folded Reload
.Ltmp70:
	scratch_load_dword v41, off, s33 offset:28 ; 4-byte Folded Reload
	scratch_load_dword v40, off, s33 offset:32 ; 4-byte Folded Reload
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z14atomic_cmpxchgPU3AS1Viii@rel32@lo+4
	s_addc_u32 s1, s1, _Z14atomic_cmpxchgPU3AS1Viii@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	v_mov_b32_e32 v2, 0
	v_readlane_b32 s55, v47, 15
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
	v_readlane_b32 s2, v47, 16
	s_or_saveexec_b64 s[16:17], -1
	scratch_load_dword v47, off, s33 offset:36 ; 4-byte Folded Reload
	s_mov_b64 exec, s[16:17]
	s_mov_b32 s33, s2
.Ltmp71:
	s_setpc_b64 s[0:1]
.Ltmp72:
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_hist, .Lfunc_end3-__clang_ocl_kern_imp_hist
	.cfi_endproc
                                        ; -- End function
	.set __clang_ocl_kern_imp_hist.num_vgpr, max(58, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_hist.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_hist.numbered_sgpr, max(56, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_hist.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_hist.private_seg_size, 48
	.set __clang_ocl_kern_imp_hist.uses_vcc, 1
	.set __clang_ocl_kern_imp_hist.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_hist.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_hist.has_recursion, 1
	.set __clang_ocl_kern_imp_hist.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 824
; TotalNumSgprs: __clang_ocl_kern_imp_hist.numbered_sgpr+6
; NumVgprs: max(58, amdgpu.max_num_vgpr)
; NumAgprs: max(0, amdgpu.max_num_agpr)
; TotalNumVgprs: totalnumvgprs(__clang_ocl_kern_imp_hist.num_agpr, __clang_ocl_kern_imp_hist.num_vgpr)
; ScratchSize: 48
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 59
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
	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	7                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
	.long	.Ldebug_loc3-.Lloclists_table_base0
	.long	.Ldebug_loc4-.Lloclists_table_base0
	.long	.Ldebug_loc5-.Lloclists_table_base0
	.long	.Ldebug_loc6-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	171                             ; 2603
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	132                             ; 2564
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	174                             ; 2606
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	185                             ; 2617
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp46-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	171                             ; 2603
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp54-.Lfunc_begin0          ;   starting offset
	.uleb128 .Lfunc_end2-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	168                             ; 2600
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc5:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	132                             ; 2564
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp67-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	171                             ; 2603
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc6:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp65-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp70-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	170                             ; 2602
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
	.ascii	"\214\001"                      ; DW_AT_loclists_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	53                              ; DW_TAG_volatile_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
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
	.byte	5                               ; Abbreviation Code
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
	.byte	6                               ; Abbreviation Code
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
	.byte	7                               ; Abbreviation Code
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
	.byte	8                               ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	51                              ; DW_AT_address_class
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
	.byte	22                              ; DW_TAG_typedef
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
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
	.byte	15                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	16                              ; Abbreviation Code
	.byte	72                              ; DW_TAG_call_site
	.byte	0                               ; DW_CHILDREN_no
	.ascii	"\204\001"                      ; DW_AT_call_target_clobbered
	.byte	24                              ; DW_FORM_exprloc
	.byte	125                             ; DW_AT_call_return_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	17                              ; Abbreviation Code
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
	.byte	18                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	19                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	20                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	21                              ; Abbreviation Code
	.byte	72                              ; DW_TAG_call_site
	.byte	0                               ; DW_CHILDREN_no
	.ascii	"\204\001"                      ; DW_AT_call_target_clobbered
	.byte	24                              ; DW_FORM_exprloc
	.ascii	"\202\001"                      ; DW_AT_call_tail_call
	.byte	25                              ; DW_FORM_flag_present
	.ascii	"\201\001"                      ; DW_AT_call_pc
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
	.byte	1                               ; Abbrev [1] 0xc:0x291 DW_TAG_compile_unit
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
	.byte	2                               ; Abbrev [2] 0x27:0x5 DW_TAG_pointer_type
	.long	44                              ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x2c:0x5 DW_TAG_volatile_type
	.long	49                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x31:0x4 DW_TAG_base_type
	.byte	3                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	5                               ; Abbrev [5] 0x35:0x41 DW_TAG_subprogram
	.byte	4                               ; DW_AT_linkage_name
	.byte	5                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
                                        ; DW_AT_inline
	.byte	6                               ; Abbrev [6] 0x3b:0x8 DW_TAG_formal_parameter
	.byte	6                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	118                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x43:0x8 DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	128                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x4b:0x8 DW_TAG_formal_parameter
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	133                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x53:0x8 DW_TAG_formal_parameter
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	142                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x5b:0x8 DW_TAG_variable
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.long	142                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x63:0x8 DW_TAG_variable
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.long	142                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x6b:0xa DW_TAG_lexical_block
	.byte	7                               ; Abbrev [7] 0x6c:0x8 DW_TAG_variable
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	142                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	2                               ; Abbrev [2] 0x76:0x5 DW_TAG_pointer_type
	.long	123                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x7b:0x5 DW_TAG_const_type
	.long	49                              ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x80:0x5 DW_TAG_pointer_type
	.long	49                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x85:0x9 DW_TAG_pointer_type
	.long	49                              ; DW_AT_type
	.long	3                               ; DW_AT_address_class
	.byte	11                              ; Abbrev [11] 0x8e:0x8 DW_TAG_typedef
	.long	150                             ; DW_AT_type
	.byte	11                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	38                              ; DW_AT_decl_line
	.byte	4                               ; Abbrev [4] 0x96:0x4 DW_TAG_base_type
	.byte	10                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	12                              ; Abbrev [12] 0x9a:0x8c DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	5                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	6                               ; Abbrev [6] 0xa4:0x8 DW_TAG_formal_parameter
	.byte	6                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	118                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0xac:0x8 DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	128                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0xb4:0x8 DW_TAG_formal_parameter
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	133                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0xbc:0x8 DW_TAG_formal_parameter
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	142                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0xc4:0x1f DW_TAG_inlined_subroutine
	.long	53                              ; DW_AT_abstract_origin
	.byte	0                               ; DW_AT_low_pc
	.long	.Ltmp21-.Lfunc_begin0           ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	1                               ; DW_AT_call_line
	.byte	91                              ; DW_AT_call_column
	.byte	14                              ; Abbrev [14] 0xd1:0x11 DW_TAG_lexical_block
	.byte	1                               ; DW_AT_low_pc
	.long	.Ltmp19-.Ltmp7                  ; DW_AT_high_pc
	.long	107                             ; DW_AT_abstract_origin
	.byte	15                              ; Abbrev [15] 0xdb:0x6 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.long	108                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	16                              ; Abbrev [16] 0xe3:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target_clobbered
	.byte	144
	.byte	32
	.byte	147
	.byte	4
	.byte	144
	.byte	33
	.byte	147
	.byte	4
	.byte	2                               ; DW_AT_call_return_pc
	.byte	16                              ; Abbrev [16] 0xee:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target_clobbered
	.byte	144
	.byte	32
	.byte	147
	.byte	4
	.byte	144
	.byte	33
	.byte	147
	.byte	4
	.byte	3                               ; DW_AT_call_return_pc
	.byte	16                              ; Abbrev [16] 0xf9:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target_clobbered
	.byte	144
	.byte	32
	.byte	147
	.byte	4
	.byte	144
	.byte	33
	.byte	147
	.byte	4
	.byte	1                               ; DW_AT_call_return_pc
	.byte	16                              ; Abbrev [16] 0x104:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target_clobbered
	.byte	144
	.byte	32
	.byte	147
	.byte	4
	.byte	144
	.byte	33
	.byte	147
	.byte	4
	.byte	4                               ; DW_AT_call_return_pc
	.byte	16                              ; Abbrev [16] 0x10f:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target_clobbered
	.byte	144
	.byte	32
	.byte	147
	.byte	4
	.byte	144
	.byte	33
	.byte	147
	.byte	4
	.byte	5                               ; DW_AT_call_return_pc
	.byte	16                              ; Abbrev [16] 0x11a:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target_clobbered
	.byte	144
	.byte	32
	.byte	147
	.byte	4
	.byte	144
	.byte	33
	.byte	147
	.byte	4
	.byte	6                               ; DW_AT_call_return_pc
	.byte	0                               ; End Of Children Mark
	.byte	17                              ; Abbrev [17] 0x126:0x81 DW_TAG_subprogram
	.byte	7                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
                                        ; DW_AT_call_all_calls
	.long	53                              ; DW_AT_abstract_origin
	.byte	18                              ; Abbrev [18] 0x133:0x5 DW_TAG_formal_parameter
	.long	59                              ; DW_AT_abstract_origin
	.byte	18                              ; Abbrev [18] 0x138:0x5 DW_TAG_formal_parameter
	.long	67                              ; DW_AT_abstract_origin
	.byte	19                              ; Abbrev [19] 0x13d:0x6 DW_TAG_formal_parameter
	.byte	1                               ; DW_AT_location
	.long	75                              ; DW_AT_abstract_origin
	.byte	19                              ; Abbrev [19] 0x143:0x6 DW_TAG_formal_parameter
	.byte	2                               ; DW_AT_location
	.long	83                              ; DW_AT_abstract_origin
	.byte	20                              ; Abbrev [20] 0x149:0x5 DW_TAG_variable
	.long	91                              ; DW_AT_abstract_origin
	.byte	20                              ; Abbrev [20] 0x14e:0x5 DW_TAG_variable
	.long	99                              ; DW_AT_abstract_origin
	.byte	14                              ; Abbrev [14] 0x153:0x11 DW_TAG_lexical_block
	.byte	8                               ; DW_AT_low_pc
	.long	.Ltmp46-.Ltmp34                 ; DW_AT_high_pc
	.long	107                             ; DW_AT_abstract_origin
	.byte	15                              ; Abbrev [15] 0x15d:0x6 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.long	108                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	16                              ; Abbrev [16] 0x164:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target_clobbered
	.byte	144
	.byte	32
	.byte	147
	.byte	4
	.byte	144
	.byte	33
	.byte	147
	.byte	4
	.byte	9                               ; DW_AT_call_return_pc
	.byte	16                              ; Abbrev [16] 0x16f:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target_clobbered
	.byte	144
	.byte	32
	.byte	147
	.byte	4
	.byte	144
	.byte	33
	.byte	147
	.byte	4
	.byte	10                              ; DW_AT_call_return_pc
	.byte	16                              ; Abbrev [16] 0x17a:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target_clobbered
	.byte	144
	.byte	32
	.byte	147
	.byte	4
	.byte	144
	.byte	33
	.byte	147
	.byte	4
	.byte	8                               ; DW_AT_call_return_pc
	.byte	16                              ; Abbrev [16] 0x185:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target_clobbered
	.byte	144
	.byte	32
	.byte	147
	.byte	4
	.byte	144
	.byte	33
	.byte	147
	.byte	4
	.byte	11                              ; DW_AT_call_return_pc
	.byte	16                              ; Abbrev [16] 0x190:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target_clobbered
	.byte	144
	.byte	32
	.byte	147
	.byte	4
	.byte	144
	.byte	33
	.byte	147
	.byte	4
	.byte	12                              ; DW_AT_call_return_pc
	.byte	16                              ; Abbrev [16] 0x19b:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target_clobbered
	.byte	144
	.byte	32
	.byte	147
	.byte	4
	.byte	144
	.byte	33
	.byte	147
	.byte	4
	.byte	13                              ; DW_AT_call_return_pc
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x1a7:0x27 DW_TAG_subprogram
	.byte	15                              ; DW_AT_linkage_name
	.byte	16                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
                                        ; DW_AT_inline
	.byte	6                               ; Abbrev [6] 0x1ad:0x8 DW_TAG_formal_parameter
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	462                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x1b5:0x8 DW_TAG_formal_parameter
	.byte	20                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	484                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x1bd:0x8 DW_TAG_formal_parameter
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	49                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x1c5:0x8 DW_TAG_variable
	.byte	21                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	49                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	2                               ; Abbrev [2] 0x1ce:0x5 DW_TAG_pointer_type
	.long	467                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x1d3:0x5 DW_TAG_const_type
	.long	472                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x1d8:0x8 DW_TAG_typedef
	.long	480                             ; DW_AT_type
	.byte	19                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	28                              ; DW_AT_decl_line
	.byte	4                               ; Abbrev [4] 0x1e0:0x4 DW_TAG_base_type
	.byte	18                              ; DW_AT_name
	.byte	8                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x1e4:0x5 DW_TAG_pointer_type
	.long	142                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0x1e9:0x63 DW_TAG_subprogram
	.byte	14                              ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin2       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	16                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	6                               ; Abbrev [6] 0x1f3:0x8 DW_TAG_formal_parameter
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	462                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x1fb:0x8 DW_TAG_formal_parameter
	.byte	20                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	484                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x203:0x8 DW_TAG_formal_parameter
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	49                              ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x20b:0x14 DW_TAG_inlined_subroutine
	.long	423                             ; DW_AT_abstract_origin
	.byte	14                              ; DW_AT_low_pc
	.long	.Ltmp59-.Lfunc_begin2           ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	8                               ; DW_AT_call_line
	.byte	70                              ; DW_AT_call_column
	.byte	15                              ; Abbrev [15] 0x218:0x6 DW_TAG_variable
	.byte	4                               ; DW_AT_location
	.long	453                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	16                              ; Abbrev [16] 0x21f:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target_clobbered
	.byte	144
	.byte	32
	.byte	147
	.byte	4
	.byte	144
	.byte	33
	.byte	147
	.byte	4
	.byte	15                              ; DW_AT_call_return_pc
	.byte	16                              ; Abbrev [16] 0x22a:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target_clobbered
	.byte	144
	.byte	32
	.byte	147
	.byte	4
	.byte	144
	.byte	33
	.byte	147
	.byte	4
	.byte	16                              ; DW_AT_call_return_pc
	.byte	16                              ; Abbrev [16] 0x235:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target_clobbered
	.byte	144
	.byte	32
	.byte	147
	.byte	4
	.byte	144
	.byte	33
	.byte	147
	.byte	4
	.byte	17                              ; DW_AT_call_return_pc
	.byte	16                              ; Abbrev [16] 0x240:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target_clobbered
	.byte	144
	.byte	32
	.byte	147
	.byte	4
	.byte	144
	.byte	33
	.byte	147
	.byte	4
	.byte	18                              ; DW_AT_call_return_pc
	.byte	0                               ; End Of Children Mark
	.byte	17                              ; Abbrev [17] 0x24c:0x50 DW_TAG_subprogram
	.byte	19                              ; DW_AT_low_pc
	.long	.Lfunc_end3-.Lfunc_begin3       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
                                        ; DW_AT_call_all_calls
	.long	423                             ; DW_AT_abstract_origin
	.byte	18                              ; Abbrev [18] 0x259:0x5 DW_TAG_formal_parameter
	.long	429                             ; DW_AT_abstract_origin
	.byte	18                              ; Abbrev [18] 0x25e:0x5 DW_TAG_formal_parameter
	.long	437                             ; DW_AT_abstract_origin
	.byte	19                              ; Abbrev [19] 0x263:0x6 DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.long	445                             ; DW_AT_abstract_origin
	.byte	15                              ; Abbrev [15] 0x269:0x6 DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.long	453                             ; DW_AT_abstract_origin
	.byte	16                              ; Abbrev [16] 0x26f:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target_clobbered
	.byte	144
	.byte	32
	.byte	147
	.byte	4
	.byte	144
	.byte	33
	.byte	147
	.byte	4
	.byte	20                              ; DW_AT_call_return_pc
	.byte	16                              ; Abbrev [16] 0x27a:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target_clobbered
	.byte	144
	.byte	32
	.byte	147
	.byte	4
	.byte	144
	.byte	33
	.byte	147
	.byte	4
	.byte	21                              ; DW_AT_call_return_pc
	.byte	16                              ; Abbrev [16] 0x285:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target_clobbered
	.byte	144
	.byte	32
	.byte	147
	.byte	4
	.byte	144
	.byte	33
	.byte	147
	.byte	4
	.byte	22                              ; DW_AT_call_return_pc
	.byte	21                              ; Abbrev [21] 0x290:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target_clobbered
	.byte	144
	.byte	32
	.byte	147
	.byte	4
	.byte	144
	.byte	33
	.byte	147
	.byte	4
                                        ; DW_AT_call_tail_call
	.byte	23                              ; DW_AT_call_pc
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	92                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 22.1.8 (1~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"red.cl"                        ; string offset=40
.Linfo_string2:
	.asciz	"/work/main/tests/kernels"      ; string offset=47
.Linfo_string3:
	.asciz	"int"                           ; string offset=72
.Linfo_string4:
	.asciz	"__clang_ocl_kern_imp_reduce"   ; string offset=76
.Linfo_string5:
	.asciz	"reduce"                        ; string offset=104
.Linfo_string6:
	.asciz	"in"                            ; string offset=111
.Linfo_string7:
	.asciz	"out"                           ; string offset=114
.Linfo_string8:
	.asciz	"tmp"                           ; string offset=118
.Linfo_string9:
	.asciz	"n"                             ; string offset=122
.Linfo_string10:
	.asciz	"unsigned int"                  ; string offset=124
.Linfo_string11:
	.asciz	"uint"                          ; string offset=137
.Linfo_string12:
	.asciz	"l"                             ; string offset=142
.Linfo_string13:
	.asciz	"g"                             ; string offset=144
.Linfo_string14:
	.asciz	"s"                             ; string offset=146
.Linfo_string15:
	.asciz	"__clang_ocl_kern_imp_hist"     ; string offset=148
.Linfo_string16:
	.asciz	"hist"                          ; string offset=174
.Linfo_string17:
	.asciz	"d"                             ; string offset=179
.Linfo_string18:
	.asciz	"unsigned char"                 ; string offset=181
.Linfo_string19:
	.asciz	"uchar"                         ; string offset=195
.Linfo_string20:
	.asciz	"h"                             ; string offset=201
.Linfo_string21:
	.asciz	"i"                             ; string offset=203
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
	.quad	.Lfunc_begin0
	.quad	.Ltmp7
	.quad	.Ltmp1
	.quad	.Ltmp3
	.quad	.Ltmp8
	.quad	.Ltmp14
	.quad	.Ltmp21
	.quad	.Lfunc_begin1
	.quad	.Ltmp34
	.quad	.Ltmp27
	.quad	.Ltmp29
	.quad	.Ltmp35
	.quad	.Ltmp41
	.quad	.Ltmp49
	.quad	.Lfunc_begin2
	.quad	.Ltmp53
	.quad	.Ltmp57
	.quad	.Ltmp58
	.quad	.Ltmp59
	.quad	.Lfunc_begin3
	.quad	.Ltmp64
	.quad	.Ltmp68
	.quad	.Ltmp69
	.quad	.Ltmp71
.Ldebug_addr_end0:
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     74
    .sgpr_spill_count: 0
    .symbol:         reduce.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     59
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     72
    .sgpr_spill_count: 0
    .symbol:         hist.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     59
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
