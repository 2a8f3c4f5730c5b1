#!/bin/sh
# Regenerates NAME.o for each triple below with llvm-mc 22: the ELF header
# (OS/ABI, ABI version) each triple's OS gives an object of nop.s.
set -e
cd "$(dirname "$0")"
MC=${LLVM_MC:-/usr/lib/llvm-22/bin/llvm-mc}
for t in amdgcn amdgcn--amdpal amdgcn-mesa-mesa3d amdgcn-unknown-unknown amdgcn-amd-amdhsa; do
    "$MC" -triple="$t" -mcpu=gfx900 -filetype=obj -o "$t.o" nop.s
done
