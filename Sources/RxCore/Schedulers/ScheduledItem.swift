/// An action queued by ``CurrentThreadScheduler``, with its state already bound.
///
/// Disposing it before it runs cancels it; disposing it afterwards disposes what the action
/// returned. The action is released as soon as it ran. Not generic on purpose: binding the state
/// into the closure when scheduling keeps generic metadata lookups off the trampoline.
internal final class ScheduledItem: Cancelable {
    private let disposable = SingleAssignmentDisposable()

    // Touched only by the thread that owns the trampoline queue.
    @exclusivity(unchecked)
    private var work: (() -> Disposable)?

    internal init(_ work: @escaping () -> Disposable) {
        self.work = work
    }

    internal var isDisposed: Bool {
        disposable.isDisposed
    }

    /// Runs the action once, unless it ran already, and keeps what it returned for disposal.
    internal func invoke() {
        guard let work else { return }
        self.work = nil
        disposable.setDisposable(work())
    }

    internal func dispose() {
        disposable.dispose()
    }
}
