// cpus: gfx900 gfx90a
// The same expanded line assembled again must read its symbols as they
// are now: directly named, through other symbols' values, counters
// that instructions raise, and labels.
.text
.macro setv r, k
  v_mov_b32 v[\r], \k
  s_mov_b32 s[\r+1], \k+1
.endm
x = 1
y = x + 2
.rept 2
  setv x, x
  setv y, 7
  x = x + 3
.endr
.set i, 0
.rept 4
  v_add_u32 v[i], v[i+1], v[i+2]
  s_nop 0
  .set i, i + 1
.endr
.rept 3
  v_mov_b32 v[.amdgcn.next_free_vgpr], 0
  s_mov_b32 s[.amdgcn.next_free_sgpr], 1
.endr
.macro tail
  v_mov_b32 v[t], t
.endm
.set t, 4
tail
.set t, 4
tail
.set u, 2
.set t, u
tail
.set u, 3
tail
L1:
.rept 2
  s_branch L2
  s_mov_b32 s3, L2 - L1
.endr
L2:
  s_endpgm
// Written lines: the same text again, its symbols changed or not, and
// block comments that open, close and span lines.
.set q, 1
  v_mov_b32 v[q], 0
  s_nop 0
.set q, 2
  v_mov_b32 v[q], 0
  s_nop 0
  s_nop 1 /* a comment that
  s_nop 0
  ends here */
  s_nop 2
  s_nop 1 /* one line */
  s_nop 1 /* one line */
  v_mov_b32 v[q], 0
