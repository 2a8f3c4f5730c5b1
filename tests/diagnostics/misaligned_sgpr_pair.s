; args: --mcpu=gfx900
; 64-bit scalar register tuples must start at an even register.
; Expect: "s[1:2]: 64-bit scalar registers must be even-aligned" (or the
; 128-bit rule for s[2:5]).
s_load_dwordx2 s[1:2], s[4:5], 0x0
s_mov_b64 s[3:4], 0
s_load_dwordx4 s[4:7], s[2:5], 0x0
s_load_dwordx2 s[2:3], s[4:5], 0x0
