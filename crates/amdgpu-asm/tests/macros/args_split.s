// How llvm-mc splits arguments at blanks: operators join words.
.macro three a b c=0
  .byte \a
  .byte \b
  .byte \c
.endm
three 1 + 2 3
three 1 +2 3 4
three 1+ 2, 3
three (1 + 2) 3
three 8 - 1 , 2 , 3
three 1 << 2 2 >> 1 7 & 3
three 6 / 2 2 * 3 (~0 & 1)
.macro one x
  .short \x
.endm
one 1 | 2
one 10 ^ 3
one 1 == 1
one -5
.macro s x
  .ascii "<\x>"
.endm
s (1, 2)
s   a + b  
s "x y"
s a;b
