#!/usr/bin/env python3
"""VOP2 rows with a 64-bit K constant (GFX12.5's v_fmaak_f64 and
v_fmamk_f64), asked of llvm-mc 22: rows of data/isa/<family>.txt.

The table sweep (tools/isa_sweep.py) reads 32-bit K constants only; these
operations take two dwords after their word. Every VOP2 opcode is
disassembled as a 12-byte word (vdst v8, src0 v2, vsrc1 v6, K
0x1122334455667788); where llvm-mc 22 prints that K, the opcode is such an
operation and the printed order of its operands gives the row:

    VOP2 0x24 v_fmaak_f64 vdst=v2 src0=src2_noLit:f64 vsrc1=v2 lit=lit:f64

(a 64-bit float operation: register pairs, src0 any 64-bit source but a
literal, the K its literal). Writes the rows into data/isa/<family>.txt,
replacing the ones it wrote before:

    python3 tools/k64.py gfx1250
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import layouts  # noqa: E402  (data/isa/layouts.txt)
from llvm_probe import mc  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "data", "isa")
FAMILIES = {"gfx1250": "gfx1250"}
K = 0x1122334455667788
FIELD_OF = {"v[8:9]": "vdst", "v[2:3]": "src0", "v[6:7]": "vsrc1", "0x1122334455667788": "lit"}
SLOT = {"vdst": "vdst=v2", "src0": "src0=src2_noLit:f64", "vsrc1": "vsrc1=v2", "lit": "lit=lit:f64"}
MARK = "# VOP2 64-bit K: rows written by tools/k64.py"


def rows_for(fam, cpu):
    lay = layouts.load()[fam, "VOP2"]
    out = []
    for op in range(1 << 6):
        w = lay.base(op)
        w = lay.set(w, "src0", 256 + 2)
        w = lay.set(w, "vsrc1", 6)
        w = lay.set(w, "vdst", 8)
        b = w.to_bytes(4, "little") + K.to_bytes(8, "little")
        text, err = mc(cpu, [" ".join("0x%02x" % x for x in b)], disassemble=True)
        if "warning" in err:
            continue
        lines = [l.split(";")[0].strip() for l in text.splitlines()
                 if l.strip() and not l.strip().startswith(".")]
        if not lines or "0x1122334455667788" not in lines[0]:
            continue
        name, _, rest = lines[0].partition(" ")
        ops = [o.strip() for o in rest.split(",")]
        fields = [FIELD_OF.get(re.sub(r"/\*.*?\*/", "", o)) for o in ops]
        if None in fields:
            raise SystemExit("%s: cannot place the operands of %r" % (cpu, lines[0]))
        out.append("VOP2 0x%x %s %s" % (op, name, " ".join(SLOT[f] for f in fields)))
    return out


def update(fam):
    rows = rows_for(fam, FAMILIES[fam])
    path = os.path.join(DATA, fam + ".txt")
    with open(path) as fh:
        keep = [l for l in fh if l.rstrip("\n") not in rows and not l.startswith(MARK)]
    keep.append(MARK + "\n")
    keep.extend(r + "\n" for r in rows)
    with open(path, "w") as fh:
        fh.writelines(keep)
    print("wrote %d rows to %s" % (len(rows), path), file=sys.stderr)


def main():
    for f in sys.argv[1:] or list(FAMILIES):
        if f not in FAMILIES:
            raise SystemExit("unknown family %s (%s)" % (f, " ".join(FAMILIES)))
        update(f)


if __name__ == "__main__":
    main()
