; args: --mcpu=gfx906
; An alias (data/isa/aliases.txt) takes its instruction's operands; errors
; name the mnemonic as written.
v_mul_lo_i32 v1, v2
v_mul_lo_i32 v1, v2, v3 clamp
v_mul_lo_i32 v1, s2, s3
v_mul_lo_i32_sdwa v1, v2, v3
