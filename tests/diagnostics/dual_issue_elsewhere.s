; args: --mcpu=gfx900
; `::` joins the halves of a dual-issue pair only where there are such
; pairs (GFX11 on); before, it is no separator and the operand before it
; ends at a token that begins no expression, as llvm-mc 22 says at the
; same column.
v_add_f32 v1, v2, v3 :: v_mul_f32 v4, v5, v6
s_mov_b32 s0, s1 :: s_nop 0
