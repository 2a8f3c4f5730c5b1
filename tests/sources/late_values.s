// cpus: gfx900
// Data whose value is known only after the last line (symbols assigned
// later, label differences across a fill): llvm-mc 22 cuts it to the
// field without a word; amdgpu-as does the same and warns.
.data
.byte x
.byte y
.short z
.long w
.byte a1 - a0
.byte b1 - b0
b0: .fill 2,1,0
b1:
x = 300
y = -200
z = 70000
w = 0x1ffffffff
.text
a0:
.fill 300, 1, 0
a1:
