// cpus: gfx900 gfx908
// args: --mattr=-xnack
// Kernels without .globl: one defined before its descriptor (the
// descriptor is local, reached through .text), one after (global
// descriptor); descriptor values taken when read, though their symbols
// change later.
.text
.p2align 8
early:
    v_mov_b32 v3, 0
    s_endpgm
regs = 2
.rodata
.p2align 6
.amdhsa_kernel early
    .amdhsa_next_free_vgpr .amdgcn.next_free_vgpr
    .amdhsa_next_free_sgpr regs
    .amdhsa_reserve_xnack_mask 0
.end_amdhsa_kernel
regs = 50
.amdhsa_kernel late
    .amdhsa_next_free_vgpr 1
    .amdhsa_next_free_sgpr regs
    .amdhsa_reserve_xnack_mask 0
.end_amdhsa_kernel
.text
.p2align 8
    s_nop 0
late:
    v_mov_b32 v30, 0
    s_endpgm
// Data through local aliases of labels: relocated against the section.
.globl late_entry
.set late_entry, late
.set late_plus, late + 4
.data
.quad late_plus
.quad late_entry
