//! Diagnostics are typed: each carries the kind of the rule or stage that
//! found the problem and a byte span of the source. One statement per case;
//! the expected kind is the rule the statement breaks.

use amdgpu_asm::{assemble, DiagKind, Severity, Target};

fn first_error(src: &str) -> amdgpu_asm::Diagnostic {
    let t = Target::parse("gfx900").unwrap();
    let out = assemble(src, &t);
    out.diags
        .into_iter()
        .find(|d| d.severity == Severity::Error)
        .unwrap_or_else(|| panic!("no error for {src:?}"))
}

#[test]
fn each_rule_reports_its_kind() {
    let cases: &[(&str, DiagKind)] = &[
        ("v_add_f32_e64 v0, s1, s2", DiagKind::ConstantBus),
        ("s_mov_b64 s[1:2], 0", DiagKind::RegisterAlignment),
        ("s_mov_b32 s200, 0", DiagKind::RegisterRange),
        ("v_mov_b32 v256, 0", DiagKind::RegisterRange),
        ("ds_read_b32 v0, v1 offset:70000", DiagKind::ValueRange),
        ("v_madak_f32 v0, 0x1234, v1, 0x4321", DiagKind::Literal),
        ("v_add_f32_e64 v0, 0x1234, v1", DiagKind::Literal),
        ("v_add_f32 v0, v1", DiagKind::OperandCount),
        ("v_add_f32 v0, v1, v2, v3", DiagKind::OperandCount),
        ("v_add_f32 v0, v1, v2 glc", DiagKind::Modifier),
        (
            "s_load_dword s0, s[0:1], 0x0 unknownmod:3",
            DiagKind::Modifier,
        ),
        ("v_bogus_f32 v0, v1", DiagKind::Mnemonic),
        (
            "buffer_load_dword v1, off, s[4:7], s1 offen",
            DiagKind::Memory,
        ),
        ("s_mov_b32 s0, (1 +", DiagKind::Expression),
        (".byte", DiagKind::Expression),
        (".section", DiagKind::Directive),
    ];
    for (src, kind) in cases {
        let d = first_error(src);
        assert_eq!(d.kind, *kind, "{src:?}: {}", d.message);
    }
}

#[test]
fn operand_errors_span_the_operand() {
    let src = "s_mov_b64 s[1:2], 0";
    let d = first_error(src);
    assert_eq!(&src[d.span.clone()], "s[1:2]", "{}", d.message);
    let src = "v_add_f32_e64 v0, s1, s2";
    let d = first_error(src);
    assert_eq!(&src[d.span.clone()], "s2", "{}", d.message);
}

#[test]
fn kinds_have_stable_ids() {
    assert_eq!(DiagKind::ConstantBus.to_string(), "constant-bus");
    assert_eq!(DiagKind::RegisterAlignment.id(), "register-alignment");
}
