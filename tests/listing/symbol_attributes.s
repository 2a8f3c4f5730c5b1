// cpu: gfx942
// whole listing
// Symbol-attribute directives with lists of names, and llvm-mc's own
// listing of `.set` (each followed by `.no_dead_strip`), which llvm-mc
// and this assembler both take back: `.no_dead_strip` registers each
// name and does nothing else in an ELF object.
	.text
	.set k_p_in, 0
	.no_dead_strip	k_p_in
	.set k_p_out, 8
	.no_dead_strip	k_p_out
start:
	.no_dead_strip start, later, "with space"
	.no_dead_strip
	.globl start, "q@r", "s\"t"
	.global	g1
	.weak w1, w2
	.local l1
	.hidden h1, h2
	.protected p1
	.internal i1
	s_load_dwordx2 s[0:1], s[4:5], k_p_out
	s_nop 0
later:
	s_endpgm
