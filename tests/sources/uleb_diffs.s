// cpus: gfx900
// .uleb128 / .sleb128 of differences of labels defined earlier in one
// section (as in clang -g's location lists), from another section.
.text
a: s_nop 0
b: s_nop 0
   .fill 200, 1, 0
c: s_endpgm
.section .debug_loclists,"",@progbits
.uleb128 b-a
.uleb128 c-a
.sleb128 a-c
.uleb128 c-b, 1, 300
