//! `amdgpu_isa::disassemble` and `print` must never panic on any bytes, and
//! what they return must be consistent: units inside the input, in order, a
//! decoded unit 4 bytes or more, `Inst::len` equal to its length.
//! The first input byte picks the processor; the rest are the code bytes.
#![no_main]

use amdgpu_isa::{decode, disassemble, print, Target, TargetInfo};
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

const CPUS: &[&str] = &[
    "gfx900", "gfx906", "gfx908", "gfx90c", "gfx90a", "gfx942", "gfx950", "gfx803", "gfx700",
    "gfx600", "gfx1030", "gfx1100", "gfx1200", "gfx1250",
];

/// One `TargetInfo` per processor, made once (its tables are costly).
fn infos() -> &'static [Option<TargetInfo>] {
    static T: OnceLock<Vec<Option<TargetInfo>>> = OnceLock::new();
    T.get_or_init(|| {
        CPUS.iter()
            .map(|c| TargetInfo::new(&Target::parse(c).expect("known processor")))
            .collect()
    })
}

fuzz_target!(|data: &[u8]| {
    let Some((&sel, bytes)) = data.split_first() else {
        return;
    };
    let Some(ti) = &infos()[usize::from(sel) % CPUS.len()] else {
        return;
    };
    let mut text = String::new();
    if let Ok((inst, len)) = decode(bytes, ti) {
        assert!(len >= 4 && len <= bytes.len(), "unit of {len} bytes");
        assert_eq!(usize::from(inst.len), len);
    }
    let mut last: Option<usize> = None;
    for (at, unit) in disassemble(bytes, ti) {
        assert!(at < bytes.len(), "unit past the end");
        assert!(last.is_none_or(|p| at >= p + 4), "units overlap");
        last = Some(at);
        if let Ok(inst) = unit {
            text.clear();
            print(&inst, ti, &mut text).expect("print");
        }
    }
});
