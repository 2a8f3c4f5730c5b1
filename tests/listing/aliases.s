// cpu: gfx906
// Mnemonic aliases (data/isa/aliases.txt): llvm-mc lists each as it prints
// it, here the alias itself, with the canonical instruction's encoding
// (make.sh).
v_mul_lo_i32 v1, s2, v3
v_mul_lo_i32_e64 v1, s2, v3
V_MUL_LO_I32 v255, -1, 0.5
v_mul_lo_i32 v1, 64, exec_lo
v_mul_lo_u32 v1, s2, v3
