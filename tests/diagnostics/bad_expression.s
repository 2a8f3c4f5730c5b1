; args: --mcpu=gfx900
; Malformed expressions and numbers.
s_mov_b32 s0, (1 + 2
s_mov_b32 s0, 1 +
s_mov_b32 s0, 0x
s_mov_b32 s0, 1.2.3
s_mov_b32 s0, ((((((1))))))))
