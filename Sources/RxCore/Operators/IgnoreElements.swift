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
internal final class IgnoreElementsSink<Element>: ObserverType {
    @usableFromInline
    internal let observer: AnyObserver<Never>

    @usableFromInline
    internal let subscription: SingleAssignmentDisposable

    // Event path only: set once a terminal event was forwarded, after which nothing more is
    // delivered.
    @usableFromInline
    @exclusivity(unchecked)
    internal var stopped = false

    @inlinable
    internal init(observer: AnyObserver<Never>, subscription: SingleAssignmentDisposable) {
        self.observer = observer
        self.subscription = subscription
    }

    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Element>) {
        guard !stopped else { return }
        switch event {
        case .next:
            return
        case .error(let error):
            stopped = true
            observer.on(.error(error))
        case .completed:
            stopped = true
            observer.on(.completed)
        }
        subscription.dispose()
    }
}
