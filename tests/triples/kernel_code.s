// An amd_kernel_code_t block (other OSes than HSA): defaults, fields given
// by value and by symbols defined after it.
	.text
	.globl	k
	.p2align	8
	.type	k,@function
	.amdgpu_hsa_kernel k
k:
	.amd_kernel_code_t
		granulated_workitem_vgpr_count = (k.num_vgpr + 3) / 4 - 1
		granulated_wavefront_sgpr_count = 100
		float_mode = 240
		enable_ieee_mode = 1
		user_sgpr_count = 6
		enable_sgpr_workgroup_id_x = 1
		enable_sgpr_kernarg_segment_ptr = 1
		private_element_size = 1
		is_ptr64 = 1
		is_dynamic_callstack = k.dyn
		kernarg_segment_byte_size = 16
		wavefront_sgpr_count = k.num_sgpr + 2
		workitem_vgpr_count = k.num_vgpr
		workitem_private_segment_byte_size = k.scratch
		user_sgpr_count = 8
	.end_amd_kernel_code_t
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v0, s0
	s_endpgm
.Lend:
	.size	k, .Lend-k
	.set k.num_vgpr, 5
	.set k.num_sgpr, 10
	.set k.dyn, 0
	.set k.scratch, 16
