import Foundation

/// A disposable that disposes the disposable it wraps on a scheduler.
///
/// ```swift
/// // tear the view binding down on the main thread, wherever dispose() is called
/// let binding = ScheduledDisposable(scheduler: MainScheduler.instance, disposable: viewBinding)
/// ```
///
/// Thread-safe; the wrapped disposable is disposed at most once.
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    /// The scheduler the wrapped disposable is disposed on.
    public let scheduler: ImmediateSchedulerType

    // `nil` once dispose() ran; behind `lock`, which is why the class can be
    // `@unchecked Sendable` (the scheduler is immutable and thread-safe by contract).
    private let lock = NSLock()
    private var disposable: Disposable?

    /// Wraps `disposable`, to be disposed on `scheduler`.
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler to dispose on.
    ///   - disposable: The disposable to dispose.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        lock.withLock { disposable == nil }
    }

    /// Schedules the disposal of the wrapped disposable on ``scheduler``. Calling it again does
    /// nothing.
    public func dispose() {
        let inner = lock.withLock { () -> Disposable? in
            defer { disposable = nil }
            return disposable
        }
        guard let inner else { return }
        _ = scheduler.schedule(()) { _ in
            inner.dispose()
            return Disposables.create()
        }
    }
}
