.text
s_endpgm
.section .foo,"",@progbits
.byte 1
