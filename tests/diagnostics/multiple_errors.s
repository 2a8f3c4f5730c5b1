; args: --mcpu=gfx900
; Every error in a file is reported, in order; good lines around them
; still assemble. Tabs in the source line widen the caret line to match.
s_nop 0
	v_add_f32	v0, v1, s[1:2] ; comment
v_foo v0
s_nop 0
	s_mov_b32	s0,	v[1:2]
s_endpgm
