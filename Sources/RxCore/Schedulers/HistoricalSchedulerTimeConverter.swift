import Foundation

/// The clock of ``HistoricalScheduler``: virtual time is a `Date`, intervals are seconds.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType {
    /// Virtual time is a date.
    public typealias VirtualTimeUnit = RxTime

    /// Virtual intervals are seconds.
    public typealias VirtualTimeIntervalUnit = TimeInterval

    /// Creates the converter; it has no configuration.
    public init() {}

    /// Returns `virtualTime`: virtual time already is a date.
    ///
    /// - Parameter virtualTime: The virtual time.
    /// - Returns: The same date.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        virtualTime
    }

    /// Returns `time`: dates already are virtual times.
    ///
    /// - Parameter time: The date.
    /// - Returns: The same date.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        time
    }

    /// Returns `virtualTimeInterval`: virtual intervals already are seconds.
    ///
    /// - Parameter virtualTimeInterval: The interval.
    /// - Returns: The same interval.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        virtualTimeInterval
    }

    /// Returns `timeInterval`: seconds already are virtual intervals.
    ///
    /// - Parameter timeInterval: The interval.
    /// - Returns: The same interval.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        timeInterval
    }

    /// Returns the date `offset` seconds after `time`.
    ///
    /// - Parameters:
    ///   - time: The date.
    ///   - offset: Seconds to add.
    /// - Returns: The later date.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time.addingTimeInterval(offset)
    }

    /// Compares two dates.
    ///
    /// - Parameters:
    ///   - lhs: The first date.
    ///   - rhs: The second date.
    /// - Returns: How `lhs` relates to `rhs`.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        switch lhs.compare(rhs) {
        case .orderedAscending: return .lessThan
        case .orderedDescending: return .greaterThan
        case .orderedSame: return .equal
        }
    }
}
