#!/usr/bin/env python3
"""Make the DISASSEMBLY golden corpora tests/corpus/<cpu>/dis-*.txt.

The reference is llvm-mc 22 (`llvm-mc -arch=amdgcn -mcpu=CPU --disassemble
-show-encoding`); the files are never edited by hand.  Python 3 standard
library only; every random choice comes from a seeded generator (one per
processor and section), so the same llvm-mc gives the same files.

Files (for each of gfx900 gfx906 gfx908 gfx90c gfx803 gfx90a gfx942 gfx950;
random words for gfx803 and the CDNA processors are drawn from their own
tables, TABLE below):

  dis-random.txt  random instruction words per GFX9 encoding family (fixed
                  encoding bits set, opcode biased toward opcodes that exist
                  per data/isa/gfx9.txt, source fields biased toward inline
                  constants / literal / special registers), plus a section of
                  completely random dwords (`random32`).
  dis-real.txt    distinct instructions (by bytes) of real compiled code: the
                  code objects inside Debian's ROCm libraries (librocrand1,
                  librocsparse0), taken in an order shuffled per processor up
                  to a .text budget, picked evenly from the sorted set of
                  distinct units up to a file-size budget.  No gfx90c code is
                  packaged, so gfx90c has none.

Line format (one case per line):

    <bytes>\\t<len>\\t<text>[\\t<encoding>]

  <bytes>  lowercase `0x..` comma-separated: the bytes given to the
           disassembler starting at this unit, including the following bytes
           of the stream (16 bytes; fewer only at the very end of a stream).
  <len>    bytes taken by the first unit (4 or 8 on GFX9; 4 for an invalid
           word).
  <text>   llvm-mc 22's text for it, runs of blanks collapsed to one space,
           stripped, without the `; encoding:` comment; or `<invalid>` where
           llvm-mc reports `warning: invalid instruction encoding`.
  <encoding>  (a valid unit only; absent in files made before it was
           recorded) the bytes of llvm-mc's `; encoding:` comment: the
           instruction encoded again, which `--show-encoding` shows.

`#` starts a comment line; `# section: NAME` starts a named group (the encoding
family of the random sample the unit starts in, or `real`).

How units are found: the samples of one batch are concatenated into one byte
stream (llvm-mc reads all input lines as one stream) followed by 16 bytes of
`s_nop 0` padding (units starting in the padding are not recorded).  llvm-mc
gives the text and the invalid-word positions (`<stdin>:LINE:COL`; the input
has 4 bytes a line).  The `; encoding:` comment is NOT a reliable size (it is
a re-encoding of the decoded instruction: v_readfirstlane_b32 with a literal
prints a 4-byte encoding but took 8 bytes), so the sizes and offsets come from
llvm-objdump 22 on a small ELF wrapping the same bytes; the two listings are
checked to line up unit by unit (same count, invalid words at the same
offsets).  Where llvm-mc (or llvm-objdump) crashes on a batch, the batch is
split in halves until the crashing sample is alone; it is dropped and counted
in the file header.

llvm-mc 22 behaviours seen (details and examples in tests/corpus/README.md):
an invalid word takes 4 bytes (the rest when fewer are left), also when it
looked like a 64-bit encoding; with 8 bytes left the 64-bit encodings are tried
first, with 4 left they are invalid; a unit's result depends on its own bytes
only (never on the bytes after its first 8); a literal is the dword after the
instruction, printed in hex, as `lit(0x...)` when the value would read as an
inline constant, 16 bits for 16-bit operands, as the inline double for an f64
operand whose dword is an inline double's high half; inline float constants on
16-bit integer operands print as f16 hex (`0x3800`); odd SGPR tuples print
aligned; comments such as `/*Invalid immediate*/` are part of the text; llvm-mc
crashes on an SDWA sel of 7, on 255 in a GFX9 VOP3 source, VOPC-e64 sdst or
MUBUF/MTBUF soffset, on some gfx908 MFMA inline-constant sources, and on a
missing literal at the end of the input.

Regenerate (needs /usr/lib/llvm-22/bin/llvm-mc and llvm-objdump; the real
corpus needs `apt-get download` to work, i.e. `apt-get update` done once, and
dpkg-deb):

    python3 tools/mkdiscorpus.py                       # all cpus, both kinds
    python3 tools/mkdiscorpus.py --mcpu gfx908 --only random
    python3 tools/mkdiscorpus.py --mcpu gfx1100 --only vopd     # dis-vopd.txt
    python3 tools/mkdiscorpus.py --mcpu gfx1250 --only vopd3    # dis-vopd3.txt
    python3 tools/mkdiscorpus.py --only real --cache /tmp/mkdiscorpus-cache

The downloaded packages and extracted code objects stay in the cache directory
(default /tmp/mkdiscorpus-cache), never in the repository.
"""

import argparse
import bisect
import collections
import concurrent.futures
import glob
import mmap
import os
import random
import re
import struct
import subprocess
import sys
import tempfile
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LLVM = "/usr/lib/llvm-22/bin"
CPUS = ["gfx900", "gfx906", "gfx908", "gfx90c", "gfx90a", "gfx803", "gfx942", "gfx950", "gfx700", "gfx601",
        "gfx1030", "gfx1010", "gfx1100", "gfx1150", "gfx1200", "gfx1250"]
# cases wanted in dis-random.txt (random32 included)
RANDOM_TARGET = {"gfx900": 12000, "gfx908": 12000, "gfx906": 5000, "gfx90c": 5000, "gfx803": 8000,
                 "gfx90a": 12000, "gfx942": 12000, "gfx950": 12000, "gfx1030": 12000,
                 "gfx1010": 12000, "gfx1100": 12000, "gfx1150": 12000,
                 "gfx1200": 12000, "gfx1250": 12000}
RANDOM32 = {"gfx900": 400, "gfx908": 400, "gfx906": 200, "gfx90c": 200, "gfx803": 300,
            "gfx90a": 400, "gfx942": 400, "gfx950": 400, "gfx1030": 400, "gfx1010": 400,
            "gfx1100": 400, "gfx1150": 400, "gfx1200": 400, "gfx1250": 400}
# dis-real.txt: at most this many cases and about this many bytes
REAL_MAX = 15000
REAL_BUDGET = 1_500_000
REAL_PACKAGES = ["librocrand1", "librocsparse0"]
# code objects (per cpu) read at most, in package / bundle order
REAL_TEXT_BUDGET = 6_000_000
# ELF e_flags EF_AMDGPU_MACH per processor (for the objdump wrapper)
MACH = {"gfx900": 0x2C, "gfx906": 0x2F, "gfx908": 0x30, "gfx90c": 0x32, "gfx90a": 0x3F, "gfx803": 0x2A,
        "gfx942": 0x4C, "gfx950": 0x4F, "gfx1030": 0x36, "gfx1010": 0x33, "gfx1100": 0x41,
        "gfx1150": 0x43, "gfx1200": 0x48, "gfx1250": 0x49}
# the instruction table a processor's random words are drawn from
TABLE = {"gfx803": "gfx8.txt", "gfx90a": "gfx90a.txt", "gfx942": "gfx940.txt", "gfx950": "gfx950.txt"}

NOP = bytes([0x00, 0x00, 0x80, 0xBF])
PAD = NOP * 4
CTX = 16
BATCH = 1500  # samples per llvm-mc call

SECTIONS = [
    "SOP2", "SOPK", "SOP1", "SOPC", "SOPP", "SMEM",
    "VOP2", "VOP2_SDWA", "VOP2_DPP", "VOP1", "VOP1_SDWA", "VOP1_DPP",
    "VOPC", "VOPC_SDWA", "VINTRP", "VOP3", "VOP3P",
    "DS", "FLAT", "GLOBAL", "SCRATCH", "MUBUF", "MTBUF", "MIMG", "EXP",
]
# rows of data/isa/gfx9.txt that count for a section (its weight, its opcodes)
SECTION_ENCS = {
    "VOP3": ("VOP3", "VOP3B"),
    "VOPC": ("VOPC",),
}

# ---------------------------------------------------------------------------
# Running the reference
# ---------------------------------------------------------------------------

DIAG_RE = re.compile(r"^<stdin>:(\d+):(\d+): (error|warning|note): (.*)$")
OBJ_RE = re.compile(r"^\s*(.*?)\s*// ([0-9A-F]+): ((?:[0-9A-F]+ ?)+?)\s*(;.*|<[^>]*>)?$")


class Crash(Exception):
    pass


def norm(text):
    return " ".join(text.split())


def make_elf(text, cpu):
    """A relocatable AMDGPU ELF with one .text section holding `text`."""
    shstr = b"\0.text\0.shstrtab\0"
    text_off = 64
    pad = (-len(text)) % 8
    shstr_off = text_off + len(text) + pad
    sh_off = shstr_off + len(shstr)
    sh_off += (-sh_off) % 8

    def sh(name, typ, flags, off, size, align):
        return struct.pack("<IIQQQQIIQQ", name, typ, flags, 0, off, size, 0, 0, align, 0)

    shdrs = sh(0, 0, 0, 0, 0, 0) + sh(1, 1, 6, text_off, len(text), 4) + sh(7, 3, 0, shstr_off, len(shstr), 1)
    eh = (b"\x7fELF" + bytes([2, 1, 1, 64, 3]) + b"\0" * 7 +
          struct.pack("<HHIQQQIHHHHHH", 1, 224, 1, 0, 0, sh_off, MACH[cpu], 64, 0, 0, 64, 3, 2))
    out = eh + text + b"\0" * pad + shstr
    out += b"\0" * (sh_off - len(out)) + shdrs
    return out


def run_mc(cpu, stream):
    """llvm-mc: ([instruction texts in order], {invalid offset}, [(text, encoding bytes)])."""
    assert len(stream) % 4 == 0
    lines = []
    for i in range(0, len(stream), 4):
        lines.append(" ".join("0x%02x" % b for b in stream[i:i + 4]))
    p = subprocess.run([LLVM + "/llvm-mc", "-arch=amdgcn", "-mcpu=" + cpu, "--disassemble", "-show-encoding"],
                       input="\n".join(lines) + "\n", capture_output=True, text=True)
    if p.returncode != 0:
        raise Crash("llvm-mc exit %d" % p.returncode)
    insts = []
    for line in p.stdout.splitlines():
        if not line.strip():
            continue
        k = line.rfind("; encoding: [")
        if k < 0:
            raise RuntimeError("unexpected llvm-mc output line: %r" % line)
        enc = line[k + len("; encoding: ["):].rstrip().rstrip("]")
        insts.append((norm(line[:k]), bytes(int(x, 16) for x in enc.split(",") if x.strip())))
    invalid = set()
    for line in p.stderr.splitlines():
        m = DIAG_RE.match(line)
        if not m:
            continue
        ln, col, kind, msg = int(m.group(1)), int(m.group(2)), m.group(3), m.group(4)
        if msg == "potentially undefined instruction encoding":
            # (GFX10+: the word decodes and prints; the warning says its
            # behaviour is undefined)
            continue
        if msg != "invalid instruction encoding" or (col - 1) % 5:
            raise RuntimeError("unexpected llvm-mc diagnostic: %s" % line)
        invalid.add(4 * (ln - 1) + (col - 1) // 5)
    return insts, invalid


def run_objdump(cpu, stream, tmpdir):
    """llvm-objdump: [(offset, size, text)] for the stream wrapped in an ELF."""
    fd, path = tempfile.mkstemp(suffix=".o", dir=tmpdir)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(make_elf(stream, cpu))
        p = subprocess.run([LLVM + "/llvm-objdump", "-d", "-z", "--mcpu=" + cpu, path],
                           capture_output=True, text=True)
    finally:
        os.unlink(path)
    if p.returncode != 0:
        raise Crash("llvm-objdump exit %d" % p.returncode)
    units = []
    started = False
    for line in p.stdout.splitlines():
        if line.endswith("<.text>:"):
            started = True
            continue
        if not started or not line.strip():
            continue
        m = OBJ_RE.match(line)
        if not m:
            raise RuntimeError("unexpected llvm-objdump line: %r" % line)
        size = sum(len(w) // 2 for w in m.group(3).split())
        units.append((int(m.group(2), 16), size, norm(m.group(1))))
    return units


STATS = collections.Counter()
EXAMPLES = collections.defaultdict(list)


def note(kind, example):
    STATS[kind] += 1
    if len(EXAMPLES[kind]) < 5:
        EXAMPLES[kind].append(example)


def decode(cpu, stream, tmpdir):
    """[(offset, size, text, encoding)] for every unit of the stream: text and
    the `; encoding:` bytes (None for an invalid unit) from llvm-mc, offset
    and size from llvm-objdump, checked to line up."""
    insts, invalid = run_mc(cpu, stream)
    units = run_objdump(cpu, stream, tmpdir)
    out = []
    k = 0
    pos = 0
    for off, size, otext in units:
        if off != pos:
            raise RuntimeError("objdump units not contiguous at %d" % off)
        pos += size
        if otext.startswith(".long ") or otext.startswith(".byte ") or otext.startswith(".short "):
            if off not in invalid:
                raise RuntimeError("objdump invalid at %d but llvm-mc not" % off)
            invalid.discard(off)
            out.append((off, size, "<invalid>", None))
            continue
        if off in invalid:
            raise RuntimeError("llvm-mc invalid at %d but objdump decodes %r" % (off, otext))
        if k >= len(insts):
            raise RuntimeError("llvm-mc has fewer instructions than objdump")
        text, enc = insts[k]
        k += 1
        ex = "%s -> %s" % (fmt_bytes(stream[off:off + size]), text)
        if len(enc) != size:
            note("encoding length != size", ex + " ; encoding " + fmt_bytes(enc))
        elif enc != stream[off:off + size]:
            note("encoding bytes != input bytes", ex + " ; encoding " + fmt_bytes(enc))
        if text != otext:
            note("objdump text differs", ex + " ; objdump: " + otext)
        out.append((off, size, text, enc))
    if pos != len(stream) or k != len(insts) or invalid:
        raise RuntimeError("listings do not line up (pos %d/%d, insts %d/%d, %d invalid left)"
                           % (pos, len(stream), k, len(insts), len(invalid)))
    return out


def decode_samples(cpu, samples, tmpdir, dropped):
    """samples: [(section, bytes)] -> [(section, context bytes, size, text, encoding)].

    The samples are one stream (plus padding); a crash splits the batch."""
    stream = b"".join(s for _, s in samples)
    try:
        units = decode(cpu, stream + PAD, tmpdir)
    except Crash:
        if len(samples) == 1:
            dropped.append(samples[0])
            return []
        mid = len(samples) // 2
        return (decode_samples(cpu, samples[:mid], tmpdir, dropped) +
                decode_samples(cpu, samples[mid:], tmpdir, dropped))
    starts = []
    pos = 0
    for _, s in samples:
        starts.append(pos)
        pos += len(s)
    full = stream + PAD
    out = []
    for off, size, text, enc in units:
        if off >= len(stream):
            break
        sec = samples[bisect.bisect_right(starts, off) - 1][0]
        out.append((sec, full[off:off + CTX], size, text, enc))
    return out


def fmt_bytes(b):
    return ",".join("0x%02x" % x for x in b)


def case_line(ctx, size, text, enc=None):
    line = "%s\t%d\t%s" % (fmt_bytes(ctx), size, text)
    return line + "\t" + fmt_bytes(enc) if enc is not None else line


def mc_version():
    p = subprocess.run([LLVM + "/llvm-mc", "--version"], capture_output=True, text=True)
    for line in p.stdout.splitlines():
        if "version" in line.lower():
            return line.strip()
    return "?"


# ---------------------------------------------------------------------------
# Random words
# ---------------------------------------------------------------------------


def load_table(cpu):
    """{section: sorted opcodes}, {section: number of distinct names}, and
    info: "lit": {(enc, opcode)} of rows that take a literal dword (`lit`),
    "used": {(section, opcode): FIELD names of its rows}, "mods": {(section,
    opcode): MOD names}, "width": {(section, opcode, FIELD): register tuple
    width}, "special": {section: [(opcode, hwreg|sendmsg|waitcnt)]}."""
    ops = collections.defaultdict(set)
    names = collections.defaultdict(set)
    lit = set()
    used = collections.defaultdict(set)
    mods = collections.defaultdict(set)
    width = collections.defaultdict(int)
    special = collections.defaultdict(dict)
    with open(os.path.join(ROOT, "data", "isa", TABLE.get(cpu, "gfx9.txt"))) as f:
        for line in f:
            w = line.split()
            if not w or w[0].startswith("#") or w[0].startswith("@"):
                continue
            cpus = [x for x in w if x.startswith("@cpus=")]
            if cpus and cpu not in cpus[0][len("@cpus="):].split(","):
                continue
            enc, op, name = w[0], int(w[1], 16), w[2]
            sec = enc
            for s, encs in SECTION_ENCS.items():
                if enc in encs:
                    sec = s
            ops[sec].add(op)
            names[sec].add(name)
            slots, _, modtext = " ".join(w[3:]).partition("|")
            for x in slots.split():
                if "=" not in x or x.startswith("@"):
                    continue
                field, kind = x.split("=", 1)
                used[(sec, op)].add(field)
                if kind in ("hwreg", "sendmsg", "waitcnt"):
                    special[sec][op] = kind
                if "+" in kind and "m" in kind.split("+", 1)[1]:
                    used[(sec, op)].add(field + "+m")
                if "+" in kind and "x" in kind.split("+", 1)[1]:
                    used[(sec, op)].add(field + "+x")
                m = re.match(r"[a-z]+?(\d+)", kind)
                if m and kind[0] in "sva":
                    width[(sec, op, field)] = max(width[(sec, op, field)], int(m.group(1)))
            mods[(sec, op)] |= {x.lstrip("!") for x in modtext.split() if not x.startswith("@")}
            if any(x.endswith("=lit") or "=lit:" in x for x in w[3:]):
                lit.add((enc, op))
    return ({k: sorted(v) for k, v in ops.items()}, {k: len(v) for k, v in names.items()},
            {"lit": lit, "used": used, "mods": mods, "width": width,
             "special": {k: sorted(v.items()) for k, v in special.items()}})


SPECIAL = list(range(102, 128)) + list(range(235, 240)) + list(range(251, 255))
LIT_VALUES = [
    0x3F800000, 0xBF800000, 0x3F000000, 0xBF000000, 0x40000000, 0xC0000000,
    0x40800000, 0xC0800000, 0x3E22F983, 0x00003C00, 0x0000BC00, 0x00003800,
    0x00004000, 0x00004400, 0x00003118, 0x3FF00000, 0xBFF00000, 0x3FE00000,
    0x40100000, 0x3FC45F30, 0x80000000, 0x7FFFFFFF, 0xFFFFFFFF, 0x00000040,
    0x00000041, 0xFFFFFFF0, 0xFFFFFFEF, 0x00010000, 0x3C003C00, 0x00000000,
]


def src9(r, vgpr=True):
    """A 9-bit (vgpr=True) or 8-bit source operand value."""
    x = r.random()
    if x < 0.28:
        return r.randrange(512 if vgpr else 256)
    if x < 0.42:
        return (256 + r.randrange(256)) if vgpr else r.randrange(256)
    if x < 0.56:
        return r.randrange(102)
    if x < 0.70:
        return 128 + r.randrange(81)
    if x < 0.80:
        return 240 + r.randrange(9)
    if x < 0.92:
        return r.choice(SPECIAL)
    return 255


def soffset(r):
    s = src9(r, False)
    # a literal (255) as MUBUF/MTBUF soffset makes llvm-mc 22 crash
    if s == 255 and r.random() < 0.99:
        s = r.randrange(102)
    return s


def literal(r):
    if r.random() < 0.5:
        return r.getrandbits(32)
    return r.choice(LIT_VALUES)


def put(v, lo, width, x):
    m = ((1 << width) - 1) << lo
    return (v & ~m) | ((x << lo) & m)


def get(v, lo, width):
    return (v >> lo) & ((1 << width) - 1)


def opcode(r, ops, width, limit=None, exists=0.85):
    """An opcode: mostly one that exists, else any value below limit."""
    if ops and r.random() < exists:
        return r.choice(ops)
    return r.randrange(limit if limit is not None else 1 << width)


def zero_reserved(r, v, fields, p=0.85):
    for lo, width in fields:
        if r.random() < p:
            v = put(v, lo, width, 0)
    return v


# where the FIELDs of data/isa/gfx9.txt rows are, per section (only those
# worth clearing when the chosen opcode does not use them: a non-zero unused
# field often makes the word invalid)
FIELD_BITS = {
    "SOP1": {"sdst": (16, 7), "ssrc0": (0, 8)},
    "SOP2": {"sdst": (16, 7)},
    "SOPK": {"sdst": (16, 7)},
    "SOPP": {"simm16": (0, 16)},
    "SMEM": {"sdata": (6, 7)},
    "VOP1": {"vdst": (17, 8), "src0": (0, 9)},
    "VOP2": {"vsrc1": (9, 8)},
    "VOP3": {"vdst": (0, 8), "src0": (32, 9), "src1": (41, 9), "src2": (50, 9)},
    "VOP3P": {"vdst": (0, 8), "src0": (32, 9), "src1": (41, 9), "src2": (50, 9)},
    "DS": {"vdst": (56, 8), "addr": (32, 8), "data0": (40, 8), "data1": (48, 8)},
    "FLAT": {"vdst": (56, 8), "vaddr": (32, 8), "vdata": (40, 8)},
    "GLOBAL": {"vdst": (56, 8), "vaddr": (32, 8), "vdata": (40, 8)},
    "SCRATCH": {"vdst": (56, 8), "vaddr": (32, 8), "vdata": (40, 8)},
    "MUBUF": {"vdata": (40, 8)},
    "MTBUF": {"vdata": (40, 8)},
    "MIMG": {"ssamp": (53, 5)},
}


# where the modifier bits are (MOD names of data/isa/gfx9.txt; `src0+m`: the
# float input modifier bits of a source, `src0+x`: its sext bit)
MOD_BITS = {
    "SMEM": {"glc": [(16, 1)], "nv": [(15, 1)]},
    "VOP3": {"clamp": [(15, 1)], "omod": [(59, 2)], "op_sel": [(11, 4)],
             "src0+m": [(8, 1), (61, 1)], "src1+m": [(9, 1), (62, 1)], "src2+m": [(10, 1), (63, 1)]},
    "VOP3P": {"clamp": [(15, 1)], "op_sel": [(11, 3)], "op_sel_hi": [(14, 1), (59, 2)],
              "neg_lo": [(61, 3)], "neg_hi": [(8, 3)]},
    "SDWA": {"clamp": [(45, 1)], "omod": [(46, 2)],
             "src0+m": [(52, 2)], "src0+x": [(51, 1)], "vsrc1+m": [(60, 2)], "vsrc1+x": [(59, 1)]},
    "DPP": {"src0+m": [(52, 2)], "vsrc1+m": [(54, 2)], "bound_ctrl": [(51, 1)]},
    "DS": {"gds": [(16, 1)]},
    "FLAT": {"glc": [(16, 1)], "slc": [(17, 1)], "lds": [(13, 1)]},
    "MUBUF": {"glc": [(14, 1)], "slc": [(17, 1)], "lds": [(16, 1)], "tfe": [(55, 1)],
              "offen": [(12, 1)], "idxen": [(13, 1)]},
    "MTBUF": {"tfe": [(55, 1)]},
    "MIMG": {"d16": [(63, 1)], "tfe": [(16, 1)], "lwe": [(17, 1)], "da": [(14, 1)], "a16": [(15, 1)],
             "r128": [(15, 1)], "unorm": [(12, 1)], "glc": [(13, 1)], "slc": [(25, 1)]},
}
MOD_BITS["GLOBAL"] = MOD_BITS["SCRATCH"] = MOD_BITS["FLAT"]


def clear_unused(r, v, sec, op, info, p=0.8):
    """Mostly clear the fields and modifier bits that no row of (sec, op) has."""
    used = info["used"].get((sec, op))
    if used is None:
        return v
    mods = info["mods"].get((sec, op), set())
    for name, (lo, width) in FIELD_BITS.get(sec, {}).items():
        if name not in used and r.random() < p:
            v = put(v, lo, width, 0)
    kind = sec.split("_")[1] if "_" in sec else sec
    for name, bits in MOD_BITS.get(kind, {}).items():
        if name in mods or name in used:
            continue
        if sec == "VOPC_SDWA" and name in ("clamp", "omod"):
            continue  # bits of sdst there
        if name == "r128" and "a16" in mods or name == "a16" and "r128" in mods:
            continue
        if r.random() < p:
            for lo, width in bits:
                v = put(v, lo, width, 0)
    return v


def align_reg(r, v, sec, op, info, field, lo, width, limit, p=0.7):
    """Mostly make a register field an aligned tuple below limit."""
    if r.random() >= p:
        return v
    n = info["width"].get((sec, op, field), 1)
    a = 4 if n >= 4 else n
    x = r.randrange(0, max(a, limit - n + 1), a)
    return put(v, lo, width, x)


def dword_bytes(v, n):
    return v.to_bytes(4 * n, "little")


def sdwa_dword(r, vopc):
    v = r.getrandbits(32)
    # sel value 7 makes llvm-mc 22 crash: keep the sels in 0..6
    for lo in ((16, 24) if vopc else (8, 16, 24)):
        v = put(v, lo, 3, r.randrange(7))
    if r.random() < 0.5:
        v = put(v, 0, 8, src9(r, False))
    return v


DPP_CTRLS = (list(range(0x100)) + list(range(0x101, 0x110)) + list(range(0x111, 0x120)) +
             list(range(0x121, 0x130)) + [0x130, 0x134, 0x138, 0x13C, 0x140, 0x141, 0x142, 0x143])


def dpp_dword(r):
    v = r.getrandbits(32)
    if r.random() < 0.85:
        v = put(v, 8, 9, r.choice(DPP_CTRLS))
    if r.random() < 0.85:
        v = put(v, 17, 2, 0)
    if r.random() < 0.5:
        v = put(v, 20, 4, 0)
    return v


def special_imm(r, kind):
    """A simm16 shaped like a hwreg(...), sendmsg(...) or waitcnt operand."""
    if kind == "hwreg":
        reg = r.choice(list(range(1, 8)) + list(range(15, 24)) + [r.randrange(64)])
        off = 0 if r.random() < 0.5 else r.randrange(32)
        size = 31 if r.random() < 0.4 else r.randrange(32)
        return reg | off << 6 | size << 11
    if kind == "sendmsg":
        msg = r.choice([1, 2, 3, 4, 5, 9, 10, 11, 15, r.randrange(16)])
        op = r.randrange(8) if r.random() < 0.7 else r.randrange(4)
        v = msg | op << 4 | (r.randrange(4) << 8 if r.random() < 0.5 else 0)
        return v if r.random() < 0.9 else v | r.getrandbits(16) & 0xFC00
    return r.getrandbits(16)


def gen_sample(sec, r, ops, info):
    """One random sample (bytes) of section sec."""
    o = ops.get(sec, [])
    lit = info["lit"]
    rnd = r.getrandbits

    def with_literal(v, need):
        return dword_bytes(v, 1) + (dword_bytes(literal(r), 1) if need else b"")

    if sec == "SOP2":
        v = put(rnd(32), 30, 2, 0b10)
        op = opcode(r, o, 7, 0x60)
        v = put(v, 23, 7, op)
        v = put(v, 0, 8, src9(r, False))
        v = put(v, 8, 8, src9(r, False))
        v = clear_unused(r, v, sec, op, info)
        return with_literal(v, get(v, 0, 8) == 255 or get(v, 8, 8) == 255)
    if sec == "SOPK":
        v = put(rnd(32), 28, 4, 0b1011)
        op = opcode(r, o, 5, 0x1D)
        if info["special"].get(sec) and r.random() < 0.4:
            op, kind = r.choice(info["special"][sec])
            v = put(v, 0, 16, special_imm(r, kind))
        elif r.random() < 0.3:
            v = put(v, 0, 16, r.randrange(0x400))
        v = put(v, 23, 5, op)
        v = clear_unused(r, v, sec, op, info)
        return with_literal(v, ("SOPK", op) in lit)
    if sec == "SOP1":
        v = put(rnd(32), 23, 9, 0x17D)
        op = opcode(r, o, 8)
        v = put(v, 8, 8, op)
        v = put(v, 0, 8, src9(r, False))
        v = clear_unused(r, v, sec, op, info)
        return with_literal(v, get(v, 0, 8) == 255)
    if sec == "SOPC":
        v = put(rnd(32), 23, 9, 0x17E)
        v = put(v, 16, 7, opcode(r, o, 7))
        v = put(v, 0, 8, src9(r, False))
        v = put(v, 8, 8, src9(r, False))
        return with_literal(v, get(v, 0, 8) == 255 or get(v, 8, 8) == 255)
    if sec == "SOPP":
        v = put(rnd(32), 23, 9, 0x17F)
        op = opcode(r, o, 7)
        x = r.random()
        if info["special"].get(sec) and x < 0.4:
            op, kind = r.choice(info["special"][sec])
            v = put(v, 0, 16, special_imm(r, kind))
        elif x < 0.65:
            v = put(v, 0, 16, r.randrange(0x400))
        elif x < 0.75:
            v = put(v, 0, 16, r.randrange(16))
        v = put(v, 16, 7, op)
        v = clear_unused(r, v, sec, op, info)
        return dword_bytes(v, 1)
    if sec == "SMEM":
        v = put(rnd(64), 26, 6, 0x30)
        op = opcode(r, o, 8)
        v = put(v, 18, 8, op)
        v = zero_reserved(r, v, [(13, 1), (53, 4)])
        if r.random() < 0.5:
            v = put(v, 32, 21, r.randrange(0x200))
        v = clear_unused(r, v, sec, op, info)
        v = align_reg(r, v, sec, op, info, "sdata", 6, 7, 102)
        if r.random() < 0.8:
            v = put(v, 0, 6, r.randrange(51))
        return dword_bytes(v, 2)
    if sec in ("VOP2", "VOP1", "VOPC", "VOP2_SDWA", "VOP1_SDWA", "VOPC_SDWA", "VOP2_DPP", "VOP1_DPP"):
        base, _, ext = sec.partition("_")
        o = ops.get(base, []) if not ext else (ops.get(sec, []) or ops.get(base, []))
        v = rnd(32)
        if base == "VOP2":
            v = put(v, 31, 1, 0)
            op = opcode(r, o, 6, 0x3E)
            v = put(v, 25, 6, op)
        elif base == "VOP1":
            v = put(v, 25, 7, 0x3F)
            op = opcode(r, o, 8)
            v = put(v, 9, 8, op)
        else:
            v = put(v, 25, 7, 0x3E)
            op = opcode(r, o, 8)
            v = put(v, 17, 8, op)
        if ext == "SDWA":
            v = put(v, 0, 9, 0xF9) | sdwa_dword(r, base == "VOPC") << 32
            v = zero_reserved(r, v, [(54, 1), (62, 1)], p=0.9)
            v = clear_unused(r, v, sec, op, info)
            return dword_bytes(v, 2)
        if ext == "DPP":
            v = put(v, 0, 9, 0xFA) | dpp_dword(r) << 32
            v = clear_unused(r, v, sec, op, info)
            return dword_bytes(v, 2)
        s = src9(r)
        if s in (0xF9, 0xFA) and r.random() < 0.9:
            s = 0x100 + r.randrange(256)
        v = put(v, 0, 9, s)
        v = clear_unused(r, v, base, op, info)
        if base == "VOPC" and r.random() < 0.04:
            # GFX9 has no VOPC DPP; see what llvm-mc makes of it
            v = put(v, 0, 9, 0xFA)
            return dword_bytes(v, 1) + dword_bytes(dpp_dword(r), 1)
        return with_literal(v, get(v, 0, 9) == 255 or (base, op) in lit)
    if sec == "VINTRP":
        v = put(rnd(32), 26, 6, 0x35)
        return dword_bytes(v, 1)
    if sec in ("VOP3", "VOP3P"):
        v = rnd(64)
        if sec == "VOP3":
            v = put(v, 26, 6, 0x34)
            op = opcode(r, o, 10)
            v = put(v, 16, 10, op)
        else:
            v = put(v, 23, 9, 0x1A7)
            op = opcode(r, o, 7)
            v = put(v, 16, 7, op)
        for lo in (32, 41, 50):
            s = src9(r)
            # a literal (255) in a GFX9 VOP3 source makes llvm-mc 22 crash
            if s == 255 and r.random() < 0.99:
                s = 256 + r.randrange(256)
            v = put(v, lo, 9, s)
        # op_sel, abs (VOP3) / neg_hi (VOP3P), neg, omod (VOP3) / op_sel_hi (VOP3P)
        v = zero_reserved(r, v, [(11, 4), (8, 3), (61, 3), (59, 2)], p=0.65)
        v = clear_unused(r, v, sec, op, info)
        return dword_bytes(v, 2)
    if sec == "DS":
        v = put(rnd(64), 26, 6, 0x36)
        op = opcode(r, o, 8)
        v = put(v, 17, 8, op)
        v = zero_reserved(r, v, [(25, 1)])
        v = clear_unused(r, v, sec, op, info)
        return dword_bytes(v, 2)
    if sec in ("FLAT", "GLOBAL", "SCRATCH"):
        v = put(rnd(64), 26, 6, 0x37)
        op = opcode(r, o, 7)
        v = put(v, 18, 7, op)
        v = put(v, 14, 2, {"FLAT": 0, "SCRATCH": 1, "GLOBAL": 2}[sec])
        if r.random() < 0.03:
            v = put(v, 14, 2, 3)
        v = zero_reserved(r, v, [(25, 1), (55, 1), (13, 1)])
        x = r.random()
        if sec == "FLAT" and x < 0.8:
            v = put(v, 48, 7, 0)  # FLAT wants saddr 0
        elif x < 0.4:
            v = put(v, 48, 7, 0x7F)
        elif x < 0.7:
            v = put(v, 48, 7, r.randrange(0, 102, 2 if sec == "GLOBAL" else 1))
        v = clear_unused(r, v, sec, op, info)
        return dword_bytes(v, 2)
    if sec == "MUBUF":
        v = put(rnd(64), 26, 6, 0x38)
        op = opcode(r, o, 7)
        v = put(v, 18, 7, op)
        v = zero_reserved(r, v, [(25, 1), (15, 1), (53, 2)])
        v = put(v, 56, 8, soffset(r))
        if r.random() < 0.85:
            v = put(v, 48, 5, r.randrange(25))
        v = clear_unused(r, v, sec, op, info)
        return dword_bytes(v, 2)
    if sec == "MTBUF":
        v = put(rnd(64), 26, 6, 0x3A)
        op = opcode(r, o, 4)
        v = put(v, 15, 4, op)
        v = put(v, 56, 8, soffset(r))
        v = zero_reserved(r, v, [(53, 1)])
        if r.random() < 0.85:
            v = put(v, 48, 5, r.randrange(25))
        v = clear_unused(r, v, sec, op, info)
        return dword_bytes(v, 2)
    if sec == "MIMG":
        v = put(rnd(64), 26, 6, 0x3C)
        op = opcode(r, o, 7)
        v = put(v, 18, 7, op)
        v = zero_reserved(r, v, [(0, 8), (58, 5)])
        if r.random() < 0.85:
            v = put(v, 48, 5, r.randrange(25))
        if r.random() < 0.85:
            v = put(v, 53, 5, r.randrange(25))
        v = clear_unused(r, v, sec, op, info)
        return dword_bytes(v, 2)
    if sec == "EXP":
        v = put(rnd(64), 26, 6, 0x31)
        v = zero_reserved(r, v, [(13, 13)])
        return dword_bytes(v, 2)
    if sec == "random32":
        return dword_bytes(rnd(32), 1)
    raise ValueError(sec)


def plan(cpu, names, table=False):
    """Samples per section for cpu (`table`: sections drawn from its
    table, which has every format it has: GFX11 has no VINTRP)."""
    total = RANDOM_TARGET[cpu] - RANDOM32[cpu]
    floor = max(40, total // 80)
    # sections of formats the processor has (GFX8: no GLOBAL, SCRATCH, VOP3P)
    secs = [s for s in SECTIONS if names.get(s, 0) or (s in ("VINTRP", "EXP") and not table)]
    # (table-drawn sections: those of the processor's table; the GFX9
    # sampler draws only the sections it knows, so gfx950's VOP3PX2 is
    # left to dis-cases)
    if table:
        secs += [s for s in names if s not in SECTIONS and names[s]]
    weight = {s: names.get(s, 0) for s in secs}
    if "VINTRP" in weight:
        weight["VINTRP"] = max(weight["VINTRP"], 3)
    if "EXP" in weight:
        weight["EXP"] = max(weight["EXP"], 1)
    n = sum(weight.values())
    out = {s: max(floor, round(total * weight[s] / n)) for s in secs}
    out["random32"] = RANDOM32[cpu]
    return out


def table_sampler(cpu):
    """For a processor whose random words tools/mkcorpus.py draws from
    data/isa/layouts.txt and its table (mkcorpus.LAYOUT_DRIVEN: GFX10+),
    (names per section, sampler(sec, r) -> bytes); else None."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import mkcorpus
    if cpu not in mkcorpus.LAYOUT_DRIVEN:
        return None
    mkcorpus.use_table_encodings(cpu)
    fams = {f.name: f for f in mkcorpus.FAMILIES}
    names = {f.name: len(f.ops) for f in mkcorpus.FAMILIES}

    def sample(sec, r):
        if sec == "random32":
            return dword_bytes(r.getrandbits(32), 1)
        f = fams[sec]
        ws = mkcorpus.make_word(f, r.choice(f.ops), r, set())
        return b"".join(x.to_bytes(4, "little") for x in ws)
    return names, sample


def make_random(cpu, pool, tmpdir, only_sec=None, count=3000):
    """dis-random.txt; with `only_sec`, `count` samples of that section
    alone (dis-vopd.txt: section VOPD)."""
    ts = table_sampler(cpu)
    if only_sec:
        if not ts or not ts[0].get(only_sec):
            raise SystemExit("%s: no section %s in its table" % (cpu, only_sec))
        names, sample = ts
        counts = {only_sec: count}
    elif ts:
        names, sample = ts
        counts = plan(cpu, names, table=True)
    else:
        ops, names, info = load_table(cpu)
        counts = plan(cpu, names)
    batches = []
    for sec, n in counts.items():
        r = random.Random("mkdiscorpus:%s:%s" % (cpu, sec))
        if ts:
            samples = [(sec, sample(sec, r)) for _ in range(n)]
        else:
            samples = [(sec, gen_sample(sec, r, ops, info)) for _ in range(n)]
        for i in range(0, len(samples), BATCH):
            batches.append(samples[i:i + BATCH])
    results = list(pool.map(lambda b: _decode_batch(cpu, b, tmpdir), batches))
    per = collections.OrderedDict((s, []) for s in counts)
    dropped = []
    for units, drop in results:
        dropped += drop
        for sec, ctx, size, text, enc in units:
            per[sec].append(case_line(ctx, size, text, enc))
    seen = set()
    lines = []
    stats = collections.OrderedDict()
    for sec, cases in per.items():
        kept = []
        for c in cases:
            if c in seen:
                continue
            seen.add(c)
            kept.append(c)
            if len(kept) >= counts[sec]:
                break
        stats[sec] = (len(kept), sum(1 for c in kept if c.endswith("\t<invalid>")))
        lines.append("# section: %s" % sec)
        lines += kept
    head = [
        ("# Disassembly corpus for %s: random instruction words per encoding family." % cpu
         if not only_sec else
         "# Disassembly corpus for %s: random %s words (tools/mkdiscorpus.py --only %s)."
         % (cpu, only_sec, only_sec.lower())),
        "# Generated by tools/mkdiscorpus.py with llvm-mc --disassemble (%s;" % mc_version(),
        "# unit sizes from llvm-objdump of the same version); do not edit by hand.",
        "# Line: <bytes>\\t<len>\\t<text>: disassembling <bytes> from offset 0, the first",
        "# unit takes <len> bytes and prints <text> (`<invalid>`: llvm-mc warns `invalid",
        "# instruction encoding` there and skips 4 bytes) and <encoding> as its encoding",
        "# comment.  See tests/corpus/README.md.",
        "# Samples on which llvm-mc 22 crashed (dropped): %d%s" % (
            len(dropped), "" if not dropped else " (e.g. %s: %s)" % (dropped[0][0], fmt_bytes(dropped[0][1]))),
    ]
    return head + lines, stats, dropped


def make_cases(cpu, src, tmpdir):
    """dis-cases.txt from dis-cases.in: chosen words (one sample a line, hex
    bytes separated by blanks or commas; `#` comments; `# section: NAME`
    names the following group), each decoded by the reference."""
    samples = []
    sec = "cases"
    for line in open(src):
        line = line.strip()
        if line.startswith("# section:"):
            sec = line.split(":", 1)[1].strip()
            continue
        if not line or line.startswith("#"):
            continue
        b = bytes(int(x, 16) for x in line.replace(",", " ").split())
        samples.append((sec, b))
    dropped = []
    units = decode_samples(cpu, samples, tmpdir, dropped)
    lines = [
        "# Disassembly cases for %s: the words of dis-cases.in (chosen by hand)," % cpu,
        "# decoded by tools/mkdiscorpus.py --only cases with llvm-mc --disassemble (%s;" % mc_version(),
        "# unit sizes from llvm-objdump of the same version); do not edit by hand.",
        "# Line: <bytes>\\t<len>\\t<text>\\t<encoding> as in dis-random.txt.  See tests/corpus/README.md.",
        "# Samples on which llvm-mc 22 crashed (dropped): %d" % len(dropped),
    ]
    cur = None
    for s, ctx, size, text, enc in units:
        if s != cur:
            lines.append("# section: %s" % s)
            cur = s
        lines.append(case_line(ctx, size, text, enc))
    return lines, len(units), dropped


def make_listing(cpu):
    """dis-listing.txt for a processor llvm-mc 22 cannot disassemble (GFX6,
    GFX7): the accepted texts of its random.txt assembled by llvm-mc with
    -show-encoding, each encoding with the text llvm-mc prints for it (the
    text its disassembler would print: the same printer). Kept where the
    printed text assembles again to the same bytes and prints the same."""
    src = os.path.join(ROOT, "tests", "corpus", cpu, "random.txt")
    texts, sections = [], []
    section = "listing"   # random.txt's `# section:` names carry over (legacy)
    for line in open(src):
        if line.startswith("# section: "):
            section = line[len("# section: "):].strip()
        if line.startswith("#") or "\t" not in line:
            continue
        t, exp = line.rstrip("\n").split("\t", 1)
        if exp not in ("error", "-"):
            texts.append(t)
            sections.append(section)
    pat = re.compile(r"^\s*(.*?)\s*; encoding: \[(.*)\]")

    def listing(lines):
        p = subprocess.run([LLVM + "/llvm-mc", "-arch=amdgcn", "-mcpu=" + cpu, "-show-encoding"],
                           input="\n".join(lines) + "\n", capture_output=True, text=True)
        return [(re.sub(r"\s+", " ", m.group(1)), m.group(2))
                for m in map(pat.match, p.stdout.splitlines()) if m]

    first = listing(texts)
    if len(first) != len(texts):
        raise SystemExit("%s: %d accepted texts but %d listed" % (src, len(texts), len(first)))
    again = listing([t for t, _ in first])
    # `clamp` that writes no bit (GFX6/7 VOP3B: v_div_scale) is printed
    # from the text, not from the bytes: such a case is no disassembler's.
    clamped = [i for i, (t, _) in enumerate(first) if " clamp" in t]
    unclamped = listing([first[i][0].replace(" clamp", "") for i in clamped])
    no_bit = {i for i, (_, b) in zip(clamped, unclamped) if b == first[i][1]}
    seen = set()
    units = []
    for i, ((t, b), (t2, b2)) in enumerate(zip(first, again)):
        if (t, b) != (t2, b2) or b in seen or i in no_bit:
            continue
        seen.add(b)
        units.append((t, bytes(int(x, 16) for x in b.split(",")), sections[i]))
    lines = [
        "# Disassembly corpus for %s from llvm-mc's printed text: llvm-mc 22 does not" % cpu,
        "# disassemble %s, so the accepted texts of random.txt are assembled by it with" % cpu,
        "# -show-encoding and each encoding paired with the text it prints (kept where",
        "# that text assembles to the same bytes and prints the same again, and not where",
        "# it prints a clamp that writes no bit). Made by",
        "# tools/mkdiscorpus.py --only listing (%s); do not edit by hand." % mc_version(),
        "# Line: <bytes>\\t<len>\\t<text>\\t<encoding> as in dis-random.txt.  See tests/corpus/README.md.",
    ]
    section = None
    for t, b, sec in units:
        if sec != section:
            lines.append("# section: " + sec)
            section = sec
        lines.append(case_line(b, len(b), t, b))
    return lines, len(units)


def _decode_batch(cpu, batch, tmpdir):
    dropped = []
    units = decode_samples(cpu, batch, tmpdir, dropped)
    return units, dropped


# ---------------------------------------------------------------------------
# Real code
# ---------------------------------------------------------------------------


def fetch_packages(cache):
    """Download (if needed) and extract the packages; [(package, deb name, dir)]."""
    os.makedirs(cache, exist_ok=True)
    out = []
    for pkg in REAL_PACKAGES:
        debs = sorted(glob.glob(os.path.join(cache, pkg + "_*.deb")))
        if not debs:
            p = subprocess.run(["apt-get", "download", pkg], cwd=cache, capture_output=True, text=True)
            debs = sorted(glob.glob(os.path.join(cache, pkg + "_*.deb")))
            if not debs:
                sys.stderr.write("cannot download %s (run `apt-get update` once?): %s\n" % (pkg, p.stderr.strip()))
                continue
        deb = debs[-1]
        xdir = os.path.join(cache, "x", os.path.basename(deb)[:-4])
        if not os.path.isdir(xdir):
            tmp = xdir + ".tmp"
            subprocess.run(["rm", "-rf", tmp], check=True)
            os.makedirs(tmp)
            subprocess.run(["dpkg-deb", "-x", deb, tmp], check=True)
            os.rename(tmp, xdir)
        out.append((pkg, os.path.basename(deb), xdir))
    return out


def elf_files(xdir):
    out = []
    for dp, dn, fn in os.walk(xdir):
        dn.sort()
        for f in sorted(fn):
            path = os.path.join(dp, f)
            if os.path.islink(path) or not os.path.isfile(path):
                continue
            with open(path, "rb") as fh:
                if fh.read(4) == b"\x7fELF":
                    out.append(path)
    return out


def decompress_ccob(data, off):
    """A compressed offload bundle at off: (bundle bytes or None, why)."""
    try:
        version, method = struct.unpack_from("<HH", data, off + 4)
        if version == 1:
            hdr = 4 + 2 + 2 + 4 + 8
            usize, = struct.unpack_from("<I", data, off + 8)
            total = None
        elif version == 2:
            hdr = 4 + 2 + 2 + 4 + 4 + 8
            total, usize = struct.unpack_from("<II", data, off + 8)
        elif version == 3:
            hdr = 4 + 2 + 2 + 8 + 8 + 8
            total, usize = struct.unpack_from("<QQ", data, off + 8)
        else:
            return None, "unknown CCOB version %d" % version
        end = off + total if total else len(data)
        blob = bytes(data[off + hdr:end])
        if method == 0:
            return zlib.decompressobj().decompress(blob)[:usize], ""
        if method == 1:
            p = subprocess.run(["zstd", "-d", "-c"], input=blob, capture_output=True)
            if p.returncode != 0 and not p.stdout:
                return None, "zstd failed or missing"
            return p.stdout[:usize], ""
        return None, "unknown CCOB method %d" % method
    except (struct.error, zlib.error, OSError) as e:
        return None, str(e)


def bundle_entries(data, off):
    """Entries of an uncompressed bundle at off: [(target, bytes)]."""
    out = []
    p = off + 24
    num, = struct.unpack_from("<Q", data, p)
    p += 8
    if num > 1000:
        return out
    for _ in range(num):
        eo, es, tl = struct.unpack_from("<QQQ", data, p)
        p += 24
        target = bytes(data[p:p + tl]).decode("ascii", "replace")
        p += tl
        out.append((target, lambda a=off + eo, b=off + eo + es: bytes(data[a:b])))
    return out


def elf_texts(obj):
    """Bytes of the executable sections of an ELF64 code object."""
    if obj[:4] != b"\x7fELF" or obj[4] != 2:
        return []
    shoff, = struct.unpack_from("<Q", obj, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", obj, 0x3A)
    out = []
    for i in range(shnum):
        name, typ, flags, addr, off, size = struct.unpack_from("<IIQQQQ", obj, shoff + i * shentsize)
        if typ == 1 and flags & 4 and size:
            out.append(obj[off:off + size])
    return out


def target_cpu(target):
    # hipv4-amdgcn-amd-amdhsa--gfx900:xnack-
    if "amdgcn" not in target or "--" not in target:
        return None
    return target.split("--", 1)[1].split(":")[0]


def collect_code(cache, cpus, log):
    """{cpu: [(where, text bytes)]} for cpus, in package/bundle order; the count
    of every target seen; notes."""
    code = collections.defaultdict(list)
    size = collections.Counter()
    seen_targets = collections.Counter()
    notes = []

    def handle(where, entries):
        for target, obj in entries:
            cpu = target_cpu(target)
            if cpu is None:
                continue
            seen_targets[target] += 1
            if cpu not in cpus:
                continue
            for t in elf_texts(obj()):
                code[cpu].append((where, t))
                size[cpu] += len(t)

    for pkg, deb, xdir in fetch_packages(cache):
        for path in elf_files(xdir):
            with open(path, "rb") as fh:
                try:
                    data = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ)
                except ValueError:
                    continue
                n = 0
                i = data.find(b"__CLANG_OFFLOAD_BUNDLE__")
                while i >= 0:
                    handle("%s %s bundle %d" % (deb, os.path.basename(path), n), bundle_entries(data, i))
                    n += 1
                    i = data.find(b"__CLANG_OFFLOAD_BUNDLE__", i + 24)
                i = data.find(b"CCOB")
                while i >= 0:
                    version, method = struct.unpack_from("<HH", data, i + 4) if i + 8 <= len(data) else (0, 0)
                    if version in (1, 2, 3) and method in (0, 1):
                        blob, why = decompress_ccob(data, i)
                        if blob is not None and blob.startswith(b"__CLANG_OFFLOAD_BUNDLE__"):
                            handle("%s %s compressed bundle %d" % (deb, os.path.basename(path), n),
                                   bundle_entries(blob, 0))
                            n += 1
                        else:
                            notes.append("skipped a compressed bundle in %s at %d: %s"
                                         % (os.path.basename(path), i, why or "not a bundle"))
                    i = data.find(b"CCOB", i + 4)
                data.close()
    log("targets seen: " + ", ".join("%s (%d)" % kv for kv in sorted(seen_targets.items())))
    for n in notes:
        log(n)
    return code, seen_targets, notes


def make_real(cpu, code, pool, tmpdir, debs):
    """Lines of dis-real.txt for cpu, or None when there is no code."""
    objs = code.get(cpu, [])
    if not objs:
        return None, None
    # the code objects in an order shuffled per processor (gfx906 and gfx908
    # share most of their code byte for byte), up to the .text budget
    order = list(range(len(objs)))
    random.Random("mkdiscorpus:real:%s" % cpu).shuffle(order)
    chosen = []
    size = 0
    for where, t in (objs[i] for i in order):
        if size >= REAL_TEXT_BUDGET:
            break
        if len(t) % 4:
            t = t[:len(t) - len(t) % 4]
        chosen.append((where, t))
        size += len(t)

    def one(item):
        where, t = item
        try:
            return where, t, decode(cpu, t, tmpdir), None
        except Crash as e:
            return where, t, None, str(e)

    first = {}  # instruction bytes -> (context, size, text)
    texts = collections.defaultdict(set)
    crashed = []
    for where, t, units, err in pool.map(one, chosen):
        if units is None:
            crashed.append(where)
            continue
        for off, sz, text, enc in units:
            key = t[off:off + sz]
            texts[key].add(text)
            if key not in first:
                first[key] = (t[off:off + CTX], sz, text, enc)
    keys = sorted(first)
    conflicts = sum(1 for k in keys if len(texts[k]) > 1)
    # pick evenly from the sorted set, within the byte budget
    avg = sum(len(case_line(*first[k])) + 1 for k in keys) / max(1, len(keys))
    n = min(len(keys), REAL_MAX, int(REAL_BUDGET / avg))
    picked = [keys[(i * len(keys)) // n] for i in range(n)] if n else []
    head = [
        "# Disassembly corpus for %s: distinct instructions (by bytes) of real compiled code." % cpu,
        "# Generated by tools/mkdiscorpus.py with llvm-mc --disassemble (%s;" % mc_version(),
        "# unit sizes from llvm-objdump of the same version); do not edit by hand.",
        "# Code: the .text of the %s code objects in the clang offload bundles of" % cpu,
        "# %s," % ", ".join(debs),
        "# %d of the %d code objects (%d bytes of .text), in an order shuffled by a" % (len(chosen), len(objs), size),
        "# seeded generator per processor, until %d bytes; each" % REAL_TEXT_BUDGET,
        "# instruction's <bytes> come from its first occurrence, 16 bytes of the real stream.",
        "# %d distinct units (%d invalid) found, %d picked evenly from the sorted set;" % (
            len(keys), sum(1 for k in keys if first[k][2] == "<invalid>"), n),
        "# code objects on which llvm-mc crashed: %d; units whose text differed between" % len(crashed),
        "# occurrences: %d." % conflicts,
        "# Line: <bytes>\\t<len>\\t<text>[\\t<encoding>].  See tests/corpus/README.md.",
        "# section: real",
    ]
    lines = head + [case_line(*first[k]) for k in picked]
    return lines, {"objects": len(chosen), "text": size, "distinct": len(keys), "picked": n,
                   "invalid": sum(1 for k in picked if first[k][2] == "<invalid>"),
                   "conflicts": conflicts, "crashed": len(crashed)}


# ---------------------------------------------------------------------------


def write(path, lines):
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mcpu", action="append", choices=CPUS, help="processor (repeatable; default: all)")
    ap.add_argument("--only", action="append", choices=["random", "real", "cases", "listing", "vopd", "vopd3"],
                    help="which corpus (default: random and real)")
    ap.add_argument("--cache", default="/tmp/mkdiscorpus-cache", help="where packages are downloaded")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    cpus = args.mcpu or CPUS
    only = args.only or ["random", "real", "listing"]
    # llvm-mc 22 disassembles no GFX6/7: their corpus is the listing one.
    legacy = [c for c in cpus if c in ("gfx700", "gfx601")]
    if "listing" in only:
        for cpu in legacy:
            lines, n = make_listing(cpu)
            path = os.path.join(ROOT, "tests", "corpus", cpu, "dis-listing.txt")
            write(path, lines)
            sys.stderr.write("%s: %d cases\n" % (path, n))
    cpus = [c for c in cpus if c not in legacy]

    def log(msg):
        sys.stderr.write(msg + "\n")

    with tempfile.TemporaryDirectory() as tmpdir, \
            concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        if "random" in only:
            for cpu in cpus:
                lines, stats, dropped = make_random(cpu, pool, tmpdir)
                path = os.path.join(ROOT, "tests", "corpus", cpu, "dis-random.txt")
                write(path, lines)
                log("%s: %d cases, %d dropped (crash)" % (path, sum(n for n, _ in stats.values()), len(dropped)))
                for sec, (n, inv) in stats.items():
                    log("  %-10s %5d cases, %4d invalid" % (sec, n, inv))
        for sec in ("VOPD", "VOPD3"):
            if sec.lower() not in only:
                continue
            for cpu in cpus:
                lines, stats, dropped = make_random(cpu, pool, tmpdir, only_sec=sec)
                path = os.path.join(ROOT, "tests", "corpus", cpu, "dis-%s.txt" % sec.lower())
                write(path, lines)
                log("%s: %d cases, %d dropped (crash)" % (path, sum(n for n, _ in stats.values()), len(dropped)))
        if "real" in only:
            code, targets, notes = collect_code(args.cache, cpus, log)
            debs = sorted({where.split()[0] for objs in code.values() for where, _ in objs})
            for cpu in cpus:
                lines, stats = make_real(cpu, code, pool, tmpdir, debs)
                path = os.path.join(ROOT, "tests", "corpus", cpu, "dis-real.txt")
                if lines is None:
                    log("%s: no code objects for %s; not written" % (path, cpu))
                    continue
                write(path, lines)
                log("%s: %s" % (path, stats))
        if "cases" in only:
            for cpu in cpus:
                src = os.path.join(ROOT, "tests", "corpus", cpu, "dis-cases.in")
                if not os.path.exists(src):
                    continue
                lines, n, dropped = make_cases(cpu, src, tmpdir)
                path = os.path.join(ROOT, "tests", "corpus", cpu, "dis-cases.txt")
                write(path, lines)
                log("%s: %d cases, %d dropped (crash)" % (path, n, len(dropped)))
        for k, v in sorted(STATS.items()):
            log("note: %s: %d units, e.g." % (k, v))
            for e in EXAMPLES[k]:
                log("    " + e)


if __name__ == "__main__":
    main()
