// hello.s: a small gfx900 kernel body, out[i] = in[i] + 1.0.
// Kernel arguments at s[4:5]: in (8 bytes), out (8 bytes); v0 = work-item id.
//
//   amdgpu-as --mcpu=gfx900 --show-encoding examples/hello.s

  s_load_dwordx2 s[0:1], s[4:5], 0x0      // in
  s_load_dwordx2 s[2:3], s[4:5], 0x8      // out
  v_lshlrev_b32 v1, 2, v0                 // byte offset = id * 4
  s_waitcnt lgkmcnt(0)
  global_load_dword v2, v1, s[0:1]
  s_waitcnt vmcnt(0)
  v_add_f32 v2, 1.0, v2
  global_store_dword v1, v2, s[2:3]
  s_endpgm
