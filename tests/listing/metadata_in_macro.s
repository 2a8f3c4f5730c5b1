// cpu: gfx900
// whole listing
// An .amdgpu_metadata block written in a macro, as MIOpen's kernels write
// theirs: listed as YAML and closed by .end_amdgpu_metadata.
.macro METADATA wg_x
.amdgpu_metadata
---
amdhsa.version: [ 1, 0 ]
amdhsa.kernels: []
...
.end_amdgpu_metadata
.endm
	.text
	s_nop 0
METADATA 64
	s_endpgm
