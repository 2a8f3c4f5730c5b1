; Macro and conditional errors: each names the line, and errors inside an
; expansion also say where the macro was called.
.macro twice a:req
  v_add_f32 v0, \a, s[0:1]
.endm
twice v1
twice
.endif
.else
.if undefined_symbol
.endif
.rept -1
.endr
.macro rec
  rec
.endm
rec
