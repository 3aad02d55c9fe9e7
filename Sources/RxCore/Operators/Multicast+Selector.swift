extension ObservableType {
    /// For each subscriber, multicasts the source through a new subject from `subjectSelector`
    /// and subscribes the subscriber to the sequence `selector` builds on it.
    ///
    /// ```swift
    /// // both branches share one subscription to `source`
    /// source.multicast({ PublishSubject<Int>() }, selector: { shared in
    ///     Observable.zip(shared, shared.skip(1))
    /// })
    /// ```
    ///
    /// `selector` can subscribe to its argument any number of times; the source is subscribed
    /// once, after the sequence `selector` returned is subscribed, and disposed with the
    /// subscription. If `subjectSelector` or `selector` throws, the sequence fails with that
    /// error.
    ///
    /// - Parameters:
    ///   - subjectSelector: Makes the subject for one subscription.
    ///   - selector: Builds the resulting sequence from the multicast source.
    /// - Returns: An observable of the events of the sequence `selector` returns.
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        let source = asObservable()
        return Observable<Result>.make { observer, subscription in
            let connectable: ConnectableObservable<Subject.Element>
            let result: Observable<Result>
            do {
                connectable = source.multicast(try subjectSelector())
                result = try selector(connectable.asObservable())
            } catch {
                observer.on(.error(error))
                return
            }
            let resultSubscription = SingleAssignmentDisposable()
            let connection = SingleAssignmentDisposable()
            subscription.setDisposable(Disposables.create(resultSubscription, connection))
            result.run(observer, resultSubscription)
            guard !subscription.isDisposed else { return }
            connection.setDisposable(connectable.connect())
        }
    }
}
