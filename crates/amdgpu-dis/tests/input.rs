//! The `amdgpu-dis` binary's input: only regular files of at most 4 GiB are
//! taken, and of those only what the ELF headers name is read (the file is
//! mapped), so that a huge file with small sections costs little memory.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_amdgpu-dis"))
}

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("dis-input-{name}"));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn sample() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/hsa-gfx900.co")
}

/// Waits for `child`, killing it (and failing) if it has not ended after a
/// generous while: a refused input must not be read (a FIFO would block
/// and /dev/zero never ends).
fn finish(mut child: Child, what: &str) -> Output {
    let start = Instant::now();
    loop {
        if child.try_wait().unwrap().is_some() {
            return child.wait_with_output().unwrap();
        }
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("amdgpu-dis {what}: still running after a minute");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn refused(input: &Path, want: &str) {
    let dir = scratch(&format!(
        "refused-{}",
        input.file_name().unwrap().to_string_lossy()
    ));
    let out = dir.join("out.s");
    let child = bin()
        .arg(input)
        .arg("-o")
        .arg(&out)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let o = finish(child, &input.display().to_string());
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{}: {err}", input.display());
    assert!(
        err.contains(&format!("amdgpu-dis: error: {}: {want}", input.display())),
        "{err}"
    );
    assert!(o.stdout.is_empty());
    assert!(!out.exists(), "no output file for a refused input");
}

#[test]
fn devices_directories_and_fifos_are_refused() {
    refused(Path::new("/dev/zero"), "not a regular file");
    refused(Path::new("/dev/urandom"), "not a regular file");
    let dir = scratch("dir");
    refused(&dir, "not a regular file");
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        let fifo = scratch("fifo").join("fifo");
        let c = std::ffi::CString::new(fifo.as_os_str().as_bytes()).unwrap();
        // SAFETY: a NUL-terminated path that lives across the call.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
        refused(&fifo, "not a regular file");
    }
}

#[test]
fn inputs_over_the_ceiling_are_refused() {
    let path = scratch("ceiling").join("big.co");
    std::fs::copy(sample(), &path).unwrap();
    // Sparse: no block of it is written.
    std::fs::File::options()
        .write(true)
        .open(&path)
        .unwrap()
        .set_len((4 << 30) + 1)
        .unwrap();
    refused(&path, "4294967297 bytes, more than the 4 GiB");
    let _ = std::fs::remove_file(&path);
}

/// Runs `amdgpu-dis input -o out` and gives its exit status and peak
/// resident set size in bytes (from wait4's resource usage of the child).
#[cfg(target_os = "linux")]
fn run_measured(input: &Path, out: &Path) -> (i32, u64) {
    let child = bin()
        .arg(input)
        .arg("-o")
        .arg(out)
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    let pid = child.id() as libc::pid_t;
    let mut status = 0;
    // SAFETY: an all-zero rusage is a valid value; wait4 fills it in.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: our own child, waited for once (the Child is then forgotten,
    // so that it does not wait for it again).
    let r = unsafe { libc::wait4(pid, &mut status, 0, &mut ru) };
    std::mem::forget(child);
    assert_eq!(r, pid);
    let code = if libc::WIFEXITED(status) {
        libc::WEXITSTATUS(status)
    } else {
        -1
    };
    // ru_maxrss is in KiB on Linux.
    (code, ru.ru_maxrss as u64 * 1024)
}

#[cfg(target_os = "linux")]
#[test]
fn a_huge_file_with_small_sections_is_read_in_part() {
    let dir = scratch("sparse");
    let small_out = dir.join("small.s");
    let (code, _) = run_measured(&sample(), &small_out);
    assert_eq!(code, 0);
    // The same object followed by 3 GiB of holes: its headers name only
    // the first kilobytes.
    let big = dir.join("big.co");
    std::fs::copy(sample(), &big).unwrap();
    std::fs::File::options()
        .write(true)
        .open(&big)
        .unwrap()
        .set_len(3 << 30)
        .unwrap();
    let big_out = dir.join("big.s");
    let (code, rss) = run_measured(&big, &big_out);
    let _ = std::fs::remove_file(&big);
    assert_eq!(code, 0);
    assert!(
        rss < 512 << 20,
        "peak RSS {} MiB for a 3 GiB file with small sections",
        rss >> 20
    );
    assert_eq!(
        std::fs::read_to_string(&big_out).unwrap(),
        std::fs::read_to_string(&small_out).unwrap()
    );
}

#[test]
fn standard_input_is_read_for_a_dash() {
    let file = bin().arg(sample()).output().unwrap();
    assert!(file.status.success());
    let mut child = bin()
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    {
        use std::io::Write;
        let mut w = child.stdin.take().unwrap();
        w.write_all(&std::fs::read(sample()).unwrap()).unwrap();
    }
    // (Its output is larger than a pipe holds: read while it runs.)
    let piped = child.wait_with_output().unwrap();
    assert!(piped.status.success());
    assert_eq!(piped.stdout, file.stdout);
}
