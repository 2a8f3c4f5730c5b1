; Malformed symbol-attribute lists. llvm-mc 22 says, at the same columns:
; "unexpected token" (two names without a comma after .globl, .global and
; .no_dead_strip), "expected comma" (the same after the ELF ones: .weak,
; .local, .hidden, .protected, .internal), "expected identifier" (a number,
; a comma after the last name, two commas).
.globl a b
.global c d
.no_dead_strip e f
.weak g h
.local i j
.hidden k l
.protected m n
.internal o p
.globl 5
.no_dead_strip q,
.weak r,,s
