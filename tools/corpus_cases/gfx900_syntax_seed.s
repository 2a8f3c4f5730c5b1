# Cases where the seed wins over llvm-mc 22 on gfx900 (seeds/README.md).
#
# tools/mkcorpus.py writes tests/corpus/gfx900/syntax-seed.txt from this file.
# Each case line ends with how its expectation is made:
#
#   <asm>  @witness         llvm-mc 14 (the witness) assembles <asm>; used only
#                           where llvm-mc 14 follows the seed (checked by hand
#                           against the comment above the case).
#   <asm>  @as <asm2>       llvm-mc 22 assembles <asm2>, a spelling of the value
#                           the seed defines that llvm-mc 22 accepts (0ffh is
#                           0xff; a float for an i16 operand is lit(<f16 bits>)).
#
# Every case is preceded by a comment naming the seed section it follows.
# The whole file is assembled at once; keep it free of labels.

# ---------------------------------------------------------------------------
# Seed 001, Numbers / Integer Numbers: [-]?[0x]?[0-9][0-9a-fA-F]*[hH] is a
# hexadecimal integer (example: 0ffh).  llvm-mc 22 rejects this form.
# ---------------------------------------------------------------------------
# seed 001 Integer Numbers: 0ffh = 0xff (literal)
s_mov_b32 s0, 0ffh  @as s_mov_b32 s0, 0xff
# seed 001 Integer Numbers: upper-case digits and suffix
s_mov_b32 s0, 0FFH  @as s_mov_b32 s0, 0xff
# seed 001 Integer Numbers: 10h = 16 (inline constant)
s_mov_b32 s0, 10h  @as s_mov_b32 s0, 0x10
# seed 001 Integer Numbers: 40h = 64, the largest positive inline integer
v_add_f32 v0, 40h, v1  @as v_add_f32 v0, 0x40, v1
# seed 001 Integer Numbers: 41h = 65 is a literal
v_add_f32 v0, 41h, v1  @as v_add_f32 v0, 0x41, v1
# seed 001 Integer Numbers: 0h = 0
s_mov_b32 s0, 0h  @as s_mov_b32 s0, 0x0
# seed 001 Integer Numbers: a single decimal digit before h
s_mov_b32 s0, 9h  @as s_mov_b32 s0, 0x9
# seed 001 Integer Numbers: [-]? sign
s_mov_b32 s0, -0ffh  @as s_mov_b32 s0, -0xff
# seed 001 Integer Numbers: -1h = -1 (inline constant)
s_mov_b32 s0, -1h  @as s_mov_b32 s0, -0x1
# seed 001 Integer Numbers: 32-bit value
v_mov_b32 v0, 0deadbeefh  @as v_mov_b32 v0, 0xdeadbeef
# seed 001 Integer Numbers: 0ffffffffh = 0xffffffff = -1 for a 32-bit operand
s_mov_b32 s0, 0ffffffffh  @as s_mov_b32 s0, 0xffffffff
# seed 001 Integer Numbers: 64-bit value that does not survive truncation
s_mov_b32 s0, 100000000h  @as s_mov_b32 s0, 0x100000000
# seed 001 Integer Numbers: in a 16-bit immediate
s_movk_i32 s0, 1234h  @as s_movk_i32 s0, 0x1234
# seed 001 Integer Numbers: in an expression
s_mov_b32 s0, 1+0ah  @as s_mov_b32 s0, 1+0xa
# seed 001 Integer Numbers: in an expression, both sides
s_mov_b32 s0, 0f0h|0fh  @as s_mov_b32 s0, 0xf0|0xf
# seed 001 Integer Numbers: as a register index
v_mov_b32 v[0ah], v1  @as v_mov_b32 v[0xa], v1
# seed 001 Integer Numbers: as a modifier value
ds_read_b32 v0, v1 offset:0ffh  @as ds_read_b32 v0, v1 offset:0xff
# seed 001 Integer Numbers: as a modifier value
v_mov_b32_dpp v0, v1 row_shl:0ah  @as v_mov_b32_dpp v0, v1 row_shl:0xa
# seed 001 Integer Numbers: as a 64-bit operand
s_mov_b64 s[0:1], 0ffffffefh  @as s_mov_b64 s[0:1], 0xffffffef
# seed 001 Integer Numbers: a 16-bit integer operand
v_add_u16 v0, 0ff00h, v1  @as v_add_u16 v0, 0xff00, v1
# seed 001 Integer Numbers: hwreg field
s_getreg_b32 s0, hwreg(1h, 0, 20h)  @as s_getreg_b32 s0, hwreg(0x1, 0, 0x20)

# ---------------------------------------------------------------------------
# Seed 001, Type and Size Conversion / Conversion of Floating-Point Values:
# for i16, u16, b16 operands a floating-point value becomes its f16 bits,
# "encoded as a literal, or an error occurs ... cannot be encoded as an inline
# constant".  llvm-mc 22 writes f32 bits or an inline float constant instead;
# llvm-mc 14 follows the seed.
# ---------------------------------------------------------------------------
# seed 001 FP conversion, i16 operand: 0.25 -> literal 0x3400 (the seed's example shape)
v_add_u16 v0, 0.25, v0  @witness
# seed 001 FP conversion: "v_add_u16 v0, 1.0, 0 // src0 = 0x3C00" -> literal 0x3c00, not inline 1.0
v_add_u16 v0, 1.0, v0  @witness
# seed 001 FP conversion: 0.5 -> literal 0x3800, not inline 0.5
v_add_u16 v0, 0.5, v0  @witness
# seed 001 FP conversion: -1.0 -> literal 0xbc00
v_add_u16 v0, -1.0, v0  @witness
# seed 001 FP conversion: -4.0 -> literal 0xc400
v_add_u16 v0, -4.0, v0  @witness
# seed 001 FP conversion: 0.0 -> literal 0x0000 (never an inline constant; llvm-mc 14 and 22 use inline 0)
v_add_u16 v0, 0.0, v0  @as v_add_u16 v0, lit(0x0), v0
# seed 001 FP conversion: -0.0 -> literal 0x8000
v_add_u16 v0, -0.0, v0  @witness
# seed 001 FP conversion: 1/(2pi) -> literal 0x3118, not inline 1/(2pi)
v_add_u16 v0, 0.15915494, v0  @witness
# seed 001 FP conversion: 1.5 -> literal 0x3e00 (llvm-mc 22: f32 bits 0x3fc00000)
v_add_u16 v0, 1.5, v0  @witness
# seed 001 FP conversion: 65504.0 (largest f16) -> literal 0x7bff
v_add_u16 v0, 65504.0, v0  @witness
# seed 001 FP conversion: no literal in VOP3 on GFX9 -> error (llvm-mc 22: inline 1.0)
v_add_u16_e64 v0, 1.0, v0  @witness
# seed 001 FP conversion: no literal in VOP3 -> error, src1 (llvm-mc 22: inline 0.5)
v_add_u16_e64 v0, v0, 0.5  @witness
# seed 001 FP conversion: u16 operand of v_sub_u16: 2.0 -> literal 0x4000
v_sub_u16 v0, 2.0, v1  @witness
# seed 001 FP conversion: v_subrev_u16: 0.5 -> literal 0x3800
v_subrev_u16 v0, 0.5, v1  @witness
# seed 001 FP conversion: v_mul_lo_u16: -2.0 -> literal 0xc000
v_mul_lo_u16 v0, -2.0, v1  @witness
# seed 001 FP conversion: b16 shift count of v_lshlrev_b16: 1.0 -> literal 0x3c00
v_lshlrev_b16 v0, 1.0, v1  @witness
# seed 001 FP conversion: v_lshrrev_b16: 4.0 -> literal 0x4400
v_lshrrev_b16 v0, 4.0, v1  @witness
# seed 001 FP conversion: i16 operand of v_ashrrev_i16: 0.5 -> literal 0x3800
v_ashrrev_i16 v0, 0.5, v1  @witness
# seed 001 FP conversion: v_max_u16: 1.0 -> literal 0x3c00
v_max_u16 v0, 1.0, v1  @witness
# seed 001 FP conversion: v_min_i16: -1.0 -> literal 0xbc00
v_min_i16 v0, -1.0, v1  @witness
# seed 001 FP conversion: SDWA takes no literal -> error (llvm-mc 22: inline 1.0)
v_add_u16_sdwa v0, 1.0, v1  @witness
# seed 001 FP conversion: SDWA src1 -> error (llvm-mc 22: inline 0.5)
v_add_u16_sdwa v0, v1, 0.5  @witness
# seed 001 FP conversion: VOP3-only v_mad_u16 takes no literal -> error
v_mad_u16 v0, 1.0, v1, v2  @witness
# seed 001 FP conversion: v_mad_i16 src1 -> error
v_mad_i16 v0, v1, 0.5, v2  @witness
# seed 001 FP conversion: u16 source of v_cvt_f16_u16: 1.0 -> literal 0x3c00
v_cvt_f16_u16 v0, 1.0  @witness
# seed 001 FP conversion: i16 source of v_cvt_f16_i16: -2.0 -> literal 0xc000
v_cvt_f16_i16 v0, -2.0  @witness
# seed 001 FP conversion: 0.1 -> literal 0x2e66 (llvm-mc 22: f32 bits 0x3dcccccd)
v_cvt_f16_u16 v0, 0.1  @witness
# seed 001 FP conversion: VOP3 form -> error
v_cvt_f16_u16_e64 v0, 1.0  @witness

# ---------------------------------------------------------------------------
# Seed 001, the same rule for the packed 16-bit integer operands of VOP3P:
# a float needs a literal, and VOP3P on GFX9 has none -> error.
# ---------------------------------------------------------------------------
# seed 001 FP conversion, packed u16: 1.0 -> error (llvm-mc 22: inline 1.0)
v_pk_add_u16 v0, 1.0, v1  @witness
# seed 001 FP conversion, packed u16: 0.5 -> error
v_pk_add_u16 v0, 0.5, v1  @witness
# seed 001 FP conversion, packed u16, src1: -1.0 -> error
v_pk_add_u16 v0, v1, -1.0  @witness
# seed 001 FP conversion, packed i16: 2.0 -> error
v_pk_add_i16 v0, 2.0, v1  @witness
# seed 001 FP conversion, packed u16 of v_pk_mul_lo_u16: 2.0 -> error
v_pk_mul_lo_u16 v0, v1, 2.0  @witness
# seed 001 FP conversion, packed b16 shift: 1.0 -> error
v_pk_lshlrev_b16 v0, 1.0, v1  @witness
# seed 001 FP conversion, packed i16 shift: 0.5 -> error
v_pk_ashrrev_i16 v0, 0.5, v1  @witness
# seed 001 FP conversion, packed u16 of v_pk_max_u16: 4.0 -> error
v_pk_max_u16 v0, v1, 4.0  @witness
# seed 001 FP conversion, packed u16 of v_pk_mad_u16: 1.0 -> error
v_pk_mad_u16 v0, 1.0, v1, v2  @witness
# seed 001 FP conversion, packed i16 of v_pk_mad_i16, src2: -0.5 -> error
v_pk_mad_i16 v0, v1, v2, -0.5  @witness

# ---------------------------------------------------------------------------
# Seed 001, Conversion of Integer Values: for i16/u16/b16 (and packed 16-bit)
# operands the value must survive truncation to 16 bits.  llvm-mc 22 takes
# these 32-bit patterns as inline float constants instead.
# ---------------------------------------------------------------------------
# seed 001 integer conversion, packed u16: 0x3f800000 does not fit 16 bits -> error (llvm-mc 22: inline 1.0)
v_pk_add_u16 v0, 0x3f800000, v1  @witness
# seed 001 integer conversion, packed u16: 0x40000000 -> error (llvm-mc 22: inline 2.0)
v_pk_add_u16 v0, 0x40000000, v1  @witness
# seed 001 integer conversion, packed u16: 0x3e22f983 -> error (llvm-mc 22: inline 1/(2pi))
v_pk_add_u16 v0, 0x3e22f983, v1  @witness
# seed 001 integer conversion, packed i16: 0xbf800000 -> error (llvm-mc 22: inline -1.0)
v_pk_add_i16 v0, 0xbf800000, v1  @witness
# seed 001 integer conversion, packed u16 src1: 0x40800000 -> error (llvm-mc 22: inline 4.0)
v_pk_mul_lo_u16 v0, v1, 0x40800000  @witness
