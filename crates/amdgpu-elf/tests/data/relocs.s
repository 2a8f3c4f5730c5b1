.text
.globl zfunc
.type zfunc,@function
zfunc:
  s_getpc_b64 s[0:1]
  s_add_u32 s0, s0, gvar@rel32@lo+4
  s_addc_u32 s1, s1, gvar@rel32@hi+12
  s_add_u32 s0, s0, ext@gotpcrel32@lo+4
  s_addc_u32 s1, s1, ext@gotpcrel32@hi+12
  s_add_u32 s0, s0, lvar@rel32@lo+4
  s_addc_u32 s1, s1, lvar@rel32@hi+12
  s_add_u32 s0, s0, .Ltmp@rel32@lo+4
  s_endpgm
.Lend:
.size zfunc, .Lend-zfunc
.local afunc
afunc:
  s_endpgm
.data
.globl gvar
.p2align 2
gvar: .long 1
lvar: .long 2
.Ltmp: .long 3
.quad ext
.quad lvar
.quad gvar+8
.long zfunc
.section .rodata.x,"a",@progbits
.weak wsym
wsym: .long 5
.hidden hsym
.globl hsym
hsym: .quad wsym
.protected psym
.globl psym
psym: .quad 0
.bss
.globl bvar
bvar: .zero 16
.section .mysec,"aw",@progbits
.byte 1
.section .merge,"aMS",@progbits,1
.asciz "hello"
