#!/bin/sh
# Regenerates NAME.lst for every NAME.s here: llvm-mc 22's listing
# (-show-encoding) for the processor of the source's `// cpu:` line, its
# instruction and fixup lines only; NAME.full, the whole listing, for a source
# with a `// whole listing` line.
set -e
cd "$(dirname "$0")"
MC=${LLVM_MC:-/usr/lib/llvm-22/bin/llvm-mc}
for s in *.s; do
    cpu=$(sed -n 's|^// cpu: *||p' "$s" | head -1)
    "$MC" -triple=amdgcn-amd-amdhsa -mcpu="$cpu" -show-encoding "$s" \
        | grep -P '^\t[a-z]|^ +;   fixup' > "${s%.s}.lst" || true
    if grep -q '^// whole listing' "$s"; then
        "$MC" -triple=amdgcn-amd-amdhsa -mcpu="$cpu" -show-encoding "$s" > "${s%.s}.full"
    fi
done
