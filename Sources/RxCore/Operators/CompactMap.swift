extension ObservableType {
    /// Transforms each element with `transform` and emits the non-`nil` results.
    ///
    /// ```swift
    /// Observable.of("1", "x", "3").compactMap { Int($0) }  // 1, 3, completed
    /// ```
    ///
    /// If `transform` throws, the sequence fails with that error and the source is disposed.
    ///
    /// - Parameter transform: The function applied to each element; `nil` drops the element.
    /// - Returns: An observable of the non-`nil` transformed elements.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        let source = asObservable()
        return Observable<Result>.make { observer, subscription in
            let sink = CompactMapSink(transform: transform, observer: observer, subscription: subscription)
            source.run(AnyObserver(sink), subscription)
        }
    }
}

@usableFromInline
internal final class CompactMapSink<Element, Result>: ObserverType {
    @usableFromInline
    internal let transform: (Element) throws -> Result?

    @usableFromInline
    internal let observer: AnyObserver<Result>

    @usableFromInline
    internal let subscription: SingleAssignmentDisposable

    // Event path only: set once a terminal event was forwarded (or a closure threw), so nothing
    // more is delivered.
    @usableFromInline
    @exclusivity(unchecked)
    internal var failed = false

    @inlinable
    internal init(
        transform: @escaping (Element) throws -> Result?,
        observer: AnyObserver<Result>,
        subscription: SingleAssignmentDisposable
    ) {
        self.transform = transform
        self.observer = observer
        self.subscription = subscription
    }

    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Element>) {
        guard !failed else { return }
        switch event {
        case .next(let element):
            let result: Result?
            do {
                result = try transform(element)
            } catch {
                failed = true
                observer.on(.error(error))
                subscription.dispose()
                return
            }
            if let result { observer.on(.next(result)) }
        case .error(let error):
            failed = true
            observer.on(.error(error))
            subscription.dispose()
        case .completed:
            failed = true
            observer.on(.completed)
            subscription.dispose()
        }
    }
}
