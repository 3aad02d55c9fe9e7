extension SerialDisposable {
    /// Holds a new, unassigned subscription from now on (disposing the one held before) and
    /// returns it for the next `run`; `nil` when this serial disposable is already disposed, so
    /// there is nothing to subscribe.
    ///
    /// How `catch`, `retry` and `retry(when:)` start each new attempt or replacement.
    @inlinable
    internal func replaceWithNewSubscription() -> SingleAssignmentDisposable? {
        let subscription = SingleAssignmentDisposable()
        disposable = subscription
        return isDisposed ? nil : subscription
    }
}
