#!/bin/sh
# Regenerates the goldens of cases.txt with llvm-mc 22 (see there). Needs
# llvm-mc 22 only here: crates/cli/tests/flags.rs reads the goldens.
set -e
cd "$(dirname "$0")"
MC=${LLVM_MC:-/usr/lib/llvm-22/bin/llvm-mc}
rm -rf golden
mkdir golden
grep -v '^#' cases.txt | while read -r name args; do
    [ -n "$name" ] || continue
    rc=0
    # (args is split into words on purpose.)
    # shellcheck disable=SC2086
    "$MC" $args </dev/null >"golden/$name.out" 2>"golden/$name.err.raw" || rc=$?
    # The program's path and name as PROG (they differ between tools).
    sed -e "s#$MC#PROG#g" -e 's#^llvm-mc:#PROG:#' "golden/$name.err.raw" >"golden/$name.err"
    rm "golden/$name.err.raw"
    echo "$rc" >"golden/$name.rc"
done
