/// What a ``SubscriptionSink`` hands its elements and its terminal event to: the closures of
/// `subscribe(onNext:onError:onCompleted:onDisposed:)`, or an operator's observer.
///
/// Noncopyable, so that the sink's event path can only borrow it in place: a closure loaded from
/// a mutable property that could be copied is retained around the call, which would cost every
/// element a reference count round trip.
@usableFromInline
internal struct SubscriptionHandlers<Element>: ~Copyable {
    @usableFromInline
    internal var onNext: ((Element) -> Void)?

    /// An operator's observer's terminal path; `nil` for a subscriber's closures.
    @usableFromInline
    internal var onEvent: ((Event<Element>) -> Void)?

    @usableFromInline
    internal var onError: ((Swift.Error) -> Void)?

    @usableFromInline
    internal var onCompleted: (() -> Void)?

    /// The closures of `subscribe(onNext:onError:onCompleted:onDisposed:)`.
    @inlinable
    internal init(
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?
    ) {
        self.onNext = onNext
        onEvent = nil
        self.onError = onError
        self.onCompleted = onCompleted
    }

    /// An operator's observer.
    @inlinable
    internal init(observer: AnyObserver<Element>) {
        onNext = observer.nextHandler
        onEvent = observer.eventHandler
        onError = nil
        onCompleted = nil
    }

    /// Releases every handler.
    @inlinable
    @inline(__always)
    internal mutating func removeAll() {
        onNext = nil
        onEvent = nil
        onError = nil
        onCompleted = nil
    }

    /// Hands `element` to the element handler.
    @inlinable
    @inline(__always)
    internal func deliver(_ element: Element) {
        onNext?(element)
    }

    /// Hands `event`, a terminal event, to the terminal handler; an error with no handler goes to
    /// ``Hooks``.
    @inlinable
    internal func deliverTerminal(_ event: Event<Element>) {
        if let onEvent {
            onEvent(event)
            return
        }
        switch event {
        case .next:
            return
        case .error(let error):
            Hooks.deliver(error, to: onError)
        case .completed:
            onCompleted?()
        }
    }
}
