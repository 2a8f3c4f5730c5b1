// gfx1100 code (wave32), no HSA directive.
	.text
	.globl	f
f:
	v_add_f32 v0, v1, v2
	v_cmp_eq_u32 vcc_lo, v0, v1
	s_and_saveexec_b32 s0, vcc_lo
	global_load_b32 v1, v[2:3], off offset:16
	s_waitcnt vmcnt(0)
	v_dual_add_f32 v0, v1, v2 :: v_dual_mul_f32 v3, v4, v5
	s_endpgm
