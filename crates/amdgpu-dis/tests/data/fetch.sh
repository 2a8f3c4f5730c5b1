#!/bin/sh
# Re-extracts the real code objects of tests/data from Debian's ROCm
# packages (run as root on Debian; needs apt-get, dpkg-deb, python3).
#
#   hsa-<cpu>.co : the blit kernels of libhsa-runtime64-1 (5.2.3), code
#                  objects embedded in the library (committed: ~38 KB each).
#   rocrand-<target>.co (with ROCRAND=1): the offload bundle entries of
#                  librocrand1 (5.3.3), ~1.8 MB each, not committed.
#
# Usage: fetch.sh [OUTDIR]   (default: this directory)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here}
mkdir -p "$out"
out=$(cd "$out" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
apt-get download libhsa-runtime64-1 >/dev/null
[ "${ROCRAND:-0}" = 1 ] && apt-get download librocrand1 >/dev/null
for d in *.deb; do dpkg-deb -x "$d" x; done
python3 - "$out" <<'PY'
import glob, struct, sys
out = sys.argv[1]
# Processor of each EF_AMDGPU_MACH value we keep.
mach = {0x2c: "gfx900", 0x2d: "gfx902", 0x2e: "gfx904", 0x2f: "gfx906",
        0x30: "gfx908", 0x31: "gfx909", 0x32: "gfx90c", 0x3f: "gfx90a"}
def elf_end(d, i):
    shoff, = struct.unpack_from("<Q", d, i + 40)
    shes, shnum = struct.unpack_from("<HH", d, i + 58)
    return i + shoff + shes * shnum
lib = glob.glob("x/usr/lib/x86_64-linux-gnu/libhsa-runtime64.so.*.*")[0]
d = open(lib, "rb").read()
i = d.find(b"\x7fELF\x02\x01\x01", 1)
while i >= 0:
    em, = struct.unpack_from("<H", d, i + 18)
    flags, = struct.unpack_from("<I", d, i + 48)
    if em == 224 and d[i + 8] == 2 and (flags & 0xff) in mach:
        name = f"{out}/hsa-{mach[flags & 0xff]}.co"
        open(name, "wb").write(d[i:elf_end(d, i)])
        print(name)
    i = d.find(b"\x7fELF\x02\x01\x01", i + 1)
for lib in glob.glob("x/usr/lib/x86_64-linux-gnu/librocrand.so.*"):
    d = open(lib, "rb").read()
    i = d.find(b"__CLANG_OFFLOAD_BUNDLE__")
    n, = struct.unpack_from("<Q", d, i + 24)
    p = i + 32
    for _ in range(n):
        off, size, tl = struct.unpack_from("<QQQ", d, p)
        triple = d[p + 24:p + 24 + tl].decode()
        p += 24 + tl
        t = triple.split("--")[-1] if "--" in triple else ""
        if size and t.split(":")[0] in mach.values():
            name = f"{out}/rocrand-{t.replace(':', '_')}.co"
            open(name, "wb").write(d[i + off:i + off + size])
            print(name)
    break
PY
