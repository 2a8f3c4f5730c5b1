#!/bin/sh
# Regenerates expected/NAME.CPU.o for every NAME.s here with llvm-mc 22,
# run from this directory, with the processors and arguments of the
# source's `// cpus:` and `// args:` lines.
set -e
cd "$(dirname "$0")"
MC=${LLVM_MC:-/usr/lib/llvm-22/bin/llvm-mc}
mkdir -p expected
for s in *.s; do
    n=${s%.s}
    cpus=$(sed -n 's|^// cpus: *||p' "$s" | head -1)
    args=$(sed -n 's|^// args: *||p' "$s" | head -1)
    for c in $cpus; do
        # shellcheck disable=SC2086
        "$MC" -triple=amdgcn-amd-amdhsa -mcpu="$c" $args -filetype=obj -o "expected/$n.$c.o" "$s"
    done
done
