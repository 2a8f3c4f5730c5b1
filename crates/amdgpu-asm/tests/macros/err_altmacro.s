.altmacro
.macro m a
.byte a
.endm
m %undefined_sym
