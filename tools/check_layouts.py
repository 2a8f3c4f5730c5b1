#!/usr/bin/env python3
"""Checks data/isa/layouts.txt against llvm-mc 22's own encodings.

Usage:
    python3 tools/check_layouts.py                 every family
    python3 tools/check_layouts.py gfx11 gfx12     these families
    python3 tools/check_layouts.py -v gfx9         also list each sample
    LLVM_MC=/path/to/llvm-mc python3 tools/check_layouts.py

For every family, a few instructions of each encoding format (SAMPLES below,
written from AMD's ISA manuals and the assembler syntax) are assembled by
llvm-mc for one processor of the family.  Each sample names the operand or
modifier value each layout field must hold (a register is coded as the
field's coding says: `v5` is 5 in a `vgpr` field and 261 in a `src` field).
The expected word is built from the layout alone: its match bits, the opcode
of the instruction's row in data/isa/<family>.txt, and the named fields;
every other bit 0.  It must equal llvm-mc's encoding bit for bit (a trailing
literal must equal the sample's `lit`, further dwords its `tail`), and the
family's classifier (the layouts' match bits, most specific first) must pick
the sample's format.  So a field at the wrong place, a missing or extra fixed
bit, or a wrong opcode field shows as a bit difference, named by the layout's
fields.

Fields no sample sets are then checked by disassembly where llvm-mc can
disassemble the family (GFX8 on): the field is flipped in each sample's
encoding, and it counts as checked when llvm-mc decodes the changed word,
prints something else and re-encodes it bit for bit.

The report lists per family the formats checked, the formats without a
sample and the fields neither check reached (`-v`: also the fields only the
disassembly check reached).  Exit status 1 when any sample fails.
"""

import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import layouts  # noqa: E402

LLVM_MC = os.environ.get("LLVM_MC", "/usr/lib/llvm-22/bin/llvm-mc")
ROOT = layouts.ROOT

# The processor each family's samples are assembled for.
CPU = {"gfx6": "gfx601", "gfx7": "gfx700", "gfx8": "gfx802", "gfx9": "gfx900",
       "gfx90a": "gfx90a", "gfx940": "gfx942", "gfx950": "gfx950", "gfx10": "gfx1010",
       "gfx103": "gfx1030", "gfx11": "gfx1100", "gfx12": "gfx1200", "gfx1250": "gfx1250"}

# Family groups used by the samples.
G = {
    "gfx6-7": ("gfx6", "gfx7"),
    "gfx8": ("gfx8",),
    "gfx9+": ("gfx9", "gfx90a", "gfx940", "gfx950"),
    "gfx8-9": ("gfx8", "gfx9", "gfx90a", "gfx940", "gfx950"),
    "gfx6-9": ("gfx6", "gfx7", "gfx8", "gfx9", "gfx90a", "gfx940", "gfx950"),
    "gfx10": ("gfx10", "gfx103"),
    "gfx11": ("gfx11",),
    "gfx12+": ("gfx12", "gfx1250"),
    "gfx11-12": ("gfx11", "gfx12", "gfx1250"),
    "gfx10-12": ("gfx10", "gfx103", "gfx11", "gfx12", "gfx1250"),
    "gfx10-11": ("gfx10", "gfx103", "gfx11"),
    "all": layouts.FAMILIES,
}


def S(groups, enc, asm, **fields):
    """A sample: for each family of `groups` (names of G joined by spaces, or
    family names), `asm` assembles to format `enc` with these field values.
    A field value is an int (the raw field value) or a register (coded by the
    field's coding).  `lit` is the trailing literal dword."""
    fams = []
    for g in groups.split():
        fams += G.get(g, (g,))
    return (tuple(fams), enc, asm, fields)


# ---------------------------------------------------------------------------
# samples

SAMPLES = [
    # --- scalar ALU (all generations)
    S("all", "SOP2", "s_and_b32 s5, s6, s7", sdst="s5", ssrc0="s6", ssrc1="s7"),
    S("all", "SOP2", "s_and_b32 s5, 0x12345, s7", sdst="s5", ssrc0=255, ssrc1="s7", lit=0x12345),
    S("gfx6-9 gfx10", "SOP2", "s_add_u32 s9, s6, 3", sdst="s9", ssrc0="s6", ssrc1=131),
    S("gfx11-12", "SOP2", "s_add_u32 s9, s6, 3", sdst="s9", ssrc0="s6", ssrc1=131),
    S("gfx6-9 gfx10", "SOPK", "s_movk_i32 s5, 0x1234", sdst="s5", simm16=0x1234),
    S("gfx11-12", "SOPK", "s_movk_i32 s5, 0x1234", sdst="s5", simm16=0x1234),
    S("gfx6-9 gfx10", "SOP1", "s_mov_b32 s5, s6", sdst="s5", ssrc0="s6"),
    S("gfx11-12", "SOP1", "s_mov_b32 s5, s6", sdst="s5", ssrc0="s6"),
    S("gfx6-9 gfx10", "SOP1", "s_not_b64 s[4:5], s[6:7]", sdst="s4", ssrc0="s6"),
    S("gfx11-12", "SOP1", "s_not_b64 s[4:5], s[6:7]", sdst="s4", ssrc0="s6"),
    S("all", "SOPC", "s_cmp_eq_u32 s5, s6", ssrc0="s5", ssrc1="s6"),
    S("all", "SOPP", "s_nop 3", simm16=3),
    S("all", "SOPP", "s_branch 0x1234", simm16=0x1234),

    # --- GFX6 / GFX7
    S("gfx6-7", "SMRD", "s_load_dword s5, s[2:3], 0x10", sdata="s5", sbase="s2", imm=1, offset=0x10),
    S("gfx6-7", "SMRD", "s_load_dwordx2 s[6:7], s[4:5], s9", sdata="s6", sbase="s4", soffset="s9"),
    S("gfx6-7", "SMRD", "s_buffer_load_dwordx4 s[8:11], s[4:7], 0xff", sdata="s8", sbase="s4",
      imm=1, offset=0xff),
    S("gfx7", "SMRD", "s_load_dword s5, s[2:3], 0x12345", sdata="s5", sbase="s2", soffset=0xff,
      lit=0x12345),
    S("gfx6-7", "SMRD", "s_memtime s[4:5]", sdata="s4"),
    S("gfx6-7", "VOP2", "v_add_f32_e32 v5, v6, v7", vdst="v5", src0="v6", vsrc1="v7"),
    S("gfx6-7", "VOP2", "v_add_f32_e32 v5, 0x40490fdb, v7", vdst="v5", src0=255, vsrc1="v7",
      lit=0x40490fdb),
    S("gfx6-7", "VOP1", "v_mov_b32_e32 v5, s6", vdst="v5", src0="s6"),
    S("gfx6-7", "VOPC", "v_cmp_lt_f32_e32 vcc, v6, v7", src0="v6", vsrc1="v7"),
    S("gfx6-7", "VOP3", "v_add_f32_e64 v5, v6, s7 clamp", vdst="v5", src0="v6", src1="s7", clamp=1),
    S("gfx6-7", "VOP3", "v_fma_f32 v5, -v6, |v7|, -|v8| mul:4", vdst="v5", src0="v6", src1="v7",
      src2="v8", neg=0b101, abs=0b110, omod=2),
    S("gfx6-7", "VOP3", "v_cmp_lt_f32_e64 s[10:11], v6, v7", vdst="s10", src0="v6", src1="v7"),
    S("gfx6-7", "VOP3B", "v_div_scale_f32 v5, vcc, -v6, v7, v8 mul:2", vdst="v5", sdst=106,
      src0="v6", src1="v7", src2="v8", neg=1, omod=1),
    S("gfx7", "VOP3B", "v_mad_u64_u32 v[5:6], s[10:11], v6, v7, v[8:9]", vdst="v5",
      sdst="s10", src0="v6", src1="v7", src2="v8"),
    S("gfx6-7", "VINTRP", "v_interp_p1_f32 v5, v6, attr3.y", vdst="v5", vsrc="v6", attr=3,
      attrchan=1),
    S("gfx6-7", "VINTRP", "v_interp_mov_f32 v5, p20, attr31.w", vdst="v5", vsrc=1, attr=31,
      attrchan=3),
    S("gfx6-7", "DS", "ds_add_u32 v5, v6 offset:0x1234 gds", addr="v5", data0="v6",
      offset=0x1234, gds=1),
    S("gfx6-7", "DS", "ds_write2_b32 v5, v6, v7 offset0:3 offset1:200", addr="v5",
      data0="v6", data1="v7", offset0=3, offset1=200),
    S("gfx6-7", "DS", "ds_read_b32 v9, v5 offset:16", vdst="v9", addr="v5", offset=16),
    S("gfx7", "FLAT", "flat_load_dword v9, v[4:5] glc slc", vdst="v9", vaddr="v4", glc=1, slc=1),
    S("gfx7", "FLAT", "flat_atomic_add v9, v[4:5], v6 glc", vdst="v9", vaddr="v4", vdata="v6",
      glc=1),
    S("gfx6-7", "MUBUF", "buffer_load_dword v9, v[4:5], s[8:11], s3 addr64 offset:4095 glc slc",
      vdata="v9", vaddr="v4", srsrc="s8", soffset="s3", addr64=1, offset=4095, glc=1, slc=1),
    S("gfx6-7", "MUBUF", "buffer_load_dword v[9:10], v[4:5], s[8:11], 0 idxen offen tfe",
      vdata="v9", vaddr="v4", srsrc="s8", soffset=0x80, idxen=1, offen=1, tfe=1),
    S("gfx6-7", "MUBUF", "buffer_load_dword off, s[8:11], s3 lds", srsrc="s8", soffset="s3",
      lds=1),
    S("gfx6-7", "MTBUF", "tbuffer_load_format_x v9, v5, s[8:11], s3 format:[BUF_DATA_FORMAT_32,"
      "BUF_NUM_FORMAT_FLOAT] offen offset:16 glc slc", vdata="v9", vaddr="v5", srsrc="s8",
      soffset="s3", dfmt=4, nfmt=7, offen=1, offset=16, glc=1, slc=1),
    S("gfx6-7", "MTBUF", "tbuffer_load_format_x v9, v[4:5], s[8:11], s3 format:[BUF_DATA_FORMAT_8,"
      "BUF_NUM_FORMAT_SINT] addr64", vdata="v9", vaddr="v4", srsrc="s8", soffset="s3",
      dfmt=1, nfmt=5, addr64=1),
    S("gfx6-7", "MTBUF", "tbuffer_load_format_x v9, v[4:5], s[8:11], s3 format:[BUF_DATA_FORMAT_8,"
      "BUF_NUM_FORMAT_SINT] idxen offen", vdata="v9", vaddr="v4", srsrc="s8", soffset="s3",
      dfmt=1, nfmt=5, idxen=1, offen=1),
    S("gfx6-7", "MIMG", "image_load v[4:7], v[8:11], s[12:19] dmask:0xf unorm glc slc da",
      vdata="v4", vaddr="v8", srsrc="s12", dmask=0xf, unorm=1, glc=1, slc=1, da=1),
    S("gfx6-7", "MIMG", "image_sample v[4:6], v[8:11], s[12:19], s[20:23] dmask:0x3 tfe lwe",
      vdata="v4", vaddr="v8", srsrc="s12", ssamp="s20", dmask=3, tfe=1, lwe=1),
    S("gfx6-7", "MIMG", "image_load v[4:7], v[8:11], s[12:19] dmask:0xf r128", vdata="v4",
      vaddr="v8", srsrc="s12", dmask=0xf, r128=1),
    S("gfx6-7", "EXP", "exp mrt0 v5, v6, v7, v8 done vm", en=0xf, tgt=0, vsrc0="v5",
      vsrc1="v6", vsrc2="v7", vsrc3="v8", done=1, vm=1),
    S("gfx6-7", "EXP", "exp pos1 v5, off, v7, off", en=0x5, tgt=13, vsrc0="v5", vsrc2="v7"),
    S("gfx6-7", "EXP", "exp mrt1 v5, v5, v6, v6 compr", en=0xf, tgt=1, vsrc0="v5", vsrc1="v6",
      compr=1),

    # --- GFX10 / GFX10.3
    S("gfx10", "SMEM", "s_load_dword s5, s[2:3], 0x10", sdata="s5", sbase="s2", offset=0x10,
      soffset=0x7d),
    S("gfx10", "SMEM", "s_load_dwordx2 s[6:7], s[4:5], s9 offset:0x20 glc dlc", sdata="s6",
      sbase="s4", soffset="s9", offset=0x20, glc=1, dlc=1),
    S("gfx10", "SMEM", "s_buffer_load_dword s5, s[8:11], -0x10", sdata="s5", sbase="s8",
      offset=0x1ffff0, soffset=0x7d) if False else
    S("gfx10", "SMEM", "s_load_dword s5, s[2:3], -0x10", sdata="s5", sbase="s2",
      offset=0x1ffff0, soffset=0x7d),
    S("gfx10", "VOP2", "v_add_f32_e32 v5, v6, v7", vdst="v5", src0="v6", vsrc1="v7"),
    S("gfx10", "VOP2", "v_add_f32_e32 v5, 0x40490fdb, v7", vdst="v5", src0=255, vsrc1="v7",
      lit=0x40490fdb),
    S("gfx10", "VOP1", "v_mov_b32_e32 v5, s6", vdst="v5", src0="s6"),
    S("gfx10", "VOPC", "v_cmp_lt_f32_e32 vcc_lo, v6, v7", src0="v6", vsrc1="v7"),
    S("gfx10", "VOP2_SDWA", "v_add_f32_sdwa v5, -v6, |v7| clamp mul:2 dst_sel:WORD_1 "
      "dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1 src1_sel:WORD_0", vdst="v5", src0="v6",
      vsrc1="v7", clamp=1, omod=1, dst_sel=5, dst_unused=2, src0_sel=1, src1_sel=4,
      src0_neg=1, src1_abs=1),
    S("gfx10", "VOP2_SDWA", "v_add_f32_sdwa v5, s6, -s7 dst_sel:DWORD dst_unused:UNUSED_PAD "
      "src0_sel:DWORD src1_sel:DWORD", vdst="v5", src0="s6", s0=1, vsrc1="s7", s1=1, dst_sel=6,
      src0_sel=6, src1_sel=6, src1_neg=1) if False else
    S("gfx10", "VOP2_SDWA", "v_add_f32_sdwa v5, s6, -v7 dst_sel:DWORD dst_unused:UNUSED_PAD "
      "src0_sel:DWORD src1_sel:DWORD", vdst="v5", src0="s6", s0=1, vsrc1="v7", dst_sel=6,
      src0_sel=6, src1_sel=6, src1_neg=1),
    S("gfx10", "VOP2_SDWA", "v_add_nc_u16_sdwa v5, sext(v6), s7 dst_sel:DWORD dst_unused:UNUSED_SEXT "
      "src0_sel:BYTE_0 src1_sel:BYTE_2", vdst="v5", src0="v6", vsrc1="s7", s1=1, dst_sel=6,
      dst_unused=1, src0_sel=0, src1_sel=2, src0_sext=1) if False else
    S("gfx10", "VOP1_SDWA", "v_mov_b32_sdwa v5, s6 dst_sel:BYTE_3 dst_unused:UNUSED_PAD "
      "src0_sel:WORD_1", vdst="v5", src0="s6", s0=1, dst_sel=3, src0_sel=5),
    S("gfx10", "VOPC_SDWA", "v_cmp_lt_f32_sdwa s6, v6, v7 src0_sel:WORD_1 src1_sel:BYTE_0",
      sdst="s6", sd=1, src0="v6", vsrc1="v7", src0_sel=5, src1_sel=0),
    S("gfx10", "VOPC_SDWA", "v_cmp_lt_f32_sdwa vcc_lo, |v6|, -s7 src0_sel:DWORD src1_sel:DWORD",
      src0="v6", vsrc1="s7", s1=1, src0_sel=6, src1_sel=6, src0_abs=1, src1_neg=1),
    S("gfx10", "VOPC_SDWA", "v_cmp_lt_i32_sdwa s6, sext(s6), sext(v7) src0_sel:BYTE_0 "
      "src1_sel:DWORD", sdst="s6", sd=1, src0="s6", s0=1, vsrc1="v7", src0_sel=0, src1_sel=6,
      src0_sext=1, src1_sext=1),
    S("gfx10", "VOP2_DPP", "v_add_f32_dpp v5, -v6, |v7| quad_perm:[1,0,3,2] row_mask:0x3 "
      "bank_mask:0x5 bound_ctrl:1 fi:1", vdst="v5", src0="v6", vsrc1="v7", dpp_ctrl=0xb1,
      row_mask=3, bank_mask=5, bound_ctrl=1, fi=1, src0_neg=1, src1_abs=1),
    S("gfx10", "VOP2_DPP", "v_add_f32_dpp v5, |v6|, -v7 row_share:5 row_mask:0xf bank_mask:0xf",
      vdst="v5", src0="v6", vsrc1="v7", dpp_ctrl=0x155, row_mask=0xf, bank_mask=0xf,
      src0_abs=1, src1_neg=1),
    S("gfx10", "VOP1_DPP", "v_mov_b32_dpp v5, v6 row_xmask:3 row_mask:0xf bank_mask:0xf",
      vdst="v5", src0="v6", dpp_ctrl=0x163, row_mask=0xf, bank_mask=0xf),
    S("gfx10", "VOP2_DPP8", "v_add_f32_dpp v5, v6, v7 dpp8:[7,6,5,4,3,2,1,0]", vdst="v5",
      src0="v6", vsrc1="v7", fi=1, dpp8=0x53977),
    S("gfx10", "VOP2_DPP8", "v_add_f32_dpp v5, v6, v7 dpp8:[1,1,1,1,0,0,0,0] fi:1", vdst="v5",
      src0="v6", vsrc1="v7", fi=2, dpp8=0x249),
    S("gfx10", "VOP1_DPP8", "v_mov_b32_dpp v5, v6 dpp8:[0,1,2,3,4,5,6,7]", vdst="v5",
      src0="v6", fi=1, dpp8=0xfac688),
    S("gfx10", "VOP3", "v_add_f32_e64 v5, v6, s7 clamp", vdst="v5", src0="v6", src1="s7", clamp=1),
    S("gfx10", "VOP3", "v_fma_f32 v5, -v6, |v7|, -|v8| mul:4", vdst="v5", src0="v6", src1="v7",
      src2="v8", neg=0b101, abs=0b110, omod=2),
    S("gfx10", "VOP3", "v_add_f32_e64 v5, 0x12345678, v7", vdst="v5", src0=255, src1="v7",
      lit=0x12345678),
    S("gfx10", "VOP3", "v_mad_u16 v5, v6, v7, v8 op_sel:[1,0,1,1]", vdst="v5", src0="v6",
      src1="v7", src2="v8", op_sel=0b1101),
    S("gfx10", "VOP3", "v_cmp_lt_f32_e64 s10, v6, v7", vdst="s10", src0="v6", src1="v7"),
    S("gfx10", "VOP3", "v_interp_p2_f16 v5, v6, attr3.y, v7 high", vdst="v5", src0=0x43,
      high=1, src1="v6", src2="v7"),
    S("gfx10", "VOP3B", "v_add_co_u32 v5, s10, v6, v7", vdst="v5", sdst="s10", src0="v6",
      src1="v7"),
    S("gfx10", "VOP3B", "v_div_scale_f32 v5, vcc_lo, -v6, v7, v8 clamp mul:2", vdst="v5",
      sdst=106, src0="v6", src1="v7", src2="v8", neg=1, omod=1, clamp=1),
    S("gfx10", "VOP3P", "v_pk_fma_f16 v5, v6, v7, v8 op_sel:[1,0,1] op_sel_hi:[0,1,0] "
      "neg_lo:[1,1,0] neg_hi:[0,1,1] clamp", vdst="v5", src0="v6", src1="v7", src2="v8",
      op_sel=0b101, op_sel_hi=0b010, neg_lo=0b011, neg_hi=0b110, clamp=1),
    S("gfx10", "VOP3P", "v_pk_add_f16 v5, s6, 0x1234", vdst="v5", src0="s6", src1=255,
      op_sel_hi=7, lit=0x1234),
    S("gfx10", "VINTRP", "v_interp_p1_f32 v5, v6, attr3.y", vdst="v5", vsrc="v6", attr=3,
      attrchan=1),
    S("gfx10", "VINTRP", "v_interp_mov_f32 v5, p20, attr31.w", vdst="v5", vsrc=1, attr=31,
      attrchan=3),
    S("gfx10", "DS", "ds_add_u32 v5, v6 offset:0x1234 gds", addr="v5", data0="v6",
      offset=0x1234, gds=1),
    S("gfx10", "DS", "ds_write2_b32 v5, v6, v7 offset0:3 offset1:200", addr="v5",
      data0="v6", data1="v7", offset0=3, offset1=200),
    S("gfx10", "DS", "ds_read_b32 v9, v5 offset:16", vdst="v9", addr="v5", offset=16),
    S("gfx10", "FLAT", "flat_load_dword v9, v[4:5] offset:2047 glc slc dlc", vdst="v9",
      vaddr="v4", saddr=0x7d, offset=2047, glc=1, slc=1, dlc=1),
    S("gfx10", "FLAT", "flat_atomic_add v[4:5], v6", vaddr="v4", vdata="v6", saddr=0x7d),
    S("gfx10", "GLOBAL", "global_load_dword v9, v[4:5], off offset:-2048", vdst="v9",
      vaddr="v4", saddr=0x7d, offset=0x800),
    S("gfx10", "GLOBAL", "global_store_dword v4, v6, s[8:9] offset:16", vaddr="v4",
      vdata="v6", saddr="s8", offset=16),
    S("gfx10", "GLOBAL", "global_load_dword v[4:5], off lds", vaddr="v4", saddr=0x7d, lds=1),
    S("gfx10", "SCRATCH", "scratch_load_dword v9, v4, off offset:16", vdst="v9", vaddr="v4",
      saddr=0x7d, offset=16),
    S("gfx10", "SCRATCH", "scratch_store_dword off, v6, s9", vdata="v6", saddr="s9"),
    S("gfx10", "MUBUF", "buffer_load_dword v9, v5, s[8:11], s3 offen offset:4095 glc slc dlc",
      vdata="v9", vaddr="v5", srsrc="s8", soffset="s3", offen=1, offset=4095, glc=1, slc=1,
      dlc=1),
    S("gfx10", "MUBUF", "buffer_load_dword v[9:10], v[4:5], s[8:11], 0 idxen offen tfe",
      vdata="v9", vaddr="v4", srsrc="s8", soffset=0x80, idxen=1, offen=1, tfe=1),
    S("gfx10", "MUBUF", "buffer_load_dword off, s[8:11], s3 lds", srsrc="s8", soffset="s3",
      lds=1),
    S("gfx10", "MTBUF", "tbuffer_load_format_x v9, v5, s[8:11], s3 format:[BUF_FMT_32_FLOAT] "
      "offen offset:16 glc slc dlc", vdata="v9", vaddr="v5", srsrc="s8", soffset="s3",
      format=22, offen=1, offset=16, glc=1, slc=1, dlc=1),
    S("gfx10", "MTBUF", "tbuffer_load_format_d16_x v9, v[4:5], s[8:11], s3 format:[BUF_FMT_8_SINT] "
      "idxen offen", vdata="v9", vaddr="v4", srsrc="s8", soffset="s3", format=6, idxen=1,
      offen=1),
    S("gfx10", "MIMG", "image_load v[4:7], v[8:10], s[12:19] dmask:0xf dim:SQ_RSRC_IMG_3D "
      "unorm glc slc dlc", vdata="v4", vaddr="v8", srsrc="s12", dmask=0xf, dim=2, unorm=1,
      glc=1, slc=1, dlc=1),
    S("gfx10", "MIMG", "image_sample v[4:6], v[8:9], s[12:19], s[20:23] dmask:0x3 "
      "dim:SQ_RSRC_IMG_2D tfe lwe", vdata="v4", vaddr="v8", srsrc="s12", ssamp="s20",
      dmask=3, dim=1, tfe=1, lwe=1),
    S("gfx10", "MIMG", "image_load v[4:7], [v8, v9, v10], s[12:19] dmask:0xf dim:SQ_RSRC_IMG_3D",
      vdata="v4", vaddr="v8", srsrc="s12", dmask=0xf, dim=2, nsa=1, tail=0x0a09),
    S("gfx10", "MIMG", "image_sample_c_d v[4:7], [v8, v9, v10, v11, v12, v13, v14], s[12:19], "
      "s[20:23] dmask:0xf dim:SQ_RSRC_IMG_2D", vdata="v4", vaddr="v8", srsrc="s12", ssamp="s20",
      dmask=0xf, dim=1, nsa=2, tail=0x0e0d0c0b0a09),
    S("gfx10", "MIMG", "image_load v4, v[8:9], s[12:19] dmask:0x1 dim:SQ_RSRC_IMG_2D d16",
      vdata="v4", vaddr="v8", srsrc="s12", dmask=1, dim=1, d16=1),
    S("gfx10", "MIMG", "image_load v4, v8, s[12:19] dmask:0x1 dim:SQ_RSRC_IMG_2D a16",
      vdata="v4", vaddr="v8", srsrc="s12", dmask=1, dim=1, a16=1),
    S("gfx10", "MIMG", "image_atomic_add v4, v[8:9], s[12:19] dmask:0x1 dim:SQ_RSRC_IMG_2D glc",
      vdata="v4", vaddr="v8", srsrc="s12", dmask=1, dim=1, glc=1),
    S("gfx103", "MIMG", "image_bvh_intersect_ray v[4:7], v[8:18], s[12:15]", vdata="v4",
      vaddr="v8", srsrc="s12", dmask=0xf, unorm=1, r128=1),
    S("gfx10", "EXP", "exp mrt0 v5, v6, v7, v8 done vm", en=0xf, tgt=0, vsrc0="v5",
      vsrc1="v6", vsrc2="v7", vsrc3="v8", done=1, vm=1),
    S("gfx10", "EXP", "exp pos1 v5, v5, v6, v6 compr", en=0xf, tgt=13, vsrc0="v5",
      vsrc1="v6", compr=1),

    # --- GFX11
    S("gfx11", "SMEM", "s_load_b32 s5, s[2:3], 0x10", sdata="s5", sbase="s2", offset=0x10,
      soffset=0x7c),
    S("gfx11", "SMEM", "s_load_b64 s[6:7], s[4:5], s9 offset:0x20 glc dlc", sdata="s6",
      sbase="s4", soffset="s9", offset=0x20, glc=1, dlc=1),
    S("gfx11", "SMEM", "s_load_b32 s5, s[2:3], -0x10", sdata="s5", sbase="s2",
      offset=0x1ffff0, soffset=0x7c),
    S("gfx11", "VOP2", "v_add_f32_e32 v5, v6, v7", vdst="v5", src0="v6", vsrc1="v7"),
    S("gfx11", "VOP2", "v_add_f32_e32 v5, 0x40490fdb, v7", vdst="v5", src0=255, vsrc1="v7",
      lit=0x40490fdb),
    S("gfx11", "VOP1", "v_mov_b32_e32 v5, s6", vdst="v5", src0="s6"),
    S("gfx11", "VOPC", "v_cmp_lt_f32_e32 vcc_lo, v6, v7", src0="v6", vsrc1="v7"),
    S("gfx11", "VOP2_DPP", "v_add_f32_dpp v5, -v6, |v7| quad_perm:[1,0,3,2] row_mask:0x3 "
      "bank_mask:0x5 bound_ctrl:1 fi:1", vdst="v5", src0="v6", vsrc1="v7", dpp_ctrl=0xb1,
      row_mask=3, bank_mask=5, bound_ctrl=1, fi=1, src0_neg=1, src1_abs=1),
    S("gfx11", "VOP2_DPP", "v_add_f32_dpp v5, |v6|, -v7 row_share:5 row_mask:0xf bank_mask:0xf",
      vdst="v5", src0="v6", vsrc1="v7", dpp_ctrl=0x155, row_mask=0xf, bank_mask=0xf,
      src0_abs=1, src1_neg=1),
    S("gfx11", "VOP1_DPP", "v_mov_b32_dpp v5, v6 row_xmask:3 row_mask:0xf bank_mask:0xf fi:1",
      vdst="v5", src0="v6", dpp_ctrl=0x163, row_mask=0xf, bank_mask=0xf, fi=1),
    S("gfx11", "VOP1_DPP", "v_ceil_f32_dpp v5, -|v6| row_shl:1 row_mask:0xf bank_mask:0xf "
      "bound_ctrl:1", vdst="v5", src0="v6", dpp_ctrl=0x101, row_mask=0xf, bank_mask=0xf,
      bound_ctrl=1, src0_neg=1, src0_abs=1),
    S("gfx11", "VOPC_DPP", "v_cmp_lt_f32 vcc_lo, -v6, |v7| row_shr:3 row_mask:0xf bank_mask:0xf",
      src0="v6", vsrc1="v7", dpp_ctrl=0x113, row_mask=0xf, bank_mask=0xf, src0_neg=1,
      src1_abs=1),
    S("gfx11", "VOP2_DPP8", "v_add_f32_dpp v5, v6, v7 dpp8:[7,6,5,4,3,2,1,0]", vdst="v5",
      src0="v6", vsrc1="v7", fi=1, dpp8=0x53977),
    S("gfx11", "VOP2_DPP8", "v_add_f32_dpp v5, v6, v7 dpp8:[1,1,1,1,0,0,0,0] fi:1", vdst="v5",
      src0="v6", vsrc1="v7", fi=2, dpp8=0x249),
    S("gfx11", "VOP1_DPP8", "v_mov_b32_dpp v5, v6 dpp8:[0,1,2,3,4,5,6,7]", vdst="v5",
      src0="v6", fi=1, dpp8=0xfac688),
    S("gfx11", "VOPC_DPP8", "v_cmp_lt_f32 vcc_lo, v6, v7 dpp8:[7,6,5,4,3,2,1,0] fi:1",
      src0="v6", vsrc1="v7", fi=2, dpp8=0x53977),
    S("gfx11", "VOP3", "v_add_f32_e64 v5, v6, s7 clamp", vdst="v5", src0="v6", src1="s7", clamp=1),
    S("gfx11", "VOP3", "v_fma_f32 v5, -v6, |v7|, -|v8| mul:4", vdst="v5", src0="v6", src1="v7",
      src2="v8", neg=0b101, abs=0b110, omod=2),
    S("gfx11", "VOP3", "v_add_f32_e64 v5, 0x12345678, v7", vdst="v5", src0=255, src1="v7",
      lit=0x12345678),
    S("gfx11", "VOP3", "v_mad_u16 v5, v6, v7, v8 op_sel:[1,0,1,1]", vdst="v5", src0="v6",
      src1="v7", src2="v8", op_sel=0b1101),
    S("gfx11", "VOP3", "v_cmp_lt_f32_e64 s10, v6, v7", vdst="s10", src0="v6", src1="v7"),
    S("gfx11", "VOP3B", "v_add_co_u32 v5, s10, v6, v7", vdst="v5", sdst="s10", src0="v6",
      src1="v7"),
    S("gfx11", "VOP3B", "v_div_scale_f32 v5, vcc_lo, -v6, v7, v8 clamp mul:2", vdst="v5",
      sdst=106, src0="v6", src1="v7", src2="v8", neg=1, omod=1, clamp=1),
    S("gfx11", "VOP3P", "v_pk_fma_f16 v5, v6, v7, v8 op_sel:[1,0,1] op_sel_hi:[0,1,0] "
      "neg_lo:[1,1,0] neg_hi:[0,1,1] clamp", vdst="v5", src0="v6", src1="v7", src2="v8",
      op_sel=0b101, op_sel_hi=0b010, neg_lo=0b011, neg_hi=0b110, clamp=1),
    S("gfx11", "VOP3P", "v_pk_add_f16 v5, s6, 0x1234", vdst="v5", src0="s6", src1=255,
      op_sel_hi=7, lit=0x1234),
    S("gfx11", "VOP3_DPP", "v_add_f32_e64_dpp v5, -v6, |v7| clamp mul:2 quad_perm:[1,0,3,2] "
      "row_mask:0x3 bank_mask:0x5 bound_ctrl:1 fi:1", vdst="v5", src0="v6", src1="v7",
      neg=1, abs=2, clamp=1, omod=1, dpp_ctrl=0xb1, row_mask=3, bank_mask=5, bound_ctrl=1,
      fi=1),
    S("gfx11", "VOP3_DPP", "v_fma_f32_e64_dpp v5, v6, v7, v8 row_ror:3 row_mask:0xf bank_mask:0xf",
      vdst="v5", src0="v6", src1="v7", src2="v8", dpp_ctrl=0x123, row_mask=0xf,
      bank_mask=0xf),
    S("gfx11", "VOP3_DPP", "v_add_nc_u16_e64_dpp v5, v6, v7 op_sel:[1,0,1] row_mirror "
      "row_mask:0xf bank_mask:0xf", vdst="v5", src0="v6", src1="v7", op_sel=0b1001,
      dpp_ctrl=0x140, row_mask=0xf, bank_mask=0xf),
    S("gfx11", "VOP3_DPP8", "v_add_f32_e64_dpp v5, v6, v7 dpp8:[7,6,5,4,3,2,1,0] fi:1",
      vdst="v5", src0="v6", src1="v7", fi=2, dpp8=0x53977),
    S("gfx11", "VOP3_DPP8", "v_add_nc_u16_e64_dpp v5, v6, v7 op_sel:[0,1,1] dpp8:[7,6,5,4,3,2,1,0]",
      vdst="v5", src0="v6", src1="v7", op_sel=0b1010, fi=1, dpp8=0x53977),
    S("gfx11", "VOP3_DPP8", "v_fma_f32_e64_dpp v5, -v6, v7, |v8| clamp dpp8:[7,6,5,4,3,2,1,0]",
      vdst="v5", src0="v6", src1="v7", src2="v8", neg=1, abs=4, clamp=1, fi=1, dpp8=0x53977),
    S("gfx11", "VOP3P_DPP", "v_dot2_f32_f16_e64_dpp v5, v6, v7, v8 op_sel_hi:[0,1,1] "
      "quad_perm:[1,0,3,2] row_mask:0x3 bank_mask:0x5", vdst="v5", src0="v6", src1="v7",
      src2="v8", op_sel_hi=0b110, dpp_ctrl=0xb1, row_mask=3, bank_mask=5),
    S("gfx11", "VOP3P_DPP", "v_fma_mix_f32_e64_dpp v5, -v6, v7, |v8| op_sel:[1,0,0] "
      "op_sel_hi:[0,0,1] row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1 fi:1", vdst="v5",
      src0="v6", src1="v7", src2="v8", neg_lo=1, neg_hi=4, op_sel=1, op_sel_hi=0b100,
      dpp_ctrl=0x102, row_mask=0xf, bank_mask=0xf, bound_ctrl=1, fi=1),
    S("gfx11", "VINTERP", "v_interp_p10_f32 v5, v6, v7, v8 clamp wait_exp:3", vdst="v5",
      src0="v6", src1="v7", src2="v8", clamp=1, wait_exp=3),
    S("gfx11", "VINTERP", "v_interp_p2_f16_f32 v5, -v6, v7, -v8 op_sel:[1,0,1,1] wait_exp:7",
      vdst="v5", src0="v6", src1="v7", src2="v8", neg=0b101, op_sel=0b1101, wait_exp=7),
    S("gfx11", "LDSDIR", "lds_direct_load v5 wait_vdst:7", vdst="v5", wait_vdst=7),
    S("gfx11", "LDSDIR", "lds_param_load v5, attr3.y wait_vdst:2", vdst="v5", attr=3,
      attrchan=1, wait_vdst=2),
    S("gfx11", "DS", "ds_add_u32 v5, v6 offset:0x1234 gds", addr="v5", data0="v6",
      offset=0x1234, gds=1),
    S("gfx11", "DS", "ds_store_2addr_b32 v5, v6, v7 offset0:3 offset1:200", addr="v5",
      data0="v6", data1="v7", offset0=3, offset1=200),
    S("gfx11", "DS", "ds_load_b32 v9, v5 offset:16", vdst="v9", addr="v5", offset=16),
    S("gfx11", "FLAT", "flat_load_b32 v9, v[4:5] offset:2047 glc slc dlc", vdst="v9",
      vaddr="v4", saddr=0x7c, offset=2047, glc=1, slc=1, dlc=1),
    S("gfx11", "FLAT", "flat_atomic_add_u32 v[4:5], v6", vaddr="v4", vdata="v6", saddr=0x7c),
    S("gfx11", "GLOBAL", "global_load_b32 v9, v[4:5], off offset:-4096", vdst="v9",
      vaddr="v4", saddr=0x7c, offset=0x1000),
    S("gfx11", "GLOBAL", "global_store_b32 v4, v6, s[8:9] offset:16 glc slc dlc", vaddr="v4",
      vdata="v6", saddr="s8", offset=16, glc=1, slc=1, dlc=1),
    S("gfx11", "SCRATCH", "scratch_load_b32 v9, v4, off offset:16", vdst="v9", vaddr="v4",
      saddr=0x7c, sve=1, offset=16),
    S("gfx11", "SCRATCH", "scratch_store_b32 off, v6, s9 glc slc dlc", vdata="v6", saddr="s9",
      glc=1, slc=1, dlc=1),
    S("gfx11", "SCRATCH", "scratch_load_b32 v9, v4, s9 offset:-16", vdst="v9", vaddr="v4",
      saddr="s9", sve=1, offset=0x1ff0),
    S("gfx11", "MUBUF", "buffer_load_b32 v9, v5, s[8:11], s3 offen offset:4095 glc slc dlc",
      vdata="v9", vaddr="v5", srsrc="s8", soffset="s3", offen=1, offset=4095, glc=1, slc=1,
      dlc=1),
    S("gfx11", "MUBUF", "buffer_load_b32 v[9:10], v[4:5], s[8:11], 0 idxen offen tfe",
      vdata="v9", vaddr="v4", srsrc="s8", soffset=0x80, idxen=1, offen=1, tfe=1),
    S("gfx11", "MTBUF", "tbuffer_load_format_x v9, v5, s[8:11], s3 format:[BUF_FMT_32_FLOAT] "
      "offen offset:16 glc slc dlc", vdata="v9", vaddr="v5", srsrc="s8", soffset="s3",
      format=22, offen=1, offset=16, glc=1, slc=1, dlc=1),
    S("gfx11", "MTBUF", "tbuffer_load_d16_format_x v9, v[4:5], s[8:11], s3 format:[BUF_FMT_8_SINT] "
      "idxen offen", vdata="v9", vaddr="v4", srsrc="s8", soffset="s3", format=6, idxen=1,
      offen=1),
    S("gfx11", "MIMG", "image_load v[4:7], v[8:10], s[12:19] dmask:0xf dim:SQ_RSRC_IMG_3D "
      "unorm glc slc dlc", vdata="v4", vaddr="v8", srsrc="s12", dmask=0xf, dim=2, unorm=1,
      glc=1, slc=1, dlc=1),
    S("gfx11", "MIMG", "image_sample v[4:6], v[8:9], s[12:19], s[20:23] dmask:0x3 "
      "dim:SQ_RSRC_IMG_2D tfe lwe", vdata="v4", vaddr="v8", srsrc="s12", ssamp="s20",
      dmask=3, dim=1, tfe=1, lwe=1),
    S("gfx11", "MIMG", "image_load v4, v[8:9], s[12:19] dmask:0x1 dim:SQ_RSRC_IMG_2D d16",
      vdata="v4", vaddr="v8", srsrc="s12", dmask=1, dim=1, d16=1),
    S("gfx11", "MIMG", "image_load v4, v8, s[12:19] dmask:0x1 dim:SQ_RSRC_IMG_2D a16",
      vdata="v4", vaddr="v8", srsrc="s12", dmask=1, dim=1, a16=1),
    S("gfx11", "MIMG", "image_load v[4:7], [v8, v9, v10], s[12:19] dmask:0xf dim:SQ_RSRC_IMG_3D",
      vdata="v4", vaddr="v8", srsrc="s12", dmask=0xf, dim=2, nsa=1, tail=0x0a09),
    S("gfx11", "EXP", "exp mrt0 v5, v6, v7, v8 done", en=0xf, tgt=0, vsrc0="v5",
      vsrc1="v6", vsrc2="v7", vsrc3="v8", done=1),
    S("gfx11", "EXP", "exp pos1 v5, off, v7, off row_en", en=0x5, tgt=13, vsrc0="v5",
      vsrc2="v7", row_en=1),
    S("gfx11", "VOPD", "v_dual_mul_f32 v5, v6, v7 :: v_dual_add_f32 v8, s9, v10",
      opcode=3 * 32 + 4, src0x="v6", vsrc1x="v7", vdstx="v5", src0y="s9", vsrc1y="v10",
      vdsty="v8"),
    S("gfx11", "VOPD", "v_dual_fmac_f32 v4, 0x12345678, v7 :: v_dual_mov_b32 v7, v10",
      opcode=0 * 32 + 8, src0x=255, vsrc1x="v7", vdstx="v4", src0y="v10", vdsty="v7",
      lit=0x12345678),

    # --- GFX12 / GFX12.5
    S("gfx12+", "SMEM", "s_load_b32 s5, s[2:3], 0x10", sdata="s5", sbase="s2", offset=0x10,
      soffset=0x7c),
    S("gfx12+", "SMEM", "s_load_b64 s[6:7], s[4:5], s9 offset:0x20", sdata="s6", sbase="s4",
      soffset="s9", offset=0x20),
    S("gfx12+", "SMEM", "s_load_b32 s5, s[2:3], -0x10 th:TH_LOAD_NT scope:SCOPE_SYS", sdata="s5",
      sbase="s2", offset=0xfffff0, soffset=0x7c, th=1, scope=3),
    S("gfx12+", "SMEM", "s_buffer_load_b32 s5, s[8:11], 0x7fffff th:TH_LOAD_HT scope:SCOPE_SE",
      sdata="s5", sbase="s8", offset=0x7fffff, soffset=0x7c, th=2, scope=1),
    S("gfx1250", "SMEM", "s_load_b32 s5, s[2:3], s9 offset:0x10 scale_offset nv", sdata="s5",
      sbase="s2", soffset="s9", offset=0x10, scale_offset=1, nv=1),
    S("gfx12+", "VOP2", "v_add_f32_e32 v5, v6, v7", vdst="v5", src0="v6", vsrc1="v7"),
    S("gfx12+", "VOP2", "v_add_f32_e32 v5, 0x40490fdb, v7", vdst="v5", src0=255, vsrc1="v7",
      lit=0x40490fdb),
    S("gfx12+", "VOP1", "v_mov_b32_e32 v5, s6", vdst="v5", src0="s6"),
    S("gfx12+", "VOPC", "v_cmp_lt_f32_e32 vcc_lo, v6, v7", src0="v6", vsrc1="v7"),
    S("gfx12+", "VOP2_DPP", "v_add_f32_dpp v5, -v6, |v7| quad_perm:[1,0,3,2] row_mask:0x3 "
      "bank_mask:0x5 bound_ctrl:1 fi:1", vdst="v5", src0="v6", vsrc1="v7", dpp_ctrl=0xb1,
      row_mask=3, bank_mask=5, bound_ctrl=1, fi=1, src0_neg=1, src1_abs=1),
    S("gfx12+", "VOP1_DPP", "v_ceil_f32_dpp v5, -|v6| row_shl:1 row_mask:0xf bank_mask:0xf "
      "bound_ctrl:1", vdst="v5", src0="v6", dpp_ctrl=0x101, row_mask=0xf, bank_mask=0xf,
      bound_ctrl=1, src0_neg=1, src0_abs=1),
    S("gfx12+", "VOPC_DPP", "v_cmp_lt_f32 vcc_lo, -v6, |v7| row_shr:3 row_mask:0xf bank_mask:0xf",
      src0="v6", vsrc1="v7", dpp_ctrl=0x113, row_mask=0xf, bank_mask=0xf, src0_neg=1,
      src1_abs=1),
    S("gfx12+", "VOP2_DPP8", "v_add_f32_dpp v5, v6, v7 dpp8:[1,1,1,1,0,0,0,0] fi:1", vdst="v5",
      src0="v6", vsrc1="v7", fi=2, dpp8=0x249),
    S("gfx12+", "VOP1_DPP8", "v_mov_b32_dpp v5, v6 dpp8:[0,1,2,3,4,5,6,7]", vdst="v5",
      src0="v6", fi=1, dpp8=0xfac688),
    S("gfx12+", "VOPC_DPP8", "v_cmp_lt_f32 vcc_lo, v6, v7 dpp8:[7,6,5,4,3,2,1,0] fi:1",
      src0="v6", vsrc1="v7", fi=2, dpp8=0x53977),
    S("gfx12+", "VOP3", "v_fma_f32 v5, -v6, |v7|, -|v8| clamp mul:4", vdst="v5", src0="v6",
      src1="v7", src2="v8", neg=0b101, abs=0b110, omod=2, clamp=1),
    S("gfx12+", "VOP3", "v_add_f32_e64 v5, 0x12345678, s7", vdst="v5", src0=255, src1="s7",
      lit=0x12345678),
    S("gfx12+", "VOP3", "v_mad_u16 v5, v6, v7, v8 op_sel:[1,0,1,1]", vdst="v5", src0="v6",
      src1="v7", src2="v8", op_sel=0b1101),
    S("gfx1250", "VOP3", "v_permlane16_swap_b32_e64 v5, v6 bound_ctrl:1 fi:1", vdst="v5",
      src0="v6", fi=1, bound_ctrl=1),
    S("gfx12+", "VOP3B", "v_div_scale_f32 v5, vcc_lo, -v6, v7, v8 clamp mul:2", vdst="v5",
      sdst=106, src0="v6", src1="v7", src2="v8", neg=1, omod=1, clamp=1),
    S("gfx12+", "VOP3P", "v_pk_fma_f16 v5, v6, v7, v8 op_sel:[1,0,1] op_sel_hi:[0,1,0] "
      "neg_lo:[1,1,0] neg_hi:[0,1,1] clamp", vdst="v5", src0="v6", src1="v7", src2="v8",
      op_sel=0b101, op_sel_hi=0b010, neg_lo=0b011, neg_hi=0b110, clamp=1),
    S("gfx12+", "VOP3_DPP", "v_add_f32_e64_dpp v5, -v6, |v7| clamp mul:2 quad_perm:[1,0,3,2] "
      "row_mask:0x3 bank_mask:0x5 bound_ctrl:1 fi:1", vdst="v5", src0="v6", src1="v7",
      neg=1, abs=2, clamp=1, omod=1, dpp_ctrl=0xb1, row_mask=3, bank_mask=5, bound_ctrl=1,
      fi=1),
    S("gfx12+", "VOP3_DPP", "v_add_nc_u16_e64_dpp v5, v6, v7 op_sel:[1,0,1] row_mirror "
      "row_mask:0xf bank_mask:0xf", vdst="v5", src0="v6", src1="v7", op_sel=0b1001,
      dpp_ctrl=0x140, row_mask=0xf, bank_mask=0xf),
    S("gfx12+", "VOP3_DPP8", "v_add_nc_u16_e64_dpp v5, v6, v7 op_sel:[0,1,1] "
      "dpp8:[7,6,5,4,3,2,1,0]", vdst="v5", src0="v6", src1="v7", op_sel=0b1010, fi=1,
      dpp8=0x53977),
    S("gfx12+", "VOP3_DPP", "v_fma_f32_e64_dpp v5, v6, v7, v8 row_ror:3 row_mask:0xf bank_mask:0xf",
      vdst="v5", src0="v6", src1="v7", src2="v8", dpp_ctrl=0x123, row_mask=0xf,
      bank_mask=0xf),
    S("gfx12+", "VOP3_DPP8", "v_fma_f32_e64_dpp v5, -v6, v7, |v8| clamp dpp8:[7,6,5,4,3,2,1,0] fi:1",
      vdst="v5", src0="v6", src1="v7", src2="v8", neg=1, abs=4, clamp=1, fi=2, dpp8=0x53977),
    S("gfx12", "VOP3P_DPP", "v_dot2_f32_f16_e64_dpp v5, v6, v7, v8 op_sel_hi:[0,1,1] "
      "quad_perm:[1,0,3,2] row_mask:0x3 bank_mask:0x5 fi:1", vdst="v5", src0="v6", src1="v7",
      src2="v8", op_sel_hi=0b110, dpp_ctrl=0xb1, row_mask=3, bank_mask=5, fi=1),
    S("gfx12+", "VOP3P_DPP", "v_fma_mix_f32_e64_dpp v5, -v6, v7, |v8| op_sel:[1,0,0] "
      "op_sel_hi:[0,0,1] row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1", vdst="v5",
      src0="v6", src1="v7", src2="v8", neg_lo=1, neg_hi=4, op_sel=1, op_sel_hi=0b100,
      dpp_ctrl=0x102, row_mask=0xf, bank_mask=0xf, bound_ctrl=1),
    S("gfx12+", "VOPD", "v_dual_mul_f32 v5, v6, v7 :: v_dual_add_f32 v8, s9, v10",
      opcode=3 * 32 + 4, src0x="v6", vsrc1x="v7", vdstx="v5", src0y="s9", vsrc1y="v10",
      vdsty="v8"),
    S("gfx12+", "VOPD", "v_dual_fmac_f32 v4, 0x12345678, v7 :: v_dual_mov_b32 v7, v10",
      opcode=0 * 32 + 8, src0x=255, vsrc1x="v7", vdstx="v4", src0y="v10", vdsty="v7",
      lit=0x12345678),
    S("gfx12", "VINTERP", "v_interp_p10_f32 v5, v6, v7, v8 clamp wait_exp:3", vdst="v5",
      src0="v6", src1="v7", src2="v8", clamp=1, wait_exp=3),
    S("gfx12", "VINTERP", "v_interp_p2_f16_f32 v5, -v6, v7, -v8 op_sel:[1,0,1,1] wait_exp:7",
      vdst="v5", src0="v6", src1="v7", src2="v8", neg=0b101, op_sel=0b1101, wait_exp=7),
    S("gfx12", "LDSDIR", "ds_direct_load v5 wait_va_vdst:7", vdst="v5", wait_va_vdst=7),
    S("gfx12", "LDSDIR", "ds_param_load v5, attr3.y wait_va_vdst:2 wait_vm_vsrc:1", vdst="v5",
      attr=3, attrchan=1, wait_va_vdst=2, wait_vm_vsrc=1),
    S("gfx12+", "DS", "ds_add_u32 v5, v6 offset:0x1234", addr="v5", data0="v6", offset=0x1234),
    S("gfx12+", "DS", "ds_store_2addr_b32 v5, v6, v7 offset0:3 offset1:200", addr="v5",
      data0="v6", data1="v7", offset0=3, offset1=200),
    S("gfx12+", "DS", "ds_load_b32 v9, v5 offset:16", vdst="v9", addr="v5", offset=16),
    S("gfx12+", "FLAT", "flat_load_b32 v9, v[4:5] offset:0x7fffff th:TH_LOAD_NT scope:SCOPE_SYS",
      vdst="v9", vaddr="v4", saddr=0x7c, offset=0x7fffff, th=1, scope=3),
    S("gfx12+", "FLAT", "flat_atomic_add_u32 v9, v[4:5], v6 th:TH_ATOMIC_RETURN", vdst="v9",
      vaddr="v4", vdata="v6", saddr=0x7c, th=1),
    S("gfx1250", "FLAT", "flat_load_b32 v9, v[4:5] offset:16 nv", vdst="v9", vaddr="v4",
      saddr=0x7c, offset=16, nv=1),
    S("gfx12+", "GLOBAL", "global_load_b32 v9, v[4:5], off offset:-0x800000", vdst="v9",
      vaddr="v4", saddr=0x7c, offset=0x800000),
    S("gfx12+", "GLOBAL", "global_load_b32 v9, v4, s[8:9] offset:-16 th:TH_LOAD_NT_HT "
      "scope:SCOPE_SE", vdst="v9", vaddr="v4", saddr="s8", offset=0xfffff0, th=6, scope=1),
    S("gfx12+", "GLOBAL", "global_store_b32 v[4:5], v6, off th:TH_STORE_NT_WB scope:SCOPE_DEV",
      vaddr="v4", vdata="v6", saddr=0x7c, th=7, scope=2),
    S("gfx1250", "GLOBAL", "global_load_b32 v9, v4, s[8:9] offset:-16 scale_offset", vdst="v9",
      vaddr="v4", saddr="s8", offset=0xfffff0, scale_offset=1),
    S("gfx12+", "SCRATCH", "scratch_load_b32 v9, v4, off offset:16", vdst="v9", vaddr="v4",
      saddr=0x7c, sve=1, offset=16),
    S("gfx12+", "SCRATCH", "scratch_store_b32 off, v6, s9 th:TH_STORE_HT", vdata="v6",
      saddr="s9", th=2),
    S("gfx1250", "SCRATCH", "scratch_load_b32 v9, v4, s9 scale_offset", vdst="v9", vaddr="v4",
      saddr="s9", sve=1, scale_offset=1),
    S("gfx12+", "VBUFFER", "buffer_load_b32 v9, v5, s[8:11], s3 offen offset:8388607 "
      "th:TH_LOAD_NT scope:SCOPE_SYS", vdata="v9", vaddr="v5", srsrc="s8", soffset="s3",
      format=1, offen=1, offset=0x7fffff, th=1, scope=3),
    S("gfx12+", "VBUFFER", "buffer_load_b32 v[10:11], v[4:5], s[12:15], null idxen offen tfe",
      vdata="v10", vaddr="v4", srsrc="s12", soffset=0x7c, format=1, idxen=1, offen=1, tfe=1),
    S("gfx12", "VBUFFER", "tbuffer_load_format_x v9, v5, s[8:11], s3 format:[BUF_FMT_32_FLOAT] "
      "offen offset:16", vdata="v9", vaddr="v5", srsrc="s8", soffset="s3", format=22,
      offen=1, offset=16),
    S("gfx1250", "VBUFFER", "buffer_load_b32 v9, v5, s[8:11], s3 offen offset:16 nv",
      vdata="v9", vaddr="v5", srsrc="s8", soffset="s3", format=1, offen=1, offset=16, nv=1),
    S("gfx12", "VIMAGE", "image_load v[4:7], [v8, v9, v10], s[12:19] dmask:0xf "
      "dim:SQ_RSRC_IMG_3D th:TH_LOAD_NT scope:SCOPE_SYS", vdata="v4", vaddr="v8", vaddr1="v9",
      vaddr2="v10", srsrc="s12", dmask=0xf, dim=2, th=1, scope=3),
    S("gfx12", "VIMAGE", "image_load v[4:8], [v8, v9], s[12:19] dmask:0xf dim:SQ_RSRC_IMG_2D tfe",
      vdata="v4", vaddr="v8", vaddr1="v9", srsrc="s12", dmask=0xf, dim=1, tfe=1),
    S("gfx12", "VIMAGE", "image_load v[4:7], [v8, v9, v10, v11], s[12:19] dmask:0xf "
      "dim:SQ_RSRC_IMG_2D_MSAA_ARRAY", vdata="v4", vaddr="v8", vaddr1="v9", vaddr2="v10",
      vaddr3="v11", srsrc="s12", dmask=0xf, dim=7),
    S("gfx12", "VIMAGE", "image_bvh_intersect_ray v[4:7], [v8, v9, v[10:12], v[13:15], "
      "v[16:18]], s[12:15]", vdata="v4", vaddr="v8", vaddr1="v9", vaddr2="v10", vaddr3="v13",
      vaddr4="v16", srsrc="s12", dmask=0xf, r128=1, opcode=0x19),  # no row in gfx12.txt
    S("gfx12", "VSAMPLE", "image_sample v[4:7], [v8, v9], s[12:19], s[20:23] dmask:0xf "
      "dim:SQ_RSRC_IMG_2D unorm", vdata="v4", vaddr="v8", vaddr1="v9", srsrc="s12",
      ssamp="s20", dmask=0xf, dim=1, unorm=1),
    S("gfx12", "VSAMPLE", "image_sample v[4:8], [v8, v9], s[12:19], s[20:23] dmask:0xf "
      "dim:SQ_RSRC_IMG_2D tfe lwe", vdata="v4", vaddr="v8", vaddr1="v9", srsrc="s12",
      ssamp="s20", dmask=0xf, dim=1, tfe=1, lwe=1),
    S("gfx12", "VIMAGE", "image_load v[4:7], v8, s[12:19] dmask:0xf dim:SQ_RSRC_IMG_2D a16",
      vdata="v4", vaddr="v8", srsrc="s12", dmask=0xf, dim=1, a16=1),
    S("gfx12", "VSAMPLE", "image_sample_l v[4:7], [v8, v9, v10, v11], s[12:19], s[20:23] "
      "dmask:0xf dim:SQ_RSRC_IMG_3D", vdata="v4", vaddr="v8", vaddr1="v9", vaddr2="v10",
      vaddr3="v11", srsrc="s12", ssamp="s20", dmask=0xf, dim=2),
    S("gfx12", "VSAMPLE", "image_sample v[4:7], v8, s[12:19], s[20:23] dmask:0xf "
      "dim:SQ_RSRC_IMG_2D a16", vdata="v4", vaddr="v8", srsrc="s12", ssamp="s20", dmask=0xf,
      dim=1, a16=1),
    S("gfx12", "VEXPORT", "export mrt0 v5, v6, v7, v8 done", en=0xf, tgt=0, vsrc0="v5",
      vsrc1="v6", vsrc2="v7", vsrc3="v8", done=1),
    S("gfx12", "VEXPORT", "export pos1 v5, off, v7, off row_en", en=0x5, tgt=13, vsrc0="v5",
      vsrc2="v7", row_en=1),

    # --- GFX8 / GFX9 / CDNA
    S("gfx8", "SMEM", "s_load_dword s5, s[2:3], 0x10", sdata="s5", sbase="s2", imm=1, offset=0x10),
    S("gfx9+", "SMEM", "s_load_dword s5, s[2:3], 0x10", sdata="s5", sbase="s2", imm=1, offset=0x10),
    S("gfx8-9", "SMEM", "s_load_dwordx2 s[6:7], s[4:5], s9 glc", sdata="s6", sbase="s4", soffset="s9", glc=1),
    S("gfx9+", "SMEM", "s_load_dword s5, s[2:3], s9 offset:0x20", sdata="s5", sbase="s2", imm=1, soe=1,
      offset=0x20, soffset="s9"),
    S("gfx9+", "SMEM", "s_load_dword s5, s[2:3], -0x10", sdata="s5", sbase="s2", imm=1,
      offset=0x1ffff0),
    S("gfx8", "SMEM", "s_load_dword s5, s[2:3], 0xfffff", sdata="s5", sbase="s2", imm=1,
      offset=0xfffff),
    S("gfx8-9", "VOP2", "v_add_f32_e32 v5, v6, v7", vdst="v5", src0="v6", vsrc1="v7"),
    S("gfx8-9", "VOP2", "v_add_f32_e32 v5, s6, v7", vdst="v5", src0="s6", vsrc1="v7"),
    S("gfx8-9", "VOP2", "v_add_f32_e32 v5, 0x40490fdb, v7", vdst="v5", src0=255, vsrc1="v7",
      lit=0x40490fdb),
    S("gfx8-9", "VOP1", "v_mov_b32_e32 v5, v6", vdst="v5", src0="v6"),
    S("gfx8-9", "VOP1", "v_cvt_f32_i32_e32 v5, s6", vdst="v5", src0="s6"),
    S("gfx8-9", "VOPC", "v_cmp_lt_f32_e32 vcc, v6, v7", src0="v6", vsrc1="v7"),
    S("gfx8-9", "VOPC", "v_cmp_lt_f32_e32 vcc, -1, v7", src0=0xc1, vsrc1="v7"),
    S("gfx8-9", "VOP2_SDWA", "v_add_f32_sdwa v5, v6, v7 dst_sel:WORD_1 dst_unused:UNUSED_PAD "
      "src0_sel:BYTE_1 src1_sel:WORD_0", vdst="v5", src0="v6", vsrc1="v7", dst_sel=5,
      src0_sel=1, src1_sel=4),
    S("gfx8-9", "VOP2_SDWA", "v_add_f32_sdwa v5, -v6, |v7| clamp dst_sel:DWORD "
      "dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD", vdst="v5", src0="v6",
      vsrc1="v7", clamp=1, dst_sel=6, dst_unused=2, src0_sel=6, src1_sel=6, src0_neg=1,
      src1_abs=1),
    S("gfx9+", "VOP2_SDWA", "v_add_f32_sdwa v5, v6, v7 mul:2 dst_sel:DWORD dst_unused:UNUSED_SEXT "
      "src0_sel:DWORD src1_sel:DWORD", vdst="v5", src0="v6", vsrc1="v7", omod=1, dst_sel=6,
      dst_unused=1, src0_sel=6, src1_sel=6),
    S("gfx8-9", "VOP2_SDWA", "v_add_u16_sdwa v5, sext(v6), v7 dst_sel:DWORD dst_unused:UNUSED_PAD "
      "src0_sel:BYTE_0 src1_sel:BYTE_2", vdst="v5", src0="v6", vsrc1="v7", dst_sel=6,
      src0_sel=0, src1_sel=2, src0_sext=1),
    S("gfx9+", "VOP2_SDWA", "v_add_f32_sdwa v5, s6, v7 dst_sel:DWORD dst_unused:UNUSED_PAD "
      "src0_sel:DWORD src1_sel:DWORD", vdst="v5", src0="s6", s0=1, vsrc1="v7", dst_sel=6,
      src0_sel=6, src1_sel=6),
    S("gfx9+", "VOP2_SDWA", "v_add_f32_sdwa v5, |v6|, -s7 dst_sel:DWORD dst_unused:UNUSED_PAD "
      "src0_sel:DWORD src1_sel:DWORD", vdst="v5", src0="v6", vsrc1="s7", s1=1, dst_sel=6,
      src0_sel=6, src1_sel=6, src0_abs=1, src1_neg=1),
    S("gfx8-9", "VOP2_SDWA", "v_add_u16_sdwa v5, v6, sext(v7) dst_sel:DWORD dst_unused:UNUSED_PAD "
      "src0_sel:DWORD src1_sel:DWORD", vdst="v5", src0="v6", vsrc1="v7", dst_sel=6,
      src0_sel=6, src1_sel=6, src1_sext=1),
    S("gfx8-9", "VOP1_SDWA", "v_mov_b32_sdwa v5, v6 dst_sel:BYTE_3 dst_unused:UNUSED_PAD "
      "src0_sel:WORD_1", vdst="v5", src0="v6", dst_sel=3, src0_sel=5),
    S("gfx8-9 gfx10", "VOP1_DPP", "v_ceil_f32_dpp v5, -|v6| row_shl:1 row_mask:0xf bank_mask:0xf",
      vdst="v5", src0="v6", dpp_ctrl=0x101, row_mask=0xf, bank_mask=0xf, src0_neg=1,
      src0_abs=1),
    S("gfx9+ gfx10", "VOP1_SDWA", "v_ceil_f32_sdwa v5, -|v6| clamp mul:2 dst_sel:DWORD "
      "dst_unused:UNUSED_PAD src0_sel:WORD_1", vdst="v5", src0="v6", clamp=1, omod=1, dst_sel=6,
      src0_sel=5, src0_neg=1, src0_abs=1),
    S("gfx8", "VOP1_SDWA", "v_ceil_f32_sdwa v5, -|v6| clamp dst_sel:DWORD dst_unused:UNUSED_PAD "
      "src0_sel:WORD_1", vdst="v5", src0="v6", clamp=1, dst_sel=6, src0_sel=5, src0_neg=1,
      src0_abs=1),
    S("gfx8-9", "VOPC_SDWA", "v_cmp_lt_i32_sdwa vcc, sext(v6), sext(v7) src0_sel:BYTE_0 "
      "src1_sel:BYTE_0", src0="v6", vsrc1="v7", src0_sel=0, src1_sel=0, src0_sext=1,
      src1_sext=1),
    S("gfx10", "VOP2_SDWA", "v_add_nc_u32_sdwa v5, sext(v6), sext(v7) dst_sel:DWORD "
      "dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_0", vdst="v5", src0="v6", vsrc1="v7",
      dst_sel=6, src0_sel=0, src1_sel=0, src0_sext=1, src1_sext=1),
    S("gfx8", "VOPC_SDWA", "v_cmp_lt_f32_sdwa vcc, v6, v7 src0_sel:WORD_1 src1_sel:BYTE_0",
      src0="v6", vsrc1="v7", src0_sel=5, src1_sel=0),
    S("gfx9+", "VOPC_SDWA", "v_cmp_lt_f32_sdwa s[6:7], v6, v7 src0_sel:WORD_1 src1_sel:BYTE_0",
      sdst="s6", sd=1, src0="v6", vsrc1="v7", src0_sel=5, src1_sel=0),
    S("gfx9+", "VOPC_SDWA", "v_cmp_lt_f32_sdwa vcc, v6, v7 src0_sel:WORD_1 src1_sel:BYTE_0",
      src0="v6", vsrc1="v7", src0_sel=5, src1_sel=0),
    S("gfx8-9", "VOP2_DPP", "v_add_f32_dpp v5, v6, v7 quad_perm:[1,0,3,2] row_mask:0x3 "
      "bank_mask:0x5", vdst="v5", src0="v6", vsrc1="v7", dpp_ctrl=0xb1, row_mask=3, bank_mask=5),
    S("gfx8-9", "VOP2_DPP", "v_add_f32_dpp v5, -v6, |v7| row_shl:1 row_mask:0xf bank_mask:0xf "
      "bound_ctrl:0", vdst="v5", src0="v6", vsrc1="v7", dpp_ctrl=0x101, row_mask=0xf,
      bank_mask=0xf, bound_ctrl=1, src0_neg=1, src1_abs=1),
    S("gfx8-9", "VOP2_DPP", "v_add_f32_dpp v5, |v6|, -v7 row_ror:15 row_mask:0xa bank_mask:0x1",
      vdst="v5", src0="v6", vsrc1="v7", dpp_ctrl=0x12f, row_mask=0xa, bank_mask=1, src0_abs=1,
      src1_neg=1),
    S("gfx8-9", "VOP1_DPP", "v_mov_b32_dpp v5, v6 row_mirror row_mask:0xf bank_mask:0xf",
      vdst="v5", src0="v6", dpp_ctrl=0x140, row_mask=0xf, bank_mask=0xf),
    S("gfx8-9", "VOP3", "v_add_f32_e64 v5, v6, s7 clamp", vdst="v5", src0="v6", src1="s7", clamp=1),
    S("gfx8-9", "VOP3", "v_fma_f32 v5, -v6, |v7|, -|v8| mul:4", vdst="v5", src0="v6", src1="v7",
      src2="v8", neg=0b101, abs=0b110, omod=2),
    S("gfx8-9", "VOP3", "v_cmp_lt_f32_e64 s[10:11], v6, v7", vdst="s10", src0="v6", src1="v7"),
    S("gfx8-9", "VOP3", "v_readlane_b32 s10, v6, s7", vdst="s10", src0="v6", src1="s7"),
    S("gfx9+", "VOP3", "v_add_u16_e64 v5, v6, v7", vdst="v5", src0="v6", src1="v7"),
    S("gfx9+", "VOP3", "v_mad_u16 v5, v6, v7, v8 op_sel:[1,0,1,1]", vdst="v5", src0="v6",
      src1="v7", src2="v8", op_sel=0b1101),
    S("gfx8-9", "VOP3B", "v_add_co_u32_e64 v5, s[10:11], v6, v7", vdst="v5", sdst="s10",
      src0="v6", src1="v7") if False else
    S("gfx9+", "VOP3B", "v_add_co_u32_e64 v5, s[10:11], v6, v7", vdst="v5", sdst="s10",
      src0="v6", src1="v7"),
    S("gfx8", "VOP3B", "v_add_u32_e64 v5, s[10:11], v6, v7", vdst="v5", sdst="s10",
      src0="v6", src1="v7"),
    S("gfx8-9", "VOP3B", "v_div_scale_f32 v5, vcc, -v6, v7, v8 mul:2", vdst="v5", sdst=106,
      src0="v6", src1="v7", src2="v8", neg=1, omod=1),
    S("gfx9+", "VOP3P", "v_pk_add_f16 v5, v6, v7", vdst="v5", src0="v6", src1="v7", op_sel_hi=7),
    S("gfx9+", "VOP3P", "v_pk_fma_f16 v5, v6, v7, v8 op_sel:[1,0,1] op_sel_hi:[0,1,0] "
      "neg_lo:[1,1,0] neg_hi:[0,1,1] clamp", vdst="v5", src0="v6", src1="v7", src2="v8",
      op_sel=0b101, op_sel_hi=0b010, neg_lo=0b011, neg_hi=0b110, clamp=1),
    S("gfx9+", "VOP3P", "v_pk_mad_i16 v5, v6, v7, v8", vdst="v5", src0="v6", src1="v7",
      src2="v8", op_sel_hi=7),
    S("gfx8 gfx9", "VINTRP", "v_interp_p1_f32 v5, v6, attr3.y", vdst="v5", vsrc="v6", attr=3,
      attrchan=1),
    S("gfx8 gfx9", "VINTRP", "v_interp_mov_f32 v5, p20, attr31.w", vdst="v5", vsrc=1, attr=31,
      attrchan=3),
    S("gfx8 gfx9", "DS", "ds_add_u32 v5, v6 offset:0x1234 gds", addr="v5", data0="v6",
      offset=0x1234, gds=1),
    S("gfx8-9", "DS", "ds_write2_b32 v5, v6, v7 offset0:3 offset1:200", addr="v5",
      data0="v6", data1="v7", offset0=3, offset1=200),
    S("gfx8-9", "DS", "ds_read_b32 v9, v5 offset:16", vdst="v9", addr="v5", offset=16),
    S("gfx8 gfx9 gfx90a", "FLAT", "flat_load_dword v9, v[4:5] glc slc", vdst="v9", vaddr="v4",
      glc=1, slc=1),
    S("gfx940 gfx950", "FLAT", "flat_load_dword v9, v[4:5] sc0 nt sc1", vdst="v9", vaddr="v4",
      sc0=1, nt=1, sc1=1),
    S("gfx8-9", "FLAT", "flat_store_dword v[4:5], v6", vaddr="v4", vdata="v6"),
    S("gfx9+", "FLAT", "flat_load_dword v9, v[4:5] offset:4095", vdst="v9", vaddr="v4",
      offset=4095),
    S("gfx9", "FLAT", "flat_atomic_add v9, v[4:5], v6 glc", vdst="v9", vaddr="v4", vdata="v6",
      glc=1),
    S("gfx9+", "GLOBAL", "global_load_dword v9, v[4:5], off offset:-16", vdst="v9",
      vaddr="v4", saddr=0x7f, offset=0x1ff0),
    S("gfx9+", "GLOBAL", "global_store_dword v4, v6, s[8:9] offset:16", vaddr="v4",
      vdata="v6", saddr="s8", offset=16),
    S("gfx9", "GLOBAL", "global_load_dword v[4:5], off lds", vaddr="v4", saddr=0x7f, lds=1),
    S("gfx9 gfx90a", "SCRATCH", "scratch_load_dword v9, v4, off offset:16", vdst="v9", vaddr="v4",
      saddr=0x7f, offset=16),
    S("gfx9+", "SCRATCH", "scratch_store_dword off, v6, s9", vdata="v6", saddr="s9"),
    S("gfx8 gfx9 gfx90a", "MUBUF", "buffer_load_dword v9, v5, s[8:11], s3 offen offset:4095 glc slc",
      vdata="v9", vaddr="v5", srsrc="s8", soffset="s3", offen=1, offset=4095, glc=1, slc=1),
    S("gfx8 gfx9", "MUBUF", "buffer_load_dword v[9:10], v[4:5], s[8:11], 0 idxen offen tfe",
      vdata="v9", vaddr="v4", srsrc="s8", soffset=0x80, offen=1, idxen=1, tfe=1),
    S("gfx8-9", "MUBUF", "buffer_load_dword off, s[8:11], s3 lds", srsrc="s8", soffset="s3",
      lds=1),
    S("gfx8 gfx9 gfx90a", "MTBUF", "tbuffer_load_format_x v9, v5, s[8:11], s3 format:[BUF_DATA_FORMAT_32,"
      "BUF_NUM_FORMAT_FLOAT] offen offset:16 glc slc", vdata="v9", vaddr="v5", srsrc="s8",
      soffset="s3", dfmt=4, nfmt=7, offen=1, offset=16, glc=1, slc=1),
    S("gfx8-9", "MTBUF", "tbuffer_store_format_x v9, v[4:5], s[8:11], s3 format:[BUF_DATA_FORMAT_8,"
      "BUF_NUM_FORMAT_SINT] idxen offen", vdata="v9", vaddr="v4", srsrc="s8", soffset="s3",
      dfmt=1, nfmt=5, idxen=1, offen=1),
    S("gfx8 gfx9 gfx90a", "MIMG", "image_load v[4:7], v[8:11], s[12:19] dmask:0xf unorm glc slc da",
      vdata="v4", vaddr="v8", srsrc="s12", dmask=0xf, unorm=1, glc=1, slc=1, da=1),
    S("gfx8 gfx9", "MIMG", "image_sample v[4:6], v[8:11], s[12:19], s[20:23] dmask:0x3 tfe lwe",
      vdata="v4", vaddr="v8", srsrc="s12", ssamp="s20", dmask=3, tfe=1, lwe=1),
    S("gfx8", "MIMG", "image_load v[4:7], v[8:11], s[12:19] dmask:0xf r128",
      vdata="v4", vaddr="v8", srsrc="s12", dmask=0xf, r128=1),
    S("gfx8 gfx9 gfx90a", "MIMG", "image_load v4, v[8:11], s[12:19] dmask:0x1 d16", vdata="v4",
      vaddr="v8", srsrc="s12", dmask=1, d16=1),
    # CDNA: AGPR data (acc), MFMA acc_cd, gfx940 sc0/sc1/nt
    S("gfx90a gfx940 gfx950", "VOP3P", "v_mfma_f32_32x32x1f32 a[0:31], v6, v7, a[0:31] cbsz:1 "
      "abid:2 blgp:3", vdst="a0", src0="v6", src1="v7", src2="a0", cbsz=1, abid=2, blgp=3,
      acc_cd=1),
    S("gfx90a gfx940 gfx950", "VOP3P", "v_mfma_f32_32x32x1f32 v[0:31], a6, a7, v[0:31]",
      vdst="v0", src0="v6", src1="v7", src2="v0", acc=3),
    S("gfx950", "VOP3", "v_permlane16_swap_b32_e64 v5, v6 bound_ctrl:1 fi:1", vdst="v5",
      src0="v6", fi=1, bound_ctrl=1),
    S("gfx90a gfx940 gfx950", "DS", "ds_read_b32 a9, v5 offset:16", vdst="a9", addr="v5",
      offset=16, acc=1),
    S("gfx90a gfx940 gfx950", "DS", "ds_gws_init v2 offset:4 gds", addr="v2", offset=4, gds=1,
      opcode=0x99),  # not in the tables yet (the current sweep finds it)
    S("gfx90a gfx940 gfx950", "DS", "ds_write2_b32 v5, a6, a7 offset1:1", addr="v5",
      data0="a6", data1="a7", offset1=1, acc=1),
    S("gfx90a", "FLAT", "flat_load_dword a9, v[4:5] glc slc", vdst="a9", vaddr="v4", glc=1,
      slc=1, acc=1),
    S("gfx90a", "GLOBAL", "global_store_dword v[4:5], a6, off", vaddr="v4", vdata="a6",
      saddr=0x7f, acc=1),
    S("gfx90a", "SCRATCH", "scratch_load_dword a9, v4, off glc", vdst="a9", vaddr="v4",
      saddr=0x7f, glc=1, acc=1),
    S("gfx940 gfx950", "GLOBAL", "global_load_dword a9, v[4:5], off nt sc1", vdst="a9",
      vaddr="v4", saddr=0x7f, nt=1, sc1=1, acc=1),
    S("gfx940 gfx950", "SCRATCH", "scratch_load_dword v9, v4, s9 offset:16 sc0", vdst="v9",
      vaddr="v4", saddr="s9", offset=16, sve=1, sc0=1),
    S("gfx940 gfx950", "SCRATCH", "scratch_load_dword v9, off, s9 sc0 nt sc1", vdst="v9",
      saddr="s9", sc0=1, nt=1, sc1=1),
    S("gfx90a", "MUBUF", "buffer_load_dword a9, v5, s[8:11], s3 offen", vdata="a9", vaddr="v5",
      srsrc="s8", soffset="s3", offen=1, acc=1),
    S("gfx940 gfx950", "MUBUF", "buffer_load_dword a9, v5, s[8:11], s3 offen offset:4095 sc0 "
      "sc1 nt", vdata="a9", vaddr="v5", srsrc="s8", soffset="s3", offen=1, offset=4095, sc0=1,
      sc1=1, nt=1, acc=1),
    S("gfx90a", "MTBUF", "tbuffer_load_format_x a9, v5, s[8:11], s3 format:[BUF_DATA_FORMAT_32,"
      "BUF_NUM_FORMAT_FLOAT] offen", vdata="a9", vaddr="v5", srsrc="s8", soffset="s3", dfmt=4,
      nfmt=7, offen=1, acc=1),
    S("gfx940 gfx950", "MTBUF", "tbuffer_load_format_x a9, v5, s[8:11], s3 format:["
      "BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] offen sc0 sc1 nt", vdata="a9", vaddr="v5",
      srsrc="s8", soffset="s3", dfmt=4, nfmt=7, offen=1, sc0=1, sc1=1, nt=1, acc=1),
    S("gfx90a", "MIMG", "image_load a[4:7], v[8:11], s[12:19] dmask:0xf", vdata="a4",
      vaddr="v8", srsrc="s12", dmask=0xf, acc=1),
    S("gfx8 gfx9", "EXP", "exp mrt0 v5, v6, v7, v8 done vm", en=0xf, tgt=0, vsrc0="v5",
      vsrc1="v6", vsrc2="v7", vsrc3="v8", done=1, vm=1),
    S("gfx8 gfx9", "EXP", "exp pos1 v5, off, v7, off", en=0x5, tgt=13, vsrc0="v5", vsrc2="v7"),
    S("gfx8 gfx9", "EXP", "exp mrt1 v5, v5, v6, v6 compr", en=0xf, tgt=1, vsrc0="v5",
      vsrc1="v6", compr=1),
]


# ---------------------------------------------------------------------------
# the check

REG = re.compile(r"^(v|s|a)(?:(\d+)|\[(\d+):(\d+)\])$")


def code(val, coding):
    """The raw field value of a sample value under a coding."""
    if isinstance(val, int):
        return val
    m = REG.match(val)
    if not m:
        raise ValueError("cannot code '%s'" % val)
    k, n = m.group(1), int(m.group(2) or m.group(3))
    if coding == "src":
        return 256 + n if k in "va" else n
    if coding == "vgpr2":
        return n >> 1
    if coding == "sreg2":
        return n // 2
    if coding == "sreg4":
        return n // 4
    return n


ENC_LINE = re.compile(r"^\s*(.*?)\s*; encoding: \[([^\]]*)\]\s*$")
ERR = re.compile(r"<stdin>:(\d+):(\d+): error: (.*)")


def assemble(cpu, lines):
    """[(text, bytes) or error string] per line."""
    p = subprocess.run([LLVM_MC, "-arch=amdgcn", "-mcpu=" + cpu, "-show-encoding"],
                       input="\n".join(lines) + "\n", capture_output=True, text=True)
    bad = {}
    for m in ERR.finditer(p.stderr):
        bad.setdefault(int(m.group(1)) - 1, m.group(3))
    ev = []
    for ln in p.stdout.split("\n"):
        m = ENC_LINE.match(ln)
        if m:
            ev.append((m.group(1), bytes(int(x, 16) for x in m.group(2).split(",") if x.strip())))
    out, k = [], 0
    for i in range(len(lines)):
        if i in bad:
            out.append("llvm-mc: " + bad[i])
        elif k < len(ev):
            out.append(ev[k])
            k += 1
        else:
            out.append("llvm-mc: no output")
    return out


def read_table(fam):
    """{(name, enc): [(opcode, cpus or None)]} of data/isa/<fam>.txt."""
    rows = {}
    path = os.path.join(ROOT, "data", "isa", fam + ".txt")
    if not os.path.exists(path):
        return rows
    for line in open(path):
        if not line.strip() or line[0] in "#@":
            continue
        w = line.split()
        cpus = None
        for x in w:
            if x.startswith("@cpus="):
                cpus = x[6:].split(",")
        rows.setdefault((w[2], w[0]), []).append((int(w[1], 16), cpus))
    return rows


def owner(l, bit):
    """What the layout puts at `bit`."""
    mask, _ = l.match_bits()
    if mask >> bit & 1:
        return "match"
    if layouts.mask_of(l.opcode) >> bit & 1:
        return "opcode"
    names = [str(d.name) + ("(if %s=%d)" % d.cond if d.cond else "")
             for d in l.fields if layouts.mask_of(d.pieces) >> bit & 1]
    return "/".join(names) or "no field"


def disassemble(cpu, blobs):
    """(text, bytes) or None per byte string (one llvm-mc run each)."""
    from concurrent.futures import ThreadPoolExecutor

    def one(b):
        p = subprocess.run([LLVM_MC, "-arch=amdgcn", "-mcpu=" + cpu, "--disassemble", "-show-encoding"],
                           input=",".join("0x%02x" % x for x in b) + "\n", capture_output=True,
                           text=True)
        ev = []
        for ln in p.stdout.split("\n"):
            m = ENC_LINE.match(ln)
            if m:
                ev.append((m.group(1), bytes(int(x, 16) for x in m.group(2).split(",") if x.strip())))
        if "warning" in p.stderr or len(ev) != 1:
            return None
        return ev[0]

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
        return list(ex.map(one, blobs))


def flip_value(d, cur):
    """Another value for field `d` (currently `cur`)."""
    if d.coding in ("vgpr", "vgpr2", "sreg", "sreg2", "sreg4", "src", "ssrc"):
        return cur ^ 1 if d.width > 1 else cur ^ 1
    return cur ^ 1


def check_family(fam, samples, verbose, log):
    """Checks the family's samples; then, where llvm-mc disassembles the
    family, every field no sample sets is flipped in each sample's encoding:
    the field counts as checked when llvm-mc decodes the changed word, prints
    something else, and re-encodes it bit for bit."""
    lays = layouts.load()
    mine = [s for s in samples if fam in s[0]]
    fails = 0
    tables = read_table(fam)
    cpu = CPU[fam]
    res = assemble(cpu, [s[2] for s in mine])
    seen = {}       # enc -> set of fields set non-zero
    good = {}       # enc -> [(text, bytes)] of passing samples
    for (_, enc, asm, fields), r in zip(mine, res):
        what = "%s %s: %s" % (fam, enc, asm)
        l = lays.get((fam, enc))
        if l is None:
            log("FAIL %s: no %s layout" % (what, enc))
            fails += 1
            continue
        if isinstance(r, str):
            log("FAIL %s: %s" % (what, r))
            fails += 1
            continue
        text, bs = r
        name = text.split()[0]
        ops = [op for op, cpus in tables.get((name, enc), []) if cpus is None or cpu in cpus]
        if "opcode" in fields:
            # formats the tables do not list (VOPD): the opcode is the sample's
            ops = [fields["opcode"]]
        if not ops and l.opcode:
            log("FAIL %s: no %s row named %s in %s.txt" % (what, enc, name, fam))
            fails += 1
            continue
        w = int.from_bytes(bs[:l.size], "little")
        errs = []
        if len(bs) < l.size:
            errs.append("%d bytes, the layout has %d" % (len(bs), l.size))
        cls = layouts.classify(fam, w)
        if cls:
            top = bin(cls[0].match_bits()[0]).count("1")
            best = [c.enc for c in cls if bin(c.match_bits()[0]).count("1") == top]
            if enc not in best:
                errs.append("classified as %s" % "/".join(best))
        else:
            errs.append("no layout of %s matches" % fam)
        if l.opcode:
            op = l.opcode_of(w)
            if op not in ops:
                errs.append("opcode field holds %#x, the table says %s" % (
                    op, "/".join("%#x" % o for o in ops)))
            exp = l.base(op)
        else:
            exp = l.base(0)
        used = seen.setdefault(enc, set())
        for k, v in fields.items():
            if k in ("lit", "tail", "opcode"):
                continue
            d = l.def_of(exp, k)
            if d is None:
                errs.append("no field %s" % k)
                continue
            v = code(v, d.coding)
            if v >> d.width:
                errs.append("%s value %#x does not fit %d bits" % (k, v, d.width))
            exp = layouts.write_pieces(exp, d.pieces, v)
            if v:
                used.add(str(d))
        diff = (exp ^ w) & ((1 << l.bits) - 1)
        if diff:
            bits = [b for b in range(l.bits) if diff >> b & 1]
            desc = {}
            for b in bits:
                desc.setdefault(owner(l, b), []).append(b)
            errs.append("bits differ: " + "; ".join(
                "%s at %s (llvm-mc %s)" % (o, ",".join(map(str, bb)),
                                           "".join(str(w >> b & 1) for b in reversed(bb)))
                for o, bb in desc.items()))
        tail = bs[l.size:]
        if "tail" in fields:
            if int.from_bytes(tail, "little") != fields["tail"] or len(tail) % 4:
                errs.append("trailing dwords %s, expected %#x" % (tail.hex(), fields["tail"]))
        elif "lit" in fields:
            if int.from_bytes(tail, "little") != fields["lit"] or len(tail) != 4:
                errs.append("literal %s, expected %#x" % (tail.hex(), fields["lit"]))
        elif tail:
            errs.append("%d more bytes than the layout" % len(tail))
        if errs:
            fails += 1
            log("FAIL %s -> %s [%s]\n     %s" % (what, text, bs.hex(), "\n     ".join(errs)))
        else:
            good.setdefault(enc, []).append((text, bs))
            if verbose:
                log("ok   %s" % what)
    flipped = {}
    if fam not in NO_DISASSEMBLER:
        tests, meta = [], []
        for enc, ss in good.items():
            l = lays[fam, enc]
            for d in l.fields:
                if str(d) in seen[enc]:
                    continue
                for text, bs in ss:
                    w = int.from_bytes(bs[:l.size], "little")
                    if l.def_of(w, d.name) is not d:
                        continue
                    cur = layouts.read_pieces(w, d.pieces)
                    w2 = layouts.write_pieces(w, d.pieces, flip_value(d, cur))
                    tests.append(w2.to_bytes(l.size, "little") + bs[l.size:])
                    meta.append((enc, str(d), text))
        for (enc, d, text), b, r in zip(meta, tests, disassemble(cpu, tests)):
            if r is not None and r[0] != text and r[1] == b:
                flipped.setdefault(enc, set()).add(d)
                if verbose:
                    log("flip %s %s: %s -> %s" % (enc, d, text, r[0]))
    return fails, seen, flipped


# llvm-mc 22 does not disassemble these families: only the samples check them.
NO_DISASSEMBLER = ("gfx6", "gfx7")


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("-")]
    verbose = "-v" in sys.argv
    fams = args or list(layouts.FAMILIES)
    lays = layouts.load()
    total = 0
    for fam in fams:
        fails, seen, flipped = check_family(fam, SAMPLES, verbose, print)
        total += fails
        encs = sorted(e for (f, e) in lays if f == fam)
        n = sum(1 for s in SAMPLES if fam in s[0])
        print("%s (%s): %d samples, %d failed; formats checked: %s" % (
            fam, CPU[fam], n, fails, " ".join(e for e in encs if e in seen) or "-"))
        missing = [e for e in encs if e not in seen]
        if missing:
            print("  formats without a sample: " + " ".join(missing))
        for e in encs:
            if e not in seen:
                continue
            l = lays[fam, e]
            fl = [str(d) for d in l.fields if str(d) in flipped.get(e, ())]
            unset = [str(d) for d in l.fields if str(d) not in seen[e] and str(d) not in fl]
            if fl and verbose:
                print("  %s fields checked by disassembly only: %s" % (e, ", ".join(fl)))
            if unset:
                print("  %s fields not checked: %s" % (e, ", ".join(unset)))
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
