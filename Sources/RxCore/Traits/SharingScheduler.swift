/// The scheduler that ``Driver`` and ``Signal`` deliver on and run their timers on:
/// `MainScheduler.instance`, unless a test substitutes another one with ``mock(scheduler:action:)``.
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
    private static let factory = LockedValue<@Sendable () -> SchedulerType>({ MainScheduler.instance })

    /// Returns the scheduler to use now: the main scheduler, or the one a running `mock` set.
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
