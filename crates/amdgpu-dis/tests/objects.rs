//! The objects of `tests/data` (real code objects from Debian's ROCm
//! packages and clang 22 objects) through `amdgpu-dis`, checked without
//! LLVM against the original bytes and against `tests/data/facts/*.facts`,
//! which `tests/roundtrip.py --bless` made from the ORIGINAL objects with
//! llvm-readelf (never from this crate's output):
//!
//! * the output is stable (the same twice);
//! * every byte of every text section is accounted for, in order: each
//!   `.long`/`.byte` holds the original bytes, each instruction line is the
//!   decoder's text of the bytes at that place (branch labels read back as
//!   their offsets) and assembles (project assembler) to those bytes, and
//!   every symbol's label sits at the symbol's offset; the kernels' code
//!   hashes to the facts' sha256;
//! * every kernel descriptor of the facts has an `.amdhsa_kernel` block,
//!   and the block builds to the facts' 64 bytes (the code entry offset
//!   aside, which the facts record as the kernel it points at);
//! * the `.amdgpu_metadata` YAML converts back to the note's bytes;
//! * `.amdgcn_target` and `.amdhsa_code_object_version` give the e_flags
//!   and ABI version of the facts.
//!
//! The main check, assembling with llvm-mc 22 and linking with ld.lld, is
//! `tests/roundtrip.py` (it needs LLVM; `cargo test` does not).

use amdgpu_dis::{disassemble, Options};
use amdgpu_elf::consts::{SHF_EXECINSTR, STT_FILE, STT_SECTION};
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

fn objects() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(data_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("co" | "o")))
        .collect();
    v.sort();
    assert!(v.len() >= 10, "test objects missing");
    v
}

fn sha(b: &[u8]) -> String {
    Sha256::digest(b)
        .iter()
        .map(|x| format!("{x:02x}"))
        .collect()
}

/// `key rest...` lines of a facts file.
fn facts(path: &Path) -> Vec<Vec<String>> {
    let name = path.file_name().unwrap().to_str().unwrap();
    let f = data_dir().join("facts").join(format!("{name}.facts"));
    std::fs::read_to_string(&f)
        .unwrap_or_else(|_| panic!("no facts for {name}: run tests/roundtrip.py --bless"))
        .lines()
        .map(|l| l.split(' ').map(str::to_string).collect())
        .collect()
}

/// The source split by `.section` line: (section name, flags, lines).
fn sections(src: &str) -> Vec<(String, String, Vec<&str>)> {
    let mut out: Vec<(String, String, Vec<&str>)> = Vec::new();
    for line in src.lines() {
        if let Some(rest) = line.trim_start().strip_prefix(".section\t") {
            let mut parts = rest.split(',');
            let name = parts.next().unwrap().to_string();
            let flags = parts.next().unwrap_or("").trim_matches('"').to_string();
            out.push((name, flags, Vec::new()));
        } else if line.trim_start().starts_with(".amdgpu_metadata") {
            out.push(("<metadata>".into(), String::new(), Vec::new()));
        } else if let Some(s) = out.last_mut() {
            s.2.push(line);
        }
    }
    out
}

fn parse_num(s: &str) -> Option<u64> {
    let s = s.trim();
    match s.strip_prefix("0x") {
        Some(h) => u64::from_str_radix(h, 16).ok(),
        None => s.parse().ok(),
    }
}

/// Rebuilds a text section from its lines, checking each line against the
/// original bytes; returns the bytes and the labels' offsets.
fn rebuild_text(
    name: &str,
    lines: &[&str],
    orig: &[u8],
    target: &amdgpu_isa::Target,
    ti: Option<&amdgpu_isa::TargetInfo>,
) -> (Vec<u8>, HashMap<String, usize>) {
    let mut out: Vec<u8> = Vec::new();
    let mut labels = HashMap::new();
    for line in lines {
        let l = line.trim();
        if l.is_empty() || l.starts_with(';') || l.starts_with(".p2align") {
            continue;
        }
        if let Some(lab) = l.strip_suffix(':') {
            labels.insert(lab.trim_matches('"').to_string(), out.len());
            continue;
        }
        let off = out.len();
        if let Some(v) = l.strip_prefix(".long\t") {
            match parse_num(v) {
                Some(w) => out.extend_from_slice(&(w as u32).to_le_bytes()),
                // A relocation expression: the original word stands.
                None => out.extend_from_slice(&orig[off..off + 4]),
            }
            continue;
        }
        if let Some(v) = l.strip_prefix(".byte\t") {
            out.extend(v.split(',').map(|b| parse_num(b).unwrap() as u8));
            continue;
        }
        assert!(!l.starts_with('.'), "{name}: unexpected directive {l}");
        let ti = ti.expect("instruction text for a processor without decoder");
        let (inst, len) = amdgpu_isa::decode(&orig[off..], ti)
            .unwrap_or_else(|e| panic!("{name}+{off:#x}: `{l}` but the bytes do not decode: {e}"));
        let mut want = String::new();
        amdgpu_isa::print(&inst, ti, &mut want).unwrap();
        // Branches to labels: the label's offset is the simm16's target.
        let mut got = l.to_string();
        if let Some(p) = l.find(".LBB") {
            let hex = l[p..].rsplit('_').next().unwrap();
            let t = i64::from_str_radix(hex, 16).unwrap();
            let simm = (t - off as i64 - 4) / 4;
            let w_simm = want.rsplit(' ').next().unwrap().parse::<i64>().unwrap();
            assert_eq!(w_simm as i16 as i64, simm, "{name}+{off:#x}: branch `{l}`");
            got = format!("{}{}", &l[..p], w_simm);
        }
        if got.contains('@') {
            // A relocated literal: the mnemonic and length agree.
            assert_eq!(
                got.split_whitespace().next(),
                want.split_whitespace().next(),
                "{name}+{off:#x}"
            );
        } else {
            assert_eq!(got, want, "{name}+{off:#x}: not the decoder's text");
            let a = amdgpu_asm::assemble(&format!("{got}\n"), target);
            assert!(
                !a.has_errors(),
                "{name}+{off:#x}: `{got}` does not assemble"
            );
            assert_eq!(
                a.bytes_of(&a.insts[0]),
                &orig[off..off + len],
                "{name}+{off:#x}: `{got}` assembles to other bytes"
            );
        }
        out.extend_from_slice(&orig[off..off + len]);
    }
    (out, labels)
}

fn kd_hex(kd: &[u8; 64], kernel: &str) -> String {
    let h = |b: &[u8]| b.iter().map(|x| format!("{x:02x}")).collect::<String>();
    format!("{}<entry:{kernel}>{}", h(&kd[..16]), h(&kd[24..]))
}

fn check_object(path: &Path) {
    let name = path.file_name().unwrap().to_str().unwrap();
    let bytes = std::fs::read(path).unwrap();
    let d = disassemble(&bytes, &Options::default()).unwrap();
    let again = disassemble(&bytes, &Options::default()).unwrap();
    assert_eq!(d.source, again.source, "{name}: output not stable");
    let elf = amdgpu_elf::read(&bytes).unwrap();
    let facts = facts(path);
    let fact = |k: &str| facts.iter().find(|f| f[0] == k).unwrap().clone();

    // Target and code object version give the facts' e_flags.
    let e_flags = parse_num(&fact("e_flags")[1]).unwrap() as u32;
    let abi = fact("abi_version")[1].parse::<u8>().unwrap();
    let id = &d.target_id;
    assert!(d
        .source
        .contains(&format!(".amdgcn_target \"amdgcn-amd-amdhsa--{id}\"")));
    let mut parts = id.split(':');
    let cpu = parts.next().unwrap();
    let mut xnack = amdgpu_elf::FeatureSetting::Any;
    let mut sramecc = amdgpu_elf::FeatureSetting::Any;
    for f in parts {
        let v = if f.ends_with('+') {
            amdgpu_elf::FeatureSetting::On
        } else {
            amdgpu_elf::FeatureSetting::Off
        };
        if f.starts_with("xnack") {
            xnack = v;
        } else {
            sramecc = v;
        }
    }
    let cov = match d.code_object_version {
        4 => amdgpu_elf::CodeObjectVersion::V4,
        5 => amdgpu_elf::CodeObjectVersion::V5,
        _ => amdgpu_elf::CodeObjectVersion::V6,
    };
    let h = amdgpu_elf::Header::for_target(cpu, xnack, sramecc, cov).unwrap();
    assert_eq!(h.e_flags, e_flags, "{name}: e_flags");
    assert_eq!(h.abi_version, abi, "{name}: ABI version");

    // Text sections, byte for byte.
    let target = amdgpu_isa::Target::parse(id).unwrap();
    let ti = amdgpu_asm::SUPPORTED_FAMILIES
        .contains(&target.processor.family())
        .then(|| amdgpu_isa::TargetInfo::new(&target))
        .flatten();
    let secs = sections(&d.source);
    let mut code_checked = 0;
    for (i, s) in elf.sections.iter().enumerate() {
        if s.flags & SHF_EXECINSTR == 0 || s.data.is_empty() {
            continue;
        }
        let (_, _, lines) = secs
            .iter()
            .find(|(n, f, _)| *n == s.name && f.contains('x'))
            .unwrap_or_else(|| panic!("{name}: no section {}", s.name));
        let (rebuilt, labels) = rebuild_text(name, lines, &s.data, &target, ti.as_ref());
        assert_eq!(rebuilt.len(), s.data.len(), "{name}: {} size", s.name);
        assert!(rebuilt == s.data, "{name}: {} bytes", s.name);
        let syms = if elf.symbols.is_empty() {
            &elf.dynamic_symbols
        } else {
            &elf.symbols
        };
        let base = if elf.e_type == amdgpu_elf::consts::ET_REL {
            0
        } else {
            s.addr
        };
        for sy in syms.iter().filter(|y| y.shndx as usize == i) {
            if matches!(sy.kind, STT_SECTION | STT_FILE) {
                continue;
            }
            let off = (sy.value - base) as usize;
            assert_eq!(
                labels.get(&sy.name),
                Some(&off),
                "{name}: label {}",
                sy.name
            );
            // The code of a function of a code object: the facts' hash.
            if elf.e_type != amdgpu_elf::consts::ET_REL {
                let key = if syms.iter().any(|k| k.name == format!("{}.kd", sy.name)) {
                    "code"
                } else {
                    "func"
                };
                if let Some(f) = facts.iter().find(|f| f[0] == key && f[1] == sy.name) {
                    let size: usize = f[2].parse().unwrap();
                    assert_eq!(
                        sha(&rebuilt[off..off + size]),
                        f[3],
                        "{name}: code of {}",
                        sy.name
                    );
                    code_checked += 1;
                }
            }
        }
    }
    if elf.e_type != amdgpu_elf::consts::ET_REL {
        let n = facts
            .iter()
            .filter(|f| f[0] == "code" || f[0] == "func")
            .count();
        assert_eq!(code_checked, n, "{name}: kernels and functions checked");
    }

    // Kernel descriptors.
    let kds: Vec<&Vec<String>> = facts.iter().filter(|f| f[0] == "kd").collect();
    assert_eq!(kds.len(), d.kernels + d.raw_kernels, "{name}: descriptors");
    for f in kds {
        let kernel = &f[1];
        let open = format!(".amdhsa_kernel {kernel}\n");
        let Some(at) = d.source.find(&open) else {
            assert!(d
                .source
                .contains(&format!("descriptor of {kernel} is written as bytes")));
            continue;
        };
        let body = &d.source[at + open.len()..];
        let body = &body[..body.find(".end_amdhsa_kernel").unwrap()];
        let mut b = amdgpu_hsa::KernelDescriptorBuilder::new(target.clone(), d.code_object_version);
        for line in body.lines() {
            let mut w = line.split_whitespace();
            let (Some(k), Some(v)) = (w.next(), w.next()) else {
                continue;
            };
            b.set(k, v.parse().unwrap(), 0..0).unwrap();
        }
        let kd = b.finish().unwrap();
        assert_eq!(kd_hex(&kd, kernel), f[2], "{name}: descriptor of {kernel}");
    }

    // Metadata.
    let m = fact("metadata");
    let (len, hash) = (m[1].parse::<usize>().unwrap(), &m[2]);
    let note = elf.metadata().unwrap();
    assert_eq!(
        (note.len(), &sha(note)),
        (len, hash),
        "{name}: facts vs note"
    );
    let y0 = d.source.find("\t.amdgpu_metadata\n").unwrap() + "\t.amdgpu_metadata\n".len();
    let y1 = d.source.find("\t.end_amdgpu_metadata").unwrap();
    let back = amdgpu_hsa::yaml_to_msgpack(&d.source[y0..y1]).unwrap();
    assert_eq!(
        back, note,
        "{name}: metadata YAML does not give the note back"
    );
}

#[test]
fn every_object_accounts_for_its_bytes() {
    for p in objects() {
        check_object(&p);
    }
}

#[test]
fn supported_code_is_text() {
    // (Every processor of the test objects is supported now, gfx1030
    // included; `mcpu_overrides_e_flags` checks that other code is words.)
    for p in objects() {
        let d = disassemble(&std::fs::read(&p).unwrap(), &Options::default()).unwrap();
        let name = p.file_name().unwrap().to_str().unwrap();
        assert!(d.instructions > 100, "{name}");
        assert_eq!(d.raw_kernels, 0, "{name}");
    }
}

#[test]
fn mcpu_overrides_e_flags() {
    let bytes = std::fs::read(data_dir().join("hsa-gfx900.co")).unwrap();
    let d = disassemble(
        &bytes,
        &Options {
            mcpu: Some("gfx1250".into()),
        },
    )
    .unwrap();
    assert!(d.source.contains("amdgcn-amd-amdhsa--gfx1250\""));
    // gfx900's words read as gfx1250's: some decode, the rest are words.
    assert!(d.instructions + d.raw_words > 0);
    let e = disassemble(
        &bytes,
        &Options {
            mcpu: Some("gfx9999".into()),
        },
    );
    assert!(matches!(e, Err(amdgpu_dis::Error::Target(_))));
}

#[test]
fn drops_are_listed() {
    let bytes = std::fs::read(data_dir().join("cl-gfx908-g.o")).unwrap();
    let d = disassemble(&bytes, &Options::default()).unwrap();
    assert!(d.dropped.iter().any(|x| x.what == "section .debug_info"));
    assert!(d
        .source
        .contains(";   section .debug_info: debug information"));
}

#[test]
fn pc_relative_pairs_reach_symbols() {
    // In the linked clang object, every recovered pc-relative pair names a
    // label at the address of a symbol (table, counter, ptr, zeros, helper).
    let bytes = std::fs::read(data_dir().join("cl-gfx900-cov6.co")).unwrap();
    let elf = amdgpu_elf::read(&bytes).unwrap();
    let d = disassemble(&bytes, &Options::default()).unwrap();
    let mut n = 0;
    for l in d.source.lines().filter(|l| l.contains("@rel32@lo+4")) {
        let at = l.find(".Laddr_").unwrap() + ".Laddr_".len();
        let hex: String = l[at..]
            .chars()
            .take_while(|c| c.is_ascii_hexdigit())
            .collect();
        let addr = u64::from_str_radix(&hex, 16).unwrap();
        assert!(
            elf.symbols.iter().any(|s| s.value == addr && s.size > 0),
            "{l}: no symbol at {addr:#x}"
        );
        n += 1;
    }
    assert!(n >= 4, "{n} pairs");
}

#[test]
fn unrepresentable_descriptor_is_written_as_bytes() {
    let mut bytes = std::fs::read(data_dir().join("cl-gfx900-cov6.co")).unwrap();
    let elf = amdgpu_elf::read(&bytes).unwrap();
    let kd = elf.symbols.iter().find(|s| s.name == "sum.kd").unwrap();
    let sec = &elf.sections[kd.shndx as usize];
    let at = (sec.offset + kd.value - sec.addr) as usize;
    bytes[at + 60] |= 1; // a reserved bit
    let d = disassemble(&bytes, &Options::default()).unwrap();
    assert_eq!((d.kernels, d.raw_kernels), (1, 1));
    assert!(d.source.contains(
        "descriptor of sum is written as bytes: fields no .amdhsa_ directive reproduces"
    ));
    assert!(d.source.contains("sum.kd:\n"));
    assert!(d.source.contains("\t.quad\tsum-sum.kd\n"));
    assert!(d.source.contains("\t.globl\tsum.kd\n"));
    // Assembled again (the entry offset a PC-relative relocation that the
    // code object writer resolves): the same descriptor, reserved bit and
    // all, its entry offset pointing at the kernel.
    let target = amdgpu_asm::Target::parse("gfx900").unwrap();
    let asm = amdgpu_asm::assemble_with(&d.source, &target, &amdgpu_asm::Options::default());
    assert!(
        asm.diags
            .iter()
            .all(|x| x.severity != amdgpu_asm::Severity::Error),
        "{:?}",
        asm.diags.first().map(|x| &x.message)
    );
    let co = amdgpu_asm::object::code_object_bytes(&asm, &target).unwrap();
    let new = amdgpu_elf::read(&co).unwrap();
    let addr = |e: &amdgpu_elf::ReadObject, n: &str| {
        e.dynamic_symbols
            .iter()
            .chain(&e.symbols)
            .find(|s| s.name == n)
            .map(|s| s.value)
            .unwrap()
    };
    let old_kd = at_addr(&elf, addr(&elf, "sum.kd"), 64).unwrap();
    let mut want = old_kd.clone();
    want[60] |= 1;
    let new_kd = at_addr(&new, addr(&new, "sum.kd"), 64).unwrap();
    let entry = i64::from_le_bytes(new_kd[16..24].try_into().unwrap());
    assert_eq!(
        addr(&new, "sum.kd") as i64 + entry,
        addr(&new, "sum") as i64
    );
    assert_eq!(new_kd[..16], want[..16]);
    assert_eq!(new_kd[24..], want[24..]);
}

/// The bytes at address `addr` (length `len`) of a linked object.
fn at_addr(elf: &amdgpu_elf::ReadObject, addr: u64, len: usize) -> Option<Vec<u8>> {
    elf.sections.iter().find_map(|s| {
        let end = s.addr + s.data.len() as u64;
        (s.addr != 0 && addr >= s.addr && addr + len as u64 <= end).then(|| {
            let o = (addr - s.addr) as usize;
            s.data[o..o + len].to_vec()
        })
    })
}

/// Code object -> amdgpu-dis -> amdgpu-as --filetype=co (the library
/// calls, no LLVM): the new code object keeps the facts the reference
/// tools read off the original (`tests/roundtrip.py --bless`): e_flags,
/// ABI version, every kernel's code bytes, every descriptor with its entry
/// offset pointing at its kernel, the metadata note.
#[test]
fn reassembled_code_objects_keep_flags_code_descriptors_and_metadata() {
    let mut checked = 0;
    for path in objects() {
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        let bytes = std::fs::read(&path).unwrap();
        let d = disassemble(&bytes, &Options::default()).unwrap();
        let cmd = d
            .source
            .lines()
            .find(|l| l.contains("llvm-mc"))
            .expect("assemble command");
        let word = |k: &str| {
            cmd.split_whitespace()
                .find_map(|w| w.strip_prefix(k))
                .map(str::to_string)
        };
        let mut target = amdgpu_asm::Target::parse(&word("-mcpu=").unwrap()).unwrap();
        if let Some(m) = word("-mattr=") {
            target.apply_mattr(&m).unwrap();
        }
        let asm = amdgpu_asm::assemble_with(&d.source, &target, &amdgpu_asm::Options::default());
        let errs: Vec<&str> = asm
            .diags
            .iter()
            .filter(|x| x.severity == amdgpu_asm::Severity::Error)
            .map(|x| x.message.as_str())
            .take(3)
            .collect();
        assert!(errs.is_empty(), "{name}: {errs:?}");
        let co = amdgpu_asm::object::code_object_bytes(&asm, &target)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let elf = amdgpu_elf::read(&co).unwrap();
        let facts = facts(&path);
        let fact = |k: &str| facts.iter().find(|f| f[0] == k).unwrap().clone();
        assert_eq!(
            elf.header.e_flags,
            parse_num(&fact("e_flags")[1]).unwrap() as u32,
            "{name}: e_flags"
        );
        assert_eq!(
            elf.header.abi_version.to_string(),
            fact("abi_version")[1],
            "{name}: ABI version"
        );
        let sym = |n: &str| {
            elf.dynamic_symbols
                .iter()
                .chain(&elf.symbols)
                .find(|s| s.name == n)
                .map(|s| s.value)
        };
        for f in &facts {
            match f[0].as_str() {
                "code" => {
                    let len: usize = f[2].parse().unwrap();
                    let a = sym(&f[1]).unwrap_or_else(|| panic!("{name}: no symbol {}", f[1]));
                    let code = at_addr(&elf, a, len).unwrap();
                    assert_eq!(sha(&code), f[3], "{name}: code of {}", f[1]);
                }
                "kd" => {
                    let kd_addr = sym(&format!("{}.kd", f[1])).unwrap();
                    let kd = at_addr(&elf, kd_addr, 64).unwrap();
                    let entry = i64::from_le_bytes(kd[16..24].try_into().unwrap());
                    let kernel = sym(&f[1]).unwrap();
                    assert_eq!(
                        kd_addr as i64 + entry,
                        kernel as i64,
                        "{name}: {}'s entry offset",
                        f[1]
                    );
                    let mut k64 = [0u8; 64];
                    k64.copy_from_slice(&kd);
                    assert_eq!(kd_hex(&k64, &f[1]), f[2], "{name}: descriptor of {}", f[1]);
                }
                "metadata" => {
                    let m = elf.metadata().unwrap_or_default();
                    assert_eq!(m.len().to_string(), f[1], "{name}: metadata size");
                    assert_eq!(sha(m), f[2], "{name}: metadata");
                }
                _ => {}
            }
        }
        checked += 1;
    }
    assert!(checked >= 10, "{checked}");
}
