.text
s_endpgm
.ident "zzz"
.section .foo,"",@progbits
.byte 1
