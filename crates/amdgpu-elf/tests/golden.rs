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
    "sramecc",
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
    "sramecc",
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
