#!/usr/bin/env python3
"""Make the golden corpora under tests/corpus/ with the reference assembler.

The reference is llvm-mc 22; llvm-mc 14 is the witness for the few cases where
the seeds (the specification) win over llvm-mc 22 (see
/work/shared/seeds/README.md).  Only this tool needs llvm-mc; the project and
its tests never do.  Python 3 standard library only; every random choice comes
from a seeded generator, so the same llvm-mc gives the same files.

Corpus line format (one case per line, read by crates/amdgpu-asm/tests/corpus.rs):

    <asm text>\\t<expectation>

where the expectation is lowercase comma-separated bytes (0x01,0x02,...), the
word `error` (the reference rejects the line) or `-` (no bytes and no error,
e.g. a symbol definition or a label).  Lines starting with `#` are comments;
`# section: NAME` starts a named group of cases (used for per-group stats).
Blank lines are ignored.  When a file is assembled, every comment or blank line
becomes an empty source line, so source line numbers equal file line numbers.

Files written (for --mcpu gfx900, into tests/corpus/gfx900/):

  random.txt        (GFX9 encodings: gfx900 and its GFX9 relatives only)
                    random instruction words per encoding family ->
                    llvm-mc --disassemble -> text -> llvm-mc (assemble) ->
                    the accepted lines with the bytes of the re-assembly.
                    (GFX6/7, which llvm-mc 22 does not disassemble:
                    --random-from gfx803 judges gfx803's texts instead, then
                    a section `legacy` of random texts of the instructions
                    of tools/legacy_candidates.txt; see legacy_texts.)
  syntax.txt        tools/corpus_cases/gfx900_syntax.s, every line judged by
                    llvm-mc 22 with the whole file assembled at once (symbols
                    and labels defined on earlier lines are visible).
  syntax-seed.txt   tools/corpus_cases/gfx900_syntax_seed.s: the cases where
                    the seed wins over llvm-mc 22, expectations from the
                    witness (llvm-mc 14) or from an equivalent spelling that the
                    seed defines; each case is preceded by a comment naming the
                    seed section and followed by what llvm-mc 22 says.

Examples:

  tools/mkcorpus.py                      # everything, default paths
  tools/mkcorpus.py --only random --count 26000 --seed 1
  tools/mkcorpus.py --only syntax --only seed
"""

import argparse
import concurrent.futures
import os
import random
import re
import struct
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import layouts  # noqa: E402  (data/isa/layouts.txt)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_MC = "/usr/lib/llvm-22/bin/llvm-mc"
DEFAULT_WITNESS = "/usr/lib/llvm-14/bin/llvm-mc"

DIAG_RE = re.compile(r"^<stdin>:(\d+):(\d+): (error|warning|note): (.*)$")
ENC_RE = re.compile(r"^\s*(.*?)\s*; encoding: \[([^\]]*)\]")


# ---------------------------------------------------------------------------
# Running llvm-mc
# ---------------------------------------------------------------------------


class Mc:
    """One llvm-mc binary and processor."""

    def __init__(self, path, mcpu, jobs, mattr=None):
        self.path = path
        self.mcpu = mcpu
        self.jobs = jobs
        self.mattr = mattr

    def run(self, src, extra=(), out=None):
        args = [self.path, "-arch=amdgcn", "-mcpu=" + self.mcpu] + list(extra)
        if self.mattr:
            args.append("-mattr=" + self.mattr)
        if out is not None:
            args += ["-o", out]
        p = subprocess.run(args, input=src, capture_output=True, text=True)
        return p.stdout, p.stderr, p.returncode

    def map(self, fn, items):
        """fn over items with up to `jobs` llvm-mc processes at once, in order."""
        if self.jobs <= 1 or len(items) <= 1:
            return [fn(x) for x in items]
        with concurrent.futures.ThreadPoolExecutor(self.jobs) as ex:
            return list(ex.map(fn, items))


def diags(stderr, kind="error"):
    """{line: [message, ...]} for diagnostics of one kind."""
    res = {}
    for l in stderr.splitlines():
        m = DIAG_RE.match(l)
        if m and m.group(3) == kind:
            res.setdefault(int(m.group(1)), []).append(m.group(4))
    return res


def fmt_bytes(bs):
    return ",".join("0x%02x" % b for b in bs)


def dwords_to_bytes(ws):
    return b"".join(struct.pack("<I", w & 0xFFFFFFFF) for w in ws)


# Marker between cases: `s_mov_b32 s101, 0xbf80NNNN` (SOP1 with a literal).
# Its literal dword, read on its own, is `s_nop NNNN`, so a case that eats the
# marker's first dword lets the stream fall back in step at once.  The index
# NNNN tells which markers survived; only cases between two consecutive
# surviving markers are trusted.
MARK_W0 = 0xBEE500FF
MARK_TEXT_RE = re.compile(r"^s_mov_b32 s101, 0xbf80([0-9a-f]{4})$")
BATCH = 2000  # cases per llvm-mc run (indices must stay below 0x10000)


def marker_words(i):
    return [MARK_W0, 0xBF800000 | i]


def _disasm_batch(mc, cands):
    """Disassemble one batch; on an llvm-mc crash (it happens: llvm-mc 22
    segfaults printing some diagnostics), split the batch and retry, and drop
    a single case that still crashes."""
    res = _disasm_batch1(mc, cands)
    if res is not None:
        return res
    if len(cands) == 1:
        return [None]
    h = len(cands) // 2
    return _disasm_batch(mc, cands[:h]) + _disasm_batch(mc, cands[h:])


def _disasm_batch1(mc, cands):
    lines = []
    for i, c in enumerate(cands):
        lines.append(fmt_bytes(dwords_to_bytes(marker_words(i))))
        lines.append(fmt_bytes(dwords_to_bytes(c)))
    lines.append(fmt_bytes(dwords_to_bytes(marker_words(len(cands)))))
    out, err, rc = mc.run("\n".join(lines) + "\n", ["--disassemble"])
    if rc < 0:
        return None
    warn = set()
    for l in err.splitlines():
        m = DIAG_RE.match(l)
        if m:
            warn.add(int(m.group(1)))
    res = [None] * len(cands)
    cur, seg = None, []
    for l in out.splitlines():
        t = l.strip()
        if not t:
            continue
        m = MARK_TEXT_RE.match(t)
        if m:
            j = int(m.group(1), 16)
            if cur is not None and j == cur + 1 and cur < len(cands):
                if len(seg) == 1 and (2 * cur + 2) not in warn:
                    res[cur] = seg[0]
            cur, seg = j, []
        else:
            seg.append(t)
    return res


def disassemble(mc, cands):
    """Text of each candidate (a list of dwords), or None when it does not
    decode as exactly one instruction using exactly its bytes."""
    for c in cands:
        assert MARK_W0 not in c
    chunks = [cands[i : i + BATCH] for i in range(0, len(cands), BATCH)]
    res = []
    for r in mc.map(lambda ch: _disasm_batch(mc, ch), chunks):
        res.extend(r)
    return res


def parse_enc(s):
    """'0x01,A,0x02' -> list of ints, None for fixup placeholders."""
    res = []
    for tok in s.split(","):
        tok = tok.strip()
        if not tok:
            continue
        res.append(int(tok, 16) if tok.startswith("0x") else None)
    return res


def _asm_batch(mc, texts):
    res = _asm_batch1(mc, texts)
    if res is not None:
        return res
    if len(texts) == 1:
        return [None]
    h = len(texts) // 2
    return _asm_batch(mc, texts[:h]) + _asm_batch(mc, texts[h:])


def _asm_batch1(mc, texts):
    lines = []
    for i, t in enumerate(texts):
        lines.append("s_mov_b32 s101, 0x%08x" % (0xBF800000 | i))
        lines.append(t)
    lines.append("s_mov_b32 s101, 0x%08x" % (0xBF800000 | len(texts)))
    out, err, rc = mc.run("\n".join(lines) + "\n", ["-show-encoding"])
    if rc < 0:
        return None
    errs = diags(err)
    res = [None] * len(texts)
    cur, seg = None, []
    for l in out.splitlines():
        m = ENC_RE.match(l)
        if not m:
            continue
        bs = parse_enc(m.group(2))
        if len(bs) == 8 and bs[:4] == list(struct.pack("<I", MARK_W0)) and bs[6:] == [0x80, 0xBF]:
            j = bs[4] | bs[5] << 8
            if cur is not None and j == cur + 1 and cur < len(texts):
                ln = 2 * cur + 2
                if ln in errs and not seg:
                    res[cur] = ("error", errs[ln])
                elif ln not in errs and len(seg) == 1 and None not in seg[0]:
                    res[cur] = ("ok", seg[0])
            cur, seg = j, []
        else:
            seg.append(bs)
    return res


def assemble_lines(mc, texts):
    """Assemble independent one-line cases.  For each: ('ok', bytes),
    ('error', messages) or None (could not be told apart)."""
    chunks = [texts[i : i + BATCH] for i in range(0, len(texts), BATCH)]
    res = []
    for r in mc.map(lambda ch: _asm_batch(mc, ch), chunks):
        res.extend(r)
    return res


# ---------------------------------------------------------------------------
# Random corpus
# ---------------------------------------------------------------------------


class Family:
    """An encoding family: fixed prefix bits of the first dword, the opcode
    field, the size in dwords, the opcode values that belong to it."""

    def __init__(self, name, ndw, mask, value, op=None, ops=None, base=None, sel=None,
                 lit_srcs=(), nsa=None, null=(), wide=None):
        self.name = name
        # (mask, value) over the whole word where match bits reach past the
        # first dword (GFX11 VOP3 DPP: src0 = 0xfa in the second)
        self.wide = wide
        self.ndw = ndw
        self.mask = mask
        self.value = value
        # the opcode field: (lo bit, width), or its pieces [(lo, width), ...]
        # from the value's low bits up (a split field, layouts.txt)
        self.op = [op] if isinstance(op, tuple) else op
        if ops is None:
            ops = range(1 << layouts.width_of(self.op)) if op else [0]
        self.ops = list(ops)
        self.base = base  # SDWA/DPP: ops are (base family, opcode)
        # SDWA/DPP: src0 value 0xF9 / 0xFA (a list: DPP8's 0xE9 or 0xEA)
        self.sel = sel if sel is None or isinstance(sel, list) else [sel]
        # source fields (pieces of the whole word) where 255 asks for a
        # literal dword after the word (GFX10+ VOP3/VOP3P)
        self.lit_srcs = lit_srcs
        # MIMG: the field giving the number of extra NSA address dwords
        self.nsa = nsa
        # [(pieces, code)]: SGPR fields where the `null` register says "none"
        # (GFX10+ saddr `off`, SMEM soffset), set to it in half the words
        self.null = null


# GFX9 encodings.  Opcode ranges stop where a longer prefix starts (SOP2 ops
# 0x60.. are SOPK/SOP1/SOPC/SOPP, SOPK 0x1D.. are SOP1/SOPC/SOPP, VOP2 0x3E/0x3F
# are VOPC/VOP1, VOP3 0x380.. is VOP3P).
BASE_FAMILIES = [
    Family("SOP2", 1, 0xC0000000, 0x80000000, (23, 7), range(0x60)),
    Family("SOPK", 1, 0xF0000000, 0xB0000000, (23, 5), range(0x1D)),
    Family("SOP1", 1, 0xFF800000, 0xBE800000, (8, 8)),
    Family("SOPC", 1, 0xFF800000, 0xBF000000, (16, 7)),
    Family("SOPP", 1, 0xFF800000, 0xBF800000, (16, 7)),
    Family("SMEM", 2, 0xFC000000, 0xC0000000, (18, 8)),
    Family("VOP1", 1, 0xFE000000, 0x7E000000, (9, 8)),
    Family("VOP2", 1, 0x80000000, 0x00000000, (25, 6), range(0x3E)),
    Family("VOPC", 1, 0xFE000000, 0x7C000000, (17, 8)),
    Family("VOP3", 2, 0xFC000000, 0xD0000000, (16, 10), range(0x380)),
    Family("VOP3P", 2, 0xFF800000, 0xD3800000, (16, 7)),
    Family("VINTRP", 1, 0xFC000000, 0xD4000000, (16, 2)),
    Family("DS", 2, 0xFC000000, 0xD8000000, (17, 8)),
    Family("FLAT", 2, 0xFC00C000, 0xDC000000, (18, 7)),
    Family("SCRATCH", 2, 0xFC00C000, 0xDC004000, (18, 7)),
    Family("GLOBAL", 2, 0xFC00C000, 0xDC008000, (18, 7)),
    Family("MUBUF", 2, 0xFC000000, 0xE0000000, (18, 7)),
    Family("MTBUF", 2, 0xFC000000, 0xE8000000, (15, 4)),
    Family("MIMG", 2, 0xFC000000, 0xF0000000, (18, 7)),
    Family("EXP", 2, 0xFC000000, 0xC4000000),
]
BY_NAME = {f.name: f for f in BASE_FAMILIES}
_VOPX = [(b, op) for b in ("VOP1", "VOP2", "VOPC") for op in BY_NAME[b].ops]
FAMILIES = BASE_FAMILIES + [
    Family("SDWA", 2, 0, 0, None, _VOPX, base=True, sel=0xF9),
    Family("DPP", 2, 0, 0, None, _VOPX, base=True, sel=0xFA),
]
FAM = {f.name: f for f in FAMILIES}
EXT_SELS = (0xF9, 0xFA)

# Processors whose encodings are read from data/isa/layouts.txt and whose
# opcodes are those of their table (data/isa/<family>.txt) instead of the
# GFX9 list above: processor -> table family.
LAYOUT_DRIVEN = {"gfx1030": "gfx103", "gfx1010": "gfx10", "gfx1100": "gfx11", "gfx1150": "gfx11",
                 "gfx1200": "gfx12", "gfx1250": "gfx1250"}
# formats of a table whose words share another's match bits (VOP3B: VOP3)
SAME_WORDS = {"VOP3B": "VOP3"}
# VOP1/VOP2/VOPC extensions by table ENC suffix: section, src0 values
EXTENSIONS = {"SDWA": [0xF9], "DPP": [0xFA], "DPP8": [0xE9, 0xEA]}


# Dual-issue formats: the shift of OPX in their opcode field.
DUAL_SHIFT = {"VOPD": 5, "VOPD3": 6}


def table_families(tfam):
    """The encoding families of table family `tfam` (match bits, opcode
    pieces and sizes from layouts.txt, opcodes from its table)."""
    lay = {enc: l for (f, enc), l in layouts.load().items() if f == tfam}
    ops = {}
    halves = {e: {"x": set(), "y": set()} for e in DUAL_SHIFT}
    for line in open(os.path.join(ROOT, "data", "isa", tfam + ".txt")):
        w = line.split()
        if len(w) < 3 or line[0] in "#@":
            continue
        enc = SAME_WORDS.get(w[0], w[0])
        if enc in DUAL_SHIFT:
            # a dual-issue component (OPX or OPY code): the words' opcodes
            # are OPX * 32 + OPY of the pairs (VOPD3: OPX * 64 + OPY)
            for h in ("x", "y"):
                if any(t in ("@vopd=" + h, "@vopd=xy") for t in w):
                    halves[enc][h].add(int(w[1], 16))
            continue
        ops.setdefault(enc, set()).add(int(w[1], 16))
    for enc, shift in DUAL_SHIFT.items():
        if halves[enc]["x"] and halves[enc]["y"]:
            ops[enc] = {x << shift | y for x in halves[enc]["x"] for y in halves[enc]["y"]}
    # the operand code of `null` (data/isa/registers.txt)
    null_code = None
    for line in open(os.path.join(ROOT, "data", "isa", "registers.txt")):
        w = line.split()
        if len(w) >= 4 and w[0] == tfam and w[2] == "null" and w[3] == "32":
            null_code = int(w[1])
    base, ext = [], []
    for enc in sorted(ops, key=lambda e: list(lay).index(e)):
        b, _, x = enc.partition("_")
        l = lay[enc]
        # a VOP1/VOP2/VOPC extension (src0 selects it) is drawn below; a
        # format of its own match bits (GFX11 VOP3_DPP, VOP3P_DPP) here
        if x and b in VOP_32:
            continue
        mask, val = l.match_bits()
        srcs = [d.pieces for d in l.fields
                if d.coding == "src" and d.cond is None and l.bits == 64
                and (enc.startswith("VOP3") or enc == "VOPD")]
        nsa = l.field("nsa").pieces if l.has("nsa") else None
        null = [(d.pieces, null_code) for d in l.fields
                if d.name in ("saddr", "soffset") and d.coding == "sreg" and null_code is not None]
        base.append(Family(enc, l.bits // 32, mask & 0xFFFFFFFF, val & 0xFFFFFFFF,
                           l.opcode or None, sorted(ops[enc]) if l.opcode else None,
                           lit_srcs=srcs, nsa=nsa, null=null,
                           wide=(mask, val) if mask >> 32 else None))
    for x, sels in EXTENSIONS.items():
        pairs = [(b, op) for b in VOP_32 for op in sorted(ops.get(b + "_" + x, ()))]
        if pairs:
            ext.append(Family(x, 2, 0, 0, None, pairs, base=True, sel=sels))
    return base, ext


def use_table_encodings(mcpu):
    """Switch the module's encoding families to those of `mcpu`'s table
    when it is LAYOUT_DRIVEN (the GFX9 list stays for the others)."""
    global BASE_FAMILIES, BY_NAME, FAMILIES, FAM, EXT_SELS, MARK_W0
    if mcpu not in LAYOUT_DRIVEN:
        return
    tfam = LAYOUT_DRIVEN[mcpu]
    base, ext = table_families(tfam)
    # the marker's s_mov_b32 opcode is the table's
    for line in open(os.path.join(ROOT, "data", "isa", tfam + ".txt")):
        w = line.split()
        if len(w) > 2 and w[0] == "SOP1" and w[2] == "s_mov_b32":
            MARK_W0 = layouts.load()[tfam, "SOP1"].set(MARK_W0, "ssrc0", 0xFF)
            MARK_W0 = layouts.write_pieces(MARK_W0, layouts.load()[tfam, "SOP1"].opcode, int(w[1], 16))
    BASE_FAMILIES, FAMILIES = base, base + ext
    BY_NAME = {f.name: f for f in base}
    FAM = {f.name: f for f in FAMILIES}
    EXT_SELS = tuple(s for f in ext for s in f.sel)

# SOP families: which byte fields of the first dword are scalar sources.
SSRC_FIELDS = {"SOP2": (0, 8), "SOPC": (0, 8), "SOP1": (0,)}
VOP_32 = ("VOP1", "VOP2", "VOPC")


def rand_bits(rng, style):
    """32 random bits: 'random' (each bit 1/2), 'sparse' (each bit 1/8) or 'zero'."""
    if style == "random":
        return rng.getrandbits(32)
    if style == "sparse":
        return rng.getrandbits(32) & rng.getrandbits(32) & rng.getrandbits(32)
    return 0


# 64-bit VALU words whose source fields say 0xFF (a literal, which GFX9 VOP3
# has not) make llvm-mc 22 --disassemble crash; those words are invalid anyway.
VOP3_SRC_SHIFTS = (0, 9, 18)


def make_word(fam, op, rng, always_lit, style=None):
    """Random words of one instruction of `fam` with opcode `op`."""
    if style is None:
        style = "random" if rng.getrandbits(1) else "sparse"
    if fam.base:
        bname, bop = op
        b = BY_NAME[bname]
        w0 = (rand_bits(rng, style) & ~b.mask) | b.value
        w0 = layouts.write_pieces(w0, b.op, bop)
        w0 = (w0 & ~0x1FF) | (fam.sel[0] if len(fam.sel) == 1 else rng.choice(fam.sel))
        return [w0, rand_bits(rng, style)]
    w0 = (rand_bits(rng, style) & ~fam.mask) | fam.value
    words = [w0] + [rand_bits(rng, style) for _ in range(fam.ndw - 1)]
    if fam.wide:
        w = sum(x << (32 * i) for i, x in enumerate(words))
        w = (w & ~fam.wide[0]) | fam.wide[1]
        words = [(w >> (32 * i)) & 0xFFFFFFFF for i in range(fam.ndw)]
    if fam.op:
        # (a split opcode may reach into the second dword: GFX10 MTBUF)
        w = layouts.write_pieces(sum(x << (32 * i) for i, x in enumerate(words)), fam.op, op)
        words = [(w >> (32 * i)) & 0xFFFFFFFF for i in range(fam.ndw)]
        w0 = words[0]
    lit = (fam.name, op) in always_lit
    if fam.name in ("VOP3", "VOP3P") and not fam.lit_srcs:
        for sh in VOP3_SRC_SHIFTS:
            while (words[1] >> sh) & 0x1FF == 0xFF:
                words[1] ^= rng.getrandbits(9) << sh
    if fam.lit_srcs:
        w = words[0] | words[1] << 32
        lit |= any(layouts.read_pieces(w, p) == 0xFF for p in fam.lit_srcs)
    if fam.name in SSRC_FIELDS:
        lit |= any((w0 >> s) & 0xFF == 0xFF for s in SSRC_FIELDS[fam.name])
    if fam.name in VOP_32:
        while (words[0] & 0x1FF) in EXT_SELS:  # those are SDWA / DPP (DPP8)
            words[0] = (words[0] & ~0x1FF) | rng.getrandbits(9)
        lit |= (words[0] & 0x1FF) == 0xFF
    for pieces, code in fam.null:
        if rng.getrandbits(1):
            w = layouts.write_pieces(words[0] | words[1] << 32, pieces, code)
            words[0], words[1] = w & 0xFFFFFFFF, w >> 32
    if fam.nsa:
        # the NSA address dwords (further address VGPRs) come first
        words += [rand_bits(rng, style) for _ in range(layouts.read_pieces(words[0], fam.nsa))]
    if lit:
        words.append(rng.getrandbits(32))
    return words


def clean_text(t):
    return t is not None and "/*" not in t and "\t" not in t


def sweep(mc, rng, variants, log):
    """Learn which opcodes of each family decode on this processor, and which
    of them always carry a literal dword (v_madmk_f32, s_setreg_imm32_b32...)."""
    cands, keys = [], []
    for fam in FAMILIES:
        for op in fam.ops:
            for v in range(variants):
                style = "zero" if v == 0 else "random" if v >= variants - 2 else "sparse"
                w = make_word(fam, op, rng, set(), style)
                if MARK_W0 in w:
                    continue
                cands.append(w)
                keys.append((fam.name, op, False))
                if len(w) == fam.ndw:  # also try it with one more dword
                    cands.append(w + [rng.getrandbits(32)])
                    keys.append((fam.name, op, True))
    texts = disassemble(mc, cands)
    plain, extra = set(), set()
    for (fname, op, ext), t in zip(keys, texts):
        if clean_text(t):
            (extra if ext else plain).add((fname, op))
    valid = {f.name: [] for f in FAMILIES}
    always_lit = set()
    for fam in FAMILIES:
        for op in fam.ops:
            if (fam.name, op) in plain:
                valid[fam.name].append(op)
            elif (fam.name, op) in extra:
                valid[fam.name].append(op)
                always_lit.add((fam.name, op))
    log("sweep: %d candidates; opcodes per family: %s" % (
        len(cands), ", ".join("%s %d" % (f.name, len(valid[f.name])) for f in FAMILIES)))
    if always_lit:
        log("sweep: always with a literal dword: %s" % ", ".join(
            "%s:0x%x" % (f, o) for f, o in sorted(always_lit) if not isinstance(o, tuple)))
    return valid, always_lit


def quotas(valid, total, floor):
    n = {f: len(v) for f, v in valid.items() if v}
    s = sum(n.values())
    q = {f: max(floor, int(round(total * c / s))) for f, c in n.items()}
    # Scale the proportional part down so the sum stays near `total`.
    over = sum(q.values()) - total
    if over > 0:
        big = {f: c for f, c in q.items() if c > floor}
        bs = sum(big.values())
        for f in big:
            q[f] = max(floor, q[f] - int(round(over * big[f] / bs)))
    return q


def make_random(mc, args, log):
    rng = random.Random(args.seed)
    valid, always_lit = sweep(mc, rng, args.sweep_variants, log)
    quota = quotas(valid, args.count, args.floor)
    seen = set()
    kept = {f.name: [] for f in FAMILIES}
    stats = {f.name: [0, 0, 0, 0] for f in FAMILIES}  # words, decoded, new text, accepted
    rejected = []
    for rnd in range(args.max_rounds):
        cands, fams = [], []
        for fam in FAMILIES:
            need = quota.get(fam.name, 0) - len(kept[fam.name])
            if need <= 0:
                continue
            st = stats[fam.name]
            yld = (st[3] / st[0]) if st[0] >= 200 else 0.3
            n = int(need / max(yld, 0.02) * 1.2) + 16
            for _ in range(n):
                w = make_word(fam, rng.choice(valid[fam.name]), rng, always_lit)
                if MARK_W0 in w:
                    continue
                cands.append(w)
                fams.append(fam.name)
        if not cands:
            break
        texts = disassemble(mc, cands)
        batch_t, batch_f = [], []
        for fname, t in zip(fams, texts):
            stats[fname][0] += 1
            if not clean_text(t):
                continue
            stats[fname][1] += 1
            if t in seen:
                continue
            seen.add(t)
            stats[fname][2] += 1
            batch_t.append(t)
            batch_f.append(fname)
        for fname, t, r in zip(batch_f, batch_t, assemble_lines(mc, batch_t)):
            if r is None:
                continue
            if r[0] == "error":
                rejected.append((fname, t, r[1][0]))
                continue
            if len(kept[fname]) < quota[fname]:
                kept[fname].append((t, bytes(r[1])))
                stats[fname][3] += 1
        log("random: round %d: %d words, %d kept so far" % (
            rnd, len(cands), sum(len(v) for v in kept.values())))
    out = [
        "# Random-decode corpus for %s, made by tools/mkcorpus.py (seed %d) with %s."
        % (args.mcpu, args.seed, args.llvm_mc),
        "# Random words per encoding family -> llvm-mc --disassemble -> text ->",
        "# llvm-mc (assemble) -> accepted lines with the bytes of the re-assembly.",
        "# Do not edit by hand; regenerate with tools/mkcorpus.py --only random.",
    ]
    if args.mattr:
        # read by the corpus test: the target's features
        out.append("# mattr: %s" % args.mattr)
    for fam in FAMILIES:
        if not kept[fam.name]:
            continue
        out.append("# section: %s" % fam.name)
        for t, bs in kept[fam.name]:
            out.append("%s\t%s" % (t, fmt_bytes(bs)))
    summary = []
    for fam in FAMILIES:
        st = stats[fam.name]
        summary.append("%-8s opcodes %4d  words %6d  decoded %6d  new %6d  kept %5d" % (
            fam.name, len(valid[fam.name]), st[0], st[1], st[2], len(kept[fam.name])))
    return out, summary, rejected


def make_vopd(mc, args, log, want=1500, want_errors=500, enc="VOPD"):
    """vopd.txt: random dual-issue (VOPD) words -> llvm-mc --disassemble ->
    text -> llvm-mc: `want` accepted lines with their bytes (section VOPD)
    and `want_errors` texts it refuses (section VOPD-errors: the
    disassembler does not hold a pair to the rules the assembler does,
    register banks, one literal, the constant bus). With `enc` VOPD3:
    vopd3.txt, of 12-byte VOPD3 words (GFX12.5)."""
    fam = FAM.get(enc)
    if fam is None:
        raise SystemExit("%s: no %s rows in its table" % (args.mcpu, enc))
    tfam = LAYOUT_DRIVEN[args.mcpu]
    lit = {"x": set(), "y": set()}
    for line in open(os.path.join(ROOT, "data", "isa", tfam + ".txt")):
        w = line.split()
        if len(w) > 3 and w[0] == "VOPD" and any(t.startswith("lit=") for t in w):
            for h in ("x", "y"):
                if "@vopd=" + h in w or "@vopd=xy" in w:
                    lit[h].add(int(w[1], 16))
    always_lit = {("VOPD", op) for op in fam.ops if op >> 5 in lit["x"] or op & 31 in lit["y"]}
    if enc != "VOPD":
        always_lit = set()
    rng = random.Random("mkcorpus:%s:%s:%d" % (enc.lower(), args.mcpu, args.seed))
    ok, bad, seen = [], [], set()
    for rnd in range(args.max_rounds):
        if len(ok) >= want and len(bad) >= want_errors:
            break
        cands = [make_word(fam, rng.choice(fam.ops), rng, always_lit) for _ in range(4000)]
        cands = [w for w in cands if MARK_W0 not in w]
        texts = disassemble(mc, cands)
        new = []
        for t in texts:
            if clean_text(t) and t.startswith("v_dual_") and t not in seen:
                seen.add(t)
                new.append(t)
        for t, r in zip(new, assemble_lines(mc, new)):
            if r is None:
                continue
            if r[0] == "error" and len(bad) < want_errors:
                bad.append("%s\terror" % t)
            elif r[0] == "ok" and len(ok) < want:
                ok.append("%s\t%s" % (t, fmt_bytes(bytes(r[1]))))
        log("vopd: round %d: %d words, %d accepted and %d refused so far" % (
            rnd, len(cands), len(ok), len(bad)))
    name = enc.lower()
    return [
        "# Dual-issue (%s) corpus for %s, made by tools/mkcorpus.py --only %s (seed %d)"
        % (enc, args.mcpu, name, args.seed),
        "# with %s: random %s words -> llvm-mc --disassemble -> text -> llvm-mc:" % (args.llvm_mc, enc),
        "# the accepted lines with the bytes of the re-assembly, then texts it refuses.",
        "# Do not edit by hand; regenerate with tools/mkcorpus.py --only %s." % name,
        "# section: %s" % enc,
    ] + ok + ["# section: %s-errors" % enc] + bad


LEGACY_CANDIDATES = os.path.join(ROOT, "tools", "legacy_candidates.txt")
FORM_SUFFIX = re.compile(r"_e(32|64)$")


def legacy_texts(mc8, mc, seed, per_form, log):
    """Random texts of the GFX6/GFX7 instructions GFX8 does not have: for
    each `NEW <- SIBLING` of tools/legacy_candidates.txt (the sweep's
    candidates), random words of each of SIBLING's GFX8 forms (its rows'
    encodings and opcodes in data/isa/gfx8.txt) disassembled by `mc8` (llvm-mc
    22 for a GFX8 processor), SIBLING's name in the text replaced by NEW (its
    `_e32`/`_e64` kept).  Per form, in the candidate file's order: up to
    `per_form` distinct texts that `mc` (the GFX6/7 processor) assembles and
    up to a quarter as many that it refuses (the caller judges them again,
    with the whole file)."""
    rng = random.Random(seed)
    pairs = []
    for ln, line in enumerate(open(LEGACY_CANDIDATES), 1):
        line = line.split("#")[0].strip()
        if line:
            m = re.fullmatch(r"(\S+)\s*<-\s*(\S+)", line)
            if not m:
                raise SystemExit("%s:%d: expected `NEW <- SIBLING`" % (LEGACY_CANDIDATES, ln))
            pairs.append((m.group(1), m.group(2)))
    forms = {}  # GFX8 row name -> {(family, opcode)}
    for line in open(os.path.join(ROOT, "data", "isa", "gfx8.txt")):
        w = line.split()
        if len(w) < 3 or line[0] in "#@":
            continue
        fam = "VOP3" if w[0] == "VOP3B" else w[0]
        if fam in FAM and not FAM[fam].base:
            forms.setdefault(w[2], set()).add((fam, int(w[1], 16)))
    jobs = []  # (NEW name with suffix, GFX8 name, the GFX8 form's (family, opcode)s)
    for new, sib in pairs:
        names = sorted(n for n in forms if FORM_SUFFIX.sub("", n) == sib)
        if not names:
            raise SystemExit("%s: %s (sibling of %s) has no row in gfx8.txt" % (LEGACY_CANDIDATES, sib, new))
        jobs += [(new + name[len(sib):], name, sorted(forms[name])) for name in names]
    ok = {new: [] for new, _, _ in jobs}
    bad = {new: [] for new, _, _ in jobs}
    seen = set()
    nbad = max(1, per_form // 4)
    # rounds of random words for the forms still short of texts (image
    # atomics need a dmask that fits their data: few random words do)
    for rnd in range(8):
        short = [j for j in jobs if len(ok[j[0]]) < per_form or len(bad[j[0]]) < nbad]
        if not short:
            break
        words, owner = [], []
        for new, name, encs in short:
            for fam, op in encs:
                for _ in range(per_form * 16):
                    w = make_word(FAM[fam], op, rng, set())
                    if MARK_W0 not in w:
                        words.append(w)
                        owner.append((new, name))
        cands = []
        for (new, name), t in zip(owner, disassemble(mc8, words)):
            if clean_text(t) and t.split(" ")[0] == name:
                t = new + t[len(name):]
                if t not in seen:
                    seen.add(t)
                    cands.append((new, t))
        for (new, t), r in zip(cands, judge_file(mc, [t for _, t in cands], log, "legacy")):
            (ok if r[0] == "ok" else bad)[new].append(t)
    out = []
    for new, _, _ in jobs:
        if len(ok[new]) < per_form:
            log("legacy: %s: %d texts assemble, %d do not" % (new, len(ok[new]), len(bad[new])))
        out += ok[new][:per_form] + bad[new][:nbad]
    return out


# ---------------------------------------------------------------------------
# Hand-written syntax cases
# ---------------------------------------------------------------------------

DEF_RE = re.compile(
    r"^\s*(?:[A-Za-z_.][\w.$@]*\s*=[^=]|\.(?:set|equ|equiv|globl|global)\b|(?:[A-Za-z_.][\w.$@]*|\d+):\s*(?://.*)?$)"
)


def is_comment(line):
    s = line.strip()
    return s == "" or s.startswith("#")


def elf_sections(data):
    """{name: (offset, size)} for an ELF64 little-endian object."""
    shoff = struct.unpack_from("<Q", data, 0x28)[0]
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    hdrs = []
    for i in range(shnum):
        name, typ, flags, addr, off, size = struct.unpack_from("<IIQQQQ", data, shoff + i * shentsize)
        hdrs.append((name, off, size))
    stroff = hdrs[shstrndx][1]
    res = {}
    for name, off, size in hdrs:
        end = data.index(b"\0", stroff + name)
        res[data[stroff + name : end].decode()] = (off, size)
    return res


def judge_file(mc, lines, log, what):
    """Assemble the source made of `lines` (comments become empty lines) at
    once, as the test does, and say for each line: ('ok', bytes), ('error',
    messages), ('none', None) for no bytes and no error, or None for comment
    lines."""
    src_lines = ["" if is_comment(l) else l for l in lines]
    out, err, _ = mc.run("\n".join(src_lines) + "\n", ["-show-encoding"])
    errs = diags(err)
    for ln in errs:
        if ln < 1 or ln > len(lines) or is_comment(lines[ln - 1]):
            raise SystemExit("%s: error reported on line %d which is no case: %s" % (what, ln, errs[ln]))
    if errs:
        # llvm-mc 22 prints an encoding for some lines it reports an error
        # on (gfx1200's `nv`): the listing is made again without them.
        kept = ["" if (i + 1) in errs else l for i, l in enumerate(src_lines)]
        out, _, _ = mc.run("\n".join(kept) + "\n", ["-show-encoding"])
    encs = []
    for l in out.splitlines():
        m = ENC_RE.match(l)
        if m:
            encs.append(parse_enc(m.group(2)))
    inst_lines = [
        i + 1
        for i, l in enumerate(lines)
        if not is_comment(l) and not DEF_RE.match(l) and (i + 1) not in errs
    ]
    if len(inst_lines) != len(encs):
        raise SystemExit(
            "%s: %d instruction lines but llvm-mc printed %d encodings; "
            "keep one statement per line and no directives but = .set .equ .globl and labels"
            % (what, len(inst_lines), len(encs)))
    # Resolve fixups: assemble again to an object, error lines blanked, and
    # cut .text by the lengths printed in the listing.
    while True:
        obj_src = ["" if (i + 1) in errs else l for i, l in enumerate(src_lines)]
        with tempfile.TemporaryDirectory() as d:
            o = os.path.join(d, "a.o")
            _, err2, rc = mc.run("\n".join(obj_src) + "\n", ["-filetype=obj"], out=o)
            e2 = diags(err2)
            if e2:
                for ln, msgs in e2.items():
                    log("%s: line %d fails only when writing the object: %s" % (what, ln, msgs[0]))
                    errs.setdefault(ln, []).extend(msgs)
                    # Its bytes must go too.
                    if ln in inst_lines:
                        k = inst_lines.index(ln)
                        del inst_lines[k]
                        del encs[k]
                continue
            if rc != 0:
                raise SystemExit("%s: llvm-mc failed: %s" % (what, err2))
            data = open(o, "rb").read()
        break
    secs = elf_sections(data)
    toff, tsize = secs.get(".text", (0, 0))
    text = data[toff : toff + tsize]
    if sum(len(e) for e in encs) != len(text):
        raise SystemExit("%s: listing has %d bytes, .text %d" % (what, sum(len(e) for e in encs), len(text)))
    relocs = []
    for name, entsize in ((".rel.text", 16), (".rela.text", 24)):
        if name in secs:
            roff, rsize = secs[name]
            for k in range(0, rsize, entsize):
                relocs.append(struct.unpack_from("<Q", data, roff + k)[0])
    res = [None] * len(lines)
    for i, l in enumerate(lines):
        if not is_comment(l):
            res[i] = ("error", errs[i + 1]) if (i + 1) in errs else ("none", None)
    pos = 0
    for ln, e in zip(inst_lines, encs):
        bs = text[pos : pos + len(e)]
        for a, b in zip(e, bs):
            if a is not None and a != b:
                raise SystemExit("%s: line %d: listing and object disagree" % (what, ln))
        res[ln - 1] = ("ok", bs)
        if any(pos <= r < pos + len(e) for r in relocs):
            raise SystemExit(
                "%s:%d: llvm-mc leaves a relocation here, so the bytes are no answer; "
                "use defined symbols only: %s" % (what, ln, lines[ln - 1]))
        pos += len(e)
    return res


def expect_str(r):
    if r[0] == "ok":
        return fmt_bytes(r[1])
    if r[0] == "error":
        return "error"
    return "-"


def check_case_text(line, what, n):
    if "\t" in line:
        raise SystemExit("%s:%d: no tabs in cases, please" % (what, n))


def make_syntax(mc, src_path, log):
    lines = open(src_path).read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    lines = [l.rstrip() for l in lines]
    for n, l in enumerate(lines, 1):
        check_case_text(l, src_path, n)
    res = judge_file(mc, lines, log, src_path)
    out = []
    counts = {"ok": 0, "error": 0, "none": 0}
    for l, r in zip(lines, res):
        if r is None:
            out.append(l)
        else:
            counts[r[0]] += 1
            out.append("%s\t%s" % (l, expect_str(r)))
    return out, counts


SEED_CASE_RE = re.compile(r"^(.*?)\s+@(witness|as)(?:\s+(.*))?$")


def make_seed(mc, witness, src_path, log):
    """Cases where the seed wins.  `<asm>  @witness` takes the expectation from
    the witness (llvm-mc 14); `<asm>  @as <asm2>` from llvm-mc 22 on <asm2>,
    a spelling of the same value that the seed defines (e.g. 0ffh = 0xff)."""
    lines = open(src_path).read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    cases = []  # (index, text, mode, alt)
    for i, l in enumerate(lines):
        l = l.rstrip()
        lines[i] = l
        if is_comment(l):
            continue
        m = SEED_CASE_RE.match(l)
        if not m:
            raise SystemExit("%s:%d: a seed case needs @witness or @as <asm>" % (src_path, i + 1))
        if m.group(2) == "as" and not m.group(3):
            raise SystemExit("%s:%d: @as needs an equivalent spelling" % (src_path, i + 1))
        check_case_text(l, src_path, i + 1)
        cases.append((i, m.group(1).strip(), m.group(2), (m.group(3) or "").strip()))
    # One source per judge, same line numbers; other lines blank.
    src_w = [""] * len(lines)
    src_a = [""] * len(lines)
    src_22 = [""] * len(lines)
    for i, t, mode, alt in cases:
        (src_w if mode == "witness" else src_a)[i] = t if mode == "witness" else alt
        src_22[i] = t
    rw = judge_file(witness, [l if l else "#" for l in src_w], log, src_path + " (witness)")
    ra = judge_file(mc, [l if l else "#" for l in src_a], log, src_path + " (@as)")
    r22 = judge_file(mc, [l if l else "#" for l in src_22], log, src_path + " (llvm-mc 22)")
    out = [
        "# Cases where the seed wins over llvm-mc 22 (see /work/shared/seeds/README.md).",
        "# Made by tools/mkcorpus.py from tools/corpus_cases/%s; do not edit by hand." % os.path.basename(src_path),
        "# Each case follows a comment naming the seed section, and is followed by what",
        "# llvm-mc 22 says instead.  `witness`: the expectation is llvm-mc 14's, which",
        "# follows the seed here; `as X`: the seed defines the value, X spells it so",
        "# that llvm-mc 22 accepts it, and the expectation is llvm-mc 22's for X.",
    ]
    by_idx = {c[0]: c for c in cases}
    differs = 0
    for i, l in enumerate(lines):
        if i not in by_idx:
            out.append(l)
            continue
        _, t, mode, alt = by_idx[i]
        r = rw[i] if mode == "witness" else ra[i]
        out.append("%s\t%s" % (t, expect_str(r)))
        how = "witness" if mode == "witness" else "as " + alt
        out.append("#   (%s; llvm-mc 22: %s)" % (how, expect_str(r22[i])))
        if expect_str(r22[i]) == expect_str(r):
            log("%s:%d: note: llvm-mc 22 agrees with the seed here: %s" % (src_path, i + 1, t))
        else:
            differs += 1
    return out, len(cases), differs


# ---------------------------------------------------------------------------


def write(path, lines, log):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    log("wrote %s (%d lines)" % (os.path.relpath(path, ROOT), len(lines)))


def random_name(mattr):
    """random.txt, or random-wavefrontsize64.txt for --mattr +wavefrontsize64."""
    if not mattr:
        return "random.txt"
    return "random-%s.txt" % "-".join(re.sub(r"[^a-z0-9]", "", f.lower()) for f in mattr.split(","))


def main():
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog=__doc__[__doc__.index("Corpus line format"):],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ap.add_argument("--llvm-mc", default=DEFAULT_MC, help="the reference (default %(default)s)")
    ap.add_argument("--witness", default=DEFAULT_WITNESS, help="llvm-mc 14, witness for seed cases (default %(default)s)")
    ap.add_argument("--mcpu", default="gfx900", help="processor (default %(default)s)")
    ap.add_argument("--out", default=None, help="output directory (default tests/corpus/<mcpu>)")
    ap.add_argument("--cases", default=os.path.join(ROOT, "tools", "corpus_cases"),
                    help="hand-written case directory (default %(default)s)")
    ap.add_argument("--cases-cpu", default=None,
                    help="take the hand-written cases of this processor (<cases>/<cpu>_syntax.s), "
                         "judged by the reference for --mcpu (default: --mcpu's own)")
    ap.add_argument("--cases-extra", action="append", default=[], metavar="NAME",
                    help="append <cases>/NAME_syntax.s to the hand-written cases (a family's own "
                         "syntax, after the cases of --cases-cpu; repeatable, in order)")
    ap.add_argument("--random-from", default=None, metavar="CPU",
                    help="make random.txt from the texts of tests/corpus/CPU/random.txt judged by the "
                         "reference for --mcpu (for processors llvm-mc 22 does not disassemble: GFX6, GFX7)")
    ap.add_argument("--legacy-per-form", type=int, default=8, metavar="N",
                    help="with --random-from: N random texts a form of each GFX6/7 instruction of "
                         "tools/legacy_candidates.txt, in a section `legacy` (0: none; default %(default)s)")
    ap.add_argument("--only", action="append", choices=["random", "syntax", "seed", "vopd", "vopd3"],
                    help="make only these files (repeatable; default all)")
    ap.add_argument("--mattr", default=None,
                    help="llvm-mc features for the random corpus (e.g. +wavefrontsize64): written to "
                         "random-<features>.txt, with a `# mattr:` line the corpus test applies")
    ap.add_argument("--seed", type=int, default=1, help="random seed (default %(default)s)")
    ap.add_argument("--count", type=int, default=26000, help="random cases wanted (default %(default)s)")
    ap.add_argument("--floor", type=int, default=300, help="least random cases per family (default %(default)s)")
    ap.add_argument("--sweep-variants", type=int, default=6,
                    help="random words per opcode when learning the opcodes (default %(default)s)")
    ap.add_argument("--max-rounds", type=int, default=12, help="random generation rounds at most (default %(default)s)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="llvm-mc processes at once")
    ap.add_argument("-q", "--quiet", action="store_true")
    args = ap.parse_args()
    log = (lambda m: None) if args.quiet else (lambda m: print(m, file=sys.stderr))
    out_dir = args.out or os.path.join(ROOT, "tests", "corpus", args.mcpu)
    only = set(args.only or ["random", "syntax", "seed"])
    mc = Mc(args.llvm_mc, args.mcpu, args.jobs, args.mattr)
    use_table_encodings(args.mcpu)
    if "random" in only and args.random_from:
        src = os.path.join(ROOT, "tests", "corpus", args.random_from, "random.txt")
        texts = []
        for l in open(src).read().split("\n"):
            if not l or is_comment(l):
                continue
            texts.append(l.split("\t")[0])
        head = ["# Random-decode corpus for %s: the texts of %s's random.txt (tools/mkcorpus.py"
                % (args.mcpu, args.random_from),
                "# --random-from %s; llvm-mc 22 does not disassemble %s) judged by %s."
                % (args.random_from, args.mcpu, args.llvm_mc),
                "# Lines: <asm text>\t<bytes>|error (see tests/corpus/README.md)."]
        if args.legacy_per_form:
            # the instructions GFX6/7 have and GFX8 has not
            mc8 = Mc(args.llvm_mc, args.random_from, args.jobs)
            legacy = legacy_texts(mc8, mc, args.seed, args.legacy_per_form, log)
            head[-1:-1] = ["# Section legacy: random texts of tools/legacy_candidates.txt's instructions",
                           "# (their GFX8 siblings' random words disassembled for %s, renamed; per form"
                           % args.random_from,
                           "# %d that assemble and %d that do not, where there are)."
                           % (args.legacy_per_form, max(1, args.legacy_per_form // 4))]
            texts += ["# section: legacy"] + legacy
        res = judge_file(mc, head + texts, log, src)
        lines = head + [t if is_comment(t) else "%s\t%s" % (t, expect_str(r))
                        for t, r in zip(texts, res[len(head):])]
        write(os.path.join(out_dir, "random.txt"), lines, log)
    elif "random" in only:
        lines, summary, rejected = make_random(mc, args, log)
        write(os.path.join(out_dir, random_name(args.mattr)), lines, log)
        for s in summary:
            log("random: " + s)
        log("random: %d decoded lines rejected by the assembler; by message:" % len(rejected))
        groups = {}
        for f, t, m in rejected:
            g = groups.setdefault(m, [0, set(), t])
            g[0] += 1
            g[1].add(f)
        for m, (n, fs, t) in sorted(groups.items(), key=lambda kv: -kv[1][0])[:40]:
            log("random: %6d  %s  [%s]  e.g. %s" % (n, m, " ".join(sorted(fs)), t))
    if "vopd" in only:
        write(os.path.join(out_dir, "vopd.txt"), make_vopd(mc, args, log), log)
    if "vopd3" in only:
        write(os.path.join(out_dir, "vopd3.txt"), make_vopd(mc, args, log, enc="VOPD3"), log)
    if "syntax" in only:
        src = os.path.join(args.cases, "%s_syntax.s" % (args.cases_cpu or args.mcpu))
        if args.cases_extra:
            both = tempfile.NamedTemporaryFile("w", suffix=".s", delete=False)
            with open(src) as a:
                text = a.read()
            for name in args.cases_extra:
                with open(os.path.join(args.cases, "%s_syntax.s" % name)) as b:
                    text = text.rstrip("\n") + "\n" + b.read()
            both.write(text)
            both.close()
            src = both.name
        try:
            lines, counts = make_syntax(mc, src, log)
        finally:
            if args.cases_extra:
                os.unlink(src)
        write(os.path.join(out_dir, "syntax.txt"), lines, log)
        log("syntax: %d cases: %d with bytes, %d errors, %d without output" % (
            sum(counts.values()), counts["ok"], counts["error"], counts["none"]))
    if "seed" in only:
        src = os.path.join(args.cases, "%s_syntax_seed.s" % (args.cases_cpu or args.mcpu))
        witness = Mc(args.witness, args.mcpu, args.jobs)
        lines, n, differs = make_seed(mc, witness, src, log)
        write(os.path.join(out_dir, "syntax-seed.txt"), lines, log)
        log("seed: %d cases, %d where llvm-mc 22 differs" % (n, differs))


if __name__ == "__main__":
    main()
