// cpu: gfx900
// whole listing
// Temporary labels as llvm-mc lists them: each numeric local label instance
// and each `.` in an expression is a `.LtmpN`, numbered in the order met
// (a forward reference takes its number where it is written), the label
// listed where it is defined or before the statement of its `.`.
	.text
1:
	s_branch 1b
	s_branch 2f
2:
	s_mov_b32 s0, . - .
	s_add_u32 s1, s1, done - .
	.set x, .
	.long ., . + 4
	.quad . - 8
	.size k, . - k
k:
3:	s_nop 0
	s_branch 3b
1:
	s_cbranch_scc0 1b
	s_mov_b32 s1, 1f - 1b
1:
done:
	s_endpgm
