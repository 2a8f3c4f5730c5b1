// \@ (instantiations so far) and \+ (uses of this macro), Tensile-style labels.
base:
.macro loop n
label_\@:
  .byte \@, \+, \n
  .long label_\@ - base
.endm
loop 1
loop 2
.irp x, 7, 8
  .byte \x, \@
.endr
loop 3
.macro twice
  loop 4
  loop 5
.endm
twice
.rept 2
  loop 6
.endr
