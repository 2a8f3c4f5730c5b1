.text
s_endpgm
.section .foo,"",@progbits
.byte 1
.ident "clang x"
.ident "aaa"
.ident "Linker: Debian LLD 22.1.8"
