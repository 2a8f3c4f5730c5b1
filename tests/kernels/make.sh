#!/usr/bin/env bash
# Golden kernels: OpenCL sources compiled by clang 22 for each GFX9, CDNA, GFX8, GFX6/7, RDNA and RDNA3 processor brought up so far
# (the .s inputs), assembled by llvm-mc 22 (the .o references) and, where the
# kernels are self-contained, linked by ld.lld 22 -shared (the .co
# references). crates/cli/tests/kernels.rs requires amdgpu-as to write the
# same bytes. Needs LLVM 22 (generation time only).
#
#   tests/kernels/make.sh            # every directory
#   tests/kernels/make.sh gfx1100    # only these directories (new processors)
set -euo pipefail
cd "$(dirname "$0")"
BIN=${LLVM:-/usr/lib/llvm-22/bin}
ALL="gfx900 gfx906 gfx908 gfx90c gfx90a gfx942 gfx950 gfx803 gfx700 gfx601 gfx1030 gfx1010
    gfx1030+wavefrontsize64 gfx1010+wavefrontsize64 gfx1100 gfx1151 gfx1200 gfx1201 gfx1250 gfx1251"
ONLY="$*"
# Whether directory $1 is made in this run.
wanted() { [ -z "$ONLY" ] || [[ " $ONLY " == *" $1 "* ]]; }
for dir in $ALL; do
  wanted "$dir" || continue
  # A directory named CPU+FEATURE holds kernels compiled with that feature.
  cpu=${dir%%+*}
  feat=${dir#"$cpu"}
  clang_feat=(); mc_feat=()
  if [ -n "$feat" ]; then clang_feat=(-Xclang -target-feature -Xclang "$feat"); mc_feat=(-mattr="$feat"); fi
  mkdir -p "$dir"
  for cl in *.cl; do
    b=${cl%.cl}
    "$BIN/clang" -target amdgcn-amd-amdhsa -mcpu=$cpu "${clang_feat[@]}" -nogpulib -O2 -S "$cl" -o "$dir/$b.s" 2>/dev/null
    "$BIN/llvm-mc" -triple=amdgcn-amd-amdhsa -mcpu=$cpu "${mc_feat[@]}" -filetype=obj "$dir/$b.s" -o "$dir/$b.o"
    # Kernels that call nothing outside themselves link into code objects.
    if "$BIN/ld.lld" -shared "$dir/$b.o" -o "$dir/$b.co" 2>/dev/null; then :; else rm -f "$dir/$b.co"; fi
  done
done
# Unoptimized code (stack frames, .addrsig_sym lists) for GFX9 and each CDNA processor.
for cpu in gfx906 gfx90a gfx942 gfx950 gfx1030; do
  wanted "$cpu" || continue
  for b in co1 math; do
    "$BIN/clang" -target amdgcn-amd-amdhsa -mcpu=$cpu -nogpulib -O0 -S "$b.cl" -o "$cpu/$b-O0.s" 2>/dev/null
    "$BIN/llvm-mc" -triple=amdgcn-amd-amdhsa -mcpu=$cpu -filetype=obj "$cpu/$b-O0.s" -o "$cpu/$b-O0.o"
    if "$BIN/ld.lld" -shared "$cpu/$b-O0.o" -o "$cpu/$b-O0.co" 2>/dev/null; then :; else rm -f "$cpu/$b-O0.co"; fi
  done
done
# The listing llvm-mc 22 prints for every kernel: its instruction and fixup
# lines (`-show-encoding`; directive lines are llvm-mc's own re-spelling).
for s in */*.s; do
  dir=${s%%/*}; cpu=${dir%%+*}; feat=${dir#"$cpu"}
  wanted "$dir" || continue
  "$BIN/llvm-mc" -triple=amdgcn-amd-amdhsa -mcpu=$cpu ${feat:+-mattr=$feat} -show-encoding "$s" \
    | grep -P '^\t[a-z]|^ +;   fixup' > "${s%.s}.lst"
done
# With debug information (-g): the line table and frames llvm-mc writes
# from .file/.loc/.cfi_*, and clang's own debug sections.
for spec in gfx900:mm:O2 gfx908:ext:O0 gfx90c:red:O2 gfx906:co1:O2 gfx90a:mm:O2 gfx942:co1:O0 gfx950:red:O2 gfx1030:mm:O2; do
  IFS=: read -r cpu b opt <<<"$spec"
  wanted "$cpu" || continue
  "$BIN/clang" -target amdgcn-amd-amdhsa -mcpu=$cpu -nogpulib -$opt -g -S "$b.cl" -o "$cpu/$b-g.s" 2>/dev/null
  "$BIN/llvm-mc" -triple=amdgcn-amd-amdhsa -mcpu=$cpu -filetype=obj "$cpu/$b-g.s" -o "$cpu/$b-g.o"
  if "$BIN/ld.lld" -shared "$cpu/$b-g.o" -o "$cpu/$b-g.co" 2>/dev/null; then :; else rm -f "$cpu/$b-g.co"; fi
  "$BIN/llvm-mc" -triple=amdgcn-amd-amdhsa -mcpu=$cpu -show-encoding "$cpu/$b-g.s" \
    | grep -P '^\t[a-z]|^ +;   fixup' > "$cpu/$b-g.lst"
done
# The metadata block as llvm-mc 22 lists it: `.amdgpu_metadata`, the YAML it
# writes back from the note, `.end_amdgpu_metadata`.
for s in */*.s; do
  dir=${s%%/*}; cpu=${dir%%+*}; feat=${dir#"$cpu"}
  wanted "$dir" || continue
  "$BIN/llvm-mc" -triple=amdgcn-amd-amdhsa -mcpu=$cpu ${feat:+-mattr=$feat} -show-encoding "$s" \
    | awk '/^\t\.amdgpu_metadata/,/^\t\.end_amdgpu_metadata/' > "${s%.s}.meta"
done
# The whole listing llvm-mc 22 prints (-show-encoding with the HSA triple),
# for the kernels whose listing amdgpu-as reproduces line for line (the
# others differ in descriptor fields llvm-mc prints as expressions of the
# packed register words, and in debug directives).
for s in */co1.s */co1-O0.s; do
  dir=${s%%/*}; cpu=${dir%%+*}; feat=${dir#"$cpu"}
  wanted "$dir" || continue
  "$BIN/llvm-mc" -triple=amdgcn-amd-amdhsa -mcpu=$cpu ${feat:+-mattr=$feat} -show-encoding "$s" > "${s%.s}.full"
done
