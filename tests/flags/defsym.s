	s_nop x
	s_mov_b32 s0, y
	v_mov_b32 v0, z
