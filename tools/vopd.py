#!/usr/bin/env python3
"""VOPD (dual issue) component rows of a table family, asked of llvm-mc 22.

A VOPD word holds two VOP2/VOP1-like operations, X and Y: OPX (4 bits)
and OPY (5 bits) are the opcode field of `layout VOPD` (data/isa/layouts.txt,
OPX * 32 + OPY). Each component is a row of the family's table:

    VOPD 0x3 v_dual_mul_f32 vdst=v1 src0=src1:f32 vsrc1=v1 @vopd=xy

The opcode is the component's own code (OPX of an X row, OPY of a Y row;
an operation with one code in both halves is one row `@vopd=xy`, else a
row per half), the slots name the component's fields (`vdst src0 vsrc1`,
`vdstx`/`vdsty` ... of the layout by the half it is in) and `lit` for the
K of the *mk/*ak forms.

How the facts are found:
* names and codes: every OPX (0-15) with a Y of code 3 and every OPY
  (0-31) with an X of code 3, disassembled (with vsrc1 = v2, then 0: the
  reference rejects a word whose unused vsrc1 field is not zero);
* operand order: the printed operands, told apart by their values (vdst
  v0/v3, src0 v1/v4, vsrc1 v2/v5, K 0x12345678);
* types: src0's from the literal dword of src0 = 1.5 (f32, packed f16 or
  packed bf16; f32 or i32 as the family's VOP1/VOP2 row of the same
  operation, `v_NAME_e32` or `v_NAME`, has it), K's and the *mk/*ak
  forms' src0 those of that row;
* wave32 only (`@feat=wavefrontsize32`) where a pair is refused with
  `+wavefrontsize64` ("instruction requires wavesize=32");
* every processor of the family is swept; rows that differ get `@cpus=`.

Writes the rows into data/isa/<family>.txt (replacing the VOPD rows there),
so tools/isa_sweep.py runs it after writing a family that has a VOPD layout:

    python3 tools/vopd.py gfx11 gfx12 gfx1250
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from llvm_probe import mc  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "data", "isa")
FAMILIES = {
    "gfx11": ["gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151", "gfx1152",
              "gfx1153", "gfx11-generic"],
    "gfx12": ["gfx1200", "gfx1201", "gfx12-generic"],
    "gfx1250": ["gfx1250", "gfx1251"],
}
K = 0x12345678
PARTNER = 3  # v_dual_mul_f32, in both halves


def word(opx, opy, vsrc1x, vsrc1y):
    w0 = 0xC8000000 | opx << 22 | opy << 17 | vsrc1x << 9 | 257
    # vdstx v0, vdsty v3 (bits 7:1 = 1, bit 0 the inverse of vdstx's)
    w1 = 0 << 24 | 1 << 17 | vsrc1y << 9 | 260
    b = w0.to_bytes(4, "little") + w1.to_bytes(4, "little") + K.to_bytes(4, "little")
    return " ".join("0x%02x" % x for x in b)


def first_text(cpu, sample):
    out, err = mc(cpu, [sample], disassemble=True)
    if re.search(r"<stdin>:1:1: warning", err):
        return None
    lines = [l.split(";")[0].strip() for l in out.splitlines()
             if l.strip() and not l.strip().startswith(".")]
    return lines[0] if lines else None


def split_ops(text):
    name, _, rest = text.partition(" ")
    return name, [o.strip() for o in rest.split(",")] if rest else []


FIELD_OF = {
    "x": {"v0": "vdst", "v1": "src0", "v2": "vsrc1", "0x12345678": "lit"},
    "y": {"v3": "vdst", "v4": "src0", "v5": "vsrc1", "0x12345678": "lit"},
}


def sweep(cpu):
    """{(half, code): (name, [fields])} for one processor."""
    found = {}
    for half, n in (("x", 16), ("y", 32)):
        for code in range(n):
            opx, opy = (code, PARTNER) if half == "x" else (PARTNER, code)
            t = None
            for with_vsrc1 in (True, False):
                vx = 2 if half == "y" or with_vsrc1 else 0
                vy = 5 if half == "x" or with_vsrc1 else 0
                t = first_text(cpu, word(opx, opy, vx, vy))
                if t:
                    break
            if not t or "::" not in t:
                continue
            part = t.split("::")[0 if half == "x" else 1].strip()
            name, ops = split_ops(part)
            fields = []
            for o in ops:
                f = FIELD_OF[half].get(o)
                if f is None:
                    raise SystemExit("%s: cannot place operand %r of %r" % (cpu, o, t))
                fields.append(f)
            found[(half, code)] = (name, fields)
    return found


def table_rows(fam):
    rows = {}
    with open(os.path.join(DATA, fam + ".txt")) as fh:
        for line in fh:
            w = line.split()
            if len(w) >= 3 and w[0] in ("VOP1", "VOP2"):
                rows.setdefault(w[2], w[3:])
    return rows


def twin(name, rows):
    base = "v_" + name[len("v_dual_"):]
    for n in (base + "_e32", base):
        if n in rows:
            return n
    return None


def slot_types(slots):
    types = {}
    for s in slots:
        if "=" not in s or s.startswith("-="):
            continue
        f, k = s.split("=", 1)
        k = k.split("+")[0]
        types[f] = k.split(":")[1] if ":" in k else None
    return types


def literal_of(cpu, line, size):
    """The literal dword after an instruction of `size` bytes."""
    out, err = mc(cpu, [line])
    if err.strip():
        return None
    m = re.search(r"encoding: \[([^\]]*)\]", out)
    if not m:
        return None
    b = [int(x, 16) for x in m.group(1).split(",")]
    return bytes(b[size:]).hex() if len(b) == size + 4 else None


def src0_type(cpu, name, fields, half, twin_type):
    """src0's type, from the literal dword of src0 = 1.5: an f32 (or i32:
    the VOP1/VOP2 twin's type) 0x3fc00000, a packed f16 0x3e00, a packed
    bf16 0x3fc0."""
    ops = {"vdst": "v0" if half == "x" else "v3", "src0": "1.5",
           "vsrc1": "v2" if half == "x" else "v5"}
    comp = "%s %s" % (name, ", ".join(ops[f] for f in fields))
    other = "v_dual_mov_b32 v3, v4" if half == "x" else "v_dual_mov_b32 v0, v1"
    line = comp + " :: " + other if half == "x" else other + " :: " + comp
    lit = literal_of(cpu, line, 8)
    if lit == "0000c03f":
        return twin_type if twin_type in ("f32", "i32") else "f32"
    if lit == "003e0000":
        return "v2f16"
    if lit == "c03f0000":
        return "v2bf16"
    raise SystemExit("%s: %s: src0 = 1.5 gives literal %s" % (cpu, name, lit))


def wave32_only(cpu):
    """Whether the reference refuses a VOPD pair with +wavefrontsize64."""
    _, err = mc(cpu, ["v_dual_mul_f32 v0, v1, v2 :: v_dual_mul_f32 v3, v6, v7"],
                mattr="+wavefrontsize64")
    return "requires wavesize=32" in err


def rows_for(fam, cpu, log):
    found = sweep(cpu)
    # (rows of wave32 only: `@feat=wavefrontsize32`)
    feat = " @feat=wavefrontsize32" if wave32_only(cpu) else ""
    vop = table_rows(fam)
    by_name = {}
    for (half, code), (name, fields) in sorted(found.items()):
        by_name.setdefault((name, code, tuple(fields)), []).append(half)
    out = []
    for (name, code, fields), halves in sorted(by_name.items(), key=lambda e: (e[0][1], e[0][0])):
        t = twin(name, vop)
        types = slot_types(vop[t]) if t else {}
        slots = []
        for f in fields:
            if f == "vdst":
                slots.append("vdst=v1")
            elif f == "src0" and "lit" in fields:
                # (the *mk/*ak forms: src0 takes no literal of its own)
                slots.append("src0=src1_noLit:%s" % (types.get("src0") or "f32"))
            elif f == "src0":
                ty = {src0_type(cpu, name, list(fields), h, types.get("src0")) for h in halves}
                if len(ty) != 1:
                    raise SystemExit("%s: %s: src0 types differ by half" % (cpu, name))
                slots.append("src0=src1:%s" % ty.pop())
            elif f == "vsrc1":
                slots.append("vsrc1=v1")
            else:
                slots.append("lit=lit:%s" % (types.get("lit") or "f32"))
        half = "".join(sorted(halves))
        out.append("VOPD 0x%x %s %s @vopd=%s%s" % (code, name, " ".join(slots), half, feat))
    log("%s: %d VOPD component rows" % (cpu, len(out)))
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
    path = os.path.join(DATA, fam + ".txt")
    with open(path) as fh:
        keep = [l for l in fh if not l.startswith("VOPD ") and not l.startswith("# VOPD:")]
    keep.append("# VOPD: dual-issue component rows, written by tools/vopd.py\n")
    keep.extend(r + "\n" for r in rows)
    with open(path, "w") as fh:
        fh.writelines(keep)
    log("wrote %d VOPD rows to %s" % (len(rows), path))


def main():
    fams = sys.argv[1:] or list(FAMILIES)
    for f in fams:
        if f not in FAMILIES:
            raise SystemExit("unknown family %s (%s)" % (f, " ".join(FAMILIES)))
        update(f)


if __name__ == "__main__":
    main()
