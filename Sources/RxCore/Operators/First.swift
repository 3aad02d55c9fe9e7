extension ObservableType {
    /// Emits the first element (or `nil` if the source completes empty), then completes and
    /// disposes the source.
    ///
    /// ```swift
    /// Observable.of(4, 5).first()            // success(Optional(4))
    /// Observable<Int>.empty().first()        // success(nil)
    /// ```
    ///
    /// - Returns: A `Single` of the first element, or of `nil` for an empty source.
    @inlinable
    public func first() -> Single<Element?> {
        let source = asObservable()
        return Single(
            raw: Observable<Element?>.make { observer, subscription in
                source.run(AnyObserver(FirstSink(observer: observer, subscription: subscription)), subscription)
            }
        )
    }
}

@usableFromInline
internal final class FirstSink<Element>: ObserverType {
    @usableFromInline
    internal let observer: AnyObserver<Element?>

    @usableFromInline
    internal let subscription: SingleAssignmentDisposable

    // Event path only: set once a terminal event was forwarded.
    @usableFromInline
    @exclusivity(unchecked)
    internal var stopped = false

    @inlinable
    internal init(observer: AnyObserver<Element?>, subscription: SingleAssignmentDisposable) {
        self.observer = observer
        self.subscription = subscription
    }

    @inlinable
    internal func on(_ event: Event<Element>) {
        guard !stopped else { return }
        stopped = true
        switch event {
        case .next(let element):
            observer.on(.next(element))
            observer.on(.completed)
        case .error(let error):
            observer.on(.error(error))
        case .completed:
            observer.on(.next(nil))
            observer.on(.completed)
        }
        subscription.dispose()
    }
}
