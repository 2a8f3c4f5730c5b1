#!/usr/bin/env python3
"""Round trip through the reference tools (llvm-mc 22 + ld.lld 22).

For each object X (a code object, or a relocatable object that is first
linked with ld.lld -shared):
    amdgpu-dis X -o X.s
    llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=CPU [-mattr=..] -filetype=obj X.s -o X.o
    ld.lld -shared X.o -o Y
and compares the facts of X and Y: e_flags, ABI version, every kernel's
code bytes, every kernel descriptor (its code entry offset resolved to the
kernel it points at), the metadata note, and whether the layout (section
addresses) is the same.

Facts come from llvm-readelf's section and symbol tables and the file's
bytes; they do not use amdgpu-dis.

    roundtrip.py [--bless] [--dis PATH] OBJ...
--bless writes tests/data/facts/<name>.facts from the ORIGINAL objects
(the goldens `cargo test` checks amdgpu-dis's output against).
"""
import hashlib
import os
import re
import subprocess
import sys
import tempfile

LLVM = os.environ.get("LLVM_BIN", "/usr/lib/llvm-22/bin")
HERE = os.path.dirname(os.path.abspath(__file__))


def run(*cmd):
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError(" ".join(cmd) + "\n" + p.stderr[-3000:])
    return p.stdout


def sections(path):
    out = run(f"{LLVM}/llvm-readelf", "-S", "-W", path)
    secs = {}
    order = []
    for line in out.splitlines():
        m = re.match(r"\s*\[\s*(\d+)\]\s+(\S*)\s+(\S+)\s+([0-9a-f]+)\s+([0-9a-f]+)\s+([0-9a-f]+)", line)
        if m and m.group(1) != "0":
            idx, name, ty, addr, off, size = m.groups()
            flg = line[m.end():].split()
            secs[int(idx)] = dict(name=name, type=ty, addr=int(addr, 16), off=int(off, 16), size=int(size, 16),
                                  flags=flg[1] if len(flg) > 1 and not flg[1].isdigit() else "")
            order.append(int(idx))
    return secs


def symbols(path):
    out = run(f"{LLVM}/llvm-readelf", "-s", "-W", path)
    syms = []
    table = None
    for line in out.splitlines():
        if line.startswith("Symbol table"):
            table = ".dynsym" if "'.dynsym'" in line else ".symtab"
            continue
        m = re.match(r"\s*\d+:\s+([0-9a-f]+)\s+(\d+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s*(.*)", line)
        if m:
            val, size, ty, bind, vis, ndx, name = m.groups()
            syms.append(dict(table=table, value=int(val, 16), size=int(size), type=ty, bind=bind, vis=vis, ndx=ndx, name=name.strip()))
    return syms


def header(path):
    out = run(f"{LLVM}/llvm-readelf", "-h", path)
    flags = int(re.search(r"Flags:\s+(0x[0-9a-f]+)", out).group(1), 16)
    abi = int(re.search(r"ABI Version:\s+(\d+)", out).group(1))
    ty = re.search(r"Type:\s+(\S+)", out).group(1)
    return flags, abi, ty


def note_desc(data, sec):
    """The NT_AMDGPU_METADATA (32) descriptor of an SHT_NOTE section."""
    b = data[sec["off"]: sec["off"] + sec["size"]]
    i = 0
    while i + 12 <= len(b):
        nsz, dsz, ty = int.from_bytes(b[i:i + 4], "little"), int.from_bytes(b[i + 4:i + 8], "little"), int.from_bytes(b[i + 8:i + 12], "little")
        name = b[i + 12:i + 12 + nsz].rstrip(b"\0")
        d0 = i + 12 + ((nsz + 3) & ~3)
        desc = b[d0:d0 + dsz]
        if name == b"AMDGPU" and ty == 32:
            return desc
        i = d0 + ((dsz + 3) & ~3)
    return None


def facts(path):
    """Facts of a linked code object (ET_DYN)."""
    flags, abi, ty = header(path)
    data = open(path, "rb").read()
    secs = sections(path)
    syms = symbols(path)
    use = [s for s in syms if s["table"] == ".symtab"] or [s for s in syms if s["table"] == ".dynsym"]
    by_name = {s["name"]: s for s in use}
    lines = [f"e_flags 0x{flags:x}", f"abi_version {abi}"]

    def at(addr, n):
        for s in secs.values():
            if s["type"] != "NOBITS" and s["addr"] <= addr and addr + n <= s["addr"] + s["size"] and s["addr"] != 0:
                o = s["off"] + addr - s["addr"]
                return data[o:o + n]
        return None

    kds = sorted(s["name"] for s in use if s["name"].endswith(".kd") and s["size"] == 64)
    for kd in kds:
        k = by_name[kd]
        b = at(k["value"], 64)
        entry = int.from_bytes(b[16:24], "little", signed=True)
        target = k["value"] + entry
        names = sorted(s["name"] for s in use if s["value"] == target and s["type"] == "FUNC")
        hexs = b[:16].hex() + f"<entry:{','.join(names) or hex(target)}>" + b[24:].hex()
        lines.append(f"kd {kd[:-3]} {hexs}")
        kern = by_name.get(kd[:-3])
        if kern:
            code = at(kern["value"], kern["size"]) or b""
            lines.append(f"code {kd[:-3]} {kern['size']} {hashlib.sha256(code).hexdigest()}")
    for s in sorted(use, key=lambda s: s["name"]):
        if s["type"] == "FUNC" and s["name"] + ".kd" not in by_name and s["size"]:
            code = at(s["value"], s["size"]) or b""
            lines.append(f"func {s['name']} {s['size']} {hashlib.sha256(code).hexdigest()}")
    # Data: the bytes of loaded sections that are not code, with the
    # descriptors left out (they are compared above), and the dynamic
    # relocations, each place and target named by section and offset.
    kd_ranges = [(by_name[k]["value"], by_name[k]["value"] + 64) for k in kds]
    def where(addr):
        for s in secs.values():
            if s["addr"] and s["addr"] <= addr < s["addr"] + max(s["size"], 1) and s["type"] in ("PROGBITS", "NOBITS"):
                return f"{s['name']}+0x{addr - s['addr']:x}"
        return hex(addr)
    for s in secs.values():
        if not s["addr"] or s["type"] not in ("PROGBITS", "NOBITS") or s["name"] in (".text", ".got", ".relro_padding") or "X" in s.get("flags", ""):
            continue
        if s["type"] == "NOBITS":
            lines.append(f"data {s['name']} {s['size']} nobits")
            continue
        b = bytearray(data[s["off"]:s["off"] + s["size"]])
        for lo, hi in kd_ranges:
            if s["addr"] <= lo < s["addr"] + s["size"]:
                b[lo - s["addr"]:hi - s["addr"]] = bytes(hi - lo)
        lines.append(f"data {s['name']} {s['size']} {hashlib.sha256(bytes(b)).hexdigest()}")
    for line in run(f"{LLVM}/llvm-readelf", "-r", "-W", path).splitlines():
        m = re.match(r"([0-9a-f]{16})\s+[0-9a-f]+\s+(R_AMDGPU_\w+)\s+(?:([0-9a-f]+)\s+(\S+)\s*\+\s*([0-9a-f]+)|([0-9a-f]+))", line)
        if m:
            off, ty = int(m.group(1), 16), m.group(2)
            if m.group(6) is not None:
                tgt = where(int(m.group(6), 16))
            else:
                tgt = f"{m.group(4)}+0x{m.group(5)}"
            lines.append(f"dynrel {where(off)} {ty} {tgt}")
    meta = None
    for s in secs.values():
        if s["type"] == "NOTE":
            meta = meta or note_desc(data, s)
    lines.append(f"metadata {len(meta) if meta else 0} {hashlib.sha256(meta or b'').hexdigest()}")
    layout = [f"{s['name']}@{s['addr']:x}+{s['size']:x}" for s in secs.values() if s["addr"] and s["name"] != ".relro_padding"]
    return lines, layout


def mcpu_args(src):
    m = re.search(r"^; Assemble: llvm-mc .*?-mcpu=(\S+)(?: -mattr=(\S+))?", src, re.M)
    args = [f"-mcpu={m.group(1)}"]
    if m.group(2):
        args.append(f"-mattr={m.group(2)}")
    return args


def main():
    args = sys.argv[1:]
    bless = "--bless" in args
    args = [a for a in args if a != "--bless"]
    dis = os.environ.get("AMDGPU_DIS", "/work/target-dis/debug/amdgpu-dis")
    if "--dis" in args:
        i = args.index("--dis")
        dis = args[i + 1]
        del args[i:i + 2]
    # --as PATH: build the code object with amdgpu-as --filetype=co instead
    # of llvm-mc + ld.lld (the reference still reads both objects).
    our_as = None
    if "--as" in args:
        i = args.index("--as")
        our_as = args[i + 1]
        del args[i:i + 2]
    total = ok = 0
    tmp = tempfile.mkdtemp(prefix="amdgpu-dis-rt-")
    for obj in args:
        total += 1
        name = os.path.basename(obj)
        base = os.path.join(tmp, name)
        try:
            _, _, ty = header(obj)
            orig = obj
            if ty.startswith("REL"):
                orig = base + ".orig.so"
                run(f"{LLVM}/ld.lld", "-shared", obj, "-o", orig)
            want, want_layout = facts(orig)
            if bless:
                os.makedirs(os.path.join(HERE, "data", "facts"), exist_ok=True)
                with open(os.path.join(HERE, "data", "facts", name + ".facts"), "w") as f:
                    f.write("\n".join(want) + "\n")
            run(dis, obj, "-o", base + ".s")
            src = open(base + ".s").read()
            if our_as:
                run(our_as, "--triple=amdgcn-amd-amdhsa", *mcpu_args(src), "--filetype=co", base + ".s", "-o", base + ".so")
            else:
                run(f"{LLVM}/llvm-mc", "-triple=amdgcn-amd-amdhsa", *mcpu_args(src), "-filetype=obj", base + ".s", "-o", base + ".o")
                run(f"{LLVM}/ld.lld", "-shared", base + ".o", "-o", base + ".so")
            got, got_layout = facts(base + ".so")
            diffs = [("-" + w) for w in want if w not in got] + [("+" + g) for g in got if g not in want]
            same_layout = want_layout == got_layout
            nk = sum(1 for w in want if w.startswith("kd "))
            raw = src.count("is written as bytes")
            longs = len(re.findall(r"^\t\.long\t", src, re.M))
            insts = len(re.findall(r"^\t[a-z]", src, re.M))
            if not same_layout:
                # Code reaches data through pc-relative constants: a moved
                # section would change what they point at.
                diffs.append("layout (section addresses) differs")
            if diffs:
                print(f"FAIL {name}: {len(diffs)} differences")
                for d in diffs[:12]:
                    print("   ", d[:200])
            else:
                ok += 1
                print(f"ok   {name}: {nk} kernels ({raw} raw descriptors), {insts} instruction lines, "
                      f"{longs} .long words, layout identical")
            if not same_layout and os.environ.get("SHOW_LAYOUT"):
                print("    want", want_layout)
                print("    got ", got_layout)
        except Exception as e:  # noqa: BLE001
            print(f"FAIL {name}: {e}")
    print(f"{ok} passed, {total - ok} failed")
    return 0 if ok == total else 1


if __name__ == "__main__":
    sys.exit(main())
