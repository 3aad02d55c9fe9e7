extension ObservableType {
    /// Returns a sequence that emits `element` forever.
    ///
    /// The elements are emitted synchronously during `subscribe` until the subscription is
    /// disposed, so combine it with an operator that stops early:
    ///
    /// ```swift
    /// Observable.repeatElement("tick").take(3)  // "tick", "tick", "tick", completed
    /// ```
    ///
    /// - Parameter element: The element to repeat.
    /// - Returns: An infinite observable of `element`.
    @inlinable
    public static func repeatElement(_ element: Element) -> Observable<Element> {
        Observable<Element>.make { observer, subscription in
            let cancel = BooleanDisposable()
            subscription.setDisposable(cancel)
            while !cancel.isDisposed {
                observer.on(.next(element))
            }
        }
    }
}
