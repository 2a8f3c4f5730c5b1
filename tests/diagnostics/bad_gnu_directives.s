; Malformed .octa, .ds and .reloc. llvm-mc 22 says, at the same columns:
; "out of range literal value" (2^128), "unknown token in expression"
; (a sign, a symbol, nothing after ','), "unexpected token" (two values
; without a comma), "expected newline" (.ds with a second value),
; "expected absolute expression" (.ds of a symbol defined later),
; a warning "'.ds.l' directive with negative repeat count has no effect",
; "expected comma", "expected relocation name", "unknown relocation name"
; (names are case-sensitive), ".reloc offset is not relative to a section"
; (an undefined symbol) and "BSS section '.bss' cannot have fixups" (which
; llvm-mc gives without a location).
.data
.octa 340282366920938463463374607431768211456
.octa -1
.octa x
.octa 1,
.octa 1 2
.ds.l 2, 7
.ds.b later
.ds.l -1
.reloc 0 R_AMDGPU_ABS32, foo
.reloc 0, 5, foo
.reloc 0, r_amdgpu_abs32, foo
.reloc undefined_offset, R_AMDGPU_ABS32, foo
.bss
.reloc 0, R_AMDGPU_ABS32, foo
later = 1
