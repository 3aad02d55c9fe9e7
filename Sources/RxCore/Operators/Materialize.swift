extension ObservableType {
    /// Turns every event of the source, including the terminal one, into an element.
    ///
    /// ```swift
    /// Observable.of(1, 2).materialize()  // .next(1), .next(2), .completed, then completed
    /// ```
    ///
    /// The result never fails: a source error becomes an `.error` element followed by completion.
    ///
    /// - Returns: An observable of the source's events as elements.
    @inlinable
    public func materialize() -> Observable<Event<Element>> {
        let source = asObservable()
        return Observable<Event<Element>>.make { observer, subscription in
            source.run(
                AnyObserver { event in
                    observer.on(.next(event))
                    if event.isStopEvent { observer.on(.completed) }
                },
                subscription
            )
        }
    }
}
