#!/bin/sh
# Regenerates golden/ from cases.txt with llvm-mc 22: for each case and
# triple, the object llvm-mc writes (NAME.TRIPLE.o) or, where it refuses the
# source, its diagnostics (NAME.TRIPLE.err). Needs llvm-mc 22 only here: the
# test (crates/cli/tests/cli.rs, triples_as_llvm_mc) reads the goldens.
set -e
cd "$(dirname "$0")"
MC=${LLVM_MC:-/usr/lib/llvm-22/bin/llvm-mc}
rm -rf golden
mkdir golden
grep -v '^#' cases.txt | while read -r name src triples args; do
    [ -n "$name" ] || continue
    [ "$triples" = "*" ] && triples=amdgcn,amdgcn-amd-amdhsa,amdgcn--amdpal,amdgcn-mesa-mesa3d
    for t in $(echo "$triples" | tr ',' ' '); do
        # (args is split into words on purpose.)
        # shellcheck disable=SC2086
        if ! "$MC" -triple="$t" $args -filetype=obj -o "golden/$name.$t.o" "$src" \
            2>"golden/$name.$t.err"; then
            rm -f "golden/$name.$t.o"
        else
            rm -f "golden/$name.$t.err"
        fi
    done
done
