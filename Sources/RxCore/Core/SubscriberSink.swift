import Synchronization

/// The observer behind `subscribe(onNext:onError:onCompleted:onDisposed:)`.
///
/// The handlers are immutable, so the event path is one atomic load and the handler call, with
/// no reference counting. Disposal from any thread only flips `state`; the handlers go when the
/// sink does, which is as soon as the upstream lets go of it (on dispose or after the terminal
/// event, by the ``Observable/run(_:_:)`` contract).
///
/// Ownership runs one way, so a subscription that is neither disposed nor terminated leaks
/// nothing once its source is gone: the subscription holds the sink (through its disposal
/// action) and the upstream, the upstream holds the sink, and the sink refers to the
/// subscription only weakly. `onDisposed` lives here, not in the subscription, so it still runs
/// at the terminal event when the caller dropped the subscription.
@usableFromInline
internal final class SubscriberSink<Element>: ObserverType, @unchecked Sendable {
    // `state` is atomic; `subscription` is written once before the first event and read only on
    // the serialized event path; the handlers are immutable.

    /// Delivering events.
    @inlinable
    internal static var active: Int { 0 }

    /// Disposed before a terminal event arrived; later events are expected and dropped.
    @inlinable
    internal static var disposed: Int { 1 }

    /// A terminal event was delivered; any later event breaks the grammar.
    @inlinable
    internal static var terminated: Int { 2 }

    @usableFromInline
    internal let onNext: ((Element) -> Void)?

    @usableFromInline
    internal let onError: ((Swift.Error) -> Void)?

    @usableFromInline
    internal let onCompleted: (() -> Void)?

    @usableFromInline
    internal let onDisposed: (() -> Void)?

    @usableFromInline
    @exclusivity(unchecked)
    internal weak var subscription: SingleAssignmentDisposable?

    @usableFromInline
    internal let state = Atomic<Int>(0)

    @usableFromInline
    internal let delivery = DeliveryTracker()

    @inlinable
    internal init(
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?
    ) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.onDisposed = onDisposed
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Element>) {
        let current = state.load(ordering: .acquiring)
        if current != Self.active {
            #if DEBUG
                if current == Self.terminated { reportEventAfterTermination(event) }
            #endif
            return
        }
        #if DEBUG
            delivery.enter()
            defer { delivery.leave() }
        #endif
        switch event {
        case .next(let element):
            onNext?(element)
        case .error(let error):
            guard terminate() else { return }
            if let onError {
                onError(error)
            } else {
                Hooks.reportUnhandledError(error)
            }
            finish()
        case .completed:
            guard terminate() else { return }
            onCompleted?()
            finish()
        }
    }

    /// Called when the subscription is disposed, from any thread: stops delivery and runs
    /// `onDisposed` unless a terminal event already did.
    @usableFromInline
    internal func stop() {
        if state.compareExchange(expected: Self.active, desired: Self.disposed, ordering: .acquiringAndReleasing)
            .exchanged
        {
            onDisposed?()
        }
    }

    @inlinable
    internal func terminate() -> Bool {
        state.compareExchange(expected: Self.active, desired: Self.terminated, ordering: .acquiringAndReleasing)
            .exchanged
    }

    // After the terminal handler: release the upstream (and with it this sink's handlers) if the
    // caller still holds the subscription, then run `onDisposed`, the order disposal uses too.
    @usableFromInline
    internal func finish() {
        subscription?.dispose()
        onDisposed?()
    }

    @usableFromInline
    internal func reportEventAfterTermination(_ event: Event<Element>) {
        Hooks.reportGrammarViolation(
            "subscribe: received \(event) after the sequence had already terminated; it was dropped"
        )
    }
}
