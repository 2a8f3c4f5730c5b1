	.file	0 "/work/main/tests/kernels" "ext.cl" md5 0xc423a696903a45de8c183f92a3713500
	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.amdhsa_code_object_version 6
	.text
	.protected	__clang_ocl_kern_imp_calls ; -- Begin function __clang_ocl_kern_imp_calls
	.globl	__clang_ocl_kern_imp_calls
	.p2align	2
	.type	__clang_ocl_kern_imp_calls,@function
__clang_ocl_kern_imp_calls:             ; @__clang_ocl_kern_imp_calls
.Lfunc_begin0:
	.loc	0 4 0                           ; ext.cl:4:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s16, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v40, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	v_writelane_b32 v40, s16, 2
	s_add_i32 s32, s32, 0x800
	v_writelane_b32 v40, s30, 0
	v_writelane_b32 v40, s31, 1
	buffer_store_dword v31, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
                                        ; implicit-def: $vgpr41 : SGPR spill to VGPR lane
	v_writelane_b32 v41, s15, 0
	v_writelane_b32 v41, s14, 1
	v_writelane_b32 v41, s13, 2
	v_writelane_b32 v41, s12, 3
	v_writelane_b32 v41, s10, 4
	v_writelane_b32 v41, s11, 5
	v_writelane_b32 v41, s8, 6
	v_writelane_b32 v41, s9, 7
	v_writelane_b32 v41, s6, 8
	v_writelane_b32 v41, s7, 9
	v_writelane_b32 v41, s4, 10
	v_writelane_b32 v41, s5, 11
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	v_mov_b32_e32 v3, v1
	buffer_store_dword v3, off, s[0:3], s33 offset:4
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33
	buffer_store_dword v2, off, s[0:3], s33 offset:8
.Ltmp0:
	.loc	0 4 55 prologue_end             ; ext.cl:4:55
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v31, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	v_readlane_b32 s4, v41, 10
	v_readlane_b32 s5, v41, 11
	v_readlane_b32 s6, v41, 8
	v_readlane_b32 s7, v41, 9
	v_readlane_b32 s8, v41, 6
	v_readlane_b32 s9, v41, 7
	v_readlane_b32 s10, v41, 4
	v_readlane_b32 s11, v41, 5
	v_readlane_b32 s12, v41, 3
	v_readlane_b32 s13, v41, 2
	v_readlane_b32 s14, v41, 1
	v_readlane_b32 s15, v41, 0
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	.loc	0 4 51 is_stmt 0                ; ext.cl:4:51
	buffer_store_dword v0, off, s[0:3], s33 offset:12
	.loc	0 4 87                          ; ext.cl:4:87
	buffer_load_dword v0, off, s[0:3], s33 offset:12
	.loc	0 4 80                          ; ext.cl:4:80
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, helper@rel32@lo+4
	s_addc_u32 s17, s17, helper@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v0
	.loc	0 4 98                          ; ext.cl:4:98
	buffer_load_dword v3, off, s[0:3], s33 offset:12
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v4, 31, v3
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v4
	s_mov_b32 s4, 63
	.loc	0 4 100                         ; ext.cl:4:100
	v_and_b32_e64 v3, v3, s4
	s_mov_b32 s4, 2
	.loc	0 4 92                          ; ext.cl:4:92
	v_lshlrev_b32_e64 v3, s4, v3
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, table@rel32@lo+4
	s_addc_u32 s7, s7, table@rel32@hi+12
	global_load_dword v3, v3, s[6:7]
	.loc	0 4 118                         ; ext.cl:4:118
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:8
	s_mov_b32 s5, 3
	.loc	0 4 120                         ; ext.cl:4:120
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v4, v4, s5
	.loc	0 4 113                         ; ext.cl:4:113
	v_lshlrev_b32_e64 v4, s4, v4
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, coef@rel32@lo+4
	s_addc_u32 s7, s7, coef@rel32@hi+12
	global_load_dword v4, v4, s[6:7]
	.loc	0 4 108                         ; ext.cl:4:108
	s_waitcnt vmcnt(0)
	v_cvt_i32_f32_e64 v4, v4
	.loc	0 4 106                         ; ext.cl:4:106
	v_add3_u32 v2, v2, v3, v4
	.loc	0 4 73                          ; ext.cl:4:73
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
	v_add_co_u32_e64 v0, s[4:5], v0, v4
	v_addc_co_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	.loc	0 4 78                          ; ext.cl:4:78
	global_store_dword v[0:1], v2, off
	.loc	0 4 126                         ; ext.cl:4:126
	v_readlane_b32 s31, v40, 1
	v_readlane_b32 s30, v40, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s4, v40, 2
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp1:
.Lfunc_end0:
	.size	__clang_ocl_kern_imp_calls, .Lfunc_end0-__clang_ocl_kern_imp_calls
	.cfi_endproc
                                        ; -- End function
	.set __clang_ocl_kern_imp_calls.num_vgpr, max(42, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_calls.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_calls.numbered_sgpr, max(34, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_calls.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_calls.private_seg_size, 32
	.set __clang_ocl_kern_imp_calls.uses_vcc, 1
	.set __clang_ocl_kern_imp_calls.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_calls.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_calls.has_recursion, 1
	.set __clang_ocl_kern_imp_calls.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 728
; TotalNumSgprs: __clang_ocl_kern_imp_calls.numbered_sgpr+6
; NumVgprs: max(42, amdgpu.max_num_vgpr)
; NumAgprs: max(0, amdgpu.max_num_agpr)
; TotalNumVgprs: totalnumvgprs(__clang_ocl_kern_imp_calls.num_agpr, __clang_ocl_kern_imp_calls.num_vgpr)
; ScratchSize: 32
; MemoryBound: 0
	.text
	.protected	calls                   ; -- Begin function calls
	.globl	calls
	.p2align	8
	.type	calls,@function
calls:                                  ; @calls
.Lfunc_begin1:
	.loc	0 4 0 is_stmt 1                 ; ext.cl:4:0
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x400
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr42 : SGPR spill to VGPR lane
	v_writelane_b32 v42, s16, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v42, 0
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
.Ltmp2:
	.loc	0 4 45 prologue_end             ; ext.cl:4:45
	buffer_load_dword v0, off, s[0:3], s33
	s_nop 0
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
	s_add_u32 s16, s16, __clang_ocl_kern_imp_calls@rel32@lo+4
	s_addc_u32 s17, s17, __clang_ocl_kern_imp_calls@rel32@hi+12
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
	.loc	0 4 126 is_stmt 0               ; ext.cl:4:126
	s_endpgm
.Ltmp3:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel calls
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 48
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(calls.num_agpr, calls.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(calls.numbered_sgpr+6, 1, 0)-6
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.size	calls, .Lfunc_end1-calls
	.cfi_endproc
                                        ; -- End function
	.set calls.num_vgpr, max(43, __clang_ocl_kern_imp_calls.num_vgpr)
	.set calls.num_agpr, max(0, __clang_ocl_kern_imp_calls.num_agpr)
	.set calls.numbered_sgpr, max(34, __clang_ocl_kern_imp_calls.numbered_sgpr)
	.set calls.num_named_barrier, max(0, __clang_ocl_kern_imp_calls.num_named_barrier)
	.set calls.private_seg_size, 16+max(__clang_ocl_kern_imp_calls.private_seg_size)
	.set calls.uses_vcc, or(1, __clang_ocl_kern_imp_calls.uses_vcc)
	.set calls.uses_flat_scratch, or(1, __clang_ocl_kern_imp_calls.uses_flat_scratch)
	.set calls.has_dyn_sized_stack, or(0, __clang_ocl_kern_imp_calls.has_dyn_sized_stack)
	.set calls.has_recursion, or(0, __clang_ocl_kern_imp_calls.has_recursion)
	.set calls.has_indirect_call, or(0, __clang_ocl_kern_imp_calls.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 296
; TotalNumSgprs: calls.numbered_sgpr+6
; NumVgprs: calls.num_vgpr
; NumAgprs: calls.num_agpr
; TotalNumVgprs: totalnumvgprs(calls.num_agpr, calls.num_vgpr)
; ScratchSize: 48
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(calls.numbered_sgpr+extrasgprs(calls.uses_vcc, calls.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(calls.num_agpr, calls.num_vgpr), 1, 0), 1), 4)/4)-1
; NumSGPRsForWavesPerEU: max(calls.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(calls.num_agpr, calls.num_vgpr), 1, 0)
; Occupancy: occupancy(10, 4, 256, 8, 10, max(calls.numbered_sgpr+extrasgprs(calls.uses_vcc, calls.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(calls.num_agpr, calls.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
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
.Lfunc_begin2:
	.loc	0 5 0 is_stmt 1                 ; ext.cl:5:0
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s16, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v40, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	v_writelane_b32 v40, s16, 4
	v_writelane_b32 v40, s34, 2
	v_writelane_b32 v40, s35, 3
	s_add_i32 s32, s32, 0xc00
	v_writelane_b32 v40, s30, 0
	v_writelane_b32 v40, s31, 1
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:4
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33
.Ltmp4:
	.loc	0 5 58 prologue_end             ; ext.cl:5:58
	buffer_load_dword v0, off, s[0:3], s33
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, __printf_alloc@gotpcrel32@lo+4
	s_addc_u32 s17, s17, __printf_alloc@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[16:17], 0x0
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 8
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	.loc	0 5 37 is_stmt 0                ; ext.cl:5:37
	buffer_store_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v1, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
; %bb.1:
	.loc	0 0 37                          ; ext.cl:0:37
	buffer_load_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], 0
	.loc	0 5 37                          ; ext.cl:5:37
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s[6:7], v[0:1], s[4:5]
	s_mov_b64 s[4:5], exec
                                        ; implicit-def: $vgpr41 : SGPR spill to VGPR lane
	v_writelane_b32 v41, s4, 0
	v_writelane_b32 v41, s5, 1
	s_or_saveexec_b64 s[34:35], -1
	buffer_store_dword v41, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_3
; %bb.2:
	.loc	0 0 37                          ; ext.cl:0:37
	buffer_load_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	v_mov_b32_e32 v3, 1
	s_waitcnt vmcnt(1)
	global_store_dword v[0:1], v3, off
	s_waitcnt vmcnt(1)
	global_store_dword v[0:1], v2, off offset:4
.LBB2_3:
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v41, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v41, 0
	v_readlane_b32 s5, v41, 1
	s_or_b64 exec, exec, s[4:5]
	.loc	0 5 65 is_stmt 1                ; ext.cl:5:65
	v_readlane_b32 s31, v40, 1
	v_readlane_b32 s30, v40, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s4, v40, 4
	v_readlane_b32 s34, v40, 2
	v_readlane_b32 s35, v40, 3
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp5:
.Lfunc_end2:
	.size	__clang_ocl_kern_imp_pf, .Lfunc_end2-__clang_ocl_kern_imp_pf
	.cfi_endproc
                                        ; -- End function
	.set __clang_ocl_kern_imp_pf.num_vgpr, max(42, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_pf.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_pf.numbered_sgpr, max(36, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_pf.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_pf.private_seg_size, 48
	.set __clang_ocl_kern_imp_pf.uses_vcc, 1
	.set __clang_ocl_kern_imp_pf.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_pf.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_pf.has_recursion, 1
	.set __clang_ocl_kern_imp_pf.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 500
; TotalNumSgprs: __clang_ocl_kern_imp_pf.numbered_sgpr+6
; NumVgprs: max(42, amdgpu.max_num_vgpr)
; NumAgprs: max(0, amdgpu.max_num_agpr)
; TotalNumVgprs: totalnumvgprs(__clang_ocl_kern_imp_pf.num_agpr, __clang_ocl_kern_imp_pf.num_vgpr)
; ScratchSize: 48
; MemoryBound: 0
	.text
	.protected	pf                      ; -- Begin function pf
	.globl	pf
	.p2align	8
	.type	pf,@function
pf:                                     ; @pf
.Lfunc_begin3:
	.loc	0 5 0                           ; ext.cl:5:0
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x400
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr42 : SGPR spill to VGPR lane
	v_writelane_b32 v42, s16, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v42, 0
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
.Ltmp6:
	.loc	0 5 35 prologue_end             ; ext.cl:5:35
	buffer_load_dword v0, off, s[0:3], s33
	s_nop 0
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
	s_add_u32 s16, s16, __clang_ocl_kern_imp_pf@rel32@lo+4
	s_addc_u32 s17, s17, __clang_ocl_kern_imp_pf@rel32@hi+12
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
	.loc	0 5 65 is_stmt 0                ; ext.cl:5:65
	s_endpgm
.Ltmp7:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel pf
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 64
		.amdhsa_kernarg_size 264
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(pf.num_agpr, pf.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(pf.numbered_sgpr+6, 1, 0)-6
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.size	pf, .Lfunc_end3-pf
	.cfi_endproc
                                        ; -- End function
	.set pf.num_vgpr, max(43, __clang_ocl_kern_imp_pf.num_vgpr)
	.set pf.num_agpr, max(0, __clang_ocl_kern_imp_pf.num_agpr)
	.set pf.numbered_sgpr, max(34, __clang_ocl_kern_imp_pf.numbered_sgpr)
	.set pf.num_named_barrier, max(0, __clang_ocl_kern_imp_pf.num_named_barrier)
	.set pf.private_seg_size, 16+max(__clang_ocl_kern_imp_pf.private_seg_size)
	.set pf.uses_vcc, or(1, __clang_ocl_kern_imp_pf.uses_vcc)
	.set pf.uses_flat_scratch, or(1, __clang_ocl_kern_imp_pf.uses_flat_scratch)
	.set pf.has_dyn_sized_stack, or(0, __clang_ocl_kern_imp_pf.has_dyn_sized_stack)
	.set pf.has_recursion, or(0, __clang_ocl_kern_imp_pf.has_recursion)
	.set pf.has_indirect_call, or(0, __clang_ocl_kern_imp_pf.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 264
; TotalNumSgprs: pf.numbered_sgpr+6
; NumVgprs: pf.num_vgpr
; NumAgprs: pf.num_agpr
; TotalNumVgprs: totalnumvgprs(pf.num_agpr, pf.num_vgpr)
; ScratchSize: 64
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(pf.numbered_sgpr+extrasgprs(pf.uses_vcc, pf.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(pf.num_agpr, pf.num_vgpr), 1, 0), 1), 4)/4)-1
; NumSGPRsForWavesPerEU: max(pf.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(pf.num_agpr, pf.num_vgpr), 1, 0)
; Occupancy: occupancy(10, 4, 256, 8, 10, max(pf.numbered_sgpr+extrasgprs(pf.uses_vcc, pf.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(pf.num_agpr, pf.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 42
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 36
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
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
	.type	.L.str,@object                  ; @.str
	.section	.rodata.str1.1,"aMS",@progbits,1
.L.str:
	.asciz	"hello %d\n"
	.size	.L.str, 10

	.hidden	_Z13get_global_idj
	.hidden	helper
	.hidden	printf
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
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
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
	.byte	6                               ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	64                              ; DW_AT_frame_base
	.byte	24                              ; DW_FORM_exprloc
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
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
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
	.byte	10                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
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
	.byte	11                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	64                              ; DW_AT_frame_base
	.byte	24                              ; DW_FORM_exprloc
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
	.byte	12                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
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
	.byte	1                               ; Abbrev [1] 0xc:0xf6 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	2                               ; DW_AT_low_pc
	.long	.Lfunc_end3-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.byte	2                               ; Abbrev [2] 0x23:0xb DW_TAG_variable
	.byte	3                               ; DW_AT_name
	.long	46                              ; DW_AT_type
                                        ; DW_AT_external
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	0
	.byte	3                               ; Abbrev [3] 0x2e:0xc DW_TAG_array_type
	.long	58                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x33:0x6 DW_TAG_subrange_type
	.long	62                              ; DW_AT_type
	.byte	4                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x3a:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	6                               ; Abbrev [6] 0x3e:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	7                               ; Abbrev [7] 0x42:0xa DW_TAG_variable
	.long	76                              ; DW_AT_type
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	1
	.byte	3                               ; Abbrev [3] 0x4c:0xc DW_TAG_array_type
	.long	88                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x51:0x6 DW_TAG_subrange_type
	.long	62                              ; DW_AT_type
	.byte	10                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x58:0x4 DW_TAG_base_type
	.byte	6                               ; DW_AT_name
	.byte	6                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	5                               ; Abbrev [5] 0x5c:0x4 DW_TAG_base_type
	.byte	7                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	8                               ; Abbrev [8] 0x60:0x39 DW_TAG_subprogram
	.byte	2                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	8                               ; DW_AT_linkage_name
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	9                               ; Abbrev [9] 0x6e:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	53
	.byte	22
	.byte	24
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	252                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x7c:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	53
	.byte	22
	.byte	24
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	92                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x8a:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	12
	.byte	53
	.byte	22
	.byte	24
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	92                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	11                              ; Abbrev [11] 0x99:0x2a DW_TAG_subprogram
	.byte	3                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	9                               ; Abbrev [9] 0xa6:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	53
	.byte	22
	.byte	24
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	252                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0xb4:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	53
	.byte	22
	.byte	24
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	92                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0xc3:0x1d DW_TAG_subprogram
	.byte	4                               ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin2       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	10                              ; DW_AT_linkage_name
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	9                               ; Abbrev [9] 0xd1:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	53
	.byte	22
	.byte	24
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	252                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	11                              ; Abbrev [11] 0xe0:0x1c DW_TAG_subprogram
	.byte	5                               ; DW_AT_low_pc
	.long	.Lfunc_end3-.Lfunc_begin3       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	9                               ; Abbrev [9] 0xed:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	53
	.byte	22
	.byte	24
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	252                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	12                              ; Abbrev [12] 0xfc:0x5 DW_TAG_pointer_type
	.long	92                              ; DW_AT_type
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
	.asciz	"ext.cl"                        ; string offset=40
.Linfo_string2:
	.asciz	"/work/main/tests/kernels"      ; string offset=47
.Linfo_string3:
	.asciz	"coef"                          ; string offset=72
.Linfo_string4:
	.asciz	"float"                         ; string offset=77
.Linfo_string5:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=83
.Linfo_string6:
	.asciz	"char"                          ; string offset=103
.Linfo_string7:
	.asciz	"int"                           ; string offset=108
.Linfo_string8:
	.asciz	"__clang_ocl_kern_imp_calls"    ; string offset=112
.Linfo_string9:
	.asciz	"calls"                         ; string offset=139
.Linfo_string10:
	.asciz	"__clang_ocl_kern_imp_pf"       ; string offset=145
.Linfo_string11:
	.asciz	"pf"                            ; string offset=169
.Linfo_string12:
	.asciz	"o"                             ; string offset=172
.Linfo_string13:
	.asciz	"k"                             ; string offset=174
.Linfo_string14:
	.asciz	"i"                             ; string offset=176
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
	.quad	coef
	.quad	.L.str
	.quad	.Lfunc_begin0
	.quad	.Lfunc_begin1
	.quad	.Lfunc_begin2
	.quad	.Lfunc_begin3
.Ldebug_addr_end0:
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __clang_ocl_kern_imp_calls
	.addrsig_sym __clang_ocl_kern_imp_pf
	.addrsig_sym _Z13get_global_idj
	.addrsig_sym helper
	.addrsig_sym __printf_alloc
	.addrsig_sym coef
	.addrsig_sym table
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
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
    .private_segment_fixed_size: 48
    .sgpr_count:     42
    .sgpr_spill_count: 1
    .symbol:         calls.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     43
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .private_segment_fixed_size: 64
    .sgpr_count:     42
    .sgpr_spill_count: 1
    .symbol:         pf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     43
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.printf:
  - '1:1:4:hello %d\n'
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
