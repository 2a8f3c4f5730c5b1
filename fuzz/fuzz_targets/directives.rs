//! Directives and macros: sources built from fragments of the GNU assembler
//! language (macros, conditionals, repetitions, sections, symbols, kernel
//! descriptors, metadata) chosen and combined by the input bytes, so the
//! fuzzer explores nesting and ordering rather than spelling. Nothing may
//! panic or hang (the expansion bounds stop runaway macros).
#![no_main]

use amdgpu_asm::{assemble_with, Options, Target};
use libfuzzer_sys::fuzz_target;

const FRAGMENTS: &[&str] = &[
    ".macro m a, b=2\n",
    ".macro n x:req, y:vararg\n",
    ".endm\n",
    ".exitm\n",
    "m 1\n",
    "m \\a, 3\n",
    "n 1, 2, 3\n",
    ".purgem m\n",
    ".rept 3\n",
    ".rept 1000\n",
    ".endr\n",
    ".irp r, 1, 2\n",
    ".irpc c, 123\n",
    ".if 1\n",
    ".if x\n",
    ".ifdef x\n",
    ".ifndef y\n",
    ".ifc a, a\n",
    ".ifb\n",
    ".elseif 0\n",
    ".else\n",
    ".endif\n",
    ".set x, x+1\n",
    ".set x, 0\n",
    "x = . - 4\n",
    ".altmacro\n",
    ".noaltmacro\n",
    "m %x\n",
    "m <1, 2>\n",
    ".text\n",
    ".data\n",
    ".rodata\n",
    ".bss\n",
    ".section .foo,\"aw\",@progbits\n",
    ".pushsection .bar\n",
    ".popsection\n",
    ".previous\n",
    ".p2align 8\n",
    ".byte 1, x\n",
    ".long lab, undef\n",
    ".quad lab - .\n",
    ".asciz \"s\\n\"\n",
    ".zero 16\n",
    ".globl lab\n",
    ".weak w\n",
    ".hidden lab\n",
    ".type lab,@function\n",
    ".size lab, . - lab\n",
    "lab:\n",
    "1:\n",
    "s_branch 1b\n",
    "s_branch lab\n",
    "s_nop \\a\n",
    "v_add_f32 v0, v1, v2\n",
    "s_mov_b32 s0, lab@rel32@lo\n",
    ".amdhsa_kernel lab\n",
    ".amdhsa_next_free_vgpr 1\n",
    ".amdhsa_next_free_sgpr x\n",
    ".end_amdhsa_kernel\n",
    ".amdgpu_metadata\n",
    "---\n",
    "amdhsa.version: [1, 2]\n",
    ".end_amdgpu_metadata\n",
    ".amdhsa_code_object_version 5\n",
    ".comm c, 8, 2\n",
    ".amdgpu_lds l, 16, 4\n",
    ".include \"nonexistent.inc\"\n",
    ".ident \"x\"\n",
    ".end\n",
];

fuzz_target!(|data: &[u8]| {
    let mut src = String::new();
    for &b in data.iter().take(512) {
        src.push_str(FRAGMENTS[usize::from(b) % FRAGMENTS.len()]);
    }
    let target = Target::parse("gfx900").expect("known processor");
    let out = assemble_with(&src, &target, &Options::default());
    if !out.has_errors() {
        let _ = amdgpu_asm::object::object_bytes(&out, &target);
        let _ = amdgpu_asm::object::code_object_bytes(&out, &target);
    }
});
