extension ObservableType {
    /// Returns a sequence that emits `element` forever.
    ///
    /// Combine it with an operator that stops early:
    ///
    /// ```swift
    /// Observable.repeatElement("tick").take(3)  // "tick", "tick", "tick", completed
    /// ```
    ///
    /// On the default ``CurrentThreadScheduler`` the elements are emitted synchronously in a loop
    /// during `subscribe` until the subscription is disposed (a downstream `take` does that). On
    /// any other scheduler each element is one scheduled action that schedules the next: on a
    /// `TestScheduler` subscribed at 200, elements arrive at 201, 202, 203, …
    ///
    /// - Parameters:
    ///   - element: The element to repeat.
    ///   - scheduler: Where to emit the elements.
    /// - Returns: An infinite observable of `element`.
    @inlinable
    public static func repeatElement(
        _ element: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        if scheduler is CurrentThreadScheduler {
            return Observable<Element>.make { observer, subscription in
                let cancel = BooleanDisposable()
                subscription.setDisposable(cancel)
                while !cancel.isDisposed {
                    observer.on(.next(element))
                }
            }
        }
        return Observable<Element>.make { observer, subscription in
            let recursion = SingleAssignmentDisposable()
            subscription.setDisposable(recursion)
            recursion.setDisposable(
                scheduler.scheduleRecursive(()) { _, recurse in
                    if recursion.isDisposed { return }
                    observer.on(.next(element))
                    recurse(())
                }
            )
        }
    }
}
