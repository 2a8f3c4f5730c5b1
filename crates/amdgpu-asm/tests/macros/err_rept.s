.rept -1
.byte 1
.endr
.rept undefined_sym
.endr
.irp 1, 2
.endr
.irp x
.endr
.irpc c, 1 2
.endr
.rept 1 2
.endr
