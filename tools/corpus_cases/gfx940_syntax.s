# Hand-written syntax cases for gfx942 and gfx950, one case per line,
# appended to gfx900's cases for their syntax.txt (tools/mkcorpus.py
# --mcpu gfx942 --only syntax --cases-cpu gfx900 --cases-extra gfx940):
# forms found in real generated kernels (hipBLASLt's custom kernels) that
# the shared cases do not hold.  Same rules as gfx900_syntax.s.
#
# section: gfx940-sdwa-no-dst-sel
v_cvt_pk_f32_fp8_sdwa v[76:77], v54 src0_sel:WORD_0
v_cvt_pk_f32_fp8_sdwa v[76:77], v54 src0_sel:WORD_1
v_cvt_pk_f32_bf8_sdwa v[2:3], v1 src0_sel:BYTE_1
v_cvt_pk_f32_fp8_sdwa v[2:3], v1 clamp src0_sel:WORD_0
v_cvt_f32_fp8_sdwa v1, v2 src0_sel:BYTE_3
v_cvt_f32_bf8_sdwa v1, v2 src0_sel:BYTE_2
v_cvt_f32_fp8_sdwa v1, v2 clamp src0_sel:BYTE_0
v_cvt_pk_f32_fp8_sdwa v[2:3], v1 dst_sel:DWORD src0_sel:WORD_0
v_cvt_f32_fp8_sdwa v1, v2 dst_sel:WORD_1 src0_sel:BYTE_0
# section: gfx940-accvgpr-alias
v_accvgpr_write acc0, 0x0
v_accvgpr_write a255, v255
v_accvgpr_read v7, acc8
# section: gfx950-f8f6f4-widths
v_mfma_f32_16x16x128_f8f6f4 v[48:51], a[0:3], v[80:83], v[48:51] cbsz:4 blgp:4
v_mfma_f32_16x16x128_f8f6f4 v[48:51], a[0:5], v[80:85], v[48:51] cbsz:2 blgp:2
v_mfma_f32_16x16x128_f8f6f4 v[48:51], a[0:5], v[80:87], v[48:51] cbsz:3
v_mfma_f32_16x16x128_f8f6f4 v[48:51], a[0:7], v[80:83], v[48:51] cbsz:1 blgp:4
v_mfma_f32_16x16x128_f8f6f4 v[48:51], a[0:7], v[80:87], v[48:51] cbsz:5 blgp:7
v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[16:19], v[20:25], v[0:15] cbsz:4 blgp:2
v_mfma_f32_32x32x64_f8f6f4 a[0:15], v[16:23], v[24:29], a[0:15] blgp:3
v_mfma_f32_16x16x128_f8f6f4 v[48:51], a[0:3], v[80:87], v[48:51]
v_mfma_f32_16x16x128_f8f6f4 v[48:51], a[0:5], v[80:87], v[48:51] cbsz:4
v_mfma_f32_16x16x128_f8f6f4 v[48:51], a[0:7], v[80:85], v[48:51] blgp:4
v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[16:23], v[24:31], v[0:15] cbsz:2
v_mfma_f32_16x16x128_f8f6f4 v[48:51], a[0:7], v[80:87], v[48:51] abid:1
v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[16:23], v[24:31], v[0:15] cbsz:1 abid:2
# section: gfx950-scaled-mfma
# v_mfma_scale_* (VOP3PX2: a v_mfma_ld_scale_b32 word, then the MFMA's):
# scale sources VGPR only, their op_sel and op_sel_hi (2 bits each), the
# cbsz/blgp widths, AGPR operands, modifiers llvm-mc 22 refuses.
v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[20:23], v24, v25
v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:17], v[20:23], v24, v25 op_sel:[0,1,0] op_sel_hi:[1,0,0] cbsz:1 blgp:2
v_mfma_scale_f32_32x32x64_f8f6f4 a[0:15], v[4:11], v[12:19], a[20:35], v24, v25 op_sel_hi:[1,1,0]
v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], a[4:7], v[12:17], v[20:23], v255, v0 cbsz:4 blgp:2
v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], 1.0, v[24], v[25] op_sel:[1,1,1] op_sel_hi:[1,1,1]
v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[20:23], v24, v25 op_sel:[1] op_sel_hi:[0,1]
v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[4:9], v[12:15], 0, v1, v2 cbsz:3 blgp:4
v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[20:23], s24, v25
v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[20:23], v24, a25
v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[20:23], 1, v25
v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[20:23], v24, v25 abid:1
v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[20:23], v24, v25 clamp
v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[20:23], v24, v25 neg:[0,0,1]
v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[20:23], v24, v25 neg_lo:[1,0,0]
v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[20:23], v24
v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[20:23], v24, v25 blgp:1 cbsz:1 op_sel:[1,0,0]
v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[20:23], v24, v25 cbsz:1 op_sel:[1,0,0]
v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[20:23], v24, v25 op_sel_hi:[1,0,0] op_sel:[1,0,0]
v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[20:23], v24, v25 cbsz:2 blgp:1
v_mfma_ld_scale_b32 v1, v2 op_sel:[1,0] op_sel_hi:[0,1]
# section: dp-alu-dpp
# DPP of 64-bit operands ("DP ALU", gfx90a on): row_newbcast only.
v_fract_f64_dpp v[2:3], v[4:5] row_newbcast:1
v_cvt_f64_f32_dpp v[2:3], v4 row_newbcast:0 row_mask:0x2
v_cvt_f32_f64_dpp v2, v[4:5] row_newbcast:15 bank_mask:0x3 bound_ctrl:1
v_fmac_f64_dpp v[0:1], -v[2:3], |v[4:5]| row_newbcast:3
v_mov_b64_dpp v[0:1], v[2:3] row_newbcast:1
v_fract_f64_dpp v[2:3], v[4:5] quad_perm:[0,1,2,3]
v_fract_f64_dpp v[2:3], v[4:5] row_shl:1
v_cvt_f64_i32_dpp v[2:3], v4 row_bcast:15
v_add_f64_dpp v[0:1], v[2:3], v[4:5] row_newbcast:3
v_fract_f64_dpp v[2:3], v[4:5]
v_mov_b32_dpp v0, v1 row_newbcast:2
v_fract_f64_dpp v[3:4], v[4:5] row_newbcast:1
