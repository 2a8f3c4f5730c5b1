#!/usr/bin/env python3
"""Named scalar registers and sources per table family, asked of llvm-mc 22:
data/isa/registers.txt.

Line format:

  FAMILY CODE NAME WIDTH DIRS

NAME is at scalar operand code CODE (the 8-bit field of an SOP1 source, the
low 8 bits of a 9-bit VALU source) as a WIDTH-bit operand (32: a single
register or source, 64: the pair starting at CODE). DIRS says who knows it:
`asm` (the assembler takes the name), `dis` (the disassembler prints it),
`asm,dis` (both), `asm=CPU+CPU` (the assembler takes the name on these
processors of the family only: `xnack_mask` needs one that has XNACK). One
line per (code, width, name); a name the assembler takes under two spellings
(`src_scc`, `scc`) has a line each, the printed one marked `dis`.

Probes:
- assembler: `s_mov_b32 s0, NAME` (and `v_mov_b32 v0, NAME` for sources SOP1
  does not take, `src_lds_direct`), `s_mov_b64 s[0:2], NAME` for pairs; the
  code is read back from the encoding;
- disassembler: the word of `s_mov_b32 s0, s1` (`s_mov_b64`, `v_mov_b32`)
  with its source field set to each code 0..255; what prints where a
  register name is expected.

Needs /usr/lib/llvm-22/bin/llvm-mc; the project reads only the output file.

    python3 tools/registers.py > data/isa/registers.txt
"""
import os
import re

from llvm_probe import FAMILIES, mc

NAMES = [
    "flat_scratch_lo", "flat_scratch_hi", "flat_scratch",
    "xnack_mask_lo", "xnack_mask_hi", "xnack_mask",
    "vcc_lo", "vcc_hi", "vcc", "exec_lo", "exec_hi", "exec",
    "tba_lo", "tba_hi", "tba", "tma_lo", "tma_hi", "tma",
    "m0", "null",
    "shared_base", "src_shared_base", "shared_limit", "src_shared_limit",
    "private_base", "src_private_base", "private_limit", "src_private_limit",
    "pops_exiting_wave_id", "src_pops_exiting_wave_id",
    "vccz", "src_vccz", "execz", "src_execz", "scc", "src_scc",
    "lds_direct", "src_lds_direct",
    "src_flat_scratch_base_lo", "src_flat_scratch_base_hi", "src_flat_scratch_base",
    "src_shared_base_lo", "src_shared_base_hi", "src_shared_limit_lo", "src_shared_limit_hi",
    "src_private_base_lo", "src_private_base_hi", "src_private_limit_lo", "src_private_limit_hi",
]
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ENC = re.compile(r"encoding: \[([^\]]+)\]")
ERR = re.compile(r"<stdin>:(\d+):\d+: error")


def assembled(cpu, lines):
    """Per line, its encoding bytes (None: an error)."""
    out, err = mc(cpu, lines)
    bad = {int(m.group(1)) - 1 for m in ERR.finditer(err)}
    encs = iter(ENC.findall(out))
    res = []
    for i in range(len(lines)):
        if i in bad:
            res.append(None)
        else:
            enc = next(encs).split(",")
            # a name taken as a symbol leaves a fixup (`A` bytes)
            res.append(None if any(not x.startswith("0x") for x in enc) else [int(x, 16) for x in enc])
    return res


def word(cpu, line):
    enc = assembled(cpu, [line])[0]
    return None if enc is None else int.from_bytes(bytes(enc[:4]), "little")


def asm_side(cpu):
    """{(code, width, name)} the assembler takes."""
    got = set()
    for width, tmpl in ((32, "s_mov_b32 s0, {}"), (64, "s_mov_b64 s[0:1], {}")):
        res = assembled(cpu, [tmpl.format(n) for n in NAMES])
        for n, enc in zip(NAMES, res):
            if enc is not None:
                got.add((enc[0], width, n))
    # sources SOP1 does not take (lds_direct): a VALU source
    taken = {n for (_, w, n) in got if w == 32}
    rest = [n for n in NAMES if n not in taken]
    res = assembled(cpu, ["v_mov_b32 v0, " + n for n in rest])
    for n, enc in zip(rest, res):
        if enc is not None and len(enc) == 4:
            code = enc[0] | (enc[1] & 1) << 8
            if code < 256:
                got.add((code, 32, n))
    return got


def dis_side(cpu):
    """{(code, width, name)} the disassembler prints."""
    got = set()
    probes = [
        (32, "s_mov_b32 s0, s1", 0xFF, r"^\s*s_mov_b32 s0, (\S+)"),
        (64, "s_mov_b64 s[0:1], s[2:3]", 0xFF, r"^\s*s_mov_b64 s\[0:1\], (\S+)"),
        (32, "v_mov_b32 v0, s1", 0x1FF, r"^\s*v_mov_b32_e32 v0, (\S+)"),
    ]
    for width, line, mask, pat in probes:
        w = word(cpu, line)
        if w is None:
            continue
        words = [(w & ~mask) | code for code in range(256)]
        text = "\n".join(" ".join("0x%02x" % b for b in x.to_bytes(4, "little")) + " 0x00 0x00 0x00 0x00"
                         for x in words)
        out, _ = mc(cpu, text.split("\n"), disassemble=True)
        rx = re.compile(pat)
        # one printed line per input (the literal-taking code 255 eats the
        # padding dword; invalid words print nothing and warn)
        printed = [rx.match(l) for l in out.splitlines()]
        printed = [m.group(1) for m in printed if m]
        # match outputs to codes by disassembling one at a time where the
        # counts disagree
        if len(printed) != len(words):
            printed = []
            for x in words:
                o, _ = mc(cpu, [" ".join("0x%02x" % b for b in x.to_bytes(4, "little")) + " 0x00 0x00 0x00 0x00"],
                          disassemble=True)
                m = [rx.match(l) for l in o.splitlines()]
                m = [y.group(1) for y in m if y]
                printed.append(m[0] if m else None)
        for code, name in enumerate(printed):
            if name is None:
                continue
            name = name.rstrip(",")
            if re.match(r"^(s\[|s\d|ttmp|v\d|v\[|-?\d|0x|-0x|lit|\d)", name) or "/*" in name:
                continue
            got.add((code, width, name))
    if not got:
        # GFX6/7: llvm-mc does not disassemble them; its listing prints
        # each name the assembler takes as the disassembler would.
        for width, tmpl, pat in ((32, "s_mov_b32 s0, {}", r"^\s*s_mov_b32 s0, (\S+)"),
                                 (64, "s_mov_b64 s[0:1], {}", r"^\s*s_mov_b64 s\[0:1\], (\S+)"),
                                 (32, "v_mov_b32 v0, {}", r"^\s*v_mov_b32_e32 v0, (\S+)")):
            lines = [tmpl.format(n) for n in NAMES]
            encs = assembled(cpu, lines)
            out, _ = mc(cpu, [l for l, e in zip(lines, encs) if e is not None])
            printed = [m.group(1).rstrip(",") for m in map(re.compile(pat).match, out.splitlines()) if m]
            taken = [e for e in encs if e is not None]
            if len(printed) != len(taken):
                continue
            for enc, name in zip(taken, printed):
                code = enc[0] | ((enc[1] & 1) << 8 if width == 32 and tmpl.startswith("v_") else 0)
                if code < 256 and not re.match(r"^(s\[|s\d|ttmp|v\d|v\[|-?\d|0x|-0x|lit)", name):
                    got.add((code, width, name))
    return got


def family_cpus(fam):
    """The processors of a table family (its `@cpus` line)."""
    with open(os.path.join(ROOT, "data", "isa", fam + ".txt")) as f:
        for line in f:
            if line.startswith("@cpus "):
                return line.split()[1:]
    return []


def main():
    print("# Generated by tools/registers.py from llvm-mc 22; do not edit.")
    print("# FAMILY CODE NAME WIDTH DIRS: see the tool.")
    for fam, cpu in FAMILIES:
        cpus = family_cpus(fam) or [cpu]
        per = {c: asm_side(c) for c in cpus}
        every = set.intersection(*per.values())
        some = set.union(*per.values())
        d = dis_side(cpu)
        for key in sorted(some | d):
            code, width, name = key
            dirs = []
            if key in every:
                dirs.append("asm")
            elif key in some:
                dirs.append("asm=" + "+".join(c for c in cpus if key in per[c]))
            if key in d:
                dirs.append("dis")
            print(f"{fam} {code} {name} {width} {','.join(dirs)}")


if __name__ == "__main__":
    main()
