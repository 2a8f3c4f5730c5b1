// cpus: gfx908
// args: --mattr=-xnack
// Section names with '-' written without quotes, and address-significance
// lists naming a symbol that is defined later and one that never appears.
.text
.globl entry
.p2align 8
entry:
    s_getpc_b64 s[0:1]
    s_add_u32 s0, s0, helper@rel32@lo+4
    s_addc_u32 s1, s1, helper@rel32@hi+12
    s_endpgm
.section .text.local-helpers,"ax",@progbits
.p2align 2
helper:
    s_setpc_b64 s[30:31]
.section .note.GNU-stack,"",@progbits
.addrsig
.addrsig_sym helper
.addrsig_sym never_defined
.addrsig_sym entry
.data 0
.long 5
.text 0
    s_nop 0
