import Synchronization

/// The observer behind `subscribe(onNext:onError:onCompleted:onDisposed:)`.
///
/// The handlers are immutable, so the event path is one atomic load and the handler call, with
/// no reference counting. Disposal from any thread only flips `stopped`; the handlers go when the
/// sink does, which is as soon as the upstream lets go of it (on dispose or after the terminal
/// event, by the ``Observable/run(_:_:)`` contract).
@usableFromInline
internal final class SubscriberSink<Element>: ObserverType, @unchecked Sendable {
    @usableFromInline
    internal let onNext: ((Element) -> Void)?

    @usableFromInline
    internal let onError: ((Swift.Error) -> Void)?

    @usableFromInline
    internal let onCompleted: (() -> Void)?

    // Set once before the first event; cleared by the terminal event.
    @usableFromInline
    @exclusivity(unchecked)
    internal var subscription: SingleAssignmentDisposable?

    @usableFromInline
    internal let stopped = Atomic<Bool>(false)

    @usableFromInline
    internal let delivery = DeliveryTracker()

    @inlinable
    internal init(
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?
    ) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Element>) {
        if stopped.load(ordering: .acquiring) { return }
        #if DEBUG
            delivery.enter()
            defer { delivery.leave() }
        #endif
        switch event {
        case .next(let element):
            onNext?(element)
        case .error(let error):
            guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
            let handler = onError
            let subscription = finish()
            if let handler {
                handler(error)
            } else {
                Hooks.reportUnhandledError(error)
            }
            subscription?.dispose()
        case .completed:
            guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
            let handler = onCompleted
            let subscription = finish()
            handler?()
            subscription?.dispose()
        }
    }

    /// Called when the subscription is disposed, from any thread.
    @usableFromInline
    internal func stop() {
        stopped.store(true, ordering: .releasing)
    }

    @inlinable
    internal func finish() -> SingleAssignmentDisposable? {
        let subscription = self.subscription
        self.subscription = nil
        return subscription
    }
}
