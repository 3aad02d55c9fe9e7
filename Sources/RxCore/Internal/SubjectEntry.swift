/// What a subject keeps for one subscriber: the closures it calls, stored by value in its
/// ``ObserverList``, so that subscribing allocates no entry object.
///
/// Two kinds share the layout. An *observer* entry is an operator's `AnyObserver` (its
/// `nextHandler` and `eventHandler`). A *subscriber* entry holds the closures of
/// `subscribe(onNext:onError:onCompleted:onDisposed:)` called on the subject itself, with no sink
/// in between: the subject already delivers serialized, grammatical events and skips a disposed
/// subscription, which is all a ``SubscriberSink`` would add. Without `onDisposed` the
/// subscription is keyed (see ``SubjectSubscription``) and subscribing allocates nothing; with it,
/// the subscription object that runs `onDisposed` is the only allocation. A subscriber entry with
/// a subscription object ends it after its terminal handler, as the sink would, which runs
/// `onDisposed`; a keyed entry has nothing to end: the terminated subject drops its entries.
///
/// The list owns the closures and destroys them when the entry is removed (from inside the
/// subject's serialized operations), so a disposed subscription lets go of its closures at once,
/// even while its caller still holds the disposable.
@usableFromInline
internal struct SubjectEntry<Element> {
    /// The element handler; the first stored property, which ``ObserverList/destroy(_:)`` relies
    /// on.
    @usableFromInline
    internal let nextHandler: (Element) -> Void

    /// The closures of the terminal path, grouped so that an entry without any (a subscriber
    /// with only `onNext`) is copied and destroyed with one test instead of three closures.
    @usableFromInline
    internal struct Terminal {
        // The observer's terminal path; `nil` for a subscriber entry.
        @usableFromInline
        internal let eventHandler: ((Event<Element>) -> Void)?

        @usableFromInline
        internal let onError: ((Swift.Error) -> Void)?

        @usableFromInline
        internal let onCompleted: (() -> Void)?

        @inlinable
        internal init(
            eventHandler: ((Event<Element>) -> Void)?,
            onError: ((Swift.Error) -> Void)?,
            onCompleted: (() -> Void)?
        ) {
            self.eventHandler = eventHandler
            self.onError = onError
            self.onCompleted = onCompleted
        }
    }

    @usableFromInline
    internal let terminal: Terminal?

    /// The observer's terminal path; `nil` for a subscriber entry.
    @inlinable
    internal var eventHandler: ((Event<Element>) -> Void)? { terminal?.eventHandler }

    @inlinable
    internal var onError: ((Swift.Error) -> Void)? { terminal?.onError }

    @inlinable
    internal var onCompleted: (() -> Void)? { terminal?.onCompleted }

    /// An entry for an operator's observer.
    @inlinable
    internal init(observer: AnyObserver<Element>) {
        nextHandler = observer.nextHandler
        terminal = Terminal(eventHandler: observer.eventHandler, onError: nil, onCompleted: nil)
    }

    /// An entry for the closures of `subscribe(onNext:onError:onCompleted:onDisposed:)`.
    @inlinable
    internal init(
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?
    ) {
        // Not `onNext ?? { _ in }`: the generic `??` would wrap `onNext` in a reabstraction
        // thunk, an allocation per subscription.
        if let onNext {
            nextHandler = onNext
        } else {
            nextHandler = { _ in }
        }
        if onError == nil && onCompleted == nil {
            terminal = nil
        } else {
            terminal = Terminal(eventHandler: nil, onError: onError, onCompleted: onCompleted)
        }
    }

    /// Delivers `event`; after a terminal event a subscriber entry disposes `subscription`, if it
    /// has one (a keyed subscription has none).
    ///
    /// When the entry is borrowed from a noncopyable slot (``ObserverList``), the element handler
    /// is called without a retain.
    @inlinable
    @inline(__always)
    internal func deliver(_ event: Event<Element>, subscription: SingleAssignmentDisposable?) {
        if case .next(let element) = event {
            nextHandler(element)
        } else {
            deliverTerminal(event, subscription: subscription)
        }
    }

    @inlinable
    internal func deliverTerminal(_ event: Event<Element>, subscription: SingleAssignmentDisposable?) {
        if let eventHandler = terminal?.eventHandler {
            eventHandler(event)
            return
        }
        switch event {
        case .next:
            return
        case .error(let error):
            Hooks.deliver(error, to: terminal?.onError)
        case .completed:
            terminal?.onCompleted?()
        }
        subscription?.dispose()
    }
}
