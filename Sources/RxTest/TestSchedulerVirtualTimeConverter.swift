import Foundation
import RxCore

/// The clock of ``TestScheduler``: integer ticks, each `resolution` seconds long.
///
/// Conversions round exactly as RxTest does: seconds divided by `resolution`, plus one half,
/// truncated toward zero. With a resolution of 0.1, half a second is 5 ticks and 0.04 seconds is
/// 0 ticks; with a resolution of 1, `.milliseconds(1500)` is 2 ticks.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType {
    /// Virtual time is a tick count.
    public typealias VirtualTimeUnit = Int

    /// Virtual intervals are tick counts.
    public typealias VirtualTimeIntervalUnit = Int

    private let resolution: Double

    internal init(resolution: Double) {
        self.resolution = resolution
    }

    /// The date `virtualTime` ticks after the Unix epoch.
    ///
    /// - Parameter virtualTime: The tick count.
    /// - Returns: `Date(timeIntervalSince1970: virtualTime * resolution)`.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
    }

    /// The tick nearest to `time` (halves round up).
    ///
    /// - Parameter time: The date.
    /// - Returns: The tick count since the Unix epoch.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        Self.ticks(time.timeIntervalSince1970 / resolution)
    }

    /// The length of `virtualTimeInterval` ticks in seconds.
    ///
    /// - Parameter virtualTimeInterval: The tick count.
    /// - Returns: The interval in seconds.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        TimeInterval(virtualTimeInterval) * resolution
    }

    /// The tick count nearest to `timeInterval` seconds (halves round up).
    ///
    /// - Parameter timeInterval: The interval in seconds.
    /// - Returns: The tick count.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        Self.ticks(timeInterval / resolution)
    }

    /// Adds `offset` ticks to `time`.
    ///
    /// - Parameters:
    ///   - time: The tick count.
    ///   - offset: Ticks to add.
    /// - Returns: `time + offset`.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time + offset
    }

    /// Compares two tick counts.
    ///
    /// - Parameters:
    ///   - lhs: The first time.
    ///   - rhs: The second time.
    /// - Returns: How `lhs` relates to `rhs`.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        if lhs < rhs { return .lessThan }
        if lhs > rhs { return .greaterThan }
        return .equal
    }

    /// RxTest's rounding: add one half and truncate. Values beyond `Int`'s range (where RxTest
    /// would crash) saturate instead.
    private static func ticks(_ value: Double) -> Int {
        let shifted = value + 0.5
        if shifted.isNaN { return 0 }
        if shifted >= Double(Int.max) { return Int.max }
        if shifted <= Double(Int.min) { return Int.min }
        return Int(shifted)
    }
}
