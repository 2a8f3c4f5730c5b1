// cpus: gfx900
// A literal naming a symbol that is set to a number only later: llvm-mc
// writes an R_AMDGPU_REL32 relocation against no symbol, the number its
// addend; a difference is resolved in place.
.text
  s_mov_b32 s0, later
  s_add_u32 s1, s1, later*2
  v_mov_b32 v0, later2
  s_mov_b32 s3, (later - 1)
  s_mov_b32 s4, back
.set later, 5
.set later2, 0x12345678
.set back, 7
  s_mov_b32 s4, back
