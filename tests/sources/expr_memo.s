// cpus: gfx900
// Expanded lines met again are computed again from how they were
// computed the first time: each must read the symbols as they are now,
// and take the long way where a symbol is no longer a number.
.text
x = 1
.rept 5
  y = x * 3 + 1
  .if y > 7
    .byte y
  .elseif y == 7
    .byte 0x77
  .else
    .byte 0
  .endif
  x = x + 1
.endr
.macro m a
  z = \a + w
  .byte z
.endm
w = 1
m 2
m 2
w = 5
m 2
m 2
L0:
.macro m2 a
  z2 = \a + w2 - (\a / 2)
  .long z2
.endm
w2 = 1
m2 3
m2 3
w2 = L0
m2 3
m2 3
w3 = -4
.rept 3
  .if (w3 + x) & 1
    .byte 1
  .else
    .byte 2
  .endif
  w3 = w3 + 1
.endr
.rept 2
  z4 = 10 / (w3 + 5)
  .byte z4
  w3 = w3 + 1
.endr
L1:
