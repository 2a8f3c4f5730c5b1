//! Round trips through the golden files of `tests/data` (made by llvm-mc 22
//! and ld.lld 22, see `tests/data/make.sh`).

use amdgpu_elf::*;
use std::path::PathBuf;

fn data(name: &str) -> Vec<u8> {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name);
    std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

const OBJECTS: &[&str] = &[
    "kernel",
    "kernel-gfx1100",
    "relocs",
    "misc",
    "link",
    "link2",
    "empty-text",
    "many",
    "merge",
    "ident",
    "ident-dup",
    "nonalloc",
    "sramecc",
    "opencl",
    "opencl-g",
];

fn first_difference(a: &[u8], b: &[u8]) -> String {
    let i = a
        .iter()
        .zip(b)
        .position(|(x, y)| x != y)
        .unwrap_or(a.len().min(b.len()));
    format!(
        "lengths {} and {}, first difference at {i:#x}",
        a.len(),
        b.len()
    )
}

#[test]
fn relocatable_round_trip_is_byte_identical() {
    for name in OBJECTS {
        let golden = data(&format!("{name}.o"));
        let obj = read(&golden).unwrap().to_object().unwrap();
        let ours = write_relocatable(&obj).unwrap();
        if ours != golden {
            let _ = std::fs::write(
                std::env::temp_dir().join(format!("amdgpu-elf-{name}.o")),
                &ours,
            );
        }
        assert!(
            ours == golden,
            "{name}.o: {}",
            first_difference(&ours, &golden)
        );
    }
}

#[test]
fn header_for_target_matches_reference() {
    for name in OBJECTS {
        let r = read(&data(&format!("{name}.o"))).unwrap();
        let t = r.target().unwrap();
        let h =
            Header::for_target(t.processor.name, t.xnack, t.sramecc, t.version.unwrap()).unwrap();
        assert_eq!(h, r.header, "{name}");
    }
    let r = read(&data("sramecc.o")).unwrap();
    assert_eq!(r.target().unwrap().id(), "gfx906:sramecc+:xnack-");
}

#[test]
fn metadata_note_matches_reference() {
    let r = read(&data("kernel.o")).unwrap();
    let note = r.section(".note").unwrap();
    let meta = r.metadata().unwrap();
    let ours = metadata_note_section(meta);
    assert_eq!(ours.data, note.data);
    assert_eq!(
        (ours.sh_type, ours.flags, ours.align),
        (note.sh_type, note.flags, note.align)
    );
}

const LINKED: &[&str] = &[
    "kernel",
    "kernel-gfx1100",
    "link",
    "link2",
    "empty-text",
    "many",
    "merge",
    "ident",
    "ident-dup",
    "nonalloc",
    "sramecc",
    "opencl",
    "opencl-g",
];

#[test]
fn linked_code_object_is_byte_identical() {
    for name in LINKED {
        let golden = data(&format!("{name}.so"));
        let obj = read(&data(&format!("{name}.o")))
            .unwrap()
            .to_object()
            .unwrap();
        let ours = link_code_object(&obj).unwrap();
        if ours != golden {
            let _ = std::fs::write(
                std::env::temp_dir().join(format!("amdgpu-elf-{name}.so")),
                &ours,
            );
        }
        assert!(
            ours == golden,
            "{name}.so: {}",
            first_difference(&ours, &golden)
        );
    }
}

/// Inputs that ld.lld 22 refuses (a PC-relative relocation against a
/// preemptible symbol, LDS symbols) are errors here too.
#[test]
fn link_refuses_what_lld_refuses() {
    let obj = read(&data("relocs.o")).unwrap().to_object().unwrap();
    match link_code_object(&obj) {
        Err(Error::Relocation(m)) => assert!(m.contains("R_AMDGPU_REL32_LO against gvar"), "{m}"),
        other => panic!("{other:?}"),
    }
    let obj = read(&data("misc.o")).unwrap().to_object().unwrap();
    assert!(link_code_object(&obj).is_err());
}

#[test]
fn code_object_reads_back() {
    let so = read(&data("kernel.so")).unwrap();
    let o = read(&data("kernel.o")).unwrap();
    assert_eq!(so.e_type, 3);
    assert_eq!(so.header, o.header);
    assert_eq!(so.metadata(), o.metadata());
    assert_eq!(so.target().unwrap().processor.name, "gfx900");
    let names: Vec<&str> = so.dynamic_symbols.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["", "kern", "kern.kd"]);
    assert!(so.segments.iter().any(|s| s.p_type == 4)); // PT_NOTE
                                                        // The kernel descriptor's entry offset reaches the kernel's code.
    let kd = &so.dynamic_symbols[2];
    let rodata = so.section(".rodata").unwrap();
    let at = (kd.value - rodata.addr) as usize + 16;
    let entry = i64::from_le_bytes(rodata.data[at..at + 8].try_into().unwrap());
    assert_eq!(kd.value as i64 + entry, so.dynamic_symbols[1].value as i64);
}

#[test]
fn every_processor_round_trips_through_e_flags() {
    for p in PROCESSORS {
        for v in [
            CodeObjectVersion::V4,
            CodeObjectVersion::V5,
            CodeObjectVersion::V6,
        ] {
            let h = Header::for_target(p.name, FeatureSetting::On, FeatureSetting::Off, v).unwrap();
            let t = h.target().unwrap();
            assert_eq!(t.processor.name, p.name);
            assert_eq!(t.version, Some(v));
            assert_eq!(
                t.xnack,
                if p.xnack {
                    FeatureSetting::On
                } else {
                    FeatureSetting::Unsupported
                }
            );
            assert_eq!(
                t.sramecc,
                if p.sramecc {
                    FeatureSetting::Off
                } else {
                    FeatureSetting::Unsupported
                }
            );
        }
    }
    assert_eq!(
        Header::for_target(
            "fiji",
            FeatureSetting::Any,
            FeatureSetting::Any,
            CodeObjectVersion::V6
        )
        .unwrap()
        .e_flags,
        0x2a
    );
    assert!(Header::for_target(
        "gfx9999",
        FeatureSetting::Any,
        FeatureSetting::Any,
        CodeObjectVersion::V6
    )
    .is_err());
    let g = Header::for_target(
        "gfx9-generic",
        FeatureSetting::Any,
        FeatureSetting::Any,
        CodeObjectVersion::V6,
    )
    .unwrap();
    assert_eq!(g.e_flags, 0x0100_0151);
}
