// cpus: gfx900
// A `.rept` body is worked out once and read again on every repetition:
// conditionals, nested bodies, labels, assignments, comments of every
// kind, directives in any case, and macros defined, called and purged
// inside the body must come out as if the text were read each time.
.text
i = 0
.rept 4
  .if i % 2
    s_add_u32 s0, s0, i          // odd
  .elseif i == 2
    s_sub_u32 s1, s1, i          ; two
  .else
    # zero
    s_mul_i32 s2, s2, i
  .endif
  .rept 2
     v_mov_b32 v[i], i
     .rept 2
        s_nop i
     .endr

     .If i > 1
       v_add_u32 v[i+1], i, v[i]
     .EndIf
  .endr
1:
  s_branch 1b
  2: s_nop 0
  s_cbranch_scc0 2b
  .set j, i * 3
  v_mov_b32 v0, j
  i = i + 1
.endr
.macro m1 a
  s_mov_b32 s2, \a
.endm
.rept 3
  m1 5
  .purgem m1
  .macro m1 a
    s_mov_b32 s3, \a + i
  .endm
  i = i + 10
.endr
.macro outer n
  .if i > 40
    .exitm
  .endif
  .rept \n
    s_movk_i32 s4, i
    i = i + 3
  .endr
.endm
outer 2
outer 5
k = 0
.rept 3
  .rept 3
    .if k == 4
      s_nop 4
    .endif
    k = k + 1
  .endr
  .rept 0
    s_nop 9
  .endr
.endr
s_endpgm
