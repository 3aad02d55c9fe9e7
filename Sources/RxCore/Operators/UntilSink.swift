/// The state shared by the sinks of `take(until:)` and `skip(until:)`: the downstream observer,
/// the subscriptions to the source and to the other sequence, and the flag that stops delivery
/// after a terminal event.
///
/// Events of the source and of the other sequence, which may arrive on different threads, are
/// serialized through the inherited ``SerializingQueue``; `stopped` and each subclass's state
/// are touched only by queue operations. A subclass is `final` and keeps its own `on(_:)`,
/// `otherOn(_:)` and `process(_:)`; the helpers here are `final` so that they stay specialized.
/// The sink is the disposable its operator hands to the downstream subscription.
@usableFromInline
internal class UntilSink<Element>: SerializingQueue<UntilOperation<Element>>, Disposable, @unchecked Sendable {
    // Sendable: `stopped` and each subclass's state are touched only by operations of the inherited queue.
    @usableFromInline
    internal let observer: AnyObserver<Element>

    @usableFromInline
    internal let sourceSubscription = SingleAssignmentDisposable()

    @usableFromInline
    internal let otherSubscription = SingleAssignmentDisposable()

    // Touched only by queue operations: set once this sink sent a terminal event.
    @usableFromInline
    @exclusivity(unchecked)
    internal var stopped = false

    @inlinable
    internal init(observer: AnyObserver<Element>) {
        self.observer = observer
        super.init()
        Resources.incrementTotal()
    }

    // Inlined into the subclass's destructor, as in ``SingleUpstreamSink``.
    @inline(__always)
    deinit {
        Resources.decrementTotal()
    }

    /// Marks the sink stopped, forwards `event` and disposes both subscriptions. Queue
    /// operations only.
    @inlinable
    internal final func forwardTerminal(_ event: Event<Element>) {
        stopped = true
        observer.on(event)
        dispose()
    }

    /// Disposes the subscriptions to the source and to the other sequence.
    @usableFromInline
    internal final func dispose() {
        sourceSubscription.dispose()
        otherSubscription.dispose()
    }
}
