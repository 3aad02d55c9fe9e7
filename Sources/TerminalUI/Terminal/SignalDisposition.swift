#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads what a signal currently does: its default action, ignored, or a handler.
///
/// `SIG_DFL` and `SIG_IGN` are the handler pointers 0 and 1; Swift imports them as optional C
/// function pointers, which cannot be compared, so the pointer's bits are compared instead.
public enum SignalDisposition: Equatable, Sendable {
    /// The default action (`SIG_DFL`).
    case standard

    /// Ignored (`SIG_IGN`).
    case ignored

    /// A handler function.
    case handled

    /// The current disposition of `signal`.
    ///
    /// - Parameter signal: A signal number.
    /// - Returns: What the signal does now; `.standard` if the number is invalid.
    public static func of(_ signal: Int32) -> SignalDisposition {
        var action = sigaction()
        guard sigaction(signal, nil, &action) == 0 else { return .standard }
        return of(action)
    }

    /// The disposition an action describes.
    ///
    /// - Parameter action: A `sigaction` as returned by `sigaction(2)`.
    /// - Returns: Default, ignored or handled.
    public static func of(_ action: sigaction) -> SignalDisposition {
        guard action.sa_flags & SA_SIGINFO == 0 else { return .handled }
        #if canImport(Glibc)
            let bits = unsafeBitCast(action.__sigaction_handler, to: Int.self)
        #else
            let bits = unsafeBitCast(action.__sigaction_u, to: Int.self)
        #endif
        switch bits {
        case 0: return .standard
        case 1: return .ignored
        default: return .handled
        }
    }
}
