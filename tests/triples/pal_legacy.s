// The older PAL metadata form: register and value pairs (PAL only).
	.text
	.amd_amdgpu_pal_metadata 0x2e13, 1, 0x2c0a, 0x12
	s_endpgm
	.amd_amdgpu_pal_metadata 0x2c0a, 5, 0x10000000, 0
