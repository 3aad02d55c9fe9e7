import Dispatch
import Foundation

extension DispatchTimeInterval {
    /// This interval minus the time between `earlier` and `later`, in the same unit, never below
    /// zero: how much of a due time is left after some of it has passed.
    ///
    /// Rounds to the nearest unit, as RxSwift's `reduceWithSpanBetween` does, so virtual-time
    /// arithmetic on whole seconds stays exact. `.never` stays `.never`.
    internal func reduced(bySpanFrom earlier: Date, to later: Date) -> DispatchTimeInterval {
        let elapsed = later.timeIntervalSince(earlier)
        func remainder(_ value: Int, _ unitsPerSecond: Double) -> Int {
            let left = Double(value) - elapsed * unitsPerSecond
            guard left > 0 else { return 0 }
            return left >= Double(Int.max) ? Int.max : Int(left.rounded(.toNearestOrAwayFromZero))
        }
        switch self {
        case .seconds(let value): return .seconds(remainder(value, 1))
        case .milliseconds(let value): return .milliseconds(remainder(value, 1_000))
        case .microseconds(let value): return .microseconds(remainder(value, 1_000_000))
        case .nanoseconds(let value): return .nanoseconds(remainder(value, 1_000_000_000))
        case .never: return .never
        @unknown default: return self
        }
    }

    /// Whether the interval is zero or negative, so work due after it is due now.
    internal var isNow: Bool {
        switch self {
        case .seconds(let value), .milliseconds(let value), .microseconds(let value), .nanoseconds(let value):
            return value <= 0
        case .never:
            return false
        @unknown default:
            return false
        }
    }
}
