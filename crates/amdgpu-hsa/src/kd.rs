//! Kernel descriptors: the 64 bytes an `.amdhsa_kernel` block assembles to,
//! and back. Every bit position, default, range and per-processor rule comes
//! from `data/hsa/kernel_descriptor.txt`; this module only interprets it.

use amdgpu_isa::{target::Feature as TargetFeature, Generation, Target};
use std::ops::Range;

/// A byte range in the assembler's source.
pub type Span = Range<usize>;

/// The size of a kernel descriptor in bytes.
pub const KD_SIZE: usize = crate::kd_table::DESCRIPTOR_BYTES;

/// The text of `data/hsa/kernel_descriptor.txt`.
pub const KD_DATA: &str = include_str!("../../../data/hsa/kernel_descriptor.txt");

/// Why an `.amdhsa_kernel` block was rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KdErrorKind {
    /// Not an `.amdhsa_*` directive of an `.amdhsa_kernel` block.
    UnknownDirective,
    /// The directive was already given in this block.
    Repeated,
    /// The directive does not exist on this processor.
    NotOnTarget,
    /// The value does not fit the directive's field or range.
    OutOfRange,
    /// `.amdhsa_reserve_xnack_mask` contradicts the target id's xnack setting.
    XnackMismatch,
    /// A required directive is missing.
    Missing,
    /// The directives contradict each other (user SGPR count, accum_offset,
    /// shared VGPRs in wave32).
    Inconsistent,
}

/// An error in an `.amdhsa_kernel` block, with llvm-mc 22's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KdError {
    /// What kind of problem it is.
    pub kind: KdErrorKind,
    /// The message, worded as llvm-mc 22 words it.
    pub message: String,
    /// Where: the directive's name or value, or `None` for the
    /// `.end_amdhsa_kernel` line (errors found when the block is complete).
    pub span: Option<Span>,
}

impl std::fmt::Display for KdError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for KdError {}

/// Where the parts of one directive statement are in the source.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DirectiveSpan {
    /// The directive's name (`.amdhsa_tg_split`).
    pub name: Span,
    /// Its value expression.
    pub value: Span,
}

impl From<Span> for DirectiveSpan {
    /// One span for both name and value.
    fn from(s: Span) -> Self {
        DirectiveSpan {
            name: s.clone(),
            value: s,
        }
    }
}

// ------------------------------------------------------------------ tables

use crate::kd_table::{
    Atom, Check, Cond, Default, Dest, DirLine, FeatureDef, Field, SgprRule, Tables, Var,
};

// `static TABLES: Tables`, written by build.rs from the data file.
include!(concat!(env!("OUT_DIR"), "/kd_tables.rs"));

fn tables() -> &'static Tables {
    &TABLES
}

/// Checks that `data/hsa/kernel_descriptor.txt` parses and is consistent,
/// its processor names among [`amdgpu_isa::target::CPUS`].
pub fn check_data() -> Result<(), String> {
    let is_cpu = |s: &str| amdgpu_isa::target::CPUS.iter().any(|p| p.name == s);
    Tables::read(KD_DATA, is_cpu).map(|_| ())
}

fn gen_num(g: Generation) -> u8 {
    match g {
        Generation::Gfx6 => 6,
        Generation::Gfx7 => 7,
        Generation::Gfx8 => 8,
        Generation::Gfx9 => 9,
        Generation::Gfx10 => 10,
        Generation::Gfx11 => 11,
        Generation::Gfx12 => 12,
    }
}

/// What conditions are evaluated against.
struct Ctx<'a> {
    cpu: &'a str,
    gen: u8,
    wave32: bool,
}

impl Tables {
    fn atom(&self, a: &Atom, c: &Ctx) -> bool {
        match a {
            Atom::Proc(p) => *p == c.cpu,
            Atom::GenGe(n) => c.gen >= *n,
            Atom::GenLe(n) => c.gen <= *n,
            Atom::GenEq(n) => c.gen == *n,
            Atom::Wave32 => c.wave32,
            Atom::Feature(i) => self.features[*i].any.iter().any(|a| self.atom(a, c)),
        }
    }
    /// The granulated SGPR count rule that applies in `c` (the first whose
    /// condition holds).
    fn sgpr_rule(&self, c: &Ctx) -> Option<&SgprRule> {
        self.sgpr_rules.iter().find(|r| self.holds(&r.when, c))
    }

    fn holds(&self, cond: &Cond, c: &Ctx) -> bool {
        cond.0.iter().all(|(neg, a)| self.atom(a, c) != *neg)
    }
    fn field(&self, name: &str, c: &Ctx) -> Option<&Field> {
        self.fields
            .iter()
            .find(|f| f.name == name && self.holds(&f.when, c))
    }
    fn dir_line(&self, name: &str, c: &Ctx) -> Option<&DirLine> {
        self.dirs
            .iter()
            .find(|d| d.name == name && self.holds(&d.when, c))
    }
    /// The first failing `need` of a directive on this target.
    fn unmet(&self, d: &DirLine, c: &Ctx) -> Option<String> {
        d.needs
            .iter()
            .find(|(cond, _)| !self.holds(cond, c))
            .map(|(_, m)| m.replace("{cpu}", c.cpu))
    }
    fn valid(&self, d: &DirLine, c: &Ctx) -> bool {
        self.unmet(d, c).is_none()
    }
    fn default_of(&self, d: &DirLine, t: &Target, c: &Ctx) -> Option<i64> {
        Some(match d.default {
            Default::Const(v) => v,
            Default::Xnack => {
                let xs = self
                    .features
                    .iter()
                    .position(|f| f.name == "xnack_support")
                    .map(|i| self.atom(&Atom::Feature(i), c))
                    .unwrap_or(false);
                (xs && t.xnack != TargetFeature::Off) as i64
            }
            Default::Wave32 => (c.gen >= 10 && t.has_mattr("wavefrontsize64") != Some(true)) as i64,
            Default::Wgp => (t.has_mattr("cumode") != Some(true)) as i64,
            Default::None => return None,
        })
    }
    fn range_max(&self, d: &DirLine, c: &Ctx) -> u64 {
        if let Some(m) = d.max {
            return m;
        }
        match &d.dest {
            Dest::Field(f) => self.field(f, c).map(Field::max).unwrap_or(0),
            Dest::Var(_) => u64::MAX,
        }
    }
}

fn put(bytes: &mut [u8; KD_SIZE], f: &Field, v: u64) {
    let (lo, hi) = f.abs();
    for b in lo..=hi {
        let bit = (v >> (b - lo)) & 1;
        let (i, s) = ((b / 8) as usize, b % 8);
        bytes[i] = (bytes[i] & !(1 << s)) | ((bit as u8) << s);
    }
}

fn get(bytes: &[u8; KD_SIZE], f: &Field) -> u64 {
    let (lo, hi) = f.abs();
    let mut v = 0u64;
    for b in lo..=hi {
        let (i, s) = ((b / 8) as usize, b % 8);
        v |= (((bytes[i] >> s) & 1) as u64) << (b - lo);
    }
    v
}

fn out_of_range(span: Option<Span>) -> KdError {
    KdError {
        kind: KdErrorKind::OutOfRange,
        message: "value out of range".into(),
        span,
    }
}

fn end_error(kind: KdErrorKind, message: &str) -> KdError {
    KdError {
        kind,
        message: message.to_string(),
        span: None,
    }
}

// ------------------------------------------------------------------ builder

/// Collects the directives of one `.amdhsa_kernel` block and produces the
/// 64-byte kernel descriptor as llvm-mc 22 does.
///
/// ```
/// use amdgpu_hsa::KernelDescriptorBuilder;
/// use amdgpu_isa::Target;
/// let mut b = KernelDescriptorBuilder::new(Target::parse("gfx900").unwrap(), 5);
/// b.set(".amdhsa_next_free_vgpr", 33, 0..0).unwrap();
/// b.set(".amdhsa_next_free_sgpr", 17, 0..0).unwrap();
/// let kd = b.finish().unwrap();
/// assert_eq!(&kd[48..52], &[0x88, 0x00, 0xac, 0x00]); // COMPUTE_PGM_RSRC1
/// ```
///
/// Bytes 16..24 (KERNEL_CODE_ENTRY_BYTE_OFFSET) stay zero: in a relocatable
/// object llvm-mc emits an `R_AMDGPU_REL64` relocation there against the
/// kernel's symbol with addend 16; a linker or code object writer fills them.
#[derive(Clone, Debug)]
pub struct KernelDescriptorBuilder {
    target: Target,
    code_object_version: u32,
    /// Per directive name (index into the table's names): value and spans.
    values: Vec<Option<(i64, DirectiveSpan)>>,
}

impl KernelDescriptorBuilder {
    /// A builder for one kernel on `target` with code object version
    /// `code_object_version` (4, 5 or 6; the descriptor is the same for all).
    pub fn new(target: Target, code_object_version: u32) -> Self {
        let t = tables();
        KernelDescriptorBuilder {
            target,
            code_object_version,
            values: vec![None; t.names.len()],
        }
    }

    /// The code object version given to [`KernelDescriptorBuilder::new`].
    pub fn code_object_version(&self) -> u32 {
        self.code_object_version
    }

    fn ctx(&self, wave32: bool) -> Ctx<'static> {
        Ctx {
            cpu: self.target.processor.canonical,
            gen: gen_num(self.target.generation()),
            wave32,
        }
    }

    /// Records one directive (`.amdhsa_next_free_vgpr`, ...) with its
    /// evaluated value. `span` locates the directive: a single span, or a
    /// [`DirectiveSpan`] that tells the name from the value. Errors: unknown
    /// directive, repeated directive, not available on the target, value
    /// out of range, `.amdhsa_reserve_xnack_mask` contradicting the target id.
    pub fn set(
        &mut self,
        name: &str,
        value: i64,
        span: impl Into<DirectiveSpan>,
    ) -> Result<(), KdError> {
        let span = span.into();
        let t = tables();
        let c = self.ctx(false);
        let Some(idx) = t.names.iter().position(|n| *n == name) else {
            return Err(KdError {
                kind: KdErrorKind::UnknownDirective,
                message: "unknown .amdhsa_kernel directive".into(),
                span: Some(span.name),
            });
        };
        if self.values[idx].is_some() {
            return Err(KdError {
                kind: KdErrorKind::Repeated,
                message: ".amdhsa_ directives cannot be repeated".into(),
                span: Some(span.value),
            });
        }
        let Some(d) = t.dir_line(name, &c) else {
            return Err(KdError {
                kind: KdErrorKind::NotOnTarget,
                message: format!("directive unsupported on {}", c.cpu),
                span: Some(span.name),
            });
        };
        if value < 0 {
            return Err(out_of_range(Some(span.value)));
        }
        if let Some(m) = t.unmet(d, &c) {
            return Err(KdError {
                kind: KdErrorKind::NotOnTarget,
                message: m,
                span: Some(span.name),
            });
        }
        if value as u64 > t.range_max(d, &c) {
            return Err(out_of_range(Some(span.value)));
        }
        if let Some(m) = &d.match_default {
            if t.default_of(d, &self.target, &c) != Some(value) {
                return Err(KdError {
                    kind: KdErrorKind::XnackMismatch,
                    message: m.to_string(),
                    span: Some(span.name),
                });
            }
        }
        self.values[idx] = Some((value, span));
        Ok(())
    }

    /// The block as llvm-mc 22 lists it after `.end_amdhsa_kernel`: each
    /// directive of the target, in its order, with the value given, else
    /// its default (the user SGPR count: the one the enabled user SGPRs
    /// imply). `.amdhsa_reserve_xnack_mask` is not listed, nor is a
    /// directive without a value (a required one missing: an error).
    pub fn listed(&self) -> Vec<(&'static str, i64)> {
        let t = tables();
        let c = self.ctx(false);
        let mut out = Vec::new();
        let (mut implied, mut preload) = (0i64, 0i64);
        let mut user_at = None;
        for (idx, name) in t.names.iter().enumerate() {
            let Some(d) = t.dir_line(name, &c) else {
                continue;
            };
            if !t.valid(d, &c) || *name == ".amdhsa_reserve_xnack_mask" {
                continue;
            }
            let value = match &self.values[idx] {
                Some((v, _)) => Some(*v),
                None => t.default_of(d, &self.target, &c),
            };
            if *name == ".amdhsa_user_sgpr_count" && self.values[idx].is_none() {
                user_at = Some(out.len());
                out.push((*name, 0));
                continue;
            }
            let Some(v) = value else {
                continue;
            };
            implied += d.usgpr as i64 * v.min(1);
            if *name == ".amdhsa_user_sgpr_kernarg_preload_length" {
                preload = v;
            }
            out.push((*name, v));
        }
        if let Some(i) = user_at {
            out[i].1 = implied + preload;
        }
        out
    }

    fn given(&self, name: &str) -> Option<&(i64, DirectiveSpan)> {
        let t = tables();
        let i = t.names.iter().position(|n| *n == name)?;
        self.values[i].as_ref()
    }

    /// Checks the block and produces the descriptor: required directives,
    /// defaults, granulated VGPR and SGPR counts, user SGPR count, kernarg
    /// preload, accum_offset.
    pub fn finish(&self) -> Result<[u8; KD_SIZE], KdError> {
        let t = tables();
        let c0 = self.ctx(false);
        let mut kd = [0u8; KD_SIZE];
        let mut vars: Vec<(Var, i64)> = Vec::new();
        let mut wave32 = false;
        let mut implied_user = 0i64;
        let mut preload_len = 0i64;
        for (idx, name) in t.names.iter().enumerate() {
            let Some(d) = t.dir_line(name, &c0) else {
                continue;
            };
            if !t.valid(d, &c0) {
                // Reserves the target lacks still count at their defaults
                // (flat scratch on GFX6 and with architected flat scratch).
                if let (Dest::Var(v), Some(def)) = (&d.dest, t.default_of(d, &self.target, &c0)) {
                    vars.push((*v, def));
                }
                continue;
            }
            let value = match &self.values[idx] {
                Some((v, _)) => *v,
                None => {
                    if let Some(m) = &d.required {
                        return Err(end_error(KdErrorKind::Missing, m));
                    }
                    match t.default_of(d, &self.target, &c0) {
                        Some(v) => v,
                        None => continue,
                    }
                }
            };
            match &d.dest {
                Dest::Var(v) => vars.push((*v, value)),
                Dest::Field(fname) => {
                    let Some(f) = t.field(fname, &c0) else {
                        continue;
                    };
                    let enc = if d.div4m1 {
                        (value / 4 - 1).max(0) as u64
                    } else {
                        value as u64
                    };
                    put(&mut kd, f, enc);
                    if *fname == "ENABLE_WAVEFRONT_SIZE32" {
                        wave32 = value != 0;
                    }
                    if *fname == "KERNARG_PRELOAD_SPEC_LENGTH" {
                        preload_len = value;
                    }
                    implied_user += d.usgpr as i64 * value.min(1);
                }
            }
        }
        implied_user += preload_len;
        let var = |v: Var| vars.iter().find(|(k, _)| *k == v).map(|(_, x)| *x);
        let c = self.ctx(wave32);

        // Granulated VGPR count.
        let nfv = var(Var::NextFreeVgpr).unwrap_or(0);
        let vspan = self
            .given(".amdhsa_next_free_vgpr")
            .map(|g| g.1.value.clone());
        let granule = t
            .vgpr_granules
            .iter()
            .find(|(_, w)| t.holds(w, &c))
            .map(|(g, _)| *g as i64)
            .unwrap_or(4);
        let vblocks = (nfv.max(1) + granule - 1) / granule - 1;
        let vf = t
            .field("GRANULATED_WORKITEM_VGPR_COUNT", &c)
            .expect("VGPR count field");
        // User SGPR count (its errors come after the register counts').
        let uf = t
            .field("USER_SGPR_COUNT", &c)
            .expect("USER_SGPR_COUNT field");
        let mut user_error = None;
        let explicit = var(Var::UserSgprCount)
            .filter(|_| self.given(".amdhsa_user_sgpr_count").is_some())
            .map(|x| x & 0xffff_ffff);
        let user = match explicit {
            Some(explicit) => {
                if explicit < implied_user {
                    user_error = Some(
                        "amdgpu_user_sgpr_count smaller than than implied by enabled user SGPRs",
                    );
                }
                explicit
            }
            None => implied_user,
        };
        if user_error.is_none() && user as u64 > uf.max() {
            user_error = Some("too many user SGPRs enabled");
        }

        // Granulated SGPR count.
        let sspan = self
            .given(".amdhsa_next_free_sgpr")
            .map(|g| g.1.value.clone());
        if let Some(rule) = t.sgpr_rule(&c) {
            if rule.granule > 0 {
                let mut n = var(Var::NextFreeSgpr).unwrap_or(0);
                if preload_len > 0 {
                    n = n.max(user);
                }
                let g = sgpr_blocks(rule, n, &vars).ok_or_else(|| out_of_range(sspan))?;
                let sf = t
                    .field("GRANULATED_WAVEFRONT_SGPR_COUNT", &c)
                    .expect("SGPR count field");
                if g as u64 > sf.max() {
                    return Err(out_of_range(
                        self.given(".amdhsa_next_free_sgpr")
                            .map(|g| g.1.value.clone()),
                    ));
                }
                put(&mut kd, sf, g as u64);
            }
        }

        if vblocks as u64 > vf.max() {
            return Err(out_of_range(vspan));
        }
        put(&mut kd, vf, vblocks as u64);
        if let Some(m) = user_error {
            return Err(end_error(KdErrorKind::Inconsistent, m));
        }
        put(&mut kd, uf, user as u64);

        // Preloaded kernel arguments must lie inside the kernarg segment.
        let kernarg_size = self.given(".amdhsa_kernarg_size").map(|g| g.0).unwrap_or(0);
        let preload_off = self
            .given(".amdhsa_user_sgpr_kernarg_preload_offset")
            .map(|g| g.0)
            .unwrap_or(0);
        if preload_len > 0 && kernarg_size > 0 && (preload_len + preload_off) * 4 > kernarg_size {
            return Err(end_error(
                KdErrorKind::Inconsistent,
                "Kernarg preload length + offset is larger than the kernarg segment size",
            ));
        }

        // accum_offset.
        if let Some(d) = t.dir_line(".amdhsa_accum_offset", &c) {
            if t.valid(d, &c) {
                let a = self.given(".amdhsa_accum_offset").map(|g| g.0).unwrap_or(0);
                if !(4..=256).contains(&a) || a % 4 != 0 {
                    return Err(end_error(
                        KdErrorKind::Inconsistent,
                        "accum_offset should be in range [4..256] in increments of 4",
                    ));
                }
                if a > (nfv.max(1) + 3) / 4 * 4 {
                    return Err(end_error(
                        KdErrorKind::Inconsistent,
                        "accum_offset exceeds total VGPR allocation",
                    ));
                }
            }
        }

        // Shared VGPRs are a wave64 feature.
        let shared = self
            .given(".amdhsa_shared_vgpr_count")
            .map(|g| g.0)
            .unwrap_or(0);
        let explicit_w32 = self
            .given(".amdhsa_wavefront_size32")
            .map(|g| g.0)
            .unwrap_or(0);
        if shared != 0 && explicit_w32 != 0 {
            return Err(end_error(
                KdErrorKind::Inconsistent,
                "shared_vgpr_count directive not valid on wavefront size 32",
            ));
        }
        if shared * 2 + vblocks > 63 {
            return Err(end_error(
                KdErrorKind::Inconsistent,
                "shared_vgpr_count*2 + compute_pgm_rsrc1.GRANULATED_WORKITEM_VGPR_COUNT cannot exceed 63",
            ));
        }
        Ok(kd)
    }
}

/// The granulated SGPR count under `rule`, or None when out of range.
fn sgpr_blocks(rule: &SgprRule, n: i64, vars: &[(Var, i64)]) -> Option<i64> {
    let var = |v: Var| {
        vars.iter()
            .find(|(k, _)| *k == v)
            .map(|(_, x)| *x)
            .unwrap_or(0)
    };
    let mut extra = 0;
    if var(Var::ReserveVcc) != 0 {
        extra = extra.max(rule.vcc);
    }
    if var(Var::ReserveXnackMask) != 0 {
        extra = extra.max(rule.xnack);
    }
    if var(Var::ReserveFlatScratch) != 0 {
        extra = extra.max(rule.flat);
    }
    if rule.check == Check::Before && n > rule.max as i64 {
        return None;
    }
    let mut total = n + extra as i64;
    if rule.check == Check::After && total > rule.max as i64 {
        return None;
    }
    if let Some(f) = rule.fixed {
        total = f as i64;
    }
    let g = rule.granule as i64;
    Some((total.max(1) + g - 1) / g - 1)
}

// ------------------------------------------------------------------ describe

/// An `.amdhsa_kernel` body recovered from a descriptor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KdDescription {
    /// The directives, in llvm-mc's order, each with its value. Directives
    /// at their default are left out, except the required ones.
    pub directives: Vec<(&'static str, i64)>,
    /// Fields whose bits no directive can set (PRIORITY, DEBUG_MODE,
    /// GRANULATED_LDS_SIZE, reserved bits, ...) but which are non-zero in
    /// the descriptor, or which these directives fail to reproduce. Empty
    /// when assembling `directives` gives back the same 64 bytes.
    pub unrepresentable: Vec<&'static str>,
}

/// Recovers the `.amdhsa_*` directives of a kernel descriptor: assembling
/// them again (for the same target and code object version) gives the same
/// bytes, unless [`KdDescription::unrepresentable`] names the fields that
/// stand in the way. Bytes 16..24 (the code entry offset, a relocation in
/// objects and a link-time value in code objects) are ignored.
pub fn describe(kd: &[u8; KD_SIZE], target: &Target, code_object_version: u32) -> KdDescription {
    let t = tables();
    let gen = gen_num(target.generation());
    let cpu = target.processor.canonical;
    let c0 = Ctx {
        cpu,
        gen,
        wave32: false,
    };
    // Effective wavefront size, from the descriptor itself.
    let wave32 = t
        .field("ENABLE_WAVEFRONT_SIZE32", &c0)
        .map(|f| get(kd, f) != 0)
        .unwrap_or(false)
        && gen >= 10;
    let c = Ctx { cpu, gen, wave32 };
    let mut dirs: Vec<(&'static str, i64)> = Vec::new();
    let mut implied_user = 0i64;
    let mut preload_len = 0i64;
    let mut var_dirs: Vec<(&'static str, Var, &DirLine)> = Vec::new();
    for name in t.names {
        let Some(d) = t.dir_line(name, &c0) else {
            continue;
        };
        if !t.valid(d, &c0) {
            continue;
        }
        let name: &'static str = name;
        match &d.dest {
            Dest::Var(v) => var_dirs.push((name, *v, d)),
            Dest::Field(fname) => {
                let Some(f) = t.field(fname, &c0) else {
                    continue;
                };
                let raw = get(kd, f) as i64;
                let v = if d.div4m1 { (raw + 1) * 4 } else { raw };
                if *fname == "KERNARG_PRELOAD_SPEC_LENGTH" {
                    preload_len = v;
                }
                implied_user += d.usgpr as i64 * v.min(1);
                let default = t.default_of(d, target, &c0);
                if d.required.is_some() || default != Some(v) {
                    dirs.push((name, v));
                }
            }
        }
    }
    implied_user += preload_len;
    let user = t
        .field("USER_SGPR_COUNT", &c)
        .map(|f| get(kd, f) as i64)
        .unwrap_or(0);
    let granule = t
        .vgpr_granules
        .iter()
        .find(|(_, w)| t.holds(w, &c))
        .map(|(g, _)| *g as i64)
        .unwrap_or(4);
    let vblocks = t
        .field("GRANULATED_WORKITEM_VGPR_COUNT", &c)
        .map(|f| get(kd, f) as i64)
        .unwrap_or(0);
    let sblocks = t
        .field("GRANULATED_WAVEFRONT_SGPR_COUNT", &c)
        .map(|f| get(kd, f) as i64)
        .unwrap_or(0);

    // Registers and reserves: the defaults when they give back the SGPR
    // count, otherwise the first combination of reserve flags that does.
    let rule = t.sgpr_rule(&c);
    let reserve_names: Vec<(&'static str, Var, i64, bool)> = var_dirs
        .iter()
        .filter(|(_, v, _)| {
            matches!(
                v,
                Var::ReserveVcc | Var::ReserveFlatScratch | Var::ReserveXnackMask
            )
        })
        .map(|(n, v, d)| {
            let def = t.default_of(d, target, &c0).unwrap_or(0);
            (*n, *v, def, d.match_default.is_none())
        })
        .collect();
    let mut combos: Vec<Vec<(Var, i64)>> = Vec::new();
    let free: Vec<usize> = (0..reserve_names.len())
        .filter(|&i| reserve_names[i].3)
        .collect();
    for mask in 0u32..(1 << free.len()) {
        let mut combo: Vec<(Var, i64)> = reserve_names.iter().map(|r| (r.1, r.2)).collect();
        for (bit, &i) in free.iter().enumerate() {
            if mask >> bit & 1 == 1 {
                combo[i].1 = 1 - combo[i].1;
            }
        }
        combos.push(combo);
    }
    // Reserves of directives this target lacks keep their defaults.
    for (v, def) in [
        (Var::ReserveVcc, 1),
        (Var::ReserveFlatScratch, 1),
        (Var::ReserveXnackMask, 0),
    ] {
        for combo in combos.iter_mut() {
            if !combo.iter().any(|(k, _)| *k == v) {
                combo.push((v, def));
            }
        }
    }
    let mut chosen: Option<(i64, Vec<(Var, i64)>)> = None;
    match rule {
        Some(r) if r.granule > 0 => {
            'outer: for combo in &combos {
                let top = (sblocks + 1) * r.granule as i64;
                for n in (0..=top).rev() {
                    let eff = if preload_len > 0 { n.max(user) } else { n };
                    if sgpr_blocks(r, eff, combo) == Some(sblocks) {
                        chosen = Some((n, combo.clone()));
                        break 'outer;
                    }
                }
            }
        }
        _ => chosen = Some((0, combos.first().cloned().unwrap_or_default())),
    }
    let (nfs, combo) = chosen.unwrap_or((0, combos.first().cloned().unwrap_or_default()));
    for (name, v, _) in &var_dirs {
        match v {
            Var::NextFreeVgpr => dirs.push((name, (vblocks + 1) * granule)),
            Var::NextFreeSgpr => dirs.push((name, nfs)),
            Var::UserSgprCount => {
                if user != implied_user {
                    dirs.push((name, user));
                }
            }
            _ => {
                let val = combo
                    .iter()
                    .find(|(k, _)| k == v)
                    .map(|(_, x)| *x)
                    .unwrap_or(0);
                let def = reserve_names
                    .iter()
                    .find(|r| r.1 == *v)
                    .map(|r| r.2)
                    .unwrap_or(0);
                if val != def {
                    dirs.push((name, val));
                }
            }
        }
    }
    // Keep llvm-mc's order.
    dirs.sort_by_key(|(n, _)| t.names.iter().position(|x| x == n));

    // Check by assembling again.
    let mut unrep: Vec<&'static str> = Vec::new();
    let mut b = KernelDescriptorBuilder::new(target.clone(), code_object_version);
    let mut ok = true;
    for (n, v) in &dirs {
        if b.set(n, *v, 0..0).is_err() {
            ok = false;
        }
    }
    let again = if ok { b.finish().ok() } else { None };
    let entry = t.field("KERNEL_CODE_ENTRY_BYTE_OFFSET", &c);
    for bit in 0..(KD_SIZE as u32 * 8) {
        if let Some(e) = entry {
            let (lo, hi) = e.abs();
            if (lo..=hi).contains(&bit) {
                continue;
            }
        }
        let (i, s) = ((bit / 8) as usize, bit % 8);
        let orig = (kd[i] >> s) & 1;
        let new = again.map(|a| (a[i] >> s) & 1);
        if new == Some(orig) {
            continue;
        }
        if new.is_none() && orig == 0 {
            continue;
        }
        let name: &'static str = t
            .fields
            .iter()
            .find(|f| {
                let (lo, hi) = f.abs();
                (lo..=hi).contains(&bit) && t.holds(&f.when, &c)
            })
            .map(|f| f.name)
            .unwrap_or("RESERVED");
        if !unrep.contains(&name) {
            unrep.push(name);
        }
    }
    if again.is_none() && unrep.is_empty() {
        unrep.push("DIRECTIVES");
    }
    KdDescription {
        directives: dirs,
        unrepresentable: unrep,
    }
}

/// Where llvm-mc 22 writes the value of directive `name` on `target`: the
/// byte offset of its descriptor field, and for a directive whose bits are
/// set after the block is read (`late` in the data) its place among those
/// (the data's order, not the source's). Writing the descriptor field by
/// field, llvm-mc lists the symbols a block names first in that order.
/// `Some(None)`: the directive is known but its value is written nowhere
/// on this target (its symbols are not listed by the block).
pub fn write_order(target: &Target, name: &str) -> Option<Option<(u8, Option<usize>)>> {
    let t = tables();
    let c = Ctx {
        cpu: target.processor.canonical,
        gen: gen_num(target.generation()),
        wave32: false,
    };
    let d = t.dir_line(name, &c)?;
    let field = match d.dest {
        Dest::Field(f) => f,
        Dest::Var(_) => d.lands?,
    };
    // GFX10+ writes no SGPR count (the rule's granule is 0): what lands
    // there is never written, and llvm-mc lists its symbols only where
    // something else names them.
    if field == "GRANULATED_WAVEFRONT_SGPR_COUNT" && t.sgpr_rule(&c).is_some_and(|r| r.granule == 0)
    {
        return Some(None);
    }
    let late = d
        .late
        .then(|| t.names.iter().position(|n| *n == name))
        .flatten();
    Some(Some((t.field(field, &c)?.byte, late)))
}

/// Every `.amdhsa_*` directive name llvm-mc 22 knows, in its printing order.
pub fn directive_names() -> impl Iterator<Item = &'static str> {
    tables().names.iter().copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn data_parses() {
        check_data().unwrap();
        let t = tables();
        assert!(t.names.len() >= 49, "{}", t.names.len());
        // Every line of the data file is either blank, a comment, or parsed.
        let mut n = 0;
        for line in KD_DATA.lines() {
            let l = line.split('#').next().unwrap().trim();
            if !l.is_empty() {
                n += 1;
            }
        }
        assert_eq!(
            n,
            t.features.len()
                + t.fields.len()
                + t.dirs.len()
                + t.vgpr_granules.len()
                + t.sgpr_rules.len()
        );
    }

    fn is_cpu(s: &str) -> bool {
        amdgpu_isa::target::CPUS.iter().any(|p| p.name == s)
    }

    #[test]
    fn data_errors_are_reported() {
        assert!(Tables::read("field X 0 40:0\n", is_cpu).is_err());
        assert!(Tables::read("dir .x field=NOPE\n", is_cpu).is_err());
        assert!(Tables::read("feature f gfx9999\n", is_cpu).is_err());
        assert!(Tables::read("bogus\n", is_cpu).is_err());
        assert!(Tables::read("feature f gfx900\nfield X 0 \"a\n", is_cpu).is_err());
    }

    /// The tables compiled in (written by build.rs, which takes any word
    /// for a processor) are those the data file gives when its processor
    /// names are checked.
    #[test]
    fn compiled_tables_are_the_data_s() {
        let read = Tables::read(KD_DATA, is_cpu).unwrap();
        assert_eq!(TABLES.to_rust(), read.to_rust());
        assert!(TABLES.to_rust().len() > 10_000);
    }
}
