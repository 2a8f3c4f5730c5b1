	s_nop 0
	.include "part.s"
