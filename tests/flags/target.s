	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	s_nop 0
