// cpus: gfx900 gfx906
// args:
// Differences whose subtracted place is in the fixup's own section and
// whose other term is in another section or undefined: llvm-mc writes
// them as PC-relative relocations (REL64, REL32, REL16), the addend moving
// the place to the fixup. amdgpu-dis writes a kernel descriptor it cannot
// express with .amdhsa_ directives this way (`.quad k - k.kd`).
	.text
k:
	s_endpgm
	s_mov_b32 s0, g - .
	s_mov_b32 s1, d2 - . + 12
	s_add_u32 s2, s2, u - .
	.globl	g
	.rodata
	.p2align	6
k.kd:
	.quad	0, 0
	.quad	k - k.kd
	.long	k + 4 - .
	.long	g - k.kd + 8
	.quad	u - .
	.quad	g - .
	.quad	d2 - .
	.quad	k - (. - 16)
	.quad	k - . - (k.kd - .)
	.quad	(k - .) - (k - .)
	.quad	u - . + 5
	.short	k - .
	.byte	d2 - .
	.p2align	3
	.data
g:	.long	0
d2:	.long	0
	.quad	u - .
	.long	k.kd - d2
