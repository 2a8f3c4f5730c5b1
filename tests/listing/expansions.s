// cpu: gfx900
// whole listing
// The lines of included files and of expansions (macros, .rept, .irp)
// are listed as llvm-mc 22 lists them: their labels, directives,
// assignments and blank lines, a blank line for an .include, the end of
// the included file and a .macro definition, and the blank lines of
// skipped conditional arms (make.sh).
  .text
start:
  .include "expansions_part.inc"
/* a comment
   over two lines */
.macro body n
  s_nop \n

  .byte \n
  .if \n == 1
    s_nop 7
  .else

    s_nop 8
  .endif
  val_\n = \n * 2
.endm
  body 1
  body 2
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
