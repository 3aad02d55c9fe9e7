/// Work queued on a scheduler that can be run once or cancelled before it runs.
internal protocol ScheduledItemType: Cancelable {
    /// Runs the work, unless it was disposed.
    func invoke()
}

/// An action and its state, queued by ``CurrentThreadScheduler``.
///
/// Disposing it before it runs cancels it; disposing it afterwards disposes what the action
/// returned. The action and state are released as soon as the action ran.
internal final class ScheduledItem<State>: ScheduledItemType {
    private let disposable = SingleAssignmentDisposable()

    // Touched only by the thread that owns the trampoline queue.
    private var work: (state: State, action: (State) -> Disposable)?

    internal init(state: State, action: @escaping (State) -> Disposable) {
        self.work = (state, action)
    }

    internal var isDisposed: Bool {
        disposable.isDisposed
    }

    internal func invoke() {
        guard let work else { return }
        self.work = nil
        disposable.setDisposable(work.action(work.state))
    }

    internal func dispose() {
        disposable.dispose()
    }
}
