// cpu: gfx90a
// whole listing
// Data, alignment and fill directives: llvm-mc lists them from their values.
	.text
	s_nop 0
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.p2alignl 2, 5
	.p2alignl 3
	.p2alignw 3
	.p2align 3, 0
	.p2align 3, 0, 4
	.p2align 3, 1, 4
	.p2alignl 3, 1, 4
	.p2align 3,,4
	.p2alignl 3,,2
	.balign 8
	.balign 8, 1
	.balignl 16, 2
	.balignw 16, 2, 6
	.align 16
	.align 16, 5
	.p2align 0
	.balign 1
	.p2align 6, -1
	.p2alignw 6, -1
	.p2alignl 6, -1
	.p2align 3, 256
	.p2align 4, 0, 15
	.fill 2, 8, 5
	.fill 2, 3, 5
	.fill 0x10, 4, 0x1234567
	.fill 2, 4
	.fill 2, 2, -1
	.fill 1, 1, 200
	.fill 3
	.fill 0
	.fill 1+1, 2*2, 3
	.fill 2, 4, -2
	.data
	.p2alignl 3
	.p2alignw 2
	.balignl 8
	.p2align 2
	.p2alignl 3, 0
	.p2alignw 3, 0
	.space 4
	.space 4, 1
	.space 4, 255
	.space 4, -1
	.space 4, 256
	.space 4, 1+1
	.space 2+2
	.space 0
	.zero 3
	.zero 2, 0x10
	.skip 2, 9
	.skip 3, 0x1ff
