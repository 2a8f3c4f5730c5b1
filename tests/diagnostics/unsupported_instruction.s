; args: --mcpu=gfx900
; Instructions that exist, but not on this processor (they need a feature
; gfx900 lacks). Expect: "v_dot2_f32_f16 is not available on gfx900".
v_dot2_f32_f16 v0, v1, v2, v3
v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7]
v_fmac_f32 v0, v1, v2
s_sendmsg_rtn_b32 s0, sendmsg(MSG_RTN_GET_DOORBELL)
