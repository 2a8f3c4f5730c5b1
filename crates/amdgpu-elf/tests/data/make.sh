#!/bin/sh
# Regenerates the golden files of this directory with the reference tools:
# every NAME.s is assembled by llvm-mc 22 into NAME.o; the files listed in
# LINK are also linked by ld.lld 22 -shared into NAME.so.
# Usage: sh make.sh   (from any directory)
set -eu
cd "$(dirname "$0")"
LLVM=${LLVM:-/usr/lib/llvm-22/bin}
# name:mcpu:extra llvm-mc arguments
TARGETS="
kernel:gfx900:
kernel-gfx1100:gfx1100:--amdhsa-code-object-version=5
relocs:gfx900:
misc:gfx900:
link:gfx900:
link2:gfx900:
empty-text:gfx900:
many:gfx1030:
merge:gfx900:
ident:gfx900:
ident-dup:gfx900:
nonalloc:gfx900:
sramecc:gfx906:-mattr=+sramecc,-xnack --amdhsa-code-object-version=4
"
LINK="kernel kernel-gfx1100 link link2 empty-text many merge ident ident-dup nonalloc sramecc"
echo "$TARGETS" | while IFS=: read -r name cpu args; do
  [ -n "$name" ] || continue
  # shellcheck disable=SC2086
  "$LLVM/llvm-mc" -triple=amdgcn-amd-amdhsa -mcpu="$cpu" $args -filetype=obj "$name.s" -o "$name.o"
done
for name in $LINK; do
  "$LLVM/ld.lld" -shared "$name.o" -o "$name.so"
done
# A compiler-made object (clang 22, OpenCL): its .o and linked code object.
"$LLVM/clang" -target amdgcn-amd-amdhsa -mcpu=gfx900 -nogpulib -O2 -c opencl.cl -o opencl.o
"$LLVM/ld.lld" -shared opencl.o -o opencl.so
# The same with debug information (relocated non-allocated sections).
"$LLVM/clang" -target amdgcn-amd-amdhsa -mcpu=gfx900 -nogpulib -O2 -g -c opencl.cl -o opencl-g.o
"$LLVM/ld.lld" -shared opencl-g.o -o opencl-g.so
