// cpus: gfx900 gfx908
// args: --mattr=-xnack
// Counters reassigned inside macros and .rept: llvm-mc lists such a
// symbol where its last assignment is, among the labels.
.macro clear_v first, count
    _v = \first
    .rept \count
        v_mov_b32 v[_v], 0
        _v = _v + 1
    .endr
.endm
.macro clear_s first, count
    _s = \first
    .rept \count
        s_mov_b32 s[_s], 0
        _s = _s + 1
    .endr
.endm

.text
.globl clears
.p2align 8
clears:
    once = 7
    clear_v 2, 3
    s_cbranch_scc0 L_clears_end
    clear_s 8, 2
L_clears_body:
    s_sub_u32 s8, s8, 1
    s_cmp_eq_u32 s8, 0
    s_cbranch_scc0 L_clears_body
L_clears_end:
    clear_v 10, 2
    twice = 1
    twice = 2
    s_endpgm
