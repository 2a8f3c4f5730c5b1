//! The decoder and the printer never panic, whatever the bytes.
//!
//! Deterministic pseudo-random byte sequences (xorshift64*, fixed seed) of 0
//! to 24 bytes go through [`decode`], [`decode_into`] (into a dirty `Inst`),
//! [`print`] and [`disassemble`] for every processor that has an instruction
//! table with layouts. Half of the words get the top bits of an encoding
//! family (VOP1, VOPC, VOP3, SOP1, SOPP, SMEM, DS, FLAT, MUBUF, MTBUF, MIMG,
//! EXP, ... of GFX6 to GFX12) and often a special first byte (SDWA, DPP,
//! literal), so that the deep paths run rather than the early rejections.
//!
//! Checked: no panic (each case runs under `catch_unwind`, the failing
//! bytes are reported); a decoded unit is 4 or more bytes and within the
//! input, and its `Inst::len` says the same; fewer than 4 bytes are
//! `TooShort`; `decode_into` over a used `Inst` gives `decode`'s result;
//! printing succeeds; `disassemble`'s units start inside the input, in
//! increasing order, at least 4 bytes apart except at the end.
//!
//! `NO_PANIC_CASES=n` sets the number of sequences per processor (the
//! GFX9 processors of the corpora and gfx90a and gfx942 get four times as
//! many); `NO_PANIC_SEED=n` the seed.

use amdgpu_isa::{decode, decode_into, disassemble, print, DecodeError, Inst, Target, TargetInfo};
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Processors sent four times as many sequences.
const MAIN: &[&str] = &["gfx900", "gfx906", "gfx908", "gfx90c", "gfx90a", "gfx942"];

/// Top bytes of encoding families (GFX6 to GFX12): VOP2/VOP1/VOPC (0x00..0x7f),
/// SOP2/SOPK/SOP1/SOPC/SOPP (0x80..0xbf), SMEM/SMRD (0xc0..0xc3, 0xf4..0xf7),
/// EXP/VINTRP/LDSDIR (0xc4..0xcb), VOP3P and VOP3 (0xcc..0xd7), DS
/// (0xd8..0xdb), FLAT/GLOBAL/SCRATCH (0xdc..0xdf), MUBUF (0xe0..0xe3), MTBUF
/// (0xe8..0xeb), MIMG/VIMAGE/VSAMPLE (0xf0..0xf3), VOPD and others.
const PREFIXES: &[u8] = &[
    0x7e, 0x7f, 0x7c, 0x7d, 0x02, 0x30, 0x4a, 0x66, 0xbe, 0xbf, 0xbe, 0xbf, 0x80, 0x8a, 0x96, 0xb0,
    0xb8, 0xba, 0xc0, 0xc1, 0xc2, 0xc3, 0xc4, 0xc8, 0xc9, 0xca, 0xcc, 0xcd, 0xce, 0xcf, 0xd0, 0xd1,
    0xd2, 0xd3, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xdb, 0xdc, 0xdd,
    0xde, 0xdf, 0xdc, 0xdd, 0xe0, 0xe1, 0xe2, 0xe3, 0xe0, 0xe1, 0xe8, 0xe9, 0xea, 0xeb, 0xf0, 0xf1,
    0xf2, 0xf3, 0xf0, 0xf1, 0xf4, 0xf5, 0xf6, 0xf7, 0xc8, 0xc9, 0xe4, 0xe5, 0xec, 0xf8, 0xfc,
];

/// First bytes worth hitting in the source fields: SDWA, DPP, DPP8, the
/// literal, inline constants, special registers.
const SPECIAL_LOW: &[u8] = &[
    0xf9, 0xfa, 0xe9, 0xea, 0xff, 0xfe, 0xfd, 0xfb, 0xf0, 0xf8, 0x80, 0xc1, 0x6a, 0x7c, 0x7d, 0x7e,
    0x7f, 0x00, 0xeb, 0xec,
];

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// One byte sequence: `len` bytes, word by word, half of the words biased.
fn sequence(rng: &mut Rng, buf: &mut Vec<u8>) {
    buf.clear();
    let len = rng.below(25);
    while buf.len() < len {
        let mut w = (rng.next() >> 16) as u32;
        if rng.next() & 1 == 0 {
            let top = PREFIXES[rng.below(PREFIXES.len())] as u32;
            w = (w & 0x00ff_ffff) | (top << 24);
            let r = rng.next();
            if r & 3 == 0 {
                w = (w & !0xff) | SPECIAL_LOW[rng.below(SPECIAL_LOW.len())] as u32;
            }
            if r & 0x30 == 0 {
                // Sparse fields: mostly zero bits in the middle of the word.
                w &= 0xff00_00ff | (r >> 8) as u32;
            }
        }
        let b = w.to_le_bytes();
        let n = (len - buf.len()).min(4);
        buf.extend_from_slice(&b[..n]);
    }
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// Checks one sequence: whether a unit decodes at offset 0, or an `Err`
/// describing a broken rule.
fn check(
    bytes: &[u8],
    ti: &TargetInfo,
    text: &mut String,
    dirty: &mut Inst,
) -> Result<bool, String> {
    let r = decode(bytes, ti);
    match &r {
        Ok((inst, len)) => {
            if *len < 4 || *len > bytes.len() {
                return Err(format!("decoded length {len} of {} bytes", bytes.len()));
            }
            if inst.len as usize != *len {
                return Err(format!("Inst::len {} but decode says {len}", inst.len));
            }
            text.clear();
            print(inst, ti, text).map_err(|_| "print failed".to_string())?;
        }
        Err(DecodeError::TooShort) if bytes.len() >= 4 => {
            return Err("TooShort with 4 or more bytes".into());
        }
        Err(DecodeError::Invalid) if bytes.len() < 4 => {
            return Err("Invalid instead of TooShort".into());
        }
        Err(_) => {}
    }
    // decode_into over whatever the last instruction left.
    let r2 = decode_into(bytes, ti, dirty);
    match (&r, r2) {
        (Ok((inst, len)), Ok(len2)) if *len == len2 && inst == dirty => {}
        (Err(e), Err(e2)) if *e == e2 => {}
        (a, b) => return Err(format!("decode {a:?} but decode_into {b:?} -> {dirty:?}")),
    }
    let mut last: Option<usize> = None;
    for (at, unit) in disassemble(bytes, ti) {
        if at >= bytes.len() {
            return Err(format!("unit at {at} past the end"));
        }
        if let Some(p) = last {
            if at < p + 4 {
                return Err(format!("unit at {at} after one at {p}"));
            }
        }
        last = Some(at);
        if let Ok(inst) = unit {
            text.clear();
            print(&inst, ti, text).map_err(|_| "print failed".to_string())?;
        }
    }
    if bytes.is_empty() != last.is_none() {
        return Err("disassemble: units without bytes or bytes without units".into());
    }
    Ok(r.is_ok())
}

fn env_num(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

#[test]
fn decode_and_print_never_panic() {
    let cases = env_num("NO_PANIC_CASES", 6_000);
    let seed = env_num("NO_PANIC_SEED", 0x9e37_79b9_7f4a_7c15) | 1;
    let mut cpus: Vec<&str> = amdgpu_isa::PROCESSORS.iter().map(|p| p.canonical).collect();
    cpus.sort();
    cpus.dedup();
    let mut failures = Vec::new();
    let mut total = 0u64;
    let mut decoded = 0u64;
    let mut tested = Vec::new();
    for cpu in cpus {
        let Some(ti) = Target::parse(cpu).ok().and_then(|t| TargetInfo::new(&t)) else {
            continue;
        };
        if ti.layouts.is_empty() {
            continue;
        }
        tested.push(cpu);
        let n = if MAIN.contains(&cpu) {
            4 * cases
        } else {
            cases
        };
        // One stream per processor: a failure replays alone.
        let mut rng = Rng(seed ^ cpu.bytes().fold(0u64, |h, b| h.rotate_left(8) ^ b as u64));
        let mut buf = Vec::new();
        let mut text = String::new();
        let mut dirty = Inst::default();
        for _ in 0..n {
            sequence(&mut rng, &mut buf);
            total += 1;
            let r = catch_unwind(AssertUnwindSafe(|| check(&buf, &ti, &mut text, &mut dirty)));
            match r {
                Ok(Ok(ok)) => decoded += ok as u64,
                Ok(Err(why)) => failures.push(format!("{cpu} {}: {why}", hex(&buf))),
                Err(_) => failures.push(format!("{cpu} {}: panic", hex(&buf))),
            }
        }
    }
    println!(
        "{total} sequences over {} processors ({}), {decoded} decoded at offset 0, {} failures",
        tested.len(),
        tested.join(" "),
        failures.len()
    );
    for f in failures.iter().take(20) {
        println!("  {f}");
    }
    for must in MAIN {
        assert!(tested.contains(must), "{must} has no tables with layouts");
    }
    assert!(
        failures.is_empty(),
        "{} failures, first: {:?}",
        failures.len(),
        &failures[..failures.len().min(20)]
    );
}
