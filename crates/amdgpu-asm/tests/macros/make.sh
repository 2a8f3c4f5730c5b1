#!/bin/sh
# Regenerates the golden files of tests/macros.rs with llvm-mc 22:
#   NAME.s.hex  the .text bytes of `llvm-mc -filetype=obj` (hex, 32 bytes a line)
#   NAME.s.err  llvm-mc's diagnostics (stderr), for the err_*.s cases
# Run from this directory: sh make.sh
set -e
BIN=/usr/lib/llvm-22/bin
MC="$BIN/llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900"
for f in *.s; do
  case "$f" in
    err_*)
      timeout 10 $MC -filetype=obj -o /dev/null "$f" 2> "$f.err" || true ;;
    *)
      timeout 10 $MC -filetype=obj -o /tmp/macros-golden.o "$f"
      $BIN/llvm-objcopy -O binary --only-section=.text /tmp/macros-golden.o /tmp/macros-golden.bin
      od -An -v -tx1 /tmp/macros-golden.bin | tr -d ' \n' | fold -w 64 > "$f.hex"
      echo >> "$f.hex" ;;
  esac
done
rm -f /tmp/macros-golden.o /tmp/macros-golden.bin
