#!/usr/bin/env python3
"""Scaled WMMA rows (VOP3PX2: GFX12.5's v_wmma_scale_* and v_wmma_scale16_*),
asked of llvm-mc 22.

A GFX12.5 VOP3PX2 word (`layout VOP3PX2 gfx1250`, data/isa/layouts.txt) is
two VOP3P words: v_wmma_ld_scale_paired_b32's (opcode 0x35) or
v_wmma_ld_scale16_paired_b64's (0x3a), which holds the scale sources, then
a WMMA's. Its opcode is the WMMA's with the first word's above it (0x3533).
No opcode sweep of one 64-bit word finds them. Each is a row of the
family's table:

    VOP3PX2 0x3533 v_wmma_scale_f32_16x16x128_f8f6f4 vdst=v8 ... | matrix_a_fmt ...

How the facts are found:
* names and opcodes: every WMMA opcode (0..0xff) after each first-word
  opcode, disassembled; a word that comes out as one 16-byte instruction
  is a row;
* operand order: the printed operands, told apart by their registers
  (vdst v0, src0 v16, src1 v32, src2 v48, scale_src0 v64, scale_src1 v66);
* classes of vdst, src0, src1 and src2: those of the WMMA row with the same
  opcode (data/isa/<family>.txt);
* classes of the scale sources: the assembler is asked with an SGPR, an
  AGPR, an inline constant and a literal there, and the width is the
  first word's (`_b32`: one register, `_b64`: two);
* modifiers and their order: each modifier field set alone (those that
  print are the row's), then all of them together, as printed;
* every row's printed text, and the text with every modifier, assembles
  back to its word.

The first words on their own (v_wmma_ld_scale_paired_b32 and
v_wmma_ld_scale16_paired_b64, VOP3P rows: the reference decodes a first
word alone where the second makes no pair) are asked the same way; their
word holds the src2 value of the pair's and vdst 0 (`@when=vdst:0,src2:256`:
each field the row has no use for whose other values the reference does
not decode as the row).

Writes the rows into data/isa/<family>.txt (replacing its VOP3PX2 rows and
those two VOP3P rows):

    python3 tools/wmma_scale.py gfx1250
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import layouts  # noqa: E402
from llvm_probe import mc, replace_rows  # noqa: E402
import mfma_scale  # noqa: E402
from mfma_scale import decode_all, split_operands, first_reg, table_rows, assembles  # noqa: E402

FAMILIES = {"gfx1250": "gfx1250"}
ENC = "VOP3PX2"
# The first word's opcodes: v_wmma_ld_scale_paired_b32, v_wmma_ld_scale16_paired_b64.
FIRST = (0x35, 0x3a)
# The registers each operand field holds in a probe word.
REGS = {"vdst": 0, "src0": 16, "src1": 32, "src2": 48, "scale_src0": 64, "scale_src1": 66}
VGPR_BASE = 256
# The modifier fields, and the value each is probed with (one that leaves
# the operands' widths as they are).
MODS = [("matrix_a_fmt", 1), ("matrix_b_fmt", 1), ("matrix_a_scale", 1), ("matrix_b_scale", 1),
        ("matrix_a_scale_fmt", 1), ("matrix_b_scale_fmt", 1), ("matrix_a_reuse", 1),
        ("matrix_b_reuse", 1), ("neg_lo", 4), ("neg_hi", 4)]


def probe_word(lay, op, mods=(), hi=0):
    """The probe word of `op` with `mods` set; `hi`: its op_sel_hi (all
    ones where a row has no matrix format)."""
    return mfma_scale.probe_word(lay, op, mods, REGS, lay.set(lay.base(op), "op_sel_hi", hi))


def rows_for(fam, cpu, log):
    lay = layouts.load()[(fam, ENC)]
    plain = table_rows(fam)
    ops = [(first << 8 | second, hi) for first in FIRST for second in range(256) for hi in (0, 7)]
    got = decode_all(cpu, lay, [probe_word(lay, op, hi=hi) for op, hi in ops])
    out = []
    for i in sorted(got):
        op, hi = ops[i]
        name, text, enc = got[i]
        # (The op_sel_hi that prints no modifier.)
        if split_operands(text)[1]:
            continue
        operands, _ = split_operands(text)
        by_reg = {r: f for f, r in REGS.items()}
        fields = [by_reg.get(first_reg(o)) for o in operands]
        if None in fields or len(set(fields)) != len(fields):
            raise SystemExit("%s: cannot tell the operands of %s apart: %s" % (cpu, name, text))
        base = {s.split("=")[0]: s for s in plain.get(op & 0xff, [])}
        width = 2 if (op >> 8) == 0x3a else 1
        slots = []
        for f, o in zip(fields, operands):
            if f.startswith("scale_"):
                slots.append(scale_class(cpu, name, text, o, f, width))
            elif f in base:
                slots.append(base[f])
            else:
                raise SystemExit("%s: %s has no VOP3P row with opcode %#x" % (cpu, name, op & 0xff))
        # The modifiers the row prints, each alone, then in the printed order.
        alone = decode_all(cpu, lay, [probe_word(lay, op, [m], hi) for m in MODS])
        takes = [m for k, m in enumerate(MODS) if k in alone and alone[k][0] == name
                 and split_operands(alone[k][1])[1]]
        full = decode_all(cpu, lay, [probe_word(lay, op, takes, hi)]).get(0)
        if full is None or full[0] != name:
            raise SystemExit("%s: %s with modifiers does not decode" % (cpu, name))
        mods = re.findall(r"\b([a-z_]+)(?::|\s|$)", split_operands(full[1])[1])
        if sorted(mods) != sorted(f for f, _ in takes):
            raise SystemExit("%s: %s prints %s for %s" % (cpu, name, mods, takes))
        back = assembles(cpu, ["%s %s" % (name, text), "%s %s" % (full[0], full[1])])
        if back[0] != enc or back[1] != full[2]:
            raise SystemExit("%s: %s does not assemble back to its words" % (cpu, name))
        out.append("%s %#x %s %s | %s" % (ENC, op, name, " ".join(slots), " ".join(mods)))
    log("%s: %d %s rows" % (cpu, len(out), ENC))
    return out


def scale_class(cpu, name, text, op, field, width):
    """The class of a scale source: the forms the assembler takes in it."""
    pair = lambda r: "%s[2:3]" % r if width == 2 else "%s1" % r  # noqa: E731
    tries = {"v": op, "s": pair("s"), "a": pair("a"), "c": "1", "f": "0.5", "l": "0x1234"}
    texts = [name + " " + re.sub(r"(?<![\w\[:])%s(?![\w\]])" % re.escape(op), t, text, count=1)
             for t in tries.values()]
    ok = dict(zip(tries, (e is not None for e in assembles(cpu, texts))))
    typ = "i32" if width == 1 else "b64"
    if ok == {"v": True, "s": True, "a": False, "c": True, "f": True, "l": False}:
        return "%s=src%d_noLit:%s" % (field, width, typ)
    raise SystemExit("%s: %s %s takes %s: not a class of FORMAT.md" % (cpu, name, field, ok))


# The first word's modifier fields, each probed set alone.
FIRST_MODS = [("matrix_a_scale", 1), ("matrix_b_scale", 1), ("matrix_a_scale_fmt", 1),
              ("matrix_b_scale_fmt", 1), ("matrix_a_reuse", 1), ("matrix_b_reuse", 1)]


def first_word_rows(fam, cpu, log):
    """The first words on their own (v_wmma_ld_scale_paired_b32,
    v_wmma_ld_scale16_paired_b64: VOP3P rows), which the reference
    decodes where the second word makes no pair: their scale sources
    (src0, src1), modifiers and the values the word holds in the fields
    it has no use for (`@when=vdst:0,src2:256`, read from the reference's
    encoding of the text)."""
    lay = layouts.load()[(fam, "VOP3P")]

    def word(op, mods=(), src2=None):
        w = lay.set(lay.set(lay.base(op), "src0", VGPR_BASE + 64), "src1", VGPR_BASE + 66)
        w = lay.set(lay.set(w, "op_sel_hi", 0), "src2", src2)
        for f, v in mods:
            w = lay.set(w, f, v)
        return w
    # (The src2 value the word must hold: that of the pair's first word.)
    pair = layouts.load()[(fam, ENC)]
    src2 = lay.get(pair.base(FIRST[0] << 8) & ((1 << 64) - 1), "src2")
    out = []
    for op in FIRST:
        got = decode_all(cpu, lay, [word(op, src2=src2)]).get(0)
        if got is None:
            raise SystemExit("%s: the first word %#x does not decode alone" % (cpu, op))
        name, text, enc = got
        operands, mods_text = split_operands(text)
        fields = [{64: "src0", 66: "src1"}.get(first_reg(o)) for o in operands]
        if fields != ["src0", "src1"] or mods_text:
            raise SystemExit("%s: %s prints %s" % (cpu, name, text))
        width = 2 if name.endswith("_b64") else 1
        slots = [scale_class(cpu, name, text, o, f, width) for f, o in zip(fields, operands)]
        alone = decode_all(cpu, lay, [word(op, [m], src2) for m in FIRST_MODS])
        takes = [m for k, m in enumerate(FIRST_MODS) if k in alone and alone[k][0] == name
                 and split_operands(alone[k][1])[1]]
        full = decode_all(cpu, lay, [word(op, takes, src2)]).get(0)
        if full is None or full[0] != name:
            raise SystemExit("%s: %s with modifiers does not decode" % (cpu, name))
        mods = re.findall(r"\b([a-z_]+)(?::|\s|$)", split_operands(full[1])[1])
        back = assembles(cpu, ["%s %s" % (name, text), "%s %s" % (full[0], full[1])])
        if back[0] != enc or back[1] != full[2]:
            raise SystemExit("%s: %s does not assemble back to its words" % (cpu, name))
        # The fields the row has no use for that its word must hold as the
        # reference writes them (another value: no such instruction).
        shown = int.from_bytes(bytes(int(b, 16) for b in enc.split(",")), "little")
        held = [(f, lay.get(shown, f)) for f in ("vdst", "src2")]
        tried = decode_all(cpu, lay, [lay.set(shown, f, v ^ 1) for f, v in held])
        fixed = [(f, v) for k, (f, v) in enumerate(held) if tried.get(k, ("",))[0] != name]
        when = " @when=" + ",".join("%s:%d" % fv for fv in fixed) if fixed else ""
        out.append("VOP3P %#x %s %s | %s%s" % (op, name, " ".join(slots), " ".join(mods), when))
    log("%s: %d first-word rows" % (cpu, len(out)))
    return out


def update(fam, log=lambda s: print(s, file=sys.stderr)):
    replace_rows(fam, ENC, "scaled WMMA rows (two VOP3P words), written by tools/wmma_scale.py",
                 rows_for(fam, FAMILIES[fam], log), log)
    rows = first_word_rows(fam, FAMILIES[fam], log)
    replace_rows(fam, "VOP3P", "the first word of a scaled WMMA on its own, written by "
                 "tools/wmma_scale.py", rows, log, names=[r.split()[2] for r in rows])


def main():
    for f in sys.argv[1:] or list(FAMILIES):
        if f not in FAMILIES:
            raise SystemExit("unknown family %s (%s)" % (f, " ".join(FAMILIES)))
        update(f)


if __name__ == "__main__":
    main()
