// cpu: gfx900
// Values an object could not carry (llvm-mc refuses them in an object):
// the listing shows them as fixups all the same, as llvm-mc's text output
// never resolves a fixup.
  .text
  s_branch nowhere
  s_cbranch_scc0 .Lnever
  v_mov_b32 v0, lab * 2
  s_mov_b32 s1, (lab + 4) * 3
  s_add_u32 s0, s0, other - lab
  v_mov_b32 v1, lab / 4
lab:
  s_nop 0
  s_branch far
  .fill 0x30000, 4, 0
far:
  s_endpgm
  .section .text.other,"ax",@progbits
other:
  s_endpgm
