extension ObservableType where Element: RxAbstractInteger {
    /// Emits 0 after `dueTime` and completes; or, with a `period`, emits 0, 1, 2, … starting
    /// after `dueTime`, one every `period`.
    ///
    /// ```swift
    /// Observable<Int>.timer(.seconds(3), scheduler: scheduler)                    // 0, completed
    /// Observable<Int>.timer(.seconds(3), period: .seconds(1), scheduler: scheduler)  // 0, 1, 2, …
    /// ```
    ///
    /// The periodic form never ends by itself; dispose the subscription to stop it.
    ///
    /// - Parameters:
    ///   - dueTime: The time before the first element.
    ///   - period: The time between later elements; `nil` for a single element.
    ///   - scheduler: Where the timer runs and the elements are delivered.
    /// - Returns: The timer sequence.
    public static func timer(
        _ dueTime: RxTimeInterval,
        period: RxTimeInterval? = nil,
        scheduler: SchedulerType
    ) -> Observable<Element> {
        guard let period else {
            return Observable<Element>.make { observer, subscription in
                subscription.setDisposable(
                    scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                        // A timer that fires while the subscription is being disposed stays quiet.
                        guard !subscription.isDisposed else { return Disposables.create() }
                        observer.on(.next(0))
                        observer.on(.completed)
                        return Disposables.create()
                    }
                )
            }
        }
        return Observable<Element>.make { observer, subscription in
            // The timer's disposable goes to `subscription` before the first tick can run; a tick
            // that races with disposal checks `subscription` so nothing is delivered after it.
            let periodic = SingleAssignmentDisposable()
            subscription.setDisposable(periodic)
            periodic.setDisposable(
                scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) { count in
                    if !periodic.isDisposed {
                        observer.on(.next(count))
                    }
                    return count &+ 1
                }
            )
        }
    }
}
