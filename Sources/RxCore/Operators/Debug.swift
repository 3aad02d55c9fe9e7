import Foundation

extension ObservableType {
    /// Prints every event, subscription and disposal to standard output, prefixed with a
    /// timestamp and `identifier`, as RxSwift's `debug` does:
    ///
    /// ```text
    /// 2025-01-31 12:00:00.000: search -> subscribed
    /// 2025-01-31 12:00:00.002: search -> Event next(hello)
    /// 2025-01-31 12:00:00.003: search -> Event completed
    /// 2025-01-31 12:00:00.003: search -> isDisposed
    /// ```
    ///
    /// - Parameters:
    ///   - identifier: The label printed with each line; defaults to the caller's
    ///     `file:line (function)`.
    ///   - trimOutput: Whether to shorten event descriptions longer than 40 characters to their
    ///     first and last 20, joined by `...`.
    ///   - file: The caller's file, used in the default identifier.
    ///   - line: The caller's line, used in the default identifier.
    ///   - function: The caller's function, used in the default identifier.
    /// - Returns: An observable with the same events as the source.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> Observable<Element> {
        let source = asObservable()
        let label = identifier ?? "\(file.split(separator: "/").last.map(String.init) ?? file):\(line) (\(function))"
        return Observable<Element>.make { observer, subscription in
            let sink = DebugSink(identifier: label, trimOutput: trimOutput, observer: observer)
            subscription.setDisposable(sink)
            source.run(AnyObserver(sink), sink.upstream)
        }
    }
}

internal final class DebugSink<Element>: ObserverType, Disposable, @unchecked Sendable {
    // Sendable: every stored property is immutable or atomic (`disposed`); `observer` gets the source's serialized events.
    private static var maximumEventLength: Int { 40 }

    private let identifier: String
    private let trimOutput: Bool
    private let observer: AnyObserver<Element>
    internal let upstream = SingleAssignmentDisposable()
    private let disposed = AtomicCell<Bool>(false)

    internal init(identifier: String, trimOutput: Bool, observer: AnyObserver<Element>) {
        self.identifier = identifier
        self.trimOutput = trimOutput
        self.observer = observer
        Resources.incrementTotal()
        log("subscribed")
    }

    deinit {
        Resources.decrementTotal()
    }

    internal func on(_ event: Event<Element>) {
        let description = String(describing: event)
        let shown =
            trimOutput && description.count > Self.maximumEventLength
            ? description.prefix(Self.maximumEventLength / 2) + "..." + description.suffix(Self.maximumEventLength / 2)
            : description
        log("Event \(shown)")
        observer.on(event)
        if event.isStopEvent { dispose() }
    }

    internal func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        log("isDisposed")
        upstream.dispose()
    }

    private func log(_ message: String) {
        print("\(DebugTimestamp.now()): \(identifier) -> \(message)")
    }
}

/// Formats the current time as `yyyy-MM-dd HH:mm:ss.SSS` in the local time zone.
internal enum DebugTimestamp {
    // `DateFormatter` is not safe to use from several threads at once; the lock guards it.
    private static let formatter = LockedValue(makeFormatter())

    internal static func now() -> String {
        let date = Date()
        return formatter.withLock { formatter in formatter.string(from: date) }
    }

    private static func makeFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        return formatter
    }
}
