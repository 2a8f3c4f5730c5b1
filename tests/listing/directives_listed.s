// cpu: gfx900
// whole listing
// Directives llvm-mc lists from what they did: section switches (short
// .text/.data, flags and types in its order, nothing for a switch to where
// the listing is, an empty line after .previous and .popsection), .type,
// .size, .comm/.lcomm/.amdgpu_lds, strings as .ascii/.byte, and symbols
// set to absolute values as those values.
	s_nop 0
	.text
	.text
	.data
	.data
	.section .data
	.previous
	.previous
	.bss
	.rodata
	.section .rodata
	.section .text.foo
	.section .AMDGPU.config
	.section .note,"",@note
	.text 1
	.previous
	.pushsection .data
	.popsection
	.section .w,"awx",@progbits
	.section .s,"aMS",@progbits,1
	.section .t,"awT",@progbits
	.section .e,"e",@progbits
	.section .r,"aR",@progbits
	.section .ia,"aw",@init_array
	.section "q-r","a",@progbits
	.section .foo,"a",@progbits
	.subsection 1
	.data 2
	.text 0
	.subsection 1
	.text
foo:
	s_nop 0
bar:
	.size foo, 4 + 4
	.size foo, bar - foo
	.type foo, @function
	.type foo,%object
	.type g1, STT_FUNC
	.type g2, "object"
	.type g3, @tls_object
	.type g4, @common
	.type g5, @gnu_indirect_function
	.type "m n", @function
	.data
	.asciz "hello"
	.ascii "a"
	.string "hi"
	.ascii "a", "bc"
	.asciz "x", "yz"
	.ascii "tab\there\n"
	.ascii ""
	.asciz ""
	.ascii "q\"u\\o\001\377\b\f\r"
	.comm cc, 4
	.comm cd, 4, 8
	.comm ce, 2+2, 1<<2
	.lcomm lc, 8
	.amdgpu_lds lx, 16, 4
	.amdgpu_lds ly, 8
a = 4
	.set b, a*c
	.set c, 2
	.long a+foo
	.text
	s_mov_b32 s0, a+foo
	.set d, a
