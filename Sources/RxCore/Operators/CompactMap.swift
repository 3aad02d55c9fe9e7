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
internal final class CompactMapSink<Element, Result>: SingleUpstreamSink<Result>, ObserverType {
    @usableFromInline
    internal let transform: (Element) throws -> Result?

    @inlinable
    internal init(
        transform: @escaping (Element) throws -> Result?,
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
            let result: Result?
            do {
                result = try transform(element)
            } catch {
                fail(error)
                return
            }
            if let result { forward(result) }
        case .error(let error):
            fail(error)
        case .completed:
            complete()
        }
    }
}
