extension ObservableType {
    /// Emits only the element at `index` (counting from zero), then completes and disposes the
    /// source.
    ///
    /// ```swift
    /// Observable.of("a", "b", "c").element(at: 1)  // "b", completed
    /// ```
    ///
    /// If the source completes first, the sequence fails with ``RxError/argumentOutOfRange``.
    ///
    /// - Parameter index: The zero-based position of the element; must not be negative.
    /// - Returns: An observable of one element.
    @inlinable
    public func element(at index: Int) -> Observable<Element> {
        precondition(index >= 0, "element(at:): index can't be negative")
        let source = asObservable()
        return Observable<Element>.make { observer, subscription in
            let sink = ElementAtSink(index: index, observer: observer, subscription: subscription)
            source.run(AnyObserver(sink), subscription)
        }
    }
}

@usableFromInline
internal final class ElementAtSink<Element>: ObserverType {
    @usableFromInline
    internal let observer: AnyObserver<Element>

    @usableFromInline
    internal let subscription: SingleAssignmentDisposable

    // Event path only: elements still to skip, and whether this sink has ended.
    @usableFromInline
    @exclusivity(unchecked)
    internal var remaining: Int

    @usableFromInline
    @exclusivity(unchecked)
    internal var stopped = false

    @inlinable
    internal init(index: Int, observer: AnyObserver<Element>, subscription: SingleAssignmentDisposable) {
        self.remaining = index
        self.observer = observer
        self.subscription = subscription
    }

    @inlinable
    internal func on(_ event: Event<Element>) {
        guard !stopped else { return }
        switch event {
        case .next(let element):
            if remaining > 0 {
                remaining -= 1
                return
            }
            stopped = true
            observer.on(.next(element))
            observer.on(.completed)
            subscription.dispose()
        case .error(let error):
            stopped = true
            observer.on(.error(error))
            subscription.dispose()
        case .completed:
            stopped = true
            observer.on(.error(RxError.argumentOutOfRange))
            subscription.dispose()
        }
    }
}
