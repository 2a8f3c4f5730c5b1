#!/usr/bin/env python3
"""Row tags the reference's behaviour gives some instructions, asked of
llvm-mc 22 rather than read from mnemonics: data/isa/row_tags.txt.

Line format: `FAMILY NAME TAG`; the generator (xtask codegen) sets the tag
on every row of that instruction, and code tests the tag, never the name.

Tags:
- `atomic`: an image instruction whose dmask must select its data registers
  from bit 0 (0x1, 0x3, 0xf): the assembler refuses `dmask:0x5` with two
  data registers, which an image load or store takes.
- `imm-optional`: a SOPP instruction whose zero immediate the disassembler
  leaves out (`s_endpgm`, not `s_endpgm 0`).
- `imm-decimal`: a SOPP or SOPK instruction whose immediate the disassembler
  prints in decimal where the others print hexadecimal (`s_endpgm 4660`, but
  `s_nop 0x1234`; `s_subvector_loop_begin s0, 4660`).
- `reads-vcc`: a VOP3 instruction with three sources that reads VCC without
  naming it (v_div_fmas): with all sources VGPRs it assembles, with one SGPR
  source the reference reports a constant bus violation.
  Also a VOPD (dual-issue) component that reads VCC without naming it
  (v_dual_cndmask_b32): as the X half with an SGPR source, beside a Y half
  with another SGPR, the reference reports a constant bus violation (two
  scalar values are allowed).
- `dst-src2`: a VOPD component whose destination is also its third source
  (the accumulator of v_dual_fmac_f32): beside a v_dual_fmamk_f32 whose
  third source (its vsrc1) is in the destination's VGPR bank, the
  reference reports "src2 operands must use different VGPR banks".
- `vopd3-only`: a VOPD component that the assembler writes in the 12-byte
  VOPD3 form only as the X half, even in a pair the 8-byte form holds
  (GFX12.5's v_dual_dot2acc_f32_bf16; as the Y half the 8-byte form takes
  it, `v_dual_mov_b32 v1, v2 :: v_dual_dot2acc_f32_bf16 v4, v5, v6`, and
  its disassembler reads the 8-byte form).
- `vopd3-plain-view`: a VOPD3 component whose operands the reference's
  VGPR bank check reads as if it took no source modifiers (GFX12.5's
  v_dual_dot2acc_f32_bf16): `NAME v10, v1, v2 :: v_dual_fma_f32 v20, v5,
  v6, v7`, whose src0s share a bank, is refused for its "src1 operands"
  (the check compares the component's src0 with the other half's src0,
  read one modifier slot early) where a component read as it is written
  is refused for its "src0 operands".
- `op-sel-src2`: a two-source VOP3 instruction whose op_sel list has a third
  source place before the destination (gfx940's v_cvt_sr_*, whose old
  destination is a tied source): `op_sel:[0,0,1,0]` sets bit 13.
- `op-sel-zero`: a VOP3P instruction that takes op_sel and op_sel_hi only
  at their defaults (gfx940's and gfx950's v_dot2_*): the reference refuses
  `op_sel:[1,0,0]` ("invalid op_sel operand") where the plain form
  assembles, and any written op_sel_hi.
- `writes-exec`: a VOP3 compare that writes EXEC without naming it
  (GFX10's v_cmpx_*_e64): the reference writes exec_lo's code in the
  destination field (`v_cmpx_gt_u32_e64 v1, v2` starts with 0x7e).
- `half0` .. `half3`: operand 0 .. 3 (in printed order) of a VALU
  instruction is a 16-bit VGPR half (`v1.l`, `v1.h`; GFX11+ true16): the
  disassembler prints it so for a word with VGPRs in every register field.
- `ignores-mods`: a VOP3, DPP or SDWA instruction with a source that takes no
  input modifiers (the v_dot*c_i32 ops, v_ldexp_f16_dpp's exponent) whose
  word the disassembler takes with that source's neg and abs bits set
  (and prints nothing for them); for the others it refuses such a word.
- `imm-hex`: a SOPP instruction whose small immediates the disassembler
  prints in hexadecimal (`s_clause 0x1`) where the others print numbers up
  to 64 in decimal (`s_nop 1`).
- `uc-version`: a SOPK instruction whose immediate the disassembler prints
  with the names of data/isa/uc_version.txt (`s_version UC_VERSION_GFX7`
  for 0).
- `depctr`: a SOPP instruction whose immediate the disassembler prints as
  the counters of data/isa/depctr.txt (`s_waitcnt_depctr depctr_sa_sdst(0)
  ...` for 0).
- `delay-alu`: a SOPP instruction whose immediate the disassembler prints
  as the fields of data/isa/delay_alu.txt (`s_delay_alu instid0(VALU_DEP_4)
  | instskip(SKIP_2)` for 0x1234).
- `th-store`, `th-atomic`: a row of a format with a `th` field (GFX12)
  that stores, or is an atomic: its th:/scope: names and printing are
  those of that kind in data/isa/cache_policy.txt (the others are loads).
- `offset-unsigned`: an SMEM row of a family whose offset field is signed
  that takes only non-negative offsets (GFX12's s_buffer_*: llvm-mc 22
  calls a word with the sign bit set invalid and refuses a negative
  `offset`).
- `op-sel-hi-ones`: a VOP3P row without op_sel_hi whose word the
  disassembler calls invalid unless op_sel_hi is all ones (GFX12's WMMA,
  SWMMAC and float dot ops).
- `dst-sel-default`: an SDWA row without dst_sel (gfx940's and gfx950's
  v_cvt_pk_f32_fp8/bf8, whose destination is 64 bits) whose word holds
  dst_sel's default (DWORD) all the same: the reference writes it and calls
  a word with another dst_sel invalid.
- `fmt-width`: a matrix row whose src0 and src1 tuples are as wide as the
  data format that cbsz (src0) and blgp (src1) name (gfx950's *_f8f6f4:
  fp8 and bf8 eight registers, fp6 and bf6 six, fp4 four), or
  matrix_a_fmt and matrix_b_fmt (gfx1250's v_wmma_*_f8f6f4: sixteen,
  twelve, eight); the modifiers and widths are the family fact `fmt-regs`
  (tools/family_facts.py). An MFMA one takes no abid:
  the assembler refuses `abid:1` (asked here), and the disassembler calls a
  word with abid bits invalid (bit 11 marks the scaled form, v_mfma_scale_*;
  such words are in tests/corpus/gfx950/dis-cases.in).
- `op-sel-hi-zero`: a VOP3P row without op_sel_hi whose word the
  reference writes with op_sel_hi zero where the others have it all ones
  (GFX12.5's v_wmma_*_f8f6f4, whose bits there name the matrix formats):
  a word with op_sel_hi zero shows zeros in its encoding.
- `imm5`: an SMEM row whose immediate in the sdata field (GFX12's
  prefetch count, s_atc_probe's bits) is five bits wide: the word with 31
  there disassembles, the word with 32 is invalid (llvm-mc 22's assembler
  writes the low five bits of a larger value).
- `imm-signed`: a SOPP instruction whose negative immediate the listing
  prints as written (`s_nop -1`; the word's bytes disassemble to
  `s_nop 0xffff`), where the others print its 16 bits (`s_wait_loadcnt
  0xffff`).
- `lane-mask`: a row (of a wave32 family: its lane masks are one SGPR,
  `s1` in the table) whose one-SGPR operands are lane masks, twice as wide
  in wave64: the word with s6 in each of them disassembles with
  `-mattr=+wavefrontsize64` to a text naming `s[6:7]` (VOPC/VOP3B sdst,
  v_cndmask's and v_add_co_ci's carry-in).

- `neg-c-only`: a VOP3P or VOP3PX2 row whose neg_lo and neg_hi name
  the accumulator (src2) alone: its word with src2's bits set
  disassembles as the row, with src0's or src1's as another instruction
  or not at all (GFX12.5's WMMA of 8-bit and smaller formats, whose
  assembler refuses those bits too). Kept in the row's `RowExt`.

Needs /usr/lib/llvm-22/bin/llvm-mc; the project reads only the output file.

    python3 tools/row_tags.py gfx9 gfx90a gfx940 gfx950 gfx8 gfx7 gfx6 gfx103 gfx10 gfx11 gfx12 gfx1250 > data/isa/row_tags.txt
"""
import concurrent.futures
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import layouts  # noqa: E402  (data/isa/layouts.txt)
import llvm_probe  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MC = os.environ.get("LLVM_MC", "/usr/lib/llvm-22/bin/llvm-mc")
CPU = dict(llvm_probe.FAMILIES)  # a processor per table family


def mc(cpu, text, disassemble=False, mattr=None):
    args = [MC, "-arch=amdgcn", "-mcpu=" + cpu, "-show-encoding"]
    if mattr:
        args.append("-mattr=" + mattr)
    if disassemble:
        args.append("--disassemble")
    p = subprocess.run(args, input=text + "\n", capture_output=True, text=True)
    return p.stdout, p.stderr


def dis_word(cpu, lay, x):
    """llvm-mc's disassembly of word `x` of layout `lay` (its listing line)."""
    out, _ = mc(cpu, " ".join("0x%02x" % b for b in x.to_bytes(lay.size, "little")), True)
    return out


def delay_fields(fam):
    """The s_delay_alu field names of data/isa/delay_alu.txt for `fam`."""
    out = set()
    for line in open(os.path.join(ROOT, "data/isa/delay_alu.txt")):
        w = line.split()
        if len(w) == 3 and w[0] == fam and ":" in w[2]:
            out.add(w[1])
    return out


def rows(fam, enc, operands=None):
    """Opcode by name of the rows of format `enc` (with exactly these
    operand slots, when given)."""
    seen = {}
    for line in open(os.path.join(ROOT, "data/isa", fam + ".txt")):
        w = line.split("|")[0].split()
        if len(w) > 2 and w[0] == enc and w[2] not in seen:
            if operands is None or w[3:] == operands:
                seen[w[2]] = int(w[1], 16)
    return seen


def offset_unsigned(cpu, fam):
    """Names of SMEM rows with a signed offset field (layouts.txt) whose
    word the disassembler takes with offset 16 and calls invalid with -16
    (GFX12's s_buffer_* operations: 23-bit unsigned offsets)."""
    lay = layouts.load().get((fam, "SMEM"))
    try:
        if lay is None or not lay.has("offset") or lay.field("offset").coding != "simm" \
                or lay.field("offset").cond is not None:
            return []
    except KeyError:
        # (only conditional definitions of offset: GFX9's imm bit)
        return []
    found = []
    for name, op in sorted(rows(fam, "SMEM").items()):
        texts = []
        for off in (16, -16):
            x = lay.base(op)
            if lay.has("soffset"):
                x = lay.set(x, "soffset", 0x7C)
            x = lay.set(x, "offset", off & ((1 << lay.field("offset").width) - 1))
            out = dis_word(cpu, lay, x)
            texts.append(out.split(";")[0].split())
        if texts[0] and texts[0][0] == name and (not texts[1] or texts[1][0] != name):
            found.append(name)
    return found


def imm5(cpu, fam):
    """Names of SMEM rows with an immediate in sdata whose word (layouts.txt;
    sbase 0, soffset null, offset 0) the disassembler takes with 31 there
    and calls invalid with 32."""
    lay = layouts.load().get((fam, "SMEM"))
    if lay is None or not lay.has("sdata"):
        return []
    found = []
    for line in open(os.path.join(ROOT, "data/isa", fam + ".txt")):
        w = line.split("|")[0].split()
        if len(w) < 3 or w[0] != "SMEM" or "sdata=imm" not in w[3:] or w[2] in found:
            continue
        texts = []
        for v in (31, 32):
            x = lay.set(lay.base(int(w[1], 16)), "sdata", v)
            if lay.has("soffset"):
                x = lay.set(x, "soffset", 0x7C)
            out = dis_word(cpu, lay, x)
            texts.append(out.split(";")[0].split())
        if texts[0] and texts[0][0] == w[2] and (not texts[1] or texts[1][0] != w[2]):
            found.append(w[2])
    return found


def vop3p_probe(lay, w, hi):
    """The word of row line `w` (split) of a VOP3P-like layout `lay`: v8
    in every source and the destination, op_sel_hi `hi`, and the fields
    the row holds fixed (`@when=FIELD:VALUE`)."""
    x = lay.base(int(w[1], 16))
    for f in ("src0", "src1", "src2", "scale_src0", "scale_src1"):
        if lay.has(f):
            x = lay.set(x, f, 264)
    x = lay.set(lay.set(x, "vdst", 8), "op_sel_hi", hi)
    for t in w:
        if t.startswith("@when="):
            for fv in t[len("@when="):].split(","):
                f, _, v = fv.partition(":")
                x = lay.set(x, f, int(v, 0))
    return x


def op_sel_hi_ones(cpu, fam):
    """Names of VOP3P and VOP3PX2 rows without op_sel_hi whose word
    (layouts.txt, VGPR operands) the disassembler takes with op_sel_hi all
    ones and calls invalid (or another instruction) with it zero (GFX12's
    WMMA/SWMMAC and float dot ops, GFX12.5's scaled WMMA of f4)."""
    found = []
    for enc in ("VOP3P", "VOP3PX2"):
        lay = layouts.load().get((fam, enc))
        if lay is not None and lay.has("op_sel_hi"):
            found += op_sel_hi_ones_of(cpu, fam, enc, lay, found)
    return found


def op_sel_hi_ones_of(cpu, fam, enc, lay, seen):
    """`op_sel_hi_ones` for the rows of format `enc` (layout `lay`)."""
    found = []
    for line in open(os.path.join(ROOT, "data/isa", fam + ".txt")):
        w = line.split()
        if len(w) < 3 or w[0] != enc or "op_sel_hi" in line.split("|", 1)[-1].split() \
                or w[2] in found or w[2] in seen:
            continue
        texts = []
        for osh in (7, 0):
            out = dis_word(cpu, lay, vop3p_probe(lay, w, osh))
            texts.append(out.split(";")[0].split())
        # (an invalid word: its second dword may decode as something else)
        if texts[0] and texts[0][0] == w[2] and (not texts[1] or texts[1][0] != w[2]):
            found.append(w[2])
    return found


def op_sel_hi_zero(cpu, fam):
    """Names of VOP3P rows without op_sel_hi whose word (layouts.txt,
    VGPR operands) with op_sel_hi zero the disassembler takes and shows
    with op_sel_hi zero (where the others show the ones they write)."""
    lay = layouts.load().get((fam, "VOP3P"))
    # (CDNA's MFMA rows are not asked: their bits there are acc and abid.)
    if lay is None or not lay.has("op_sel_hi") or lay.has("acc"):
        return []
    found = []
    for line in open(os.path.join(ROOT, "data/isa", fam + ".txt")):
        w = line.split()
        if len(w) < 3 or w[0] != "VOP3P" or "op_sel_hi" in line.split("|", 1)[-1].split() \
                or w[2] in found:
            continue
        out = dis_word(cpu, lay, vop3p_probe(lay, w, 0))
        text = out.split(";")[0].split()
        m = re.search(r"encoding: \[([^\]]*)\]", out)
        if not text or text[0] != w[2] or not m:
            continue
        shown = int.from_bytes(bytes(int(b, 16) for b in m.group(1).split(",")), "little")
        if lay.get(shown, "op_sel_hi") == 0:
            found.append(w[2])
    return found


def neg_c_only(cpu, fam):
    """Names of VOP3P and VOP3PX2 rows with neg_lo and neg_hi whose word
    (layouts.txt, VGPR operands) the disassembler takes as the same
    instruction with the accumulator's (src2's) neg_lo and neg_hi bits
    set, and calls another instruction or invalid with src0's or src1's
    (GFX12.5's WMMA of 8-bit and smaller formats; its assembler refuses
    those too)."""
    found = []
    for enc in ("VOP3P", "VOP3PX2"):
        lay = layouts.load().get((fam, enc))
        if lay is None or not lay.has("neg_lo") or not lay.has("neg_hi"):
            continue
        for line in open(os.path.join(ROOT, "data/isa", fam + ".txt")):
            w = line.split()
            mods = line.split("|", 1)[-1].split() if "|" in line else []
            if len(w) < 3 or w[0] != enc or "neg_lo" not in mods or w[2] in found:
                continue

            def word(hi, lo_bits, hi_bits):
                x = vop3p_probe(lay, w, hi)
                return lay.set(lay.set(x, "neg_lo", lo_bits), "neg_hi", hi_bits)

            def same(x):
                text = dis_word(cpu, lay, x).split(";")[0].split()
                return bool(text) and text[0] == w[2]

            hi = next((h for h in (7, 0) if same(word(h, 0, 0))), None)
            if hi is not None and same(word(hi, 4, 4)) and not any(
                    same(word(hi, a, b)) for a, b in ((1, 0), (2, 0), (0, 1), (0, 2))):
                found.append(w[2])
    return found


TH_FORMATS = ("SMEM", "FLAT", "GLOBAL", "SCRATCH", "VBUFFER", "VIMAGE", "VSAMPLE")


def dst_sel_default(cpu, fam):
    """Names of SDWA rows without dst_sel whose word (layouts.txt, VGPR
    operands) the disassembler takes with dst_sel DWORD (6) and calls
    invalid with it 0 (gfx940's v_cvt_pk_f32_fp8_sdwa)."""
    found = []
    for line in open(os.path.join(ROOT, "data/isa", fam + ".txt")):
        w = line.split()
        if len(w) < 3 or not w[0].endswith("_SDWA") or w[2] in found \
                or "dst_sel" in line.split("|", 1)[-1].split():
            continue
        lay = layouts.load().get((fam, w[0]))
        if lay is None or not lay.has("dst_sel"):
            continue
        texts = []
        for sel in (6, 0):
            x = lay.base(int(w[1], 16))
            for f in ("src0", "src1"):
                if lay.has(f):
                    x = lay.set(x, f, 2)
            if lay.has("vdst"):
                x = lay.set(x, "vdst", 8)
            x = lay.set(x, "dst_sel", sel)
            out = dis_word(cpu, lay, x)
            texts.append(out.split(";")[0].split())
        if texts[0] and texts[0][0] == w[2] and (not texts[1] or texts[1][0] != w[2]):
            found.append(w[2])
    return found


# The matrix rows whose source tuples are as wide as a format modifier
# says: (src0's modifier, src1's, register class, the widths tried, the
# widest). gfx950's MFMA f8f6f4 (cbsz, blgp); gfx1250's WMMA f8f6f4
# (matrix_a_fmt, matrix_b_fmt).
FMT_MODS = (("cbsz", "blgp", "av", (4, 6, 8), 8),
            ("matrix_a_fmt", "matrix_b_fmt", "v", (8, 12, 16), 16))


def fmt_regs(cpu, line, fam=None):
    """For a VOP3P or VOP3PX2 row line of data/isa/FAMILY.txt whose src0
    and src1 are of the widest tuple of one of FMT_MODS: (src0's modifier,
    src1's, per value 0..7 the src0 tuple width the assembler takes), or
    None when it takes the widest whatever the modifier says. A value the
    assembler refuses at every width, whose word llvm-mc's disassembler
    prints with the widest tuple (needs
    `fam`, for the layout) is 0: no format (a word with it has both
    sources at the row's own width, as llvm-mc 22 prints it)."""
    w = line.split()
    if len(w) < 3 or w[0] not in ("VOP3P", "VOP3PX2"):
        return None
    for mod0, mod1, cls, tried, widest in FMT_MODS:
        if "src0=%s%d" % (cls, widest) in w and "src1=%s%d" % (cls, widest) in w:
            break
    else:
        return None
    # (a scaled MFMA's or WMMA's scale sources after src2, as wide as
    # their class: `src2_noLit:b64` a pair)
    def scale(i, t):
        m = re.match(r"scale_src\d=[a-z]*(\d+)", t)
        k = int(m.group(1)) if m else 1
        return ", v%d" % (60 + 2 * i) if k == 1 else ", v[%d:%d]" % (60 + 2 * i, 60 + 2 * i + k - 1)
    scales = "".join(scale(i, t) for i, t in enumerate(t for t in w if t.startswith("scale_src")))
    n = {}
    for t in w[3:]:
        if "=" in t and not t.startswith("@"):
            f, c = t.split("=", 1)
            m = re.match(r"(?:av|v)(?:src)?(\d+)", c)
            n[f] = int(m.group(1)) if m else 1

    d = n.get("vdst", 4)
    b0, b1 = 32, 32 + 2 * widest

    def text(k, v, src1):
        a, b = (widest, k) if src1 else (k, widest)
        return "%s v[0:%d], v[%d:%d], v[%d:%d], v[0:%d]%s %s:%d" % (
            w[2], d - 1, b0, b0 + a - 1, b1, b1 + b - 1, d - 1, scales, mod1 if src1 else mod0, v)
    found = []
    for src1 in (False, True):
        lines = [text(k, v, src1) for v in range(8) for k in tried]
        bad = error_lines(cpu, lines)
        widths = []
        for v in range(8):
            ok = [k for i, k in enumerate(tried) if (len(tried) * v + i + 1) not in bad]
            # (a value the assembler refuses at every width names no
            # format: 0, where the disassembler prints the widest tuple)
            if not ok and fam is not None and dis_width(
                    cpu, fam, w[0], text(widest, 0, src1), mod1 if src1 else mod0, v,
                    b1 if src1 else b0) == widest:
                ok = [0]
            if len(ok) != 1:
                return None
            widths.append(ok[0])
        found.append(widths)
    # (the second modifier names src1's format as the first names src0's)
    if found[0] != found[1] or all(x == widest for x in found[0]):
        return None
    # (and abid is no modifier of the row)
    if mod0 == "cbsz" and not error_lines(cpu, [text(widest, 0, False) + " abid:1"]):
        return None
    return mod0, mod1, found[0]


def dis_width(cpu, fam, enc, text, mod, v, first):
    """The width of the tuple starting at v`first` that llvm-mc's
    disassembler prints for the word of `text` (assembled) with field
    `mod` set to `v` (data/isa/layouts.txt)."""
    lay = layouts.load().get((fam, enc))
    out, _ = mc(cpu, text)
    m = re.search(r"encoding: \[([^\]]*)\]", out)
    if lay is None or not lay.has(mod) or not m:
        return None
    x = int.from_bytes(bytes(int(b, 16) for b in m.group(1).split(",")), "little")
    got = dis_word(cpu, lay, lay.set(x, mod, v))
    r = re.search(r"v\[%d:(\d+)\]" % first, got.split(";")[0])
    return int(r.group(1)) - first + 1 if r else None


def fmt_width(cpu, fam):
    """Names of rows whose src0/src1 width follows a format modifier
    (`fmt_regs`)."""
    return [line.split()[2] for line in open(os.path.join(ROOT, "data/isa", fam + ".txt"))
            if fmt_regs(cpu, line, fam)]


def th_kinds(cpu, fam):
    """(name, tag) of the rows of formats with a th field (GFX12) that
    store or are atomics: a word of the row (layouts.txt; no address
    register, dmask 1, th 1) disassembles with th:TH_STORE_* or
    th:TH_ATOMIC_* (loads print TH_LOAD_*)."""
    out = []
    for enc in TH_FORMATS:
        lay = layouts.load().get((fam, enc))
        if lay is None or not lay.has("th"):
            continue
        for name, op in sorted(rows(fam, enc).items()):
            w = lay.set(lay.base(op), "th", 1)
            for f, v in (("saddr", 0x7C), ("soffset", 0x7C), ("format", 1), ("dmask", 1)):
                if lay.has(f):
                    w = lay.set(w, f, v)
            got, _ = mc(cpu, " ".join("0x%02x" % b for b in w.to_bytes(lay.size, "little")), True)
            m = re.search(r" th:TH_(STORE|ATOMIC)_", got.split(";")[0])
            if got.split() and got.split()[0] == name and m:
                out.append((name, "th-" + m.group(1).lower()))
    return out


def main():
    fams = sys.argv[1:] or ["gfx9"]
    print("# Generated by tools/row_tags.py from llvm-mc 22; do not edit.")
    print("# FAMILY NAME TAG: see the tool for what each tag means.")
    for fam in fams:
        cpu = CPU[fam]
        # (GFX12: image atomics are VIMAGE rows, which take no unorm)
        for enc, name in sorted((e, n) for e in ("MIMG", "VIMAGE") for n in rows(fam, e)):
            # Two data registers and two dmask bits: loads and stores take
            # any two bits, atomics only the low ones.
            # (GFX10+: one address register and the dim: it asks for)
            lay = layouts.load().get((fam, enc))
            addr, dim = ("v0", " dim:SQ_RSRC_IMG_1D") if lay and lay.has("dim") else ("v[0:3]", "")
            unorm = " unorm" if lay is None or lay.has("unorm") else ""
            low = "%s v[0:1], %s, s[0:7] dmask:0x3%s%s" % (name, addr, dim, unorm)
            gap = "%s v[0:1], %s, s[0:7] dmask:0x5%s%s" % (name, addr, dim, unorm)
            _, e_low = mc(cpu, low)
            _, e_gap = mc(cpu, gap)
            if not e_low and "error" in e_gap:
                print("%s %s atomic" % (fam, name))
        # SOPP rows with a plain immediate (labels, sendmsg, waitcnt have
        # forms of their own).
        for name, op in sorted(rows(fam, "SOPP", ["simm16=imm"]).items()):
            # SOPP: 31:23 = 0x17f, opcode 22:16, simm16 15:0 (layouts.txt).
            def dis(imm):
                w = (0x17F << 23) | (op << 16) | imm
                out, _ = mc(cpu, " ".join("0x%02x" % b for b in w.to_bytes(4, "little")), True)
                if not out.split(";")[0].split():
                    # GFX6/7 (no disassembler): the listing prints the
                    # instruction the same way.
                    out, _ = mc(cpu, "%s %d" % (name, imm))
                return out.split(";")[0].split()
            zero, wide = dis(0), dis(0x1234)
            if not zero or zero[0] != name or not wide or wide[0] != name:
                continue
            if len(zero) == 1 and len(wide) > 1:
                print("%s %s imm-optional" % (fam, name))
            if len(wide) > 1 and wide[1] == "4660":
                print("%s %s imm-decimal" % (fam, name))
            if any(t.startswith("depctr_") for t in zero[1:]):
                print("%s %s depctr" % (fam, name))
            if len(wide) > 1 and wide[1].split("(")[0] in delay_fields(fam):
                print("%s %s delay-alu" % (fam, name))
            one = dis(1)
            if len(one) > 1 and one[1] == "0x1":
                print("%s %s imm-hex" % (fam, name))
            # The listing of a negative immediate: as written, or the
            # 16 bits the word holds.
            out, _ = mc(cpu, "%s -1" % name)
            listed = out.split(";")[0].split()
            if len(listed) > 1 and listed[0] == name and listed[1] == "-1":
                print("%s %s imm-signed" % (fam, name))
        # SOPK rows with an SGPR and a plain immediate (s_subvector_loop_*):
        # a word from layouts.txt with s0 and 0x1234.
        lk = layouts.load().get((fam, "SOPK"))
        for name, op in sorted(rows(fam, "SOPK", ["sdst=s1", "simm16=imm"]).items()):
            if lk is None:
                break
            w = lk.set(lk.set(lk.base(op), "simm16", 0x1234), "sdst", 0)
            out, _ = mc(cpu, " ".join("0x%02x" % b for b in w.to_bytes(lk.size, "little")), True)
            got = out.split(";")[0].replace(",", " ").split()
            if got and got[0] == name and got[-1] == "4660":
                print("%s %s imm-decimal" % (fam, name))
        # SOPK rows with only an immediate whose 0 prints a name of
        # data/isa/uc_version.txt (s_version UC_VERSION_GFX7).
        for name, op in sorted(rows(fam, "SOPK", ["simm16=imm"]).items()):
            if lk is None:
                break
            w = lk.base(op)
            out, _ = mc(cpu, " ".join("0x%02x" % b for b in w.to_bytes(lk.size, "little")), True)
            got = out.split(";")[0].split()
            if len(got) == 2 and got[0] == name and got[1].startswith("UC_VERSION_"):
                print("%s %s uc-version" % (fam, name))
        # VOP3 rows with a destination and three plain sources: one batch
        # of lines per check (an error names its line).
        for name in reads_vcc(cpu, sorted(rows3(fam))):
            print("%s %s reads-vcc" % (fam, name))
        for name in vopd_reads_vcc(cpu, fam):
            print("%s %s reads-vcc" % (fam, name))
        for name in vopd_dst_src2(cpu, fam):
            print("%s %s dst-src2" % (fam, name))
        for name in vopd3_only(cpu, fam):
            print("%s %s vopd3-only" % (fam, name))
        for name in vopd3_plain_view(cpu, fam):
            print("%s %s vopd3-plain-view" % (fam, name))
        found = set(op_sel_src2(cpu, sorted(rows2_op_sel(fam))))
        found |= set(op_sel_src2_words(cpu, fam))
        for name in sorted(found):
            print("%s %s op-sel-src2" % (fam, name))
        for name in op_sel_zero(cpu, sorted(rows3p_op_sel(fam))):
            print("%s %s op-sel-zero" % (fam, name))
        for name in writes_exec(cpu, fam):
            print("%s %s writes-exec" % (fam, name))
        # (GFX9: gfx908's dot ops are rows of the family too.)
        found = set()
        for c in MODS_CPUS.get(fam, [cpu]):
            found |= set(ignores_mods(fam, c))
        for name in sorted(found):
            print("%s %s ignores-mods" % (fam, name))
        for name in lane_masks(cpu, fam):
            print("%s %s lane-mask" % (fam, name))
        for name, tag in th_kinds(cpu, fam):
            print("%s %s %s" % (fam, name, tag))
        for name in op_sel_hi_ones(cpu, fam):
            print("%s %s op-sel-hi-ones" % (fam, name))
        for name in dst_sel_default(cpu, fam):
            print("%s %s dst-sel-default" % (fam, name))
        for name in fmt_width(cpu, fam):
            print("%s %s fmt-width" % (fam, name))
        for name in op_sel_hi_zero(cpu, fam):
            print("%s %s op-sel-hi-zero" % (fam, name))
        for name in offset_unsigned(cpu, fam):
            print("%s %s offset-unsigned" % (fam, name))
        for name in imm5(cpu, fam):
            print("%s %s imm5" % (fam, name))
        for name, ks in halves(fam, cpu):
            for k in ks:
                print("%s %s half%d" % (fam, name, k))
        for name in neg_c_only(cpu, fam):
            print("%s %s neg-c-only" % (fam, name))


# The processors the `ignores-mods` probe asks, where not the family's one.
MODS_CPUS = {"gfx9": ["gfx900", "gfx908"], "gfx6": [], "gfx7": []}

# The neg and abs bits of source k, per format (layouts.txt field names).
MOD_BITS = {
    "VOP3": lambda k: [("neg", 1 << k), ("abs", 1 << k)],
    "VOP2_DPP": lambda k: [("src%d_neg" % k, 1), ("src%d_abs" % k, 1)],
    "VOP1_DPP": lambda k: [("src%d_neg" % k, 1), ("src%d_abs" % k, 1)],
    "VOPC_DPP": lambda k: [("src%d_neg" % k, 1), ("src%d_abs" % k, 1)],
    "VOP3_DPP": lambda k: [("neg", 1 << k), ("abs", 1 << k)],
    "VOP2_SDWA": lambda k: [("src%d_neg" % k, 1), ("src%d_abs" % k, 1)],
    "VOP1_SDWA": lambda k: [("src%d_neg" % k, 1), ("src%d_abs" % k, 1)],
}


def ignores_mods(fam, cpu):
    """Names of VOP3/DPP rows with a source without input modifiers (no
    `+m`) that the disassembler decodes, as the same instruction, with that
    source's neg and abs bits set."""
    L = layouts.load()
    tests, names = [], []
    for line in open(os.path.join(ROOT, "data/isa", fam + ".txt")):
        head, _, tail = line.split("#")[0].partition("|")
        w = head.split()
        if len(w) < 4 or w[0] not in MOD_BITS or "@when" in line or "!" in tail:
            continue
        l = L.get((fam, w[0]))
        if l is None:
            continue
        srcs = [x.split("=") for x in w[3:] if x.split("=")[0] in ("src0", "src1", "vsrc1", "src2")]
        plain = [k for k, (f, kind) in enumerate(srcs) if "+m" not in kind]
        if not plain or len(srcs) > 3:
            continue
        try:
            word = l.base(int(w[1], 16))
            for f, kind in srcs:
                if f in ("src0", "src1", "src2") and l.field(f).coding == "src":
                    word = l.set(word, f, 256)
            for k in plain:
                for fld, bit in MOD_BITS[w[0]](k):
                    word = l.set(word, fld, l.get(word, fld) | bit)
            if w[0].endswith("_SDWA"):
                for f, v in (("dst_sel", 6), ("src0_sel", 6), ("src1_sel", 6)):
                    if l.has(f):
                        word = l.set(word, f, v)
            elif w[0] != "VOP3":
                word = l.set(word, "dpp_ctrl", 0xe4)
                word = l.set(word, "row_mask", 0xf)
                word = l.set(word, "bank_mask", 0xf)
        except (KeyError, AttributeError, TypeError):
            continue
        tests.append(" ".join("0x%02x" % b for b in word.to_bytes(l.size, "little")))
        names.append(w[2])
    found = set()
    # One word a line; a refused word leaves its line without output.
    for n, t in zip(names, tests):
        out, _ = mc(cpu, t, True)
        got = out.split(";")[0].split()
        if got and got[0] == n:
            found.add(n)
    return sorted(found)


def lane_masks(cpu, fam):
    """Names of rows with one-SGPR operands (`s1`) that name an SGPR pair
    when disassembled in wave64 (only where the family is wave32: its
    disassembler prints `vcc_lo` for the implicit VCC)."""
    L = layouts.load()
    probe = []
    for line in open(os.path.join(ROOT, "data/isa", fam + ".txt")):
        head = line.split("#")[0].split("|")[0]
        w = head.split()
        if len(w) < 4 or "@when" in line:
            continue
        ops = [x.split("=", 1) for x in w[3:] if "=" in x]
        lane = [f for f, kind in ops if kind == "s1"]
        l = L.get((fam, w[0]))
        if not lane or l is None:
            continue
        try:
            word = l.base(int(w[1], 16))
            for f, kind in ops:
                if f in lane:
                    word = l.set(word, f, 6)
                elif f in ("src0", "src1", "src2") and l.field(f).coding == "src":
                    word = l.set(word, f, 256)
            if l.has("sd"):
                word = l.set(word, "sd", 1)
            for f in ("dst_sel", "src0_sel", "src1_sel"):
                if l.has(f):
                    word = l.set(word, f, 6)
        except (KeyError, AttributeError, TypeError, ValueError):
            continue
        probe.append((w[2], " ".join("0x%02x" % b for b in word.to_bytes(l.size, "little"))))
    found = set()
    for n, t in probe:
        out, _ = mc(cpu, t, True, "+wavefrontsize64")
        text = out.split(";")[0]
        got = text.split()
        if got and got[0] == n and "s[6:7]" in text:
            found.add(n)
    return sorted(found)


# Register-field formats whose 16-bit operands may be VGPR halves.
HALF_ENCS = ("VOP1", "VOP2", "VOPC", "VOP1_DPP", "VOP2_DPP", "VOPC_DPP", "VOP1_DPP8",
             "VOP2_DPP8", "VOPC_DPP8", "VOP3", "VOP3_DPP", "VOP3_DPP8", "VOP3P", "VINTERP")


def halves(fam, cpu):
    """(name, [k, ...]) of the VALU rows whose printed operand k is a
    16-bit VGPR half: one word per row with VGPRs v1, v2, ... in its
    register fields (a DPP word with an identity quad_perm, a DPP8 word
    without fi), decoded by the reference; only families whose printer
    knows halves (a layout with `halves`) are asked."""
    L = layouts.load()
    if not any(f == fam and l.halves for (f, _), l in L.items()):
        return []
    jobs = {}
    for line in open(os.path.join(ROOT, "data/isa", fam + ".txt")):
        head = line.split("#")[0].split("|")[0].split()
        if len(head) < 4 or head[0] not in HALF_ENCS or head[2] in jobs:
            continue
        l = L.get((fam, head[0]))
        if l is None:
            continue
        w = l.base(int(head[1], 16))
        n = 1
        try:
            for slot in head[3:]:
                f = slot.split("=")[0]
                if f == "-" or not l.has(f):
                    continue
                d = l.field(f)
                if d.coding in ("vgpr", "src"):
                    w = l.set(w, f, n + (256 if d.coding == "src" else 0))
                    n += 1
            if l.has("dpp_ctrl"):
                w = l.set(w, "dpp_ctrl", 0xE4)
                w = l.set(w, "row_mask", 0xF)
                w = l.set(w, "bank_mask", 0xF)
            elif l.has("dpp8"):
                w = l.set(w, "fi", 1)
            if l.has("op_sel_hi"):
                w = l.set(w, "op_sel_hi", 7)
        except KeyError:
            continue
        b = w.to_bytes(l.size, "little")
        if any(x.startswith("lit=") for x in head[3:]):
            b += bytes([0x00, 0x38, 0x00, 0x00])  # the K literal (v_fmamk_f16)
        jobs[head[2]] = " ".join("0x%02x" % x for x in b)

    def ask(item):
        name, word = item
        out, _ = mc(cpu, word, True)
        text = out.split(";")[0].split("\n")
        text = [t for t in text if t.strip() and not t.strip().startswith(".")]
        if not text:
            return name, []
        words = text[0].split(None, 1)
        if words[0] != name or len(words) < 2:
            return name, []
        ops = [o.split()[0] for o in words[1].split(",") if o.split()]
        return name, [k for k, o in enumerate(ops) if re.search(r"v\d+\.[lh]\b", o)]

    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
        found = list(ex.map(ask, sorted(jobs.items())))
    return [(name, ks) for name, ks in found if ks and max(ks) <= 3]


def writes_exec(cpu, fam):
    """Names of VOP3 rows (and VOP3 DPP rows, GFX11) with two sources and no
    destination whose encoding's first byte (the destination field) is
    exec_lo's code."""
    found = []
    names = {}
    dpp = {"VOP3": "", "VOP3_DPP": " quad_perm:[0,1,2,3]", "VOP3_DPP8": " dpp8:[0,1,2,3,4,5,6,7]"}
    for line in open(os.path.join(ROOT, "data/isa", fam + ".txt")):
        w = line.split("|")[0].split()
        if len(w) == 5 and w[0] in dpp and [x.split("=")[0] for x in w[3:]] == ["src0", "src1"]:
            names.setdefault(w[2], dpp[w[0]])
    for n in sorted(names):
        for ops in ("v1, v2", "v[2:3], v[4:5]", "v[2:3], v4", "v2, v[4:5]"):
            out, err = mc(cpu, "%s %s%s" % (n, ops, names[n]))
            if "encoding: [" in out and not err.strip():
                first = out.split("encoding: [")[1].split(",")[0]
                words = out.split(";")[0].split()
                # (a DPP listing adds row_mask and bank_mask)
                nops = 1 + ops.count(",") + 1
                if first == "0x7e" and words and words[0] == n and (len(words) == nops or names[n]):
                    found.append(n)
                break
    # VOP3 with DPP (GFX11+: v_cmpx_*_e64_dpp), asked with a DPP control
    dpp = set()
    for line in open(os.path.join(ROOT, "data/isa", fam + ".txt")):
        w = line.split("|")[0].split()
        if len(w) == 5 and w[0] == "VOP3_DPP" and [x.split("=")[0] for x in w[3:]] == ["src0", "src1"]:
            dpp.add(w[2])
    for n in sorted(dpp - set(names)):
        out, err = mc(cpu, "%s v1, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf" % n)
        if "encoding: [" in out and not err.strip():
            first = out.split("encoding: [")[1].split(",")[0]
            words = out.split(";")[0].split()
            if first == "0x7e" and words and words[0] == n:
                found.append(n)
    return found


def rows2_op_sel(fam):
    """Names of VOP3 rows with operands vdst, src0, src1 that take op_sel."""
    out = set()
    for line in open(os.path.join(ROOT, "data/isa", fam + ".txt")):
        head, _, mods = line.partition("|")
        w = head.split()
        if len(w) == 6 and w[0] == "VOP3" and [x.split("=")[0] for x in w[3:]] == ["vdst", "src0", "src1"] \
                and "op_sel" in mods.split():
            out.add(w[2])
    return out


def op_sel_src2(cpu, names):
    """The names for which `op_sel:[0,0,1,0]` sets VOP3 bit 13."""
    found = []
    for n in names:
        out, err = mc(cpu, "%s v1, v2, v3 op_sel:[0,0,1,0]" % n)
        enc = out.split("encoding: [")[-1].split("]")[0].split(",") if "encoding" in out else []
        if not err and len(enc) > 1 and int(enc[1], 16) & 0x78 == 0x20:
            found.append(n)
    return found


def op_sel_src2_words(cpu, fam):
    """GFX11's true16 two-source rows (VOP3 and VOP3 DPP, whose op_sel
    cannot be written beside `.l`/`.h`): the word (layouts.txt) with VGPRs
    in its fields and the destination's op_sel bit (the fourth) set prints
    `op_sel:[0,0,0,1]`, four places (v_fmac_f16_e64)."""
    found = []
    tests, meta = [], []
    for line in open(os.path.join(ROOT, "data/isa", fam + ".txt")):
        head, _, mods = line.partition("|")
        w = head.split()
        if len(w) < 6 or w[0] not in ("VOP3", "VOP3_DPP", "VOP3_DPP8") \
                or [x.split("=")[0] for x in w[3:6]] != ["vdst", "src0", "src1"] \
                or len([x for x in w[3:] if not x.startswith("@")]) != 3 or "op_sel" not in mods.split():
            continue
        lay = layouts.load().get((fam, w[0]))
        if lay is None or not lay.has("op_sel"):
            continue
        word = lay.set(lay.base(int(w[1], 16)), "op_sel", 8)
        for f in ("src0", "src1"):
            d = next((x for x in lay.fields if x.name == f), None)
            if d is not None and d.coding == "src":
                word = lay.set(word, f, 257)
        tests.append(" ".join("0x%02x" % b for b in word.to_bytes(lay.size, "little")))
        meta.append(w[2])
    out, _ = mc(cpu, "\n".join(tests), True)
    texts = [l.split(";")[0].split() for l in out.splitlines() if "encoding" in l]
    for t in texts:
        if t and t[0] in meta and "op_sel:[0,0,0,1]" in t and t[0] not in found:
            found.append(t[0])
    return found


def rows3p_op_sel(fam):
    """Names of VOP3P rows with operands vdst, src0, src1, src2 that take
    op_sel and op_sel_hi."""
    out = set()
    for line in open(os.path.join(ROOT, "data/isa", fam + ".txt")):
        head, _, mods = line.partition("|")
        w = head.split()
        if len(w) == 7 and w[0] == "VOP3P" and [x.split("=")[0] for x in w[3:]] == ["vdst", "src0", "src1", "src2"] \
                and {"op_sel", "op_sel_hi"} <= set(mods.split()):
            out.add(w[2])
    return out


def op_sel_zero(cpu, names):
    """The names whose plain form assembles while `op_sel:[1,0,0]` and a
    written `op_sel_hi:[1,1,1]` are refused as an invalid op_sel."""
    plain = ["%s v0, v1, v2, v3" % n for n in names]
    sel = ["%s v0, v1, v2, v3 op_sel:[1,0,0]" % n for n in names]
    hi = ["%s v0, v1, v2, v3 op_sel_hi:[1,1,1]" % n for n in names]
    bad_plain, bad_sel, bad_hi = error_lines(cpu, plain), error_lines(cpu, sel), error_lines(cpu, hi)
    return [n for i, n in enumerate(names)
            if i + 1 not in bad_plain
            and "invalid op_sel" in bad_sel.get(i + 1, "")
            and "invalid op_sel" in bad_hi.get(i + 1, "")]


def rows3(fam):
    """Names of VOP3 rows with operands vdst, src0, src1, src2."""
    out = {}
    for line in open(os.path.join(ROOT, "data/isa", fam + ".txt")):
        w = line.split("|")[0].split()
        if len(w) == 7 and w[0] == "VOP3" and [x.split("=")[0] for x in w[3:]] == ["vdst", "src0", "src1", "src2"]:
            out[w[2]] = w[3:]
    return out


def error_lines(cpu, lines):
    """Line numbers (1-based) llvm-mc reports an error on, with the message."""
    _, err = mc(cpu, "\n".join(lines))
    bad = {}
    for l in err.splitlines():
        parts = l.split(":")
        if len(parts) > 4 and parts[0] == "<stdin>" and "error" in parts[3]:
            bad.setdefault(int(parts[1]), ":".join(parts[4:]).strip())
    return bad


def reads_vcc(cpu, names):
    """The names whose all-VGPR form assembles (32- or 64-bit registers)
    while the same with an SGPR first source violates the constant bus."""
    found = []
    for regs in (("v0", "v1", "v2", "v3", "s0"), ("v[0:1]", "v[2:3]", "v[4:5]", "v[6:7]", "s[0:1]")):
        plain = ["%s %s, %s, %s, %s" % ((n,) + regs[:4]) for n in names]
        sgpr = ["%s %s, %s, %s, %s" % (n, regs[0], regs[4], regs[2], regs[3]) for n in names]
        bad_plain = error_lines(cpu, plain)
        bad_sgpr = error_lines(cpu, sgpr)
        for i, n in enumerate(names):
            if i + 1 not in bad_plain and "constant bus" in bad_sgpr.get(i + 1, "") and n not in found:
                found.append(n)
    return sorted(found)


def vopd_rows(fam, halves=("x", "xy")):
    """The VOPD components (vdst, src0, vsrc1) of `fam` that may be the
    halves named: (name, x-capable)."""
    names = []
    for line in open(os.path.join(ROOT, "data", "isa", fam + ".txt")):
        w = line.split()
        if len(w) > 3 and w[0] == "VOPD" and any("@vopd=" + h in w for h in halves):
            fields = [x.split("=")[0] for x in w[3:] if "=" in x and not x.startswith("@")]
            if fields == ["vdst", "src0", "vsrc1"]:
                names.append((w[2], "@vopd=y" not in w))
    return names


def vopd_dst_src2(cpu, fam):
    """VOPD components (vdst, src0, vsrc1) whose pair with a
    v_dual_fmamk_f32 whose vsrc1 is in the destination's VGPR bank breaks
    the "src2" bank rule."""
    rows = vopd_rows(fam, ("x", "y", "xy"))
    lines = []
    for n, x in rows:
        if x:
            lines.append("%s v0, v1, v2 :: v_dual_fmamk_f32 v9, v6, 0x1, v4" % n)
        else:
            lines.append("v_dual_fmamk_f32 v9, v6, 0x1, v4 :: %s v0, v1, v2" % n)
    bad = error_lines(cpu, lines)
    return sorted(n for i, (n, _) in enumerate(rows) if "src2 operands" in bad.get(i + 1, ""))


def vopd3_only(cpu, fam):
    """VOPD components that the assembler writes in the 12-byte VOPD3 form
    even in a pair the 8-byte form holds (`NAME v0, v1, v2 ::
    v_dual_mov_b32 v1, v3`: 12 bytes; GFX12.5's v_dual_dot2acc_f32_bf16)."""
    out = []
    for n, x in vopd_rows(fam, ("x", "y", "xy")):
        line = ("%s v0, v1, v2 :: v_dual_mov_b32 v1, v3" % n if x
                else "v_dual_mov_b32 v1, v3 :: %s v0, v1, v2" % n)
        o, err = mc(cpu, line)
        m = re.search(r"encoding: \[([^\]]*)\]", o)
        if m and not err.strip() and len(m.group(1).split(",")) == 12:
            out.append(n)
    return sorted(out)


def vopd3_plain_view(cpu, fam):
    """VOPD3 X components (vdst, src0, vsrc1, both with source modifiers)
    whose pair `NAME v10, v1, v2 :: v_dual_fma_f32 v20, v5, v6, v7` (the
    src0s in one VGPR bank) the assembler refuses for its "src1 operands"
    rather than its "src0 operands" (see `vopd3-plain-view`)."""
    names = []
    for line in open(os.path.join(ROOT, "data", "isa", fam + ".txt")):
        w = line.split()
        if len(w) > 3 and w[0] == "VOPD3" and ("@vopd=x" in w or "@vopd=xy" in w):
            slots = [x for x in w[3:] if "=" in x and not x.startswith("@")]
            if [x.split("=")[0] for x in slots] == ["vdst", "src0", "vsrc1"] \
                    and all(x.endswith("+m") for x in slots[1:]):
                names.append(w[2])
    lines = ["%s v10, v1, v2 :: v_dual_fma_f32 v20, v5, v6, v7" % n for n in names]
    bad = error_lines(cpu, lines)
    return sorted(n for i, n in enumerate(names) if "src1 operands" in bad.get(i + 1, ""))


def vopd_reads_vcc(cpu, fam):
    """VOPD X components (vdst, src0, vsrc1) whose form with SGPR s1 as
    src0 beside `v_dual_mov_b32 v3, s2` violates the constant bus."""
    names = [n for n, _ in vopd_rows(fam)]
    lines = ["%s v0, s1, v2 :: v_dual_mov_b32 v3, s2" % n for n in names]
    bad = error_lines(cpu, lines)
    return sorted(n for i, n in enumerate(names) if "constant bus" in bad.get(i + 1, ""))


if __name__ == "__main__":
    main()
