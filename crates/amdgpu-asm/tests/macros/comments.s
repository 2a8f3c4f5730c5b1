// Comments and blank lines in and around macros.
.macro m a ; a comment
  .byte \a // another
  /* block */ .byte \a + 1
.endm
m 1
/* .macro hidden
.endm */
# a hash comment line
  # indented hash line
.byte 2 ; trailing
.rept 2 // comment
.byte 3
.endr ; done
