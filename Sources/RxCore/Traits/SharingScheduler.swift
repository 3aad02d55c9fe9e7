/// The scheduler that ``Driver`` and ``Signal`` deliver on and run their timers on: a new
/// ``MainScheduler`` for every sequence, unless a test substitutes another one with
/// ``mock(scheduler:action:)``.
///
/// A main scheduler runs work at once when called on the main queue with nothing of its own
/// running or queued. Giving each driver its own instance, as RxCocoa does, means one driver's
/// delivery that feeds another driver (through a relay, say) reaches the second one's subscribers
/// at once too, instead of waiting for the main queue; only work nested within the same driver
/// waits, which keeps that driver's events in order.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// SharingScheduler.mock(scheduler: scheduler) {
///     let results = scheduler.start { viewModel.results.asObservable() }
///     XCTAssertEqual(results.events, [.next(201, [])])
/// }
/// ```
///
/// Operators read the scheduler when they are applied, so build the drivers inside the mock.
public enum SharingScheduler {
    private static let factory = LockedValue<@Sendable () -> SchedulerType>({ MainScheduler() })

    /// Returns the scheduler to use now: a new main scheduler, or the one a running `mock` set.
    public static var make: @Sendable () -> SchedulerType {
        factory.withLock { $0 }
    }

    /// Runs `action` with `scheduler` as the sharing scheduler, then restores the previous one.
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler drivers and signals use while `action` runs.
    ///   - action: The code that builds (and usually tests) the drivers.
    /// - Throws: What `action` throws.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with the scheduler `makeScheduler` returns, then restores the previous one.
    ///
    /// - Parameters:
    ///   - makeScheduler: Returns the scheduler drivers and signals use while `action` runs.
    ///   - action: The code that builds (and usually tests) the drivers.
    /// - Throws: What `action` throws.
    public static func mock(
        makeScheduler: @escaping @Sendable () -> SchedulerType,
        action: () throws -> Void
    ) rethrows {
        let previous = factory.withLock { factory in
            defer { factory = makeScheduler }
            return factory
        }
        defer { factory.withLock { $0 = previous } }
        try action()
    }
}
