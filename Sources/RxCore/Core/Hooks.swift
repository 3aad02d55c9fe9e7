#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Global hooks for errors nobody handled and for broken Rx contracts.
///
/// Tests can install handlers to assert that nothing went unhandled:
///
/// ```swift
/// Hooks.setDefaultErrorHandler { error in XCTFail("unhandled \(error)") }
/// ```
public enum Hooks {
    private static let lock = Lock()
    nonisolated(unsafe) private static var errorHandler: (@Sendable (Swift.Error) -> Void)?
    nonisolated(unsafe) private static var violationHandler: (@Sendable (String) -> Void)?
    nonisolated(unsafe) private static var bindingErrorHandler: (@Sendable (Swift.Error) -> Void)?

    /// Installs the handler for errors that reach `subscribe` without an `onError` closure.
    ///
    /// By default such errors are printed to standard error in debug builds, as RxSwift does.
    ///
    /// - Parameter handler: The new handler, or `nil` to restore the default.
    public static func setDefaultErrorHandler(_ handler: (@Sendable (Swift.Error) -> Void)?) {
        lock.withLock { errorHandler = handler }
    }

    /// Installs the handler for Rx contract violations noticed in debug builds (events after a
    /// terminal event, re-entrant or concurrent delivery to one observer).
    ///
    /// By default they are printed to standard error.
    ///
    /// - Parameter handler: The new handler, or `nil` to restore the default.
    public static func setGrammarViolationHandler(_ handler: (@Sendable (String) -> Void)?) {
        lock.withLock { violationHandler = handler }
    }

    /// Installs the handler for error events that reach a ``Binder`` (or a binding built on one).
    ///
    /// Bindings must not fail; by default such an error stops a debug build with a fatal error
    /// and is printed to standard error in a release build, as RxSwift does.
    ///
    /// - Parameter handler: The new handler, or `nil` to restore the default.
    public static func setBindingErrorHandler(_ handler: (@Sendable (Swift.Error) -> Void)?) {
        lock.withLock { bindingErrorHandler = handler }
    }

    @usableFromInline
    internal static func reportBindingError(_ error: Swift.Error) {
        let handler = lock.withLock { bindingErrorHandler }
        if let handler {
            handler(error)
            return
        }
        #if DEBUG
            fatalError("Binding error: \(error)")
        #else
            printToStandardError("RxCore: binding error: \(error)")
        #endif
    }

    /// Hands `error` to `onError`, or reports it as unhandled when there is no handler.
    @inlinable
    internal static func deliver(_ error: Swift.Error, to onError: ((Swift.Error) -> Void)?) {
        if let onError {
            onError(error)
        } else {
            reportUnhandledError(error)
        }
    }

    @usableFromInline
    internal static func reportUnhandledError(_ error: Swift.Error) {
        let handler = lock.withLock { errorHandler }
        if let handler {
            handler(error)
            return
        }
        #if DEBUG
            printToStandardError("RxCore: unhandled error: \(error)")
        #endif
    }

    @usableFromInline
    internal static func reportGrammarViolation(_ message: String) {
        let handler = lock.withLock { violationHandler }
        if let handler {
            handler(message)
        } else {
            printToStandardError("RxCore warning: \(message)")
        }
    }

    private static func printToStandardError(_ message: String) {
        let line = message + "\n"
        _ = line.withCString { pointer in write(2, pointer, strlen(pointer)) }
    }
}
