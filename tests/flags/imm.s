s_mov_b32 s0, 100
v_add_f32 v0, 1.0, v1
s_mov_b32 s0, -5
s_mov_b32 s0, 0x12345678
v_add_f32 v0, 0x3e22f983, v1
s_waitcnt vmcnt(0)
global_load_dword v1, v[2:3], off offset:16
s_load_dword s1, s[2:3], 0x10
ds_write_b32 v0, v1 offset:12
v_mov_b32 v0, -1
s_movk_i32 s0, 0x1234
s_nop 7
s_branch 3
buffer_load_dword v1, off, s[4:7], s0 offset:20
v_add_f16 v0, 0x1234, v1
v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s0
v_mov_b32 v0, 0.5
s_add_u32 s0, s1, 65
v_mul_f64 v[0:1], 1.0, v[2:3]
s_mov_b32 s0, 64
s_mov_b32 s0, 65
