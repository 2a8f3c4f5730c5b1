//! Validation rules of the matcher (stage 6): register ranges and
//! alignment, the register kinds a field takes, one literal per
//! instruction, the constant-bus limit. Each returns the diagnostic the
//! matcher reports; none writes a field.

use super::*;

/// Rule `register-range`: a scalar tuple ends within its file (`max`
/// registers named `name`).
pub(super) fn rule_scalar_range(
    name: &str,
    idx: u32,
    count: u32,
    max: u32,
    gen: Generation,
) -> Result<(), (DiagKind, String)> {
    if idx + count > max {
        return Err((
            DiagKind::RegisterRange,
            format!(
                "register {name}{} is out of range: {} has {max} {name} registers",
                idx + count - 1,
                gen_name(gen)
            ),
        ));
    }
    Ok(())
}

/// Rule `register-alignment`: a 64-bit scalar tuple starts at an even
/// register, a wider one (96 bits too, GFX12's s_load_b96) at a multiple of
/// four.
pub(super) fn rule_scalar_alignment(
    name: &str,
    idx: u32,
    count: u32,
) -> Result<(), (DiagKind, String)> {
    let align = if count >= 3 { 4 } else { count.min(2) };
    if !idx.is_multiple_of(align) {
        return Err((
            DiagKind::RegisterAlignment,
            format!(
                "{name}[{}:{}]: {}-bit scalar registers must be {}-aligned",
                idx,
                idx + count - 1,
                count * 32,
                if align == 2 { "even" } else { "quad" }
            ),
        ));
    }
    Ok(())
}

/// A VGPR or AGPR tuple starts at an even register where the family says
/// so (`tuples-even`: gfx90a and later CDNA).
#[inline]
pub(super) fn even_tuple(cx: &Ctx, r: &Reg) -> Result<(), (DiagKind, String)> {
    if cx.regs.tuples_even && r.count > 1 && !r.idx.is_multiple_of(2) {
        return Err(odd_tuple());
    }
    Ok(())
}

/// [`even_tuple`]'s error (out of line: the checks are inlined).
#[cold]
#[inline(never)]
pub(super) fn odd_tuple() -> (DiagKind, String) {
    (
        DiagKind::Register,
        "a register tuple must start at an even register on this GPU".into(),
    )
}

#[inline]
pub(super) fn vgpr_ok(r: &Reg, width: u8, kinds: Kind) -> Result<u32, (DiagKind, String)> {
    let ok_kind = match kinds {
        Kind::V => r.kind == RegKind::V,
        Kind::A => r.kind == RegKind::A,
        _ => matches!(r.kind, RegKind::V | RegKind::A),
    };
    if !ok_kind || (width != 0 && r.count != width as u32) || r.idx + r.count > 256 {
        return Err(vgpr_error(r, width, kinds, ok_kind));
    }
    Ok(r.idx)
}

/// [`vgpr_ok`]'s errors, in the order it checks (out of line: the checks
/// are inlined).
#[cold]
#[inline(never)]
pub(super) fn vgpr_error(r: &Reg, width: u8, kinds: Kind, ok_kind: bool) -> (DiagKind, String) {
    if !ok_kind {
        return (
            DiagKind::Register,
            match kinds {
                Kind::A => "expected an accumulator register",
                Kind::AV => "expected an accumulator or vector register",
                _ => "expected a vector register",
            }
            .into(),
        );
    }
    if width != 0 && r.count != width as u32 {
        return (
            DiagKind::Register,
            format!(
                "expected a {}-bit vector register{}",
                width as u32 * 32,
                if width > 1 { " tuple" } else { "" }
            ),
        );
    }
    match rule_vector_range(r.idx, r.count) {
        Err(e) => e,
        Ok(()) => (DiagKind::Internal, "internal: vector register check".into()),
    }
}

/// Rule `register-range`: a vector (or accumulator) tuple ends within the
/// 256 registers of its file.
pub(super) fn rule_vector_range(idx: u32, count: u32) -> Result<(), (DiagKind, String)> {
    if idx + count > 256 {
        return Err((
            DiagKind::RegisterRange,
            format!(
                "register index {} is out of range (0..255)",
                idx + count - 1
            ),
        ));
    }
    Ok(())
}

/// The distinct scalar values (SGPR codes, literal values) a VALU
/// instruction reads, implicit reads of VCC first, then in operand order,
/// each with the span of the operand that added it.
#[derive(Default)]
pub(super) struct Bus {
    vals: [u64; 4],
    spans: [(usize, usize); 4],
    n: usize,
}

impl Bus {
    /// Operand `at..end` reads scalar value `key`.
    #[inline]
    pub(super) fn read(&mut self, key: u64, at: usize, end: usize) {
        if !self.vals[..self.n].contains(&key) && self.n < 4 {
            self.vals[self.n] = key;
            self.spans[self.n] = (at, end);
            self.n += 1;
        }
    }

    /// An implicit read (VCC of `v_cndmask_b32_e32`, `v_div_fmas`): it
    /// counts before the operands, as in llvm-mc, so that an operand is
    /// the one that goes over.
    pub(super) fn read_implicit(&mut self, key: u64, at: usize, end: usize) {
        if let Some(i) = self.vals[..self.n].iter().position(|&v| v == key) {
            self.vals[..=i].rotate_right(1);
            self.spans[..=i].rotate_right(1);
        } else if self.n < 4 {
            self.vals[..=self.n].rotate_right(1);
            self.spans[..=self.n].rotate_right(1);
            self.vals[0] = key;
            self.spans[0] = (at, end);
            self.n += 1;
        }
    }
}

/// The constant bus key of scalar register code `code` read `count`
/// dwords wide: as in llvm-mc, `s0` and `s[0:1]`, or `vcc_lo` and `vcc`,
/// are different registers and count twice.
pub(super) fn reg_key(code: u32, count: u32) -> u64 {
    code as u64 | (count as u64) << 16
}

/// A literal an operand asks for: a value, or a symbol's (an expression
/// index) known after layout.
pub(super) enum Lit {
    Value(u32),
    /// A 64-bit literal (code 254, GFX12.5).
    Value64(u64),
    Symbol(u32),
    /// A symbol's value in a 64-bit literal (code 254).
    Symbol64(u32),
}

/// Rule `literal` (one value): an instruction carries at most one literal
/// dword. A value may be written twice (`v_madak_f32 v0, 0x1234, v1,
/// 0x1234`); a symbol's value shares it with nothing.
pub(super) fn rule_one_literal(o: &mut Out, lit: Lit) -> Result<(), Cow<'static, str>> {
    match (lit, o.fix, o.inst.lit) {
        (Lit::Symbol(d), Some((prev, _)), _) if prev == d => Ok(()),
        (Lit::Symbol(d), None, Literal::None) => {
            o.fix = Some((d, FixKind::Lit32));
            Ok(())
        }
        (Lit::Symbol(_), _, _) => Err("only one literal is allowed".into()),
        (Lit::Symbol64(d), Some((prev, _)), _) if prev == d => Ok(()),
        (Lit::Symbol64(d), None, Literal::None) => {
            o.fix = Some((d, FixKind::Lit64));
            o.inst.lit = Literal::B64(0);
            Ok(())
        }
        (Lit::Symbol64(_), _, _) => Err("only one literal is allowed".into()),
        (Lit::Value(_), Some(_), _) => Err("only one literal is allowed".into()),
        (Lit::Value(v), None, Literal::B64(prev)) => {
            Err(format!("only one literal is allowed ({prev:#x} and {v:#x})").into())
        }
        (Lit::Value(v), None, Literal::B32(prev)) if prev != v => {
            Err(format!("only one literal is allowed ({prev:#x} and {v:#x})").into())
        }
        (Lit::Value(v), None, _) => {
            o.inst.lit = Literal::B32(v);
            Ok(())
        }
        (Lit::Value64(_), Some(_), _) => Err("only one literal is allowed".into()),
        (Lit::Value64(v), None, Literal::None) => {
            o.inst.lit = Literal::B64(v);
            Ok(())
        }
        (Lit::Value64(v), None, Literal::B64(prev)) if prev == v => Ok(()),
        (Lit::Value64(v), None, prev) => Err(format!(
            "only one literal is allowed ({:#x} and {v:#x})",
            prev.value().unwrap_or(0)
        )
        .into()),
    }
}

/// Rule `constant-bus`: a VALU instruction reads at most one scalar value
/// (two from GFX10) over the constant bus: SGPRs, literals, `vcc` as an
/// implicit source, the src_* registers. Reported at the operand that
/// went over.
pub(super) fn rule_constant_bus(row: &InstDef, gen: Generation, bus: &Bus) -> Result<(), Fail> {
    let valu = matches!(
        row.enc,
        Enc::Vop1
            | Enc::Vop2
            | Enc::Vopc
            | Enc::Vop3
            | Enc::Vop3b
            | Enc::Vop3p
            | Enc::Vop1Sdwa
            | Enc::Vop2Sdwa
            | Enc::VopcSdwa
    );
    let limit = if gen >= Generation::Gfx10 { 2 } else { 1 };
    if valu && bus.n > limit {
        let (at, end) = bus.spans[limit];
        return Err(Fail::new(
            DiagKind::ConstantBus,
            at,
            "invalid operand (violates constant bus restrictions)",
        )
        .to(end));
    }
    Ok(())
}

/// Rule `register-half`: a 16-bit VGPR half (`v1.l`, `v1.h`; true16) is
/// written only where the row's operand is one (`is_half`, the row tags
/// `half0` .. `half3`), and there a whole VGPR is its low half; formats
/// that code the half in the VGPR number (`halves code`) reach v0 .. v127.
/// True when a whole VGPR was taken as its low half.
pub(super) fn rule_half(
    r: &mut Reg,
    is_half: bool,
    halves: amdgpu_isa::layout::Halves,
) -> Result<bool, (DiagKind, String)> {
    if r.kind != RegKind::V {
        return Ok(false);
    }
    if !is_half {
        if r.half != amdgpu_isa::Half::Whole {
            return Err((
                DiagKind::Register,
                "a 16-bit register half is not allowed here".into(),
            ));
        }
        return Ok(false);
    }
    let whole = r.half == amdgpu_isa::Half::Whole && r.count == 1;
    if whole {
        r.half = amdgpu_isa::Half::Lo;
    }
    if halves == amdgpu_isa::layout::Halves::Code && r.idx >= 128 {
        return Err((
            DiagKind::RegisterRange,
            "this encoding reaches the halves of v0 .. v127 only".into(),
        ));
    }
    Ok(whole)
}
