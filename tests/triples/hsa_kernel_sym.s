// The old HSA kernel symbol type: other OSes than HSA only.
	.text
	.amdgpu_hsa_kernel k
	.globl k
k:
	s_endpgm
