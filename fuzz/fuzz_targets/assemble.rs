//! `amdgpu_asm::assemble_with` must never panic, and what it returns must be
//! consistent: byte ranges inside their sections, spans inside the source
//! (or inside the line a diagnostic shows); objects and code objects of a
//! clean assembly are written without panicking.
//! The first input byte picks the processor; the rest is the source text.
#![no_main]

use amdgpu_asm::{assemble_with, Options, Target};
use libfuzzer_sys::fuzz_target;

const CPUS: &[&str] = &[
    "gfx900", "gfx906", "gfx90a", "gfx942", "gfx803", "gfx700", "gfx600", "gfx1030", "gfx1100",
    "gfx1200",
];

fuzz_target!(|data: &[u8]| {
    let Some((&sel, text)) = data.split_first() else {
        return;
    };
    let cpu = CPUS[usize::from(sel) % CPUS.len()];
    let target = Target::parse(cpu).expect("known processor");
    let src = String::from_utf8_lossy(text);
    let out = assemble_with(&src, &target, &Options::default());
    for e in &out.insts {
        let data = out.section_data(e.section);
        let (b, t) = (e.byte_span(), e.text_span());
        assert!(b.start <= b.end && b.end <= data.len());
        assert!(t.start <= t.end && t.end <= src.len());
    }
    for d in &out.diags {
        let limit = d.source_line.as_ref().map_or(src.len(), |l| l.len());
        assert!(d.span.start <= limit, "diagnostic span outside its text");
        assert!(d.line >= 1 && d.col >= 1);
    }
    if !out.has_errors() {
        let _ = amdgpu_asm::object::object_bytes(&out, &target);
        let _ = amdgpu_asm::object::code_object_bytes(&out, &target);
    }
});
