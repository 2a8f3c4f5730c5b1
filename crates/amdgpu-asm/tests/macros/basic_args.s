// Positional, space-separated, keyword and default arguments.
.macro pair a=0, b=2
  .byte \a, \b
.endm
pair 1
pair 3,4
pair 5 6
pair b=7, a=8
pair b = 9
pair ,10
.macro need a:req, b
  .byte \a
.endm
need 11
.macro va first, rest:vararg
  .byte \first
  .byte \rest
.endm
va 12, 13, 14
va 15, 16
.macro str s
  .ascii "\s"
.endm
str "hi there"
str hi
.macro cat a b
  .byte \a\()0, 1\b
.endm
cat 2 3
