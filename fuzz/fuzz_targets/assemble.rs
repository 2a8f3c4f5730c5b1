//! `amdgpu_asm::assemble` must never panic, and what it returns must be
//! consistent: byte ranges inside the code, spans inside the source.
//! The first input byte picks the processor; the rest is the source text.
#![no_main]

use amdgpu_asm::{assemble, Target};
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
    let out = assemble(&src, &target);
    for e in &out.insts {
        assert!(e.bytes.start <= e.bytes.end && e.bytes.end <= out.code.len());
        assert!(e.text.start <= e.text.end && e.text.end <= src.len());
    }
    for d in &out.diags {
        assert!(
            d.span.start <= src.len(),
            "diagnostic span outside the source"
        );
        assert!(d.line >= 1 && d.col >= 1);
    }
});
