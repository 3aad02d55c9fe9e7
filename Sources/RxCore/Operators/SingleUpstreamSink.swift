/// The state and the terminal bookkeeping shared by the sinks of operators with one upstream
/// (`map`, `filter`, `scan`, `take`, `skip`, `distinctUntilChanged`, …).
///
/// It holds the downstream observer, the subscription the operator passed to its source's `run`
/// and the flag that stops delivery after a terminal event. A subclass is a `final` class that
/// adds its own state and its own `on(_:)` (`@inlinable`, and `@inline(__always)` on the hot
/// ones); it calls the helpers here, which are `final` so that they stay specialized for the
/// client's types. Nothing here is meant to be overridden: a call through the vtable would
/// reach unspecialized code (see "How RxCore works" in CONTRIBUTING.md).
///
/// The source delivers serialized events (the `run` contract), so `stopped` and every
/// subclass's event-path state need no lock.
@usableFromInline
internal class SingleUpstreamSink<Result> {
    @usableFromInline
    internal let observer: AnyObserver<Result>

    /// The subscription to the source; disposed right after a terminal event is forwarded.
    @usableFromInline
    internal let subscription: SingleAssignmentDisposable

    // Event path only: set once a terminal event was forwarded (or a closure of the operator
    // threw), after which nothing more is delivered.
    @usableFromInline
    @exclusivity(unchecked)
    internal var stopped = false

    @inlinable
    internal init(observer: AnyObserver<Result>, subscription: SingleAssignmentDisposable) {
        self.observer = observer
        self.subscription = subscription
    }

    // Inlined into each subclass's destructor, so tearing a sink down costs no extra call: a
    // subscription to a chain of N operators would otherwise pay N calls into this generic deinit.
    @inline(__always)
    deinit {}

    /// Forwards an element.
    @inlinable
    @inline(__always)
    internal final func forward(_ element: Result) {
        observer.on(.next(element))
    }

    /// Marks the sink stopped, forwards `event` and disposes the source.
    @inlinable
    internal final func forwardTerminal(_ event: Event<Result>) {
        stopped = true
        observer.on(event)
        subscription.dispose()
    }

    /// Ends the sequence with `error`: a source error, or one thrown by the operator's closure.
    @inlinable
    internal final func fail(_ error: Swift.Error) {
        forwardTerminal(.error(error))
    }

    /// Ends the sequence with completion.
    @inlinable
    internal final func complete() {
        forwardTerminal(.completed)
    }

    /// Ends the sequence with `element` followed by completion; stops the sink before forwarding
    /// the element, so nothing else gets through while the downstream handles it.
    @inlinable
    internal final func forwardLast(_ element: Result) {
        stopped = true
        observer.on(.next(element))
        complete()
    }
}
