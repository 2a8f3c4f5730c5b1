// cpu: gfx900
// Instructions with operands known only after layout: llvm-mc lists them
// with the expression as it prints it and the fixup (make.sh).
  .text
start:
  v_mov_b32 v0, sym
  v_mov_b32 v1, sym+4*2
  v_mov_b32 v3, sym + 0x10
  v_mov_b32 v4, sym+(1+2)
  v_mov_b32 v5, (sym)
  v_mov_b32 v6, (((sym)))+0
  v_mov_b32 v7, sym+-4
  v_mov_b32 v8, sym-(-4)
  v_mov_b32 v9, sym+(-4)
  v_mov_b32 v10, -4+sym
  v_mov_b32 v12, sym-1-2
  v_mov_b32 v13, sym+1-2
  v_mov_b32 v15, sym+0xffffffffffffffff
  v_mov_b32 v16, sym+0x80000000
  v_mov_b32 v17, sym@abs32@lo+4
  v_mov_b32 v19, 1+2+sym
  v_mov_b32 v29, +sym
  v_mov_b32 v30, sym+ +4
  v_mov_b32 v31, (sym+1)+2+3
  v_add_f32 v0, sym, v1
  v_add_u32 v0, sym+8, v1
  v_cmp_eq_u32 vcc, sym, v0
  v_fma_f32 v0, v1, v2, v3
  s_mov_b32 s0, sym@abs32@lo
  s_mov_b32 s1, sym@abs32@hi
  s_getpc_b64 s[4:5]
  s_add_u32 s4, s4, sym@rel32@lo+4
  s_addc_u32 s5, s5, sym@rel32@hi+12
  s_add_u32 s6, s4, sym@gotpcrel32@lo+4
  s_addc_u32 s7, s5, sym@gotpcrel32@hi+12
  s_and_b32 s0, s1, sym
  s_and_b32 s0, sym, s1
  s_cmp_eq_u32 s0, sym+3
  s_branch start
  s_cbranch_scc0 later
  s_cbranch_vccnz start
  s_cbranch_execz later
later:
  s_branch later
  s_endpgm
