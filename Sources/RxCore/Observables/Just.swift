extension ObservableType {
    /// Returns a sequence that emits `element` and completes.
    ///
    /// - Parameter element: The single element.
    /// - Returns: An observable of one element.
    public static func just(_ element: Element) -> Observable<Element> {
        Observable<Element>.make { observer, _ in
            observer.on(.next(element))
            observer.on(.completed)
        }
    }

    /// Returns a sequence that emits `element` on `scheduler`, then completes in a second
    /// scheduled action.
    ///
    /// On a `TestScheduler` subscribed at 200, the element arrives at 201 and completion at 202.
    ///
    /// - Parameters:
    ///   - element: The single element.
    ///   - scheduler: The scheduler that emits the element and the completion.
    /// - Returns: An observable of one element.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Observable<Element>.make { observer, subscription in
            let cancel = SingleAssignmentDisposable()
            subscription.setDisposable(cancel)
            cancel.setDisposable(
                scheduler.schedule(element) { element in
                    if cancel.isDisposed { return Disposables.create() }
                    observer.on(.next(element))
                    return scheduleCompletion(observer, cancel, on: scheduler)
                }
            )
        }
    }

    /// Schedules the completion of a scheduled single-element sequence and lets go of everything
    /// once it ran.
    internal static func scheduleCompletion(
        _ observer: AnyObserver<Element>,
        _ cancel: SingleAssignmentDisposable,
        on scheduler: ImmediateSchedulerType
    ) -> Disposable {
        if cancel.isDisposed { return Disposables.create() }
        return scheduler.schedule(()) { _ in
            if !cancel.isDisposed { observer.on(.completed) }
            cancel.dispose()
            return Disposables.create()
        }
    }
}
