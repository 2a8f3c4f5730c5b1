.macro m a
.byte \a
.endm
m 1, 2
.macro r a:req
.byte \a
.endm
r
.macro k a
.endm
k b=1
.macro two a b
.endm
two 1 2 3
