; args: --mcpu=gfx900
; hwreg, sendmsg and waitcnt operands with bad names or values.
s_getreg_b32 s0, hwreg(HW_REG_FOO)
s_getreg_b32 s0, hwreg(HW_REG_MODE, 0, 33)
s_sendmsg sendmsg(MSG_BAR)
s_waitcnt vmcnt(64)
s_waitcnt foocnt(0)
