#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stopping the process the way a job-control shell expects, and only where one can continue it.
///
/// A full-screen program that watches SIGTSTP (to give the terminal back first) must then stop
/// itself. `SIGSTOP` would always stop it, even when nothing can continue it: in a process group
/// that no job-control shell manages (an *orphaned* group, as when a program that is not a shell
/// starts it in a new session), no `fg` will ever come, and the stopped program holds the
/// terminal with SIGTERM and SIGINT pending forever. SIGTSTP with its default action stops the
/// process only where that is safe: POSIX has the kernel discard it for an orphaned group.
///
/// ```swift
/// mode.restore()
/// JobControl.stop()  // returns after `fg` (SIGCONT), or at once without job control
/// try mode.enter()
/// ```
public enum JobControl {
    /// Raises SIGTSTP with its default action, on this thread, and puts back the signal's
    /// disposition and this thread's mask afterwards.
    ///
    /// It returns when the process is continued, or at once when the kernel discards the signal
    /// because the process group is orphaned; either way the caller then takes the terminal
    /// again.
    ///
    /// - Returns: Whether SIGTSTP's disposition and this thread's mask could be set (always, on
    ///   the platforms this package supports).
    @discardableResult
    public static func stop() -> Bool {
        // A zeroed action is the default one (`SIG_DFL` is 0), with no flags and an empty mask.
        var defaultAction = sigaction()
        var previous = sigaction()
        guard sigaction(SIGTSTP, &defaultAction, &previous) == 0 else { return false }
        defer { sigaction(SIGTSTP, &previous, nil) }
        var stopSignal = sigset_t()
        sigemptyset(&stopSignal)
        sigaddset(&stopSignal, SIGTSTP)
        var mask = sigset_t()
        guard pthread_sigmask(SIG_UNBLOCK, &stopSignal, &mask) == 0 else { return false }
        defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }
        // A signal a thread raises on itself while unblocked is delivered before `raise` returns.
        raise(SIGTSTP)
        return true
    }
}
