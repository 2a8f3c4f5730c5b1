// MIOpen-style register allocation with .altmacro and % arithmetic.
.altmacro
.set sgpr_next, 0
.macro sgpr_alloc name, cnt
  .set name, sgpr_next
  .set sgpr_next, sgpr_next + cnt
.endm
.macro show r, off
  .byte r + off
.endm
sgpr_alloc s_base, 4
sgpr_alloc s_wave, 2
sgpr_alloc s_tmp, 1
.byte s_base, s_wave, s_tmp, sgpr_next
.macro mov_pair a, b
  s_mov_b32 s[a], b
  s_mov_b32 s[a+1], b
.endm
show %s_wave, %(s_tmp*2)
mov_pair %s_wave, 5
.macro lst x
  .ascii "x"
.endm
lst <a b!>c>
lst %(1 + 2) * 3
.noaltmacro
.macro bs x
  .byte \x
.endm
bs 4
.altmacro
.macro m2 a b
  .byte a, b
.endm
m2 %1, %2
m2 %1 %2, 3
m2 <1> <2>
