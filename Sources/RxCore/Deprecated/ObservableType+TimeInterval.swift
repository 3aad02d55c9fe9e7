import Foundation

// RxSwift 4 took durations as `Foundation.TimeInterval` seconds; RxSwift 5 switched to
// `DispatchTimeInterval` (`RxTimeInterval`) and kept these overloads, deprecated. They convert
// the seconds to whole milliseconds, as RxSwift does.

extension Double {
    /// These seconds as a `DispatchTimeInterval` of whole milliseconds (rounded toward zero).
    internal var deprecatedMilliseconds: RxTimeInterval {
        .milliseconds(Int(self * 1000))
    }
}

extension ObservableType {
    /// Shifts the source's elements later by `dueTime` seconds.
    ///
    /// - Parameters:
    ///   - dueTime: The delay, in seconds.
    ///   - scheduler: Where the timers run.
    /// - Returns: The delayed sequence.
    @available(
        *, deprecated, message: "Pass a DispatchTimeInterval instead of seconds.", renamed: "delay(_:scheduler:)"
    )
    public func delay(_ dueTime: Foundation.TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        delay(dueTime.deprecatedMilliseconds, scheduler: scheduler)
    }

    /// Subscribes to the source `dueTime` seconds later.
    ///
    /// - Parameters:
    ///   - dueTime: The delay, in seconds.
    ///   - scheduler: Where the timer runs.
    /// - Returns: The time-shifted sequence.
    @available(
        *, deprecated, message: "Pass a DispatchTimeInterval instead of seconds.",
        renamed: "delaySubscription(_:scheduler:)"
    )
    public func delaySubscription(_ dueTime: Foundation.TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        delaySubscription(dueTime.deprecatedMilliseconds, scheduler: scheduler)
    }

    /// Fails with ``RxError/timeout`` when `dueTime` seconds pass without an element.
    ///
    /// - Parameters:
    ///   - dueTime: The longest gap allowed, in seconds.
    ///   - scheduler: Where the timer runs.
    /// - Returns: The source's events, or a timeout error.
    @available(
        *, deprecated, message: "Pass a DispatchTimeInterval instead of seconds.", renamed: "timeout(_:scheduler:)"
    )
    public func timeout(_ dueTime: Foundation.TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeout(dueTime.deprecatedMilliseconds, scheduler: scheduler)
    }

    /// Switches to `other` when `dueTime` seconds pass without an element.
    ///
    /// - Parameters:
    ///   - dueTime: The longest gap allowed, in seconds.
    ///   - other: The sequence to continue with after a timeout.
    ///   - scheduler: Where the timer runs.
    /// - Returns: The source's events, then `other`'s after a timeout.
    @available(
        *, deprecated, message: "Pass a DispatchTimeInterval instead of seconds.",
        renamed: "timeout(_:other:scheduler:)"
    )
    public func timeout<Other: ObservableConvertibleType>(
        _ dueTime: Foundation.TimeInterval,
        other: Other,
        scheduler: SchedulerType
    ) -> Observable<Element> where Other.Element == Element {
        timeout(dueTime.deprecatedMilliseconds, other: other, scheduler: scheduler)
    }

    /// Drops the source's elements for `duration` seconds after subscription.
    ///
    /// - Parameters:
    ///   - duration: How long to drop elements, in seconds.
    ///   - scheduler: Where the timer runs.
    /// - Returns: The elements sent after `duration`.
    @available(
        *, deprecated, message: "Pass a DispatchTimeInterval instead of seconds.", renamed: "skip(for:scheduler:)"
    )
    public func skip(_ duration: Foundation.TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        skip(for: duration.deprecatedMilliseconds, scheduler: scheduler)
    }

    /// Emits the source's elements for `duration` seconds after subscription.
    ///
    /// - Parameters:
    ///   - duration: How long to emit elements, in seconds.
    ///   - scheduler: Where the timer runs.
    /// - Returns: The elements sent within `duration`.
    @available(
        *, deprecated, message: "Pass a DispatchTimeInterval instead of seconds.", renamed: "take(for:scheduler:)"
    )
    public func take(_ duration: Foundation.TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration.deprecatedMilliseconds, scheduler: scheduler)
    }

    /// Emits an element, then no other for `dueTime` seconds.
    ///
    /// - Parameters:
    ///   - dueTime: The quiet period after each emitted element, in seconds.
    ///   - latest: Whether the latest element of a quiet period is emitted when it ends.
    ///   - scheduler: Where the timers run.
    /// - Returns: The throttled sequence.
    @available(
        *, deprecated, message: "Pass a DispatchTimeInterval instead of seconds.",
        renamed: "throttle(_:latest:scheduler:)"
    )
    public func throttle(
        _ dueTime: Foundation.TimeInterval,
        latest: Bool = true,
        scheduler: SchedulerType
    ) -> Observable<Element> {
        throttle(dueTime.deprecatedMilliseconds, latest: latest, scheduler: scheduler)
    }

    /// Emits an element once `dueTime` seconds pass without a newer one.
    ///
    /// - Parameters:
    ///   - dueTime: The quiet period, in seconds.
    ///   - scheduler: Where the timers run.
    /// - Returns: The debounced sequence.
    @available(
        *, deprecated, message: "Pass a DispatchTimeInterval instead of seconds.", renamed: "debounce(_:scheduler:)"
    )
    public func debounce(_ dueTime: Foundation.TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        debounce(dueTime.deprecatedMilliseconds, scheduler: scheduler)
    }

    /// Collects elements into arrays emitted every `timeSpan` seconds or when `count` are held.
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time a buffer is held, in seconds.
    ///   - count: The most elements in a buffer.
    ///   - scheduler: Where the timers run.
    /// - Returns: The buffers.
    @available(
        *, deprecated, message: "Pass a DispatchTimeInterval instead of seconds.",
        renamed: "buffer(timeSpan:count:scheduler:)"
    )
    public func buffer(timeSpan: Foundation.TimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]>
    {
        buffer(timeSpan: timeSpan.deprecatedMilliseconds, count: count, scheduler: scheduler)
    }

    /// Splits the source into windows closed every `timeSpan` seconds or when `count` elements
    /// went through.
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time a window is open, in seconds.
    ///   - count: The most elements in a window.
    ///   - scheduler: Where the timers run.
    /// - Returns: The windows.
    @available(
        *, deprecated, message: "Pass a DispatchTimeInterval instead of seconds.",
        renamed: "window(timeSpan:count:scheduler:)"
    )
    public func window(
        timeSpan: Foundation.TimeInterval,
        count: Int,
        scheduler: SchedulerType
    ) -> Observable<Observable<Element>> {
        window(timeSpan: timeSpan.deprecatedMilliseconds, count: count, scheduler: scheduler)
    }
}

extension ObservableType where Element: RxAbstractInteger {
    /// Emits 0, 1, 2, … every `period` seconds.
    ///
    /// - Parameters:
    ///   - period: The time between elements, in seconds.
    ///   - scheduler: Where the timer runs.
    /// - Returns: The counter sequence.
    @available(
        *, deprecated, message: "Pass a DispatchTimeInterval instead of seconds.", renamed: "interval(_:scheduler:)"
    )
    public static func interval(_ period: Foundation.TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        interval(period.deprecatedMilliseconds, scheduler: scheduler)
    }

    /// Emits 0 after `dueTime` seconds, then, with a `period`, 1, 2, … every `period` seconds.
    ///
    /// - Parameters:
    ///   - dueTime: The time before the first element, in seconds.
    ///   - period: The time between later elements, in seconds; `nil` completes after the first.
    ///   - scheduler: Where the timer runs.
    /// - Returns: The timer sequence.
    @available(
        *, deprecated, message: "Pass a DispatchTimeInterval instead of seconds.", renamed: "timer(_:period:scheduler:)"
    )
    public static func timer(
        _ dueTime: Foundation.TimeInterval,
        period: Foundation.TimeInterval? = nil,
        scheduler: SchedulerType
    ) -> Observable<Element> {
        timer(dueTime.deprecatedMilliseconds, period: period?.deprecatedMilliseconds, scheduler: scheduler)
    }
}
