//! Implicit VCC operands left out, as llvm-mc 22 takes them: a 32-bit
//! form's single one (a compare's destination, v_cndmask's carry in; a
//! carry-out where the family fact `carry-out-omittable` says so, GFX9),
//! never v_addc's two nor an SDWA or DPP form's; on GFX10 (the family fact
//! `vcc-omittable`) every one. The expected bytes are what llvm-mc 22
//! prints for the same lines (`-show-encoding`), or its refusal.

use amdgpu_asm::{assemble, Severity, Target};

fn bytes(cpu: &str, line: &str) -> Option<Vec<u8>> {
    let t = Target::parse(cpu).unwrap();
    let out = assemble(line, &t);
    if out.diags.iter().any(|d| d.severity == Severity::Error) {
        return None;
    }
    Some(out.code)
}

#[test]
fn implicit_vcc_may_be_left_out_where_llvm_mc_takes_it() {
    let cases: &[(&str, &str, Option<&[u8]>)] = &[
        (
            "gfx900",
            "v_cmp_gt_u32 s5, v1",
            Some(&[0x05, 0x02, 0x98, 0x7d]),
        ),
        (
            "gfx900",
            "v_cmpx_gt_u32 s5, v1",
            Some(&[0x05, 0x02, 0xb8, 0x7d]),
        ),
        (
            "gfx900",
            "v_add_co_u32 v0, v1, v2",
            Some(&[0x01, 0x05, 0x00, 0x32]),
        ),
        (
            "gfx900",
            "v_cndmask_b32_e32 v1, 0, v2",
            Some(&[0x80, 0x04, 0x02, 0x00]),
        ),
        ("gfx900", "v_addc_co_u32 v0, v1, v2", None),
        ("gfx900", "v_addc_co_u32 v0, vcc, v1, v2", None),
        (
            "gfx900",
            "v_cndmask_b32_sdwa v1, v0, v2 dst_sel:WORD_1",
            None,
        ),
        (
            "gfx900",
            "v_cndmask_b32_dpp v1, v0, v2 quad_perm:[0,1,2,3]",
            None,
        ),
        (
            "gfx1030",
            "v_cmp_gt_u32 s5, v1",
            Some(&[0x05, 0x02, 0x88, 0x7d]),
        ),
        (
            "gfx1030",
            "v_cndmask_b32 v1, 0, v2",
            Some(&[0x80, 0x04, 0x02, 0x02]),
        ),
        (
            "gfx1030",
            "v_cndmask_b32 v1, 0, 1",
            Some(&[0xf9, 0x02, 0x03, 0x02, 0x80, 0x16, 0x86, 0x86]),
        ),
        (
            "gfx1030",
            "v_cndmask_b32_dpp v1, v0, v2 quad_perm:[0,1,2,3]",
            Some(&[0xfa, 0x04, 0x02, 0x02, 0x00, 0xe4, 0x00, 0xff]),
        ),
        (
            "gfx1030",
            "v_add_co_ci_u32 v0, v1, v2",
            Some(&[0x01, 0x05, 0x00, 0x50]),
        ),
    ];
    for (cpu, line, want) in cases {
        assert_eq!(bytes(cpu, line).as_deref(), *want, "{cpu}: {line}");
    }
}
