.byte 1
.rept 2
.byte 2
