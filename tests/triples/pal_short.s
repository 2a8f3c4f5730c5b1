// A short PAL metadata block: llvm-mc adds the pipeline and its registers.
	.text
	s_endpgm
	.amdgpu_pal_metadata
amdpal.version: [2, 6]
	.end_amdgpu_pal_metadata
	.data
	.long 7
