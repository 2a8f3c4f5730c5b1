	.file	0 "/work/main/tests/kernels" "mm.cl" md5 0x2c9bb035a80f672c751aba88bdc91400
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.text
	.protected	matmul                  ; -- Begin function matmul
	.globl	matmul
	.p2align	8
	.type	matmul,@function
matmul:                                 ; @matmul
.Lfunc_begin0:
	.loc	0 2 0                           ; mm.cl:2:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_add_u32 s12, s12, s17
	s_mov_b32 s32, 0
	s_addc_u32 s13, s13, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s12
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s13
.Ltmp0:
	.loc	0 4 11 prologue_end             ; mm.cl:4:11 @[ mm.cl:2:98 ]
	s_clause 0x2
	s_load_dwordx4 s[64:67], s[8:9], 0x0
	s_load_dwordx2 s[54:55], s[8:9], 0x10
	s_load_dword s69, s[8:9], 0x18
	;DEBUG_VALUE: matmul:N <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
.Ltmp1:
	;DEBUG_VALUE: matmul:N <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: matmul:A <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: matmul:B <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: matmul:A <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: matmul:B <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 0 11 is_stmt 0                ; mm.cl:0:11
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s0, s0, s17
	s_mov_b64 s[36:37], s[8:9]
	s_addc_u32 s1, s1, 0
	.loc	0 4 11                          ; mm.cl:4:11 @[ mm.cl:2:98 ]
	s_add_u32 s52, s36, 32
	v_or3_b32 v40, v0, v1, v2
	v_mov_b32_e32 v0, 1
	s_addc_u32 s53, s37, 0
	s_mov_b32 s51, s14
	s_getpc_b64 s[70:71]
	s_add_u32 s70, s70, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s71, s71, _Z12get_local_idj@rel32@hi+12
	v_mov_b32_e32 v31, v40
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	s_mov_b32 s33, s16
	s_mov_b32 s50, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[48:49], s[4:5]
	s_swappc_b64 s[30:31], s[70:71]
.Ltmp2:
	v_mov_b32_e32 v42, v0
.Ltmp3:
	;DEBUG_VALUE: matmul:r <- [DW_OP_LLVM_convert 64 7, DW_OP_LLVM_convert 32 7, DW_OP_constu 5, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr42
	.loc	0 4 32                          ; mm.cl:4:32 @[ mm.cl:2:98 ]
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v46, 0
	s_swappc_b64 s[30:31], s[70:71]
.Ltmp4:
	v_mov_b32_e32 v41, v0
.Ltmp5:
	;DEBUG_VALUE: matmul:c <- [DW_OP_LLVM_convert 64 7, DW_OP_LLVM_convert 32 7, DW_OP_constu 5, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	0 5 13 is_stmt 1                ; mm.cl:5:13 @[ mm.cl:2:98 ]
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[70:71]
	s_add_u32 s70, s70, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s71, s71, _Z12get_group_idj@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	s_swappc_b64 s[30:31], s[70:71]
.Ltmp6:
	.loc	0 5 32 is_stmt 0                ; mm.cl:5:32 @[ mm.cl:2:98 ]
	v_lshl_add_u32 v43, v0, 4, v42
.Ltmp7:
	;DEBUG_VALUE: matmul:row <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr43
	.loc	0 5 43                          ; mm.cl:5:43 @[ mm.cl:2:98 ]
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	s_swappc_b64 s[30:31], s[70:71]
.Ltmp8:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 0.000000e+00
	.loc	0 0 43                          ; mm.cl:0:43
	v_mul_lo_u32 v47, s69, v43
.Ltmp9:
	;DEBUG_VALUE: t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 0
	.loc	0 7 21 is_stmt 1                ; mm.cl:7:21 @[ mm.cl:2:98 ]
	s_cmp_gt_i32 s69, 15
.Ltmp10:
	;DEBUG_VALUE: matmul:C <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: matmul:C <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: matmul:col <- [DW_OP_LLVM_convert 64 7, DW_OP_LLVM_convert 32 7, DW_OP_constu 5, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	0 7 3 is_stmt 0                 ; mm.cl:7:3 @[ mm.cl:2:98 ]
	s_cbranch_scc1 .LBB0_2
.Ltmp11:
; %bb.1:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 0.000000e+00
	;DEBUG_VALUE: matmul:row <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr43
	;DEBUG_VALUE: matmul:r <- [DW_OP_LLVM_convert 64 7, DW_OP_LLVM_convert 32 7, DW_OP_constu 5, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr42
	.loc	0 13 8 is_stmt 1                ; mm.cl:13:8 @[ mm.cl:2:98 ]
	v_mul_lo_u32 v1, s69, v43
	s_mov_b32 s4, 0
	s_branch .LBB0_3
.Ltmp12:
.LBB0_2:
	;DEBUG_VALUE: t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 0.000000e+00
	;DEBUG_VALUE: matmul:row <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr43
	;DEBUG_VALUE: matmul:r <- [DW_OP_LLVM_convert 64 7, DW_OP_LLVM_convert 32 7, DW_OP_constu 5, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr42
	.loc	0 0 8 is_stmt 0                 ; mm.cl:0:8
	s_mov_b32 s4, -1
                                        ; implicit-def: $vgpr1
.Ltmp13:
.LBB0_3:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 0.000000e+00
	;DEBUG_VALUE: matmul:row <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr43
	;DEBUG_VALUE: matmul:r <- [DW_OP_LLVM_convert 64 7, DW_OP_LLVM_convert 32 7, DW_OP_constu 5, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr42
	;DEBUG_VALUE: matmul:c <- [DW_OP_LLVM_convert 64 7, DW_OP_LLVM_convert 32 7, DW_OP_constu 5, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	v_lshlrev_b32_e32 v56, 4, v0
	s_andn2_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB0_7
.Ltmp14:
; %bb.4:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 0.000000e+00
	;DEBUG_VALUE: matmul:row <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr43
	;DEBUG_VALUE: matmul:r <- [DW_OP_LLVM_convert 64 7, DW_OP_LLVM_convert 32 7, DW_OP_constu 5, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr42
	.loc	0 7 3 is_stmt 1                 ; mm.cl:7:3 @[ mm.cl:2:98 ]
	v_mul_lo_u32 v1, s69, v42
	v_lshlrev_b32_e32 v57, 6, v42
	v_lshlrev_b32_e32 v0, 2, v41
	s_ashr_i32 s4, s69, 31
	v_add_nc_u32_e32 v42, v47, v41
.Ltmp15:
	.loc	0 0 3 is_stmt 0                 ; mm.cl:0:3
	s_lshr_b32 s4, s4, 28
	v_mov_b32_e32 v46, 0
	v_add_nc_u32_e32 v58, v57, v0
	v_add_nc_u32_e32 v59, 0x400, v0
	.loc	0 7 3                           ; mm.cl:7:3 @[ mm.cl:2:98 ]
	v_add3_u32 v44, v1, v56, v41
	s_add_i32 s4, s69, s4
	s_lshl_b32 s69, s69, 4
	s_ashr_i32 s68, s4, 4
.Ltmp16:
	;DEBUG_VALUE: matmul:c <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	;DEBUG_VALUE: t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr42
	.loc	0 8 16 is_stmt 1                ; mm.cl:8:16 @[ mm.cl:2:98 ]
	v_ashrrev_i32_e32 v43, 31, v42
	.loc	0 8 48 is_stmt 0                ; mm.cl:8:48 @[ mm.cl:2:98 ]
	v_ashrrev_i32_e32 v45, 31, v44
	.loc	0 9 5 is_stmt 1                 ; mm.cl:9:5 @[ mm.cl:2:98 ]
	s_add_u32 s52, s36, 32
	v_mov_b32_e32 v31, v40
	s_addc_u32 s53, s37, 0
	.loc	0 8 16                          ; mm.cl:8:16 @[ mm.cl:2:98 ]
	v_lshlrev_b64 v[0:1], 2, v[42:43]
	.loc	0 8 48 is_stmt 0                ; mm.cl:8:48 @[ mm.cl:2:98 ]
	v_lshlrev_b64 v[2:3], 2, v[44:45]
	.loc	0 9 5 is_stmt 1                 ; mm.cl:9:5 @[ mm.cl:2:98 ]
	s_getpc_b64 s[70:71]
	s_add_u32 s70, s70, _Z7barrierj@rel32@lo+4
	s_addc_u32 s71, s71, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	.loc	0 8 16                          ; mm.cl:8:16 @[ mm.cl:2:98 ]
	v_add_co_u32 v0, vcc_lo, s64, v0
	v_add_co_ci_u32_e64 v1, null, s65, v1, vcc_lo
	.loc	0 8 48 is_stmt 0                ; mm.cl:8:48 @[ mm.cl:2:98 ]
	v_add_co_u32 v2, vcc_lo, s66, v2
	v_add_co_ci_u32_e64 v3, null, s67, v3, vcc_lo
	.loc	0 8 16                          ; mm.cl:8:16 @[ mm.cl:2:98 ]
	global_load_dword v0, v[0:1], off
	.loc	0 8 48                          ; mm.cl:8:48 @[ mm.cl:2:98 ]
	global_load_dword v1, v[2:3], off
	.loc	0 9 5 is_stmt 1                 ; mm.cl:9:5 @[ mm.cl:2:98 ]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b32 s14, s33
	.loc	0 8 0                           ; mm.cl:8 @[ mm.cl:2:98 ]
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v58, v0, v1 offset1:4
	.loc	0 9 5                           ; mm.cl:9:5 @[ mm.cl:2:98 ]
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
.Ltmp17:
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 0
	.loc	0 10 50                         ; mm.cl:10:50 @[ mm.cl:2:98 ]
	ds_read2_b32 v[0:1], v59 offset1:16
	.loc	0 10 41 is_stmt 0               ; mm.cl:10:41 @[ mm.cl:2:98 ]
	ds_read2_b32 v[2:3], v57 offset1:1
	ds_read2_b32 v[4:5], v57 offset0:2 offset1:3
	.loc	0 10 50                         ; mm.cl:10:50 @[ mm.cl:2:98 ]
	ds_read2_b32 v[6:7], v59 offset0:32 offset1:48
	ds_read2_b32 v[8:9], v59 offset0:64 offset1:80
	.loc	0 10 41                         ; mm.cl:10:41 @[ mm.cl:2:98 ]
	ds_read2_b32 v[10:11], v57 offset0:4 offset1:5
	ds_read2_b32 v[12:13], v57 offset0:6 offset1:7
.Ltmp18:
	.loc	0 11 5 is_stmt 1                ; mm.cl:11:5 @[ mm.cl:2:98 ]
	v_mov_b32_e32 v31, v40
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
.Ltmp19:
	.loc	0 10 38                         ; mm.cl:10:38 @[ mm.cl:2:98 ]
	s_waitcnt lgkmcnt(5)
	v_fmac_f32_e32 v46, v2, v0
.Ltmp20:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 1
	v_fmac_f32_e32 v46, v3, v1
.Ltmp21:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 2
	.loc	0 10 50 is_stmt 0               ; mm.cl:10:50 @[ mm.cl:2:98 ]
	ds_read2_b32 v[0:1], v59 offset0:96 offset1:112
	.loc	0 10 38                         ; mm.cl:10:38 @[ mm.cl:2:98 ]
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v46, v4, v6
.Ltmp22:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 3
	v_fmac_f32_e32 v46, v5, v7
.Ltmp23:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 4
	.loc	0 10 41                         ; mm.cl:10:41 @[ mm.cl:2:98 ]
	ds_read2_b32 v[2:3], v57 offset0:8 offset1:9
	.loc	0 10 50                         ; mm.cl:10:50 @[ mm.cl:2:98 ]
	ds_read2_b32 v[4:5], v59 offset0:128 offset1:144
	.loc	0 10 38                         ; mm.cl:10:38 @[ mm.cl:2:98 ]
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v46, v10, v8
.Ltmp24:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 5
	v_fmac_f32_e32 v46, v11, v9
.Ltmp25:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 6
	.loc	0 10 41                         ; mm.cl:10:41 @[ mm.cl:2:98 ]
	ds_read2_b32 v[6:7], v57 offset0:10 offset1:11
	.loc	0 10 50                         ; mm.cl:10:50 @[ mm.cl:2:98 ]
	ds_read2_b32 v[8:9], v59 offset0:160 offset1:176
	.loc	0 10 38                         ; mm.cl:10:38 @[ mm.cl:2:98 ]
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v46, v12, v0
.Ltmp26:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 7
	v_fmac_f32_e32 v46, v13, v1
.Ltmp27:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 8
	.loc	0 10 50                         ; mm.cl:10:50 @[ mm.cl:2:98 ]
	ds_read2_b32 v[0:1], v59 offset0:192 offset1:208
	.loc	0 10 41                         ; mm.cl:10:41 @[ mm.cl:2:98 ]
	ds_read2_b32 v[10:11], v57 offset0:12 offset1:13
	ds_read2_b32 v[12:13], v57 offset0:14 offset1:15
	.loc	0 10 38                         ; mm.cl:10:38 @[ mm.cl:2:98 ]
	s_waitcnt lgkmcnt(5)
	v_fmac_f32_e32 v46, v2, v4
.Ltmp28:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 9
	v_fmac_f32_e32 v46, v3, v5
.Ltmp29:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 10
	.loc	0 10 50                         ; mm.cl:10:50 @[ mm.cl:2:98 ]
	ds_read2_b32 v[2:3], v59 offset0:224 offset1:240
	.loc	0 10 38                         ; mm.cl:10:38 @[ mm.cl:2:98 ]
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v46, v6, v8
.Ltmp30:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 11
	v_fmac_f32_e32 v46, v7, v9
.Ltmp31:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 12
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v46, v10, v0
.Ltmp32:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 13
	.loc	0 11 5 is_stmt 1                ; mm.cl:11:5 @[ mm.cl:2:98 ]
	v_mov_b32_e32 v0, 1
.Ltmp33:
	.loc	0 10 38                         ; mm.cl:10:38 @[ mm.cl:2:98 ]
	v_fmac_f32_e32 v46, v11, v1
.Ltmp34:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 14
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v46, v12, v2
.Ltmp35:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 15
	v_fmac_f32_e32 v46, v13, v3
.Ltmp36:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 15
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 16
	.loc	0 11 5                          ; mm.cl:11:5 @[ mm.cl:2:98 ]
	s_swappc_b64 s[30:31], s[70:71]
.Ltmp37:
	.loc	0 7 21                          ; mm.cl:7:21 @[ mm.cl:2:98 ]
	v_add_nc_u32_e32 v42, 16, v42
.Ltmp38:
	v_add_nc_u32_e32 v44, s69, v44
	s_add_i32 s68, s68, -1
.Ltmp39:
	;DEBUG_VALUE: t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr42
	s_cmp_lg_u32 s68, 0
.Ltmp40:
	.loc	0 7 3 is_stmt 0                 ; mm.cl:7:3 @[ mm.cl:2:98 ]
	s_cbranch_scc1 .LBB0_5
.Ltmp41:
; %bb.6:
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr42
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr46
	.loc	0 0 3                           ; mm.cl:0:3
	v_mov_b32_e32 v1, v47
.Ltmp42:
.LBB0_7:
	.loc	0 13 10 is_stmt 1               ; mm.cl:13:10 @[ mm.cl:2:98 ]
	v_add3_u32 v0, v56, v41, v1
	.loc	0 13 3 is_stmt 0                ; mm.cl:13:3 @[ mm.cl:2:98 ]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, vcc_lo, s54, v0
	v_add_co_ci_u32_e64 v1, null, s55, v1, vcc_lo
	.loc	0 13 16                         ; mm.cl:13:16 @[ mm.cl:2:98 ]
	global_store_dword v[0:1], v46, off
.Ltmp43:
	.loc	0 14 1 is_stmt 1                ; mm.cl:14:1
	s_endpgm
.Ltmp44:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr max(totalnumvgprs(matmul.num_agpr, matmul.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(matmul.numbered_sgpr+2, 1, 0)-2
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
.Lfunc_end0:
	.size	matmul, .Lfunc_end0-matmul
	.cfi_endproc
                                        ; -- End function
	.set matmul.num_vgpr, max(60, amdgpu.max_num_vgpr)
	.set matmul.num_agpr, max(0, amdgpu.max_num_agpr)
	.set matmul.numbered_sgpr, max(72, amdgpu.max_num_sgpr)
	.set matmul.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set matmul.private_seg_size, 0
	.set matmul.uses_vcc, 1
	.set matmul.uses_flat_scratch, 1
	.set matmul.has_dyn_sized_stack, 1
	.set matmul.has_recursion, 1
	.set matmul.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 916
; TotalNumSgprs: matmul.numbered_sgpr+2
; NumVgprs: matmul.num_vgpr
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(matmul.num_agpr, matmul.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(matmul.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(matmul.num_agpr, matmul.num_vgpr), 1, 0)
; Occupancy: occupancy(16, 16, 1024, 9, 16, max(matmul.numbered_sgpr+extrasgprs(matmul.uses_vcc, matmul.uses_flat_scratch, 0), 1, 0), max(totalnumvgprs(matmul.num_agpr, matmul.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
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
.Lfunc_begin1:
	.loc	0 2 0                           ; mm.cl:2:0
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s16, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b32 s17, -1
	buffer_store_dword v73, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s17
	v_writelane_b32 v73, s16, 18
	buffer_store_dword v40, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], s33 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v63, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v72, off, s[0:3], s33 ; 4-byte Folded Spill
	v_mov_b32_e32 v45, v0
.Ltmp45:
	.loc	0 4 11 prologue_end             ; mm.cl:4:11
	v_mov_b32_e32 v0, 1
	s_addk_i32 s32, 0xa00
	v_writelane_b32 v73, s30, 0
	v_mov_b32_e32 v44, v31
	v_mov_b32_e32 v58, v6
.Ltmp46:
	;DEBUG_VALUE: matmul:N <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr58
	.loc	0 0 11 is_stmt 0                ; mm.cl:0:11
	v_mov_b32_e32 v42, v5
	v_mov_b32_e32 v43, v4
	v_writelane_b32 v73, s31, 1
	v_mov_b32_e32 v56, v3
	v_mov_b32_e32 v47, v2
	v_mov_b32_e32 v46, v1
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
	;DEBUG_VALUE: matmul:C <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: matmul:B <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: matmul:A <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
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
	.loc	0 4 11                          ; mm.cl:4:11
	s_getpc_b64 s[54:55]
	s_add_u32 s54, s54, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s55, s55, _Z12get_local_idj@rel32@hi+12
	v_writelane_b32 v73, s64, 16
	v_writelane_b32 v73, s65, 17
.Ltmp47:
	;DEBUG_VALUE: matmul:N <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr6
	s_swappc_b64 s[30:31], s[54:55]
.Ltmp48:
	v_mov_b32_e32 v40, v0
.Ltmp49:
	;DEBUG_VALUE: matmul:r <- [DW_OP_LLVM_convert 64 7, DW_OP_LLVM_convert 32 7, DW_OP_constu 5, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr40_vgpr41
	.loc	0 4 32                          ; mm.cl:4:32
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	v_mov_b32_e32 v60, 0
	s_swappc_b64 s[30:31], s[54:55]
.Ltmp50:
	v_mov_b32_e32 v57, v0
.Ltmp51:
	;DEBUG_VALUE: matmul:c <- [DW_OP_LLVM_convert 64 7, DW_OP_LLVM_convert 32 7, DW_OP_constu 5, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	0 5 13 is_stmt 1                ; mm.cl:5:13
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
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
	s_swappc_b64 s[30:31], s[54:55]
.Ltmp52:
	.loc	0 5 32 is_stmt 0                ; mm.cl:5:32
	v_lshl_add_u32 v41, v0, 4, v40
.Ltmp53:
	;DEBUG_VALUE: matmul:row <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr41
	.loc	0 5 43                          ; mm.cl:5:43
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	s_swappc_b64 s[30:31], s[54:55]
.Ltmp54:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 0.000000e+00
	;DEBUG_VALUE: t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 0
	.loc	0 0 43                          ; mm.cl:0:43
	v_mul_lo_u32 v61, v58, v41
.Ltmp55:
	;DEBUG_VALUE: matmul:col <- [DW_OP_LLVM_convert 64 7, DW_OP_LLVM_convert 32 7, DW_OP_constu 5, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	0 7 3 is_stmt 1                 ; mm.cl:7:3
	s_mov_b32 s4, exec_lo
.Ltmp56:
	.loc	0 7 21 is_stmt 0                ; mm.cl:7:21
	v_cmpx_gt_i32_e32 16, v58
.Ltmp57:
	.loc	0 7 3                           ; mm.cl:7:3
	s_xor_b32 s4, exec_lo, s4
.Ltmp58:
; %bb.1:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 0.000000e+00
	;DEBUG_VALUE: matmul:row <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr41
	.loc	0 13 8 is_stmt 1                ; mm.cl:13:8
	v_mul_lo_u32 v61, v58, v41
                                        ; implicit-def: $vgpr45
                                        ; implicit-def: $vgpr46
                                        ; implicit-def: $vgpr47
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr44
                                        ; implicit-def: $vgpr58
                                        ; implicit-def: $vgpr40_vgpr41
.Ltmp59:
; %bb.2:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 0.000000e+00
	;DEBUG_VALUE: matmul:row <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr41
	.loc	0 0 8 is_stmt 0                 ; mm.cl:0:8
	s_or_saveexec_b32 s54, s4
.Ltmp60:
	;DEBUG_VALUE: matmul:c <- [DW_OP_LLVM_convert 64 7, DW_OP_LLVM_convert 32 7, DW_OP_constu 5, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	v_lshlrev_b32_e32 v62, 4, v0
	s_xor_b32 exec_lo, exec_lo, s54
	s_cbranch_execz .LBB1_6
.Ltmp61:
; %bb.3:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 0.000000e+00
	;DEBUG_VALUE: matmul:row <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr41
	v_ashrrev_i32_e32 v0, 31, v58
.Ltmp62:
	.loc	0 7 3 is_stmt 1                 ; mm.cl:7:3
	v_mul_lo_u32 v1, v58, v40
	v_add_nc_u32_e32 v40, v61, v57
	v_lshlrev_b32_e32 v63, 4, v58
	v_mov_b32_e32 v60, 0
	v_lshrrev_b32_e32 v0, 28, v0
	s_mov_b32 s55, 0
	s_trap 2
	v_add_nc_u32_e32 v0, v58, v0
	v_add3_u32 v58, v1, v62, v57
	v_ashrrev_i32_e32 v72, 4, v0
.Ltmp63:
	;DEBUG_VALUE: matmul:c <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] undef
.LBB1_4:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr60
	;DEBUG_VALUE: t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr72
	.loc	0 8 16                          ; mm.cl:8:16
	v_ashrrev_i32_e32 v41, 31, v40
	.loc	0 8 48 is_stmt 0                ; mm.cl:8:48
	v_ashrrev_i32_e32 v59, 31, v58
	.loc	0 9 5 is_stmt 1                 ; mm.cl:9:5
	v_mov_b32_e32 v31, v44
	s_getpc_b64 s[64:65]
	s_add_u32 s64, s64, _Z7barrierj@rel32@lo+4
	s_addc_u32 s65, s65, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	.loc	0 8 16                          ; mm.cl:8:16
	v_lshlrev_b64 v[0:1], 2, v[40:41]
	.loc	0 8 48 is_stmt 0                ; mm.cl:8:48
	v_lshlrev_b64 v[2:3], 2, v[58:59]
	.loc	0 9 5 is_stmt 1                 ; mm.cl:9:5
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	.loc	0 8 16                          ; mm.cl:8:16
	v_add_co_u32 v0, vcc_lo, v45, v0
	v_add_co_ci_u32_e64 v1, null, v46, v1, vcc_lo
	.loc	0 8 48 is_stmt 0                ; mm.cl:8:48
	v_add_co_u32 v2, vcc_lo, v47, v2
	v_add_co_ci_u32_e64 v3, null, v56, v3, vcc_lo
	.loc	0 8 16                          ; mm.cl:8:16
	global_load_dword v0, v[0:1], off
	.loc	0 8 48                          ; mm.cl:8:48
	global_load_dword v1, v[2:3], off
	.loc	0 9 5 is_stmt 1                 ; mm.cl:9:5
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	.loc	0 8 14                          ; mm.cl:8:14
	s_waitcnt vmcnt(1)
	ds_write_b32 v0, v0
	.loc	0 8 46 is_stmt 0                ; mm.cl:8:46
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v1
	.loc	0 9 5 is_stmt 1                 ; mm.cl:9:5
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[64:65]
.Ltmp64:
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 0
	.loc	0 10 50                         ; mm.cl:10:50
	ds_read2_b32 v[0:1], v0 offset1:16
.Ltmp65:
	.loc	0 11 5                          ; mm.cl:11:5
	v_mov_b32_e32 v31, v44
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
.Ltmp66:
	.loc	0 10 41                         ; mm.cl:10:41
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[2:3], v0 offset1:1
	ds_read2_b32 v[4:5], v0 offset0:2 offset1:3
	.loc	0 10 50 is_stmt 0               ; mm.cl:10:50
	ds_read2_b32 v[6:7], v0 offset0:32 offset1:48
	ds_read2_b32 v[8:9], v0 offset0:64 offset1:80
	.loc	0 10 41                         ; mm.cl:10:41
	ds_read2_b32 v[10:11], v0 offset0:4 offset1:5
	ds_read2_b32 v[12:13], v0 offset0:6 offset1:7
	.loc	0 10 38                         ; mm.cl:10:38
	s_waitcnt lgkmcnt(5)
	v_fmac_f32_e32 v60, v2, v0
.Ltmp67:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr60
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 1
	v_fmac_f32_e32 v60, v3, v1
.Ltmp68:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr60
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 2
	.loc	0 10 50                         ; mm.cl:10:50
	ds_read2_b32 v[0:1], v0 offset0:96 offset1:112
	.loc	0 10 38                         ; mm.cl:10:38
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v60, v4, v6
.Ltmp69:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr60
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 3
	v_fmac_f32_e32 v60, v5, v7
.Ltmp70:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr60
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 4
	.loc	0 10 41                         ; mm.cl:10:41
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[2:3], v0 offset0:8 offset1:9
	.loc	0 10 50                         ; mm.cl:10:50
	ds_read2_b32 v[4:5], v0 offset0:128 offset1:144
	.loc	0 10 38                         ; mm.cl:10:38
	v_fmac_f32_e32 v60, v10, v8
.Ltmp71:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr60
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 5
	v_fmac_f32_e32 v60, v11, v9
.Ltmp72:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr60
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 6
	.loc	0 10 41                         ; mm.cl:10:41
	ds_read2_b32 v[6:7], v0 offset0:10 offset1:11
	.loc	0 10 50                         ; mm.cl:10:50
	ds_read2_b32 v[8:9], v0 offset0:160 offset1:176
	.loc	0 10 38                         ; mm.cl:10:38
	v_fmac_f32_e32 v60, v12, v0
.Ltmp73:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr60
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 7
	v_fmac_f32_e32 v60, v13, v1
.Ltmp74:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr60
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 8
	.loc	0 10 50                         ; mm.cl:10:50
	ds_read2_b32 v[0:1], v0 offset0:192 offset1:208
	.loc	0 10 41                         ; mm.cl:10:41
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[10:11], v0 offset0:12 offset1:13
	ds_read2_b32 v[12:13], v0 offset0:14 offset1:15
	.loc	0 10 38                         ; mm.cl:10:38
	v_fmac_f32_e32 v60, v2, v4
.Ltmp75:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr60
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 9
	v_fmac_f32_e32 v60, v3, v5
.Ltmp76:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr60
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 10
	.loc	0 10 50                         ; mm.cl:10:50
	ds_read2_b32 v[2:3], v0 offset0:224 offset1:240
	.loc	0 10 38                         ; mm.cl:10:38
	v_fmac_f32_e32 v60, v6, v8
.Ltmp77:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr60
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 11
	v_fmac_f32_e32 v60, v7, v9
.Ltmp78:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr60
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 12
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v60, v10, v0
.Ltmp79:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr60
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 13
	.loc	0 11 5 is_stmt 1                ; mm.cl:11:5
	v_mov_b32_e32 v0, 1
.Ltmp80:
	.loc	0 10 38                         ; mm.cl:10:38
	v_fmac_f32_e32 v60, v11, v1
.Ltmp81:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr60
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 14
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v60, v12, v2
.Ltmp82:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr60
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 15
	v_fmac_f32_e32 v60, v13, v3
.Ltmp83:
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr60
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 16
	.loc	0 11 5                          ; mm.cl:11:5
	s_swappc_b64 s[30:31], s[64:65]
.Ltmp84:
	.loc	0 7 21                          ; mm.cl:7:21
	v_add_nc_u32_e32 v72, -1, v72
.Ltmp85:
	v_add_nc_u32_e32 v40, 16, v40
	v_add_nc_u32_e32 v58, v58, v63
.Ltmp86:
	;DEBUG_VALUE: t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr72
	v_cmp_eq_u32_e32 vcc_lo, 0, v72
.Ltmp87:
	.loc	0 7 3 is_stmt 0                 ; mm.cl:7:3
	s_or_b32 s55, vcc_lo, s55
	s_andn2_b32 exec_lo, exec_lo, s55
	s_cbranch_execnz .LBB1_4
.Ltmp88:
; %bb.5:
	;DEBUG_VALUE: k <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: t <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr72
	;DEBUG_VALUE: matmul:acc <- [DW_OP_constu 5, DW_OP_swap, DW_OP_xderef] $vgpr60
	.loc	0 0 3                           ; mm.cl:0:3
	s_or_b32 exec_lo, exec_lo, s55
.Ltmp89:
.LBB1_6:
	s_or_b32 exec_lo, exec_lo, s54
	.loc	0 13 10 is_stmt 1               ; mm.cl:13:10
	v_add3_u32 v0, v62, v57, v61
	.loc	0 14 1                          ; mm.cl:14:1
	v_readlane_b32 s65, v73, 17
	v_readlane_b32 s64, v73, 16
	v_readlane_b32 s55, v73, 15
	v_readlane_b32 s54, v73, 14
	.loc	0 13 3                          ; mm.cl:13:3
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	0 14 1                          ; mm.cl:14:1
	v_readlane_b32 s53, v73, 13
	v_readlane_b32 s52, v73, 12
	v_readlane_b32 s51, v73, 11
	v_readlane_b32 s50, v73, 10
	.loc	0 13 3                          ; mm.cl:13:3
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	.loc	0 14 1                          ; mm.cl:14:1
	v_readlane_b32 s49, v73, 9
	v_readlane_b32 s48, v73, 8
	v_readlane_b32 s39, v73, 7
	v_readlane_b32 s38, v73, 6
	v_readlane_b32 s37, v73, 5
	.loc	0 13 3                          ; mm.cl:13:3
	v_add_co_u32 v0, vcc_lo, v43, v0
	v_add_co_ci_u32_e64 v1, null, v42, v1, vcc_lo
	.loc	0 14 1                          ; mm.cl:14:1
	v_readlane_b32 s36, v73, 4
	v_readlane_b32 s35, v73, 3
	v_readlane_b32 s34, v73, 2
	.loc	0 13 16                         ; mm.cl:13:16
	global_store_dword v[0:1], v60, off
	.loc	0 14 1                          ; mm.cl:14:1
	s_clause 0x10                           ; 68-byte Folded Reload
	buffer_load_dword v72, off, s[0:3], s33
	buffer_load_dword v63, off, s[0:3], s33 offset:4
	buffer_load_dword v62, off, s[0:3], s33 offset:8
	buffer_load_dword v61, off, s[0:3], s33 offset:12
	buffer_load_dword v60, off, s[0:3], s33 offset:16
	buffer_load_dword v59, off, s[0:3], s33 offset:20
	buffer_load_dword v58, off, s[0:3], s33 offset:24
	buffer_load_dword v57, off, s[0:3], s33 offset:28
	buffer_load_dword v56, off, s[0:3], s33 offset:32
	buffer_load_dword v47, off, s[0:3], s33 offset:36
	buffer_load_dword v46, off, s[0:3], s33 offset:40
	buffer_load_dword v45, off, s[0:3], s33 offset:44
	buffer_load_dword v44, off, s[0:3], s33 offset:48
	buffer_load_dword v43, off, s[0:3], s33 offset:52
	buffer_load_dword v42, off, s[0:3], s33 offset:56
	buffer_load_dword v41, off, s[0:3], s33 offset:60
	buffer_load_dword v40, off, s[0:3], s33 offset:64
	v_readlane_b32 s31, v73, 1
	v_readlane_b32 s30, v73, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s4, v73, 18
	s_or_saveexec_b32 s5, -1
	buffer_load_dword v73, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s5
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp90:
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_matmul, .Lfunc_end1-__clang_ocl_kern_imp_matmul
	.cfi_endproc
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
; codeLenInByte = 1508
; TotalNumSgprs: __clang_ocl_kern_imp_matmul.numbered_sgpr+2
; NumVgprs: max(74, amdgpu.max_num_vgpr)
; ScratchSize: 80
; MemoryBound: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 74
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 66
	.set amdgpu.max_num_named_barrier, 0
	.text
	.hidden	_Z12get_local_idj
	.hidden	_Z12get_group_idj
	.hidden	_Z7barrierj
	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	10                              ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
	.long	.Ldebug_loc3-.Lloclists_table_base0
	.long	.Ldebug_loc4-.Lloclists_table_base0
	.long	.Ldebug_loc5-.Lloclists_table_base0
	.long	.Ldebug_loc6-.Lloclists_table_base0
	.long	.Ldebug_loc7-.Lloclists_table_base0
	.long	.Ldebug_loc8-.Lloclists_table_base0
	.long	.Ldebug_loc9-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   ending offset
	.byte	18                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	170                             ; 1578
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	171                             ; 1579
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   ending offset
	.byte	5                               ; Loc expr size
	.byte	48                              ; DW_OP_lit0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	174                             ; 1582
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	170                             ; 1578
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp41-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	170                             ; 1578
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	5                               ; 5
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	6                               ; 6
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	7                               ; 7
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	9                               ; 9
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	10                              ; 10
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	11                              ; 11
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	12                              ; 12
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	13                              ; 13
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	14                              ; 14
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	15                              ; 15
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp41-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc5:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp46-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp47-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	186                             ; 1594
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp47-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp48-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	134                             ; 1542
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc6:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	169                             ; 1577
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc7:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp54-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   ending offset
	.byte	5                               ; Loc expr size
	.byte	48                              ; DW_OP_lit0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp89-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	188                             ; 1596
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc8:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp54-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp58-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp85-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	200                             ; 1608
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp86-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp88-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	200                             ; 1608
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc9:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp64-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp67-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp67-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp68-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp68-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp69-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp69-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp70-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp70-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp72-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	5                               ; 5
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp72-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp73-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	6                               ; 6
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp73-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp74-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	7                               ; 7
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp74-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp75-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp75-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp76-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	9                               ; 9
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp76-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp77-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	10                              ; 10
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp77-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp78-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	11                              ; 11
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp78-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp79-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	12                              ; 12
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp79-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp81-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	13                              ; 13
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp81-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp82-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	14                              ; 14
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp82-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp83-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	15                              ; 15
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp83-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp88-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	53                              ; DW_OP_lit5
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
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
	.byte	116                             ; DW_AT_rnglists_base
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
	.byte	4                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
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
	.byte	5                               ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
	.byte	72                              ; DW_TAG_call_site
	.byte	0                               ; DW_CHILDREN_no
	.ascii	"\203\001"                      ; DW_AT_call_target
	.byte	24                              ; DW_FORM_exprloc
	.byte	125                             ; DW_AT_call_return_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	13                              ; Abbreviation Code
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
	.byte	14                              ; Abbreviation Code
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
	.byte	15                              ; Abbreviation Code
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
	.byte	16                              ; Abbreviation Code
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
	.byte	17                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	18                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	19                              ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	20                              ; Abbreviation Code
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
	.byte	21                              ; Abbreviation Code
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
	.byte	22                              ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0x225 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	2                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lrnglists_table_base0          ; DW_AT_rnglists_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x2b:0x4 DW_TAG_base_type
	.byte	22                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x2f:0x4 DW_TAG_base_type
	.byte	21                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	3                               ; Abbrev [3] 0x33:0xba DW_TAG_subprogram
	.byte	10                              ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
                                        ; DW_AT_call_all_calls
	.long	263                             ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x40:0xe DW_TAG_variable
	.byte	3                               ; DW_AT_name
	.long	237                             ; DW_AT_type
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	0
	.byte	51
	.byte	22
	.byte	24
	.byte	4                               ; Abbrev [4] 0x4e:0xe DW_TAG_variable
	.byte	6                               ; DW_AT_name
	.long	237                             ; DW_AT_type
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	1
	.byte	51
	.byte	22
	.byte	24
	.byte	5                               ; Abbrev [5] 0x5c:0x5 DW_TAG_formal_parameter
	.long	269                             ; DW_AT_abstract_origin
	.byte	5                               ; Abbrev [5] 0x61:0x5 DW_TAG_formal_parameter
	.long	277                             ; DW_AT_abstract_origin
	.byte	5                               ; Abbrev [5] 0x66:0x5 DW_TAG_formal_parameter
	.long	285                             ; DW_AT_abstract_origin
	.byte	6                               ; Abbrev [6] 0x6b:0x6 DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.long	293                             ; DW_AT_abstract_origin
	.byte	7                               ; Abbrev [7] 0x71:0x5 DW_TAG_variable
	.long	301                             ; DW_AT_abstract_origin
	.byte	8                               ; Abbrev [8] 0x76:0x6 DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.long	309                             ; DW_AT_abstract_origin
	.byte	8                               ; Abbrev [8] 0x7c:0x6 DW_TAG_variable
	.byte	7                               ; DW_AT_location
	.long	317                             ; DW_AT_abstract_origin
	.byte	7                               ; Abbrev [7] 0x82:0x5 DW_TAG_variable
	.long	325                             ; DW_AT_abstract_origin
	.byte	7                               ; Abbrev [7] 0x87:0x5 DW_TAG_variable
	.long	333                             ; DW_AT_abstract_origin
	.byte	9                               ; Abbrev [9] 0x8c:0x1a DW_TAG_lexical_block
	.byte	2                               ; DW_AT_ranges
	.long	341                             ; DW_AT_abstract_origin
	.byte	8                               ; Abbrev [8] 0x92:0x6 DW_TAG_variable
	.byte	8                               ; DW_AT_location
	.long	342                             ; DW_AT_abstract_origin
	.byte	9                               ; Abbrev [9] 0x98:0xd DW_TAG_lexical_block
	.byte	3                               ; DW_AT_ranges
	.long	350                             ; DW_AT_abstract_origin
	.byte	8                               ; Abbrev [8] 0x9e:0x6 DW_TAG_variable
	.byte	9                               ; DW_AT_location
	.long	351                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	10                              ; Abbrev [10] 0xa6:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	86
	.byte	147
	.byte	4
	.byte	144
	.byte	87
	.byte	147
	.byte	4
	.byte	11                              ; DW_AT_call_return_pc
	.byte	10                              ; Abbrev [10] 0xb1:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	86
	.byte	147
	.byte	4
	.byte	144
	.byte	87
	.byte	147
	.byte	4
	.byte	12                              ; DW_AT_call_return_pc
	.byte	10                              ; Abbrev [10] 0xbc:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	86
	.byte	147
	.byte	4
	.byte	144
	.byte	87
	.byte	147
	.byte	4
	.byte	13                              ; DW_AT_call_return_pc
	.byte	10                              ; Abbrev [10] 0xc7:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	86
	.byte	147
	.byte	4
	.byte	144
	.byte	87
	.byte	147
	.byte	4
	.byte	14                              ; DW_AT_call_return_pc
	.byte	10                              ; Abbrev [10] 0xd2:0xd DW_TAG_call_site
	.byte	10                              ; DW_AT_call_target
	.byte	144
	.ascii	"\300\b"
	.byte	147
	.byte	4
	.byte	144
	.ascii	"\301\b"
	.byte	147
	.byte	4
	.byte	15                              ; DW_AT_call_return_pc
	.byte	10                              ; Abbrev [10] 0xdf:0xd DW_TAG_call_site
	.byte	10                              ; DW_AT_call_target
	.byte	144
	.ascii	"\300\b"
	.byte	147
	.byte	4
	.byte	144
	.ascii	"\301\b"
	.byte	147
	.byte	4
	.byte	16                              ; DW_AT_call_return_pc
	.byte	0                               ; End Of Children Mark
	.byte	11                              ; Abbrev [11] 0xed:0x12 DW_TAG_array_type
	.long	255                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0xf2:0x6 DW_TAG_subrange_type
	.long	259                             ; DW_AT_type
	.byte	16                              ; DW_AT_count
	.byte	12                              ; Abbrev [12] 0xf8:0x6 DW_TAG_subrange_type
	.long	259                             ; DW_AT_type
	.byte	16                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	2                               ; Abbrev [2] 0xff:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	13                              ; Abbrev [13] 0x103:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	14                              ; Abbrev [14] 0x107:0x63 DW_TAG_subprogram
	.byte	7                               ; DW_AT_linkage_name
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
                                        ; DW_AT_inline
	.byte	15                              ; Abbrev [15] 0x10d:0x8 DW_TAG_formal_parameter
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.long	362                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x115:0x8 DW_TAG_formal_parameter
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.long	362                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x11d:0x8 DW_TAG_formal_parameter
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.long	372                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x125:0x8 DW_TAG_formal_parameter
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.long	377                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x12d:0x8 DW_TAG_variable
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	377                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x135:0x8 DW_TAG_variable
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	377                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x13d:0x8 DW_TAG_variable
	.byte	16                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	255                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x145:0x8 DW_TAG_variable
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	377                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x14d:0x8 DW_TAG_variable
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	377                             ; DW_AT_type
	.byte	17                              ; Abbrev [17] 0x155:0x14 DW_TAG_lexical_block
	.byte	16                              ; Abbrev [16] 0x156:0x8 DW_TAG_variable
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	377                             ; DW_AT_type
	.byte	17                              ; Abbrev [17] 0x15e:0xa DW_TAG_lexical_block
	.byte	16                              ; Abbrev [16] 0x15f:0x8 DW_TAG_variable
	.byte	20                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	377                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	18                              ; Abbrev [18] 0x16a:0x5 DW_TAG_pointer_type
	.long	367                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x16f:0x5 DW_TAG_const_type
	.long	255                             ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x174:0x5 DW_TAG_pointer_type
	.long	255                             ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x179:0x4 DW_TAG_base_type
	.byte	13                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	20                              ; Abbrev [20] 0x17d:0xb3 DW_TAG_subprogram
	.byte	2                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	15                              ; Abbrev [15] 0x187:0x8 DW_TAG_formal_parameter
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.long	362                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x18f:0x8 DW_TAG_formal_parameter
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.long	362                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x197:0x8 DW_TAG_formal_parameter
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.long	372                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x19f:0x8 DW_TAG_formal_parameter
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.long	377                             ; DW_AT_type
	.byte	21                              ; Abbrev [21] 0x1a7:0x3a DW_TAG_inlined_subroutine
	.long	263                             ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_low_pc
	.long	.Ltmp43-.Ltmp0                  ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	2                               ; DW_AT_call_line
	.byte	98                              ; DW_AT_call_column
	.byte	8                               ; Abbrev [8] 0x1b4:0x6 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.long	301                             ; DW_AT_abstract_origin
	.byte	8                               ; Abbrev [8] 0x1ba:0x6 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.long	309                             ; DW_AT_abstract_origin
	.byte	8                               ; Abbrev [8] 0x1c0:0x6 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.long	317                             ; DW_AT_abstract_origin
	.byte	9                               ; Abbrev [9] 0x1c6:0x1a DW_TAG_lexical_block
	.byte	0                               ; DW_AT_ranges
	.long	341                             ; DW_AT_abstract_origin
	.byte	8                               ; Abbrev [8] 0x1cc:0x6 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.long	342                             ; DW_AT_abstract_origin
	.byte	9                               ; Abbrev [9] 0x1d2:0xd DW_TAG_lexical_block
	.byte	1                               ; DW_AT_ranges
	.long	350                             ; DW_AT_abstract_origin
	.byte	8                               ; Abbrev [8] 0x1d8:0x6 DW_TAG_variable
	.byte	4                               ; DW_AT_location
	.long	351                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	22                              ; Abbrev [22] 0x1e1:0xd DW_TAG_call_site
	.byte	10                              ; DW_AT_call_target_clobbered
	.byte	144
	.ascii	"\306\b"
	.byte	147
	.byte	4
	.byte	144
	.ascii	"\307\b"
	.byte	147
	.byte	4
	.byte	4                               ; DW_AT_call_return_pc
	.byte	22                              ; Abbrev [22] 0x1ee:0xd DW_TAG_call_site
	.byte	10                              ; DW_AT_call_target_clobbered
	.byte	144
	.ascii	"\306\b"
	.byte	147
	.byte	4
	.byte	144
	.ascii	"\307\b"
	.byte	147
	.byte	4
	.byte	5                               ; DW_AT_call_return_pc
	.byte	22                              ; Abbrev [22] 0x1fb:0xd DW_TAG_call_site
	.byte	10                              ; DW_AT_call_target_clobbered
	.byte	144
	.ascii	"\306\b"
	.byte	147
	.byte	4
	.byte	144
	.ascii	"\307\b"
	.byte	147
	.byte	4
	.byte	6                               ; DW_AT_call_return_pc
	.byte	22                              ; Abbrev [22] 0x208:0xd DW_TAG_call_site
	.byte	10                              ; DW_AT_call_target_clobbered
	.byte	144
	.ascii	"\306\b"
	.byte	147
	.byte	4
	.byte	144
	.ascii	"\307\b"
	.byte	147
	.byte	4
	.byte	7                               ; DW_AT_call_return_pc
	.byte	22                              ; Abbrev [22] 0x215:0xd DW_TAG_call_site
	.byte	10                              ; DW_AT_call_target_clobbered
	.byte	144
	.ascii	"\306\b"
	.byte	147
	.byte	4
	.byte	144
	.ascii	"\307\b"
	.byte	147
	.byte	4
	.byte	8                               ; DW_AT_call_return_pc
	.byte	22                              ; Abbrev [22] 0x222:0xd DW_TAG_call_site
	.byte	10                              ; DW_AT_call_target_clobbered
	.byte	144
	.ascii	"\306\b"
	.byte	147
	.byte	4
	.byte	144
	.ascii	"\307\b"
	.byte	147
	.byte	4
	.byte	9                               ; DW_AT_call_return_pc
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists,"",@progbits
	.long	.Ldebug_list_header_end1-.Ldebug_list_header_start1 ; Length
.Ldebug_list_header_start1:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	4                               ; Offset entry count
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
	.long	.Ldebug_ranges1-.Lrnglists_table_base0
	.long	.Ldebug_ranges2-.Lrnglists_table_base0
	.long	.Ldebug_ranges3-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp41-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp33-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges2:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp58-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp88-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges3:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp64-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp65-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp79-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp80-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp83-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	96                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 22.1.8 (1~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"mm.cl"                         ; string offset=40
.Linfo_string2:
	.asciz	"/work/main/tests/kernels"      ; string offset=46
.Linfo_string3:
	.asciz	"As"                            ; string offset=71
.Linfo_string4:
	.asciz	"float"                         ; string offset=74
.Linfo_string5:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=80
.Linfo_string6:
	.asciz	"Bs"                            ; string offset=100
.Linfo_string7:
	.asciz	"__clang_ocl_kern_imp_matmul"   ; string offset=103
.Linfo_string8:
	.asciz	"matmul"                        ; string offset=131
.Linfo_string9:
	.asciz	"A"                             ; string offset=138
.Linfo_string10:
	.asciz	"B"                             ; string offset=140
.Linfo_string11:
	.asciz	"C"                             ; string offset=142
.Linfo_string12:
	.asciz	"N"                             ; string offset=144
.Linfo_string13:
	.asciz	"int"                           ; string offset=146
.Linfo_string14:
	.asciz	"r"                             ; string offset=150
.Linfo_string15:
	.asciz	"row"                           ; string offset=152
.Linfo_string16:
	.asciz	"acc"                           ; string offset=156
.Linfo_string17:
	.asciz	"c"                             ; string offset=160
.Linfo_string18:
	.asciz	"col"                           ; string offset=162
.Linfo_string19:
	.asciz	"t"                             ; string offset=166
.Linfo_string20:
	.asciz	"k"                             ; string offset=168
.Linfo_string21:
	.asciz	"DW_ATE_unsigned_32"            ; string offset=170
.Linfo_string22:
	.asciz	"DW_ATE_unsigned_64"            ; string offset=189
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
	.long	.Linfo_string22
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	matmul.As
	.quad	matmul.Bs
	.quad	.Lfunc_begin0
	.quad	.Ltmp0
	.quad	.Ltmp2
	.quad	.Ltmp4
	.quad	.Ltmp6
	.quad	.Ltmp8
	.quad	.Ltmp17
	.quad	.Ltmp37
	.quad	.Lfunc_begin1
	.quad	.Ltmp48
	.quad	.Ltmp50
	.quad	.Ltmp52
	.quad	.Ltmp54
	.quad	.Ltmp64
	.quad	.Ltmp84
.Ldebug_addr_end0:
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
    .sgpr_count:     74
    .sgpr_spill_count: 0
    .symbol:         matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     74
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
