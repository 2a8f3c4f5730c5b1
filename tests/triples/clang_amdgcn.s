	.section	.AMDGPU.config,"",@progbits
	.long	47176
	.long	3769565184
	.long	47180
	.long	132
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	scale                           ; -- Begin function scale
	.p2align	8
	.type	scale,@function
scale:                                  ; @scale
.Lscale$local:
	.type	.Lscale$local,@function
; %bb.0:
	s_load_dwordx2 s[2:3], s[0:1], 0x2c
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s3, 1
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_load_dwordx2 s[0:1], s[0:1], 0x24
	v_mov_b32_e32 v0, 0
	s_mov_b32 s4, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v0, s[0:1]
	v_cvt_f32_u32_e32 v2, s4
	s_add_i32 s4, s4, 1
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v2, s2, v1
	global_store_dword v0, v2, s[0:1]
	s_add_u32 s0, s0, 4
	s_addc_u32 s1, s1, 0
	s_cmp_lg_u32 s3, s4
	s_cbranch_scc1 .LBB0_2
.LBB0_3:
	s_endpgm
.Lfunc_end0:
	.size	scale, .Lfunc_end0-scale
	.size	.Lscale$local, .Lfunc_end0-scale
                                        ; -- End function
	.set scale.num_vgpr, 3
	.set scale.num_agpr, 0
	.set scale.numbered_sgpr, 5
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
; TotalNumSgprs: 5
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 5
; NumVGPRsForWavesPerEU: 3
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
	.globl	__clang_ocl_kern_imp_scale      ; -- Begin function __clang_ocl_kern_imp_scale
	.p2align	2
	.type	__clang_ocl_kern_imp_scale,@function
__clang_ocl_kern_imp_scale:             ; @__clang_ocl_kern_imp_scale
.L__clang_ocl_kern_imp_scale$local:
	.type	.L__clang_ocl_kern_imp_scale$local,@function
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s6, 0
	s_mov_b32 s5, exec_lo
	v_cmpx_lt_i32_e32 0, v3
	s_cbranch_execz .LBB1_3
; %bb.1:
	s_mov_b32 s7, 0
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v4, v[0:1], off
	v_cvt_f32_u32_e32 v5, s7
	s_add_i32 s7, s7, 1
	v_cmp_eq_u32_e32 vcc_lo, s7, v3
	s_or_b32 s6, vcc_lo, s6
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v5, v4, v2
	global_store_dword v[0:1], v5, off
	v_add_co_u32 v0, s4, v0, 4
	v_add_co_ci_u32_e64 v1, null, 0, v1, s4
	s_andn2_b32 exec_lo, exec_lo, s6
	s_cbranch_execnz .LBB1_2
.LBB1_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_scale, .Lfunc_end1-__clang_ocl_kern_imp_scale
	.size	.L__clang_ocl_kern_imp_scale$local, .Lfunc_end1-__clang_ocl_kern_imp_scale
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
	.long	5009
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	lds                             ; -- Begin function lds
	.p2align	8
	.type	lds,@function
lds:                                    ; @lds
.Llds$local:
	.type	.Llds$local,@function
; %bb.0:
	s_mov_b32 s36, SCRATCH_RSRC_DWORD0
	s_mov_b32 s37, SCRATCH_RSRC_DWORD1
	s_mov_b32 s38, -1
	s_mov_b32 s39, 0x31c16000
	s_add_u32 s36, s36, s11
	s_mov_b32 s14, s10
	s_mov_b64 s[10:11], s[6:7]
	s_clause 0x1
	s_load_dword s6, s[4:5], 0x2c
	s_load_dwordx2 s[34:35], s[4:5], 0x24
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_addc_u32 s37, s37, 0
	v_mov_b32_e32 v3, 1
	s_mov_b32 s12, s8
	s_add_u32 s8, s4, 48
	v_or3_b32 v31, v0, v1, v2
	v_mov_b32_e32 v0, 1
	s_mov_b32 s13, s9
	s_addc_u32 s9, s5, 0
	s_mov_b64 s[4:5], s[0:1]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_mov_b32 s32, 0
	v_mov_b32_e32 v40, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v41, s6
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[0:1], s[36:37]
	s_mov_b64 s[2:3], s[38:39]
	ds_write_b32 v41, v3
	s_swappc_b64 s[30:31], s[16:17]
	ds_read_b32 v0, v41
	s_waitcnt lgkmcnt(0)
	global_store_dword v40, v0, s[34:35]
	s_endpgm
.Lfunc_end2:
	.size	lds, .Lfunc_end2-lds
	.size	.Llds$local, .Lfunc_end2-lds
                                        ; -- End function
	.set lds.num_vgpr, max(42, amdgpu.max_num_vgpr)
	.set lds.num_agpr, max(0, amdgpu.max_num_agpr)
	.set lds.numbered_sgpr, max(40, amdgpu.max_num_sgpr)
	.set lds.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set lds.private_seg_size, 0
	.set lds.uses_vcc, 1
	.set lds.uses_flat_scratch, 1
	.set lds.has_dyn_sized_stack, 1
	.set lds.has_recursion, 1
	.set lds.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 192
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
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
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
	.globl	__clang_ocl_kern_imp_lds        ; -- Begin function __clang_ocl_kern_imp_lds
	.p2align	2
	.type	__clang_ocl_kern_imp_lds,@function
__clang_ocl_kern_imp_lds:               ; @__clang_ocl_kern_imp_lds
.L__clang_ocl_kern_imp_lds$local:
	.type	.L__clang_ocl_kern_imp_lds$local,@function
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
	v_mov_b32_e32 v0, 1
	s_addk_i32 s32, 0x400
	v_writelane_b32 v43, s30, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	v_mov_b32_e32 v42, v2
	ds_write_b32 v2, v0
	v_mov_b32_e32 v0, 1
	v_writelane_b32 v43, s31, 1
	v_mov_b32_e32 v41, v1
	s_swappc_b64 s[30:31], s[16:17]
	ds_read_b32 v0, v42
	v_readlane_b32 s31, v43, 1
	v_readlane_b32 s30, v43, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s4, v43, 2
	s_waitcnt lgkmcnt(0)
	global_store_dword v[40:41], v0, off
	s_clause 0x2                            ; 12-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33
	buffer_load_dword v41, off, s[0:3], s33 offset:4
	buffer_load_dword v40, off, s[0:3], s33 offset:8
	s_or_saveexec_b32 s5, -1
	buffer_load_dword v43, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s5
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_lds, .Lfunc_end3-__clang_ocl_kern_imp_lds
	.size	.L__clang_ocl_kern_imp_lds$local, .Lfunc_end3-__clang_ocl_kern_imp_lds
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
; codeLenInByte = 236
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
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amd_amdgpu_isa "amdgcn----gfx1030"
