.rept 2
.byte 4
.endr x
.irp i,1,2
.byte \i
.endr /* a */ y
.rept 1
.byte 3
.endr # c
.irpc c,12
.byte \c
.endr	;ok
.rept 1
.endr /* ok */
