; args: --mcpu=gfx900
; Immediates too large for their 16-bit fields.
s_movk_i32 s0, 0x12345
s_cmpk_lg_u32 s0, 0x10000
s_getreg_b32 s0, 0x10000
s_addk_i32 s0, -32769
s_call_b64 s[0:1], 0x10000
