extension ObservableType {
    /// Returns a sequence produced by a state machine, like a `for` loop: it emits `initialState`,
    /// then `iterate(initialState)`, and so on while `condition` holds, then completes.
    ///
    /// ```swift
    /// Observable.generate(initialState: 1, condition: { $0 < 100 }, iterate: { $0 * 3 })
    /// // 1, 3, 9, 27, 81, completed
    /// ```
    ///
    /// The elements are emitted synchronously during `subscribe`; disposing the subscription stops
    /// the loop. If `condition` or `iterate` throws, the sequence fails with that error.
    ///
    /// - Parameters:
    ///   - initialState: The first state, checked with `condition` before it is emitted.
    ///   - condition: Whether the state is emitted; the sequence completes at the first `false`.
    ///   - iterate: Computes the next state from the current one.
    /// - Returns: An observable of the generated states.
    @inlinable
    public static func generate(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        Observable<Element>.make { observer, subscription in
            let cancel = BooleanDisposable()
            subscription.setDisposable(cancel)
            var state = initialState
            var isFirst = true
            while !cancel.isDisposed {
                do {
                    if isFirst {
                        isFirst = false
                    } else {
                        state = try iterate(state)
                    }
                    guard try condition(state) else {
                        observer.on(.completed)
                        return
                    }
                } catch {
                    observer.on(.error(error))
                    return
                }
                observer.on(.next(state))
            }
        }
    }
}
