// Instructions made by macros (Tensile-like unrolled loop).
.macro MAC_4x i
  v_mac_f32 v[\i], v[\i+4], v[\i+8]
.endm
.altmacro
.set k, 0
.rept 4
  MAC_4x %k
  .set k, k+1
.endr
.noaltmacro
.macro LOAD vdst, off
  s_mov_b32 s\vdst, \off
.endm
.irp r, 1, 2, 3
  LOAD \r, \r*4
.endr
s_nop 0
