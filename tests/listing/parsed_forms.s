// cpu: gfx1100
// Operands a listing prints as the parser gives them, where the
// disassembler prints them otherwise: a 16-bit operand written as a whole
// VGPR (`v1`, GFX11's fake16 spelling) stays whole, its half spelling
// (`v1.l`) stays a half; s_version's immediate is a number in hex however
// it is written (the disassembler names it with UC_VERSION_*).
  v_add_f16_e64 v1, v2, v3
  v_add_f16_e64 v1.l, v2.l, v3.l
  v_add_f16_e64 v1.h, v2.l, v3.h
  v_add_f16 v1, v2, v3
  v_add_f16 v1.l, v2.l, v3.l
  v_mul_lo_u16 v128, s32, s16
  v_cmp_eq_u16_e64 s0, s8, v0
  v_cmp_eq_u16_e64 s0, s8, v0.l
  v_cvt_f16_f32_e64 v0, s1 clamp mul:2
  v_cmp_nle_f16_e64 s69, |v68|, s8
  v_fma_f16 v1, v2, v3, v4
  v_fma_f16 v1.h, v2.l, v3.h, v4.l
  v_add_f32 v1, v2, v3
  s_version 4
  s_version 0x8024
  s_version UC_VERSION_GFX10
  s_version 36|UC_VERSION_MDP_BIT
  s_version UC_VERSION_GFX11|UC_VERSION_W32_BIT
.rept 2
  v_add_f16_e64 v5, v6, v7
.endr
