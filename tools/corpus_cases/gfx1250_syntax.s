# Hand-written syntax cases of GFX12.5 (gfx1250), one case per line, each
# judged by llvm-mc 22 (tools/mkcorpus.py --mcpu gfx1250 --only syntax):
# the tensor operations (two and four SGPR groups, cache policies, nv,
# r128, register kinds and alignment) and byte_sel of the fp8/bf8
# conversions (values, order among the modifiers, forms that take it).
# section: tensor
tensor_load_to_lds s[0:3], s[4:11]
tensor_store_from_lds s[0:3], s[4:11]
tensor_load_to_lds s[0:3], s[4:11], s[12:15], s[16:19]
tensor_store_from_lds s[0:3], s[4:11], s[12:15], s[16:19]
tensor_load_to_lds s[4:7], s[8:15], s[96:99], s[100:103]
tensor_load_to_lds s[100:103], s[96:103]
tensor_load_to_lds ttmp[0:3], ttmp[4:11]
tensor_load_to_lds ttmp[12:15], ttmp[8:15], ttmp[4:7], ttmp[0:3]
tensor_load_to_lds s[0:3], s[4:11] th:TH_LOAD_NT
tensor_load_to_lds s[0:3], s[4:11] th:TH_LOAD_HT
tensor_load_to_lds s[0:3], s[4:11] th:TH_LOAD_BYPASS scope:SCOPE_SYS
tensor_load_to_lds s[0:3], s[4:11] th:TH_LOAD_NT_HT scope:SCOPE_DEV
tensor_load_to_lds s[0:3], s[4:11] th:TH_LOAD_RT_NT scope:SCOPE_CU
tensor_load_to_lds s[0:3], s[4:11] scope:SCOPE_SE
tensor_load_to_lds s[0:3], s[4:11] nv
tensor_load_to_lds s[0:3], s[4:11] th:TH_LOAD_HT scope:SCOPE_DEV nv
tensor_load_to_lds s[0:3], s[4:11], s[12:15], s[16:19] th:TH_LOAD_NT scope:SCOPE_SE nv
tensor_store_from_lds s[0:3], s[4:11] th:TH_STORE_NT
tensor_store_from_lds s[0:3], s[4:11] th:TH_STORE_HT scope:SCOPE_SYS
tensor_store_from_lds s[0:3], s[4:11] th:TH_STORE_BYPASS
tensor_store_from_lds s[0:3], s[4:11] th:TH_STORE_NT_WB nv
tensor_store_from_lds s[0:3], s[4:11] th:TH_LOAD_NT
tensor_load_to_lds s[0:3], s[4:11] th:TH_STORE_NT
tensor_load_to_lds s[0:3], s[4:11] th:TH_ATOMIC_RETURN
tensor_load_to_lds s[0:3], s[4:11] r128
tensor_load_to_lds s[0:3], s[4:11] offset:4
tensor_load_to_lds s[0:3], s[4:11] glc
tensor_load_to_lds s[0:3], s[4:11] dmask:0x1
tensor_load_to_lds s[0:3], s[4:11] nv th:TH_LOAD_NT
tensor_load_to_lds s[0:3], s[4:11], s[12:15]
tensor_load_to_lds s[0:3]
tensor_load_to_lds
tensor_load_to_lds s[0:3], s[4:11], s[12:15], s[16:19], s[20:23]
tensor_load_to_lds s[0:3], s[4:11], s[12:15], null
tensor_load_to_lds s[0:3], s[4:11], null, null
tensor_load_to_lds s[0:3], s[4:11], null, s[16:19]
tensor_load_to_lds null, s[4:11]
tensor_load_to_lds s[0:3], null
tensor_load_to_lds s[1:4], s[4:11]
tensor_load_to_lds s[2:5], s[4:11]
tensor_load_to_lds s[0:3], s[2:9]
tensor_load_to_lds s[0:3], s[4:11], s[13:16], s[16:19]
tensor_load_to_lds s[0:3], s[4:7]
tensor_load_to_lds s[0:1], s[4:11]
tensor_load_to_lds s[0:7], s[4:11]
tensor_load_to_lds s[0:3], s[4:11], s[12:19], s[16:19]
tensor_load_to_lds v[0:3], s[4:11]
tensor_load_to_lds s[0:3], v[4:11]
tensor_load_to_lds s0, s[4:11]
tensor_load_to_lds 0, s[4:11]
tensor_load_to_lds s[0:3], 1
tensor_load_to_lds vcc, s[4:11]
tensor_load_to_lds exec, s[4:11]
tensor_load_to_lds s[104:107], s[4:11]
tensor_load_to_lds s[0:3], s[100:107]
tensor_load_to_lds s[0:3], s[96:103], s[104:107], s[0:3]
TENSOR_LOAD_TO_LDS s[0:3], s[4:11]
tensor_load_to_lds s[0:3],s[4:11],s[12:15],s[16:19]
tensor_load_to_lds_e64 s[0:3], s[4:11]
# section: byte_sel
v_cvt_f32_fp8 v1, v2 byte_sel:0
v_cvt_f32_fp8 v1, v2 byte_sel:1
v_cvt_f32_fp8 v1, v2 byte_sel:2
v_cvt_f32_fp8 v1, v2 byte_sel:3
v_cvt_f32_fp8_e64 v1, v2 byte_sel:3
v_cvt_f32_fp8_e32 v1, v2 byte_sel:1
v_cvt_f32_bf8 v1, s2 byte_sel:2 clamp
v_cvt_f32_bf8 v1, 1.0 byte_sel:1
v_cvt_f32_bf8 v1, v2 clamp byte_sel:2
v_cvt_f32_fp8 v1, v2 byte_sel:4
v_cvt_f32_fp8 v1, v2 byte_sel:-1
v_cvt_f32_fp8 v1, v2 byte_sel
v_cvt_f32_fp8 v1, v2 byte_sel:1 byte_sel:2
v_cvt_f32_fp8 v1, v2 byte_sel:1+1
v_cvt_f32_fp8 v1, v2 byte_sel:0x3
v_cvt_f32_fp8 v1, v2 byte_sel:[1,0]
v_cvt_f32_fp8 v1, v2 op_sel:[1,0]
v_cvt_f32_fp8_e64_dpp v1, v2 byte_sel:2 quad_perm:[0,1,2,3]
v_cvt_f32_fp8 v1, v2 byte_sel:2 quad_perm:[3,2,1,0] row_mask:0x5 bank_mask:0xa
v_cvt_f32_fp8 v1, v2 quad_perm:[3,2,1,0] byte_sel:2
v_cvt_f32_fp8 v1, v2 byte_sel:1 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_fp8 v1, v2 byte_sel:3 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_f16_fp8 v1, v2 byte_sel:1
v_cvt_f16_fp8 v1, v2 op_sel:[0,1] byte_sel:2
v_cvt_f16_fp8 v1, v2 op_sel:[1,1] byte_sel:3
v_cvt_f16_fp8 v1, v2 op_sel:[1,0]
v_cvt_f16_fp8 v1, v2 byte_sel:1 op_sel:[0,1]
v_cvt_f16_bf8 v1, s2 byte_sel:3
v_cvt_f16_bf8 v1, v2 op_sel:[0,1] byte_sel:1 quad_perm:[0,1,2,3]
v_cvt_f16_bf8 v1, v2 op_sel:[0,1] byte_sel:2 dpp8:[0,1,2,3,4,5,6,7]
v_cvt_sr_fp8_f32 v1, v2, v3 byte_sel:1
v_cvt_sr_fp8_f32 v1, v2, v3 byte_sel:2 clamp
v_cvt_sr_fp8_f32 v1, -v2, s3 byte_sel:3
v_cvt_sr_fp8_f32 v1, v2, v3 clamp byte_sel:2
v_cvt_sr_fp8_f32 v1, v2, v3 op_sel:[1,0,0] byte_sel:2
v_cvt_sr_bf8_f32 v1, |v2|, 0x1234 byte_sel:1
v_cvt_sr_bf8_f32 v1, v2, v3 byte_sel:3 quad_perm:[1,0,3,2]
v_cvt_sr_bf8_f32 v1, v2, v3 byte_sel:3 dpp8:[1,0,3,2,5,4,7,6]
v_cvt_sr_fp8_f16 v1, v2, v3 op_sel:[1,0,0] byte_sel:1
v_cvt_sr_fp8_f16 v1, v2, v3 op_sel:[0,1,0] byte_sel:2
v_cvt_sr_fp8_f16 v1, v2, v3 op_sel:[1,1,1] byte_sel:3
v_cvt_sr_fp8_f16 v1, v2, v3 op_sel:[1,1,0,0] byte_sel:3
v_cvt_sr_fp8_f16 v1, v2, v3 op_sel:[0,0,1]
v_cvt_sr_bf8_f16 v1, v2, v3 byte_sel:2
v_cvt_sr_bf8_f16 v1, v2, v3 op_sel:[1,0,0] byte_sel:1 quad_perm:[0,1,2,3]
v_cvt_pk_fp8_f32 v1, v2, v3 byte_sel:1
v_cvt_pk_f32_fp8 v[2:3], v1 byte_sel:1
v_add_f32 v1, v2, v3 byte_sel:1
# section: vopd3-dot2acc-bf16
# v_dual_dot2acc_f32_bf16 beside other halves: the VGPR bank checks
# llvm-mc 22 applies to it (row tag vopd3-plain-view), the 8-byte form as
# the Y half, the 12-byte form as the X half.
v_dual_dot2acc_f32_bf16 v10, v1, v2 :: v_dual_fma_f32 v20, v5, v6, v7
v_dual_dot2acc_f32_bf16 v10, v1, v2 :: v_dual_fma_f32 v20, v4, v6, v7
v_dual_dot2acc_f32_bf16 v10, v1, v2 :: v_dual_fma_f32 v20, v4, v6, v10
v_dual_dot2acc_f32_bf16 v64, v16, v24 :: v_dual_fma_f32 v0, s0, v136, v130
v_dual_dot2acc_f32_bf16 v10, v1, v2 :: v_dual_add_f32 v20, v5, v6
v_dual_dot2acc_f32_bf16 v10, v1, v2 :: v_dual_add_f32 v20, v4, v6
v_dual_dot2acc_f32_bf16 v10, v6, v2 :: v_dual_add_nc_u32 v20, v5, v7
v_dual_dot2acc_f32_bf16 v10, v5, v2 :: v_dual_add_nc_u32 v20, v5, v7
v_dual_dot2acc_f32_bf16 v10, v10, v2 :: v_dual_add_nc_u32 v20, v5, v7
v_dual_dot2acc_f32_bf16 v10, v1, v2 :: v_dual_mov_b32 v1, v3
v_dual_dot2acc_f32_bf16 v10, v1, v2 :: v_dual_mov_b32 v21, v5
v_dual_fma_f32 v20, v5, v6, v7 :: v_dual_dot2acc_f32_bf16 v10, v1, v2
v_dual_fma_f32 v20, v5, v6, v7 :: v_dual_dot2acc_f32_bf16 v10, v2, v1
v_dual_add_nc_u32 v20, v5, v6 :: v_dual_dot2acc_f32_bf16 v10, v2, v1
v_dual_add_nc_u32 v20, v5, v6 :: v_dual_dot2acc_f32_bf16 v10, v3, v6
v_dual_mov_b32 v1, v2 :: v_dual_dot2acc_f32_bf16 v4, v5, v6
v_dual_mov_b32 v2, v2 :: v_dual_dot2acc_f32_bf16 v4, v5, v6
v_dual_mov_b32 v1, v2 :: v_dual_dot2acc_f32_bf16 v4, v6, v6
v_dual_mov_b32 v2, v2 :: v_dual_dot2acc_f32_bf16 v4, v6, v6
v_dual_add_f32 v1, v2, v3 :: v_dual_dot2acc_f32_bf16 v4, v5, v6
v_dual_add_f32 v1, v2, v3 :: v_dual_dot2acc_f32_bf16 v4, v6, v7
v_dual_add_f32 v1, v2, v3 :: v_dual_dot2acc_f32_bf16 v4, v5, v7
v_dual_add_f32 v0, v2, v3 :: v_dual_dot2acc_f32_bf16 v4, v5, v7
v_dual_add_f32 v0, v2, v3 :: v_dual_dot2acc_f32_bf16 v4, v7, v6
v_dual_add_f32 v0, v2, v3 :: v_dual_dot2acc_f32_bf16 v4, v6, v7
v_dual_max_num_f32 v128, s0, v64 :: v_dual_dot2acc_f32_bf16 v1, s73, v6
v_dual_mov_b32 v1, v2 :: v_dual_dot2acc_f32_bf16 v4, -v5, v6
v_dual_cndmask_b32 v131, v17, v0, s0 :: v_dual_dot2acc_f32_bf16 v64, s36, v16
# section: wmma
# GFX12.5's WMMA and SWMMAC: matrix_a_reuse and matrix_b_reuse (op_sel bit
# 2, op_sel_hi bit 2), index_key of the sparse ops, the data formats of
# v_wmma_f32_16x16x128_f8f6f4 (matrix_a_fmt in the op_sel bits,
# matrix_b_fmt in the op_sel_hi bits) and the tuple widths they name.
v_wmma_f32_16x16x32_f16 v[0:7], v[8:15], v[16:23], v[0:7]
v_wmma_f32_16x16x32_f16 v[0:7], v[8:15], v[16:23], v[0:7] matrix_a_reuse
v_wmma_f32_16x16x32_f16 v[0:7], v[8:15], v[16:23], v[0:7] matrix_b_reuse
v_wmma_f32_16x16x32_f16 v[0:7], v[8:15], v[16:23], v[0:7] matrix_a_reuse matrix_b_reuse
v_wmma_f32_16x16x32_f16 v[0:7], v[8:15], v[16:23], v[0:7] matrix_b_reuse matrix_a_reuse
v_wmma_f32_16x16x32_f16 v[0:7], v[8:15], v[16:23], v[0:7] matrix_a_reuse neg_lo:[1,0,0] neg_hi:[0,1,0]
v_wmma_f32_16x16x32_f16 v[0:7], v[8:15], v[16:23], v[0:7] neg_lo:[1,0,0] matrix_a_reuse
v_wmma_f32_16x16x32_f16 v[0:7], v[8:15], v[16:23], 1.0 matrix_b_reuse
v_wmma_f32_16x16x32_bf16 v[0:7], v[8:15], v[16:23], v[0:7] matrix_a_reuse matrix_b_reuse
v_wmma_f16_16x16x32_f16 v[0:3], v[8:15], v[16:23], v[0:3] matrix_b_reuse
v_wmma_bf16_16x16x32_bf16 v[0:3], v[8:15], v[16:23], v[0:3] matrix_a_reuse
v_wmma_f32_16x16x64_fp8_fp8 v[0:7], v[8:15], v[16:23], v[0:7] matrix_a_reuse
v_wmma_f32_16x16x64_bf8_fp8 v[0:7], v[8:15], v[16:23], v[0:7] matrix_b_reuse
v_wmma_i32_16x16x64_iu8 v[0:7], v[8:15], v[16:23], v[0:7] matrix_a_reuse neg_lo:[1,1,0] clamp
v_wmma_f32_16x16x4_f32 v[0:7], v[8:9], v[10:11], v[0:7] matrix_b_reuse
v_wmma_f32_16x16x32_f16 v[0:7], v[8:15], v[16:23], v[0:7] matrix_a_reuse:1
v_swmmac_f32_16x16x64_f16 v[0:7], v[8:15], v[16:31], v32 index_key:1
v_swmmac_f32_16x16x64_f16 v[0:7], v[8:15], v[16:31], v32 index_key:1 matrix_a_reuse neg_lo:[1,0,0]
v_swmmac_f32_16x16x64_f16 v[0:7], v[8:15], v[16:31], v32 neg_lo:[1,0,0] index_key:1
v_swmmac_f32_16x16x64_f16 v[0:7], v[8:15], v[16:31], v32 index_key:2
v_swmmac_f32_16x16x128_fp8_fp8 v[0:7], v[8:15], v[16:31], v[32:33] index_key:1 matrix_b_reuse
v_swmmac_i32_16x16x128_iu8 v[0:7], v[8:15], v[16:31], v[32:33] index_key:1 clamp
v_swmmac_bf16_16x16x64_bf16 v[0:3], v[8:15], v[16:31], v32 matrix_a_reuse matrix_b_reuse
v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[0:7]
v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[0:7] matrix_a_fmt:MATRIX_FMT_FP8
v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[0:7] matrix_a_fmt:MATRIX_FMT_BF8
v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:19], v[24:39], v[0:7] matrix_a_fmt:MATRIX_FMT_FP6
v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:19], v[24:39], v[0:7] matrix_a_fmt:MATRIX_FMT_BF6
v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:15], v[24:39], v[0:7] matrix_a_fmt:MATRIX_FMT_FP4
v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:35], v[0:7] matrix_b_fmt:MATRIX_FMT_FP6
v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:31], v[0:7] matrix_b_fmt:MATRIX_FMT_FP4
v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:19], v[24:35], v[0:7] matrix_a_fmt:MATRIX_FMT_BF6 matrix_b_fmt:MATRIX_FMT_BF6
v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:15], v[24:31], v[0:7] matrix_a_fmt:MATRIX_FMT_FP4 matrix_b_fmt:MATRIX_FMT_FP4 neg_lo:[0,0,1] neg_hi:[0,0,1]
v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:19], v[24:35], v[0:7] matrix_b_fmt:MATRIX_FMT_FP6 matrix_a_fmt:MATRIX_FMT_FP6
v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[0:7] matrix_a_fmt:2
v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:19], v[24:39], v[0:7] matrix_a_fmt:2
v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[0:7] matrix_a_fmt:5
v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[0:7] matrix_a_fmt:MATRIX_FMT_XX
v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:15], v[24:39], v[0:7] matrix_a_fmt:MATRIX_FMT_FP4 matrix_a_reuse
v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], 1.0
# section: packed-f32-sgpr
# A packed f32 source that is an SGPR pair (not a trap temporary) takes
# neither op_sel nor op_sel_hi; op_sel_hi's default of 1 is refused too.
v_pk_fma_f32 v[0:1], s[80:81], v[0:1], v[30:31]
v_pk_fma_f32 v[0:1], s[80:81], v[0:1], v[30:31] op_sel_hi:[0,1,1]
v_pk_fma_f32 v[0:1], s[80:81], v[0:1], v[30:31] op_sel_hi:[1,1,1]
v_pk_fma_f32 v[0:1], v[0:1], v[2:3], s[4:5] op_sel_hi:[1,1,0]
v_pk_mul_f32 v[0:1], v[2:3], s[4:5]
v_pk_mul_f32 v[0:1], v[2:3], s[4:5] op_sel_hi:[1,0]
v_pk_add_f32 v[0:1], v[2:3], s[4:5] op_sel_hi:[0,0]
v_pk_add_f32 v[0:1], s[2:3], v[2:3] op_sel:[1,0] op_sel_hi:[0,1]
v_pk_add_f32 v[0:1], vcc, v[2:3]
v_pk_add_f32 v[0:1], vcc, v[2:3] op_sel_hi:[0,1]
v_pk_add_f32 v[0:1], exec, v[2:3]
v_pk_add_f32 v[0:1], ttmp[2:3], v[2:3]
v_pk_add_f32 v[0:1], 1.0, v[2:3]
v_pk_add_f32 v[0:1], v[80:81], v[2:3] op_sel:[1,0]
# section: scaled-wmma
# v_wmma_scale_* and v_wmma_scale16_* (VOP3PX2: a v_wmma_ld_scale_paired_b32
# or v_wmma_ld_scale16_paired_b64 word, then the WMMA's): scale sources
# (VGPR, SGPR, inline constants; 64-bit for scale16; no literal, no AGPR),
# which of their rows and formats apply, the matrix formats and their
# widths, reuse, neg of the accumulator, modifiers refused or out of order.
v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], v1, v2
v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], s1, 2
v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], -1, 0.5
v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], vcc_lo, m0
v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], 0x1234, v2
v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], a1, v2
v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], v[1:2], v2
v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], 1.0, v1, v2
v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], v1, v2 matrix_a_scale:MATRIX_SCALE_ROW1 matrix_b_scale:MATRIX_SCALE_ROW1 matrix_a_scale_fmt:MATRIX_SCALE_FMT_E4M3 matrix_b_scale_fmt:MATRIX_SCALE_FMT_E5M3
v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], v1, v2 matrix_a_scale:1 matrix_b_scale_fmt:2
v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], v1, v2 matrix_a_scale:MATRIX_SCALE_ROW0 matrix_b_scale_fmt:MATRIX_SCALE_FMT_E8
v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], v1, v2 matrix_a_scale_fmt:3
v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], v1, v2 matrix_b_scale:2
v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], v1, v2 matrix_a_scale:MATRIX_SCALE_ROW2
v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], v1, v2 matrix_a_fmt:MATRIX_FMT_BF8 matrix_b_fmt:MATRIX_FMT_BF8 matrix_a_scale:MATRIX_SCALE_ROW1 matrix_b_scale:MATRIX_SCALE_ROW1 matrix_a_scale_fmt:MATRIX_SCALE_FMT_E4M3 matrix_b_scale_fmt:MATRIX_SCALE_FMT_E4M3 matrix_a_reuse matrix_b_reuse neg_lo:[0,0,1] neg_hi:[0,0,1]
v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:19], v[24:39], v[40:47], v1, v2 matrix_a_fmt:MATRIX_FMT_FP6
v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:31], v[40:47], v1, v2 matrix_b_fmt:MATRIX_FMT_FP4
v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], v1, v2 matrix_a_fmt:MATRIX_FMT_FP6
v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], v1, v2 matrix_a_reuse matrix_a_scale:MATRIX_SCALE_ROW1
v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], v1, v2 matrix_a_scale:MATRIX_SCALE_ROW1 matrix_a_fmt:MATRIX_FMT_BF8
v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], v1, v2 clamp
v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], v1, v2 neg_lo:[1,0,0]
v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], v1, v2 op_sel:[0,0,1]
v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], |v1|, v2
v_wmma_scale16_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], v[2:3], s[4:5]
v_wmma_scale16_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], 1, -2
v_wmma_scale16_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], 1.0, s[2:3]
v_wmma_scale16_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], v2, v[4:5]
v_wmma_scale16_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], 0x1234, v[2:3]
v_wmma_scale16_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], s[2:3], s[4:5] matrix_b_scale:MATRIX_SCALE_ROW1 matrix_b_reuse
v_wmma_scale_f32_32x16x128_f4 v[0:15], v[16:31], v[32:39], v[40:55], v1, v2
v_wmma_scale_f32_32x16x128_f4 v[0:15], v[16:31], v[32:39], v[40:55], v1, v2 matrix_a_reuse
v_wmma_scale_f32_32x16x128_f4 v[0:15], v[16:31], v[32:39], 1.0, v1, v2 neg_lo:[0,0,1]
v_wmma_scale_f32_32x16x128_f4 v[0:15], v[16:31], v[32:39], v[40:55], v1, v2 matrix_a_fmt:MATRIX_FMT_BF8
v_wmma_scale16_f32_32x16x128_f4 v[0:15], v[16:31], v[32:39], v[40:55], v[2:3], v[4:5]
v_wmma_scale16_f32_32x16x128_f4 v[0:15], v[16:31], v[32:39], v[40:55], s[2:3], 1 matrix_a_scale_fmt:MATRIX_SCALE_FMT_E5M3 neg_hi:[0,0,1]
# The first word on its own (v_wmma_ld_scale_paired_b32,
# v_wmma_ld_scale16_paired_b64): vdst 0 and 0x100 in src2.
v_wmma_ld_scale_paired_b32 v1, v2
v_wmma_ld_scale_paired_b32 s1, 1 matrix_a_scale:MATRIX_SCALE_ROW1 matrix_b_scale:MATRIX_SCALE_ROW1 matrix_a_scale_fmt:MATRIX_SCALE_FMT_E4M3 matrix_b_scale_fmt:2 matrix_a_reuse matrix_b_reuse
v_wmma_ld_scale16_paired_b64 v[2:3], s[4:5]
v_wmma_ld_scale16_paired_b64 1.0, -1 matrix_b_scale_fmt:MATRIX_SCALE_FMT_E5M3
v_wmma_ld_scale_paired_b32 v1, 0x1234
v_wmma_ld_scale16_paired_b64 v1, v[2:3]
v_wmma_ld_scale_paired_b32 v1, v2 neg_lo:[1,0]
# section: wmma-neg
# neg_lo/neg_hi of the WMMA of 8-bit and smaller formats name the
# accumulator alone (row tag neg-c-only); the f32 and f16 rows take them
# on A and B too.
v_wmma_f32_16x16x64_fp8_fp8 v[0:7], v[8:15], v[16:23], v[0:7] neg_lo:[0,0,1] neg_hi:[0,0,1]
v_wmma_f32_16x16x64_fp8_fp8 v[0:7], v[8:15], v[16:23], v[0:7] neg_lo:[1,0,0]
v_wmma_f32_16x16x64_fp8_fp8 v[0:7], v[8:15], v[16:23], v[0:7] neg_hi:[0,1,0]
v_wmma_f16_16x16x128_bf8_fp8 v[0:3], v[8:23], v[24:39], v[0:3] neg_lo:[0,1,0]
v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47] neg_lo:[1,0,0]
v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47] neg_hi:[0,0,1]
v_wmma_f32_16x16x4_f32 v[0:7], v[8:9], v[10:11], v[0:7] neg_lo:[1,0,0]
v_wmma_f32_16x16x4_f32 v[0:7], v[8:9], v[10:11], v[0:7] neg_lo:[0,1,1]
v_wmma_f32_16x16x32_f16 v[0:7], v[8:15], v[16:23], v[0:7] neg_lo:[1,1,0] neg_hi:[1,0,0]
