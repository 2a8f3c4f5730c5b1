// cpu: gfx1200
// whole listing
// An .amdhsa_kernel block as llvm-mc lists it on gfx1200: every directive of
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
	.amdhsa_round_robin_scheduling 1
	.amdhsa_inst_pref_size 3
.end_amdhsa_kernel
