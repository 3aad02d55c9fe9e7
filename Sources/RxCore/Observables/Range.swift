extension ObservableType where Element: RxAbstractInteger {
    /// Returns a sequence of `count` consecutive integers starting at `start`, then completes.
    ///
    /// ```swift
    /// Observable.range(start: 1, count: 3)  // 1, 2, 3, completed
    /// ```
    ///
    /// The elements are emitted synchronously during `subscribe`; disposing the subscription (also
    /// from downstream, as `take` does) stops the emission.
    ///
    /// - Parameters:
    ///   - start: The first element.
    ///   - count: The number of elements; must not be negative, and `start + count - 1` must be
    ///     representable in `Element`.
    /// - Returns: An observable of the integers `start ..< start + count`.
    /// - Complexity: O(`count`) per subscription.
    @inlinable
    public static func range(start: Element, count: Element) -> Observable<Element> {
        precondition(count >= 0, "Observable.range: count can't be negative")
        precondition(
            count == 0 || start.addingReportingOverflow(count - 1).overflow == false, "Observable.range: overflow")
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
}
