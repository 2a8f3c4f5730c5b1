// .irp/.irpc inside macros and macros inside .irp.
.macro rows prefix
  .irp col, 1, 2, 3
    .byte \prefix\()0 + \col
  .endr
.endm
rows 1
rows 2
.irpc c, 456
  .byte \c
  .irp d, 1 2
    .byte \c\d
  .endr
.endr
.irp x, (1 + 2), 3
  .byte \x
.endr
.irp x,
  .byte 0xee
.endr
.irpc c, "78"
  .byte \c
.endr
