// cpus: gfx900
// A value kept for later (a data or instruction fixup, a symbol set to an
// expression known later) reads a variable as it was then: assigning the
// variable again does not change it (llvm-mc 22 makes a new symbol).
.text
L0:
  s_nop 0
x = L0
.long x
x = 5
.long x
y = L0 + 1
z = y + 1
.long z
y = 7
.long z, y
s_mov_b32 s0, x
w = L1 + 4
s_mov_b32 s1, w
w = L0
s_mov_b32 s2, w
.long f
f = L1
f = 3
.long f
b = L1
s_branch b
b = L0
s_branch b
c = 1
c = L0 + 8
.long c
c = c + 4
.long c
c = 9
L1:
  s_endpgm
