//! Memory: the share of the machine a run keeps within, and what becomes
//! of an allocation the system refuses.
//!
//! Two guards, so that a source that needs more memory than the process
//! may have (`ulimit -v`, `ulimit -d`, a cgroup's `memory.max`) ends with
//! an error that names where it was, never with an abort:
//!
//! - [`over_budget`], which the assembler asks every [`CHECK_EVERY`]
//!   statements in a tool (not in a library caller's process): whether
//!   the process holds more than [`SHARE`] of what it may use. The assembler then stops with an error at the statement
//!   (the budget leaves room for the object to be written of what was
//!   assembled, and for the error itself). It costs one `getrusage` per
//!   check while the process is small, and nothing more.
//! - [`Guard`], the global allocator of the command-line tools: the
//!   system's, but a refused allocation (a single one too large for what
//!   is left, which no check between statements can see coming) ends the
//!   process at once with an error naming the source and the line last
//!   read ([`note_line`]) and the size asked for, after removing the
//!   output files the run would leave ([`remove_on_failure`]). Code that
//!   handles a refusal itself asks within [`fallible`].

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::Mutex;

/// Statements between two [`over_budget`] checks.
pub const CHECK_EVERY: u32 = 1024;

/// The share of the process's limit a run may hold, in 1/16ths: the rest
/// is for what a run takes at its end (the object is built from the
/// sections, then written; about a third of the sections' size again).
pub const SHARE: u64 = 13;

/// Below this the limits are not looked up: a run that holds less is far
/// from any limit a machine that runs it has.
const SMALL: u64 = 64 << 20;

/// The main source's line last read, for the message of a refused
/// allocation (0: none).
static LINE: AtomicU32 = AtomicU32::new(0);

/// The limit found (bytes; 0: not looked up yet; `u64::MAX`: none), and
/// which one it is ([`Limit`]).
static LIMIT: AtomicU64 = AtomicU64::new(0);
static LIMIT_KIND: AtomicU32 = AtomicU32::new(0);

/// Notes that line `line` of the main source is being read.
#[inline]
pub fn note_line(line: u32) {
    LINE.store(line, Ordering::Relaxed);
}

/// What a run may use, as found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// `ulimit -v` (`RLIMIT_AS`): address space.
    AddressSpace,
    /// `ulimit -d` (`RLIMIT_DATA`): heap and private mappings.
    Data,
    /// The cgroup's `memory.max` (or v1 `memory.limit_in_bytes`): resident
    /// memory.
    Cgroup,
}

impl Limit {
    fn from_u32(k: u32) -> Limit {
        match k {
            1 => Limit::AddressSpace,
            2 => Limit::Data,
            _ => Limit::Cgroup,
        }
    }

    /// How the limit is spoken of in a message.
    pub fn name(self) -> &'static str {
        match self {
            Limit::AddressSpace => "address-space limit (ulimit -v)",
            Limit::Data => "data limit (ulimit -d)",
            Limit::Cgroup => "memory limit of its cgroup",
        }
    }
}

/// The process's use past its budget: what it holds and its limit, in
/// bytes, with the limit's kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Over {
    /// Bytes held (address space, or resident memory under a cgroup).
    pub held: u64,
    /// The limit, in bytes.
    pub limit: u64,
    /// Which limit.
    pub kind: Limit,
}

impl Over {
    /// The error message.
    pub fn message(&self) -> String {
        format!(
            "out of memory: the assembler holds {} MiB, {}/16 of the {} MiB the {} allows",
            self.held >> 20,
            SHARE,
            self.limit >> 20,
            self.kind.name()
        )
    }
}

/// Whether the budget is kept: set by [`set_context`], which the tools
/// call. A library caller's process (a JIT, Python) may hold memory of its
/// own far past what an assembly takes: its limits are its own business.
static ENFORCED: AtomicBool = AtomicBool::new(false);

/// Whether the process holds more than [`SHARE`] of its limit (never,
/// unless a tool asked for the budget through [`set_context`]).
pub fn over_budget() -> Option<Over> {
    if !ENFORCED.load(Ordering::Relaxed) {
        return None;
    }
    #[cfg(target_os = "linux")]
    {
        // (Peak resident size first: one system call, and a run that
        // never held much is done here.)
        // SAFETY: a plain system call into a zeroed struct of our own.
        let peak = unsafe {
            let mut u: libc::rusage = std::mem::zeroed();
            if libc::getrusage(libc::RUSAGE_SELF, &mut u) != 0 {
                return None;
            }
            (u.ru_maxrss.max(0) as u64) << 10
        };
        if peak < SMALL {
            return None;
        }
        let (limit, kind) = limit()?;
        let (size, resident) = statm()?;
        let held = match kind {
            Limit::Cgroup => resident,
            _ => size,
        };
        (held > limit / 16 * SHARE).then_some(Over { held, limit, kind })
    }
    #[cfg(not(target_os = "linux"))]
    {
        None
    }
}

/// The smallest of the limits that apply, looked up once.
pub fn limit() -> Option<(u64, Limit)> {
    let mut l = LIMIT.load(Ordering::Relaxed);
    if l == 0 {
        let (v, k) = find_limit().map_or((u64::MAX, 0), |(v, k)| {
            (
                v.max(1),
                match k {
                    Limit::AddressSpace => 1,
                    Limit::Data => 2,
                    Limit::Cgroup => 3,
                },
            )
        });
        LIMIT_KIND.store(k, Ordering::Relaxed);
        LIMIT.store(v, Ordering::Relaxed);
        l = v;
    }
    (l != u64::MAX).then(|| (l, Limit::from_u32(LIMIT_KIND.load(Ordering::Relaxed))))
}

#[cfg(target_os = "linux")]
fn find_limit() -> Option<(u64, Limit)> {
    let rlimit = |r| {
        // SAFETY: a plain system call into a zeroed struct of our own.
        let cur = unsafe {
            let mut l: libc::rlimit = std::mem::zeroed();
            if libc::getrlimit(r, &mut l) != 0 {
                return None;
            }
            l.rlim_cur
        };
        (cur != libc::RLIM_INFINITY).then_some(cur)
    };
    let mut best: Option<(u64, Limit)> = None;
    let mut take = |v: Option<u64>, k| {
        if let Some(v) = v {
            if best.is_none_or(|(b, _)| v < b) {
                best = Some((v, k));
            }
        }
    };
    take(rlimit(libc::RLIMIT_AS), Limit::AddressSpace);
    take(rlimit(libc::RLIMIT_DATA), Limit::Data);
    take(cgroup_limit(), Limit::Cgroup);
    best
}

#[cfg(not(target_os = "linux"))]
fn find_limit() -> Option<(u64, Limit)> {
    None
}

/// The memory limit of the process's cgroup (v2 `memory.max`, else v1
/// `memory.limit_in_bytes`), if one is set.
#[cfg(target_os = "linux")]
fn cgroup_limit() -> Option<u64> {
    let groups = std::fs::read_to_string("/proc/self/cgroup").ok()?;
    for l in groups.lines() {
        let mut f = l.splitn(3, ':');
        let (_, ctl, path) = (f.next()?, f.next()?, f.next()?);
        let file = if ctl.is_empty() {
            format!("/sys/fs/cgroup{path}/memory.max")
        } else if ctl.split(',').any(|c| c == "memory") {
            format!("/sys/fs/cgroup/memory{path}/memory.limit_in_bytes")
        } else {
            continue;
        };
        let text = std::fs::read_to_string(file).ok()?;
        // ("max", or a number past any machine's memory: none.)
        return text.trim().parse::<u64>().ok().filter(|&v| v < 1 << 60);
    }
    None
}

/// The process's size and resident size, in bytes.
#[cfg(target_os = "linux")]
fn statm() -> Option<(u64, u64)> {
    let text = std::fs::read_to_string("/proc/self/statm").ok()?;
    let mut f = text.split_ascii_whitespace();
    let size: u64 = f.next()?.parse().ok()?;
    let resident: u64 = f.next()?.parse().ok()?;
    // SAFETY: a plain query of a constant.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) }.max(4096) as u64;
    Some((size * page, resident * page))
}

thread_local! {
    /// Set while the thread asks for memory it can do without.
    static FALLIBLE: Cell<bool> = const { Cell::new(false) };
}

/// Runs `f` (which handles a refused allocation itself, with
/// `try_reserve`) so that [`Guard`] gives it the refusal.
pub fn fallible<T>(f: impl FnOnce() -> T) -> T {
    let was = FALLIBLE.with(|c| c.replace(true));
    let r = f();
    FALLIBLE.with(|c| c.set(was));
    r
}

/// Files to remove if the process ends for want of memory (the output
/// and the temporary file it is written through), and the source's name.
struct Failure {
    remove: Vec<std::ffi::CString>,
    source: Vec<u8>,
    tool: &'static str,
}

static FAILURE: Mutex<Failure> = Mutex::new(Failure {
    remove: Vec::new(),
    source: Vec::new(),
    tool: "",
});

/// Names the tool (for the message) and the main source (`""`: none),
/// and turns the budget on ([`over_budget`]).
pub fn set_context(tool: &'static str, source: &str) {
    ENFORCED.store(true, Ordering::Relaxed);
    if let Ok(mut f) = FAILURE.lock() {
        f.tool = tool;
        f.source = source.as_bytes().to_vec();
    }
}

/// Files a refused allocation removes before the process ends (replacing
/// those named before; none: `&[]`).
pub fn remove_on_failure(paths: &[&std::path::Path]) {
    #[cfg(unix)]
    let remove = {
        use std::os::unix::ffi::OsStrExt;
        paths
            .iter()
            .filter_map(|p| std::ffi::CString::new(p.as_os_str().as_bytes()).ok())
            .collect()
    };
    #[cfg(not(unix))]
    let remove = {
        let _ = paths;
        Vec::new()
    };
    if let Ok(mut f) = FAILURE.lock() {
        f.remove = remove;
    }
}

/// The global allocator of the command-line tools: the system's, but a
/// refused allocation ends the process with a located error (see the
/// module's documentation).
pub struct Guard;

// SAFETY: every call is passed to `System` as it is; only a null result
// is acted on.
unsafe impl GlobalAlloc for Guard {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if p.is_null() {
            refused(layout.size());
        }
        p
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc_zeroed(layout) };
        if p.is_null() {
            refused(layout.size());
        }
        p
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if p.is_null() {
            refused(new_size);
        }
        p
    }
}

/// A refused allocation of `size` bytes: unless the thread asked within
/// [`fallible`], the message, the files removed, and exit status 1. (No
/// memory is asked for here: the message is made in a buffer on the
/// stack.)
#[cold]
#[inline(never)]
fn refused(size: usize) {
    #[cfg(unix)]
    refused_unix(size);
    #[cfg(not(unix))]
    let _ = size;
}

#[cfg(unix)]
fn refused_unix(size: usize) {
    if FALLIBLE.try_with(|c| c.get()).unwrap_or(false) {
        return;
    }
    let mut msg = Buf::default();
    let line = LINE.load(Ordering::Relaxed);
    if let Ok(f) = FAILURE.try_lock() {
        if f.source.is_empty() {
            msg.push(f.tool.as_bytes());
            msg.push(b": ");
        } else {
            msg.push(&f.source);
            if line != 0 {
                msg.push(b":");
                msg.num(line as u64);
            }
            msg.push(b": ");
        }
        for p in &f.remove {
            // SAFETY: a NUL-terminated path of our own.
            unsafe { libc::unlink(p.as_ptr()) };
        }
    }
    msg.push(b"error: out of memory: an allocation of ");
    msg.num(size as u64);
    msg.push(b" bytes was refused");
    if let Some((l, k)) = known_limit() {
        msg.push(b" (the ");
        msg.push(k.name().as_bytes());
        msg.push(b" is ");
        msg.num(l >> 20);
        msg.push(b" MiB)");
    }
    msg.push(b"\n");
    // SAFETY: writing our own buffer to standard error, then ending the
    // process without running anything more that might allocate.
    unsafe {
        libc::write(2, msg.b.as_ptr().cast(), msg.n);
        libc::_exit(1);
    }
}

/// The limit if it was looked up already (a refused allocation does not
/// look it up: that allocates).
fn known_limit() -> Option<(u64, Limit)> {
    let l = LIMIT.load(Ordering::Relaxed);
    (l != 0 && l != u64::MAX).then(|| (l, Limit::from_u32(LIMIT_KIND.load(Ordering::Relaxed))))
}

/// A message built without allocating.
struct Buf {
    b: [u8; 1024],
    n: usize,
}

impl Default for Buf {
    fn default() -> Self {
        Buf { b: [0; 1024], n: 0 }
    }
}

impl Buf {
    fn push(&mut self, s: &[u8]) {
        // (The end of the message is kept: a long name loses its start.)
        let room = self.b.len() - self.n;
        let s = &s[s.len().saturating_sub(room)..];
        self.b[self.n..self.n + s.len()].copy_from_slice(s);
        self.n += s.len();
    }

    fn num(&mut self, mut v: u64) {
        let mut d = [0u8; 20];
        let mut i = d.len();
        loop {
            i -= 1;
            d[i] = b'0' + (v % 10) as u8;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        self.push(&d[i..]);
    }
}
