; args: --mcpu=gfx900
; Register names out of range or unknown.
; Expect: an error at each bad register, saying which range is valid.
v_mov_b32 v256, v0
s_mov_b32 s0, s106
v_mov_b32 v0, ttmp16
s_mov_b32 s[2:1], 0
v_mov_b32 v0, v[1:0]
