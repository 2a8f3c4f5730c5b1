#!/usr/bin/env python3
"""Scaled matrix rows (VOP3PX2: gfx950's v_mfma_scale_*), asked of llvm-mc 22.

A VOP3PX2 word (`layout VOP3PX2`, data/isa/layouts.txt) is two VOP3P words:
v_mfma_ld_scale_b32's, which holds the two scale sources and their op_sel
and op_sel_hi, then an MFMA's with abid 1. No opcode sweep of one 64-bit
word finds them. Each is a row of the family's table:

    VOP3PX2 0x2d v_mfma_scale_f32_16x16x128_f8f6f4 vdst=av4 ... scale_src0=v1 scale_src1=v1 | op_sel ...

How the facts are found:
* names and opcodes: every opcode of the second word, with the first word's
  opcode and the abid bit as the layout's match lines say, disassembled; a
  word that comes out as one 16-byte instruction is a row;
* operand order: the printed operands, told apart by their registers
  (vdst v0, src0 v4, src1 v12, src2 v20, scale_src0 v24, scale_src1 v25);
* classes of vdst, src0, src1 and src2: those of the MFMA row with the same
  opcode (data/isa/<family>.txt), checked: the printed text with AGPRs in
  them assembles to the word with the AGPR bits;
* classes of the scale sources: the assembler is asked with an SGPR, an
  AGPR, an inline constant and a literal there; a VGPR-only source is `v1`;
* modifiers and their order: a word with op_sel, op_sel_hi, cbsz and blgp
  set, as printed;
* every row's printed text assembles back to its word.

Writes the rows into data/isa/<family>.txt (replacing its VOP3PX2 rows):

    python3 tools/mfma_scale.py gfx950
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import layouts  # noqa: E402
from llvm_probe import mc, replace_rows  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "data", "isa")
FAMILIES = {"gfx950": "gfx950"}
ENC = "VOP3PX2"
# The registers each operand field holds in a probe word.
REGS = {"vdst": 0, "src0": 4, "src1": 12, "src2": 20, "scale_src0": 24, "scale_src1": 25}
VGPR_BASE = 256
LINE = re.compile(r"^\s*(\S+)\s*(.*?)\s*; encoding: \[([^\]]*)\]")


def word_bytes(w, size):
    return ",".join("0x%02x" % b for b in w.to_bytes(size, "little"))


def probe_word(lay, op, mods=(), regs=None, base=None):
    """The word of `op` (or `base`) with the operand fields holding the
    registers of `regs` (default REGS) and `mods` set."""
    w = lay.base(op) if base is None else base
    for f, r in (regs or REGS).items():
        code = r if lay.field(f).coding == "vgpr" else VGPR_BASE + r
        w = lay.set(w, f, code)
    for f, v in mods:
        w = lay.set(w, f, v)
    return w


def decode_all(cpu, lay, words):
    """{index: (mnemonic, operand text, bytes)} of the words that decode as
    one instruction of the layout's size; a numbered s_nop follows each."""
    lines = []
    for i, w in enumerate(words):
        lines.append(word_bytes(w, lay.size) + "," + word_bytes(0xBF800000 | i, 4))
    out, _ = mc(cpu, lines, disassemble=True)
    got, cur = {}, []
    for l in out.splitlines():
        m = LINE.match(l)
        if not m:
            continue
        if m.group(1) == "s_nop":
            i = int(m.group(2), 0)
            if len(cur) == 1 and len(cur[0][2].split(",")) == lay.size:
                got[i] = cur[0]
            cur = []
        else:
            cur.append((m.group(1), m.group(2), m.group(3)))
    return got


def split_operands(text):
    """(operands, modifier text) of a printed instruction's tail."""
    ops, depth, tok = [], 0, ""
    for ch in text:
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth -= 1
        if ch == "," and depth == 0:
            ops.append(tok.strip())
            tok = ""
            continue
        tok += ch
    ops.append(tok.strip())
    # The last operand carries the modifiers after a space.
    last, _, mods = ops[-1].partition(" ")
    ops[-1] = last
    return ops, mods


def first_reg(op):
    m = re.match(r"^[va]\[?(\d+)", op)
    return int(m.group(1)) if m else None


def table_rows(fam):
    rows = {}
    with open(os.path.join(DATA, fam + ".txt")) as fh:
        for l in fh:
            p = l.split()
            if len(p) > 2 and p[0] == "VOP3P":
                rows.setdefault(int(p[1], 16), l.split("|")[0].split()[3:])
    return rows


def assembles(cpu, texts):
    """Per text, its encoding bytes or None."""
    out, err = mc(cpu, texts)
    bad = {int(m.group(1)) for m in re.finditer(r"<stdin>:(\d+):\d+: error", err)}
    encs = iter(m.group(3) for m in map(LINE.match, out.splitlines()) if m)
    return [None if i + 1 in bad else next(encs, None) for i in range(len(texts))]


def rows_for(fam, cpu, log):
    lay = layouts.load()[(fam, ENC)]
    plain = table_rows(fam)
    words = [probe_word(lay, op) for op in range(1 << layouts.width_of(lay.opcode))]
    got = decode_all(cpu, lay, words)
    out = []
    for op in sorted(got):
        name, text, enc = got[op]
        ops, _ = split_operands(text)
        by_reg = {r: f for f, r in REGS.items()}
        fields = [by_reg.get(first_reg(o)) for o in ops]
        if None in fields or len(set(fields)) != len(fields):
            raise SystemExit("%s: cannot tell the operands of %s apart: %s" % (cpu, name, text))
        base = {s.split("=")[0]: s for s in plain.get(op, [])}
        slots = []
        for f, o in zip(fields, ops):
            if f.startswith("scale_"):
                slots.append(scale_class(cpu, name, text, o, f))
            elif f in base:
                slots.append(base[f])
            else:
                raise SystemExit("%s: %s has no VOP3P row with opcode %#x" % (cpu, name, op))
        # Modifiers, in the printed order.
        mods_word = probe_word(lay, op, [("op_sel", 3), ("op_sel_hi", 3), ("cbsz", 1), ("blgp", 1)])
        m = decode_all(cpu, lay, [mods_word]).get(0)
        if m is None:
            raise SystemExit("%s: %s with modifiers does not decode" % (cpu, name))
        mods = re.findall(r"\b([a-z_]+):", split_operands(m[1])[1])
        # The text assembles back to the word, AGPR operands too.
        agpr = text.replace("v[4:", "a[4:").replace("v[12:", "a[12:")
        back = assembles(cpu, ["%s %s" % (name, text), "%s %s" % (name, agpr)])
        if back[0] != enc or back[1] is None:
            raise SystemExit("%s: %s %s does not assemble back to [%s]" % (cpu, name, text, enc))
        out.append("%s %#x %s %s | %s" % (ENC, op, name, " ".join(slots), " ".join(mods)))
    log("%s: %d %s rows" % (cpu, len(out), ENC))
    return out


def scale_class(cpu, name, text, op, field):
    """The class of a scale source: the forms the assembler takes in it."""
    tries = {"v": op, "s": "s1", "a": "a1", "c": "1", "l": "0x1234"}
    texts = [name + " " + re.sub(r"(?<![\w\[:])%s(?![\w\]])" % re.escape(op), t, text, count=1)
             for t in tries.values()]
    ok = dict(zip(tries, (e is not None for e in assembles(cpu, texts))))
    if ok == {"v": True, "s": False, "a": False, "c": False, "l": False}:
        return "%s=v1" % field
    raise SystemExit("%s: %s %s takes %s: not a class of FORMAT.md" % (cpu, name, field, ok))


def update(fam, log=lambda s: print(s, file=sys.stderr)):
    replace_rows(fam, ENC, "scaled matrix rows (two VOP3P words), written by tools/mfma_scale.py",
                 rows_for(fam, FAMILIES[fam], log), log)


def main():
    for f in sys.argv[1:] or list(FAMILIES):
        if f not in FAMILIES:
            raise SystemExit("unknown family %s (%s)" % (f, " ".join(FAMILIES)))
        update(f)


if __name__ == "__main__":
    main()
