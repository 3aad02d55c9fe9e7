/// One action waiting in a ``VirtualTimeScheduler``'s queue.
///
/// Disposing it before it runs makes the scheduler skip it; disposing it afterwards disposes what
/// the action returned, as RxSwift does.
///
/// `@unchecked Sendable`: `time` and `id` are immutable, `disposable` is thread-safe, and
/// `action` is touched only by the thread that took the item out of the scheduler's queue under
/// the scheduler's lock: the thread running the scheduler, or the one disposing the item.
internal final class VirtualSchedulerItem<Time>: Cancelable, @unchecked Sendable {
    internal let time: Time

    /// The order of scheduling, which breaks ties between items due at the same time.
    internal let id: Int

    private let disposable = SingleAssignmentDisposable()

    // Read and cleared only by the thread that took the item out of the queue (see above).
    @exclusivity(unchecked)
    private var action: (() -> Disposable)?

    internal init(time: Time, id: Int, action: @escaping () -> Disposable) {
        self.time = time
        self.id = id
        self.action = action
    }

    internal var isDisposed: Bool {
        disposable.isDisposed
    }

    /// Runs the action once and keeps what it returned for disposal; releases the action.
    internal func invoke() {
        guard let action else { return }
        self.action = nil
        disposable.setDisposable(action())
    }

    /// Releases the action of an item the scheduler skips because it was disposed.
    internal func discard() {
        action = nil
    }

    internal func dispose() {
        disposable.dispose()
    }
}
