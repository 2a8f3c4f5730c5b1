#!/usr/bin/env python3
"""GFX12.5's tensor operations (tensor_load_to_lds, tensor_store_from_lds),
asked of llvm-mc 22: rows of data/isa/<family>.txt.

The table sweep (tools/isa_sweep.py) knows image instructions, whose
address fields hold VGPRs; GFX12.5 has none, and its VIMAGE words
(data/isa/layouts.txt) are these operations, whose address bytes hold
groups of SGPRs as scalar source codes. Every opcode of the layout is
disassembled twice: with the groups s0, s4 (the third and fourth bytes
null) and with s0, s4, s12, s16. Where llvm-mc 22 prints an instruction,
the printed registers give the operands (their tuple widths and, by their
first register, their fields), one row per form:

    VIMAGE 0xc4 tensor_load_to_lds vaddr=s4 vaddr1=s8 | th scope nv ~r128

The modifiers are the layout's flag and value fields that print a keyword
when set (th and scope at 1), in the order llvm-mc prints them with all
set; `~` marks one the assembler refuses when the printed text is
assembled again (r128: "instruction must set modifier r128=0"). Writes the
rows into data/isa/<family>.txt, replacing the ones it wrote before:

    python3 tools/tensor.py gfx1250
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
MARK = "# VIMAGE tensor operations: rows written by tools/tensor.py"
NULL = 0x7C
GROUPS = ("vaddr", "vaddr1", "vaddr2", "vaddr3")
# The first SGPR of each group in the probes (apart, aligned to 4).
FIRST = (0, 4, 12, 16)
# Modifier fields to try: (field, value set).
MOD_FIELDS = (("th", 1), ("scope", 1), ("nv", 1), ("r128", 1))


def text_of(cpu, w, size):
    """llvm-mc 22's text for the word, or None where it is invalid."""
    out, err = mc(cpu, [" ".join("0x%02x" % b for b in w.to_bytes(size, "little"))],
                  disassemble=True)
    if "invalid" in err:
        return None
    lines = [l.split(";")[0].strip() for l in out.splitlines()
             if l.strip() and not l.strip().startswith(".")]
    return lines[0] if lines else None


def sgpr_tuple(op):
    m = re.fullmatch(r"s\[(\d+):(\d+)\]", op)
    return (int(m.group(1)), int(m.group(2)) - int(m.group(1)) + 1) if m else None


def rows_for(fam, cpu):
    lay = layouts.load()[fam, "VIMAGE"]
    out = []
    for op in range(1 << 8):
        forms = []
        for n in (2, 4):
            w = lay.base(op)
            for k, f in enumerate(GROUPS):
                w = lay.set(w, f, FIRST[k] if k < n else NULL)
            t = text_of(cpu, w, lay.size)
            if t is None:
                continue
            name, _, rest = t.partition(" ")
            ops = [o.strip() for o in rest.split(",")]
            slots = []
            for o in ops:
                g = sgpr_tuple(o.split()[0])
                if g is None or g[0] not in FIRST:
                    raise SystemExit("%s: cannot place the operand %r of %r" % (cpu, o, t))
                slots.append("%s=s%d" % (GROUPS[FIRST.index(g[0])], g[1]))
            if len(slots) != n:
                continue
            forms.append((name, slots, w))
        if not forms:
            continue
        # The modifiers: those that print a keyword, in printed order.
        name, _, w = forms[0]
        seen = {}
        for f, v in MOD_FIELDS:
            if not lay.has(f):
                continue
            t = text_of(cpu, lay.set(w, f, v), lay.size)
            base = text_of(cpu, w, lay.size) or ""
            if t is None or not t.startswith(base):
                continue
            extra = t[len(base):].split()
            if len(extra) == 1:
                seen[f] = (extra[0].split(":")[0], v, t)
        allw = w
        for f, (_, v, _) in seen.items():
            allw = lay.set(allw, f, v)
        t = text_of(cpu, allw, lay.size) or ""
        words = [x.split(":")[0] for x in t.split()]
        order = sorted(seen, key=lambda f: words.index(seen[f][0]) if seen[f][0] in words else 99)
        mods = []
        for f in order:
            kw, _, text = seen[f]
            _, err = mc(cpu, [text])
            mods.append(("~" if "error" in err else "") + kw)
        for name, slots, _ in forms:
            out.append("VIMAGE 0x%x %s %s | %s" % (op, name, " ".join(slots), " ".join(mods)))
    return out


def update(fam):
    rows = rows_for(fam, FAMILIES[fam])
    path = os.path.join(DATA, fam + ".txt")
    with open(path) as fh:
        lines = fh.readlines()
    keep, skip = [], False
    for l in lines:
        if l.startswith(MARK):
            skip = True
            continue
        if skip and l.startswith("VIMAGE "):
            continue
        skip = False
        keep.append(l)
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
