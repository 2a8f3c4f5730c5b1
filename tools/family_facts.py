#!/usr/bin/env python3
"""Facts about a whole table family, asked of llvm-mc 22 with one probe
each: data/isa/family_facts.txt.

Line format: `FAMILY FACT`. Facts:
- `tuples-even`: VGPR and AGPR tuples start at an even register
  (`v_add_f64 v[1:2], v[4:5], v[6:7]` is refused; gfx90a and later CDNA).
- `no-lds-direct`: `lds_direct` is refused as a source
  (`v_mov_b32 v0, lds_direct`).
- `no-flat-offset`: FLAT instructions take no `offset:` (GFX8: "flat offset
  modifier is not supported on this GPU"), though the disassembler prints
  the offset bits.
- `no-inv2pi`: 1/(2*pi) is no inline constant (operand code 248): a
  64-bit operand refuses it, a 32-bit or 16-bit one takes it as a literal
  (GFX6/7).
- `no-swizzle-fft`, `no-swizzle-rotate`: `ds_swizzle_b32` takes no
  `swizzle(FFT,...)` (`swizzle(ROTATE,...)`) and the disassembler prints such
  an offset as a number (GFX8).
- `wave32`: the default wavefront size is 32: a lane mask is one SGPR
  (`v_cmp_eq_u32_e64 s0, v1, v2`; a pair is refused) and the implicit VCC
  operand is `vcc_lo` (GFX10+).
- `vcc-omittable`: every implicit VCC operand of a VOP1/VOP2/VOPC form
  (SDWA and DPP too, and both of v_add_co_ci) may be left out
  (`v_cndmask_b32_dpp v1, v0, v2 quad_perm:[0,1,2,3]`, GFX10); without it
  only a 32-bit form's single one may (`v_cmp_gt_u32 s5, v1`).
- `carry-out-omittable`: a 32-bit VOP2 form's carry-out VCC may be left
  out too (`v_add_co_u32 v0, v1, v2`, GFX9); GFX8's `v_add_u32 v0, v1, v2`
  is refused.
- `flat-offset-signed`: FLAT (not only GLOBAL and SCRATCH) takes a negative
  `offset:`, the whole signed range of its field (GFX12).
- `scale-offset`: the assembler takes `scale_offset` (GFX12.5; GFX12's
  disassembler prints the bit, its assembler refuses it).
- `nv`: the assembler takes the `nv` modifier (GFX12.5; GFX12's
  disassembler prints the bit, its assembler refuses it).
- `fmt-regs MOD0 MOD1 W0 .. W7`: the number of registers of a matrix
  source whose data format MOD0 (src0) or MOD1 (src1) names, per value
  0..7, as the rows tagged `fmt-width` (tools/row_tags.py) take them
  (gfx950: cbsz blgp 8 8 6 6 4 8 8 8; gfx1250: matrix_a_fmt matrix_b_fmt
  16 16 12 12 8 0 0 0, where 0 is a value that names no format: the
  assembler refuses it, and the disassembler prints a word with it with
  both sources at the row's own width).
- `vop3-literal`: a 64-bit VALU encoding may carry a literal dword
  (`v_fma_f32 v0, v1, 0x1234, v3` is taken; GFX10+).
- `bound-ctrl-zero-clears`: DPP's `bound_ctrl:0` leaves the bound_ctrl bit
  clear, as if not written (GFX11+); before, `bound_ctrl:0` sets it just
  as `bound_ctrl:1` does.
- `vopd-movs-any-bank`: a dual-issue pair of two one-source components
  (`v_dual_mov_b32 v40, v0 :: v_dual_mov_b32 v31, v4`) may read sources in
  the same VGPR bank, which any other pair may not (GFX12).
- `vopd-lds-direct`: a dual-issue component's src0 takes `src_lds_direct`
  (`v_dual_mov_b32 v0, src_lds_direct :: v_dual_mov_b32 v1, v2`), also in
  a family that refuses it everywhere else (`no-lds-direct`: GFX11, GFX12).
- `vopd3`: a dual-issue pair that breaks the VOPD rules (two even
  destinations: `v_dual_mov_b32 v40, v0 :: v_dual_mov_b32 v42, 0`) is
  taken, written in the 12-byte VOPD3 form (GFX12.5).
- `vopd-same-vgpr`: the k-th sources of a dual-issue pair may be the same
  VGPR (`v_dual_add_f32 v40, v1, v2 :: v_dual_add_f32 v41, v1, v2`), which
  the bank rule otherwise refuses (GFX12.5).
- `lit64`: a 64-bit operand may take a 64-bit literal (operand code 254,
  two dwords after a 32-bit instruction word), chosen for a value a 32-bit
  literal cannot stand for or written `lit64(...)` / `lit(...)` (GFX12.5;
  elsewhere `lit64(...)` is a 32-bit literal).

- `packed-f32-sgpr-no-op-sel`: a packed 32-bit float source (v_pk_add_f32,
  v_pk_mul_f32, v_pk_fma_f32) that is an SGPR pair (`s[2:3]`, `vcc`,
  `exec`; not a trap temporary) takes neither op_sel nor op_sel_hi: its
  bits must be 0, and op_sel_hi's default of 1 is refused too ("invalid
  op_sel operand", GFX12.5).

A fact of SAME holds where its probe and its control assemble to the same
bytes on every processor of the family.

Otherwise a fact holds for a family when the probe is refused on every processor of
its table (the `@cpus` of data/isa/<family>.txt, else the processor named
below) and a control line is taken there.

Needs /usr/lib/llvm-22/bin/llvm-mc; the project reads only the output file.

    python3 tools/family_facts.py gfx9 gfx90a gfx940 gfx950 gfx8 gfx7 gfx6 gfx103 gfx10 gfx11 gfx12 gfx1250 > data/isa/family_facts.txt
"""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import llvm_probe  # noqa: E402
import row_tags  # noqa: E402  (the `fmt-width` probe)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MC = os.environ.get("LLVM_MC", "/usr/lib/llvm-22/bin/llvm-mc")
# fact: (probe that the fact refuses, control that every family takes)
PROBES = {
    "tuples-even": ("v_add_f64 v[1:2], v[4:5], v[6:7]", "v_add_f64 v[2:3], v[4:5], v[6:7]"),
    "no-lds-direct": ("v_mov_b32 v0, lds_direct", "v_mov_b32 v0, v1"),
    "no-flat-offset": ("flat_load_dword v0, v[0:1] offset:8", "flat_load_dword v0, v[0:1]"),
    "no-swizzle-fft": ("ds_swizzle_b32 v0, v1 offset:swizzle(FFT,5)",
                       "ds_swizzle_b32 v0, v1 offset:swizzle(BROADCAST,2,0)"),
    "no-inv2pi": ("s_mov_b64 s[0:1], 0.15915494309189532", "s_mov_b64 s[0:1], 0.5"),
    "wave32": ("v_cmp_eq_u32_e64 s[0:1], v1, v2", "v_cmp_eq_u32_e64 s0, v1, v2"),
    "no-swizzle-rotate": ("ds_swizzle_b32 v0, v1 offset:swizzle(ROTATE,0,1)",
                          "ds_swizzle_b32 v0, v1 offset:swizzle(BROADCAST,2,0)"),
    "packed-f32-sgpr-no-op-sel": ("v_pk_add_f32 v[0:1], s[2:3], v[2:3]",
                                  "v_pk_add_f32 v[0:1], s[2:3], v[2:3] op_sel_hi:[0,1]"),
}
# facts that hold where the probe is taken (the others: where it is refused)
TAKEN = {"vop3-literal": "v_fma_f32 v0, v1, 0x1234, v3",
         "vcc-omittable": "v_cndmask_b32_dpp v1, v0, v2 quad_perm:[0,1,2,3]",
         "carry-out-omittable": "v_add_co_u32 v0, v1, v2",
         "flat-offset-signed": "flat_load_b32 v0, v[0:1] offset:-8",
         "scale-offset": "global_load_b32 v0, v1, s[0:1] scale_offset",
         "nv": "global_load_b32 v0, v[0:1], off nv",
         "vopd-movs-any-bank": "v_dual_mov_b32 v40, v0 :: v_dual_mov_b32 v31, v4",
         "vopd-lds-direct": "v_dual_mov_b32 v0, src_lds_direct :: v_dual_mov_b32 v1, v2",
         "lit64": "s_mov_b64 s[0:1], 0x123456789",
         "vopd3": "v_dual_mov_b32 v40, v0 :: v_dual_mov_b32 v42, 0",
         "vopd-same-vgpr": "v_dual_add_f32 v40, v1, v2 :: v_dual_add_f32 v41, v1, v2"}

# facts that hold where the probe's bytes are the control's
SAME = {"bound-ctrl-zero-clears": ("v_mov_b32_dpp v0, v1 row_shl:1 bound_ctrl:0",
                                   "v_mov_b32_dpp v0, v1 row_shl:1")}


def encoding(cpu, line):
    p = subprocess.run([MC, "-arch=amdgcn", "-mcpu=" + cpu, "-show-encoding"],
                       input=line + "\n", capture_output=True, text=True)
    m = re.search(r"encoding: (\[[^\]]*\])", p.stdout)
    return m.group(1) if m and "error" not in p.stderr else None


def takes(cpu, line):
    p = subprocess.run([MC, "-arch=amdgcn", "-mcpu=" + cpu, "-show-encoding"],
                       input=line + "\n", capture_output=True, text=True)
    return "encoding" in p.stdout and "error" not in p.stderr


# The processor of a table whose rows name none (`@cpus`).
CPU = dict(llvm_probe.FAMILIES)  # a processor per table family


def cpus_of(fam):
    cpus = []
    for line in open(os.path.join(ROOT, "data/isa", fam + ".txt")):
        for c in re.findall(r"@cpus=(\S+)", line):
            for x in c.split(","):
                if x not in cpus and "generic" not in x:
                    cpus.append(x)
    return cpus or [CPU[fam]]


def main():
    print("# Generated by tools/family_facts.py from llvm-mc 22; do not edit.")
    print("# FAMILY FACT: see the tool for what each fact means.")
    for fam in sys.argv[1:] or ["gfx9"]:
        cpus = cpus_of(fam)
        for fact, (probe, control) in PROBES.items():
            if cpus and all(takes(c, control) and not takes(c, probe) for c in cpus):
                print("%s %s" % (fam, fact))
        for fact, probe in TAKEN.items():
            if cpus and all(takes(c, probe) for c in cpus):
                print("%s %s" % (fam, fact))
        for fact, (probe, control) in SAME.items():
            if cpus and all(encoding(c, control) is not None
                            and encoding(c, probe) == encoding(c, control) for c in cpus):
                print("%s %s" % (fam, fact))
        # (one table for the family: every such row gives the same)
        regs = {(r[0], r[1], tuple(r[2])) for r in (
                    row_tags.fmt_regs(CPU[fam], line, fam)
                    for line in open(os.path.join(ROOT, "data/isa", fam + ".txt")))
                if r}
        if len(regs) == 1:
            m0, m1, widths = regs.pop()
            print("%s fmt-regs %s %s %s" % (fam, m0, m1, " ".join(map(str, widths))))


if __name__ == "__main__":
    main()
