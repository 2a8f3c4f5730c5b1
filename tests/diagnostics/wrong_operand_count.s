; args: --mcpu=gfx900
; Too few and too many operands.
v_add_f32 v0, v1
v_add_f32 v0, v1, v2, v3
s_endpgm 1 2
s_mov_b32 s0
