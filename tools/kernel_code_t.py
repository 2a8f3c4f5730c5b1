#!/usr/bin/env python3
"""The amd_kernel_code_t block (`.amd_kernel_code_t` ... `.end_amd_kernel_code_t`,
code for other OSes than HSA) as llvm-mc 22 writes it: data/isa/kernel_code_t.list.

Everything is asked of llvm-mc 22 (-triple=amdgcn-mesa-mesa3d):
- the fields, in the order llvm-mc lists them (an empty block assembled to
  text);
- where each field lies in the 256-byte structure (asked for gfx1100, which
  takes every field): the bits that change
  between `FIELD = -1` and `FIELD = 0` (values are cut to the field's width);
- which fields take a value known only later (`FIELD = z` with `z = 1`
  after the block assembles);
- each processor's defaults: the structure of an empty block, as the words
  of the fields that are not zero.

Line formats:
    field NAME BYTE SIZE SHIFT WIDTH later|now
        the field's bits: WIDTH bits from bit SHIFT of the SIZE-byte
        little-endian word at byte BYTE (a field of a whole word has SHIFT 0
        and WIDTH 8*SIZE); `later`: a value may be an expression known at
        the end of the source. SIZE 0: taken, and not written.
    default PROCESSOR NAME=VALUE ... @BYTE=BITS ...
        the processor's nonzero default fields (decimal; for wave64 code:
        -mattr=+wavefrontsize64 where the processor has wave32 by default),
        then the bits set in no field's place, by 4-byte word.
"""
import re
import subprocess
import sys

MC = "/usr/lib/llvm-22/bin/llvm-mc"


def run(src, cpu, mattr=None, obj=True):
    args = [MC, "-triple=amdgcn-mesa-mesa3d", "-mcpu=" + cpu]
    if mattr:
        args.append("-mattr=" + mattr)
    if obj:
        args += ["-filetype=obj", "-o", "/tmp/kc_probe.o"]
    p = subprocess.run(args, input=src, capture_output=True, text=True)
    if p.returncode != 0:
        return None
    if not obj:
        return p.stdout
    d = subprocess.run(["/usr/lib/llvm-22/bin/llvm-objcopy", "-O", "binary",
                        "--only-section=.text", "/tmp/kc_probe.o", "/tmp/kc_probe.bin"],
                       capture_output=True)
    if d.returncode != 0:
        return None
    return open("/tmp/kc_probe.bin", "rb").read()[:256]


def block(lines):
    return ".text\n.amd_kernel_code_t\n" + "".join(l + "\n" for l in lines) + ".end_amd_kernel_code_t\n"


def main():
    listing = run(block([]), "gfx900", obj=False)
    fields = re.findall(r"^\t\t(\w+) = ", listing, re.M)
    # (Accepted but not listed.)
    extra = ["max_scratch_backing_memory_byte_size"]
    out = ["# amd_kernel_code_t as llvm-mc 22 writes it; made by tools/kernel_code_t.py,",
           "# do not edit by hand. See the tool for the line formats."]
    # The wave size's two fields take only the target's value (llvm-mc:
    # "wavefront_size=6 requires +WavefrontSize64"): their places are the
    # structure's (code_properties bit 10, the byte at 103), checked
    # against gfx1100's wave32 and wave64 defaults below.
    fixed = {"enable_wavefront_size32": (56, 4, 10, 1), "wavefront_size": (103, 1, 0, 8)}
    w32 = int.from_bytes(run(block([]), "gfx1100"), "little")
    w64 = int.from_bytes(run(block([]), "gfx1100", "+wavefrontsize64"), "little")
    for f, (byte, size, shift, width) in fixed.items():
        get = lambda v: (v >> (byte * 8 + shift)) & ((1 << width) - 1)
        if (get(w32), get(w64)) not in ((1, 0), (5, 6)):
            sys.exit("field %s: not where it was thought" % f)
    for f in fields + extra:
        if f in fixed:
            out.append("field %s %d %d %d %d now" % ((f,) + fixed[f]))
            continue
        ones = run(block([f + " = -1"]), "gfx1100")
        zero = run(block([f + " = 0"]), "gfx1100")
        if ones is None or zero is None:
            sys.exit("field %s: llvm-mc refused -1 or 0" % f)
        x = int.from_bytes(ones, "little") ^ int.from_bytes(zero, "little")
        if x == 0 and f in extra:
            # Taken and not written.
            out.append("field %s 0 0 0 0 later" % f)
            continue
        if x == 0:
            sys.exit("field %s: no bits change" % f)
        lo = (x & -x).bit_length() - 1
        width = x.bit_length() - lo
        if x >> lo != (1 << width) - 1:
            sys.exit("field %s: bits not contiguous" % f)
        if lo % 8 == 0 and width in (8, 16, 32, 64):
            byte, size, shift = lo // 8, width // 8, 0
        else:
            byte, size, shift = lo // 32 * 4, 4, lo % 32
            if shift + width > 32:
                sys.exit("field %s: crosses a word" % f)
        later = run(".text\n.amd_kernel_code_t\n%s = z\n.end_amd_kernel_code_t\nz = 1\n" % f,
                    "gfx1100") is not None
        out.append("field %s %d %d %d %d %s" % (f, byte, size, shift, width,
                                               "later" if later else "now"))
    layout = [l.split() for l in out if l.startswith("field ")]
    cpus = re.findall(r"^  (\S+)\s+- Select", subprocess.run(
        [MC, "-arch=amdgcn", "-mattr=help"], input="", capture_output=True,
        text=True).stderr, re.M)
    for cpu in cpus:
        # Wave64 defaults (the code's wave size is the target's, see
        # Target::wave32).
        s = run(block([]), cpu, "+wavefrontsize64")
        if s is None:
            s = run(block([]), cpu)
        v = int.from_bytes(s, "little")
        vals = []
        rest = v
        for _, name, byte, size, shift, width, _ in layout:
            byte, size, shift, width = int(byte), int(size), int(shift), int(width)
            f = (v >> (byte * 8 + shift)) & ((1 << width) - 1)
            rest &= ~(((1 << width) - 1) << (byte * 8 + shift))
            if f:
                vals.append("%s=%d" % (name, f))
        # Bits no field names (gfx10+'s rsrc2 bit 31), by 4-byte word.
        for w in range(64):
            bits = (rest >> (w * 32)) & 0xffffffff
            if bits:
                vals.append("@%d=%d" % (w * 4, bits))
        out.append("default %s %s" % (cpu, " ".join(vals)))
    open(sys.argv[1] if len(sys.argv) > 1 else "data/isa/kernel_code_t.list", "w").write(
        "\n".join(out) + "\n")


main()
