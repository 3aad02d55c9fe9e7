import RxCore

/// A virtual-time scheduler for marble tests, with RxTest's API and timing.
///
/// The clock counts integer ticks. Create hot and cold test observables, run the sequence under
/// test with ``start(created:subscribed:disposed:create:)`` and compare the recorded events and
/// subscriptions:
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
/// let res = scheduler.start { xs.map { $0 * 10 } }
/// XCTAssertEqual(res.events, [.next(210, 20), .completed(300)])
/// XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
/// ```
///
/// Timing, as in RxTest:
/// - Work scheduled for "now" (``schedule(_:action:)``, or a relative due time that rounds to at
///   most the current clock) runs at clock + 1 when `simulateProcessingDelay` is on (the default),
///   at the current clock otherwise. So `Observable.from([1, 2, 3], scheduler: scheduler)`
///   subscribed at 200 emits at 201, 202, 203 and completes at 204.
/// - A relative due time becomes ticks through `resolution` (seconds per tick), rounding halves
///   up: `.seconds(1)` is 1 tick at resolution 1, `.milliseconds(500)` is 5 ticks at resolution
///   0.1.
/// - Work due at the same time runs in the order it was scheduled.
public final class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>, @unchecked Sendable {
    // Adds only an immutable flag: as thread-safe as `VirtualTimeScheduler`.

    /// The virtual times ``start(_:)`` uses.
    public enum Defaults {
        /// When the observable under test is created: 100.
        public static let created = 100
        /// When it is subscribed to: 200.
        public static let subscribed = 200
        /// When the subscription is disposed: 1000.
        public static let disposed = 1000
    }

    private let simulateProcessingDelay: Bool

    /// Creates a test scheduler.
    ///
    /// - Parameters:
    ///   - initialClock: The clock's starting value.
    ///   - resolution: The length of one tick in seconds, for converting `RxTimeInterval`s.
    ///   - simulateProcessingDelay: Whether work scheduled for "now" runs one tick later.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// Creates an observable that emits `events` at their absolute virtual times to whoever is
    /// subscribed at that moment.
    ///
    /// - Parameter events: The events and their absolute times.
    /// - Returns: The observable; its `subscriptions` logs who subscribed when.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(testScheduler: self, recordedEvents: events)
    }

    /// Creates an observable that replays `events` to each subscriber, each at the subscription
    /// time plus the event's time.
    ///
    /// - Parameter events: The events and their offsets from the subscription.
    /// - Returns: The observable; its `subscriptions` logs who subscribed when.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(testScheduler: self, recordedEvents: events)
    }

    /// Creates an observer that records the events it receives with this scheduler's clock.
    ///
    /// - Parameter type: The element type.
    /// - Returns: The observer; read its `events` after running the scheduler.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Schedules `action` at the absolute virtual time `time`.
    ///
    /// - Parameters:
    ///   - time: When to run `action`; a time in the past runs as soon as the scheduler runs.
    ///   - action: The work to run.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Moves work due at or before the current clock to the next tick (or to the current clock
    /// without `simulateProcessingDelay`).
    ///
    /// - Parameter time: The computed due time.
    /// - Returns: The due time to use.
    override public func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        let clock = self.clock
        return time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
    }

    /// Runs the scheduler: creates the observable under test at `created`, subscribes a recording
    /// observer at `subscribed` and disposes the subscription at `disposed`.
    ///
    /// The subscription also ends when the recording observer receives a terminal event, the
    /// moment RxSwift's operators dispose their upstream, so source subscriptions log the same
    /// intervals as in RxTest.
    ///
    /// - Parameters:
    ///   - created: When to call `create`.
    ///   - subscribed: When to subscribe.
    ///   - disposed: When to dispose the subscription.
    ///   - create: Builds the observable under test.
    /// - Returns: The observer with the recorded events.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        created: TestTime,
        subscribed: TestTime,
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        var source: Observable<Element>?
        let subscription = SingleAssignmentDisposable()
        let observer = createObserver(Element.self)
        scheduleAt(created) {
            source = create().asObservable()
        }
        scheduleAt(subscribed) {
            guard let source else {
                preconditionFailure("TestScheduler.start: subscribed (\(subscribed)) comes before created (\(created))")
            }
            let recorder = AnyObserver<Element> { event in
                observer.on(event)
                if event.isStopEvent { subscription.dispose() }
            }
            subscription.setDisposable(source.subscribe(recorder))
        }
        scheduleAt(disposed) {
            subscription.dispose()
        }
        start()
        return observer
    }

    /// Runs the scheduler with the default creation (100) and subscription (200) times and the
    /// given disposal time.
    ///
    /// - Parameters:
    ///   - disposed: When to dispose the subscription.
    ///   - create: Builds the observable under test.
    /// - Returns: The observer with the recorded events.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// Runs the scheduler with the default times: created at 100, subscribed at 200, disposed at
    /// 1000.
    ///
    /// - Parameter create: Builds the observable under test.
    /// - Returns: The observer with the recorded events.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        _ create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }
}
