// .rept with .set counters evaluated when reached.
.set i, 0
.rept 4
  .byte i * 3
  .set i, i + 1
.endr
.byte i
.set n, 2
.rept n
  .rept n + 1
    .byte 0x11
  .endr
  .byte 0x22
.endr
.rept 0
  .byte 0xff
.endr
j = 5
.rept j - 3
  .short j
  j = j + 10
.endr
.rep 2
  .byte 9
.endr
