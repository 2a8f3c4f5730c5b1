// cpus: gfx900
// .octa (16-byte integer literals; llvm-mc 22 reads each as one number,
// no sign or expression, zero-extended; up to 2^128-1 in any radix) and
// .ds/.ds.b/.ds.w/.ds.l/.ds.d/.ds.p/.ds.s/.ds.x (zeroed elements of 2, 1,
// 2, 4, 8, 12, 4 and 12 bytes in llvm-mc 22).
.text
.globl k
.p2align 8
k:
    s_endpgm
.ds.x 1
    s_endpgm
.data
.octa 1
.octa 0x123456789abcdef0123456789abcdef, 2
.octa 0xffffffffffffffffffffffffffffffff
.octa 340282366920938463463374607431768211455
.octa 18446744073709551616, 0x8000000000000000, 9223372036854775808
.octa 0b101, 017
.octa 00000000000000000000000000000000000000000000000001
.octa
.byte 0xaa
.ds 1
.byte 0xaa
.ds.b 3
.byte 0xaa
.ds.w 3
.byte 0xaa
.ds.l 2
.byte 0xaa
.ds.d 1
.byte 0xaa
.ds.p 1
.byte 0xaa
.ds.s 1
.byte 0xaa
.ds.x 1
.byte 0xaa
.ds.l 0
n = 2
.ds.w n + 1 ; a comment
.byte 0xcc
.bss
.ds.l 3
.ds.x 2
