// cpu: gfx90a
// whole listing
// An .amdhsa_kernel block as llvm-mc lists it on gfx90a: every directive of
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
	.amdhsa_accum_offset 8
	.amdhsa_user_sgpr_kernarg_preload_length 2
	.amdhsa_tg_split 1
.end_amdhsa_kernel
