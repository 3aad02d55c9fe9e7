import Dispatch
import Foundation

extension Date {
    /// The date `interval` after this one, computed exactly as RxSwift does so that virtual-time
    /// schedulers round relative due times the same way: the value divided by its unit's factor
    /// (`.milliseconds(500)` is `500 / 1000.0` seconds); `.never` is `Date.distantFuture`.
    internal func addingDispatchInterval(_ interval: DispatchTimeInterval) -> Date {
        switch interval {
        case .seconds(let value):
            return addingTimeInterval(TimeInterval(value) / 1.0)
        case .milliseconds(let value):
            return addingTimeInterval(TimeInterval(value) / 1_000.0)
        case .microseconds(let value):
            return addingTimeInterval(TimeInterval(value) / 1_000_000.0)
        case .nanoseconds(let value):
            return addingTimeInterval(TimeInterval(value) / 1_000_000_000.0)
        case .never:
            return Date.distantFuture
        @unknown default:
            return Date.distantFuture
        }
    }
}
