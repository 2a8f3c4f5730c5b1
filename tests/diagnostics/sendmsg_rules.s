; args: --mcpu=gfx900
; sendmsg(...) as llvm-mc 22 checks it: a named message strictly (the
; operations it takes, streams only where its operation takes one), numbers
; against their field's width; each error at the argument at fault.
s_sendmsg sendmsg(MSG_GS, 0)
s_sendmsg sendmsg(MSG_GS, GS_OP_NOP)
s_sendmsg sendmsg(MSG_SYSMSG, 3)
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_HOST_TRAP_ACK)
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP, 1)
s_sendmsg sendmsg(MSG_INTERRUPT, 1)
s_sendmsg sendmsg(MSG_GS)
s_sendmsg sendmsg(16)
s_sendmsg sendmsg(2, 8)
s_sendmsg sendmsg(2, 1, 4)
s_sendmsg sendmsg(MSG_GET_DDID)
