extension ObservableType where Element: RxAbstractInteger {
    /// Returns a sequence of `count` consecutive integers starting at `start`, then completes.
    ///
    /// ```swift
    /// Observable.range(start: 1, count: 3)                           // 1, 2, 3, completed
    /// Observable.range(start: 1, count: 3, scheduler: testScheduler)  // one element per action
    /// ```
    ///
    /// On the default ``CurrentThreadScheduler`` the elements are emitted synchronously in a loop
    /// during `subscribe`, and disposing the subscription (also from downstream, as `take` does)
    /// stops the loop. On any other scheduler each element, and the completion, is one scheduled
    /// action that schedules the next: on a `TestScheduler` subscribed at 200, a range of three
    /// emits at 201, 202 and 203 and completes at 204, as in RxSwift.
    ///
    /// - Parameters:
    ///   - start: The first element.
    ///   - count: The number of elements; must not be negative, and `start + count - 1` must be
    ///     representable in `Element`.
    ///   - scheduler: Where to emit the elements.
    /// - Returns: An observable of the integers `start ..< start + count`.
    /// - Complexity: O(`count`) per subscription.
    @inlinable
    public static func range(
        start: Element,
        count: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        precondition(count >= 0, "Observable.range: count can't be negative")
        precondition(count == 0 || !start.addingReportingOverflow(count - 1).overflow, "Observable.range: overflow")
        if scheduler is CurrentThreadScheduler {
            return Observable<Element>.make { observer, subscription in
                let cancel = BooleanDisposable()
                subscription.setDisposable(cancel)
                var emitted: Element = 0
                while emitted < count {
                    if cancel.isDisposed { return }
                    observer.on(.next(start + emitted))
                    emitted += 1
                }
                if !cancel.isDisposed { observer.on(.completed) }
            }
        }
        return Observable<Element>.make { observer, subscription in
            let recursion = SingleAssignmentDisposable()
            subscription.setDisposable(recursion)
            recursion.setDisposable(
                scheduler.scheduleRecursive(0 as Element) { emitted, recurse in
                    if recursion.isDisposed { return }
                    if emitted < count {
                        observer.on(.next(start + emitted))
                        recurse(emitted + 1)
                    } else {
                        observer.on(.completed)
                        recursion.dispose()
                    }
                }
            )
        }
    }
}
