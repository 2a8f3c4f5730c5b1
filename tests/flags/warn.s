	s_nop 0
	.warning "careful"
	s_nop 1
