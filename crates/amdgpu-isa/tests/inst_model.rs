//! The instruction model's literal and symbol reference: a decoded
//! literal is `Inst::lit`; an operand may be a symbol reference that the
//! encoder leaves as zero bits (for a fixup) and the printer shows as the
//! caller's expression. Expected bytes and text are llvm-mc 22's listing of
//! `v_mov_b32 v0, sym` and `s_cbranch_scc0 x` for gfx900
//! (`[0xff,0x02,0x00,0x7e,A,A,A,A]`, `[A,A,0x84,0xbf]`, A = fixup bytes).

use amdgpu_isa::encode::Encoder;
use amdgpu_isa::print::print_bytes_with;
use amdgpu_isa::{decode, encode, Literal, Operand, SymRef, Target, TargetInfo};

fn gfx900() -> (TargetInfo, Encoder) {
    let t = Target::parse("gfx900").expect("gfx900");
    (
        TargetInfo::new(&t).expect("tables"),
        Encoder::new(&t).expect("encoder"),
    )
}

fn text(inst: &amdgpu_isa::Inst, ti: &TargetInfo, sym: &str) -> String {
    let mut out = Vec::new();
    print_bytes_with(inst, ti, &mut out, &|r, o| {
        o.extend_from_slice(format!("{sym}{}", r.0).as_bytes())
    });
    String::from_utf8(out).expect("ascii")
}

#[test]
fn literal_and_symbol_reference() {
    let (ti, enc) = gfx900();
    // v_mov_b32_e32 v0, 0x12345678
    let bytes = [0xff, 0x02, 0x00, 0x7e, 0x78, 0x56, 0x34, 0x12];
    let (mut inst, n) = decode(&bytes, &ti).expect("decodes");
    assert_eq!(n, 8);
    assert_eq!(inst.lit, Literal::B32(0x1234_5678));
    assert_eq!(inst.ops[1], Operand::Lit);
    assert_eq!(text(&inst, &ti, "s"), "v_mov_b32_e32 v0, 0x12345678");
    assert_eq!(encode(&inst, &ti).expect("encodes").as_bytes(), &bytes);

    // The literal replaced by a symbol reference: the code stays 255, the
    // dword after the word is left zero for the fixup.
    inst.ops[1] = Operand::Sym(SymRef(3));
    inst.lit = Literal::None;
    assert_eq!(text(&inst, &ti, "sym"), "v_mov_b32_e32 v0, sym3");
    assert_eq!(
        enc.encode(&inst).expect("encodes").as_bytes(),
        &[0xff, 0x02, 0x00, 0x7e, 0, 0, 0, 0]
    );

    // A 64-bit literal is carried whole and written as 8 bytes, the
    // source's code that of a 64-bit literal (254, GFX12.5's `lit64`).
    inst.ops[1] = Operand::Lit;
    inst.lit = Literal::B64(0x1122_3344_5566_7788);
    assert_eq!(inst.lit.bytes(), 8);
    assert_eq!(
        enc.encode(&inst).expect("encodes").as_bytes(),
        &[0xfe, 0x02, 0x00, 0x7e, 0x88, 0x77, 0x66, 0x55, 0x44, 0x33, 0x22, 0x11]
    );
}

#[test]
fn branch_target_reference() {
    let (ti, enc) = gfx900();
    // s_cbranch_scc0 3
    let (mut inst, _) = decode(&[0x03, 0x00, 0x84, 0xbf], &ti).expect("decodes");
    inst.ops[0] = Operand::Sym(SymRef(0));
    assert_eq!(text(&inst, &ti, "x"), "s_cbranch_scc0 x0");
    assert_eq!(
        enc.encode(&inst).expect("encodes").as_bytes(),
        &[0x00, 0x00, 0x84, 0xbf]
    );
}
