// cpus: gfx1250
// Symbols in 64-bit literals (GFX12.5, code 254): PC-relative to the
// literal (R_AMDGPU_REL64), resolved in place for a plain local label;
// @abs64 is R_AMDGPU_ABS64. clang writes `s_getpc_b64` + `sym@rel64+4`.
  .text
  .globl ext_fn
start:
  s_getpc_b64 s[2:3]
  s_add_nc_u64 s[2:3], s[2:3], table@rel64+4
  s_add_nc_u64 s[4:5], s[4:5], table@rel64
  s_mov_b64 s[6:7], table@rel64
  s_add_nc_u64 s[8:9], s[8:9], table
  s_add_nc_u64 s[10:11], s[10:11], table@abs64
  s_add_nc_u64 s[12:13], s[12:13], ext_fn@rel64+4
  s_add_nc_u64 s[14:15], s[14:15], ext_fn@abs64
  s_add_nc_u64 s[2:3], s[2:3], 0x123456789
  s_endpgm
table:
  .long 1, 2, 3
  .text
  s_add_nc_u64 s[8:9], s[8:9], ext_fn@gotpcrel+4
  s_add_nc_u64 s[8:9], s[8:9], ext_fn@gotpcrel32@lo+4
  s_add_nc_u64 s[8:9], s[8:9], ext_fn@gotpcrel32@hi+12
  s_add_nc_u64 s[8:9], s[8:9], ext_fn@rel32@lo+4
  s_add_nc_u64 s[8:9], s[8:9], ext_fn@rel32@hi+12
