//! Golden kernel descriptors made by llvm-mc 22 (data/hsa/gen_kd.py):
//! every block must give the same 64 bytes or be rejected for the same
//! cause, and `describe` must round-trip every descriptor.

use amdgpu_hsa::{describe, KdError, KernelDescriptorBuilder};
use amdgpu_isa::Target;
use std::collections::BTreeMap;

const GOLDEN: &str = include_str!("../../../data/hsa/kd_golden.txt");

struct Case<'a> {
    line: usize,
    target: Target,
    cpu: &'a str,
    cov: u32,
    dirs: Vec<(&'a str, i64)>,
    expect: Result<Vec<u8>, (&'a str, &'a str)>,
}

fn cases() -> Vec<Case<'static>> {
    let mut out = Vec::new();
    for (no, line) in GOLDEN.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let parts: Vec<&str> = line.split(" | ").collect();
        assert_eq!(parts.len(), 3, "line {}: {line}", no + 1);
        let head: Vec<&str> = parts[0].split_whitespace().collect();
        let mut target = Target::parse(head[0]).unwrap();
        if head[1] != "-" {
            target.apply_mattr(head[1]).unwrap();
        }
        let cov: u32 = head[2].parse().unwrap();
        let dirs = parts[1]
            .split("; ")
            .filter(|s| !s.is_empty())
            .map(|d| {
                let (n, v) = d.split_once(' ').unwrap();
                (n, v.parse::<i64>().unwrap())
            })
            .collect();
        let expect = if let Some(hex) = parts[2].strip_prefix("kd ") {
            Ok((0..64)
                .map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap())
                .collect())
        } else {
            let e = parts[2].strip_prefix("error ").unwrap();
            let (at, msg) = e.split_once(": ").unwrap();
            Err((at, msg))
        };
        out.push(Case {
            line: no + 1,
            target,
            cpu: head[0],
            cov,
            dirs,
            expect,
        });
    }
    out
}

/// Runs a block; on error, says where (directive name or `end`).
fn run(c: &Case) -> Result<[u8; 64], (String, KdError)> {
    let mut b = KernelDescriptorBuilder::new(c.target.clone(), c.cov);
    // Span i..i+1 stands for the i-th directive, to tell where errors are.
    for (i, (n, v)) in c.dirs.iter().enumerate() {
        b.set(n, *v, i..i + 1).map_err(|e| (n.to_string(), e))?;
    }
    b.finish().map_err(|e| {
        let at = match &e.span {
            Some(s) => c.dirs[s.start].0.to_string(),
            None => "end".to_string(),
        };
        (at, e)
    })
}

#[test]
fn golden_descriptors() {
    let mut per_cpu: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut failures = Vec::new();
    for c in cases() {
        let got = run(&c);
        let ok = match (&c.expect, &got) {
            (Ok(want), Ok(kd)) => want.as_slice() == kd.as_slice(),
            (Err((at, msg)), Err((gat, e))) => at == gat && *msg == e.message,
            _ => false,
        };
        let e = per_cpu.entry(c.cpu.to_string()).or_default();
        e.1 += 1;
        if ok {
            e.0 += 1;
        } else {
            let got = match got {
                Ok(kd) => format!(
                    "kd {}",
                    kd.iter().map(|b| format!("{b:02x}")).collect::<String>()
                ),
                Err((at, e)) => format!("error {at}: {}", e.message),
            };
            failures.push(format!("line {}: got {got}", c.line));
        }
    }
    for (cpu, (ok, n)) in &per_cpu {
        eprintln!("{cpu}: {ok}/{n}");
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures[..failures.len().min(30)].join("\n")
    );
}

#[test]
fn describe_round_trips() {
    let mut failures = Vec::new();
    let mut n = 0;
    for c in cases() {
        let Ok(want) = &c.expect else { continue };
        let kd: [u8; 64] = want.as_slice().try_into().unwrap();
        n += 1;
        let d = describe(&kd, &c.target, c.cov);
        let mut b = KernelDescriptorBuilder::new(c.target.clone(), c.cov);
        let mut err = None;
        for (name, v) in &d.directives {
            if let Err(e) = b.set(name, *v, 0..0) {
                err = Some(format!("{name} {v}: {e}"));
            }
        }
        let again = match err {
            Some(e) => Err(e),
            None => b.finish().map_err(|e| e.message),
        };
        if again.as_ref().map(|a| a.as_slice()) != Ok(want.as_slice())
            || !d.unrepresentable.is_empty()
        {
            failures.push(format!(
                "line {}: {:?} -> {:?} unrep {:?}",
                c.line, d.directives, again, d.unrepresentable
            ));
        }
    }
    assert!(n > 1000, "{n}");
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}

#[test]
fn describe_reports_bits_without_directives() {
    let t = Target::parse("gfx900").unwrap();
    let mut b = KernelDescriptorBuilder::new(t.clone(), 5);
    b.set(".amdhsa_next_free_vgpr", 1, 0..0).unwrap();
    b.set(".amdhsa_next_free_sgpr", 1, 0..0).unwrap();
    let mut kd = b.finish().unwrap();
    kd[48 + 1] |= 0x0c; // PRIORITY (RSRC1 11:10)
    kd[62] = 1; // reserved
    let d = describe(&kd, &t, 5);
    assert!(
        d.unrepresentable.contains(&"PRIORITY"),
        "{:?}",
        d.unrepresentable
    );
    assert!(
        d.unrepresentable.contains(&"RESERVED_60"),
        "{:?}",
        d.unrepresentable
    );
}

#[test]
fn random_bytes_and_values_never_panic() {
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let names: Vec<&str> = amdgpu_hsa::kd::directive_names().collect();
    for cpu in [
        "gfx600", "gfx802", "gfx900", "gfx90a", "gfx942", "gfx1030", "gfx1100", "gfx1200",
        "gfx1250",
    ] {
        let t = Target::parse(cpu).unwrap();
        for _ in 0..300 {
            let mut kd = [0u8; 64];
            for b in kd.iter_mut() {
                *b = next() as u8;
            }
            let _ = describe(&kd, &t, 5);
            let mut b = KernelDescriptorBuilder::new(t.clone(), 5);
            for _ in 0..(next() % 12) {
                let n = names[(next() % names.len() as u64) as usize];
                let v = match next() % 4 {
                    0 => next() as i64,
                    1 => (next() % 300) as i64,
                    2 => i64::MAX,
                    _ => (next() % 2) as i64,
                };
                let _ = b.set(n, v, 0..0);
            }
            let _ = b.finish();
        }
    }
}
