// cpu: gfx900
// listing without blank lines
// The lines of included files and of expansions (macros, .rept, .irp)
// are listed as llvm-mc 22 lists them: their labels, directives and
// assignments too (make.sh: its whole listing, less blank lines).
  .text
start:
  .include "expansions_part.inc"
.macro body n
body_\n:
  s_nop \n
  .byte \n
  val_\n = \n * 2
.endm
  body 1
  body 2
.rept 2
  .short 5
  s_nop 4
.endr
.irp r, 10, 11
  s_mov_b32 s\r, \r
  .long \r
.endr
  s_endpgm
