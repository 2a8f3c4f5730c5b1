//! The C interface of the assembler: `libamdgpu_asm` and
//! `include/amdgpu_asm.h`, a thin shell over [`asm::build`].
//!
//! Every exported function runs its body inside [`std::panic::catch_unwind`]:
//! no Rust panic crosses into C (a panic becomes
//! `AMDGPU_ASM_INTERNAL_ERROR` with a message). Pointers are checked for
//! NULL; strings must be NUL-terminated UTF-8.

#![deny(missing_docs)]

use std::ffi::{c_char, CStr, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;

use asm::{build, BuildOptions, Diagnostic, Error, OutputKind, Severity};

/// `amdgpu_asm_status_code` values.
const OK: i32 = 0;
const SOURCE_ERROR: i32 = 1;
const INVALID_ARGUMENT: i32 = 2;
const OUTPUT_ERROR: i32 = 3;
const INTERNAL_ERROR: i32 = 4;

/// One diagnostic, its strings kept as C strings.
struct Diag {
    file: CString,
    line: u32,
    column: u32,
    end_column: u32,
    severity: i32,
    message: CString,
    rendered: CString,
}

/// `amdgpu_asm_result`: what one call made, owned by C until
/// `amdgpu_asm_result_free`.
pub struct AsmResult {
    status: i32,
    bytes: Vec<u8>,
    diags: Vec<Diag>,
    rendered: CString,
}

/// `amdgpu_asm_diagnostic` (the header's layout).
#[repr(C)]
pub struct CDiagnostic {
    /// The file it is in.
    pub file: *const c_char,
    /// 1-based line (0: no place).
    pub line: u32,
    /// 1-based column in bytes (0: no place).
    pub column: u32,
    /// The column just past the span.
    pub end_column: u32,
    /// 0 error, 1 warning.
    pub severity: i32,
    /// What is wrong.
    pub message: *const c_char,
    /// As amdgpu-as prints it.
    pub rendered: *const c_char,
}

/// `amdgpu_asm_options` (the header's layout).
#[repr(C)]
pub struct COptions {
    /// Feature list or NULL.
    pub mattr: *const c_char,
    /// Triple or NULL.
    pub triple: *const c_char,
    /// The source's name or NULL.
    pub filename: *const c_char,
    /// `--defsym` names.
    pub defsym_names: *const *const c_char,
    /// `--defsym` values.
    pub defsym_values: *const i64,
    /// How many `--defsym`s.
    pub defsym_count: usize,
    /// `.include` directories.
    pub include_dirs: *const *const c_char,
    /// How many directories.
    pub include_dir_count: usize,
}

/// A C string of `s` (a NUL inside is written `\0`).
fn c_string(s: &str) -> CString {
    CString::new(s.replace('\0', "\\0")).unwrap_or_default()
}

fn severity_code(s: Severity) -> i32 {
    match s {
        Severity::Error => 0,
        Severity::Warning => 1,
    }
}

/// A problem with no place in the source (a bad argument, a writer error).
fn unplaced(file: &str, severity: Severity, message: &str) -> Diag {
    Diag {
        file: c_string(file),
        line: 0,
        column: 0,
        end_column: 0,
        severity: severity_code(severity),
        message: c_string(message),
        rendered: c_string(&format!("{severity}: {message}\n")),
    }
}

fn failure(status: i32, file: &str, message: &str) -> AsmResult {
    let d = unplaced(file, Severity::Error, message);
    AsmResult {
        status,
        bytes: Vec::new(),
        rendered: d.rendered.clone(),
        diags: vec![d],
    }
}

/// An optional C string; Err for one that is not UTF-8.
///
/// # Safety
/// `p` is NULL or a NUL-terminated string.
unsafe fn opt_str<'a>(p: *const c_char, what: &str) -> Result<Option<&'a str>, String> {
    if p.is_null() {
        return Ok(None);
    }
    CStr::from_ptr(p)
        .to_str()
        .map(Some)
        .map_err(|_| format!("{what} is not UTF-8"))
}

/// The call's work: arguments read, the source assembled, the result made.
///
/// # Safety
/// The pointers are as the header describes.
unsafe fn assemble_inner(
    source: *const c_char,
    source_len: usize,
    mcpu: *const c_char,
    output: i32,
    options: Option<&COptions>,
) -> AsmResult {
    let file = options
        .and_then(|o| opt_str(o.filename, "filename").ok().flatten())
        .unwrap_or("<string>")
        .to_string();
    let bad = |m: String| failure(INVALID_ARGUMENT, &file, &m);
    if source.is_null() && source_len != 0 {
        return bad("source is NULL".into());
    }
    let bytes: &[u8] = if source_len == 0 {
        &[]
    } else {
        std::slice::from_raw_parts(source.cast::<u8>(), source_len)
    };
    // Text that is not UTF-8 is read as the command line reads it.
    let src = String::from_utf8_lossy(bytes);
    let mcpu = match opt_str(mcpu, "mcpu") {
        Ok(Some(m)) => m,
        Ok(None) => return bad("mcpu is NULL".into()),
        Err(e) => return bad(e),
    };
    let output = match output {
        0 => OutputKind::CodeObject,
        1 => OutputKind::Object,
        2 => OutputKind::Binary,
        k => return bad(format!("unknown output kind {k}")),
    };
    let mut o = BuildOptions::new(mcpu);
    o.output = output;
    o.options.file_name = file.clone();
    if let Some(c) = options {
        match (opt_str(c.mattr, "mattr"), opt_str(c.triple, "triple")) {
            (Ok(m), Ok(t)) => {
                o.mattr = m.map(str::to_string);
                o.triple = t.map(str::to_string);
            }
            (Err(e), _) | (_, Err(e)) => return bad(e),
        }
        if c.defsym_count > 0 {
            if c.defsym_names.is_null() || c.defsym_values.is_null() {
                return bad("defsym_names or defsym_values is NULL".into());
            }
            let names = std::slice::from_raw_parts(c.defsym_names, c.defsym_count);
            let values = std::slice::from_raw_parts(c.defsym_values, c.defsym_count);
            for (n, v) in names.iter().zip(values) {
                match opt_str(*n, "a defsym name") {
                    Ok(Some(n)) => o.options.defsyms.push((n.to_string(), *v)),
                    Ok(None) => return bad("a defsym name is NULL".into()),
                    Err(e) => return bad(e),
                }
            }
        }
        if c.include_dir_count > 0 {
            if c.include_dirs.is_null() {
                return bad("include_dirs is NULL".into());
            }
            for d in std::slice::from_raw_parts(c.include_dirs, c.include_dir_count) {
                match opt_str(*d, "an include directory") {
                    Ok(Some(d)) => o.options.include_dirs.push(PathBuf::from(d)),
                    Ok(None) => return bad("an include directory is NULL".into()),
                    Err(e) => return bad(e),
                }
            }
        }
    }
    let diag = |d: &Diagnostic| Diag {
        file: c_string(d.file.as_deref().unwrap_or(&file)),
        line: d.line,
        column: d.col,
        end_column: d.end_col(),
        severity: severity_code(d.severity),
        message: c_string(&d.message),
        rendered: c_string(&d.rendered(&file, &src)),
    };
    let (status, bytes, mut diags) = match build(&src, &o) {
        Ok(b) => {
            let mut diags: Vec<Diag> = b
                .target_warnings
                .iter()
                .map(|w| unplaced(&file, Severity::Warning, w))
                .collect();
            diags.extend(b.diagnostics.iter().map(diag));
            (OK, b.bytes, diags)
        }
        Err(Error::Source(ds)) => (SOURCE_ERROR, Vec::new(), ds.iter().map(diag).collect()),
        Err(e @ Error::Target(_)) => return bad(e.to_string()),
        Err(e) => return failure(OUTPUT_ERROR, &file, &e.to_string()),
    };
    let mut all = String::new();
    for d in &diags {
        all.push_str(&d.rendered.to_string_lossy());
    }
    diags.shrink_to_fit();
    AsmResult {
        status,
        bytes,
        diags,
        rendered: c_string(&all),
    }
}

/// Runs `f`, turning a panic into an internal error.
fn guarded(f: impl FnOnce() -> AsmResult) -> *mut AsmResult {
    let r = catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|p| {
        let msg = p
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| p.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "panic".to_string());
        failure(
            INTERNAL_ERROR,
            "<string>",
            &format!("internal error in the assembler: {msg}"),
        )
    });
    Box::into_raw(Box::new(r))
}

/// `amdgpu_asm_assemble`: see the header.
///
/// # Safety
/// `source` points at `source_len` readable bytes (or is NULL with 0);
/// `mcpu`, `mattr` and `triple` are NULL or NUL-terminated strings.
#[no_mangle]
pub unsafe extern "C" fn amdgpu_asm_assemble(
    source: *const c_char,
    source_len: usize,
    mcpu: *const c_char,
    mattr: *const c_char,
    triple: *const c_char,
    output: i32,
) -> *mut AsmResult {
    guarded(|| {
        let o = COptions {
            mattr,
            triple,
            filename: std::ptr::null(),
            defsym_names: std::ptr::null(),
            defsym_values: std::ptr::null(),
            defsym_count: 0,
            include_dirs: std::ptr::null(),
            include_dir_count: 0,
        };
        assemble_inner(source, source_len, mcpu, output, Some(&o))
    })
}

/// `amdgpu_asm_assemble_ex`: see the header.
///
/// # Safety
/// As [`amdgpu_asm_assemble`]; `options` is NULL or points at a valid
/// `amdgpu_asm_options` whose arrays hold their counts of elements.
#[no_mangle]
pub unsafe extern "C" fn amdgpu_asm_assemble_ex(
    source: *const c_char,
    source_len: usize,
    mcpu: *const c_char,
    output: i32,
    options: *const COptions,
) -> *mut AsmResult {
    guarded(|| assemble_inner(source, source_len, mcpu, output, options.as_ref()))
}

/// `amdgpu_asm_status`: see the header.
///
/// # Safety
/// `r` is NULL or a live result.
#[no_mangle]
pub unsafe extern "C" fn amdgpu_asm_status(r: *const AsmResult) -> i32 {
    r.as_ref().map_or(INVALID_ARGUMENT, |r| r.status)
}

/// `amdgpu_asm_bytes`: see the header.
///
/// # Safety
/// `r` is NULL or a live result; `len` is NULL or writable.
#[no_mangle]
pub unsafe extern "C" fn amdgpu_asm_bytes(r: *const AsmResult, len: *mut usize) -> *const u8 {
    let (p, n) = match r.as_ref() {
        Some(r) if r.status == OK => (r.bytes.as_ptr(), r.bytes.len()),
        _ => (std::ptr::null(), 0),
    };
    if let Some(l) = len.as_mut() {
        *l = n;
    }
    p
}

/// `amdgpu_asm_diagnostic_count`: see the header.
///
/// # Safety
/// `r` is NULL or a live result.
#[no_mangle]
pub unsafe extern "C" fn amdgpu_asm_diagnostic_count(r: *const AsmResult) -> usize {
    r.as_ref().map_or(0, |r| r.diags.len())
}

/// `amdgpu_asm_diagnostic_get`: see the header.
///
/// # Safety
/// `r` is NULL or a live result; `out` is NULL or writable.
#[no_mangle]
pub unsafe extern "C" fn amdgpu_asm_diagnostic_get(
    r: *const AsmResult,
    index: usize,
    out: *mut CDiagnostic,
) -> i32 {
    let (Some(r), Some(out)) = (r.as_ref(), out.as_mut()) else {
        return -1;
    };
    let Some(d) = r.diags.get(index) else {
        return -1;
    };
    *out = CDiagnostic {
        file: d.file.as_ptr(),
        line: d.line,
        column: d.column,
        end_column: d.end_column,
        severity: d.severity,
        message: d.message.as_ptr(),
        rendered: d.rendered.as_ptr(),
    };
    0
}

/// `amdgpu_asm_rendered`: see the header.
///
/// # Safety
/// `r` is NULL or a live result.
#[no_mangle]
pub unsafe extern "C" fn amdgpu_asm_rendered(r: *const AsmResult) -> *const c_char {
    match r.as_ref() {
        Some(r) => r.rendered.as_ptr(),
        None => c"".as_ptr(),
    }
}

/// `amdgpu_asm_result_free`: see the header.
///
/// # Safety
/// `r` is NULL or a result not yet freed.
#[no_mangle]
pub unsafe extern "C" fn amdgpu_asm_result_free(r: *mut AsmResult) {
    if !r.is_null() {
        // (Dropping plain vectors and strings does not panic.)
        drop(Box::from_raw(r));
    }
}

/// `amdgpu_asm_version`: see the header.
#[no_mangle]
pub extern "C" fn amdgpu_asm_version() -> *const c_char {
    static V: &CStr =
        match CStr::from_bytes_with_nul(concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes()) {
            Ok(v) => v,
            Err(_) => c"",
        };
    V.as_ptr()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(src: &str, cpu: &str, out: i32) -> Box<AsmResult> {
        let cpu = CString::new(cpu).unwrap();
        unsafe {
            Box::from_raw(amdgpu_asm_assemble(
                src.as_ptr().cast(),
                src.len(),
                cpu.as_ptr(),
                std::ptr::null(),
                std::ptr::null(),
                out,
            ))
        }
    }

    #[test]
    fn errors_carry_places_and_rendering() {
        let r = run("s_nop 0\ns_mov_b32 s0\n", "gfx900", 0);
        assert_eq!(r.status, SOURCE_ERROR);
        assert!(r.bytes.is_empty());
        assert_eq!((r.diags[0].line, r.diags[0].column), (2, 13));
        assert!(r
            .rendered
            .to_str()
            .unwrap()
            .starts_with("<string>:2:13: error: too few operands"));
    }

    #[test]
    fn bad_arguments_are_reported_not_crashed() {
        let r = run("s_nop 0\n", "gfx9999", 0);
        assert_eq!(r.status, INVALID_ARGUMENT);
        assert_eq!(r.diags[0].line, 0);
        let r = run("s_nop 0\n", "gfx900", 7);
        assert_eq!(r.status, INVALID_ARGUMENT);
        unsafe {
            let p = amdgpu_asm_assemble(
                std::ptr::null(),
                5,
                c"gfx900".as_ptr(),
                std::ptr::null(),
                std::ptr::null(),
                0,
            );
            assert_eq!(amdgpu_asm_status(p), INVALID_ARGUMENT);
            amdgpu_asm_result_free(p);
            assert_eq!(amdgpu_asm_status(std::ptr::null()), INVALID_ARGUMENT);
            let mut n = 7;
            assert!(amdgpu_asm_bytes(std::ptr::null(), &mut n).is_null());
            assert_eq!(n, 0);
        }
    }

    #[test]
    fn a_panic_becomes_an_internal_error() {
        let r = guarded(|| panic!("boom"));
        unsafe {
            assert_eq!(amdgpu_asm_status(r), INTERNAL_ERROR);
            let text = CStr::from_ptr(amdgpu_asm_rendered(r)).to_str().unwrap();
            assert!(text.contains("boom"), "{text}");
            amdgpu_asm_result_free(r);
        }
    }
}
