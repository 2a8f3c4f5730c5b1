//! How the command-line tools (`amdgpu-as`, `amdgpu-dis`) start and end.
//!
//! On Linux with glibc they skip the Rust runtime's start-up: each defines
//! the C `main` itself (`#![no_main]`) and calls [`run`]. What the runtime
//! would do first costs more than assembling a small kernel's worth of
//! lines, on a virtual machine about 0.1 ms of a 1 to 2 ms run: it reads
//! `/proc/self/maps` to find the main thread's stack guard, maps and
//! unmaps an alternate signal stack for stack-overflow messages, and
//! polls the standard descriptors. The tools need none of it (no
//! recursion is unbounded; a failed allocation is handled by
//! [`crate::memory::Guard`]). Kept: `SIGPIPE` ignored (a closed pipe is
//! an error a write returns, as under the runtime), a panic reported with
//! exit status 101, and standard output flushed at the end (by
//! `std::process::exit`). The command-line arguments are read as usual:
//! glibc gives them to the Rust library before `main`.

/// Runs `work` as a process's whole life and ends the process with the
/// status it returns.
pub fn run(work: fn() -> u8) -> ! {
    #[cfg(unix)]
    // SAFETY: setting a signal's disposition to ignore, before any thread
    // starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_IGN);
    }
    let code = std::panic::catch_unwind(work).unwrap_or(101);
    std::process::exit(i32::from(code))
}
