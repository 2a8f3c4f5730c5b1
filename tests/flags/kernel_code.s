	.text
	.amd_amdgpu_isa "amdgcn-mesa-mesa3d--gfx1100"
k:
	.amd_kernel_code_t
		user_sgpr_count = 6
		granulated_workitem_vgpr_count = 100
		float_mode = 192
	.end_amd_kernel_code_t
	s_endpgm
