//! How the command-line tools (`amdgpu-as`, `amdgpu-dis`) start and end.
//!
//! On Linux with glibc they skip the Rust runtime's start-up: each defines
//! the C `main` itself (`#![no_main]`) and calls [`run`]. What the runtime
//! would do first costs more than assembling a small kernel's worth of
//! lines, on a virtual machine about 0.1 ms of a 1 to 2 ms run: it reads
//! `/proc/self/maps` to find the main thread's stack guard, and maps and
//! unmaps an alternate signal stack for stack-overflow messages. The
//! tools need neither (no recursion is unbounded; a failed allocation is
//! handled by [`crate::memory::Guard`]). Kept: `SIGPIPE` ignored (a
//! closed pipe is an error a write returns, as under the runtime),
//! standard descriptors that are closed opened on `/dev/null` (else the
//! output file could become standard error and take the messages), a
//! panic reported with exit status 101, and standard output flushed at
//! the end (by `std::process::exit`). The command-line arguments are read
//! as usual: glibc gives them to the Rust library before `main`.

/// Runs `work` as a process's whole life and ends the process with the
/// status it returns.
pub fn run(work: fn() -> u8) -> ! {
    #[cfg(unix)]
    // SAFETY: system calls on our own descriptors and a signal's
    // disposition, before any thread starts.
    unsafe {
        let mut fds = [0, 1, 2].map(|fd| libc::pollfd {
            fd,
            events: 0,
            revents: 0,
        });
        if libc::poll(fds.as_mut_ptr(), 3, 0) >= 0 {
            for p in fds {
                if p.revents & libc::POLLNVAL != 0 {
                    // (The lowest free descriptor: this one.)
                    libc::open(c"/dev/null".as_ptr(), libc::O_RDWR);
                }
            }
        }
        libc::signal(libc::SIGPIPE, libc::SIG_IGN);
    }
    let code = std::panic::catch_unwind(work).unwrap_or(101);
    std::process::exit(i32::from(code))
}

/// Defines a tool's `main`: on Linux with glibc (outside tests) the C
/// `main` that calls [`run`] with `$work`, which the crate declares
/// `#![no_main]` for; elsewhere Rust's `main`. `$work` is a `fn() -> u8`
/// returning the exit status.
#[macro_export]
macro_rules! tool_main {
    ($work:path) => {
        #[cfg(all(target_os = "linux", target_env = "gnu", not(test)))]
        #[no_mangle]
        extern "C" fn main(
            _argc: ::std::ffi::c_int,
            _argv: *const *const ::std::ffi::c_char,
        ) -> ::std::ffi::c_int {
            $crate::entry::run($work)
        }

        #[cfg(not(all(target_os = "linux", target_env = "gnu", not(test))))]
        fn main() -> ::std::process::ExitCode {
            ::std::process::ExitCode::from($work())
        }
    };
}
