# Hand-written syntax cases of GFX12 (gfx1200), appended to gfx1200's
# syntax.txt (tools/mkcorpus.py --mcpu gfx1200 --only syntax --cases-cpu
# gfx900 --cases-extra gfx10 --cases-extra vopd --cases-extra gfx12):
# byte_sel of the fp8/bf8 conversions (values, order among the modifiers,
# the forms that take it).
# section: byte_sel
v_cvt_f32_fp8 v1, v2 byte_sel:0
v_cvt_f32_fp8 v1, v2 byte_sel:1
v_cvt_f32_fp8 v1, v2 byte_sel:2
v_cvt_f32_fp8 v1, v2 byte_sel:3
v_cvt_f32_bf8_e64 v1, s2 byte_sel:3
v_cvt_f32_bf8 v1, 1.0 byte_sel:1
v_cvt_f32_fp8_e32 v1, v2 byte_sel:1
v_cvt_f32_fp8 v1, v2 byte_sel:4
v_cvt_f32_fp8 v1, v2 byte_sel:-1
v_cvt_f32_fp8 v1, v2 byte_sel
v_cvt_f32_fp8 v1, v2 byte_sel:1 byte_sel:2
v_cvt_f32_fp8 v1, v2 op_sel:[1,0]
v_cvt_f32_fp8 v1, v2 byte_sel:2 quad_perm:[3,2,1,0] row_mask:0x5 bank_mask:0xa
v_cvt_f32_fp8 v1, v2 quad_perm:[3,2,1,0] byte_sel:2
v_cvt_f32_bf8 v1, v2 byte_sel:1 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_bf8_e64_dpp v1, v2 byte_sel:3 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_sr_fp8_f32 v1, v2, v3 byte_sel:1
v_cvt_sr_fp8_f32 v1, v2, v3 byte_sel:2
v_cvt_sr_fp8_f32 v1, -v2, s3 byte_sel:3
v_cvt_sr_bf8_f32 v1, |v2|, 0x1234 byte_sel:1
v_cvt_sr_fp8_f32 v1, v2, v3 op_sel:[1,0,0] byte_sel:2
v_cvt_sr_bf8_f32 v1, v2, v3 byte_sel:3 quad_perm:[1,0,3,2]
v_cvt_sr_bf8_f32 v1, v2, v3 byte_sel:3 dpp8:[1,0,3,2,5,4,7,6]
v_cvt_f16_fp8 v1, v2 byte_sel:1
v_cvt_sr_fp8_f16 v1, v2, v3 byte_sel:1
v_cvt_pk_fp8_f32 v1, v2, v3 byte_sel:1
v_add_f32 v1, v2, v3 byte_sel:1
# section: swmmac index_key
# A sparse matrix op's index_key (op_sel bit 0): 0 or 1, before neg_lo
# and clamp; v_swmmac_i32_16x16x64_iu4 and the WMMA ops take none.
v_swmmac_f32_16x16x32_f16 v[0:7], v[8:11], v[12:19], v20 index_key:1
v_swmmac_f32_16x16x32_f16 v[0:7], v[8:11], v[12:19], v20 index_key:0
v_swmmac_f32_16x16x32_bf16 v[0:7], v[8:11], v[12:19], v20 index_key:1 neg_lo:[1,0,0]
v_swmmac_f16_16x16x32_f16 v[0:3], v[8:11], v[12:19], v20 index_key:1 neg_hi:[0,1,0]
v_swmmac_bf16_16x16x32_bf16 v[0:3], v[8:11], v[12:19], v20 index_key:1
v_swmmac_i32_16x16x32_iu8 v[0:7], v[8:9], v[12:15], v20 index_key:1 neg_lo:[1,1,0] clamp
v_swmmac_i32_16x16x32_iu4 v[0:7], v8, v[12:13], v20 index_key:1 clamp
v_swmmac_f32_16x16x32_fp8_fp8 v[0:7], v[8:9], v[12:15], v20 index_key:1
v_swmmac_f32_16x16x32_bf8_bf8 v[0:7], v[8:9], v[12:15], v20 index_key:1
v_swmmac_i32_16x16x32_iu8 v[0:7], v[8:9], v[12:15], v20 index_key:2
v_swmmac_i32_16x16x32_iu8 v[0:7], v[8:9], v[12:15], v20 index_key:3
v_swmmac_f32_16x16x32_f16 v[0:7], v[8:11], v[12:19], v20 index_key:-1
v_swmmac_i32_16x16x64_iu4 v[0:7], v[8:9], v[12:15], v20 index_key:1
v_swmmac_f32_16x16x32_f16 v[0:7], v[8:11], v[12:19], v20 neg_lo:[1,0,0] index_key:1
v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[12:15], v[0:7] index_key:0
# section: wmma-neg
# neg_lo/neg_hi of the fp8/bf8 WMMA and dot rows name the accumulator
# alone (row tag neg-c-only).
v_dot4_f32_fp8_fp8 v0, v1, v2, v3 neg_lo:[0,0,1]
v_dot4_f32_fp8_fp8 v0, v1, v2, v3 neg_lo:[1,0,0]
v_dot4_f32_bf8_fp8 v0, v1, v2, v3 neg_hi:[0,1,0]
v_wmma_f32_16x16x16_fp8_fp8 v[0:7], v[8:9], v[10:11], v[0:7] neg_lo:[0,0,1]
v_wmma_f32_16x16x16_fp8_fp8 v[0:7], v[8:9], v[10:11], v[0:7] neg_lo:[1,0,0]
v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[12:15], v[0:7] neg_lo:[1,0,0]
