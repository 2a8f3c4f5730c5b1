	s_nop 1
