; args: --mcpu=gfx900
; Only one distinct literal dword per instruction (and on GFX9, none in VOP3).
; Expect: "only one literal is allowed (0x1234 and 0x4321)" at the second one.
v_fma_f32 v0, 0x1234, 0x4321, v1
v_fma_f32 v0, 0x1234, 0x1234, v1
s_add_u32 s0, 0x1234, 0x4321
