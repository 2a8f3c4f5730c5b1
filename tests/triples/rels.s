	.text
f:
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, ext@gotpcrel32@lo+4
	s_addc_u32 s1, s1, ext@gotpcrel32@hi+12
	v_mov_b32 v0, sym@abs32@hi+5
	v_mov_b32 v1, .Lloc+8
	s_mov_b32 s2, ext+7
	s_endpgm
.Lloc:
	s_endpgm
	.data
	.quad ext+8
	.long .Lloc
	.long ext-.
	.quad ext-.
