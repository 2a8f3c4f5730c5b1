.if 1 2
.endif
.ifdef
.endif
.ifdef 1
.endif
.ifc a
.endif
.if 1
.else
.else
.endif
.if 0
.else
.elseif 1
.endif
.ifeqs a, "a"
.endif
.ifeqs "a" "a"
.endif
.if undefined_sym
.endif
.if
.endif
