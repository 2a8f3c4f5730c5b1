#!/bin/sh
# Rebuilds the clang 22 objects of tests/data from kernels.cl:
# relocatable objects (cl-*.o) for several GFX9 processors, code object
# versions, debug information, and one non-GFX9 processor (gfx1030, whose
# code is written as words), and two code objects linked by ld.lld.
set -eu
cd "$(dirname "$0")"
B=${LLVM_BIN:-/usr/lib/llvm-22/bin}
cc() { "$B/clang" -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -w "$@" -c kernels.cl; }
cc -mcpu=gfx900 -O2 -o cl-gfx900-cov6.o
cc -mcpu=gfx906:xnack- -O2 -mcode-object-version=5 -o cl-gfx906-cov5.o
cc -mcpu=gfx90c -O1 -mcode-object-version=4 -o cl-gfx90c-cov4.o
cc -mcpu=gfx908:sramecc+:xnack+ -O2 -g -o cl-gfx908-g.o
cc -mcpu=gfx9-generic -O2 -o cl-gfx9-generic.o
cc -mcpu=gfx1030 -O2 -o cl-gfx1030.o
"$B/ld.lld" -shared cl-gfx900-cov6.o -o cl-gfx900-cov6.co
"$B/ld.lld" -shared cl-gfx908-g.o -o cl-gfx908-g.co
