//! Packed immediates (stage 5): `s_waitcnt` counters, `hwreg(...)`,
//! `sendmsg(...)`, `gpr_idx(...)` and the integer arguments of such
//! functions, each packed into its immediate from the processor's tables
//! (`amdgpu_isa::names`, generated from `data/isa/`).

use super::*;

/// `s_waitcnt` operands starting at positional operand `pi`: counters or one
/// integer. Returns the value and how many operands were used.
pub(super) fn waitcnt(
    cx: &Ctx,
    pi: usize,
    counters: std::slice::Iter<'static, amdgpu_isa::names::Counter>,
    dup_error: bool,
) -> Result<(i64, usize), EErr> {
    let Some(&first) = cx.pos.get(pi) else {
        return Err(Fail::new(
            DiagKind::Operand,
            cx.end,
            "expected waitcnt counters",
        ));
    };
    if let OpVal::Imm(Imm::Int(v)) = cx.ops.ops[first].val {
        // An integer waitcnt keeps its low 16 bits, as in llvm-mc 22.
        return Ok((v & 0xffff, 1));
    }
    // The family's counters (data/isa/waitcnt.txt, depctr.txt), each "do
    // not wait" (all ones) unless named.
    let mut vals = [0i64; 8];
    for (v, c) in vals.iter_mut().zip(counters.clone()) {
        *v = c.max();
    }
    let mut used = 0;
    let mut named = 0u32;
    while let Some(&i) = cx.pos.get(pi + used) {
        let op = &cx.ops.ops[i];
        let OpVal::Func { name, toks } = op.val else {
            break;
        };
        let n = &cx.src[name.0 as usize..name.1 as usize];
        let at = op.span.0 as usize;
        let (base, sat) = match n.strip_suffix("_sat") {
            Some(b) => (b, true),
            None => (n, false),
        };
        let Some((k, c)) = counters.clone().enumerate().find(|(_, c)| c.name == base) else {
            return Err(Fail::new(
                DiagKind::Operand,
                at,
                format!("invalid counter name {n}"),
            ));
        };
        let max = c.max();
        // A counter given twice: the last one wins, as in llvm-mc
        // (s_waitcnt_depctr's is an error there).
        if dup_error && named & (1 << k) != 0 {
            return Err(Fail::new(
                DiagKind::Operand,
                at,
                format!("duplicate counter name {n}"),
            ));
        }
        named |= 1 << k;
        let v = func_int(cx, toks, at)?;
        let v = if v > max || v < 0 {
            if sat {
                max
            } else {
                return Err(Fail::new(
                    DiagKind::ValueRange,
                    at,
                    format!("{n}({v}) is out of range 0..{max}"),
                ));
            }
        } else {
            v
        };
        if let Some(slot) = vals.get_mut(k) {
            *slot = v;
        }
        used += 1;
    }
    if used == 0 {
        return Err(Fail::new(
            DiagKind::Operand,
            cx.ops.ops[first].span.0 as usize,
            "expected waitcnt counters or an integer",
        ));
    }
    let r = counters.zip(vals).fold(0, |r, (c, v)| r | c.pack(v));
    Ok((r, used))
}

/// `s_delay_alu`'s operand from positional operand `pi`: an integer (its
/// low 16 bits) or fields joined by `|`, `instid0(VALU_DEP_1) |
/// instskip(NEXT)`, each a field of the family's data/isa/delay_alu.txt
/// with a value's name, their values ORed as in llvm-mc 22. Returns the
/// value and how many operands were used.
pub(super) fn delay_alu(cx: &Ctx, pi: usize) -> Result<(i64, usize), EErr> {
    let Some(&first) = cx.pos.get(pi) else {
        return Err(Fail::new(
            DiagKind::Operand,
            cx.end,
            "expected a field name",
        ));
    };
    if let OpVal::Imm(Imm::Int(v)) = cx.ops.ops[first].val {
        return Ok((v & 0xffff, 1));
    }
    let fields = amdgpu_isa::names::delay_alu_fields(cx.regs.family);
    let mut v = 0i64;
    let mut used = 0;
    while let Some(&i) = cx.pos.get(pi + used) {
        let op = &cx.ops.ops[i];
        let at = op.span.0 as usize;
        let OpVal::Func { name, toks } = op.val else {
            if used == 0 {
                return Err(Fail::new(
                    DiagKind::Operand,
                    at,
                    "expected absolute expression",
                ));
            }
            break;
        };
        // Fields join with `|` only (llvm-mc 22 refuses `&` and `,`).
        if used > 0 {
            let prev = cx.ops.ops[cx.pos[pi + used - 1]].span.1 as usize;
            let sep = cx.src.get(prev..at).unwrap_or("").trim();
            if sep != "|" {
                return Err(Fail::new(
                    DiagKind::Operand,
                    prev + cx
                        .src
                        .get(prev..at)
                        .map_or(0, |s| s.len() - s.trim_start().len()),
                    "expected '|' between s_delay_alu fields",
                ));
            }
        }
        let n = &cx.src[name.0 as usize..name.1 as usize];
        let Some(f) = fields.iter().find(|f| f.at.name == n) else {
            return Err(Fail::new(
                DiagKind::Operand,
                at,
                format!("invalid field name {n}"),
            ));
        };
        let t = &cx.ops.toks[toks.0 as usize..toks.1 as usize];
        let val = match t {
            [x] if x.tok == crate::lexer::Tok::Ident => {
                let vn = x.text(cx.src);
                f.value_of(vn).ok_or_else(|| {
                    Fail::new(
                        DiagKind::Operand,
                        x.start as usize,
                        format!("invalid value name {vn}"),
                    )
                })?
            }
            _ => {
                let vat = t.first().map_or(at, |x| x.start as usize);
                return Err(Fail::new(DiagKind::Operand, vat, "expected a value name"));
            }
        };
        v |= f.at.pack(val);
        used += 1;
    }
    Ok((v, used))
}

/// A single integer argument `name(N)`.
pub(super) fn func_int(cx: &Ctx, toks: (u32, u32), at: usize) -> Result<i64, EErr> {
    let t = &cx.ops.toks[toks.0 as usize..toks.1 as usize];
    let args = split_args(t);
    if args.len() != 1 {
        return Err(Fail::new(
            DiagKind::Operand,
            at,
            "expected one integer argument",
        ));
    }
    arg_int(cx, args[0], at)
}

pub(super) fn split_args(t: &[crate::lexer::Token]) -> Vec<&[crate::lexer::Token]> {
    let mut out = Vec::new();
    if t.is_empty() {
        return out;
    }
    let mut depth = 0;
    let mut s = 0;
    for (k, x) in t.iter().enumerate() {
        if x.is(b'(') {
            depth += 1;
        } else if x.is(b')') {
            depth -= 1;
        } else if x.is(b',') && depth == 0 {
            out.push(&t[s..k]);
            s = k + 1;
        }
    }
    out.push(&t[s..]);
    out
}

pub(super) fn arg_int(cx: &Ctx, t: &[crate::lexer::Token], at: usize) -> Result<i64, EErr> {
    if t.is_empty() {
        return Err(Fail::new(DiagKind::Operand, at, "expected an integer"));
    }
    crate::expr::const_expr(cx.src, t, cx.syms)
}

/// `gpr_idx(SRC0,SRC1,SRC2,DST)`: the mode bits of `s_set_gpr_idx_on`.
pub(super) fn gpr_idx(cx: &Ctx, toks: (u32, u32), at: usize) -> Result<i64, EErr> {
    let t = &cx.ops.toks[toks.0 as usize..toks.1 as usize];
    let mut v = 0i64;
    for a in split_args(t) {
        let [x] = a else {
            return Err(Fail::new(
                DiagKind::Operand,
                at,
                "expected gpr_idx(SRC0, SRC1, SRC2, DST)",
            ));
        };
        let bit = match x.text(cx.src) {
            "SRC0" => 1,
            "SRC1" => 2,
            "SRC2" => 4,
            "DST" => 8,
            n => {
                return Err(Fail::new(
                    DiagKind::Operand,
                    x.start as usize,
                    format!("invalid gpr_idx mode '{n}'"),
                ))
            }
        };
        if v & bit != 0 {
            return Err(Fail::new(
                DiagKind::Operand,
                x.start as usize,
                "duplicate gpr_idx mode",
            ));
        }
        v |= bit;
    }
    Ok(v)
}

pub(super) fn hwreg(cx: &Ctx, toks: (u32, u32), at: usize) -> Result<i64, EErr> {
    let t = &cx.ops.toks[toks.0 as usize..toks.1 as usize];
    let args = split_args(t);
    if args.is_empty() || args.len() > 3 || args.len() == 2 {
        return Err(Fail::new(
            DiagKind::Operand,
            at,
            "expected hwreg(register[, offset, size])",
        ));
    }
    // The family's fields (data/isa/hwregs.txt).
    let Some([fid, foff, fsize]) = amdgpu_isa::names::hwreg_fields(cx.regs.family) else {
        return Err(Fail::new(
            DiagKind::Operand,
            at,
            "hwreg(...) is not described for this GPU; write the value as an integer",
        ));
    };
    let id = match args[0] {
        [x] if x.tok == crate::lexer::Tok::Ident => {
            let n = x.text(cx.src);
            match amdgpu_isa::names::hwreg_id(n, cx.regs.family) {
                Some(id) => id as i64,
                None => arg_int(cx, args[0], at).map_err(|_| {
                    Fail::new(
                        DiagKind::Operand,
                        x.start as usize,
                        format!(
                            "unknown or unsupported hardware register '{n}'{}",
                            crate::suggest::hint(
                                n,
                                amdgpu_isa::names::hwregs_of(cx.regs.family)
                                    .iter()
                                    .map(|h| h.name)
                            )
                        ),
                    )
                })?,
            }
        }
        a => arg_int(cx, a, at)?,
    };
    // Range errors point at the value.
    let arg_at = |k: usize| {
        args.get(k)
            .and_then(|a| a.first())
            .map_or(at, |t| t.start as usize)
    };
    if !(0..=fid.max()).contains(&id) {
        return Err(Fail::new(
            DiagKind::ValueRange,
            arg_at(0),
            format!("hardware register id must be in the range 0..{}", fid.max()),
        ));
    }
    let full = fsize.max() + 1;
    let (off, size) = if args.len() == 3 {
        (arg_int(cx, args[1], at)?, arg_int(cx, args[2], at)?)
    } else {
        (0, full)
    };
    if !(0..=foff.max()).contains(&off) {
        return Err(Fail::new(
            DiagKind::ValueRange,
            arg_at(1),
            format!("bit offset must be in the range 0..{}", foff.max()),
        ));
    }
    if !(1..=full).contains(&size) {
        return Err(Fail::new(
            DiagKind::ValueRange,
            arg_at(2),
            format!("bitfield size must be in the range 1..{full}"),
        ));
    }
    Ok(fid.put(id) | foff.put(off) | fsize.put(size - 1))
}

/// `sendmsg(message[, operation[, stream]])` on the family's messages
/// (data/isa/sendmsg.txt). As in llvm-mc 22, a named message is checked
/// strictly (the operations it takes, streams only where its operation
/// takes one); numbers are only checked against their field's width. Each
/// error points at the argument at fault.
pub(super) fn sendmsg(cx: &Ctx, toks: (u32, u32), at: usize) -> Result<i64, EErr> {
    use amdgpu_isa::names;
    let t = &cx.ops.toks[toks.0 as usize..toks.1 as usize];
    let args = split_args(t);
    if args.is_empty() || args.len() > 3 {
        return Err(Fail::new(
            DiagKind::Operand,
            at,
            "expected sendmsg(message[, operation[, stream]])",
        ));
    }
    let Some(table) = names::sendmsg(cx.regs.family) else {
        return Err(Fail::new(
            DiagKind::Operand,
            at,
            "sendmsg(...) is not described for this GPU yet; write the value as an integer",
        ));
    };
    let arg_at = |a: &[crate::lexer::Token]| a.first().map_or(at, |x| x.start as usize);
    let ident = |a: &[crate::lexer::Token]| match a {
        [x] if x.tok == crate::lexer::Tok::Ident => Some(x.text(cx.src)),
        _ => None,
    };
    // The message: a name of this family, or a number that fits.
    let a0 = args[0];
    let (msg, named): (i64, Option<&names::Msg>) = match ident(a0) {
        Some(n) => match table.by_name(n) {
            Some(m) => (m.id as i64, Some(m)),
            None if names::known_message(n) => {
                return Err(Fail::new(
                    DiagKind::Operand,
                    arg_at(a0),
                    "specified message id is not supported on this GPU",
                ))
            }
            None => match arg_int(cx, a0, at) {
                Ok(v) => (v, None),
                Err(_) => {
                    return Err(Fail::new(
                        DiagKind::Operand,
                        arg_at(a0),
                        format!(
                            "invalid message name '{n}'{}",
                            crate::suggest::hint(n, table.msgs.iter().map(|m| m.name))
                        ),
                    ))
                }
            },
        },
        None => (arg_int(cx, a0, at)?, None),
    };
    if !(0..=table.msg.max()).contains(&msg) {
        return Err(Fail::new(
            DiagKind::ValueRange,
            arg_at(a0),
            "invalid message id",
        ));
    }
    // The operation.
    let mut op = 0;
    let mut op_def: Option<&names::MsgOp> = None;
    if let Some(&a1) = args.get(1) {
        if named.is_some_and(|m| m.ops.is_empty()) {
            return Err(Fail::new(
                DiagKind::Operand,
                arg_at(a1),
                "message does not support operations",
            ));
        }
        op = match (ident(a1), named) {
            // A name of the message's kind (valid or not: checked below).
            (Some(n), Some(m)) if m.ops.iter().any(|o| o.name == Some(n)) => m
                .ops
                .iter()
                .find(|o| o.name == Some(n))
                .map_or(0, |o| o.id as i64),
            (Some(n), Some(m)) if names::known_operation(m.name, n) => {
                return Err(Fail::new(
                    DiagKind::Operand,
                    arg_at(a1),
                    "specified operation id is not supported on this GPU",
                ))
            }
            // A numbered message takes any operation name.
            (Some(n), None) if table.op_id(n).is_some() => table.op_id(n).map_or(0, |v| v as i64),
            (Some(n), _) => match arg_int(cx, a1, at) {
                Ok(v) => v,
                Err(_) => {
                    let names = named
                        .into_iter()
                        .flat_map(|m| m.ops.iter().filter(|o| o.valid).filter_map(|o| o.name));
                    return Err(Fail::new(
                        DiagKind::Operand,
                        arg_at(a1),
                        format!("invalid operation '{n}'{}", crate::suggest::hint(n, names)),
                    ));
                }
            },
            (None, _) => arg_int(cx, a1, at)?,
        };
        let valid = match named {
            Some(m) => {
                op_def = m.ops.iter().find(|o| o.valid && o.id as i64 == op);
                op_def.is_some()
            }
            None => (0..=table.op.max()).contains(&op),
        };
        if !valid {
            return Err(Fail::new(
                DiagKind::ValueRange,
                arg_at(a1),
                "invalid operation id",
            ));
        }
    } else if named.is_some_and(|m| !m.ops.is_empty()) {
        return Err(Fail::new(
            DiagKind::Operand,
            arg_at(a0),
            "missing message operation",
        ));
    }
    // The stream.
    let mut stream = 0;
    if let Some(&a2) = args.get(2) {
        if named.is_some() && !op_def.is_some_and(|o| o.stream) {
            return Err(Fail::new(
                DiagKind::Operand,
                arg_at(a2),
                "message operation does not support streams",
            ));
        }
        stream = arg_int(cx, a2, at)?;
        if !(0..=table.stream.max()).contains(&stream) {
            return Err(Fail::new(
                DiagKind::ValueRange,
                arg_at(a2),
                "invalid message stream id",
            ));
        }
    }
    Ok(table.msg.put(msg) | table.op.put(op) | table.stream.put(stream))
}
