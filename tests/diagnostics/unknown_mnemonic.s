; args: --mcpu=gfx900
; A mnemonic that no processor has, and one that is misspelled.
; Expect: "invalid instruction" at the mnemonic, once per line.
v_foo_bar v0, v1
s_mov_b33 s0, s1
s_nop 0
