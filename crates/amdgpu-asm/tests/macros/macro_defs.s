// Macros defining macros, .exitm, .purgem, overriding instructions and directives.
.macro def name, v
  .macro \name
    .byte \v
  .endm
.endm
def first, 1
def second, 2
first
second
.purgem first
def first, 3
first
.macro stop a
  .byte 4
  .if \a
    .exitm
  .endif
  .byte 5
.endm
stop 0
stop 1
.byte 6
.rept 3
  .byte 7
  .exitm
  .byte 8
.endr
.macro .v_u32_div d
  .short \d
.endm
.v_u32_div 9
.macro s_nop n
  .byte 0x40 + \n
.endm
s_nop 1
.purgem s_nop
s_nop 2
.macro rec n
  .byte \n
  .if \n
    rec %(\n - 1)
  .endif
.endm
.altmacro
rec 3
.noaltmacro
