#!/usr/bin/env python3
"""Derive the AMDGPU instruction tables (data/isa/<family>.txt) from llvm-mc 22.

Usage:
    python3 tools/isa_sweep.py gfx9 [gfx8 ...]     regenerate data/isa/<family>.txt
    python3 tools/isa_sweep.py all                 regenerate every file
    python3 tools/isa_sweep.py --list              list the families this script knows
    python3 tools/isa_sweep.py gfx9 --out DIR      write into DIR instead of data/isa
    python3 tools/isa_sweep.py gfx9 --cpus gfx900  sweep only these processors
    LLVM_MC=/path/to/llvm-mc python3 tools/isa_sweep.py gfx9

Needs only Python 3.11 and llvm-mc 22; a full run takes about 10 minutes.
The output is deterministic.  Only what llvm-mc prints is used.

How it works (see data/isa/FORMAT.md for the output format):

1. Every encoding family of a generation (its layout from data/isa/layouts.txt,
   read by tools/layouts.py; tools/check_layouts.py checks the layouts against
   llvm-mc's own encodings) has its opcode field swept through
   `llvm-mc --disassemble -show-encoding`, with distinct registers in the
   operand fields.  The decoder rejects non-zero unused fields, so opcodes that
   fail are retried with every combination of zeroed / SGPR-valued fields.
   Thousands of instructions go through one llvm-mc run: each is followed by
   padding s_nops and a numbered marker s_nop that re-anchors the byte walk
   (invalid encodings are located from the warnings' line:column).
2. For each decoded opcode every operand field is perturbed: the printed
   operand that changes tells which field it is; the printed register range
   gives the width.  Modifier bits are set one at a time (memory families: every
   bit outside the fields): a new printed keyword gives a modifier, `-x`/`|x|`
   gives the `+m` flag, `sext(x)` gives `+x`; pairs of modifiers give the
   printed order.  An opcode whose re-encoding differs is an alias and dropped.
3. The assembler is probed in batch with the disassembled text with one
   operand replaced: a VGPR, an SGPR, an AGPR, `1`, a literal `0x1234` give the
   operand class; `0x3800` is inline (0.5) only for f16 operands, `0x3f00`
   only for bf16 operands, `0xffffffff` is rejected only by 16-bit integer operands.  f32/i32 and
   f64/i64 cannot be told apart by llvm-mc: a source with float input
   modifiers (+m, in the row or its _e64 twin) is float, else integer (the
   mnemonic decides where neither is available; such rows carry a comment).
4. GFX6/GFX7 cannot be disassembled: the GFX8 rows whose printed form
   assembles for those processors are kept, opcodes read from the encodings
   (classified by the GFX6/GFX7 layouts).  The instructions GFX8 does not
   have are candidates from tools/legacy_candidates.txt (`NEW <- SIBLING`:
   SIBLING's GFX8 rows tried as NEW, their float source modifiers asked
   again), kept the same way.
5. Processors whose decodings and assembler answers match an already swept
   one reuse its rows; rows not on every processor get `@cpus=`.
"""

import argparse
import os
import re
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import layouts  # noqa: E402  (data/isa/layouts.txt)

LLVM_MC = os.environ.get("LLVM_MC", "/usr/lib/llvm-22/bin/llvm-mc")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NOP = (0xBF800000).to_bytes(4, "little")
SEP = NOP * 4
CHUNK = 4000
LIT_BASE = 0x3C00
LIT_ALT = 0x4000

# ----------------------------------------------------------------------------
# llvm-mc drivers


def _mc(cpu, text, disasm):
    args = [LLVM_MC, "-arch=amdgcn", "-mcpu=" + cpu, "-show-encoding"]
    if disasm:
        args.append("--disassemble")
    p = subprocess.run(args, input=text, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


ENC_LINE = re.compile(r"^\s*(.*?)\s*; encoding: \[([^\]]*)\]\s*$")
WARN = re.compile(r"<stdin>:(\d+):(\d+): warning: invalid instruction encoding")
ERR = re.compile(r"<stdin>:(\d+):(\d+): error:")


def _events(out):
    ev = []
    for line in out.split("\n"):
        m = ENC_LINE.match(line)
        if not m:
            continue
        bs = bytes(int(x, 16) for x in m.group(2).split(",") if x.strip())
        ev.append((m.group(1).strip(), bs))
    return ev


def _disasm_chunk(cpu, tests):
    """Returns (results, n_resolved). results[i] = (text, nbytes) or None."""
    lines, starts, line_off = [], [], []
    off = 0
    stream = bytearray()
    for k, t in enumerate(tests):
        # padding nops absorb what a short decode leaves over; the last nop
        # carries the test's number so that the alignment can be checked
        b = t + SEP[:-4] + (0xBF800000 | 0x8000 | (k & 0x7FFF)).to_bytes(4, "little")
        starts.append(off)
        line_off.append(off)
        lines.append(",".join("0x%02x" % x for x in b))
        stream += b
        off += len(b)
    rc, out, err = _mc(cpu, "\n".join(lines) + "\n", True)
    warn = set()
    for m in WARN.finditer(err):
        ln, col = int(m.group(1)) - 1, int(m.group(2)) - 1
        warn.add(line_off[ln] + col // 5)
    ev = _events(out)
    # Walk the byte stream.  The printed encoding is llvm-mc's re-encoding:
    # it may drop ignored bits and even be shorter than what the decoder
    # consumed (NSA dwords), so each test's marker nop re-anchors the walk.
    mark_off = [starts[k] + len(t) + len(SEP) - 4 for k, t in enumerate(tests)]
    decoded = {}
    seen_mark = set()
    o = ei = 0
    while True:
        if o in warn:
            decoded[o] = None
            o += 4
            continue
        if ei >= len(ev):
            break
        t, bs = ev[ei]
        ei += 1
        m = MARK_RE.match(t)
        if m and int(m.group(1), 16) & 0x8000:
            k = int(m.group(1), 16) & 0x7FFF
            if k < len(tests):
                seen_mark.add(k)
                o = mark_off[k] + 4
                continue
        decoded[o] = (t, len(bs), bs)
        o += len(bs)
    res = []
    last = max(seen_mark) if seen_mark else -1
    for k, t in enumerate(tests):
        if k > last:
            break
        if k not in seen_mark:
            res.append("desync")
            continue
        r = decoded.get(starts[k], "desync")
        if r not in (None, "desync") and starts[k] + r[1] > mark_off[k]:
            r = "desync"      # the decode swallowed the marker
        res.append(r)
    return res, len(res)


MARK_RE = re.compile(r"^s_nop (0x[0-9a-fA-F]+)$")


def disassemble(cpu, tests):
    """Disassembles each byte string of `tests` (each one instruction).

    Returns (text, nbytes) or None per test.  llvm-mc may crash on some
    encodings: the tests after the last flushed result are then bisected."""
    results = [None] * len(tests)

    def solve(idx, out, depth=0):
        pend = list(idx)
        while pend:
            res, n = _disasm_chunk(cpu, [tests[i] for i in pend])
            redo = []
            for k in range(n):
                if res[k] == "desync":
                    redo.append(pend[k])
                else:
                    out[pend[k]] = res[k]
            if n == len(pend):
                if redo and depth < 2:
                    solve(redo, out, depth + 1)
                return
            rest = pend[n:]
            if redo and depth < 2:
                solve(redo, out, depth + 1)
            if len(rest) == 1:
                out[rest[0]] = None
                return
            # crash somewhere in rest: bisect a window at its head
            win, pend = rest[:64], rest[64:]
            if len(win) == len(rest) and n == 0:
                h = len(win) // 2
                solve(win[:h], out, depth)
                solve(win[h:], out, depth)
            else:
                solve(win, out, depth)

    chunks = [list(range(i, min(i + CHUNK, len(tests)))) for i in range(0, len(tests), CHUNK)]

    def work(chunk):
        out = {}
        solve(chunk, out)
        return out

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
        for out in ex.map(work, chunks):
            for i, r in out.items():
                results[i] = r
    return results


def assemble(cpu, lines):
    """Assembles each line; result: (text, bytes) or None on error."""
    results = [None] * len(lines)
    chunks = [list(range(i, min(i + CHUNK, len(lines)))) for i in range(0, len(lines), CHUNK)]

    def work(chunk):
        out = {}
        pend = list(chunk)
        while pend:
            text = "\n".join(lines[i] for i in pend) + "\n"
            rc, so, se = _mc(cpu, text, False)
            bad = {int(m.group(1)) - 1 for m in ERR.finditer(se)}
            ev = _events(so)
            ei = 0
            n = 0
            for k, i in enumerate(pend):
                if k in bad:
                    out[i] = None
                    n = k + 1
                    continue
                if ei >= len(ev):
                    break
                out[i] = ev[ei]
                ei += 1
                n = k + 1
            if rc != 0 and n < len(pend):
                # crashed: drop the line in progress
                out[pend[n]] = None
                n += 1
            elif n < len(pend):
                for i in pend[n:]:
                    out[i] = None
                n = len(pend)
            pend = pend[n:]
        return out

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
        for out in ex.map(work, chunks):
            for i, r in out.items():
                results[i] = r
    return results


# ----------------------------------------------------------------------------
# printed text


def _split_depth0(s, sep):
    parts, cur, depth, i = [], "", 0, 0
    while i < len(s):
        c = s[i]
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        if depth == 0 and s.startswith(sep, i):
            parts.append(cur)
            cur = ""
            i += len(sep)
            continue
        cur += c
        i += 1
    parts.append(cur)
    return [p for p in parts if p != ""] if sep == " " else parts


MOD_WORDS = {
    "clamp", "high", "gds", "glc", "slc", "dlc", "nv", "lds", "tfe", "offen", "idxen",
    "addr64", "unorm", "r128", "a16", "lwe", "da", "d16", "done", "compr", "vm",
    "sc0", "sc1", "nt", "scc", "row_mirror", "row_half_mirror", "row_en", "off_",
    "matrix_a_reuse", "matrix_b_reuse",
}
DPP_CTRL = {"quad_perm", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_rol",
            "wave_shr", "wave_ror", "row_mirror", "row_half_mirror", "row_bcast",
            "row_share", "row_xmask", "row_newbcast"}


def is_mod_token(t):
    if t in MOD_WORDS:
        return True
    m = re.match(r"^([a-z_0-9]+):", t)
    return bool(m)


def mod_name(t):
    k = t.split(":")[0]
    if k in ("mul", "div"):
        return "omod"
    if k in DPP_CTRL:
        return "dpp_ctrl"
    if k in ("dfmt", "nfmt", "format"):
        return "format"
    return k


def parse_insn(text):
    """'v_add_f32_e64 v1, -v2, v3 clamp' -> (name, [ops], [mods])."""
    text = text.strip()
    name, _, rest = text.partition(" ")
    rest = rest.strip()
    if not rest:
        return name, [], []
    if name == "s_waitcnt" or name.startswith("s_waitcnt_"):
        parts = _split_depth0(rest, ", ")
        return name, [p.strip() for p in parts], []
    if name == "s_delay_alu":
        return name, [rest], []
    parts = _split_depth0(rest, ", ")
    ops, mods = [], []
    for pi, p in enumerate(parts):
        toks = _split_depth0(p, " ")
        for ti, t in enumerate(toks):
            if pi == len(parts) - 1 and (ti > 0 or is_mod_token(t)) and is_mod_token(t):
                mods.append(t)
            elif mods:
                mods.append(t)
            else:
                ops.append(t)
    return name, ops, mods


REG_RE = re.compile(r"^(v|s|a|ttmp)(?:(\d+)|\[(\d+):(\d+)\])(?:\.[lh])?$")
SPECIAL_W = {
    "vcc": ("s", 2), "exec": ("s", 2), "flat_scratch": ("s", 2), "xnack_mask": ("s", 2),
    "tba": ("s", 2), "tma": ("s", 2), "vcc_lo": ("s", 1), "vcc_hi": ("s", 1),
    "exec_lo": ("s", 1), "exec_hi": ("s", 1), "m0": ("s", 1), "null": ("s", 1),
    "flat_scratch_lo": ("s", 1), "flat_scratch_hi": ("s", 1),
}


def strip_op(t):
    """Returns (core, decorations) where decorations is a set of 'neg','abs','sext'."""
    dec = set()
    changed = True
    while changed:
        changed = False
        if t.startswith("sext(") and t.endswith(")"):
            dec.add("sext")
            t = t[5:-1]
            changed = True
        elif t.startswith("neg(") and t.endswith(")"):
            dec.add("neg")
            t = t[4:-1]
            changed = True
        elif t.startswith("abs(") and t.endswith(")"):
            dec.add("abs")
            t = t[4:-1]
            changed = True
        elif t.startswith("|") and t.endswith("|") and len(t) > 1:
            dec.add("abs")
            t = t[1:-1]
            changed = True
        elif t.startswith("-") and len(t) > 1 and not re.match(r"^-[0-9.]", t):
            dec.add("neg")
            t = t[1:]
            changed = True
    return t, dec


def reg_info(t):
    """('v'|'s'|'a', width, first) or None."""
    m = REG_RE.match(t)
    if m:
        pre = m.group(1)
        k = "s" if pre in ("s", "ttmp") else pre
        if m.group(2) is not None:
            return k, 1, int(m.group(2))
        a, b = int(m.group(3)), int(m.group(4))
        return k, b - a + 1, a
    if t in SPECIAL_W:
        k, w = SPECIAL_W[t]
        return k, w, -1
    return None


def is_number(t):
    return bool(re.match(r"^-?(0x[0-9a-fA-F]+|[0-9]+(\.[0-9]+)?(e[-+]?[0-9]+)?)$", t))


# ----------------------------------------------------------------------------
# encoding families

class Field:
    """An operand field. cls: v8 (VGPR), s7 (SGPR dst), ssrc8 (SOP source),
    src9 (VOP source), sdwa_src (SDWA source byte + s bit), sgpr_div (SGPR
    index / div), imm (raw integer), lit (trailing literal dword)."""

    def __init__(self, name, cls, lo, width, div=1, sbit=None):
        self.name, self.cls, self.lo, self.width, self.div, self.sbit = name, cls, lo, width, div, sbit

    def enc(self, kind, n):
        """Bit settings {(lo, width): value} for a register kind and number."""
        c = self.cls
        if c == "lit":
            return {"lit": n}
        if c == "src9":
            v = {"v": 256 + n, "s": n, "c": n}[kind]
            return {(self.lo, self.width): v}
        if c == "sdwa_src":
            v = n
            return {(self.lo, self.width): v, (self.sbit, 1): 0 if kind == "v" else 1}
        if c == "sgpr_div":
            return {(self.lo, self.width): n // self.div}
        return {(self.lo, self.width): n}


class Family:
    def __init__(self, key, enc, size, fixed, op, fields, probes=(), lit=False,
                 configs=None, mod_order=(), ops=None, exclude=None, scan=False, retry=()):
        self.key = key          # unique name (used for bookkeeping)
        self.enc = enc          # ENC string or a function(name) -> ENC
        self.size = size        # bytes
        self.fixed = fixed      # {(lo,width): value}
        self.op = op            # (lo, width)
        self.op_hi = []         # extra opcode bits elsewhere: (bit position, opcode bit)
        self.fields = fields
        self.probes = probes    # list of (label, {(lo,w): v})
        self.lit = lit          # append a literal dword to every test
        # alternative base settings: dicts with bits (extra settings), pin (fields
        # not perturbed) and rename (field renames in the output)
        self.configs = configs or [dict(tag="")]
        self.mod_order = mod_order
        self.ops = ops          # explicit opcode list or None (all)
        self.exclude = exclude or (lambda op: False)  # opcodes owned by another family
        self.scan = scan        # also flip every bit outside the fields (modifier discovery)
        # base settings tried only for opcodes that decode with none of the
        # others, not probed as modifiers: (label, bits)
        self.retry = list(retry)

    def all_ops(self):
        ops = self.ops if self.ops is not None else range(1 << (self.op[1] + len(self.op_hi)))
        return [o for o in ops if not self.exclude(o)]

    def opcode_of(self, w):
        lo, wd = self.op
        op = (w >> lo) & ((1 << wd) - 1)
        for pos, ob in self.op_hi:
            op |= ((w >> pos) & 1) << ob
        return op

    def covered_bits(self):
        bits = set()
        for (lo, w) in list(self.fixed) + [self.op]:
            bits.update(range(lo, lo + w))
        bits.update(pos for pos, _ in self.op_hi)
        for f in self.fields:
            if f.cls == "lit":
                continue
            bits.update(range(f.lo, f.lo + f.width))
            if f.sbit is not None:
                bits.add(f.sbit)
        return bits


def setbits(word, bits):
    for (lo, w), v in bits.items():
        mask = ((1 << w) - 1) << lo
        word = (word & ~mask) | ((v << lo) & mask)
    return word


def base_numbers(fam):
    """Base register number of each field: distinct, 4-aligned (in the order
    of fam.numbering where set: the same numbers whether or not a generation
    has every field)."""
    out = {}
    names = getattr(fam, "numbering", None) or [f.name for f in fam.fields
                                                 if f.cls not in ("imm", "lit")]
    for k, n in enumerate(names):
        out[n] = 8 + 16 * k
    return out


FIELD_KIND_BASE = {"v8": "v", "s7": "s", "ssrc8": "s", "src9": "v", "sdwa_src": "v",
                   "sgpr_div": "s", "imm": None, "lit": None}


class Build:
    def __init__(self, fam, opcode, cfg, zero=frozenset(), sk=frozenset()):
        self.fam, self.opcode, self.cfg = fam, opcode, cfg
        self.nums = base_numbers(fam)
        self.zero = zero   # fields left 0 (unused by this opcode)
        self.sk = sk       # source fields given an SGPR instead of a VGPR

    def bits(self, override=None, fields=None):
        """Encodes: override = {(lo,w):v} applied last; fields = {fname: (kind, n)}."""
        fam = self.fam
        w = 0
        w = setbits(w, fam.fixed)
        w = setbits(w, {fam.op: self.opcode})
        for pos, ob in fam.op_hi:
            w = setbits(w, {(pos, 1): (self.opcode >> ob) & 1})
        lit = LIT_BASE
        fields = fields or {}
        for rnd in (0, 1):
            for f in fam.fields:
                if (f.name in fields) != (rnd == 1):
                    continue
                if rnd == 0 and f.name in self.zero:
                    continue
                kind, n = fields[f.name] if rnd else self.base_of(f)
                for k, v in f.enc(kind, n).items():
                    if k == "lit":
                        lit = v
                    else:
                        w = setbits(w, {k: v})
            if rnd == 0:
                w = setbits(w, self.cfg.get("bits", {}))
        if override:
            w = setbits(w, override)
        b = w.to_bytes(fam.size, "little")
        if fam.lit:
            b += lit.to_bytes(4, "little")
        return b

    def base_of(self, f):
        if f.cls == "imm":
            return ("i", f.base if hasattr(f, "base") else 0x10)
        if f.cls == "lit":
            return ("i", LIT_BASE)
        kind = FIELD_KIND_BASE[f.cls]
        if f.name in self.sk:
            kind = "s"
        return (kind, f.base if hasattr(f, "base") else self.nums[f.name])

    def alt_of(self, f):
        k, n = self.base_of(f)
        if hasattr(f, "alt"):
            return (k, f.alt)
        if f.cls == "imm":
            return (k, n + 1 if n + 1 < (1 << f.width) else n - 1)
        if f.cls == "lit":
            return (k, LIT_ALT)
        return (k, n + 4)


# ----------------------------------------------------------------------------
# encoding families, built from data/isa/layouts.txt
#
# Every bit position comes from the layouts (tools/layouts.py reads them):
# the fixed bits, the opcode field, the operand fields and the modifier bits
# the probes set are looked up by field name.  What stays here is how to
# sweep: which fields to perturb and as what (Field.cls), the base values of
# modifier fields (offen=1 so that vaddr is used, dmask=1, SDWA selects),
# which modifiers to probe, the alternative base settings (configs) and the
# opcode ranges owned by another family.

# The sweep class of an operand field, from its layout coding.
CODING_CLS = {"vgpr": "v8", "src": "src9", "ssrc": "ssrc8", "sreg": "s7", "sreg2": "sgpr_div",
              "sreg4": "sgpr_div", "imm": "imm", "simm": "imm"}
CODING_DIV = {"sreg2": 2, "sreg4": 4}


def F(name, cls, lo, width, div=1, sbit=None, base=None, alt=None):
    f = Field(name, cls, lo, width, div, sbit)
    if base is not None:
        f.base = base
    if alt is not None:
        f.alt = alt
    return f


class Lay:
    """The layouts of one instruction-table family (`gfx9`), by ENC."""

    def __init__(self, gen):
        self.gen = gen
        self.all = layouts.load()

    def __call__(self, enc):
        return self.all.get((self.gen, enc))


def fdef(l, name, cond=None):
    """The layout field `name` (the definition with condition `cond`, or the
    only / first definition)."""
    if cond is not None:
        return l.field(name, cond)
    ds = [d for d in l.fields if d.name == name]
    if not ds:
        raise KeyError("%s %s has no field %s" % (l.family, l.enc, name))
    return ds[0]


def has(l, name):
    return l is not None and l.has(name)


def fld(l, name, cls=None, cond=None, sbit=None, base=None, alt=None):
    """A sweep operand field at the layout's position of `name`; cls from the
    coding unless given; sbit: the layout field holding the SGPR flag of an
    SDWA source."""
    d = fdef(l, name, cond)
    assert len(d.pieces) == 1, "%s is in pieces" % name
    sb = fdef(l, sbit).lo if sbit else None
    return F(name, cls or CODING_CLS[d.coding], d.lo, d.width, CODING_DIV.get(d.coding, 1), sb,
             base, alt)


def val(l, name, v, cond=None):
    """{(lo, width): value} setting layout field `name` to `v`."""
    return val_pieces(fdef(l, name, cond).pieces, v)


def val_pieces(pieces, v):
    out, at = {}, 0
    for lo, wd in pieces:
        out[(lo, wd)] = (v >> at) & ((1 << wd) - 1)
        at += wd
    return out


def vals(l, *settings):
    """Several (name, value) settings, in order, as one bit dict."""
    out = {}
    for name, v in settings:
        out.update(val(l, name, v))
    return out


def bit(l, name, i, v=1):
    """{(position, 1): v} for value bit `i` of field `name`."""
    at = 0
    for lo, wd in fdef(l, name).pieces:
        if i < at + wd:
            return {(lo + i - at, 1): v}
        at += wd
    raise KeyError("%s has no bit %d" % (name, i))


def first(l, *names):
    """The first of `names` the layout has (a bit that changed name: glc is
    sc0 on gfx940), or None."""
    for n in names:
        if has(l, n):
            return n
    return None


def probe(l, label, *settings):
    """A probe (label, bits) when the layout has every field it sets."""
    if all(has(l, n) for n, _ in settings):
        return [(label, vals(l, *settings))]
    return []


def fam_from(key, l, enc, fields, base=(), **kw):
    """A Family with the layout's size, match bits (first) and opcode field,
    plus the base settings `base` ((name, value) pairs)."""
    fixed = {}
    for pieces, v in l.matches:
        fixed.update(val_pieces(pieces, v))
    fixed.update(vals(l, *base))
    op = l.opcode[0] if l.opcode else (0, 0)
    fam = Family(key, enc, l.size, fixed, op, fields, **kw)
    k = op[1]
    for lo, wd in l.opcode[1:]:
        for b in range(wd):
            fam.op_hi.append((lo + b, k))
            k += 1
    return fam


def vop3_probes(l):
    p = probe(l, "clamp", ("clamp", 1)) + probe(l, "omod", ("omod", 1))
    if has(l, "op_sel"):
        p += [("op_sel%d" % i, bit(l, "op_sel", i)) for i in range(4)]
    for i in range(3):
        p.append(("abs%d" % i, bit(l, "abs", i)))
        p.append(("neg%d" % i, bit(l, "neg", i)))
    return p


def vop3p_probes(l):
    p = probe(l, "clamp", ("clamp", 1))
    for i in range(3):
        p.append(("op_sel%d" % i, bit(l, "op_sel", i)))
        p.append(("neg_hi%d" % i, bit(l, "neg_hi", i)))
        p.append(("neg_lo%d" % i, bit(l, "neg_lo", i)))
    p.append(("op_sel_hi2", bit(l, "op_sel_hi", 2, 0)))
    p.append(("op_sel_hi0", bit(l, "op_sel_hi", 0, 0)))
    p.append(("op_sel_hi1", bit(l, "op_sel_hi", 1, 0)))
    return p


def sdwa_probes(l):
    p = []
    for name, v in (("clamp", 1), ("omod", 1), ("dst_sel", 0), ("dst_unused", 1),
                    ("src0_sel", 0), ("src0_sext", 1), ("src0_neg", 1), ("src0_abs", 1),
                    ("src1_sel", 0), ("src1_sext", 1), ("src1_neg", 1), ("src1_abs", 1)):
        if has(l, name) and not (name == "clamp" and has(l, "sdst")):
            p += probe(l, name, (name, v))
    return p


def dpp_probes(l):
    p = []
    for name, v in (("bound_ctrl", 1), ("src0_neg", 1), ("src0_abs", 1), ("src1_neg", 1),
                    ("src1_abs", 1), ("row_mask", 0x3), ("bank_mask", 0x5), ("dpp_ctrl", 0x101),
                    ("fi", 1)):
        p += probe(l, name, (name, v))
    return p


def expand(cfgs, extra):
    """Each config, plus each config with each extra setting (e.g. glc=1 for
    the returning atomics, lds=1 for loads into LDS, which print differently)."""
    out = list(cfgs)
    for tag, bits in extra:
        for c in cfgs:
            d = dict(c)
            d["tag"] = c.get("tag", "") + "+" + tag
            d["bits"] = {**c.get("bits", {}), **bits}
            out.append(d)
    return out


def flat_enc(name, swept="FLAT"):
    """The format of a FLAT-family row: by its prefix, else the segment
    swept (GFX12.5's cluster_load_* and tensor_* are GLOBAL words)."""
    if name.startswith("global_"):
        return "GLOBAL"
    if name.startswith("scratch_"):
        return "SCRATCH"
    if name.startswith("flat_"):
        return "FLAT"
    return swept


def scalar_families(L):
    """SOP2 SOPK SOP1 SOPC SOPP (identical on every generation)."""
    fams = []
    l = L("SOP2")
    fams.append(fam_from("SOP2", l, "SOP2", [fld(l, "sdst"), fld(l, "ssrc0"), fld(l, "ssrc1")],
                         lit=True, exclude=lambda op: op >= 0x60))
    l = L("SOPK")
    fams.append(fam_from("SOPK", l, "SOPK", [fld(l, "sdst"), fld(l, "simm16", base=0x1234),
                                             F("lit", "lit", 0, 0)],
                         lit=True, exclude=lambda op: op >= 0x1D))
    l = L("SOP1")
    fams.append(fam_from("SOP1", l, "SOP1", [fld(l, "sdst"), fld(l, "ssrc0")], lit=True))
    l = L("SOPC")
    fams.append(fam_from("SOPC", l, "SOPC", [fld(l, "ssrc0"), fld(l, "ssrc1")], lit=True))
    l = L("SOPP")
    fams.append(fam_from("SOPP", l, "SOPP", [fld(l, "simm16", base=0x1234)], lit=True))
    return fams


def vop_families(L):
    """VOP2 VOP1 VOPC (32-bit, identical on every generation)."""
    lit = F("lit", "lit", 0, 0)
    l = L("VOP2")
    v2 = fam_from("VOP2", l, "VOP2", [fld(l, "vdst"), fld(l, "src0"), fld(l, "vsrc1"), lit],
                  lit=True, exclude=lambda op: op >= 0x3E)
    l = L("VOP1")
    v1 = fam_from("VOP1", l, "VOP1", [fld(l, "vdst"), fld(l, "src0"), lit], lit=True)
    l = L("VOPC")
    vc = fam_from("VOPC", l, "VOPC", [fld(l, "src0"), fld(l, "vsrc1"), lit], lit=True)
    return [v2, v1, vc]


def sdwa_src(l, name, sbit):
    """An SDWA source: a VGPR, or any source where the layout has the SGPR flag."""
    return fld(l, name, "sdwa_src", sbit=sbit) if has(l, sbit) else fld(l, name, "v8")


def sdwa_families(L, vop2_ex=False):
    """vop2_ex: VOP2 opcodes from 0x3e are VOPC/VOP1 (excluded from GFX10 on)."""
    fams = []
    for enc in ("VOP2_SDWA", "VOP1_SDWA", "VOPC_SDWA"):
        l = L(enc)
        fields = [fld(l, "sdst")] if has(l, "sdst") else []
        fields += [fld(l, "vdst")] if has(l, "vdst") else []
        fields.append(sdwa_src(l, "src0", "s0"))
        if has(l, "vsrc1"):
            fields.append(sdwa_src(l, "vsrc1", "s1"))
        # the selects the format uses set to DWORD (VOP1: src1_sel stays 0)
        sels = {"VOP2_SDWA": ("dst_sel", "src0_sel", "src1_sel"), "VOP1_SDWA": ("dst_sel", "src0_sel"),
                "VOPC_SDWA": ("src0_sel", "src1_sel")}[enc]
        base = [(n, 6) for n in sels]
        base += [("sd", 1)] if has(l, "sd") else []
        ex = (lambda op: op >= 0x3E) if vop2_ex and enc == "VOP2_SDWA" else None
        fams.append(fam_from(enc, l, enc, fields, base, probes=sdwa_probes(l), exclude=ex))
    return fams


def dpp_families(L, vop2_ex=False, newbcast=False):
    """With `newbcast` (CDNA3/gfx90a+), an opcode with 64-bit operands
    (a "DP ALU" one) that decodes only with row_newbcast is tried with
    row_newbcast:1 (dpp_ctrl 0x151)."""
    fams = []
    for enc in ("VOP2_DPP", "VOP1_DPP", "VOPC_DPP"):
        l = L(enc)
        if l is None:
            continue
        fields = [fld(l, "vdst")] if has(l, "vdst") else []
        fields.append(fld(l, "src0", "v8"))
        if has(l, "vsrc1"):
            fields.append(fld(l, "vsrc1"))
        ex = (lambda op: op >= 0x3E) if vop2_ex and enc == "VOP2_DPP" else None
        retry = [("newbcast", vals(l, ("dpp_ctrl", 0x151)))] if newbcast else []
        fams.append(fam_from(enc, l, enc, fields,
                             [("dpp_ctrl", 0xE4), ("bank_mask", 0xF), ("row_mask", 0xF)],
                             probes=dpp_probes(l), exclude=ex, retry=retry))
    return fams


def dpp8_families(L):
    fams = []
    for enc in ("VOP2_DPP8", "VOP1_DPP8", "VOPC_DPP8"):
        l = L(enc)
        if l is None:
            continue
        fields = [fld(l, "vdst")] if has(l, "vdst") else []
        fields.append(fld(l, "src0", "v8"))
        if has(l, "vsrc1"):
            fields.append(fld(l, "vsrc1"))
        fams.append(fam_from(enc, l, enc, fields, [("fi", 1), ("dpp8", 0xFAC688)],
                             probes=probe(l, "fi", ("fi", 2)),
                             exclude=(lambda op: op >= 0x3E) if enc == "VOP2_DPP8" else None))
    return fams


def vop3_fields(L, src0=None):
    l = L("VOP3")
    return [fld(l, "vdst"), fld(L("VOP3B"), "sdst", base=0), src0 or fld(l, "src0"),
            fld(l, "src1"), fld(l, "src2")]


def vop3p_fields(l, src0=None):
    return [fld(l, "vdst"), src0 or fld(l, "src0"), fld(l, "src1"), fld(l, "src2")]


def dpp16_part(l):
    """Base settings and probes of the DPP16 dword of a VOP3 DPP format."""
    base = [("dpp_ctrl", 0xE4), ("bank_mask", 0xF), ("row_mask", 0xF)]
    probes = (probe(l, "bound_ctrl", ("bound_ctrl", 1)) + probe(l, "fi", ("fi", 1)) +
              probe(l, "row_mask", ("row_mask", 0x3)) + probe(l, "bank_mask", ("bank_mask", 0x5)) +
              probe(l, "dpp_ctrl", ("dpp_ctrl", 0x101)))
    return base, probes


def smem_family(L, gen):
    l = L("SMEM")
    if has(l, "imm"):
        # GFX8/9: imm=1 for the immediate; imm=0: an SGPR in the offset field;
        # soe (GFX9): an SGPR in soffset as well as the immediate
        fields = [fld(l, "sdata"), fld(l, "sbase"), fld(l, "offset", cond=("imm", 1), base=0x10)]
        cfgs = [dict(tag="imm", bits=val(l, "imm", 1), pin={"soffset"}),
                dict(tag="sgpr", bits=val(l, "imm", 0), pin={"soffset"}, rename={"offset": "soffset"})]
        if has(l, "soe"):
            fields.append(fld(l, "soffset", cond=("soe", 1)))
            cfgs.append(dict(tag="soe", bits=vals(l, ("imm", 1), ("soe", 1))))
        probes = probe(l, "glc", ("glc", 1)) + probe(l, "nv", ("nv", 1))
        return fam_from("SMEM", l, "SMEM", fields, probes=probes, configs=cfgs, scan=True)
    null = 0x7D if gen in ("gfx10", "gfx103") else 0x7C
    fields = [fld(l, "sdata"), fld(l, "sbase"), fld(l, "offset", base=0x10), fld(l, "soffset")]
    probes = probe(l, "glc", ("glc", 1)) + probe(l, "dlc", ("dlc", 1))
    cfgs = [dict(tag="imm", bits=val(l, "soffset", null), pin={"soffset"}),
            dict(tag="sgpr", bits=val(l, "offset", 0), pin={"offset"}),
            dict(tag="both")]
    return fam_from("SMEM", l, "SMEM", fields, probes=probes, configs=cfgs, scan=True)


def flat_families(L, gen, null, off_null):
    """FLAT, SCRATCH and GLOBAL (one format, told apart by seg). `null`: the
    saddr value of FLAT (no saddr), `off_null`: that of `off`."""
    fams = []
    gfx12 = L("FLAT").size == 12
    for enc, tag in (("FLAT", "flat"), ("SCRATCH", "scratch"), ("GLOBAL", "global")):
        l = L(enc)
        if l is None:
            continue
        names = ("saddr", "vdst", "vdata", "vaddr") if gfx12 else ("vaddr", "vdata", "saddr", "vdst")
        fields = [fld(l, n) for n in names if has(l, n)]
        # GFX8 FLAT has no saddr
        off = val(l, "saddr", off_null) if has(l, "saddr") else {}
        cfgs = [dict(tag="", bits=val(l, "saddr", null) if off else {}, pin={"saddr"})]
        if enc == "GLOBAL":
            cfgs = [dict(tag="saddr"), dict(tag="off", bits=off, pin={"saddr"})]
        if enc == "FLAT" and gen == "gfx1250":
            # GFX12.5 FLAT takes saddr too (a VGPR offset from an SGPR
            # base: `flat_load_b32 v1, v2, s[4:5]`)
            cfgs.append(dict(tag="saddr"))
        if enc == "SCRATCH":
            # vaddr forms: sve=1 where the format has it (GFX11+; gfx940
            # reaches it through the lds setting below)
            vb = {**off, **val(l, "sve", 1)} if has(l, "sve") and gen not in GFX9_LIKE else off
            cfgs = [dict(tag="vaddr", bits=vb, pin={"saddr"}), dict(tag="saddr", pin={"vaddr"})]
            if has(l, "sve") and gen not in GFX9_LIKE:
                # GFX11+: sve=1 with an SGPR reads both addresses; sve=0
                # with saddr `off` reads neither (`off, off`)
                cfgs += [dict(tag="both", bits=val(l, "sve", 1)),
                         dict(tag="none", bits=off, pin={"saddr", "vaddr"})]
            if has(l, "sve") and gen in GFX9_LIKE:
                # gfx940: sve=1 says vaddr is used, saddr is used unless
                # `off`: both at once too
                sve = val(l, "sve", 1)
                cfgs = [dict(tag="vaddr", bits={**off, **sve}, pin={"saddr"}),
                        dict(tag="saddr", pin={"vaddr"}), dict(tag="both", bits=sve),
                        dict(tag="none", bits=off, pin={"saddr", "vaddr"})]
        glc = first(l, "glc", "sc0")
        if gfx12:
            ext = [("rtn", val(l, "th", 1))]
            probes = probe(l, "offset", ("offset", 16))
        else:
            ext = [(glc, val(l, glc, 1))]
            if gen not in ("gfx11",) and (enc != "FLAT" or gen in ("gfx10", "gfx103")):
                lds = first(l, "lds") if gen in GFX9_LIKE else first(l, "lds", "sve")
                if lds:
                    ext.append(("lds", val(l, lds, 1)))
            probes = probe(l, "offset", ("offset", 16))
            for name in ("glc", "sc0", "slc", "nt", "dlc", "lds", "nv", "scc"):
                if name == "lds" and enc == "FLAT" and gen not in ("gfx10", "gfx103"):
                    continue
                probes += probe(l, name, (name, 1))
        f = fam_from("FLAT_" + tag, l, lambda n, e=enc: flat_enc(n, e), fields, probes=probes,
                     configs=expand(cfgs, ext), scan=True)
        f.numbering = names
        fams.append(f)
    return fams


def buffer_families(L, gen):
    """MUBUF and MTBUF (GFX6-11)."""
    fams = []
    l = L("MUBUF")
    fields = [fld(l, "vdata"), fld(l, "vaddr"), fld(l, "srsrc"), fld(l, "soffset")]
    probes = probe(l, "offen", ("offen", 0)) + probe(l, "idxen", ("idxen", 1))
    probes += probe(l, "offset", ("offset", 16))
    for name in ("glc", "sc0", "dlc", "slc", "sc1", "nt", "lds", "tfe", "scc"):
        probes += probe(l, name, (name, 1))
    glc = first(l, "glc", "sc0")
    ext = [(glc, val(l, glc, 1))] + ([("lds", val(l, "lds", 1))] if has(l, "lds") else [])
    fams.append(fam_from("MUBUF", l, "MUBUF", fields, [("offen", 1)], probes=probes,
                         configs=expand([dict(tag="")], ext), scan=True))
    l = L("MTBUF")
    fields = [fld(l, "vdata"), fld(l, "vaddr"), fld(l, "srsrc"), fld(l, "soffset")]
    probes = probe(l, "offen", ("offen", 0)) + probe(l, "idxen", ("idxen", 1))
    probes += probe(l, "offset", ("offset", 16))
    for name in ("glc", "sc0", "dlc", "slc", "sc1", "nt", "tfe", "scc"):
        probes += probe(l, name, (name, 1))
    if has(l, "format"):
        base = [("offen", 1), ("format", 22)]
        probes += probe(l, "format", ("format", 4))
    else:
        base = [("offen", 1), ("dfmt", 1)]
        probes += probe(l, "dfmt", ("dfmt", 4)) + probe(l, "nfmt", ("nfmt", 2))
    fams.append(fam_from("MTBUF", l, "MTBUF", fields, base, probes=probes, scan=True))
    return fams


def mimg_family(L, gen):
    l = L("MIMG")
    fields = [fld(l, "vdata"), fld(l, "vaddr"), fld(l, "srsrc"), fld(l, "ssamp")]
    probes = probe(l, "dmask", ("dmask", 3))
    if gen != "gfx11":
        # GFX9 calls bit 15 a16 (GFX8, GFX10: r128)
        r128 = "r128" if has(l, "r128") else "a16"
        for name in ("unorm", "glc", "slc", "dlc", r128, "tfe", "lwe", "da", "a16", "d16", "scc"):
            if name != "a16" or r128 != "a16":
                probes += probe(l, name, (name, 1))
    probes += probe(l, "dim", ("dim", 1))
    glc = first(l, "glc", "sc0")
    cfgs = expand([dict(tag="")], [(glc, val(l, glc, 1))])
    if gen in ("gfx10", "gfx103"):
        # image_bvh*: opcodes from 0x80, dmask 0xf, unorm and r128 set
        cfgs.append(dict(tag="bvh", bits=vals(l, ("dmask", 0xF), ("unorm", 1), ("r128", 1)),
                         only=lambda op: op >= 0x80))
    return fam_from("MIMG", l, "MIMG", fields, [("dmask", 1)], probes=probes, configs=cfgs,
                    scan=True)


def exp_family(L, enc="EXP"):
    l = L(enc)
    fields = [fld(l, "tgt", base=0)] + [fld(l, "vsrc%d" % i) for i in range(4)]
    probes = []
    for name in ("done", "compr", "vm", "row_en"):
        probes += probe(l, name, (name, 1))
    return fam_from(enc, l, enc, fields, [("en", 0xF)], probes=probes, ops=[0])


GFX9_LIKE = ("gfx8", "gfx9", "gfx90a", "gfx940", "gfx950")


def gfx9_families(gen="gfx9"):
    """GFX8, GFX9 and CDNA."""
    L = Lay(gen)
    fams = scalar_families(L)
    fams.append(smem_family(L, gen))
    fams += vop_families(L)
    l = L("VOP3")
    fams.append(fam_from("VOP3", l, "VOP3", vop3_fields(L), probes=vop3_probes(l),
                         exclude=lambda op: op >= 0x380))
    l = L("VOP3P")
    if l is not None:
        fams.append(fam_from("VOP3P", l, "VOP3P", vop3p_fields(l), [("op_sel_hi", 7)],
                             probes=vop3p_probes(l)))
    l = L("VINTRP")
    fams.append(fam_from("VINTRP", l, "VINTRP", [
        fld(l, "vdst"), fld(l, "attr", base=3), fld(l, "attrchan", base=1),
        fld(l, "vsrc", base=0, alt=1)]))
    fams.append(ds_family(L))
    fams += flat_families(L, gen, 0, 0x7F)
    fams += buffer_families(L, gen)
    fams.append(mimg_family(L, gen))
    fams.append(exp_family(L))
    fams += sdwa_families(L)
    # (row_newbcast: the DPP control of 64-bit operands from gfx90a on)
    fams += dpp_families(L, newbcast=gen in ("gfx90a", "gfx940", "gfx950"))
    return fams


def gfx10_families(gen="gfx10"):
    """GFX10 and GFX10.3."""
    L = Lay(gen)
    fams = scalar_families(L) + vop_families(L)
    fams.append(smem_family(L, gen))
    l = L("VOP3")
    fams.append(fam_from("VOP3", l, "VOP3", vop3_fields(L), probes=vop3_probes(l), lit=True))
    l = L("VOP3P")
    fams.append(fam_from("VOP3P", l, "VOP3P", vop3p_fields(l), [("op_sel_hi", 7)],
                         probes=vop3p_probes(l), lit=True))
    l = L("VINTRP")
    fams.append(fam_from("VINTRP", l, "VINTRP", [
        fld(l, "vdst"), fld(l, "attr", base=3), fld(l, "attrchan", base=1),
        fld(l, "vsrc", base=0, alt=1)]))
    fams.append(ds_family(L))
    fams += flat_families(L, gen, 0x7D, 0x7D)
    fams += buffer_families(L, gen)
    fams.append(mimg_family(L, gen))
    fams.append(exp_family(L))
    fams += sdwa_families(L, True) + dpp_families(L, True) + dpp8_families(L)
    return fams


def vop3_dpp_families(L):
    """VOP3 and VOP3P with DPP16 / DPP8 (GFX11+: a third dword)."""
    fams = []
    l = L("VOP3_DPP")
    base, dprobes = dpp16_part(l)
    fams.append(fam_from("VOP3_DPP", l, "VOP3_DPP", vop3_fields(L, fld(l, "src0", "v8")), base,
                         probes=vop3_probes(l) + dprobes))
    l8 = L("VOP3_DPP8")
    fams.append(fam_from("VOP3_DPP8", l8, "VOP3_DPP8", vop3_fields(L, fld(l8, "src0", "v8")),
                         [("fi", 1), ("dpp8", 0xFAC688)],
                         probes=vop3_probes(l8) + probe(l8, "fi", ("fi", 2))))
    l = L("VOP3P_DPP")
    base, dprobes = dpp16_part(l)
    fams.append(fam_from("VOP3P_DPP", l, "VOP3P_DPP", vop3p_fields(l, fld(l, "src0", "v8")),
                         [("op_sel_hi", 7)] + base, probes=vop3p_probes(l) + dprobes))
    # VOP3P with DPP8 has no ENC of its own (the tables list it as
    # VOP3P_DPP): the VOP3P words, src0 at VOP3P_DPP's place, and VOP3_DPP8's
    # src0 code and lane selects.
    lp = L("VOP3P")
    f = fam_from("VOP3P_DPP8", lp, "VOP3P_DPP", vop3p_fields(lp, fld(l, "src0", "v8")),
                 [("op_sel_hi", 7)], probes=vop3p_probes(lp) + probe(l8, "fi", ("fi", 2)))
    f.size = l.size
    for pieces, v in l8.matches:
        if pieces[0][0] >= 32:
            f.fixed.update(val_pieces(pieces, v))
    f.fixed.update(vals(l8, ("fi", 1), ("dpp8", 0xFAC688)))
    fams.append(f)
    return fams


def ds_family(L):
    l = L("DS")
    return fam_from("DS", l, "DS", [fld(l, "addr"), fld(l, "data0"), fld(l, "data1"),
                                    fld(l, "vdst")],
                    probes=(probe(l, "offset0", ("offset0", 5)) + probe(l, "offset1", ("offset1", 6)) +
                            probe(l, "gds", ("gds", 1))), scan=True)


def vinterp_families(L):
    fams = []
    l = L("VINTERP")
    if l is not None:
        probes = (probe(l, "clamp", ("clamp", 1)) + probe(l, "wait_exp", ("wait_exp", 1)) +
                  [("op_sel%d" % i, bit(l, "op_sel", i)) for i in range(4)] +
                  [("neg%d" % i, bit(l, "neg", i)) for i in range(3)])
        fams.append(fam_from("VINTERP", l, "VINTERP", vop3p_fields(l), probes=probes))
    l = L("LDSDIR")
    if l is not None:
        wait = first(l, "wait_vdst", "wait_va_vdst")
        fams.append(fam_from("LDSDIR", l, "LDSDIR", [
            fld(l, "vdst"), fld(l, "attr", base=3), fld(l, "attrchan", base=1)],
            probes=[("wait_vdst", val(l, wait, 2))]))
    return fams


def gfx11_families(gen="gfx11"):
    L = Lay(gen)
    fams = scalar_families(L) + vop_families(L)
    fams.append(smem_family(L, gen))
    l = L("VOP3")
    fams.append(fam_from("VOP3", l, "VOP3", vop3_fields(L), probes=vop3_probes(l), lit=True))
    l = L("VOP3P")
    fams.append(fam_from("VOP3P", l, "VOP3P", vop3p_fields(l), [("op_sel_hi", 7)],
                         probes=vop3p_probes(l), lit=True))
    fams += vop3_dpp_families(L)
    fams += vinterp_families(L)
    fams.append(ds_family(L))
    fams += flat_families(L, gen, 0x7C, 0x7C)
    fams += buffer_families(L, gen)
    fams.append(mimg_family(L, gen))
    fams.append(exp_family(L))
    fams += dpp_families(L, True) + dpp8_families(L)
    return fams


def gfx12_families(gen="gfx12"):
    """GFX12 and GFX12.5: the ALU formats of GFX11, 96-bit memory formats;
    cache bits (th, scope) are found by the bit scan."""
    L = Lay(gen)
    fams = scalar_families(L) + vop_families(L)
    l = L("VOP3")
    fams.append(fam_from("VOP3", l, "VOP3", vop3_fields(L), probes=vop3_probes(l), lit=True))
    l = L("VOP3P")
    fams.append(fam_from("VOP3P", l, "VOP3P", vop3p_fields(l), [("op_sel_hi", 7)],
                         probes=vop3p_probes(l), lit=True))
    fams += vop3_dpp_families(L)
    fams += vinterp_families(L)
    fams.append(ds_family(L))
    fams += dpp_families(L, True) + dpp8_families(L)
    l = L("SMEM")
    fams.append(fam_from("SMEM", l, "SMEM", [
        fld(l, "sdata"), fld(l, "sbase"), fld(l, "offset", base=0x10), fld(l, "soffset")],
        configs=[dict(tag="imm", bits=val(l, "soffset", 0x7C), pin={"soffset"}),
                 dict(tag="sgpr", bits=val(l, "offset", 0), pin={"offset"}),
                 dict(tag="both")], scan=True))
    fams += flat_families(L, gen, 0x7C, 0x7C)
    l = L("VBUFFER")
    fams.append(fam_from("VBUFFER", l, "VBUFFER", [
        fld(l, "vdata"), fld(l, "vaddr"), fld(l, "srsrc"), fld(l, "soffset")],
        [("offen", 1), ("format", 1)],
        probes=(probe(l, "offen", ("offen", 0)) + probe(l, "idxen", ("idxen", 1)) +
                probe(l, "offset", ("offset", 16)) + probe(l, "format", ("format", 22))),
        configs=expand([dict(tag="")], [("rtn", val(l, "th", 1))]), scan=True))
    for enc in ("VIMAGE", "VSAMPLE"):
        l = L(enc)
        # (gfx1250's VIMAGE holds the tensor operations only, whose rows
        # tools/tensor.py asks for)
        if l is None or not has(l, "vdata"):
            continue
        fields = [fld(l, "vdata"), fld(l, "vaddr"), fld(l, "srsrc")]
        fields += [fld(l, "ssamp")] if has(l, "ssamp") else []
        cfgs = [dict(tag="")]
        if enc == "VIMAGE":
            cfgs = expand(cfgs, [("rtn", val(l, "th", 1))])
        fams.append(fam_from(enc, l, enc, fields, [("dmask", 1)],
                             probes=probe(l, "dmask", ("dmask", 3)) + probe(l, "dim", ("dim", 1)),
                             configs=cfgs, scan=True))
    if L("VEXPORT") is not None:
        fams.append(exp_family(L, "VEXPORT"))
    return fams


GENERATIONS = {
    "gfx9": dict(file="gfx9.txt", cpus=["gfx900", "gfx902", "gfx904", "gfx906", "gfx908",
                                         "gfx909", "gfx90c", "gfx9-generic"],
                 families=lambda: gfx9_families("gfx9")),
    "gfx8": dict(file="gfx8.txt", cpus=["gfx801", "gfx802", "gfx803", "gfx805", "gfx810"],
                 families=lambda: gfx9_families("gfx8")),
    "gfx10": dict(file="gfx10.txt", cpus=["gfx1010", "gfx1011", "gfx1012", "gfx1013", "gfx10-1-generic"],
                  families=lambda: gfx10_families("gfx10")),
    "gfx103": dict(file="gfx103.txt", cpus=["gfx1030", "gfx1031", "gfx1032", "gfx1033", "gfx1034",
                                             "gfx1035", "gfx1036", "gfx10-3-generic"],
                   families=lambda: gfx10_families("gfx103")),
    "gfx11": dict(file="gfx11.txt", cpus=["gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150",
                                           "gfx1151", "gfx1152", "gfx1153", "gfx11-generic"],
                  families=lambda: gfx11_families("gfx11")),
    "gfx12": dict(file="gfx12.txt", cpus=["gfx1200", "gfx1201", "gfx12-generic"],
                  families=lambda: gfx12_families("gfx12")),
    "gfx1250": dict(file="gfx1250.txt", cpus=["gfx1250", "gfx1251"],
                    families=lambda: gfx12_families("gfx1250")),
    "gfx6": dict(file="gfx6.txt", cpus=["gfx600", "gfx601", "gfx602"], legacy="gfx802"),
    "gfx7": dict(file="gfx7.txt", cpus=["gfx700", "gfx701", "gfx702", "gfx703", "gfx704", "gfx705"],
                 legacy="gfx802"),
    "gfx90a": dict(file="gfx90a.txt", cpus=["gfx90a"],
                   families=lambda: gfx9_families("gfx90a")),
    "gfx940": dict(file="gfx940.txt", cpus=["gfx942", "gfx9-4-generic"],
                   families=lambda: gfx9_families("gfx940")),
    "gfx950": dict(file="gfx950.txt", cpus=["gfx950"],
                   families=lambda: gfx9_families("gfx950")),
}

# ----------------------------------------------------------------------------
# the sweep


def diff_ops(a, b):
    """Indices whose register/constant core differs, and indices whose decoration differs."""
    core, deco = [], []
    if len(a) != len(b):
        return None, None
    for i, (x, y) in enumerate(zip(a, b)):
        if x == y:
            continue
        cx, dx = strip_op(x)
        cy, dy = strip_op(y)
        if cx != cy:
            core.append(i)
        elif dx != dy:
            deco.append((i, dy - dx))
    return core, deco


def kind_of_text(t):
    core, _ = strip_op(t)
    r = reg_info(core)
    if r:
        return r[0]
    if is_number(core):
        return "c"
    return "?"


SPECIAL_KIND = {"vcc": "vcc", "vcc_lo": "vcc", "off": "off", "exec": "exec", "exec_lo": "exec",
                "m0": "m0", "scc": "scc"}


class RowInfo:
    def __init__(self, fam, opcode, cfg, text, nbytes):
        self.fam, self.opcode, self.cfg = fam, opcode, cfg
        self.text = text
        self.name, self.ops, self.mods = parse_insn(text)
        self.nbytes = nbytes
        self.slots = [None] * len(self.ops)   # field name per op
        self.flags = [set() for _ in self.ops]
        self.probe_kinds = [dict() for _ in self.ops]  # 'v','s','c' -> printed kind
        self.modset = []
        self.new_mods = {}
        self.unknown_mods = set()
        self.types = [None] * len(self.ops)
        self.nolit = [False] * len(self.ops)
        self.notes = []


def sweep_family(cpu, fam, log):
    t0 = time.time()
    tests, meta = [], []
    ops = fam.all_ops()

    def ok(r):
        if not r:
            return False
        n = r[1]
        if "/*" in r[0]:
            return False
        return n == fam.size or (n == fam.size + 4 and fam.lit)

    for cfg in fam.configs:
        for op in ops:
            if "only" in cfg and not cfg["only"](op):
                continue
            b = Build(fam, op, cfg)
            tests.append(b.bits())
            meta.append(b)
    res = disassemble(cpu, tests)
    found = {}
    retry = []
    for b, r in zip(meta, res):
        if ok(r):
            found[(id(b.cfg), b.opcode)] = (b, r)
        else:
            retry.append(b)
    # opcodes that need some fields left at 0: try every subset
    tests, meta = [], []
    for b0 in retry:
        fl = [f for f in fam.fields if f.cls != "lit" and f.name not in b0.cfg.get("pin", ())]
        states = [("n", "z", "s") if f.cls in ("src9", "sdwa_src") else ("n", "z") for f in fl]
        combos = [()]
        for st in states:
            combos = [c + (x,) for c in combos for x in st]
        combos = [c for c in combos if any(x != "n" for x in c)]
        combos.sort(key=lambda c: (c.count("z"), c.count("s"), c))
        # Also with the family's other fixed bits cleared and with each
        # modifier probe set: some opcodes decode only with every operand
        # field and flag at 0 (buffer_wbinvl1) or with a flag set
        # (ds_gws_init needs gds).
        extra = [dict(b0.cfg, tag=b0.cfg.get("tag", "") + "+bare",
                      bits={**b0.cfg.get("bits", {}), **{k: 0 for k in list(fam.fixed)[1:]}})]
        for label, pbits in list(fam.probes) + fam.retry:
            extra.append(dict(b0.cfg, tag=b0.cfg.get("tag", "") + "+" + label,
                              bits={**b0.cfg.get("bits", {}), **pbits}))
        for c in combos:
            z = frozenset(f.name for f, x in zip(fl, c) if x == "z")
            sk = frozenset(f.name for f, x in zip(fl, c) if x == "s")
            b = Build(fam, b0.opcode, b0.cfg, z, sk)
            tests.append(b.bits())
            meta.append(b)
        for cfg2 in extra:
            for c in [tuple("n" for _ in fl)] + combos:
                z = frozenset(f.name for f, x in zip(fl, c) if x == "z")
                sk = frozenset(f.name for f, x in zip(fl, c) if x == "s")
                b = Build(fam, b0.opcode, cfg2, z, sk)
                b.orig_cfg = b0.cfg
                tests.append(b.bits())
                meta.append(b)
    res = disassemble(cpu, tests)
    for b, r in zip(meta, res):
        key = (id(getattr(b, "orig_cfg", b.cfg)), b.opcode)
        if ok(r) and key not in found:
            found[key] = (b, r)
    bases = []
    for cfg in fam.configs:
        for op in ops:
            if (id(cfg), op) in found:
                b, (text, n, enc) = found[(id(cfg), op)]
                # the printed encoding is llvm-mc's re-encoding: an opcode value
                # that re-encodes to another one is an alias (ignored bits)
                w = int.from_bytes(enc[:fam.size], "little")
                if fam.op[1] and fam.opcode_of(w) != op:
                    continue
                ri = RowInfo(fam, op, b.cfg, text, n)
                ri.zero = b.zero
                ri.sk = b.sk
                bases.append(ri)
    log("  %s: %d opcodes decode (%.1fs)" % (fam.key, len(bases), time.time() - t0))
    # perturbation tests
    tests, tmeta = [], []
    for ri in bases:
        b = Build(fam, ri.opcode, ri.cfg, ri.zero, ri.sk)
        for f in fam.fields:
            if f.cls == "lit" and ri.nbytes != fam.size + 4:
                continue
            if f.name in ri.cfg.get("pin", ()) or f.name in ri.zero:
                continue
            tests.append(b.bits(fields={f.name: b.alt_of(f)}))
            tmeta.append((ri, "alt", f))
            if f.cls in ("src9", "sdwa_src"):
                tests.append(b.bits(fields={f.name: ("s", 12)}))
                tmeta.append((ri, "s", f))
                tests.append(b.bits(fields={f.name: ("c", 129)}))
                tmeta.append((ri, "c", f))
            elif f.cls == "ssrc8":
                tests.append(b.bits(fields={f.name: ("c", 129)}))
                tmeta.append((ri, "c", f))
        allp = {}
        for label, bits in fam.probes:
            tests.append(b.bits(override=bits))
            tmeta.append((ri, "probe", bits))
            allp.update(bits)
        if fam.probes:
            tests.append(b.bits(override=allp))
            tmeta.append((ri, "all", None))
        if fam.scan:
            base = b.bits()
            wv = int.from_bytes(base[:fam.size], "little")
            cov = fam.covered_bits()
            for bit in range(fam.size * 8):
                if bit in cov:
                    continue
                t = (wv ^ (1 << bit)).to_bytes(fam.size, "little") + base[fam.size:]
                tests.append(t)
                tmeta.append((ri, "probe", {(bit, 1): ((wv >> bit) & 1) ^ 1}))
    res = disassemble(cpu, tests)
    for (ri, what, f), r in zip(tmeta, res):
        if not r or r[1] != ri.nbytes:
            continue
        name, ops, mods = parse_insn(r[0])
        if name != ri.name:
            continue
        if what == "all":
            ri.all_mods = mods
            continue
        if mods:
            ri.mod_seqs = getattr(ri, "mod_seqs", [])
            ri.mod_seqs.append([mod_name(m) for m in mods])
        core, deco = diff_ops(ri.ops, ops)
        if core is None:
            continue
        if what == "alt":
            for i in core:
                if ri.slots[i] is None:
                    ri.slots[i] = f.name
        elif what in ("s", "c"):
            for i in core:
                if ri.slots[i] == f.name or (ri.slots[i] is None and len(core) == 1):
                    ri.probe_kinds[i][what] = kind_of_text(ops[i])
            ri.pending = getattr(ri, "pending", [])
            ri.pending.append((what, f.name, core, ops))
        elif what == "probe":
            for i, d in deco:
                if "neg" in d or "abs" in d:
                    ri.flags[i].add("m")
                if "sext" in d:
                    ri.flags[i].add("x")
            base_keys = [mod_name(m) for m in ri.mods]
            real = False
            for i in core:
                ra = reg_info(strip_op(ri.ops[i])[0])
                rb = reg_info(strip_op(ops[i])[0])
                # a register that only widens (idxen+offen: vaddr pair) is not a change
                if not (ra and rb and ra[0] == rb[0] and ra[2] == rb[2]):
                    real = True
            if real and fam.enc != "EXP":
                continue
            for m in mods:
                if m not in ri.mods:
                    k = mod_name(m)
                    if k not in base_keys:
                        ri.new_mods.setdefault(k, m)
                        ri.mod_bits = getattr(ri, "mod_bits", {})
                        ri.mod_bits.setdefault(k, f)
                        ri.mod_text = getattr(ri, "mod_text", {})
                        ri.mod_text.setdefault(k, r[0])
    # pairs of modifiers: their relative printed order
    tests, tmeta = [], []
    for ri in bases:
        mb = list(getattr(ri, "mod_bits", {}).items())
        b = Build(fam, ri.opcode, ri.cfg, ri.zero, ri.sk)
        for x in range(len(mb)):
            for y in range(x + 1, len(mb)):
                tests.append(b.bits(override={**mb[x][1], **mb[y][1]}))
                tmeta.append(ri)
    for ri, r in zip(tmeta, disassemble(cpu, tests)):
        if r and r[1] == ri.nbytes:
            name, ops, mods = parse_insn(r[0])
            if name == ri.name and mods:
                ri.mod_seqs = getattr(ri, "mod_seqs", [])
                ri.mod_seqs.append([mod_name(m) for m in mods])
    # kind probe results that came before the alt mapping was known
    for ri in bases:
        for what, fname, core, ops in getattr(ri, "pending", []):
            for i in core:
                if ri.slots[i] == fname:
                    ri.probe_kinds[i][what] = kind_of_text(ops[i])
    return bases


def slot_string(ri, i, fam):
    """Returns (field, kindstr) for op i."""
    t = ri.ops[i]
    core, _ = strip_op(t)
    fname = ri.slots[i]
    if re.match(r"^attr\d+\.[xyzw]$", core):
        return (fname if fname not in (None, "attrchan") else ("attr" if fam.key == "VINTRP" else "src0")), "attr"
    if re.match(r"^(p10|p20|p0|invalid_param_\d+)$", core):
        return (fname or "vsrc"), "param"
    if fname is None:
        if core in SPECIAL_KIND:
            return "-", SPECIAL_KIND[core]
        if ri.nbytes == fam.size + 4 and is_number(core):
            return "lit", "lit"
        ri.notes.append("unmapped operand %d '%s'" % (i, t))
        return "-", "imm"
    f = [x for x in fam.fields if x.name == fname][0]
    if fname in ("attr", "attrchan"):
        return "attr", "attr"
    if f.cls == "lit":
        return "lit", "lit"
    r = reg_info(core)
    if r is None and core.startswith("[") and f.cls == "v8":
        # VIMAGE/VSAMPLE address list: one VGPR per address field
        return fname, "v%d" % len(_split_depth0(core[1:-1], ", "))
    if f.cls == "imm" or r is None:
        # special immediates
        if fname == "tgt":
            return "tgt", "exptgt"
        if core.startswith("hwreg("):
            return fname, "hwreg"
        if ri.name == "s_waitcnt":
            return fname, "waitcnt"
        if ri.name in ("s_set_gpr_idx_on", "s_set_gpr_idx_mode"):
            # gpr_idx(SRC0,...) or a 4-bit integer (llvm-mc refuses wider
            # values); the disassembler prints wide field values as numbers.
            return fname, "gpridx"
        if ri.name.startswith("s_sendmsg"):
            return fname, "sendmsg"
        if re.match(r"^s_(cbranch|branch|call)", ri.name):
            return fname, "label"
        if core in ("p10", "p20", "p0"):
            return fname, "param"
        if r is None and not is_number(core) and f.cls != "imm":
            ri.notes.append("operand %d '%s' of field %s" % (i, t, fname))
        if r is None:
            return fname, "imm"
    k, w, _ = r
    if f.cls in ("src9", "sdwa_src"):
        pk = ri.probe_kinds[i]
        has_v = k == "v"
        has_s = pk.get("s") == "s" or k == "s"
        has_c = pk.get("c") == "c"
        if has_v and (has_s or has_c):
            kind = "src" if has_c else "src%d_noConst" % w
        elif has_v:
            kind = "v"
        elif has_s or has_c:
            kind = "ssrc" if has_c else "s"
        else:
            kind = k
        if kind.endswith("_noConst"):
            return fname, kind
        return fname, "%s%d" % (kind, w)
    if f.cls == "ssrc8":
        pk = ri.probe_kinds[i]
        return fname, "%s%d" % ("ssrc" if pk.get("c") == "c" else k, w)
    return fname, "%s%d" % (k, w)


TYPE_SUFFIX = re.compile(r"_(f16|bf16|f32|f64|i16|u16|b16|i32|u32|b32|i64|u64|b64|i8|u8)")


def suffix_type(name, width):
    """The mnemonic's destination type (first type suffix) at the given width."""
    ts = TYPE_SUFFIX.findall(name)
    t = ts[0] if ts else ""
    if t.startswith("f"):
        return {1: "f32", 2: "f64"}.get(width, "f32") if t != "f16" else "f16"
    if t in ("i16", "u16", "b16"):
        return "i16"
    return {1: "i32", 2: "i64"}.get(width, "i32")


SRC_CLS = ("src9", "ssrc8", "sdwa_src")


def field_of(ri, i):
    fn = ri.slots[i]
    for f in ri.fam.fields:
        if f.name == fn:
            return f
    return None


def vreg(w, n=200):
    return "v%d" % n if w == 1 else "v[%d:%d]" % (n, n + w - 1)


def sreg(w, n=80):
    return "s%d" % n if w == 1 else "s[%d:%d]" % (n, n + w - 1)


def half_suffix(t):
    """'.l' / '.h' of a true16 register half, else ''."""
    core = strip_op(t)[0]
    return core[-2:] if re.search(r"\.[lh]$", core) else ""


def asm_line(name, ops, mods):
    return name + (" " + ", ".join(ops) if ops else "") + (" " + " ".join(mods) if mods else "")


ASM_PROBES = (("v", None), ("s", None), ("a", None), ("c", "1"), ("l", "0x1234"), ("h", "0x3800"),
              ("f", "0xffffffff"), ("m", "-1"), ("w", "0x46eb41ac"), ("b", "0x3f00"))


def as_agprs(base, slots):
    """The operands `base` with the VGPR operands among `slots` turned into
    distinct AGPRs; None when there is none."""
    c = list(base)
    n = 0
    for i, w in slots:
        r = reg_info(strip_op(c[i])[0])
        if r and r[0] == "v":
            c[i] = "a" + vreg(r[1], 128 + n)[1:] + half_suffix(c[i])
            n += 32
    return c if n else None


def probe_asm(cpu, rows, log):
    """Assembler probes for every source slot: which classes it accepts
    (VGPR, SGPR, inline constant, literal) and which constants are inline."""
    lines, meta = [], []
    for ri in rows:
        ri.srcs = []
        ri.vregs = []
        for i in range(len(ri.ops)):
            f = field_of(ri, i)
            r = reg_info(strip_op(ri.ops[i])[0])
            if f is not None and f.cls == "v8" and r and r[0] in ("v", "a"):
                ri.vregs.append((i, r[1]))
            if f is None or f.cls not in SRC_CLS:
                continue
            if ri.slot_strs[i][1] in ("sendmsg", "hwreg", "waitcnt", "gpridx", "label"):
                # (a packed immediate in a source field: s_sendmsg_rtn_b32's
                # sendmsg(...), which also takes plain numbers)
                continue
            ri.srcs.append((i, r[1] if r else 1))
        if not ri.srcs and not ri.vregs:
            continue
        cands = [list(ri.ops)]
        for i, w in ri.srcs:
            c = list(ri.ops)
            c[i] = sreg(w)
            cands.append(c)
        c = list(ri.ops)
        for i, w in ri.srcs:
            c[i] = sreg(w)
        cands.append(c)
        # every source a VGPR (a decoded SGPR beside a literal breaks the
        # constant bus limit: v_fmaak_f32 on gfx942)
        c = list(ri.ops)
        for i, w in ri.srcs:
            c[i] = vreg(w)
        cands.append(c)
        for k, c in enumerate(cands):
            lines.append(asm_line(ri.name, c, ri.mods))
            meta.append((ri, k, c))
    res = assemble(cpu, lines)
    for (ri, k, c), r in zip(meta, res):
        if r is not None and getattr(ri, "abase", None) is None:
            ri.abase = c
    lines, meta = [], []
    for ri in rows:
        if getattr(ri, "abase", None) is None:
            if ri.srcs:
                ri.notes.append("no assembler form found; operand classes from the disassembler")
            continue
        for i, w in ri.vregs:
            for tag in ("v", "a"):
                c = list(ri.abase)
                hs = half_suffix(ri.abase[i])
                vn = 100
                c[i] = (vreg(w, vn) if tag == "v" else "a" + vreg(w, vn)[1:]) + hs
                lines.append(asm_line(ri.name, c, ri.mods))
                meta.append((ri, i, tag))
        # every VGPR operand as an AGPR at once (MFMA: vdst and srcC must agree)
        c = as_agprs(ri.abase, ri.vregs + ri.srcs)
        if c:
            lines.append(asm_line(ri.name, c, ri.mods))
            meta.append((ri, -1, "allA"))
        # every data VGPR (vdst, vdata, data0, data1) as an AGPR at once,
        # the address kept (CDNA memory instructions: data and dst are all
        # VGPRs or all AGPRs)
        data = [(i, w) for i, w in ri.vregs
                if ri.slot_strs[i][0] in ("vdst", "vdata", "data0", "data1")]
        c = as_agprs(ri.abase, data) if len(data) > 1 else None
        if c:
            lines.append(asm_line(ri.name, c, ri.mods))
            meta.append((ri, -2, "dataA"))
        for i, w in ri.srcs:
            for tag, val in ASM_PROBES:
                c = list(ri.abase)
                hs = half_suffix(ri.abase[i])
                vn = 100   # 16-bit e32 operands (GFX11+): v0-v127 only
                c[i] = (vreg(w, vn) + hs if tag == "v" else sreg(w) if tag == "s"
                        else "a" + vreg(w, vn)[1:] + hs if tag == "a" else val)
                lines.append(asm_line(ri.name, c, ri.mods))
                meta.append((ri, i, tag))
    res = assemble(cpu, lines)
    for (ri, i, tag), r in zip(meta, res):
        ri.asm = getattr(ri, "asm", {})
        if tag == "allA":
            if r is not None:
                for j, w in ri.vregs + ri.srcs:
                    rr = reg_info(strip_op(ri.abase[j])[0])
                    if rr and rr[0] == "v":
                        ri.asm[(j, "a")] = "a"
            continue
        if tag == "dataA":
            if r is not None:
                for j, w in ri.vregs:
                    if ri.slot_strs[j][0] in ("vdst", "vdata", "data0", "data1"):
                        ri.asm[(j, "a")] = "a"
            continue
        if r is None and (i, tag) in ri.asm and tag == "a":
            continue
        if r is None:
            ri.asm[(i, tag)] = None
        else:
            _, ops, _ = parse_insn(r[0])
            ri.asm[(i, tag)] = ops[i] if i < len(ops) else "?"


def finish_kinds_types(rows, twins):
    for ri in rows:
        asm = getattr(ri, "asm", None)
        for i, w in getattr(ri, "vregs", []):
            if asm is None:
                continue
            okv, oka = asm.get((i, "v")) is not None, asm.get((i, "a")) is not None
            fld, kind = ri.slot_strs[i]
            if okv or oka:
                k = "av" if okv and oka else "v" if okv else "a"
                ri.slot_strs[i] = (fld, "%s%d" % (k, w))
        for i, w in getattr(ri, "srcs", []):
            fld, kind = ri.slot_strs[i]
            if asm is not None:
                ok = {t: asm.get((i, t)) is not None for t, _ in ASM_PROBES}
                if ok["a"] and not ok["s"] and ok["c"]:
                    # MFMA srcC on gfx90a+: registers of either file, or an
                    # inline constant (no SGPR, no literal)
                    kind = "avsrc%d" % w
                elif ok["a"] and not ok["s"]:
                    # AGPR operands (gfx908 MFMA srcC, accvgpr): no constants
                    kind = ("av%d" if ok["v"] else "a%d") % w
                elif ok["v"] and (ok["s"] or ok["c"]):
                    kind = "src%d" % w
                    if not ok["c"]:
                        kind += "_noConst"
                    elif not ok["l"]:
                        kind += "_noLit"
                elif ok["v"]:
                    kind = "v%d" % w
                elif ok["c"]:
                    kind = "ssrc%d" % w + ("" if ok["l"] else "_noLit")
                elif ok["s"]:
                    kind = "s%d" % w
                ri.slot_strs[i] = (fld, kind)
            if not (kind.startswith("src") or kind.startswith("ssrc") or kind.startswith("avsrc")):
                continue
            packed = ri.fam.enc == "VOP3P" or ri.name.startswith("v_pk_")
            mix = "_mix" in ri.name
            isfloat = "m" in ri.flags[i] or "m" in twins.get((base_name(ri.name), norm_field(fld)), set())
            h = asm.get((i, "h")) if asm else None
            f = asm.get((i, "f")) if asm else None
            m = asm.get((i, "m")) if asm else None
            if kind.startswith("avsrc") or w > 2:
                # tuples (WMMA/MFMA matrices): the element type of the mnemonic
                ts = TYPE_SUFFIX.findall(ri.name)
                ri.types[i] = "f64" if ts[:1] == ["f64"] else suffix_type(ri.name, 1)
            elif asm is None:
                ri.types[i] = suffix_type(ri.name, w)
                ri.notes.append("type of operand %d from mnemonic (no assembler probe)" % i)
            elif w == 1 and asm.get((i, "b")) == "0.5":
                # 0x3f00 is 0.5 only as bf16: an inline constant there (a
                # 32-bit literal kept whole: two halves, as for f16 below)
                wide = asm.get((i, "w")) == "0x46eb41ac"
                ri.types[i] = "v2bf16" if (packed and not mix) or wide else "bf16"
            elif w == 1 and h == "0.5":
                # a 32-bit literal that is no f16 value: two halves
                # (v_dot2c_f32_f16's packed source in VOP2)
                wide = asm.get((i, "w")) == "0x46eb41ac"
                ri.types[i] = "v2f16" if (packed and not mix) or wide else "f16"
            elif w == 1 and f is None and m is not None:
                ri.types[i] = "v2i16" if packed else "i16"
            elif packed and w == 2:
                ri.types[i] = "v2f32" if isfloat or "_f32" in ri.name else "i64"
            elif packed and w == 1 and not isfloat:
                st = suffix_type(ri.name, w)
                # v_pk_*_i16/u16/b16 and v_dot*_i16/u16 sources are packed
                # 16-bit integers (the dot accumulator src2 is 32-bit)
                if re.search(r"[iub]16", ri.name) and (fld in ("src0", "src1") or ri.name.startswith("v_pk_")):
                    st = "v2i16"
                ri.types[i] = st if st not in ("f16", "i16") else ("f32" if st == "f16" else "i32")
                ri.notes.append("type of operand %d from mnemonic (packed)" % i)
            elif isfloat:
                ri.types[i] = "f32" if w == 1 else "f64"
            elif ri.fam.enc in ("VOP1", "VOP2", "VOPC") and (base_name(ri.name), norm_field(fld)) not in twins:
                st = suffix_type(ri.name, w)
                ri.types[i] = st if st not in ("f16", "i16") else ("f32" if w == 1 else "f64")
                ri.notes.append("type of operand %d from mnemonic (no _e64 twin)" % i)
            else:
                ri.types[i] = "i32" if w == 1 else "i64"
            ri.nolit[i] = False


def norm_field(f):
    return "src1" if f == "vsrc1" else f


def base_name(n):
    return re.sub(r"_(e32|e64|sdwa|dpp)$", "", n)


def render(ri):
    fam = ri.fam
    enc = fam.enc(ri.name) if callable(fam.enc) else fam.enc
    if fam.key == "VOP3":
        enc = "VOP3B" if "sdst" in ri.slots else "VOP3"
    enc = getattr(ri, "enc_override", None) or enc
    parts = [enc, "0x%x" % ri.opcode, ri.name]
    for i, (fld, kind) in enumerate(ri.slot_strs):
        if fld == "vaddr" and getattr(ri, "vaddr_max", None) and re.match(r"^v\d+$", kind):
            kind = "v%d" % ri.vaddr_max
        s = "%s=%s" % (fld, kind)
        if fld == "lit":
            s = "lit=lit:%s" % ("f16" if "f16" in ri.name else "f32" if "_f32" in ri.name else "i32")
        if ri.types[i]:
            if ri.nolit[i] and not kind.endswith("_noLit") and not kind.endswith("_noConst"):
                s = "%s=%s_noLit" % (fld, kind)
            s += ":" + ri.types[i]
        fl = "".join(c for c in "mxt" if c in ri.flags[i])
        if fl:
            s += "+" + fl
        parts.append(s)
    mods = ri.final_mods
    if mods:
        parts.append("|")
        # A modifier whose bit the row's decoding needed (the row was found
        # only with it set: lds forms, returning atomics, GWS with gds) is
        # required: `!name` (FORMAT.md).
        tag = ri.cfg.get("tag", "")
        parts += ["!" + k if k in tag.split("+") else k for k in mods]
    return enc, " ".join(parts)


KNOWN_MODS = set("""clamp omod op_sel op_sel_hi neg_lo neg_hi high dst_sel dst_unused src0_sel
src1_sel dpp_ctrl row_mask bank_mask bound_ctrl fi dpp8 offset offset0 offset1 gds glc slc dlc nv
lds tfe offen idxen addr64 format dmask unorm r128 a16 lwe da d16 dim done compr vm row_en sc0 sc1
nt th scope scc bitop3 wait_exp wait_vdst matrix_a_fmt matrix_b_fmt index_key matrix_a_reuse
matrix_b_reuse scale_sel""".split())

CANON = ["offen", "idxen", "addr64", "offset", "offset0", "offset1", "format", "dmask", "unorm",
         "glc", "slc", "dlc", "sc0", "sc1", "nt", "scc", "nv", "gds", "lds", "r128", "a16", "tfe", "lwe",
         "da", "d16", "done", "compr", "vm", "high", "clamp", "omod", "bitop3", "scale_sel", "matrix_a_fmt",
         "matrix_b_fmt", "index_key", "matrix_a_reuse", "matrix_b_reuse", "op_sel", "op_sel_hi",
         "neg_lo", "neg_hi", "dst_sel", "dst_unused", "src0_sel", "src1_sel", "dpp_ctrl",
         "row_mask", "bank_mask", "bound_ctrl", "fi", "wait_exp", "wait_vdst"]


def final_mods(ri, unknown):
    """The row's modifiers in printed order: a topological merge of the order
    seen in every decoded variant (ties broken by a fixed canonical order)."""
    names = []
    for m in ri.mods:
        k = mod_name(m)
        if k not in names:
            names.append(k)
    for k in ri.new_mods:
        if k not in names:
            names.append(k)
    for k in names:
        if k not in KNOWN_MODS:
            unknown.add(k)
    names = [k for k in names if k in KNOWN_MODS]
    seqs = [[mod_name(m) for m in ri.mods], [mod_name(m) for m in getattr(ri, "all_mods", [])]]
    seqs += getattr(ri, "mod_seqs", [])
    after = {k: set() for k in names}   # k -> names that must come before k
    for sq in seqs:
        sq = [k for k in dict.fromkeys(sq) if k in after]
        for i in range(len(sq)):
            for j in range(i):
                if sq[i] not in after[sq[j]]:   # ignore contradictions
                    after[sq[i]].add(sq[j])
    canon = lambda k: (CANON.index(k) if k in CANON else len(CANON), k)
    order = []
    left = set(names)
    while left:
        ready = [k for k in left if not (after[k] & left)] or list(left)
        k = min(ready, key=canon)
        order.append(k)
        left.discard(k)
    return order


def signature(cpu, fams):
    """A fingerprint of what llvm-mc does for `cpu`: the decodings of every
    family's base encodings (and of a few field/bit variants), plus the
    assembler's answers to a fixed probe set."""
    tests = []
    for fam in fams:
        ops = fam.all_ops()
        for cfg in fam.configs:
            for op in ops:
                b = Build(fam, op, cfg)
                tests.append(b.bits())
                b = Build(fam, op, cfg, frozenset(f.name for f in fam.fields))
                tests.append(b.bits())
    res = disassemble(cpu, tests)
    probes = ["v_add_f32 v1, 0x1234, v2", "v_add_f32_e64 v1, 0x1234, v2", "v_fma_f32 v1, v2, v3, v4",
              "v_add_u16 v1, 0xffffffff, v2", "global_load_dword v1, v[2:3], off lds",
              "buffer_load_dword v1, off, s[4:7], s1 lds", "v_mov_b32_e64 v1, s2 clamp"]
    ares = assemble(cpu, probes)
    return hash((tuple(res), tuple(ares)))


def legacy_classify(gen, enc_bytes):
    """(ENC, opcode) of a GFX6/GFX7 encoding, from that family's layouts."""
    w = int.from_bytes(enc_bytes[:16], "little")
    for l in layouts.classify(gen, w & ((1 << (8 * min(len(enc_bytes), 16))) - 1)):
        if l.size <= len(enc_bytes):
            return l.enc, l.opcode_of(w)
    return None, None


def unreversed(cand):
    """Candidates for the GFX6/7 instructions that GFX8 replaced by their
    reversed twins (v_lshl_b64 by v_lshlrev_b64, v_ashr_i32 by
    v_ashrrev_i32): each `...rev_` row with `rev` dropped and its first two
    sources exchanged. One that does not assemble is no row."""
    import copy
    out = []
    names = {ri.name for ri in cand}
    for ri in cand:
        if "rev_" not in ri.name or "src0" not in ri.slots:
            continue
        if ri.name.replace("rev_", "_", 1) in names:
            # GFX8 has it too (v_sub_f32 beside v_subrev_f32): its own row
            continue
        i = ri.slots.index("src0")
        j = next((k for k, f in enumerate(ri.slots) if f in ("src1", "vsrc1")), None)
        if j is None:
            continue
        n = copy.copy(ri)
        n.name = ri.name.replace("rev_", "_", 1)
        n.ops = list(ri.ops)
        n.ops[i], n.ops[j] = ri.ops[j], ri.ops[i]
        n.slot_strs = [slot_string(n, k, n.fam) for k in range(len(n.ops))]
        ren = n.cfg.get("rename", {})
        n.slot_strs = [(ren.get(f, f), kd) for f, kd in n.slot_strs]
        n.mod_text = {}
        n.flags = [set(f) for f in ri.flags]
        out.append(n)
    return out


LEGACY_CANDIDATES = os.path.join(ROOT, "tools", "legacy_candidates.txt")


def read_legacy_candidates(path=LEGACY_CANDIDATES):
    """(NEW, SIBLING) pairs of tools/legacy_candidates.txt (see its header)."""
    pairs = []
    with open(path) as fh:
        for ln, line in enumerate(fh, 1):
            line = line.split("#")[0].strip()
            if not line:
                continue
            m = re.fullmatch(r"(\S+)\s*<-\s*(\S+)", line)
            if not m:
                raise SystemExit("%s:%d: expected `NEW <- SIBLING`" % (path, ln))
            pairs.append((m.group(1), m.group(2)))
    return pairs


def renamed(cand, pairs):
    """Candidates for the GFX6/7 instructions GFX8 does not have
    (tools/legacy_candidates.txt): every GFX8 row of SIBLING (SDWA and DPP
    forms aside) as NEW, suffix kept, with the same operands and modifier
    texts.  Its float input modifiers are asked again (legacy_float_mods)."""
    import copy
    by_base = {}
    for ri in cand:
        fenc = ri.fam.enc(ri.name) if callable(ri.fam.enc) else ri.fam.enc
        if "_SDWA" in fenc or "_DPP" in fenc:
            continue
        by_base.setdefault(base_name(ri.name), []).append(ri)
    out = []
    for new, sib in pairs:
        if sib not in by_base:
            raise SystemExit("%s: %s (sibling of %s) has no GFX8 row" % (LEGACY_CANDIDATES, sib, new))
        for ri in by_base[sib]:
            n = copy.copy(ri)
            n.name = new + ri.name[len(sib):]
            n.mod_text = {k: n.name + t[len(ri.name):]
                          for k, t in getattr(ri, "mod_text", {}).items() if t.startswith(ri.name + " ")}
            n.flags = [set(f) for f in ri.flags]
            n.sibling = ri.name
            out.append(n)
    return out


def legacy_float_mods(cpu, rows):
    """The `+m` flag of each VOP3 source of the renamed rows, asked of the
    assembler: a VGPR there assembles, and `-VGPR` too (a float source) or
    not (an integer one: v_mul_lo_i32).  The sibling's flag stays where the
    plain VGPR is refused."""
    lines, meta = [], []
    for n in rows:
        if not getattr(n, "sibling", None) or getattr(n, "enc_override", None) not in ("VOP3", "VOP3B"):
            continue
        for i, fld in enumerate(n.slots):
            f = field_of(n, i)
            if f is None or f.cls not in SRC_CLS:
                continue
            r = reg_info(strip_op(n.ops[i])[0])
            w = r[1] if r else 1
            for neg in ("", "-"):
                ops = list(n.ops)
                ops[i] = neg + vreg(w, 10)
                lines.append(asm_line(n.name, ops, n.mods))
                meta.append((n, i, neg))
    res = dict(((id(n), i, neg), r is not None) for (n, i, neg), r in zip(meta, assemble(cpu, lines)))
    for n in rows:
        for i in range(len(n.ops)):
            if res.get((id(n), i, "")):
                if res[(id(n), i, "-")]:
                    n.flags[i].add("m")
                else:
                    n.flags[i].discard("m")


def legacy_rows(gen, cpu, cand, log):
    """GFX6/GFX7 rows: every GFX8 row whose printed form assembles for `cpu`,
    with the opcode read from the GFX6/7 encoding (by that family's layouts) and each
    modifier kept when the GFX8 text showing it assembles too."""
    import copy
    def fit_dmask(ri, t):
        # An image text's dmask as wide as its data (the random GFX8 word's
        # may be short of it, which GFX6/7 refuse: image_atomic_cmpswap).
        if ri.fam.key != "MIMG" or not ri.ops:
            return t
        r0 = reg_info(strip_op(ri.ops[0])[0])
        comps = r0[1] - (1 if re.search(r"\btfe\b", t) else 0) if r0 else 0
        if not r0 or r0[0] != "v" or not 1 <= comps <= 4:
            return t
        return re.sub(r"dmask:0x[0-9a-f]+", "dmask:0x%x" % ((1 << comps) - 1), t)

    lines, meta = [], []
    for ri in cand:
        texts = [(None, asm_line(ri.name, ri.ops, ri.mods))]
        texts += list(getattr(ri, "mod_text", {}).items())
        for k, t in texts:
            lines.append(t)
            meta.append((ri, k))
            if fit_dmask(ri, t) != t:
                # taken only where the text as the GFX8 word gave it fails
                lines.append(fit_dmask(ri, t))
                meta.append((ri, k))
            if k == "offset" and ri.fam.key.startswith("FLAT"):
                # GFX7 FLAT takes `offset:0` only (the family fact
                # no-flat-offset refuses the rest), as GFX8 does
                lines.append(re.sub(r"offset:(0x[0-9a-f]+|\d+)", "offset:0", t))
                meta.append((ri, k))
        if ri.fam.key == "MUBUF" and "offen" in [mod_name(m) for m in ri.mods]:
            ops = list(ri.ops)
            for i, sl in enumerate(ri.slots):
                if sl == "vaddr":
                    ops[i] = vreg(2, 20)
            mods = ["addr64" if m == "offen" else m for m in ri.mods]
            lines.append(asm_line(ri.name, ops, mods))
            meta.append((ri, "addr64"))
    res = assemble(cpu, lines)
    okmods = {}
    base = {}
    for (ri, k), r in zip(meta, res):
        if r is None:
            continue
        if k is None:
            base.setdefault(id(ri), r)
        else:
            okmods.setdefault(id(ri), set()).add(k)
    # No SDWA or DPP on GFX6/7: such a GFX8 text that assembles is the
    # plain instruction, already a row of its own.
    for ri in cand:
        fenc = ri.fam.enc(ri.name) if callable(ri.fam.enc) else ri.fam.enc
        if "_SDWA" in fenc or "_DPP" in fenc:
            base.pop(id(ri), None)
    # A VOP3 text refused for reading two SGPRs (the constant bus of a GFX6/7
    # 32-bit form: v_writelane_b32) is tried again with one SGPR read twice.
    again = []
    for ri in cand:
        if id(ri) in base or ri.fam.key != "VOP3":
            continue
        ss = [o for o in ri.ops if re.fullmatch(r"s\d+", o)]
        if len(set(ss)) > 1:
            again.append((ri, [ss[0] if o in ss else o for o in ri.ops]))
    for (ri, ops), r in zip(again, assemble(cpu, [asm_line(ri.name, o, ri.mods) for ri, o in again])):
        if r is not None:
            base[id(ri)] = r
    # An instruction GFX6/7 name otherwise (v_add_u32 is GFX6/7's
    # v_add_i32): the GFX8 text with one type token of the mnemonic
    # exchanged for another of its width, the first that assembles (its
    # printed name names the row).
    again = []
    width_of = {"u32": "32", "i32": "32", "b32": "32", "u16": "16", "i16": "16", "b16": "16",
                "u64": "64", "i64": "64", "b64": "64"}
    for ri in cand:
        if id(ri) in base or getattr(ri, "sibling", None):
            # (a renamed candidate is its own name or none)
            continue
        fenc = ri.fam.enc(ri.name) if callable(ri.fam.enc) else ri.fam.enc
        if "_SDWA" in fenc or "_DPP" in fenc:
            continue
        parts = ri.name.split("_")
        for i, t in enumerate(parts):
            for u in width_of:
                if t in width_of and u != t and width_of[u] == width_of[t]:
                    name = "_".join(parts[:i] + [u] + parts[i + 1:])
                    again.append((ri, asm_line(name, ri.ops, ri.mods)))
    for (ri, line), r in zip(again, assemble(cpu, [t for _, t in again])):
        if r is not None and id(ri) not in base:
            base[id(ri)] = r
    # A text that the random GFX8 word made with a VGPR where GFX6/7 take
    # only scalars (v_cndmask_b32_e64's mask, v_addc_u32_e64's carry-in):
    # tried again with each VGPR operand in turn an SGPR tuple of its width.
    again = []
    for ri in cand:
        if id(ri) in base:
            continue
        if ri.fam.key == "VOP3":
            for i, o in enumerate(ri.ops):
                m = re.fullmatch(r"v(\d+)|v\[(\d+):(\d+)\]", o)
                if m and i > 0:
                    w = 1 if m.group(1) else int(m.group(3)) - int(m.group(2)) + 1
                    ops = list(ri.ops)
                    ops[i] = sreg(w, 20)
                    again.append((ri, asm_line(ri.name, ops, ri.mods)))
    for (ri, line), r in zip(again, assemble(cpu, [t for _, t in again])):
        if r is not None and id(ri) not in base:
            base[id(ri)] = r
    # A GFX8 VOP3-only instruction that GFX6/7 encode as VOP1/VOP2/VOPC
    # (v_readlane_b32, v_bfm_b32, v_cvt_pknorm_u16_f32, ...): its text
    # assembles to the 32-bit form; the 64-bit form is probed with `_e64`.
    short = {}
    for ri in cand:
        r = base.get(id(ri))
        if r is not None and ri.fam.key == "VOP3" and not ri.name.endswith("_e64"):
            enc, op = legacy_classify(gen, r[1])
            if enc in ("VOP1", "VOP2", "VOPC"):
                short[id(ri)] = (enc, op, parse_insn(r[0])[0])
    wide = {}
    if short:
        sh = [ri for ri in cand if id(ri) in short]
        res64 = assemble(cpu, [asm_line(ri.name + "_e64", ri.ops, ri.mods) for ri in sh])
        for ri, r64 in zip(sh, res64):
            if r64 is not None:
                wide[id(ri)] = r64
    # GFX7's SMRD takes an offset past 8 bits as a literal dword (soffset
    # 255): probed with a large offset in place of the immediate.
    lits = [ri for ri in cand if id(ri) in base and ri.fam.key == "SMEM" and ri.ops
            and is_number(strip_op(ri.ops[-1])[0])]
    lit_ok = set()
    texts = [asm_line(ri.name, ri.ops[:-1] + ["0x12345"], ri.mods) for ri in lits]
    for ri, r in zip(lits, assemble(cpu, texts)):
        if r is not None and len(r[1]) == 8:
            lit_ok.add(id(ri))
    rows = []
    sig = []
    for ri in cand:
        r = base.get(id(ri))
        if r is None:
            continue
        e32 = short.get(id(ri))
        if e32 is not None:
            r = wide.get(id(ri))
        enc, op = legacy_classify(gen, r[1]) if r is not None else (None, None)
        if enc is None:
            if e32 is not None:
                # no 64-bit form (v_readlane_b32): the 32-bit row alone
                n = copy.copy(ri)
                n.e32_only = e32
                rows.append(n)
                sig.append(e32)
            continue
        name = parse_insn(r[0])[0]
        n = copy.copy(ri)
        n.name = name
        n.opcode = op
        fenc = ri.fam.enc(ri.name) if callable(ri.fam.enc) else ri.fam.enc
        n.enc_override = ("VOP3B" if "sdst" in ri.slots else "VOP3") if enc == "VOP3" else \
            ("SMRD" if enc == "SMRD" else fenc if enc in ("VOP1", "VOP2", "VOPC") else enc)
        base_mods = [mod_name(m) for m in ri.mods]
        keep = okmods.get(id(ri), set())
        n.final_mods = [k for k in ri.final_mods if k in base_mods or k in keep]
        if "addr64" in keep:
            i = n.final_mods.index("idxen") + 1 if "idxen" in n.final_mods else 0
            n.final_mods = n.final_mods[:i] + ["addr64"] + n.final_mods[i:]
        n.e32 = e32
        n.smrd_lit = id(ri) in lit_ok
        if n.smrd_lit:
            sig.append(("lit", name))
        n.notes = list(ri.notes)
        n.types = [None] * len(ri.ops)
        n.nolit = [False] * len(ri.ops)
        n.slot_strs = list(ri.slot_strs)
        n.flags = [set(f) for f in ri.flags]
        for attr in ("asm", "abase", "srcs", "vregs"):
            n.__dict__.pop(attr, None)
        # operand classes and types are probed again for this processor
        n.ops = parse_insn(r[0])[1] if len(parse_insn(r[0])[1]) == len(ri.ops) else list(ri.ops)
        rows.append(n)
        sig.append((name, n.enc_override, op, tuple(n.final_mods)))
    legacy_float_mods(cpu, rows)
    sig.append(tuple((n.name, i, "m" in f) for n in rows if getattr(n, "sibling", None)
                     for i, f in enumerate(n.flags)))
    got = {base_name(n.name) for n in rows if getattr(n, "sibling", None)}
    miss = sorted({base_name(ri.name) for ri in cand if getattr(ri, "sibling", None)} - got)
    if miss:
        log("  %s: %d legacy candidates not on this processor: %s" % (cpu, len(miss), " ".join(miss)))
    return rows, hash(tuple(sig))


def swept_rows(cpu, fams, log, unknown):
    rows = []
    for fam in fams:
        rows += sweep_family(cpu, fam, log)
    for ri in rows:
        ri.slot_strs = [slot_string(ri, i, ri.fam) for i in range(len(ri.ops))]
        ren = ri.cfg.get("rename", {})
        ri.slot_strs = [(ren.get(f, f), k) for f, k in ri.slot_strs]
        ri.final_mods = final_mods(ri, unknown)
    return rows


def mimg_vaddr_max(cpu, rows):
    """MIMG (GFX6-9): the printed address tuple is one of several the
    assembler takes; record the largest one it accepts (1..16 registers), so
    the encoder can reject larger ones as llvm-mc does."""
    lines, meta = [], []
    for ri in rows:
        if ri.fam.enc != "MIMG" or ri.slots.count("vaddr") != 1:
            continue
        i = ri.slots.index("vaddr")
        # the printed dmask may not suit the data size (atomics want one bit
        # per data register): also try the dmask that does
        mods2 = list(ri.mods)
        if "vdata" in ri.slots:
            r = reg_info(strip_op(ri.ops[ri.slots.index("vdata")])[0])
            if r:
                dm = "dmask:0x%x" % ((1 << r[1]) - 1)
                mods2 = [dm if m.startswith("dmask:") else m for m in mods2]
                if dm not in mods2:
                    mods2.insert(0, dm)
        for n in range(1, 17):
            ops = list(ri.ops)
            ops[i] = vreg(n, 0)
            for mods in (list(ri.mods), mods2):
                lines.append(" ".join([ri.name, ", ".join(ops)] + mods))
                meta.append((ri, n))
    best = {}
    for (ri, n), r in zip(meta, assemble(cpu, lines)):
        if r is not None:
            best[id(ri)] = max(best.get(id(ri), 0), n)
    for ri in rows:
        if id(ri) in best:
            ri.vaddr_max = best[id(ri)]


def e32_line(e32, line64):
    """The GFX6/7 VOP1/VOP2/VOPC row of an instruction from its VOP3 row: the
    same operands in the 32-bit fields (a literal allowed in src0, a VGPR in
    vsrc1 unless the source is scalar, vcc for a VOPC result), no modifiers."""
    enc, op, name = e32
    toks = line64.split(" | ")[0].split()
    out = [enc, "0x%x" % op, name]
    for t in toks[3:]:
        fld, cls = t.split("=", 1)
        cls = cls.replace("+m", "")
        if fld == "vdst" and enc == "VOPC":
            out.append("-=vcc")
        elif fld == "vdst":
            out.append(t)
        elif fld == "src0":
            out.append("src0=" + cls.replace("_noLit", ""))
        elif fld == "src1":
            out.append("vsrc1=" + (cls if cls.startswith("ssrc") else "v1"))
        else:
            out.append(t)
    return " ".join(out)


def finish_rows(cpu, rows, log, dropped):
    """Assembler probes, types, rendering: {line: (name, enc, opcode, notes)}."""
    probe_asm(cpu, rows, log)
    mimg_vaddr_max(cpu, rows)
    twins = {}
    for ri in rows:
        if ri.fam.enc in ("VOP1", "VOP2", "VOPC"):
            continue
        for i, (fld, kind) in enumerate(ri.slot_strs):
            t = twins.setdefault((base_name(ri.name), norm_field(fld)), set())
            if "m" in ri.flags[i]:
                t.add("m")
    finish_kinds_types(rows, twins)
    lines = {}
    for ri in rows:
        enc, line = render(ri)
        if getattr(ri, "e32_only", None):
            e = e32_line(ri.e32_only, line)
            lines.setdefault(e, (ri.e32_only[2], ri.e32_only[0], ri.e32_only[1], ri.notes))
            continue
        if getattr(ri, "e32", None):
            e = e32_line(ri.e32, line)
            lines.setdefault(e, (ri.e32[2], ri.e32[0], ri.e32[1], ri.notes))
        if getattr(ri, "smrd_lit", False) and " offset=imm" in line:
            # the same instruction with the offset in a literal dword
            e = line.replace(" offset=imm", " soffset=lit:i32")
            lines.setdefault(e, (ri.name, enc, ri.opcode, ri.notes))
        if enc.startswith("VOP3_DPP") and " sdst=" in line:
            # FORMAT.md has no sdst field for VOP3_DPP (VOP3B with DPP)
            dropped.add(ri.name)
            continue
        lines.setdefault(line, (ri.name, enc, ri.opcode, ri.notes))
    # a required-modifier row (`!k`) is redundant where the same shape
    # exists with k optional
    plain = {ln.replace(" !", " ") for ln in lines if " !" not in ln}
    lines = {ln: k for ln, k in lines.items() if " !" not in ln or ln.replace(" !", " ") not in plain}
    # a shape with an operand no field explains (a pinned field printed
    # anyway, e.g. `0x0, null` of s_prefetch_data) is dropped when another
    # shape of the same instruction explains every operand
    full = {(k[0], k[1], k[2]) for line, k in lines.items() if " -=imm" not in line}
    return {line: k for line, k in lines.items()
            if " -=imm" not in line or (k[0], k[1], k[2]) not in full}


def run_generation(gen, out_dir, log):
    g = GENERATIONS[gen]
    cpus = g["cpus"]
    per_cpu = {}
    unknown = set()
    dropped = set()
    sigs = {}
    if g.get("legacy"):
        # GFX6/GFX7: llvm-mc does not disassemble them; the GFX8 rows are
        # the candidates, assembled for each processor (see legacy_rows)
        log("%s: sweeping %s for candidates" % (gen, g["legacy"]))
        cand = swept_rows(g["legacy"], gfx9_families("gfx8"), log, unknown)
        cand += unreversed(cand)
        cand += renamed(cand, read_legacy_candidates())
    for cpu in cpus:
        if g.get("legacy"):
            rows, sig = legacy_rows(gen, cpu, cand, log)
        else:
            fams = g["families"]()
            sig = signature(cpu, fams)
        if sig in sigs:
            # same decodings (and assembler behaviour) as a processor already swept
            log("%s: %s decodes like %s" % (gen, cpu, sigs[sig]))
            per_cpu[cpu] = per_cpu[sigs[sig]]
            continue
        sigs[sig] = cpu
        log("%s: sweeping %s" % (gen, cpu))
        if not g.get("legacy"):
            rows = swept_rows(cpu, fams, log, unknown)
        per_cpu[cpu] = finish_rows(cpu, rows, log, dropped)
        log("  %s: %d rows" % (cpu, len(per_cpu[cpu])))
    allrows = {}
    for cpu in cpus:
        for line, key in per_cpu[cpu].items():
            allrows.setdefault(line, (key, []))[1].append(cpu)
    out = []
    notes = []
    for line, (key, cl) in allrows.items():
        if len(cl) != len(cpus):
            line = line + " @cpus=" + ",".join(cl)
        out.append((key[0], key[1], key[2], line))
        for n in key[3]:
            notes.append("# %s: %s" % (key[0], n))
    out.sort()
    path = os.path.join(out_dir, g["file"])
    with open(path, "w") as fh:
        fh.write("# Generated by tools/isa_sweep.py from llvm-mc 22 (%s). Do not edit by hand:\n" % gen)
        fh.write("# change the sweep and re-run `python3 tools/isa_sweep.py %s`.\n" % gen)
        fh.write("# Types: f16/i16 from assembler probes; f32/i32 and f64/i64 from float input\n")
        fh.write("# modifiers (+m in the row or its _e64 twin), else from the mnemonic suffix.\n")
        if g.get("legacy"):
            fh.write("# llvm-mc cannot disassemble %s: the rows are the %s rows whose printed form\n"
                     "# assembles for these processors, and those of tools/legacy_candidates.txt\n"
                     "# (instructions %s has and %s has not) that do; opcodes read from the encodings.\n"
                     % (gen, g["legacy"], gen, g["legacy"]))
        if gen.startswith("gfx1"):
            fh.write("# Swept with llvm-mc's default wavefront size (wave32): lane-mask operands\n"
                     "# (VOPC/VOP3B sdst, carry-in) have width 1 and vcc prints as vcc_lo.\n")
        for n in sorted(set(notes)):
            fh.write(n + "\n")
        fh.write("@cpus " + " ".join(cpus) + "\n")
        for r in out:
            fh.write(r[3] + "\n")
    log("wrote %s: %d rows" % (path, len(out)))
    # The dual-issue (VOPD) components, which no opcode sweep finds.
    import vopd
    if gen in vopd.FAMILIES:
        vopd.update(gen, log)
    # The scaled matrix instructions (two words in one), likewise.
    import mfma_scale
    if gen in mfma_scale.FAMILIES:
        mfma_scale.update(gen, log)
    import wmma_scale
    if gen in wmma_scale.FAMILIES:
        wmma_scale.update(gen, log)
    # GFX12.5's 12-byte dual issue, VOP2 with a 64-bit K and the tensor
    # operations, likewise.
    import vopd3
    import k64
    import tensor
    if gen in vopd3.FAMILIES:
        vopd3.update(gen, log)
    for more in (k64, tensor):
        if gen in more.FAMILIES:
            more.update(gen)
    if unknown:
        log("modifiers outside FORMAT.md: " + ", ".join(sorted(unknown)))
    if dropped:
        log("rows not expressible (VOP3B with DPP): " + ", ".join(sorted(dropped)))
    return path


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("gens", nargs="*", help="generation families to sweep (gfx9, ...)")
    ap.add_argument("--out", default=os.path.join(ROOT, "data", "isa"), help="output directory")
    ap.add_argument("--cpus", help="comma-separated processors (default: the family's list)")
    ap.add_argument("--list", action="store_true", help="list known families")
    ap.add_argument("-q", "--quiet", action="store_true")
    a = ap.parse_args()
    if a.list or not a.gens:
        for k, v in GENERATIONS.items():
            print("%-8s %-12s %s" % (k, v["file"], " ".join(v["cpus"])))
        return 0
    log = (lambda s: None) if a.quiet else (lambda s: print(s, file=sys.stderr, flush=True))
    gens = list(GENERATIONS) if a.gens == ["all"] else a.gens
    for gen in gens:
        if gen not in GENERATIONS:
            print("unknown family %s (see --list)" % gen, file=sys.stderr)
            return 2
        if a.cpus:
            GENERATIONS[gen] = dict(GENERATIONS[gen], cpus=a.cpus.split(","))
        run_generation(gen, a.out, log)
    return 0


if __name__ == "__main__":
    sys.exit(main())
