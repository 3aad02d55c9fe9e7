extension Infallible {
    /// The closure an ``Infallible``'s producer calls with each event.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// Creates an infallible sequence from a closure that reports elements and completion.
    ///
    /// The closure runs once per subscriber; return a disposable that cancels the work.
    ///
    /// ```swift
    /// let ticks = Infallible<Int>.create { observer in
    ///     observer(.next(1))
    ///     observer(.completed)
    ///     return Disposables.create()
    /// }
    /// ```
    ///
    /// - Parameter subscribe: Starts the work for one subscriber.
    /// - Returns: The infallible sequence.
    public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> Disposable) -> Infallible<Element>
    {
        let source = Observable<Element>.create { observer in
            subscribe { observer.on($0.event) }
        }
        return Infallible(raw: source)
    }
}

extension InfallibleType {
    /// An infallible sequence of `element`, then completion.
    ///
    /// - Parameter element: The element.
    /// - Returns: The sequence.
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(raw: .just(element))
    }

    /// An infallible sequence of `element`, delivered on `scheduler`, then completion.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where to deliver it.
    /// - Returns: The sequence.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(raw: .just(element, scheduler: scheduler))
    }

    /// An infallible sequence that emits nothing and never ends.
    ///
    /// - Returns: The sequence.
    public static func never() -> Infallible<Element> {
        Infallible(raw: .never())
    }

    /// An infallible sequence that completes at once.
    ///
    /// - Returns: The sequence.
    public static func empty() -> Infallible<Element> {
        Infallible(raw: .empty())
    }

    /// An infallible sequence made anew for each subscriber by `observableFactory`.
    ///
    /// - Parameter observableFactory: Builds the sequence for one subscriber; if it throws, the
    ///   sequence fails with that error.
    /// - Returns: The sequence.
    public static func deferred(_ observableFactory: @escaping () throws -> Infallible<Element>) -> Infallible<
        Element
    > {
        Infallible(raw: .deferred { try observableFactory().asObservable() })
    }
}

extension Infallible {
    /// An infallible sequence of `elements`, then completion.
    ///
    /// - Parameters:
    ///   - elements: The elements.
    ///   - scheduler: Where to deliver them; by default the current thread's trampoline.
    /// - Returns: The sequence.
    public static func of(
        _ elements: Element...,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(raw: Observable.from(elements, scheduler: scheduler))
    }

    /// An infallible sequence of the array's elements, then completion.
    ///
    /// - Parameters:
    ///   - array: The elements.
    ///   - scheduler: Where to deliver them; by default the current thread's trampoline.
    /// - Returns: The sequence.
    public static func from(
        _ array: [Element],
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(raw: Observable.from(array, scheduler: scheduler))
    }

    /// An infallible sequence of the sequence's elements, then completion.
    ///
    /// - Parameters:
    ///   - sequence: The elements.
    ///   - scheduler: Where to deliver them; by default the current thread's trampoline.
    /// - Returns: The sequence.
    public static func from<Sequence: Swift.Sequence>(
        _ sequence: Sequence,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> where Sequence.Element == Element {
        Infallible(raw: Observable.from(sequence, scheduler: scheduler))
    }
}
