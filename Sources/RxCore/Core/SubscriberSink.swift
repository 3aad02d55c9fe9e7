import RxCoreAtomics

/// The observer behind `subscribe(onNext:onError:onCompleted:onDisposed:)`.
///
/// The handlers are immutable, so the event path is two atomic loads and the handler call, with
/// no reference counting: one load of the sink's own state, one of the subscription's
/// disposed flag.
///
/// Ownership runs one way, so nothing leaks whatever the caller does with the subscription: the
/// upstream holds the sink (as its observer), the sink holds the subscription, and the
/// subscription holds the upstream's disposable and `onDisposed`, never the sink. Disposing the
/// subscription stops delivery through its flag and releases the upstream, which lets go of the
/// sink and its handlers. At the terminal event the sink disposes the subscription itself, which
/// runs `onDisposed` even when the caller dropped the subscription, as in RxSwift.
@usableFromInline
internal final class SubscriberSink<Element>: ObserverType, @unchecked Sendable {
    // `state` is atomic; everything else is immutable.

    // Only through `state`; must stay the first stored property (see ``AtomicWord``).
    @usableFromInline
    internal var stateWord = rx_atomic_word()

    /// Delivering events.
    @inlinable
    internal static var active: Int { 0 }

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
    internal let subscription: SingleAssignmentDisposable

    @inlinable
    @inline(__always)
    internal var state: AtomicWord {
        AtomicWord.inObject(self)
    }

    @usableFromInline
    internal let delivery = DeliveryTracker()

    @inlinable
    internal init(
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?,
        subscription: SingleAssignmentDisposable
    ) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.subscription = subscription
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
        if subscription.isDisposedInline { return }
        #if DEBUG
            delivery.enter()
            defer { delivery.leave() }
        #endif
        switch event {
        case .next(let element):
            onNext?(element)
        case .error(let error):
            guard terminate() else { return }
            Hooks.deliver(error, to: onError)
            subscription.dispose()
        case .completed:
            guard terminate() else { return }
            onCompleted?()
            subscription.dispose()
        }
    }

    @inlinable
    internal func terminate() -> Bool {
        state.compareExchange(expected: Self.active, desired: Self.terminated, ordering: .acquiringAndReleasing)
            .exchanged
    }

    @usableFromInline
    internal func reportEventAfterTermination(_ event: Event<Element>) {
        Hooks.reportGrammarViolation(
            "subscribe: received \(event) after the sequence had already terminated; it was dropped"
        )
    }
}
