//! The public front door: outputs refused for sources with errors, typed
//! errors, `Display` and the shared renderer.

use amdgpu_asm::{assemble, build, object, render_all, BuildOptions, Error, OutputKind, Target};

fn opts(cpu: &str, output: OutputKind) -> BuildOptions {
    let mut o = BuildOptions::new(cpu);
    o.output = output;
    o
}

#[test]
fn every_output_refuses_a_source_with_errors() {
    let t = Target::parse("gfx900").unwrap();
    let src = "s_nop 0\ns_mov_b32 s0\ns_endpgm\n";
    let asm = assemble(src, &t);
    for r in [
        object::code_object_bytes(&asm, &t),
        object::object_bytes(&asm, &t),
        object::binary_bytes(&asm, src),
    ] {
        match r {
            Err(Error::Source(d)) => {
                assert_eq!((d[0].line, d[0].col), (2, 13));
                assert_eq!(d[0].severity, amdgpu_asm::Severity::Error);
            }
            other => panic!("{other:?}"),
        }
    }
    for k in [
        OutputKind::CodeObject,
        OutputKind::Object,
        OutputKind::Binary,
    ] {
        let e = build(src, &opts("gfx900", k)).unwrap_err();
        assert_eq!(e.diagnostics().len(), 1);
        assert!(
            e.to_string()
                .starts_with("<source>:2:13: error: too few operands"),
            "{e}"
        );
    }
}

#[test]
fn build_agrees_with_the_lower_calls() {
    let t = Target::parse("gfx906").unwrap();
    let src = ".text\nk:\n  v_add_f32 v0, v1, v2\n  s_endpgm\n";
    let asm = assemble(src, &t);
    let co = object::code_object_bytes(&asm, &t).unwrap();
    let obj = object::object_bytes(&asm, &t).unwrap();
    assert_eq!(
        build(src, &opts("gfx906", OutputKind::CodeObject))
            .unwrap()
            .bytes,
        co
    );
    assert_eq!(
        build(src, &opts("gfx906", OutputKind::Object))
            .unwrap()
            .bytes,
        obj
    );
    assert_eq!(
        build(src, &opts("gfx906", OutputKind::Binary))
            .unwrap()
            .bytes,
        asm.code
    );
    assert_ne!(co, obj);
}

#[test]
fn warnings_come_back_with_the_bytes() {
    let src = "s_nop 0\n.warning \"careful\"\ns_endpgm\n";
    let out = build(src, &opts("gfx900", OutputKind::Binary)).unwrap();
    assert_eq!(out.bytes, [0, 0, 0x80, 0xbf, 0, 0, 0x81, 0xbf]);
    assert_eq!(out.diagnostics.len(), 1);
    assert_eq!(
        out.diagnostics[0].to_string(),
        "<source>:2:1: warning: careful"
    );
    assert_eq!(
        render_all("w.s", src, &out.diagnostics),
        "w.s:2:1: warning: careful\n.warning \"careful\"\n^\n"
    );
}

#[test]
fn a_binary_cannot_carry_a_relocation() {
    let src = "s_mov_b32 s0, ext_sym\ns_endpgm\n";
    let e = build(src, &opts("gfx900", OutputKind::Binary)).unwrap_err();
    let d = &e.diagnostics()[0];
    assert_eq!((d.line, d.col, d.end_col()), (1, 15, 22));
    assert!(d.message.starts_with("undefined symbol 'ext_sym'"));
    // The object carries it.
    assert!(build(src, &opts("gfx900", OutputKind::Object)).is_ok());
}

#[test]
fn bad_targets_are_typed_errors() {
    let src = "s_endpgm\n";
    assert!(matches!(
        build(src, &BuildOptions::new("gfx9999")),
        Err(Error::Target(_))
    ));
    let mut o = BuildOptions::new("gfx900");
    o.triple = Some("x86_64-unknown-linux".into());
    assert!(matches!(build(src, &o), Err(Error::Target(_))));
    let mut o = BuildOptions::new("gfx900");
    o.mattr = Some("+nosuchfeature".into());
    let out = build(src, &o).unwrap();
    assert_eq!(out.target_warnings.len(), 1, "{:?}", out.target_warnings);
}

#[test]
fn defsyms_and_file_names() {
    let mut o = BuildOptions::new("gfx900");
    o.output = OutputKind::Binary;
    o.options.defsyms.push(("N".into(), 5));
    let out = build("s_mov_b32 s0, N\n", &o).unwrap();
    assert_eq!(out.bytes, [0x85, 0x00, 0x80, 0xbe]);
    let e = build("s_mov_b32 s0, M\n", &o).unwrap_err();
    assert!(e.first_error().is_some());
}

/// An instruction whose fixup fails leaves the listing's runs: the others
/// are listed, in order, each once.
#[test]
fn listing_runs_without_the_instructions_that_failed() {
    let src = "v_nop\ns_branch far\nv_nop\ns_nop 1\n.space 300000\nfar:\ns_nop 0\n";
    let a = amdgpu_asm::assemble_with(
        src,
        &amdgpu_asm::Target::parse("gfx900").unwrap(),
        &amdgpu_asm::Options::default(),
    );
    assert!(a.has_errors(), "the branch is out of range");
    let mut listed = Vec::new();
    for l in &a.listing {
        if let amdgpu_asm::Listed::Insts(r) = l {
            listed.extend(r.clone());
        }
    }
    assert_eq!(listed, (0..a.insts.len()).collect::<Vec<_>>());
    let lines: Vec<u32> = a.insts.iter().map(|e| e.line).collect();
    assert_eq!(lines, [1, 3, 4, 7]);
}
