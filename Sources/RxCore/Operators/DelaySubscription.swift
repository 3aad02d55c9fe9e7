extension ObservableType {
    /// Subscribes to the source only after `dueTime` has passed.
    ///
    /// ```swift
    /// heartbeat.delaySubscription(.seconds(5), scheduler: scheduler)  // starts 5 s later
    /// ```
    ///
    /// Disposing before the delay is over cancels the subscription that was waiting. Events are
    /// delivered where the source sends them.
    ///
    /// - Parameters:
    ///   - dueTime: How long to wait before subscribing.
    ///   - scheduler: Where the timer runs; the subscription happens there.
    /// - Returns: The sequence with its subscription delayed.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable<Element>.make { observer, subscription in
            let timer = SingleAssignmentDisposable()
            let upstream = SingleAssignmentDisposable()
            subscription.setDisposable(CompositeDisposable(timer, upstream))
            timer.setDisposable(
                scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                    // A timer that fires while the subscription is being disposed subscribes to
                    // nothing. The source releases `observer` on a terminal event or when
                    // `upstream` is disposed, which disposing `subscription` does.
                    guard !upstream.isDisposed else { return Disposables.create() }
                    source.run(observer, upstream)
                    return Disposables.create()
                }
            )
        }
    }
}
