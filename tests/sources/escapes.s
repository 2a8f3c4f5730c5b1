// cpus: gfx900
// String escapes as llvm-mc reads them: \b \f, hex of any length (low
// byte kept), octal, quotes and backslashes (clang -g writes DWARF
// expression bytes this way).
.data
.ascii "\b\f\x41\x4142\101\\\"\n\t\r"
.asciz "\302\b", "\253\200\200"
.string "x\x7fy"
