// cpus: gfx906
// args: --mattr=-xnack -I inc
// Includes: "inc/helpers.inc" includes "regs.inc" from its own directory,
// which llvm-mc finds through -I inc; amdgpu-as also finds it without -I,
// from the including file's directory.
.include "inc/helpers.inc"
.text
    zero_acc 3
    s_endpgm
