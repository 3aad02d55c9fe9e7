import Foundation

// The seconds-taking overloads of the traits' time operators, deprecated since RxSwift 5 like
// those of `ObservableType` (see ObservableType+TimeInterval.swift).

extension PrimitiveSequence {
    /// Delivers the outcome `dueTime` seconds later.
    ///
    /// - Parameters:
    ///   - dueTime: The delay, in seconds.
    ///   - scheduler: Where the timer runs.
    /// - Returns: The same trait, delayed.
    @available(
        *, deprecated, message: "Pass a DispatchTimeInterval instead of seconds.", renamed: "delay(_:scheduler:)"
    )
    public func delay(_ dueTime: Foundation.TimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element>
    {
        delay(dueTime.deprecatedMilliseconds, scheduler: scheduler)
    }

    /// Subscribes `dueTime` seconds later.
    ///
    /// - Parameters:
    ///   - dueTime: The delay, in seconds.
    ///   - scheduler: Where the timer runs.
    /// - Returns: The same trait, subscribed later.
    @available(
        *, deprecated, message: "Pass a DispatchTimeInterval instead of seconds.",
        renamed: "delaySubscription(_:scheduler:)"
    )
    public func delaySubscription(
        _ dueTime: Foundation.TimeInterval,
        scheduler: SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        delaySubscription(dueTime.deprecatedMilliseconds, scheduler: scheduler)
    }

    /// Fails with ``RxError/timeout`` when no outcome arrives within `dueTime` seconds.
    ///
    /// - Parameters:
    ///   - dueTime: The time allowed, in seconds.
    ///   - scheduler: Where the timer runs.
    /// - Returns: The same trait, or a timeout error.
    @available(
        *, deprecated, message: "Pass a DispatchTimeInterval instead of seconds.", renamed: "timeout(_:scheduler:)"
    )
    public func timeout(_ dueTime: Foundation.TimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<
        Trait, Element
    > {
        timeout(dueTime.deprecatedMilliseconds, scheduler: scheduler)
    }

    /// Switches to `other` when no outcome arrives within `dueTime` seconds.
    ///
    /// - Parameters:
    ///   - dueTime: The time allowed, in seconds.
    ///   - other: The trait to continue with after a timeout.
    ///   - scheduler: Where the timer runs.
    /// - Returns: This trait's outcome, or `other`'s after a timeout.
    @available(
        *, deprecated, message: "Pass a DispatchTimeInterval instead of seconds.",
        renamed: "timeout(_:other:scheduler:)"
    )
    public func timeout(
        _ dueTime: Foundation.TimeInterval,
        other: PrimitiveSequence<Trait, Element>,
        scheduler: SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        timeout(dueTime.deprecatedMilliseconds, other: other, scheduler: scheduler)
    }
}

extension SharedSequenceConvertibleType {
    /// Emits an element, then no other for `dueTime` seconds, on the sharing scheduler.
    ///
    /// - Parameters:
    ///   - dueTime: The quiet period after each emitted element, in seconds.
    ///   - latest: Whether the latest element of a quiet period is emitted when it ends.
    /// - Returns: The throttled shared sequence.
    @available(
        *, deprecated, message: "Pass a DispatchTimeInterval instead of seconds.", renamed: "throttle(_:latest:)"
    )
    public func throttle(_ dueTime: Foundation.TimeInterval, latest: Bool = true) -> SharedSequence<
        SharingStrategy, Element
    > {
        throttle(dueTime.deprecatedMilliseconds, latest: latest)
    }

    /// Emits an element once `dueTime` seconds pass without a newer one, on the sharing scheduler.
    ///
    /// - Parameter dueTime: The quiet period, in seconds.
    /// - Returns: The debounced shared sequence.
    @available(*, deprecated, message: "Pass a DispatchTimeInterval instead of seconds.", renamed: "debounce(_:)")
    public func debounce(_ dueTime: Foundation.TimeInterval) -> SharedSequence<SharingStrategy, Element> {
        debounce(dueTime.deprecatedMilliseconds)
    }

    /// Shifts the elements later by `dueTime` seconds, on the sharing scheduler.
    ///
    /// - Parameter dueTime: The delay, in seconds.
    /// - Returns: The delayed shared sequence.
    @available(*, deprecated, message: "Pass a DispatchTimeInterval instead of seconds.", renamed: "delay(_:)")
    public func delay(_ dueTime: Foundation.TimeInterval) -> SharedSequence<SharingStrategy, Element> {
        delay(dueTime.deprecatedMilliseconds)
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// Emits 0, 1, 2, … every `period` seconds, on the sharing scheduler.
    ///
    /// - Parameter period: The time between elements, in seconds.
    /// - Returns: The counter shared sequence.
    @available(*, deprecated, message: "Pass a DispatchTimeInterval instead of seconds.", renamed: "interval(_:)")
    public static func interval(_ period: Foundation.TimeInterval) -> SharedSequence<SharingStrategy, Element> {
        interval(period.deprecatedMilliseconds)
    }

    /// Emits 0 after `dueTime` seconds, then, with a `period`, 1, 2, … every `period` seconds,
    /// on the sharing scheduler.
    ///
    /// - Parameters:
    ///   - dueTime: The time before the first element, in seconds.
    ///   - period: The time between later elements, in seconds; `nil` completes after the first.
    /// - Returns: The timer shared sequence.
    @available(*, deprecated, message: "Pass a DispatchTimeInterval instead of seconds.", renamed: "timer(_:period:)")
    public static func timer(
        _ dueTime: Foundation.TimeInterval,
        period: Foundation.TimeInterval? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        timer(dueTime.deprecatedMilliseconds, period: period?.deprecatedMilliseconds)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Not offered on `Driver`, as in RxCocoa: use `drive(with:onNext:onCompleted:onDisposed:)`.
    ///
    /// - Parameters:
    ///   - object: The object that would be passed to `resultSelector`.
    ///   - resultSelector: Would combine `object` and an element.
    /// - Returns: Never returns; calling it does not compile.
    @available(
        *, unavailable,
        message: "withUnretained is not offered on Driver; use drive(with:onNext:onCompleted:onDisposed:)."
    )
    public func withUnretained<Object: AnyObject, Result>(
        _ object: Object,
        resultSelector: @escaping (Object, Element) -> Result
    ) -> Driver<Result> {
        fatalError("unavailable")
    }

    /// Not offered on `Driver`, as in RxCocoa: use `drive(with:onNext:onCompleted:onDisposed:)`.
    ///
    /// - Parameter object: The object that would be paired with each element.
    /// - Returns: Never returns; calling it does not compile.
    @available(
        *, unavailable,
        message: "withUnretained is not offered on Driver; use drive(with:onNext:onCompleted:onDisposed:)."
    )
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Driver<(Object, Element)> {
        fatalError("unavailable")
    }
}
