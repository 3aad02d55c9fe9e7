import Foundation

extension Hooks {
    /// A handler for errors that reach `subscribe` without an `onError` closure: receives the
    /// call stack recorded for the error (empty unless ``recordCallStackOnError`` is `true`)
    /// and the error.
    public typealias DefaultErrorHandler = @Sendable (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void

    /// A function that captures a call stack, as lines of text.
    public typealias CustomCaptureSubscriptionCallstack = @Sendable () -> [String]

    private struct CallStackSettings: Sendable {
        var handler: DefaultErrorHandler = Hooks.printingErrorHandler
        var recordCallStack = false
        var captureCallStack: CustomCaptureSubscriptionCallstack = { Thread.callStackSymbols }
    }

    private static let callStackSettings = LockedValue(CallStackSettings())

    private static let printingErrorHandler: DefaultErrorHandler = { _, error in
        #if DEBUG
            FileHandle.standardError.write(Data("RxCore: unhandled error: \(error)\n".utf8))
        #endif
    }

    /// The handler for errors that reach `subscribe` without an `onError` closure, RxSwift's
    /// spelling of ``setDefaultErrorHandler(_:)``.
    ///
    /// ```swift
    /// Hooks.defaultErrorHandler = { _, error in log.error("unhandled \(error)") }
    /// ```
    ///
    /// By default it prints the error to standard error in debug builds. Assigning installs the
    /// handler as ``setDefaultErrorHandler(_:)`` does; reading returns the handler last assigned
    /// to this property (or the default), so that it can be saved and restored.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { callStackSettings.withLock { $0.handler } }
        set {
            callStackSettings.withLock { $0.handler = newValue }
            setDefaultErrorHandler { error in
                let settings = callStackSettings.withLock { $0 }
                settings.handler(settings.recordCallStack ? settings.captureCallStack() : [], error)
            }
        }
    }

    /// Whether ``defaultErrorHandler`` receives a call stack; `false` by default.
    ///
    /// RxCore captures the stack (with ``customCaptureSubscriptionCallstack``) when it reports the
    /// unhandled error, not when the sequence was subscribed as RxSwift does, so the stack shows
    /// where the error arrived.
    public static var recordCallStackOnError: Bool {
        get { callStackSettings.withLock { $0.recordCallStack } }
        set { callStackSettings.withLock { $0.recordCallStack = newValue } }
    }

    /// The function that captures the call stack handed to ``defaultErrorHandler`` when
    /// ``recordCallStackOnError`` is `true`; `Thread.callStackSymbols` by default.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { callStackSettings.withLock { $0.captureCallStack } }
        set { callStackSettings.withLock { $0.captureCallStack = newValue } }
    }
}
