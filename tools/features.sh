#!/usr/bin/env bash
# Writes data/isa/features.list: every subtarget feature name llvm-mc 22
# knows for amdgcn (its `-mattr=help` list), one per line. --mattr names
# outside this list get llvm-mc's "not a recognized feature" warning.
# Also writes data/isa/mattr_help.list: llvm-mc 22's whole `-mattr=help`
# (and `-mcpu=help`) text, processors and features with their
# descriptions, which `amdgpu-as --mattr=help` prints as llvm-mc does.
# Needs llvm-mc 22 (generation time only).
set -euo pipefail
MC=${MC:-/usr/lib/llvm-22/bin/llvm-mc}
dir="$(dirname "$0")/../data/isa"
out="$dir/features.list"
{
  echo "# Subtarget features of amdgcn known to llvm-mc 22 (tools/features.sh)."
  "$MC" -arch=amdgcn -mcpu=gfx900 -mattr=help 2>&1 </dev/null \
    | awk '/^Available features/{f=1; next} f && /^  [a-z0-9]/{print $1}' | sort -u
} > "$out"
# (The help goes to standard error; an empty input assembles to nothing.)
"$MC" -arch=amdgcn -mcpu=gfx900 -mattr=help -filetype=null </dev/null 2> "$dir/mattr_help.list"
