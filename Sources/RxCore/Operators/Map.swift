extension ObservableType {
    /// Transforms each element with `transform`.
    ///
    /// If `transform` throws, the sequence fails with that error and the source is disposed.
    ///
    /// - Parameter transform: The function applied to each element.
    /// - Returns: An observable of the transformed elements.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        let source = asObservable()
        return Observable<Result>.make { observer, subscription in
            let sink = MapSink(transform: transform, observer: observer, subscription: subscription)
            source.run(AnyObserver(sink), subscription)
        }
    }
}

@usableFromInline
internal final class MapSink<Element, Result>: ObserverType {
    @usableFromInline
    internal let transform: (Element) throws -> Result

    @usableFromInline
    internal let observer: AnyObserver<Result>

    @usableFromInline
    internal let subscription: SingleAssignmentDisposable

    // Event-thread only: set once a terminal event was forwarded (or `transform` threw), so
    // nothing more is delivered.
    @usableFromInline
    @exclusivity(unchecked)
    internal var failed = false

    @inlinable
    internal init(
        transform: @escaping (Element) throws -> Result,
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
            let result: Result
            do {
                result = try transform(element)
            } catch {
                failed = true
                observer.on(.error(error))
                subscription.dispose()
                return
            }
            observer.on(.next(result))
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
