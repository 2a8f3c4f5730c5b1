// cpus: gfx900
// What clang -g's debug sections refer to: a section by its name (before
// and after the section exists) is the section's own symbol; a label in a
// mergeable string section is reached through the section's symbol unless
// an addend goes beyond it.
.text
k:
  s_endpgm
.section .debug_abbrev,"",@progbits
  .byte 1, 0
.section .debug_str,"MS",@progbits,1
.Lstr0:
  .asciz "abc"
.Lstr1:
  .asciz "defg"
.section .debug_info,"",@progbits
  .long .debug_abbrev
  .long .Lstr0
  .long .Lstr1
  .long .Lstr1+2
  .quad k
  .long .debug_ranges
.section .debug_ranges,"",@progbits
  .quad 0
