//! Threads of one job, each on a processor of its own.
//!
//! Some Linux schedulers (virtual machines with a few processors among
//! them) place a new thread beside the one that started it and move it
//! away only milliseconds later, or pack busy threads onto one processor
//! again while they run: two threads then share one processor for much
//! of a job that lasts tens of milliseconds. Measured on a two-processor
//! machine, assembling 26,000 lines on two threads took a median of
//! 18.5 ms as the scheduler placed the threads, and 15.3 ms with the
//! worker bound to the processor after its starter's.
//!
//! A [`Spread`] is taken by the starting thread before it starts workers,
//! and [`Spread::spawn`] starts worker `w` (1, 2, ...): bound first thing
//! to the `w`-th processor after the starter's among those the process may
//! use (round the list: with more workers than processors, the starter's
//! is used too). After each start the starter yields: a new thread queued
//! behind it runs (and so moves away) at once. Elsewhere than Linux, and
//! where the process may use one processor only, threads are started as
//! usual.

/// Where the starting thread runs, and the processors the process may
/// use.
#[derive(Clone, Copy)]
pub struct Spread {
    #[cfg(target_os = "linux")]
    inner: Option<(usize, libc::cpu_set_t)>,
}

impl Spread {
    /// The calling thread's processor and the process's processors.
    pub fn here() -> Spread {
        #[cfg(target_os = "linux")]
        {
            // SAFETY: plain system calls on a zeroed set of our own.
            let inner = unsafe {
                let mut set: libc::cpu_set_t = std::mem::zeroed();
                let cpu = libc::sched_getcpu();
                let ok =
                    libc::sched_getaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &mut set)
                        == 0;
                (ok && cpu >= 0 && libc::CPU_COUNT(&set) > 1).then_some((cpu as usize, set))
            };
            Spread { inner }
        }
        #[cfg(not(target_os = "linux"))]
        Spread {}
    }

    /// Starts worker `w` (1-based) in `scope`, running `f` on its own
    /// processor.
    pub fn spawn<'scope, 'env, T: Send + 'scope>(
        &self,
        scope: &'scope std::thread::Scope<'scope, 'env>,
        w: usize,
        f: impl FnOnce() -> T + Send + 'scope,
    ) -> std::thread::ScopedJoinHandle<'scope, T> {
        let me = *self;
        let h = scope.spawn(move || {
            me.enter(w);
            f()
        });
        self.started();
        h
    }

    /// Binds the calling thread, worker `w`, to its processor.
    fn enter(&self, w: usize) {
        #[cfg(target_os = "linux")]
        if let Some((home, set)) = &self.inner {
            let n = std::mem::size_of::<libc::cpu_set_t>() * 8;
            // SAFETY: reads of our own set.
            let allowed: Vec<usize> = (0..n)
                .filter(|&c| unsafe { libc::CPU_ISSET(c, set) })
                .collect();
            if let Some(c) = processor_for(&allowed, *home, w) {
                // SAFETY: a zeroed set of our own, then a system call.
                unsafe {
                    let mut one: libc::cpu_set_t = std::mem::zeroed();
                    libc::CPU_SET(c, &mut one);
                    libc::sched_setaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &one);
                }
            }
        }
        #[cfg(not(target_os = "linux"))]
        let _ = w;
    }

    /// After a worker is started: it runs now if it was queued behind the
    /// starter (and moves to its own processor).
    fn started(&self) {
        #[cfg(target_os = "linux")]
        if self.inner.is_some() {
            // SAFETY: a system call without arguments.
            unsafe {
                libc::sched_yield();
            }
        }
    }
}

/// The processor of worker `w` (1-based): the `w`-th after `home` in
/// `allowed` (ascending), round the list; None when `home` is not in it.
fn processor_for(allowed: &[usize], home: usize, w: usize) -> Option<usize> {
    let at = allowed.iter().position(|&c| c == home)?;
    allowed.get((at + w) % allowed.len()).copied()
}

#[cfg(test)]
mod tests {
    use super::processor_for;

    #[test]
    fn workers_take_the_processors_after_the_starters_in_turn() {
        let allowed = [0, 1, 4, 5];
        assert_eq!(processor_for(&allowed, 1, 1), Some(4));
        assert_eq!(processor_for(&allowed, 1, 2), Some(5));
        assert_eq!(processor_for(&allowed, 1, 3), Some(0));
        // More workers than processors: the starter's own comes round.
        assert_eq!(processor_for(&allowed, 1, 4), Some(1));
        assert_eq!(processor_for(&allowed, 5, 1), Some(0));
        // A starter outside the set (moved since): none.
        assert_eq!(processor_for(&allowed, 2, 1), None);
        assert_eq!(processor_for(&[], 0, 1), None);
    }
}
