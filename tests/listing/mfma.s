// cpu: gfx90a
// Matrix ops whose operands may be VGPRs or AGPRs (gfx90a's unified file):
// the op_sel_hi bits are acc bits here, never filled with ones.
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[0:1], v[8:9], v[64:79]
	v_mfma_f32_32x32x8bf16_1k a[64:79], a[0:1], v[8:9], a[64:79]
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[0:1], a[8:9], v[64:79] cbsz:1 abid:1 blgp:2
	v_mfma_f32_4x4x1f32 v[0:3], v1, v2, v[0:3]
	v_mfma_f64_16x16x4f64 v[0:7], v[2:3], v[4:5], v[0:7]
	v_mfma_i32_16x16x16i8 v[0:3], v4, v5, v[0:3]
	v_accvgpr_write_b32 a1, v2
	v_accvgpr_read_b32 v1, a2
	v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7]
	v_pk_mul_f32 v[0:1], v[2:3], v[4:5] op_sel_hi:[0,1]
	v_mfma_f32_4x4x1f32 a[0:3], a1, v2, a[0:3]
	v_mfma_f32_32x32x8bf16_1k a[0:15], v[0:1], a[8:9], a[0:15] cbsz:2 abid:3 blgp:7
	v_mfma_f32_4x4x1f32 a[0:3], a1, v2, 0
	v_mfma_f32_4x4x1f32 v[0:3], v1, v2, -1
	v_mfma_f64_4x4x4f64 v[0:1], v[2:3], v[4:5], 1.0
	v_mfma_f64_4x4x4f64 v[0:1], v[2:3], v[4:5], -4.0
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[0:1], v[8:9], 0.5
	v_mfma_f32_4x4x1f32 v[0:3], v1, v2, 0x3e22f983
	v_mfma_f32_4x4x1f32 v[0:3], v1, v2, 0.15915494
