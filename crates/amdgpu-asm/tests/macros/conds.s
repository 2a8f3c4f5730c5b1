// Every conditional kind; nesting inside skipped regions.
.set yes, 1
.if 1
  .byte 1
.elseif 1
  .byte 2
.else
  .byte 3
.endif
.if 0
  .byte 4
.elseif 0
  .byte 5
.elseif 2
  .byte 6
.else
  .byte 7
.endif
.if 0
  .if 1
    .byte 8
  .else
    .byte 9
  .endif
  .macro never
  .rept 3
.else
  .byte 10
.endif
.ifeq 0
  .byte 11
.endif
.ifne 0
  .byte 12
.endif
.ifgt -1
  .byte 13
.endif
.ifge 0
  .byte 14
.endif
.iflt -1
  .byte 15
.endif
.ifle 1
  .byte 16
.endif
.ifdef yes
  .byte 17
.endif
.ifndef no
  .byte 18
.endif
.ifnotdef yes
  .byte 19
.endif
.ifc a, a
  .byte 20
.endif
.ifc "a b", a b
  .byte 21
.endif
.ifnc a, A
  .byte 22
.endif
.ifb
  .byte 23
.endif
.ifnb x
  .byte 24
.endif
.ifb ; comment only
  .byte 25
.endif
.ifeqs "a", "a"
  .byte 26
.endif
.ifnes "a", "a"
  .byte 27
.endif
.IF 1
  .byte 28
.ELSE
  .byte 29
.ENDIF
lab: .if 0
  .byte 30
.endif
.macro sel v
  .if \v == 1
    .byte 31
  .elseif \v == 2
    .byte 32
  .else
    .byte 33
  .endif
.endm
sel 1
sel 2
sel 3
