; args: --mcpu=gfx900
; DPP controls as the family has them (data/isa/dpp_ctrl.txt): a value it
; does not take at the value, with the values it does; a control of other
; processors at its name.
v_mov_b32_dpp v0, v1 row_shl:16
v_mov_b32_dpp v0, v1 row_bcast:16
v_mov_b32_dpp v0, v1 wave_shl:2
v_mov_b32_dpp v0, v1 row_newbcast:1
v_mov_b32_dpp v0, v1 row_share:1
v_mov_b32_dpp v0, v1 row_mirror:1
v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,4]
