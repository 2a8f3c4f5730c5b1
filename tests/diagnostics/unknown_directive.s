; args: --mcpu=gfx900
; Directives that do not exist or take bad arguments.
.foo_directive 1
.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
.p2align -1
