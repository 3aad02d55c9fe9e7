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
internal final class MapSink<Element, Result>: SingleUpstreamSink<Result>, ObserverType {
    @usableFromInline
    internal let transform: (Element) throws -> Result

    @inlinable
    internal init(
        transform: @escaping (Element) throws -> Result,
        observer: AnyObserver<Result>,
        subscription: SingleAssignmentDisposable
    ) {
        self.transform = transform
        super.init(observer: observer, subscription: subscription)
    }

    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Element>) {
        guard !stopped else { return }
        switch event {
        case .next(let element):
            let result: Result
            do {
                result = try transform(element)
            } catch {
                fail(error)
                return
            }
            forward(result)
        case .error(let error):
            fail(error)
        case .completed:
            complete()
        }
    }
}
