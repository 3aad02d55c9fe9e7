extension ObservableType {
    /// Returns a sequence produced by a state machine, like a `for` loop: it emits `initialState`,
    /// then `iterate(initialState)`, and so on while `condition` holds, then completes.
    ///
    /// ```swift
    /// Observable.generate(initialState: 1, condition: { $0 < 100 }, iterate: { $0 * 3 })
    /// // 1, 3, 9, 27, 81, completed
    /// ```
    ///
    /// On the default ``CurrentThreadScheduler`` the elements are emitted synchronously in a loop
    /// during `subscribe`, and disposing the subscription stops the loop. On any other scheduler
    /// each step (iterate, test, emit) is one scheduled action that schedules the next: on a
    /// `TestScheduler` subscribed at 200, the initial state arrives at 201. If `condition` or
    /// `iterate` throws, the sequence fails with that error.
    ///
    /// - Parameters:
    ///   - initialState: The first state, checked with `condition` before it is emitted.
    ///   - condition: Whether the state is emitted; the sequence completes at the first `false`.
    ///   - scheduler: Where to run the loop.
    ///   - iterate: Computes the next state from the current one.
    /// - Returns: An observable of the generated states.
    @inlinable
    public static func generate(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        if scheduler is CurrentThreadScheduler {
            return Observable<Element>.make { observer, subscription in
                let cancel = BooleanDisposable()
                subscription.setDisposable(cancel)
                var state = initialState
                var isFirst = true
                while !cancel.isDisposed {
                    guard let next = generateStep(&state, &isFirst, condition, iterate, observer) else { return }
                    observer.on(.next(next))
                }
            }
        }
        return Observable<Element>.make { observer, subscription in
            let recursion = SingleAssignmentDisposable()
            subscription.setDisposable(recursion)
            recursion.setDisposable(
                scheduler.scheduleRecursive((initialState, true)) { step, recurse in
                    if recursion.isDisposed { return }
                    var (state, isFirst) = step
                    guard let next = generateStep(&state, &isFirst, condition, iterate, observer) else {
                        recursion.dispose()
                        return
                    }
                    observer.on(.next(next))
                    recurse((state, false))
                }
            )
        }
    }

    /// Advances the state machine one step: iterates (except the first time) and tests the
    /// condition. Returns the state to emit, or `nil` after sending the terminal event.
    @inlinable
    internal static func generateStep(
        _ state: inout Element,
        _ isFirst: inout Bool,
        _ condition: (Element) throws -> Bool,
        _ iterate: (Element) throws -> Element,
        _ observer: AnyObserver<Element>
    ) -> Element? {
        do {
            if isFirst {
                isFirst = false
            } else {
                state = try iterate(state)
            }
            guard try condition(state) else {
                observer.on(.completed)
                return nil
            }
            return state
        } catch {
            observer.on(.error(error))
            return nil
        }
    }
}
