extension ObservableType {
    /// Converts the sequence to a ``Single``: its only element, once it completes.
    ///
    /// ```swift
    /// Observable.of(42).asSingle()     // success(42)
    /// Observable<Int>.empty().asSingle()  // failure(RxError.noElements)
    /// ```
    ///
    /// The single waits for the source to complete. A second element fails it with
    /// `RxError.moreThanOneElement` at once; completion without an element fails it with
    /// `RxError.noElements`.
    ///
    /// - Returns: The single.
    public func asSingle() -> Single<Element> {
        PrimitiveSequence(raw: limitedToOneElement(required: true))
    }

    /// Converts the sequence to a ``Maybe``: its element, if any, once it completes.
    ///
    /// A second element fails the maybe with `RxError.moreThanOneElement` at once.
    ///
    /// - Returns: The maybe.
    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: limitedToOneElement(required: false))
    }

    private func limitedToOneElement(required: Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable<Element>.make { observer, subscription in
            let sink = AsSingleSink(observer: observer, subscription: subscription, required: required)
            source.run(AnyObserver(sink), subscription)
        }
    }
}

extension ObservableType where Element == Never {
    /// Views a sequence without elements as a ``Completable``.
    ///
    /// Use `ignoreElements()` first to turn any sequence into one.
    ///
    /// - Returns: The completable.
    public func asCompletable() -> Completable {
        PrimitiveSequence(raw: asObservable())
    }
}

/// The sink behind `asSingle()` and `asMaybe()`.
internal final class AsSingleSink<Element>: SingleUpstreamSink<Element>, ObserverType {
    // `element` is touched only on the source's serialized event path.
    private let required: Bool
    private var element: Element?

    internal init(observer: AnyObserver<Element>, subscription: SingleAssignmentDisposable, required: Bool) {
        self.required = required
        super.init(observer: observer, subscription: subscription)
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    internal func on(_ event: Event<Element>) {
        if stopped { return }
        switch event {
        case .next(let next):
            if element != nil {
                finish(.error(RxError.moreThanOneElement))
            } else {
                element = next
            }
        case .error:
            finish(event)
        case .completed:
            if let element {
                self.element = nil
                forward(element)
                // The downstream may have disposed while it handled the element.
                if subscription.isDisposed {
                    stopped = true
                    return
                }
                finish(.completed)
            } else if required {
                finish(.error(RxError.noElements))
            } else {
                finish(.completed)
            }
        }
    }

    private func finish(_ event: Event<Element>) {
        element = nil
        forwardTerminal(event)
    }
}
