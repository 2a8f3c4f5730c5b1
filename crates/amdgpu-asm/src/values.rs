//! Seed 001, Type and Size Conversion: turning a number written for an
//! operand into an inline constant code or a literal, per operand type.

use amdgpu_isa::OpType;

/// Where a source value ends up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SrcEnc {
    /// An operand code (register, inline constant).
    Code(u16),
    /// A 32-bit literal dword (code 255).
    Lit(u32),
    /// A 64-bit literal (code 254; family fact `lit64`).
    Lit64(u64),
}

/// A number in a 64-bit operand of a 32-bit word where 64-bit literals
/// exist (family fact `lit64`, GFX12.5), as llvm-mc 22 writes it: an
/// inline constant where there is one; an integer operand's value as a
/// dword where it reads the same zero- and sign-extended (0..=0x7fffffff),
/// else as 64 bits; a float operand's value as its high dword where the
/// low one is zero, else as 64 bits. `lit(x)` and `lit64(x)` (`forced`)
/// are always 64 bits: a value of 32 bits zero-extended (an f64 operand's
/// float as its high dword), a wider one whole.
pub fn lit64_src(imm: crate::operand::Imm, ty: OpType, forced: bool) -> Result<SrcEnc, String> {
    use crate::operand::Imm;
    if forced {
        return Ok(SrcEnc::Lit64(match imm {
            Imm::Int(v) if !fits_trunc(v, 32) => v as u64,
            imm => force_literal(imm, ty, 2)? as u64,
        }));
    }
    let v = match imm {
        Imm::Int(v) => {
            if let Some(c) = int_inline(v) {
                return Ok(SrcEnc::Code(c));
            }
            if ty == OpType::F64 {
                if let Some(c) = pattern_inline(ty, 2, v as u64) {
                    return Ok(SrcEnc::Code(c));
                }
                // A dword is the value's high dword.
                if (0..=0xffff_ffff).contains(&v) {
                    return int_src(v, ty, 2);
                }
            } else if (0..=0x7fff_ffff).contains(&v) {
                return Ok(SrcEnc::Lit(v as u32));
            }
            v as u64
        }
        Imm::Float(f) => {
            if ty != OpType::F64 {
                return float_src(f, ty, 2);
            }
            f.to_bits()
        }
        _ => return Err("invalid operand".into()),
    };
    if ty == OpType::F64 {
        if let Some(c) = pattern_inline(ty, 2, v) {
            return Ok(SrcEnc::Code(c));
        }
        if v as u32 == 0 {
            return Ok(SrcEnc::Lit((v >> 32) as u32));
        }
    }
    Ok(SrcEnc::Lit64(v))
}

/// Operand size class of a type.
pub fn bits(ty: OpType, width: u8) -> u32 {
    match ty {
        OpType::F16
        | OpType::Bf16
        | OpType::I16
        | OpType::V2f16
        | OpType::V2bf16
        | OpType::V2i16 => 16,
        OpType::F64 | OpType::I64 | OpType::B64 => 64,
        OpType::None if width >= 2 => 64,
        _ => 32,
    }
}

/// A float operand type (f16, bf16, f32, f64; packed types are not).
pub fn is_float(ty: OpType) -> bool {
    matches!(ty, OpType::F16 | OpType::Bf16 | OpType::F32 | OpType::F64)
}

pub fn is_int16(ty: OpType) -> bool {
    matches!(ty, OpType::I16 | OpType::V2i16)
}

fn is_fp16(ty: OpType) -> bool {
    matches!(ty, OpType::F16 | OpType::V2f16)
}

fn is_bf16(ty: OpType) -> bool {
    matches!(ty, OpType::Bf16 | OpType::V2bf16)
}

/// Inline integer constant code for -16..=64.
pub fn int_inline(v: i64) -> Option<u16> {
    match v {
        0..=64 => Some(128 + v as u16),
        -16..=-1 => Some((192 - v) as u16),
        _ => None,
    }
}

const F32_INL: [(u32, u16); 9] = [
    (0x3f000000, 240),
    (0xbf000000, 241),
    (0x3f800000, 242),
    (0xbf800000, 243),
    (0x40000000, 244),
    (0xc0000000, 245),
    (0x40800000, 246),
    (0xc0800000, 247),
    (0x3e22f983, 248),
];
const F16_INL: [(u32, u16); 9] = [
    (0x3800, 240),
    (0xb800, 241),
    (0x3c00, 242),
    (0xbc00, 243),
    (0x4000, 244),
    (0xc000, 245),
    (0x4400, 246),
    (0xc400, 247),
    (0x3118, 248),
];
const BF16_INL: [(u32, u16); 9] = [
    (0x3f00, 240),
    (0xbf00, 241),
    (0x3f80, 242),
    (0xbf80, 243),
    (0x4000, 244),
    (0xc000, 245),
    (0x4080, 246),
    (0xc080, 247),
    (0x3e22, 248),
];
const F64_INL: [(u64, u16); 9] = [
    (0x3fe0000000000000, 240),
    (0xbfe0000000000000, 241),
    (0x3ff0000000000000, 242),
    (0xbff0000000000000, 243),
    (0x4000000000000000, 244),
    (0xc000000000000000, 245),
    (0x4010000000000000, 246),
    (0xc010000000000000, 247),
    (0x3fc45f306dc9c882, 248),
];

fn lookup32(t: &[(u32, u16)], v: u32) -> Option<u16> {
    t.iter().find(|e| e.0 == v).map(|e| e.1)
}

/// Inline code of a bit pattern for an operand of type `ty`.
fn pattern_inline(ty: OpType, width: u8, v: u64) -> Option<u16> {
    match bits(ty, width) {
        16 => {
            if let Some(c) = int_inline(v as u16 as i16 as i64) {
                return Some(c);
            }
            if is_bf16(ty) {
                lookup32(&BF16_INL, v as u32)
            } else if is_fp16(ty) {
                lookup32(&F16_INL, v as u32)
            } else {
                None
            }
        }
        64 => int_inline(v as i64).or_else(|| F64_INL.iter().find(|e| e.0 == v).map(|e| e.1)),
        _ => int_inline(v as u32 as i32 as i64).or_else(|| lookup32(&F32_INL, v as u32)),
    }
}

/// Whether `v` survives truncation to `n` bits (seed 001: truncated bits all
/// 0, or all 1 with the result's MSB set).
pub fn fits_trunc(v: i64, n: u32) -> bool {
    let hi = v >> (n - 1);
    (v as u64) >> n == 0 || hi == -1
}

/// Encodes an integer written for an operand.
pub fn int_src(v: i64, ty: OpType, width: u8) -> Result<SrcEnc, String> {
    // Seed 001's truncation rule for packed 16-bit operands: a 32-bit value
    // whose truncated bits are all 1 and whose 16-bit result has its MSB
    // set is that 16-bit value (0xffffffff is 0xffff, inline -1).
    let packed = matches!(ty, OpType::V2f16 | OpType::V2i16 | OpType::V2bf16);
    let whole = v;
    let v = if packed && (0xffff_8000..=0xffff_ffff).contains(&v) {
        v as u16 as i16 as i64
    } else {
        v
    };
    if let Some(c) = int_inline(v) {
        return Ok(SrcEnc::Code(c));
    }
    // Otherwise a packed operand's literal is the whole dword, both halves
    // (llvm-mc 22; the seed's table has no packed types).
    if packed && !(-32768..=65535).contains(&whole) && fits_trunc(whole, 32) {
        return Ok(SrcEnc::Lit(whole as u32));
    }
    match bits(ty, width) {
        16 => {
            if is_int16(ty) {
                if !fits_trunc(v, 16) {
                    return Err(format!("value {v:#x} does not fit in a 16-bit operand"));
                }
                // The literal dword keeps the value's low 32 bits (the hardware
                // uses the low 16), as llvm-mc writes it.
                Ok(SrcEnc::Lit(v as u32))
            } else {
                if !(-32768..=65535).contains(&v) {
                    return Err(format!("value {v:#x} does not fit in a 16-bit operand"));
                }
                Ok(match pattern_inline(ty, width, v as u16 as u64) {
                    Some(c) => SrcEnc::Code(c),
                    None => SrcEnc::Lit(v as u16 as u32),
                })
            }
        }
        64 => {
            if ty == OpType::F64 {
                if let Some(c) = pattern_inline(ty, width, v as u64) {
                    return Ok(SrcEnc::Code(c));
                }
                if !fits_trunc(v, 32) {
                    return Err(format!("value {v:#x} does not fit in a 32-bit literal"));
                }
                let hi = (v as u32 as u64) << 32;
                Ok(match pattern_inline(ty, width, hi) {
                    Some(c) => SrcEnc::Code(c),
                    None => SrcEnc::Lit(v as u32),
                })
            } else {
                if let Some(c) = pattern_inline(OpType::F64, width, v as u64) {
                    return Ok(SrcEnc::Code(c));
                }
                if !fits_trunc(v, 32) {
                    return Err(format!("value {v:#x} does not fit in a 32-bit literal"));
                }
                Ok(SrcEnc::Lit(v as u32))
            }
        }
        _ => {
            if !fits_trunc(v, 32) {
                return Err(format!("value {v:#x} does not fit in a 32-bit operand"));
            }
            Ok(match pattern_inline(ty, width, v as u32 as u64) {
                Some(c) => SrcEnc::Code(c),
                None => SrcEnc::Lit(v as u32),
            })
        }
    }
}

/// The literal dword for a value written as `lit(x)` or as a `K` constant
/// (`v_madmk_f32`): never an inline constant.
pub fn force_literal(imm: crate::operand::Imm, ty: OpType, width: u8) -> Result<u32, String> {
    use crate::operand::Imm;
    match imm {
        Imm::Int(v) => {
            let n = if bits(ty, width) == 16 { 16 } else { 32 };
            if n == 16 && !is_int16(ty) {
                if !(-32768..=65535).contains(&v) {
                    return Err(format!("value {v:#x} does not fit in a 16-bit operand"));
                }
                return Ok(v as u16 as u32);
            }
            if !fits_trunc(v, n) {
                return Err(format!("value {v:#x} does not fit in a {n}-bit operand"));
            }
            Ok(v as u32)
        }
        Imm::Float(f) => match bits(ty, width) {
            16 => {
                let h = if is_bf16(ty) {
                    f64_to_bf16(f)
                } else {
                    f64_to_f16(f)
                };
                h.map(|h| h as u32)
                    .ok_or_else(|| format!("{f} overflows a 16-bit floating-point operand"))
            }
            64 => {
                if ty != OpType::F64 {
                    return Err(
                        "floating-point values are not allowed for 64-bit integer operands".into(),
                    );
                }
                Ok((f.to_bits() >> 32) as u32)
            }
            _ => {
                let x = f as f32;
                if x.is_infinite() && f.is_finite() {
                    return Err(format!("{f} overflows a 32-bit floating-point operand"));
                }
                Ok(x.to_bits())
            }
        },
        Imm::Deferred(_) => Err("expected a number".into()),
    }
}

/// f64 -> f16 bits with round-to-nearest-even; None on overflow.
pub fn f64_to_f16(f: f64) -> Option<u16> {
    if f.is_nan() {
        return Some(0x7e00);
    }
    f64_to_narrow(f, 5, 10)
}

/// f64 -> bf16 bits (round to nearest even, once: llvm-mc 22 rounds the
/// double itself, so 1.0039062500009313 is 0x3f81, where rounding through
/// f32 first would give 1.0); None on overflow.
pub fn f64_to_bf16(f: f64) -> Option<u16> {
    if f.is_nan() {
        return Some((((f as f32).to_bits() >> 16) | 0x40) as u16);
    }
    f64_to_narrow(f, 8, 7)
}

/// The bits of `f` (not NaN) in a binary format with `ebits` exponent and
/// `mbits` mantissa bits (f16: 5, 10; bf16: 8, 7), rounded once to nearest
/// even from the double; None when it overflows. (The `half` crate's
/// conversions from f64 drop the double's low 32 bits before rounding, so
/// a value just above a tie would round down: they are used by the tests
/// as an oracle on values those bits do not hold.)
fn f64_to_narrow(f: f64, ebits: u32, mbits: u32) -> Option<u16> {
    let sign: u16 = if f.is_sign_negative() {
        1 << (ebits + mbits)
    } else {
        0
    };
    let a = f.abs();
    let emax_field = (1u32 << ebits) - 1;
    if a.is_infinite() {
        return Some(sign | (emax_field << mbits) as u16);
    }
    if a == 0.0 {
        return Some(sign);
    }
    let bias = (1i32 << (ebits - 1)) - 1;
    let emin = 1 - bias;
    let bits = a.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32 - 1023;
    let full = (bits & ((1u64 << 52) - 1)) | (1u64 << 52);
    let drop = 52 - mbits;
    let (e, m) = if exp < emin {
        // Subnormal: value = m * 2^(emin - mbits).
        let total = drop as u64 + (emin - exp) as u64;
        if total >= 64 {
            return Some(sign);
        }
        let m = round_shift(full, total as u32);
        if m >= 1 << mbits {
            (1, m - (1 << mbits))
        } else {
            (0, m)
        }
    } else {
        let (mut e, mut m) = (exp + bias, round_shift(full, drop));
        if m >= 1 << (mbits + 1) {
            m >>= 1;
            e += 1;
        }
        (e, m - (1 << mbits))
    };
    if e >= emax_field as i32 {
        return None;
    }
    Some(sign | ((e as u16) << mbits) | m as u16)
}

fn round_shift(v: u64, s: u32) -> u64 {
    let q = v >> s;
    let rem = v & ((1u64 << s) - 1);
    let half = 1u64 << (s - 1);
    if rem > half || (rem == half && (q & 1) == 1) {
        q + 1
    } else {
        q
    }
}

/// Encodes a floating-point number written for an operand (seed 001,
/// Conversion of Floating-Point Values). `allow_lit` is false where the
/// encoding takes no literal (for the 16-bit integer rule).
pub fn float_src(f: f64, ty: OpType, width: u8) -> Result<SrcEnc, String> {
    if f == 0.0 && !f.is_sign_negative() && !is_int16(ty) {
        return Ok(SrcEnc::Code(128));
    }
    match bits(ty, width) {
        16 => {
            if is_int16(ty) {
                // Seed 001: f16 bits, always a literal, never an inline constant.
                let h = f64_to_f16(f).ok_or_else(|| format!("{f} does not fit in f16"))?;
                if h & 0x7c00 == 0 && f != 0.0 {
                    return Err(format!("{f} underflows f16"));
                }
                return Ok(SrcEnc::Lit(h as u32));
            }
            // llvm-mc 22 takes the f32 1/(2pi) (0.15915494) as the inline
            // constant of a bf16 operand, though rounded to bf16 it is
            // 0x3e23, not the constant's 0x3e22.
            if is_bf16(ty) && (f as f32).to_bits() == 0x3e22f983 {
                return Ok(SrcEnc::Code(248));
            }
            let h = if is_bf16(ty) {
                f64_to_bf16(f)
            } else {
                f64_to_f16(f)
            };
            let h = h.ok_or_else(|| format!("{f} overflows a 16-bit floating-point operand"))?;
            let exp_bits = if is_bf16(ty) { h & 0x7f80 } else { h & 0x7c00 };
            if exp_bits == 0 && f != 0.0 {
                return Err(format!("{f} underflows a 16-bit floating-point operand"));
            }
            let table = if is_bf16(ty) { &BF16_INL } else { &F16_INL };
            Ok(match lookup32(table, h as u32) {
                Some(c) => SrcEnc::Code(c),
                None => SrcEnc::Lit(h as u32),
            })
        }
        64 => {
            let b = f.to_bits();
            if let Some(c) = F64_INL.iter().find(|e| e.0 == b).map(|e| e.1) {
                return Ok(SrcEnc::Code(c));
            }
            if ty != OpType::F64 {
                return Err(
                    "floating-point values are not allowed for 64-bit integer operands".into(),
                );
            }
            Ok(SrcEnc::Lit((b >> 32) as u32))
        }
        _ => {
            let x = f as f32;
            if x.is_infinite() && f.is_finite() {
                return Err(format!("{f} overflows a 32-bit floating-point operand"));
            }
            if f != 0.0 && !f.is_nan() && !x.is_normal() && !x.is_infinite() {
                return Err(format!("{f} underflows a 32-bit floating-point operand"));
            }
            let b = x.to_bits();
            Ok(match lookup32(&F32_INL, b) {
                Some(c) => SrcEnc::Code(c),
                None => SrcEnc::Lit(b),
            })
        }
    }
}

#[cfg(test)]
mod tests {

    /// The conversions agree with the `half` crate on every value whose
    /// bits `half` reads whole (a float), and round once where it does not.
    #[test]
    fn narrow_floats_round_once_to_nearest_even() {
        let mut x = 0x2545_f491_4f6c_dd1du64;
        for i in 0..400_000u32 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            // f32 values around the f16 and bf16 ranges, and every f16.
            let v = if i < 65536 {
                half::f16::from_bits(i as u16).to_f32()
            } else {
                let e = 96 + (x >> 40) % 64;
                f32::from_bits(((x as u32) & 0x807f_ffff) | ((e as u32) << 23))
            };
            if v.is_nan() {
                continue;
            }
            let h = half::f16::from_f32(v);
            let want = (!h.is_infinite() || v.is_infinite()).then(|| h.to_bits());
            assert_eq!(f64_to_f16(v as f64), want, "f16 of {v:e}");
            let b = half::bf16::from_f32(v);
            let want = (!b.is_infinite() || v.is_infinite()).then(|| b.to_bits());
            assert_eq!(f64_to_bf16(v as f64), want, "bf16 of {v:e}");
        }
        // Just above a tie, in bits below a float's: rounded up, as
        // llvm-mc 22 rounds them (0x3c01, 0x3f81).
        assert_eq!(f64_to_f16(1.00048828125091), Some(0x3c01));
        assert_eq!(f64_to_f16(1.00048828125), Some(0x3c00));
        assert_eq!(f64_to_bf16(1.0039062500009313), Some(0x3f81));
        assert_eq!(f64_to_bf16(1.00390625), Some(0x3f80));
        assert_eq!(f64_to_f16(65520.0), None);
        assert_eq!(f64_to_f16(65519.99), Some(0x7bff));
        assert_eq!(f64_to_bf16(3.39e38), Some(0x7f7f));
        assert_eq!(f64_to_bf16(3.4e38), None);

        assert_eq!(f64_to_f16(f64::NAN), Some(0x7e00));
        assert_eq!(f64_to_f16(-0.0), Some(0x8000));
    }
    use super::*;

    #[test]
    fn seed_integer_examples() {
        assert_eq!(int_src(-1, OpType::I16, 1), Ok(SrcEnc::Code(193)));
        assert_eq!(int_src(0xff00, OpType::I16, 1), Ok(SrcEnc::Lit(0xff00)));
        assert_eq!(int_src(-256, OpType::I16, 1), Ok(SrcEnc::Lit(0xffffff00)));
        assert_eq!(
            int_src(0xffffffffffffff00u64 as i64, OpType::I16, 1),
            Ok(SrcEnc::Lit(0xffffff00))
        );
        assert!(int_src(0x1ff00, OpType::I16, 1).is_err());
        assert!(int_src(0xffffffffffff00ffu64 as i64, OpType::I16, 1).is_err());
        assert_eq!(
            int_src(0xffefffff, OpType::F64, 2),
            Ok(SrcEnc::Lit(0xffefffff))
        );
        assert_eq!(int_src(0x3ff00000, OpType::F64, 2), Ok(SrcEnc::Code(242)));
        assert_eq!(int_src(0x3f800000, OpType::F32, 1), Ok(SrcEnc::Code(242)));
    }

    #[test]
    fn seed_float_examples() {
        assert_eq!(float_src(1.0, OpType::F16, 1), Ok(SrcEnc::Code(242)));
        assert_eq!(float_src(1.0, OpType::I16, 1), Ok(SrcEnc::Lit(0x3c00)));
        assert_eq!(float_src(0.25, OpType::I16, 1), Ok(SrcEnc::Lit(0x3400)));
        assert_eq!(float_src(1.0, OpType::I32, 1), Ok(SrcEnc::Code(242)));
        assert_eq!(
            float_src(1.7976931348623157e308, OpType::F64, 2),
            Ok(SrcEnc::Lit(0x7fefffff))
        );
        assert_eq!(float_src(65500.0, OpType::F16, 1), Ok(SrcEnc::Lit(0x7bff)));
        assert!(float_src(65600.0, OpType::F16, 1).is_err());
        assert_eq!(
            float_src(65600.0, OpType::F32, 1),
            Ok(SrcEnc::Lit(0x47802000))
        );
        assert_eq!(float_src(0.15915494, OpType::F16, 1), Ok(SrcEnc::Code(248)));
        assert_eq!(
            float_src(0.15915494, OpType::Bf16, 1),
            Ok(SrcEnc::Code(248))
        );
        assert_eq!(
            float_src(0.1591549, OpType::Bf16, 1),
            Ok(SrcEnc::Lit(0x3e23))
        );
        assert_eq!(float_src(1.007, OpType::Bf16, 1), Ok(SrcEnc::Lit(0x3f81)));
        assert_eq!(
            float_src(0.15915494309189532, OpType::F64, 2),
            Ok(SrcEnc::Code(248))
        );
        assert_eq!(float_src(-0.0, OpType::F32, 1), Ok(SrcEnc::Lit(0x80000000)));
    }
}
