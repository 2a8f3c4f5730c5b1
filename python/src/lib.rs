//! The `amdgpu_asm` Python module: a thin shell over `amdgpu_asm::build`
//! (assembling, with the GIL released), `amdgpu_isa::disassemble` and
//! `amdgpu_dis::to_source`. Diagnostics are rendered by the library's one
//! renderer, so `str(AssemblerError)` is what `amdgpu-as` prints.

use std::ffi::CString;
use std::path::PathBuf;

use asm::{build, BuildOptions, Diagnostic as Diag, Error, OutputKind};
use pyo3::create_exception;
use pyo3::exceptions::{PyException, PyUserWarning, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyList};

create_exception!(
    amdgpu_asm,
    AssemblerError,
    PyException,
    "The source has errors. `diagnostics` lists them (Diagnostic objects); \
     str() is the text amdgpu-as prints: file:line:col: error: message, the \
     source line and a caret."
);
create_exception!(
    amdgpu_asm,
    AssemblerWarning,
    PyUserWarning,
    "A warning about the source, issued through the warnings module; its \
     message is the rendered diagnostic."
);

/// One diagnostic: where (file, 1-based line and column, end column just
/// past the span), how bad (`"error"` or `"warning"`) and what.
#[pyclass(frozen, get_all, module = "amdgpu_asm")]
struct Diagnostic {
    file: String,
    line: u32,
    column: u32,
    end_column: u32,
    severity: String,
    message: String,
    /// The text amdgpu-as prints for it (first line, source line, caret).
    rendered: String,
}

#[pymethods]
impl Diagnostic {
    fn __repr__(&self) -> String {
        format!(
            "Diagnostic({:?}, line={}, column={}, end_column={}, severity={:?}, message={:?})",
            self.file, self.line, self.column, self.end_column, self.severity, self.message
        )
    }

    fn __str__(&self) -> String {
        format!(
            "{}:{}:{}: {}: {}",
            self.file, self.line, self.column, self.severity, self.message
        )
    }
}

impl Diagnostic {
    fn new(d: &Diag, file: &str, src: &str) -> Diagnostic {
        Diagnostic {
            file: d.file.clone().unwrap_or_else(|| file.to_string()),
            line: d.line,
            column: d.col,
            end_column: d.end_col(),
            severity: d.severity.to_string(),
            message: d.message.clone(),
            rendered: d.rendered(file, src),
        }
    }
}

/// One decoded instruction: its offset (from `address`), bytes and text.
#[pyclass(frozen, module = "amdgpu_asm")]
struct Instruction {
    #[pyo3(get)]
    offset: u64,
    raw: Vec<u8>,
    #[pyo3(get)]
    text: String,
}

#[pymethods]
impl Instruction {
    /// The instruction's bytes.
    #[getter]
    fn bytes<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        PyBytes::new(py, &self.raw)
    }

    fn __repr__(&self) -> String {
        format!(
            "Instruction(offset={:#x}, bytes={}, text={:?})",
            self.offset,
            self.raw
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect::<Vec<_>>()
                .join(""),
            self.text
        )
    }

    fn __str__(&self) -> String {
        self.text.clone()
    }
}

/// `mattr` as one string (`"+xnack,-sramecc"`) or a list of features.
#[derive(FromPyObject)]
enum Mattr {
    One(String),
    Many(Vec<String>),
}

/// A C string for a warning message (a NUL inside is written `\0`).
fn c_message(s: &str) -> CString {
    CString::new(s.replace('\0', "\\0")).unwrap_or_default()
}

fn source_error(py: Python<'_>, diags: &[Diag], file: &str, src: &str) -> PyErr {
    let err = AssemblerError::new_err(asm::render_all(file, src, diags));
    let list: Vec<Diagnostic> = diags
        .iter()
        .map(|d| Diagnostic::new(d, file, src))
        .collect();
    let set = PyList::new(py, list).and_then(|l| err.value(py).setattr("diagnostics", l));
    match set {
        Ok(()) => err,
        Err(e) => e,
    }
}

/// Assembles `source` for processor `mcpu` and returns the bytes of a
/// loadable code object (`output="code_object"`), a relocatable object
/// (`"object"`) or the raw `.text` bytes (`"binary"`).
#[pyfunction]
#[pyo3(signature = (
    source, mcpu, *, mattr=None, triple="amdgcn-amd-amdhsa".to_string(),
    output="code_object".to_string(), defsym=None, include_dirs=None,
    filename="<string>".to_string()
))]
#[allow(clippy::too_many_arguments)]
fn assemble<'py>(
    py: Python<'py>,
    source: String,
    mcpu: String,
    mattr: Option<Mattr>,
    triple: String,
    output: String,
    defsym: Option<Bound<'py, PyAny>>,
    include_dirs: Option<Vec<PathBuf>>,
    filename: String,
) -> PyResult<Bound<'py, PyBytes>> {
    let mut o = BuildOptions::new(&mcpu);
    o.output = match output.as_str() {
        "code_object" => OutputKind::CodeObject,
        "object" => OutputKind::Object,
        "binary" => OutputKind::Binary,
        k => {
            return Err(PyValueError::new_err(format!(
                "output must be \"code_object\", \"object\" or \"binary\", not {k:?}"
            )))
        }
    };
    o.mattr = mattr.map(|m| match m {
        Mattr::One(s) => s,
        Mattr::Many(v) => v.join(","),
    });
    o.triple = Some(triple);
    o.options.file_name = filename.clone();
    if let Some(d) = defsym {
        // Any mapping of names to integers, in its order.
        for item in d.call_method0("items")?.try_iter()? {
            let (name, value): (String, i64) = item?.extract()?;
            o.options.defsyms.push((name, value));
        }
    }
    o.options.include_dirs = include_dirs.unwrap_or_default();

    let (result, source) = py.detach(move || {
        let r = build(&source, &o);
        (r, source)
    });
    match result {
        Ok(built) => {
            let category = py.get_type::<AssemblerWarning>();
            for w in &built.target_warnings {
                PyErr::warn(py, &category, &c_message(w), 1)?;
            }
            for d in &built.diagnostics {
                PyErr::warn(
                    py,
                    &category,
                    &c_message(&d.rendered(&filename, &source)),
                    1,
                )?;
            }
            Ok(PyBytes::new(py, &built.bytes))
        }
        Err(Error::Source(diags)) => Err(source_error(py, &diags, &filename, &source)),
        Err(e @ Error::Target(_)) => Err(PyValueError::new_err(e.to_string())),
        Err(e) => {
            let err = AssemblerError::new_err(e.to_string());
            err.value(py).setattr("diagnostics", PyList::empty(py))?;
            Err(err)
        }
    }
}

/// Decodes `code` (machine code of processor `mcpu`) into instructions,
/// as `amdgpu-as --disassemble` reads them. A word that decodes to no
/// instruction is given as `.long 0x...` (4 bytes), so that the texts
/// assemble back to the same bytes.
#[pyfunction]
#[pyo3(signature = (code, mcpu, *, address=0))]
fn disassemble(
    py: Python<'_>,
    code: Vec<u8>,
    mcpu: String,
    address: u64,
) -> PyResult<Vec<Instruction>> {
    let target =
        amdgpu_isa::Target::parse(&mcpu).map_err(|e| PyValueError::new_err(e.to_string()))?;
    let ti = amdgpu_isa::TargetInfo::new(&target)
        .filter(|ti| !ti.layouts.is_empty() && asm::SUPPORTED_FAMILIES.contains(&ti.family))
        .ok_or_else(|| {
            PyValueError::new_err(format!(
                "disassembly for {} is not implemented yet (supported: {})",
                target.cpu(),
                asm::supported_cpus().join(", ")
            ))
        })?;
    Ok(py.detach(move || {
        let units: Vec<_> = amdgpu_isa::disassemble(&code, &ti).collect();
        let mut out = Vec::with_capacity(units.len());
        for (i, (at, r)) in units.iter().enumerate() {
            let end = units.get(i + 1).map_or(code.len(), |u| u.0);
            let raw = code[*at..end].to_vec();
            let text = match r {
                Ok(inst) => {
                    let mut t = Vec::with_capacity(64);
                    amdgpu_isa::print::print_bytes(inst, &ti, &mut t);
                    String::from_utf8_lossy(&t).into_owned()
                }
                Err(_) if raw.len() == 4 => {
                    format!(
                        ".long 0x{:08x}",
                        u32::from_le_bytes([raw[0], raw[1], raw[2], raw[3]])
                    )
                }
                Err(_) => {
                    let b: Vec<String> = raw.iter().map(|b| format!("0x{b:02x}")).collect();
                    format!(".byte {}", b.join(", "))
                }
            };
            out.push(Instruction {
                offset: address.wrapping_add(*at as u64),
                raw,
                text,
            });
        }
        out
    }))
}

/// The assembly source of an ELF code object or relocatable object: what
/// `amdgpu-dis` writes (assembled again, it gives the same kernels).
#[pyfunction]
#[pyo3(signature = (code_object, *, mcpu=None))]
fn to_source(py: Python<'_>, code_object: Vec<u8>, mcpu: Option<String>) -> PyResult<String> {
    py.detach(move || amdgpu_dis::to_source(&code_object, &amdgpu_dis::Options { mcpu }))
        .map_err(|e| PyValueError::new_err(e.to_string()))
}

/// AMDGPU assembler (bit-identical to llvm-mc 22) and disassembler, in
/// process.
#[pymodule]
fn amdgpu_asm(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_function(wrap_pyfunction!(assemble, m)?)?;
    m.add_function(wrap_pyfunction!(disassemble, m)?)?;
    m.add_function(wrap_pyfunction!(to_source, m)?)?;
    m.add_class::<Diagnostic>()?;
    m.add_class::<Instruction>()?;
    m.add("AssemblerError", py.get_type::<AssemblerError>())?;
    m.add("AssemblerWarning", py.get_type::<AssemblerWarning>())?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
