// cpus: gfx906
// args: --mattr=-xnack
// Data and alignment directives of hand-written kernels: .fill, .incbin
// (found beside this file), alignment with fill values and limits
// (padding kept to whole fill values: llvm-mc 22 misplaces what follows
// a partial one),
// .warning and .print.
.text
.globl k
.p2align 8
k:
    s_endpgm
.warning "tables follow"
.print "assembling tables"
.rodata
.byte 1
.p2align 4, 0xaa
.fill 3, 2, 0x1234
.fill 2
.fill 1, 8, 0x55667788
.fill 2, 3, -1
.fill 2, 1, 0
.balignl 16, 0xdeadbeef
.incbin "inc/table.bin"
.incbin "inc/table.bin", 4
.incbin "inc/table.bin", 2, 3
.byte 2
.p2align 5, 0xbb, 3
.byte 3
.byte 3
.p2alignw 3, 0x7788
.byte 4
.balign 8, -1
.quad k
