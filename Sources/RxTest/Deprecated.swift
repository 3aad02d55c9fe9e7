import RxCore

// Names older RxTest versions had, kept (deprecated) so ported tests compile and the compiler
// offers the fix.

extension TestScheduler {
    /// Runs the scheduler with the default creation and subscription times; the old spelling of
    /// ``start(disposed:create:)``.
    ///
    /// - Parameters:
    ///   - disposed: When to dispose the subscription.
    ///   - create: Builds the observable under test.
    /// - Returns: The observer with the recorded events.
    @available(*, deprecated, renamed: "start(disposed:create:)")
    public func start<Element>(_ disposed: TestTime, create: @escaping () -> Observable<Element>)
        -> TestableObserver<Element>
    {
        start(disposed: disposed, create: create)
    }

    /// Runs the scheduler with the given times; the old spelling of
    /// ``start(created:subscribed:disposed:create:)``.
    ///
    /// - Parameters:
    ///   - created: When to call `create`.
    ///   - subscribed: When to subscribe.
    ///   - disposed: When to dispose the subscription.
    ///   - create: Builds the observable under test.
    /// - Returns: The observer with the recorded events.
    @available(*, deprecated, renamed: "start(created:subscribed:disposed:create:)")
    public func start<Element>(
        _ created: TestTime,
        subscribed: TestTime,
        disposed: TestTime,
        create: @escaping () -> Observable<Element>
    ) -> TestableObserver<Element> {
        start(created: created, subscribed: subscribed, disposed: disposed, create: create)
    }
}

/// A `next` event recorded at `time`; the old free-function spelling of `Recorded.next`.
///
/// - Parameters:
///   - time: The virtual time of the event.
///   - element: The element.
/// - Returns: The recorded event.
@available(*, deprecated, renamed: "Recorded.next")
public func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> {
    Recorded.next(time, element)
}

/// A `completed` event recorded at `time`; the old free-function spelling of
/// `Recorded.completed`.
///
/// - Parameters:
///   - time: The virtual time of the event.
///   - type: The element type, where the context does not give it.
/// - Returns: The recorded event.
@available(*, deprecated, renamed: "Recorded.completed")
public func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> {
    Recorded.completed(time, type)
}

/// An `error` event recorded at `time`; the old free-function spelling of `Recorded.error`.
///
/// - Parameters:
///   - time: The virtual time of the event.
///   - error: The error.
///   - type: The element type, where the context does not give it.
/// - Returns: The recorded event.
@available(*, deprecated, renamed: "Recorded.error")
public func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self) -> Recorded<Event<T>> {
    Recorded.error(time, error, type)
}
