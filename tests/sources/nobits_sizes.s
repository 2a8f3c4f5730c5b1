// cpus: gfx900
// Zero-filled space an object carries as SHT_NOBITS costs no memory:
// sizes past 4 GiB, up to 2^62, as llvm-mc 22 writes them.
// (The largest first: an assembler that kept bytes fails at once.
// .fill and .ds.l stay small: llvm-mc writes their zeros out.)
.lcomm big, 1<<40
.lcomm lc, 1<<31
.local lcl
.comm lcl, 1<<33, 4
.comm glob, 1<<40, 8

.section .bss
.zero 5000000000
after_zero:
.space 1<<33
.p2align 4, 0
.fill 1<<20, 4, 0
.ds.l 1<<20
.skip 3
.balign 8
end_bss:

.section .bss.org,"aw",@nobits
.zero 8
.org 1000
org_end:

.section .bss.huge,"aw",@nobits
.zero 1<<62
huge_end:

.text
s_nop 0
.quad after_zero
.quad end_bss
.quad huge_end
.quad end_bss - after_zero
.quad org_end
