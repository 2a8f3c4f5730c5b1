	.amdgpu_info k
	.end_amdgpu_info
	.amdgcn.next_free_vgpr 3
	.hsa_code_object_version 2,1
	.kernel k
	.rocm_metadata
	.amdhsa_next_free_vgpr 1
	s_nop 0
