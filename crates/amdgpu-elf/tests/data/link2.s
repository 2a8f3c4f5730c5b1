.text
.globl f
.p2align 2
.type f,@function
f:
  s_getpc_b64 s[0:1]
  s_add_u32 s0, s0, pdata@rel32@lo+4
  s_addc_u32 s1, s1, pdata@rel32@hi+12
  s_add_u32 s0, s0, lvar@rel32@lo+4
  s_add_u32 s0, s0, wdef@gotpcrel32@lo+4
  s_add_u32 s0, s0, hdata@gotpcrel32@lo+4
  s_add_u32 s0, s0, wund@gotpcrel32@lo+4
  s_setpc_b64 s[30:31]
.size f, .-f
afunc:
  s_nop 0
.section .myro,"a",@progbits
.p2align 4
.protected pdata
.globl pdata
pdata: .long 1, 2
.long absym
.section .mysec,"aw",@progbits
lvar: .quad 5
.weak wdef
wdef: .quad lvar+2
.quad absym
.quad pdata
.hidden hdata
.globl hdata
hdata: .long 9
.weak wund
.globl unused_und
.set absym, 0x1234
.globl absym
.section .bss.big,"aw",@nobits
.p2align 5
.zero 100
.section .note.extra,"a",@note
.p2align 2
.long 4, 4, 1
.asciz "abc"
.long 42
