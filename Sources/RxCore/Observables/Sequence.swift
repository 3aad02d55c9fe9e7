extension ObservableType {
    /// Returns a sequence that emits `elements` in order, then completes.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3)                              // synchronous
    /// Observable.of(1, 2, 3, scheduler: testScheduler)    // one element per scheduled action
    /// ```
    ///
    /// - Parameters:
    ///   - elements: The elements to emit.
    ///   - scheduler: Where to emit them; see `from(_:scheduler:)` with an array.
    /// - Returns: An observable of the elements.
    /// - Complexity: O(*n*) per subscription.
    public static func of(
        _ elements: Element...,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        from(sequence: elements, scheduler: scheduler)
    }

    /// Returns a sequence that emits the elements of `array` in order, then completes.
    ///
    /// On the default ``CurrentThreadScheduler`` the elements are emitted synchronously in a loop
    /// during `subscribe`, and disposing the subscription (also from downstream, by `take`)
    /// stops the loop. On any other scheduler each element, and the completion, is one scheduled
    /// action that schedules the next: on a `TestScheduler` subscribed at 200, `[1, 2, 3]` emits
    /// at 201, 202, 203 and completes at 204, as in RxSwift.
    ///
    /// - Parameters:
    ///   - array: The elements to emit.
    ///   - scheduler: Where to emit them.
    /// - Returns: An observable of the elements.
    /// - Complexity: O(*n*) per subscription.
    @inlinable
    public static func from(
        _ array: [Element],
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        from(sequence: array, scheduler: scheduler)
    }

    /// Returns a sequence that emits the elements of `sequence` in order, then completes.
    ///
    /// Disposing the subscription (also from downstream, for example by `take`) stops the
    /// iteration, so infinite sequences are fine. Scheduling works as for
    /// `from(_:scheduler:)` with an array.
    ///
    /// - Parameters:
    ///   - sequence: The elements to emit; iterated once per subscription.
    ///   - scheduler: Where to emit them.
    /// - Returns: An observable of the elements.
    /// - Complexity: O(*n*) per subscription.
    @inlinable
    public static func from<S: Sequence>(
        _ sequence: S,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where S.Element == Element {
        from(sequence: sequence, scheduler: scheduler)
    }

    /// Returns a sequence that emits `optional`'s value if there is one, then completes.
    ///
    /// - Parameter optional: The value to emit, or `nil` for an empty sequence.
    /// - Returns: An observable of zero or one element.
    public static func from(optional: Element?) -> Observable<Element> {
        Observable<Element>.make { observer, _ in
            if let optional { observer.on(.next(optional)) }
            observer.on(.completed)
        }
    }

    /// Returns a sequence that emits `optional`'s value if there is one, then completes, each in
    /// its own action on `scheduler`.
    ///
    /// On a `TestScheduler` subscribed at 200: a value arrives at 201 and completion at 202;
    /// `nil` completes at 201.
    ///
    /// - Parameters:
    ///   - optional: The value to emit, or `nil` for an empty sequence.
    ///   - scheduler: The scheduler that emits.
    /// - Returns: An observable of zero or one element.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        guard let element = optional else {
            return Observable<Element>.make { observer, subscription in
                let cancel = SingleAssignmentDisposable()
                subscription.setDisposable(cancel)
                cancel.setDisposable(
                    scheduler.schedule(()) { _ in
                        if !cancel.isDisposed { observer.on(.completed) }
                        cancel.dispose()
                        return Disposables.create()
                    }
                )
            }
        }
        return just(element, scheduler: scheduler)
    }

    @inlinable
    internal static func from<S: Sequence>(
        sequence: S,
        scheduler: ImmediateSchedulerType
    ) -> Observable<Element> where S.Element == Element {
        // The default scheduler takes the synchronous loop: no allocation per element, and
        // cancellation through `subscription` works while the loop runs.
        if scheduler is CurrentThreadScheduler { return from(sequence: sequence) }
        return scheduledSequence(sequence, on: scheduler)
    }

    @inlinable
    internal static func from<S: Sequence>(sequence: S) -> Observable<Element> where S.Element == Element {
        Observable<Element>.make { observer, subscription in
            let cancel = BooleanDisposable()
            subscription.setDisposable(cancel)
            for element in sequence {
                if cancel.isDisposed { return }
                observer.on(.next(element))
            }
            if !cancel.isDisposed { observer.on(.completed) }
        }
    }

    /// Emits one element per action on `scheduler`, each action scheduling the next, as RxSwift's
    /// `ObservableSequence` does.
    @usableFromInline
    internal static func scheduledSequence<S: Sequence>(
        _ sequence: S,
        on scheduler: ImmediateSchedulerType
    ) -> Observable<Element> where S.Element == Element {
        Observable<Element>.make { observer, subscription in
            let recursion = SingleAssignmentDisposable()
            subscription.setDisposable(recursion)
            recursion.setDisposable(
                scheduler.scheduleRecursive(sequence.makeIterator()) { iterator, recurse in
                    if recursion.isDisposed { return }
                    var iterator = iterator
                    if let element = iterator.next() {
                        observer.on(.next(element))
                        if !recursion.isDisposed { recurse(iterator) }
                    } else {
                        observer.on(.completed)
                        recursion.dispose()
                    }
                }
            )
        }
    }
}
