.macro m
.byte 1
.endm /* c */
.macro n
.byte 2
.endm x
.macro q
.byte 3
.endmacro    /*c*/
.macro r
.byte 5
.endm # c
.macro s
.byte 6
  .endm /* a comment
  that goes on */ .byte 7
.macro m
.endm
.macro s
.endm
