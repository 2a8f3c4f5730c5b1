// cpu: gfx1100
// whole listing
// An .amdhsa_kernel block as llvm-mc lists it on gfx1100: every directive of
// the processor, in its order, with the value given or its default.
	.text
k:
	s_endpgm
	.rodata
	.p2align 6
.amdhsa_kernel k
	.amdhsa_user_sgpr_kernarg_segment_ptr 1
	.amdhsa_user_sgpr_dispatch_ptr 1
	.amdhsa_next_free_vgpr 16
	.amdhsa_next_free_sgpr 10
	.amdhsa_wavefront_size32 0
	.amdhsa_shared_vgpr_count 1
.end_amdhsa_kernel
