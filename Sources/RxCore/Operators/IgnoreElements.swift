extension ObservableType {
    /// Drops every element and forwards only the terminal event.
    ///
    /// ```swift
    /// upload.ignoreElements().subscribe(onCompleted: { print("done") })
    /// ```
    ///
    /// As in RxSwift 6 the result is an `Observable<Never>`; turn it into a `Completable` with
    /// `asCompletable()`.
    ///
    /// - Returns: An observable that only completes or fails, when the source does.
    @inlinable
    public func ignoreElements() -> Observable<Never> {
        let source = asObservable()
        return Observable<Never>.make { observer, subscription in
            let sink = IgnoreElementsSink<Element>(observer: observer, subscription: subscription)
            source.run(AnyObserver(sink), subscription)
        }
    }
}

@usableFromInline
internal final class IgnoreElementsSink<Element>: SingleUpstreamSink<Never>, ObserverType {
    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Element>) {
        guard !stopped else { return }
        switch event {
        case .next:
            return
        case .error(let error):
            fail(error)
        case .completed:
            complete()
        }
    }
}
