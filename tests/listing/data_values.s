// cpu: gfx900
// whole listing
// Data directives as llvm-mc lists them: one line per value, an absolute
// value as its number (a character constant too), any other as its
// expression, under llvm-mc's name for the size.
	.text
	.long 1, 2
	.long -1
	.long 0xffffffff
	.short -1
	.short 0x8000
	.byte 255, -1, 'a'
	.quad -1
	.quad 0x7fffffffffffffff
	.8byte 5
	.int 7
	.value 9
	.2byte 3
	.4byte 6
	.dc.l 8
	.long foo
	.long foo+4
	.long foo - bar
	.long (foo + 4) * 1
	.quad foo
x = 5
	.long x
	.long x+1
	.long 0x8000FF00 + ((96) << 16) + ((96) << 0)
.macro m v
	.long \v + 1
.endm
	m 5
.rept 2
	.short 3*2
.endr
foo:
bar:
	s_mov_b32 s0, 'b'
	.long 2-1+foo
