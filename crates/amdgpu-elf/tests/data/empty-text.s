.rodata
.byte 1
