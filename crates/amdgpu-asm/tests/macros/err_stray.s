.endm
.endmacro
.endr
.endif
.else
.elseif 1
.purgem nosuch
.ENDM
