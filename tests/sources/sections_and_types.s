// cpus: gfx900
// args: --mattr=-xnack
// A switch to the section the code is in still makes it the previous
// section (.previous comes back to it); the R flag is SHF_GNU_RETAIN;
// .type combines with the type a symbol has (an object after a function
// leaves a function; TLS stays).
	.text
	s_nop 0
	.data
	.long 1
	.section .data
	.previous
	.long 2
	.section .r,"aR",@progbits
	.long 3
	.type a, @function
	.type a, @object
	.type b, @tls_object
	.type b, @function
	.type c, @gnu_indirect_function
	.type c, @function
	.type d, @object
	.type d, @notype
	.text
a:
b:
c:
d:
	s_endpgm
