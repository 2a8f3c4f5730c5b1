; args: --mcpu=gfx900
; Memory offsets outside their fields.
; Expect: "offset N out of range A..B" at each offset.
ds_read_b32 v0, v1 offset:65536
global_load_dword v0, v[0:1], off offset:4096
global_load_dword v0, v[0:1], off offset:-4097
s_load_dword s0, s[0:1], 0x100000
ds_read2_b32 v[0:1], v2 offset0:256 offset1:0
