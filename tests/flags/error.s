	s_nop 0
	.warning "careful"
	.error "bad"
	s_nop 1
