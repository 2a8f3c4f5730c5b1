#!/usr/bin/env python3
"""Which register class the reference names when it flags a register that
does not fit an operand: data/isa/reg_classes.txt, asked of llvm-mc 22's
disassembler row by row (CDNA, where vector tuples start at an even
register and the flagged class names differ per instruction; and GFX8 and
GFX9, where it names the class of a few operands apart from the file and
width of the register, e.g. VRegOrLds_32 for v_readlane_b32's source).

llvm-mc prints such a register with a comment, `v[1:2]/*Invalid register,
operand has 'VReg_64_Align2' register class*/`, whose class is the
instruction's operand class (VReg_64_Align2, AV_64_Align2, AReg_64_Align2,
VS_64_Align2, VRegOrLds_32, SReg_64, ...), or prints it without one (MTBUF
vaddr pairs, a VGPR pair as v_cndmask_b32_e64's lane mask).

For every row of the family's table and every operand slot with a field,
the tool builds the row's word from data/isa/layouts.txt (opcode, required
modifier bits, the other register fields at register 0) and puts one probe
in the slot:

  v   an odd vector tuple (v[1:N]), for vector slots of two or more registers
  a   the same in the AGPR file (the format's acc bit where it has one)
  s   a scalar register (s2, s[2:N]) in a vector-only slot, or a scalar
      tuple in a source slot of two or more registers
  l   src_lds_direct (code 254) in a slot of 9- or 8-bit source coding whose
      kind takes no LDS direct read
  vs  a VGPR (v2, v[2:N]) in a scalar-only slot of 9-bit source coding
  c   the inline constant 1 (code 129) in a vector-only slot of 9-bit source
      coding: CLASS `imm` where the reference flags it (`1/*Invalid
      immediate*/`, and writes the value, not the code, when it encodes the
      word again), `-` where it decodes it as any source (gfx1100's VOP3 DPP
      src1: printed and written as the constant)
  k   the constant 3 (code 131) in a scalar register slot of 8 bits or
      more (recorded only with class `!`, where the word is invalid with it
      and valid with s4 there: GFX12's buffer descriptors)
  h   v129 in a one-register vector or source slot (recorded only where it
      is flagged: GFX12's 16-bit operands of the low 128 VGPRs; class `!`
      where the word is invalid with it and valid with v1 there, as for
      the 16-bit destinations of those forms)

MUBUF/MTBUF vaddr is probed with idxen and offen set (an address pair).

Line format: `FAMILY NAME FORM FIELD PROBE CLASS`: FORM is the row's slot
fields in order joined by `,` (the forms of one name differ: an atomic that
returns its old value has a vdst and its vdata may be of another class);
CLASS `-` where the reference prints the register without a comment. Only
rows the disassembler decodes with the slot's register as asked are
recorded. Rows of one name and form in several formats that disagree get
a line per format, FORM written `ENC:FORM` (a 16-bit VOP1 source flagged
past v127, whose VOP3 form takes any VGPR); where the processors disagree
there is no line (the decoder's own rule stays).

A second kind of line, `FAMILY @av-imm VALUE CODE ACC`: an inline integer
constant VALUE (0..64, code 128+VALUE) decoded in a register-only source
of the AV classes (MFMA and SMFMAC sources) is printed `VALUE/*Invalid
immediate*/`, and the encoding comment writes it as a register: the
source code CODE with the source's acc bit ACC (the encoder takes the
immediate for a register number). Asked of the first VOP3P row with such
a src0; every other AV source is checked against it (stderr).

Needs /usr/lib/llvm-22/bin/llvm-mc; the project reads only the output file.

    python3 tools/reg_classes.py gfx90a gfx940 gfx950 gfx9 gfx8 gfx103 gfx10 gfx11 gfx12 gfx1250 > data/isa/reg_classes.txt
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import isa_sweep  # noqa: E402  (llvm-mc driver)
import layouts  # noqa: E402  (data/isa/layouts.txt)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The processors each family is asked on; where a family has several, only
# the lines on which all of them agree are kept (the decoder's own rule
# stays for the others).
CPU = {
    "gfx90a": ["gfx90a"],
    "gfx940": ["gfx942"],
    "gfx950": ["gfx950"],
    "gfx9": ["gfx900", "gfx908"],
    "gfx8": ["gfx803"],
    "gfx103": ["gfx1030"],
    "gfx10": ["gfx1010"],
    "gfx11": ["gfx1100", "gfx1150"],
    "gfx12": ["gfx1200"],
    "gfx1250": ["gfx1250"],
}

KIND_RE = re.compile(r"^([a-z]+?)(\d+)?(_noLit|_noConst)?$")
VECTOR_KINDS = ("v", "a", "av", "avsrc")
SCALAR_KINDS = ("s", "ssrc")
CLASS_RE = re.compile(r"operand has '([^']+)' register class")


def rows(fam):
    """[(enc, opcode, name, [(field, kind, width)], [required mods], {when})]"""
    out = []
    for line in open(os.path.join(ROOT, "data/isa", fam + ".txt")):
        line = line.split("#")[0]
        if not line.strip() or line.startswith("@"):
            continue
        head, _, tail = line.partition("|")
        w = head.split()
        attrs = [t for t in (w[3:] + tail.split()) if t.startswith("@")]
        slots = []
        for s in w[3:]:
            if s.startswith("@"):
                continue
            field, _, k = s.partition("=")
            k = k.split(":")[0].split("+")[0]
            m = KIND_RE.match(k)
            if not m:
                continue
            slots.append((field, m.group(1), int(m.group(2) or 1)))
        req = [t[1:] for t in tail.split() if t.startswith("!")]
        when = {}
        for a in attrs:
            if a.startswith("@when="):
                for kv in a[6:].split(","):
                    f, _, v = kv.partition(":")
                    when[f] = int(v, 0)
        out.append((w[0], int(w[1], 16), w[2], slots, req, when))
    return out


def field_def(l, name):
    return next((d for d in l.fields if d.name == name), None)


def split_ops(text):
    """(name, [operand texts]) with comments kept on their operand."""
    comments = []

    def keep(m):
        comments.append(m.group(0))
        return "\0%d\0" % (len(comments) - 1)

    t = re.sub(r"/\*.*?\*/", keep, text)
    name, _, rest = t.strip().partition(" ")
    ops = []
    # (split at commas outside brackets: a GFX12 image address list
    # `[v0, v1]` is one operand)
    parts, depth, cur = [], 0, ""
    for ch in rest:
        depth += (ch == "[") - (ch == "]")
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    parts.append(cur)
    parts = [p[1:] if p.startswith(" ") else p for p in parts]
    # (the modifiers after the last operand are not part of it: cut at its
    # first blank outside brackets)
    last, depth, cut = parts[-1], 0, len(parts[-1])
    for j, ch in enumerate(last):
        depth += (ch == "[") - (ch == "]")
        if ch == " " and depth == 0:
            cut = j
            break
    parts[-1] = last[:cut]
    for p in parts:
        ops.append(re.sub(r"\0(\d+)\0", lambda m: comments[int(m.group(1))], p))
    return name, ops


def probes(fam, l, enc, slots, i):
    """[(probe, {field: value})] for slot i of a row."""
    field, kind, width = slots[i]
    d = field_def(l, field)
    if d is None:
        return []
    out = []
    src = d.coding in ("src", "ssrc")
    # (MUBUF/MTBUF vaddr: a pair with idxen and offen, see main)
    pair = enc in ("MUBUF", "MTBUF") and field == "vaddr"
    if kind in VECTOR_KINDS + ("src",) and (width >= 2 or pair) and d.coding in ("vgpr", "src"):
        one = 257 if d.coding == "src" else 1
        if kind != "a":
            out.append(("v", {field: one}))
        if kind in ("a", "av", "avsrc"):
            if kind == "a":
                out.append(("a", {field: one}))
            elif enc == "VOP3P" and field in ("vdst", "src2") and l.has("acc_cd"):
                out.append(("a", {field: one, "acc_cd": 1}))
            elif enc == "VOP3P" and field in ("src0", "src1") and l.has("acc"):
                out.append(("a", {field: one, "acc": 1 if field == "src0" else 2}))
            elif enc != "VOP3P" and l.has("acc"):
                out.append(("a", {field: one, "acc": 1}))
    if kind in VECTOR_KINDS + ("src",) and width == 1 and d.coding in ("vgpr", "src"):
        out.append(("h", {field: 385 if d.coding == "src" else 129}))
        # (its control: v1 there, see probe_classes)
        out.append(("h-ctl", {field: 257 if d.coding == "src" else 1}))
    if kind in VECTOR_KINDS and d.coding == "src":
        out.append(("s", {field: 2}))
        out.append(("c", {field: 129}))
    elif kind == "src" and width >= 2 and d.coding == "src":
        # (a scalar tuple in a wide source: GFX11's WMMA accumulator
        # flags it as VReg_256; s4, which a tuple of four or more starts
        # at)
        out.append(("s", {field: 4}))
    if src and kind != "src":
        out.append(("l", {field: 254}))
    if kind in SCALAR_KINDS and d.coding == "src":
        out.append(("vs", {field: 258}))
    # (GFX12: a 9-bit scalar field holds a VGPR code from 256 on)
    if kind in SCALAR_KINDS and d.coding == "sreg" and d.width >= 9:
        out.append(("vs", {field: 258}))
    # a constant (code 131, the inline 3) in a scalar register field of 8
    # bits or more, with its control (s4): recorded only where the word is
    # invalid with it (class `!`: GFX12's buffer descriptors)
    if kind in SCALAR_KINDS and d.coding == "sreg" and d.width >= 8:
        out.append(("k", {field: 131}))
        out.append(("k-ctl", {field: 4}))
    return out


def av_imm(fam, cpu, L):
    """{value: (code, acc)} of the family's AV sources (see above)."""
    l = L.get((fam, "VOP3P"))
    if l is None:
        return {}, []
    rs = [r for r in rows(fam) if r[0] == "VOP3P" and r[3] and len(r[3]) > 2
          and r[3][1][:2] == ("src0", "av") and not r[4] and not r[5]]
    if not rs or not l.has("acc"):
        return {}, []
    tests, meta = [], []
    for enc, op, name, slots, _, _ in rs:
        for i, (f, kind, width) in enumerate(slots):
            if kind != "av" or f not in ("src0", "src1", "src2"):
                continue
            values = range(65) if name == rs[0][2] and f == "src0" else (23, 64)
            for v in values:
                w = l.base(op)
                for g, _, _ in slots[1:]:
                    w = l.set(w, g, 256)
                w = l.set(w, f, 128 + v)
                tests.append(w.to_bytes(l.size, "little"))
                meta.append((name, f, v))
    res = isa_sweep.disassemble(cpu, tests)
    table, other = {}, []
    for (name, f, v), r in zip(meta, res):
        if not r:
            continue
        w = int.from_bytes(r[2], "little")
        acc = l.get(w, "acc") >> {"src0": 0, "src1": 1, "src2": 2}[f] & 1 if f != "src2" else 0
        got = (l.get(w, f), acc)
        if name == rs[0][2] and f == "src0":
            table[v] = got
        else:
            other.append((name, f, v, got))
    bad = [o for o in other if o[2] in table and table[o[2]] != o[3]]
    return table, bad


def main():
    fams = sys.argv[1:] or list(CPU)
    L = layouts.load()
    print("# Generated by tools/reg_classes.py from llvm-mc 22; do not edit.")
    print("# FAMILY NAME FIELD PROBE CLASS: see the tool.")
    for fam in fams:
        family(fam, L)


def null_code(fam):
    """The operand code of `null` in family `fam` (data/isa/registers.txt)."""
    for line in open(os.path.join(ROOT, "data/isa/registers.txt")):
        w = line.split()
        if len(w) > 2 and w[0] == fam and w[2] == "null":
            return int(w[1])
    raise KeyError("no null register in " + fam)


def family(fam, L):
    """Prints the lines of one family."""
    cpus = CPU[fam]
    tests, meta = [], []
    # formats with rows of both kinds, with and without saddr (GFX12.5's
    # FLAT): a row without one is probed with saddr off, not s0
    saddr_encs = {r[0] for r in rows(fam) if any(s[0] == "saddr" for s in r[3])}
    for enc, op, name, slots, req, when in rows(fam):
        l = L.get((fam, enc))
        if l is None:
            continue
        try:
            w = l.base(op)
            for f, v in when.items():
                w = l.set(w, f, v)
            for m in req:
                w = l.set(w, m, 1)
            names = [s[0] for s in slots]
            for f, kind, width in slots:
                d = field_def(l, f)
                if d is not None and d.coding == "src":
                    w = l.set(w, f, 256 if kind not in SCALAR_KINDS else 0)
            # (GFX12 images: one data component, which every row decodes)
            if l.has("vaddr1") and l.has("dmask"):
                w = l.set(w, "dmask", 1)
            no_saddr = enc in saddr_encs and "saddr" not in names
            if any(s[1] == "off" for s in slots) and l.has("saddr"):
                w = l.set(w, "saddr", (1 << field_def(l, "saddr").width) - 1)
            elif no_saddr and l.has("saddr"):
                w = l.set(w, "saddr", null_code(fam))
        except KeyError:
            continue
        for i in range(len(slots)):
            for probe, sets in probes(fam, l, enc, slots, i):
                pw = w
                try:
                    if enc in ("MUBUF", "MTBUF") and slots[i][0] == "vaddr":
                        pw = l.set(l.set(pw, "idxen", 1), "offen", 1)
                    # (a DPP8 word's fi code is 1 or 2: the `h` probes set it)
                    fi = field_def(l, "fi")
                    if probe in ("h", "h-ctl") and fi is not None and fi.coding == "enum":
                        pw = l.set(pw, "fi", 1)
                    for f, v in sets.items():
                        pw = l.set(pw, f, v)
                except KeyError:
                    continue
                tests.append(pw.to_bytes(l.size, "little"))
                meta.append((name, names, i, probe, enc))
    tables = []
    for cpu in cpus:
        table, bad = av_imm(fam, cpu, L)
        tables.append(table)
        for name, f, v, got in bad:
            sys.stderr.write("%s %s %s: %d is written %s, not as the table says\n" % (fam, name, f, v, got))
    for v, (code, acc) in sorted(tables[0].items()):
        if all(t.get(v) == (code, acc) for t in tables):
            print("%s @av-imm %d %d %d" % (fam, v, code, acc))
    per_cpu = [probe_classes(cpu, tests, meta) for cpu in cpus]
    for key in sorted(set().union(*per_cpu)):
        # (per format: the classes the processors print)
        by_enc = {}
        for seen in per_cpu:
            for enc, c in seen.get(key, {}).items():
                by_enc.setdefault(enc, set()).update(c)
        cls = set().union(*by_enc.values())
        (name, form, field, probe) = key
        # (a high VGPR: only where it is flagged)
        if probe == "h" and cls == {"-"}:
            continue
        if len(cls) == 1:
            print("%s %s %s %s %s %s" % (fam, name, form, field, probe, next(iter(cls))))
            continue
        # Rows of one name and form in formats that disagree (a 16-bit
        # VOP1 source, flagged past v127, and its VOP3 form, which takes
        # any VGPR): a line per format, `ENC:FORM`.
        for enc, c in sorted(by_enc.items()):
            if len(c) != 1:
                sys.stderr.write("%s %s %s %s %s %s: processors disagree %s\n"
                                 % (fam, name, enc, form, field, probe, sorted(c)))
            elif not (probe == "h" and c == {"-"}):
                print("%s %s %s:%s %s %s %s" % (fam, name, enc, form, field, probe, next(iter(c))))


def probe_classes(cpu, tests, meta):
    """{(name, form, field, probe): {enc: {class}}} as `cpu` prints the
    probes (a high VGPR not flagged: `-`)."""
    res = isa_sweep.disassemble(cpu, tests)
    seen = {}
    # An `h` or `k` probe the disassembler calls invalid where its control
    # (v1, s4 in the slot) decodes as the row: class `!` (the word is
    # invalid).
    ctl = {}
    for (name, names, i, probe, enc), r in zip(meta, res):
        if probe.endswith("-ctl"):
            ctl[(name, tuple(names), i, probe[:-4], enc)] = bool(r) and split_ops(r[0])[0] == name
    for (name, names, i, probe, enc), r in zip(meta, res):
        if probe in ("h", "k") and not r and ctl.get((name, tuple(names), i, probe, enc)):
            seen.setdefault((name, ",".join(names), names[i], probe), {}) \
                .setdefault(enc, set()).add("!")
    for (name, names, i, probe, enc), r in zip(meta, res):
        if not r or probe.endswith("-ctl") or probe == "k":
            continue
        pname, ops = split_ops(r[0])
        if pname != name or len(ops) < len(names):
            continue
        o = ops[i]
        reg = o.split("/*")[0].lstrip("-|")
        want = {"v": r"^v(\[1:\d+\]|1)$", "a": r"^a(\[1:\d+\]|1)$", "s": r"^s(\[[24]:\d+\]|2)$",
                "l": r"^src_lds_direct$", "vs": r"^v(\[2:\d+\]|2)$", "c": r"^1$",
                "h": r"^v129$"}[probe]
        if not re.match(want, reg):
            continue
        m = CLASS_RE.search(o)
        key = (name, ",".join(names), names[i], probe)
        cls = m.group(1) if m else "imm" if "Invalid immediate" in o else "-"
        seen.setdefault(key, {}).setdefault(enc, set()).add(cls)
    return seen


if __name__ == "__main__":
    main()
