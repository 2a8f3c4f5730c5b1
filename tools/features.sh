#!/usr/bin/env bash
# Writes data/isa/features.list: every subtarget feature name llvm-mc 22
# knows for amdgcn (its `-mattr=help` list), one per line. --mattr names
# outside this list get llvm-mc's "not a recognized feature" warning.
# Needs llvm-mc 22 (generation time only).
set -euo pipefail
MC=${MC:-/usr/lib/llvm-22/bin/llvm-mc}
out="$(dirname "$0")/../data/isa/features.list"
{
  echo "# Subtarget features of amdgcn known to llvm-mc 22 (tools/features.sh)."
  "$MC" -arch=amdgcn -mcpu=gfx900 -mattr=help 2>&1 \
    | awk '/^Available features/{f=1; next} f && /^  [a-z0-9]/{print $1}' | sort -u
} > "$out"
