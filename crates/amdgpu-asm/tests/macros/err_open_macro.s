.byte 1
.macro m
.byte 2
