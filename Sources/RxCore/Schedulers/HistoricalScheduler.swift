import Foundation

/// A virtual-time scheduler whose clock is a `Date`: replay historical data at any speed.
///
/// ```swift
/// let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 1_000))
/// _ = scheduler.scheduleRelative((), dueTime: .seconds(60)) { _ in
///     print(scheduler.now.timeIntervalSince1970)  // 1060.0
///     return Disposables.create()
/// }
/// scheduler.start()
/// ```
public final class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>, @unchecked Sendable {
    // Adds no state: as thread-safe as `VirtualTimeScheduler`.

    /// Creates a scheduler whose clock starts at `initialClock`.
    ///
    /// - Parameter initialClock: The starting date; the Unix epoch by default.
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
