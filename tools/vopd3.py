#!/usr/bin/env python3
"""VOPD3 (12-byte dual issue, GFX12.5) component rows, asked of llvm-mc 22.

A VOPD3 word (`layout VOPD3`, data/isa/layouts.txt) holds two operations,
X and Y, like VOPD, with a third source each (vsrc2x, vsrc2y), per-source
negation (negx, negy) and full 8-bit destinations; the opcode field is
OPX * 64 + OPY. Each component is a row of the family's table:

    VOPD3 0x13 v_dual_fma_f32 vdst=v1 src0=src1:f32+m vsrc1=v1+m vsrc2=v1+m @vopd=xy

How the facts are found:
* names and codes: every OPX (0-63) with a Y of v_dual_mov_b32 (code 8)
  and every OPY (0-63) with an X of v_dual_mov_b32, disassembled with the
  unused fields zero (the reference rejects a word whose unused vsrc1,
  vsrc2 or neg bits are set): vsrc1 and vsrc2 set, vsrc1 only, neither;
* operand order: the printed operands, told apart by their values (vdst
  v40/v43, src0 v1/v4, vsrc1 v2, vsrc2 v3 or s3, `bitop3:3` the Y half's
  vsrc2 as a modifier);
* types: those of the same operation's VOPD row (tools/vopd.py), else of
  its VOP3 row (`v_fma_f32`, `v_add_f64_e64`), else the type its name ends
  in (`v_dual_bitop2_b32`); 64-bit operations take register pairs;
* negation (`+m`): where `-v1` is taken in src0 (the float operations).

Writes the rows into data/isa/<family>.txt (replacing the VOPD3 rows):

    python3 tools/vopd3.py gfx1250
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from llvm_probe import mc, replace_rows  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "data", "isa")
FAMILIES = {"gfx1250": ["gfx1250", "gfx1251"]}
MOV = 8


def word(opx, opy, x1, x2, y1, y2):
    d0 = 0xCF000000 | opx << 18 | opy << 12 | (256 + 1)
    d1 = (256 + 4) | x1 << 16 | x2 << 24
    d2 = 40 | y1 << 8 | y2 << 16 | 43 << 24
    b = d0.to_bytes(4, "little") + d1.to_bytes(4, "little") + d2.to_bytes(4, "little")
    return " ".join("0x%02x" % x for x in b)


def first_text(cpu, sample):
    out, err = mc(cpu, [sample], disassemble=True)
    if "warning" in err:
        return None
    lines = [l.split(";")[0].strip() for l in out.splitlines()
             if l.strip() and not l.strip().startswith(".")]
    return lines[0] if lines else None


def regs(text):
    """(first register, count) of `v5`, `v[5:6]`, `s3`."""
    m = re.match(r"([vs])\[(\d+):(\d+)\]", text)
    if m:
        return m.group(1), int(m.group(2)), int(m.group(3)) - int(m.group(2)) + 1
    m = re.match(r"([vs])(\d+)", text)
    return (m.group(1), int(m.group(2)), 1) if m else (None, None, 0)


def sweep(cpu):
    """{(half, code): (name, [(field, kind)], bitop3)} for one processor."""
    found = {}
    for half in ("x", "y"):
        for code in range(64):
            opx, opy = (code, MOV) if half == "x" else (MOV, code)
            t = None
            for a, b in ((2, 3), (2, 0), (0, 0)):
                args = (a, b, 0, 0) if half == "x" else (0, 0, a, b)
                t = first_text(cpu, word(opx, opy, *args))
                if t:
                    break
            if not t or "::" not in t:
                continue
            part = t.split("::")[0 if half == "x" else 1].strip()
            part = re.sub(r"/\*.*?\*/", "", part)
            bitop3 = " bitop3:" in part
            part = part.split(" bitop3:")[0]
            name, _, rest = part.partition(" ")
            ops = [o.strip() for o in rest.split(",")] if rest else []
            fields = []
            for o in ops:
                f, first, n = regs(o)
                kind = ("v%d" if f == "v" else "s%d") % n
                if first in (40, 43) and f == "v":
                    fields.append(("vdst", kind))
                elif first in (1, 4):
                    fields.append(("src0", n))
                elif first == 2:
                    fields.append(("vsrc1", kind))
                elif first == 3:
                    fields.append(("vsrc2", kind))
                else:
                    raise SystemExit("%s: cannot place operand %r of %r" % (cpu, o, t))
            found[(half, code)] = (name, fields, bitop3)
    return found


def table_rows(fam):
    rows = {}
    with open(os.path.join(DATA, fam + ".txt")) as fh:
        for line in fh:
            w = line.split()
            if len(w) >= 3 and w[0] in ("VOPD", "VOP3", "VOP2", "VOP1"):
                rows.setdefault(w[2], w[3:])
    return rows


def src0_type(name, rows):
    base = "v_" + name[len("v_dual_"):]
    for n in (name, base, base + "_e64", base + "_e32"):
        for s in rows.get(n, []):
            if s.startswith("src0="):
                k = s.split("=", 1)[1].split("+")[0]
                if ":" in k:
                    return k.split(":")[1]
    # (no such row, v_dual_bitop2_b32: the type its name ends in)
    return {"b32": "i32", "u32": "i32", "i32": "i32", "f32": "f32", "f64": "f64"}.get(name[-3:])


def takes_neg(cpu, name, fields, half):
    if any(k == "v2" for _, k in fields):
        # (register pairs, aligned, in banks the partner's source leaves
        # free)
        ops = {"vdst": "v[40:41]", "src0": "-v[2:3]", "vsrc1": "v[4:5]", "vsrc2": "v[6:7]"}
        partner = "v5"
    else:
        ops = {"vdst": "v40" if half == "x" else "v43", "src0": "-v1" if half == "x" else "-v4",
               "vsrc1": "v2", "vsrc2": "v3"}
        partner = "v7"
    comp = "%s %s" % (name, ", ".join(ops[f] for f, _ in fields))
    comp = comp.replace("v3", "s3") if any(k == "s1" for f, k in fields if f == "vsrc2") else comp
    line = ((comp + " :: v_dual_mov_b32 v43, " + partner) if half == "x"
            else ("v_dual_mov_b32 v40, %s :: %s" % (partner, comp)))
    out, err = mc(cpu, [line])
    return "encoding" in out and not err.strip()


def rows_for(fam, cpu, log):
    found = sweep(cpu)
    tab = table_rows(fam)
    by_name = {}
    for (half, code), (name, fields, bitop3) in sorted(found.items()):
        by_name.setdefault((name, code, tuple(fields), bitop3), []).append(half)
    out = []
    for (name, code, fields, bitop3), halves in sorted(by_name.items(), key=lambda e: (e[0][1], e[0][0])):
        ty = src0_type(name, tab)
        if ty is None:
            raise SystemExit("%s: %s: no type for src0" % (cpu, name))
        m = "+m" if takes_neg(cpu, name, fields, halves[0]) else ""
        slots = []
        for f, k in fields:
            if f == "vdst":
                slots.append("vdst=%s" % k)
            elif f == "src0":
                # (no literal: the word has no room for one)
                slots.append("src0=%s_noLit:%s%s" % ("src1" if k == 1 else "src2", ty, m))
            elif k.startswith("s"):
                slots.append("%s=%s" % (f, k))
            else:
                slots.append("%s=%s%s" % (f, k, m))
        mods = " | bitop3" if bitop3 else ""
        half = "".join(sorted(halves))
        out.append("VOPD3 0x%x %s %s @vopd=%s%s" % (code, name, " ".join(slots), half, mods))
    log("%s: %d VOPD3 component rows" % (cpu, len(out)))
    return out


def update(fam, log=lambda s: print(s, file=sys.stderr)):
    cpus = FAMILIES[fam]
    per_cpu = {c: rows_for(fam, c, log) for c in cpus}
    lines = {}
    for c in cpus:
        for r in per_cpu[c]:
            lines.setdefault(r, []).append(c)
    rows = []
    for r, cl in lines.items():
        rows.append(r if len(cl) == len(cpus) else r + " @cpus=" + ",".join(cl))
    replace_rows(fam, "VOPD3", "12-byte dual-issue component rows, written by tools/vopd3.py",
                 rows, log)


def main():
    for f in sys.argv[1:] or list(FAMILIES):
        if f not in FAMILIES:
            raise SystemExit("unknown family %s (%s)" % (f, " ".join(FAMILIES)))
        update(f)


if __name__ == "__main__":
    main()
