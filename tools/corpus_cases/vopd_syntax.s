# Hand-written syntax cases for VOPD (dual issue, GFX11 and GFX12), one
# case per line, each judged by llvm-mc 22 for the processor
# (tools/mkcorpus.py --mcpu gfx1100 --only syntax --cases-cpu vopd; likewise
# gfx1150 and gfx1200): every component in each half it may be, operand
# kinds (VGPRs, SGPRs, inline constants, literals, K of the *mk/*ak forms,
# named registers), and the rules between the halves (one literal,
# constant bus, destination parity, VGPR banks of src0, src1 and src2).
# section: vopd-components
v_dual_fmac_f32 v0, v1, v2 :: v_dual_fmac_f32 v3, v6, v7
v_dual_fmaak_f32 v0, v1, v2, 0x40000000 :: v_dual_mul_f32 v3, v6, v7
v_dual_fmamk_f32 v0, v1, 0x40000000, v2 :: v_dual_mul_f32 v3, v6, v7
v_dual_mul_f32 v0, v1, v2 :: v_dual_fmaak_f32 v3, v6, v7, 1.5
v_dual_mul_f32 v0, v1, v2 :: v_dual_fmamk_f32 v3, v6, 1.5, v7
v_dual_add_f32 v0, v1, v2 :: v_dual_sub_f32 v3, v6, v7
v_dual_subrev_f32 v0, v1, v2 :: v_dual_mul_dx9_zero_f32 v3, v6, v7
v_dual_mov_b32 v0, v1 :: v_dual_cndmask_b32 v3, v6, v7
v_dual_cndmask_b32 v0, v1, v2 :: v_dual_mov_b32 v3, v6
v_dual_max_f32 v0, v1, v2 :: v_dual_min_f32 v3, v6, v7
v_dual_max_num_f32 v0, v1, v2 :: v_dual_min_num_f32 v3, v6, v7
v_dual_dot2acc_f32_f16 v0, v1, v2 :: v_dual_dot2acc_f32_bf16 v3, v6, v7
v_dual_mul_f32 v0, v1, v2 :: v_dual_add_nc_u32 v3, v6, v7
v_dual_mul_f32 v0, v1, v2 :: v_dual_lshlrev_b32 v3, v6, v7
v_dual_mul_f32 v0, v1, v2 :: v_dual_and_b32 v3, v6, v7
v_dual_add_nc_u32 v0, v1, v2 :: v_dual_mul_f32 v3, v6, v7
v_dual_mul_f32 v0, v1, v2 :: v_add_f32 v3, v6, v7
v_add_f32 v0, v1, v2 :: v_dual_mul_f32 v3, v6, v7
v_dual_mul_f32 v0, v1, v2
V_DUAL_MUL_F32 v0, v1, v2 :: V_DUAL_MOV_B32 v3, v6
v_dual_mul_f32 v0,v1,v2::v_dual_mov_b32 v3,v6
# section: vopd-operands
v_dual_mov_b32 v0, s1 :: v_dual_mov_b32 v3, s2
v_dual_mov_b32 v0, s1 :: v_dual_mov_b32 v3, s1
v_dual_mov_b32 v0, s1 :: v_dual_mov_b32 v3, s2 :: v_dual_mov_b32 v5, s3
v_dual_mov_b32 v0, vcc_lo :: v_dual_mov_b32 v3, exec_lo
v_dual_mov_b32 v0, m0 :: v_dual_mov_b32 v3, null
v_dual_mov_b32 v0, ttmp0 :: v_dual_mov_b32 v3, src_scc
v_dual_mov_b32 v0, src_shared_base :: v_dual_mov_b32 v3, src_execz
v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v3, -16
v_dual_mov_b32 v0, 64 :: v_dual_mov_b32 v3, 0.5
v_dual_mov_b32 v0, -4.0 :: v_dual_mov_b32 v3, 0.15915494
v_dual_mov_b32 v0, 65 :: v_dual_mov_b32 v3, v6
v_dual_mov_b32 v0, 0x3f800000 :: v_dual_mov_b32 v3, v6
v_dual_mov_b32 v0, lit(0x3f800000) :: v_dual_mov_b32 v3, v6
v_dual_mov_b32 v0, lit(1.0) :: v_dual_mov_b32 v3, 1.0
v_dual_mov_b32 v0, 1.5 :: v_dual_mov_b32 v3, 1.5
v_dual_mul_f32 v0, 1.5, v2 :: v_dual_add_nc_u32 v3, 1.5, v7
v_dual_dot2acc_f32_f16 v0, 1.5, v2 :: v_dual_mov_b32 v3, v6
v_dual_dot2acc_f32_bf16 v0, 1.5, v2 :: v_dual_mov_b32 v3, v6
v_dual_dot2acc_f32_f16 v0, 0x3c00, v2 :: v_dual_mov_b32 v3, v6
v_dual_dot2acc_f32_bf16 v0, 0x3f80, v2 :: v_dual_mov_b32 v3, v6
v_dual_mov_b32 v0, 0x1234 :: v_dual_fmamk_f32 v3, v6, 0x1234, v7
v_dual_fmamk_f32 v0, 0x1234, 0x1234, v2 :: v_dual_mov_b32 v3, v6
v_dual_fmamk_f32 v0, s1, 0x1234, v2 :: v_dual_mov_b32 v3, v6
v_dual_mov_b32 v255, v1 :: v_dual_mov_b32 v254, v6
v_dual_mov_b32 v0, v255 :: v_dual_mov_b32 v3, v254
v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v256, v6
v_dual_mul_f32 v0, v1, s2 :: v_dual_mov_b32 v3, v6
v_dual_mul_f32 v0, v1, 1.0 :: v_dual_mov_b32 v3, v6
v_dual_mov_b32 v0, -v1 :: v_dual_mov_b32 v3, v6
v_dual_mov_b32 v0, |v1| :: v_dual_mov_b32 v3, v6
v_dual_mov_b32 v0, v1 clamp :: v_dual_mov_b32 v3, v6
v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v3, v6 clamp
v_dual_cndmask_b32 v0, v1, v2, vcc_lo :: v_dual_mov_b32 v3, v6
v_dual_mov_b32 v0, v1 :: v_dual_cndmask_b32 v3, v6, v7, vcc_lo
v_dual_mov_b32 v[0:1], v1 :: v_dual_mov_b32 v3, v6
v_dual_mov_b32 v0 :: v_dual_mov_b32 v3, v6
v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v3
v_dual_mov_b32 v0, v1, v2 :: v_dual_mov_b32 v3, v6
v_dual_mov_b32 v0, v1 ::
v_dual_mov_b32 v0, v1 :: 5
# section: vopd-literal
v_dual_mul_f32 v0, 0x1234, v2 :: v_dual_mul_f32 v3, 0x1234, v7
v_dual_mul_f32 v0, 0x1234, v2 :: v_dual_mul_f32 v3, 0x1235, v7
v_dual_fmamk_f32 v0, v1, 0x1234, v2 :: v_dual_fmamk_f32 v3, v6, 0x1235, v7
v_dual_fmaak_f32 v0, v1, v2, 0x1234 :: v_dual_fmamk_f32 v3, v6, 0x1234, v7
v_dual_mov_b32 v0, 1.5 :: v_dual_mov_b32 v3, 0x3fc00000
v_dual_mov_b32 v0, 2.5 :: v_dual_add_nc_u32 v3, 2.5, v7
# section: vopd-constant-bus
v_dual_mov_b32 v0, s1 :: v_dual_mov_b32 v3, 0x1234
v_dual_mul_f32 v0, s1, v2 :: v_dual_mul_f32 v3, s2, v7
v_dual_cndmask_b32 v0, s1, v2 :: v_dual_mov_b32 v3, v6
v_dual_cndmask_b32 v0, s1, v2 :: v_dual_mov_b32 v3, s1
v_dual_cndmask_b32 v0, s1, v2 :: v_dual_mov_b32 v3, s2
v_dual_cndmask_b32 v0, s1, v2 :: v_dual_mov_b32 v3, vcc_lo
v_dual_cndmask_b32 v0, s1, v2 :: v_dual_cndmask_b32 v3, s2, v7
v_dual_cndmask_b32 v0, s1, v2 :: v_dual_cndmask_b32 v3, s1, v7
v_dual_cndmask_b32 v0, 0x1234, v2 :: v_dual_mov_b32 v3, s1
v_dual_cndmask_b32 v0, 0x1234, v2 :: v_dual_mov_b32 v3, 1.0
v_dual_cndmask_b32 v0, v1, v2 :: v_dual_fmamk_f32 v3, s1, 0x1234, v7
v_dual_mov_b32 v0, s1 :: v_dual_fmamk_f32 v3, s2, 0x1234, v7
v_dual_mov_b32 v0, src_shared_base :: v_dual_fmamk_f32 v3, s2, 0x1234, v7
v_dual_mov_b32 v0, null :: v_dual_fmamk_f32 v3, s2, 0x1234, v7
v_dual_mov_b32 v0, src_scc :: v_dual_fmamk_f32 v3, s2, 0x1234, v7
v_dual_mov_b32 v0, exec_lo :: v_dual_mov_b32 v3, exec_hi
# section: vopd-banks
v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v0, v6
v_dual_mov_b32 v1, v1 :: v_dual_mov_b32 v3, v6
v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v3, v5
v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v3, v1
v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v3, v2
v_dual_mov_b32 v0, v4 :: v_dual_mov_b32 v3, v8
v_dual_mul_f32 v0, v1, v2 :: v_dual_mul_f32 v3, v5, v7
v_dual_mul_f32 v0, v1, v2 :: v_dual_mul_f32 v3, v6, v6
v_dual_mul_f32 v0, v1, v2 :: v_dual_mul_f32 v3, v6, v10
v_dual_mul_f32 v0, v1, v2 :: v_dual_mul_f32 v3, v1, v2
v_dual_mul_f32 v0, v1, v2 :: v_dual_mul_f32 v3, v2, v1
v_dual_mul_f32 v0, s1, v2 :: v_dual_mul_f32 v3, s1, v7
v_dual_fmac_f32 v0, v1, v2 :: v_dual_fmamk_f32 v3, v6, 0x1, v4
v_dual_fmac_f32 v0, v1, v2 :: v_dual_fmamk_f32 v3, v6, 0x1, v5
v_dual_fmamk_f32 v0, v1, 0x1, v5 :: v_dual_fmac_f32 v9, v6, v3
v_dual_fmamk_f32 v0, v1, 0x1, v4 :: v_dual_fmac_f32 v9, v6, v3
v_dual_fmamk_f32 v0, v1, 0x1, v4 :: v_dual_fmamk_f32 v9, v6, 0x1, v2
v_dual_fmamk_f32 v0, v1, 0x1, v4 :: v_dual_fmamk_f32 v9, v6, 0x1, v3
v_dual_fmaak_f32 v0, v1, v4, 0x1 :: v_dual_fmamk_f32 v9, v6, 0x1, v4
v_dual_fmaak_f32 v0, v1, v4, 0x1 :: v_dual_mul_f32 v9, v6, v8
v_dual_dot2acc_f32_f16 v0, v1, v2 :: v_dual_fmamk_f32 v9, v6, 0x1, v4
v_dual_dot2acc_f32_bf16 v1, v2, v3 :: v_dual_fmamk_f32 v8, v5, 0x1, v7
v_dual_fmac_f32 v0, v1, v2 :: v_dual_fmac_f32 v3, v5, v7
v_dual_fmac_f32 v0, v1, v2 :: v_dual_fmac_f32 v3, v5, v6
