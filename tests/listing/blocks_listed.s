// cpu: gfx906
// whole listing
// What llvm-mc lists for an .amdhsa_kernel block (every directive of the
// processor, given or default, in its order, then an empty line), for a
// .macro definition or an .include whose line ends in a comment (no empty
// line), and for metadata (YAML words that read as booleans quoted; a
// blank line inside the block not listed).
.macro m a
	s_nop \a
.endm // m
.macro n
.endm
	.text
	m 1
.include "blocks_part.inc" // a comment
.include "blocks_part.inc"
	.rodata
	.p2align 6
.if 1
.amdhsa_kernel k
	.amdhsa_user_sgpr_kernarg_segment_ptr 1
	.amdhsa_system_sgpr_workgroup_id_y 1

	.amdhsa_next_free_vgpr 24
	.amdhsa_next_free_sgpr 3 * 8
	.amdhsa_float_denorm_mode_16_64 3
.end_amdhsa_kernel
.endif

.macro META
.amdgpu_metadata
---
amdhsa.version: [ 1, 0 ]

amdhsa.kernels: []
Batched: True
UseBeta: FALSE
Other: Null
...
.end_amdgpu_metadata
.endm
	META
