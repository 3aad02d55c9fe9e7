extension PrimitiveSequence {
    /// Delays the element and the completion by `dueTime`; an error is not delayed.
    ///
    /// - Parameters:
    ///   - dueTime: How much later the success (or completion) is delivered.
    ///   - scheduler: Where the timer runs and the delayed events are delivered.
    /// - Returns: The delayed sequence, with the same trait.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Subscribes to the sequence only after `dueTime` has passed.
    ///
    /// - Parameters:
    ///   - dueTime: How long to wait before subscribing.
    ///   - scheduler: Where the timer runs.
    /// - Returns: The sequence with its subscription delayed, with the same trait.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Delivers the events on `scheduler`.
    ///
    /// - Parameter scheduler: Where to deliver the events.
    /// - Returns: The same sequence, delivered on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// Subscribes to the sequence, and disposes it, on `scheduler`.
    ///
    /// - Parameter scheduler: Where to subscribe and dispose.
    /// - Returns: The same sequence, subscribed on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// Fails with `RxError.timeout` unless the sequence ends within `dueTime`.
    ///
    /// - Parameters:
    ///   - dueTime: The longest allowed wait.
    ///   - scheduler: Where the timer runs.
    /// - Returns: The sequence, or a timeout error.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` unless the sequence ends within `dueTime`.
    ///
    /// - Parameters:
    ///   - dueTime: The longest allowed wait.
    ///   - other: The sequence of the same trait to continue with after a timeout.
    ///   - scheduler: Where the timer runs.
    /// - Returns: The sequence, or `other`.
    public func timeout(
        _ dueTime: RxTimeInterval,
        other: PrimitiveSequence<Trait, Element>,
        scheduler: SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }

    /// Creates the sequence anew for every subscriber by calling `factory`.
    ///
    /// If `factory` throws, the subscriber receives the error.
    ///
    /// - Parameter factory: Builds the sequence for one subscription.
    /// - Returns: A sequence of the same trait that defers to `factory`.
    public static func deferred(
        _ factory: @escaping () throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable<Element>.make { observer, subscription in
                let sequence: PrimitiveSequence<Trait, Element>
                do {
                    sequence = try factory()
                } catch {
                    observer.on(.error(error))
                    return
                }
                sequence.source.run(observer, subscription)
            }
        )
    }
}
