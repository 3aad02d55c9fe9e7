extension PrimitiveSequence {
    /// A primitive sequence that owns a resource for as long as its subscription lasts.
    ///
    /// For every subscriber, `resourceFactory` creates the resource and
    /// `primitiveSequenceFactory` builds the sequence from it; the resource is disposed when the
    /// subscription ends.
    ///
    /// ```swift
    /// let hero = Single.using({ Connection(to: database) }, primitiveSequenceFactory: { $0.hero(id: 7) })
    /// ```
    ///
    /// - Parameters:
    ///   - resourceFactory: Creates the resource; if it throws, the subscriber receives the error.
    ///   - primitiveSequenceFactory: Builds the sequence that uses the resource; if it throws, the
    ///     subscriber receives the error and the resource is disposed.
    /// - Returns: A sequence of the same trait whose subscriptions each own a fresh resource.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.using(resourceFactory, observableFactory: { try primitiveSequenceFactory($0).source })
        )
    }
}

extension PrimitiveSequence where Element: RxAbstractInteger {
    /// A single or maybe that succeeds with `0` after `dueTime`.
    ///
    /// ```swift
    /// let tick = Single<Int>.timer(.seconds(1), scheduler: MainScheduler.instance)
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: How long to wait.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The sequence.
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
