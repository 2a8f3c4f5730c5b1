.macro m
.endm
.macro m
.endm
.macro d a, a
.endm
.macro v a:vararg, b
.endm
.macro q a:foo
.endm
.macro
