"""What the tools that ask llvm-mc 22 for facts share: the reference, a
processor of each table family, and one way to run it.

Imported by tools/waitcnt.py, sendmsg.py, exp_targets.py, dpp_ctrl.py,
hwregs.py, buffer_formats.py and registers.py (run from the repository or
from tools/).
"""
import os
import subprocess

MC = os.environ.get("LLVM_MC", "/usr/lib/llvm-22/bin/llvm-mc")
# A processor of each table family (data/isa/<family>.txt).
FAMILIES = [
    ("gfx6", "gfx601"), ("gfx7", "gfx700"), ("gfx8", "gfx803"), ("gfx9", "gfx900"),
    ("gfx90a", "gfx90a"), ("gfx940", "gfx942"), ("gfx950", "gfx950"),
    ("gfx10", "gfx1010"), ("gfx103", "gfx1030"), ("gfx11", "gfx1100"),
    ("gfx12", "gfx1200"), ("gfx1250", "gfx1250"),
]


def mc(cpu, lines, disassemble=False, mattr=None):
    """llvm-mc -show-encoding (or --disassemble) on `lines`, one input
    (with `mattr`: those features): (stdout, stderr)."""
    args = [MC, "-arch=amdgcn", "-mcpu=" + cpu, "-show-encoding"]
    if mattr:
        args.append("-mattr=" + mattr)
    if disassemble:
        args.append("--disassemble")
    p = subprocess.run(args, input="\n".join(lines) + "\n", capture_output=True, text=True)
    return p.stdout, p.stderr


def replace_rows(fam, enc, header, rows, log, names=None):
    """Writes `rows` (lines of format `enc`) into data/isa/<fam>.txt in
    place of the file's `enc` rows and their `# ENC:` header line, at its
    end under `# ENC: header` (the tools that add rows no opcode sweep
    finds: vopd3.py, mfma_scale.py). With `names`, only the rows of those
    mnemonics are replaced, and the header is `# ENC (NAME, ...): header`."""
    path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                        "data", "isa", fam + ".txt")
    tag = "# %s:" % enc if names is None else "# %s (%s):" % (enc, ", ".join(names))

    def mine(l):
        w = l.split()
        return l.startswith(enc + " ") and (names is None or (len(w) > 2 and w[2] in names))
    with open(path) as fh:
        keep = [l for l in fh if not mine(l) and not l.startswith(tag)]
    keep.append("%s %s\n" % (tag, header))
    keep.extend(r + "\n" for r in rows)
    with open(path, "w") as fh:
        fh.writelines(keep)
    log("wrote %d %s rows to %s" % (len(rows), enc, path))

