//! The front door for callers that want bytes: a source, a processor and
//! an output kind in, a code object, object or raw binary out (the Python
//! package and the C library are thin shells over [`build`]).

use crate::{assemble_with, object, Diagnostic, Error, Options, Target};
use amdgpu_isa::target::{Feature, Os};
use amdgpu_isa::TargetError;

/// What [`build`] makes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OutputKind {
    /// A loadable code object (`--filetype=co`: the object linked as
    /// `ld.lld -shared` links it), for `hipModuleLoadData` and friends.
    #[default]
    CodeObject,
    /// A relocatable ELF object (`--filetype=obj`, llvm-mc's output).
    Object,
    /// The raw bytes of `.text` (`--filetype=bin`).
    Binary,
}

/// How to assemble: the processor, features, triple, output kind and the
/// source's settings.
#[derive(Clone, Debug)]
pub struct BuildOptions {
    /// A processor name or target id (`gfx900`, `gfx90a:xnack+`).
    pub mcpu: String,
    /// An llvm-style feature list (`+wavefrontsize64,-xnack`).
    pub mattr: Option<String>,
    /// The target triple (default `amdgcn-amd-amdhsa`); its OS decides the
    /// ELF OS/ABI.
    pub triple: Option<String>,
    /// What to make.
    pub output: OutputKind,
    /// The source's name, `--defsym` values and `.include` directories
    /// (other fields as [`Options`] documents them).
    pub options: Options,
}

impl BuildOptions {
    /// A code object for processor `mcpu`, everything else as the
    /// defaults (`amdgcn-amd-amdhsa`, source named `<string>`).
    pub fn new(mcpu: &str) -> BuildOptions {
        BuildOptions {
            mcpu: mcpu.to_string(),
            mattr: None,
            triple: None,
            output: OutputKind::CodeObject,
            options: Options {
                file_name: "<string>".to_string(),
                ..Options::default()
            },
        }
    }
}

/// What [`build`] made: the bytes and what was said along the way.
#[derive(Clone, Debug, Default)]
pub struct Built {
    /// The code object, object or binary.
    pub bytes: Vec<u8>,
    /// The warnings of the source (a successful build has no errors).
    pub diagnostics: Vec<Diagnostic>,
    /// Warnings about the feature list (an unknown feature is ignored, as
    /// llvm-mc ignores it); they belong to no line of the source.
    pub target_warnings: Vec<String>,
}

/// The target of `mcpu`, `mattr` and `triple` (see [`BuildOptions`]), with
/// the warnings of the feature list.
pub fn target_of(
    mcpu: &str,
    mattr: Option<&str>,
    triple: Option<&str>,
) -> Result<(Target, Vec<String>), Error> {
    let mut t = Target::parse(mcpu)?;
    if let Some(tr) = triple {
        if tr.split('-').next() != Some("amdgcn") {
            return Err(TargetError::UnsupportedTriple(tr.to_string()).into());
        }
        t.os = Os::of_triple(tr);
    }
    let warnings = match mattr {
        Some(m) => t.apply_mattr(m)?,
        None => Vec::new(),
    };
    Ok((t, warnings))
}

/// Assembles `src` as `opts` says and returns the output's bytes.
///
/// A source with an error gives [`Error::Source`] with every diagnostic
/// (render them with [`crate::render_all`]: a diagnostic's `file` is
/// `None` for the main source); no bytes are made for input that was not
/// understood. Never panics.
///
/// ```
/// use amdgpu_asm::{build, BuildOptions, Error};
/// let src = "s_mov_b32 s0, 1\ns_endpgm\n";
/// let co = build(src, &BuildOptions::new("gfx900")).unwrap();
/// assert_eq!(&co.bytes[..4], b"\x7fELF");
///
/// let err = build("s_endpgm\ns_mov_b32 s0\n", &BuildOptions::new("gfx900")).unwrap_err();
/// let Error::Source(diags) = &err else { panic!("{err}") };
/// assert_eq!((diags[0].line, diags[0].col), (2, 13));
/// assert!(err.to_string().starts_with("<source>:2:13: error: "), "{err}");
/// let text = amdgpu_asm::render_all("k.s", "s_endpgm\ns_mov_b32 s0\n", diags);
/// assert!(text.starts_with("k.s:2:13: error: "), "{text}");
/// ```
pub fn build(src: &str, opts: &BuildOptions) -> Result<Built, Error> {
    let (mut target, target_warnings) =
        target_of(&opts.mcpu, opts.mattr.as_deref(), opts.triple.as_deref())?;
    // A bare processor takes the xnack/sramecc settings the source's
    // `.amdgcn_target` states, as the command line does.
    if let Some(d) = crate::declared_target_id(src).and_then(|id| Target::parse(id).ok()) {
        if d.cpu() == target.cpu() {
            if target.xnack == Feature::Any {
                target.xnack = d.xnack;
            }
            if target.sramecc == Feature::Any {
                target.sramecc = d.sramecc;
            }
        }
    }
    let mut o = opts.options.clone();
    o.no_listing = true;
    o.text_output = false;
    let mut asm = assemble_with(src, &target, &o);
    let bytes = match opts.output {
        OutputKind::CodeObject => object::code_object_bytes(&asm, &target)?,
        OutputKind::Object => object::object_bytes(&asm, &target)?,
        OutputKind::Binary => object::binary_bytes(&asm, src)?,
    };
    Ok(Built {
        bytes,
        diagnostics: std::mem::take(&mut asm.diags),
        target_warnings,
    })
}
