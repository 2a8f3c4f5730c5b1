; args: --mcpu=gfx900
; Modifiers an instruction does not take, and unknown ones.
v_add_f32_e32 v0, v1, v2 clamp
s_load_dword s0, s[0:1], 0x0 offen
global_load_dword v0, v[0:1], off foo
v_add_f32 v0, v1, v2 mul:3
v_mov_b32_sdwa v0, v1 dst_sel:WORD_2
