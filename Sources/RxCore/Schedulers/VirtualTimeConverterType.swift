import Foundation

/// Defines the virtual clock of a ``VirtualTimeScheduler``: its time and interval types and how
/// they map to real dates and time intervals.
///
/// `TestScheduler` counts integer ticks (`TestSchedulerVirtualTimeConverter`);
/// ``HistoricalScheduler`` uses dates (``HistoricalSchedulerTimeConverter``).
public protocol VirtualTimeConverterType: Sendable {
    /// The virtual time: a point on the virtual clock.
    associatedtype VirtualTimeUnit

    /// The difference between two virtual times.
    associatedtype VirtualTimeIntervalUnit

    /// Converts a virtual time to a date.
    ///
    /// - Parameter virtualTime: The virtual time.
    /// - Returns: The date it stands for.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

    /// Converts a date to a virtual time.
    ///
    /// - Parameter time: The date.
    /// - Returns: The virtual time it maps to.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

    /// Converts a virtual interval to seconds.
    ///
    /// - Parameter virtualTimeInterval: The virtual interval.
    /// - Returns: The interval in seconds.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval

    /// Converts seconds to a virtual interval.
    ///
    /// - Parameter timeInterval: The interval in seconds.
    /// - Returns: The virtual interval.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

    /// Adds a virtual interval to a virtual time.
    ///
    /// - Parameters:
    ///   - time: The virtual time.
    ///   - offset: The interval to add.
    /// - Returns: The virtual time `offset` after `time`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit

    /// Compares two virtual times.
    ///
    /// A separate requirement because `VirtualTimeUnit` need not be `Comparable`.
    ///
    /// - Parameters:
    ///   - lhs: The first time.
    ///   - rhs: The second time.
    /// - Returns: How `lhs` relates to `rhs`.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The result of comparing two virtual times.
public enum VirtualTimeComparison: Sendable {
    /// `lhs < rhs`.
    case lessThan
    /// `lhs == rhs`.
    case equal
    /// `lhs > rhs`.
    case greaterThan
}
