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
            source.run(
                AnyObserver { event in
                    switch event {
                    case .next: break
                    case .error(let error): observer.on(.error(error))
                    case .completed: observer.on(.completed)
                    }
                },
                subscription
            )
        }
    }
}
