// cpus: gfx900 gfx1200
// `.` and labels in expressions the expander evaluates: a `.rept` count
// that pads to a boundary (ROCr's GFX12 trap handler) and `.if` on the
// size so far.
.text
start:
  s_nop 0
  s_nop 1
  s_nop 2
.rept (64 - ((. - start) % 64)) / 4
  s_nop 3
.endr
mid:
.if (mid - start) == 64
  s_nop 4
.else
  s_nop 5
.endif
.if . - start > 100
  s_nop 6
.endif
  s_nop 7
.rept (. - mid) / 4
  s_nop 8
.endr
