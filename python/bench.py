#!/usr/bin/env python3
"""A 20-line kernel to a loadable code object, timed in one run:

* ``amdgpu_asm.assemble(src, "gfx900")`` in this process (the GIL-free
  library call a JIT makes), against
* ``clang -x assembler -c`` then ``ld.lld -shared``, started as processes on
  a temporary file (what JITs do today).

Prints the median time per kernel of each, their ratio, and whether the two
code objects are equal. Needs clang and ld.lld 22 (``--llvm-bin``, default
/usr/lib/llvm-22/bin); a benchmark, not a test: no timing is asserted.

    python3 python/bench.py [--calls 5000] [--runs 30]
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

import amdgpu_asm

KERNEL = """\
    .globl add_one
    .p2align 8
add_one:
    s_load_dwordx2 s[0:1], s[4:5], 0x0
    v_lshlrev_b32 v0, 2, v0
    s_waitcnt lgkmcnt(0)
    v_mov_b32 v2, s1
    v_add_co_u32 v1, vcc, s0, v0
    v_addc_co_u32 v2, vcc, 0, v2, vcc
    global_load_dword v3, v[1:2], off
    s_waitcnt vmcnt(0)
    v_add_u32 v3, 1, v3
    global_store_dword v[1:2], v3, off
    s_endpgm
    .rodata
    .amdhsa_kernel add_one
        .amdhsa_user_sgpr_kernarg_segment_ptr 1
        .amdhsa_next_free_vgpr 4
        .amdhsa_next_free_sgpr 8
    .end_amdhsa_kernel
"""


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--calls", type=int, default=5000, help="library calls timed (median)")
    ap.add_argument("--runs", type=int, default=30, help="clang + ld.lld runs timed (median)")
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin")
    a = ap.parse_args()
    clang = os.path.join(a.llvm_bin, "clang")
    lld = os.path.join(a.llvm_bin, "ld.lld")
    for tool in (clang, lld):
        if not os.access(tool, os.X_OK):
            sys.exit(f"{tool} not found: give --llvm-bin")
    lines = KERNEL.count("\n")

    # In process: warm up, then time each call.
    co = amdgpu_asm.assemble(KERNEL, "gfx900")
    for _ in range(200):
        amdgpu_asm.assemble(KERNEL, "gfx900")
    times = []
    for _ in range(a.calls):
        t = time.perf_counter_ns()
        amdgpu_asm.assemble(KERNEL, "gfx900")
        times.append(time.perf_counter_ns() - t)
    py_us = statistics.median(times) / 1000

    # As processes: source file -> clang -> object -> ld.lld -> code object.
    with tempfile.TemporaryDirectory() as d:
        src, obj, out = (os.path.join(d, n) for n in ("k.s", "k.o", "k.co"))
        with open(src, "w") as f:
            f.write(KERNEL)
        cmds = [
            [clang, "-x", "assembler", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx900", "-c", src, "-o", obj],
            [lld, "-shared", obj, "-o", out],
        ]
        for c in cmds:  # warm the page cache
            subprocess.run(c, check=True)
        runs = []
        for _ in range(a.runs):
            t = time.perf_counter_ns()
            for c in cmds:
                subprocess.run(c, check=True)
            runs.append(time.perf_counter_ns() - t)
        with open(out, "rb") as f:
            ref = f.read()
    llvm_us = statistics.median(runs) / 1000

    print(f"kernel: {lines} lines, gfx900, code object {len(co)} bytes")
    print(f"amdgpu_asm.assemble (in process): median {py_us:10.1f} us per kernel ({a.calls} calls)")
    print(f"clang -x assembler + ld.lld:      median {llvm_us:10.1f} us per kernel ({a.runs} runs)")
    print(f"ratio: {llvm_us / py_us:.0f}x")
    print(f"code objects equal: {co == ref}")


if __name__ == "__main__":
    main()
