// Code, data and relocations: the same object under every OS but for the
// ELF header.
	.text
	.globl	entry
	.p2align	8
	.type	entry,@function
entry:
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, ext@rel32@lo+4
	s_addc_u32 s1, s1, ext@rel32@hi+12
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	v_mov_b32 v0, table@abs32@lo
	s_waitcnt lgkmcnt(0)
	s_branch .Lend
	s_nop 3
.Lend:
	s_endpgm
.Lfunc_end0:
	.size	entry, .Lfunc_end0-entry

	.data
	.p2align 3
	.globl	table
table:
	.long	1, 2, 3
	.quad	entry
	.long	ext
	.rodata
	.byte	1, 2
	.short	0x1234
	.amdgpu_lds lds_buf, 256, 16
	.section .AMDGPU.csdata,"",@progbits
	.ascii "abc"
