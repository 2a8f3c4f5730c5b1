#!/usr/bin/env python3
"""Mnemonic aliases: other spellings llvm-mc 22 accepts for an instruction of
a family, found by asking the reference, written to data/isa/aliases.txt.

An alias is a mnemonic that is not the name of any row of the family's table
(data/isa/FAMILY.txt) but that llvm-mc 22 assembles, on the family's
processors, to the encoding of one of its rows: `v_mul_lo_i32 v1, s2, v3`
on gfx900 is `v_mul_lo_u32`'s VOP3 word.  The disassembler never prints it,
so the sweep (tools/isa_sweep.py) cannot see it.

How they are found:

1. Candidates: every mnemonic of every other family's table (suffixes
   `_e32 _e64 _sdwa _dpp _dpp8 _e64_dpp` dropped) that is not a mnemonic of
   this family; and, as a wider net, each mnemonic of this family with one
   type token exchanged for another of its width (`_u32` -> `_i32`, `_b32`,
   `_f32`) or left out (`v_accvgpr_write`), or `_co_` dropped, when that is
   not a mnemonic of this family either (their operands come from the row
   they were made from).
2. Recognition, on each processor of the family (its `@cpus` line and the
   processors named by its rows' `@cpus=`): `NAME v0`.  llvm-mc says
   `invalid instruction` for a mnemonic it does not know and `instruction
   not supported on this GPU` for one of another processor; any other answer
   (an operand error, or bytes) means the mnemonic is known here.
3. For each known one: operand lists built from its rows in the other
   families (and, when none of those assembles, from every row of this
   family), assembled on each processor; the first that assembles gives the
   encoding and the text llvm-mc prints back.  The encoding disassembled by
   llvm-mc names the row (the canonical mnemonic); the same operands
   assembled under the canonical mnemonic must give the same bytes.

Line format: `FAMILY ALIAS CANONICAL PRINTED`: ALIAS is written like
CANONICAL (the same rows, operands, modifiers and processors, with the
suffixes `_e32`/`_e64`/... the canonical rows take; a CANONICAL that ends in
`_e32`/`_e64` is an alias of that form only, written with no suffix or that
one: GFX6/7's `v_add_co_u32` is `v_add_i32_e64`), and llvm-mc 22's
listing prints PRINTED for it (the alias itself, or the canonical name).
A comment before each line gives the probe and its encoding.

Needs /usr/lib/llvm-22/bin/llvm-mc (or LLVM_MC); the project reads only the
output file (xtask codegen).

    python3 tools/aliases.py gfx9 gfx90a gfx940 gfx950 gfx8 gfx7 gfx6 gfx103 gfx10 gfx11 gfx12 gfx1250 > data/isa/aliases.txt
"""
import os
import concurrent.futures
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MC = os.environ.get("LLVM_MC", "/usr/lib/llvm-22/bin/llvm-mc")
DATA = os.path.join(ROOT, "data", "isa")
SUFFIXES = ("_e64_dpp", "_e32", "_e64", "_sdwa", "_dpp8", "_dpp")


def base(name):
    for s in SUFFIXES:
        if name.endswith(s):
            return name[: -len(s)]
    return name


def read_table(fam):
    """(processors, rows): rows as (enc, name, slots, required mods, cpus)."""
    cpus, rows = [], []
    for line in open(os.path.join(DATA, fam + ".txt")):
        if line.startswith("@cpus "):
            cpus = line.split()[1:]
            continue
        if line.startswith("#") or not line.strip():
            continue
        head, _, tail = line.partition("|")
        w = head.split()
        tags = [t for t in tail.split() if t.startswith("@")] + [t for t in w if t.startswith("@")]
        slots = [t for t in w[3:] if not t.startswith("@")]
        req = [t[1:] for t in tail.split() if t.startswith("!")]
        rcpus = []
        for t in tags:
            if t.startswith("@cpus="):
                rcpus = t[len("@cpus="):].split(",")
        rows.append((w[0], w[2], slots, req, rcpus, int(w[1], 16)))
    return cpus, rows


def word_rows(fam, enc):
    """(ENC, opcode) pairs that the bytes `enc` may be, by the layouts of
    `fam` (data/isa/layouts.txt)."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import layouts
    w = int.from_bytes(bytes(enc[:16]), "little")
    out = set()
    for lay in layouts.classify(fam, w):
        if lay.size <= len(enc):
            out.add((lay.enc, lay.opcode_of(w)))
            if lay.enc == "VOP3":
                out.add(("VOP3B", lay.opcode_of(w)))
    return out


def families():
    # the instruction-table families (data/isa/FORMAT.md), not the fact files
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import layouts
    return sorted(f for f in layouts.FAMILIES if os.path.exists(os.path.join(DATA, f + ".txt")))


def mc(cpu, text, disassemble=False):
    args = [MC, "-arch=amdgcn", "-mcpu=" + cpu, "-show-encoding"]
    if disassemble:
        args.append("--disassemble")
    p = subprocess.run(args, input=text + "\n", capture_output=True, text=True)
    return p.stdout, p.stderr


def errors(cpu, lines):
    """Line number (1-based) -> first error message, for lines assembled
    together."""
    _, err = mc(cpu, "\n".join(lines))
    bad = {}
    for l in err.splitlines():
        m = re.match(r"<stdin>:(\d+):\d+: error: (.*)", l)
        if m:
            bad.setdefault(int(m.group(1)), m.group(2))
    return bad


def listing(cpu, line):
    """(printed text, encoding bytes) of one line llvm-mc assembles, else None."""
    out, err = mc(cpu, line)
    if "error" in err:
        return None
    for l in out.splitlines():
        m = re.match(r"\s+(\S.*?)\s*; encoding: \[(.*)\]", l)
        if m:
            return m.group(1), [int(b, 16) for b in m.group(2).split(",")]
    return None


def operand(slot, k, sgpr_first, aligned=False):
    """Sample text of one operand slot (`vdst=v1`, `src0=src1:i32+m`);
    `aligned`: scalar tuples at a multiple of 4 (GFX10+ SMEM and buffer
    descriptors refuse others)."""
    kind = slot.split("=", 1)[1].split(":")[0].split("+")[0]
    m = re.match(r"([a-z]+?)(\d*)(_noLit|_noConst)?$", kind)
    if not m:
        return None
    cls, n = m.group(1), int(m.group(2) or 1)
    reg = 2 + 32 * k  # apart: wide tuples (MFMA accumulators) must not overlap
    sreg = 4 + 24 * k if aligned else reg

    def tup(p, r=reg):
        return "%s%d" % (p, r) if n == 1 else "%s[%d:%d]" % (p, r, r + n - 1)

    if cls in ("v", "av", "avsrc"):
        return tup("v")
    if cls == "a":
        return tup("a")
    if cls in ("s", "ssrc"):
        return tup("s", sreg)
    if cls == "src":
        return tup("s", sreg) if sgpr_first and k == 1 else tup("v")
    if cls == "imm":
        return "0"
    if cls in ("vcc", "off", "exec", "m0", "scc"):
        return cls
    if cls == "lanemask":
        return "vcc"
    if cls == "exptgt":
        return "mrt0"
    return None


def probes(name, rows):
    """Assembly lines for `name` with the operands of these rows (scalar
    tuples where they fall first, then at multiples of 4)."""
    out = []
    for aligned in (False, True):
        for enc, _, slots, req, _, _ in rows:
            for sgpr_first in (True, False):
                ops = [operand(s, k, sgpr_first, aligned) for k, s in enumerate(slots)]
                if None in ops:
                    continue
                tries = [ops]
                # A buffer address VGPR is read only with offen or idxen
                # (GFX11+ refuse the address without them): `off` instead.
                if enc in ("MUBUF", "MTBUF"):
                    tries.append(["off" if s.startswith("vaddr=") else o for s, o in zip(slots, ops)])
                for ops in tries:
                    line = name + (" " + ", ".join(ops) if ops else "") + "".join(" " + r for r in req)
                    if line not in out:
                        out.append(line)
    return out


def main():
    print("# Generated by tools/aliases.py from llvm-mc 22; do not edit.")
    print("# FAMILY ALIAS CANONICAL PRINTED: see the tool for how they are found.")
    for fam in sys.argv[1:] or ["gfx9"]:
        family_aliases(fam)


def family_aliases(fam):
    cpus, rows = read_table(fam)
    for r in rows:
        for c in r[4]:
            if c not in cpus:
                cpus.append(c)
    cpus = [c for c in cpus if "generic" not in c]
    own = {r[1] for r in rows}
    own_base = {base(n) for n in own}
    others = {}
    for f in families():
        if f == fam:
            continue
        for r in read_table(f)[1]:
            b = base(r[1])
            if b not in own_base:
                others.setdefault(b, []).append(r)
    swaps = ["i32 u32 b32 f32", "i16 u16 b16 f16", "i64 u64 b64 f64", "i24 u24"]
    for r in rows:
        b = base(r[1])
        parts = b.split("_")
        made = [b.replace("_co_", "_")]
        for i, p in enumerate(parts):
            for group in swaps:
                if p in group.split():
                    made += ["_".join(parts[:i] + [q] + parts[i + 1:]) for q in group.split() if q != p]
                    # (the type token left out: gfx908's v_accvgpr_write)
                    made.append("_".join(parts[:i] + parts[i + 1:]))
        for m in made:
            if m not in own_base and r not in others.setdefault(m, []):
                others[m].append(r)
    cands = sorted(others)
    # 2. Mnemonics some processor of the family knows.
    known = {}
    for cpu in cpus:
        bad = errors(cpu, ["%s v0" % n for n in cands])
        for i, n in enumerate(cands):
            e = bad.get(i + 1, "")
            if "invalid instruction" in e or "not supported on this GPU" in e:
                continue
            known.setdefault(n, []).append(cpu)
    print("# %s: %d candidate mnemonics tried on %s; %d known there." % (fam, len(cands), " ".join(cpus), len(known)))
    def one(n):
        out = []
        found = None
        for pool in (others[n], rows):
            for line in probes(n, pool):
                per_cpu = {}
                for cpu in known[n]:
                    got = listing(cpu, line)
                    if got:
                        per_cpu[cpu] = got
                if per_cpu:
                    found = (line, per_cpu)
                    break
            if found:
                break
        if not found:
            out.append("# %s: known on %s, but no operand list assembles" % (n, " ".join(known[n])))
            return out
        line, per_cpu = found
        results = set((t.split()[0], tuple(b)) for t, b in per_cpu.values())
        if len(results) != 1:
            out.append("# %s: differs between processors: %s" % (n, sorted(results)))
            return out
        printed, enc = results.pop()
        cpu = sorted(per_cpu)[0]
        dis, _ = mc(cpu, " ".join("0x%02x" % b for b in enc), True)
        canon = dis.split(";")[0].split()
        if not canon:
            # GFX6/7: llvm-mc does not disassemble them; the row is the one
            # whose encoding and opcode the word carries (by the family's
            # layouts), checked below by assembling its name.
            canon = [r[1] for r in rows if (r[0], r[5]) in word_rows(fam, enc)][:1]
        if not canon:
            out.append("# %s: %s does not disassemble" % (n, enc))
            return out
        canon_row = canon[0]
        if canon_row not in own:
            out.append("# %s: disassembles to %s, not a row of %s" % (n, canon_row, fam))
            return out
        # The same operands under the canonical name give the same word
        # (the row name may carry a suffix the alias does not).
        again = listing(cpu, line.replace(n, base(canon_row), 1))
        canon_name = base(canon_row)
        if not again or tuple(again[1]) != enc:
            # An alias of one form only (GFX6/7's v_add_co_u32 is
            # v_add_i32_e64): CANONICAL carries the form's suffix.
            one = listing(cpu, line.replace(n, canon_row, 1)) if canon_row != canon_name else None
            if not one or tuple(one[1]) != enc:
                out.append("# %s: %s assembles otherwise (%s)" % (n, base(canon_row), again))
                return out
            canon_name = canon_row
        # The alias has rows on the processors the canonical has them.
        canon_cpus = set()
        for r in rows:
            if base(r[1]) == base(canon_name):
                canon_cpus |= set(r[4] or cpus)
        if set(per_cpu) != canon_cpus & set(cpus):
            out.append("# %s: assembles on %s, %s on %s" % (n, sorted(per_cpu), canon_name, sorted(canon_cpus)))
            return out
        out.append("# `%s` -> [%s] on %s" % (line, ",".join("0x%02x" % b for b in enc), " ".join(sorted(per_cpu))))
        out.append("%s %s %s %s" % (fam, n, canon_name, printed))

        return out

    # (the candidates one by one on a few threads: llvm-mc is the cost)
    with concurrent.futures.ThreadPoolExecutor(4) as ex:
        for out in ex.map(one, sorted(known)):
            for line in out:
                print(line)

if __name__ == "__main__":
    main()
